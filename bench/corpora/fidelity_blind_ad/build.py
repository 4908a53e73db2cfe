#!/usr/bin/env python3
"""Build and check held-out fidelity set AD (red team).

Holds no verifier logic and imports nothing from toolproof. The cases live in cases_en.py and cases_zh.py; this
script checks every label and writes ad_en.jsonl and ad_zh.jsonl.

    python3 bench/corpora/fidelity_blind_ad/build.py           # check and write
    python3 bench/corpora/fidelity_blind_ad/build.py --check   # check, and compare with the committed files

Checks:
- type counts per language (25 distorted / 25 faithful, per-type numbers from the brief), style counts 17/17/16;
- every calc (rounding, unit, derived, also inside distorted answers): the quoted text is in the narration and the
  stated value is within +-0.5% of the expression evaluated on the results themselves;
- every drifted value (digit_swap, decimal_shift, magnitude, signed value of a sign_flip) is more than 1% away from
  the true value and from every number in the results and the arguments (values, keys, numbers inside strings) and
  from their /100, /1000, x1e4, /1e4, x1e8, /1e8 and x100 forms; a percentage is checked as written and as a
  fraction;
- every field swap states a value held by the call it came from (within 0.5%), more than 1% from the true value;
  for field_swap_cross the value is not held by the narrated call;
- every weekday named next to a date.
"""
import sys
sys.dont_write_bytecode = True
import datetime
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

DISTORTED = {
    "digit_swap": (3, ["numeric_drift"]),
    "decimal_shift": (3, ["numeric_drift"]),
    "sign_flip": (3, ["numeric_drift"]),
    "magnitude": (2, ["numeric_drift"]),
    "field_swap": (5, ["field_swap"]),
    "field_swap_cross": (2, ["field_swap"]),
    "null_fill": (3, ["null_fill"]),
    "status_lie_failure": (2, ["status_lie"]),
    "status_lie_partial": (1, ["status_lie"]),
    "status_lie_pending": (1, ["status_lie"]),
}
FAITHFUL = {"paraphrase": 5, "rounding": 4, "unit": 4, "echo": 3, "derived": 4,
            "empty": 2, "partial": 1, "failure": 1, "pending": 1}
STYLES = {"S": 17, "M": 17, "L": 16}
SEEDS = {"en": 20271107, "zh": 20271108}

# unit constants used in expressions
CONST = dict(
    F=lambda c: c * 9 / 5 + 32,
    IN_MM=25.4, MI_KM=1.609344, FT_PER_MI=5280, AC_HA=0.40468564224,
    BU_CORN_KG=25.40117272, PSI_PER_BAR=14.503773773, CFM_PER_M3MIN=35.314666721,
    JIN_PER_T=2000, KCAL_PER_MJ=238.8459,
)


class W:
    """Attribute/index access over a JSON value, so expressions read the results themselves."""
    __slots__ = ("_v",)

    def __init__(self, v):
        self._v = v

    @staticmethod
    def _w(v):
        return W(v) if isinstance(v, (dict, list)) else v

    def __getattr__(self, k):
        if k.startswith("_"):
            raise AttributeError(k)
        return self._w(self._v[k])

    def __getitem__(self, k):
        return self._w(self._v[k])

    def __len__(self):
        return len(self._v)

    def __iter__(self):
        return (self._w(x) for x in self._v)


def R(call_id, tool, arguments, output, http=None):
    d = {"call_id": call_id, "tool": tool, "arguments": arguments, "output": output}
    if http is not None:
        d["http_status"] = http
    return d


def case(type, style, results, narration, note, calc=(), drift=None, swap=None, weekdays=(), extra_kinds=()):
    return dict(type=type, style=style, results=results, narration=narration, note=note, calc=list(calc),
                drift=drift, swap=swap, weekdays=list(weekdays), extra_kinds=list(extra_kinds))


NUM_RE = re.compile(r"\d+(?:\.\d+)?")


