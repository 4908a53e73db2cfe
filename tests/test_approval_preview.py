"""Previews come from the tool's own dry run: the delete_logs example reports real counts, sizes and backup
age; a tool without a hook, or whose hook fails, is shown as impact unknown — never as harmless."""

from __future__ import annotations

import asyncio
import os

import pytest

from toolproof import tool
from toolproof.approval import ApprovalBroker, ApprovalTokens, CallbackChannel, Impact, PreviewRegistry
from toolproof.approval.examples import register_delete_logs
from toolproof.execution import Caller, ErrorClass, Executor, ManualClock

NOW = 1_750_000_000.0
DAY = 86400
MiB = 2**20
KEY = b"approval-key-for-tests-0123456789"


@pytest.fixture
def logs(tmp_path):
    directory = tmp_path / "var" / "log" / "app"
    directory.mkdir(parents=True)
    for name, age_days in (("api.log.1", 9), ("api.log.2", 20), ("worker.log.1", 31), ("api.log", 0.2)):
        path = directory / name
        with path.open("wb") as handle:
            handle.truncate(400 * MiB)  # sparse: the size is real to stat, the disk stays empty
        os.utime(path, (NOW - age_days * DAY, NOW - age_days * DAY))
    backups = tmp_path / "backups"
    backups.mkdir()
    for name, age_days in (("app-old.tar", 10), ("app-latest.tar", 3.2)):
        (backups / name).write_bytes(b"backup")
        os.utime(backups / name, (NOW - age_days * DAY, NOW - age_days * DAY))
    return directory, backups


def test_the_delete_logs_preview_reports_the_real_impact(logs):
    directory, backups = logs
    previews = PreviewRegistry()
    delete_logs = register_delete_logs(previews, backups=backups, clock=ManualClock(NOW))
    impact = asyncio.run(previews.preview(delete_logs.validate({"path": str(directory), "older_than_days": 7})))
    assert impact.describe() == f"deletes 3 files, 1.2 GB under {directory}; irreversible; last backup 3 days ago"
    assert impact.totals == {"files": 3, "bytes": 3 * 400 * MiB} and impact.known
    assert sorted(p.name for p in directory.iterdir()) == ["api.log", "api.log.1", "api.log.2", "worker.log.1"]


def test_approved_delete_logs_runs_once_and_deletes_exactly_what_was_previewed(logs):
    directory, backups = logs
    clock = ManualClock(NOW)
    previews = PreviewRegistry()
    delete_logs = register_delete_logs(previews, backups=backups, clock=clock)
    shown = []
    broker = ApprovalBroker(ApprovalTokens(KEY, clock=clock), previews=previews, clock=clock,
                            channel=CallbackChannel(lambda batch: shown.append(batch.summary()) or True))
    invocation = delete_logs.validate({"path": str(directory), "older_than_days": 7})
    context = Caller("s1", "ops")

    approval = asyncio.run(broker.seek(invocation, context, stated_reason="disk 95% full"))
    result = Executor(approvals=broker.tokens, clock=clock).run(invocation, context, approval=approval.token)

    assert shown == [f"1 call to `delete_logs`: deletes 3 files, 1.2 GB under {directory}; irreversible; "
                     "last backup 3 days ago"]
    assert result.ok and result.value == {"deleted": 3, "bytes": 3 * 400 * MiB}
    assert [p.name for p in directory.iterdir()] == ["api.log"]


def test_delete_logs_on_a_missing_directory_is_a_permanent_failure(tmp_path):
    previews = PreviewRegistry()
    delete_logs = register_delete_logs(previews)
    invocation = delete_logs.validate({"path": str(tmp_path / "nowhere"), "older_than_days": 7})
    impact = asyncio.run(previews.preview(invocation))
    assert not impact.known and "is not a directory" in impact.summary
    tokens = ApprovalTokens(KEY)
    token = tokens.issue(tool="delete_logs", arguments=invocation.normalized, session=None, principal=None,
                         approver="x")
    result = Executor(approvals=tokens).run(invocation, approval=token)
    assert result.error_class is ErrorClass.PERMANENT and "does not exist" in result.message


@tool(level="L2")
def rotate_keys(service: str) -> str:
    """Rotate a service's signing keys; old tokens stop working."""
    return "rotated"


def preview_of(hook) -> Impact:
    previews = PreviewRegistry(timeout=0.05)
    if hook is not None:
        previews.register(rotate_keys, hook)
    return asyncio.run(previews.preview(rotate_keys.validate({"service": "billing"})))


def test_no_hook_means_impact_unknown():
    impact = preview_of(None)
    assert not impact.known and impact.irreversible
    assert impact.describe() == (
        "impact unknown: `rotate_keys` has no preview hook, so nothing checked what it would change")


def test_async_hooks_are_awaited():
    async def hook(service: str) -> Impact:
        return Impact(f"invalidates 1,204 live sessions of {service}", {"sessions": 1204})

    assert preview_of(hook).describe() == "invalidates 1,204 live sessions of billing; irreversible"


@pytest.mark.parametrize(
    ("hook", "shown"),
    [
        (lambda service: 1 / 0, "the preview of `rotate_keys` failed (ZeroDivisionError: division by zero)"),
        (lambda service: "all fine", "returned str, not an Impact"),
        (lambda: Impact("x"), "failed (TypeError"),
    ],
    ids=["raises", "wrong-type", "wrong-signature"],
)
def test_a_broken_hook_means_impact_unknown(hook, shown):
    impact = preview_of(hook)
    assert not impact.known and shown in impact.summary


def test_a_slow_hook_means_impact_unknown():
    async def hook(service: str) -> Impact:
        await asyncio.sleep(5)
        return Impact("never shown")

    impact = preview_of(hook)
    assert not impact.known and "did not finish within 0.05 s" in impact.summary


def test_a_tool_gets_one_hook():
    previews = PreviewRegistry()
    previews.register("rotate_keys", lambda service: Impact("x"))
    with pytest.raises(ValueError, match="already has a preview hook"):
        previews.register(rotate_keys, lambda service: Impact("y"))
