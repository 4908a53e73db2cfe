"""What the words around a number change about the claim it makes, before any claim is checked.

Some numbers state nothing about a result ("one" as a pronoun, "一两天", "3天以上"), some hold within a step
("两百多块"), some are told per thousand or with a minus that means "less", and a label after one number may
belong to the next. `read_claims` applies all of that to what `claims.extract_claims` found.
"""

from __future__ import annotations

import itertools
import re

from toolproof.fidelity.align import matching_facts
from toolproof.fidelity.claims import BASIS_PHRASE, SENTENCE_BREAK, NumericClaim, extract_claims
from toolproof.fidelity.evidence import Evidence, Fact, key_of
from toolproof.fidelity.numbers import Quantity, at_least_step
from toolproof.fidelity.scan import Scan

_VAGUE_PAIR = re.compile(r"(?:[一二三四五六七八九]?[十百千万])?(?:一两|两三|三四|三五|四五|五六|六七|七八|八九)")
"""Two neighbouring numerals written together ("一两天", "两三个", "二十五六公斤"): an estimate, not a number."""


_PRONOUN_ONE_BEFORE = re.compile(
    r"(?=[eEaAnNtTwW这那每哪同另任其])(?:\b(?:each|every|any|no|this|that|which|the|another)\s+(?:[a-z]+\s+)??"
    r"|这|那|每|哪|同|另|任|其中)$",
    re.IGNORECASE,
)
"""Before "one"/一, words that make it a determiner ("each one", "the low one", 这一小时, 同一天), not a count."""


_ONE_AS_OBJECT = re.compile(
    r"\b(?:set|book|schedule|pick|add|create|make|order|file|open|grab|get|buy|request|need|has|have|had|got)\s+$",
    re.IGNORECASE)


_CLAUSE_END_AFTER = re.compile(r"[ \t]*(?:[.!?;,\n]|$)")


_PRONOUN_ONE_AFTER = re.compile(r"-|次|下|遍|起|般|直|定|些|样|旦|致|切|同|律|再|向|边|并|共|道")
"""After 一, characters that make a word, not a count: 一起 (together), 一般 (usually), 一直, 一定, 一共 …"""


MAX_PRONOUN_LOOKBACK = 12


def read_claims(narration: str, found: Scan, evidence: Evidence) -> list[NumericClaim]:
    """The narration's numeric claims, less the numbers that state nothing, each read as its context says."""
    things = tuple(text.lowered for text in evidence.texts)
    claims = _hand_on_labels(
        narration, [_at_least(narration, c) for c in extract_claims(narration, found, things)
                    if not _vague_word(narration, c.quantity)],
        evidence.facts, found)
    if "(" in narration or "（" in narration:
        claims = _asides_after_a_label(narration, claims)
    if _MAY_SUBTRACT.search(narration):
        claims = [_subtracted(narration, c) for c in claims]
    if _DEDUCTING.search(narration):
        claims = _deducted_lists(narration, claims)
    if _MAY_PER_THOUSAND.search(narration):
        claims = [_per_thousand(narration, c, evidence) for c in claims]
    if "一" in narration or " a " in narration or " per " in narration:
        claims = [c for c in claims if not _packing_factor(narration, c, evidence)]
    return claims


def _packing_factor(text: str, claim: NumericClaim, evidence: Evidence) -> bool:
    """How many of a thing make one of another ("合86箱多（24罐一箱）", "12 bottles to a case"): a conversion the
    narration works with, not a value it reads, unless a result says how many go in one (``cans_per_case``)."""
    return not claim.quantity.currency and _PER_ONE_AFTER.match(text, claim.end) is not None and not any(
        _PER_ONE_KEY.search(key_of(f.path)) for f in evidence.facts)


