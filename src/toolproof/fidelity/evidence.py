"""The pinned results seen as facts a narration can state: every number with its key's meaning and unit.

Besides the values themselves, a few facts people state without the tool spelling them out are derived: how
many items a list holds, a partial batch's total (succeeded + failed), and the sum of a field over a list.
Numbers in the call's arguments are collected too — restating what the user asked for is not a claim.
"""

from __future__ import annotations

import calendar
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, NamedTuple

from toolproof.fidelity.lexicon import (
    GENERIC_LABELS,
    LABEL_MODIFIERS,
    MONEY_CONCEPTS,
    KeyMeaning,
    is_initialism,
    key_meaning,
    literal_labels,
)
from toolproof.fidelity.null_fields import NullField
from toolproof.fidelity.numbers import _UNIT_WORDS, find_quantities
from toolproof.fidelity.vocabulary import COUNTRY_NAMES
from toolproof.results.kinds import Empty, Failure, Ok, Partial, ResultKind, ToolResult
from toolproof.results.translate import DEFAULT_DETECTORS

_DIGITS = re.compile(r"\d+(?:\.\d+)?")
_DIGIT_RUNS = re.compile(r"\d+")
_NOT_DIGIT = re.compile(r"\D")
_IDENTIFIER_CONCEPTS = frozenset({"id", "phone", "timestamp", "ts", "at", "zip", "postcode", "version"})
_CALENDAR_KEYS = frozenset({"year", "month", "day", "quarter", "week", "date", "hour", "period", "fiscal_year"})
_ROW_NUMBER_KEYS = frozenset({"no", "seq", "idx", "sn"})
"""Keys that number a list's rows (``{"no": 1, "strength_mpa": 34.8}``): a label, not a measured value."""
MIN_IDENTIFIER_DIGITS = 6
MAX_TEXT_NUMBERS = 20
MAX_PRODUCT_KEYS = 3
"""Money keys and count keys of a list's rows tried as price × quantity totals (a few of each)."""
MAX_GROUP_ROWS = 200
"""Rows of one list tallied by their text fields' values."""
MAX_GROUPS = 5
"""A text field with more distinct values than this names rows (a student, an order), not kinds of rows."""
MAX_ROW_SAMPLES = 3
"""Rows whose keys say what a list's rows are."""
MAX_LINE_TOTAL_ROWS = 20
"""Rows whose own price × quantity is worked out (a narration tells line totals of short lists)."""


class TextValue(NamedTuple):
    """A short text a successful result holds under a key (a name, a code, a category): told in a narration by its
    own words, and so placed by them (see `fidelity.text_swaps`)."""

    call_id: str
    path: str
    value: str
    lowered: str
    concepts: frozenset[str]
    parents: frozenset[str] = frozenset()
    """The concepts of the keys enclosing it (``cutoffs`` of ``cutoffs[0].time``)."""


MAX_TEXT_VALUE_CHARS = 40
"""Longer texts are sentences (notes, messages), told in other words if at all."""


@dataclass(slots=True, eq=False)
class Fact:
    """One value of one result that a narration might state. Compared by identity and never changed once
    gathered (not frozen only because a frozen class is twice as slow to build, and facts are built per call)."""

    call_id: str
    path: str
    value: float | None
    """The number (None for a null or empty field)."""
    raw: Any
    """The value exactly as returned: what a finding reports as expected."""
    meaning: KeyMeaning | None
    """What the value's own key means."""
    unit: str | None = None
    currency: str | None = None
    derived: bool = False
    """Computed here (a count, a total, a sum), not returned as such."""
    weak: bool = False
    """A number found inside a text value: it can confirm a claim but never names a field."""
    identifier: bool = False
    """An id, code or timestamp: compared exactly, never treated as a drifted amount."""
    role: str | None = None
    """``succeeded``, ``failed`` or ``total`` for a partial batch's counts."""
    parents: frozenset[str] = frozenset()
    """Concepts of the enclosing keys (``latency`` for ``latency.p99_ms``): weaker evidence than the key's own."""
    offset: bool = False
    """A negative value that, added to another value of its result, gives a third (gross 10,871.63 + recoupment
    −4,200 = payable 6,671.63): an amount taken off, the same told with its minus or without."""

    def label_score(self, concepts: frozenset[str]) -> int:
        """How well a narration's label fits this fact: its own key counts double, enclosing keys once."""
        meaning = self.meaning
        own = len(meaning.concepts & concepts) + len(meaning.also & concepts) if meaning is not None else 0
        return 2 * own + len(self.parents & concepts)


@dataclass(slots=True)
class Evidence:
    """Everything the verifier checks a narration against."""

    results: tuple[ToolResult, ...]
    facts: list[Fact] = field(default_factory=list)
    """Numeric facts of results that carry data (ok, partial, failure)."""
    nulls: list[Fact] = field(default_factory=list)
    """Null fields inside results that otherwise carry data."""
    by_concept: dict[str, list[Fact]] = field(default_factory=dict)
    """Head concept → facts (numeric and null) whose key it names."""
    by_modifier: dict[str, list[Fact]] = field(default_factory=dict)
    """Specific modifier (net, available, max...) → facts whose key carries it, for labels that name only that."""
    argument_numbers: set[float] = field(default_factory=set)
    yearly_calls: set[str] = field(default_factory=set)
    """Calls asked about a whole year (``"年份": 2025``, ``get_annual_income``): their totals may be told a month."""
    period_days: set[int] = field(default_factory=set)
    """Days in the months or weeks the calls asked about ("2024-07" has 31): divisors of a daily average."""
    numbers_in_names: set[float] = field(default_factory=set)
    """Digit runs of text arguments with letters in them (27 and 31 of "ENT-27-0031"): a measured number or an
    amount never echoes them ("on site at 31 minutes" is no restated incident id)."""
    counted_arguments: set[float] = field(default_factory=set)
    """The arguments' numbers that can count things: numeric arguments and list lengths, not the digits inside a
    text argument (the 5 of ``"month": "2024-05"`` is no echo of "5只")."""
    call_counts: set[float] = field(default_factory=set)
    """How many times one tool was called, when more than once: "三个部门" over three calls counts the calls."""
    arguments_by_call: dict[str, set[float]] = field(default_factory=dict)
    """call_id → the numbers in that call's arguments ("priced at ¥50" restates a failed update's request)."""
    identifier_digits: set[str] = field(default_factory=set)
    """Long digit strings (account, order, phone numbers) from arguments and identifier fields: a narration may
    quote their tails ("尾号7890", "ending in 6120")."""
    timestamps: dict[str, list[float]] = field(default_factory=dict)
    """call_id → the ISO date-times its result returns, in seconds (a shift's start and end): a duration told
    may be the gap between two of them."""
    hollow: bool = False
    """Some ok result is an object whose lists are all empty (``{"data": [], "pagination": {...}}``)."""
    names_with_digits: set[str] = field(default_factory=set)
    """Lower-cased text arguments with digits in them (a plate "粤B·7K231", an id "APP-77812"), and short names with
    digits a result holds ("10x20", "M479fdw"): quoted in a narration they name a thing, and the digits inside them
    are no claims."""
    letter_codes: set[tuple[str, int]] = field(default_factory=set)
    """(letter, number) of short codes a result or the arguments hold ("R5", "P-03", "B12"): a narration spells
    them out ("Room 5", "Pond 3", "Bay 12"), and that number names a thing."""
    topics: dict[str, frozenset[str]] = field(default_factory=dict)
    """call_id → concepts the result is about (tool name and keys), to recognise "没有找到报告"."""
    entities: dict[str, str] = field(default_factory=dict)
    """Lower-cased names a narration uses to say which call it talks about ("shanghai", "sku-58428", an
    account's last four digits) → the one call_id they belong to."""

    status_codes: set[float] = field(default_factory=set)
    """HTTP statuses and error codes of failed or empty calls: an honest report quotes them ("returned 404",
    "错误码40012"), which says the call failed, not what it found."""
    literal_labels: tuple[str, ...] = ()
    """Chinese key words the lexicon does not know (``{"绩效奖金": 3000}``): a narration names them by their own
    text, so they are looked for literally."""
    initialisms: frozenset[str] = frozenset()
    """Key words that are no word but a field's initials (``rt`` of ``rt_lmp``, ``dau``): a narration spells them
    out ("real-time", "daily active users"), so their words are looked for (see `fidelity.initialisms`)."""
    key_concepts: frozenset[str] = frozenset()
    """Concepts of the English keys of every value and null: the Chinese words that name them are looked up in
    a dictionary (see `fidelity.gloss`), so 能见度 names ``visibility_m`` with no hand-written entry."""
    by_unit: dict[str | None, tuple[list[float], list[Fact]]] = field(default_factory=dict)
    """Numeric facts grouped by unit and sorted by value, so a claim finds its equals by bisection."""
    row_concepts: dict[str, frozenset[str]] = field(default_factory=dict)
    """``len(path)`` of a list of objects → the concepts of its rows' keys: what one row is (an order, a crane)."""
    null_fields: list[NullField] = field(default_factory=list)
    """Null leaves of the successful and partial results, with the concepts of their keys: fields a narration
    could fill with words of its own (see `fidelity.null_fields`)."""
    valued_concepts: set[frozenset[str]] = field(default_factory=set)
    texts: list[TextValue] = field(default_factory=list)
    """Short text values of the successful and partial results, with the concepts of their keys."""
    """Concepts of the keys that hold a value in those results: a null named the same way is filled elsewhere."""

    def index_values(self) -> None:
        self.by_unit = index_by_unit(self.facts)

    @property
    def has_data(self) -> bool:
        return any(r.kind in (ResultKind.OK, ResultKind.PARTIAL) for r in self.results)


