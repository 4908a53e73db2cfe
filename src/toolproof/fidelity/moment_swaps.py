"""A day or a clock time told under the label of another date or time field: "the final numbers are due
Wednesday, May 2" where May 2 is the tasting date and the count is due May 24, or "18:08 开席" where 18:08 is when
the ceremony starts.

Dates and clock times are no numeric claims (see `null_dates`), and a day rewritten as "May 2" is no returned text
either (see `text_swaps`), so a schedule told with two of its moments exchanged passed every check. A moment told
in the narration is a swap when a field of its kind (day or clock time) holds it, its label (the words of its own
clause before it, or right after it on a list line "18:08 开席") names another field of that kind by a specific word
or by the key itself, better than it names any field that holds it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, NamedTuple

from toolproof.fidelity.evidence import TextValue, key_of
from toolproof.fidelity.lexicon import GENERIC_LABELS
from toolproof.fidelity.null_dates import days_held, narrated_dates, narrated_times, times_held
from toolproof.fidelity.scan import Scan

DAY = "day"
CLOCK = "clock"

MAX_LABEL_WORDS = 5
"""How many words before a moment its label may start (within its clause): "the final numbers are due"; a word
further back ("running ahead of proforma and now expects Jebel Ali at 09:00") describes something else."""
MAX_LABEL_AFTER = 16
"""How far after a moment a list line's label may reach ("18:08 开席")."""
MIN_CLIPPED = 4
"""The shortest key word taken as a clipped form of a longer narration word ("cert" of "certificate")."""
KEY_WEIGHT = 2
"""A key told by its own text ("开席") fits more surely than one of its words."""

_RETURNED_DAY = re.compile(r"(?<!\d)\d{4}[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")
_RETURNED_CLOCK = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?(?![\d:])")
_ZONE = re.compile(r"(?:Z|[+-]\d{2}:?\d{2})$")
"""A time zone closing a timestamp ("2029-05-19T20:00:00-08:00"): no clock time of its own (in "14:00-17:00",
with no day, the end of a range)."""
_WEEKDAY_BEFORE = re.compile(
    r"(?:\b(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b(?:mon|tue|wed|thu|fri|sat|sun)\.?|(?:周|星期|礼拜)[一二三四五六日天])"
    r",?\s*$", re.IGNORECASE)
"""A weekday written before its date ("Wednesday, May 2"): its comma does not end the clause."""
_WEEKDAY_SLASH_DATE = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+|\b(?:mon|tue|wed|thu|fri|sat|sun)\.?,?\s+", re.IGNORECASE)
_SLASH_DATE = re.compile(r"(\d{1,2})/(\d{1,2})\b(?!/)")
"""A day written month/day right after its weekday ("Fri 7/31", "Monday 6/15"); alone, "3/5" may be a fraction."""
_LABEL_WORDS = re.compile(r"\s*(?:[\u4e00-\u9fff]{1,2}|[^\s\u4e00-\u9fff]+)")
"""A word of a label with the space before it; Chinese is counted two characters to a word."""
_NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
_CLAUSE_BREAK = re.compile(r"[\n,;，；、。！？!?|]|\.(?=\s+[^\d\s])")
"""Where a clause ends; "No. 58" goes on."""
_SENTENCE_BREAK = re.compile(r"[\n。！？!?]|\.(?=\s+[^\d\s])")
_TEMPORAL_WORDS = GENERIC_LABELS | frozenset({"date", "time", "day", "日期", "时间", "next", "last"})
"""Words that say only that a field is a moment: they tell one date field from another no better than "date"."""


class Moment(NamedTuple):
    """A date or time field: its text, which kind of moment it holds, and that moment ((month, day) or (hour on a
    12-hour dial, minute))."""

    field: TextValue
    kind: str
    at: tuple[int, int]


class MomentSwap(NamedTuple):
    """A moment told at `span` that is `told`'s, under a label that names `meant`."""

    meant: TextValue
    told: TextValue
    span: tuple[int, int]


def returned_moments(texts: list[TextValue]) -> list[Moment]:
    """The fields whose text holds one day or one clock time (a range "14:00-17:00" holds two and names neither)."""
    found: list[Moment] = []
    for text in texts:
        days = _RETURNED_DAY.findall(text.value)
        if len(days) == 1:
            found.append(Moment(text, DAY, (int(days[0][0]), int(days[0][1]))))
        clocks = _RETURNED_CLOCK.findall(_ZONE.sub("", text.value) if days else text.value)
        if len(clocks) == 1:
            found.append(Moment(text, CLOCK, (int(clocks[0][0]) % 12, int(clocks[0][1]))))
    return found


def told_moments(text: str) -> Iterator[tuple[int, int, str, tuple[int, int]]]:
    """Each (start, end, kind, moment) the narration writes: calendar days (month 0 for a day told after its
    weekday alone, "Monday the 17th"), days written month/day after a weekday, and clock times."""
    for start, end, day in narrated_dates(text):
        yield start, end, DAY, day
    for weekday in _WEEKDAY_SLASH_DATE.finditer(text):
        match = _SLASH_DATE.match(text, weekday.end())
        if match is not None and 1 <= int(match.group(1)) <= 12 and 1 <= int(match.group(2)) <= 31:
            yield match.start(), match.end(), DAY, (int(match.group(1)), int(match.group(2)))
    for start, end, clock in narrated_times(text):
        yield start, end, CLOCK, clock


