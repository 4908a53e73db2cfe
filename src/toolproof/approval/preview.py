"""Previews: a tool's own dry run, telling the approver what the call would really change.

A preview hook is registered next to the tool, keyed by the tool's name, and takes the same keyword
arguments as the tool. It inspects the world without changing it and returns an ``Impact``: a summary such as
"deletes 3 files, 1.2 GB under /var/log/app", totals that add up across a batch, and notes such as the age of
the last backup. A tool without a hook, or whose hook fails, gets an impact marked unknown, shown as such.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from toolproof.approval import messages
from toolproof.contract.tool import Invocation, Tool

PreviewHook = Callable[..., "Impact | Awaitable[Impact]"]
H = TypeVar("H", bound=PreviewHook)


@dataclass(frozen=True, slots=True)
class Impact:
    """What a call would do, from a real check rather than from the model's word."""

    summary: str
    """One line with the facts: what, how much, where."""
    totals: Mapping[str, float] = field(default_factory=dict)
    """Quantities that add up over a batch, e.g. ``{"files": 3, "bytes": 1288490188}``."""
    irreversible: bool = True
    """Whether the change can be undone; unknown impacts count as irreversible."""
    notes: tuple[str, ...] = ()
    """Further facts the approver should weigh, e.g. ``"last backup 3 days ago"``."""
    known: bool = True
    """False when no real check stands behind the summary."""

    @classmethod
    def unknown(cls, summary: str) -> Impact:
        return cls(summary, irreversible=True, known=False)

    def describe(self) -> str:
        """The summary, irreversibility and notes as one line."""
        parts = [self.summary]
        if self.irreversible and self.known:
            parts.append(messages.IRREVERSIBLE)
        parts.extend(self.notes)
        return "; ".join(parts)


class PreviewRegistry:
    """Preview hooks by tool name."""

    def __init__(self, timeout: float = 10.0) -> None:
        self._hooks: dict[str, PreviewHook] = {}
        self.timeout = timeout
        """Seconds a hook may take; after that the impact is unknown."""

    def register(self, tool: Tool | str, hook: PreviewHook) -> None:
        name = tool if isinstance(tool, str) else tool.name
        if name in self._hooks:
            raise ValueError(f"{name} already has a preview hook")
        self._hooks[name] = hook

    def of(self, tool: Tool | str) -> Callable[[H], H]:
        """Decorator: ``@previews.of(delete_logs)`` above a function with the tool's parameters."""

        def attach(hook: H) -> H:
            self.register(tool, hook)
            return hook

        return attach

    def __contains__(self, tool_name: object) -> bool:
        return tool_name in self._hooks

    async def preview(self, invocation: Invocation) -> Impact:
        """Run the tool's hook on the call's arguments; never raises."""
        name = invocation.tool.name
        hook = self._hooks.get(name)
        if hook is None:
            return Impact.unknown(messages.IMPACT_UNKNOWN.format(tool=name))
        try:
            result = await asyncio.wait_for(_call(hook, invocation.arguments), self.timeout)
        except asyncio.TimeoutError:
            return Impact.unknown(messages.IMPACT_PREVIEW_TIMEOUT.format(tool=name, seconds=self.timeout))
        except Exception as err:
            detail = f"{type(err).__name__}: {err}"
            return Impact.unknown(messages.IMPACT_PREVIEW_FAILED.format(tool=name, detail=detail))
        if not isinstance(result, Impact):
            return Impact.unknown(messages.IMPACT_NOT_AN_IMPACT.format(tool=name, kind=type(result).__name__))
        return result


async def _call(hook: PreviewHook, arguments: Mapping[str, Any]) -> Any:
    """Async hooks are awaited; sync hooks (which usually read files or call APIs) run in a worker thread."""
    if inspect.iscoroutinefunction(hook):
        return await hook(**arguments)
    result = await asyncio.to_thread(hook, **arguments)
    return await result if inspect.isawaitable(result) else result


PREVIEWS = PreviewRegistry()
"""The default registry, used by ``preview_for`` and by an ApprovalBroker not given another."""


def preview_for(tool: Tool | str) -> Callable[[H], H]:
    """Register the decorated function as ``tool``'s preview hook in the default registry."""
    return PREVIEWS.of(tool)
