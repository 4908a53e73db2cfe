"""``toolproof schema``: print the tools' strict contracts in a provider's schema dialect.

The tools come from ``MODULE:ATTR`` (a Tool, a Toolset, a list of tools, or a plain typed function) or
from a TOOLS.json file. ``toolproof lint`` reads its tools the same way, through :func:`load_target`.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from toolproof.cli import UsageError
from toolproof.contract import FunctionTool, Tool, ToolDefinitionError, Toolset, load_tools_file
from toolproof.contract.dialects import DIALECTS, export_tools

HELP = "print tools' strict schemas for OpenAI, OpenAI Responses, Anthropic, MCP or Gemini"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "target",
        metavar="MODULE:ATTR|TOOLS.json",
        help="a Tool, Toolset, list of tools or typed function; or a TOOLS.json file",
    )
    parser.add_argument("--dialect", required=True, choices=DIALECTS, help="the provider's schema shape")


def run(args: argparse.Namespace) -> int:
    tools, single = load_target(args.target)
    try:
        exported = export_tools(tools, args.dialect)
    except ToolDefinitionError as err:
        raise UsageError(str(err)) from None
    json.dump(exported[0] if single else exported, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0


def load_target(target: str) -> tuple[list[Tool], bool]:
    """The tools named on the command line, and whether the target was one tool (not a collection)."""
    if ":" not in target or target.endswith(".json") or Path(target).is_file():
        try:
            return list(load_tools_file(target)), False
        except ToolDefinitionError as err:
            raise UsageError(str(err)) from None
    module_name, _, attribute = target.partition(":")
    value = _import_attribute(module_name, attribute)
    try:
        return _as_tools(value, target)
    except ToolDefinitionError as err:
        raise UsageError(str(err)) from None


def _import_attribute(module_name: str, attribute: str) -> Any:
    if not module_name or not attribute:
        raise UsageError("expected MODULE:ATTR (for example myapp.tools:toolset) or a TOOLS.json path")
    if "" not in sys.path and str(Path.cwd()) not in sys.path:
        sys.path.insert(0, str(Path.cwd()))
    try:
        value: Any = importlib.import_module(module_name)
    except ImportError as err:
        raise UsageError(f"cannot import {module_name!r}: {err}") from None
    except Exception as err:
        raise UsageError(f"importing {module_name!r} failed: {type(err).__name__}: {err}") from None
    for part in attribute.split("."):
        try:
            value = getattr(value, part)
        except AttributeError:
            raise UsageError(f"{module_name!r} has no attribute {attribute!r}") from None
    return value


def _as_tools(value: Any, target: str) -> tuple[list[Tool], bool]:
    if isinstance(value, Tool):
        return [value], True
    if isinstance(value, Toolset):
        return list(value.values()), False
    if isinstance(value, (list, tuple)):
        return [_one_tool(item, target) for item in value], False
    if callable(value):
        return [_one_tool(value, target)], True
    raise UsageError(f"{target} is a {type(value).__name__}, not a tool, a Toolset, a list of tools or a function")


def _one_tool(item: Tool | Callable[..., Any] | object, target: str) -> Tool:
    if isinstance(item, Tool):
        return item
    if callable(item):
        return FunctionTool(item)
    raise UsageError(f"{target} holds a {type(item).__name__}, which is not a tool")
