"""Permission, default-deny: denylist, then the session's frozen allow list, then refuse (PERM).

The decision reads only the grants frozen when the session opened — never the principal field of the call
again, never the current policy — so neither a role name in the principal field nor a policy reload changes
what a running session may do.
"""

from __future__ import annotations

from toolproof.decision import Category, Decision
from toolproof.gates import feedback
from toolproof.gates.context import CallContext


class PermitGate:
    name = "permit"

    def check(self, context: CallContext) -> Decision | None:
        if isinstance(context.grants, Decision):
            return context.grants
        tool = context.need_tool().name
        if tool in context.grants.tools:
            return None
        if tool in context.grants.denied:
            return Decision.deny(Category.PERM, "denylisted", feedback.refused(
                tool, "PERM", "denylisted", feedback.DENYLISTED.format(tool=tool)))
        return Decision.deny(Category.PERM, "not_in_allowlist", feedback.refused(
            tool, "PERM", "not_in_allowlist", feedback.NOT_ALLOWED.format(tool=tool)))
