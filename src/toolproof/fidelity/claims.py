"""Numeric claims in a narration: each stated quantity with the words that label it and the sign words around it.

"您的余额为4280.50元" is a claim that the balance is 4280.50; "亏损120元" claims -120; "3 succeeded, 2 failed"
labels each count by the word after it. The labels come back as concepts (see `lexicon`), nearest first, so the
aligner can pick the nearest one that names a field of the result.
"""

from __future__ import annotations

import bisect
import itertools
import re
from typing import NamedTuple

from toolproof.fidelity.numbers import TIME_UNITS, Quantity, find_quantities, unit_of_word
from toolproof.fidelity.scan import (
    AFTER_NEG,
    AFTER_POS,
    COMPARISON,
    CONCEPT,
    NUMBER_WORD,
    SIGN_KINDS,
    SIGN_NEG,
    SIGN_NEUTRAL,
    Scan,
    scan,
)

EMOJI = "\U0001F300-\U0001FAFF\u2600-\u27BF"
"""Emoji and pictographs, as a character-class range: in a chatty answer one ends what was being said."""
_SENTENCE_END = re.compile(rf"[。！？!?；;\n.{EMOJI}](?:(?<!\.)|(?=\s|$))")
"""A sentence's end: a full stop counts only before a space or the end, and an emoji ends what a chatty answer says
("$2.86k 💜 Subs brought in…"). One character class comes first (the stop then checked behind it), so the engine
finds the candidates with its C set scan instead of trying each position."""
SENTENCE_BREAK = re.compile(r"[。！？!?\n.](?:(?<!\.)|(?=\s|$))")
"""Where a sentence ends: a full stop only before a space or the end ("3.5" and "e.g." inside are no ends)."""
_CLAUSE_END = re.compile(
    rf"[，,、（）()—]|[。！？!?；;\n{EMOJI}]|\.(?=\s|$)|\s(?:and|but|while|whereas|plus)\s|而|但|并且|同时"
)

_LEVEL_MARKER = re.compile(r"到|至|为|是|\b(?:to|at)\b", re.IGNORECASE)
"""Between a sign word and its number, these make the number a level ("fell to 4280"), not a change."""
_COMPARISON = re.compile(
    r"(?=[从由比较相对tTfFcCvVpP])(?:从|由|(?<![同环占对相])比|较|相比|相较于?|对比|"
    r"\b(?:than|from|compared (?:to|with)|versus|vs\.?|previous(?:ly)?|prior)\b)"
    r"\s*(?:约|大约|大概|about|around|approximately|roughly|~)?\s*(?:[¥$€£]|RMB|USD|CNY)?\s*$",
    re.IGNORECASE,
)
"""Words that make a number a reference point (a previous value, a comparison), not a claim about this result."""
_COMPARATIVE_AFTER = re.compile(r"\s*(?:还|要|更)?(?:多|少|高|低|大|小|快|慢|贵|便宜|长|短|强|弱|重|轻)")
"""After "比 N", the comparative that makes N a reference point ("比3000多"); without one, 比 ends a ratio's name
("料蛋比2.15", "强屈比1.37") and N is its value."""

COMPARISON_REACH = 24
"""Characters before a number searched for "from", "比", "较" (with "about ¥" and the like in between)."""
MAX_SIGN_GAP = 12
_VERB_OBJECT_BY = re.compile(r"(?: [\w'-]+){1,3} by (?:about |around |roughly |nearly |almost |over )?[$€£¥]?",
                             re.IGNORECASE)
"""A sign verb, its object and "by" before the number: "lowers your premium by $96" signs the 96 however long
the object is."""
"""Characters allowed between a sign word and the number it signs ("下降了约" / "a loss of about $")."""
TIGHT_SIGN_GAP = 3
"""A sign word this close before a number signs it even when it also ended the previous number's label ("比上周的
42.15 元上升了 8.42%": 上升 says which way the 8.42% went, whatever it says about 42.15)."""


TOLERANCE = 0.005
"""Relative difference still counted as the same value (DESIGN.md: ±0.5%)."""
HEDGED_TOLERANCE = TOLERANCE * (1 + 1e-6)
"""The least a hedged number ("about $71.40") is allowed: ±0.5%, and never held to the precision it is written
with, as an unhedged "$71.40" is (a tolerance above `TOLERANCE` is what tells the two apart)."""
HEDGE_MAX = 0.05
"""The most a hedge ("about", "约") can widen the tolerance: "about 5,000" for 4,820 is fair, for 4,000 it is not."""
HEDGE_MAX_DECIMAL = 0.10
"""The same for a hedged number written with decimals, whose precision was chosen: "大约0.5%" for 0.532%."""
_HEDGE_BEFORE = re.compile(
    r"(?=[aArRnNcCsSuUbBoOjJ~≈～约大将接差近不超过])"
    r"(?:\b(?:about|around|approximately|approx\.?|roughly|nearly|almost|close to|some|circa|ca\."
    r"|(?:just |a (?:little |tad |bit )|slightly )?(?:under|below|over|above)|shy of)|[~≈～]|约|大约|大概"
    r"|将近|接近|差不多|近|不到|不足|超过|(?<![经通跑])过)\s*(?:[¥$€£￥]|RMB|USD|CNY|US\$)?\s*",
    re.IGNORECASE,
)
"""A hedge before a number; found once per narration, a number is hedged when one ends where it starts. A bound
("under 3%", "不到3%", "just over 40") is read as one: it tells the value as near the number, not exactly it."""
_HEDGE_WORDS = ("~", "≈", "～", "约", "近", "左", "上", "差", "about", "around", "approx", "roughly", "nearly",
                "almost", "close", "some", "circa", "ca.", "ish", "or so", "under", "below", "over", "above", "shy",
                "不到", "不足", "超过", "过")
