"""Every failure gets a class: typed tool errors, builtin OS and timeout errors, HTTP statuses, Retry-After."""

from __future__ import annotations

import asyncio

import pytest

from toolproof.contract.tool import NotExecutableError
from toolproof.execution import (
    ArgumentRejected,
    EmptyResult,
    ErrorClass,
    PermanentFailure,
    TransientFailure,
    classify,
    classify_status,
    parse_retry_after,
)
from toolproof.levels import Level

NOW = 1_750_000_000.0  # Sun, 15 Jun 2025 15:06:40 GMT


@pytest.mark.parametrize(
    ("error", "error_class", "reason"),
    [
        (ArgumentRejected("unknown order id format", field="order_id"), ErrorClass.ARGUMENT, "rejected_argument"),
        (EmptyResult("no records in that window"), ErrorClass.EMPTY, "empty"),
        (TransientFailure("busy"), ErrorClass.TRANSIENT, "temporarily_unavailable"),
        (PermanentFailure("order already shipped"), ErrorClass.PERMANENT, "business_rule"),
        (PermanentFailure("no such account", reason="gone"), ErrorClass.PERMANENT, "gone"),
        (TimeoutError(), ErrorClass.TRANSIENT, "timeout"),
        (asyncio.TimeoutError(), ErrorClass.TRANSIENT, "timeout"),
        (ConnectionResetError(104, "Connection reset by peer"), ErrorClass.TRANSIENT, "connection_reset"),
        (ConnectionRefusedError(111, "Connection refused"), ErrorClass.TRANSIENT, "connection_refused"),
        (BrokenPipeError(), ErrorClass.TRANSIENT, "connection_reset"),
        (PermissionError(13, "Permission denied", "/etc/shadow"), ErrorClass.PERMANENT, "forbidden"),
        (NotExecutableError("schema only"), ErrorClass.PERMANENT, "not_executable"),
        (ValueError("unexpected None in ledger"), ErrorClass.PERMANENT, "tool_error"),
        (KeyError("customer"), ErrorClass.PERMANENT, "tool_error"),
    ],
)
def test_exceptions_map_to_their_class(error, error_class, reason):
    failure = classify(error)
    assert (failure.error_class, failure.reason) == (error_class, reason)


def test_typed_errors_carry_their_details():
    failure = classify(ArgumentRejected("must be a weekday", field="date"))
    assert failure.field == "date" and failure.detail == "must be a weekday"
    failure = classify(TransientFailure("slow down", retry_after=4, outcome_known=False))
    assert failure.retry_after == 4 and failure.outcome_known is False


def test_a_missing_file_is_empty_for_a_read_and_permanent_for_a_write():
    missing = FileNotFoundError(2, "No such file or directory", "/data/report.csv")
    assert classify(missing, level=Level.L0).error_class is ErrorClass.EMPTY
    assert classify(missing, level=Level.L2).error_class is ErrorClass.PERMANENT


@pytest.mark.parametrize(
    ("status", "error_class", "reason", "outcome_known"),
    [
        (400, ErrorClass.ARGUMENT, "bad_request", True),
        (401, ErrorClass.PERMANENT, "unauthorized", True),
        (403, ErrorClass.PERMANENT, "forbidden", True),
        (404, ErrorClass.PERMANENT, "not_found", True),
        (409, ErrorClass.PERMANENT, "conflict", True),
        (410, ErrorClass.PERMANENT, "gone", True),
        (422, ErrorClass.ARGUMENT, "unprocessable", True),
        (429, ErrorClass.TRANSIENT, "rate_limited", True),
        (500, ErrorClass.TRANSIENT, "server_error", False),
        (503, ErrorClass.TRANSIENT, "unavailable", True),
        (504, ErrorClass.TRANSIENT, "gateway_timeout", False),
        (418, ErrorClass.PERMANENT, "client_error", True),
        (599, ErrorClass.TRANSIENT, "server_error", False),
    ],
)
def test_http_statuses(status, error_class, reason, outcome_known):
    failure = classify_status(status)
    assert (failure.error_class, failure.reason, failure.outcome_known, failure.status) == (
        error_class, reason, outcome_known, status)


def test_not_found_from_a_read_is_an_empty_result():
    assert classify_status(404, level=Level.L0).error_class is ErrorClass.EMPTY


class StatusError(Exception):
    """Shaped like the OpenAI/Anthropic SDKs' status errors: ``status_code`` and ``response.headers``."""

    def __init__(self, status_code: int, headers: dict[str, str]) -> None:
        super().__init__(f"Error code: {status_code}")
        self.status_code = status_code
        self.headers = headers


def test_sdk_style_errors_are_read_by_shape():
    failure = classify(StatusError(429, {"retry-after": "12"}), now=NOW)
    assert failure.reason == "rate_limited" and failure.retry_after == 12


@pytest.mark.parametrize(
    ("value", "seconds"),
    [
        ("120", 120.0),
        ("0", 0.0),
        (" 7 ", 7.0),
        ("Sun, 15 Jun 2025 15:08:40 GMT", 120.0),
        ("Sun, 15 Jun 2025 15:00:00 GMT", 0.0),  # a date in the past means "now"
        ("-5", None),
        ("soon", None),
        ("nan", None),
        ("inf", None),
        ("", None),
    ],
)
def test_retry_after_values(value, seconds):
    assert parse_retry_after(value, NOW) == seconds


def test_an_http_date_needs_a_clock():
    assert parse_retry_after("Sun, 15 Jun 2025 15:08:40 GMT") is None
