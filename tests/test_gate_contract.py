"""The contract gates wrap the contract's functions and hand what they established to the gates after them."""

from pathlib import Path

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Category, Verdict
from toolproof.gates.context import Call, CallContext
from toolproof.gates.contract import DecodeGate, NormalizeGate, ResolveGate, ValidateGate
from toolproof.policy import load_policy, resolve_grants

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
GRANTS = resolve_grants(load_policy(SCENARIOS / "policy.toml"), "s1", "olga",
                        {name: tool.level for name, tool in TOOLS.items()}, 0.0)


def run(tool: object, arguments: str) -> tuple[CallContext, list]:
    context = CallContext(Call("s1", "olga", tool, arguments), GRANTS)
    decisions = []
    for gate in (ResolveGate(TOOLS), DecodeGate(), NormalizeGate(), ValidateGate()):
        decision = gate.check(context)
        decisions.append(decision)
        if decision is not None:
            break
    return context, decisions


def test_a_good_call_passes_all_four_and_leaves_an_invocation():
    context, decisions = run("query_report", '{"report_id": "RPT-000123"}')
    assert decisions == [None, None, None, None]
    assert context.tool is TOOLS["query_report"]
    assert context.invocation is not None
    assert context.normalized == {"report_id": "RPT-000123"}


def test_resolve_refuses_case_variants_and_lookalikes_as_ifn():
    for name in ("Query_Report", "query_repоrt", "query_report\u200b", "refund_order", None):
        context, decisions = run(name, "{}")
        assert decisions[-1].category is Category.IFN, name
        assert context.tool is None


def test_decode_refuses_duplicate_keys_as_ife():
    _, decisions = run("query_report", '{"report_id": "RPT-000001", "report_id": "RPT-000002"}')
    assert (decisions[-1].category, decisions[-1].reason) == (Category.IFE, "duplicate_key")


def test_normalize_applies_declared_aliases_only():
    context, decisions = run("query_report", '{"reportId": "RPT-000123"}')
    assert decisions[-1] is None
    assert context.normalized == {"report_id": "RPT-000123"}
    _, decisions = run("query_report", '{"report": "RPT-000123"}')
    assert decisions[-1].category is Category.IAN


def test_validate_reports_the_first_of_ian_iat_iav():
    _, decisions = run("query_report", '{"report_id": "RPT-1", "max_rows": "10", "rows": 3}')
    assert decisions[-1].verdict is Verdict.INVALID
    assert decisions[-1].category is Category.IAN
    _, decisions = run("query_report", '{"report_id": "RPT-1", "max_rows": "10"}')
    assert decisions[-1].category is Category.IAT
    _, decisions = run("query_report", '{"report_id": "RPT-1"}')
    assert decisions[-1].category is Category.IAV
