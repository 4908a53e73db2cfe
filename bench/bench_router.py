"""Recall@k of the tool router on the routing benchmark in bench/corpora/routing/ (117 tools).

Three query sets: "dev" (tune on it), "held-out" (a fixed third of the generated queries) and "fresh"
(hand-written later in other phrasings); see bench/corpora/routing/README.md. For each query the router ranks
every tool (threshold 0, all levels included, so the gold tool is always eligible) and we note where the gold tool
lands. A query whose message gave no evidence at all (the router then passes every tool through unranked) counts
as a miss. Rankers: BM25 (the default), and when the extra "embeddings" is installed, the embedding model alone
and BM25 + embeddings fused. Each set is split by whether the gold tool's description is in the query's language.

    .venv/bin/python bench/bench_router.py                 # every set
    .venv/bin/python bench/bench_router.py --sets dev      # while tuning: do not look at the held-out sets
"""

from __future__ import annotations

import argparse
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
SETS = ("dev", "held-out", "fresh")
KS = (1, 3, 5, 8)
ALL_LEVELS = frozenset(Level)

Ranker = Callable[[str], list[str]]
"""A message → tool names, best first (at most max(KS))."""
Query = dict[str, str]


def load_queries() -> list[Query]:
    lines = (CORPUS / "queries.jsonl").read_text(encoding="utf-8").splitlines()
    lines += (CORPUS / "fresh_queries.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


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
        if not any(scores):
            return []  # the model abstained (a Chinese message)
        order = sorted(range(len(tools)), key=lambda i: (-scores[i], i))[: max(KS)]
        return [tools[i].name for i in order]

    return rank


def evaluate(name: str, rank: Ranker, queries: list[Query], sets: Sequence[str]) -> None:
    positions: list[int] = []
    timings: list[float] = []
    for query in queries:
        start = time.perf_counter_ns()
        ranked = rank(query["query"])
        timings.append((time.perf_counter_ns() - start) / 1000)
        positions.append(ranked.index(query["gold"]) if query["gold"] in ranked else MISS)

    def row(label: str, subset: list[int]) -> str:
        cells = "".join(
            f"{sum(1 for i in subset if positions[i] < k) / len(subset):>8.3f}" if subset else f"{'-':>8}" for k in KS
        )
        return f"{label:<26}{len(subset):>5}{cells}"

    print(f"\n== {name}: median {statistics.median(timings):.0f} µs per query ==")
    print(f"{'':<26}{'n':>5}" + "".join(f"{'R@' + str(k):>8}" for k in KS))
    for split in sets:
        members = [i for i, q in enumerate(queries) if q["split"] == split]
        same = [i for i in members if queries[i]["lang"] == queries[i]["description_lang"]]
        cross = [i for i in members if queries[i]["lang"] != queries[i]["description_lang"]]
        print(row(split, members))
        print(row("  same language", same))
        print(row("  cross language", cross))
        for lang in ("en", "zh"):
            print(row(f"  {lang} query", [i for i in members if queries[i]["lang"] == lang]))


MISS = max(KS)
"""A miss is recorded as position max(KS), beyond every k reported."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", choices=SETS, default=list(SETS), help="query sets to report")
    parser.add_argument("--no-embeddings", action="store_true", help="BM25 only")
    args = parser.parse_args()
    tools = load_tools_file(CORPUS / "tools.json")
    queries = [q for q in load_queries() if q["split"] in args.sets]
    print(f"{len(tools)} tools, {len(queries)} queries ({', '.join(args.sets)})")
    start = time.perf_counter()
    bm25 = router_ranker(tools)
    print(f"BM25 index built in {(time.perf_counter() - start) * 1000:.1f} ms")
    evaluate("BM25", bm25, queries, args.sets)
    if args.no_embeddings:
        return
    try:
        from toolproof.exposure.embeddings import EmbeddingScorer, bundled_model

        start = time.perf_counter()
        bundled_model()
    except ImportError as err:
        print(f"\n(embedding rankers skipped: {err})")
        return
    print(f"\nembedding model loaded in {time.perf_counter() - start:.1f} s")
    evaluate("embeddings alone", embedding_only_ranker(tools), queries, args.sets)
    evaluate(
        "BM25 + embeddings (the router with semantic=EmbeddingScorer)",
        router_ranker(tools, EmbeddingScorer),
        queries,
        args.sets,
    )


if __name__ == "__main__":
    main()
