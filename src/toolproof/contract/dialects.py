"""A tool's strict contract in each provider's shape: OpenAI (Chat Completions and Responses, strict mode),
Anthropic, MCP and Gemini.

Anthropic and MCP take draft 2020-12 JSON Schema, so they get ``Tool.input_schema`` exactly as it is
enforced. OpenAI strict mode and Gemini take a subset, so the schema is rewritten for them:

- ``$ref``/``$defs`` are inlined (a recursive type cannot be, and is refused);
- OpenAI: every object is closed and lists every property in ``required``; a property that may be left
  out becomes nullable, and ``null_default_paths`` says where a null then means "not given";
- Gemini: OpenAPI 3.0 names (``nullable``, upper-case types); objects are closed by construction.

One rule decides what may be rewritten: the *shape* of the arguments (types, which fields exist, which are
required, nesting) must be exact, so anything the dialect cannot say about shape — an open map, a tuple
mixing types, a recursive type, ``not``, ``if``/``then`` — raises :class:`DialectError`. A *value*
constraint the dialect lacks (``maxLength`` for OpenAI, ``exclusiveMinimum`` for Gemini, …) is moved into
the field's description: the model still reads it and toolproof's validator still enforces it, so a
violation comes back as IAV feedback instead of passing silently.

Supported keywords were taken from the providers' documentation: OpenAI's "Supported schemas" for
Structured Outputs (string: pattern, format date-time/time/date/duration/email/hostname/ipv4/ipv6/uuid;
number: multipleOf, maximum, exclusiveMaximum, minimum, exclusiveMinimum; array: minItems, maxItems; enum,
const, anyOf; at most 5000 properties, 10 levels of nesting, 1000 enum values) and Gemini's ``Schema``
object (type, format, description, nullable, enum of strings, items, min/maxItems, properties, required,
min/maxProperties, min/maxLength, pattern, minimum, maximum, anyOf, default).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from toolproof.contract.tool import Tool, ToolDefinitionError
from toolproof.levels import Level

DIALECTS = ("openai", "openai-responses", "anthropic", "mcp", "gemini")
"""The shapes :func:`export_tool` can produce, as the command line names them."""

EVERY_ITEM = None
"""In a path of :func:`null_default_paths`, stands for every item of an array."""

Path = tuple[str | int | None, ...]
"""Where a field sits: property names, a position in a tuple, or EVERY_ITEM for the items of an array."""

CONSTRAINT_NOTE = "Constraints: {constraints}."
"""Appended to a field's description for each value constraint the dialect cannot carry."""
NULL_IS_DEFAULT_NOTE = "Send null for the default ({default})."
NULL_IS_ABSENT_NOTE = "Send null to leave it out."
DEFAULT_NOTE = "Default: {default}."

_OPENAI_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_GEMINI_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$")
_OPENAI_FORMATS = frozenset({"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"})
_GEMINI_FORMATS = {
    "string": frozenset({"date-time", "enum"}),
    "number": frozenset({"float", "double"}),
    "integer": frozenset({"int32", "int64"}),
}
_OPENAI_MAX_DEPTH = 10
_OPENAI_MAX_PROPERTIES = 5000
_OPENAI_MAX_ENUM_VALUES = 1000

