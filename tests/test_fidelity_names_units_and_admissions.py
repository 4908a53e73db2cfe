"""Numbers inside names, units written into Chinese keys and narrations (加仑, 厘米, 节 beside 航速), the whole of a
batch told before its part (14条里发出去12条), and a null field admitted as something that cannot be worked out.
Each reading is shown as a faithful narration and the distorted twin that must still be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

SHOW = [R({"status": "approved", "in_water_slips": ["C-14", "C-15", "C-16"], "max_loa_ft": 60, "balance_due_usd": 0},
          {"show": "Fall Boat Show"}, tool="get_exhibitor_package")]
SCORES = [R({"games": [{"team": "Lakers", "points": 112}, {"team": "Celtics", "points": 108}]}, tool="get_scores")]
YACHT = [R({"code": 0, "msg": "ok", "data": {"油箱容量加仑": 800, "巡航油耗加仑每小时": 42, "巡航航速节": 24}},
           {"船名": "海风号"}, tool="get_yacht_specs")]
TIDE = [R({"code": 0, "msg": "ok",
           "data": {"潮汐": [{"类型": "低潮", "潮高厘米": 52}, {"类型": "高潮", "潮高厘米": 186}]}},
          {"港口": "三亚"}, tool="get_tide")]
BERTHS = [R({"code": 0, "msg": "ok", "data": {"泊位总数": 186, "已预订": 172, "占用率": 0.9247}},
            {"日期": "2027-05-01"}, tool="query_berth_occupancy")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SHOW, "We have three in-water slips. Boats up to 60 ft are allowed, so the Sabre 48 can go in the end slip.",
     set()),
    (SHOW, "We have three in-water slips, and the Sabre 48 can go in the end slip: the limit is 66 ft.",
     {"numeric_drift"}),
    (SCORES, "Last night the Lakers 112, Celtics 108.", set()),
    (SCORES, "Last night the Lakers 121, Celtics 108.", {"numeric_drift"}),
    (YACHT, "油箱800加仑，约3028升；巡航油耗每小时42加仑；巡航24节，时速44.4公里左右。", set()),
    (YACHT, "油箱800加仑，约3028升；巡航油耗每小时24加仑；巡航24节，时速44.4公里左右。", {"field_swap"}),
    (TIDE, "凌晨低潮0.52米，上午高潮1.86米。", set()),
    (TIDE, "凌晨低潮0.52米，上午高潮18.6米。", {"numeric_drift"}),
    (BERTHS, "五一当天泊位已经订出172个，占用率约92.5%，还剩14个。", set()),
    (BERTHS, "五一当天泊位已经订出127个，占用率约92.5%，还剩14个。", {"numeric_drift"}),
])
def test_names_and_units(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """A number in a name no result holds ("Sabre 48") is no claim, unless it misreads a value ("Lakers 121");
    加仑 and 厘米 are units of a key and of a narration; 航速 names a speed and 订出 a booking."""
    assert kinds(results, narration) == expected


SMS = [R({"code": 0, "msg": "部分成功", "data": {"总数": 14, "成功": 12, "失败": 2}},
         {"模板": "续约提醒"}, tool="send_renewal_sms")]
PILLS = [R({"code": 0, "msg": "ok", "data": {"发放片数": 42, "回收片数": 0, "依从性": None, "药盒状态": "遗失"}},
           {"受试者编号": "0932-05-004"}, tool="irt_drug_accountability")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (SMS, "续约提醒短信只成功了一部分：14条里发出去12条，2条没发出去。", set()),
    (SMS, "续约提醒短信已经全部发出去了，14条都成功了。", {"status_lie"}),
    (PILLS, "发了42片，一片都没收回来，药盒丢了；依从性因此算不出来。", set()),
    (PILLS, "发了42片，一片都没收回来，药盒丢了；依从性只有六成左右，偏低。", {"null_fill"}),
])
def test_batches_and_nulls_told_in_colloquial_chinese(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"14条里发出去12条" tells the whole and then the part sent; "算不出来" admits a null field."""
    assert kinds(results, narration) == expected


REPORT = [R({"code": 404, "msg": "监查报告不存在", "data": None}, {"报告编号": "MVR-0708"},
            tool="ctms_monitoring_report")]
FINDINGS = [R({"code": 0, "msg": "ok", "data": {"一般问题": 2, "重要问题": 1}}, {"报告编号": "MVR-0708"},
              tool="ctms_monitoring_report")]
REFUND = [R({"code": 0, "data": {"refund_id": "RF-77320", "amount_fen": 129900, "status": "PROCESSING"}},
            {"refund_id": "RF-77320"}, tool="billing.refund_status")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (REPORT, "MVR-0708这份监查报告系统里查不到，麻烦确认一下编号。", set()),
    (REPORT, "MVR-0708那次监查发现2个一般问题，报告4月9号已经定稿了。", {"null_fill"}),
    (FINDINGS, "MVR-0708发现2个一般问题、1个重要问题。", set()),
    (FINDINGS, "MVR-0708发现3个一般问题、1个重要问题。", {"numeric_drift"}),
    (REFUND, "退款RF-77320还在处理中，金额1299.00元，到账后会通知您。", set()),
    (REFUND, "退款RF-77320已经原路退回到您的账户，金额1299.00元，请注意查收。", {"status_lie"}),
])
def test_severity_words_and_refunds_told_in_chinese(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """"一般问题" is a severity (minor findings), not advice ("一般来说"), so a number told for it is a claim; "已经原路
    退回" says a refund still processing is done."""
    assert kinds(results, narration) == expected


DEVIATIONS = [R({"code": 0, "msg": "ok", "data": {"合计": 36, "重要": 9, "一般": 27}}, {"方案编号": "XK-0932"},
                tool="ctms_deviation_summary")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("累计方案偏离36条，其中重要偏离9条、一般偏离27条。", set()),
    ("累计方案偏离36条，其中重要偏离27条、一般偏离9条。", {"field_swap"}),
])
def test_an_advice_word_that_is_a_key_names_its_field(narration: str, expected: set[str]) -> None:
    """一般 is a result's key here (minor deviations), so its clause is no advice and its number is checked."""
    assert kinds(DEVIATIONS, narration) == expected


