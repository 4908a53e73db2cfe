"""A calendar day or a clock time told for a date field the result left null is content filled in; a day or time
the results or the arguments hold, one in advice or a condition, or one beside no null date field is not."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fidelity_case import R, kinds
from toolproof.fidelity.null_dates import narrated_dates, narrated_times

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


TICKET = [R({"ticket_id": "MT-4410", "room": "C-112", "status": "open", "technician": None, "eta": None,
             "reason": "no plumber on shift", "opened_at": "2027-09-14T08:15:00"}, {"ticket_id": "MT-4410"},
            tool="get_ticket")]
OUTAGE = [R({"code": 0, "msg": "ok", "data": {"停水户数": 860, "送水车": 2, "预计恢复供水": None,
                                             "说明": "待关阀后评估"}}, {"编号": "QX-0915"}, tool="get_repair")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (TICKET, "MT-4410 (room C-112) is open, logged at 8:15 am; no plumber on shift, so no ETA yet.", set()),
    (TICKET, "MT-4410 (room C-112) is open. A plumber should be there tomorrow around 11 am.", {"null_fill"}),
    (TICKET, "MT-4410 is open with no ETA. If nobody shows by 3 pm, call the front desk.", set()),
    (OUTAGE, "停水860户，派了2台送水车，恢复时间要等关阀后评估。", set()),
    (OUTAGE, "停水860户，派了2台送水车，预计今晚9点前恢复供水。", {"null_fill"}),
    (OUTAGE, "停水860户，说两点情况：送水车2台已到，恢复时间待评估。", set()),
])
def test_a_time_told_for_a_null_date_field(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("text", "times"), [
    ("tomorrow around 10 am, or 7:30 p.m.", [(10, 0), (7, 30)]),
    ("logged 05:52, back by 14:30", [(5, 52), (2, 30)]),
    ("明天下午两点左右，今晚8点前，3点半到", [(2, 0), (8, 0), (3, 30)]),
    ("你问的两点，3个百分点，比分3:1，第5点", []),  # points, percentage points and scores are no times of day
    ("早上六点四十到，十点二十五分开", [(6, 40), (10, 25)]),
])
def test_the_times_a_narration_writes(text: str, times: list[tuple[int, int]]) -> None:
    assert [time for _, _, time in narrated_times(text)] == times


@given(st.text(max_size=200))
def test_reading_times_never_fails_and_gives_real_times(text: str) -> None:
    for start, end, (hour, minute) in narrated_times(text):
        assert 0 <= start < end <= len(text)
        assert 0 <= hour < 12 and 0 <= minute < 60


SERVICE = [R({"case": "FH-0412", "chapel": "East", "opening_scheduled": "2028-10-02T07:30", "committal_time": None,
              "committal_note": "family to confirm"}, {"case": "FH-0412"}, tool="get_interment")]
ROOM = [R({"code": 0, "msg": "ok",
           "data": {"房态": "脏房", "勿扰": True, "退房时间": None, "到达时间": "2028-10-01 06:40"}},
          {"房号": "1208"}, tool="get_room")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SERVICE, "FH-0412: the grave opens Monday at 7:30; committal time is still to be confirmed by the family.",
     set()),
    (SERVICE, "FH-0412: the grave opens Monday at 7:30 and the committal is at 11:30.", {"null_fill"}),
    (ROOM, "1208早上六点四十到的，还是脏房挂着勿扰，退房时间系统里没有，下午两点以后再去看看。", set()),
    (ROOM, "1208早上六点四十到的，还是脏房，中午12点退房。", {"null_fill"}),
])
def test_times_of_a_null_time_field(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """A ``*_time`` or 时间 key holds a time of day; one held by the result, or one to wait for before acting, is
    no fill."""
    assert kinds(results, narration) == expected


CRANES = [R({"count": 3, "cranes": [
    {"unit": "TC-04", "model": "Liebherr 172", "next_cert_due": "2027-08-12"},
    {"unit": "TC-09", "model": "Potain MDT", "next_cert_due": None, "note": "record_missing"},
    {"unit": "TC-11", "model": "Liebherr 172", "next_cert_due": "2027-10-03"}]})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("| Unit | Due |\n|---|---|\n| TC-04 | Aug 12 |\n| TC-09 | no date on file |\n| TC-11 | Oct 3 |", set()),
    ("| Unit | Due |\n|---|---|\n| TC-04 | Aug 12 |\n| TC-09 | Sep 1 |\n| TC-11 | Oct 3 |", {"null_fill"}),
    # a day no row holds, told on no null row's line, is the narration's own (a plan)
    ("TC-04 is due Aug 12, TC-11 Oct 3; TC-09 has no date on file.\nI'd book the inspector for Aug 5.", set()),
])
def test_a_day_told_on_the_line_of_a_row_whose_date_is_null_is_a_fill(narration: str, expected: set[str]) -> None:
    """Other rows hold the field, so the field is not missing from the result as a whole: the row's line is."""
    assert kinds(CRANES, narration) == expected