_LAST_STEP = re.compile(r'(?:\.([^.\[\]"]+)|\["([^"]+)"\])$')


def last_key(path: str) -> tuple[str, str] | None:
    """(the path of the object holding a value, the value's key): ``$.this_week`` and ``opened``,
    ``$.data["入库"]`` and ``托数``; None for a list item or the root."""
    step = _LAST_STEP.search(path)
    return (path[: step.start()], step[1] or step[2]) if step is not None else None


_NOTE_WORDS = ("note", "reason", "remark", "comment", "explanation", "说明", "备注", "原因", "提示")


def _notes_beside(key: str, holder: dict[Any, Any]) -> tuple[str, ...]:
    """The texts next to a null field that say why it is null: ``fee_note: "fee waived (VIP tier)"`` beside
    ``fee: null``, or the object's own ``note``."""
    lowered = key.lower()
    return tuple(
        text for other, text in holder.items()
        if isinstance(text, str) and text and isinstance(other, str) and other != key
        and any(word in other.lower() for word in _NOTE_WORDS)
        and (other.lower().startswith(lowered) or other.lower() in _NOTE_WORDS)
    )


def key_of(path: str) -> str:
    """The key a value sits under: ``opened`` of ``$.this_week.opened``, ``已租`` of ``$.data["门店"][1]["已租"]``."""
    split = last_key(path)
    return split[1] if split is not None else path


def holder_of(path: str) -> str:
    """The path of the object a value sits in (``$.data["门店"][1]`` for ``$.data["门店"][1]["总间数"]``)."""
    split = last_key(path)
    return split[0] if split is not None else path


_ROW_STEP = re.compile(r".*\[\d+\]")
ROW_INDEX = re.compile(r"\[\d+\]")
"""A list index in a fact's path (``[1]`` of ``$.data["门店"][1]["已租"]``): the fact is one row's value."""


def is_money(fact: Fact) -> bool:
    """Whether the value is a sum of money: it has a currency, or its key names money or cents."""
    meaning = fact.meaning
    return fact.currency is not None or (meaning is not None and (meaning.money or meaning.unit == "cent"))


def row_path(path: str) -> str:
    """The path of the list row a value sits in (``$.data["门店"][1]`` for ``$.data["门店"][1]["总间数"]``), or ""
    outside any list. Keys written in brackets hold "]" too, so the row is found by its index."""
    row = _ROW_STEP.match(path)
    return row.group() if row is not None else ""


ValueIndex = dict[str | None, tuple[list[float], list[Fact]]]
"""Numeric facts grouped by unit and sorted by value (the values beside them), for lookup by bisection."""


def index_by_unit(facts: Iterable[Fact]) -> ValueIndex:
    """`facts` with a value, grouped by unit and sorted by value (ties keep their order)."""
    groups: dict[str | None, list[Fact]] = {}
    for fact in facts:
        if fact.value is not None:
            groups.setdefault(fact.unit, []).append(fact)
    index: ValueIndex = {}
    for unit, grouped in groups.items():
        grouped.sort(key=lambda f: f.value or 0.0)
        index[unit] = ([f.value or 0.0 for f in grouped], grouped)
    return index


def gather(results: Iterable[ToolResult], http_statuses: Iterable[int] = ()) -> Evidence:
    """The evidence of `results`; `http_statuses` are the statuses the calls answered with (quotable codes)."""
    evidence = Evidence(tuple(results))
    evidence.status_codes.update(float(status) for status in http_statuses if status >= 300)
    calls_per_tool = Counter(result.tool for result in evidence.results)
    # "三个部门的预算执行" over three calls of one tool counts the calls, as an argument list's length counts items
    evidence.call_counts.update(float(calls) for calls in calls_per_tool.values() if calls > 1)
    for result in evidence.results:
        own = evidence.arguments_by_call.setdefault(result.call_id, set())
        if result.arguments:
            _collect_arguments(result.arguments, own, evidence.identifier_digits, evidence.counted_arguments,
                               evidence.numbers_in_names)
            for argument in result.arguments.values():
                if isinstance(argument, str) and (code := _LETTER_CODE.fullmatch(argument.strip())) is not None:
                    evidence.letter_codes.add((code[1].lower(), int(code[2])))
                if isinstance(argument, str) and MIN_NAME_CHARS <= len(argument) <= MAX_ENTITY_CHARS:
                    name = argument.strip()
                    if _DIGITS.search(name) and not name.replace(".", "", 1).isdigit():
                        evidence.names_with_digits.add(name.lower())
                        evidence.names_with_digits.update(_week_names(name))
            evidence.argument_numbers |= own
            evidence.period_days |= _days_in_period(result.arguments)
            if _asks_a_year(result.arguments, result.tool):
                evidence.yearly_calls.add(result.call_id)
        if isinstance(result, Failure) and result.code is not None:
            _collect_codes(result.code, evidence.status_codes)
        if isinstance(result, Empty):
            evidence.topics[result.call_id] = topic_of(result)
            _collect_codes(result.value, evidence.status_codes)
            continue
        _collect_facts(result, evidence)
    by_concept, by_modifier = evidence.by_concept, evidence.by_modifier
    literal: set[str] = set()
    key_concepts: set[str] = set()
    for fact in [*evidence.facts, *evidence.nulls]:
        if fact.identifier:
            _collect_digits(fact.raw, evidence.identifier_digits)
        meaning = fact.meaning
        if meaning is None or fact.weak:
            continue
        key_concepts |= meaning.concepts
        named = meaning.heads | meaning.also if meaning.also else meaning.heads
        for concept in named | fact.parents if fact.parents else named:
            if concept in by_concept:
                by_concept[concept].append(fact)
            else:
                by_concept[concept] = [fact]
        if not meaning.ascii:
            literal.update(literal_labels(meaning.concepts | meaning.also))
        if not LABEL_MODIFIERS.isdisjoint(meaning.concepts):
            for concept in meaning.concepts & LABEL_MODIFIERS:
                by_modifier.setdefault(concept, []).append(fact)
    evidence.literal_labels = tuple(sorted(literal))
    evidence.key_concepts = frozenset(concept for concept in key_concepts if concept.isascii())
    evidence.initialisms = frozenset(concept for concept in evidence.key_concepts if is_initialism(concept))
    if len(evidence.results) > 1:
        evidence.entities = _entities(evidence.results)
    _mark_offsets(evidence.facts)
    evidence.index_values()
    return evidence


_LEFT_OVER = frozenset({"balance", "remaining", "surplus", "over", "under", "available"})
"""What is left of a budget or an account: below zero it is overspent, and its minus is the news (a loss, a
change, a net are signed by their meaning already)."""


def _mark_offsets(facts: list[Fact]) -> None:
    """Marks the negative values that take one value of their result to another (see `Fact.offset`)."""
    negatives = [f for f in facts if f.value is not None and f.value < 0 and not f.derived and not f.identifier
                 and not (f.meaning is not None and (f.meaning.signed or f.meaning.negative
                                                     or not f.meaning.concepts.isdisjoint(_LEFT_OVER)))]
    if not negatives:
        return
    by_call: dict[str, set[float]] = {}
    for fact in facts:
        if fact.value is not None and not fact.derived and not fact.identifier:
            by_call.setdefault(fact.call_id, set()).add(round(fact.value, 2))
    for fact in negatives:
        values = by_call[fact.call_id]
        assert fact.value is not None
        fact.offset = any(round(value + fact.value, 2) in values for value in values if value > 0)


