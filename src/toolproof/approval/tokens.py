"""Approval tokens: a person's "yes", bound to one exact call, signed, expiring and good for one run.

A token names the tool, the sha256 of the canonical arguments, the session and the principal, an expiry and
a random id, and carries an HMAC-SHA256 over all of it. Approving A can never run B: a different argument
changes the hash. A token cannot be made without the key, used after its expiry, or used twice — the ledger
remembers spent ids until they would have expired anyway.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from toolproof.store.audit import arguments_hash

if TYPE_CHECKING:
    from toolproof.execution.clock import Clock

_PREFIX = "tpa1"
MIN_KEY_BYTES = 32
_PRUNE_AT = 1024


class TokenRefusal(str, Enum):
    """Why a token does not let a call run; the value is the stable reason string."""

    MALFORMED = "token_malformed"
    FORGED = "token_forged"
    MISMATCHED = "token_mismatched"
    EXPIRED = "token_expired"
    REPLAYED = "token_replayed"


@dataclass(frozen=True, slots=True)
class Grant:
    """A verified, now spent approval."""

    id: str
    tool: str
    arguments_hash: str
    session: str | None
    principal: str | None
    approver: str
    expires_at: float


class SpentLedger(Protocol):
    """Remembers spent token ids. ``spend`` must be atomic: of two concurrent calls with one id, one wins."""

    def spend(self, token_id: str, expires_at: float, now: float) -> bool:
        """True the first time an id is spent; False on every later try."""
        ...


class MemorySpentLedger:
    """Spent ids in this process; ids are forgotten once their token has expired and cannot be used anyway."""

    def __init__(self) -> None:
        self._spent: dict[str, float] = {}
        self._lock = threading.Lock()

    def spend(self, token_id: str, expires_at: float, now: float) -> bool:
        with self._lock:
            if token_id in self._spent:
                return False
            if len(self._spent) >= _PRUNE_AT:
                self._spent = {key: exp for key, exp in self._spent.items() if exp >= now}
            self._spent[token_id] = expires_at
            return True


class ApprovalTokens:
    """Issues and redeems approval tokens with one secret key.

    Replicas that must accept each other's tokens share the key and a shared ledger; the default key is random
    per process, so tokens die with it.
    """

    def __init__(
        self,
        key: bytes | None = None,
        *,
        ttl: float = 300.0,
        ledger: SpentLedger | None = None,
        clock: Clock | None = None,
    ) -> None:
        # imported here: the executor redeems tokens, so toolproof.execution imports this module
        from toolproof.execution.clock import SYSTEM_CLOCK

        if key is not None and len(key) < MIN_KEY_BYTES:
            raise ValueError(f"an approval key needs at least {MIN_KEY_BYTES} random bytes")
        self._key = key if key is not None else secrets.token_bytes(MIN_KEY_BYTES)
        self.ttl = ttl
        self._ledger = ledger if ledger is not None else MemorySpentLedger()
        self._clock = clock or SYSTEM_CLOCK

    def issue(
        self,
        *,
        tool: str,
        arguments: Mapping[str, Any],
        session: str | None,
        principal: str | None,
        approver: str,
        ttl: float | None = None,
    ) -> str:
        """A token that lets exactly this call run once, within ``ttl`` seconds."""
        claims = {
            "id": secrets.token_urlsafe(16),
            "tool": tool,
            "args": arguments_hash(arguments),
            "session": session,
            "principal": principal,
            "approver": approver,
            "exp": self._clock.time() + (self.ttl if ttl is None else ttl),
        }
        body = _b64(json.dumps(claims, sort_keys=True, separators=(",", ":")).encode("utf-8"))
        signed = f"{_PREFIX}.{body}"
        return f"{signed}.{_b64(self._sign(signed))}"

    def redeem(
        self,
        token: str,
        *,
        tool: str,
        arguments: Mapping[str, Any],
        session: str | None,
        principal: str | None,
    ) -> Grant | TokenRefusal:
        """Check the token against the call about to run and spend it; a refusal says why it may not run."""
        claims = self._verified_claims(token)
        if isinstance(claims, TokenRefusal):
            return claims
        if (claims["tool"], claims["args"], claims["session"], claims["principal"]) != (
            tool, arguments_hash(arguments), session, principal
        ):
            return TokenRefusal.MISMATCHED
        now = self._clock.time()
        if now > claims["exp"]:
            return TokenRefusal.EXPIRED
        if not self._ledger.spend(claims["id"], claims["exp"], now):
            return TokenRefusal.REPLAYED
        return Grant(claims["id"], tool, claims["args"], session, principal, claims["approver"], claims["exp"])

    def _verified_claims(self, token: object) -> dict[str, Any] | TokenRefusal:
        if not isinstance(token, str):
            return TokenRefusal.MALFORMED
        parts = token.split(".")
        if len(parts) != 3 or parts[0] != _PREFIX:
            return TokenRefusal.MALFORMED
        try:
            mac = _unb64(parts[2])
        except (binascii.Error, ValueError):
            return TokenRefusal.MALFORMED
        if not hmac.compare_digest(mac, self._sign(f"{parts[0]}.{parts[1]}")):
            return TokenRefusal.FORGED
        try:
            claims = json.loads(_unb64(parts[1]))
        except (binascii.Error, ValueError):
            return TokenRefusal.MALFORMED
        if not isinstance(claims, dict) or not _claims_well_typed(claims):
            return TokenRefusal.MALFORMED
        return claims

    def _sign(self, text: str) -> bytes:
        return hmac.new(self._key, text.encode("ascii"), hashlib.sha256).digest()


def _claims_well_typed(claims: dict[str, Any]) -> bool:
    return (
        isinstance(claims.get("id"), str)
        and isinstance(claims.get("tool"), str)
        and isinstance(claims.get("args"), str)
        and isinstance(claims.get("approver"), str)
        and isinstance(claims.get("exp"), (int, float))
        and all(claims.get(key) is None or isinstance(claims.get(key), str) for key in ("session", "principal"))
    )


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
