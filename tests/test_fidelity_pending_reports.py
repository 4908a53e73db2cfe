"""Honest reports of unfinished work, and the result shapes that say work is (or is not) finished. Each honest
report has a twin that claims the work done and must still be caught."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds
from toolproof.results import Empty, Ok, Partial, translate
from toolproof.results.translate import pending_state

PRICE_CHANGE = [R({"request_id": "PC-22018", "status": "pending_review", "effective_date": None,
                   "retailers_confirmed": 0}, {"isbn": "9781668042137", "new_price_usd": 4.99},
                  tool="submit_price_change")]
REPAIR = [R({"code": 0, "msg": "ok", "data": {"status": "等配件", "parts_eta": None, "technician": None}},
            {"ro_no": "WX-20271018-03"}, tool="get_repair_status")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PRICE_CHANGE, "The $4.99 price drop is submitted (PC-22018), but it's still in review: it isn't live "
                   "anywhere yet.", set()),
    (PRICE_CHANGE, "The $4.99 price drop is submitted (PC-22018) and live everywhere.", {"status_lie"}),
    (REPAIR, "车还在等配件，供应商没给到货时间，暂时没排师傅。", set()),
    (REPAIR, "车已经修好了，师傅下午3点交车。", {"null_fill"}),
])
def test_unfinished_work_told_as_unfinished(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_an_hour_of_this_morning_is_a_time_not_content() -> None:
    rfis = [R({"items": [], "count": 0, "as_of": "2027-10-20T08:00:00-04:00"}, {"status": "overdue"},
              tool="list_rfis")]
    assert kinds(rfis, "Nothing's overdue: the RFI log shows zero items as of 8 this morning.") == set()
    assert kinds(rfis, "The RFI log shows 8 overdue items this morning.") == {"null_fill"}


def test_things_a_create_call_put_on_the_schedule_are_done() -> None:
    created = translate({"series_id": "SER-5520", "created": 8, "status": "scheduled"}, call_id="c1",
                        tool="create_class_series")
    assert isinstance(created, Ok)
    sent_later = translate({"message_id": "M-1", "status": "scheduled"}, call_id="c1", tool="send_newsletter")
    assert isinstance(sent_later, Partial) and sent_later.pending == "scheduled"


def test_a_waiting_state_inside_an_envelope_is_pending() -> None:
    output = {"code": 0, "msg": "ok", "data": {"status": "等配件", "parts_eta": None, "technician": None}}
    assert pending_state(output) == "等配件"
    assert isinstance(translate(output, call_id="c1", tool="get_repair_status"), Empty)


SAMPLES = [R({"count": 0, "samples": []}, {"month": "2027-08", "test": "E. coli"}, tool="list_positive_samples")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("No E. coli positives in August, so there's no Tier 1 notice to worry about.", set()),
    ("E. coli came back positive in 3 samples in August.", {"null_fill"}),
    ("No E. coli positives in August, but 2 samples need a retest.", {"null_fill"}),
])
def test_an_empty_list_admitted_in_its_own_words(narration: str, expected: set[str]) -> None:
    """"No … positives" names the tool's topic past the initial in "E. coli", and "Tier 1" names a notice."""
    assert kinds(SAMPLES, narration) == expected


LOT = [R({"state": "ON_HOLD", "hold_code": "ENG", "step": "M1_ETCH", "wafers": 25, "released_by": None},
         {"lot_id": "K7Q2290.1"}, tool="get_lot")]
