"""The executor is where an approval is checked: an L2 call runs only with a valid token for exactly that
call, once; every refusal says why, and the outcome is audited with its approver."""

from __future__ import annotations

from toolproof import tool
from toolproof.approval import ApprovalTokens
from toolproof.execution import Caller, ErrorClass, Executor, ManualClock
from toolproof.levels import Level
from toolproof.store.memory_audit import MemoryAuditLog

KEY = b"approval-key-for-tests-0123456789"
CTX = Caller(session="s1", principal="ann", call_id="c1")
ran: list[str] = []


@tool(level="L2")
def wire_money(to_account: str, amount_cents: int) -> str:
    """Send a bank transfer; it cannot be recalled."""
    ran.append(to_account)
    return "sent"


@tool(level="L1")
def export_report(report: str) -> str:
    """Export a report to the shared drive."""
    ran.append(report)
    return "exported"


def approved(tokens: ApprovalTokens, arguments: dict[str, object]) -> str:
    return tokens.issue(tool="wire_money", arguments=arguments, session="s1", principal="ann", approver="carol")


def test_an_l2_call_without_approval_does_not_run():
    ran.clear()
    result = Executor(approvals=ApprovalTokens(KEY)).run(wire_money.validate({"to_account": "A", "amount_cents": 1}))
    assert ran == [] and result.attempts == 0
    assert result.error_class is ErrorClass.PERMANENT and result.failure is not None
    assert result.failure.reason == "approval_required" and "needs a person's approval" in result.message


def test_an_executor_without_a_token_verifier_fails_closed():
    ran.clear()
    result = Executor().run(wire_money.validate({"to_account": "A", "amount_cents": 1}), CTX, approval="tp1.x.y")
    assert ran == [] and result.failure is not None and result.failure.reason == "approval_required"


def test_argument_swap_after_approval_is_refused_and_replay_too():
    ran.clear()
    tokens = ApprovalTokens(KEY)
    audit = MemoryAuditLog()
    executor = Executor(approvals=tokens, audit=audit)
    token = approved(tokens, {"to_account": "A-100", "amount_cents": 5000})

    swapped = executor.run(wire_money.validate({"to_account": "EVIL-1", "amount_cents": 5000}), CTX, approval=token)
    assert swapped.failure is not None and swapped.failure.reason == "token_mismatched" and ran == []
    assert "only the exact call a person approved can run" in swapped.message.lower()

    first = executor.run(wire_money.validate({"to_account": "A-100", "amount_cents": 5000}), CTX, approval=token)
    assert first.ok and ran == ["A-100"] and first.approver == "carol"

    again = executor.run(wire_money.validate({"to_account": "A-100", "amount_cents": 5000}), CTX, approval=token)
    assert again.failure is not None and again.failure.reason == "token_replayed" and ran == ["A-100"]

    assert [(r.verdict, r.reason, r.approver) for r in audit.query()] == [
        ("permanent", "token_mismatched", None), ("ok", "ok", "carol"), ("permanent", "token_replayed", None)]


def test_an_expired_approval_does_not_run():
    ran.clear()
    clock = ManualClock()
    tokens = ApprovalTokens(KEY, ttl=300, clock=clock)
    token = approved(tokens, {"to_account": "B", "amount_cents": 1})
    clock.advance(301)
    result = Executor(approvals=tokens, clock=clock).run(
        wire_money.validate({"to_account": "B", "amount_cents": 1}), CTX, approval=token)
    assert result.failure is not None and result.failure.reason == "token_expired" and ran == []


def test_a_level_raised_by_policy_needs_approval_too():
    ran.clear()
    result = Executor(approvals=ApprovalTokens(KEY)).run(
        export_report.validate({"report": "salaries"}), CTX, level=Level.L2)
    assert result.failure is not None and result.failure.reason == "approval_required" and ran == []
    assert Executor().run(export_report.validate({"report": "salaries"}), CTX).ok
