"""The whole path of an allowed call, as an integrator wires it: gates → (approval for L2) → executor →
audit. The gates' credential and the approval token are checked where the call runs."""

from __future__ import annotations

import asyncio
import json

from toolproof import Toolset, tool
from toolproof.approval import ApprovalBroker, ApprovalTokens, CallbackChannel, Impact, PreviewRegistry
from toolproof.decision import Verdict
from toolproof.execution import Caller, Executor, ManualClock
from toolproof.gates.context import Call
from toolproof.gates.pipeline import Pipeline
from toolproof.levels import Level
from toolproof.policy.builder import PolicyBuilder
from toolproof.policy.credentials import CredentialIssuer
from toolproof.store.audit import AuditRecord
from toolproof.store.memory_audit import MemoryAuditLog

KEY = b"approval-key-for-tests-0123456789"


@tool(level="L0")
def read_balance(account: str) -> int:
    """Read an account's balance in cents."""
    return 125_000


@tool(level="L2")
def close_account(account: str) -> str:
    """Close an account for good; its history is archived and it cannot be reopened."""
    return f"closed {account}"


def wiring():
    clock = ManualClock()
    policy = (PolicyBuilder().role("banker", allow=["read_balance", "close_account"]).principal("ann", "banker")
              .build())
    issuer = CredentialIssuer(clock=clock.time)
    pipeline = Pipeline(Toolset([read_balance, close_account]), policy, issuer=issuer, clock=clock.time)
    previews = PreviewRegistry()
    previews.register(close_account, lambda account: Impact(f"closes {account} holding ¥1,250.00", {"accounts": 1}))
    audit = MemoryAuditLog()
    tokens = ApprovalTokens(KEY, clock=clock)
    broker = ApprovalBroker(tokens, previews=previews, audit=audit, clock=clock,
                            channel=CallbackChannel(lambda batch: True, approver="carol"))
    executor = Executor(approvals=tokens, credentials=issuer, audit=audit, clock=clock)
    return pipeline, broker, executor, audit, clock


async def handle(pipeline, broker, executor, audit, clock, call: Call, reason: str | None = None):
    """What an agent loop does with one proposed call."""
    checked = pipeline.check(call)
    audit.append(AuditRecord.for_decision(checked.decision, time=clock.time(), tool=str(call.tool),
                                          principal=call.principal, session=call.session))
    caller = Caller(call.session, call.principal)
    if checked.invocation is None:
        return checked.decision.feedback
    if checked.decision.verdict is Verdict.CONFIRM:
        approval = await broker.seek(checked.invocation, caller, stated_reason=reason)
        if not approval.granted:
            return approval.feedback
        result = await executor.arun(checked.invocation, caller, approval=approval.token, level=Level.L2)
    else:
        result = await executor.arun(checked.invocation, caller, credential=checked.credential)
    return result.value if result.ok else result.message


def test_allowed_and_confirmed_calls_run_and_everything_is_audited():
    pipeline, broker, executor, audit, clock = wiring()

    async def scenario():
        balance = await handle(pipeline, broker, executor, audit, clock,
                               Call("s1", "ann", "read_balance", json.dumps({"account": "A-1"}),
                                    "What is the balance of A-1?"))
        closed = await handle(pipeline, broker, executor, audit, clock,
                              Call("s1", "ann", "close_account", json.dumps({"account": "A-1"}),
                                   "Close account A-1 now."), reason="the customer asked to close it")
        return balance, closed

    balance, closed = asyncio.run(scenario())
    assert balance == 125_000 and closed == "closed A-1"
    assert [(r.kind.value, r.tool, r.verdict, r.approver) for r in audit.query()] == [
        ("decision", "read_balance", "allow", None),
        ("outcome", "read_balance", "ok", None),
        ("decision", "close_account", "confirm", None),
        ("approval", "close_account", "approved", "carol"),
        ("outcome", "close_account", "ok", "carol"),
    ]


def test_the_credential_covers_only_the_call_that_passed_the_gates():
    pipeline, _, executor, _, _ = wiring()
    checked = pipeline.check(Call("s1", "ann", "read_balance", json.dumps({"account": "A-1"}), "Balance of A-1?"))
    other = read_balance.validate({"account": "B-2"})
    caller = Caller("s1", "ann")

    result = executor.run(other, caller, credential=checked.credential)
    assert result.failure is not None and result.failure.reason == "credential_rejected"
    assert "other_arguments" in result.message and result.attempts == 0

    missing = executor.run(other, caller)
    assert missing.failure is not None and missing.failure.reason == "credential_missing"
    assert executor.run(checked.invocation, caller, credential=checked.credential).ok