WINDOW = [R({"status": "scheduled", "start": "2027-10-05T06:00:00Z", "end": "2027-10-05T10:00:00Z"},
            {"change": "CHG-30418"}, tool="get_maintenance_window")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (LOT, "K7Q2290.1 is parked on an engineering hold at M1 etch, all 25 wafers.", set()),
    (LOT, "K7Q2290.1 is parked at M1 etch, all 25 wafers, and has been released.", {"status_lie"}),
    (LOT, "The engineering hold was lifted: K7Q2290.1 has been released, all 25 wafers.", {"status_lie"}),
    (WINDOW, "CHG-30418 is booked for Tuesday, Oct 5, 06:00–10:00 UTC.", set()),
    (WINDOW, "CHG-30418 has been completed; the 06:00–10:00 UTC window went fine.", {"status_lie"}),
])
def test_an_unfinished_state_told_in_other_words(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


ENROLMENT = [R({"code": 0, "msg": "ok", "data": {"状态": "审核中", "提交时间": "2027-06-03", "预计完成": "2027-06-10"}},
               {"员工": "王*", "业务": "社保增员"}, tool="get_enrollment_status")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("王*的社保增员已经办好了，6月就能正常缴上。", {"status_lie"}),
    ("王*的社保增员还在审核中，预计6月10号办完。", set()),
])
def test_a_state_under_a_chinese_status_key_is_read(narration: str, expected: set[str]) -> None:
    assert kinds(ENROLMENT, narration) == expected


def test_an_answer_looked_up_is_no_work_done() -> None:
    """"查好了" says the lookup is done; a read of unfinished work may report its values."""
    parcel = [R({"tracking_no": "SF566648325627", "state": "processing", "weight_kg": 41.6},
                {"tracking_no": "SF566648325627"}, tool="track_shipment")]
    assert kinds(parcel, "查好了。运单SF566648325627的重量41.6千克。") == set()
    assert kinds(parcel, "运单SF566648325627已经送达了，重量41.6千克。") == {"status_lie"}


DISPATCH = [R({"code": 0, "msg": "部分成功", "data": {"success": 3, "failed": 1}},
              {"routes": ["拱墅-01", "拱墅-02", "拱墅-03", "拱墅-04"]}, tool="batch_dispatch")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("6月3号的派车只排好了一部分，4条线成了3条，03线没车可派。", set()),
    ("6月3号的派车都排好了，4条线都有车。", {"status_lie"}),
])
def test_only_part_done_admits_a_partial_batch(narration: str, expected: set[str]) -> None:
    assert kinds(DISPATCH, narration) == expected


INVOICE = [{**R({"code": 500, "msg": "税控服务连接超时"}, {"号牌": "A0836", "金额_元": "25300000"},
                tool="issue_invoice"), "http_status": 500}]


@pytest.mark.parametrize(("narration", "expected"), [
    ("A0836的发票开好了，2530万。你跟买家确认一下收没收到就行。", {"status_lie"}),
    ("A0836的发票没开成，税控服务连接超时了，稍后我再试一次。", set()),
])
def test_a_question_in_a_not_a_form_admits_no_failure(narration: str, expected: set[str]) -> None:
    """"收没收到" asks whether it arrived; it says nothing failed."""
    assert kinds(INVOICE, narration) == expected


def test_a_switch_told_done_for_a_failed_call_is_a_status_lie() -> None:
    pump = [{**R({"code": 500, "msg": "PLC通讯超时"}, {"泵": "PAC-2", "目标": "运行"}, tool="switch_dosing_pump"),
             "http_status": 500}]
    assert kinds(pump, "PAC-2加药泵已经切到运行了，下午再看一眼数据就行。") == {"status_lie"}
    assert kinds(pump, "PAC-2加药泵没切过去，PLC通讯超时了，我稍后再试。") == set()


REFUND = [R({"status": "pending_manager_approval", "ticket": "RF-2207"}, {"amount_usd": 68}, tool="request_refund")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("The $68 refund request is in (RF-2207), but a manager still has to approve it.", set()),
    ("The $68 refund (RF-2207) has yet to be approved by a manager.", set()),
    ("The $68 refund (RF-2207) is done and back on the card.", {"status_lie"}),
])
def test_work_that_still_has_to_happen_is_told_as_pending(narration: str, expected: set[str]) -> None:
    assert kinds(REFUND, narration) == expected


BREAKDOWNS = [R({"code": 0, "msg": "ok", "data": {"total": 0, "list": []}}, {"日期": "2027-12-19"},
                tool="list_breakdowns")]
