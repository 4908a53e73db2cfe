"""Every sentence the model reads about a call that ran and failed, in one reviewable place.

Each message says what happened, whether trying again can help, and what to do next — a model given
"tool call failed, please retry" retries in place, so no message here is generic.
"""

from __future__ import annotations

from toolproof.execution.errors import ErrorClass, Failure
from toolproof.execution.retry import GiveUp

ARGUMENT_REPAIR = (
    "`{tool}` ran and its service refused the arguments{field}: {detail}. Nothing was changed. Correct "
    "{what} and send the call once more; this is the one repair attempt."
)
ARGUMENT_FINAL = (
    "`{tool}` refused the corrected arguments too{field}: {detail}. Do not call it again for this; tell the "
    "user what the service objected to and ask them for the right value."
)
EMPTY = (
    "`{tool}` ran and found nothing{detail}. This is an empty result, not an error: do not invent values. "
    "Adjust the query once (a wider range, another spelling, fewer filters); if it is still empty, tell the "
    "user that nothing was found."
)

TRANSIENT_HEADER = {
    "timeout": "`{tool}` did not answer in time{detail}",
    "rate_limited": "`{tool}` is being rate-limited by its service (HTTP 429){detail}",
    "unavailable": "`{tool}`'s service is temporarily unavailable (HTTP 503){detail}",
    "connection_reset": "`{tool}` lost its connection to the service{detail}",
    "connection_refused": "`{tool}` could not reach its service{detail}",
    "server_error": "`{tool}`'s service failed with a server error{detail}",
}
TRANSIENT_DEFAULT_HEADER = "`{tool}` failed temporarily ({reason}){detail}"

GAVE_UP = {
    GiveUp.ATTEMPTS: " It was tried {attempts} times over {elapsed}, each time failing; it was not run again.",
    GiveUp.DEADLINE: " It was tried {attempts} time(s) and the {deadline} time limit would pass before another "
                     "try.",
    GiveUp.RETRY_AFTER_TOO_LONG: " The service asked to wait {retry_after} before trying again, longer than the "
                                 "time left; it was not retried.",
    GiveUp.UNSAFE_TO_REPEAT: " The change may or may not have been applied, and repeating a write could apply it "
                             "twice, so it was not repeated. Check the current state with a read-only tool before "
                             "anything else.",
}
TRANSIENT_NEXT = " Do not call it again in this turn; tell the user why it failed and that it can be tried later."
TRANSIENT_NEXT_UNKNOWN = (
    " Do not call it again in this turn; tell the user why it failed and that whether it took effect must be "
    "checked before it is tried again."
)

PERMANENT = {
    "unauthorized": "`{tool}` was refused: the credentials were not accepted{detail}.",
    "forbidden": "`{tool}` was refused: no permission for this{detail}.",
    "not_found": "`{tool}` could not act: the target does not exist{detail}.",
    "gone": "`{tool}` could not act: the target no longer exists{detail}.",
    "conflict": "`{tool}` was refused because of the target's current state{detail}.",
    "business_rule": "`{tool}` was refused by a business rule{detail}.",
    "not_executable": "`{tool}` is declared but has nothing to run it{detail}.",
    "tool_error": "`{tool}` failed with an internal error{detail}.",
}
PERMANENT_DEFAULT = "`{tool}` failed ({reason}){detail}."
PERMANENT_NEXT = " Trying again will not change this; do not repeat the call. Tell the user what happened and why."

NOT_RUN = {
    "approval_required": "`{tool}` was not run: it needs a person's approval for these exact arguments and none "
                         "was presented. Propose the call again so that a person can review it.",
    "token_malformed": "`{tool}` was not run: the approval token is not a valid token. Propose the call again "
                       "so that a person can review it.",
    "token_unknown_key": "`{tool}` was not run: its approval was signed with a key this service no longer "
                         "accepts. Propose the call again so that a person can approve it anew.",
    "token_forged": "`{tool}` was not run: the approval token's signature is not valid. Do not retry with it; "
                    "tell the user the approval could not be verified.",
    "token_expired": "`{tool}` was not run: its approval expired before it was used. Propose the call again if "
                     "the user still wants it; a person must approve it anew.",
    "token_replayed": "`{tool}` was not run: its approval was already used, and one approval covers one run. "
                      "Propose the call again if it really must run twice.",
    "token_mismatched": "`{tool}` was not run: the approval was given for other arguments (or another tool or "
                        "session) than this call's. Only the exact call a person approved can run.",
    "credential_missing": "`{tool}` was not run: it came without the credential that shows it passed the checks. "
                          "Propose the call again so that it goes through them.",
    "credential_rejected": "`{tool}` was not run: its credential does not cover this exact call ({detail}). "
                           "Propose the call again so that it goes through the checks.",
}


def explain(
    tool: str,
    failure: Failure,
    *,
    attempts: int,
    elapsed: float,
    give_up: GiveUp,
    deadline: float,
    repair_allowed: bool,
) -> str:
    """The message the model gets for a failed call."""
    if failure.error_class is ErrorClass.ARGUMENT:
        field = f" (field `{failure.field}`)" if failure.field else ""
        template = ARGUMENT_REPAIR if repair_allowed else ARGUMENT_FINAL
        what = f"`{failure.field}`" if failure.field else "the arguments"
        return template.format(tool=tool, field=field, detail=failure.detail or failure.reason, what=what)
    if failure.error_class is ErrorClass.EMPTY:
        return EMPTY.format(tool=tool, detail=_detail(failure))
    if failure.error_class is ErrorClass.TRANSIENT:
        header = TRANSIENT_HEADER.get(failure.reason, TRANSIENT_DEFAULT_HEADER)
        detail = f": {failure.detail}" if failure.detail else ""
        text = header.format(tool=tool, reason=failure.reason, detail=detail) + "."
        text += GAVE_UP.get(give_up, "").format(
            attempts=attempts, elapsed=seconds(elapsed), deadline=seconds(deadline),
            retry_after=seconds(failure.retry_after or 0.0),
        )
        return text + (TRANSIENT_NEXT_UNKNOWN if give_up is GiveUp.UNSAFE_TO_REPEAT else TRANSIENT_NEXT)
    if failure.reason in NOT_RUN:
        return NOT_RUN[failure.reason].format(tool=tool, detail=failure.detail)
    template = PERMANENT.get(failure.reason, PERMANENT_DEFAULT)
    return template.format(tool=tool, reason=failure.reason, detail=_detail(failure)) + PERMANENT_NEXT


def seconds(value: float) -> str:
    """``0.25 s``, ``3 s``, ``2 min 5 s`` — short and exact enough for a sentence."""
    if value < 10:
        return f"{value:.2g} s" if value < 1 else f"{value:.1f} s".replace(".0 s", " s")
    whole = round(value)
    if whole < 120:
        return f"{whole} s"
    minutes, rest = divmod(whole, 60)
    return f"{minutes} min {rest} s" if rest else f"{minutes} min"


def _detail(failure: Failure) -> str:
    return f" ({failure.detail})" if failure.detail else ""
