"""``toolproof audit`` reads the log: a table by default, JSON lines with --json, filters, clear errors."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest

from toolproof.cli import main
from toolproof.decision import Category, Decision
from toolproof.store.audit import AuditRecord
from toolproof.store.sqlite_audit import SqliteAuditLog


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "audit.db"
    now = time.time()
    with SqliteAuditLog(path) as log:
        log.extend([
            AuditRecord.for_decision(Decision.deny(Category.PERM, "not_in_allowlist", "no"), time=now - 7200,
                                     tool="drop_table", arguments={"table": "users"}, principal="ann", session="s1"),
            AuditRecord.for_decision(Decision.confirm("needs_approval", "wait", {"path": "/var/log/app"}),
                                     time=now - 60, tool="delete_logs", principal="bob", session="s2"),
            AuditRecord.for_approval("approved", "approved", time=now - 30, tool="delete_logs",
                                     arguments={"path": "/var/log/app", "token": "t0ps3cret"}, principal="bob",
                                     session="s2", approver="carol", latency_ms=30000.0),
            AuditRecord.for_outcome("ok", "ok", time=now - 29, tool="delete_logs", arguments={"path": "/var/log/app"},
                                    principal="bob", session="s2", latency_ms=812.0, approver="carol"),
        ])
    return path


def json_lines(capsys) -> list[dict]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_json_lines_in_order_with_every_field(db, capsys):
    assert main(["audit", "--db", str(db), "--json"]) == 0
    lines = json_lines(capsys)
    assert [line["verdict"] for line in lines] == ["deny", "confirm", "approved", "ok"]
    assert lines[2]["approver"] == "carol" and lines[2]["arguments"]["token"] == "[REDACTED]"
    assert set(lines[0]) == {"seq", "time", "kind", "principal", "session", "call_id", "tool", "arguments_hash",
                             "arguments", "verdict", "category", "reason", "latency_ms", "approver"}


@pytest.mark.parametrize(
    ("flags", "verdicts"),
    [
        (["--session", "s2"], ["confirm", "approved", "ok"]),
        (["--tool", "drop_table"], ["deny"]),
        (["--verdict", "approved"], ["approved"]),
        (["--since", "1h"], ["confirm", "approved", "ok"]),
        (["--since", "2000-01-01T00:00:00Z"], ["deny", "confirm", "approved", "ok"]),
        (["--session", "s2", "--limit", "1"], ["ok"]),
    ],
)
def test_filters(db, capsys, flags, verdicts):
    assert main(["audit", "--db", str(db), "--json", *flags]) == 0
    assert [line["verdict"] for line in json_lines(capsys)] == verdicts


def test_the_default_is_a_table(db):
    completed = subprocess.run(
        [sys.executable, "-m", "toolproof.cli", "audit", "--db", str(db)],
        capture_output=True, text=True, env={"COLUMNS": "200", "PATH": ""}, check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert "drop_table" in completed.stdout and "not_in_allowlist" in completed.stdout
    assert "carol" in completed.stdout and "4 record(s)" in completed.stdout
    assert "t0ps3cret" not in completed.stdout


def test_the_path_can_come_from_the_environment(db, capsys, monkeypatch):
    monkeypatch.setenv("TOOLPROOF_AUDIT_DB", str(db))
    assert main(["audit", "--json", "--tool", "drop_table"]) == 0
    assert len(json_lines(capsys)) == 1


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--db", "{missing}"], "no audit log at"),
        (["--since", "yesterday"], "--since 'yesterday' is neither"),
        (["--limit", "0"], "--limit must be a positive number"),
    ],
)
def test_user_mistakes_are_one_line_and_exit_2(db, tmp_path, capsys, flags, message):
    flags = [flag.format(missing=tmp_path / "nope.db") for flag in flags]
    if "--db" not in flags:
        flags = ["--db", str(db), *flags]
    assert main(["audit", *flags]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
