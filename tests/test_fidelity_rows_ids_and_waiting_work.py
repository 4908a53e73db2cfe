"""Which row or field a number is about when the words around it say so in other ways than a label before it: a row
named right after the number, a row's numeric id told as its name, a nested object named by its key, a count over a
window named in the key; and reads of unfinished work told with words of work begun. Each reading is shown as a
faithful narration and the distorted twin that must still be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

CLAIM = [R({"claim_id": "WC-31077", "status": "partially_approved", "claimed_usd": 312.0, "approved_usd": 187.0,
            "lines": [{"type": "parts", "claimed_usd": 187.0, "approved_usd": 187.0},
                      {"type": "labor", "claimed_usd": 125.0, "approved_usd": 0.0}]},
           {"claim_id": "WC-31077"}, tool="get_warranty_claim")]
SITES = [R({"count": 3, "sites": [{"site_id": "3117", "pct_of_plan": 0.42, "randomized": 5},
                                  {"site_id": "3131", "pct_of_plan": 0.61, "randomized": 8},
                                  {"site_id": "3140", "pct_of_plan": 0.66, "randomized": 4}]},
           {"study_id": "HLV-305", "threshold_pct_of_plan": 70}, tool="list_sites_below_plan")]
AUTH = [R({"attempts": 3318, "approvalRate": 0.931,
           "byBrand": {"visa": {"attempts": 1902, "approvalRate": 0.952},
                       "amex": {"attempts": 405, "approvalRate": 0.857}}},
          {"date": "2027-04-12"}, tool="get_auth_report")]
QUERIES = [R({"code": 0, "msg": "ok",
               "data": {"回复时长中位数小时": 62.4, "回复时长P90小时": 228, "近90天回复数": 176}},
             {"中心编号": "08"}, tool="edc_query_response")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CLAIM, "GE approved part of it: the $187 parts line went through, but the $125 labor line was denied.", set()),
    (CLAIM, "GE approved part of it: the $125 parts line went through, but the $187 labor line was denied.",
     {"field_swap"}),
    (SITES, "Three sites were under 70% of their enrollment plan: 3117 at 42% (5 randomized), 3131 at 61% (8) "
            "and 3140 at 66% (4).", set()),
    (SITES, "Three sites were under 70% of their enrollment plan: 3117 at 42% (5 randomized), 3131 at 61% (8) "
            "and 3140 at 61% (4).", {"field_swap"}),
    (AUTH, "By brand: Visa 95.2%, Amex 85.7%.", set()),
    (AUTH, "By brand: Visa 93.1%, Amex 85.7%.", {"field_swap"}),
    (QUERIES, "中心08近90天回复了176条质疑，回复时长中位数2.6天，但P90要9.5天。", set()),
    (QUERIES, "中心08近90天回复了176条质疑，回复时长中位数2.6天，但P90要7.3天。", {"field_swap"}),
])
def test_the_row_or_field_a_number_is_about(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """A row named right after the number beats one an earlier clause named; a string id told is a name, not a
    value; a nested object named by its key chooses its own field over the same key at the top; a count over
    "近90天" with a counter is the count, not the hours field measured beside it (told in days, 7.3 is 176 hours)."""
    assert kinds(results, narration) == expected


JOB = [R({"job_id": "J-48290", "status": "on_hold", "hold_reason": "awaiting_parts", "customer_notified": True,
          "assigned_tech": "Ana Ruiz"}, {"job_id": "J-48290"}, tool="get_job")]
ORDER = [R({"wo": "WO-27-0402", "status": "on_hold", "estimate_usd": 7450, "approved": False, "assigned_tech": None,
            "created": "2027-04-12"}, {"wo": "WO-27-0402"}, tool="get_work_order")]
IRB = [R({"submission": "Protocol Amendment 3", "status": "under_review", "next_board_meeting": "2027-04-22"},
         {"site_id": "126"}, tool="irb_get_submission_status")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (JOB, "J-48290 is parked until the part comes in; Ana's still assigned and the customer already knows.", set()),
    (JOB, "J-48290 is parked no more: the part came in and the repair has been completed.", {"status_lie"}),
    (ORDER, "WO-27-0402 is parked: nobody's assigned to it, and nothing moves until the owner signs off on the "
            "$7,450 estimate. The work order was opened on Monday, April 12.", set()),
    (ORDER, "WO-27-0402 was opened on Monday, April 12 and has been completed.", {"status_lie"}),
    (IRB, "Amendment 3 at Site 126 is still under IRB review; the next board meeting is Thursday, Apr 22.", set()),
    (IRB, "Amendment 3 at Site 126 has been approved by the IRB.", {"status_lie"}),
])
def test_unfinished_work_told_with_words_of_work_begun(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """About a read of unfinished work, "opened", "assigned" and "parked" tell work begun or waiting, and "under IRB
    review" is the review still running; only a word of work finished is a status lie."""
    assert kinds(results, narration) == expected


