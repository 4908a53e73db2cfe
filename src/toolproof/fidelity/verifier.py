"""Check a narration against the pinned results of the calls it reports on.

Each numeric claim is tied to the fact it most plausibly states — by the field label next to it, else by value
— and compared; then every failed, partial or empty result is checked for the statement the user most needs
("it failed", "only 3 of 5 went through", "there is no report"). `verify_line` is one line of
``toolproof verify``. Which call or row a number is about is read in `scope`, the sums and rates it may have been
worked out from in `derivations`, and the checks on troubled results live in `outcome_checks`. Before any of
that, `labelling` adds the narration's names for the results' own keys and `claim_context` reads what the words
around each number change about its claim; `label_fit` weighs a label against the fields it may name. Checks
across several numbers (repeats, table columns, "A vs B" pairs, numbered keys, ranks) live in `layout_checks`, and
text values told under another field in `text_swaps`.
"""

from __future__ import annotations

import bisect
import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from toolproof.fidelity import messages
from toolproof.fidelity.advice import advice_clauses, advice_spans
from toolproof.fidelity.align import (
    ITEM_COUNTERS,
    Drift,
    close,
    compatible,
    counts_things,
    dimension_of,
    distance,
    drift,
    found_by_lookup,
    matches,
    matching_facts,
    readings,
    significant_digits,
    stated_values,
    written_precision,
)
from toolproof.fidelity.claim_context import outside, read_claims
from toolproof.fidelity.claims import (
    AFTER_STOP,
    BASIS_PHRASE,
    COUNTED_IN_UNIT,
    HEDGE_MAX,
    MAX_BASIS_REACH,
    MAX_QUANTIFIER_REACH,
    QUANTIFIED_WHOLE,
    SENTENCE_BREAK,
    TOLERANCE,
    NumericClaim,
    a_name,
)
from toolproof.fidelity.derivations import (
    MAX_ARITHMETIC_FACTS,
    Derivations,
    combines,
    per_other_weight,
    row_products,
    sign_flipped_facts,
    sign_flipped_value,
    worked_from,
)
from toolproof.fidelity.equations import worked_out_sum
from toolproof.fidelity.evidence import (
    ROW_INDEX,
    Evidence,
    Fact,
    ValueIndex,
    gather,
    holder_of,
    is_money,
    key_of,
    last_key,
    row_path,
    topic_of,
)
from toolproof.fidelity.findings import Finding, FindingKind, Verification
from toolproof.fidelity.label_fit import (
    clear_swap,
    concepts_of,
    named_beside,
    names_key,
    names_key_exactly,
    needs_unsaid_qualifier,
    total_of_named_parts,
)
from toolproof.fidelity.labelling import label_keys
from toolproof.fidelity.layout_checks import (
    MAY_JOIN,
    MAY_PAIR,
    MIN_COLUMN_CELLS,
    MIN_PAIRS_IN_ORDER,
    MISREAD_SHAPES,
    RANK_HINT,
    check_columns,
    check_numbered,
    check_pair_orders,
    check_ranks,
    check_repeats,
    check_sibling_pairs,
    numbered_families,
)
from toolproof.fidelity.lexicon import (
    GENERIC_LABELS,
    INWARD_CONCEPTS,
    OUTWARD_CONCEPTS,
    SIGNED_CONCEPTS,
    key_meaning,
    key_words_of,
)
from toolproof.fidelity.moment_swaps import moment_swaps
from toolproof.fidelity.null_dates import (
    a_time_to_wait_for,
    dated_nulls,
    days_held,
    days_worked_out,
    in_a_condition,
    narrated_dates,
    narrated_times,
    times_held,
)
from toolproof.fidelity.null_fields import NullField, filled_nulls, missing_fields
from toolproof.fidelity.numbers import EN_SMALL, TIME_UNITS, Quantity
from toolproof.fidelity.outcome_checks import OutcomeChecks, is_hollow
from toolproof.fidelity.range_keys import check_ranges, range_families
from toolproof.fidelity.scan import INWARD, OUTWARD, OVER_BUDGET, UNDER_BUDGET, scan
from toolproof.fidelity.scope import TRAILING_BREAK, Scope, quoted_names
from toolproof.fidelity.status import StatusSignals, read_status_of
from toolproof.fidelity.text_swaps import row_null_fills, text_swaps
from toolproof.fidelity.transitions import reversed_changes
from toolproof.results.formatting import format_number
from toolproof.results.kinds import Empty, EmptyReason, Failure, Ok, Partial, ResultKind, ToolResult
from toolproof.results.operation import words
from toolproof.results.translate import ResultTranslator

_DEFAULT_TRANSLATOR = ResultTranslator()
_BUDGET_COMPARED = re.compile(
    r"(?P<over>\b(?:beat|topped|exceeded|cleared) (?:the |our |its |their )?(?:\S+ )?budget by\b|"
    r"\b(?:ahead of|above) (?:the |our |its )?budget by\b|"
    r"比[^，,。；;\d]{0,4}[\d.,]*[万亿]?[^，,。；;\d]{0,3}(?:预算|计划)(?:多出|多了|多[\u4e00-\u9fff]?了?|高出|高了|超出|超了)|"
    r"预算[^。；;\n]{0,14}[，,]\s?(?:超了|超出了?|多花了))|"
    r"(?P<under>\b(?:short of|below|behind|missed) (?:the |our |its |their )?(?:\S+ )?budget by\b|"
    r"比[^，,。；;\d]{0,4}[\d.,]*[万亿]?[^，,。；;\d]{0,3}(?:预算|计划)(?:少了|少[\u4e00-\u9fff]?了?|低了|低|省了|节省了)|"
    r"预算[^。；;\n]{0,14}[，,]\s?(?:省了|节省了|少花了))",
    re.IGNORECASE,
)
"""A number compared with a budget in words that say which side it fell on, ending right before it ("beat the $439k
budget by $18,457.40", "比360万的预算多出17.24万", "预算是21.8万，超了31580元", "比计划多引了246万方")."""
_PLANS = frozenset({"budget", "planned"})
_QUOTE_KEY = re.compile(r"报价|quote", re.IGNORECASE)
"""What an actual is held against: a budget, a plan or estimate, a quote (报价元 beside 实际成本元)."""
def _budget_of(budget: str, actual: str) -> bool:
    """Whether a key is another's budget by name: ``dianfei_yusuan`` of ``dianfei``, 电费预算 of 电费, ``fuel_budget``
    of ``fuel``."""
    spent = _BUDGET_WORD.sub("", budget).strip("_- ")
    return bool(spent) and spent != budget and spent.lower() == actual.lower()


_BUDGET_WORD = re.compile(r"(?i)[_\- ]?(?:yusuan|budget)[_\- ]?|预算")
_ACTUALS = frozenset({"actual", "revenue", "forecast"})
"""What a budget is compared with: the actual spend, the revenue a sales budget plans, or the spend forecast for the
whole period ("全季预测417.32万，对比420万的预算超支2.68万")."""
MAX_DIRECTION_GAP = 24
"""How far from a number a flow word ("from the grid", "discharging at") may be and still give its direction."""
_DIRECTION_BREAK = re.compile(r"[\d,;，；。！？!?]|\.(?=\s)|\band\b|\bwhile\b")
_PERIOD_MARKS = frozenset({"previous", "current", "today", "weekly", "monthly", "quarterly", "yearly"})
"""Concepts that only say which period a value is for: ``this_month`` and ``last_month`` differ only in these."""
SAME_FORM_MAX_LOG_RATIO = 1.1
"""How far (natural log of the ratio, about 3x) a same-form number may be from a value to count as restating it."""


_OWN_LABEL_THEN = re.compile(r"\b(?:at|for|with|per|from|by|of|on(?=\s*$)|against|versus|vs)\b|@", re.IGNORECASE)
"""A preposition after a number's label words: they were the number's own ("386 conversions at $17.17 each",
"$41,750 paid so far against $60,000 incurred", "a 3.71 term GPA on 15 credits"), not a lead into the next one
("2,400 visitors on August 21" leads on to a date)."""
_STANDARD_AFTER = re.compile(
    r"[\s-]*(?:[^\W\d_]+[\s-]+){0,3}?(?:(?:action level|limit|threshold|standard|guideline|floor|ceiling|cutoff|"
    r"benchmark|mark)s?|cap)\b"  # "1,180 caps" are capsules
    r"|[^\W\d_]{0,2}的(?:规定|标准|要求)?(?:时限|限值|上限|下限|标准|要求|规定)", re.IGNORECASE)
_STANDARD_BEFORE = re.compile(
    r"(?:要求|标准|规范|国标|限值|上限|下限)[^，,。；;\d]{0,6}$|(?:不超过|不高于|不低于|不少于|不大于|不小于|不得超过)\s*$")
MAX_STANDARD_GAP = 12
_STANDARD_WORDS = ("level", "limit", "threshold", "standard", "guideline", "floor", "ceiling", "cap", "cutoff",
                   "benchmark", "mark", "要求", "标准", "规范",
                   "国标", "限值", "上限", "下限", "不超过", "不高于", "不低于", "不少于", "不大于", "不小于",
                   "不得超过", "时限", "规定")
"""Words without which no number can quote a standard: most narrations hold none, and skip the patterns."""
_STANDARD_CONCEPTS = frozenset({"limit", "threshold", "standard", "guideline", "requirement", "max", "min", "level",
                                "cap", "benchmark"})
"""Concepts of result keys that hold a limit themselves (``action_level_ug_m3``, ``credit_limit``): then a number
told as a limit may be theirs, and is checked."""


def _same_form(claim: NumericClaim, fact: Fact) -> bool:
    quantity = claim.quantity
    if quantity.currency:
        return (fact.meaning is not None and fact.meaning.money) or fact.currency is not None
    if quantity.is_percent:  # a share restates a fraction or a percentage, never how many rows a list holds
        return fact.unit == "%" or (abs(fact.value or 0) <= 1.5 and not (fact.derived and fact.path.startswith("len(")))
    return fact.unit is not None and compatible(claim, fact)


def _counted_alike(claim: NumericClaim, fact: Fact) -> bool:
    """A number told with a counter of things ("74条") and a whole count with no unit ("库存": 47): one form."""
    quantity = claim.quantity
    return (quantity.counter in ITEM_COUNTERS and quantity.unit is None and not quantity.currency
            and fact.unit is None and fact.currency is None and fact.value is not None
            and fact.value == int(fact.value))


@dataclass(frozen=True, slots=True)
class ResultInput:
    """One call's result as ``toolproof verify`` receives it."""

    call_id: str
    tool: str
    arguments: Mapping[str, Any]
    output: Any
    http_status: int | None = None

    def translate(self, translator: ResultTranslator = _DEFAULT_TRANSLATOR) -> ToolResult:
        return translator.translate(
            self.output, call_id=self.call_id, tool=self.tool, arguments=self.arguments, http_status=self.http_status
        )


class InputError(ValueError):
    """A verify input line that does not have the contract's shape."""


def verify(
    results: Iterable[ToolResult | ResultInput],
    narration: str,
    translator: ResultTranslator = _DEFAULT_TRANSLATOR,
    *,
    strict: bool = False,
) -> Verification:
    """Every finding for `narration` against `results` (raw inputs are translated to honest results first).

    A number that matches no returned value, no argument and no reading of how it was worked out is reported when
    it misreads a value (swapped digits, a shifted point, a flipped sign, a wrong magnitude), or when the results
    hold too few values for it to come from anywhere else. `strict` reports every such number: more distortions
    caught, at several times the false alarms on text no reading was written for (see bench/README.md)."""
    given = tuple(results)
    honest = tuple(r.translate(translator) if isinstance(r, ResultInput) else r for r in given)
    evidence = gather(honest, (r.http_status for r in given if isinstance(r, ResultInput) and r.http_status))
    checker = _Checker(narration, evidence, strict)
    return Verification(narration, tuple(sorted(checker.run(), key=lambda f: (f.span, f.kind.value))))


def verify_line(obj: dict[str, Any], *, strict: bool = False) -> dict[str, Any]:
    """One line of ``toolproof verify``: ``{"id", "results", "narration"}`` → ``{"id", "faithful", "findings"}``.

    Raises InputError when the line does not have that shape.
    """
    results, narration = parse_line(obj)
    return verify(results, narration, strict=strict).to_json(obj.get("id"))


def parse_line(obj: Mapping[str, Any]) -> tuple[list[ResultInput], str]:
    """The results and narration of a verify input line; InputError naming the first thing wrong."""
    narration = obj.get("narration")
    if not isinstance(narration, str):
        raise InputError('"narration" must be a string')
    raw_results = obj.get("results")
    if not isinstance(raw_results, list):
        raise InputError('"results" must be an array of {"call_id", "tool", "arguments", "output"}')
    parsed: list[ResultInput] = []
    for index, item in enumerate(raw_results):
        where = f"results[{index}]"
        if not isinstance(item, Mapping):
            raise InputError(f"{where} must be an object")
        call_id, tool = item.get("call_id"), item.get("tool")
        if not isinstance(call_id, str) or not call_id:
            raise InputError(f'{where}."call_id" must be a non-empty string')
        if not isinstance(tool, str):
            raise InputError(f'{where}."tool" must be a string')
        if "output" not in item:
            raise InputError(f'{where}."output" is missing (use null for no output)')
        arguments = item.get("arguments", {})
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments) if arguments.strip() else {}
            except json.JSONDecodeError:
                arguments = {"_raw": arguments}
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, Mapping):
            raise InputError(f'{where}."arguments" must be an object or its JSON text')
        status = item.get("http_status")
        if status is not None and (isinstance(status, bool) or not isinstance(status, int)):
            raise InputError(f'{where}."http_status" must be an integer')
        parsed.append(ResultInput(call_id, tool, dict(arguments), item["output"], status))
    if len({r.call_id for r in parsed}) != len(parsed):
        raise InputError('"results" repeats a call_id')
    return parsed, narration


def _key_counts_plural_things(fact: Fact) -> bool:
    """Whether a value counts things by its key: a whole number under a plural noun (``hygiene_patients``), and
    no sum of money."""
    if fact.value is None or fact.value != int(fact.value) or fact.unit is not None or is_money(fact):
        return False
    words = key_words_of(key_of(fact.path))
    return bool(words) and _PLURAL_WORD.fullmatch(words[-1]) is not None


_PLURAL_WORD = re.compile(r"[a-z]{3,}[^su]s")
"""A plural noun ("patients", "orders"), not "status" or "class"."""


def _only_money(fact: Fact) -> bool:
    """Whether a value can be nothing but a sum of money: a currency, or a key naming a fee, a price, pay…, and no
    count (实发件数 counts pieces though 实发 is net pay; ``transfer_in`` may count cars moved in)."""
    if fact.currency is not None:
        return True
    meaning = fact.meaning
    return meaning is not None and (meaning.unit == "cent" or (meaning.money and not meaning.concepts.isdisjoint(
        _PLAIN_MONEY))) and "count" not in meaning.concepts and not key_of(fact.path).endswith("数")


_PLAIN_MONEY = frozenset({"price", "cost", "fee", "tax", "revenue", "profit", "salary", "payment", "refund", "bonus",
                          "rent", "invoice", "dividend", "discount", "budget", "amount"})
"""Money concepts no count is named by (a deposit, a transfer or a balance may be of cars, points or days)."""


_LEFT_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:left|remaining)\b", re.IGNORECASE)
_LEFT_BEFORE = re.compile(r"(?:还剩|剩余|剩下|还有)(?:了)?\s?$")
MAX_LEFT_GAP = 4
"""Words that tell a number as what is left ("1.5 hours left", "还剩320元"): more than nothing."""
_HIGHER_BEFORE = re.compile(r"比[^，。,；;！？\s\d]{1,8}(?:高|多|超出|超|强)(?:了|出)?$")
MAX_HIGHER_GAP = 12
""""比目标高2.6个点": a number told as how far one thing is above another."""
_SENTENCE_OR_LINE_END = re.compile(r"[\n。！？;；]|[.!?](?=\s)")
_SMALL_IN_WORDS = 10
"""Numbers in words below it ("two weeks") assert little on their own: an earlier clause's label is no claim on
them."""
_NEGATED_BEFORE = re.compile(r"(?i:\b(?:not|never|no)\b|n't)[^.,;:!?\n]*$")
"""A negation earlier in the clause: a number in words after it ("didn't give one") says none was given."""
MAX_NEGATED_GAP = 32
_ONES_AFTER = re.compile(r"(?:\s+[a-z]+){0,2}\s+ones\b", re.IGNORECASE)
"""After "the two": the things just told, pointed at again ("the two low ones")."""
_BATCH_SIZE = frozenset({"count", "total", "requested"})
"""What a key naming a batch's own size says (总数, ``requested``): the successes told as it are a status lie alone."""
_COUNTED_IN_ENGLISH = {
    "单": ("orders",), "笔": ("transactions", "txns", "payments"), "件": ("items", "pieces", "pcs"),
    "辆": ("vehicles", "cars", "trucks"), "张": ("tickets", "cards"), "台": ("machines", "devices"),
}
"""What a Chinese counter counts, as an English key ends: "出了73单" counts ``orders``."""
_MONEY_COUNTERS = frozenset("块元毛角分")
"""Counters that count money itself ("140块"): a number before them may be a sum of money."""


_WORKED_AT = re.compile(r"按[^，。；,;]{1,12}?算|折合|折算|换算")
MAX_WORKED_AT_GAP = 16
"""Words that say a measure was worked out at a rate ("按1.05的密度算大约1.52吨", "380升，折合约388公斤")."""
_WORD_AFTER = re.compile(r"\s?[A-Za-z]{2,}|[\u4e00-\u9fff]{2}")
"""The word after a number, to look the two up together in the returned texts."""
_OF_BEFORE = re.compile(r"\b(?:of|across) $")
"""Before a number whose own words follow it: "a standard line of 55 characters" counts characters, not lines."""


