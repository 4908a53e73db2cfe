"""Success told with the operation's own verb is a success claim; negated and still-pending forms admit that the
work is not done. Checked end to end: a raw API answer, a narration, the verifier's verdict."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.fidelity import verify_line


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
