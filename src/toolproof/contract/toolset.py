"""A registry of tools by exact name, and the contract path from (name, raw argument text) to a result.

This is the input contract alone — resolve, decode, normalise, validate. Policy gates (permission, intent,
repeats, budgets, confirmation) wrap it in ``toolproof.gates``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, NamedTuple

from toolproof.contract.aliases import normalize_aliases
from toolproof.contract.decode import DEFAULT_LIMITS, DecodeLimits, decode_arguments
from toolproof.contract.dialects import DialectError, drop_null_defaults, null_default_paths
from toolproof.contract.resolve import unknown_tool
from toolproof.contract.tool import FunctionTool, Invocation, Tool, ToolDefinitionError
from toolproof.decision import Decision


class Checked(NamedTuple):
    """The contract's verdict on one proposed call, and the invocation when it passed."""

    decision: Decision
    invocation: Invocation | None = None


class Outcome(NamedTuple):
    """A proposed call that was checked and, when it passed, run."""

    decision: Decision
    invocation: Invocation | None = None
    value: Any = None

    @property
    def ok(self) -> bool:
        return self.invocation is not None


def _null_default_paths(tool: Tool) -> tuple[Any, ...]:
    try:
        return null_default_paths(tool)
    except DialectError:
        return ()  # the tool has no OpenAI strict form, so the model never saw nulls standing for defaults


class Toolset(Mapping[str, Tool]):
    """Tools by exact name. Accepts Tool objects and plain typed functions (wrapped as FunctionTool)."""

    def __init__(
        self,
        tools: Iterable[Tool | Callable[..., Any]] = (),
        limits: DecodeLimits = DEFAULT_LIMITS,
        *,
        null_means_default: bool = False,
    ) -> None:
        """``null_means_default``: the model saw OpenAI strict schemas, where an optional field must be sent
        as null; such nulls then mean "not given" instead of being refused as a wrong type."""
        self._tools: dict[str, Tool] = {}
        self._null_paths: dict[str, tuple[Any, ...]] = {}
        self.limits = limits
        self.null_means_default = null_means_default
        for item in tools:
            self.add(item)

    def add(self, item: Tool | Callable[..., Any]) -> Tool:
        tool = item if isinstance(item, Tool) else FunctionTool(item)
        if tool.name in self._tools:
            raise ToolDefinitionError(f"a tool named {tool.name!r} is already registered")
        self._tools[tool.name] = tool
        if self.null_means_default:
            self._null_paths[tool.name] = _null_default_paths(tool)
        return tool

    def __getitem__(self, name: str) -> Tool:
        return self._tools[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._tools)

    def __len__(self) -> int:
        return len(self._tools)

    def check(self, name: object, raw_arguments: str | bytes | None) -> Checked:
        """Resolve → decode → normalise → validate; never raises for anything a model can send."""
        return Checked(*self._check(name, raw_arguments))

    def _check(self, name: object, raw_arguments: str | bytes | None) -> tuple[Decision, Invocation | None]:
        tool = self._tools.get(name) if isinstance(name, str) else None
        if tool is None:
            return unknown_tool(name, self._tools), None
        decoded = decode_arguments(raw_arguments, self.limits)
        if isinstance(decoded, Decision):
            return decoded, None
        normalized = normalize_aliases(tool.name, tool.aliases, decoded) if tool.aliases else decoded
        if isinstance(normalized, Decision):
            return normalized, None
        if self._null_paths.get(tool.name):
            normalized = drop_null_defaults(normalized, self._null_paths[tool.name])
        text = raw_arguments if normalized is decoded and isinstance(raw_arguments, str) else None
        result = tool.validate(normalized, text)
        if isinstance(result, Decision):
            return result, None
        return Decision.allow(normalized), result

    def call(self, name: object, raw_arguments: str | bytes | None) -> Outcome:
        """Check, then run a sync tool inline (no thread hop). A refused call does not run."""
        decision, invocation = self._check(name, raw_arguments)
        if invocation is None:
            return Outcome(decision)
        return Outcome(decision, invocation, invocation.run())

    async def acall(self, name: object, raw_arguments: str | bytes | None) -> Outcome:
        """Check, then run; async tools are awaited, sync tools run inline."""
        decision, invocation = self._check(name, raw_arguments)
        if invocation is None:
            return Outcome(decision)
        return Outcome(decision, invocation, await invocation.arun())
