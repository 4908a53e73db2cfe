"""The suite's guard against testing an out-of-date installed copy of toolproof."""

from pathlib import Path

from installed_copy import differing_files


def _package(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_an_identical_copy_differs_in_nothing(tmp_path: Path) -> None:
    files = {"__init__.py": "", "fidelity/verifier.py": "X = 1\n"}
    source = _package(tmp_path / "src", files)
    installed = _package(tmp_path / "site", files)
    (installed / "fidelity" / "verifier.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    assert differing_files(installed, source) == []


def test_an_edited_added_or_removed_file_is_named(tmp_path: Path) -> None:
    source = _package(tmp_path / "src", {"a.py": "A = 2\n", "new.py": "", "same.py": "", "data/words.json": "[1]"})
    installed = _package(tmp_path / "site", {"a.py": "A = 1\n", "gone.py": "", "same.py": "",
                                             "data/words.json": "[]"})
    assert differing_files(installed, source) == ["a.py", "data/words.json", "gone.py", "new.py"]


def test_the_sources_themselves_are_never_stale(tmp_path: Path) -> None:
    source = _package(tmp_path / "src", {"a.py": ""})
    assert differing_files(source, source) == []
