"""``toolproof validate``: check proposed calls against the tools' strict contracts, one JSON object a line."""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolproof.cli import UsageError
from toolproof.commands.jsonl import answer_lines
from toolproof.contract import ToolDefinitionError, Toolset, load_tools_file

HELP = "validate proposed tool calls (JSONL) against TOOLS.json's strict contracts"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tools", required=True, metavar="TOOLS.json", help="JSON array of tool definitions")
    parser.add_argument("file", nargs="?", default="-", metavar="FILE|-", help='lines of {"id", "tool", "arguments"}')


def load_toolset(path: str) -> Toolset:
    try:
        return Toolset(load_tools_file(path))
    except ToolDefinitionError as err:
        raise UsageError(str(err)) from None


def raw_arguments(line: dict[str, object]) -> str | None:
    """The model's raw argument text; an object given instead is taken as its JSON text."""
    arguments = line.get("arguments")
    if arguments is None or isinstance(arguments, str):
        return arguments
    return json.dumps(arguments, ensure_ascii=False)


def run(args: argparse.Namespace) -> int:
    toolset = load_toolset(args.tools)

    def answer(line: dict[str, Any]) -> dict[str, Any]:
        checked = toolset.check(line.get("tool"), raw_arguments(line))
        return {"id": line.get("id"), **checked.decision.to_json()}

    return answer_lines(args.file, answer)
