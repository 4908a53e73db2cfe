"""Numbers the narration worked out from the results rather than restated: sums, gaps, shares, rates, ratios and
multiples of returned values (and of numbers it stated itself). A number one of these explains is derived, not a
drifted copy of the nearest value; each pool of candidates is built once per narration, on first need.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Callable, Iterator

from toolproof.fidelity.align import CURRENCY_CODES, close, dimension_of, readings, written_precision
from toolproof.fidelity.claims import (
    HEDGE_MAX,
    TOTAL_BEFORE,
    MarkdownTable,
    NumericClaim,
    markdown_tables,
    table_cell,
)
from toolproof.fidelity.evidence import ROW_INDEX, Evidence, Fact, holder_of, is_money, key_of
from toolproof.fidelity.lexicon import key_words_of, singular
from toolproof.fidelity.numbers import TIME_UNITS, UNIT_FACTORS, Quantity, unit_of_word

MAX_ARITHMETIC_FACTS = 24
"""Pairs of values tried when a number might be their sum or difference (quadratic, so bounded)."""
MAX_THREE_TERM_VALUES = 8
"""Values of one group small enough to try every a − b − c and a + b + c on (a count less two kinds of loss)."""
MAX_ARGUMENT_FACTOR = 366
"""The largest whole-number argument (nights, people, quantity) an amount is tried multiplied or divided by."""
MAX_CONVERSION_GAP = 16
"""How far before a sum of money the amount it converts may be stated ("1000美元约合7240元")."""
MIN_ADDED_RATE = 0.01
"""The smallest rate (1%) an amount is checked with added or taken off: a smaller one leaves it within rounding."""
_TIME_BASES = {"hour": "h", "hr": "h", "day": "day", "minute": "min", "min": "min", "second": "s"}
_PER_TIME = re.compile(r"\s*(?:[^\W\d_]+\s+){0,2}?(?:per|every|a|an|each)\s+(hour|hr|day|minute|min|second)\b",
                       re.IGNORECASE)
"""A rate per a unit of time ("15.4 stops an hour"), whose duration a result may hold in another unit."""
_RATE_AFTER = re.compile(
    r"\s*(?:/\s*[^\W\d_]|(?:[^\W\d_]+\s+){0,2}?(?:per|every|a|an|each)\s+(?P<base>\d[\d,]*)?\s*"
    r"(?!total\b|lot\b|few\b|bit\b)[^\W\d_]|(?:\s*each|\s*apiece)\b)",
    re.IGNORECASE,
)
"""After a number, words that make it a rate: "/night", "per 100 km", "a minute", "cents per kWh", "each"."""
_RATE_BEFORE = re.compile(
    r"(?=[aAmMrRdD每平均单时人户日件场次台车店一百])"
    r"(?:\b(?:average|avg|mean|rate|daily)\b|每|平均|均价|单价|时速|[人户日件单场次台车店]均|百公里|"
    r"一[次件个只头斤天晚人份单台张间位][^，,。；;\d]{0,3}$)[^，,。；;\d]*$",
    re.IGNORECASE,
)
"""Words before a number that make it a rate: "平均每天2000步", "一次合108块", "百公里油耗32升"."""
_PER_HUNDRED_BEFORE = re.compile(r"(?:百公里|per 100 ?km)[^，,。；;\d]*$", re.IGNORECASE)
"""A rate per hundred ("百公里油耗32升"): the quotient of two values times 100."""
_PER_MEASURE_BEFORE = re.compile(r"(?:每|\bper\s+|/\s?)(?:公斤|千克|吨|克|升|立方|kg|t|g|l|m3|tonne|ton|litre|liter)"
                                 r"(?![a-z])[^，,。；;\d]*$", re.IGNORECASE)
"""Before a number, a rate per a measure ("每公斤到手3.70元"): the result may hold the measure a thousand times
larger or smaller (tonnes, grams), so the quotient is tried at that scale too."""
MAX_SAID_GAP = 12
"""How far before a total a count may be said and still be what the total multiplies ("3天日费一共8.04万")."""
_PER_BEFORE = re.compile(r"(?:\bper\s+|\s/\s?)[a-z]+\b[^,.;!?\d]*$", re.IGNORECASE)
"""Before a number, what makes it a rate: "revenue per stop", a table row's "Revenue / visitor"."""
MAX_PER_GAP = 40
"""How far before a number "per stop" may stand and still make it a rate ("revenue per stop held at about $127")."""
_TOLD_PER_AFTER = re.compile(
    r"(?:\s*[^\s\d,.;:，。；]+){0,2}?\s*(?:(?:\ba|\ban|\bper|\beach|\bevery)\s+|/\s?)"
    r"(second|sec|s|minute|min|hour|hr|h|day|week|month|mo|year|yr)\b|\s?(?:每|/\s?)(秒|分钟|分|小时|天|周|月|年)",
    re.IGNORECASE)
MONTHS_IN_YEAR = 12
MAX_SAID_RATES = 3
"""Rates said just before a number that it may restate per another time."""
_TOLD_ANY = re.compile(r"(?=[pPaAeE/每年])(?:\b(?:per|a|an|each|every)\s+(?:second|sec|minute|min|hour|hr|day|week"
                       r"|month|mo|year|yr)\b|/\s?(?:s|sec|min|h|hr|day|week|month|mo|year|yr)\b|每|年化|\bannuali[sz]ed"
                       r"|/\s?[秒分小天周月年])",
                       re.IGNORECASE)
_TOLD_PER_BEFORE = re.compile(r"(?:每(秒|分钟|小时|天|周|个?月|年)|(年)化|\b(annual)(?:ized|ised)?)[^\d，,。；;]{0,4}$",
                              re.IGNORECASE)
"""Before a number, the time it is told per: "每秒", and "年化" or "annualized" for a rate told a year."""
_TOLD_BASES = {"second": 1.0, "sec": 1.0, "s": 1.0, "秒": 1.0, "minute": 60.0, "min": 60.0, "分钟": 60.0, "分": 60.0,
               "hour": 3600.0, "hr": 3600.0, "h": 3600.0, "小时": 3600.0, "day": 86400.0, "天": 86400.0,
               "week": 604800.0, "周": 604800.0, "month": 2629800.0, "mo": 2629800.0, "月": 2629800.0,
               "个月": 2629800.0, "year": 31557600.0, "yr": 31557600.0, "年": 31557600.0, "annual": 31557600.0}


def _told_per_seconds(text: str, claim: NumericClaim) -> float | None:
    """The time a number is told per ("1,560 requests a second", "每秒164立方米", "164 m³/s"), in seconds."""
    after = _TOLD_PER_AFTER.match(text, claim.end)
    if after is not None:
        return _TOLD_BASES[after[1].lower() if after[1] else after[2]]
    before = _TOLD_PER_BEFORE.search(text, max(0, claim.start - 12), claim.start)
    return _TOLD_BASES[(before[1] or before[2] or before[3]).lower()] if before is not None else None


_TOLD_PER_MEASURE = re.compile(
    r"\s?(?:/|\bper\s|\ba\s|一|每)\s?(MWh|kWh|GWh|Wh|kg|lb|lbs|t|L|gal|公斤|千克|斤|吨|升|度|千瓦时|兆瓦时)"
    r"(?![A-Za-z])")
"""After a price, the measure it is told per ("$118.50/MWh", "25.2元一公斤", "$3.41 per kg")."""
_PRICE_PER_BEFORE = re.compile(r"每(MWh|kWh|公斤|千克|斤|吨|升|度|千瓦时|兆瓦时)\s?$")
"""Right before a price, the measure it is told per ("每千瓦时0.262元")."""
MAX_PRICE_PER_BEFORE = 6
_PER_LEAD = re.compile(r"(?:^|[。！？!?\n])[^。！？!?\n\d]{0,8}每[^，,。；;\d]{1,6}[，,：:][^。！？!?\n]*$")
"""A sentence that opens by saying what its numbers are per ("摊到每吨玻璃，气耗184.5方上下，电耗大约72.9度")."""


