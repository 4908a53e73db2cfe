"""``toolproof demo``: the embedded demo — a scripted model's bad calls refused, explained and repaired."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.panel import Panel

from toolproof.demo import SCENES, compact, play

HELP = "run the embedded demo: bad tool calls refused with feedback, then repaired (no servers needed)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--max-repairs", type=int, default=2, help="repairs allowed per call (default 2)")


def run(args: argparse.Namespace) -> int:
    console = Console(highlight=False)
    console.rule("[bold]toolproof demo: the strict input contract")
    for number, scene in enumerate(SCENES, start=1):
        result = play(scene, args.max_repairs)
        console.print(f"\n[bold]{number}. {scene.title}[/bold]   user: [italic]{scene.user}[/italic]")
        for attempt in result.attempts:
            decision = attempt.decision
            console.print(f"  model → [cyan]{attempt.call.tool}[/cyan] {compact(attempt.call.arguments)}")
            if decision.allowed:
                console.print("  [green]allowed[/green]")
            else:
                label = f"{decision.verdict.value} {decision.category.value if decision.category else ''}"
                console.print(
                    Panel(
                        decision.feedback,
                        title=f"[red]{label}[/red] {decision.reason}",
                        title_align="left",
                        expand=False,
                    )
                )
        if result.failed is None:
            console.print(f"  [green]ran[/green] → {result.value!r}")
        else:
            console.print(
                f"  [red]failed explicitly[/red] after {len(result.attempts)} attempts "
                f"({result.failed.cause}); nothing ran"
            )
    return 0
