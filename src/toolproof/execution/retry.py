"""When to try a transient failure again, and how long to wait first: a pure function of the policy, the
failure, the attempts so far and the time spent.

Exponential backoff with full jitter (a random wait between zero and the exponential cap, so callers that
failed together do not return together), a bounded number of attempts, a total deadline, and a service's own
Retry-After honoured as the least wait — or as a reason to stop now when it points past the deadline.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from toolproof.execution.errors import ErrorClass, Failure


class GiveUp(str, Enum):
    """Why a failure is not retried."""

    NOT_TRANSIENT = "not_transient"
    """Argument, empty and permanent failures are never retried here."""
    ATTEMPTS = "attempts_exhausted"
    DEADLINE = "deadline_exceeded"
    RETRY_AFTER_TOO_LONG = "retry_after_beyond_deadline"
    """The service asked us to wait longer than the time left."""
    UNSAFE_TO_REPEAT = "unsafe_to_repeat"
    """A write whose outcome is unknown: repeating it could apply it twice."""


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Bounds for retrying transient failures."""

    max_attempts: int = 3
    """Attempts in all, the first included."""
    base_delay: float = 0.5
    """Cap of the first wait, in seconds; each later cap is ``multiplier`` times the previous one."""
    multiplier: float = 2.0
    max_delay: float = 20.0
    """No single computed wait exceeds this (a Retry-After may, within the deadline)."""
    deadline: float = 60.0
    """Seconds from the first attempt after which no new attempt starts."""

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if min(self.base_delay, self.max_delay, self.deadline) < 0 or self.multiplier < 1:
            raise ValueError("delays and deadline must be >= 0 and multiplier >= 1")

    def cap(self, retry: int) -> float:
        """The upper bound of the wait before retry number ``retry`` (1 for the first retry)."""
        return float(min(self.max_delay, self.base_delay * self.multiplier ** (retry - 1)))

    def next_wait(
        self,
        failure: Failure,
        *,
        attempts: int,
        elapsed: float,
        rng: random.Random,
        repeat_safe: bool = True,
    ) -> float | GiveUp:
        """Seconds to wait before the next attempt, or why there is none.

        ``attempts`` is how many were made, ``elapsed`` the seconds since the first began, ``repeat_safe``
        whether running the call twice is harmless (a read, or an idempotent write).
        """
        if failure.error_class is not ErrorClass.TRANSIENT:
            return GiveUp.NOT_TRANSIENT
        if not failure.outcome_known and not repeat_safe:
            return GiveUp.UNSAFE_TO_REPEAT
        if attempts >= self.max_attempts:
            return GiveUp.ATTEMPTS
        left = self.deadline - elapsed
        wait = rng.uniform(0.0, self.cap(attempts))
        if failure.retry_after is not None:
            if failure.retry_after >= left:
                return GiveUp.RETRY_AFTER_TOO_LONG
            wait = max(wait, failure.retry_after)
        if wait >= left:
            return GiveUp.DEADLINE
        return wait
