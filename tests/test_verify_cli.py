"""``toolproof verify [FILE|-]``: JSONL in, one verdict a line out, malformed lines answered and exit 1 at the end."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from toolproof.cli import main

RESULTS = [{"call_id": "c1", "tool": "get_balance", "arguments": {"account_id": "6222021234567890"},
            "output": {"balance": 4820.5, "currency": "CNY"}}]
GOOD = {"id": "a", "results": RESULTS, "narration": "您的余额为4,820.50元。"}
BAD = {"id": "b", "results": RESULTS, "narration": "您的余额为4280.50元。"}


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[dict[str, object]], str]:
    code = main(["verify", *args])
    captured = capsys.readouterr()
    return code, [json.loads(line) for line in captured.out.splitlines()], captured.err


def test_a_file_of_lines_gets_one_verdict_per_line_in_order(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(json.dumps(line, ensure_ascii=False) for line in (GOOD, BAD)) + "\n\n", "utf-8")
    code, out, _ = run([str(path)], capsys)
    assert code == 0
    assert [line["id"] for line in out] == ["a", "b"]
    assert out[0] == {"id": "a", "faithful": True, "findings": []}
    assert out[1]["faithful"] is False
    assert out[1]["findings"][0]["kind"] == "numeric_drift"
    assert out[1]["findings"][0]["span"] == [5, 13]


def test_standard_input_is_read_for_a_dash(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(BAD, ensure_ascii=False) + "\n"))
    code, out, _ = run(["-"], capsys)
    assert code == 0 and out[0]["id"] == "b" and not out[0]["faithful"]


def test_malformed_lines_are_answered_and_the_rest_still_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "in.jsonl"
    lines = ["{not json", "[1, 2]", json.dumps({"id": "c", "results": "nope", "narration": "x"}),
             json.dumps(GOOD, ensure_ascii=False)]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    code, out, _ = run([str(path)], capsys)
    assert code == 1
    assert out[0]["line"] == 1 and "not JSON" in out[0]["error"]
    assert out[1] == {"line": 2, "error": "line 2 is not a JSON object"}
    assert out[2]["line"] == 3 and '"results" must be an array' in out[2]["error"]
    assert out[3] == {"id": "a", "faithful": True, "findings": []}


def test_a_missing_file_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run([str(tmp_path / "absent.jsonl")], capsys)
    assert code == 2 and out == []
    assert err.startswith("toolproof verify: cannot read") and "Traceback" not in err
