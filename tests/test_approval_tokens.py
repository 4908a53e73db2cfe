"""Approval tokens are bound to the exact call, signed, expiring and single-use: forged, replayed, expired and
mismatched tokens are refused, and nothing a caller sends makes redemption raise."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.approval import ApprovalTokens, Grant, TokenRefusal
from toolproof.execution import ManualClock

KEY = b"k" * 32
CALL = {"tool": "delete_logs", "arguments": {"path": "/var/log/app", "older_than_days": 7},
        "session": "s1", "principal": "ann"}


def issue(tokens: ApprovalTokens, **overrides) -> str:
    return tokens.issue(**{**CALL, **overrides}, approver="carol")


def test_a_token_runs_its_exact_call_once():
    tokens = ApprovalTokens(KEY)
    token = issue(tokens)
    grant = tokens.redeem(token, **CALL)
    assert isinstance(grant, Grant) and grant.approver == "carol" and grant.tool == "delete_logs"
    assert tokens.redeem(token, **CALL) is TokenRefusal.REPLAYED


def test_key_order_and_number_spelling_do_not_matter():
    tokens = ApprovalTokens(KEY)
    token = issue(tokens)
    reordered = {**CALL, "arguments": {"older_than_days": 7.0, "path": "/var/log/app"}}
    assert isinstance(tokens.redeem(token, **reordered), Grant)


@pytest.mark.parametrize(
    "swap",
    [
        {"arguments": {"path": "/", "older_than_days": 7}},
        {"arguments": {"path": "/var/log/app", "older_than_days": 0}},
        {"arguments": {"path": "/var/log/app", "older_than_days": 7, "recursive": True}},
        {"tool": "drop_database"},
        {"session": "s2"},
        {"principal": "mallory"},
    ],
    ids=["other-path", "other-days", "extra-field", "other-tool", "other-session", "other-principal"],
)
def test_an_approval_never_runs_another_call(swap):
    tokens = ApprovalTokens(KEY)
    token = issue(tokens)
    assert tokens.redeem(token, **{**CALL, **swap}) is TokenRefusal.MISMATCHED
    assert isinstance(tokens.redeem(token, **CALL), Grant), "a refused swap does not burn the real approval"


def test_expired_tokens_are_refused():
    clock = ManualClock()
    tokens = ApprovalTokens(KEY, ttl=60, clock=clock)
    token = issue(tokens)
    clock.advance(61)
    assert tokens.redeem(token, **CALL) is TokenRefusal.EXPIRED


def test_a_token_from_another_key_is_forged():
    assert ApprovalTokens(b"m" * 32).redeem(issue(ApprovalTokens(KEY)), **CALL) is TokenRefusal.FORGED


def test_editing_the_claims_breaks_the_signature():
    tokens = ApprovalTokens(KEY)
    prefix, key_id, body, mac = issue(tokens).split(".")
    claims = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    claims["args"] = "0" * 64
    claims["exp"] += 10**6
    forged_body = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=").decode()
    assert tokens.redeem(f"{prefix}.{key_id}.{forged_body}.{mac}", **CALL) is TokenRefusal.FORGED


@pytest.mark.parametrize(
    "token", ["", "tp1", "tp1..", "tp2.e30.AAAA", "tpa1.e30.!!!!", "tpa1.e30", "tp1.k.e30.AAAA", "a.b.c.d"])
def test_malformed_tokens(token):
    assert ApprovalTokens(KEY).redeem(token, **CALL) in (TokenRefusal.MALFORMED, TokenRefusal.FORGED)


def test_a_short_key_is_refused_at_construction():
    with pytest.raises(ValueError, match="shorter than 32 bytes"):
        ApprovalTokens(b"short")


@given(st.text(max_size=200))
def test_redeem_never_raises(text):
    tokens = ApprovalTokens(KEY)
    assert isinstance(tokens.redeem(text, **CALL), TokenRefusal)
