"""The approval desk: real previews in the request, default deny on timeout, late answers refused, batching
of one session's requests for one tool with totals, and every answer in the audit log."""

from __future__ import annotations

import asyncio

import pytest

from toolproof import tool
from toolproof.approval import (
    Answer,
    ApprovalBroker,
    ApprovalTokens,
    CallbackChannel,
    Impact,
    PreviewRegistry,
)
from toolproof.execution import Caller, Executor, ManualClock
from toolproof.store.audit import REDACTED, RecordKind
from toolproof.store.memory_audit import MemoryAuditLog

KEY = b"approval-key-for-tests-0123456789"
SESSION = Caller(session="s1", principal="ann")


@tool(level="L2")
def purge_user(user_id: str, reason: str, admin_password: str = "") -> str:
    """Delete a user account and its data permanently."""
    return f"purged {user_id}"


@tool(level="L2")
def reboot_host(host: str) -> str:
    """Reboot a production host."""
    return f"rebooted {host}"


FILES_PER_USER = {"u1": 120, "u2": 30, "u3": 7}


def registry() -> PreviewRegistry:
    previews = PreviewRegistry()

    @previews.of(purge_user)
    def _(user_id: str, reason: str, admin_password: str = "") -> Impact:
        files = FILES_PER_USER[user_id]
        return Impact(
            f"deletes account {user_id} and {files} files", {"accounts": 1, "files": files}, notes=("no export exists",)
        )

    return previews


async def until_pending(broker: ApprovalBroker, count: int = 1) -> None:
    for _ in range(1000):
        if sum(len(b.requests) for b in broker.pending()) >= count:
            return
        await asyncio.sleep(0.001)
    raise AssertionError("the requests never became pending")


def test_an_approved_call_carries_a_token_for_exactly_that_call():
    seen = []
    broker = ApprovalBroker(
        ApprovalTokens(KEY),
        previews=registry(),
        channel=CallbackChannel(lambda batch: seen.append(batch) or True, approver="carol"),
    )
    invocation = purge_user.validate({"user_id": "u1", "reason": "GDPR request"})

    approval = asyncio.run(broker.seek(invocation, SESSION, stated_reason="the user asked to be forgotten"))

    assert approval.granted and approval.approver == "carol" and approval.token
    [batch] = seen
    [request] = batch.requests
    assert request.stated_reason == "the user asked to be forgotten"
    assert request.impact.describe() == "deletes account u1 and 120 files; irreversible; no export exists"
    executor = Executor(approvals=broker.tokens)
    result = executor.run(invocation, SESSION, approval=approval.token)
    assert result.ok and result.value == "purged u1" and result.approver == "carol"


def test_a_denial_tells_the_model_what_was_declined():
    broker = ApprovalBroker(
        ApprovalTokens(KEY),
        previews=registry(),
        channel=CallbackChannel(lambda batch: Answer(False, "carol", "not without a ticket")),
    )
    approval = asyncio.run(broker.seek(purge_user.validate({"user_id": "u2", "reason": "cleanup"}), SESSION))
    assert not approval.granted and approval.token is None and approval.reason == "denied_by_human"
    assert "declined it with the note: 'not without a ticket'" in approval.feedback
    assert "deletes account u2 and 30 files" in approval.feedback


def test_no_answer_before_the_timeout_is_a_denial():
    audit = MemoryAuditLog()

    async def scenario():
        clock = ManualClock(autoadvance=False)
        broker = ApprovalBroker(
            ApprovalTokens(KEY, clock=clock), previews=registry(), timeout=120, clock=clock, audit=audit
        )
        waiting = asyncio.create_task(broker.seek(reboot_host.validate({"host": "db-1"}), SESSION))
        await until_pending(broker)
        clock.advance(119)
        await asyncio.sleep(0)
        assert not waiting.done() and broker.pending()
        clock.advance(2)
        approval = await waiting
        assert broker.pending() == []
        return approval

    approval = asyncio.run(scenario())
    assert not approval.granted and approval.reason == "approval_timeout"
    assert "within 2 min" in approval.feedback and "no answer counts as a refusal" in approval.feedback
    [record] = audit.query()
    assert (record.kind, record.verdict, record.reason, record.approver) == (
        RecordKind.APPROVAL,
        "denied",
        "approval_timeout",
        None,
    )


def test_a_channel_that_never_answers_is_a_denial_too():
    async def scenario():
        clock = ManualClock(autoadvance=False)
        asked = asyncio.Event()

        async def never(batch):
            asked.set()
            await asyncio.Event().wait()

        broker = ApprovalBroker(
            ApprovalTokens(KEY, clock=clock),
            channel=CallbackChannel(never),
            clock=clock,
            previews=registry(),
            timeout=30,
        )
        waiting = asyncio.create_task(broker.seek(reboot_host.validate({"host": "db-2"}), SESSION))
        await asked.wait()
        clock.advance(31)
        return await waiting

    assert asyncio.run(scenario()).reason == "approval_timeout"


def test_an_answer_after_expiry_does_not_count():
    async def scenario():
        clock = ManualClock(autoadvance=False)
        broker = ApprovalBroker(ApprovalTokens(KEY, clock=clock), clock=clock, previews=registry(), timeout=60)
        waiting = asyncio.create_task(broker.seek(reboot_host.validate({"host": "web-1"}), SESSION))
        await until_pending(broker)
        [batch] = broker.pending()
        clock.advance(61)  # the timer fires on the next loop turn; the answer gets in first
        [late] = broker.decide(batch.id, Answer(True, "carol"))
        return late, await waiting

    late, approval = asyncio.run(scenario())
    assert late.reason == approval.reason == "approval_late"
    assert not approval.granted and approval.token is None