class _Checker:
    """The state of checking one narration: its claims, the evidence, and which claims nothing explained. Its public
    methods are what `layout_checks.Reporter` asks of it."""

    def __init__(self, narration: str, evidence: Evidence, strict: bool) -> None:
        self.text = narration
        self.evidence = evidence
        self.strict = strict
        self._few_values: bool | None = None
        self.scan = scan(narration)
        label_keys(self.scan, evidence)
        self.claims = read_claims(narration, self.scan, evidence)
        self.unexplained: list[NumericClaim] = []
        self._matched: dict[int, list[Fact]] = {}
        self._stated: set[int] | None = None
        self._pairs: list[tuple[Fact, Fact]] | None = None
        self._negative_means: dict[str, int] | None = None
        self._positions: dict[int, int] | None = None
        self._lengths: list[Fact] | None = None
        self._rows: list[Fact] | None = None
        self._days: bool | None = None
        self._argument_texts: set[str] | None = None
        self.findings: list[Finding] = []
        troubled = any(r.kind is not ResultKind.OK for r in evidence.results)
        self.status: StatusSignals | None = read_status_of(self.scan) if troubled else None
        self.directions = sorted(
            [(start, end, 1) for start, end, _ in self.scan.of(INWARD)]
            + [(start, end, -1) for start, end, _ in self.scan.of(OUTWARD)]
        )
        """Words that say which way energy or money flowed, as (start, end, +1 in / -1 out)."""
        self.budget_sides = sorted(
            [(start, end, 1) for start, end, _ in self.scan.of(OVER_BUDGET)]
            + [(start, end, -1) for start, end, _ in self.scan.of(UNDER_BUDGET)]
        )
        """Words that say spending came in over (+1) or under (-1) its budget."""
        if "budget" in self.scan.lower or "预算" in narration or "比计划" in narration:
            self.budget_sides = sorted(self.budget_sides + [
                (m.start(), m.end(), 1 if m.lastgroup == "over" else -1) for m in _BUDGET_COMPARED.finditer(narration)])
        self.quoted = quoted_names(self.scan.lower, evidence.names_with_digits) if evidence.names_with_digits else []
        """Spans where the narration quotes a text argument ("粤B·7K231"): the digits inside are part of a name."""
        if self.quoted:
            self.claims = outside(self.claims, self.quoted)
        self.scope = Scope(narration, self.scan.lower, evidence)
        self.name_words = self.scope.words_inside_names(self.scan.concepts) if self.scope.name_spans else frozenset()
        """Label words the narration uses only inside a call's name ("换电" of 汽车换电): they label no number."""
        self.derivations = Derivations(narration, evidence, self.claims)
        self.offers = (
            [m.span() for m in _OFFER.finditer(narration)] if self.claims and _MAY_OFFER.search(narration) else []
        )
        """Offers of a next step ("Want me to raise the budget to $700k?", "我可以重新导入这3条"): their numbers
        are suggestions, not claims about a result."""
        self.may_quote_standard = any(word in self.scan.lower for word in _STANDARD_WORDS)
        self._clauses: dict[bool, list[tuple[int, int]]] = {}
        self._key_names: set[str] | None = None
        self.may_range = any(not (m.start() and narration[m.start() - 1] in _ID_CHARS)
                             for m in _RANGE_IN_TEXT.finditer(narration))
        """Only a narration with "2～8" or "2 to 8" in it may state a range (see `_unmatched_range`)."""
        self.may_cap = "up to" in self.scan.lower
        """Only a narration that says "up to" may set a limit no result holds (most never do)."""
        self.equations = "=" in narration or "≈" in narration or "＝" in narration
        """The narration writes sums out ("3,912 / 3,960 = 98.8%"): their results are checked by their working."""
        self._advice: list[tuple[int, int]] | None = None
        """Clauses that advise or state a general rule ("建议…", "一般…", "typically…"): a number there that no
        result holds is the advice's own, not a misread value."""

    def run(self) -> list[Finding]:
        for claim in self.claims:
            self._check_claim(claim)
        if len(self.claims) > 1:
            check_repeats(self)
            if "|" in self.text and "--" in self.text and len(self.claims) >= MIN_COLUMN_CELLS:
                check_columns(self)
            if len(self.claims) >= 2 * MIN_PAIRS_IN_ORDER and MAY_PAIR.search(self.text):
                check_pair_orders(self)
            if len(self.claims) >= 2 * MIN_PAIRS_IN_ORDER and MAY_JOIN.search(self.text):
                check_sibling_pairs(self)
            if self.evidence.facts and (families := numbered_families(self.evidence.facts)):
                check_numbered(self, families)
            if self.evidence.facts and (buckets := range_families(self.evidence.facts)):
                check_ranges(self, buckets)
            for claim, old, new in reversed_changes(self.text, self.claims, self.matching):
                if not self.flagged(claim):
                    self.report_swap(claim, old, new)  # "保费从2100元调到1680元" for 原保费 1680 → 加费后 2100
        if self.status is not None:  # some result failed, came back partial or empty
            outcomes = self._outcome_checks()
            for result in self.evidence.results:
                if isinstance(result, Failure):
                    outcomes.check_failure(result)
                elif isinstance(result, Partial):
                    outcomes.check_partial(result)
                elif isinstance(result, Empty):
                    outcomes.check_empty(result)
        if self.unexplained and self.evidence.hollow and not self._has_null_fill():
            hollow = [r for r in self.evidence.results if isinstance(r, Ok) and is_hollow(r, self.evidence.facts)]
            if hollow and all(r.kind is not ResultKind.OK or r in hollow for r in self.evidence.results):
                outcomes = self._outcome_checks()
                for result in hollow:
                    outcomes.check_empty(Empty(call_id=result.call_id, tool=result.tool, value=result.value,
                                               reason=EmptyReason.NO_MATCH, arguments=result.arguments))
        if len(self.evidence.texts) > 1:
            self._check_texts()
            self._check_moments()
            if self.evidence.null_fields:
                self._check_row_null_texts()
        self._check_null_fields()
        if self.evidence.null_fields:
            self._check_null_dates()
        if self.evidence.facts and RANK_HINT.search(self.scan.lower):
            check_ranks(self)
        return self.findings

    def _check_texts(self) -> None:
        """Names, codes and categories told under another field (see `text_swaps`)."""
        for meant, told, span in text_swaps(self.scan, self.evidence.texts):
            if any(f.span[0] < span[1] and span[0] < f.span[1] for f in self.findings) or self.in_advice(span[0]):
                continue
            self.findings.append(_field_swap(meant.call_id, meant.path, meant.value, told.value, span, told.path,
                                             meant.value))

    def _check_moments(self) -> None:
        """Days and clock times told under another date or time field's label (see `moment_swaps`)."""
        arguments = [r.arguments for r in self.evidence.results]
        for swap in moment_swaps(self.scan, self.evidence.texts, arguments, self.scope.mentions):
            start, end = swap.span
            if self.flagged_span(start, end) or self.in_advice(start) or in_a_condition(self.text, start):
                continue
            self.findings.append(_field_swap(swap.meant.call_id, swap.meant.path, swap.meant.value,
                                             self.text[start:end], swap.span, swap.told.path, swap.meant.value))

    def _check_row_null_texts(self) -> None:
        """A list row's null text told with another row's value (see `text_swaps.row_null_fills`)."""
        for field, span in row_null_fills(self.scan, self.evidence.texts, self.evidence.null_fields):
            if any(f.span[0] < span[1] and span[0] < f.span[1] for f in self.findings) or self.in_advice(span[0]):
                continue
            stated = self.text[span[0] : span[1]]
            self.findings.append(Finding(
                FindingKind.NULL_FILL, field.call_id, field.path, None, stated, span,
                messages.NULL_FILL_FIELD.format(stated=stated, call_id=field.call_id, path=field.path)))

    def _check_null_fields(self) -> None:
        """Words told for a field a successful result left null ("assigned to adjuster D. Marsh")."""
        if not self.evidence.null_fields:
            return
        nulls = missing_fields(self.evidence.null_fields, self.evidence.valued_concepts)
        if not nulls:
            return
        reported = {(f.call_id, f.path) for f in self.findings if f.kind is FindingKind.NULL_FILL}
        for filled in filled_nulls(self.scan, nulls):
            field = filled.field
            if (field.call_id, field.path) in reported or any(
                    start <= filled.span[0] < end for start, end in self._advice_clauses(opened=True)):
                continue  # "I'd get the observer locked in by Friday" advises filling it, it tells no value
            stated = self.text[filled.span[0] : filled.span[1]]
            self.findings.append(
                Finding(
                    FindingKind.NULL_FILL, field.call_id, field.path, None, stated, filled.span,
                    messages.NULL_FILL_FIELD.format(stated=stated, call_id=field.call_id, path=field.path),
                )
            )

    def _check_null_dates(self) -> None:
        """A calendar day or a clock time told for a date field a successful result left null ("landing Tuesday,
        Apr 27", "ETA tomorrow around 10 am" for a null ``eta``), when no result or argument holds that day or time
        (see `null_dates`)."""
        dated = dated_nulls(missing_fields(self.evidence.null_fields, self.evidence.valued_concepts))
        in_rows = [null for null in dated_nulls(self.evidence.null_fields) if row_path(null.path) and null not in dated]
        if not (dated or in_rows) or self._has_null_fill():
            return
        returned = [r.value for r in self.evidence.results] + [r.arguments for r in self.evidence.results]
        days, times = days_held(returned), times_held(returned)
        days |= days_worked_out(returned, (f.value for f in self.evidence.facts if f.unit == "day" and f.value))
        advice = self._advice_clauses(opened=True)
        told = [(start, end, day in days or (not day[0] and any(held[1] == day[1] for held in days)))
                for start, end, day in narrated_dates(self.text)]
        told += [(start, end, time in times) for start, end, time in narrated_times(self.text)]
        for start, end, held in sorted(told):
            if held or any(s <= start < e for s, e in advice) or in_a_condition(self.text, start) or (
                    self.flagged_span(start, end)) or a_time_to_wait_for(self.text, end):
                continue
            field = dated[0] if dated else self._row_named_on_line(in_rows, start)
            if field is None:
                continue
            stated = self.text[start:end]
            self.findings.append(Finding(
                FindingKind.NULL_FILL, field.call_id, field.path, None, stated, (start, end),
                messages.NULL_FILL_FIELD.format(stated=stated, call_id=field.call_id, path=field.path)))
            return

    def _row_named_in_clause(self, claim: NumericClaim, held: Fact) -> bool:
        """The claim's own clause names the list row holding `held` before the number ("T-2 at 536 bbl")."""
        marks = [m.end() for m in _CLAUSE_EDGE.finditer(self.text, self._line_start(claim.start), claim.start)]
        clause = self.text[marks[-1] if marks else self._line_start(claim.start) : claim.start].lower().replace(" ", "")
        return any(len(name) >= MIN_ROW_NAME and name in clause for name in self.scope.names_of_row(held))

    def _row_named_on_line(self, nulls: list[NullField], position: int) -> NullField | None:
        """The null of a list row whose name (as the scope names rows: "PL-127", "大包2") the line at `position`
        writes: a day told on that row's line is that row's, though other rows hold the field."""
        line_end = self.text.find("\n", position)
        line = self.scan.lower[self._line_start(position) : line_end if line_end >= 0 else len(self.text)]
        line = line.replace(" ", "")
        for null in nulls:
            if any(len(name) >= MIN_ROW_NAME and name in line for name in self.scope.names_of_row(null)):
                return null
        return None

    def flagged_span(self, start: int, end: int) -> bool:
        return any(f.span[0] < end and start < f.span[1] for f in self.findings)

    def _has_null_fill(self) -> bool:
        return any(f.kind is FindingKind.NULL_FILL for f in self.findings)

    # numeric claims -----------------------------------------------------------------------------------------

    def echoes_arguments(self, claim: NumericClaim) -> bool:
        """The number restates the call's arguments (or quotes the tail of an id, or counts the days of the month
        asked for): not a claim about a result."""
        quantity = claim.quantity
        value = abs(quantity.value)
        if claim.window:
            return True
        if quantity.plain_integer and value in self.evidence.status_codes:
            return True
        if quantity.unit == "day" and value in self.evidence.period_days:
            return True  # "按30天计": the days of the month asked for
        calls = self.evidence.call_counts if self.evidence.call_counts and (
            self._names_the_calls(claim) or not (claim.near or claim.after)) else set()
        # "your last two electric bills" counts the two calls; "待清洁2张" counts what its label names
        echoed = (self.evidence.counted_arguments | calls if quantity.counter in ITEM_COUNTERS
                  else self.evidence.argument_numbers | self.evidence.counted_arguments | calls if (
                      quantity.in_words and self._names_the_calls(claim))
                  else self.evidence.argument_numbers)
        said = (value, value / 100) if quantity.is_percent else (value,)  # "≤10% cloud" for max_cloud: 0.1
        if (quantity.dimension is not None or quantity.currency) and self.evidence.numbers_in_names:
            echoed = echoed - (self.evidence.numbers_in_names - self.evidence.counted_arguments)
        if any(abs(one - number) <= 1e-9 * max(1.0, number) for number in echoed for one in said):
            return True
        if not quantity.plain_integer:
            return False
        if self.evidence.letter_codes and (word := _WORD_BEFORE.search(
                self.text, max(0, quantity.number_start - MAX_NAME_WORD), quantity.number_start)) is not None and (
                word[1][0].lower(), int(value)) in self.evidence.letter_codes:
            return True  # "Room 5" for a room "R5", "Pond 3" for "P-03": the number names the thing
        digits = self.text[quantity.number_start : quantity.number_end]
        return len(digits) >= 3 and any(
            whole.endswith(digits) or whole.startswith(digits) for whole in self.evidence.identifier_digits
        )

    def _names_the_calls(self, claim: NumericClaim) -> bool:
        """Whether the words right after a number name what the calls fetched ("two electric bills" after two
        calls of get_electric_bill)."""
        named = {concept for _, concept in self.scan.concepts_between(claim.end, claim.end + MAX_CALLS_NOUN_GAP)}
        return any(not named.isdisjoint(key_meaning(result.tool).concepts) for result in self.evidence.results)

    def _told_positive_of_negative(self, claim: NumericClaim) -> Fact | None:
        """The one negative value a number told as positive restates, where no positive value explains it: written
        with "+" ("复核调整+3200元" for -3200), told as what is left ("1.5 hours left", "余额还剩320元" for an
        overdrawn -1.5 / -320) or as how far above ("比目标高2.6个点" for -0.026)."""
        quantity = claim.quantity
        text = self.text
        if quantity.value <= 0 or claim.sign < 0:
            return None
        plus = quantity.explicit_sign and text[quantity.number_start - 1 : quantity.number_start] == "+"
        if not plus and _LEFT_AFTER.match(text, claim.end) is None and _LEFT_BEFORE.search(
                text, max(0, claim.start - MAX_LEFT_GAP), claim.start) is None and _HIGHER_BEFORE.search(
                text, max(0, claim.start - MAX_HIGHER_GAP), claim.start) is None:
            return None
        if any(f.value is not None and f.value > 0 and not f.derived for f in self.matching(claim)):
            return None
        negative = [f for f in self.evidence.facts if not f.derived and f.value is not None and f.value < 0
                    and compatible(claim, f) and any(close(-f.value, stated, claim.tolerance)
                                                     for stated in readings(claim, f.unit))]
        return negative[0] if len(negative) == 1 else None

    def _named_in_sentence(self, claim: NumericClaim) -> str | None:
        """The call whose entity (not a period, which reaches only its clause) the claim's own sentence or line
        names last before it, if any."""
        index = bisect.bisect_left(self.scope.mention_positions, claim.start) - 1
        while index >= 0 and self.scope.mentions[index][0] in self.scope.period_positions:
            index -= 1
        if index < 0:
            return None
        position, call_id = self.scope.mentions[index]
        return None if _SENTENCE_OR_LINE_END.search(self.text, position, claim.start) else call_id

    def _keys_after_counter(self, claim: NumericClaim) -> list[Fact]:
        """"约了2276个椅位小时": after the counter, the words and the unit that end Chinese keys (已约椅位小时,
        可用椅位小时) name those keys, though the label words alone (椅位) name another."""
        words = COUNTED_IN_UNIT.match(self.text, claim.end)
        if words is None:
            return []
        return [f for f in self.evidence.facts if not f.derived and key_of(f.path).endswith(words[0])]

    def _labelled(self, claim: NumericClaim) -> tuple[list[Fact], frozenset[str], bool]:
        """The facts the claim's nearest field label fits best, the label's concepts, and whether the label sits
        in the claim's own clause (a label from an earlier clause is weaker evidence)."""
        evidence = self.evidence
        if claim.quantity.counter and claim.after and (named := self._keys_after_counter(claim)):
            return named, frozenset(claim.after), True
        order = ((claim.near, True), (claim.after, True), (claim.far, False))
        if claim.after and claim.near and _OF_BEFORE.search(self.text, max(0, claim.start - 8), claim.start):
            order = ((claim.after, True), (claim.near, True), (claim.far, False))  # "a line of 55 characters"
        for told, own in order:
            group = tuple(c for c in told if c not in self.name_words) if told and self.name_words else told
            if not group:
                continue
            reached = self._reached(claim, group, evidence.by_concept)
            if not reached and own and claim.quantity.unit in TIME_UNITS and "overdue" in group:
                group = (*group, "latency")  # "running 50 minutes late" of a sailing: its delay, where nothing is
                reached = self._reached(claim, ("latency",), evidence.by_concept)  # overdue
            if not reached and own:
                reached = self._reached(claim, group, evidence.by_modifier)
                if claim.quantity.currency and not any(is_money(f) for f in reached) and (
                        self.text[claim.end - 1] != "块"):  # 块 counts disks as readily as it counts yuan
                    reached = []  # "已经扣了140元": 已经 (done) alone names no count of days as a sum of money
                elif reached and claim.quantity.unit is None and not claim.quantity.currency and not (
                        claim.quantity.counter) and all(
                        dimension_of(f.unit) is not None for f in reached) and any(
                        f.unit is None and f.call_id == reached[0].call_id for f in self.matching(claim)):
                    reached = []  # "已经交了4集": 已经 alone names no measure of minutes for a bare count the same
                    # result holds (集数)
            if reached and (dimension := claim.quantity.dimension) is not None:
                # "680斤" under a 数量 column reaches qty_jin and qty_box: the fields measured in jin come first
                measured = [f for f in reached if dimension_of(f.unit) == dimension]
                reached = measured or reached
            elif reached and claim.quantity.counter and claim.quantity.unit is None:
                # "回复了176条" reaches 回复数 and 回复时长P90小时: a count of things is no field measured in hours
                counted = [f for f in reached if f.unit is None]
                reached = counted or reached
            if reached and claim.quantity.currency and all(_key_counts_plural_things(f) for f in reached) and any(
                    is_money(f) for f in self.matching(claim)):
                continue  # "Today's patients also carry $24,860 of treatment": a sum of money the result holds as
                # money (unscheduled_tx_usd), no count of patients
            if reached and not claim.quantity.currency and claim.quantity.counter and claim.quantity.unit is None and (
                    self.text[claim.end - 1] not in _MONEY_COUNTERS) and all(_only_money(f) for f in reached):
                continue  # "提成算出来46个人", "入会费可以分12期付": a count of people or instalments, no money
            if reached and not claim.quantity.currency and _HOW_MUCH.issuperset(group) and all(
                    is_money(f) for f in reached):
                continue  # "| BTC | 0.4123 |" under "Amount": how much of the coin, not its value in dollars
            if reached and _HOW_MUCH.issuperset(group) and all(self._counts_a_list(f) for f in reached):
                continue  # "一共6.08万" reaches a search's ``total: 1`` beside its list: it counts the rows only
            if reached and len(reached) > 1 and self._in_table_row(claim) and 0 < len(
                    in_rows := [f for f in reached if ROW_INDEX.search(f.path)]) < len(reached):
                reached = in_rows  # "| 万象汇扶梯 | 24 | 12 |" under 已保: the row's 已保台次, not 合计已保
            if reached and len(reached) > 1 and len(calls := {f.call_id for f in reached}) > 1 and (
                    (sentence_call := self._named_in_sentence(claim)) in calls):
                reached = [f for f in reached if f.call_id == sentence_call]  # "| …431455 | … | 3天 |": its 堆存天数
            if reached:
                concepts = frozenset(group)
                if len(reached) == 1:
                    return reached, concepts, own
                scores = [f.label_score(concepts) for f in reached]
                top = max(scores)
                best = [f for f, score in zip(reached, scores, strict=True) if score == top]
                if len(best) > 1 and own:
                    # a tie ("Supplies: $8,912.40 in Q1" reaches both quarters' supplies): the rest of the
                    # clause's own words ("Q1") say which
                    wider = frozenset(claim.near) | frozenset(claim.after)
                    current = [f for f in best if "previous" not in concepts_of(f) - wider]
                    if 0 < len(current) < len(best):
                        # "a quality score of 78" names quality_score: previous_quality_score needs its "previous"
                        best = current
                        if len(best) == 1:
                            return best, concepts, own
                    widened = [f.label_score(wider) for f in best]
                    if len(set(widened)) > 1:
                        most = max(widened)
                        return [f for f, score in zip(best, widened, strict=True) if score == most], wider, own
                    if (placed := self._placed_by_sentence(claim, best)) is not None:
                        return [placed], concepts | placed.parents, own
                    if (called := self._placed_by_call(best, wider)) is not None:
                        return [called], concepts, own
                    if (trailed := self._named_after(claim, best)) is not None:
                        return [trailed], concepts | concepts_of(trailed), own
                return best, concepts, own
        if claim.quantity.counter and not claim.far and not claim.quantity.in_words and len(
                counted := self._counted_by(claim)) == 1 and (meaning := counted[0].meaning) is not None and (
                meaning.concepts) and not self._stated_by_another(claim, counted[0]):
            # "发了3920人" with no other label: the counter names the one key that counts people (发放人数),
            # unless another count states that key already ("应发28人，到账26人")
            return counted, meaning.concepts, True
        return [], frozenset(claim.near) | frozenset(claim.after), True

    def _counts_a_list(self, fact: Fact) -> bool:
        """Whether the fact is an envelope's count of the list beside it (``{"total": 1, "list": [...]}``)."""
        if key_of(fact.path).lower() not in _LIST_COUNT_KEYS:
            return False
        holder = holder_of(fact.path)
        return any(f.call_id == fact.call_id and ((f.path.startswith(holder) and "[" in f.path[len(holder):])
                                                  or f.path.startswith(f"len({holder}"))  # an empty list's length
                   for f in self.evidence.facts)

    def _placed_by_sentence(self, claim: NumericClaim, tied: list[Fact]) -> Fact | None:
        """Of one field in several places (``inbound.cartons``, ``outbound.cartons``), the one whose place the
        sentence named last before the number: "On the outbound side you shipped 31 trailers, 702 pallets and
        18,220 cartons" puts all three outbound."""
        places = [f.parents for f in tied]
        if not all(places) or len(set(places)) != len(places):
            return None
        start = max((m.end() for m in SENTENCE_BREAK.finditer(self.text, 0, claim.start)), default=0)
        named = {id(f): f for _, concept in self.scan.concepts_between(start, claim.start) for f in tied
                 if concept in f.parents and not any(concept in g.parents for g in tied if g is not f)}
        # one place named is a scope; two ("Leaf的KDA 5.3比Qiao的4.6…，击杀占比31%对27%") are a comparison
        return next(iter(named.values())) if len(named) == 1 else None

    def _placed_by_call(self, tied: list[Fact], concepts: frozenset[str]) -> Fact | None:
        """Of one field returned by several calls (two bills' 电费), the one whose call the label's other words
        are about ("充电电费" names the charger's call through its 充电 keys)."""
        calls = {f.call_id for f in tied}
        if len(calls) != len(tied):
            return None
        shared = frozenset.intersection(*(concepts_of(f) for f in tied))
        rest = concepts - shared
        if not rest:
            return None
        about = [f for f in tied if not rest.isdisjoint(self._call_concepts(f.call_id))]
        return about[0] if len(about) == 1 else None

    def _call_concepts(self, call_id: str) -> frozenset[str]:
        """What one call is about: the concepts of its tool's name and of its keys (`topic_of`)."""
        return next((topic_of(result) for result in self.evidence.results if result.call_id == call_id), frozenset())

    def _named_after(self, claim: NumericClaim, tied: list[Fact]) -> Fact | None:
        """Of fields the label before a number fits alike, the one the words after it name through a preposition
        ("p95 is 455 s for solo" names solo_p95_s, not party_p95_s), up to the clause's end."""
        if _FOR_WHOM.match(self.text, claim.end) is None:
            return None
        named = set(self._concepts_after(claim, MAX_LABEL_LEAD))
        fitting = [f for f in tied if f.meaning is not None and not named.isdisjoint(f.meaning.concepts)]
        return fitting[0] if len(fitting) == 1 else None

    def _concepts_after(self, claim: NumericClaim, reach: int) -> list[str]:
        """The labels in the number's own trailing words, read from the text up to where they end (whatever the
        claim reader handed on to the next number), nearest first."""
        end = min(claim.end + reach, len(self.text))
        stop = TRAILING_BREAK.search(self.text, claim.end, end)
        return [concept for _, concept in self.scan.concepts_between(claim.end, stop.start() if stop else end)]

    @staticmethod
    def _reached(claim: NumericClaim, group: tuple[str, ...], index: dict[str, list[Fact]]) -> list[Fact]:
        reached: list[Fact] = []
        for concept in group:
            if concept in index:
                for fact in index[concept]:
                    if fact not in reached and compatible(claim, fact):
                        reached.append(fact)
        return reached

    def matching(self, claim: NumericClaim) -> list[Fact]:
        """Every fact whose value the claim states, under any label (looked up only when the claim's own label
        did not already confirm it, which is the common faithful case)."""
        found = self._matched.get(claim.start)
        if found is None:
            found = self._matched[claim.start] = matching_facts(claim, self.evidence.by_unit)
        return found

    def matching_among(self, claim: NumericClaim, index: ValueIndex, among: Mapping[int, object]) -> list[Fact]:
        """The facts of `among` (by identity) whose value the claim states: looked up in `index`, which holds only
        them, unless the claim's full lookup is already at hand. Most claims state none of a small family."""
        found = self._matched.get(claim.start)
        if found is None:
            return matching_facts(claim, index)
        return [f for f in found if id(f) in among]

    def _states_some_fact(self, claim: NumericClaim, likely: list[Fact]) -> bool:
        """Whether `_matching(claim)` is not empty, answered from the `likely` facts (those its label names)
        when one of them is among the matches, which spares the lookup in the common faithful case."""
        if claim.start not in self._matched and any(found_by_lookup(claim, f) for f in likely):
            return True
        return bool(self.matching(claim))

    @property
    def stated(self) -> set[int]:
        """Facts the narration states somewhere (by identity), computed once and only when a number that matches
        nothing needs to know which values were left unstated."""
        if self._stated is None:
            self._stated = {id(f) for claim in self.claims for f in self.matching(claim)}
        return self._stated

    def _check_claim(self, claim: NumericClaim) -> None:
        if self.offers and any(start <= claim.start < end for start, end in self.offers):
            return
        if self.may_cap and _UP_TO_BEFORE.search(
                self.text, max(0, claim.start - MAX_UP_TO_LOOKBACK), claim.start) is not None and (
                not self.matching(claim)):
            return  # "YouTube takes uploads up to 12 hours long": a limit no result holds ("is up to 45%" rose)
        if self.equations and (_OPERAND_AFTER.match(self.text, claim.end) or _OPERAND_BEFORE.search(
                self.text, max(0, claim.start - 2), claim.start)) and self.matching(claim):
            return  # "亩均收入：612.4×2.84≈1739.2元": an operand states a value, the label names the product
        if self.evidence.texts and self._quotes_a_returned_text(claim):
            return  # "the October lapsed-member test ($4 off)" quotes the campaign's name "We miss you - $4 off"
        if a_name(self.text, claim) and self._names_an_unreturned_thing(claim):
            return  # "so the Sabre 48 can go in the end slip": a boat's model, no value of any result
        if self._refers_back(claim):
            return  # "the four missing devices will add to the 19,862": the number said above, referred to again
        if self._names_a_hyphenated_key(claim):
            return  # "passed 4-point inspection" for four_point_per_100_sq_yd: the key's own name, not its value
        if claim.quantity.in_words and self._inside_a_key_name(claim):
            return  # "最近一笔5.85万": 一笔 is part of the key 最近一笔 told as its label, not a count of one
        if self.may_range and self._unmatched_range(claim):
            return  # "全程3.1～6.4℃，没出2～8℃": a range neither end of which a result holds is a rule
        if self.derivations.per_other_time(claim) and not self.matching(claim):
            return  # "1,560 requests a second" for requests_per_min 93,600: the rate per another time
        if self.derivations.per_other_measure(claim):
            return  # "$118.50/MWh" for max_price_usd_kwh 0.1185: the price per another measure
        if self.equations and (index := self._index_of(claim)) and worked_out_sum(self.text, self.claims, index):
            return
        if claim.quantity.unit in TIME_UNITS and (flipped := self._told_positive_of_negative(claim)) is not None:
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)  # "1.5 hours left" for -1.5 (overdrawn)
            return
        if claim.quantity.unit in TIME_UNITS and (self.derivations.between_times(claim) or (
                self.derivations.time_gap(claim) and not self.matching(claim))):
            return  # a gap between clock times, or between two returned durations no value of its size explains
        if self.may_quote_standard and self._quotes_a_standard(claim):
            return
        if claim.sign and self._periods() and self._check_change(claim):
            return
        if self.directions and self._check_direction(claim):
            return
        if self.budget_sides and self._check_budget_side(claim):
            return
        if (
            ("total" in claim.after or "total" in claim.near[:1])
            and not self.matching(claim)
            and self.derivations.arithmetic(claim)
            and not self._misreads_its_label(claim)
        ):
            return
        if self._overcounts(claim) or self._unread_length(claim) or self.derivations.multiple(claim):
            return
        labelled, context, own = self._labelled(claim)
        worked_at = claim.quantity.currency or (claim.quantity.dimension is not None and _WORKED_AT.search(
            self.text, max(0, claim.start - MAX_WORKED_AT_GAP), claim.start))
        if worked_at and not self._states_some_fact(claim, labelled) and not (
                own and any(drift(claim, f, strict=False) in MISREAD_SHAPES for f in labelled)) and (
                self.derivations.converted(claim) or self.derivations.sums_listed(claim)):
            return  # worked out from amounts said just before ("按1.05的密度算大约1.52吨" of 1450 litres), unless it
            # misreads its own label's value (楼层费12块)
        if claim.reference_point and "previous" not in context:
            if not labelled and not self.matching(claim):
                self._unexplained(claim)
            return
        labelled = [f for f in labelled if not f.identifier and not self._echoes_a_name(f)]
        if labelled and claim.quantity.in_words and self._names_the_key(claim, labelled):
            return  # "averaged 62 per three darts": three is the name of three_dart_avg, not its value
        if labelled:
            self._check_labelled(claim, labelled, context, own)
            return
        matching = self.matching(claim)
        if matching and all(f.derived for f in matching) and self.evidence.nulls and (
                empty := self._in_null_row(claim)) is not None:
            self.report_null(claim, empty)  # "偏航刹车片：还有16片" where that row's 数量 is null (16 is only a sum)
            return
        if matching and all(f.derived for f in matching) and claim.quantity.explicit_sign and (
                flipped := self._written_sign_flipped(claim)) is not None:
            # "| Hotel | … | +$0.02 |" where Hotel's vs_budget is -0.02: a returned value with its sign written
            # wrongly beats an average of the column that happens to be 0.02
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)
            return
        if matching and (flipped := self._told_positive_of_negative(claim)) is not None:
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)
            return
        if matching:
            self._check_scope(claim, matching)
            return
        self._check_unlabelled(claim)

    def _misreads_its_label(self, claim: NumericClaim) -> bool:
        """The label in the claim's own clause names a value the number misreads ("PACU holds: 1.24 hours total"
        for pacu_hold_hours 12.4): that beats a sum of other values that happens to come to it."""
        labelled, _, own = self._labelled(claim)
        return own and any(drift(claim, f, strict=True) in MISREAD_SHAPES for f in labelled if f.value is not None)

    def _quotes_a_returned_text(self, claim: NumericClaim) -> bool:
        """Whether the number and the word after it are written as such in a text value the results returned."""
        word = _WORD_AFTER.match(self.text, claim.end)
        if word is None:
            return False
        phrase = (self.text[claim.start : claim.end] + word.group()).lower()
        return any(phrase in text.lowered for text in self.evidence.texts)

    def _names_an_unreturned_thing(self, claim: NumericClaim) -> bool:
        """Whether a number in a name ("Sabre 48") names something no result holds: the name's word is in no
        returned text and the number matches no value nor misreads one (a "Lakers 121" for 112 is still a score)."""
        word = self.text[: claim.start].split()[-1].lower()
        return (not any(word in text.lowered for text in self.evidence.texts) and not self.matching(claim)
                and not any(f.value is not None and not f.identifier and self._shape(claim, f, strict=True)
                            for f in self.evidence.facts))

    def _quotes_a_standard(self, claim: NumericClaim) -> bool:
        """The number is a rule's, not a result's ("the EPA's 4.0 action level", "the 5,000 mrem annual
        occupational limit", "the 60% floor", "强屈比要求不小于1.25", "浊度不超过1"), unless a result holds such a
        limit itself."""
        if (_STANDARD_AFTER.match(self.text, claim.end) is None
                and _STANDARD_BEFORE.search(self.text, max(0, claim.start - MAX_STANDARD_GAP), claim.start) is None):
            return False
        return not any(f.meaning is not None and not f.meaning.concepts.isdisjoint(_STANDARD_CONCEPTS)
                       for f in self.evidence.facts)

    def flagged(self, claim: NumericClaim) -> bool:
        """Whether a finding already covers the claim (a later check adds no second finding for one number)."""
        return any(f.span[0] <= claim.start < f.span[1] for f in self.findings)

    def _check_unlabelled(self, claim: NumericClaim) -> None:
        """A number no field label ties to a value, and whose value no field holds."""
        if self.echoes_arguments(claim) or (claim.quantity.looks_like_identifier and not claim.sign):
            return  # ("上调2000": a number a direction word moves is no year)
        if _PERIOD_ADJECTIVE.match(self.text, claim.quantity.number_end):
            return  # "the 11.5-year maintenance fee" names a kind of fee by its term, and no field it matches
        if self.evidence.nulls and (empty := self._in_null_row(claim) or self._measured_null(claim)) is not None:
            self.report_null(claim, empty)  # "6 号厅：约 3,100 元" where hall 6's revenue is null
            return
        if claim.quantity.explicit_sign and (flipped := self._written_sign_flipped(claim)) is not None:
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)  # "(+37)" where the change is -37
            return
        if (claim.sign or _SIDE_AFTER.match(self.text, claim.end)) and (
                flipped := self._told_sign_flipped(claim)) is not None:
            # "up $183.60 today" where day_change is -183.6; "$640.15 more than a year ago" where change_12m is -640.15
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)
            return
        if self._misread_in_named_row(claim):
            return  # "P5 at 6.21%" for P5's pass_rate 0.621: the named row's value misread beats any quotient
        if claim.quantity.dimension is not None and self._swapped_across_units_in_row(claim):
            return
        if self._shifted_whole(claim):
            return  # "$1,842.65" for 18,426.50: five digits read whole beat a product 0.4% away (37 × $50)
        if (self.derivations.rate(claim) or self.derivations.share(claim) or self._total_of_parts_after(claim)
                or self.derivations.remainder_listed(claim) or self.derivations.sums_listed(claim)
                or self.derivations.worked_from_values(claim)):
            return
        if (claim.quantity.explicit_sign or (claim.sign and not sign_flipped_value(claim, self.evidence.facts))) and (
                self.derivations.arithmetic(claim)):
            # a change told with a change word ("up 124") or a written sign ("(+42)") that is a gap between two
            # values (a written sign against one value of the other sign was judged just above)
            return
        if (self._worked_in_named_row(claim) or self._drift_of_counted(claim) or self._worked_exactly_from_said(claim)
                or self._shaped_drift(claim, strict=True) is not None):
            return
        if self.derivations.arithmetic(claim):
            return
        if not self._drift_of_same_form(claim) and not self._unsupported(claim):
            self._unexplained(claim)

    def _written_sign_flipped(self, claim: NumericClaim) -> Fact | None:
        """The one returned value of the claim's size and the other sign, when the claim writes its sign ("+37")."""
        written = 1 if claim.quantity.value > 0 else -1
        flipped = [f for f in sign_flipped_facts(claim, self.evidence.facts, written) if not f.derived]
        return flipped[0] if len(flipped) == 1 else None

    def _told_sign_flipped(self, claim: NumericClaim) -> Fact | None:
        """The one returned change of the claim's size and the other sign, when a word tells the claim's direction
        ("up", "涨了") and no label ties it to a field: a change key holds a direction of its own."""
        side = claim.sign or _side_after(self.text, claim.end)
        if not side:
            return None
        flipped = [f for f in sign_flipped_facts(claim, self.evidence.facts, side)
                   if not f.derived and f.meaning is not None and f.meaning.signed]
        return flipped[0] if len(flipped) == 1 else None

    def _null_in_named_row(self, claim: NumericClaim, labelled: list[Fact]) -> Fact | None:
        """The labelled field, null in the one list row the claim's line names (the other rows hold values)."""
        rows = [f for f in labelled if "[" in f.path and not f.derived]
        if len(rows) < 2 or all(f.value is not None for f in rows):
            return None
        named = self.scope.in_named_row(claim, rows)
        if len(named) < len(rows) and named and all(f.value is None for f in named):
            return named[0]
        return None

    def _in_null_row(self, claim: NumericClaim) -> Fact | None:
        """A null field the claim could state, in the list row its line names last, when that row holds no value
        the claim could state: the number is content told for a row that has none."""
        nulls = [f for f in self.evidence.nulls[:MAX_ARITHMETIC_FACTS] if "[" in f.path and compatible(claim, f)]
        if not nulls:
            return None
        lists = {held[: held.rfind("[")] for f in nulls if (held := row_path(f.path))}
        siblings = [f for f in self.evidence.facts
                    if (held := row_path(f.path)) and held[: held.rfind("[")] in lists]
        row = self.scope.in_named_row(claim, [*nulls, *siblings])
        if len(row) == len(nulls) + len(siblings) or any(f.value is not None and compatible(claim, f) for f in row):
            return None
        return next((f for f in row if f.value is None), None)

    def _check_scope(self, claim: NumericClaim, matching: list[Fact]) -> None:
        """An unlabelled value that belongs to another call than the one the narration is talking about, where
        that call has the same field: "Beijing is at 18°C" when 18 is Shanghai's temperature."""
        if claim.quantity.unit is not None and "/" in claim.quantity.unit and self._worked_in_named_row(
                claim, per_unit=True):
            return  # "XC2833：约0.270吨/海里" is the voyage's fuel over its miles, not the 0.27 plan it rounds to
        if (self._in_another_row(claim, matching) or self._in_another_place(claim, matching)
                or self._outside_the_named_row(claim, matching)):
            return
        if claim.quantity.dimension is not None and self._swapped_across_units_in_row(claim):
            return  # "T-2 at 536 bbl": another call's barrels on the line of a row whose own level is told nowhere
        if _SAVES_BEFORE.search(self.text, max(0, claim.start - 12), claim.start):
            return  # "得力比齐心省600，比晨光省1600": a saving between two calls belongs to neither
        scope = self.scope.call_of(claim)
        if scope is None or any(f.call_id == scope for f in matching):
            return
        for other in matching:
            if other.derived or other.weak:
                continue
            meant = next((f for f in self.evidence.facts if f.call_id == scope and f.path == other.path), None)
            if meant is not None and meant.value is not None:
                if not self._ends_a_change_from(claim, meant):
                    self.report_swap(claim, meant, other)
                return
        if claim.quantity.currency and not claim.near and not claim.after and not _PRICED_PER.match(
                self.text, claim.end):  # "$1,185/t" is a price per ton, no call's total
            # "Your gift card ending 4471 has $380.92 on it": a sum of money told, with no label, in a clause about
            # a call whose only sum of money is another (the card's $125 balance), is that call's value swapped
            money = [f for f in self.evidence.facts if f.call_id == scope and not f.derived and not f.identifier
                     and not f.weak and f.value and is_money(f) and compatible(claim, f)]
            told = next((f for f in matching if not f.derived and not f.weak), None)
            if len(money) == 1 and told is not None and self._names_scope_in_clause(claim, scope):
                self.report_swap(claim, money[0], told)
            return
        told = next((f for f in matching if not f.derived and not f.weak and not f.identifier), None)
        if told is None or not (kin := self._kin_in_scope(claim, scope)):
            return
        unstated = [f for f in kin if id(f) not in self.stated]
        if len(unstated) == 1 and self._names_scope_in_clause(claim, scope):
            # "汉口店冷柜里正好有4支" where 4 is the prescription's count and 汉口店's stock (库存支) is the one count
            # in 支 its call returned that the narration tells nowhere
            self.report_swap(claim, unstated[0], told)

    def _kin_in_scope(self, claim: NumericClaim, scope: str) -> list[Fact]:
        """The values of the call `scope` that a number of the claim's measure could be: the same dimension of unit,
        or a count whose key ends with the claim's counter (4支 for 库存支); none for a bare number."""
        quantity = claim.quantity
        facts = [f for f in self.evidence.facts if f.call_id == scope and f.value is not None and not f.derived
                 and not f.identifier and not f.weak and compatible(claim, f)]
        if quantity.dimension is not None:
            return [f for f in facts if dimension_of(f.unit) == quantity.dimension]
        counter = quantity.counter or (word[0] if (word := self.text[claim.end : claim.end + 1]) and (
            "\u4e00" <= word <= "\u9fff") else None)  # a measure word the parser does not know (4支)
        if counter and quantity.unit is None:
            return [f for f in facts if f.unit is None and key_of(f.path).endswith(counter)]
        return []

    def _unstated_in_named_scope(self, claim: NumericClaim, meant: Fact, scope: str) -> bool:
        """The claim's clause or line names the call `meant` belongs to, and `meant` has a value the narration
        states nowhere: a number there that only another call holds is told in its place."""
        return (meant.value is not None and not meant.derived and self._names_scope_in_clause(claim, scope)
                and id(meant) not in self.stated)

    def _names_scope_in_clause(self, claim: NumericClaim, call_id: str) -> bool:
        """The claim's own clause, or its own line, names the call it is about (not only an earlier sentence or
        paragraph): "**航班**：HU7181，…，机票780元" puts the fare on the flight."""
        start = self.scope.clause_spans(claim)[1][0]
        line_start = self._line_start(claim.start)
        if _LIST_LINE.match(self.text, line_start):
            start = min(start, line_start)  # a list item or a bold heading's line is about one thing
        return any(start <= position < claim.start and named == call_id for position, named in self.scope.mentions)

    def _in_another_place(self, claim: NumericClaim, matching: list[Fact]) -> bool:
        """An unlabelled value of one object told where its clause names another object with the same field
        ("- 出库：1925单，21476件，共212托" where 212 is 入库.托数 and 出库 has its own 托数;
        "三分：辽宁命中率只有38.2%" where 38.2% is the home team's and 辽宁 the away team's name). Returns whether
        one was reported."""
        if len(matching) != 1 or matching[0].derived or matching[0].weak or claim.reference_point:
            return False
        held = matching[0]
        split = last_key(held.path)
        if split is None or "[" in held.path.replace('["', ""):  # list rows are `_in_another_row`'s
            return False
        depth = held.path.count("][") + held.path.count(".")
        unit_names_held = claim.quantity.unit is not None and _same_measure(claim.quantity, held.unit)
        siblings = [f for f in self.evidence.facts if f.call_id == held.call_id and f is not held and not f.derived
                    and f.value is not None and f.value != held.value
                    and (other := last_key(f.path)) is not None and other[1] == split[1]
                    and f.path.count("][") + f.path.count(".") == depth
                    and compatible(claim, f) and _names_a_thing(f)
                    and not (unit_names_held and not _same_measure(claim.quantity, f.unit))]
        if not siblings:
            return False
        scope = self.scope
        label, before, after = scope.clause_spans(claim)
        index = self._index_of(claim)
        if index:  # words before an earlier number of the clause are that number's ("paid $156.17 — so … $78")
            before = (max(before[0], self.claims[index - 1].end), before[1])
        spans = (label, before, after)
        said = [{concept for _, concept in self.scan.concepts_between(*span)} for span in spans]
        named = [f for f in siblings if any(scope.names_place(span, words, f, held)
                                            for span, words in zip(spans[:2], said[:2], strict=True))]
        if len(named) != 1 or any(scope.names_place(span, words, held, named[0])
                                  for span, words in zip(spans, said, strict=True)):
            return False
        self.report_swap(claim, named[0], held)
        return True

    def _in_another_row(self, claim: NumericClaim, matching: list[Fact]) -> bool:
        """An unlabelled value of one list row told on a line that names another row ("Specialty dining: $389.00"
        where 389 is the shore excursions' amount): a swap within the list. Returns whether one was reported."""
        held = [f for f in matching if "[" in f.path and not f.derived and not f.weak]
        if not held or len(held) != len([f for f in matching if not f.derived]) or claim.reference_point or (
                claim.quantity.is_percent and not all(_is_share(f) for f in held)):
            return False  # "80%" beside 96/120 is a share worked out, not the 80 beds of another row
        if any(isinstance(f.raw, str) and self._said(claim).replace(" ", "") == f.raw.replace(" ", "") for f in held):
            return False  # "租一个3平方米比租三个1平方米": a row's name quoted whole names that row, it is no value
        scope = self.scope
        following = scope.clause_around(claim, after=True)
        if scope.names_row(following, held[0], first_words=True):
            return False  # "$1,500 for Dana Whit": the row is named after the number
        field = ROW_INDEX.sub("[]", held[0].path)
        siblings = [f for f in self.evidence.facts if f.call_id == held[0].call_id and f.value is not None
                    and not f.derived and ROW_INDEX.sub("[]", f.path) == field]
        before = scope.clause_around(claim, after=False)
        named = [f for f in siblings if scope.names_row(before, f)]
        if not named and (label := scope.line_label(claim)):
            named = [f for f in siblings if scope.names_row(label, f)]  # "- **W-50691**: 4 items, $24.99"
        if not named and (aside := scope.aside_of(claim)):
            named = [f for f in siblings if scope.names_row(aside, f)]  # "204 (560 lb, Sea Lark)"
        if len(named) != 1 or any(row_path(f.path) == row_path(named[0].path) for f in matching):
            return False  # no row named in the clause, or several ("A and B came to $389 and $142"), or the named
            # row holds the value in another field ("Rocket — eight of ten": its own items_total)
        self.report_swap(claim, named[0], held[0])
        return True

    def _outside_the_named_row(self, claim: NumericClaim, matching: list[Fact]) -> bool:
        """An unlabelled number on a line that names one list row, equal only to a value outside every row, while
        that row holds one unsaid value of the same kind ("- 腰带1件，退12" where 腰带's 退款 is 69 and 12 is the
        order's 运费险赔付): a swap into the row. Returns whether one was reported."""
        returned = [f for f in matching if not f.derived and not f.weak]
        if claim.reference_point or claim.quantity.is_percent or not returned or any(
                ROW_INDEX.search(f.path) for f in returned) or not _LIST_LINE.match(
                self.text, self._line_start(claim.start)):
            return False
        in_rows = self._row_values()
        row = self.scope.in_named_row(claim, in_rows) if in_rows else []
        if not row or len(row) >= len(in_rows):
            return False
        unsaid = [f for f in row if id(f) not in self.stated and compatible(claim, f)]
        if len(unsaid) != 1:
            return False
        self.report_swap(claim, unsaid[0], returned[0])
        return True

    def _drift_of_same_form(self, claim: NumericClaim) -> bool:
        """A number written as money, a percentage or a measured quantity that matches nothing, next to a value of
        that same form the narration never states: the value was restated wrongly."""
        quantity = claim.quantity
        if not (quantity.currency or quantity.is_percent or quantity.dimension):
            return False
        candidates = [
            f
            for f in self.evidence.facts
            if f.value not in (None, 0)
            and not f.identifier
            and not f.weak
            and not f.derived
            and id(f) not in self.stated
            and compatible(claim, f)
            and _same_form(claim, f)
        ]
        near = [f for f in candidates if distance(claim, f) <= SAME_FORM_MAX_LOG_RATIO]
        if not near:
            return False
        # the nearest value a misreading's shape leads to ("87 of its 96" for present 78, beside enrolled 96)
        shaped = [(f, shape) for f in near if f.value is not None and significant_digits(f.value) >= 2
                  and (shape := _telling_drift(claim, f)) is not None]
        fact, shape = min(shaped, key=lambda pair: distance(claim, pair[0])) if shaped else (
            min(near, key=lambda f: distance(claim, f)), None)
        if shape is not None or self._reports_unshaped():
            self.judge_drift(claim, fact, shape or Drift.OTHER, unique=len(near) == 1)
        return True

    def _periods(self) -> list[tuple[Fact, Fact]]:
        """(current, previous) pairs of one result: a key marked previous (``last_month``, ``gmv_prev``) and
        the key that is the same without that mark (``this_month``, ``gmv``)."""
        if self._pairs is None:
            pairs: list[tuple[Fact, Fact]] = []
            facts = [
                f
                for f in self.evidence.facts
                if f.value and f.meaning is not None and not f.derived and not f.identifier and not f.weak
            ]
            for previous in facts:
                assert previous.meaning is not None
                if "previous" not in previous.meaning.concepts:
                    continue
                rest = previous.meaning.concepts - _PERIOD_MARKS
                same = [c for c in facts if c.call_id == previous.call_id and c is not previous
                        and c.meaning is not None and "previous" not in c.meaning.concepts]
                exact = [c for c in same if c.meaning is not None and c.meaning.concepts - _PERIOD_MARKS == rest]
                # ``last_month_net`` beside ``net_pay``: the previous key may leave out a word of the current one
                wider = [c for c in same if c.meaning is not None and rest and rest < c.meaning.concepts - _PERIOD_MARKS
                         and len(c.meaning.concepts - _PERIOD_MARKS - rest) == 1]
                pairs.extend((current, previous) for current in exact or (wider if len(wider) == 1 else []))
            self._pairs = pairs
        return self._pairs

    def _check_change(self, claim: NumericClaim) -> bool:
        """A signed change where the result holds both periods — a percentage ("up 8%", "环比增长9.4%", "少了16.7%")
        or an amount ("比上个月多了18个人"): its size must be the relative or absolute change and its direction the
        change's. Returns whether it was judged."""
        relative = claim.quantity.is_percent
        tolerance = max(claim.tolerance, HEDGE_MAX) if relative else claim.tolerance
        judged: tuple[Fact, float] | None = None
        for current, previous in self._periods():
            assert current.value is not None and previous.value is not None
            if relative:
                change = (current.value - previous.value) / abs(previous.value)
                sizes: tuple[float, ...] = (abs(claim.quantity.value) / 100,)
            elif compatible(claim, current):
                change = current.value - previous.value
                sizes = tuple(abs(value) for value in readings(claim, current.unit))
            else:
                continue
            if change and any(close(size, abs(change), tolerance) for size in sizes):
                if (change > 0) == (claim.sign > 0):
                    return True
                judged = (current, change)
        if judged is None:
            return False
        current, change = judged
        self.judge_drift(claim, current, Drift.SIGN_FLIP, unique=False)
        return True

    def _direction(self, claim: NumericClaim) -> int:
        """+1 / -1 when a flow word sits in the number's own clause, just before or after it; 0 otherwise."""
        return self._side_word(claim, self.directions)

    def _side_word(self, claim: NumericClaim, words: list[tuple[int, int, int]]) -> int:
        """The way (+1 / -1) of the first of `words` in the number's own clause, just before or after it; 0 when
        there is none."""
        text = self.text
        for start, end, way in words:
            if claim.start - MAX_DIRECTION_GAP <= end <= claim.start:
                between = text[end : claim.start]
            elif claim.end <= start <= claim.end + MAX_DIRECTION_GAP:
                between = text[claim.end : start]
            else:
                continue
            if _DIRECTION_BREAK.search(between) is None:
                return way
        return 0

    def _check_budget_side(self, claim: NumericClaim) -> bool:
        """"$42,120 over budget", "超支14.65万": the gap between a result's actual and its budget, told as over or
        under. Which is true is read from the two values, not from a variance field whose sign convention varies
        by system; the wrong side is a sign flip. Returns whether the claim was judged."""
        way = self._side_word(claim, self.budget_sides)
        if not way or claim.quantity.explicit_sign:
            return False
        for budget, actual in self._budget_pairs():
            assert budget.value is not None and actual.value is not None
            gap = actual.value - budget.value
            if not gap:
                continue
            sizes = (abs(gap) / abs(budget.value), abs(gap) / abs(budget.value) * 100) if (
                claim.quantity.is_percent) else (abs(gap),)
            if not any(close(abs(stated), size, claim.tolerance)
                       for stated in readings(claim, budget.unit) for size in sizes):
                continue
            if (gap > 0) != (way > 0):
                variance = next((f for f in self.evidence.facts if f.call_id == budget.call_id and f.value
                                 and f is not actual and any(close(abs(f.value), size, claim.tolerance)
                                                             for size in sizes)), actual)
                if not self._advised(claim):  # the size may well be worked out from said numbers: the side is wrong
                    self._report_drift(claim, variance, Drift.SIGN_FLIP, unique=False)
            return True
        return False

    def _budget_pairs(self) -> list[tuple[Fact, Fact]]:
        """(budget, actual) pairs of one result: a key that names a budget and a sibling that names what was
        actually spent."""
        facts = [f for f in self.evidence.facts if f.value and f.meaning is not None and not f.derived]
        budgets = [f for f in facts if f.meaning is not None and not f.meaning.signed and (
            not f.meaning.concepts.isdisjoint(_PLANS) or _QUOTE_KEY.search(key_of(f.path)))]
        return [(budget, actual) for budget in budgets for actual in facts
                if actual.call_id == budget.call_id and actual.meaning is not None
                and (not actual.meaning.concepts.isdisjoint(_ACTUALS) or _budget_of(key_of(budget.path),
                                                                                     key_of(actual.path)))
                and "budget" not in actual.meaning.concepts and holder_of(actual.path) == holder_of(budget.path)]

    def _check_direction(self, claim: NumericClaim) -> bool:
        """A flow stated with its direction in words: "discharging at 120 kW" for ``power_kw: -120`` is faithful
        (the sign is in the word), "pulled 8.5 kWh from the grid" for ``net_export_kwh: 8.5`` is a sign flip.
        Returns whether the claim was judged here."""
        way = self._direction(claim)
        if not way or claim.quantity.explicit_sign:
            return False
        flows = bool(claim.quantity.currency) or claim.quantity.dimension in _FLOWING
        for fact in self.evidence.facts:
            value = fact.value
            if not value or fact.identifier or fact.weak or not compatible(claim, fact):
                continue
            if not any(close(abs(stated), abs(value), claim.tolerance) for stated in readings(claim, fact.unit)):
                continue
            concepts = concepts_of(fact)
            if not concepts.isdisjoint(OUTWARD_CONCEPTS):
                flow = -1 if value > 0 else 1
            elif not concepts.isdisjoint(INWARD_CONCEPTS):
                flow = 1 if value > 0 else -1
            elif not flows:
                continue  # "7,348 kg for the export paperwork": a weight told beside an export, no flow of it
            elif (convention := self._conventions().get(fact.call_id)) is not None:
                flow = convention if value < 0 else -convention
            elif "net" in concepts:
                flow = 1 if value > 0 else -1  # a net amount is positive when more came in than went out
            else:
                if value < 0:
                    return True
                continue
            if flow != way:
                self.judge_drift(claim, fact, Drift.SIGN_FLIP, unique=False)
            return True
        return False

    def _counts_things(self, claim: NumericClaim) -> bool:
        """A whole number followed by what it counts ("3 pending items", "3笔待结算"): the label words around it
        describe the things counted, so a count field holding the number is what it states."""
        quantity = claim.quantity
        if quantity.counter:
            return True
        return quantity.plain_integer and _COUNTED_NOUN.match(self.text, quantity.end) is not None

    def _unread_length(self, claim: NumericClaim) -> bool:
        """A length written with a metric unit the number reader left bare ("a 2.14 m base" for ``base_depth_cm:
        214``): judged in the field's own unit, it restates the nearest length or drifted from it."""
        quantity = claim.quantity
        if quantity.unit is not None or quantity.currency or quantity.is_percent or not quantity.value:
            return False
        said = _LENGTH_AFTER.match(self.text, claim.end)
        if said is None:
            return False
        metres = quantity.value * _METRES[said.group(1)]
        lengths = [(f, metres / _METRES[f.unit]) for f in self.evidence.facts
                   if f.unit in _METRES and f.value and not f.weak and not f.identifier]
        if not lengths:
            return False
        if any(close(converted, f.value or 0.0, claim.tolerance) for f, converted in lengths):
            return True
        fact, converted = min(lengths, key=lambda pair: abs(math.log(abs(pair[1] / (pair[0].value or 1.0)))))
        if abs(math.log(abs(converted / (fact.value or 1.0)))) > SAME_FORM_MAX_LOG_RATIO:
            return False
        self.judge_drift(claim, fact, Drift.OTHER, unique=False)
        return True

    def _overcounts(self, claim: NumericClaim) -> bool:
        """A count of things ("三笔待付款订单", "3 pending orders") larger than the only list the results hold
        and than every count the list's call returns: more items than there are is a drift of the list's length.
        A smaller count may be a subset (the overdue ones) and is left to the other checks."""
        quantity = claim.quantity
        stated = quantity.value
        if stated < 2 or stated != int(stated) or quantity.unit is not None or quantity.currency:
            return False
        if not (quantity.counter in ITEM_COUNTERS or (quantity.counter is None and self._counts_things(claim))):
            return False
        if self._lengths is None:
            self._lengths = [f for f in self.evidence.facts if f.derived and f.path.startswith("len(") and f.value]
        lengths = self._lengths
        if len(lengths) != 1:
            return False
        length = lengths[0]
        largest = max((f.value for f in self.evidence.facts
                       if f.call_id == length.call_id and f.value is not None and not f.identifier and not f.weak
                       and f.meaning is not None and not f.meaning.concepts.isdisjoint(_COUNT_CONCEPTS)),
                      default=0.0)
        if max(largest, length.value or 0.0) >= stated or self.matching(claim) or self.echoes_arguments(claim):
            return False
        rows = self.evidence.row_concepts.get(length.path, frozenset())
        # the words right after the number, read from the text: a label handed on to the next number ("4 pending
        # orders totalling $30.00") still says what is counted
        if rows.isdisjoint(self._concepts_after(claim, MAX_COUNTED_SPAN)[:MAX_COUNTED_WORDS]):
            return False  # the noun counted ("两项指标") is not what the list's rows are
        self.judge_drift(claim, length, Drift.OTHER, unique=True)
        return True

    def _conventions(self) -> dict[str, int]:
        """call_id → the flow a negative number means, where the result says so in words ("negative=discharging")."""
        if self._negative_means is None:
            self._negative_means = {
                result.call_id: way
                for result in self.evidence.results
                if isinstance(result, Ok) and (way := _negative_means(result.value))
            }
        return self._negative_means

    def _reports_unshaped(self) -> bool:
        """Whether a number that is no misreading of the value it is nearest to, or labelled with, is reported as
        drift all the same: always when strict, otherwise only when the results hold one or two values, so that
        nothing else could be the number's source. Where they hold more, such a number was worked out in a way no
        reading models far more often than it was made up: on fourteen held-out sets, read once while fresh, these
        reports were false alarms twice as often as catches, and most catches flagged a number beside the one
        distorted."""
        if self.strict:
            return True
        if self._few_values is None:
            self._few_values = sum(
                1 for f in self.evidence.facts if f.value not in (None, 0) and not f.identifier and not f.weak) <= 2
        return self._few_values

    def _unsupported(self, claim: NumericClaim) -> bool:
        """A number that says what it is — written as money, a percentage, a measured or signed quantity, or
        followed or preceded by its own label words — yet matches no returned value, no argument and no sum or
        ratio of values: it restates the nearest value of its form wrongly. Numbers in words below ten, periods
        asked about and comparison points assert nothing of their own and are left alone."""
        quantity = claim.quantity
        if quantity.in_words and abs(quantity.value) < 10:
            return False
        formed = bool(quantity.currency or quantity.is_percent or quantity.dimension or quantity.explicit_sign)
        if not formed and not (claim.near or claim.after):
            return False
        dimension = quantity.dimension
        candidates = [
            f
            for f in self.evidence.facts
            if f.value not in (None, 0)
            and not f.identifier
            and not f.weak
            and compatible(claim, f)
            and (
                _same_form(claim, f)
                if quantity.currency or quantity.is_percent
                else _measures(f, dimension)
                if dimension is not None
                else f.unit is None
            )
        ]
        near = [f for f in candidates if distance(claim, f) <= SAME_FORM_MAX_LOG_RATIO]
        if not near or self.derivations.ratio(claim):
            return False
        # the nearest value a misreading's shape leads to ("87 of its 96" for present 78, beside enrolled 96)
        shaped = [(f, shape) for f in near if f.value is not None and significant_digits(f.value) >= 2
                  and (shape := _telling_drift(claim, f)) is not None]
        fact, shape = min(shaped, key=lambda pair: distance(claim, pair[0])) if shaped else (
            min(near, key=lambda f: distance(claim, f)), None)
        if shape is not None or self._reports_unshaped():
            self.judge_drift(claim, fact, shape or Drift.OTHER, unique=False)
        return True

    def _unexplained(self, claim: NumericClaim) -> None:
        """A number nothing accounts for; "0" and small numbers in words ("one", "一份") assert no content."""
        if self._advised(claim) or self.echoes_arguments(claim):
            return  # advice's own, or the call's own arguments told back ("more than 10 minutes late")
        quantity = claim.quantity
        if quantity.value == 0 or (quantity.in_words and abs(quantity.value) < 10):
            return
        if self.evidence.has_data and self._from_said(claim):
            return
        self.unexplained.append(claim)

    def _names_a_hyphenated_key(self, claim: NumericClaim) -> bool:
        """Whether a whole number joined by a hyphen to the next word ("4-point") is that key's own name
        (``four_point_…``, ``4_point_…``): the narration names the field, it tells no value."""
        joined = _HYPHENATED.match(self.text, claim.quantity.number_end)
        if joined is None or not claim.quantity.plain_integer:
            return False
        number = int(claim.quantity.value)
        names = {f"{number}_{joined[1].lower()}"} | {f"{word}_{joined[1].lower()}" for word, value in EN_SMALL.items()
                                                     if value == number}
        return any(name in key_of(f.path).lower() for f in self.evidence.facts for name in names)

    def _inside_a_key_name(self, claim: NumericClaim) -> bool:
        """Whether a number in words is part of a Chinese key's name written out with the words before it."""
        if self._key_names is None:
            self._key_names = {key for f in self.evidence.facts if not (key := key_of(f.path)).isascii()}
        return any(self.text[max(0, claim.start - before) : claim.end] in key for key in self._key_names
                   for before in (2, 3))

    def _unmatched_range(self, claim: NumericClaim) -> bool:
        """Whether the claim is one end of a range ("2～8℃", "2–8 °C", "2到8度") and no result holds either end."""
        index = self._index_of(claim)
        if index is None:
            return False
        for other, (first, second) in ((self.claims[index - 1] if index else None, (index - 1, index)),
                                       (self.claims[index + 1] if index + 1 < len(self.claims) else None,
                                        (index, index + 1))):
            if other is None:
                continue
            low, high = self.claims[first], self.claims[second]
            if high.start - low.quantity.number_end <= MAX_RANGE_GAP and _RANGE_GAP.fullmatch(
                    self.text, low.quantity.number_end, high.start) is not None:
                return not self.matching(low) and not self.matching(high)
        return False

    def _index_of(self, claim: NumericClaim) -> int | None:
        """The claim's place among the narration's claims (a map built once, not a scan per claim)."""
        if self._positions is None:
            self._positions = {c.start: i for i, c in reversed(list(enumerate(self.claims)))}
        return self._positions.get(claim.start)

    def _among_counts(self, fact: Fact) -> bool:
        """A whole number beside whole numbers only, none of them money, in one object: a condition report's
        ``losses: 2`` beside ``tears: 0`` and ``abrasions: 7`` counts losses, whatever money "losses" names
        elsewhere."""
        holder = holder_of(fact.path)
        siblings = [f for f in self.evidence.facts if f is not fact and f.call_id == fact.call_id
                    and not f.derived and holder_of(f.path) == holder]
        return (fact.value is not None and fact.value == int(fact.value) and len(siblings) >= 2 and all(
            f.value is not None and f.value == int(f.value) and not is_money(f) and f.unit is None for f in siblings))

    def _whole_before_its_part(self, claim: NumericClaim, part: Fact) -> bool:
        """The next number of the clause states `part`, smaller than this one: "48个站报了45个" tells the whole, then
        the part the label names."""
        index = self._index_of(claim)
        if index is None or index + 1 >= len(self.claims):
            return False
        following = self.claims[index + 1]
        return (matches(following, part) and abs(following.quantity.value) < abs(claim.quantity.value)
                and not _CLAUSE_EDGE.search(self.text, claim.end, following.start)
                and not self.scan.concepts_between(claim.end, following.start))  # no other field named between

    def _holds_a_day(self) -> bool:
        """Whether a result holds a calendar day (found once per narration)."""
        if self._days is None:
            self._days = bool(days_held(r.value for r in self.evidence.results))
        return self._days

    def _echoes_a_name(self, fact: Fact) -> bool:
        """A text value that repeats a text argument (``baozhuangji: "2#"`` asked as ``ji: "2#"``): the thing's name,
        read as a number only by its digit, no field a count is told under."""
        if not isinstance(fact.raw, str):
            return False
        if self._argument_texts is None:
            self._argument_texts = {value for result in self.evidence.results
                                    for value in result.arguments.values() if isinstance(value, str)}
        return fact.raw in self._argument_texts

    def _refers_back(self, claim: NumericClaim) -> bool:
        """"the 19,862" after "19,862 scans": a definite article before a number written as an earlier one was,
        where the earlier one states a value, points back to it and tells nothing new; so does "the two … ones"."""
        start = claim.quantity.start
        if not self.text.endswith(("the ", "The "), 0, start) or (start > 4 and self.text[start - 5].isalpha()):
            return False
        if claim.quantity.in_words and _ONES_AFTER.match(self.text, claim.end):
            return True  # "The two low ones should get quotes": the things just listed, counted again
        written = self.text[claim.quantity.number_start : claim.quantity.number_end]
        return any(other.end <= claim.start and self.text[other.quantity.number_start : other.quantity.number_end]
                   == written and bool(self.matching(other)) for other in self.claims)

    def _numbers_a_key(self, claim: NumericClaim) -> bool:
        """The number is a word of a result's key (222 of ``form_222_count``): it names the field, it is no value."""
        digits = self.text[claim.quantity.number_start : claim.quantity.number_end]
        return any(digits in key_words_of(key_of(f.path)) for f in self.evidence.facts)

    def _parts_open_after(self, claim: NumericClaim) -> bool:
        """A bracket or a colon between the number and the next one: what follows is its breakdown."""
        index = self._index_of(claim)
        if index is None or index + 1 >= len(self.claims):
            return False
        return _BREAKDOWN_OPENS.search(self.text, claim.end, self.claims[index + 1].start) is not None

    def _total_of_parts_after(self, claim: NumericClaim) -> bool:
        """A total told before the returned parts it adds up, in one sentence ("总奖金486万：基础300万，众筹186万"): the
        parts each restate a value and the total is their sum, not a drifted part."""
        stated = claim.quantity.value
        if not stated or claim.sign or claim.quantity.is_percent:
            return False
        index = self._index_of(claim)
        if index is None:
            return False
        running = 0.0
        for count, part in enumerate(self.claims[index + 1 : index + 1 + MAX_SAID_BACK], start=1):
            if SENTENCE_BREAK.search(self.text, claim.end, part.start) is not None:
                return False
            if not part.quantity.is_percent and self._numbers_a_key(part):
                continue  # "10 orders (4 paper 222s and 6 through CSOS)": 222 names a form (``form_222_count``)
            if part.quantity.is_percent != claim.quantity.is_percent or not self.matching(part):
                return False
            running += part.quantity.value
            if count >= 2 and close(stated, running, claim.tolerance):
                return True
        return False

    def _from_said(self, claim: NumericClaim, back: int | None = None) -> bool:
        """The number is worked out from two numbers the narration stated just before it: their gap or sum ("48
        credits; Gold needs 60, so you're 12 short"), or their ratio or percent change ("March was $49,812.40, so
        April was up 7.75%" after April's $53,671.25). Arithmetic on what was already said states no new value."""
        quantity = claim.quantity
        stated = abs(quantity.value)
        if not stated:
            return False
        if (claim.sign or quantity.explicit_sign or _SIDE_AFTER.match(self.text, claim.end) or (
                self.directions and self._direction(claim))) and (quantity.is_percent or any(
                f.value is not None and close(abs(f.value), stated, claim.tolerance) for f in self.evidence.facts)):
            # which way a change went is checked elsewhere: a percent change, or a gap a returned value also
            # holds, told with a direction is not skipped ("drew down 263 pallets net" between two sums said is)
            return False
        index = self._index_of(claim)
        if not index:
            return False
        stop = self._sentence_end_after(claim.end)
        following = [] if quantity.is_percent else [
            c for c in self.claims[index + 1 : index + 1 + MAX_SAID_AHEAD] if c.end <= stop]
        # numbers in words with a unit ("2小时35分钟") or counting two or more ("两个人平摊"): a bare "one" is too
        # loose to work from
        said = self._said_before(index, back or MAX_SAID_BACK)
        said += [c.quantity for c in following if c.quantity.value and _workable(c.quantity)]
        if worked_from(quantity, claim.tolerance, said):
            return True
        # the gap between a number said in its own sentence and a returned value ("7班离555的线平均还差33.2分" for
        # 总分平均 521.8): the mark is said, the score is the result's
        start = self._sentence_start(claim.start)
        near = [c.quantity.value for c in self.claims[max(0, index - 2) : index] if c.start >= start
                and c.quantity.value and not c.quantity.is_percent]
        return not quantity.is_percent and near != [] and (
            _GAP_BEFORE.search(self.text, max(0, claim.start - 6), claim.start) is not None
            or _GAP_AFTER.match(self.text, claim.end) is not None) and any(
            close(stated, abs(value - f.value), claim.tolerance) for value in near for f in self.evidence.facts
            if f.value is not None and not f.derived and not f.identifier)

    def _shifted_whole(self, claim: NumericClaim) -> bool:
        """Report a number that is one returned value with every one of its significant digits (MIN_EXACT_DIGITS
        or more) at another magnitude: a shifted decimal point, which no approximate derivation explains better."""
        written = claim.quantity.value
        if not written or significant_digits(written) < MIN_EXACT_DIGITS:
            return False
        for fact in self.evidence.facts:
            if (fact.value and not fact.identifier and not fact.weak and not fact.derived and compatible(claim, fact)
                    and drift(claim, fact, strict=True) is Drift.MAGNITUDE
                    and abs((ratio := math.log10(abs(fact.value / written))) - round(ratio)) < EXACT_SHIFT):
                self.judge_drift(claim, fact, Drift.MAGNITUDE, unique=True)
                return True
        return False

    def _worked_exactly_from_said(self, claim: NumericClaim) -> bool:
        """The number equals, to its last written digit, the sum or gap of two numbers said before it, and is
        written with enough digits that this is no coincidence ("Closing balance −$19,273.60" under "Opening
        balance −$37,129.60" and "Royalty $17,856.00"): worked out, whatever value it also looks misread from."""
        quantity = claim.quantity
        if significant_digits(abs(quantity.value)) < MIN_EXACT_DIGITS:
            return False
        index = self._index_of(claim)
        if not index:
            return False
        return worked_from(quantity, written_precision(claim) / abs(quantity.value),
                           self._said_before(index, MAX_SAID_BACK))

    def _said_before(self, index: int, back: int) -> list[Quantity]:
        """The numbers said just before the claim at `index` that a number may be worked from (no time windows,
        no zeros, no bare "one")."""
        return [c.quantity for c in self.claims[max(0, index - back) : index]
                if not c.window and c.quantity.value and _workable(c.quantity)]

    def _shaped_drift(self, claim: NumericClaim, strict: bool, among: list[Fact] | None = None) -> Fact | None:
        """Report drift against the fact the claim most plausibly distorts (by drift shape), if there is one."""
        in_words = claim.quantity.in_words
        candidates = [
            f
            for f in (among if among is not None else self.evidence.facts)
            if not f.identifier and not f.weak and f.value is not None and compatible(claim, f)
            and not (in_words and f.derived)  # "three of the 14 seats" is no distorted count of two balloons
        ]
        dimension = claim.quantity.dimension
        if dimension is not None and any(dimension_of(f.unit) == dimension for f in candidates):
            # "+26.4 吨" distorts a value in tonnes if the results have one, not a count of bottles
            candidates = [f for f in candidates if dimension_of(f.unit) == dimension]
        shaped = [(f, shape) for f in candidates if (shape := self._shape(claim, f, strict)) is not None]
        if not shaped:
            return None
        fact, shape = min(shaped, key=lambda pair: distance(claim, pair[0]))
        self.judge_drift(claim, fact, shape, unique=len(shaped) == 1)
        return fact

    @staticmethod
    def _shape(claim: NumericClaim, fact: Fact, strict: bool) -> Drift | None:
        """The drift shape from the fact to the claim; a shifted decimal of a value in the very unit the claim is
        written in ("0.4 dB" for a loss of 0.04 dB) is telling even with one significant digit."""
        shape = drift(claim, fact, strict)
        unit = claim.quantity.unit
        if shape is None and strict and unit is not None and unit != "%" and fact.unit == unit:
            loose = drift(claim, fact, strict=False)
            return loose if loose in MISREAD_SHAPES else None  # "83 minutes" for duration_min 38
        return shape

    def _check_labelled(self, claim: NumericClaim, labelled: list[Fact], context: frozenset[str], own: bool) -> None:
        if self.evidence.nulls and (empty := self._null_in_named_row(claim, labelled)) is not None:
            self.report_null(claim, empty)  # "PRR-25-0377 …: 342 pages" where that request's pages are null
            return
        if (flipped := self._told_positive_of_negative(claim)) is not None and any(f is flipped for f in labelled):
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)  # "复核调整+3200元" for -3200
            return
        valued = [f for f in labelled if f.value is not None]
        # the label reaches one field of all the calls, by a specific word (before the scope narrows the calls)
        alone = len(labelled) == 1 and bool((context & concepts_of(labelled[0])) - GENERIC_LABELS)
        row = self.scope.in_named_row(claim, valued)
        if _one_call(labelled) and any(matches(claim, f) for f in row):
            return  # the label's value is stated: the faithful case, whatever call the narration is on
        scope = self.scope.call_of(claim)
        in_scope = scope is not None and any(f.call_id == scope for f in labelled)
        if in_scope:
            labelled = [f for f in labelled if f.call_id == scope]
        in_rows = [f for f in labelled if f.value is not None]
        numeric = self.scope.in_named_row(claim, in_rows)
        if any(matches(claim, f) for f in numeric) or self.echoes_arguments(claim):
            return
        matching = self.matching(claim)
        if in_scope and scope is not None:
            paths = {f.path for f in labelled}
            elsewhere = [f for f in matching if f.call_id != scope and f.path in paths and not f.derived]
            if not elsewhere and len(labelled) == 1 and (others := [
                    f for f in matching if f.call_id != scope and not f.derived and not f.weak and not f.identifier
            ]) and self._unstated_in_named_scope(claim, labelled[0], scope):
                # "- Secondary (Medigap Plus): paid $58.60" where 58.60 is the primary's patient pay and the
                # secondary's own plan_paid is told nowhere: the other call's value stands in for this call's
                elsewhere = others
        elif len(labelled) == 1 and scope is None:
            # the label's other words chose one of the calls returning this key ("充电电费" of two 电费): the
            # same key of the other call is the swap
            elsewhere = [f for f in matching if f.call_id != labelled[0].call_id and f.path == labelled[0].path
                         and not f.derived]
        else:
            elsewhere = []
        if len(numeric) < len(valued):
            # the line names one row: the same field of another row is the swap ("罚款150元" told for the record
            # whose fine is 200, while 150 is the next record's)
            fields = {ROW_INDEX.sub("[]", f.path) for f in numeric}
            elsewhere += [f for f in matching if f not in numeric and ROW_INDEX.sub("[]", f.path) in fields
                          and f in valued]
        flipped = self._written_sign_flipped(claim) if claim.quantity.explicit_sign and not matching else None
        if claim.quantity.explicit_sign and len(numeric) == 1 and numeric[0].value and close(
                -claim.quantity.value, numeric[0].value, claim.tolerance):
            flipped = numeric[0]  # "| 酒店 | … | +0.04 |" for the row's -0.04: its own value, sign flipped, whatever
            # gap between other rows 0.04 also is
        if flipped is None and claim.sign and not own and not matching:
            flipped = self._told_sign_flipped(claim)  # "liquid egg is $3.12/kg, up 13.8%" for mom_change -0.138,
            # where only an earlier clause's "/kg" labelled the change
        if flipped is not None and flipped.meaning is not None and flipped.meaning.signed:
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)  # "+0.33" where rating_delta is -0.33
            return
        if self._partial_count_lie(claim, in_rows, matching) or (
                not (len(numeric) < len(in_rows) and self._on_a_row_line(claim))  # a row's line tells its own
                and (combines(claim, in_rows) or self.derivations.weighted_mean(claim, in_rows))
                and not any(f in matching for f in in_rows)):
            return  # a sum, gap or weighted mean across rows ("won it by two points") is judged over every row
        if (matching and claim.whole and claim.quantity.unit is None and not claim.quantity.currency
                and all(is_money(f) or f.unit is not None for f in labelled)):
            return  # "274 of 300 room-nights": a count's whole, not the total cost the result also holds
        top = max(f.label_score(context) for f in labelled)
        swapped = elsewhere + [
            f
            for f in matching
            if not f.derived
            and not f.weak
            and not (f.identifier and not f.value)  # an envelope's "code": 0 is no field a 0 was meant for
            and not (f.identifier and isinstance(f.raw, str) and claim.quantity.unit is None
                     and not claim.quantity.currency)
            # "3117 at 42%": a number that is a row's id names the row, it measures nothing
            and f.meaning is not None
            and (f.label_score(context) < top or any(needs_unsaid_qualifier(f, m, context) for m in labelled))
            and (not in_scope or f.call_id == scope or (
                # a value of another call under a key the label does not name at all, told in a clause that
                # names this call's thing ("CA1515票价980元" where 980 is the hotel's 房价): a cross-call swap
                f.label_score(context) == 0 and (names_key_exactly(labelled, context) or (
                    alone and not f.meaning.heads <= GENERIC_LABELS))))
            # (or by a specific word no field of any call but this one answers to, "wallet: $165.00", where the
            # other call's field names its own thing: a bare ``heji`` of culls may be what "死淘186只" counts)
        ]
        meant = self._best(claim, numeric, context) if numeric else None
        if meant is not None and not elsewhere and meant.parents & context:
            # "By brand: Visa 93.1%" names byBrand.visa.approvalRate: the overall approvalRate's 0.931 is the swap
            elsewhere = [f for f in swapped if f.call_id == meant.call_id and f.path != meant.path
                         and key_of(f.path) == key_of(meant.path) and not f.parents & context]
        if meant is not None and swapped and not (_is_count(meant) or counts_things(meant)) and (
                self._counts_things(claim)) and (
                (is_money(meant) and not any(is_money(f) for f in swapped) and not self._among_counts(meant))
                or any(_is_count(f) for f in matching)
        ) and not (meant.meaning is not None and claim.after[:1] and claim.after[0] in meant.meaning.concepts
                   and not _BOUNDS.isdisjoint(meant.meaning.concepts)) and not (
                len(numeric) == 1 and names_key_exactly(numeric, frozenset(claim.near))):
            # "up to 8 people" counts people: not the site fee its sentence began with; but "the minimum order is
            # 6 cases" counts what ``min_cases`` bounds, and "投诉工单57张" names its one field by all its words
            return
        if (meant is not None and swapped and (own or (in_scope and bool(elsewhere))) and not meant.derived
                and (names_key(meant, context) or (elsewhere and bool(meant.parents & context)))
                and (elsewhere or clear_swap(context, meant, swapped, claim.near))):
            if self._sign_flipped(claim, meant):
                self.judge_drift(claim, meant, Drift.SIGN_FLIP, unique=False)
                return
            if (self._says_which_way(claim) and not (meant.meaning is not None and meant.meaning.signed)
                    and all(f.meaning is not None and f.meaning.signed for f in swapped)):
                # "实盘比账面少了37件": a gap told with its side states the signed field (差异) that holds it, not
                # the level its comparison began with (a change told as another change is still a swap)
                return
            if elsewhere and self._ends_a_change_from(claim, meant):
                return  # "从每晚 428 分钟降到了 402 分钟": last week's value, then this week's
            if (named_beside(claim, meant, swapped) or self.scope.row_named(claim, meant, swapped[0])
                    or self._holder_named_later(claim, meant, swapped)):
                return
            if claim.quantity.currency and not is_money(meant) and all(is_money(f) for f in swapped) and (
                    self._told_elsewhere(claim, meant, context) or any(
                        f.meaning is not None and not f.meaning.concepts.isdisjoint(context) for f in swapped)):
                # "$48.9k … across 41 events": another number states the label's own field; "$250 for the sink
                # cutout" names the cutout's price as well as the count of sink cutouts, and only one is money
                return
            if not claim.quantity.value and all(_is_count(f) or f.path.startswith("len(") for f in swapped):
                return  # "zero accounts flagged, out of 48,210 scanned": none found, told as the count of none
            if QUANTIFIED_WHOLE.search(self.text, max(0, claim.start - MAX_QUANTIFIER_REACH), claim.start):
                return  # "None of our 212 machines is offline": the set quantified, no field its noun names
            if not claim.near and self._label_leads_on(claim):
                return  # "112所高校中排名第3": the label after the number is the next number's
            if not claim.near and self.text[: claim.start].rstrip().endswith(("(", "（")) and any(
                    not concepts_of(f).isdisjoint(claim.far) for f in swapped):
                return  # "Transfers were the biggest slice (41 bags, …)": the aside's subject is named before it
            if any(f.path.count(".") > 1 and (context & f.parents) - meant.parents for f in swapped):
                return  # the label names the object holding the value ("Archive: 34 TB" for by_class.archive.tb)
            if (claim.quantity.unit is not None and meant.unit is None
                    and all(f.unit == claim.quantity.unit or (
                        f.unit is not None and dimension_of(f.unit) == claim.quantity.dimension) for f in swapped)):
                # "46 bales for 55,890 lb": the pounds are total_lb's, whatever word stands nearer; "up to 7 days"
                # is max_wall_minutes', not the count of jobs named after it
                return
            counter = claim.quantity.counter
            if counter and all(key_of(f.path).endswith((counter + "数", counter + "次")) for f in swapped) and not (
                    key_of(meant.path).endswith((counter + "数", counter + "次"))):
                return  # "12期算下来接近13%": the counter 期 names 期数, whatever label stands before it
            if _SAVES_BEFORE.search(self.text, max(0, claim.start - 12), claim.start) and self._from_said(
                    claim, back=MAX_SAVES_BACK):
                return  # "得力比齐心省600": the gap between two totals said, not 齐心's freight of the same size
            if self._row_cell_names_key(claim, swapped):
                return  # "| A | 5 |" under "| Grade | Students |": the row's own cell names grades.A
            if _REST_BEFORE.search(self.text, max(0, claim.start - MAX_REST_GAP), claim.start):
                return  # "82% from the cabinets and the rest (~33.2k) from central": the rest is not the cabinets'
            if total_of_named_parts(labelled, swapped[0], context):
                return  # "gaming win was about $24.9M" names slot_win and table_win: their total is told
            if in_scope and all(f.call_id != scope and f not in elsewhere for f in swapped) and self._from_said(claim):
                return  # "3 setups spare" is 32 − 29 worked out, whatever another call holds a 3 for
            if (claim.tolerance > TOLERANCE and significant_digits(claim.quantity.value) <= MAX_ROUND_DIGITS
                    and significant_digits(swapped[0].value or 0.0) > significant_digits(claim.quantity.value)
                    and key_of(meant.path) != key_of(swapped[0].path) and not names_key_exactly([meant], context)):
                return  # "about $39.1k a month": a hedged round figure of the value it states, under a loose label
                # ("roughly 4.7 days" for a 4.7 copies that value whole: no rounding hides which field it is)
            if in_a_condition(self.text, claim.start):
                return  # "If the surface gets past 120": another field's value supposed (the policy line), no swap
            if self._whole_before_its_part(claim, meant):
                return  # "48个站报了45个": the total, then the count the label names
            if _PERIOD_ADJECTIVE.match(self.text, claim.quantity.number_end) and meant.unit is None and all(
                    "term" in concepts_of(f) for f in swapped):
                return  # "three 5-year renewals": the term of each, not the count of renewals the label names
            if self._parts_open_after(claim) and self._total_of_parts_after(claim):
                return  # "10 orders (4 paper 222s and 6 through CSOS)": the parts told after it add up to it
            if not context.isdisjoint(_WHAT_IS_LEFT) and concepts_of(meant).isdisjoint(_WHAT_IS_LEFT) and (
                    self._from_said(claim, back=2)):
                return  # "the cooler is at 6 of 8, so two spaces are free": the gap of the two just said, where no
                # key holds what is left (a swap of used and left would still be one)
            self.report_swap(claim, meant, swapped[0])
            return
        if matching:
            return
        if not numeric:
            if (own or not claim.quantity.in_words or abs(claim.quantity.value) >= _SMALL_IN_WORDS) and not (
                    claim.quantity.in_words and _NEGATED_BEFORE.search(
                        self.text, max(0, claim.start - MAX_NEGATED_GAP), claim.start)):
                # not "…by Friday, two weeks after we filed it", nor "the system didn't give one" (no value, said so)
                self.report_null(claim, labelled[0])
            return
        if not own:
            if (not self.derivations.arithmetic(claim)
                    and not (self.derivations.rate(claim) and not any(
                        drift(claim, f, strict=True) is Drift.DIGIT_SWAP  # "$9k a call" is a rate; "6.51 h"
                        for f in self.evidence.facts if not f.derived))  # for 6.15 misreads one whatever it divides
                    and self._shaped_drift(claim, strict=False, among=numeric) is None
                    and not self._drift_in_named_row(claim)
                    and self._shaped_drift(claim, strict=True) is None):
                # a label borrowed from an earlier clause ("a 38-minute bake, and the line lost 74 minutes to
                # downtime") is weak: a number it fits no value of still misreads the value it is shaped like, or
                # is judged as a number no label ties to
                self._check_unlabelled(claim)
            return
        best = self._best(claim, numeric, context)
        if claim.quantity.currency and not is_money(best) and (empty := self._money_null(claim)) is not None:
            self.report_null(claim, empty)  # "$172,000 base" where base_salary is null: not a drifted count
            return
        shape = drift(claim, best, strict=False)
        if (shape is Drift.SIGN_FLIP and not claim.quantity.explicit_sign and (best.value or 0) > 0
                and (dimension := claim.quantity.dimension) in _NEVER_BELOW_ZERO
                and dimension_of(best.unit) == dimension
                and (best.meaning is None or (best.meaning.concepts & SIGNED_CONCEPTS) <= {"net"})):
            return  # "T-412 dropped 20,480 lb net": a load dropped off; a net weight is no change below zero
        if not names_key(best, context):
            self._check_unlabelled(claim)
            return
        if claim.sign and shape is not Drift.SIGN_FLIP and (flipped := self._told_sign_flipped(claim)) is not None:
            # "the rate went up $28" under rate keys, where change_usd is -28: the change's sign, flipped
            self.judge_drift(claim, flipped, Drift.SIGN_FLIP, unique=True)
            return
        if shape is not Drift.SIGN_FLIP and self._worked_in_named_row(claim):
            return  # "L3 (21.2 m free)": the named row's length less its used length
        if shape is not Drift.SIGN_FLIP and _COMPARED_BY_BEFORE.search(
                self.text, max(0, claim.start - MAX_COMPARED_GAP), claim.start) and (
                self.derivations.arithmetic(claim)):
            return  # "山顶比山脚厚56公分": the gap between the two named, whatever digit of one it also changes
        if shape is not Drift.SIGN_FLIP and not (shape is Drift.DIGIT_SWAP or (
                shape in MISREAD_SHAPES and (_same_form(claim, best) or len(numeric) == 1 < len(in_rows)))) and (
                self.derivations.rate(claim) or ((shape is None or claim.sign) and self.derivations.arithmetic(claim))
                or self.derivations.worked_from_values(claim)):
            # a rate worked out ("about $127 per stop"), or a change that is a gap ("up 124" = 1,240 - 1,116); a
            # value told with the wrong sign is a flip whatever sum it also equals, and the named field's own value
            # misread (0.8% for a rate of 0.08), or the value of the one row the line names, is a misreading
            # whatever quotient it happens to equal
            return
        if shape is None:
            other = self._same_number_elsewhere(claim, best)
            if other is not None and clear_swap(context, best, [other], claim.near):
                self.report_swap(claim, best, other)
                return
            if (claim.quantity.in_words and abs(claim.quantity.value) < MAX_WORDED_FEW
                    and abs(best.value or 0) >= MAX_WORDED_FEW):
                return  # "one full + 14 days of incrementals": a few things counted, no misread of 524,288
        if shape is None and not self._reports_unshaped():
            self._shaped_drift(claim, strict=True)  # no misreading of its own field's value; maybe of another's
            return
        if shape is not Drift.SIGN_FLIP and self._worked_exactly_from_said(claim):
            return
        # the value of the one row the line names, misread ("SMT-2: … 18.4 DPMO" for its 184), whatever other
        # numbers said before it also make
        self.judge_drift(claim, best, shape or Drift.OTHER, unique=True,
                         misread=shape in MISREAD_SHAPES and len(numeric) == 1 < len(in_rows))

    def _in_table_row(self, claim: NumericClaim) -> bool:
        """Whether the claim sits in a Markdown table row."""
        return self.text.startswith("|", self._line_start(claim.start))

    def _on_a_row_line(self, claim: NumericClaim) -> bool:
        """Whether the claim sits in a table row, or is a plain figure of a list item: a line that lists one row's
        values ("还少赛一场" on a list line still compares with the other rows)."""
        return self._in_table_row(claim) or (_LIST_LINE.match(self.text, self._line_start(claim.start)) is not None
                                             and not claim.quantity.in_words and not claim.sign)

    def _row_values(self) -> list[Fact]:
        """The values returned in list rows (none worked out, no ids, no numbers read from text), for the checks
        that read a line naming one row; found once per narration."""
        if self._rows is None:
            self._rows = [f for f in self.evidence.facts if ROW_INDEX.search(f.path) and f.value is not None
                          and not f.derived and not f.identifier and not f.weak]
        return self._rows

    def _line_start(self, position: int) -> int:
        """Where the line holding `position` starts."""
        return self.text.rfind("\n", 0, position) + 1

    def _drift_in_named_row(self, claim: NumericClaim) -> bool:
        """A number whose only label is an earlier clause's, on a line that names a list row ("- Bin 12 (Vref
        trim fail): 98.6" for the row whose die count is 986): reported against that row's value it misreads."""
        in_rows = self._row_values()
        row = self.scope.in_named_row(claim, in_rows)
        return len(row) < len(in_rows) and self._shaped_drift(claim, strict=True, among=row) is not None

    def _drift_of_counted(self, claim: NumericClaim) -> bool:
        """A count whose Chinese counter names the key that counts it ("91人" for 人数, "3台" for 台数), in the row
        its line names: reported against that value when it misreads it (19人 told as 91人)."""
        counted = self._counted_by(claim)
        if not counted:
            return False
        return self._shaped_drift(claim, strict=False, among=self.scope.in_named_row(claim, counted)) is not None

    def _stated_by_another(self, claim: NumericClaim, fact: Fact) -> bool:
        """Whether another number of no unit states the fact's value ("3天" does not state a count of 3)."""
        return any(other is not claim and other.quantity.unit is None and fact in self.matching(other)
                   for other in self.claims)

    def _counted_by(self, claim: NumericClaim) -> list[Fact]:
        """The returned counts whose key ends with the claim's Chinese counter and 数 or 次 (人数 for "3920人"), or
        with the English word for what it counts (``orders`` for "出了73单")."""
        counter = claim.quantity.counter
        if not counter:
            return []
        english = _COUNTED_IN_ENGLISH.get(counter, ())
        return [f for f in self.evidence.facts if f.value is not None and not f.derived and not f.identifier
                and ((key := key_of(f.path)).endswith((counter + "数", counter + "次"))
                     or (english and key.isascii() and key.lower().rsplit("_", 1)[-1] in english))]

    def _row_cell_names_key(self, claim: NumericClaim, facts: list[Fact]) -> bool:
        """Whether the claim sits in a table row whose first cell is the key of the facts it equals ("| A | 5 |"
        for ``grades.A``): the row says what the number is, whatever the column's header says."""
        line_start = self._line_start(claim.start)
        line = self.text[line_start : claim.start]
        if not line.lstrip().startswith("|"):
            return False
        first = line.strip().strip("|").split("|", 1)[0].strip(" *").lower()
        return bool(first) and all(key_of(f.path).lower() == first for f in facts)

    def _misread_in_named_row(self, claim: NumericClaim) -> bool:
        """A number on a line that names one list row and is a shifted decimal or a digit swap of one of that
        row's values: reported against it before any sum or quotient of other values may explain it."""
        in_rows = [f for f in self._row_values() if compatible(claim, f)]
        row = self.scope.in_named_row(claim, in_rows) if in_rows else []
        if not row or len(row) >= len(in_rows):
            return False
        # within the row the line names, two swapped digits are telling too ("| Duarte | 69 |" for 96 hours)
        misread = [(f, shape) for f in row if (shape := drift(claim, f, strict=True)) in MISREAD_SHAPES or (
            (shape := drift(claim, f, strict=False)) is Drift.DIGIT_SWAP and (
                _same_form(claim, f) or _counted_alike(claim, f)))]
        if len(misread) != 1 or any(close(abs(claim.quantity.value), product, claim.tolerance)
                                    for _, product in row_products(row)):
            return False  # "平日：100人，128万": the row's 100 members times its 年费 12,800, no 12,800 misread
        self.judge_drift(claim, misread[0][0], misread[0][1], unique=True)
        return True

    def _swapped_across_units_in_row(self, claim: NumericClaim) -> bool:
        """"豆粕：27吨，…，够86天" for 豆粕's 86 t in stock and 27 days of cover: on a line that names one row, a
        measure whose one field of that unit in the row holds another value, told with the number of another field
        of the row, is that field's value under the unit's field."""
        in_rows = self._row_values()
        row = self.scope.in_named_row(claim, in_rows) if in_rows else []
        if not row or len(row) >= len(in_rows):
            return False
        dimension = claim.quantity.dimension
        kin = [f for f in row if dimension_of(f.unit) == dimension]
        if len(kin) != 1 or matches(claim, kin[0]) or isinstance(kin[0].raw, str):
            return False  # (a row's name "50公里" is no measure of it)
        told = [f for f in row if f is not kin[0] and f.value is not None and dimension_of(f.unit) != dimension
                and close(abs(f.value), abs(claim.quantity.value), claim.tolerance)]
        if not told and id(kin[0]) not in self.stated and self._row_named_in_clause(claim, kin[0]):
            # "T-2 at 536 bbl" where T-2's level (281 bbl) is told nowhere and 536 is the barrels another call
            # hauled: a value from elsewhere in the row's place (not "117 hours between Luis, Tam and Jo")
            told = [f for f in self.matching(claim) if not f.derived and not f.weak and f not in row]
        if len(told) != 1:
            return False
        self.report_swap(claim, kin[0], told[0])
        return True

    def _worked_in_named_row(self, claim: NumericClaim, per_unit: bool = False) -> bool:
        """A number on a line that names one list row and equals the gap between two of that row's values
        ("Most of the space is on L3 (21.2 m free)" for L3's length_m 84 and used_m 62.8): worked out there.
        `per_unit`: the number is a rate ("约0.270吨/海里" for a voyage's 305.1 t over 1,132 nm), worked out of its
        row even where another value (a 0.27 plan) has its size."""
        in_rows = self._row_values()
        row = self.scope.in_named_row(claim, in_rows) if in_rows else []
        if len(row) >= len(in_rows):
            row = self._row_stated_on_line(claim, in_rows)
        if len(row) >= len(in_rows) or len(row) < 2:
            return False
        stated = abs(claim.quantity.value)
        if not per_unit and any(f.value is not None and close(abs(f.value), stated, claim.tolerance)
                                for f in self.evidence.facts):
            return False  # a returned value of that size: the number restates it, rightly or with a flipped sign
        step = written_precision(claim) * 1.000001
        kinds = [(f.value, is_money(f)) for f in row if f.value is not None]
        # the rate of one value over another, told apart by position (floats have no identity to go by once compiled)
        pairs = [(a, b) for i, (a, _) in enumerate(kinds) for j, (b, _) in enumerate(kinds) if b and i != j]
        if per_unit:
            return any(close(stated, a / b, claim.tolerance) and abs(stated - a / b) <= step for a, b in pairs)
        worked = [abs(a - b) for i, (a, money) in enumerate(kinds) for b, other in kinds[i + 1 :] if money == other]
        # and the rate of one value over another ("刘畅：123" for 1,107 lines over 9 hours), or a hedged rate
        # under one ("CM-2830: about 0.274 t" a mile)
        worked += [a / b for a, b in pairs if abs(a) > abs(b) or claim.tolerance > TOLERANCE]
        # and a count times a price ("公司：74人，约385万" for 74 members at a 年费 of 52,000)
        worked += [product for _, product in row_products(row)]
        return any(close(stated, value, claim.tolerance) and abs(stated - value) <= step for value in worked)

    def _row_stated_on_line(self, claim: NumericClaim, in_rows: list[Fact]) -> list[Fact]:
        """The values of the one list row whose values the other numbers on the claim's line state ("| 8-10点 |
        1864 | 136 |": 1864 is one slot's 已约, so 136 may be worked from that slot's values); none otherwise."""
        start = self._line_start(claim.start)
        end = self.text.find("\n", claim.end)
        end = len(self.text) if end < 0 else end
        held = {id(f): row_path(f.path) for f in in_rows}
        rows = {held[id(f)] for other in self.claims if other is not claim and start <= other.start < end
                for f in self.matching(other) if id(f) in held}
        if len(rows) != 1:
            return []
        (path,) = rows
        return [f for f in in_rows if held[id(f)] == path]

    def _names_the_key(self, claim: NumericClaim, labelled: list[Fact]) -> bool:
        """The number word is a word of the labelled key's own name."""
        written = self.text[claim.quantity.number_start : claim.quantity.number_end].lower()
        return any(written in words(key_of(f.path)) for f in labelled)

    def _sentence_start(self, position: int) -> int:
        """Where the sentence holding `position` starts."""
        return max(self.text.rfind(mark, 0, position) for mark in ("。", "！", "？", "!", "?", "\n", ". ")) + 1

    def _sentence_end_after(self, position: int) -> int:
        """Where the sentence holding `position` ends (the text's end when no break follows)."""
        end = SENTENCE_BREAK.search(self.text, position)
        return end.start() if end else len(self.text)

    def _holder_named_later(self, claim: NumericClaim, meant: Fact, holders: list[Fact]) -> bool:
        """The words after the counted noun, up to the next number of the sentence, name the field that holds the
        value ("412 aliquots have been withdrawn" for ``withdrawn: 412`` beside ``total_aliquots``): the noun says
        what is counted, the verb which count it is."""
        if not claim.after or claim.near:
            return False
        index = self._index_of(claim)
        following = self.claims[index + 1].start if index is not None and index + 1 < len(self.claims) else None
        end = min(following or len(self.text), self._sentence_end_after(claim.end))
        if (other_words := AFTER_STOP.search(self.text, claim.end, end)) is not None:
            end = other_words.start()  # "$68.04 total including taxes": the taxes are not this number's
        if (comma := _CLAUSE_EDGE.search(self.text, claim.end, end)) is not None:
            end = comma.start()  # "at 92 DIM, confirmed pregnant": the next clause says what she is, not the 92
        said = {concept for _, concept in self.scan.concepts_between(claim.end, end)}
        own = concepts_of(meant)
        return any(f.meaning is not None and not said.isdisjoint(f.meaning.concepts - own) for f in holders)

    def _told_elsewhere(self, claim: NumericClaim, meant: Fact, context: frozenset[str]) -> bool:
        """Another number of the narration states `meant`'s value under a word of this label ("Event space
        bookings brought in $48.9k across 41 events"): the label word is that number's, so this one is not a swap
        into `meant`."""
        if meant.meaning is None:
            return False
        words = context & meant.meaning.concepts
        return bool(words) and any(
            other is not claim and not words.isdisjoint(other.near + other.after) and matches(other, meant)
            for other in self.claims)

    def _ends_a_change_from(self, claim: NumericClaim, meant: Fact) -> bool:
        """The claim is where a change went ("…降到了 402", "…fell to 402") from a number the same sentence states
        as `meant`'s value: two periods' values told in order, whichever call the narration last named."""
        if _CHANGE_TO.search(self.text, max(0, claim.start - MAX_CHANGE_TO_GAP), claim.start) is None:
            return False
        sentence = max(self.text.rfind(mark, 0, claim.start) for mark in "。！？!?\n")
        return any(sentence < other.start and other.end <= claim.start and matches(other, meant)
                   and _FROM_BEFORE.search(self.text, max(0, other.start - MAX_CHANGE_TO_GAP), other.start)
                   for other in self.claims)

    def _label_leads_on(self, claim: NumericClaim) -> bool:
        """Another number follows the words after this one in the same clause ("112所高校中排名第3"): the label
        words between them lead on to that number."""
        following = _DIGIT_AHEAD.search(self.text, claim.end, min(len(self.text), claim.end + MAX_LABEL_LEAD))
        return (following is not None and TRAILING_BREAK.search(self.text, claim.end, following.start()) is None
                and _OWN_LABEL_THEN.search(self.text, claim.end, following.start()) is None)

    @staticmethod
    def _sign_flipped(claim: NumericClaim, meant: Fact) -> bool:
        """The number carries a written sign ("+9") against a labelled value of the same size and the other sign
        (a goal difference of -9): the sign is flipped, whatever other field happens to hold 9."""
        value = meant.value
        if not claim.quantity.explicit_sign or value is None or value == 0:
            return False
        stated = claim.quantity.value
        return (stated < 0) != (value < 0) and close(abs(stated), abs(value), claim.tolerance)

    def _same_number_elsewhere(self, claim: NumericClaim, meant: Fact) -> Fact | None:
        """Another field of the same result holding exactly the written number, carried over with the label's
        unit ("212 km" where 212 is the ETA in minutes and the distance is 148 km): a swap, not a new value."""
        written = claim.quantity.value
        for fact in self.evidence.facts:
            if (
                fact is not meant
                and fact.call_id == meant.call_id
                and fact.value is not None
                and not fact.derived
                and not fact.weak
                and not fact.identifier
                and close(written, fact.value)
            ):
                return fact
        return None

    def _best(self, claim: NumericClaim, facts: list[Fact], context: frozenset[str]) -> Fact:
        """The labelled fact the claim most likely meant: most shared concepts, then (for a number with a sign
        word) the one whose size it states, so "fell by $1,200" for a change of +1,200 is that change's sign flipped,
        then the nearest value."""

        def score(fact: Fact) -> tuple[int, bool, int, float]:
            extra = len(fact.meaning.concepts - context) if fact.meaning is not None else 0
            sized = bool(claim.sign) and fact.value is not None and close(abs(claim.quantity.value), abs(fact.value),
                                                                          claim.tolerance)
            return (-fact.label_score(context), not sized, extra, distance(claim, fact))

        return min(facts, key=score)

    def _partial_count_lie(self, claim: NumericClaim, numeric: list[Fact], matching: list[Fact]) -> bool:
        """ "5 succeeded" when 3 of 5 did: the batch total stated as the success count is a status lie."""
        succeeded = [f for f in numeric if f.role == "succeeded"]
        totals = [f for f in matching if f.role == "total"]
        if not succeeded or not totals:
            return False
        if self._whole_before_its_part(claim, succeeded[0]):
            return False  # "48个站报了45个": the whole, then the part that went through
        result = next(r for r in self.evidence.results if r.call_id == succeeded[0].call_id)
        assert isinstance(result, Partial)
        self.findings.append(
            Finding(
                FindingKind.STATUS_LIE,
                result.call_id,
                succeeded[0].path,
                succeeded[0].raw,
                self._said(claim),
                (claim.start, claim.end),
                messages.STATUS_LIE_COUNT.format(
                    stated=self._said(claim), call_id=result.call_id, succeeded=result.succeeded, failed=result.failed
                ),
            )
        )
        returned = [f for f in matching if not f.derived and not f.identifier and f.call_id == succeeded[0].call_id
                    and concepts_of(f) - _BATCH_SIZE]
        if returned:  # "1,512 swaps completed" for swap_attempts 1,512: the attempts told as the successes, too (the
            # batch's own total told so is the status lie alone)
            self.findings.append(_field_swap(result.call_id, succeeded[0].path, succeeded[0].raw, self._said(claim),
                                             (claim.start, claim.end), returned[0].path,
                                             _replacement(self.text, claim, succeeded[0])))
        return True

    def _said(self, claim: NumericClaim) -> str:
        return self.text[claim.start : claim.end]

    def _advised(self, claim: NumericClaim) -> bool:
        """A number in advice or a general rule that no result holds ("高龄老人的降压目标一般放宽到150/90以下"): the
        advice's own, never reported. Asked only before a report, since finding the advice costs a pass."""
        return (self.in_advice(claim.start) or self._in_a_basis(claim)) and not self.matching(claim)

    def _in_a_basis(self, claim: NumericClaim) -> bool:
        """The number sits inside the basis a figure is worked out by ("按一天8小时算"): an assumption stated."""
        if "按" not in self.text[max(0, claim.start - MAX_BASIS_REACH) : claim.start]:
            return False
        basis = BASIS_PHRASE.search(self.text, max(0, claim.start - MAX_BASIS_REACH), claim.end + MAX_BASIS_REACH)
        return basis is not None and basis.start() < claim.start and claim.end <= basis.end()

    def judge_drift(self, claim: NumericClaim, fact: Fact, shape: Drift, unique: bool, misread: bool = False) -> None:
        if shape is Drift.OTHER and claim.quantity.unit == "day" and self._holds_a_day():
            return  # "已经等了9天" since a returned day: counted to today, which no result holds
        if self._advised(claim) and not (shape in MISREAD_SHAPES and significant_digits(fact.value or 0) >= 3
                                         and significant_digits(claim.quantity.value) >= 3):
            # advice's own number; but "the plan is $399.90" for 39.99 misreads the value even in advice (a round
            # "超过15%才需要" is the advice's threshold, whatever 1.506% it is ten times)
            return
        if ((shape is Drift.OTHER or fact.derived) and claim.quantity.currency
                and self.derivations.worked_out(claim, self.matching)):
            return
        misread = misread or shape is Drift.DIGIT_SWAP or (
            shape is Drift.MAGNITUDE and claim.quantity.unit is not None and claim.quantity.unit == fact.unit
            and not claim.quantity.currency) or (shape is Drift.SIGN_FLIP and not fact.derived and _sign_bearing(fact)
                                                 and not self._says_which_way(claim))
        if (not misread and self._from_said(claim)) or per_other_weight(self.text, claim, fact):
            # worked out from numbers said before it, unless it misreads a value (2.18% for 2.81%, 108.5 sq ft) or
            # drops the sign of the value it names ("还剩126卡时" for 剩余 −126, though 20126 − 20000 was said)
            return
        self._report_drift(claim, fact, shape, unique)

    def _says_which_way(self, claim: NumericClaim) -> bool:
        """Whether words around the number give its side ("$42,120 (9.3%) under budget", "净流入"): a gap said
        that way is worked out, not a balance stripped of its sign."""
        after = claim.end
        if (aside := _ASIDE_AFTER.match(self.text, after)) is not None:
            after = aside.end()  # "$42,120 (9.3%) under budget"
        return bool(claim.sign or _SIDE_AFTER.match(self.text, after)
                    or (self.budget_sides and self._side_word(claim, self.budget_sides))
                    or (self.directions and self._direction(claim)))

    def _report_drift(self, claim: NumericClaim, fact: Fact, shape: Drift, unique: bool) -> None:
        """The finding itself, for checks that have ruled out a number's other readings on their own."""
        stated = self._said(claim)
        self.findings.append(
            Finding(
                FindingKind.NUMERIC_DRIFT,
                fact.call_id,
                fact.path,
                fact.raw,
                stated,
                (claim.start, claim.end),
                messages.NUMERIC_DRIFT.format(
                    stated=stated, call_id=fact.call_id, expected=_show(fact.raw), path=fact.path, shape=shape.value
                ),
                replacement=_replacement(self.text, claim, fact) if unique and shape is not Drift.SIGN_FLIP else None,
            )
        )

    def report_swap(self, claim: NumericClaim, meant: Fact, other: Fact) -> None:
        if any(start <= claim.start < end for start, end in self._advice_clauses(opened=False)):
            return  # "可以从托班调一个保育员过去": a number the advice chose, whatever field it happens to equal
        self.findings.append(_field_swap(meant.call_id, meant.path, meant.raw, self._said(claim),
                                         (claim.start, claim.end), other.path, _replacement(self.text, claim, meant)))

    def _measured_null(self, claim: NumericClaim) -> Fact | None:
        """The one null field measured in the claim's unit ("抗压强度15.2兆帕" where compressive_mpa is null, "14
        µg/m³" where twa_ug_m3 is) or, for a sum of money, the one null money field ("已经执行到位8.5万元" where
        recovered_yuan is null), when every returned value so measured is stated elsewhere: a value told where none
        was returned."""
        quantity = claim.quantity
        if quantity.currency:
            if self.derivations.arithmetic(claim) or self.derivations.worked_out(claim, self.matching):
                return None  # "$520.5k" for a price times the quantity asked: worked out, not the null fee
            nulls = [f for f in self.evidence.nulls[:MAX_ARITHMETIC_FACTS] if f.meaning is not None and f.meaning.money]
            valued = [f for f in self.evidence.facts if f.value is not None and not f.derived and not f.identifier
                      and compatible(claim, f)]
        elif quantity.unit is not None:
            nulls = [f for f in self.evidence.nulls[:MAX_ARITHMETIC_FACTS]
                     if f.meaning is not None and _same_measure(quantity, f.meaning.unit)]
            valued = [f for f in self.evidence.facts if f.value is not None and _same_measure(quantity, f.unit)]
        elif quantity.counter in _DEGREES:
            # "24.3 °C at the top" where inlet_top_c is null: a temperature read where none was returned
            nulls = [f for f in self.evidence.nulls[:MAX_ARITHMETIC_FACTS]
                     if f.meaning is not None and f.meaning.unit in _TEMPERATURE_UNITS]
            valued = [f for f in self.evidence.facts if f.value is not None and f.unit in _TEMPERATURE_UNITS]
        elif quantity.counter == "分":
            # "客户给了4.5分的评价" where 满意度评分 is null: a score given where none was returned
            nulls = [f for f in self.evidence.nulls[:MAX_ARITHMETIC_FACTS]
                     if f.meaning is not None and "score" in f.meaning.concepts]
            valued = [f for f in self.evidence.facts if f.value is not None and f.meaning is not None
                      and "score" in f.meaning.concepts]
        else:
            return None
        if len(nulls) != 1 or any(id(f) not in self.stated for f in valued):
            return None
        empty = nulls[0]
        assert empty.meaning is not None
        own = set(claim.near) | set(claim.after) | {c for _, c in self.scan.concepts_between(
            *self.scope.clause_spans(claim)[0])}  # "- **Tires:** all four reading around 240 kPa"
        if _PLACE_AFTER.match(self.text, claim.end):
            own.update(self._concepts_after(claim, MAX_LABEL_LEAD))  # "24.3 °C at the top"
        if quantity.counter != "分" and empty.meaning.heads.isdisjoint(own) and any(
                c in empty.meaning.heads for _, c in self.scan.concepts):
            return None  # "$520.5k before barge fees": the narration names the empty field apart from the number
        return empty

    def _money_null(self, claim: NumericClaim) -> Fact | None:
        """A null money field the claim's own label words name (``base_salary: null`` for "$172,000 base")."""
        words = set(claim.near) | set(claim.after)
        return next((f for f in self.evidence.nulls if f.meaning is not None and f.meaning.money
                     and not words.isdisjoint(f.meaning.concepts)), None)

    def report_null(self, claim: NumericClaim, fact: Fact) -> None:
        if self._advised(claim) or in_a_condition(self.text, claim.start):
            return  # advice, or a number supposed ("要是能腾出一个人"), fills no empty field
        stated = self._said(claim)
        self.findings.append(
            Finding(
                FindingKind.NULL_FILL,
                fact.call_id,
                fact.path,
                fact.raw,
                stated,
                (claim.start, claim.end),
                messages.NULL_FILL_CLAIM.format(stated=stated, call_id=fact.call_id, path=fact.path),
            )
        )

    # result states ------------------------------------------------------------------------------------------

    def _outcome_checks(self) -> OutcomeChecks:
        return OutcomeChecks(self.text, self.scan, self.evidence, self.status, self.claims, self.unexplained,
                             self.findings, self.in_advice)

    def _advice_clauses(self, opened: bool) -> list[tuple[int, int]]:
        """The clauses advice words hold (or open), found on first need and kept for the narration."""
        found = self._clauses.get(opened)
        if found is None:
            keys = frozenset(key for f in self.evidence.facts if not (key := key_of(f.path)).isascii())
            found = self._clauses[opened] = advice_clauses(self.text, opened, keys)
        return found

    def in_advice(self, position: int) -> bool:
        """Whether a position lies in a clause that advises or states a general rule (found on first need: most
        numbers match a value and never ask)."""
        if self._advice is None:
            self._advice = advice_spans(self.text, self._advice_clauses(opened=False), self._asked_only)
        return any(start <= position < end for start, end in self._advice)

    def _asked_only(self, start: int, end: int) -> bool:
        """Whether the numbers between `start` and `end` are all (and at least one) what the calls were asked."""
        inside = [claim for claim in self.claims if start <= claim.start < end]
        return bool(inside) and all(self.echoes_arguments(claim) for claim in inside)


