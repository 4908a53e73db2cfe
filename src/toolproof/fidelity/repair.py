"""Turn findings into a fix: rewrite a flagged number with its pinned value when that is unambiguous, otherwise
ask the model to restate its answer from the pinned values.

Only numbers are rewritten, and only where one pinned value is plainly meant and the rewrite keeps the
narration's own unit and magnitude (4280.50 元 → 4820.50 元, 12万 → 1.2万). Status lies and invented content are
never patched in place: the sentence around them is wrong, so the model must say it again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from toolproof.fidelity import messages
from toolproof.fidelity.findings import Finding, Verification
from toolproof.results.kinds import Empty, Failure, Partial, ToolResult

MAX_PIN_CHARS = 400
"""How much of one result the restate message quotes."""


@dataclass(frozen=True, slots=True)
class Repair:
    """What to do about an unfaithful narration."""

    text: str | None
    """The narration with every finding rewritten, when every finding could be; otherwise None."""
    rewritten: tuple[Finding, ...]
    """Findings fixed in `text` (all of them when `text` is set)."""
    restate: str | None
    """The message that asks the model to restate from the pinned values, when a rewrite is not enough."""

    @property
    def needed(self) -> bool:
        return self.text is not None or self.restate is not None


def repair(verification: Verification, results: Sequence[ToolResult]) -> Repair:
    """Rewrite what can be rewritten; ask for a restatement of the rest."""
    if verification.faithful:
        return Repair(None, (), None)
    findings = verification.findings
    if all(f.replacement is not None for f in findings) and not _overlapping(findings):
        text = verification.narration
        for finding in sorted(findings, key=lambda f: f.span[0], reverse=True):
            start, end = finding.span
            text = text[:start] + (finding.replacement or "") + text[end:]
        return Repair(text, findings, None)
    return Repair(None, (), restate_message(findings, results))


def restate_message(findings: Sequence[Finding], results: Sequence[ToolResult]) -> str:
    """The model-facing request to say it again from the pinned values."""
    problems = "\n".join(f"- {finding.message}" for finding in findings)
    pins = "\n".join(
        messages.RESTATE_PIN.format(call_id=r.call_id, tool=r.tool, kind=_state(r), value=_compact(r.value))
        for r in results
    )
    return messages.RESTATE.format(problems=problems, pins=pins)


def _state(result: ToolResult) -> str:
    if isinstance(result, Failure):
        return f"FAILED: {result.message}"
    if isinstance(result, Partial):
        return f"PARTIAL: {result.message}"
    if isinstance(result, Empty):
        return f"NO DATA ({result.reason.value})"
    return "ok"


def _compact(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    return text if len(text) <= MAX_PIN_CHARS else text[: MAX_PIN_CHARS - 1] + "…"


def _overlapping(findings: Sequence[Finding]) -> bool:
    spans = sorted(f.span for f in findings)
    return any(later[0] < earlier[1] for earlier, later in pairwise(spans))
