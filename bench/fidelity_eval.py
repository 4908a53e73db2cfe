"""Score the narration verifier against the labelled fidelity corpus.

    .venv/bin/python bench/fidelity_eval.py                  # tables + the first 25 misses
    .venv/bin/python bench/fidelity_eval.py --show-misses 0  # tables only
    .venv/bin/python bench/fidelity_eval.py --json           # machine-readable
    .venv/bin/python bench/fidelity_eval.py --corpus other.jsonl --check   # exit 1 when a target is missed

A distorted case is caught when the verifier says faithful=false AND reports at least one finding of a kind the
label expects; a faithful case is a false alarm when the verifier says faithful=false. Targets (issue 5): recall
>= 99%, false alarms <= 1%. The corpus labels are never shown to the verifier: each case goes in as the exact
`toolproof verify` input line (id, results, narration).
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

CORPUS = Path(__file__).parent / "corpora" / "fidelity"
RECALL_TARGET = 0.99
FALSE_ALARM_TARGET = 0.01
LANGS = ("zh", "en")

Verifier = Callable[[dict[str, Any]], dict[str, Any]]


def load_verifier() -> Verifier | None:
    try:
        from toolproof.fidelity import verify_line
    except ImportError:
        return None
    return verify_line


def load_cases(paths: list[Path]) -> list[dict[str, Any]]:
    files: list[Path] = []
    for path in paths:
        files.extend(sorted(path.glob("*.jsonl")) if path.is_dir() else [path])
    cases = []
    for file in files:
        for line in file.read_text(encoding="utf-8").splitlines():
            if line.strip():
                cases.append(json.loads(line))
    return cases


@dataclass
class Outcome:
    case: dict[str, Any]
    ok: bool  # caught (distorted) or left alone (faithful)
    got_faithful: bool | None  # None: the verifier raised or answered out of contract
    got_kinds: list[str]
    problem: str = ""  # exception or contract violation
    first_message: str = ""


def judge(case: dict[str, Any], verify: Verifier) -> Outcome:
    label = case["label"]
    line = copy.deepcopy({k: case[k] for k in ("id", "results", "narration")})
    try:
        answer = verify(line)
    except Exception as err:  # a crash on real text is a result to report, not a reason to stop the run
        return Outcome(case, False, None, [], f"raised {type(err).__name__}: {err}")
    problem = contract_problem(answer, case["id"])
    if problem:
        return Outcome(case, False, None, [], problem)
    findings = answer["findings"]
    kinds = [f["kind"] for f in findings]
    message = str(findings[0].get("message", "")) if findings else ""
    if label["faithful"]:
        ok = answer["faithful"] is True
    else:
        ok = answer["faithful"] is False and any(k in label["kinds"] for k in kinds)
    return Outcome(case, ok, answer["faithful"], kinds, "", message)


def contract_problem(answer: Any, case_id: str) -> str:
    """The output line's shape per DESIGN.md; anything else is reported rather than guessed at."""
    if not isinstance(answer, dict):
        return f"answer is {type(answer).__name__}, not an object"
    if answer.get("id") != case_id:
        return f"answer id {answer.get('id')!r} != {case_id!r}"
    if not isinstance(answer.get("faithful"), bool):
        return "answer has no boolean 'faithful'"
    findings = answer.get("findings")
    if not isinstance(findings, list) or not all(isinstance(f, dict) and "kind" in f for f in findings):
        return "answer 'findings' is not a list of objects with a 'kind'"
    if answer["faithful"] and findings:
        return "faithful=true but findings reported"
    return ""


@dataclass
class Tally:
    total: int = 0
    good: int = 0

    def add(self, ok: bool) -> None:
        self.total += 1
        self.good += ok

    @property
    def rate(self) -> float:
        return self.good / self.total if self.total else 0.0


@dataclass
class Report:
    outcomes: list[Outcome]
    seconds: float
    recall: dict[str, dict[str, Tally]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(Tally)))
    alarms: dict[str, dict[str, Tally]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(Tally)))
    by_kind: dict[str, dict[str, Tally]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(Tally)))

    def __post_init__(self) -> None:
        for o in self.outcomes:
            label = o.case["label"]
            lang, kind_of_case = label["lang"], label["type"]
            if label["faithful"]:
                raised = not o.ok
                for key in (kind_of_case, "all"):
                    self.alarms[key][lang].add(raised)
                    self.alarms[key]["all"].add(raised)
            else:
                for key in (kind_of_case, "all"):
                    self.recall[key][lang].add(o.ok)
                    self.recall[key]["all"].add(o.ok)
                for kind in label["kinds"]:
                    self.by_kind[kind][lang].add(o.ok)
                    self.by_kind[kind]["all"].add(o.ok)

    @property
    def misses(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.ok]

    @property
    def overall_recall(self) -> float:
        return self.recall["all"]["all"].rate

    @property
    def overall_false_alarms(self) -> float:
        return self.alarms["all"]["all"].rate

    @property
    def targets_met(self) -> bool:
        return self.overall_recall >= RECALL_TARGET and self.overall_false_alarms <= FALSE_ALARM_TARGET


def run(cases: list[dict[str, Any]], verify: Verifier) -> Report:
    start = time.perf_counter()
    outcomes = [judge(case, verify) for case in cases]
    return Report(outcomes, time.perf_counter() - start)


def cell(t: Tally, alarm: bool = False) -> str:
    if not t.total:
        return "-"
    text = f"{t.good}/{t.total} {100 * t.rate:.1f}%"
    bad = t.rate > FALSE_ALARM_TARGET if alarm else t.rate < RECALL_TARGET
    return f"[red]{text}[/red]" if bad else text


