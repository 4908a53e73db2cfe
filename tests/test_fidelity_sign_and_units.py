"""General accuracy rules of the narration verifier: written signs, cents, list counts and the like."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.fidelity import verify_line
from toolproof.fidelity.lexicon import key_meaning


def R(output: Any, tool: str = "get_data", call_id: str = "c1") -> dict[str, Any]:
    return {"call_id": call_id, "tool": tool, "arguments": {}, "output": output}


def kinds(results: list[dict[str, Any]], narration: str, *, strict: bool = False) -> list[str]:
    found = verify_line({"id": "x", "results": results, "narration": narration}, strict=strict)["findings"]
    return [finding["kind"] for finding in found]


def strict_kinds(results: list[dict[str, Any]], narration: str) -> list[str]:
    """In strict mode, where a reading of how a number was worked out shows what it rejects as well."""
    return kinds(results, narration, strict=True)


@pytest.mark.parametrize(("narration", "expected"), [
    ("They won 9, drew 7 and lost 12, with a goal difference of +9.", ["numeric_drift"]),
    ("They won 9, drew 7 and lost 12, with a goal difference of -9.", []),
    ("9胜7平12负，净胜球+9。", ["numeric_drift"]),
    ("9胜7平12负，净胜球-9。", []),
])
def test_a_written_plus_on_a_negative_value_another_field_also_holds_is_a_sign_flip(
    narration: str, expected: list[str]
) -> None:
    results = [R({"won": 9, "drawn": 7, "lost": 12, "goal_diff": -9}, tool="team_season")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Invoice in_9 is open: $4,599.00 is due.", []),
    ("Invoice in_9 is open: $459,900 is due.", ["numeric_drift"]),
])
def test_a_typed_payment_object_with_a_lowercase_currency_holds_cents(narration: str, expected: list[str]) -> None:
    results = [R({"id": "in_9", "object": "invoice", "amount_due": 459900, "currency": "usd", "status": "open"},
                 tool="get_invoice")]
    assert kinds(results, narration) == expected


def test_a_zero_decimal_currency_in_a_typed_payment_object_is_whole_units() -> None:
    results = [R({"id": "in_9", "object": "invoice", "amount_due": 4599, "currency": "jpy"}, tool="get_invoice")]
    assert kinds(results, "Invoice in_9: ¥4,599 is due.") == []


def _orders(count: int) -> dict[str, Any]:
    rows = [{"order_no": f"TB{index}", "amount": 10.0 * (index + 1)} for index in range(count)]
    return {"code": 200, "data": {"list": rows, "page": 1, "page_size": 20, "total": count}}


@pytest.mark.parametrize(("narration", "expected"), [
    ("您有两笔待付款订单，合计 30.00 元。", []),
    ("您有三笔待付款订单，合计 30.00 元。", ["numeric_drift"]),
    ("You have 2 pending orders totalling $30.00.", []),
    ("You have 4 pending orders totalling $30.00.", ["numeric_drift"]),
])
def test_a_count_of_the_listed_things_larger_than_the_list_is_a_drift(narration: str, expected: list[str]) -> None:
    assert kinds([R(_orders(2), tool="list_orders")], narration) == expected


def test_a_count_of_other_things_than_the_listed_rows_is_left_alone() -> None:
    output = {"code": 0, "data": {"alarms": [{"time": "03:12", "pump": "2号送水泵"}], "turbidity_ntu": 0.12}}
    assert kinds([R(output, tool="plant_report")], "两项指标都在正常范围内，另有一条告警。") == []


def test_a_sum_over_a_list_inside_a_data_envelope_confirms_a_stated_total() -> None:
    output = {"code": 0, "data": {"cranes": [{"crane": "QC11", "moves": 903}, {"crane": "QC07", "moves": 812},
                                             {"crane": "QC08", "moves": 764}]}}
    assert kinds([R(output, tool="crane_moves")], "The cranes handled 2,479 moves in total; QC11 did 903.") == []


@pytest.mark.parametrize(("narration", "expected"), [
    ("Lot B24 has a yield of 91.2%, which is normal.", ["null_fill"]),
    ("B24L0331 批次良率 91.2%，属于正常水平。", ["null_fill"]),
    ("Lot B24 was not found, so there is no yield to report.", []),
])
def test_figures_told_for_an_object_a_graphql_error_left_null_are_a_null_fill(
    narration: str, expected: list[str]
) -> None:
    output = {"data": {"lot": None}, "errors": [{"message": "lot not found"}]}
    assert kinds([R(output, tool="graphql")], narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("平均收购价每斤2.9元。", []),
    ("平均收购价每公斤5.8元。", []),
    ("平均收购价每斤3.9元。", ["numeric_drift"]),
    ("The average price was $2.63/lb.", []),
    ("The average price was $3.63/lb.", ["numeric_drift"]),
])
def test_a_price_per_kg_may_be_told_per_another_weight(narration: str, expected: list[str]) -> None:
    results = [R({"harvest_kg": 3846000, "avg_price_per_kg": 5.8}, tool="coop_season")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Whistler has a 2.14 m base and 18 cm of new snow.", []),
    ("Whistler has a 2.41 m base and 18 cm of new snow.", ["numeric_drift"]),
])
def test_a_length_in_metres_restates_a_centimetre_field(narration: str, expected: list[str]) -> None:
    results = [R({"base_depth_cm": 214, "new_snow_24h_cm": 18}, tool="snow_report")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Net total is €2,079.50; with 25% VAT that's €2,599.38.", []),
    ("Net total is €2,079.50; with 25% VAT that's €2,699.38.", ["numeric_drift"]),
])
def test_an_amount_with_a_returned_rate_added_is_derived(narration: str, expected: list[str]) -> None:
    results = [R({"net_total_eur": 2079.5, "vat_rate": 0.25}, tool="get_invoice")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("夏季赛总奖金 486 万元：基础奖金 300 万，众筹部分 186 万。", []),
    ("夏季赛总奖金 496 万元：基础奖金 300 万，众筹部分 186 万。", ["numeric_drift"]),
    ("The prize pool is $4.86M: $3M base and $1.86M crowdfunded.", []),
])
def test_a_total_told_before_its_returned_parts_is_their_sum(narration: str, expected: list[str]) -> None:
    results = [R({"base_yuan": 3000000, "crowdfund_yuan": 1860000}, tool="prize_pool")]
    assert kinds(results, narration) == expected


def _sync() -> list[dict[str, Any]]:
    failures = [{"student": f"s{index}", "reason": "enrollment inactive"} for index in range(7)]
    failures += [{"student": f"t{index}", "reason": "student not found"} for index in range(2)]
    return [R({"grades_pushed": 212, "grades_failed": 9, "failures": failures}, tool="grade_sync")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("212 grades went through, but 9 failed: 7 failed because enrollment is inactive, 2 because the student "
     "was not found.", []),
    ("212 grades went through, but 8 failed.", ["numeric_drift"]),
])
def test_counts_of_list_rows_by_kind_confirm_a_count_told_per_kind(narration: str, expected: list[str]) -> None:
    assert kinds(_sync(), narration) == expected


def _storage() -> list[dict[str, Any]]:
    return [R({"total_size_tb": 184.37, "by_class": {"standard": {"tb": 61.92}, "archive": {"tb": 34.04}},
               "candidate_tb_for_archive": 52.8}, tool="storage_report")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Standard: ~62 TB. Archive: ~34 TB. About 53 TB could move to archive.", []),
    ("Standard: ~62 TB. Archive: ~41 TB.", ["numeric_drift"]),
])
def test_a_row_heading_that_names_the_values_parent_object_is_its_label(narration: str, expected: list[str]) -> None:
    assert strict_kinds(_storage(), narration) == expected


def test_a_parent_both_values_share_does_not_excuse_a_swap() -> None:
    results = [R({"latency": {"p50_ms": 180, "p99_ms": 980}}, tool="latency_stats")]
    assert kinds(results, "P99 latency: 180 ms.") == ["field_swap"]


def _stores() -> list[dict[str, Any]]:
    return [
        {"call_id": "c1", "tool": "store_month", "arguments": {"store": "徐汇店"},
         "output": {"store": "徐汇店", "revenue": 1265800}},
        {"call_id": "c2", "tool": "store_month", "arguments": {"store": "长宁店"},
         "output": {"store": "长宁店", "revenue": 983400}},
    ]


@pytest.mark.parametrize(("narration", "expected"), [
    ("9月营收（徐汇店126.58万元、长宁店98.34万元）。", []),
    ("9月营收（徐汇店98.34万元、长宁店126.58万元）。", ["field_swap"]),
])
def test_an_enumeration_comma_ends_the_entity_a_number_belongs_to(narration: str, expected: list[str]) -> None:
    assert sorted(set(kinds(_stores(), narration))) == expected


def test_rows_are_not_tallied_by_a_field_whose_values_are_all_different() -> None:
    rows = [{"order_no": f"JD00{index}", "amount": 10.0} for index in range(3)]
    output = {"code": 0, "data": {"list": rows, "total": 3}}
    assert kinds([R(output, tool="list_orders")], "您有三笔待发货订单。") == []
    assert kinds([R(output, tool="list_orders")], "您有五笔待发货订单。") == ["numeric_drift"]


@pytest.mark.parametrize(("narration", "expected"), [
    ("年薪中位数42.5万元，平均47.8万元，75分位55万元。", []),
    ("年薪中位数47.8万元，75分位55万元。", ["field_swap"]),
])
def test_a_scale_in_the_enclosing_key_holds_for_the_values_below_it(narration: str, expected: list[str]) -> None:
    results = [R({"annual_salary_wan": {"median": 42.5, "mean": 47.8, "p75": 55.0}}, tool="offer_stats")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("最高使用率109%，最低使用率58%，日间手术占比22.6%。", []),
    ("最高使用率58%。", ["field_swap"]),
    ("The highest usage rate was 58%.", ["field_swap"]),
])
def test_a_time_word_in_a_rate_key_is_minimum_or_a_qualifier_not_a_unit(narration: str, expected: list[str]) -> None:
    results = [R({"usage_rate_max": 1.09, "usage_rate_min": 0.58, "day_surgery_share": 0.226}, tool="bed_stats")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("预算合计19530万元，实际合计20016.3万元。", []),
    ("实际合计20016.3万元，比预算多486.3万元。", []),
])
def test_a_column_total_keeps_the_scale_its_key_names(narration: str, expected: list[str]) -> None:
    rows = [{"name": "土建", "budget_wan": 12860, "actual_wan": 13415.6},
            {"name": "安装", "budget_wan": 3920, "actual_wan": 3688.4},
            {"name": "装修", "budget_wan": 2750, "actual_wan": 2912.3}]
    assert kinds([R({"items": rows}, tool="budget_report")], narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("在全省112所参与统计的高校中排名第3。", []),
    ("在全省参与统计的高校中排名112。", ["field_swap"]),
])
def test_a_label_after_a_number_that_runs_on_to_the_next_number_is_that_numbers(
    narration: str, expected: list[str]
) -> None:
    results = [R({"province_rank": 3, "universities_ranked": 112}, tool="research_rank")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Domestic $48.62M plus international $71.38M is $120.0M worldwide, about 1.41× the $85M budget.", []),
    ("国内4862万加海外7138万，全球1.2亿，约为8500万预算的1.41倍。", []),
])
def test_a_multiple_that_is_the_ratio_of_stated_values_is_derived(narration: str, expected: list[str]) -> None:
    results = [R({"domestic": 48620000, "international": 71380000, "production_budget": 85000000}, tool="box_office")]
    assert kinds(results, narration) == expected


def test_a_multiple_that_is_no_ratio_of_anything_is_still_checked() -> None:
    results = [R({"gross": 120000000, "production_budget": 85000000}, tool="box_office")]
    assert kinds(results, "Gross is $120M against an $85M budget, about 1.41× budget.") == []
    assert kinds(results, "Gross is $120M against an $85M budget, about 8.5× budget.") != []


@pytest.mark.parametrize(("narration", "expected"), [
    ("预留实例84台；未挂载云盘126块，未绑定的弹性IP 23个。", []),
    ("预留实例84台；未挂载云盘84块，未绑定的弹性IP 23个。", ["field_swap"]),
])
def test_unattached_cloud_disks_name_the_idle_disks_field(narration: str, expected: list[str]) -> None:
    results = [R({"ri_count": 84}, tool="ri_summary", call_id="c1"),
               R({"idle_disks": 126, "idle_eips": 23}, tool="idle_resources", call_id="c2")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("发放Offer 412个，目前已签约287人；实习生156人。", []),
    ("发放Offer 412个，目前已签约156人。", ["field_swap"]),
])
def test_signed_in_chinese_names_the_signed_field(narration: str, expected: list[str]) -> None:
    results = [R({"offers": 412, "signed": 287}, tool="campus_hiring", call_id="c1"),
               R({"interns": 156}, tool="intern_program", call_id="c2")]
    assert kinds(results, narration) == expected


def _offer_results() -> list[dict[str, Any]]:
    return [R({"applicants": 214, "stage_counts": {"screen": 31, "offer": 1}}, tool="get_requisition", call_id="c1"),
            R({"offers": [{"candidate": "C-55102", "status": "extended", "base_salary": None}]},
              tool="get_offer_status", call_id="c2")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Offer: 1. Candidate C-55102 has an offer extended at a $172,000 base.", ["null_fill"]),
    ("Offer: 1. Candidate C-55102 has an offer extended; the base salary is still pending.", []),
])
def test_money_told_for_a_null_money_field_its_label_names_is_a_null_fill(narration: str, expected: list[str]) -> None:
    assert kinds(_offer_results(), narration) == expected


def test_a_field_where_no_value_repeats_gives_no_tallies() -> None:
    from toolproof.fidelity.evidence import gather
    from toolproof.results import translate

    rows = [{"name": "a", "date": "2024-11-20"}, {"name": "b", "date": "2025-03-08"}, {"name": "c", "date": None}]
    result = translate({"stages": rows}, call_id="c1", tool="stages")
    evidence = gather([result])
    assert not [fact for fact in evidence.facts if fact.path.startswith("count(")]


def _vegetables() -> list[dict[str, Any]]:
    rows = [{"name": "大白菜", "min_price": 0.6, "max_price": 1.2, "avg_price": 0.9},
            {"name": "西红柿", "min_price": 3.0, "max_price": 5.6, "avg_price": 4.3},
            {"name": "黄瓜", "min_price": 2.4, "max_price": 4.0, "avg_price": 3.2}]
    return [R({"items": rows}, tool="veg_prices")]


@pytest.mark.parametrize(("cells", "expected"), [
    (("0.90 | 1.20", "4.30 | 5.60", "3.20 | 4.00"), []),
    (("0.90 | 1.20", "4.30 | 3.00", "3.20 | 4.00"), ["field_swap"]),
])
def test_a_table_cell_is_judged_within_the_row_its_line_names(cells: tuple[str, str, str], expected: list[str]) -> None:
    narration = ("| 品种 | 均价 | 最高价 |\n|---|---|---|\n"
                 f"| 大白菜 | {cells[0]} |\n| 西红柿 | {cells[1]} |\n| 黄瓜 | {cells[2]} |\n")
    assert kinds(_vegetables(), narration) == expected


WEEKS = [R({"queue": "IT-Global",
            "this_week": {"week": "2025-W24", "opened": 418, "resolved": 392},
            "last_week": {"week": "2025-W23", "opened": 376, "resolved": 401}}, tool="get_servicedesk_stats")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("IT-Global, week 24 vs week 23: opened 418 vs 376 (+42), resolved 392 vs 401 (-9).", []),
    ("IT-Global, week 24 vs week 23: opened 481 vs 376 (+42), resolved 392 vs 401 (-9).", ["numeric_drift"]),
])
def test_a_written_sign_on_a_gap_between_two_values_and_an_iso_week_told_as_week_n(
    narration: str, expected: list[str]
) -> None:
    """"(+42)" is 418 - 376, not 418 misread by a power of ten; "week 24" names 2025-W24."""
    assert kinds(WEEKS, narration) == expected


def test_sf_in_a_key_is_square_feet_and_a_sum_across_sites_is_worked_out() -> None:
    leases = [R({"site": site, "rentable_sf": sf, "annual_base_rent_usd": rent}, tool="get_lease", call_id=site)
              for site, sf, rent in [("Denver", 48200, 2169000), ("Chicago", 61750, 3148800),
                                     ("Atlanta", 27300, 846300)]]
    told = "Denver ~$2.17M, Chicago ~$3.15M, Atlanta ~$846k; in total about {} a year across 137,250 sq ft."
    assert strict_kinds(leases, told.format("$6.16M")) == []
    assert strict_kinds(leases, told.format("$6.61M")) == ["numeric_drift"]


@pytest.mark.parametrize(("output", "narration", "expected"), [
    ({"batch": "ZC-0815", "compressive_mpa": None, "status": "送检中", "water_absorption": 0.142},
     "ZC-0815这批砖吸水率14.2%，抗压强度还在送检。", []),
    ({"batch": "ZC-0815", "compressive_mpa": None, "status": "送检中", "water_absorption": 0.142},
     "ZC-0815这批砖吸水率14.2%，抗压强度15.2兆帕。", ["null_fill"]),
    ({"results": [{"id": "AS-1201", "twa_ug_m3": None, "reason": "sample voided"}], "action_level_ug_m3": 25},
     "AS-1201 was voided, so there is no reading against the 25 µg/m³ action level.", []),
    ({"results": [{"id": "AS-1201", "twa_ug_m3": None, "reason": "sample voided"}], "action_level_ug_m3": 25},
     "AS-1201 came back at 14 µg/m³, under the 25 µg/m³ action level.", ["null_fill"]),
])
def test_a_measurement_told_where_the_only_field_so_measured_is_null_is_invented(
    output: dict[str, Any], narration: str, expected: list[str]
) -> None:
    """A concentration key (``twa_ug_m3``) is read by its measure, µg, like ``pm25_ugm3``."""
    assert kinds([R(output)], narration) == expected


CASE = [R({"code": 0, "data": {"case_no": "（2025）浙0106执1287号", "target_yuan": 236000, "recovered_yuan": None,
                               "reason": "被执行人财产查控中"}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CASE, "执行标的23.6万元，执行款还没到位，法官还在查控被执行人的财产。", []),
    (CASE, "执行标的23.6万元，目前已经执行到位8.5万元，剩下的还在查控。", ["null_fill"]),
    ([{"call_id": "c1", "tool": "get_bunker_quote", "arguments": {"qty_mt": 850},
       "output": {"price_usd_per_mt": 612.4, "barge_fee_usd": None}}],
     "For an 850 mt stem at $612.40/mt, the fuel bill would be about $520.5k before barge fees.", []),
])
def test_a_sum_of_money_told_where_the_only_unstated_money_field_is_null_is_a_null_fill(
    results: list[dict[str, Any]], narration: str, expected: list[str]
) -> None:
    """Unless the narration names that field apart from the number ("before barge fees")."""
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("At 1,180 lb, the dose works out to 1.18 g every 12 hours.", []),
    ("At 1,180 lb, the dose works out to 11.8 g every 12 hours.", ["numeric_drift"]),
])
def test_grams_convert_from_a_milligram_field(narration: str, expected: list[str]) -> None:
    results = [{**R({"dose_mg_per_lb": 1.0, "dose_mg": 1180, "frequency": "q12h"}), "arguments": {"weight_lb": 1180}}]
    assert kinds(results, narration) == expected


BATCH = [R({"gross_volume_usd": 52904.1, "refunds_usd": 845.5,
            "fees": {"interchange_usd": 987.62, "total_usd": 1532.02}, "net_settled_usd": 50526.58, "profit_usd": 410})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Sales $52,904.10; refunds −$845.50; fees −$1,532.02 ($987.62 interchange); deposited $50,526.58.", []),
    ("Sales $52,904.10; refunds $845.50; fees $1,532.02; deposited $50,526.58.", []),
    ("Sales $52,904.10; refunds −$854.50; fees −$1,532.02; deposited $50,526.58.", ["numeric_drift"]),
    ("Sales $52,904.10 and a profit of −$410.", ["numeric_drift"]),
])
def test_an_amount_taken_off_may_be_written_with_a_minus(narration: str, expected: list[str]) -> None:
    """Refunds and fees are deductions: a breakdown writes them either way. A profit's sign still matters."""
    assert kinds(BATCH, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("450 planned minutes minus 63 down = 387 minutes, so availability is 86.0%.", []),
    ("387 minutes ran (450 planned, minus 63 down).", []),
    ("Downtime was minus 63 minutes.", ["numeric_drift"]),
])
def test_minus_between_two_numbers_subtracts(narration: str, expected: list[str]) -> None:
    results = [R({"planned_production_min": 450, "downtime_min": 63})]
    assert kinds(results, narration) == expected


