"""What a tool call honestly produced: a value, a failure, a partial failure, or nothing.

A tool that answers HTTP 200 with ``{"error": "rate_limited"}`` did not succeed, and ``null`` is not "all
normal". Translating every raw output into one of these four kinds before the model sees it means the model is
never handed a success to narrate when there was none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class ResultKind(str, Enum):
    """The four honest outcomes of a tool call."""

    OK = "ok"
    """The tool did what was asked and returned data."""
    FAILURE = "failure"
    """The tool did not do what was asked (HTTP error, or an error hidden in a normal-looking body)."""
    PARTIAL = "partial"
    """Some of the work succeeded and some failed, or it succeeded with warnings the user must hear."""
    EMPTY = "empty"
    """The call worked but there is no data: nothing may be invented in its place."""


class EmptyReason(str, Enum):
    """Why a result holds no data — it decides what the user is asked."""

    NOT_FOUND = "not_found"
    """The thing asked for does not exist (404, unknown id)."""
    NEVER_GENERATED = "never_generated"
    """The thing could exist but was never produced (a report never run)."""
    NO_MATCH = "no_match"
    """A search or list ran and matched nothing."""
    FILTERED_OUT = "filtered_out"
    """Data exists but the filters excluded all of it."""
    UNKNOWN = "unknown"
    """The tool gave no data and no reason."""

    @classmethod
    def parse(cls, value: object) -> EmptyReason:
        """A tool's own reason text mapped onto the enum; anything unrecognised is UNKNOWN."""
        if isinstance(value, EmptyReason):
            return value
        text = str(value).strip().lower().replace("-", "_").replace(" ", "_")
        for reason in cls:
            if text == reason.value:
                return reason
        for marker, reason in _REASON_MARKERS:
            if marker in text:
                return reason
        return cls.UNKNOWN


_REASON_MARKERS: tuple[tuple[str, EmptyReason], ...] = (
    ("never", EmptyReason.NEVER_GENERATED),
    ("not_generated", EmptyReason.NEVER_GENERATED),
    ("filter", EmptyReason.FILTERED_OUT),
    ("no_match", EmptyReason.NO_MATCH),
    ("no_result", EmptyReason.NO_MATCH),
    ("nomatch", EmptyReason.NO_MATCH),
    ("not_found", EmptyReason.NOT_FOUND),
    ("notfound", EmptyReason.NOT_FOUND),
    ("404", EmptyReason.NOT_FOUND),
    ("does_not_exist", EmptyReason.NOT_FOUND),
    ("no_such", EmptyReason.NOT_FOUND),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Ok:
    """The call returned data."""

    call_id: str
    tool: str
    value: Any
    arguments: Mapping[str, Any] = field(default_factory=dict)
    kind: ResultKind = field(default=ResultKind.OK, init=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Failure:
    """The call did not do what was asked, whatever its HTTP status said."""

    call_id: str
    tool: str
    value: Any
    message: str
    """The tool's own error text, as returned."""
    code: str | None = None
    """A machine code when the tool gave one (``rate_limited``, ``500``)."""
    arguments: Mapping[str, Any] = field(default_factory=dict)
    kind: ResultKind = field(default=ResultKind.FAILURE, init=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class Partial:
    """Part of the work failed, the work succeeded with warnings, or it is still pending."""

    call_id: str
    tool: str
    value: Any
    succeeded: int | None = None
    failed: int | None = None
    message: str = ""
    warnings: tuple[str, ...] = ()
    pending: str | None = None
    """The status the tool reported when the work was accepted but is not done yet (``queued``, ``pending``,
    ``waitlisted``). Pending is kept a Partial on purpose: nothing the user asked for has happened yet, so it must
    be reported as "not done yet", never as done — the same obligation a partial failure carries."""
    read_of_pending: bool = False
    """True when the call was a read (get_refund_status) that found its subject unfinished, rather than an action
    whose own work is unfinished. The read itself worked and its data is true: the model may report every value,
    but must tell the state as still pending, never as done. For an action, nothing the user asked for has happened
    yet."""
    arguments: Mapping[str, Any] = field(default_factory=dict)
    kind: ResultKind = field(default=ResultKind.PARTIAL, init=False)

    @property
    def total(self) -> int | None:
        """Items attempted, when both counts are known."""
        if self.succeeded is None or self.failed is None:
            return None
        return self.succeeded + self.failed


@dataclass(frozen=True, slots=True, kw_only=True)
class Empty:
    """The call worked and found nothing; the model must say so and ask, never fill the gap."""

    call_id: str
    tool: str
    value: Any
    reason: EmptyReason = EmptyReason.UNKNOWN
    ask_user: bool = True
    """Whether the model should ask the user how to go on (the default for every reason)."""
    arguments: Mapping[str, Any] = field(default_factory=dict)
    kind: ResultKind = field(default=ResultKind.EMPTY, init=False)


ToolResult = Ok | Failure | Partial | Empty
"""One honest outcome of one call."""
