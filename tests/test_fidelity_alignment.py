"""Labels tie numbers to the right field: Chinese key names used literally, zh synonyms of business keys,
abbreviated keys, and sums over one key's rows.

A number whose label names a key is compared with that key's value; when it holds another field's value it is a
field_swap, when it holds no returned value it is numeric_drift.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

PAY_ZH = [R({"绩效奖金": 3000, "交通补贴": 800}, tool="get_pay")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("绩效奖金3000元，交通补贴800元。", set()),
    ("绩效奖金800元，交通补贴3000元。", {"field_swap"}),
    ("绩效奖金3500元。", {"numeric_drift"}),
])
def test_unknown_chinese_keys_are_labels_by_their_own_text(narration: str, expected: set[str]) -> None:
    assert kinds(PAY_ZH, narration) == expected


SALARY_ZH = [R({"应发": 18500.0, "个税": 1245.0, "社保公积金": 2960.0, "实发": 14295.0}, tool="get_salary")]


def test_known_chinese_keys_map_to_their_concepts() -> None:
    assert kinds(SALARY_ZH, "应发18500元，扣个税1245元、社保公积金2960元，实发14295元。") == set()
    assert kinds(SALARY_ZH, "应发18500元，扣个税2960元、社保公积金1245元，实发14295元。") == {"field_swap"}


@pytest.mark.parametrize(("output", "faithful", "swapped"), [
    ({"first_weight_fee": 12, "additional_fee": 18, "total_fee": 30},
     "首重12元、续重18元，合计30元。", "首重18元、续重12元，合计30元。"),
    ({"listing_price": 3150000, "deal_price": 2980000},
     "挂牌价315万，成交价298万。", "挂牌价298万，成交价315万。"),
    ({"chinese": 98, "math": 121, "english": 109},
     "语文98分，数学121分，英语109分。", "语文98分，数学109分，英语121分。"),
    ({"economy": 1240, "business": 3950, "first": 5680},
     "经济舱1240元，公务舱3950元，头等舱5680元。", "经济舱1240元，公务舱5680元，头等舱3950元。"),
    ({"total": 8920.0, "insurance_paid": 6244.0, "self_pay": 2676.0},
     "总费用8920元，医保报销6244元，自付2676元。", "总费用8920元，医保报销2676元，自付6244元。"),
    ({"pts": 27, "reb": 11, "ast": 4},
     "27 points, 11 rebounds and 4 assists.", "27 points, 4 rebounds and 11 assists."),
])
def test_synonyms_and_abbreviations_tell_fields_apart(output: dict[str, Any], faithful: str, swapped: str) -> None:
    results = [R(output)]
    assert kinds(results, faithful) == set()
    assert kinds(results, swapped) == {"field_swap"}


def test_a_gap_between_rows_of_one_key_is_derived() -> None:
    table = [R({"table": [{"pos": 1, "team": "City", "pts": 91}, {"pos": 2, "team": "Arsenal", "pts": 89}]})]
    assert kinds(table, "City finished on 91 points, Arsenal on 89; City won it by two points.") == set()


@pytest.mark.parametrize(("results", "faithful", "drifted"), [
    ([R({"amount_due_cents": 15420, "kwh": 905}, tool="get_bill")],
     "Your bill is $154.20 for 905 kWh.", "Your bill is $15,420 for 905 kWh."),
    ([R({"plan": "pro", "amount": 28800, "currency": "usd"}, tool="get_subscription")],
     "You're on Pro at $288.00/year.", "You're on Pro at $298.00/year."),
    ([R({"data": {"refund_fee": 8650, "currency": "CNY"}}, tool="query_refund")],
     "退款金额86.50元。", "退款金额68.50元。"),
    ([R({"balance_sats": 12500000}, tool="get_balance")],
     "That address holds 0.125 BTC.", "That address holds 1.25 BTC."),
])
def test_minor_units_and_unit_conversions(results: list[dict[str, Any]], faithful: str, drifted: str) -> None:
    assert kinds(results, faithful) == set()
    assert kinds(results, drifted) == {"numeric_drift"}


def test_a_removal_count_may_be_written_with_a_minus() -> None:
    results = [R({"files_changed": 14, "additions": 382, "deletions": 97}, tool="get_mr_stats")]
    assert kinds(results, "改了14个文件（+382/−97）。") == set()
    assert kinds(results, "改了14个文件（+382/−79）。") == {"numeric_drift"}


def test_the_length_of_an_argument_list_is_an_echo() -> None:
    results = [R({"sent": True}, args={"recipients": ["a", "b", "c", "d", "e"]}, tool="send_invites")]
    assert kinds(results, "I sent the invitation to all five recipients.") == set()


REVENUE = [R({"this_month": 84200, "last_month": 91500, "currency": "USD"}, tool="get_monthly_revenue")]
GMV_ZH = [R({"gmv": 1450000, "gmv_last_month": 1600000}, tool="get_gmv")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (REVENUE, "May revenue was $84,200, down about 8% from April.", set()),
    (REVENUE, "May revenue was $84,200, up about 8% from April.", {"numeric_drift"}),
    (GMV_ZH, "5月GMV 145万元，环比下降9.4%。", set()),
    (GMV_ZH, "5月GMV 145万元，环比增长9.4%。", {"numeric_drift"}),
])
def test_a_relative_change_has_the_direction_of_the_two_periods(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_a_total_that_sums_returned_values_is_derived() -> None:
    results = [R({"passed": 1287, "failed": 0, "skipped": 13}, tool="get_test_report")]
    assert kinds(results, "1,287 passed, 13 skipped (1,300 in total).") == set()
    assert kinds(results, "1,287 passed, 13 skipped (1,400 in total).") == {"numeric_drift"}


def test_derived_averages_and_cross_result_sums() -> None:
    grades = [R({"courses": [{"course": "A", "grade": 88}, {"course": "B", "grade": 92},
                             {"course": "C", "grade": 79}, {"course": "D", "grade": 85}]})]
    assert kinds(grades, "Grades: 88, 92, 79 and 85, which averages out to 86.") == set()
    cards = [R({"balance": 12580.3}, args={"card": "8821"}, call_id="c1"),
             R({"balance": 3402.0}, args={"card": "0937"}, call_id="c2")]
    assert kinds(cards, "尾号8821余额12580.30元，尾号0937余额3402元，合计15982.30元。") == set()


def test_a_measured_quantity_is_never_compared_with_a_price() -> None:
    quotes = [R({"price": 86.0, "days": 2}, call_id="c1"), R({"price": 64.5, "days": 3}, call_id="c2")]
    assert kinds(quotes, "德邦86元、2天到；中通64.5元、3天到，但要多等一天。") == set()


WEATHER = [R({"temp_c": 4, "wind_kph": 31}, args={"city": "Denver"}, tool="get_weather", call_id="c1"),
           R({"temp_c": 19, "wind_kph": 9}, args={"city": "Phoenix"}, tool="get_weather", call_id="c2")]


def test_an_entity_named_right_after_a_number_is_its_scope() -> None:
    assert kinds(WEATHER, "It's 4 °C in Denver and 19 °C in Phoenix.") == set()
    assert kinds(WEATHER, "It's 19 °C in Denver and 4 °C in Phoenix.") == {"field_swap"}


def test_money_in_a_label_is_labelled_by_it() -> None:
    payslip = [R({"gross_pay": 6250.0, "tax_withheld": 1187.5, "retirement_401k": 375.0}, tool="get_payslip")]
    assert kinds(payslip, "Gross $6,250.00; deductions were $1,187.50 in tax and $375.00 to your 401(k).") == set()
    assert kinds(payslip, "Gross $6,250.00; deductions were $375.00 in tax and $1,187.50 to your 401(k).") == {
        "field_swap"}


def test_money_for_something_is_labelled_by_what_it_pays_for() -> None:
    estimate = [R({"area_sqft": 640, "stain_treatment_cents": 4000, "estimate_cents": 26400}, tool="get_estimate")]
    assert kinds(estimate, "It's 640 sq ft plus $40.00 for stain treatment, so $264 all in.") == set()
    assert kinds(estimate, "It's 640 sq ft plus $4.00 for stain treatment, so $264 all in.") == {"numeric_drift"}
    alterations = [R({"jacket_cents": 4500, "shirt_cents": 2500}, tool="get_ticket")]
    assert kinds(alterations, "That is $45 for the jacket and $25 for the shirt.") == set()
    assert kinds(alterations, "That is $25 for the jacket and $45 for the shirt.") == {"field_swap"}


def test_how_long_something_took_is_a_claim_but_a_period_asked_about_is_not() -> None:
    match = [R({"winner": "C. Alcaraz", "duration_min": 261}, args={"match_id": "F"}, tool="get_match_result")]
    assert kinds(match, "Alcaraz won in 4 hours 21 minutes.") == set()
    assert kinds(match, "Alcaraz won in 4 hours 12 minutes.") == {"numeric_drift"}
    logins = [R({"failed_logins": 3}, tool="get_security_events")]
    assert kinds(logins, "There were 3 failed logins in the last 24 hours.") == set()


def test_a_flow_word_carries_the_sign() -> None:
    battery = [R({"soc_pct": 64, "capacity_kwh": 540, "power_kw": -120, "mode": "discharging"})]
    assert kinds(battery, "The battery is at 64% (roughly 346 kWh of its 540 kWh) and discharging at 120 kW.") == set()
    solar = [R({"generated_kwh": 31.4, "consumed_kwh": 22.9, "net_export_kwh": 8.5})]
    assert kinds(solar, "You generated 31.4 kWh, used 22.9 kWh and sent a net 8.5 kWh to the grid.") == set()
    assert kinds(solar, "You generated 31.4 kWh, used 22.9 kWh, so you pulled a net 8.5 kWh from the grid.") == {
        "numeric_drift"}


def test_a_measure_key_without_a_unit_is_compared_in_its_dimension() -> None:
    build = [R({"number": 1031, "result": "SUCCESS", "duration": 498000}, args={"build": 1031})]
    assert kinds(build, "第1031号构建成功，耗时8分18秒。") == set()
    assert kinds(build, "第1031号构建成功，耗时4分98秒。") == {"numeric_drift"}


def test_a_key_that_names_its_magnitude_scales_its_value_and_its_arguments() -> None:
    listing = [R({"community": "翠湖花园", "listing_price_wan": 385, "area_sqm": 89.6})]
    assert kinds(listing, "翠湖花园这套挂牌价 385 万，建面 89.6 平。") == set()
    assert kinds(listing, "翠湖花园这套挂牌价 358 万，建面 89.6 平。") == {"numeric_drift"}
    revenue = [R({"revenue_m": 12.5, "currency": "USD"}, tool="get_financials")]
    assert kinds(revenue, "Revenue came in at $12.5 million.") == set()
    assert kinds(revenue, "Revenue came in at $1.25 million.") == {"numeric_drift"}
    search = [R([], args={"city": "杭州", "max_total_wan": 500}, tool="search_listings")]
    assert kinds(search, "杭州 500 万以内的房源目前没有在售的。") == set()


def test_an_exchange_or_shipping_rate_is_a_sum_of_money() -> None:
    fx = [R({"base": "USD", "quote": "JPY", "rate": 157.42}, args={"base": "USD", "quote": "JPY"},
            tool="get_fx_rate")]
    assert kinds(fx, "1 USD buys 157.42 JPY.") == set()
    assert kinds(fx, "1 USD buys 15.742 JPY.") == {"numeric_drift"}
    quotes = [R({"quotes": [{"service": "Ground", "rate": 11.45, "days": 5}, {"service": "2Day", "rate": 24.9}]},
                tool="get_shipping_quote")]
    assert kinds(quotes, "Ground is $114.50 (5 days) and 2Day is $24.90.") == {"numeric_drift"}


def test_a_sum_converted_from_an_amount_stated_beside_it_is_derived() -> None:
    fx = [R({"rate": 7.24}, args={"pair": "USD/CNY"}, tool="get_exchange_rate")]
    assert kinds(fx, "美元兑人民币7.24，1000美元约合7240元。") == set()
    assert kinds(fx, "美元兑人民币7.24，约合7240元。") == {"numeric_drift"}


def test_stock_out_and_spending_words_carry_the_minus_sign() -> None:
    stock = [R({"sku": "A-1029", "stock_change": -150, "stock_now": 430}, tool="get_stock_change")]
    assert kinds(stock, "A-1029 今天净出库 150 件，现有库存 430 件。") == set()
    assert kinds(stock, "A-1029 今天净入库 150 件，现有库存 430 件。") == {"numeric_drift"}
    bills = [R({"list": [{"desc": "退款", "amount": 45.8}, {"desc": "美团外卖", "amount": -32.5}]}, tool="list_bills")]
    assert kinds(bills, "退款入账 45.80 元，美团外卖支出 32.50 元。") == set()


def test_pre_tax_pay_is_not_the_tax() -> None:
    slip = [R({"gross": 18500.0, "tax": 623.55, "net": 13713.95}, tool="get_payslip")]
    assert kinds(slip, "税前 18,500 元，个税 623.55 元，税后 13,713.95 元。") == set()
    assert kinds(slip, "税前 13,713.95 元，个税 623.55 元，税后 18,500 元。") == {"field_swap"}


RETENTION = [R({"cohort_size": 3100, "d1": 0.47, "d7": 0.26, "d30": 0.12}, tool="get_retention")]
RETENTION_ZH = [R({"size": 8800, "retention": {"次日": 0.41, "7日": 0.19, "30日": 0.08}}, tool="get_retention")]
LATENCY = [R({"p50_ms": 38, "p99_ms": 412}, tool="get_latency")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (RETENTION, "Of 3,100 users, 47% came back on day 1, 26% on day 7 and 12% on day 30.", set()),
    (RETENTION, "Of 3,100 users, 47% came back on day 1, 12% on day 7 and 26% on day 30.", {"field_swap"}),
    (RETENTION_ZH, "新增用户8,800人，次日留存41%，7日留存19%，30日留存8%。", set()),
    (RETENTION_ZH, "新增用户8,800人，次日留存41%，7日留存8%，30日留存19%。", {"field_swap"}),
    (LATENCY, "Median (p50) latency is 38 ms and p99 is 412 ms.", set()),
])
def test_the_number_beside_a_value_tells_numbered_keys_apart(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_money_named_by_a_word_a_count_key_shares_is_the_price_not_the_count() -> None:
    quote = [R({"fabricated_sqft": 46.5, "sink_cutouts": 1, "cutout_usd": 250.0, "install_usd": 400.0})]
    assert kinds(quote, "46.5 sq ft, with $250 for the sink cutout and $400 for installation.") == set()
    assert kinds(quote, "46.5 sq ft, with $400 for the sink cutout and $250 for installation.") == {"field_swap"}


def test_a_number_inside_a_snake_case_code_confirms_what_is_told() -> None:
    vesting = [R({"years_of_service": 3, "vested_pct": 0.6, "schedule": "graded_6yr"}, tool="get_vesting")]
    told = "You're three years in, so you're 60% vested. It's a {}-year graded schedule."
    assert kinds(vesting, told.format("six")) == set()
    assert kinds(vesting, told.format("eight")) == {"numeric_drift"}


@pytest.mark.parametrize(("narration", "expected"), [
    ("西线：7家店，112.8公里，最高4.6℃。", set()),
    ("西线：7家店，11.28公里，最高4.6℃。", {"numeric_drift"}),
])
def test_a_distance_is_never_a_count_of_stores_read_in_other_units(narration: str, expected: set[str]) -> None:
    runs = [R({"code": 0, "msg": "ok", "data": {"线路": [
        {"线路": "东线", "门店数": 6, "里程公里": 86.4, "最高温度": 3.9},
        {"线路": "西线", "门店数": 7, "里程公里": 112.8, "最高温度": 4.6}]}}, tool="get_delivery_runs")]
    assert kinds(runs, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("The rate is per standard line of 55 characters: 878 lines at €1.45 a line.", set()),
    ("The rate is per standard line of 55 characters: 878 lines at €1.54 a line.", {"numeric_drift"}),
])
def test_a_number_after_of_is_labelled_by_the_words_after_it(narration: str, expected: set[str]) -> None:
    counts = [R({"chars_with_spaces": 48290, "words": 6184, "rate_eur_per_line": 1.45, "line_length_chars": 55},
                tool="get_char_count")]
    assert kinds(counts, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("《山海之间》已经交了4集，一共6小时12分钟。", set()),
    ("《山海之间》已经交了4集，一共6小时21分钟。", {"numeric_drift"}),
])
def test_done_alone_names_no_measured_key_for_a_bare_count_the_result_holds(
    narration: str, expected: set[str]
) -> None:
    stats = [R({"code": 0, "msg": "ok", "data": {"已交付分钟": 372, "集数": 4}}, tool="subtitle_stats")]
    assert kinds(stats, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("We've sprayed about 185k gallons of Type I and 41.3k of Type IV across 2,317 de-icing events.", set()),
    ("We've sprayed about 185k gallons of Type I and 41.3k of Type IV across 2,371 de-icing events.",
     {"numeric_drift"}),
])
def test_a_number_after_across_is_labelled_by_the_words_after_it(narration: str, expected: set[str]) -> None:
    season = [R({"typeIGal": 184630, "typeIVGal": 41275, "events": 2317, "fluidCostUsd": 1268900.0},
                tool="get_fluid_season")]
    assert kinds(season, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("LQ2390这次I型液喷了1450升，按1.05的密度算大约1.52吨；IV型液380升，折合约388公斤。", set()),
    ("LQ2390这次I型液喷了1450升，按1.05的密度算大约1.25吨；IV型液380升，折合约388公斤。", {"numeric_drift"}),
])
def test_a_measure_worked_out_at_a_rate_said_before_it(narration: str, expected: set[str]) -> None:
    fluid = [R({"code": 0, "msg": "ok", "data": {"I型液升": 1450, "I型液密度千克每升": 1.05, "IV型液升": 380,
                                                 "IV型液密度千克每升": 1.02}}, tool="get_fluid_use")]
    assert kinds(fluid, narration) == expected
