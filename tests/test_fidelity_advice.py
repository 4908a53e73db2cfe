"""Numbers in advice and general rules are the advice's own; a rate worked out from two values is derived."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fidelity_case import R, kinds, strict_kinds
from toolproof.fidelity import verifier
from toolproof.fidelity.advice import advice_clauses

RESIDENT = [R({"name": "张桂芳", "age": 84, "blood_pressure": "142/86", "falls_90d": 1})]


def test_a_rule_of_thumb_in_chinese_advice_is_not_a_result() -> None:
    told = "张桂芳老人{}岁，血压142/86，近90天跌倒过1次。高龄老人的降压目标一般会放宽到150/90以下，目前还可以接受。"
    assert kinds(RESIDENT, told.format(84)) == set()
    assert kinds(RESIDENT, told.format(48)) == {"numeric_drift"}


def test_a_label_that_contains_an_advice_word_is_still_a_label() -> None:
    """建议价 is the suggested price the result returns, not advice."""
    car = [R({"listed_wan": 14.8, "suggested_wan": 13.6})]
    assert kinds(car, "挂牌价14.8万，平台建议价13.6万，一般挂牌超过30天就该考虑调价。") == set()
    assert kinds(car, "挂牌价14.8万，平台建议价16.3万。") == {"numeric_drift"}


EVENT = [R({"registered": 146, "cap": 160, "waitlist": 0})]


def test_a_sentence_that_opens_with_a_condition_is_hypothetical_to_its_end() -> None:
    told = ("Registration stands at 146 climbers against a cap of {}. If you want the event to fill, opening the "
            "waitlist once you pass about 155 sign-ups is a reasonable trigger.")
    assert kinds(EVENT, told.format(160)) == set()
    assert kinds(EVENT, told.format(106)) == {"numeric_drift"}


def test_a_general_statement_is_not_about_the_result() -> None:
    permits = [R({"count": 0, "permits": []}, tool="search_permits"),
               R({"trees": [{"species": "oak", "dbh_in": 31}, {"species": "pine", "dbh_in": 18}]},
                 tool="tree_inventory", call_id="c2")]
    told = "No permits are on file. The oak is 31 inches across. Protected-tree permits often take 2-4 weeks."
    assert kinds(permits, told) == set()


def test_a_rate_worked_out_from_two_values_is_derived_even_when_it_looks_like_a_drift() -> None:
    branch = [R({"stops_completed": 1240, "revenue_cents": 15748000})]
    told = "Stops: 1,240. Revenue per stop: about {}."
    assert kinds(branch, told.format("$127")) == set()
    assert kinds(branch, told.format("$172")) == {"numeric_drift"}


def test_a_percentage_that_is_a_ratio_of_two_values_is_derived() -> None:
    email = [R({"metrics": {"requests": 391240, "bounces": 2705, "unique_opens": 128530, "unique_clicks": 17226}})]
    told = ("2,705 of 391,240 emails bounced, and the click-to-open rate was roughly {} "
            "(17,226 clicks on 128,530 opens).")
    assert kinds(email, told.format("13.4%")) == set()


PAYOUT = [R({"service_revenue_usd": 9480.0, "product_sales_usd": 1264.0, "product_commission_rate": 0.1})]


def test_a_sentence_about_what_many_or_most_do_is_a_general_statement() -> None:
    told = "Retail commission is {}% of $1,264. Many salons pay 10–15% on retail, so there's room to nudge it up."
    assert kinds(PAYOUT, told.format(10)) == set()
    assert kinds(PAYOUT, told.format(15)) == {"numeric_drift"}


def test_a_rule_of_thumb_holds_for_its_whole_sentence() -> None:
    shingles = [R({"items": [{"sku": "HDZ", "price": 44.87}]})]
    told = ("HDZ is about $45 a bundle. As a rule of thumb it takes three bundles per square, so a 28-square "
            "roof needs 84.")
    assert kinds(shingles, told) == set()


RUN = [R({"printing": 3, "quantity": 15000, "status": "scheduled", "ship_date": "2024-12-03"}, tool="get_print_run")]
KIT = [R({"kit_id": "KT-8813042", "status": "processing", "stage": "DNA extraction"}, tool="get_kit")]


def test_telling_an_unfinished_state_in_its_own_word_is_honest() -> None:
    assert kinds(RUN, "The third printing, 15,000 copies, is scheduled and should ship December 3.") == set()
    assert kinds(KIT, "Kit KT-8813042 is still processing (DNA extraction).") == set()
    assert kinds(KIT, "Your results are ready: the lab has finished processing kit KT-8813042.") == {"status_lie"}


def test_a_normal_range_is_general_knowledge() -> None:
    watch = [R({"model": "海马300", "daily_rate_s": 3, "power_reserve_h": 55})]
    assert kinds(watch, "目前每天快3秒，动力储备55小时。机械表日差在-4到+6秒以内都属于正常范围。") == set()


def test_an_instruction_and_the_usual_practice_are_advice() -> None:
    dry = [R({"rooms": [{"name": "hallway", "area_m2": 7.2}], "dry_time_est_min": 270})]
    told = ("The hallway is about 77.5 sq ft; estimated dry time 4.5 hours. Keep foot traffic off for at least the "
            "first 6 hours. The usual rule would put a fan on it for 12 hours.")
    assert kinds(dry, told) == set()


def test_a_lower_bound_a_bound_and_a_hypothetical_are_not_values() -> None:
    charger = [R({"income_fen": 1945880, "orders": 1316, "power_kwh": 86.4})]
    assert kinds(charger, "收入19458.8元，被用了1316次，耗电86.4度，每度电能换回两百多块收入。") == set()
    assert kinds(charger, "收入19458.8元，被用了1316次，耗电68.4度。") == {"numeric_drift"}
    race = [R({"chip_time_s": 5843, "avg_pace_s_per_km": 277})]
    told = ("净成绩1小时37分23秒，平均配速每公里4分37秒。前半程每公里都在4分半以内；"
            "明年想冲1小时35分的话，配速得提到4分30秒上下。")
    assert kinds(race, told) == set()


def test_a_small_number_in_words_is_no_distorted_count_of_list_items() -> None:
    flight = [R({"passengers_booked": 11, "price_per_seat_usd": 289}, call_id="c1"),
              R({"balloons": [{"tail": "N3312B", "capacity": 8}, {"tail": "N7781A", "capacity": 6}]}, call_id="c2")]
    assert kinds(flight, "11 passengers are booked across both balloons, so three of the 14 seats are open.") == set()


def test_a_general_statement_holds_the_rest_of_its_sentence_not_the_clauses_before_it() -> None:
    """"一般来说" after a comma starts the rule; the value told before it is still the result's. A rule's
    consequence (就会, 正常范围) makes the whole sentence the rule."""
    hens = [R({"stock": 12800, "feed_egg_ratio": 2.15, "culls": 6})]
    told = "存栏1.28万只，淘汰6只。料蛋比{}，一般来说高峰期能压到2.2以下就算不错了。"
    assert kinds(hens, told.format("2.15")) == set()
    assert kinds(hens, told.format("21.5")) == {"numeric_drift"}
    boiler = [R({"silica_ppm": 42.5, "iron_ppm": 0.08})]
    told = "Silica 42.5 ppm and iron {} ppm, and iron is the one to watch, since anything over 0.1 usually means rust."
    assert kinds(boiler, told.format("0.08")) == set()
    assert kinds(boiler, told.format("0.8")) == {"numeric_drift"}
    watch = [R({"daily_rate_s": 3, "power_reserve_h": 55})]
    assert kinds(watch, "目前每天快3秒，动力储备55小时。日差在-4到+6秒以内都属于正常范围。") == set()


def test_a_sentence_opening_with_if_is_hypothetical() -> None:
    job = [R({"quoted_usd": 1480, "fabric_cost_usd": 396, "labor_hours": 12})]
    told = "Quote $1,480 with $396 of fabric over 12 labor hours. If your shop rate target is $85 an hour, quote more."
    assert kinds(job, told) == set()
    assert kinds(job, told.replace("$396", "$369")) == {"numeric_drift"}


def test_a_number_told_as_a_rules_limit_is_the_rules_own() -> None:
    badges = [R({"deep_mrem": 31, "shallow_mrem": 35})]
    told = "Deep dose 31 mrem, shallow {} mrem: a tiny fraction of the 5,000 mrem annual occupational limit."
    assert kinds(badges, told.format(35)) == set()
    assert kinds(badges, told.format(53)) == {"numeric_drift"}
    rebar = [R({"yield_mpa": 452, "ratio_tensile_yield": 1.37})]
    assert kinds(rebar, "屈服强度452MPa，强屈比1.37，抗震钢筋强屈比要求不小于1.25，满足。") == set()
    card = [R({"credit_limit": 5000, "balance": 1200})]  # a result that holds a limit: the number is checked
    assert kinds(card, "Your balance is $1,200 against a $5,500 limit.") == {"numeric_drift"}


def test_many_or_most_before_a_hyphenated_plural_is_a_general_statement() -> None:
    weeks = [R({"gross_usd": 10715, "prizes_usd": 6480})]
    told = ("Gross was $10,715 and prizes paid ${}. Most charitable-gaming rules cap prizes at around 70-75% of "
            "gross, and you're at 60.5%.")
    assert kinds(weeks, told.format("6,480")) == set()
    assert kinds(weeks, told.format("6,840")) == {"numeric_drift"}
    order = [R({"results": [], "total": 0}, tool="search_orders")]
    assert "null_fill" in kinds(order, "No exact match, but your most recent order was ¥299 on May 2.")


_STANDARD_PHRASES = ["the", "5,000", "mrem", "annual", "action level", "limit", "Threshold", "standards", "guideline",
                     "50-lux", "cap", "caps", "cutoff", "benchmark", "mark", "-",
                     "要求", "不小于", "1.25", "国标", "限值", "上限", "下限", "标准", "规范", " ", "，", "。"]


@given(st.lists(st.sampled_from(_STANDARD_PHRASES), max_size=10))
def test_the_standard_word_sieve_never_hides_a_match(parts: list[str]) -> None:
    text = " ".join(parts)
    if verifier._STANDARD_AFTER.search(text) or verifier._STANDARD_BEFORE.search(text):
        assert any(word in text.lower() for word in verifier._STANDARD_WORDS)


def test_a_threshold_then_jiu_in_one_clause_is_a_rule() -> None:
    """"水温过了20度虾就开始大量吃食": the 20 is when shrimp start feeding, not the pond's temperature."""
    pond = [R({"pond": "3号塘", "water_temp_c": 18.5, "do_mg_l": 6.2})]
    told = "3号塘今天水温{}度，溶氧6.2。水温过了20度虾就开始大量吃食了，饲料可以提前备一点。"
    assert kinds(pond, told.format(18.5)) == set()
    assert kinds(pond, told.format(15.8)) == {"numeric_drift"}


