"""Which call a number is about, from the narration's structure: a table's column or row, a short form of a
name, and the order of a change told "from A to B"."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds, strict_kinds

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


HALLS = [R({"halls": [{"hall": "1号厅(IMAX)", "revenue": 9860.0, "orders": 512},
                      {"hall": "3号厅", "revenue": 4215.5, "orders": 268},
                      {"hall": "6号厅", "revenue": None, "orders": None, "remark": "该厅点单POS未接入"}]})]


def test_numbers_told_for_a_row_whose_values_are_null_are_null_fill() -> None:
    """The line names hall 6 (written "6 号厅"), whose revenue and orders are null: 3,100 元 is invented."""
    told = "- 1 号厅（IMAX）：9,860 元，512 单\n- 3 号厅：4,215.5 元，268 单\n- 6 号厅：{}"
    assert kinds(HALLS, told.format("POS 未接入，暂无数据")) == set()
    assert kinds(HALLS, told.format("约 3,100 元，190 单左右")) == {"null_fill"}


def test_a_net_gain_word_signs_its_number() -> None:
    cabinets = [R({"deployed": 410, "removed": 730, "net_added": -320})]
    assert kinds(cabinets, "新铺设 410 台、撤机 730 台，净减少 320 台。") == set()
    assert kinds(cabinets, "新铺设 410 台、撤机 730 台，净增 320 台。") == {"numeric_drift"}


CABINETS = [R({"cabinet_id": "HZ-XH-0387", "batteries": {"full": 7, "charging": 4}}, call_id="c1"),
            R({"cabinet_id": "HZ-XH-0391", "batteries": {"full": 2, "charging": 9}}, call_id="c2")]


def test_the_last_digit_group_of_an_id_names_its_call() -> None:
    table = "| 柜子 | 满电 | 充电中 |\n|---|---|---|\n| 0387 | 7块 | 4块 |\n| 0391 | 2块 | {}块 |"
    assert kinds(CABINETS, table.format(9)) == set()
    assert kinds(CABINETS, table.format(4)) == {"field_swap"}


def test_a_place_in_a_ranking_is_checked_against_the_rank() -> None:
    member = [R({"visits": 24, "rank_in_store": 17, "members_active": 468})]
    assert kinds(member, "到店24次，在全店468位活跃会员里排第17名。") == set()
    assert kinds(member, "到店24次，在全店468位活跃会员里排第71名。") == {"numeric_drift"}


def test_handing_out_to_all_is_claimed_done_for_every_one() -> None:
    coupons = [R({"total": 500, "success": 462, "failed": 38}, tool="send_coupons")]
    assert kinds(coupons, "满199减30的券已经全部发给500位金卡会员了。") == {"status_lie"}
    assert kinds(coupons, "共500位会员，成功发出462张，38张发送失败。") == set()


def test_a_row_is_named_by_the_last_word_of_its_name() -> None:
    """"the jacket" names the row "suit jacket", so the shirt's price told for it is a swap."""
    items = [R({"items": [{"garment": "suit jacket", "price_cents": 4500},
                          {"garment": "dress shirt", "price_cents": 2500}]})]
    assert kinds(items, "The jacket price is $45 and the shirt price is $25.") == set()
    assert kinds(items, "The jacket price is $25 and the shirt price is $45.") == {"field_swap"}


def test_a_number_that_is_part_of_an_entity_name_is_about_that_call() -> None:
    packages = [R({"lessons": 40, "price": 10400}, args={"package": "40节"}, call_id="c1"),
                R({"lessons": 30, "price": 8400}, args={"package": "30节"}, call_id="c2")]
    told = "两个课包：\n- 40节：10400元，每节260元\n- 30节：{}元，每节280元"
    assert kinds(packages, told.format(8400)) == set()
    assert kinds(packages, told.format(10400)) == {"field_swap"}


def test_a_place_is_checked_against_the_one_of_several_ranks_it_misreads() -> None:
    runner = [R({"chip_time_s": 12703, "overall_rank": 3416, "gender_rank": 2891})]
    assert kinds(runner, "净成绩3小时31分43秒，总排名第3416名，性别排名第2891名。") == set()
    assert kinds(runner, "净成绩3小时31分43秒，总排名第3146名。") == {"numeric_drift"}
    assert kinds(runner, "净成绩3小时31分43秒，总排名第1200名。") == set()  # no rank it misreads: not judged


def test_a_long_chinese_name_is_told_by_its_head() -> None:
    parks = [R({"entry_price": 225, "valid_days": 4}, args={"scenic": "张家界国家森林公园"}, call_id="c1"),
             R({"entry_price": 275, "shoe_cover": 5}, args={"scenic": "天门山国家森林公园"}, call_id="c2")]
    told = "- 张家界国家森林公园：门票225元，4天内有效\n- 天门山：门票{}元，玻璃栈道另收5元鞋套费"
    assert kinds(parks, told.format(275)) == set()
    assert kinds(parks, told.format(225)) == {"field_swap"}


def test_a_written_sign_against_the_opposite_value_is_a_flip() -> None:
    stats = [R({"active_members": 1284, "net_member_change": -37, "churn_rate": 0.041})]
    assert kinds(stats, "Members: 1,284 active (-37), churn 4.1%.") == set()
    assert kinds(stats, "Members: 1,284 active (+37), churn 4.1%.") == {"numeric_drift"}


def test_yu_e_after_a_number_is_the_balance_not_a_bound() -> None:
    account = [R({"balance_yuan": -23650.0, "credit_limit_yuan": 50000})]
    assert kinds(account, "账上欠款23650元，授信额度5万。") == set()
    assert kinds(account, "账上还有23650元余额，授信额度5万。") == {"numeric_drift"}


def test_a_count_of_the_calls_made_is_no_claim_about_a_result() -> None:
    budgets = [R({"budget_wan": budget, "actual_wan": actual}, args={"dept": dept}, tool="get_budget_exec",
                 call_id=f"c{index}")
               for index, (dept, budget, actual) in enumerate([("IT部", 320.0, 287.6), ("人力资源部", 145.0, 151.2),
                                                               ("法务部", 88.0, 79.42)])]
    told = ("二季度{}个部门的预算执行：IT部预算320万，实际287.6万；人力资源部预算145万，实际151.2万；"
            "法务部预算88万，实际79.42万。")
    assert kinds(budgets, told.format("三")) == set()
    assert kinds(budgets, told.format("三").replace("79.42万", "74.92万")) == {"numeric_drift"}


