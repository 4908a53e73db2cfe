"""Short-lived credentials scoped to one call: (tool, session, canonical-arguments hash), HMAC-signed.

A tool executor that receives a call can check that this exact call passed the gates a moment ago, instead
of trusting a global all-powerful token. Keys rotate: the first key of the ring signs, every key in it
verifies, so a new key can be put in front while the old one still verifies what it signed.

Token shape: ``tp1.<key id>.<base64url payload>.<base64url HMAC-SHA256>``.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import os
import re
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from toolproof.policy.canonical import arguments_digest

ENV_KEYS = "TOOLPROOF_CREDENTIAL_KEYS"
"""``kid:secret[,kid:secret…]``; the first key signs, all verify."""
DEFAULT_TTL_SECONDS = 60.0
MIN_SECRET_BYTES = 16
_VERSION = "tp1"
_KEY_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_PAYLOAD_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


class CredentialConfigError(ValueError):
    """The configured keys cannot be used (bad key id, short secret, empty ring)."""


class CredentialRejected(Exception):
    """A credential that does not authorise this call; ``reason`` is a stable machine string."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


@dataclass(frozen=True, slots=True)
class KeyRing:
    """Signing keys by id, the signing key first."""

    keys: tuple[tuple[str, bytes], ...]

    def __post_init__(self) -> None:
        if not self.keys:
            raise CredentialConfigError("a key ring needs at least one key")
        for key_id, secret in self.keys:
            if not _KEY_ID.match(key_id):
                raise CredentialConfigError(f"key id {key_id!r} must be 1-64 characters of A-Z a-z 0-9 _ -")
            if len(secret) < MIN_SECRET_BYTES:
                raise CredentialConfigError(f"key {key_id!r} is shorter than {MIN_SECRET_BYTES} bytes")
        if len({key_id for key_id, _ in self.keys}) != len(self.keys):
            raise CredentialConfigError("key ids must be unique")

    @classmethod
    def parse(cls, spec: str) -> KeyRing:
        """``kid:secret,kid2:secret2`` → KeyRing (the format of TOOLPROOF_CREDENTIAL_KEYS)."""
        keys = []
        for item in spec.split(","):
            key_id, sep, secret = item.strip().partition(":")
            if not sep:
                raise CredentialConfigError(f"{ENV_KEYS}: expected kid:secret, got {key_id!r}")
            keys.append((key_id, secret.encode("utf-8")))
        return cls(tuple(keys))

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> KeyRing | None:
        spec = (os.environ if environ is None else environ).get(ENV_KEYS, "").strip()
        return cls.parse(spec) if spec else None

    @classmethod
    def ephemeral(cls) -> KeyRing:
        """A random key for this process only: credentials verify here and nowhere else."""
        return cls((("ephemeral", secrets.token_bytes(32)),))


@dataclass(frozen=True, slots=True)
class Claims:
    """What a verified credential authorises."""

    tool: str
    session: str
    arguments_sha256: str
    issued_at: float
    expires_at: float
    key_id: str


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class CredentialIssuer:
    """Issues and verifies call-scoped credentials. Inject ``clock`` to test expiry without sleeping."""

    def __init__(
        self,
        keys: KeyRing | None = None,
        *,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if ttl_seconds <= 0:
            raise CredentialConfigError("ttl_seconds must be positive")
        self.keys = keys or KeyRing.from_environment() or KeyRing.ephemeral()
        self.ttl_seconds = ttl_seconds
        self.clock = clock
        self._secrets = dict(self.keys.keys)

    def _sign(self, key_id: str, signed_part: str) -> str:
        return _b64(hmac.digest(self._secrets[key_id], signed_part.encode("ascii"), "sha256"))

    def issue(self, tool: str, session: str, arguments: Mapping[str, Any]) -> str:
        """A credential for exactly this call, valid for ``ttl_seconds`` from now."""
        return self.issue_for_digest(tool, session, arguments_digest(arguments))

    def issue_for_digest(self, tool: str, session: str, digest: str) -> str:
        """As ``issue``, for a caller that already holds the arguments' SHA-256 (see ``arguments_digest``)."""
        key_id = self.keys.keys[0][0]
        now = self.clock()
        encode = _PAYLOAD_ENCODER.encode  # names as JSON strings; a finite float's repr is already JSON
        payload = (f'{{"tool":{encode(tool)},"session":{encode(session)},"args":{encode(digest)},'
                   f'"iat":{float(now)!r},"exp":{float(now + self.ttl_seconds)!r}}}')
        body = _b64(payload.encode("utf-8"))
        signed_part = f"{_VERSION}.{key_id}.{body}"
        return f"{signed_part}.{self._sign(key_id, signed_part)}"

    def verify(self, token: str, *, tool: str, session: str, arguments: Mapping[str, Any]) -> Claims:
        """The claims when ``token`` authorises this exact call now; CredentialRejected(reason) otherwise.

        Reasons: ``malformed``, ``unknown_key``, ``forged``, ``expired``, ``other_tool``, ``other_session``,
        ``other_arguments``.
        """
        parts = token.split(".") if isinstance(token, str) else []
        if len(parts) != 4 or parts[0] != _VERSION:
            raise CredentialRejected("malformed")
        _, key_id, body, signature = parts
        if key_id not in self._secrets:
            raise CredentialRejected("unknown_key")
        if not hmac.compare_digest(self._sign(key_id, f"{_VERSION}.{key_id}.{body}"), signature):
            raise CredentialRejected("forged")
        try:
            payload = json.loads(_unb64(body))
            claims = Claims(str(payload["tool"]), str(payload["session"]), str(payload["args"]),
                            float(payload["iat"]), float(payload["exp"]), key_id)
        except (ValueError, KeyError, TypeError, binascii.Error):
            raise CredentialRejected("malformed") from None
        if self.clock() >= claims.expires_at:
            raise CredentialRejected("expired")
        if claims.tool != tool:
            raise CredentialRejected("other_tool")
        if claims.session != session:
            raise CredentialRejected("other_session")
        if not hmac.compare_digest(claims.arguments_sha256, arguments_digest(arguments)):
            raise CredentialRejected("other_arguments")
        return claims