@pytest.mark.parametrize(("key", "dated"), [("nianjian_daoqi", True), ("效期", True), ("exp", True),
                                            ("jiedan_lv", False)])
def test_date_keys_in_pinyin_and_short_forms(key: str, dated: bool) -> None:
    from toolproof.fidelity.null_dates import dated_nulls
    from toolproof.fidelity.null_fields import NullField

    assert bool(dated_nulls([NullField("c1", f"$.{key}", frozenset())])) == dated


def test_a_code_ending_in_digits_before_a_month_is_no_day() -> None:
    """"TC-11 Oct 3" is crane TC-11's October 3, not the 11th of October."""
    assert [day for _, _, day in narrated_dates("TC-11 Oct 3")] == [(10, 3)]


KITS = [R({"code": 0, "data": {"list": [
    {"名称": "骨科大包1", "状态": "已灭菌", "位置": "无菌间A"},
    {"名称": "骨科大包2", "状态": "清洗中", "预计完成": None},
    {"名称": "翻修器械", "状态": "配送中", "预计完成": "2027-11-17 16:00"}]}})]


@pytest.mark.parametrize(("line", "expected"), [
    ("- 大包2：还在清洗，完成时间还没出来", set()),
    ("- 大包2：还在清洗，预计下午1点能出来", {"null_fill"}),
])
def test_a_time_told_on_the_line_of_a_row_named_without_its_department(line: str, expected: set[str]) -> None:
    """骨科大包2 is "大包2" on its line; its 预计完成 is null, so "下午1点" there is invented."""
    told = f"- 大包1：已灭菌，在无菌间A\n{line}\n- 翻修器械：在送，今天下午4点到"
    assert kinds(KITS, told) == expected


def test_a_number_supposed_in_a_condition_fills_no_empty_row() -> None:
    """"要是能腾出一个人" beside a room whose case is null: a supposition, not a case invented for the room."""
    rooms = [R({"code": 0, "data": {"list": [{"room": "3号", "case": "搭桥", "on_time": False},
                                             {"room": "4号", "case": None, "reason": "无麻醉医生"}]}})]
    told = "- 3号：搭桥，比计划晚\n- 4号：空着，没有麻醉医生\n3号结束后麻醉科要是能腾出一个人，可以给4号加一台。"
    assert kinds(rooms, told) == set()


def test_days_counted_from_a_returned_day_to_today_are_not_checked() -> None:
    """"已经等了9天" since the 2027-07-05 submission: today is in no result, so the count is not a misread 10."""
    waiting = [R({"code": 0, "data": {"zhuangtai": "待确认", "tijiao_riqi": "2027-07-05", "chaoshi_tian": 10}})]
    assert kinds(waiting, "7月5号就提交了，还没确认，已经等了9天，超过10天会自动升级。") == set()


def test_a_day_worked_out_from_a_returned_day_and_a_returned_count_of_days_is_no_fill() -> None:
    """Submitted Jul 2, review typically takes 21 days: "Jul 23 is the earliest" is worked out, though approved_on
    is null."""
    permit = [R({"permit_id": "BP-1", "status": "under_review", "submitted": "2027-07-02", "typical_review_days": 21,
                 "approved_on": None}, tool="get_permit")]
    told = "Still under review. It went in Jul 2 and they take 21 days, so Jul 23 at the earliest."
    assert kinds(permit, told) == set()
    assert kinds(permit, "Still under review. It went in Jul 2; approval is expected Jul 19.") == {"null_fill"}


@pytest.mark.parametrize(("text", "days"), [
    ("The part lands Monday the 17th, so spray Tuesday the 18th", [(0, 17), (0, 18)]),
    ("配件下周二（18号）到，周五19号装", [(0, 18), (0, 19)]),
    ("3号楼的18号线", []),
])
def test_a_day_of_the_month_told_after_its_weekday(text: str, days: list[tuple[int, int]]) -> None:
    assert [day for _, _, day in narrated_dates(text)] == days


REPAIR = [R({"unit": "SP-2", "status": "waiting_parts", "opened": "2027-05-06", "part_eta": None}, {"ro": "RO-4471"})]
SLOT_CHECK = [R({"site": "DMV Elm St", "next_available": None, "reason": "calendar not yet released"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (REPAIR, "SP-2 is waiting on parts (opened May 6); no ETA yet, so the spray waits.", set()),
    (REPAIR, "SP-2 is waiting on parts (opened May 6); the part lands Monday the 17th.", {"null_fill"}),
    (REPAIR, "SP-2 has been waiting since Thursday the 6th; no ETA yet.", set()),
    (SLOT_CHECK, "No road-test slot yet at Elm St: the calendar isn't released.", set()),
    (SLOT_CHECK, "The next road-test slot at Elm St is Tuesday, May 25 at 10:20 am.", {"null_fill"}),
])
def test_a_day_told_for_an_empty_eta_or_next_slot(results: list[dict[str, Any]], narration: str,
                                                  expected: set[str]) -> None:
    assert kinds(results, narration) == expected
