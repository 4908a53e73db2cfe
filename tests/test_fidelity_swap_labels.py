"""Labels that tell which of two near-synonym fields a number is: who a sum comes from, a verb form of the key's
own word, a cumulative "to date" figure, a label ended by a comparison. Each reading is shown as a faithful
narration and the field-swapped twin that must be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

CLOSING = [R({"purchase_price": 529000, "lender_credits": 2500.0, "seller_credits": 6000.0,
              "cash_to_close": 102162.37}, {"file_no": "ESC-25-04417"}, tool="get_closing_disclosure")]
CLAIM = [R({"status": "open", "paid_to_date": 18250.0, "outstanding_reserve": 41750.0, "total_incurred": 60000.0},
           {"claim_no": "GL-24-30977"}, tool="get_claim")]
CRANE = [R({"lifts": 47, "gust_peak_kmh": 46, "wind_limit_kmh": 72}, {"crane_id": "TC-1"}, tool="get_crane_day_log")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CLOSING, "Minus credits: $2,500 from the lender and $6,000 from the seller.", set()),
    (CLOSING, "Minus credits: $6,000 from the lender and $2,500 from the seller.", {"field_swap"}),
    (CLAIM, "The claim is open, with $18,250 paid so far against $60,000 incurred.", set()),
    (CLAIM, "The claim is open, with $41,750 paid so far against $60,000 incurred.", {"field_swap"}),
    (CRANE, "47 lifts. Wind: gusts peaked at 46 km/h.", set()),
    (CRANE, "47 lifts. Wind: gusts peaked at 72 km/h.", {"field_swap"}),
])
def test_the_label_picks_one_of_two_near_synonym_fields(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_a_verb_form_names_only_a_key_written_with_its_stem() -> None:
    # "rated" would reach `share` through the concept "rate" the lexicon gives that key; the key is not written
    # with "rate", so the 4.7 stays an unlabelled, matching value
    podcast = [R({"rating": {"apple_avg": 4.7, "apple_count": 1184}}, call_id="c1"),
               R({"top_countries": [{"country": "US", "share": 0.58}]}, call_id="c2")]
    assert kinds(podcast, "The show is rated 4.7 stars on Apple from 1,184 ratings; 58% of listeners are in the US."
                 ) == set()


LEAGUE = [R({"games": [{"machine": "Godzilla", "points": 7}, {"machine": "Attack from Mars", "points": 5},
                       {"machine": "Medieval Madness", "points": 3}], "night_points": 15},
            {"league": "Tilt City", "night": "2027-05-14"}, tool="get_league_night")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- Godzilla: 7 points\n- Attack from Mars: 5 points\n- Medieval Madness: 3 points\n\n15 on the night.", set()),
    ("- Godzilla: 7 points\n- Attack from Mars: 5 points\n- Medieval Madness: 5 points\n\n15 on the night.",
     {"field_swap"}),
])
def test_the_month_digits_of_a_date_argument_excuse_no_count(narration: str, expected: set[str]) -> None:
    """The night asked for is 2027-05-14: a narration echoes its day, but never writes its month as "5", so a 5
    told for the wrong row is that row's swap, not an echo of the month."""
    assert kinds(LEAGUE, narration) == expected


STREAM = [R({"code": 0, "data": {"gift_flow_yuan": 9968.4, "live_min": 362}}, {"date": "2027-06-17"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("昨天礼物流水小一万，播了6个小时零两分。", set()),
    ("昨天礼物流水小一万，播了6个小时零五分。", {"numeric_drift"}),
])
def test_minutes_in_words_after_hours_join_the_duration(narration: str, expected: set[str]) -> None:
    assert kinds(STREAM, narration) == expected


DESK = [R({"this_week": {"opened": 418, "resolved": 392, "breaches": 17, "median_response_min": 22},
           "last_week": {"opened": 376, "resolved": 401, "breaches": 23, "median_response_min": 31}},
          {"queue": "IT-Global", "weeks": 2}, tool="get_servicedesk_stats")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("This week vs last:\n- Opened: 418 vs 376\n- Resolved: 392 vs 401\n- Breaches: 17 vs 23\n"
     "- Median response: 22 min vs 31 min", set()),
    ("This week vs last:\n- Opened: 418 vs 376\n- Resolved: 392 vs 401\n- Breaches: 17 vs 23\n"
     "- Median response: 31 min vs 22 min", {"field_swap"}),
    # a pair that names its own places may go the other way round
    ("This week vs last:\n- Opened: 418 vs 376\n- Resolved: 392 vs 401\n- Breaches: 17 vs 23\n"
     "- Median response: 31 min last week vs 22 min this week", set()),
])
def test_vs_pairs_keep_the_order_the_other_pairs_set(narration: str, expected: set[str]) -> None:
    assert kinds(DESK, narration) == expected


DRYER = [R({"code": 0, "data": {"moisture_in_pct": 22.8, "moisture_out_pct": 14.2, "hot_air_temp_c": 92}},
           {"tower": "3号烘干塔"}, tool="get_tower_status")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("3号塔现在出塔水分14.2，热风92度。", set()),
    ("3号塔入塔水分22.8，出塔水分14.2。", set()),
    ("3号塔现在出塔水分22.8，热风92度。", {"field_swap"}),
    ("3号塔入塔水分14.2，热风92度。", {"field_swap"}),
])
def test_in_and_out_before_a_noun_pick_the_inbound_or_outbound_field(narration: str, expected: set[str]) -> None:
    """``moisture_in_pct``: a direction word before the unit still says which way; 入塔/出塔 say the same."""
    assert kinds(DRYER, narration) == expected


