"""Does a stated number equal a pinned one, and if not, how did it drift?

Equal means within ±0.5% relative after reading the claim in the fact's terms: 48.2% is 0.482, 1.5 s is
1500 ms, 1.2万 is 12000, "亏损120" is -120. A mismatch is classified as the seed's drift shapes: a sign flip,
a wrong magnitude (decimal shift), a digit swap, or one changed digit.
"""

from __future__ import annotations

import bisect
import math
from enum import Enum
from functools import lru_cache

from toolproof.fidelity.claims import TOLERANCE, NumericClaim
from toolproof.fidelity.evidence import Fact, ValueIndex, key_of
from toolproof.fidelity.lexicon import DEDUCTION_CONCEPTS
from toolproof.fidelity.numbers import CURRENCY_SYMBOLS, ENERGY_UNITS, TEMPERATURE_MARKS, UNIT_FACTORS, Quantity

CURRENCY_CODES = frozenset(CURRENCY_SYMBOLS.values())


class Drift(str, Enum):
    """How a stated number departs from the one returned."""

    SIGN_FLIP = "sign flip"
    MAGNITUDE = "wrong magnitude"
    DIGIT_SWAP = "digit swap"
    DIGIT_CHANGE = "changed digit"
    OTHER = "different value"


def close(stated: float, expected: float, tolerance: float = TOLERANCE) -> bool:
    if expected == 0:
        return abs(stated) < 1e-15  # float noise only: 12.8 µg read in tonnes (1.28e-11) is no zero
    return abs(stated - expected) <= tolerance * abs(expected) + 1e-12


_NOT_MONEY = frozenset(
    {"count", "temperature", "humidity", "latency", "duration", "energy", "weight", "distance", "speed",
     "percentile", "score", "age", "height", "click", "impression", "views", "likes", "follower", "visit", "request",
     "employee", "user", "order", "item", "inventory", "reserved", "reorder", "leave", "hire", "departure", "wind",
     "uptime", "downtime", "capacity", "memory", "cpu", "traffic", "volume", "rating", "battery", "conversion",
     "population", "record", "file", "message", "ticket", "task", "project", "shipment", "sold", "growth",
     "decline", "change"}
)
"""Heads of fields that are not sums of money: a figure written with ¥ or $ is not about them."""
_CHANGES = frozenset({"change", "growth", "decline"})
"""A change with no unit of its own (``net_change: 1200``) is in the unit of what changed: a sum of money may be it."""
_COUNTS = frozenset({"count"})
"""A plain count is never a measured quantity: "500 mg" is not the number of capsules."""
_PEOPLE = frozenset({"employee", "user"})
"""What an average per head is counted over: 人均 reads as ("average", "employee")."""
_PER_PERIOD = frozenset({"hourly", "daily", "nightly", "weekly", "monthly", "yearly"})
"""A key counted per period (``member_hourly``): what one of its people pays, or earns, in that time."""
_PLACES = frozenset({"place", "position"})
"""A place in an order (``place: 1``) is never a measured quantity: "3.6 seconds clear of second place"."""
_LARGE_SCALE = 10_000.0
"""A number written with 万 or 亿 (or "million"): an amount or a count, never a share."""
_SHARE_KEY_ENDINGS = ("率\"]", "占比\"]", "比例\"]")
"""How the path of a Chinese key that holds a share ends (``$.data["买家佣金率"]``)."""
_WORDED_COUNT_MAX = 1000
"""A small number in words ("Seventeen") counts things; a big one may be money said in words (三千八百六十多万)."""
_RATE_LIKE = frozenset({"rate", "growth", "decline", "change", "return", "margin", "percentile", "uptime",
                        "conversion", "click", "departure", "interest", "humidity", "used", "cpu"})


