"""What a turn sees: whether the user asks or commands (intent), and which tools are in view (router)."""

from toolproof.exposure.intent import Cue, CueFamily, Intent, IntentKind, classify_intent
from toolproof.exposure.router import (
    DEFAULT_K,
    DEFAULT_LEVELS,
    DEFAULT_THRESHOLD,
    Candidate,
    Router,
    SemanticIndexer,
    SemanticScorer,
    route,
)

__all__ = [
    "DEFAULT_K",
    "DEFAULT_LEVELS",
    "DEFAULT_THRESHOLD",
    "Candidate",
    "Cue",
    "CueFamily",
    "Intent",
    "IntentKind",
    "Router",
    "SemanticIndexer",
    "SemanticScorer",
    "classify_intent",
    "route",
]
