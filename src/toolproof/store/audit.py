"""The audit log: one append-only record per decision, approval and outcome, behind a small interface.

A record is built from what happened (who, which session, which tool, which exact arguments, what verdict, why,
how long, who approved) and never holds a secret: arguments are hashed over their canonical JSON before
anything is removed, then stored redacted, so two records can be matched by hash without exposing the values.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Protocol

from toolproof.decision import Decision
from toolproof.policy.canonical import arguments_digest

REDACTED = "[REDACTED]"

_SECRET_FIELD = re.compile(
    r"pass(word|wd|phrase)?|pwd|secret|token|api[-_]?key|apikey|access[-_]?key|private[-_]?key|authori[sz]ation"
    r"|^auth$|cookie|session[-_]?id|credential|client[-_]?secret|signature|^sig$|otp|pin[-_]?code|^pin$"
    r"|card[-_]?(number|no|num)|^pan$|cvv|cvc|ssn|iban",
    re.IGNORECASE,
)
"""Field names whose value is a secret whatever it looks like."""

_SECRET_VALUE = re.compile(
    r"\bBearer\s+[A-Za-z0-9._~+/=-]{8,}"  # HTTP bearer credentials
    r"|\bBasic\s+[A-Za-z0-9+/=]{8,}"
    r"|\b(sk|pk|rk)[-_](live|test|proj)?[-_]?[A-Za-z0-9]{16,}"  # Stripe/OpenAI-style keys
    r"|\bgh[pousr]_[A-Za-z0-9]{30,}"  # GitHub tokens
    r"|\bxox[abposr]-[A-Za-z0-9-]{10,}"  # Slack tokens
    r"|\bAKIA[0-9A-Z]{16}\b"  # AWS access key ids
    r"|\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"  # JWTs
    r"|-----BEGIN [A-Z ]*PRIVATE KEY-----"
)
"""Values that are credentials wherever they appear, even under an innocent field name."""

_CARD_CANDIDATE = re.compile(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)")
"""13–19 digits, optionally grouped by spaces or dashes; a Luhn check decides whether it is a card number."""


class RecordKind(str, Enum):
    """What a record is about."""

    DECISION = "decision"
    """The gates' verdict on a proposed call (allow, confirm, deny, invalid)."""
    APPROVAL = "approval"
    """A human's answer to an approval request, or its absence (approved, denied, timeout, refused)."""
    OUTCOME = "outcome"
    """What running the call produced (ok, or its error class)."""


@dataclass(frozen=True, slots=True)
class AuditRecord:
    """One line of the audit log. Build it with ``for_decision``, ``for_approval`` or ``for_outcome``."""

    time: float
    """Wall-clock time, Unix seconds."""
    kind: RecordKind
    verdict: str
    """decision: allow/confirm/deny/invalid; approval: approved/denied/timeout/refused; outcome: ok or an error
    class (argument/empty/transient/permanent)."""
    reason: str
    """A stable machine string, e.g. ``not_in_allowlist``, ``rate_limited``, ``approval_timeout``."""
    tool: str | None = None
    principal: str | None = None
    session: str | None = None
    call_id: str | None = None
    arguments_hash: str | None = None
    """sha256 of the canonical JSON of the full (unredacted) arguments."""
    arguments: Mapping[str, Any] | None = None
    """The arguments with every secret replaced by ``[REDACTED]``."""
    category: str | None = None
    latency_ms: float | None = None
    approver: str | None = None
    seq: int | None = None
    """Position in the log, assigned by the store on append."""

    @classmethod
    def for_decision(
        cls,
        decision: Decision,
        *,
        time: float,
        tool: str | None,
        arguments: Mapping[str, Any] | None = None,
        principal: str | None = None,
        session: str | None = None,
        call_id: str | None = None,
        latency_ms: float | None = None,
    ) -> AuditRecord:
        """A gate's Decision; ``arguments`` defaults to the decision's normalized arguments when it has them."""
        args = arguments if arguments is not None else decision.normalized
        return cls(
            time=time,
            kind=RecordKind.DECISION,
            verdict=decision.verdict.value,
            reason=decision.reason,
            tool=tool,
            principal=principal,
            session=session,
            call_id=call_id,
            category=decision.category.value if decision.category else None,
            latency_ms=latency_ms,
            **_arguments_fields(args),
        )

    @classmethod
    def for_approval(
        cls,
        verdict: str,
        reason: str,
        *,
        time: float,
        tool: str,
        arguments: Mapping[str, Any],
        principal: str | None,
        session: str | None,
        approver: str | None,
        call_id: str | None = None,
        latency_ms: float | None = None,
    ) -> AuditRecord:
        """A person's answer (or its absence) to an approval request."""
        return cls._of_call(RecordKind.APPROVAL, verdict, reason, time, tool, arguments, principal, session,
                            call_id, approver, latency_ms)

    @classmethod
    def for_outcome(
        cls,
        verdict: str,
        reason: str,
        *,
        time: float,
        tool: str,
        arguments: Mapping[str, Any],
        principal: str | None,
        session: str | None,
        latency_ms: float,
        call_id: str | None = None,
        approver: str | None = None,
    ) -> AuditRecord:
        """How running a call ended: its value or its classified failure."""
        return cls._of_call(RecordKind.OUTCOME, verdict, reason, time, tool, arguments, principal, session,
                            call_id, approver, latency_ms)

    @classmethod
    def _of_call(
        cls,
        kind: RecordKind,
        verdict: str,
        reason: str,
        time: float,
        tool: str,
        arguments: Mapping[str, Any],
        principal: str | None,
        session: str | None,
        call_id: str | None,
        approver: str | None,
        latency_ms: float | None,
    ) -> AuditRecord:
        return cls(
            time=time,
            kind=kind,
            verdict=verdict,
            reason=reason,
            tool=tool,
            principal=principal,
            session=session,
            call_id=call_id,
            approver=approver,
            latency_ms=latency_ms,
            **_arguments_fields(arguments),
        )

    def with_seq(self, seq: int) -> AuditRecord:
        return replace(self, seq=seq)

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "time": self.time,
            "kind": self.kind.value,
            "principal": self.principal,
            "session": self.session,
            "call_id": self.call_id,
            "tool": self.tool,
            "arguments_hash": self.arguments_hash,
            "arguments": dict(self.arguments) if self.arguments is not None else None,
            "verdict": self.verdict,
            "category": self.category,
            "reason": self.reason,
            "latency_ms": self.latency_ms,
            "approver": self.approver,
        }


