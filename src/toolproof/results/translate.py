"""Turn a tool's raw output (and HTTP status, when there is one) into an honest ToolResult.

Modern APIs put business errors inside HTTP 200 bodies and answer "nothing" with ``null`` or ``[]``. Each check
below is a small pure function over the output; `Detectors` holds the key names they look at, so a tool with its
own conventions gets its own `Detectors` without touching the others.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.results.kinds import Empty, EmptyReason, Failure, Ok, Partial, ToolResult

_KEY_WORDS = re.compile(r"[a-z]+")

ExtraDetector = Callable[[Any, "int | None", "CallInfo"], "ToolResult | None"]
"""A tool-specific check: returns a result to use instead of the standard checks, or None to go on."""


@dataclass(frozen=True, slots=True)
class CallInfo:
    """Which call an output belongs to."""

    call_id: str
    tool: str
    arguments: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Detectors:
    """Key names and values the soft-error and empty checks look for, at the top level of a JSON object."""

    error_keys: tuple[str, ...] = ("error", "errors", "err", "error_message", "errmsg", "fault")
    success_keys: tuple[str, ...] = ("success", "ok", "succeeded_all")
    status_keys: tuple[str, ...] = ("status", "state", "result", "outcome")
    failure_statuses: frozenset[str] = frozenset(
        {"failed", "failure", "fail", "error", "errored", "rejected", "denied", "timeout", "timed_out", "aborted"}
    )
    partial_statuses: frozenset[str] = frozenset(
        {"partial", "partial_fail", "partial_failure", "partially_failed", "partial_success", "partially_succeeded"}
    )
    empty_statuses: frozenset[str] = frozenset(
        {"not_found", "notfound", "no_data", "empty", "none", "never_generated", "no_match", "no_results",
         "filtered_out", "missing"}
    )
    succeeded_keys: tuple[str, ...] = (
        "succeeded", "success_count", "succeeded_count", "successful", "ok_count", "sent", "delivered", "processed",
        "imported", "synced", "completed", "updated", "created", "passed",
    )
    failed_keys: tuple[str, ...] = ("failed", "failure_count", "failed_count", "error_count", "errors_count")
    succeeded_words: frozenset[str] = frozenset(
        {"succeeded", "successful", "passed", "sent", "delivered", "imported", "processed", "updated", "created",
         "completed", "synced", "ok"}
    )
    """Words that make any integer field a success count (``tests_passed``, ``rows_imported``)."""
    failed_words: frozenset[str] = frozenset({"failed", "failures", "errored", "rejected", "bounced", "undelivered"})
    """Words that make any integer field a failure count (``tests_failed``, ``rows_rejected``)."""
    warning_keys: tuple[str, ...] = ("warning", "warnings", "warn")
    error_code_keys: tuple[str, ...] = ("errcode", "err_code", "error_code")
    """Numeric codes where anything but an entry of `ok_codes` means failure (``{"errcode": 40001}``)."""
    ok_codes: frozenset[object] = frozenset({0, "0", 200, "200", "OK", "ok", "SUCCESS", "success"})
    empty_reason_keys: tuple[str, ...] = ("empty_reason", "reason_empty")
    ask_user_keys: tuple[str, ...] = ("ask_user",)
    message_keys: tuple[str, ...] = ("message", "msg", "detail", "details", "description")
    meta_keys: frozenset[str] = frozenset(
        {"status", "state", "message", "msg", "code", "request_id", "trace_id", "page", "page_size", "per_page",
         "limit", "offset", "cursor", "next_cursor", "has_more", "total", "count", "total_count", "currency",
         "unit", "units", "query", "filter", "filters", "ask_user", "empty_reason", "success", "ok", "type",
         "kind", "timestamp", "generated_at", "as_of"}
    )
    """Fields that describe a result rather than carry its data: they do not make an empty result non-empty."""
    extra: tuple[ExtraDetector, ...] = ()
    """Tool-specific checks run before the standard ones."""
    signal_keys: frozenset[str] = field(init=False, repr=False, compare=False)
    """Every key any check looks at: an object with none of them can only be ok or empty."""
    not_payload_keys: frozenset[str] = field(init=False, repr=False, compare=False)
    """Keys that never count as a result's data when deciding whether it is empty."""
    _count_word_keys: dict[str, bool] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        keys = {*self.error_keys, *self.success_keys, *self.status_keys, *self.succeeded_keys, *self.failed_keys,
                *self.warning_keys, *self.error_code_keys, *self.empty_reason_keys}
        object.__setattr__(self, "signal_keys", frozenset(keys))
        object.__setattr__(self, "not_payload_keys", frozenset(
            {*self.meta_keys, *self.error_keys, *self.warning_keys, *self.success_keys}))
        object.__setattr__(self, "_count_word_keys", {})

    def may_signal(self, output: dict[str, Any]) -> bool:
        """Whether an object carries any key the soft-error checks read (exactly or by a count word)."""
        if not self.signal_keys.isdisjoint(output):
            return True
        return any(self._has_count_word(str(key)) for key in output)

    def _has_count_word(self, key: str) -> bool:
        """Whether a key names a success or failure count (``tests_failed``); remembered, as tools reuse keys."""
        known = self._count_word_keys.get(key)
        if known is None:
            words = self.succeeded_words | self.failed_words
            known = not words.isdisjoint(_KEY_WORDS.findall(key.lower()))
            if len(self._count_word_keys) < MAX_REMEMBERED_KEYS:
                self._count_word_keys[key] = known
        return known


