"""Approval keys rotate and can be shared by replicas: the first key of the ring signs, every listed key
verifies, a removed key's tokens are refused, and TOOLPROOF_APPROVAL_KEYS gives every replica the same ring."""

from __future__ import annotations

import pytest

from toolproof.approval import ApprovalTokens, Grant, MemorySpentLedger, TokenRefusal
from toolproof.policy import CredentialIssuer, CredentialRejected
from toolproof.signing import APPROVAL_KEYS_ENV, CREDENTIAL_KEYS_ENV, KeyRing, SigningKeyError

OLD = "old:" + "o" * 32
NEW = "new:" + "n" * 32
CALL = {"tool": "delete_logs", "arguments": {"path": "/var/log/app"}, "session": "s1", "principal": "ann"}


def approvals(spec: str, ledger: MemorySpentLedger | None = None) -> ApprovalTokens:
    return ApprovalTokens(keys=KeyRing.parse(spec), ledger=ledger)


def issue(tokens: ApprovalTokens) -> str:
    return tokens.issue(**CALL, approver="carol")


def test_a_token_of_the_old_key_runs_while_the_old_key_is_listed():
    token = issue(approvals(OLD))
    assert isinstance(approvals(f"{NEW},{OLD}").redeem(token, **CALL), Grant)


def test_after_rotation_the_new_key_signs_and_verifies_without_the_old_one():
    token = issue(approvals(f"{NEW},{OLD}"))
    assert token.split(".")[1] == "new"
    assert isinstance(approvals(NEW).redeem(token, **CALL), Grant)


def test_once_the_old_key_is_removed_its_tokens_are_refused():
    token = issue(approvals(OLD))
    assert approvals(NEW).redeem(token, **CALL) is TokenRefusal.UNKNOWN_KEY


def test_a_token_from_another_ring_is_refused():
    token = issue(approvals(OLD))
    same_id_other_secret = "old:" + "x" * 32
    assert approvals(same_id_other_secret).redeem(token, **CALL) is TokenRefusal.FORGED
    assert approvals("elsewhere:" + "o" * 32).redeem(token, **CALL) is TokenRefusal.UNKNOWN_KEY


def test_replicas_configured_by_the_environment_accept_each_other_and_share_single_use(monkeypatch):
    monkeypatch.setenv(APPROVAL_KEYS_ENV, f"{NEW},{OLD}")
    ledger = MemorySpentLedger()
    first, second = ApprovalTokens(ledger=ledger), ApprovalTokens(ledger=ledger)
    token = issue(first)
    assert token.split(".")[1] == "new"
    assert isinstance(second.redeem(token, **CALL), Grant)
    assert first.redeem(token, **CALL) is TokenRefusal.REPLAYED


def test_without_configured_keys_each_instance_has_its_own_key(monkeypatch):
    monkeypatch.delenv(APPROVAL_KEYS_ENV, raising=False)
    first, second = ApprovalTokens(), ApprovalTokens()
    token = issue(first)
    assert second.redeem(token, **CALL) is TokenRefusal.FORGED
    assert isinstance(first.redeem(token, **CALL), Grant)


def test_an_explicit_key_wins_over_the_environment(monkeypatch):
    monkeypatch.setenv(APPROVAL_KEYS_ENV, NEW)
    token = issue(ApprovalTokens(b"k" * 32))
    assert ApprovalTokens().redeem(token, **CALL) is TokenRefusal.UNKNOWN_KEY
    assert isinstance(ApprovalTokens(b"k" * 32).redeem(token, **CALL), Grant)


def test_approval_keys_from_the_environment_need_32_bytes(monkeypatch):
    monkeypatch.setenv(APPROVAL_KEYS_ENV, "short:" + "s" * 20)
    with pytest.raises(SigningKeyError, match="shorter than 32 bytes"):
        ApprovalTokens()


@pytest.mark.parametrize("variable", [APPROVAL_KEYS_ENV, CREDENTIAL_KEYS_ENV])
def test_an_unreadable_key_variable_is_named_and_its_secret_not_repeated(variable):
    secret = "a-secret-pasted-without-its-key-id"
    with pytest.raises(SigningKeyError) as caught:
        KeyRing.from_environment({variable: f"{NEW},{secret}"}, variable=variable)
    message = str(caught.value)
    assert variable in message and "item 2" in message
    assert secret not in message


def test_a_key_and_a_ring_together_are_refused():
    with pytest.raises(SigningKeyError, match="not both"):
        ApprovalTokens(b"k" * 32, keys=KeyRing.parse(NEW))


def test_one_ring_for_both_kinds_still_keeps_them_apart():
    """An operator who gives credentials and approvals the same keys does not make one usable as the other."""
    ring = KeyRing.parse(f"{NEW},{OLD}")
    tokens, issuer = ApprovalTokens(keys=ring), CredentialIssuer(ring)
    credential = issuer.issue("delete_logs", "s1", CALL["arguments"])
    assert tokens.redeem(credential, **CALL) is TokenRefusal.MALFORMED
    with pytest.raises(CredentialRejected, match="malformed"):
        issuer.verify(issue(tokens), tool="delete_logs", session="s1", arguments=CALL["arguments"])
