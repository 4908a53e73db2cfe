"""Result fidelity: check an agent's narration against the pinned results it reports on."""

from toolproof.fidelity.findings import Finding, FindingKind, Verification
from toolproof.fidelity.verifier import InputError, ResultInput, parse_line, verify, verify_line

__all__ = [
    "Finding",
    "FindingKind",
    "InputError",
    "ResultInput",
    "Verification",
    "parse_line",
    "verify",
    "verify_line",
]