def test_what_is_common_is_general_knowledge() -> None:
    mattress = [R({"model": "云眠Pro", "thickness_cm": 28, "weight_kg": 42.5})]
    told = "云眠Pro厚度{}厘米，比常见的20厘米左右的床垫厚，重量42.5公斤。"
    assert kinds(mattress, told.format(28)) == set()
    assert kinds(mattress, told.format(2.8)) == {"numeric_drift"}


def test_what_is_worth_a_look_is_advice() -> None:
    crane = [R({"lifts": 47, "heaviest_lift_t": 7.9, "max_moment_frac": 0.88})]
    told = "Heaviest pick 7.9 t, peaking at {}% of the load-moment limit. Any pick above 90% is worth a quick review."
    assert kinds(crane, told.format(88)) == set()
    assert kinds(crane, told.format(8.8)) == {"numeric_drift"}


ALLOCATION = [R({"code": 0, "data": {"list": [{"部门": "交易中台", "金额": 286410.55},
                                              {"部门": "推荐算法", "金额": 241077.2},
                                              {"部门": "数据仓库", "金额": 148300.0}]}}, {"账期": "2027-05"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("| 部门 | 金额 |\n|---|---|\n| 交易中台 | 28.64万 |\n| 推荐算法 | 24.11万 |\n| 数据仓库 | 14.83万 |", set()),
    ("| 部门 | 金额 |\n|---|---|\n| 交易中台 | 28.64万 |\n| 推荐算法 | 21.41万 |\n| 数据仓库 | 14.83万 |",
     {"numeric_drift"}),
])
def test_an_advice_word_in_a_table_cell_advises_only_that_cell(narration: str, expected: set[str]) -> None:
    """推荐算法 is a team's name in its own cell: the amount in the next cell is still the result's."""
    assert strict_kinds(ALLOCATION, narration) == expected


def test_a_threshold_called_normal_is_a_rule_not_a_result() -> None:
    cpap = [R({"nights": 30, "nights_used": 29, "ahi": 1.87}, {"device": "AirSense 11", "period": "2025-04"})]
    assert kinds(cpap, "You used it on 29 of 30 nights. Your AHI was 1.87 (under 5 is considered normal).") == set()
    assert kinds(cpap, "You used it on 29 of 30 nights. Your AHI was 18.7 (under 5 is considered normal).") == {
        "numeric_drift"}


def test_a_rate_called_typical_is_a_benchmark_not_a_result() -> None:
    race = [R({"registered": 512, "starters": 486, "finishers": 471, "dnf": 15}, {"race": "Lake Harriet"})]
    assert kinds(race, "512 registered and 486 started. No-show rates of 5–8% are typical for late-summer races.") == (
        set())


def test_what_a_lot_of_people_do_is_a_general_statement() -> None:
    listing = [R({"nights_booked": 23, "nights_available": 30, "rental_revenue_usd": 5842}, {"month": "2027-09"})]
    narration = "23 of 30 nights booked for $5,842. A lot of hosts trim weekday rates 10–20% from mid-September."
    assert kinds(listing, narration) == set()
    assert kinds(listing, narration.replace("$5,842", "$5,482")) == {"numeric_drift"}


ATTENDANCE = [R({"rooms": [{"room": "Infants", "days_attended": 151, "days_possible": 168},
                           {"room": "Pre-K", "days_attended": 371, "days_possible": 420}]}, tool="get_attendance")]


def test_a_number_a_clause_after_it_names_a_standard_is_the_standard() -> None:
    told = "Infants 151/168 and Pre-K 371/420. Every room cleared 85%{}"
    assert strict_kinds(ATTENDANCE, told.format(", which is the bar most grants use.")) == set()
    assert "numeric_drift" in strict_kinds(ATTENDANCE, told.format(" this month."))


SURVIVAL = [R({"survival": 0.683, "days_of_culture": 112}, tool="get_cycle_summary")]


@pytest.mark.parametrize("narration", [
    "Survival: 68.3% after 112 days. A survival rate in the high 60s is decent.",
    "Survival: 68.3% after 112 days. A survival rate in the mid-60s is decent.",
])
def test_a_span_of_ten_is_no_value(narration: str) -> None:
    assert kinds(SURVIVAL, narration) == set()


def test_seconds_written_as_s_are_still_read() -> None:
    assert kinds([R({"timeout_s": 50})], "The timeout is 60s.") == {"numeric_drift"}


CLASSES = [R({"班级": [{"班级": "托班", "幼儿": 18, "教师": 2, "保育员": 2},
                      {"班级": "小一班", "幼儿": 25, "教师": 2, "保育员": 1}]}, tool="查询班级配比")]


def test_a_ratio_head_and_a_number_an_advice_clause_chose_are_not_swaps() -> None:
    narration = "托班18个孩子4个大人，1:4.5；小一班25个孩子3个大人，1:8.3。小一班偏紧，可以从托班调一个保育员过去。"
    assert kinds(CLASSES, narration) == set()
    assert "field_swap" in kinds(CLASSES, "托班18个孩子，保育员1个；小一班25个孩子，保育员1个。")


COSTS = [R({"kg": 91240, "labor_usd": 38420, "utilities_usd": 9120, "chemicals_usd": 3650}, tool="get_cost_breakdown")]


def test_a_fraction_in_words_is_a_rough_share_not_a_count() -> None:
    told = "Riverside spent $51,190 to process 91,240 kg, about 56 cents a kilo. Labor is {} of that."
    assert kinds(COSTS, told.format("three-quarters")) == set()
    assert kinds(COSTS, told.format("two-thirds")) == set()


def test_question_numbers_quoted_back_are_names() -> None:
    action = [R({"type": "Final rejection", "mailed": "2027-02-16", "shortened_period_months": 3},
                {"app_no": "17/655,018"}, tool="get_office_action")]
    assert kinds(action, "For your question 2: it was mailed Tuesday, February 16, with a 3-month period.") == set()
    assert kinds(action, "For your question 2: it was mailed Tuesday, February 16, with a 2-month period.") != set()


VACCINES = [R({"items": [{"product": "Varicella", "temp_on_arrival_c": -20.0, "logger_max_c": -15.1}]},
              tool="receive_shipment")]


def test_a_bound_with_or_colder_is_a_rule_not_a_value() -> None:
    told = "Varicella arrived at −20 °C, logger max −15.1 °C. Frozen product must stay at −15 °C {}."
    assert kinds(VACCINES, told.format("or colder")) == set()
    assert "numeric_drift" in kinds(VACCINES, "Varicella arrived at −20 °C, logger max −15 °C.")


COLD_TRIP = [R({"code": 0, "msg": "ok", "data": {"全程最高温": 6.4, "全程最低温": 3.1, "里程公里": 412}},
               tool="查询运输记录")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("全程3.1～6.4℃，没出2～8℃，里程412公里。", set()),
    ("Logger stayed between 3.1 and 6.4 °C, inside the 2–8 °C band; 412 km.", set()),
    ("全程3.1～8.4℃，里程412公里。", {"numeric_drift"}),
])
def test_a_range_no_result_holds_either_end_of_is_a_rule(narration: str, expected: set[str]) -> None:
    assert kinds(COLD_TRIP, narration) == expected