_METRES = {"mm": 0.001, "cm": 0.01, "m": 1.0, "km": 1000.0}
_LENGTH_AFTER = re.compile(r" ?(mm|cm|km|m)(?![A-Za-z0-9²³])")


_OFFER = re.compile(
    r"(?=[wWsSdDnNiI需要是我])(?:"
    r"(?:\b(?:want me to|shall i|should i|would you like|do you want|need me to|i can|i could|if you'd like)|"
    r"需要我|要不要|要我|是否需要|我可以|我也可以)[^。！？!?\n]*[?？]"
    r"|(?:我(?:也)?可以|\bI can|\bI could)\s?(?:重新|再|帮您|为您|给您|try|retry|re-?run|resend|redo)[^。！？!?\n]*)",
    re.IGNORECASE,
)


_MAY_OFFER = re.compile(r"(?=[?？可iI])(?:[?？]|可以|\bI c)", re.IGNORECASE)
_DIMENSION_HEADS: dict[str, frozenset[str]] = {
    "time": frozenset({"duration", "latency", "uptime", "downtime", "queue"}),
    "mass": frozenset({"weight", "dose"}),
    "length": frozenset({"distance", "height"}),
    "energy": frozenset({"energy"}),
    "temperature": frozenset({"temperature"}),
}
"""Keys that hold a measure of one dimension even when their name gives no unit (``duration: 498000``)."""


