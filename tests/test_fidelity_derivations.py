"""Numbers the narration works out from returned values are derived, not drifted; a worked-out value must still
round to the number as written, and a measured number is compared with fields measured the same way."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds, strict_kinds

BOOKINGS = [R({"office": "Northgate", "booked": 31, "cancelled": 4, "no_shows": 2})]


def test_a_count_less_two_kinds_of_loss_is_derived() -> None:
    told = "Northgate had 31 booked. Take out 4 cancellations and 2 no-shows and {} visits actually happened."
    assert strict_kinds(BOOKINGS, told.format(25)) == set()
    assert strict_kinds(BOOKINGS, told.format(52)) == {"numeric_drift"}


RUN = [R({"cases_planned": 1800, "cases_bottled": 1746, "bottles_per_case": 12, "reject_bottles": 138})]


def test_a_count_times_a_per_field_is_derived() -> None:
    told = "The run filled 1,746 of the 1,800 cases planned. That's {} bottles, with 138 rejects."
    assert strict_kinds(RUN, told.format("20,952")) == set()
    assert strict_kinds(RUN, told.format("20,592")) == {"numeric_drift"}


def test_a_worked_out_value_must_round_to_the_number_written() -> None:
    """10,680 + 113 + 89 = 10,882 is within ±0.5% of "10860", but no sum rounds to it: the swapped fee stands."""
    plan = [R({"seats": 120, "seats_used": 113, "unit_price": 89.0, "monthly_fee": 10680.0})]
    told = "购买席位 120 个，已使用 113 个；单价 89 元/席/月，月费合计 {} 元。"
    assert kinds(plan, told.format(10680)) == set()
    assert kinds(plan, told.format(10860)) == {"numeric_drift"}


def test_a_measured_change_is_compared_with_fields_measured_alike() -> None:
    """"+26.4 吨" is the change in tonnes of grapes, not the bottle count 264,600 at a shifted decimal point."""
    years = [R({"grapes_t": 286.4, "bottles": 264600}, call_id="c1"),
             R({"grapes_t": 312.8, "bottles": 295000}, call_id="c2")]
    table = ("| 指标 | 2022 | 2023 | 变化 |\n|---|---|---|---|\n"
             "| 葡萄入厂量 | 286.4 吨 | 312.8 吨 | +{} 吨 |\n| 装瓶数 | 264600 瓶 | 295000 瓶 | +30400 瓶 |")
    assert kinds(years, table.format(26.4)) == set()


def test_the_gap_between_two_results_totals_is_derived() -> None:
    months = [R({"on_demand_usd": 18240.5, "reserved_usd": 26310.0, "savings_plan_usd": 9120.75}, call_id="c1"),
              R({"on_demand_usd": 15902.1, "reserved_usd": 26310.0, "savings_plan_usd": 7600.3}, call_id="c2")]
    told = "April came to $53,671.25 in total. March was $49,812.40, so April was up {}."
    assert strict_kinds(months, told.format("$3,858.85")) == set()
    assert strict_kinds(months, told.format("$3,588.85")) == {"numeric_drift"}


MONTHS = [R({"stops_completed": 1240, "change_pct": -3.2}, args={"month": "2024-07"}, call_id="c1"),
          R({"stops_completed": 1116, "change_pct": 1.5}, args={"month": "2024-06"}, call_id="c2")]


def test_a_change_told_with_a_change_word_is_a_gap_before_it_is_a_shifted_decimal() -> None:
    """"up 124" is 1,240 - 1,116, not 1,240 with a decimal point moved; "up 3.2%" for -3.2 is still a flip."""
    assert kinds(MONTHS, "Stops: 1,240 in July, up 124 on June's 1,116.") == set()
    assert kinds(MONTHS, "Stops: 1,240 in July, up 3.2% on June's 1,116.") == {"numeric_drift"}


def test_a_daily_average_of_a_month_asked_for_is_derived() -> None:
    """48,650 / 31 days of July: not a distorted lifeguard-shift count."""
    july = [R({"visitors": 48650}, args={"month": "2024-07"}),
            R({"rescues": 3, "lifeguard_shifts": 620}, args={"month": "2024-07"}, call_id="c2")]
    assert kinds(july, "7月共接待48650人次，日均约1569人次。救生员共值班620班次，实施救援3次。") == set()


SEASONS = [R({"visitors": 48650}, args={"month": "2024-07"}, call_id="c1"),
           R({"visitors": 41230}, args={"month": "2023-07"}, call_id="c2"),
           R({"rescues": 3}, args={"month": "2024-07"}, call_id="c3")]


def test_a_table_cell_under_a_header_that_names_no_call_has_no_scope() -> None:
    """Only 2023年7月 names one call (2024年7月 names two): the 2024 column is not the 2023 column's."""
    table = "| 指标 | 2024年7月 | 2023年7月 |\n|---|---|---|\n| 入馆人次 | {} | {} |"
    assert kinds(SEASONS, table.format(48650, 41230)) == set()
    assert kinds(SEASONS, table.format(48650, 48650)) == {"field_swap"}


RECYCLING = [R({"paper_kg": 48260, "plastic_kg": 12875, "metal_kg": 6430, "glass_kg": 9815, "payout_fen": 2387650},
               call_id="c1"),
             R({"households_served": 5420}, call_id="c2")]


def test_parts_in_one_unit_summed_and_per_head_are_derived() -> None:
    told = "纸类48.26吨，塑料12.875吨，金属6.43吨，玻璃9.815吨，四类合计{}吨；服务5420户，户均回收约{}公斤。"
    assert strict_kinds(RECYCLING, told.format("77.38", "14.3")) == set()
    assert strict_kinds(RECYCLING, told.format("77.38", "41.3")) == {"numeric_drift"}


SOAP = [R({"costs_cents": {"oils": 142, "lye": 9, "fragrance": 61, "packaging": 38}, "wholesale_price_cents": 650})]


def test_cents_declared_by_an_enclosing_key_and_the_parts_of_one_object_add_up() -> None:
    table = "| Item | Cost |\n|---|---|\n| Oils | $1.42 |\n| Lye | $0.09 |\n| Fragrance | $0.61 |\n" \
            "| Packaging | $0.38 |\n| **Total** | **${}** |"
    assert strict_kinds(SOAP, table.format("2.50")) == set()
    assert strict_kinds(SOAP, table.format("5.20")) == {"numeric_drift"}


def test_a_misread_named_value_is_a_drift_whatever_quotient_it_equals() -> None:
    """0.8% is 825/1039.5 within a percent, but the label names the 8% surcharge rate: a shifted decimal point."""
    quote = [R({"hourly_rate_usd": 165, "base_usd": 825, "fuel_surcharge_rate": 0.08, "fuel_surcharge_usd": 66,
                "quote_total_usd": 1039.5})]
    told = "Five hours at $165 is $825. Add the {} fuel surcharge ($66) and the quote comes to $1,039.50."
    assert kinds(quote, told.format("8%")) == set()
    assert kinds(quote, told.format("0.8%")) == {"numeric_drift"}


