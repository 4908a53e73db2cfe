"""How well a narration's label fits a field, and when that fit is strong enough to call a number a field swap.

A word of the key's own name weighs more than one of a key enclosing it, and a generic word least: a label must
fit the field it names clearly better than the field whose value was stated before a swap is reported.
"""

from __future__ import annotations

from toolproof.fidelity.align import close
from toolproof.fidelity.claims import TOLERANCE, NumericClaim
from toolproof.fidelity.evidence import GENERIC_HEADS, Fact, key_of
from toolproof.fidelity.lexicon import GENERIC_LABELS


def concepts_of(fact: Fact) -> frozenset[str]:
    """The concepts of a fact's own key (none for a value no key names)."""
    return fact.meaning.concepts if fact.meaning is not None else frozenset()


def names_key_exactly(labelled: list[Fact], context: frozenset[str]) -> bool:
    """Whether the label names one labelled key by all of its own words (票价 for ``票价``, "base rate" for
    ``base_rate_usd``), not by a word it shares with others."""
    return any(f.meaning is not None and f.meaning.concepts and (
        f.meaning.concepts - _MAY_GO_UNSAID <= context or key_of(f.path) in context) for f in labelled)


_MAY_GO_UNSAID = frozenset({"done", "remaining", "unit"})
"""Key words that say whether a count is done or still to do (已完成, 待发), or that it counts units
(``filled_units``): a label that names the key by its other words may leave these to the verb or the noun
("已完成35辆" names 已完成 whole, "49,928 vials filled" names ``filled_units``)."""


def names_key(fact: Fact, context: frozenset[str]) -> bool:
    """Whether the narration's label names the fact's own key, not only a key that encloses it: "two
    appointments" reaches every field inside ``appointments`` but names none of them. A generic key (``count``)
    is named by what it counts ("24 transactions" for get_transactions' count)."""
    meaning = fact.meaning
    if meaning is None:
        return False
    if not meaning.concepts.isdisjoint(context):
        return True
    return meaning.heads <= GENERIC_HEADS and not fact.parents.isdisjoint(context)


_QUALIFIERS = frozenset({"previous"})
_PERIODS = frozenset({"daily", "weekly", "monthly", "quarterly", "yearly"})
"""Words that say how often a value is counted ("每月"): alone they name no quantity."""
"""Words a key adds to name an earlier figure of the same thing: a label without them names the plain key."""


def needs_unsaid_qualifier(holder: Fact, meant: Fact, context: frozenset[str]) -> bool:
    """Whether the label names `meant` by all its words and `holder` only with a qualifier the label leaves out:
    "a quality score of 78" names quality_score, and previous_quality_score would need its "previous"."""
    extra = concepts_of(holder) - concepts_of(meant)
    return concepts_of(meant) <= context and bool(extra) and extra <= _QUALIFIERS and extra.isdisjoint(context)


SWAP_MARGIN = 2
"""How much better a label must fit the field it names than the field whose value was stated before the number
counts as a field swap: one specific word of the named key's own (4) or of a key enclosing it (2) is enough, one
generic word (1) never is."""


OWN_WEIGHT = 4


ENCLOSING_WEIGHT = 2


GENERIC_WEIGHT = 1


def _label_fit(fact: Fact, context: frozenset[str]) -> dict[str, int]:
    """The label's words that fit a fact, each with its weight: a word of the key's own name weighs more than one
    of an enclosing key (or the tool's name), and a generic word (GENERIC_LABELS) least, unless the key has nothing
    more specific in its name (``total``, ``duration_min``)."""
    meaning = fact.meaning
    if meaning is None:
        return {}
    vague = GENERIC_WEIGHT if not meaning.heads <= GENERIC_LABELS else OWN_WEIGHT
    own = meaning.concepts | meaning.also
    return {
        c: vague if c in GENERIC_LABELS and c in own else GENERIC_WEIGHT if c in GENERIC_LABELS
        else OWN_WEIGHT if c in own else ENCLOSING_WEIGHT
        for c in context & (own | fact.parents)
    }


def named_beside(claim: NumericClaim, meant: Fact, holders: list[Fact]) -> bool:
    """The word right next to the number names the field that holds it and not the field the wider label
    fits ("214 arrivals. Median wait…", "spent 96 hours boarding"): a label further along the clause belongs to
    the next number, not this one."""
    nearest = set(claim.near[:1]) | set(claim.after[:1])
    if meant.meaning is not None:
        nearest -= meant.meaning.concepts
    return bool(nearest) and any(
        f.meaning is not None and not nearest.isdisjoint(f.meaning.concepts) for f in holders)


def total_of_named_parts(labelled: list[Fact], other: Fact, context: frozenset[str]) -> bool:
    """Whether `other` is the total of two or more returned values one word of the label names alike (the label
    "win" names slot_win and table_win, and total_usd is their sum): the label states the whole, not a part."""
    if other.value is None:
        return False
    for concept in context:
        parts = [f for f in labelled if not f.derived and f.call_id == other.call_id and f.value is not None
                 and f.meaning is not None and concept in f.meaning.concepts]
        if len(parts) > 1 and close(other.value, sum(f.value for f in parts if f.value is not None), TOLERANCE):
            return True
    return False


def clear_swap(context: frozenset[str], meant: Fact, holders: list[Fact], near: tuple[str, ...] = ()) -> bool:
    """Whether a number whose label names `meant` but whose value is a holder's is a field swap. Counting shared
    words alone accused on one generic word ("总时长" reaching ``awake_times`` through "time") and settled a label
    that fits both fields ("3 unplanned downtime events": downtime vs events) against the field holding the value.
    So the label must fit `meant` better than each holder by SWAP_MARGIN, and no label word may fit a holder better
    than `meant`, unless a specific word nearer the number before it names `meant` (`near` is nearest first: in
    "高校中排名112" the rank is told, among universities). Otherwise the label is too weak or split to accuse, and
    the stated value stands if it matches a field."""
    fits = _label_fit(meant, context)
    if fits and _PERIODS.issuperset(fits) and meant.meaning is not None and not any(
            holder.meaning is not None and not holder.meaning.heads.isdisjoint(meant.meaning.heads)
            for holder in holders):
        return False  # "每月多收1286.04元" fits 平均月租 by "monthly" alone: a period word accuses only another period
        # of the same quantity ("本月" told with 上月营收), not a different one (月增收)
    head = next((index for index, concept in enumerate(near) if concept in fits and concept not in GENERIC_LABELS),
                len(near))
    meant_key = key_of(meant.path)
    for holder in holders:
        if needs_unsaid_qualifier(holder, meant, context):
            continue
        if meant_key in context and len(holder_key := key_of(holder.path)) < len(meant_key) and (
                holder_key in meant_key):
            continue  # "安全库存18" names 安全库存 whole: the 库存 inside it names no other field
        other = _label_fit(holder, context)
        if any(weight > fits.get(c, 0) and not (c in near and near.index(c) > head) for c, weight in other.items()):
            return False
        if sum(fits.values()) - sum(other.values()) < SWAP_MARGIN:
            return False
    return True