_SIGN_CONVENTION = re.compile(
    r"negative\s*(?:=|:|means|is)\s*([a-z][a-z ]{2,30})|负(?:值|数)?\s*(?:=|:|：|为|表示)\s*(\S{2,8})", re.IGNORECASE
)
MAX_CONVENTION_TEXT = 200


_FLOWING = frozenset({"energy", "power"})
"""What flows in or out (besides money): a direction word says which way only of these."""
_WHAT_IS_LEFT = frozenset({"free", "remaining", "available"})
"""Labels of what is left over: often the gap of two numbers just said, not a field of its own."""
_PRICED_PER = re.compile(r"\s*(?:/\s*\w|per\b|each\b|a (?:ton|tonne|lb|pound|kg|unit|case|night|day|month|year|hour)\b"
                         r"|每|一(?:吨|件|个|台|箱|斤|公斤|晚|天|月|年|小时))", re.IGNORECASE)
"""After a sum of money, what it is per: the sum is a price or rate, not a total."""
_LIST_COUNT_KEYS = frozenset({"total", "count", "total_count", "totalcount", "num", "size"})
"""Keys an envelope counts its list's rows by (``{"total": 1, "list": [...]}``)."""
_HOW_MUCH = frozenset({"amount", "total", "count"})
"""Labels that say only "how much": over a plain number they name no sum of money by themselves."""