def test_money_said_before_per_a_count_said_before_is_worked_out() -> None:
    center = [R({"package_revenue_fen": 312000000, "addon_revenue_fen": 18600000}, args={"month": "2024-11"},
                call_id="c1"),
              R({"rooms_total": 28, "room_nights_sold": 702, "checkins": 27}, args={"month": "2024-11"},
                call_id="c2")]
    told = ("套餐收入312万元，增值服务18.6万元，合计330.6万元。房间28间，按30天计可售840间夜，"
            "新入住27位，人均贡献约{}万元。")
    assert strict_kinds(center, told.format("12.24")) == set()
    assert strict_kinds(center, told.format("21.24")) == {"numeric_drift"}


def test_an_amount_per_a_count_said_later_in_the_sentence_is_worked_out() -> None:
    job = [R({"quoted_usd": 1480, "fabric_cost_usd": 396, "foam_cost_usd": 118, "labor_hours": 12})]
    told = ("Materials are $514 ($396 fabric + $118 foam). Left after materials: $966, or ${} per labor hour over "
            "the 12 hours.")
    assert strict_kinds(job, told.format("80.50")) == set()
    assert strict_kinds(job, told.format("85.00")) == {"numeric_drift"}


def test_a_column_is_summed_over_the_rows_that_hold_it() -> None:
    """Two of five scans failed and hold no page count: "17 pages" is the sum over the three that do; a row key
    missing from some rows is never paired row by row with another key."""
    scans = [R({"status": "partial", "done": 3, "failed": 2, "results": [
        {"item": "MI-1", "pages": 4, "unit_price_usd": 1.5}, {"item": "MI-2", "pages": 2, "unit_price_usd": 1.5},
        {"item": "MI-3", "pages": 11, "unit_price_usd": 1.5}, {"item": "MI-4", "status": "failed", "unit_price_usd": 0},
        {"item": "MI-5", "status": "failed", "unit_price_usd": 0}]}, tool="request_scans")]
    told = "Three of the five scans are done; two failed. MI-1 has 4 pages, MI-2 2 and MI-3 11: {} pages in all."
    assert kinds(scans, told.format(17)) == set()
    assert kinds(scans, told.format(71)) == {"numeric_drift"}


def test_a_rows_price_times_its_quantity_is_a_line_total() -> None:
    order = [R({"code": 0, "msg": "ok", "data": {"lines": [
        {"name": "五常大米10kg", "qty": 3, "price_yuan": 89}, {"name": "鲁花花生油5L", "qty": 2, "price_yuan": 169.9}],
        "coupon_yuan": 20}})]
    told = "您这单三袋五常大米是{}元，两桶鲁花花生油339.8元，减掉20元的券。"
    assert strict_kinds(order, told.format(267)) == set()
    assert strict_kinds(order, told.format(276)) == {"numeric_drift"}


def test_a_rate_per_one_thing_or_per_hundred_is_a_quotient_of_two_values() -> None:
    """"一次合108块" is 1080 / 10 sessions; "百公里油耗32升" is 19780 L / 61820 km × 100."""
    card = [R({"card": "10次卡", "total": 10, "used": 6, "price_yuan": 1080})]
    assert kinds(card, "10次卡用了6次，按1080的卡价算一次合108块。") == set()
    assert kinds(card, "10次卡用了6次，按1080的卡价算一次合1800块。") == {"numeric_drift"}
    fleet = [R({"trips": 412, "weight_kg": 386450, "distance_km": 61820, "fuel_l": 19780})]
    assert kinds(fleet, "5月跑了412趟，总里程6.182万公里，百公里油耗32升左右。") == set()
    assert kinds(fleet, "5月跑了412趟，总里程61.82万公里，百公里油耗32升左右。") == {"numeric_drift"}


def test_the_gap_between_two_results_values_in_one_unit_is_worked_out() -> None:
    """"Beat the 4,800 t daily target by 62 t": 4,862 t produced (one call) less the target (another)."""
    kiln = [R({"clinker_t": 4862, "runtime_h": 24.0}, call_id="c1"),
            R({"clinker_target_t_day": 4800}, tool="get_kiln_targets", call_id="c2")]
    told = "The kiln ran 24.0 h and beat the 4,800 t daily target by {} t."
    assert kinds(kiln, told.format(62)) == set()
    assert kinds(kiln, told.format("4,682")) == {"numeric_drift"}


def test_many_amounts_scaled_by_an_argument_are_read_without_error() -> None:
    """More money values (each also times and divided by the guest count) than the arithmetic looks at: the cap
    cuts the amounts and their flags together."""
    venues = [{"name": f"Venue {n}", "capacity": 150 + 10 * n, "site_fee_usd": 6000 + 500 * n,
               "per_person_usd": 50 + 3 * n, "deposit_usd": 1000 + 100 * n} for n in range(6)]
    results = [R({"results": venues}, {"guests": 150, "nights": 2}, tool="search_venues")]
    narration = "Venue 0 costs $6,000 + $50/person, so about $13,500 for 150; Venue 1 comes to $14,450."
    assert kinds(results, narration) == set()


YIELDS = [R({"rows": [{"week": "2027-W17", "wafers": 1450, "sort_yield": 0.8712},
                      {"week": "2027-W20", "wafers": 1602, "sort_yield": 0.9004}]}, {"product": "PMIC-A3"})]


def test_points_between_two_fractions_are_percentage_points() -> None:
    assert strict_kinds(YIELDS, "Sort yield went from 87.1% in W17 to 90.0% in W20, up 2.92 points.") == set()
    wrong = "Sort yield went from 87.1% in W17 to 90.0% in W20, up 4.92 points."
    assert strict_kinds(YIELDS, wrong) == {"numeric_drift"}


SPLIT = [R({"code": 0, "data": {"集群费用": 128640.0, "按CPU使用分摊": {"订单服务": 0.415, "支付服务": 0.27,
                                                                "搜索服务": 0.19, "空闲": 0.125}}},
           {"资源": "k8s-prod集群", "账期": "2027-06"})]
