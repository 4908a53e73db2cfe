"""Run an allowed call: approval check for L2, per-tool timeout, classification, bounded retries, audit.

One decision path serves both the sync and the async entry points: ``_Attempts`` decides after each
failure whether to wait and try again; the two loops around it only differ in how they call and sleep.
"""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from toolproof.approval.tokens import ApprovalTokens, Grant, TokenRefusal
from toolproof.contract.tool import Invocation
from toolproof.execution import messages
from toolproof.execution.caller import Caller
from toolproof.execution.classify import classify
from toolproof.execution.clock import SYSTEM_CLOCK, Clock
from toolproof.execution.errors import ErrorClass, Failure
from toolproof.execution.retry import GiveUp, RetryPolicy
from toolproof.levels import Level
from toolproof.policy.credentials import CredentialIssuer, CredentialRejected
from toolproof.store.audit import AuditLog, AuditRecord


@dataclass(frozen=True, slots=True)
class ExecutionResult:
    """What running one call produced: its value, or a classified failure and the model's message."""

    tool: str
    value: Any = None
    failure: Failure | None = None
    message: str = ""
    """What the model is told when the call failed; empty on success."""
    attempts: int = 0
    """How many times the tool was actually invoked (0 when it was refused before running)."""
    latency_ms: float = 0.0
    gave_up: GiveUp | None = None
    approver: str | None = None

    @property
    def ok(self) -> bool:
        return self.failure is None

    @property
    def error_class(self) -> ErrorClass | None:
        return self.failure.error_class if self.failure else None


class Executor:
    """Runs invocations that passed the gates.

    ``timeouts`` sets a per-tool limit in seconds (``timeout`` otherwise; None for no limit). An async tool
    that times out is cancelled; a sync tool cannot be interrupted, so it runs in a worker thread whose late
    result is discarded. Transient failures are retried per ``retry``, but a write whose outcome is unknown
    (a timeout, a dropped connection) is repeated only when the tool is listed in ``idempotent``. Calls of
    level L2 run only with an approval token from ``approvals`` that matches them exactly; with ``credentials``
    set, every other call runs only with the gates' credential for exactly that call.
    """

    def __init__(
        self,
        *,
        retry: RetryPolicy | None = None,
        timeout: float | None = 30.0,
        timeouts: Mapping[str, float | None] | None = None,
        idempotent: Iterable[str] = (),
        approvals: ApprovalTokens | None = None,
        credentials: CredentialIssuer | None = None,
        audit: AuditLog | None = None,
        clock: Clock = SYSTEM_CLOCK,
        rng: random.Random | None = None,
    ) -> None:
        self.retry = retry or RetryPolicy()
        self.timeout = timeout
        self.timeouts = dict(timeouts or {})
        self.idempotent = frozenset(idempotent)
        self.approvals = approvals
        self.credentials = credentials
        self.audit = audit
        self.clock = clock
        self.rng = rng or random.Random()

    def run(
        self,
        invocation: Invocation,
        context: Caller | None = None,
        *,
        approval: str | None = None,
        credential: str | None = None,
        level: Level | None = None,
        repair_allowed: bool = True,
    ) -> ExecutionResult:
        """Run a call from synchronous code (an async tool is driven to completion on a private loop)."""
        ctx = context or Caller()
        state = self._start(invocation, ctx, level, repair_allowed, approval=approval, credential=credential)
        if state.result is None:
            timeout = self._timeout_for(invocation)
            while True:
                try:
                    value = _call_in_thread(invocation, state.attempt_timeout(timeout))
                except Exception as error:
                    wait = state.failed(error)
                    if wait is None:
                        break
                    self.clock.sleep(wait)
                else:
                    state.succeeded(value)
                    break
        return self._finish(state)

    async def arun(
        self,
        invocation: Invocation,
        context: Caller | None = None,
        *,
        approval: str | None = None,
        credential: str | None = None,
        level: Level | None = None,
        repair_allowed: bool = True,
    ) -> ExecutionResult:
        """Run a call from async code: async tools are awaited and cancelled on timeout, sync tools run in a
        worker thread."""
        ctx = context or Caller()
        state = self._start(invocation, ctx, level, repair_allowed, approval=approval, credential=credential)
        if state.result is None:
            timeout = self._timeout_for(invocation)
            try:
                while True:
                    runner = invocation.arun() if invocation.tool.is_async else asyncio.to_thread(invocation.run)
                    try:
                        value = await _await_within(runner, state.attempt_timeout(timeout))
                    except Exception as error:
                        wait = state.failed(error)
                        if wait is None:
                            break
                        await self.clock.asleep(wait)
                    else:
                        state.succeeded(value)
                        break
            except asyncio.CancelledError:
                self._record(state, "cancelled", "cancelled")
                raise
        return self._finish(state)

    def _timeout_for(self, invocation: Invocation) -> float | None:
        return self.timeouts.get(invocation.tool.name, self.timeout)

    def _start(
        self, invocation: Invocation, ctx: Caller, level: Level | None, repair_allowed: bool, *,
        approval: str | None, credential: str | None,
    ) -> _Attempts:
        """The bookkeeping for this execution, already final when the call may not run at all."""
        effective = level or invocation.tool.level
        state = _Attempts(self, invocation, ctx=ctx, level=effective, repair_allowed=repair_allowed)
        if effective is Level.L2:
            grant = self._redeem(invocation, ctx, approval)
            if isinstance(grant, Grant):
                state.approver = grant.approver
            else:
                state.refuse(Failure(ErrorClass.PERMANENT, grant))
        elif self.credentials is not None:
            refusal = self._check_credential(invocation, ctx, credential)
            if refusal is not None:
                state.refuse(refusal)
        return state

    def _check_credential(self, invocation: Invocation, ctx: Caller, credential: str | None) -> Failure | None:
        if credential is None or ctx.session is None or self.credentials is None:
            return Failure(ErrorClass.PERMANENT, "credential_missing")
        try:
            self.credentials.verify(credential, tool=invocation.tool.name, session=ctx.session,
                                    arguments=invocation.normalized)
        except CredentialRejected as rejected:
            return Failure(ErrorClass.PERMANENT, "credential_rejected", rejected.reason)
        return None

    def _redeem(self, invocation: Invocation, ctx: Caller, approval: str | None) -> Grant | str:
        if approval is None or self.approvals is None:
            return "approval_required"
        grant = self.approvals.redeem(
            approval, tool=invocation.tool.name, arguments=invocation.normalized, session=ctx.session,
            principal=ctx.principal,
        )
        return grant.value if isinstance(grant, TokenRefusal) else grant

    def _finish(self, state: _Attempts) -> ExecutionResult:
        result = state.result
        assert result is not None, "every attempt loop ends in a result"
        verdict = "ok" if result.failure is None else result.failure.error_class.value
        reason = "ok" if result.failure is None else result.failure.reason
        self._record(state, verdict, reason)
        return result

    def _record(self, state: _Attempts, verdict: str, reason: str) -> None:
        if self.audit is None:
            return
        self.audit.append(AuditRecord.for_outcome(
            verdict, reason, time=self.clock.time(), tool=state.invocation.tool.name,
            arguments=state.invocation.normalized, principal=state.ctx.principal, session=state.ctx.session,
            call_id=state.ctx.call_id, latency_ms=state.latency_ms(), approver=state.approver,
        ))