def _hand_on_labels(text: str, claims: list[NumericClaim], facts: list[Fact], found: Scan) -> list[NumericClaim]:
    """A label read after one number that belongs to the next, bare one: in "after the $30.00 discount the final
    price is $149.00", "discount" is the first number's and "final price" the second's. The words after the first
    number's own label move to the following number when that number has no label of its own, no sentence ends
    between them, and no key of the results (with the objects holding it) joins the two labels into one ("$8 service
    fee" keeps "fee")."""
    for index in range(len(claims) - 1):
        claim, following = claims[index], claims[index + 1]
        if len(claim.after) < 2 or following.near or following.after or following.reference_point:
            continue
        if SENTENCE_BREAK.search(text, claim.end, following.start) is not None or BASIS_PHRASE.search(
                text, claim.end, following.start) is not None:
            continue  # "3000欧元按今天的汇率能换2.35万": the words name the basis, not the next number
        own, rest = claim.after[0], frozenset(claim.after[1:])
        if any(f.meaning is not None and own in (named := f.meaning.concepts | f.parents) and not rest.isdisjoint(named)
               for f in facts):
            continue  # a key joins the two labels ("定级里程" names qualifying.miles: its object and its key)
        # the number keeps the words written together right after it as its noun ("zero gate alarms in the last 24
        # hours"), though the next number is handed them too ("21 open sites, 17 of them at Lost Lake")
        size = 1 if text.startswith("-", claim.end) else _compound_size(
            text, found.concepts_between(claim.end, following.start))  # ("Three-year average: 79": all handed on)
        claims[index] = claim._replace(after=claim.after[:size])
        claims[index + 1] = following._replace(near=tuple(reversed(claim.after[1:])))
    return claims


def _asides_after_a_label(text: str, claims: list[NumericClaim]) -> list[NumericClaim]:
    """A number opening an aside right after the label of the number before it ("still 5 open spots (27 of 32
    taken)"): those words are the first number's label; the aside is labelled by its own words, not by them."""
    for index in range(len(claims) - 1):
        claim, following = claims[index], claims[index + 1]
        if not claim.after or not following.near or _ASIDE_OPENS.search(text, claim.end, following.start) is None:
            continue
        if SENTENCE_BREAK.search(text, claim.end, following.start) is None and set(following.near) <= set(claim.after):
            claims[index + 1] = following._replace(near=())
    return claims


_ASIDE_OPENS = re.compile(r"[(（]\s*$")


_ENGLISH_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_ONLY_SPACE = re.compile(r"[ \t]+")


def _compound_size(text: str, labels: list[tuple[int, str]]) -> int:
    """How many of the English label words after a number stand together as one noun ("gate alarms"), at least
    one: the words up to the first that is not written right after the one before it."""
    size = 1
    for (position, _), (following, _) in itertools.pairwise(labels):
        word = _ENGLISH_WORD.match(text, position)
        if word is None or not _ONLY_SPACE.fullmatch(text, word.end(), following):
            break
        size += 1
    return size


def _at_least(text: str, claim: NumericClaim) -> NumericClaim:
    """"两百多块", "三千八百六十多万": at least the number, less than its next step in the last written place, so
    the claim holds within that step (a tenfold slip is still caught)."""
    quantity = claim.quantity
    step = at_least_step(text, quantity) if quantity.value else None
    if step is None:
        return claim
    return claim._replace(tolerance=max(claim.tolerance, step / (quantity.value / quantity.scale)))


def _per_thousand(text: str, claim: NumericClaim, evidence: Evidence) -> NumericClaim:
    """A rate told per thousand ("about $3.81 per thousand streams", "每千次3.81元") of a value per one: read as
    the value per one, by value alone (the words before it name what the rate totals to, "paid"). A value the
    results hold per thousand already (``rate_per_kgal_cents``) is stated as written."""
    per = _PER_THOUSAND_AFTER.match(text, claim.end) or _PER_THOUSAND_BEFORE.search(
        text, max(0, claim.start - 6), claim.start)
    if per is None or matching_facts(claim, evidence.by_unit) or any(
            _PER_THOUSAND_KEY.search(key_of(f.path)) for f in evidence.facts):
        return claim  # (a result that keeps a rate per thousand, ``rate_per_1000_pax``, is told in its terms)
    quantity = claim.quantity
    scaled = quantity._replace(value=quantity.value / 1000, scale=quantity.scale / 1000)
    return claim._replace(quantity=scaled, near=(), far=())


def _subtracted(text: str, claim: NumericClaim) -> NumericClaim:
    """A minus written on an amount a line takes off ("| less equipment | −$62,000 |", "减：运费 -120"): the
    minus says it is subtracted, not that the value is negative."""
    quantity = claim.quantity
    if not (quantity.explicit_sign and quantity.value < 0):
        return claim
    line_start = text.rfind("\n", 0, claim.start) + 1
    if _SUBTRACT_BEFORE.search(text, max(line_start, claim.start - MAX_SUBTRACT_GAP), claim.start) is None:
        return claim
    return claim._replace(quantity=quantity._replace(value=-quantity.value, explicit_sign=False))


