"""Map whatever a tool raised onto an error class: typed ToolErrors, builtin OS/timeout errors, HTTP statuses.

HTTP client errors are recognised by shape, not by import: an exception with ``response.status_code``
(httpx, requests), ``status_code`` (OpenAI/Anthropic SDKs) or ``status`` (aiohttp), and transport errors by
their class names, so no client library is a dependency.
"""

from __future__ import annotations

import email.utils
from collections.abc import Mapping
from typing import Any

from toolproof.contract.tool import NotExecutableError
from toolproof.execution.errors import ErrorClass, Failure, ToolError
from toolproof.levels import Level

MAX_DETAIL = 200

_TRANSPORT_BY_NAME: Mapping[str, tuple[str, bool]] = {
    # class name → (reason, outcome_known); the first name found along the MRO wins, so specific names first
    "ConnectTimeout": ("timeout", True),
    "ConnectTimeoutError": ("timeout", True),
    "PoolTimeout": ("timeout", True),
    "ReadTimeout": ("timeout", False),
    "WriteTimeout": ("timeout", False),
    "TimeoutException": ("timeout", False),
    "APITimeoutError": ("timeout", False),
    "ServerTimeoutError": ("timeout", False),
    "Timeout": ("timeout", False),
    "TimeoutError": ("timeout", False),
    "ConnectionRefusedError": ("connection_refused", True),
    "ConnectError": ("connection_refused", True),
    "ClientConnectorError": ("connection_refused", True),
    "ConnectionResetError": ("connection_reset", False),
    "ConnectionAbortedError": ("connection_reset", False),
    "BrokenPipeError": ("connection_reset", False),
    "RemoteProtocolError": ("connection_reset", False),
    "ServerDisconnectedError": ("connection_reset", False),
    "ChunkedEncodingError": ("connection_reset", False),
    "ReadError": ("connection_reset", False),
    "WriteError": ("connection_reset", False),
    "APIConnectionError": ("connection_reset", False),
    "ConnectionError": ("connection_reset", False),
}

_STATUS: Mapping[int, tuple[ErrorClass, str, bool]] = {
    # status → (class, reason, outcome_known)
    400: (ErrorClass.ARGUMENT, "bad_request", True),
    401: (ErrorClass.PERMANENT, "unauthorized", True),
    403: (ErrorClass.PERMANENT, "forbidden", True),
    404: (ErrorClass.PERMANENT, "not_found", True),
    405: (ErrorClass.PERMANENT, "method_not_allowed", True),
    408: (ErrorClass.TRANSIENT, "timeout", False),
    409: (ErrorClass.PERMANENT, "conflict", True),
    410: (ErrorClass.PERMANENT, "gone", True),
    412: (ErrorClass.PERMANENT, "conflict", True),
    413: (ErrorClass.ARGUMENT, "too_large", True),
    422: (ErrorClass.ARGUMENT, "unprocessable", True),
    423: (ErrorClass.TRANSIENT, "locked", True),
    425: (ErrorClass.TRANSIENT, "too_early", True),
    429: (ErrorClass.TRANSIENT, "rate_limited", True),
    500: (ErrorClass.TRANSIENT, "server_error", False),
    502: (ErrorClass.TRANSIENT, "bad_gateway", False),
    503: (ErrorClass.TRANSIENT, "unavailable", True),
    504: (ErrorClass.TRANSIENT, "gateway_timeout", False),
}


def classify(error: BaseException, *, level: Level = Level.L1, now: float | None = None) -> Failure:
    """The Failure for an exception a tool raised.

    ``level`` decides one case: "not found" from a read (L0) is an empty result, from a write it is permanent.
    ``now`` (Unix seconds) resolves a Retry-After given as an HTTP date.
    """
    if isinstance(error, ToolError):
        return error.failure()
    status = _status_of(error)
    if status is not None:
        return classify_status(status, detail=_http_detail(error), retry_after=_retry_after_of(error, now),
                               level=level)
    if isinstance(error, NotExecutableError):
        return Failure(ErrorClass.PERMANENT, "not_executable", _clip(str(error)))
    if isinstance(error, PermissionError):
        return Failure(ErrorClass.PERMANENT, "forbidden", _describe(error))
    if isinstance(error, FileNotFoundError):
        return _not_found(_describe(error), level)
    for cls in type(error).__mro__:
        known = _TRANSPORT_BY_NAME.get(cls.__name__)
        if known is not None:
            reason, outcome_known = known
            return Failure(ErrorClass.TRANSIENT, reason, _describe(error), outcome_known=outcome_known)
    return Failure(ErrorClass.PERMANENT, "tool_error", _describe(error))


def classify_status(
    status: int, *, detail: str = "", retry_after: float | None = None, level: Level = Level.L1
) -> Failure:
    """The Failure for an HTTP status that is not a success."""
    if status == 404 and level is Level.L0:
        return _not_found(detail, level, status)
    known = _STATUS.get(status)
    if known is None:
        known = (ErrorClass.TRANSIENT, "server_error", False) if status >= 500 else (
            ErrorClass.PERMANENT, "client_error", True)
    error_class, reason, outcome_known = known
    return Failure(error_class, reason, _clip(detail), retry_after=retry_after, status=status,
                   outcome_known=outcome_known)


def parse_retry_after(value: str, now: float | None = None) -> float | None:
    """Seconds to wait from a Retry-After value: delay-seconds, or an HTTP date (needs ``now``).
    Anything unreadable is None: we then fall back to our own backoff."""
    text = value.strip()
    if not text:
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = None
    if seconds is not None:
        return seconds if 0 <= seconds < float("inf") else None
    if now is None:
        return None
    try:
        moment = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if moment.tzinfo is None:
        return None
    return max(0.0, moment.timestamp() - now)


def _not_found(detail: str, level: Level, status: int | None = None) -> Failure:
    if level is Level.L0:
        return Failure(ErrorClass.EMPTY, "not_found", _clip(detail), status=status)
    return Failure(ErrorClass.PERMANENT, "not_found", _clip(detail), status=status)


def _status_of(error: BaseException) -> int | None:
    response = getattr(error, "response", None)
    for candidate in (getattr(response, "status_code", None), getattr(error, "status_code", None),
                      getattr(error, "status", None)):
        if isinstance(candidate, int) and not isinstance(candidate, bool) and 400 <= candidate <= 599:
            return candidate
    return None


def _headers_of(error: BaseException) -> Any:
    response = getattr(error, "response", None)
    headers = getattr(response, "headers", None)
    return headers if headers is not None else getattr(error, "headers", None)


def _retry_after_of(error: BaseException, now: float | None) -> float | None:
    headers = _headers_of(error)
    if headers is None:
        return None
    try:
        value = headers.get("Retry-After") or headers.get("retry-after")
    except Exception:
        return None
    return parse_retry_after(value, now) if isinstance(value, str) else None


def _http_detail(error: BaseException) -> str:
    response = getattr(error, "response", None)
    try:
        body = getattr(response, "text", None)
    except Exception:
        body = None
    if isinstance(body, str) and body.strip():
        return _clip(" ".join(body.split()))
    return _describe(error)


def _describe(error: BaseException) -> str:
    text = str(error).strip()
    return _clip(f"{type(error).__name__}: {text}" if text else type(error).__name__)


def _clip(text: str) -> str:
    return text if len(text) <= MAX_DETAIL else text[: MAX_DETAIL - 1] + "…"