"""Words any hedge contains, as lower-case substrings: text without one (most) skips the hedge patterns."""
_HEDGE_AFTER_WORDS = ("左右", "上下", "ish", "or so")
_HEDGE_AFTER_WORD = re.compile(r"(?=[左上iIoO])(?:左右|上下|ish\b|or so\b)", re.IGNORECASE)
_HEDGE_AFTER = re.compile(r"\s*(?:左右|上下|-?ish\b|or so\b)", re.IGNORECASE)


def hedge_starts(text: str, lower: str) -> set[int]:
    """Positions where a number would follow a hedge ("about ¥|5,000", "约|5000"); `lower` is `text` lower-cased."""
    if not any(word in lower for word in _HEDGE_WORDS):
        return set()
    return {m.end() for m in _HEDGE_BEFORE.finditer(text)}


def hedge_tolerance(text: str, quantity: Quantity, starts: set[int]) -> float:
    """The tolerance for a number written with a hedge: the value must round to the stated number at the
    precision it was written with ("about 5,000" → to the nearest thousand, "around 1.8%" → to a tenth), and
    never beyond `HEDGE_MAX`. An unhedged number, or one whose written precision is finer than ±0.5%, keeps
    the strict tolerance, so a hedge never hides a swapped digit or a shifted decimal point."""
    hedged = (quantity.start in starts or quantity.number_start in starts
              or _HEDGE_AFTER.match(text, quantity.end) is not None)
    if not hedged or quantity.value == 0:
        return TOLERANCE
    written = text[quantity.number_start : quantity.number_end].replace(",", "")
    if quantity.in_words or not written[:1].isdigit():
        return TOLERANCE
    if "." in written:
        step = 10.0 ** -len(written.partition(".")[2])
        most = HEDGE_MAX_DECIMAL
    else:
        step = 10.0 ** (len(written) - len(written.rstrip("0"))) if written.rstrip("0") else 1.0
        most = HEDGE_MAX
    relative = step * quantity.scale / 2 / abs(quantity.value)
    return max(HEDGED_TOLERANCE, min(most, relative))


class NumericClaim(NamedTuple):
    """A stated quantity and its context (a tuple: one is made for every number of every narration)."""

    quantity: Quantity
    start: int
    end: int
    """The quantity's span, kept as plain fields: the checks read them for every claim, many times."""
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
    tolerance: float = TOLERANCE
    """Relative difference from a value still counted as stating it: ±0.5%, wider for a hedged round number."""
    whole: bool = False
    """The number is the whole of a part told beside it ("274 of 300"), labelled "total" by that reading."""


_PART_OF = re.compile(
    r"\s*(?:of|out of|/)\s*(?:the\s+|all\s+|your\s+)?"
    r"(?:(?:about|roughly|around|nearly|almost|approximately|some|~)\s*)?", re.IGNORECASE)
"""Between two numbers, "3 of 5", "1 out of about 20": the second is the whole and the first takes the label after
the whole."""
_WHOLE_THEN_PART = re.compile(
    r"(?:中|之中|当中|里)(?:有|的)?(?:(?:成功|失败|完成|通过|发出|发送|送达|到账|导入|上传|处理)[\u4e00-\u9fff]{0,3})?\s*$")
"""After a number, "5笔转账中 3笔成功", "59人里成功导入56人", "14条里发出去12条": the first number is the whole."""
_WHOLE = ("total",)
_OUTCOMES = frozenset({"succeeded", "failed", "skipped"})
"""Labels after "3 of 5" that say what happened to the part ("3 of 5 succeeded"), not what the whole is."""
_OUTCOME_LEADS = re.compile(r"了?\d")
_LEADS_INTO_NUMBER = re.compile(r"[了是为有：:\s约近共]{0,3}")
_CJK_RUN_TO_NUMBER = re.compile(r"[\u4e00-\u9fff]{1,10}[了是为有：:\s约近共]{0,3}")
"""What may stand between a label and the number it names ("还剩5次", "库存是6个", "余额：约4,820元")."""
_REASON = re.compile(r"因为|因|由于|原因|\b(?:because|due to|since|as)\b", re.IGNORECASE)
_PER_ONE = re.compile(r"\s(?:a|an|each|every)\s[a-z]", re.IGNORECASE)
"""After a measured number, "a fish", "each load": what it is measured per, not what it is ("2.95 kg a fish"). After
a price the words name what is sold ("$9 a pint") and stay its label."""
_PER_TIME_ONE = re.compile(r"\s(?:a|an|per|each|every)\s(?:day|week|month|year|hour|minute|night)\b", re.IGNORECASE)
"""After any number but a price, "a day", "per week": the time it is counted per ("9,200 a day" counts steps), not
a count of days."""
_TO_WHAT = re.compile(r"\s*to\s+(?!the\b|a\b|an\b|be\b|get\b|make\b|do\b|go\b)[a-z]", re.IGNORECASE)
_SHARE_TO = re.compile(r"\s*to\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?\s*(?:[,;.]|and\b|$)", re.IGNORECASE)
"""A share told with whom it goes to ("3.5% to the book writer, 2.5% to the composer"): named by them."""
_MOVED_BEFORE = re.compile(r"\b(?:rose|rises|fell|falls|grew|dropped|climbed|jumped|slipped|up|down|from)\b[^,.;:]*$",
                           re.IGNORECASE)