SOCIAL = [R({"code": 0, "data": {"养老": {"单位": 0.14, "个人": 0.08}, "医疗": {"单位": 0.095, "个人": 0.02}}},
            {"员工": "李*", "月份": "2027-06", "基数_元": 12000})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SPLIT, "集群6月一共12.86万，按CPU分下来订单服务5.34万、支付服务3.47万，空闲1.61万。", set()),
    (SPLIT, "集群6月一共12.86万，按CPU分下来订单服务5.34万、支付服务4.37万，空闲1.61万。", {"numeric_drift"}),
    (SOCIAL, "按12000基数算，养老单位1680元、个人960元，医疗单位1140元、个人240元。", set()),
    (SOCIAL, "按12000基数算，养老单位1860元、个人960元，医疗单位1140元、个人240元。", {"numeric_drift"}),
])
def test_amounts_worked_from_fractions_of_a_whole_or_of_an_asked_base(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """Fractions that add up to 1 split the cost; rates apply to the base the call was asked with."""
    assert strict_kinds(results, narration) == expected


def test_digits_inside_a_text_argument_are_no_base() -> None:
    line = [R({"cans_filled": 412800, "cans_rejected": 5160, "reject_rate": 0.0125},
              {"line": "Can Line 3", "date": "2025-06-10"})]
    assert kinds(line, "Filled 412,800 cans, 5,160 rejected (12.5%).") == {"numeric_drift"}


BAR = [R({"wine_ml": 45000, "beer_l": 198, "spirits_ml": 10500, "bottle_ml": 750}, {"guests": 142})]
VACCINE = [R({"code": 0, "data": {"库存_毫升": 7600, "规格_毫升每瓶": 100, "单价_元每毫升": 0.42}}, {"站点": "石桥镇"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (BAR, "The bar estimate works out to 60 bottles of wine, 198 L of beer and 14 bottles of spirits.", set()),
    (BAR, "The bar estimate works out to 80 bottles of wine, 198 L of beer and 14 bottles of spirits.",
     {"numeric_drift"}),
    (VACCINE, "疫苗还有7.6升，就是76瓶，每毫升四毛二。", set()),
    (VACCINE, "疫苗还有7.6升，就是760瓶，每毫升四毛二。", {"numeric_drift"}),
])
def test_a_count_of_containers_is_the_volume_over_one_container(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert strict_kinds(results, narration) == expected


COUNTERS = [R({"code": 0, "data": {"计划生产时间_分钟": 480, "停机_分钟": 54, "理论节拍_秒": 6, "产量": 3960,
                                  "合格数": 3912}}, {"线号": "C线"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("性能：3960件 × 6秒节拍 = 396分钟理论用时；合格品率：3912 / 3960 = 98.8%。", set()),
    ("性能：3960件 × 6秒节拍 = 4800分钟理论用时；合格品率：3912 / 3960 = 98.8%。", {"numeric_drift"}),
    ("计划480分钟 − 停机54分钟 = 426分钟。", set()),
])
def test_the_result_of_a_written_sum_is_checked_by_its_working(narration: str, expected: set[str]) -> None:
    """"= 396分钟" follows from 3960 × 6 s; "= 4800分钟" follows from nothing written and misreads the plan's 480."""
    assert kinds(COUNTERS, narration) == expected


PASSES = [R({"passes": [{"station": "Inuvik", "aos": "2027-09-16T06:38:45Z", "los": "2027-09-16T06:46:05Z",
                         "duration_s": 440},
                        {"station": "Svalbard", "aos": "2027-09-16T06:41:20Z", "los": "2027-09-16T06:50:50Z",
                         "duration_s": 570}]}, {"sat": "ORCA-4"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Inuvik (06:38:45 → 06:46:05) and Svalbard (06:41:20 → 06:50:50) overlap for 4 min 45 s.", set()),
    ("Inuvik (06:38:45 → 06:46:05) and Svalbard (06:41:20 → 06:50:50) overlap; Inuvik lasts 4 min 40 s.",
     {"numeric_drift"}),
])
def test_a_duration_between_two_stated_clock_times_is_worked_out(narration: str, expected: set[str]) -> None:
    assert strict_kinds(PASSES, narration) == expected


SHOOT = [R({"code": 0, "data": {"素材时长_秒": 22140, "开工": "2028-04-10T14:00:00+08:00",
                                "收工": "2028-04-11T02:40:00+08:00"}}, {"shoot_day": 24})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("下午两点开工，第二天凌晨两点四十收工，一共干了12个小时40分钟；素材6小时9分钟。", set()),
    ("下午两点开工，第二天凌晨两点四十收工，一共干了12个小时40分钟；素材2214秒。", {"numeric_drift"}),
])
def test_a_duration_between_two_returned_timestamps_is_worked_out(narration: str, expected: set[str]) -> None:
    assert kinds(SHOOT, narration) == expected


TIMETABLE = [R({"stops": [{"station": "Seattle", "dep": "14:05"},
                          {"station": "Tacoma", "arr": "14:44", "dep": "14:47"},
                          {"station": "Olympia", "arr": "15:26", "dep": "15:28"},
                          {"station": "Portland", "arr": "17:42"}], "bike_racks": 6}, tool="get_timetable")]


def test_a_duration_between_two_returned_times_of_day_is_worked_out() -> None:
    told = "- Seattle: departs 2:05 pm\n- Tacoma: 2:44 pm, a 3-minute stop\n- Olympia: 3:26 pm\n- Portland: 5:42 pm"
    assert strict_kinds(TIMETABLE, told) == set()
    assert strict_kinds(TIMETABLE, told.replace("3-minute", "13-minute")) == {"numeric_drift"}


def test_the_days_of_a_quarter_asked_about_are_no_claim() -> None:
    escalators = [R({"units": 24, "scheduled_unit_hours": 52416, "downtime_hours": 1179.4},
                    {"contract": "VTX-ESC-2027", "quarter": "2028-Q1"})]
    assert kinds(escalators, "24 escalators, 52,416 scheduled unit-hours (24 units x 91 days x 24 h).") == set()
    assert kinds(escalators, "24 escalators, 54,216 scheduled unit-hours (24 units x 91 days x 24 h).") == {
        "numeric_drift"}


PRINT_SALES = [R({"by_category": [{"category": "Offset", "revenue": 84216.4, "jobs": 38},
                                  {"category": "Digital", "revenue": 39587.15, "jobs": 211}]}, {"month": "2026-10"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Offset brought in $84,216.40 from 38 jobs, while a digital job averages about $188.", set()),
    ("Offset brought in $84,216.40 from 38 jobs, while a digital job averages about $39.6.", {"numeric_drift"}),
])
def test_an_average_is_a_total_over_a_count_of_one_row(narration: str, expected: set[str]) -> None:
    assert kinds(PRINT_SALES, narration) == expected


LEASE = [R({"code": 0, "data": {"monthlyRent": 6800.0, "depositFen": 1360000, "rentIncreaseRate": 0.05}},
           {"contract_no": "SP-2027-0611"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("押金1.36万，第二年月租涨5%，也就是从6800元涨到7140元。", set()),
    ("押金13.6万，第二年月租涨5%，也就是从6800元涨到7140元。", {"numeric_drift"}),
])
def test_a_rent_with_its_increase_rate_applied(narration: str, expected: set[str]) -> None:
    """Rent is a sum of money, and a growth field's fraction is a rate that may be added to it."""
    assert kinds(LEASE, narration) == expected


def test_a_chinese_key_ending_in_rate_holds_a_share() -> None:
    blocks = [R({"code": 0, "data": {"蓄积_m3": 612.4, "出材率": 0.7}}, {"小班": "12林班3小班"})]
    assert kinds(blocks, "12林班3小班蓄积612.4方，出材率70%，出材量428.68方。") == set()
    assert kinds(blocks, "12林班3小班蓄积612.4方，出材率70%，出材量6124方。") == {"numeric_drift"}


ROUTE = [R({"stops_done": 131, "packages": 219, "on_road_min": 512, "miles": 64.3}, {"route": "CX14"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Marcus covered 131 stops in 8 h 32 min on the road, about 15.4 stops an hour.", set()),
    ("Marcus covered 131 stops in 8 h 32 min on the road, about 15.4 stops a week.", {"numeric_drift"}),
])
def test_a_count_per_hour_from_a_duration_in_minutes(narration: str, expected: set[str]) -> None:
    assert strict_kinds(ROUTE, narration) == expected


SWAPS = [R({"swaps_done": 286, "van_shifts": 4, "avg_swap_s": 95}, tool="get_battery_swaps")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("286 swaps over 4 shifts. At 95 seconds a swap that's about 7.55 hours of swapping.", set()),
    ("286 swaps over 4 shifts. At 95 seconds a swap that's about 5.75 hours of swapping.", {"numeric_drift"}),
])
def test_a_count_times_a_measure_per_item_is_a_total_in_the_claims_unit(narration: str, expected: set[str]) -> None:
    assert strict_kinds(SWAPS, narration) == expected


IMPOUND = [R({"保管天数": 10, "拖车费元": 350, "保管费每天元": 20}, tool="get_impound_bill")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("保管了10天，保管费200块，加上350的拖车费，一共550块。", set()),
    ("保管了10天，保管费200块，加上350的拖车费，一共650块。", {"numeric_drift"}),
])
def test_money_and_money_said_bare_add_up(narration: str, expected: set[str]) -> None:
    assert kinds(IMPOUND, narration) == expected


PALLETS = [R({"inbound_pallets": 1196, "outbound_pallets": 1322}, {"date": "2027-11-01"}, "get_dc_daily", "a"),
           R({"inbound_pallets": 1251, "outbound_pallets": 1388}, {"date": "2027-11-02"}, "get_dc_daily", "b")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("| | Mon 11/1 | Tue 11/2 | Two days |\n|---|---|---|---|\n| Inbound | 1,196 | 1,251 | 2,447 |\n"
     "| Outbound | 1,322 | 1,388 | 2,710 |\n\nThe building drew down 263 pallets net.", set()),
    ("| | Mon 11/1 | Tue 11/2 | Two days |\n|---|---|---|---|\n| Inbound | 1,196 | 1,251 | 2,447 |\n"
     "| Outbound | 1,322 | 1,388 | 2,710 |\n\nThe building drew down 362 pallets net.", {"numeric_drift"}),
])
def test_a_gap_told_with_a_direction_between_two_numbers_said_is_worked_out(narration: str,
                                                                              expected: set[str]) -> None:
    assert strict_kinds(PALLETS, narration) == expected


DECK = [R({"lanes": [{"lane": "L1", "length_m": 96, "used_m": 88.5}, {"lane": "L2", "length_m": 96, "used_m": 91.2},
                     {"lane": "L3", "length_m": 84, "used_m": 62.8}]}, tool="get_deck_plan")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Across the three lanes, 242.5 m of 276 m is taken. Most of the space is on L3 (21.2 m free).", set()),
    ("Across the three lanes, 242.5 m of 276 m is taken. Most of the space is on L3 (26.8 m free).",
     {"numeric_drift"}),
])
def test_the_gap_between_two_values_of_a_named_row_is_worked_out(narration: str, expected: set[str]) -> None:
    assert kinds(DECK, narration) == expected


SIGNUPS = [R({"code": 0, "msg": "ok", "data": {"报名队伍": 128, "已检录": 117, "报名费元": 200}}, tool="报名统计")]
SEASON = [R({"code": 0, "msg": "ok", "data": {"场均时长分钟": 41.7, "场次": 126}}, tool="赛季数据")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SIGNUPS, "已检录117队，报名128队，报名费一共25600元。", set()),
    (SIGNUPS, "已检录117队，报名128队，报名费一共26500元。", {"numeric_drift"}),
    (SEASON, "一共126场，场均41.7分钟，合计约87.6小时。", set()),
    (SEASON, "一共126场，场均47.1分钟，合计约87.6小时。", {"numeric_drift"}),
])
def test_a_count_times_a_price_or_a_duration_per_item(results: list[dict[str, Any]], narration: str,
                                                       expected: set[str]) -> None:
    assert strict_kinds(results, narration) == expected


CRANE = [R({"code": 0, "msg": "ok", "data": {"作业箱量": 412, "作业小时": 12.5, "故障停机分钟": 25}},
           tool="查询桥吊作业")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("干了412箱，作业12个半小时，故障停了25分钟，扣掉之后实际12小时05分。", set()),
    ("干了412箱，作业12个半小时，故障停了25分钟，扣掉之后实际12小时50分。", {"numeric_drift"}),
])
def test_a_duration_less_another_in_another_unit_is_worked_out(narration: str, expected: set[str]) -> None:
    assert strict_kinds(CRANE, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Layout: 24 entries in 4 reps, 96 plots total.", set()),
    ("Layout: 24 entries in 4 reps, 69 plots total.", {"numeric_drift"}),
])
def test_a_total_that_is_one_count_times_another(narration: str, expected: set[str]) -> None:
    trial = [R({"reps": 4, "entries": 24, "soil_temp_f": 52})]
    assert strict_kinds(trial, narration) == expected