def test_a_label_followed_by_a_preposition_is_the_numbers_own_not_a_lead_into_the_next() -> None:
    """"386 conversions at $17.17 each": conversions labels 386, so told for Retargeting Q2 it is Spring's."""
    campaigns = [R({"name": "Spring Launch", "spend_usd": 12840.2, "conversions": 386, "cpa_usd": 33.26},
                   args={"campaign_id": "cmp_spring"}, call_id="c1"),
                 R({"name": "Retargeting Q2", "spend_usd": 4310.75, "conversions": 251, "cpa_usd": 17.17},
                   args={"campaign_id": "cmp_rtg_q2"}, call_id="c2")]
    told = "Spring Launch spent $12,840.20. Retargeting Q2: $4,310.75 in spend drove {} conversions at $17.17 each."
    assert kinds(campaigns, told.format(251)) == set()
    assert kinds(campaigns, told.format(386)) == {"field_swap"}


def test_a_name_with_a_parenthesis_is_named_by_either_part() -> None:
    segments = [R({"length_km": 12.6, "avg_attenuation_db_km": 0.21}, args={"segment": "A段（开发区—中继站）"},
                  call_id="c1"),
                R({"length_km": 9.8, "avg_attenuation_db_km": 0.36}, args={"segment": "B段（中继站—高铁站）"},
                  call_id="c2")]
    table = ("| 段落 | 长度 | 平均衰耗 |\n|---|---|---|\n| 开发区—中继站 | 12.6公里 | {}dB/km |\n"
             "| 中继站—高铁站 | 9.8公里 | 0.36dB/km |")
    assert kinds(segments, table.format("0.21")) == set()
    assert kinds(segments, table.format("0.36")) == {"field_swap"}


FOLIO = [R({"cabin": "8472", "charges": [{"category": "Drinks package", "amount_usd": 559.86},
                                         {"category": "Specialty dining", "amount_usd": 142.0},
                                         {"category": "Shore excursions", "amount_usd": 389.0}]})]


def test_a_value_told_on_a_line_that_names_another_row_is_a_swap_within_the_list() -> None:
    lines = "- **Drinks package:** $559.86\n- **Specialty dining:** ${}\n- **Shore excursions:** ${}"
    assert kinds(FOLIO, lines.format("142.00", "389.00")) == set()
    assert kinds(FOLIO, lines.format("389.00", "142.00")) == {"field_swap"}
    table = "| Charge | Amount |\n|---|---|\n| Specialty dining | ${} |\n| Shore excursions | ${} |"
    assert kinds(FOLIO, table.format("142.00", "389.00")) == set()
    assert kinds(FOLIO, table.format("389.00", "142.00")) == {"field_swap"}


def test_a_row_named_after_the_number_or_in_an_earlier_clause_is_not_the_numbers_row() -> None:
    assert kinds(FOLIO, "Shore excursions and specialty dining came to $389.00 and $142.00.") == set()
    assert kinds(FOLIO, "Dining aside, you spent $389.00 on shore excursions and $142.00 on specialty dining.") \
        == set()


def test_a_short_chinese_head_before_a_parenthesis_names_the_call() -> None:
    units = [R({"load_rate": rate, "run_h": hours}, args={"unit": f"{n}号机（阿特拉斯GA160）"}, call_id=f"c{n}")
             for n, rate, hours in [(1, 0.912, 718), (2, 0.536, 702)]]
    told = "1号机加载率{}%，跑了718个小时；2号机加载率53.6%，跑了702小时。"
    assert kinds(units, told.format("91.2")) == set()
    assert kinds(units, told.format("53.6")) == {"field_swap"}


def test_a_blank_row_text_names_no_row() -> None:
    rows = [R({"rows": [{"name": "   ", "amount": 5}, {"name": "Blue bay", "amount": 7}]})]
    assert kinds(rows, "Blue bay: 7, and the other row: 5.") == set()
    assert kinds(rows, "Blue bay: 5, and the other row: 7.") == {"field_swap"}


def test_a_number_told_for_the_named_row_whose_field_is_null_is_a_null_fill() -> None:
    requests = [R({"requests": [
        {"id": "PRR-25-0318", "status": "closed", "pages_released": 1264},
        {"id": "PRR-25-0341", "status": "closed", "pages_released": 87},
        {"id": "PRR-25-0377", "status": "in_review", "pages_released": None, "reason": "legal review"}]})]
    told = "- PRR-25-0318: closed, 1,264 pages released\n- PRR-25-0341: closed, 87 pages\n- PRR-25-0377: {}"
    assert kinds(requests, told.format("in legal review, nothing released yet")) == set()
    assert kinds(requests, told.format("in legal review; 342 pages are being released")) == {"null_fill"}


QUOTE_AND_CARD = [
    R({"tour": "Canopy Classic", "riders": 4, "price_per_rider_usd": 89.0, "tax_usd": 24.92, "total_usd": 380.92},
      {"tour": "Canopy Classic", "riders": 4}, tool="get_tour_quote", call_id="c1"),
    R({"card": "****4471", "balance_usd": 125.0}, {"card": "****4471"}, tool="get_gift_card", call_id="c2"),
]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Canopy Classic for 4 riders:\n- $89.00 per rider + $24.92 tax = **$380.92**\n\n"
     "Your gift card ending 4471 has $125.00 on it, so it covers part of the booking.", set()),
    ("Canopy Classic for 4 riders:\n- $89.00 per rider + $24.92 tax = **$380.92**\n\n"
     "Your gift card ending 4471 has $380.92 on it, so it covers the whole booking.", {"field_swap"}),
])
def test_an_unlabelled_sum_in_a_clause_about_another_call_is_that_calls_money(
    narration: str, expected: set[str]
) -> None:
    """The card is named by its last digits; its one sum of money is the balance, so the quote's total told
    there is swapped in. A bullet's dash signs nothing."""
    assert kinds(QUOTE_AND_CARD, narration) == expected


def test_a_field_that_returns_the_number_looked_up_is_an_identifier() -> None:
    sensor = [R({"sensor_index": 90417, "pm2_5_atm": 27.9, "pm2_5_epa_corrected": 16.8}, {"sensor_index": 90417})]
    assert kinds(sensor, "Elm Ave's sensor shows 27.9 µg/m³ uncorrected; with the EPA correction it's 16.8.") == set()


STORES = [R({"code": 0, "data": {"门店": [{"名称": "望京店", "总间数": 312, "已租": 291},
                                          {"名称": "酒仙桥店", "总间数": 188, "已租": 164},
                                          {"名称": "通州店", "总间数": 256, "已租": 207}]}}, {"月份": "2027-03"})]