PEERING = [R({"peers": [{"name": "Google", "p95_gbps": 184.2, "port_gbps": 400},
                        {"name": "Netflix", "p95_gbps": 231.5, "port_gbps": 400}]})]
DRIVE_TEST = [R({"code": 0, "data": {"dl_avg_mbps": 862.4, "dl_peak_mbps": 1240.6, "ul_avg_mbps": 118.6}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PEERING, "Google peaks at 184.2 Gbps and Netflix at 231.5 Gbps: about 0.416 Tbps together.", []),
    (PEERING, "Google peaks at 184.2 Gbps and Netflix at 23.15 Gbps.", ["numeric_drift"]),
    (DRIVE_TEST, "平均下行862.4兆，峰值1240.6兆，上行118.6兆。", []),
    (DRIVE_TEST, "平均下行1240.6兆，上行118.6兆。", ["field_swap"]),
])
def test_bit_rates_convert_and_read_megabytes_as_megabits(
    results: list[dict[str, Any]], narration: str, expected: list[str]
) -> None:
    assert kinds(results, narration) == expected


def test_labor_hours_convert_from_a_minutes_field() -> None:
    results = [R({"avg_wait_s": 252, "labor_minutes": 2730, "transactions": 1884})]
    assert kinds(results, "Wait averaged 4 min 12 s; the front end used 45.5 labor hours on 1,884 transactions.") == []
    assert kinds(results, "Wait averaged 4 min 12 s; the front end used 4.55 labor hours on 1,884 transactions.") == [
        "numeric_drift"]


