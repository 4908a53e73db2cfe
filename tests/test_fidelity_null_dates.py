"""A calendar day told for a date field the result left null is content filled in; a day the results or the
arguments hold, a day in advice, or a day beside no null date field is not."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fidelity_case import R, kinds
from toolproof.fidelity.null_dates import narrated_dates

PO = [R({"po_id": "PO-77120", "supplier": "Marcone", "status": "backordered", "eta": None,
         "ordered_on": "2027-04-16"}, {"po_id": "PO-77120"}, tool="get_purchase_order")]
DOCS = [R({"code": 0, "msg": "ok", "data": {"船检证书有效期": "2028-06-30", "保险公司": "人保财险", "保险到期": None,
                                          "说明": "续保单未上传"}}, {"船名": "白鹭号"}, tool="get_yacht_docs")]
SLOT = [R({"bay": 2, "start": "2027-05-10", "end": "2027-05-30", "confirmation": None}, {"from": "2027-05-10"},
          tool="book_hangar_slot")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PO, "PO-77120 with Marcone is backordered and there's no ETA yet; it was ordered on Apr 16.", set()),
    (PO, "PO-77120 with Marcone is backordered. Marcone is showing it landing Tuesday, Apr 27.", {"null_fill"}),
    (PO, "PO-77120 is backordered with no ETA. If it isn't here by May 3, I'd call Marcone.", set()),
    (DOCS, "白鹭号的船检证书到2028年6月30日，保险在人保财险，续保单还没上传，到期日期暂时没有。", set()),
    (DOCS, "白鹭号的船检证书到2028年6月30日，保险在人保财险，今年12月31号到期。", {"null_fill"}),
    (SLOT, "Bay 2 is held from May 10 to May 30; the confirmation number isn't out yet.", set()),
])
def test_a_day_told_for_a_null_date_field(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("text", "days"), [
    ("landing Tuesday, Apr 27, back on the 28th", [(4, 27)]),
    ("good through 30 September and Dec. 31", [(9, 30), (12, 31)]),
    ("预计4月28号（周三）到，2028年6月30日到期", [(4, 28), (6, 30)]),
    ("May 2.5 hours, Mar 8:30", []),  # a decimal or a clock time after a month word is no day
])
def test_the_days_a_narration_writes(text: str, days: list[tuple[int, int]]) -> None:
    assert [day for _, _, day in narrated_dates(text)] == days


@given(st.text(max_size=200))
def test_reading_days_never_fails_and_gives_real_days(text: str) -> None:
    for start, end, (month, day) in narrated_dates(text):
        assert 0 <= start < end <= len(text)
        assert 1 <= month <= 12 and 1 <= day <= 31
