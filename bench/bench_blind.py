"""The intent detector and the router on corpora written blind, by someone who had not read the rules or their corpora.

The existing corpora (bench_intent.py, bench_router.py) were written by the engineers who wrote the rules, so their
scores flatter the rules. These two sets were written and committed before the detector, the router or those
corpora were read:

- bench/corpora/intent/blind.jsonl: {"text", "label", "lang", "note"}. "command" means the user wants something
  changed now; a request that only reads ("show me the logs", "查一下订单状态") is labelled "inquiry" and its note
  starts with "read:" — either verdict is harmless for it (L0 tools are exposed on both), so the figures are also
  given without those lines. Lines whose note starts with "ambiguous" are not scored.
- bench/corpora/routing/blind_queries.jsonl: {"query", "tool", "lang", "tool_lang", "cross"} against the 117 tools
  of tools.json; "cross" when the query is in the other language than the gold tool's description.

After the rules were changed with these sets in view (issue 3, phase 3) they are no longer blind; their figures are
then a regression check, not an unbiased estimate.

    .venv/bin/python bench/bench_blind.py [--no-embeddings]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

from bench_intent import KINDS, Scored, class_table, load, score
from bench_router import MISS, Ranker, router_ranker
from toolproof.contract.definitions import load_tools_file

CORPORA = Path(__file__).parent / "corpora"
INTENT = CORPORA / "intent" / "blind.jsonl"
ROUTING = CORPORA / "routing" / "blind_queries.jsonl"
TOOLS = CORPORA / "routing" / "tools.json"
KS = (1, 3, 8)


def intent_table(title: str, scored: list[Scored]) -> None:
    print(f"\n-- {title}: {len(scored)} utterances --")
    print(f"accuracy {class_table(scored):.3f}")


def intent_report() -> None:
    scored, timings = score(load(INTENT))
    ambiguous = [s for s in scored if s.note.startswith("ambiguous")]
    scoreable = [s for s in scored if not s.note.startswith("ambiguous")]
    writes = [s for s in scoreable if not s.note.startswith("read:")]
    print(
        f"== intent: {len(scored)} lines, {len(ambiguous)} ambiguous (not scored); "
        f"median {statistics.median(timings):.1f} µs per message =="
    )
    intent_table("all scored lines", scoreable)
    intent_table("without read-only requests ('read:' notes)", writes)
    for label in KINDS:
        other = "inquiry" if label == "command" else "command"
        misses = [s for s in scoreable if s.label == label and s.intent.kind != label]
        print(f"\n-- {label} read as {other}: {len(misses)} --")
        for s in misses:
            cues = ", ".join(f"{cue.family.value}:{cue.text}" for cue in s.intent.cues)
            print(f"   [{s.lang}] {s.text!r}  ({s.note}) -> {cues or 'no cue'}")
    print("\n-- ambiguous lines (for the record) --")
    for s in ambiguous:
        print(f"   [{s.lang}] {s.text!r} -> {s.intent.kind}")


def routing_report(name: str, rank: Ranker, queries: list[dict[str, str]]) -> None:
    positions: list[int] = []
    for query in queries:
        ranked = rank(query["query"])
        positions.append(ranked.index(query["tool"]) if query["tool"] in ranked else MISS)

    def row(label: str, members: list[int]) -> str:
        cells = "".join(
            f"{sum(1 for i in members if positions[i] < k) / len(members):>8.3f}" if members else f"{'-':>8}"
            for k in KS
        )
        return f"{label:<22}{len(members):>5}{cells}"

    everyone = list(range(len(queries)))
    print(f"\n== routing, {name} ==")
    print(f"{'':<22}{'n':>5}" + "".join(f"{'R@' + str(k):>8}" for k in KS))
    print(row("all", everyone))
    for lang in ("en", "zh"):
        print(row(f"{lang} query", [i for i in everyone if queries[i]["lang"] == lang]))
    print(row("same language", [i for i in everyone if not queries[i]["cross"]]))
    print(row("cross language", [i for i in everyone if queries[i]["cross"]]))
    for lang in ("en", "zh"):
        cross = [i for i in everyone if queries[i]["cross"] and queries[i]["lang"] == lang]
        print(row(f"  cross, {lang} query", cross))
    misses = [i for i in everyone if positions[i] >= 3]
    print(f"-- gold below the top 3: {len(misses)} --")
    for i in misses:
        where = "absent" if positions[i] >= MISS else f"#{positions[i] + 1}"
        top = rank(queries[i]["query"])[:3]
        print(f"   [{queries[i]['lang']}] {queries[i]['query']!r} gold {queries[i]['tool']} {where}; top3 {top}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-embeddings", action="store_true", help="BM25 only")
    args = parser.parse_args()
    intent_report()
    tools = load_tools_file(TOOLS)
    queries = [json.loads(line) for line in ROUTING.read_text(encoding="utf-8").splitlines() if line.strip()]
    levels = Counter(str(next(t.level for t in tools if t.name == q["tool"])) for q in queries)
    print(f"\n{len(tools)} tools, {len(queries)} queries; gold levels {dict(levels)} (all levels ranked)")
    routing_report("BM25", router_ranker(tools), queries)
    if args.no_embeddings:
        return
    try:
        from toolproof.exposure.embeddings import EmbeddingScorer, bundled_model

        bundled_model()
    except ImportError as err:
        print(f"\n(embedding ranker skipped: {err})")
        return
    routing_report("BM25 + embeddings", router_ranker(tools, EmbeddingScorer), queries)


if __name__ == "__main__":
    sys.exit(main())
