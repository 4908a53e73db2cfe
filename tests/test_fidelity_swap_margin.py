"""When a labelled number that holds another field's value is a field swap: only when the label words that tell the
two fields apart fit the named field by a clear margin and none of them fits the field holding the value. A label
sharing one generic word with a key ("time", "total"), or one that fits both fields, is not an accusation.

Each behaviour is shown as a faithful narration and a distorted twin that must still be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

SLEEP = [R({"awake_time_min": 35, "total_min": 410}, tool="get_sleep")]
JOB = [R({"setup_time_min": 25, "total_min": 140}, tool="run_job")]
FLEET = [R({"emergency_repair_hours": 16, "tickets": 5}, tool="fleet_report")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    # "时长" / "time" is all the label shares with awake_time_min and setup_time_min: it names neither
    (SLEEP, "睡眠总时长 410 分钟，清醒 35 分钟。", set()),
    (JOB, "Time: 140 minutes, setup 25.", set()),
    (JOB, "The job took 140 minutes of time in all.", set()),
    # a specific word ("setup") does name the key, so its value stated as another field's is still a swap
    (JOB, "Setup time: 140 minutes.", {"field_swap"}),
])
def test_one_generic_label_word_is_not_a_swap(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("results", "narration", "expected"), [
    # "tickets" fits the field holding 5, though "emergency repair" fits the hours better
    (FLEET, "The depot closed 5 emergency repair tickets.", set()),
    (FLEET, "Emergency repair took 5 hours.", {"field_swap"}),
])
def test_a_label_that_fits_the_stated_field_too_is_not_a_swap(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


INVOICE = [R({"unit_price": 1290.0, "qty": 60, "list_total": 77400.0})]
CUSTOMS = [R({"vat": 5200.0, "duty": 3100.0})]
CLAIM = [R({"deductible": 500, "approved_amount": 4200})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (INVOICE, "单价 1290 元，数量 60，价格合计 77400 元。", set()),
    (INVOICE, "单价 77400 元，数量 60。", {"field_swap"}),
    (CUSTOMS, "关税 3100 元，增值税 5200 元。", set()),
    (CUSTOMS, "关税 5200 元，增值税 3100 元。", {"field_swap"}),
    (CLAIM, "核定赔付金额为4200元，免赔额500元。", set()),
    (CLAIM, "核定赔付金额为500元。", {"field_swap"}),
])
def test_chinese_words_for_total_customs_duty_and_approved(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


SUSTAINERS = [R({"active_sustainers": 1412, "mrr_usd": 39112, "avg_monthly_usd": 27.7}, tool="get_sustainer_summary")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Just over 1,410 monthly donors right now, bringing in about $39.1k a month.", set()),
    ("1,412 monthly donors right now; the average monthly gift is $39,112.", {"field_swap"}),
])
def test_a_hedged_round_figure_under_a_loose_label_is_no_swap(narration: str, expected: set[str]) -> None:
    # "monthly" fits avg_monthly_usd best, but "about $39.1k" rounds the value it states (mrr); a value copied
    # whole under the average's own name is the swap
    assert kinds(SUSTAINERS, narration) == expected


QUEUES = [R({"entry_queue": 1204, "entry_wait_days": 4.7, "exit_queue": 333, "exit_wait_days": 1.3},
            tool="get_validator_queue")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("A new validator waits about 4.7 days to activate, while exits take roughly 1.3 days.", set()),
    ("A new validator waits about 1.3 days to activate, while exits take roughly 4.7 days.", {"field_swap"}),
])
def test_a_hedged_value_copied_whole_under_another_name_is_a_swap(narration: str, expected: set[str]) -> None:
    # "roughly 4.7 days" rounds nothing: it is the entry wait itself, told as the exit's
    assert kinds(QUEUES, narration) == expected


STOCK_CHECK = [R({"code": 0, "msg": "ok", "data": {"账面件数": 4860, "实盘件数": 4823, "差异": -37}},
                 tool="get_stock_check")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("12月1号盘点，实盘比账面少了37件。", set()),
    ("12月1号盘点，实盘4860件，账面4860件。", {"field_swap"}),
])
def test_a_gap_told_with_its_side_states_the_signed_field(narration: str, expected: set[str]) -> None:
    # 37 is 差异 (−37) told with 少了, not 实盘件数 the comparison began with
    assert kinds(STOCK_CHECK, narration) == expected
