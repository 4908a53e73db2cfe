"""Fuzzing the whole contract path, ``Toolset.check``, for a typed Python tool and a JSON Schema tool.

Whatever a model sends, the answer is a Decision (and, when allowed, an Invocation) — never an exception.
Beyond not crashing, the properties say what strict means: an allowed call re-validates, an unknown key is
never allowed, an integer sent as a string is never allowed, a well-formed call is allowed, and a schema
tool allows exactly what a draft 2020-12 validator over its closed schema accepts.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import uuid
from typing import Annotated, Any, Literal

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, Field

from toolproof.contract import Checked, FunctionTool, Invocation, SchemaTool, ToolDefinitionError, Toolset
from toolproof.decision import Category, Decision, Verdict

FUZZ = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ARGUMENT_OR_FORMAT = {Category.IFE, Category.IAN, Category.IAT, Category.IAV}


class Line(BaseModel):
    sku: Annotated[str, Field(pattern=r"^[A-Z]{3}-[0-9]{3}$")]
    qty: Annotated[int, Field(ge=1, le=1000)]


class Address(BaseModel):
    city: str
    postcode: str | None = None


def place_order(
    customer_id: int,
    lines: list[Line],
    ship_on: dt.date,
    priority: Literal["low", "normal", "high"] = "normal",
    ship_to: Address | None = None,
    budget: float | None = None,
    gift: bool = False,
) -> int:
    """Place an order for a customer."""
    return sum(line.qty for line in lines)


SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "device_id": {"type": "string", "pattern": "^dev-\\d{4}$"},
        "since": {"type": "string", "format": "date"},
        "at": {"type": "string", "format": "date-time"},
        "owner": {"type": "string", "format": "email"},
        "limit": {"type": "integer", "minimum": 1, "maximum": 500},
        "params": {"$ref": "#/$defs/params"},
        "target": {"anyOf": [{"$ref": "#/$defs/ref"}, {"type": "integer"}]},
        "mode": {"enum": ["fast", "safe"]},
        "shape": {
            "oneOf": [
                {"type": "object", "properties": {"radius": {"type": "number"}}, "required": ["radius"]},
                {"type": "object", "properties": {"side": {"type": "number"}}, "required": ["side"]},
            ]
        },
    },
    "required": ["device_id", "limit"],
    "$defs": {
        "params": {
            "type": "object",
            "properties": {"filters": {"type": "array", "items": {"$ref": "#/$defs/filter"}}},
        },
        "filter": {
            "type": "object",
            "properties": {"vendor_guid": {"type": "string", "format": "uuid"}, "min": {"type": "number"}},
            "required": ["vendor_guid"],
        },
        "ref": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
    },
}

TYPED = FunctionTool(place_order, level="L1")
SCHEMA_TOOL = SchemaTool("query_devices", SCHEMA, level="L0", handler=len)
TOOLS = Toolset([TYPED, SCHEMA_TOOL])
TOOL_NAMES = ("place_order", "query_devices")

# Strings with everything in them, lone surrogates included: the contract must survive them.
any_char = st.characters(exclude_categories=())
any_text = st.text(any_char, max_size=20)
json_scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | any_text
)
any_json = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(any_text, inner, max_size=3),
    max_leaves=12,
)

# Well-formed values, field by field, so that mixing them with hazards reaches deep into the validators.
skus = st.from_regex(r"[A-Z]{3}-[0-9]{3}", fullmatch=True)
dates = st.dates(dt.date(1000, 1, 1), dt.date(9999, 12, 31)).map(dt.date.isoformat)
valid_line = st.fixed_dictionaries({"sku": skus, "qty": st.integers(1, 1000)})
valid_address = st.fixed_dictionaries({"city": st.text(max_size=10)}, optional={"postcode": st.none() | st.text()})
valid_order = st.fixed_dictionaries(
    {"customer_id": st.integers(), "lines": st.lists(valid_line, max_size=3), "ship_on": dates},
    optional={
        "priority": st.sampled_from(["low", "normal", "high"]),
        "ship_to": st.none() | valid_address,
        "budget": st.none() | st.integers(-(10**6), 10**6) | st.floats(allow_nan=False, allow_infinity=False),
        "gift": st.booleans(),
    },
)
valid_filter = st.fixed_dictionaries(
    {"vendor_guid": st.uuids().map(str)}, optional={"min": st.integers() | st.floats(-1e9, 1e9)}
)
valid_query = st.fixed_dictionaries(
    {"device_id": st.from_regex(r"dev-[0-9]{4}", fullmatch=True), "limit": st.integers(1, 500)},
    optional={
        "since": dates,
        "at": st.datetimes(timezones=st.just(dt.timezone.utc)).map(lambda d: d.isoformat()),
        "owner": st.from_regex(r"[a-z]{1,8}@[a-z]{1,8}\.[a-z]{2,3}", fullmatch=True),
        "params": st.fixed_dictionaries({}, optional={"filters": st.lists(valid_filter, max_size=2)}),
        "target": st.integers() | st.fixed_dictionaries({"id": st.text(max_size=8)}),
        "mode": st.sampled_from(["fast", "safe"]),
        "shape": st.fixed_dictionaries({"radius": st.integers(0, 9)})
        | st.fixed_dictionaries({"side": st.floats(0, 9)}),
    },
)
VALID: dict[str, st.SearchStrategy[dict[str, Any]]] = {"place_order": valid_order, "query_devices": valid_query}


@st.composite
def near_valid(draw: st.DrawFn, name: str) -> dict[str, Any]:
    """A valid call with some values swapped for arbitrary JSON and some keys dropped or added."""
    call: dict[str, Any] = draw(VALID[name])
    for key in list(call):
        action = draw(st.sampled_from(["keep", "keep", "keep", "replace", "drop"]))
        if action == "replace":
            call[key] = draw(any_json)
        elif action == "drop":
            del call[key]
    for _ in range(draw(st.integers(0, 2))):
        call[draw(any_text)] = draw(any_json)
    return call


def _assert_well_formed(checked: Checked) -> None:
    """The shape every answer has: allowed with an Invocation, or refused with a category and feedback."""
    assert isinstance(checked, Checked)
    decision = checked.decision
    assert isinstance(decision, Decision)
    if decision.allowed:
        assert decision.verdict is Verdict.ALLOW
        assert isinstance(checked.invocation, Invocation)
        assert isinstance(decision.normalized, dict)
    else:
        assert checked.invocation is None
        assert decision.verdict is Verdict.INVALID
        assert decision.category in ARGUMENT_OR_FORMAT
        assert decision.feedback
        json.dumps(decision.to_json(), ensure_ascii=True)


def _assert_revalidates(name: str, checked: Checked) -> None:
    """An allowed call's normalized arguments pass the contract again, to the same invocation."""
    if not checked.decision.allowed:
        return
    tool = TOOLS[name]
    assert checked.decision.normalized is not None
    again = tool.validate(dict(checked.decision.normalized))
    assert isinstance(again, Invocation), again
    assert checked.invocation is not None
    assert dict(again.arguments) == dict(checked.invocation.arguments)
    replayed = TOOLS.check(name, json.dumps(checked.decision.normalized))
    assert replayed.decision.allowed, replayed.decision.feedback


