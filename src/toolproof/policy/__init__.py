"""Policy: side-effect levels, default-deny permissions, limits, frozen session grants, call-scoped credentials."""

from toolproof.policy.builder import PolicyBuilder
from toolproof.policy.canonical import arguments_digest, canonical_json
from toolproof.policy.credentials import (
    ENV_KEYS,
    Claims,
    CredentialConfigError,
    CredentialIssuer,
    CredentialRejected,
    KeyRing,
)
from toolproof.policy.errors import PolicyError, PolicyWarning
from toolproof.policy.loader import load_policy, parse_policy
from toolproof.policy.model import Limits, Policy, Role
from toolproof.policy.sessions import SessionGrants, resolve_grants

__all__ = [
    "ENV_KEYS",
    "Claims",
    "CredentialConfigError",
    "CredentialIssuer",
    "CredentialRejected",
    "KeyRing",
    "Limits",
    "Policy",
    "PolicyBuilder",
    "PolicyError",
    "PolicyWarning",
    "Role",
    "SessionGrants",
    "arguments_digest",
    "canonical_json",
    "load_policy",
    "parse_policy",
    "resolve_grants",
]
