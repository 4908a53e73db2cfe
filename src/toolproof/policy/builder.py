"""Build a Policy in code, with the same checks as a policy file.

    policy = (PolicyBuilder()
              .limits(max_repeats=2, max_calls_per_session=12)
              .deny("run_shell")
              .role("viewer", allow=["query_report"])
              .principal("alice", "viewer")
              .build())
"""

from __future__ import annotations

from collections.abc import Iterable

from toolproof.levels import Level
from toolproof.policy.errors import PolicyError
from toolproof.policy.model import Limits, Policy, Role


class PolicyBuilder:
    """Collects levels, denylist, roles, principals and limits; ``build()`` checks them as the loader does."""

    def __init__(self) -> None:
        self._limits = Limits()
        self._levels: dict[str, Level] = {}
        self._deny: set[str] = set()
        self._roles: dict[str, Role] = {}
        self._principals: dict[str, tuple[str, ...]] = {}

    def limits(self, *, max_repeats: int | None = None, max_calls_per_session: int | None = None) -> PolicyBuilder:
        self._limits = Limits(
            max_repeats if max_repeats is not None else self._limits.max_repeats,
            max_calls_per_session if max_calls_per_session is not None else self._limits.max_calls_per_session,
        )
        return self

    def level(self, tool: str, level: Level | str) -> PolicyBuilder:
        """Override the level a tool declares."""
        try:
            self._levels[tool] = Level.parse(level)
        except ValueError as err:
            raise PolicyError(f"level of {tool!r}: {err}") from None
        return self

    def deny(self, *tools: str) -> PolicyBuilder:
        """Tools nobody may call, whatever a role allows."""
        self._deny.update(tools)
        return self

    def role(self, name: str, *, allow: Iterable[str] = (), include: Iterable[str] = ()) -> PolicyBuilder:
        if name in self._roles:
            raise PolicyError(f"role {name!r} is defined twice")
        self._roles[name] = Role(frozenset(_names(allow, f"role {name!r} allow")),
                                 tuple(_names(include, f"role {name!r} include")))
        return self

    def principal(self, name: str, *roles: str) -> PolicyBuilder:
        if name in self._principals:
            raise PolicyError(f"principal {name!r} is defined twice")
        self._principals[name] = tuple(roles)
        return self

    def build(self) -> Policy:
        return Policy(self._limits, self._levels, frozenset(self._deny), self._roles, self._principals)


def _names(values: Iterable[str], what: str) -> list[str]:
    if isinstance(values, str):
        raise PolicyError(f"{what} must be a list of names, not the string {values!r}")
    names = list(values)
    if not all(isinstance(v, str) and v for v in names):
        raise PolicyError(f"{what} must contain non-empty strings only")
    return names