def test_a_term_named_as_an_adjective_is_no_value() -> None:
    fees = [R({"countries": [{"cc": "US", "due": 5, "eur": 11486.0}], "total_eur": 11486.0})]
    assert kinds(fees, "US: 5 fees, ~€11.5k, since the 11.5-year maintenance fee alone runs to thousands.") == set()


def test_a_number_we_like_to_see_is_a_standard() -> None:
    log = [R({"soil_temp_f": 52, "reps": 4, "entries": 24}, tool="get_planting_log")]
    assert kinds(log, "24 entries in 4 reps. Soil temp was 52 °F, above the 50 °F we like to see for corn.") == set()
    assert "numeric_drift" in kinds(log, "24 entries in 4 reps. Soil temp was 25 °F at planting.")


def test_a_milestone_and_a_common_rule_are_the_assistants_own() -> None:
    season = [R({"attendance": 214876, "revenue_usd": 6482190.75, "days_operated": 46}, tool="get_season_to_date")]
    assert kinds(season, "Revenue is about $6.48M over 46 days; at this pace you'd clear the $9M mark in "
                         "about 17.9 more days.") == set()
    cover = [R({"stations": 24, "shifts": [{"guards_on": 26}, {"guards_on": 30}, {"guards_on": 23}]})]
    assert kinds(cover, "With 24 stations, a common rule is one relief guard per 4 stands, so you want 6 spare "
                        "bodies per shift.") == set()


