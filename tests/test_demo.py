"""The embedded demo tells the story it claims: each mistake refused as it should be, each repair honest."""

from toolproof.cli import main
from toolproof.decision import Category
from toolproof.demo import contract, permission, read


def test_act_one_each_scene_ends_as_scripted():
    results = [contract.play(scene) for scene in contract.SCENES]
    first_categories = [r.attempts[0].decision.category for r in results]
    assert first_categories == [Category.IAT, Category.IFN, Category.IAN, Category.IAN]
    assert [r.failed is None for r in results] == [True, True, True, False]
    assert results[0].value == "moved 5000 CNY to 6222-01"
    assert results[3].failed.cause == "repair_cap_reached"


def test_act_two_refuses_the_write_on_a_question_and_asks_a_person_on_a_command():
    shown = []
    with permission.scratch_logs() as logs:
        steps = list(permission.play(lambda batch: shown.append(batch) or False, logs))
        left = sorted(p.name for p in logs.iterdir())
    outcomes = [
        (s.handled.decision.category, s.handled.approval.reason if s.handled.approval else None, s.handled.ran)
        for s in steps
    ]
    assert outcomes == [
        (Category.INTENT, None, False),
        (None, None, True),
        (None, "denied_by_human", False),
        (None, "declined_before", False),
        (Category.RAC, None, False),
    ]
    assert left == ["app.log.1", "app.log.2", "app.log.3"]
    assert steps[1].handled.execution.value["bytes"] == sum(permission.LOG_SIZES)
    impact = shown[0].requests[0].impact.describe()
    assert "deletes 3 files, 1.2 GB" in impact and "irreversible" in impact and "last backup 3 days ago" in impact
    assert len(shown) == 1  # the person is not asked twice about a call they declined


def test_act_two_deletes_only_when_a_person_approves():
    with permission.scratch_logs() as logs:
        steps = list(permission.play(lambda batch: True, logs))
        left = list(logs.iterdir())
    assert steps[2].handled.ran and steps[2].handled.execution.value == {
        "deleted": 3,
        "bytes": sum(permission.LOG_SIZES),
    }
    assert left == []


def test_act_three_catches_each_misreport_and_passes_the_rendered_reference():
    played = list(read.play())
    kinds = [[f.kind.value for f in p.verification.findings] for p in played]
    assert kinds == [["status_lie"], ["numeric_drift"], ["null_fill"], []]
    assert [p.handled.result.kind.value for p in played] == ["failure", "ok", "empty", "ok"]
    assert played[1].repair.text == "Your balance on account 6222-01 is ¥4,820.50."
    assert played[0].repair.text is None and played[0].repair.restate
    assert played[3].rendered.text == "您的余额为 4,820.50元。"


def test_the_demo_command_prints_the_story(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "240")
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    for text in (
        "IAT",
        "IFN",
        "CYRILLIC SMALL LETTER O",
        "misplaced_field",
        "failed explicitly",
        "INTENT",
        "Approval needed: delete_logs",
        "last backup 3 days ago",
        "not approved; nothing ran",
        "RAC",
    ):
        assert text in out
