"""Which row or field a number is about when the words around it say so in other ways than a label before it: a row
named right after the number, a row's numeric id told as its name, a nested object named by its key, a count over a
window named in the key; and reads of unfinished work told with words of work begun. Each reading is shown as a
faithful narration and the distorted twin that must still be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

CLAIM = [R({"claim_id": "WC-31077", "status": "partially_approved", "claimed_usd": 312.0, "approved_usd": 187.0,
            "lines": [{"type": "parts", "claimed_usd": 187.0, "approved_usd": 187.0},
                      {"type": "labor", "claimed_usd": 125.0, "approved_usd": 0.0}]},
           {"claim_id": "WC-31077"}, tool="get_warranty_claim")]
SITES = [R({"count": 3, "sites": [{"site_id": "3117", "pct_of_plan": 0.42, "randomized": 5},
                                  {"site_id": "3131", "pct_of_plan": 0.61, "randomized": 8},
                                  {"site_id": "3140", "pct_of_plan": 0.66, "randomized": 4}]},
           {"study_id": "HLV-305", "threshold_pct_of_plan": 70}, tool="list_sites_below_plan")]
AUTH = [R({"attempts": 3318, "approvalRate": 0.931,
           "byBrand": {"visa": {"attempts": 1902, "approvalRate": 0.952},
                       "amex": {"attempts": 405, "approvalRate": 0.857}}},
          {"date": "2027-04-12"}, tool="get_auth_report")]
QUERIES = [R({"code": 0, "msg": "ok",
               "data": {"回复时长中位数小时": 62.4, "回复时长P90小时": 228, "近90天回复数": 176}},
             {"中心编号": "08"}, tool="edc_query_response")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CLAIM, "GE approved part of it: the $187 parts line went through, but the $125 labor line was denied.", set()),
    (CLAIM, "GE approved part of it: the $125 parts line went through, but the $187 labor line was denied.",
     {"field_swap"}),
    (SITES, "Three sites were under 70% of their enrollment plan: 3117 at 42% (5 randomized), 3131 at 61% (8) "
            "and 3140 at 66% (4).", set()),
    (SITES, "Three sites were under 70% of their enrollment plan: 3117 at 42% (5 randomized), 3131 at 61% (8) "
            "and 3140 at 61% (4).", {"field_swap"}),
    (AUTH, "By brand: Visa 95.2%, Amex 85.7%.", set()),
    (AUTH, "By brand: Visa 93.1%, Amex 85.7%.", {"field_swap"}),
    (QUERIES, "中心08近90天回复了176条质疑，回复时长中位数2.6天，但P90要9.5天。", set()),
    (QUERIES, "中心08近90天回复了176条质疑，回复时长中位数2.6天，但P90要7.3天。", {"field_swap"}),
])
def test_the_row_or_field_a_number_is_about(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """A row named right after the number beats one an earlier clause named; a string id told is a name, not a
    value; a nested object named by its key chooses its own field over the same key at the top; a count over
    "近90天" with a counter is the count, not the hours field measured beside it (told in days, 7.3 is 176 hours)."""
    assert kinds(results, narration) == expected


JOB = [R({"job_id": "J-48290", "status": "on_hold", "hold_reason": "awaiting_parts", "customer_notified": True,
          "assigned_tech": "Ana Ruiz"}, {"job_id": "J-48290"}, tool="get_job")]
ORDER = [R({"wo": "WO-27-0402", "status": "on_hold", "estimate_usd": 7450, "approved": False, "assigned_tech": None,
            "created": "2027-04-12"}, {"wo": "WO-27-0402"}, tool="get_work_order")]
IRB = [R({"submission": "Protocol Amendment 3", "status": "under_review", "next_board_meeting": "2027-04-22"},
         {"site_id": "126"}, tool="irb_get_submission_status")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (JOB, "J-48290 is parked until the part comes in; Ana's still assigned and the customer already knows.", set()),
    (JOB, "J-48290 is parked no more: the part came in and the repair has been completed.", {"status_lie"}),
    (ORDER, "WO-27-0402 is parked: nobody's assigned to it, and nothing moves until the owner signs off on the "
            "$7,450 estimate. The work order was opened on Monday, April 12.", set()),
    (ORDER, "WO-27-0402 was opened on Monday, April 12 and has been completed.", {"status_lie"}),
    (IRB, "Amendment 3 at Site 126 is still under IRB review; the next board meeting is Thursday, Apr 22.", set()),
    (IRB, "Amendment 3 at Site 126 has been approved by the IRB.", {"status_lie"}),
])
def test_unfinished_work_told_with_words_of_work_begun(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """About a read of unfinished work, "opened", "assigned" and "parked" tell work begun or waiting, and "under IRB
    review" is the review still running; only a word of work finished is a status lie."""
    assert kinds(results, narration) == expected


MONTHS = [R({"target": 0.995, "months": [
    {"month": "2027-01", "departures": 3104, "tech_delays": 10, "dispatch_reliability": 0.9961},
    {"month": "2027-02", "departures": 2876, "tech_delays": 13, "dispatch_reliability": 0.9951},
    {"month": "2027-03", "departures": 3218, "tech_delays": None, "dispatch_reliability": None}]},
    {"fleet": "E175"}, tool="get_dispatch_reliability")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- January: 99.61% (10 tech delays)\n- February: 99.51% (13 delays)\n- March: not closed yet", set()),
    ("- January: 99.61% (10 tech delays)\n- February: 99.51% (13 delays)\n- March: 99.57% (11 delays)",
     {"null_fill"}),
    ("- 1月：99.61%，技术延误10次\n- 2月：99.51%，延误13次\n- 3月：99.57%，延误11次", {"null_fill"}),
])
def test_a_row_named_by_its_month(narration: str, expected: set[str]) -> None:
    """A row whose name is "2027-03" is told as "March" or "3月": figures told for it fill its nulls."""
    assert kinds(MONTHS, narration) == expected