SEA = [R({"hs_m": 1.42, "wave_period_s": 6.2, "vessel_limit_hs_m": 1.5, "distance_nm": 38, "transit_knots": 24},
         tool="get_transfer_conditions")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Waves: 1.42 m significant height (about 4.66 ft), period 6.2 s. Limit: rated to 1.5 m. Transit: 38 nautical "
     "miles (about 70.4 km) at 24 knots.", []),
    ("Waves: 1.42 m significant height (about 4.66 ft), period 6.2 s. Limit: rated to 1.5 m. Transit: 38 nautical "
     "miles (about 74.0 km) at 24 knots.", ["numeric_drift"]),
    ("Waves: 2.42 m significant height (about 7.94 ft), period 6.2 s.", ["numeric_drift"]),
])
def test_metres_beside_feet_nautical_miles_and_knots_are_measures(narration: str, expected: list[str]) -> None:
    assert sorted(set(strict_kinds(SEA, narration))) == expected


MOVE = [R({"hours": 9.5, "hourly_rate_usd": 189, "piano_fee_usd": 275, "deposit_paid_usd": 300},
          tool="get_invoice_lines")]


def test_a_deposit_paid_may_be_written_as_taken_off() -> None:
    table = "| Item | USD |\n|---|---|\n| Labor | 1,795.50 |\n| Piano | 275.00 |\n| Deposit paid | {} |"
    assert kinds(MOVE, table.format("−300.00")) == []
    assert kinds(MOVE, table.format("300.00")) == []
    assert "numeric_drift" in kinds(MOVE, table.format("−3,000.00"))


