"""Build and check held-out fidelity set AE (red team, written by hand).

Holds every case as written, checks every label, and writes ae_en.jsonl / ae_zh.jsonl.
    python build.py          # check, then write the two files
    python build.py --check  # check, and say whether the committed files match the build

This script does not import toolproof and was never run against the verifier.
"""

import datetime
import json
import os
import random
import re
import sys

from cases_en import CASES_EN
from cases_zh import CASES_ZH

HERE = os.path.dirname(os.path.abspath(__file__))
SEEDS = {"en": 20271109, "zh": 20271110}

KIND = {
    "digit_swap": ["numeric_drift"],
    "decimal_shift": ["numeric_drift"],
    "sign_flip": ["numeric_drift"],
    "magnitude": ["numeric_drift"],
    "field_swap": ["field_swap"],
    "field_swap_cross": ["field_swap"],
    "null_fill": ["null_fill"],
    "status_lie_failure": ["status_lie"],
    "status_lie_partial": ["status_lie"],
    "status_lie_pending": ["status_lie"],
}
DISTORTED_COUNTS = {"digit_swap": 3, "decimal_shift": 3, "sign_flip": 3, "magnitude": 2, "field_swap": 5,
                    "field_swap_cross": 2, "null_fill": 3, "status_lie_failure": 2, "status_lie_partial": 1,
                    "status_lie_pending": 1}
FAITHFUL_COUNTS = {"paraphrase": 5, "rounding": 4, "unit": 4, "echo": 3, "derived": 4, "empty": 2, "partial": 1,
                   "failure": 1, "pending": 1}
STYLE_COUNTS = {"one": 17, "short": 17, "long": 16}
DRIFT_TYPES = {"digit_swap", "decimal_shift", "sign_flip", "magnitude"}
NUM_RE = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")


def numbers_in(obj, out):
    """Every number in a JSON value: numbers, numbers inside strings and inside keys (signed and unsigned)."""
    if isinstance(obj, bool) or obj is None:
        return out
    if isinstance(obj, (int, float)):
        out.append(float(obj))
    elif isinstance(obj, str):
        for m in NUM_RE.finditer(obj):
            v = float(m.group().replace(",", ""))
            out.append(v)
            if m.start() > 0 and obj[m.start() - 1] == "-":
                out.append(-v)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            numbers_in(k, out)
            numbers_in(v, out)
    elif isinstance(obj, list):
        for v in obj:
            numbers_in(v, out)
    return out


def call_numbers(result):
    out = []
    numbers_in(result.get("arguments", {}), out)
    numbers_in(result.get("output"), out)
    if "http_status" in result:
        out.append(float(result["http_status"]))
    return out


def forms(n):
    return [n, n / 100, n / 1000, n * 1e4, n / 1e4, n * 1e8, n / 1e8, n * 100]


def rel(a, b):
    if a == b:
        return 0.0
    return abs(a - b) / max(abs(a), abs(b))


def nearest(value, pool):
    """The closest form of any number in pool, and its relative distance."""
    best = (None, float("inf"))
    for n in pool:
        for f in forms(n):
            if f == 0 and value != 0:
                continue
            d = rel(value, f)
            if d < best[1]:
                best = (f, d)
    return best


def fmt_pct(x):
    return f"{x * 100:.2f}%"


