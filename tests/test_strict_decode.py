"""Raw argument text → one JSON object, or IFE with a reason the model can act on."""

import json

import pytest

from toolproof.contract import DecodeLimits, decode_arguments
from toolproof.decision import Category, Decision, Verdict


def refused(raw, limits=None) -> Decision:
    result = decode_arguments(raw, limits or DecodeLimits())
    assert isinstance(result, Decision), f"expected a refusal for {raw!r}, got {result!r}"
    assert result.verdict is Verdict.INVALID
    assert result.category is Category.IFE
    return result


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        (None, "empty"),
        ("{amount: 1}", "not_json"),
        ('{"amount": 1} trailing', "not_json"),
        ("[1, 2]", "not_object"),
        ("42", "not_object"),
        ("null", "not_object"),
        ('"hello"', "not_object"),
        ('{"amount": 1, "amount": 100000}', "duplicate_key"),
        ('{"outer": {"k": 1, "k": 2}}', "duplicate_key"),
        ('{"list": [{"k": 1, "k": 1}]}', "duplicate_key"),
        ('{"x": NaN}', "non_finite_number"),
        ('{"x": Infinity}', "non_finite_number"),
        ('{"x": -Infinity}', "non_finite_number"),
        ('"{\\"amount\\": 1}"', "double_encoded"),
        (b"\xff\xfe{}", "not_utf8"),
    ],
)
def test_format_hazards_are_refused_with_a_reason(raw, reason):
    decision = refused(raw)
    assert decision.reason == reason
    assert decision.feedback


def test_duplicate_key_feedback_names_the_key():
    assert '"amount"' in refused('{"amount": 1, "amount": 100000}').feedback


def test_double_encoding_is_explained():
    assert "double-encoded" in refused(json.dumps(json.dumps({"a": 1}))).feedback


def test_depth_cap_counts_the_arguments_object_as_level_one():
    limits = DecodeLimits(max_depth=3)
    assert decode_arguments('{"a": {"b": [1]}}', limits) == {"a": {"b": [1]}}
    assert refused('{"a": {"b": [[1]]}}', limits).reason == "too_deep"


def test_default_depth_cap_is_32():
    assert isinstance(decode_arguments('{"a": ' * 32 + "1" + "}" * 32), dict)
    assert refused('{"a": ' * 33 + "1" + "}" * 33).reason == "too_deep"


def test_pathologically_deep_input_is_refused_not_crashed():
    assert refused("[" * 200_000 + "]" * 200_000).reason in ("too_deep", "not_object")
    assert refused('{"a":' + "[" * 200_000 + "]" * 200_000 + "}").reason == "too_deep"


def test_size_cap_is_in_utf8_bytes():
    limits = DecodeLimits(max_bytes=64)
    assert isinstance(decode_arguments('{"s": "' + "x" * 40 + '"}', limits), dict)
    assert refused('{"s": "' + "x" * 80 + '"}', limits).reason == "too_large"
    # 20 CJK characters are 60 bytes in UTF-8: over the cap although only ~30 characters long
    assert refused('{"s": "' + "数" * 20 + '"}', limits).reason == "too_large"


def test_default_size_cap_is_one_mebibyte():
    just_under = '{"s": "' + "x" * ((1 << 20) - 20) + '"}'
    assert isinstance(decode_arguments(just_under), dict)
    assert refused('{"s": "' + "x" * (1 << 20) + '"}').reason == "too_large"


def test_bytes_in_utf8_are_accepted():
    assert decode_arguments('{"city": "北京"}'.encode()) == {"city": "北京"}


def test_a_valid_object_decodes_exactly():
    assert decode_arguments('{"amount": 5000, "tags": ["a"], "nested": {"x": null}}') == {
        "amount": 5000,
        "tags": ["a"],
        "nested": {"x": None},
    }
