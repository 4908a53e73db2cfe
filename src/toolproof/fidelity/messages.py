"""Every sentence about a narration's fidelity, in one reviewable place: findings, restate requests, second check."""

from __future__ import annotations

NUMERIC_DRIFT = "The narration states {stated} but call {call_id} returned {expected} at {path} ({shape})."
FIELD_SWAP = (
    "The narration gives {stated} as {label}, but that is the value of {other_path}; "
    "call {call_id} returned {expected} at {path}."
)
NULL_FILL_EMPTY = (
    "Call {call_id} ({tool}) returned no data ({reason}), but the narration does not say so and states content "
    "for it: \"{stated}\"."
)
NULL_FILL_CLAIM = "The narration states {stated}, but call {call_id} returned no value for it ({path} is empty)."
NULL_FILL_FIELD = (
    "The narration says \"{stated}\", but call {call_id} returned no value for that field ({path} is null): "
    "say it is not known yet instead."
)
STATUS_LIE_FAILURE = "The narration reports success (\"{stated}\"), but call {call_id} ({tool}) failed: {message}."
STATUS_LIE_PARTIAL = (
    "The narration reports full success (\"{stated}\"), but call {call_id} ({tool}) only partly succeeded: {state}."
)
STATUS_LIE_COUNT = (
    "The narration says {stated} succeeded, but call {call_id} reports {succeeded} succeeded and {failed} failed."
)

PARTIAL_STATE = "{succeeded} succeeded, {failed} failed"
WARNING_STATE = "completed with warnings: {warnings}"
PENDING_STATE = "not finished yet: {state}"

RESTATE = (
    "Your answer does not match the tool results:\n{problems}\n"
    "Rewrite the answer using only these pinned values, quoted exactly (or as references such as "
    "{{{{c1.balance}}}}):\n{pins}\n"
    "If a call failed or returned no data, say so plainly and ask the user what they want to do."
)
RESTATE_PIN = "- {call_id} ({tool}, {kind}): {value}"

SECOND_CHECK_PROMPT = (
    "Restate the key values of these tool results exactly as returned, one per line as `path: value`, adding "
    "nothing. Do not reason, estimate or round. If a result failed or is empty, write `status: failed` or "
    "`status: empty`.\n{results}"
)
