"""Per-tool timeouts and cancellation: an async tool past its limit is cancelled, a sync one is abandoned in
its worker thread, a caller's cancellation propagates and is audited, and the model hears which it was."""

from __future__ import annotations

import asyncio
import threading

import pytest

from toolproof import tool
from toolproof.execution import Caller, ErrorClass, Executor, GiveUp, ManualClock, RetryPolicy
from toolproof.store.memory_audit import MemoryAuditLog

SHORT = 0.05


def test_an_async_tool_past_its_limit_is_cancelled():
    cleaned_up = []

    @tool(level="L1")
    async def sync_calendar(account: str) -> str:
        """Synchronise a calendar account."""
        try:
            await asyncio.Event().wait()
        finally:
            cleaned_up.append(account)
        return "never"

    executor = Executor(timeouts={"sync_calendar": SHORT}, timeout=30, clock=ManualClock())
    result = asyncio.run(executor.arun(sync_calendar.validate({"account": "bob"})))

    assert cleaned_up == ["bob"]
    assert result.error_class is ErrorClass.TRANSIENT and result.failure is not None
    assert result.failure.reason == "timeout" and "no answer within 0.05 s" in result.message
    assert result.gave_up is GiveUp.UNSAFE_TO_REPEAT  # an L1 write that timed out may have happened


def test_a_read_that_times_out_is_retried_within_bounds():
    release = threading.Event()
    calls = []

    @tool(level="L0")
    def read_meter(meter_id: str) -> float:
        """Read a meter."""
        calls.append(meter_id)
        release.wait(5)
        return 1.0

    clock = ManualClock()
    executor = Executor(timeouts={"read_meter": SHORT}, retry=RetryPolicy(max_attempts=2), clock=clock)
    try:
        result = executor.run(read_meter.validate({"meter_id": "m-7"}))
    finally:
        release.set()
    assert calls == ["m-7", "m-7"] and len(clock.sleeps) == 1
    assert result.gave_up is GiveUp.ATTEMPTS and "did not answer in time" in result.message


def test_a_sync_tool_times_out_on_the_async_path_too():
    release = threading.Event()

    @tool(level="L1")
    def export_report(report: str) -> str:
        """Export a report."""
        release.wait(5)
        return "done"

    async def scenario():
        try:
            return await Executor(timeout=SHORT, clock=ManualClock()).arun(export_report.validate({"report": "q3"}))
        finally:
            release.set()  # lets the abandoned worker thread end, so the loop can shut down

    result = asyncio.run(scenario())
    assert result.failure is not None and result.failure.reason == "timeout"


def test_a_timeout_the_tool_raises_itself_keeps_its_own_words():
    @tool(level="L0")
    def query_warehouse(sql: str) -> list[int]:
        """Query the warehouse."""
        raise TimeoutError("warehouse statement timeout after 30000 ms")

    result = Executor(retry=RetryPolicy(max_attempts=1), clock=ManualClock()).run(
        query_warehouse.validate({"sql": "select 1"}))
    assert "warehouse statement timeout after 30000 ms" in result.message


def test_no_limit_runs_inline():
    seen = []

    @tool(level="L0")
    def whoami() -> str:
        """Name the current thread."""
        seen.append(threading.current_thread())
        return "me"

    executor = Executor(timeout=None, retry=RetryPolicy(deadline=float("inf")))
    assert executor.run(whoami.validate({})).ok
    assert seen == [threading.current_thread()]


def test_a_callers_cancellation_propagates_and_is_audited():
    audit = MemoryAuditLog()

    @tool(level="L1")
    async def long_job(job: str) -> str:
        """Run a long job."""
        await asyncio.sleep(30)
        return "done"

    async def scenario() -> None:
        executor = Executor(audit=audit, timeout=60)
        task = asyncio.create_task(executor.arun(long_job.validate({"job": "reindex"}), Caller("s1", "ann")))
        await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())
    [record] = audit.query()
    assert (record.verdict, record.reason, record.session, record.principal) == ("cancelled", "cancelled", "s1", "ann")
