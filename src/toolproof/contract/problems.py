"""Validator errors → classified Problems → one refusal Decision with feedback the model can act on.

Both validators (pydantic for typed Python tools, jsonschema for schema-defined tools) report in their own
vocabulary; this module maps both onto ToolScan's IAN / IAT / IAV and writes the same kind of message.
"""

from __future__ import annotations

import copy
import difflib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from jsonschema import ValidationError

from toolproof.contract import feedback
from toolproof.contract.schema_nav import Loc, SchemaView, describe, render_path
from toolproof.decision import ARGUMENT_CATEGORIES, Category, Decision, Problem


@dataclass(frozen=True, slots=True)
class Fix:
    """A correction we are sure of, used only to show the model an example — never applied for it."""

    kind: Literal["rename", "replace", "drop"]
    loc: Loc
    value: Any = None


def unknown_field(view: SchemaView, parent: Loc, name: str) -> tuple[Problem, Fix | None]:
    """An unknown key at ``parent``: say where it belongs if it is declared elsewhere, else the closest name."""
    loc = (*parent, name)
    path = render_path(loc)
    elsewhere = [where for where in view.locations.get(name, ()) if where[:-1] != parent]
    if elsewhere:
        message = feedback.MISPLACED_FIELD.format(name=name, where=render_path(elsewhere[0]))
        return Problem(Category.IAN, "misplaced_field", path, message, None), None
    allowed = list(view.properties(view.at(parent) or {}))
    match = closest_name(name, allowed)
    hint = feedback.UNKNOWN_FIELD_CLOSE.format(match=match) if match else ""
    if not match and allowed:
        hint = feedback.UNKNOWN_FIELD_ALLOWED.format(allowed=feedback.code_list(allowed))
    problem = Problem(Category.IAN, "unknown_field", path, feedback.UNKNOWN_FIELD.format(hint=hint), None)
    return problem, (Fix("rename", loc, match) if match else None)


def closest_name(name: str, candidates: Sequence[str]) -> str | None:
    """The candidate a model most plausibly meant, or None; used for suggestions only."""
    folded = {c.casefold().replace("-", "_"): c for c in candidates}
    direct = folded.get(name.casefold().replace("-", "_"))
    if direct:
        return direct
    found = difflib.get_close_matches(name, candidates, n=1, cutoff=0.6)
    return found[0] if found else None


def missing_field(view: SchemaView, loc: Loc) -> Problem:
    expected = describe(view, view.at(loc))
    return Problem(Category.IAV, "missing_required", render_path(loc), feedback.MISSING_FIELD.format(expected=expected))


def wrong_type(view: SchemaView, loc: Loc, value: Any) -> tuple[Problem, Fix | None]:
    node = view.at(loc)
    expected = describe(view, node)
    fix = _type_fix(view, node, loc, value)
    template = feedback.WRONG_TYPE
    if fix is not None and isinstance(value, str) and isinstance(fix.value, (int, float)):
        template = feedback.WRONG_TYPE_QUOTED_NUMBER
    message = template.format(
        expected=expected,
        received=feedback.received(value) if template is feedback.WRONG_TYPE else feedback.show(value),
    )
    return Problem(Category.IAT, "wrong_type", render_path(loc), message, feedback.show(value)), fix


_VALUE_DETAILS = {
    "pattern_mismatch": "does not match the required pattern",
    "bad_format": "not in the required format",
    "out_of_range": "outside the allowed range",
    "not_allowed": "not one of the allowed values",
    "wrong_length": "wrong length",
    "duplicate_items": "items must be unique",
}


def wrong_value(
    view: SchemaView, loc: Loc, value: Any, reason: str, validator_message: str
) -> tuple[Problem, Fix | None]:
    """A value of the right type that breaks a constraint; the validator's own words only when we have none."""
    node = view.at(loc)
    expected = describe(view, node)
    detail = _VALUE_DETAILS.get(reason) or feedback.clip(validator_message.rstrip(".") or "invalid value", 160)
    message = feedback.WRONG_VALUE.format(detail=detail, expected=expected, received=feedback.received(value))
    fix = _enum_case_fix(view, node, loc, value) if reason == "not_allowed" else None
    return Problem(Category.IAV, reason, render_path(loc), message, feedback.show(value)), fix


def _enum_case_fix(view: SchemaView, node: Mapping[str, Any] | None, loc: Loc, value: Any) -> Fix | None:
    """``"usd"`` for the enum value ``"USD"``: the only allowed value equal to it ignoring case."""
    if not isinstance(value, str):
        return None
    allowed = [v for branch in view.branches(node or {}) for v in branch.get("enum", ()) if isinstance(v, str)]
    same = [v for v in allowed if v.casefold() == value.casefold()]
    return Fix("replace", loc, same[0]) if len(same) == 1 else None