SUBSIDY = [R({"code": 0, "data": {"living_subsidy_yuan_month": 0, "nursing_subsidy_yuan_month": 150,
                                  "start_month": "2025-07"}}, {"name": "陈国平"}, tool="disability_subsidy")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("补贴批下来了：护理补贴每月150元，7月开始发；生活补贴没批。", set()),
    ("补贴批下来了：生活补贴每月150元，7月开始发。", {"field_swap"}),
])
def test_a_key_with_a_unit_before_its_period_is_an_amount_per_period(narration: str, expected: set[str]) -> None:
    """``nursing_subsidy_yuan_month`` is yuan a month, not a calendar month like ``start_month``."""
    assert kinds(SUBSIDY, narration) == expected


WHOLESALE = [R({"case_qty": 6, "case_price_usd": 57.0, "msrp_usd": 14.99, "min_cases": 4}, {"sku": "KC-1GAL"},
               tool="get_wholesale_price")]
STRINGING = [R({"racquet": "Pure Aero 98", "mains_lb": 55, "crosses_lb": 53, "price_usd": 38},
               {"job_id": "SJ-20877"}, tool="get_string_job")]
FLOATS = [R({"plan": "Float 4", "monthly_usd": 159, "floats_used": 3, "floats_remaining": 1},
            {"member_id": "M-4471"}, tool="get_membership")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (WHOLESALE, "It wholesales at $57 a case of six. The minimum order is 4 cases.", set()),
    (WHOLESALE, "It wholesales at $57 a case of six. The minimum order is 6 cases.", {"field_swap"}),
    (STRINGING, "Your Pure Aero 98 is strung at 55 lb on the mains and 53 lb on the crosses, $38 total.", set()),
    (STRINGING, "Your Pure Aero 98 is strung at 53 lb on the mains and 55 lb on the crosses, $38 total.",
     {"field_swap"}),
    (FLOATS, "You're on Float 4 at $159 a month: three floats used, one left.", set()),
    (FLOATS, "You're on Float 4 at $159 a month. So far you've used one float and have three left.", {"field_swap"}),
    (FLOATS, "You're on Float 4 at $159 a month.\n- Floats: three left", {"field_swap"}),
])
def test_what_a_count_or_measure_is_of(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """A bound's counted noun ("6 cases" for ``min_cases``), what a measure is set on ("53 lb on the mains"), and
    a state word after a count ("three left": the label before it still names the field)."""
    assert kinds(results, narration) == expected


SALE = [R({"status": "closed", "list_price": 689000, "sale_price": 712500, "days_on_market": 6},
          {"mls_id": "RX-2219804"}, tool="get_closed_sale")]
PRODUCT = [R({"price": 100.0, "discount": 20.0, "stock": 14}, {"sku": "KB-204"}, tool="get_product")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SALE, "It closed after 6 days: listed at $689,000 and sold for $712,500.", set()),
    (SALE, "It closed after 6 days: listed at $712,500 and sold for $689,000.", {"field_swap"}),
    (PRODUCT, "SKU KB-204 is listed at $100.00 and 14 units are in stock.", set()),
    (PRODUCT, "SKU KB-204 is listed at $20.00 and 14 units are in stock.", {"field_swap"}),
])
def test_listed_at_and_sold_for_name_the_list_and_sale_prices(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


ORDERS = [R({"orders": [{"order_no": "W-50112", "items": 2, "total": 86.4},
                        {"order_no": "W-50691", "items": 4, "total": 139.75},
                        {"order_no": "W-50940", "items": 1, "total": 24.99}]},
            {"customer_id": "C-208814"}, tool="list_orders")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- **W-50112**: 2 items, $86.40\n- **W-50691**: 4 items, $139.75\n- **W-50940**: 1 item, $24.99", set()),
    ("- **W-50112**: 2 items, $86.40\n- **W-50691**: 4 items, $24.99\n- **W-50940**: 1 item, still processing",
     {"field_swap"}),
])
def test_a_line_label_names_the_row_of_the_values_after_it(narration: str, expected: set[str]) -> None:
    assert kinds(ORDERS, narration) == expected


DIALYSIS = [R({"pre_weight_kg": 82.6, "post_weight_kg": 80.3, "uf_removed_l": 2.4}, {"patient_id": "D-2291"})]
POTASSIUM = [R({"test": "Potassium", "value": 5.4, "ref_low": 3.5, "ref_high": 5.1, "flag": "H"},
               {"test_code": "K"}, tool="get_lab_result")]