def dimension_of(unit: str | None) -> str | None:
    """time, data, energy, power or temperature for a unit; a currency or % stays itself; None for no unit."""
    if unit in UNIT_FACTORS:
        return UNIT_FACTORS[unit][0]
    if unit in ("°C", "°F"):
        return "temperature"
    return unit


ITEM_COUNTERS = frozenset({"个", "笔", "条", "件", "单", "项", "份", "张", "家", "位", "名", "台", "户", "例", "起",
                           "场", "篇", "本", "只", "头", "匹", "辆", "架", "艘", "套", "间", "栋", "座", "棵", "株",
                           "箱", "袋", "盒", "瓶", "包", "双", "把", "枚", "颗", "块", "尾", "口"})
"""Chinese counters for discrete items (not measures such as 公斤 or 度): a number with one counts things."""
_COUNTED_BEFORE_SHU = ITEM_COUNTERS | frozenset("店人次车票批")
_PINYIN_COUNTERS = frozenset({"dan", "jian", "bi", "ci", "shu", "ge", "tai", "zhang", "hu", "tiao"})
"""Counters a pinyin key may end with (``chengjiao_dan`` is 成交单, a count of orders)."""


def _counted_by_heads(heads: frozenset[str]) -> bool:
    """Key heads that count things: ``count`` alone, or a counter and 数 (门店数, 到货箱数, 人数; not 系数 or 读数):
    such a key is no measure, so a length or a weight never states it."""
    return bool(heads) and (heads <= _COUNTS or any(
        len(head) >= 2 and head[-1] == "数" and head[-2] in _COUNTED_BEFORE_SHU for head in heads))


def counts_things(fact: Fact) -> bool:
    """Whether the key counts things by its own words: its heads say so (see `_counted_by_heads`), or it ends with a
    counter (成交单, ``chengjiao_dan``), whatever money its other words name."""
    if fact.meaning is not None and _counted_by_heads(fact.meaning.heads):
        return True
    key = key_of(fact.path)
    return key[-1:] in ITEM_COUNTERS or key.rpartition("_")[2] in _PINYIN_COUNTERS


_LOOSELY_SAME = frozenset({"data", "bitrate"})
"""Dimensions people say in each other's words: "下行1240.6兆" and "a 100 MB line" are megabits a second."""


def _loosely_same(one: str | None, other: str | None) -> bool:
    return one != other and one in _LOOSELY_SAME and other in _LOOSELY_SAME


def compatible(claim: NumericClaim, fact: Fact) -> bool:
    """Whether the claim's form allows it to be about this fact: ¥ is not a count, 3% is not a revenue,
    1.5 s is not a size, a day is not a price. Keeps a field label from tying a number to a fact it cannot describe."""
    quantity = claim.quantity
    value = fact.value
    if value is None:
        return True
    if fact.identifier:
        return quantity.plain_integer
    meaning = fact.meaning
    heads = meaning.heads if meaning is not None else frozenset()
    fact_dimension = dimension_of(fact.unit)
    if quantity.currency:
        money = (meaning is not None and (meaning.money or meaning.unit == "cent")) or fact.currency is not None or (
            fact.unit is None and bool(heads) and heads <= _CHANGES)
        return (fact_dimension is None or fact_dimension in CURRENCY_CODES) and (money or not heads & _NOT_MONEY or (
            meaning is not None and heads & _NOT_MONEY <= _PEOPLE and (
                "average" in meaning.concepts or not heads.isdisjoint(_PER_PERIOD))))
        # (人均每天 is an amount per person: "人均每天41.25元"; ``member_hourly`` what a member pays an hour)
    if quantity.is_percent:
        return fact.unit in ("%", "bp") or (
            fact_dimension is None and (abs(value) <= 10 or bool(heads & _RATE_LIKE)))
    if quantity.in_words and quantity.unit is None and abs(quantity.value) < _WORDED_COUNT_MAX and (
            fact.currency is not None or fact_dimension in CURRENCY_CODES):
        return False  # "Seventeen approved change orders" counts orders: a sum of money is written with its currency
    if quantity.counter == "度" and fact_dimension in ("time", "mass", "length", "volume", "area"):
        return False  # "充了18.64度" is energy (or degrees), never the seconds a charge took nor the kilograms washed
    if (quantity.scale >= _LARGE_SCALE and abs(value) <= 1 and fact_dimension is None
            and (heads & _RATE_LIKE or fact.path.endswith(_SHARE_KEY_ENDINGS))):
        return False  # "申请执行186万" is no share (执行比例 0.6482), whatever word the two keys share
    if quantity.dimension is not None:
        counted = _counted_by_heads(heads) and fact_dimension is None  # qty_jin is a measure; a count (门店数) is not
        return (fact_dimension in (None, quantity.dimension) or _loosely_same(quantity.dimension, fact_dimension)
                or (quantity.dimension == "speed" and fact.unit in _SPEED_OF_LENGTH)
                ) and not (heads and (counted or heads <= _PLACES)) and not (
            fact_dimension is None and fact.currency is None and meaning is not None and meaning.money)
    if quantity.counter in ITEM_COUNTERS:
        # "问卷512份" counts things: never the 0.946 of a satisfaction score, nor the tonnes of ``crude_steel_t``
        return value == int(value) and fact_dimension is None
    if quantity.counter == "倍":
        return bool(heads & _RATE_LIKE)  # "汽油销量是柴油的两倍多" compares two fields, it states neither
    return True