ORDERS = [R({"code": 0, "msg": "success", "data": {"完工单": 221, "保内单": 163, "保外单": 58}}, {"网点": "西湖网点"},
            tool="order_mix")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("昨天完工221单，其中保内163单，保外58单。", set()),
    ("昨天完工221单，其中保内58单，保外163单。", {"field_swap"}),
])
def test_a_keys_count_word_written_behind_the_number(narration: str, expected: set[str]) -> None:
    """保内单 is told "保内163单": the key's 单 moves behind the number, and its stem names the field."""
    assert kinds(ORDERS, narration) == expected


ROUTE = [R({"legs": [{"from": "Dunmore", "to": "Pell River", "miles": 214, "drive_min": 245},
                     {"from": "Pell River", "to": "Ashby", "miles": 168, "drive_min": 190}]},
           {"tour": "Lamplighter spring tour"}, tool="get_tour_routing")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("| Leg | Drive |\n|---|---|\n| Dunmore → Pell River | 4 h 05 |\n| Pell River → Ashby | 3 h 10 |", set()),
    ("| Leg | Drive |\n|---|---|\n| Dunmore → Pell River | 4 h 14 |\n| Pell River → Ashby | 3 h 10 |",
     {"numeric_drift"}),
])
def test_hours_and_clock_style_minutes(narration: str, expected: set[str]) -> None:
    """"4 h 05" is 245 minutes: two digits after the hours are its minutes ("4 h 14" is 254, two digits swapped)."""
    assert kinds(ROUTE, narration) == expected


PLANT = [R({"code": 0, "msg": "ok", "data": {"已发车线路": 8, "延误线路": 0, "待洗公斤": 2860}}, {"厂区": "一厂"},
           tool="get_plant_status")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("8条线路都发车了，没有晚的；还有2860公斤等着洗。", set()),
    ("8条线路都发车了，延误线路8条；还有2860公斤等着洗。", {"field_swap"}),
])
def test_departures_named_by_their_verb(narration: str, expected: set[str]) -> None:
    """发车 names 已发车线路, so "8条线路都发车了" states it, not the 延误线路 the word 线路 also reaches."""
    assert kinds(PLANT, narration) == expected


FABRIC = [R({"four_point_per_100_sq_yd": 18, "accepted": True, "shade_band": "B"}, {"lot": "DL-5540"},
            tool="inspect_fabric_lot")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("DL-5540 passed 4-point inspection at 18 points per 100 sq yd, shade band B.", set()),
    ("DL-5540 passed 4-point inspection at 81 points per 100 sq yd, shade band B.", {"numeric_drift"}),
])
def test_a_number_hyphenated_into_a_keys_name(narration: str, expected: set[str]) -> None:
    """"4-point inspection" is four_point_per_100_sq_yd's own name, no value of it."""
    assert kinds(FABRIC, narration) == expected


LINEN = [R({"code": 0, "msg": "ok", "data": {"客房数": 320, "配置套数": 3, "应配件数": 960, "店内件数": 610,
                                            "厂内在洗件数": 290}}, {"客户": "滨江大酒店"}, tool="get_par_level")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("滨江按3套配，320间房要960条，店里现在610条，厂里在洗290条。", set()),
    ("滨江按3套配，320间房要960条，店里现在290条，厂里在洗610条。", {"field_swap"}),
])
def test_a_count_key_told_by_a_part_of_its_stem(narration: str, expected: set[str]) -> None:
    """"在洗610条" names 厂内在洗件数 by the tail of its stem: the count's 件数 goes behind the number."""
    assert kinds(LINEN, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Honda doesn't have a single new unit past 90 days right now.", set()),
    ("Honda has one new unit past 90 days right now, a white Civic.", {"null_fill"}),
])
def test_not_a_single_one_admits_an_empty_result(narration: str, expected: set[str]) -> None:
    aged = [R({"count": 0, "vehicles": []}, {"store": "Crestview Honda", "type": "new", "min_days": 90},
              tool="get_aged_inventory")]
    assert kinds(aged, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Results from the October lapsed-member test ($4 off): 1,187 came back and used it.", set()),
    ("Results from the October lapsed-member test ($4 off): 1,817 came back and used it.", {"numeric_drift"}),
])
def test_a_number_quoted_with_its_word_from_a_returned_text_is_the_texts(narration: str, expected: set[str]) -> None:
    report = [R({"name": "We miss you - $4 off", "target_members": 6210, "redeemed": 1187,
                 "discount_cost_usd": 4748.0, "returning_after_30d": 402}, tool="loyalty.campaign_report")]
    assert kinds(report, narration) == expected
