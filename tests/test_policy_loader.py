"""POLICY.toml loads into an enforceable Policy, or fails with a line-numbered message naming the mistake."""

from pathlib import Path

import pytest

from toolproof.levels import Level
from toolproof.policy import Limits, PolicyBuilder, PolicyError, load_policy, parse_policy

DESIGN_EXAMPLE = """\
default = "deny"                 # the only value accepted
[limits]
max_repeats = 2                  # same tool + same canonical arguments, per session
max_calls_per_session = 12
[levels]                         # optional: overrides a tool's declared level
export_report = "L1"
[deny]
tools = ["run_shell"]            # beats every allow
[roles.viewer]
allow = ["query_report"]
[principals]
alice = ["viewer"]
"""


def test_design_example_loads_every_section():
    policy = parse_policy(DESIGN_EXAMPLE)
    assert policy.limits == Limits(max_repeats=2, max_calls_per_session=12)
    assert policy.levels == {"export_report": Level.L1}
    assert policy.deny == {"run_shell"}
    assert policy.roles["viewer"].allow == {"query_report"}
    assert policy.principals == {"alice": ("viewer",)}


def test_builder_builds_the_same_policy_as_the_file():
    built = (PolicyBuilder()
             .limits(max_repeats=2, max_calls_per_session=12)
             .level("export_report", "L1")
             .deny("run_shell")
             .role("viewer", allow=["query_report"])
             .principal("alice", "viewer")
             .build())
    assert built == parse_policy(DESIGN_EXAMPLE)


def test_missing_sections_mean_no_grants_and_default_limits():
    policy = parse_policy("")
    assert policy.principals == {}
    assert policy.limits == Limits()
    assert policy.roles_of("alice") is None


def error_of(text: str) -> PolicyError:
    with pytest.raises(PolicyError) as caught:
        parse_policy(text, source="policy.toml")
    return caught.value


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        ('default = "deny"\n[limits]\nmax_repeats = = 2\n', 3, "TOML syntax error"),
        ('default = "deny"\n[roles.viewer]\nallow = ["a",\n', 3, "TOML syntax error"),
        ('default = "allow"\n', 1, 'default must be "deny"'),
        ('default = "Deny"\n', 1, 'default must be "deny"'),
        ('default = "deny"\n\n[limits]\nmax_repeats = 2\nmax_repeat = 3\n', 5, "unknown key 'max_repeat' in [limits]"),
        ('defaults = "deny"\n', 1, "unknown key 'defaults' in the policy"),
        ('[roles.viewer]\nallow = ["q"]\nallows = ["r"]\n', 3, "unknown key 'allows' in [roles.viewer]"),
        ('[deny]\ntool = ["run_shell"]\n', 2, "unknown key 'tool' in [deny]"),
        ('[roles.viewer]\nallow = ["q"]\n[principals]\nbob = ["viewer"]\nalice = ["admin"]\n', 5,
         "principal 'alice' has role 'admin', which is not defined"),
        ('[roles.editor]\ninclude = ["viewr"]\n[roles.viewer]\nallow = ["q"]\n', 2,
         "role 'editor' includes role 'viewr', which is not defined"),
        ('[roles.a]\ninclude = ["b"]\n[roles.b]\ninclude = ["a"]\n', 2, "cycle"),
        ('[limits]\nmax_repeats = 0\n', 2, "positive integer"),
        ('[limits]\nmax_calls_per_session = "12"\n', 2, "positive integer"),
        ('[limits]\nmax_repeats = true\n', 2, "positive integer"),
        ('[levels]\nexport_report = "L3"\n', 2, "L0, L1, L2"),
        ('[levels]\nexport_report = 2\n', 2, "L0, L1, L2"),
        ('[roles.viewer]\nallow = "query_report"\n', 2, "array of non-empty strings"),
        ('[principals]\nalice = "viewer"\n', 2, "array of non-empty strings"),
        ('roles = 3\n', 1, "[roles] must be a table"),
    ],
)
def test_mistakes_are_refused_with_their_line(text, line, says):
    err = error_of(text)
    assert err.line == line
    assert says in err.message
    assert str(err).startswith(f"policy.toml:{line}: ")


def test_warns_about_names_no_tool_carries_with_their_lines():
    policy = parse_policy(DESIGN_EXAMPLE.replace('"query_report"', '"query_reprot"'), source="p.toml")
    warnings = [str(w) for w in policy.warnings(["query_report", "run_shell", "export_report"])]
    assert warnings == ["p.toml:10: role 'viewer' allows 'query_reprot', which is not a registered tool"]


def test_warns_about_denylist_and_levels_naming_unknown_tools():
    policy = parse_policy(DESIGN_EXAMPLE)
    messages = [w.message for w in policy.warnings(["query_report"])]
    assert messages == [
        "the denylist names 'run_shell', which is not a registered tool",
        "[levels] sets a level for 'export_report', which is not a registered tool",
    ]


def test_load_policy_reads_a_file_and_names_it(tmp_path: Path):
    path = tmp_path / "policy.toml"
    path.write_text('default = "deny"\n[limits]\nmax_repeats = -1\n', encoding="utf-8")
    with pytest.raises(PolicyError, match=r"policy\.toml:3: limits\.max_repeats must be a positive integer"):
        load_policy(path)


def test_load_policy_missing_file_is_a_policy_error(tmp_path: Path):
    with pytest.raises(PolicyError, match="cannot read"):
        load_policy(tmp_path / "absent.toml")


def test_builder_refuses_the_same_mistakes():
    with pytest.raises(PolicyError, match="principal 'alice' has role 'admin', which is not defined"):
        PolicyBuilder().principal("alice", "admin").build()
    with pytest.raises(PolicyError, match="positive integer"):
        PolicyBuilder().limits(max_repeats=0).build()
    with pytest.raises(PolicyError, match="L0, L1, L2"):
        PolicyBuilder().level("x", "L9")
    with pytest.raises(PolicyError, match="defined twice"):
        PolicyBuilder().role("viewer").role("viewer")
    with pytest.raises(PolicyError, match="list of names"):
        PolicyBuilder().role("viewer", allow="query_report")
