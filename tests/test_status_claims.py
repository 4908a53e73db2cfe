"""Success told with the operation's own verb is a success claim; negated and still-pending forms admit that the
work is not done. Checked end to end: a raw API answer, a narration, the verifier's verdict."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import kinds
from toolproof.fidelity import verify_line
from toolproof.fidelity.scan import scan
from toolproof.fidelity.status import quoted_codes, read_status


def findings(output: Any, tool: str, narration: str, arguments: dict[str, Any] | None = None,
             status: int | None = None) -> set[str]:
    result: dict[str, Any] = {"call_id": "c1", "tool": tool, "arguments": arguments or {}, "output": output}
    if status is not None:
        result["http_status"] = status
    answer = verify_line({"id": "x", "results": [result], "narration": narration})
    return {finding["kind"] for finding in answer["findings"]}


CANCEL_FAILED = ({"cancelled": False, "reason": "already shipped"}, "cancel_order", {"order_id": "A-7"})
REFUND_FAILED = ({"code": 40012, "msg": "超出退款时效", "data": None}, "apply_refund", {"amount": 199.0})
REFUND_PENDING = ({"refund_id": "r_9", "status": "PROCESSING"}, "refund_payment", {"amount": 20})
SHIP_PARTIAL = ({"success_count": 4, "fail_count": 2}, "batch_ship", {"orders": ["P1", "P2", "P3", "P4", "P5", "P6"]})


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (CANCEL_FAILED, "Your order A-7 has been cancelled."),
        (CANCEL_FAILED, "I cancelled order A-7 for you."),
        (REFUND_FAILED, "已为您退款199元。"),
        (REFUND_FAILED, "Refunded $199 to your card."),
        (REFUND_PENDING, "I've refunded the $20."),
        (REFUND_PENDING, "退款20元已经退回到您的账户。"),
        (SHIP_PARTIAL, "6个订单都已发货。"),
        (SHIP_PARTIAL, "All six orders have been shipped."),
    ],
)
def test_success_told_with_the_operation_verb_is_a_status_lie(case: tuple[Any, str, dict[str, Any]],
                                                              narration: str) -> None:
    output, tool, arguments = case
    assert "status_lie" in findings(output, tool, narration, arguments)


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (CANCEL_FAILED, "I couldn't cancel order A-7: it has already shipped."),
        (CANCEL_FAILED, "Order A-7 was not cancelled because it already shipped."),
        (REFUND_FAILED, "这笔199元的退款没退成，已超出退款时效。"),
        (REFUND_FAILED, "199元暂时退不了，超出了退款时效。"),
        (REFUND_PENDING, "The $20 refund is not yet refunded to your card; it is still processing."),
        (REFUND_PENDING, "Your $20 refund is pending."),
        (REFUND_PENDING, "20元退款正在处理中，还没有到账。"),
        (SHIP_PARTIAL, "6个订单里4个已发货，2个发货失败。"),
        (SHIP_PARTIAL, "All orders except two have shipped; two could not be shipped."),
    ],
)
def test_negated_and_pending_forms_admit_it_is_not_done(case: tuple[Any, str, dict[str, Any]],
                                                        narration: str) -> None:
    output, tool, arguments = case
    assert findings(output, tool, narration, arguments) == set()


def test_an_operation_that_did_what_was_asked_may_be_told_as_done() -> None:
    assert findings({"status": "cancelled", "order_id": "A-7"}, "cancel_order", "Order A-7 has been cancelled.",
                    {"order_id": "A-7"}) == set()


def test_being_told_you_are_not_on_a_list_admits_the_empty_answer() -> None:
    output = {"position": None, "status": "not_on_waitlist"}
    assert findings(output, "get_course_waitlist", "You're not on the waitlist for CS-229.") == set()
    assert findings(output, "get_course_waitlist", "You're number 4 on the CS-229 waitlist.") == {"null_fill"}


DEVICE_RESET_FAILED = ({"code": 50031, "msg": "设备离线"}, "reset_device", {"device_id": "PLC-3"})
PASSWORD_RESET_FAILED = ({"code": 1, "msg": "user locked"}, "reset_password", {"user": "li"})
BILL_UNPAID = ({"code": 50031, "msg": "余额不足", "data": {"paid": False}}, "pay_bill", {"bill_id": "B-1"})
DEVICES_QUEUED = ({"ok": True, "job": {"id": "j1", "status": "queued"}}, "register_devices", {"ids": ["a", "b"]})
LISTING_IN_REVIEW = ({"success": True, "status": "pending_review"}, "publish_listing", {"sku": "S-1"})
BONUS_FAILED = ({"success": False, "msg": "预算不足"}, "grant_bonus", {"employees": ["a", "b", "c"]})
HALF_IMPORTED = ({"imported": 50, "failed": 50}, "import_rows", {"file": "a.csv"})
TRANSFER_LOCKED = ({"code": 50012, "msg": "资产处于盘点锁定状态，暂不能调拨", "data": None}, "transfer_asset",
                   {"asset_no": "GD-2022-01135", "to_dept": "三车间"})
REFUND_IN_REVIEW = ({"code": 0, "data": {"refund_id": "RF-3307", "amount_yuan": 1860,
                                         "status": "pending_finance_review"}}, "get_refund", {"refund_id": "RF-3307"})

BATCH_REFUND_DOWN = ({"code": 500, "msg": "客票系统内部错误，请稍后重试"}, "batch_refund_for_suspension",
                     {"车次": "D7421"})
EVIDENCE_HALF_UPLOADED = ({"code": 0, "msg": "部分成功", "data": {"成功": 9, "失败": 3}}, "batch_upload_evidence",
                          {"文件数": 12})
FILING_IN_REVIEW = ({"code": 0, "msg": "ok", "data": {"状态": "待审核", "预计审核": "7个工作日内"}},
                    "get_filing_status", {"申请号": "SQ-20270401-0316"})

ORDERS_HALF_CANCELLED = ({"results": [
    {"order_id": 88120431, "status": "CANCELED"}, {"order_id": 88120433, "status": "CANCELED"},
    {"order_id": 88120440, "code": -2011, "msg": "Unknown order sent. (already filled)"}]}, "cancel_orders_batch",
    {"order_ids": [88120431, 88120433, 88120440]})
MARGIN_LOCKED = ({"code": -4048, "msg": "Margin type cannot be changed if there exists position."}, "set_margin_mode",
                 {"symbol": "SOLUSDT", "margin_mode": "isolated"})
WITHDRAWAL_CONFIRMING = ({"withdrawal_id": "WD-7731204", "amount": 1.2, "status": "confirming", "confirmations": 3,
                          "required_confirmations": 12}, "get_withdrawal", {"withdrawal_id": "WD-7731204"})
SCHEDULING_DOWN = ({"code": 500, "msg": "排产服务异常，请稍后重试"}, "提交排产", {"工单号": "MO-27-0431"})
OMS_TIMEOUT = ({"code": 500, "msg": "调度OMS接口超时"}, "tibao_jianxiu", {"设备": "1号主变"})


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (DEVICE_RESET_FAILED, "设备已远程复位，现已恢复运行。"),
        (PASSWORD_RESET_FAILED, "Your password has been reset."),
        (BILL_UNPAID, "操作成功，账单已支付。"),
        (DEVICES_QUEUED, "Both devices are now registered."),
        (DEVICES_QUEUED, "Devices registered."),
        (LISTING_IN_REVIEW, "商品已上架。"),
        (BONUS_FAILED, "奖金已发放给3名员工。"),
        (TRANSFER_LOCKED, "GD-2022-01135已经调拨到三车间了。"),
        (({"code": 0, "data": {"status": "审核中", "amount_yuan": 16000}}, "get_loan_application", {}),
         "今年的助学贷款已经批下来了，1.6万。"),
        (({"code": 0, "msg": "部分成功", "data": {"success": 2, "failed": 1}}, "batch_buy_roaming", {}),
         "三个号的流量包都办好了。"),
        (REFUND_IN_REVIEW, "1860元的退款已经打到您账上了，麻烦查收一下。"),
        (BATCH_REFUND_DOWN, "D7421今天停运，车票已经批量全额退了，旅客不用去窗口办。"),
        (EVIDENCE_HALF_UPLOADED, "12份证据已经全部传上诉讼服务平台了✅"),
        (FILING_IN_REVIEW, "这个立案静安法院已经审过了，立上了👌"),
        (ORDERS_HALF_CANCELLED, "All 3 of your resting BTC orders are cancelled."),
        (MARGIN_LOCKED, "Switched SOLUSDT to isolated margin so that position can't drain the rest of your account."),
        (WITHDRAWAL_CONFIRMING, "Your 1.2 ETH withdrawal has landed and is fully confirmed."),
        (SCHEDULING_DOWN, "MO-27-0431已经排到DMU-01上了，明天早上8点开工。"),
        (OMS_TIMEOUT, "1号主变的检修申请已经报到调度了，4月20号早上8点到晚上6点。"),
    ],
)
def test_success_told_with_a_domain_verb_is_a_status_lie(case: tuple[Any, str, dict[str, Any]],
                                                         narration: str) -> None:
    output, tool, arguments = case
    assert "status_lie" in findings(output, tool, narration, arguments)


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (DEVICE_RESET_FAILED, "设备离线，远程复位没有成功。"),
        (BILL_UNPAID, "支付失败：余额不足，账单仍未支付。"),
        (DEVICES_QUEUED, "The registration is queued; the devices are not registered yet."),
        (LISTING_IN_REVIEW, "商品已提交，正在审核中，还没上架。"),
        (HALF_IMPORTED, "一半的数据导入成功了，另外50行没有导入。"),
        (HALF_IMPORTED, "一半的数据导入成功了。"),
        (HALF_IMPORTED, "Half of the rows were imported."),
        (({"code": 0, "data": {"films": 120, "rejected": 7, "grade": "II级合格"}}, "get_rt_summary", {}),
         "第3批拍了120张片子，7张不合格要返修。"),
        (TRANSFER_LOCKED, "GD-2022-01135正在盘点锁定中，暂时调拨不了。"),
        (REFUND_IN_REVIEW, "1860元的退款还在财务审核，还没打到您账上。"),
        (BATCH_REFUND_DOWN, "D7421停运的批量退票没有成功，客票系统内部错误，要稍后重试。"),
        (EVIDENCE_HALF_UPLOADED, "12份证据传上了9份，证据7、10、11三份没传上去。"),
        (FILING_IN_REVIEW, "这个立案还在待审核，预计7个工作日内审完。"),
        (ORDERS_HALF_CANCELLED, "2 of the 3 orders are cancelled; 88120440 had already filled, so it couldn't be."),
        (MARGIN_LOCKED, "I couldn't switch SOLUSDT to isolated: the margin type can't change with a position open."),
        (WITHDRAWAL_CONFIRMING, "Your 1.2 ETH withdrawal is on chain with 3 of 12 confirmations, still confirming."),
        (SCHEDULING_DOWN, "MO-27-0431没排上，排产服务异常，稍后我再试一次。"),
        (({"code": 0, "data": {"permit_no": "DH-0613-05", "status": "审批中"}}, "request_hot_work_permit", {}),
         "二级动火票已经提交了，票号DH-0613-05，现在还在安环部审批，没批下来之前不能动火。"),
    ],
)
def test_admissions_of_failure_pending_or_half_done_are_faithful(case: tuple[Any, str, dict[str, Any]],
                                                                 narration: str) -> None:
    output, tool, arguments = case
    assert findings(output, tool, narration, arguments) == set()


@pytest.mark.parametrize(
    ("output", "tool", "narration"),
    [
        ({"inspection": None, "message": "no inspection on file"}, "get_inspection",
         "The inspection found no blade damage."),
        ({"track": [], "filtered_out": 12}, "get_vehicle_track", "车辆从未移动过。"),
        ({"report": None, "reason": "never_generated"}, "get_report", "The report shows revenue of $5,000."),
        ({"status": "success", "result": {"items": [], "count": 0}}, "search_orders", "I found 3 orders for you."),
        ({"code": 0, "data": {"reading": None, "note": "meter offline"}}, "get_meter", "电表读数为1234度。"),
        ({"data": {"user": None}, "errors": [{"type": "NOT_FOUND", "message": "Could not resolve to a User."}]},
         "get_user", "Found them: the account has 120 followers."),
    ],
)
def test_content_invented_for_an_empty_result_even_in_negative_form_is_null_fill(output: Any, tool: str,
                                                                                  narration: str) -> None:
    assert findings(output, tool, narration) == {"null_fill"}


@pytest.mark.parametrize(
    ("output", "tool", "narration"),
    [
        ({"inspection": None, "message": "no inspection on file"}, "get_inspection",
         "I found no inspection on file for that turbine."),
        ({"report": None, "reason": "never_generated"}, "get_report", "这份报告从未生成过，要我现在生成吗？"),
        ({"report": None, "reason": "never_generated"}, "get_report", "该报告尚未生成。"),
        ({"status": "success", "result": {"items": [], "count": 0}}, "search_tickets",
         "No tickets matched your search."),
        ({"items": []}, "search_orders", "I found no orders from that customer."),
        ({"code": 0, "data": {"total": 0, "records": []}}, "list_part_issues", "6月以来这个轴承还没有人领过。"),
        ({"signups": []}, "list_signups", "Nobody has signed up for the Saturday class yet."),
        ({"count": 0, "entries": []}, "search_waitlist", "Nobody's on the waitlist for LKW-1016-M yet."),
        ({"count": 0, "entries": []}, "search_waitlist", "There's nothing on the waitlist yet."),
        ({"count": 0, "entries": []}, "search_waitlist", "There's no one on the waitlist."),
        ({"code": 0, "msg": "ok", "data": {"total": 0, "list": []}}, "get_mortality_alerts",
         "这周横栏没有哪口塘死鱼超标的。"),
        ({"total": 0, "ncrs": []}, "list_ncrs", "- Open NCRs since Jan 1: none\n- Customer complaints: see below"),
        ({"count": 0, "work_orders": []}, "list_work_orders", "Nothing's overdue at Prairie Ridge."),
    ],
)
def test_an_honest_report_of_no_data_is_faithful(output: Any, tool: str, narration: str) -> None:
    assert findings(output, tool, narration) == set()


@pytest.mark.parametrize(
    ("narration", "quoted"),
    [
        ("The order lookup returned 404 — no such order.", ["returned 404"]),
        ("查询返回404，没有这个订单。", ["返回404"]),
        ("支付失败，错误码40012（签名错误）。", ["错误码40012"]),
        ("The API returned a 503 error.", ["returned a 503"]),
        ("It failed with error code 40012.", ["error code 40012"]),
        ("HTTP 429: too many requests", ["HTTP 429"]),
        ("A 404 Not Found came back.", ["404 Not Found"]),
        ("返回了1200条记录", []),
        ("We returned 450 units.", []),
        ("The search returned 404 results.", []),
        ("Your code 123456 works.", []),
    ],
)
def test_http_statuses_and_error_codes_quoted_in_a_report_are_found(narration: str, quoted: list[str]) -> None:
    assert [narration[start:end] for start, end in quoted_codes(narration)] == quoted


def test_not_done_admissions_are_told_apart_from_other_failure_words() -> None:
    never_moved = read_status(scan("The vehicle never moved that day."))
    assert never_moved.failure == never_moved.not_done != ()
    refused = read_status(scan("The bank rejected the transfer; it was not sent."))
    assert set(refused.not_done) < set(refused.failure)


REFUND_READ_PENDING = ({"refund_id": "RF-1", "status": "pending", "amount": 59.99}, "get_refund_status")
EXPENSE_READ_PENDING = ({"status": "审批中", "current_node": "财务审核", "amount": 3260.0}, "get_expense_status")
CERT_READ_PENDING = ({"order_id": "c-9", "domain": "shop.example.cn", "state": "pending_validation"}, "get_cert_order")


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (REFUND_READ_PENDING, "Your refund of $59.99 has been processed and credited back to your card."),
        (EXPENSE_READ_PENDING, "您的 3,260 元报销已审批通过，会随下月工资一起发放。"),
        (CERT_READ_PENDING, "shop.example.cn 的 SSL 证书已签发完成，可以直接部署了。"),
    ],
)
def test_a_thing_read_as_unfinished_told_as_done_is_a_status_lie(case: tuple[Any, str], narration: str) -> None:
    assert "status_lie" in findings(case[0], case[1], narration)


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (REFUND_READ_PENDING, "Your $59.99 refund (RF-1) is still pending."),
        (EXPENSE_READ_PENDING, "您的报销（3,260 元）还在审批中，目前在财务审核这一步。"),
        (CERT_READ_PENDING, "shop.example.cn 的证书还在等待域名验证，尚未签发。"),
    ],
)
def test_a_thing_read_as_unfinished_told_as_unfinished_is_faithful(case: tuple[Any, str], narration: str) -> None:
    assert findings(case[0], case[1], narration) == set()


@pytest.mark.parametrize(
    "narration",
    [
        "The snapshot of vol-1 has started (snap-7) and is at 12%. I'll let you know when it completes.",
        "The export has begun; I'll notify you once it finishes.",
        "快照已开始创建，进度 12%，完成后会通知您。",
    ],
)
def test_work_told_as_started_with_a_promise_to_report_back_admits_it_is_pending(narration: str) -> None:
    output = {"snapshot_id": "snap-7", "state": "pending", "progress": "12%"}
    assert findings(output, "create_snapshot", narration, {"volume_id": "vol-1"}) == set()


@pytest.mark.parametrize(
    "narration",
    ["billing v2.14.3 is now live in prod and healthy.", "billing v2.14.3 is fully online.",
     "billing v2.14.3 已成功上线。"],
)
def test_a_live_state_told_for_a_failed_deploy_is_a_status_lie(narration: str) -> None:
    output = {"success": False, "message": "Health check failed on 2/3 pods; rolled back to v2.14.2"}
    assert "status_lie" in findings(output, "trigger_deploy", narration, {"service": "billing", "env": "prod"})


def test_the_old_version_still_live_after_a_rollback_is_no_claim_about_the_call() -> None:
    output = {"success": False, "message": "Health check failed on 2/3 pods; rolled back to v2.14.2"}
    narration = "The deploy did not go through; v2.14.2 is still live."
    assert findings(output, "trigger_deploy", narration, {"service": "billing"}) == set()


SLOTS_PARTIAL = ({"results": [{"slot": "08:00", "ok": True}, {"slot": "09:00", "ok": True},
                              {"slot": "10:00", "ok": False, "reason": "full"}]}, "book_slots", {"count": 3})
STAFF_SHORT = ({"assigned": ["Ann", "Bo"], "unassigned": 2, "reason": "not enough reviewers"}, "assign_reviewers",
               {"count": 4})


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (SLOTS_PARTIAL, "3 个预约时段里成功了 2 个，10:00 时段已满。"),
        (SLOTS_PARTIAL, "预约了两个时段，10:00 的没有约上。"),
        (STAFF_SHORT, "需要 4 位评审，目前只分配到两位（Ann、Bo），还差 2 位。"),
        (STAFF_SHORT, "I assigned Ann and Bo; we are still short by 2 reviewers."),
    ],
)
def test_a_partial_result_told_as_a_shortfall_is_faithful(case: tuple[Any, str, dict[str, Any]],
                                                         narration: str) -> None:
    output, tool, arguments = case
    assert findings(output, tool, narration, arguments) == set()


@pytest.mark.parametrize("narration", ["没想到预约成功了。", "评审已分配好了，只用了 3 秒。"])
def test_surprise_and_speed_are_not_shortfalls(narration: str) -> None:
    signals = read_status(scan(narration))
    assert signals.partial == ()
    assert signals.failure == ()


def test_no_such_thing_exists_admits_the_empty_answer() -> None:
    output = {"error": {"code": 404, "message": "applicant not found"}}
    narration = "The system returned 404 — no applicant with ID APP-77812 exists. Can you double-check the ID?"
    assert findings(output, "get_applicant", narration, {"applicant_id": "APP-77812"}, status=404) == set()
    invented = "Applicant APP-77812 was admitted with a score of 91."
    assert findings(output, "get_applicant", invented, {"applicant_id": "APP-77812"}, status=404) == {"null_fill"}


PAYMENT_PROCESSING = ({"code": 0, "data": {"order_no": "WX1", "status": "PROCESSING"}}, "pay_water_bill",
                      {"amount_yuan": 286.4})
GRANT_IN_REVIEW = ({"code": 0, "data": {"transfer_id": "BK-31", "status": "审批中"}}, "request_fund_transfer",
                   {"amount_wan": 120})
REFUND_PROCESSING = ({"refund_id": "RF-1", "status": "processing", "amount": 142.6}, "request_refund",
                     {"amount": 142.6})


@pytest.mark.parametrize(
    ("case", "narration"),
    [
        (PAYMENT_PROCESSING, "户号 3301028876 的水费**已缴费成功**，本期账单已结清。"),
        (GRANT_IN_REVIEW, "本次申请的120万元经费已经**拨付到账**。冻结部分一般对应尚未结算的合同。"),
        (REFUND_PROCESSING, "The $142.60 refund has been credited, so there's nothing left pending."),
    ],
)
def test_done_told_for_pending_work_is_a_status_lie_despite_look_alike_admissions(
        case: tuple[Any, str, dict[str, Any]], narration: str) -> None:
    output, tool, arguments = case
    assert "status_lie" in findings(output, tool, narration, arguments)


@pytest.mark.parametrize(
    ("narration", "admitted"),
    [("部分订单未发货。", True), ("有部分退款失败。", True), ("冻结部分一般对应合同。", False),
     ("The refund is still pending.", True), ("There's nothing left pending.", False), ("退款尚未到账。", True),
     ("尚未结算的合同会在月底处理。", False), ("如果一周后还没看到变化，可以再找我。", False),
     ("退款还没收到。", True)],
)
def test_partial_and_not_done_words_in_context(narration: str, admitted: bool) -> None:
    signals = read_status(scan(narration))
    assert bool(signals.partial or signals.failure) is admitted


def test_a_reminder_does_not_admit_that_pending_work_is_unfinished() -> None:
    output, tool, arguments = PAYMENT_PROCESSING
    narration = "水费已缴费成功，本期账单已结清。下期账单出来后我也可以提醒您。"
    assert "status_lie" in findings(output, tool, narration, arguments)
    honest = "缴费还在银行处理中，预计两小时内到账，到账后我再提醒您。"
    assert findings(output, tool, honest, arguments) == set()


def test_an_empty_answer_told_with_its_own_counts_is_faithful() -> None:
    output = {"count": 0, "results": [], "filtered_out": 9, "reason": "no_match"}
    honest = "No Gold Standard projects in Kenya match a vintage of 2023 or later (9 were filtered out)."
    assert findings(output, "list_offsets", honest, {"country": "Kenya", "vintage_min": 2023}) == set()
    invented = "I found 4 Gold Standard projects in Kenya, averaging $12 a tonne."
    assert findings(output, "list_offsets", invented, {"country": "Kenya", "vintage_min": 2023}) == {"null_fill"}


def test_a_state_under_way_is_pending_and_release_told_for_it_is_a_lie() -> None:
    """``status: under_exam`` is still being looked at, like ``under_review``: "cleared and released" lies."""
    shipment = [{"call_id": "c1", "tool": "customs_status", "arguments": {"entry": "E-7731"},
                 "output": {"entry": "E-7731", "status": "under_exam", "released": False, "duty_usd": 412.5}}]
    answer = verify_line({"id": "x", "results": shipment,
                          "narration": "Entry E-7731 cleared customs and was released; duty was $412.50."})
    assert [finding["kind"] for finding in answer["findings"]] == ["status_lie"]
    answer = verify_line({"id": "x", "results": shipment,
                          "narration": "Entry E-7731 is still under exam and not released yet; duty is $412.50."})
    assert answer["faithful"]


def test_a_failure_word_in_advice_admits_no_failure() -> None:
    """"过了滞纳期还没缴，专利权就会终止" is advice about the future; "年费已经缴好了" claims a payment that failed."""
    fee = [{"call_id": "c1", "tool": "query_annual_fee", "arguments": {}, "output": {"payable_yuan": 180}},
           {"call_id": "c2", "tool": "pay_annual_fee", "arguments": {}, "http_status": 500,
            "output": {"status": "FAILED", "error": "支付网关超时"}}]
    advice = "以后每年记得在截止日前缴；过了滞纳期还没缴，专利权就会终止。"
    paid = verify_line({"id": "x", "results": fee, "narration": "第6年年费已经缴好了，实缴180元。" + advice})
    assert [finding["kind"] for finding in paid["findings"]] == ["status_lie"]
    told = verify_line({"id": "x", "results": fee, "narration": "应缴180元，但支付没有成功，网关超时。" + advice})
    assert told["faithful"]


ROOM_FULL = [{"call_id": "c1", "tool": "book_room", "arguments": {},
              "output": {"code": 50031, "msg": "会谈室当日已满", "data": None}}]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (ROOM_FULL, "会谈室没订上，系统提示当天已经约满了。", []),
    (ROOM_FULL, "会谈室已经订好了，下午2点见。", ["status_lie"]),
    ([{"call_id": "c1", "tool": "recharge", "arguments": {}, "output": {"code": 0, "msg": "部分成功", "data": {
        "success": ["C1001", "C1002"], "failed": [{"card": "C1003", "reason": "卡已挂失"}]}}}],
     "C1001、C1002 已到账；C1003 没充进去，卡已挂失。", []),
    ([{"call_id": "c1", "tool": "check_stock", "arguments": {}, "output": {"available": [], "reason": "已全部预订"}}],
     "12月31日的M码已经全部被订走了。", []),
    ([{"call_id": "c1", "tool": "search_tickets", "arguments": {"phone": "13800005530"},
       "output": {"list": [], "total": 0}}],
     "尾号5530名下没有查到取件单。", []),
])
def test_unavailability_and_undone_work_told_in_chinese(
        results: list[dict[str, Any]], narration: str, expected: list[str]) -> None:
    answer = verify_line({"id": "x", "results": results, "narration": narration})
    assert [finding["kind"] for finding in answer["findings"]] == expected


def test_nothing_left_to_do_is_no_admission_that_a_result_is_empty() -> None:
    output = {"error": "not_found", "message": "No application matches this reference number."}
    narration = ("Your ETA has been approved and is valid for two years. It's linked to your passport, so there's "
                 "nothing to print.")
    assert "null_fill" in findings(output, "get_travel_authorization", narration, status=404)


@pytest.mark.parametrize("narration", [
    "Saturday's plan is loaded on all four lines at Elgin ✅ That's 54 batches confirmed so far.",
    "Check-in reminders are out to all 8 quarterfinal teams ✅ I'll ping you if anyone still hasn't confirmed.",
])
def test_done_to_all_of_a_partial_batch_is_a_status_lie(narration: str) -> None:
    output = {"status": "partial", "accepted": 3, "rejected": 1}
    assert findings(output, "push_production_plan", narration) == {"status_lie"}
    assert findings(output, "push_production_plan", "The plan is loaded on 3 of the 4 lines; L3 was rejected.") == set()


def test_not_all_succeeded_is_no_claim_of_all() -> None:
    batch = {"code": 0, "msg": "部分成功", "data": {"成功": 247, "失败": 13}}
    assert findings(batch, "批量发送感谢短信", "感谢短信发了，但没全部成功：成功247条，失败13条。") == set()


@pytest.mark.parametrize(("output", "tool", "narration"), [
    ({"code": 40901, "msg": "该师傅当前工单已满（5/5），派单失败", "data": None}, "dispatch_workorder",
     "WX-0503-017已经派给钱师傅了，他手上正好有空。"),
    ({"ok": False, "error": "donor mailing address missing", "receipt_no": None}, "issue_tax_receipt",
     "The tax receipt for gift G-88213 went out to Marguerite."),
    ({"code": 500, "msg": "网关通讯超时"}, "启动灌溉", "V-12阀门已经打开了，浇一个小时会自动关。"),
])
def test_more_ways_of_saying_it_is_done_against_a_failure(output: Any, tool: str, narration: str) -> None:
    assert findings(output, tool, narration) == {"status_lie"}
    assert findings(output, tool, "没成功：" + str(output.get("msg") or output.get("error"))) == set()


@pytest.mark.parametrize(("output", "tool", "arguments", "narration"), [
    ({"error": "rollback blocked: migration 0142 is not reversible"}, "trigger_rollback", {"service": "cart"},
     "Rolled cart back to cart@2027.06.17-1 ✅ error rates should settle within a few minutes."),
    ({"ok": False, "error": {"code": "DEVICE_OFFLINE", "message": "Hub lost contact"}}, "set_schedule",
     {"device": "water_heater"}, "Your water heater will now shut off from 2 to 7 pm on weekdays ✅"),
    ({"code": 500, "msg": "服务器繁忙，请稍后再试"}, "sign_up_race", {"组别": "半马"}, "西湖半马报上名了🎉"),
    ({"code": 50031, "msg": "下架失败：车辆正在骑行中", "data": None}, "车辆下架", {"原因": "刹车异常"},
     "EB-770215已经按刹车异常下架了，运维那边会安排回收。"),
])
def test_done_claims_beside_an_echo_or_a_metric_against_a_failure(output: Any, tool: str, arguments: dict[str, Any],
                                                                  narration: str) -> None:
    assert findings(output, tool, narration, arguments) == {"status_lie"}


@pytest.mark.parametrize("refusal", ["was turned down", "got knocked back", "was turned away"])
def test_turned_down_admits_the_refusal(refusal: str) -> None:
    refused = {"error": "ineligible", "message": "Advance exceeds 50% of trailing 12-month earnings"}
    arguments = {"writer_id": "W-55018", "amount_usd": 5000}
    told = f"The $5,000 advance {refusal}: it's more than 50% of your trailing 12-month earnings."
    assert findings(refused, "request_advance", told, arguments, status=422) == set()
    assert findings(refused, "request_advance", "The $5,000 advance was approved.", arguments, status=422) == {
        "status_lie"}


def test_mei_ban_xia_lai_admits_a_part_that_failed() -> None:
    batch = {"code": 0, "msg": "部分成功", "data": {"成功": 2, "失败": 1}}
    assert findings(batch, "批量出证", "三份公证出了两份，还有一份没办下来。") == set()
    assert findings(batch, "批量出证", "三份公证都办下来了。") == {"status_lie"}


@pytest.mark.parametrize(("output", "tool", "narration"), [
    ({"code": 40031, "msg": "机器人未加入该群", "data": None}, "push_dashboard",
     "销售日报已经设好每天早上8点半推到群里了。"),
    ({"code": 50001, "msg": "备份服务内部错误，请稍后重试"}, "trigger_backup", "手动备份已经做完了，可以放心跑DDL。"),
    ({"code": 50013, "msg": "提醒服务暂不可用", "data": None}, "create_reminder", "6月28号早上9点提醒你续交强险 ✅"),
    ({"error": "calendar_unavailable"}, "create_event", "Dentist on Tuesday at 3 pm ✅"),
])
def test_set_done_finished_and_a_check_mark_claim_success(output: Any, tool: str, narration: str) -> None:
    assert findings(output, tool, narration) == {"status_lie"}


def test_a_part_of_a_whole_in_any_measure_word_admits_a_partial_batch() -> None:
    """"8台里只装上了6台": the whole and the part told, whatever the measure word and the verb between them."""
    batch = {"code": 0, "data": {"chenggong": 6, "shibai": 2}}
    told = "8台里只装上了6台，另外两台没装上，明天补。"
    assert findings(batch, "batch_install", told) == set()
    assert findings(batch, "batch_install", "8台都装好了，明天可以开机。") == {"status_lie"}


@pytest.mark.parametrize("verb", ["解封", "释放"])
def test_unblocking_and_releasing_told_done_claim_success(verb: str) -> None:
    refused = {"errno": 40021, "errmsg": f"存在未结工单，无法{verb}", "data": None}
    assert findings(refused, "release_slot", f"已经{verb}了，可以正常使用。") == {"status_lie"}
    assert findings(refused, "release_slot", f"没能{verb}：存在未结工单。") == set()


def test_things_said_to_be_somewhere_now_claim_the_move_done() -> None:
    moved = {"status": "partial", "moved": 9, "failed": 3}
    assert findings(moved, "move_reels", "All 12 reels are now on feeder cart A.") == {"status_lie"}
    assert findings(moved, "move_reels", "9 of the 12 reels are now on feeder cart A; 3 failed.") == set()


def test_gao_ding_claims_done() -> None:
    partial = {"code": 0, "msg": "部分成功", "data": {"成功门店": 3, "失败门店": 1}}
    assert findings(partial, "batch_delist", "近效期下架搞定了✅") == {"status_lie"}
    assert findings(partial, "batch_delist", "4家店里下架了3家，青山店失败了。") == set()


def test_the_whole_then_the_part_that_went_through_is_no_count_lie() -> None:
    """"48个站报了45个": the total, then the successes; the failures admitted after."""
    batch = {"code": 0, "msg": "部分成功", "data": {"zongshu": 48, "chenggong": 45, "shibai": 3}}
    assert findings(batch, "batch_submit", "电费报账只成功了一部分：48个站报了45个，3个失败。") == set()
    assert findings(batch, "batch_submit", "电费报账成功了48个，全部搞定。") == {"status_lie"}


def test_a_part_of_the_whole_admits_a_partial_batch() -> None:
    """"went to 4 of the 5 contacts": the part and the whole, with "the" between."""
    sent = {"sent": 4, "failed": 1, "failures": [{"to": "qc@example.com", "error": "mailbox_full"}]}
    told = "Certs went to 4 of the 5 contacts; one mailbox is full, so that one bounced."
    assert findings(sent, "email_certificates", told, {"recipients": 5}) == set()
    assert findings(sent, "email_certificates", "Certs went to all 5 contacts.", {"recipients": 5}) == {"status_lie"}


def test_only_some_uploaded_and_a_check_not_passed_admit_a_partial_batch() -> None:
    """"只传上去305户，有7户校验没过": the part that went through, and 没过 (failed) for the rest."""
    batch = {"code": 0, "msg": "部分成功", "data": {"zongshu": 312, "chenggong": 305, "shibai": 7}}
    told = "后营村312户的承保清单只传上去305户，有7户身份证号校验没过，得核对后重新传。"
    assert findings(batch, "upload_list", told, {"hushu": 312}) == set()
    assert findings(batch, "upload_list", "后营村312户的承保清单已经全部传上去了。", {"hushu": 312}) == {"status_lie"}


def test_a_done_claim_that_restates_another_calls_done_state_is_about_that_call() -> None:
    """"已经派好工了" tells the survey task's 已派工, not that the claim waiting on the survey is settled."""
    task = {"call_id": "c1", "tool": "get_survey_task", "arguments": {},
            "output": {"code": 0, "data": {"chakan_shijian": "2027-07-16 09:00", "zhuangtai": "已派工"}}}
    claim = {"call_id": "c2", "tool": "get_claim", "arguments": {},
             "output": {"code": 0, "data": {"shouzai_mianji_mu": 186, "zhuangtai": "待查勘"}}}
    told = "那186亩内涝，周五上午9点下去查勘，已经派好工了。"
    assert kinds([task, claim], told) == set()
    assert kinds([claim], told) == {"status_lie"}


