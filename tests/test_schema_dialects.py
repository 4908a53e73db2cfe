"""Exporting a tool's strict contract to each provider's dialect: golden files, structural invariants,
refusals for what a dialect cannot express, and the ``toolproof schema`` command.

Regenerate the golden files with ``TOOLPROOF_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/test_schema_dialects.py``
and review every changed line before committing: a golden file is only as good as its review.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest
from jsonschema import Draft202012Validator
from pydantic import BaseModel, Field

import tools_for_golden as golden
from toolproof import Level, SchemaTool, Toolset, tool, tool_from_definition
from toolproof.cli import main
from toolproof.contract.dialects import (
    DIALECTS,
    EVERY_ITEM,
    DialectError,
    drop_null_defaults,
    export_tool,
    null_default_paths,
)

GOLDEN_DIR = Path(__file__).parent / "golden"
REGENERATE = os.environ.get("TOOLPROOF_REGEN_GOLDEN") == "1"

OPENAI_KEYWORDS = {
    "type",
    "description",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "anyOf",
    "enum",
    "const",
    "pattern",
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
}
OPENAI_FORMATS = {"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"}
GEMINI_KEYWORDS = {
    "type",
    "format",
    "description",
    "nullable",
    "enum",
    "items",
    "minItems",
    "maxItems",
    "properties",
    "required",
    "minProperties",
    "maxProperties",
    "minLength",
    "maxLength",
    "pattern",
    "minimum",
    "maximum",
    "anyOf",
    "default",
}
GEMINI_TYPES = {"STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT"}


def schema_nodes(node: Any) -> list[dict[str, Any]]:
    """Every subschema of an exported schema (not the values of enum/default)."""
    found = [node]
    for key in ("properties",):
        for sub in (node.get(key) or {}).values():
            found.extend(schema_nodes(sub))
    if isinstance(node.get("items"), dict):
        found.extend(schema_nodes(node["items"]))
    for branch in node.get("anyOf") or ():
        found.extend(schema_nodes(branch))
    return found


def parameters_of(exported: dict[str, Any], dialect: str) -> dict[str, Any]:
    if dialect == "openai":
        return dict(exported["function"]["parameters"])
    if dialect == "openai-responses":
        return dict(exported["parameters"])
    if dialect == "anthropic":
        return dict(exported["input_schema"])
    if dialect == "mcp":
        return dict(exported["inputSchema"])
    return dict(exported["parameters"])


# -- golden files --------------------------------------------------------------------------------------


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("exported_tool", golden.GOLDEN_TOOLS, ids=lambda t: t.name)
def test_export_matches_reviewed_golden_file(dialect: str, exported_tool: Any) -> None:
    path = GOLDEN_DIR / dialect / f"{exported_tool.name}.json"
    exported = export_tool(exported_tool, dialect)
    text = json.dumps(exported, indent=2, ensure_ascii=False) + "\n"
    if REGENERATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden file {path}; run with TOOLPROOF_REGEN_GOLDEN=1 and review it"
    assert json.loads(path.read_text(encoding="utf-8")) == exported


# -- structural invariants, independent of the golden files ----------------------------------------------


@pytest.mark.parametrize("dialect", ["openai", "openai-responses"])
@pytest.mark.parametrize("exported_tool", golden.GOLDEN_TOOLS, ids=lambda t: t.name)
def test_openai_strict_invariants(dialect: str, exported_tool: Any) -> None:
    exported = export_tool(exported_tool, dialect)
    function = exported["function"] if dialect == "openai" else exported
    assert exported["type"] == "function"
    assert function["strict"] is True
    assert function["name"] == exported_tool.name
    parameters = parameters_of(exported, dialect)
    assert "$ref" not in json.dumps(parameters) and "$defs" not in json.dumps(parameters)
    assert parameters["type"] == "object"
    Draft202012Validator.check_schema(parameters)
    for node in schema_nodes(parameters):
        assert set(node) <= OPENAI_KEYWORDS, set(node) - OPENAI_KEYWORDS
        if node.get("type") == "object" or node.get("type") == ["object", "null"]:
            assert node["additionalProperties"] is False
            assert node["required"] == list(node["properties"])
        if "format" in node:
            assert node["format"] in OPENAI_FORMATS


@pytest.mark.parametrize("exported_tool", golden.GOLDEN_TOOLS, ids=lambda t: t.name)
def test_gemini_invariants(exported_tool: Any) -> None:
    exported = export_tool(exported_tool, "gemini")
    assert set(exported) <= {"name", "description", "parameters"}
    parameters = exported["parameters"]
    assert "$ref" not in json.dumps(parameters)
    for node in schema_nodes(parameters):
        assert set(node) <= GEMINI_KEYWORDS, set(node) - GEMINI_KEYWORDS
        if "type" in node:
            assert node["type"] in GEMINI_TYPES
        if "enum" in node:
            assert node["type"] == "STRING" and all(isinstance(v, str) for v in node["enum"])
        for branch in node.get("anyOf") or ():
            assert branch.get("type") != "NULL"


@pytest.mark.parametrize("dialect", ["anthropic", "mcp"])
@pytest.mark.parametrize("exported_tool", golden.GOLDEN_TOOLS, ids=lambda t: t.name)
def test_anthropic_and_mcp_carry_the_enforced_schema_unchanged(dialect: str, exported_tool: Any) -> None:
    exported = export_tool(exported_tool, dialect)
    assert parameters_of(exported, dialect) == exported_tool.input_schema
    assert exported["description"] == exported_tool.description


# -- the OpenAI strict schema accepts exactly what the contract accepts -------------------------------------

VALID_SEARCH = {"filters": {"status": "open"}, "text": "late delivery"}


def openai_validator(exported_tool: Any) -> Draft202012Validator:
    return Draft202012Validator(export_tool(exported_tool, "openai")["function"]["parameters"])


def test_a_strict_call_with_nulls_for_defaults_passes_the_contract_after_dropping_them() -> None:
    sent = {
        "filters": {"status": "open", "vendor_guid": None, "placed_after": None},
        "text": "late delivery",
        "tags": None,
        "limit": None,
        "sort": None,
    }
    assert not list(openai_validator(golden.search_orders).iter_errors(sent))
    raw_null_call = Toolset([golden.search_orders]).check("search_orders", json.dumps(sent))
    assert raw_null_call.decision.category is not None and raw_null_call.decision.category.value == "IAT"
    repaired = drop_null_defaults(sent, null_default_paths(golden.search_orders))
    assert repaired == {**VALID_SEARCH, "tags": None}
    checked = Toolset([golden.search_orders]).check("search_orders", json.dumps(repaired))
    assert checked.invocation is not None
    assert checked.invocation.arguments["limit"] == 20
    assert checked.invocation.arguments["sort"] == "newest"


def test_the_strict_schema_refuses_a_call_that_omits_an_optional_field_or_adds_one() -> None:
    validator = openai_validator(golden.search_orders)
    assert list(validator.iter_errors(VALID_SEARCH))
    complete = {
        **VALID_SEARCH,
        "filters": {"status": "open", "vendor_guid": None, "placed_after": None},
        "tags": None,
        "limit": 5,
        "sort": "oldest",
    }
    assert not list(validator.iter_errors(complete))
    assert list(validator.iter_errors({**complete, "page": 2}))
    assert list(validator.iter_errors({**complete, "filters": {**complete["filters"], "vendor": "x"}}))


class Line(BaseModel):
    sku: str
    quantity: int = 1


def test_null_default_paths_reach_into_models_and_array_items() -> None:
    @tool(level="L1")
    def add_lines(lines: list[Line], slot: golden.Slot) -> None:
        """Add lines."""

    paths = null_default_paths(add_lines)
    assert paths == (("lines", EVERY_ITEM, "quantity"), ("slot", "minutes"))
    sent = {
        "lines": [{"sku": "a", "quantity": None}, {"sku": "b", "quantity": 3}],
        "slot": {"start": "2026-01-05T09:00:00Z", "minutes": None},
    }
    assert drop_null_defaults(sent, paths) == {
        "lines": [{"sku": "a"}, {"sku": "b", "quantity": 3}],
        "slot": {"start": "2026-01-05T09:00:00Z"},
    }


def test_a_null_the_contract_itself_allows_is_kept() -> None:
    sent = {**VALID_SEARCH, "tags": None, "filters": {"status": "open", "vendor_guid": "v1", "placed_after": None}}
    kept = drop_null_defaults(sent, null_default_paths(golden.search_orders))
    assert kept["tags"] is None
    assert kept["filters"] == {"status": "open", "vendor_guid": "v1"}


def test_an_optional_nullable_field_with_a_real_default_says_so_in_its_description() -> None:
    @tool(level="L0")
    def page(size: int | None = 50) -> None:
        """Page."""

    node = export_tool(page, "openai")["function"]["parameters"]["properties"]["size"]
    assert node["type"] == ["integer", "null"]
    assert "Default: 50." in node["description"]
    assert null_default_paths(page) == ()


def test_value_constraints_the_dialect_lacks_move_into_the_description() -> None:
    customer = export_tool(golden.create_invoice, "openai")["function"]["parameters"]["properties"]["customer"]
    name = customer["properties"]["name"]
    assert "maxLength" not in name and "Constraints: maxLength=80, minLength=1." in name["description"]
    gemini = export_tool(golden.create_invoice, "gemini")["parameters"]["properties"]
    assert "format" not in gemini["due"] and 'format="date"' in gemini["due"]["description"]
    assert "exclusiveMinimum=0" in gemini["items"]["items"]["properties"]["unit_price"]["description"]


def test_a_homogeneous_fixed_tuple_becomes_a_fixed_length_array() -> None:
    position = export_tool(golden.set_map_pin, "openai")["function"]["parameters"]["properties"]["position"]
    assert position["type"] == "array" and position["items"] == {"type": "number"}
    assert position["minItems"] == position["maxItems"] == 2


class Card(BaseModel):
    kind: Literal["card"]
    last4: str


class Transfer(BaseModel):
    kind: Literal["transfer"]
    iban: str


def test_a_discriminated_union_becomes_any_of_closed_branches() -> None:
    @tool(level="L2")
    def refund(method: Annotated[Card | Transfer, Field(discriminator="kind")]) -> None:
        """Refund."""

    method = export_tool(refund, "openai")["function"]["parameters"]["properties"]["method"]
    assert "oneOf" in refund.input_schema["properties"]["method"]
    branches = method["anyOf"]
    assert [b["properties"]["kind"]["const"] for b in branches] == ["card", "transfer"]
    assert all(b["additionalProperties"] is False and b["required"] == ["kind", b["required"][1]] for b in branches)


# -- what a dialect cannot express is refused, naming the parameter and the reason ---------------------------

STRICT_SUBSET_DIALECTS = ("openai", "openai-responses", "gemini")


@pytest.mark.parametrize("dialect", STRICT_SUBSET_DIALECTS)
@pytest.mark.parametrize(
    ("refused", "path", "reason"),
    [
        (golden.OPEN_MAP_TOOL, "labels", "open map"),
        (golden.MIXED_TUPLE_TOOL, "reading", "different types"),
        (golden.RECURSIVE_TOOL, "root.children[]", "Folder contains itself"),
    ],
    ids=["open-map", "mixed-tuple", "recursive"],
)
def test_shapes_a_dialect_cannot_express_are_refused(dialect: str, refused: Any, path: str, reason: str) -> None:
    with pytest.raises(DialectError) as caught:
        export_tool(refused, dialect)
    assert caught.value.tool == refused.name
    assert caught.value.path == path
    assert reason in caught.value.reason
    assert refused.name in str(caught.value) and repr(path) in str(caught.value)


@pytest.mark.parametrize("dialect", ["anthropic", "mcp"])
def test_full_json_schema_dialects_carry_those_shapes(dialect: str) -> None:
    for carried in (golden.OPEN_MAP_TOOL, golden.MIXED_TUPLE_TOOL, golden.RECURSIVE_TOOL):
        assert parameters_of(export_tool(carried, dialect), dialect) == carried.input_schema


def schema_tool(properties: dict[str, Any], name: str = "probe") -> SchemaTool:
    return SchemaTool(name, {"type": "object", "properties": properties}, description="Probe.", level="L0")


@pytest.mark.parametrize(
    ("properties", "path", "reason"),
    [
        ({"anything": {}}, "anything", "any value"),
        ({"items": {"type": "array"}}, "items", "items may be anything"),
        ({"choice": {"oneOf": [{"type": "string"}, {"type": "integer"}]}}, "choice", "oneOf without a discriminator"),
        ({"x": {"type": "string", "not": {"const": "a"}}}, "x", "'not'"),
        ({"x": {"allOf": [{"type": "string"}, {"minLength": 2}]}}, "x", "allOf with several branches"),
        ({"x": {"type": ["string", "integer"]}}, "x", "anyOf"),
        ({"m": {"type": "object", "patternProperties": {"^a": {"type": "string"}}}}, "m", "'patternProperties'"),
        (
            {"t": {"type": "array", "prefixItems": [{"type": "string"}], "items": {"type": "string"}}},
            "t",
            "extra positions",
        ),
    ],
    ids=["empty", "untyped-items", "oneOf", "not", "allOf", "type-list", "patternProperties", "open-tuple"],
)
def test_schema_tools_with_shapes_outside_the_subset_are_refused(
    properties: dict[str, Any], path: str, reason: str
) -> None:
    probe = schema_tool(properties)
    for dialect in STRICT_SUBSET_DIALECTS:
        with pytest.raises(DialectError) as caught:
            export_tool(probe, dialect)
        assert caught.value.path == path
        assert reason in caught.value.reason


def test_openai_refuses_schemas_over_its_size_limits() -> None:
    deep: dict[str, Any] = {"type": "string"}
    for _ in range(10):
        deep = {"type": "object", "properties": {"inner": deep}, "required": ["inner"]}
    with pytest.raises(DialectError, match="nested more than 10 levels"):
        export_tool(schema_tool({"outer": deep}), "openai")
    export_tool(schema_tool({"outer": deep["properties"]["inner"]}), "openai")
    many = {"a": {"enum": [str(i) for i in range(600)]}, "b": {"enum": [str(i) for i in range(401)]}}
    with pytest.raises(DialectError, match="more than 1000 enum values"):
        export_tool(schema_tool(many), "openai")


def test_names_a_provider_would_reject_are_refused() -> None:
    for dialect in ("openai", "openai-responses", "gemini"):
        with pytest.raises(DialectError, match="function name"):
            export_tool(schema_tool({}, name="query report"), dialect)
    with pytest.raises(DialectError):
        export_tool(schema_tool({}, name="9lives"), "gemini")
    assert export_tool(schema_tool({}, name="9lives"), "openai")["function"]["name"] == "9lives"


def test_a_tool_without_parameters_has_no_gemini_parameters() -> None:
    @tool(level="L0")
    def ping() -> str:
        """Ping."""
        return "pong"

    assert export_tool(ping, "gemini") == {"name": "ping", "description": "Ping."}
    assert export_tool(ping, "openai")["function"]["parameters"] == {
        "type": "object",
        "properties": {},
        "required": [],
        "additionalProperties": False,
    }


def test_unknown_dialect_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="unknown dialect"):
        export_tool(golden.set_map_pin, "cohere")


# -- MCP annotations follow the declared level --------------------------------------------------------------


@pytest.mark.parametrize(
    ("level", "annotations"),
    [
        ("L0", {"readOnlyHint": True}),
        ("L1", {"readOnlyHint": False, "destructiveHint": False}),
        ("L2", {"readOnlyHint": False, "destructiveHint": True}),
    ],
)
def test_mcp_annotations_follow_the_level(level: str, annotations: dict[str, bool]) -> None:
    declared = SchemaTool("probe", {"type": "object"}, level=level)
    assert export_tool(declared, "mcp")["annotations"] == annotations


def test_mcp_hints_read_back_to_the_same_level_for_l0_and_l2() -> None:
    for level in (Level.L0, Level.L2):
        exported = export_tool(SchemaTool("probe", {"type": "object"}, level=level), "mcp")
        assert tool_from_definition(exported).level is level


def test_an_undeclared_level_gives_no_mcp_hints() -> None:
    assert "annotations" not in export_tool(SchemaTool("probe", {"type": "object"}), "mcp")


# -- toolproof schema -------------------------------------------------------------------------------------


def test_cli_prints_one_tool_as_an_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "tools_for_golden:set_map_pin", "--dialect", "openai"]) == 0
    assert json.loads(capsys.readouterr().out) == export_tool(golden.set_map_pin, "openai")


def test_cli_prints_a_list_of_tools_as_an_array(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "tools_for_golden:GOLDEN_TOOLS", "--dialect", "gemini"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [entry["name"] for entry in printed] == [t.name for t in golden.GOLDEN_TOOLS]


def test_cli_reads_a_toolset_and_a_plain_function_from_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "my_agent_tools.py").write_text(
        "from toolproof import Toolset, tool\n\n"
        "@tool(level='L0')\n"
        "def get_weather(city: str) -> str:\n"
        "    '''Weather for a city.'''\n"
        "    return 'sunny'\n\n"
        "def add(a: int, b: int = 1) -> int:\n"
        "    '''Add two integers.'''\n"
        "    return a + b\n\n"
        "toolset = Toolset([get_weather, add])\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["schema", "my_agent_tools:toolset", "--dialect", "mcp"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert [entry["name"] for entry in printed] == ["get_weather", "add"]
    assert main(["schema", "my_agent_tools:add", "--dialect", "anthropic"]) == 0
    assert json.loads(capsys.readouterr().out)["input_schema"]["required"] == ["a"]


def test_cli_reads_a_tools_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tools_file = tmp_path / "TOOLS.json"
    tools_file.write_text(
        json.dumps(
            [
                {
                    "name": "query_report",
                    "description": "Read a report.",
                    "level": "L0",
                    "inputSchema": {
                        "type": "object",
                        "properties": {"report_id": {"type": "string"}},
                        "required": ["report_id"],
                    },
                }
            ]
        ),
        encoding="utf-8",
    )
    assert main(["schema", str(tools_file), "--dialect", "openai-responses"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed[0]["parameters"]["additionalProperties"] is False
    assert printed[0]["strict"] is True


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("no_such_module_here:tools", "cannot import 'no_such_module_here'"),
        ("tools_for_golden:missing", "has no attribute 'missing'"),
        ("tools_for_golden:OPEN_MAP_TOOL", "cannot express parameter 'labels' strictly"),
        ("missing.json", "cannot read"),
        (":tools", "expected MODULE:ATTR"),
    ],
)
def test_cli_mistakes_are_one_line_usage_errors(target: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", target, "--dialect", "openai"]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err