MONTHS = [R({"target": 0.995, "months": [
    {"month": "2027-01", "departures": 3104, "tech_delays": 10, "dispatch_reliability": 0.9961},
    {"month": "2027-02", "departures": 2876, "tech_delays": 13, "dispatch_reliability": 0.9951},
    {"month": "2027-03", "departures": 3218, "tech_delays": None, "dispatch_reliability": None}]},
    {"fleet": "E175"}, tool="get_dispatch_reliability")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- January: 99.61% (10 tech delays)\n- February: 99.51% (13 delays)\n- March: not closed yet", set()),
    ("- January: 99.61% (10 tech delays)\n- February: 99.51% (13 delays)\n- March: 99.57% (11 delays)",
     {"null_fill"}),
    ("- 1月：99.61%，技术延误10次\n- 2月：99.51%，延误13次\n- 3月：99.57%，延误11次", {"null_fill"}),
])
def test_a_row_named_by_its_month(narration: str, expected: set[str]) -> None:
    """A row whose name is "2027-03" is told as "March" or "3月": figures told for it fill its nulls."""
    assert kinds(MONTHS, narration) == expected


OIL = [R({"engines": [{"tail": "N612AL", "pos": 1, "qt_per_hr": 0.05}, {"tail": "N612AL", "pos": 2, "qt_per_hr": 0.21},
                      {"tail": "N617AL", "pos": 1, "qt_per_hr": 0.07}, {"tail": "N617AL", "pos": 2, "qt_per_hr": 0.06}],
          "alert_qt_per_hr": 0.2}, {"fleet": "E175"}, tool="get_oil_consumption")]
EGT = [R({"code": 0, "msg": "ok", "data": {"列表": [
    {"注册号": "B-20CK", "位置": "左发", "EGT裕度": 41}, {"注册号": "B-20CK", "位置": "右发", "EGT裕度": 37},
    {"注册号": "B-20CM", "位置": "左发", "EGT裕度": None, "说明": "新发基线未建立"},
    {"注册号": "B-20CM", "位置": "右发", "EGT裕度": 52}]}}, {"指标": "EGT裕度"}, tool="get_engine_trends")]
SITE = [R({"site_id": "108", "screened": 41, "randomized": 26, "randomization_rate_per_month": 4.7},
          {"site_id": "108"}, tool="ctms_get_site_enrollment")]
