"""Real API answers in their own dialects translate to the honest kind: failures, partial failures, pending work
and empty results are recognised by the general shape of the answer, judged against the call's own verb."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.results import Empty, EmptyReason, Failure, Ok, Partial, ToolResult, describe, translate
from toolproof.results.operation import read_operation


def kind_of(output: Any, tool: str, arguments: dict[str, Any] | None = None, status: int | None = None) -> ToolResult:
    return translate(output, call_id="c1", tool=tool, arguments=arguments, http_status=status)


@pytest.mark.parametrize(
    ("output", "tool"),
    [
        ({"RequestId": "4C1B", "Code": "OperationDenied.NoStock", "Message": "The resource is out of stock."},
         "create_instance"),
        ({"ErrorCode": 1002, "ErrMsg": "invalid sign"}, "pay_order"),
        ({"code": 1, "msg": "参数错误", "data": None}, "update_address"),
        ({"code": "51008", "msg": "Order failed. Insufficient USDT balance", "data": []}, "place_order"),
        ({"errno": -1, "errmsg": "system busy"}, "get_profile"),
        ({"response": {"code": 40001, "message": "token expired"}}, "send_message"),
        ({"data": None, "errors": [{"message": "Cannot query field"}]}, "get_user"),
        ({"ok": False, "error": {"type": "rate_limited", "message": "slow down"}}, "post_message"),
        ({"success": True, "data": {"status": "REJECTED", "reason": "风控审核未通过"}}, "withdraw"),
        ({"code": 0, "data": {"state": "declined"}}, "charge_card"),
        ({"cancelled": False, "reason": "already shipped"}, "cancel_order"),
        ({"refunded": False}, "refund_payment"),
        ({"result": {"sent": False}}, "send_email"),
        ({"applied": False, "message": "coupon expired"}, "apply_coupon"),
        ({"timed_out": True}, "run_query"),
        ({"jsonrpc": "2.0", "id": 3, "error": {"code": -32000, "message": "nonce too low"}}, "send_transaction"),
        ({"order": None, "error": "customer not found"}, "create_order"),
    ],
)
def test_failures_in_real_shapes(output: Any, tool: str) -> None:
    assert isinstance(kind_of(output, tool), Failure)


@pytest.mark.parametrize(
    ("output", "tool", "arguments", "status", "counts"),
    [
        ({"cancelled": 1, "not_cancelled": 3, "reason": "already shipped"}, "cancel_order_items", {"items": 4}, None,
         (1, 3)),
        ({"applied": [11, 12, 14], "conflicts": [13, 15]}, "apply_suggestions", {"suggestion_ids": [11, 12]}, None,
         (3, 2)),
        ({"success_count": 4, "fail_count": 2}, "batch_ship", {}, None, (4, 2)),
        ({"ok": 7, "errors": 1}, "bulk_tag", {}, None, (7, 1)),
        ({"processed": 90, "skipped": 10}, "import_rows", {}, None, (90, 10)),
        ({"accepted": ["a", "b"], "rejected": ["c"]}, "submit_claims", {}, None, (2, 1)),
        ({"code": 0, "data": {"submitted": 50000, "delivered": 46210, "failed": 3790}}, "send_sms", {}, None,
         (46210, 3790)),
        ({"results": [{"id": "P1", "status": 200}, {"id": "P2", "status": 500}, {"id": "P3", "status": 200}]},
         "sync_records", {}, 207, (2, 1)),
        ({"success": True, "booked": 2}, "book_seats", {"seats": 3}, None, (2, 1)),
    ],
)
def test_partial_failures_with_their_counts(
    output: Any, tool: str, arguments: dict[str, Any], status: int | None, counts: tuple[int, int]
) -> None:
    result = kind_of(output, tool, arguments, status)
    assert isinstance(result, Partial), result
    assert (result.succeeded, result.failed) == counts


def test_a_kind_of_thing_named_with_non_is_no_failure_count() -> None:
    """``non_halogenated_l`` is litres of one kind of waste; ``not_cancelled`` counts what was not done."""
    reading = {"halogenated_l": 18.5, "non_halogenated_l": 42, "drum_capacity_l": 60}
    assert isinstance(kind_of(reading, "get_waste_solvent"), Ok)


def test_tests_skipped_beside_zero_failures_are_not_a_partial_failure() -> None:
    assert isinstance(kind_of({"passed": 1287, "failed": 0, "skipped": 13}, "run_tests"), Ok)


@pytest.mark.parametrize("state", ["pending", "QUEUED", "processing", "waitlisted", "in-progress", "pending_review",
                                   "待验收", "待审核"])
def test_an_action_still_pending_is_not_done_yet(state: str) -> None:
    result = kind_of({"refund_id": "r_1", "status": state}, "refund_payment", {"amount": 20})
    assert isinstance(result, Partial) and result.pending is not None
    assert "NOT DONE YET" in describe(result)
    assert "尚未完成" in describe(result, "zh")


@pytest.mark.parametrize(
    ("output", "tool", "state"),
    [
        ({"success": True, "order": {"id": "o1", "status": "pending"}}, "place_order", "pending"),
        ({"status": "success", "refund": {"status": "PENDING"}}, "create_refund", "pending"),
        ({"ok": True, "job": {"id": "j1", "status": "queued"}}, "register_devices", "queued"),
        ({"ok": True, "task": {"id": "t", "state": "RUNNING"}}, "restart_server", "running"),
        ({"success": True, "data": {"status": "PENDING_APPROVAL"}}, "create_payout", "pending_approval"),
    ],
)
def test_a_success_flag_beside_the_work_still_pending_is_not_done_yet(output: Any, tool: str, state: str) -> None:
    result = kind_of(output, tool)
    assert isinstance(result, Partial), result
    assert result.pending == state


def test_the_object_named_by_the_tool_is_only_its_outcome_for_an_action() -> None:
    assert isinstance(kind_of({"order": {"id": "o1", "status": "pending"}}, "get_order"), Ok)
    assert isinstance(kind_of({"success": True, "customer": {"status": "pending"}}, "place_order"), Ok)


@pytest.mark.parametrize(
    ("output", "tool", "state"),
    [
        ({"refund_id": "RF-1", "status": "pending", "amount": 59.99}, "get_refund_status", "pending"),
        ({"refund_status": "PROCESSING", "refund_fee": 19900}, "query_refund", "processing"),
        ({"status": "审批中", "current_node": "财务审核", "amount": 3260.0}, "get_expense_status", "审批中"),
        ({"code": 0, "data": {"pay_status": "支付处理中", "amount": 21284.5}}, "get_claim_payment", "支付处理中"),
        ({"status": "人工审核中", "amount": 99.0}, "get_withdrawal", "人工审核中"),
        ({"order_id": "c-1", "state": "pending_validation"}, "get_cert_order", "pending_validation"),
        ({"code": 0, "data": {"status": "in_progress", "progress": 40}}, "get_job", "in_progress"),
    ],
)
def test_a_read_of_something_unfinished_is_pending_as_a_read(output: Any, tool: str, state: str) -> None:
    result = kind_of(output, tool)
    assert isinstance(result, Partial) and result.pending == state and result.read_of_pending
    assert "NOT FINISHED" in describe(result) and "values it returned are accurate" in describe(result)


def test_an_action_left_unfinished_is_pending_as_an_action() -> None:
    result = kind_of({"status": "queued", "job_id": "j-1"}, "start_export")
    assert isinstance(result, Partial) and result.pending == "queued" and not result.read_of_pending
    assert "NOT DONE YET" in describe(result)


def test_a_read_of_something_unfinished_with_no_data_yet_is_empty() -> None:
    output = {"status": "running", "results": None, "message": "Results available after minimum sample size"}
    assert isinstance(kind_of(output, "get_ab_test_results"), Empty)


def test_one_pending_item_in_a_read_list_leaves_the_read_ok() -> None:
    output = {"orders": [{"id": 1, "status": "pending"}, {"id": 2, "status": "shipped"}], "total": 2}
    assert isinstance(kind_of(output, "list_orders"), Ok)


def test_http_202_to_an_action_is_pending() -> None:
    result = kind_of({"job": "j-1"}, "start_backup", status=202)
    assert isinstance(result, Partial) and result.pending == "accepted"


@pytest.mark.parametrize(
    ("output", "tool"),
    [
        ({"status": "cancelled", "order_id": "A1"}, "cancel_order"),
        ({"status": "scheduled", "post_id": 9}, "schedule_post"),
        ({"order": {"id": 1, "status": "cancelled"}}, "get_order"),
        ({"cancelled": True}, "cancel_order"),
        ({"email_verified": False, "name": "Li"}, "get_user"),
        ({"code": "SAVE20", "discount": 20}, "apply_coupon"),
        ({"code": 0, "msg": "操作成功", "data": {"id": 7}}, "create_note"),
        ({"code": 1, "msg": "success", "data": {"id": 7}}, "create_note"),
        ({"base_coverage": 81.4, "uncovered_new_lines": 14}, "get_coverage"),
    ],
)
def test_an_operation_that_did_what_was_asked_or_a_read_of_data_is_ok(output: Any, tool: str) -> None:
    assert isinstance(kind_of(output, tool), Ok)


@pytest.mark.parametrize(
    ("output", "tool", "reason"),
    [
        ({"jsonrpc": "2.0", "id": 1, "result": None}, "get_transaction", EmptyReason.NOT_FOUND),
        ({"found": False}, "lookup_plate", EmptyReason.NOT_FOUND),
        ({"data": {"exists": False}}, "get_member", EmptyReason.NOT_FOUND),
        ({"items": [], "notice": "no orders in this period"}, "list_orders", EmptyReason.NO_MATCH),
        ({"errno": 0, "data": {}}, "get_invoice", EmptyReason.UNKNOWN),
        ({"data": {"user": None}}, "get_user", EmptyReason.UNKNOWN),
        ({"code": 404, "msg": "用户不存在"}, "get_user", EmptyReason.NOT_FOUND),
        ({"data": {"user": None}, "errors": [{"type": "NOT_FOUND", "path": ["user"],
                                               "message": "Could not resolve to a User with the login of 'x'."}]},
         "get_user", EmptyReason.NOT_FOUND),
        ({"data": {"invoice": None}, "errors": [{"message": "no invoice with id 5",
                                                  "extensions": {"code": "NOT_FOUND"}}]},
         "fetch_invoice", EmptyReason.NOT_FOUND),
        ({"data": {"repo": None}, "errors": [{"message": "Resource missing", "extensions": {"code": "NOT_FOUND"}}]},
         "get_repo", EmptyReason.NOT_FOUND),
    ],
)
def test_empty_results_in_real_shapes(output: Any, tool: str, reason: EmptyReason) -> None:
    result = kind_of(output, tool)
    assert isinstance(result, Empty), result
    assert result.reason is reason


def test_not_found_told_to_an_action_is_a_failure_not_an_empty_result() -> None:
    assert isinstance(kind_of({"errors": [{"message": "assignee group not found"}], "ticket": None},
                              "create_ticket"), Failure)


@pytest.mark.parametrize(
    ("output", "tool", "counts"),
    [
        ({"results": [{"id": 1}, {"id": 2, "error": {"code": "bounced", "message": "mailbox full"}}, {"id": 3}]},
         "send_invites", (2, 1)),
        ({"results": [{"email": "a@x", "ok": True}, {"email": "b@x", "ok": False}]}, "send_invites", (1, 1)),
        ({"items": [{"sku": "a", "status": "updated"}, {"sku": "b", "status": "error", "message": "locked"}]},
         "update_prices", (1, 1)),
        ({"success": True, "data": {"items": [{"id": 1, "status": "created"}, {"id": 2, "status": "failed"}]}},
         "bulk_create_users", (1, 1)),
        ({"scheduled": [{"id": "m1"}, {"id": "m2"}], "conflicted": [{"id": "m3"}]}, "schedule_meetings", (2, 1)),
    ],
)
def test_per_item_failures_without_summary_counts_are_counted_from_the_items(
    output: Any, tool: str, counts: tuple[int, int]
) -> None:
    result = kind_of(output, tool)
    assert isinstance(result, Partial), result
    assert (result.succeeded, result.failed) == counts


def test_a_batch_whose_every_item_failed_or_did_not_finish_is_a_failure() -> None:
    result = kind_of({"results": [{"id": 1, "status": "pending"}, {"id": 2, "status": "error"}]}, "send_invites")
    assert isinstance(result, Failure) and "1 of 2" in result.message
    assert isinstance(kind_of({"results": [{"status": "error"}, {"status": "failed"}]}, "send_invites"), Failure)


def test_items_of_a_read_are_data_not_outcomes() -> None:
    assert isinstance(kind_of({"results": [{"id": 1, "status": "error"}, {"id": 2}]}, "get_job_statuses"), Ok)


@pytest.mark.parametrize(
    ("output", "tool", "expected"),
    [
        ({"amendment_id": "AMD-1", "status": "submitted", "sponsor_review": "pending"}, "submit_budget_amendment",
         Partial),
        ({"claim_id": "C-1", "kyc_verification": "rejected"}, "open_account", Failure),
        ({"expense_id": "E-1", "manager_approval": "approved"}, "submit_expense", Ok),
    ],
)
def test_a_key_that_holds_a_steps_state_is_read_as_a_status(output: Any, tool: str, expected: type) -> None:
    assert isinstance(kind_of(output, tool), expected)


@pytest.mark.parametrize(("tool", "is_action", "done"), [
    ("skip_delivery", True, "skipped"),
    ("lockers.extend_hold", True, "extended"),
    ("crm/create_lead", True, "created"),
    ("imagery.search_archive", False, "searched"),
    ("send_email", True, "sent"),
])
def test_the_verb_of_a_tool_is_its_first_word_after_any_namespace(tool: str, is_action: bool, done: str) -> None:
    operation = read_operation(tool, {})
    assert operation.is_action is is_action
    assert operation.verb_done(done)
    assert not operation.verb_done("delivered" if tool != "skip_delivery" else "charged")


@pytest.mark.parametrize(("tool", "is_action"), [
    ("ctms_monitoring_report", False),  # a system's initials, then a thing named with a gerund
    ("crm_create_lead", True),
    ("irb_get_submission_status", False),  # a board's initials before a lookup verb
    ("edc_query_response", False),
    ("start_export", True),  # a verb before a read-like word still starts something
    ("billing_summary", False),
])
def test_initials_and_names_before_the_verb_are_no_verb(tool: str, is_action: bool) -> None:
    assert read_operation(tool, {}).is_action is is_action


def test_not_found_from_a_tool_named_by_a_system_and_a_thing_is_empty() -> None:
    """``ctms_monitoring_report`` reads a report: "监查报告不存在" is no report, not a failed action."""
    result = kind_of({"code": 404, "msg": "监查报告不存在", "data": None}, "ctms_monitoring_report")
    assert isinstance(result, Empty) and result.reason is EmptyReason.NOT_FOUND
