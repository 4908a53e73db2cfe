"""Which way a change went: "over budget" and "超支" are read from the actual and the budget the result holds
(whatever sign convention its variance field uses), and an amount said to have gone up or down since the last
period must go the way the two periods went.

Each behaviour is shown as a faithful narration and a distorted twin that must be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

UNDER_SPENT = [R({"actual_usd": 412880, "budget_usd": 455000, "variance_usd": -42120}, tool="get_budget_variance")]
OVER_SPENT_BUDGET_MINUS_ACTUAL = [R({"actual_usd": 131450, "budget_usd": 120000, "variance_usd": -11450,
                                     "variance_definition": "budget - actual"}, tool="get_budget_variance")]
UNDER_SPENT_ZH = [R({"code": 0, "data": {"budget_wan": 186.0, "actual_wan": 171.35, "variance_wan": -14.65}},
                    tool="get_budget_exec")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (UNDER_SPENT, "Marketing closed May at $412,880 against a $455,000 budget, $42,120 (9.3%) under budget.", set()),
    (UNDER_SPENT, "Marketing closed May at $412,880 against a $455,000 budget, $42,120 (9.3%) over budget.",
     {"numeric_drift"}),
    (OVER_SPENT_BUDGET_MINUS_ACTUAL, "The team spent $131,450 against a $120,000 budget, $11,450 over budget.",
     set()),
    (OVER_SPENT_BUDGET_MINUS_ACTUAL, "The team spent $131,450 against a $120,000 budget, $11,450 under budget.",
     {"numeric_drift"}),
    (UNDER_SPENT_ZH, "行政部二季度预算186万，实际花了171.35万，节余14.65万。", set()),
    (UNDER_SPENT_ZH, "行政部二季度预算186万，实际花了171.35万，超支14.65万。", {"numeric_drift"}),
])
def test_over_or_under_budget_follows_the_actual_and_the_budget(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


DORM = [R({"code": 0, "data": {"beds": 480, "occupied": 412, "occupied_last_month": 430}},
          {"building": "2号宿舍楼"}, tool="get_dorm_occupancy")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("2号宿舍楼现在住了412人，比上个月少了18个人。", set()),
    ("2号宿舍楼现在住了412人，比上个月多了18个人。", {"numeric_drift"}),
    ("Building 2 has 412 residents, 18 fewer than last month.", set()),
    ("Building 2 has 412 residents, up 18 from last month.", {"numeric_drift"}),
])
def test_an_amount_changed_since_the_last_period_goes_the_way_the_periods_went(
    narration: str, expected: set[str]
) -> None:
    assert kinds(DORM, narration) == expected


def test_the_budget_in_over_budget_labels_no_number_as_the_budget() -> None:
    told = "Data-platform is **$11,450 over budget** for Q2: ${} spent against ${} budgeted."
    assert kinds(OVER_SPENT_BUDGET_MINUS_ACTUAL, told.format("131,450", "120,000")) == set()
    assert kinds(OVER_SPENT_BUDGET_MINUS_ACTUAL, told.format("113,450", "120,000")) == {"numeric_drift"}


def test_sinking_is_a_fall() -> None:
    """Settlement is negative: "累计沉了18毫米" states -17.98 mm, and a rise told for it is a sign flip."""
    point = [R({"code": 0, "data": {"point": "CJ-17", "cumulative_mm": -17.98, "rate_mm_d": -0.42}})]
    assert kinds(point, "CJ-17累计沉了差不多18毫米，每天还在往下沉0.42毫米左右。") == set()
    assert kinds(point, "CJ-17累计抬升了18毫米，每天还在往下沉0.42毫米左右。") == {"numeric_drift"}


def test_a_balance_word_is_no_budget_side() -> None:
    """结余 is an account's balance: it keeps labelling the number, and no budget side is read into it."""
    account = [R({"balance_yuan": 4820.5, "frozen_yuan": 610.25})]
    assert kinds(account, "账户结余4820.5元，冻结610.25元。") == set()
    assert kinds(account, "账户结余610.25元。") == {"field_swap"}


def test_feeding_fish_is_no_flow_out_but_feeding_the_grid_is() -> None:
    pond = [R({"feed_fed_lb": 52480, "feed_days": 178, "net_gain_lb": 25200}, tool="get_pond_season")]
    assert kinds(pond, "Fed 52,480 lb over 178 feeding days for about 25.2k lb of net gain.") == set()
    battery = [R({"net_import_kwh": 8.5}, tool="get_battery_day")]
    assert kinds(battery, "The battery was feeding 8.5 kWh back to the grid.") == {"numeric_drift"}


CHECK = [R({"code": 0, "msg": "ok", "data": {"实际费用元": 186420, "预算元": 218000, "较预算元": -31580}},
           {"工包号": "WP-2703-A11"}, tool="get_check_cost")]
KPIS = [R({"total_revenue_usd": 420542.6, "budget_usd": 439000, "vs_budget_usd": -18457.4}, {"month": "2027-03"},
          tool="get_monthly_kpis")]
