"""The word sieves in front of the status patterns never skip a text the pattern would match."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from toolproof.fidelity import status

SIEVED = [
    (status._STILL_PENDING, status._PENDING_WORDS),
    (status._LIVE_CLAIM, status._LIVE_WORDS),
    (status._HALF, status._HALF_WORDS),
    (status._SHORTFALL, status._SHORTFALL_WORDS),
    (status._PARTICIPLE_YET, status._YET_WORDS),
]
PHRASES = [
    "is pending", "in the queue", "in progress", "being processed", "still running", "awaiting", "waiting for",
    "under review", "waitlisted", "on hold", "not done yet", "scheduled for", "will be refunded", "has started",
    "has just begun", "kicked off", "is now at 12%", "I'll let you know when", "notify you once", "underway",
    "排队", "处理中", "审核中", "审批中", "进行中", "等待", "待确认", "候补", "正在处理", "已经开始", "开始执行",
    "进度 40%", "完成后通知", "is now live", "are back online", "is healthy", "up and running", "in production",
    "serving traffic", "已成功上线", "已生效", "已恢复正常", "一半", "半数", "过半", "大半", "half", "the majority",
    "还差 2 位", "尚缺3", "只分配到两位", "仅完成了 3", "short by 2", "still need", "only 3 of", "IS PENDING",
    "Is Now Live", "HALF", "the", "refund", "3", "。", ", ", " ", "\n", "**", "assigned yet", "Scheduled YET",
]
CORPORA = Path(__file__).parent.parent / "bench" / "corpora" / "fidelity"


def matched(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


@given(st.lists(st.sampled_from(PHRASES), max_size=12))
def test_a_sieve_never_hides_a_match(parts: list[str]) -> None:
    text = "".join(parts)
    for pattern, needs in SIEVED:
        assert status._spans(pattern, needs, text, text.lower()) == matched(pattern, text)


def test_a_sieve_never_hides_a_match_in_the_corpus() -> None:
    texts = [json.loads(line)["narration"] for file in sorted(CORPORA.glob("*.jsonl"))
             for line in file.read_text(encoding="utf-8").splitlines() if line.strip()]
    found = 0
    for pattern, needs in SIEVED:
        for text in texts:
            expected = matched(pattern, text)
            found += len(expected)
            assert status._spans(pattern, needs, text, text.lower()) == expected
    assert found > 0
