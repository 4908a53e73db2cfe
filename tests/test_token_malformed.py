"""Malformed tokens of every shape are refused with the right reason — by the signing core and by both token
kinds built on it — and nothing anyone sends makes verification raise.

Reasons: anything that is not ``<kind>.<key id>.<base64url>.<43 base64url chars>`` is ``malformed``; a
well-shaped token under a key id the ring does not hold is ``unknown_key``; under a known key id with a MAC the
key did not make, ``forged``; correctly signed but not the exact claim set of its kind, ``malformed``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import string
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from toolproof.approval import ApprovalTokens, TokenRefusal
from toolproof.execution import ManualClock
from toolproof.policy import CredentialIssuer, CredentialRejected
from toolproof.signing import KeyRing, Refusal, Signer

SECRETS = {"k1": b"1" * 32, "k0": b"0" * 32}
RING = KeyRing(tuple(SECRETS.items()))
B64URL = string.ascii_letters + string.digits + "-_"
ARGS = {"path": "/var/log/app"}


@dataclass
class Surface:
    """One way to verify a token: ``check`` gives "ok" or the refusal reason in the core's words."""

    valid: Callable[[], str]
    check: Callable[[object], str]

    def reason(self, token: object) -> str:
        outcome = self.check(token)
        assert outcome != "ok", f"accepted: {token!r}"
        return outcome

    def claim_names(self) -> set[str]:
        body = self.valid().split(".")[2]
        return set(json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))))


def core_surface() -> Surface:
    signer = Signer(RING, "tpx", {"sub": (str,), "n": (int,)})

    def check(token: object) -> str:
        result = signer.verify(token)
        return result.value if isinstance(result, Refusal) else "ok"

    return Surface(lambda: signer.sign({"sub": "ann", "n": 1}), check)


def credential_surface() -> Surface:
    issuer = CredentialIssuer(RING, clock=lambda: 1_700_000_000.0)  # a fixed clock: tokens of one length

    def check(token: object) -> str:
        try:
            issuer.verify(token, tool="delete_logs", session="s1", arguments=ARGS)
        except CredentialRejected as rejected:
            return rejected.reason
        return "ok"

    return Surface(lambda: issuer.issue("delete_logs", "s1", ARGS), check)


def approval_surface() -> Surface:
    tokens = ApprovalTokens(keys=RING, clock=ManualClock())
    call = {"tool": "delete_logs", "arguments": ARGS, "session": "s1", "principal": "ann"}

    def check(token: object) -> str:
        result = tokens.redeem(token, **call)
        return result.value.removeprefix("token_") if isinstance(result, TokenRefusal) else "ok"

    return Surface(lambda: tokens.issue(**call, approver="carol"), check)


SURFACES = pytest.mark.parametrize("make", [core_surface, credential_surface, approval_surface],
                                   ids=["core", "credential", "approval"])


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def signed_with(kind: str, key_id: str, body: str) -> str:
    """A token over an arbitrary body, MAC'd with the real secret: what only a key holder could make."""
    signed_part = f"{kind}.{key_id}.{body}"
    return f"{signed_part}.{b64(hmac.new(SECRETS[key_id], signed_part.encode(), hashlib.sha256).digest())}"


b64_text = st.text(alphabet=B64URL, min_size=1, max_size=120)
key_ids = st.text(alphabet=B64URL, min_size=1, max_size=64)
macs = st.text(alphabet=B64URL, min_size=43, max_size=43)


@SURFACES
def test_a_valid_token_passes_every_surface(make):
    """The baseline the other tests perturb: untouched, the token is accepted."""
    surface = make()
    assert surface.check(surface.valid()) == "ok"


@SURFACES
@given(value=st.one_of(st.none(), st.integers(), st.binary(), st.lists(st.text()), st.dictionaries(st.text(),
                                                                                                  st.text())))
def test_anything_but_text_is_malformed(make, value):
    assert make().reason(value) == "malformed"


@SURFACES
@given(text=st.text(max_size=300))
def test_arbitrary_text_is_refused_never_raises(make, text):
    assert make().reason(text) in {"malformed", "unknown_key", "forged"}


@SURFACES
@given(data=st.data())
def test_every_truncation_or_extension_is_malformed(make, data):
    token = make().valid()
    cut = data.draw(st.integers(min_value=0, max_value=len(token) - 1))
    assert make().reason(token[:cut]) == "malformed"
    tail = data.draw(st.text(min_size=1, max_size=20))
    assert make().reason(token + tail) == "malformed"


