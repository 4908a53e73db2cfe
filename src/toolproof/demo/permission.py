"""Act two of the demo: a model that holds both "read disk usage" and "delete logs" picks the wrong one.

A scratch directory stands in for /var/log/app: three old log files (sparse, so they cost no disk) and a
backup folder whose newest file is three days old. The delete tool's own dry run measures them, so the
person asked to approve sees the real impact, not the model's description of it.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from toolproof.approval import ApprovalBatch, CallbackChannel, PreviewRegistry
from toolproof.approval.channels import Channel
from toolproof.approval.examples import register_delete_logs
from toolproof.contract import Toolset, tool
from toolproof.gates import Call
from toolproof.guard import Guard, Handled
from toolproof.policy import PolicyBuilder

DAY = 86400.0
LOG_SIZES = (400 << 20, 500 << 20, 329 << 20)


@tool(level="L0")
def disk_usage(path: str) -> dict[str, object]:
    """Report how many bytes the files under a directory take. Read-only: changes nothing.

    Use when the user asks how much space something uses. Does not delete or move anything.

    Args:
        path: The directory to measure.
    """
    files = [p for p in Path(path).rglob("*") if p.is_file()]
    return {"path": path, "files": len(files), "bytes": sum(p.stat().st_size for p in files)}


@contextmanager
def scratch_logs() -> Iterator[Path]:
    """A directory with three old logs and a three-day-old backup next to it; removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="toolproof-demo-") as root:
        logs = Path(root) / "log" / "app"
        logs.mkdir(parents=True)
        old = time.time() - 10 * DAY
        for index, size in enumerate(LOG_SIZES, start=1):
            file = logs / f"app.log.{index}"
            with file.open("wb") as handle:
                handle.truncate(size)
            os.utime(file, (old, old))
        backups = Path(root) / "backups"
        backups.mkdir()
        snapshot = backups / "logs-snapshot.tar"
        snapshot.write_bytes(b"")
        three_days = time.time() - 3 * DAY
        os.utime(snapshot, (three_days, three_days))
        yield logs


@dataclass(frozen=True)
class Step:
    """One proposed call in act two and what toolproof made of it."""

    user: str
    tool: str
    arguments: str
    handled: Handled


def play(
    approve: Callable[[ApprovalBatch], bool] | Channel,
    logs: Path,
    before: Callable[[str, str, str], None] = lambda user, tool, arguments: None,
) -> Iterator[Step]:
    """Run act two against the scratch ``logs`` directory, one step at a time; ``approve`` answers the
    approval requests."""
    previews = PreviewRegistry()
    delete_logs = register_delete_logs(previews, backups=logs.parent.parent / "backups")
    policy = (
        PolicyBuilder()
        .limits(max_repeats=2, max_calls_per_session=12)
        .role("ops", allow=["disk_usage", "delete_logs"])
        .principal("ann", "ops")
        .build()
    )
    channel = approve if not callable(approve) else CallbackChannel(approve, approver="on-call engineer")
    guard = Guard(Toolset([disk_usage, delete_logs]), policy, channel=channel, previews=previews)
    delete = f'{{"path": "{logs}", "older_than_days": 7}}'
    script = [
        ("Would deleting the old app logs free up much space?", "delete_logs", delete),
        ("Would deleting the old app logs free up much space?", "disk_usage", f'{{"path": "{logs}"}}'),
        ("Delete the app logs older than a week.", "delete_logs", delete),
        ("Delete the app logs older than a week.", "delete_logs", delete),
        ("Delete the app logs older than a week.", "delete_logs", delete),
    ]
    for user, name, arguments in script:
        before(user, name, arguments)
        yield Step(
            user,
            name,
            arguments,
            guard.handle_sync(Call("demo", "ann", name, arguments, user), stated_reason="the disk is 95% full"),
        )
