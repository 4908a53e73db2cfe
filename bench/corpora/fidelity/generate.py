"""Generate the labelled narration-fidelity corpus (gen_zh.jsonl, gen_en.jsonl) with a fixed seed.

Each case is one `toolproof verify` input line plus a "label". The generator knows, for every number it writes,
which pinned value it stands for and what it means after units and magnitudes, and it checks its own labels:
a faithful statement is within 0.4% of the returned value, a distorted one is at least 3% off and does not
coincide with any other number in the results or the arguments (else it would be a swap or an echo, not a
drift). Run:  python bench/corpora/fidelity/generate.py
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from domains import READ_TOOLS, WRITE_TOOLS, Field, ReadTool, WriteTool
from numforms import (
    Rendered,
    coarse_within,
    is_round,
    plain,
    rel,
    shortest_within,
    to_chinese,
    to_english,
    trimmed,
)

SEED = 20240517
HERE = Path(__file__).parent
FAITHFUL_TOLERANCE = 0.004
DISTORTION_MINIMUM = 0.03

# how many cases of each type per language
DISTORTED = {"digit_swap": 24, "decimal_shift": 16, "sign_flip": 16, "magnitude": 16, "field_swap": 16,
             "field_swap_across": 8, "null_fill": 14, "null_fill_qualitative": 8, "status_lie": 11,
             "status_lie_partial": 11}
FAITHFUL = {"exact": 8, "paraphrase": 10, "rounding_within_tolerance": 14, "format_change": 14, "unit_change": 12,
            "magnitude_format": 10, "number_words": 6, "sign_words": 8, "argument_echo": 10, "empty_faithful": 14,
            "partial_faithful": 10, "failure_faithful": 10, "multi_result": 12, "derived_count": 5}
KIND_OF = {"digit_swap": "numeric_drift", "decimal_shift": "numeric_drift", "sign_flip": "numeric_drift",
           "magnitude": "numeric_drift", "field_swap": "field_swap", "field_swap_across": "field_swap",
           "null_fill": "null_fill", "null_fill_qualitative": "null_fill", "status_lie": "status_lie",
           "status_lie_partial": "status_lie"}


class Retry(Exception):
    """This draw cannot make the requested case (no applicable field, a collision...): draw again."""


# ---------------------------------------------------------------------------------------------------------------
# rendering one value


CNY_ZH = [("", "元"), ("", "元"), ("¥", ""), ("", "元人民币")]
CNY_EN = [("¥", ""), ("CNY ", ""), ("", " yuan"), ("RMB ", "")]
USD_ZH = [("$", ""), ("", "美元")]
USD_EN = [("$", ""), ("$", ""), ("", " USD"), ("", " dollars")]
APPROX_ZH = [("约", ""), ("大约", ""), ("", "左右"), ("约", "")]
APPROX_EN = [("about ", ""), ("roughly ", ""), ("around ", ""), ("~", ""), ("approximately ", "")]


def unit_words(f: Field, lang: str, rng: Random) -> tuple[str, str]:
    """(prefix, suffix) around a value in the field's own unit."""
    u = f.unit
    zh = lang == "zh"
    if u == "cny":
        return rng.choice(CNY_ZH if zh else CNY_EN)
    if u == "usd":
        return rng.choice(USD_ZH if zh else USD_EN)
    table_zh = {"count": f.zh_measure, "fraction": "%", "pct": "%", "ms": rng.choice(["毫秒", " ms", "ms"]),
                "seconds": "秒", "hours": "小时", "mb": rng.choice([" MB", "MB"]), "kb": rng.choice([" KB", "KB"]),
                "kg": rng.choice(["公斤", "千克", " kg"]), "km": rng.choice(["公里", "千米"]), "days": "天",
                "kwh": rng.choice(["千瓦时", "度"]), "kw": "千瓦", "kmh": "公里/小时", "plain": ""}
    table_en = {"count": "", "fraction": "%", "pct": "%", "ms": rng.choice([" ms", "ms"]),
                "seconds": rng.choice([" seconds", " s"]), "hours": " hours", "mb": rng.choice([" MB", "MB"]),
                "kb": rng.choice([" KB", " kB"]), "kg": rng.choice([" kg", " kilograms"]), "km": " km",
                "days": " days", "kwh": " kWh", "kw": " kW", "kmh": " km/h", "plain": ""}
    return "", (table_zh if zh else table_en)[u]


def canonical_core(value: float, f: Field, rng: Random) -> tuple[str, float]:
    """The plain digits an agent copies from the result, and the factor back to the field unit."""
    if f.unit == "fraction":
        return trimmed(value * 100, 4), 0.01
    if f.unit in ("cny", "usd") and value != int(value):
        return plain(value, 2), 1.0
    return trimmed(value), 1.0


def render_exact(value: float, f: Field, lang: str, rng: Random) -> Rendered:
    if f.unit == "celsius":
        return render_celsius(value, lang, rng)
    core, factor = canonical_core(value, f, rng)
    pre, post = unit_words(f, lang, rng)
    if core.startswith("-") and pre in ("¥", "$"):
        return Rendered("-" + pre, core[1:], post, -factor)
    return Rendered(pre, core, post, factor)