def _led_by_per(text: str, start: int) -> bool:
    return "每" in text[max(0, start - MAX_PER_GAP * 2) : start] and _PER_LEAD.search(
        text, max(0, start - MAX_PER_GAP * 2), start) is not None


_TOTAL_AFTER = re.compile(r"\s?[^\s\d,.;，。；]{0,12}?\s(?:in total|total|altogether|in all)\b", re.IGNORECASE)
"""After a number and its noun, words that say it is a total ("96 plots total")."""
_POINTS_AFTER = re.compile(r"\s*(?:points?|pts?)\b", re.IGNORECASE)
"""Points after a number that is no percentage: percentage points when the values are fractions."""
_TIMES_AFTER = re.compile(r" ?[×xX](?![A-Za-z0-9])| times\b", re.IGNORECASE)


MIN_COUNT_FOR_REST = 10
"""The smallest count whose rest after a share ("晚了7个" of 148 at 95.3% on time) is worked out."""


class Derivations:
    """What one narration's numbers may have been worked out from: its results' values and its own earlier numbers."""

    def __init__(self, text: str, evidence: Evidence, claims: list[NumericClaim]) -> None:
        self.text = text
        self.evidence = evidence
        self.claims = claims
        self.searched = evidence.facts[:MAX_ARITHMETIC_FACTS * 2]
        """The facts the readings of a count, rate, period or list look through (bounded: some pair them up)."""
        self._groups: dict[str, list[Fact]] | None = None
        self._combined: tuple[list[float], list[float]] | None = None
        self._ratios: list[float] | None = None
        self._money: list[float] | None = None
        self._time_gaps: list[float] | None = None
        """Seconds between two clock times the narration states, or two timestamps one result returns."""
        self._duration_sums: list[float] | None = None
        self._rates: list[Fact] | None = None
        self._durations: list[float] | None = None
        self._tables: list[MarkdownTable] | None = None
        self._told_any: bool | None = None
        """Whether the narration says "per", "a second", "/h", 每… at all (most never do)."""

    def arithmetic(self, claim: NumericClaim) -> bool:
        """The number is a sum or difference of two values of one result ("you saved ¥28.15"), or a share of one
        ("64% of 540 kWh" is 346 kWh): not invented."""
        combined, shares = self._combinations()
        for stated in self._arithmetic_readings(claim):
            if stated == 0:
                continue
            slack = abs(stated) * claim.tolerance * 1.1 + 1e-12
            low = bisect.bisect_left(combined, stated - slack)
            step = written_precision(claim) * 1.000001 if stated == claim.quantity.value else math.inf
            if (
                low < len(combined)
                and combined[low] <= stated + slack
                and any(close(stated, value, claim.tolerance) and abs(stated - value) <= step
                        for value in combined[low : low + 8])
            ):
                return True  # worked out, and rounds to the number as written ("10860" is no 10,882)
            tolerance = max(claim.tolerance, HEDGE_MAX / 5)
            if shares and any(close(stated, value, tolerance) for value in shares):
                return True
        return False

    def per_other_time(self, claim: NumericClaim) -> bool:
        """A rate told per another time than the result counts it per ("1,560 requests a second" for
        requests_per_min 93,600; "每秒164立方米" for 风量m3每min 9,840): the same rate, converted."""
        if self._rates is None:
            self._rates = [f for f in self.searched
                           if f.value and f.meaning is not None and f.meaning.per_seconds is not None]
        if self._told_any is None:
            self._told_any = _TOLD_ANY.search(self.text) is not None
        if not self._told_any or not claim.quantity.value:
            return False
        told = _told_per_seconds(self.text, claim)
        if told is None:
            return False
        if self._said_per_other_time(claim, told):
            return True
        if not self._rates and not self._cycle_times() and not self.evidence.yearly_calls:
            return False
        for fact in self._rates:
            per = fact.meaning.per_seconds if fact.meaning is not None else None
            if per is None or per == told or not fact.value:
                continue
            expected = fact.value * told / per
            if any(close(value, expected, claim.tolerance * 2) for value in readings(claim, fact.unit)):
                return True
        if told == _TOLD_BASES["month"] and self.evidence.yearly_calls and any(
                close(claim.quantity.value, f.value / MONTHS_IN_YEAR, claim.tolerance * 2)
                for f in self.searched
                if f.value and f.call_id in self.evidence.yearly_calls and not f.derived):
            return True  # "平均每月1.19万" for a year's 实发合计 142,959.7
        # a count per time from the time one item takes ("a 42-second cycle is about 85.7 parts an hour")
        return claim.quantity.unit is None and any(
            close(claim.quantity.value, told / seconds, claim.tolerance * 2) for seconds in self._cycle_times())

    def per_other_measure(self, claim: NumericClaim) -> bool:
        """A price told per another measure than the result counts it per ("$118.50/MWh" for
        ``max_price_usd_kwh: 0.1185``, "25.2元一公斤" for ``报价元每斤: 12.6``): the same price, converted."""
        if not claim.quantity.currency or not claim.quantity.value:
            return False
        after = _TOLD_PER_MEASURE.match(self.text, claim.end) or _PRICE_PER_BEFORE.search(
            self.text, max(0, claim.start - MAX_PRICE_PER_BEFORE), claim.start)
        told = unit_of_word(after[1]) if after is not None else None
        if told is None or told not in UNIT_FACTORS:
            return False
        dimension, (told_factor, *_) = UNIT_FACTORS[told]
        for fact in self.searched:
            base = fact.meaning.per_unit if fact.meaning is not None else None
            if not fact.value or base is None or base == told or base not in UNIT_FACTORS:
                continue
            kind, (base_factor, *_) = UNIT_FACTORS[base]
            if kind == dimension and close(abs(claim.quantity.value), abs(fact.value) * told_factor / base_factor,
                                           claim.tolerance * 2):
                return True
        return False

    def _said_per_other_time(self, claim: NumericClaim, told: float) -> bool:
        """The rate said just before, told again per another time ("$17 more a month or $204 a year")."""
        before = [other for other in self.claims if other.end <= claim.start][-MAX_SAID_RATES:]
        for other in before:
            per = _told_per_seconds(self.text, other)
            if per is not None and per != told and other.quantity.value and close(
                    claim.quantity.value, other.quantity.value * told / per, claim.tolerance * 2):
                return True
        return False

    def _cycle_times(self) -> list[float]:
        """Durations the results return, in seconds: the time one item may take (found once per narration)."""
        if self._durations is None:
            self._durations = [f.value * TIME_UNITS[f.unit] for f in self.searched
                               if f.value and f.value > 0 and f.unit in TIME_UNITS and not f.derived]
        return self._durations

    def time_gap(self, claim: NumericClaim) -> bool:
        """A duration that is the sum or gap of two durations one result gives in different units ("作业12个半小时，
        故障停了25分钟，实际12小时05分" is 12.5 h less 25 min): worked out in seconds, not a misread value."""
        factor = TIME_UNITS.get(claim.quantity.unit or "")
        if factor is None or not claim.quantity.value:
            return False
        if self._duration_sums is None:
            self._duration_sums = []
            for group in self._arithmetic_groups().values():
                times = [f.value * TIME_UNITS[f.unit] for f in group[:MAX_ARITHMETIC_FACTS]
                         if f.value and f.unit in TIME_UNITS and not f.derived]
                self._duration_sums += [value for i, a in enumerate(times) for b in times[i + 1 :]
                                        for value in (abs(a - b), a + b)]
        seconds = abs(claim.quantity.value) * factor
        return any(close(seconds, value, claim.tolerance) for value in self._duration_sums)

    def _arithmetic_readings(self, claim: NumericClaim) -> list[float]:
        """The claim's value as written and, for a measured number, in each unit the results measure it in ("四类
        合计77.38吨" is 77,380 when the parts are in kg)."""
        values = list(readings(claim, None))
        if claim.quantity.unit is None and _POINTS_AFTER.match(self.text, claim.end):
            values.append(claim.quantity.value / 100)  # "up 2.92 points": a gap of two fractions (0.9004 − 0.8712)
        dimension = claim.quantity.dimension
        if dimension is not None:
            units = {f.unit for f in self.evidence.facts if f.unit and dimension_of(f.unit) == dimension}
            values += [value for unit in units for value in readings(claim, unit) if value not in values]
        return values

    def sums_listed(self, claim: NumericClaim) -> bool:
        """A total that adds up the sums of money the narration listed just before it ("subtotal $33.50; with
        the $3.99 fee and $5.00 tip the total comes to $42.49"), where the result returns no total of its own, or
        a table's total row that adds up its column."""
        if self._column_total(claim):
            return True
        if TOTAL_BEFORE.search(self.text, max(0, claim.start - 32), claim.start) is None:
            return False
        if any(f.meaning is not None and "total" in f.meaning.heads and not f.derived for f in self.evidence.facts):
            return False
        listed = [c for c in self.claims if c.end <= claim.start and c.quantity.currency]
        # all of them (a coupon taken off counted off: "优惠券抵扣10元"), and the amounts without the changes
        # written signed between them (a table's "+$16,044.00" gain column beside its values)
        for amounts in ([-c.quantity.value if c.sign < 0 else c.quantity.value for c in listed],
                        [c.quantity.value for c in listed if not c.quantity.explicit_sign]):
            running = 0.0
            for count, value in enumerate(reversed(amounts), start=1):
                running += value
                if count >= 2 and close(claim.quantity.value, running, claim.tolerance):
                    return True
        return False

    def remainder_listed(self, claim: NumericClaim) -> bool:
        """What is left of an amount said earlier once the amounts listed after it are taken off ("客单价72.5元，商品
        成本50.75元 … 再扣配送6.8、分拣包装2.3、损耗1.45、补贴3.2，单均贡献8元"): worked out, when a word that takes
        amounts off stands between."""
        stated = claim.quantity.value
        if stated <= 0 or claim.quantity.is_percent:
            return False
        listed = [c for c in self.claims if c.end <= claim.start and not c.quantity.is_percent and c.quantity.value > 0
                  and c.quantity.dimension == claim.quantity.dimension]
        if len(listed) < 3 or _TAKE_OFF.search(self.text, listed[0].start, claim.start) is None:
            return False
        taken = 0.0
        for index in range(len(listed) - 1, 0, -1):
            taken += listed[index].quantity.value
            whole = listed[index - 1].quantity.value
            if len(listed) - index >= 2 and close(stated, whole - taken, claim.tolerance):
                return True
        return False

    def at_returned_rate(self, claim: NumericClaim) -> bool:
        """A value of a result converted at an exchange rate the results return ("ISK 224.9k ≈ €1,503" at
        ``isk_per_eur`` 149.6, "S$1,236.00 → 917.24" at ``fx_to_usd.SGD`` 0.7421)."""
        stated = readings(claim, None)
        tolerance = max(claim.tolerance, HEDGE_MAX / 10)
        facts = self.searched
        for rate in facts:
            if rate.value and rate.value > 0 and _is_exchange_rate(rate):
                for fact in facts:
                    if (fact is not rate and fact.value and not fact.identifier and not _is_exchange_rate(fact)
                            and (fact.call_id == rate.call_id or is_money(fact))  # a balance another call holds
                            and any(close(value, fact.value * rate.value, tolerance)
                                    or close(value, fact.value / rate.value, tolerance) for value in stated)):
                        return True
        return False

    def split_over_argument(self, claim: NumericClaim) -> bool:
        """A measure of a result split per a whole-number argument of its call ("43.2 kg over 3 cartons: 14.4 kg
        each"), or a count split per the period asked for ("1,860 checks over the 30 days asked: 62 a day")."""
        per_time = claim.quantity.dimension is None and _TOLD_PER_AFTER.match(self.text, claim.end) is not None
        if claim.quantity.dimension is None and not per_time:
            return False
        tolerance = max(claim.tolerance, HEDGE_MAX / 10)
        facts = self.searched
        for result in self.evidence.results:
            counts = [n for n in result.arguments.values()
                      if isinstance(n, int) and not isinstance(n, bool) and 2 <= n <= MAX_ARGUMENT_FACTOR]
            for fact in facts if counts else ():
                if (fact.call_id == result.call_id and fact.value and ((per_time and fact.unit is None) or (
                        fact.unit is not None and dimension_of(fact.unit) == claim.quantity.dimension)) and any(
                            close(value, fact.value / n, tolerance) for n in counts
                            for value in readings(claim, fact.unit))):
                    return True
        return False

    def _column_total(self, claim: NumericClaim) -> bool:
        """A number in a table row headed "Total" (合计, 总计) that adds up the cells above it in its column."""
        if "|" not in self.text:
            return False
        if self._tables is None:
            self._tables = markdown_tables(self.text)
        cell = table_cell(self._tables, self.text, claim.start)
        if cell is None or _TOTAL_ROW.search(self.text, *cell[2]) is None:
            return False
        header = cell[0]
        above = [other.quantity.value for other in self.claims if other.end <= cell[2][0]
                 and (place := table_cell(self._tables, self.text, other.start)) is not None and place[0] == header]
        return len(above) >= 2 and close(claim.quantity.value, sum(above), claim.tolerance)

    def time_to_move(self, claim: NumericClaim) -> bool:
        """A time worked out as an amount over the rate it moves at, both of one result ("a full restore is about
        13.7 min" for full_backup_mib 524,288 at restore_throughput_mib_s 640; 120 km at speed_km_h 80)."""
        if claim.quantity.dimension != "time":
            return False
        stated = readings(claim, "s")
        facts = self.searched
        for rate in facts:
            per = rate.meaning.per_seconds if rate.meaning is not None else None
            if per is None or not rate.value or rate.unit not in UNIT_FACTORS:
                continue
            dimension, factors = UNIT_FACTORS[rate.unit]
            for amount in facts:
                if (amount is rate or amount.call_id != rate.call_id or not amount.value
                        or amount.unit not in UNIT_FACTORS or UNIT_FACTORS[amount.unit][0] != dimension
                        or (amount.meaning is not None and amount.meaning.per_seconds is not None)):
                    continue
                seconds = amount.value * UNIT_FACTORS[amount.unit][1][0] / (rate.value * factors[0]) * per
                if any(close(value, seconds, max(claim.tolerance, HEDGE_MAX / 5)) for value in stated):
                    return True
        return False

    def accrued(self, claim: NumericClaim) -> bool:
        """An amount plus a count of periods times what each period adds, all of one result ("1 TiB + 7×30 GiB =
        1234 GiB" for a full backup, a daily increment and the retention days)."""
        dimension = claim.quantity.dimension
        if dimension is None:
            return False
        measured: list[tuple[str, str, float, float]] = []  # call, unit, value, the unit's factor
        counts: list[tuple[str, float]] = []
        for fact in self.searched:
            if not fact.value or fact.derived:
                continue
            if fact.unit in UNIT_FACTORS and UNIT_FACTORS[fact.unit][0] == dimension:
                measured.append((fact.call_id, fact.unit, fact.value, UNIT_FACTORS[fact.unit][1][0]))
            if fact.value == int(fact.value) and 1 < fact.value <= MAX_ARGUMENT_FACTOR and fact.unit in (None, "day"):
                counts.append((fact.call_id, fact.value))
        for call_id, unit, base, base_factor in measured:
            stated = readings(claim, unit)
            for index, (step_call, _, step, step_factor) in enumerate(measured):
                if step_call != call_id or measured[index][2:] == (base, base_factor):
                    continue
                added = step * step_factor / base_factor
                if any(close(value, base + count * added, claim.tolerance) for value in stated
                       for count_call, count in counts if count_call == call_id):
                    return True
        return False

    def counted_past_a_mark(self, claim: NumericClaim) -> bool:
        """A count of a list's values on one side of a value its result returns ("nights under goal: 3 of 7" for
        seven ``nights_min`` against ``goal_min`` 420, "不到7小时的有4晚"), when the clause says which side."""
        count = claim.quantity.value
        if count != int(count) or not 0 < count < MAX_LISTED_COUNT or _SIDE_WORD.search(
                self.text, max(0, claim.start - MAX_SIDE_GAP), min(len(self.text), claim.end + MAX_SIDE_GAP)) is None:
            return False
        lists: dict[tuple[str, str], list[float]] = {}
        marks: dict[str, list[float]] = {}
        for fact in self.searched:
            if fact.value is None or fact.derived or fact.identifier or fact.weak:
                continue
            if ROW_INDEX.search(fact.path):
                lists.setdefault((fact.call_id, ROW_INDEX.sub("[]", fact.path)), []).append(fact.value)
            else:
                marks.setdefault(fact.call_id, []).append(fact.value)
        for (call_id, _), values in lists.items():
            if len(values) < 3 or count > len(values):
                continue
            for mark in marks.get(call_id, ()):
                below = sum(value < mark for value in values)
                above = sum(value > mark for value in values)
                if count in (below, above, len(values) - below, len(values) - above):
                    return True
        return False

    def share(self, claim: NumericClaim) -> bool:
        """The number is exactly a returned share of a returned value ("a 10% bonus, $14,500" on a $145,000 base),
        which explains it better than a shifted decimal of that value."""
        _, shares = self._combinations()
        return any(close(stated, share, claim.tolerance) for stated in readings(claim, None) if stated
                   for share in shares)

    def converted(self, claim: NumericClaim) -> bool:
        """A sum of money worked out from a returned value and an amount the narration states just before it
        ("1000美元约合7240元" at a rate of 7.24, "3 nights at $189 is $567"): derived, not a restated value."""
        factors = [
            other.quantity.value
            for other in self.claims
            if other is not claim and other.end <= claim.start <= other.end + MAX_CONVERSION_GAP
            and other.quantity.value not in (0.0, 1.0)
        ]
        if not factors:
            return False
        values = [f.value for f in self.evidence.facts
                  if f.value and not f.identifier and not f.weak and not f.derived]
        return any(
            close(stated, value * factor, claim.tolerance)
            for stated in readings(claim, None) for factor in factors for value in values
        )

    def _combinations(self) -> tuple[list[float], list[float]]:
        """Every sum and difference of two values of one group, the total and mean of a group of three or more
        (three marks and their average), sorted for bisection, and every share (a percentage value times another
        value); built once per narration, on the first number that needs it."""
        if self._combined is None:
            combined: list[float] = []
            shares: list[float] = []
            for call_id, facts in self._arithmetic_groups().items():
                values = [f.value for f in facts[:MAX_ARITHMETIC_FACTS] if f.value is not None]
                for i, a in enumerate(values):
                    for b in values[i + 1 :]:
                        combined.extend((a + b, a - b, b - a))
                if len(values) > 2:
                    combined.extend((sum(values), sum(values) / len(values)))
                by_unit: dict[str, list[float]] = {}
                for fact in facts[:MAX_ARITHMETIC_FACTS]:
                    if fact.unit and fact.value:
                        by_unit.setdefault(fact.unit, []).append(fact.value)
                # the parts measured in one unit ("纸类、塑料、金属、玻璃合计77.38吨" adds the four _kg fields)
                combined.extend(sum(part) for part in by_unit.values() if 2 < len(part) < len(values))
                siblings: dict[str, list[float]] = {}
                for fact in facts[:MAX_ARITHMETIC_FACTS]:
                    if fact.value and not fact.derived and "." in fact.path[2:]:
                        siblings.setdefault(holder_of(fact.path), []).append(fact.value)
                # the parts of one object ("costs": {oils, lye, fragrance, packaging} add up to the total cost)
                combined.extend(sum(part) for part in siblings.values() if 2 < len(part) < len(values))
                # one key across sibling objects (medical, dental and vision's ``employer_usd``: the employer total)
                cousins: dict[tuple[str, str], list[float]] = {}
                for fact in facts[:MAX_ARITHMETIC_FACTS]:
                    if fact.value and not fact.derived and "." in fact.path[2:] and not ROW_INDEX.search(fact.path):
                        holder = holder_of(fact.path)
                        cousins.setdefault((holder_of(holder), key_of(fact.path)), []).append(fact.value)
                combined.extend(sum(same) for same in cousins.values() if len(same) > 2)
                if 2 < len(values) <= MAX_THREE_TERM_VALUES:
                    # "31 booked, take out 4 cancellations and 2 no-shows: 25 happened"
                    for i, a in enumerate(values):
                        for j, b in enumerate(values):
                            for k in range(j + 1, len(values)):
                                if i not in (j, k):
                                    c = values[k]
                                    combined.extend((a - b - c, a + b + c))
                valued = [(f, f.value) for f in facts[:MAX_ARITHMETIC_FACTS] if f.value is not None]
                combined.extend(value * factor for per, factor in valued if factor and _counted_per(per)
                                for fact, value in valued if fact is not per)
                percents = [f.value / 100 for f in facts if f.unit == "%" and f.value]
                percents += [f.value for f in facts if f.value and abs(f.value) <= 1 and _fraction_field(f)]
                percents += _split_fractions(facts)
                shares.extend(share * value for share in percents for value in values)
                # the rest of a high share of a count ("准时率95.3%，也就是晚了7个" of 148 projects)
                shares.extend((1 - share) * value for share in percents if 0.5 < share < 1
                              for value in values if value >= MIN_COUNT_FOR_REST and value == int(value))
                rows: dict[str, list[float]] = {}
                for fact in facts[:MAX_ARITHMETIC_FACTS]:
                    if fact.value and not fact.derived and "[" in fact.path:
                        rows.setdefault(holder_of(fact.path), []).append(fact.value)
                # a row's fraction of its own count ("about 823 of 1,412 kids" for tested 1412, proficient 0.5827)
                shares.extend(a * b for row in rows.values() for a in row if 0 < a < 1 for b in row if b > 1)
                # rates applied to an amount the call was asked about ("按12000基数算" with 养老 单位 0.14: 1680元)
                fractions = [f.value for f in facts[:MAX_ARITHMETIC_FACTS] if f.value and 0 < abs(f.value) < 1]
                shares.extend(share * base for share in fractions for base in self._numeric_arguments(call_id))
                # an amount with a rate added or taken off ("with 25% VAT that's €2,599.38"): amounts only, and
                # rates big enough that the result is not the amount itself
                amounts = [f.value for f in facts[:MAX_ARITHMETIC_FACTS] if f.value and f.unit != "%"
                           and (f.currency or (f.meaning is not None and f.meaning.money))]
                shares.extend(value * (1 + sign * share) for share in percents if abs(share) >= MIN_ADDED_RATE
                              for value in amounts for sign in (1, -1))
            by_measure: dict[str, list[Fact]] = {}
            for fact in self.evidence.facts[:MAX_ARITHMETIC_FACTS]:
                if fact.unit and fact.value and not fact.derived and not fact.identifier and not fact.weak:
                    by_measure.setdefault(fact.unit, []).append(fact)
            for facts in by_measure.values():
                # two results' values in one unit ("beat the 4,800 t target by 62 t" for 4,862 t produced)
                combined.extend(a.value - b.value for a in facts for b in facts
                                if a.call_id != b.call_id and a.value is not None and b.value is not None)
            shared = self._arithmetic_groups().get("*")
            if shared:
                # results of one shape: each one's total and the gap between two totals ("April came to $53,671.25,
                # March to $49,812.40, so April was up $3,858.85")
                totals: dict[str, float] = {}
                for fact in shared:
                    totals[fact.call_id] = totals.get(fact.call_id, 0.0) + (fact.value or 0.0)
                sums = list(totals.values())
                combined.extend(sums)
                combined.extend(a - b for i, a in enumerate(sums) for j, b in enumerate(sums) if i != j)
            combined.sort()
            self._combined = (combined, shares)
        return self._combined

    def worked_out(self, claim: NumericClaim, matching: Callable[[NumericClaim], list[Fact]]) -> bool:
        """A sum of money the narration worked out rather than restated: two amounts of one result added or
        subtracted (subtotal − coupon), an amount times or per a whole-number argument (a nightly price × the
        ``nights`` asked for), or two such amounts of different calls added (flight + hotel). Only accepts a claim;
        never the value a drift is reported against. `matching` is the checker's lookup of the facts a claim states:
        passed, not kept, since keeping it would tie the checker into a cycle only the garbage collector frees."""
        pool = self._money_derivations(matching)
        for stated in readings(claim, None):
            if stated <= 0:
                continue
            slack = stated * claim.tolerance + 1e-12
            low = bisect.bisect_left(pool, stated - slack)
            if low < len(pool) and pool[low] <= stated + slack:
                return True
        return False

    def _money_derivations(self, matching: Callable[[NumericClaim], list[Fact]]) -> list[float]:
        """Amounts scaled by a whole-number argument of their call, and sums and differences of two amounts (of
        one call or two: balance − pending = available); an amount is a money field or a value the narration states
        as money. Built once per narration, on the first sum of money that matches no value."""
        if self._money is None:
            counts: dict[str, list[int]] = {}
            for result in self.evidence.results:
                counts[result.call_id] = [
                    n for n in result.arguments.values()
                    if isinstance(n, int) and not isinstance(n, bool) and 2 <= n <= MAX_ARGUMENT_FACTOR
                ]
            amounts: list[float] = []
            scales: list[bool] = []
            said_as_money = {id(f) for claim in self.claims if claim.quantity.currency for f in matching(claim)}
            for fact in self.evidence.facts:
                if (fact.value and fact.value > 0 and not fact.identifier and not fact.weak
                        and (fact.currency or (fact.meaning is not None and fact.meaning.money)
                             or id(fact) in said_as_money)):
                    amounts.append(fact.value)
                    scales.append(False)
                    if not fact.derived:
                        for n in counts.get(fact.call_id, ()):
                            amounts.extend((fact.value * n, fact.value / n))
                            scales.extend((True, True))
            amounts, scales = amounts[:MAX_ARITHMETIC_FACTS], scales[:MAX_ARITHMETIC_FACTS]
            derived = [value for value, scaled in zip(amounts, scales, strict=True) if scaled]
            for i, a in enumerate(amounts):
                for b in amounts[i + 1 :]:
                    derived.extend((a + b, abs(a - b)))
            derived.sort()
            self._money = derived
        return self._money

    def rate(self, claim: NumericClaim) -> bool:
        """A number said as a rate ("15 cents per kWh", "80 km/h", "平均每天2000步") that is one value of a result
        divided by another, or that per the base written after it ("7.5 L per 100 km")."""
        start, end = claim.start, claim.end
        after = _RATE_AFTER.match(self.text, end)
        if (after is None
                and not (claim.quantity.is_percent
                         and not (claim.sign and sign_flipped_value(claim, self.evidence.facts)))
                and _RATE_BEFORE.search(self.text, max(0, start - 12), start) is None
                and _PER_BEFORE.search(self.text, max(0, start - MAX_PER_GAP), start) is None
                and not _led_by_per(self.text, start)):
            return False  # a percentage is a ratio whatever words stand around it, unless its sign is flipped
        if claim.quantity.dimension is not None and self._per_head(claim):
            return True
        base = float(after.group("base").replace(",", "")) if after is not None and after.group("base") else 1.0
        if _PER_HUNDRED_BEFORE.search(self.text, max(0, start - 12), start) is not None:
            base = 100.0
        quotients = self._quotients()
        scales = (1.0, 1e3, 1e-3) if _PER_MEASURE_BEFORE.search(self.text, max(0, start - 12), start) else (1.0,)
        for stated in readings(claim, None):
            for value in {stated * scale for scale in scales} | {stated / base}:
                if value == 0:
                    continue
                slack = abs(value) * claim.tolerance * 2 + 1e-12
                low = bisect.bisect_left(quotients, value - slack)
                if low < len(quotients) and quotients[low] <= value + slack:
                    return True
        per = _PER_TIME.match(self.text, end)
        return per is not None and self._per_other_time(claim, TIME_UNITS[_TIME_BASES[per.group(1).lower()]])

    def _per_other_time(self, claim: NumericClaim, seconds: float) -> bool:
        """A count per hour (or day, minute) worked from a count and a duration a result holds in another unit:
        "about 15.4 stops an hour" for 131 stops over on_road_min 512."""
        for facts in self._arithmetic_groups().values():
            durations = [f for f in facts[:MAX_ARITHMETIC_FACTS]
                         if f.value and f.unit in TIME_UNITS and TIME_UNITS[f.unit] != seconds]
            for duration in durations:
                assert duration.value is not None and duration.unit is not None
                spans = duration.value * TIME_UNITS[duration.unit] / seconds
                if any(f is not duration and f.value and f.unit not in TIME_UNITS
                       and close(claim.quantity.value, f.value / spans, claim.tolerance * 2)
                       for f in facts[:MAX_ARITHMETIC_FACTS]):
                    return True
        return False

    def _per_head(self, claim: NumericClaim) -> bool:
        """A measured total per head: the parts one result measures in the claim's dimension, summed, over a count
        ("户均回收约14.3公斤" is the four _kg fields' sum over the households served)."""
        dimension = claim.quantity.dimension
        totals: dict[str, float] = {}
        parts: dict[str, int] = {}
        for facts in self._arithmetic_groups().values():
            for fact in facts[:MAX_ARITHMETIC_FACTS]:
                if fact.unit and fact.value and dimension_of(fact.unit) == dimension and not fact.derived:
                    totals[fact.unit] = totals.get(fact.unit, 0.0) + fact.value
                    parts[fact.unit] = parts.get(fact.unit, 0) + 1
        counts = [f.value for f in self.evidence.facts[:MAX_ARITHMETIC_FACTS]
                  if f.value and f.unit is None and not f.identifier and f.value == int(f.value) and f.value > 1]
        return any(close(stated, totals[unit] / count, claim.tolerance * 2)
                   for unit in totals if parts[unit] > 1 for stated in readings(claim, unit) if stated
                   for count in counts)

    def _quotients(self) -> list[float]:
        """Every ratio of two values of one group, sorted for bisection; built once, on the first rate."""
        if self._ratios is None:
            ratios: list[float] = []
            for facts in self._arithmetic_groups().values():
                values = [f.value for f in facts[:MAX_ARITHMETIC_FACTS] if f.value]
                ratios.extend(a / b for i, a in enumerate(values) for j, b in enumerate(values) if i != j)
            days = self.evidence.period_days
            if days:
                # a month's total per day ("7月日均约1569人次" is 48,650 / 31)
                ratios.extend(f.value / n for f in self.evidence.facts[:MAX_ARITHMETIC_FACTS]
                              if f.value and not f.identifier for n in days)
            ratios.sort()
            self._ratios = ratios
        return self._ratios

    def multiple(self, claim: NumericClaim) -> bool:
        """A number written as a multiple ("1.41× budget", "2.3倍") that is the ratio of two values, returned or
        stated in the narration (a worldwide gross it summed over the budget): derived, not a drifted value."""
        quantity = claim.quantity
        if not quantity.value or quantity.currency or quantity.is_percent or (
                quantity.counter != "倍" and _TIMES_AFTER.match(self.text, claim.end) is None):
            return False
        values = [f.value for f in self.evidence.facts[:MAX_ARITHMETIC_FACTS]
                  if f.value and not f.identifier and not f.weak]
        values += [c.quantity.value for c in self.claims[:MAX_ARITHMETIC_FACTS] if c is not claim and c.quantity.value]
        stated = abs(quantity.value)
        tolerance = max(claim.tolerance, HEDGE_MAX / 5)
        return any(close(stated, abs(a / b), tolerance)
                   for i, a in enumerate(values) for j, b in enumerate(values) if i != j)

    def ratio(self, claim: NumericClaim) -> bool:
        """A percentage that is the ratio or relative change of two values of one result ("up about 8%")."""
        if not claim.quantity.is_percent:
            return False
        stated = [abs(v) for v in readings(claim, None)]
        for facts in self._arithmetic_groups().values():
            values = [f.value for f in facts[:MAX_ARITHMETIC_FACTS] if f.value]
            for i, a in enumerate(values):
                for j, b in enumerate(values):
                    if (
                        i != j
                        and b
                        and any(
                            close(v, abs(a / b), claim.tolerance * 2) or close(v, abs((a - b) / b), claim.tolerance * 2)
                            for v in stated
                        )
                    ):
                        return True
        return False

    def between_times(self, claim: NumericClaim) -> bool:
        """A duration that is the gap between two clock times the narration states ("overlap for 4 min 45 s
        (06:41:20 to 06:46:05)", "重叠了4分50秒（07:21:40到07:26:30）") or two timestamps a result returns (开工
        2028-04-10T14:00 and 收工 2028-04-11T02:40 make "一共干了12个小时40分钟"): worked out, not a returned length."""
        factor = TIME_UNITS.get(claim.quantity.unit or "")
        if factor is None or not claim.quantity.value:
            return False
        if self._time_gaps is None:  # worked out once, on the first duration that needs it
            self._time_gaps = _gaps([int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3] or 0)
                                     for m in _CLOCK_TIME.finditer(self.text)])
            for moments in self.evidence.timestamps.values():
                self._time_gaps += _gaps(moments[:MAX_TIMESTAMPS])
        seconds = abs(claim.quantity.value) * factor
        return any(close(seconds, gap, claim.tolerance) for gap in self._time_gaps)

    def average(self, claim: NumericClaim) -> bool:
        """A number its label calls an average that is a total over a count of one object ("the average pass is
        about $770" for revenue_usd / passes_sold, "墓位均价约6.83万" for 金额 / 数量): worked out, not a field."""
        if _MEAN_BEFORE.search(self.text, max(0, claim.start - MEAN_REACH), claim.start) and any(
                close(stated, mean, max(claim.tolerance, HEDGE_MAX / 5)) for _, mean in self._weighted_means()
                for stated in readings(claim, None)):
            return True
        if "average" not in claim.near and "average" not in claim.after:
            return False
        by_holder: dict[tuple[str, str], list[Fact]] = {}
        for fact in self.searched:
            if fact.value and not fact.derived and not fact.identifier and not fact.weak:
                by_holder.setdefault((fact.call_id, holder_of(fact.path)), []).append(fact)
        tolerance = max(claim.tolerance, HEDGE_MAX / 5)
        for facts in by_holder.values():
            counts = [f for f in facts if f.value and f.value > 1 and f.value == int(f.value) and f.unit is None
                      and f.currency is None and not (f.meaning is not None and f.meaning.money)]
            for total in facts:
                for count in counts:
                    if total is not count and total.value and count.value and any(
                            close(stated, total.value / count.value, tolerance) for stated in readings(claim, None)):
                        return True
        return False

    def weighted_mean(self, claim: NumericClaim, labelled: list[Fact]) -> bool:
        """The number is the mean of the labelled key over a list's rows, weighted by a count of each row ("the
        weighted average is about 4.49" over three rows' ``avg``): the label's values combined, not one misread."""
        if len(labelled) < 2:
            return False
        keys = {key_of(fact.path) for fact in labelled}
        tolerance = max(claim.tolerance, HEDGE_MAX / 5)
        return any(close(stated, mean, tolerance) for key, mean in self._weighted_means() if key in keys
                   for stated in readings(claim, None))

    def _weighted_means(self) -> Iterator[tuple[str, float]]:
        """Each list's mean of one key weighted by a count key of its rows ("weighted average about 4.49" over
        ratings 5,210, 1,340, 890 with avg 4.58, 4.41, 4.12)."""
        for key, total, weight in self._weighted_totals():
            yield key, total / weight

    def weighted_total(self, claim: NumericClaim) -> bool:
        """The sum over a list's rows of a count times a value ("学分绩点合计35.7" for credits 4, 3, 2, 1 and grade
        points 3.7, 3.3, 4.0, 3.0): the total a weighted mean divides."""
        return any(close(stated, total, claim.tolerance) for _, total, _ in self._weighted_totals()
                   for stated in readings(claim, None))

    def _weighted_totals(self) -> Iterator[tuple[str, float, float]]:
        """(key, the sum of its rows' values times their count, the sum of the counts) for each list with a count
        key: whole numbers without a unit, at least one of them above one."""
        lists: dict[str, dict[str, dict[str, float]]] = {}
        measured: set[str] = set()
        for fact in self.searched:
            if fact.value is not None and not fact.derived and not fact.identifier and not fact.weak:
                row = holder_of(fact.path)
                listed = _LAST_INDEX.sub("", row)
                if listed != row:
                    lists.setdefault(listed, {}).setdefault(key_of(fact.path), {})[row] = fact.value
                    if fact.unit is not None or fact.currency is not None or (
                            fact.meaning is not None and fact.meaning.money):
                        measured.add(key_of(fact.path))  # a temperature or a price weighs nothing
        for columns in lists.values():
            for count_key, counts in columns.items():
                if count_key in measured or len(counts) < 2 or not all(
                        c >= 1 and c == int(c) for c in counts.values()) or max(counts.values()) < 2:
                    continue
                weight = sum(counts.values())
                for key, values in columns.items():
                    if key != count_key and values.keys() == counts.keys():
                        yield key, sum(counts[row] * value for row, value in values.items()), weight

    def worked_from_values(self, claim: NumericClaim) -> bool:
        """The number is worked out from the results' values by a count, a size, a rate, a period or a list: the
        readings both of the checker's paths ask once a number matches no value."""
        return (self.containers(claim) or self.average(claim) or self.count_times_measure(claim)
                or self.at_returned_rate(claim) or self.split_over_argument(claim) or self.counted_past_a_mark(claim)
                or self.time_to_move(claim) or self.accrued(claim) or self.weighted_total(claim))

    def count_times_measure(self, claim: NumericClaim) -> bool:
        """A measured total or a sum of money worked out as a count times what one result gives per item, in the
        claim's own unit ("at 95 seconds a swap that's about 7.55 hours" for swaps_done 286 and avg_swap_s 95,
        "报名费一共25600元" for 128 teams at 200元)."""
        quantity = claim.quantity
        if not quantity.value:
            return False
        if quantity.dimension is None and not quantity.currency:
            return self._product_of_counts(claim)
        stated = self._arithmetic_readings(claim)
        for group in self._arithmetic_groups().values():
            facts = group[:MAX_ARITHMETIC_FACTS]
            counts = [f.value for f in facts if f.value and f.value > 1 and f.value == int(f.value)
                      and f.unit is None and (not f.derived or f.path.startswith("len(")) and (
                          f.meaning is None or not f.meaning.money or "count" in f.meaning.concepts
                          or key_of(f.path).endswith("数"))]  # 缴费月数 counts months, though 缴费 is money
            measures = [f.value for f in facts if f.value and not f.derived and (
                (f.unit is not None and dimension_of(f.unit) == quantity.dimension) if quantity.dimension is not None
                else f.unit in CURRENCY_CODES or f.currency is not None)]
            if quantity.currency:
                # a sum of money said before it ("社保每月903元 … 全年12个月下来10836元")
                measures += [c.quantity.value for c in self.claims if c.end <= claim.start and c.quantity.currency
                             and c.quantity.value]
            found = _PER_THOUSAND.search(self.text)
            base = _PER_BASES[(found[1] or found[2]).lower()] if found is not None else 1.0
            if any(close(value, count * measure / per, claim.tolerance * 2) for value in stated
                   for count in counts for measure in measures for per in {1.0, base}):
                return True
            if quantity.currency and any(close(value, product, claim.tolerance * 2)
                                         for value in stated for _, product in row_products(facts)):
                return True
        return False

    def _product_of_counts(self, claim: NumericClaim) -> bool:
        """A total said as such ("一共60个小区", "96 plots in total") that is one count times another of one result
        (20个品种 × 3次重复)."""
        # a count said just before in the clause ("3天日费一共8.04万" for a day rate of 26,800)
        said = [c.quantity.value for c in self.claims if c.end <= claim.start and claim.start - c.end <= MAX_SAID_GAP
                and c.quantity.value > 1 and c.quantity.value == int(c.quantity.value)]
        if said and any(count in said and close(claim.quantity.value, product, claim.tolerance)
                        for group in self._arithmetic_groups().values()
                        for count, product in row_products(group[:MAX_ARITHMETIC_FACTS])):
            return True  # "公司：74人，约385万": the row's count, told just before, times its 年费
        if TOTAL_BEFORE.search(self.text, max(0, claim.start - 12), claim.start) is None and not _TOTAL_AFTER.match(
                self.text, claim.end):
            return False
        for group in self._arithmetic_groups().values():
            counts = [f.value for f in group[:MAX_ARITHMETIC_FACTS] if f.value and f.value > 1
                      and f.value == int(f.value) and f.unit is None and not f.derived and not f.identifier
                      and not (f.meaning is not None and f.meaning.money)]
            if any(close(claim.quantity.value, a * b, claim.tolerance)
                   for i, a in enumerate(counts) for b in counts[i + 1 :]):
                return True
            values = [f.value for f in group[:MAX_ARITHMETIC_FACTS] if f.value and not f.derived and not f.identifier]
            if any(close(claim.quantity.value, times * value, claim.tolerance) for times in said for value in values):
                return True
        return False

    def containers(self, claim: NumericClaim) -> bool:
        """A count of containers worked out from a volume and the size of one container the result names by the
        same word ("60 bottles of wine" from wine_ml 45000 and bottle_ml 750, "76瓶" from 库存_毫升 7600 and
        规格_毫升每瓶 100): the number is the quotient, not the container's size misread."""
        noun = _CONTAINER_AFTER.match(self.text, claim.end) if claim.quantity.counter is None else None
        word = noun.group(1).lower() if noun is not None else claim.quantity.counter
        if not word or claim.quantity.value <= 0:
            return False
        tolerance = max(claim.tolerance, HEDGE_MAX / 5)
        for size in self.evidence.facts[:MAX_ARITHMETIC_FACTS]:
            if not size.value or size.value <= 0 or not _names_container(key_of(size.path), word):
                continue
            for whole in self.evidence.facts[:MAX_ARITHMETIC_FACTS]:
                if (whole is not size and whole.call_id == size.call_id and whole.value and whole.unit == size.unit
                        and close(claim.quantity.value, whole.value / size.value, tolerance)):
                    return True
            # packed a second time from a count said before ("1,200 cases or exactly 20 pallets")
            if any(close(claim.quantity.value, said.quantity.value / size.value, tolerance)
                   for said in self.claims if said.end <= claim.start and said.quantity.value > 0):
                return True
        return False

    def _numeric_arguments(self, call_id: str) -> list[float]:
        """The call's arguments given as numbers above 1 (a base of 12000, a quantity of 40): amounts a returned
        rate may be applied to. Digits inside text arguments (a date, "Line 3") are no amounts."""
        return [float(value) for result in self.evidence.results if result.call_id == call_id
                for value in result.arguments.values()
                if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 1]

    def _arithmetic_groups(self) -> dict[str, list[Fact]]:
        """The values that may be combined: each result's own (its returned values first, then its derived
        totals), and, across results, the values of keys every result shares (two balances summed)."""
        if self._groups is None:
            by_call: dict[str, list[Fact]] = {}
            for fact in self.evidence.facts:
                if fact.value is not None and not fact.identifier and not fact.weak:
                    by_call.setdefault(fact.call_id, []).append(fact)
            for facts in by_call.values():
                facts.sort(key=lambda f: f.derived)
            if len(by_call) > 1:
                by_key: dict[str, list[Fact]] = {}
                for fact in self.evidence.facts:
                    if fact.value is not None and not fact.identifier and not fact.weak and not fact.derived:
                        by_key.setdefault(fact.path, []).append(fact)
                shared = [f for facts in by_key.values() if len(facts) > 1 for f in facts]
                if shared:
                    by_call["*"] = shared
            self._groups = by_call
        return self._groups


