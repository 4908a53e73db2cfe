"""Tables whose rows are things a result returned, and time windows inside a label.

A Markdown row named by a returned item ("| Crowns |") is read by its columns, so two columns swapped within the
row are a field swap, and a cell is that row's own value, never a sum of other rows that happens to match. A
window inside a label ("returns within 30 days were 19") leaves the words before it to label the next number.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

QUOTE = [R({"quote_id": "Q-118", "lines": [
    {"item": "Sedation", "low_usd": 240, "high_usd": 240},
    {"item": "Crowns", "low_usd": 610, "high_usd": 980},
    {"item": "Imaging", "low_usd": 150, "high_usd": 150}], "total_low_usd": 1000, "total_high_usd": 1370},
    {"quote_id": "Q-118"}, tool="get_quote")]
TABLE = ("| Item | Low | High |\n|---|---|---|\n| Sedation | $240 | $240 |\n| Crowns | {} | {} |\n"
         "| Imaging | $150 | $150 |\n")

BILL = [R({"services": [{"service": "Function Runtime", "cost": 1500.0}, {"service": "Document Store", "cost": 980.25},
                        {"service": "Log Search", "cost": 634.8}, {"service": "Egress Gateway", "cost": 410.3},
                        {"service": "Blob Store", "cost": 233.45}], "total": 3758.8}, {"month": "2027-05"},
          tool="get_cost_by_service")]
BILL_TABLE = ("| Service | Cost |\n|---|---|\n| Function Runtime | $1,500.00 |\n| Document Store | $980.25 |\n"
              "| Log Search | {} |\n| Egress Gateway | $410.30 |\n| Blob Store | $233.45 |\n")

WALLET = [R({"balances": [{"asset": "SOL", "free": 12.5, "usd_value": 2125.0},
                          {"asset": "DOT", "free": 310.0, "usd_value": 2201.0}], "total_usd": 4326.0},
            {"account": "spot"}, tool="get_balances")]

ADOPTIONS = {"period": "2028-Q2", "adoptions": 640, "returns_30d": None, "returns_note": "not reconciled yet"}


@pytest.mark.parametrize(("low", "high", "expected"), [
    ("$610", "$980", set()),
    ("$980", "$610", {"field_swap"}),
])
def test_columns_swapped_in_a_row_named_by_a_returned_item(low: str, high: str, expected: set[str]) -> None:
    assert kinds(QUOTE, "Quote Q-118:\n\n" + TABLE.format(low, high) + "\nTotal $1,000 to $1,370.") == expected


@pytest.mark.parametrize(("cost", "expected"), [
    ("$634.80", set()),
    ("$643.80", {"numeric_drift"}),  # Egress Gateway + Blob Store is 643.75, yet this misreads the row's 634.80
])
def test_a_table_cell_is_its_rows_value_not_a_sum_of_other_rows(cost: str, expected: set[str]) -> None:
    assert kinds(BILL, "May by service:\n\n" + BILL_TABLE.format(cost) + "\nTotal $3,758.80.") == expected


def test_an_amount_column_of_coins_is_not_their_dollar_value() -> None:
    narration = ("| Asset | Amount | Value |\n|---|---|---|\n| SOL | 12.5 | ~$2.1k |\n| DOT | 310 | ~$2.2k |\n\n"
                 "About $4.3k in all.")
    assert kinds(WALLET, narration) == set()


@pytest.mark.parametrize(("narration", "expected"), [
    ("Q2 adoptions came to 640. Returns within 30 days are not reconciled yet.", set()),
    ("Q2 adoptions came to 640. Returns within 30 days were 19, about 3% of adoptions.", {"null_fill"}),
])
def test_a_window_inside_a_label_labels_the_next_number(narration: str, expected: set[str]) -> None:
    assert kinds([R(ADOPTIONS, {"period": "2028-Q2"}, tool="get_adoption_summary")], narration) == expected


def test_a_window_that_opens_a_label_leaves_the_words_after_it_to_label() -> None:
    air: dict[str, Any] = {"station": "半山", "PM2.5_小时均值": 38, "PM2.5_24小时滑动均值": 66, "AQI": 58}
    assert kinds([R(air, {"站点": "半山"})], "半山这一个小时PM2.5是38，但过去24小时平均还有66，AQI 58。") == set()


def test_a_row_is_named_by_the_first_two_words_of_its_name() -> None:
    """"Ashby Dental" names the row "Ashby Dental Clinic": a table's written sign is judged against that row's
    own change, not against a gap between other rows."""
    summary = [R({"buildings": [{"name": "Fenwick Tower", "open": 12, "change_vs_jan": -3},
                                {"name": "Ashby Dental Clinic", "open": 8, "change_vs_jan": -2},
                                {"name": "Corliss Yards", "open": 10, "change_vs_jan": 5}], "total_open": 30},
                 {"month": "2028-02"}, tool="get_deficiency_summary")]
    table = ("| Building | Open | vs Jan |\n|---|---|---|\n| Fenwick | 12 | −3 |\n| Ashby Dental | 8 | {} |\n"
             "| Corliss | 10 | +5 |")
    assert kinds(summary, table.format("−2")) == set()
    assert kinds(summary, table.format("+2")) == {"numeric_drift"}


PM_DONE = [R({"code": 0, "msg": "ok", "data": {"项目": [
    {"名称": "滨湖花园", "应保台次": 40, "已保台次": 38},
    {"名称": "金汇商务中心", "应保台次": 26, "已保台次": 26},
    {"名称": "万达广场（扶梯）", "应保台次": 30, "已保台次": 27}], "合计应保": 96, "合计已保": 91}},
    {"月份": "2028-02"}, tool="get_pm_completion")]


@pytest.mark.parametrize(("cell", "expected"), [
    ("27", set()),
    ("72", {"numeric_drift"}),
])
def test_a_column_over_rows_names_the_rows_field_not_the_total(cell: str, expected: set[str]) -> None:
    """"已保" heads a column of rows: each cell is its row's 已保台次, not 合计已保 (which the header also names)."""
    table = ("| 项目 | 应保 | 已保 |\n|---|---|---|\n| 滨湖花园 | 40 | 38 |\n| 金汇商务中心 | 26 | 26 |\n"
             f"| 万达广场 | 30 | {cell} |\n\n合计96台次，保了91台次。")
    assert kinds(PM_DONE, table) == expected


