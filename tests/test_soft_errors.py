"""A normal-looking return that reports an error is a failure (or a partial failure), never a success."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolproof.results import (
    CallInfo,
    Detectors,
    Empty,
    Failure,
    Ok,
    Partial,
    ResultKind,
    ResultTranslator,
    ToolResult,
    describe,
    translate,
)


def kind_of(output: Any, status: int | None = 200, tool: str = "t") -> ToolResult:
    return translate(output, call_id="c1", tool=tool, http_status=status)


def test_http_200_with_error_body_is_a_failure() -> None:
    result = kind_of({"error": "rate_limited"})
    assert isinstance(result, Failure)
    assert result.message == "rate_limited"
    assert result.code == "rate_limited"


def test_success_false_and_failed_status_are_failures() -> None:
    assert isinstance(kind_of({"success": False, "message": "card declined"}), Failure)
    assert kind_of({"success": False, "message": "card declined"}).message == "card declined"  # type: ignore[union-attr]
    assert isinstance(kind_of({"status": "failed", "reason": "insufficient_funds"}), Failure)
    assert isinstance(kind_of({"status": "ERROR"}), Failure)
    assert isinstance(kind_of({"ok": False, "error": {"code": "PERMISSION_DENIED", "message": "no"}}), Failure)


def test_the_seed_batch_transfer_is_a_partial_failure_with_its_counts() -> None:
    result = kind_of({"error": "partial_fail", "succeeded": 3, "failed": 2})
    assert isinstance(result, Partial)
    assert (result.succeeded, result.failed, result.total) == (3, 2, 5)


def test_counts_are_found_by_the_words_in_a_key() -> None:
    result = kind_of({"tests_passed": 182, "tests_failed": 3})
    assert isinstance(result, Partial)
    assert (result.succeeded, result.failed) == (182, 3)
    assert isinstance(kind_of({"imported": 0, "failed": 12}), Failure)


def test_a_threshold_a_moment_or_a_rate_named_with_a_failure_word_is_no_failure_count() -> None:
    fines = {"items": [{"title": "The Overstory", "fine_usd": 2.25}], "waiver_cap_usd": 5, "blocked_at_usd": 10}
    assert isinstance(kind_of(fines, tool="get_patron_fines"), Ok)
    assert isinstance(kind_of({"requests": 1200, "error_rate": 0.03}, tool="get_metrics"), Ok)
    assert isinstance(kind_of({"rows_imported": 10, "rows_rejected": 2}), Partial)


def test_warnings_make_a_success_partial() -> None:
    result = kind_of({"status": "ok", "updated": 40, "warnings": ["price below cost for 2 SKUs"]})
    assert isinstance(result, Partial)
    assert result.warnings == ("price below cost for 2 SKUs",)
    assert "WARNINGS" in describe(result)


def test_graphql_style_data_with_errors_is_partial() -> None:
    result = kind_of({"data": {"user": {"id": 1}}, "errors": [{"message": "field x unavailable"}]})
    assert isinstance(result, Partial)
    assert result.failed == 1


def test_http_error_statuses_and_error_codes() -> None:
    assert isinstance(kind_of({"detail": "boom"}, status=500), Failure)
    assert kind_of({"detail": "boom"}, status=503).message == "boom"  # type: ignore[union-attr]
    assert isinstance(kind_of({"errcode": 40001, "errmsg": "invalid credential"}), Failure)
    assert isinstance(kind_of({"errcode": 0, "value": 3}), Ok)


def test_a_clean_result_and_null_error_fields_are_ok() -> None:
    assert isinstance(kind_of({"balance": 4820.5, "currency": "CNY"}), Ok)
    assert isinstance(kind_of({"error": None, "status": "sent"}), Ok)
    assert isinstance(kind_of({"errors": [], "items": [1]}), Ok)


def test_failure_text_for_the_model_says_it_failed_and_not_done() -> None:
    text = describe(kind_of({"error": "rate_limited"}))
    assert "FAILED" in text and "rate_limited" in text and "do not describe it as done" in text
    assert "失败" in describe(kind_of({"error": "rate_limited"}), "zh")


def test_detectors_are_configured_per_tool() -> None:
    legacy = Detectors(error_keys=("fault_string",), failure_statuses=frozenset({"ko"}))
    translator = ResultTranslator(per_tool={"legacy_api": legacy})
    failed = translator.translate({"status": "ko"}, call_id="c1", tool="legacy_api")
    assert isinstance(failed, Failure)
    assert isinstance(translator.translate({"status": "ko"}, call_id="c2", tool="other"), Ok)
    assert isinstance(translator.translate({"fault_string": "x"}, call_id="c3", tool="legacy_api"), Failure)


def test_an_extra_detector_runs_first() -> None:
    def teapot(output: Any, status: int | None, call: CallInfo) -> ToolResult | None:
        if isinstance(output, dict) and output.get("brew") == "refused":
            return Failure(call_id=call.call_id, tool=call.tool, value=output, message="teapot refused")
        return None

    translator = ResultTranslator(per_tool={"kettle": Detectors(extra=(teapot,))})
    result = translator.translate({"brew": "refused"}, call_id="c1", tool="kettle")
    assert isinstance(result, Failure) and result.message == "teapot refused"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@given(json_values, st.one_of(st.none(), st.integers(min_value=100, max_value=599)))
def test_any_output_translates_without_raising(output: Any, status: int | None) -> None:
    result = kind_of(output, status)
    assert result.kind in set(ResultKind)
    assert result.value is output
    assert isinstance(describe(result), str)
    if status is not None and status >= 400:
        assert isinstance(result, (Failure, Empty))


def test_chinese_success_and_failure_counts_make_a_partial_result() -> None:
    """``{"成功": 1794, "失败": 66}`` under a 部分成功 message: a Chinese key has no ASCII words, so it must not be
    read as every role whose spelling is empty."""
    result = kind_of({"code": 0, "msg": "部分成功", "data": {"成功": 1794, "失败": 66, "失败原因": {"空号": 41}}},
                     tool="send_notice")
    assert isinstance(result, Partial)
    assert (result.succeeded, result.failed) == (1794, 66)
    assert isinstance(kind_of({"code": 0, "data": {"成功": 12, "失败": 0}}, tool="send_notice"), Ok)


def test_a_chinese_status_key_and_an_analysis_under_way_are_unfinished_work() -> None:
    reviewing = kind_of({"code": 0, "msg": "ok", "data": {"状态": "审核中", "预计完成": "2027-06-10"}},
                        tool="get_enrollment_status")
    analysing = kind_of({"status": "in_analysis", "expected_report": "2027-08-30", "results": None},
                        tool="get_pfas_results")
    for result, state in ((reviewing, "审核中"), (analysing, "in_analysis")):
        assert isinstance(result, Partial)
        assert result.pending == state
    assert isinstance(kind_of({"code": 0, "data": {"状态": "正常", "余额": 12}}, tool="get_account"), Ok)


def test_a_chinese_state_in_steps_is_unfinished_while_a_later_step_is_open() -> None:
    declared = kind_of({"code": 0, "msg": "ok", "data": {"状态": "已申报，待海关审核"}}, tool="submit_declaration")
    assert isinstance(declared, Partial)
    assert declared.pending == "已申报，待海关审核"
    signed = kind_of({"code": 0, "msg": "ok", "data": {"状态": "已签收，待评价"}}, tool="get_order")
    assert isinstance(signed, Ok)


def test_pinyin_keys_of_chinese_back_ends_carry_status_and_counts() -> None:
    """``zhuangtai`` is 状态, ``chenggong``/``shibai`` are 成功/失败: spelled in pinyin, read as what they spell."""
    waiting = kind_of({"code": 0, "data": {"danhao": "SQ-88", "zhuangtai": "待复核"}}, tool="submit_request")
    assert isinstance(waiting, Partial)
    assert waiting.pending == "待复核"
    batch = kind_of({"code": 0, "data": {"chenggong": 8, "shibai_shu": 2}}, tool="batch_update")
    assert isinstance(batch, Partial)
    assert (batch.succeeded, batch.failed) == (8, 2)
    assert isinstance(kind_of({"code": 0, "data": {"shenhe_zhuangtai": "rejected"}}, tool="apply_leave"), Failure)


def test_chinese_counts_named_by_what_succeeded_or_failed() -> None:
    """成功门店: 3 and 失败门店: 1 count stores; 成功率 is a rate and 失败原因 a reason, no counts."""
    batch = kind_of({"code": 0, "msg": "部分成功", "data": {"成功门店": 3, "失败门店": 1, "下架品规": 41}},
                    tool="batch_delist")
    assert isinstance(batch, Partial)
    assert (batch.succeeded, batch.failed) == (3, 1)
    assert isinstance(kind_of({"code": 0, "data": {"成功率": 0.93, "失败原因": "无"}}, tool="get_stats"), Ok)


def test_a_success_count_beside_a_list_of_failures_is_a_partial_batch() -> None:
    """``sent: 4`` and ``failed: 1`` with a ``failures`` list detailing the one: not "all 1 items failed"."""
    result = kind_of({"sent": 4, "failed": 1, "failures": [{"to": "qc@example.com", "error": "mailbox_full"}]},
                     tool="email_certificates")
    assert isinstance(result, Partial)
    assert (result.succeeded, result.failed) == (4, 1)


def test_a_pinyin_waiting_status_is_pending() -> None:
    """``zhuangtai: "daishenhe"`` is 待审核, waiting for review."""
    result = kind_of({"code": 0, "data": {"pici": "PC-1", "zhuangtai": "daishenhe"}}, tool="release_batch")
    assert isinstance(result, Partial)
    assert result.pending == "daishenhe"
