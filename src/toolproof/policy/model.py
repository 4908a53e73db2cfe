"""The policy: levels override, denylist, roles with allow lists, principals with roles, limits.

One immutable value, built by the TOML loader or the Python builder, and checked the same way for both, so a
policy that loads is a policy that can be enforced. Permission is default-deny: the denylist beats every
allow, a tool no role of the principal allows is refused, and an unknown principal gets nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from toolproof.levels import Level
from toolproof.policy.errors import PolicyError, PolicyWarning

DEFAULT_MAX_REPEATS = 2
"""Identical calls allowed per session before RAC (the seed's "more than 2 → fuse")."""
DEFAULT_MAX_CALLS_PER_SESSION = 50
"""Calls allowed per session before LIMIT."""

KeyPath = tuple[str, ...]
"""Where in the policy file a value sits, e.g. ``("roles", "viewer", "allow")``; used to name lines."""


@dataclass(frozen=True, slots=True)
class Limits:
    """Bounds on one session; only calls that pass every check count."""

    max_repeats: int = DEFAULT_MAX_REPEATS
    """The same tool with the same canonical arguments may pass this many times; the next is RAC."""
    max_calls_per_session: int = DEFAULT_MAX_CALLS_PER_SESSION
    """This many calls may pass in one session; the next is LIMIT."""


@dataclass(frozen=True, slots=True)
class Role:
    """A named set of tools, optionally extending other roles."""

    allow: frozenset[str] = frozenset()
    include: tuple[str, ...] = ()
    """Roles whose allow lists this role also grants."""


@dataclass(frozen=True, slots=True)
class SourceMap:
    """The file a policy came from and the line of each key, so warnings can point at it."""

    path: str | None
    lines: Mapping[KeyPath, int]

    def line(self, path: KeyPath) -> int | None:
        """The line of ``path`` or of its nearest ancestor that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None


@dataclass(frozen=True, slots=True)
class Policy:
    """An enforceable policy. Construct it through ``load_policy``/``parse_policy`` or ``PolicyBuilder``."""

    limits: Limits = Limits()
    levels: Mapping[str, Level] = field(default_factory=dict)
    """Per-tool level overrides; they beat the level a tool declares."""
    deny: frozenset[str] = frozenset()
    roles: Mapping[str, Role] = field(default_factory=dict)
    principals: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Principal id → role names. Only these ids are known; every other principal is refused."""
    source: SourceMap | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "levels", MappingProxyType(dict(self.levels)))
        object.__setattr__(self, "roles", MappingProxyType(dict(self.roles)))
        object.__setattr__(self, "principals", MappingProxyType(dict(self.principals)))
        _check(self)

    def level_of(self, tool: str, declared: Level) -> Level:
        """The level the policy enforces for a tool that declares ``declared`` (L1 when it declared none)."""
        return self.levels.get(tool, declared)

    def roles_of(self, principal: str) -> tuple[str, ...] | None:
        """The principal's roles, or None for a principal the policy does not know."""
        return self.principals.get(principal) if isinstance(principal, str) else None

    def allowed_tools(self, roles: Iterable[str]) -> frozenset[str]:
        """Every tool the roles allow (following ``include``), minus the denylist."""
        seen: set[str] = set()
        allowed: set[str] = set()
        pending = list(roles)
        while pending:
            name = pending.pop()
            if name in seen or name not in self.roles:
                continue
            seen.add(name)
            role = self.roles[name]
            allowed |= role.allow
            pending.extend(role.include)
        return frozenset(allowed - self.deny)

    def warnings(self, registered: Iterable[str]) -> list[PolicyWarning]:
        """Names the policy mentions that no registered tool carries: likely typos, not fatal."""
        known = set(registered)
        found: list[PolicyWarning] = []
        mentions: list[tuple[KeyPath, str, Iterable[str]]] = [
            (("roles", role, "allow"), f"role {role!r} allows", spec.allow) for role, spec in self.roles.items()
        ]
        mentions.append((("deny", "tools"), "the denylist names", self.deny))
        mentions.append((("levels",), "[levels] sets a level for", self.levels))
        for path, what, names in mentions:
            for name in sorted(set(names) - known):
                line = self.source.line(path) if self.source else None
                found.append(PolicyWarning(f"{what} {name!r}, which is not a registered tool", line,
                                           self.source.path if self.source else None))
        return found


def _check(policy: Policy) -> None:
    """Refuse what cannot be enforced: bad limits, unknown role references, include cycles."""
    source = policy.source

    def fail(message: str, path: KeyPath) -> PolicyError:
        return PolicyError(message, line=source.line(path) if source else None,
                           source=source.path if source else None)

    for name in ("max_repeats", "max_calls_per_session"):
        value = getattr(policy.limits, name)
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise fail(f"[limits] {name} must be a positive integer, not {value!r}", ("limits", name))
    for role, spec in policy.roles.items():
        for included in spec.include:
            if included not in policy.roles:
                raise fail(f"role {role!r} includes role {included!r}, which is not defined",
                           ("roles", role, "include"))
    for principal, roles in policy.principals.items():
        for role in roles:
            if role not in policy.roles:
                raise fail(f"principal {principal!r} has role {role!r}, which is not defined",
                           ("principals", principal))
    for role in policy.roles:
        cycle = _include_cycle(policy.roles, role)
        if cycle:
            raise fail("roles include each other in a cycle: " + " → ".join(cycle), ("roles", role, "include"))


def _include_cycle(roles: Mapping[str, Role], start: str) -> list[str] | None:
    """A path of includes from ``start`` back to itself, if there is one."""
    stack: list[tuple[str, list[str]]] = [(start, [start])]
    visited: set[str] = set()
    while stack:
        name, path = stack.pop()
        for nxt in roles[name].include:
            if nxt == start:
                return [*path, nxt]
            if nxt not in visited and nxt in roles:
                visited.add(nxt)
                stack.append((nxt, [*path, nxt]))
    return None