WAYBILLS = [R({"code": 0, "data": {"list": [{"收件城市": "成都", "运费": 23}, {"收件城市": "西安", "运费": 13},
                                            {"收件城市": "昆明", "运费": 41}, {"收件城市": "南宁", "运费": 18}]}},
              {"状态": "全部"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (STORES, "| 门店 | 已租间数 |\n|---|---|\n| 望京店 | 291 |\n| 酒仙桥店 | 164 |\n| 通州店 | 207 |", set()),
    (STORES, "| 门店 | 已租间数 |\n|---|---|\n| 望京店 | 291 |\n| 酒仙桥店 | 188 |\n| 通州店 | 207 |", {"field_swap"}),
    (WAYBILLS, "- 成都：运费23元\n- 西安：运费13元\n- 昆明：运费41元\n- 南宁：运费18元", set()),
    (WAYBILLS, "- 成都：运费23元\n- 西安：运费18元\n- 昆明：运费41元", {"field_swap"}),
])
def test_rows_of_a_list_with_chinese_keys(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """Keys in brackets (``["门店"][1]["已租"]``) still sit in their row; a value that is another row's own is that
    row's, even when it also equals a gap between two rows (41 − 23 = 18)."""
    assert kinds(results, narration) == expected


def test_a_list_or_heading_line_is_about_the_call_it_names() -> None:
    flight = R({"code": 0, "msg": "ok", "data": {"起飞": "08:05", "座位": "32A", "票价元": 1280}},
               {"航班号": "HU7181"}, "get_flight", "f")
    hotel = R({"code": 0, "msg": "ok", "data": {"晚数": 4, "房价元每晚": 780, "总价元": 3120}},
              {"订单号": "HT260930118"}, "get_hotel_order", "h")
    told = "**航班**：HU7181，早上8点05分起飞，座位32A，机票{}元。\n\n**酒店**：4晚，每晚780元，共3120元。"
    assert kinds([flight, hotel], told.format(1280)) == set()
    assert kinds([flight, hotel], told.format(780)) == {"field_swap"}


def test_a_list_line_naming_a_row_told_a_value_from_outside_every_row() -> None:
    returns = [R({"code": 0, "msg": "ok", "data": {"退货商品": [{"名称": "连衣裙", "数量": 1, "退款": 259},
                                                             {"名称": "腰带", "数量": 1, "退款": 69}],
                                                 "运费险赔付": 12, "退款合计": 328}}, tool="get_return_detail")]
    told = "- 连衣裙1件，退259\n- 腰带1件，退{}\n\n合计328，运费险另外赔12块。"
    assert kinds(returns, told.format(69)) == set()
    assert kinds(returns, told.format(12)) == {"field_swap"}


def test_a_row_is_named_on_its_own_line_not_by_the_line_before() -> None:
    # the line before ends with 正常, the gas row's status too: it names no row of the water line
    accounts = [R({"code": 0, "msg": "ok", "data": {"户号列表": [
        {"户号": "3301228754", "类型": "电", "余额元": 86.4, "状态": "正常"},
        {"户号": "SW-0417-3386", "类型": "水", "余额元": 12.3, "状态": "余额不足"},
        {"户号": "RQ-5520318", "类型": "燃气", "余额元": 150.0, "状态": "正常"}]}}, tool="list_family_accounts")]
    told = ("- 电费 3301228754：余额86.4元，正常\n- 水费 SW-0417-3386：余额{}元，余额不足\n"
            "- 燃气 RQ-5520318：余额{}元，正常")
    assert kinds(accounts, told.format(12.3, 150)) == set()
    assert kinds(accounts, told.format(150, 12.3)) == {"field_swap"}


SLOTS = [R({"code": 0, "msg": "ok", "data": {"时段": [
    {"时段": "08:00-10:00", "上限": 2000, "已约": 1864}, {"时段": "10:00-12:00", "上限": 2000, "已约": 1932},
    {"时段": "12:00-14:00", "上限": 1200, "已约": 708}, {"时段": "14:00-16:00", "上限": 800, "已约": 316}]}},
           tool="get_timeslot_booking")]


@pytest.mark.parametrize(("remaining", "expected"), [("136", set()), ("163", {"numeric_drift"})])
def test_a_table_cell_may_be_worked_from_the_row_its_line_states(remaining: str, expected: set[str]) -> None:
    # 136 = 2000 − 1864 of the slot whose 已约 the line states; it also happens to be 316's digits swapped.
    # 163 is worked from nothing and is the row's 136 with two digits swapped
    table = ("| 时段 | 已约 | 余量 |\n|---|---|---|\n| 8-10点 | 1864 | {} |\n| 10-12点 | 1932 | 68 |\n"
             "| 12-14点 | 708 | 492 |\n| 14-16点 | 316 | 484 |")
    assert kinds(SLOTS, table.format(remaining)) == expected


CAMPGROUNDS = [R({"campgrounds": [{"name": "Lost Lake", "sites": 168, "occupied": 151},
                                  {"name": "Sheep Creek", "sites": 42, "occupied": 42},
                                  {"name": "Pierre Lake", "sites": 15, "occupied": 11}]}, tool="get_occupancy")]


def test_a_row_named_after_the_number_is_the_row_it_is_worked_from() -> None:
    # 17 = 168 − 151 at Lost Lake, the row named after it; read against every row's sites it looked like 15 misread
    told = "That leaves 21 open sites, {} of them at Lost Lake."
    assert kinds(CAMPGROUNDS, told.format(17)) == set()
    assert strict_kinds(CAMPGROUNDS, told.format(29)) == {"numeric_drift"}


KRIOS = [R({"hours_available": 672, "rows": [{"lab": "Alvarez", "hours": 214.5, "sessions": 6},
                                             {"lab": "Chen", "hours": 168, "sessions": 4},
                                             {"lab": "Duarte", "hours": 96, "sessions": 2}], "hours_booked": 478.5},
           tool="get_instrument_usage")]


@pytest.mark.parametrize(("hours", "expected"), [("96", set()), ("69", {"numeric_drift"})])
def test_two_swapped_digits_in_the_row_the_line_names_are_a_misreading(hours: str, expected: set[str]) -> None:
    table = ("| Lab | Hours | Sessions |\n|---|---|---|\n| Alvarez | 214.5 | 6 |\n| Chen | 168 | 4 |\n"
             "| Duarte | {} | 2 |\n\nThat's 478.5 hours booked out of 672 available.")
    assert kinds(KRIOS, table.format(hours)) == expected


ENTRAPMENT = [R({"car": "M2", "passengers": 2, "tech_onsite_min": 19, "released_min": 31, "injuries": 0},
                {"incident": "ENT-27-0031"}, tool="get_entrapment")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("ENT-27-0031: the tech was on site at 19 minutes and had both of them out at 31.", set()),
    ("ENT-27-0031: the tech was on site at 31 minutes and had both of them out at 19.", {"field_swap"}),
])
def test_a_measured_number_echoes_no_digits_of_an_id_argument(narration: str, expected: set[str]) -> None:
    # "31 minutes" is no restated 0031 of the incident id: it is read as a duration, and swapped here
    assert kinds(ENTRAPMENT, narration) == expected


FLAVORS = [R({"tins": 642, "revenue_usd": 9623.58}, {"flavor": "Chicago mix"}, tool="get_flavor_sales", call_id="c1"),
           R({"tins": 518, "revenue_usd": 7764.82}, {"flavor": "Salted caramel"}, tool="get_flavor_sales",
             call_id="c2")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Chicago mix brought in $9,623.58 and caramel $7,764.82.", set()),
    ("Chicago mix brought in $7,764.82 and caramel $9,623.58.", {"field_swap"}),
])
def test_the_last_word_of_a_two_word_name_names_its_call(narration: str, expected: set[str]) -> None:
    assert kinds(FLAVORS, narration) == expected