def render_celsius(value: float, lang: str, rng: Random) -> Rendered:
    core = trimmed(abs(value))
    if lang == "zh":
        if value < 0:
            pre, post = rng.choice([("零下", "度"), ("零下", "°C"), ("-", "°C"), ("-", "℃")])
        else:
            pre, post = rng.choice([("", "度"), ("", "°C"), ("", "℃"), ("", "摄氏度")])
    elif value < 0:
        pre, post = rng.choice([("-", "°C"), ("minus ", "°C"), ("minus ", " degrees")])
    else:
        pre, post = rng.choice([("", "°C"), ("", " degrees"), ("", " °C")])
    if core == "1" and post == " degrees":
        post = " degree"
    return Rendered(pre, core, post, -1.0 if value < 0 else 1.0)


def render_format(value: float, f: Field, lang: str, rng: Random) -> Rendered | None:
    """Same value, another surface form: separators, trimmed or padded decimals, symbol vs word, 0.482 vs 48.2%."""
    if f.unit == "celsius":
        return render_celsius(value, lang, rng)
    options: list[Rendered] = []
    pre, post = unit_words(f, lang, rng)
    if f.unit == "fraction":
        options.append(Rendered("", trimmed(value, 4), "", 1.0))
        if lang == "zh":
            options.append(Rendered("百分之", trimmed(value * 100, 4), "", 0.01))
        else:
            options.append(Rendered("", trimmed(value * 100, 4), " percent", 0.01))
    if f.unit in ("cny", "usd"):
        if value != int(value):
            options.append(Rendered(pre, trimmed(value, 2), post))
            if abs(value) >= 1000:
                options.append(Rendered(pre, plain(value, 2, thousands=True), post))
        else:
            options.append(Rendered(pre, plain(value, 2), post))
            if abs(value) >= 1000:
                options.append(Rendered(pre, plain(value, 0, thousands=True), post))
                options.append(Rendered(pre, plain(value, 2, thousands=True), post))
    elif f.unit != "fraction" and abs(value) >= 1000:
        options.append(Rendered(pre, f"{value:,.{decimals(value)}f}", post))
    if f.unit == "pct":
        options.append(Rendered("", trimmed(value), " %", 1.0))
        if lang == "zh":
            options.append(Rendered("百分之", trimmed(value), "", 1.0))
    options = [o for o in options if o.meaning != 0]
    return rng.choice(options) if options else None


def decimals(value: float) -> int:
    text = trimmed(value)
    return len(text.split(".")[1]) if "." in text else 0


def render_approx(value: float, f: Field, lang: str, rng: Random) -> Rendered | None:
    """A visibly rounded value, still within the ±0.5% tolerance (we keep to 0.4%)."""
    if f.unit == "celsius":
        return None
    scale = 100.0 if f.unit == "fraction" else 1.0
    shown = coarse_within(value * scale, FAITHFUL_TOLERANCE)
    if shown is None:
        return None
    pre, post = unit_words(f, lang, rng)
    a_pre, a_post = rng.choice(APPROX_ZH if lang == "zh" else APPROX_EN)
    thousands = abs(shown) >= 10000 and rng.random() < 0.5
    core = trimmed(shown, 4, thousands)
    return Rendered(a_pre + pre, core, post + a_post, 1 / scale)


MAG_ZH = [(1e8, "亿"), (1e4, "万")]
MAG_EN = [(1e9, "B"), (1e6, "M"), (1e3, "k")]
MAG_EN_WORDS = {1e9: " billion", 1e6: " million", 1e3: " thousand"}


def render_magnitude(value: float, f: Field, lang: str, rng: Random, shown_value: float | None = None,
                     exact: bool = True) -> Rendered | None:
    """1.2万 / 3.5亿 / 4.8k / 1.25M. shown_value lets a distortion write a wrong value the same way."""
    if f.unit not in ("cny", "usd", "count", "kwh"):
        return None
    target = value if shown_value is None else shown_value
    table = MAG_ZH if lang == "zh" else MAG_EN
    for scale, suffix in table:
        if abs(target) >= scale:
            core = shortest_within(target / scale, FAITHFUL_TOLERANCE if exact else 0.0001, 0, 3)
            if core is None:
                return None
            pre, post = unit_words(f, lang, rng)
            if lang == "zh":
                if f.unit == "cny":
                    pre, post = rng.choice([("", suffix + "元"), ("¥", suffix)])
                elif f.unit == "kwh":
                    post = suffix + rng.choice(["千瓦时", "度"])
                else:
                    post = suffix + f.zh_measure
            elif f.unit == "kwh":
                post = MAG_EN_WORDS[scale] + " kWh" if scale != 1e3 else " MWh"
                if scale == 1e3:
                    return Rendered(pre, core, post, scale)
            else:
                post = rng.choice([suffix, MAG_EN_WORDS[scale]]) + post
            return Rendered(pre, core, post, scale)
    return None


def render_unit(value: float, f: Field, lang: str, rng: Random) -> Rendered | None:
    """The value in another unit: 1500 ms = 1.5 s, 5400 s = 90 min = 1.5 h, 2048 MB = 2 GB, 5120 KB = 5 MB."""
    zh = lang == "zh"
    choices: list[tuple[float, str]] = []
    if f.unit == "ms":
        choices = [(1000, rng.choice(["秒", " 秒", "s"]) if zh else rng.choice([" s", " seconds", "s"]))]
    elif f.unit == "seconds":
        if value % 60 == 0:
            choices.append((60, "分钟" if zh else rng.choice([" minutes", " min"])))
        if (value / 3600) * 4 == int((value / 3600) * 4):
            choices.append((3600, "小时" if zh else rng.choice([" hours", " h", " hrs"])))
    elif f.unit in ("mb", "kb"):
        big = "GB" if f.unit == "mb" else "MB"
        if value % 256 == 0:
            choices.append((1024, (" " if rng.random() < 0.5 else "") + big))
        elif value % 100 == 0:
            choices.append((1000, (" " if rng.random() < 0.5 else "") + big))
    if not choices:
        return None
    factor, post = rng.choice(choices)
    core = trimmed(value / factor, 3)
    if rel(float(core) * factor, value) > 1e-9:
        return None
    return Rendered("", core, post, factor)