def numbers(obj, out=None):
    if out is None:
        out = []
    if isinstance(obj, bool) or obj is None:
        return out
    if isinstance(obj, (int, float)):
        out.append(float(obj))
    elif isinstance(obj, str):
        for s in (obj, obj.replace(",", "")):
            for m in NUM_RE.finditer(s):
                out.append(float(m.group()))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            numbers(k, out)
            numbers(v, out)
    elif isinstance(obj, list):
        for v in obj:
            numbers(v, out)
    return out


def forms(nums):
    fs = set()
    for n in nums:
        for f in (n, n / 100, n / 1000, n * 1e4, n / 1e4, n * 1e8, n / 1e8, n * 100):
            fs.add(f)
    return fs


def pct_forms(nums):
    """A value and, for a fraction, its percent form (0.987 -> 98.7): a swapped rate may be told as a percent."""
    return list(nums) + [n * 100 for n in nums if abs(n) <= 1]


def rel(a, b):
    if b == 0:
        return 0.0 if a == 0 else float("inf")
    return abs(a - b) / abs(b)


def namespace(results):
    ns = dict(CONST)
    for i, r in enumerate(results):
        ns[f"r{i}"] = W(r["output"])
        ns[f"a{i}"] = W(r["arguments"])
    return ns


def ev(expr, ns):
    return eval(expr, {"__builtins__": {"len": len, "sum": sum, "round": round, "abs": abs, "min": min,
                                        "max": max, "int": int, "float": float}}, ns)


WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["一", "二", "三", "四", "五", "六", "日"]


def fmt(x):
    return f"{x:.6g}"


class Stats:
    def __init__(self):
        self.calc = 0
        self.drift = 0
        self.swap = 0
        self.weekday = 0


def check_case(c, lang, st):
    narr = c["narration"]
    res = c["results"]
    ns = namespace(res)
    recs = []
    t = c["type"]
    assert t in DISTORTED or t in FAITHFUL, t
    assert c["style"] in STYLES
    # style shape
    if c["style"] == "S":
        assert "\n" not in narr, ("short answer has a newline", narr)
    if c["style"] == "L":
        assert "\n" in narr and re.search(r"^(\s*[-*] |\s*\d+\. |\|)", narr, re.M), ("long answer lacks markdown", narr)
    if c["style"] == "M":
        assert "\n" not in narr, ("medium answer has a newline", narr)
    for r in res:
        assert re.fullmatch(r"[A-Za-z0-9_]+", r["call_id"]), r["call_id"]
        assert isinstance(r["arguments"], dict)
    for text, stated, expr in c["calc"]:
        assert text in narr, (text, narr)
        val = ev(expr, ns)
        d = rel(stated, val)
        assert d <= 0.005, (text, stated, expr, val, d)
        recs.append(f"'{text}' = {fmt(stated)} vs {expr} = {fmt(val)} ({d:.2%})")
        st.calc += 1
    for text, date in c["weekdays"]:
        assert text in narr, (text, narr)
        wd = datetime.date.fromisoformat(date).weekday()
        if lang == "en":
            assert WEEKDAYS_EN[wd] in text, (text, date, WEEKDAYS_EN[wd])
            recs.append(f"{date} is a {WEEKDAYS_EN[wd]}")
        else:
            assert re.search("(周|星期)" + WEEKDAYS_ZH[wd], text), (text, date)
            recs.append(f"{date} 是周{WEEKDAYS_ZH[wd]}")
        st.weekday += 1
    kinds = list(DISTORTED[t][1]) + c["extra_kinds"] if t in DISTORTED else []
    if t in ("digit_swap", "decimal_shift", "sign_flip", "magnitude"):
        assert c["drift"] and not c["swap"], t
        text, stated, expr = c["drift"]
        assert text in narr, (text, narr)
        truth = ev(expr, ns)
        assert rel(stated, truth) > 0.01, ("drift too close to truth", stated, truth)
        allnums = []
        for r in res:
            numbers(r["output"], allnums)
            numbers(r["arguments"], allnums)
        fs = forms(allnums)
        cands = [stated]
        if "%" in text:
            cands.append(stated / 100)
        for x in cands:
            for f in fs:
                assert rel(x, f) > 0.01, ("drift lands near a result/argument form", c["narration"][:60], x, f)
        recs.append(f"drift '{text}' = {fmt(stated)} vs true {expr} = {fmt(truth)} ({rel(stated, truth):.1%} off); "
                    f"more than 1% from all {len(fs)} result/argument forms")
        st.drift += 1
    elif t in ("field_swap", "field_swap_cross"):
        assert c["swap"] and not c["drift"], t
        text, stated, expr, src, target = c["swap"]
        assert text in narr, (text, narr)
        truth = ev(expr, ns)
        assert rel(stated, truth) > 0.01, ("swap too close to truth", stated, truth)
        srcnums = pct_forms(numbers(res[src]["output"]))
        assert any(rel(stated, n) <= 0.005 for n in srcnums), ("swapped value not in source call", stated)
        if t == "field_swap_cross":
            assert src != target
            tnums = pct_forms(numbers(res[target]["output"]))
            assert all(rel(stated, n) > 0.01 for n in tnums), ("cross swap value also in narrated call", stated)
        else:
            assert src == target
        recs.append(f"swap '{text}' = {fmt(stated)}, a value of call {res[src]['call_id']}; true {expr} = "
                    f"{fmt(truth)} ({rel(stated, truth):.1%} off)")
        st.swap += 1
    else:
        assert not c["drift"] and not c["swap"], t
    note = c["note"].strip()
    if recs:
        note += " Checks: " + "; ".join(recs) + "."
    label = {"faithful": t in FAITHFUL, "kinds": kinds, "lang": lang, "type": t, "note": note}
    return {"results": res, "narration": narr, "label": label}


