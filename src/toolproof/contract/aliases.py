"""Declared aliases only: ``entities`` → ``entity`` when the tool says so, and nothing else is renamed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolproof.contract import feedback
from toolproof.decision import Category, Decision, Problem


def normalize_aliases(
    tool_name: str, aliases: Mapping[str, str], arguments: dict[str, Any]
) -> dict[str, Any] | Decision:
    """Rename top-level alias keys to their canonical names; both present is ambiguous (IAN)."""
    if not aliases or not any(key in aliases for key in arguments):
        return arguments
    clashes = [(alias, aliases[alias]) for alias in arguments if alias in aliases and aliases[alias] in arguments]
    if clashes:
        problems = tuple(
            Problem(
                Category.IAN,
                "ambiguous_alias",
                f"$.{alias}",
                feedback.AMBIGUOUS_ALIAS.format(alias=alias, canonical=canonical),
            )
            for alias, canonical in clashes
        )
        lines = [feedback.REFUSED_HEADER.format(tool=tool_name, category="IAN", reason="ambiguous_alias")]
        lines += [f"- {p.path}: {p.message}" for p in problems]
        lines.append(feedback.REPAIR_NO_EXAMPLE)
        return Decision.invalid(Category.IAN, "ambiguous_alias", "\n".join(lines), problems)
    return {aliases.get(key, key): value for key, value in arguments.items()}
