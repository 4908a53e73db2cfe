"""Tools for this turn: L0 the principal may use, L1 on a command, L2 only when opted in, narrowed by the
router when many remain; exportable in any schema dialect."""

from pathlib import Path

from toolproof.contract import SchemaTool, Toolset, load_tools_file
from toolproof.decision import Category, Decision
from toolproof.gates import Pipeline
from toolproof.policy import PolicyBuilder, load_policy

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
PIPELINE = Pipeline(TOOLS, load_policy(SCENARIOS / "policy.toml"))
INQUIRY = "取消订单会产生费用吗？"
COMMAND = "能帮我取消订单 ORD-1001 吗"


def names(session, principal, message, **kwargs):
    turn = PIPELINE.tools_for_turn(session, principal, message, **kwargs)
    assert not isinstance(turn, Decision)
    return set(turn.names)


def test_a_viewer_sees_its_read_only_tools_on_any_turn():
    assert names("t-alice", "alice", INQUIRY) == {"query_report"}
    assert names("t-alice", "alice", COMMAND) == {"query_report"}


def test_writes_appear_only_on_a_command_turn_using_enforced_levels():
    assert names("t-olga", "olga", COMMAND) == {"query_report", "export_report", "write_report", "cancel_order"}
    # export_report declares L0 but the policy makes it L1, so an inquiry turn does not see it
    assert names("t-olga", "olga", INQUIRY) == {"query_report"}


def test_a_turn_without_a_user_message_is_a_command():
    assert "cancel_order" in names("t-olga", "olga", None)


def test_l2_only_when_opted_in_on_a_command_turn_and_never_a_denylisted_tool():
    assert "delete_all_logs" not in names("t-root", "root", "delete the logs under /var/log/app")
    opted = names("t-root", "root", "delete the logs under /var/log/app", allow_l2=True)
    assert "delete_all_logs" in opted
    assert "run_shell" not in opted
    assert names("t-root", "root", "would deleting the logs free up space?", allow_l2=True) == {"query_report"}


def test_an_unknown_principal_sees_nothing():
    turn = PIPELINE.tools_for_turn("t-x", "admin", COMMAND)
    assert isinstance(turn, Decision)
    assert (turn.category, turn.reason) == (Category.PERM, "unknown_principal")


def test_the_turn_exports_in_a_providers_dialect():
    turn = PIPELINE.tools_for_turn("t-olga", "olga", COMMAND)
    assert not isinstance(turn, Decision)
    exported = turn.export("openai")
    assert [item["function"]["name"] for item in exported] == list(turn.names)
    assert all(item["function"]["strict"] is True for item in exported)


def make_tool(name: str, description: str, level: str) -> SchemaTool:
    return SchemaTool(name, {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
                      description=description, level=level)


def large_pipeline() -> Pipeline:
    tools = [make_tool(f"{verb}_{noun}", f"{verb.capitalize()} a {noun} by id.", "L0" if verb == "get" else "L1")
             for verb in ("get", "update", "archive") for noun in ("invoice", "customer", "ticket", "shipment",
                                                                   "refund", "coupon", "warehouse", "supplier")]
    tools.append(make_tool("purge_invoice", "Purge an invoice permanently, every copy.", "L2"))
    tools.append(make_tool("peek_invoice", "Show an invoice summary by id.", "L0"))
    policy = (PolicyBuilder().level("peek_invoice", "L2")
              .role("all", allow=[tool.name for tool in tools]).principal("p", "all").build())
    return Pipeline(tools, policy)


def test_the_router_narrows_a_large_set_to_k_and_never_lets_unopted_l2_in():
    pipeline = large_pipeline()
    turn = pipeline.tools_for_turn("s", "p", "update the invoice INV-7 and purge the old invoice")
    assert not isinstance(turn, Decision)
    assert turn.narrowed
    assert len(turn.tools) == pipeline.router.k == 8
    assert turn.names[0] == "update_invoice"
    assert "purge_invoice" not in turn.names
    assert "peek_invoice" not in turn.names  # declared L0, but the policy makes it L2


def test_opted_in_l2_competes_for_the_k_places():
    turn = large_pipeline().tools_for_turn("s", "p", "purge the invoice INV-7 permanently", allow_l2=True)
    assert not isinstance(turn, Decision)
    assert turn.names[0] == "purge_invoice"


def test_no_lexical_evidence_means_no_narrowing():
    turn = large_pipeline().tools_for_turn("s", "p", "hmm")
    assert not isinstance(turn, Decision)
    assert not turn.narrowed
    assert len(turn.tools) == 24  # every L0/L1 tool: 8 get + 8 update + 8 archive