def test_concurrent_requests_of_a_session_for_one_tool_are_one_decision_with_totals():
    asked = []

    def decide(batch):
        asked.append(batch)
        return Answer(True, "carol")

    broker = ApprovalBroker(ApprovalTokens(KEY), previews=registry(), channel=CallbackChannel(decide))
    invocations = [purge_user.validate({"user_id": user, "reason": "offboarding"}) for user in FILES_PER_USER]

    async def scenario():
        return await asyncio.gather(*(broker.seek(invocation, SESSION) for invocation in invocations))

    approvals = asyncio.run(scenario())

    [batch] = asked
    assert len(batch.requests) == 3 and batch.tool == "purge_user" and batch.session == "s1"
    assert batch.totals == {"accounts": 3, "files": 157}
    assert batch.summary() == "3 calls to `purge_user`, in total: accounts 3, files 157; irreversible"
    assert all(a.granted for a in approvals) and len({a.token for a in approvals}) == 3
    executor = Executor(approvals=broker.tokens)
    for invocation, approval in zip(invocations, approvals, strict=True):
        assert executor.run(invocation, SESSION, approval=approval.token).ok
    swapped = executor.run(invocations[0], SESSION, approval=approvals[1].token)
    assert swapped.failure is not None and swapped.failure.reason == "token_mismatched"


def test_requests_of_other_sessions_or_tools_are_separate_batches():
    asked = []
    broker = ApprovalBroker(
        ApprovalTokens(KEY), previews=registry(), channel=CallbackChannel(lambda batch: asked.append(batch) or False)
    )

    async def scenario():
        await asyncio.gather(
            broker.seek(purge_user.validate({"user_id": "u1", "reason": "r"}), SESSION),
            broker.seek(purge_user.validate({"user_id": "u2", "reason": "r"}), Caller("s2", "bob")),
            broker.seek(reboot_host.validate({"host": "h"}), SESSION),
        )

    asyncio.run(scenario())
    assert sorted((b.session, b.tool, len(b.requests)) for b in asked) == [
        ("s1", "purge_user", 1),
        ("s1", "reboot_host", 1),
        ("s2", "purge_user", 1),
    ]


def test_a_batch_that_gained_a_request_cannot_be_answered_by_its_old_id():
    async def scenario():
        broker = ApprovalBroker(ApprovalTokens(KEY), previews=registry())
        first = [
            asyncio.create_task(broker.seek(purge_user.validate({"user_id": u, "reason": "r"}), SESSION))
            for u in ("u1", "u2")
        ]
        await until_pending(broker, 2)
        [seen] = broker.pending()
        late = asyncio.create_task(broker.seek(purge_user.validate({"user_id": "u3", "reason": "r"}), SESSION))
        await until_pending(broker, 3)
        assert broker.decide(seen.id, Answer(True, "carol")) is None
        [current] = broker.pending()
        assert current.totals["files"] == 157 and current.id != seen.id
        results = broker.decide(current.id, Answer(True, "carol"))
        assert results is not None and len(results) == 3
        return await asyncio.gather(*first, late)

    assert all(a.granted for a in asyncio.run(scenario()))


def test_a_failing_channel_denies():
    def broken(batch):
        raise ConnectionError("pager service down")

    broker = ApprovalBroker(ApprovalTokens(KEY), previews=registry(), channel=CallbackChannel(broken))
    approval = asyncio.run(broker.seek(reboot_host.validate({"host": "h"}), SESSION))
    assert approval.reason == "channel_failed" and "pager service down" in approval.feedback


def test_the_approver_sees_secrets_redacted_and_the_audit_log_records_who_approved():
    audit = MemoryAuditLog()
    seen = []
    broker = ApprovalBroker(
        ApprovalTokens(KEY),
        previews=registry(),
        audit=audit,
        channel=CallbackChannel(lambda b: seen.append(b) or Answer(True, "carol")),
    )
    invocation = purge_user.validate({"user_id": "u1", "reason": "r", "admin_password": "hunter2"})
    asyncio.run(broker.seek(invocation, Caller("s1", "ann", "call-9")))
    assert seen[0].requests[0].arguments["admin_password"] == REDACTED
    [record] = audit.query()
    assert (record.verdict, record.approver, record.call_id, record.tool) == (
        "approved",
        "carol",
        "call-9",
        "purge_user",
    )
    assert record.arguments is not None and record.arguments["admin_password"] == REDACTED


def test_a_cancelled_wait_withdraws_the_request():
    async def scenario():
        broker = ApprovalBroker(ApprovalTokens(KEY), previews=registry())
        waiting = asyncio.create_task(broker.seek(reboot_host.validate({"host": "h"}), SESSION))
        await until_pending(broker)
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        return broker.pending()

    assert asyncio.run(scenario()) == []


def test_a_call_a_person_declined_is_not_put_to_them_again_in_the_session():
    asked: list = []

    def decide(batch):
        asked.append(batch)
        return False

    clock = ManualClock()
    broker = ApprovalBroker(ApprovalTokens(KEY, clock=clock), channel=CallbackChannel(decide), clock=clock)

    async def seek(host: str, session: str):
        return await broker.seek(reboot_host.validate({"host": host}), Caller(session, "ann"))

    async def scenario():
        return [await seek("db1", "s1"), await seek("db1", "s1"), await seek("db2", "s1"), await seek("db1", "s2")]

    first, again, other, elsewhere = asyncio.run(scenario())
    assert [a.reason for a in (first, again, other, elsewhere)] == [
        "denied_by_human",
        "declined_before",
        "denied_by_human",
        "denied_by_human",
    ]
    assert len(asked) == 3
    assert not again.granted and "already declined" in again.feedback