MAX_REMEMBERED_KEYS = 10_000
DEFAULT_DETECTORS = Detectors()


class ResultTranslator:
    """Standard detectors plus per-tool overrides, applied to every output."""

    def __init__(
        self, default: Detectors = DEFAULT_DETECTORS, per_tool: Mapping[str, Detectors] | None = None
    ) -> None:
        self.default = default
        self.per_tool = dict(per_tool or {})

    def detectors_for(self, tool: str) -> Detectors:
        return self.per_tool.get(tool, self.default)

    def translate(
        self,
        output: Any,
        *,
        call_id: str,
        tool: str,
        arguments: Mapping[str, Any] | None = None,
        http_status: int | None = None,
    ) -> ToolResult:
        return translate(
            output,
            call_id=call_id,
            tool=tool,
            arguments=arguments,
            http_status=http_status,
            detectors=self.detectors_for(tool),
        )


def translate(
    output: Any,
    *,
    call_id: str,
    tool: str,
    arguments: Mapping[str, Any] | None = None,
    http_status: int | None = None,
    detectors: Detectors = DEFAULT_DETECTORS,
) -> ToolResult:
    """The honest kind of one call's output. Never raises: whatever the tool sent, a ToolResult comes back."""
    call = CallInfo(call_id, tool, dict(arguments or {}))
    for extra in detectors.extra:
        found = extra(output, http_status, call)
        if found is not None:
            return found
    checks: tuple[Check, ...] = _ALL_CHECKS
    if (http_status is None or http_status < 400) and isinstance(output, dict) and not detectors.extra:
        checks = _ALL_CHECKS if detectors.may_signal(output) else (_from_empty_payload,)
    for check in checks:
        result = check(output, http_status, call, detectors)
        if result is not None:
            return result
    return Ok(call_id=call.call_id, tool=call.tool, value=output, arguments=call.arguments)


Check = Callable[[Any, "int | None", CallInfo, Detectors], "ToolResult | None"]


def _empty(output: Any, call: CallInfo, reason: EmptyReason, detectors: Detectors) -> Empty:
    ask = _first(output, detectors.ask_user_keys)
    return Empty(
        call_id=call.call_id,
        tool=call.tool,
        value=output,
        reason=reason,
        ask_user=ask if isinstance(ask, bool) else True,
        arguments=call.arguments,
    )


def _failure(output: Any, call: CallInfo, message: str, code: str | None) -> Failure:
    return Failure(call_id=call.call_id, tool=call.tool, value=output, message=message, code=code,
                   arguments=call.arguments)


