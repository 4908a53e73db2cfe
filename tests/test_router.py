"""The router: pass-through at or below the threshold, top-k above it, L2 kept out unless opted in, zh queries."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.contract.tool import SchemaTool
from toolproof.exposure.lexical import BM25, split_name, tokens
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
    index = BM25([["order", "cancel"], ["order", "status"], ["order", "cancel", "refund", "money", "card", "late"]])
    scores = index.scores(["cancel"])
    assert scores[0] > scores[2] > 0
    assert scores[1] == 0
    rare, common = index.scores(["status"]), index.scores(["order"])
    assert rare[1] > common[1]
