"""Lexical ranking of tools for a user message: terms for zh + en, and field-weighted BM25 (BM25F) over them.

English words are lower-cased, stemmed (so "cancelled" meets "cancel") and stripped of stop words; runs of CJK
characters become overlapping character bigrams plus single content characters, so no word segmenter is needed
and "取消订单" meets "订单取消". A tool is a document of three fields — its name in words (``cancelOrder`` →
"cancel order"), its description, its parameters (names, descriptions, enum values) — because a word in the
name says more about what the tool does than the same word in a parameter. BM25F is written out here rather
than imported: tool sets are small, the index is a dict of postings, and the core stays free of numpy/scipy.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_RUN = re.compile(r"[a-z0-9]+|[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_STOP_TEXT = (
    "a an the to of for in on at by with from and or but is are was were be been am do does did it its this that "
    "these those my me i we our you your he she they them their please pls can could would will should may might "
    "just so if then than as any some all into out up about what which who how when where why not no yes ok"
)
STOP_WORDS = frozenset(_STOP_TEXT.split())
_CJK_STOP_CHARS = frozenset("的了吗呢吧啊我你您他她它们是在和与或就也都把给请帮下个一这那有么")


def split_name(name: str) -> str:
    """``getOrderStatus`` / ``get_order-status`` → ``get order status``."""
    return re.sub(r"[_\-.\s/]+", " ", _CAMEL_BOUNDARY.sub(" ", name)).strip()


def runs(text: str) -> list[str]:
    """The text's ASCII words and CJK runs in order, NFKC-normalised and lower-cased (stop words kept)."""
    return _RUN.findall(unicodedata.normalize("NFKC", text).lower())


def is_cjk(run: str) -> bool:
    return not run[0].isascii()


def tokens(text: str) -> list[str]:
    """Search terms of a text: stemmed English words without stop words; CJK bigrams and content characters."""
    out: list[str] = []
    for run in runs(text):
        if not is_cjk(run):
            if run not in STOP_WORDS:
                out.append(stem(run))
            continue
        out.extend(char for char in run if char not in _CJK_STOP_CHARS)
        out.extend(run[i : i + 2] for i in range(len(run) - 1))
    return out


def stem(word: str) -> str:
    """A few English suffixes, enough to meet "cancelling", "cancelled", "cancels" at "cancel"."""
    if len(word) <= 3 or word.isdigit():
        return word
    for suffix, keep in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("ed", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not (suffix == "s" and word[-2] in "su"):
            word = word[: -len(suffix)] + keep
            break
    if word.endswith("ing") and len(word) >= 6:  # a plural of an -ing noun: "meetings" → "meeting" → "meet"
        word = word[:-3]
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "ls":
        word = word[:-1]
    if len(word) > 3 and word.endswith("ll"):
        word = word[:-1]
    return word[:-1] if len(word) > 4 and word.endswith("e") else word


def tool_fields(name: str, description: str, input_schema: Mapping[str, Any]) -> tuple[str, str, str]:
    """The texts a tool is found by, one per field: name in words, description, parameters."""
    return split_name(name), description, " ".join(_parameter_texts(input_schema))


def _parameter_texts(schema: Mapping[str, Any]) -> Iterator[str]:
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return
    for param, sub in properties.items():
        yield split_name(str(param))
        if isinstance(sub, dict):
            for key in ("title", "description"):
                if isinstance(sub.get(key), str):
                    yield sub[key]
            if isinstance(sub.get("enum"), list):
                yield from (split_name(value) for value in sub["enum"] if isinstance(value, str))
            yield from _parameter_texts(sub)


class BM25F:
    """Okapi BM25 over documents made of weighted fields; ``scores`` gives one float per document.

    Term frequencies are length-normalised per field, weighted and summed before BM25's saturation (Robertson &
    Zaragoza's BM25F), so a term in a heavy field counts more without being counted twice.
    """

    def __init__(
        self,
        documents: Sequence[Sequence[Sequence[str]]],
        field_weights: Sequence[float],
        k1: float = 1.2,
        b: float = 0.75,
    ) -> None:
        self._count = len(documents)
        averages = [
            (sum(len(doc[field]) for doc in documents) / self._count) if self._count else 0.0
            for field in range(len(field_weights))
        ]
        pseudo: list[dict[str, float]] = []
        for doc in documents:
            frequency: dict[str, float] = defaultdict(float)
            for field, (terms, weight) in enumerate(zip(doc, field_weights, strict=True)):
                norm = (1 - b + b * len(terms) / averages[field]) if averages[field] else 1.0
                for term in terms:
                    frequency[term] += weight / norm
            pseudo.append(frequency)
        self._postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        for index, frequency in enumerate(pseudo):
            for term, value in frequency.items():
                self._postings[term].append((index, value * (k1 + 1) / (value + k1)))
        self._idf = {
            term: math.log(1 + (self._count - len(posting) + 0.5) / (len(posting) + 0.5))
            for term, posting in self._postings.items()
        }

    def scores(self, query: Mapping[str, float] | Iterable[str]) -> list[float]:
        """Per document; ``query`` is a list of terms (each counted once) or a mapping of term → weight."""
        weights = query if isinstance(query, Mapping) else dict.fromkeys(query, 1.0)
        totals = [0.0] * self._count
        for term, query_weight in weights.items():
            idf = self._idf.get(term)
            if idf is None:
                continue
            for index, weight in self._postings[term]:
                totals[index] += query_weight * idf * weight
        return totals
