"""Two calls of one tool for two periods: "this cycle", "today", "这个月" name the later call and "last cycle",
"yesterday", "上个月" the earlier one, so the other period's value told for this one is a cross-call field swap."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

USAGE = [R({"cycle": "2027-04-02 to 2027-05-01", "data_gb": 23.6, "minutes": 412, "texts": 1290},
           {"line": "3390", "cycle": "current"}, tool="get_usage", call_id="a"),
         R({"cycle": "2027-03-02 to 2027-04-01", "data_gb": 31.2, "minutes": 388, "texts": 1502},
           {"line": "3390", "cycle": "previous"}, tool="get_usage", call_id="b")]
WEATHER = [R({"temp_high_f": 84.2, "rain_in": 0.0, "gust_max_mph": 14}, {"date": "2027-09-01"},
             tool="get_daily_summary", call_id="a"),
           R({"temp_high_f": 76.5, "rain_in": 0.42, "gust_max_mph": 23}, {"date": "2027-09-02"},
             tool="get_daily_summary", call_id="b")]
XP = [R({"week_start": "2026-01-05", "xp": 1320, "lessons": 22}, {"week_start": "2026-01-05"}, tool="get_weekly_xp",
        call_id="a"),
      R({"week_start": "2026-01-12", "xp": 1584, "lessons": 27}, {"week_start": "2026-01-12"}, tool="get_weekly_xp",
        call_id="b")]
FLOW = [R({"code": 0, "data": {"usedGB": 18.6, "minutes": 236}}, {"phone": "136****2251", "month": "2027-07"},
          tool="query_flow", call_id="a"),
        R({"code": 0, "data": {"usedGB": 27.4, "minutes": 301}}, {"phone": "136****2251", "month": "2027-06"},
          tool="query_flow", call_id="b")]
INR = [R({"inr": 2.1, "warfarin_mg_week": 35}, {"date": "2027-04-06"}, tool="get_inr", call_id="a"),
       R({"inr": 3.4, "warfarin_mg_week": 35}, {"date": "2027-04-13"}, tool="get_inr", call_id="b")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (USAGE, "So far this cycle you've used 412 minutes, 1,290 texts and 23.6 GB; last cycle was 31.2 GB.", set()),
    (USAGE, "So far this cycle you've used 412 minutes, 1,290 texts and 31.2 GB of data.", {"field_swap"}),
    (WEATHER, "Today topped out at 76.5°F, cooler than yesterday's 84.2, and you've had 0.42 inches of rain.", set()),
    (WEATHER, "Today topped out at 76.5°F, and you've had 0.42 inches of rain. The strongest gust so far today was "
              "14 mph.", {"field_swap"}),
    (XP, "You earned 1,584 XP last week, up 264 from the 1,320 the week before.", set()),
    (FLOW, "这个月到现在通话236分钟，流量用了18.6G（套餐30G）。", set()),
    (FLOW, "这个月到现在通话236分钟，流量用了27.4G（套餐30G）。", {"field_swap"}),
    (INR, "This week's INR (April 13) is 3.4, above the 2.0–3.0 target.", set()),
    (INR, "This week's INR (April 13) is 2.1, inside the 2.0–3.0 target.", {"field_swap"}),
])
def test_the_period_a_narration_names_picks_the_call(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """A period word reaches to the end of its clause: after "yesterday's 84.2, and you've had" the rain is
    today's again. "Last week … the week before" both look back, so neither names a call by itself."""
    assert kinds(results, narration) == expected
