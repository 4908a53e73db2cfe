"""Repeat fingerprints: canonical JSON of the validated arguments, so reordered keys, whitespace and number
spelling do not buy a fresh repeat budget; more than max_repeats identical calls → RAC."""

import json
from pathlib import Path

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Category
from toolproof.gates.context import Call, CallContext
from toolproof.gates.counting import RepeatGate
from toolproof.policy import canonical_json, load_policy, resolve_grants
from toolproof.store.memory import MemorySessionStore

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
GRANTS = resolve_grants(load_policy(SCENARIOS / "policy.toml"), "s1", "olga",
                        {name: tool.level for name, tool in TOOLS.items()}, 0.0)  # max_repeats = 2


def context(arguments: str, tool: str = "query_report") -> CallContext:
    decoded = json.loads(arguments)
    return CallContext(Call("s1", "olga", tool, arguments), GRANTS, tool=TOOLS[tool], decoded=decoded,
                       normalized=decoded)


def test_canonical_json_ignores_key_order_whitespace_and_number_spelling():
    forms = ['{"report_id":"RPT-000123","min_amount":5}', '{ "min_amount" : 5.0 ,\n "report_id": "RPT-000123" }',
             '{"min_amount": 5e0, "report_id": "RPT-000123"}', '{"min_amount": 0.5e1, "report_id": "RPT-000123"}']
    assert len({canonical_json(json.loads(form)) for form in forms}) == 1
    assert canonical_json({"b": [1.5, {"z": 1, "a": "é"}], "a": None}) == '{"a":null,"b":[1.5,{"a":"é","z":1}]}'


def test_the_third_identical_call_is_rac_however_it_is_spelt():
    gate = RepeatGate(MemorySessionStore())
    assert gate.check(context('{"report_id": "RPT-000123", "min_amount": 5}')) is None
    assert gate.check(context('{"min_amount":5.0,"report_id":"RPT-000123"}')) is None
    decision = gate.check(context('{ "min_amount": 5e0, "report_id": "RPT-000123" }'))
    assert (decision.category, decision.reason) == (Category.RAC, "repeated_call")
    assert decision.normalized == {"min_amount": 5.0, "report_id": "RPT-000123"}


def test_different_arguments_or_tools_have_their_own_count():
    gate = RepeatGate(MemorySessionStore())
    for _ in range(2):
        assert gate.check(context('{"report_id": "RPT-000123"}')) is None
    assert gate.check(context('{"report_id": "RPT-000124"}')) is None
    assert gate.check(context('{"report_id": "RPT-000123"}', tool="export_report")) is None


def test_a_refused_repeat_takes_nothing_and_a_release_gives_back():
    store = MemorySessionStore()
    gate = RepeatGate(store)
    first = context('{"report_id": "RPT-000123"}')
    gate.check(first)
    gate.check(context('{"report_id": "RPT-000123"}'))
    assert gate.check(context('{"report_id": "RPT-000123"}')).category is Category.RAC
    first.undo.pop()()  # a later gate refused the first call: its reservation is released
    assert gate.check(context('{"report_id": "RPT-000123"}')) is None
