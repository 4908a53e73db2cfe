"""Tools defined by JSON Schema (MCP / OpenAI / Anthropic / TOOLS.json) get the same strictness."""

import json

import pytest

from toolproof import Level, ToolDefinitionError, Toolset, tool_from_definition
from toolproof.contract import load_tools_file
from toolproof.decision import Category


def schema_tool(properties, required=(), **extra):
    definition = {
        "name": "t",
        "inputSchema": {"type": "object", "properties": properties, "required": list(required), **extra},
    }
    return Toolset([tool_from_definition(definition)])


def category(tools, raw):
    checked = tools.check("t", raw)
    return None if checked.invocation is not None else (checked.decision.category, checked.decision.reason)


def test_objects_are_closed_where_the_schema_says_nothing():
    tools = schema_tool({"a": {"type": "object", "properties": {"b": {"type": "string"}}}})
    assert category(tools, '{"a": {"b": "x"}}') is None
    assert category(tools, '{"z": 1}') == (Category.IAN, "unknown_field")
    assert category(tools, '{"a": {"b": "x", "c": 1}}') == (Category.IAN, "unknown_field")


def test_an_explicitly_open_object_stays_open():
    tools = schema_tool({"meta": {"type": "object", "additionalProperties": {"type": "string"}}})
    assert category(tools, '{"meta": {"anything": "x"}}') is None
    assert category(tools, '{"meta": {"anything": 1}}') == (Category.IAT, "wrong_type")


def test_composition_branches_count_as_declared_properties():
    tools = schema_tool(
        {}, allOf=[{"properties": {"a": {"type": "integer"}}}, {"properties": {"b": {"type": "string"}}}]
    )
    assert category(tools, '{"a": 1, "b": "x"}') is None
    assert category(tools, '{"a": 1, "c": 2}') == (Category.IAN, "unknown_field")


def test_refs_to_defs_are_followed_and_closed():
    definition = {
        "name": "t",
        "inputSchema": {
            "type": "object",
            "properties": {"filters": {"type": "array", "items": {"$ref": "#/$defs/Filter"}}},
            "$defs": {"Filter": {"type": "object", "properties": {"vendor_guid": {"type": "string"}}}},
        },
    }
    tools = Toolset([tool_from_definition(definition)])
    assert tools.check("t", '{"filters": [{"vendor_guid": "v"}]}').invocation is not None
    decision = tools.check("t", '{"vendor_guid": "v"}').decision
    assert decision.reason == "misplaced_field" and "$.filters[0].vendor_guid" in decision.feedback


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('{"n": 5000}', None),
        ('{"n": 5000.0}', (Category.IAT, "wrong_type")),
        ('{"n": "5000"}', (Category.IAT, "wrong_type")),
        ('{"n": true}', (Category.IAT, "wrong_type")),
        ('{"f": 1}', None),
        ('{"f": 1.5}', None),
        ('{"f": false}', (Category.IAT, "wrong_type")),
        ('{"b": 1}', (Category.IAT, "wrong_type")),
        ('{"b": "true"}', (Category.IAT, "wrong_type")),
        ('{"l": "a,b"}', (Category.IAT, "wrong_type")),
        ('{"o": null}', None),
        ('{"o": "x"}', (Category.IAT, "wrong_type")),
    ],
)
def test_types_are_not_coerced(raw, expected):
    tools = schema_tool(
        {
            "n": {"type": "integer"},
            "f": {"type": "number"},
            "b": {"type": "boolean"},
            "l": {"type": "array", "items": {"type": "string"}},
            "o": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
        }
    )
    assert category(tools, raw) == expected


@pytest.mark.parametrize(
    ("fmt", "good", "bad"),
    [
        (
            "date",
            ["2024-02-29", "2023-12-31"],
            [
                "2023-02-29",
                "2024-02-30",
                "2024-1-01",
                "20240101",
                "2024-01-01T00:00:00Z",
                "２０２４-01-01",
                "2024-13-01",
            ],
        ),
        (
            "date-time",
            ["2024-05-01T09:30:00Z", "2024-05-01t09:30:00.5+08:00"],
            ["2024-05-01 09:30:00", "2024-05-01T09:30:00", "2024-05-01T25:00:00Z"],
        ),
        ("time", ["09:30:00Z", "23:59:59+08:00"], ["09:30", "9:30:00Z", "24:00:00Z"]),
        ("uuid", ["123e4567-e89b-12d3-a456-426614174000"], ["123e4567e89b12d3a456426614174000", "not-a-uuid"]),
        ("email", ["a.b@example.com", "x@localhost"], ["a@", "@b.com", "a..b@example.com", "a b@example.com"]),
        (
            "uri",
            ["https://example.com/a?b=c", "urn:isbn:0451450523"],
            ["/relative/path", "http://exa mple.com", "https://x/%zz"],
        ),
    ],
)
def test_formats_are_enforced_strictly(fmt, good, bad):
    tools = schema_tool({"v": {"type": "string", "format": fmt}})
    for value in good:
        assert category(tools, json.dumps({"v": value})) is None, value
    for value in bad:
        assert category(tools, json.dumps({"v": value})) == (Category.IAV, "bad_format"), value


