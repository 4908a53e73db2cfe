"""The default session store: plain dicts in this process. Nothing to install; gone when the process ends."""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any


class MemorySessionStore:
    """A SessionStore in memory; a lock makes each operation atomic across threads."""

    def __init__(self) -> None:
        self._records: dict[str, Mapping[str, Any]] = {}
        self._counters: dict[tuple[str, str], int] = {}
        self._lock = threading.Lock()

    def open_session(self, session: str, record: Mapping[str, Any]) -> Mapping[str, Any]:
        with self._lock:
            return self._records.setdefault(session, record)

    def session_record(self, session: str) -> Mapping[str, Any] | None:
        return self._records.get(session)

    def incr(self, session: str, counter: str, amount: int = 1) -> int:
        key = (session, counter)
        with self._lock:
            value = self._counters.get(key, 0) + amount
            self._counters[key] = value
        return value

    def count(self, session: str, counter: str) -> int:
        return self._counters.get((session, counter), 0)

    def close_session(self, session: str) -> None:
        with self._lock:
            self._records.pop(session, None)
            for key in [key for key in self._counters if key[0] == session]:
                del self._counters[key]