KILN = [R({"code": 0, "msg": "ok", "data": {"天然气Nm3": 118420, "电耗kWh": 46815, "熔化量吨": 642}},
          tool="get_energy"),
        R({"code": 0, "msg": "ok", "data": {"上网电量MWh": 96418.7, "风机台数": 40}}, tool="get_site_monthly",
          call_id="c2")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("用电4.68万度左右。摊到每吨玻璃，电耗大约72.9度。上网电量9.64万兆瓦时出头，40台风机。", []),
    ("用电4.68万度左右。摊到每吨玻璃，电耗大约79.2度。上网电量9.64万兆瓦时出头，40台风机。", ["numeric_drift"]),
    ("用电4.68万度左右。上网电量96.4万兆瓦时，40台风机。", ["numeric_drift"]),
])
def test_unit_symbols_after_chinese_key_words_and_a_sentence_led_by_per(narration: str, expected: list[str]) -> None:
    assert sorted(set(strict_kinds(KILN, narration))) == expected


WIND = [R({"code": 0, "msg": "ok", "data": {"实发电量MWh": 28416.3, "预测电量MWh": 26950.0, "偏差%": 5.44}},
          tool="get_site_weekly")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("实发28416.3兆瓦时，预测26950兆瓦时，比预测多发了5.44%。", []),
    ("实发28416.3兆瓦时，预测26950兆瓦时，比预测少发了5.44%。", ["numeric_drift"]),
])
def test_a_deviation_is_signed_and_less_produced_is_a_fall(narration: str, expected: list[str]) -> None:
    assert kinds(WIND, narration) == expected


def test_a_key_ending_in_a_percent_sign_holds_percent() -> None:
    from toolproof.fidelity.lexicon import key_meaning
    assert key_meaning("偏差%").unit == "%"
    assert key_meaning("毛利率(%)").unit == "%"


def test_a_credit_on_file_may_be_written_as_taken_off() -> None:
    ledger = [R({"sessions": [{"minutes": 60, "rate_usd": 68}], "credits_usd": 40}, tool="get_family_ledger")]
    assert kinds(ledger, "Ada: 60 min, $68. Credit on file: −$40. Balance due: $28.") == []


POSITION = [R({"positions": [{"symbol": "NVDA", "quantity": 40, "market_value": 5194.8, "day_change": -183.6,
                              "unrealized_gain": 1872.35}]}, tool="get_positions")]