DOCK = [R({"inbound": {"trailers": 23, "pallets": 614, "cartons": 18220},
           "outbound": {"trailers": 31, "pallets": 702, "cartons": 25894}}, {"site": "DC-RNO2"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (DIALYSIS, "Pre-weight was 82.6 kg and post-weight 80.3 kg, with 2.4 L taken off.", set()),
    (DIALYSIS, "Pre-weight was 80.3 kg and post-weight 82.6 kg, with 2.4 L taken off.", {"field_swap"}),
    (POTASSIUM, "Potassium is 5.4 mmol/L, flagged high; the lab's upper limit is 5.1.", set()),
    (POTASSIUM, "Potassium is 5.4 mmol/L, flagged high; the lab's upper limit is 3.5.", {"field_swap"}),
    (DOCK, "23 trailers came in with 614 pallets. On the outbound side you shipped 31 trailers, 702 pallets and "
           "25,894 cartons.", set()),
    (DOCK, "23 trailers came in with 614 pallets. On the outbound side you shipped 31 trailers, 702 pallets and "
           "18,220 cartons.", {"field_swap"}),
])
def test_prefixed_words_reference_bounds_and_a_place_named_for_a_list(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"pre-weight" names ``pre_weight_kg``; ``ref_high`` is a reference range's upper limit, not an id; a place
    the sentence names ("on the outbound side") holds every number listed after it."""
    assert kinds(results, narration) == expected


LIVER = [R({"code": 0, "data": {"items": [
    {"名称": "ALT", "结果": 68, "单位": "U/L", "提示": "↑"},
    {"名称": "AST", "结果": 41, "单位": "U/L", "提示": "↑"},
    {"名称": "白蛋白", "结果": 43.5, "单位": "g/L", "提示": ""}]}})]
_TABLE = ("| 项目 | 结果 | 提示 |\n|---|---|---|\n| ALT（谷丙） | {} U/L | ↑ |\n| AST（谷草） | {} U/L | ↑ |\n"
          "| 白蛋白 | 43.5 g/L | 正常 |")


@pytest.mark.parametrize(("narration", "expected"), [
    (_TABLE.format(68, 41), set()),
    (_TABLE.format(41, 68), {"field_swap"}),
])
def test_a_text_every_row_shares_names_no_row(narration: str, expected: set[str]) -> None:
    """"U/L" after the number is the unit of every enzyme row: it does not say the 41 is AST's; the row's first
    cell (ALT) does."""
    assert kinds(LIVER, narration) == expected


BOX = [R({"home": {"team": "Denver", "pts": 114, "tov": 11}, "away": {"team": "Phoenix", "pts": 108, "tov": 16}},
         {"game_id": "0042700315"}, tool="get_box_score")]
WAREHOUSE = [R({"code": 0, "data": {"入库": {"单数": 46, "托数": 212}, "出库": {"单数": 1925, "托数": 158}}},
               {"仓库": "嘉兴仓"})]
HERD = [R({"avg_weight_lb": {"steers": 812, "heifers": 744}, "adg_lb_day": {"steers": 2.4, "heifers": 1.9}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (BOX, "Denver won 114–108; Phoenix didn't help itself with 16 turnovers.", set()),
    (BOX, "Denver won 114–108; Phoenix didn't help itself with 11 turnovers.", {"field_swap"}),
    (WAREHOUSE, "- 入库：46单，共212托\n- 出库：1925单，共158托", set()),
    (WAREHOUSE, "- 入库：46单\n- 出库：1925单，共212托", {"field_swap"}),
    # the objects here are measures whose fields are the things: "average" names no place of 2.4
    (HERD, "Steers average 812 lb and gain 2.4 lb/day; heifers average 744 lb at 1.9 lb/day.", set()),
])
def test_a_value_told_where_its_clause_names_another_object_with_the_same_field(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """An unlabelled value of one object (the home team, 入库) told in a clause that names the parallel object by
    its key (出库) or a text inside it (Phoenix) is that object's field swapped."""
    assert kinds(results, narration) == expected


LINE = [R({"data_used_gb": 41.7, "premium_data_cap_gb": 50, "hotspot_used_gb": 12.3, "hotspot_cap_gb": 15,
           "days_left": 9}, {"line": "4471"}, tool="get_line_usage")]
BOTTLING = [R({"cases_planned": 1800, "cases_bottled": 1746, "reject_bottles": 138}, {"run_id": "BR-0612"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (LINE, "With 9 days left you've used 41.7 GB of your 50 GB premium data.", set()),
    (LINE, "With 9 days left you've used 12.3 GB of your 50 GB premium data.", {"field_swap"}),
    (BOTTLING, "The run filled 1,746 of the 1,800 cases planned, with 138 rejects.", set()),
])
def test_a_part_told_of_a_whole_is_measured_by_the_wholes_noun(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"12.3 GB of your 50 GB premium data" is premium data used (not hotspot data); the whole's participle
    ("planned") describes only the whole."""
    assert kinds(results, narration) == expected


BILLS = [R({"code": 0, "data": {"list": [
    {"date": "2027-09-01", "orders": 61, "turnover": 3684.5, "income": 2911.26},
    {"date": "2027-09-02", "orders": 55, "turnover": 3312.0, "income": 2605.84},
    {"date": "2027-09-03", "orders": 72, "turnover": 4418.8, "income": 3490.35},
    {"date": "2027-09-04", "orders": 89, "turnover": 5620.4, "income": 4431.07}]}})]
_BILL_TABLE = ("| 日期 | 单量 | 实收（元） |\n|---|---|---|\n| 9月1日 | 61 | 2911.26 |\n| 9月2日 | 55 | 2605.84 |\n"
               "| 9月3日 | 72 | 3490.35 |\n| 9月4日 | 89 | {} |")


TONER = [R({"devices": [{"tag": "A", "toner": {"black": 0.64}}, {"tag": "B", "toner": {"black": 0.18, "yellow": 0.07}},
                        {"tag": "C", "toner": {"black": 0.51}}]})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (BILLS, _BILL_TABLE.format("4431.07"), set()),
    (BILLS, _BILL_TABLE.format("5620.40"), {"field_swap"}),
    # a cell that names its own field may differ from the rest of its column
    (TONER, "| Asset | Lowest toner |\n|---|---|\n| A | black 64% |\n| B | yellow 7% |\n| C | black 51% |", set()),
])
def test_a_column_states_one_field_of_each_row(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """Three cells of the 实收 column hold their day's income: the fourth holding its day's turnover is a swap,
    though no rule knows the word 实收."""
    assert kinds(results, narration) == expected


AIR = [R({"code": 0, "data": {"aqi": 189, "pm25": 142, "pm10": 198, "no2": 64}}, {"station": "世纪公园"})]
MILES = [R({"code": 0, "data": {"availableMiles": 64320, "qualifying": {"miles": 31870, "segments": 22},
                                "keepTier": {"milesNeeded": 50000, "segmentsNeeded": 30}}})]
FLOW = [R({"code": 0, "data": {"general": {"usedGB": 21.37, "totalGB": 40}, "daysLeft": 12}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (AIR, "- AQI 189\n- PM2.5：142微克/立方米\n- PM10：198", set()),
    (AIR, "- AQI 189\n- PM2.5：198微克/立方米\n- 二氧化氮64", {"field_swap"}),
    (MILES, "可用里程64320；定级里程31870，保级要5万定级里程或者30个航段。", set()),
    (MILES, "可用里程31870；定级里程64320。", {"field_swap"}),
    (FLOW, "这个月通用流量用了21.37G，套餐一共40G，还有12天。", set()),
    (FLOW, "这个月通用流量用了12.37G，套餐一共40G，还有12天。", {"numeric_drift"}),
])
def test_pm25_qualifying_miles_and_gigabytes_written_g(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """PM2.5 names ``pm25`` (its 2.5 is no value); 定级 is qualifying, and 定级里程 stays one label of
    ``qualifying.miles`` rather than lending 里程 to the next number; 40G of data is 40 GB (a 5G network is not)."""
    assert kinds(results, narration) == expected


SHOP_TAXES = [R({"code": 0, "data": {"成交价": 1260000, "契税": 37800, "增值税": 60000, "个税": 12600, "印花税": 630}},
                {"合同号": "SP-2027-0318"}, tool="calc_deal_taxes")]
CREATININE = [R({"code": 0, "data": {"结果": 98, "单位": "μmol/L"}}, {"项目": "肌酐", "日期": "2027-03-02"},
                call_id="c_a"),
              R({"code": 0, "data": {"结果": 131, "单位": "μmol/L", "提示": "↑"}},
                {"项目": "肌酐", "日期": "2027-03-16"}, call_id="c_b")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SHOP_TAXES, "成交价126万。买方交契税3.78万、印花税630；增值税6万和个税1.26万归卖方。", set()),
    (SHOP_TAXES, "成交价126万。买方交契税6万、印花税630。", {"field_swap"}),
    (CREATININE, "3月2号的肌酐是98，3月16号复查升到131 μmol/L。", set()),
    (CREATININE, "3月16号复查的肌酐是98 μmol/L。", {"field_swap"}),
])
def test_a_short_chinese_key_is_named_by_its_own_text_and_a_date_by_hao(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """契税, 增值税 and 个税 all read as "tax": only their own text tells them apart; "3月16号" names the call
    asked for 2027-03-16."""
    assert kinds(results, narration) == expected


ATTENDANCE = [R({"paid_admissions": 1520, "member_visits": 480, "free_entries": 400, "total": 2400},
                {"date": "2027-08-21"}, tool="get_daily_attendance")]
PLAYERS = [R({"code": 0, "data": {"Qiao": {"games": 38, "kda": 4.6, "killShare": 0.27},
                                  "Leaf": {"games": 38, "kda": 5.3, "killShare": 0.31}}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (ATTENDANCE, "Of the 2,400 visitors on August 21, 1,520 paid and 480 came in on memberships.", set()),
    (PLAYERS, "38局下来，Leaf的KDA 5.3比Qiao的4.6高0.7，击杀占比31%对27%。", set()),
    (PLAYERS, "38局下来，Qiao的KDA 4.6，击杀占比31%。", {"field_swap"}),
])
def test_a_date_after_a_label_and_two_places_in_one_sentence(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"visitors on August 21" leads on to a date, so "visitors" is no label of 2,400 alone; a sentence that
    names both players compares them, and places none of its later numbers."""
    assert kinds(results, narration) == expected


ENGAGEMENT = [R({"code": 0, "msg": "ok", "data": {"dau": 186420, "wau": 512300, "mau": 1138600}},
                {"app": "潮汐记账"}, tool="get_engagement")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("潮汐记账月活113.86万，日活18.64万，周活51.23万。", set()),
    ("潮汐记账月活113.86万，日活51.23万。", {"field_swap"}),
    ("Tides had 1,138,600 monthly actives and 186,420 daily actives.", set()),
    ("Tides had 1,138,600 monthly actives and 512,300 daily actives.", {"field_swap"}),
])
def test_active_user_counts_are_named_in_both_languages(narration: str, expected: set[str]) -> None:
    assert kinds(ENGAGEMENT, narration) == expected


CHARGE = [R({"socStartPct": 18, "socEndPct": 80, "avgPowerKw": 109.2, "maxPowerKw": 142, "costUsd": 25.34},
            {"session": "EV-16"}, tool="get_charge_session")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Nice quick stop: 18% to 80%, averaging 109.2 kW and peaking at 142 kW, for $25.34.", set()),
    ("Nice quick stop: 18% to 80%, averaging 142 kW, for $25.34.", {"field_swap"}),
])
def test_a_verb_form_names_a_key_that_abbreviates_its_word(narration: str, expected: set[str]) -> None:
    """``avgPowerKw`` is written with "avg", which "averaging" spells out."""
    assert kinds(CHARGE, narration) == expected


DISPUTES = [R({"refunds": {"count": 9, "amount_usd": 612.4}, "chargebacks": {"count": 3, "amount_usd": 287.0}},
              {"merchant_id": "mid_7740213", "month": "2027-03"}, tool="get_dispute_summary")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("March had 9 refunds for $612.40 and 3 chargebacks totalling $287.", set()),
    ("March had 3 refunds for $612.40.", {"field_swap"}),
])
def test_the_month_of_a_month_argument_excuses_no_count(narration: str, expected: set[str]) -> None:
    """Asked for "2027-03", a narration names the month; a 3 in it counts something."""
    assert kinds(DISPUTES, narration) == expected


HARVEST = [R({"fish_harvested": 146870, "gutted_weight_kg": 432615.8, "avg_gutted_kg": 2.9456},
             {"harvest_id": "H-28-019"}, tool="get_harvest_summary")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Fish: about 147k. Gutted weight: roughly 433 t, ~2.95 kg a fish.", set()),
    ("Fish: about 147k. Gutted weight: roughly 433 t, ~29.5 kg a fish.", {"numeric_drift"}),
    ("A pint is $9 and a double $6.50.", set()),
])
def test_what_a_measure_is_per_is_no_label(narration: str, expected: set[str]) -> None:
    """"2.95 kg a fish" is the weight per fish, not the count of fish; after a price ("$9 a pint") the words still
    name what is sold."""
    results = HARVEST if "Fish" in narration else [R({"price_usd": {"single": 4.75, "double": 6.5, "pint": 9}})]
    assert kinds(results, narration) == expected


