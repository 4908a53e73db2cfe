"""Refuses to run the suite against an installed toolproof that is not the code in ``src/``."""

from pathlib import Path

import pytest

import toolproof
from installed_copy import differing_files


def pytest_configure(config: pytest.Config) -> None:
    stale = differing_files(Path(toolproof.__file__).parent)
    if stale:
        listed = ", ".join(stale[:5]) + (f" and {len(stale) - 5} more" if len(stale) > 5 else "")
        raise pytest.UsageError(
            f"the installed toolproof is out of date with src/ (changed: {listed}): run `bash scripts/setup.sh test` "
            "again, or `bash scripts/setup.sh dev` once for an editable install that needs no rebuild")
