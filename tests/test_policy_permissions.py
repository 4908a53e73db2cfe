"""Default-deny permission: denylist beats every allow, roles grant, anything unlisted or unknown gets nothing."""

from toolproof.levels import Level
from toolproof.policy import PolicyBuilder, parse_policy, resolve_grants

POLICY = parse_policy("""
[levels]
export_report = "L2"
[deny]
tools = ["run_shell"]
[roles.viewer]
allow = ["query_report"]
[roles.editor]
include = ["viewer"]
allow = ["export_report", "run_shell"]
[principals]
alice = ["viewer"]
erin = ["editor"]
nobody = []
""")
DECLARED = {"query_report": Level.L0, "export_report": Level.L1, "run_shell": Level.L1, "delete_logs": Level.L2}


def grants(principal):
    return resolve_grants(POLICY, "s1", principal, DECLARED, now=0.0)


def test_a_role_grants_its_allow_list_only():
    assert set(grants("alice").tools) == {"query_report"}


def test_included_roles_add_their_tools_and_the_denylist_beats_every_allow():
    assert set(grants("erin").tools) == {"query_report", "export_report"}
    assert "run_shell" in grants("erin").denied


def test_policy_level_overrides_the_declared_one():
    assert grants("erin").tools["export_report"] is Level.L2
    assert grants("erin").tools["query_report"] is Level.L0


def test_a_principal_without_roles_is_known_but_granted_nothing():
    assert grants("nobody") is not None
    assert dict(grants("nobody").tools) == {}


def test_unknown_and_smuggled_principals_get_no_grants():
    for principal in ("mallory", "viewer", "editor", "Alice", "alice ", "alice,editor", "roles.editor", ""):
        assert grants(principal) is None, principal


def test_grants_survive_a_store_round_trip():
    frozen = grants("erin")
    assert type(frozen).from_record(frozen.to_record()) == frozen


def test_unregistered_allowed_names_are_left_out_of_the_grants():
    policy = PolicyBuilder().role("r", allow=["ghost_tool", "query_report"]).principal("p", "r").build()
    assert set(resolve_grants(policy, "s", "p", DECLARED, 0.0).tools) == {"query_report"}
