"""The audit stores behave alike: append, read back with filters and limits; SQLite persists, is append-only
and opens read-only for readers."""

from __future__ import annotations

import sqlite3

import pytest

from toolproof.decision import Category, Decision
from toolproof.store.audit import AuditQuery, AuditRecord, RecordKind
from toolproof.store.memory_audit import MemoryAuditLog
from toolproof.store.sqlite_audit import AuditFileError, SqliteAuditLog


def sample() -> list[AuditRecord]:
    return [
        AuditRecord.for_decision(Decision.allow({"q": "x"}), time=100.0, tool="search", principal="ann",
                                 session="s1", call_id="c1"),
        AuditRecord.for_decision(Decision.deny(Category.PERM, "not_in_allowlist", "no"), time=110.0,
                                 tool="drop_table", arguments={"table": "users"}, principal="ann", session="s1"),
        AuditRecord.for_approval("approved", "approved", time=120.0, tool="delete_logs",
                                 arguments={"path": "/var/log/app"}, principal="bob", session="s2", approver="carol",
                                 latency_ms=5300.0),
        AuditRecord.for_outcome("transient", "rate_limited", time=130.0, tool="search", arguments={"q": "x"},
                                principal="ann", session="s1", latency_ms=812.5),
    ]


@pytest.fixture(params=["memory", "sqlite"])
def log(request, tmp_path):
    store = MemoryAuditLog() if request.param == "memory" else SqliteAuditLog(tmp_path / "audit.db")
    yield store
    store.close()


def test_records_come_back_whole_and_in_order(log):
    written = sample()
    seqs = log.extend(written)
    assert seqs == sorted(seqs) and len(set(seqs)) == 4
    back = log.query()
    assert [r.with_seq(0) for r in back] == [r.with_seq(0) for r in written]
    assert [r.seq for r in back] == seqs


@pytest.mark.parametrize(
    ("query", "expected_tools"),
    [
        (AuditQuery(session="s1"), ["search", "drop_table", "search"]),
        (AuditQuery(tool="search"), ["search", "search"]),
        (AuditQuery(verdict="deny"), ["drop_table"]),
        (AuditQuery(kind=RecordKind.APPROVAL), ["delete_logs"]),
        (AuditQuery(since=115.0), ["delete_logs", "search"]),
        (AuditQuery(session="s1", limit=2), ["drop_table", "search"]),
        (AuditQuery(session="nobody"), []),
    ],
)
def test_filters(log, query, expected_tools):
    log.extend(sample())
    assert [r.tool for r in log.query(query)] == expected_tools


def test_sqlite_persists_across_opens_and_refuses_changes(tmp_path):
    path = tmp_path / "audit.db"
    with SqliteAuditLog(path) as log:
        log.extend(sample())
    with SqliteAuditLog(path) as log:
        assert len(log.query()) == 4
        log.append(sample()[0])
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("UPDATE audit SET verdict = 'allow' WHERE verdict = 'deny'")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        db.execute("DELETE FROM audit")
    db.close()


def test_a_reader_opens_read_only_and_never_creates_a_file(tmp_path):
    with pytest.raises(AuditFileError, match="no audit log"):
        SqliteAuditLog(tmp_path / "missing.db", readonly=True)
    assert not (tmp_path / "missing.db").exists()
    (tmp_path / "notes.txt").write_text("not a database")
    with pytest.raises(AuditFileError, match="not a toolproof audit log"):
        SqliteAuditLog(tmp_path / "notes.txt", readonly=True)


def test_a_failed_batch_leaves_nothing_behind(tmp_path):
    with SqliteAuditLog(tmp_path / "audit.db") as log:
        good = sample()[0]
        unstorable = AuditRecord.for_outcome("ok", "ok", time=1.0, tool="t", arguments={"x": 1}, principal=None,
                                             session=None, latency_ms=1.0)
        broken = AuditRecord(time=float("nan"), kind=RecordKind.OUTCOME, verdict=None, reason="x")  # type: ignore[arg-type]
        with pytest.raises(sqlite3.IntegrityError):
            log.extend([good, unstorable, broken])
        assert log.query() == []