def render_words(value: float, f: Field, lang: str, rng: Random) -> Rendered | None:
    """三千五百元 / 一百二十八人 / twelve / three thousand five hundred."""
    if f.unit not in ("cny", "count", "days") or not is_round(value, 2) or value >= 10_000_000:
        return None
    n = int(value)
    if lang == "zh":
        words = to_chinese(n, use_liang=rng.random() < 0.5)
        post = {"cny": "元", "count": f.zh_measure, "days": "天"}[f.unit]
        return Rendered("", words, post, 1.0, float(n))
    if n >= 1_000_000:
        return None
    post = {"cny": " yuan", "count": "", "days": " days"}[f.unit]
    return Rendered("", to_english(n), post, 1.0, float(n))


FAITHFUL_RENDERERS: dict[str, Callable[[float, Field, str, Random], Rendered | None]] = {
    "format_change": render_format,
    "rounding_within_tolerance": render_approx,
    "magnitude_format": render_magnitude,
    "unit_change": render_unit,
    "number_words": render_words,
}


def render_plainly(value: float, f: Field, lang: str, rng: Random) -> Rendered:
    """Any faithful form that is not the point of the case: mostly exact, sometimes reformatted or rounded."""
    roll = rng.random()
    if roll < 0.2:
        alt = render_format(value, f, lang, rng)
        if alt:
            return alt
    elif roll < 0.3:
        alt = render_approx(value, f, lang, rng)
        if alt:
            return alt
    return render_exact(value, f, lang, rng)


# ---------------------------------------------------------------------------------------------------------------
# distortions of one value


def digit_swap(value: float, f: Field, lang: str, rng: Random) -> Rendered:
    base = render_exact(value, f, lang, rng)
    if base.words is not None:
        raise Retry
    core = base.core
    spots = [i for i in range(len(core) - 1) if core[i].isdigit() and core[i + 1].isdigit() and core[i] != core[i + 1]]
    rng.shuffle(spots)
    for i in spots:
        swapped = core[:i] + core[i + 1] + core[i] + core[i + 2:]
        if swapped.lstrip("-")[0] == "0" and not swapped.lstrip("-").startswith("0."):
            continue
        candidate = Rendered(base.pre, swapped, base.post, base.factor)
        if rel(candidate.meaning, value) >= DISTORTION_MINIMUM:
            return candidate
    raise Retry


def decimal_shift(value: float, f: Field, lang: str, rng: Random) -> Rendered:
    if f.unit in ("celsius",):
        raise Retry
    base = render_exact(value, f, lang, rng)
    factor = rng.choice([10.0, 0.1]) if f.unit not in ("fraction",) else rng.choice([10.0, 0.1, 100.0])
    shown = float(base.core.replace(",", "")) * factor
    places = max(decimals(float(base.core.replace(",", ""))) + (1 if factor < 1 else -1), 0)
    if f.unit in ("cny", "usd") and "." in base.core:
        places = 2
    if f.unit == "count" and shown != int(shown):
        raise Retry
    core = plain(shown, places)
    if float(core) == 0:
        raise Retry
    return Rendered(base.pre, core, base.post, base.factor)


def sign_flip(value: float, f: Field, lang: str, rng: Random) -> tuple[Rendered, str | None]:
    """The opposite sign: a loss reported as a profit, a fall as a rise, −3°C as 3°C. Returns the rendering and,
    when the sign is carried by words, the statement template to use."""
    if not f.signed:
        raise Retry
    if f.unit == "celsius":
        return render_celsius(-value, lang, rng), None
    flipped = render_exact(-value, f, lang, rng)
    magnitude = render_exact(abs(value), f, lang, rng)
    templates = (f.pos_zh if value < 0 else f.neg_zh) if lang == "zh" else (f.pos_en if value < 0 else f.neg_en)
    if rng.random() < 0.65:
        sign = 1.0 if value < 0 else -1.0
        return Rendered(magnitude.pre, magnitude.core, magnitude.post, magnitude.factor * sign), rng.choice(templates)
    return flipped, None


def magnitude_error(value: float, f: Field, lang: str, rng: Random) -> Rendered:
    factors = [10.0, 0.1]
    if lang == "zh" and abs(value) >= 1e6:
        factors.append(1e-4)
    if lang == "en" and 1e3 <= abs(value) < 1e5:
        factors.append(1e3)
    shown = value * rng.choice(factors)
    rendered = render_magnitude(value, f, lang, rng, shown_value=shown, exact=False)
    if rendered is None:
        raise Retry
    return rendered


# ---------------------------------------------------------------------------------------------------------------
# statements and narrations

GENERIC_ZH = ["{label}为{t}", "{label}是{t}", "{label}：{t}", "{label}{t}", "{label}目前为{t}"]
TOTAL_ZH = "{label}共计{t}"  # only for amounts and counts
GENERIC_EN = ["the {label} is {t}", "{label}: {t}", "the {label} came in at {t}", "the {label} stands at {t}",
              "the {label} was {t}", "{label} of {t}"]
LIST_ZH = ["- **{label}**：{t}", "- {label}：{t}", "* {label}：{t}"]
LIST_EN = ["- **{label}**: {t}", "- {label}: {t}", "* {Label}: {t}"]