_DATE_LIKE = re.compile(r"(\d{4})-(\d{2})(?:-(\d{2}))?$")
_WEEK = re.compile(r"\d{4}-W\d{2}$")


_YEAR_KEYS = frozenset({"year", "年份", "年度", "fiscal_year", "fy"})
_YEARLY_TOOL = re.compile(r"annual|yearly|年度|全年", re.IGNORECASE)
_YEAR = re.compile(r"\d{4}")


def _asks_a_year(arguments: Mapping[str, Any], tool: str) -> bool:
    """Whether a call asks about one whole year: a year argument and no finer period beside it."""
    if _days_in_period(arguments):
        return False
    year = any(str(key).lower() in _YEAR_KEYS and _YEAR.fullmatch(str(value).strip()) is not None
               for key, value in arguments.items())
    return year or _YEARLY_TOOL.search(tool) is not None


def _days_in_period(arguments: Mapping[str, Any]) -> set[int]:
    """The days in the months, weeks and quarters asked about ("2024-07" has 31, "2024-W30" 7, "2028-Q1" 91)."""
    days: set[int] = set()
    for value in arguments.values():
        if not isinstance(value, str):
            continue
        date = _DATE_LIKE.match(value)
        if date and date.group(3) is None and 1 <= int(date.group(2)) <= 12:
            days.add(calendar.monthrange(int(date.group(1)), int(date.group(2)))[1])
        elif _WEEK.match(value):
            days.add(7)
        elif (quarter := _QUARTER.match(value.strip())) is not None:
            year, first = int(quarter.group(1)), 3 * int(quarter.group(2)) - 2
            days.add(sum(calendar.monthrange(year, month)[1] for month in range(first, first + 3)))
    return days


_ISO_WEEK = re.compile(r"\d{4}-?W(\d{1,2})$", re.IGNORECASE)


def _week_names(text: str) -> set[str]:
    """How a narration names an ISO week ("2025-W24" is "week 24", "wk 24", "第24周"): its number is the week's
    name, not a value."""
    week = _ISO_WEEK.match(text.strip())
    if week is None:
        return set()
    number = int(week.group(1))
    return {f"week {number}", f"wk {number}", f"w{number}", f"第{number}周"}


_QUARTER = re.compile(r"(\d{4})-?Q([1-4])$", re.IGNORECASE)
MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december")
_ZH_QUARTERS = ("一", "二", "三", "四")


def _names(value: str) -> set[str]:
    """How a narration may name an argument: itself, an id's last four digits, a date or quarter in zh or en."""
    text = value.strip()
    date = _DATE_LIKE.match(text)
    if date:
        year, month, day = date.group(1), int(date.group(2)), date.group(3)
        english = MONTH_NAMES[month - 1] if 1 <= month <= 12 else ""
        if day is None:
            return {f"{year}年{month}月", f"{english} {year}", f"{english[:3]} {year}"}
        return {f"{month}月{int(day)}日", f"{month}月{int(day)}号", f"{english} {int(day)}",
                f"{english[:3]} {int(day)}", f"{int(day)} {english}"}
    quarter = _QUARTER.match(text)
    if quarter:
        year, number = quarter.group(1), int(quarter.group(2))
        return {f"{year}年第{_ZH_QUARTERS[number - 1]}季度", f"q{number} {year}", f"{year} q{number}",
                f"{year}-q{number}"}
    names = {text.lower(), *COUNTRY_NAMES.get(text, ())}
    aside = _PARENTHESIZED.fullmatch(text)
    if aside is not None:
        # "A段（开发区—中继站）" is named "A段" or "开发区—中继站"
        names.update(part.strip().lower() for part in aside.groups() if len(part.strip()) >= MIN_ASIDE_CHARS)
    words = text.lower().split()
    if len(words) > 1 and text.isascii() and all(w.isalpha() for w in words):
        # "Elm St Station" is "Elm St" the second time, "Harbor Plaza" just "Harbor"
        names.update(" ".join(words[:size]) for size in range(2, len(words)))
        first = text.split()[0]
        if len(first) >= MIN_SHORT_NAME_LETTERS or (len(first) >= MIN_ACRONYM_LETTERS and first.isupper()) or (
                len(words) == 2 and _PERSON.fullmatch(text)):
            names.add(words[0])  # "Harbor" for Harbor Plaza, "XPO" for XPO Logistics, "Liam" for Liam Chen
        if len(words) == 2 and len(words[1]) >= MIN_SHORT_NAME_LETTERS:
            names.add(words[1])  # "caramel" for Salted caramel
    if len(words) > 1 and len(words[-1]) >= MIN_CODE_CHARS and any(c.isdigit() for c in words[-1]) and any(
            c.isalpha() for c in words[-1]) and all(w.isalpha() for w in words[:-1]):
        names.add(words[-1])  # "Bluestem 6-2H" is "6-2H" beside Bluestem 6-3H
    if len(words) > 1 and len(words[0]) >= MIN_NAME_CHARS and any(c.isdigit() for c in words[0]) and all(
            w.isalpha() for w in words[1:]):
        # "DBP-03 Hillcrest Reservoir" is named "DBP-03", "Hillcrest Reservoir" or "Hillcrest"
        names.update((words[0], " ".join(words[1:])))
        if len(words[1]) >= MIN_SHORT_NAME_LETTERS:
            names.add(words[1])
    if len(text) >= MIN_CHINESE_FULL_NAME and _ALL_CJK.fullmatch(text):
        # "天门山" for 天门山国家森林公园: a Chinese name is shortened to its head (a prefix two calls share is
        # dropped with every other shared name)
        names.update(text[:size] for size in range(MIN_CHINESE_SHORT_NAME, len(text)))
        # "焚烧厂" for 绿能焚烧厂 beside 青山填埋场: or by its tail, where the heads are alike
        names.update(text[-size:] for size in range(MIN_CHINESE_SHORT_NAME, len(text) - 1))
    if _ALL_CJK.fullmatch(text) and (kind := ZH_KIND_END.search(text)) is not None and (
            kind.start() >= MIN_ZH_ROW_HEAD):
        names.add(text[: kind.start()])  # 城东 for the call on 城东水厂
        if len(kind[0]) > 1:
            # "二级站" for 柳沟二级泵站: the kind shortened to its last character, the place left off
            short = text[: kind.start()] + kind[0][-1]
            names.update(short[-size:] for size in range(MIN_CHINESE_SHORT_NAME, len(short) + 1))
    elif len(text) == ZH_PLACE_AND_NAME and _ALL_CJK.fullmatch(text):
        # 泰山 for 山东泰山, 申花 for 上海申花: a club or firm named without its place; 两轮 for 两轮换电 beside
        # 汽车换电, a kind named without what both calls share (a half both calls hold names neither)
        names.update((text[2:], text[:2]))
    digits = _NOT_DIGIT.sub("", text)
    if len(digits) >= MIN_IDENTIFIER_DIGITS:
        names.add(digits[-4:])
    masked = _MASKED.fullmatch(text)
    if masked is not None:
        names.add(masked[1])  # a card "****4471" is the one "ending 4471"
    if not digits and len(text) <= MAX_ENTITY_CHARS and _JOINED.search(text):
        # "数据线-广泛" is the 广泛 group beside "数据线-精准", "SP - Linen Duvet - Exact" the Linen Duvet campaign:
        # each part names it (a part both hold names neither)
        names.update(part.lower() for part in (p.strip() for p in _JOINED.split(text))
                     if (len(part) >= MIN_ZH_PART and _ALL_CJK.fullmatch(part)) or len(part) >= MIN_NAME_CHARS + 1)
    if digits and len(text) <= MAX_ENTITY_CHARS and not text.isalnum():
        parts = _ID_PARTS.split(text)
        names.update(part.lower() for part in parts if _names_a_kind(part) or _NUMBERED_PART.fullmatch(part))
        if parts[-1].isdigit() and len(parts[-1]) >= MIN_NUMBER_NAME_DIGITS and len(parts) > 1:
            names.add(parts[-1])  # "HZ-XH-0391" is "0391" in the narration
        elif len(parts) > 2 and _SHORT_CODE.fullmatch(parts[-1]):
            names.add(parts[-1].lower())  # cabinet "ASH3-3C12-R04" is "R04" in the narration
    return names


