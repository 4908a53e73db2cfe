"""Rules found on blind set K: rate keys, and so on. Each rule has a faithful and a distorted twin."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds, strict_kinds
from toolproof.fidelity.lexicon import key_meaning
from toolproof.fidelity.numbers import find_quantities


def test_a_time_word_after_a_unit_in_a_key_is_the_rate_base() -> None:
    assert key_meaning("speed_km_h").unit == "km"
    assert key_meaning("avg_burn_mt_day").unit == "t"
    assert key_meaning("latency_ms").unit == "ms"
    assert key_meaning("uptime_h").unit == "h"


def test_a_daily_rate_in_tonnes_is_read_in_tonnes() -> None:
    results = [R({"avg_burn_mt_day": 52.47, "total_burn_mt": 1311.8})]
    said = "The boiler burned about {} t of coal a day on average, about 1,312 t over the run."
    assert kinds(results, said.format("52.5")) == set()
    assert kinds(results, said.format("58.5")) == {"numeric_drift"}


def test_a_money_amount_is_not_swapped_into_a_count_the_narration_states_itself() -> None:
    results = [R({"income_usd": 23418.5, "classes": 37})]
    assert kinds(results, "Class fees came to about $23.4k this term, over 37 classes.") == set()
    assert kinds(results, "Class fees came to about $25.4k this term, over 37 classes.") == {"numeric_drift"}


def test_a_label_after_before_or_excluding_is_not_the_numbers_own() -> None:
    results = [R({"price_per_m2": 41.5, "delivery_fee": None}, args={"area_m2": 300})]
    assert kinds(results, "At $41.50 per m², 300 m² of tile comes to about $12.45k before delivery fees.") == set()
    assert kinds(results, "At $41.50 per m², 300 m² of tile comes to about $12.45k, and delivery fees are $180.") == {
        "null_fill"}


def test_a_pending_read_with_no_data_is_told_truthfully_as_still_pending() -> None:
    results = [R({"application": "PA-7731", "status": "pending_review", "decision": None},
                 args={"application": "PA-7731"}, tool="get_application_status")]
    assert kinds(results, "Application PA-7731 is still pending review with the council.") == set()
    assert kinds(results, "Application PA-7731 was approved with a grant of $12,400.") != set()


def test_a_net_amount_is_positive_when_more_came_in() -> None:
    results = [R({"region": "North", "net_cash_flow_usd": -2400000, "capex_usd": 900000})]
    assert kinds(results, "North ran a net outflow of $2.4M this year, with $900k of capex.") == set()
    assert kinds(results, "North ran a net inflow of $2.4M this year, with $900k of capex.") == {"numeric_drift"}


def test_chinese_words_for_a_down_payment_and_the_balance_due() -> None:
    results = [R({"order": "装修", "deposit_yuan": 2000, "balance_yuan": 6500, "total_yuan": 8500})]
    assert kinds(results, "装修订单总价 8,500 元：\n\n- 定金：2,000 元\n- 尾款：6,500 元") == set()
    assert kinds(results, "装修订单总价 8,500 元：\n\n- 尾款：2,000 元，交房前结清") == {"field_swap"}


def test_a_direction_word_right_before_a_change_signs_it_after_a_reference_number() -> None:
    results = [R({"this_month_aov": 56.2, "last_month_aov": 61.4, "change_pct": -8.47, "orders": 1320})]
    said = "本月客单价 56.20 元，比上月的 61.40 元{}了 8.47%，共 1320 单。"
    assert kinds(results, said.format("下降")) == set()
    assert kinds(results, said.format("上升")) == {"numeric_drift"}


def test_the_ends_of_a_range_share_the_currency_written_once() -> None:
    ranged = find_quantities("estimated at £3,000–5,000, or $20 to 30")
    assert [(q.value, q.currency) for q in ranged] == [(3000.0, "GBP"), (5000.0, "GBP"), (20.0, "USD"), (30.0, "USD")]
    apart = find_quantities("£3,000 deposit, 5,000 visitors")
    assert [(q.value, q.currency) for q in apart] == [(3000.0, "GBP"), (5000.0, None)]


def test_a_gap_told_as_below_or_above_is_signed_for_a_versus_key() -> None:
    results = [R({"sales_total": 48200, "sales_vs_target_pct": -3.6})]
    assert kinds(results, "Sales reached 48,200 units, about 3.6% below target.") == set()
    assert kinds(results, "Sales reached 48,200 units, about 3.6% above target.") == {"numeric_drift"}


def test_a_versus_key_holds_a_signed_gap() -> None:
    assert key_meaning("price_vs_list_pct").signed
    results = [R({"price_usd": 312000, "price_vs_list_pct": 4.2})]
    assert kinds(results, "It sold for $312,000, about 4.2% above the list price.") == set()
    assert kinds(results, "It sold for $312,000, about 4.2% below the list price.") == {"numeric_drift"}


@pytest.mark.parametrize(("output", "narration", "expected"), [
    ({"belt_speed_m_min": 9.2, "bake_s": 26}, "Belt speed: about 30.2 ft/min, bake time 26 seconds.", set()),
    ({"belt_speed_m_min": 9.2, "bake_s": 26}, "Belt speed: about 32.0 ft/min, bake time 26 seconds.",
     {"numeric_drift"}),
    ({"zones": [{"zone": 1, "flow_gpm": 10}, {"zone": 2, "flow_gpm": 4}]}, "Zone 1 ≈37.9 L/min, zone 2 ≈15.1 L/min.",
     set()),
    ({"zones": [{"zone": 1, "flow_gpm": 10}, {"zone": 2, "flow_gpm": 4}]}, "Zone 1 ≈37.9 L/min, zone 2 ≈25.1 L/min.",
     {"numeric_drift"}),
    ({"lines": [{"name": "Mega Line", "length_ft": 2150}]}, "| Line | Length |\n|---|---|\n| Mega Line | about 655 m |",
     set()),
])
def test_rates_and_table_lengths_are_read_by_their_measure(
    output: dict[str, Any], narration: str, expected: set[str]
) -> None:
    """``belt_speed_m_min`` is metres (per minute), ``flow_gpm`` gallons (per minute), "9.2 m/min" and a bare "m"
    ending a table cell are metres."""
    assert strict_kinds([R(output)], narration) == expected


def test_a_unit_after_a_unit_in_a_key_is_what_it_is_counted_per() -> None:
    assert key_meaning("avg_attenuation_db_km").unit == "dB"
    assert key_meaning("twa_ug_m3").unit == "µg"
    assert key_meaning("legal_front_vlt_min_pct").unit == "%"  # min is the minimum here, % the unit


JOINT = {"fibers": 48, "avg_loss_db": 0.03, "max_loss_db": 0.07, "max_fiber": "第31芯", "redo": 0}
TRACE = {"total_loss_db": 1.92, "splice_events": [{"at_km": 2.31, "loss_db": 0.04}, {"at_km": 4.67, "loss_db": 0.06}]}


@pytest.mark.parametrize(("output", "narration", "expected"), [
    (JOINT, "JT-14这个接头48芯都熔完了，平均损耗0.03dB，最大的是第31芯0.07dB。", set()),
    (JOINT, "JT-14这个接头48芯都熔完了，平均损耗0.3dB，最大的是第31芯0.07dB。", {"numeric_drift"}),
    (TRACE, "1.92 dB total. The splice at 2.31 km measured 0.04 dB and the one at 4.67 km 0.06 dB.", set()),
    (TRACE, "1.92 dB total. The splice at 2.31 km measured 0.4 dB and the one at 4.67 km 0.06 dB.",
     {"numeric_drift"}),
])
def test_decibels_are_a_unit_and_a_shifted_decimal_in_the_same_unit_is_drift(
    output: dict[str, Any], narration: str, expected: set[str]
) -> None:
    assert kinds([R(output)], narration) == expected


def test_a_chinese_key_may_end_in_its_unit() -> None:
    assert key_meaning("余额_分").unit == "cent"
    assert key_meaning("昨日用水_L").unit == "L"
    assert key_meaning("得分_分").unit is None  # 分 of a score is a point, not a fen


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"code": 0, "data": {"余额_分": 12850, "预计可用天数": 21}})], "燃气卡里还剩128.5元，大概还能用三周。", set()),
    ([R({"code": 0, "data": {"余额_分": 12850, "预计可用天数": 21}})], "燃气卡里还剩182.5元，大概还能用三周。",
     {"numeric_drift"}),
    ([R({"code": 0, "data": {"夜间流量_L_h": 0, "昨日用水_L": 612}})], "昨天家里用了0.612方水，夜里流量为零。", set()),
    ([R({"code": 0, "data": {"夜间流量_L_h": 0, "昨日用水_L": 612}})], "昨天家里用了0.621方水，夜里流量为零。",
     {"numeric_drift"}),
    ([R({"raw_intake_mgd": 14.82, "finished_mgd": 14.37})], "Raw intake about 14.8 MGD, finished ~14.4 MGD.", set()),
    ([R({"raw_intake_mgd": 14.82, "finished_mgd": 14.37})], "Raw intake about 18.4 MGD, finished ~14.4 MGD.",
     {"numeric_drift"}),
])
def test_fen_litres_cubic_metres_and_million_gallons_a_day(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_the_adjective_one_is_a_pronoun() -> None:
    tanks = [R({"storage": {"tank_a_pct": 82.4, "tank_b_pct": 67.9}})]
    assert kinds(tanks, "Tank A is at 82.4% and Tank B at ~68%. Tank B is the low one.") == set()


def test_a_chinese_key_ending_in_a_magnitude_counts_in_it() -> None:
    assert key_meaning("挂牌价万").scale == 1e4
    assert key_meaning("营收亿元").scale == 1e8
    assert key_meaning("万达").scale == 1.0


SEARCH = [R({"code": 0, "data": {"总数": 27, "均价": 26840, "最低总价万": 228,
                                 "最新房源": {"小区": "良渚文化村", "总价万": 295, "面积": 103.5}}},
            {"区域": "余杭区", "总价上限万": 300}, tool="search_listings")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("一共有27套在售，均价26840元/平，最便宜的228万。最新挂出来的一套103.5平，报价295万。", set()),
    ("一共有27套在售，均价26840元/平，最便宜的282万。最新挂出来的一套103.5平，报价295万。", {"numeric_drift"}),
])
def test_total_prices_in_ten_thousands(narration: str, expected: set[str]) -> None:
    """总价 is a total price, not the average price per square metre a bare 价 label would also reach."""
    assert kinds(SEARCH, narration) == expected


def test_a_chinese_key_may_end_in_a_magnitude_and_a_unit() -> None:
    assert (key_meaning("产量万吨").scale, key_meaning("产量万吨").unit) == (1e4, "t")
    assert (key_meaning("电量万千瓦时").scale, key_meaning("电量万千瓦时").unit) == (1e4, "kWh")
    assert key_meaning("us_ending_stocks_mbu").scale == 1e6


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"code": 0, "data": {"产量万吨": 29418.6}})], "今年产量约2.94亿吨。", set()),
    ([R({"code": 0, "data": {"产量万吨": 29418.6}})], "今年产量约2.49亿吨。", {"numeric_drift"}),
    ([R({"settle": 4.3625, "change": -0.1425})], "Corn settled at $4.3625, giving back 14¼ cents.", set()),
    ([R({"settle": 4.3625, "change": -0.1425})], "Corn settled at $4.3625, adding 14¼ cents.", {"numeric_drift"}),
])
def test_ten_thousand_tonnes_and_giving_back(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("城南店3月卖了4860片，一片一毛五。", set()),
    ("城南店3月卖了4860片，一片一毛八。", {"numeric_drift"}),
])
def test_mao_and_fen_in_words_are_one_price(narration: str, expected: set[str]) -> None:
    """一毛五 is 0.15 yuan: the numeral after 毛 is its fen."""
    results = [R({"code": 0, "msg": "ok", "data": {"销量片": 4860, "单价元": 0.15}}, {"门店": "城南店"})]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("key", "unit"), [
    ("运费_分", "cent"), ("结算_分", "cent"), ("本月伙食费_分", "cent"), ("成绩_分", None), ("时长_分", None),
])
def test_fen_after_a_separator_is_money_unless_the_key_scores_or_times(key: str, unit: str | None) -> None:
    assert key_meaning(key).unit == unit


@pytest.mark.parametrize(("narration", "expected"), [
    ("这批发了236单，运费一共2714块，每单11块5。", set()),
    ("这批发了236单，运费一共27140块，每单11块5。", {"numeric_drift"}),
])
def test_a_freight_sum_in_fen_is_told_in_yuan(narration: str, expected: set[str]) -> None:
    results = [R({"code": 0, "msg": "ok", "data": {"订单数": 236, "运费_分": 271400}}, {"batch": "FH-0620"})]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("key", "unit"), [
    ("最大需量_kW", "kW"), ("总用电_kWh", "kWh"), ("demand_kW", "kW"), ("capacity_MWh", "MWh"),
])
def test_a_unit_symbol_in_its_own_case_is_one_key_word(key: str, unit: str) -> None:
    """``_kW`` is kilowatts, not the words "k" and "W"."""
    assert key_meaning(key).unit == unit


def test_megawatts_told_for_a_kilowatt_key() -> None:
    results = [R({"code": 0, "data": {"总用电_kWh": 312640000, "最大需量_kW": 41860}}, {"idc": "下沙二期"})]
    assert kinds(results, "总用电约3.13亿度，最大需量41.86兆瓦。") == set()
    assert kinds(results, "总用电约3.13亿度，最大需量418.6兆瓦。") == {"numeric_drift"}


@pytest.mark.parametrize(("narration", "expected"), [
    ("日利率万分之五，折成年化有18.25%。", set()),
    ("日利率万分之五，折成年化有12.85%。", {"numeric_drift"}),
])
def test_a_daily_rate_told_annualized(narration: str, expected: set[str]) -> None:
    """``日利率`` counts per day: "年化18.25%" is the same rate a year (× 365)."""
    card = [R({"code": 0, "msg": "ok", "data": {"未还金额": 3862.3, "循环利息": 69.52, "计息天数": 36,
                                             "日利率": 0.0005}})]
    assert strict_kinds(card, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("年卡12月MRR是186.432万元，ARPU每月120元。", set()),
    ("年卡12月MRR是1864.32万元，ARPU每月120元。", {"numeric_drift"}),
])
def test_an_english_word_then_fen_counts_fen(narration: str, expected: set[str]) -> None:
    """``MRR分`` is ``mrr_fen``: 186,432,000 fen are 186.432万元."""
    metrics = [R({"code": 0, "msg": "ok", "data": {"MRR分": 186432000, "付费用户": 15536, "ARPU分": 12000}})]
    assert kinds(metrics, narration) == expected
    assert key_meaning("NPS分").unit is None  # points, not fen


@pytest.mark.parametrize(("yearly", "expected"), [("$204", set()), ("$240", {"numeric_drift"})])
def test_a_rate_just_said_told_again_per_another_time(yearly: str, expected: set[str]) -> None:
    dues = [R({"monthly_dues_usd": 245, "new_monthly_dues_usd": 262}, tool="get_hoa_dues_change")]
    told = f"Your HOA dues go from $245 to $262 in January, which is $17 more a month or {yearly} a year."
    assert kinds(dues, told) == expected


@pytest.mark.parametrize(("per_second", "expected"), [("57.9", set()), ("75.9", {"numeric_drift"})])
def test_a_rate_told_per_second_after_a_slash(per_second: str, expected: set[str]) -> None:
    """"6000/分钟" is 100次/秒; a daily quota of 500万 averages 57.9次/秒."""
    limits = [R({"code": 0, "msg": "ok", "data": {"每分钟请求数": 6000, "每日配额": 5000000, "并发连接": 128}})]
    told = f"持续100次/秒（6000/分钟），日配额500万，平均约{per_second}次/秒，并发128。"
    assert strict_kinds(limits, told) == expected


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"node": "CEDARFLT_1_N001", "min_price_usd_kwh": -0.03214, "max_price_usd_kwh": 0.1185})],
     "Low: −$32.14/MWh; high: $118.50/MWh.", set()),
    ([R({"node": "CEDARFLT_1_N001", "min_price_usd_kwh": -0.03214, "max_price_usd_kwh": 0.1185})],
     "Low: −$32.14/MWh; high: $1.185/kWh.", {"numeric_drift"}),
    ([R({"code": 0, "msg": "ok", "data": {"报价元每斤": 12.6, "要货量斤": 6000}})],
     "何老板报12.6元一斤，也就是25.2元一公斤，要6000斤。", set()),
])
def test_a_price_told_per_another_measure_is_the_same_price(results: list[dict[str, Any]], narration: str,
                                                            expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_a_chinese_key_ending_in_degrees_celsius_holds_celsius() -> None:
    assert key_meaning("进风上℃").unit == "°C"
    assert key_meaning("温度(℃)").unit == "°C"
    assert key_meaning("回风温度").unit is None


@pytest.mark.parametrize(("key", "unit", "scale"), [
    ("trip_distance_mi", "mi", 1.0),
    ("wbc_k_per_ul", None, 1e3),  # thousands per microlitre
    ("margin_per_cow_day", None, 1.0),  # per cow and per day: the day is no unit of the value
    ("accrual_per_period_h", "h", 1.0),  # hours a pay period
])
def test_units_and_scales_inside_rate_keys(key: str, unit: str | None, scale: float) -> None:
    meaning = key_meaning(key)
    assert (meaning.unit, meaning.scale) == (unit, scale)


def test_thousands_per_unit_are_read_whole() -> None:
    labs = [R({"wbc_k_per_ul": 7.4, "hgb_g_dl": 13.9})]
    assert kinds(labs, "WBC came back at 7,400 per µL and hemoglobin 13.9.") == set()
    assert kinds(labs, "WBC came back at 4,700 per µL and hemoglobin 13.9.") == {"numeric_drift"}


def test_a_value_per_head_per_day_is_money_when_told_in_dollars() -> None:
    herd = [R({"head": 412, "margin_per_cow_day": 8.35})]
    assert kinds(herd, "412 head, margin $8.35 per cow per day.") == set()
    assert kinds(herd, "412 head, margin $0.835 per cow per day.") == {"numeric_drift"}


def test_a_labelled_misreading_beats_a_total_that_other_values_happen_to_make() -> None:
    """"holds: 1.24 hours total" misreads hold_hours 12.4, whatever sum of other values comes to 1.24."""
    day = [R({"rooms": 14, "cases": 61, "add_ons": 7, "utilization": 0.812, "turnover_min": 31.5, "hold_hours": 12.4,
              "cancellations": 3, "late_cases": 4})]
    told = "14 rooms, 61 cases, 7 add-ons, utilization 81.2%, turnover 31.5 min, holds: {} hours total, 3 cancelled."
    assert kinds(day, told.format("12.4")) == set()
    assert kinds(day, told.format("1.24")) == {"numeric_drift"}


@pytest.mark.parametrize(("key", "unit"), [("volume_mcf", "Mcf"), ("oil_bbl", "bbl"), ("gas_mmcf", "MMcf")])
def test_oilfield_volume_keys(key: str, unit: str) -> None:
    assert key_meaning(key).unit == unit


def test_oilfield_volumes_convert_by_their_thousands_and_millions() -> None:
    """398,150 Mcf is "about 398 MMcf"; 1,284,713 bbl "about 1.28 MMbbl"."""
    month = [R({"volume_mcf": 398150, "oil_bbl": 1284713})]
    assert kinds(month, "Sold about 398 MMcf of gas and 1.28 MMbbl of oil.") == set()
    assert kinds(month, "Sold about 389 MMcf of gas and 1.28 MMbbl of oil.") == {"numeric_drift"}


def test_a_trailing_k_counts_thousands_unless_it_follows_a_number() -> None:
    assert key_meaning("scc_k").scale == 1e3
    assert key_meaning("retirement_401k").scale == 1.0
    herd = [R({"cows": 1304, "scc_k": 158})]
    assert kinds(herd, "1,304 cows on test, SCC 158k.") == set()
    assert kinds(herd, "1,304 cows on test, SCC 185k.") == {"numeric_drift"}