@dataclass
class Statement:
    text: str
    list_text: str


def statement(f: Field, r: Rendered, lang: str, rng: Random, template: str | None = None,
              natural: bool = False) -> Statement:
    label = rng.choice(f.zh if lang == "zh" else f.en)
    t = r.text
    if template is None and natural:
        options = f.natural_zh if lang == "zh" else f.natural_en
        if options:
            template = rng.choice(options)
    if template is not None:
        text = template.format(label=label, t=t)
        return Statement(text, "- " + text)
    generic = GENERIC_ZH if lang == "zh" else GENERIC_EN
    if lang == "zh" and f.unit in ("cny", "usd", "count", "kwh"):
        generic = [*generic, TOTAL_ZH]
    if lang == "en" and "{label} of" in generic[-1] and rng.random() < 0.85:
        generic = generic[:-1]
    text = rng.choice(generic).format(label=label, t=t)
    listed = rng.choice(LIST_ZH if lang == "zh" else LIST_EN).format(label=label, Label=label[:1].upper() + label[1:],
                                                                      t=t)
    return Statement(text, listed)


OPEN_ZH = ["", "", "好的，", "已为您查询到结果。", "根据系统返回的数据，", "您好！", "我帮您查了一下，", "查好了。"]
CLOSE_ZH = ["", "", "如需进一步分析，请随时告诉我。", "还有其他需要帮忙的吗？", "希望对您有帮助！",
            "如果还想看其他维度的数据，告诉我就行。",
            "以上数据均来自系统实时查询。"]
OPEN_EN = ["", "", "Sure! ", "Here's what I found. ", "I pulled the latest numbers. ", "Done. ", "Okay. ",
           "I checked the system. "]
CLOSE_EN = ["", "", " Let me know if you need anything else.", " Happy to dig deeper if that helps.",
            " Want me to break this down further?", " Anything else I can look up?",
            " These figures come straight from the system."]


SEVERAL_ZH = ["我把几次查询的结果分别列在下面。", "几项数据如下，按查询顺序排列。", "下面是各项查询的结果汇总。"]
SEVERAL_EN = ["Here's each lookup in turn. ", "I've listed the results query by query. ",
              "Below is a summary of everything I looked up. "]


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def join_en(parts: list[str]) -> str:
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def compose(lang: str, groups: list[tuple[str | None, list[Statement]]], rng: Random) -> str:
    """A narration from groups of statements, each group optionally about a subject (an echo of the arguments)."""
    style = rng.choice(["inline", "inline", "sentences", "list"])
    several = len(groups) > 1 and rng.random() < 0.5
    if lang == "zh":
        opener, closer = rng.choice(OPEN_ZH), rng.choice(CLOSE_ZH)
        if several:
            opener += rng.choice(SEVERAL_ZH)
        if style == "list":
            lines = []
            for subject, stmts in groups:
                lines.append(f"{subject}：" if subject else "查询结果如下：")
                lines.extend(s.list_text for s in stmts)
            return (opener + "\n" if opener else "") + "\n".join(lines) + ("\n" + closer if closer else "")
        chunks = []
        for subject, stmts in groups:
            texts = [s.text for s in stmts]
            lead = f"{subject}的" if subject and rng.random() < 0.5 else (f"{subject}，" if subject else "")
            if style == "inline":
                chunks.append(lead + "，".join(texts) + "。")
            else:
                chunks.append(lead + "。".join(texts) + "。")
        return opener + "".join(chunks) + closer
    opener, closer = rng.choice(OPEN_EN), rng.choice(CLOSE_EN)
    if several:
        opener += rng.choice(SEVERAL_EN)
    if style == "list":
        lines = []
        for subject, stmts in groups:
            lines.append(f"{cap(subject)}:" if subject else "Here are the results:")
            lines.extend(s.list_text for s in stmts)
        return (opener.strip() + "\n" if opener else "") + "\n".join(lines) + ("\n" + closer.strip() if closer else "")
    chunks = []
    for subject, stmts in groups:
        texts = [s.text for s in stmts]
        lead = f"For {subject}, " if subject else ""
        if style == "inline":
            chunks.append(cap(lead + join_en(texts)) + ".")
        else:
            chunks.append(" ".join(cap((lead if i == 0 else "") + t) + "." for i, t in enumerate(texts)))
    return opener + " ".join(chunks) + closer


# ---------------------------------------------------------------------------------------------------------------
# results


def call_id(rng: Random, index: int) -> str:
    style = rng.choice(["c", "call", "toolu", "fc"])
    if style == "c":
        return f"c{index}"
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    tail = "".join(rng.choice(alphabet) for _ in range(rng.choice([8, 12, 24])))
    return {"call": "call_", "toolu": "toolu_01", "fc": "fc_"}[style] + tail


def result_line(rng: Random, index: int, tool: str, args: dict[str, Any], output: Any,
                status: int | None) -> dict[str, Any]:
    line: dict[str, Any] = {"call_id": call_id(rng, index), "tool": tool, "arguments": args}
    if status is not None:
        line["http_status"] = status
    elif rng.random() < 0.5:
        line["http_status"] = 200
    line["output"] = output
    return line


NUMBER_IN_TEXT = re.compile(r"\d+(?:\.\d+)?")


