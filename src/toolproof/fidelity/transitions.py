"""Changes told as "from A to B": which of the two numbers is the old value and which the new.

A result that records a change keeps both ends under keys that say which is which (``原保费元`` / ``加费后保费元``,
``old_limit`` / ``new_limit``, 原值 / 新值 in one row). A narration that tells the change "从2100元调到1680元" or
"200万 → 100万" with the ends the other way round reports each value under the other's name: a field swap that no
single label shows, since the only label is the order.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator

from toolproof.fidelity.claims import NumericClaim
from toolproof.fidelity.evidence import Fact, holder_of, key_of

_BETWEEN = re.compile(r"\s*(?:→|->|⟶|=>|(?:调|改|变|升|降|涨|跌|提|减|增)?(?:到|至|成|为)|\bto\b)\s*", re.IGNORECASE)
"""What joins the two ends of a change: an arrow, 调到 / 改成 / 降至, "to"."""
_OLD_KEY = re.compile(r"^(?:原|旧)|(?:前|之前)(?:的)?[\u4e00-\u9fff]*$|\b(?:old|original|previous|prior|before|from)\b",
                      re.IGNORECASE)
_NEW_KEY = re.compile(r"^新|[\u4e00-\u9fff]后|\b(?:new|updated|after|revised|to)\b", re.IGNORECASE)
"""Keys that name a change's old end (原保费, 调整前, old_limit) and its new end (新值, 加费后保费, new_limit)."""


def _end_of(key: str) -> int:
    """-1 for a key naming the old end of a change, +1 for the new end, 0 for neither (or both)."""
    words = key.replace("_", " ")
    old, new = _OLD_KEY.search(words) is not None, _NEW_KEY.search(words) is not None
    return 0 if old == new else (-1 if old else 1)


def reversed_changes(text: str, claims: list[NumericClaim], matching: Callable[[NumericClaim], list[Fact]]
                     ) -> Iterator[tuple[NumericClaim, Fact, Fact]]:
    """Each change told backwards, as (the first number told, the old value it should be, the new value it is):
    two numbers joined as a change whose first matches only the new end and whose second only the old end of one
    change the results hold (two keys of one object, one naming the old end and one the new)."""
    for first, second in itertools.pairwise(claims):
        if _BETWEEN.fullmatch(text, first.end, second.start) is None:
            continue
        told_new = [f for f in matching(first) if not f.derived and _end_of(key_of(f.path)) > 0]
        told_old = [f for f in matching(second) if not f.derived and _end_of(key_of(f.path)) < 0]
        pairs = [(old, new) for new in told_new for old in told_old
                 if new.call_id == old.call_id and holder_of(new.path) == holder_of(old.path)]
        if len(pairs) == 1 and not any(_end_of(key_of(f.path)) < 0 for f in matching(first)):
            old, new = pairs[0]
            yield first, old, new
