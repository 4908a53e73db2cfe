"""One pass over a narration that finds every word the verifier cares about.

An Aho-Corasick automaton holds every literal phrase (Chinese field labels, gain/loss words, status and absence
words, English number words) and reports them all in a single scan, in C. English phrases must stand as whole
words; Chinese phrases need no boundary. Within one kind, overlapping hits are resolved leftmost-longest, the
way a reader segments text ("涨跌幅" is one word, not "涨" + "跌幅"). Everything else reads these hits by position.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

import ahocorasick

from toolproof.fidelity import vocabulary as vocab
from toolproof.fidelity.lexicon import CHINESE, COMPOUNDS, STOP_WORDS, word_concept

Hit = tuple[int, int, str]
"""(start, end, value) of one phrase in the narration."""

CONCEPT = "concept"
SIGN_NEG, SIGN_POS, SIGN_NEUTRAL = "sign-", "sign+", "sign0"
AFTER_NEG, AFTER_POS = "after-", "after+"
SUCCESS, FAILURE, DID_NOT, PARTIAL, ALL, ALL_EN, WARNING = (
    "success", "failure", "did_not", "partial", "all", "all_en", "warning"
)
ABSENCE, ABSENCE_WORD, NUMBER_WORD, COMPARISON = "absence", "absence_word", "number_word", "comparison"
ABSENCE_STATEMENT = "absence_statement"
INWARD, OUTWARD = "inward", "outward"
OVER_BUDGET, UNDER_BUDGET = "over_budget", "under_budget"
SIGN_KINDS = (SIGN_NEG, SIGN_POS, SIGN_NEUTRAL)

_ENGLISH_WORD = re.compile(
    r"(?:(?:[a-z]|off|on|non|no|pre|post|sub|co|re|un|mid|multi|semi|after)-(?=[a-z]{2}))?[a-z][a-z0-9]*"
)
"""An English word; a one-letter prefix or a bound prefix joined by a hyphen is part of it ("e-bikes" is
``ebikes``, "off-peak" is ``offpeak`` as in the key ``offpeak_kwh``, "pre-tax" is ``pretax``, "no-shows" is
``noshows``), not bikes, peak or shows."""


def _vocabulary() -> dict[str, list[tuple[str, str]]]:
    terms: dict[str, list[tuple[str, str]]] = {}

    def add(words: Iterable[str], kind: str, value: str = "") -> None:
        for word in words:
            tags = terms.setdefault(word.lower(), [])
            if (kind, value or word) not in tags:
                tags.append((kind, value or word))

    for word, concept in CHINESE.items():
        add([word], CONCEPT, concept)
    for word, concepts in COMPOUNDS.items():
        for concept in concepts:
            add([word], CONCEPT, concept)
    add(vocab.NEGATIVE_SIGN, SIGN_NEG)
    add(vocab.POSITIVE_SIGN, SIGN_POS)
    add(vocab.NEUTRAL_SIGN, SIGN_NEUTRAL)
    add(vocab.NEGATIVE_AFTER, AFTER_NEG)
    add(vocab.POSITIVE_AFTER, AFTER_POS)
    add(vocab.SUCCESS, SUCCESS)
    add(vocab.FAILURE, FAILURE)
    add(vocab.DID_NOT, DID_NOT)
    add(vocab.PARTIAL, PARTIAL)
    add(vocab.ALL_SUCCEEDED, ALL)
    add(vocab.ALL_EN, ALL_EN)
    add(vocab.WARNING, WARNING)
    add(vocab.ABSENCE, ABSENCE)
    add(vocab.ABSENCE_WORDS, ABSENCE_WORD)
    add(vocab.ABSENCE_STATEMENTS, ABSENCE_STATEMENT)
    add(vocab.NUMBER_WORDS, NUMBER_WORD)
    add(vocab.COMPARISON, COMPARISON)
    add(vocab.INWARD, INWARD)
    add(vocab.OUTWARD, OUTWARD)
    add(vocab.OVER_BUDGET, OVER_BUDGET)
    add(vocab.UNDER_BUDGET, UNDER_BUDGET)
    return terms


def _automaton(ascii_words: bool) -> ahocorasick.Automaton:
    """The ASCII phrases as an automaton over the text itself, or the others over UTF-16 code units written as
    pairs of Latin-1 characters.

    The library finds a node's child by a linear search, so the cost of every character of a narration grows
    with the number of distinct first characters (over 300 once Chinese words are in). Keeping English phrases
    apart and spelling every other character as two bytes keeps each node small.
    """
    automaton = ahocorasick.Automaton()
    for word, tags in _vocabulary().items():
        if word.isascii() != ascii_words:
            continue
        ascii_start = word[0].isascii() and word[0].isalnum()
        ascii_end = word[-1].isascii() and word[-1].isalnum()
        automaton.add_word(word if ascii_words else _as_pairs(word), (len(word), ascii_start, ascii_end, tuple(tags)))
    automaton.make_automaton()
    return automaton


def _as_pairs(text: str) -> str:
    return text.encode("utf-16-be").decode("latin-1")


_ASCII_AUTOMATON = _automaton(ascii_words=True)
_PAIRS_AUTOMATON = _automaton(ascii_words=False)
_VOCABULARY_CHAR = re.compile(
    "[" + "".join(sorted({re.escape(ch) for word in _vocabulary() if not word.isascii() for ch in word
                          if not ch.isascii()})) + "]"
)
"""Any non-ASCII character of a phrase: text without one (English with a ¥ sign) needs only the ASCII scan."""
_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")
"""Characters outside the Basic Multilingual Plane take two UTF-16 units; they are never part of a phrase."""

PhraseData = tuple[int, bool, bool, tuple[tuple[str, str], ...]]
"""(length, starts with an ASCII letter or digit, ends with one, (kind, value) tags) of one phrase."""


def _hits(lower: str) -> Iterator[tuple[int, PhraseData]]:
    """(index of the last character, phrase data) of every phrase occurrence in `lower`."""
    yield from _ASCII_AUTOMATON.iter(lower)
    if lower.isascii() or _VOCABULARY_CHAR.search(lower) is None:
        return
    encoded = _as_pairs(lower)
    if len(encoded) != 2 * len(lower):
        encoded = _as_pairs(_ASTRAL.sub("\ufffd", lower))
    for last, data in _PAIRS_AUTOMATON.iter(encoded):
        yield last // 2, data


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'")
_WORD_CONCEPTS: dict[str, str] = {}
"""English word → its concept ("" for stop words and single letters): narrations reuse a small vocabulary."""
MAX_CACHED_WORDS = 50_000


def _word_concept(word: str) -> str:
    concept = _WORD_CONCEPTS.get(word)
    if concept is None:
        if len(_WORD_CONCEPTS) >= MAX_CACHED_WORDS:
            _WORD_CONCEPTS.clear()
        concept = _WORD_CONCEPTS[word] = word_concept(word) if len(word) > 1 and word not in STOP_WORDS else ""
    return concept


@dataclass(slots=True)
class Scan:
    """Every phrase found in one narration, by kind, each list sorted by position and free of overlaps."""

    text: str
    lower: str
    hits: dict[str, list[Hit]] = field(default_factory=dict)
    concepts: list[tuple[int, str]] = field(default_factory=list)
    """(position, concept) of every field label, Chinese terms and English words alike."""
    concept_positions: list[int] = field(default_factory=list)

    def of(self, kind: str) -> list[Hit]:
        return self.hits.get(kind, [])

    def concepts_between(self, start: int, end: int) -> list[tuple[int, str]]:
        """Field labels whose word starts in [start, end)."""
        low = bisect.bisect_left(self.concept_positions, start)
        high = bisect.bisect_left(self.concept_positions, end)
        return self.concepts[low:high]

    def last_before(self, kinds: tuple[str, ...], end: int, start: int) -> tuple[str, Hit] | None:
        """The hit of one of `kinds` that ends last at or before `end` and starts at or after `start`."""
        best: tuple[str, Hit] | None = None
        for kind in kinds:
            hits = self.hits.get(kind)
            if not hits:
                continue
            index = bisect.bisect_right(hits, (end, end, "\uffff")) - 1
            while index >= 0 and hits[index][1] > end:
                index -= 1
            if index >= 0 and hits[index][0] >= start and (best is None or hits[index][1] > best[1][1]):
                best = (kind, hits[index])
        return best


def scan(text: str) -> Scan:
    """Find every phrase of the vocabulary in `text` (case-insensitive for English)."""
    lower = text.lower()
    found: dict[str, list[Hit]] = {}
    size = len(lower)
    word_chars = _WORD_CHARS
    for last, (length, ascii_start, ascii_end, tags) in _hits(lower):
        start, end = last - length + 1, last + 1
        if ascii_start and start > 0 and lower[start - 1] in word_chars:
            continue
        if ascii_end and end < size and lower[end] in word_chars:
            continue
        for kind, value in tags:
            if kind in found:
                found[kind].append((start, end, value))
            else:
                found[kind] = [(start, end, value)]
    result = Scan(text, lower)
    for kind, hits in found.items():
        result.hits[kind] = _leftmost_longest(hits) if kind != CONCEPT else _leftmost_longest_groups(hits)
    if SIGN_NEG in found or SIGN_POS in found or SIGN_NEUTRAL in found:
        signs = set(_leftmost_longest([hit for kind in SIGN_KINDS for hit in found.get(kind, ())]))
        for kind in SIGN_KINDS:
            if kind in result.hits:
                result.hits[kind] = [hit for hit in result.hits[kind] if hit in signs]
    concepts = [(start, value) for start, _, value in result.hits.get(CONCEPT, ())]
    for match in _ENGLISH_WORD.finditer(lower):
        word = match.group()
        concept = _word_concept(word.replace("-", "", 1) if "-" in word else word)
        if concept:
            concepts.append((match.start(), concept))
    sides = result.hits.get(OVER_BUDGET, []) + result.hits.get(UNDER_BUDGET, [])
    if sides:
        # "over budget" says which side of its budget spending fell: its "budget" labels no number as the budget
        concepts = [(position, concept) for position, concept in concepts
                    if concept != "budget" or not any(start <= position < end for start, end, _ in sides)]
    concepts.sort()
    result.concepts = concepts
    result.concept_positions = [position for position, _ in concepts]
    return result


def _leftmost_longest(hits: list[Hit]) -> list[Hit]:
    """Non-overlapping hits, preferring the one that starts first and, among those, the longest."""
    chosen: list[Hit] = []
    reach = -1
    for hit in sorted(hits, key=lambda h: (h[0], -h[1])):
        if hit[0] >= reach:
            chosen.append(hit)
            reach = hit[1]
    return chosen


def _leftmost_longest_groups(hits: list[Hit]) -> list[Hit]:
    """As `_leftmost_longest`, keeping every concept of a chosen compound word (年假 → yearly, leave)."""
    spans = {(start, end) for start, end, _ in _leftmost_longest(hits)}
    return sorted(hit for hit in hits if (hit[0], hit[1]) in spans)