def _first(output: Any, keys: tuple[str, ...]) -> Any:
    """The value of the first of `keys` present in a JSON object, else None."""
    if isinstance(output, Mapping):
        for key in keys:
            if key in output:
                return output[key]
    return None


def _text(value: Any) -> str:
    """A short human text for an error value (string, object with a message, list of either)."""
    if value is None or isinstance(value, bool):
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):
        for key in ("message", "msg", "detail", "error", "code", "type"):
            if key in value and value[key] not in (None, ""):
                return _text(value[key])
        return ", ".join(f"{k}={v}" for k, v in list(value.items())[:4])
    if isinstance(value, list):
        return "; ".join(t for t in (_text(v) for v in value[:5]) if t)
    return str(value)


def _message(output: Any, detectors: Detectors, fallback: str) -> str:
    for value in (_first(output, detectors.error_keys), _first(output, detectors.message_keys)):
        text = _text(value)
        if text:
            return text
    return fallback


def _is_set(value: Any) -> bool:
    """True for an error value that actually reports something (not null, false, 0, "" or empty)."""
    if value is None or value is False:
        return False
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value != 0
    if isinstance(value, (str, list, dict)):
        return len(value) > 0
    return True


def _count(output: Any, keys: tuple[str, ...], words: frozenset[str] = frozenset()) -> int | None:
    """A count under one of `keys`, else under a key with one of `words` in it (``tests_failed``)."""
    value = _first(output, keys)
    if value is None and words and isinstance(output, Mapping):
        for key, item in output.items():
            if isinstance(item, int) and not isinstance(item, bool) and words & set(_KEY_WORDS.findall(key.lower())):
                value = item
                break
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        if isinstance(value, list):
            return len(value)
        return None
    return int(value)


def _status_text(output: Any, detectors: Detectors) -> str | None:
    value = _first(output, detectors.status_keys)
    if isinstance(value, str):
        return value.strip().lower().replace("-", "_").replace(" ", "_")
    return None


