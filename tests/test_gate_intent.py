"""On a turn that only asks a question, L1/L2 calls are refused (INTENT); read-only calls still run."""

import json
from pathlib import Path

import pytest

from toolproof.contract import Toolset, load_tools_file
from toolproof.decision import Category
from toolproof.gates.context import Call, CallContext
from toolproof.gates.intent import IntentGate
from toolproof.policy import load_policy, resolve_grants

SCENARIOS = Path(__file__).parent / "scenarios"
TOOLS = Toolset(load_tools_file(SCENARIOS / "tools.json"))
GRANTS = resolve_grants(load_policy(SCENARIOS / "policy.toml"), "s1", "root",
                        {name: tool.level for name, tool in TOOLS.items()}, 0.0)
GATE = IntentGate()


def intent(tool: str, message: str | None, arguments: str = "{}"):
    decoded = json.loads(arguments)
    context = CallContext(Call("s1", "root", tool, arguments, message), GRANTS, tool=TOOLS[tool],
                          decoded=decoded, normalized=decoded)
    return GATE.check(context)


@pytest.mark.parametrize(
    ("tool", "message"),
    [
        ("cancel_order", "取消订单会产生费用吗？"),
        ("delete_all_logs", "would deleting the logs free up space?"),
        ("export_report", "导出报表会覆盖旧文件吗？"),  # declared L0, the policy makes it L1
        ("write_report", "what happens if I add a note to RPT-000123?"),  # no declared level: L1
    ],
)
def test_writes_on_an_inquiry_turn_are_refused(tool, message):
    decision = intent(tool, message, '{"x": 1}')
    assert (decision.category, decision.reason) == (Category.INTENT, "inquiry_turn")
    assert decision.normalized == {"x": 1}


@pytest.mark.parametrize(
    ("tool", "message"),
    [
        ("cancel_order", "能帮我取消订单吗"),  # a polite command is a command
        ("cancel_order", "cancel order ORD-77"),
        ("delete_all_logs", "delete the logs under /var/log/app"),
        ("query_report", "报表 RPT-000123 里有什么？"),  # L0 runs on an inquiry
        ("cancel_order", None),  # no user message: an autonomous step, nothing to protect
        ("cancel_order", "   "),
    ],
)
def test_commands_reads_and_messageless_calls_pass(tool, message):
    assert intent(tool, message) is None


def test_the_verdict_per_message_is_cached():
    gate = IntentGate()
    gate.is_inquiry("取消订单会产生费用吗？")
    gate.is_inquiry("取消订单会产生费用吗？")
    assert gate.is_inquiry.cache_info().hits == 1


def test_a_custom_classifier_can_be_plugged_in():
    class Always:
        kind = "inquiry"

    decoded: dict = {}
    context = CallContext(Call("s1", "root", "cancel_order", "{}", "cancel it now"), GRANTS,
                          tool=TOOLS["cancel_order"], decoded=decoded, normalized=decoded)
    assert IntentGate(lambda text: Always()).check(context).category is Category.INTENT