"""A move told before a percentage ("rose 3.5% to the highest level"): what follows "to" is where it ended."""
_LOST_BEFORE = re.compile(r"\b(?:lost|lose|loses|losing)\b[^,.;:!?]*$", re.IGNORECASE)
MAX_LOST_GAP = 32
"""After "lost", "to X" says what the number went to ("lost 74 minutes to downtime")."""
_GOES_TO = re.compile(r"\b(?:goes|go|went|going|applied|allocated)\s+to\b", re.IGNORECASE)
MAX_GOES_GAP = 60
"""Money that "goes to principal" is named by what it goes to, and so is each amount listed after it ("$612.08 to
interest and $578.20 to escrow")."""
_AFTER_PREPOSITION = re.compile(
    r"\s*(?:in(?! total\b| all\b)|on|at|for|from|to|of(?! them\b| those\b| these\b)|into|by|per|with|across|over|under"
    r"|before|after|excluding|except|without|besides)\b", re.IGNORECASE
)
"""A preposition right after a number starts someone else's words ("27 points in 36 minutes", "$520k before
barge fees": the fees are not the number), except "in total" and "in all", which say what the number is, and "of
them" ("104 of them transfers"), after which the words name the part counted."""


def extract_claims(text: str, found: Scan | None = None, things: tuple[str, ...] = ()) -> list[NumericClaim]:
    """Every numeric claim in `text`, in order (pass the narration's `scan` when it has been made already, and
    the results' texts, lowered, as `things`)."""
    found = found if found is not None else scan(text)
    quantities = find_quantities(text, found.of(NUMBER_WORD))
    if not quantities:
        return []
    context = _Context(text, found, things)
    claims: list[NumericClaim] = []
    last = len(quantities) - 1
    for index, quantity in enumerate(quantities):
        next_start = quantities[index + 1].start if index < last else len(text)
        claims.append(context.claim(quantity, next_start))
    for index in range(last):
        part, whole = claims[index], claims[index + 1]
        between = text[part.end : whole.start]
        if _PART_OF.fullmatch(between) and not (part.quantity.is_percent and not whole.quantity.is_percent):
            # ("3.42% of the $11.24M operating budget": a share's base keeps its own label)
            if set(whole.after) & _OUTCOMES:
                claims[index] = part._replace(near=(), after=whole.after)
            elif (part.near and not part.after and (part.quantity.unit or part.quantity.currency)
                  and (noun := _head_noun(whole.after))):
                # "used 12.3 GB of your 50 GB premium data": the whole's noun says what the part measures too
                # (not its modifiers: "1,746 of the 1,800 cases planned" are not planned; a count's noun, as in
                # "71 of the 77 eligible tenants", only says what is counted)
                claims[index] = part._replace(after=(noun,))
            claims[index + 1] = whole._replace(near=_WHOLE, after=(), far=(), whole=True)
        elif _WHOLE_THEN_PART.search(between):
            claims[index] = part._replace(near=_WHOLE, after=(), far=(), whole=True)
        else:
            if part.window and index:
                part = claims[index - 1]  # "down $1,130 over the last 24 hours (2.29%)": past the time window
                between = text[part.end : whole.start]
            if (part.sign < 0 and not whole.sign and whole.quantity.is_percent and not part.quantity.is_percent
                    and not whole.quantity.explicit_sign and _SAME_CHANGE_AS_PERCENT.search(between)):
                claims[index + 1] = whole._replace(sign=part.sign)
    return claims


_SAME_CHANGE_AS_PERCENT = re.compile(
    r"(?:^[^,.;:，。；：\n]{0,40}[(（]|^\s*[,，]\s*(?:or|i\.e\.|that's|which is|即|也就是|合)|^\s*/)"
    r"\s*(?:about|around|roughly|~|约)?\s*$", re.IGNORECASE)
"""Between a fall signed by its word and a percentage, what makes the percentage the same fall told relative
("down around $1,130 over the last 24 hours (2.29%)", "fell $80, or 4%"): it is a fall too. (A rise needs no
sign: a bare percentage already reads as one.)"""


def _head_noun(label: tuple[str, ...]) -> str | None:
    """The last concept of an English noun phrase's words that is no participle ("premium data" → data, "cases
    planned" → case)."""
    noun = next((concept for concept in reversed(label) if concept.isascii() and not concept.endswith("ed")), None)
    return None if noun in _WHOLE_NOUNS else noun


_WHOLE_NOUNS = frozenset({"max", "min", "limit", "cap", "total", "budget", "target", "goal", "quota", "allowance",
                          "threshold", "deductible", "capacity", "entitlement"})
"""Nouns that say what the whole is to the part ("$2,140 of your $4,000 out-of-pocket max" is no max)."""


MIN_THING_NAME = 3


