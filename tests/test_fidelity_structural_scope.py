"""Which call a number is about, from the narration's structure: a table's column or row, a short form of a
name, and the order of a change told "from A to B"."""

from __future__ import annotations

from fidelity_case import R, kinds

SEASONS = [R({"skier_visits": 412860, "snowfall_cm": 612}, args={"season": "2023-24 season"}, call_id="c1"),
           R({"skier_visits": 389540, "snowfall_cm": 745}, args={"season": "2022-23 season"}, call_id="c2")]


def test_a_table_column_headed_by_an_entity_is_about_that_entity() -> None:
    table = ("| | 2023-24 season | 2022-23 season |\n|---|---|---|\n"
             "| Skier visits | {} | {} |\n| Snowfall | 612 cm | 745 cm |")
    assert kinds(SEASONS, table.format("412,860", "389,540")) == set()
    assert kinds(SEASONS, table.format("389,540", "412,860")) == {"field_swap"}


LOCKERS = [R({"compartments": 120, "expired_holds": 11}, args={"site": "Elm St Station"}, call_id="c1"),
           R({"compartments": 80, "expired_holds": 3}, args={"site": "Harbor Plaza"}, call_id="c2")]


def test_a_name_shortened_to_its_first_words_still_names_its_call() -> None:
    told = "Harbor Plaza has 3 expired holds. Elm St is getting tight: clearing its {} expired holds would help."
    assert kinds(LOCKERS, told.format(11)) == set()
    assert kinds(LOCKERS, told.format(3)) == {"field_swap"}


WEEKS = [R({"steps": 72480, "sleep_avg_min": 402}, args={"week": "本周"}, call_id="c1"),
         R({"steps": 63150, "sleep_avg_min": 428}, args={"week": "上周"}, call_id="c2")]


def test_a_change_told_from_one_value_to_another_is_no_swap() -> None:
    """"从 428 降到 402": last week's value, then this week's, whichever week was named last."""
    told = "本周走了 72480 步，比上周的 63150 步多。不过平均睡眠从每晚 {} 分钟降到了 {} 分钟。"
    assert kinds(WEEKS, told.format(428, 402)) == set()
    assert kinds(WEEKS, "本周走了 72480 步，比上周的 63150 步多。上周平均睡眠每晚 402 分钟。") == {"field_swap"}
