"""Turn a tool's raw output (and HTTP status, when there is one) into an honest ToolResult.

Modern APIs put business errors inside HTTP 200 bodies and answer "nothing" with ``null`` or ``[]``, each in its
own dialect: ``{"Code": "OperationDenied.NoStock", "Message": ...}``, ``{"errcode": 40001}``, GraphQL's
``{"data": null, "errors": [...]}``, ``{"success": true, "data": {"status": "REJECTED"}}``, ``{"cancelled": 1,
"not_cancelled": 3}``. The checks below read keys by their words (``ErrorCode``, ``error_code`` and ``errorCode``
are one key), look one envelope deep (``data``, ``result``, ``Response``…), and judge an action's outcome against
the call's own verb (`operation`). Each check is a small pure function; key readings are remembered per key, as
tools reuse their keys on every call.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from toolproof.results.kinds import Empty, EmptyReason, Failure, Ok, Partial, ToolResult
from toolproof.results.operation import (
    FAILED_PARTICIPLES,
    READ_VERBS,
    Operation,
    is_participle,
    read_operation,
    words,
)

ExtraDetector = Callable[[Any, "int | None", "CallInfo"], "ToolResult | None"]
"""A tool-specific check: returns a result to use instead of the standard checks, or None to go on."""


@dataclass(frozen=True, slots=True)
class CallInfo:
    """Which call an output belongs to."""

    call_id: str
    tool: str
    arguments: Mapping[str, Any] = field(default_factory=dict)


class Role:
    """What a key of a tool's output says about the call, as bits of an int (a key may say several things).

    Plain ints, not an ``enum.Flag``: roles are combined and tested for every key of every output, and Flag
    arithmetic costs a Python call each time."""

    NONE: Final = 0
    ERROR: Final = 1 << 0
    SUCCESS_FLAG: Final = 1 << 1
    STATUS: Final = 1 << 2
    CODE: Final = 1 << 3
    """A numeric or symbolic error code that is a failure on its own when not an ok code (``errcode``)."""
    WEAK_CODE: Final = 1 << 4
    """``code``: also names coupons and products, so it needs a message or an empty payload beside it."""
    MESSAGE: Final = 1 << 5
    WARNING: Final = 1 << 6
    EMPTY_REASON: Final = 1 << 7
    FOUND: Final = 1 << 8
    TIMEOUT: Final = 1 << 9
    ENVELOPE: Final = 1 << 10
    SUCCEEDED: Final = 1 << 11
    FAILED: Final = 1 << 12
    SKIPPED: Final = 1 << 13
    TOTAL: Final = 1 << 14
    DONE_FLAG: Final = 1 << 15
    """A boolean named by a past participle (``cancelled``, ``refund_sent``): false means it was not done."""
    META: Final = 1 << 16
    FILTERED: Final = 1 << 17
    """A count (or flag) of rows the filters dropped (``filtered_out: 12``): beside no data, the reason for it."""


@dataclass(frozen=True, slots=True)
class KeyReading:
    """One key's roles, and the participle in it (for done flags)."""

    roles: int
    participle: str = ""


def _forms(keys: tuple[str, ...] | frozenset[str]) -> frozenset[str]:
    """A key list in every spelling it is written in: as given, lower case, and as snake-case words."""
    return frozenset({*(k.lower() for k in keys), *("_".join(parts) for k in keys if (parts := words(k)))})


