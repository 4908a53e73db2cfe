"""Lexical ranking of tools for a user message: tokens for zh + en, and Okapi BM25 over them.

A tool's document is its name split into words (``cancelOrder`` and ``cancel_order`` both give "cancel order"),
its description and its parameter names (weighting the name twice changed nothing measurable). English
words are lower-cased, stripped of a few suffixes (so "cancelled" meets "cancel") and of stop words; runs of
CJK characters become overlapping character bigrams plus single characters, so no word segmenter is needed and
"取消订单" meets "订单取消". BM25 is written out here (about forty lines) rather than imported: tool sets are
small, the index is a dict of postings, and it keeps the core free of numpy/scipy.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_WORD_OR_CJK = re.compile(r"[a-z0-9]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_STOP_TEXT = (
    "a an the to of for in on at by with from and or but is are was were be been am do does did it its this that "
    "these those my me i we our you your he she they them their please pls can could would will should may might "
    "just so if then than as any some all into out up about what which who how when where why not no yes ok"
)
_STOP_WORDS = frozenset(_STOP_TEXT.split())
_CJK_STOP_CHARS = frozenset("的了吗呢吧啊我你您他她它们是在和与或就也都把给请帮下个一这那有么")


def split_name(name: str) -> str:
    """``getOrderStatus`` / ``get_order-status`` → ``get order status``."""
    return re.sub(r"[_\-.\s/]+", " ", _CAMEL_BOUNDARY.sub(" ", name)).strip()


def tokens(text: str) -> list[str]:
    """Search terms of a text: stemmed English words without stop words; CJK bigrams and content characters."""
    out: list[str] = []
    for run in _WORD_OR_CJK.findall(unicodedata.normalize("NFKC", text).lower()):
        if run[0].isascii():
            if run not in _STOP_WORDS:
                out.append(_stem(run))
            continue
        out.extend(char for char in run if char not in _CJK_STOP_CHARS)
        out.extend(run[i : i + 2] for i in range(len(run) - 1))
    return out


def _stem(word: str) -> str:
    """A few English suffixes, enough to meet "cancelling", "cancelled", "cancels" at "cancel"."""
    if len(word) <= 3 or word.isdigit():
        return word
    for suffix, keep in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not (suffix == "s" and word[-2] in "su"):
            word = word[: -len(suffix)] + keep
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "ls":
        word = word[:-1]
    if len(word) > 3 and word.endswith("ll"):
        word = word[:-1]
    return word[:-1] if len(word) > 4 and word.endswith("e") else word


def tool_document(name: str, description: str, input_schema: dict[str, Any]) -> list[str]:
    """The terms a tool is found by: its name in words, description and parameter names."""
    words = split_name(name)
    params = " ".join(split_name(param) for param in _parameter_names(input_schema))
    return tokens(f"{words} {description} {params}")


def _parameter_names(schema: dict[str, Any]) -> Iterable[str]:
    properties = schema.get("properties")
    if isinstance(properties, dict):
        for param, sub in properties.items():
            yield str(param)
            if isinstance(sub, dict):
                yield from _parameter_names(sub)


class BM25:
    """Okapi BM25 over a fixed list of token documents; ``scores`` is one float per document."""

    def __init__(self, documents: Sequence[Sequence[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self._count = len(documents)
        lengths = [len(doc) for doc in documents]
        average = (sum(lengths) / self._count) if self._count else 0.0
        # Per-document length normalisation, precomputed: k1 * (1 - b + b * |d| / avgdl).
        norms = [k1 * (1 - b + b * length / average) if average else k1 for length in lengths]
        self._postings: dict[str, list[tuple[int, float]]] = {}
        for index, doc in enumerate(documents):
            for term, frequency in Counter(doc).items():
                weight = frequency * (k1 + 1) / (frequency + norms[index])
                self._postings.setdefault(term, []).append((index, weight))
        self._idf = {
            term: math.log(1 + (self._count - len(posting) + 0.5) / (len(posting) + 0.5))
            for term, posting in self._postings.items()
        }

    def scores(self, query: Iterable[str]) -> list[float]:
        totals = [0.0] * self._count
        for term in set(query):
            idf = self._idf.get(term)
            if idf is None:
                continue
            for index, weight in self._postings[term]:
                totals[index] += idf * weight
        return totals
