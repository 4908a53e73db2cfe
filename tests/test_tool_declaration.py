"""``@tool`` reads the signature and docstring into a strict contract, and refuses what cannot be strict."""

import pytest

from toolproof import Level, ToolDefinitionError, Toolset, tool
from toolproof.contract import FunctionTool


def test_bare_decorator_uses_the_function_name_and_docstring():
    @tool
    def get_weather(city: str) -> str:
        """Current weather for a city. Read-only.

        Args:
            city: City name, e.g. "Paris".
        """
        return city

    assert isinstance(get_weather, FunctionTool)
    assert get_weather.name == "get_weather"
    assert get_weather.description == "Current weather for a city. Read-only."
    assert get_weather.input_schema["properties"]["city"]["description"] == 'City name, e.g. "Paris".'
    assert get_weather("Paris") == "Paris"  # still callable directly


def test_options_override_name_level_and_description():
    @tool(name="weather", level="L0", description="Weather, read-only.")
    def get_weather(city: str) -> str:
        """Ignored."""
        return city

    assert (get_weather.name, get_weather.level, get_weather.description) == (
        "weather",
        Level.L0,
        "Weather, read-only.",
    )
    assert get_weather.level_declared


def test_an_undeclared_level_is_treated_as_a_write():
    @tool
    def note(text: str) -> None:
        """Write a note."""

    assert note.level is Level.L1
    assert not note.level_declared


def test_numpy_docstrings_describe_parameters():
    @tool
    def scale(factor: float) -> float:
        """Scale the thing.

        Parameters
        ----------
        factor : float
            How much bigger.
        """
        return factor

    assert scale.input_schema["properties"]["factor"]["description"] == "How much bigger."
    assert scale.description == "Scale the thing."


def test_annotated_field_description_wins_over_nothing():
    from typing import Annotated

    from pydantic import Field

    @tool
    def f(n: Annotated[int, Field(description="A count.", ge=0)]) -> int:
        """F."""
        return n

    prop = f.input_schema["properties"]["n"]
    assert prop["description"] == "A count."
    assert prop["minimum"] == 0


def test_parameter_names_that_clash_with_model_attributes_still_work():
    @tool
    def f(json: str, schema: int, model_config: bool) -> tuple:
        """F."""
        return json, schema, model_config

    tools = Toolset([f])
    assert set(f.input_schema["properties"]) == {"json", "schema", "model_config"}
    assert tools.call("f", '{"json": "x", "schema": 1, "model_config": true}').value == ("x", 1, True)
    assert tools.check("f", '{"json": "x", "schema": 1, "model_config": true, "arg_0": "y"}').invocation is None


def test_every_object_in_the_published_schema_is_closed():
    from pydantic import BaseModel

    class Inner(BaseModel):
        x: int

    @tool
    def f(inner: Inner, items: list[Inner]) -> None:
        """F."""

    schema = f.input_schema
    assert schema["additionalProperties"] is False
    assert schema["$defs"]["Inner"]["additionalProperties"] is False


@pytest.mark.parametrize(
    "source",
    [
        "def f(*args: int) -> None: ...",
        "def f(**kwargs: int) -> None: ...",
        "def f(a: int, /) -> None: ...",
        "def f(a) -> None: ...",
        "def f(a: 'Undefined') -> None: ...",
    ],
)
def test_signatures_that_cannot_be_strict_are_refused_at_definition(source):
    namespace: dict = {}
    exec(source, namespace)
    with pytest.raises(ToolDefinitionError):
        tool(namespace["f"])


def test_duplicate_tool_names_are_refused():
    @tool
    def f() -> None:
        """F."""

    with pytest.raises(ToolDefinitionError, match="already registered"):
        Toolset([f, f])
