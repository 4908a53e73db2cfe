"""What one turn sees: the tools offered to the model before it chooses.

Exposure is the first defence (the seed's second layer): a tool that is not offered is rarely called. A turn
sees the L0 tools its principal may use; L1 only when the user's message asks for an action; L2 only on a
command turn the integrator has opted in (a channel for operators, say). When more tools than the router's
threshold remain, the router narrows them to its top k for the message. The gates still check every call —
exposure narrows what the model sees, it grants nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from toolproof.contract.dialects import export_tools
from toolproof.contract.tool import Tool
from toolproof.exposure.router import Router
from toolproof.levels import Level
from toolproof.policy.sessions import SessionGrants

_EVERY_LEVEL = frozenset(Level)


@dataclass(frozen=True, slots=True)
class TurnTools:
    """The tools offered to the model on one turn, and why that many."""

    tools: tuple[Tool, ...]
    intent: Literal["inquiry", "command"]
    narrowed: bool
    """True when the router cut the eligible tools down to its top k for the message."""

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(tool.name for tool in self.tools)

    def export(self, dialect: str) -> list[dict[str, Any]]:
        """The tools in a provider's shape: ``openai``, ``openai-responses``, ``anthropic``, ``mcp``, ``gemini``."""
        return export_tools(self.tools, dialect)


def tools_for_turn(
    grants: SessionGrants,
    tools: Mapping[str, Tool],
    user_message: str | None,
    *,
    is_inquiry: Callable[[str], bool],
    router: Router | None = None,
    allow_l2: bool = False,
) -> TurnTools:
    """The tools this turn sees, in registration order (or rank order when the router narrowed them).

    A turn with no user message (an agent acting on its own) counts as a command, as it does at the intent
    gate, so exposure and gates agree.
    """
    inquiry = isinstance(user_message, str) and bool(user_message.strip()) and is_inquiry(user_message)
    levels = {Level.L0} if inquiry else ({Level.L0, Level.L1, Level.L2} if allow_l2 else {Level.L0, Level.L1})
    eligible = [tool for name, tool in tools.items() if grants.tools.get(name) in levels]
    kind: Literal["inquiry", "command"] = "inquiry" if inquiry else "command"
    if router is None or len(eligible) <= router.threshold or not user_message:
        return TurnTools(tuple(eligible), kind, False)
    wanted = {tool.name for tool in eligible}
    ranked = router.route(user_message, k=len(router.tools), include_levels=_EVERY_LEVEL)
    if all(candidate.score is None for candidate in ranked):
        return TurnTools(tuple(eligible), kind, False)
    best = [candidate.tool for candidate in ranked if candidate.tool.name in wanted][: router.k]
    return TurnTools(tuple(best), kind, True)
