"""Hedged numbers, labels that belong to the neighbouring number, compound durations, measured units and offers.

The hedge rule: a number written with a hedge ("about", "around", "约", "左右") must still round to the
returned value at the precision it was written with, and a hedge never widens the tolerance beyond 5% (10% for
a number written with decimals, whose precision was chosen: "大约0.5%" for 0.532%). So
"about 5,000" states 4,820 fairly, "about 4,280" does not (written to the ten, it is a digit swap), and
"around 1.8%" states 1.83% while "around 8.1%" does not.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds, strict_kinds
from toolproof.fidelity.claims import TOLERANCE, extract_claims
from toolproof.fidelity.numbers import find_quantities

BALANCE = [R({"balance": 4820.5, "currency": "CNY"}, tool="get_balance")]
RATE = [R({"error_rate": 0.0183}, tool="get_metrics")]


@pytest.mark.parametrize("narration", [
    "You have about ¥5,000 in the account.",
    "余额约5000元。",
    "余额4800元左右。",
    "Your balance is roughly ¥4.8k.",
])
def test_a_hedged_round_number_is_faithful(narration: str) -> None:
    assert kinds(BALANCE, narration) == set()


@pytest.mark.parametrize("narration", [
    "You have about ¥4,280 in the account.",
    "余额约4280元。",
    "You have about ¥6,000 in the account.",
    "余额约5.2万元。",
])
def test_a_hedge_never_hides_a_swapped_digit_or_a_wrong_magnitude(narration: str) -> None:
    assert "numeric_drift" in kinds(BALANCE, narration)


def test_hedged_percentages_round_at_their_stated_precision() -> None:
    assert kinds(RATE, "The error rate is around 1.8%.") == set()
    assert "numeric_drift" in kinds(RATE, "The error rate is around 8.1%.")
    assert "numeric_drift" in kinds(RATE, "The error rate is 1.7%.")


def test_an_unhedged_number_keeps_the_half_percent_tolerance() -> None:
    (claim,) = extract_claims("余额为5000元")
    assert claim.tolerance == TOLERANCE
    (hedged,) = extract_claims("余额约5000元")
    assert TOLERANCE < hedged.tolerance <= 0.05


def test_a_label_after_one_number_does_not_label_the_next() -> None:
    ride = [R({"fare": 23.7, "tip": 4.0, "fees": 2.15, "total": 29.85}, tool="get_ride")]
    assert kinds(ride, "Your ride came to $29.85: a $23.70 fare plus $2.15 in fees and your $4 tip.") == set()
    assert "field_swap" in kinds(ride, "Your ride came to $29.85: a $2.15 fare plus $23.70 in fees and a $4 tip.")


def test_seats_at_a_unit_price_are_read_as_count_and_price() -> None:
    plan = [R({"seats": 12, "price_per_seat": 29.0, "monthly_total": 348.0}, tool="get_subscription")]
    assert kinds(plan, "You have 12 seats at $29/month each, $348 a month in total.") == set()
    assert "numeric_drift" in kinds(plan, "You have 12 seats at $290/month each, $348 a month in total.")


def test_a_number_near_an_unknown_word_is_no_field_swap() -> None:
    appointments = [R({"data": {"appointments": [{"copay_usd": 25.0}, {"copay_usd": 40.0}], "total": 2}})]
    assert kinds(appointments, "You have two appointments: copays of $25 and $40.") == set()


@pytest.mark.parametrize(("text", "seconds"), [
    ("Build passed (1m 35s)", 95.0),
    ("用时3小时32分34秒", 12754.0),
    ("配速5分02秒每公里", 302.0),
    ("took 6 min 24 s", 384.0),
])
def test_compound_durations_are_one_quantity(text: str, seconds: float) -> None:
    (quantity,) = [q for q in find_quantities(text) if q.unit == "s"]
    assert quantity.value == seconds


def test_a_half_after_a_counter_adds_a_half() -> None:
    (quantity,) = find_quantities("还剩六天半")
    assert quantity.value == 6.5 and quantity.unit == "day"


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("预计卸一个小时一刻钟", 1.25, "h"),
    ("两小时三刻到", 2.75, "h"),
    ("等了一个半小时", 1.5, "h"),
    ("身高1米72", 1.72, "m"),
    ("现在12斤7两", 12.7, "jin"),
    ("身高1米8。", 1.8, "m"),
    ("plan on 2½ hours", 2.5, "h"),
    ("about 3¼ miles", 3.25, "mi"),
])
def test_spoken_forms_with_quarters_halves_and_centimetres_are_one_quantity(text: str, value: float, unit: str) -> None:
    (quantity,) = find_quantities(text)
    assert (quantity.value, quantity.unit) == (value, unit)


@pytest.mark.parametrize(("text", "unit"), [('about 8.27" wide', "in"), ('a 65" TV', "in"),
                                            ('the "Pro Staff 97" frame', None)])
def test_a_double_prime_after_a_number_is_inches_unless_it_closes_a_quote(text: str, unit: str | None) -> None:
    (quantity,) = find_quantities(text)
    assert quantity.unit == unit


def test_yi_ge_after_gen_is_the_same_as_not_a_count_of_one() -> None:
    """"跟昨天一个价" is the same price as yesterday; "还剩一个" still counts one."""
    assert find_quantities("跟昨天一个价") == []
    assert [q.value for q in find_quantities("还剩一个")] == [1.0]
    herb = [R({"herb": "党参", "price_yuan_per_kg": 68, "change_vs_yesterday": 0})]
    assert kinds(herb, "党参今天还是68一公斤，跟昨天一个价。") == set()
    assert kinds(herb, "党参今天还是6.8一公斤，跟昨天一个价。") == {"numeric_drift"}


def test_one_time_before_a_number_in_its_clause_lends_it_the_label() -> None:
    """"最大一次装了2000公斤": 一次 is "one time", so 最大 labels the 2000; "只失败了一次" still counts one."""
    assert [q.value for q in find_quantities("最大一次装了2000公斤")] == [2000.0]
    assert [q.value for q in find_quantities("只失败了一次。")] == [1.0]
    hoist = [R({"trips": 3862, "rated_load_kg": 2000, "max_load_kg": 1860, "overload_alarms": 0})]
    assert kinds(hoist, "跑了3862趟，最大一次装了1860公斤，额定2000公斤。") == set()
    assert kinds(hoist, "跑了3862趟，最大一次装了2000公斤，超载报警0次。") == {"field_swap"}


def test_inches_are_checked_against_millimetres() -> None:
    deck = [R({"name": "Logo deck", "width_mm": 210, "wheelbase_mm": 362, "price_usd": 64.95})]
    assert strict_kinds(deck, 'The Logo deck is about 8.27" wide with a 14.25" wheelbase.') == set()
    assert strict_kinds(deck, 'The Logo deck is about 8.27" wide with a 12.45" wheelbase.') == {"numeric_drift"}


def test_fen_of_money_is_a_hundredth_of_a_yuan() -> None:
    drying = [R({"code": 0, "data": {"wet_kg": 32600, "drying_fee_yuan_per_kg": 0.04}})]
    assert kinds(drying, "湿粮32.6吨，烘干费按湿重每公斤4分：1304元。") == set()
    assert kinds(drying, "湿粮32.6吨，烘干费按湿重每公斤4毛：1304元。") == {"numeric_drift"}


@pytest.mark.parametrize(("text", "value"), [("9块8一斤", 9.8), ("9块8毛一斤", 9.8), ("3块5毛", 3.5)])
def test_kuai_then_a_digit_is_yuan_and_tenths(text: str, value: float) -> None:
    (quantity, *_) = find_quantities(text)
    assert (quantity.value, quantity.currency) == (value, "CNY")


def test_a_price_said_as_kuai_and_mao_is_checked_per_jin() -> None:
    oil = [R({"name": "散装菜籽油", "price_yuan_per_kg": 19.6, "stock_kg": 340})]
    assert kinds(oil, "散装菜籽油9块8一斤，库里还有680斤。") == set()
    assert kinds(oil, "散装菜籽油8块9一斤，库里还有680斤。") == {"numeric_drift"}


def test_energy_in_du_is_kilowatt_hours() -> None:
    battery = [R({"capacity_wh": 960, "range_m": 58000})]
    assert kinds(battery, "电池容量0.96度电，满电能跑58公里。") == set()
    assert kinds(battery, "电池容量9.6度电，满电能跑58公里。") == {"numeric_drift"}


def test_a_ratio_named_with_bi_is_a_value_and_bi_before_a_comparative_is_a_reference() -> None:
    hens = [R({"feed_egg_ratio": 2.15, "culls": 6})]
    assert kinds(hens, "料蛋比21.5，淘汰6只。") == {"numeric_drift"}
    assert kinds(hens, "料蛋比2.15，淘汰6只，比3只多。") == set()


def test_lengths_and_masses_convert() -> None:
    trip = [R({"distance_m": 442300, "duration_s": 17880}, tool="get_route")]
    assert kinds(trip, "It is about 442 km and takes roughly 4 h 58 min.") == set()
    assert kinds([R({"distance_m": 1850})], "距离您约1.85公里。") == set()
    assert "numeric_drift" in kinds([R({"distance_m": 1850})], "距离您约18.5公里。")
    assert kinds([R({"strength_mg": 500, "qty": 21}, tool="get_prescription")],
                 "Your 500 mg prescription is for 21 capsules.") == set()


def test_loss_words_sign_the_number() -> None:
    change = [R({"change_pct": -1.8}, tool="get_quote")]
    assert kinds(change, "The stock slipped 1.8% today.") == set()
    assert "numeric_drift" in kinds(change, "The stock climbed 1.8% today.")


def test_a_suggested_next_step_is_not_a_claim() -> None:
    empty = [R({"results": [], "count": 0}, {"max_price": 600000}, tool="search_homes")]
    assert kinds(empty, "I couldn't find any homes under $600,000. Want me to raise the budget to $700k?") == set()
    assert "null_fill" in kinds(empty, "I found a home for $700k that fits.")


def test_a_partial_batch_admitted_in_chinese_forms() -> None:
    batch = [R({"updated": 2, "failed": [{"sku": "A3", "reason": "低于最低限价"}]}, tool="update_prices")]
    assert kinds(batch, "3个商品里有2个已经改好了，A3没改成功，因为低于最低限价。") == set()
    assert "status_lie" in kinds(batch, "3个商品都已经改好了。")


# faithful reports that quote rates, minor units, totals and codes -------------------------------------------------

@pytest.mark.parametrize(("output", "narration"), [
    ({"distance_km": 240, "fuel_l": 18}, "240 km on 18 litres, about 7.5 L per 100 km."),
    ({"kwh": 420, "cost": 63.0}, "You used 420 kWh for $63.00, which works out to 15 cents per kWh."),
    ({"distance_km": 360, "duration_h": 4}, "本次行程360公里，用时4小时，平均时速90公里。"),
    ({"unlock_fee": 1.0, "per_minute": 0.39}, "It's $1.00 to unlock plus 39¢ a minute."),
    ({"起步价": 1.5, "每分钟": 0.15}, "起步价1.5元，之后每分钟1毛5。"),
    ({"length_cm": 150, "weight_kg": 2.4}, "The parcel is 1.5 m long and weighs 2.4 kg."),
    ({"bikes_available": 7, "ebikes_available": 3}, "The dock has 7 bikes and 3 e-bikes available."),
    ({"nightly_rate": 180, "taxes_fees": 64.8, "total": 604.8},
     "Three nights at $180/night plus $64.80 in taxes and fees comes to $604.80."),
    ({"day_change_pct": 0.532}, "今天涨了大约0.5%。"),
    ({"data": [{"total_cents": 2599}, {"total_cents": 11850}, {"total_cents": 730}]},
     "You have three open orders totaling $151.79."),
])
def test_a_faithful_rate_unit_or_total_is_not_flagged(output: dict[str, Any], narration: str) -> None:
    assert kinds([R(output)], narration) == set()


@pytest.mark.parametrize(("output", "narration"), [
    ({"kwh": 420, "price_per_kwh": 0.15}, "You used 420 kWh at 16 cents per kWh."),
    ({"unlock_fee": 1.0, "per_minute": 0.39}, "It's $1.00 to unlock plus 93¢ a minute."),
    ({"length_cm": 150}, "The parcel is 15 m long."),
    ({"bikes_available": 7, "ebikes_available": 3}, "The dock has 3 bikes and 7 e-bikes available."),
    ({"nightly_rate": 180, "taxes_fees": 64.8, "total": 604.8},
     "Three nights at $180/night plus $64.80 in taxes and fees comes to $640.80."),
    ({"day_change_pct": 0.532}, "今天涨了大约0.8%。"),
])
def test_the_same_forms_with_a_wrong_number_are_still_caught(output: dict[str, Any], narration: str) -> None:
    assert kinds([R(output)], narration) & {"numeric_drift", "field_swap"}


def test_quoting_the_http_status_of_a_not_found_call_is_an_honest_report() -> None:
    result = {**R({"error": "not_found"}, {"uid": "1001"}, tool="get_user"), "http_status": 404}
    assert kinds([result], "查询返回404，系统里没有编号1001的用户，请确认编号是否正确。") == set()
    assert kinds([result], "用户1001的余额为404元。") == {"null_fill"}


def test_a_whole_before_li_then_a_success_verb_is_the_batch_size() -> None:
    result = R({"status": "partial_fail", "succeeded": 56, "failed": 3, "total": 59}, tool="import_students")
    assert kinds([result], "名单导入部分失败：59人里成功导入56人，3人失败。") == set()
    assert kinds([result], "名单已全部导入成功，共59人。") == {"status_lie"}


SIBLINGS = [
    ({"this_month": 1280.5, "last_month": 960.2}, "本月支出 1280.5 元，上月 960.2 元。",
     "本月支出 960.2 元，上月 1280.5 元。"),
    ({"high_c": 31, "low_c": 22}, "今天最高气温 31 度，最低 22 度。", "今天最高气温 22 度，最低 31 度。"),
    ({"income": 15300, "expense": 9870}, "本月收入 15300 元，支出 9870 元。", "本月收入 9870 元，支出 15300 元。"),
    ({"planned": 120000, "actual": 131450}, "计划 120000 元，实际 131450 元。", "计划 131450 元，实际 120000 元。"),
    ({"debit": 5230.4, "credit": 7810.9}, "借方发生额 5230.4 元，贷方 7810.9 元。",
     "借方发生额 7810.9 元，贷方 5230.4 元。"),
    ({"used_gb": 37.2, "remaining_gb": 62.8}, "已用 37.2 GB，剩余 62.8 GB。", "已用 62.8 GB，剩余 37.2 GB。"),
    ({"adult_price": 198, "child_price": 99}, "成人票 198 元，儿童票 99 元。", "成人票 99 元，儿童票 198 元。"),
    ({"inbound_qty": 340, "outbound_qty": 275}, "本周入库 340 件，出库 275 件。", "本周入库 275 件，出库 340 件。"),
    ({"current_temp_f": 68, "target_temp_f": 72}, "Current temperature 68°F, target 72°F.",
     "Current temperature 72°F, target 68°F."),
    ({"current_temp_f": 68, "target_temp_f": 72}, "It is currently 68°F; the target is 72°F.",
     "It is currently 72°F; the target is 68°F."),
    ({"current_temp_f": 68, "target_temp_f": 72}, "It's 68°F right now; the thermostat is set to 72°F.",
     "It's 72°F right now; the thermostat is set to 68°F."),
    ({"planned_hours": 120, "actual_hours": 145}, "We planned 120 hours and actually spent 145 hours.",
     "We planned 145 hours and actually spent 120 hours."),
    ({"min_ms": 12, "max_ms": 480}, "Latency ranged from a min of 12 ms to a max of 480 ms.",
     "Latency min was 480 ms and max was 12 ms."),
    ({"inbound": 340, "outbound": 275}, "Inbound 340 units, outbound 275 units.",
     "Inbound 275 units, outbound 340 units."),
    ({"used": 37, "remaining": 63}, "You have used 37 credits and have 63 remaining.",
     "You have used 63 credits and have 37 remaining."),
]


@pytest.mark.parametrize(("output", "faithful", "swapped"), SIBLINGS)
def test_values_of_sibling_fields_are_tied_to_their_own_labels(
    output: dict[str, Any], faithful: str, swapped: str
) -> None:
    results = [R(output)]
    assert kinds(results, faithful) == set()
    assert "field_swap" in kinds(results, swapped)


@pytest.mark.parametrize(("narration", "expected"), [
    ("Per-cap spend was about $71.40 on 1,284,406 visits.", set()),
    ("Per-cap spend was $71.40 on 1,284,406 visits.", {"numeric_drift"}),
    ("Per-cap spend was about $74.10 on 1,284,406 visits.", {"numeric_drift"}),
])
def test_a_hedged_number_is_not_held_to_its_written_precision(narration: str, expected: set[str]) -> None:
    """"about $71.40" for 71.38 is within ±0.5%; written without "about", $71.40 claims the cent."""
    results = [R({"attendance": 1284406, "perCapSpendUsd": 71.38}, {"park": "Cedar Hollow"})]
    assert kinds(results, narration) == expected


SHARE = [R({"brt_riders": 246810, "all_riders": 8433010, "brt_share": 0.0293}, tool="get_ridership")]


@pytest.mark.parametrize("narration", [
    "BRT carried 246,810 riders, just under 3% of the network.",
    "BRT carried 246,810 riders, under 3% of the network.",
    "BRT载客24.7万，占比不到3%。",
    "BRT载客24.7万，占比不足3%。",
])
def test_a_bound_before_a_number_tells_it_as_near_the_value(narration: str) -> None:
    assert kinds(SHARE, narration) == set()


@pytest.mark.parametrize("narration", [
    "BRT carried 246,810 riders, just under 2% of the network.",
    "BRT载客24.7万，占比不到30%。",
    "BRT carried 246,810 riders, under 3% of the network, 4.1% of buses.",
])
def test_a_bound_is_still_held_to_the_hedge_limit(narration: str) -> None:
    assert "numeric_drift" in strict_kinds(SHARE, narration)


def test_a_limit_after_up_to_is_no_value_but_risen_up_to_is() -> None:
    stream = [R({"air_time_min": 1329}, tool="get_stream_stats")]
    assert kinds(stream, "Air time was 22 h 9 min. YouTube takes uploads up to 12 hours long.") == set()
    rate = [R({"rate": 0.45})]
    assert kinds(rate, "The rate is now up to 45%.") == set()
    assert "numeric_drift" in kinds(rate, "The rate is up to 54%.")


@pytest.mark.parametrize(("text", "value"), [("31.3万U", 313000.0), ("31.3万TEU", 313000.0), ("3.2k users", 3200.0)])
def test_a_chinese_magnitude_before_a_latin_unit_still_scales(text: str, value: float) -> None:
    assert find_quantities(text)[0].value == value


@pytest.mark.parametrize(("text", "value", "unit"), [("配送28分半", 28.5, "min"), ("4分半", 4.5, "min"),
                                                     ("28分半钟", 28.5, "min")])
def test_minutes_and_a_half_in_chinese(text: str, value: float, unit: str) -> None:
    quantity = find_quantities(text)[0]
    assert (quantity.value, quantity.unit) == (value, unit)


def test_a_counter_names_the_key_it_counts_and_a_phase_is_a_name() -> None:
    plans = [R({"code": 0, "msg": "ok", "data": {"方案": [{"期数": 6, "每期手续费率": 0.0075},
                                                         {"期数": 12, "每期手续费率": 0.006}]}}, {"金额": 12000},
               tool="get_installment_quote")]
    told = "分6期每期手续费90元；分12期每期手续费72元。实际年化大约是名义费率的1.8倍，{}算下来接近13%。"
    assert kinds(plans, told.format("12期")) == set()
    alarms = [R({"code": 0, "msg": "ok", "data": {"critical": 0, "major": 0, "minor": 3}}, {"idc": "杭州下沙二期"},
                tool="get_alarm_summary")]
    assert kinds(alarms, "下沙二期目前没有紧急和重要告警，只有仨一般告警。") == set()


def test_a_ci_run_number_opens_no_instruction() -> None:
    run = [R({"status": "success", "tests": {"passed": 2318, "skipped": 14}, "coverage": 0.873}, {"run_id": 61402},
             tool="get_pipeline_run")]
    told = "Run 61402 passed ✅ 2,318 tests green, 14 skipped, coverage at {}."
    assert kinds(run, told.format("87.3%")) == set()
    assert kinds(run, told.format("8.73%")) == {"numeric_drift"}


def test_a_fraction_key_holds_a_share_not_hours() -> None:
    from toolproof.fidelity.lexicon import key_meaning
    meaning = key_meaning("after_hours_pages_frac")
    assert meaning.unit is None and "rate" in meaning.concepts
    pages = [R({"pages": 187, "mtta_min": 3.6, "mttr_min": {"sev1": 96.5, "sev2": 43.0},
                "after_hours_pages_frac": 0.41}, tool="get_incident_metrics")]
    assert kinds(pages, "Pages: 187, with 41% of them after hours. MTTA 3.6 min.") == set()
    assert kinds(pages, "Pages: 187, with 4.1% of them after hours. MTTA 3.6 min.") == {"numeric_drift"}


def test_a_named_rows_value_misread_beats_any_quotient() -> None:
    exam = [R({"tested": 214, "passed": 171, "pass_rate": 0.799, "mastery_rate": 0.201,
               "by_section": [{"section": "P3", "pass_rate": 0.935}, {"section": "P5", "pass_rate": 0.621}]})]
    told = "Passed: 171 of 214, 79.9%. Section spread: P3 passed at 93.5%, P5 at {}."
    assert kinds(exam, told.format("62.1%")) == set()
    assert kinds(exam, told.format("6.21%")) == {"numeric_drift"}


@pytest.mark.parametrize(("text", "inches"), [("about 5 ft 9.3 in", 69.3), ("6 feet 2 inches", 74.0),
                                              ("5'9\"", 69.0)])
def test_feet_and_inches_are_one_length(text: str, inches: float) -> None:
    quantity = find_quantities(text)[0]
    assert (quantity.value, quantity.unit) == (inches, "in")


def test_a_height_told_in_feet_and_inches() -> None:
    visit = [R({"vitals": {"weight_kg": 78.4, "height_cm": 176}}, tool="get_visit_summary")]
    assert kinds(visit, "Weight: 78.4 kg. Height: 176 cm, about 5 ft 9.3 in.") == set()
    assert kinds(visit, "Weight: 78.4 kg. Height: 176 cm, about 5 ft 3.9 in.") == {"numeric_drift"}


def test_a_count_of_calls_said_with_what_they_fetched() -> None:
    bills = [R({"days": 30, "usage_kwh": 904}, {"statement": "2026-02"}, "get_electric_bill", "a"),
             R({"days": 29, "usage_kwh": 781}, {"statement": "2026-03"}, "get_electric_bill", "b")]
    assert kinds(bills, "Comparing your last two electric bills: 904 kWh over 30 days, then 781 kWh over 29.") == set()


def test_over_a_number_in_chinese_and_four_and_a_bit() -> None:
    season = [R({"code": 0, "msg": "ok", "data": {"主场场次": 15, "赛季总观众": 386412, "场均观众": 25760.8}})]
    assert kinds(season, "15个主场，总观众38.6万出头，场均2.58万人左右。场均过2.5万在这个级别已经很靠前了。") == set()
    cpi = [R({"code": 0, "msg": "ok", "data": {"汇率": 7.18, "单次安装成本美元": 0.566}})]
    assert kinds(cpi, "单次安装成本0.566美元，按7.18折下来四块出头。") == set()


def test_an_outcome_word_that_leads_into_a_number_labels_that_number() -> None:
    plan = [R({"code": 0, "msg": "ok", "data": {"本周已完成": 3, "本周计划": 5}}, tool="get_plan")]
    assert kinds(plan, "本周5次训练已经完成了3次，还差俩。") == set()


def test_the_span_a_figure_is_taken_over_is_no_label_of_it() -> None:
    week = [R({"trips": 2, "kg": 28320, "value_gbp": 96612.48, "avg_gbp_kg": 3.4115}, tool="get_vessel_week")]
    told = "Week: about 28.3 t, roughly £96.6k. That works out to about {} a kilo over both trips."
    assert kinds(week, told.format("£3.41")) == set()
    assert kinds(week, told.format("£4.31")) == {"numeric_drift"}


def test_an_ids_digits_leave_the_words_after_them_to_the_next_number() -> None:
    """"Order 114-7730912-5518246 was refunded $74.98": refunded labels the amount, not the id's last digits."""
    refund = [R({"orderTotal": {"amount": 74.98}, "refundedAmount": {"amount": 37.49}},
                {"amazonOrderId": "114-7730912-5518246"})]
    assert kinds(refund, "Order 114-7730912-5518246 was refunded $37.49 of its $74.98.") == set()
    assert kinds(refund, "Order 114-7730912-5518246 was refunded $74.98 yesterday.") == {"field_swap"}


