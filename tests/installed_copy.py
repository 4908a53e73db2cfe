"""Whether the toolproof the tests import is the code in ``src/``.

``scripts/setup.sh test`` installs a built (compiled) copy, so the suite tests what ships; after an edit that copy
is out of date until the script runs again, and a run against it would pass or fail for code no longer there."""

from __future__ import annotations

from pathlib import Path

SOURCE = Path(__file__).resolve().parent.parent / "src" / "toolproof"


SHIPPED = ("*.py", "*.json", "*.jsonl", "*.toml")
"""The sources and the package data `pyproject.toml` installs with them."""


def differing_files(installed: Path, source: Path = SOURCE) -> list[str]:
    """Shipped files that differ between the installed package and the sources, or exist in only one of them;
    none when the installed package is the sources themselves (an editable install)."""
    if installed.resolve() == source.resolve():
        return []
    ours = _shipped(source)
    theirs = _shipped(installed)
    return sorted(name for name in ours.keys() | theirs.keys()
                  if name not in ours or name not in theirs or ours[name].read_bytes() != theirs[name].read_bytes())


def _shipped(root: Path) -> dict[str, Path]:
    return {str(path.relative_to(root)): path for pattern in SHIPPED for path in root.rglob(pattern)}