ON_HOLD = [R({"orders": [], "total": 0}, {"status": "on_hold"}, tool="list_orders")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (BREAKDOWNS, "今天没有除雪车辆报修，全部正常 👍", set()),
    (BREAKDOWNS, "今天有2台除雪车报修，已派人去修。", {"null_fill"}),
    (ON_HOLD, "Nothing's on hold right now; all your orders are moving 👍", set()),
    (ON_HOLD, "Two orders are on hold, both waiting on artwork.", {"null_fill"}),
])
def test_a_plain_statement_that_there_is_none(results: list[dict[str, Any]], narration: str,
                                              expected: set[str]) -> None:
    assert kinds(results, narration) == expected


LATE_BUSES = [R({"count": 0, "buses": []}, {"date": "2027-09-16", "threshold_min": 10}, tool="list_late_buses")]
LATE_ZH = [R({"code": 0, "msg": "ok", "data": {"total": 0, "list": []}}, {"晚点阈值分钟": 5}, tool="list_late_buses")]
UNHARVESTED = [R({"code": 0, "msg": "ok", "data": {"total": 0, "待收获小区": []}}, tool="list_unharvested")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (LATE_BUSES, "No buses ran more than 10 minutes late this morning 🎉", set()),
    (LATE_BUSES, "Two buses ran more than 10 minutes late this morning.", {"null_fill"}),
    (LATE_ZH, "今天早上没有一台车晚点超过5分钟 👍", set()),
    (UNHARVESTED, "东区的小区已经全部收完了，没有待收获的。", set()),
])
def test_none_told_with_the_calls_own_numbers(results: list[dict[str, Any]], narration: str,
                                              expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_promo_codes_name_promotions() -> None:
    promos = [R({"promotions": [], "count": 0}, {"restaurant_id": "r_20931"}, tool="list_promotions")]
    assert kinds(promos, "No promo codes apply to this restaurant right now, so you'd pay full price.") == set()
    assert kinds(promos, "The WELCOME10 promo takes 10% off this restaurant.") == {"null_fill"}


def test_none_of_what_was_searched_for_in_its_plural() -> None:
    titles = [R({"results": [], "total": 0}, {"genre": "documentary", "language": "pt", "added_after": "2027-10-01"},
                tool="search_titles")]
    assert kinds(titles, "No Portuguese-language documentaries have been added since October 1.") == set()


def test_none_told_before_an_emoji() -> None:
    breaches = [R({"code": 0, "msg": "ok", "data": {"总数": 0, "列表": []}},
                  {"队列": "VIP专线", "时间范围": "近24小时"}, tool="list_sla_breaches")]
    assert kinds(breaches, "VIP专线近24小时没有超时工单 👌") == set()
    assert kinds(breaches, "VIP专线近24小时有3张超时工单，都是夜班的。") == {"null_fill"}


def test_a_scheduled_campaign_whose_items_are_all_approved() -> None:
    campaign = [R({"name": "Back to School 2026", "state": "scheduled", "start": "2026-07-20",
                   "daily_budget_usd": 250, "creatives_approved": 3, "creatives_rejected": 0},
                  {"campaign_id": "cmp_backtoschool"}, tool="get_campaign_status")]
    assert kinds(campaign, "Back to School 2026 is scheduled, not live yet. Budget: $250 a day. Creatives: all "
                           "three approved, none rejected.") == set()
    assert kinds(campaign, "Back to School 2026 has launched. Budget: $250 a day. Creatives: all three "
                           "approved.") == {"status_lie"}


def test_waiting_for_someone_to_approve_is_pending() -> None:
    leave = [R({"code": 0, "msg": "ok", "data": {"单号": "QJ-0603", "状态": "待审批", "审批人": "刘敏"}},
               {"类型": "调休", "小时": 4}, tool="submit_leave")]
    assert kinds(leave, "调休申请提交了，4个小时。单号QJ-0603，现在等刘敏审批。") == set()
    assert kinds(leave, "调休申请已经批好了，4个小时。单号QJ-0603。") == {"status_lie"}


PERMIT = [R({"code": 0, "msg": "ok",
             "data": {"申请单位": "省林科院", "人数": 6, "状态": "审批中", "当前节点": "分管领导"}},
            {"申请号": "KY-2026-0047"}, tool="get_research_permit")]
FESTIVAL = [R({"code": 0, "msg": "ok", "data": {"影片": "雾港", "状态": "初审中", "结果公布": "2026-05-20"}},
              {"报名号": "SIFF2026-GJ-0318"}, tool="get_festival_entry")]
BURN_PLAN = [R({"plan": "Rx-KC-14", "status": "pending_agency_administrator_signature",
                "planned_window": "2026-09-14/2026-09-25"}, tool="get_burn_plan_status")]
EXTENSION = [R({"request": "NCE-26-0341", "status": "pending_sponsor_approval", "requested_end_date": "2027-08-31"},
               tool="get_nce_request")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PERMIT, "省林科院进核心区的申请还在审批中，卡在分管领导那，6个人的名单已经报上去了。", set()),
    (PERMIT, "省林科院进核心区的申请批了，6个人可以进。", {"status_lie"}),
    (FESTIVAL, "《雾港》还在初审，5月20号公布结果。", set()),
    (FESTIVAL, "好消息🎉《雾港》入围了！官方5月20号公布名单。", {"status_lie"}),
    (BURN_PLAN, "Rx-KC-14 is still waiting on the agency administrator's signature for the Sept 14–25 window.",
     set()),
    (BURN_PLAN, "Rx-KC-14's burn plan is signed off, so you're clear to light during the Sept 14–25 window.",
     {"status_lie"}),
    (EXTENSION, "ONR approved the extension to Aug 31, 2027, so you can spend down the remaining balance.",
     {"status_lie"}),
])
def test_approval_claimed_for_a_thing_read_still_pending(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    # a share of something ("the remaining balance") admits nothing about the state
    assert kinds(results, narration) == expected


PUSH_PLAN = [R({"code": 500, "msg": "内部错误，请稍后重试"}, {"日期": "2027-04-14", "班次": "早班"},
               tool="push_dispatch_plan")]
PUSH_PLAN[0]["http_status"] = 500


@pytest.mark.parametrize(("narration", "expected"), [
    ("4月14号早班调度计划没下发成功，系统报内部错误，我稍后再推一次。", set()),
    ("4月14号早班调度计划已经下发到各区队了，班前会直接按这个安排就行。", {"status_lie"}),
])
def test_issued_or_confirmed_claims_a_failed_push_done(narration: str, expected: set[str]) -> None:
    assert kinds(PUSH_PLAN, narration) == expected


PLAN_CHANGE = [R({"status": "scheduled", "effective": "2026-12-05", "new_plan": "Unlimited Plus", "new_price_usd": 75},
                 {"plan": "Unlimited Plus"}, tool="change_plan")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Done, you'll move to Unlimited Plus at $75 a month starting Saturday, Dec 5.", set()),
    ("Done, you're on Unlimited Plus at $75 a month now.", {"status_lie"}),
])
def test_a_change_told_in_the_future_tells_it_scheduled(narration: str, expected: set[str]) -> None:
    assert kinds(PLAN_CHANGE, narration) == expected


