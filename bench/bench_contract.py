"""What a strict tool contract costs per call, against the floor, pydantic strict and every peer's tool path.

Run on demand: ``.venv/bin/python bench/bench_contract.py [--batches N] [--markdown]``.

Everything in the output is measured in this run, on this machine: medians of µs/call over batches (each
batch a tight ``perf_counter_ns`` loop after a warm-up), the ratio to pydantic strict validation + call for
the same tool, which thread each path runs a plain ``def`` tool on, and — by actually calling every peer with
the same hazardous arguments — which of them coerce, drop or silently resolve what a model got wrong.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import gc
import logging
import os
import platform
import statistics
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path as FilePath
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(FilePath(__file__).resolve().parent))

from _peers import PEER_DISTRIBUTIONS, Path, Refused, all_paths, version

Currency = Literal["USD", "EUR", "CNY"]
TARGET_BATCH_NS = 20_000_000
"""Each timed batch runs for about this long, so timer resolution and loop overhead vanish in the median."""


class Seen:
    """What the tool body last received, and on which thread: how the semantics and thread columns are read."""

    thread: int | None = None
    arguments: dict[str, Any] | None = None

    @classmethod
    def reset(cls) -> None:
        cls.thread = None
        cls.arguments = None

    @classmethod
    def record(cls, **arguments: Any) -> None:
        cls.thread = threading.get_ident()
        cls.arguments = arguments


def transfer(
    amount: int,
    currency: Currency,
    to_account: str,
    memo: str | None = None,
    urgent: bool = False,
    fx_rate: float | None = None,
) -> dict[str, Any]:
    """Move money from the caller's account to another account.

    Args:
        amount: Amount in minor units (cents).
        currency: ISO 4217 code.
        to_account: The receiving account number.
        memo: Text shown to the receiver.
        urgent: Use the instant payment rail.
        fx_rate: Exchange rate to apply, when converting.
    """
    Seen.record(amount=amount, currency=currency, to_account=to_account, memo=memo, urgent=urgent, fx_rate=fx_rate)
    return {"status": "queued", "amount": amount}


class Customer(BaseModel):
    id: int
    name: str
    email: str


class InvoiceLine(BaseModel):
    sku: str
    quantity: int = Field(ge=1)
    unit_price: float


def create_invoice(
    customer: Customer, lines: list[InvoiceLine], due_on: dt.date, note: str | None = None
) -> dict[str, Any]:
    """Create an invoice for a customer.

    Args:
        customer: Who is billed.
        lines: What is billed.
        due_on: Payment due date.
        note: Free text printed on the invoice.
    """
    Seen.record(customer=customer, lines=lines, due_on=due_on, note=note)
    return {"status": "draft", "lines": len(lines)}


class _StrictArguments(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")


class TransferArguments(_StrictArguments):
    amount: int
    currency: Currency
    to_account: str
    memo: str | None = None
    urgent: bool = False
    fx_rate: float | None = None


class InvoiceArguments(_StrictArguments):
    customer: Customer
    lines: list[InvoiceLine]
    due_on: dt.date
    note: str | None = None


@dataclass(frozen=True)
class Workload:
    name: str
    fn: Callable[..., Any]
    arguments_model: type[BaseModel]
    raw: str


WORKLOADS = (
    Workload(
        "transfer",
        transfer,
        TransferArguments,
        '{"amount": 5000, "currency": "USD", "to_account": "DE89370400440532013000", "memo": "rent for May"}',
    ),
    Workload(
        "create_invoice (nested)",
        create_invoice,
        InvoiceArguments,
        '{"customer": {"id": 42, "name": "Ada Lovelace", "email": "ada@example.com"}, "lines": ['
        '{"sku": "KB-101", "quantity": 2, "unit_price": 49.5}, {"sku": "MS-220", "quantity": 1, "unit_price": 19.0},'
        ' {"sku": "HD-900", "quantity": 3, "unit_price": 129.99}], "due_on": "2025-06-30", "note": "net 30"}',
    ),
)


# --- timing ---------------------------------------------------------------------------------------------------


def _time_sync(call: Callable[[str], Any], raw: str, batches: int) -> float:
    for _ in range(300):
        call(raw)
    start = time.perf_counter_ns()
    for _ in range(100):
        call(raw)
    per_call = max(1, (time.perf_counter_ns() - start) // 100)
    loops = max(20, TARGET_BATCH_NS // per_call)
    samples = []
    for _ in range(batches):
        gc.collect()
        start = time.perf_counter_ns()
        for _ in range(loops):
            call(raw)
        samples.append((time.perf_counter_ns() - start) / loops / 1000)
    return statistics.median(samples)


async def _time_async(call: Callable[[str], Any], raw: str, batches: int) -> float:
    for _ in range(300):
        await call(raw)
    start = time.perf_counter_ns()
    for _ in range(100):
        await call(raw)
    per_call = max(1, (time.perf_counter_ns() - start) // 100)
    loops = max(20, TARGET_BATCH_NS // per_call)
    samples = []
    for _ in range(batches):
        gc.collect()
        start = time.perf_counter_ns()
        for _ in range(loops):
            await call(raw)
        samples.append((time.perf_counter_ns() - start) / loops / 1000)
    return statistics.median(samples)


async def _run_once(path: Path, raw: str) -> Any:
    if path.run_async is not None:
        return await path.run_async(raw)
    assert path.sync is not None
    return path.sync(raw)


async def _measure(path: Path, raw: str, batches: int) -> float:
    if path.run_async is not None:
        return await _time_async(path.run_async, raw, batches)
    assert path.sync is not None
    return _time_sync(path.sync, raw, batches)


async def _thread_of(path: Path, raw: str) -> str:
    Seen.reset()
    await _run_once(path, raw)
    if Seen.thread is None:
        raise RuntimeError(f"{path.peer} {path.label}: the tool did not run on a valid call")
    return "caller's thread" if Seen.thread == threading.get_ident() else "worker thread"


# --- semantics ------------------------------------------------------------------------------------------------

_BASE = '"currency": "USD", "to_account": "A-1"'


@dataclass(frozen=True)
class Probe:
    """One thing a model gets wrong, sent to every path; ``verdict`` reads what the tool body received."""

    question: str
    raw: str
    verdict: Callable[[dict[str, Any]], str]


PROBES = (
    Probe('coerces "5000" → 5000 (int)', '{"amount": "5000", ' + _BASE + "}",
          lambda seen: f"yes → {seen['amount']!r}"),
    Probe("accepts 5000.0 for an int", '{"amount": 5000.0, ' + _BASE + "}",
          lambda seen: f"yes → {seen['amount']!r}"),
    Probe('accepts "true" for a bool', '{"amount": 1, ' + _BASE + ', "urgent": "true"}',
          lambda seen: f"yes → {seen['urgent']!r}"),
    Probe("accepts 1 for a bool", '{"amount": 1, ' + _BASE + ', "urgent": 1}',
          lambda seen: f"yes → {seen['urgent']!r}"),
    Probe("silently drops an unknown field", '{"amount": 1, ' + _BASE + ', "amount_cents": 500}',
          lambda seen: "yes, dropped"),
    Probe("accepts a duplicate key (which wins)", '{"amount": 1, ' + _BASE + ', "amount": 100000}',
          lambda seen: f"yes → {seen['amount']!r} ({'last' if seen['amount'] == 100000 else 'first'} wins)"),
    Probe("accepts NaN", '{"amount": 1, ' + _BASE + ', "fx_rate": NaN}',
          lambda seen: f"yes → {seen['fx_rate']!r}"),
)


async def _answer(path: Path, probe: Probe) -> str:
    """Each peer refuses its own way: toolproof with a category, others raising or returning an error."""
    Seen.reset()
    how = "error returned to the model"
    try:
        await _run_once(path, probe.raw)
    except Refused as refusal:
        how = str(refusal)
    except Exception as error:
        how = type(error).__name__
    if Seen.arguments is None:
        return f"no ({how})"
    return probe.verdict(Seen.arguments)


# --- report ---------------------------------------------------------------------------------------------------


@dataclass
class Row:
    path: Path
    medians: dict[str, float]
    thread: str


def _machine() -> str:
    return (
        f"{dt.date.today().isoformat()} · {platform.python_implementation()} {platform.python_version()} · "
        f"{platform.system()} {platform.machine()} · {os.cpu_count()} CPU cores"
    )


def _ratio(value: float, baseline: float) -> str:
    return f"{value / baseline:.2f}×"


def _print_timings(console: Console, rows: list[Row], markdown: bool) -> None:
    names = [w.name for w in WORKLOADS]
    baseline = next(r for r in rows if r.path.peer == "pydantic (strict)").medians
    table = Table(title="µs per call (median of batches) and ratio to pydantic strict validation + call")
    table.add_column("peer")
    table.add_column("path")
    for name in names:
        table.add_column(f"{name} µs", justify="right")
        table.add_column("× pydantic", justify="right")
    table.add_column("plain def runs on")
    lines = ["| peer | path | " + " | ".join(f"{n} µs | ×pydantic" for n in names) + " | plain `def` runs on |",
             "|---|---|" + "---:|---:|" * len(names) + "---|"]
    for row in rows:
        cells: list[str] = []
        for name in names:
            cells += [f"{row.medians[name]:.1f}", _ratio(row.medians[name], baseline[name])]
        style = "bold green" if row.path.peer == "toolproof" else None
        table.add_row(row.path.peer, row.path.label, *cells, row.thread, style=style)
        lines.append(f"| {row.path.peer} | {row.path.label} | " + " | ".join(cells) + f" | {row.thread} |")
    console.print(table)
    if markdown:
        console.print("\n".join(lines), markup=False, highlight=False)


def _print_semantics(console: Console, paths: list[Path], answers: dict[tuple[str, str], list[str]],
                     markdown: bool) -> None:
    table = Table(title="What each path does with a model's mistakes (transfer; every cell from a real call)")
    table.add_column("peer / path")
    for probe in PROBES:
        table.add_column(probe.question)
    lines = ["| peer / path | " + " | ".join(p.question for p in PROBES) + " |",
             "|---|" + "---|" * len(PROBES)]
    for path in paths:
        cells = answers[(path.peer, path.label)]
        table.add_row(f"{path.peer}: {path.label}", *[
            f"[green]{c}[/green]" if c.startswith("no") else f"[red]{c}[/red]" for c in cells
        ])
        lines.append(f"| {path.peer}: {path.label} | " + " | ".join(cells) + " |")
    console.print(table)
    if markdown:
        console.print("\n".join(lines), markup=False, highlight=False)


_SEMANTICS_SKIP = {"json.loads + await asyncio.to_thread(call)", "await Toolset.acall",
                   "json.loads + await StructuredTool.ainvoke"}
"""Paths whose semantics are those of the row above them (same validation, different scheduling)."""


async def main(batches: int, markdown: bool) -> None:
    console = Console(width=240)
    logging.disable(logging.CRITICAL)  # peers log every refused probe; the tables say what happened
    console.print(f"[bold]toolproof contract benchmark[/bold] · {_machine()}")
    console.print(" · ".join(f"{peer} {version(dist)}" for peer, dist in PEER_DISTRIBUTIONS.items()))

    per_workload = {w.name: await all_paths(w.fn, w.arguments_model) for w in WORKLOADS}
    rows: list[Row] = []
    for index, path in enumerate(per_workload[WORKLOADS[0].name]):
        medians: dict[str, float] = {}
        for workload in WORKLOADS:
            same = per_workload[workload.name][index]
            await _thread_of(same, workload.raw)
            medians[workload.name] = await _measure(same, workload.raw, batches)
        thread = await _thread_of(path, WORKLOADS[0].raw)
        rows.append(Row(path, medians, thread))
        console.print(f"  measured {path.peer}: {path.label}", style="dim")
    _print_timings(console, rows, markdown)

    probed = [p for p in per_workload[WORKLOADS[0].name] if p.label not in _SEMANTICS_SKIP]
    answers = {(p.peer, p.label): [await _answer(p, probe) for probe in PROBES] for p in probed}
    _print_semantics(console, probed, answers, markdown)


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batches", type=int, default=15, help="timed batches per path (median taken); default 15")
    parser.add_argument("--markdown", action="store_true", help="also print the tables as Markdown")
    return parser.parse_args()


if __name__ == "__main__":
    options = _arguments()
    asyncio.run(main(options.batches, options.markdown))