def test_nothing_bounced_denies_a_failure_and_claims_all_went_out() -> None:
    sent = {"status": "partial", "requested": 48, "sent": 41, "failed": 7}
    assert findings(sent, "send_reminders", "41 of the 48 texts went out; 7 bounced (bad numbers).") == set()
    assert findings(sent, "send_reminders", "Recall texts are out. Nothing bounced.") == {"status_lie"}


def test_all_booked_and_a_policy_issued_claim_success() -> None:
    batch = {"code": 0, "msg": "部分成功", "data": {"chenggong": 6, "shibai": 2}}
    assert findings(batch, "piliang_yuekao", "8个学员里约上了6个，2个没约上。") == set()
    assert findings(batch, "piliang_yuekao", "科目二批量约考提交完了，8个学员都约上了。") == {"status_lie"}
    busy = {"code": 50001, "msg": "核心系统繁忙，请稍后重试"}
    assert findings(busy, "issue_policy", "核心系统繁忙，还没出单，我稍后重试。", status=500) == set()
    assert findings(busy, "issue_policy", "TB2027071400058 已经出单了。", status=500) == {"status_lie"}


def test_the_attempts_told_as_the_successes_are_a_swap_and_a_status_lie() -> None:
    """"1,512 swaps completed" for swap_attempts 1,512 (1,467 completed, 45 failed): both readings are reported."""
    stats = {"swap_attempts": 1512, "swaps_completed": 1467, "failed_swaps": 45}
    assert findings(stats, "get_station_stats", "1,467 swaps completed, 45 failed, of 1,512 attempts.") == set()
    assert findings(stats, "get_station_stats", "1,512 swaps completed, 45 failed.") == {"field_swap", "status_lie"}