def sign_flipped_facts(claim: NumericClaim, facts: list[Fact], sign: int) -> Iterator[Fact]:
    """The returned values of the claim's size and the other sign than `sign` (the sign a word or a written +/-
    gives the claim), found lazily."""
    return (fact for fact in facts if fact.value and not fact.weak and (fact.value > 0) != (sign > 0) and any(
        close(abs(stated), abs(fact.value), claim.tolerance) for stated in readings(claim, fact.unit) if stated))


def sign_flipped_value(claim: NumericClaim, facts: list[Fact]) -> bool:
    """Whether a returned value has the claim's size and the other sign ("up 8.4%" where the change is -8.4):
    a flip is reported before any sum may explain the number."""
    return next(sign_flipped_facts(claim, facts, claim.sign), None) is not None


def combines(claim: NumericClaim, labelled: list[Fact]) -> bool:
    """The number is the sum or gap of one key's values in several rows ("City won it by two points" over a
    table's ``pts``): derived from the label's values, not another field's."""
    if claim.sign or len(labelled) < 2:
        return False
    key = key_of(labelled[0].path)
    values = [
        f.value for f in labelled[:MAX_ARITHMETIC_FACTS] if f.value is not None and key_of(f.path) == key
    ]
    if len(values) < 2:
        return False
    stated = readings(claim, labelled[0].unit)  # in the key's own unit: 680斤 is not 340 of some other unit
    for i, a in enumerate(values):
        for b in values[i + 1 :]:
            for combined in (a + b, abs(a - b)):
                if combined != 0 and any(close(abs(v), combined) for v in stated):
                    return True
    return False


