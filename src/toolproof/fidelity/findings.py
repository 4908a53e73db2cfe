"""What the verifier reports: each place a narration departs from the pinned results, and the overall verdict."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class FindingKind(str, Enum):
    """The four ways a narration betrays a correct tool result."""

    NUMERIC_DRIFT = "numeric_drift"
    """A stated number differs from the returned one (digit swap, decimal shift, sign flip, wrong magnitude)."""
    FIELD_SWAP = "field_swap"
    """A real returned value reported under another field's name (price stated as the discount)."""
    NULL_FILL = "null_fill"
    """Content stated where the result was empty: the gap was filled from the model's priors."""
    STATUS_LIE = "status_lie"
    """Success reported for a call that failed or only partly succeeded."""


@dataclass(frozen=True, slots=True)
class Finding:
    """One departure from the pinned results, located in the narration."""

    kind: FindingKind
    call_id: str
    path: str
    """JSON path of the pinned value (``$.balance``), or ``$`` for the whole result."""
    expected: Any
    """The pinned value (or a short description of the result's state for status and empty findings)."""
    stated: Any
    """What the narration says, as written."""
    span: tuple[int, int]
    """Character offsets [start, end) in the narration."""
    message: str
    replacement: str | None = None
    """Text that can replace the span to make it faithful, when that is unambiguous."""

    def to_json(self) -> dict[str, Any]:
        """The ``toolproof verify`` output shape."""
        return {
            "kind": self.kind.value,
            "call_id": self.call_id,
            "path": self.path,
            "expected": self.expected,
            "stated": self.stated,
            "span": [self.span[0], self.span[1]],
            "message": self.message,
        }


@dataclass(frozen=True, slots=True)
class Verification:
    """The verdict on one narration."""

    narration: str
    findings: tuple[Finding, ...] = ()

    @property
    def faithful(self) -> bool:
        return not self.findings

    @property
    def kinds(self) -> frozenset[FindingKind]:
        return frozenset(f.kind for f in self.findings)

    def to_json(self, line_id: Any = None) -> dict[str, Any]:
        return {"id": line_id, "faithful": self.faithful, "findings": [f.to_json() for f in self.findings]}
