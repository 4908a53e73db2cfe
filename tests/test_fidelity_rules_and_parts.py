"""Numbers that state a rule or a part rather than a result's value (a floor or a 不超过 bound, "the biggest 一块",
a bare amount worked out from two amounts said just before), signed period-over-period changes, and 约上了. Each
has a twin that misstates a value."""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

TANKS = [R({"storage": {"tank_a_pct": 82.4, "tank_b_pct": 67.9}})]
WATER = [R({"code": 0, "data": {"余氯_mg_L": 0.62, "浊度_NTU": 0.18}})]
PAYOUT = [R({"code": 0, "data": {"customerPaid": 42860.3, "commission": 3102.4, "deliveryServiceFee": 4212.0}})]
CARD = [R({"code": 0, "data": {"balance_fen": 126800, "bonus_fen": 20000}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (TANKS, "Tank A is at 82.4% and Tank B ~68%; overnight filling keeps B above the 60% floor.", set()),
    (TANKS, "Tank A is at 82.4% and Tank B ~60%; overnight filling keeps it full.", {"numeric_drift"}),
    (WATER, "出厂余氯0.62mg/L，浊度0.18NTU，都在标准内（浊度不超过1）。", set()),
    (WATER, "出厂余氯0.62mg/L，浊度0.81。", {"numeric_drift"}),
    (PAYOUT, "顾客一共付了42860.30，配送服务费4212.00，是最大的一块。", set()),
    (PAYOUT, "顾客一共付了42860.30，配送服务费4122.00。", {"numeric_drift"}),
    (CARD, "储值卡里还有1268元，其中赠送金200，本金1068。", set()),
    (CARD, "储值卡里还有1286元，其中赠送金200。", {"numeric_drift"}),
])
def test_rules_parts_and_bare_worked_amounts(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


WEEKLY = [R({"code": 0, "data": {"units": 6284, "wow": 0.124, "rank": 7}}, {"week": 38}, tool="get_book_weekly")]
WEEKLY_EN = [R({"units_wk38": 3184, "units_wk37": 2877, "wow_change": 0.1067}, {"weeks": [37, 38]})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (WEEKLY, "第38周卖了6284册，环比涨了12.4%，榜单第7。", set()),
    (WEEKLY, "第38周卖了6284册，环比回落12.4%，榜单第7。", {"numeric_drift"}),
    (WEEKLY_EN, "It sold 3,184 copies in week 38, up about 10.7% week over week.", set()),
    (WEEKLY_EN, "It sold 3,184 copies in week 38, slipping about 10.7% week over week.", {"numeric_drift"}),
])
def test_a_period_over_period_key_is_signed(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """``wow``, ``mom``, ``yoy`` hold a signed change: a rise told as 回落 or "slipping" is a sign flip."""
    assert kinds(results, narration) == expected


def test_yue_shang_le_claims_a_booking() -> None:
    full = [R({"code": 40013, "msg": "课程已满员", "data": None}, {"class_id": "YJ-1107-19"}, tool="book_class")]
    assert kinds(full, "约上了✅周日晚上7点的瑜伽。") == {"status_lie"}
    assert kinds(full, "没约上，周日晚上7点的瑜伽已经满员了。") == set()


VAN = [R({"odometer_km": 84213, "battery_v": 12.4, "tire_pressure_kpa": None,
          "tire_note": "TPMS module offline since 2027-10-04", "oil_life_pct": 31}, {"unit": "VAN-08"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- **Battery:** 12.4 V\n- **Oil life:** 31%\n- **Tires:** no reading, the TPMS module is offline", set()),
    ("- **Battery:** 12.4 V\n- **Oil life:** 31%\n- **Tires:** all four reading around 240 kPa", {"null_fill"}),
])
def test_a_measure_on_the_line_its_label_names_fills_that_null_field(narration: str, expected: set[str]) -> None:
    """The line label "Tires" is the 240 kPa's own, not a mention of the empty field apart from the number."""
    assert kinds(VAN, narration) == expected


REFERRAL = [R({"code": 0, "data": {"referrer": "王磊", "bonus_yuan": 8000, "probation_months": 3}})]
CAMPAIGN = [R({"code": 0, "data": {"raised_yuan": 3862150, "target_yuan": 5000000, "donation_count": 52310}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (REFERRAL, "王磊的内推奖金8000元，要等3个月试用期转正后发。", set()),
    (REFERRAL, "王磊的内推奖金800元，要等3个月试用期转正后发。", {"numeric_drift"}),
    (CAMPAIGN, "目标500万，到现在筹了三百八十多万，一共五万二千三百多笔捐赠。", set()),
    (CAMPAIGN, "目标500万，到现在筹了三千八百六十多万，一共五万二千三百多笔捐赠。", {"numeric_drift"}),
])
def test_a_bonus_is_money_and_more_than_n_is_checked_within_its_step(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """``bonus_yuan`` is money (not reward points); "三百八十多万" is at least 380万 and under 390万, so 386万 fits and
    a tenfold "三千八百六十多万" does not."""
    assert kinds(results, narration) == expected


OFFER = [R({"base_salary_usd": 168000, "rsu_units": 2400, "vesting": "4y, 1y cliff", "target_bonus": 0.125},
           {"candidate_id": "C-55302"}, tool="get_offer")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("$168k base, 2,400 RSUs on the usual 4-year schedule, and a 12.5% target bonus.", set()),
    ("$168k base, 2,400 RSUs on the usual 4-year schedule, and a 1.25% target bonus.", {"numeric_drift"}),
])
def test_on_the_usual_schedule_describes_this_offer(narration: str, expected: set[str]) -> None:
    assert kinds(OFFER, narration) == expected


NET_PAY = [R({"code": 0, "data": {"net_pay": 11240.5, "last_month_net": 11890.5, "change": -650.0}})]
SALARY_BATCH = [R({"code": 50013, "msg": "代发账户余额不足，批次未提交",
                   "data": {"total_yuan": 1842630.5, "count": 126}},
                  {"batch_id": "DF-202711"}, tool="submit_salary_batch")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (NET_PAY, "这个月实发11240.5，比上个月少了650块。", set()),
    (NET_PAY, "这个月实发11240.5，比上个月多了650块。", {"numeric_drift"}),
    (SALARY_BATCH, "11月工资还没发出去：代发账户余额不足，批次没提交上。", set()),
    (SALARY_BATCH, "11月工资已经全部代发出去了，126人共184.26万。", {"status_lie"}),
])
def test_a_previous_key_that_leaves_out_a_word_and_daifa(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    """``last_month_net`` is the previous period of ``net_pay``; 代发 (paying out on the company's behalf) is done."""
    assert kinds(results, narration) == expected


PACKAGING = [R({"code": 0, "msg": "ok", "data": {"20L桶": 60, "30L桶": 24, "500ml罐": 2072, "损耗升": 4.0}},
               tool="get_batch_packaging")]
BOTTLING = [R({"bottles": 1440, "pallets": 3, "breakage": 2}, tool="get_bottling_run")]
CANNING = [R({"cans": 2880, "cases": 120, "cans_per_case": 24}, tool="get_canning_run")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PACKAGING, "30L桶24个；500ml罐2072罐，合86箱多（24罐一箱）；损耗4升。", set()),
    (PACKAGING, "30L桶24个；500ml罐2027罐，合86箱多（24罐一箱）；损耗4升。", {"numeric_drift"}),
    (BOTTLING, "1,440 bottles on 3 pallets, packed 12 bottles to a case; 2 broke.", set()),
    (CANNING, "2,880 cans went into 120 cases, 24 cans per case.", set()),
    (CANNING, "2,880 cans went into 120 cases, 12 cans per case.", {"numeric_drift"}),
])
def test_how_many_go_in_one_is_a_packing_factor_not_a_value(results: list[dict[str, Any]], narration: str,
                                                            expected: set[str]) -> None:
    assert kinds(results, narration) == expected


def test_a_price_for_one_is_still_a_value() -> None:
    oil = [R({"retail_yuan": 169.9, "wholesale_yuan": 142, "stock": 58}, tool="get_price")]
    assert kinds(oil, "门店价169.9一桶，店里还有58桶。") == set()
    assert kinds(oil, "门店价142一桶，店里还有58桶。") == {"field_swap"}