def worked_from(quantity: Quantity, tolerance: float, said: list[Quantity]) -> bool:
    """Whether `quantity` is the gap, sum, ratio or percent change of two of the nonzero numbers `said` before it
    (both of one form: percentages or not; of one measure for a sum or gap), a percentage of one in its measure, or
    a sum of money said before it per a count said before it. Every
    pair is tried for every number that matches nothing, so each number is read once into plain values and each
    candidate is compared inline, as `close` compares."""
    stated = abs(quantity.value)
    percent = quantity.is_percent
    currency = bool(quantity.currency)
    forms = [(abs(one.value), one.is_percent, bool(one.currency), one.dimension) for one in said]
    for index, (a, a_percent, a_currency, a_dimension) in enumerate(forms):
        for b, b_percent, b_currency, b_dimension in forms[index + 1 :]:
            if a_percent != b_percent:
                # "75% load, which is 1,125 kW on a 1,500 kW unit": a share of the other number, in its measure
                whole, share, dimension, money = (b, a, b_dimension, b_currency) if a_percent else (
                    a, b, a_dimension, a_currency)
                if not percent and dimension == quantity.dimension and money == currency and close(
                        stated, whole * share / 100, tolerance):
                    return True
                continue
            if percent and not a_percent:
                candidates: tuple[float, ...] = (abs(a - b) / b * 100, abs(a - b) / a * 100, a / b * 100, b / a * 100)
            elif percent:
                candidates = (abs(a - b), a + b)
            elif currency != (a_currency or b_currency):
                if currency:
                    continue
                candidates = (abs(a - b), a + b)  # "储值卡里还有1268元，其中赠送金200，本金1068": money said bare
            elif quantity.currency is None:
                # a sum or gap adds like to like: 138 runs and 13.5 minutes make no 125 runs
                candidates = (abs(a - b), a + b, a / b, b / a) if a_dimension == b_dimension else (a / b, b / a)
            elif a_currency != b_currency:
                # money per thing counted ("$966 … over 12 hours"), or money and money said bare ("保管费200块，加上
                # 350的拖车费，一共550块")
                per = (a / b,) if a_currency else (b / a,)
                bare = b_dimension if a_currency else a_dimension
                candidates = per if bare is not None else (*per, abs(a - b), a + b)
            else:
                candidates = (abs(a - b), a + b)
            for value in candidates:
                if abs(stated - value) <= tolerance * abs(value) + 1e-12 if value != 0 else stated < 1e-9:
                    return True
    return False


