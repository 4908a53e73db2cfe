"""What follows a finding: an in-place rewrite with the pinned value, or a request to restate from the pins."""

from __future__ import annotations

from toolproof.fidelity import verify
from toolproof.fidelity.repair import repair
from toolproof.results import translate

BALANCE = translate({"balance": 4820.5, "currency": "CNY"}, call_id="c1", tool="get_balance")
METRICS = translate({"p99_ms": 1500, "error_rate": 0.0308}, call_id="c2", tool="get_metrics")


def test_a_drifted_number_is_rewritten_in_the_narrations_own_form() -> None:
    narration = "您的余额为 4280.50 元，较上月略有下降。"
    fix = repair(verify([BALANCE], narration), [BALANCE])
    assert fix.text == "您的余额为 4820.50 元，较上月略有下降。"
    assert fix.restate is None and len(fix.rewritten) == 1
    assert verify([BALANCE], fix.text).faithful


def test_units_and_magnitudes_are_kept_in_the_rewrite() -> None:
    fix = repair(verify([METRICS], "p99 was 15 s and errors 30.8%."), [METRICS])
    assert fix.text == "p99 was 1.5 s and errors 3.08%."
    fix = repair(verify([BALANCE], "余额约0.5万元"), [BALANCE])
    assert fix.text is None, "0.48205万 is exact but nobody writes it: ask instead"


def test_a_status_lie_is_never_patched_in_place() -> None:
    failed = translate({"error": "rate_limited"}, call_id="c3", tool="transfer", http_status=200)
    fix = repair(verify([failed], "转账成功！"), [failed])
    assert fix.text is None
    assert fix.restate is not None
    assert "c3 (transfer, FAILED: rate_limited)" in fix.restate
    assert "failed" in fix.restate and "quoted exactly" in fix.restate


def test_a_faithful_narration_needs_nothing() -> None:
    fix = repair(verify([BALANCE], "余额4,820.50元"), [BALANCE])
    assert not fix.needed
