"""The embedded default audit log: one SQLite file in WAL mode, append-only, safe across crashes.

Each append is one transaction, so a process killed mid-write leaves every committed record whole and the
half-written one absent. Triggers refuse UPDATE and DELETE: the log is evidence, not a working table.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from toolproof.store.audit import EVERYTHING, AuditQuery, AuditRecord, RecordKind

DEFAULT_PATH = "toolproof-audit.db"

_COLUMNS = (
    "time", "kind", "principal", "session", "call_id", "tool", "arguments_hash", "arguments",
    "verdict", "category", "reason", "latency_ms", "approver",
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    time REAL NOT NULL,
    kind TEXT NOT NULL,
    principal TEXT,
    session TEXT,
    call_id TEXT,
    tool TEXT,
    arguments_hash TEXT,
    arguments TEXT,
    verdict TEXT NOT NULL,
    category TEXT,
    reason TEXT NOT NULL,
    latency_ms REAL,
    approver TEXT
);
CREATE INDEX IF NOT EXISTS audit_by_session ON audit (session, seq);
CREATE INDEX IF NOT EXISTS audit_by_tool ON audit (tool, seq);
CREATE INDEX IF NOT EXISTS audit_by_time ON audit (time);
CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
"""

_INSERT = f"INSERT INTO audit ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)})"
_SELECT = f"SELECT seq, {', '.join(_COLUMNS)} FROM audit"


class AuditFileError(Exception):
    """The file is not an audit log we can read (missing, not SQLite, or another schema)."""


class SqliteAuditLog:
    """An audit log in one SQLite file.

    ``synchronous="FULL"`` (the default) syncs the WAL on every commit, so records survive power loss as well as
    a killed process; ``"NORMAL"`` survives a killed process only, and is faster.
    """

    def __init__(
        self,
        path: str | Path = DEFAULT_PATH,
        *,
        synchronous: Literal["FULL", "NORMAL"] = "FULL",
        readonly: bool = False,
    ) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        if readonly:
            if not self.path.is_file():
                raise AuditFileError(f"no audit log at {self.path}")
            uri = f"{self.path.resolve().as_uri()}?mode=ro"
            self._db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
            self._check_schema()
            return
        self._db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        try:
            self._db.execute("PRAGMA busy_timeout = 5000")
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute(f"PRAGMA synchronous = {synchronous}")
            self._db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as err:
            self._db.close()
            raise AuditFileError(f"{self.path} is not a toolproof audit log: {err}") from None

    def _check_schema(self) -> None:
        try:
            self._db.execute(f"{_SELECT} LIMIT 0")
        except sqlite3.DatabaseError as err:
            self._db.close()
            raise AuditFileError(f"{self.path} is not a toolproof audit log: {err}") from None

    def append(self, record: AuditRecord) -> int:
        return self.extend((record,))[0]

    def extend(self, records: Iterable[AuditRecord]) -> list[int]:
        rows = [_to_row(record) for record in records]
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                seqs = [int(self._db.execute(_INSERT, row).lastrowid or 0) for row in rows]
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        return seqs

    def query(self, query: AuditQuery = EVERYTHING) -> list[AuditRecord]:
        where: list[str] = []
        params: list[Any] = []
        for column, value in (
            ("session", query.session),
            ("tool", query.tool),
            ("verdict", query.verdict),
            ("kind", query.kind.value if query.kind else None),
        ):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if query.since is not None:
            where.append("time >= ?")
            params.append(query.since)
        sql = _SELECT + (f" WHERE {' AND '.join(where)}" if where else "")
        if query.limit is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY seq DESC LIMIT ?) ORDER BY seq"
            params.append(query.limit)
        else:
            sql += " ORDER BY seq"
        with self._lock:
            rows = self._db.execute(sql, params).fetchall()
        return [_from_row(row) for row in rows]

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> SqliteAuditLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _to_row(record: AuditRecord) -> tuple[Any, ...]:
    """The record's fields in ``_COLUMNS`` order; the kind as its value, the arguments as JSON text."""
    fields = {column: getattr(record, column) for column in _COLUMNS}
    fields["kind"] = record.kind.value
    if record.arguments is not None:
        fields["arguments"] = json.dumps(record.arguments, ensure_ascii=False, default=str)
    return tuple(fields[column] for column in _COLUMNS)


def _from_row(row: tuple[Any, ...]) -> AuditRecord:
    """A row of ``_SELECT`` (seq, then ``_COLUMNS``) back into a record."""
    fields = dict(zip(("seq", *_COLUMNS), row, strict=True))
    fields["kind"] = RecordKind(fields["kind"])
    if fields["arguments"] is not None:
        fields["arguments"] = json.loads(fields["arguments"])
    return AuditRecord(**fields)