def _negative_means(value: Any) -> int:
    """The flow (+1 in / -1 out) that a result's own text says its negative numbers mean: a sibling string such as
    ``"sign": "negative=discharging"``. 0 when the result states no such convention."""
    if not isinstance(value, Mapping):
        return 0
    for text in value.values():
        if isinstance(text, str) and len(text) <= MAX_CONVENTION_TEXT and (found := _SIGN_CONVENTION.search(text)):
            words = scan(found.group(1) or found.group(2))
            if words.of(OUTWARD):
                return -1
            if words.of(INWARD):
                return 1
    return 0


def _names_a_thing(fact: Fact) -> bool:
    """The object holding the fact is a thing (``home``, ``出库``), not a measure whose fields are the things
    (``avg_weight_lb: {"steers": 812}``, ``days_of_supply``): its key names no unit."""
    split = last_key(fact.path)
    parent = last_key(split[0]) if split is not None else None
    if parent is None:
        return False
    meaning = key_meaning(parent[1])
    return meaning.unit is None and meaning.scale == 1.0


def _one_call(facts: list[Fact]) -> bool:
    """All of `facts` come from one call, so which call the narration is talking about cannot narrow them."""
    first = facts[0].call_id
    return all(f.call_id == first for f in facts)


MAX_SAID_BACK = 8
"""How many numbers back a derived number's operands may have been stated."""
MAX_WORDED_FEW = 10
"""Numbers written as words below this ("one", "三") count a few things: told of a large value they misread nothing."""
MAX_SAVES_BACK = 16
"""The same for a saving told as such ("得力比齐心省600"), which compares totals a list gave long before."""
MAX_SAID_AHEAD = 2
"""Numbers said later in the same sentence, a period included, may be what an amount was worked out from
("$80.50 per labor hour over the 12 hours"); a percentage is only read against what came before it ("a 45.7% jump
on last weekend's $14.95M" tells a change whose direction is checked elsewhere)."""
_ASIDE_AFTER = re.compile(r"\s*[(（][^)）]{0,24}[)）]")
_SIDE_AFTER = re.compile(
    r"[\s*]*(?:(?:of\s+)?(?:under|over|below|above|short|ahead|behind|more|less|fewer)\b|[多少超低高])", re.IGNORECASE)