ESCROW = [R({"escrow_balance": 2318.44, "change_12m": -640.15, "monthly_escrow": 578.2}, tool="get_escrow_account")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (POSITION, "Your 40 NVDA shares are worth $5,194.80, down $183.60 today.", []),
    (POSITION, "Your 40 NVDA shares are worth $5,194.80, up $183.60 today.", ["numeric_drift"]),
    (ESCROW, "Your escrow account holds $2,318.44, which is $640.15 less than a year ago.", []),
    (ESCROW, "Your escrow account holds $2,318.44, which is $640.15 more than a year ago.", ["numeric_drift"]),
])
def test_a_direction_told_against_a_returned_change_of_the_other_sign(results: list[dict[str, Any]], narration: str,
                                                                      expected: list[str]) -> None:
    assert kinds(results, narration) == expected


def test_paying_more_or_less_each_month_tells_a_direction() -> None:
    reset = [R({"code": 0, "msg": "ok", "data": {"原利率": 0.0355, "新利率": 0.0335, "月供变化": -106.27,
                                                 "新月供": 5218.44}}, tool="get_rate_reset")]
    told = "利率从3.55%调到3.35%。新月供5218.44元，每月{}106.27元。"
    assert kinds(reset, told.format("少还")) == []
    assert kinds(reset, told.format("多还")) == ["numeric_drift"]


GAS = [R({"usage_ccf": 48, "therm_factor": 1.037, "therms": 49.78, "bill_usd": 71.4}, tool="get_gas_bill")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("48 CCF, which is 4,800 cubic feet of gas. At this month's conversion factor that's about 49.8 therms.", []),
    ("48 CCF, which is 480 cubic feet of gas. At this month's conversion factor that's about 49.8 therms.",
     ["numeric_drift"]),
])
def test_hundreds_of_cubic_feet_and_therms_are_units(narration: str, expected: list[str]) -> None:
    assert sorted(set(kinds(GAS, narration))) == expected


def test_the_part_of_a_whole_named_as_a_limit_is_no_limit() -> None:
    eob = [R({"allowed": 912.37, "accumulators": {"oop_met": 2140.5, "oop_max": 4000}}, tool="get_eob")]
    assert kinds(eob, "You've now covered about $2,140 of your $4,000 out-of-pocket max.") == []


COLD = [R({"code": 0, "msg": "ok", "data": {"平均气温": -4.8, "距平": -1.7}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"fpy": 0.931, "fpy_change_pts": -1.4})], "FPY slipped 1.4 points to 93.1%.", []),
    ([R({"fpy": 0.931, "fpy_change_pts": -1.4})], "FPY improved 1.4 points to 93.1%.", ["numeric_drift"]),
    ([R({"avg_temp_f": 37.2, "departure_f": -3.4})], "March averaged 37.2°F, 3.4° colder than normal.", []),
    ([R({"avg_temp_f": 37.2, "departure_f": -3.4})], "March averaged 37.2°F, 3.4° warmer than normal.",
     ["numeric_drift"]),
    (COLD, "平均气温零下4.8度，比常年低了1.7度。", []),
    (COLD, "平均气温零下4.8度，比常年高了1.7度。", ["numeric_drift"]),
])
def test_warmer_colder_improved_and_higher_tell_a_direction(results: list[dict[str, Any]], narration: str,
                                                           expected: list[str]) -> None:
    assert kinds(results, narration) == expected


def test_a_tiny_unit_read_in_a_big_one_is_no_zero() -> None:
    air = [R({"code": 0, "msg": "ok", "data": {"AQI": 168, "PM2.5": 128, "PM10": 176}}, tool="get_air_quality")]
    assert kinds(air, "AQI 168，PM2.5浓度128微克，PM10是176。") == []
    assert kinds(air, "AQI 168，PM2.5浓度12.8微克，PM10是176。") == ["numeric_drift"]


def test_two_swapped_digits_of_a_value_in_the_claims_own_unit() -> None:
    session = [R({"energy_kwh": 41.37, "duration_min": 38, "start_soc_pct": 22, "end_soc_pct": 80,
                  "price_per_kwh_usd": 0.48, "total_usd": 19.86, "idle_fee_usd": 0}, tool="get_charging_session")]
    told = ("That stop put 41.37 kWh in the battery, taking you from 22% to 80% in {} minutes. At 48¢/kWh it came "
            "to $19.86.")
    assert kinds(session, told.format(38)) == []
    assert kinds(session, told.format(83)) == ["numeric_drift"]


def test_thousands_of_gallons() -> None:
    bills = [R({"water_kgal": 3912.5, "water_cost_usd": 27406.1}, tool="get_utility_bills")]
    assert kinds(bills, "Water: about 3.91M gallons, ~$27.4k.") == []
    assert kinds(bills, "Water: about 39.1M gallons, ~$27.4k.") == ["numeric_drift"]


def test_diao_le_is_a_fall_and_hui_sheng_a_rise() -> None:
    ontime = [R({"code": 0, "msg": "ok", "data": {"工单数": 386, "及时率": 0.912, "及时率同比": 0.034}})]
    assert kinds(ontime, "386张工单，及时率91.2%，同比回升了3.4个百分点。") == []
    assert kinds(ontime, "386张工单，及时率91.2%，同比掉了3.4个百分点。") == ["numeric_drift"]


@pytest.mark.parametrize(("output", "narration", "expected"), [
    ({"expense_ratio_bps": 68, "mgmt_fee_bps": 55}, "Expense ratio: 0.68% a year, 0.55% of it management.", []),
    ({"expense_ratio_bps": 68, "mgmt_fee_bps": 55}, "Expense ratio: 68 bps a year.", []),
    ({"expense_ratio_bps": 68, "mgmt_fee_bps": 55}, "Expense ratio: 0.86% a year.", ["numeric_drift"]),
    ({"expense_ratio_bps": 68, "mgmt_fee_bps": 55}, "Expense ratio: 6.8% a year.", ["numeric_drift"]),
    ({"expense_ratio_bps": 68, "mgmt_fee_bps": 55}, "Expense ratio: 0.55% a year.", ["field_swap"]),
    ({"spread_pct": 0.68}, "The spread is 68 bps.", []),
    ({"spread_pct": 0.68}, "The spread is 86 bps.", ["numeric_drift"]),
])
def test_basis_points_and_percent_are_one_scale(output: dict[str, Any], narration: str, expected: list[str]) -> None:
    """A key counting basis points (also a ratio's: ``expense_ratio_bps``) is told in percent, a hundredth as many."""
    assert kinds([R(output, tool="get_fund_fees")], narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Your account is down around $1,130 over the last 24 hours (2.29%).", []),
    ("Your account is down around $1,130, or 2.29%.", []),
    ("Your account is down around $1,130 over the last 24 hours (22.9%).", ["numeric_drift"]),
    ("Your account is up around $1,130 (2.29%).", ["numeric_drift", "numeric_drift"]),
])
def test_a_percentage_beside_a_fall_told_in_money_is_the_same_fall(narration: str, expected: list[str]) -> None:
    portfolio = [R({"total_usd": 48216.77, "change_24h_usd": -1127.4, "change_24h_pct": -2.285},
                   tool="get_portfolio_value")]
    assert kinds(portfolio, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("About 3.42M streams for $10.9k gross. After the $4,200 recoup comes off, roughly $6.67k is payable.", []),
    ("About 3.42M streams for $10.9k gross. After the $2,400 recoup comes off, roughly $6.67k is payable.",
     ["numeric_drift"]),
])
def test_an_amount_a_result_takes_off_is_told_without_its_minus(narration: str, expected: list[str]) -> None:
    """gross + recoupment = payable: the negative value is an amount taken off, not a signed change."""
    royalties = [R({"streams": 3418752, "gross_usd": 10871.63, "recoupment_usd": -4200.0, "payable_usd": 6671.63},
                   tool="get_streaming_royalties")]
    assert kinds(royalties, narration) == expected