class _Context:
    """Clause and sentence boundaries of one narration, computed once, and the claims read against them."""

    def __init__(self, text: str, found: Scan, things: tuple[str, ...] = ()) -> None:
        self.text = text
        self.scan = found
        self.things = things
        """The results' texts, lowered: a table row named by one of them is a thing, not a field."""
        self.sentence_ends = [m.end() for m in _SENTENCE_END.finditer(text)]
        self.clause_breaks = [m.span() for m in _CLAUSE_END.finditer(text)]
        self.clause_starts = [start for start, _ in self.clause_breaks]
        after_signs = {start: -1 for start, _, _ in found.of(AFTER_NEG)}
        after_signs.update((start, 1) for start, _, _ in found.of(AFTER_POS) if start not in after_signs)
        self.after_signs = after_signs
        signs = sorted((start, end, kind) for kind in SIGN_KINDS for start, end, _ in found.of(kind))
        self.signs = signs
        """Gain, loss and neutral change words, in order (they never overlap, so their ends are ordered too)."""
        self.sign_ends = [end for _, end, _ in signs]
        self.concepts = found.concepts
        self.concept_positions = found.concept_positions
        self.has_comparison = bool(found.of(COMPARISON))
        self.hedge_starts = hedge_starts(text, found.lower)
        self.may_hedge = bool(self.hedge_starts) or (
            any(word in found.lower for word in _HEDGE_AFTER_WORDS) and _HEDGE_AFTER_WORD.search(text) is not None)
        self.tables = markdown_tables(text) if "|" in text and "--" in text else []
        declared = _DECLARED_UNIT.search(text) if self.tables else None
        self.declared_unit = declared.group(declared.lastindex or 0) if declared is not None else None
        """The unit the narration says it reports in ("按万千瓦报", "单位：万元"): a table's bare numbers count it."""
        self.chinese_labels = [(start, end) for start, end, concept in found.of(CONCEPT)
                               if not text[start].isascii() and (concept not in _OUTCOMES
                                                                 or _OUTCOME_LEADS.match(text, end))]
        """Spans of the Chinese field labels, in order; outcome words ("3笔成功") label the number before them,
        unless they lead into the next ("5次训练已经完成了3次")."""
        self.label_end = 0
        """Where the previous number's own words end: "a $23.70 fare plus $2.15" — "fare" labels the first
        number only, so the second one's labels are looked for after it."""
        self.previous_amount = False
        """The previous number is an amount, not bare digits that may be an id or a year."""
        self.window_end = -1
        """Where the last window that left its labels to the next number ends ("policy compliance for the last
        180 days across all 64 active ASINs")."""

    def claim(self, quantity: Quantity, next_start: int) -> NumericClaim:
        text = self.text
        start, end = quantity.start, quantity.end
        if self.tables:
            cell = table_cell(self.tables, text, start)
            if cell is not None and quantity.unit is None and quantity.currency is None and quantity.counter is None:
                quantity = _in_column_unit(text, quantity, cell[0], self.declared_unit, self.things)
            if cell is not None and (claim := self._table_claim(quantity, *cell)) is not None:
                return claim
        if quantity.counter and quantity.unit is None and (measured := COUNTED_IN_UNIT.match(text, end)) is not None:
            quantity = quantity._replace(unit=unit_of_word(measured[1]))  # "2276个椅位小时" counts hours
        previous_end = self.label_end if self.label_end <= start else start
        ends = self.sentence_ends
        index = bisect.bisect_right(ends, start) - 1
        sentence_start = ends[index] if index >= 0 and ends[index] >= previous_end else previous_end
        breaks = self.clause_breaks
        index = bisect.bisect_left(self.clause_starts, start) - 1
        clause_start = sentence_start
        while index >= 0:
            clause_end = breaks[index][1]
            if clause_end <= start:
                clause_start = clause_end if clause_end > sentence_start else sentence_start
                break
            index -= 1
        if "按" in text[max(0, start - MAX_BASIS_REACH) : start] and (
                basis := BASIS_PHRASE.search(text, max(0, start - MAX_BASIS_REACH), start)) is not None:
            # "按7.1825的汇率折人民币16878.88元": the rate is the basis, not the label
            clause_start = max(clause_start, basis.end())
        near = self._concepts(clause_start, start, nearest_first=True)
        if near and QUANTIFIED_WHOLE.search(text, max(clause_start, start - MAX_QUANTIFIER_REACH), start):
            near = ()  # "none of the 96 kids is overdue": the 96 is the set quantified, the words before name no field
        if (self.previous_amount and 0 < previous_end == sentence_start
                and TOTAL_BEFORE.search(text, max(clause_start, start - 24), start)):
            near = ("total", *(concept for concept in near if concept != "total"))
        far = self._concepts(sentence_start, clause_start, nearest_first=True)
        after_end = min(next_start, end + 24)
        index = bisect.bisect_left(self.clause_starts, end)
        if index < len(self.clause_starts) and self.clause_starts[index] < after_end:
            after_end = self.clause_starts[index]
        after_start = end - len(quantity.counter) if quantity.counter else end
        after: tuple[str, ...] = ()
        if after_end > after_start:
            after_text = text[end:after_end]
            if (after_text.lstrip().startswith("的") and not quantity.is_percent) or (
                (after_text[:1] in _PREPOSITION_LETTERS or after_text[:1].isspace())
                and _AFTER_PREPOSITION.match(after_text)
                and not (quantity.currency and _MONEY_IN.match(after_text))
                and not ((quantity.unit is not None or quantity.currency) and _MEASURE_OF.match(after_text))
                and not (_TO_WHAT.match(after_text) and (
                    _LOST_BEFORE.search(text, max(0, start - MAX_LOST_GAP), start)
                    or (quantity.currency and _GOES_TO.search(text, max(0, start - MAX_GOES_GAP), end + 12))))
                and not (quantity.is_percent and _SHARE_TO.match(after_text)
                         and not _MOVED_BEFORE.search(text, max(0, start - MAX_LOST_GAP), start))
            ) or (quantity.unit is not None and not quantity.currency and _PER_ONE.match(after_text)) or (
                    not quantity.currency and _PER_TIME_ONE.match(after_text)):
                after_end = end
            else:
                reason = _REASON.search(after_text) if _REASON_CHARS.search(after_text) else None
                if reason is not None:
                    after_end = end + reason.start()
                stop = AFTER_STOP.search(text, end, after_end)
                if stop is not None:
                    after_end = stop.start()
                elif after_end == next_start and (self.chinese_labels or quantity.plain_integer):
                    after_end = self._next_numbers_label(after_start, after_end, quantity.plain_integer)
            after = self._concepts(after_start, after_end, nearest_first=False)
            if after and near and quantity.in_words and self._names_what_it_counts(end):
                near = ()
            if after and near and clause_start < self.window_end <= start:
                # "…for the last 180 days across all 64 active ASINs": the words left by the window label the
                # next number only when it has none of its own; its own words after it come first
                own = self._concepts(self.window_end, start, nearest_first=True)
                far = tuple(dict.fromkeys((*(c for c in near if c not in own), *far)))
                near = own
        window = _is_window(text, quantity)
        if not (window and near and not after and not _CLAUSE_END.search(text, end, next_start)):
            # "Returns within 30 days were 19": a window inside a label, with no words of its own after it, leaves
            # the words before it to label the next number
            # an id's digits ("114-7730912-5518246 was refunded $74.98") leave the words after them to the next number
            an_id = quantity.looks_like_identifier and quantity.number_end - quantity.number_start >= MIN_ID_DIGITS
            self.label_end = after_end if after and quantity.unit not in TIME_UNITS and not an_id else end
            self.previous_amount = not quantity.plain_integer
        else:
            self.window_end = end
        return NumericClaim(
            quantity,
            start,
            end,
            near,
            after,
            far,
            self._sign(quantity, clause_start) if self.signs or self.after_signs else 0,
            self.has_comparison and self._reference_point(quantity),
            window,
            hedge_tolerance(text, quantity, self.hedge_starts) if self.may_hedge else TOLERANCE,
        )

    def _table_claim(self, quantity: Quantity, header: tuple[int, int], cell: tuple[int, int],
                     row: tuple[int, int]) -> NumericClaim | None:
        """A number in a table whose rows are things and whose columns are fields ("| 品种 | 均价 | 最高价 |",
        each row a vegetable) is named by its column's header and the words in its own cell. A table whose first
        cells name fields ("| Daily rate | $68.99 |") reads like "label: value" lines: None, read as prose."""
        column = self._concepts(*header, nearest_first=False)
        slash = self.text.find("/", *header)
        if slash >= 0 and "/" not in self.text[cell[0] : cell[1]]:
            # "$/ton", "Revenue / visitor": what is counted per names no column; a currency before it is a price
            column = self._concepts(header[0], slash, nearest_first=False) or (
                ("price",) if _CURRENCY_MARK.search(self.text, header[0], slash) else ())
        if not column or (row != cell and not _HAS_DIGIT.search(self.text, *row)
                          and self._concepts(*row, nearest_first=False) and not self._names_a_thing(row)):
            return None
        own = self._concepts(cell[0], quantity.start, nearest_first=True)
        near = tuple(dict.fromkeys((*own, *column)))
        after = self._concepts(quantity.end, cell[1], nearest_first=False)
        self.label_end = cell[1]
        self.previous_amount = not quantity.plain_integer
        return NumericClaim(
            quantity, quantity.start, quantity.end, near, after, (),
            self._sign(quantity, cell[0]) if self.signs or self.after_signs else 0,
            False,
            False,
            hedge_tolerance(self.text, quantity, self.hedge_starts) if self.may_hedge else TOLERANCE,
        )

    def _names_a_thing(self, row: tuple[int, int]) -> bool:
        """Whether a row's first cell names a thing a result returned ("| Extractions |" for an item
        "Extractions"), so its numbers are named by their columns, not a field ("| Daily rate | $68.99 |")."""
        name = self.text[row[0] : row[1]].strip(" *_`").lower()
        return len(name) >= MIN_THING_NAME and any(name in thing for thing in self.things)

    def _next_numbers_label(self, start: int, next_start: int, bare: bool) -> int:
        """Where the words after a number end when a Chinese label leads straight into the next number
        ("12次卡还剩5次": 还剩 is the 5's label, not the 12's): at that label's start. After bare digits, which may
        name a thing ("3105综采面"), a label read from the keys' own words counts too."""
        labels = self.chinese_labels
        index = bisect.bisect_left(labels, (start, start))
        while index < len(labels) and labels[index][1] <= next_start:
            label_start, label_end = labels[index]
            if _LEADS_INTO_NUMBER.fullmatch(self.text, label_end, next_start):
                return label_start
            index += 1
        if not bare:
            return next_start
        # labels read from the keys' own words (a literal 风量, a glossed 实际) are not among the curated spans:
        # the first of them that starts a run of Chinese words reaching the number ("3105综采面实际风量1480")
        # (not a word right after the digits: "18640积分" counts 积分)
        low = bisect.bisect_right(self.concept_positions, start)
        high = bisect.bisect_left(self.concept_positions, next_start)
        for position in self.concept_positions[low:high]:
            if not self.text[position].isascii() and _CJK_RUN_TO_NUMBER.fullmatch(self.text, position, next_start):
                return position
        return next_start

    def _names_what_it_counts(self, end: int) -> bool:
        """An English count in words followed at once by a label word ("two incidents"): that noun says what is
        counted, before any label earlier in the clause ("downtime ... across two incidents")."""
        text = self.text
        if end >= len(text) or text[end] != " " or not text[end + 1 : end + 2].isascii():
            return False
        index = bisect.bisect_left(self.concept_positions, end + 1)
        return (index < len(self.concept_positions) and self.concept_positions[index] == end + 1
                and self.concepts[index][1] not in _STATE_WORDS)  # "six left" says how many remain, not what

    def _concepts(self, start: int, end: int, nearest_first: bool) -> tuple[str, ...]:
        """Concepts labelled in [start, end), each once, ordered by distance from the number."""
        if end <= start:
            return ()
        positions = self.concept_positions
        low = bisect.bisect_left(positions, start)
        high = bisect.bisect_left(positions, end, low)
        if low == high:
            return ()
        if high - low == 1:
            position, concept = self.concepts[low]
            return (_negated_outcome(self.text, position, concept) if concept == "succeeded" else concept,)
        hits = self.concepts[low:high]
        seen: dict[str, None] = {}
        for position, concept in reversed(hits) if nearest_first else hits:
            seen[_negated_outcome(self.text, position, concept) if concept == "succeeded" else concept] = None
        return tuple(seen)

    def _reference_point(self, quantity: Quantity) -> bool:
        window_start = max(0, quantity.start - COMPARISON_REACH)
        if self.scan.last_before((COMPARISON,), quantity.start, window_start) is None:
            return False
        comparison = _COMPARISON.search(self.text, window_start, quantity.start)
        if comparison is None:
            return False
        return not comparison.group().startswith("比") or _COMPARATIVE_AFTER.match(self.text, quantity.end) is not None

    def _sign(self, quantity: Quantity, clause_start: int) -> int:
        """The sign a gain/loss word gives the number: the nearest such word just before it, or one right after."""
        if quantity.explicit_sign:
            return 0
        after = self._sign_after(quantity) if self.after_signs else 0
        index = bisect.bisect_right(self.sign_ends, quantity.start) - 1
        if index >= 0:
            start, end, kind = self.signs[index]
            if after and start < clause_start:
                return after  # "13.9% loss, 0.6 pts over target": the side word right after beats an earlier clause's
            by_object = start >= clause_start and _VERB_OBJECT_BY.fullmatch(self.text, end, quantity.start) is not None
            if by_object or ((start >= clause_start or quantity.start - end <= TIGHT_SIGN_GAP) and (
                    start >= quantity.start - MAX_SIGN_GAP - 8)):
                if kind == SIGN_NEUTRAL:
                    return 0
                gap = quantity.start - end
                if by_object or (gap <= MAX_SIGN_GAP and _LEVEL_MARKER.search(self.text, end, quantity.start) is None):
                    return -1 if kind == SIGN_NEG else 1
        return after

    def _sign_after(self, quantity: Quantity) -> int:
        """The sign a word right after the number gives it ("7 degrees below zero", "0.6 pts over target")."""
        spacing = _GAP_BEFORE_AFTER_SIGN.match(self.text, quantity.end)
        return self.after_signs.get(spacing.end() if spacing else quantity.end, 0)


