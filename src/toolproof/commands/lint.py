"""``toolproof lint``: check that each tool's description says what it does, what it does not do, when to
call it and what it changes, and that its level is plausible.

Exit code: 0 when there are no findings or only infos, 1 when any finding is a warning or an error, 2 for a
usage mistake (a module that does not import, a TOOLS.json that does not parse).
"""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.table import Table

from toolproof.commands.schema import load_target
from toolproof.contract.lint import Finding, Severity, has_problems, lint_tools

HELP = "lint tool descriptions (what, what not, when, side effects) and level plausibility"

_STYLES = {Severity.ERROR: "bold red", Severity.WARNING: "yellow", Severity.INFO: "cyan"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "target",
        metavar="MODULE:ATTR|TOOLS.json",
        help="a Tool, Toolset, list of tools or typed function; or a TOOLS.json file",
    )
    parser.add_argument("--json", action="store_true", help="print the findings as a JSON array")


def run(args: argparse.Namespace) -> int:
    tools, _ = load_target(args.target)
    findings = lint_tools(tools)
    if args.json:
        json.dump([f.to_json() for f in findings], sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        _print_report(len(tools), findings)
    return 1 if has_problems(findings) else 0


def _print_report(tool_count: int, findings: list[Finding]) -> None:
    console = Console(file=sys.stdout, highlight=False, soft_wrap=False)
    if findings:
        table = Table(show_lines=False)
        for column in ("severity", "tool", "code", "message"):
            table.add_column(column, overflow="fold")
        for finding in findings:
            style = _STYLES[finding.severity]
            table.add_row(f"[{style}]{finding.severity.value}[/]", finding.tool, finding.code, finding.message)
        console.print(table)
    counts = {severity: sum(f.severity is severity for f in findings) for severity in Severity}
    summary = ", ".join(f"{counts[s]} {s.value}{'s' if counts[s] != 1 else ''}" for s in Severity)
    console.print(f"{tool_count} tool{'s' if tool_count != 1 else ''} checked: {summary}")
