"""Which call and which field a number is about when the narration says one value twice, names a store in
Chinese right before its number, or names an account by the word in its id.

Each behaviour is shown as a faithful narration and a distorted twin that must still be caught.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

SHOPS = [R({"footfall": 1840}, {"shop": "南京西路店"}, tool="shop_traffic", call_id="c1"),
         R({"footfall": 2215}, {"shop": "徐家汇店"}, tool="shop_traffic", call_id="c2")]


def test_a_chinese_name_right_before_a_number_scopes_it() -> None:
    assert kinds(SHOPS, "今日客流：南京西路店1840人次，徐家汇店2215人次。") == set()
    assert kinds(SHOPS, "今日客流：南京西路店2215人次，徐家汇店2215人次。") == {"field_swap"}


ACCOUNTS_ZH = [R({"balance": 8300.0}, {"account_id": "活期-1102"}, tool="get_balance", call_id="c1"),
               R({"balance": 20000.0}, {"account_id": "定期-1103"}, tool="get_balance", call_id="c2")]
ACCOUNTS_EN = [R({"balance": 8300.0}, {"account_id": "checking-1102"}, tool="get_balance", call_id="c1"),
               R({"balance": 20000.0}, {"account_id": "savings-1103"}, tool="get_balance", call_id="c2")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (ACCOUNTS_ZH, "活期账户余额8300元，定期账户余额20000元。", set()),
    (ACCOUNTS_ZH, "活期账户余额20000元，定期账户余额20000元。", {"field_swap"}),
    (ACCOUNTS_EN, "Your checking account holds $8,300 and your savings account $20,000.", set()),
    (ACCOUNTS_EN, "Your checking account holds $20,000 and your savings account $20,000.", {"field_swap"}),
])
def test_the_word_in_an_id_names_its_call(results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


TRUCK = [R({"odometer_km": 41250, "next_service_km": 45000, "fuel_pct": 71}, {"vehicle_id": "TRK-7"})]
PRODUCT = [R({"price": 12.99, "discount": 2.5, "in_stock": True}, {"sku": "TEA-200G"})]
EXAM = [R({"applicants": 9200, "admitted": 1350, "enrolled": 1210}, {"school": "北方大学"})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (TRUCK, "TRK-7 shows 41,250 km on the odometer; the next service is due at 45,000 km. Fuel 71%.", set()),
    (TRUCK, "TRK-7 shows 45,000 km on the odometer; the next service is due at 45,000 km. Fuel 71%.",
     {"field_swap"}),
    (PRODUCT, "The tea is in stock at $12.99, and a $2.50 discount applies at checkout.", set()),
    (PRODUCT, "The tea is in stock at $2.50, and a $2.50 discount applies at checkout.", {"field_swap"}),
    (EXAM, "北方大学今年报名9200人，录取1350人，报到1210人。", set()),
    (EXAM, "北方大学今年报名9200人，录取1210人，报到1210人。", {"field_swap"}),
])
def test_one_value_said_twice_for_two_fields_is_a_swap(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_a_value_restated_in_another_unit_or_sentence_is_not_a_swap() -> None:
    yard = [R({"hours_in_yard": 186, "free_time_hours": 120})]
    narration = "The container has been in the yard for 186 hours (7.75 days), past its 120 free hours."
    assert kinds(yard, narration) == set()
    balance = [R({"balance": 500.0, "pending": 40.0})]
    assert kinds(balance, "Your balance is $500.00. After everything clears you will still have $500.00.") == set()
    same_field = [R({"balance": 500.0, "pending": 40.0})]
    assert kinds(same_field, "余额500元，可用余额也是500元，另有待结算款40元。") == set()


HOLLOW = [R({"data": [], "pagination": {"page": 1, "per_page": 50, "total": 0}}, {"vehicle_id": "TRK-41"},
            tool="fuel_transactions")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (HOLLOW, "TRK-41 used 860 litres of fuel last month.", {"null_fill"}),
    (HOLLOW, "There are no fuel transactions for TRK-41 last month.", set()),
    (HOLLOW, "TRK-41 has no fuel records on page 1.", set()),
])
def test_an_ok_result_that_lists_nothing_cannot_be_given_figures(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_a_listed_result_with_figures_is_not_hollow() -> None:
    listed = [R({"data": [{"litres": 860}], "pagination": {"page": 1, "total": 1}}, {"vehicle_id": "TRK-41"})]
    assert kinds(listed, "TRK-41 used 860 litres of fuel last month.") == set()
