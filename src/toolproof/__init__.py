"""toolproof: make an LLM agent's tool calls right, safe and faithfully reported."""

from toolproof.contract import (
    Checked,
    DecodeLimits,
    FunctionTool,
    Invocation,
    Outcome,
    SchemaTool,
    Tool,
    ToolDefinitionError,
    Toolset,
    load_tools_file,
    tool,
    tool_from_definition,
)
from toolproof.decision import Category, Decision, Problem, Verdict
from toolproof.levels import Level

__version__ = "0.1.0"

__all__ = [
    "Category",
    "Checked",
    "Decision",
    "DecodeLimits",
    "FunctionTool",
    "Invocation",
    "Level",
    "Outcome",
    "Problem",
    "SchemaTool",
    "Tool",
    "ToolDefinitionError",
    "Toolset",
    "Verdict",
    "load_tools_file",
    "tool",
    "tool_from_definition",
]
