"""Strict validation of arguments against a tool's JSON Schema (draft 2020-12 semantics).

Stricter than a stock validator in the ways that matter for model output: objects are closed unless the
schema explicitly opens them, ``5000.0`` is not an integer, formats are enforced, and ``pattern`` has its
ECMA-262 meaning (``\\d`` is ASCII only; ``$`` does not match before a trailing newline).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import Any

import regress
from jsonschema import Draft202012Validator, FormatChecker, ValidationError, validators
from jsonschema.exceptions import SchemaError
from jsonschema.protocols import Validator
from referencing import Registry
from referencing.exceptions import Unresolvable
from referencing.jsonschema import DRAFT202012

from toolproof.contract.formats import STRICT_FORMATS

_IN_PLACE_APPLICATORS = ("allOf", "anyOf", "oneOf", "$ref", "if", "dependentSchemas")
_OBJECT_KEYWORDS = ("properties", "required", "patternProperties", "propertyNames")
_SUBSCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SUBSCHEMA_SINGLES = (
    "items",
    "additionalProperties",
    "unevaluatedProperties",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedItems",
)
_SUBSCHEMA_LISTS = ("allOf", "anyOf", "oneOf", "prefixItems")


class InvalidSchemaError(ValueError):
    """A tool's JSON Schema is not a valid draft 2020-12 schema."""


