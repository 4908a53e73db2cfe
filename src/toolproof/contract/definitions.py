"""Tools from JSON definitions: the TOOLS.json shape (MCP's tool plus level and aliases), MCP, OpenAI
(Chat Completions and Responses) and Anthropic tool shapes."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from toolproof.contract.tool import SchemaTool, ToolDefinitionError
from toolproof.levels import Level

_KNOWN_KEYS = frozenset(
    {
        "name",
        "description",
        "level",
        "inputSchema",
        "input_schema",
        "parameters",
        "aliases",
        "annotations",
        "type",
        "function",
        "strict",
        "title",
        "outputSchema",
        "_meta",
        "icons",
        "cache_control",
    }
)


def level_from_annotations(annotations: Mapping[str, Any] | None) -> Level | None:
    """MCP hints: readOnlyHint → L0, destructiveHint → L2, both explicitly false → L1, else undeclared
    (which is treated as L1 too, but is reported as undeclared by the lint)."""
    if not annotations:
        return None
    if annotations.get("readOnlyHint") is True:
        return Level.L0
    if annotations.get("destructiveHint") is True:
        return Level.L2
    if annotations.get("readOnlyHint") is False and annotations.get("destructiveHint") is False:
        return Level.L1
    return None


def tool_from_definition(
    definition: Mapping[str, Any], handler: Callable[[dict[str, Any]], Any] | None = None
) -> SchemaTool:
    """One SchemaTool from any supported shape; unknown keys are an error, never ignored."""
    if not isinstance(definition, Mapping):
        raise ToolDefinitionError("a tool definition must be a JSON object")
    if definition.get("type") == "function" and isinstance(definition.get("function"), Mapping):
        definition = definition["function"]
    unknown = sorted(set(definition) - _KNOWN_KEYS)
    name = definition.get("name")
    if unknown:
        raise ToolDefinitionError(f"tool {name!r}: unknown keys {unknown}")
    schema = next(
        (definition[k] for k in ("inputSchema", "input_schema", "parameters") if k in definition),
        {"type": "object", "properties": {}},
    )
    annotations = definition.get("annotations")
    if annotations is not None and not isinstance(annotations, Mapping):
        raise ToolDefinitionError(f"tool {name!r}: annotations must be a JSON object")
    level = definition.get("level")
    if level is None:
        level = level_from_annotations(annotations)
    try:
        level = Level.parse(level) if level is not None else None
    except ValueError as err:
        raise ToolDefinitionError(f"tool {name!r}: {err}") from None
    aliases = definition.get("aliases") or {}
    if not isinstance(aliases, Mapping) or not all(isinstance(v, str) for v in aliases.values()):
        raise ToolDefinitionError(f"tool {name!r}: aliases must map alias names to parameter names")
    description = definition.get("description") or ""
    if not isinstance(description, str):
        raise ToolDefinitionError(f"tool {name!r}: description must be a string")
    return SchemaTool(
        str(name) if isinstance(name, str) else "",
        schema,
        description=description,
        level=level,
        aliases=aliases,
        handler=handler,
    )


def tools_from_definitions(definitions: Iterable[Mapping[str, Any]]) -> list[SchemaTool]:
    tools = []
    for index, definition in enumerate(definitions):
        try:
            tools.append(tool_from_definition(definition))
        except ToolDefinitionError as err:
            raise ToolDefinitionError(f"tool #{index}: {err}") from None
    return tools


def load_tools_file(path: str | Path) -> list[SchemaTool]:
    """Read a TOOLS.json file: a JSON array of tool definitions (or an MCP ``{"tools": [...]}`` listing)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as err:
        raise ToolDefinitionError(f"{path}: cannot read ({err.strerror})") from None
    except UnicodeDecodeError:
        raise ToolDefinitionError(f"{path}: not UTF-8 text") from None
    except json.JSONDecodeError as err:
        raise ToolDefinitionError(f"{path}: not JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    except (ValueError, RecursionError) as err:  # an integer past Python's digit limit; absurd nesting
        why = "nested too deeply" if isinstance(err, RecursionError) else str(err).split(":")[0]
        raise ToolDefinitionError(f"{path}: not usable JSON ({why})") from None
    if isinstance(data, Mapping) and isinstance(data.get("tools"), list):
        data = data["tools"]
    if not isinstance(data, list):
        raise ToolDefinitionError(f"{path}: expected a JSON array of tool definitions")
    try:
        return tools_from_definitions(data)
    except ToolDefinitionError as err:
        raise ToolDefinitionError(f"{path}: {err}") from None