@pytest.mark.parametrize(("output", "narration"), [
    ({"revenue": 10000, "cost": 14200, "pnl": -4200.0}, "Revenue $10,000 against $14,200 of cost: a profit of $4,200."),
    ({"categories": [{"name": "Rent", "budget": 1850, "spent": 1850, "remaining": 0},
                     {"name": "Subscriptions", "budget": 80, "spent": 95.97, "remaining": -15.97}]},
     "- Rent: $1,850, right on budget.\n- Subscriptions: $95.97, $15.97 over."),
])
def test_a_negative_loss_or_balance_is_no_offset(output: dict[str, Any], narration: str) -> None:
    assert kinds([R(output)], narration) == ["numeric_drift"]


@pytest.mark.parametrize(("output", "narration", "expected"), [
    ({"test": {"duration_min": 240, "rate_gpm": 8.5}}, "Ran four hours at 8.5 gpm (about 32.2 L/min).", []),
    ({"test": {"duration_min": 240, "rate_gpm": 8.5}}, "Ran four hours at about 23.2 L/min.", ["numeric_drift"]),
    ({"avgWindMs": 3.2, "maxGustMs": 17.6}, "平均风速3.2米每秒，最大阵风17.6米每秒。", []),
    ({"avgWindMs": 3.2, "maxGustMs": 17.6}, "平均风速3.2米每秒，最大阵风71.6米每秒。", ["numeric_drift"]),
    ({"风量m3每s": 86.4, "风速m每s": 3.2}, "风量86.4立方米每秒，风速0.32米每秒。", ["numeric_drift"]),
    ({"speed_km_h": 60}, "Speed is 16.7 m/s.", []),
    ({"speed_km_h": 60}, "Speed is 61.7 m/s.", ["numeric_drift"]),
])
def test_rates_and_speeds_against_keys_that_name_their_measure(output: dict[str, Any], narration: str,
                                                               expected: list[str]) -> None:
    """A flow told per minute against a key in gallons, a wind key in ``Ms`` (metres a second, not milliseconds),
    a speed against a key that names only its length: each compared in the key's terms."""
    assert kinds([R(output)], narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Average ticket: $12.65.", []),
    ("Average ticket: $126.50.", ["numeric_drift"]),
])
def test_a_key_counting_cents_holds_money_whatever_its_noun(narration: str, expected: list[str]) -> None:
    """``avg_ticket_cents`` is a price, though a ticket elsewhere is a support ticket that no dollar amount fits."""
    garage = [R({"data": {"entries": 48210, "avg_stay_min": 164, "avg_ticket_cents": 1265}})]
    assert kinds(garage, narration) == expected


@pytest.mark.parametrize(("goods", "expected"), [("126.80", []), ("162.80", ["numeric_drift"])])
def test_an_amount_paid_after_a_fee_and_a_coupon_taken_off(goods: str, expected: list[str]) -> None:
    order = [R({"goods_fen": 12680, "delivery_fen": 600, "coupon_fen": 1000}, tool="grocery_order")]
    assert set(kinds(order, f"商品{goods}元，配送费6元，优惠券抵扣10元，实付122.80元。")) == set(expected)


@pytest.mark.parametrize(("output", "narration", "expected"), [
    ({"down_mbps": 480, "up_mbps": 52}, "Download is 480 Mbps, about 60 MB/s.", []),
    ({"down_mbps": 480, "up_mbps": 52}, "Download is 480 Mbps, about 6 MB/s.", ["numeric_drift"]),
    ({"code": 0, "data": {"下行Mbps": 480, "上行Mbps": 52}}, "测速下行480兆，换算成下载速度大概每秒60MB。", []),
])
def test_bytes_a_second_are_eight_bits(output: dict[str, Any], narration: str, expected: list[str]) -> None:
    """A line's megabits told as megabytes a second are an eighth as many ("480兆" stays the loose Mbps)."""
    assert kinds([R(output, tool="speed_test")], narration) == expected


@pytest.mark.parametrize(("output", "narration", "expected"), [
    ({"code": 0, "data": {"甘油三酯": 2.05, "HDL-C": 1.02}}, "甘油三酯2.05，偏高，先从每周150分钟运动做起。", []),
    ({"session_min": 150}, "The session ran 2.05 hours.", ["numeric_drift"]),
])
def test_a_value_without_a_unit_is_misread_only_as_written(output: dict[str, Any], narration: str,
                                                          expected: list[str]) -> None:
    """150 minutes are 2.5 hours, which is no digit swap of a 2.05 that counts nothing in hours."""
    assert kinds([R(output)], narration) == expected


@pytest.mark.parametrize(("direction", "expected"), [("dropped", []), ("went up", ["numeric_drift"])])
def test_a_change_told_under_a_levels_label_keeps_its_direction(direction: str, expected: list[str]) -> None:
    """"the rate went up $28": 329 − 301 is 28, but the result's change_usd of -28 says which way it went."""
    watch = [R({"booked_rate_usd": 329.0, "current_rate_usd": 301.0, "change_usd": -28.0}, tool="get_rate_watch")]
    assert kinds(watch, f"Heads up: the Marquis rate {direction} $28 since you booked, to $301 a night.") == expected


@pytest.mark.parametrize(("told", "expected"), [("年初至今：净减15人", []), ("年初至今：净增15人", ["numeric_drift"])])
def test_zeng_jian_is_a_signed_change(told: str, expected: list[str]) -> None:
    plan = [R({"code": 0, "msg": "ok", "data": {"编制": 520, "在岗": 488, "年初在岗": 503, "净增减": -15}})]
    assert kinds(plan, f"编制520人，在岗488人。{told}。") == expected


