"""``toolproof validate``: JSONL in, one decision a line out; user mistakes are one line and exit 2."""

import json
import subprocess
import sys

import pytest

from toolproof.cli import main

TOOLS = [
    {
        "name": "transfer",
        "description": "Move money.",
        "level": "L1",
        "inputSchema": {
            "type": "object",
            "properties": {"amount": {"type": "integer"}, "to": {"type": "string"}},
            "required": ["amount", "to"],
        },
        "aliases": {"recipient": "to"},
    }
]


@pytest.fixture
def tools_file(tmp_path):
    path = tmp_path / "tools.json"
    path.write_text(json.dumps(TOOLS))
    return path


def run(capsys, args):
    code = main(args)
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_each_line_gets_a_decision_in_order(tmp_path, tools_file, capsys):
    calls = tmp_path / "calls.jsonl"
    calls.write_text(
        "\n".join(
            json.dumps(line)
            for line in [
                {"id": "a", "tool": "transfer", "arguments": '{"amount": 5, "recipient": "bob"}'},
                {"id": "b", "tool": "transfer", "arguments": '{"amount": "5", "to": "bob"}'},
                {"id": "c", "tool": "Transfer", "arguments": "{}"},
                {"id": "d", "tool": "transfer", "arguments": '{"amount": 1, "amount": 2, "to": "x"}'},
            ]
        )
        + "\n"
    )
    code, lines, _ = run(capsys, ["validate", "--tools", str(tools_file), str(calls)])
    assert code == 0
    assert [line["id"] for line in lines] == ["a", "b", "c", "d"]
    assert lines[0] == {
        "id": "a",
        "decision": "allow",
        "category": None,
        "reason": "ok",
        "normalized": {"amount": 5, "to": "bob"},
        "feedback": "",
    }
    assert (lines[1]["decision"], lines[1]["category"], lines[1]["reason"]) == ("invalid", "IAT", "wrong_type")
    assert lines[2]["category"] == "IFN"
    assert (lines[3]["category"], lines[3]["reason"]) == ("IFE", "duplicate_key")
    assert set(lines[1]) == {"id", "decision", "category", "reason", "normalized", "feedback"}


def test_a_malformed_input_line_is_answered_and_the_rest_still_run(tmp_path, tools_file, capsys):
    calls = tmp_path / "calls.jsonl"
    calls.write_text(
        'not json\n[1]\n{"id": 2, "tool": "transfer", "arguments": "{\\"amount\\": 1, \\"to\\": \\"x\\"}"}\n'
    )
    code, lines, _ = run(capsys, ["validate", "--tools", str(tools_file), str(calls)])
    assert code == 1
    assert lines[0]["line"] == 1 and "not JSON" in lines[0]["error"]
    assert lines[1]["line"] == 2 and "not a JSON object" in lines[1]["error"]
    assert lines[2]["decision"] == "allow"


@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "cannot read"), ("{oops", "not JSON"), ('{"a": 1}', "expected a JSON array"), ('[{"name": 5}]', "tool #0")],
)
def test_a_bad_tools_file_is_one_line_on_stderr_and_exit_2(tmp_path, capsys, content, message):
    path = tmp_path / "tools.json"
    if content is not None:
        path.write_text(content)
    code, lines, err = run(capsys, ["validate", "--tools", str(path), "-"])
    assert code == 2 and lines == []
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_stdin_through_the_installed_command(tools_file):
    line = json.dumps({"id": 7, "tool": "transfer", "arguments": '{"amount": 1, "to": "x", "memo": "hi"}'})
    proc = subprocess.run(
        [sys.executable, "-m", "toolproof.cli", "validate", "--tools", str(tools_file)],
        input=line + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert (out["id"], out["category"], out["reason"]) == (7, "IAN", "unknown_field")
