"""One agent's tool calls, end to end, wired once: gates → human approval for L2 → execution → honest
result → pinned by call_id → audit; and the agent's final answer checked against what the tools returned.

Each stage lives in its own package and can be used alone; ``Guard`` is the assembly an integrator (or an
adapter for a provider's SDK) starts from, so the stages are always run in the order DESIGN.md gives.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Iterable
from dataclasses import dataclass, field

from toolproof.approval import Approval, ApprovalBroker, ApprovalTokens, PreviewRegistry
from toolproof.approval.channels import Channel
from toolproof.approval.preview import PREVIEWS
from toolproof.contract.tool import Tool
from toolproof.contract.toolset import Toolset
from toolproof.decision import Category, Decision, Verdict
from toolproof.execution import Caller, ExecutionResult, Executor
from toolproof.execution.clock import SYSTEM_CLOCK, Clock
from toolproof.fidelity import Verification, verify
from toolproof.fidelity.repair import Repair, repair
from toolproof.fidelity.trivial import ReadAdvice, advise
from toolproof.gates import Call, Pipeline
from toolproof.gates.turn import TurnTools
from toolproof.levels import Level
from toolproof.policy.credentials import CredentialIssuer
from toolproof.policy.model import Policy
from toolproof.results import Failure as ResultFailure
from toolproof.results import Ok, Partial, Pins, Rendered, ResultTranslator, ToolResult, describe, render
from toolproof.results.formatting import Lang
from toolproof.store.audit import AuditLog, AuditRecord
from toolproof.store.memory_audit import MemoryAuditLog
from toolproof.store.session import SessionStore

DUPLICATE_CALL_ID = (
    "The call id {call_id} was already used in this conversation; a result is pinned under it. "
    "Give each call its own id."
)


NOT_APPROVED = "did not run: not approved ({reason})"


@dataclass(frozen=True, slots=True)
class Handled:
    """What became of one proposed call, and what the model is to be told about it."""

    call_id: str
    decision: Decision
    """The gates' verdict."""
    approval: Approval | None = None
    """The human's answer, for an L2 call."""
    execution: ExecutionResult | None = None
    """How running it went, when it ran (or was refused at the executor)."""
    result: ToolResult | None = None
    """The honest reading of what the tool returned (soft errors as failures, nothing as an explicit empty)."""
    message: str = ""
    """The text for the model's next turn: the refusal's feedback, the failure's reason, or the result."""
    advice: ReadAdvice | None = None
    """For a result that ran: whether reporting it is trivial (a single-value read), and the reasoning setting
    an adapter should use for the model's next step (deep thinking off for trivial reads)."""

    @property
    def ran(self) -> bool:
        return self.execution is not None and self.execution.attempts > 0


@dataclass
class _Turn:
    """The calls made for one user message: what the answer to that message reports on."""

    user_message: str | None
    call_ids: list[str] = field(default_factory=list)