KITS = [R({"code": 0, "msg": "ok", "data": {"可用药盒": 26, "批号": "XK2410B", "剩余效期月": 14.5}},
          {"中心编号": "07"}, tool="irt_site_inventory")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (OIL, "- N612AL #1: 0.05 qt/hr\n- N612AL #2: 0.21 qt/hr\n- N617AL #1: 0.07 qt/hr\n- N617AL #2: 0.06 qt/hr",
     set()),
    (OIL, "- N612AL #1: 0.05 qt/hr\n- N612AL #2: 0.21 qt/hr\n- N617AL #1: 0.7 qt/hr\n- N617AL #2: 0.06 qt/hr",
     {"numeric_drift"}),
    (EGT, "- B-20CK 左发：41度\n- B-20CK 右发：37度\n- B-20CM 左发：新发基线还没建立\n- B-20CM 右发：52度", set()),
    (EGT, "- B-20CK 左发：41度\n- B-20CK 右发：37度\n- B-20CM 左发：58度\n- B-20CM 右发：52度", {"null_fill"}),
    (SITE, "Site 108 has screened 41 and randomized 26; they're randomizing about 4.7 a month.", set()),
    (SITE, "Site 108 has screened 41 and randomized 26; they're randomizing about 7.4 a month.", {"numeric_drift"}),
    (KITS, "现有26盒可用，批号XK2410B，剩余效期还有14.5个月。", set()),
    (KITS, "现有26盒可用，批号XK2410B，剩余效期只有1.45个月。", {"numeric_drift"}),
])
def test_rows_told_by_two_names_and_rates_per_month(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """Rows that share a text are told apart by two texts or a text and its position ("N617AL #1", "B-20CM 左发");
    a rate per month is no calendar month; "1.45个月" counts months."""
    assert kinds(results, narration) == expected


STOCK = [R({"code": 0, "msg": "success", "data": {"列表": [
    {"配件": "变频空调电脑板 17222000A", "库存": 14, "安全库存": 10},
    {"配件": "室外风机电机 ZKFR-40-8-4", "库存": 6, "安全库存": 8}]}},
    {"仓库": "西湖网点仓"}, tool="query_parts_stock")]
FLEETS = [R({"code": 0, "msg": "ok", "data": {"机队": [
    {"机型": "A320neo", "航班数": 5126, "千次技术事件率": 3.12},
    {"机型": "A321neo", "航班数": 2210, "千次技术事件率": 4.52},
    {"机型": "B737-8", "航班数": 2391, "千次技术事件率": 2.51}]}},
    {"月份": "2027-03"}, tool="get_dispatch_reliability")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (STOCK, "| 配件 | 库存 | 安全库存 |\n|---|---|---|\n| 变频空调电脑板 | 14 | 10 |\n| 室外风机电机 | 6 | 8 |", set()),
    (STOCK, "| 配件 | 库存 | 安全库存 |\n|---|---|---|\n| 变频空调电脑板 | 41 | 10 |\n| 室外风机电机 | 6 | 8 |",
     {"numeric_drift"}),
    (FLEETS, "- A320neo：5126个航班，千次事件率3.12\n- A321neo：2210个航班，千次事件率4.52\n"
             "- 737-8：2391个航班，千次事件率2.51", set()),
    (FLEETS, "- A320neo：5126个航班，千次事件率3.12\n- A321neo：2210个航班，千次事件率0.452\n"
             "- 737-8：2391个航班，千次事件率2.51", {"numeric_drift"}),
])
def test_rows_named_without_their_code_and_bullets_after_a_number(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """A row is named without its model code ("变频空调电脑板 17222000A"); a dash that bullets the next line makes no
    range with the number that ends the line before ("0.452\\n- 737-8")."""
    assert kinds(results, narration) == expected


LOAN = [R({"code": 0, "msg": "ok", "data": {"项目": "APU租借", "状态": "待供应商确认", "日租金元": 11800}},
          {"申请号": "ZL-2704-017"}, tool="get_loan_request")]
ETHICS = [R({"code": 0, "msg": "ok", "data": {"中心编号": "03", "状态": "审查中", "递交日期": "2027-03-26",
                                             "下次会议": "2027-04-23"}},
            {"递交事项": "方案修正案3"}, tool="irb_status")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (LOAN, "APU租借还在等供应商确认，日租金11800元。", set()),
    (LOAN, "APU租借已经谈妥了，日租金11800元。", {"status_lie"}),
    (ETHICS, "中心03的修正案3伦理还在审查中，3月26号递交的，下次会4月23号。", set()),
    (ETHICS, "中心03的修正案3伦理已经批了，3月26号递交的。", {"status_lie"}),
])
def test_chinese_work_still_under_way(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """审查中 is a review still running; 谈妥 and 批了 call it done."""
    assert kinds(results, narration) == expected


VISAS = [R({"status": "pending_consulate", "submitted": "2028-02-14", "applicants": 11, "approved": 0},
           {"country": "UK"}, tool="get_visa_application")]
INVOICES = [R({"code": 0, "msg": "部分成功", "data": {"成功": 5, "失败": 1}}, {"批次": "2月团体票", "张数": 6},
              tool="issue_invoices")]
SCHEDULE = [R({"code": 40031, "msg": "C组该时段已排满，请选择其他组或日期", "data": None},
              {"款号": "SY-T105", "组别": "C组"}, tool="排产")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (VISAS, "The UK visas are still with the consulate: we submitted all 11 on Feb 14 and none are approved yet.",
     set()),
    (VISAS, "The UK visas have been approved.", {"status_lie"}),
    (INVOICES, "发票只开成了一部分：6张里成功5张，这几家都开好了；江州二中那张没开出来，税号对不上。", set()),
    (INVOICES, "发票都开好了，6张全部开出。", {"status_lie"}),
    (SCHEDULE, "C组这个时段已经排满了，要不要换个组或者换个日期？", set()),
    (SCHEDULE, "SY-T105已经排进C组了，下周一开线。", {"status_lie"}),
])
def test_all_told_of_work_begun_or_of_the_part_that_went_through(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"Submitted all 11" is work begun, not a visa approved; "都开好了" after the part admitted counts the ones
    that went through; "已经排进" claims a failed scheduling done."""
    assert kinds(results, narration) == expected


INSPECTION = [R({"critical_found": 0, "major_found": 5, "major_accept": 7, "minor_found": 14, "minor_accept": 10,
                 "result": "fail"}, {"inspection_id": "FI-0307-14"}, tool="get_inspection_report")]
COST = [R({"segments": [{"segment": "Hospital", "cost_per_kg_usd": 0.73, "vs_budget_usd": 0.03},
                        {"segment": "Hotel", "cost_per_kg_usd": 0.68, "vs_budget_usd": -0.02},
                        {"segment": "Clinic", "cost_per_kg_usd": 0.91, "vs_budget_usd": 0.05}]},
          {"month": "2028-03"}, tool="get_cost_per_kg")]
TABLE = "| Segment | Cost/kg | vs budget |\n|---|---|---|\n| Hospital | $0.73 | +$0.03 |\n| Hotel | $0.68 | {} |\n" \
        "| Clinic | $0.91 | +$0.05 |"


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (INSPECTION, "0 critical, 5 major (accept is 7), but 14 minor against an accept number of 10.", set()),
    (INSPECTION, "0 critical, 5 major (accept is 7), but 41 minor against an accept number of 10.", {"numeric_drift"}),
    (COST, TABLE.format("−$0.02"), set()),
    (COST, TABLE.format("+$0.02"), {"numeric_drift"}),
])
def test_labels_end_at_against_and_signs_beat_column_averages(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"41 minor against an accept number of 10" labels 41 by "minor" alone; "+$0.02" for Hotel's -0.02 is a sign
    flipped, whatever average of the column it also equals."""
    assert kinds(results, narration) == expected


POWER = [R({"code": 0, "msg": "ok", "data": {"目标度每公斤": 0.22, "每日": [
    {"日期": "2028-03-27", "洗涤量公斤": 15600, "用电度": 3120, "度每公斤": 0.2},
    {"日期": "2028-03-28", "洗涤量公斤": 14950, "用电度": 3140, "度每公斤": 0.21},
    {"日期": "2028-03-29", "洗涤量公斤": 15870, "用电度": None, "度每公斤": None, "备注": "电表通讯中断"}]}},
    {"开始": "2028-03-27"}, tool="get_daily_power")]
FUNDING = [R({"total": 2, "results": [
    {"program": "NOAA Coastal Resilience Research", "award_ceiling_usd": 450000, "deadline": "2028-04-14"},
    {"program": "NSF CoPe Planning", "award_ceiling_usd": 150000, "deadline": "2028-03-22"}]},
    {"keywords": "coastal resilience"}, tool="search_funding")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (POWER, "- 周一：15600公斤，3120度，0.2度/公斤\n- 周二：14950公斤，3140度，0.21\n"
            "- 周三：15870公斤，电表通讯中断，没有读数", set()),
    (POWER, "- 周一：15600公斤，3120度，0.2度/公斤\n- 周二：14950公斤，3140度，0.21\n- 周三：15870公斤，3290度，0.21",
     {"null_fill"}),
    (FUNDING, "NSF CoPe Planning (up to $150k, due Wednesday, March 22) and NOAA Coastal Resilience Research (up to "
              "$450k, due Friday, April 14).", set()),
])
def test_rows_named_by_their_day(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """A row whose 日期 is 2028-03-29 is named 周三, and 3290度 is kilowatt-hours, no kilograms washed; a deadline a
    row only carries ("due Wednesday, March 22") names no row."""
    assert kinds(results, narration) == expected


GRANTS = [R({"grants": [{"funder": "State Arts Council", "awarded_usd": 185000},
                        {"funder": "City Cultural Affairs", "awarded_usd": 42750}],
             "total_usd": 227750, "operating_budget_usd": 11240000}, {"fiscal_year": "FY28"}, tool="get_grants")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (GRANTS, "That's about $228k in all, roughly 2.03% of the $11.24M operating budget.", set()),
    (GRANTS, "That's about $228k in all, roughly 2.03% of the $227,750 operating budget.", {"field_swap"}),
])
def test_the_base_of_a_share_keeps_its_label(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"2.03% of the $11.24M operating budget" keeps the base's own label: a share's base is no total."""
    assert kinds(results, narration) == expected


BOATS = [R({"code": 0, "msg": "ok", "data": {"月份": "2028-03", "船": [
    {"船名": "浙岱渔31207", "出海天数": 20, "渔获吨": 44.6, "柴油吨": 31.2},
    {"船名": "浙岱渔31209", "出海天数": 17, "渔获吨": 39.8, "柴油吨": None, "说明": "油卡数据未同步"},
    {"船名": "浙岱渔31215", "出海天数": 11, "渔获吨": 25.3, "柴油吨": 19.7}]}}, {"月份": "2028-03"},
         tool="get_fleet_month")]
FLEET = ("3月船队：\n• 31207：出海20天，渔获44.6吨，柴油31.2吨\n• 31209：出海17天，渔获39.8吨，柴油{}\n"
         "• 31215：出海11天，渔获25.3吨，柴油19.7吨")


@pytest.mark.parametrize(("told", "expected"), [
    ("还没同步", set()),
    ("28.4吨", {"null_fill"}),
])
def test_a_row_named_by_its_closing_number_with_a_measured_null(told: str, expected: set[str]) -> None:
    """"31209" names the boat 浙岱渔31209, whose diesel in tonnes is null: a tonnage told there is filled in."""
    assert kinds(BOATS, FLEET.format(told)) == expected


CREWS = [R({"jobs": [{"move_id": "MV-30412", "crew_lead": "Dana", "crew_size": 3, "start": "08:00"},
                     {"move_id": "MV-30418", "crew_lead": "Omar", "crew_size": 4, "start": "07:30"},
                     {"move_id": "MV-30425", "crew_lead": "Lena", "crew_size": 2, "start": "13:00"}],
            "crew_available": 11}, {"date": "2027-10-02"}, tool="get_crew_schedule")]
BOARD = ("- **MV-30418** (Omar): 4 movers, 7:30 am\n- **MV-30412** (Dana): 3 movers, 8:00 am\n"
         "- **MV-30425** (Lena): {} movers, 1:00 pm")


@pytest.mark.parametrize(("told", "expected"), [
    ("2", set()),
    ("3", {"field_swap"}),  # Dana's crew, though the average crew (9 / 3) and the count of jobs are 3 too
])
def test_a_row_line_told_another_rows_value_that_an_aggregate_also_equals(told: str, expected: set[str]) -> None:
    assert kinds(CREWS, BOARD.format(told)) == expected


def test_the_named_row_holding_the_value_in_another_field_is_no_swap() -> None:
    """"Rocket — eight of ten": ten is Rocket's own items_total, though Juno's items_passed is ten as well."""
    dogs = [R({"dogs": [{"name": "Juno", "passed": True, "items_passed": 10, "items_total": 10},
                        {"name": "Rocket", "passed": False, "items_passed": 8, "items_total": 10}]},
              {"class": "CGC prep"}, tool="get_class_results")]
    told = "- **Juno**: passed, all ten items\n- **Rocket**: not this time, eight of ten"
    assert kinds(dogs, told) == set()


TIRES = [R({"code": 0, "msg": "ok", "data": {"门店": "滨江店", "明细": [
    {"品牌": "米其林", "型号": "浩悦4", "库存": 38, "已预留": 6},
    {"品牌": "玛吉斯", "型号": "MS2", "库存": 19, "已预留": 0}]}},
    {"门店": "滨江店"}, tool="query_tire_stock")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("滨江店的米其林浩悦4还有38条（6条已经被预订），玛吉斯MS2有19条。", set()),
    ("滨江店的米其林浩悦4还有83条（6条已经被预订），玛吉斯MS2有19条。", {"numeric_drift"}),
])
def test_two_digits_swapped_in_a_count_of_the_row_the_line_names(narration: str, expected: set[str]) -> None:
    """"浩悦4还有83条" on the line naming that row: its 库存 38 with two digits swapped, told with a counter."""
    assert kinds(TIRES, narration) == expected


ONLINE = [R({"code": 0, "msg": "ok", "data": {"机器总数": 90, "分时段在线": [
    {"时段": "18:00", "在线": 41}, {"时段": "19:00", "在线": 66}, {"时段": "20:00", "在线": None},
    {"时段": "21:00", "在线": 72}], "备注": "20:00 计费系统断线"}}, {"门店": "汉街店"}, tool="get_hourly_online")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("汉街店昨晚在线：\n- 18点：41台\n- 19点：66台\n- 20点：断线没数据\n- 21点：72台", set()),
    ("汉街店昨晚在线：\n- 18点：41台\n- 19点：66台\n- 20点：70台\n- 21点：72台", {"null_fill"}),
])
def test_a_row_named_by_its_hour_written_in_chinese(narration: str, expected: set[str]) -> None:
    """"20点" names the row whose 时段 is "20:00": a count told there fills that row's null."""
    assert kinds(ONLINE, narration) == expected


PICK_PLAN = [R({"houses": [{"house": "1A", "pickers": 6, "estCases": 420},
                           {"house": "2C", "pickers": 8, "estCases": 610},
                           {"house": "3A", "pickers": 0, "estCases": 0}]}, {"date": "2029-04-13"},
               tool="get_harvest_plan", call_id="c1"),
             R({"highC": 14, "lowC": 5}, {"date": "2029-04-13"}, tool="get_weather_forecast", call_id="c2")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("1A: six pickers, 2C: eight, 3A: none.\n\nSo 14 pickers and roughly 1,030 cases. High of 14 °C.", set()),
    ("1A: six pickers, 2C: eight, 3A: none.\n\nSo 5 pickers and roughly 1,030 cases. High of 14 °C.",
     {"field_swap"}),
])
def test_a_line_naming_no_row_may_tell_the_sum_over_the_rows(narration: str, expected: set[str]) -> None:
    """With no row named, the label's values are every row's and their sum: "14 pickers" is 6 + 8 + 0."""
    assert kinds(PICK_PLAN, narration) == expected