def test_a_chinese_total_that_is_one_count_times_another() -> None:
    trial = [R({"code": 0, "msg": "ok", "data": {"品种数": 20, "重复": 3, "地温℃": 12}}, tool="get_planting")]
    assert kinds(trial, "20个品种、3次重复，一共60个小区，播种时地温12度。") == set()


TRAFFIC = [R({"requests_per_min": 93600, "bytes_out_per_s": 524288000}, tool="get_traffic")]
VENT = [R({"code": 0, "msg": "ok", "data": {"风量m3每min": 9840}}, tool="get_vent")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (TRAFFIC, "edge-proxy is handling 1,560 requests a second.", set()),
    (TRAFFIC, "edge-proxy is handling 1,650 requests a second.", {"numeric_drift"}),
    (TRAFFIC, "edge-proxy is handling 93,600 requests a minute.", set()),
    (VENT, "主井进风量每分钟9840方，折合每秒164立方米。", set()),
])
def test_a_rate_told_per_another_time(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_rate_keys_say_what_time_they_count_per() -> None:
    from toolproof.fidelity.lexicon import key_meaning
    assert key_meaning("requests_per_min").per_seconds == 60
    assert key_meaning("flow_m3_h").per_seconds == 3600
    assert key_meaning("风量m3每min").per_seconds == 60
    assert key_meaning("requests").per_seconds is None


def test_a_labelled_values_swapped_digits_are_no_rate_and_a_shifted_measure_no_sum() -> None:
    pos = [R({"code": 0, "msg": "ok", "data": {"营业额": 28062.5, "桌数": 186, "客单价": 150.87, "外卖单数": 93}},
             tool="get_pos_daily")]
    assert kinds(pos, "昨天流水两万八出头，开了186桌，客单价150.87。外卖93单。") == set()
    assert kinds(pos, "昨天流水两万八出头，开了186桌，客单价105.87。外卖93单。") == {"numeric_drift"}
    listing = [R({"rent_usd_month": 2450, "deposit_usd": 2450, "sqft": 1085, "beds": 2, "baths": 1.5,
                  "pet_fee_usd_month": 35}, tool="get_rental_listing")]
    told = "A 2 bed / 1.5 bath, {} sq ft, asking $2,450 a month with a matching deposit; pets are $35 a month."
    assert kinds(listing, told.format("1,085")) == set()
    assert kinds(listing, told.format("108.5")) == {"numeric_drift"}


def test_an_amount_a_year_told_a_month() -> None:
    lot = [R({"lot_sqm": 612, "hoa_usd_month": 85, "tax_usd_year": 5418}, tool="get_property_details")]
    assert strict_kinds(lot, "HOA is $85 a month, and property tax works out to $451.50 a month.") == set()
    assert strict_kinds(lot, "HOA is $85 a month, and property tax works out to $415.50 a month.") == {"numeric_drift"}
    from toolproof.fidelity.lexicon import key_meaning
    assert key_meaning("tax_usd_year").per_seconds == 12 * key_meaning("rent_usd_month").per_seconds


def test_a_rows_fraction_of_its_own_count() -> None:
    grades = [R({"grades": [{"grade": 3, "tested": 1412, "proficient": 0.5827},
                            {"grade": 8, "tested": 1351, "proficient": 0.3763}]}, tool="get_state_test_results")]
    assert kinds(grades, "Grade 3: about 58.3% proficient, roughly 823 of 1,412 kids. Grade 8: around 37.6%, "
                         "about 508 of 1,351.") == set()


def test_a_sum_of_money_said_times_a_count_of_months() -> None:
    paid = [R({"code": 0, "msg": "ok", "data": {"缴费月数": 12, "养老个人月缴": 688, "医疗个人月缴": 172,
                                                "失业个人月缴": 43}}, tool="get_annual_contributions")]
    told = "社保每月903元（养老688、医疗172、失业43）。全年12个月下来，社保个人部分{}元。"
    assert kinds(paid, told.format("10836")) == set()


def test_the_gap_from_a_mark_said_to_a_returned_value() -> None:
    scores = [R({"code": 0, "msg": "ok", "data": {"一本线": 555}}, tool="get_exam_info", call_id="i"),
              R({"code": 0, "msg": "ok", "data": {"人数": 46, "总分平均": 521.8}}, tool="get_class_scores")]
    table = ("| | 3班 | 7班 |\n|---|---|---|\n| 人数 | 48 | 46 |\n| 总分平均 | 586.4 | 521.8 |\n\n"
             "7班离555的线平均还差{}分。")
    scores.append(R({"code": 0, "msg": "ok", "data": {"人数": 48, "总分平均": 586.4}}, tool="get_class_scores",
                    call_id="c3"))
    assert kinds(scores, table.format("33.2")) == set()


def test_a_count_an_hour_from_the_time_one_item_takes() -> None:
    cell = [R({"ideal_cycle_s": 42, "actual_avg_cycle_s": 48, "parts_out": 512, "run_time_min": 412},
              tool="get_cell_performance")]
    told = "The ideal cycle is 42 seconds, about {} parts an hour; A shift averaged 48 seconds and put out 512 parts."
    assert strict_kinds(cell, told.format("85.7")) == set()
    assert strict_kinds(cell, told.format("58.7")) != set()


def test_a_named_rows_rate_of_one_value_over_another() -> None:
    zone = [R({"code": 0, "msg": "ok", "data": {"目标行每小时": 120, "拣货员": [
        {"姓名": "王磊", "行数": 1020, "小时": 8}, {"姓名": "刘畅", "行数": 1107, "小时": 9},
        {"姓名": "许可", "行数": 612, "小时": 6}]}}, tool="get_zone_productivity")]
    assert kinds(zone, "目标每小时120行：\n- 王磊：127.5\n- 刘畅：123\n- 许可：102") == set()


def test_a_saving_between_two_quotes_belongs_to_neither() -> None:
    quotes = [R({"code": 0, "msg": "ok", "data": {"单价元每箱": 128, "运费元": 0}}, {"供应商": "晨光办公"},
                "get_supplier_quote", "a"),
              R({"code": 0, "msg": "ok", "data": {"单价元每箱": 121, "运费元": 1200}}, {"供应商": "得力直供"},
                "get_supplier_quote", "b"),
              R({"code": 0, "msg": "ok", "data": {"单价元每箱": 124, "运费元": 600}}, {"供应商": "齐心商贸"},
                "get_supplier_quote", "c")]
    told = ("1. 得力直供：121×400 = 48400元，加运费1200，合计49600元\n"
            "2. 齐心商贸：124×400 = 49600元，加运费600，合计50200元\n"
            "3. 晨光办公：128×400 = 51200元，包邮\n\n得力比齐心省600，比晨光省1600。")
    assert kinds(quotes, told) == set()


def test_an_operand_of_a_worked_product_is_not_named_by_the_products_label() -> None:
    rice = [R({"code": 0, "msg": "ok", "data": {"面积亩": 1860, "亩产公斤": 612.4, "收购价元每公斤": 2.84,
                                                "亩均成本元": 1265}}, {"作物": "水稻", "年份": 2025},
              tool="查询种植收益")]
    told = ("去年水稻算了一下账 🌾\n\n- 亩均收入：612.4×2.84≈1739.2元\n- 亩均成本1265元\n- 亩均纯收益约474.2元\n"
            "- 1860亩合计约88.2万\n\n收购价每涨一毛，亩均能多61块钱左右，所以今年订单价谈到2.9以上就很划算。")
    assert kinds(rice, told) == set()


def test_a_number_word_inside_a_chinese_key_name_is_its_label() -> None:
    case = [R({"code": 0, "msg": "ok", "data": {"标的元": 860000, "已到位元": 318500, "最近一笔": 58500,
                                                "最近到账": "2027-06-05"}}, tool="get_enforcement")]
    assert kinds(case, "标的86万，目前到位31.85万，还差54.15万。最近一笔5.85万是6月5号到的。") == set()


def test_a_years_total_told_a_month() -> None:
    income = [R({"code": 0, "msg": "ok", "data": {"应发合计": 197460, "个税合计": 9873.5, "实发合计": 142959.7}},
                {"工号": "30817", "年份": 2025}, tool="get_annual_income")]
    told = "应发19.75万左右，个税9870多，到手14.3万左右，平均每月{}上下。"
    assert kinds(income, told.format("1.19万")) == set()


HOLDINGS = [R({"holdings": [{"fund": "NWGX", "units": 4200, "nav": 24.87, "cost_basis": 88410},
                            {"fund": "BKLN", "units": 5150, "nav": 20.94, "cost_basis": 109200.5},
                            {"fund": "Treasury MMF", "units": 60250.18, "nav": 1.0, "cost_basis": 60250.18}]},
              {"account": "Hollis Family Trust"}, tool="get_holdings")]


@pytest.mark.parametrize(("value", "expected"), [("$104,454.00", set()), ("$140,454.00", {"numeric_drift"})])
def test_a_rows_count_times_its_price_is_worked_out(value: str, expected: set[str]) -> None:
    assert strict_kinds(HOLDINGS, f"NWGX is worth {value}; BKLN $107,841.00.") == expected


@pytest.mark.parametrize(("total", "expected"), [("$272,545.18", set()), ("$227,545.18", {"numeric_drift"})])
def test_a_total_adds_a_tables_amounts_not_the_signed_changes_beside_them(total: str, expected: set[str]) -> None:
    table = ("| Fund | Value | Gain / loss |\n|---|---|---|\n| NWGX | $104,454.00 | +$16,044.00 |\n"
             "| BKLN | $107,841.00 | −$1,359.50 |\n| Treasury MMF | $60,250.18 | $0 |\n\n")
    assert kinds(HOLDINGS, table + f"Total is {total}.") == expected


@pytest.mark.parametrize(("mean", "expected"), [("4.49", set()), ("4.94", {"numeric_drift"})])
def test_a_lists_mean_weighted_by_its_counts_is_worked_out(mean: str, expected: set[str]) -> None:
    ratings = [R({"countries": [{"cc": "US", "ratings": 5210, "avg": 4.58}, {"cc": "GB", "ratings": 1340, "avg": 4.41},
                                {"cc": "DE", "ratings": 890, "avg": 4.12}], "other_ratings": 1060},
                 tool="get_ratings_by_country")]
    told = ("- US: 5,210 ratings, 4.58\n- GB: 1,340, 4.41\n- DE: 890, 4.12\n\n"
            f"Across the three the weighted average is about {mean}.")
    assert strict_kinds(ratings, told) == expected


@pytest.mark.parametrize(("cases", "pallets", "expected"), [
    ("1,200", "20", set()), ("1,200", "24", {"numeric_drift"}), ("2,100", "20", {"numeric_drift"})])
def test_units_packed_into_cases_then_cases_onto_pallets(cases: str, pallets: str, expected: set[str]) -> None:
    stock = [R({"on_hand_units": 14400, "units_per_case": 12, "cases_per_pallet": 60, "avg_daily_units": 960},
               tool="get_warehouse_stock")]
    told = f"DC-East is holding 14,400 units, which is {cases} cases or exactly {pallets} pallets."
    assert strict_kinds(stock, told) == expected


@pytest.mark.parametrize(("per_visitor", "expected"), [("$2.48", set()), ("$4.28", {"numeric_drift"})])
def test_a_table_row_named_per_something_is_a_quotient(per_visitor: str, expected: set[str]) -> None:
    counts = [R({"control": {"visitors": 15000, "orders": 540, "revenue_usd": 37260.0}})]
    told = f"| | Control |\n|---|---|\n| Orders | 540 |\n| Revenue / visitor | {per_visitor} |"
    assert strict_kinds(counts, told) == expected


@pytest.mark.parametrize(("left", "expected"), [("8", set()), ("18", {"numeric_drift"})])
def test_what_is_left_once_listed_amounts_are_taken_off(left: str, expected: set[str]) -> None:
    order = [R({"code": 0, "msg": "ok", "data": {"客单价": 72.5, "商品成本": 50.75, "配送费用": 6.8, "分拣包装": 2.3,
                                              "损耗": 1.45, "平台补贴": 3.2}}, tool="get_order_econ")]
    told = f"客单价72.5元，商品成本50.75元。再扣配送6.8、分拣包装2.3、损耗1.45、补贴3.2，单均贡献{left}元。"
    assert strict_kinds(order, told) == expected


@pytest.mark.parametrize(("rate", "expected"), [("149.6", set()), ("194.6", {"numeric_drift"})])
def test_an_amount_converted_at_a_returned_exchange_rate(rate: str, expected: set[str]) -> None:
    quotes = [R({"quotes": [{"vendor": "Hertz", "total_isk": 224915}, {"vendor": "Lotus", "total_isk": 169880}],
                 "isk_per_eur": 149.6}, {"days": 6}, tool="get_car_rental_quotes")]
    told = f"| Vendor | Total | ≈ EUR |\n|---|---|---|\n| Hertz | ISK 224.9k | €1,503 |\n\nAt {rate} krónur a euro."
    assert kinds(quotes, told) == expected


@pytest.mark.parametrize(("each", "expected"), [("14.4", set()), ("41.4", {"numeric_drift"})])
def test_a_measure_split_over_a_count_the_call_asked_about(each: str, expected: set[str]) -> None:
    shipment = [R({"gross_kg": 34.2, "volumetric_kg": 43.2}, {"cartons": 3}, tool="get_shipment_options")]
    told = f"Billed on 43.2 kg volumetric, because each carton counts as {each} kg."
    assert kinds(shipment, told) == expected


@pytest.mark.parametrize(("total", "expected"), [("2,807.24", set()), ("2,870.24", {"numeric_drift"})])
def test_a_tables_total_row_adds_up_its_column(total: str, expected: set[str]) -> None:
    lines = [R({"lines": [{"item": "Hotel", "amount": 1236.0, "currency": "SGD"},
                          {"item": "Flight", "amount": 1890.0, "currency": "USD"}],
                "fx_to_usd": {"SGD": 0.7421}}, tool="get_expense_lines")]
    told = ("| Item | Local | USD |\n|---|---|---|\n| Hotel | S$1,236.00 | 917.24 |\n| Flight | — | 1,890.00 |\n"
            f"| **Total** | | **{total}** |")
    assert strict_kinds(lines, told) == expected


@pytest.mark.parametrize(("more", "expected"), [("1小时20分", set()), ("1小时50分", {"numeric_drift"})])
def test_a_gap_worked_from_a_duration_said_in_hours_and_minutes(more: str, expected: set[str]) -> None:
    """"2小时35分钟" is a number read from words and units: a gap may be worked from it; "75分钟多出" is no
    "more than 75 minutes"."""
    legs = {"第一程到达": "2027-05-09 05:40", "第二程起飞": "2027-05-09 08:15", "最短衔接分钟": 75}
    connection = [R({"code": 0, "msg": "ok", "data": legs}, tool="get_connection")]
    told = f"伊斯坦布尔中转一共2小时35分钟，早上5点40落地、8点15接着飞。比最短衔接的75分钟多出{more}，时间挺宽裕。"
    assert kinds(connection, told) == expected


@pytest.mark.parametrize(("each", "expected"), [("3181.96", set()), ("3811.96", {"numeric_drift"})])
def test_a_total_said_split_between_people_counted_in_words(each: str, expected: set[str]) -> None:
    trip = [R({"code": 0, "msg": "ok", "data": {"明细": [{"项目": "酒店", "金额": 64800, "币种": "JPY"},
                                                     {"项目": "机票", "金额": 3260, "币种": "CNY"}],
                                              "汇率": 0.0479}}, tool="get_trip_expenses")]
    told = f"酒店64800日元，折合人民币3103.92元；机票3260元。总共6363.92元，两个人平摊每人{each}元。"
    assert strict_kinds(trip, told) == expected


@pytest.mark.parametrize(("count", "expected"), [("6250", set()), ("6520", {"numeric_drift"})])
def test_a_count_priced_per_thousand(count: str, expected: set[str]) -> None:
    words = [R({"code": 0, "msg": "ok", "data": {"字数": 6250, "单价元每千字": 200}}, tool="字数统计")]
    assert kinds(words, f"{count}字按每千字200元算，一共1250块。") == expected


@pytest.mark.parametrize(("told", "expected"), [
    ("Nightly average about 7 h. Nights under goal: 3 of 7.", set()),
    ("Nightly average about 7 h. Nights under goal: 5 of 7.", {"numeric_drift"}),
])
def test_a_count_of_list_values_under_a_returned_mark(told: str, expected: set[str]) -> None:
    week = [R({"nights_min": [431, 388, 402, 455, 376, 498, 470], "goal_min": 420}, tool="get_sleep_week")]
    assert kinds(week, told) == expected


def test_a_count_of_list_values_under_a_chinese_keyed_mark() -> None:
    week = [R({"code": 0, "msg": "ok", "data": {"每晚分钟": [402, 375, 441, 468, 390, 417, 429], "目标分钟": 420}})]
    assert kinds(week, "这周不到7小时的有4晚，最短一晚只有6小时15分。") == set()


@pytest.mark.parametrize(("value", "expected"), [("$296,400", set()), ("$269,400", {"numeric_drift"})])
def test_a_loan_to_value_times_a_value_is_worked_out(value: str, expected: set[str]) -> None:
    pmi = [R({"original_value_usd": 380000, "principal_balance_usd": 298250.4, "current_ltv": 0.7849,
              "auto_cancel_ltv": 0.78}, tool="get_pmi_status")]
    told = f"$298,250.40 owed, about 78.5% loan-to-value. Automatic drop at 78% ({value})."
    assert strict_kinds(pmi, told) == expected


@pytest.mark.parametrize(("dental", "expected"), [("$41.2k", set()), ("$14.2k", {"numeric_drift"})])
def test_one_key_summed_across_sibling_objects(dental: str, expected: set[str]) -> None:
    costs = [R({"medical": {"employer_usd": 612408.77, "employee_usd": 158930.12, "enrolled": 842},
                "dental": {"employer_usd": 41207.5, "employee_usd": 12880.0, "enrolled": 790},
                "vision": {"employer_usd": 6312.4, "employee_usd": 2104.1, "enrolled": 655}},
               tool="get_benefits_cost_report")]
    told = (f"- **Medical:** about $612.4k employer, $158.9k employee, 842 enrolled\n- **Dental:** roughly {dental} "
            "employer, $12.9k employee, 790 enrolled\n- **Vision:** about $6.3k employer, $2.1k employee, 655 "
            "enrolled\n\nTotal employer spend comes to about $660k for the month.")
    assert strict_kinds(costs, told) == expected


@pytest.mark.parametrize(("points", "expected"), [("7,250", set()), ("7,520", {"numeric_drift"})])
def test_points_priced_per_dollar_are_converted(points: str, expected: set[str]) -> None:
    balance = [R({"points": 7250, "points_per_usd": 250, "auto_apply": False}, tool="get_points_balance")]
    assert kinds(balance, f"You've got {points} points, which is $29.00 off at checkout.") == expected


@pytest.mark.parametrize(("price", "expected"), [("$27.50", set()), ("$72.50", {"numeric_drift"})])
def test_a_price_times_the_length_of_a_list(price: str, expected: set[str]) -> None:
    box = [R({"price_usd": 27.5, "upcoming_charges": ["2026-12-15", "2027-01-15", "2027-02-15"]},
             tool="get_subscription")]
    assert kinds(box, f"Monthly: {price}, next charges Dec 15, Jan 15 and Feb 15, so $82.50 over the next three.") == (
        expected)


@pytest.mark.parametrize(("minutes", "expected"), [("13.7", set()), ("31.7", {"numeric_drift"})])
def test_a_time_worked_out_as_an_amount_over_its_rate(minutes: str, expected: set[str]) -> None:
    backups = [R({"full_backup_mib": 524288, "restore_throughput_mib_s": 640, "last_full_duration_s": 5400},
                 tool="get_backup_inventory")]
    told = f"Restore speed: 640 MiB/s, so a full restore is about {minutes} min of raw transfer."
    assert strict_kinds(backups, told) == expected


@pytest.mark.parametrize(("most", "expected"), [("1234GiB", set()), ("1324GiB", {"numeric_drift"})])
def test_an_amount_plus_periods_of_what_each_adds(most: str, expected: set[str]) -> None:
    """"1TiB + 7×30GiB": a full backup, what each day adds and the days kept, with keys that name MiB in Chinese."""
    backups = [R({"code": 0, "msg": "ok", "data": {"全量MiB": 1048576, "增量MiB每天": 30720, "恢复速度MiB每秒": 800,
                                                "保留天数": 7}}, tool="get_backup_inventory")]
    told = f"全量 1TiB，增量每天 30GiB，按800MiB/s恢复。保留一周，最多占 {most}。"
    assert strict_kinds(backups, told) == expected


@pytest.mark.parametrize(("total", "expected"), [("35.7", set()), ("37.5", {"numeric_drift"})])
def test_a_lists_count_weighted_total_and_mean(total: str, expected: set[str]) -> None:
    """Credits 4, 3, 2, 1 (one of them a single credit) weigh grade points 3.7, 3.3, 4.0, 3.0: 35.7 in all, 3.57."""
    transcript = [R({"code": 0, "msg": "ok", "data": {"课程": [
        {"名称": "数据结构", "学分": 4, "绩点": 3.7}, {"名称": "概率论", "学分": 3, "绩点": 3.3},
        {"名称": "大学英语", "学分": 2, "绩点": 4.0}, {"名称": "体育", "学分": 1, "绩点": 3.0}]}},
        tool="get_transcript")]
    told = f"一共10学分，学分绩点合计{total}，加权平均绩点3.57。"
    assert strict_kinds(transcript, told) == expected


@pytest.mark.parametrize(("items", "expected"), [("four", set()), ("six", {"numeric_drift"})])
def test_things_the_rows_own_lists_hold_in_all(items: str, expected: set[str]) -> None:
    missing = [R({"students_with_missing": 3, "rows": [
        {"student": "Ava L.", "missing": ["Lab 3"]}, {"student": "Marcus T.", "missing": ["Lab 3", "HW 5"]},
        {"student": "Zoe K.", "missing": ["HW 5"]}]}, tool="get_missing_work")]
    assert kinds(missing, f"That's three students and {items} missing items.") == expected


@pytest.mark.parametrize(("alipay", "expected"), [("1208.3", set()), ("1028.3", {"numeric_drift"})])
def test_a_total_after_he_ji_and_a_colon_adds_the_amounts_listed(alipay: str, expected: set[str]) -> None:
    wallets = [R({"code": 0, "msg": "ok", "data": {"零钱": 326.5}}, call_id="a", tool="get_wechat_balance"),
               R({"code": 0, "msg": "ok", "data": {"余额": 1208.3}}, call_id="b", tool="get_alipay_balance"),
               R({"code": 0, "msg": "ok", "data": {"可用余额": 12380.5}}, call_id="c", tool="get_balance")]
    told = f"- 微信零钱：326.5元\n- 支付宝余额：{alipay}元\n- 招行卡0417：12380.5元\n- **合计：13915.3元**"
    assert kinds(wallets, told) == expected


@pytest.mark.parametrize(("pesos", "expected"), [("40,620", set()), ("17,284", {"numeric_drift"})])
def test_a_balance_converted_at_rates_another_call_returns(pesos: str, expected: set[str]) -> None:
    results = [R({"rates": {"MXN": 17.284, "CAD": 1.3682}, "as_of": "2027-04-30"}, call_id="a", tool="get_rates"),
               R({"travel_card": {"balance_usd": 2350.0}}, call_id="b", tool="get_balances")]
    told = f"Your $2,350 travel card balance is worth about {pesos} MXN at ~17.28, or ~3,215 CAD."
    assert kinds(results, told) == expected


STATEMENT = [R({"net_receipts_usd": {"streaming": 84215.6, "downloads": 3120.4, "physical": 11864.0},
                "royalty_rate": 0.18, "opening_balance_usd": -37129.6}, tool="get_statement_inputs")]


@pytest.mark.parametrize(("closing", "expected"), [("−$19,273.60", set()), ("−$19,723.60", {"numeric_drift"})])
def test_a_number_exactly_the_sum_of_two_said_before_it_is_worked_out(closing: str, expected: set[str]) -> None:
    # −37,129.60 + 17,856.00 = −19,273.60, whose digits also happen to be 37,129.60's reordered
    table = ("| Line | Amount |\n|---|---|\n| Total net receipts | $99,200.00 |\n| Royalty at 18% | $17,856.00 |\n"
             "| Opening balance | −$37,129.60 |\n| **Closing balance** | **{}** |")
    assert strict_kinds(STATEMENT, table.format(closing)) == expected


SPOTIFY = [R({"per_stream_usd": 0.003812, "streams": 1203418, "payout_usd": 4587.43}, tool="get_dsp_rate")]
WATER = [R({"tier_breakdown": [{"tier": 1, "gallons": 4000, "rate_per_kgal": 4.12}]}, tool="get_customer_usage")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SPOTIFY, "Spotify US paid us about $3.81 per thousand streams in February.", set()),
    (SPOTIFY, "Spotify US paid us about $38.1 per thousand streams in February.", {"numeric_drift"}),
    (WATER, "Tier 1: 4,000 gallons at $4.12 per thousand gallons.", set()),
])
def test_a_rate_per_thousand_states_the_value_per_one(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_a_shifted_decimal_read_whole_beats_a_product_it_happens_to_be_near() -> None:
    refunds = [R({"tickets_affected": 214, "refunded": 214, "refund_total_usd": 18426.5, "vouchers_issued": 37,
                  "voucher_value_usd": 50}, tool="get_cancellation_refunds")]
    told = "All 214 tickets have been refunded, {} in total. We also sent 37 passengers a $50 voucher."
    assert kinds(refunds, told.format("$18,426.50")) == set()
    assert kinds(refunds, told.format("$1,842.65")) == {"numeric_drift"}


def test_a_share_of_a_number_said_beside_it_is_worked_out() -> None:
    test = [R({"test_id": "GT-SEA1-0427", "rated_kw": 1500, "notice_sent": False}, {"load_pct": 0.75})]
    told = "2 hours at 75% load, which is {} kW on a 1,500 kW unit."
    assert strict_kinds(test, told.format("1,125")) == set()
    assert strict_kinds(test, told.format("1,215")) == {"numeric_drift"}


def test_a_rate_per_count_under_a_label_from_an_earlier_sentence() -> None:
    """"roughly $8k a call" divides burial revenue by its calls; the label "revenue" from the sentence before does
    not make it a misread of another line's $80.3k."""
    revenue = [R({"lines": [{"type": "burial", "calls": 41, "revenue_usd": 328900},
                            {"type": "direct cremation", "calls": 52, "revenue_usd": 80340}]},
                 {"period": "2028-Q3"}, tool="get_revenue_by_type")]
    told = ("Burial brought $328.9k and direct cremation $80.3k. Burial is most of the revenue on fewer calls, "
            "roughly {} a call.")
    assert kinds(revenue, told.format("$8k")) == set()


def test_what_is_left_of_two_numbers_just_said() -> None:
    """"three spaces are free" is 8 − 5, though removals_overnight also holds a 3; no key holds what is free."""
    board = [R({"removals_overnight": 3, "refrigeration_occupied": 5, "refrigeration_capacity": 8},
               {"date": "2028-09-22"}, tool="get_day_board")]
    assert kinds(board, "3 removals overnight, and the cooler is at 5 of 8, so three spaces are free.") == set()


def test_a_rows_count_times_its_fee_is_what_the_row_brings_in() -> None:
    """"公司：74人，约385万" for 74 members at a 年费 of 52,000, "平日：100人，128万" for 100 at 12,800: products, no
    年费 told ×100."""
    rows = {"data": {"list": [{"huiji": "家庭", "renshu": 198, "nianfei": 38600},
                              {"huiji": "公司", "renshu": 74, "nianfei": 52000},
                              {"huiji": "平日", "renshu": 100, "nianfei": 12800}]}}
    told = "- 家庭：198人，约764万\n- 公司：74人，约385万\n- 平日：100人，{}万"
    assert kinds([R(rows)], told.format(128)) == set()
    assert kinds([R(rows)], told.format(12.8)) == {"numeric_drift"}  # no product: 年费 12,800 told ×10



@pytest.mark.parametrize(("told", "expected"), [
    ("电价0.2735元/度，每千瓦时0.2735元。", set()),
    ("合同电价是每千瓦时0.2735元。", set()),
    ("电价2.735元/度。", {"numeric_drift"}),
])
def test_a_price_per_kwh_key_is_told_per_kwh_or_per_mwh(told: str, expected: set[str]) -> None:
    """结算电价元每kWh is a price per kWh: 0.2735元/度 states it, "每千瓦时" before the price too; 2.735 is ×10."""
    assert kinds([R({"data": {"结算电量万kWh": 3120.6, "结算电价元每kWh": 0.2735}})], told) == expected


def test_a_price_told_per_kwh_before_it_converts_a_price_per_mwh() -> None:
    contract = [R({"data": {"合同电价元每MWh": 262.0, "合同电量MWh": 60000}})]
    assert kinds(contract, "合同电价是每千瓦时0.262元，合同总量6000万千瓦时。") == set()


@pytest.mark.parametrize(("narration", "expected"), [
    ("准时率95.3%，也就是148个项目里晚了7个。", set()),
    ("准时率95.3%，也就是148个项目里晚了70个。", {"numeric_drift"}),
])
def test_the_rest_of_a_high_share_of_a_count_is_worked_out(narration: str, expected: set[str]) -> None:
    report = [R({"code": 0, "msg": "ok", "data": {"项目数": 148, "准时率": 0.9527, "外包成本": 702310.0}})]
    assert kinds(report, narration) == expected
