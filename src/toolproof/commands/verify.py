"""``toolproof verify``: check narrations against the tool results they report on, one JSON object a line."""

from __future__ import annotations

import argparse
from typing import Any

from toolproof.commands.jsonl import LineError, answer_lines
from toolproof.fidelity import InputError, verify_line

HELP = "check narrations (JSONL) against their tool results: numeric drift, field swap, null fill, status lies"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        nargs="?",
        default="-",
        metavar="FILE|-",
        help='lines of {"id", "results": [{"call_id", "tool", "arguments", "http_status"?, "output"}], "narration"}',
    )
    parser.add_argument(
        "--strict",
        action="store_true",
        help="also report numbers that match nothing in the results without being a misreading of any value "
        "(catches more, with several times the false alarms)",
    )


def run(args: argparse.Namespace) -> int:
    def answer(line: dict[str, Any]) -> dict[str, Any]:
        try:
            return verify_line(line, strict=args.strict)
        except InputError as err:
            raise LineError(str(err)) from None

    return answer_lines(args.file, answer)