BASIS_PHRASE = re.compile(r"按[^，。；,;]{0,16}?(?:折(?:合|算|成)?|换(?:成|算)?|算(?:下来)?)")
"""A basis a number is worked out by ("按今天的汇率能换", "按每千字200元算"): its words label the basis only."""
MAX_BASIS_REACH = 24
_CURRENCY_MARK = re.compile(r"[$¥€£￥]|元")
_HAS_DIGIT = re.compile(r"\d")
"""A row's first cell with a number in it is a value that keys the row ("850 hPa"), not a field's name."""
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$", re.MULTILINE)
"""The rule under a Markdown table's header row: "|---|:---:|---|"."""


class MarkdownTable(NamedTuple):
    body_start: int
    body_end: int
    header: list[tuple[int, int]]
    """Span of each header cell, left to right."""


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Spans of the cells of one table line, the pipes at its ends left out."""
    line = text[start:end]
    bars = [start + index for index, char in enumerate(line) if char == "|"]
    edges = ([start - 1] if not line.lstrip().startswith("|") else []) + bars
    if not line.rstrip().endswith("|"):
        edges.append(end)
    return [(left + 1, right) for left, right in itertools.pairwise(edges)]


QUANTIFIED_WHOLE = re.compile(r"\b(?:none|neither|not one)\s+of\s+(?:the|our|your|their|those|these)\s+$",
                               re.IGNORECASE)
MAX_QUANTIFIER_REACH = 24
MIN_ID_DIGITS = 6
"""Digits this long with nothing around them are an id's, not a year's ("2019 vintage" labels the year)."""
COUNTED_IN_UNIT = re.compile(r"[\u4e00-\u9fff]{1,6}?(小时|分钟|公里|公斤|吨)")
"""Label words and a unit after a counter ("个椅位小时"): the count is of that unit."""


def _in_column_unit(text: str, quantity: Quantity, header: tuple[int, int], declared: str | None,
                    things: tuple[str, ...]) -> Quantity:
    """A bare number under a header that is a unit ("| 立方英尺 |", "| 电量(万度) |", "| Weight (kg) |"), or in a
    table the narration says counts one ("按万千瓦报"), is measured in it: the unit as the number reader reads it
    after a number. A unit a result names as text (``"unit": "万千瓦"``) is the results' own: their numbers count
    it already, and the narration's are read as they are."""
    written = text[header[0] : header[1]].strip(" *_")
    aside = _HEADER_ASIDE.search(written)
    for unit_text in (aside[1].strip() if aside is not None else written, declared):
        if not unit_text or len(unit_text) > MAX_UNIT_TEXT or unit_text.lower() in things:
            continue
        read = find_quantities("1" + unit_text)
        if len(read) == 1 and read[0].end == len(unit_text) + 1 and (
                read[0].unit or read[0].counter or read[0].currency or unit_text[0] in "万亿"):
            unit = read[0]
            return quantity._replace(value=quantity.value * unit.scale, scale=unit.scale, unit=unit.unit,
                                     counter=unit.counter, currency=unit.currency)
    return quantity


