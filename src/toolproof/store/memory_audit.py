"""The audit log in a list: for tests and short-lived processes that keep nothing after exit."""

from __future__ import annotations

import threading
from collections.abc import Iterable

from toolproof.store.audit import EVERYTHING, AuditQuery, AuditRecord


class MemoryAuditLog:
    """Records in memory, in append order; safe to share between threads."""

    def __init__(self) -> None:
        self._records: list[AuditRecord] = []
        self._lock = threading.Lock()

    def append(self, record: AuditRecord) -> int:
        return self.extend((record,))[0]

    def extend(self, records: Iterable[AuditRecord]) -> list[int]:
        with self._lock:
            first = len(self._records) + 1
            stored = [record.with_seq(first + offset) for offset, record in enumerate(records)]
            self._records.extend(stored)
        return [record.seq for record in stored if record.seq is not None]

    def query(self, query: AuditQuery = EVERYTHING) -> list[AuditRecord]:
        with self._lock:
            found = [record for record in self._records if query.matches(record)]
        return found[-query.limit :] if query.limit is not None else found

    def close(self) -> None:
        """Nothing to release; present so every store can be used the same way."""
