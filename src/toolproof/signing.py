"""One signing core for toolproof's short-lived tokens: call credentials and approval tokens.

Both kinds say "this exact call was allowed a moment ago", both must survive key rotation and be shared by
gateway replicas, and both are easy to get subtly wrong (a non-constant-time compare, a lenient base64 decoder,
JSON parsed before its signature is checked). So the parts that carry the security live here once; the two
token modules only decide what the claims are and what they must match.

Token shape: ``<kind>.<key id>.<base64url JSON claims>.<base64url HMAC-SHA256>``. The MAC covers everything
before the last dot, the kind included, so a token minted for one purpose never verifies as another even when
an operator gives both the same keys.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import os
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

CREDENTIAL_KEYS_ENV = "TOOLPROOF_CREDENTIAL_KEYS"
"""Keys for call-scoped credentials: ``kid:secret[,kid:secret…]``; the first key signs, all verify."""
APPROVAL_KEYS_ENV = "TOOLPROOF_APPROVAL_KEYS"
"""Keys for approval tokens, same format; separate so each kind can be rotated on its own schedule."""
MIN_SECRET_BYTES = 32
"""RFC 2104: an HMAC key should be at least as long as the hash output (32 bytes for SHA-256); below this a secret
could be guessed offline from one captured token."""
EPHEMERAL_KEY_ID = "ephemeral"

_KEY_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
_KIND = re.compile(r"[a-z][a-z0-9]{0,15}")
_MAC_CHARS = 43  # base64url of 32 bytes, unpadded
_JSON_TYPES = (str, int, float, bool, type(None))


class SigningKeyError(ValueError):
    """The configured keys cannot be used (bad key id, short secret, empty ring, unreadable spec)."""


class Refusal(str, Enum):
    """Why a token's signature does not hold; the value is the stable reason string."""

    MALFORMED = "malformed"
    """Not a token of this kind, or its signed claims are not the expected ones."""
    UNKNOWN_KEY = "unknown_key"
    """Signed with a key this ring does not hold: retired by rotation, or from another deployment."""
    FORGED = "forged"
    """Well formed, known key, wrong MAC: tampered with or signed with another secret under the same key id."""


@dataclass(frozen=True, slots=True)
class KeyRing:
    """Signing keys by id, the signing key first; every key verifies.

    Rotation: put the new key in front and keep the old one listed until every token it signed has expired,
    then drop it. Replicas that must accept each other's tokens need the same ring (see ``from_environment``).
    """

    keys: tuple[tuple[str, bytes], ...]

    def __post_init__(self) -> None:
        if not self.keys:
            raise SigningKeyError("a key ring needs at least one key")
        for key_id, secret in self.keys:
            if not _KEY_ID.fullmatch(key_id):
                raise SigningKeyError(f"key id {key_id!r} must be 1-64 characters of A-Z a-z 0-9 _ -")
            if len(secret) < MIN_SECRET_BYTES:
                raise SigningKeyError(f"key {key_id!r} is shorter than {MIN_SECRET_BYTES} bytes")
        if len({key_id for key_id, _ in self.keys}) != len(self.keys):
            raise SigningKeyError("key ids must be unique")

    @property
    def signing_key_id(self) -> str:
        return self.keys[0][0]

    @classmethod
    def single(cls, secret: bytes, key_id: str = "default") -> KeyRing:
        """One key under a fixed id, so two processes given the same secret accept each other's tokens."""
        return cls(((key_id, secret),))

    @classmethod
    def parse(cls, spec: str, *, source: str = "key spec") -> KeyRing:
        """``kid:secret,kid2:secret2`` → KeyRing. ``source`` names where the spec came from in error messages,
        which never repeat the spec itself: it holds secrets."""
        keys = []
        for position, item in enumerate(spec.split(","), start=1):
            key_id, sep, secret = item.strip().partition(":")
            if not sep:
                raise SigningKeyError(f"{source}: expected kid:secret, item {position} has no ':'")
            keys.append((key_id, secret.encode("utf-8")))
        return cls(tuple(keys))

    @classmethod
    def from_environment(
        cls, environ: Mapping[str, str] | None = None, *, variable: str = CREDENTIAL_KEYS_ENV
    ) -> KeyRing | None:
        """The ring configured in ``variable`` (``kid:secret,…``), or None when it is unset or blank."""
        spec = (os.environ if environ is None else environ).get(variable, "").strip()
        return cls.parse(spec, source=variable) if spec else None

    @classmethod
    def ephemeral(cls) -> KeyRing:
        """A fresh random key that exists only in this object, in this process.

        Tokens it signs verify nowhere else: not in another replica behind the same load balancer, not after a
        restart, not in a second issuer built in the same process. Fine for one process and for tests; a
        deployment with more than one replica must configure shared keys instead.
        """
        return cls(((EPHEMERAL_KEY_ID, secrets.token_bytes(32)),))

    @classmethod
    def configured(
        cls, explicit: KeyRing | None, *, variable: str, environ: Mapping[str, str] | None = None
    ) -> KeyRing:
        """The keys to use: ``explicit`` if given, else those in ``variable``, else an ephemeral key."""
        return explicit or cls.from_environment(environ, variable=variable) or cls.ephemeral()