ZH_KIND_END = re.compile(
    r"(?:风电场|光伏电站|电站|电厂|风场|场站|仓库|分店|门店|分公司|支行|医院|学校|校区|工厂|车间|水厂|泵站|水库|街道|社区|"
    r"医药|药房|药店|矿|港|站|店|厂|场)$")
"""What kind of thing a Chinese name ends by saying: the name before it names the thing alone (坝上二期 for
坝上二期风电场, 城东 for 城东水厂)."""
MIN_ZH_ROW_HEAD = 2
ZH_PLACE_AND_NAME = 4
"""A four-character Chinese name is often a place and a name (山东泰山, 苏州东吴), told by the name alone."""


_PERSON = re.compile(r"[A-Z][a-z]{2,}\s[A-Z][a-z]{2,}")
"""A first name and a surname ("Liam Chen"): the first name alone names the person."""
_JOINED = re.compile(r"(?<=[\u4e00-\u9fff])[-－—·/](?=[\u4e00-\u9fff])|\s[-–—|/]\s")
MIN_ZH_PART = 2
_MASKED = re.compile(r"[*xX•·]{2,}[\s-]?(\d{3,})")
"""A number shown only by its last digits ("****4471", "•• 0193")."""
_PARENTHESIZED = re.compile(r"([^（(]+)[（(]([^）)]+)[）)]")
MIN_ASIDE_CHARS = 2
"""The shortest part of a parenthesized name that names it ("1号机" for 1号机（阿特拉斯GA160）)."""
MIN_CHINESE_FULL_NAME, MIN_CHINESE_SHORT_NAME = 5, 3
"""A Chinese name of five or more characters may be told by its first three or more."""
_ALL_CJK = re.compile(r"[\u4e00-\u9fff]+")
MIN_SHORT_NAME_LETTERS = 5
"""The shortest first word of a name that may stand for the whole name ("Harbor" for Harbor Plaza; not "Elm")."""
MIN_ACRONYM_LETTERS = 3
"""An upper-case first word this long stands for the name too ("XPO" for XPO Logistics)."""
MIN_NUMBER_NAME_DIGITS = 3
"""The shortest last digit group of an id that names it on its own ("0391" for cabinet HZ-XH-0391)."""
_ID_PARTS = re.compile(r"[-_·./:#\s]+")
_NUMBERED_PART = re.compile(r"第\d{1,3}[\u4e00-\u9fff]")
"""A numbered part of a file or batch name ("瀚海-注册资料-第1册.pdf" is 第1册 beside 第2册)."""
_SHORT_CODE = re.compile(r"[A-Za-z]{1,3}\d{1,4}")
"""The last group of a long id that names the thing within its place (rack "R04", bay "B12")."""


def _names_a_kind(part: str) -> bool:
    """A word of an id that says what kind of thing it is ("活期-0081" is a current account, "savings-2231" a
    savings one), so a narration names the call by it; short upper-case codes (``SKU``, ``ORD``) are not words."""
    if not part.isalpha():
        return False
    if part.isascii():
        return len(part) >= 4 and not part.isupper()
    return len(part) >= 2


def _entities(results: tuple[ToolResult, ...]) -> dict[str, str]:
    owners: dict[str, set[str]] = {}
    for result in results:
        labels = [*result.arguments.values()]
        if isinstance(result.value, dict):
            inner = [v for v in result.value.values() if isinstance(v, dict)]
            for level in (result.value, *(inner if len(inner) == 1 else ())):
                # a result wrapped in one object ({"quote": {"carrier": "Estes Express", ...}}) names its
                # entity one level down
                labels += [v for v in level.values() if isinstance(v, str) and len(v) <= MAX_ENTITY_CHARS]
        for value in labels:
            if not isinstance(value, str) or len(value.strip()) < 2:
                continue
            for name in _names(value):
                owners.setdefault(name, set()).add(result.call_id)
    tools = Counter(result.tool for result in results)
    repeated = {result.call_id for result in results if tools[result.tool] > 1}
    # a name several calls hold names the one among calls of one tool that it tells apart ("春熙路" of two
    # get_requan calls, though a dispatch from 天府广场 to 春熙路 holds it too)
    named = {name: next(iter(calls)) if len(calls) == 1 else next(iter(calls & repeated))
             for name, calls in owners.items() if len(calls) == 1 or len(calls & repeated) == 1}
    # a short name inside another call's name names neither ("公益" of 腾讯公益 is also in 支付宝公益)
    return {name: call for name, call in named.items()
            if not any(other != call and name in whole for whole, other in named.items() if len(whole) > len(name))}


_LETTER_CODE = re.compile(r"([A-Za-z])[-\s]?(\d{1,3})")
_LETTER_OR_TIMES = re.compile(r"[^\W\d_]|×")
_SIZE = re.compile(r"\dx\d")
"""A size written "10x20" in a result is "10×20" in many narrations."""
MIN_CODE_CHARS = 3
"""The shortest code of letters and digits closing a name that names it alone ("6-2H" of "Bluestem 6-2H")."""
MIN_NAME_CHARS = 4
"""The shortest text argument whose quotation in a narration is taken as naming it ("Q3" is not)."""
MAX_ENTITY_CHARS = 24
"""A short text field of a result names what the result is about as well as its arguments do ("type": "活期"
tells the current account from the time deposit); longer text is description, not a name."""


MAX_TOPIC_DEPTH = 3
"""How many levels of single nested objects (envelopes) a result's topic is read through."""


def topic_of(result: ToolResult) -> frozenset[str]:
    """Concepts a result is about: its tool's name and its keys (an envelope's one level down)."""
    concepts = set(key_meaning(result.tool).concepts)
    value = result.value
    for _ in range(MAX_TOPIC_DEPTH):
        if not isinstance(value, dict):
            break
        inner: list[dict[str, Any]] = []
        for key, item in value.items():
            if key not in DEFAULT_DETECTORS.meta_keys:
                concepts |= key_meaning(str(key)).concepts
            if isinstance(item, dict):
                inner.append(item)
        # an envelope ({"code": 0, "data": {"flights": []}}) names its topic one level down
        value = inner[0] if len(inner) == 1 else None
    return frozenset(concepts)


_ISO_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:$|[T ])")
"""A date argument: a narration echoes its year and day ("on the 14th"), but writes its month as a name, so the
month's digits ("05") would only excuse a count that happens to equal them."""
_ISO_MONTH = re.compile(r"(\d{4})-(\d{2})")
"""A month argument ("2027-03"): only its year is echoed; "March had 3 refunds" counts refunds."""


_LETTER = re.compile(r"[A-Za-z\u4e00-\u9fff]")
"""A text argument of one token with letters and digits is a code ("ENT-27-0031"); with spaces it may describe
quantities ("4-leg chain, 10 t WLL") that a narration restates."""


def _collect_arguments(value: Any, numbers: set[float], digits: set[str], counted: set[float],
                       in_names: set[float]) -> None:
    """The numbers in a call's arguments (`counted`: those that are numbers or lengths, not digits in a text;
    `in_names`: digit runs of a one-token text with letters in it, an id like "ENT-27-0031"), and its long digit
    strings (ids a narration may quote the tail of)."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, (int, float)):
        numbers.add(float(value))
        numbers.add(abs(float(value)))
        counted.add(abs(float(value)))
        if isinstance(value, int) and abs(value) >= 10 ** (MIN_IDENTIFIER_DIGITS - 1):
            _collect_digits(value, digits)
    elif isinstance(value, str):
        date = _ISO_DATE.match(value) or _ISO_MONTH.fullmatch(value)
        named = date is None and _LETTER.search(value) is not None and len(value.split()) == 1
        for run in _DIGITS.findall(value) if date is None else date.groups()[::2]:
            numbers.add(float(run))
            if named:
                in_names.add(float(run))
            if len(run) >= MIN_IDENTIFIER_DIGITS:
                _collect_digits(value, digits)
    elif isinstance(value, dict):
        for key, item in value.items():
            _collect_arguments(item, numbers, digits, counted, in_names)
            if isinstance(item, (int, float)) and not isinstance(item, bool) and isinstance(key, str):
                scale = _key_info(key).meaning
                if scale is not None and scale.scale != 1.0:
                    numbers.add(abs(float(item)) * scale.scale)
                if scale is not None and scale.unit in _SECONDS_IN:
                    # ``duration_min: 180`` is asked for as "a 3-hour slot": the same time in another unit
                    seconds = abs(float(item)) * _SECONDS_IN[scale.unit]
                    numbers.update(converted for size in _SECONDS_IN.values()
                                   if (converted := seconds / size) == round(converted, 1))
    elif isinstance(value, list):
        numbers.add(float(len(value)))
        counted.add(float(len(value)))
        for item in value:
            _collect_arguments(item, numbers, digits, counted, in_names)


_SECONDS_IN = {"s": 1.0, "min": 60.0, "h": 3600.0}


def _collect_digits(value: Any, into: set[str]) -> None:
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int):
        value = str(value)
    if isinstance(value, str):
        into.update(run for run in _DIGIT_RUNS.findall(value) if len(run) >= MIN_IDENTIFIER_DIGITS)
    elif isinstance(value, dict):
        for item in value.values():
            _collect_digits(item, into)
    elif isinstance(value, list):
        for item in value:
            _collect_digits(item, into)


_UNIT_KEYS = ("unit", "units", "uom", "单位")
"""Keys beside the values that name their unit, currency or magnitude ("单位": "万元", "unit": "usd_m")."""


def _sibling_unit(parent: dict[str, Any] | None) -> str | None:
    if not parent:
        return None
    for key in _UNIT_KEYS:
        unit = parent.get(key)
        if isinstance(unit, str):
            # a ratio unit is read by its measure, as a narration's "1.8 mg/dL" is: mg/dL → mg, km/h → km
            written = unit.strip().partition("/")[0].strip()
            if written in _UNIT_WORDS:
                return _UNIT_WORDS[written]
    return None


_Siblings = tuple[str | None, str | None, float]
"""What an object's own keys say about its numbers: their unit, their currency and the magnitude they count in."""


