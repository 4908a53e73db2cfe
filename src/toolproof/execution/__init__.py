"""Running an allowed call: timeouts, error classes, bounded retries with backoff, specific messages."""

from toolproof.execution.caller import Caller
from toolproof.execution.classify import classify, classify_status, parse_retry_after
from toolproof.execution.clock import SYSTEM_CLOCK, Clock, ManualClock, SystemClock
from toolproof.execution.errors import (
    ArgumentRejected,
    EmptyResult,
    ErrorClass,
    Failure,
    PermanentFailure,
    ToolError,
    TransientFailure,
)
from toolproof.execution.retry import GiveUp, RetryPolicy
from toolproof.execution.runner import ExecutionResult, Executor

__all__ = [
    "SYSTEM_CLOCK",
    "ArgumentRejected",
    "Caller",
    "Clock",
    "EmptyResult",
    "ErrorClass",
    "ExecutionResult",
    "Executor",
    "Failure",
    "GiveUp",
    "ManualClock",
    "PermanentFailure",
    "RetryPolicy",
    "SystemClock",
    "ToolError",
    "TransientFailure",
    "classify",
    "classify_status",
    "parse_retry_after",
]
