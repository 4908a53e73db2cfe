"""The forms the narration patterns take for speed never change what they match.

A look-ahead like ``(?=[nN没未])`` lets the regex engine reject a position with one set test instead of trying every
alternative there; it is only correct while it lists every character a match can start with. Each guarded pattern is
compared with itself unguarded, over whole texts and over the short windows the "words before" patterns search. A few
patterns are written in another shape (a character class first, a digit run entered at its first digit): each is
compared with its plain form, written out here.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from toolproof.fidelity import advice, claim_context, claims, derivations, numbers, status, verifier

WINDOWED = [
    status._NEGATION_BEFORE, status._CONDITIONAL_BEFORE, status._NEGATED_SUCCESS_BEFORE, status._NOT_ALL_BEFORE,
    status._NO_LONGER, claims._COMPARISON, claims.TOTAL_BEFORE, claims._WINDOW_BEFORE, claims._RATE_BASE_BEFORE,
    claims._NEGATION_BEFORE, numbers._BEFORE_NOT_QUANTITY, claim_context._PRONOUN_ONE_BEFORE, derivations._RATE_BEFORE,
]
"""Patterns searched in the few characters before a word or a number."""
WHOLE = [
    status._NOT_AMONG, status._LIVE_CLAIM, status._NOT_DONE, status._ED_ENDING, status._STILL_PENDING,
    claims._HEDGE_BEFORE, claims._HEDGE_AFTER_WORD, verifier._OFFER, verifier._MAY_OFFER, advice._ADVICE,
    advice._GENERAL_STATEMENT,
]
"""Patterns run over the whole narration."""
REWRITTEN = [
    (claims._SENTENCE_END, rf"[。！？!?；;\n{claims.EMOJI}]|\.(?=\s|$)", True),
    (claims.SENTENCE_BREAK, r"[。！？!?\n]|\.(?=\s|$)", True),
    (numbers._STRUCTURES,
     r"\d(?:(?:(?<=1)9|(?<=2)0)\d{2}[-/.](?:1[0-2]|0?[1-9])(?:[-/.](?:3[01]|[12]\d|0?[1-9]))?"
     r"(?![\d万亿千百元%])(?:[T ]\d{1,2}:\d{2}(?::\d{2})?Z?)?"
     r"|\d?:\d{2}(?::\d{2})?|\d*(?:\.\d+){2,}|\d{2,3}-\d{3,4}-\d{4})", True),
    (status._PART_OF_WHOLE, r"\d\d*\s+(?:of|out of)\s+(?:the\s+)?\d+", False),
    (status._PART_OF_WHOLE_ZH,
     r"\d\d*\s?(?:[\u4e00-\u9fff]{1,8}?)?\s?(?:里|中|之中|当中)"
     r"(?:有|的)?(?:[只仅]?(?:成功|失败|[\u4e00-\u9fff]{0,3}?了))?\s?\d+", False),
]
"""(pattern, its plain form, whether it is also searched in windows; the part-of-whole ones only run over whole
texts, where a match cannot start inside a digit run)."""
_GUARD = re.compile(r"^\(\?=\[[^\]]*\]\)")
_WORD_START = re.compile(r"(?<=\s)|(?=[\d\u4e00-\u9fff])|$")
"""Where the windows searched end: before words, numbers and Chinese characters, as the checks use them."""
CORPORA = Path(__file__).parent.parent / "bench" / "corpora"
PIECES = [
    "not yet refunded", "couldn't cancel", "if it fails", "in case", "let me know", "without", "never", "n't ",
    "no longer pending", "nothing left", "is now live", "sent out", "cancelled", "about ¥", "approx. $", "~", "约",
    "将近", "差不多", "左右", "or so", "-ish", "comes to", "in total", "一共", "合计", "last", "in the past", "过去",
    "per", "每", "from", "than", "较上月", "相比", "未能", "没有", "不了", "尚未", "jan 5, ", "No. ", "#", "q", "fy",
    "第", "前", "top ", "each", "which", "the", "another", "Want me to", "Shall I", "需要我", "我可以重新",
    "I can retry", "?", "？", "average", "平均", "单价", "3", "12.5", "2750209", " of ", "5笔中", "2024-05-17",
    "12019-05", "09:30", "1.2.3", "021-555-0199", "%", " ", "，", "。", ".", "\n", "ſ", "K", "İ", "ı", "SHOULD ",
    "NOT ",
]


def unguarded(pattern: re.Pattern[str]) -> re.Pattern[str]:
    assert _GUARD.match(pattern.pattern), pattern.pattern[:40]
    return re.compile(_GUARD.sub("", pattern.pattern, count=1), pattern.flags)


def same(pattern: re.Pattern[str], bare: re.Pattern[str], text: str, windows: bool) -> None:
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in bare.finditer(text)]
    for end in (m.start() for m in _WORD_START.finditer(text)) if windows else ():
        window = text[max(0, end - 16) : end]
        found, expected = pattern.search(window), bare.search(window)
        assert (found and found.span()) == (expected and expected.span()), (window, pattern.pattern[:40])


@given(st.lists(st.sampled_from(PIECES), max_size=10))
def test_a_guard_never_changes_a_match(parts: list[str]) -> None:
    text = "".join(parts)
    for pattern in WINDOWED + WHOLE:
        same(pattern, unguarded(pattern), text, windows=True)
    for pattern, plain, windows in REWRITTEN:
        same(pattern, re.compile(plain, pattern.flags), text + " 12 of 345 5笔中3笔", windows)


def test_a_guard_never_changes_a_match_in_the_corpora() -> None:
    texts = [json.loads(line)["narration"] for file in sorted(CORPORA.glob("fidelity*/*.jsonl"))
             for line in file.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(texts) > 1000
    for pattern in WINDOWED + WHOLE:
        bare = unguarded(pattern)
        for text in texts:
            same(pattern, bare, text, windows=pattern in WINDOWED)
    for pattern, plain, windows in REWRITTEN:
        bare = re.compile(plain, pattern.flags)
        for text in texts:
            same(pattern, bare, text, windows)
