"""Single-value L0 reads are trivial: adapters are told to turn reasoning off for them."""

from __future__ import annotations

from toolproof.fidelity.trivial import advise, reasoning_for
from toolproof.levels import Level
from toolproof.results import translate


def test_a_single_value_read_is_trivial() -> None:
    result = translate({"balance": 4820.5, "currency": "CNY", "account_id": "A1"}, call_id="c1", tool="get_balance",
                       arguments={"account_id": "A1"})
    advice = advise(result, Level.L0)
    assert advice.trivial and advice.reasoning == "off"
    assert "$.balance" in advice.reason


def test_several_values_writes_and_failures_are_not_trivial() -> None:
    several = translate({"high": 17, "low": 5}, call_id="c1", tool="get_weather")
    assert not advise(several, "L0").trivial
    single = translate({"balance": 1}, call_id="c2", tool="transfer")
    assert advise(single, "L1").reasoning == "default"
    failed = translate({"error": "rate_limited"}, call_id="c3", tool="get_balance")
    assert not advise(failed, "L0").trivial


def test_a_turn_is_reasoning_off_only_when_every_result_is_trivial() -> None:
    one = advise(translate({"balance": 1}, call_id="c1", tool="t"), "L0")
    two = advise(translate({"high": 17, "low": 5}, call_id="c2", tool="t"), "L0")
    assert reasoning_for([one]) == "off"
    assert reasoning_for([one, two]) == "default"
    assert reasoning_for([]) == "default"
