"""Which field a label word names: loss words name a profit-and-loss field, and a noun joined to a percentage by
的 ("80%的比例") describes that percentage, not the next number.

Each behaviour is shown as a faithful narration and a distorted twin that must still be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds, strict_kinds
from toolproof.fidelity import verify_line
from toolproof.fidelity.lexicon import key_meaning, key_words_of, singular

DESK_LOSS = [R({"pnl_cny": -36500, "trades": 22}, {"desk": "电力现货"}, tool="get_desk_pnl")]
DESK_LOSS_EN = [R({"pnl": -36500, "trades": 22}, {"desk": "power"}, tool="get_desk_pnl")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (DESK_LOSS, "电力现货交易台今日亏损3.65万元，共成交22笔。", set()),
    (DESK_LOSS, "电力现货交易台今日亏损3.56万元，共成交22笔。", {"numeric_drift"}),
    ([R({"pnl_cny": 36500, "trades": 22}, {"desk": "电力现货"}, tool="get_desk_pnl")],
     "电力现货交易台今日亏损3.65万元，共成交22笔。", {"numeric_drift"}),
    (DESK_LOSS_EN, "The power trading desk posted a loss of $36,500 over 22 trades.", set()),
    (DESK_LOSS_EN, "The power trading desk posted a loss of $35,600 over 22 trades.", {"numeric_drift"}),
])
def test_a_loss_word_names_the_profit_and_loss_field(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


CLAIM = [R({"reimbursement_ratio": 0.8, "approved_amount": 6400, "status": "approved"}, {"claim_id": "LP-90110"})]
SHARE = [R({"share": 0.35, "revenue": 1200000})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (CLAIM, "理赔已核定：按80%的比例赔付6,400元。", set()),
    (CLAIM, "理赔已核定：按80%的比例赔付4,600元。", {"numeric_drift"}),
    (CLAIM, "理赔已核定：按60%的比例赔付6,400元。", {"numeric_drift"}),
    (SHARE, "该产品占35%的份额，营收120万元。", set()),
    (SHARE, "该产品占53%的份额，营收120万元。", {"numeric_drift"}),
])
def test_a_noun_joined_to_a_percentage_by_de_labels_that_percentage(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


TRANSACTIONS = [R(
    {"transactions": [{"amount": -82.4, "merchant": "Shell"}, {"amount": 1500.0, "merchant": "ACME Payroll"}]},
    {"account_id": "ACC-3092", "limit": 2}, tool="list_transactions",
)]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Your latest: an $82.40 charge at Shell and a $1,500.00 payroll deposit from ACME.", set()),
    ("Your latest: an $82.40 debit at Shell and a $1,500.00 credit from ACME.", set()),
    ("Your latest: an $82.40 deposit at Shell and a $1,500.00 payroll deposit from ACME.", {"numeric_drift"}),
    ("Your latest: an $84.20 charge at Shell and a $1,500.00 payroll deposit from ACME.", {"numeric_drift"}),
])
def test_a_charge_or_deposit_after_an_amount_gives_its_sign(narration: str, expected: set[str]) -> None:
    assert kinds(TRANSACTIONS, narration) == expected


PENDING = [
    R({"balance": 2310.75}, {"account_id": "ACC-7781"}, tool="get_account"),
    {"call_id": "c2", "tool": "get_pending", "arguments": {"account_id": "ACC-7781"},
     "output": {"pending_total": 145.2, "count": 3}},
]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Your balance is $2,310.75 with 3 pending items totalling $145.20.", set()),
    ("您的余额为2,310.75元，有3笔待处理款项，合计145.20元。", set()),
    ("Your balance is $2,310.75 with 4 pending items totalling $145.20.", {"numeric_drift"}),
    ("Your balance is $2,310.75 with $3 pending, across 145.2 items.", {"field_swap"}),
])
def test_a_whole_number_before_what_it_counts_is_the_count(narration: str, expected: set[str]) -> None:
    assert strict_kinds(PENDING, narration) == expected


OFFER = [R({"base_salary": 145000, "bonus_pct": 0.1, "equity_units": 1200, "status": "draft"},
           {"candidate_id": "cand_981"}, tool="get_offer")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("The draft offer is $145k base with a 10% bonus target (about $14,500) and 1,200 RSUs.", set()),
    ("The draft offer is $145k base with a 10% bonus target (about $1,450) and 1,200 RSUs.", {"numeric_drift"}),
    ("The draft offer is $154k base with a 10% bonus target (about $14,500) and 1,200 RSUs.", {"numeric_drift"}),
])
def test_a_returned_share_of_a_returned_amount_is_worked_out_not_shifted(narration: str, expected: set[str]) -> None:
    assert kinds(OFFER, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Your balance is $2,310.75 with 3 pending items totalling $145.20, so about $2,165.55 will be available.",
     set()),
    ("您的余额为2,310.75元，有3笔待处理款项，合计145.20元，结清后可用约2,165.55元。", set()),
    ("Your balance is $2,310.75 with 3 pending items totalling $145.20, so about $2,615.55 will be available.",
     {"numeric_drift"}),
])
def test_a_difference_of_amounts_from_two_calls_is_worked_out(narration: str, expected: set[str]) -> None:
    assert strict_kinds(PENDING, narration) == expected


ORDER = [R({"items": [{"name": "Pad Thai", "qty": 2, "unit_price_cents": 1350},
                      {"name": "Spring rolls", "qty": 1, "unit_price_cents": 650}],
            "delivery_fee_cents": 399, "tip_cents": 500, "state": "delivered"}, {"order_id": "D-90311"},
           tool="get_order")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Order D-90311: 2× Pad Thai at $13.50 each and spring rolls at $6.50. Food subtotal is $33.50; with the $3.99 "
     "delivery fee and $5.00 tip the total comes to **$42.49**.", set()),
    ("Order D-90311: food subtotal is $33.50; with the $3.99 delivery fee and $5.00 tip it comes to $42.49.", set()),
    ("Order D-90311: food subtotal is $35.30; with the $3.99 delivery fee and $5.00 tip it comes to $44.29.",
     {"numeric_drift"}),
    ("Order D-90311: 2× Pad Thai at $13.50 each and spring rolls at $6.50. Food subtotal is $33.50; with the $3.99 "
     "delivery fee and $5.00 tip the total comes to **$42.94**.", {"numeric_drift"}),
])
def test_line_totals_in_cents_and_a_total_of_the_listed_amounts_are_worked_out(
    narration: str, expected: set[str]
) -> None:
    assert strict_kinds(ORDER, narration) == expected


INVOICE = [R({"data": {"amount_due_cents": 238700, "status": "open"}}, {"invoice_id": "INV-883"}, tool="get_invoice")]
SCORES = [R({"语文": 92, "数学": 88, "英语": 95}, {"student": "李雷"}, tool="get_scores")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (INVOICE, "Invoice INV-883 is open with **$2,387.00** due.", set()),
    (INVOICE, "Invoice INV-883 is open with about $2,400 due.", set()),
    (INVOICE, "Invoice INV-883 is open with **$2,378.00** due.", {"numeric_drift"}),
    (INVOICE, "Invoice INV-883 is open with $2,378 due.", {"numeric_drift"}),
    (SCORES, "李雷语文92分、数学88分、英语95分，三科总分275分，平均约91.7分。", set()),
    (SCORES, "李雷语文92.4分、数学88分、英语95分。", {"numeric_drift"}),
])
def test_a_number_written_to_a_precision_is_not_a_rounding_of_a_value_farther_off(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


SPOT = [R({"spot_eur_mwh": 84.35}, {"market": "DE", "hour": "2024-03-11T14:00"}, tool="get_spot_price")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("The German spot price for that hour settled at €84.35/MWh.", set()),
    ("德国该小时现货电价为84.35欧元/兆瓦时。", set()),
    ("The German spot price for that hour settled at €843.50/MWh.", {"numeric_drift"}),
    ("德国该小时现货电价为8.435欧元/兆瓦时。", {"numeric_drift"}),
])
def test_a_key_naming_a_currency_then_a_unit_is_a_price_per_that_unit(narration: str, expected: set[str]) -> None:
    assert kinds(SPOT, narration) == expected


RIDERSHIP = [R({"riders": 2140000, "change_pct": 6.8}, {"line": "Red", "quarter": "Q1"}, tool="get_ridership")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Red line ridership rose 6.8% in Q1 to about 2.14 million riders.", set()),
    ("Red line ridership declined 6.8% in Q1 to about 2.14 million riders.", {"numeric_drift"}),
    ("Red line ridership decreased 6.8% in Q1 to about 2.14 million riders.", {"numeric_drift"}),
    ("On Dec 5 Red line ridership rose 6.8% to about 2.14 million riders.", set()),
])
def test_words_that_start_like_a_month_do_not_hide_the_number_after_them(narration: str, expected: set[str]) -> None:
    assert kinds(RIDERSHIP, narration) == expected


def summary(net_change: float) -> list[dict[str, Any]]:
    return [R({"net_change": net_change, "closing_balance": 9340.12}, {"account_id": "ACC-5510", "period": "2024-05"},
              tool="get_account_summary")]


@pytest.mark.parametrize(("net_change", "narration", "expected"), [
    (1200.0, "In May your balance rose by $1,200 and closed at $9,340.12.", set()),
    (-1200.0, "In May your balance fell by $1,200 and closed at $9,340.12.", set()),
    (-1200.0, "5月您的余额减少了1,200元，月末余额9,340.12元。", set()),
    (1200.0, "In May your balance fell by $1,200 and closed at $9,340.12.", {"numeric_drift"}),
    (1200.0, "5月您的余额减少了1,200元，月末余额9,340.12元。", {"numeric_drift"}),
])
def test_the_way_a_change_went_names_the_change_field(net_change: float, narration: str, expected: set[str]) -> None:
    assert kinds(summary(net_change), narration) == expected


def accounts(first: str, second: str) -> list[dict[str, Any]]:
    return [
        R({"type": first, "balance": 15230.4}, {"account_id": "D-01"}, tool="get_account"),
        {"call_id": "c2", "tool": "get_account", "arguments": {"account_id": "T-02"},
         "output": {"type": second, "balance": 50000.0}},
    ]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (accounts("活期", "定期"), "您的定期账户余额为5万元，活期账户余额为15,230.40元。", set()),
    (accounts("checking", "savings"), "Your checking balance is $15,230.40 and savings hold $50,000.", set()),
    (accounts("活期", "定期"), "您的活期账户余额为5万元。", {"field_swap"}),
    (accounts("checking", "savings"), "Your checking balance is $50,000.", {"field_swap"}),
])
def test_a_short_text_field_of_a_result_names_what_it_is_about(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def claim_status(status: str) -> list[dict[str, Any]]:
    return [R({"status": status, "claim_amount": 12800}, {"claim_id": "LP-88021"}, tool="get_claim")]


@pytest.mark.parametrize(("status", "narration", "expected"), [
    ("approved", "您的理赔LP-88021已审核通过，申请金额12,800元。", set()),
    ("pending", "您的理赔LP-88021仍在审核中，申请金额12,800元。", set()),
    ("pending", "您的理赔LP-88021已审核通过，申请金额12,800元。", {"status_lie"}),
    ("pending", "您的理赔LP-88021已核准，申请金额12,800元。", {"status_lie"}),
])
def test_reviewed_and_approved_in_chinese_report_work_as_done(status: str, narration: str, expected: set[str]) -> None:
    assert kinds(claim_status(status), narration) == expected


PRODUCT = [R({"price": 100.0, "discount": 20.0, "stock": 14}, {"sku": "KB-204"}, tool="get_product")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("SKU KB-204 is listed at $100.00 with a $20.00 discount, and 14 units are in stock.", set()),
    ("SKU KB-204 is priced at $100.00 and 14 units are in stock.", set()),
    ("SKU KB-204 is listed at $20.00 and 14 units are in stock.", {"field_swap"}),
    ("SKU KB-204 is priced at $20.00 and 14 units are in stock.", {"field_swap"}),
])
def test_listed_at_and_priced_at_name_the_price(narration: str, expected: set[str]) -> None:
    assert kinds(PRODUCT, narration) == expected


SPOT_MARKETS = [
    R({"price_eur_mwh": 84.35}, {"market": "DE"}, tool="get_spot_price"),
    {"call_id": "c2", "tool": "get_spot_price", "arguments": {"market": "FR"}, "output": {"price_eur_mwh": 71.2}},
]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Germany's spot price settled at €84.35/MWh and France's at €71.20/MWh.", set()),
    ("德国现货电价为84.35欧元/兆瓦时，法国为71.20欧元/兆瓦时。", set()),
    ("Germany's spot price settled at €71.20/MWh.", {"field_swap"}),
    ("德国现货电价为71.20欧元/兆瓦时。", {"field_swap"}),
])
def test_a_country_code_argument_is_named_by_the_country(narration: str, expected: set[str]) -> None:
    assert kinds(SPOT_MARKETS, narration) == expected


LAB = [R({"test": "creatinine", "value": 1.8, "unit": "mg/dL", "reference_range": "0.5-1.8"}, {"patient_id": "PET-1"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Creatinine came back at 1.8 mg/dL (reference range 0.5–1.8).", set()),
    ("Creatinine came back at 18 mg/dL (reference range 0.5–1.8).", {"numeric_drift"}),
])
def test_a_ratio_unit_beside_a_value_gives_it_its_measure(narration: str, expected: set[str]) -> None:
    assert kinds(LAB, narration) == expected


FUEL = [R({"fuel_per_100km": 31.4, "distance_km": 5820}, {"plate": "京A·5Q810", "month": "2025-03"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("京A·5Q810 三月百公里油耗31.4升，行驶5820公里。", set()),
    ("京A·5Q810 三月百公里油耗3.14升，行驶5820公里。", {"numeric_drift"}),
])
def test_a_number_after_per_in_a_key_is_the_rate_base_not_the_unit(narration: str, expected: set[str]) -> None:
    assert kinds(FUEL, narration) == expected


def test_digits_inside_a_quoted_argument_are_part_of_its_name() -> None:
    car = [R({"speed_kmh": 52, "speed_limit_kmh": 60}, {"plate": "粤B·3K118"})]
    assert kinds(car, "粤B·3K118 目前时速52公里，未超过60的限速。") == set()
    assert kinds(car, "粤B·3K118 目前时速60公里，限速60。") == {"field_swap"}


STORAGE = [R({"used_bytes": 734003200, "quota_bytes": 1073741824}, {"tenant": "acme"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Acme is currently using about 700 MB of its 1 GiB quota.", set()),
    ("Acme is currently using 7 GB of storage.", {"numeric_drift"}),
])
def test_using_names_the_used_field(narration: str, expected: set[str]) -> None:
    assert kinds(STORAGE, narration) == expected


@pytest.mark.parametrize(("output", "faithful", "swapped"), [
    ({"robots_idle": 6, "robots_busy": 22},
     "机器人22台在作业，6台空闲。", "机器人6台在作业，22台空闲。"),
    ({"objects_on_display": 186, "loaned_objects": 74},
     "展出文物186件，其中借展74件。", "展出文物74件，其中借展186件。"),
    ({"overdue": 32, "trapped_incidents": 5},
     "逾期32台，困人事件5起。", "逾期5台，困人事件32起。"),
    ({"employee_rate": 0.17, "employer_rate": 0.155},
     "CPF缴费率：雇员17%，雇主15.5%。", "CPF缴费率：雇员15.5%，雇主17%。"),
    ({"rides": 3120000, "active_bikes": 860000},
     "当日骑行312万次，活跃车辆86万辆。", "当日骑行86万次，活跃车辆312万辆。"),
    ({"gmv": 382000, "wow_change": 12400},
     "本周GMV 38.2万元，环比增加1.24万元。", "本周GMV 38.2万元，环比下降1.24万元。"),
])
def test_chinese_words_for_common_fields(output: dict[str, Any], faithful: str, swapped: str) -> None:
    results = [R(output)]
    assert kinds(results, faithful) == set()
    assert kinds(results, swapped) & {"field_swap", "numeric_drift"}


def test_a_hyphenated_prefix_stays_part_of_its_word() -> None:

    output = {"usage_kwh": 812.4, "peak_kwh": 301.7, "offpeak_kwh": 510.7}
    line = {"id": "p", "results": [{"call_id": "c1", "tool": "get_bill", "arguments": {}, "output": output}]}
    honest = "You used 812.4 kWh in total: 301.7 kWh on-peak and 510.7 kWh off-peak."
    swapped = "You used 812.4 kWh in total: 510.7 kWh on-peak and 301.7 kWh off-peak."
    assert verify_line({**line, "narration": honest})["findings"] == []
    assert {f["kind"] for f in verify_line({**line, "narration": swapped})["findings"]} == {"field_swap"}


def test_payable_is_the_amount_due() -> None:

    output = {"code": 0, "data": {"amount_fen": 3684520, "discount_fen": 184226, "payable_fen": 3500294}}
    line = {"id": "p", "results": [{"call_id": "c1", "tool": "get_invoice", "arguments": {}, "output": output}]}
    honest = "原价合计36845.20元，折扣优惠1842.26元，应付金额35002.94元。"
    assert verify_line({**line, "narration": honest})["findings"] == []


def test_per_thousand_in_a_key_is_a_rate_base_not_a_magnitude() -> None:
    from toolproof.fidelity.lexicon import key_meaning

    assert key_meaning("price_per_thousand_yuan").scale == 1.0
    assert key_meaning("revenue_thousand_usd").scale == 1000.0


@pytest.mark.parametrize(
    ("output", "honest", "swapped"),
    [
        ({"opening_qty": 420, "inbound_qty": 600, "outbound_qty": 734, "closing_qty": 286},
         "月初库存420盒，入库600盒、出库734盒，月末库存286盒。",
         "月初库存420盒，入库600盒、出库734盒，月末库存420盒。"),
        ({"opening_storage_af": 41820, "closing_storage_af": 39475},
         "The lake opened September at 41,820 AF and closed it at 39,475 AF.",
         "The lake closed out September holding 41,820 AF."),
        ({"baseline_kwh_monthly": 38450, "post_kwh_monthly": 27120},
         "Consumption after the retrofit is 27,120 kWh a month, down from 38,450 kWh.",
         "Consumption after the retrofit is now 38,450 kWh a month."),
        ({"before": {"fpy": 0.962, "defect_ppm": 3820}, "after": {"fpy": 0.987, "defect_ppm": 1310}},
         "直通率从96.2%提升到98.7%；改造后不良率为1310 PPM。", "直通率从96.2%提升到98.7%；改造后不良率为3820 PPM。"),
        ({"gross_loss_cny": 48600000, "net_loss_cny": 19440000},
         "毛赔款4860万元，净赔款1944万元。", "净赔款约4860万元。"),
    ],
)
def test_opening_closing_before_after_and_net_claims_are_told_apart(output: dict[str, Any], honest: str,
                                                                   swapped: str) -> None:

    line = {"id": "o", "results": [{"call_id": "c1", "tool": "get_report", "arguments": {}, "output": output}]}
    assert verify_line({**line, "narration": honest})["findings"] == []
    assert {f["kind"] for f in verify_line({**line, "narration": swapped})["findings"]} == {"field_swap"}


def test_transfers_in_and_out_are_told_apart() -> None:
    from toolproof.fidelity.lexicon import key_meaning

    assert "inbound" in key_meaning("transfer_in").concepts
    assert "inbound" not in key_meaning("time_in_queue").concepts
    output = {"code": 0, "data": {"total_vehicles": 640, "transfer_in": 38, "transfer_out": 12}}
    line = {"id": "t", "results": [{"call_id": "c1", "tool": "get_store_fleet", "arguments": {}, "output": output}]}
    assert verify_line({**line, "narration": "门店共有车辆640台，今天调入38台、调出12台。"})["findings"] == []
    swapped = verify_line({**line, "narration": "门店共有车辆640台，今天已从周边门店调入12台。"})["findings"]
    assert [f["kind"] for f in swapped] == ["field_swap"]


def test_annualized_yield_is_named_by_the_chinese_word_for_it() -> None:

    output = {"product": "稳盈30天", "annualized_yield_pct": 2.35, "min_amount": 1000,
              "sample": {"principal": 50000, "expected_interest": 96.58}}
    line = {"id": "y", "results": [{"call_id": "c1", "tool": "get_product", "arguments": {}, "output": output}]}
    assert verify_line({**line, "narration": "当前年化 2.35%，1000 元起购，预计收益 96.58 元。"})["findings"] == []
    shifted = verify_line({**line, "narration": "当前年化 23.5%，1000 元起购，预计收益 96.58 元。"})["findings"]
    assert [f["kind"] for f in shifted] == ["numeric_drift"]


def test_a_period_word_picks_the_rate_for_that_period() -> None:
    crane = [R({"max_capacity_t": 100, "daily_rate_usd": 4200, "weekly_rate_usd": 21000})]
    assert kinds(crane, "It lifts up to 100 t and rents at $4,200 a day or $21,000 a week.") == set()
    assert kinds(crane, "It lifts up to 100 t and rents at $21,000 a day.") == {"field_swap"}


def test_the_verb_after_a_counted_noun_says_which_count_it_is() -> None:
    aliquots = [R({"total_aliquots": 5640, "withdrawn": 412, "destroyed": 37})]
    told = "The study holds 5,640 aliquots. Since January, {} aliquots have been withdrawn and 37 destroyed."
    assert kinds(aliquots, told.format(412)) == set()
    assert kinds(aliquots, told.format(421)) == {"numeric_drift"}
    booking = [R({"nights": 3, "rate_per_night": 189.0, "taxes": 68.04, "total": 635.04})]
    assert kinds(booking, "3 nights at $189.00/night — $68.04 total including taxes.") == {"field_swap"}


def test_a_measured_number_is_never_a_place_in_an_order() -> None:
    race = [R({"place": 1, "time": "7:41.8", "margin_s": 3.6})]
    assert kinds(race, "The double won in 7:41.8, 3.6 seconds clear of second place.") == set()
    assert kinds(race, "The double won in 7:41.8, 6.3 seconds clear of second place.") == {"numeric_drift"}


def test_a_number_word_in_the_keys_own_name_is_no_value() -> None:
    darts = [R({"three_dart_avg": 61.87, "checkout_pct": 0.2843, "matches": 12})]
    told = "Reyes averaged about {} per three darts and checked out 28.4% over 12 matches."
    assert strict_kinds(darts, told.format(62)) == set()
    assert strict_kinds(darts, told.format(26)) == {"numeric_drift"}


@pytest.mark.parametrize(("results", "narration", "expected"), [
    ([R({"retail_yuan": 169.9, "wholesale_yuan": 142, "stock": 58})], "门店价169.9一桶，批发价142，店里还有58桶。",
     set()),
    ([R({"retail_yuan": 169.9, "wholesale_yuan": 142, "stock": 58})], "门店价142一桶，批发价169.9，店里还有58桶。",
     {"field_swap"}),
    ([R({"bookings": 46, "cancellations": 4, "no_shows": 2})], "一共46场，退订4单，放鸽子的有2单。", set()),
    ([R({"bookings": 46, "cancellations": 4, "no_shows": 2})], "一共46场，退订4单，放鸽子的也有4单。", {"field_swap"}),
    ([R({"capacity": 8, "enrolled": 8, "waitlist": 3})], "It's capped at 8 pups and 8 are signed up, 3 waiting.",
     set()),
    ([R({"capacity": 8, "enrolled": 8, "waitlist": 3})], "It's capped at 8 pups and 3 are signed up so far.",
     {"field_swap"}),
])
def test_trade_words_name_their_fields(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """门店价 is the retail price, 放鸽子 a no-show, "signed up" the enrolled count."""
    assert kinds(results, narration) == expected


def test_what_is_left_on_a_card_is_its_balance() -> None:
    card = [R({"balance_yuan": 86.4, "today_spent_yuan": 23.5, "subsidy_yuan": 50})]
    assert kinds(card, "饭卡里还剩86.4块，今天花了23.5，餐补那边还有50块。") == set()
    assert kinds(card, "饭卡里还剩23.5块，该充值了，餐补那边还有50块。") == {"field_swap"}


RIDE = [R({"骑行距离米": 3460, "骑行时长秒": 1030, "费用分": 450, "优惠分": 0}, tool="查询订单")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("这一单骑了3.46公里，用时17分10秒。收费4块5，没用优惠。", set()),
    ("这一单骑了3.46公里，用时17分10秒。收费4.5元。", set()),
    ("这一单骑了3.46公里，用时17分10秒。收费45元。", {"numeric_drift"}),
    ("这一单骑了34.6公里，用时17分10秒。收费4块5。", {"numeric_drift"}),
])
def test_a_unit_written_straight_after_a_chinese_key_is_its_unit(narration: str, expected: set[str]) -> None:
    assert kinds(RIDE, narration) == expected


def test_a_key_whose_fen_follows_no_word_of_money_counts_points() -> None:
    from toolproof.fidelity.lexicon import key_meaning
    assert key_meaning("费用分").unit == "cent"
    assert key_meaning("成绩分").unit is None
    assert key_meaning("耗时分").unit is None
    assert key_meaning("骑行距离米").unit == "m"


GAMING = [R({"slot_win_usd": 18742305.12, "table_win_usd": 6128440.0, "total_usd": 24870745.12},
            tool="get_monthly_gaming_revenue")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("September gaming win was about $24.9M: roughly $18.7M from slots and $6.13M from tables.", set()),
    ("September slot win was about $24.9M and tables brought $6.13M.", {"field_swap"}),
])
def test_a_label_that_names_several_parts_may_state_their_total(narration: str, expected: set[str]) -> None:
    assert kinds(GAMING, narration) == expected


PASS = [R({"数据量字节": 48318382080, "时长毫秒": 570000}, tool="数传记录")]


def test_a_unit_with_a_prefix_straight_after_a_chinese_key_is_read_whole() -> None:
    assert kinds(PASS, "这个弧段跟了9分30秒，下了45GiB数据。") == set()
    assert "numeric_drift" in kinds(PASS, "这个弧段跟了9分50秒，下了45GiB数据。")


TICKETS = [R({"tickets": [{"id": "EQ-3391", "room": "R5", "issue": "wireless mic 2 dropouts"},
                          {"id": "EQ-3398", "room": "R11", "issue": "screen flicker"}], "count": 2},
             tool="get_equipment_tickets")]


def test_a_short_code_spelled_out_names_a_thing() -> None:
    assert kinds(TICKETS, "Two open tickets. Room 5's second wireless mic keeps dropping out; room 11 has a "
                          "flickering screen.") == set()
    assert "numeric_drift" in kinds(TICKETS, "Five open tickets: Room 5's mic and room 11's screen.")


def test_what_a_loss_went_to_labels_it() -> None:
    run = [R({"planned_units": 14400, "good_units": 13862, "bake_min": 38, "downtime_min": 47}, {"line": "L2"},
             tool="get_line_run")]
    told = "Line 2 baked 13,862 good loaves on a 38-minute bake, and the line lost {} minutes to downtime."
    assert kinds(run, told.format(47)) == set()
    assert kinds(run, told.format(74)) == {"numeric_drift"}


BLOOD = [R({"code": 0, "msg": "ok", "data": {"献血人次": 87, "机采血小板人次": 12, "初筛不合格": 9}},
           tool="献血点日报")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("一共87人次献血，机采血小板12人次，初筛没过的有9个。", set()),
    ("一共87人次献血，机采血小板21人次，初筛没过的有9个。", {"numeric_drift"}),
])
def test_an_unknown_chinese_key_is_named_without_its_count_word(narration: str, expected: set[str]) -> None:
    assert kinds(BLOOD, narration) == expected


CLASSES = [R({"code": 0, "msg": "ok", "data": {"班级": [
    {"班名": "初二数学A班", "课时": 6, "人数": 14}, {"班名": "初三物理冲刺", "课时": 8, "人数": 19},
    {"班名": "小升初英语", "课时": 4, "人数": 23}]}}, tool="查询周课表")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- 初二数学A班：6课时，14人\n- 初三物理冲刺：8课时，19人\n- 小升初英语：4课时，23人", set()),
    ("- 初二数学A班：6课时，14人\n- 初三物理冲刺：8课时，91人\n- 小升初英语：4课时，23人", {"numeric_drift"}),
])
def test_a_chinese_counter_names_the_key_that_counts_it(narration: str, expected: set[str]) -> None:
    assert kinds(CLASSES, narration) == expected


def test_a_key_in_ten_thousands_of_person_trips() -> None:
    metro = [R({"code": 0, "msg": "ok", "data": {"开行列次": 486, "客运量万人次": 68.4}}, tool="查询线路日报")]
    assert kinds(metro, "3号线昨天开行486列，客运量68.4万人次。") == set()
    assert kinds(metro, "3号线昨天开行486列，客运量86.4万人次。") == {"numeric_drift"}


def test_a_misread_of_its_own_labels_value_is_no_worked_out_amount() -> None:
    quote = [R({"code": 0, "msg": "ok", "data": {"报价": 1680, "搬运工人数": 3, "楼层费": 120, "预计时长小时": 4}},
               tool="get_quote")]
    assert kinds(quote, "配3个师傅，大概4个小时，楼层费120块，总价1680元。") == set()
    assert kinds(quote, "配3个师傅，大概4个小时，楼层费12块，总价1680元。") == {"numeric_drift"}


def test_what_a_sum_of_money_is_of_labels_it() -> None:
    card = [R({"credit_limit": 12000, "current_balance": 3417.66, "available_credit": 8582.34}, {"card_last4": "8802"},
              tool="get_card_account")]
    assert kinds(card, "You've got $8,582.34 of available credit on the card ending 8802.") == set()
    assert kinds(card, "You've got $12,000 of available credit on the card ending 8802.") == {"field_swap"}


def test_two_digits_of_a_value_swapped_are_no_sum_of_numbers_said_before() -> None:
    sales = [R({"orders": 1284, "units": 1719, "avg_order_value": 37.55, "conversion_rate": 0.0281},
               tool="get_sales_report")]
    told = "Orders: 1,284 (1,719 units), about $37.55 per order. Conversion: {}."
    assert kinds(sales, told.format("2.81%")) == set()
    assert kinds(sales, told.format("2.18%")) == {"numeric_drift"}


HOTEL = [R({"code": 0, "msg": "ok", "data": {"入住": "2026-08-08", "晚数": 2, "每晚价格": 1688, "总价": 3376}},
           tool="get_hotel_order")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("8月8号入住两晚，每晚1688元，一共3376元。", set()),
    ("8月8号入住两晚，每晚3376元。", {"field_swap"}),
])
def test_the_unknown_words_of_a_chinese_key_still_name_it(narration: str, expected: set[str]) -> None:
    assert kinds(HOTEL, narration) == expected


def test_unknown_words_beside_known_ones_are_kept() -> None:
    from toolproof.fidelity.lexicon import key_meaning
    assert key_meaning("每晚价格").concepts == {"price", "每晚"}


def test_energy_in_du_is_no_duration_and_an_amount_in_wan_is_no_share() -> None:
    storage = [R({"code": 0, "msg": "ok", "data": {"充电_Wh": 18640, "谷段充电时长_s": 15300}}, tool="get_ess_daily")]
    assert kinds(storage, "谷段充了18.64度，用时4小时15分。") == set()
    case = [R({"code": 0, "msg": "ok", "data": {"申请执行标的_元": 1862540.0, "已执行到位_元": 1207315.8,
                                                "执行比例": 0.6482}}, tool="get_recovery")]
    assert kinds(case, "申请执行186万出头，已经到位120.7万左右，将近六成五。") == set()


@pytest.mark.parametrize(("key", "unit"), [("磁盘总量GiB", "GiB"), ("size_GiB", "GiB"), ("容量TB", "TB")])
def test_data_unit_symbols_in_a_key(key: str, unit: str) -> None:
    from toolproof.fidelity.lexicon import key_meaning
    assert key_meaning(key).unit == unit


def test_a_disk_size_in_gib_is_told_in_gib() -> None:
    disk = [R({"code": 0, "msg": "ok", "data": {"磁盘总量GiB": 800, "近7天日均增长字节": 2576980377}},
              tool="get_db_storage")]
    assert kinds(disk, "磁盘总量800GiB，日均增长约2.4GiB。") == set()
    assert kinds(disk, "磁盘总量80GiB，日均增长约2.4GiB。") == {"numeric_drift"}


def test_a_table_rows_own_cell_names_the_key_its_number_is() -> None:
    book = [R({"students": 28, "grades": {"A": 5, "B": 9, "C": 8}}, tool="get_gradebook")]
    table = "| Grade | Students |\n|---|---|\n| A | 5 |\n| B | 9 |\n| C | {} |\n\n28 students in all."
    assert kinds(book, table.replace("{}", "8")) == set()


def test_one_minute_before_a_count_is_the_time_it_is_per() -> None:
    fitness = [R({"code": 0, "msg": "ok", "data": {"人数": 42, "1000米平均秒": 262, "跳绳平均次每分": 171,
                                                   "立定跳远平均cm": 203, "达标率": 0.881}}, tool="get_fitness")]
    assert kinds(fitness, "- 男生1000米平均4分22秒\n- 跳绳一分钟171个\n- 立定跳远平均2米03\n- 达标率88.1%") == set()


def test_plurals_in_ses_and_uses() -> None:
    assert [singular(w) for w in ("cases", "purchases", "houses", "classes", "bonuses", "statuses", "boxes")] == [
        "case", "purchase", "house", "class", "bonus", "status", "box"]


FUNDING = [R({"code": "0", "data": [{"instId": "SOL-USDT-SWAP", "fundingRate": "-0.000214",
                                      "nextFundingRate": "0.000051"}]}, tool="get_funding_rate")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("SOL永续这一期资金费率是-0.0214%，预测下一期是0.0051%。", set()),
    ("SOL永续这一期资金费率是0.0051%，预测下一期是-0.0214%。", {"field_swap"}),
])
def test_the_next_period_names_a_next_key(narration: str, expected: set[str]) -> None:
    assert kinds(FUNDING, narration) == expected


def test_min_before_a_later_unit_still_names_the_lowest_value() -> None:
    pond = [R({"pond_id": "HC-09", "do_min_mg_l": 2.6, "do_avg_mg_l": 5.9, "aerator_minutes": 310})]
    assert kinds(pond, "HC-09 bottomed out at 2.6 mg/L; the aerators ran 310 minutes.") == set()
    assert kinds(pond, "HC-09 bottomed out at 5.9 mg/L; the aerators ran 310 minutes.") == {"field_swap"}


HOUND = [R({"animal_id": "D-3301", "name": "Juniper", "intake_date": "2028-02-11", "intake_weight_kg": 16.4,
            "current_weight_kg": 19.1, "status": "available"}, {"animal_id": "D-3301"}, tool="get_animal_record")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("Juniper came in on Feb 11 at 16.4 kg and weighs 19.1 kg now, up 2.7 kg in care.", set()),
    ("Juniper came in on Feb 11 at 19.1 kg and weighs 16.4 kg now.", {"field_swap"}),
])
def test_came_in_names_intake_and_weighs_names_weight(narration: str, expected: set[str]) -> None:
    assert kinds(HOUND, narration) == expected


def test_a_course_written_5d_in_a_result_is_five_days() -> None:
    meds = [{"drug": "meloxicam", "sig": "0.5 mL PO q24h x 4d"}]
    discharge = [R({"patient": "Olive", "recheck_in_days": 10, "meds": meds}, {"patient_id": "C-11"},
                   tool="get_discharge")]
    assert kinds(discharge, "Olive goes home on meloxicam once a day for 4 days; recheck in 10 days.") == set()
    assert kinds(discharge, "Olive goes home on meloxicam once a day for 6 days; recheck in 10 days.") != set()


RESPONSE = [R({"callbacks": 48, "avg_response_min": 21.6, "entrapments": 4, "avg_entrapment_response_min": 15.2},
              {"period": "2028-03"}, tool="get_response_stats")]
COLD_ROOM = [R({"code": 0, "msg": "ok", "data": {"夜间接运": 2, "冷藏在用": 17, "冷藏总数": 22}},
               {"日期": "2028-09-21"}, tool="get_today_board")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (RESPONSE, "Callbacks averaged 21.6 minutes, and the 4 entrapments averaged roughly 15.2 minutes.", set()),
    (RESPONSE, "Callbacks averaged 21.6 minutes, and the 4 entrapments averaged roughly 4 minutes.", {"field_swap"}),
    (COLD_ROOM, "昨晚接运了2位，冷藏柜用了17个，还空5个。", set()),
    (COLD_ROOM, "昨晚接运了2位，冷藏柜用了22个。", {"field_swap"}),
])
def test_the_words_a_count_owns(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    """"averaged" after "the 4 entrapments" labels the next number; 用了 and 在用 both say "in use"."""
    assert kinds(results, narration) == expected


ROOMS = [R({"code": 0, "msg": "ok", "data": {"日期": "2028-02-19", "房型": [
    {"名称": "标准大床", "总数": 90, "已订": 84}, {"名称": "双床", "总数": 70, "已订": 52}]}},
    {"日期": "2028-02-19"}, tool="get_room_inventory")]


@pytest.mark.parametrize(("twin", "expected"), [
    ("订了52间，还剩18间", set()),
    ("订了70间，还剩18间", {"field_swap"}),
])
def test_booked_told_as_ding_le(twin: str, expected: set[str]) -> None:
    """"订了52间" names 已订 (booked) in speech, as "付过" names 已付."""
    told = f"2月19号房态：\n- 标准大床：订了84间，还剩6间\n- 双床：{twin}"
    assert kinds(ROOMS, told) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Cedar Ridge now: 88°F, 17% RH, southwest wind at 11 mph; the gust channel is offline.", set()),
    ("Cedar Ridge now: 88°F, 17% RH, southwest wind at 11 mph gusting to 26.", {"null_fill"}),
])
def test_a_verb_form_names_a_measured_null(narration: str, expected: set[str]) -> None:
    """"gusting to 26" names gust_mph, null while the channel is offline; "gusting" is not the wind's own label."""
    obs = [R({"station": "Cedar Ridge RAWS", "temp_f": 88, "rh_pct": 17, "wind_mph": 11, "wind_dir": "SW",
              "gust_mph": None, "note": "gust channel offline"}, {"station_id": "451377"}, tool="get_current_obs")]
    assert kinds(obs, narration) == expected


