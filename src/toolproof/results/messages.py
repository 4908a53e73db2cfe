"""Every sentence the model reads about a tool's result, in one reviewable place.

The wording is plain on purpose: a failure is called a failure, an empty result says there is no data and
that none may be invented, and each tells the model what to ask the user.
"""

from __future__ import annotations

import json
from typing import Any

from toolproof.results.formatting import Lang
from toolproof.results.kinds import Empty, EmptyReason, Failure, Ok, Partial, ResultKind, ToolResult

UNKNOWN_CALL = "{reference} refers to call `{call_id}`, which has no pinned result. Pinned calls: {known}."
UNKNOWN_PATH = (
    "{reference} names no value in call `{call_id}`'s result. Refer only to what it returned: {known}."
)
NOT_A_VALUE = "{reference} points at a whole object or list ({path}), not one value. Refer to a value: {known}."

OK = {
    "en": "Call {call_id} ({tool}) succeeded. Quote its values exactly; refer to them as {{{{{call_id}.<path>}}}}.",
    "zh": "调用 {call_id}（{tool}）成功。请原样引用其中的数值，可写作 {{{{{call_id}.<路径>}}}}。",
}
FAILURE = {
    "en": (
        "Call {call_id} ({tool}) FAILED: {message}. It did not do what was asked, even if the transport said OK. "
        "Tell the user it failed and why; do not describe it as done."
    ),
    "zh": (
        "调用 {call_id}（{tool}）失败：{message}。即使传输层返回正常，操作也没有完成。"
        "请如实告诉用户失败及原因，不要说成功。"
    ),
}
PARTIAL_COUNTS = {
    "en": (
        "Call {call_id} ({tool}) only PARTIALLY succeeded: {succeeded} succeeded, {failed} failed ({message}). "
        "Report both numbers; never say all of it succeeded."
    ),
    "zh": (
        "调用 {call_id}（{tool}）仅部分成功：成功 {succeeded} 项，失败 {failed} 项（{message}）。"
        "请同时报告两个数字，不要说全部成功。"
    ),
}
PARTIAL_WARNINGS = {
    "en": (
        "Call {call_id} ({tool}) completed WITH WARNINGS: {message}. Tell the user about the warnings; "
        "do not report a clean success."
    ),
    "zh": "调用 {call_id}（{tool}）完成但带有警告：{message}。请把警告告诉用户，不要报告为完全成功。",
}
PENDING = {
    "en": (
        "Call {call_id} ({tool}) is NOT DONE YET: its status is '{state}' ({message}). Tell the user it is still "
        "pending and has not happened yet; do not describe it as done."
    ),
    "zh": (
        "调用 {call_id}（{tool}）尚未完成：当前状态为“{state}”（{message}）。请告诉用户仍在处理中、还没有完成，"
        "不要说已经办好。"
    ),
}
PENDING_READ = {
    "en": (
        "Call {call_id} ({tool}) read something that is NOT FINISHED: its status is '{state}' ({message}). The "
        "values it returned are accurate; report them, and tell the user it is still in progress — do not "
        "describe it as completed, approved, issued or paid."
    ),
    "zh": (
        "调用 {call_id}（{tool}）查到的事项尚未完成：当前状态为“{state}”（{message}）。返回的数值可以如实告诉用户，"
        "但必须说明仍在处理中，不要说已经完成、已通过、已签发或已到账。"
    ),
}
EMPTY = {
    "en": (
        "Call {call_id} ({tool}) returned NO DATA ({reason}). There is nothing to report: do not invent, estimate "
        "or assume any value or content. {ask}"
    ),
    "zh": (
        "调用 {call_id}（{tool}）没有返回任何数据（{reason}）。"
        "没有可报告的内容：不得编造、估计或假设任何数值或内容。{ask}"
    ),
}
ASK = {
    EmptyReason.NOT_FOUND: {
        "en": "Tell the user it was not found and ask them to check {what}.",
        "zh": "请告诉用户未找到，并请其核对{what}。",
    },
    EmptyReason.NEVER_GENERATED: {
        "en": "Tell the user it has never been generated and ask whether they want it generated or uploaded.",
        "zh": "请告诉用户该内容从未生成，并询问是否需要生成或上传。",
    },
    EmptyReason.NO_MATCH: {
        "en": "Tell the user nothing matched and ask whether to widen the search ({what}).",
        "zh": "请告诉用户没有匹配结果，并询问是否放宽查询条件（{what}）。",
    },
    EmptyReason.FILTERED_OUT: {
        "en": "Tell the user the filters excluded everything and ask which filter to relax ({what}).",
        "zh": "请告诉用户筛选条件排除了全部结果，并询问放宽哪个条件（{what}）。",
    },
    EmptyReason.UNKNOWN: {
        "en": "Tell the user no data came back and ask how they want to proceed.",
        "zh": "请告诉用户没有返回数据，并询问希望如何继续。",
    },
}
NO_ASK = {"en": "Tell the user plainly that there is no data.", "zh": "请直接告诉用户没有数据。"}
WHAT_DEFAULT = {"en": "what they asked for", "zh": "查询内容"}


def describe(result: ToolResult, lang: Lang = "en") -> str:
    """The text the model reads in place of (or beside) the raw output."""
    fields: dict[str, Any] = {"call_id": result.call_id, "tool": result.tool}
    if isinstance(result, Failure):
        return FAILURE[lang].format(message=result.message, **fields)
    if isinstance(result, Partial):
        if result.pending is not None:
            template = PENDING_READ if result.read_of_pending else PENDING
            return template[lang].format(state=result.pending, message=result.message, **fields)
        if result.succeeded is not None and result.failed is not None:
            return PARTIAL_COUNTS[lang].format(succeeded=result.succeeded, failed=result.failed,
                                               message=result.message, **fields)
        return PARTIAL_WARNINGS[lang].format(message=result.message, **fields)
    if isinstance(result, Empty):
        ask = ASK[result.reason][lang].format(what=_what(result, lang)) if result.ask_user else NO_ASK[lang]
        return EMPTY[lang].format(reason=result.reason.value, ask=ask, **fields)
    assert isinstance(result, Ok) and result.kind is ResultKind.OK
    return OK[lang].format(**fields)


def _what(result: Empty, lang: Lang) -> str:
    """The arguments the user gave, which are what they can check or change."""
    if not result.arguments:
        return WHAT_DEFAULT[lang]
    return json.dumps(dict(result.arguments), ensure_ascii=False, separators=(", ", ": "))
