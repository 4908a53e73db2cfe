"""Only aliases a tool declares are normalised; an alias sent with its canonical name is ambiguous (IAN)."""

import pytest

from toolproof import ToolDefinitionError, Toolset, tool, tool_from_definition
from toolproof.decision import Category


@tool(aliases={"entities": "entity"})
def lookup(entity: str, limit: int = 5) -> tuple[str, int]:
    """Look an entity up."""
    return entity, limit


TOOLS = Toolset([lookup])


def test_a_declared_alias_is_normalised_to_its_canonical_name():
    outcome = TOOLS.call("lookup", '{"entities": "acme", "limit": 2}')
    assert outcome.value == ("acme", 2)
    assert outcome.decision.normalized == {"entity": "acme", "limit": 2}


def test_an_undeclared_near_name_is_not_normalised():
    decision = TOOLS.check("lookup", '{"entitys": "acme"}').decision
    assert decision.category is Category.IAN
    assert decision.reason == "unknown_field"


def test_alias_and_canonical_together_are_ambiguous():
    decision = TOOLS.check("lookup", '{"entities": "a", "entity": "b"}').decision
    assert (decision.category, decision.reason) == (Category.IAN, "ambiguous_alias")
    assert "send only `entity`" in decision.feedback


def test_aliases_apply_to_schema_tools():
    definition = {
        "name": "t",
        "aliases": {"recipient": "to"},
        "inputSchema": {"type": "object", "properties": {"to": {"type": "string"}}, "required": ["to"]},
    }
    tools = Toolset([tool_from_definition(definition)])
    assert tools.check("t", '{"recipient": "bob"}').decision.normalized == {"to": "bob"}


@pytest.mark.parametrize("aliases", [{"x": "nope"}, {"limit": "entity"}])
def test_aliases_that_point_nowhere_or_shadow_a_parameter_are_definition_errors(aliases):
    def f(entity: str, limit: int = 1) -> None:
        """F."""

    with pytest.raises(ToolDefinitionError):
        tool(aliases=aliases)(f)