PANTRY = [R({"items": [{"item": "Canned tuna, 5 oz", "cases": 188},
                       {"item": "Frozen chicken thighs, 10 lb", "cases": None, "note": "count pending"},
                       {"item": "Peanut butter, 16 oz", "cases": 418}]}, tool="get_inventory_snapshot")]


def test_a_long_row_name_is_told_by_its_head_before_the_qualifier() -> None:
    told = "- Canned tuna (5 oz): 188 cases\n- Frozen chicken thighs (10 lb): {}\n- Peanut butter (16 oz): 418 cases"
    assert kinds(PANTRY, told.format("count still pending")) == set()
    assert kinds(PANTRY, told.format("64 cases")) == {"null_fill"}


BLEND = [R({"code": 0, "msg": "ok", "data": {"基酒": [{"名称": "一级基酒(第三轮)", "占比": 0.55},
                                                     {"名称": "优级基酒(第五轮)", "占比": 0.3},
                                                     {"名称": "调味酒", "占比": 0.15}], "勾调量吨": 18.0}})]
BEDS = [R({"code": 0, "data": [{"dept": "产科", "beds": 120, "occupied": 96},
                               {"dept": "妇科", "beds": 80, "occupied": 52}]}, tool="get_dept_beds")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (BLEND, "这批一共勾了18吨，一级基酒占55%，优级基酒占30%，调味酒15%。", set()),
    (BLEND, "这批一共勾了18吨，一级基酒占30%，优级基酒占55%，调味酒15%。", {"field_swap"}),
    (BEDS, "| 科室 | 在院/床位 | 使用率 |\n|---|---|---|\n| 产科 | 96/120 | 80% |\n| 妇科 | 52/80 | 65% |", set()),
])
def test_a_share_of_one_row_told_for_another_is_a_swap(results: list[dict[str, Any]], narration: str,
                                                       expected: set[str]) -> None:
    assert kinds(results, narration) == expected


RACKS = [R({"cabinet": "ASH3-3C12-R04", "total_kw": 4.21, "contracted_kw": 5.0, "free_outlets": 4},
           args={"cabinet": "ASH3-3C12-R04"}, tool="get_rack_power", call_id="c1"),
         R({"cabinet": "ASH3-3C12-R05", "total_kw": 2.64, "contracted_kw": 5.0, "free_outlets": 2},
           args={"cabinet": "ASH3-3C12-R05"}, tool="get_rack_power", call_id="c2")]


def test_the_last_code_of_a_long_id_names_its_call() -> None:
    told = "R04 is drawing {} kW of its 5 kW with 4 outlets free; R05 has only 2 free outlets."
    assert kinds(RACKS, told.format("4.21")) == set()
    assert kinds(RACKS, told.format("2.64")) == {"field_swap"}


SITES = [R({"hours": 744, "sites": [{"site": "Red Mesa Wind", "capacity_mw": 299.6, "capacity_factor": 0.307},
                                    {"site": "Prairie Ridge Wind", "capacity_mw": 201.6, "capacity_factor": 0.3929}]},
           tool="get_capacity_factors")]
TABLE = "| Site | MW | CF |\n|---|---|---|\n| Red Mesa Wind | 299.6 | {} |\n| Prairie Ridge Wind | 201.6 | {} |"
STATIONS = [R({"code": 0, "msg": "ok", "data": {"list": [{"场站": "坝上二期风电场", "利用小时": 265.8},
                                                        {"场站": "三塘湖风电场", "利用小时": 242.0}]}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SITES, TABLE.format("30.7%", "39.3%"), set()),
    (SITES, TABLE.format("39.3%", "30.7%"), {"field_swap"}),
    (STATIONS, "- 坝上二期：利用小时265.8\n- 三塘湖：利用小时242.0", set()),
    (STATIONS, "- 坝上二期：利用小时242.0\n- 三塘湖：利用小时265.8", {"field_swap"}),
])
def test_a_row_is_named_without_the_word_for_its_kind(results: list[dict[str, Any]], narration: str,
                                                      expected: set[str]) -> None:
    assert kinds(results, narration) == expected


CATCH = [R({"code": 0, "msg": "ok", "data": {"船": [
    {"船名": "金海601", "大眼金枪鱼吨": 18.4, "黄鳍金枪鱼吨": 26.7},
    {"船名": "金海602", "大眼金枪鱼吨": 21.9, "黄鳍金枪鱼吨": 17.3},
    {"船名": "金海605", "大眼金枪鱼吨": 12.6, "黄鳍金枪鱼吨": 30.5}]}}, tool="get_vessel_catch")]
CATCH_TABLE = ("| 船 | 大眼 | 黄鳍 |\n|---|---|---|\n| 金海601 | 18.4 | 26.7 |\n| 金海602 | {} | {} |\n"
               "| 金海605 | 12.6 | 30.5 |")


@pytest.mark.parametrize(("narration", "expected"), [
    (CATCH_TABLE.format("21.9", "17.3"), set()),
    (CATCH_TABLE.format("17.3", "21.9"), {"field_swap"}),
])
def test_a_table_column_of_chinese_keys_keeps_its_field_in_every_row(narration: str, expected: set[str]) -> None:
    assert kinds(CATCH, narration) == expected


