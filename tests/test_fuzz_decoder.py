"""Fuzzing the strict decoder: whatever text or bytes a model emits, the answer is a dict or an IFE Decision.

The properties below pin down what "strict" means for raw arguments: a well-formed object decodes to exactly
the value that was encoded, and every hazard (duplicate keys, NaN, nesting, size, double encoding, not an
object) is refused with its own stable reason — never an exception escaping to the caller.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from toolproof.contract import DecodeLimits, decode_arguments
from toolproof.decision import Category, Decision, Verdict

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Raw text with everything a model (or an attacker) can emit, lone surrogates included.
any_char = st.characters(exclude_categories=())
# Decoded values are real Unicode text: a lone surrogate is a hazard of its own, tested on its own.
unicode_text = st.text(max_size=40)
surrogates = st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
json_scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | unicode_text
)
finite_json = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(unicode_text, inner, max_size=4),
    max_leaves=20,
)
finite_objects = st.dictionaries(unicode_text, finite_json, max_size=6)


def _depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def _loads_or_none(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _assert_refusal(result: object, reason: str | None = None) -> None:
    assert isinstance(result, Decision), result
    assert result.verdict is Verdict.INVALID
    assert result.category is Category.IFE
    assert result.feedback
    if reason is not None:
        assert result.reason == reason, result


def _is_dict_or_ife(result: object) -> bool:
    if isinstance(result, dict):
        return True
    _assert_refusal(result)
    return False


@FUZZ
@given(st.text(any_char, max_size=200))
def test_any_text_decodes_to_an_object_or_an_ife_refusal(raw: str) -> None:
    _is_dict_or_ife(decode_arguments(raw))


@FUZZ
@given(st.binary(max_size=200))
def test_any_bytes_decode_to_an_object_or_an_ife_refusal(raw: bytes) -> None:
    result = decode_arguments(raw)
    if _is_dict_or_ife(result):
        assert result == decode_arguments(raw.decode("utf-8"))


@FUZZ
@given(st.one_of(st.integers(), st.floats(), st.lists(st.integers(), max_size=3), st.booleans()))
def test_a_value_that_is_not_text_is_refused_as_not_text(raw: Any) -> None:
    _assert_refusal(decode_arguments(raw), "not_text")


@FUZZ
@given(finite_objects)
def test_a_well_formed_object_decodes_to_exactly_the_encoded_value(value: dict[str, Any]) -> None:
    assume(_depth(value) <= 32)
    for ensure_ascii in (True, False):
        text = json.dumps(value, ensure_ascii=ensure_ascii)
        assert decode_arguments(text) == value
        if ensure_ascii:
            assert decode_arguments(text.encode("ascii")) == value


@FUZZ
@given(finite_json)
def test_a_json_value_that_is_not_an_object_is_refused(value: Any) -> None:
    assume(not isinstance(value, dict))
    result = decode_arguments(json.dumps(value))
    if isinstance(value, str):
        _assert_refusal(result, "double_encoded" if isinstance(_loads_or_none(value), dict) else "not_object")
    else:
        _assert_refusal(result, "not_object")


@FUZZ
@given(finite_objects)
def test_an_object_encoded_twice_is_refused_as_double_encoded(value: dict[str, Any]) -> None:
    assume(_depth(value) <= 32)
    _assert_refusal(decode_arguments(json.dumps(json.dumps(value))), "double_encoded")


@st.composite
def objects_with_a_repeated_key(draw: st.DrawFn) -> str:
    """Raw text where one object holds the same key twice: json.dumps can never produce this."""
    pairs = draw(st.lists(st.tuples(unicode_text, finite_json), max_size=4))
    key = draw(unicode_text)
    first, second = draw(finite_json), draw(finite_json)
    position = draw(st.integers(0, len(pairs)))
    pairs[position:position] = [(key, first)]
    pairs.insert(draw(st.integers(0, len(pairs))), (key, second))
    body = "{" + ", ".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in pairs) + "}"
    nesting = draw(st.integers(0, 3))
    for _ in range(nesting):
        body = draw(st.sampled_from(['{"outer": %s}', "{\"list\": [1, %s]}"])) % body
    return body


@FUZZ
@given(objects_with_a_repeated_key())
def test_a_repeated_key_at_any_level_is_refused(raw: str) -> None:
    _assert_refusal(decode_arguments(raw), "duplicate_key")


@FUZZ
@given(finite_objects, unicode_text, surrogates, st.booleans(), st.booleans())
def test_a_lone_surrogate_in_any_key_or_string_is_refused(
    value: dict[str, Any], text: str, surrogate: str, in_key: bool, ensure_ascii: bool
) -> None:
    assume(_depth(value) <= 30)
    broken = f"<{text}{surrogate}>"
    nested = {broken: 1} if in_key else {"s": [broken]}
    raw = json.dumps({**value, "\u0000": nested}, ensure_ascii=ensure_ascii)
    _assert_refusal(decode_arguments(raw), "lone_surrogate")


@FUZZ
@given(finite_objects, st.sampled_from(["NaN", "Infinity", "-Infinity"]), st.integers(0, 2))
def test_nan_and_infinity_tokens_are_refused_at_any_level(
    value: dict[str, Any], token: str, nesting: int
) -> None:
    assume(_depth(value) <= 20)
    inner = f'{{"x": {token}}}'
    for _ in range(nesting):
        inner = f'{{"y": [{inner}]}}'
    raw = json.dumps(value)[:-1] + (", " if value else "") + f'"\\u0000nan": {inner}}}'
    _assert_refusal(decode_arguments(raw), "non_finite_number")


@FUZZ
@given(st.integers(0, 400), st.sampled_from("[{"), st.integers(1, 64))
def test_nesting_is_refused_exactly_past_the_cap(levels: int, opener: str, cap: int) -> None:
    closer = "]" if opener == "[" else "}"
    inner = "1" if opener == "[" else "{}"
    nested = (opener if opener == "[" else '{"k": ') * levels + inner + closer * levels
    raw = '{"a": ' + nested + "}"
    depth = 1 + levels + (1 if opener == "{" else 0)
    result = decode_arguments(raw, DecodeLimits(max_depth=cap))
    if depth > cap:
        _assert_refusal(result, "too_deep")
    else:
        assert isinstance(result, dict)


def test_nesting_far_past_the_interpreter_stack_is_refused_not_raised() -> None:
    for opener, closer in (("[", "]"), ('{"a":', "}")):
        raw = '{"a": ' + opener * 200_000 + "1" + closer * 200_000 + "}"
        for cap in (32, 10**9):
            limits = DecodeLimits(max_depth=cap, max_bytes=1 << 24)
            _assert_refusal(decode_arguments(raw, limits), "too_deep")


@FUZZ
@given(st.text(min_size=1, max_size=60), st.integers(8, 200))
def test_text_over_the_size_cap_is_refused_before_parsing(payload: str, cap: int) -> None:
    raw = json.dumps({"p": payload}, ensure_ascii=False)
    size = len(raw.encode("utf-8", "surrogatepass"))
    result = decode_arguments(raw, DecodeLimits(max_bytes=cap))
    if size > cap:
        _assert_refusal(result, "too_large")
    else:
        assert isinstance(result, dict)


@FUZZ
@given(st.text(st.sampled_from(" \t\r\n"), max_size=8))
def test_blank_text_is_refused_as_empty(raw: str) -> None:
    _assert_refusal(decode_arguments(raw), "empty")
    _assert_refusal(decode_arguments(raw.encode()), "empty")


def test_none_is_refused_as_empty() -> None:
    _assert_refusal(decode_arguments(None), "empty")


@FUZZ
@given(st.integers(min_value=-(10**4200), max_value=10**4200))
def test_huge_integers_decode_exactly(number: int) -> None:
    assert decode_arguments(json.dumps({"n": number})) == {"n": number}


def test_integers_past_the_interpreter_digit_limit_are_refused_as_not_json() -> None:
    _assert_refusal(decode_arguments('{"n": ' + "7" * 5000 + "}"), "not_json")


@pytest.mark.parametrize("literal", ["1e400", "-1e400", "1E309", "123456789e999", "-0.5e1000"])
def test_regression_overflowing_float_literal_decodes_to_infinity(literal: str) -> None:
    """A finite-looking literal too large for a float became inf and slipped past the NaN/Infinity check."""
    _assert_refusal(decode_arguments('{"amount": ' + literal + "}"), "non_finite_number")
