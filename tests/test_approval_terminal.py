"""The terminal prompt shows the real impact and totals, and Enter (or end of input) means no."""

from __future__ import annotations

import asyncio
import io
import json

import pytest
from rich.console import Console

from toolproof import tool
from toolproof.approval import ApprovalBroker, ApprovalTokens, Impact, PreviewRegistry, TerminalChannel
from toolproof.execution import Caller

KEY = b"approval-key-for-tests-0123456789"


@tool(level="L2")
def cancel_subscription(customer: str) -> str:
    """Cancel a customer's subscription at once, without refund."""
    return "cancelled"


@tool(level="L2")
def run_migration(name: str) -> str:
    """Apply a database migration."""
    return "applied"


def previews() -> PreviewRegistry:
    registry = PreviewRegistry()
    registry.register(cancel_subscription, lambda customer: Impact(
        f"cancels {customer}'s plan (¥1,280/month)", {"subscriptions": 1, "monthly_revenue": 1280}))
    return registry


def ask(answer_text: str, *customers: str, tool_name: str = "cancel_subscription"):
    screen = io.StringIO()
    channel = TerminalChannel(console=Console(file=screen, width=160, color_system=None),
                              stream=io.StringIO(answer_text), approver="ops-on-call")
    broker = ApprovalBroker(ApprovalTokens(KEY), channel=channel, previews=previews())
    target = cancel_subscription if tool_name == "cancel_subscription" else run_migration
    argument = "customer" if tool_name == "cancel_subscription" else "name"

    async def scenario():
        return await asyncio.gather(*(
            broker.seek(target.validate({argument: c}), Caller("s1", "ann"), stated_reason="customer asked")
            for c in customers))

    return asyncio.run(scenario()), screen.getvalue()


@pytest.mark.parametrize("typed", ["\ny\n", "  \ny\n", "", "n\n", "no\n"],
                         ids=["enter", "spaces", "end-of-input", "n", "no"])
def test_the_default_answer_is_no(typed):
    [approval], screen = ask(typed, "acme")
    assert not approval.granted and approval.reason == "denied_by_human" and approval.approver == "ops-on-call"
    assert screen.count("[y/n] (n)") == 1, "a blank answer is an answer, not a reason to ask again"


def test_yes_approves_and_the_screen_shows_the_impact():
    [approval], screen = ask("y\n", "acme")
    assert approval.granted and approval.token
    assert "Approval needed: cancel_subscription" in screen
    assert "cancels acme's plan (¥1,280/month); irreversible" in screen
    assert "customer asked" in screen and "Run this call?" in screen


def test_a_batch_is_one_question_with_totals():
    approvals, screen = ask("y\n", "acme", "globex", "initech")
    assert [a.granted for a in approvals] == [True, True, True]
    assert screen.count("Run all 3 calls?") == 1
    assert "subscriptions 3, monthly_revenue 3,840" in screen


def test_an_unclear_answer_is_asked_again():
    [approval], screen = ask("maybe\ny\n", "acme")
    assert approval.granted and "Please enter Y or N" in screen


def test_a_tool_without_a_preview_is_shown_as_impact_unknown():
    [approval], screen = ask("\n", "0042_drop_legacy", tool_name="run_migration")
    assert "impact unknown" in screen and "has no preview hook" in screen
    assert not approval.granted


@pytest.mark.parametrize("customer", ["acme[/]", "acme [conceal]and every other customer[/conceal]", "[bold]x"])
def test_arguments_are_shown_literally_never_as_markup(customer):
    """A model's argument that looks like rich markup neither breaks the prompt nor hides part of the call."""
    [approval], screen = ask("n\n", customer)
    assert approval.reason == "denied_by_human", "the person was asked, not the channel broken"
    assert json.dumps(customer) in screen.replace("\n", "")  # as the person must see it, tags included
