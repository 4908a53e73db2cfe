"""A date or a time told for a date field the result left null: "landing Tuesday, Apr 27" or "ETA tomorrow around
10 am" when ``eta`` is null.

Dates and clock times are no numeric claims (their digits are a day and a month, an hour and a minute, not a
value), so a day or an hour a narration invents for an empty ETA, expiry or restoration time passes every number
check. One told in the narration is content when no result and no argument holds that day or that time of day, the
result left a date field null, and it is not a line of advice or a condition.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from toolproof.fidelity.evidence import MONTH_NAMES, key_of
from toolproof.fidelity.null_fields import NullField
from toolproof.fidelity.numbers import parse_chinese

_MONTHS = {name: index + 1 for index, month in enumerate(MONTH_NAMES) for name in (month, month[:3])} | {"sept": 9}
_EN_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_NARRATED_DATE = re.compile(
    rf"\b(?P<month>{_EN_MONTH})\.?\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b(?!:|\.\d)|"
    rf"(?<![\w-])(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month2>{_EN_MONTH})\b|"
    r"(?:\d{4}年)?(?P<zh_month>\d{1,2})月(?P<zh_day>\d{1,2})[日号]|"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+the\s+(?P<weekday_day>\d{1,2})(?:st|nd|rd|th)\b|"
    r"(?:周|星期|礼拜)[一二三四五六日天][（(]?\s?(?P<zh_weekday_day>\d{1,2})[日号]",
    re.IGNORECASE,
)
"""Calendar dates, and days of the month told after a weekday ("Monday the 17th", "下周二（18号）")."""
_RETURNED_DATE = re.compile(r"(?:\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
_DATE_KEY = re.compile(
    r"(?:^|_)(?:date|eta|etd|exp|expires?|expiry|expiration|due|deadline|until|through|renewal|arrival|delivery"
    r"|pickup|restoration|appointment|time|riqi|daoqi|shijian|yuji)(?:_|$)|_on$|_at$|next_(?:available|slot|opening)|"
    r"日期|到期|到货|效期|截止|预计|"
    r"送达|交付|上门|时间",
    re.IGNORECASE,
)
"""Keys that hold a day or a time (``eta``, ``registration_expires``, ``ordered_on``, ``estimated_restoration``,
``pickup``, ``committal_time``, 保险到期, 预计到货, 预计上门, 火化时间, and in pinyin ``nianjian_daoqi``)."""


def narrated_dates(text: str) -> Iterator[tuple[int, int, tuple[int, int]]]:
    """Each (start, end, (month, day)) of a calendar date the narration writes ("Apr 27", "27 April", "4月28号");
    month 0 for a day told after its weekday ("Monday the 17th")."""
    for match in _NARRATED_DATE.finditer(text):
        if (weekday_day := match.group("weekday_day") or match.group("zh_weekday_day")) is not None:
            if 1 <= int(weekday_day) <= 31:
                yield match.start(), match.end(), (0, int(weekday_day))
            continue
        if match.group("zh_month"):
            month, day = int(match.group("zh_month")), int(match.group("zh_day"))
        else:
            name = (match.group("month") or match.group("month2")).lower()
            month, day = _MONTHS[name], int(match.group("day") or match.group("day2"))
        if 1 <= month <= 12 and 1 <= day <= 31:
            yield match.start(), match.end(), (month, day)


_NARRATED_TIME = re.compile(
    r"\b(?P<hour>\d{1,2})(?::(?P<minute>[0-5]\d))?\s*(?P<half>[ap])\.?m\b\.?|"
    r"\b(?P<hour24>[01]?\d|2[0-3]):(?P<minute24>[0-5]\d)\b(?!:|\s*(?:%|[ap]\.?m))|"
    r"(?P<zh_hour>\d{1,2}|十[一二]?|[一二两三四五六七八九十])\s*点(?!\d*[个%])"
    r"(?:(?P<zh_minute>[0-5]?\d|[二三四五]?十[一二三四五六七八九]?|零[一二三四五六七八九])分?|(?P<zh_half>半))?",
    re.IGNORECASE,
)
_ZH_DAYPART_BEFORE = re.compile(r"(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|今早|今晚|明早|明晚|夜里|[早晚])\s*$")
_ZH_CLOCK_AFTER = re.compile(r"[钟整前后]|左右|以前|之前|到|至")
"""Around a Chinese hour, what makes "8点" a time of day: a part of the day before it, or 钟/前/左右 after it."""
_RETURNED_TIME = re.compile(r"(?<!\d)([01]?\d|2[0-3]):([0-5]\d)(?!\d)")


def narrated_times(text: str) -> Iterator[tuple[int, int, tuple[int, int]]]:
    """Each (start, end, (hour on a 12-hour dial, minute)) of a clock time the narration writes ("10 am", "7:00 am",
    "05:52", "下午两点", "8点半"). Hours are compared on a 12-hour dial: "8点" may be morning or evening."""
    for match in _NARRATED_TIME.finditer(text):
        if match.group("hour"):
            hour, minute = int(match.group("hour")), int(match.group("minute") or 0)
            if not 1 <= hour <= 12:
                continue
        elif match.group("hour24"):
            hour, minute = int(match.group("hour24")), int(match.group("minute24"))
        else:
            if not (_ZH_DAYPART_BEFORE.search(text, max(0, match.start() - 4), match.start())
                    or _ZH_CLOCK_AFTER.match(text, match.end()) or match.group("zh_minute") or match.group("zh_half")):
                continue  # "你问的两点", "3点建议": points, not a time of day
            hour = _clock_number(match.group("zh_hour"))
            minute = 30 if match.group("zh_half") else _clock_number(match.group("zh_minute") or "0")
            if hour > 24:
                continue
        yield match.start(), match.end(), (hour % 12, minute)


def _clock_number(written: str) -> int:
    """An hour or minute written in digits or in Chinese numerals ("8", "两", "四十", "零五")."""
    return int(written) if written.isdigit() else int(parse_chinese(written) or 0)


def times_held(values: Iterable[Any]) -> set[tuple[int, int]]:
    """Every (hour on a 12-hour dial, minute) written in the results' and arguments' texts ("05:52", "T14:30")."""
    return {(int(h) % 12, int(m)) for text in _texts(values) for h, m in _RETURNED_TIME.findall(text)}


def _texts(values: Iterable[Any]) -> Iterator[str]:
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            yield value
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)


_CLAUSE_START = re.compile(r"[,.;:!?，。；：！？\n]")
_CONDITION = re.compile(
    r"\b(?:if|unless|once|until|in case|should(?= (?:it|he|she|they|we|you|the|that|this)\b)|whether)\b"
    r"|如果|要是|万一|假如|若是|一旦|等到",
    re.IGNORECASE)
"""Words that suppose; "should" only as "should it slip", not as "should be there tomorrow"."""


def in_a_condition(text: str, position: int) -> bool:
    """Whether the day at `position` sits in a clause that supposes ("if it isn't here by May 3"), which tells no
    date of its own."""
    starts = [m.end() for m in _CLAUSE_START.finditer(text, 0, position)]
    return _CONDITION.search(text, starts[-1] if starts else 0, position) is not None


_WAIT_THEN = re.compile(r"\s*(?:以后|之后|过后)再|\s*(?:or later|and try again|then try)", re.IGNORECASE)


def a_time_to_wait_for(text: str, end: int) -> bool:
    """Whether the time ending at `end` is one to wait for before doing something ("下午两点以后再去看看"): advice,
    not a time the result left empty."""
    return _WAIT_THEN.match(text, end) is not None


def days_held(values: Iterable[Any]) -> set[tuple[int, int]]:
    """Every (month, day) written in the results' and arguments' texts ("2027-04-27", "2027-04-16T06:40Z")."""
    return {(int(m), int(d)) for text in _texts(values) for m, d in _RETURNED_DATE.findall(text)}


_FULL_DATE = re.compile(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})")
MAX_WORKED_DAYS = 366


def days_worked_out(values: Iterable[Any], counts: Iterable[float]) -> set[tuple[int, int]]:
    """Every (month, day) a returned day moved by a returned count of days reaches ("went in Jul 2 … they typically
    take 21 days, so Jul 23"): worked out from the results, not filled in."""
    steps = {int(count) for count in counts if count == int(count) and 0 < count <= MAX_WORKED_DAYS}
    found: set[tuple[int, int]] = set()
    for text in _texts(values) if steps else ():
        for year, month, day in _FULL_DATE.findall(text):
            try:
                start = datetime.date(int(year), int(month), int(day))
            except ValueError:
                continue
            for step in steps:
                for moved in (start + datetime.timedelta(days=step), start - datetime.timedelta(days=step)):
                    found.add((moved.month, moved.day))
    return found


def dated_nulls(nulls: Iterable[NullField]) -> list[NullField]:
    """The null fields whose key holds a day."""
    return [null for null in nulls if _DATE_KEY.search(key_of(null.path))]