def numbers_in(value: Any) -> list[float]:
    """Every number in a JSON value, including digit runs inside strings (ids, dates)."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, (int, float)):
        return [float(value)]
    if isinstance(value, str):
        return [float(m) for m in NUMBER_IN_TEXT.findall(value)]
    if isinstance(value, dict):
        return [n for v in value.values() for n in numbers_in(v)]
    if isinstance(value, list):
        return [n for v in value for n in numbers_in(v)]
    return []


@dataclass
class Draw:
    """One read tool's call: arguments, values, output."""

    tool: ReadTool
    args: dict[str, Any]
    values: dict[str, float]
    lang: str
    index: int
    result: dict[str, Any] = field(default_factory=dict)

    @property
    def subject(self) -> str:
        return self.tool.subject_zh(self.args) if self.lang == "zh" else self.tool.subject_en(self.args)

    def field(self, key: str) -> Field:
        return next(f for f in self.tool.fields if f.key == key)


def draw(tool: ReadTool, lang: str, rng: Random, index: int, overrides: dict[str, float] | None = None,
         status: int | None = None) -> Draw:
    for _ in range(50):
        args = tool.args(rng, lang)
        values = {f.key: f.gen(rng) for f in tool.fields}
        values.update(overrides or {})
        if tool.consistent:
            values = tool.consistent(values)
        if any(v == 0 for v in values.values()):
            continue
        if not distinct(list(values.values())):
            continue
        d = Draw(tool, args, values, lang, index)
        d.result = result_line(rng, index, tool.name, args, tool.build(values, args), status)
        return d
    raise Retry


def distinct(values: list[float], gap: float = 0.05) -> bool:
    return all(rel(a, b) > gap for i, a in enumerate(values) for b in values[i + 1:])


def collides(stated: float, results: list[dict[str, Any]], exclude: float | None = None) -> bool:
    """Does a distorted value land on (within 1% of) some other number in the results or arguments?"""
    for r in results:
        for n in numbers_in(r["output"]) + numbers_in(r["arguments"]):
            if exclude is not None and n == exclude:
                continue
            if rel(stated, n) <= 0.01 or rel(-stated, n) <= 0.01:
                return True
    return False


# ---------------------------------------------------------------------------------------------------------------
# case builders: each returns (results, narration, kinds)

Case = tuple[list[dict[str, Any]], str, list[str]]


def pick_tool(rng: Random, need: Callable[[ReadTool], bool] = lambda t: True) -> ReadTool:
    tools = [t for t in READ_TOOLS if need(t)]
    if not tools:
        raise Retry
    return rng.choice(tools)


def faithful_statements(d: Draw, keys: list[str], rng: Random) -> list[Statement]:
    out = []
    for key in keys:
        f = d.field(key)
        r = render_plainly(d.values[key], f, d.lang, rng)
        check_faithful(r.meaning, d.values[key])
        out.append(statement(f, r, d.lang, rng))
    return out


def check_faithful(stated: float, true: float) -> None:
    if rel(stated, true) > FAITHFUL_TOLERANCE:
        raise AssertionError(f"faithful rendering {stated} is not within tolerance of {true}")


def check_distorted(stated: float, true: float, results: list[dict[str, Any]]) -> None:
    if rel(stated, true) < DISTORTION_MINIMUM:
        raise Retry
    if collides(stated, results, exclude=true):
        raise Retry


def others(d: Draw, exclude: str, rng: Random, most: int = 2) -> list[str]:
    keys = [f.key for f in d.tool.fields if f.key != exclude]
    rng.shuffle(keys)
    return keys[: rng.randint(0, min(most, len(keys)))]


def with_subject(d: Draw, rng: Random, p: float = 0.6) -> str | None:
    return d.subject if rng.random() < p else None


def maybe_companion(lang: str, rng: Random, p: float) -> Draw | None:
    """A first, faithfully narrated result before the empty one: narrations often cover several calls."""
    if rng.random() >= p:
        return None
    return draw(pick_tool(rng), lang, rng, 1)


def companions(lang: str, rng: Random, exclude: ReadTool, weights: tuple[int, int, int]) -> list[Draw]:
    """Zero to two other, faithfully narrated results: real narrations often report several calls at once."""
    k = rng.choices([0, 1, 2], weights)[0]
    pool = [t for t in READ_TOOLS if t is not exclude]
    return [draw(t, lang, rng, i + 2) for i, t in enumerate(rng.sample(pool, k))]


def companion_group(c: Draw, rng: Random) -> tuple[str | None, list[Statement]]:
    return c.subject, faithful_statements(c, others(c, "", rng, 3) or [c.tool.fields[0].key], rng)


def ordered(stmts: list[Statement], rng: Random) -> list[Statement]:
    stmts = list(stmts)
    rng.shuffle(stmts)
    return stmts


MAGNITUDE_UNITS = ("cny", "usd", "count", "kwh")
NEEDS: dict[str, Callable[[ReadTool], bool]] = {
    "sign_flip": lambda t: any(f.signed for f in t.fields),
    "magnitude": lambda t: any(f.unit in MAGNITUDE_UNITS for f in t.fields),
}


