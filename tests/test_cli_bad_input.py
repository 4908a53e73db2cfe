"""Bad input to the line commands is a clear answer, never a traceback: an unusable line is refused on its own
(and the lines after it still get their decisions); an unusable TOOLS.json is one line and exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from toolproof.cli import main

TOOLS = [{"name": "get_weather", "description": "Weather for a city.", "level": "L0",
          "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}]
POLICY = 'default = "deny"\n[roles.reader]\nallow = ["get_weather"]\n[principals]\nann = ["reader"]\n'
GOOD = {"session": "s1", "principal": "ann", "tool": "get_weather", "arguments": {"city": "Paris"}}


def line(obj: object) -> bytes:
    return json.dumps(obj).encode() + b"\n"


BAD_LINES = {
    "not-utf8": (b"\xff\xfe{}\n", "not UTF-8 text"),
    "too-deep": (b"[" * 100_000 + b"\n", "nested too deeply"),
    "huge-integer": (b'{"n": ' + b"1" * 5000 + b"}\n", "digits"),
}


@pytest.fixture
def files(tmp_path):
    (tmp_path / "tools.json").write_text(json.dumps(TOOLS))
    (tmp_path / "policy.toml").write_text(POLICY)
    return tmp_path


def command(name: str, files) -> list[str]:
    extra = ["--policy", str(files / "policy.toml")] if name == "check" else []
    return [name, "--tools", str(files / "tools.json"), *extra]


@pytest.mark.parametrize("name", ["validate", "check"])
@pytest.mark.parametrize("bad", sorted(BAD_LINES))
def test_an_unusable_line_is_refused_alone(name, bad, files, capsys):
    content, says = BAD_LINES[bad]
    calls = files / "calls.jsonl"
    calls.write_bytes(line(GOOD) + content + line(GOOD))
    code = main([*command(name, files), str(calls)])
    out = [json.loads(text) for text in capsys.readouterr().out.splitlines()]
    assert code == 1
    assert [answer.get("decision") for answer in out] == ["allow", None, "allow"]
    assert out[1]["line"] == 2 and says in out[1]["error"]


def test_bytes_that_are_not_utf8_on_standard_input_are_refused_alone(files):
    proc = subprocess.run(
        [sys.executable, "-m", "toolproof.cli", *command("validate", files), "-"],
        input=line(GOOD) + b"\xc3\x28 not utf-8\n" + line(GOOD), capture_output=True, check=False,
    )
    answers = [json.loads(text) for text in proc.stdout.decode().splitlines()]
    assert proc.returncode == 1 and proc.stderr == b""
    assert answers[1] == {"line": 2, "error": "line 2 is not UTF-8 text"}
    assert answers[2]["decision"] == "allow"


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"\xff\xfe[]", "not UTF-8 text"),
        (b"[" * 100_000, "nested too deeply"),
        (b"[" + b"9" * 5000 + b"]", "digits"),
        (line([{"name": "t", "annotations": 5}]), "annotations must be a JSON object"),
        (line([{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"$ref": "#/$defs/gone"}}}}]),
         "'#/$defs/gone' that points at nothing"),
        (line([{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"$ref": "https://x.test/a"}}}}]),
         "remote schemas are not fetched"),
    ],
    ids=["not-utf8", "too-deep", "huge-integer", "annotations", "dangling-ref", "remote-ref"],
)
def test_an_unusable_tools_file_is_one_line_and_exit_2(content, says, tmp_path, capsys):
    tools = tmp_path / "tools.json"
    tools.write_bytes(content)
    code = main(["validate", "--tools", str(tools), str(tmp_path / "none.jsonl")])
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.splitlines()) == 1 and says in err and "Traceback" not in err


def test_refs_that_resolve_are_kept(tmp_path, capsys):
    schema = {"type": "object", "properties": {"a": {"$ref": "#/$defs/n"}, "b": {"$ref": "#n"}},
              "$defs": {"n": {"$anchor": "n", "type": "integer"}}}
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"name": "t", "inputSchema": schema}]))
    calls = tmp_path / "calls.jsonl"
    calls.write_bytes(line({"tool": "t", "arguments": {"a": 1, "b": 2}}) + line({"tool": "t", "arguments": {"b": "x"}}))
    assert main(["validate", "--tools", str(tools), str(calls)]) == 0
    out = [json.loads(text) for text in capsys.readouterr().out.splitlines()]
    assert [answer["decision"] for answer in out] == ["allow", "invalid"]
