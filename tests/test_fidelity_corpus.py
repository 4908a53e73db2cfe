"""The narration-fidelity corpus is a sound yardstick: every line is a well-formed `toolproof verify` input, every
label is consistent, the corpus is large and balanced enough, and the generated part is exactly what its seeded
generator makes. Nothing here runs the verifier: the yardstick must not depend on what it measures."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

CORPUS = Path(__file__).resolve().parent.parent / "bench" / "corpora" / "fidelity"
KINDS = {"numeric_drift", "field_swap", "null_fill", "status_lie"}
RESULT_KEYS = {"call_id", "tool", "arguments", "http_status", "output"}
CJK = re.compile(r"[\u4e00-\u9fff]")


def reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def load() -> list[tuple[str, int, dict[str, Any]]]:
    cases = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            cases.append((path.name, number, json.loads(line, parse_constant=reject_constant)))
    return cases


CASES = load()


def where(name: str, number: int) -> str:
    return f"{name}:{number}"


def test_corpus_files_exist() -> None:
    names = {p.name for p in CORPUS.glob("*.jsonl")}
    assert {"gen_zh.jsonl", "gen_en.jsonl", "hard_zh.jsonl", "hard_en.jsonl"} <= names


def test_every_line_is_a_verify_input_plus_label() -> None:
    for name, number, case in CASES:
        at = where(name, number)
        assert set(case) == {"id", "results", "narration", "label"}, at
        assert isinstance(case["id"], str) and case["id"], at
        assert isinstance(case["narration"], str) and case["narration"].strip(), at
        assert len(case["narration"]) <= 600, at
        assert isinstance(case["results"], list) and case["results"], at


def test_every_result_is_well_formed() -> None:
    for name, number, case in CASES:
        at = where(name, number)
        call_ids = []
        for result in case["results"]:
            assert isinstance(result, dict), at
            assert set(result) <= RESULT_KEYS, at
            assert {"call_id", "tool", "arguments", "output"} <= set(result), at
            assert isinstance(result["call_id"], str) and result["call_id"], at
            assert isinstance(result["tool"], str) and re.fullmatch(r"[a-z][a-z0-9_]*", result["tool"]), at
            assert isinstance(result["arguments"], dict), at
            if "http_status" in result:
                status = result["http_status"]
                assert isinstance(status, int) and not isinstance(status, bool) and 100 <= status <= 599, at
            call_ids.append(result["call_id"])
        assert len(call_ids) == len(set(call_ids)), f"{at}: call_id repeated within one case"


def test_labels_are_consistent() -> None:
    for name, number, case in CASES:
        at = where(name, number)
        label = case["label"]
        assert set(label) == {"faithful", "kinds", "lang", "type"}, at
        assert isinstance(label["faithful"], bool), at
        assert isinstance(label["kinds"], list), at
        assert set(label["kinds"]) <= KINDS, at
        assert len(label["kinds"]) == len(set(label["kinds"])), at
        assert label["faithful"] == (not label["kinds"]), f"{at}: faithful must hold exactly when kinds is empty"
        assert label["lang"] in ("zh", "en"), at
        assert isinstance(label["type"], str) and re.fullmatch(r"[a-z_]+", label["type"]), at


def test_language_label_matches_the_text() -> None:
    for name, number, case in CASES:
        has_cjk = bool(CJK.search(case["narration"]))
        assert has_cjk == (case["label"]["lang"] == "zh"), where(name, number)


def test_ids_are_unique() -> None:
    counts = Counter(case["id"] for _, _, case in CASES)
    assert [i for i, n in counts.items() if n > 1] == []


def test_size_and_balance() -> None:
    assert len(CASES) >= 400
    langs = Counter(case["label"]["lang"] for _, _, case in CASES)
    assert min(langs["zh"], langs["en"]) >= 0.4 * len(CASES)
    faithful = sum(case["label"]["faithful"] for _, _, case in CASES)
    assert 0.35 * len(CASES) <= faithful <= 0.65 * len(CASES)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_kind_is_present_in_every_language(lang: str) -> None:
    kinds = Counter(k for _, _, case in CASES if case["label"]["lang"] == lang for k in case["label"]["kinds"])
    assert set(kinds) == KINDS
    assert min(kinds.values()) >= 20


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_hard_faithful_case_types_are_covered(lang: str) -> None:
    types = {case["label"]["type"] for _, _, case in CASES
             if case["label"]["lang"] == lang and case["label"]["faithful"]}
    assert {"paraphrase", "rounding_within_tolerance", "unit_change", "format_change", "magnitude_format",
            "argument_echo", "empty_faithful", "partial_faithful", "multi_result"} <= types


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_distortion_case_types_are_covered(lang: str) -> None:
    types = {case["label"]["type"] for _, _, case in CASES
             if case["label"]["lang"] == lang and not case["label"]["faithful"]}
    assert {"digit_swap", "decimal_shift", "sign_flip", "magnitude", "field_swap", "field_swap_across", "null_fill",
            "status_lie", "status_lie_partial"} <= types


def test_no_case_is_repeated() -> None:
    # a narration may recur against different results (a lie and its honest twin); a whole case never does
    counts = Counter((case["narration"], json.dumps(case["results"], sort_keys=True)) for _, _, case in CASES)
    assert [n for n, c in counts.items() if c > 1] == []


def test_generated_files_are_what_the_seeded_generator_makes(monkeypatch: pytest.MonkeyPatch) -> None:
    # the generator puts its own folder on sys.path for its two helper modules: keep that out of other tests
    monkeypatch.setattr(sys, "path", list(sys.path))
    before = set(sys.modules)
    spec = importlib.util.spec_from_file_location("fidelity_corpus_generate", CORPUS / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)
    try:
        spec.loader.exec_module(module)
        for name, cases in module.corpus().items():
            assert (CORPUS / name).read_text(encoding="utf-8") == module.serialise(cases), name
    finally:
        for added in set(sys.modules) - before - {spec.name}:
            del sys.modules[added]
