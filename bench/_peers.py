"""Every framework's tool-call path behind one shape: the raw argument text a model emitted in, the result out.

Each peer gets the *same* Python function and is driven through the path its own runtime uses when a model
calls a tool, so differences in the timings and in the semantics table come from the frameworks alone.
Where a peer takes a dict rather than text (LangChain, MCP — their transports decode JSON before the tool
layer sees it), the path includes the ``json.loads`` its transport would have done.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from importlib import metadata
from typing import Any

from pydantic import BaseModel

from toolproof.contract import Toolset
from toolproof.decision import Decision

SyncCall = Callable[[str], Any]
AsyncCall = Callable[[str], Awaitable[Any]]


@dataclass(frozen=True)
class Path:
    """One way to get from (raw argument text) to (the tool's result)."""

    peer: str
    label: str
    sync: SyncCall | None = None
    run_async: AsyncCall | None = None

    @property
    def is_async(self) -> bool:
        return self.run_async is not None


class Refused(Exception):
    """toolproof's refusal raised out of the timing wrapper, so every path fails the same way."""

    def __init__(self, category: str, reason: str) -> None:
        super().__init__(f"{category} {reason}")


def version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def floor_paths(fn: Callable[..., Any]) -> list[Path]:
    """No validation at all: what any checking costs on top of decoding and calling."""

    def loads_and_call(raw: str) -> Any:
        return fn(**json.loads(raw))

    async def loads_and_thread_hop(raw: str) -> Any:
        return await asyncio.to_thread(fn, **json.loads(raw))

    return [
        Path("floor", "json.loads + call", sync=loads_and_call),
        Path("floor", "json.loads + await asyncio.to_thread(call)", run_async=loads_and_thread_hop),
    ]


def pydantic_strict_path(fn: Callable[..., Any], arguments_model: type[BaseModel]) -> Path:
    """The baseline of the target: a strict, closed pydantic model of the arguments, validated from JSON."""

    def validate_and_call(raw: str) -> Any:
        model = arguments_model.model_validate_json(raw, strict=True, extra="forbid")
        return fn(**model.__dict__)

    return Path("pydantic (strict)", "model_validate_json + call", sync=validate_and_call)


def toolproof_paths(fn: Callable[..., Any]) -> list[Path]:
    tools = Toolset([fn])
    name = fn.__name__

    def call(raw: str) -> Any:
        outcome = tools.call(name, raw)
        if not outcome.ok:
            raise _refused(outcome.decision)
        return outcome.value

    async def acall(raw: str) -> Any:
        outcome = await tools.acall(name, raw)
        if not outcome.ok:
            raise _refused(outcome.decision)
        return outcome.value

    return [
        Path("toolproof", "Toolset.call", sync=call),
        Path("toolproof", "await Toolset.acall", run_async=acall),
    ]


def _refused(decision: Decision) -> Refused:
    return Refused(decision.category.value if decision.category else "-", decision.reason)


async def pydantic_ai_paths(fn: Callable[..., Any]) -> list[Path]:
    """The validator pydantic-ai builds for a tool function, alone and inside its ToolManager."""
    from pydantic_ai import RunContext
    from pydantic_ai._function_schema import function_schema
    from pydantic_ai.messages import ToolCallPart
    from pydantic_ai.models.test import TestModel
    from pydantic_ai.tool_manager import ToolManager
    from pydantic_ai.tools import GenerateToolJsonSchema
    from pydantic_ai.toolsets import FunctionToolset
    from pydantic_ai.usage import RunUsage

    schema = function_schema(fn, GenerateToolJsonSchema)
    validator = schema.validator

    def validate_and_call(raw: str) -> Any:
        return fn(**validator.validate_json(raw))

    context = RunContext(deps=None, model=TestModel(), usage=RunUsage())
    manager = await ToolManager(FunctionToolset([fn])).for_run_step(context)
    name = fn.__name__

    async def handle_call(raw: str) -> Any:
        return await manager.handle_call(ToolCallPart(tool_name=name, args=raw, tool_call_id="call_1"))

    return [
        Path("pydantic-ai", "function schema validator.validate_json + call", sync=validate_and_call),
        Path("pydantic-ai", "ToolManager.handle_call", run_async=handle_call),
    ]


def openai_agents_paths(fn: Callable[..., Any]) -> list[Path]:
    from agents import function_tool
    from agents.tool_context import ToolContext

    agent_tool = function_tool(fn)

    async def on_invoke_tool(raw: str) -> Any:
        context = ToolContext(context=None, tool_name=agent_tool.name, tool_call_id="call_1", tool_arguments=raw)
        return await agent_tool.on_invoke_tool(context, raw)

    return [Path("openai-agents", "FunctionTool.on_invoke_tool", run_async=on_invoke_tool)]


def langchain_paths(fn: Callable[..., Any]) -> list[Path]:
    from langchain_core.tools import StructuredTool

    structured = StructuredTool.from_function(fn)

    def invoke(raw: str) -> Any:
        return structured.invoke(json.loads(raw))

    async def ainvoke(raw: str) -> Any:
        return await structured.ainvoke(json.loads(raw))

    return [
        Path("langchain-core", "json.loads + StructuredTool.invoke", sync=invoke),
        Path("langchain-core", "json.loads + await StructuredTool.ainvoke", run_async=ainvoke),
    ]


def mcp_paths(fn: Callable[..., Any]) -> list[Path]:
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("bench")
    server.add_tool(fn)
    name = fn.__name__

    async def call_tool(raw: str) -> Any:
        return await server.call_tool(name, json.loads(raw))

    return [Path("mcp", "json.loads + MCPServer.call_tool", run_async=call_tool)]


async def all_paths(fn: Callable[..., Any], arguments_model: type[BaseModel]) -> list[Path]:
    """Every path for one tool function, in the order the tables show them."""
    return [
        *floor_paths(fn),
        pydantic_strict_path(fn, arguments_model),
        *toolproof_paths(fn),
        *(await pydantic_ai_paths(fn)),
        *openai_agents_paths(fn),
        *langchain_paths(fn),
        *mcp_paths(fn),
    ]


PEER_DISTRIBUTIONS = {
    "pydantic (strict)": "pydantic",
    "toolproof": "toolproof",
    "pydantic-ai": "pydantic-ai-slim",
    "openai-agents": "openai-agents",
    "langchain-core": "langchain-core",
    "mcp": "mcp",
}
