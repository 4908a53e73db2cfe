"""A tool's description and per-parameter descriptions, read from its docstring (Google, NumPy or reST)."""

from __future__ import annotations

from dataclasses import dataclass, field

import docstring_parser


@dataclass(frozen=True)
class ParsedDocstring:
    summary: str
    """The prose of the docstring: everything but the parameter, return and raises sections."""
    params: dict[str, str] = field(default_factory=dict)


def parse_docstring(text: str) -> ParsedDocstring:
    if not text.strip():
        return ParsedDocstring("")
    parsed = docstring_parser.parse(text)
    prose = "\n\n".join(part for part in (parsed.short_description, parsed.long_description) if part)
    params = {p.arg_name: " ".join(p.description.split()) for p in parsed.params if p.description}
    return ParsedDocstring(prose.strip(), params)