class Guard:
    """The gates, the approval broker, the executor, the result translator, the pins and the audit log of
    one deployment, used together.

    Defaults keep everything in process: memory session state and audit, no approval channel (so an L2 call
    is denied when nobody answers in time — pass ``channel=`` to put a person in front of it).
    """

    def __init__(
        self,
        tools: Toolset | Iterable[Tool],
        policy: Policy,
        *,
        channel: Channel | None = None,
        previews: PreviewRegistry = PREVIEWS,
        approval_timeout: float = 120.0,
        audit: AuditLog | None = None,
        store: SessionStore | None = None,
        executor: Executor | None = None,
        translator: ResultTranslator | None = None,
        lang: Lang = "en",
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self.clock = clock
        self.audit: AuditLog = audit if audit is not None else MemoryAuditLog()
        issuer = CredentialIssuer(clock=clock.time)
        self.pipeline = Pipeline(tools, policy, store=store, issuer=issuer, clock=clock.time)
        tokens = ApprovalTokens(clock=clock)
        self.approvals = ApprovalBroker(
            tokens, channel=channel, previews=previews, timeout=approval_timeout, audit=self.audit, clock=clock
        )
        self.executor = executor or Executor(approvals=tokens, credentials=issuer, audit=self.audit, clock=clock)
        self.translator = translator or ResultTranslator()
        self.lang: Lang = lang
        self._pins: dict[str, Pins] = {}
        self._turns: dict[str, _Turn] = {}
        self._call_numbers: dict[str, itertools.count[int]] = {}

    def tools_for_turn(
        self, session: str, principal: str, user_message: str | None, *, allow_l2: bool = False
    ) -> TurnTools | Decision:
        """The tools to offer the model on this turn (export with ``.export(dialect)``)."""
        return self.pipeline.tools_for_turn(session, principal, user_message, allow_l2=allow_l2)

    async def handle(self, call: Call, *, call_id: str | None = None, stated_reason: str | None = None) -> Handled:
        """Check, (seek approval,) run and read one proposed call; never raises for what a model sends."""
        call_id = call_id or self._next_call_id(call.session)
        if call_id in self.pins(call.session):
            refusal = Decision.invalid(Category.IFE, "duplicate_call_id", DUPLICATE_CALL_ID.format(call_id=call_id))
            return Handled(call_id, refusal, message=refusal.feedback)
        self._note_turn(call, call_id)
        started = self.clock.monotonic()
        checked = self.pipeline.check(call)
        self.audit.append(
            AuditRecord.for_decision(
                checked.decision,
                time=self.clock.time(),
                tool=str(call.tool),
                principal=call.principal,
                session=call.session,
                call_id=call_id,
                latency_ms=(self.clock.monotonic() - started) * 1000,
            )
        )
        invocation = checked.invocation
        if invocation is None:
            return Handled(call_id, checked.decision, message=checked.decision.feedback)
        caller = Caller(call.session, call.principal, call_id)
        tool = invocation.tool.name
        approval: Approval | None = None
        if checked.decision.verdict is Verdict.CONFIRM:
            approval = await self.approvals.seek(invocation, caller, stated_reason=stated_reason, level=Level.L2)
            if not approval.granted:
                # Pinned as a failure, so a narration claiming the action happened is caught as a status lie.
                self._pin(
                    call.session,
                    ResultFailure(
                        call_id=call_id,
                        tool=tool,
                        value=None,
                        message=NOT_APPROVED.format(reason=approval.reason),
                        code=approval.reason,
                        arguments=invocation.normalized,
                    ),
                )
                return Handled(call_id, checked.decision, approval, message=approval.feedback)
            execution = await self.executor.arun(invocation, caller, approval=approval.token, level=Level.L2)
        else:
            execution = await self.executor.arun(invocation, caller, credential=checked.credential)
        if not execution.ok:
            failure = execution.failure
            result: ToolResult = ResultFailure(
                call_id=call_id,
                tool=tool,
                value=None,
                message=(failure.detail or failure.reason) if failure else "failed",
                code=failure.reason if failure else None,
                arguments=invocation.normalized,
            )
        else:
            result = self.translator.translate(
                execution.value, call_id=call_id, tool=tool, arguments=invocation.normalized
            )
        self._pin(call.session, result)
        message = execution.message if not execution.ok else self._message(result)
        advice = advise(result, invocation.tool.level)
        return Handled(call_id, checked.decision, approval, execution, result, message, advice)

    def handle_sync(self, call: Call, *, call_id: str | None = None, stated_reason: str | None = None) -> Handled:
        """``handle`` for synchronous code that has no event loop running."""
        return asyncio.run(self.handle(call, call_id=call_id, stated_reason=stated_reason))

    def close_session(self, session: str) -> None:
        """Forget a finished conversation everywhere it is held in process: pins, turns, call ids, counters,
        grants and declined approvals. The audit log keeps its records."""
        self.pipeline.close_session(session)
        self.approvals.forget(session)
        for held in (self._pins, self._turns, self._call_numbers):
            held.pop(session, None)

    def pins(self, session: str) -> Pins:
        """The results pinned in a session, by call_id."""
        return self._pins.setdefault(session, Pins())

    def verify(
        self, session: str, narration: str, call_ids: Iterable[str] | None = None, *, strict: bool = False
    ) -> Verification:
        """Check the agent's answer against the results it reports on: by default those of the current turn
        (the calls made since the user's message last changed); ``call_ids`` names them instead. ``strict`` as
        for `toolproof.fidelity.verify`."""
        return verify(self._results(session, call_ids), narration, strict=strict)

    def repair(self, session: str, verification: Verification, call_ids: Iterable[str] | None = None) -> Repair:
        """The narration with each unambiguous misstatement rewritten from the pins, or the message asking the
        model to restate from them."""
        return repair(verification, self._results(session, call_ids))

    def render(self, session: str, template: str) -> Rendered:
        """Replace ``{{c1.balance}}`` references with the pinned values, formatted for the guard's language;
        an unknown reference is refused, never guessed."""
        return render(template, self.pins(session), self.lang)

    def _results(self, session: str, call_ids: Iterable[str] | None) -> tuple[ToolResult, ...]:
        pins = self.pins(session)
        chosen = self._turns.get(session, _Turn(None)).call_ids if call_ids is None else call_ids
        return tuple(pins[call_id].result for call_id in chosen if call_id in pins)

    def _note_turn(self, call: Call, call_id: str) -> None:
        turn = self._turns.get(call.session)
        if turn is None or turn.user_message != call.user_message:
            turn = self._turns[call.session] = _Turn(call.user_message)
        turn.call_ids.append(call_id)

    def _message(self, result: ToolResult) -> str:
        """How the result is framed for the model, then the data itself when there is any to quote."""
        framing = describe(result, self.lang)
        if isinstance(result, (Ok, Partial)):
            return f"{framing}\n{json.dumps(result.value, ensure_ascii=False, default=str)}"
        return framing

    def _pin(self, session: str, result: ToolResult) -> None:
        pins = self.pins(session)
        if result.call_id not in pins:
            pins.pin(result)

    def _next_call_id(self, session: str) -> str:
        counter = self._call_numbers.setdefault(session, itertools.count(1))
        pins = self.pins(session)
        while (call_id := f"c{next(counter)}") in pins:  # taken by an id the caller chose
            pass
        return call_id
