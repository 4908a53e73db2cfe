"""The assembled path: gates → approval → execution → honest result → pins → audit → narration check."""

import pytest

from toolproof import Toolset, tool
from toolproof.approval import CallbackChannel, Impact, PreviewRegistry
from toolproof.decision import Category, Verdict
from toolproof.gates import Call
from toolproof.guard import Guard
from toolproof.policy import PolicyBuilder
from toolproof.results import Empty, Failure, Ok

deleted: list[str] = []


@tool(level="L0")
def get_balance(account: str) -> dict:
    """Read an account's balance. Read-only."""
    return {"account": account, "balance": 4820.50, "currency": "CNY"}


@tool(level="L0")
def find_report(report_id: str) -> dict | None:
    """Find a report by id. Read-only."""
    return None


@tool(level="L1")
def send_batch(count: int) -> dict:
    """Send a batch of payments."""
    return {"status": "partial_fail", "succeeded": count - 2, "failed": 2}


@tool(level="L2")
def delete_logs(path: str) -> dict:
    """Delete a directory of logs for good."""
    deleted.append(path)
    return {"deleted": 3}


PREVIEWS = PreviewRegistry()
PREVIEWS.register(
    delete_logs, lambda path: Impact(f"deletes 3 files, 1.2 GB under {path}", {"files": 3}, irreversible=True)
)
POLICY = (
    PolicyBuilder()
    .role("ops", allow=["get_balance", "find_report", "send_batch", "delete_logs"])
    .principal("ann", "ops")
    .build()
)


def guard(answer: bool = True, shown: list | None = None) -> Guard:
    def decide(batch):
        if shown is not None:
            shown.append(batch)
        return answer

    return Guard(
        Toolset([get_balance, find_report, send_batch, delete_logs]),
        POLICY,
        channel=CallbackChannel(decide, approver="carol"),
        previews=PREVIEWS,
    )


async def test_a_read_runs_and_its_value_is_pinned_under_its_call_id():
    g = guard()
    handled = await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "what is my balance?"))
    assert handled.ran and handled.call_id == "c1"
    assert isinstance(handled.result, Ok)
    assert g.pins("s1")["c1"].value["balance"] == 4820.50
    assert handled.advice.trivial  # one value to repeat: the account echoes the argument, the currency is a label
    assert "4820.5" in handled.message or "4,820.5" in handled.message


async def test_a_misreported_value_is_caught_against_the_pin():
    g = guard()
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "what is my balance?"))
    assert g.verify("s1", "Your balance is ¥4,820.50.").faithful
    drifted = g.verify("s1", "Your balance is ¥4,280.50.")
    assert not drifted.faithful
    assert drifted.findings[0].kind.value == "numeric_drift"


async def test_strict_reports_a_number_no_value_explains_among_several_results():
    g = guard()
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance, and send the batch"))
    await g.handle(Call("s1", "ann", "send_batch", '{"count": 5}', "balance, and send the batch"))
    told = "Your balance is ¥4,312.77; 3 of the 5 payments went out and 2 failed."
    assert g.verify("s1", told).faithful  # among several values, a number in no misreading's shape is let be
    assert [f.kind.value for f in g.verify("s1", told, strict=True).findings] == ["numeric_drift"]


async def test_nothing_found_is_an_explicit_empty_state_and_invented_content_is_caught():
    g = guard()
    handled = await g.handle(Call("s1", "ann", "find_report", '{"report_id": "R-9"}', "show report R-9"))
    assert isinstance(handled.result, Empty)
    assert "no data" in handled.message.lower() or "nothing" in handled.message.lower()
    assert not g.verify("s1", "Report R-9 shows revenue of 1.2 million and all metrics are normal.").faithful


async def test_a_partial_failure_is_not_narrated_as_success():
    g = guard()
    handled = await g.handle(Call("s1", "ann", "send_batch", '{"count": 5}', "send the batch"))
    assert handled.result.kind.value == "partial"
    lie = g.verify("s1", "All 5 payments were sent successfully.")
    assert [f.kind.value for f in lie.findings] == ["status_lie"]


async def test_an_l2_call_waits_for_a_person_who_sees_the_preview():
    deleted.clear()
    shown: list = []
    g = guard(answer=True, shown=shown)
    handled = await g.handle(
        Call("s1", "ann", "delete_logs", '{"path": "/var/log/app"}', "delete the app logs"),
        stated_reason="disk is full",
    )
    assert handled.decision.verdict is Verdict.CONFIRM
    assert handled.approval.granted and handled.approval.approver == "carol"
    assert deleted == ["/var/log/app"]
    request = shown[0].requests[0]
    assert request.impact.summary == "deletes 3 files, 1.2 GB under /var/log/app"
    assert request.stated_reason == "disk is full"


async def test_a_denied_l2_call_does_not_run_and_claiming_it_did_is_a_status_lie():
    deleted.clear()
    g = guard(answer=False)
    handled = await g.handle(Call("s1", "ann", "delete_logs", '{"path": "/var/log/app"}', "delete the app logs"))
    assert not handled.ran and deleted == []
    assert not handled.approval.granted
    assert isinstance(g.pins("s1")[handled.call_id].result, Failure)
    assert not g.verify("s1", "Done — the logs under /var/log/app were deleted successfully.").faithful


