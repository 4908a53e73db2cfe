"""Every result kept as it was returned, under its call_id, addressable by path.

The narration may only quote what is pinned here. A path is written the way a model would write it after the
call id — ``balance``, ``items[0].price``, ``data.user.name`` — and printed as a JSON path (``$.items[0].price``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.results.kinds import ToolResult

_SEGMENT = re.compile(r"\.?([^.\[\]\s{}]+)|\[(\d+)\]")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True, slots=True)
class Leaf:
    """One scalar (or null / empty container) inside a result."""

    path: str
    """JSON path from the result's root, e.g. ``$.orders[1].amount``."""
    key: str | None
    """The nearest object key on the path (``amount``), None for a bare top-level scalar."""
    value: Any
    parent: Mapping[str, Any] | None
    """The object holding the value: siblings such as ``currency`` describe it."""
    keys: tuple[str, ...] = ()
    """Every object key on the path, outermost first."""


def json_path(segments: tuple[str | int, ...]) -> str:
    parts = ["$"]
    for segment in segments:
        if isinstance(segment, int):
            parts.append(f"[{segment}]")
        elif _IDENTIFIER.fullmatch(segment):
            parts.append(f".{segment}")
        else:
            parts.append(f"[{json_quote(segment)}]")
    return "".join(parts)


def json_quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def iter_leaves(value: Any, max_leaves: int = 10_000) -> Iterator[Leaf]:
    """Depth-first leaves of a JSON value; bounded so a huge output cannot stall a check."""
    stack: list[tuple[Any, tuple[str | int, ...], Mapping[str, Any] | None]] = [(value, (), None)]
    produced = 0
    while stack and produced < max_leaves:
        node, segments, parent = stack.pop()
        if isinstance(node, Mapping) and node:
            for key in list(node)[::-1]:
                stack.append((node[key], (*segments, str(key)), node))
            continue
        if isinstance(node, list) and node:
            for index in range(len(node) - 1, -1, -1):
                stack.append((node[index], (*segments, index), parent))
            continue
        keys = tuple(s for s in segments if isinstance(s, str))
        yield Leaf(json_path(segments), keys[-1] if keys else None, node, parent, keys)
        produced += 1


def parse_path(text: str) -> tuple[str | int, ...] | None:
    """``items[0].price`` → ("items", 0, "price"); None when the text is not a path."""
    segments: list[str | int] = []
    position = 0
    while position < len(text):
        match = _SEGMENT.match(text, position)
        if match is None or match.end() == position:
            return None
        segments.append(match.group(1) if match.group(1) is not None else int(match.group(2)))
        position = match.end()
    return tuple(segments) if segments else None


class PathNotFound(LookupError):
    """A path that does not lead to a value in the pinned result."""


@dataclass(frozen=True)
class PinnedResult:
    """One call's honest result, frozen under its call_id."""

    result: ToolResult
    leaves: tuple[Leaf, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "leaves", tuple(iter_leaves(self.result.value)))

    @property
    def call_id(self) -> str:
        return self.result.call_id

    @property
    def tool(self) -> str:
        return self.result.tool

    @property
    def value(self) -> Any:
        return self.result.value

    def get(self, segments: tuple[str | int, ...]) -> tuple[Any, Mapping[str, Any] | None]:
        """The value at a path and the object that holds it; PathNotFound when there is none."""
        node: Any = self.result.value
        parent: Mapping[str, Any] | None = None
        for segment in segments:
            if isinstance(segment, int) and isinstance(node, list) and 0 <= segment < len(node):
                node = node[segment]
            elif isinstance(segment, str) and isinstance(node, Mapping) and segment in node:
                parent = node
                node = node[segment]
            else:
                raise PathNotFound(json_path(segments))
        return node, parent


class Pins(Mapping[str, PinnedResult]):
    """The pinned results of one conversation, by call_id."""

    def __init__(self, results: tuple[ToolResult, ...] | list[ToolResult] = ()) -> None:
        self._pins: dict[str, PinnedResult] = {}
        for result in results:
            self.pin(result)

    def pin(self, result: ToolResult) -> PinnedResult:
        """Keep a result; a second result under the same call_id replaces nothing and is refused."""
        if result.call_id in self._pins:
            raise ValueError(f"call_id {result.call_id!r} is already pinned")
        pinned = PinnedResult(result)
        self._pins[result.call_id] = pinned
        return pinned

    def __getitem__(self, call_id: str) -> PinnedResult:
        return self._pins[call_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._pins)

    def __len__(self) -> int:
        return len(self._pins)
