"""Tool names resolve by exact match only; every miss is IFN and the feedback says why."""

import pytest

from toolproof import Toolset, tool
from toolproof.decision import Category


@tool(level="L0")
def query_report(report_id: str) -> str:
    """Read a report."""
    return report_id


@tool(level="L2")
def delete_logs(path: str) -> str:
    """Delete logs."""
    return path


TOOLS = Toolset([query_report, delete_logs])


def test_exact_name_resolves():
    assert TOOLS.check("query_report", '{"report_id": "r1"}').invocation is not None


@pytest.mark.parametrize(
    ("name", "reason", "explains"),
    [
        ("query_repоrt", "lookalike_name", "CYRILLIC SMALL LETTER O"),  # Cyrillic о
        ("quеry_report", "lookalike_name", "CYRILLIC SMALL LETTER IE"),  # Cyrillic е
        ("query_report\u200b", "lookalike_name", "ZERO WIDTH SPACE"),
        ("ｑuery_report", "lookalike_name", "FULLWIDTH LATIN SMALL LETTER Q"),
        ("Query_Report", "lookalike_name", "letter case differs"),
        ("QUERY_REPORT", "lookalike_name", "letter case differs"),
        (" query_report", "lookalike_name", "whitespace"),
        ("query_report ", "lookalike_name", "whitespace"),
        ("query_reports", "unknown_tool", "Did you mean `query_report`?"),
        ("drop_database", "unknown_tool", "Available tools"),
        ("", "missing_name", "Available tools"),
        (None, "missing_name", "Available tools"),
        (42, "name_not_string", "Available tools"),
    ],
)
def test_every_inexact_name_is_ifn_and_never_corrected(name, reason, explains):
    checked = TOOLS.check(name, '{"report_id": "r1"}')
    assert checked.invocation is None
    assert checked.decision.category is Category.IFN
    assert checked.decision.reason == reason
    assert explains in checked.decision.feedback


def test_lookalike_feedback_gives_the_position():
    feedback = TOOLS.check("query_repоrt", "{}").decision.feedback
    assert "position 9" in feedback and "U+043E" in feedback


def test_unknown_tool_is_reported_before_bad_arguments():
    decision = TOOLS.check("nope", "not json at all").decision
    assert decision.category is Category.IFN