STANDINGS = [R({"standings": [{"team": "Bay Hawks", "wins": 12, "losses": 3},
                              {"team": "Rivermen", "wins": 9, "losses": 6},
                              {"team": "North Stars", "wins": 5, "losses": 10},
                              {"team": "Red Oaks", "wins": 2, "losses": 13}]},
               {"week": 7}, tool="get_league_standings")]


@pytest.mark.parametrize(("row", "expected"), [
    ("5–10", set()),
    ("10–5", {"field_swap"}),
])
def test_two_fields_of_a_row_told_as_a_pair_keep_their_order(row: str, expected: set[str]) -> None:
    """"W–L" cells put wins first in every row: a row told losses first has its two fields swapped."""
    table = ("| Team | W–L |\n|---|---|\n| Bay Hawks | 12–3 |\n| Rivermen | 9–6 |\n"
             f"| North Stars | {row} |\n| Red Oaks | 2–13 |")
    assert kinds(STANDINGS, table) == expected


BILL_ZH = [R({"code": 0, "msg": "ok", "data": {"明细": [
    {"项目": "机柜租用(42U)", "数量": 12, "金额元": 57600},
    {"项目": "带宽(95计费,Mbps)", "数量": 1500, "金额元": 27000},
    {"项目": "光纤跳线", "数量": 4, "金额元": 1200}], "合计元": 85800}}, {"账期": "2027-05"}, tool="get_bill")]


@pytest.mark.parametrize(("cell", "expected"), [
    ("27000", set()),
    ("72000", {"numeric_drift"}),
])
def test_a_chinese_row_named_by_its_name_before_the_bracket(cell: str, expected: set[str]) -> None:
    """"带宽95计费" names the row "带宽(95计费,Mbps)" by its two characters before the bracket."""
    table = ("| 项目 | 数量 | 金额(元) |\n|---|---|---|\n| 机柜租用 | 12个 | 57600 |\n"
             f"| 带宽95计费 | 1500 | {cell} |\n| 光纤跳线 | 4条 | 1200 |\n| 合计 | | 85800 |")
    assert kinds(BILL_ZH, table) == expected


def test_a_numbers_own_words_after_it_beat_the_labels_a_window_left_before_it() -> None:
    """"policy compliance for the last 180 days across all 64 active ASINs": 64 counts ASINs, not listing-policy
    violations."""
    compliance = {"asinsReviewed": 64, "violations": {"listingPolicy": 0, "productSafety": 0}, "items": []}
    told = "I checked policy compliance for the last 180 days across all {} active ASINs: nothing under listing policy."
    results = [R(compliance, {"lookbackDays": 180}, tool="get_policy_compliance")]
    assert kinds(results, told.format(64)) == set()
    assert kinds(results, told.format(46)) == {"numeric_drift"}


