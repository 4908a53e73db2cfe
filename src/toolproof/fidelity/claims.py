"""Numeric claims in a narration: each stated quantity with the words that label it and the sign words around it.

"您的余额为4280.50元" is a claim that the balance is 4280.50; "亏损120元" claims -120; "3 succeeded, 2 failed"
labels each count by the word after it. The labels come back as concepts (see `lexicon`), nearest first, so the
aligner can pick the nearest one that names a field of the result.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from toolproof.fidelity.lexicon import find_concepts
from toolproof.fidelity.numbers import Quantity, find_quantities

_SENTENCE_END = re.compile(r"[。！？!?；;\n]|\.(?=\s|$)")
_CLAUSE_END = re.compile(r"[，,、（）()—]|[。！？!?；;\n]|\.(?=\s|$)|\s(?:and|but|while|whereas)\s|而|但|并且|同时")

_NEGATIVE = (
    r"零下|亏损了?|亏了|亏|下降了?|下跌了?|下滑了?|跌幅|降幅|跌了|跌|减少了?|降低了?|降了|回落了?|缩水了?|损失了?|少了|减|"
    r"净流出|流出|回撤|下调了?|下行|缩减了?|萎缩了?|贬值了?|负"
)
_NEGATIVE_EN = (
    r"loss(?:es)?|lost|losing|down|decreas(?:e|ed|es|ing)|declin(?:e|ed|es|ing)|drop(?:ped|s)?|fell|fall(?:en|s)?|"
    r"lower|shr[au]nk|deficit|negative|minus|reduc(?:ed|tion)|outflows?|drawdown|slump(?:ed)?|plunge[ds]?|"
    r"tumbled?|dipped|slid|shed|lose|loses"
)
_POSITIVE = r"盈利了?|盈余|赚了|赚|上涨了?|涨幅|增幅|涨了|涨|增长了?|增加了?|提高了?|提升了?|上升了?|升了|多了|净流入|流入|正"
_POSITIVE_EN = (
    r"profits?|gain(?:ed|s)?|up|increas(?:e|ed|es|ing)|ris(?:e|es|en|ing)|rose|grew|grow(?:th|n|s)?|higher|"
    r"surplus|positive|plus|inflows?|earned|made"
)
_SIGN_BEFORE = re.compile(
    rf"(?P<neutral>涨跌幅?|升降幅?|增减|变动幅?度?|变化|波动|\b(?:change|changed|moved|movement)\b)|"
    rf"(?P<neg>{_NEGATIVE})|(?P<pos>{_POSITIVE})|\b(?:(?P<negen>{_NEGATIVE_EN})|(?P<posen>{_POSITIVE_EN}))\b",
    re.IGNORECASE,
)
_SIGN_AFTER = re.compile(
    rf"\s?(?:的)?(?:(?P<neg>亏损|损失|跌幅|降幅|下降|下跌|减少)|(?P<pos>盈利|收益|涨幅|增幅|增长|上涨)|"
    rf"(?:(?P<negen>loss|drop|decline|decrease|lower|down|deficit)|(?P<posen>gain|profit|increase|rise|higher|up|"
    rf"surplus))\b)",
    re.IGNORECASE,
)
_LEVEL_MARKER = re.compile(r"到|至|为|是|\b(?:to|at)\b", re.IGNORECASE)
"""Between a sign word and its number, these make the number a level ("fell to 4280"), not a change."""
_COMPARISON = re.compile(
    r"(?:从|由|(?<![同环占对相])比|较|相比|相较于?|对比|\b(?:than|from|compared (?:to|with)|versus|vs\.?|previous(?:ly)?|"
    r"prior)\b)\s*(?:约|大约|大概|about|around|approximately|roughly|~)?\s*(?:[¥$€£]|RMB|USD|CNY)?\s*$",
    re.IGNORECASE,
)
"""Words that make a number a reference point (a previous value, a comparison), not a claim about this result."""

MAX_SIGN_GAP = 12
"""Characters allowed between a sign word and the number it signs ("下降了约" / "a loss of about $")."""


@dataclass(frozen=True, slots=True)
class NumericClaim:
    """A stated quantity and its context."""

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


def extract_claims(text: str) -> list[NumericClaim]:
    """Every numeric claim in `text`, in order."""
    quantities = find_quantities(text)
    claims: list[NumericClaim] = []
    previous_end = 0
    for index, quantity in enumerate(quantities):
        next_start = quantities[index + 1].start if index + 1 < len(quantities) else len(text)
        claims.append(_claim(text, quantity, previous_end, next_start))
        previous_end = quantity.end
    for index in range(len(claims) - 1):
        part, whole = claims[index], claims[index + 1]
        between = text[part.end : whole.start]
        if _PART_OF.fullmatch(between):
            if set(whole.after) & _OUTCOMES:
                claims[index] = replace(part, near=(), after=whole.after)
            claims[index + 1] = replace(whole, near=_WHOLE, after=(), far=())
        elif _WHOLE_THEN_PART.search(between):
            claims[index] = replace(part, near=_WHOLE, after=(), far=())
    return claims


def _claim(text: str, quantity: Quantity, previous_end: int, next_start: int) -> NumericClaim:
    sentence_start = previous_end
    for match in _SENTENCE_END.finditer(text, previous_end, quantity.start):
        sentence_start = match.end()
    before_text = text[sentence_start : quantity.start]
    clauses = _CLAUSE_END.split(before_text)
    far: list[str] = []
    for clause in reversed(clauses[:-1]):
        far.extend(_ordered_concepts(clause))
    after_text = _first_clause(text[quantity.end : min(next_start, quantity.end + 24)])
    if after_text.lstrip().startswith("的") or _AFTER_PREPOSITION.match(after_text):
        after_text = ""
    reason = _REASON.search(after_text)
    if reason is not None:
        after_text = after_text[: reason.start()]
    if quantity.counter:
        after_text = quantity.counter + after_text
    nearest_clause = clauses[-1] if clauses else ""
    return NumericClaim(
        quantity=quantity,
        near=tuple(_ordered_concepts(nearest_clause)),
        after=tuple(_ordered_concepts(after_text, reverse=False)),
        far=tuple(far),
        sign=_sign(text, quantity, nearest_clause),
        reference_point=_COMPARISON.search(text, max(0, quantity.start - 24), quantity.start) is not None,
        window=_is_window(text, quantity),
    )


_WINDOW_BEFORE = re.compile(r"(?:\b(?:last|past|previous|next|over|within|in|every|per)\s+(?:the\s+)?|近|过去|最近|前|后|每)\s*$",
                            re.IGNORECASE)
_PERIOD_COUNTERS = frozenset({"天", "周", "个月", "月", "年", "小时", "分钟"})


def _is_window(text: str, quantity: Quantity) -> bool:
    periodic = quantity.unit in ("day", "h", "min", "s") or quantity.counter in _PERIOD_COUNTERS or bool(
        re.match(r"\s*(?:days?|weeks?|months?|years?|hours?|minutes?)\b", text[quantity.end : quantity.end + 9],
                 re.IGNORECASE)
    )
    return periodic and _WINDOW_BEFORE.search(text, max(0, quantity.start - 16), quantity.start) is not None


def _first_clause(text: str) -> str:
    match = _CLAUSE_END.search(text)
    return text[: match.start()] if match else text


def _ordered_concepts(text: str, reverse: bool = True) -> list[str]:
    """Concepts in a clause ordered by distance from the number (nearest first), each once."""
    if not text.strip():
        return []
    positioned = sorted(find_concepts(text), reverse=reverse)
    seen: dict[str, None] = {}
    for _, concept in positioned:
        seen.setdefault(concept, None)
    return list(seen)


def _sign(text: str, quantity: Quantity, nearest_clause: str) -> int:
    """The sign a gain/loss word gives the number: the nearest such word just before it, or one right after."""
    if quantity.explicit_sign:
        return 0
    window_start = max(0, len(nearest_clause) - MAX_SIGN_GAP - 8)
    window = nearest_clause[window_start:]
    last: re.Match[str] | None = None
    for match in _SIGN_BEFORE.finditer(window):
        last = match
    if last is not None and last.group("neutral"):
        return 0
    if last is not None and len(window) - last.end() <= MAX_SIGN_GAP:
        between = window[last.end() :]
        if _LEVEL_MARKER.search(between) is None:
            return -1 if (last.group("neg") or last.group("negen")) else 1
    after = _SIGN_AFTER.match(text, quantity.end)
    if after is not None:
        return -1 if (after.group("neg") or after.group("negen")) else 1
    return 0
