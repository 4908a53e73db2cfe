"""Act three of the demo: the tool said one thing and the agent's answer says another.

Each scene is one turn: a tool result, the honest message the model gets about it, the answer a model drafted,
and what toolproof finds in that answer before the user sees it — then the repaired text, or the message that
makes the model restate from the pinned values.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from toolproof.contract import Toolset, tool
from toolproof.fidelity import Verification
from toolproof.fidelity.repair import Repair
from toolproof.gates import Call
from toolproof.guard import Guard, Handled
from toolproof.policy import PolicyBuilder
from toolproof.results import Rendered


@tool(level="L0")
def get_balance(account: str) -> dict[str, object]:
    """Read an account's balance. Read-only."""
    return {"account": account, "balance": 4820.50, "currency": "CNY"}


@tool(level="L1")
def transfer(amount: int, to_account: str) -> dict[str, object]:
    """Move money between the user's own accounts. Reversible within 24 hours."""
    return {"code": 0, "success": False, "error": "insufficient funds", "data": None}


@tool(level="L0")
def get_report(report_id: str) -> dict[str, object]:
    """Read a generated monthly report. Read-only."""
    return {"report_id": report_id, "data": None}


@dataclass(frozen=True)
class Scene:
    """One turn: the user's message, the model's call, and the answer the model drafted from its result."""

    title: str
    user: str
    tool: str
    arguments: str
    draft: str


@dataclass(frozen=True)
class Played:
    scene: Scene
    handled: Handled
    verification: Verification
    repair: Repair | None
    rendered: Rendered | None


SCENES = (
    Scene(
        "HTTP 200 with an error body",
        "把500元转到6222-02",
        "transfer",
        '{"amount": 500, "to_account": "6222-02"}',
        "转账成功！500元已转入尾号6222-02的账户。",
    ),
    Scene(
        "The tool returned 4820.50; the model wrote 4280.50",
        "What's my balance on 6222-01?",
        "get_balance",
        '{"account": "6222-01"}',
        "Your balance on account 6222-01 is ¥4,280.50.",
    ),
    Scene(
        "Nothing came back, and the model filled the gap",
        "Summarise report R-2024-07.",
        "get_report",
        '{"report_id": "R-2024-07"}',
        "Report R-2024-07 shows revenue of ¥1.2M, up 8% on June; all metrics normal.",
    ),
    Scene(
        "A reference instead of a retyped number",
        "余额还有多少？",
        "get_balance",
        '{"account": "6222-01"}',
        "您的余额为 {{c1.balance}}。",
    ),
)


def play() -> Iterator[Played]:
    policy = (
        PolicyBuilder()
        .role("customer", allow=["get_balance", "transfer", "get_report"])
        .principal("ann", "customer")
        .build()
    )
    for number, scene in enumerate(SCENES, start=1):
        guard = Guard(Toolset([get_balance, transfer, get_report]), policy, lang="zh" if number in (1, 4) else "en")
        session = f"read-{number}"
        handled = guard.handle_sync(Call(session, "ann", scene.tool, scene.arguments, scene.user))
        rendered = guard.render(session, scene.draft) if "{{" in scene.draft else None
        answer = rendered.text if rendered is not None and rendered.text is not None else scene.draft
        verification = guard.verify(session, answer)
        fixed = guard.repair(session, verification) if not verification.faithful else None
        yield Played(scene, handled, verification, fixed, rendered)
