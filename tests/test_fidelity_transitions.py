"""Changes told as "from A to B": the ends of a change the results record under old and new keys must be told in
that order; told backwards, each value is reported under the other's name."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

UNDERWRITING = [R({"code": 0, "msg": "ok", "data": {"核保结论": "加费承保", "加费比例": 0.25, "原保费元": 1680.0,
                                                   "加费后保费元": 2100.0}}, tool="query_uw")]
ENDORSEMENT = [R({"code": 0, "msg": "ok", "data": {"批改内容": [
    {"项目": "车损险保额", "原值元": 126000, "新值元": 118000},
    {"项目": "三者险保额", "原值元": 1000000, "新值元": 2000000}], "批改后保费差额元": 186.4}},
                 tool="query_endorsement")]
LIMIT = [R({"card": "…4417", "old_limit_usd": 8000, "new_limit_usd": 12000, "status": "approved"},
           tool="request_limit_increase")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (UNDERWRITING, "核保结论是加费承保，加费25%，保费从1680元调到2100元。", set()),
    (UNDERWRITING, "核保结论是加费承保，加费25%，保费从2100元调到1680元。", {"field_swap"}),
    (ENDORSEMENT, "- 车损险保额：12.6万 → 11.8万\n- 三者险保额：100万 → 200万\n- 需要补缴保费186.4元", set()),
    (ENDORSEMENT, "- 车损险保额：12.6万 → 11.8万\n- 三者险保额：200万 → 100万\n- 需要补缴保费186.4元", {"field_swap"}),
    (LIMIT, "Approved: your limit goes from $8,000 to $12,000.", set()),
    (LIMIT, "Approved: your limit goes from $12,000 to $8,000.", {"field_swap"}),
])
def test_a_change_told_backwards_swaps_its_ends(results: list[dict[str, Any]], narration: str,
                                                expected: set[str]) -> None:
    assert kinds(results, narration) == expected
