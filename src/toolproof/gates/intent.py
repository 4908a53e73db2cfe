"""A turn that only asks refuses L1/L2 calls (INTENT).

"取消订单会产生费用吗？" asks about cancelling; it does not ask to cancel. Read-only tools still run, so the
model can answer. The classifier is the exposure layer's; the verdict per message is cached because every
call of a turn carries the same message.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

from toolproof.decision import Category, Decision
from toolproof.gates import feedback
from toolproof.gates.context import CallContext
from toolproof.levels import Level


class IntentLike(Protocol):
    @property
    def kind(self) -> str: ...


Classifier = Callable[[str], IntentLike]


def default_classifier() -> Classifier:
    """toolproof's zh/en inquiry-vs-command detector."""
    from toolproof.exposure.intent import classify_intent

    return classify_intent


class IntentGate:
    """Refuses a non-L0 call when the turn's user message is an inquiry.

    A call with no user message (an agent acting on its own, a scheduled job) carries no question to protect,
    so it passes.
    """

    name = "intent"

    def __init__(self, classify: Classifier | None = None, *, cache_size: int = 4096) -> None:
        chosen = classify or default_classifier()

        def is_inquiry(text: str) -> bool:
            return chosen(text).kind == "inquiry"

        self.is_inquiry = lru_cache(maxsize=cache_size)(is_inquiry)

    def check(self, context: CallContext) -> Decision | None:
        level = context.level
        message = context.call.user_message
        if level is Level.L0 or not isinstance(message, str) or not message.strip():
            return None
        if not self.is_inquiry(message):
            return None
        tool = context.need_tool().name
        return Decision.deny(Category.INTENT, "inquiry_turn", feedback.refused(
            tool, "INTENT", "inquiry_turn", feedback.INQUIRY_TURN.format(tool=tool, level=level.value)),
            context.normalized)