def numeric_distortion(kind: str, lang: str, rng: Random) -> Case:
    distort = {"digit_swap": digit_swap, "decimal_shift": decimal_shift, "magnitude": magnitude_error}
    tool = pick_tool(rng, NEEDS.get(kind, lambda t: True))
    d = draw(tool, lang, rng, 1)
    candidates = [f for f in tool.fields if (f.signed if kind == "sign_flip" else True)]
    if kind == "magnitude":
        threshold = 1e4 if lang == "zh" else 1e3
        candidates = [f for f in candidates if f.unit in ("cny", "usd", "count", "kwh")
                      and abs(d.values[f.key]) >= threshold]
    if not candidates:
        raise Retry
    target = rng.choice(candidates)
    value = d.values[target.key]
    template = None
    if kind == "sign_flip":
        rendered, template = sign_flip(value, target, lang, rng)
    else:
        rendered = distort[kind](value, target, lang, rng)
    extra = companions(lang, rng, tool, (55, 28, 17))
    results = [d.result] + [c.result for c in extra]
    check_distorted(rendered.meaning, value, results)
    bad = statement(target, rendered, lang, rng, template=template)
    stmts = ordered([bad, *faithful_statements(d, others(d, target.key, rng, 3), rng)], rng)
    groups: list[tuple[str | None, list[Statement]]] = [(with_subject(d, rng, 0.6 if not extra else 1.0), stmts)]
    for c in extra:
        groups.insert(rng.randint(0, len(groups)), companion_group(c, rng))
    return results, compose(lang, groups, rng), ["numeric_drift"]


def field_swap(lang: str, rng: Random) -> Case:
    tool = pick_tool(rng, lambda t: bool(t.swap_pairs))
    d = draw(tool, lang, rng, 1)
    a, b = rng.choice(tool.swap_pairs)
    if rng.random() < 0.5:
        a, b = b, a
    fa, fb = d.field(a), d.field(b)
    va, vb = d.values[a], d.values[b]
    if rel(va, vb) < 0.05:
        raise Retry
    ra = render_exact(vb, fa, lang, rng)  # a's label, b's value (swap pairs share a unit)
    check_faithful(ra.meaning, vb)
    stmts = [statement(fa, ra, lang, rng)]
    if rng.random() < 0.5:
        rb = render_exact(va, fb, lang, rng)
        stmts.append(statement(fb, rb, lang, rng))
    rest = [k for k in others(d, a, rng) if k != b]
    stmts = ordered(stmts + faithful_statements(d, rest, rng), rng)
    extra = companions(lang, rng, tool, (65, 25, 10))
    groups: list[tuple[str | None, list[Statement]]] = [(with_subject(d, rng, 0.6 if not extra else 1.0), stmts)]
    for c in extra:
        groups.insert(rng.randint(0, len(groups)), companion_group(c, rng))
    return [d.result] + [c.result for c in extra], compose(lang, groups, rng), ["field_swap"]


ACROSS_TOOLS = ("get_weather", "get_account_balance", "get_sales_report", "get_service_metrics", "get_stock_level",
                "get_team_stats")


def field_swap_across(lang: str, rng: Random) -> Case:
    tool = pick_tool(rng, lambda t: t.name in ACROSS_TOOLS)
    d1 = draw(tool, lang, rng, 1)
    d2 = draw(tool, lang, rng, 2)
    if d1.subject == d2.subject:
        raise Retry
    key = rng.choice([f.key for f in tool.fields if f.key not in ("attrition_rate", "available_balance")])
    f = d1.field(key)
    v1, v2 = d1.values[key], d2.values[key]
    if rel(v1, v2) < 0.05:
        raise Retry
    s1 = statement(f, render_exact(v2, f, lang, rng), lang, rng)
    groups: list[tuple[str | None, list[Statement]]] = [(d1.subject, [s1])]
    if rng.random() < 0.7:
        groups.append((d2.subject, [statement(f, render_exact(v1, f, lang, rng), lang, rng)]))
    rng.shuffle(groups)
    return [d1.result, d2.result], compose(lang, groups, rng), ["field_swap"]


EMPTY_SHAPES: list[Callable[[str], tuple[int | None, Any]]] = [
    lambda key: (None, None),
    lambda key: (200, []),
    lambda key: (200, {}),
    lambda key: (404, {"error": "not_found"}),
    lambda key: (404, {"detail": "Not Found"}),
    lambda key: (200, {"data": None}),
    lambda key: (200, {key: None, "status": "not_found"}),
    lambda key: (200, {"items": [], "next_cursor": None}),
    lambda key: (200, {"report": None, "empty_reason": "never_generated"}),
    lambda key: (200, {"result": None, "message": "no data for the given period"}),
]


def empty_draw(lang: str, rng: Random, companion: Draw | None) -> tuple[ReadTool, dict[str, Any], dict[str, Any]]:
    """An empty result from another tool than the companion's, so the invented content can only be about it."""
    index = 2 if companion else 1
    tool = pick_tool(rng, lambda t: companion is None or t is not companion.tool)
    args = tool.args(rng, lang)
    status, output = rng.choice(EMPTY_SHAPES)(tool.fields[0].key)
    return tool, args, result_line(rng, index, tool.name, args, output, status)


def subject_of(tool: ReadTool, args: dict[str, Any], lang: str) -> str:
    return tool.subject_zh(args) if lang == "zh" else tool.subject_en(args)


def null_fill(lang: str, rng: Random, qualitative: bool) -> Case:
    companion = maybe_companion(lang, rng, 0.3)
    tool, args, result = empty_draw(lang, rng, companion)
    subject = subject_of(tool, args, lang)
    results = ([companion.result] if companion else []) + [result]
    if qualitative:
        claim = rng.choice(tool.qualitative_zh if lang == "zh" else tool.qualitative_en)
        if lang == "en":
            claim = claim[:1].lower() + claim[1:]  # compose capitalises it again where it opens a sentence
        invented = [Statement(claim.rstrip("。."), "- " + claim.rstrip("。."))]
    else:
        invented = []
        keys = [f.key for f in tool.fields]
        rng.shuffle(keys)
        for key in keys[: rng.randint(1, min(3, len(keys)))]:
            f = next(x for x in tool.fields if x.key == key)
            value = f.gen(rng)
            if collides(value, results):
                raise Retry
            invented.append(statement(f, render_exact(value, f, lang, rng), lang, rng))
    groups: list[tuple[str | None, list[Statement]]] = [(subject if rng.random() < 0.7 else None, invented)]
    if companion:
        groups.insert(0, (companion.subject, faithful_statements(companion, others(companion, "", rng, 2)
                                                                 or [companion.tool.fields[0].key], rng)))
    return results, compose(lang, groups, rng), ["null_fill"]