def test_a_call_on_a_plant_is_named_without_its_kind_word() -> None:
    """城东 names the call on 城东水厂: the plant's kind word is left off, as people say it."""
    plants = [R({"code": 0, "msg": "ok", "data": {"日供水量万吨": 30.5, "出厂水浊度NTU": 0.14}}, {"水厂": "城东水厂"},
                "get_plant", "a"),
              R({"code": 0, "msg": "ok", "data": {"日供水量万吨": 18.2, "出厂水浊度NTU": 0.27}}, {"水厂": "城北水厂"},
                "get_plant", "b")]
    told = "- 城东：供水30.5万吨，浊度{}\n- 城北：供水18.2万吨，浊度0.27"
    assert kinds(plants, told.format("0.14")) == set()
    assert kinds(plants, told.format("0.27")) == {"field_swap"}


@pytest.mark.parametrize(("narration", "expected"), [
    ("Two halibut lots over 300 lb: 204 (410 lb, Sea Lark) and 207 (560 lb, Ellen Grace).", set()),
    ("Two halibut lots over 300 lb: 204 (560 lb, Sea Lark) and 207 (410 lb, Ellen Grace).", {"field_swap"}),
])
def test_an_aside_after_a_number_names_its_row(narration: str, expected: set[str]) -> None:
    """"207 (560 lb, Ellen Grace)": the aside names the row the number and its weight belong to, not the row the
    clause named before."""
    lots = [R({"lots": [{"lot": 204, "lb": 410, "vessel": "F/V Sea Lark"},
                        {"lot": 207, "lb": 560, "vessel": "F/V Ellen Grace"}], "total": 2},
              {"species": "halibut", "min_lb": 300}, tool="search_catalog")]
    assert kinds(lots, narration) == expected


PAPER = [R({"code": 0, "msg": "ok", "data": {"total": 1, "list": [{"供应商": "华泰", "吨价元": 5920, "交货天数": 5}]}},
           {"纸种": "白卡300克", "最高吨价元": 6000}, "查询纸张报价", "a"),
         R({"code": 0, "msg": "ok", "data": {"采购单号": "CG-0702", "金额元": 71040}},
           {"纸种": "白卡300克", "供应商": "华泰", "吨数": 12}, "下采购单", "b")]
BOARD = [R({"count": 1, "offers": [{"supplier": "Lindqvist Board", "price_per_t_usd": 1240, "lead_days": 4}]},
           {"grade": "GC2", "max_price_per_t_usd": 1300}, "search_paper", "a"),
         R({"po": "PO-7731", "status": "placed", "total_usd": 12400},
           {"supplier": "Lindqvist Board", "tonnes": 10}, "place_po", "b")]


@pytest.mark.parametrize(("results", "narration"), [
    (PAPER, "按6000一吨以内找的白卡300克，只有华泰符合，5920一吨，5天到货；下了CG-0702，订了12吨，一共7.104万。"),
    (BOARD, "- Searched GC2 under $1,300/t: only Lindqvist came in below that, at $1,240/t with 4 days' lead time\n"
            "- Placed PO-7731 with Lindqvist for 10 t, $12,400 total"),
])
def test_a_search_and_an_order_told_together(results: list[dict[str, Any]], narration: str) -> None:
    """"一共7.104万" is the order's amount, not the search's count of one offer (``total: 1``); "$1,240/t" is the
    offer's price per ton, not the order's total, though the clause names the supplier both calls share."""
    assert kinds(results, narration) == set()


CLUBS = [R({"code": 0, "msg": "ok", "data": {"积分": 38, "场次": 20, "进球": 31}}, {"球队": "江苏苏宁"},
           "get_team", "a"),
         R({"code": 0, "msg": "ok", "data": {"积分": 33, "场次": 20, "进球": 27}}, {"球队": "河南建业"},
           "get_team", "b")]
CHANNELS = [R({"code": 0, "msg": "ok", "data": {"月捐人数": 2030, "扣款失败笔数": 64}}, {"渠道": "腾讯公益"},
              "stats", "a"),
            R({"code": 0, "msg": "ok", "data": {"月捐人数": 1410, "扣款失败笔数": 19}}, {"渠道": "支付宝公益"},
              "stats", "b")]
BY_CHANNEL = "| 渠道 | 人数 | 扣款失败 |\n|---|---|---|\n| 腾讯公益 | 2030 | 64笔 |\n| 支付宝公益 | 1410 | {}笔 |"


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CLUBS, "苏宁20场拿了38分，进了31个；建业20场33分，进了27个。", set()),
    (CLUBS, "苏宁20场拿了38分，进了31个；建业20场38分，进了27个。", {"field_swap"}),
    (CHANNELS, BY_CHANNEL.format(19), set()),
    (CHANNELS, BY_CHANNEL.format(64), {"field_swap"}),
])
def test_calls_named_by_a_short_chinese_name(results: list[dict[str, Any]], narration: str,
                                             expected: set[str]) -> None:
    """A four-character name is told without its place (苏宁 for 江苏苏宁); a short name inside another call's
    name (公益 of 腾讯公益, also in 支付宝公益) names neither call."""
    assert kinds(results, narration) == expected


SITES = [R({"tthm_ug_l": 48.1, "haa5_ug_l": 27.9, "haa5_lraa_ug_l": 26.4}, {"site": "DBP-02 Ridgeview Reservoir"},
           "get_dbp_lraa", "a"),
         R({"tthm_ug_l": 66.0, "haa5_ug_l": 36.2, "haa5_lraa_ug_l": 33.5}, {"site": "DBP-09 Millbrook Rd booster"},
           "get_dbp_lraa", "b")]
BY_SITE = "| Site | TTHM | HAA5 | HAA5 LRAA |\n|---|---|---|---|\n| DBP-02 Ridgeview | 48.1 | 27.9 | 26.4 |\n" \
          "| DBP-09 Millbrook Rd | 66.0 | 36.2 | {} |"


@pytest.mark.parametrize(("cell", "expected"), [
    ("33.5", set()),
    ("26.4", {"field_swap"}),
])
def test_a_table_row_named_by_a_calls_argument(cell: str, expected: set[str]) -> None:
    """"| DBP-09 Millbrook Rd |" names the call on "DBP-09 Millbrook Rd booster": its cell is that call's value, and the
    other site's 26.4 told there is a cross-call swap."""
    assert kinds(SITES, BY_SITE.format(cell)) == expected


@pytest.mark.parametrize(("told", "expected"), [
    ("38,210", set()),
    ("41,075", {"field_swap"}),
])
def test_units_a_key_counts_need_not_be_said(told: str, expected: set[str]) -> None:
    """"vials filled" names ``filled_units`` of the batch its clause names; the other batch's released units told
    there are a cross-call swap."""
    batches = [R({"batch": "KX-2704-03", "status": "released", "released_units": 41075}, {"batch": "KX-2704-03"},
                 "get_batch", "a"),
               R({"batch": "KX-2704-05", "status": "quarantine", "filled_units": 38210, "open_deviations": 1},
                 {"batch": "KX-2704-05"}, "get_batch", "b")]
    narration = (f"KX-2704-03 was released with 41,075 units. KX-2704-05 is still in quarantine with {told} vials "
                 "filled, held by one open deviation.")
    assert kinds(batches, narration) == expected


