"""Concepts of a text: which word groups of the tool-domain lexicon it mentions, in English or Chinese.

A user says "call off", "abort" or "取消" for what a tool calls "cancel"; word overlap alone cannot see that, and
a Chinese message shares no word at all with an English description. The lexicon (``lexicon_data``) puts such
words in one group; the router adds a concept term (``~cancel``) to both the tool's fields and the message, so
BM25 matches them like any shared word. Matching is greedy longest-first, left to right: over stemmed English
words (stop words kept, so "turn on" and "call off" are seen as phrases) and over each run of CJK characters
(substrings, so no segmenter is needed, and "工单" is read as a ticket rather than as "单").
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import TypeVar

from toolproof.exposure.lexical import is_cjk, runs, stem
from toolproof.exposure.lexicon_data import GROUPS

_Key = TypeVar("_Key", str, tuple[str, ...])

CONCEPT_PREFIX = "~"
"""Marks a concept term; no word token starts with it, so concepts only ever match concepts."""

SHAPES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![\w.])v?\d+\.\d+(?:\.\d+)+(?![\w.])|(?<![\w.])v\d+(?:\.\d+)?(?![\w.])"), "revision"),
    (re.compile(r"(?<![\w:])\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|(?<![\w:])\d{1,2}:\d{2}(?![\w:])"), "time"),
    (re.compile(r"\b[\w-]+\.(?:pdf|docx?|xlsx?|csv|txt|md|pptx?|png|jpe?g|zip|json)\b"), "document"),
    (re.compile(r"(?<![\w&#])#[a-z][\w-]*"), "channel"),
)
"""Words recognised by their shape rather than spelled out: a version number ("v3.2.0", "2.4.1") means a
release, a clock time ("4:30", "10am") a date, a file name with an extension a file, "#eng" a chat channel. Each
is read as the lexicon word on its right (chosen to sit on one line only), so it yields that line's concept."""

_SEPARABLE = re.compile(r"(?<=[\u4e00-\u9fff])(?:一个|了个|个)(?=[\u4e00-\u9fff])")
"""A Chinese verb-object word split by a measure word ("留个言", "开个会", "请个假"): also read as the whole word."""


class Lexicon:
    """Word groups compiled into two phrase tables: tuples of English stems, and Chinese strings."""

    def __init__(self, groups: Mapping[str, Sequence[str]]) -> None:
        english: dict[tuple[str, ...], set[str]] = defaultdict(set)
        chinese: dict[str, set[str]] = defaultdict(set)
        self.concepts_defined: set[str] = set()
        for lines in groups.values():
            for line in lines:
                english_side, _, chinese_side = line.partition("|")
                phrases = [phrase.strip() for phrase in english_side.split(",") if phrase.strip()]
                concept = CONCEPT_PREFIX + "_".join(_stems(phrases[0]))
                if concept in self.concepts_defined:
                    raise ValueError(f"two lexicon lines name the concept {concept!r}; merge them or reword one")
                self.concepts_defined.add(concept)
                for phrase in phrases:
                    english[_stems(phrase)].add(concept)
                for word in (word.strip() for word in chinese_side.split(",")):
                    if word:
                        chinese[word].add(concept)
        self._english = {key: tuple(sorted(value)) for key, value in english.items()}
        self._chinese = {key: tuple(sorted(value)) for key, value in chinese.items()}
        self._english_lengths = sorted({len(key) for key in self._english}, reverse=True)
        self._chinese_lengths = sorted({len(key) for key in self._chinese}, reverse=True)

    def concepts(self, text: str) -> list[str]:
        """The concept terms a text mentions, once per mention."""
        found: list[str] = []
        pending: list[str] = []
        for run in runs(text):
            if is_cjk(run):
                found.extend(self._match_english(pending))
                pending = []
                found.extend(self._match_chinese(run))
            else:
                pending.append(stem(run))
        found.extend(self._match_english(pending))
        found.extend(self._shapes(text))
        return found

    def _match_chinese(self, run: str) -> list[str]:
        found = _longest_matches(run, self._chinese, self._chinese_lengths)
        joined = _SEPARABLE.sub("", run)
        if joined != run:
            seen = set(found)
            found.extend(c for c in _longest_matches(joined, self._chinese, self._chinese_lengths) if c not in seen)
        return found

    def _shapes(self, text: str) -> list[str]:
        folded = unicodedata.normalize("NFKC", text).lower()
        found: list[str] = []
        for pattern, word in SHAPES:
            concepts = self._english.get(_stems(word), ())
            found.extend(concept for _ in pattern.finditer(folded) for concept in concepts)
        return found

    def _match_english(self, stems: list[str]) -> list[str]:
        return _longest_matches(tuple(stems), self._english, self._english_lengths)


def _longest_matches(sequence: _Key, table: Mapping[_Key, tuple[str, ...]], lengths: Sequence[int]) -> list[str]:
    found: list[str] = []
    start = 0
    while start < len(sequence):
        for length in lengths:
            concepts = table.get(sequence[start : start + length])
            if concepts is not None:
                found.extend(concepts)
                start += length
                break
        else:
            start += 1
    return found


def _stems(phrase: str) -> tuple[str, ...]:
    return tuple(stem(word) for word in runs(phrase))


@functools.cache
def default_lexicon() -> Lexicon:
    """The shipped lexicon, compiled once per process."""
    return Lexicon(GROUPS)