def close_objects(schema: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of ``schema`` where every object that does not say otherwise refuses unknown properties.

    An object schema with in-place applicators (allOf, $ref, …) gets ``unevaluatedProperties: false`` so
    properties declared in its branches still count; the branches themselves are left open.
    """
    closed = copy.deepcopy(dict(schema))
    _close(closed, in_composition=False)
    return closed


def _is_object_schema(node: Mapping[str, Any]) -> bool:
    kind = node.get("type")
    return kind == "object" or (isinstance(kind, list) and "object" in kind) or any(k in node for k in _OBJECT_KEYWORDS)


def _close(node: Any, in_composition: bool) -> None:
    if not isinstance(node, dict):
        return
    is_object = _is_object_schema(node)
    opened = "additionalProperties" in node or "unevaluatedProperties" in node or "patternProperties" in node
    if is_object and not opened and not in_composition:
        if any(k in node for k in _IN_PLACE_APPLICATORS):
            node["unevaluatedProperties"] = False
        else:
            node["additionalProperties"] = False
    for key in _SUBSCHEMA_MAPS:
        for sub in (node.get(key) or {}).values():
            _close(sub, in_composition=False)
    for key in _SUBSCHEMA_SINGLES:
        _close(node.get(key), in_composition=False)
    for key in _SUBSCHEMA_LISTS:
        composing = is_object and key != "prefixItems"
        for sub in node.get(key) or ():
            _close(sub, in_composition=composing)


@lru_cache(maxsize=4096)
def ecma_regex(pattern: str) -> Any:
    """Compile once: JSON Schema patterns are ECMA-262 regular expressions, not Python's."""
    return regress.Regex(pattern)


def _ecma_pattern(validator: Validator, pattern: str, instance: Any, schema: Any) -> Iterator[ValidationError]:
    if isinstance(instance, str) and ecma_regex(pattern).find(instance) is None:
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


def _ecma_pattern_properties(
    validator: Validator, patterns: dict[str, Any], instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if not isinstance(instance, dict):
        return
    for pattern, subschema in patterns.items():
        regex = ecma_regex(pattern)
        for key, value in instance.items():
            if regex.find(key) is not None:
                yield from validator.descend(value, subschema, path=key, schema_path=pattern)


def _ecma_additional_properties(
    validator: Validator, additional: Any, instance: Any, schema: Any
) -> Iterator[ValidationError]:
    if not isinstance(instance, dict):
        return
    declared = schema.get("properties") or {}
    patterns = [ecma_regex(p) for p in schema.get("patternProperties") or {}]
    extras = [key for key in instance if key not in declared and not any(r.find(key) is not None for r in patterns)]
    if additional is False and extras:
        error = ValidationError(f"unexpected properties {extras!r}")
        error.extra_names = extras
        yield error
    elif isinstance(additional, dict):
        for key in extras:
            yield from validator.descend(instance[key], additional, path=key)


def _is_integer(checker: Any, instance: Any) -> bool:
    return isinstance(instance, int) and not isinstance(instance, bool)


def _is_number(checker: Any, instance: Any) -> bool:
    return isinstance(instance, (int, float)) and not isinstance(instance, bool)


def _strings_only(check: Callable[[str], bool]) -> Callable[[object], bool]:
    """A format constrains strings only; any other type passes it (its ``type`` keyword judges it)."""
    return lambda instance: not isinstance(instance, str) or check(instance)


_format_checker = FormatChecker(formats=())
for _name, _check in STRICT_FORMATS.items():
    _format_checker.checks(_name)(_strings_only(_check))

StrictValidator = validators.extend(
    Draft202012Validator,
    validators={
        "pattern": _ecma_pattern,
        "patternProperties": _ecma_pattern_properties,
        "additionalProperties": _ecma_additional_properties,
    },
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine_many({"integer": _is_integer, "number": _is_number}),
)


def compile_validator(schema: Mapping[str, Any]) -> Validator:
    """Check the schema itself, close its objects and build a validator for it, once per tool."""
    if not isinstance(schema, Mapping):
        raise InvalidSchemaError("inputSchema must be a JSON object")
    if schema.get("type", "object") != "object":
        raise InvalidSchemaError(f"inputSchema must describe an object, not {schema.get('type')!r}")
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as err:
        raise InvalidSchemaError(f"inputSchema is not a valid JSON Schema: {err.message}") from None
    cycle = _in_place_ref_cycle(schema)
    if cycle:
        raise InvalidSchemaError(
            "inputSchema has a $ref cycle that never reaches a property or an item, so no value can be checked "
            "against it: " + " → ".join(cycle)
        )
    dangling = _unresolvable_ref(schema)
    if dangling is not None:
        raise InvalidSchemaError(
            f"inputSchema has a $ref {dangling!r} that points at nothing the schema holds (remote schemas are "
            "not fetched)"
        )
    closed = close_objects(schema)
    closed.setdefault("type", "object")
    for pattern in _patterns(closed):
        try:
            ecma_regex(pattern)
        except Exception as err:
            raise InvalidSchemaError(f"pattern {pattern!r} is not an ECMA-262 regular expression: {err}") from None
    return StrictValidator(closed, format_checker=_format_checker)


_IN_PLACE_LISTS = ("allOf", "anyOf", "oneOf")
_IN_PLACE_SINGLES = ("not", "if", "then", "else")


def _in_place_refs(node: Any) -> list[str]:
    """The $refs a schema applies to the same instance (not to its properties or items)."""
    refs: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if not isinstance(current, Mapping):
            continue
        if isinstance(current.get("$ref"), str):
            refs.append(current["$ref"])
        for key in _IN_PLACE_LISTS:
            stack.extend(current.get(key) or ())
        stack.extend(current[key] for key in _IN_PLACE_SINGLES if key in current)
        stack.extend((current.get("dependentSchemas") or {}).values())
    return refs


def _in_place_ref_cycle(schema: Mapping[str, Any]) -> list[str] | None:
    """A chain of local refs leading back to itself without consuming any input, or None."""
    targets: dict[str, Any] = {"#": schema}
    for key in ("$defs", "definitions"):
        for name, sub in (schema.get(key) or {}).items():
            targets[f"#/{key}/{name}"] = sub
    edges = {name: [ref for ref in _in_place_refs(sub) if ref in targets] for name, sub in targets.items()}
    state: dict[str, int] = {}

    def visit(name: str, path: list[str]) -> list[str] | None:
        state[name] = 1
        for ref in edges[name]:
            if state.get(ref) == 1:
                return [*path[path.index(ref) :], ref] if ref in path else [*path, ref]
            if ref not in state:
                found = visit(ref, [*path, ref])
                if found:
                    return found
        state[name] = 2
        return None

    for name in targets:
        if name not in state:
            found = visit(name, [name])
            if found:
                return found
    return None


def _unresolvable_ref(schema: Mapping[str, Any]) -> str | None:
    """The first $ref that resolves to nothing, or None. Checked once at load: found only while validating,
    it would surface as an exception in the middle of a model's call."""
    registry: Registry[Any] = Registry()
    stack = [(schema, registry.resolver_with_root(DRAFT202012.create_resource(schema)))]
    while stack:
        node, resolver = stack.pop()
        if not isinstance(node, Mapping):
            continue
        if node is not schema and isinstance(node.get("$id"), str):
            resolver = resolver.in_subresource(DRAFT202012.create_resource(node))
        ref = node.get("$ref")
        if isinstance(ref, str):
            try:
                resolver.lookup(ref)
            except Unresolvable:
                return ref
        for key in _SUBSCHEMA_MAPS:
            subschemas = node.get(key)
            if isinstance(subschemas, Mapping):
                stack.extend((sub, resolver) for sub in subschemas.values())
        stack.extend((node[key], resolver) for key in _SUBSCHEMA_SINGLES if key in node)
        for key in _SUBSCHEMA_LISTS:
            if isinstance(node.get(key), list):
                stack.extend((sub, resolver) for sub in node[key])
    return None


def _patterns(node: Any) -> list[str]:
    found: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, dict):
            if isinstance(current.get("pattern"), str):
                found.append(current["pattern"])
            found.extend(k for k in (current.get("patternProperties") or {}) if isinstance(k, str))
            stack.extend(current.values())
        elif isinstance(current, list):
            stack.extend(current)
    return found


_UNICODE_SENSITIVE = ("\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\b", "\\B")
_STRUCTURE = frozenset(
    {
        "properties",
        "items",
        "prefixItems",
        "$defs",
        "definitions",
        "$ref",
        "anyOf",
        "oneOf",
        "allOf",
        "additionalProperties",
        "pattern",
        "patternProperties",
    }
)


def pattern_guard(schema: Mapping[str, Any]) -> Validator | None:
    """A validator that checks only ``pattern`` keywords, with ECMA-262 meaning; None when none needs it.

    Pydantic enforces ``Field(pattern=...)`` with a Unicode-aware engine (``\\d`` matches ``١``) while the
    published schema promises ECMA-262 (ASCII ``\\d``). Typed tools run this second check so both agree.
    """
    if not any(any(esc in p for esc in _UNICODE_SENSITIVE) for p in _patterns(schema)):
        return None
    return StrictValidator(_keep_patterns(schema))


def _keep_patterns(node: Any) -> Any:
    if isinstance(node, list):
        return [_keep_patterns(item) for item in node]
    if not isinstance(node, Mapping):
        return node
    kept: dict[str, Any] = {}
    for key, value in node.items():
        if key not in _STRUCTURE:
            continue
        if key in ("properties", "$defs", "definitions", "patternProperties"):
            kept[key] = {name: _keep_patterns(sub) for name, sub in value.items()}
        elif key == "additionalProperties":
            if isinstance(value, Mapping):
                kept[key] = _keep_patterns(value)
        else:
            kept[key] = _keep_patterns(value)
    return kept
