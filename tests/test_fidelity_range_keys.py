"""Buckets keyed by a range of numbers (aging buckets, strata): the range written beside a value names its bucket."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

AGING = [R({"study_id": "HLV-221", "open_total": 318,
            "buckets": {"0_7d": 121, "8_14d": 74, "15_30d": 69, "31_60d": 38, "over_60d": 16}},
           {"study_id": "HLV-221"}, tool="edc_get_query_aging_buckets")]
AGING_ZH = [R({"code": 0, "msg": "ok", "data": {"合计": 227, "账龄分布": {"0-7天": 96, "8-14天": 58, "15-30天": 41,
                                                                    "31-60天": 23, "60天以上": 9}}},
              {"方案编号": "XK-0932"}, tool="edc_query_aging_buckets")]
STRATA = [R({"total_randomized": 214, "strata": {"EASI >= 24": 118, "EASI < 24": 96}}, {"study_id": "HLV-221"},
            tool="irt_get_randomization_summary")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (AGING, "318 open queries: 121 are under a week old, 74 are 8–14 days, 69 are 15–30 days, 38 are 31–60 days "
            "and 16 are over 60 days.", set()),
    (AGING, "318 open queries: 121 are under a week old, 69 are 8–14 days, 74 are 15–30 days, 38 are 31–60 days "
            "and 16 are over 60 days.", {"field_swap"}),
    (AGING_ZH, "未关闭质疑227条：一周内的96条，8到14天58条，15到30天41条，31到60天的23条，60天以上的9条。", set()),
    (AGING_ZH, "未关闭质疑227条：一周内的96条，8到14天58条，15到30天41条，31到60天的9条，60天以上的23条。",
     {"field_swap"}),
    (STRATA, "By stratum: EASI ≥ 24 (severe) 118, EASI < 24 96.", set()),
    (STRATA, "By stratum: EASI ≥ 24 (severe) 96, EASI < 24 118.", {"field_swap"}),
])
def test_a_value_told_beside_another_buckets_range(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("IT analysis: 7,350 exact and 1,190 high fuzzies (95–99%) out of 20,230 words.", set()),
    ("IT analysis: 7,350 exact and 2,460 high fuzzies (95–99%) out of 20,230 words.", {"field_swap"}),
])
def test_a_bucket_named_in_brackets_after_its_words(narration: str, expected: set[str]) -> None:
    analysis = [R({"exact_100": 7350, "fuzzy_95_99": 1190, "fuzzy_85_94": 2460, "no_match": 5305, "total": 20230},
                  tool="get_tm_analysis")]
    assert kinds(analysis, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("记忆库分析：100%匹配8450，95%以上的高模糊1260，新字10850。", set()),
    ("记忆库分析：100%匹配8450，95%以上的高模糊2380，新字10850。", {"field_swap"}),
])
def test_bands_written_with_percent_signs_and_an_open_band_told_by_its_low_end(
    narration: str, expected: set[str]
) -> None:
    analysis = [R({"code": 0, "msg": "ok", "data": {"100%": 8450, "95%-99%": 1260, "85%-94%": 2380,
                                                    "75%-84%": 1940, "新字": 10850}}, tool="tm_fenxi")]
    assert kinds(analysis, narration) == expected