MAX_UNIT_TEXT = 8
_DECLARED_UNIT = re.compile(
    r"按([万亿千]?[\u4e00-\u9fffA-Za-z³]{1,4}?)(?:报|计|算)|单位[:：是为]\s?([万亿千]?[\u4e00-\u9fffA-Za-z³]{1,4})")
_HEADER_ASIDE = re.compile(r"[(（]([^()（）]{1,12})[)）]\s*$")


def markdown_tables(text: str) -> list[MarkdownTable]:
    """The Markdown tables of a narration: where each body lies and where its header cells are."""
    tables = []
    for rule in _TABLE_RULE.finditer(text):
        header_end = rule.start() - 1
        if header_end <= 0:
            continue
        header_start = text.rfind("\n", 0, header_end) + 1
        body_start = rule.end() + 1
        body_end = body_start
        while body_end < len(text):
            line_end = text.find("\n", body_end)
            line_end = len(text) if line_end < 0 else line_end
            if "|" not in text[body_end:line_end]:
                break
            body_end = line_end + 1
        tables.append(MarkdownTable(body_start, min(body_end, len(text)), _cells(text, header_start, header_end)))
    return tables


Span = tuple[int, int]


def table_cell(tables: list[MarkdownTable], text: str, position: int) -> tuple[Span, Span, Span] | None:
    """(header cell, own cell, the row's first cell) of a position inside a table body, None elsewhere or past
    the header's columns."""
    for table in tables:
        if table.body_start <= position < table.body_end:
            line_start = text.rfind("\n", 0, position) + 1
            line_end = text.find("\n", position)
            cells = _cells(text, line_start, len(text) if line_end < 0 else line_end)
            for column, (cell_start, cell_end) in enumerate(cells):
                if cell_start <= position < cell_end:
                    if column >= len(table.header):
                        return None
                    header = _header_part(text, table.header[column], (cell_start, cell_end), position)
                    return header, (cell_start, cell_end), cells[0]
    return None