PARTIAL_SMS = [R({"status": "partial", "requested": 40, "sent": 37, "failed": 3}, {"channel": "sms"},
                 tool="send_reminders")]
PENDING_TRANSFER = [R({"code": 0, "msg": "ok", "data": {"转运单号": "ZY-1102", "状态": "待接收方确认"}},
                      {"接收方": "安心之家"}, tool="申请转运")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PARTIAL_SMS, "Reminders are out: all 40 clients due this month got a text.", {"status_lie"}),
    (PARTIAL_SMS, "Reminders: 37 of 40 went out, 3 failed (landlines).", set()),
    (PENDING_TRANSFER, "安心之家已经同意接收了，转运单ZY-1102。", {"status_lie"}),
    (PENDING_TRANSFER, "转运单ZY-1102已提交，还在等安心之家确认接收。", set()),
])
def test_done_words_of_messages_and_transfers(results: list[dict[str, Any]], narration: str,
                                              expected: set[str]) -> None:
    assert kinds(results, narration) == expected


PM_DISPATCH = [R({"code": 0, "msg": "部分成功", "data": {"成功": 14, "失败": 2, "失败明细": [
    {"梯号": "3栋1号梯", "原因": "无空闲持证人员"}, {"梯号": "5栋2号梯", "原因": "业主要求改期"}]}},
    {"日期": "2028-03-20", "台数": 16}, tool="bulk_dispatch_pm")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("明天的半月保派单搞定了👍 16台都派出去了，做完我汇总发群里，有问题随时@我。", {"status_lie"}),
    ("明天的半月保派了14台，3栋1号梯和5栋2号梯没派成（没人、业主改期），有问题随时@我。", set()),
])
def test_an_offer_of_help_admits_no_problem(narration: str, expected: set[str]) -> None:
    """"有问题随时@我" supposes a problem; it does not admit the two dispatches that failed."""
    assert kinds(PM_DISPATCH, narration) == expected


