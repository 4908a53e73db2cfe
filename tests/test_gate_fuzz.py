"""Nothing a model (or a hostile caller) can send makes the pipeline raise: every call gets a Decision."""

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Decision, Verdict
from toolproof.gates import Call, Pipeline
from toolproof.policy import canonical_json, load_policy

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
PIPELINE = Pipeline(TOOLS, load_policy(SCENARIOS / "policy.toml"))

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
names = st.sampled_from([*TOOLS, "Query_Report", "query_repоrt", ""]) | st.text(max_size=20) | st.none()
arguments = (st.dictionaries(st.sampled_from(["report_id", "reportId", "order_id", "path", "note", "x"]),
                             json_values, max_size=4).map(json.dumps)
             | st.text(max_size=60) | st.binary(max_size=30) | st.none())
principals = st.sampled_from(["alice", "olga", "root", "admin", "viewer", "Alice", ""]) | st.text(max_size=10)
messages = (st.none() | st.sampled_from(["取消订单会产生费用吗？", "cancel it", "delete the logs"])
            | st.text(max_size=40))


@settings(max_examples=300, deadline=None)
@given(session=st.sampled_from(["a", "b", "c"]), principal=principals, tool=names, raw=arguments, message=messages)
def test_every_call_gets_a_decision(session, principal, tool, raw, message):
    result = PIPELINE.check(Call(session, principal, tool, raw, message))
    assert isinstance(result.decision, Decision)
    json.dumps(result.decision.to_json())
    assert (result.credential is not None) == (result.decision.verdict is Verdict.ALLOW)


@settings(max_examples=200, deadline=None)
@given(value=st.dictionaries(st.text(max_size=6), json_values, max_size=6), seed=st.randoms())
def test_canonical_json_does_not_depend_on_key_order_or_spacing(value, seed):
    items = list(value.items())
    seed.shuffle(items)
    respelt = json.loads(json.dumps(dict(items), indent=seed.choice([None, 1, 4])))
    assert canonical_json(respelt) == canonical_json(value)
