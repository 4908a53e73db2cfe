"""The router: pass-through at or below the threshold, top-k above it, L2 kept out unless opted in, zh queries,
synonyms and zh↔en through the lexicon, field weights."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.contract.tool import SchemaTool
from toolproof.exposure.lexical import BM25F, split_name, stem, tokens, tool_fields
from toolproof.exposure.lexicon import Lexicon, default_lexicon
from toolproof.exposure.router import Router, route
from toolproof.levels import Level


def tool(name: str, description: str, level: str = "L0", *params: str) -> SchemaTool:
    schema: dict[str, Any] = {"type": "object", "properties": {p: {"type": "string"} for p in params}}
    return SchemaTool(name, schema, description=description, level=level)


TOOLS = [
    tool("get_order_status", "Look up the current state of an order.", "L0", "order_id"),
    tool("cancelOrder", "Cancel an order that has not shipped yet.", "L1", "order_id", "reason"),
    tool("refund_order", "Refund the money for an order to the original card.", "L2", "order_id", "amount"),
    tool("reset_password", "Send a password reset link to the user's email.", "L1", "user_id"),
    tool("restart_service", "重启运行中的服务并等待其恢复健康。", "L1", "service"),
    tool("delete_logs", "删除早于指定天数的日志文件。", "L2", "service", "older_than_days"),
    tool("get_weather_forecast", "Get the weather forecast for a city.", "L0", "city"),
    tool("create_event", "Add an event to the calendar.", "L1", "title", "start"),
    tool("list_files", "List the files in a folder.", "L0", "folder"),
    tool("send_email", "Send an email to recipients.", "L1", "to", "subject", "body"),
]
ALL = frozenset(Level)


def names(candidates: list[Any]) -> list[str]:
    return [candidate.tool.name for candidate in candidates]


def test_at_or_below_threshold_eligible_tools_pass_through_in_order_unranked() -> None:
    candidates = Router(TOOLS, threshold=len(TOOLS)).route("cancel my order", include_levels=ALL)
    assert names(candidates) == [t.name for t in TOOLS]
    assert all(candidate.score is None for candidate in candidates)


def test_above_threshold_narrows_to_k_best_first() -> None:
    candidates = Router(TOOLS, threshold=3, k=2).route("cancel the order please")
    assert len(candidates) == 2
    assert candidates[0].tool.name == "cancelOrder"
    assert candidates[0].score is not None and candidates[1].score is not None
    assert candidates[0].score >= candidates[1].score


def test_k_can_be_chosen_per_call() -> None:
    router = Router(TOOLS, threshold=0, k=8)
    assert len(router.route("order", k=1)) == 1
    assert len(router.route("order", k=3)) == 3


def test_camel_and_snake_names_are_split_into_words() -> None:
    assert split_name("cancelOrder") == "cancel Order"
    assert split_name("get_order-status") == "get order status"
    assert names(route("cancel", TOOLS, k=1, threshold=0)) == ["cancelOrder"]


def test_parameter_names_are_searchable() -> None:
    assert names(route("older than days", TOOLS, k=1, threshold=0, include_levels=ALL)) == ["delete_logs"]


def test_l2_tools_never_enter_the_candidates_by_default() -> None:
    router = Router(TOOLS, threshold=0)
    assert "refund_order" not in names(router.route("refund the money to my card"))
    assert "delete_logs" not in names(router.route("删除日志"))
    below = Router(TOOLS, threshold=100).route("refund")
    assert "refund_order" not in names(below)
    assert "delete_logs" not in names(below)


def test_l2_enters_when_the_turn_is_opted_in() -> None:
    candidates = Router(TOOLS, threshold=0).route("refund the money to my card", include_levels=ALL)
    assert candidates[0].tool.name == "refund_order"


def test_threshold_counts_eligible_tools_only() -> None:
    eligible = sum(1 for t in TOOLS if t.level is not Level.L2)
    router = Router(TOOLS, threshold=eligible, k=2)
    assert len(router.route("order")) == eligible
    assert len(router.route("order", include_levels=ALL)) == 2


def test_chinese_queries_match_chinese_descriptions_without_a_segmenter() -> None:
    assert names(route("服务卡住了，重新启动一下", TOOLS, k=1, threshold=0)) == ["restart_service"]
    assert names(route("把旧的日志删掉", TOOLS, k=1, threshold=0, include_levels=ALL)) == ["delete_logs"]


def test_a_message_with_no_evidence_gets_every_eligible_tool() -> None:
    candidates = Router(TOOLS, threshold=0).route("hello there")
    assert names(candidates) == [t.name for t in TOOLS if t.level is not Level.L2]
    assert all(candidate.score is None for candidate in candidates)


def test_ranking_is_deterministic_and_ties_keep_registration_order() -> None:
    router = Router(TOOLS, threshold=0, k=10)
    first = router.route("order", include_levels=ALL)
    again = router.route("order", include_levels=ALL)
    rebuilt = Router(TOOLS, threshold=0, k=10).route("order", include_levels=ALL)
    assert [(c.tool.name, c.score) for c in first] == [(c.tool.name, c.score) for c in again]
    assert [(c.tool.name, c.score) for c in first] == [(c.tool.name, c.score) for c in rebuilt]
    tied = [c.tool.name for c in first if c.score == first[0].score]
    assert tied == sorted(tied, key=[t.name for t in TOOLS].index)


def test_invalid_k_or_threshold_is_refused() -> None:
    with pytest.raises(ValueError, match="k must be at least 1"):
        Router(TOOLS, k=0)
    with pytest.raises(ValueError, match="threshold"):
        Router(TOOLS, threshold=-1)
    with pytest.raises(ValueError, match="k must be at least 1"):
        Router(TOOLS).route("x", k=0)


def test_an_empty_tool_set_routes_to_nothing() -> None:
    assert Router([], threshold=0).route("cancel my order") == []


def test_tokens_stem_english_and_bigram_chinese() -> None:
    assert tokens("Cancelled cancelling cancels") == ["cancel", "cancel", "cancel"]
    assert tokens("the order") == ["order"]
    assert set(tokens("取消订单")) >= {"取消", "消订", "订单", "取", "消", "订", "单"}


def test_bm25_prefers_rarer_terms_and_shorter_documents() -> None:
    docs = [["order", "cancel"], ["order", "status"], ["order", "cancel", "refund", "money", "card", "late"]]
    index = BM25F([[doc] for doc in docs], field_weights=[1.0])
    scores = index.scores(["cancel"])
    assert scores[0] > scores[2] > 0
    assert scores[1] == 0
    rare, common = index.scores(["status"]), index.scores(["order"])
    assert rare[1] > common[1]


def test_bm25f_a_term_counts_more_in_a_heavier_field() -> None:
    in_name = [["cancel"], ["order", "status"]]
    in_params = [["order", "status"], ["cancel"]]
    index = BM25F([in_name, in_params], field_weights=[2.0, 0.5])
    scores = index.scores(["cancel"])
    assert scores[0] > scores[1] > 0


def test_bm25f_query_weights_scale_a_terms_contribution() -> None:
    index = BM25F([[["cancel", "order"]], [["refund", "order"]]], field_weights=[1.0])
    plain = index.scores({"cancel": 1.0, "refund": 1.0})
    assert plain[0] == pytest.approx(plain[1])
    weighted = index.scores({"cancel": 3.0, "refund": 1.0})
    assert weighted[0] == pytest.approx(3 * plain[0])
    assert weighted[1] == pytest.approx(plain[1])


def test_tool_fields_are_name_description_and_parameter_texts() -> None:
    schema = {
        "type": "object",
        "properties": {
            "targetFolder": {"type": "string", "description": "Where the copy goes"},
            "mode": {"type": "string", "enum": ["dry_run", "apply"]},
        },
    }
    name, description, params = tool_fields("copyFile", "Copy a file.", schema)
    assert (name, description) == ("copy File", "Copy a file.")
    assert params.split() == ["target", "Folder", "Where", "the", "copy", "goes", "mode", "dry", "run", "apply"]


def test_a_parameter_description_makes_the_tool_findable() -> None:
    backup = SchemaTool(
        "snapshot_db",
        {"type": "object", "properties": {"retention": {"type": "string", "description": "How many weeks to keep"}}},
        description="Snapshot a database.",
        level="L1",
    )
    assert names(route("keep it for six weeks", [*TOOLS, backup], k=1, threshold=0)) == ["snapshot_db"]


def test_synonyms_in_one_language_meet_through_the_lexicon() -> None:
    assert names(route("please call off my order", TOOLS, k=1, threshold=0)) == ["cancelOrder"]
    assert names(route("erase the old logs", TOOLS, k=1, threshold=0, include_levels=ALL)) == ["delete_logs"]
    assert names(route("bounce the search backend", TOOLS, k=1, threshold=0)) == ["restart_service"]


def test_a_chinese_message_finds_an_english_tool_and_back() -> None:
    cancel = next(t for t in TOOLS if t.name == "cancelOrder")
    message = "帮我把这个订单取消掉"
    shared = set(tokens(message)) & set(tokens(" ".join(tool_fields(cancel.name, cancel.description, {}))))
    assert not shared  # no word in common: only the lexicon can connect them
    assert names(route(message, TOOLS, k=1, threshold=0)) == ["cancelOrder"]
    assert names(route("明天柏林的天气怎么样", TOOLS, k=1, threshold=0)) == ["get_weather_forecast"]
    assert names(route("在日历上加个活动", TOOLS, k=1, threshold=0)) == ["create_event"]
    assert names(route("restart the payments service", TOOLS, k=1, threshold=0)) == ["restart_service"]
    assert names(route("remove log files older than a week", TOOLS, k=1, threshold=0, include_levels=ALL)) == [
        "delete_logs"
    ]


def test_lexicon_reads_phrases_and_inflections_as_concepts() -> None:
    lexicon = default_lexicon()
    assert lexicon.concepts("Cancelled!") == lexicon.concepts("cancel") == ["~cancel"]
    assert lexicon.concepts("call off the trip") == [*lexicon.concepts("cancel"), *lexicon.concepts("trip")]
    assert set(lexicon.concepts("turn on")) == set(lexicon.concepts("启用"))
    assert lexicon.concepts("the and of") == []


def test_lexicon_takes_the_longest_chinese_match() -> None:
    lexicon = Lexicon({"test": ("ticket | 工单", "order | 订单, 单", "cancel | 取消")})
    assert lexicon.concepts("取消这个工单") == ["~cancel", "~ticket"]
    assert lexicon.concepts("这单取消") == ["~order", "~cancel"]


def test_lexicon_refuses_two_lines_with_the_same_concept() -> None:
    with pytest.raises(ValueError, match="~cancel"):
        Lexicon({"a": ("cancel | 取消",), "b": ("cancelling, abort | 中止",)})


def test_shipped_lexicon_compiles_and_covers_both_languages() -> None:
    lexicon = default_lexicon()
    assert len(lexicon.concepts_defined) > 200
    for english, chinese in [("delete", "删除"), ("refund", "退款"), ("invoice", "发票"), ("flight", "航班")]:
        assert set(lexicon.concepts(english)) & set(lexicon.concepts(chinese)), (english, chinese)


def test_a_plural_of_an_ing_noun_stems_like_its_singular() -> None:
    assert stem("meetings") == stem("meeting")
    assert stem("settings") == stem("setting")
    assert default_lexicon().concepts("meetings") == default_lexicon().concepts("meeting")


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("deploy v3.2.0 to staging", "revision"),
        ("roll back to 2.4.1", "revision"),
        ("remind me at 4:30", "time"),
        ("move it to 10am", "time"),
        ("rename invoice.pdf", "document"),
        ("post in #eng", "channel"),
    ],
)
def test_versions_times_file_names_and_channels_are_read_by_their_shape(message: str, word: str) -> None:
    lexicon = default_lexicon()
    assert lexicon.concepts(word)
    assert set(lexicon.concepts(word)) <= set(lexicon.concepts(message))


def test_shapes_need_the_whole_shape() -> None:
    lexicon = default_lexicon()
    assert not set(lexicon.concepts("revision")) & set(lexicon.concepts("it costs 1.50"))
    assert not set(lexicon.concepts("time")) & set(lexicon.concepts("order 1030"))
    assert not set(lexicon.concepts("channel")) & set(lexicon.concepts("issue #42"))


@pytest.mark.parametrize(("split", "whole"), [("留个言", "留言"), ("开个会", "开会"), ("请个假", "请假")])
def test_a_chinese_verb_object_split_by_a_measure_word_reads_as_the_whole_word(split: str, whole: str) -> None:
    lexicon = default_lexicon()
    assert lexicon.concepts(whole)
    assert set(lexicon.concepts(whole)) <= set(lexicon.concepts(split))


def test_a_measure_word_before_a_longer_word_is_left_alone() -> None:
    lexicon = default_lexicon()
    assert set(lexicon.concepts("这个会员")) == set(lexicon.concepts("会员"))


@pytest.mark.parametrize(
    ("instance", "kind"),
    [
        ("yen", "currency"),
        ("欧元", "currency"),
        ("admin", "role"),
        ("查看者", "角色"),
        ("Thursday", "date"),
        ("周三", "日期"),
    ],
)
def test_a_named_instance_carries_its_kind(instance: str, kind: str) -> None:
    lexicon = default_lexicon()
    assert set(lexicon.concepts(kind)) <= set(lexicon.concepts(instance))


SPECIFIC = [
    tool("convertCurrency", "Convert an amount between currencies at today's rate.", "L0", "amount", "to"),
    tool("get_account_balance", "Show the outstanding amount on the account.", "L0"),
    tool("send_email", "向一个或多个收件人发送带主题和正文的邮件。", "L1", "to", "subject", "body"),
    tool("create_draft", "保存邮件草稿但不发送。", "L1", "subject", "body"),
    tool("send_chat_message", "在团队聊天频道中发送消息。", "L1", "channel", "text"),
    tool("deploy_release", "Deploy a built version of a service to an environment.", "L1", "service", "version"),
    tool("get_invoice", "Fetch the invoice PDF of an order.", "L0", "order_id"),
    tool("listEvents", "List calendar events in a date range.", "L0", "start", "end"),
    tool("submit_timesheet", "提交本周工时表等待审批。", "L1", "week"),
]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("how many yen is 250 dollars", "convertCurrency"),
        ("1000 欧元换成人民币是多少", "convertCurrency"),
        ("write up a reply to the landlord but don't send it yet", "create_draft"),
        ("先写个回复存着，别发出去", "create_draft"),
        ("email the team that the offsite is confirmed", "send_email"),
        ("post in #eng that the build is green", "send_chat_message"),
        ("push v3.2.0 of billing to production", "deploy_release"),
        ("what meetings do I have next week", "listEvents"),
        ("我下周有哪些会", "listEvents"),
    ],
)
def test_the_wider_lexicon_finds_the_tool_a_user_means(message: str, expected: str) -> None:
    assert names(route(message, SPECIFIC, k=1, threshold=0)) == [expected]
