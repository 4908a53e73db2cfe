"""The whole pipeline: gate order, what counts, credentials, sessions frozen at open, integrators' gates."""

import threading
from pathlib import Path

import pytest

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Category, Decision, Verdict
from toolproof.gates import CORE_GATES, Call, Pipeline
from toolproof.gates.context import CallContext
from toolproof.policy import CredentialIssuer, KeyRing, PolicyBuilder, load_policy
from toolproof.store.memory import MemorySessionStore

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
POLICY = load_policy(SCENARIOS / "policy.toml")  # max_repeats 2, max_calls_per_session 6
REPORT = '{"report_id": "RPT-000123"}'


def pipeline(**kwargs) -> Pipeline:
    return Pipeline(TOOLS, POLICY, **kwargs)


def check(p: Pipeline, tool, arguments=REPORT, principal="olga", session="s1", *, message=None):
    return p.check(Call(session, principal, tool, arguments, message))


def outcome(result) -> tuple:
    return result.decision.verdict.value, result.decision.category and result.decision.category.value, \
        result.decision.reason


def test_the_gates_run_in_the_documented_order():
    assert pipeline().gate_names == CORE_GATES == (
        "resolve", "decode", "permit", "normalize", "validate", "intent", "repeat", "budget", "confirm")


@pytest.mark.parametrize(
    ("principal", "tool", "arguments", "message", "expected"),
    [
        ("mallory", "refund_order", "{", None, ("invalid", "IFN", "unknown_tool")),
        ("mallory", "query_report", "{", None, ("invalid", "IFE", "not_json")),
        ("mallory", "query_report", REPORT, None, ("deny", "PERM", "unknown_principal")),
        ("alice", "cancel_order", '{"order": 1}', None, ("deny", "PERM", "not_in_allowlist")),
        ("olga", "cancel_order", '{"order": 1}', "取消订单会产生费用吗？", ("invalid", "IAN", "unknown_field")),
        ("olga", "cancel_order", '{"order_id": "O-1"}', "取消订单会产生费用吗？", ("deny", "INTENT", "inquiry_turn")),
        ("olga", "cancel_order", '{"order_id": "O-1"}', "能帮我取消订单吗", ("allow", None, "ok")),
        ("root", "delete_all_logs", '{"path": "/var/log"}', "clear the logs", ("confirm", None, "approval_required")),
    ],
)
def test_the_first_gate_that_objects_decides(principal, tool, arguments, message, expected):
    assert outcome(check(pipeline(), tool, arguments, principal, message=message)) == expected


def test_an_allowed_call_carries_a_credential_for_exactly_that_call():
    p = pipeline(issuer=CredentialIssuer(KeyRing.parse("k1:0123456789abcdef0123456789abcdef")))
    result = check(p, "query_report", '{"reportId": "RPT-000123", "max_rows": 10}')
    assert result.decision.verdict is Verdict.ALLOW
    assert result.invocation is not None and result.invocation.tool.name == "query_report"
    claims = p.issuer.verify(result.credential, tool="query_report", session="s1",
                             arguments={"max_rows": 10, "report_id": "RPT-000123"})
    assert claims.session == "s1"


def test_confirm_has_an_invocation_but_no_credential_until_approved():
    result = check(pipeline(), "delete_all_logs", '{"path": "/var/log"}', "root")
    assert result.decision.verdict is Verdict.CONFIRM
    assert result.invocation is not None
    assert result.credential is None


def test_refused_calls_count_toward_neither_repeats_nor_the_budget():
    p = pipeline()
    assert outcome(check(p, "query_report")) == ("allow", None, "ok")
    assert outcome(check(p, "query_report")) == ("allow", None, "ok")
    for _ in range(5):
        assert outcome(check(p, "query_report"))[1] == "RAC"
        assert outcome(check(p, "cancel_order", '{"order_id": "x"}', message="会产生费用吗？"))[1] == "INTENT"
        assert outcome(check(p, "run_shell", '{"command": "ls"}'))[1] == "PERM"
    for n in range(4):  # calls 3..6 of the budget of 6
        assert outcome(check(p, "query_report", f'{{"report_id": "RPT-00000{n}"}}')) == ("allow", None, "ok")
    assert outcome(check(p, "query_report", '{"report_id": "RPT-000009"}')) == ("deny", "LIMIT",
                                                                                 "session_budget_spent")
    assert outcome(check(p, "query_report", session="s2")) == ("allow", None, "ok")


