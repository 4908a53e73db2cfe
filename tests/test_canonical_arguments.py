"""One canonical form of a call's arguments: repeats, credentials, approvals and the audit log key on it."""

import json

from hypothesis import given
from hypothesis import strategies as st

from toolproof.policy.canonical import arguments_digest, canonical_json

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


def test_key_order_whitespace_and_integral_float_spelling_do_not_matter():
    a = json.loads('{"b": [1, {"y": 2.0, "x": "é"}], "a": 5}')
    b = json.loads('{ "a" : 5.0 , "b" : [ 1.0 , { "x" : "é" , "y" : 2 } ] }')
    assert canonical_json(a) == canonical_json(b) == '{"a":5,"b":[1,{"x":"é","y":2}]}'
    assert arguments_digest(a) == arguments_digest(b)


def test_integers_past_64_bits_take_the_same_form():
    assert canonical_json({"n": 10**30, "m": -(2**70)}) == f'{{"m":{-(2**70)},"n":{10**30}}}'


def test_different_arguments_have_different_digests():
    assert arguments_digest({"amount": 100}) != arguments_digest({"amount": 1000})
    assert arguments_digest({"a": "1"}) != arguments_digest({"a": 1})


@given(json_values)
def test_the_canonical_form_is_json_that_decodes_to_the_same_value(value):
    text = canonical_json(value)
    assert json.loads(text) == json.loads(json.dumps(value))
    assert canonical_json(json.loads(text)) == text