BALES = [R({"bales": 46, "total_lb": 55890, "min_lb": 1040, "max_lb": 1310}, tool="get_bale_weights")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("46 OCC bales yesterday for 55,890 lb, so they averaged 1,215 lb.", set()),
    ("46 OCC bales yesterday, 1,310 lb in total, so they averaged 1,215 lb.", {"field_swap"}),
])
def test_a_unit_the_swapped_in_field_shares_names_that_field(narration: str, expected: set[str]) -> None:
    assert kinds(BALES, narration) == expected


MORTGAGE = [R({"total_due": 2741.63, "breakdown": {"principal": 612.08, "interest": 1551.35, "escrow": 578.2}},
              tool="get_next_payment")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Your payment is $2,741.63. Of that, $612.08 goes to principal, $1,551.35 to interest and $578.20 to escrow.",
     set()),
    ("Your payment is $2,741.63. Of that, $1,551.35 goes to principal, $612.08 to interest and $578.20 to escrow.",
     {"field_swap"}),
])
def test_money_that_goes_to_a_part_is_named_by_it(narration: str, expected: set[str]) -> None:
    assert kinds(MORTGAGE, narration) == expected


def test_a_small_number_in_words_counts_things_and_is_never_a_sum_of_money() -> None:
    orders = [R({"original_contract_usd": 48250000, "approved_co_usd": 1412600, "count_approved": 17,
                 "count_pending": 4, "pending_co_usd": 386400}, tool="get_change_orders")]
    told = "{} approved change orders add $1,412,600. Four more worth $386,400 are still pending."
    assert kinds(orders, told.format("Seventeen")) == set()
    assert kinds(orders, told.format("Fourteen")) != set()