def test_confirmed_calls_count():
    p = pipeline()
    for _ in range(2):
        assert check(p, "delete_all_logs", '{"path": "/tmp"}', "root").decision.verdict is Verdict.CONFIRM
    assert outcome(check(p, "delete_all_logs", '{"path": "/tmp"}', "root"))[1] == "RAC"


class RefuseOrders:
    """An integrator's own gate: no order ids starting with VIP-."""

    name = "no_vip_orders"

    def check(self, context: CallContext) -> Decision | None:
        if str(context.need_normalized().get("order_id", "")).startswith("VIP-"):
            return Decision.deny(Category.PERM, "vip_order", "VIP orders are handled by people.")
        return None


def test_an_integrators_gate_runs_where_it_is_put_and_its_refusal_releases_counters():
    p = pipeline()
    p.add_gate(RefuseOrders(), after="budget")
    assert p.gate_names[-3:] == ("budget", "no_vip_orders", "confirm")
    for _ in range(3):
        assert outcome(check(p, "cancel_order", '{"order_id": "VIP-1"}')) == ("deny", "PERM", "vip_order")
    for n in range(6):  # the three refusals took no budget and no repeat count
        assert outcome(check(p, "cancel_order", f'{{"order_id": "O-{n}"}}')) == ("allow", None, "ok")


def test_add_gate_defaults_after_validate_and_refuses_bad_positions():
    p = pipeline()
    p.add_gate(RefuseOrders())
    assert p.gate_names.index("no_vip_orders") == p.gate_names.index("validate") + 1
    with pytest.raises(ValueError, match="no gate named"):
        p.add_gate(RefuseOrders(), after="execute")
    with pytest.raises(ValueError, match="already"):
        p.add_gate(RefuseOrders(), after="budget")


def test_a_policy_reload_reaches_new_sessions_only():
    p = pipeline()
    assert outcome(check(p, "query_report", principal="alice", session="old"))[0] == "allow"
    p.reload(PolicyBuilder().role("viewer", allow=["cancel_order"]).principal("alice", "viewer").build())
    assert outcome(check(p, "query_report", '{"report_id": "RPT-000001"}', "alice", "old"))[0] == "allow"
    assert outcome(check(p, "cancel_order", '{"order_id": "O-1"}', "alice", "old"))[2] == "not_in_allowlist"
    assert outcome(check(p, "query_report", principal="alice", session="new"))[2] == "not_in_allowlist"
    assert outcome(check(p, "cancel_order", '{"order_id": "O-1"}', "alice", "new"))[0] == "allow"


def test_a_session_cannot_change_principal():
    p = pipeline()
    check(p, "query_report", principal="alice")
    assert outcome(check(p, "delete_all_logs", '{"path": "/"}', "root")) == ("deny", "PERM", "principal_mismatch")


def test_elevation_is_refused_and_changes_nothing():
    p = pipeline()
    before = p.open_session("s1", "alice")
    decision = p.elevate("s1", "alice", "admin")
    assert (decision.verdict, decision.category, decision.reason) == (Verdict.DENY, Category.ELEVATION,
                                                                      "elevation_refused")
    assert p.open_session("s1", "alice") == before
    assert outcome(check(p, "cancel_order", '{"order_id": "O-1"}', "alice"))[2] == "not_in_allowlist"


def test_replicas_sharing_a_store_share_grants_and_counts():
    store = MemorySessionStore()
    first, second = pipeline(store=store), pipeline(store=store)
    check(first, "query_report", principal="alice")
    second.reload(PolicyBuilder().role("admin", allow=list(TOOLS)).principal("alice", "admin").build())
    assert outcome(check(second, "cancel_order", '{"order_id": "O-1"}', "alice"))[2] == "not_in_allowlist"
    assert outcome(check(second, "query_report", principal="alice"))[0] == "allow"
    assert outcome(check(first, "query_report", principal="alice"))[1] == "RAC"


def test_concurrent_identical_calls_pass_exactly_max_repeats_times():
    p = pipeline()
    results: list = []
    barrier = threading.Barrier(8)

    def worker() -> None:
        barrier.wait()
        results.append(check(p, "query_report").decision.verdict)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results.count(Verdict.ALLOW) == 2
    assert results.count(Verdict.DENY) == 6
