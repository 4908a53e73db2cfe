"""Honest results: soft errors become failures, nothing becomes an explicit empty state, values are pinned."""

from toolproof.results.formatting import format_number, format_value
from toolproof.results.kinds import Empty, EmptyReason, Failure, Ok, Partial, ResultKind, ToolResult
from toolproof.results.messages import describe
from toolproof.results.pins import Leaf, PinnedResult, Pins
from toolproof.results.references import ReferenceProblem, Rendered, render
from toolproof.results.translate import CallInfo, Detectors, ResultTranslator, translate

__all__ = [
    "CallInfo",
    "Detectors",
    "Empty",
    "EmptyReason",
    "Failure",
    "Leaf",
    "Ok",
    "Partial",
    "PinnedResult",
    "Pins",
    "ReferenceProblem",
    "Rendered",
    "ResultKind",
    "ResultTranslator",
    "ToolResult",
    "describe",
    "format_number",
    "format_value",
    "render",
    "translate",
]