@dataclass(frozen=True, slots=True)
class Detectors:
    """Key names and values the soft-error and empty checks look for. Key names match in any case and in
    snake, camel or Pascal spelling; statuses match in any case with ``-`` and spaces read as ``_``. Chinese back
    ends often spell keys in pinyin: ``zhuangtai`` (状态), ``chenggong`` (成功), ``shibai`` (失败) count too."""

    error_keys: tuple[str, ...] = ("error", "errors", "err", "error_message", "errmsg", "fault", "error_msg",
                                   "error_description", "exception")
    success_keys: tuple[str, ...] = ("success", "ok", "succeeded_all", "is_success", "successful")
    status_keys: tuple[str, ...] = ("status", "state", "result", "outcome", "状态", "当前状态", "处理状态", "审核状态",
                                    "审批状态", "办理状态", "申请状态", "订单状态", "工单状态", "zhuangtai")
    failure_statuses: frozenset[str] = frozenset(
        {"failed", "failure", "fail", "error", "errored", "rejected", "denied", "timeout", "timed_out", "aborted"}
    )
    outcome_failure_statuses: frozenset[str] = frozenset(
        {"rejected", "declined", "failed", "cancelled", "canceled", "expired", "denied", "refused", "blocked",
         "voided", "reverted", "rolled_back", "aborted", "suspended", "invalid", "unpaid", "bounced", "undelivered",
         "not_sent", "error", "failure", "timeout", "timed_out"}
    )
    """Statuses that, in the answer to an action (anywhere in its envelope), say the action did not happen —
    unless the status is the action's own verb done (``cancelled`` for ``cancel_order``)."""
    pending_statuses: frozenset[str] = frozenset(
        {"pending", "queued", "processing", "in_progress", "inprogress", "waitlisted", "waitlist", "waiting",
         "scheduled", "on_hold", "held", "under_review", "in_review", "reviewing", "awaiting", "deferred",
         "accepted_pending", "not_started", "running", "submitted_pending", "wait", "in_analysis", "analyzing",
         "in_testing", "testing", "in_preparation", "preparing", "confirming", "unconfirmed", "broadcasting",
         "处理中", "审核中",
         "排队中", "等待中", "审批中", "受理中", "退款中", "验证中", "进行中"}
    )
    """Statuses that say the work has not finished yet (see `Partial.pending`): an action's own work, or, in a
    read, the state of the thing read (a refund still ``PROCESSING``)."""
    pending_prefixes: tuple[str, ...] = ("pending_", "awaiting_", "waiting_", "queued_", "under_", "待", "等",
                                         "daishen", "daique", "daichu", "daifa", "daizhi", "daipi", "daiyan")
    """"under_exam", "under_investigation": still being looked at, like "under_review"; 待验收, 待发货, 待审核:
    waiting to be checked, shipped, reviewed; 等配件, 等审批: waiting for parts, for approval; and 待 in pinyin
    (``daishenhe``, ``daiqueren``, ``daichuli``, ``daifahuo``, ``daizhifu``, ``daipizhun``, ``daiyanshou``)."""
    pending_suffixes: tuple[str, ...] = ("处理中", "审核中", "审批中", "受理中", "验证中", "进行中", "排队中", "等待中",
                                         "办理中", "支付中", "转账中", "打款中", "出款中", "配送中", "运输中", "检测中",
                                         "检验中", "制作中", "生产中", "维修中", "备货中", "发货中", "核实中", "评估中",
                                         "确认中", "申请中", "审中", "审查中", "审议中", "复核中", "修理中", "调查中",
                                         "协商中", "谈判中", "染色中", "打样中", "施工中", "安装中", "调试中", "加工中",
                                         "部署中", "同步中", "导入中", "排产中")
    """Chinese states are compounds ("支付处理中", "人工审核中", "初审中"): the work is still going on when the word
    ends in one of these."""
    partial_statuses: frozenset[str] = frozenset(
        {"partial", "partial_fail", "partial_failure", "partially_failed", "partial_success", "partially_succeeded",
         "partially_completed", "partially_applied", "partial_content"}
    )
    empty_statuses: frozenset[str] = frozenset(
        {"not_found", "notfound", "no_data", "empty", "none", "never_generated", "no_match", "no_results",
         "filtered_out", "missing", "no_record", "no_records", "not_exist", "not_exists", "does_not_exist"}
    )
    succeeded_keys: tuple[str, ...] = (
        "succeeded", "success_count", "succeeded_count", "successful", "ok_count", "sent", "delivered", "processed",
        "imported", "synced", "completed", "updated", "created", "passed", "success_num", "succ_count", "ok",
        "success", "successes", "accepted", "成功", "成功数", "成功数量", "成功条数", "成功笔数", "成功人数",
        "成功户数", "发送成功", "已发送", "已送达", "chenggong",
    )
    failed_keys: tuple[str, ...] = ("failed", "failure_count", "failed_count", "error_count", "errors_count",
                                    "fail_count", "fail_num", "failures", "fails", "fail", "rejected", "conflicts",
                                    "失败", "失败数", "失败数量", "失败条数", "失败笔数", "失败人数", "失败户数",
                                    "发送失败", "shibai")
    succeeded_words: frozenset[str] = frozenset(
        {"succeeded", "successful", "success", "passed", "sent", "delivered", "imported", "processed", "updated",
         "created", "completed", "synced", "ok", "succ", "applied", "accepted", "done", "chenggong"}
    )
    """Words that make an integer or list field a success count (``tests_passed``, ``rows_imported``); any other
    past participle does too when the call is an action (``cancelled`` for a cancellation)."""
    failed_words: frozenset[str] = frozenset({"failed", "failures", "failure", "fail", "fails", "errored", "errors",
                                              "rejected", "bounced", "undelivered", "conflicts", "conflict",
                                              "conflicted", "declined", "denied", "refused", "blocked", "invalid",
                                              "unprocessed", "unsent", "shibai"})
    """Words that make an integer or list field a failure count (``tests_failed``, ``rows_rejected``)."""
    skipped_words: frozenset[str] = frozenset({"skipped", "ignored", "omitted"})
    """Not done, but a failure count only when the tool reports no failure count of its own (tests skip on
    purpose; an import that skips rows did not import them)."""
    total_words: frozenset[str] = frozenset({"total", "submitted", "requested", "attempted", "received", "queued",
                                             "count"})
    negation_words: frozenset[str] = frozenset({"not", "non"})
    """Words that stop a participle from flagging a step as done (``not_shipped``, ``non_refunded``)."""
    failure_negations: frozenset[str] = frozenset({"not"})
    """A count of things ``not_cancelled`` is a failure count; ``non_halogenated_l`` names a kind of thing, and
    counts no failure."""
    warning_keys: tuple[str, ...] = ("warning", "warnings", "warn")
    error_code_keys: tuple[str, ...] = ("errcode", "err_code", "error_code", "errno", "err_no", "ret", "retcode",
                                        "ret_code", "return_code", "rc", "sub_code", "biz_code", "error_no")
    """Codes where anything but an entry of `ok_codes` means failure (``{"errcode": 40001}``)."""
    weak_code_keys: tuple[str, ...] = ("code", "status_code", "result_code", "resp_code", "response_code")
    """Codes that mean failure when not ok *and* a message stands beside them or the payload is empty."""
    ok_codes: frozenset[object] = frozenset({0, "0", 200, "200", "OK", "ok", "SUCCESS", "success", "Success",
                                             "00000", "0000", "000000", "00", "SUCCEEDED"})
    empty_reason_keys: tuple[str, ...] = ("empty_reason", "reason_empty")
    ask_user_keys: tuple[str, ...] = ("ask_user",)
    message_keys: tuple[str, ...] = ("message", "msg", "detail", "details", "description", "err_msg", "errmsg",
                                     "error_msg", "ret_msg", "return_msg", "sub_msg", "reason", "notice", "info")
    found_keys: tuple[str, ...] = ("found", "exists", "exist", "is_found", "is_exist", "record_found")
    timeout_keys: tuple[str, ...] = ("timed_out", "timedout", "timeout", "is_timeout")
    envelope_keys: tuple[str, ...] = ("data", "result", "payload", "response", "body", "resp", "results_data",
                                      "content", "ret_data", "job", "task", "operation", "execution", "workflow",
                                      "approval")
    """Objects read as the answer itself. For an action, an object named by a noun of the tool's own name is one
    too (``order`` for place_order, ``refund`` for create_refund): its status is the action's outcome."""
    filtered_keys: tuple[str, ...] = ("filtered_out", "filtered", "filtered_count", "filtered_out_count", "excluded",
                                      "excluded_count", "hidden_count", "dropped_by_filter")
    """Counts of rows the filters dropped: not data, and beside no data the reason there is none."""
    meta_keys: frozenset[str] = frozenset(
        {"status", "state", "message", "msg", "code", "request_id", "trace_id", "page", "page_size", "per_page",
         "limit", "offset", "cursor", "next_cursor", "has_more", "total", "count", "total_count", "currency",
         "unit", "units", "query", "filter", "filters", "ask_user", "empty_reason", "success", "ok", "type",
         "kind", "timestamp", "generated_at", "as_of", "notice", "note", "hint", "tip", "tips", "prompt", "remark",
         "jsonrpc", "id", "requestid", "trace", "took", "time", "server_time", "version", "api_version",
         "errno", "errcode", "err_code", "error_code", "ret", "retcode", "ret_code", "detail", "reason", "found",
         "exists", "total_results", "total_pages", "page_number", "page_count", "num_results", "说明", "提示", "备注",
         "原因", "总数", "总条数", "记录数", "zhuangtai", "beizhu", "shuoming", "tishi", "yuanyin"}
    )
    """Fields that describe a result rather than carry its data: they do not make an empty result non-empty."""
    extra: tuple[ExtraDetector, ...] = ()
    """Tool-specific checks run before the standard ones."""
    _sets: dict[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    _readings: dict[str, KeyReading] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        sets = {
            "error": _forms(self.error_keys), "success": _forms(self.success_keys),
            "status": _forms(self.status_keys), "code": _forms(self.error_code_keys),
            "weak_code": _forms(self.weak_code_keys), "message": _forms(self.message_keys),
            "warning": _forms(self.warning_keys), "empty_reason": _forms(self.empty_reason_keys),
            "found": _forms(self.found_keys), "timeout": _forms(self.timeout_keys),
            "envelope": _forms(self.envelope_keys), "succeeded": _forms(self.succeeded_keys),
            "failed": _forms(self.failed_keys), "meta": _forms(self.meta_keys),
            "filtered": _forms(self.filtered_keys),
        }
        object.__setattr__(self, "_sets", sets)
        object.__setattr__(self, "_readings", {})

    def reading(self, key: str) -> KeyReading:
        """What one key says; remembered, as tools send the same keys on every call."""
        known = self._readings.get(key)
        if known is None:
            known = self._read(key)
            if len(self._readings) < MAX_REMEMBERED_KEYS:
                self._readings[key] = known
        return known

    def _read(self, key: str) -> KeyReading:
        parts = words(key)
        forms = {key.lower(), "_".join(parts)} if parts else {key.lower()}  # a Chinese key has no ASCII words
        roles = Role.NONE
        for name, role in _SET_ROLES:
            if not forms.isdisjoint(self._sets[name]):
                roles |= role
        if len(parts) > 1 and parts[-1] in _STEP_WORDS and len(parts) <= 3:
            roles |= Role.STATUS
        if not parts and not roles & (Role.SUCCEEDED | Role.FAILED) and (
                counted := _ZH_OUTCOME_COUNT.fullmatch(key)) is not None:
            roles |= Role.SUCCEEDED if counted[1] == "成功" else Role.FAILED  # 成功门店: 3, 失败门店: 1
        participle = ""
        if len(parts) <= 4 and not roles & Role.FILTERED:
            negated = not self.negation_words.isdisjoint(parts)
            if not roles & (Role.SUCCEEDED | Role.FAILED) and _MEASURE_WORDS.isdisjoint(parts):
                if not self.failed_words.isdisjoint(parts) or (
                        not self.failure_negations.isdisjoint(parts) and any(is_participle(p) for p in parts)):
                    roles |= Role.FAILED
                elif not self.skipped_words.isdisjoint(parts):
                    roles |= Role.SKIPPED
                elif not self.succeeded_words.isdisjoint(parts):
                    roles |= Role.SUCCEEDED
                elif not self.total_words.isdisjoint(parts):
                    roles |= Role.TOTAL
            if not negated:
                participle = next((p for p in parts if is_participle(p) and p not in FAILED_PARTICIPLES), "")
                if participle and not roles & (Role.FAILED | Role.SKIPPED | Role.TOTAL):
                    roles |= Role.DONE_FLAG
        return KeyReading(roles, participle)


_MEASURE_WORDS = frozenset({"at", "usd", "eur", "gbp", "cny", "amount", "threshold", "limit", "cap", "max", "min",
                            "rate", "pct", "percent", "ratio", "date", "time", "since", "until", "reason", "ms",
                            "sec", "seconds", "minutes", "hours", "days"})
"""Words that make a key a measure, a threshold or a moment rather than a count of outcomes: ``blocked_at_usd`` is
the balance at which borrowing stops, ``failed_at`` a time, ``error_rate`` a share."""
_ZH_OUTCOME_COUNT = re.compile(r"(成功|失败)(?![\u4e00-\u9fff]*(?:率|原因|时间|日期|金额|明细|列表|信息))"
                               r"[\u4e00-\u9fff]{1,4}?(?:数|数量)?")
"""A Chinese count of what succeeded or failed named by the thing counted (成功门店, 失败笔数, 成功人次)."""
_STEP_WORDS = frozenset({"status", "state", "review", "approval", "verification", "clearance", "zhuangtai"})
"""Last words of a key that holds the state of a step (``order_status``, ``sponsor_review: pending``,
``kyc_verification: rejected``): its value is read as a status."""


_SET_ROLES: tuple[tuple[str, int], ...] = (
    ("error", Role.ERROR), ("success", Role.SUCCESS_FLAG), ("status", Role.STATUS), ("code", Role.CODE),
    ("weak_code", Role.WEAK_CODE), ("message", Role.MESSAGE), ("warning", Role.WARNING),
    ("empty_reason", Role.EMPTY_REASON), ("found", Role.FOUND), ("timeout", Role.TIMEOUT),
    ("envelope", Role.ENVELOPE), ("succeeded", Role.SUCCEEDED), ("failed", Role.FAILED), ("meta", Role.META),
    ("filtered", Role.FILTERED),
)
_READ_SIGNALS = ~(Role.META | Role.ENVELOPE | Role.MESSAGE | Role.FILTERED | Role.DONE_FLAG)
"""Roles that make a read's output worth the full set of checks; without any, it can only be ok or empty (a
participle key such as ``frozen_amount`` reports an action's outcome only in an action's answer)."""

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


@dataclass(slots=True)
class _Output:
    """One output as the checks read it: the object, the objects inside its envelopes, and every key's reading."""

    value: Any
    status: int | None
    call: CallInfo
    operation: Operation
    detectors: Detectors
    layers: list[Mapping[str, Any]]
    """The output itself (when an object) and each object found in its envelopes, outermost first."""
    entries: list[_Entry]
    """Every key of every layer with its reading, read once, outermost layer first."""
    roles: int
    """Every role any key of any layer has."""
    counts: _Counts | None = None
    """The success, failure and total counts, once a check has needed them."""

    def keys(self, role: int) -> Iterator[tuple[Mapping[str, Any], str, Any]]:
        """(layer, key, value) of every key with `role`, outermost layer first."""
        if self.roles & role:
            for _, layer, key, value, reading in self.entries:
                if reading.roles & role:
                    yield layer, key, value

    def first(self, role: int) -> Any:
        """The value of the first key with `role` (outermost first), else None."""
        return next((value for _, _, value in self.keys(role)), None)


_Entry = tuple[int, Mapping[str, Any], str, Any, KeyReading]
"""(depth of its layer, layer, key, value, the key's reading)."""


def _layers(output: Any, detectors: Detectors,
            operation: Operation) -> tuple[list[Mapping[str, Any]], list[_Entry], int]:
    """The output's objects as the checks read them: itself, then the objects in its envelopes (and, for an action,
    the objects named by the tool's own nouns); every key of them with its reading; the union of their roles."""
    if not isinstance(output, Mapping):
        return [], [], Role.NONE
    layers: list[Mapping[str, Any]] = [output]
    entries: list[_Entry] = []
    roles = Role.NONE
    reading = detectors.reading
    own_nouns = operation.roots if operation.is_action else frozenset()
    index = 0
    while index < len(layers) and index < MAX_LAYERS:
        layer = layers[index]
        for key, value in layer.items():
            name = str(key)
            key_reading = reading(name)
            entries.append((index, layer, name, value, key_reading))
            roles |= key_reading.roles
            if _is_object(value) and len(layers) < MAX_LAYERS and (
                    key_reading.roles & Role.ENVELOPE or (own_nouns and operation.names(name))):
                layers.append(value)
        index += 1
    return layers, entries, roles


MAX_LAYERS = 4
_PLAIN = (str, int, float, list, type(None))


def _is_object(value: Any) -> bool:
    """``isinstance(value, Mapping)``, answered without the ABC check for the plain JSON types that fill outputs."""
    return isinstance(value, dict) or (not isinstance(value, _PLAIN) and isinstance(value, Mapping))


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
    operation = read_operation(tool, call.arguments)
    layers, entries, roles = _layers(output, detectors, operation)
    view = _Output(output, http_status, call, operation, detectors, layers, entries, roles)
    checks = _ALL_CHECKS
    if (http_status is None or http_status < 400) and layers and not roles & _READ_SIGNALS and not operation.is_action:
        checks = (_from_empty_payload,)
    for check in checks:
        result = check(view)
        if result is not None:
            return result
    return Ok(call_id=call.call_id, tool=call.tool, value=output, arguments=call.arguments)


Check = Callable[[_Output], "ToolResult | None"]


def _empty(view: _Output, reason: EmptyReason) -> Empty:
    ask = _first_key(view.value, view.detectors.ask_user_keys)
    return Empty(call_id=view.call.call_id, tool=view.call.tool, value=view.value, reason=reason,
                 ask_user=ask if isinstance(ask, bool) else True, arguments=view.call.arguments)


def _failure(view: _Output, message: str, code: str | None) -> Failure:
    return Failure(call_id=view.call.call_id, tool=view.call.tool, value=view.value, message=message, code=code,
                   arguments=view.call.arguments)


def _first_key(output: Any, keys: tuple[str, ...]) -> Any:
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
        for key, item in value.items():
            if words(str(key))[-1:] in (("message",), ("msg",), ("detail",), ("reason",)) and item not in (None, ""):
                return _text(item)
        for key in ("error", "code", "type"):
            if key in value and value[key] not in (None, ""):
                return _text(value[key])
        return ", ".join(f"{k}={v}" for k, v in list(value.items())[:4])
    if isinstance(value, list):
        return "; ".join(t for t in (_text(v) for v in value[:5]) if t)
    return str(value)


def _message(view: _Output, fallback: str) -> str:
    for role in (Role.ERROR, Role.MESSAGE):
        for _, _, value in view.keys(role):
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


def _status_word(value: Any) -> str | None:
    if isinstance(value, str) and value:
        return value.strip().lower().replace("-", "_").replace(" ", "_")
    return None


_SUCCESS_TEXT = re.compile(r"^(?:ok|okay|success(?:ful)?|succeeded|done|成功|操作成功|请求成功|处理成功|正常)\W*$|"
                           r"\bsuccess(?:fully)?\b|成功", re.IGNORECASE)
_NOT_FOUND = re.compile(r"not[ _-]?found|no[ _-]such|does[ _-]?not[ _-]exist|doesn't exist|could not resolve|"
                        r"\bno (?:\w+ ){1,2}(?:with|for|matching|by) (?:the )?(?:id|key|name|code|login|number)\b|"
                        r"\bno (?:matching )?records? (?:was |were )?found\b|"
                        r"不存在|未找到|找不到|查无|未查询到|未查到|查询不到|查不到|没有找到|无此|无记录",
                        re.IGNORECASE)
_FAILURE_TEXT = re.compile(
    r"fail|error|denied|invalid|forbidden|unauthori[sz]ed|insufficient|exceed|limit|not[ _]?allowed|expired|"
    r"refused|rejected|declined|no[ _]?stock|out[ _]of|unavailable|timeout|timed[ _]out|illegal|missing|"
    r"失败|错误|异常|超出|超过|不足|无效|拒绝|禁止|过期|超时|不允许|不支持|非法|受限|限制|无权|已存在",
    re.IGNORECASE,
)


_NOT_FOUND_CODES = frozenset({"404", "410"})


def _says_not_found(message: str) -> bool:
    """An error whose text says the thing asked for does not exist: that is an empty result, not a failure."""
    return _NOT_FOUND.search(message) is not None


def _empty_if_not_found(view: _Output, text: str) -> Empty | None:
    """A read told "not found" found nothing; an action told so did not happen, which is a failure."""
    if not view.operation.is_action and _says_not_found(text):
        return _empty(view, EmptyReason.NOT_FOUND)
    return None


def _from_http_status(view: _Output) -> ToolResult | None:
    status = view.status
    if status is None or status < 400:
        return None
    if status in (404, 410):
        return _empty(view, EmptyReason.NOT_FOUND)
    return _failure(view, _message(view, f"HTTP {status}"), str(status))


def _from_json_rpc(view: _Output) -> ToolResult | None:
    """JSON-RPC 2.0: an ``error`` member is a failure, a ``result`` of null or nothing is an empty result."""
    output = view.value
    if not isinstance(output, Mapping) or "jsonrpc" not in output:
        return None
    error = output.get("error")
    if _is_set(error):
        return _failure(view, _text(error) or "error", _code_text(error))
    if "result" in output and _is_nothing(output["result"]):
        return _empty(view, EmptyReason.NOT_FOUND if output["result"] is None else EmptyReason.NO_MATCH)
    return None


_CODE_WORDS = frozenset({"code", "type", "reason", "status", "kind", "classification"})


def _error_codes(error: Any, depth: int = 0) -> str:
    """The codes and types an error carries beside its message (GraphQL's ``extensions.code: NOT_FOUND``,
    ``type: NOT_FOUND``), where not-found is often said only by code."""
    if isinstance(error, list):
        return " ".join(_error_codes(item, depth) for item in error[:5])
    if not isinstance(error, Mapping) or depth > 2:
        return ""
    found = []
    for key, value in error.items():
        if isinstance(value, Mapping):
            found.append(_error_codes(value, depth + 1))
        elif isinstance(value, (str, int)) and words(str(key))[-1:] and words(str(key))[-1] in _CODE_WORDS:
            found.append(str(value))
    return " ".join(found)


def _code_text(error: Any) -> str | None:
    if isinstance(error, Mapping):
        code = error.get("code")
        return None if code is None else str(code)
    return None


def _code_is_ok(code: Any, detectors: Detectors) -> bool:
    if isinstance(code, bool) or code is None or code in detectors.ok_codes:
        return True
    if isinstance(code, (int, float)):
        return code == 0 or 200 <= code < 300
    if isinstance(code, str):
        text = code.strip()
        if text.lstrip("-").isdigit():
            number = int(text)
            return number == 0 or 200 <= number < 300
        return text.lower() in _SUCCESS_WORDS
    return False


_SUCCESS_WORDS = frozenset({"ok", "success", "succeeded", "successful", "done"})
"""A code or message that says only that the call went through."""


def _from_error_code(view: _Output) -> ToolResult | None:
    """``{"errcode": 40001}``, ``{"code": 1, "msg": "参数错误"}``, ``{"Code": "OperationDenied.NoStock", "Message":
    ...}``: a code that is not an ok code fails the call (a bare ``code`` only with a message or no payload)."""
    detectors = view.detectors
    for layer, key, code in view.keys(Role.CODE | Role.WEAK_CODE):
        if isinstance(code, (Mapping, list)) or _code_is_ok(code, detectors):
            continue
        message = next((_text(v) for k, v in layer.items() if detectors.reading(str(k)).roles & (Role.MESSAGE |
                                                                                                   Role.ERROR)
                        and _text(v)), "")
        if message and _SUCCESS_TEXT.search(message) and not _FAILURE_TEXT.search(message):
            continue
        if detectors.reading(key).roles & Role.WEAK_CODE and not detectors.reading(key).roles & Role.CODE:
            symbolic = isinstance(code, str) and not code.strip().lstrip("-").isdigit()
            if symbolic and not (_FAILURE_TEXT.search(code) or _FAILURE_TEXT.search(message)):
                continue
            if not message and _has_payload(layer, view):
                continue
        empty = _empty_if_not_found(view, f"{message} {code}")
        if empty is None and str(code).strip() in _NOT_FOUND_CODES and not view.operation.is_action:
            empty = _empty(view, EmptyReason.NOT_FOUND)  # ``{"code": 404, "msg": "芯片未登记"}``: HTTP 404 in the body
        return empty or _failure(view, message or f"error code {code}", str(code))
    return None


def _from_empty_reason(view: _Output) -> ToolResult | None:
    reason = view.first(Role.EMPTY_REASON)
    if reason in (None, ""):
        return None
    return _empty(view, EmptyReason.parse(reason))


def _is_pending(word: str, detectors: Detectors) -> bool:
    return (word in detectors.pending_statuses or word.startswith(detectors.pending_prefixes)
            or word.endswith(detectors.pending_suffixes)
            or (not word.isascii() and any(_is_pending(part, detectors) and not part.startswith(_AFTERCARE)
                                           for part in _STATE_PARTS.split(word)[1:])))


_STATE_PARTS = re.compile(r"[，,；;、/|]\s*")
"""A Chinese state in steps ("已申报，待海关审核"): a later step still open keeps the whole unfinished."""
_AFTERCARE = ("待评价", "待评论", "待追评", "待晒单", "待回访")
"""Steps that follow finished work ("已签收，待评价"): the work itself is done."""


def _from_status(view: _Output) -> ToolResult | None:
    detectors = view.detectors
    operation = view.operation
    for success in (value for _, _, value in view.keys(Role.SUCCESS_FLAG)):
        if success is False:
            return _failed_or_partial(view, "success: false", None)
    if not view.roles & Role.STATUS:
        return None
    for depth, _, key, value, reading in view.entries:
        if not reading.roles & Role.STATUS:
            continue
        word = _status_word(value)
        if word is None:
            continue
        if word in detectors.partial_statuses:
            return _partial(view)
        if word in detectors.empty_statuses:
            if word in _STATES_OF_A_THING and _QUALIFIED_STATUS.search(key) and not _holds_nothing(view):
                continue  # a car's ``load_status: "empty"`` beside its location and waybill: the car is empty
            return _empty(view, EmptyReason.parse(word))
        if word in detectors.failure_statuses and (operation.is_action or (depth == 0 and not _a_thing_read(view))):
            return _failed_or_partial(view, word, word)
        if not operation.is_action:
            if _is_pending(word, detectors) and not _holds_nothing(view):
                return _pending(view, word, read=True)
            continue
        if operation.done_by_this_call(word) or (word == "scheduled" and _own_verb_done(view)):
            continue  # "created": 8, "status": "scheduled": the classes the call created are on the schedule
        if word in detectors.outcome_failure_statuses:
            return _failed_or_partial(view, word, word)
        if _is_pending(word, detectors):
            return _pending(view, word)
    return None


_QUALIFIED_STATUS = re.compile(r"[a-z0-9][_-]?(?:status|state)$|^[a-z0-9]+[_-](?:status|state)", re.IGNORECASE)
"""A status key that names what it is the status of (``load_status``, ``tank_state``), not the call's."""
_STATES_OF_A_THING = frozenset({"empty", "missing"})
"""Empty-result words that are also a thing's own state (an empty railcar, a missing parcel)."""


def _own_verb_done(view: _Output) -> bool:
    """The answer counts the call's own verb done, with nothing failed (``{"created": 8}`` for create_*)."""
    counts = _counts(view)
    return bool(counts.succeeded) and not counts.failed


def _failed_or_partial(view: _Output, fallback: str, code: str | None) -> ToolResult:
    if _counts(view).shows_partial:
        return _partial(view)
    reason = _message(view, fallback)
    return _empty_if_not_found(view, reason) or _failure(view, reason, code)


def _pending(view: _Output, state: str, *, read: bool = False) -> Partial:
    """An unfinished state: of the action the call asked for, or (`read`) of the thing a read looked up. Only the
    status of the answer itself counts (the output or its envelopes), never one item's status in a list."""
    return Partial(call_id=view.call.call_id, tool=view.call.tool, value=view.value, succeeded=0,
                   message=_message(view, state), pending=state, read_of_pending=read, arguments=view.call.arguments)


def _from_error(view: _Output) -> ToolResult | None:
    for layer, _key, error in view.keys(Role.ERROR):
        if not _is_set(error):
            continue
        if (isinstance(error, (int, float)) and not isinstance(error, bool) and not view.operation.is_action
                and _has_payload(layer, view)):
            continue  # a read's ``errors: 20914`` beside its other figures counts errors as data (API usage)
        message = _text(error) or "error"
        if _counts(view).shows_partial or "partial" in message.lower():
            return _partial(view)
        if isinstance(error, list) and _has_payload(layer, view):
            return _partial(view)
        if (isinstance(error, str) and " " not in error.strip()) or not _has_payload(layer, view):
            empty = _empty_if_not_found(view, f"{message} {_error_codes(error)}")
            if empty is not None:
                return empty
        code = error if isinstance(error, str) and " " not in error.strip() else _code_text(error)
        return _failure(view, message, code)
    return None


def _from_flags(view: _Output) -> ToolResult | None:
    """``found: false`` is an empty result; ``timed_out: true`` a failure; and for an action, a false boolean
    named by its own verb done (``cancelled: false`` for cancel_order, ``sent: false``) is a failure."""
    operation = view.operation
    for _, _, key, value, key_reading in view.entries:
        if not isinstance(value, bool):
            continue
        roles = key_reading.roles
        if roles & Role.FOUND and value is False:
            return _empty(view, EmptyReason.NOT_FOUND)
        if roles & Role.TIMEOUT and value is True:
            return _failure(view, _message(view, "timed out"), "timeout")
        if roles & Role.FAILED and value is True and not roles & Role.SUCCEEDED:
            return _failure(view, _message(view, key), key)
        if value is False and operation.is_action and roles & Role.DONE_FLAG and (
                operation.done_by_this_call(key_reading.participle) or roles & Role.SUCCEEDED):
            return _failure(view, _message(view, f"{key}: false"), f"not_{key_reading.participle}")
    return None


_OK_ITEM_STATUSES = frozenset({"ok", "success", "succeeded", "successful", "done", "completed", "complete", "sent",
                               "delivered", "created", "updated", "applied", "accepted", "processed", "synced"})


_ITEM_DONE, _ITEM_FAILED, _ITEM_UNSAID, _ITEM_SILENT = "done", "failed", "unsaid", "silent"
_OUTCOME_ROLES = Role.ERROR | Role.SUCCESS_FLAG | Role.STATUS | Role.WEAK_CODE | Role.CODE


def _item_outcome(item: Any, view: _Output) -> str:
    """Whether one item of a batch answer succeeded, failed, says something else (``pending``), or carries no
    outcome key at all (silent: in a batch that marks its failures, an unmarked item went through)."""
    if not _is_object(item):
        return _ITEM_UNSAID
    detectors = view.detectors
    outcome = _ITEM_SILENT
    for key, value in item.items():
        roles = detectors.reading(str(key)).roles
        if not roles & _OUTCOME_ROLES:
            continue
        if outcome == _ITEM_SILENT:
            outcome = _ITEM_UNSAID
        if roles & Role.ERROR and _is_set(value):
            return _ITEM_FAILED
        if roles & Role.SUCCESS_FLAG and isinstance(value, bool):
            outcome = _ITEM_DONE if value else _ITEM_FAILED
        elif roles & (Role.STATUS | Role.WEAK_CODE | Role.CODE):
            if isinstance(value, int) and not isinstance(value, bool) and 100 <= value < 600:
                outcome = _ITEM_DONE if value < 400 else _ITEM_FAILED
            elif isinstance(value, int) and not isinstance(value, bool) and value != 0 and (
                    roles & Role.CODE or any(detectors.reading(str(other)).roles & Role.MESSAGE for other in item)):
                return _ITEM_FAILED  # an exchange's ``{"code": -2011, "msg": "Unknown order sent."}``
            elif roles & Role.STATUS and (word := _status_word(value)) is not None:
                if word in detectors.failure_statuses or (word in detectors.outcome_failure_statuses and not \
                        view.operation.done_by_this_call(word)):
                    return _ITEM_FAILED
                if word in _OK_ITEM_STATUSES or view.operation.done_by_this_call(word):
                    outcome = _ITEM_DONE
    return outcome


def _from_items(view: _Output) -> ToolResult | None:
    """A multi-status answer (HTTP 207, or an action's list of per-item outcomes) with some items failed; items
    that carry no outcome at all beside marked failures count as done."""
    if view.status != 207 and not view.operation.is_action:
        return None
    if any(isinstance(value, int) and not isinstance(value, bool) and value > 0 and reading.roles & Role.SUCCEEDED
           for _, _, _, value, reading in view.entries):
        return None  # ``sent: 4`` beside ``failures: [...]``: the list details the failures, the counts tell the batch
    lists = [view.value] if isinstance(view.value, list) else [
        value for layer in view.layers for value in layer.values() if isinstance(value, list)]
    for items in lists:
        outcomes = [_item_outcome(item, view) for item in items[:MAX_ITEMS]]
        failed = outcomes.count(_ITEM_FAILED)
        if failed == 0:
            continue
        succeeded = outcomes.count(_ITEM_DONE) + outcomes.count(_ITEM_SILENT)
        if succeeded == 0:
            said = f"all {failed} items failed" if failed == len(outcomes) else \
                f"{failed} of {len(outcomes)} items failed, none done"
            return _failure(view, _message(view, said), "failed")
        return Partial(call_id=view.call.call_id, tool=view.call.tool, value=view.value, succeeded=succeeded,
                       failed=failed, message=_message(view, f"{failed} of {succeeded + failed} items failed"),
                       warnings=_warnings(view), arguments=view.call.arguments)
    return None


MAX_ITEMS = 1000


@dataclass(frozen=True, slots=True)
class _Counts:
    succeeded: int | None
    failed: int | None
    total: int | None

    @property
    def shows_partial(self) -> bool:
        return self.succeeded is not None and self.failed is not None and self.succeeded > 0 and self.failed > 0


def _as_count(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return len(value)
    return None


def _counts(view: _Output) -> _Counts:
    """Success, failure and total counts, from keys named so or by their words (``tests_failed``,
    ``not_cancelled``, a list of ``conflicts``); for an action, a count under its own verb done is a success."""
    if view.counts is not None:
        return view.counts
    operation = view.operation
    succeeded = failed = skipped = total = None
    own = None
    for _, _, _, value, key_reading in view.entries:
        roles = key_reading.roles
        if not roles & _COUNT_ROLES:
            continue
        count = _as_count(value)
        if count is None:
            continue
        if roles & Role.FAILED and not roles & Role.SUCCEEDED:
            failed = count if failed is None else failed
        elif roles & Role.SKIPPED:
            skipped = count if skipped is None else skipped
        elif roles & Role.SUCCEEDED:
            succeeded = count if succeeded is None else succeeded
        elif roles & Role.TOTAL and isinstance(value, int):
            total = count if total is None else total
        elif roles & Role.DONE_FLAG and operation.is_action and own is None and (
                operation.done_by_this_call(key_reading.participle)):
            own = count
    if own is not None:
        succeeded = own
    if failed is None and skipped:
        failed = skipped
    if succeeded is None and failed is not None and total is not None and total > failed:
        succeeded = total - failed
    view.counts = _Counts(succeeded, failed, total)
    return view.counts


_COUNT_ROLES = Role.SUCCEEDED | Role.FAILED | Role.SKIPPED | Role.TOTAL | Role.DONE_FLAG


def _partial(view: _Output, counts: _Counts | None = None) -> Partial:
    counts = counts or _counts(view)
    failed = counts.failed
    errors = view.first(Role.ERROR)
    if failed is None and isinstance(errors, list):
        failed = len(errors)
    return Partial(call_id=view.call.call_id, tool=view.call.tool, value=view.value, succeeded=counts.succeeded,
                   failed=failed, message=_message(view, "partial failure"), warnings=_warnings(view),
                   arguments=view.call.arguments)


def _from_counts(view: _Output) -> ToolResult | None:
    counts = _counts(view)
    failed = counts.failed
    requested = view.operation.requested
    if (failed is None or failed <= 0) and requested is not None and counts.succeeded is not None and \
            0 <= counts.succeeded < requested:
        short = Partial(call_id=view.call.call_id, tool=view.call.tool, value=view.value, succeeded=counts.succeeded,
                        failed=requested - counts.succeeded,
                        message=_message(view, f"{counts.succeeded} of {requested} requested done"),
                        warnings=_warnings(view), arguments=view.call.arguments)
        if counts.succeeded == 0:
            return _failure(view, short.message, "none_done")
        return short
    if failed is None or failed <= 0:
        return None
    if not view.operation.is_action and counts.succeeded is None and counts.total is None:
        return None  # a read's failure count with no outcome beside it is a metric (``errors_5xx`` over 30 days)
    if counts.succeeded is not None and counts.succeeded <= 0:
        return _failure(view, _message(view, f"all {failed} failed"), "failed")
    return _partial(view, counts)


def _warnings(view: _Output) -> tuple[str, ...]:
    value = view.first(Role.WARNING)
    if not _is_set(value):
        return ()
    if isinstance(value, list):
        return tuple(t for t in (_text(v) for v in value) if t)
    return (_text(value),)


def _from_warnings(view: _Output) -> ToolResult | None:
    warnings = _warnings(view)
    if not warnings:
        return None
    return Partial(call_id=view.call.call_id, tool=view.call.tool, value=view.value, message="; ".join(warnings),
                   warnings=warnings, arguments=view.call.arguments)


def _from_accepted(view: _Output) -> ToolResult | None:
    """HTTP 202 to an action: the request was accepted, the work is not done yet."""
    if view.status == 202 and view.operation.is_action:
        return _pending(view, "accepted")
    return None


def _is_nothing(value: Any, depth: int = 0) -> bool:
    """None, "", [], {} — or an object whose every field is nothing (``{"data": {"items": []}}``)."""
    if value is None or (isinstance(value, (str, list, dict)) and len(value) == 0):
        return True
    if _is_object(value) and depth < 4:
        return all(_is_nothing(item, depth + 1) for item in value.values())
    return False


def _has_payload(layer: Mapping[str, Any], view: _Output) -> bool:
    """Whether an object carries data beside its codes, messages and paging fields."""
    reading = view.detectors.reading
    return any(
        not reading(str(key)).roles & (Role.META | Role.ERROR | Role.MESSAGE | Role.CODE | Role.WEAK_CODE |
                                       Role.SUCCESS_FLAG | Role.WARNING)
        and not _is_nothing(value) and not _echoes_argument(value, view.call)
        for key, value in layer.items()
    )


def _echoes_argument(value: Any, call: CallInfo) -> bool:
    return value is not None and not isinstance(value, (dict, list)) and value in call.arguments.values()


_NOT_PAYLOAD = Role.META | Role.ERROR | Role.WARNING | Role.SUCCESS_FLAG | Role.CODE | Role.WEAK_CODE | \
    Role.MESSAGE | Role.FOUND | Role.EMPTY_REASON | Role.FILTERED
"""Fields that talk about a result (codes, messages, reasons, paging, filter counts): never its data."""
_HOLDS_DATA, _ALL_NOTHING, _NO_DATA_FIELDS = 0, 1, 2
MAX_EMPTY_DEPTH = 4


def _data_state(obj: Mapping[str, Any], view: _Output, depth: int) -> int:
    """Whether an object holds data (`_HOLDS_DATA` as soon as one data field does), has data fields that are all
    nothing (`_ALL_NOTHING`: ``{"report": null, "reason": "never_generated"}``, ``{"items": [], "count": 0}``), or
    has no data field at all (`_NO_DATA_FIELDS`: ``{"count": 0}`` is an answer, not an empty one). Objects inside
    are judged the same way, so an envelope (``{"code": 0, "data": {"x": null, "note": …}}``) is empty when what
    it wraps is; a false done-flag beside nothing (``recovered: false``) is no data either."""
    reading = view.detectors.reading
    state = _NO_DATA_FIELDS
    for key, value in obj.items():
        roles = reading(str(key)).roles
        if roles & _NOT_PAYLOAD:
            continue
        if value is None or (isinstance(value, (str, list, dict)) and len(value) == 0):
            state = _ALL_NOTHING
        elif _is_object(value):
            if depth >= MAX_EMPTY_DEPTH or _data_state(value, view, depth + 1) != _ALL_NOTHING:
                return _HOLDS_DATA
            state = _ALL_NOTHING
        elif not (value is False and roles & Role.DONE_FLAG) and not _echoes_argument(value, view.call):
            return _HOLDS_DATA
    return state


def _a_thing_read(view: _Output) -> bool:
    """Whether a read's output describes a thing by several measured fields beside its status (a job
    ``{"state": "TIMEOUT", "elapsed": …, "gpu_hours": 192, "cpu_efficiency": 0.113}``): the status is that thing's
    state, which the narration must tell, not the call's failure."""
    output = view.value
    if view.operation.is_action or not isinstance(output, Mapping):
        return False
    measured = sum(1 for value in output.values()
                   if isinstance(value, (int, float)) and not isinstance(value, bool))
    return measured >= MIN_MEASURED_FIELDS


MIN_MEASURED_FIELDS = 3


def _holds_nothing(view: _Output) -> bool:
    """Whether the output's data fields are all empty: a read of an unfinished thing with no data yet
    (``{"status": "running", "results": null}``) is an empty result — there is nothing to report but its absence."""
    return isinstance(view.value, Mapping) and _data_state(view.value, view, 0) == _ALL_NOTHING


def _from_empty_payload(view: _Output) -> ToolResult | None:
    output = view.value
    if _is_nothing(output):
        reason = EmptyReason.NO_MATCH if isinstance(output, list) else EmptyReason.UNKNOWN
        return _empty(view, reason)
    if not isinstance(output, Mapping) or _data_state(output, view, 0) != _ALL_NOTHING:
        return None
    named = words(view.call.tool)
    if view.operation.is_action and len(named) > 1 and READ_VERBS.isdisjoint(named) and _acknowledged(view):
        return None  # ``set_ac`` → {"code": 0, "msg": "ok", "data": {}}: the change was made, there is no data to tell
    return _empty(view, _stated_empty_reason(view))


_ACKNOWLEDGEMENTS = _SUCCESS_WORDS | {"成功", "操作成功", "已完成"}


def _acknowledged(view: _Output) -> bool:
    """Whether an output with no data says the action went through: a success flag, or a message or status that
    says only that, beside the nothing (the keys are the tool's detectors')."""
    if any(value is True for _, _, value in view.keys(Role.SUCCESS_FLAG)):
        return True
    return any(isinstance(value, str) and value.strip().lower() in _ACKNOWLEDGEMENTS
               for _, _, value in view.keys(Role.MESSAGE | Role.STATUS))


def _stated_empty_reason(view: _Output) -> EmptyReason:
    """Why an output with no data has none, as it says: a filter count above zero, a status, a reason or message
    text (``never_generated``, "report was never run"); else no_match for empty lists, else unknown."""
    reading = view.detectors.reading
    for _, _, value in view.keys(Role.FILTERED):
        if value is True or (isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0):
            return EmptyReason.FILTERED_OUT
    for _, key, value in view.keys(Role.STATUS | Role.MESSAGE | Role.META):
        if isinstance(value, str) and value and (reading(key).roles & (Role.STATUS | Role.MESSAGE) or key in
                                                  _NOTE_KEYS):
            reason = EmptyReason.parse(value)
            if reason is not EmptyReason.UNKNOWN:
                return reason
    output = view.value
    payload = [value for key, value in output.items() if not reading(str(key)).roles & _NOT_PAYLOAD]
    if payload and all(isinstance(value, list) for value in payload):
        return EmptyReason.NO_MATCH
    return EmptyReason.UNKNOWN


_NOTE_KEYS = frozenset({"note", "notes", "hint", "remark", "comment", "explanation"})


_ALL_CHECKS: tuple[Check, ...] = (_from_http_status, _from_json_rpc, _from_error_code, _from_empty_reason,
                                  _from_status, _from_error, _from_flags, _from_items, _from_counts, _from_warnings,
                                  _from_accepted, _from_empty_payload)


def pending_state(output: Any, detectors: Detectors = DEFAULT_DETECTORS) -> str | None:
    """The unfinished state an output's own top-level status field gives (``{"status": "pending_review",
    "decision": null}``), or None. Such a read with no data yet is an Empty result, and a narration that says the
    thing is still pending tells that absence truthfully."""
    if not isinstance(output, Mapping):
        return None
    for key, value in output.items():
        roles = detectors.reading(str(key)).roles
        if roles & Role.STATUS:
            word = _status_word(value)
            if word is not None and _is_pending(word, detectors):
                return word
        elif roles & Role.ENVELOPE and isinstance(value, Mapping):
            inner = pending_state(value, detectors)  # {"code": 0, "data": {"status": "等配件", ...}}
            if inner is not None:
                return inner
    return None