def test_a_key_and_its_unit_stripped_form_are_one_field_for_short_forms() -> None:
    """看台清场分钟 (and its concept 看台清场) is told "看台": the short form is not shared with another field."""
    egress = [R({"code": 0, "data": {"看台清场分钟": 26, "停车场清空分钟": 95}})]
    told = "看台{}分钟就清空了，停车场花了1小时35分。"
    assert kinds(egress, told.format(26)) == set()
    assert kinds(egress, "看台95分钟清场完毕，停车场花了26分钟。") == {"field_swap"}


def test_a_gap_told_as_a_comparison_between_two_named_fields() -> None:
    """"山顶比山脚厚56公分": 142 − 86, not a changed digit of 山脚's 86."""
    snow = [R({"code": 0, "data": {"山顶雪深厘米": 142, "山脚雪深厘米": 86}})]
    assert kinds(snow, "山顶雪深1.42米，山脚86公分，山顶比山脚厚56公分。") == set()


def test_a_key_naming_a_fee_is_money() -> None:
    assert key_meaning("年费").money and key_meaning("物业费").money and key_meaning("nianfei").money
    assert not key_meaning("免费次数").money and not key_meaning("coffee").money


def test_an_age_bands_price_is_in_its_currency_and_a_threshold_is_not() -> None:
    assert key_meaning("child_3_12_usd").money
    assert not key_meaning("orders_over_100_usd").money and key_meaning("hours_below_40psi").unit == "h"


