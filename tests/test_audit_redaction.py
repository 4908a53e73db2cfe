"""Audit records never hold a secret: by field name, by credential shape, by card number (Luhn-checked) —
while the hash still covers the full arguments, so identical calls match."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolproof.decision import Category, Decision
from toolproof.store.audit import REDACTED, AuditRecord, arguments_hash, redact


def test_secret_field_names_are_redacted_at_any_depth():
    arguments = {
        "user": "ann",
        "password": "hunter2",
        "api_key": "abc",
        "headers": {"Authorization": "whatever", "X-Trace": "t-1"},
        "accounts": [{"name": "ops", "client_secret": "s3"}, {"name": "dev", "accessToken": "tok"}],
        "card_number": "4111 1111 1111 1111",
    }
    assert redact(arguments) == {
        "user": "ann",
        "password": REDACTED,
        "api_key": REDACTED,
        "headers": {"Authorization": REDACTED, "X-Trace": "t-1"},
        "accounts": [{"name": "ops", "client_secret": REDACTED}, {"name": "dev", "accessToken": REDACTED}],
        "card_number": REDACTED,
    }


def test_credentials_are_redacted_inside_innocent_fields():
    note = "call with Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVl then ghp_" + "a" * 36
    cleaned = redact({"note": note, "env": "AWS_KEY=AKIAIOSFODNN7EXAMPLE", "openai": "sk-proj-" + "x" * 40})
    assert "eyJ" not in cleaned["note"] and "ghp_" not in cleaned["note"] and cleaned["note"].startswith("call with ")
    assert cleaned["env"] == f"AWS_KEY={REDACTED}"
    assert cleaned["openai"] == REDACTED


def test_card_numbers_are_redacted_only_when_they_pass_the_luhn_check():
    text = redact({"memo": "paid with 4111-1111-1111-1111, order 1234567890123, phone 13800138000"})["memo"]
    assert text == f"paid with {REDACTED}, order 1234567890123, phone 13800138000"
    assert redact({"amount": 4111111111111111}) == {"amount": REDACTED}
    assert redact({"order_id": 1234567890123}) == {"order_id": 1234567890123}


def test_a_record_hashes_the_full_arguments_and_stores_them_redacted():
    arguments = {"to": "bob@example.com", "smtp_password": "pw", "amount": 5000}
    record = AuditRecord.for_decision(
        Decision.deny(Category.PERM, "not_in_allowlist", "no"), time=1.0, tool="send_mail", arguments=arguments
    )
    assert record.arguments == {"to": "bob@example.com", "smtp_password": REDACTED, "amount": 5000}
    assert record.arguments_hash == arguments_hash(arguments)
    assert record.arguments_hash != arguments_hash({**arguments, "smtp_password": "other"})
    assert (record.verdict, record.category, record.reason) == ("deny", "PERM", "not_in_allowlist")


def test_the_hash_ignores_key_order_and_number_spelling():
    assert arguments_hash({"b": 1, "a": "北京"}) == arguments_hash({"a": "北京", "b": 1.0})
    assert arguments_hash({"a": "北京"}) != arguments_hash({"a": "北京 "})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=40),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=20,
)


@given(json_values)
def test_redaction_never_raises_and_is_stable(value):
    once = redact(value)
    assert redact(once) == once