async def test_refusals_are_fed_back_and_nothing_runs():
    g = guard()
    handled = await g.handle(Call("s1", "ann", "get_balance", '{"acount": "A-1"}', "balance?"))
    assert handled.decision.category is Category.IAN
    assert handled.message == handled.decision.feedback and handled.execution is None
    assert len(g.pins("s1")) == 0


async def test_a_reused_call_id_is_refused_before_anything_runs():
    g = guard()
    first = await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?"), call_id="x")
    again = await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-2"}', "balance?"), call_id="x")
    assert first.ran and not again.ran
    assert (again.decision.category, again.decision.reason) == (Category.IFE, "duplicate_call_id")
    assert g.pins("s1")["x"].value["account"] == "A-1"


async def test_an_id_the_guard_makes_up_never_collides_with_one_the_caller_chose():
    g = guard()
    mine = await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?"), call_id="c1")
    made_up = await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-2"}', "balance?"))
    assert mine.ran and made_up.ran and made_up.call_id != "c1"
    assert g.pins("s1")[made_up.call_id].value["account"] == "A-2"


async def test_every_decision_and_outcome_is_audited():
    g = guard()
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?"))
    await g.handle(Call("s1", "ann", "nope", "{}", "balance?"))
    kinds = [(r.kind.value, r.tool, r.verdict) for r in g.audit.query()]
    assert ("decision", "get_balance", "allow") in kinds
    assert ("decision", "nope", "invalid") in kinds
    assert any(kind == "outcome" and tool == "get_balance" for kind, tool, _ in kinds)


def test_handle_sync_for_code_without_an_event_loop():
    g = guard()
    assert g.handle_sync(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?")).ran


@pytest.mark.parametrize("principal", ["mallory", "ops"])
async def test_unknown_principals_and_role_names_get_nothing(principal):
    handled = await guard().handle(Call("s9", principal, "get_balance", '{"account": "A-1"}', "balance?"))
    assert handled.decision.category is Category.PERM and not handled.ran


async def test_an_answer_is_checked_against_its_own_turn_not_the_whole_session():
    g = guard()
    await g.handle(Call("s1", "ann", "find_report", '{"report_id": "R-9"}', "show report R-9"))
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "and my balance?"))
    # The empty report belongs to the previous turn: this turn's answer invents nothing about it.
    assert g.verify("s1", "Your balance is ¥4,820.50.").faithful
    assert not g.verify("s1", "Your balance is ¥4,820.50.", call_ids=["c1", "c2"]).faithful


async def test_only_single_value_reads_are_marked_trivial_so_adapters_turn_thinking_off():
    @tool(level="L0")
    def get_weather(city: str) -> dict:
        """Read the weather. Read-only."""
        return {"celsius": 21.5, "humidity": 40, "wind_kmh": 12}

    policy = PolicyBuilder().role("r", allow=["get_weather", "send_batch"]).principal("ann", "r").build()
    g = Guard([get_weather, send_batch], policy)
    weather = await g.handle(Call("s", "ann", "get_weather", '{"city": "Oslo"}'))
    batch = await g.handle(Call("s", "ann", "send_batch", '{"count": 5}'))
    assert (weather.advice.trivial, weather.advice.reasoning) == (False, "default")
    assert (batch.advice.trivial, batch.advice.reasoning) == (False, "default")


async def test_repair_rewrites_a_drifted_value_from_the_pin():
    g = guard()
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?"))
    fixed = g.repair("s1", g.verify("s1", "Your balance is ¥4,280.50."))
    assert fixed.text == "Your balance is ¥4,820.50."


async def test_references_render_pinned_values_and_unknown_ones_are_refused():
    g = guard()
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?"))
    assert g.render("s1", "Balance: {{c1.balance}}").text == "Balance: ¥4,820.50"  # the result says CNY
    refused = g.render("s1", "Balance: {{c7.balance}}")
    assert refused.text is None and refused.problems[0].reason == "unknown_call"


async def test_a_closed_session_is_forgotten_and_reopens_fresh():
    g = guard(answer=False)
    await g.handle(Call("s1", "ann", "get_balance", '{"account": "A-1"}', "balance?"))
    await g.handle(Call("s1", "ann", "delete_logs", '{"path": "/var/log/app"}', "delete the app logs"))
    assert len(g.pins("s1")) == 2
    g.close_session("s1")
    assert len(g.pins("s1")) == 0 and g.pipeline.store.session_record("s1") is None
    again = await g.handle(Call("s1", "ann", "delete_logs", '{"path": "/var/log/app"}', "delete the app logs"))
    assert again.call_id == "c1"
    assert again.approval.reason == "denied_by_human"  # asked afresh, not "declined_before"
    assert any(r.session == "s1" for r in g.audit.query())  # the audit keeps its records
