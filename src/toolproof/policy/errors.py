"""What a policy can get wrong: a fatal PolicyError, or a PolicyWarning that loading survives."""

from __future__ import annotations

from dataclasses import dataclass


class PolicyError(ValueError):
    """A policy that cannot be enforced as written; the message names the file and line when it has them."""

    def __init__(self, message: str, *, line: int | None = None, source: str | None = None) -> None:
        self.message = message
        self.line = line
        self.source = source
        super().__init__(_located(message, line, source))


@dataclass(frozen=True, slots=True)
class PolicyWarning:
    """Something that is probably a mistake but refuses nothing wrongly, e.g. allowing an unregistered tool."""

    message: str
    line: int | None = None
    source: str | None = None

    def __str__(self) -> str:
        return _located(self.message, self.line, self.source)


def _located(message: str, line: int | None, source: str | None) -> str:
    where = ":".join(part for part in (source, str(line) if line is not None else None) if part)
    return f"{where}: {message}" if where else message