_ANNOTATIONS = frozenset(
    {
        "title",
        "examples",
        "$comment",
        "$schema",
        "$id",
        "readOnly",
        "writeOnly",
        "deprecated",
        "discriminator",
        "$anchor",
    }
)
"""Dropped without a note: they document the schema and constrain nothing."""
_OVERRIDABLE = _ANNOTATIONS | {"description", "default"}
_STRUCTURE = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "unevaluatedProperties",
        "items",
        "prefixItems",
        "anyOf",
        "oneOf",
        "description",
        "default",
        "$defs",
        "definitions",
    }
)
_VALUE_KEYWORDS = frozenset(
    {
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minItems",
        "maxItems",
        "uniqueItems",
        "enum",
        "const",
        "minProperties",
        "maxProperties",
        "contentEncoding",
        "contentMediaType",
    }
)
"""Constraints on values (not on shape): kept where the dialect has them, otherwise noted in the description."""
_OPENAI_KEEPS = {
    "string": frozenset({"pattern", "format", "enum", "const"}),
    "number": frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "enum", "const"}),
    "array": frozenset({"minItems", "maxItems"}),
    "object": frozenset(),
    "boolean": frozenset({"enum", "const"}),
}
_OPENAI_KEEPS["integer"] = _OPENAI_KEEPS["number"]
_GEMINI_KEEPS = {
    "string": frozenset({"pattern", "format", "enum", "minLength", "maxLength"}),
    "number": frozenset({"minimum", "maximum", "format"}),
    "array": frozenset({"minItems", "maxItems"}),
    "object": frozenset({"minProperties", "maxProperties"}),
    "boolean": frozenset(),
}
_GEMINI_KEEPS["integer"] = _GEMINI_KEEPS["number"]
_NULL = {"type": "null"}
_JSON_TYPES = {str: "string", int: "integer", float: "number", bool: "boolean"}


class DialectError(ToolDefinitionError):
    """A tool's contract cannot be expressed strictly in a provider's schema dialect."""

    def __init__(self, tool: str, dialect: str, path: str, reason: str) -> None:
        self.tool = tool
        self.dialect = dialect
        self.path = path
        self.reason = reason
        where = f"parameter {path!r}" if path else "the tool"
        super().__init__(f"{tool}: {dialect} cannot express {where} strictly: {reason}")


def export_tool(tool: Tool, dialect: str) -> dict[str, Any]:
    """The tool's definition in ``dialect`` (one of :data:`DIALECTS`), ready to send to that provider."""
    if dialect == "openai":
        return {"type": "function", "function": _openai_function(tool)}
    if dialect == "openai-responses":
        return {"type": "function", **_openai_function(tool)}
    if dialect == "anthropic":
        return {"name": tool.name, **_description(tool), "input_schema": copy.deepcopy(tool.input_schema)}
    if dialect == "mcp":
        annotations = mcp_annotations(tool)
        return {
            "name": tool.name,
            **_description(tool),
            "inputSchema": copy.deepcopy(tool.input_schema),
            **({"annotations": annotations} if annotations else {}),
        }
    if dialect == "gemini":
        if not _GEMINI_NAME.match(tool.name):
            raise DialectError(
                tool.name,
                "gemini",
                "",
                "a function name starts with a letter or underscore and "
                "has at most 64 letters, digits, underscores, dots and dashes",
            )
        parameters = gemini_parameters(tool)
        return {"name": tool.name, **_description(tool), **({"parameters": parameters} if parameters else {})}
    raise ValueError(f"unknown dialect {dialect!r}; choose one of {', '.join(DIALECTS)}")


def export_tools(tools: Iterable[Tool], dialect: str) -> list[dict[str, Any]]:
    return [export_tool(tool, dialect) for tool in tools]


def mcp_annotations(tool: Tool) -> dict[str, bool]:
    """MCP hints from the declared level. L1 says both hints are false, because MCP clients assume a tool
    is destructive unless told otherwise; an undeclared level gives no hints at all."""
    if not tool.level_declared:
        return {}
    if tool.level is Level.L0:
        return {"readOnlyHint": True}
    return {"readOnlyHint": False, "destructiveHint": tool.level is Level.L2}


def openai_parameters(tool: Tool) -> dict[str, Any]:
    """The ``parameters`` object for OpenAI strict mode."""
    return _OpenAIStrict(tool.name).convert_root(tool.input_schema)


def null_default_paths(tool: Tool) -> tuple[Path, ...]:
    """Where OpenAI strict mode lets the model send null for a field the contract lets it leave out.

    toolproof's validator reads a missing optional field as its default, but a null sent for a field that is
    not itself nullable is a wrong type (IAT). An adapter serving OpenAI strict mode drops those nulls with
    :func:`drop_null_defaults` after decoding and before validation.
    """
    converter = _OpenAIStrict(tool.name)
    converter.convert_root(tool.input_schema)
    return tuple(converter.null_paths)