@pytest.mark.parametrize(("moved", "expected"), [("-0.33", []), ("+0.33", ["numeric_drift"])])
def test_a_written_sign_on_a_gap_across_rows_keeps_the_change_keys_direction(moved: str, expected: list[str]) -> None:
    versions = [R({"versions": [{"version": "5.3.0", "avg_rating": 4.51}, {"version": "5.4.0", "avg_rating": 4.18}],
                   "rating_delta": -0.33}, tool="get_version_ratings")]
    told = f"5.3.0 averaged 4.51 and 5.4.0 averaged 4.18. Net, the rating moved {moved} between the two builds."
    assert kinds(versions, told) == expected


def test_a_measure_per_container_written_in_text_holds_the_measure() -> None:
    """"包装": "305米/箱" says a box holds 305 metres: "一箱305米" tells it."""
    item = [R({"code": 0, "msg": "ok", "data": {"名称": "6类网线", "包装": "305米/箱", "标准成本分": 39040}})]
    assert kinds(item, "WL-6305（6类网线）一箱305米，标准成本390.4元。") == []
    assert key_meaning("标准成本分").unit == "cent"


@pytest.mark.parametrize(("narration", "expected"), [
    ("Your collision deductible is now $1,000, which lowers your premium by $96.", []),
    ("Your collision deductible is now $1,000, which raises your premium by $96.", ["numeric_drift"]),
])
def test_a_sign_verb_reaches_its_number_across_the_object_and_by(narration: str, expected: list[str]) -> None:
    results = [R({"status": "applied", "premium_change_usd": -96.0}, tool="update_deductible")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("免赔额已经改成2万了，保费会便宜146元。", []),
    ("免赔额已经改成2万了，保费会贵146元。", ["numeric_drift"]),
])
def test_cheaper_is_a_negative_change(narration: str, expected: list[str]) -> None:
    results = [R({"code": 0, "msg": "ok", "data": {"保费变化元": -146.0}}, tool="change_deductible")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("The survey shows 84,210 t on the ground, 3,740 t short of the 87,950 t in the books.", []),
    ("The survey shows 84,210 t on the ground, 3,740 t over the 87,950 t in the books.", ["numeric_drift"]),
])
def test_short_of_a_mark_is_a_negative_gap(narration: str, expected: list[str]) -> None:
    results = [R({"surveyed_t": 84210, "book_t": 87950, "variance_t": -3740}, tool="get_stockpile_survey")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("| | Amount |\n|---|---|\n| Total direct | $87,064 |\n| less equipment | −$62,000 |\n| **Base** | **$25,064** |",
     []),
    ("| | Amount |\n|---|---|\n| Total direct | $87,064 |\n| equipment | −$62,000 |\n| **Base** | **$25,064** |",
     ["numeric_drift"]),
])
def test_a_minus_on_a_line_that_takes_an_amount_off_is_no_sign_flip(narration: str, expected: list[str]) -> None:
    results = [R({"direct_costs": {"salaries_usd": 25064, "equipment_usd": 62000}}, tool="get_proposal_budget")]
    assert kinds(results, narration) == expected


GPU_HOURS = [R({"code": 0, "msg": "ok", "data": {"年度分配卡时": 20000, "已用卡时": 20126, "剩余卡时": -126}},
               tool="get_gpu_allocation")]
SETTLEMENT = [R({"code": 0, "msg": "ok", "data": {"point": "CJ-17", "cumulative_mm": -17.98, "alarm_mm": -30,
                                                    "control_mm": -24}}, tool="get_monitoring_point")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (GPU_HOURS, "年度分配2万卡时，已用20126卡时，已经透支126卡时。", []),
    (GPU_HOURS, "年度分配2万卡时，已用20126卡时，还剩126卡时。", ["numeric_drift"]),
    (SETTLEMENT, "CJ-17累计沉了差不多18毫米，离24毫米的控制值还有6毫米，报警值是30毫米。", []),
])
def test_a_balance_told_without_its_sign_is_flipped_though_it_is_a_gap_of_numbers_said(
    results: list[dict[str, Any]], narration: str, expected: list[str]
) -> None:
    # 126 = 20126 − 20000 was said, but 剩余卡时 is −126: "还剩126" drops the sign of the field it names; a limit
    # told as a size (控制值24毫米 for −24) keeps no news in its sign
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("pay-gateway 行覆盖率68.4%，比上周下降了1.6个点。", []),
    ("pay-gateway 行覆盖率68.4%，比上周提升了1.6个点 📈", ["numeric_drift"]),
])
def test_ge_dian_after_a_number_is_percentage_points(narration: str, expected: list[str]) -> None:
    results = [R({"code": 0, "msg": "ok", "data": {"本周行覆盖率": 0.684, "较上周百分点": -1.6}},
                 tool="get_coverage_trend")]
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("ios@2.9.1 is at 99.6% crash-free sessions over 41,250 sessions.", []),
    ("ios@2.9.1 is at 99.7% crash-free sessions over 41,250 sessions.", ["numeric_drift"]),
])
def test_a_percentage_rounds_to_its_last_written_digit(narration: str, expected: list[str]) -> None:
    # 99.7% is within 0.5% of 99.57% but no rounding of it; 99.6% is
    results = [R({"release": "ios@2.9.1", "sessions": 41250, "crash_free_sessions": 0.9957}, tool="get_release_health")]
    assert kinds(results, narration, strict=True) == expected


def test_absorbing_reactive_power_is_its_negative_sign() -> None:
    poi = [R({"voltage_kv": 347.2, "reactive_mvar": -18.4, "mode": "voltage_control"}, "get_poi_status")]
    assert kinds(poi, "347.2 kV, and the plant is absorbing 18.4 MVAr to hold it there.") == []
    assert kinds(poi, "347.2 kV, and the plant is exporting +18.4 MVAr to hold it there.") == ["numeric_drift"]