EMPTY_HONEST_ZH = ["没有查到{s}的数据。", "系统里没有{s}的记录，我不会凭空编造数字。需要我换个条件再查吗？",
                   "{s}暂无数据（查询结果为空）。您要不要确认一下查询条件？",
                   "抱歉，没有找到{s}的相关结果，可能是该记录从未生成。",
                   "查询结果为空：{s}没有可用的数据。请问是否需要我帮您重新生成？",
                   "未找到{s}的数据。请确认编号是否正确，或者告诉我其他查询条件。"]
EMPTY_HONEST_EN = ["I couldn't find any data for {s}.", "There's no record for {s}, so I won't guess at numbers. "
                   "Want me to try different criteria?", "The lookup for {s} came back empty. Could you double-check "
                   "the details?", "Nothing was found for {s} — it may never have been generated. Should I create it?",
                   "No results for {s}. Please confirm the ID or give me another filter.",
                   "Sorry, {s} returned no data at all."]


def empty_faithful(lang: str, rng: Random) -> Case:
    companion = maybe_companion(lang, rng, 0.35)
    tool, args, result = empty_draw(lang, rng, companion)
    subject = subject_of(tool, args, lang)
    honest = rng.choice(EMPTY_HONEST_ZH if lang == "zh" else EMPTY_HONEST_EN).format(s=subject)
    results = ([companion.result] if companion else []) + [result]
    if not companion:
        return results, honest, []
    stmts = faithful_statements(companion, others(companion, "", rng, 2) or [companion.tool.fields[0].key], rng)
    first = compose(lang, [(companion.subject, stmts)], rng)
    return results, first + ("\n" if "\n" in first else ("" if lang == "zh" else " ")) + honest, []


def write_case(lang: str, rng: Random, partial: bool, lie: bool) -> Case:
    tool: WriteTool = rng.choice([w for w in WRITE_TOOLS if w.partial == partial])
    args = tool.args(rng, lang)
    status, output, ctx = rng.choice(tool.outcomes)(rng, args)
    result = result_line(rng, 1, tool.name, args, output, status)
    if lie:
        text = rng.choice(tool.lie_zh if lang == "zh" else tool.lie_en)
    else:
        text = rng.choice(tool.honest_zh if lang == "zh" else tool.honest_en)
    narration = text.format(**ctx)
    if lang == "zh" and rng.random() < 0.3:
        narration = rng.choice(["好的，", "已处理。", "您好，"]) + narration
    if lang == "en" and rng.random() < 0.3:
        narration = rng.choice(["Okay — ", "Update: ", "All right. "]) + narration
    return [result], narration, ["status_lie"] if lie else []


def numeric_faithful(kind: str, lang: str, rng: Random) -> Case:
    renderer = FAITHFUL_RENDERERS.get(kind)
    for _ in range(30):
        tool = pick_tool(rng)
        target = rng.choice(tool.fields)
        overrides = None
        if kind == "number_words":
            if target.unit not in ("cny", "count", "days"):
                continue
            base = target.gen(rng)
            overrides = {target.key: float(round(base, -max(len(str(int(base))) - 2, 0))) or 1.0}
        if kind == "sign_words" and not ((target.signed and target.unit != "celsius") or target.unit == "celsius"):
            continue
        try:
            d = draw(tool, lang, rng, 1, overrides)
        except Retry:
            continue
        value = d.values[target.key]
        template = None
        if kind == "sign_words":
            if target.unit == "celsius":
                if value >= 0:
                    continue
                rendered = render_celsius(value, lang, rng)
            else:
                plain_r = render_plainly(abs(value), target, lang, rng)
                rendered = Rendered(plain_r.pre, plain_r.core, plain_r.post,
                                    plain_r.factor * (-1 if value < 0 else 1), plain_r.words)
                pool = (target.neg_zh if value < 0 else target.pos_zh) if lang == "zh" else (
                    target.neg_en if value < 0 else target.pos_en)
                template = rng.choice(pool)
        elif renderer is not None:
            maybe = renderer(value, target, lang, rng)
            if maybe is None:
                continue
            rendered = maybe
        else:
            rendered = render_exact(value, target, lang, rng)
        check_faithful(rendered.meaning, value)
        natural = kind == "paraphrase"
        if natural and not (target.natural_zh if lang == "zh" else target.natural_en):
            continue
        main = statement(target, rendered, lang, rng, template=template, natural=natural)
        stmts = ordered([main, *faithful_statements(d, others(d, target.key, rng), rng)], rng)
        subject_p = 1.0 if kind == "argument_echo" else 0.5
        groups: list[tuple[str | None, list[Statement]]] = [(with_subject(d, rng, subject_p), stmts)]
        narration = compose(lang, groups, rng)
        if kind == "argument_echo":
            narration = echo_tail(d, lang, rng, narration)
        return [d.result], narration, []
    raise Retry


