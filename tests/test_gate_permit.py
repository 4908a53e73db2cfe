"""The permit gate: frozen grants decide; denylisted and unlisted tools are PERM, an unknown principal too."""

import json
from pathlib import Path

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Category, Decision
from toolproof.gates.context import Call, CallContext
from toolproof.gates.permit import PermitGate
from toolproof.policy import load_policy, resolve_grants

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
POLICY = load_policy(SCENARIOS / "policy.toml")
LEVELS = {name: tool.level for name, tool in TOOLS.items()}


def permit(principal: str, tool: str):
    grants = resolve_grants(POLICY, "s1", principal, LEVELS, 0.0)
    context = CallContext(Call("s1", principal, tool, "{}"), grants if grants is not None
                          else Decision.deny(Category.PERM, "unknown_principal", "no"), tool=TOOLS[tool],
                          decoded=json.loads("{}"))
    return PermitGate().check(context)


def test_allowed_tools_pass():
    assert permit("alice", "query_report") is None
    assert permit("olga", "cancel_order") is None
    assert permit("root", "delete_all_logs") is None


def test_tools_outside_the_allow_list_are_perm():
    decision = permit("alice", "cancel_order")
    assert (decision.category, decision.reason) == (Category.PERM, "not_in_allowlist")
    assert "cancel_order" in decision.feedback


def test_the_denylist_beats_an_admin_allow():
    decision = permit("root", "run_shell")
    assert (decision.category, decision.reason) == (Category.PERM, "denylisted")


def test_without_grants_the_principal_refusal_is_returned():
    decision = permit("mallory", "query_report")
    assert (decision.category, decision.reason) == (Category.PERM, "unknown_principal")