def test_smaller_and_larger_than_nominal_sign_a_deviation() -> None:
    cmm = [R({"code": 0, "data": {"检测项": [{"项目": "Φ12 H7孔", "偏差": 0.024, "上限": 0.018}]}}, "query_cmm")]
    assert kinds(cmm, "Φ12 H7那个孔比名义尺寸大了0.024，超出了公差带。") == []
    assert kinds(cmm, "Φ12 H7那个孔比名义尺寸小了0.024，超出了公差带。") == ["numeric_drift"]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Supply air is running 1.4 °C cold against the −0.5 °C setpoint; return air is 0.6 °C.", []),
    ("Supply air is running 1.4 °C warm against the −0.5 °C setpoint; return air is 0.6 °C.", ["numeric_drift"]),
])
def test_a_deviation_told_warm_or_cold(narration: str, expected: list[str]) -> None:
    """``supply_dev_c`` is a deviation (signed): −1.4 is "1.4 °C cold", never "warm"."""
    reefer = [R({"container": "MSCU7781203", "setpoint_c": -0.5, "supply_air_c": -1.9, "supply_dev_c": -1.4,
                 "return_air_c": 0.6}, tool="get_reefer")]
    assert kinds(reefer, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("原定损41600元，复核调整-3200元，最终赔款38400元。", []),
    ("原定损41600元，复核调整+3200元，最终赔款38400元。", ["numeric_drift"]),
    ("She bought 8 hours and has used 9.5, so she is 1.5 hours over.", []),
    ("She bought 8 hours and has used 9.5, so she has 1.5 hours left.", ["numeric_drift"]),
    ("应交4520，已交4200，还欠320元。", []),
    ("应交4520，已交4200，余额还剩320元。", ["numeric_drift"]),
])
def test_a_negative_value_told_with_a_plus_or_as_what_is_left_is_a_sign_flip(
    narration: str, expected: list[str]
) -> None:
    results = [R({"yuan_dingsun": 41600, "tiaozheng_jine": -3200, "zuizhong_peikuan": 38400,
                  "hours_purchased": 8, "hours_used": 9.5, "hours_remaining": -1.5,
                  "yingjiao": 4520, "yijiao": 4200, "yue": -320})]
    assert kinds(results, narration) == expected


def test_the_total_of_payments_beside_a_lowercase_currency_is_read_in_cents_too() -> None:
    payments = [R({"object": "list", "data": [
        {"id": "py_1", "amount": 134500, "currency": "usd", "status": "succeeded"},
        {"id": "py_2", "amount": 134500, "currency": "usd", "status": "succeeded"},
        {"id": "py_3", "amount": 2500, "currency": "usd", "status": "succeeded"}]})]
    told = "Three payments: $1,345.00, $1,345.00 and $25.00, {} in total."
    assert kinds(payments, told.format("$2,715.00")) == []
    assert kinds(payments, told.format("$2,175.00")) == ["numeric_drift"]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Butter is $9.84/kg, up 7.1%; liquid egg is $3.12/kg, down 13.8%; flour is $0.75/kg, up 1.2%.", []),
    ("Butter is $9.84/kg, up 7.1%; liquid egg is $3.12/kg, up 13.8%; flour is $0.75/kg, up 1.2%.",
     ["numeric_drift"]),
])
def test_a_change_told_the_wrong_way_is_a_sign_flip_though_an_earlier_clause_labelled_it(
    narration: str, expected: list[str]
) -> None:
    costs = [R({"items": [{"code": "butter", "usd_per_kg": 9.84, "mom_change": 0.071},
                          {"code": "liquid_egg", "usd_per_kg": 3.12, "mom_change": -0.138},
                          {"code": "flour", "usd_per_kg": 0.75, "mom_change": 0.012}]}, tool="get_ingredient_costs")]
    assert kinds(costs, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("青禾这个项目毛利28.6%，比目标低2.6个点。", []),
    ("青禾这个项目毛利28.6%，比目标高2.6个点，不错。", ["numeric_drift"]),
])
def test_a_shortfall_told_as_how_far_above_is_a_sign_flip(narration: str, expected: list[str]) -> None:
    profit = [R({"code": 0, "msg": "ok", "data": {"收入": 86200, "成本": 61540, "毛利率": 0.286,
                                                  "目标毛利率": 0.312, "较目标": -0.026}}, tool="get_project_profit")]
    assert kinds(profit, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("LX-8830那只Picotin已经改好了，下调2000，现在卖26800。", []),
    ("LX-8830那只Picotin已经改好了，上调2000，现在卖26800。", ["numeric_drift"]),
])
def test_a_price_adjustment_is_a_signed_change_and_a_moved_2000_no_year(narration: str, expected: list[str]) -> None:
    listing = [R({"code": 0, "msg": "ok", "data": {"商品编号": "LX-8830", "售价": 26800, "调价": -2000}},
                 tool="update_listing")]
    assert kinds(listing, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("订单金额68432.50元，扣掉平台服务费12317.85元、活动补贴2156元，实际到账53958.65元。", []),
    ("订单金额68432.50元，扣掉平台服务费12317.85元、活动补贴2156元，实际到账59358.65元。", ["numeric_drift"]),
])
def test_fen_in_brackets_and_a_deduction_that_covers_its_list(narration: str, expected: list[str]) -> None:
    settlement = [R({"订单金额（分）": 6843250, "平台服务费（分）": -1231785, "活动补贴（分）": -215600,
                     "结算金额（分）": 5395865}, tool="delivery.settlement")]
    assert kinds(settlement, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Batch 07 came out at 13.9% loss, 0.6 pts under target, Agtron 58.", []),
    ("Batch 07 came out at 13.9% loss, 0.6 pts over target, Agtron 58.", ["numeric_drift"]),
    ("Subtotal $4,062.89, minus the $250 credit: $3,812.89 due.", []),
])
def test_a_side_word_right_after_beats_an_earlier_clauses_sign(narration: str, expected: list[str]) -> None:
    results = [R({"loss_pct": 13.9, "target_loss_pct": 14.5, "loss_vs_target_pts": -0.6, "agtron": 58,
                  "subtotal_usd": 4062.89, "credits_usd": -250.0, "total_usd": 3812.89})]
    assert kinds(results, narration) == expected


SETTLEMENT = [R({"code": 0, "msg": "ok", "data": {"微信支付分": 1203400, "支付宝分": 451200, "现金分": 22000}},
                tool="get_daily_settlement")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("五一店昨天收款：微信12034元，支付宝4512元，现金220元。", []),
    ("五一店昨天收款：微信12034元，支付宝45120元，现金220元。", ["numeric_drift"]),
])
def test_a_payment_channels_key_ending_in_fen_counts_fen(narration: str, expected: list[str]) -> None:
    """``支付宝分`` is Alipay takings in fen, like ``现金分`` beside it: 451200 is 4512元."""
    assert kinds(SETTLEMENT, narration) == expected


def test_a_closing_half_after_a_counter_adds_half_of_one_but_a_half_that_begins_a_noun_adds_nothing() -> None:
    from toolproof.fidelity.claims import extract_claims

    text = "3个半成品，两箱半价货，一瓶半。"
    assert [(text[c.start:c.end], c.quantity.value) for c in extract_claims(text)] == [
        ("3个", 3.0), ("两箱", 2.0), ("一瓶半", 1.5)]