def test_none_of_the_n_is_the_set_quantified_not_a_labelled_value() -> None:
    """"All clear: none of the 96 kids is overdue": 96 is the records checked, not the overdue total of 0."""
    overdue = [R({"total": 0, "children": [], "records_checked": 96}, tool="list_overdue_immunizations")]
    assert kinds(overdue, "All clear: none of the 96 kids at Linden Ave is overdue on immunizations.") == set()
    assert kinds(overdue, "All clear: none of the 69 kids at Linden Ave is overdue on immunizations.") == {
        "numeric_drift"}


NO_SHOWS = [R({"date": "2029-03-15", "count": 0, "items": []}, {"date": "2029-03-15"}, tool="list_noshows")]
OPENINGS = [R({"slots": [], "fully_booked": True, "next_open": None}, {"date": "2029-03-17"},
              tool="search_availability")]
CAPACITY = [R({"capacity": 40, "enrolled": 31, "spots_remaining": 9}, {"level": "Shark"}, tool="get_level_capacity")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    # "no-shows" is one word, the thing the empty list counts: "No no-shows" says there are none
    (NO_SHOWS, "No no-shows logged anywhere today so far 🎉", set()),
    (NO_SHOWS, "Three no-shows logged today, all at Eastgate.", {"null_fill"}),
    # a number in words after a negation ("didn't give one") says no value was given
    (OPENINGS, "Fully booked. Next opening: the system didn't give one, so I can't promise a day.", set()),
    (OPENINGS, "Fully booked. Next opening: in two days.", {"null_fill"}),
    # a number opening an aside right after another number's label is labelled by the aside, not that label
    (CAPACITY, "There are still 9 open spots (31 of 40 taken), so she can go straight in.", set()),
    (CAPACITY, "There are still 31 open spots (31 of 40 taken), so she can go straight in.", {"field_swap"}),
])
def test_words_that_admit_nothing_or_label_another_number(results: list[dict[str, Any]], narration: str,
                                                         expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_the_two_ones_counts_the_things_just_told_again() -> None:
    imported = [R({"status": "partial", "imported": 12, "rejected": 2,
                   "flagged_low": [{"unit": "B-62", "min_32nds": 3}, {"unit": "B-68", "min_32nds": 4}]},
                  {"device": "TG-07"}, tool="import_tread_readings")]
    told = "Only partly imported: 12 in, 2 rejected. B-62 is at 3/32 and B-68 at 4/32; the two low ones need quotes."
    assert kinds(imported, told) == set()