_PER_ONE_AFTER = re.compile(
    r"(?![元块毛])[\u4e00-\u9fff]一(?:箱|盒|包|件|托|板|袋|组|套|捆|打|瓶|桶|筐|车|柜)(?![\u4e00-\u9fff]?(?:的|是|有|共))"
    r"|(?:\s[a-z]+)?\s(?:to|per|in)\s(?:a|one|each)\s(?:case|box|pack|pallet|crate|carton|bundle|keg|tray)\b",
    re.IGNORECASE)
"""After a count and the thing it counts, one of a larger unit: the number packs one (24罐一箱, "12 bottles to a
case"); "142一桶" is a price, not a packing."""
_PER_ONE_KEY = re.compile(r"(?i:per[_A-Z]|pack|case_?size)|每|装箱")
"""A key that says how many go in one (``cans_per_case``, ``packSize``, 每箱罐数, 装箱数)."""
_MAY_SUBTRACT = re.compile(r"\b(?:less|minus)\b|减|扣", re.IGNORECASE)


_DEDUCTING = re.compile(r"扣掉|扣除|扣减|减去|减掉|\bless\b|\bminus\b|\bafter deducting\b", re.IGNORECASE)
_LISTED_NEXT = re.compile(r"[^，,。；;\d\n]{0,12}")


def _deducted_lists(text: str, claims: list[NumericClaim]) -> list[NumericClaim]:
    """Amounts listed after one a deduction word takes off ("扣掉平台服务费12317.85元、活动补贴2156元"): the
    deduction covers the list, so each is told as taken off."""
    for index in range(1, len(claims)):
        claim, previous = claims[index], claims[index - 1]
        if (claim.sign == 0 and previous.sign < 0 and not previous.quantity.explicit_sign
                and text[previous.end : previous.end + 1] in "、和及"
                and _LISTED_NEXT.fullmatch(text, previous.end + 1, claim.start)
                and _DEDUCTING.search(text, max(0, previous.start - MAX_DEDUCTION_REACH), previous.start)):
            claims[index] = claim._replace(sign=-1)
    return claims


MAX_DEDUCTION_REACH = 12
_SUBTRACT_BEFORE = re.compile(r"(?:^|[|\-*•\s])(?:less|minus)\b|减[:：去]?|扣(?:除|减)", re.IGNORECASE)


MAX_SUBTRACT_GAP = 48


_MAY_PER_THOUSAND = re.compile(r"thousand|1,?000|每千|千(?:次|人)均", re.IGNORECASE)


_PER_THOUSAND_AFTER = re.compile(r"\s*(?:per|a|/)\s*(?:thousand|1,?000)\b", re.IGNORECASE)


_PER_THOUSAND_KEY = re.compile(r"per_?1000|per_?thousand|Per1000|PerThousand|每千|千人", re.IGNORECASE)
_PER_THOUSAND_BEFORE = re.compile(r"(?:每千(?:次|人|个|条|份)?|千(?:次|人)均)\s*$")


