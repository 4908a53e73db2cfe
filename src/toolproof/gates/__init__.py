"""The gate pipeline: resolve, decode, permit, normalize, validate, intent, repeat, budget, confirm."""

from toolproof.gates.context import Call, CallContext, Gate, MissingContext
from toolproof.gates.pipeline import CORE_GATES, GateResult, Pipeline

__all__ = ["CORE_GATES", "Call", "CallContext", "Gate", "GateResult", "MissingContext", "Pipeline"]
