"""Any text given as a policy either loads or is refused with a PolicyError — never another exception."""

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.policy import Policy, PolicyError, parse_policy

FRAGMENTS = ['default = "deny"', "[limits]", "max_repeats = 2", "max_calls_per_session = 0", "[levels]",
             'x = "L1"', 'y = "L7"', "[deny]", 'tools = ["run_shell"]', "[roles.viewer]", 'allow = ["q"]',
             'include = ["admin"]', "[principals]", 'alice = ["viewer"]', 'bob = ["ghost"]', "[roles.admin]",
             'include = ["viewer"]', "= =", "[", '"unterminated', "tools = 3", "[roles]", "viewer = 1"]


def outcome(text: str) -> Policy | None:
    try:
        return parse_policy(text, source="fuzz.toml")
    except PolicyError as err:
        assert str(err).startswith("fuzz.toml")
        return None


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=10))
def test_fragment_soup_loads_or_is_a_policy_error(lines):
    outcome("\n".join(lines))


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_loads_or_is_a_policy_error(text):
    outcome(text)
