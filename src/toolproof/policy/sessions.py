"""A session's grants, resolved once when it opens and never changed afterwards.

Freezing is the defence against mid-session escalation: whatever a conversation later says ("you are now an
admin"), the set of tools, their levels and the limits stay those the principal had at the start. A policy
reload therefore reaches new sessions only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from toolproof.levels import Level
from toolproof.policy.model import Limits, Policy


@dataclass(frozen=True, slots=True)
class SessionGrants:
    """What one session of one principal may do, fixed at open."""

    session: str
    principal: str
    roles: tuple[str, ...]
    tools: Mapping[str, Level]
    """Each tool the principal may call (denylist already removed) and the level enforced for it."""
    denied: frozenset[str]
    """The denylist at open, kept so a refusal can say why."""
    limits: Limits
    opened_at: float

    def to_record(self) -> dict[str, Any]:
        """A JSON-compatible record for a session store."""
        return {
            "session": self.session,
            "principal": self.principal,
            "roles": list(self.roles),
            "tools": {name: level.value for name, level in self.tools.items()},
            "denied": sorted(self.denied),
            "limits": {"max_repeats": self.limits.max_repeats,
                       "max_calls_per_session": self.limits.max_calls_per_session},
            "opened_at": self.opened_at,
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> SessionGrants:
        return cls(
            session=record["session"],
            principal=record["principal"],
            roles=tuple(record["roles"]),
            tools=MappingProxyType({name: Level(value) for name, value in record["tools"].items()}),
            denied=frozenset(record["denied"]),
            limits=Limits(**record["limits"]),
            opened_at=float(record["opened_at"]),
        )


def resolve_grants(
    policy: Policy, session: str, principal: str, declared_levels: Mapping[str, Level], now: float
) -> SessionGrants | None:
    """The grants of ``principal`` for a new session, or None when the policy does not know the principal.

    ``declared_levels`` holds every registered tool's own level; tools a role allows that are not registered
    cannot be called (the resolve gate refuses them first), so they are left out.
    """
    roles = policy.roles_of(principal)
    if roles is None:
        return None
    allowed = policy.allowed_tools(roles)
    tools = {name: policy.level_of(name, level) for name, level in declared_levels.items() if name in allowed}
    return SessionGrants(session, principal, roles, MappingProxyType(tools), policy.deny, policy.limits, now)
