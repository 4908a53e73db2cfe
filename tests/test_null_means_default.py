"""OpenAI strict mode makes the model send null for an omitted optional field; opt in to read it as "not given"."""

from toolproof import Toolset, tool
from toolproof.decision import Category


@tool
def search(query: str, limit: int = 20, owner: str | None = None) -> tuple:
    """Search."""
    return query, limit, owner


def test_by_default_a_null_for_a_non_nullable_field_is_a_wrong_type():
    decision = Toolset([search]).check("search", '{"query": "q", "limit": null}').decision
    assert (decision.category, decision.reason) == (Category.IAT, "wrong_type")


def test_opted_in_nulls_stand_for_defaults_and_real_nulls_are_kept():
    tools = Toolset([search], null_means_default=True)
    assert tools.call("search", '{"query": "q", "limit": null, "owner": null}').value == ("q", 20, None)
    assert tools.call("search", '{"query": "q", "limit": 5, "owner": "ann"}').value == ("q", 5, "ann")


def test_opting_in_does_not_excuse_a_null_for_a_required_field():
    tools = Toolset([search], null_means_default=True)
    assert tools.check("search", '{"query": null}').decision.category is Category.IAT
