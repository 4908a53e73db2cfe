"""Whether the toolproof the tests import is the code in ``src/``.

``scripts/setup.sh test`` installs a built (compiled) copy, so the suite tests what ships; after an edit that copy
is out of date until the script runs again, and a run against it would pass or fail for code no longer there."""

from __future__ import annotations

from pathlib import Path

SOURCE = Path(__file__).resolve().parent.parent / "src" / "toolproof"


def differing_files(installed: Path, source: Path = SOURCE) -> list[str]:
    """Python files that differ between the installed package and the sources, or exist in only one of them;
    none when the installed package is the sources themselves (an editable install)."""
    if installed.resolve() == source.resolve():
        return []
    ours = {str(path.relative_to(source)): path for path in source.rglob("*.py")}
    theirs = {str(path.relative_to(installed)): path for path in installed.rglob("*.py")}
    return sorted(name for name in ours.keys() | theirs.keys()
                  if name not in ours or name not in theirs or ours[name].read_bytes() != theirs[name].read_bytes())