def _from_http_status(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    if status is None or status < 400:
        return None
    if status in (404, 410):
        return _empty(output, call, EmptyReason.NOT_FOUND, detectors)
    return _failure(output, call, _message(output, detectors, f"HTTP {status}"), str(status))


def _from_error_code(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    code = _first(output, detectors.error_code_keys)
    if code is None or code in detectors.ok_codes:
        return None
    return _failure(output, call, _message(output, detectors, f"error code {code}"), str(code))


def _from_empty_reason(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    reason = _first(output, detectors.empty_reason_keys)
    if reason in (None, ""):
        return None
    return _empty(output, call, EmptyReason.parse(reason), detectors)


def _from_status(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    text = _status_text(output, detectors)
    success = _first(output, detectors.success_keys)
    if text in detectors.partial_statuses:
        return _partial(output, call, detectors)
    if text in detectors.empty_statuses:
        return _empty(output, call, EmptyReason.parse(text), detectors)
    if text in detectors.failure_statuses or success is False:
        if _counts_show_partial(output, detectors):
            return _partial(output, call, detectors)
        reason = _message(output, detectors, text or "success: false")
        if _says_not_found(reason):
            return _empty(output, call, EmptyReason.NOT_FOUND, detectors)
        return _failure(output, call, reason, text)
    return None


def _from_error(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    error = _first(output, detectors.error_keys)
    if not _is_set(error):
        return None
    message = _text(error) or "error"
    if _counts_show_partial(output, detectors) or "partial" in message.lower():
        return _partial(output, call, detectors)
    if isinstance(output, Mapping) and isinstance(output.get("errors"), list) and _has_data(output, detectors):
        return _partial(output, call, detectors)
    if isinstance(error, str) and " " not in error.strip() and _says_not_found(error):
        return _empty(output, call, EmptyReason.NOT_FOUND, detectors)
    code = error if isinstance(error, str) and " " not in error.strip() else None
    return _failure(output, call, message, code)


_NOT_FOUND = re.compile(r"not[ _-]?found|no[ _-]such|does[ _-]?not[ _-]exist|doesn't exist|不存在|未找到|找不到", re.I)


def _says_not_found(message: str) -> bool:
    """An error whose text says the thing asked for does not exist: that is an empty result, not a failure."""
    return _NOT_FOUND.search(message) is not None


def _counts_show_partial(output: Any, detectors: Detectors) -> bool:
    succeeded = _count(output, detectors.succeeded_keys, detectors.succeeded_words)
    failed = _count(output, detectors.failed_keys, detectors.failed_words)
    return succeeded is not None and failed is not None and succeeded > 0 and failed > 0


def _partial(output: Any, call: CallInfo, detectors: Detectors) -> Partial:
    errors = output.get("errors") if isinstance(output, Mapping) else None
    failed = _count(output, detectors.failed_keys, detectors.failed_words)
    if failed is None and isinstance(errors, list):
        failed = len(errors)
    return Partial(
        call_id=call.call_id,
        tool=call.tool,
        value=output,
        succeeded=_count(output, detectors.succeeded_keys, detectors.succeeded_words),
        failed=failed,
        message=_message(output, detectors, "partial failure"),
        warnings=_warnings(output, detectors),
        arguments=call.arguments,
    )


def _from_counts(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    failed_flag = _first(output, detectors.failed_keys)
    if failed_flag is True:
        return _failure(output, call, _message(output, detectors, "failed"), "failed")
    succeeded = _count(output, detectors.succeeded_keys, detectors.succeeded_words)
    failed = _count(output, detectors.failed_keys, detectors.failed_words)
    if failed is None or failed <= 0:
        return None
    if succeeded is not None and succeeded <= 0:
        return _failure(output, call, _message(output, detectors, f"all {failed} failed"), "failed")
    return _partial(output, call, detectors)


def _warnings(output: Any, detectors: Detectors) -> tuple[str, ...]:
    value = _first(output, detectors.warning_keys)
    if not _is_set(value):
        return ()
    if isinstance(value, list):
        return tuple(t for t in (_text(v) for v in value) if t)
    return (_text(value),)


def _from_warnings(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    warnings = _warnings(output, detectors)
    if not warnings:
        return None
    return Partial(call_id=call.call_id, tool=call.tool, value=output, message="; ".join(warnings),
                   warnings=warnings, arguments=call.arguments)


def _is_nothing(value: Any, depth: int = 0) -> bool:
    """None, "", [], {} — or an object whose every field is nothing (``{"data": {"items": []}}``)."""
    if value is None or (isinstance(value, (str, list, dict)) and len(value) == 0):
        return True
    if isinstance(value, Mapping) and depth < 4:
        return all(_is_nothing(item, depth + 1) for item in value.values())
    return False


def _has_data(output: Mapping[str, Any], detectors: Detectors) -> bool:
    return any(
        key not in detectors.meta_keys and key not in detectors.error_keys and not _is_nothing(value)
        for key, value in output.items()
    )


def _echoes_argument(value: Any, call: CallInfo) -> bool:
    return value is not None and not isinstance(value, (dict, list)) and value in call.arguments.values()


def _from_empty_payload(output: Any, status: int | None, call: CallInfo, detectors: Detectors) -> ToolResult | None:
    if _is_nothing(output):
        reason = EmptyReason.NO_MATCH if isinstance(output, list) else EmptyReason.UNKNOWN
        return _empty(output, call, reason, detectors)
    if not isinstance(output, Mapping):
        return None
    ignored = detectors.not_payload_keys
    payload = {key: value for key, value in output.items() if key not in ignored and not _echoes_argument(value, call)}
    if not payload or not all(_is_nothing(value) for value in payload.values()):
        return None
    lists_only = all(isinstance(value, list) for value in payload.values())
    text = _status_text(output, detectors)
    reason = EmptyReason.parse(text) if text else EmptyReason.UNKNOWN
    if reason is EmptyReason.UNKNOWN and lists_only:
        reason = EmptyReason.NO_MATCH
    return _empty(output, call, reason, detectors)


_ALL_CHECKS: tuple[Check, ...] = (_from_http_status, _from_error_code, _from_empty_reason, _from_status, _from_error,
                                  _from_counts, _from_warnings, _from_empty_payload)