@dataclass(frozen=True, slots=True)
class AuditQuery:
    """Which records to read back; every filter is optional and they combine with AND."""

    session: str | None = None
    tool: str | None = None
    verdict: str | None = None
    kind: RecordKind | None = None
    since: float | None = None
    """Only records at or after this Unix time."""
    limit: int | None = None
    """At most this many, the most recent ones (returned oldest first)."""

    def matches(self, record: AuditRecord) -> bool:
        return (
            (self.session is None or record.session == self.session)
            and (self.tool is None or record.tool == self.tool)
            and (self.verdict is None or record.verdict == self.verdict)
            and (self.kind is None or record.kind is self.kind)
            and (self.since is None or record.time >= self.since)
        )


EVERYTHING = AuditQuery()
"""The query with no filter."""


class AuditLog(Protocol):
    """Where records go. Appends are atomic: a record is either wholly in the log or not at all."""

    def append(self, record: AuditRecord) -> int:
        """Store one record and return its sequence number."""
        ...

    def extend(self, records: Iterable[AuditRecord]) -> list[int]:
        """Store several records in one atomic step."""
        ...

    def query(self, query: AuditQuery = EVERYTHING) -> list[AuditRecord]:
        """Matching records, oldest first."""
        ...

    def close(self) -> None: ...


def arguments_hash(arguments: Mapping[str, Any]) -> str:
    """sha256 hex digest of the arguments' canonical JSON — the same digest repeat fingerprints and call
    credentials use, so one call has one identity across gates, approvals and the audit log."""
    return arguments_digest(arguments)


def redact(value: Any) -> Any:
    """A copy with secrets replaced: any value under a secret-sounding field name, and credential-shaped or
    card-number strings anywhere."""
    if isinstance(value, Mapping):
        return {
            key: REDACTED if isinstance(key, str) and _SECRET_FIELD.search(key) and value[key] is not None
            else redact(value[key])
            for key in value
        }
    if isinstance(value, (list, tuple)):
        return [redact(item) for item in value]
    if isinstance(value, str):
        return _redact_text(value)
    if isinstance(value, int) and not isinstance(value, bool) and 13 <= len(str(abs(value))) <= 19:
        return REDACTED if _luhn_valid(str(abs(value))) else value
    return value


def _redact_text(text: str) -> str:
    text = _SECRET_VALUE.sub(REDACTED, text)
    return _CARD_CANDIDATE.sub(_card_or_keep, text)


def _card_or_keep(match: re.Match[str]) -> str:
    digits = re.sub(r"[ -]", "", match.group(0))
    return REDACTED if _luhn_valid(digits) else match.group(0)


def _luhn_valid(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        number = int(char)
        if index % 2:
            number *= 2
            if number > 9:
                number -= 9
        total += number
    return total % 10 == 0


def _arguments_fields(arguments: Mapping[str, Any] | None) -> dict[str, Any]:
    if arguments is None:
        return {"arguments_hash": None, "arguments": None}
    return {"arguments_hash": arguments_hash(arguments), "arguments": redact(arguments)}
