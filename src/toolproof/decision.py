"""The value every gate returns: a verdict, a category, a stable reason and the model's feedback.

Gates never raise for a model's mistake; they return a `Decision`, so callers, the audit log and the
command line all see the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple


class Verdict(str, Enum):
    """What happens to a proposed call."""

    ALLOW = "allow"
    """Every check passed: the call may run."""
    CONFIRM = "confirm"
    """The call passed every check but needs a human's approval before it runs (L2)."""
    DENY = "deny"
    """Policy refuses the call; repairing the arguments will not help."""
    INVALID = "invalid"
    """The call is malformed; the feedback tells the model how to repair it."""


class Category(str, Enum):
    """Why a call was refused: a ToolScan code (Kokane et al., 2024) or a policy code."""

    IFN = "IFN"
    """Invalid function name: no tool is registered under exactly this name."""
    IFE = "IFE"
    """Invalid format: the arguments are not one well-formed JSON object."""
    IAN = "IAN"
    """Invalid argument name: an unknown, misplaced or ambiguous field."""
    IAT = "IAT"
    """Invalid argument type: a value of the wrong JSON type (nothing is coerced)."""
    IAV = "IAV"
    """Invalid argument value: out of range, pattern or enum miss, missing required field."""
    RAC = "RAC"
    """Repeated call: the same tool with the same canonical arguments too many times."""
    IAC = "IAC"
    """Insufficient calls: the task needed calls that were never made."""
    PERM = "PERM"
    """The principal may not use this tool."""
    INTENT = "INTENT"
    """The turn only asks a question, so no write may run."""
    LIMIT = "LIMIT"
    """A call budget is spent."""
    ELEVATION = "ELEVATION"
    """An attempt to gain a role in the middle of a session."""


ARGUMENT_CATEGORIES: tuple[Category, ...] = (Category.IAN, Category.IAT, Category.IAV)
"""Argument problems in the order that picks the one reported category."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a call's arguments, with enough detail to tell the model how to fix it."""

    category: Category
    reason: str
    """Stable machine code, e.g. ``unknown_field`` or ``wrong_type``."""
    path: str
    """Where in the arguments, as a JSON path such as ``$.params.filters[0].vendor_guid``."""
    message: str
    """One sentence for the model."""
    received: str | None = None
    """The value received, rendered and truncated."""


class Decision(NamedTuple):
    """The outcome of one gate, or of the whole pipeline, for one proposed call.

    Build it with the named constructors so call sites say what they mean. An immutable tuple rather than a
    frozen dataclass because one is built on every call and a tuple costs a third as much to make.
    """

    verdict: Verdict
    category: Category | None
    reason: str
    feedback: str
    normalized: Mapping[str, Any] | None = None
    """The canonical arguments once aliases are applied, when the call got that far."""
    problems: tuple[Problem, ...] = ()

    @property
    def allowed(self) -> bool:
        """True when the call may proceed (perhaps after a human approves it)."""
        return self.verdict in (Verdict.ALLOW, Verdict.CONFIRM)

    @classmethod
    def allow(cls, normalized: Mapping[str, Any] | None = None, reason: str = "ok") -> Decision:
        return cls(Verdict.ALLOW, None, reason, "", normalized)

    @classmethod
    def confirm(cls, reason: str, feedback: str, normalized: Mapping[str, Any] | None = None) -> Decision:
        return cls(Verdict.CONFIRM, None, reason, feedback, normalized)

    @classmethod
    def deny(
        cls, category: Category, reason: str, feedback: str, normalized: Mapping[str, Any] | None = None
    ) -> Decision:
        return cls(Verdict.DENY, category, reason, feedback, normalized)

    @classmethod
    def invalid(
        cls,
        category: Category,
        reason: str,
        feedback: str,
        problems: tuple[Problem, ...] = (),
        normalized: Mapping[str, Any] | None = None,
    ) -> Decision:
        return cls(Verdict.INVALID, category, reason, feedback, normalized, problems)

    def to_json(self) -> dict[str, Any]:
        """The command-line shape: decision, category, reason, normalized (null until known), feedback."""
        out: dict[str, Any] = {
            "decision": self.verdict.value,
            "category": self.category.value if self.category else None,
            "reason": self.reason,
        }
        out["normalized"] = dict(self.normalized) if self.normalized is not None else None
        out["feedback"] = self.feedback
        return out