def _siblings(parent: dict[str, Any]) -> _Siblings:
    magnitude, currency = _sibling_magnitude(parent)
    return _sibling_unit(parent), _sibling_currency(parent) or currency, magnitude


_MAGNITUDE_UNIT = re.compile(
    r"(?i:(?P<cur>usd|\$|us\$|eur|€|gbp|£|cny|rmb|¥)?[\s_]*(?P<mag>k|thousands?|m|mm|mn|millions?|b|bn|billions?))"
    r"|(?P<zh>千|万|百万|千万|亿)(?P<yuan>元|美元)?")
_MAGNITUDES = {"k": 1e3, "thousand": 1e3, "thousands": 1e3, "m": 1e6, "mm": 1e6, "mn": 1e6, "million": 1e6,
               "millions": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9, "billions": 1e9, "千": 1e3, "万": 1e4,
               "百万": 1e6, "千万": 1e7, "亿": 1e8}
_CURRENCY_WORDS = {"usd": "USD", "$": "USD", "us$": "USD", "eur": "EUR", "€": "EUR", "gbp": "GBP", "£": "GBP",
                   "cny": "CNY", "rmb": "CNY", "¥": "CNY", "元": "CNY", "美元": "USD"}


def _sibling_magnitude(parent: dict[str, Any]) -> tuple[float, str | None]:
    """The magnitude (and currency) a unit field beside the values names: "万元", "usd_m", "USD millions"."""
    for key in _UNIT_KEYS:
        written = parent.get(key)
        if isinstance(written, str) and (found := _MAGNITUDE_UNIT.fullmatch(written.strip())) is not None:
            magnitude = _MAGNITUDES[(found["mag"] or found["zh"]).lower()]
            currency = found["cur"] or found["yuan"]
            if found["mag"] and not currency:
                return 1.0, None  # a bare "m" or "k" may be metres or a count's thousands: only with a currency
            return magnitude, _CURRENCY_WORDS[currency.lower()] if currency else None
    return 1.0, None


def _sibling_currency(parent: dict[str, Any] | None) -> str | None:
    if not parent:
        return None
    for key in ("currency", "currency_code", "ccy"):
        code = parent.get(key)
        if isinstance(code, str):
            return code.upper()
    return None


def _is_identifier(meaning: KeyMeaning | None, key: str | None) -> bool:
    if meaning is None or key is None:
        return False
    lowered = key.lower()
    return (
        bool(meaning.concepts & _IDENTIFIER_CONCEPTS)
        or lowered in _CALENDAR_KEYS
        or lowered in _ROW_NUMBER_KEYS
        or (lowered.endswith(("_at", "_no", "_ts", "date", "_time", "_year", "_month"))
            and _PERIOD_FIGURE.search(lowered) is None and meaning.unit is None
            and not lowered.endswith(("per_month", "per_year")))  # a rate per month is no calendar month
    )


_PERIOD_FIGURE = re.compile(r"(?:^|_)(?:(?:this|last|prev|previous|current|prior)_(?:month|year)|to_date)$")
"""``last_month`` and ``this_year`` name a period's figure (revenue last month), not a calendar value; so does
``paid_to_date``: the amount paid so far. A key with a unit before its period (``subsidy_yuan_month``) is a rate
per period, not a calendar value either."""


GENERIC_HEADS = frozenset({"count"})
"""Keys too generic to name a thing on their own: ``count`` in get_transactions counts transactions."""


MAX_LEAVES = 5_000
"""Values read from one result: a huge output cannot stall a check."""


class _KeyInfo(NamedTuple):
    """What the walk needs to know about one key, worked out once per distinct key (keys repeat across calls)."""

    key: str
    meaning: KeyMeaning | None
    identifier: bool
    step: str
    """The key's JSON path step: ``.balance`` or ``["unit price"]``."""
    numbers: tuple[float, ...]
    """Numbers written in the key itself (``orders_2024``): they are not claims about the value."""
    generic: bool
    """A top-level key this generic (``count``) takes its meaning from the tool's name."""


_KEY_INFO: dict[str, _KeyInfo] = {}
MAX_KEY_INFO = 10_000


def _key_info(key: str) -> _KeyInfo:
    info = _KEY_INFO.get(key)
    if info is None:
        meaning = key_meaning(key) if key else None
        info = _KeyInfo(
            key,
            meaning,
            _is_identifier(meaning, key),
            f".{key}" if _IDENTIFIER.fullmatch(key) else f'["{key}"]',
            tuple(float(run) for run in _DIGITS.findall(key)),
            meaning is not None and meaning.heads <= GENERIC_HEADS,
        )
        if len(_KEY_INFO) >= MAX_KEY_INFO:
            _KEY_INFO.clear()
        _KEY_INFO[key] = info
    return info


_SERIES_KEY = re.compile(r"[A-Za-z]\d{1,2}")


def _in_series(key: str, holder: dict[Any, Any]) -> bool:
    """Whether a letter-and-number key has a sibling of the same letter and another number (``m1`` beside ``m2``)."""
    letter = key[0].lower()
    return any(isinstance(other, str) and other != key and _SERIES_KEY.fullmatch(other) is not None
               and other[0].lower() == letter for other in holder)


@lru_cache(maxsize=256)
def _series_info(key: str) -> _KeyInfo:
    """A key that is one step of a series (``m2``, ``m3``): named by itself, with no unit."""
    concept = frozenset({key.lower()})
    meaning = KeyMeaning(concept, concept, None, negative=False, signed=False, money=False)
    return _KeyInfo(key, meaning, False, f".{key}", (), False)


