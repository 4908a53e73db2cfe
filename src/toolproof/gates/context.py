"""A proposed call, what the gates learn about it on the way, and the shape of a gate.

Gates run in a fixed order and each reads what the earlier ones established (the resolved tool, the decoded
arguments, the frozen grants); the context carries that state, plus the undo steps of counters a gate has
reserved, so a refusal further down gives them back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from toolproof.contract.tool import Invocation, Tool
from toolproof.decision import Decision
from toolproof.levels import Level
from toolproof.policy.canonical import arguments_digest
from toolproof.policy.sessions import SessionGrants


@dataclass(frozen=True, slots=True)
class Call:
    """One tool call a model proposed, with who asked and in which session and turn."""

    session: str
    principal: str
    tool: object
    """The tool name exactly as the model wrote it (not necessarily a string)."""
    arguments: str | bytes | None
    """The raw argument text from the model."""
    user_message: str | None = None
    """The user's message of this turn; the intent gate reads it."""


class MissingContext(RuntimeError):
    """A gate ran before the gate that establishes what it needs: a pipeline assembled in the wrong order."""


@dataclass(slots=True)
class CallContext:
    """Mutable state of one call going through the gates."""

    call: Call
    grants: SessionGrants | Decision
    """The session's frozen grants, or the PERM decision when the principal has none."""
    tool: Tool | None = None
    decoded: dict[str, Any] | None = None
    normalized: Mapping[str, Any] | None = None
    invocation: Invocation | None = None
    undo: list[Callable[[], None]] = field(default_factory=list)
    digest: str | None = None
    enforced_level: Level | None = None

    def need_tool(self) -> Tool:
        if self.tool is None:
            raise MissingContext("this gate needs the resolve gate before it")
        return self.tool

    def need_decoded(self) -> dict[str, Any]:
        if self.decoded is None:
            raise MissingContext("this gate needs the decode gate before it")
        return self.decoded

    def need_normalized(self) -> Mapping[str, Any]:
        if self.normalized is None:
            raise MissingContext("this gate needs the normalize gate before it")
        return self.normalized

    def arguments_digest(self) -> str:
        """SHA-256 of the canonical arguments, computed once per call: what repeat fingerprints, credentials,
        approvals and the audit log all key on."""
        if self.digest is None:
            self.digest = arguments_digest(self.need_normalized())
        return self.digest

    def need_grants(self) -> SessionGrants:
        if not isinstance(self.grants, SessionGrants):
            raise MissingContext("this gate needs the permit gate before it")
        return self.grants

    @property
    def level(self) -> Level:
        """The level enforced for this call's tool in this session (frozen with the grants)."""
        if self.enforced_level is None:
            tool = self.need_tool()
            self.enforced_level = self.need_grants().tools.get(tool.name, tool.level)
        return self.enforced_level


class Gate(Protocol):
    """One check. ``check`` returns None to let the call through, or the Decision that stops it.

    A CONFIRM decision does not stop the call: later gates still run and a later refusal wins. A gate that
    reserves something in the store appends the release to ``context.undo``.
    """

    name: str

    def check(self, context: CallContext) -> Decision | None: ...
