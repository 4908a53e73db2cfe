"""The whole gate pipeline (in-memory store) against strict validation alone, per call.

Target: the pipeline within 2x of ``Tool.validate``. All sides see the same calls: a read (L0, allowed,
with a credential minted) and writes (L1, allowed) on a command turn, for JSON-Schema tools (jsonschema)
and a typed Python tool (pydantic). The middle column, ``Toolset.check`` (resolve, decode, normalize,
validate), separates what the contract costs from what the policy gates add.
Run: ``.venv/bin/python bench/bench_pipeline.py``.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from toolproof import Toolset, tool
from toolproof.contract import load_tools_file
from toolproof.gates import Call, Pipeline
from toolproof.policy import PolicyBuilder

SCENARIOS = Path(__file__).resolve().parent.parent / "tests" / "scenarios"
ROUNDS = 15
CALLS_PER_ROUND = 2000


@tool(level="L1")
def update_ticket(ticket_id: str, status: str, priority: int = 3, tags: list[str] | None = None) -> str:
    """Update a support ticket's status and priority."""
    return ticket_id


def mean_us(fn: Callable[[int], object]) -> float:
    """Mean time per call over one round, in microseconds."""
    start = time.perf_counter()
    for i in range(CALLS_PER_ROUND):
        fn(i)
    return (time.perf_counter() - start) / CALLS_PER_ROUND * 1e6


def interleaved_medians(*fns: Callable[[int], object]) -> list[float]:
    """Median per function over ROUNDS rounds that run every function in turn, so load on a shared machine
    hits all sides alike."""
    samples: list[list[float]] = [[] for _ in fns]
    for _ in range(ROUNDS):
        for sample, fn in zip(samples, fns, strict=True):
            sample.append(mean_us(fn))
    return [statistics.median(sample) for sample in samples]


def main() -> None:
    toolset = Toolset([*load_tools_file(SCENARIOS / "tools.json"), update_ticket])
    policy = (PolicyBuilder().limits(max_repeats=10**9, max_calls_per_session=10**9)
              .role("all", allow=list(toolset)).principal("bench", "all").build())
    pipeline = Pipeline(toolset, policy)
    cases = {
        "query_report (JSON Schema, L0)": ("query_report", "Show report RPT-000123 rows over 5",
                                           '{"report_id": "RPT-000123", "max_rows": 100, "min_amount": 5}'),
        "cancel_order (JSON Schema, L1)": ("cancel_order", "cancel order ORD-1001", '{"order_id": "ORD-1001"}'),
        "update_ticket (typed function, L1)": ("update_ticket", "close ticket T-1 and tag it billing",
                                               '{"ticket_id": "T-1", "status": "closed", "tags": ["billing"]}'),
    }
    print(f"{'call':<38}{'validate µs':>13}{'contract µs':>13}{'pipeline µs':>13}{'ratio':>8}")
    ratios = []
    for label, (name, message, raw) in cases.items():
        target = toolset[name]
        decoded = json.loads(raw)

        def validate_only(_: int, target=target, decoded=decoded, raw=raw) -> object:
            return target.validate(decoded, raw)

        def whole_pipeline(i: int, name=name, message=message, raw=raw, label=label) -> object:
            result = pipeline.check(Call(f"s{i % 64}", "bench", name, raw, message))
            if not result.decision.allowed:
                raise SystemExit(f"{label}: unexpected {result.decision}")
            return result

        def contract_only(_: int, name=name, raw=raw) -> object:
            return toolset.check(name, raw)

        validate_us, contract_us, pipeline_us = interleaved_medians(validate_only, contract_only, whole_pipeline)
        ratio = pipeline_us / validate_us
        ratios.append(ratio)
        print(f"{label:<38}{validate_us:>13.2f}{contract_us:>13.2f}{pipeline_us:>13.2f}{ratio:>7.2f}x")
    print(f"worst ratio {max(ratios):.2f}x (target ≤ 2.00x)")


if __name__ == "__main__":
    main()