"""Right after a gap, the words that say which side it falls on ("$11,450 under budget", "多了")."""


_MORE_SIDE = re.compile(r"[\s*]*(?:(?:more|higher|over|above|ahead)\b|[多高超])", re.IGNORECASE)
_LESS_SIDE = re.compile(r"[\s*]*(?:(?:less|fewer|lower|under|below|short|behind)\b|[少低])", re.IGNORECASE)


def _side_after(text: str, end: int) -> int:
    """+1 or -1 for the side a word right after a number puts it on ("$640 more", "12 fewer"), 0 for none."""
    if _MORE_SIDE.match(text, end):
        return 1
    return -1 if _LESS_SIDE.match(text, end) else 0


_CHANGE_TO = re.compile(r"(?:到|至|成|\bto\b)(?:了|约|大约|about|around)?\s*$", re.IGNORECASE)
_FROM_BEFORE = re.compile(r"(?:从|由|\bfrom\b)[^，,。；;\d]{0,8}$", re.IGNORECASE)
MAX_CHANGE_TO_GAP = 12
"""Characters searched before a number for the "to" that ends a change and the "from" that starts it."""
_BOUNDS = frozenset({"min", "max"})
"""Concepts of a key that bounds a count (``min_cases``, ``max_guests``)."""


def _workable(quantity: Quantity) -> bool:
    """Whether a number said may be worked from: digits, or words with a unit or counting two or more."""
    return not quantity.in_words or quantity.dimension is not None or quantity.value >= 2