def drop_null_defaults(arguments: Mapping[str, Any], paths: Iterable[Path]) -> dict[str, Any]:
    """A copy of ``arguments`` without the nulls that, at ``paths``, stand for "not given"."""
    result: dict[str, Any] = dict(arguments)
    for path in paths:
        result = _drop_at(result, path)
    return result


def gemini_parameters(tool: Tool) -> dict[str, Any] | None:
    """The ``parameters`` Schema of a Gemini FunctionDeclaration; None for a tool without parameters."""
    if not tool.input_schema.get("properties"):
        return None
    return _Gemini(tool.name).convert_root(tool.input_schema)


def _description(tool: Tool) -> dict[str, str]:
    return {"description": tool.description} if tool.description else {}


def _openai_function(tool: Tool) -> dict[str, Any]:
    if not _OPENAI_NAME.match(tool.name):
        raise DialectError(
            tool.name, "openai", "", "a function name has at most 64 letters, digits, underscores and dashes"
        )
    return {"name": tool.name, **_description(tool), "parameters": openai_parameters(tool), "strict": True}


def _drop_at(value: Any, path: Path) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if head is EVERY_ITEM:
        return [_drop_at(item, rest) for item in value] if isinstance(value, list) else value
    if not isinstance(value, dict) or head not in value:
        return value
    if not rest:
        return {k: v for k, v in value.items() if not (k == head and v is None)}
    return {**value, head: _drop_at(value[head], rest)}


def _render(path: Path) -> str:
    out = ""
    for part in path:
        if part is EVERY_ITEM:
            out += "[]"
        elif isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else part
    return out


def _accepts_null(node: Any) -> bool:
    if not isinstance(node, Mapping):
        return node is True
    kind = node.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    if None in (node.get("enum") or ()) or ("const" in node and node["const"] is None):
        return True
    return any(_accepts_null(b) for key in ("anyOf", "oneOf") for b in node.get(key) or ())


def _literal_type(node: Mapping[str, Any]) -> str | None:
    """The JSON type shared by every value of an untyped enum or const, if there is one."""
    values = node.get("enum", [node["const"]] if "const" in node else [])
    names = {_JSON_TYPES.get(type(value)) for value in values}
    return names.pop() if len(names) == 1 else None