PLANTS = [R({"code": 0, "data": {"trucks": 188, "tonnes": 1204.6, "avg_wait_min": 22}},
            args={"site": "滨江焚烧厂"}, call_id="c1"),
          R({"code": 0, "data": {"trucks": 71, "tonnes": 455.2, "avg_wait_min": 12}},
            args={"site": "北山填埋场"}, call_id="c2")]


def test_a_chinese_name_told_by_its_tail_names_its_call() -> None:
    """滨江焚烧厂 beside 北山填埋场 is "焚烧厂": the tails tell the two apart where the narration drops the place."""
    told = "焚烧厂进场188车、1204.6吨，平均等{}分钟；填埋场71车、455.2吨，平均等12分钟。"
    assert kinds(PLANTS, told.format(22)) == set()
    assert kinds(PLANTS, told.format(12)) == {"field_swap"}


SUPPLIERS = [R({"code": 0, "data": {"单价": 18.6, "起订": 20}}, args={"供应商": "恒远医药"}, call_id="c1"),
             R({"code": 0, "data": {"单价": 17.2, "起订": 100}}, args={"供应商": "国康医药"}, call_id="c2")]


def test_a_chinese_firm_is_named_without_its_trade_word() -> None:
    table = "| 供应商 | 单价 | 起订 |\n|---|---|---|\n| 恒远 | {}元 | 20 |\n| 国康 | 17.2元 | 100 |"
    assert kinds(SUPPLIERS, table.format("18.6")) == set()
    assert kinds(SUPPLIERS, table.format("17.2")) == {"field_swap"}


CLAIMS = [R({"status": "paid", "plan_paid_usd": 180.3, "patient_pay_usd": 41.2}, args={"payer": "Northwind Health"},
            tool="submit_claim", call_id="c1"),
          R({"status": "paid", "plan_paid_usd": 33.7, "patient_pay_usd": 7.5}, args={"payer": "Lakeside Mutual"},
            tool="submit_claim", call_id="c2")]


def test_another_calls_value_under_a_label_whose_own_value_is_told_nowhere_is_a_swap() -> None:
    """The line names Lakeside; its plan_paid 33.70 is stated nowhere, and 41.20 is only Northwind's patient pay."""
    told = "- Northwind Health: paid $180.30\n- Lakeside Mutual: paid ${}\n\nThe patient owes $7.50."
    assert kinds(CLAIMS, told.format("33.70")) == set()
    assert kinds(CLAIMS, told.format("41.20")) == {"field_swap"}
    # the other call's value told beside this call's own is a comparison, not a swap
    assert kinds(CLAIMS, "- Lakeside Mutual: paid $33.70, far below the $180.30 Northwind paid") == set()


SHOP = [R({"code": 0, "data": {"数量盒": 6, "审核": "通过"}}, tool="get_order", call_id="c1"),
        R({"code": 0, "data": {"库存盒": 4, "在途盒": 12}}, args={"门店": "江岸店"}, tool="check_stock", call_id="c2")]


def test_an_unlabelled_count_in_a_clause_about_another_call_takes_that_calls_unstated_count() -> None:
    """江岸店's counts in 盒 are 库存 4 and 在途 12; 12 is told, so a 6 in its clause stands in for the stock."""
    told = "订单要6盒，江岸店店里有{}盒，另外12盒在途。"
    assert kinds(SHOP, told.format(4)) == set()
    assert kinds(SHOP, told.format(6)) == {"field_swap"}


SILOS = [R({"code": 0, "data": {"list": [
    {"name": "玉米", "stock_t": 640, "use_t_day": 12, "cover_days": 53},
    {"name": "麸皮", "stock_t": 75, "use_t_day": 2.5, "cover_days": 30}]}})]


@pytest.mark.parametrize(("line", "expected"), [
    ("- 麸皮：75吨，日耗2.5吨，够30天", set()),
    ("- 麸皮：30吨，日耗2.5吨，够75天", {"field_swap"}),
])
def test_a_rows_two_fields_of_different_units_told_the_wrong_way_round(line: str, expected: set[str]) -> None:
    """On a line naming one row, 30 told in tonnes where the row's one tonnage is 75 is its 30 days of cover."""
    assert kinds(SILOS, "- 玉米：640吨，日耗12吨，够53天\n" + line) == expected


WARDS = [R({"code": 0, "data": {"ward": "7病区", "beds": 42, "occupied": 40, "to_clean": 5}}, args={"ward": "7病区"},
           tool="get_ward_beds", call_id="c1"),
         R({"code": 0, "data": {"ward": "8病区", "beds": 38, "occupied": 33, "to_clean": 2}}, args={"ward": "8病区"},
           tool="get_ward_beds", call_id="c2")]


def test_a_labelled_count_equal_to_the_number_of_calls_is_still_checked() -> None:
    """Two calls of one tool: "2张" under 待清洁 counts beds to clean, not the two calls."""
    told = "7病区42张床住了40，待清洁{}张；8病区38张住了33，待清洁2张。"
    assert kinds(WARDS, told.format(5)) == set()
    assert kinds(WARDS, told.format(2)) == {"field_swap"}


ZONES = [R({"code": 0, "data": {"waiting_orders": 176, "idle_cars": 48}}, args={"zone": "春熙路"}, tool="get_heat",
           call_id="c1"),
         R({"code": 0, "data": {"waiting_orders": 64, "idle_cars": 83}}, args={"zone": "天府广场"}, tool="get_heat",
           call_id="c2"),
         R({"code": 0, "data": {"dispatch_id": "DDU-6210", "sent": 30}}, args={"from": "天府广场", "to": "春熙路"},
           tool="send_dispatch", call_id="c3")]


def test_a_name_another_call_also_holds_names_the_one_of_the_repeated_calls() -> None:
    """春熙路 is in the dispatch's arguments too, but it tells the two get_heat calls apart."""
    told = "春熙路：待接订单176单，空车{}辆。天府广场：待接64单，空车83辆。已调30个司机过去（DDU-6210）。"
    assert kinds(ZONES, told.format(48)) == set()
    assert kinds(ZONES, told.format(83)) == {"field_swap"}


