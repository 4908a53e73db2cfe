"""Shared plumbing for the line-oriented commands: read JSON objects a line, write one JSON object a line."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from toolproof.cli import UsageError


def open_input(path: str | None) -> IO[str]:
    """The named file, or standard input for ``-`` / nothing."""
    if path in (None, "-"):
        return sys.stdin
    try:
        return Path(path).open(encoding="utf-8")
    except OSError as err:
        raise UsageError(f"cannot read {path}: {err.strerror}") from None


def read_lines(stream: IO[str]) -> Iterator[tuple[int, dict[str, Any] | str]]:
    """(line number, decoded object) for each non-blank line; a line that is not a JSON object yields the
    error text instead, so the command can answer that line and go on."""
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as err:
            yield number, f"line {number} is not JSON: {err.msg} (column {err.colno})"
            continue
        if not isinstance(value, dict):
            yield number, f"line {number} is not a JSON object"
            continue
        yield number, value


def write_line(obj: dict[str, Any], out: IO[str] | None = None) -> None:
    stream = out or sys.stdout
    stream.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")
    stream.flush()