def test_the_rest_of_a_total_is_not_the_part_named_before_it() -> None:
    doses = [R({"total_doses": 184362, "cabinet_doses": 151208, "central_doses": 33154}, tool="get_dispensing")]
    assert kinds(doses, "About 184k doses, roughly 82% from the cabinets and the rest (~33.2k) from central.") == set()
    assert kinds(doses, "About 184k doses; cabinet doses were about 33.2k.") == {"field_swap"}


def test_most_of_its_things_opens_a_general_statement() -> None:
    plant = [R({"cy": 615.0, "loads": 70, "truck_hours": 96.2}, tool="get_plant_day")]
    told = "Westgate poured 615 cy on 70 loads, under 9 cy a load, and most of its trucks hold 10."
    assert kinds(plant, told) == set()


def test_what_a_change_would_bring_and_a_term_in_minutes_are_the_assistants_own() -> None:
    cost = [R({"compute_usd": 8420.0, "storage_usd": 1310.5, "network_usd": 969.5}, tool="get_service_cost"),
            R({"requests": 214000000}, tool="get_request_volume", call_id="c2")]
    assert kinds(cost, "Cost is $10,700 for 214 million requests, $50 per million. Cutting compute by a quarter "
                       "would bring it down to roughly $40.16.") == set()
    lag = [R({"replicas": [{"host": "r3", "lag_ms": 95000}]}, tool="get_replica_lag")]
    assert kinds(lag, "r3 is 1 min 35 s behind, well inside a 5-minute RPO.") == set()


