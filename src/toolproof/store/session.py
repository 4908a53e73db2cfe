"""Session state behind a small interface: frozen grants, call counters, repeat fingerprints.

Every operation is one atomic step a shared store can do natively (Redis: ``SET NX`` + ``GET``, ``HINCRBY``),
so several gateway replicas can enforce one session's limits without a read-modify-write race. Counting is
reserve-then-release: a gate increments and compares the returned value, and a later refusal gives the
unit back with a negative increment.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class SessionStore(Protocol):
    """Where sessions live. Records are JSON-compatible mappings, counters are integers."""

    def open_session(self, session: str, record: Mapping[str, Any]) -> Mapping[str, Any]:
        """Store ``record`` unless the session exists; return the record that is stored (first writer wins)."""
        ...

    def session_record(self, session: str) -> Mapping[str, Any] | None:
        """The stored record, or None for a session never opened."""
        ...

    def incr(self, session: str, counter: str, amount: int = 1) -> int:
        """Add ``amount`` (negative to release) to a counter of the session and return the new value."""
        ...

    def count(self, session: str, counter: str) -> int:
        """A counter's value; 0 when never incremented."""
        ...

    def close_session(self, session: str) -> None:
        """Forget the session's record and counters (a shared store may let them expire instead)."""
        ...
