"""Sums the narration writes out: "3,912 / 3,960 = 98.8%", "450 minutes minus 63 down = 387 minutes".

The number after "=" is worked from the numbers before it, which are checked against the results on their own. When
the written operations give it (allowing a change of units: seconds to minutes, a fraction to a percentage), it
states nothing new; when they do not, it is left to the other checks.
"""

from __future__ import annotations

import itertools
import re

from toolproof.fidelity.claims import NumericClaim

_EQUALS_BEFORE = re.compile(r"[=≈＝]\s*(?:~|约|about\s+)?$")
"""What stands right before a result: "= 387", "≈ 81.5%", "= about 90"."""
_SEGMENT_BREAK = re.compile(r"[，,。;；:：\n]|=|≈|＝|\.(?=\s|$)")
"""Where the operands of a written sum start: the clause, or the previous result ("a = b = c")."""
_OPERATOR = re.compile(r"[×x*÷/+＋\-−–]|减去?|减掉|加上?|乘以?|除以|\b(?:minus|plus|times|divided\s+by|over)\b",
                       re.IGNORECASE)
_FACTORS = (1.0, 60.0, 1 / 60, 3600.0, 1 / 3600, 100.0, 0.01, 1000.0, 0.001)
"""Unit changes a written result may make: minutes and seconds, hours, percentages, thousands."""
MAX_GAP_WORDS = 12
"""Characters of words allowed between an operand and the next operator ("6秒节拍 =", "63 down ="): more and the
numbers are not one written sum."""
EQUATION_TOLERANCE = 0.005


def worked_out_sum(text: str, claims: list[NumericClaim], index: int) -> bool:
    """Whether claims[index] is the result of the operations written before it in its clause."""
    claim = claims[index]
    equals = _EQUALS_BEFORE.search(text, max(0, claim.start - 10), claim.start)
    if equals is None:
        return False
    breaks = [m.end() for m in _SEGMENT_BREAK.finditer(text, 0, equals.start())]
    start = breaks[-1] if breaks else 0
    operands = [c for c in claims[:index] if c.start >= start and c.end <= equals.start()]
    if len(operands) < 2:
        return False
    value = operands[0].quantity.value
    for previous, operand in itertools.pairwise(operands):
        gap = text[previous.end : operand.start]
        operator = _OPERATOR.search(gap)
        if operator is None or len(gap) - len(operator.group()) > MAX_GAP_WORDS:
            return False
        applied = _apply(operator.group().lower(), value, operand.quantity.value)
        if applied is None:
            return False
        value = applied
    if len(text[operands[-1].end : equals.start()].strip()) > MAX_GAP_WORDS:
        return False
    stated = claim.quantity.value
    tolerance = max(claim.tolerance, EQUATION_TOLERANCE)
    return any(abs(stated - value * factor) <= tolerance * abs(stated) for factor in _FACTORS)


def _apply(operator: str, left: float, right: float) -> float | None:
    if operator in ("+", "＋", "加", "加上", "plus"):
        return left + right
    if operator in ("-", "−", "–", "减", "减去", "减掉", "minus"):
        return left - right
    if operator in ("×", "x", "*", "乘", "乘以", "times"):
        return left * right
    if not right:
        return None
    return left / right  # ÷, /, 除以, "divided by", "over"