@FUZZ
@given(st.sampled_from(TOOL_NAMES), st.text(any_char, max_size=120) | st.binary(max_size=120))
def test_any_text_or_bytes_get_a_decision(name: str, raw: str | bytes) -> None:
    _assert_well_formed(TOOLS.check(name, raw))


@FUZZ
@given(st.sampled_from(TOOL_NAMES), any_json)
def test_any_json_value_gets_a_decision(name: str, value: Any) -> None:
    checked = TOOLS.check(name, json.dumps(value))
    _assert_well_formed(checked)
    _assert_revalidates(name, checked)


@FUZZ
@given(st.data(), st.sampled_from(TOOL_NAMES))
def test_near_valid_calls_get_a_decision_and_allowed_ones_revalidate(data: st.DataObject, name: str) -> None:
    call = data.draw(near_valid(name))
    checked = TOOLS.check(name, json.dumps(call, ensure_ascii=data.draw(st.booleans())))
    _assert_well_formed(checked)
    _assert_revalidates(name, checked)


@FUZZ
@given(st.data(), st.sampled_from(TOOL_NAMES))
def test_a_well_formed_call_is_allowed(data: st.DataObject, name: str) -> None:
    call = data.draw(VALID[name])
    checked = TOOLS.check(name, json.dumps(call))
    assert checked.decision.allowed, checked.decision.feedback
    assert checked.decision.normalized == call
    _assert_revalidates(name, checked)