class _Walk:
    """One depth-first pass over a result that turns its leaves into facts and collects numbers in key names."""

    def __init__(self, result: ToolResult, evidence: Evidence) -> None:
        self.call_id = result.call_id
        self.evidence = evidence
        self.tool_concepts = key_meaning(result.tool).heads
        self.left = MAX_LEAVES
        self.minor_money = _counts_minor_units(result.tool)
        """The tool's API counts money in minor units (Stripe, WeChat Pay): an integer amount may be cents."""
        self.keep_nulls = not isinstance(result, Failure)
        """A failed call's null fields (``refund_id: null``) are not data the narration could invent."""
        self.scale = 1.0
        """The scale an enclosing key gives the values below it (10,000 under a ``_wan`` key)."""
        self.unit: str | None = None
        """The unit an enclosing key declares for the values inside it."""
        self.asked_integers = {key: value for key, value in result.arguments.items()
                               if isinstance(value, int) and not isinstance(value, bool)}
        """Whole-number arguments by key: a result that returns one under the same key (``sensor_index: 90417``)
        echoes what was looked up, an identifier rather than a measured value."""
        self.minor_declared = False
        """The result says its amounts are hundredths (``"amounts_in": "cents"``): each is read in major units."""
        self.reads_fields = isinstance(result, (Ok, Partial))
        """The result succeeded at least in part: its null fields are facts a narration must not invent."""

    def root(self, value: Any) -> None:
        if isinstance(value, dict) and value:
            self.mapping(value, "$", frozenset(), True)
        elif isinstance(value, list) and value:
            self.sequence(value, "$", None, frozenset(), None, True)
        else:
            self.left -= 1
            self.leaf(value, "$", None, frozenset(), None)

    def mapping(self, value: dict[Any, Any], path: str, ancestors: frozenset[str], top: bool) -> None:
        """The entries of one object; `ancestors` are the concepts of the keys that enclose it."""
        siblings: _Siblings | None = None
        cents = False
        if not self.minor_declared and path.count(".") < MAX_DECLARATION_DEPTH and not ROW_INDEX.search(path) and (
                _declares_minor_units(value)):
            self.minor_declared = True  # ``"amounts_in": "cents"``, ``"金额单位": "分"``: every amount is in cents
        for raw_key, item in value.items():
            if self.left <= 0:
                return
            key = raw_key if isinstance(raw_key, str) else str(raw_key)
            info = _key_info(key)
            if info.meaning is not None and info.meaning.unit and _SERIES_KEY.fullmatch(key) and _in_series(key, value):
                info = _series_info(key)  # m1, m2, m3 are months one to three, not metres
            if info.numbers:
                self.evidence.argument_numbers.update(info.numbers)
            step = path + info.step
            if isinstance(item, dict) and item:
                scale, unit = self.scale, self.unit
                if info.meaning is not None and info.meaning.scale != 1.0:
                    # a scale in the enclosing key (``annual_salary_wan: {median: 42.5}``) holds for its values
                    self.scale = scale * info.meaning.scale
                if info.meaning is not None and info.meaning.unit not in (None, MINOR_UNIT):
                    self.unit = info.meaning.unit  # ``pressure_psi: {min: 38.2, max: 91.6}`` are all psi
                elif info.meaning is not None and info.meaning.unit == MINOR_UNIT:
                    self.scale = self.scale / 100  # ``costs_cents: {oils: 142}`` is $1.42
                self.mapping(item, step, self._within(ancestors, info), False)
                self.scale, self.unit = scale, unit
            elif isinstance(item, list) and item:
                self.sequence(item, step, info, ancestors, value, top)
            else:
                self.left -= 1
                parents = ancestors | self.tool_concepts if top and info.generic else ancestors
                if siblings is None and ((isinstance(item, (int, float)) and not isinstance(item, bool)) or (
                        isinstance(item, str) and _NUMBER_TEXT.match(item))):
                    siblings = _siblings(value)
                    if _minor_currency_code(value):
                        self.minor_money = True
                        cents = _api_object(value)
                notes = _notes_beside(key, value) if item is None else ()
                self.leaf(item, step, info, parents, siblings, cents, notes)

    @staticmethod
    def _within(ancestors: frozenset[str], info: _KeyInfo) -> frozenset[str]:
        return ancestors | info.meaning.concepts if info.meaning is not None else ancestors

    def sequence(self, items: list[Any], path: str, info: _KeyInfo | None, ancestors: frozenset[str],
                 parent: dict[Any, Any] | None, top: bool) -> None:
        """The items of a list under key `info` (None at the root): each item is read as a value of that key."""
        inner = self._within(ancestors, info) if info is not None else ancestors
        siblings: _Siblings | None = None
        for index, item in enumerate(items):
            if self.left <= 0:
                return
            step = f"{path}[{index}]"
            if isinstance(item, dict) and item:
                self.mapping(item, step, inner, top and info is None)
            elif isinstance(item, list) and item:
                self.sequence(item, step, info, ancestors, parent, top)
            else:
                self.left -= 1
                parents = ancestors | self.tool_concepts if top and info is not None and info.generic else ancestors
                if siblings is None and parent is not None:
                    siblings = _siblings(parent)
                self.leaf(item, step, info, parents, siblings)

    def leaf(self, value: Any, path: str, info: _KeyInfo | None, parents: frozenset[str],
             siblings: _Siblings | None, cents: bool = False, notes: tuple[str, ...] = ()
             ) -> None:
        """One value; `cents` says its object is a payment API's typed object, whose integer money is in cents;
        `notes` are the texts beside a null that say why it is null."""
        meaning = info.meaning if info is not None else None
        if self.reads_fields and meaning is not None and meaning.concepts:
            if value is None:
                self.evidence.null_fields.append(NullField(self.call_id, path, meaning.concepts, notes))
            else:
                self.evidence.valued_concepts.add(meaning.concepts)
        if value is True or value is False:
            return
        if isinstance(value, (int, float)):
            unit, currency, magnitude = siblings if siblings is not None else (None, None, 1.0)
            own_unit = meaning.unit if meaning else None
            if self.unit is not None and (own_unit is None or (info is not None and _ONE_WORD.fullmatch(info.key))):
                own_unit = self.unit  # the enclosing key's unit; a bare "min" under it is the minimum, not minutes
            number = float(value)
            if own_unit == MINOR_UNIT or (self.minor_declared and _counts_money(meaning, parents)):
                number, own_unit = number / 100, None
            elif meaning is not None and meaning.scale != 1.0:
                number *= meaning.scale
            elif self.scale != 1.0:
                number *= self.scale
            elif magnitude != 1.0:
                number *= magnitude  # ``"单位": "万元"``, ``"unit": "usd_m"`` beside the value
            elif isinstance(value, int) and meaning is not None and meaning.money and cents:
                number = number / 100
            elif (isinstance(value, int) and meaning is not None and meaning.money
                  and (self.minor_money or (info is not None and info.key in _MINOR_UNIT_KEYS))):
                self.evidence.facts.append(Fact(self.call_id, path, number / 100, value, meaning, unit, currency,
                                                True, False, False, None, parents))
            self.evidence.facts.append(Fact(
                self.call_id, path, number, value, meaning, own_unit or unit,
                currency, False, False,
                info is not None and (info.identifier or self.asked_integers.get(info.key, None) == value),
                None, parents,
            ))
        elif isinstance(value, str):
            stripped = value.strip()
            if self.reads_fields and meaning is not None and 2 <= len(stripped) <= MAX_TEXT_VALUE_CHARS:
                self.evidence.texts.append(TextValue(self.call_id, path, stripped, stripped.lower(), meaning.concepts,
                                                     parents))
            _collect_text(self.call_id, path, value, meaning, None if info is None else info.key, self.evidence,
                          parents, siblings[0] if siblings is not None else None)
        elif (self.keep_nulls and info is not None and meaning is not None
                and info.key not in DEFAULT_DETECTORS.meta_keys):
            # in its key's unit, like its siblings: "柴油34.8吨" asks for the fields measured in tonnes
            self.evidence.nulls.append(Fact(self.call_id, path, None, value, meaning, meaning.unit or self.unit,
                                            parents=parents))


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ONE_WORD = re.compile(r"[a-z]+\d*")
"""A key of one lower-case word (``min``, ``max``, ``p95``): a statistic of its enclosing key, in that key's unit."""
MINOR_UNIT = "cent"
"""The unit of a key that says it counts hundredths (``amount_cents``, ``total_fen``): read as major units."""
_MINOR_UNIT_TOOL = re.compile(r"stripe|wechat|weixin|wxpay|tenpay|adyen", re.IGNORECASE)
"""Payment APIs whose integer amounts are minor units by convention, whatever the key is called."""
_MINOR_UNIT_KEYS = frozenset({"total_fee", "refund_fee", "cash_fee", "coupon_fee", "settlement_total_fee",
                              "settlement_refund_fee", "unit_amount", "amount_total", "amount_subtotal"})
"""Keys that payment APIs (WeChat Pay's fees in 分, Stripe's line amounts) fill with minor units: an integer
there may be stated in major units ("86.50元" for ``refund_fee: 8650``), so both readings are kept."""


@lru_cache(maxsize=1024)
def _counts_minor_units(tool: str) -> bool:
    return _MINOR_UNIT_TOOL.search(tool) is not None


_ZERO_DECIMAL = frozenset({"bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv",
                           "xaf", "xof", "xpf"})
"""Currencies without a minor unit: a payment API's amounts in them are whole units."""


def _api_object(parent: dict[Any, Any]) -> bool:
    """A typed payment object (``"object": "invoice"`` beside ``"currency": "usd"``, Stripe's shape): its integer
    amounts are certainly cents, so the whole-unit reading ("$459,900" for ``amount_due: 459900``) is a drift."""
    kind = parent.get("object")
    return isinstance(kind, str) and kind.replace("_", "").replace(".", "").isalpha() and kind.islower() and (
        parent.get("currency") not in _ZERO_DECIMAL)


