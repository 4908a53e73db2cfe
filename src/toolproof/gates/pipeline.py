"""The gates in their fixed order, around one session store: what decides whether a proposed call may run.

    resolve → decode → permit → normalize → validate → intent → repeat → budget → confirm

Integrators add their own gates at a named position (``add_gate(gate, after="validate")``); the core order
never changes. A call that every gate lets through is ``allow`` — with a short-lived credential scoped to
exactly that call — or ``confirm`` for an L2 tool.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from functools import partial

from toolproof.contract.decode import DecodeLimits
from toolproof.contract.tool import Invocation, Tool
from toolproof.contract.toolset import Toolset
from toolproof.decision import Category, Decision, Verdict
from toolproof.exposure.router import Router
from toolproof.gates import feedback
from toolproof.gates.confirm import ConfirmGate
from toolproof.gates.context import Call, CallContext, Gate
from toolproof.gates.contract import DecodeGate, NormalizeGate, ResolveGate, ValidateGate
from toolproof.gates.counting import BudgetGate, RepeatGate
from toolproof.gates.intent import Classifier, IntentGate
from toolproof.gates.permit import PermitGate
from toolproof.gates.turn import TurnTools, tools_for_turn
from toolproof.policy.credentials import CredentialIssuer
from toolproof.policy.model import Policy
from toolproof.policy.sessions import SessionGrants, resolve_grants
from toolproof.store.memory import MemorySessionStore
from toolproof.store.session import SessionStore

CORE_GATES = ("resolve", "decode", "permit", "normalize", "validate", "intent", "repeat", "budget", "confirm")
_GRANTS_CACHE_SIZE = 4096


class GateResult:
    """The pipeline's answer for one call.

    ``invocation`` is the validated call when it passed (allow or confirm). ``credential``, for ``allow`` only,
    is proof for the executor that this exact call passed, valid for a short while; it is signed when first
    read, so callers that never hand it to an executor do not pay for the signature.
    """

    __slots__ = ("_credential", "_mint", "decision", "invocation")

    def __init__(
        self, decision: Decision, invocation: Invocation | None = None, mint: Callable[[], str] | None = None
    ) -> None:
        self.decision = decision
        self.invocation = invocation
        self._mint = mint
        self._credential: str | None = None

    @property
    def credential(self) -> str | None:
        if self._credential is None and self._mint is not None:
            self._credential = self._mint()
        return self._credential

    def __repr__(self) -> str:
        return f"GateResult({self.decision!r}, invocation={self.invocation!r})"


class Pipeline:
    """Checks proposed calls against a toolset and a policy, keeping per-session state in ``store``."""

    def __init__(
        self,
        tools: Toolset | Iterable[Tool],
        policy: Policy,
        *,
        store: SessionStore | None = None,
        classify_intent: Classifier | None = None,
        issuer: CredentialIssuer | None = None,
        router: Router | None = None,
        decode_limits: DecodeLimits | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.toolset = tools if isinstance(tools, Toolset) else Toolset(tools)
        self.policy = policy
        self.store: SessionStore = store if store is not None else MemorySessionStore()
        self.issuer = issuer or CredentialIssuer(clock=clock)
        self.clock = clock
        self._grants: dict[str, SessionGrants] = {}
        self._router = router
        self.intent = IntentGate(classify_intent)
        self._gates: list[Gate] = [
            ResolveGate(self.toolset),
            DecodeGate(decode_limits or self.toolset.limits),
            PermitGate(),
            NormalizeGate(),
            ValidateGate(),
            self.intent,
            RepeatGate(self.store),
            BudgetGate(self.store),
            ConfirmGate(),
        ]
        self._checks = [gate.check for gate in self._gates]

    @property
    def gate_names(self) -> tuple[str, ...]:
        return tuple(gate.name for gate in self._gates)

    def add_gate(self, gate: Gate, *, after: str = "validate") -> None:
        """Run ``gate`` right after the gate named ``after`` (and after gates added there before it)."""
        names = self.gate_names
        if after not in names:
            raise ValueError(f"no gate named {after!r}; gates: {', '.join(names)}")
        if gate.name in names:
            raise ValueError(f"a gate named {gate.name!r} is already in the pipeline")
        position = names.index(after) + 1
        while position < len(names) and names[position] not in CORE_GATES:
            position += 1
        self._gates.insert(position, gate)
        self._checks = [gate.check for gate in self._gates]

    def reload(self, policy: Policy) -> None:
        """Use ``policy`` for sessions opened from now on; open sessions keep the grants they have."""
        self.policy = policy

    def open_session(self, session: str, principal: str) -> SessionGrants | Decision:
        """The session's frozen grants, opening it for ``principal`` if new; PERM when that cannot be."""
        grants = self._grants.get(session)
        if grants is None:
            record = self.store.session_record(session)
            if record is None:
                fresh = resolve_grants(self.policy, session, principal,
                                       {name: tool.level for name, tool in self.toolset.items()}, self.clock())
                if fresh is None:
                    return Decision.deny(Category.PERM, "unknown_principal",
                                         feedback.UNKNOWN_PRINCIPAL.format(principal=feedback.quoted(principal)))
                record = self.store.open_session(session, fresh.to_record())
            grants = SessionGrants.from_record(record)
            if len(self._grants) >= _GRANTS_CACHE_SIZE:
                self._grants.clear()
            self._grants[session] = grants
        if grants.principal != principal:
            return Decision.deny(Category.PERM, "principal_mismatch", feedback.PRINCIPAL_MISMATCH)
        return grants

    def close_session(self, session: str) -> None:
        """Forget a finished session: its frozen grants, counters and fingerprints. A later call under the same
        id opens a new session with the policy then in force."""
        self._grants.pop(session, None)
        self.store.close_session(session)

    def check(self, call: Call) -> GateResult:
        """Run every gate; never raises for anything a model can send."""
        context = CallContext(call, self.open_session(call.session, call.principal))
        pending: Decision | None = None
        try:
            for check in self._checks:
                decision = check(context)
                if decision is None or decision.verdict is Verdict.ALLOW:
                    continue
                if decision.verdict is Verdict.CONFIRM:
                    pending = pending or decision
                    continue
                _release(context)
                return GateResult(decision)
        except BaseException:
            _release(context)
            raise
        tool = context.need_tool()
        if pending is not None:
            return GateResult(pending, context.invocation)
        digest = context.arguments_digest()
        return GateResult(
            Decision.allow(context.normalized),
            context.invocation,
            partial(self.issuer.issue_for_digest, tool.name, call.session, digest),
        )

    @property
    def router(self) -> Router:
        """The router over this pipeline's tools; its index is built on first use."""
        if self._router is None:
            self._router = Router(self.toolset.values())
        return self._router

    def tools_for_turn(
        self, session: str, principal: str, user_message: str | None, *, allow_l2: bool = False
    ) -> TurnTools | Decision:
        """The tools to offer the model on this turn (see ``toolproof.gates.turn``); PERM for an unknown
        principal. Export them with ``.export(dialect)``."""
        grants = self.open_session(session, principal)
        if isinstance(grants, Decision):
            return grants
        return tools_for_turn(grants, self.toolset, user_message, is_inquiry=self.intent.is_inquiry,
                              router=self.router, allow_l2=allow_l2)

    def elevate(self, session: str, principal: str, role: object) -> Decision:
        """A mid-session request to gain a role: always refused, and nothing about the session changes."""
        return Decision.deny(Category.ELEVATION, "elevation_refused",
                             feedback.ELEVATION_REFUSED.format(role=feedback.quoted(role)))


def _release(context: CallContext) -> None:
    while context.undo:
        context.undo.pop()()
