"""The repair loop: ask the model for a call, hand its refusal back verbatim, try again a bounded number of
times, then fail explicitly with the whole history — never a silent pass.

The model is a callback: given the attempts so far (empty on the first turn) it returns its next proposed
call. That keeps this loop free of any provider's message format; adapters build the messages.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from toolproof.contract.tool import Invocation
from toolproof.contract.toolset import Checked
from toolproof.decision import Decision, Verdict

DEFAULT_MAX_REPAIRS = 2


@dataclass(frozen=True, slots=True)
class ProposedCall:
    """What the model emitted: a tool name and the raw argument text, untouched."""

    tool: str
    arguments: str | bytes | None
    call_id: str | None = None


@dataclass(frozen=True, slots=True)
class Attempt:
    """One proposed call and the verdict on it; ``decision.feedback`` is what the model is shown."""

    call: ProposedCall
    decision: Decision


@dataclass(frozen=True, slots=True)
class Repaired:
    """A call that passed (perhaps after repairs) and its result."""

    value: Any
    invocation: Invocation
    attempts: tuple[Attempt, ...]

    @property
    def repairs(self) -> int:
        """How many refused attempts came before the one that ran."""
        return len(self.attempts) - 1


class RepairFailed(Exception):
    """No valid call within the cap, or a refusal that repairing cannot fix (a policy denial)."""

    def __init__(self, attempts: Sequence[Attempt], cause: str) -> None:
        self.attempts = tuple(attempts)
        self.cause = cause
        """``repair_cap_reached`` or ``denied``."""
        last = self.attempts[-1].decision
        history = "; ".join(
            f"#{i} {a.call.tool}: {a.decision.category.value if a.decision.category else a.decision.verdict.value}"
            f" {a.decision.reason}"
            for i, a in enumerate(self.attempts, start=1)
        )
        super().__init__(
            f"tool call failed ({cause}) after {len(self.attempts)} attempt(s): {history}; last: "
            f"{last.feedback.splitlines()[0] if last.feedback else last.reason}"
        )

    @property
    def last(self) -> Decision:
        return self.attempts[-1].decision


class Checker(Protocol):
    """Anything that checks a proposed call: a Toolset, or the full gate pipeline."""

    def check(self, name: object, raw_arguments: str | bytes | None) -> Checked: ...


class _RepairLoop:
    """The bookkeeping shared by the sync and async loops."""

    def __init__(self, checker: Checker, max_repairs: int) -> None:
        if max_repairs < 0:
            raise ValueError("max_repairs must be >= 0")
        self.checker = checker
        self.max_repairs = max_repairs
        self.attempts: list[Attempt] = []

    def submit(self, call: ProposedCall) -> Invocation | None:
        """Check one proposal; the invocation when it may run, None when the model should try again."""
        checked = self.checker.check(call.tool, call.arguments)
        self.attempts.append(Attempt(call, checked.decision))
        if checked.invocation is not None and checked.decision.verdict is Verdict.ALLOW:
            return checked.invocation
        if checked.decision.verdict is not Verdict.INVALID:
            raise RepairFailed(self.attempts, "denied")
        if len(self.attempts) > self.max_repairs:
            raise RepairFailed(self.attempts, "repair_cap_reached")
        return None


def call_with_repair(
    checker: Checker,
    propose: Callable[[Sequence[Attempt]], ProposedCall],
    max_repairs: int = DEFAULT_MAX_REPAIRS,
) -> Repaired:
    """Run the first valid call the model proposes within ``max_repairs`` repairs; raise RepairFailed if none."""
    loop = _RepairLoop(checker, max_repairs)
    while True:
        invocation = loop.submit(propose(tuple(loop.attempts)))
        if invocation is not None:
            return Repaired(invocation.run(), invocation, tuple(loop.attempts))


async def acall_with_repair(
    checker: Checker,
    propose: Callable[[Sequence[Attempt]], Awaitable[ProposedCall]],
    max_repairs: int = DEFAULT_MAX_REPAIRS,
) -> Repaired:
    """The async form of ``call_with_repair``: the model callback and the tool are awaited."""
    loop = _RepairLoop(checker, max_repairs)
    while True:
        invocation = loop.submit(await propose(tuple(loop.attempts)))
        if invocation is not None:
            return Repaired(await invocation.arun(), invocation, tuple(loop.attempts))
