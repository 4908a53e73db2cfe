"""The optional second check: a cheap restatement of the results (reasoning off) is verified against the pins."""

from __future__ import annotations

import asyncio

from toolproof.fidelity import FindingKind
from toolproof.fidelity.second_check import SECOND_CHECK_SETTINGS, asecond_check, second_check, second_check_prompt
from toolproof.results import translate

RESULTS = [
    translate({"balance": 4820.5, "currency": "CNY"}, call_id="c1", tool="get_balance"),
    translate({"error": "partial_fail", "succeeded": 3, "failed": 2}, call_id="c2", tool="batch_transfer"),
]


def faithful_model(prompt: str) -> str:
    """A stand-in for a small model that copies values out of the prompt it is given."""
    assert "4820.5" in prompt and '"status": "partial"' in prompt
    return "c1 balance: 4820.50 CNY\nc2 status: partial, succeeded: 3, failed: 2"


def careless_model(prompt: str) -> str:
    return "c1 balance: 4280.50 CNY\nc2 status: all 5 transfers succeeded"


def test_a_restatement_that_matches_the_pins_passes() -> None:
    assert second_check(RESULTS, faithful_model).faithful


def test_a_restatement_that_drifts_is_caught() -> None:
    verdict = second_check(RESULTS, careless_model)
    assert verdict.kinds == {FindingKind.NUMERIC_DRIFT, FindingKind.STATUS_LIE}


def test_a_restated_value_wrong_in_no_misreadings_shape_is_caught() -> None:
    """A restatement works nothing out: among many values, a number no value explains is still wrong there."""
    sales = [translate({"orders": 1180, "revenue_usd": 84210.5, "refunds_usd": 3120.0, "avg_basket_usd": 71.36},
                       call_id="c1", tool="get_sales_summary")]
    verdict = second_check(sales, lambda prompt: "orders 1180, revenue 84210.50, refunds 2950.00, basket 71.36")
    assert verdict.kinds == {FindingKind.NUMERIC_DRIFT}
    assert second_check(sales, lambda prompt: "orders 1180, revenue 84210.50, refunds 3120.00, basket 71.36").faithful


def test_the_prompt_asks_for_exact_values_without_reasoning() -> None:
    prompt = second_check_prompt(RESULTS)
    assert "Do not reason" in prompt and '"call_id": "c2"' in prompt
    assert SECOND_CHECK_SETTINGS["reasoning"] == "off"


def test_an_async_model_client_works_the_same() -> None:
    async def model(prompt: str) -> str:
        await asyncio.sleep(0)
        return careless_model(prompt)

    verdict = asyncio.run(asecond_check(RESULTS, model))
    assert not verdict.faithful
