"""Shapes real APIs send: numbers as strings, money nested under a named object, the entity one level down, and
keys written as one word."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

USAGE = [R({"usage_records": [{"category": "sms-outbound", "count": "148230", "price": "1171.02"},
                              {"category": "sms-inbound", "count": "9412", "price": "74.35"}], "page": 0})]


def test_a_count_sent_as_digits_in_a_string_is_a_number_not_an_id() -> None:
    told = "In October you sent about {} outbound messages, which cost $1,171.02; inbound was 9,412 for $74.35."
    assert kinds(USAGE, told.format("148,230")) == set()
    assert kinds(USAGE, told.format("1.48 million")) == {"numeric_drift"}


DOMAINS = [R({"data": [
    {"domain": "northwindcoffee.com", "renewal_price": {"amount": "20.99", "currency": "USD"}},
    {"domain": "northwind.coffee", "renewal_price": {"amount": "38.99", "currency": "USD"}}]})]


def test_a_price_nested_in_a_row_is_judged_in_the_row_its_line_names() -> None:
    told = "- northwindcoffee.com: renewal ${}\n- northwind.coffee: renewal ${}"
    assert kinds(DOMAINS, told.format("20.99", "38.99")) == set()
    assert kinds(DOMAINS, told.format("38.99", "20.99")) == {"field_swap"}


QUOTES = [R({"quote": {"carrier": "Estes Express", "total_charge": {"amount": "412.60"}, "transit_days": 3}},
            call_id="c1"),
          R({"quote": {"carrier": "XPO Logistics", "total_charge": {"amount": "389.15"}, "transit_days": 5}},
            call_id="c2")]


def test_the_entity_of_a_result_wrapped_in_one_object_names_its_call() -> None:
    told = "Estes is quoting ${} with a three-day transit; XPO is slower at five days."
    assert kinds(QUOTES, told.format("412.60")) == set()
    assert kinds(QUOTES, told.format("389.15")) == {"field_swap"}


COMPANIES = [R({"properties": {"name": "Harbor Dental Group", "annualrevenue": "4200000"}}, call_id="c1"),
             R({"properties": {"name": "Copperline Logistics", "annualrevenue": "12500000"}}, call_id="c2")]


def test_a_key_of_two_words_written_as_one_is_named_by_both() -> None:
    told = "Harbor Dental Group reports $4.2 million a year. Copperline Logistics lists its annual revenue at {}."
    assert kinds(COMPANIES, told.format("$12.5 million")) == set()
    assert kinds(COMPANIES, told.format("$4.2 million")) == {"field_swap"}


def test_a_rows_number_is_a_label_not_a_value() -> None:
    cubes = [R({"grade": "C30", "specimens": [{"no": 1, "strength_mpa": 34.8}, {"no": 2, "strength_mpa": 36.1},
                                              {"no": 3, "strength_mpa": 33.9}]})]
    told = "三块分别是34.8、36.1和33.9MPa，平均约34.9MPa，达到设计强度的116%左右。"
    assert kinds(cubes, told) == set()
    assert kinds(cubes, told.replace("36.1", "63.1")) == {"numeric_drift"}


def test_min_first_in_a_key_is_the_lowest_and_km2_is_an_area() -> None:
    quote = [R({"aoi_area_ha": 3840, "min_order_km2": 25, "total_usd": 21504.0})]
    told = "Area: 38.4 km² (minimum order {} km²). Total: $21,504.00."
    assert kinds(quote, told.format(25)) == set()
    assert kinds(quote, told.format(52)) == {"numeric_drift"}


def test_digits_inside_a_name_a_result_holds_are_no_claims() -> None:
    plots = [R({"plots": [{"size": "10x10", "sqft": 100, "fee_usd": 65, "available": 4},
                          {"size": "10x20", "sqft": 200, "fee_usd": 110, "available": 1}]})]
    told = ("| Plot | Size | Fee | Open |\n|---|---|---|---|\n| 10×10 | 100 sq ft | $65 | 4 |\n"
            "| 10×20 | 200 sq ft | ${} | 1 |")
    assert kinds(plots, told.format(110)) == set()
    assert kinds(plots, told.format(101)) == {"numeric_drift"}


def test_a_measured_count_under_a_quantity_column_is_judged_in_its_own_unit() -> None:
    """680斤 reaches qty_jin (a measure, not a bare count) in the row it names; 680 jin is 340 kg, which is also
    1200 - 860, but the key counts jin, so that is no derivation."""
    order = [R({"lines": [{"item": "砂糖橘", "qty_jin": 1200, "price_per_jin": 2.35},
                          {"item": "丑橘", "qty_jin": 860, "price_per_jin": 3.1},
                          {"item": "车厘子", "qty_box": 12, "price_per_box": 268}]})]
    told = ("| 品种 | 数量 | 单价 |\n|---|---|---|\n| 砂糖橘 | 1200斤 | 2.35元/斤 |\n| 丑橘 | {}斤 | 3.1元/斤 |\n"
            "| 车厘子 | 12箱 | 268元/箱 |")
    assert kinds(order, told.format(860)) == set()
    assert kinds(order, told.format(680)) == {"numeric_drift"}


def test_a_bare_m_after_a_length_word_is_metres_even_beside_gain() -> None:
    tour = [R({"distance_km": 41.8, "elevation_gain_m": 612, "price_usd": 1245.0})]
    assert kinds(tour, "It covers about 42 km with roughly 610 m of climbing, for $1,245.") == set()
    assert kinds(tour, "It covers about 42 km with roughly 6,120 m of climbing, for $1,245.") == {"numeric_drift"}


@pytest.mark.parametrize(("row", "told", "expected"), [
    ({"kpi": "net_revenue", "actual": 2.84, "target": 2.75, "unit": "usd_m"}, "$2.84M against a $2.75M target", set()),
    ({"kpi": "net_revenue", "actual": 2.84, "target": 2.75, "unit": "usd_m"}, "$2.84M against a $2.57M target",
     {"numeric_drift"}),
    ({"名称": "GMV", "实际": 2860, "目标": 2800, "单位": "万元"}, "GMV 2860万，目标2800万", set()),
    ({"名称": "GMV", "实际": 2860, "目标": 2800, "单位": "万元"}, "GMV 2860万，目标2080万", {"numeric_drift"}),
    ({"名称": "产量", "实际": 12.5, "单位": "吨"}, "产量12.5吨", set()),
])
def test_a_unit_field_beside_the_values_names_their_magnitude(row: dict[str, Any], told: str,
                                                              expected: set[str]) -> None:
    assert kinds([R({"kpis": [row]}, tool="get_kpi_scorecard")], told) == expected
