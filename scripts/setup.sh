#!/usr/bin/env bash
# Creates .venv and installs toolproof into it. Safe to run again (it reinstalls from the working tree).
#   scripts/setup.sh        the package, its per-call checks compiled with mypyc (see setup.py)
#   scripts/setup.sh test   the same, plus everything the test suite needs: the suite runs what ships
#   scripts/setup.sh dev    an editable install that runs the sources as Python, plus the test tools: for working
#                           on toolproof (edits take effect without a rebuild)
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' || { echo "toolproof needs Python >= 3.10" >&2; exit 1; }
[ -x .venv/bin/python ] || "$python" -m venv .venv
pip=(.venv/bin/python -m pip install -q --disable-pip-version-check)
"${pip[@]}" -U pip
case "${1:-}" in
  test|dev)
    # torch first, pinned to the CPU build this kind of machine keeps on disk: left to itself, the embedding
    # extra would pull a CUDA build of several GB.
    "${pip[@]}" 'torch==2.13.0'
    if [ "$1" = test ]; then
      TOOLPROOF_COMPILE=1 "${pip[@]}" '.[test,embeddings]'
    else
      "${pip[@]}" -e '.[test,embeddings]'
    fi ;;
  "") TOOLPROOF_COMPILE=1 "${pip[@]}" . ;;
  *) echo "usage: scripts/setup.sh [test|dev]" >&2; exit 2 ;;
esac
