"""Ways to ask a person: an in-process callback and a terminal prompt. (The HTTP API is in ``http``: it is
answered from outside, not asked.)"""

from __future__ import annotations

import asyncio
import getpass
import inspect
import json
from collections.abc import Awaitable, Callable
from typing import Protocol, TextIO

from rich.console import Console
from rich.panel import Panel
from rich.prompt import Confirm, InvalidResponse
from rich.table import Table
from rich.text import Text

from toolproof.approval.request import Answer, ApprovalBatch

PROMPT_ONE = "Run this call?"
PROMPT_MANY = "Run all {count} calls?"
CALLBACK_APPROVER = "callback"


class Channel(Protocol):
    """Asks a person about a batch and returns their answer."""

    async def ask(self, batch: ApprovalBatch) -> Answer: ...


Decide = Callable[[ApprovalBatch], "Answer | bool | Awaitable[Answer | bool]"]


class CallbackChannel:
    """Hands the batch to a function of yours (sync or async); ``True``/``False`` or an Answer come back."""

    def __init__(self, decide: Decide, *, approver: str = CALLBACK_APPROVER) -> None:
        self._decide = decide
        self.approver = approver

    async def ask(self, batch: ApprovalBatch) -> Answer:
        answer = self._decide(batch)
        if inspect.isawaitable(answer):
            answer = await answer
        if isinstance(answer, Answer):
            return answer
        return Answer(answer is True, self.approver)


class TerminalChannel:
    """Shows the batch as a table with its impact and asks y/N — no, the safe answer, is what Enter gives."""

    def __init__(
        self, *, console: Console | None = None, stream: TextIO | None = None, approver: str | None = None
    ) -> None:
        self.console = console or Console(stderr=True)
        self.stream = stream
        self.approver = approver or _login_name()

    async def ask(self, batch: ApprovalBatch) -> Answer:
        return await asyncio.to_thread(self.ask_blocking, batch)

    def ask_blocking(self, batch: ApprovalBatch) -> Answer:
        self.console.print(render(batch))
        prompt = PROMPT_ONE if len(batch.requests) == 1 else PROMPT_MANY.format(count=len(batch.requests))
        try:
            approve = _BlankIsNo.ask(prompt, default=False, console=self.console, stream=self.stream)
        except EOFError:
            approve = False
        return Answer(approve, self.approver)


class _BlankIsNo(Confirm):
    """A y/N question: y or yes approves, a blank line, n or no refuses, anything else is asked again.
    (Rich alone treats only an exactly empty line as the default, and a line read from a stream ends in a
    newline.)"""

    def process_response(self, value: str) -> bool:
        answer = value.strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("", "n", "no"):
            return False
        raise InvalidResponse(self.validate_error_message)


def render(batch: ApprovalBatch) -> Panel:
    """The batch as a panel: one row per call (arguments, the model's reason, impact), the totals below.

    Every value is plain ``Text``, never markup: arguments and reasons come from the model, and ``[/]`` in
    them must not break the prompt, nor ``[conceal]`` hide what the person is approving.
    """
    table = Table(show_lines=True, expand=True)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("arguments")
    table.add_column("model's reason")
    table.add_column("impact")
    for number, request in enumerate(batch.requests, start=1):
        impact = request.impact.describe()
        table.add_row(
            str(number),
            Text(json.dumps(dict(request.arguments), ensure_ascii=False)),
            Text(request.stated_reason or "(none given)"),
            Text(impact, style="" if request.impact.known else "bold red"),
        )
    who = f"session {batch.session or '-'}, principal {batch.principal or '-'}"
    title = Text.assemble((f"Approval needed: {batch.tool}", "bold"), f" ({who})")
    return Panel(table, title=title, subtitle=Text(batch.summary(), style="bold"), border_style="red")


def _login_name() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):
        return "terminal"