def _accepted_types(view: SchemaView, node: Mapping[str, Any] | None) -> set[str]:
    kinds: set[str] = set()
    for branch in view.branches(node or {}):
        kind = branch.get("type")
        if isinstance(kind, str):
            kinds.add(kind)
        elif isinstance(kind, list):
            kinds.update(str(k) for k in kind)
    return kinds


def _type_fix(view: SchemaView, node: Mapping[str, Any] | None, loc: Loc, value: Any) -> Fix | None:
    """What the model evidently meant for a common type slip, e.g. ``"5000"`` for 5000."""
    kinds = _accepted_types(view, node)
    if isinstance(value, str) and len(value) <= 40:
        text = value.strip()
        if "integer" in kinds and _is_int_text(text):
            return Fix("replace", loc, int(text))
        if "number" in kinds and _is_number_text(text):
            number = float(text)
            return Fix("replace", loc, int(number) if number.is_integer() and "." not in text else number)
        if "boolean" in kinds and text in ("true", "false"):
            return Fix("replace", loc, text == "true")
        if "array" in kinds and "," in text:
            return Fix("replace", loc, [part.strip() for part in text.split(",")])
    if isinstance(value, float) and "integer" in kinds and value.is_integer():
        return Fix("replace", loc, int(value))
    return None


def _is_int_text(text: str) -> bool:
    return text.lstrip("-").isdigit() and text.isascii()


def _is_number_text(text: str) -> bool:
    try:
        return text.isascii() and float(text) == float(text) and text.lower() not in ("inf", "-inf", "infinity")
    except ValueError:
        return False


def clean_loc(view: SchemaView, loc: Sequence[Any]) -> Loc:
    """Drop the union-branch labels pydantic puts into error locations (``('a', 'int')`` → ``('a',)``)."""
    cleaned: list[str | int] = []
    node: Mapping[str, Any] | None = view.at(())
    for key in loc:
        if isinstance(key, int):
            cleaned.append(key)
            node = view.child(node, key) if node is not None else None
            continue
        if node is not None and view.child(node, str(key)) is not None:
            cleaned.append(str(key))
            node = view.child(node, str(key))
        elif node is None:
            cleaned.append(str(key))
    return tuple(cleaned)


_PYDANTIC_VALUE_REASONS = {
    "greater_than": "out_of_range",
    "greater_than_equal": "out_of_range",
    "less_than": "out_of_range",
    "less_than_equal": "out_of_range",
    "multiple_of": "out_of_range",
    "finite_number": "out_of_range",
    "string_pattern_mismatch": "pattern_mismatch",
    "enum": "not_allowed",
    "literal_error": "not_allowed",
    "too_short": "wrong_length",
    "too_long": "wrong_length",
    "string_too_short": "wrong_length",
    "string_too_long": "wrong_length",
}


def from_pydantic(view: SchemaView, errors: Iterable[Mapping[str, Any]]) -> tuple[list[Problem], list[Fix | None]]:
    """Classify pydantic's error list; one problem per (path, category)."""
    problems: list[Problem] = []
    fixes: list[Fix | None] = []
    seen: set[tuple[str, Category]] = set()
    for error in errors:
        kind: str = error["type"]
        value = error.get("input")
        fix: Fix | None = None
        if kind in ("extra_forbidden", "unexpected_keyword_argument"):
            raw_loc = tuple(error["loc"])
            problem, fix = unknown_field(view, clean_loc(view, raw_loc[:-1]), str(raw_loc[-1]))
            problems_and_fix = (problem, fix)
            _add(problems, fixes, seen, *problems_and_fix)
            continue
        loc = clean_loc(view, error["loc"])
        if kind == "missing":
            problem = missing_field(view, loc)
        elif kind.endswith("_type") or kind in ("is_instance_of", "none_required"):
            problem, fix = wrong_type(view, loc, value)
        elif kind.endswith("_parsing"):
            problem, fix = wrong_value(view, loc, value, "bad_format", str(error.get("msg", "")))
        else:
            reason = _PYDANTIC_VALUE_REASONS.get(kind, "invalid_value")
            problem, fix = wrong_value(view, loc, value, reason, str(error.get("msg", "")))
        _add(problems, fixes, seen, problem, fix)
    return problems, fixes


def _add(
    problems: list[Problem],
    fixes: list[Fix | None],
    seen: set[tuple[str, Category]],
    problem: Problem,
    fix: Fix | None,
) -> None:
    key = (problem.path, problem.category)
    if key not in seen:
        seen.add(key)
        problems.append(problem)
        fixes.append(fix)


_JSONSCHEMA_VALUE_REASONS = {
    "format": "bad_format",
    "pattern": "pattern_mismatch",
    "enum": "not_allowed",
    "const": "not_allowed",
    "minimum": "out_of_range",
    "maximum": "out_of_range",
    "exclusiveMinimum": "out_of_range",
    "exclusiveMaximum": "out_of_range",
    "multipleOf": "out_of_range",
    "minLength": "wrong_length",
    "maxLength": "wrong_length",
    "minItems": "wrong_length",
    "maxItems": "wrong_length",
    "uniqueItems": "duplicate_items",
}


