"""How well the intent detector tells an inquiry from a command, on the labelled corpus in bench/corpora/intent/.

Prints, per split (dev: the lines the rules were tuned on; heldout: drawn from the same writing, never run while
tuning; fresh: new domains written after the rules, never tuned on), precision and
recall of each class overall and per language, the confusions with the cues behind each verdict, and the
median time per message. The number that matters most is command recall: a command read as an inquiry blocks a
legitimate write.

    .venv/bin/python bench/bench_intent.py [--split dev|heldout|fresh|all]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from toolproof.exposure.intent import Intent, classify_intent

CORPUS = Path(__file__).parent / "corpora" / "intent"
SPLITS = {"dev": CORPUS / "dev.jsonl", "heldout": CORPUS / "heldout.jsonl", "fresh": CORPUS / "fresh.jsonl"}
KINDS = ("command", "inquiry")


@dataclass(frozen=True)
class Scored:
    text: str
    label: str
    lang: str
    note: str
    intent: Intent


def load(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def score(rows: Iterable[dict[str, str]]) -> tuple[list[Scored], list[float]]:
    scored: list[Scored] = []
    timings: list[float] = []
    for row in rows:
        start = time.perf_counter_ns()
        intent = classify_intent(row["text"])
        timings.append((time.perf_counter_ns() - start) / 1000)
        scored.append(Scored(row["text"], row["label"], row["lang"], row.get("note", ""), intent))
    return scored, timings


def precision_recall(scored: list[Scored], kind: str) -> tuple[float, float, int]:
    predicted = [s for s in scored if s.intent.kind == kind]
    actual = [s for s in scored if s.label == kind]
    hits = sum(1 for s in predicted if s.label == kind)
    precision = hits / len(predicted) if predicted else float("nan")
    recall = hits / len(actual) if actual else float("nan")
    return precision, recall, len(actual)


def class_table(scored: list[Scored]) -> float:
    """Print precision and recall per class and language; return the accuracy."""
    print(f"{'lang':<7}{'class':<9}{'n':>5}{'precision':>11}{'recall':>8}")
    for lang in ("all", "en", "zh", "mixed"):
        subset = scored if lang == "all" else [s for s in scored if s.lang == lang]
        if not subset:
            continue
        for kind in KINDS:
            precision, recall, n = precision_recall(subset, kind)
            print(f"{lang:<7}{kind:<9}{n:>5}{precision:>11.3f}{recall:>8.3f}")
    return sum(1 for s in scored if s.intent.kind == s.label) / len(scored)


def report(name: str, scored: list[Scored], timings: list[float]) -> None:
    print(f"\n== {name}: {len(scored)} utterances ==")
    accuracy = class_table(scored)
    print(f"accuracy {accuracy:.3f}; median {statistics.median(timings):.1f} µs per message")
    wrong = [s for s in scored if s.intent.kind != s.label]
    for label in KINDS:
        misses = [s for s in wrong if s.label == label]
        print(f"-- {label} read as {'inquiry' if label == 'command' else 'command'}: {len(misses)}")
        for s in misses:
            cues = ", ".join(f"{cue.family.value}:{cue.text}" for cue in s.intent.cues)
            print(f"   [{s.lang}] {s.text!r}  ({s.note}) -> {cues}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=(*SPLITS, "all"), default="all")
    args = parser.parse_args()
    names = tuple(SPLITS) if args.split == "all" else (args.split,)
    for name in names:
        scored, timings = score(load(SPLITS[name]))
        report(name, scored, timings)


if __name__ == "__main__":
    main()