def _header_part(text: str, header: Span, cell: Span, position: int) -> Span:
    """The part of a header that names the part of a cell holding `position`: under "在院/床位", "96/120" is 96
    in-patients of 120 beds, so 96 is labelled by 在院 alone. The whole header when they do not split alike."""
    cell_parts = text.count("/", *cell)
    if not cell_parts or text.count("/", *header) != cell_parts:
        return header
    index = text.count("/", cell[0], position)
    start = header[0]
    for _ in range(index):
        start = text.index("/", start, header[1]) + 1
    end = text.find("/", start, header[1])
    return start, header[1] if end < 0 else end


_GAP_BEFORE_AFTER_SIGN = re.compile(r"\s?(?:(?:degrees?|pts?|points?|pp)\s)?")
"""What may stand between a number and the sign word after it: "7 degrees below zero" is −7, "0.6 pts over target"
+0.6."""


TOTAL_BEFORE = re.compile(
    r"(?=[cCaAiItTsS一总共合实应])"
    r"(?:\b(?:comes?|came|coming|adds?|added|adding)\s+(?:up\s+)?to|\b(?:in all|altogether|all told|a total of|"
    r"in total|totall?ing|totals?(?:\s+(?:is|was|are|were)|\s*:)?|sums? to)|一共|总共|共计|合计|总计|实付|应付)"
    r"[:：]?\s*"
    r"(?:about|around|roughly|约|大约)?\s*"
    r"(?:\*\*?|__?)?(?:[¥$€£￥]|RMB|USD|CNY|US\$)?\s*$",
    re.IGNORECASE,
)
"""Words right before a number that make it a total ("comes to $604.80", "合计400元"). After another amount in the
same sentence they outrank the labels before them, which are that number's: "$64.80 in taxes and fees comes to
$604.80" states the total, not the fees; "优惠金额共计¥70.7" still states the discount. Markdown emphasis may
stand before the number ("comes to **$42.49**")."""


