"""A day or a clock time told under the label of another date or time field is a field swap; one told under its own
field's label, under no label, under a label naming both, or asked for in the arguments is not."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fidelity_case import R, kinds
from toolproof.fidelity import verify_line
from toolproof.fidelity.evidence import TextValue
from toolproof.fidelity.moment_swaps import CLOCK, DAY, returned_moments, told_moments

LEASE = [R({"unit": "B-14", "signed_on": "2029-03-06", "move_in": "2029-03-20", "first_rent_due": "2029-04-01"},
           {"unit": "B-14"}, tool="get_lease")]
SHOW = [R({"code": 0, "msg": "ok", "data": {"检票": "19:00", "开演": "19:30", "中场": "20:40", "散场": "21:50"}},
          {"剧目": "茶馆"}, tool="get_show_schedule")]
SHIFTS = [R({"crew": "Line 3", "clock_in": "06:45", "first_break": "09:15", "clock_out": "15:15"},
            {"crew": "Line 3"}, tool="get_shift")]
LOTS = [R({"auction": "A-77", "lots": [{"lot": "L-12", "opens": "10:00"}, {"lot": "L-13", "opens": "10:40"}],
           "registration_closes": "09:30"}, {"auction": "A-77"}, tool="get_auction")]
TWO_CALLS = [R({"hearing": "Ortiz", "starts": "09:00"}, {"case": "Ortiz"}, tool="get_hearing", call_id="c1"),
             R({"deposition": "Lam", "starts": "13:30"}, {"case": "Lam"}, tool="get_deposition", call_id="c2")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    # two days exchanged: each told under the other's label
    (LEASE, "B-14 moves in Friday, April 1, and the first rent is due Tuesday, March 20.", {"field_swap"}),
    (LEASE, "B-14 moves in Tuesday, March 20, and the first rent is due Sunday, April 1.", set()),
    # one swapped day among right ones
    (LEASE, "The lease was signed March 6; the move-in date is March 6 too.", {"field_swap"}),
    # a list line opened by its time, labelled after it by the key itself
    (SHOW, "今晚《茶馆》：\n19:00 检票\n20:40 开演\n19:30 中场\n21:50 散场", {"field_swap"}),
    (SHOW, "今晚《茶馆》：\n19:00 检票\n19:30 开演\n20:40 中场\n21:50 散场", set()),
    # clock times in am/pm under English labels
    (SHIFTS, "Line 3 clocks in at 6:45 am, first break at 3:15 pm, and clocks out at 9:15 am.", {"field_swap"}),
    (SHIFTS, "Line 3 clocks in at 6:45 am, first break at 9:15, and clocks out at 3:15 pm.", set()),
    # a time with no label naming any field, or told in a condition, accuses nothing
    (SHIFTS, "Line 3 is on from 6:45 am; if they stay past 3:15 pm call me.", set()),
    # rows: a row's time under a label that names every row's field alike names none of them
    (LOTS, "Registration closes at 9:30; L-12 opens at 10:00 and L-13 at 10:40.", set()),
    (LOTS, "Registration closes at 10:00, L-12 opens at 10:00 and L-13 at 10:40.", {"field_swap"}),
    # across calls: the deposition's time told as the hearing's
    (TWO_CALLS, "The Ortiz hearing starts at 1:30 pm and the Lam deposition at 1:30 pm as well.", {"field_swap"}),
    (TWO_CALLS, "The Ortiz hearing starts at 9 am and the Lam deposition at 1:30 pm.", set()),
])
def test_a_moment_told_under_another_fields_label(results: list[dict[str, Any]], narration: str,
                                                  expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_a_moment_the_arguments_asked_for_is_no_swap() -> None:
    booked = [R({"slot_start": "14:00", "slot_end": "15:00", "reminder_at": "13:00"}, {"wanted": "13:00"},
                tool="book_slot")]
    assert kinds(booked, "You asked for 13:00; the slot starts at 14:00 and ends at 15:00.") == set()
    assert kinds(booked, "Your slot starts at 14:00 and ends at 13:00.") == set()  # 13:00 is asked: no accusation


def test_the_label_names_a_field_by_its_own_words_not_a_word_further_back() -> None:
    eta = [R({"eta": "2029-03-10T09:00:00+04:00", "proforma_eta": "2029-03-10T12:00:00+04:00"},
             {"vessel": "Aurora"}, tool="get_vessel_eta")]
    assert kinds(eta, "Aurora is running three hours ahead of proforma and now expects to berth at 09:00.") == set()
    assert kinds(eta, "Aurora's proforma ETA was 09:00, and she now expects to berth at 12:00.") == {"field_swap"}


def test_the_line_naming_the_object_that_holds_the_moment_clears_it() -> None:
    member = [R({"tier": {"valid_through": "2029-01-31"}, "certs": [{"kind": "free night", "expires": "2028-11-30"}]},
                {"member": "M-1"}, tool="get_member")]
    assert kinds(member, "- **Certificate:** one free night, good through Nov 30") == set()
    assert kinds(member, "- Your tier is good through Nov 30") == {"field_swap"}


def test_returned_moments_read_one_day_or_one_clock_time_per_field() -> None:
    def text(value: str) -> TextValue:
        return TextValue("c1", "$.at", value, value.lower(), frozenset({"at"}))

    found = returned_moments([text("2029-05-19T20:00:00-08:00"), text("14:00-17:00"), text("2029/06/01"),
                              text("see you")])
    assert [(m.field.value, m.kind, m.at) for m in found] == [
        ("2029-05-19T20:00:00-08:00", DAY, (5, 19)), ("2029-05-19T20:00:00-08:00", CLOCK, (8, 0)),
        ("2029/06/01", DAY, (6, 1))]  # a zone is no time of day; a range names neither end


def test_told_moments_read_days_after_a_weekday_written_month_first() -> None:
    assert [(kind, at) for _, _, kind, at in told_moments("due Fri 7/31, half of 3/5 done, Mon 13/2")] == [
        (DAY, (7, 31))]


@given(st.text(max_size=200))
def test_reading_moments_never_fails_and_gives_real_ones(text: str) -> None:
    for start, end, kind, (first, second) in told_moments(text):
        assert 0 <= start < end <= len(text)
        assert kind in (DAY, CLOCK)
        assert (0 <= first <= 12 and 1 <= second <= 31) if kind == DAY else (0 <= first < 12 and 0 <= second < 60)


WEATHER_HOLD = [R({"hold": True, "last_strike_miles": 6, "hold_started": "19:42", "all_clear_at_if_no_strike": "20:12"},
                  {"venue": "Bay Stadium"}, tool="get_weather_hold")]
STAY = [R({"code": 0, "msg": "ok", "data": {"入住": "2029-09-30", "离店": "2029-10-04", "晚数": 4}},
          {"订单号": "HT-1"}, tool="get_hotel_order")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    # the words before a number are its label, not the label of the moment after it
    (WEATHER_HOLD, "We are in a lightning hold: a strike 6 miles out at 7:42 pm put it on; all clear is 8:12 pm.",
     set()),
    (WEATHER_HOLD, "The hold started at 8:12 pm after a strike 6 miles out.", {"field_swap"}),
    # 、 ends a Chinese clause: "30号入住、10月4号退房" labels 10月4号 by 退房, not by 入住
    (STAY, "30号入住、10月4号退房，4晚。", set()),
    (STAY, "10月4号入住，9月30号退房，4晚。", {"field_swap"}),
])
def test_a_moments_label_stops_at_a_number_and_at_a_clause_mark(results: list[dict[str, Any]], narration: str,
                                                                 expected: set[str]) -> None:
    assert kinds(results, narration) == expected


_SCHEDULE = [R({"code": 0, "msg": "ok", "data": {"检票": "19:00", "开演": "19:30", "散场": "21:50",
                                               "演出日期": "2029-05-19"}}, {"剧目": "茶馆"},
               tool="get_show", call_id="c1"),
             R({"tasting_date": "2029-05-02", "final_count_due": "2029-05-24", "walkthrough": "2029-05-30 10:00"},
               {"booking_id": "AGH-1"}, tool="get_timeline", call_id="c2")]
_PIECES = ["19:00", "19:30", "21:50", "7:30 pm", "8点半", "5月19号", "May 2", "May 24", "Friday, May 30", "Fri 5/24",
           " 检票", " 开演", "散场", "tasting", " final count due ", "walkthrough", "，", ", ", "\n", "(", "）", " at ",
           "the ", "没有", "didn't ", "18:08", "。", "|", "、", "6 ", "miles "]


@given(st.lists(st.sampled_from(_PIECES), max_size=30))
def test_any_schedule_narration_is_read_without_raising_and_a_swap_quotes_a_moment(pieces: list[str]) -> None:
    narration = "".join(pieces)
    answer = verify_line({"id": "x", "results": _SCHEDULE, "narration": narration})
    told = {(start, end) for start, end, _, _ in told_moments(narration)}
    for finding in answer["findings"]:
        start, end = finding["span"]
        assert 0 <= start < end <= len(narration)
        if finding["kind"] == "field_swap" and isinstance(finding["expected"], str):
            assert (start, end) in told  # a swapped moment is one the narration tells, read whole