@SURFACES
@given(data=st.data())
def test_a_part_dropped_or_repeated_is_malformed(make, data):
    surface = make()
    parts = surface.valid().split(".")
    index = data.draw(st.integers(min_value=0, max_value=len(parts) - 1))
    dropped = parts[:index] + parts[index + 1:]
    repeated = [*parts[:index], parts[index], *parts[index:]]
    assert surface.reason(".".join(dropped)) == "malformed"
    assert surface.reason(".".join(repeated)) == "malformed"


@SURFACES
@given(data=st.data())
def test_a_character_outside_base64url_anywhere_is_malformed(make, data):
    surface = make()
    token = surface.valid()
    kind_end = token.index(".")
    position = data.draw(st.integers(min_value=kind_end + 1, max_value=len(token) - 1))
    stranger = data.draw(st.characters().filter(lambda char: char not in B64URL and char != "."))
    assert surface.reason(token[:position] + stranger + token[position + 1:]) == "malformed"


@SURFACES
@given(kind=st.text(alphabet=string.ascii_lowercase + string.digits, min_size=1, max_size=8))
def test_another_kind_is_malformed(make, kind):
    surface = make()
    token = surface.valid()
    assume(kind != token.split(".")[0])
    assert surface.reason(kind + token[token.index("."):]) == "malformed"


@SURFACES
@given(key_id=key_ids, body=b64_text, mac=macs)
def test_a_key_the_ring_does_not_hold_is_unknown(make, key_id, body, mac):
    assume(key_id not in SECRETS)
    kind = make().valid().split(".")[0]
    assert make().reason(f"{kind}.{key_id}.{body}.{mac}") == "unknown_key"


@SURFACES
@given(key_id=st.sampled_from(sorted(SECRETS)), body=b64_text, mac=macs)
def test_a_mac_the_key_did_not_make_is_forged(make, key_id, body, mac):
    kind = make().valid().split(".")[0]
    assume(signed_with(kind, key_id, body).rsplit(".", 1)[1] != mac)
    assert make().reason(f"{kind}.{key_id}.{body}.{mac}") == "forged"


@SURFACES
@given(data=st.data())
def test_one_changed_character_in_the_signed_part_or_mac_is_forged(make, data):
    surface = make()
    kind, key_id, body, mac = surface.valid().split(".")
    which = data.draw(st.sampled_from(["body", "mac"]))
    text = body if which == "body" else mac
    position = data.draw(st.integers(min_value=0, max_value=len(text) - 1))
    shift = data.draw(st.integers(min_value=1, max_value=len(B64URL) - 1))
    replacement = B64URL[(B64URL.index(text[position]) + shift) % len(B64URL)]
    changed = text[:position] + replacement + text[position + 1:]
    token = f"{kind}.{key_id}.{changed}.{mac}" if which == "body" else f"{kind}.{key_id}.{body}.{changed}"
    assert surface.reason(token) == "forged"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=12,
)


@SURFACES
@given(claims=json_values)
def test_correctly_signed_claims_of_the_wrong_shape_are_malformed(make, claims):
    """JSON other than a kind's exact claim set (missing, extra or wrongly typed claims) is malformed."""
    surface = make()
    assume(not (isinstance(claims, dict) and set(claims) == surface.claim_names()))
    kind = surface.valid().split(".")[0]
    body = b64(json.dumps(claims).encode())
    assert surface.reason(signed_with(kind, "k0", body)) == "malformed"


@SURFACES
@pytest.mark.parametrize(
    "payload",
    [b"not json", b"\xff\xfe\x00", '{"sub": "é"}'.encode("utf-16"), b"NaN", b"[]", b'"text"', b"{}"],
    ids=["not-json", "not-utf8", "utf16", "nan", "array", "string", "empty-object"],
)
def test_correctly_signed_unreadable_bodies_are_malformed(make, payload):
    kind = make().valid().split(".")[0]
    assert make().reason(signed_with(kind, "k1", b64(payload))) == "malformed"


@SURFACES
def test_a_body_that_is_no_base64_encoding_is_malformed_even_when_signed(make):
    kind = make().valid().split(".")[0]
    assert make().reason(signed_with(kind, "k1", "abcde")) == "malformed"  # 4n+1 characters decode to nothing


@SURFACES
@pytest.mark.parametrize("change", ["extra", "missing", "bool-for-number", "nan"])
def test_a_signed_claim_set_one_step_off_is_malformed(make, change):
    surface = make()
    kind, _, body, _ = surface.valid().split(".")
    claims = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    number = next(name for name, value in claims.items() if isinstance(value, (int, float)))
    if change == "extra":
        claims["admin"] = "yes"
    elif change == "missing":
        del claims[next(iter(claims))]
    elif change == "bool-for-number":
        claims[number] = True
    else:
        claims[number] = float("nan")
    assert surface.reason(signed_with(kind, "k1", b64(json.dumps(claims).encode()))) == "malformed"