def moment_swaps(found: Scan, texts: list[TextValue], arguments: list[Any],
                 mentions: list[tuple[int, str]]) -> list[MomentSwap]:
    """Every day or clock time the narration tells under the label of another field of its kind, except one the
    calls' `arguments` name (a moment asked for is no value a result told). `mentions` are the (position, call_id)
    of each call's entity the narration names ("the Ortiz hearing"): one named in a label says whose field it is
    when several calls return the same key."""
    fields = returned_moments(texts)
    if len(fields) < 2:
        return []  # most results hold at most one day or time: nothing to exchange it with
    told = sorted(told_moments(found.text))
    asked = {(DAY, day) for day in days_held(arguments)} | {(CLOCK, time) for time in times_held(arguments)}
    swaps: list[MomentSwap] = []
    for index, (start, end, kind, at) in enumerate(told):
        if (kind, at) in asked:
            continue
        previous_end = told[index - 1][1] if index else 0
        next_start = told[index + 1][0] if index + 1 < len(told) else len(found.text)
        before, opens = _before(found, start, previous_end)
        named = {call_id for position, call_id in mentions if before[0] <= position < before[1]}
        holding = [m.field for m in fields if m.kind == kind and _same(m.at, at)]
        if not holding:
            continue  # a moment no field of its kind holds is no swap
        holders, others = holding, [m.field for m in fields if m.kind == kind and not _same(m.at, at)]
        if len(named) == 1:
            # "The Ortiz hearing starts at 1:30 pm": the label is the named call's, whatever the other call holds
            others = [field for field in others if field.call_id in named]
            if any(field.call_id in named for field in holders):
                holders = [field for field in holders if field.call_id in named]
            elif others:
                holders = []
        if not others:
            continue
        after = _after(found, end, next_start)
        line = _line(found.text, start, end)
        # its clause names a field that holds it, before or after it, or its line names the object holding that
        # field ("Certificate: … good through Nov 30" of ``certs[0].expires``): told as that field's, unless the
        # label names the other field better ("the proforma ETA was 09:00" of proforma_eta, not eta)
        held = max((max(_fit(found, field, before), _fit(found, field, after), _fit_parents(found, field, line))
                    for field in holders), default=0)
        label = after if opens else before  # "18:08 开席": a list line opened by its moment labels it after
        fits = [(_fit(found, field, label), field) for field in others]
        top = max(score for score, _ in fits)
        meant = [field for score, field in fits if score == top]
        if top > held and len(meant) == 1:
            swaps.append(MomentSwap(meant[0], holding[0], (start, end)))
    return swaps


def _same(held: tuple[int, int], told: tuple[int, int]) -> bool:
    return held == told or (told[0] == 0 and held[1] == told[1])


def _before(found: Scan, start: int, previous_end: int) -> tuple[tuple[int, int], bool]:
    """The label window before a moment: the last few words of its clause, past a weekday written before it ("due
    Wednesday, May 2"), not reaching back over the moment or the number before (whose label they are); and whether
    the moment opens its clause."""
    text = found.text
    weekday = _WEEKDAY_BEFORE.search(text, max(0, start - 16), start)
    stop = weekday.start() if weekday is not None else start
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, previous_end, stop)]
    low = breaks[-1] if breaks else previous_end
    numbers = [m.end() for m in _NUMBER.finditer(text, low, stop)]
    low = numbers[-1] if numbers else low  # "a strike 6 miles out at 7:42 pm": "strike" labels the 6 miles
    words = _LABEL_WORDS.findall(text, low, stop)
    if len(words) > MAX_LABEL_WORDS:
        low = stop - len("".join(words[-MAX_LABEL_WORDS:]))
    return (low, stop), not words


def _after(found: Scan, end: int, next_start: int) -> tuple[int, int]:
    """The label window after a moment: the rest of its clause, short of the next moment ("18:08 开席")."""
    high = min(next_start, end + MAX_LABEL_AFTER)
    stop = _CLAUSE_BREAK.search(found.text, end, high)
    return end, (stop.start() if stop is not None else high)


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence or list line a moment stands in."""
    breaks = [m.end() for m in _SENTENCE_BREAK.finditer(text, 0, start)]
    stop = _SENTENCE_BREAK.search(text, end)
    return (breaks[-1] if breaks else 0), (stop.start() if stop is not None else len(text))


def _fit_parents(found: Scan, field: TextValue, window: tuple[int, int]) -> int:
    """How many specific words of the keys enclosing `field` the window names ("Cutoffs: Hawk Gap by 10:30" of
    ``cutoffs[0].time``)."""
    return _named(found, window, field.parents)


def _fit(found: Scan, field: TextValue, window: tuple[int, int]) -> int:
    """How surely the words in `window` name `field`: its key's own text, or its specific words."""
    start, end = window
    if end <= start:
        return 0
    key = key_of(field.path)
    score = KEY_WEIGHT if len(key) >= 2 and not key.isascii() and key in found.text[start:end] else 0
    return score + _named(found, window, field.concepts)


def _named(found: Scan, window: tuple[int, int], concepts: frozenset[str]) -> int:
    """How many of `concepts` (none of them mere moment words) the window's words name, a key's clipped word by
    the word it clips ("certs" by "Certificate")."""
    words = {concept for _, concept in found.concepts_between(*window)}
    return sum(1 for concept in concepts - _TEMPORAL_WORDS if concept in words or (
        len(concept) >= MIN_CLIPPED and concept.isascii() and any(word.startswith(concept) for word in words)))