TANKS = [R({"oil_tanks": [{"tank": "T-1", "level_bbl": 312}, {"tank": "T-2", "level_bbl": 281}], "capacity_bbl": 500},
           tool="get_tank_levels", call_id="c1"),
         R({"loads": 3, "bbl_hauled": 536}, tool="get_truck_tickets", call_id="c2")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("T-1 is at 312 bbl, T-2 at 281 bbl, all out of 500. 3 loads went out, 536 bbl hauled.", set()),
    ("T-1 is at 312 bbl, T-2 at 536 bbl, all out of 500. 3 loads went out, 536 bbl hauled.", {"field_swap"}),
])
def test_another_calls_measure_on_a_rows_clause_whose_own_value_is_told_nowhere(narration: str,
                                                                               expected: set[str]) -> None:
    assert kinds(TANKS, narration) == expected


CREW = [R({"crew_hours": [{"painter": "Luis", "hours": 38.5}, {"painter": "Tam", "hours": 41.25},
                          {"painter": "Jo", "hours": 36.75}], "total_hours": 116.5})]


def test_a_total_told_before_the_rows_it_covers_is_no_rows_value() -> None:
    assert kinds(CREW, "The job logged about 117 crew hours between Luis, Tam and Jo.") == set()


AFES = [R({"afe_usd": 3920000, "planned_md_ft": 20400}, args={"well": "Bluestem 6-2H"}, tool="get_afe", call_id="c1"),
        R({"afe_usd": 4060000, "planned_md_ft": 21150}, args={"well": "Bluestem 6-3H"}, tool="get_afe", call_id="c2")]


def test_a_name_is_told_by_the_code_that_closes_it() -> None:
    """"Bluestem 6-2H" is "6-2H" beside Bluestem 6-3H."""
    told = "- 6-2H: {} ft MD planned, AFE $3.92M\n- 6-3H: 21,150 ft MD, AFE $4.06M"
    assert kinds(AFES, told.format("20,400")) == set()
    assert kinds(AFES, told.format("21,150")) == {"field_swap"}


LINES = [R({"lines": [{"line": "SMT-1", "boards": 1760, "dpmo": 96, "fpy_pct": 98.7},
                      {"line": "SMT-2", "boards": 2210, "dpmo": 184, "fpy_pct": 97.9},
                      {"line": "SMT-3", "boards": 960, "dpmo": 412, "fpy_pct": 95.2}], "target_dpmo": 250})]


def test_the_named_rows_value_misread_beats_any_sum_of_numbers_said_before() -> None:
    told = ("• SMT-1: 1,760 boards, 96 DPMO, FPY 98.7%\n• SMT-2: 2,210 boards, {} DPMO, FPY 97.9%\n"
            "• SMT-3: 960 boards, 412 DPMO, FPY 95.2%")
    assert kinds(LINES, told.format("184")) == set()
    assert kinds(LINES, told.format("18.4")) == {"numeric_drift"}


def test_a_plural_names_the_call_asked_in_the_singular() -> None:
    """"scooters are at 211.6k swaps" is the call asked for scope "scooter", not the EV call named before."""
    ev = R({"stations": 14, "swaps_mtd": 11873}, {"scope": "EV"}, "get_network_summary", "c1")
    scooter = R({"stations": 318, "swaps_mtd": 211640}, {"scope": "scooter"}, "get_network_summary", "c2")
    told = "EV is at 11,873 swaps across 14 stations; scooters are at about 211.6k swaps over {} stations."
    assert kinds([ev, scooter], told.format(318)) == set()
    assert kinds([ev, scooter], told.format(14)) == {"field_swap"}


def test_a_four_character_name_is_told_by_its_head_where_the_tails_are_alike() -> None:
    """两轮 for 两轮换电 beside 汽车换电; and 换电 inside 汽车换电 names the call, it labels no number."""
    car = R({"data": {"zhandian_shu": 23, "huandian_cishu": 6187}}, {"fanwei": "汽车换电"}, "get_huizong", "c1")
    bike = R({"data": {"zhandian_shu": 402, "huandian_cishu": 284730}}, {"fanwei": "两轮换电"}, "get_huizong", "c2")
    told = "本月：汽车换电23座站换了6190次左右；两轮这边{}个站，约28.47万次。"
    assert kinds([car, bike], told.format(402)) == set()
    assert kinds([car, bike], told.format(23)) == {"field_swap"}



def test_a_label_several_calls_hold_is_the_one_of_the_call_its_line_names() -> None:
    """"| …431455 | … | 3天 |": the row names the declaration asked by one call; the other call's 堆存天数 of 3 is no
    reading of this one's 6."""
    a = R({"data": {"查验结果": "通过", "查验费": 850, "吊柜费": 420, "堆存天数": 6}},
          {"报关单号": "223320271000431455"}, "查验进度", "c1")
    b = R({"data": {"查验结果": "待查验", "查验费": None, "堆存天数": 3}},
          {"报关单号": "223320271000431502"}, "查验进度", "c2")
    table = ("| 报关单 | 状态 | 费用 | 堆存 |\n|---|---|---|---|\n"
             "| …431455 | 查验通过 | 查验850 + 吊柜420 = 1270元 | {}天 |\n| …431502 | 等查验 | 还没出 | 3天 |")
    assert kinds([a, b], table.format(6)) == set()
    assert kinds([a, b], table.format(3)) == {"field_swap"}


@pytest.mark.parametrize(("first", "second", "told"), [
    ("数据线-广泛", "数据线-精准", "广泛组CPC ${}，出96单；精准组CPC $0.82，出71单。"),
    ("SP - Linen Duvet - Exact", "SP - Waffle Towel - Auto",
     "Linen Duvet: CPC ${}, 96 orders. Waffle Towel: CPC $0.82, 71 orders."),
    ("Liam Chen", "Ava Chen", "Liam is at a CPC of ${} and 96 orders; Ava at $0.82 and 71 orders."),
])
def test_a_part_of_a_name_the_other_call_does_not_share_names_its_call(first: str, second: str, told: str) -> None:
    """The group, campaign or person a call was asked about, named by the part of its name that tells it apart."""
    a = R({"cpc": 0.49, "orders": 96}, {"name": first}, "get_report", "c1")
    b = R({"cpc": 0.82, "orders": 71}, {"name": second}, "get_report", "c2")
    assert kinds([a, b], told.format("0.49")) == set()
    assert kinds([a, b], told.format("0.82")) == {"field_swap"}


def test_a_row_named_after_a_floor_is_told_without_it() -> None:
    """"路演厅（最多64人，每小时480元）" names the row 7楼路演厅, not the 一层多功能厅 told before it."""
    spaces = [R({"data": {"场地": [{"名称": "一层多功能厅", "容量": 80, "每小时价格": 600},
                                   {"名称": "7楼路演厅", "容量": 64, "每小时价格": 480}]}})]
    told = "有两处：一层多功能厅（最多80人，每小时600元）和路演厅（最多64人，每小时{}元）。"
    assert kinds(spaces, told.format(480)) == set()
    assert kinds(spaces, told.format(600)) == {"field_swap"}


