"""Checks across a narration's numbers, not of one number alone: how its layout says which field each one is.

A value said twice under two labels, a table column that holds one field in every row but one, "A vs B" pairs
told in the opposite order from the others, sibling keys told apart only by a number beside the value (``d7`` and
``d30``), and an ordinal place against the rank a result holds. Each reads what the checker has already found
about every claim, through `Reporter`, and reports through it.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Mapping
from typing import Protocol

from toolproof.fidelity.align import Drift, drift, matches
from toolproof.fidelity.claims import SENTENCE_BREAK, NumericClaim, markdown_tables, table_cell
from toolproof.fidelity.evidence import (
    ROW_INDEX,
    Evidence,
    Fact,
    ValueIndex,
    index_by_unit,
    is_money,
    last_key,
    row_path,
)
from toolproof.fidelity.findings import Finding
from toolproof.fidelity.label_fit import names_key
from toolproof.fidelity.numbers import Quantity
from toolproof.fidelity.scan import Scan
from toolproof.fidelity.scope import Scope


class Reporter(Protocol):
    """What these checks need of the checker: the narration, its claims and findings so far, the facts each claim
    states, and the ways a finding is reported (after the checker's own judgement of advice and arithmetic)."""

    text: str
    claims: list[NumericClaim]
    evidence: Evidence
    scan: Scan
    scope: Scope
    findings: list[Finding]

    @property
    def stated(self) -> set[int]: ...

    def matching(self, claim: NumericClaim) -> list[Fact]: ...

    def matching_among(self, claim: NumericClaim, index: ValueIndex, among: Mapping[int, object]) -> list[Fact]: ...

    def flagged(self, claim: NumericClaim) -> bool: ...

    def in_advice(self, position: int) -> bool: ...

    def echoes_arguments(self, claim: NumericClaim) -> bool: ...

    def report_swap(self, claim: NumericClaim, meant: Fact, other: Fact) -> None: ...

    def judge_drift(self, claim: NumericClaim, fact: Fact, shape: Drift, unique: bool) -> None: ...

    def report_null(self, claim: NumericClaim, fact: Fact) -> None: ...


MISREAD_SHAPES = frozenset({Drift.MAGNITUDE, Drift.DIGIT_SWAP})
"""Shapes of a value misread (a shifted decimal point, two digits exchanged) rather than worked out."""


_RANK = re.compile(
    r"(?:排名?|名列|位列|位居|排在)\s?第\s?(\d{1,4})\s?(?:名|位)|\branked\s+(?:no\.\s?|#)?(\d{1,4})(?:st|nd|rd|th)?\b",
    re.IGNORECASE)
RANK_HINT = re.compile(r"第|ranked")
"""A place in a ranking as a narration tells it: 排第71名, 位列第3位, ranked 3rd, ranked #12."""


MIN_REPEATED_PLAIN = 10
"""Plain numbers below this (small counts) are repeated freely and never taken for a copied value."""


REPEAT_MAX_RATIO = 10.0
"""How far apart (as a ratio) two values of one kind may be for one to be mistaken for the other."""


def _same_writing(text: str, one: Quantity, other: Quantity) -> bool:
    """Two numbers written alike ("80公里" and "80"): a value copied, not restated in another unit ("186 hours
    (7.75 days)")."""
    if one.unit is not None and other.unit is not None and one.unit != other.unit:
        return False
    return text[one.number_start : one.number_end] == text[other.number_start : other.number_end]


MAX_TAG_GAP = 10
"""How far from a value the number of its key ("on day 7", "日留存") may be written."""


_TAG_BREAK = re.compile(r"[,，;；、。！？!?()（）|\n]|\.(?=\s)|\b(?:and|vs|while)\b|而|和")


_KEY_NUMBER = re.compile(r"\d+")


_HAS_DIGIT = re.compile(r"\d")


_TEXT_TAG = re.compile(r"\d+|[一二三四](?=季度|季)")
"""A number in the text that may number a key: digits, or a Chinese numeral naming a quarter (一季度 → q1)."""


_CHINESE_TAG = {"一": 1, "二": 2, "三": 3, "四": 4}


def _tag_value(text: str) -> int:
    return _CHINESE_TAG[text] if text in _CHINESE_TAG else int(text)


def numbered_families(facts: list[Fact]) -> dict[int, tuple[int, dict[int, Fact]]]:
    """id(fact) → (its key's number, the siblings by number), for keys of one object that differ only by one
    number (``d1``, ``d7``, ``d30``); empty when the results have no such keys (most)."""
    groups: dict[tuple[str, str, str], dict[int, Fact]] = {}
    for fact in facts:
        if fact.derived or fact.weak or fact.identifier or fact.value is None or not _HAS_DIGIT.search(fact.path):
            continue  # a path without a digit has no numbered key
        split = last_key(fact.path)
        if split is None:
            continue
        holder, key = split
        if not _HAS_DIGIT.search(key):
            continue
        numbers = _KEY_NUMBER.findall(key)
        if len(numbers) != 1:
            continue
        shape = (fact.call_id, holder, _KEY_NUMBER.sub("#", key))
        groups.setdefault(shape, {})[int(numbers[0])] = fact
    return {id(fact): (tag, family) for family in groups.values() if len(family) > 1 for tag, fact in family.items()}


MIN_COLUMN_CELLS = 3
"""Cells a table column needs before the field most of them state is the column's: two agreeing and one odd."""


_VERSUS = re.compile(r"\s*(?:vs\.?|versus|v\.|→|->|⟶)\s*", re.IGNORECASE)


MAY_PAIR = re.compile(r"\bvs\b|\bversus\b|\bv\.|→|->|⟶", re.IGNORECASE)


MIN_PAIRS_IN_ORDER = 3
"""Pairs needed before their order is a convention: two told one way and one told the other."""


def _place(fact: Fact) -> str:
    """The call and the object path a value sits in: the place a "vs" pair compares."""
    split = last_key(fact.path)
    return f"{fact.call_id}:{split[0] if split else fact.path}"


def _parallel(one: Fact, other: Fact) -> bool:
    """The same field of two different places (``this_week.opened`` and ``last_week.opened``), values unequal."""
    mine, theirs = last_key(one.path), last_key(other.path)
    return (one.value != other.value and mine is not None and theirs is not None and mine[1] == theirs[1]
            and _place(one) != _place(other))
"""A list index in a fact's path: the same field of every row reads alike once it is blanked."""


def _asserts_a_value(quantity: Quantity) -> bool:
    """A number that states a value of its own: money, a percentage, a measure, or a plain number of two digits or
    more (a small bare count is repeated freely: "3 hearings … all 3")."""
    if quantity.currency or quantity.is_percent or quantity.dimension:
        return quantity.value != 0
    return not quantity.in_words and abs(quantity.value) >= MIN_REPEATED_PLAIN


def check_ranks(checker: Reporter) -> None:
    """An ordinal place ("排第71名", "ranked 3rd", "No. 5") against the rank the results hold, or, when they hold
    several, against the one it misreads: ordinals are no quantities, so the claims reader skips them, but a
    rank field is told as one."""
    ranks = [f for f in checker.evidence.facts if f.meaning is not None and "level" in f.meaning.heads
             and f.value is not None and not f.derived and f.value == int(f.value) and f.value > 0]
    if not ranks:
        return
    for match in _RANK.finditer(checker.text):
        said = next(group for group in match.groups() if group)
        if any(int(said) == rank.value for rank in ranks) or checker.in_advice(match.start()):
            continue
        claim = NumericClaim(Quantity(match.start(), match.end(), match.start(), match.end(), float(said)),
                             match.start(), match.end(), (), (), (), 0, False)
        if len(ranks) == 1:
            checker.judge_drift(claim, ranks[0], drift(claim, ranks[0], strict=False) or Drift.OTHER, unique=True)
            continue
        # several ranks (overall and by gender): the one place the number misreads, if exactly one
        misread = [(rank, shape) for rank in ranks if (shape := drift(claim, rank, strict=True)) in MISREAD_SHAPES]
        if len(misread) == 1:
            checker.judge_drift(claim, *misread[0], unique=True)


def check_repeats(checker: Reporter) -> None:
    """One value said twice in a sentence under two different labels, where the result holds it in one field
    and leaves a sibling of the same kind unsaid ("in stock at $0.80, with a $0.80 discount" for price 5.49,
    discount 0.80): one of the two restates the other field's value. The result's key order breaks the tie,
    as narrations follow it: the sibling's value was due at the first saying when its key comes first."""
    text = checker.text
    written: dict[str, list[NumericClaim]] = {}
    for claim in checker.claims:
        written.setdefault(text[claim.quantity.number_start : claim.quantity.number_end], []).append(claim)
    if len(written) == len(checker.claims):
        return
    alike = [kept for claims in written.values() if len(claims) > 1 and len(kept := [
        c for c in claims if not (c.reference_point or c.window) and _asserts_a_value(c.quantity)]) > 1]
    if not alike:
        return
    sentences = [m.end() for m in SENTENCE_BREAK.finditer(text)]
    flagged = {finding.span for finding in checker.findings}
    groups: dict[int, list[NumericClaim]] = {}
    owner: dict[int, Fact] = {}
    for claims in alike:
        where = [bisect.bisect_right(sentences, claim.start) for claim in claims]
        for claim, sentence in zip(claims, where, strict=True):
            if (claim.start, claim.end) in flagged or where.count(sentence) < 2:
                continue
            facts = [f for f in checker.matching(claim) if not f.derived and not f.weak and not f.identifier]
            if len(facts) != 1:
                continue
            groups.setdefault(id(facts[0]), []).append(claim)
            owner[id(facts[0])] = facts[0]
    repeated = {key: claims for key, claims in groups.items() if len(claims) > 1}
    for key, claims in repeated.items():
        fact = owner[key]
        first, second = claims[0], claims[1]
        if bisect.bisect_right(sentences, first.start) != bisect.bisect_right(sentences, second.start):
            continue
        if checker.echoes_arguments(first) or not _same_writing(checker.text, first.quantity, second.quantity):
            continue
        labels = (frozenset(first.near) | frozenset(first.after), frozenset(second.near) | frozenset(second.after))
        scopes = (checker.scope.call_of(first), checker.scope.call_of(second))
        if labels[0] == labels[1] and labels[0] and scopes[0] == scopes[1]:
            continue  # the same field said twice
        siblings = _unsaid_siblings(checker, fact, scopes, bool(first.quantity.currency or second.quantity.currency))
        if not siblings:
            continue
        named = [names_key(fact, labels[0]), names_key(fact, labels[1])]
        if named[0] != named[1]:
            wrong = first if named[1] else second
            pick = labels[0] if named[1] else labels[1]
            meant = max(siblings, key=lambda f: f.label_score(pick))
        else:
            order = {id(f): index for index, f in enumerate(checker.evidence.facts)}
            before = [f for f in siblings if order[id(f)] < order[key]]
            wrong = first if before else second
            meant = before[-1] if before else siblings[0]
        checker.report_swap(wrong, meant, fact)


def check_columns(checker: Reporter) -> None:
    """A table column whose cells each state one field of their row (a 实收 column of each day's income)
    states it in every row: a cell that holds its row's other field instead (that day's turnover) is a swap,
    whatever its header says. Label-free, so it holds where the header's words are unknown."""
    tables = markdown_tables(checker.text)
    columns: dict[tuple[int, int], list[tuple[NumericClaim, dict[str, Fact]]]] = {}
    in_cells: dict[tuple[int, int], list[tuple[NumericClaim, tuple[int, int]]]] = {}
    for claim in checker.claims:
        cell = table_cell(tables, checker.text, claim.start)
        if cell is not None:
            in_cells.setdefault(cell[1], []).append((claim, cell[0]))
    for (start, end), held_here in in_cells.items():
        if len(held_here) != 1:
            continue  # "6/6", "4/6": a cell of two numbers pairs two fields
        claim, header = held_here[0]
        if checker.scan.concepts_between(start, claim.start) or checker.scan.concepts_between(claim.end, end):
            continue  # "yellow 7%": the cell names its own field
        fields = {f"{f.call_id}:{ROW_INDEX.sub('[]', f.path)}": f for f in checker.matching(claim)
                  if not f.derived and not f.weak and len(ROW_INDEX.findall(f.path)) == 1}
        columns.setdefault(header, []).append((claim, fields))
    for cells in columns.values():
        counts: dict[str, int] = {}
        for _, fields in cells:
            for name in fields:
                counts[name] = counts.get(name, 0) + 1
        if not counts:
            continue
        usual = max(counts, key=counts.__getitem__)
        odd = [(claim, fields) for claim, fields in cells if fields and usual not in fields]
        if counts[usual] < MIN_COLUMN_CELLS - 1 or len(odd) != 1 or list(counts.values()).count(counts[usual]) > 1:
            continue
        claim, fields = odd[0]
        held = next(iter(fields.values()))
        row = row_path(held.path)
        meant_path = row + usual.split("[]", 1)[1]
        meant = next((f for f in checker.evidence.facts if f.path == meant_path
                      and f"{f.call_id}:" == usual[: len(f.call_id) + 1]), None)
        if meant is not None and meant.value is not None and not matches(claim, meant) and not checker.flagged(claim):
            checker.report_swap(claim, meant, held)
    if checker.evidence.nulls:
        _check_null_cells(checker, columns)


def _check_null_cells(checker: Reporter,
                      columns: dict[tuple[int, int], list[tuple[NumericClaim, dict[str, Fact]]]]) -> None:
    """A cell that states nothing, in a column whose other cells state one field of their rows, where its own row's
    field is null: "| Seo-yeon Kim | $0.115 | 2,000 | 4.6 |" under the words-per-day column of rows that hold
    2,400 and 3,000, when Seo-yeon's ``wordsPerDay`` is null, is content invented for an empty field."""
    rows_of_lines: dict[int, set[str]] = {}
    for cells in columns.values():
        for claim, fields in cells:
            line = checker.text.rfind("\n", 0, claim.start)
            rows_of_lines.setdefault(line, set()).update(row_path(f.path) for f in fields.values())
    for cells in columns.values():
        counts: dict[str, int] = {}
        for _, fields in cells:
            for name in fields:
                counts[name] = counts.get(name, 0) + 1
        if not counts or max(counts.values()) < MIN_COLUMN_CELLS - 1:
            continue
        usual = max(counts, key=counts.__getitem__)
        for claim, fields in cells:
            rows = rows_of_lines.get(checker.text.rfind("\n", 0, claim.start), set())
            if fields or len(rows) != 1 or checker.flagged(claim):
                continue
            meant_path = next(iter(rows)) + usual.split("[]", 1)[1]
            empty = next((f for f in checker.evidence.nulls if f.path == meant_path
                          and f"{f.call_id}:" == usual[: len(f.call_id) + 1]), None)
            if empty is not None:
                checker.report_null(claim, empty)


def check_pair_orders(checker: Reporter) -> None:
    """Pairs told as "A vs B" (or "A → B") of one field in two parallel places (this week and last week, home
    and away) keep one order through an answer: "Opened: 418 vs 376 … Median response: 31 min vs 22 min",
    where every other line puts this week first, tells last week's 31 as this week's. A pair told the other
    way round from at least two others, with no word of its own naming either place, is a swap."""
    pairs: list[tuple[NumericClaim, Fact, Fact]] = []
    for first, second in zip(checker.claims, checker.claims[1:], strict=False):
        if _VERSUS.fullmatch(checker.text, first.end, second.start) is None:
            continue
        parallel = [(one, other) for one in checker.matching(first) if not one.derived
                    for other in checker.matching(second) if not other.derived and _parallel(one, other)]
        if len(parallel) == 1 and not _names_a_place(checker, first, second, *parallel[0]):
            pairs.append((first, *parallel[0]))
    _report_out_of_order(checker, pairs, _place)


def _report_out_of_order(checker: Reporter, pairs: list[tuple[NumericClaim, Fact, Fact]],
                         side: Callable[[Fact], str]) -> None:
    """Pairs whose two sides (`side` names each) are told in one order by most: one told the other way round from
    at least two others reports its first number as the other side's (told first, where the other side goes)."""
    if len(pairs) < MIN_PAIRS_IN_ORDER:
        return
    orders: dict[tuple[str, str], int] = {}
    for _, one, other in pairs:
        order = (side(one), side(other))
        orders[order] = orders.get(order, 0) + 1
    for claim, one, other in pairs:
        told, usual = orders[(side(one), side(other))], orders.get((side(other), side(one)), 0)
        if usual >= MIN_PAIRS_IN_ORDER - 1 and usual > told and not checker.flagged(claim):
            checker.report_swap(claim, other, one)


_JOINED = re.compile(r"\s?[–—\-/:]\s?")
"""Between two numbers of one row told as a pair ("11–4" wins and losses, "3/5", "2:1")."""
MAY_JOIN = re.compile(r"\d\s?[–—\-/:]\s?\d")


def check_sibling_pairs(checker: Reporter) -> None:
    """Two fields of one row told as a pair ("| Chop Suey | 11–4 |" under "W–L"), row after row, keep one order:
    a row told the other way round from at least two others is a swap of the two fields."""
    pairs: list[tuple[NumericClaim, Fact, Fact]] = []
    for first, second in zip(checker.claims, checker.claims[1:], strict=False):
        if _JOINED.fullmatch(checker.text, first.end, second.start) is None:
            continue
        joined = [(one, other) for one in checker.matching(first) if not one.derived and ROW_INDEX.search(one.path)
                  for other in checker.matching(second) if not other.derived and _siblings_of_a_row(one, other)]
        if len(joined) == 1:
            pairs.append((first, *joined[0]))
    _report_out_of_order(checker, pairs, _field)


def _field(fact: Fact) -> str:
    """The key a value sits under, the side of a row's pair it is."""
    split = last_key(fact.path)
    return split[1] if split else fact.path


def _siblings_of_a_row(one: Fact, other: Fact) -> bool:
    """Two different fields of the same list row, values unequal (a row's wins and losses)."""
    return one.call_id == other.call_id and one.value != other.value and _place(one) == _place(other) and (
        _field(one) != _field(other))


def _names_a_place(checker: Reporter, first: NumericClaim, second: NumericClaim, one: Fact, other: Fact) -> bool:
    """Whether the words around the pair name one of its two places ("31 min last week vs 22 this week")."""
    places = one.parents ^ other.parents
    return bool(places) and not places.isdisjoint((*first.near, *first.after, *second.near, *second.after))


def check_numbered(checker: Reporter, families: dict[int, tuple[int, dict[int, Fact]]]) -> None:
    """Sibling keys told apart only by a number (``d1``/``d7``/``d30``, ``7日``/``30日``, ``p50``/``p99``,
    ``q1``/``q2``): the number the narration writes right beside a value in its clause ("11% on day 7", "7日留存
    9%") says which one it is, so the 30-day value told as day 7's is a field swap."""
    flagged = {finding.span for finding in checker.findings}
    claims = checker.claims
    numbered = index_by_unit(f for f in checker.evidence.facts if id(f) in families)
    for index, claim in enumerate(claims):
        if (claim.start, claim.end) in flagged or claim.reference_point:
            continue
        facts = checker.matching_among(claim, numbered, families)
        if len(facts) != 1:
            continue
        fact = facts[0]
        tag, family = families[id(fact)]
        said = _tag_beside(checker, index, family)
        if said is not None and said != tag:
            checker.report_swap(claim, family[said], fact)


def _tag_beside(checker: Reporter, index: int, family: dict[int, Fact]) -> int | None:
    """The whole number written just before or after claim `index` in its own clause that numbers one of
    `family`'s keys ("day 7", "7日"), or None."""
    text = checker.text
    claim = checker.claims[index]
    before = text[max(0, claim.start - MAX_TAG_GAP) : claim.start]
    after = text[claim.end : claim.end + MAX_TAG_GAP]
    found = [m for m in _TEXT_TAG.finditer(before) if _TAG_BREAK.search(before, m.end()) is None]
    if found and (tag := _tag_value(found[-1].group())) in family:
        return tag
    match = _TEXT_TAG.search(after)
    if match is not None and _TAG_BREAK.search(after, 0, match.start()) is None:
        tag = _tag_value(match.group())
        if tag in family and after[match.end() : match.end() + 1] not in ("%", "."):
            return tag
    return None


def _unsaid_siblings(checker: Reporter, fact: Fact, scopes: tuple[str | None, str | None], money: bool) -> list[Fact]:
    """Values of the same kind as `fact` that the narration never states: its result's other fields in the
    same unit (sums of money when the value was said as money, none when it was not), or the same field of
    another call the narration names."""
    value = abs(fact.value or 0.0)
    found: list[Fact] = []
    for other in checker.evidence.facts:
        if (other is fact or other.derived or other.weak or other.identifier or not other.value
                or other.unit != fact.unit):
            continue
        if other.call_id == fact.call_id:
            if money != is_money(other) or (not money and other.currency is not None):
                continue
        elif other.path != fact.path or other.call_id not in scopes:
            continue
        if value and not 1 / REPEAT_MAX_RATIO <= abs(other.value) / value <= REPEAT_MAX_RATIO:
            continue
        found.append(other)
    return [f for f in found if id(f) not in checker.stated] if found else found
