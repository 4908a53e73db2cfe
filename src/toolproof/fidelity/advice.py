"""Advice and general statements in a narration: the clauses whose numbers are the assistant's own.

"建议每学50分钟起身活动10分钟", "Many salons pay 10–15% on retail", "If you want it to fill, open the waitlist once you
pass about 155 sign-ups": numbers in such clauses are advice, a rule of thumb or a hypothetical, not values read from
a result, and a failure word there ("过了滞纳期还没缴，专利权就会终止") admits no failure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from toolproof.fidelity.claims import SENTENCE_BREAK

_ADVICE = re.compile(
    r"(?=[建一通最可不推应尽记如假行常rRsStTuUgGnNiIbBaAcCoOyYwW])(?:"
    r"建议(?!价|零售价|售价|剂量|用量|值)|一般(?!问题|缺陷|事故|隐患|性|项|级|纳税人|户|情况下的)|通常|常见|最好|可以考虑|可以(?=先|再|从|把|适当|让|安排|调|趁|提前)|不妨|推荐(?!值)|应该|应当|尽量|记得|如果|如需|假如|行业|"
    r"\b(?:recommend(?:s|ed)?(?! (?:dose|dosage|price|retail))|suggest(?:s|ion)?|typically|usually|generally|"
    r"normally|rule of thumb|ideally|industry|benchmark|aim for|try to|you may want|you might want|you should|"
    r"consider(?:ing)?|if you(?:r)?|often|commonly|tends? to|in general|as a rule|I'd|I would|"
    r"we(?:'d| would)? (?:like|want|aim|look|prefer|hope) (?:to see|for)|"
    r"(?:would|could) (?:bring|drop|cut|save|raise|lower|reduce|push|free up)|"
    r"(?:is |are )?worth an? (?:quick |closer |second )?(?:look|review|check|call|try))\b)",
    re.IGNORECASE,
)
"""Words that make their clause advice: 建议…, 一般…, "you should", "typically" (建议价 is a price, not advice)."""
_GENERAL_STATEMENT = re.compile(
    r"(?=[rRaAiIgGtTuUnNoOmMsSlLpP一通按行])"
    r"(?:\b(?:rule of thumb|as a rule|(?:a|the) (?:common|good|general|simple|standard) rule|in general|generally|"
    r"typically|usually|normally|on average,? most|"
    r"(?<!\bon )(?<!\bat )(?<!\bin )(?<!\bwith )(?<!\bunder )(?<!\bfor )(?:the usual|the typical)|"
    r"(?:many|most|some|a lot of|lots of|plenty of) (?!of\b)(?:[a-z]+-[a-z]+ )?[a-z]+s\b|"
    r"(?:most|many) of (?:its|their|our|these|those) [a-z]+s\b|"
    r"anything (?:under|over|above|below|more than|less than|past|beyond)\b)|"
    r"一般来说|通常来说|按经验|行业(?:里|内|上)?(?:一般|通常)?)",
    re.IGNORECASE,
)
"""Words that make the rest of a sentence a general statement, from their own clause on ("As a rule of thumb it
takes three bundles per square, so a 28-square roof needs 84"; "Many salons pay 10–15% on retail"); the clauses
before them still report ("料蛋比2.15，一般来说能压到2.2以下就算不错了": 2.15 is the result's). After a preposition
"the usual" only describes the case at hand ("2,400 RSUs on the usual 4-year schedule, and a 12.5% bonus")."""
_JUDGED = re.compile(r"\b(?:is|are) (?:considered (?:normal|healthy|safe|acceptable|fine|good|high|low|elevated)"
                     r"|typical|normal|common|standard)\b", re.IGNORECASE)
"""A threshold judged ("under 5 is considered normal", "rates of 5–8% are typical"): advice from the clause's
start, or from an opening parenthesis nearer, so the value the parenthesis comments on ("AHI was 1.87 (under 5 …)")
is still checked."""
_NAMED_A_STANDARD = re.compile(
    r"[,，]\s*(?:which|that)(?:'s|’s| is| was)\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,2}"
    r"(?:bar|threshold|benchmark|cut-?off|norm|minimum|rule of thumb)\b", re.IGNORECASE)
"""After a number, a clause that names it a standard ("Every room cleared 85%, which is the bar most grants use"):
that number is the standard, not a value read from a result."""
_CONSEQUENCE = re.compile(
    r"(?=[就将的正nN过超低高到达一只])(?:就会|就将|将会|的话|正常范围|\bnormal range\b|"
    r"(?:过了|超过|低于|高于|到了|达到|一旦|只要)[^，,。；;！？!?\n]{1,12}?[就才])",
    re.IGNORECASE,
)
"""Words that make a whole sentence a rule, what comes before them included ("过了滞纳期还没缴，专利权就会终止",
"日差在-4到+6秒以内都属于正常范围", a threshold then 就 or 才 in one clause: "水温过了20度虾就开始大量吃食",
"一边倒超过15%才需要动分段")."""
_JUDGES_WHAT_WAS_SAID = re.compile(r"(?:都|均|也|全)(?:在|属于|处于)$")
_HAS_DIGIT = re.compile(r"\d")
_ONCE_PAST = re.compile(
    r"\b(?:once|whenever|as soon as)\b[^.;!?\n]{0,40}?\b(?:pass(?:es)?|exceeds?|hits?|reach(?:es)?|goes over|tops?|"
    r"drops? below|falls? below|crosses)\b", re.IGNORECASE)
"""A threshold a rule acts on ("once lag passes 300 s, pin reads to the primary"): the sentence states a rule."""
_WOULD_IF = re.compile(r"\bwould\b(?:[^.;!?\n]|\.(?=\d))*?\bif\b|\bif\b(?:[^.;!?\n]|\.(?=\d))*?\bwould\b",
                       re.IGNORECASE)
"""A sentence that says what would happen if ("it would burn through about 35.5 kWh if it ran all day"): a
hypothetical to its end, whatever clause its numbers sit in."""
_CONDITION_OPENING = re.compile(
    r"(?:^|[。！？!?\n]\s*|\.\s+)(?:如果|假如|若是?|要是|\bif\b|"
    r"(?:keep|avoid|make sure|try|allow|plan (?:on|for)|give it|leave it|run)\b(?!\s*[#\d]))",
    re.IGNORECASE,
)
"""A sentence that opens with a condition ("If …", "如果…") or an instruction is advice to its end: "If you want it
to fill, open the waitlist once you pass about 155 sign-ups"; "Keep foot traffic off for at least the first 6
hours"."""
_CLAUSE_BREAK = re.compile(r"[，。！？!?；;\n|]|,(?!\d{3}(?!\d))|\.(?=\s|$)")
"""Where a clause ends: not at the comma of a thousands separator ("the $1,735 figure is usually…")."""
_SENTENCE_MARKS = ("。", "！", "？", "!", "?", "\n", ". ")
_CLAUSE_MARKS = ("，", ",", "；", ";", "|", *_SENTENCE_MARKS)
"""Marks that end a clause; a table's cells are clauses of their own (a 推荐算法 row is no recommendation)."""


def advice_clauses(text: str, opened: bool = False, keys: frozenset[str] = frozenset()) -> list[tuple[int, int]]:
    """Only the clauses an advice word holds ("可以从托班调一个保育员过去"), or with `opened` only those it opens
    ("I'd get the observer locked in by Friday"): narrower than `advice_spans`, for words that equal a returned
    value or fill a null field yet are the advice's own. An advice word that is a result's key (``一般`` beside
    ``重要``: minor and major deviations) names that field instead."""
    spans = []
    for marker in _ADVICE.finditer(text):
        if marker.group() in keys:
            continue
        start, end = _clause_around(text, marker.start(), marker.end())
        if not opened or not text[start : marker.start()].strip(" *-•>"):
            spans.append((start, end))
    return spans


def advice_spans(text: str, clauses: list[tuple[int, int]] | None = None,
                 premise: Callable[[int, int], bool] | None = None) -> list[tuple[int, int]]:
    """The spans of the clauses that give advice (a clause, not the sentence: "PM10 为 92，敏感人群建议减少户外活动"
    advises only after the comma), of the sentences that open with a condition, of what follows a general
    statement's first word in its sentence, and of the sentences that state a rule's consequence (`clauses`:
    the advice clauses when already found; `premise`: whether a span states only what the calls were asked, so a
    condition there is the call's own premise ("名表当6万、当两个月的话，月利率0.5%…" quotes the result))."""
    spans = list(advice_clauses(text) if clauses is None else clauses)
    for judged in _JUDGED.finditer(text):
        clause_start, clause_end = _clause_around(text, judged.start(), judged.end())
        spans.append((max(clause_start, text.rfind("(", clause_start, judged.start()) + 1), clause_end))
    for named in _NAMED_A_STANDARD.finditer(text):
        spans.append((text.rfind(" ", 0, named.start()) + 1, named.end()))
    for opening in _CONDITION_OPENING.finditer(text):
        end = SENTENCE_BREAK.search(text, opening.end())
        spans.append((opening.start(), end.end() if end else len(text)))
    for general in _GENERAL_STATEMENT.finditer(text):
        start = max(text.rfind(mark, 0, general.start()) for mark in _CLAUSE_MARKS)
        end = SENTENCE_BREAK.search(text, general.end())
        spans.append((start + 1, end.end() if end else len(text)))
    for rule in _ONCE_PAST.finditer(text):
        start = max(text.rfind(mark, 0, rule.start()) for mark in _CLAUSE_MARKS)
        end = SENTENCE_BREAK.search(text, rule.end())
        spans.append((start + 1, end.end() if end else len(text)))
    for hypothesis in _WOULD_IF.finditer(text):
        start = max(text.rfind(mark, 0, hypothesis.start()) for mark in _SENTENCE_MARKS)
        end = SENTENCE_BREAK.search(text, hypothesis.end())
        spans.append((start + 1, end.end() if end else len(text)))
    for consequence in _CONSEQUENCE.finditer(text):
        # "…的话" opens a condition in its own clause ("价格涨了11.7%，想买的话趁早": the rise is told, not supposed)
        marks = _CLAUSE_MARKS if consequence.group() == "的话" else _SENTENCE_MARKS
        if _JUDGES_WHAT_WAS_SAID.search(text, max(0, consequence.start() - 3), consequence.start()) and not (
                _HAS_DIGIT.search(text, max(text.rfind(mark, 0, consequence.start()) for mark in _CLAUSE_MARKS) + 1,
                                  consequence.start())):
            continue  # "浊度8.5，都在正常范围": a verdict on the values told before, no rule
        start = max(text.rfind(mark, 0, consequence.start()) for mark in marks)
        if premise is not None and consequence.group() == "的话" and premise(start + 1, consequence.start()):
            continue
        end = SENTENCE_BREAK.search(text, consequence.end())
        spans.append((start + 1, end.end() if end else len(text)))
    return spans


_THOUSANDS_AFTER = re.compile(r"\d{3}(?!\d)")


def _clause_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding text[start:end]: from the punctuation before it to the punctuation after it."""
    before = max(text.rfind(mark, 0, start) for mark in _CLAUSE_MARKS)
    while before > 0 and text[before] == "," and _THOUSANDS_AFTER.match(text, before + 1):
        before = max(text.rfind(mark, 0, before) for mark in _CLAUSE_MARKS)  # "$1,735": no clause edge
    after = _CLAUSE_BREAK.search(text, end)
    return before + 1, (after.end() if after else len(text))