def build(lang, cases):
    st = Stats()
    tc = {}
    sc = {}
    for c in cases:
        tc[c["type"]] = tc.get(c["type"], 0) + 1
        sc[c["style"]] = sc.get(c["style"], 0) + 1
    for t, (n, _) in DISTORTED.items():
        assert tc.get(t, 0) == n, (lang, t, tc.get(t, 0), n)
    for t, n in FAITHFUL.items():
        assert tc.get(t, 0) == n, (lang, t, tc.get(t, 0), n)
    assert len(cases) == 50
    assert sc == STYLES, (lang, sc)
    narrs = [c["narration"] for c in cases]
    assert len(set(narrs)) == len(narrs)
    lines = [check_case(c, lang, st) for c in cases]
    styles = [c["style"] for c in cases]
    nres = [len(c["results"]) for c in cases]
    order = list(range(len(lines)))
    random.Random(SEEDS[lang]).shuffle(order)
    out = []
    for k, i in enumerate(order, 1):
        line = {"id": f"ad-{lang}-{k:03d}"}
        line.update(lines[i])
        out.append(line)
    return out, st, styles, nres, narrs


def main():
    check = "--check" in sys.argv
    import cases_en
    import cases_zh
    ok = True
    for lang, mod in (("en", cases_en), ("zh", cases_zh)):
        out, st, styles, nres, narrs = build(lang, mod.CASES)
        text = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in out)
        path = os.path.join(HERE, f"ad_{lang}.jsonl")
        if check:
            same = os.path.exists(path) and open(path, encoding="utf-8").read() == text
            ok &= same
            print(f"{lang}: committed file {'matches' if same else 'DIFFERS FROM'} the build")
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        nf = sum(1 for o in out if o["label"]["faithful"])
        print(f"{lang}: {len(out)} cases -> ad_{lang}.jsonl")
        print(f"  faithful {nf} / distorted {len(out) - nf}")
        rng = {}
        for s, n in zip(styles, narrs):
            lo, hi = rng.get(s, (10 ** 9, 0))
            rng[s] = (min(lo, len(n)), max(hi, len(n)))
        print("  styles: " + ", ".join(f"{s} {styles.count(s)} ({rng[s][0]}-{rng[s][1]} chars)" for s in "SML"))
        print("  results per case: " + ", ".join(f"{k} call(s) {nres.count(k)}" for k in sorted(set(nres))))
        print(f"  arithmetic assertions passed: {st.calc}; weekdays checked: {st.weekday}; "
              f"drifted values checked far: {st.drift}; swaps checked: {st.swap}")
    print("all checks passed" if ok else "CHECK FAILED: files differ from the build")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
