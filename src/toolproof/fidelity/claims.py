"""Numeric claims in a narration: each stated quantity with the words that label it and the sign words around it.

"您的余额为4280.50元" is a claim that the balance is 4280.50; "亏损120元" claims -120; "3 succeeded, 2 failed"
labels each count by the word after it. The labels come back as concepts (see `lexicon`), nearest first, so the
aligner can pick the nearest one that names a field of the result.
"""

from __future__ import annotations

import bisect
import re
from typing import NamedTuple

from toolproof.fidelity.numbers import Quantity, find_quantities
from toolproof.fidelity.scan import (
    AFTER_NEG,
    AFTER_POS,
    COMPARISON,
    NUMBER_WORD,
    SIGN_KINDS,
    SIGN_NEG,
    SIGN_NEUTRAL,
    Scan,
    scan,
)

_SENTENCE_END = re.compile(r"[。！？!?；;\n]|\.(?=\s|$)")
_CLAUSE_END = re.compile(r"[，,、（）()—]|[。！？!?；;\n]|\.(?=\s|$)|\s(?:and|but|while|whereas)\s|而|但|并且|同时")

_LEVEL_MARKER = re.compile(r"到|至|为|是|\b(?:to|at)\b", re.IGNORECASE)
"""Between a sign word and its number, these make the number a level ("fell to 4280"), not a change."""
_COMPARISON = re.compile(
    r"(?:从|由|(?<![同环占对相])比|较|相比|相较于?|对比|"
    r"\b(?:than|from|compared (?:to|with)|versus|vs\.?|previous(?:ly)?|prior)\b)"
    r"\s*(?:约|大约|大概|about|around|approximately|roughly|~)?\s*(?:[¥$€£]|RMB|USD|CNY)?\s*$",
    re.IGNORECASE,
)
"""Words that make a number a reference point (a previous value, a comparison), not a claim about this result."""

COMPARISON_REACH = 24
"""Characters before a number searched for "from", "比", "较" (with "about ¥" and the like in between)."""
MAX_SIGN_GAP = 12
"""Characters allowed between a sign word and the number it signs ("下降了约" / "a loss of about $")."""


class NumericClaim(NamedTuple):
    """A stated quantity and its context (a tuple: one is made for every number of every narration)."""

    quantity: Quantity
    near: tuple[str, ...]
    """Concepts named before the number in its own clause, nearest first ("余额为" → balance)."""
    after: tuple[str, ...]
    """Concepts named right after the number, before the next number or clause end ("3 succeeded")."""
    far: tuple[str, ...]
    """Concepts in earlier clauses of the same sentence, back to the previous number, nearest first."""
    sign: int
    """-1 / +1 when a loss or gain word signs the number, 0 when none does."""
    reference_point: bool
    """The number is a comparison point ("from 5,000", "较上月的3000") rather than a reported value."""
    window: bool = False
    """The number sizes the period asked about ("过去30天", "the last 24 hours"), not a result."""

    @property
    def start(self) -> int:
        return self.quantity.start

    @property
    def end(self) -> int:
        return self.quantity.end


_PART_OF = re.compile(r"\s*(?:of|out of|/)\s*(?:the\s+|all\s+|your\s+)?", re.IGNORECASE)
"""Between two numbers, "3 of 5": the second is the whole and the first takes the label after the whole."""
_WHOLE_THEN_PART = re.compile(r"(?:中|之中|当中|里)(?:有|的)?\s*$")
"""After a number, "5笔转账中 3笔成功": the first number is the whole."""
_WHOLE = ("total",)
_OUTCOMES = frozenset({"succeeded", "failed", "skipped"})
"""Labels after "3 of 5" that say what happened to the part ("3 of 5 succeeded"), not what the whole is."""
_REASON = re.compile(r"因为|因|由于|原因|\b(?:because|due to|since|as)\b", re.IGNORECASE)
_AFTER_PREPOSITION = re.compile(r"\s*(?:in|on|at|for|from|to|of|into|by|per|with|across|over|under)\b", re.IGNORECASE)


def extract_claims(text: str, found: Scan | None = None) -> list[NumericClaim]:
    """Every numeric claim in `text`, in order (pass the narration's `scan` when it has been made already)."""
    found = found if found is not None else scan(text)
    quantities = find_quantities(text, found.of(NUMBER_WORD))
    if not quantities:
        return []
    context = _Context(text, found)
    claims: list[NumericClaim] = []
    previous_end = 0
    for index, quantity in enumerate(quantities):
        next_start = quantities[index + 1].start if index + 1 < len(quantities) else len(text)
        claims.append(context.claim(quantity, previous_end, next_start))
        previous_end = quantity.end
    for index in range(len(claims) - 1):
        part, whole = claims[index], claims[index + 1]
        between = text[part.end : whole.start]
        if _PART_OF.fullmatch(between):
            if set(whole.after) & _OUTCOMES:
                claims[index] = part._replace(near=(), after=whole.after)
            claims[index + 1] = whole._replace(near=_WHOLE, after=(), far=())
        elif _WHOLE_THEN_PART.search(between):
            claims[index] = part._replace(near=_WHOLE, after=(), far=())
    return claims