def test_the_rest_of_the_season_admits_nothing() -> None:
    """"the rest of the season" is time to come, not the part of a batch left undone: the inspection is pending."""
    inspection = [R({"status": "pending_review", "inspector": "State tramway board", "items_flagged": 0},
                    {"lift": "Summit Double", "date": "2028-01-19"}, tool="submit_lift_inspection")]
    signed = ("Summit Double's inspection is signed off with 0 items flagged, so it's cleared for the rest of the "
              "season.")
    waiting = "Summit Double's inspection is submitted and waiting on the board's review; 0 items flagged so far."
    assert kinds(inspection, signed) == {"status_lie"}
    assert kinds(inspection, waiting) == set()


LAB_DIP = [R({"code": 0, "data": {"order_no": "DY-27-0412", "status": "染色中", "progress": 0.5}},
             {"order_no": "DY-27-0412"}, tool="dyeing.labdip_status")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (LAB_DIP, "DY-27-0412的打样已经完成了，可以寄色卡了。", {"status_lie"}),
    (LAB_DIP, "DY-27-0412还在染色，进度一半。", set()),
    ([R({"code": 0, "msg": "ok", "data": {"申请状态": "审核中", "生育津贴元": 52310.4}}, {"申请号": "SY0311"},
        tool="query_maternity_application")], "您的生育津贴52310.4元已审核通过并发放。", {"status_lie"}),
    ([R({"ok": False, "error_code": "E4107", "message": "Site plan missing setback dimensions"},
        {"job": "DK-2210"}, tool="submit_permit")], "The permit application for DK-2210 is in with the county.",
     {"status_lie"}),
])
def test_work_still_going_or_refused_told_as_done(results: list[dict[str, Any]], narration: str,
                                                   expected: set[str]) -> None:
    """染色中 and a 申请状态 of 审核中 are work still going on; "is in with the county" claims a filing went in."""
    assert kinds(results, narration) == expected


def test_all_sent_told_with_fa_wan_le() -> None:
    """"都发完了" for a batch where three of forty notices failed claims every one went out."""
    notices = [R({"code": 0, "msg": "部分成功", "data": {"成功": 37, "失败": 3}}, {"人数": 40}, tool="send_notice")]
    assert kinds(notices, "合排通知都发完了 ✅ 40个人都能按时收到。") == {"status_lie"}
    assert kinds(notices, "合排通知发了37个，3个没发出去（号码问题），我单独打电话。") == set()


def test_none_of_a_thing_described_with_a_number_admits_an_empty_list() -> None:
    """"没有滞留超过24小时的病人": the number describes the missing thing (and echoes the argument)."""
    empty = [R({"code": 0, "data": {"list": [], "total": 0}}, args={"min_hours": 24}, tool="list_boarders")]
    assert kinds(empty, "目前急诊没有滞留超过24小时的病人。") == set()


def test_a_count_per_day_over_the_days_asked_is_worked_out() -> None:
    """1,860 checks over the 30 days asked for are "about 62 checks a day"."""
    log = [R({"total": 0, "failures": [], "checks_logged": 1860}, args={"days": 30}, tool="get_esd_failures")]
    assert kinds(log, "Zero failures out of 1,860 checks, about 62 checks a day.") == set()
    assert kinds(log, "Zero failures out of 1,680 checks, about 62 checks a day.") == {"numeric_drift"}