MAX_TIMESTAMPS = 12
"""Timestamps of one result paired up for gaps (a shift's start and end, a pass's AOS and LOS)."""


_LAST_INDEX = re.compile(r"\[\d+\]$")
"""The index that ends a row's path: what sets one row of a list apart from the others."""
_SIDE_WORD = re.compile(r"(?i:\b(?:under|over|below|above|less than|more than|fewer than|short of|beat|missed|"
                        r"exceed(?:ed)?)\b)|不到|低于|高于|超过|少于|多于|以上|以下|未达|没达到|达标")
MAX_SIDE_GAP = 24
MAX_LISTED_COUNT = 100
"""A count of list values past a mark: the side word within `MAX_SIDE_GAP` characters, a list of at most this many."""
_PER_THOUSAND = re.compile(r"每(千|百|万)|(?i:\bper (thousand|hundred|1,?000|100)\b)")
_PER_BASES = {"千": 1000.0, "百": 100.0, "万": 10000.0, "thousand": 1000.0, "hundred": 100.0, "1000": 1000.0,
              "1,000": 1000.0, "100": 100.0}
"""A rate per a round count of items ("按每千字200元", "$4 per thousand impressions"): a count times it over that."""
_TOTAL_ROW = re.compile(r"(?i:\btotals?\b|\bsum\b|\ball\b)|合计|总计|总共|小计")
"""A table row's first cell that makes the row the column's total."""
_CODES = "usd|eur|gbp|jpy|cny|rmb|hkd|sgd|aud|cad|chf|isk|nzd|sek|nok|dkk|krw|inr|thb|myr|twd|mxn|brl|zar|aed"
"""Currency codes as result keys write them (``usd_per_eur``, ``rates: {"MXN": 17.284}``)."""
_CURRENCY_PAIR = re.compile(rf"(?i)(?:{_CODES})_(?:per_|to_)?(?:{_CODES})")
_CURRENCY_CODE = re.compile(rf"(?i){_CODES}")
_PER_MONEY = re.compile(r"(?i)[a-z]+_per_(?:usd|eur|gbp|cny|rmb|dollar|euro|yuan)")
"""A key that prices a unit in money the other way round (``points_per_usd``: 100 points are a dollar)."""


