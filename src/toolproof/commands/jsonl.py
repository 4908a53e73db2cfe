"""Shared plumbing for the line-oriented commands: read JSON objects a line, write one JSON object a line."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from toolproof.cli import UsageError


def open_input(path: str | None) -> IO[str]:
    """The named file, or standard input for ``-`` / nothing.

    Bytes that are not UTF-8 are kept as surrogate escapes rather than raised at whichever line holds them, so
    ``read_lines`` can refuse that one line and go on.
    """
    if path in (None, "-"):
        binary = getattr(sys.stdin, "buffer", None)
        if binary is None:  # already text (a test's StringIO): nothing to decode
            return sys.stdin
        return io.TextIOWrapper(binary, encoding="utf-8", errors="surrogateescape")
    try:
        return Path(path).open(encoding="utf-8", errors="surrogateescape")
    except OSError as err:
        raise UsageError(f"cannot read {path}: {err.strerror}") from None


def read_lines(stream: IO[str]) -> Iterator[tuple[int, dict[str, Any] | str]]:
    """(line number, decoded object) for each non-blank line; a line that is not a JSON object yields the
    error text instead, so the command can answer that line and go on."""
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        if not line.isascii() and not _is_utf8(line):
            yield number, f"line {number} is not UTF-8 text"
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as err:
            yield number, f"line {number} is not JSON: {err.msg} (column {err.colno})"
            continue
        except (ValueError, RecursionError) as err:  # an integer past Python's digit limit; absurd nesting
            why = "nested too deeply" if isinstance(err, RecursionError) else str(err).split(":")[0]
            yield number, f"line {number} is not usable JSON: {why}"
            continue
        if not isinstance(value, dict):
            yield number, f"line {number} is not a JSON object"
            continue
        yield number, value


def _is_utf8(line: str) -> bool:
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:  # a surrogate escape left by a byte that was not UTF-8
        return False
    return True


class LineError(ValueError):
    """What makes one input line unusable; it is answered as ``{"line", "error"}`` and the rest still run."""


def answer_lines(path: str | None, answer: Callable[[dict[str, Any]], dict[str, Any]]) -> int:
    """Answer each input line with ``answer(line)``, in order, one output line each; 1 if any line was
    unusable (not a JSON object, or ``answer`` raised LineError), else 0."""
    status = 0
    with open_input(path) as stream:
        for number, line in read_lines(stream):
            if isinstance(line, str):
                problem = line
            else:
                try:
                    write_line(answer(line))
                    continue
                except LineError as err:
                    problem = f"line {number}: {err}"
            write_line({"line": number, "error": problem})
            status = 1
    return status


def write_line(obj: dict[str, Any], out: IO[str] | None = None) -> None:
    stream = out or sys.stdout
    stream.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n")
    stream.flush()