def _conversions(unit: str) -> tuple[tuple[float, float], ...]:
    """(factor said, factor meant) for reading a number in `unit` as any unit of its dimension, in the order
    `readings` tries them, each pair once (a repeated pair gives a repeated reading, which finds nothing new)."""
    dimension, stated_factors = UNIT_FACTORS[unit]
    pairs = (
        (said, meant)
        for other, meants in UNIT_FACTORS.values() if other == dimension
        for said in stated_factors for meant in meants
    )
    return tuple(dict.fromkeys(pairs))


_CONVERSIONS = {unit: _conversions(unit) for unit in UNIT_FACTORS}
"""unit → its conversions, worked out once: a value with no unit of its own may be in any unit of the claim's
dimension."""


def readings(claim: NumericClaim, fact_unit: str | None) -> tuple[float, ...]:
    """The claim's number expressed in the terms of a value with `fact_unit`, for every reading its unit allows."""
    quantity = claim.quantity
    x = quantity.value
    unit = quantity.unit
    if fact_unit is not None and "/" in fact_unit and unit != fact_unit and (
            held := fact_unit.partition("/")[0]) in UNIT_FACTORS:
        fact_unit = held  # "305米/箱" holds metres (a box's worth): "一箱305米"
    if fact_unit == "bp" and unit in _RELATIVE_UNITS:
        return (x,) if unit == "bp" else (x * 100,)  # "0.68%" of expense_ratio_bps 68
    if unit == "%":
        return (x / 100, x)
    if unit == "pp":
        return (x, x / 100)
    if unit == "bp":
        return (x / 10_000, x / 100)
    if unit in UNIT_FACTORS:
        dimension, stated_factors = UNIT_FACTORS[unit]
        known = UNIT_FACTORS.get(fact_unit) if fact_unit is not None else None
        if known is not None and known[0] == dimension:
            return tuple(x * said / meant for said, meant in zip(stated_factors, known[1], strict=True))
        if known is not None and _loosely_same(dimension, known[0]):
            same = x * stated_factors[0] / known[1][0]
            # or truly converted: bytes are eight bits ("480 Mbps, about 60 MB a second")
            return (same, same * 8) if dimension == "data" else (same, same / 8)
        if dimension == "speed" and fact_unit in _SPEED_OF_LENGTH:
            # a speed against a key that names its length (``风速m每s``, ``speed_km_h``): in that length's speed
            return (x * stated_factors[0] / UNIT_FACTORS[_SPEED_OF_LENGTH[fact_unit]][1][0],)
        if known is not None or fact_unit is not None:
            return ()
        return tuple(x * said / meant for said, meant in _CONVERSIONS[unit])
    if unit is not None and fact_unit in UNIT_FACTORS and "/" in unit:
        # a rate against a value whose key names only its measure ("0.386 毫克/立方米" for pm10_ugm3): converted
        # by the measure, the per-unit being the same thing both sides
        measured, _, per = unit.partition("/")
        measure = UNIT_FACTORS.get(measured)
        known = UNIT_FACTORS[fact_unit]
        if measure is not None and measure[0] == known[0]:
            return tuple(x * said / meant for said, meant in zip(measure[1], known[1], strict=True))
        if measure is not None and measure[0] == "data" and known[0] == "bitrate" and per == "s":
            return (x * 8 * measure[1][0] / known[1][0],)  # "about 60 MB/s" of a 480 Mbps line
    if _fen_of_yuan(quantity, fact_unit):
        return (x / 100, x)
    if quantity.counter == "度" and fact_unit in ENERGY_UNITS:
        # 度 (电) is the kilowatt-hour: "0.96度" of 960 Wh
        return (x * ENERGY_UNITS["kWh"] / ENERGY_UNITS[fact_unit], x)
    if fact_unit == "°C" and quantity.counter == "°F":
        return ((x - 32) / 1.8, x)  # "75.4 °F" for battery_temp_c: 24.1 °C
    if fact_unit == "°F" and quantity.counter in ("°C", "℃"):
        return (x * 1.8 + 32, x)
    if fact_unit == "%":
        return (x, x * 100)
    if _scale_letter_of_unit(quantity, fact_unit):
        return (x, x / quantity.scale)  # "100M宽带" of a 签约下行Mbps: the M is the unit's, not a million
    return (x,)


