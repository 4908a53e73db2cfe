"""A worked example of an L2 tool with a real preview: deleting old log files.

The preview scans the same files the tool would delete and reports the real impact — "deletes 3 files,
1.2 GB under /var/log/app; irreversible; last backup 3 days ago" — so the approver judges facts, not the
model's description. Register it into your registry with ``register_delete_logs``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from pydantic import Field

from toolproof.approval.messages import human_bytes
from toolproof.approval.preview import Impact, PreviewRegistry
from toolproof.contract.tool import FunctionTool
from toolproof.execution.clock import SYSTEM_CLOCK, Clock
from toolproof.execution.errors import PermanentFailure

DAY = 86400.0


def register_delete_logs(
    previews: PreviewRegistry, *, backups: Path | None = None, clock: Clock = SYSTEM_CLOCK
) -> FunctionTool:
    """Build the ``delete_logs`` tool (level L2) and register its preview; ``backups`` is where backups land,
    so the preview can say how old the newest one is."""

    def delete_logs(path: str, older_than_days: Annotated[int, Field(ge=1)]) -> dict[str, Any]:
        """Delete log files under a directory that were last written more than some days ago.

        Args:
            path: The directory holding the logs, e.g. /var/log/app.
            older_than_days: Only files last modified more than this many days ago are deleted.
        """
        files = old_files(Path(path), older_than_days, clock.time())
        size = sum(file.stat().st_size for file in files)
        for file in files:
            file.unlink()
        return {"deleted": len(files), "bytes": size}

    tool = FunctionTool(delete_logs, level="L2")

    def preview(path: str, older_than_days: int) -> Impact:
        files = old_files(Path(path), older_than_days, clock.time())
        size = sum(file.stat().st_size for file in files)
        summary = f"deletes {len(files)} files, {human_bytes(size)} under {path}"
        return Impact(summary, {"files": len(files), "bytes": size}, irreversible=True,
                      notes=(last_backup(backups, clock.time()),))

    previews.register(tool, preview)
    return tool


def old_files(directory: Path, older_than_days: int, now: float) -> list[Path]:
    """Regular files under ``directory`` (recursively) last modified more than ``older_than_days`` ago."""
    if not directory.is_dir():
        raise PermanentFailure(f"{directory} is not a directory", reason="not_found")
    cutoff = now - older_than_days * DAY
    return sorted(p for p in directory.rglob("*") if p.is_file() and p.stat().st_mtime < cutoff)


def last_backup(backups: Path | None, now: float) -> str:
    """``last backup 3 days ago``, from the newest file in the backup directory."""
    if backups is None:
        return "no backup location configured"
    stamps = [p.stat().st_mtime for p in backups.iterdir() if p.is_file()] if backups.is_dir() else []
    if not stamps:
        return f"no backup found in {backups}"
    age = max(0.0, now - max(stamps))
    if age < DAY:
        hours = int(age // 3600)
        return f"last backup {hours} hour{'s' if hours != 1 else ''} ago"
    days = int(age // DAY)
    return f"last backup {days} day{'s' if days != 1 else ''} ago"
