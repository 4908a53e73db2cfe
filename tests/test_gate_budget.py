"""The session budget: more than max_calls_per_session calls that pass → LIMIT; sessions count separately."""

import json
from pathlib import Path

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Category
from toolproof.gates.context import Call, CallContext
from toolproof.gates.counting import CALLS_COUNTER, BudgetGate
from toolproof.policy import load_policy, resolve_grants
from toolproof.store.memory import MemorySessionStore

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
POLICY = load_policy(SCENARIOS / "policy.toml")  # max_calls_per_session = 6


def context(session: str) -> CallContext:
    grants = resolve_grants(POLICY, session, "olga", {name: tool.level for name, tool in TOOLS.items()}, 0.0)
    return CallContext(Call(session, "olga", "query_report", "{}"), grants, tool=TOOLS["query_report"],
                       decoded={}, normalized=json.loads("{}"))


def test_the_seventh_call_is_limit_and_takes_nothing():
    store = MemorySessionStore()
    gate = BudgetGate(store)
    assert all(gate.check(context("s1")) is None for _ in range(6))
    decision = gate.check(context("s1"))
    assert (decision.category, decision.reason) == (Category.LIMIT, "session_budget_spent")
    assert store.count("s1", CALLS_COUNTER) == 6


def test_each_session_has_its_own_budget():
    gate = BudgetGate(MemorySessionStore())
    for _ in range(6):
        gate.check(context("s1"))
    assert gate.check(context("s2")) is None