def test_a_table_of_numbered_columns_is_read_cell_by_cell() -> None:
    """Columns headed M1, M2, M3 for keys ``m1``/``m2``/``m3`` (months, not square or cubic metres): a digit in the
    next cell is no tag for this one."""
    cohorts = [R({"cohorts": [{"cohort": "2027-01", "size": 2418, "m1": 0.7841, "m2": 0.6903, "m3": 0.6442},
                              {"cohort": "2027-02", "size": 2107, "m1": 0.7969, "m2": 0.7012, "m3": 0.6518},
                              {"cohort": "2027-03", "size": 2655, "m1": 0.8105, "m2": 0.7198, "m3": 0.6601}]},
                 tool="get_cohort_retention")]
    table = "| Cohort | Size | M1 | M2 | M3 |\n|---|---|---|---|---|\n| Jan | 2,418 | 78.4% | 69.0% | 64.4% |\n"
    march = "\n| Mar | 2,655 | 81.1% | 72.0% | 66.0% |"
    assert kinds(cohorts, table + "| Feb | 2,107 | 79.7% | 70.1% | 65.2% |" + march) == set()
    assert kinds(cohorts, table + "| Feb | 2,107 | 79.7% | 65.2% | 70.1% |" + march) == {"field_swap"}


def test_the_whole_of_a_count_is_no_total_of_money() -> None:
    """"274 of 300 room-nights" gives 300 the whole's label, "total": a count, not ``total_usd``."""
    costs = [R({"attendees": 386, "room_nights": 274, "room_nights_contracted": 300, "total_usd": 78097.4},
               tool="get_event_costs")]
    assert kinds(costs, "Total around $78.1k. Pickup was 91.3% (274 of 300 room-nights).") == set()
    envelopes = [R({"envelope": {"id": "ENV-50311", "recipients": {"total": 3, "signed": 2}}},
                   {"envelope_id": "ENV-50311"}, call_id="a"),
                 R({"envelope": {"id": "ENV-50340", "recipients": {"total": 5, "signed": 5}}},
                   {"envelope_id": "ENV-50340"}, call_id="b")]
    assert kinds(envelopes, "ENV-50311: 2 of 5 signed. ENV-50340 is completed, 5 of 5.") == {"field_swap"}


