"""Who is calling and where: the facts an approval is bound to and the audit log records."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Caller:
    """The session and principal a call belongs to, and the model's id for the call."""

    session: str | None = None
    principal: str | None = None
    call_id: str | None = None