MAX_DECLARATION_DEPTH = 3
"""How deep an object may sit and still declare the money unit of the whole result (``$.data`` does)."""
_MINOR_UNIT_NAMES = frozenset({"cent", "cents", "minor", "minor_units", "minor_unit", "分", "fen", "pence", "penny"})
_MONEY_UNIT_KEYS = (*_UNIT_KEYS, "amounts_in", "amount_in", "amount_unit", "money_unit", "currency_unit", "金额单位",
                    "货币单位")
"""The unit keys beside values (`_UNIT_KEYS`) and the keys that name a whole result's money unit."""


def _counts_money(meaning: KeyMeaning | None, parents: frozenset[str]) -> bool:
    """Whether a value is a sum of money: its key says so, or a key enclosing it (``costs.court_reporter``), or
    it is the total of a result whose amounts are money."""
    return meaning is not None and (meaning.money or not parents.isdisjoint(MONEY_CONCEPTS)
                                    or meaning.heads <= _TOTAL_HEADS)


_TOTAL_HEADS = frozenset({"total", "subtotal", "grand"})


def _declares_minor_units(value: dict[Any, Any]) -> bool:
    """Whether an object says its amounts are hundredths (``"amounts_in": "cents"``, ``"金额单位": "分"``)."""
    return any(isinstance(unit := value.get(key), str) and unit.strip().lower() in _MINOR_UNIT_NAMES
               for key in _MONEY_UNIT_KEYS)


def _minor_currency_code(parent: dict[Any, Any]) -> bool:
    """A lowercase ISO code (``"currency": "usd"``) is Stripe's convention, whose amounts are in minor units."""
    code = parent.get("currency")
    return isinstance(code, str) and len(code) == 3 and code.isalpha() and code.islower()


def _collect_facts(result: ToolResult, evidence: Evidence) -> None:
    walk = _Walk(result, evidence)
    walk.root(result.value)
    _derive(result, evidence, walk.minor_declared, walk.minor_money)


def _collect_text(
    call_id: str, path: str, text: str, meaning: KeyMeaning | None, key: str | None, evidence: Evidence,
    parents: frozenset[str] = frozenset(), unit_beside: str | None = None,
) -> None:
    """Numbers sent as text ("amount": "412.60", "count": "148230"), named by their key and the keys around it
    (``renewal_price.amount`` is a renewal price) like any other value, in the unit a unit field beside them
    names (``"单位": "gwei", "baseFee": "21.6"``)."""
    stripped = text.strip()
    if not _DIGITS.search(stripped):
        return
    if _DATE_TIME.match(stripped) and (moment := _seconds(stripped)) is not None:
        evidence.timestamps.setdefault(call_id, []).append(moment)
    elif (clock := _CLOCK.fullmatch(stripped)) is not None:
        # a timetable's "14:44" and "14:47": the stop between them is told as a duration ("a 3-minute stop")
        evidence.timestamps.setdefault(call_id, []).append(
            int(clock[1]) * 3600 + int(clock[2]) * 60 + int(clock[3] or 0))
    if (code := _LETTER_CODE.fullmatch(stripped)) is not None:
        evidence.letter_codes.add((code[1].lower(), int(code[2])))
    if stripped.isdigit():
        # digits in a string are an id ("order_id": "865495") unless the key counts or prices something
        # ("count": "148230", as usage APIs send it)
        counted = meaning is not None and bool(meaning.heads & _COUNTED_IN_TEXT) and not _is_identifier(meaning, key)
        evidence.facts.append(Fact(call_id, path, float(stripped), text, meaning, identifier=not counted,
                                   parents=parents))
        return
    if "_" in stripped and " " not in stripped:
        # a code's words and numbers ("graded_6yr" is a six-year schedule): read as words, only to confirm
        if not _is_identifier(meaning, key):
            read = find_quantities(_CODE_NUMBER.sub(" ", stripped.replace("_", " ")))
            evidence.facts.extend(Fact(call_id, path, q.value, text, None, weak=True) for q in read[:MAX_TEXT_NUMBERS])
        return
    quantities = find_quantities(text)
    whole = bool(quantities) and len(quantities) == 1 and (
        quantities[0].end - quantities[0].start >= len(stripped) - 1)
    if not whole and MIN_NAME_CHARS <= len(stripped) <= MAX_ENTITY_CHARS and _LETTER_OR_TIMES.search(stripped):
        # a name with digits in it ("10x20", "argon/CO2 75/25", "M479fdw"): quoted, its digits are no claims
        name = stripped.lower()
        evidence.names_with_digits.update((name, name.replace("x", "×")) if _SIZE.search(name) else (name,))
        evidence.names_with_digits.update(_week_names(stripped))
    if not quantities:
        return
    for quantity in quantities[:MAX_TEXT_NUMBERS]:
        value = quantity.value
        unit = quantity.unit or (unit_beside if whole else None)
        if unit == "%":
            value, unit = value / 100, None
        evidence.facts.append(Fact(
            call_id, path, value, text, meaning if whole else None, unit=unit, currency=quantity.currency,
            weak=not whole, identifier=quantity.looks_like_identifier or _is_identifier(meaning, key),
            parents=parents if whole else frozenset(),
        ))


_DATE_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")
_CLOCK = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?")
"""A time of day sent as text ("14:47", "06:20:15")."""
_NUMBER_TEXT = re.compile(r"\s*[-+]?\d[\d,]*(?:\.\d+)?\s*$")
"""A number sent as text ("21.6", "-0.000214")."""
_CODE_NUMBER = re.compile(r"(?<=\d)(?=[A-Za-z])|(?<=[A-Za-z])(?=\d)")
"""Where a code's letters meet its digits ("6yr", "net30"): read apart."""


