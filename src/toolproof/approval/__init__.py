"""Human confirmation for L2 calls: requests with real previews, batching, default deny, bound tokens."""

from toolproof.approval.broker import ApprovalBroker
from toolproof.approval.channels import CallbackChannel, Channel, TerminalChannel
from toolproof.approval.preview import PREVIEWS, Impact, PreviewRegistry, preview_for
from toolproof.approval.request import Answer, Approval, ApprovalBatch, ApprovalRequest
from toolproof.approval.tokens import ApprovalTokens, Grant, MemorySpentLedger, SpentLedger, TokenRefusal

__all__ = [
    "PREVIEWS",
    "Answer",
    "Approval",
    "ApprovalBatch",
    "ApprovalBroker",
    "ApprovalRequest",
    "ApprovalTokens",
    "CallbackChannel",
    "Channel",
    "Grant",
    "Impact",
    "MemorySpentLedger",
    "PreviewRegistry",
    "SpentLedger",
    "TerminalChannel",
    "TokenRefusal",
    "preview_for",
]