def test_what_would_happen_if_is_a_hypothetical() -> None:
    plug = [R({"power_w": 1480, "energy_today_wh": 6216}, tool="get_plug_reading")]
    told = ("It is drawing 1.48 kW and has used 6.216 kWh today. At that draw it would burn through about {} if it "
            "ran all day.")
    assert kinds(plug, told.format("35.5 kWh")) == set()


def test_the_first_two_nights_say_which_not_how_many() -> None:
    folio = [R({"nights": 3, "room_rate_usd": [189, 189, 214], "room_total_usd": 592}, tool="get_stay_folio")]
    assert kinds(folio, "Three nights: $189 for the first two nights, $214 for the last; $592 in all.") == set()


def test_anything_under_a_number_and_a_time_limit_are_rules() -> None:
    video = [R({"video_views": 184000, "avg_watch_time_ms": 7450}, tool="get_geo_report")]
    assert kinds(video, "184k views, average watch time 7.45 seconds. Anything under 10 seconds on a 15-second spot "
                        "means most people bail early.") == set()
    lift = [R({"code": 0, "msg": "ok", "data": {"停梯总分钟": 345, "困人次数": 1, "困人救援用时秒": 960}})]
    assert kinds(lift, "4月电梯一共停了5小时45分钟，困人1次，救援用了16分钟。这在30分钟的规定时限内。") == set()


