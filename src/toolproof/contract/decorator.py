"""``@tool``: declare a typed function as a tool, bare or with options."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, overload

from toolproof.contract.tool import FunctionTool
from toolproof.levels import Level


@overload
def tool(fn: Callable[..., Any], /) -> FunctionTool: ...


@overload
def tool(
    *,
    name: str | None = None,
    level: Level | str | None = None,
    aliases: Mapping[str, str] | None = None,
    description: str | None = None,
) -> Callable[[Callable[..., Any]], FunctionTool]: ...


def tool(
    fn: Callable[..., Any] | None = None,
    /,
    *,
    name: str | None = None,
    level: Level | str | None = None,
    aliases: Mapping[str, str] | None = None,
    description: str | None = None,
) -> FunctionTool | Callable[[Callable[..., Any]], FunctionTool]:
    """Turn a typed function into a FunctionTool with a strict contract.

    The docstring is the description and documents the parameters; a tool with no declared ``level`` is
    treated as L1 (a reversible write), because read-only is something somebody must say.
    """

    def wrap(func: Callable[..., Any]) -> FunctionTool:
        return FunctionTool(func, name=name, level=level, aliases=aliases, description=description)

    return wrap(fn) if fn is not None else wrap