def test_digits_opening_a_window_leave_the_word_before_them() -> None:
    """``entries7d`` is entries over 7 days, ``last30d`` the last 30 days; ``pm25`` and ``q3`` keep their digits."""
    assert key_words_of("entries7d") == ["entries", "7", "d"] and key_words_of("last30d") == ["last", "30", "d"]
    assert key_words_of("pm25") == ["pm25"] and key_words_of("q3Revenue") == ["q3", "revenue"]
    card = [R({"entries7d": 19, "denied7d": 2})]
    assert kinds(card, "Over the past week it shows 19 entries and 2 denied taps.") == set()
    assert kinds(card, "Over the past week it shows 2 entries and 19 denied taps.") == {"field_swap"}


@pytest.mark.parametrize(("narration", "expected"), [
    ("英译中医学类：翻译每千字160元，审校60元，排版15元一页。", set()),
    ("英译中医学类：翻译每千字60元，审校160元，排版15元一页。", {"field_swap"}),
])
def test_a_chinese_key_told_by_its_head_beside_a_lexicon_word_it_ends_with(
    narration: str, expected: set[str]
) -> None:
    rates = [R({"code": 0, "msg": "ok", "data": {"翻译千字单价": 160, "审校千字单价": 60, "排版每页": 15}},
               tool="get_rate")]
    assert kinds(rates, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("5711鉴定是正品，机芯324 S C。回收价暂时报不出来：近90天没有可比成交，要总部人工复核。", set()),
    ("5711鉴定是正品，机芯324 S C。回收行情大概在46万左右。", {"null_fill"}),
])
def test_a_price_key_is_named_by_its_stem(narration: str, expected: set[str]) -> None:
    quote = [R({"code": 0, "msg": "ok", "data": {"商品": "Nautilus 5711/1A", "结论": "正品", "机芯": "324 S C"}},
               {"商品编号": "SP-20502"}, tool="authenticate", call_id="c1"),
             R({"code": 0, "msg": "ok", "data": {"回收价": None, "寄卖建议价": None, "原因": "近90天无可比成交",
                                                 "复核队列": "奢品部"}},
               {"商品编号": "SP-20502"}, tool="buyback_quote", call_id="c2")]
    assert kinds(quote, narration) == expected