def table(title: str, rows: dict[str, dict[str, Tally]], alarm: bool) -> Table:
    t = Table(title=title, title_justify="left")
    t.add_column("case type")
    for lang in (*LANGS, "all"):
        t.add_column(lang, justify="right")
    for key in sorted(k for k in rows if k != "all"):
        t.add_row(key, *(cell(rows[key][lang], alarm) for lang in (*LANGS, "all")))
    if "all" in rows:
        t.add_row("[bold]all[/bold]", *(cell(rows["all"][lang], alarm) for lang in (*LANGS, "all")))
    return t


def describe_expected(case: dict[str, Any]) -> str:
    label = case["label"]
    return "faithful" if label["faithful"] else "|".join(label["kinds"])


def describe_got(o: Outcome) -> str:
    if o.problem:
        return o.problem
    if o.got_faithful:
        return "faithful"
    return "unfaithful: " + (", ".join(o.got_kinds) or "no findings")


def print_report(report: Report, show_misses: int, console: Console) -> None:
    n = len(report.outcomes)
    rate = n / report.seconds if report.seconds else 0.0
    console.print(f"[bold]Narration fidelity[/bold]: {n} cases, {rate:,.0f} narrations/s (info only)")
    console.print(table("Recall by distortion type (caught / distorted)", report.recall, alarm=False))
    console.print(table("Recall by expected finding kind", report.by_kind, alarm=False))
    console.print(table("False alarms by faithful case type (flagged / faithful)", report.alarms, alarm=True))
    summary = Table(title="Targets", title_justify="left")
    summary.add_column("measure")
    summary.add_column("value", justify="right")
    summary.add_column("target", justify="right")
    summary.add_column("met")
    recall_ok = report.overall_recall >= RECALL_TARGET
    alarm_ok = report.overall_false_alarms <= FALSE_ALARM_TARGET
    summary.add_row("recall", f"{100 * report.overall_recall:.2f}%", f">= {100 * RECALL_TARGET:.0f}%",
                    "yes" if recall_ok else "[red]no[/red]")
    summary.add_row("false alarms", f"{100 * report.overall_false_alarms:.2f}%",
                    f"<= {100 * FALSE_ALARM_TARGET:.0f}%", "yes" if alarm_ok else "[red]no[/red]")
    console.print(summary)
    misses = report.misses
    if show_misses and misses:
        t = Table(title=f"Misses ({min(show_misses, len(misses))} of {len(misses)})", title_justify="left",
                  show_lines=True)
        t.add_column("id", no_wrap=True)
        t.add_column("type")
        t.add_column("expected")
        t.add_column("got")
        t.add_column("narration")
        for o in misses[:show_misses]:
            narration = o.case["narration"].replace("\n", " ⏎ ")
            t.add_row(o.case["id"], o.case["label"]["type"], describe_expected(o.case), describe_got(o),
                      narration[:160] + ("…" if len(narration) > 160 else ""))
        console.print(t)


def as_json(report: Report, show_misses: int) -> dict[str, Any]:
    def rates(rows: dict[str, dict[str, Tally]]) -> dict[str, Any]:
        return {key: {lang: {"good": t.good, "total": t.total, "rate": round(t.rate, 4)}
                      for lang, t in langs.items()} for key, langs in sorted(rows.items())}

    return {
        "cases": len(report.outcomes),
        "recall": round(report.overall_recall, 4),
        "false_alarm_rate": round(report.overall_false_alarms, 4),
        "targets": {"recall": RECALL_TARGET, "false_alarm_rate": FALSE_ALARM_TARGET, "met": report.targets_met},
        "recall_by_type": rates(report.recall),
        "recall_by_kind": rates(report.by_kind),
        "false_alarms_by_type": {k: {lang: {"flagged": t.good, "total": t.total, "rate": round(t.rate, 4)}
                                     for lang, t in langs.items()} for k, langs in sorted(report.alarms.items())},
        "misses": [{"id": o.case["id"], "type": o.case["label"]["type"], "expected": describe_expected(o.case),
                    "got": describe_got(o), "message": o.first_message}
                   for o in report.misses[: show_misses if show_misses >= 0 else None]],
        "narrations_per_second": round(len(report.outcomes) / report.seconds, 1) if report.seconds else None,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Recall and false alarms of toolproof's narration verifier.")
    parser.add_argument("--corpus", type=Path, nargs="+", default=[CORPUS],
                        help="JSONL files or folders of them (default: bench/corpora/fidelity)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    parser.add_argument("--show-misses", type=int, default=25, metavar="N",
                        help="list the first N misses (default 25; -1 for all in --json)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)
    verify = load_verifier()
    if verify is None:
        print("toolproof.fidelity.verify_line is not available (is the verifier built and installed?); "
              "nothing to evaluate.", file=sys.stderr)
        return 2
    missing = [str(p) for p in args.corpus if not p.exists()]
    if missing:
        print(f"no such corpus: {', '.join(missing)}", file=sys.stderr)
        return 2
    report = run(load_cases(args.corpus), verify)
    if args.json:
        print(json.dumps(as_json(report, args.show_misses), ensure_ascii=False, indent=2))
    else:
        print_report(report, max(args.show_misses, 0), Console(width=None if sys.stdout.isatty() else 160))
    return 1 if args.check and not report.targets_met else 0


if __name__ == "__main__":
    sys.exit(main())
