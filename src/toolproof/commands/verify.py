"""``toolproof verify``: check narrations against the tool results they report on, one JSON object a line."""

from __future__ import annotations

import argparse

from toolproof.commands.jsonl import open_input, read_lines, write_line
from toolproof.fidelity import InputError, verify_line

HELP = "check narrations (JSONL) against their tool results: numeric drift, field swap, null fill, status lies"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file", nargs="?", default="-", metavar="FILE|-",
        help='lines of {"id", "results": [{"call_id", "tool", "arguments", "http_status"?, "output"}], "narration"}',
    )


def run(args: argparse.Namespace) -> int:
    status = 0
    with open_input(args.file) as stream:
        for number, line in read_lines(stream):
            if isinstance(line, str):
                write_line({"line": number, "error": line})
                status = 1
                continue
            try:
                write_line(verify_line(line))
            except InputError as err:
                write_line({"line": number, "error": f"line {number}: {err}"})
                status = 1
    return status
