"""The approval desk: turns allowed L2 calls into requests with previews, batches them, collects answers,
denies by default, and hands out tokens bound to the exact calls approved.

``seek`` is what an agent loop awaits for one call. With an active channel (callback, terminal) the broker
asks it; without one, requests wait to be answered through ``decide`` (the HTTP API). Either way a request
nobody answers before its timeout is denied. Concurrent requests of one session for one tool are asked as
one batch, so a person answers once, with the totals in view, instead of twenty times.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
from collections.abc import Coroutine, Iterable
from dataclasses import dataclass, field
from typing import Any

from toolproof.approval import messages
from toolproof.approval.channels import Channel
from toolproof.approval.preview import PREVIEWS, Impact, PreviewRegistry
from toolproof.approval.request import Answer, Approval, ApprovalBatch, ApprovalRequest
from toolproof.approval.tokens import ApprovalTokens
from toolproof.contract.tool import Invocation
from toolproof.execution.caller import Caller
from toolproof.execution.clock import SYSTEM_CLOCK, Clock
from toolproof.execution.messages import seconds
from toolproof.levels import Level
from toolproof.store.audit import AuditLog, AuditRecord, arguments_hash, redact

_Key = tuple[str | None, str]


@dataclass(eq=False)
class _Pending:
    invocation: Invocation
    context: Caller
    stated_reason: str | None
    loop: asyncio.AbstractEventLoop
    outcome: asyncio.Future[Approval]
    preview: asyncio.Future[Impact]
    level: Level
    id: str = field(default_factory=lambda: secrets.token_urlsafe(12))
    created_at: float = 0.0
    expires_at: float = 0.0
    request: ApprovalRequest | None = None
    """Set once the preview is in; until then the request is not shown to anyone."""
    in_review: bool = False
    """An active channel is showing it to a person."""

    @property
    def key(self) -> _Key:
        return (self.context.session, self.invocation.tool.name)

    def ready(self) -> ApprovalRequest | None:
        """The request, once its preview is in."""
        if self.request is None and self.preview.done() and not self.preview.cancelled():
            self.request = _request(self, self.preview.result())
        return self.request


class ApprovalBroker:
    """Pending approval requests, their batching, and the answers to them."""

    def __init__(
        self,
        tokens: ApprovalTokens,
        *,
        channel: Channel | None = None,
        previews: PreviewRegistry = PREVIEWS,
        timeout: float = 120.0,
        audit: AuditLog | None = None,
        clock: Clock = SYSTEM_CLOCK,
    ) -> None:
        self.tokens = tokens
        self.channel = channel
        self.previews = previews
        self.timeout = timeout
        """Seconds a request waits for an answer before it is denied."""
        self.audit = audit
        self.clock = clock
        self._pending: dict[str, _Pending] = {}
        self._scheduled: set[_Key] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._declined: set[tuple[str | None, str, str]] = set()
        """(session, tool, arguments hash) a person declined: asked again, the answer is the same."""
        self._lock = threading.Lock()

    async def seek(
        self,
        invocation: Invocation,
        context: Caller | None = None,
        *,
        stated_reason: str | None = None,
        level: Level = Level.L2,
    ) -> Approval:
        """Ask for a person's approval of this exact call and wait for it; no answer in time is a denial."""
        loop = asyncio.get_running_loop()
        entry = _Pending(
            invocation,
            context or Caller(),
            stated_reason,
            loop,
            loop.create_future(),
            asyncio.ensure_future(self.previews.preview(invocation)),
            level,
        )
        entry.created_at = self.clock.time()
        entry.expires_at = entry.created_at + self.timeout
        if self._declined_before(entry):
            # Asking a person again about a call they declined breeds click-through approval: answer for them.
            request = _request(entry, await entry.preview)
            approval = Approval(
                request, False, "declined_before", feedback=messages.DECLINED_BEFORE.format(tool=request.tool)
            )
            self._record(entry, approval, entry.created_at)
            return approval
        started = self.clock.monotonic()
        with self._lock:
            self._pending[entry.id] = entry
            dispatch = self.channel is not None and entry.key not in self._scheduled
            if dispatch:
                self._scheduled.add(entry.key)
        if dispatch:
            task = loop.create_task(self._dispatch(entry.key))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        try:
            await entry.preview
            entry.ready()
            left = self.timeout - (self.clock.monotonic() - started)
            await _first_of(entry.outcome, self.clock.asleep(left))
        except asyncio.CancelledError:
            with self._lock:
                self._pending.pop(entry.id, None)
            raise
        self._settle([entry], Answer(False, ""), reason="approval_timeout")
        return await entry.outcome

    def pending(self, session: str | None = None) -> list[ApprovalBatch]:
        """Requests waiting for an answer, one batch per (session, tool), oldest first."""
        with self._lock:
            batches = self._batches_locked()
        return [batch for batch in batches if session is None or batch.session == session]

    def batch(self, batch_id: str) -> ApprovalBatch | None:
        return next((batch for batch in self.pending() if batch.id == batch_id), None)

    def decide(self, batch_id: str, answer: Answer) -> list[Approval] | None:
        """Answer a batch as currently listed; None when no pending batch has this id any more (it was answered,
        expired, or gained a request the person has not seen)."""
        with self._lock:
            batch = next((b for b in self._batches_locked() if b.id == batch_id), None)
            if batch is None:
                return None
            entries = [self._pending[request.id] for request in batch.requests]
        return self._settle(entries, answer)

    def forget(self, session: str | None) -> None:
        """Drop what the broker remembers of a finished session (the calls a person declined in it)."""
        with self._lock:
            self._declined = {key for key in self._declined if key[0] != session}

    def _declined_before(self, entry: _Pending) -> bool:
        with self._lock:
            return (
                entry.context.session,
                entry.invocation.tool.name,
                arguments_hash(entry.invocation.normalized),
            ) in self._declined

    def _batches_locked(self) -> list[ApprovalBatch]:
        groups: dict[_Key, list[ApprovalRequest]] = {}
        for entry in self._pending.values():
            request = entry.ready()
            if request is not None:
                groups.setdefault(entry.key, []).append(request)
        return [ApprovalBatch.of(requests) for requests in groups.values()]

    async def _dispatch(self, key: _Key) -> None:
        """Ask the active channel about everything pending for ``key`` once this turn's calls have arrived."""
        await asyncio.sleep(0)
        with self._lock:
            self._scheduled.discard(key)
            entries = [e for e in self._pending.values() if e.key == key and not e.in_review]
            for entry in entries:
                entry.in_review = True
        if not entries:
            return
        await asyncio.gather(*(entry.preview for entry in entries), return_exceptions=True)
        requests = {entry.id: request for entry in entries if (request := entry.ready()) is not None}
        ready = [entry for entry in entries if entry.id in requests]
        if not ready or self.channel is None:
            return
        batch = ApprovalBatch.of(list(requests.values()))
        try:
            answer = await self.channel.ask(batch)
        except Exception as err:
            self._settle(ready, Answer(False, ""), reason="channel_failed", detail=f"{type(err).__name__}: {err}")
            return
        self._settle(ready, answer)

    def _settle(
        self, entries: Iterable[_Pending], answer: Answer, *, reason: str | None = None, detail: str = ""
    ) -> list[Approval]:
        """Resolve entries still pending (each exactly once, whoever gets there first) and audit each answer."""
        now = self.clock.time()
        with self._lock:
            live = [entry for entry in entries if self._pending.pop(entry.id, None) is not None]
        results = []
        for entry in live:
            request = entry.ready()
            if request is None:
                continue
            approval = self._conclude(entry, request, answer, now, reason=reason, detail=detail)
            results.append(approval)
            entry.loop.call_soon_threadsafe(_set_once, entry.outcome, approval)
            self._record(entry, approval, now)
        return results

    def _conclude(
        self,
        entry: _Pending,
        request: ApprovalRequest,
        answer: Answer,
        now: float,
        *,
        reason: str | None,
        detail: str,
    ) -> Approval:
        tool = request.tool
        if reason == "approval_timeout":
            text = messages.TIMED_OUT.format(tool=tool, seconds=seconds(self.timeout))
            return Approval(request, False, reason, feedback=text)
        if reason == "channel_failed":
            return Approval(request, False, reason, feedback=messages.CHANNEL_FAILED.format(tool=tool, detail=detail))
        if now > request.expires_at:
            return Approval(request, False, "approval_late", answer.approver, feedback=messages.LATE.format(tool=tool))
        if not answer.approve:
            with self._lock:
                self._declined.add((entry.context.session, tool, request.arguments_hash))
            text = messages.DENIED.format(
                tool=tool, impact=request.impact.describe(), note=messages.note_suffix(answer.note)
            )
            return Approval(request, False, "denied_by_human", answer.approver, feedback=text, note=answer.note)
        token = self.tokens.issue(
            tool=tool,
            arguments=entry.invocation.normalized,
            session=entry.context.session,
            principal=entry.context.principal,
            approver=answer.approver,
        )
        return Approval(request, True, "approved", answer.approver, token=token, note=answer.note)

    def _record(self, entry: _Pending, approval: Approval, now: float) -> None:
        if self.audit is None:
            return
        self.audit.append(
            AuditRecord.for_approval(
                "approved" if approval.granted else "denied",
                approval.reason,
                time=now,
                tool=approval.request.tool,
                arguments=entry.invocation.normalized,
                principal=entry.context.principal,
                session=entry.context.session,
                approver=approval.approver,
                call_id=entry.context.call_id,
                latency_ms=(now - entry.created_at) * 1000.0,
            )
        )


def _request(entry: _Pending, impact: Impact) -> ApprovalRequest:
    return ApprovalRequest(
        id=entry.id,
        tool=entry.invocation.tool.name,
        level=entry.level,
        session=entry.context.session,
        principal=entry.context.principal,
        call_id=entry.context.call_id,
        arguments=redact(entry.invocation.normalized),
        arguments_hash=arguments_hash(entry.invocation.normalized),
        stated_reason=entry.stated_reason,
        impact=impact,
        created_at=entry.created_at,
        expires_at=entry.expires_at,
    )


async def _first_of(outcome: asyncio.Future[Approval], timer: Coroutine[Any, Any, None]) -> None:
    """Wait until the outcome is set or the timer (a clock sleep) ends, whichever comes first."""
    sleeper = asyncio.ensure_future(timer)
    waiting: set[asyncio.Future[Any]] = {outcome, sleeper}
    try:
        await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
    finally:
        sleeper.cancel()


def _set_once(future: asyncio.Future[Approval], approval: Approval) -> None:
    if not future.done():
        future.set_result(approval)
