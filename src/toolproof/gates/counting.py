"""The two counting gates: repeat fingerprints (RAC) and the per-session call budget (LIMIT).

Both reserve by an atomic increment in the session store and compare the value it returns; a refusal by
this or any later gate releases the reservation, so only calls that pass every check are counted.
"""

from __future__ import annotations

from toolproof.decision import Category, Decision
from toolproof.gates import feedback
from toolproof.gates.context import CallContext
from toolproof.store.session import SessionStore

CALLS_COUNTER = "calls"
FINGERPRINT_PREFIX = "fp:"


def fingerprint(tool: str, arguments_digest: str) -> str:
    """Counter name for one (tool, canonical arguments); the arguments as their SHA-256, so keys stay short."""
    return f"{FINGERPRINT_PREFIX}{tool}:{arguments_digest}"


def _reserve(store: SessionStore, context: CallContext, counter: str, limit: int) -> int | None:
    """Take one unit of ``counter``; None when that goes past ``limit`` (the unit is given back at once)."""
    session = context.call.session
    value = store.incr(session, counter)
    if value > limit:
        store.incr(session, counter, -1)
        return None

    def release() -> None:
        store.incr(session, counter, -1)

    context.undo.append(release)
    return value


class RepeatGate:
    """More than ``max_repeats`` identical calls (same tool, same canonical arguments) in a session → RAC."""

    name = "repeat"

    def __init__(self, store: SessionStore) -> None:
        self.store = store

    def check(self, context: CallContext) -> Decision | None:
        tool = context.need_tool().name
        limit = context.need_grants().limits.max_repeats
        counter = fingerprint(tool, context.arguments_digest())
        if _reserve(self.store, context, counter, limit) is not None:
            return None
        return Decision.deny(Category.RAC, "repeated_call", feedback.refused(
            tool, "RAC", "repeated_call", feedback.REPEATED.format(tool=tool, count=limit, limit=limit)),
            context.normalized)


class BudgetGate:
    """More than ``max_calls_per_session`` calls in a session → LIMIT."""

    name = "budget"

    def __init__(self, store: SessionStore) -> None:
        self.store = store

    def check(self, context: CallContext) -> Decision | None:
        limit = context.need_grants().limits.max_calls_per_session
        if _reserve(self.store, context, CALLS_COUNTER, limit) is not None:
            return None
        tool = context.need_tool().name
        return Decision.deny(Category.LIMIT, "session_budget_spent", feedback.refused(
            tool, "LIMIT", "session_budget_spent", feedback.BUDGET_SPENT.format(limit=limit)),
            context.normalized)
