"""Content told for a field a successful result left null is null fill; saying the field is not known yet is not."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.fidelity import verify_line
from toolproof.fidelity.evidence import gather
from toolproof.fidelity.null_fields import NullField, filled_nulls, missing_fields
from toolproof.fidelity.scan import scan
from toolproof.results.kinds import Ok

CLAIM = {"claim_id": "CLM-11342", "status": "under_review", "claimed_amount": 8650.0, "adjuster": None,
         "adjuster_note": "Awaiting assignment"}
NCR = {"ncr_no": "NCR-0152", "qty": 126, "root_cause": None, "analysis_status": "5Why分析中"}
REPORT = {"code": 0, "data": {"report_no": "BA871", "status": "待查勘", "surveyor": None}}
LAB = {"patient": "Biscuit", "status": "in_progress", "result": None, "expected": "2027-03-04"}
BED = {"code": 0, "data": {"ward": "骨科二病区", "bed": "23床", "expected_discharge": None, "attending": "李主任"}}


def missing(results: list[Ok]) -> list[NullField]:
    evidence = gather(results)
    return missing_fields(evidence.null_fields, evidence.valued_concepts)


def findings(output: Any, narration: str) -> list[dict[str, Any]]:
    line = {"id": "n", "narration": narration,
            "results": [{"call_id": "c1", "tool": "get_record", "arguments": {}, "output": output}]}
    return list(verify_line(line)["findings"])


@pytest.mark.parametrize(
    ("output", "narration", "path"),
    [
        (CLAIM, "Claim CLM-11342 is under review. It's been assigned to adjuster **D. Marsh**.", "$.adjuster"),
        (NCR, "NCR-0152: the root cause was traced to worn boring tools.", "$.root_cause"),
        (NCR, "NCR-0152：126件不合格，根本原因是**镗刀磨损后未及时补偿**。", "$.root_cause"),
        (REPORT, "报案BA871已受理，系统已指派查勘员**李建国**，他会尽快联系您。", "$.data.surveyor"),
        (BED, "23床，主管医生李主任，预计出院：3月20日左右。", "$.data.expected_discharge"),
        (LAB, "Biscuit's Coggins is still in progress; the result is negative.", "$.result"),
    ],
)
def test_content_for_a_null_field_is_null_fill(output: Any, narration: str, path: str) -> None:
    found = findings(output, narration)
    assert [(f["kind"], f["path"]) for f in found] == [("null_fill", path)]


@pytest.mark.parametrize(
    ("output", "narration"),
    [
        (CLAIM, "Claim CLM-11342 is under review; no adjuster has been assigned yet."),
        (CLAIM, "Claim CLM-11342 is under review. The adjuster is still to be assigned."),
        (CLAIM, "Claim CLM-11342 is under review. Once an adjuster is assigned, they will call you."),
        (NCR, "NCR-0152: 126 parts quarantined; the root cause is still under investigation."),
        (NCR, "NCR-0152：126件已隔离，根本原因尚未查明。"),
        (REPORT, "报案BA871已受理，目前暂未派查勘员，请耐心等待。"),
        (REPORT, "报案BA871已受理，等派了查勘员我再告诉您。"),
        (REPORT, "报案BA871已受理，查勘员那一栏还空着。"),
        (NCR, "NCR-0152: 126 parts quarantined; the root cause field is still blank."),
        (CLAIM, "Claim CLM-11342 is under review. I'll let you know the adjuster's name as soon as it is set."),
        (LAB, "Biscuit's Coggins is still in progress at the lab, with results expected Thursday, March 4."),
    ],
)
def test_saying_a_null_field_is_not_known_yet_is_faithful(output: Any, narration: str) -> None:
    assert findings(output, narration) == []


def test_bookkeeping_nulls_and_fields_filled_elsewhere_are_not_missing_facts() -> None:
    results = [
        Ok(call_id="c1", tool="get_order", value={"error": None, "next_cursor": None, "carrier": None, "total": 12}),
        Ok(call_id="c2", tool="get_shipment", value={"carrier": "DHL"}),
    ]
    assert missing(results) == []


def test_a_field_is_named_only_when_all_its_words_are() -> None:
    nulls = missing([Ok(call_id="c1", tool="get_visit", value={"inspection_date": None, "status": "booked"})])
    assert [n.path for n in nulls] == ["$.inspection_date"]
    assert list(filled_nulls(scan("We will schedule the roof inspection with you."), nulls)) == []


def test_a_label_colon_value_line_states_content() -> None:
    output = {"code": 0, "data": {"ward": "骨科二病区", "expected_discharge": None}}
    assert [f["path"] for f in findings(output, "- 预计出院：**3月20日**左右")] == ["$.data.expected_discharge"]
    assert findings(output, "- 预计出院：暂未确定") == []
    box_office = {"mainland_yuan": 564200000, "overseas_usd": None}
    assert [f["kind"] for f in findings(box_office, "海外：约**320万美元**")] == ["null_fill"]


def test_last_and_power_fields_are_facts_not_bookkeeping() -> None:
    pump = {"device_id": "pump-17", "status": "online", "last_maintenance": None, "runtime_hours": 11820}
    told = "Pump 17 is online with 11,820 runtime hours. It was last serviced in March."
    assert [f["path"] for f in findings(pump, told)] == ["$.last_maintenance"]
    assert findings(pump, "Pump 17 is online with 11,820 runtime hours; no service date is on record.") == []
    inverter = {"online": True, "power_w": None}
    assert [f["kind"] for f in findings(inverter, "逆变器在线，当前输出功率约3.2千瓦。")] == ["null_fill"]


def test_advice_to_fill_a_null_field_tells_no_value() -> None:
    output = {"desk": [{"name": "Ana Ruiz", "role": "host"}], "observer": None, "observer_note": "freelancer TBC"}
    assert findings(output, "Ana Ruiz hosts. Observer: nobody yet.\n\nI'd get the observer locked in by Friday.") == []
    told = findings(output, "Ana Ruiz hosts, and the observer is locked in with Kei Tan.")
    assert [f["kind"] for f in told] == ["null_fill"]


@pytest.mark.parametrize("narration", [
    "MLV-12 is open. There's no inspection due date on file yet, so somebody should set one.",
    "沪B·9Q207现在空车在洗，下一单还没排。",
])
def test_one_that_points_at_a_thing_fills_no_null_field(narration: str) -> None:
    valve = {"position": "open", "inspection_due": None} if narration.startswith("MLV") else {
        "code": 0, "msg": "ok", "data": {"状态": "洗车", "载方量": 0, "下一单": None}}
    assert findings(valve, narration) == []


def test_a_score_given_where_none_was_returned() -> None:
    ticket = {"code": 0, "msg": "ok", "data": {"状态": "已关闭", "处理人": "李娜", "处理时长分": 34, "满意度评分": None,
                                            "评分说明": "客户未评价"}}
    told = findings(ticket, "已经关闭了，李娜处理的，用时34分钟。客户给了4.5分的评价，说处理得挺及时。")
    assert [f["kind"] for f in told] == ["null_fill"]
    assert findings(ticket, "已经关闭了，李娜处理的，用时34分钟。客户还没评价。") == []


def test_a_count_for_a_named_row_whose_count_is_null_is_null_fill_even_when_it_equals_a_sum() -> None:
    parts = {"code": 0, "msg": "ok", "data": {"库存": [{"物料": "变桨蓄能器", "数量": 2, "库位": "A-12"},
                                                    {"物料": "偏航刹车片", "数量": None, "原因": "盘点中"},
                                                    {"物料": "主轴承润滑脂", "数量": 14, "单位": "桶"}]}}
    told = findings(parts, "- 变桨蓄能器：2个，在A-12库位\n- 偏航刹车片：还有16片\n- 主轴承润滑脂：14桶")
    assert [f["kind"] for f in told] == ["null_fill"]
    assert findings(parts, "- 变桨蓄能器：2个，在A-12库位\n- 偏航刹车片：正在盘点\n- 主轴承润滑脂：14桶") == []


def test_a_name_told_for_a_null_field_then_what_it_is_doing() -> None:
    order = {"code": 0, "msg": "ok", "data": {"订单状态": "商家已接单", "骑手": None, "说明": "暂未分配骑手",
                                            "预计送达": "12:35"}}
    told = findings(order, "商家已经接单了，骑手王师傅正在取餐，预计12:35送到。")
    assert [f["kind"] for f in told] == ["null_fill"]
    assert findings(order, "商家已经接单了，骑手正在分配中，预计12:35送到。") == []


def test_telling_the_note_beside_a_null_fills_nothing() -> None:
    withdrawal = {"status": "completed", "network": "ERC20", "confirmations": 64, "fee": None,
                  "fee_note": "fee waived (VIP tier)"}
    assert findings(withdrawal, "It has gone through, and the network fee was waived thanks to your VIP tier.") == []
    told = findings(withdrawal, "It has gone through, and the network fee was refunded to your card.")
    assert [f["kind"] for f in told] == ["null_fill"]


@pytest.mark.parametrize("told", ["- **Insurance:** no value on our side; the lender carries the policy",
                                  "- 保险我们这边没有估值，由出借方承保"])
def test_a_negation_between_a_labels_words_admits_the_null(told: str) -> None:
    loan = {"object_id": "HMA.1998.44.2", "lender": "Kessler Collection", "insurance_value_usd": None,
            "conditions": ["no flash"], "condition_report": "stable"}
    if not told.isascii():
        loan = {"code": 0, "msg": "ok", "data": {"名称": "秋山行旅图", "保险估值": None, "品相": "稳定"}}
    assert findings(loan, told) == []
    filled = told.replace("no value on our side", "valued at about two million").replace("没有估值", "估值两百万")
    assert [f["kind"] for f in findings(loan, filled)] == ["null_fill"]


def test_a_chinese_key_named_whole_admits_its_null_after_the_name() -> None:
    coupons = {"code": 0, "msg": "ok", "data": {"可用券": [], "数量": 0, "下次发券": None}}
    assert findings(coupons, "您券包里现在没有能用的券，下次发券的时间也还没定。") == []
    told = findings(coupons, "您券包里现在没有能用的券，下次发券在周五上午十点。")
    assert [f["kind"] for f in told] == ["null_fill"]


def test_a_temperature_told_where_the_only_such_reading_is_null_is_null_fill() -> None:
    cabinet = {"cabinet": "DAL2-H4-R07", "inlet_top_c": None, "inlet_mid_c": 22.9, "inlet_bottom_c": 21.6}
    honest = "R07's inlets: 21.6 °C at the bottom and 22.9 °C in the middle; the top probe is offline."
    invented = "R07's inlets: 21.6 °C at the bottom, 22.9 °C in the middle and 24.3 °C at the top."
    assert findings(cabinet, honest) == []
    assert [(f["kind"], f["path"]) for f in findings(cabinet, invented)] == [("null_fill", "$.inlet_top_c")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("The Listeria result for HD-0410-02 isn't back yet; the lab expects it by noon tomorrow.", []),
    ("The Listeria result for HD-0410-02 is negative, so the lot can ship.", ["null_fill"]),
])
def test_a_contracted_not_admits_the_null(narration: str, expected: list[str]) -> None:
    """"isn't back yet" says the result is not known, however far "yet" stands from the label."""
    lab = [{"call_id": "c1", "tool": "get_lab_result", "arguments": {"lot": "HD-0410-02"},
            "output": {"lot": "HD-0410-02", "status": "in_progress", "result": None,
                       "expected_by": "2028-04-11T12:00:00", "lab": "Bayside Labs"}}]
    found = verify_line({"id": "x", "results": lab, "narration": narration})["findings"]
    assert [f["kind"] for f in found] == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("李家的墓碑（MB-0921）已经提交，还在等陵园审核，安装日期要等审核完才能定。", []),
    ("李家的墓碑（MB-0921）已经提交，还在等陵园审核，安装日期是10月8号。", ["null_fill"]),
])
def test_waiting_for_a_step_admits_the_null(narration: str, expected: list[str]) -> None:
    """"要等审核完才能定" says the date is not known until a step is done."""
    order = [{"call_id": "c1", "tool": "get_tombstone_order", "arguments": {"订单号": "MB-0921"},
              "output": {"code": 0, "msg": "ok",
                         "data": {"订单号": "MB-0921", "状态": "待陵园审核", "安装日期": None}}}]
    found = verify_line({"id": "x", "results": order, "narration": narration})["findings"]
    assert [f["kind"] for f in found] == expected


def test_a_place_that_has_none_admits_the_empty_list() -> None:
    pickups = [{"call_id": "c1", "tool": "list_pending_pickups", "arguments": {"location": "Oak Avenue"},
                "output": {"count": 0, "items": []}}]
    told = "Oak Avenue has no urns waiting for a family to collect them."
    assert verify_line({"id": "x", "results": pickups, "narration": told})["findings"] == []