def test_the_tail_of_a_ratio_and_a_chinese_pair_of_numerals_are_no_values() -> None:
    gift = [R({"employer": "Northvale Bank", "match_ratio": 2, "gift_usd": 350, "match_status": "approved"},
              tool="get_matching_gift")]
    assert kinds(gift, "Northvale Bank approved the 2:1 match on that $350 gift, so it brings in another $700, "
                       "$1,050 all told.") == set()
    usage = [R({"code": 0, "msg": "ok", "data": {"尿素kg": 48260, "覆盖面积亩": 1860}}, tool="查询农资用量")]
    assert kinds(usage, "尿素约48.3吨，亩均约25.9公斤，也就是二十五六公斤。") == set()


@pytest.mark.parametrize(("lux", "expected"), [(48, set()), (84, {"numeric_drift"})])
def test_a_cap_named_after_its_number_is_a_rule(lux: int, expected: set[str]) -> None:
    climate = [R({"gallery": "G7", "temp_c": 20.5, "rh": 0.48, "lux": 48}, tool="get_gallery_climate")]
    assert kinds(climate, f"G7 is at {lux} lux, just under the 50-lux cap for the loaned works.") == expected


def test_caps_after_a_count_are_capsules_not_a_cap() -> None:
    stock = [R({"on_hand": 340, "par": 500}, tool="get_stock")]
    assert kinds(stock, "RX-2209: 1,180 caps of amoxicillin 500 on hand.") == {"numeric_drift"}


@pytest.mark.parametrize(("hours", "expected"), [("21", set()), ("12", {"numeric_drift"})])
def test_a_number_inside_the_basis_of_a_figure_is_an_assumption(hours: str, expected: set[str]) -> None:
    balance = [R({"code": 0, "msg": "ok", "data": {"调休余额分钟": 1260, "过期日期": None}}, tool="get_tiaoxiu")]
    assert kinds(balance, f"你的调休还有{hours}个小时，按一天8小时算，够请两天多。") == expected


@pytest.mark.parametrize(("told", "expected"), [
    ("这一周价格跌了11.7%，想买的话可以再等等。", set()),
    ("这一周价格涨了11.7%，想买的话趁早。", {"numeric_drift"}),
])
def test_de_hua_opens_a_condition_in_its_own_clause_only(told: str, expected: set[str]) -> None:
    """"…，想买的话趁早": the price change before the comma is told, not supposed."""
    resale = [R({"code": 0, "msg": "ok", "data": {"挂单数": 938, "7日价格变化": -0.117}}, tool="转售行情")]
    assert kinds(resale, told) == expected


@pytest.mark.parametrize(("due", "expected"), [("15", set()), ("51", {"numeric_drift"})])
def test_once_a_threshold_is_passed_states_a_rule(due: str, expected: set[str]) -> None:
    escalation = [R({"ok": True, "escalation_id": "ESC-9034", "sla_first_response_min": 15}, tool="escalate_ticket")]
    told = (f"Escalated: SLA first response is {due} min. Our playbook says once lag passes 300 s, pin reads "
            "to the primary.")
    assert kinds(escalation, told) == expected