@pytest.mark.parametrize(("output", "told", "expected"), [
    ({"code": 0, "data": {"海运费USD": 2350, "汇率": 7.1825, "海运费CNY": 16878.88}},
     "这柜海运费2350美元，按7.1825的汇率折人民币16878.88元。", set()),
    ({"code": 0, "data": {"海运费USD": 2350, "汇率": 7.1825, "海运费CNY": 16878.88}},
     "这柜海运费2350美元，按7.1825的汇率折人民币16788.88元。", {"numeric_drift"}),
    ({"code": 0, "data": {"汇率": 7.8463, "结果": 23538.9}}, "3000欧元按今天的汇率差不多能换2.35万人民币。", set()),
])
def test_words_after_an_by_name_the_basis_not_the_number(output: dict[str, Any], told: str,
                                                         expected: set[str]) -> None:
    """"按…的汇率折/换": the rate is what the amount is worked out by; the number after is the result."""
    assert kinds([R(output, {"金额": 3000})], told) == expected


def test_a_column_headed_per_a_unit_is_a_price_not_that_unit() -> None:
    """"| Tons | $/ton |": the first column holds ``tons``, the second ``price_usd_ton`` (a price per ton)."""
    blocks = [R({"blocks": [{"block": "B3", "tons": 18.74, "price_usd_ton": 3850},
                            {"block": "B7", "tons": 31.26, "price_usd_ton": 2900}]}, tool="get_harvest_tally")]
    table = "| Block | Tons | $/ton |\n|---|---|---|\n| B3 | ~18.7 | {} |\n| B7 | ~31.3 | 2,900 |"
    assert kinds(blocks, table.format("3,850")) == set()
    assert kinds(blocks, table.format("3,580")) == {"numeric_drift"}


@pytest.mark.parametrize(("told", "expected"), [
    ("You walked about 285,000 steps in July, roughly 9,200 a day.", set()),
    ("You walked about 285,000 steps in July, roughly 918 a day.", {"numeric_drift"}),
])
def test_a_count_a_day_counts_per_day_not_days(told: str, expected: set[str]) -> None:
    steps = [R({"total_steps": 284716, "days": 31, "avg_steps": 9184.4}, tool="get_activity_month")]
    assert kinds(steps, told) == expected


def test_the_part_of_a_deductible_is_what_was_met() -> None:
    plan = [R({"deductible_usd": 3500, "met_usd": 2731.62, "met_frac": 0.7805}, tool="get_accumulators")]
    assert kinds(plan, "You've covered about $2,730 of your $3,500 deductible, roughly 78%.") == set()
    assert kinds(plan, "You've covered about $2,370 of your $3,500 deductible, roughly 78%.") == {"numeric_drift"}


FLIGHT_AND_HOTEL = [
    R({"code": 0, "msg": "ok", "data": {"航班": "CA1515", "票价": 1240, "机建燃油": 150}}, {"订单": "F2027041502"},
      tool="get_flight_order", call_id="a"),
    R({"code": 0, "msg": "ok", "data": {"酒店": "北京国贸大酒店", "晚数": 2, "房价": 980}}, {"订单": "H9930217"},
      tool="get_hotel_order", call_id="b"),
]


@pytest.mark.parametrize(("fare", "expected"), [("1240", set()), ("980", {"field_swap"})])
def test_another_calls_value_under_a_key_the_label_names_exactly(fare: str, expected: set[str]) -> None:
    """"CA1515票价980元": the clause names the flight, 票价 is its key, and 980 is only the hotel's 房价."""
    told = f"机票订好了，CA1515票价{fare}元，机建燃油150；国贸大酒店两晚，每晚980。"
    assert kinds(FLIGHT_AND_HOTEL, told) == expected


def test_a_number_worked_out_from_said_ones_is_no_cross_call_swap() -> None:
    results = [R({"registered": 64, "checked_in": 58}, {"event": "Open S4"}, tool="get_registrations", call_id="a"),
               R({"setups": 32, "seats": 1200}, {"venue": "Halden Arena"}, tool="get_venue", call_id="b"),
               R({"admins": 6, "stream_ops": 3}, {"event": "Open S4"}, tool="get_staff_roster", call_id="c")]
    told = "58 players makes 29 matches, and Halden has 32 setups, so every match can run at once with {} setups spare."
    assert kinds(results, told.format(3)) == set()


QUEUES = [R({"solo_median_s": 96, "party_median_s": 148, "solo_p95_s": 302, "party_p95_s": 455, "matches": 40218},
            {"mode": "ranked"}, tool="get_queue_times")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Solo players wait a median 96 s, parties 148 s. At the tail, p95 is 302 s for solo and 455 s for parties.",
     set()),
    ("Solo players wait a median 96 s, parties 148 s. At the tail, p95 is 455 s for solo and 302 s for parties.",
     {"field_swap"}),
])
def test_words_after_a_preposition_pick_one_of_the_fields_the_label_before_fits(
    narration: str, expected: set[str]
) -> None:
    assert kinds(QUEUES, narration) == expected


CHARGER_AND_BILL = [
    R({"code": 0, "data": {"充电次数": 12, "充电量kWh": 312.5, "电费元": 93.75}}, tool="query_home_charger_month",
      call_id="c1"),
    R({"code": 0, "data": {"总用电kWh": 786, "电费元": 412.36}}, tool="query_electric_bill", call_id="c2"),
]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- 充电12次，共312.5度\n- 充电电费93.75元\n\n全家这个月一共用电786度，电费412.36元。", set()),
    ("- 充电12次，共312.5度\n- 充电电费412.36元\n\n全家这个月一共用电786度。", {"field_swap"}),
])
def test_the_labels_other_words_pick_the_call_of_a_key_two_calls_return(narration: str, expected: set[str]) -> None:
    assert kinds(CHARGER_AND_BILL, narration) == expected