AFTER_STOP = re.compile(
    r"\s(?:with|and|or|plus|minus|worth|which|that|than|vs|versus|against|including|totall?ing|over|across"
    r"|averag(?:ed|ing)|took|[a-z]+ing(?=\s+to\b))\b|[→/+=:：]"
    r"|加上|减去|减掉|扣除|其中|合计",
    re.IGNORECASE,
)
"""Where the words that belong to a number end: "3.5 ETH with an average entry of $3,420" — "average entry"
labels the next number, not this one; "the 5 entrapments averaged 17.4 minutes" — the average is the minutes'."""
_MEASURE_OF = re.compile(
    r"\s+(?:of\s+(?!the\b|a\b|an\b|your\b|my\b|our\b|its\b|their\b)|on\s+the\s+)[a-z]", re.IGNORECASE)
"""After a measured amount, "of" names what was measured ("3.2 inches of scum", "40,000 lb of salt") and "on the"
what it was set on ("53 lb on the mains")."""
_MONEY_IN = re.compile(
    r"\s+(?:in\s+(?!the\b|a\b|an\b|your\b|my\b|our\b|total\b)|for\s+(?:the\s+)?(?!each\b|every\b|all\b|your\b|an?\b)"
    r"|from\s+the\s+(?!last\b|previous\b|prior\b|same\b|first\b|next\b))"
    r"[a-z]", re.IGNORECASE)
"""After a sum of money, "in" names what it is ("$375.00 in tax", "$4.20 in fees"), not where it went, "for"
names what it pays for ("$4.00 for stain treatment", "$25 for the jacket"); "for each", "for your" do not; and
"from the" names who it comes from ("$6,000 from the lender" is the lender's credit)."""
_STATE_WORDS = frozenset({"remaining", "used", "available", "free", "pending"})
"""Words after a count that say what state the counted things are in ("six left"), not what they are."""
_PREPOSITION_LETTERS = frozenset("iIoOaAfFtTbBpPwWuUeE")
"""First letters of the words `_AFTER_PREPOSITION` matches: after anything else (or a space) it cannot match."""
_REASON_CHARS = re.compile(r"[因由原bBdDsSaA]")
"""A character every `_REASON` phrase contains: text without one needs no search."""


_WINDOW_BEFORE = re.compile(
    r"(?=[lLpPnNoOwWeEiI近过最前后每])(?:\b(?:last|past|previous|next|over|within|every|per)\s+(?:the\s+)?|\bin\s+the\s+(?:last|past|next)\s+"
    r"|近|过去|最近|前|后|每)\s*$",
    re.IGNORECASE,
)
"""Words that make a period the one asked about ("in the last 24 hours"); a bare "in 4 hours" is how long
something took, which is a claim."""
_PERIOD_COUNTERS = frozenset({"天", "周", "个月", "月", "年", "小时", "分钟"})


_PERIOD_WORD = re.compile(r"\s*(?:days?|weeks?|months?|years?|hours?|minutes?)\b", re.IGNORECASE)


_PERIOD_WORD_STARTS = frozenset("dDwWmMyYhH")


_RATE_BASE_BEFORE = re.compile(r"(?=[pPeE每])(?:\b(?:per|every)|每)\s*$", re.IGNORECASE)
"""Right before a number, it is the base of a rate ("7.5 L per 100 km", "每100公里"), not a value reported."""


def _is_window(text: str, quantity: Quantity) -> bool:
    end = quantity.end
    if not quantity.in_words and _RATE_BASE_BEFORE.search(text, max(0, quantity.start - 8), quantity.start):
        return True
    periodic = (
        quantity.unit in ("day", "h", "min", "s")
        or quantity.counter in _PERIOD_COUNTERS
        or (quantity.counter == "个" and text[end : end + 1] in ("月", "星", "礼", "钟"))  # 一个月, 两个星期
        or ((text[end : end + 1] in _PERIOD_WORD_STARTS or text[end : end + 1].isspace())
            and _PERIOD_WORD.match(text, end) is not None)
    )
    return periodic and _WINDOW_BEFORE.search(text, max(0, quantity.start - 16), quantity.start) is not None


_NEGATION_BEFORE = re.compile(r"(?=[未没无不尚nN])(?:未能?|没有?|无法|不能?|尚未|\bnot|n't|\bnever)\s*$", re.IGNORECASE)


def _negated_outcome(text: str, position: int, concept: str) -> str:
    """"无法送达" / "not delivered" label a failure count, though the word itself names success."""
    if concept == "succeeded" and _NEGATION_BEFORE.search(text, max(0, position - 6), position):
        return "failed"
    return concept


_NAMED_BY = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+ $")
"""A capitalised word right before a number, not starting a sentence: "Tier 1", "Phase 2", "Sabre 48" name a thing."""


def a_name(text: str, claim: NumericClaim) -> bool:
    """A whole number that is part of a name ("no Tier 1 notice", "the Sabre 48 can go in the end slip"), which
    tells nothing about the data by itself."""
    quantity = claim.quantity
    return (quantity.plain_integer and quantity.unit is None and quantity.currency is None
            and _NAMED_BY.search(text, max(0, claim.start - 16), claim.start) is not None)
