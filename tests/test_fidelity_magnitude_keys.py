"""Keys that say what magnitude or size their numbers count in: a Chinese key ending in 万 or 亿 before any unit
(``总库容万m3`` counts ten-thousands of cubic metres), and storage told a size up (TB returned, PB told)."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

TAILINGS = [R({"code": 0, "msg": "ok", "data": {"总库容万m3": 1268, "已用库容万m3": 934.6, "当前库水位m": 286.43}},
              tool="get_flood_season_check")]
STORAGE = [R({"filesystems": [{"name": "projects", "capacity_tb": 2500, "used_tb": 2436.5},
                              {"name": "scratch", "capacity_tb": 1800, "used_tb": 1104.3}]},
             tool="get_filesystem_report")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("总库容1268万方（约0.127亿方），已用934.6万方，当前库水位286.43米。", set()),
    ("总库容1268万方（约0.127亿方），已用943.6万方，当前库水位286.43米。", {"numeric_drift"}),
])
def test_a_chinese_key_ending_in_a_magnitude_before_a_unit_counts_in_it(narration: str, expected: set[str]) -> None:
    assert kinds(TAILINGS, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Projects holds ~2.44 PB of its 2.5 PB; scratch ~1.1 PB of 1.8 PB.", set()),
    ("Projects holds ~2.44 PB of its 2.5 PB; scratch ~11 PB of 1.8 PB.", {"numeric_drift"}),
])
def test_petabytes_are_a_size_of_stored_data(narration: str, expected: set[str]) -> None:
    assert kinds(STORAGE, narration) == expected


def test_lead_is_no_petabyte() -> None:
    grades = [R({"code": 0, "data": {"出矿量t": 3860, "出矿品位": {"Pb%": 2.74, "Zn%": 5.12}}},
                tool="get_daily_output")]
    assert kinds(grades, "出矿3860吨，铅2.74%、锌5.12%。") == set()
    assert kinds(grades, "出矿3860吨，铅2.47%、锌5.12%。") == {"numeric_drift"}


BROADBAND = [R({"code": 0, "msg": "ok", "data": {"签约下行Mbps": 1000, "签约上行Mbps": 100, "月租元": 129}},
               tool="query_broadband")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("您家宽带签约的是下行1000M、上行100M，月租129元。", set()),
    ("您家宽带签约的是下行100M、上行1000M，月租129元。", {"field_swap"}),
])
def test_the_letter_of_a_magnitude_may_be_the_first_of_the_values_unit(narration: str, expected: set[str]) -> None:
    assert kinds(BROADBAND, narration) == expected


FARES = [R({"currency": "USD", "amounts_in": "cents", "buckets": [
    {"bucket": "Saver", "sold": 84, "revenue": 243600}, {"bucket": "Flex", "sold": 50, "revenue": 307500}]},
    tool="get_fare_bucket_sales")]
INVOICE = [R({"currency": "USD", "amounts_in": "cents", "fees": 2871250,
              "costs": {"court_reporter": 184500, "filing_fees": 40500}, "total": 3095250}, tool="get_invoice_lines")]
SEATS = [R({"code": 0, "msg": "ok", "data": {"金额单位": "分", "明细": [
    {"席别": "商务座", "售出": 18, "收入": 1441800}, {"席别": "二等座", "售出": 431, "收入": 8921700}]}},
    tool="get_seat_class_revenue")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (FARES, "Saver sold 84 for $2,436 and Flex 50 for $3,075, $5,511 in all.", set()),
    (FARES, "Saver sold 84 for $24,360 and Flex 50 for $3,075.", {"numeric_drift"}),
    (FARES, "Saver sold 84 for $243,600 and Flex 50 for $307,500.", {"numeric_drift"}),
    (INVOICE, "Fees $28,712.50, court reporter $1,845.00, filing fees $405.00: $30,952.50 in total.", set()),
    (INVOICE, "Fees $28,712.50, court reporter $18,450.00, filing fees $405.00: $30,952.50 in total.",
     {"numeric_drift"}),
    (SEATS, "商务座18张，收入14418元；二等座431张，收入89217元。", set()),
    (SEATS, "商务座18张，收入144180元；二等座431张，收入89217元。", {"numeric_drift"}),
])
def test_a_result_that_declares_its_amounts_in_cents_is_read_in_major_units(
        results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_a_key_in_thousands_of_litres_is_told_in_kilolitres() -> None:
    output = [R({"code": 0, "msg": "ok", "data": {"基酒产量吨": 3862.4, "成品酒产量千升": 5127.8}})]
    assert kinds(output, "去年基酒产了3860吨左右，成品酒5128千升上下。") == set()
    assert kinds(output, "去年基酒产了3860吨左右，成品酒512.8千升上下。") == {"numeric_drift"}


def test_a_word_after_a_number_that_starts_with_k_is_no_thousand() -> None:
    output = [R({"count": 5, "batches": [{"batch": "B-1", "abv": 0.049}, {"batch": "B-2", "abv": 0.051}]})]
    assert kinds(output, "You've brewed 5 Kölsch batches so far.") == set()


STAKE = [R({"state": "active", "lamports": 250481230000, "last_reward_lamports": 96215400}, tool="get_stake_account")]
GAS = [R({"code": 0, "msg": "ok", "data": {"单位": "gwei", "baseFee": "21.6", "建议小费": {"标准": "1"}}},
         tool="query_gas")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (STAKE, "Balance 250.48123 SOL; the last reward was 0.0962154 SOL.", set()),
    (STAKE, "Balance 25.048123 SOL; the last reward was 0.0962154 SOL.", {"numeric_drift"}),
    (GAS, "主网现在基础费21.6 gwei，标准小费给1 gwei就够了。", set()),
    (GAS, "主网现在基础费2.16 gwei，标准小费给1 gwei就够了。", {"numeric_drift"}),
])
def test_coins_counted_in_their_smallest_unit_are_told_in_whole_coins(
        results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


ACCOUNT = [R({"code": 0, "msg": "ok", "data": {"总权益USDT": "25630.48", "可用USDT": "19217.78"}}, tool="查询合约账户")]
FUNDING = [R({"code": 0, "msg": "ok", "data": {"次数": 93, "合计USDT": "-58.2"}}, tool="查询资金费用")]
RACK = [R({"servers": 12, "free_units": 6}, tool="get_rack")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (ACCOUNT, "总权益25630.48U，可用19217.78U。", set()),
    (ACCOUNT, "总权益25630.48U，可用1921.78U。", {"numeric_drift"}),
    (FUNDING, "3月一共结算资金费93次，合计付出58.2U。", set()),
    (FUNDING, "3月一共结算资金费93次，合计赚了58.2U。", {"numeric_drift"}),
    (RACK, "机柜里有12台2U服务器，还空着6个U位。", set()),
])
def test_usdt_told_as_u_is_an_amount_of_usdt(results: list[dict[str, Any]], narration: str,
                                             expected: set[str]) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"species": "haddock", "avg_pence_per_kg": 241, "box_kg": 40, "boxes_sold": 1864})],
     "Medium haddock averaged £2.41 a kilo, on 1,864 boxes sold.", set()),
    ([R({"code": 0, "msg": "ok", "data": {"存池尾数": 214860, "存池公斤": 58127.4, "均重克": 270.5,
                                          "平均密度kg每立方米": 60.55}})],
     "存池21.5万尾左右，总重58.1吨，平均每尾270克出头，密度60.5公斤每立方左右。", set()),
])
def test_pence_fish_counts_and_densities_are_read_in_their_own_units(
        results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_a_magnitude_key_counted_per_day() -> None:
    """设计规模万吨每日 counts ten-thousands of tonnes a day: "45万吨" is that value, told for today's supply a swap."""
    plant = [R({"code": 0, "msg": "ok", "data": {"设计规模万吨每日": 45, "今日供水万吨": 31.6, "出厂水浊度NTU": 0.12}},
               {"水厂": "城南水厂"}, tool="get_plant")]
    assert kinds(plant, "城南水厂设计规模每天45万吨，今天供水31.6万吨，出厂浊度0.12。") == set()
    assert kinds(plant, "城南水厂今天供水45万吨，出厂浊度0.12。") == {"field_swap"}