def _scale_letter_of_unit(quantity: Quantity, fact_unit: str | None) -> bool:
    """Whether the letter read as the number's magnitude may be the first letter of the value's unit."""
    return (quantity.unit is None and fact_unit is not None and quantity.scale != 1.0
            and _SCALE_LETTERS.get(quantity.scale) == fact_unit[:1].lower())


_SCALE_LETTERS = {1e3: "k", 1e6: "m", 1e9: "g"}
"""The letter a magnitude is written with, which may be the first letter of the value's own unit (Mbps, GB)."""


_SPEED_OF_LENGTH = {"m": "m/s", "km": "km/h", "mi": "mph", "nmi": "kn"}
"""The speed a key counts in when it names only a length (the time it is per goes unread)."""


def _fen_of_yuan(quantity: Quantity, fact_unit: str | None) -> bool:
    """分 told against a yuan field is the fen, a hundredth ("每公斤4分" is 0.04 yuan), not a score or a minute."""
    return quantity.counter == "分" and fact_unit == "CNY"


def _sign_sensitive(fact: Fact) -> bool:
    meaning = fact.meaning
    return (fact.value is not None and fact.value < 0) or (
        meaning is not None and (meaning.signed or meaning.negative)
    )


def _target(claim: NumericClaim, fact: Fact) -> float:
    """The fact's value as the claim's sign word would state it (a ``loss`` key of 120 is stated as -120)."""
    assert fact.value is not None
    value = fact.value
    if claim.sign and fact.meaning is not None and fact.meaning.negative and value > 0:
        return -value
    return value


def stated_values(claim: NumericClaim, fact: Fact) -> tuple[float, ...]:
    """What the claim says, signed the way it is compared with this fact."""
    values = readings(claim, fact.unit)
    if claim.sign == 0:
        return values
    if _sign_sensitive(fact):
        return tuple(claim.sign * abs(v) for v in values)
    return tuple(abs(v) for v in values)


