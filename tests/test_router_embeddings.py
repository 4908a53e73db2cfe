"""The embedding ranker with the real bundled model (extra "embeddings", installed by scripts/setup.sh test)."""

from __future__ import annotations

from typing import Any

from toolproof.contract.tool import SchemaTool
from toolproof.exposure.embeddings import EmbeddingScorer, bundled_model, is_chinese
from toolproof.exposure.router import Router, semantic_text


def tool(name: str, description: str, *params: str) -> SchemaTool:
    schema: dict[str, Any] = {"type": "object", "properties": {p: {"type": "string"} for p in params}}
    return SchemaTool(name, schema, description=description, level="L1")


TOOLS = [
    tool("restart_service", "Restart a running service and wait until it reports healthy.", "service"),
    tool("get_weather_forecast", "Get the weather forecast for a city.", "city"),
    tool("cancel_order", "Cancel an order that has not shipped yet.", "order_id"),
    tool("send_email", "Send an email to recipients.", "to", "body"),
    tool("set_thermostat", "Set the target temperature of a thermostat.", "room", "celsius"),
]


def test_the_model_loads_offline_from_the_installed_package() -> None:
    assert bundled_model() is bundled_model()
    assert len(bundled_model().encode(["hello"])[0]) == 384


def test_embeddings_find_a_tool_that_shares_no_word_with_the_message() -> None:
    query = "should I pack a raincoat for Lisbon"
    assert all(candidate.score is None for candidate in Router(TOOLS, threshold=0).route(query))  # no evidence
    scorer = EmbeddingScorer([semantic_text(t) for t in TOOLS])
    scores = scorer.scores(query)
    assert max(range(len(TOOLS)), key=scores.__getitem__) == 1


def test_fused_router_ranks_the_paraphrase_first() -> None:
    router = Router(TOOLS, threshold=0, k=2, semantic=EmbeddingScorer)
    assert router.route("it is freezing in the bedroom, warm it up")[0].tool.name == "set_thermostat"
    assert router.route("the kids are shivering, crank it up")[0].tool.name == "set_thermostat"


def test_a_chinese_message_gets_no_opinion_from_the_english_model() -> None:
    scorer = EmbeddingScorer([semantic_text(t) for t in TOOLS])
    assert scorer.scores("明天里斯本会下雨吗") == [0.0] * len(TOOLS)
    assert scorer.scores("订单A10234我不要了，帮我撤掉") == [0.0] * len(TOOLS)
    assert any(scorer.scores("send the weekly report to 张伟"))


def test_chinese_is_told_from_english_by_characters_against_words() -> None:
    assert is_chinese("logo.png发个链接给Dana看")
    assert is_chinese("重启")
    assert not is_chinese("restart the payments service")
    assert not is_chinese("cc 王芳 on the email to the landlord")
    assert not is_chinese("")


def test_fused_router_ranks_a_chinese_message_as_bm25_alone_does() -> None:
    lexical = Router(TOOLS, threshold=0, k=5)
    fused = Router(TOOLS, threshold=0, k=5, semantic=EmbeddingScorer)
    for message in ("帮我取消订单", "把温度调到22度", "明天天气怎么样"):
        assert [c.tool.name for c in fused.route(message)] == [c.tool.name for c in lexical.route(message)]


def test_with_no_lexical_evidence_the_fused_router_still_ranks_by_meaning() -> None:
    query = "is it going to pour in Lisbon"
    assert all(candidate.score is None for candidate in Router(TOOLS, threshold=0).route(query))
    fused = Router(TOOLS, threshold=0, k=1, semantic=EmbeddingScorer).route(query)
    assert [candidate.tool.name for candidate in fused] == ["get_weather_forecast"]
    assert fused[0].score is not None
