"""Every sentence the model reads about a call the policy gates refused, in one reviewable place.

Policy refusals are not repairable by changing the arguments (except a repeat), so each message says what
to do instead: use the earlier result, answer the question, tell the user, wait for approval.
"""

from __future__ import annotations

from toolproof.contract.feedback import REFUSED_HEADER, clip

UNKNOWN_PRINCIPAL = (
    "This session's principal {principal} is not known to the policy, so no tool may run for it. "
    "Do not retry; tell the user they do not have access."
)
PRINCIPAL_MISMATCH = (
    "This session belongs to another principal; a call cannot switch whose session it is. "
    "Do not retry; continue with the principal the session was opened for."
)
DENYLISTED = (
    "`{tool}` is on the denylist: nobody may call it. Do not retry; tell the user this action is not available."
)
NOT_ALLOWED = (
    "`{tool}` is not among the tools this session may use. Do not retry it; use a permitted tool or tell the user."
)
INQUIRY_TURN = (
    "The user's message asks a question; it does not ask for an action. `{tool}` is an {level} tool (it changes "
    "things), so it did not run. Answer the question — read-only tools may help — or ask the user whether they "
    "want the action taken."
)
REPEATED = (
    "`{tool}` was already called {count} times in this session with exactly these arguments (at most {limit} "
    "allowed); another identical call would end the same way. Use the earlier result or refusal, or change the "
    "arguments if you need something different."
)
BUDGET_SPENT = (
    "This session has used all {limit} of its tool calls; no further call will run. Summarise what you have "
    "and tell the user."
)
NEEDS_APPROVAL = (
    "`{tool}` is irreversible or has wide impact ({level}); it will run only after a person approves it. "
    "Wait for the approval; do not call it again meanwhile."
)
ELEVATION_REFUSED = (
    "Roles are fixed when a session starts; the request to gain role {role} was refused and nothing changed. "
    "Continue with the tools this session has."
)


def refused(tool: str, category: str, reason: str, detail: str) -> str:
    """The contract's refusal header followed by the gate's explanation."""
    return REFUSED_HEADER.format(tool=clip(tool), category=category, reason=reason) + "\n" + detail


def quoted(value: object) -> str:
    """A name from the input, clipped and back-quoted, so a hostile value cannot flood the message."""
    return f"`{clip(value if isinstance(value, str) else repr(value))}`"
