"""The embedded demo: each scripted mistake is refused with the right category and then repaired or failed."""

from toolproof.cli import main
from toolproof.decision import Category
from toolproof.demo import SCENES, play


def test_each_scene_ends_as_scripted():
    results = [play(scene) for scene in SCENES]
    first_categories = [r.attempts[0].decision.category for r in results]
    assert first_categories == [Category.IAT, Category.IFN, Category.IAN, Category.IAN]
    assert [r.failed is None for r in results] == [True, True, True, False]
    assert results[0].value == "moved 5000 CNY to 6222-01"
    assert results[3].failed.cause == "repair_cap_reached"


def test_the_demo_command_prints_the_story(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "240")
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    for text in ("IAT", "IFN", "CYRILLIC SMALL LETTER O", "misplaced_field", "failed explicitly"):
        assert text in out
