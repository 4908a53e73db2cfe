"""What people and models read about approvals, in one reviewable place.

People get the real impact first — counts, sizes, places, irreversibility — because a dialog that asks "allow
delete_all_logs?" is approved without being read (seed 001, §7.3). Models get why the call did not run and what
to tell the user.
"""

from __future__ import annotations

from collections.abc import Mapping

IMPACT_UNKNOWN = "impact unknown: `{tool}` has no preview hook, so nothing checked what it would change"
IMPACT_PREVIEW_FAILED = "impact unknown: the preview of `{tool}` failed ({detail})"
IMPACT_PREVIEW_TIMEOUT = "impact unknown: the preview of `{tool}` did not finish within {seconds} s"
IMPACT_NOT_AN_IMPACT = "impact unknown: the preview hook of `{tool}` returned {kind}, not an Impact"
IRREVERSIBLE = "irreversible"

BATCH_ONE = "1 call to `{tool}`: {impact}"
BATCH_MANY = "{count} calls to `{tool}`, in total: {totals}"
BATCH_UNKNOWN = "{count} of them with impact unknown"

DENIED = (
    "A person reviewed the call to `{tool}` ({impact}) and declined it{note}; it did not run. Do not call it "
    "again for this; tell the user it was declined."
)
DECLINED_BEFORE = (
    "A person already declined this exact call to `{tool}` in this conversation, so it was not asked again and "
    "did not run. Do not call it again; tell the user it was declined."
)
TIMED_OUT = (
    "Nobody approved the call to `{tool}` within {seconds}; no answer counts as a refusal, so it did not run. "
    "Tell the user it needs their approval; do not call it again unless they ask."
)
LATE = (
    "The approval for `{tool}` came after its request had expired, so it did not count and the call did not "
    "run. Tell the user it needs a fresh approval."
)
CHANNEL_FAILED = (
    "The approval for `{tool}` could not be asked ({detail}); without an approval it did not run. Tell the "
    "user the approval step is not working."
)

_BYTE_UNITS = ("B", "KB", "MB", "GB", "TB", "PB")


def human_bytes(count: float) -> str:
    """1288490188 → ``1.2 GB`` (powers of 1024, as file managers show sizes)."""
    value = float(count)
    for unit in _BYTE_UNITS:
        if abs(value) < 1024 or unit == _BYTE_UNITS[-1]:
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    raise AssertionError("unreachable: the last unit always returns")


def format_totals(totals: Mapping[str, float]) -> str:
    """``files 9, bytes 3.6 GB``: counts as integers where they are whole, keys named ``bytes`` as sizes."""
    parts = []
    for key, value in totals.items():
        if key == "bytes":
            shown = human_bytes(value)
        elif float(value).is_integer():
            shown = f"{int(value):,}"
        else:
            shown = f"{value:,.2f}"
        parts.append(f"{key} {shown}")
    return ", ".join(parts)


def note_suffix(note: str) -> str:
    return f" with the note: {note!r}" if note else ""
