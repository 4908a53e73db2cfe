"""The repair loop: refusals go back to the model, bounded, then an explicit failure with the history."""

import pytest

from toolproof import Toolset, tool
from toolproof.decision import Category
from toolproof.repair import ProposedCall, RepairFailed, acall_with_repair, call_with_repair

runs: list[int] = []


@tool
def transfer(amount: int, to: str) -> str:
    """Move money."""
    runs.append(amount)
    return f"{amount}->{to}"


TOOLS = Toolset([transfer])
BAD = ProposedCall("transfer", '{"amount": "5", "to": "bob"}')
GOOD = ProposedCall("transfer", '{"amount": 5, "to": "bob"}')


def scripted(*proposals):
    seen = []

    def propose(attempts):
        seen.append(tuple(attempts))
        return proposals[min(len(attempts), len(proposals) - 1)]

    propose.seen = seen
    return propose


def test_a_valid_first_call_runs_without_repairs():
    done = call_with_repair(TOOLS, scripted(GOOD))
    assert (done.value, done.repairs) == ("5->bob", 0)


def test_the_model_sees_each_refusal_with_its_feedback():
    model = scripted(BAD, GOOD)
    done = call_with_repair(TOOLS, model)
    assert done.repairs == 1
    assert model.seen[0] == ()
    first_refusal = model.seen[1][0].decision
    assert first_refusal.category is Category.IAT
    assert '"amount": 5' in first_refusal.feedback


def test_after_the_cap_the_loop_fails_explicitly_with_the_whole_history():
    runs.clear()
    with pytest.raises(RepairFailed) as failed:
        call_with_repair(TOOLS, scripted(BAD), max_repairs=2)
    assert failed.value.cause == "repair_cap_reached"
    assert len(failed.value.attempts) == 3
    assert all(a.decision.category is Category.IAT for a in failed.value.attempts)
    assert "after 3 attempt(s)" in str(failed.value)
    assert runs == []  # nothing ran


def test_zero_repairs_means_one_attempt():
    with pytest.raises(RepairFailed) as failed:
        call_with_repair(TOOLS, scripted(BAD, GOOD), max_repairs=0)
    assert len(failed.value.attempts) == 1


def test_a_negative_cap_is_a_programming_error():
    with pytest.raises(ValueError):
        call_with_repair(TOOLS, scripted(GOOD), max_repairs=-1)


async def test_the_async_loop_awaits_model_and_tool():
    @tool
    async def ping(n: int) -> int:
        """Ping."""
        return n + 1

    proposals = [ProposedCall("ping", '{"n": "1"}'), ProposedCall("ping", '{"n": 1}')]

    async def propose(attempts):
        return proposals[len(attempts)]

    done = await acall_with_repair(Toolset([ping]), propose)
    assert (done.value, done.repairs) == (2, 1)


async def test_the_async_loop_fails_explicitly_too():
    async def propose(attempts):
        return ProposedCall("nope", "{}")

    with pytest.raises(RepairFailed) as failed:
        await acall_with_repair(TOOLS, propose, max_repairs=1)
    assert [a.decision.category for a in failed.value.attempts] == [Category.IFN, Category.IFN]