def matches(claim: NumericClaim, fact: Fact) -> bool:
    value = fact.value
    if value is None:
        return False
    quantity = claim.quantity
    if fact.derived and fact.unit is None and quantity.dimension is not None and not quantity.is_percent:
        return False  # "能见度约 2 公里" is a distance, never the count of lifts running
    if (quantity.dimension is not None and fact.unit is None and not quantity.is_percent
            and fact.meaning is not None and _counted_by_heads(fact.meaning.heads)):
        return False  # "11.28公里" is no 7 of 门店数 read as miles
    if (not claim.sign and quantity.unit is None and fact.unit != "%" and not _other_scale(quantity, fact)
            and not _fen_of_yuan(quantity, fact.unit) and not _scale_letter_of_unit(quantity, fact.unit)):
        if value == 0:
            return abs(quantity.value) < 1e-9
        stated = quantity.value
        if stated < 0 < value and ((fact.meaning is not None and fact.meaning.negative) or _deducted(fact)):
            stated = -stated
        elif value < 0 < stated and fact.offset:
            stated = -stated  # "the 6000 prepaid comes off" for an offset of −6000
        difference = abs(stated - value)
        if claim.tolerance <= TOLERANCE and difference > written_precision(claim) * 1.000001:
            return False
        return difference <= claim.tolerance * abs(value) + 1e-12
    expected = _target(claim, fact) if claim.sign else value
    if (claim.sign < 0 < value and _deducted(fact)) or (not claim.sign and value < 0 and fact.offset):
        return any(close(abs(stated), abs(value), claim.tolerance) for stated in stated_values(claim, fact))
    if claim.sign and not _sign_sensitive(fact):
        expected = abs(expected)
    if quantity.is_percent and claim.tolerance <= TOLERANCE and quantity.value:
        # a percentage rounds to its last written digit: "99.7%" is no rounding of 99.57%, though within 0.5% of it
        step = written_precision(claim) * 1.000001
        return any(close(stated, expected, claim.tolerance)
                   and abs(stated - expected) <= step * abs(stated / quantity.value)
                   for stated in stated_values(claim, fact))
    return any(close(stated, expected, claim.tolerance) for stated in stated_values(claim, fact))


def _deducted(fact: Fact) -> bool:
    """The fact is an amount taken off a total, by its own key (``refunds_usd``) or the one holding it
    (``fees.total_usd``): told with a minus or without, it is the same amount."""
    return (fact.meaning is not None and fact.meaning.deduction) or not fact.parents.isdisjoint(DEDUCTION_CONCEPTS)


def _other_scale(quantity: Quantity, fact: Fact) -> bool:
    """A temperature told on the other scale than the field's (°F for ``temp_c``), or energy told in 度 (kWh) for a
    field in another unit (``capacity_wh``): compared through readings."""
    counter = quantity.counter
    return (fact.unit == "°C" and counter == "°F") or (fact.unit == "°F" and counter in ("°C", "℃")) or (
        counter == "度" and fact.unit in ENERGY_UNITS)


def written_precision(claim: NumericClaim) -> float:
    """The step of the number's last written digit: 0.01 for "$2,378.00", 100 for "4,800", 1,000 for "145k". A
    plain statement is at most one step from the value it rounds; "$2,378.00" for 2,387 is a swap, not rounding,
    though it is within 0.5%."""
    quantity = claim.quantity
    if quantity.decimals:
        return 10.0 ** -quantity.decimals * quantity.scale
    whole = round(abs(quantity.value) / quantity.scale)
    step = quantity.scale
    while whole and whole % 10 == 0:
        whole //= 10
        step *= 10
    return step