MAX_CALLS_NOUN_GAP = 24
_WORD_BEFORE = re.compile(r"\b([A-Za-z]{2,})\s$")
MAX_NAME_WORD = 16
MAX_RANGE_GAP = 4
_SAVES_BEFORE = re.compile(
    r"(?:省了?|多花了?|少花了?|贵了?|便宜了?|多出(?:来)?了?|超出了?|\bsaves?|\bcheaper by|\bdearer by"
    r"|\bmore than that by)\s*(?:约|about)?\s*[$¥￥]?$",
    re.IGNORECASE)
_GAP_BEFORE = re.compile(r"(?:差|差了|short by|behind by|ahead by)\s*(?:约|大约|about|around|roughly)?\s*$",
                         re.IGNORECASE)
_GAP_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:short|behind|away|to go)\b", re.IGNORECASE)
"""Words that tell a number as a gap to a mark ("离555的线还差33.2分", "33.2 points short")."""
_LIST_LINE = re.compile(r"\s*(?:[-*•#]|\d+[.、)]|\*\*)")
_RANGE_IN_TEXT = re.compile(r"\d+(?:\.\d+)?\s?(?:[~～\-–—]|到|至|to)\s?\d+(?:\.\d+)?(?![\d-])", re.IGNORECASE)
_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
"""Characters before a "2-8" that make it part of a code or a date ("B-2024-0517"), not a range."""
_HYPHENATED = re.compile(r"-([A-Za-z]+)")
_RANGE_GAP = re.compile(r"[ \t]?(?:[~～\-–—]|到|至|to)[ \t]?", re.IGNORECASE)
"""Between the two ends of a range ("2～8℃", "2–8 °C", "2到8度", "2 to 8"), on one line: a dash after a line break
bullets the next line."""
_REST_BEFORE = re.compile(r"(?:\bthe (?:rest|remainder|others?)\b|其余)[^,.;:，。；：]*$", re.IGNORECASE)
_CLAUSE_EDGE = re.compile(r"[,;，；]|\b(?:and|but|while)\b|而且|但是?")
"""What ends a clause between two numbers: a comma, or a conjunction ("He borrowed $222 and it's $180 to pay")."""
_BREAKDOWN_OPENS = re.compile(r"[(（:：]")
_COMPARED_BY_BEFORE = re.compile(r"比[^，,。；;\d]{1,12}?(?:多|少|高|低|厚|薄|长|短|快|慢|大|小|贵|便宜|重|轻|深|浅)了?"
                                 r"(?:约|大约|大概|差不多)?$")
