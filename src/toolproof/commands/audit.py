"""``toolproof audit``: read the audit log — a table by default, one JSON object a line with ``--json``."""

from __future__ import annotations

import argparse
import os
import re
import time
from datetime import datetime, timezone

from rich.console import Console
from rich.table import Table

from toolproof.cli import UsageError
from toolproof.commands.jsonl import write_line
from toolproof.store.audit import AuditQuery, AuditRecord
from toolproof.store.sqlite_audit import DEFAULT_PATH, AuditFileError, SqliteAuditLog

HELP = "read the audit log: decisions, approvals and outcomes, filtered by session, tool, verdict or time"

ENV_PATH = "TOOLPROOF_AUDIT_DB"
_RELATIVE = re.compile(r"^(\d+(?:\.\d+)?)\s*(s|m|h|d|w)$")
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="PATH", default=None,
                        help=f"the SQLite audit file (default: ${ENV_PATH} or ./{DEFAULT_PATH})")
    parser.add_argument("--session", help="only this session")
    parser.add_argument("--tool", help="only this tool")
    parser.add_argument("--verdict", help="only this verdict: allow, confirm, deny, invalid, approved, denied, ok, "
                                          "argument, empty, transient, permanent, cancelled")
    parser.add_argument("--since", metavar="WHEN",
                        help="only records from then on: an ISO 8601 time (2025-01-31T09:00, UTC when no zone) "
                             "or an age such as 30m, 2h, 7d")
    parser.add_argument("--limit", type=int, metavar="N", help="only the last N matching records")
    parser.add_argument("--json", action="store_true", help="one JSON object a line instead of a table")


def parse_since(text: str, now: float) -> float:
    """Unix time from an ISO 8601 time or an age like ``2h`` (counted back from ``now``)."""
    relative = _RELATIVE.match(text.strip())
    if relative:
        return now - float(relative.group(1)) * _UNIT_SECONDS[relative.group(2)]
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(f"--since {text!r} is neither an ISO 8601 time nor an age such as 30m, 2h or 7d") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()


def run(args: argparse.Namespace) -> int:
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be a positive number")
    path = args.db or os.environ.get(ENV_PATH) or DEFAULT_PATH
    query = AuditQuery(
        session=args.session,
        tool=args.tool,
        verdict=args.verdict,
        since=parse_since(args.since, time.time()) if args.since else None,
        limit=args.limit,
    )
    try:
        log = SqliteAuditLog(path, readonly=True)
    except AuditFileError as err:
        raise UsageError(str(err)) from None
    with log:
        records = log.query(query)
    if args.json:
        for record in records:
            write_line(record.to_json())
    else:
        Console().print(table(records, path))
    return 0


def table(records: list[AuditRecord], path: str) -> Table:
    """Records as a rich table, oldest first; the JSON output has every field."""
    view = Table(title=f"audit log {path}", caption=f"{len(records)} record(s)")
    for column in ("seq", "time (UTC)", "principal / session", "tool", "kind", "verdict", "reason", "ms",
                   "approver"):
        view.add_column(column, overflow="fold")
    view.add_column("arguments", overflow="fold", ratio=1)
    for record in records:
        moment = datetime.fromtimestamp(record.time, timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
        verdict = f"{record.verdict} ({record.category})" if record.category else record.verdict
        view.add_row(
            str(record.seq), moment, f"{record.principal or '-'} / {record.session or '-'}", record.tool or "",
            record.kind.value, verdict, record.reason,
            f"{record.latency_ms:.1f}" if record.latency_ms is not None else "", record.approver or "",
            _short_arguments(record),
        )
    return view


def _short_arguments(record: AuditRecord) -> str:
    if record.arguments is None:
        return ""
    text = ", ".join(f"{key}={value!r}" for key, value in record.arguments.items())
    return text if len(text) <= 60 else text[:59] + "…"