def echo_tail(d: Draw, lang: str, rng: Random, narration: str) -> str:
    """Repeat the arguments the way agents do ("查询条件：...", "(per your request for ...)")."""
    shown = ", ".join(f"{k}={v}" for k, v in d.args.items() if not isinstance(v, list))
    if lang == "zh":
        tail = rng.choice([f"\n（查询条件：{shown}）", f"以上是按您给的条件（{shown}）查到的。", ""])
    else:
        tail = rng.choice([f"\n(query: {shown})", f" That's for the parameters you gave ({shown}).", ""])
    return narration + tail


def multi_result(lang: str, rng: Random) -> Case:
    n = rng.choice([2, 3, 3])
    tools = rng.sample(list(READ_TOOLS), n)
    draws = [draw(t, lang, rng, i + 1) for i, t in enumerate(tools)]
    groups = [companion_group(d, rng) for d in draws]
    return [d.result for d in draws], compose(lang, groups, rng), []


ORDER_STATUS = {"shipped": ("已发货", "shipped"), "pending": ("待发货", "pending"),
                "delivered": ("已签收", "delivered")}


def derived_count(lang: str, rng: Random) -> Case:
    n = rng.randint(2, 5)
    customer = "C" + "".join(rng.choice("0123456789") for _ in range(6))
    orders = [{"order_id": str(rng.randint(100000, 999999)), "amount": round(rng.uniform(30, 2000), 2),
               "status": rng.choice(list(ORDER_STATUS))} for _ in range(n)]
    args = {"customer_id": customer, "since": "2024-05-01"}
    result = result_line(rng, 1, "search_orders", args, {"orders": orders}, None)
    if lang == "zh":
        count = rng.choice([f"{n}笔", f"{to_chinese(n)}笔"])
        head = rng.choice([f"客户{customer}自5月1日以来共有{count}订单：", f"共找到{count}订单："])
        lines = [f"- 订单{o['order_id']}，金额{o['amount']:.2f}元，{ORDER_STATUS[o['status']][0]}" for o in orders]
    else:
        count = rng.choice([str(n), to_english(n)])
        head = rng.choice([f"Customer {customer} has {count} orders since May 1:", f"I found {count} orders:"])
        lines = [f"- #{o['order_id']}: ¥{o['amount']:,.2f}, {ORDER_STATUS[o['status']][1]}" for o in orders]
    return [result], head + "\n" + "\n".join(lines), []


# ---------------------------------------------------------------------------------------------------------------


def build(kind: str, lang: str, rng: Random) -> Case:
    if kind in ("digit_swap", "decimal_shift", "sign_flip", "magnitude"):
        return numeric_distortion(kind, lang, rng)
    simple: dict[str, Callable[[], Case]] = {
        "field_swap": lambda: field_swap(lang, rng),
        "field_swap_across": lambda: field_swap_across(lang, rng),
        "null_fill": lambda: null_fill(lang, rng, qualitative=False),
        "null_fill_qualitative": lambda: null_fill(lang, rng, qualitative=True),
        "status_lie": lambda: write_case(lang, rng, partial=False, lie=True),
        "status_lie_partial": lambda: write_case(lang, rng, partial=True, lie=True),
        "empty_faithful": lambda: empty_faithful(lang, rng),
        "partial_faithful": lambda: write_case(lang, rng, partial=True, lie=False),
        "failure_faithful": lambda: write_case(lang, rng, partial=False, lie=False),
        "multi_result": lambda: multi_result(lang, rng),
        "derived_count": lambda: derived_count(lang, rng),
    }
    if kind in simple:
        return simple[kind]()
    return numeric_faithful(kind, lang, rng)


def generate(lang: str, rng: Random) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    seen: set[str] = set()
    plan = list(DISTORTED.items()) + list(FAITHFUL.items())
    for kind, count in plan:
        made = 0
        attempts = 0
        while made < count:
            attempts += 1
            if attempts > count * 200:
                raise RuntimeError(f"cannot make {kind} cases for {lang}")
            try:
                results, narration, kinds = build(kind, lang, rng)
            except Retry:
                continue
            if narration in seen:
                continue
            seen.add(narration)
            made += 1
            cases.append({
                "id": f"gen-{lang}-{len(cases) + 1:04d}",
                "results": results,
                "narration": narration,
                "label": {"faithful": not kinds, "kinds": kinds, "lang": lang, "type": kind},
            })
    return cases


def corpus(seed: int = SEED) -> dict[str, list[dict[str, Any]]]:
    """The whole generated corpus, file name → cases; deterministic for the seed."""
    rng = Random(seed)
    made = {f"gen_{lang}.jsonl": generate(lang, rng) for lang in ("zh", "en")}
    if seed != SEED:  # a fresh variant for a generalisation check: ids must not clash with the committed files
        for cases in made.values():
            for case in cases:
                case["id"] = f"s{seed}-{case['id']}"
    return made


def serialise(cases: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)


def main() -> None:
    parser = argparse.ArgumentParser(description="Write the generated part of the fidelity corpus.")
    parser.add_argument("--seed", type=int, default=SEED,
                        help="another seed: a fresh variant (same templates, new draws) to check generalisation")
    parser.add_argument("--out", type=Path, default=HERE, help="folder to write gen_zh.jsonl and gen_en.jsonl to")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, cases in corpus(args.seed).items():
        (args.out / name).write_text(serialise(cases), encoding="utf-8")
        print(f"{args.out / name}: {len(cases)} cases")


if __name__ == "__main__":
    main()