def test_a_rows_name_quoted_whole_in_prose_is_no_value() -> None:
    """"租一个3平方米比租三个1平方米每天省6.7元": 1平方米 names the row, it tells no 规格 of the 3平方米 row."""
    prices = [R({"data": {"价目": [{"规格": "1平方米", "日租分": 990}, {"规格": "3平方米", "日租分": 2300}]}})]
    assert kinds(prices, "租一个3平方米比租三个1平方米每天省6.7元。") == set()


def test_a_numbered_floor_names_its_row_and_fills_its_nulls() -> None:
    """"3楼：平均22.8℃" where 3楼恒温区's sensor is offline (its readings null): filled in."""
    zones = [R({"data": {"分区": [{"分区": "1楼恒温区", "平均温度": 22.4, "最高湿度": 55},
                                  {"分区": "3楼恒温区", "平均温度": None, "最高湿度": None, "说明": "传感器离线"}]}})]
    assert kinds(zones, "- 1楼：平均22.4℃，最高湿度55%\n- 3楼：传感器离线，暂无数据") == set()
    assert kinds(zones, "- 1楼：平均22.4℃，最高湿度55%\n- 3楼：平均22.8℃，最高湿度52%") == {"null_fill"}


@pytest.mark.parametrize(("first", "expected"), [("45210", set()), ("38760", {"field_swap"})])
def test_a_numbered_part_of_a_file_name_names_its_call(first: str, expected: set[str]) -> None:
    counts = [R({"code": 0, "msg": "ok", "data": {"中文字符数": 45210, "页数": 96}},
                {"文件": "瀚海-注册资料-第1册.pdf"}, tool="count_words", call_id="c1"),
              R({"code": 0, "msg": "ok", "data": {"中文字符数": 38760, "页数": 81}},
                {"文件": "瀚海-注册资料-第2册.pdf"}, tool="count_words", call_id="c2")]
    narration = f"两册统计好了：\n- 第1册：{first}字，96页\n- 第2册：81页，可编辑\n"
    assert kinds(counts, narration) == expected


@pytest.mark.parametrize(("longest", "expected"), [("2小时26分", set()), ("52分钟", {"numeric_drift"})])
def test_a_nested_object_is_named_by_its_own_text(longest: str, expected: set[str]) -> None:
    week = [R({"code": 0, "msg": "ok", "data": {"过站架次": 1486, "平均过站分钟": 52.6, "准点率": 0.874,
                                                "最长过站": {"航班": "BJ5518", "分钟": 146, "原因": "除冰排队"}}},
              tool="get_turnaround_week")]
    narration = f"- 过站1486架次，平均52分半左右\n- 最长一班是BJ5518，过站{longest}，卡在除冰排队\n"
    assert kinds(week, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("West Branch at 8 am: 148.3 cfs at WB-2, WB-5 is offline, and 97.6 at WB-8.", set()),
    ("West Branch at 8 am: 148.3 cfs at WB-2, about 121 at WB-5 and 97.6 at WB-8.", {"null_fill"}),
])
def test_a_row_named_after_at_is_the_numbers_row(narration: str, expected: set[str]) -> None:
    flows = [R({"canal": "West Branch", "readings": [
        {"station": "WB-2", "flow_cfs": 148.3, "status": "ok"},
        {"station": "WB-5", "flow_cfs": None, "status": "sensor_offline"},
        {"station": "WB-8", "flow_cfs": 97.6, "status": "ok"}]}, {"canal": "West Branch"}, tool="get_canal_flows")]
    assert kinds(flows, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("五支渠现在渠首水深1.46米，中段1.21米，末端离线了，没有读数。", set()),
    ("五支渠现在渠首水深1.46米，中段1.21米，末端0.95米左右。", {"null_fill"}),
])
def test_rows_sharing_a_head_are_named_by_the_rest(narration: str, expected: set[str]) -> None:
    levels = [R({"qudao": "五支渠", "zhandian": [
        {"mingcheng": "五支渠首", "shuiwei_m": 1.46, "zhuangtai": "正常"},
        {"mingcheng": "五支渠中段", "shuiwei_m": 1.21, "zhuangtai": "正常"},
        {"mingcheng": "五支渠末端", "shuiwei_m": None, "zhuangtai": "离线"}]}, {"qudao": "五支渠"},
        tool="shuiwei_jiance")]
    assert kinds(levels, narration) == expected


@pytest.mark.parametrize(("second", "expected"), [("1320", set()), ("1860", {"field_swap"})])
def test_a_station_is_named_by_its_kind_shortened(second: str, expected: set[str]) -> None:
    pumps = [R({"code": 0, "msg": "ok", "data": {"泵站": "柳沟一级泵站", "开机台数": 3, "有功功率千瓦": 1860}},
               {"泵站": "柳沟一级泵站"}, tool="泵站实时数据", call_id="b1"),
             R({"code": 0, "msg": "ok", "data": {"泵站": "柳沟二级泵站", "开机台数": 2, "有功功率千瓦": 1320}},
               {"泵站": "柳沟二级泵站"}, tool="泵站实时数据", call_id="b2")]
    narration = f"一级站开了3台，有功1860千瓦；二级站开2台，有功{second}千瓦上下。"
    assert kinds(pumps, narration) == expected


@pytest.mark.parametrize(("xiehe", "expected"), [("约3800元", set()), ("约5390元", {"field_swap"})])
def test_a_list_line_names_a_call_by_most_of_its_name(xiehe: str, expected: set[str]) -> None:
    sites = {"c_hk": ("华科西区宿舍12栋", 1794.0), "c_xh": ("协和医院门诊楼2楼", 3807.0),
             "c_wz": ("武汉站候车厅东侧", 7752.0), "c_wl": ("武昌理工学院图书馆", 5390.0)}
    shares = [R({"code": 0, "msg": "ok", "data": {"fencheng_jine": amount}}, {"dianwei": site, "yuefen": "2029-03"},
                tool="get_fencheng", call_id=call_id) for call_id, (site, amount) in sites.items()]
    narration = ("3月四个点位的分成都核完了\n· 武汉站东侧：7752元\n· 武昌理工图书馆：5390元\n"
                 f"· 协和门诊2楼：{xiehe}\n· 华科西区12栋：1794元\n合计约1.87万。")
    assert kinds(shares, narration) == expected