def _closed_objects(call: dict[str, Any], name: str) -> list[dict[str, Any]]:
    """The objects in a well-formed call whose schema declares a fixed set of keys."""
    found = [call]
    if name == "place_order":
        found += call["lines"]
        if isinstance(call.get("ship_to"), dict):
            found.append(call["ship_to"])
    else:
        if "params" in call:
            found.append(call["params"])
            found += call["params"].get("filters", [])
        if isinstance(call.get("target"), dict):
            found.append(call["target"])
        if "shape" in call:
            found.append(call["shape"])
    return found


@FUZZ
@given(st.data(), st.sampled_from(TOOL_NAMES), any_text, any_json)
def test_a_key_the_schema_does_not_declare_is_never_allowed(
    data: st.DataObject, name: str, key: str, value: Any
) -> None:
    call = data.draw(VALID[name])
    holder = data.draw(st.sampled_from(_closed_objects(call, name)))
    assume(key not in holder)
    declared = {"radius", "side"} if holder is call.get("shape") else set()
    assume(key not in declared)
    holder[key] = value
    checked = TOOLS.check(name, json.dumps(call))
    assert not checked.decision.allowed, f"{key!r} was allowed in {call}"
    assert checked.invocation is None


@FUZZ
@given(st.data(), st.sampled_from(["customer_id", "lines.qty", "limit", "params.filters.min"]), st.integers())
def test_an_integer_sent_as_a_string_is_never_allowed(data: st.DataObject, where: str, number: int) -> None:
    name = "query_devices" if where in ("limit", "params.filters.min") else "place_order"
    call = data.draw(VALID[name])
    text = data.draw(st.sampled_from([str(number), f" {number}", f"{number}.0", f"+{number}"]))
    if where == "lines.qty":
        call["lines"] = [*call["lines"], {"sku": "ABC-123", "qty": text}]
        path = f"$.lines[{len(call['lines']) - 1}].qty"
    elif where == "params.filters.min":
        call["params"] = {"filters": [{"vendor_guid": str(uuid.UUID(int=abs(number) % 2**128)), "min": text}]}
        path = "$.params.filters[0].min"
    else:
        call[where] = text
        path = f"$.{where}"
    checked = TOOLS.check(name, json.dumps(call))
    assert not checked.decision.allowed
    assert checked.decision.category is Category.IAT
    assert any(p.path == path and p.category is Category.IAT for p in checked.decision.problems)


@FUZZ
@given(st.data())
def test_the_schema_tool_allows_exactly_what_its_strict_schema_accepts(data: st.DataObject) -> None:
    call = data.draw(near_valid("query_devices") | any_json)
    checked = TOOLS.check("query_devices", json.dumps(call))
    _assert_well_formed(checked)
    if isinstance(call, dict) and checked.decision.category is not Category.IFE:
        accepted = not any(SCHEMA_TOOL._validator.iter_errors(call))
        assert checked.decision.allowed == accepted, (call, checked.decision.feedback)


@FUZZ
@given(st.data())
def test_the_typed_tool_allows_nothing_its_published_schema_refuses(data: st.DataObject) -> None:
    published = SchemaTool("place_order", TYPED.input_schema)
    call = data.draw(near_valid("place_order"))
    checked = TOOLS.check("place_order", json.dumps(call))
    if checked.decision.allowed:
        assert isinstance(published.validate(call), Invocation), call


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TOOL_NAMES), st.data())
def test_sync_and_async_calls_reach_the_same_decision(name: str, data: st.DataObject) -> None:
    raw = json.dumps(data.draw(near_valid(name)))
    sync = TOOLS.call(name, raw)
    concurrent = asyncio.run(TOOLS.acall(name, raw))
    assert sync.decision == concurrent.decision
    assert sync.ok == concurrent.ok
    assert sync.value == concurrent.value
    if not sync.ok:
        assert sync.value is None