QOS = [R({"qos": "long", "max_wall_minutes": 10080, "max_gpus_per_user": 4, "max_jobs_per_user": 20},
         tool="get_qos_limits")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("The long QOS lets a job run up to 7 days (168 hours), capped at 4 GPUs and 20 jobs per user.", set()),
    ("The long QOS lets a job run up to 7 days (168 hours), capped at 4 GPUs and 10080 jobs per user.",
     {"field_swap"}),
])
def test_a_measured_number_a_field_of_its_measure_holds_is_no_count_swapped_in(
    narration: str, expected: set[str]
) -> None:
    # "7 days" is max_wall_minutes in days, not a count of jobs the label after it names; a bare 10080 told as
    # the count of jobs is the swap
    assert kinds(QOS, narration) == expected


SCORECARD = [R({"otd_pct": 91.5, "quality_score": 86, "previous_quality_score": 78, "claims_usd": 2140},
               {"brand": "Fernway", "quarter": "2027-Q4"}, tool="get_brand_scorecard")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Fernway's Q4 scorecard has us at 91.5% on-time, a quality score of 86 (up from 78) and $2,140 in claims.",
     set()),
    ("Fernway's Q4 scorecard has us at 91.5% on-time, a quality score of 78 and $2,140 in claims.", {"field_swap"}),
])
def test_a_label_without_previous_names_the_current_figure(narration: str, expected: set[str]) -> None:
    """"a quality score of 78" names quality_score by all its words; previous_quality_score would need "previous"."""
    assert kinds(SCORECARD, narration) == expected


ROYALTIES = [R({"book_writer_pct": 2.5, "composer_pct": 3.5, "lyricist_pct": 3.0, "advance_usd": 15000},
               {"production": "Wren's Crossing"}, tool="get_royalty_terms")]
INDEX = [R({"index_level": 4210.5, "change_pct": 3.5, "record_high": 4210.5}, {"index": "SPX"}, tool="get_index")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (ROYALTIES, "Royalties: 2.5% to the book writer, 3.5% to the composer and 3% to the lyricist, 9% in all.", set()),
    (ROYALTIES, "Royalties: 3.5% to the book writer, 2.5% to the composer and 3% to the lyricist, 9% in all.",
     {"field_swap"}),
    (INDEX, "The index rose 3.5% to the highest level.", set()),
])
def test_a_share_named_by_whom_it_goes_to(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """"3.5% to the book writer" names book_writer_pct; after a move ("rose 3.5% to …") "to" tells where it ended."""
    assert kinds(results, narration) == expected


def test_take_home_pay_is_the_net() -> None:
    week = [R({"gross_usd": 1520.4, "fees_usd": 380.1, "net_usd": 1140.3, "trips": 58})]
    assert kinds(week, "She took home $1,140.30 over 58 trips, after $380.10 in fees.") == set()
    assert kinds(week, "She took home $1,520.40 over 58 trips, after $380.10 in fees.") == {"field_swap"}


def test_a_count_named_by_its_own_key_is_not_excused_by_the_next_clause() -> None:
    """"at 92 DIM, confirmed pregnant": DIM names dim; pregnant is the next clause's, not the 92's."""
    cow = [R({"cow_id": 4410, "dim": 203, "days_pregnant": 88, "last_milk_lb": 68.2})]
    assert kinds(cow, "#4410 is at 203 DIM, confirmed pregnant, and gave 68.2 lb last milking.") == set()
    assert kinds(cow, "#4410 is at 88 DIM, confirmed pregnant, and gave 68.2 lb last milking.") == {"field_swap"}


def test_cancellations_name_the_cancelled_counts_and_day_of_is_no_unit() -> None:
    """"41 day-of cancellations" counts ``cancelled_day_of`` (no days), apart from ``cancelled_prior``."""
    month = [R({"scheduled": 980, "cancelled_day_of": 41, "cancelled_prior": 63})]
    assert kinds(month, "October had 41 day-of cancellations out of 980 scheduled cases.") == set()
    assert kinds(month, "October had 63 day-of cancellations out of 980 scheduled cases.") == {"field_swap"}


def test_a_sign_verb_before_a_load_tells_an_act_not_a_fall() -> None:
    """"dropped 20,480 lb net": a truck dropping its load; a net weight is never below zero."""
    ticket = [R({"ticket": "EST-1", "gross_lb": 52360, "tare_lb": 31880, "net_lb": 20480})]
    assert kinds(ticket, "The truck dropped 20,480 lb net (52,360 gross, 31,880 tare).") == set()
    assert kinds(ticket, "The truck dropped 24,080 lb net (52,360 gross, 31,880 tare).") == {"numeric_drift"}


def test_another_fields_value_supposed_in_a_condition_is_no_swap() -> None:
    """"If the surface gets past 120": the policy's line, supposed, not the surface's temperature misread."""
    pitch = [R({"turf_surface_temp_f": 118, "heat_policy_turf_f": 120})]
    told = "Turf surface is {} °F. If the surface gets past 120 we move the session indoors."
    assert kinds(pitch, told.format(118)) == set()
    assert kinds(pitch, "Turf surface is 120 °F, right at the heat-policy line.") == {"field_swap"}


def test_a_total_broken_down_in_brackets_is_no_swap_of_a_field_of_its_size() -> None:
    """"10 orders (4 on paper 222s and 6 through CSOS)": 222 names a form, 4 + 6 is the 10."""
    receipts = [R({"lines": [{"drug": "oxycodone 10 mg", "tabs": 1500, "mg_per_tab": 10}],
                   "form_222_count": 4, "csos_orders": 6})]
    assert kinds(receipts, "Received on 10 orders (4 paper 222s and 6 through CSOS).") == set()
    assert kinds(receipts, "Received on 10 orders through CSOS.") == {"field_swap"}


def test_the_number_said_before_referred_to_again_is_no_new_claim() -> None:
    """"the four missing devices will add to the 19,862": "the 19,862" points back to the scans already told."""
    sync = [R({"status": "partial", "devices": 48, "uploaded": 44, "scans_received": 19862})]
    told = "44 of 48 devices uploaded, 19,862 scans in so far. The four missing devices will add to the {}."
    assert kinds(sync, told.format("19,862")) == set()
    assert kinds(sync, "44 of 48 devices uploaded, 19,862 devices in so far.") == {"field_swap"}


def test_an_n_year_term_before_a_counted_noun_is_the_term_not_the_count() -> None:
    """"three 5-year renewals left": 5 is ``renewal_term_yrs``, the count is three."""
    lease = [R({"renewals_remaining": 3, "renewal_term_yrs": 5, "termination_notice_days": 180})]
    assert kinds(lease, "They still have three 5-year renewals left and owe 180 days' notice.") == set()
    assert kinds(lease, "They still have 5 renewals left and owe 180 days' notice.") == {"field_swap"}


def test_a_period_word_alone_accuses_only_another_period_of_the_same_quantity() -> None:
    """"每月多收1286.04元" fits 平均月租 by "monthly" alone: 月增收 is another quantity, no swap."""
    adjust = [R({"data": {"平均月租元": 612.4, "平均涨幅元": 30.62, "月增收元": 1286.04}})]
    assert kinds(adjust, "平均月租612.4元，平均每户涨30.62元。每月多收1286.04元。") == set()


PRICES = [R({"site": "Eastgate", "standard_hourly": 8.0, "member_hourly": 5.5, "night_pass": 20.0},
            {"site": "Eastgate"}, tool="get_price_list")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("At Eastgate members pay $5.50 an hour, walk-ins $8, and the night pass is $20.", set()),
    ("At Eastgate members pay $8 an hour and the night pass is $20.", {"field_swap"}),
])
def test_a_key_counted_per_period_of_its_people_is_a_price(narration: str, expected: set[str]) -> None:
    """``member_hourly`` is what a member pays an hour, not a count of members: "$8" can be told as it."""
    assert kinds(PRICES, narration) == expected


