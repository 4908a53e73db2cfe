"""Narrow a large tool set to the few candidates a user message is about, before the model chooses.

With 20+ tools in view a model picks the right one far less often than with five (the seed's figures: 65–78 %
against 85–91 %); a router turns "choose 1 of 100" into "choose 1 of 8". It never decides anything itself:
at or below the threshold the eligible tools pass through unchanged, and a message with no lexical (or
semantic) evidence for any tool also gets every eligible tool, since narrowing on no evidence would hide the
right one. L2 tools are not eligible unless the caller opts the turn in with ``include_levels``.

Ranking is BM25F over a tool's name, description and parameters, with the words of the tool-domain lexicon
(``toolproof.exposure.lexicon``) added as concept terms on both sides, so "call off" finds "cancel" and "取消订单"
finds an English ``cancel_order``. The index is built once per tool set (a ``Router``); ``route`` on a message
costs one pass over the postings of the message's terms. An optional semantic scorer
(``toolproof.exposure.embeddings``, extra "embeddings") adds its cosine to BM25 scaled to the best tool; a scorer
that has no opinion (the English model on a Chinese message) returns zeros and leaves the BM25 order as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from toolproof.contract.tool import Tool
from toolproof.exposure.lexical import BM25F, split_name, tokens, tool_fields
from toolproof.exposure.lexicon import Lexicon, default_lexicon
from toolproof.levels import Level

DEFAULT_K = 8
DEFAULT_THRESHOLD = 20
DEFAULT_LEVELS: frozenset[Level] = frozenset({Level.L0, Level.L1})
"""L2 (irreversible, wide impact) stays out of the candidates unless a turn or channel is opted in."""
FIELD_WEIGHTS = (2.0, 1.0, 0.5)
"""BM25F weights of a tool's name, description and parameters."""
CONCEPT_WEIGHT = 3.0
"""Weight of a lexicon concept in the message, against 1 for a word it shares with the tool."""
SEMANTIC_WEIGHT = 2.0
"""Weight of the semantic scorer's cosine against BM25 scaled to 1 for the message's best tool."""


class SemanticScorer(Protocol):
    """Scores every indexed tool for a message (higher is closer), in the order the tools were indexed."""

    def scores(self, query: str) -> Sequence[float]: ...


SemanticIndexer = Callable[[Sequence[str]], SemanticScorer]
"""Builds a scorer from one text per tool; called once per tool set."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A tool offered to the model for this turn."""

    tool: Tool
    score: float | None
    """The ranking score (BM25, or fused reciprocal rank); None when the tools passed through unranked."""


class Router:
    """A tool set indexed once, ready to narrow it for each user message."""

    def __init__(
        self,
        tools: Iterable[Tool],
        *,
        k: int = DEFAULT_K,
        threshold: int = DEFAULT_THRESHOLD,
        semantic: SemanticIndexer | None = None,
    ) -> None:
        if k < 1:
            raise ValueError(f"k must be at least 1, not {k}")
        if threshold < 0:
            raise ValueError(f"threshold must not be negative, not {threshold}")
        self.tools: tuple[Tool, ...] = tuple(tools)
        self.k = k
        self.threshold = threshold
        self._lexicon = default_lexicon()
        self._bm25 = BM25F(
            [
                [_terms(text, self._lexicon) for text in tool_fields(t.name, t.description, t.input_schema)]
                for t in self.tools
            ],
            FIELD_WEIGHTS,
        )
        self._semantic = semantic([semantic_text(t) for t in self.tools]) if semantic is not None else None

    def route(
        self, query: str, *, k: int | None = None, include_levels: Collection[Level] = DEFAULT_LEVELS
    ) -> list[Candidate]:
        """The candidates for one user message: all eligible tools, or the best ``k`` when there are more than
        ``threshold`` of them and the message gives evidence to rank by."""
        limit = self.k if k is None else k
        if limit < 1:
            raise ValueError(f"k must be at least 1, not {limit}")
        eligible = [index for index, tool in enumerate(self.tools) if tool.level in include_levels]
        if len(eligible) <= self.threshold:
            return [Candidate(self.tools[index], None) for index in eligible]
        scores = self._scores(query, eligible)
        if not any(scores.values()):
            return [Candidate(self.tools[index], None) for index in eligible]
        best = sorted(eligible, key=lambda index: (-scores[index], index))[:limit]
        return [Candidate(self.tools[index], scores[index]) for index in best]

    def _scores(self, query: str, eligible: Sequence[int]) -> dict[int, float]:
        query_terms = dict.fromkeys(self._lexicon.concepts(query), CONCEPT_WEIGHT)
        query_terms.update(dict.fromkeys(tokens(query), 1.0))
        lexical = self._bm25.scores(query_terms)
        if self._semantic is None:
            return {index: lexical[index] for index in eligible}
        semantic = self._semantic.scores(query)
        best = max((lexical[index] for index in eligible), default=0.0) or 1.0
        return {index: lexical[index] / best + SEMANTIC_WEIGHT * semantic[index] for index in eligible}


def _terms(text: str, lexicon: Lexicon) -> list[str]:
    return tokens(text) + lexicon.concepts(text)


def semantic_text(tool: Tool) -> str:
    """What an embedding model reads for a tool: its name in words, description and parameter names."""
    params = ", ".join(split_name(name) for name in tool.view.properties(tool.input_schema))
    text = f"{split_name(tool.name)}: {tool.description}"
    return f"{text} (parameters: {params})" if params else text


def route(
    query: str,
    tools: Iterable[Tool],
    k: int = DEFAULT_K,
    threshold: int = DEFAULT_THRESHOLD,
    include_levels: Collection[Level] = DEFAULT_LEVELS,
) -> list[Candidate]:
    """One-off routing; build a ``Router`` once per tool set instead when routing every turn."""
    return Router(tools, k=k, threshold=threshold).route(query, include_levels=include_levels)