@pytest.mark.parametrize("name", TOOL_NAMES)
def test_regression_lone_surrogate_in_a_string_value_crashes_or_misclassifies(name: str) -> None:
    """``"\\ud800"`` decodes to a str no UTF-8 engine accepts: the ECMA pattern check raised
    UnicodeEncodeError (schema tool) and pydantic's re-parse reported it as a wrong value (typed tool)."""
    raw = (
        '{"device_id": "\\ud800", "limit": 1}'
        if name == "query_devices"
        else '{"customer_id": 1, "lines": [{"sku": "\\ud800", "qty": 1}], "ship_on": "2024-01-01"}'
    )
    checked = TOOLS.check(name, raw)
    _assert_well_formed(checked)
    assert checked.decision.category is Category.IFE


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("query_devices", '{"device_id": "dev-0001", "limit": 1, "params": {"filters": [{"vendor_guid": '
         '"123e4567-e89b-12d3-a456-426614174000", "min": 1e400}]}}'),
        ("place_order", '{"customer_id": 1, "lines": [], "ship_on": "2024-01-01", "budget": -1e400}'),
    ],
)
def test_regression_overflowing_number_is_allowed_as_infinity(name: str, raw: str) -> None:
    checked = TOOLS.check(name, raw)
    assert not checked.decision.allowed
    assert checked.decision.category is Category.IFE


def test_regression_unknown_key_in_an_anyof_object_is_reported_as_a_wrong_type() -> None:
    """With ``anyOf: [integer, {$ref: object}]`` the integer branch's type error was picked as "deepest"."""
    schema = {
        "type": "object",
        "properties": {"target": {"anyOf": [{"type": "integer"}, {"$ref": "#/$defs/ref"}]}},
        "$defs": {"ref": {"type": "object", "properties": {"id": {"type": "string"}}}},
    }
    checked = Toolset([SchemaTool("pick", schema)]).check("pick", '{"target": {"id": "x", "idd": 1}}')
    assert not checked.decision.allowed
    assert checked.decision.category is Category.IAN
    assert checked.decision.problems[0].path == "$.target.idd"


def test_regression_oneof_of_closed_objects_allows_a_call_no_branch_accepts() -> None:
    """Every key is declared by some branch, so classification found no unknown key — and the refusal was dropped."""
    checked = TOOLS.check("query_devices", '{"device_id": "dev-0001", "limit": 1, "shape": {"radius": 1, "side": 2}}')
    assert not checked.decision.allowed


def test_regression_typed_tool_pattern_digit_class_matches_non_ascii_digits() -> None:
    """``Field(pattern=r"\\d")`` is published as JSON Schema (ECMA-262: ASCII digits) but enforced by pydantic's
    Unicode-aware engine, so the typed tool allowed what its own schema refuses."""

    def tag_device(device_id: Annotated[str, Field(pattern=r"^dev-\d{4}$")]) -> str:
        return device_id

    tools = Toolset([tag_device])
    published = SchemaTool("tag_device", tools["tag_device"].input_schema)
    raw = '{"device_id": "dev-١٢٣٤"}'
    assert not Toolset([published]).check("tag_device", raw).decision.allowed
    assert not tools.check("tag_device", raw).decision.allowed


@pytest.mark.parametrize("field", ["since", "at", "owner"])
@pytest.mark.parametrize("value", [None, 5, 1.5, True, [], ["2024-01-01"], {}])
def test_regression_format_check_raises_on_a_value_that_is_not_a_string(field: str, value: Any) -> None:
    """jsonschema runs ``format`` on every instance, whatever its type; the strict format checks assumed a str
    and raised TypeError/AttributeError, so ``{"since": null}`` crashed the gate instead of getting IAT."""
    checked = TOOLS.check("query_devices", json.dumps({"device_id": "dev-0001", "limit": 1, field: value}))
    _assert_well_formed(checked)
    assert checked.decision.category is Category.IAT


def test_regression_ref_cycle_without_progress_makes_check_raise_recursion_error() -> None:
    """``t: anyOf [{$ref: t}, integer]`` recurses without consuming the instance; jsonschema then raised
    RecursionError out of ``Toolset.check`` for any value of ``v``. Refuse the schema when it is defined, or
    answer the call with a Decision — never raise."""
    schema = {
        "type": "object",
        "properties": {"v": {"$ref": "#/$defs/t"}},
        "$defs": {"t": {"anyOf": [{"$ref": "#/$defs/t"}, {"type": "integer"}]}},
    }
    try:
        looping = SchemaTool("looping", schema)
    except ToolDefinitionError:
        return
    for raw in ('{"v": "a"}', '{"v": 1}'):
        _assert_well_formed(Toolset([looping]).check("looping", raw))
