"""POLICY.toml → Policy, refusing anything it does not understand with a line-numbered message.

Format (DESIGN.md)::

    default = "deny"                 # the only value accepted
    [limits]
    max_repeats = 2
    max_calls_per_session = 12
    [levels]                         # optional: overrides a tool's declared level
    export_report = "L1"
    [deny]
    tools = ["run_shell"]            # beats every allow
    [roles.viewer]
    allow = ["query_report"]
    include = []                     # optional: other roles this one extends
    [principals]
    alice = ["viewer"]

An unknown key is an error, not ignored: a misspelt ``max_repeat`` silently falling back to a default is
exactly the kind of mistake a security policy must not swallow.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from toolproof.levels import Level
from toolproof.policy.errors import PolicyError
from toolproof.policy.model import KeyPath, Limits, Policy, Role, SourceMap
from toolproof.policy.source_lines import key_lines

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

_TOP_KEYS = ("default", "limits", "levels", "deny", "roles", "principals")
_LIMIT_KEYS = ("max_repeats", "max_calls_per_session")
_DENY_KEYS = ("tools",)
_ROLE_KEYS = ("allow", "include")
_SYNTAX_POSITION = re.compile(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)\s*$")


class _Reader:
    """Walks the parsed document, raising PolicyError that points at the offending line."""

    def __init__(self, source: SourceMap) -> None:
        self.source = source

    def fail(self, message: str, path: KeyPath) -> PolicyError:
        return PolicyError(message, line=self.source.line(path), source=self.source.path)

    def table(self, value: Any, path: KeyPath, known: tuple[str, ...] | None) -> Mapping[str, Any]:
        name = ".".join(path)
        if not isinstance(value, dict):
            raise self.fail(f"[{name}] must be a table", path)
        if known is not None:
            for key in value:
                if key not in known:
                    raise self.fail(f"unknown key {key!r} in {f'[{name}]' if name else 'the policy'} "
                                    f"(known: {', '.join(known)})", (*path, key))
        return value

    def names(self, value: Any, path: KeyPath) -> list[str]:
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(f"{'.'.join(path)} must be an array of non-empty strings", path)
        return list(value)

    def positive_int(self, value: Any, path: KeyPath) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise self.fail(f"{'.'.join(path)} must be a positive integer, not {value!r}", path)
        return value


def parse_policy(text: str, source: str | None = None) -> Policy:
    """Parse and check a policy from TOML text; ``source`` names it in messages (a path, usually)."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        message = str(err)
        position = _SYNTAX_POSITION.search(message)
        line = None
        if position:
            line = int(position.group(1)) if position.group(1) else max(1, len(text.splitlines()))
        column = f" (column {position.group(2)})" if position and position.group(2) else ""
        raise PolicyError(f"TOML syntax error: {_SYNTAX_POSITION.sub('', message)}{column}", line=line,
                          source=source) from None
    reader = _Reader(SourceMap(source, key_lines(text)))
    top = reader.table(document, (), _TOP_KEYS)
    default = top.get("default", "deny")
    if default != "deny":
        raise reader.fail(f'default must be "deny" (permission is default-deny), not {default!r}', ("default",))

    raw_limits = reader.table(top.get("limits", {}), ("limits",), _LIMIT_KEYS)
    limits = Limits(**{key: reader.positive_int(raw_limits[key], ("limits", key)) for key in raw_limits})

    levels: dict[str, Level] = {}
    for tool, value in reader.table(top.get("levels", {}), ("levels",), None).items():
        try:
            if not isinstance(value, str):
                raise ValueError(f"level must be one of L0, L1, L2, not {value!r}")
            levels[tool] = Level.parse(value)
        except ValueError as err:
            raise reader.fail(f"[levels] {tool}: {err}", ("levels", tool)) from None

    raw_deny = reader.table(top.get("deny", {}), ("deny",), _DENY_KEYS)
    deny = frozenset(reader.names(raw_deny.get("tools", []), ("deny", "tools")))

    roles: dict[str, Role] = {}
    for name, spec in reader.table(top.get("roles", {}), ("roles",), None).items():
        path = ("roles", name)
        body = reader.table(spec, path, _ROLE_KEYS)
        roles[name] = Role(frozenset(reader.names(body.get("allow", []), (*path, "allow"))),
                           tuple(reader.names(body.get("include", []), (*path, "include"))))

    principals: dict[str, tuple[str, ...]] = {}
    for name, value in reader.table(top.get("principals", {}), ("principals",), None).items():
        principals[name] = tuple(reader.names(value, ("principals", name)))

    return Policy(limits, levels, deny, roles, principals, source=reader.source)


def load_policy(path: str | Path) -> Policy:
    """Read and check a POLICY.toml file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise PolicyError(f"cannot read ({err.strerror})", source=str(path)) from None
    except UnicodeDecodeError:
        raise PolicyError("not UTF-8 text", source=str(path)) from None
    return parse_policy(text, source=str(path))
