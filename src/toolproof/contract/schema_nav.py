"""Reading a JSON Schema by instance path: what is allowed here, where does a field belong, what is expected.

Used to turn a raw validation error into feedback a model can act on ("did you mean device_id?",
"vendor_guid belongs at $.params.filters[0].vendor_guid", "expected integer ≥ 1").
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

Loc = tuple[str | int, ...]
Schema = Mapping[str, Any]

_COMPOSITIONS = ("allOf", "anyOf", "oneOf")
_MAX_WALK_DEPTH = 12


def render_path(loc: Sequence[str | int]) -> str:
    """``("params", "filters", 0, "vendor_guid")`` → ``$.params.filters[0].vendor_guid``."""
    parts = ["$"]
    for item in loc:
        if isinstance(item, int):
            parts.append(f"[{item}]")
        elif item.isidentifier():
            parts.append(f".{item}")
        else:
            parts.append(f"[{item!r}]")
    return "".join(parts)


class SchemaView:
    """A JSON Schema with local ``$ref`` resolution, precomputed once per tool."""

    def __init__(self, schema: Schema) -> None:
        self.root = schema
        self._defs: dict[str, Any] = {}
        for key in ("$defs", "definitions"):
            for name, sub in (schema.get(key) or {}).items():
                self._defs[f"#/{key}/{name}"] = sub
        self.locations = self._field_locations()

    def resolve(self, node: Any) -> Schema:
        """Follow local ``$ref`` chains; a non-local or broken ref resolves to an empty schema."""
        seen = 0
        while isinstance(node, Mapping) and "$ref" in node and seen < 16:
            ref = node["$ref"]
            target = self.root if ref == "#" else self._defs.get(ref)
            if target is None:
                return {}
            node = target
            seen += 1
        return node if isinstance(node, Mapping) else {}

    def branches(self, node: Any) -> list[Schema]:
        """The node and every composition branch it admits, resolved."""
        out: list[Schema] = []
        stack = [self.resolve(node)]
        while stack and len(out) < 64:
            current = stack.pop()
            out.append(current)
            for key in _COMPOSITIONS:
                stack.extend(self.resolve(b) for b in current.get(key) or ())
        return out

    def properties(self, node: Any) -> dict[str, Schema]:
        """Every property an object at this node may hold, across composition branches."""
        props: dict[str, Schema] = {}
        for branch in self.branches(node):
            for name, sub in (branch.get("properties") or {}).items():
                props.setdefault(name, sub)
        return props

    def child(self, node: Any, key: str | int) -> Schema | None:
        """The subschema for ``node[key]``, or None when the schema does not say."""
        for branch in self.branches(node):
            if isinstance(key, str):
                props = branch.get("properties") or {}
                if key in props:
                    return self.resolve(props[key])
                extra = branch.get("additionalProperties")
                if isinstance(extra, Mapping):
                    return self.resolve(extra)
            else:
                prefix = branch.get("prefixItems")
                if isinstance(prefix, list) and key < len(prefix):
                    return self.resolve(prefix[key])
                items = branch.get("items")
                if isinstance(items, Mapping):
                    return self.resolve(items)
        return None

    def at(self, loc: Loc) -> Schema | None:
        node: Schema | None = self.resolve(self.root)
        for key in loc:
            if node is None:
                return None
            node = self.child(node, key)
        return node

    def _field_locations(self) -> dict[str, list[Loc]]:
        """Every property name → the paths where the schema declares it (array items as index 0)."""
        found: dict[str, list[Loc]] = {}
        stack: list[tuple[Any, Loc, frozenset[int]]] = [(self.root, (), frozenset())]
        while stack:
            node, loc, visiting = stack.pop()
            if len(loc) > _MAX_WALK_DEPTH:
                continue
            for branch in self.branches(node):
                if id(branch) in visiting:
                    continue
                inner = visiting | {id(branch)}
                for name, sub in (branch.get("properties") or {}).items():
                    found.setdefault(name, []).append((*loc, name))
                    stack.append((sub, (*loc, name), inner))
                items = branch.get("items")
                if isinstance(items, Mapping):
                    stack.append((items, (*loc, 0), inner))
                for index, sub in enumerate(branch.get("prefixItems") or ()):
                    stack.append((sub, (*loc, index), inner))
        return found


def describe(view: SchemaView, node: Schema | None) -> str:
    """A short human phrase for what a schema node accepts: ``integer ≥ 1``, ``one of "a", "b"``."""
    if node is None:
        return "a value the tool declares"
    node = view.resolve(node)
    if "const" in node:
        return f"exactly {_show(node['const'])}"
    if "enum" in node:
        return "one of " + ", ".join(_show(v) for v in node["enum"][:12])
    alternatives = node.get("anyOf") or node.get("oneOf")
    if alternatives and "type" not in node:
        phrases: list[str] = []
        for alt in alternatives[:6]:
            phrase = describe(view, view.resolve(alt))
            if phrase not in phrases:
                phrases.append(phrase)
        return " or ".join(phrases)
    kind = node.get("type")
    if isinstance(kind, list):
        base = " or ".join(str(k) for k in kind)
    elif kind:
        base = str(kind)
    elif "properties" in node:
        base = "object"
    else:
        return "a value the tool declares"
    details: list[str] = []
    if "format" in node:
        fmt = node["format"]
        details.append(_FORMAT_HINTS.get(fmt, str(fmt)))
    if "pattern" in node:
        details.append(f"matching {node['pattern']}")
    for key, symbol in (("minimum", "≥"), ("exclusiveMinimum", ">"), ("maximum", "≤"), ("exclusiveMaximum", "<")):
        if key in node:
            details.append(f"{symbol} {node[key]}")
    for key, word in (("minLength", "at least {} characters"), ("maxLength", "at most {} characters")):
        if key in node:
            details.append(word.format(node[key]))
    for key, word in (("minItems", "at least {} items"), ("maxItems", "at most {} items")):
        if key in node:
            details.append(word.format(node[key]))
    if kind == "object" or "properties" in node:
        names = list((node.get("properties") or {}).keys())
        if names:
            details.append("with fields " + ", ".join(names[:10]))
    return base + (f" ({', '.join(details)})" if details else "")


_FORMAT_HINTS = {
    "date": "date, YYYY-MM-DD",
    "date-time": "date-time, RFC 3339 such as 2024-05-01T09:30:00Z",
    "time": "time, HH:MM:SS with an offset",
    "uuid": "UUID such as 123e4567-e89b-12d3-a456-426614174000",
    "email": "e-mail address",
    "uri": "absolute URI",
}


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