@pytest.mark.parametrize(("tempe", "expected"), [
    ("51 new, 44 redeemed, 29 renewed", set()),
    ("51 new, 29 redeemed, 44 renewed", {"field_swap"}),
])
def test_redeemed_and_renewed_name_redemptions_and_renewals(tempe: str, expected: set[str]) -> None:
    week = [R({"stores": {"Mesa": {"new_loans": 66, "redemptions": 58, "renewals": 41},
                          "Tempe": {"new_loans": 51, "redemptions": 44, "renewals": 29}}}, tool="wtd_activity")]
    assert kinds(week, f"• Mesa: 66 new loans, 58 redeemed, 41 renewed\n• Tempe: {tempe}\n") == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("He borrowed $180 and it's $222 to pay it off, with the $36 finance charge and $6 storage.", set()),
    ("He borrowed $222 and it's $180 to pay it off, with the $36 finance charge and $6 storage.", {"field_swap"}),
])
def test_a_number_after_and_starts_its_own_clause(narration: str, expected: set[str]) -> None:
    ticket = [R({"principal_usd": 180, "finance_charge_usd": 36, "storage_fee_usd": 6, "payoff_usd": 222},
                tool="get_pawn_ticket")]
    assert kinds(ticket, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Quiet night: zero gate alarms in the last 24 hours across all 46 monitored gates.", set()),
    ("Quiet night: zero gate alarms in the last 24 hours across all 64 monitored gates.", {"numeric_drift"}),
])
def test_two_label_words_written_together_stay_one_noun(narration: str, expected: set[str]) -> None:
    alarms = [R({"total": 0, "alarms": [], "gates_monitored": 46}, {"hours": 24}, tool="get_gate_alarms")]
    assert kinds(alarms, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("XC2834船上总收入373.725万，人均每天412.5元，免税店占了37%。", set()),
    ("XC2834船上总收入373.725万，人均每天41.25元，免税店占了37%。", {"numeric_drift"}),
])
def test_an_average_per_head_may_be_money(narration: str, expected: set[str]) -> None:
    spend = [R({"code": 0, "msg": "ok", "data": {"游客人数": 1812, "天数": 5, "船上总收入": 3737250, "人均每天": 412.5,
                                                 "免税店占比": 0.37}}, tool="onboard_spend")]
    assert kinds(spend, narration) == expected


