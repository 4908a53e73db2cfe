"""The optional second check: a cheap model call, with deep thinking off, restates the key values of the results,
and the restatement is verified against the pins like any narration.

The caller supplies the model as a plain callable (prompt → text), so any client fits and tests use a local
function. A restatement that disagrees with the pins means the results are easy to misread: the answer built on
them deserves the same doubt.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence

from toolproof.fidelity import messages
from toolproof.fidelity.findings import Verification
from toolproof.fidelity.verifier import verify
from toolproof.results.kinds import ToolResult

Restater = Callable[[str], str]
"""A cheap model call with reasoning off: takes the prompt, returns the model's text."""
AsyncRestater = Callable[[str], Awaitable[str]]

SECOND_CHECK_SETTINGS = {"reasoning": "off", "temperature": 0}
"""What an adapter should send with the second-check call: restating values needs no deliberation."""


def second_check_prompt(results: Sequence[ToolResult]) -> str:
    lines = [
        json.dumps({"call_id": r.call_id, "tool": r.tool, "status": r.kind.value, "output": r.value},
                   ensure_ascii=False, default=str)
        for r in results
    ]
    return messages.SECOND_CHECK_PROMPT.format(results="\n".join(lines))


def second_check(results: Sequence[ToolResult], ask: Restater) -> Verification:
    """Ask the model to restate the results, and verify what it said. Strictly: a restatement works nothing out,
    so a number in it that matches no value is wrong whatever its shape."""
    return verify(results, ask(second_check_prompt(results)), strict=True)


async def asecond_check(results: Sequence[ToolResult], ask: AsyncRestater) -> Verification:
    """`second_check` for an async model client."""
    return verify(results, await ask(second_check_prompt(results)), strict=True)