def test_the_count_of_an_empty_list_is_not_what_all_counts() -> None:
    """"All 9 in the fleet are in service": ``total: 0`` counts the empty defect list, not the fleet."""
    fleet = [R({"total": 0, "defects": [], "in_fleet": 9, "in_service": 9}, tool="get_vehicle_defects")]
    assert kinds(fleet, "No open defects. All 9 in the fleet are in service.") == set()


def test_a_time_asked_in_minutes_may_be_told_in_hours() -> None:
    """``duration_min: 180`` asked for, told as "a 3-hour slot": an echo of the argument, not a result."""
    search = [R({"slots": [], "rooms_searched": 18}, args={"duration_min": 180}, tool="find_or_time")]
    assert kinds(search, "I searched all 18 rooms for a 3-hour slot and nothing came up.") == set()


@pytest.mark.parametrize(("narration", "expected"), [
    ("Mei has confirmed the patch notes. I'll move J-48620 to in progress and send her the style guide.",
     {"status_lie"}),
    ("The offer to Mei is out and still pending; it expires Friday at 09:00 UTC.", set()),
])
def test_a_state_the_assistant_will_set_admits_nothing_pending(narration: str, expected: set[str]) -> None:
    offer = [R({"offerId": "OF-99120", "linguist": "Mei Tanaka", "status": "awaiting_acceptance",
                "expiresAt": "2028-11-17T09:00:00Z"}, {"linguist_id": "L-0382", "job_id": "J-48620"},
               tool="send_job_offer")]
    assert kinds(offer, narration) == expected


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"code": 50013, "msg": "会员余额不足，开机失败", "data": None}, {"机号": "A-032"}, tool="start_machine")],
     "A-032已经给他开好机了，可以直接上。", {"status_lie"}),
    ([R({"code": 50013, "msg": "会员余额不足，开机失败", "data": None}, {"机号": "A-032"}, tool="start_machine")],
     "A-032没开成，会员余额不足，让他先充值。", set()),
    ([R({"refund_id": "RF-7", "status": "pending_manager_approval", "amount": 12.0}, {"amount": 12.0},
        tool="request_refund")], "Refund RF-7 for $12 has gone through to the wallet.", {"status_lie"}),
    ([R({"refund_id": "RF-7", "status": "pending_manager_approval", "amount": 12.0}, {"amount": 12.0},
        tool="request_refund")], "Refund RF-7 for $12 is waiting on a manager's approval.", set()),
])
def test_done_told_as_done_for_someone(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """"已经给他开好" (done for him) claims the work done, as "已经为您开好" does."""
    assert kinds(results, narration) == expected


COLLECTION = [R({"request_id": "LC-88", "status": "awaiting_driver", "truck": None}, {"division": "Kimugu"},
                tool="request_leaf_collection")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Request LC-88 is in, but no driver has picked it up yet, so no truck assigned so far.", set()),
    ("Request LC-88 has been completed.", {"status_lie"}),
])
def test_no_one_having_done_it_admits_the_work_pending(narration: str, expected: set[str]) -> None:
    """"no driver has picked it up yet" says the request waits, as "not picked up yet" does."""
    assert kinds(COLLECTION, narration) == expected


DOCUMENTS = [R({"count": 0, "documents": []}, {"booking_id": "AGH-207", "type": "insurance_certificate"},
               tool="get_documents")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Checklist for Saturday:\n❌ no insurance certificate uploaded yet", set()),
    ("Checklist for Saturday:\n✅ insurance certificate on file, uploaded Tuesday", {"null_fill"}),
])
def test_a_snake_case_argument_is_asked_for_by_its_words(narration: str, expected: set[str]) -> None:
    """``"type": "insurance_certificate"``: "no insurance certificate" says what was asked for is not there."""
    assert kinds(DOCUMENTS, narration) == expected