@pytest.mark.parametrize(("header", "feet", "expected"), [
    ("立方英尺", "44.8", set()),
    ("Volume (cu ft)", "44.8", set()),
    ("立方英尺", "4.48", {"numeric_drift"}),
])
def test_a_bare_number_under_a_unit_header_is_measured_in_it(header: str, feet: str, expected: set[str]) -> None:
    """1.27 m³ is 44.8 ft³: a column headed by a unit converts, and is not the 0.45 rate told ×100."""
    usage = {"rows": [{"sku": "CB-C2C", "volume_cbm": 1.27}], "rate_usd_per_cbm_day": 0.45}
    table = f"| SKU | 立方米 | {header} |\n|---|---|---|\n| CB-C2C | 1.27 | 约{feet} |\n\n仓租每方每天$0.45。"
    assert kinds([R(usage)], table) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("| 电站 | 电量(万度) |\n|---|---|\n| 鹰嘴岩 | 约13788 |\n| 黑石峡 | 约6025 |", set()),
    ("| 电站 | 电量(万度) |\n|---|---|\n| 鹰嘴岩 | 约13788 |\n| 黑石峡 | 约602.5 |", {"numeric_drift"}),
    ("按万千瓦报：\n\n| 电站 | 负荷 |\n|---|---|\n| 鹰嘴岩 | 44.43 |\n| 黑石峡 | 20.16 |", set()),
])
def test_a_magnitude_in_a_header_or_said_before_a_table_scales_its_numbers(narration: str,
                                                                           expected: set[str]) -> None:
    generation = {"明细": [{"电站": "鹰嘴岩", "发电量万kWh": 13788.2, "负荷MW": 444.3},
                           {"电站": "黑石峡", "发电量万kWh": 6024.6, "负荷MW": 201.6}]}
    assert kinds([R(generation)], narration) == expected


def test_a_unit_the_result_names_as_text_is_its_own_and_a_k_column_is_no_thousands() -> None:
    """``"unit": "万千瓦"`` means the values count it already; "| K / D / A |" is kills, deaths, assists."""
    load = {"data": {"unit": "万千瓦",
                     "list": [{"time": "11:00", "forecast": 12480}, {"time": "12:00", "forecast": 12350}]}}
    assert kinds([R(load)], "| 时间 | 预测（万千瓦） |\n|---|---|\n| 11:00 | 12480 |\n| 12:00 | 12350 |") == set()
    players = {"players": [{"name": "Rook", "kills": 22, "deaths": 17}, {"name": "yuzu", "kills": 14, "deaths": 18}]}
    assert kinds([R(players)], "| Player | K / D |\n|---|---|\n| Rook | 22 / 17 |\n| yuzu | 14 / 18 |") == set()


@pytest.mark.parametrize(("cell", "expected"), [("—", set()), ("not set", set()), ("2,000", {"null_fill"})])
def test_a_cell_under_a_column_of_one_field_fills_its_rows_null(cell: str, expected: set[str]) -> None:
    linguists = [R({"count": 3, "results": [
        {"name": "Ji-woo Park", "rateUsd": 0.13, "wordsPerDay": 2400, "rating": 4.8},
        {"name": "Seo-yeon Kim", "rateUsd": 0.115, "wordsPerDay": None, "rating": 4.6, "note": "capacity not set"},
        {"name": "Min-jun Lee", "rateUsd": 0.145, "wordsPerDay": 3000, "rating": 4.9}]}, tool="search_linguists")]
    narration = ("| Linguist | Rate | Output/day | Rating |\n|---|---|---|---|\n"
                 "| Ji-woo Park | $0.13 | 2,400 | 4.8 |\n"
                 f"| Seo-yeon Kim | $0.115 | {cell} | 4.6 |\n"
                 "| Min-jun Lee | $0.145 | 3,000 | 4.9 |\n")
    assert kinds(linguists, narration) == expected


@pytest.mark.parametrize(("fuel", "expected"), [(305.1, set()), (325.1, {"field_swap"})])
def test_a_rate_worked_out_of_its_row_beats_a_plan_of_its_size(fuel: float, expected: set[str]) -> None:
    voyages = [R({"code": 0, "msg": "ok", "data": {"航次": [
        {"航次号": "XC2831", "海里": 1128, "用油吨": 302.7}, {"航次号": "XC2832", "海里": 1146, "用油吨": 319.4},
        {"航次号": "XC2833", "海里": 1132, "用油吨": fuel}], "计划单耗": 0.27}}, tool="voyage_fuel")]
    narration = "• XC2831：约0.268吨/海里\n• XC2832：约0.279吨/海里\n• XC2833：约0.270吨/海里\n比计划的0.27稍高一点。"
    assert kinds(voyages, narration) == expected
