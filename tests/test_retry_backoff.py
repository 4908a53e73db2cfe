"""Retries of transient failures on a manual clock: bounded attempts, exponential caps with jitter, a total
deadline, Retry-After honoured — and not a single real sleep."""

from __future__ import annotations

import asyncio
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof import tool
from toolproof.execution import (
    ErrorClass,
    Executor,
    Failure,
    GiveUp,
    ManualClock,
    PermanentFailure,
    RetryPolicy,
    TransientFailure,
)


def flaky(failures: list[Exception], level: str = "L0"):
    """A tool that raises the given errors in turn, then answers."""
    calls: list[int] = []

    @tool(level=level)
    def fetch_rates(currency: str) -> dict[str, float]:
        """Read today's exchange rate for a currency."""
        calls.append(1)
        if len(calls) <= len(failures):
            raise failures[len(calls) - 1]
        return {currency: 7.1}

    return fetch_rates, calls


def invocation_of(t, arguments):
    checked = t.validate(arguments)
    assert not hasattr(checked, "verdict"), checked
    return checked


def test_transient_failures_are_retried_until_success_with_growing_capped_waits():
    clock = ManualClock()
    fetch, calls = flaky([TransientFailure("busy"), TransientFailure("busy")])
    policy = RetryPolicy(max_attempts=3, base_delay=1.0, multiplier=2.0, deadline=60)
    executor = Executor(retry=policy, clock=clock, rng=random.Random(7), timeout=None)

    result = executor.run(invocation_of(fetch, {"currency": "USD"}))

    assert result.ok and result.value == {"USD": 7.1}
    assert result.attempts == 3 and len(calls) == 3
    assert len(clock.sleeps) == 2
    assert 0 <= clock.sleeps[0] <= 1.0 and 0 <= clock.sleeps[1] <= 2.0
    assert clock.monotonic() == pytest.approx(sum(clock.sleeps))


def test_attempts_are_bounded_and_the_message_says_what_happened():
    clock = ManualClock()
    fetch, calls = flaky([TransientFailure("upstream busy")] * 10)
    executor = Executor(retry=RetryPolicy(max_attempts=4), clock=clock, rng=random.Random(1), timeout=None)

    result = executor.run(invocation_of(fetch, {"currency": "EUR"}))

    assert not result.ok and len(calls) == 4 and len(clock.sleeps) == 3
    assert result.error_class is ErrorClass.TRANSIENT and result.gave_up is GiveUp.ATTEMPTS
    assert "`fetch_rates`" in result.message and "upstream busy" in result.message
    assert "tried 4 times" in result.message and "Do not call it again in this turn" in result.message


def test_retry_after_is_the_least_wait():
    clock = ManualClock()
    fetch, _ = flaky([TransientFailure("slow down", retry_after=9.0, reason="rate_limited")])
    executor = Executor(retry=RetryPolicy(base_delay=0.1), clock=clock, rng=random.Random(3), timeout=None)

    result = executor.run(invocation_of(fetch, {"currency": "JPY"}))

    assert result.ok and clock.sleeps == [9.0]


def test_retry_after_beyond_the_deadline_stops_at_once_without_waiting():
    clock = ManualClock()
    fetch, calls = flaky([TransientFailure("quota", retry_after=3600, reason="rate_limited")])
    executor = Executor(retry=RetryPolicy(deadline=30), clock=clock, timeout=None)

    result = executor.run(invocation_of(fetch, {"currency": "GBP"}))

    assert not result.ok and len(calls) == 1 and clock.sleeps == []
    assert result.gave_up is GiveUp.RETRY_AFTER_TOO_LONG
    assert "rate-limited" in result.message and "1 h" not in result.message and "60 min" in result.message


def test_the_total_deadline_counts_time_spent_inside_attempts():
    clock = ManualClock()
    calls = []

    @tool(level="L0")
    def slow_search(query: str) -> list[str]:
        """Search the catalogue."""
        calls.append(clock.monotonic())
        clock.advance(25)  # each attempt takes 25 s of (manual) time before failing
        raise TransientFailure("gateway busy")

    executor = Executor(retry=RetryPolicy(max_attempts=10, deadline=60, base_delay=1), clock=clock,
                        rng=random.Random(0), timeout=None)
    result = executor.run(invocation_of(slow_search, {"query": "x"}))

    assert result.gave_up is GiveUp.DEADLINE
    assert len(calls) == 3 and all(started < 60 for started in calls)
    assert "60 s time limit" in result.message


def test_permanent_and_argument_failures_are_never_retried():
    clock = ManualClock()
    fetch, calls = flaky([PermanentFailure("account closed", reason="gone")])
    result = Executor(clock=clock, timeout=None).run(invocation_of(fetch, {"currency": "CHF"}))
    assert len(calls) == 1 and clock.sleeps == [] and result.gave_up is GiveUp.NOT_TRANSIENT
    assert "no longer exists" in result.message and "account closed" in result.message


def test_a_write_with_unknown_outcome_is_not_repeated_unless_idempotent():
    lost = TransientFailure("connection dropped after sending", outcome_known=False, reason="connection_reset")
    transfer, calls = flaky([lost], level="L1")
    clock = ManualClock()

    result = Executor(clock=clock, timeout=None).run(invocation_of(transfer, {"currency": "USD"}))
    assert len(calls) == 1 and result.gave_up is GiveUp.UNSAFE_TO_REPEAT
    assert "may or may not have been applied" in result.message

    transfer, calls = flaky([lost], level="L1")
    executor = Executor(clock=ManualClock(), timeout=None, idempotent={"fetch_rates"})
    assert executor.run(invocation_of(transfer, {"currency": "USD"})).ok and len(calls) == 2


def test_async_retries_use_the_clock_too():
    clock = ManualClock()
    attempts = []

    @tool(level="L0")
    async def read_status(service: str) -> str:
        """Read a service's status."""
        attempts.append(service)
        if len(attempts) < 3:
            raise TransientFailure("503", reason="unavailable")
        return "up"

    executor = Executor(clock=clock, rng=random.Random(5), timeout=5)
    result = asyncio.run(executor.arun(invocation_of(read_status, {"service": "db"})))
    assert result.ok and result.value == "up" and len(clock.sleeps) == 2


@given(
    attempts=st.integers(1, 20),
    elapsed=st.floats(0, 200, allow_nan=False),
    retry_after=st.one_of(st.none(), st.floats(0, 500, allow_nan=False)),
    seed=st.integers(0, 2**32),
)
def test_a_planned_wait_never_breaks_a_bound(attempts, elapsed, retry_after, seed):
    policy = RetryPolicy(max_attempts=6, base_delay=0.5, max_delay=8, deadline=60)
    failure = Failure(ErrorClass.TRANSIENT, "unavailable", retry_after=retry_after)
    wait = policy.next_wait(failure, attempts=attempts, elapsed=elapsed, rng=random.Random(seed))
    if isinstance(wait, GiveUp):
        assert attempts >= 6 or elapsed + (retry_after or 0) >= 60 or wait is GiveUp.DEADLINE
        return
    assert attempts < 6
    assert elapsed + wait < 60
    assert wait <= max(policy.cap(attempts), retry_after or 0)
    if retry_after is not None:
        assert wait >= retry_after


def test_waits_are_jittered_not_synchronised():
    policy = RetryPolicy(base_delay=2)
    failure = Failure(ErrorClass.TRANSIENT, "timeout")
    waits = {policy.next_wait(failure, attempts=1, elapsed=0, rng=random.Random(seed)) for seed in range(20)}
    assert len(waits) == 20