class _Attempts:
    """The bookkeeping of one execution: attempts made, time spent, and the result once there is one."""

    def __init__(
        self, executor: Executor, invocation: Invocation, *, ctx: Caller, level: Level, repair_allowed: bool
    ) -> None:
        self.executor = executor
        self.invocation = invocation
        self.ctx = ctx
        self.level = level
        self.repair_allowed = repair_allowed
        self.started = executor.clock.monotonic()
        self.attempts = 0
        self.approver: str | None = None
        self.result: ExecutionResult | None = None
        self.repeat_safe = level is Level.L0 or invocation.tool.name in executor.idempotent

    def elapsed(self) -> float:
        return self.executor.clock.monotonic() - self.started

    def latency_ms(self) -> float:
        return self.elapsed() * 1000.0

    def attempt_timeout(self, timeout: float | None) -> float | None:
        """The tool's own limit, shortened so no attempt runs past the total deadline."""
        self.attempts += 1
        left = max(0.0, self.executor.retry.deadline - self.elapsed())
        if timeout is None:
            return None if left == float("inf") else left
        return min(timeout, left)

    def succeeded(self, value: Any) -> None:
        self.result = ExecutionResult(
            self.invocation.tool.name, value, attempts=self.attempts, latency_ms=self.latency_ms(),
            approver=self.approver,
        )

    def failed(self, error: BaseException) -> float | None:
        """Classify the error; the seconds to wait before trying again, or None once the result is final."""
        failure = classify(error, level=self.level, now=self.executor.clock.time())
        wait = self.executor.retry.next_wait(
            failure, attempts=self.attempts, elapsed=self.elapsed(), rng=self.executor.rng,
            repeat_safe=self.repeat_safe,
        )
        if isinstance(wait, GiveUp):
            self.refuse(failure, wait)
            return None
        return wait

    def refuse(self, failure: Failure, give_up: GiveUp = GiveUp.NOT_TRANSIENT) -> None:
        message = messages.explain(
            self.invocation.tool.name, failure, attempts=self.attempts, elapsed=self.elapsed(), give_up=give_up,
            deadline=self.executor.retry.deadline, repair_allowed=self.repair_allowed,
        )
        self.result = ExecutionResult(
            self.invocation.tool.name, failure=failure, message=message, attempts=self.attempts,
            latency_ms=self.latency_ms(), gave_up=give_up, approver=self.approver,
        )


async def _await_within(call: Awaitable[Any], limit: float | None) -> Any:
    """Await with a time limit; at the limit the call is cancelled and a TimeoutError naming the limit raised
    (distinct from a TimeoutError the tool raises itself, which passes through as it is)."""
    if limit is None:
        return await call
    task = asyncio.ensure_future(call)
    try:
        done, _ = await asyncio.wait({task}, timeout=limit)
    except asyncio.CancelledError:
        task.cancel()
        raise
    if not done:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        raise TimeoutError(f"no answer within {messages.seconds(limit)}")
    return task.result()


def _call_in_thread(invocation: Invocation, timeout: float | None) -> Any:
    """Run a sync call with a time limit: inline when there is none, else in a daemon thread we stop waiting
    for at the limit. An async tool gets its own event loop."""
    call: Callable[[], Any] = (lambda: asyncio.run(invocation.arun())) if invocation.tool.is_async \
        else invocation.run
    if timeout is None:
        return call()
    outcome: dict[str, Any] = {}
    done = threading.Event()

    def target() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:
            outcome["error"] = error
        finally:
            done.set()

    threading.Thread(target=target, name=f"toolproof:{invocation.tool.name}", daemon=True).start()
    if not done.wait(timeout):
        raise TimeoutError(f"no answer within {messages.seconds(timeout)}")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]
