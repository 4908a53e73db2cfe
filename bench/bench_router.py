"""Recall@k of the tool router on the generated benchmark in bench/corpora/routing/ (117 tools, 351 queries).

For each query the router ranks every tool (threshold 0, all levels included, so the gold tool is always
eligible) and we note where the gold tool lands. A query whose message gave no evidence at all (the router
then passes every tool through unranked) counts as a miss. Rankers: BM25 (the default), and when the extra
"embeddings" is installed, the embedding model alone and BM25 + embeddings fused by reciprocal rank. Results are
split by query language and by whether the tool's description is in the query's language.

    .venv/bin/python bench/bench_router.py
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from toolproof.contract.definitions import load_tools_file
from toolproof.contract.tool import Tool
from toolproof.exposure.router import Router, SemanticIndexer, semantic_text
from toolproof.levels import Level

CORPUS = Path(__file__).parent / "corpora" / "routing"
KS = (1, 3, 5, 8)
ALL_LEVELS = frozenset(Level)

Ranker = Callable[[str], list[str]]
"""A message → tool names, best first (at most max(KS))."""


def router_ranker(tools: Sequence[Tool], semantic: SemanticIndexer | None = None) -> Ranker:
    router = Router(tools, k=max(KS), threshold=0, semantic=semantic)

    def rank(query: str) -> list[str]:
        candidates = router.route(query, include_levels=ALL_LEVELS)
        if candidates and candidates[0].score is None:
            return []  # no evidence: passed through unranked
        return [candidate.tool.name for candidate in candidates]

    return rank


def embedding_only_ranker(tools: Sequence[Tool]) -> Ranker:
    from toolproof.exposure.embeddings import EmbeddingScorer

    scorer = EmbeddingScorer([semantic_text(tool) for tool in tools])

    def rank(query: str) -> list[str]:
        scores = scorer.scores(query)
        order = sorted(range(len(tools)), key=lambda i: (-scores[i], i))[: max(KS)]
        return [tools[i].name for i in order]

    return rank


def evaluate(name: str, rank: Ranker, queries: list[dict[str, str]]) -> None:
    positions: list[int | None] = []
    timings: list[float] = []
    for query in queries:
        start = time.perf_counter_ns()
        ranked = rank(query["query"])
        timings.append((time.perf_counter_ns() - start) / 1000)
        positions.append(ranked.index(query["gold"]) if query["gold"] in ranked else None)

    def recall(subset: list[int], k: int) -> float:
        hits = sum(1 for i in subset if positions[i] is not None and positions[i] < k)  # type: ignore[operator]
        return hits / len(subset) if subset else float("nan")

    groups = {
        "all": list(range(len(queries))),
        "en query": [i for i, q in enumerate(queries) if q["lang"] == "en"],
        "zh query": [i for i, q in enumerate(queries) if q["lang"] == "zh"],
        "same-language description": [i for i, q in enumerate(queries) if q["lang"] == q["description_lang"]],
        "cross-language description": [i for i, q in enumerate(queries) if q["lang"] != q["description_lang"]],
    }
    print(f"\n== {name}: median {statistics.median(timings):.0f} µs per query ==")
    print(f"{'':<28}{'n':>5}" + "".join(f"{'R@' + str(k):>8}" for k in KS))
    for label, subset in groups.items():
        print(f"{label:<28}{len(subset):>5}" + "".join(f"{recall(subset, k):>8.3f}" for k in KS))


def main() -> None:
    tools = load_tools_file(CORPUS / "tools.json")
    queries = [json.loads(line) for line in (CORPUS / "queries.jsonl").read_text(encoding="utf-8").splitlines()]
    print(f"{len(tools)} tools, {len(queries)} queries")
    start = time.perf_counter()
    bm25 = router_ranker(tools)
    print(f"BM25 index built in {(time.perf_counter() - start) * 1000:.1f} ms")
    evaluate("BM25", bm25, queries)
    try:
        from toolproof.exposure.embeddings import EmbeddingScorer, bundled_model

        start = time.perf_counter()
        bundled_model()
    except ImportError as err:
        print(f"\n(embedding rankers skipped: {err})")
        return
    print(f"\nembedding model loaded in {time.perf_counter() - start:.1f} s")
    evaluate("embeddings", embedding_only_ranker(tools), queries)
    evaluate("BM25 + embeddings (reciprocal rank fusion)", router_ranker(tools, EmbeddingScorer), queries)


if __name__ == "__main__":
    main()
