"""Error classes and the typed errors a tool may raise to say which class its failure belongs to.

Four classes, four paths (seed 001, §6.2): an argument error gets the structured message back and one repair;
an empty result gets "adjust the query, then tell the user"; a transient error is retried with backoff; a
permanent one stops at once with its reason. A tool that knows which case it is in says so by raising one of
the errors below; anything else goes through ``toolproof.execution.classify``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import ClassVar


class ErrorClass(str, Enum):
    """What kind of failure a call ended in; each kind has its own path."""

    ARGUMENT = "argument"
    """The service refused these arguments: the model may correct them once."""
    EMPTY = "empty"
    """Nothing matched: the model may adjust the query once, then must tell the user."""
    TRANSIENT = "transient"
    """Timeout, rate limit, busy service, dropped connection: retried with backoff, within bounds."""
    PERMANENT = "permanent"
    """No permission, resource gone, business rule: retrying cannot help; stop and say why."""


@dataclass(frozen=True, slots=True)
class Failure:
    """A classified failure: enough to pick the path and to write the model a specific message."""

    error_class: ErrorClass
    reason: str
    """Stable machine code: ``timeout``, ``rate_limited``, ``forbidden``, ``not_found``, ``business_rule``…"""
    detail: str = ""
    """What the tool or service said, clipped; quoted to the model."""
    retry_after: float | None = None
    """Seconds the service asked us to wait (HTTP Retry-After), when it said."""
    status: int | None = None
    """The HTTP status, when the failure came from one."""
    outcome_known: bool = True
    """False when the call may have taken effect anyway (a timeout or a connection lost mid-request), so
    repeating a write could apply it twice."""
    field: str | None = None
    """For argument errors: the argument the service objected to, when it said."""


class ToolError(Exception):
    """Base of the errors a tool raises to classify its own failure; ``detail`` is shown to the model."""

    error_class: ClassVar[ErrorClass]
    default_reason: ClassVar[str]

    def __init__(self, detail: str, *, reason: str | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.reason = reason or self.default_reason

    def failure(self) -> Failure:
        return Failure(self.error_class, self.reason, self.detail)


class ArgumentRejected(ToolError):
    """The arguments passed the schema but the service refused them (e.g. an unknown order id format)."""

    error_class = ErrorClass.ARGUMENT
    default_reason = "rejected_argument"

    def __init__(self, detail: str, *, field: str | None = None, reason: str | None = None) -> None:
        super().__init__(detail, reason=reason)
        self.field = field

    def failure(self) -> Failure:
        return Failure(self.error_class, self.reason, self.detail, field=self.field)


class EmptyResult(ToolError):
    """The query ran and matched nothing: an explicit empty state, never a null to be filled in."""

    error_class = ErrorClass.EMPTY
    default_reason = "empty"


class TransientFailure(ToolError):
    """A failure that may pass: busy, rate-limited, briefly unreachable. ``outcome_known=False`` when a write
    may have been applied before it failed."""

    error_class = ErrorClass.TRANSIENT
    default_reason = "temporarily_unavailable"

    def __init__(
        self,
        detail: str,
        *,
        retry_after: float | None = None,
        outcome_known: bool = True,
        reason: str | None = None,
    ) -> None:
        super().__init__(detail, reason=reason)
        self.retry_after = retry_after
        self.outcome_known = outcome_known

    def failure(self) -> Failure:
        return Failure(
            self.error_class, self.reason, self.detail, retry_after=self.retry_after, outcome_known=self.outcome_known
        )


class PermanentFailure(ToolError):
    """A failure retrying cannot fix. Use a reason the messages know: ``forbidden``, ``unauthorized``,
    ``not_found``, ``gone``, ``conflict``, ``business_rule`` (the default)."""

    error_class = ErrorClass.PERMANENT
    default_reason = "business_rule"
