"""The input contract as gates: resolve (IFN), decode (IFE), normalize (declared aliases), validate (IAN/IAT/IAV).

Each wraps the contract's own function and stores its result on the context for the gates after it; none of
them re-implements a check.
"""

from __future__ import annotations

from collections.abc import Mapping

from toolproof.contract.aliases import normalize_aliases
from toolproof.contract.decode import DEFAULT_LIMITS, DecodeLimits, decode_arguments
from toolproof.contract.resolve import resolve_tool
from toolproof.contract.tool import Tool
from toolproof.decision import Decision
from toolproof.gates.context import CallContext


class ResolveGate:
    """The tool registered under exactly the name the model wrote; no case folding, no look-alikes."""

    name = "resolve"

    def __init__(self, registry: Mapping[str, Tool]) -> None:
        self.registry = registry

    def check(self, context: CallContext) -> Decision | None:
        found = resolve_tool(context.call.tool, self.registry)
        if isinstance(found, Decision):
            return found
        context.tool = found
        return None


class DecodeGate:
    """The raw argument text as exactly one JSON object, within the size and depth caps."""

    name = "decode"

    def __init__(self, limits: DecodeLimits = DEFAULT_LIMITS) -> None:
        self.limits = limits

    def check(self, context: CallContext) -> Decision | None:
        decoded = decode_arguments(context.call.arguments, self.limits)
        if isinstance(decoded, Decision):
            return decoded
        context.decoded = decoded
        return None


class NormalizeGate:
    """Declared aliases renamed to their canonical parameter; nothing else is touched."""

    name = "normalize"

    def check(self, context: CallContext) -> Decision | None:
        tool = context.need_tool()
        normalized = normalize_aliases(tool.name, tool.aliases, context.need_decoded())
        if isinstance(normalized, Decision):
            return normalized
        context.normalized = normalized
        return None


class ValidateGate:
    """The tool's strict contract; the raw text is reused when no alias changed the arguments."""

    name = "validate"

    def check(self, context: CallContext) -> Decision | None:
        normalized = context.need_normalized()
        raw = context.call.arguments
        text = raw if normalized is context.decoded and isinstance(raw, str) else None
        result = context.need_tool().validate(normalized, text)
        if isinstance(result, Decision):
            return result
        context.invocation = result
        return None
