"""Approval tokens: a person's "yes", bound to one exact call, signed, expiring and good for one run.

A token names the tool, the sha256 of the canonical arguments, the session and the principal, an expiry and
a random id, signed by ``toolproof.signing`` (key ids, rotation, constant-time checks). Approving A can never run
B: a different argument changes the hash. A token cannot be made without a key, used after its expiry, or used
twice — the ledger remembers spent ids until they would have expired anyway.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from toolproof.policy.canonical import arguments_digest
from toolproof.signing import APPROVAL_KEYS_ENV, KeyRing, Refusal, Signer, SigningKeyError

if TYPE_CHECKING:
    from toolproof.execution.clock import Clock

_KIND = "tpa2"  # tpa1 had no key id, so it could not rotate
_CLAIM_TYPES = {
    "id": (str,), "tool": (str,), "args": (str,), "session": (str, type(None)), "principal": (str, type(None)),
    "approver": (str,), "exp": (float, int),
}
_PRUNE_AT = 1024


class TokenRefusal(str, Enum):
    """Why a token does not let a call run; the value is the stable reason string."""

    MALFORMED = "token_malformed"
    UNKNOWN_KEY = "token_unknown_key"
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
    """Issues and redeems approval tokens.

    Keys: ``key`` (one secret) or ``keys`` (a ring, for rotation: the first key signs, all verify), else the
    ring in TOOLPROOF_APPROVAL_KEYS (``kid:secret,…``), else a random key of this object alone — which dies with
    the process and is refused by every other replica. Replicas that must accept each other's tokens share the
    keys and a shared ledger.
    """

    def __init__(
        self,
        key: bytes | None = None,
        *,
        keys: KeyRing | None = None,
        ttl: float = 300.0,
        ledger: SpentLedger | None = None,
        clock: Clock | None = None,
    ) -> None:
        # imported here: the executor redeems tokens, so toolproof.execution imports this module
        from toolproof.execution.clock import SYSTEM_CLOCK

        if key is not None and keys is not None:
            raise SigningKeyError("give an approval key or a key ring, not both")
        ring = KeyRing.configured(KeyRing.single(key) if key is not None else keys, variable=APPROVAL_KEYS_ENV)
        self.keys = ring
        self.ttl = ttl
        self._signer = Signer(ring, _KIND, _CLAIM_TYPES)
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
        return self._signer.sign({
            "id": secrets.token_urlsafe(16),
            "tool": tool,
            "args": arguments_digest(arguments),
            "session": session,
            "principal": principal,
            "approver": approver,
            "exp": self._clock.time() + (self.ttl if ttl is None else ttl),
        })

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
        verified = self._signer.verify(token)
        if isinstance(verified, Refusal):
            return _SIGNATURE_REFUSALS[verified]
        claims = verified.claims
        if (claims["tool"], claims["args"], claims["session"], claims["principal"]) != (
            tool, arguments_digest(arguments), session, principal
        ):
            return TokenRefusal.MISMATCHED
        now = self._clock.time()
        if now > claims["exp"]:
            return TokenRefusal.EXPIRED
        if not self._ledger.spend(claims["id"], claims["exp"], now):
            return TokenRefusal.REPLAYED
        return Grant(claims["id"], tool, claims["args"], session, principal, claims["approver"], claims["exp"])


_SIGNATURE_REFUSALS = {
    Refusal.MALFORMED: TokenRefusal.MALFORMED,
    Refusal.UNKNOWN_KEY: TokenRefusal.UNKNOWN_KEY,
    Refusal.FORGED: TokenRefusal.FORGED,
}