def matching_facts(claim: NumericClaim, by_unit: ValueIndex) -> list[Fact]:
    """The facts the claim states, found by bisecting each unit group for every reading of the claim."""
    found: list[Fact] = []
    widen = claim.tolerance * 1.1
    both_signs = bool(claim.sign)
    shared = _shared_readings(claim)
    for unit, (values, facts) in by_unit.items():
        # a group holding negative values is searched on both sides: an offset (see `Fact.offset`) is told bare
        either_sign = both_signs or (bool(values) and values[0] < 0)
        for reading in shared[unit == "%"] if shared is not None and unit != "bp" else readings(claim, unit):
            for value in (reading, -reading) if either_sign or reading < 0 else (reading,):
                slack = abs(value) * widen + 1e-9
                low = bisect.bisect_left(values, value - slack)
                high = bisect.bisect_right(values, value + slack, low)
                for fact in facts[low:high]:
                    if fact not in found and matches(claim, fact):
                        found.append(fact)
    return found


def found_by_lookup(claim: NumericClaim, fact: Fact) -> bool:
    """Whether `matching_facts` would return `fact` for the claim, tested on that fact alone: its value lies in
    the bisection window of one of the claim's readings, and it matches. Lets a caller that already holds a
    likely fact (the one the claim's label names) learn that the claim states something without the lookup."""
    value = fact.value
    if value is None:
        return False
    widen = claim.tolerance * 1.1
    for reading in readings(claim, fact.unit):
        for said in (reading, -reading) if claim.sign or reading < 0 else (reading,):
            slack = abs(said) * widen + 1e-9
            if said - slack <= value <= said + slack:
                return matches(claim, fact)
    return False


_RELATIVE_UNITS = frozenset({"%", "pp", "bp"})
"""Units whose readings do not depend on the fact's unit."""


def _shared_readings(claim: NumericClaim) -> tuple[tuple[float, ...], tuple[float, ...]] | None:
    """The claim's readings for a fact unit other than % and for %, when those two are all a unit can change
    (any claim without a unit of measure), so `matching_facts` works them out once instead of once per unit."""
    unit = claim.quantity.unit
    if unit in _RELATIVE_UNITS:
        same = readings(claim, None)
        return same, same
    if unit in UNIT_FACTORS or claim.quantity.counter in _TEMPERATURE_SCALES or (unit is not None and "/" in unit) or (
            unit is None and claim.quantity.scale in _SCALE_LETTERS):
        # readings depend on the fact's unit (a rate, "32.2 L/min", is read by its measure too; the M of "100M"
        # may be the unit's)
        return None
    x = claim.quantity.value
    return (x,), (x, x * 100)  # as `readings` gives them for a number without a unit of its own


_TEMPERATURE_SCALES = TEMPERATURE_MARKS - {"°"}
"""Marks that name a temperature scale (a bare ° does not say which)."""


def _clean(value: float) -> float:
    """The value without binary noise from scaling (29473.8 × 10,000 is 294737999.99999997): 12 significant
    digits, more than any narration writes."""
    return float(f"{abs(value):.12g}")


@lru_cache(maxsize=4096)
def _decimals(value: float) -> int:
    """How many decimals the value has (cached: `drift` asks for the same few values claim after claim)."""
    text = f"{_clean(value):.6f}".rstrip("0")
    return len(text.partition(".")[2])


@lru_cache(maxsize=4096)
def _digits(value: float, decimals: int) -> str:
    """The value's digits at `decimals` places, without the point or leading zeros (cached like `_decimals`)."""
    return f"{_clean(value):.{decimals}f}".replace(".", "").lstrip("0")


def significant_digits(value: float) -> int:
    return len(_digits(value, _decimals(value)).rstrip("0"))