"""Before a number, "A比B厚": the number is the gap between A and B."""
MAX_COMPARED_GAP = 16
_NEVER_BELOW_ZERO = frozenset({"mass", "volume", "length", "area"})
"""Measures no result holds below zero: a sign word before one ("dropped 20,480 lb") tells an act, not a fall."""
MIN_ROW_NAME = 3
"""The shortest text of a list row taken as naming that row on a narration's line."""
MAX_REST_GAP = 16
"""Before a number, words that make it what is left once the label's part is taken ("the rest (~33.2k)")."""
_PERIOD_ADJECTIVE = re.compile(r"-(?:year|month|week|quarter|day|hour|minute|second)\b", re.IGNORECASE)
_UP_TO_BEFORE = re.compile(
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!'s )(?<!\bwent )(?<!\bgone )"
    r"(?<!\brose )(?<!\bnow )(?<!\bclimbed )(?<!\bjumped )(?<!\bmoved )\bup to\s*$", re.IGNORECASE)
MAX_UP_TO_LOOKBACK = 24
_OPERAND_AFTER = re.compile(r"\s?[×xX*÷/]\s?\d")
_OPERAND_BEFORE = re.compile(r"[×xX*÷/]\s?$")
"""A number written beside a multiplication or division sign in a worked equation ("612.4×2.84")."""


def _same_measure(quantity: Quantity, unit: str | None) -> bool:
    """Whether a stated quantity measures what a field's unit does: one dimension (兆帕 and MPa, tons and kg), or
    the same measure of a concentration (µg/m³ and a ``_ug_m3`` field, read as µg)."""
    if unit is None or quantity.unit is None:
        return False
    if quantity.dimension is not None:
        return quantity.dimension == dimension_of(unit)
    return quantity.unit == unit or quantity.unit.split("/", 1)[0] == unit


def _measures(fact: Fact, dimension: str) -> bool:
    """Whether the fact is a quantity of `dimension`: by its unit, or by a key that names such a measure."""
    if fact.unit is not None:
        return dimension_of(fact.unit) == dimension
    heads = _DIMENSION_HEADS.get(dimension)
    return heads is not None and fact.meaning is not None and not heads.isdisjoint(fact.meaning.heads)


def _is_share(fact: Fact) -> bool:
    """A value held as a share (0.3 of a blend, a ``_pct`` field), which a percentage may state."""
    return fact.unit == "%" or (fact.value is not None and abs(fact.value) <= 1 and fact.unit is None)


def _is_count(fact: Fact) -> bool:
    return fact.meaning is not None and "count" in fact.meaning.heads


_DEGREES = frozenset({"°C", "℃", "°F"})
"""Temperature marks the number reader keeps as counters."""
_TEMPERATURE_UNITS = frozenset({"°C", "°F"})
_PLACE_AFTER = re.compile(r"\s(?:at|in|on)\s(?:the\s)?", re.IGNORECASE)
"""After a number, a preposition of place: the words that follow say where it was read ("24.3 °C at the top")."""
_FOR_WHOM = re.compile(r" (?:for|in|on|at|among) ")
"""A preposition right after a number, which may name whose value it is ("455 s for solo")."""
_DIGIT_AHEAD = re.compile(r"\d")
MAX_ROUND_DIGITS = 3
"""Significant digits of a hedged round figure ("about $39.1k", "around 119"): more say it was copied, not rounded."""
MIN_EXACT_DIGITS = 5
EXACT_SHIFT = 1e-9
"""How far from a power of ten a value's ratio to the number may be when every digit was read whole."""
"""Significant digits a number needs before its exact equality with a sum or gap of numbers said before it is
taken as proof it was worked out there, over any misreading it also resembles."""
MAX_LABEL_LEAD = 24
"""How far after a number its trailing label may run on to the next number."""
MAX_COUNTED_WORDS = 3
MAX_COUNTED_SPAN = 32
"""How many label words after a count may name what it counts."""
_COUNT_CONCEPTS = frozenset({"count", "total"})
_COUNTED_NOUN = re.compile(
    r" (?:[a-z]+ )?(?:[a-z]+s|people|children|men|women|staff|personnel|crew|cattle|sheep|fish)\b")
"""After a whole number, a plural noun, maybe with one word before it: what the number counts."""


def _telling_drift(claim: NumericClaim, fact: Fact) -> Drift | None:
    """The shape linking a number no label ties to the nearest value of its form, when telling: two digits
    swapped are telling even in a two-digit number (€56 for 65); one digit changed there is not (0.15 worked out
    beside a 0.1 it never read, 7 cores beside 8 vCPUs), unless the number is a measure told in the value's own unit
    (8.4℃ for a top of 6.4; not "~40 min" beside a run of 5,400 s)."""
    shape = drift(claim, fact, strict=True)
    if shape is not None:
        return shape
    loose = drift(claim, fact, strict=False)
    if loose is not Drift.DIGIT_CHANGE:
        return loose
    dimension = claim.quantity.dimension
    return loose if dimension is not None and fact.unit in (None, claim.quantity.unit) else None


def _sign_bearing(fact: Fact) -> bool:
    """A field whose sign is its news (a change, a balance, what remains): told without it, it is told wrong,
    unlike a limit or an amount whose key already says which way it goes (``alarm_mm: -30``, ``aid_applied``)."""
    meaning = fact.meaning
    return meaning is not None and (meaning.signed or not meaning.concepts.isdisjoint(_SIGNED_STANDING))


_SIGNED_STANDING = frozenset({"balance", "remaining", "net", "profit", "surplus"})


def _field_swap(call_id: str, path: str, expected: Any, stated: str, span: tuple[int, int], other_path: str,
                replacement: str | None) -> Finding:
    """The finding for a value told under the field at `path` that is the value of `other_path`."""
    return Finding(
        FindingKind.FIELD_SWAP, call_id, path, expected, stated, span,
        messages.FIELD_SWAP.format(stated=stated, label=key_of(path), other_path=other_path, call_id=call_id,
                                   expected=_show(expected), path=path),
        replacement=replacement,
    )


def _show(value: Any) -> str:
    """The value as the finding's message writes it: JSON, except text as it is. A plain number is written as
    JSON writes it (its repr) without building an encoder, which costs more than the rest of the message."""
    if type(value) is int or (type(value) is float and math.isfinite(value)):
        return repr(value)
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value


def _replacement(text: str, claim: NumericClaim, fact: Fact) -> str | None:
    """The claim's span rewritten with the pinned value in the claim's own unit and magnitude, or None when the
    rewrite would be a guess (numbers in words, no linear reading)."""
    quantity = claim.quantity
    if fact.value is None or quantity.in_words or quantity.value == 0:
        return None
    stated = stated_values(claim, fact)
    expected = fact.value
    factor = None
    for value in stated:
        if value != 0 and quantity.value != 0:
            candidate = value / quantity.value
            if factor is None or abs(abs(value) - abs(expected)) < abs(abs(quantity.value * factor) - abs(expected)):
                factor = candidate
    if factor is None:
        return None
    number = expected / factor / quantity.scale
    if quantity.scale > 1 and abs(number) < 1:
        return None
    if claim.sign:
        number = abs(number)
    written = text[quantity.number_start : quantity.number_end]
    decimals = max(quantity.decimals, min(6, len(f"{abs(number):.6f}".rstrip("0").partition(".")[2])))
    rendered = format_number(round(number, decimals), decimals) if decimals else format_number(round(number))
    if "," not in written:
        rendered = rendered.replace(",", "")
    if not close(float(rendered.replace(",", "")) * quantity.scale * factor, expected):
        return None
    return text[quantity.start : quantity.number_start] + rendered + text[quantity.number_end : quantity.end]
