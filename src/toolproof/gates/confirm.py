"""An L2 call that passed every check needs a person's approval: the verdict is ``confirm``, not ``allow``."""

from __future__ import annotations

from toolproof.decision import Decision
from toolproof.gates import feedback
from toolproof.gates.context import CallContext
from toolproof.levels import Level


class ConfirmGate:
    name = "confirm"

    def check(self, context: CallContext) -> Decision | None:
        if context.level is not Level.L2:
            return None
        tool = context.need_tool().name
        return Decision.confirm("approval_required",
                                feedback.NEEDS_APPROVAL.format(tool=tool, level=Level.L2.value), context.normalized)
