"""``toolproof check`` end to end: JSONL scenarios whose expected lines were worked out by hand from DESIGN.md.

Each line of tests/scenarios/*.jsonl is ``{"in": <input line>}`` (or ``{"raw": <text>}`` for a line that is not
a JSON object) with ``"out"``: the keys the output line must carry, exactly; ``feedback_has`` /
``error_has``: text the feedback or error must contain. All lines of a file run through one invocation, so
sessions carry over from line to line as they do for a user.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolproof import cli

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = SCENARIOS / "tools.json"
POLICY = SCENARIOS / "policy.toml"
FILES = sorted(SCENARIOS.glob("*.jsonl"))


def load_scenario(path: Path) -> tuple[str, list[dict]]:
    steps = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    text = "".join((step["raw"] if "raw" in step else json.dumps(step["in"], ensure_ascii=False)) + "\n"
                   for step in steps)
    return text, steps


def run_check(tmp_path: Path, capsys, text: str, *extra: str, policy: Path = POLICY) -> tuple[int, list, str]:
    calls = tmp_path / "calls.jsonl"
    calls.write_text(text, encoding="utf-8")
    status = cli.main(["check", "--tools", str(TOOLS), "--policy", str(policy), *extra, str(calls)])
    captured = capsys.readouterr()
    return status, [json.loads(line) for line in captured.out.splitlines()], captured.err


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_scenario(path: Path, tmp_path: Path, capsys):
    text, steps = load_scenario(path)
    status, outputs, _ = run_check(tmp_path, capsys, text)
    assert len(outputs) == len(steps)
    for step, output in zip(steps, outputs, strict=True):
        label = step.get("in", {}).get("id") or step["out"].get("line")
        assert {key: output.get(key) for key in step["out"]} == step["out"], label
        if "feedback_has" in step:
            assert step["feedback_has"] in output["feedback"], label
        if "error_has" in step:
            assert step["error_has"] in output["error"], label
        if "decision" in output:
            assert set(output) == {"id", "decision", "category", "reason", "normalized", "feedback"}, label
    malformed = any("line" in step["out"] for step in steps)
    assert status == (1 if malformed else 0)


def test_the_installed_command_reads_standard_input():
    text, steps = load_scenario(SCENARIOS / "repeats.jsonl")
    done = subprocess.run(
        [sys.executable, "-m", "toolproof.cli", "check", "--tools", str(TOOLS), "--policy", str(POLICY), "-"],
        input=text, capture_output=True, text=True, encoding="utf-8", check=False,
    )
    assert done.returncode == 0, done.stderr
    decisions = [json.loads(line)["decision"] for line in done.stdout.splitlines()]
    assert decisions == [step["out"]["decision"] for step in steps]


@pytest.mark.parametrize(
    ("policy_text", "message"),
    [
        ('default = "allow"\n', 'policy.toml:1: default must be "deny"'),
        ('[limits]\nmax_repeats = 2\nmax_repeat = 3\n', "policy.toml:3: unknown key 'max_repeat' in [limits]"),
        ('[principals]\nalice = ["viewer"]\n', "policy.toml:2: principal 'alice' has role 'viewer', which is not"),
        ('[roles.viewer\nallow = []\n', "policy.toml:1: TOML syntax error"),
    ],
)
def test_a_policy_with_mistakes_is_a_usage_error_in_one_line(tmp_path: Path, capsys, policy_text, message):
    policy = tmp_path / "policy.toml"
    policy.write_text(policy_text, encoding="utf-8")
    status, outputs, err = run_check(tmp_path, capsys, "", policy=policy)
    assert (status, outputs) == (2, [])
    assert err.startswith(f"toolproof check: {policy.parent}/{message}")
    assert len(err.strip().splitlines()) == 1


def test_an_allow_list_naming_an_unregistered_tool_only_warns(tmp_path: Path, capsys):
    policy = tmp_path / "policy.toml"
    policy.write_text('[roles.viewer]\nallow = ["query_report", "query_reprot"]\n[principals]\nalice = ["viewer"]\n',
                      encoding="utf-8")
    call = {"id": 1, "session": "s", "principal": "alice", "tool": "query_report",
            "arguments": '{"report_id": "RPT-000123"}'}
    status, outputs, err = run_check(tmp_path, capsys, json.dumps(call) + "\n", policy=policy)
    assert status == 0
    assert outputs[0]["decision"] == "allow"
    assert "warning" in err and "'query_reprot', which is not a registered tool" in err and ":2:" in err


def test_a_missing_policy_file_is_a_usage_error(tmp_path: Path, capsys):
    status, _, err = run_check(tmp_path, capsys, "", policy=tmp_path / "absent.toml")
    assert status == 2
    assert "cannot read" in err
