"""Build and check held-out fidelity set AA (red team, hand-written).

    python bench/corpora/fidelity_blind_aa/build.py          # check, then write aa_en.jsonl / aa_zh.jsonl
    python bench/corpora/fidelity_blind_aa/build.py --check  # check only

The cases live in cases_en.py and cases_zh.py. This script does not import or run toolproof: it only checks the
labels against the tool results (drift distances, swaps, arithmetic, weekdays, type counts, styles) and writes the
files with a fixed shuffle.
"""
import datetime
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import cases_en  # noqa: E402
import cases_zh  # noqa: E402

SEEDS = {"en": 20271101, "zh": 20271102}
PREFIX = "aa"

DISTORTED = {"digit_swap": 3, "decimal_shift": 3, "sign_flip": 3, "magnitude": 2, "field_swap": 5,
             "field_swap_cross": 2, "null_fill": 3, "status_lie_failure": 2, "status_lie_partial": 1,
             "status_lie_pending": 1}
FAITHFUL = {"paraphrase": 5, "rounding": 4, "unit": 4, "echo": 3, "derived": 4, "empty": 2, "partial": 1,
            "failure": 1, "pending": 1}
KIND = {"digit_swap": "numeric_drift", "decimal_shift": "numeric_drift", "sign_flip": "numeric_drift",
        "magnitude": "numeric_drift", "field_swap": "field_swap", "field_swap_cross": "field_swap",
        "null_fill": "null_fill", "status_lie_failure": "status_lie", "status_lie_partial": "status_lie",
        "status_lie_pending": "status_lie"}
NUMERIC = {"digit_swap", "decimal_shift", "sign_flip", "magnitude"}
STYLES = {"S": 17, "M": 17, "L": 16}

NUM_RE = re.compile(r"\d+(?:\.\d+)?")


def numbers(obj):
    """Every number in a JSON value: numeric values (signed), and numbers inside strings and keys (unsigned)."""
    out = []
    if isinstance(obj, bool) or obj is None:
        return out
    if isinstance(obj, (int, float)):
        return [float(obj)]
    if isinstance(obj, str):
        return [float(m) for m in NUM_RE.findall(obj)]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += numbers(k) + numbers(v)
        return out
    if isinstance(obj, list):
        for v in obj:
            out += numbers(v)
    return out


def forms(x):
    return [x, x / 100, x / 1000, x * 1e4, x / 1e4, x * 1e8, x / 1e8, x * 100]


def far(d, f):
    if f == 0:
        return d != 0
    return abs(d - f) > 0.01 * abs(f)


def result_numbers(results, call_id=None):
    nums = []
    for r in results:
        if call_id is not None and r["call_id"] != call_id:
            continue
        nums += numbers(r["arguments"]) + numbers(r["output"])
        if "http_status" in r:
            nums.append(float(r["http_status"]))
    return nums


def check_case(lang, i, c, log):
    where = f"{lang}#{i} ({c['type']})"
    faithful = c["type"] in FAITHFUL
    assert c["type"] in FAITHFUL or c["type"] in DISTORTED, where
    assert c["style"] in STYLES, where
    assert c["narration"].strip() and c["note"].strip(), where
    ids = [r["call_id"] for r in c["results"]]
    assert len(ids) == len(set(ids)), where + " duplicate call ids"
    json.dumps(c["results"])  # must be JSON
    if faithful:
        assert not c["drift"] and c["span"] is None and c["swap"] is None and c["kinds"] is None, where
    else:
        assert c["span"] and c["span"] in c["narration"], where + f" span not in narration: {c['span']!r}"
    if c["type"] in NUMERIC:
        assert c["drift"], where + " numeric drift needs drift values"
        nums = result_numbers(c["results"])
        for d in c["drift"]:
            for n in nums:
                for f in forms(n):
                    assert far(d, f), where + f" drift {d} within 1% of {f} (from {n})"
        log.append(f"  {where}: drift {c['drift']} is >1% from all {len(nums)} result/argument numbers and forms")
    else:
        assert not c["drift"], where
    if c["type"] in ("field_swap", "field_swap_cross"):
        stated, true, src = c["swap"]
        assert any(abs(stated - n) < 1e-9 for n in result_numbers(c["results"], src)), where + " swap source"
        assert far(stated, true), where + " swapped value equals the true one"
        own = [r["call_id"] for r in c["results"] if r["call_id"] != src]
        if c["type"] == "field_swap_cross":
            assert own, where + " cross swap needs another call"
            for cid in own:
                assert all(far(stated, n) for n in result_numbers(c["results"], cid)), where + " value also in own call"
        else:
            assert len(c["results"]) == 1 or src in ids, where
        log.append(f"  {where}: stated {stated} (true {true}) comes from call {src}")
    for what, stated, true in c["checks"]:
        rel = abs(stated - true) / abs(true)
        assert rel <= 0.005, where + f" check {what}: {stated} vs {true} is {rel:.4%}"
    for what, left, right in c["exact"]:
        assert abs(left - right) < 1e-6, where + f" exact {what}: {left} != {right}"
    for iso, day in c["weekdays"]:
        assert datetime.date.fromisoformat(iso).strftime("%A") == day, where + f" {iso} is not a {day}"