MEMBER_AND_QUOTE = [
    R({"member_id": "M-204", "name": "Ana Ruiz", "tier": "Silver", "wallet_balance": 31.0, "bonus_balance": 6.0},
      {"member_id": "M-204"}, tool="get_member", call_id="c1"),
    R({"room": "Studio B", "hourly": 40.0, "hours": 3, "subtotal": 120.0, "total": 108.0},
      {"room": "Studio B", "hours": 3, "member_id": "M-204"}, tool="quote_room", call_id="c2"),
]
CULLS = [
    R({"code": 0, "msg": "ok", "data": {"pici": "LB-7", "leiji_sitao": 2210, "leiji_sitao_lv": 4.2}},
      {"pici": "LB-7"}, tool="get_flock_livability", call_id="c1"),
    R({"code": 0, "msg": "ok", "data": {"heji": 96, "list": [{"yuanyin": "啄肛", "shu": 60},
                                                           {"yuanyin": "不明", "shu": 36}]}},
      {"pici": "LB-7", "zhoushu": 4}, tool="get_cull_causes", call_id="c2"),
]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (MEMBER_AND_QUOTE, "Studio B is $40/hr × 3 hours = $120.\n\nFor Ana Ruiz (Silver):\n- wallet: $31.00, plus $6 "
                       "of bonus", set()),
    (MEMBER_AND_QUOTE, "Studio B is $40/hr × 3 hours = $120.\n\nFor Ana Ruiz (Silver):\n- wallet: $120.00, plus $6 "
                       "of bonus", {"field_swap"}),
    # a bare total of the other call ("heji") may be what the label counts: no accusation
    (CULLS, "LB-7累计死淘2210只，死淘率4.2%。近4周死淘96只：啄肛60只、不明36只。", set()),
])
def test_a_label_only_one_field_of_all_calls_answers_to_accuses_another_calls_value(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


BAR_STOCK = [R({"code": 0, "msg": "ok", "data": {"门店": "梅溪湖店", "品项": [
    {"品名": "青岛纯生", "库存": 46, "安全库存": 30}, {"品名": "百威", "库存": 18, "安全库存": 25},
    {"品名": "科罗娜", "库存": 12, "安全库存": 10}]}}, {"门店": "梅溪湖店"}, tool="get_bar_stock")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("梅溪湖店盘点：\n- 青岛纯生46箱（安全库存30）\n- 百威18箱（安全库存25）\n- 科罗娜12箱（安全库存10）", set()),
    ("梅溪湖店盘点：\n- 青岛纯生46箱（安全库存30）\n- 百威25箱（安全库存18）\n- 科罗娜12箱（安全库存10）",
     {"field_swap"}),
])
def test_a_key_named_whole_is_not_named_by_the_shorter_key_inside_it(narration: str, expected: set[str]) -> None:
    """"安全库存18" names 安全库存 by its whole text: the 库存 inside it names no other field."""
    assert kinds(BAR_STOCK, narration) == expected
