"""How many narrations per second `toolproof verify` checks on one core.

Target (issue 5): >= 5,000 narrations/s for ~300-character narrations over three results. Each case is a real
shape: three tool results (balances, service metrics, a partial batch) and a zh or en narration of about 300
characters that restates them, faithfully or not. Prints the median of several timed rounds, and the ratio
against the cheapest possible work on the same input (finding the numbers with one regex), so the figure can be
compared across machines. `--stages` adds where the time of one narration goes, stage by stage, so work on
speed starts from a measurement.

    .venv/bin/python bench/bench_fidelity_speed.py [--rounds 7] [--seconds 1.0] [--stages]
"""

from __future__ import annotations

import argparse
import importlib.machinery
import re
import statistics
import time
from collections.abc import Callable
from typing import Any

from toolproof.fidelity import parse_line, verifier, verify, verify_line
from toolproof.fidelity.claims import extract_claims
from toolproof.fidelity.evidence import gather
from toolproof.fidelity.scan import scan
from toolproof.fidelity.status import read_status

TARGET = 5_000

RESULTS: list[dict[str, Any]] = [
    {"call_id": "c1", "tool": "get_account_balance", "arguments": {"account_id": "6222021234567890"},
     "output": {"account_id": "6222021234567890", "balance": 4820.5, "available_balance": 4210.25,
                "frozen_amount": 610.25, "currency": "CNY"}},
    {"call_id": "c2", "tool": "get_service_metrics", "arguments": {"service": "checkout-api", "window_minutes": 15},
     "output": {"service": "checkout-api", "window_minutes": 15, "latency": {"p50_ms": 145, "p99_ms": 2750},
                "error_rate": 0.0308, "requests": 2750209, "cpu_pct": 46.8}},
    {"call_id": "c3", "tool": "batch_transfer", "arguments": {"batch_id": "B-2024-0517"}, "http_status": 200,
     "output": {"error": "partial_fail", "succeeded": 3, "failed": 2}},
]

NARRATIONS = [
    "我帮您查了一下，结果如下。尾号7890的账户余额为4,820.50元，其中可用余额4210.25元，冻结金额610.25元，"
    "较上月略有下降。checkout-api过去15分钟的运行情况：中位延迟145毫秒，99分位延迟2.75秒，错误率3.08%，"
    "CPU使用率46.8%，共处理请求约275万次。批量转账B-2024-0517共5笔，其中3笔成功，2笔失败，"
    "失败原因是收款账户信息有误。需要我帮您重新提交失败的两笔吗？如果还想看其他维度的数据，告诉我就行。",
    "我帮您查了一下，结果如下。尾号7890的账户余额为4,280.50元，其中可用余额4210.25元，冻结金额610.25元，"
    "较上月略有下降。checkout-api过去15分钟的运行情况：中位延迟145毫秒，99分位延迟27.5秒，错误率3.08%，"
    "CPU使用率46.8%，共处理请求约275万次。批量转账B-2024-0517的5笔转账已全部成功，资金将在两小时内到账，"
    "请您留意账户变动。如果还想看其他维度的数据，或者需要导出明细，告诉我就行。",
    "Here is what I found. The account ending in 7890 has a balance of ¥4,820.50, of which ¥4,210.25 is "
    "available and ¥610.25 is on hold. Over the last 15 minutes checkout-api served about 2.75 million "
    "requests with a median latency of 145 ms, a p99 of 2.75 s and an error rate of 3.08%. The transfer batch "
    "B-2024-0517 partly failed: 3 of 5 transfers succeeded and 2 failed.",
    "Here is what I found. The account ending in 7890 has a balance of ¥4,820.50, of which ¥4,210.25 is "
    "available and ¥601.25 is on hold. Over the last 15 minutes checkout-api served about 2.75 million "
    "requests with a median latency of 2750 ms, a p99 of 2.75 s and an error rate of 30.8%. All five transfers "
    "in batch B-2024-0517 went through, so the money is on its way to every recipient.",
]

LINES = [{"id": index, "results": RESULTS, "narration": text} for index, text in enumerate(NARRATIONS)]
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def verify_all() -> None:
    for line in LINES:
        verify_line(line)


def regex_floor() -> None:
    """The least any checker must do: find the numbers in each narration."""
    for line in LINES:
        _NUMBER.findall(str(line["narration"]))


def stages(seconds: float) -> list[tuple[str, float]]:
    """Microseconds per narration for each stage of `verify_line`, each timed on its own over the same lines;
    "checks" is what is left of the whole once the stages before it are taken away."""
    parsed = [parse_line(line) for line in LINES]
    honest = [tuple(result.translate() for result in results) for results, _ in parsed]
    scans = [scan(text) for _, text in parsed]
    texts_and_scans = [(text, found) for (_, text), found in zip(parsed, scans, strict=True)]

    def per_narration(work: Callable[[], object]) -> float:
        return 1e6 / rate(work, seconds)

    timings = [
        ("parse the line", per_narration(lambda: [parse_line(line) for line in LINES])),
        ("translate 3 results", per_narration(lambda: [[r.translate() for r in rs] for rs, _ in parsed])),
        ("gather evidence", per_narration(lambda: [gather(h) for h in honest])),
        ("scan phrases", per_narration(lambda: [scan(text) for _, text in parsed])),
        ("read numeric claims", per_narration(lambda: [extract_claims(t, s) for t, s in texts_and_scans])),
        ("read status words", per_narration(lambda: [read_status(s) for s in scans])),
    ]
    whole = per_narration(lambda: [verify(h, text) for h, (_, text) in zip(honest, parsed, strict=True)])
    before_checks = sum(micros for name, micros in timings[2:])
    timings.append(("align and check (rest)", max(0.0, whole - before_checks)))
    timings.append(("verify_line, all", per_narration(verify_all)))
    return timings


def rate(work: Callable[[], object], seconds: float) -> float:
    """Narrations per second over one timed round of at least `seconds`."""
    done = 0
    start = time.process_time()
    while True:
        work()
        done += len(LINES)
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return done / elapsed


def build() -> str:
    """Whether the verifier being timed is the compiled one (``scripts/setup.sh``) or the sources run as Python."""
    if verifier.__file__ is not None and verifier.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
        return "compiled with mypyc"
    return "Python sources (TOOLPROOF_COMPILE=1 pip install . compiles them)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--stages", action="store_true", help="also time each stage of one narration")
    args = parser.parse_args()
    lengths = [len(text) for text in NARRATIONS]
    verify_all()
    ours = statistics.median(rate(verify_all, args.seconds) for _ in range(args.rounds))
    floor = statistics.median(rate(regex_floor, args.seconds / 4) for _ in range(args.rounds))
    print(f"narrations: {len(NARRATIONS)} of {min(lengths)}-{max(lengths)} characters, 3 results each")
    print(f"build: {build()}")
    print(f"toolproof verify      {ours:>12,.0f} narrations/s (median of {args.rounds} rounds, one core)")
    print(f"regex number scan     {floor:>12,.0f} narrations/s (floor: the numbers alone)")
    print(f"cost vs floor         {floor / ours:>12.1f}x")
    print(f"target                {TARGET:>12,} narrations/s: {'met' if ours >= TARGET else 'NOT met'}")
    if args.stages:
        print("\nwhere one narration's time goes (microseconds; the stages are timed one by one)")
        for name, micros in stages(args.seconds / 2):
            print(f"  {name:<24} {micros:>8.1f}")


if __name__ == "__main__":
    main()
