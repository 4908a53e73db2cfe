"""Result fidelity: check an agent's narration against the pinned results it reports on."""

from toolproof.fidelity.findings import Finding, FindingKind, Verification
from toolproof.fidelity.repair import Repair, repair, restate_message
from toolproof.fidelity.second_check import SECOND_CHECK_SETTINGS, asecond_check, second_check, second_check_prompt
from toolproof.fidelity.trivial import ReadAdvice, advise, reasoning_for
from toolproof.fidelity.verifier import InputError, ResultInput, parse_line, verify, verify_line

__all__ = [
    "SECOND_CHECK_SETTINGS",
    "Finding",
    "FindingKind",
    "InputError",
    "ReadAdvice",
    "Repair",
    "ResultInput",
    "Verification",
    "advise",
    "asecond_check",
    "parse_line",
    "reasoning_for",
    "repair",
    "restate_message",
    "second_check",
    "second_check_prompt",
    "verify",
    "verify_line",
]