def _is_exchange_rate(fact: Fact) -> bool:
    """An exchange rate: an ``fx`` key or one inside an ``fx`` object, a key that pairs two currencies, or one that
    counts units per a currency (``points_per_usd``)."""
    meaning = fact.meaning
    key = key_of(fact.path)
    return ("fx" in fact.parents or (meaning is not None and "fx" in meaning.concepts)
            or _CURRENCY_PAIR.fullmatch(key) is not None or _PER_MONEY.fullmatch(key) is not None
            or ("rate" in fact.parents and _CURRENCY_CODE.fullmatch(key) is not None))  # rates: {"MXN": 17.284}


_TAKE_OFF = re.compile(
    r"扣|减|除去|去掉|抵|(?i:\b(?:minus|less|net of|after|deduct(?:ing|ed)?|take off|subtract(?:ing)?)\b)")
"""Words that take listed amounts off an earlier one."""
_MEAN_BEFORE = re.compile(r"(?i:average|mean|weighted|blended|overall)|平均|加权|综合")
MEAN_REACH = 40
"""Characters before a number searched for a word that makes it a mean ("the weighted average is about 4.49")."""


def row_products(facts: list[Fact]) -> Iterator[tuple[float, float]]:
    """(count, product) of a row's count times a price-like number of the row ("NWGX $104,454.00" for units 4200
    at nav 24.87, "公司：74人，约385万" for 74 members at a 年费 of 52000): a whole-number count, and a fractional
    value or a sum of money, neither with a unit of measure."""
    rows: dict[str, list[Fact]] = {}
    for fact in facts:
        if fact.value and fact.value > 0 and not fact.derived and not fact.identifier and "[" in fact.path:
            rows.setdefault(holder_of(fact.path), []).append(fact)
    for row in rows.values():
        prices = [f.value for f in row if f.value is not None and f.unit is None and (
            f.value != int(f.value) or (f.meaning is not None and f.meaning.money))]
        for fact in row:
            if fact.value and fact.value > 1 and fact.value == int(fact.value) and fact.unit is None and not (
                    fact.meaning is not None and fact.meaning.money):
                yield from ((fact.value, fact.value * price) for price in prices)


