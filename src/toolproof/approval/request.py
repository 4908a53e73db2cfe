"""The values of the approval flow: a request for one call, a batch of requests, an answer, an approval."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.approval import messages
from toolproof.approval.preview import Impact
from toolproof.levels import Level


@dataclass(frozen=True, slots=True)
class ApprovalRequest:
    """One allowed L2 call waiting for a person: what it is, why the model wants it, what it would do."""

    id: str
    tool: str
    level: Level
    session: str | None
    principal: str | None
    call_id: str | None
    arguments: Mapping[str, Any]
    """The canonical arguments with secrets redacted: what the approver is shown."""
    arguments_hash: str
    """sha256 of the unredacted canonical arguments: what the approval is bound to."""
    stated_reason: str | None
    """The model's own words on why the call is needed, when it gave any."""
    impact: Impact
    created_at: float
    expires_at: float
    """Unix time after which no answer counts: the request is then denied."""

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "tool": self.tool,
            "level": self.level.value,
            "session": self.session,
            "principal": self.principal,
            "call_id": self.call_id,
            "arguments": dict(self.arguments),
            "arguments_hash": self.arguments_hash,
            "stated_reason": self.stated_reason,
            "impact": {
                "summary": self.impact.summary,
                "description": self.impact.describe(),
                "totals": dict(self.impact.totals),
                "irreversible": self.impact.irreversible,
                "notes": list(self.impact.notes),
                "known": self.impact.known,
            },
            "created_at": self.created_at,
            "expires_at": self.expires_at,
        }


@dataclass(frozen=True, slots=True)
class ApprovalBatch:
    """Pending requests of one session for one tool, decided together with their totals in view."""

    id: str
    """Derived from the member request ids: a batch that gains a member gets a new id, so nobody approves
    calls they were not shown."""
    session: str | None
    tool: str
    requests: tuple[ApprovalRequest, ...]

    @classmethod
    def of(cls, requests: Sequence[ApprovalRequest]) -> ApprovalBatch:
        first = requests[0]
        return cls(batch_id(first.session, first.tool, [r.id for r in requests]), first.session, first.tool,
                   tuple(requests))

    @property
    def principal(self) -> str | None:
        return self.requests[0].principal

    @property
    def totals(self) -> dict[str, float]:
        """Quantities summed over the requests whose impact is known."""
        summed: dict[str, float] = {}
        for request in self.requests:
            if request.impact.known:
                for key, value in request.impact.totals.items():
                    summed[key] = summed.get(key, 0) + value
        return summed

    @property
    def unknown_impacts(self) -> int:
        return sum(1 for request in self.requests if not request.impact.known)

    @property
    def irreversible(self) -> bool:
        return any(request.impact.irreversible for request in self.requests)

    @property
    def expires_at(self) -> float:
        return min(request.expires_at for request in self.requests)

    def summary(self) -> str:
        """One line for the approver: the single call's impact, or the batch's count and totals."""
        if len(self.requests) == 1:
            return messages.BATCH_ONE.format(tool=self.tool, impact=self.requests[0].impact.describe())
        parts = [messages.BATCH_MANY.format(count=len(self.requests), tool=self.tool,
                                            totals=messages.format_totals(self.totals) or "no totals reported")]
        if self.irreversible:
            parts.append(messages.IRREVERSIBLE)
        if self.unknown_impacts:
            parts.append(messages.BATCH_UNKNOWN.format(count=self.unknown_impacts))
        return "; ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "session": self.session,
            "principal": self.principal,
            "tool": self.tool,
            "count": len(self.requests),
            "summary": self.summary(),
            "totals": self.totals,
            "unknown_impacts": self.unknown_impacts,
            "irreversible": self.irreversible,
            "expires_at": self.expires_at,
            "requests": [request.to_json() for request in self.requests],
        }


@dataclass(frozen=True, slots=True)
class Answer:
    """A person's decision on a batch."""

    approve: bool
    approver: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class Approval:
    """The end of one request: granted with a token for exactly that call, or not, with the model's message."""

    request: ApprovalRequest
    granted: bool
    reason: str
    """``approved``, ``denied_by_human``, ``approval_timeout``, ``approval_late``, ``channel_failed``."""
    approver: str | None = None
    token: str | None = None
    """Present the token to the Executor to run the call; it works once, for these exact arguments."""
    feedback: str = ""
    """The model's message when not granted."""
    note: str = ""


def batch_id(session: str | None, tool: str, request_ids: Sequence[str]) -> str:
    text = "\x1f".join([session or "", tool, *sorted(request_ids)])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
