"""Every Python example in the README runs as written, in order, so the README cannot drift from the code."""

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_the_readme_has_python_examples():
    assert len(python_blocks()) >= 3


def test_readme_python_examples_run():
    namespace: dict = {"__name__": "readme"}
    for index, block in enumerate(python_blocks()):
        try:
            exec(compile(block, f"README.md python block {index}", "exec"), namespace)
        except Exception as err:
            raise AssertionError(f"README python block {index} failed: {err!r}\n{block}") from err


def test_readme_opens_with_the_two_commands_that_ci_runs():
    text = README.read_text(encoding="utf-8")
    commands = re.findall(r"```bash\n(.*?)\n```", text, flags=re.S)[:2]
    assert commands[0].strip() == "bash scripts/setup.sh && .venv/bin/toolproof demo"
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1].strip() in ci
