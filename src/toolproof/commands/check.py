"""``toolproof check``: run the gates (up to, not including, execution) over proposed calls, one JSON object a line.

Sessions are stateful across lines: the first line of a session opens it for its principal and freezes its
grants; repeats and budgets count the calls that passed on earlier lines.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from toolproof.cli import UsageError
from toolproof.commands.jsonl import LineError, answer_lines
from toolproof.commands.validate import load_toolset, raw_arguments
from toolproof.gates.context import Call
from toolproof.gates.pipeline import Pipeline
from toolproof.policy.credentials import CredentialConfigError
from toolproof.policy.errors import PolicyError
from toolproof.policy.loader import load_policy

HELP = "check proposed tool calls (JSONL) against TOOLS.json and POLICY.toml: every gate up to execution"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tools", required=True, metavar="TOOLS.json", help="JSON array of tool definitions")
    parser.add_argument("--policy", required=True, metavar="POLICY.toml", help="roles, principals, denylist, limits")
    parser.add_argument(
        "file",
        nargs="?",
        default="-",
        metavar="FILE|-",
        help='lines of {"id", "session", "principal", "user_message", "tool", "arguments"} '
        'or {"id", "session", "event": "elevate", "principal", "role"}',
    )


def _field_error(line: dict[str, Any]) -> str | None:
    """What makes an input line unusable (as opposed to a call the gates refuse), or None."""
    for name in ("session", "principal"):
        if not isinstance(line.get(name), str):
            return f'"{name}" must be a string'
    if "event" in line:
        if line["event"] != "elevate":
            return f'unknown event {line["event"]!r} (known: "elevate")'
        if not isinstance(line.get("role"), str):
            return 'an elevate event needs "role" as a string'
        return None
    message = line.get("user_message")
    if message is not None and not isinstance(message, str):
        return '"user_message" must be a string or null'
    return None


def build_pipeline(tools_path: str, policy_path: str) -> Pipeline:
    toolset = load_toolset(tools_path)
    try:
        policy = load_policy(policy_path)
    except PolicyError as err:
        raise UsageError(str(err)) from None
    for warning in policy.warnings(toolset):
        print(f"toolproof check: warning: {warning}", file=sys.stderr)
    try:
        return Pipeline(toolset, policy)
    except CredentialConfigError as err:
        raise UsageError(str(err)) from None


def run(args: argparse.Namespace) -> int:
    pipeline = build_pipeline(args.tools, args.policy)

    def answer(line: dict[str, Any]) -> dict[str, Any]:
        problem = _field_error(line)
        if problem is not None:
            raise LineError(problem)
        if "event" in line:
            decision = pipeline.elevate(line["session"], line["principal"], line["role"])
        else:
            call = Call(
                line["session"], line["principal"], line.get("tool"), raw_arguments(line), line.get("user_message")
            )
            decision = pipeline.check(call).decision
        return {"id": line.get("id"), **decision.to_json()}

    return answer_lines(args.file, answer)