def test_patterns_have_ecma_262_meaning():
    tools = schema_tool({"code": {"type": "string", "pattern": r"^\d+$"}})
    assert category(tools, '{"code": "123"}') is None
    assert category(tools, '{"code": "123\\n"}') == (Category.IAV, "pattern_mismatch")  # $ is end of input only
    assert category(tools, '{"code": "١٢٣"}') == (Category.IAV, "pattern_mismatch")  # \d is ASCII only
    unanchored = schema_tool({"code": {"type": "string", "pattern": "b"}})
    assert category(unanchored, '{"code": "abc"}') is None  # pattern is a search, not a full match


def test_pattern_properties_use_ecma_regex_too():
    tools = schema_tool({}, patternProperties={r"^x_\d$": {"type": "integer"}}, additionalProperties=False)
    assert category(tools, '{"x_1": 1}') is None
    assert category(tools, '{"x_١": 1}') == (Category.IAN, "unknown_field")


def test_values_and_required_fields_are_iav():
    tools = schema_tool(
        {"n": {"type": "integer", "minimum": 1, "maximum": 10}, "s": {"enum": ["a", "b"]}}, required=["n"]
    )
    assert category(tools, "{}") == (Category.IAV, "missing_required")
    assert category(tools, '{"n": 0}') == (Category.IAV, "out_of_range")
    assert category(tools, '{"n": 1, "s": "c"}') == (Category.IAV, "not_allowed")


@pytest.mark.parametrize(
    "definition",
    [
        {"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "nonsense"}}}},
        {"name": "t", "inputSchema": {"type": "array"}},
        {"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "string", "pattern": "("}}}},
        {"name": "t", "level": "L9", "inputSchema": {"type": "object"}},
        {"name": "t", "inputSchema": {"type": "object"}, "surprise": 1},
        {"name": "", "inputSchema": {"type": "object"}},
        {"name": "t", "aliases": {"x": "missing"}, "inputSchema": {"type": "object", "properties": {"a": {}}}},
    ],
)
def test_broken_definitions_are_refused_clearly(definition):
    with pytest.raises(ToolDefinitionError):
        tool_from_definition(definition)


def test_a_ref_cycle_that_consumes_no_input_is_refused_but_a_recursive_tree_is_fine():
    looping = {
        "type": "object",
        "properties": {"a": {"$ref": "#/$defs/t"}},
        "$defs": {"t": {"anyOf": [{"$ref": "#/$defs/t"}, {"type": "integer"}]}},
    }
    with pytest.raises(ToolDefinitionError, match="cycle"):
        tool_from_definition({"name": "t", "inputSchema": looping})
    tree = {
        "type": "object",
        "properties": {"root": {"$ref": "#/$defs/node"}},
        "$defs": {
            "node": {
                "type": "object",
                "properties": {
                    "label": {"type": "string"},
                    "children": {"type": "array", "items": {"$ref": "#/$defs/node"}},
                },
            }
        },
    }
    tools = Toolset([tool_from_definition({"name": "t", "inputSchema": tree})])
    assert tools.check("t", '{"root": {"label": "a", "children": [{"label": "b", "children": []}]}}').invocation
    assert tools.check("t", '{"root": {"children": [{"lable": "b"}]}}').decision.category is Category.IAN


def test_provider_shapes_are_accepted():
    params = {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}
    shapes = [
        {"name": "t", "inputSchema": params},
        {"type": "function", "function": {"name": "t", "parameters": params, "strict": True}},
        {"type": "function", "name": "t", "parameters": params},
        {"name": "t", "input_schema": params},
    ]
    for shape in shapes:
        tools = Toolset([tool_from_definition(shape)])
        assert tools.check("t", '{"q": "x"}').invocation is not None
        assert tools.check("t", '{"q": "x", "r": 1}').decision.category is Category.IAN


@pytest.mark.parametrize(
    ("annotations", "level", "declared"),
    [
        ({"readOnlyHint": True}, Level.L0, True),
        ({"destructiveHint": True}, Level.L2, True),
        ({"readOnlyHint": False, "destructiveHint": False}, Level.L1, True),
        ({"readOnlyHint": False}, Level.L1, False),
        ({}, Level.L1, False),
        (None, Level.L1, False),
    ],
)
def test_mcp_hints_map_to_levels(annotations, level, declared):
    definition = {"name": "t", "inputSchema": {"type": "object"}}
    if annotations is not None:
        definition["annotations"] = annotations
    tool = tool_from_definition(definition)
    assert tool.level is level
    assert tool.level_declared is declared


def test_tools_file_errors_name_the_file_and_the_tool(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text('[{"name": "ok", "inputSchema": {"type": "object"}}, {"name": "bad", "level": "L7"}]')
    with pytest.raises(ToolDefinitionError, match=r"tools.json: tool #1: .*L7"):
        load_tools_file(path)
    path.write_text("{not json")
    with pytest.raises(ToolDefinitionError, match="not JSON"):
        load_tools_file(path)
