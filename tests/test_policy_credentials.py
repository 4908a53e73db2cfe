"""Call-scoped credentials: valid for exactly one (tool, session, arguments), briefly, under a known key."""

import base64
import hashlib
import hmac

import pytest

from toolproof.policy import ENV_KEYS, CredentialConfigError, CredentialIssuer, CredentialRejected, KeyRing

ARGS = {"report_id": "RPT-000123", "max_rows": 10}


class Clock:
    """A clock the test moves by hand, so expiry is tested without sleeping."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def issuer(clock: Clock, spec: str = "k1:0123456789abcdef0123456789abcdef", ttl: float = 60.0) -> CredentialIssuer:
    return CredentialIssuer(KeyRing.parse(spec), ttl_seconds=ttl, clock=clock)


def rejection(issuer_: CredentialIssuer, token: str, **scope) -> str:
    with pytest.raises(CredentialRejected) as caught:
        issuer_.verify(token, **{"tool": "query_report", "session": "s1", "arguments": ARGS, **scope})
    return caught.value.reason


def test_a_credential_verifies_for_its_own_call():
    clock = Clock()
    signer = issuer(clock)
    token = signer.issue("query_report", "s1", ARGS)
    claims = signer.verify(token, tool="query_report", session="s1", arguments=ARGS)
    assert (claims.tool, claims.session, claims.key_id) == ("query_report", "s1", "k1")
    assert claims.expires_at - claims.issued_at == 60.0


def test_key_order_and_integral_floats_do_not_change_the_scope():
    signer = issuer(Clock())
    token = signer.issue("query_report", "s1", ARGS)
    same = {"max_rows": 10.0, "report_id": "RPT-000123"}
    assert signer.verify(token, tool="query_report", session="s1", arguments=same).tool == "query_report"


def test_expires_after_the_ttl():
    clock = Clock()
    signer = issuer(clock, ttl=60)
    token = signer.issue("query_report", "s1", ARGS)
    clock.now += 59.9
    signer.verify(token, tool="query_report", session="s1", arguments=ARGS)
    clock.now += 0.1
    assert rejection(signer, token) == "expired"


@pytest.mark.parametrize(
    ("scope", "reason"),
    [
        ({"arguments": {**ARGS, "max_rows": 5000}}, "other_arguments"),
        ({"arguments": {"report_id": "RPT-000123"}}, "other_arguments"),
        ({"session": "s2"}, "other_session"),
        ({"tool": "delete_report"}, "other_tool"),
    ],
)
def test_refused_for_any_other_call(scope, reason):
    signer = issuer(Clock())
    assert rejection(signer, signer.issue("query_report", "s1", ARGS), **scope) == reason


def test_a_tampered_payload_is_forged():
    signer = issuer(Clock())
    token = signer.issue("query_report", "s1", ARGS)
    other = signer.issue("query_report", "s2", ARGS)
    version, kid, _, signature = token.split(".")
    spliced = ".".join([version, kid, other.split(".")[2], signature])
    assert rejection(signer, spliced, session="s2") == "forged"


def test_a_token_signed_with_another_secret_is_forged():
    clock = Clock()
    mine = issuer(clock, "k1:0123456789abcdef0123456789abcdef")
    theirs = issuer(clock, "k1:fedcba9876543210fedcba9876543210")
    assert rejection(mine, theirs.issue("query_report", "s1", ARGS)) == "forged"


@pytest.mark.parametrize("token", ["", "tp1.k1.abc", "tp0.k1.e30.sig", "not a token", "tp1.k1.!!!.x.y"])
def test_garbage_is_malformed(token):
    assert rejection(issuer(Clock()), token) == "malformed"


def test_a_correctly_signed_but_unreadable_payload_is_malformed():
    signer = issuer(Clock())
    signed = "tp1.k1.bm90LWpzb24"  # base64url("not-json")
    mac = hmac.new(b"0123456789abcdef0123456789abcdef", signed.encode(), hashlib.sha256).digest()
    token = f"{signed}.{base64.urlsafe_b64encode(mac).rstrip(b'=').decode()}"
    assert rejection(signer, token) == "malformed"


def test_rotation_old_key_verifies_new_key_signs_removed_key_is_unknown():
    clock = Clock()
    old = issuer(clock, "k1:0123456789abcdef0123456789abcdef")
    token_old = old.issue("query_report", "s1", ARGS)
    rotated = issuer(clock, "k2:ffffffffffffffffffffffffffffffff,k1:0123456789abcdef0123456789abcdef")
    assert rotated.verify(token_old, tool="query_report", session="s1", arguments=ARGS).key_id == "k1"
    token_new = rotated.issue("query_report", "s1", ARGS)
    assert token_new.split(".")[1] == "k2"
    retired = issuer(clock, "k2:ffffffffffffffffffffffffffffffff")
    assert rejection(retired, token_old) == "unknown_key"
    assert retired.verify(token_new, tool="query_report", session="s1", arguments=ARGS).key_id == "k2"


def test_keys_come_from_the_environment():
    ring = KeyRing.from_environment({ENV_KEYS: f"new:{'a' * 32}, old:{'b' * 32}"})
    assert ring is not None
    assert [kid for kid, _ in ring.keys] == ["new", "old"]
    assert KeyRing.from_environment({}) is None


def test_without_configured_keys_a_process_local_key_is_used(monkeypatch):
    monkeypatch.delenv(ENV_KEYS, raising=False)
    first, second = CredentialIssuer(), CredentialIssuer()
    token = first.issue("query_report", "s1", ARGS)
    assert first.verify(token, tool="query_report", session="s1", arguments=ARGS).key_id == "ephemeral"
    with pytest.raises(CredentialRejected, match="forged"):
        second.verify(token, tool="query_report", session="s1", arguments=ARGS)


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("k1:short", "shorter than 32 bytes"),
        ("k1", "expected kid:secret"),
        ("bad.id:0123456789abcdef", "key id"),
        ("k1:0123456789abcdef0123456789abcdef,k1:fedcba9876543210fedcba9876543210", "unique"),
    ],
)
def test_unusable_keys_are_refused(spec, says):
    with pytest.raises(CredentialConfigError, match=says):
        KeyRing.parse(spec)


def test_ttl_must_be_positive():
    with pytest.raises(CredentialConfigError):
        CredentialIssuer(KeyRing.ephemeral(), ttl_seconds=0)
