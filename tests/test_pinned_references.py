"""``{{c1.balance}}`` renders the exact pinned value for the reader's language; unknown references are refused."""

from __future__ import annotations

import pytest

from toolproof.results import Pins, format_number, format_value, render, translate

BALANCE = translate({"balance": 4820.5, "currency": "CNY"}, call_id="c1", tool="get_balance")
ORDERS = translate(
    {"orders": [{"id": "A1", "amount": 1250000, "currency": "USD"}, {"id": "A2", "amount": 0.125, "currency": "USD"}],
     "count": 2, "shipped": True},
    call_id="c2",
    tool="list_orders",
)


@pytest.fixture
def pins() -> Pins:
    return Pins([BALANCE, ORDERS])


def test_chinese_rendering_keeps_every_digit_and_writes_the_currency_word(pins: Pins) -> None:
    rendered = render("您的余额为{{c1.balance}}。", pins, "zh")
    assert rendered.ok
    assert rendered.text == "您的余额为4,820.50元。"


def test_english_rendering_uses_the_symbol_and_thousands_separators(pins: Pins) -> None:
    rendered = render("Order {{c2.orders[0].id}} is {{ c2.orders[0].amount }}; shipped: {{c2.shipped}}.", pins)
    assert rendered.text == "Order A1 is $1,250,000.00; shipped: yes."


def test_minor_units_are_never_rounded_away(pins: Pins) -> None:
    assert render("{{c2.orders[1].amount}}", pins).text == "$0.125"
    assert format_number(4820.5) == "4,820.5"
    assert format_number(-0.0) == "0.0", "no minus sign on zero"
    assert format_value(-12.5, "en", "USD") == "-$12.50"
    assert format_value(None, "zh") == "无数据"


def test_an_unknown_call_is_refused_with_a_structured_problem(pins: Pins) -> None:
    rendered = render("余额 {{c9.balance}}", pins, "zh")
    assert rendered.text is None
    (problem,) = rendered.problems
    assert problem.reason == "unknown_call"
    assert problem.reference == "{{c9.balance}}"
    assert problem.span == (3, 17)
    assert "c1, c2" in problem.message


def test_an_unknown_path_is_refused_and_lists_what_exists(pins: Pins) -> None:
    rendered = render("{{c1.balance}} and {{c1.balanse}}", pins)
    assert rendered.text is None, "a partly rendered answer must never be shown"
    (problem,) = rendered.problems
    assert problem.reason == "unknown_path"
    assert "{{c1.balance}}" in problem.message and "{{c1.currency}}" in problem.message
    assert problem.to_json()["span"] == [19, 33]


def test_a_reference_to_a_whole_object_is_refused(pins: Pins) -> None:
    rendered = render("{{c2.orders}} / {{c2.orders[5].id}}", pins)
    assert [p.reason for p in rendered.problems] == ["not_a_value", "unknown_path"]
    assert rendered.feedback.count("\n") == 1


def test_text_without_references_is_unchanged(pins: Pins) -> None:
    assert render("No references here {not one}.", pins).text == "No references here {not one}."


def test_a_call_id_is_pinned_once() -> None:
    pins = Pins([BALANCE])
    with pytest.raises(ValueError, match="already pinned"):
        pins.pin(BALANCE)
    assert pins["c1"].get(("balance",)) == (4820.5, {"balance": 4820.5, "currency": "CNY"})
    assert [leaf.path for leaf in pins["c1"].leaves] == ["$.balance", "$.currency"]
