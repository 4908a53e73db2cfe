"""Time as a dependency: the real clock in production, a manual one in tests so no test ever sleeps.

Retries, deadlines, approval timeouts and token expiry all read time through a ``Clock``; swapping it is how
a test covers minutes of backoff in microseconds and still checks every wait that would have happened.
"""

from __future__ import annotations

import asyncio
import time
from typing import Protocol


class Clock(Protocol):
    def time(self) -> float:
        """Wall-clock Unix seconds (for timestamps, token expiry, HTTP dates)."""
        ...

    def monotonic(self) -> float:
        """Seconds that only move forward (for deadlines and latency)."""
        ...

    def sleep(self, seconds: float) -> None: ...

    async def asleep(self, seconds: float) -> None: ...


class SystemClock:
    """The real clock."""

    def time(self) -> float:
        return time.time()

    def monotonic(self) -> float:
        return time.monotonic()

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)

    async def asleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


SYSTEM_CLOCK = SystemClock()


class ManualClock:
    """A clock that moves only when told to, and remembers every sleep asked of it.

    ``sleep`` moves time forward by the amount asked (nothing else could wake a blocked thread). ``asleep``
    does the same when ``autoadvance`` is true; otherwise it waits until ``advance`` passes its wake-up time,
    which lets a test hold a timeout open, act, then jump past it.
    """

    def __init__(self, start: float = 1_700_000_000.0, *, autoadvance: bool = True) -> None:
        self._start = start
        self._elapsed = 0.0
        self.autoadvance = autoadvance
        self.sleeps: list[float] = []
        """Every duration passed to sleep/asleep, in order."""
        self._waiters: list[tuple[float, asyncio.Future[None]]] = []

    def time(self) -> float:
        return self._start + self._elapsed

    def monotonic(self) -> float:
        return self._elapsed

    def advance(self, seconds: float) -> None:
        """Move time forward and wake every ``asleep`` whose wake-up time has come."""
        self._elapsed += seconds
        due = [(at, fut) for at, fut in self._waiters if at <= self._elapsed]
        self._waiters = [(at, fut) for at, fut in self._waiters if at > self._elapsed]
        for _, fut in due:
            if not fut.done():
                fut.get_loop().call_soon_threadsafe(_wake, fut)

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.advance(max(0.0, seconds))

    async def asleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        if self.autoadvance or seconds <= 0:
            self.advance(max(0.0, seconds))
            await asyncio.sleep(0)
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append((self._elapsed + max(0.0, seconds), fut))
        await fut


def _wake(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)
