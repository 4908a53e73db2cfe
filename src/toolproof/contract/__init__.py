"""The input contract: strict schemas from typed signatures or JSON Schema, strict decoding and validation."""

from toolproof.contract.decode import DecodeLimits, decode_arguments
from toolproof.contract.decorator import tool
from toolproof.contract.definitions import load_tools_file, tool_from_definition, tools_from_definitions
from toolproof.contract.tool import (
    FunctionTool,
    Invocation,
    NotExecutableError,
    SchemaTool,
    Tool,
    ToolDefinitionError,
)
from toolproof.contract.toolset import Checked, Outcome, Toolset

__all__ = [
    "Checked",
    "DecodeLimits",
    "FunctionTool",
    "Invocation",
    "NotExecutableError",
    "Outcome",
    "SchemaTool",
    "Tool",
    "ToolDefinitionError",
    "Toolset",
    "decode_arguments",
    "load_tools_file",
    "tool",
    "tool_from_definition",
    "tools_from_definitions",
]
