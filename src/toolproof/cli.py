"""The ``toolproof`` command: one subcommand per module in ``toolproof.commands``.

Every subcommand module defines ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``.
A user's mistake (a missing file, a bad policy) is printed as one clear line and exit code 2, never a
traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from types import ModuleType

from toolproof import __version__

COMMANDS = ("demo", "validate", "check", "verify", "schema", "lint", "audit")
"""Subcommands in the order ``--help`` lists them; each is ``toolproof.commands.<name>``."""


class UsageError(Exception):
    """A mistake in what the user gave us (a file, a flag): reported in one line, exit code 2."""


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, ModuleType]]:
    parser = argparse.ArgumentParser(
        prog="toolproof", description="Make an LLM agent's tool calls right, safe and faithfully reported."
    )
    parser.add_argument("--version", action="version", version=f"toolproof {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules: dict[str, ModuleType] = {}
    for name in COMMANDS:
        module = modules[name] = importlib.import_module(f"toolproof.commands.{name}")
        module.add_arguments(sub.add_parser(name, help=module.HELP, description=module.HELP))
    return parser, modules


def main(argv: Sequence[str] | None = None) -> int:
    parser, modules = build_parser()
    args = parser.parse_args(argv)
    if not args.command:
        parser.print_help()
        return 2
    try:
        return int(modules[args.command].run(args))
    except UsageError as err:
        print(f"toolproof {args.command}: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
