"""Line numbers of the keys in a TOML text, so a policy error can say "line 7" and not just "somewhere".

tomllib returns values without positions; this scan recovers the line of every table header and
``key = value`` assignment. It reads only the shapes a policy file uses (tables, dotted and quoted keys);
anything it cannot place falls back to the nearest enclosing table's line.
"""

from __future__ import annotations

import re

from toolproof.policy.model import KeyPath

_KEY = r'(?:[A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|\'[^\']*\')'
_DOTTED = rf"{_KEY}(?:\s*\.\s*{_KEY})*"
_HEADER = re.compile(rf"^\s*\[\s*({_DOTTED})\s*\]\s*(?:#.*)?$")
_ASSIGNMENT = re.compile(rf"^\s*({_DOTTED})\s*=")
_PART = re.compile(_KEY)


def _parts(dotted: str) -> KeyPath:
    return tuple(part[1:-1] if part[0] in "\"'" else part for part in _PART.findall(dotted))


def key_lines(text: str) -> dict[KeyPath, int]:
    """Key path → first line (1-based) where it is defined."""
    lines: dict[KeyPath, int] = {}
    table: KeyPath = ()
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            table = _parts(header.group(1))
            lines.setdefault(table, number)
            continue
        assignment = _ASSIGNMENT.match(line)
        if assignment:
            lines.setdefault((*table, *_parts(assignment.group(1))), number)
    return lines