def drift(claim: NumericClaim, fact: Fact, strict: bool) -> Drift | None:
    """The drift shape linking the claim to the fact, if any. `strict` (no label tied them) asks for shapes
    unlikely to arise by chance: enough significant digits for a swap, change or shift to be telling."""
    if fact.value is None or fact.value == 0:
        return None
    expected = _target(claim, fact) if claim.sign else fact.value
    written = abs(claim.quantity.value)
    # a value with no unit of its own is misread as written, not after a conversion ("150分钟" is no 2.5 h
    # misread from a 2.05 that counts nothing in hours)
    as_written = fact.unit is None and claim.quantity.unit in UNIT_FACTORS
    for stated in stated_values(claim, fact):
        if stated == 0 or (as_written and abs(stated) != written):
            continue
        if close(-stated, expected):
            return Drift.SIGN_FLIP
        if close(abs(stated), abs(expected)) and not _past_written_step(claim, abs(stated), abs(expected)):
            return Drift.SIGN_FLIP if _sign_sensitive(fact) or claim.quantity.explicit_sign else None
        ratio = abs(stated / expected)
        power = round(math.log10(ratio))
        shifted = power != 0 and close(abs(stated), abs(expected) * 10.0**power)
        if shifted and (not strict or significant_digits(expected) >= 2):
            return Drift.MAGNITUDE
        decimals = min(6, max(_decimals(stated), _decimals(expected)))
        said, truth = _digits(stated, decimals), _digits(expected, decimals)
        if len(said) != len(truth) or said == truth:
            continue
        enough = max(len(said.rstrip("0")), len(truth.rstrip("0"))) >= 3 or not strict
        if sorted(said) == sorted(truth) and enough:
            return Drift.DIGIT_SWAP
        if sum(a != b for a, b in zip(said, truth, strict=True)) == 1 and enough:
            return Drift.DIGIT_CHANGE
    return _misread_in_written_unit(claim, fact, written, expected)


def _misread_in_written_unit(claim: NumericClaim, fact: Fact, written: float, expected: float) -> Drift | None:
    """Two digits swapped in the value as the claim writes it: converted into its unit ("12.45 in" for a wheelbase
    of 362 mm, 14.25 in) or rounded to its last written digit ("about $2,370" for 2,731.62, about $2,730). The
    digits only show the swap at that unit and precision. Three significant digits at least, since rounding
    makes shorter coincidences common."""
    decimals = _decimals(written)
    said = _digits(written, decimals).rstrip("0")
    if len(said) < 3 or expected == 0:
        return None
    if claim.quantity.unit in (None, fact.unit) and len(said) >= significant_digits(expected):
        return None  # neither converted nor rounded: the plain comparison has judged it
    # the place of the last written digit: tens for "2,370", hundredths for "12.45"
    place = 10.0 ** (len(str(int(written))) - len(said)) if decimals == 0 else 10.0**-decimals
    for stated in readings(claim, fact.unit):
        if stated == 0:
            continue
        in_written_unit = abs(expected) * written / abs(stated)
        if len(str(int(in_written_unit + 0.5))) != len(str(int(written))):
            continue  # a swap keeps the number's size: 541 is no misreading of 1,450
        truth = _digits(round(in_written_unit / place) * place, decimals).rstrip("0")
        if len(truth) == len(said) and truth != said and sorted(truth) == sorted(said):
            return Drift.DIGIT_SWAP
    return None


def _past_written_step(claim: NumericClaim, stated: float, expected: float) -> bool:
    """A plain number (no unit, no hedge) further from the value than its last written digit: "29473.8万" for
    29437.8万 is within 0.5% but is a swap of digits, not a rounding."""
    return (claim.quantity.unit is None and claim.tolerance <= TOLERANCE
            and abs(stated - expected) > written_precision(claim) * 1.000001)


def distance(claim: NumericClaim, fact: Fact) -> float:
    """How far apart (log ratio) the claim and the fact are: picks the most likely intended fact."""
    if fact.value is None:
        return math.inf
    best = math.inf
    for stated in stated_values(claim, fact):
        if stated == 0 or fact.value == 0:
            best = min(best, abs(stated - fact.value))
            continue
        best = min(best, abs(math.log(abs(stated) / abs(fact.value))) + (0.5 if (stated < 0) != (fact.value < 0)
                                                                          else 0.0))
    return best
