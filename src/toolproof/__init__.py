"""toolproof: make an LLM agent's tool calls right, safe and faithfully reported.

The names here are the ones most integrations need; each stage's full API lives in its package
(``toolproof.contract``, ``policy``, ``gates``, ``exposure``, ``approval``, ``execution``, ``results``,
``fidelity``, ``store``).
"""

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
from toolproof.fidelity import Verification, verify
from toolproof.gates import Call, Pipeline
from toolproof.guard import Guard, Handled
from toolproof.levels import Level
from toolproof.policy import Policy, PolicyBuilder, PolicyError, load_policy

__version__ = "0.1.0"

__all__ = [
    "Call",
    "Category",
    "Checked",
    "Decision",
    "DecodeLimits",
    "FunctionTool",
    "Guard",
    "Handled",
    "Invocation",
    "Level",
    "Outcome",
    "Pipeline",
    "Policy",
    "PolicyBuilder",
    "PolicyError",
    "Problem",
    "SchemaTool",
    "Tool",
    "ToolDefinitionError",
    "Toolset",
    "Verdict",
    "Verification",
    "load_policy",
    "load_tools_file",
    "tool",
    "tool_from_definition",
    "verify",
]