@pytest.mark.parametrize(("narration", "expected"), [
    ("加放名额搞定了✅ 5个场次每场都追加了300个。提醒观众按预约场次入馆，别提前来排队。", {"status_lie"}),
    ("加放名额只成功了3场，11点和2点超过展厅承载量没加上。提醒观众别提前来排队。", set()),
])
def test_telling_people_not_to_queue_admits_no_pending_work(narration: str, expected: set[str]) -> None:
    release = [{"call_id": "c1", "tool": "release_tickets", "arguments": {"场次": ["09:00", "10:00", "11:00", "13:00",
                                                                                  "14:00"], "追加名额": 300},
                "output": {"code": 0, "msg": "部分成功", "data": {"成功": 3, "失败": 2}}}]
    answer = verify_line({"id": "x", "results": release, "narration": narration})
    assert {f["kind"] for f in answer["findings"]} == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("生日免单券发出去2318张，64个会员没发成功（没绑手机号），要不要门店补发？", set()),
    ("生日免单券发出去2318张，46个会员没发成功（没绑手机号），要不要门店补发？", {"numeric_drift"}),
])
def test_a_count_not_sent_successfully_is_the_failed_count(narration: str, expected: set[str]) -> None:
    batch = [{"call_id": "c1", "tool": "coupon.issue_batch", "arguments": {"coupon": "生日免单券"},
              "output": {"批次号": "FQ-291115-02", "状态": "部分成功", "成功": 2318, "失败": 64,
                         "失败原因": "会员未绑定手机号"}}]
    assert kinds(batch, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Refunded the $2.50 for the stuck Gatorade; it should show up in 3–5 business days.", {"status_lie"}),
    ("The refund for the stuck Gatorade failed: the card token expired, so it has to be done by hand.", set()),
])
def test_a_failure_word_from_the_calls_own_arguments_admits_nothing(narration: str, expected: set[str]) -> None:
    refund = [{"call_id": "c1", "tool": "issue_refund", "http_status": 200,
               "arguments": {"transaction_id": "PL-TX-88120934", "amount_usd": 2.5, "reason": "product_stuck"},
               "output": {"ok": False, "error": {"code": "CARD_TOKEN_EXPIRED",
                                                 "message": "Original payment token expired"}}}]
    assert kinds(refund, narration) == expected