def build(lang, cases, log):
    assert len(cases) == 50, f"{lang}: {len(cases)} cases"
    types = Counter(c["type"] for c in cases)
    want = dict(DISTORTED, **FAITHFUL)
    assert types == Counter(want), f"{lang}: type counts {dict(types)}"
    styles = Counter(c["style"] for c in cases)
    assert styles == Counter(STYLES), f"{lang}: style counts {dict(styles)}"
    for i, c in enumerate(cases):
        check_case(lang, i, c, log)
    narr = [c["narration"] for c in cases]
    assert len(set(narr)) == len(narr), f"{lang}: duplicate narrations"

    order = list(range(len(cases)))
    random.Random(SEEDS[lang]).shuffle(order)
    lines = []
    for n, k in enumerate(order, 1):
        c = cases[k]
        faithful = c["type"] in FAITHFUL
        kinds = [] if faithful else (c["kinds"] or [KIND[c["type"]]])
        lines.append({"id": f"{PREFIX}-{lang}-{n:03d}", "results": c["results"], "narration": c["narration"],
                      "label": {"faithful": faithful, "kinds": kinds, "lang": lang, "type": c["type"],
                                "note": c["note"]}})
    return lines


def summary(lang, cases, log):
    by_style = {}
    for c in cases:
        by_style.setdefault(c["style"], []).append(len(c["narration"]))
    for s in "SML":
        v = by_style[s]
        log.append(f"  {lang} style {s}: {len(v)} cases, {min(v)}-{max(v)} chars")
    calls = Counter(len(c["results"]) for c in cases)
    log.append(f"  {lang} results per case: {dict(sorted(calls.items()))}")
    if lang == "zh":
        labels = [lab for c in cases for lab in c["labels"]]
        jargon = sum(1 for lab in labels if lab[2])
        log.append(f"  zh field labels: {len(labels)}, trade jargon {jargon} ({jargon / len(labels):.0%})")
        assert jargon * 3 >= len(labels), "fewer than a third of zh labels are jargon"


def main():
    check_only = "--check" in sys.argv
    log = []
    out = {}
    for lang, mod in (("en", cases_en), ("zh", cases_zh)):
        out[lang] = build(lang, mod.CASES, log)
        summary(lang, mod.CASES, log)
        f = sum(1 for x in out[lang] if x["label"]["faithful"])
        log.append(f"{lang}: {len(out[lang])} cases, {f} faithful, {len(out[lang]) - f} distorted, types OK, "
                   f"styles OK, all checks passed")
    for lang, lines in out.items():
        text = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)
        path = os.path.join(HERE, f"{PREFIX}_{lang}.jsonl")
        if check_only:
            if os.path.exists(path):
                same = open(path, encoding="utf-8").read() == text
                log.append(f"{os.path.basename(path)}: {'matches the build' if same else 'DIFFERS from the build'}")
        else:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
            log.append(f"wrote {os.path.basename(path)} ({len(lines)} lines)")
    print("\n".join(log))


if __name__ == "__main__":
    main()
