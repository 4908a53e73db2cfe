"""Thinking off for trivial reads.

Deep reasoning over a value that only needs repeating invites the model to "reason" its way to a different
number (the seed's reasoning trap: 4820 → "about 4280"). A read-only (L0) call whose result is a single value is
marked trivial, and adapters are told to turn reasoning off for the turn that reports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from toolproof.levels import Level
from toolproof.results.kinds import Ok, ToolResult
from toolproof.results.pins import iter_leaves
from toolproof.results.translate import DEFAULT_DETECTORS

Reasoning = Literal["off", "default"]

DESCRIPTIVE_KEYS = frozenset({"currency", "currency_code", "unit", "units", "as_of", "timestamp", "updated_at"})
"""Keys that qualify a value rather than add one: {"balance": 4820.5, "currency": "CNY"} is a single value."""


@dataclass(frozen=True, slots=True)
class ReadAdvice:
    """Whether a result is a trivial read, and the reasoning setting an adapter should use to report it."""

    trivial: bool
    reasoning: Reasoning
    """``off`` for trivial reads, ``default`` otherwise (leave the model's setting alone)."""
    reason: str


def advise(result: ToolResult, level: Level | str) -> ReadAdvice:
    """Mark single-value L0 reads as trivial."""
    if Level.parse(level) is not Level.L0:
        return ReadAdvice(False, "default", "not a read-only call")
    if not isinstance(result, Ok):
        return ReadAdvice(False, "default", f"result is {result.kind.value}: report it as such")
    values = [
        leaf for leaf in iter_leaves(result.value, max_leaves=8)
        if leaf.key not in DESCRIPTIVE_KEYS and leaf.key not in DEFAULT_DETECTORS.meta_keys
        and leaf.value not in result.arguments.values()
    ]
    if len(values) == 1:
        return ReadAdvice(True, "off", f"a single value ({values[0].path}) to repeat")
    return ReadAdvice(False, "default", f"{len(values)} values")


def reasoning_for(advice: Sequence[ReadAdvice]) -> Reasoning:
    """The setting for a turn that reports several results: off only when every one is trivial."""
    return "off" if advice and all(a.trivial for a in advice) else "default"
