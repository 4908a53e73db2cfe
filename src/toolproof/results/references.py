"""``{{c1.balance}}`` in a model's answer becomes the exact pinned value, formatted for the reader.

The model writes references instead of retyping numbers, so the digits the user reads are the digits the tool
returned. A reference to a call or a path that does not exist is refused with a structured problem — never
guessed, never left as a half-rendered answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from toolproof.results import messages
from toolproof.results.formatting import Lang, currency_of, format_value
from toolproof.results.pins import PathNotFound, Pins, json_path, parse_path

REFERENCE = re.compile(r"\{\{\s*([^{}\s.\[\]]+)((?:\.[^{}\s.\[\]]+|\[\d+\])*)\s*\}\}")
"""``{{call_id.path}}``: a call id, then dotted keys and [index] steps."""


@dataclass(frozen=True, slots=True)
class ReferenceProblem:
    """A reference that cannot be rendered."""

    reference: str
    """The reference as written, braces included."""
    reason: str
    """``unknown_call``, ``unknown_path`` or ``not_a_value``."""
    span: tuple[int, int]
    message: str

    def to_json(self) -> dict[str, Any]:
        return {"reference": self.reference, "reason": self.reason, "span": list(self.span), "message": self.message}


@dataclass(frozen=True, slots=True)
class Rendered:
    """The answer with every reference replaced, or the problems that stopped it."""

    text: str | None
    """None when any reference was refused: a partly rendered answer is never shown."""
    problems: tuple[ReferenceProblem, ...] = ()

    @property
    def ok(self) -> bool:
        return self.text is not None

    @property
    def feedback(self) -> str:
        """What the model reads to correct its references."""
        return "\n".join(problem.message for problem in self.problems)


def render(template: str, pins: Pins, lang: Lang = "en") -> Rendered:
    """Replace every ``{{call_id.path}}`` with its pinned value written for `lang`."""
    problems: list[ReferenceProblem] = []
    pieces: list[str] = []
    position = 0
    for match in REFERENCE.finditer(template):
        pieces.append(template[position : match.start()])
        position = match.end()
        value = _lookup(match, pins, lang)
        if isinstance(value, ReferenceProblem):
            problems.append(value)
        else:
            pieces.append(value)
    if problems:
        return Rendered(None, tuple(problems))
    pieces.append(template[position:])
    return Rendered("".join(pieces))


def _lookup(match: re.Match[str], pins: Pins, lang: Lang) -> str | ReferenceProblem:
    call_id, path_text = match.group(1), match.group(2).lstrip(".")
    written = match.group(0)
    span = (match.start(), match.end())
    if call_id not in pins:
        known = ", ".join(sorted(pins)) or "none"
        return ReferenceProblem(written, "unknown_call", span,
                                messages.UNKNOWN_CALL.format(reference=written, call_id=call_id, known=known))
    pinned = pins[call_id]
    segments = parse_path(path_text) if path_text else ()
    if segments is None:
        return ReferenceProblem(written, "unknown_path", span,
                                messages.UNKNOWN_PATH.format(reference=written, call_id=call_id,
                                                             known=_known_paths(pins, call_id)))
    try:
        value, parent = pinned.get(segments)
    except PathNotFound:
        return ReferenceProblem(written, "unknown_path", span,
                                messages.UNKNOWN_PATH.format(reference=written, call_id=call_id,
                                                             known=_known_paths(pins, call_id)))
    if isinstance(value, (Mapping, list)):
        return ReferenceProblem(written, "not_a_value", span,
                                messages.NOT_A_VALUE.format(reference=written, path=json_path(segments),
                                                            known=_known_paths(pins, call_id)))
    return format_value(value, lang, currency_of(parent))


def _known_paths(pins: Pins, call_id: str, limit: int = 12) -> str:
    leaves = pins[call_id].leaves
    paths = [f"{{{{{call_id}{leaf.path[1:]}}}}}" for leaf in leaves[:limit]]
    more = len(leaves) - limit
    return ", ".join(paths) + (f" (and {more} more)" if more > 0 else "") if paths else "none"
