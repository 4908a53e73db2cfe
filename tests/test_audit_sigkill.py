"""A process killed with SIGKILL in the middle of writing leaves the SQLite audit log readable, with every
committed record whole, every batch all-or-nothing, and the file ready for the next writer."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from toolproof.store.audit import arguments_hash
from toolproof.store.sqlite_audit import SqliteAuditLog

BATCH = 5

WRITER = textwrap.dedent(
    f"""
    import sys
    from toolproof.store.audit import AuditRecord
    from toolproof.store.sqlite_audit import SqliteAuditLog

    log = SqliteAuditLog(sys.argv[1])
    n = 0
    while True:
        batch = []
        for _ in range({BATCH}):
            n += 1
            arguments = {{"n": n, "blob": "x" * (n * 37 % 4000), "path": f"/var/log/app/{{n}}.log"}}
            batch.append(AuditRecord.for_outcome(
                "ok", "ok", time=float(n), tool="delete_logs", arguments=arguments,
                principal="writer", session="kill-test", latency_ms=float(n)))
        seqs = log.extend(batch)
        print(seqs[-1], flush=True)
    """
)


def expected_arguments(n: int) -> dict[str, object]:
    return {"n": n, "blob": "x" * (n * 37 % 4000), "path": f"/var/log/app/{n}.log"}


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX-only")
@pytest.mark.parametrize("committed_before_kill", [1, 40, 300])
def test_sigkill_mid_write_keeps_every_committed_record(tmp_path, committed_before_kill):
    path = tmp_path / "audit.db"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    acknowledged = 0
    try:
        for _ in range(committed_before_kill):
            line = writer.stdout.readline()
            assert line, "the writer stopped before it was killed"
            acknowledged = int(line)
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
    assert writer.returncode == -signal.SIGKILL

    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db.close()

    with SqliteAuditLog(path) as log:
        records = log.query()
        assert len(records) >= acknowledged, "a record acknowledged as committed is missing"
        assert len(records) % BATCH == 0, "a batch was partly written"
        for position, record in enumerate(records, start=1):
            assert record.seq == position
            assert record.arguments == expected_arguments(position)
            assert record.arguments_hash == arguments_hash(expected_arguments(position))
            assert (record.tool, record.session, record.time) == ("delete_logs", "kill-test", float(position))
        next_seq = log.append(records[0].with_seq(0))
        assert next_seq == len(records) + 1
