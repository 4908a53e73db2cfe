"""The embedded demo: declared tools, a scripted model that makes the mistakes real models make, and
toolproof refusing each bad call with feedback the model uses to repair it.

No server, no network, no model download: the "model" is a script, so the run is the same every time.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from toolproof.contract import Toolset, tool
from toolproof.repair import Attempt, ProposedCall, Repaired, RepairFailed, call_with_repair


class Filter(BaseModel):
    """One condition on the report's rows."""

    vendor_guid: str
    status: Literal["open", "paid", "overdue"] = "open"


class ReportParams(BaseModel):
    filters: list[Filter]
    limit: Annotated[int, Field(ge=1, le=100)] = 20


@tool(level="L0")
def query_report(report_id: str, params: ReportParams) -> dict[str, object]:
    """Read one finance report's rows. Read-only: changes nothing.

    Use when the user asks about invoices in a report. Does not export or modify the report.

    Args:
        report_id: The report's identifier, e.g. "R-2024-07".
        params: Which rows to return.
    """
    return {"report_id": report_id, "rows": len(params.filters), "limit": params.limit}


@tool(level="L1")
def transfer(amount: int, currency: Literal["CNY", "USD"], to_account: str) -> str:
    """Move money between the user's own accounts. Reversible within 24 hours.

    Use only when the user explicitly asks to move money. Does not pay third parties.

    Args:
        amount: Amount in the currency's minor unit (cents, fen).
        currency: ISO code.
        to_account: Destination account number.
    """
    return f"moved {amount} {currency} to {to_account}"


DEMO_TOOLS = Toolset([query_report, transfer])

_EXAMPLE = re.compile(r"for example: (\{.*\})\s*$", re.S)


@dataclass(frozen=True)
class Scene:
    """One scripted conversation: what the user asked and the model's successive proposals."""

    title: str
    user: str
    proposals: Sequence[ProposedCall]

    def model(self) -> Callable[[Sequence[Attempt]], ProposedCall]:
        """A scripted model: its next proposal, or — when toolproof gave a corrected example — that example."""

        def propose(attempts: Sequence[Attempt]) -> ProposedCall:
            if attempts:
                found = _EXAMPLE.search(attempts[-1].decision.feedback)
                if found:
                    return ProposedCall(attempts[-1].call.tool, found.group(1))
            return self.proposals[min(len(attempts), len(self.proposals) - 1)]

        return propose


SCENES = (
    Scene(
        "A number sent as a string",
        "Move 5000 fen to account 6222-01.",
        [ProposedCall("transfer", '{"amount": "5000", "currency": "CNY", "to_account": "6222-01"}')],
    ),
    Scene(
        "A look-alike tool name (Cyrillic о)",
        "Show me the open invoices of vendor V-17 in report R-2024-07.",
        [
            ProposedCall(
                "query_repоrt", '{"report_id": "R-2024-07", "params": {"filters": [{"vendor_guid": "V-17"}]}}'
            ),
            ProposedCall(
                "query_report", '{"report_id": "R-2024-07", "params": {"filters": [{"vendor_guid": "V-17"}]}}'
            ),
        ],
    ),
    Scene(
        "A nested field flattened",
        "How many rows does R-2024-07 have for vendor V-17?",
        [
            ProposedCall(
                "query_report", '{"report_id": "R-2024-07", "params": {"vendor_guid": "V-17", "filters": []}}'
            ),
            ProposedCall(
                "query_report", '{"report_id": "R-2024-07", "params": {"filters": [{"vendor_guid": "V-17"}]}}'
            ),
        ],
    ),
    Scene(
        "A model that cannot repair: explicit failure after the cap",
        "Send 12 dollars to 6222-02.",
        [ProposedCall("transfer", '{"amount": 12, "currency": "usd", "to_account": "6222-02", "note": "gift"}')],
    ),
)


@dataclass(frozen=True)
class SceneResult:
    scene: Scene
    attempts: Sequence[Attempt]
    value: object
    failed: RepairFailed | None


def play(scene: Scene, max_repairs: int = 2) -> SceneResult:
    try:
        done: Repaired = call_with_repair(DEMO_TOOLS, scene.model(), max_repairs=max_repairs)
    except RepairFailed as failed:
        return SceneResult(scene, failed.attempts, None, failed)
    return SceneResult(scene, done.attempts, done.value, None)


def compact(raw: str | bytes | None) -> str:
    try:
        return json.dumps(json.loads(raw or ""), ensure_ascii=False)
    except ValueError:
        return repr(raw)
