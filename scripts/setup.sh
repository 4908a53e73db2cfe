#!/usr/bin/env bash
# Creates .venv and installs toolproof into it. `scripts/setup.sh` installs the package alone;
# `scripts/setup.sh test` adds everything the test suite needs. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' || { echo "toolproof needs Python >= 3.10" >&2; exit 1; }
[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -U pip
case "${1:-}" in
  test)
    # torch first, pinned to the CPU build this kind of machine keeps on disk: left to itself, the embedding
    # extra would pull a CUDA build of several GB.
    .venv/bin/python -m pip install -q --disable-pip-version-check 'torch==2.13.0'
    .venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test,embeddings]' ;;
  "") .venv/bin/python -m pip install -q --disable-pip-version-check -e . ;;
  *) echo "usage: scripts/setup.sh [test]" >&2; exit 2 ;;
esac