def _note(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class _Converter:
    """Inline references and rewrite a schema node by node into a provider's subset."""

    dialect: str
    keeps: Mapping[str, frozenset[str]]

    def __init__(self, tool_name: str) -> None:
        self.tool = tool_name
        self.defs: dict[str, Any] = {}
        self.expanding: list[str] = []
        self.null_paths: list[Path] = []

    def fail(self, path: Path, reason: str) -> DialectError:
        return DialectError(self.tool, self.dialect, _render(path), reason)

    def convert_root(self, schema: Mapping[str, Any]) -> dict[str, Any]:
        for key in ("$defs", "definitions"):
            for name, sub in (schema.get(key) or {}).items():
                self.defs[f"#/{key}/{name}"] = sub
        self.defs["#"] = schema
        self.expanding = ["#"]
        return self.convert(schema, (), depth=0)

    # -- references and compositions that merge into one node ------------------------------------------

    def expand(self, node: Mapping[str, Any], path: Path) -> tuple[dict[str, Any], list[str]]:
        """Merge ``$ref`` targets and one-branch ``allOf`` into the node; returns it and the refs expanded."""
        merged = dict(node)
        expanded: list[str] = []
        while "$ref" in merged or "allOf" in merged:
            if "$ref" in merged:
                ref = merged.pop("$ref")
                if ref in self.expanding or ref in expanded:
                    name = ref.rsplit("/", 1)[-1] if ref != "#" else "the arguments"
                    raise self.fail(path, f"{name} contains itself (a recursive type), which cannot be inlined")
                target = self.defs.get(ref)
                if not isinstance(target, Mapping):
                    raise self.fail(path, f"$ref {ref!r} does not point into this schema's $defs")
                expanded.append(ref)
                merged = self.merge(dict(target), merged, path)
            else:
                branches = merged.pop("allOf")
                if not isinstance(branches, list) or len(branches) != 1:
                    raise self.fail(path, "allOf with several branches (an intersection of schemas)")
                merged = self.merge(dict(branches[0]), merged, path)
        return merged, expanded

    def merge(self, base: dict[str, Any], site: Mapping[str, Any], path: Path) -> dict[str, Any]:
        """The referenced schema with the keywords written next to the reference; annotations at the site
        win (a field's description over its type's), a constraint given twice must agree."""
        for key, value in site.items():
            if key in base and base[key] != value and key not in _OVERRIDABLE:
                raise self.fail(path, f"{key!r} is given both beside a reference and in its target")
            base[key] = value
        return base

    # -- one node ---------------------------------------------------------------------------------------

    def convert(self, node: Any, path: Path, depth: int) -> dict[str, Any]:
        if not isinstance(node, Mapping) or not node:
            raise self.fail(path, "it accepts any value (an empty schema), so its shape is unknown")
        merged, expanded = self.expand(node, path)
        self.expanding.extend(expanded)
        try:
            return self.convert_expanded(merged, path, depth)
        finally:
            del self.expanding[len(self.expanding) - len(expanded) :]

    def convert_expanded(self, node: dict[str, Any], path: Path, depth: int) -> dict[str, Any]:
        if "oneOf" in node:
            if "discriminator" not in node:
                raise self.fail(path, "oneOf without a discriminator (exactly-one-of cannot be checked as any-of)")
            node = {**{k: v for k, v in node.items() if k != "oneOf"}, "anyOf": node["oneOf"]}
        if "anyOf" in node:
            return self.convert_union(node, path, depth)
        kind = node.get("type")
        if isinstance(kind, list):
            kinds = [k for k in kind if k != "null"]
            if len(kinds) != 1:
                raise self.fail(path, f"a 'type' list {kind!r}; declare the alternatives with anyOf")
            inner = self.convert_expanded({**node, "type": kinds[0]}, path, depth)
            return self.nullable(inner) if "null" in kind else inner
        if kind is None:
            kind = _literal_type(node)
            if kind is None:
                raise self.fail(path, "it has no 'type', so its shape is unknown")
        out: dict[str, Any] = {"type": self.type_name(kind)}
        notes: list[str] = []
        for key, value in node.items():
            if key in _ANNOTATIONS or key in _STRUCTURE:
                continue
            if key not in _VALUE_KEYWORDS:
                raise self.fail(path, f"the keyword {key!r} is not supported")
            self.keep_or_note(key, value, kind, out, notes)
        if kind == "object":
            out.update(self.convert_object(node, path, depth + 1))
        elif kind == "array":
            out.update(self.convert_array(node, path, depth))
        if "enum" in out:
            self.count_enum(len(out["enum"]), path)
        return self.with_notes(out, node.get("description"), notes)

    def convert_union(self, node: dict[str, Any], path: Path, depth: int) -> dict[str, Any]:
        extra = sorted(set(node) - {"anyOf", "description", "default"} - _ANNOTATIONS)
        if extra:
            raise self.fail(path, f"keywords {extra} beside anyOf")
        branches = node["anyOf"]
        others = [b for b in branches if b != _NULL]
        if len(others) == 1 and len(branches) == 2:
            inner = self.convert(
                {**others[0], **({"description": node["description"]} if "description" in node else {})}, path, depth
            )
            return self.nullable(inner)
        converted = [
            self.convert(branch, path, depth) if branch != _NULL else self.null_branch(path) for branch in branches
        ]
        return self.with_notes({"anyOf": converted}, node.get("description"), [])

    def convert_object(self, node: dict[str, Any], path: Path, depth: int) -> dict[str, Any]:
        extra = node.get("additionalProperties", False)
        if extra is not False:
            what = "any extra property" if extra is True else "extra properties of a given type"
            raise self.fail(
                path, f"an open map ({what}); declare its keys as a model, or take a list of key/value objects"
            )
        if node.get("unevaluatedProperties", False) is not False:
            raise self.fail(path, "an object open to unevaluated properties")
        self.check_depth(depth, path)
        properties = node.get("properties") or {}
        required = set(node.get("required") or ())
        converted = {}
        for name, sub in properties.items():
            converted[name] = self.convert_property(name, sub, name in required, (*path, name), depth)
        return self.object_shape(converted, [n for n in properties if n in required])

    def convert_array(self, node: dict[str, Any], path: Path, depth: int) -> dict[str, Any]:
        prefix = node.get("prefixItems")
        if prefix is not None:
            return self.convert_tuple(node, prefix, path, depth)
        if "items" not in node or node["items"] is True:
            raise self.fail(path, "an array whose items may be anything")
        return {"type": self.type_name("array"), "items": self.convert(node["items"], (*path, EVERY_ITEM), depth)}

    def convert_tuple(self, node: dict[str, Any], prefix: list[Any], path: Path, depth: int) -> dict[str, Any]:
        """A fixed-length tuple whose positions share one type is exactly an array with a fixed length."""
        size = len(prefix)
        closed = node.get("items", False) is False or node.get("maxItems") == size
        if not closed or node.get("minItems") != size:
            raise self.fail(path, "a tuple with optional or extra positions")
        items = [self.convert(sub, (*path, index), depth) for index, sub in enumerate(prefix)]
        if any(item != items[0] for item in items):
            raise self.fail(path, "a tuple whose positions have different types; use a model with named fields")
        return {"type": self.type_name("array"), "items": items[0], "minItems": size, "maxItems": size}

    def keep_or_note(self, key: str, value: Any, kind: Any, out: dict[str, Any], notes: list[str]) -> None:
        if key in self.keeps.get(kind, frozenset()) and self.keeps_value(key, value, kind):
            out[key] = value
        else:
            notes.append(f"{key}={_note(value)}")

    def with_notes(self, out: dict[str, Any], description: Any, notes: list[str]) -> dict[str, Any]:
        text = " ".join(
            part
            for part in (
                description if isinstance(description, str) else "",
                CONSTRAINT_NOTE.format(constraints=", ".join(notes)) if notes else "",
            )
            if part
        )
        if text:
            out = {"description": text, **out}
        return out

    def add_note(self, node: dict[str, Any], note: str) -> dict[str, Any]:
        text = " ".join(part for part in (node.get("description", ""), note) if part)
        return {"description": text, **{k: v for k, v in node.items() if k != "description"}}

    # -- what differs between dialects ------------------------------------------------------------------

    def type_name(self, kind: str) -> str:
        return kind

    def keeps_value(self, key: str, value: Any, family: str) -> bool:
        return True

    def nullable(self, node: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def null_branch(self, path: Path) -> dict[str, Any]:
        raise NotImplementedError

    def convert_property(self, name: str, sub: Any, required: bool, path: Path, depth: int) -> dict[str, Any]:
        raise NotImplementedError

    def object_shape(self, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
        raise NotImplementedError

    def check_depth(self, depth: int, path: Path) -> None:
        """Dialects with a nesting limit refuse a deeper schema."""

    def count_enum(self, values: int, path: Path) -> None:
        """Dialects with an enum budget count the values they keep."""


class _OpenAIStrict(_Converter):
    dialect = "openai"
    keeps = _OPENAI_KEEPS

    def __init__(self, tool_name: str) -> None:
        super().__init__(tool_name)
        self.properties = 0
        self.enum_values = 0

    def keeps_value(self, key: str, value: Any, family: str) -> bool:
        return key != "format" or value in _OPENAI_FORMATS

    def nullable(self, node: dict[str, Any]) -> dict[str, Any]:
        """Add null to what a node accepts: ``[T, "null"]`` for a plain type, an ``anyOf`` branch otherwise
        (an enum or const would have to list null too, and an object reads better as a union)."""
        if "anyOf" in node:
            if _NULL not in node["anyOf"]:
                return {**node, "anyOf": [*node["anyOf"], _NULL]}
            return node
        kind = node.get("type")
        if isinstance(kind, str) and kind != "object" and "enum" not in node and "const" not in node:
            return {**node, "type": [kind, "null"]}
        if isinstance(kind, list):
            return node
        description = {"description": node["description"]} if "description" in node else {}
        branch = {k: v for k, v in node.items() if k != "description"}
        return {**description, "anyOf": [branch, _NULL]}

    def null_branch(self, path: Path) -> dict[str, Any]:
        return dict(_NULL)

    def convert_property(self, name: str, sub: Any, required: bool, path: Path, depth: int) -> dict[str, Any]:
        self.properties += 1
        if self.properties > _OPENAI_MAX_PROPERTIES:
            raise self.fail(path, f"more than {_OPENAI_MAX_PROPERTIES} properties in one schema")
        converted = self.convert(sub, path, depth)
        default = sub.get("default") if isinstance(sub, Mapping) else None
        has_default = isinstance(sub, Mapping) and "default" in sub
        if required:
            return converted
        if not _accepts_null(converted):
            self.null_paths.append(path)
            note = NULL_IS_DEFAULT_NOTE.format(default=_note(default)) if has_default else NULL_IS_ABSENT_NOTE
            return self.add_note(self.nullable(converted), note)
        if default is not None:
            return self.add_note(converted, DEFAULT_NOTE.format(default=_note(default)))
        return converted

    def object_shape(self, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
        return {"type": "object", "properties": properties, "required": list(properties), "additionalProperties": False}

    def check_depth(self, depth: int, path: Path) -> None:
        if depth > _OPENAI_MAX_DEPTH:
            raise self.fail(path, f"objects nested more than {_OPENAI_MAX_DEPTH} levels deep")

    def count_enum(self, values: int, path: Path) -> None:
        self.enum_values += values
        if self.enum_values > _OPENAI_MAX_ENUM_VALUES:
            raise self.fail(path, f"more than {_OPENAI_MAX_ENUM_VALUES} enum values in one schema")


class _Gemini(_Converter):
    dialect = "gemini"
    keeps = _GEMINI_KEEPS

    def type_name(self, kind: str) -> str:
        return kind.upper()

    def keeps_value(self, key: str, value: Any, family: str) -> bool:
        if key == "format":
            return value in _GEMINI_FORMATS.get(family, frozenset())
        if key == "enum":
            return all(isinstance(v, str) for v in value)
        return True

    def convert_expanded(self, node: dict[str, Any], path: Path, depth: int) -> dict[str, Any]:
        if "const" in node and isinstance(node["const"], str):
            node = {**{k: v for k, v in node.items() if k != "const"}, "enum": [node["const"]], "type": "string"}
        return super().convert_expanded(node, path, depth)

    def nullable(self, node: dict[str, Any]) -> dict[str, Any]:
        return {**node, "nullable": True}

    def null_branch(self, path: Path) -> dict[str, Any]:
        raise self.fail(path, "null as a branch of its own; Gemini marks a type nullable instead")

    def convert_union(self, node: dict[str, Any], path: Path, depth: int) -> dict[str, Any]:
        branches = node["anyOf"]
        others = [b for b in branches if b != _NULL]
        if len(others) > 1 and len(others) < len(branches):
            union = self.convert_union({**node, "anyOf": others}, path, depth)
            return self.nullable(union)
        return super().convert_union(node, path, depth)

    def convert_property(self, name: str, sub: Any, required: bool, path: Path, depth: int) -> dict[str, Any]:
        converted = self.convert(sub, path, depth)
        if isinstance(sub, Mapping) and sub.get("default") is not None:
            converted["default"] = sub["default"]
        return converted

    def object_shape(self, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
        return {"type": "OBJECT", "properties": properties, **({"required": required} if required else {})}