CHARTER = [R({"code": 0, "msg": "ok", "data": {"营收元": 3427600, "预算元": 3600000, "较预算元": -172400}},
             {"月份": "2027-03"}, tool="get_charter_monthly")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CHECK, "这次A检实际花了18.642万，预算是21.8万，省了31580元。", set()),
    (CHECK, "这次A检实际花了18.642万，预算是21.8万，超了31580元。", {"numeric_drift"}),
    (KPIS, "Revenue was $420,542.60, short of the $439k budget by $18,457.40.", set()),
    (KPIS, "Revenue was $420,542.60: we beat the $439k budget by $18,457.40.", {"numeric_drift"}),
    (CHARTER, "营收342.76万元，比360万的预算少了17.24万。", set()),
    (CHARTER, "营收342.76万元，比360万的预算多出17.24万。", {"numeric_drift"}),
])
def test_a_gap_to_the_budget_told_by_comparison(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"Beat the budget by", "比…预算多出", "预算是…，超了" tell the side of a gap, and revenue is compared with its
    budget as spend is: the side is read from the two values."""
    assert kinds(results, narration) == expected


SEGMENTS = [R({"code": 0, "msg": "ok", "data": {"分类": [
    {"类别": "医院", "公斤": 165200, "单公斤成本元": 0.82, "比预算元": 0.02},
    {"类别": "酒店", "公斤": 138400, "单公斤成本元": 0.76, "比预算元": -0.04},
    {"类别": "养老院", "公斤": 21600, "单公斤成本元": 0.95, "比预算元": 0.06}]}}, {"月份": "2028-03"},
    tool="get_cost_per_kg")]
SEGMENT_TABLE = "| 类别 | 公斤 | 成本 | 比预算 |\n|---|---|---|---|\n| 医院 | 165200 | 0.82元 | +0.02 |\n" \
                "| 酒店 | 138400 | 0.76元 | {} |\n| 养老院 | 21600 | 0.95元 | +0.06 |"


@pytest.mark.parametrize(("narration", "expected"), [
    (SEGMENT_TABLE.format("-0.04"), set()),
    (SEGMENT_TABLE.format("+0.04"), {"numeric_drift"}),
])
def test_a_difference_against_budget_keyed_in_chinese_keeps_its_sign(narration: str, expected: set[str]) -> None:
    """比预算元 is a signed difference: "+0.04" for the row's -0.04 is a flip, whatever gap between two other rows
    (0.06 − 0.02) it also equals."""
    assert kinds(SEGMENTS, narration) == expected


PRINT_JOB = [R({"code": 0, "msg": "ok", "data": {"印单号": "YD-0917", "报价元": 7600, "实际成本元": 7180,
                                               "较报价元": -420}}, {"印单号": "YD-0917"}, tool="查询印单成本")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("YD-0917结算了，实际成本7180，报价7600，比报价省了420块。", set()),
    ("YD-0917结算了，实际成本7180，报价7600，超了420块。", {"numeric_drift"}),
])
def test_a_cost_held_against_its_quote_is_over_or_under_by_the_values(narration: str, expected: set[str]) -> None:
    """A quote stands where a budget would: "超了" for a cost under its quote is the gap's sign flipped."""
    assert kinds(PRINT_JOB, narration) == expected


def test_a_weight_beside_an_export_word_flows_nowhere() -> None:
    """"about 7,257 kg for the export paperwork" converts a net weight; "export" names the paperwork, not a flow
    whose sign the net weight would carry."""
    order = [R({"order": "EX-4410", "cases": 1600, "net_lb": 16000}, {"order": "EX-4410"}, tool="get_order")]
    assert kinds(order, "EX-4410 is 1,600 cases, 16,000 lb net, about 7,257 kg for the export paperwork.") == set()


@pytest.mark.parametrize(("side", "expected"), [("省了", set()), ("超支了", {"numeric_drift"})])
def test_a_budget_named_after_its_actual_is_read_against_it(side: str, expected: set[str]) -> None:
    """``dianfei_yusuan`` is the budget of ``dianfei``: 96,420 spent against 99,680 is 3,260 under, whatever
    ``…_cha`` holds."""
    station = [R({"data": {"dianfei": 96420, "dianfei_yusuan": 99680, "dianfei_yu_yusuan_cha": -3260}})]
    assert kinds(station, f"电费9.642万，比预算9.968万{side}3260元。") == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("全季预测417.32万，对比420万的预算节余2.68万。", set()),
    ("全季预测417.32万，对比420万的预算超支2.68万。", {"numeric_drift"}),
])
def test_a_forecast_against_its_budget_says_which_side(narration: str, expected: set[str]) -> None:
    fees = [R({"code": 0, "msg": "ok", "data": {"预算": 4200000, "预测": 4173200, "差异": -26800,
                                                "已发生": 2814650}}, tool="port_fee_budget")]
    assert kinds(fees, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("计划引水2860万方，实际引了2614万方，比计划少引了246万方。", set()),
    ("计划引水2860万方，实际引了2614万方，比计划多引了246万方。", {"numeric_drift"}),
])
def test_a_gap_against_the_plan_says_which_side(narration: str, expected: set[str]) -> None:
    water = [R({"code": 0, "msg": "ok", "data": {"计划引水万方": 2860, "实际引水万方": 2614, "偏差万方": -246}},
               tool="water_plan")]
    assert kinds(water, narration) == expected