@pytest.mark.parametrize(("price", "expected"), [("$39.99", set()), ("$399.90", {"numeric_drift"})])
def test_a_misread_value_inside_advice_is_still_a_misreading(price: str, expected: set[str]) -> None:
    """Advice keeps its own numbers, but "$399.90" for the returned 39.99 shifts a value the result holds."""
    warranty = [R({"claims_used": 1, "claims_allowed": 3, "extended_plan_offer": {"years": 2, "price_usd": 39.99}},
                  tool="get_warranty_status")]
    told = f"You've used 1 of your 3 claims. If you'd like longer cover, the 2-year extended plan is {price}."
    assert kinds(warranty, told) == expected


MATCHES = [R({"code": 0, "msg": "success", "data": {"对局数": 198604, "分差过大局占比": 0.1247, "逃跑率": 0.01506}},
             tool="get_match_health")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("对局19.86万局，一边倒的局占12.5%，逃跑率1.5%出头。一边倒超过15%才需要动分段，先不调。", set()),
    ("对局19.86万局，一边倒的局占12.5%，逃跑率15%出头。一边倒超过15%才需要动分段，先不调。", {"numeric_drift"}),
])
def test_a_threshold_then_cai_is_a_rule_whose_round_number_misreads_nothing(narration: str, expected: set[str]) -> None:
    assert kinds(MATCHES, narration) == expected


def test_a_thousands_comma_does_not_end_an_advice_clause() -> None:
    text = "Rewards came to $1,735. For tax, the $1,200 figure is usually the one your accountant wants."
    clauses = [text[start:end] for start, end in advice_clauses(text)]
    assert any("$1,200 figure is usually" in clause for clause in clauses)
    assert not any("$1,735" in clause for clause in clauses)


def test_a_verdict_on_values_just_told_is_no_rule() -> None:
    """"都在正常范围" after the values judges them; it does not make the sentence a rule whose numbers are its own."""
    water = [R({"code": 0, "msg": "ok",
                "data": {"溶解氧毫克每升": None, "说明": "探头校准中", "pH": 7.2, "水温": 19.5}})]
    assert kinds(water, "取水口水温19.5度，pH 7.2，溶解氧暂时没有读数（探头校准中）。") == set()
    assert kinds(water, "取水口水温19.5度，pH 7.2，溶解氧6.8，都在正常范围。") == {"null_fill"}
    assert kinds(water, "溶解氧暂无读数（探头校准中）；pH在6.5到8.5都属于正常范围，现在7.2。") == set()


@pytest.mark.parametrize(("narration", "expected"), [
    ("名表当6万、当两个月的话，月利率0.5%，综合费率每月2.1%，每个月要付1560元。", set()),
    ("名表当6万、当两个月的话，月利率0.5%，综合费率每月0.21%，每个月要付1560元。", {"numeric_drift"}),
    ("要是当8万的话，综合费率每月大概0.21%。", set()),
])
def test_a_condition_that_restates_the_calls_arguments_is_the_quote_not_a_hypothesis(
    narration: str, expected: set[str]
) -> None:
    quote = [R({"code": 0, "msg": "ok", "data": {"月利率": 0.005, "月综合费率": 0.021, "每月应付": 1560}},
               {"品类": "名表", "当金": 60000, "期限月": 2}, tool="quote_terms")]
    assert kinds(quote, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("提前还30万、月供不变的话，能少还28.64万利息，还款期缩短97个月。", set()),
    ("提前还30万，能少还28.64万利息，还款期缩短97个月。", set()),
    ("提前还30万，能少还26.84万利息，还款期缩短97个月。", {"numeric_drift"}),
])
def test_paying_less_restates_a_saving(narration: str, expected: set[str]) -> None:
    prepay = [R({"code": 0, "msg": "ok", "data": {"节省利息": 286412.55, "缩短期数": 97, "新剩余期数": 226}},
                {"贷款编号": "HL3309218", "金额": 300000}, tool="calc_prepayment")]
    assert kinds(prepay, narration) == expected