def _gaps(times: list[float]) -> list[float]:
    return [abs(a - b) for i, a in enumerate(times) for b in times[i + 1 :]]


_CLOCK_TIME = re.compile(r"(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?(?![\d:])")
_CONTAINER_AFTER = re.compile(r"\s*([A-Za-z]{3,})")
"""The noun a count is of, right after it ("60 bottles")."""


def _names_container(key: str, word: str) -> bool:
    """Whether a key names one container of what `word` counts: ``bottle_ml`` for "bottles", 规格_毫升每瓶 for 瓶."""
    if not word.isascii():
        return word in key
    return singular(word) in key_words_of(key)


SPLIT_SUM_SLACK = 0.01
"""How far from 1 the fractions of one object may add up and still be read as a split of a whole."""


def _split_fractions(facts: list[Fact]) -> list[float]:
    """Fractions that split a whole: two or more sibling values between 0 and 1 adding up to 1 (a cost split by
    CPU: 订单服务 0.415, 支付服务 0.27, 搜索服务 0.19, 空闲 0.125), whatever their keys are called."""
    siblings: dict[str, list[float]] = {}
    for fact in facts[:MAX_ARITHMETIC_FACTS]:
        if fact.value and 0 < fact.value < 1 and not fact.derived:
            siblings.setdefault(holder_of(fact.path), []).append(fact.value)
    return [value for values in siblings.values()
            if len(values) > 1 and abs(sum(values) - 1) <= SPLIT_SUM_SLACK for value in values]


