"""An L2 call that passed every check is ``confirm``, never ``allow``; lower levels pass untouched."""

from pathlib import Path

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Verdict
from toolproof.gates.confirm import ConfirmGate
from toolproof.gates.context import Call, CallContext
from toolproof.policy import PolicyBuilder, resolve_grants

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
LEVELS = {name: tool.level for name, tool in TOOLS.items()}


def confirm(tool: str, policy=None):
    policy = policy or PolicyBuilder().role("all", allow=list(TOOLS)).principal("p", "all").build()
    grants = resolve_grants(policy, "s1", "p", LEVELS, 0.0)
    args = {"path": "/var/log/app"}
    return ConfirmGate().check(CallContext(Call("s1", "p", tool, "{}"), grants, tool=TOOLS[tool], decoded=args,
                                           normalized=args))


def test_l2_needs_approval():
    decision = confirm("delete_all_logs")
    assert (decision.verdict, decision.category, decision.reason) == (Verdict.CONFIRM, None, "approval_required")
    assert decision.normalized == {"path": "/var/log/app"}


def test_l0_and_l1_pass():
    assert confirm("query_report") is None
    assert confirm("cancel_order") is None


def test_a_policy_level_override_decides_not_the_declaration():
    raised = (PolicyBuilder().level("cancel_order", "L2").level("delete_all_logs", "L1")
              .role("all", allow=list(TOOLS)).principal("p", "all").build())
    assert confirm("cancel_order", raised).verdict is Verdict.CONFIRM
    assert confirm("delete_all_logs", raised) is None
