"""What a narration says about how a call went: success, failure, partial success, warnings, or no data.

Status lies and null filling rarely involve a number: "操作成功" for a call that failed, "各项指标正常" for a
report that does not exist. These patterns find the statements and their acknowledgements, with negation
("没有失败", "not successful") and conditionals ("如有问题", "if it fails") handled, so "no errors" is not
read as admitting an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from toolproof.fidelity.scan import (
    ABSENCE,
    ABSENCE_STATEMENT,
    ABSENCE_WORD,
    ALL,
    ALL_EN,
    DID_NOT,
    FAILURE,
    PARTIAL,
    SUCCESS,
    WARNING,
    Scan,
)

DATA_NOUN = re.compile(
    r"记录|数据|结果|信息|内容|条目|匹配|资料|"
    r"\b(?:records?|data|results?|entries|entry|matches|match|information|info|items?|values?|content|history|"
    r"activity|matching)\b",
    re.IGNORECASE,
)
_NEGATION_BEFORE = re.compile(
    r"(?:没有|没|无|未|不会|并未|从未|均未|都没有|不是|并非)[^，,。.!！?？；;：:]{0,6}$|(?:\b(?:no|not|without|zero|never|none|nor|any)|n't)\s+"
    r"(?:\w+\s+)?$",
    re.IGNORECASE,
)
_CONDITIONAL_BEFORE = re.compile(
    r"(?:如果|如有|若|万一|以防|避免|防止|是否|能否|如|一旦|将|会|正在|等待|待)\S{0,4}$|"
    r"\b(?:if|in case|should|whether|unless|lest|avoid|prevent|will|would|once|when|until|can|could|may|might|to be|"
    r"let me know|to)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_NEGATED_SUCCESS_BEFORE = re.compile(
    r"(?:未|没|没有|不|无法|未能|没能|尚未|并未|并非|不是|不能|并没有|还没有?|是否)\s?$|(?:没|没有|未|未能|没能)[改发转付做办删建交存]\s?$|"
    r"(?:\b(?:not|never|unable to|no|without)|n't)\s+(?:\w+\s+){0,1}$",
    re.IGNORECASE,
)
LOOKBACK = 16
ABSENCE_WINDOW = 28
_CLAUSE_END = re.compile(r"[，,。.!！?？；;\n]")


@dataclass(frozen=True, slots=True)
class StatusSignals:
    """Where a narration claims success, admits failure, admits partial success or warnings, or says "no data"."""

    success: tuple[tuple[int, int], ...]
    all_succeeded: tuple[tuple[int, int], ...]
    failure: tuple[tuple[int, int], ...]
    partial: tuple[tuple[int, int], ...]
    warning: tuple[tuple[int, int], ...]


def _before(text: str, position: int) -> str:
    return text[max(0, position - LOOKBACK) : position]


def _asserted(found: Scan, kind: str, *excluders: re.Pattern[str]) -> list[tuple[int, int]]:
    """Spans of `kind` hits whose preceding words neither negate them nor make them hypothetical."""
    spans = []
    for start, end, _ in found.of(kind):
        context = _before(found.text, start)
        if not any(excluder.search(context) for excluder in excluders):
            spans.append((start, end))
    return spans


_NOT_ALL_BEFORE = re.compile(r"(?:并非|不是|没有|未|并未|不)\s?$|\bnot\s+$", re.IGNORECASE)
_ALL_REACH = 60
"""Characters from "all" to its verb in "all 5 transfers to your suppliers went through"."""
_CLAUSE_PUNCTUATION = re.compile(r"[，,。.!！?？；;:：\n]")
_FAIL_WORD = re.compile(r"\s*fail", re.IGNORECASE)


def read_status(found: Scan) -> StatusSignals:
    """Every status statement in the scanned narration that is asserted (not negated, not conditional)."""
    text = found.text
    success = _asserted(found, SUCCESS, _NEGATED_SUCCESS_BEFORE, _CONDITIONAL_BEFORE)
    all_succeeded = _asserted(found, ALL, _NOT_ALL_BEFORE, _CONDITIONAL_BEFORE)
    for start, end, _ in found.of(ALL_EN):
        if _NOT_ALL_BEFORE.search(_before(text, start)) or _CONDITIONAL_BEFORE.search(_before(text, start)):
            continue
        for done_start, done_end in success:
            if end < done_start <= end + _ALL_REACH and not _CLAUSE_PUNCTUATION.search(text, end, done_start):
                all_succeeded.append((start, done_end))
                break
    failure = _asserted(found, FAILURE, _NEGATION_BEFORE, _CONDITIONAL_BEFORE)
    for start, end, _ in found.of(DID_NOT):
        if not _FAIL_WORD.match(text, end) and not _CONDITIONAL_BEFORE.search(_before(text, start)):
            failure.append((start, end))
    partial = [(start, end) for start, end, _ in found.of(PARTIAL)]
    partial.extend(m.span() for m in _PART_OF_WHOLE.finditer(text))
    if "里" in text or "中" in text:
        partial.extend(m.span() for m in _PART_OF_WHOLE_ZH.finditer(text))
    return StatusSignals(
        success=tuple(success),
        all_succeeded=tuple(sorted(all_succeeded)),
        failure=tuple(sorted(failure)),
        partial=tuple(sorted(partial)),
        warning=tuple(_asserted(found, WARNING, _CONDITIONAL_BEFORE)),
    )


_STATE_NOUN = re.compile(
    r"\s*(?:\w+\s+)?(?:issues?|problems?|errors?|anomal(?:y|ies)|concerns?|changes?|risks?|signs?|alerts?|"
    r"warnings?|delays?|outages?|异常|问题|错误|风险|变化|告警|延误)",
    re.IGNORECASE,
)
"""After "there are no": a state of things ("no problems") is content, not an admission that data is missing."""
_PART_OF_WHOLE = re.compile(r"\d\d*\s+(?:of|out of)\s+\d+")
_PART_OF_WHOLE_ZH = re.compile(
    r"\d\d*\s?(?:[个笔条项件张份次单][\u4e00-\u9fff]{0,4}?)?\s?(?:里|中|之中|当中)(?:有|的)?(?:成功|失败)?\s?\d+"
)
"""A part of a whole stated as such ("3 of 5", "5笔中3笔", "3个商品里有2个"): an admission of partial success."""


def admits_absence(found: Scan, topic: frozenset[str]) -> tuple[int, int] | None:
    """The first place the narration says there is no data (about `topic` concepts, or data in general)."""
    absence = found.of(ABSENCE)
    if absence:
        return absence[0][0], absence[0][1]
    text = found.text
    for start, end, _ in found.of(ABSENCE_STATEMENT):
        if not _STATE_NOUN.match(text, end):
            return start, end
    for start, end, _ in found.of(ABSENCE_WORD):
        window_end = end + ABSENCE_WINDOW
        stop = _CLAUSE_END.search(text, end, window_end)
        window_end = stop.start() if stop else min(window_end, len(text))
        if DATA_NOUN.search(text, end, window_end) or (
            topic and any(concept in topic for _, concept in found.concepts_between(end, window_end))
        ):
            return start, end
    return None