def _seconds(text: str) -> float | None:
    """An ISO date-time in seconds since the epoch (UTC when no offset is given), or None when it is no date."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return (moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).timestamp()


_COUNTED_IN_TEXT = GENERIC_LABELS | MONEY_CONCEPTS | {"usage", "quantity"}
"""Key concepts whose digit strings are amounts, not ids."""


def _count_meaning(key: str | None, extra: frozenset[str]) -> KeyMeaning:
    base = key_meaning(key) if key else None
    concepts = (base.concepts if base else frozenset()) | extra
    heads = (base.heads if base else frozenset()) | extra
    return KeyMeaning(concepts, heads, None, False, False, False)


_ENVELOPES = frozenset({"data", "result", "results", "payload", "response", "body"})
"""Keys an API wraps its content in (``{"code": 0, "data": {"list": [...], "total": 2}}``): a list one level inside
is counted like a top-level one."""


def _derive(result: ToolResult, evidence: Evidence, minor_money: bool, maybe_minor: bool = False) -> None:
    """Counts, sums and means of the result's lists; with `minor_money` (declared by the result), sums of money
    are read in major units, as the values themselves are; with `maybe_minor` (a lowercase currency code beside
    them), in both, as the values are."""
    call_id = result.call_id
    value = result.value
    lists: list[tuple[str, str | None, list[Any]]] = []
    wrapped: list[tuple[str, str | None, list[Any]]] = []
    if isinstance(value, list):
        lists.append(("$", None, value))
    elif isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, list):
                lists.append((f"$.{key}", str(key), item))
            elif isinstance(item, dict) and key in _ENVELOPES:
                wrapped.extend((f"$.{key}.{inner}", str(inner), items) for inner, items in item.items()
                               if isinstance(items, list))
    if (lists or wrapped) and isinstance(value, dict) and not any(items for _, _, items in (*lists, *wrapped)):
        evidence.hollow = True  # every list empty, at the top or inside the envelope ({"data": {"list": []}})
    for path, key, items in lists:
        tool_words = key_meaning(result.tool).heads if key is None else frozenset()
        meaning = _count_meaning(key, frozenset({"count"}) | tool_words)
        evidence.facts.append(Fact(call_id, f"len({path})", float(len(items)), len(items), meaning, derived=True))
        _derive_sums(call_id, path, items, evidence, minor_money, maybe_minor)
        _derive_line_totals(call_id, path, items, evidence)
        _derive_mean(call_id, path, key, items, evidence)
        _derive_groups(call_id, path, items, evidence)
        _derive_nested_counts(call_id, path, items, evidence)
        _row_concepts(path, items, evidence)
    if wrapped:
        # a wrapped list's length, sums and mean confirm a number said of them ("2,479 moves in total") but are
        # never the value a stray number drifted from (weak): an envelope's lists are often pages or side lists
        first = len(evidence.facts)
        for path, key, items in wrapped:
            evidence.facts.append(Fact(call_id, f"len({path})", float(len(items)), len(items),
                                       _count_meaning(None, frozenset({"count"})), derived=True))
            _derive_sums(call_id, path, items, evidence, minor_money, maybe_minor)
            _derive_line_totals(call_id, path, items, evidence)
            _derive_mean(call_id, path, key, items, evidence)
            _derive_groups(call_id, path, items, evidence)
            _row_concepts(path, items, evidence)
        for fact in evidence.facts[first:]:
            fact.weak = True
    if isinstance(result, Partial) and result.total is not None:
        evidence.facts.append(Fact(call_id, "$.succeeded+$.failed", float(result.total), result.total,
                                   _count_meaning(None, frozenset({"total", "count"})), derived=True, role="total"))
        for fact in evidence.facts:
            if (fact.call_id == call_id and fact.meaning is not None and not fact.derived
                    and fact.value == result.succeeded and "succeeded" in fact.meaning.concepts):
                fact.role = "succeeded"


def _derive_mean(call_id: str, path: str, key: str | None, items: list[Any], evidence: Evidence) -> None:
    """A list of plain numbers (``scores: [88, 92, 79, 95]``) is stated by its total or its average too."""
    if len(items) < 2 or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in items):
        return
    base = key_meaning(key) if key else None
    if base is not None and (_is_identifier(base, key) or base.unit == MINOR_UNIT):
        return
    total = float(sum(items))
    unit = base.unit if base is not None else None
    for name, value, extra in (("sum", total, "total"), ("avg", total / len(items), "average")):
        meaning = _count_meaning(key, frozenset({extra}))
        evidence.facts.append(Fact(call_id, f"{name}({path}[*])", value, value, meaning, unit=unit, derived=True))


def _row_concepts(path: str, items: list[Any], evidence: Evidence) -> None:
    concepts: set[str] = set()
    for item in items[:MAX_ROW_SAMPLES]:
        if isinstance(item, dict):
            for key in item:
                concepts |= key_meaning(str(key)).concepts
    if concepts:
        evidence.row_concepts[f"len({path})"] = frozenset(concepts)


def _derive_nested_counts(call_id: str, path: str, items: list[Any], evidence: Evidence) -> None:
    """How many things the rows' own lists hold in all ("three students and four missing items" over rows whose
    ``missing`` lists hold 1, 2 and 1)."""
    lengths: dict[str, int] = {}
    for item in items:
        if not isinstance(item, dict):
            return
        for key, value in item.items():
            if isinstance(value, list):
                lengths[str(key)] = lengths.get(str(key), 0) + len(value)
    for key, total in lengths.items():
        if total and total != len(items):
            evidence.facts.append(Fact(call_id, f"sum(len({path}[*].{key}))", float(total), total,
                                       _count_meaning(key, frozenset({"count"})), derived=True))


def _derive_groups(call_id: str, path: str, items: list[Any], evidence: Evidence) -> None:
    """How many rows share each value of a text field with a few values (7 failures with reason "enrollment
    inactive", 2 with "student not found"): weak counts, which confirm a count told per kind but are never the value
    a stray number drifted from."""
    if len(items) < 3:
        return
    tallies: dict[str, dict[str, int]] = {}
    for item in items[:MAX_GROUP_ROWS]:
        if not isinstance(item, dict):
            return
        for key, value in item.items():
            if isinstance(value, str):
                tally = tallies.setdefault(str(key), {})
                tally[value] = tally.get(value, 0) + 1
    rows = min(len(items), MAX_GROUP_ROWS)
    for key, tally in tallies.items():
        if 1 < len(tally) <= MAX_GROUPS and len(tally) < rows and max(tally.values()) > 1:
            meaning = _count_meaning(key, frozenset({"count"}))
            for value, count in tally.items():
                evidence.facts.append(Fact(call_id, f"count({path}[*].{key}=={value})", float(count), count, meaning,
                                           derived=True, weak=True))


def _derive_sums(call_id: str, path: str, items: list[Any], evidence: Evidence, minor_money: bool = False,
                 maybe_minor: bool = False) -> None:
    if len(items) < 2 or not all(isinstance(item, dict) for item in items):
        return
    keys = set.union(*(set(item) for item in items))
    numeric: list[tuple[str, KeyMeaning, list[float]]] = []
    for key in sorted(keys):
        # a key the failed or empty rows lack is still summed over the rows that hold it ("17 pages" scanned
        # where two of five items failed)
        values = [item[key] for item in items if item.get(key) is not None]
        if len(values) >= 2 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
            meaning = key_meaning(key)
            if _is_identifier(meaning, key):
                continue
            total = sum(values)
            minor = meaning.unit == MINOR_UNIT or (minor_money and meaning.money)
            unit, factor = (None, 0.01) if minor else (meaning.unit, meaning.scale)
            summed = KeyMeaning(meaning.concepts | {"total"}, meaning.heads, unit, meaning.negative,
                                meaning.signed, meaning.money)
            evidence.facts.append(Fact(call_id, f"sum({path}[*].{key})", float(total) * factor, total, summed,
                                       unit=unit, derived=True))
            if maybe_minor and not minor and meaning.money and all(isinstance(v, int) for v in values):
                evidence.facts.append(Fact(call_id, f"sum({path}[*].{key})", total / 100, total, summed,
                                           derived=True))  # "$2,715.00 in total" of amounts 134500, 134500, 2500
            averaged = KeyMeaning(meaning.concepts | {"average"}, meaning.heads, unit, meaning.negative,
                                  meaning.signed, meaning.money)
            mean = total / len(values)
            evidence.facts.append(Fact(call_id, f"avg({path}[*].{key})", float(mean) * factor, mean, averaged,
                                       unit=unit, derived=True))
            if len(values) == len(items):  # products pair the rows, so both keys must be in every row
                numeric.append((key, meaning, values))
    money = [entry for entry in numeric if entry[1].money]
    counts = [entry for entry in numeric if not entry[1].money and entry[1].unit is None and entry[1].scale == 1.0]
    for key, meaning, values in money[:MAX_PRODUCT_KEYS]:
        for other, _, factors in counts[:MAX_PRODUCT_KEYS]:
            total = sum(v * f for v, f in zip(values, factors, strict=True))
            factor = 0.01 if meaning.unit == MINOR_UNIT or minor_money else meaning.scale
            summed = KeyMeaning(meaning.concepts | {"total"}, meaning.heads, None, False, False, True)
            evidence.facts.append(Fact(call_id, f"sum({path}[*].{key}*{other})", float(total) * factor, total,
                                       summed, derived=True))


def _derive_line_totals(call_id: str, path: str, items: list[Any], evidence: Evidence) -> None:
    """Each row's price × quantity ("三袋五常大米是267元" for qty 3 at 89): the line total a narration works out
    for one row, which no field holds."""
    for index, item in enumerate(items[:MAX_LINE_TOTAL_ROWS]):
        if not isinstance(item, dict):
            return
        numbers = [(key, key_meaning(key), value) for key, value in item.items()
                   if isinstance(value, (int, float)) and not isinstance(value, bool) and value]
        prices = [(key, meaning, value) for key, meaning, value in numbers if meaning.money][:MAX_PRODUCT_KEYS]
        counts = [(key, value) for key, meaning, value in numbers if not meaning.money and meaning.unit is None
                  and meaning.scale == 1.0 and not _is_identifier(meaning, key)][:MAX_PRODUCT_KEYS]
        for key, meaning, price in prices:
            factor = 0.01 if meaning.unit == MINOR_UNIT else meaning.scale
            line = KeyMeaning(meaning.concepts | {"total"}, meaning.heads, None, False, False, True)
            for other, count in counts:
                total = price * count
                evidence.facts.append(Fact(call_id, f"{path}[{index}].{key}*{other}", float(total) * factor, total,
                                           line, derived=True))


def _collect_codes(value: Any, codes: set[float], depth: int = 0) -> None:
    """Whole numbers of a failure's code or an empty result's code keys (``{"code": 404, "msg": ...}``): what the
    narration may quote when it says the call found nothing."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        codes.add(float(value))
    elif isinstance(value, str):
        if value.isdigit() and len(value) <= 9:
            codes.add(float(value))
    elif isinstance(value, dict) and depth < 2:
        for key, item in value.items():
            if isinstance(item, dict) or (isinstance(key, str) and _CODE_KEY.search(key)):
                _collect_codes(item, codes, depth + 1)


_CODE_KEY = re.compile(r"code|status|errno|err", re.IGNORECASE)
"""Keys whose number is a code, not data: ``errcode``, ``status``, ``errno`` (never ``page_size`` or ``total``)."""
