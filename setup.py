"""Builds toolproof. With ``TOOLPROOF_COMPILE=1`` the checks that run on every call and every answer (the
``fidelity`` and ``results`` packages) are compiled to C with mypyc, which halves their cost
(``bench/bench_fidelity_speed.py``); the sources are the same typed Python either way, and without the variable
(or in an editable install, which never compiles) they run as Python."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from setuptools import setup

COMPILED_PACKAGES = ("fidelity", "results")
EDITABLE_COMMANDS = frozenset({"editable_wheel", "develop"})


def compiled_modules() -> list[Any]:
    if os.environ.get("TOOLPROOF_COMPILE") != "1":
        return []
    if EDITABLE_COMMANDS & set(sys.argv):
        # compiled modules built beside the sources would shadow them: an edit would silently not take effect
        print("toolproof: an editable install runs the sources as Python; TOOLPROOF_COMPILE is ignored",
              file=sys.stderr)
        return []
    from mypyc.build import mypycify

    sources = sorted(str(path) for package in COMPILED_PACKAGES for path in Path("src/toolproof", package).glob("*.py"))
    # checked on their own, not under the project's strict settings: the build environment holds none of the
    # runtime dependencies, so what they export is Any here (`mypy` itself checks the project strictly)
    return mypycify(["--config-file=", "--ignore-missing-imports", *sources], multi_file=True)


setup(ext_modules=compiled_modules(), options={"build_ext": {"parallel": os.cpu_count() or 1}})
