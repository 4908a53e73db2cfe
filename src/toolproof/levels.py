"""Side-effect levels: what running a tool can do to the world."""

from __future__ import annotations

from enum import Enum


class Level(str, Enum):
    """How much a tool's call can change, ordered from harmless to irreversible."""

    L0 = "L0"
    """Read-only: running it changes nothing."""
    L1 = "L1"
    """Writes, but the change can be undone."""
    L2 = "L2"
    """Irreversible or wide impact: needs a human's approval."""

    @classmethod
    def parse(cls, value: str | Level) -> Level:
        """Accept ``"L0"``/``"l0"`` or a Level; anything else is a ValueError naming the choices."""
        if isinstance(value, Level):
            return value
        try:
            return cls(str(value).upper())
        except ValueError:
            raise ValueError(f"level must be one of L0, L1, L2, not {value!r}") from None

    @property
    def rank(self) -> int:
        return int(self.value[1])