_FRACTION_HEADS = frozenset({"rate", "growth", "ltv", "dti", "ratio"})
"""Key heads whose values between -1 and 1 are fractions: a rate, a growth (涨幅 0.035 is 3.5%), a loan-to-value."""
_FRACTION_KEY_ENDINGS = ("率", "占比", "比例")
"""Chinese keys that hold a share whatever their words (出材率 0.7 is 70%)."""


def _fraction_field(fact: Fact) -> bool:
    """A share written as a fraction (``bonus_pct: 0.1`` is 10% however the key is named, ``ratio: 0.8``)."""
    return fact.unit == "%" or (fact.unit is None and fact.meaning is not None and (
        not fact.meaning.heads.isdisjoint(_FRACTION_HEADS) or key_of(fact.path).endswith(_FRACTION_KEY_ENDINGS)))


_PER_KEY = re.compile(r"(?:^|[_.])per[_A-Z]|Per[A-Z]")


def _counted_per(fact: Fact) -> bool:
    """A value counted per something (``bottles_per_case``, ``seatsPerRow``): times a count of that something it
    gives a total the narration may work out (1,746 cases × 12 = 20,952 bottles)."""
    return _PER_KEY.search(key_of(fact.path)) is not None


_KG_PER = {"斤": 0.5, "公斤": 1.0, "千克": 1.0, "两": 0.05, "kg": 1.0, "lb": 0.45359237, "pound": 0.45359237}
"""Kilograms in one unit of weight a price may be quoted per."""
_PER_WEIGHT_FIELD = re.compile(r"per_(kg|lb|jin)$")
_PER_WEIGHT_SAID = re.compile(r"(?:每|/|一)\s?(斤|公斤|千克|两)|(?:per|a|/)\s?(kg|lb|pound)\b")
PER_WEIGHT_WINDOW = 8
"""How far around a price its "per 斤" / "per lb" may be written."""


def per_other_weight(text: str, claim: NumericClaim, fact: Fact) -> bool:
    """A price per kg told per another weight ("每斤2.9元" for ``price_per_kg: 5.8``, "$2.63/lb" for $5.80/kg):
    the same price in the narration's unit, not a drift."""
    field = _PER_WEIGHT_FIELD.search(fact.path)
    if field is None or fact.value is None:
        return False
    window = text[max(0, claim.start - PER_WEIGHT_WINDOW) : claim.end + PER_WEIGHT_WINDOW].lower()
    said = _PER_WEIGHT_SAID.search(window)
    if said is None:
        return False
    unit = said.group(1) or said.group(2)
    field_kg = _KG_PER["斤" if field.group(1) == "jin" else field.group(1)]
    return close(claim.quantity.value, fact.value * _KG_PER[unit] / field_kg, claim.tolerance)
