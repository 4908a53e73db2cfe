"""``toolproof demo``: the embedded demo — bad calls refused and repaired, a dangerous call stopped for a
person with a real preview, and an agent's misreport of a tool result caught."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.panel import Panel

from toolproof.approval import ApprovalBatch, TerminalChannel
from toolproof.approval.channels import render
from toolproof.decision import Decision
from toolproof.demo import contract, permission, read

HELP = "run the embedded demo: bad calls repaired, a dangerous call stopped for approval (no servers needed)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--max-repairs", type=int, default=2, help="repairs allowed per call (default 2)")
    answer = parser.add_mutually_exclusive_group()
    answer.add_argument("--approve", action="store_true", help="the scripted approver says yes (default: no)")
    answer.add_argument("--interactive", action="store_true", help="you answer the approval request yourself")


def run(args: argparse.Namespace) -> int:
    console = Console(highlight=False)
    act_one(console, args.max_repairs)
    act_two(console, approve=args.approve, interactive=args.interactive)
    act_three(console)
    return 0


def _refusal(console: Console, decision: Decision) -> None:
    label = f"{decision.verdict.value} {decision.category.value if decision.category else ''}"
    console.print(
        Panel(decision.feedback, title=f"[red]{label}[/red] {decision.reason}", title_align="left", expand=False)
    )


def act_one(console: Console, max_repairs: int) -> None:
    console.rule("[bold]1. The call: a strict contract, precise feedback, bounded repair")
    for number, scene in enumerate(contract.SCENES, start=1):
        result = contract.play(scene, max_repairs)
        console.print(f"\n[bold]1.{number} {scene.title}[/bold]   user: [italic]{scene.user}[/italic]")
        for attempt in result.attempts:
            console.print(f"  model → [cyan]{attempt.call.tool}[/cyan] {contract.compact(attempt.call.arguments)}")
            if attempt.decision.allowed:
                console.print("  [green]allowed[/green]")
            else:
                _refusal(console, attempt.decision)
        if result.failed is None:
            console.print(f"  [green]ran[/green] → {result.value!r}")
        else:
            console.print(
                f"  [red]failed explicitly[/red] after {len(result.attempts)} attempts "
                f"({result.failed.cause}); nothing ran"
            )


def act_two(console: Console, *, approve: bool, interactive: bool) -> None:
    console.rule("[bold]2. The permission: levels, intent, a person in front of irreversible calls")

    def scripted(batch: ApprovalBatch) -> bool:
        console.print(render(batch))
        console.print(
            f"  approver answers: [bold]{'yes' if approve else 'no'}[/bold]"
            + ("" if approve else " (run with --approve or --interactive to say yes)")
        )
        return approve

    def announce(user: str, tool: str, arguments: str) -> None:
        console.print(f"\nuser: [italic]{user}[/italic]")
        console.print(f"  model → [cyan]{tool}[/cyan] {contract.compact(arguments)}")

    with permission.scratch_logs() as logs:
        channel = TerminalChannel(console=console) if interactive else scripted
        for step in permission.play(channel, logs, before=announce):
            handled = step.handled
            value = handled.execution.value if handled.execution is not None else None
            if handled.ran:
                approved = "approved and " if handled.approval is not None else ""
                console.print(f"  [green]{approved}ran[/green] → {value}")
            elif handled.approval is not None:
                console.print(f"  [red]not approved; nothing ran.[/red] The model is told: {handled.message}")
            else:
                _refusal(console, handled.decision)
        remaining = sorted(p.name for p in logs.iterdir())
        console.print(f"\n  files left under {logs}: {', '.join(remaining) or '(none)'}")


def act_three(console: Console) -> None:
    console.rule("[bold]3. The read: honest results, pinned values, the answer checked before the user sees it")
    for number, played in enumerate(read.play(), start=1):
        scene = played.scene
        console.print(f"\n[bold]3.{number} {scene.title}[/bold]   user: [italic]{scene.user}[/italic]")
        console.print(f"  model → [cyan]{scene.tool}[/cyan] {contract.compact(scene.arguments)}")
        result = played.handled.result
        console.print(f"  tool returned → {result.value if result is not None else None}")
        console.print(f"  the model is told: {played.handled.message.splitlines()[0]}")
        console.print(f"  the model drafts: [italic]{scene.draft}[/italic]")
        if played.rendered is not None and played.rendered.text is not None:
            console.print(f"  references rendered from the pins: [green]{played.rendered.text}[/green]")
        if played.verification.faithful:
            console.print("  [green]faithful[/green]: every number and status matches the pinned results")
            continue
        for finding in played.verification.findings:
            console.print(f"  [red]{finding.kind.value}[/red] {finding.message}")
        fixed = played.repair
        if fixed is not None and fixed.text is not None:
            console.print(f"  repaired from the pins: [green]{fixed.text}[/green]")
        elif fixed is not None and fixed.restate is not None:
            console.print(Panel(fixed.restate, title="sent back to the model", title_align="left", expand=False))
