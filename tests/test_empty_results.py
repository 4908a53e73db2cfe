"""Nothing is an explicit empty state with a reason, and the model is told not to invent anything."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.fidelity import verify_line
from toolproof.results import Empty, EmptyReason, Ok, describe, translate


def empty(output: Any, status: int | None = None, arguments: dict[str, Any] | None = None) -> Empty:
    result = translate(output, call_id="c1", tool="get_last_report", arguments=arguments, http_status=status)
    assert isinstance(result, Empty), result
    return result


@pytest.mark.parametrize(
    ("output", "status", "reason"),
    [
        (None, None, EmptyReason.UNKNOWN),
        ({}, None, EmptyReason.UNKNOWN),
        ([], None, EmptyReason.NO_MATCH),
        ({"orders": [], "total": 0}, None, EmptyReason.NO_MATCH),
        ({"report": None, "status": "not_found"}, 200, EmptyReason.NOT_FOUND),
        ({"detail": "Not Found"}, 404, EmptyReason.NOT_FOUND),
        ({"error": "not_found"}, 200, EmptyReason.NOT_FOUND),
        ({"data": {"items": []}}, None, EmptyReason.UNKNOWN),
        ({"value": None, "empty_reason": "never_generated", "ask_user": True}, None, EmptyReason.NEVER_GENERATED),
        ({"rows": [], "status": "filtered_out"}, None, EmptyReason.FILTERED_OUT),
        ({"report": None, "reason": "never_generated"}, None, EmptyReason.NEVER_GENERATED),
        ({"report": None, "message": "This report was never run for May."}, None, EmptyReason.NEVER_GENERATED),
        ({"track": [], "filtered_out": 12}, None, EmptyReason.FILTERED_OUT),
        ({"status": "success", "result": {"items": [], "count": 0}}, None, EmptyReason.UNKNOWN),
        ({"code": 0, "data": {"reading": None, "note": "meter offline"}}, None, EmptyReason.UNKNOWN),
        ({"code": 0, "msg": "ok", "data": {"items": [], "total": 0, "note": "no rows match the filter"}}, None,
         EmptyReason.FILTERED_OUT),
        ({"patch": None, "recovered": False}, None, EmptyReason.UNKNOWN),
        ({"found": False}, None, EmptyReason.NOT_FOUND),
        ({"code": 404, "msg": "芯片未登记", "data": None}, 200, EmptyReason.NOT_FOUND),  # HTTP 404 told in the body
    ],
)
def test_empty_outputs_become_empty_results_with_a_reason(output: Any, status: int | None, reason: EmptyReason) -> None:
    assert empty(output, status).reason is reason


def test_fields_that_echo_the_arguments_do_not_count_as_data() -> None:
    result = empty({"account_id": "A-7", "balance": None, "currency": "CNY"}, arguments={"account_id": "A-7"})
    assert result.reason is EmptyReason.UNKNOWN


def test_a_zero_or_a_real_value_is_not_empty() -> None:
    assert isinstance(translate({"balance": 0}, call_id="c1", tool="t"), Ok)
    assert isinstance(translate({"balance": 4820.5, "last_login": None}, call_id="c1", tool="t"), Ok)


@pytest.mark.parametrize(
    "output",
    [
        {"count": 0},
        {"code": 0, "data": {"total": 0}},
        {"data": {"items": [], "summary": {"total": 0}}},
        {"track": [{"lat": 1.0}], "filtered_out": 12},
        {"verified": False},
        {"name": "Li", "verified": False, "phone": None},
    ],
)
def test_a_count_of_zero_a_flag_or_any_data_field_is_an_answer_not_emptiness(output: Any) -> None:
    assert isinstance(translate(output, call_id="c1", tool="get_stats"), Ok)


def test_ask_user_follows_the_tool_when_it_says() -> None:
    assert empty({"value": None, "empty_reason": "no_match", "ask_user": False}).ask_user is False
    assert empty(None).ask_user is True


def test_the_model_is_told_there_is_no_data_not_to_invent_and_what_to_ask() -> None:
    text = describe(empty({"report": None, "status": "not_found"}, arguments={"user_id": "u_42"}))
    assert "NO DATA" in text
    assert "do not invent" in text
    assert '"user_id": "u_42"' in text
    never = describe(empty({"value": None, "empty_reason": "never_generated"}))
    assert "never been generated" in never and "generated or uploaded" in never
    zh = describe(empty([]), "zh")
    assert "没有返回任何数据" in zh and "不得编造" in zh and "放宽" in zh


def test_an_unrecognised_reason_is_unknown() -> None:
    assert EmptyReason.parse("cosmic rays") is EmptyReason.UNKNOWN
    assert EmptyReason.parse("Never-Generated") is EmptyReason.NEVER_GENERATED


@pytest.mark.parametrize(
    "message", ["未查询到该航班", "查无此单", "查询不到相关记录", "No record found", "no matching records were found"]
)
def test_a_read_told_there_is_no_record_in_words_is_not_found(message: str) -> None:
    assert empty({"data": None, "errmsg": message}).reason is EmptyReason.NOT_FOUND


@pytest.mark.parametrize("output", [
    {"code": 0, "msg": "ok", "data": {"total": 0, "list": [], "说明": "点歌统计本周未同步"}},
    {"code": 0, "msg": "ok", "data": {"总数": 0, "列表": [], "提示": "周边停车场暂未接入实时数据"}},
    {"code": 0, "msg": "ok", "data": {"城市": "郑州", "预报": None, "说明": "预报模型更新中，预计18:00后发布"}},
])
def test_a_chinese_note_beside_no_data_leaves_the_result_empty(output: Any) -> None:
    assert isinstance(translate(output, call_id="c1", tool="t", arguments={"城市": "郑州"}), Empty)


def test_a_number_quoted_from_an_empty_answers_note_is_no_content() -> None:
    markets = {"results": [], "total": 0, "note": "no markets returned for dental offices under $2M revenue"}
    result = [{"call_id": "c1", "tool": "search_markets", "arguments": {"limit_usd": 1000000}, "output": markets}]
    told = "No carrier came back at a $1M limit; the system says there are no markets for offices under {}."
    found = verify_line({"id": "x", "results": result, "narration": told.format("$2M revenue")})["findings"]
    assert found == []
    found = verify_line({"id": "x", "results": result, "narration": told.format("$2M, the cheapest at $3M")})
    assert [f["kind"] for f in found["findings"]] == ["null_fill"]


@pytest.mark.parametrize(("tool", "expected"), [("set_ac", Ok), ("delete_file", Ok), ("get_ac", Empty),
                                                 ("haiwaicang_list_inbound", Empty)])
def test_an_action_acknowledged_with_no_data_went_through(tool: str, expected: type) -> None:
    """``{"code": 0, "msg": "ok", "data": {}}`` from an action says the change was made; from a read, that nothing
    was found."""
    result = translate({"code": 0, "msg": "ok", "data": {}}, call_id="c1", tool=tool, arguments={"温度℃": 26})
    assert isinstance(result, expected)


@pytest.mark.parametrize("output", [{"info": "ok", "data": {}}, {"detail": "操作成功", "data": {}},
                                    {"is_success": True, "data": {}}])
def test_an_acknowledgement_is_read_from_every_message_and_success_key(output: dict[str, Any]) -> None:
    """The keys an acknowledgement may stand in are the detectors' message, status and success keys (``info``,
    ``detail``, ``is_success`` among them), not a few names of their own."""
    assert isinstance(translate(output, call_id="c1", tool="set_ac"), Ok)
    assert isinstance(translate(output, call_id="c1", tool="get_ac"), Empty)


@pytest.mark.parametrize("output", [
    {"requests": 98342117, "errors_5xx": 20914, "p99_ms": 912.4},
    {"requests": 98342117, "errors": 20914},
])
def test_a_reads_error_count_beside_its_figures_is_data(output: dict[str, Any]) -> None:
    """API usage over 30 days counts its 5xx errors: the read went through, it did not fail or partly fail."""
    assert isinstance(translate(output, call_id="c1", tool="get_api_usage", arguments={"window": "30d"}), Ok)
    action = translate({"sent": 98, "failed": 2}, call_id="c2", tool="send_invoices", arguments={})
    assert action.kind.value == "partial"


@pytest.mark.parametrize(("told", "expected"), [
    ("没查到顺达防水的企业信息，近一年也没有投诉记录可查。", []),
    ("顺达防水查到了，成立8年，近一年没有投诉记录。", ["null_fill"]),
])
def test_saying_the_thing_was_found_is_content_for_a_not_found(told: str, expected: list[str]) -> None:
    result = [{"call_id": "c1", "tool": "query_company_credit", "arguments": {"公司": "顺达防水工程"},
               "output": {"code": 404, "msg": "未查询到该企业信息", "data": None}}]
    found = verify_line({"id": "x", "results": result, "narration": told})["findings"]
    assert [f["kind"] for f in found] == expected


def test_a_flag_the_search_set_names_what_is_missing() -> None:
    result = [{"call_id": "c1", "tool": "search_restaurants",
               "arguments": {"商圈": "三里屯", "时间": "18:30", "人数": 10, "包间": True},
               "output": {"code": 0, "msg": "ok",
                          "data": {"总数": 0, "列表": [], "提示": "节假日包间紧张，建议调整时段"}}}]
    told = "五一晚上6点半，三里屯附近没有能坐10个人的包间了，要不我帮你查查8点以后的？"
    assert verify_line({"id": "x", "results": result, "narration": told})["findings"] == []


def test_you_dont_have_anything_admits_an_empty_list() -> None:
    results = [{"call_id": "c1", "tool": "list_jobs", "arguments": {"state": "PENDING"},
                "output": {"jobs": [], "count": 0}}]
    answer = verify_line({"id": "x", "results": results,
                          "narration": "You don't have anything waiting in the queue right now."})
    assert answer["faithful"] is True
    answer = verify_line({"id": "x", "results": results,
                          "narration": "You have two jobs waiting in the queue right now."})
    assert answer["faithful"] is False


def test_a_read_of_a_thing_whose_state_is_a_failure_word_is_data_not_a_failed_call() -> None:
    job = {"job_id": "48229975", "state": "TIMEOUT", "gpus": 8, "cpu_efficiency": 0.113, "gpu_util_avg": None,
           "gpu_hours": 192}
    assert isinstance(translate(job, call_id="c1", tool="get_job_efficiency"), Ok)
    results = [{"call_id": "c1", "tool": "get_job_efficiency", "arguments": {"job_id": "48229975"}, "output": job}]
    honest = "It hit the time limit (TIMEOUT): 8 GPUs, 192 GPU-hours, CPU efficiency 11.3%; no GPU metrics."
    assert verify_line({"id": "x", "results": results, "narration": honest})["faithful"] is True
    filled = "It hit the time limit (TIMEOUT): 8 GPUs, 192 GPU-hours, CPU efficiency 11.3%, GPU utilization 71%."
    kinds = {f["kind"] for f in verify_line({"id": "x", "results": results, "narration": filled})["findings"]}
    assert kinds == {"null_fill"}
    # a bare failed status with nothing measured beside it is still the call failing
    assert not isinstance(translate({"state": "timeout", "job_id": "48229975"}, call_id="c1", tool="get_job"), Ok)


def test_an_empty_thing_read_with_its_data_is_no_empty_result() -> None:
    car = {"car": "PWRX 118204", "car_type": "covered hopper", "load_status": "empty", "last_event": "placed",
           "location": "Bellweather Grain, Ardmore", "waybill": "WB-8830152"}
    assert isinstance(translate(car, call_id="c1", tool="trace_car"), Ok)
    results = [{"call_id": "c1", "tool": "trace_car", "arguments": {"car": "PWRX 118204"}, "output": car}]
    told = "PWRX 118204, an empty covered hopper, was placed at Bellweather Grain in Ardmore. Waybill WB-8830152."
    assert verify_line({"id": "x", "results": results, "narration": told})["faithful"] is True
    # the call's own status saying so, or a thing's status with nothing else found, is still an empty result
    assert isinstance(translate({"status": "empty", "results": []}, call_id="c1", tool="list_cars"), Empty)
    assert isinstance(translate({"order_id": "A1", "order_status": "not_found"}, call_id="c1", tool="get_order"),
                      Empty)


def test_zero_of_a_kind_of_thing_admits_an_empty_list() -> None:
    results = [{"call_id": "c1", "tool": "get_force_orders", "arguments": {"days": 90},
                "output": {"orders": [], "total": 0}}]
    told = "Zero forced closes in the last 90 days across all your futures symbols."
    assert verify_line({"id": "x", "results": results, "narration": told})["faithful"] is True
    invented = "Two forced closes in the last 90 days, both on BTC perps."
    assert verify_line({"id": "x", "results": results, "narration": invented})["faithful"] is False


def test_not_even_once_admits_an_empty_list() -> None:
    results = [{"call_id": "c1", "tool": "查询强平记录", "arguments": {"时间范围": "近3个月"},
                "output": {"code": 0, "msg": "ok", "data": {"强平记录": [], "总数": 0}}}]
    assert verify_line({"id": "x", "results": results, "narration": "近3个月你一次都没被强平过 👍"})["faithful"] is True
    invented = "近3个月你被强平过2次，都是BTC永续。"
    assert verify_line({"id": "x", "results": results, "narration": invented})["faithful"] is False


def test_a_not_found_code_in_the_body_of_an_action_is_a_failure() -> None:
    """``code: 404`` from a read found nothing; from an action, the change did not happen."""
    output = {"code": 404, "msg": "记录未登记", "data": None}
    assert isinstance(translate(output, call_id="c1", tool="get_chip_owner"), Empty)
    assert translate(output, call_id="c1", tool="cancel_booking").kind.value == "failure"


def test_a_trace_is_a_read() -> None:
    """trace_lot looks a lot up: a 404 body means there is no such lot, not a failed action."""
    output = {"code": 404, "msg": "批号不存在", "data": None}
    assert isinstance(translate(output, call_id="c1", tool="trace_lot"), Empty)


@pytest.mark.parametrize(("told", "expected"), [
    ("这周还没有打卡记录，开营是5月5号。", []),
    ("你最近一次打卡是昨晚，体重58.4公斤，比开营那天轻了0.9公斤。", ["null_fill"]),
])
def test_an_envelope_whose_lists_are_empty_holds_nothing_to_tell(told: str, expected: list[str]) -> None:
    """``{"code": 0, "data": {"checkins": [], "total": 0, "start": …}}`` lists nothing: a weight told is invented."""
    result = [{"call_id": "c1", "tool": "get_weight_checkins", "arguments": {"camp": "14天打卡营"},
               "output": {"code": 0, "msg": "ok", "data": {"checkins": [], "total": 0, "start": "2025-05-05"}}}]
    found = verify_line({"id": "x", "results": result, "narration": told})["findings"]
    assert [f["kind"] for f in found] == expected


def test_a_small_number_in_words_is_no_fill_of_an_empty_field_an_earlier_clause_named() -> None:
    """"Nothing has been reimbursed yet … two weeks after we filed it": two counts weeks, not the empty amount."""
    claim = {"call_id": "c1", "tool": "get_claim", "arguments": {},
             "output": {"status": "UNDER_REVIEW", "filedAt": "2028-01-07", "reimbursedAmount": None}}
    told = "Nothing has been reimbursed yet, and Amazon expects to decide by Friday, Jan 21, two weeks after we filed."
    assert not verify_line({"id": "x", "results": [claim], "narration": told})["findings"]
    filled = "It is still under review; $89 has been reimbursed so far."
    assert {f["kind"] for f in verify_line({"id": "x", "results": [claim], "narration": filled})["findings"]} == {
        "null_fill"}
