"""A date told for a date field the result left null: "landing Tuesday, Apr 27" when ``eta`` is null.

Dates are no numeric claims (their digits are a day and a month, not a value), so a date a narration invents for an
empty ETA, expiry or due date passes every number check. A date told in the narration is content when no result and
no argument holds that day, the result left a date field null, and the date is not a line of advice.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from toolproof.fidelity.evidence import MONTH_NAMES, key_of
from toolproof.fidelity.null_fields import NullField

_MONTHS = {name: index + 1 for index, month in enumerate(MONTH_NAMES) for name in (month, month[:3])} | {"sept": 9}
_EN_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_NARRATED_DATE = re.compile(
    rf"\b(?P<month>{_EN_MONTH})\.?\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b(?!:|\.\d)|"
    rf"\b(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month2>{_EN_MONTH})\b|"
    r"(?:\d{4}年)?(?P<zh_month>\d{1,2})月(?P<zh_day>\d{1,2})[日号]",
    re.IGNORECASE,
)
_RETURNED_DATE = re.compile(r"(?:\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_DATE_KEY = re.compile(
    r"(?:^|_)(?:date|eta|etd|expires?|expiry|expiration|due|deadline|until|through|renewal|arrival|delivery)"
    r"(?:_|$)|_on$|_at$|日期|到期|到货|有效期|截止|预计|送达|交付",
    re.IGNORECASE,
)
"""Keys that hold a day (``eta``, ``registration_expires``, ``ordered_on``, 保险到期, 预计到货)."""


def narrated_dates(text: str) -> Iterator[tuple[int, int, tuple[int, int]]]:
    """Each (start, end, (month, day)) of a calendar date the narration writes ("Apr 27", "27 April", "4月28号")."""
    for match in _NARRATED_DATE.finditer(text):
        if match.group("zh_month"):
            month, day = int(match.group("zh_month")), int(match.group("zh_day"))
        else:
            name = (match.group("month") or match.group("month2")).lower()
            month, day = _MONTHS[name], int(match.group("day") or match.group("day2"))
        if 1 <= month <= 12 and 1 <= day <= 31:
            yield match.start(), match.end(), (month, day)


_CLAUSE_START = re.compile(r"[,.;:!?，。；：！？\n]")
_CONDITION = re.compile(r"\b(?:if|unless|once|until|in case|should|whether)\b|如果|要是|万一|假如|若是|一旦|等到",
                        re.IGNORECASE)


def in_a_condition(text: str, position: int) -> bool:
    """Whether the day at `position` sits in a clause that supposes ("if it isn't here by May 3"), which tells no
    date of its own."""
    starts = [m.end() for m in _CLAUSE_START.finditer(text, 0, position)]
    return _CONDITION.search(text, starts[-1] if starts else 0, position) is not None


def days_held(values: Iterable[Any]) -> set[tuple[int, int]]:
    """Every (month, day) written in the results' and arguments' texts ("2027-04-27", "2027-04-16T06:40Z")."""
    held: set[tuple[int, int]] = set()
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            held.update((int(m), int(d)) for m, d in _RETURNED_DATE.findall(value))
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return held


def dated_nulls(nulls: Iterable[NullField]) -> list[NullField]:
    """The null fields whose key holds a day."""
    return [null for null in nulls if _DATE_KEY.search(key_of(null.path))]
