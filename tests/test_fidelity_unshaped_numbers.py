"""A number that matches nothing and is no misreading of any value: reported by default only where the results hold
too few values for it to come from anywhere else; `strict` (library and `toolproof verify --strict`) reports it
always. Misreadings — also of a value converted or rounded to how the claim is written — are reported either way."""

from __future__ import annotations

import io
import json
import sys

import pytest

from fidelity_case import R, kinds, strict_kinds
from toolproof.cli import main

ORDERS = [R({"orders": 1180, "revenue_usd": 84210.5, "refunds_usd": 3120.0, "avg_basket_usd": 71.36},
            tool="get_sales_summary")]
BALANCE = [R({"balance": 4820.5, "currency": "CNY"}, tool="get_balance")]


def test_a_labelled_number_that_misreads_no_value_is_left_alone_among_many_values() -> None:
    told = "1,180 orders brought in $84,210.50; refunds came to $2,950."  # $2,950 fits no value and no reading
    assert kinds(ORDERS, told) == set()
    assert strict_kinds(ORDERS, told) == {"numeric_drift"}


def test_a_misreading_is_reported_by_default() -> None:
    assert kinds(ORDERS, "1,180 orders brought in $84,210.50; refunds came to $3,210.") == {"numeric_drift"}
    assert kinds(ORDERS, "1,180 orders brought in $48,210.50.") == {"numeric_drift"}


def test_with_one_value_a_wrong_number_can_only_be_a_wrong_restatement() -> None:
    assert kinds(BALANCE, "Your balance is ¥4,312.77.") == {"numeric_drift"}
    assert kinds(BALANCE, "You have about ¥6,000 in the account.") == {"numeric_drift"}
    assert kinds(BALANCE, "Your balance is ¥4,820.50.") == set()


def test_a_labelled_number_that_misreads_another_value_is_that_values_drift() -> None:
    told = "1,180 orders brought in $84,210.50, with refunds of $7,136."  # avg_basket 71.36 shifted
    assert kinds(ORDERS, told) == {"numeric_drift"}


@pytest.mark.parametrize(("results", "faithful", "misread"), [
    ([R({"name": "Logo deck", "width_mm": 210, "wheelbase_mm": 362, "price_usd": 64.95})],
     'About 8.27" wide with a 14.25" wheelbase.', 'About 8.27" wide with a 12.45" wheelbase.'),
    ([R({"full_backup_mib": 524288, "incremental_mib_per_day": 18432, "retention_days": 14})],
     "Full backup: 512 GiB, 18 GiB a day kept 14 days.", "Full backup: 215 GiB, 18 GiB a day kept 14 days."),
    ([R({"deductible_usd": 3500, "met_usd": 2731.62, "met_frac": 0.7805})],
     "You've covered about $2,730 of your $3,500 deductible.",
     "You've covered about $2,370 of your $3,500 deductible."),
])
def test_digits_swapped_after_converting_or_rounding_the_value(
    results: list[dict[str, object]], faithful: str, misread: str
) -> None:
    assert kinds(results, faithful) == set()
    assert kinds(results, misread) == {"numeric_drift"}


def test_a_swap_keeps_the_numbers_size() -> None:
    quote = [R({"sheets": 6, "sheet_usd": 68.5, "vinyl_ft": 40, "vinyl_usd_per_ft": 3.25, "price_usd": 1450.0})]
    told = "Materials come to about $541; against the $1,450 price that leaves $909."
    assert kinds(quote, told) == set()  # 541 holds 1,450's digits but is no misreading of it


def test_the_command_line_takes_strict(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    line = json.dumps({"id": "s1", "results": ORDERS,
                       "narration": "1,180 orders brought in $84,210.50; refunds came to $2,950."})
    answers = []
    for args in (["verify", "-"], ["verify", "--strict", "-"]):
        monkeypatch.setattr(sys, "stdin", io.StringIO(line + "\n"))
        assert main(args) == 0
        answers.append(json.loads(capsys.readouterr().out))
    assert answers[0]["faithful"] is True
    assert answers[1]["faithful"] is False and answers[1]["findings"][0]["kind"] == "numeric_drift"


def test_one_changed_digit_of_a_two_digit_value_is_no_misreading_but_two_swapped_are() -> None:
    rental = [R({"base_eur": 187.4, "one_way_fee_eur": 65.0, "deposit_hold_eur": 1200})]
    assert kinds(rental, "The car is €187.40 plus a €56 one-way fee, and a €1,200 hold goes on your card."
                 ) == {"numeric_drift"}
    backup = [R({"full_backup_mib": 524288, "last_full_duration_s": 5400, "restore_throughput_mib_s": 640})]
    # ~40 min is advice worked from the restore time, not 5,400 s (90 min) with a digit changed
    assert kinds(backup, "A full backup is 512 GiB and took 1.5 h; at 640 MiB/s a restore is about 13.7 min of raw "
                         "transfer, so budget ~40 min in the runbook.") == set()


def test_an_unlabelled_number_is_read_against_the_value_its_misreading_leads_to() -> None:
    """"87 of its 96 enrolled kids": 87 is nearer 96 but is 78 (present) with two digits swapped."""
    attendance = [R({"enrolled": 96, "present": 78, "absent_excused": 14, "absent_unexcused": 4})]
    told = "Linden Ave had {} of its 96 enrolled kids in; 14 excused, 4 no-shows."
    assert kinds(attendance, told.format(78)) == set()
    assert kinds(attendance, told.format(87)) == {"numeric_drift"}