def check_case(c, lang):
    msgs = []
    t = c["type"]
    faithful = t in FAITHFUL_COUNTS
    assert t in FAITHFUL_COUNTS or t in DISTORTED_COUNTS, t
    assert c["style"] in STYLE_COUNTS, c["style"]
    nar = c["narration"]
    # every claim: the stated number is within 0.5% of the exact value
    for label, stated, exact in c.get("claims", []):
        e = rel(stated, exact)
        assert e <= 0.005, (c["narration"][:60], label, stated, exact, e)
        msgs.append(f"{label}: stated {stated:g} vs exact {exact:.6g} ({fmt_pct(e)})")
    for date, wd in c.get("weekdays", []):
        got = datetime.date.fromisoformat(date).strftime("%A")
        assert got == wd, (date, wd, got)
        msgs.append(f"{date} is a {wd}")
    for label, a, b in c.get("dates", []):
        assert a == b, (label, a, b)
        msgs.append(f"{label}: {a}")
    pool = []
    for r in c["results"]:
        pool += call_numbers(r)
    if not faithful:
        dist = c["dist"]
        assert nar.count(dist) == 1, (dist, nar.count(dist))
        if c.get("late"):
            assert nar.index(dist) >= len(nar) / 2, ("not in second half", dist)
            msgs.append("the distortion starts in the second half of the answer")
    else:
        assert "dist" not in c
    if t in DRIFT_TYPES:
        for v in c["drift"]:
            f, d = nearest(v, pool)
            assert d > 0.01, (nar[:60], v, f, d)
            msgs.append(f"drifted {v:g} is {fmt_pct(d)} from the nearest result/argument form ({f:g})")
    if t in ("field_swap", "field_swap_cross"):
        s = c["swap"]
        by_id = {r["call_id"]: r for r in c["results"]}
        src = call_numbers(by_id[s["src"]])
        for v in s["values"]:
            f, d = nearest(v, src)
            assert d <= 0.005, ("swap value not in source", v, f, d)
            msgs.append(f"swapped {v:g} occurs in {s['src']} ({f:g})")
        e = rel(s["values"][0], s["true"])
        assert e > 0.01, ("swap too close to truth", s)
        msgs.append(f"true value {s['true']:g} differs by {fmt_pct(e)}")
        if t == "field_swap_cross":
            assert s["src"] != s["narrated"]
            tgt = call_numbers(by_id[s["narrated"]])
            for v in s["values"]:
                f, d = nearest(v, tgt)
                assert d > 0.01, ("cross swap value also in narrated call", v, f, d)
                msgs.append(f"{v:g} is {fmt_pct(d)} from every form in {s['narrated']}")
        else:
            assert s["src"] == s.get("narrated", s["src"])
    if t == "null_fill":
        assert c.get("empty_reason"), "say what is empty"
    return msgs


def label_for(c, lang, msgs):
    t = c["type"]
    faithful = t in FAITHFUL_COUNTS
    kinds = [] if faithful else list(c.get("kinds", KIND[t]))
    note = c["note"].rstrip()
    if msgs:
        note += " Checked: " + "; ".join(msgs) + "."
    return {"faithful": faithful, "kinds": kinds, "lang": lang, "type": t, "note": note}


def build(cases, lang):
    from collections import Counter
    types = Counter(c["type"] for c in cases)
    want = dict(DISTORTED_COUNTS)
    want.update(FAITHFUL_COUNTS)
    assert dict(types) == want, (lang, dict(types))
    styles = Counter(c["style"] for c in cases)
    assert dict(styles) == STYLE_COUNTS, (lang, dict(styles))
    ids = [r["call_id"] for c in cases for r in c["results"]]
    assert len(ids) == len(set(ids)), "call ids must be unique"
    narrs = [c["narration"] for c in cases]
    assert len(set(narrs)) == len(narrs)
    lines = []
    order = list(range(len(cases)))
    random.Random(SEEDS[lang]).shuffle(order)
    for i, k in enumerate(order, 1):
        c = cases[k]
        msgs = check_case(c, lang)
        lines.append({"id": f"ae-{lang}-{i:03d}", "results": c["results"], "narration": c["narration"],
                      "label": label_for(c, lang, msgs)})
    return lines


def dump(lines):
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)


def stats(cases, lang):
    from collections import defaultdict
    lens = defaultdict(list)
    for c in cases:
        lens[c["style"]].append(len(c["narration"]))
    ncalls = defaultdict(int)
    for c in cases:
        ncalls[len(c["results"])] += 1
    late = sum(1 for c in cases if c.get("late"))
    tables = sum(1 for c in cases if "|---" in c["narration"] or "|--" in c["narration"])
    print(f"{lang}: " + ", ".join(f"{s} n={len(v)} {min(v)}-{max(v)} chars" for s, v in sorted(lens.items()))
          + f"; calls per case {dict(sorted(ncalls.items()))}; late distortions {late}; tables {tables}")


def main():
    ok = True
    for lang, cases in (("en", CASES_EN), ("zh", CASES_ZH)):
        text = dump(build(cases, lang))
        path = os.path.join(HERE, f"ae_{lang}.jsonl")
        claims = sum(len(c.get("claims", [])) for c in cases)
        stats(cases, lang)
        print(f"{lang}: {len(cases)} cases, all checks passed ({claims} arithmetic claims)")
        if "--check" in sys.argv:
            same = os.path.exists(path) and open(path, encoding="utf-8").read() == text
            print(f"{path}: {'matches the build' if same else 'DIFFERS from the build'}")
            ok = ok and same
        else:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
            print(f"wrote {path}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