@pytest.mark.parametrize(("shipped", "expected"), [("640袋", set()), ("460袋", {"numeric_drift"})])
def test_a_column_header_names_a_key_that_ends_with_its_counter(shipped: str, expected: set[str]) -> None:
    orders = [R({"code": 0, "msg": "ok", "data": {"明细": [
        {"品种": "丰禾玉6号", "订货袋": 1200, "已发袋": 1200}, {"品种": "丰禾玉9号", "订货袋": 860, "已发袋": 640},
        {"品种": "丰豆12", "订货袋": 450, "已发袋": 450}]}}, tool="dealer_orders")]
    narration = ("| 品种 | 订货 | 已发 |\n|---|---|---|\n| 丰禾玉6号 | 1200袋 | 1200袋 |\n"
                 f"| 丰禾玉9号 | 860袋 | {shipped} |\n| 丰豆12 | 450袋 | 450袋 |\n")
    assert kinds(orders, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("The 12:10 Salish Wren is running 35 minutes late, new departure 12:45.", set()),
    ("The 12:10 Salish Wren is running 50 minutes late, new departure 12:45.", {"field_swap"}),
])
def test_minutes_late_name_a_delay(narration: str, expected: set[str]) -> None:
    sailing = [R({"status": "delayed", "delay_min": 35, "turnaround_min": 50, "new_departure": "12:45"},
                 {"route": "LYN-SND", "sailing": "2028-08-17T12:10"}, tool="get_sailing_status")]
    assert kinds(sailing, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("LK 1408 is fully loaded: all 142 bags are on, 38 of them transfers, plus 17 gate-checked.", set()),
    ("LK 1408 is fully loaded: all 142 bags are on, 104 of them transfers, plus 17 gate-checked.", {"field_swap"}),
])
def test_the_words_after_of_them_name_the_part(narration: str, expected: set[str]) -> None:
    bags = [R({"bagsChecked": 142, "bagsLoaded": 142, "transferBags": 38, "localBags": 104, "gateChecked": 17},
              tool="get_flight_bags")]
    assert kinds(bags, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("The mishandled rate came in at 4.86 per 1,000 enplaned. Transfers were the biggest slice (41 bags).", set()),
    ("The mishandled rate came in at 4.68 per 1,000 enplaned. Transfers were the biggest slice (41 bags).",
     {"numeric_drift"}),
])
def test_a_rate_kept_per_thousand_is_told_in_its_terms(narration: str, expected: set[str]) -> None:
    summary = [R({"enplaned_pax": 19950, "mishandled_bags": 97, "rate_per_1000_pax": 4.86,
                  "by_cause": {"transfer": 41, "failure_to_load": 22}}, tool="get_mishandled_summary")]
    assert kinds(summary, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("周口库玉9在库1860袋，能动用的还有620袋，够发。", set()),
    ("周口库玉9在库1860袋，能动用的还有1240袋，够发。", {"field_swap"}),
])
def test_neng_dong_yong_names_what_is_available(narration: str, expected: set[str]) -> None:
    stock = [R({"code": 0, "msg": "ok", "data": {"在库袋": 1860, "已锁定袋": 1240, "可用袋": 620}}, tool="仓库库存")]
    assert kinds(stock, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("The incoming report calls it stable: 2 small losses, 3 spots of flaking, 7 abrasions and no tears.", set()),
    ("The incoming report calls it stable: 7 small losses, 3 spots of flaking, a bit of abrasion and no tears.",
     {"field_swap"}),
])
def test_losses_among_counts_are_counted(narration: str, expected: set[str]) -> None:
    report = [R({"overall": "stable", "findings": {"flaking_sites": 3, "tears": 0, "losses": 2, "abrasions": 7}},
                tool="get_condition_report")]
    assert kinds(report, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("远帆这单走加急多收30%，加急费792元，总价3432元。", set()),
    ("远帆这单走加急只多收3%，总价3432元，可以直接报。", {"numeric_drift"}),
])
def test_a_coefficients_stem_names_it_beside_a_fee_of_the_same_stem(narration: str, expected: set[str]) -> None:
    quote = [R({"code": 0, "msg": "ok", "data": {"基础金额": 2640.0, "加急系数": 0.3, "加急费": 792.0, "合计": 3432.0}},
               tool="calc_quote")]
    assert kinds(quote, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("None of our 212 machines has been offline for 2+ hours right now.", set()),
    ("None of our 221 machines has been offline for 2+ hours right now.", {"numeric_drift"}),
])
def test_the_set_none_of_quantifies_is_no_field_its_noun_names(narration: str, expected: set[str]) -> None:
    offline = [R({"count": 0, "machines": [], "checked": 212}, {"min_offline_h": 2}, tool="list_offline_machines")]
    assert kinds(offline, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("Zero accounts flagged for several accounts on one device, out of 48,210 scanned.", set()),
    ("Zero accounts flagged for several accounts on one device, out of 42,810 scanned.", {"numeric_drift"}),
])
def test_zero_told_for_an_empty_count_is_that_count(narration: str, expected: set[str]) -> None:
    flags = [R({"flags": [], "count": 0, "accounts_scanned": 48210}, {"rule": "same_device_multi_account"},
               tool="loyalty.fraud_flags")]
    assert kinds(flags, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("9.9元尝鲜券一共发了2万张，核销了7436张，还有7346张没用。", set()),
    ("9.9元尝鲜券一共发了2万张，核销了5218张，还有7346张没用。", {"field_swap"}),
])
def test_a_state_key_is_named_without_its_prefix(narration: str, expected: set[str]) -> None:
    coupons = [R({"发放张数": 20000, "已核销": 7436, "已过期": 5218, "未使用": 7346}, tool="coupon_report")]
    assert kinds(coupons, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("外卖1186单，评分4.8，差评23条，好评146条。", set()),
    ("外卖1186单，评分4.8，差评146条。", {"field_swap"}),
])
def test_a_count_key_is_named_by_its_stem_before_the_number(narration: str, expected: set[str]) -> None:
    reviews = [R({"外卖单量": 1186, "评分": 4.8, "差评数": 23, "好评数": 146}, tool="delivery_week")]
    assert kinds(reviews, narration) == expected


@pytest.mark.parametrize(("narration", "expected"), [
    ("ZG-0903昨天成交281单，卖了2954.8元，空开门61次。", set()),
    ("ZG-0903昨天成交342单，卖了2954.8元，空开门61次。", {"field_swap"}),
])
def test_a_pinyin_key_ending_in_a_counter_counts_things(narration: str, expected: set[str]) -> None:
    log = [R({"code": 0, "msg": "ok", "data": {"kaimen_cishu": 342, "chengjiao_dan": 281, "kong_kaimen": 61,
                                               "xiaoshou_e": 2954.8}}, {"gui_id": "ZG-0903"}, tool="get_gui_rizhi")]
    assert kinds(log, narration) == expected