class _Context:
    """Clause and sentence boundaries of one narration, computed once, and the claims read against them."""

    def __init__(self, text: str, found: Scan) -> None:
        self.text = text
        self.scan = found
        self.sentence_ends = [m.end() for m in _SENTENCE_END.finditer(text)]
        self.clause_breaks = [m.span() for m in _CLAUSE_END.finditer(text)]
        self.clause_starts = [start for start, _ in self.clause_breaks]

    def _last_end_before(self, ends: list[int], low: int, high: int) -> int:
        """The last boundary end in [low, high], else `low`."""
        index = bisect.bisect_right(ends, high) - 1
        return ends[index] if index >= 0 and ends[index] >= low else low

    def claim(self, quantity: Quantity, previous_end: int, next_start: int) -> NumericClaim:
        text = self.text
        sentence_start = self._last_end_before(self.sentence_ends, previous_end, quantity.start)
        index = bisect.bisect_left(self.clause_starts, quantity.start) - 1
        clause_start = sentence_start
        while index >= 0:
            end = self.clause_breaks[index][1]
            if end <= quantity.start:
                clause_start = max(end, sentence_start)
                break
            index -= 1
        near = _concepts(self.scan, text, clause_start, quantity.start, nearest_first=True)
        far = _concepts(self.scan, text, sentence_start, clause_start, nearest_first=True)
        after_end = min(next_start, quantity.end + 24)
        index = bisect.bisect_left(self.clause_starts, quantity.end)
        if index < len(self.clause_starts):
            after_end = min(after_end, self.clause_starts[index])
        after_text = text[quantity.end : after_end]
        if after_text.lstrip().startswith("的") or _AFTER_PREPOSITION.match(after_text):
            after_end = quantity.end
        else:
            reason = _REASON.search(after_text)
            if reason is not None:
                after_end = quantity.end + reason.start()
        after_start = quantity.end - len(quantity.counter) if quantity.counter else quantity.end
        return NumericClaim(
            quantity=quantity,
            near=near,
            after=_concepts(self.scan, text, after_start, max(after_start, after_end), nearest_first=False),
            far=far,
            sign=self._sign(quantity, clause_start),
            reference_point=self._reference_point(quantity),
            window=_is_window(text, quantity),
        )

    def _reference_point(self, quantity: Quantity) -> bool:
        window_start = max(0, quantity.start - COMPARISON_REACH)
        if self.scan.last_before((COMPARISON,), quantity.start, window_start) is None:
            return False
        return _COMPARISON.search(self.text, window_start, quantity.start) is not None

    def _sign(self, quantity: Quantity, clause_start: int) -> int:
        """The sign a gain/loss word gives the number: the nearest such word just before it, or one right after."""
        if quantity.explicit_sign:
            return 0
        window_start = max(clause_start, quantity.start - MAX_SIGN_GAP - 8)
        last = self.scan.last_before(SIGN_KINDS, quantity.start, window_start)
        if last is not None:
            kind, (_, end, _) = last
            if kind == SIGN_NEUTRAL:
                return 0
            if quantity.start - end <= MAX_SIGN_GAP and _LEVEL_MARKER.search(self.text, end, quantity.start) is None:
                return -1 if kind == SIGN_NEG else 1
        for kind, sign in ((AFTER_NEG, -1), (AFTER_POS, 1)):
            for start, _, _ in self.scan.of(kind):
                if start == quantity.end or (start == quantity.end + 1 and self.text[quantity.end].isspace()):
                    return sign
        return 0


_WINDOW_BEFORE = re.compile(
    r"(?:\b(?:last|past|previous|next|over|within|in|every|per)\s+(?:the\s+)?|近|过去|最近|前|后|每)\s*$", re.IGNORECASE
)
_PERIOD_COUNTERS = frozenset({"天", "周", "个月", "月", "年", "小时", "分钟"})


_PERIOD_WORD = re.compile(r"\s*(?:days?|weeks?|months?|years?|hours?|minutes?)\b", re.IGNORECASE)


def _is_window(text: str, quantity: Quantity) -> bool:
    periodic = (
        quantity.unit in ("day", "h", "min", "s")
        or quantity.counter in _PERIOD_COUNTERS
        or _PERIOD_WORD.match(text, quantity.end) is not None
    )
    return periodic and _WINDOW_BEFORE.search(text, max(0, quantity.start - 16), quantity.start) is not None


def _concepts(found: Scan, text: str, start: int, end: int, nearest_first: bool) -> tuple[str, ...]:
    """Concepts labelled in [start, end), each once, ordered by distance from the number."""
    if end <= start:
        return ()
    hits = found.concepts_between(start, end)
    ordered = reversed(hits) if nearest_first else iter(hits)
    seen: dict[str, None] = {}
    for position, concept in ordered:
        seen.setdefault(_negated_outcome(text, position, concept), None)
    return tuple(seen)


_NEGATION_BEFORE = re.compile(r"(?:未能?|没有?|无法|不能?|尚未|\bnot|n't|\bnever)\s*$", re.IGNORECASE)


def _negated_outcome(text: str, position: int, concept: str) -> str:
    """"无法送达" / "not delivered" label a failure count, though the word itself names success."""
    if concept == "succeeded" and _NEGATION_BEFORE.search(text, max(0, position - 6), position):
        return "failed"
    return concept