class Verified(NamedTuple):
    """The claims of a token whose signature holds, and the key that signed it."""

    key_id: str
    claims: dict[str, Any]


ClaimTypes = Mapping[str, tuple[type, ...]]
"""Each claim's name and its allowed exact JSON types (``int`` does not admit ``bool``)."""


class Signer:
    """Signs and verifies one kind of token with one key ring.

    ``claim_types`` is the exact claim set: a token with a missing, extra or wrongly typed claim is malformed
    even when its signature holds, so the token modules read claims without re-checking them.
    """

    def __init__(self, keys: KeyRing, kind: str, claim_types: ClaimTypes) -> None:
        if not _KIND.fullmatch(kind):
            raise ValueError(f"token kind {kind!r} must be a short lowercase word")
        for name, types in claim_types.items():
            if not types or not all(kind_ in _JSON_TYPES for kind_ in types):
                raise ValueError(f"claim {name!r} must allow one or more JSON scalar types")
        self.keys = keys
        self.kind = kind
        self._claim_types = dict(claim_types)
        self._secrets = dict(keys.keys)
        self._shape = re.compile(
            rf"{kind}\.([A-Za-z0-9_-]{{1,64}})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{{{_MAC_CHARS}}})"
        )
        self._encode = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode

    def sign(self, claims: Mapping[str, Any]) -> str:
        """A token carrying ``claims`` under the ring's signing key.

        Claims that this signer could not verify later (wrong set or types, NaN) raise ValueError here, where
        the mistake is made, rather than coming back as ``malformed`` from a caller far away.
        """
        if not self._well_typed(claims):
            raise ValueError(f"claims for {self.kind} tokens must be exactly {sorted(self._claim_types)} "
                             "with their declared types")
        key_id = self.keys.signing_key_id
        body = _b64(self._encode(dict(claims)).encode("utf-8"))
        signed_part = f"{self.kind}.{key_id}.{body}"
        return f"{signed_part}.{self._mac(key_id, signed_part)}"

    def verify(self, token: object) -> Verified | Refusal:
        """The claims when ``token`` is a well-formed token of this kind signed by a key of the ring.

        Order: shape, key, MAC, then claims — nothing inside a token is decoded before its MAC holds.
        """
        match = self._shape.fullmatch(token) if isinstance(token, str) else None
        if match is None:
            return Refusal.MALFORMED
        key_id, body, mac = match.groups()
        if key_id not in self._secrets:
            return Refusal.UNKNOWN_KEY
        if not hmac.compare_digest(self._mac(key_id, match.string[: match.start(3) - 1]), mac):
            return Refusal.FORGED
        try:
            claims = json.loads(_unb64(body).decode("utf-8"), parse_constant=_refuse_constant)
        except (ValueError, binascii.Error, RecursionError):
            return Refusal.MALFORMED
        if not isinstance(claims, dict) or not self._well_typed(claims):
            return Refusal.MALFORMED
        return Verified(key_id, claims)

    def _well_typed(self, claims: Mapping[str, Any]) -> bool:
        types = self._claim_types
        return len(claims) == len(types) and all(
            name in claims and type(claims[name]) in allowed for name, allowed in types.items()
        )

    def _mac(self, key_id: str, signed_part: str) -> str:
        return _b64(hmac.digest(self._secrets[key_id], signed_part.encode("ascii"), "sha256"))


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    # the caller's pattern already limits ``text`` to the base64url alphabet; a length of 4n+1 is no encoding
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
