"""Keys written as initials (``rt_lmp``, ``da_avg``, ``dd_per_cm2``) are named by the phrase they abbreviate, so a
value told under the spelled-out label is checked against the right field."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds, strict_kinds
from toolproof.fidelity.initialisms import spelled_out

LMP = [R({"node": "WESTERN HUB", "da_lmp": 64.12, "rt_lmp": 91.37}, {"node": "WESTERN HUB"}, tool="get_node_lmp")]
DAILY = [R({"da_avg": 41.85, "rt_avg": 56.3, "da_peak_avg": 58.4, "rt_peak_avg": 89.12}, {"node": "HB_WEST"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (LMP, "Western Hub: day-ahead cleared at $64.12/MWh and real-time settled at $91.37/MWh.", set()),
    (LMP, "Western Hub: day-ahead cleared at $91.37/MWh and real-time settled at $91.37/MWh.", {"field_swap"}),
    (LMP, "Western Hub: real-time settled at $64.12/MWh.", {"field_swap"}),
    (LMP, "Western Hub: real time settled at $91.37/MWh.", set()),
])
def test_a_spelled_out_initialism_labels_its_field(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("On-peak: $58.40 vs $89.12, with real-time about 1.53 times the day-ahead.", set()),
    ("On-peak: $58.40 vs $89.12, with real-time about 1.93 times the day-ahead.", {"numeric_drift"}),
])
def test_n_times_is_a_ratio_not_the_labelled_value(narration: str, expected: set[str]) -> None:
    assert strict_kinds(DAILY, narration) == expected


@pytest.mark.parametrize(("text", "found"), [
    ("real-time settled", [(0, "rt")]),
    ("the day ahead price", [(4, "da")]),
    ("year-to-date sales", [(0, "ytd")]),
    ("year to date sales", []),  # "to" is too short to spell a letter unless hyphens bind the phrase
    ("real, time", []),  # a comma breaks the phrase
    ("rate to", []),
])
def test_spelled_out_finds_runs_of_adjacent_words(text: str, found: list[tuple[int, str]]) -> None:
    assert spelled_out(text, frozenset({"rt", "da", "ytd"})) == found