def _vague_word(text: str, quantity: Quantity) -> bool:
    """A number spelled as a word that states nothing about a result: "one" used as a pronoun or in a compound
    ("each one averages", "a one-page kit"), "一" counting an action ("再提醒一次"), and a pair of neighbouring
    numerals ("一两天"), which is a rough "one or two"; and "more than N" or "within N" (N多, N余, N以内)."""
    if text[quantity.end : quantity.end + 1] in _MORE_THAN and quantity.end < len(text) and not text.startswith(
            ("余额", "多出"), quantity.end):
        return True  # "6公里多", "30余人": a lower bound after its unit ("23650元余额" is a balance, "75分钟多出
        # 1小时20分" a reference the gap is told from)
    if _MARK_AFTER.match(text, quantity.end) and text[: quantity.start].rstrip().lower().endswith(
            ("the", "a", "that", "past", "over", "under")):
        return True  # "you'd clear the $9M mark": a round milestone, not a value told
    if _BOUND_AFTER.match(text, quantity.end) or _OR_BEYOND.match(text, quantity.end):
        return True  # "每公里都在4分半以内", "3天以上", "−15 °C or colder": a bound, not a value told
    if _DECADE.match(text, quantity.number_end) and _DECADE_BEFORE.search(
            text, max(0, quantity.number_start - 9), quantity.number_start):
        return True  # "a survival rate in the high 60s": a span of ten, not sixty seconds
    if text[quantity.number_start : quantity.number_end] == "1" and (
            _RATIO_AFTER_ONE.match(text, quantity.number_end)
            or _RATIO_BEFORE_ONE.search(text, max(0, quantity.number_start - 4), quantity.number_start)):
        return True  # "1:4.5", "a 2:1 match": one side of a ratio, not a count of one
    if not quantity.in_words:
        return False
    if quantity.counter == "期":
        return True  # "下沙二期": a project's phase by name (installments are counted in digits, "分12期")
    if _POSITION_BEFORE.search(text, max(0, quantity.number_start - 8), quantity.number_start):
        return True  # "$189 for the first two nights": which nights, not how many
    if quantity.unit in _ONE_TIME_BASES and text[quantity.number_start : quantity.number_end] in ("一", "one", "One") \
            and _NUMBER_SOON_AFTER.match(text, quantity.end):
        return True  # "跳绳一分钟171个", "one hour gets you 80 km": the time a count is per, not a duration
    if _WORDED_FRACTION.match(text, quantity.number_end):
        return True  # "three-quarters of that": a rough share, not a count of three
    written = text[quantity.number_start : quantity.number_end]
    if _VAGUE_PAIR.fullmatch(written) is not None:
        return True
    if written.lower() not in ("one", "一"):
        return False
    if written == "一" and text[quantity.number_start - 1 : quantity.number_start] == "的" and text[
            quantity.number_end : quantity.number_end + 1] in _PART_COUNTERS:
        return True  # "配送费是最大的一块": the biggest part, not one yuan
    before = text[max(0, quantity.number_start - MAX_PRONOUN_LOOKBACK) : quantity.number_start]
    if _ONE_AS_OBJECT.search(before) and _CLAUSE_END_AFTER.match(text, quantity.number_end):
        return True  # "so somebody should set one.": the thing just named, not a count of one
    return _PRONOUN_ONE_BEFORE.search(before) is not None or _PRONOUN_ONE_AFTER.match(
        text, quantity.number_end) is not None


_PART_COUNTERS = "块部份"


_MORE_THAN = "多余"


_MARK_AFTER = re.compile(r"\s*(?:mark|milestone|barrier|threshold)\b", re.IGNORECASE)


_OR_BEYOND = re.compile(
    r"\s*(?:or|and) (?:colder|warmer|more|less|higher|lower|above|below|under|over|fewer|greater|longer|shorter|"
    r"later|earlier|better|worse|faster|slower)\b", re.IGNORECASE)


_POSITION_BEFORE = re.compile(r"\b(?:first|last|final|other)\s+$", re.IGNORECASE)


_ONE_TIME_BASES = frozenset({"s", "min", "h", "day"})


_NUMBER_SOON_AFTER = re.compile(r"[^\d，,。；;.!?！？]{0,4}\d")


_WORDED_FRACTION = re.compile(r"[- ](?:quarters?|thirds?|fifths?|eighths?|tenths?)\b", re.IGNORECASE)


_RATIO_BEFORE_ONE = re.compile(r"\d\s?[:：]\s?$")


_RATIO_AFTER_ONE = re.compile(r"\s?[:：]\s?\d")


_DECADE = re.compile(r"s(?![A-Za-z0-9])")


_DECADE_BEFORE = re.compile(r"(?:\b(?:low|mid|high|upper|lower)[- ]?|\b(?:in|into|to) the )$", re.IGNORECASE)
"""Before "60s": the words that make it a span of ten ("the high 60s", "mid-40s", "in the 90s")."""


_BOUND_AFTER = re.compile(r"半?(?:以内|之内|以下|以上|开外)")


def outside(claims: list[NumericClaim], spans: list[tuple[int, int]]) -> list[NumericClaim]:
    """The claims that no span holds whole (each claim's offsets read once, as this runs on every claim)."""
    kept: list[NumericClaim] = []
    for claim in claims:
        start, end = claim.start, claim.end
        for low, high in spans:
            if low <= start and end <= high:
                break
        else:
            kept.append(claim)
    return kept
