"""Shared shorthand for the fidelity tests: one result line, and the finding kinds a narration gets."""

from __future__ import annotations

from typing import Any

from toolproof.fidelity import verify_line


def R(output: Any, args: dict[str, Any] | None = None, tool: str = "get_data", call_id: str = "c1") -> dict[str, Any]:
    return {"call_id": call_id, "tool": tool, "arguments": args or {}, "output": output}


def kinds(results: list[dict[str, Any]], narration: str, *, strict: bool = False) -> set[str]:
    """The kinds of the findings; also checks that `faithful` is false exactly when there are findings."""
    answer = verify_line({"id": "x", "results": results, "narration": narration}, strict=strict)
    assert answer["faithful"] == (not answer["findings"])
    return {finding["kind"] for finding in answer["findings"]}


def strict_kinds(results: list[dict[str, Any]], narration: str) -> set[str]:
    """The kinds in strict mode, where a number nothing explains is reported even with no misreading's shape: the
    mode in which a reading of how a number was worked out shows both what it accepts and what it does not."""
    return kinds(results, narration, strict=True)

