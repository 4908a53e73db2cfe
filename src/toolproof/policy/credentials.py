"""Short-lived credentials scoped to one call: (tool, session, canonical-arguments hash), HMAC-signed.

A tool executor that receives a call can check that this exact call passed the gates a moment ago, instead
of trusting a global all-powerful token. Signing, key rings and rotation live in ``toolproof.signing``; this
module decides what a credential claims and what a call must match.

Token shape: ``tp1.<key id>.<base64url payload>.<base64url HMAC-SHA256>``.
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from toolproof.policy.canonical import arguments_digest
from toolproof.signing import CREDENTIAL_KEYS_ENV, KeyRing, Refusal, Signer, SigningKeyError

ENV_KEYS = CREDENTIAL_KEYS_ENV
"""``kid:secret[,kid:secret…]``; the first key signs, all verify."""
DEFAULT_TTL_SECONDS = 60.0
_KIND = "tp1"
_NUMBER = (float, int)
_CLAIM_TYPES = {"tool": (str,), "session": (str,), "args": (str,), "iat": _NUMBER, "exp": _NUMBER}

CredentialConfigError = SigningKeyError
"""The configured keys or settings cannot be used (bad key id, short secret, empty ring, ttl ≤ 0)."""

__all__ = [
    "DEFAULT_TTL_SECONDS",
    "ENV_KEYS",
    "Claims",
    "CredentialConfigError",
    "CredentialIssuer",
    "CredentialRejected",
    "KeyRing",
]


class CredentialRejected(Exception):
    """A credential that does not authorise this call; ``reason`` is a stable machine string."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


@dataclass(frozen=True, slots=True)
class Claims:
    """What a verified credential authorises."""

    tool: str
    session: str
    arguments_sha256: str
    issued_at: float
    expires_at: float
    key_id: str


class CredentialIssuer:
    """Issues and verifies call-scoped credentials. Inject ``clock`` to test expiry without sleeping.

    Keys: ``keys`` if given, else TOOLPROOF_CREDENTIAL_KEYS, else a random key of this issuer alone (see
    ``KeyRing.ephemeral``: it does not work across replicas).
    """

    def __init__(
        self,
        keys: KeyRing | None = None,
        *,
        ttl_seconds: float = DEFAULT_TTL_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if ttl_seconds <= 0:
            raise CredentialConfigError("ttl_seconds must be positive")
        self.keys = KeyRing.configured(keys, variable=ENV_KEYS)
        self.ttl_seconds = ttl_seconds
        self.clock = clock
        self._signer = Signer(self.keys, _KIND, _CLAIM_TYPES)

    def issue(self, tool: str, session: str, arguments: Mapping[str, Any]) -> str:
        """A credential for exactly this call, valid for ``ttl_seconds`` from now."""
        return self.issue_for_digest(tool, session, arguments_digest(arguments))

    def issue_for_digest(self, tool: str, session: str, digest: str) -> str:
        """As ``issue``, for a caller that already holds the arguments' SHA-256 (see ``arguments_digest``)."""
        now = float(self.clock())
        return self._signer.sign(
            {"tool": tool, "session": session, "args": digest, "iat": now, "exp": now + self.ttl_seconds}
        )

    def verify(self, token: str, *, tool: str, session: str, arguments: Mapping[str, Any]) -> Claims:
        """The claims when ``token`` authorises this exact call now; CredentialRejected(reason) otherwise.

        Reasons: ``malformed``, ``unknown_key``, ``forged``, ``expired``, ``other_tool``, ``other_session``,
        ``other_arguments``.
        """
        verified = self._signer.verify(token)
        if isinstance(verified, Refusal):
            raise CredentialRejected(verified.value)
        payload = verified.claims
        claims = Claims(payload["tool"], payload["session"], payload["args"], float(payload["iat"]),
                        float(payload["exp"]), verified.key_id)
        if self.clock() >= claims.expires_at:
            raise CredentialRejected("expired")
        if claims.tool != tool:
            raise CredentialRejected("other_tool")
        if claims.session != session:
            raise CredentialRejected("other_session")
        if not hmac.compare_digest(claims.arguments_sha256, arguments_digest(arguments)):
            raise CredentialRejected("other_arguments")
        return claims