def from_jsonschema(view: SchemaView, errors: Iterable[ValidationError]) -> tuple[list[Problem], list[Fix | None]]:
    """Classify jsonschema ValidationErrors; one problem per (path, category)."""
    problems: list[Problem] = []
    fixes: list[Fix | None] = []
    seen: set[tuple[str, Category]] = set()

    def add(problem: Problem, fix: Fix | None = None) -> None:
        _add(problems, fixes, seen, problem, fix)

    for error in errors:
        before = len(problems)
        _classify_jsonschema_error(view, error, add)
        if len(problems) == before and not any(p.path == render_path(tuple(error.absolute_path)) for p in problems):
            # Never let an error go unreported because we could not classify it more precisely.
            add(*wrong_value(view, tuple(error.absolute_path), error.instance, "invalid_value", error.message))
    return problems, fixes


def _classify_jsonschema_error(view: SchemaView, error: ValidationError, add: Callable[..., None]) -> None:
    loc: Loc = tuple(error.absolute_path)
    keyword = error.validator
    instance = error.instance
    if keyword in ("additionalProperties", "unevaluatedProperties") and isinstance(instance, dict):
        declared = view.properties(view.at(loc) or {})
        names = getattr(error, "extra_names", None) or [name for name in instance if name not in declared]
        for name in names:
            add(*unknown_field(view, loc, name))
    elif keyword == "required" and isinstance(instance, dict):
        for name in error.validator_value:
            if name not in instance:
                add(missing_field(view, (*loc, name)))
    elif keyword == "type":
        add(*wrong_type(view, loc, instance))
    elif keyword in ("anyOf", "oneOf") and error.context:
        if all(sub.validator == "type" for sub in error.context):
            add(*wrong_type(view, loc, instance))
        else:
            # The branch whose type matched says what is really wrong; a type miss of another branch does not.
            matched = [sub for sub in error.context if sub.validator != "type"] or list(error.context)
            deepest = max(matched, key=lambda sub: len(sub.absolute_path))
            _classify_jsonschema_error(view, deepest, add)
    else:
        reason = _JSONSCHEMA_VALUE_REASONS.get(keyword, "invalid_value")
        add(*wrong_value(view, loc, instance, reason, error.message))


def refusal(
    tool: str, problems: Sequence[Problem], fixes: Sequence[Fix | None], arguments: Mapping[str, Any] | None
) -> Decision:
    """One Decision for all of a call's argument problems: category by IAN > IAT > IAV, every problem listed."""
    ordered = sorted(problems, key=lambda p: ARGUMENT_CATEGORIES.index(p.category))
    first = ordered[0]
    lines = [feedback.REFUSED_HEADER.format(tool=tool, category=first.category.value, reason=first.reason)]
    lines.extend(f"- {p.path}: {p.message}" for p in ordered)
    example = corrected_example(arguments, fixes) if _all_fixable(problems, fixes) else None
    lines.append(feedback.REPAIR_EXAMPLE.format(example=example) if example else feedback.REPAIR_NO_EXAMPLE)
    return Decision.invalid(first.category, first.reason, "\n".join(lines), tuple(ordered))


def _all_fixable(problems: Sequence[Problem], fixes: Sequence[Fix | None]) -> bool:
    """Every problem has a sure fix, counting a missing field that a rename of a near-miss key supplies."""
    renamed_to = {render_path((*fix.loc[:-1], fix.value)) for fix in fixes if fix is not None and fix.kind == "rename"}
    return bool(fixes) and all(
        fix is not None or (problem.reason == "missing_required" and problem.path in renamed_to)
        for problem, fix in zip(problems, fixes, strict=True)
    )


def corrected_example(arguments: Mapping[str, Any] | None, fixes: Sequence[Fix | None]) -> str | None:
    """The arguments with every sure fix applied, as compact JSON; None when one cannot be placed."""
    if arguments is None:
        return None
    fixed: Any = copy.deepcopy(dict(arguments))
    for fix in fixes:
        if fix is not None and not _apply(fixed, fix):
            return None
    text = json.dumps(fixed, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= 600 else None


def _apply(document: Any, fix: Fix) -> bool:
    parent = document
    for key in fix.loc[:-1]:
        try:
            parent = parent[key]
        except (KeyError, IndexError, TypeError):
            return False
    last = fix.loc[-1]
    try:
        if fix.kind == "replace":
            parent[last] = fix.value
        elif fix.kind == "rename":
            if fix.value in parent or last not in parent:
                return False
            items = [(fix.value if key == last else key, value) for key, value in parent.items()]
            parent.clear()
            parent.update(items)
        else:
            del parent[last]
    except (KeyError, IndexError, TypeError):
        return False
    return True
