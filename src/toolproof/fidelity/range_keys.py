"""Sibling keys named by a range of numbers, as aging buckets are (``8_14d``, ``31-60天``, ``over_60d``, ``60天以上``):
the range a narration writes beside a value ("69 are 8–14 days", "31到60天的9条") says which bucket it is, so the
15–30 day count told as the 8–14 day one is a field swap.
"""

from __future__ import annotations

import math
import re

from toolproof.fidelity.claims import NumericClaim
from toolproof.fidelity.evidence import Fact, index_by_unit, last_key
from toolproof.fidelity.layout_checks import Reporter

Bucket = tuple[int, float]
"""A range's low and high end; an open range ("over 60") ends at infinity."""

_CLOSED = r"(\d+)%?\s?(?:-|_|~|～|–|—|到|至|to)\s?(\d+)"
_OPEN_AFTER = r"(\d+)\s?(?:天|日|days?|d|h|小时|hours?|个月|months?|%)?\s?(?:以上|及以上|\+|_plus|plus|or more)"
_OPEN_BEFORE = r"(?:over|above|more than|gt|大于|超过)[_ ]?(\d+)"
_AT_LEAST = r"(?:≥|>=|>|大于等于)\s?(\d+)"
_BELOW = r"(?:<|≤|<=|小于)\s?(\d+)"
_BUCKET = re.compile(rf"{_CLOSED}|{_OPEN_AFTER}|{_OPEN_BEFORE}|{_AT_LEAST}|{_BELOW}", re.IGNORECASE)
MAX_BUCKET_GAP = 14
"""How far before a value the range that names its bucket may be written ("31到60天的")."""
MAX_BUCKET_GAP_AFTER = 24
"""How far after a value ("69 are 8–14 days", "2,460 high fuzzies (95–99%)")."""
_DIGIT = re.compile(r"\d")
_BREAK = re.compile(r"[,，;；、。！？!?|\n]|\.(?=\s)|\b(?:and|while)\b|而|和")
"""Where a value's clause ends; a gloss in brackets ("EASI ≥ 24 (severe) 96") does not end it."""


def _bucket(match: re.Match[str]) -> Bucket:
    low, high, open_after, open_before, at_least, below = match.groups()
    if low is not None:
        return int(low), float(high)
    if below is not None:
        return -1, float(below)  # "EASI < 24": everything under 24
    return int(open_after or open_before or at_least), math.inf


def range_families(facts: list[Fact]) -> dict[int, dict[Bucket, Fact]]:
    """id(fact) → its siblings by bucket, for keys of one object that each name one range of numbers; empty when
    the results have no such keys (most)."""
    groups: dict[tuple[str, str], dict[Bucket, Fact]] = {}
    for fact in facts:
        if fact.derived or fact.weak or fact.identifier or fact.value is None:
            continue
        path = fact.path
        if not _DIGIT.search(path, max(path.rfind("."), path.rfind("["))):
            continue  # no number in the last key (most keys): no bucket, and no key split needed
        split = last_key(path)
        if split is None or (found := _BUCKET.search(split[1])) is None:
            continue
        groups.setdefault((fact.call_id, split[0]), {})[_bucket(found)] = fact
    return {id(fact): family for family in groups.values() if len(family) > 1 for fact in family.values()}


def _bucket_beside(text: str, claim: NumericClaim) -> Bucket | None:
    """The range written just before the value in its clause ("31到60天的9条"), else just after it ("69 are 8–14
    days")."""
    before = text[max(0, claim.start - MAX_BUCKET_GAP) : claim.start]
    found = [m for m in _BUCKET.finditer(before) if _BREAK.search(before, m.end()) is None]
    if found:
        return _bucket(found[-1])
    after = text[claim.end : claim.end + MAX_BUCKET_GAP_AFTER]
    match = _BUCKET.search(after)
    if match is not None and _BREAK.search(after, 0, match.start()) is None:
        return _bucket(match)
    return None


def check_ranges(checker: Reporter, families: dict[int, dict[Bucket, Fact]]) -> None:
    """Report a value told beside the range of a sibling bucket."""
    flagged = {finding.span for finding in checker.findings}
    bucketed = index_by_unit(f for f in checker.evidence.facts if id(f) in families)
    for claim in checker.claims:
        if (claim.start, claim.end) in flagged or claim.reference_point:
            continue
        facts = checker.matching_among(claim, bucketed, families)
        if len(facts) != 1:
            continue
        family = families[id(facts[0])]
        said = _bucket_beside(checker.text, claim)
        if said is not None and said not in family and said[1] == math.inf and len(
                starting := [bucket for bucket in family if bucket[0] == said[0]]) == 1:
            said = starting[0]  # "95%以上的高模糊" for the 95%-99% band, where no band is open
        if said is not None and said in family and family[said] is not facts[0]:
            checker.report_swap(claim, family[said], facts[0])
