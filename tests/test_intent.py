"""The intent detector: each cue family in zh and en, polite commands, and the lean towards "command"."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.exposure.intent import CueFamily, Intent, classify_intent


def families(intent: Intent) -> set[CueFamily]:
    return {cue.family for cue in intent.cues}


@pytest.mark.parametrize(
    "text",
    [
        "取消订单会产生费用吗？",
        "would deleting the logs free up space?",
        "how do I reset my password?",
        "what happens if I cancel?",
        "重启服务器会不会断开现有连接？",
        "删除后是否可以恢复",
        "能否在发货后修改地址？",
        "why was my order cancelled?",
        "为什么部署失败了",
    ],
)
def test_question_evidence_makes_an_inquiry(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "inquiry"
    assert CueFamily.QUESTION in families(intent)


@pytest.mark.parametrize(
    "text",
    [
        "what if I delete the wrong file?",
        "suppose I cancel today, when would I get my money back?",
        "万一删错文件怎么办？",
    ],
)
def test_hypotheticals_are_inquiries(text: str) -> None:
    assert classify_intent(text).kind == "inquiry"


@pytest.mark.parametrize(
    "text",
    [
        "I'd like to know if cancellation is free",
        "i wonder if refunds take long",
        "我想知道删除日志安全不安全",
        "想了解一下取消是否免费",
    ],
)
def test_indirect_questions_are_inquiries(text: str) -> None:
    assert classify_intent(text).kind == "inquiry"


@pytest.mark.parametrize(
    "text",
    [
        "tell me how to cancel an order",
        "can you explain the refund process?",
        "告诉我怎么取消订单",
        "可以解释一下退款流程吗？",
    ],
)
def test_asking_to_be_told_is_an_inquiry_despite_the_verb(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "inquiry"
    assert CueFamily.INFORMATION in families(intent)


@pytest.mark.parametrize(
    "text",
    [
        "don't delete anything yet, just tell me how much space it uses",
        "先别删，告诉我它占了多少空间",
        "别取消，我只是想知道手续费多少",
    ],
)
def test_holding_the_action_back_while_asking_is_a_confident_inquiry(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "inquiry"
    assert CueFamily.HOLD in families(intent)
    assert intent.confidence > classify_intent("how much space do the logs use?").confidence


@pytest.mark.parametrize(
    "text",
    [
        "能帮我取消订单吗",
        "可以帮我退款吗？",
        "能不能把自动续费关掉？",
        "你能把旧日志删掉吗",
        "could you delete the old logs?",
        "can you cancel order 123?",
        "would you mind restarting the server?",
        "please refund it",
        "请取消这个订单",
        "麻烦把旧日志删一下",
        "I was wondering if you could refund order 991",
        "Any chance you could bump the priority of ticket 42?",
        "会议可以改到周五吗？",
    ],
)
def test_polite_commands_phrased_as_questions_are_commands(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "command"
    assert CueFamily.REQUEST in families(intent)


@pytest.mark.parametrize(
    "text", ["I want to cancel my order", "I need a refund for order 7781", "我要退款", "我想取消订单"]
)
def test_wants_and_needs_are_commands(text: str) -> None:
    assert classify_intent(text).kind == "command"


@pytest.mark.parametrize("text", ["cancel order 123", "删除这些日志", "delete it", "删了吧", "把它删了", "restart"])
def test_imperatives_and_short_orders_are_commands(text: str) -> None:
    assert classify_intent(text).kind == "command"


@pytest.mark.parametrize(
    "text",
    [
        "what's the fee? never mind, just cancel it",
        "手续费多少？算了，直接取消吧",
        "帮我查一下然后退款",
        "if the order hasn't shipped yet, cancel it",
    ],
)
def test_any_clause_that_asks_for_action_makes_a_command(text: str) -> None:
    assert classify_intent(text).kind == "command"


@pytest.mark.parametrize(
    "text",
    ["I was wondering if you could tell me the refund policy", "删除后是否可以恢复", "发货后还可以取消订单吗？"],
)
def test_asking_whether_something_is_possible_is_still_an_inquiry(text: str) -> None:
    assert classify_intent(text).kind == "inquiry"


@pytest.mark.parametrize(
    "text",
    [
        "Would it be possible to switch me to the annual plan?",
        "Is there any way you could expedite ticket 9931?",
        "Think you could tag v2.3.1 on main?",
        "Do you think you could merge the hotfix before lunch?",
        "I'd appreciate it if you could upgrade me to Pro.",
        "could I ask you to reschedule the call?",
        "How about we pause my subscription for two months?",
        "how about restarting it?",
        "Wanna bump the replicas to 5?",
        "要不先暂停订阅三个月？",
        "不如直接回滚？",
    ],
)
def test_hedged_and_indirect_asks_are_requests(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "command"
    assert CueFamily.REQUEST in families(intent)


@pytest.mark.parametrize(
    "text",
    ["Is it possible to change the address after shipping?", "how about shipping costs?", "要不要重启一下？"],
)
def test_the_same_words_without_an_ask_stay_questions(text: str) -> None:
    assert classify_intent(text).kind == "inquiry"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Can I get a refund for this? It arrived broken.", "command"),
        ("Could I get a return label for order 7781?", "command"),
        ("can I get a refund for a digital purchase?", "inquiry"),
        ("If I drop the table, can I get it back?", "inquiry"),
    ],
)
def test_can_i_get_asks_for_a_specific_thing_or_about_a_rule(text: str, kind: str) -> None:
    assert classify_intent(text).kind == kind


@pytest.mark.parametrize("text", ["我的请假申请批了吗？", "合并请求合入后还能撤回吗？"])
def test_qing_inside_a_noun_is_not_a_polite_request(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "inquiry"
    assert CueFamily.REQUEST not in families(intent)


@pytest.mark.parametrize("text", ["部署完成了没？", "CI 跑过没有", "门锁了没"])
def test_le_mei_at_the_end_asks_whether_it_happened(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "inquiry"
    assert CueFamily.QUESTION in families(intent)


@pytest.mark.parametrize(
    "text",
    ["Would you recommend rolling back or hotfixing?", "Can you check if the door is locked?", "能告诉我怎么退订吗？"],
)
def test_asking_for_advice_or_a_check_is_asking_to_be_told(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "inquiry"
    assert CueFamily.INFORMATION in families(intent)


@pytest.mark.parametrize(
    "text",
    [
        "tell me the fee and cancel it",
        "can you check if it shipped and cancel it",
        "would you recommend a hotel and book it",
        "告诉我手续费并取消订单",
    ],
)
def test_an_action_joined_on_to_an_ask_to_be_told_is_a_command(text: str) -> None:
    assert classify_intent(text).kind == "command"


def test_and_between_two_things_compared_joins_no_action() -> None:
    assert classify_intent("Explain the difference between revert and reset").kind == "inquiry"
    assert classify_intent("解释一下撤销并重置的区别").kind == "inquiry"


@pytest.mark.parametrize(
    "text",
    ["What's the fee? Ship it anyway.", "ship it?", "maybe just decline it?", "手续费多少？给张伟开通编辑者权限"],
)
def test_a_clause_led_by_an_action_verb_outweighs_a_question_clause(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "command"
    assert CueFamily.IMPERATIVE in families(intent)


@pytest.mark.parametrize("text", ["从 develop 拉个新分支？", "给这个工单加个备注？", "在工单下面留个言？"])
def test_a_coverb_then_an_action_verb_is_an_imperative(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "command"
    assert CueFamily.IMPERATIVE in families(intent)


def test_a_coverb_clause_with_question_words_is_still_a_question() -> None:
    assert classify_intent("给张伟开通权限会怎样？").kind == "inquiry"
    assert classify_intent("在哪里开通两步验证").kind == "inquiry"


@pytest.mark.parametrize("text", ["门打开，行吗？", "退款到原卡，可以吗？", "你把灯关了，好不好"])
def test_an_agreement_tag_after_a_proposal_asks_for_it(text: str) -> None:
    assert classify_intent(text).kind == "command"


@pytest.mark.parametrize("text", ["可以吗？", "这个能退吗？行吗？"])
def test_an_agreement_tag_alone_or_after_a_question_stays_a_question(text: str) -> None:
    assert classify_intent(text).kind == "inquiry"


@pytest.mark.parametrize("text", ["能不能快点发货", "可不可以现在就退款", "把订单取消了行不行"])
def test_asking_for_it_sooner_or_proposing_it_with_a_tag_is_a_request(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind == "command"
    assert CueFamily.REQUEST in families(intent)


def test_quoted_verbs_are_mentions_not_orders() -> None:
    assert classify_intent('what does "drop table" do exactly?').kind == "inquiry"
    assert classify_intent("菜单里的“删除”是永久的吗？").kind == "inquiry"


def test_traditional_characters_read_like_simplified() -> None:
    assert classify_intent("幫我取消訂單").kind == "command"
    assert classify_intent("取消訂單會收費嗎？").kind == "inquiry"


def test_mixed_language_messages() -> None:
    assert classify_intent("can you 帮我取消订单?").kind == "command"
    assert classify_intent("refund 会多久到账？").kind == "inquiry"


def test_a_message_without_question_evidence_defaults_to_command_with_low_confidence() -> None:
    intent = classify_intent("日志超过30天的都删掉")
    assert intent.kind == "command"
    assert families(intent) == {CueFamily.DEFAULT}
    assert intent.confidence < classify_intent("please delete the logs").confidence


def test_a_bare_question_mark_is_weak_and_loses_to_an_imperative() -> None:
    weak = classify_intent("the refund?")
    assert weak.kind == "inquiry"
    assert families(weak) == {CueFamily.QUESTION_MARK}
    assert weak.confidence < classify_intent("when is the refund?").confidence
    assert classify_intent("cancel it?").kind == "command"


def test_digits_and_versions_do_not_split_clauses() -> None:
    intent = classify_intent("deploy version 2.4.1 to staging")
    assert intent.kind == "command"
    assert [cue.text for cue in intent.cues] == ["deploy"]


def test_empty_and_blank_messages_are_commands() -> None:
    assert classify_intent("").kind == "command"
    assert classify_intent("   ").kind == "command"


@given(st.text(max_size=200))
def test_never_raises_and_always_gives_a_verdict(text: str) -> None:
    intent = classify_intent(text)
    assert intent.kind in ("inquiry", "command")
    assert 0.5 <= intent.confidence < 1
    assert intent.is_inquiry == (intent.kind == "inquiry")
