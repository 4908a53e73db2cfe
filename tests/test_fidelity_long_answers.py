"""Long agent answers (markdown, advice, offers) over several results: words that look like numbers but state
nothing, signs carried by a verb after the number, and empty results wrapped in an envelope.

Each behaviour is shown as a faithful narration and a distorted twin that must still be caught.
"""

from __future__ import annotations

import pytest

from fidelity_case import R, kinds, strict_kinds

SHOW = [R({"episodes_published": 126, "avg_downloads_per_episode_30d": 8940}, tool="get_show"),
        R({"top_countries": [{"country": "US", "share": 0.58}, {"country": "UK", "share": 0.09}]},
          tool="get_geo", call_id="c2")]


def test_one_as_a_pronoun_is_not_a_number() -> None:
    assert kinds(SHOW, "You've published 126 episodes, and each one averages 8,940 downloads. US 58%, UK 9%.") == set()
    assert kinds(SHOW, "You've published 126 episodes, and each one averages 8,490 downloads. US 58%, UK 9%.") == {
        "numeric_drift"}


SMS = [R({"households": 4120, "sms_sent": 3986, "sms_failed": 134}, tool="notify_outage")]


def test_an_action_counted_once_in_chinese_is_not_a_number() -> None:
    assert kinds(SMS, "共4120户，短信发送成功3986户，134户失败，建议通过业主群再提醒一次。") == set()
    assert kinds(SMS, "共4120户，短信发送成功3896户，134户失败，建议通过业主群再提醒一次。") == {"numeric_drift"}


def test_a_pair_of_neighbouring_numerals_is_an_estimate() -> None:
    empty = [R({"code": 0, "data": {"flights": [], "message": "无座位"}}, tool="search_award_seats")]
    assert kinds(empty, "很遗憾，这天没有可兑换的座位。可以往前或往后挪一两天再查。") == set()
    assert "null_fill" in kinds(empty, "这天有3个可兑换的座位，每个需要4万里程。")


def test_an_enveloped_empty_result_is_admitted_by_its_inner_key() -> None:
    waitlist = [R({"code": 0, "data": {"waitlists": []}}, tool="get_member_queue")]
    assert kinds(waitlist, "您的账户里目前也没有任何候补申请。") == set()
    assert kinds(waitlist, "您有2个候补申请，排在第5位。") == {"null_fill"}


MILES = [R({"activities": [{"type": "flight", "miles": 8420}, {"type": "redemption", "miles": -45000}]},
           tool="get_recent_activity")]


def test_a_spending_verb_after_the_number_carries_the_sign() -> None:
    assert kinds(MILES, "- flight, 8,420 miles\n- award redemption, 45,000 miles spent") == set()
    assert kinds(MILES, "- flight, 8,420 miles\n- award redemption, 45,000 miles earned") == {"numeric_drift"}


STATUS = [R({"status_credits": 48, "bonus_miles": 5102}, tool="get_flight_activity"),
          R({"gold_threshold_credits": 60}, tool="get_status_rules", call_id="c2")]


def test_a_gap_between_two_numbers_just_said_is_derived() -> None:
    assert kinds(STATUS, "On status you have 48 credits; Gold needs 60, so you're 12 credits short.") == set()
    assert kinds(STATUS, "On status you have 84 credits; Gold needs 60, so you're 12 credits short.") == {
        "numeric_drift"}


BUDGET = [R({"budget_usd": 120000, "actual_usd": 131450, "variance_usd": -11450,
             "variance_definition": "budget - actual"}, tool="get_budget_variance")]


def test_a_gap_told_with_the_wrong_side_is_still_checked() -> None:
    assert kinds(BUDGET, "You spent $131,450 against a $120,000 budget, coming in $11,450 under budget.") != set()


ED = [R({"arrivals": 214, "door_to_provider_min": {"median": 27}, "los_min": {"admitted_median": 390},
         "boarding_hours_total": 96}, tool="get_ed_throughput")]


def test_the_word_beside_a_number_names_it_before_a_label_further_on() -> None:
    assert kinds(ED, "**214 arrivals.** Median door-to-provider time was 27 minutes.") == set()
    assert kinds(ED, "Admitted patients spent a combined 96 hours boarding in the ED.") == set()
    assert kinds(ED, "Median door-to-provider time was 214 minutes.") == {"field_swap"}


PRICE = [R({"price": 149.0, "discount": 30.0, "final_price": 119.0}, tool="get_product_price")]
BILL = [R({"water_m3": 14, "rate_per_m3": 3.2, "service_fee": 8.0, "total": 52.8}, tool="get_bill")]


def test_a_label_after_one_number_passes_to_the_next_bare_number() -> None:
    assert kinds(PRICE, "On sale: after the $30.00 discount the final price is $119.00.") == set()
    assert kinds(PRICE, "On sale: after the $30.00 discount the final price is $149.00.") == {"field_swap"}


def test_a_label_made_of_two_words_of_one_key_stays_whole() -> None:
    assert kinds(BILL, "You used 14 m³ at $3.20 each, $44.80, plus the $8 service fee: $52.80.") == set()


def test_an_empty_search_admitted_in_other_words_is_not_null_fill() -> None:
    empty = [R({"reservations": [], "total": 0}, tool="search_reservations")]
    assert kinds(empty, "I searched for reservations under that email and came up empty.") == set()
    assert kinds(empty, "I found 2 reservations under that email, the first on 3 May.") == {"null_fill"}


def test_a_key_in_million_gallons_a_day_counts_millions() -> None:
    water = [R({"daily_demand_mgd": 14.2, "storage_pct": 76.75}, tool="get_water_demand")]
    assert kinds(water, "Customers are drawing 14.2 million gallons a day; storage is at 76.75%.") == set()
    assert kinds(water, "Customers are drawing 1.42 million gallons a day; storage is at 76.75%.") == {"numeric_drift"}


CREW = [R({"crew_count": 142, "trades": [{"trade": "concrete", "workers": 48}, {"trade": "electrical", "workers": 31}],
           "concrete_poured_cy": 365}, tool="get_daily_log")]


def test_a_row_named_by_its_text_is_not_a_key_sharing_the_word() -> None:
    assert kinds(CREW, "A crew of 142 was on site: concrete 48, electrical 31. We placed 365 cubic yards.") == set()
    assert kinds(CREW, "A crew of 142 was on site. We placed 48 cubic yards of concrete.") == {"field_swap"}


def test_turnover_between_operations_is_named_in_chinese() -> None:
    theatre = [R({"code": 0, "data": {"operations": 168, "avg_duration_min": 126, "turnover_min_avg": 33}},
                 tool="get_surgery_stats")]
    assert kinds(theatre, "- 完成手术168台\n- 平均手术时长约2.1小时\n- 平均接台时间33分钟") == set()
    assert kinds(theatre, "- 完成手术168台\n- 平均手术时长约2.1小时\n- 平均接台时间36分钟") == {"numeric_drift"}


def test_totaled_names_the_total() -> None:
    week = [R({"total_7d": 15204, "peak_day": {"date": "2025-05-13", "downloads": 6021}}, tool="get_downloads")]
    assert kinds(week, "Downloads over the first week totaled 15,204, peaking at 6,021 on 13 May.") == set()
    assert kinds(week, "Downloads over the first week totaled 15,024, peaking at 6,021 on 13 May.") == {
        "numeric_drift"}


COST = [R({"code": 0, "data": {"contract_amount_wan": 48620.5, "paid_amount_wan": 29437.8, "retention_wan": 1458.6}},
          tool="query_project_cost")]


def test_a_digit_swap_within_half_a_percent_is_still_drift() -> None:
    table = ("| 项目 | 金额 |\n|---|---|\n| 合同额 | 48620.5万元 |\n| 已拨付进度款 | {paid}万元 |\n"
             "| 质保金 | 1458.6万元 |")
    assert kinds(COST, table.format(paid="29437.8")) == set()
    assert kinds(COST, table.format(paid="29473.8")) == {"numeric_drift"}


GRANT = [R({"quarters": {"q1": {"personnel": 61240.0, "supplies": 14305.75}, "q2": {"personnel": 63880.0,
                                                                               "supplies": 8912.4}}},
           tool="get_quarterly_expenditures"),
         R({"pi": "Dr. Lena Whitcomb", "ytd_direct_spent": 149538.15}, tool="get_award_info", call_id="c2")]


def test_the_rest_of_the_clause_breaks_a_tie_between_labelled_values() -> None:
    head = ("Dr. Lena Whitcomb's award has spent $149,538.15 so far.\n"
            "- Personnel: $61,240.00 in Q1 and $63,880.00 in Q2\n")
    assert kinds(GRANT, head + "- Supplies: $14,305.75 in Q1 and $8,912.40 in Q2") == set()
    assert kinds(GRANT, head + "- Supplies: $8,912.40 in Q1") == {"field_swap"}


FUND = [R({"code": 0, "data": {"approved_wan": 58, "q1_spent_wan": 6.42, "q2_spent_wan": 11.87}},
          tool="get_fund_execution")]


def test_a_quarter_named_by_a_chinese_numeral_picks_its_key() -> None:
    assert kinds(FUND, "项目批准经费58万元，一季度支出6.42万元，二季度支出11.87万元。") == set()
    assert kinds(FUND, "项目批准经费58万元，今年一季度支出11.87万元。") == {"field_swap"}


SORT = [R({"wafers": 25, "good_die": 26418,
           "top_fail_bins": [{"bin": 7, "name": "IDDQ high", "die": 1402},
                             {"bin": 12, "name": "Vref trim fail", "die": 986},
                             {"bin": 3, "name": "open/short", "die": 412}]}, {"lot_id": "K7Q2281.1"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("The top three bins cover 2,800 fails:\n- Bin 7 (IDDQ high): 1,402\n"
     "- Bin 12 (Vref trim fail): 986\n- Bin 3 (open/short): 412", set()),
    ("The top three bins cover 2,800 fails:\n- Bin 7 (IDDQ high): 1,402\n"
     "- Bin 12 (Vref trim fail): 98.6\n- Bin 3 (open/short): 412", {"numeric_drift"}),
])
def test_a_line_naming_a_row_checks_a_number_labelled_only_before_it(narration: str, expected: set[str]) -> None:
    assert kinds(SORT, narration) == expected


STATIONS = [R({"code": 0, "data": {"分站": [{"名称": "城东分站", "出车": 146, "平均到达_分钟": 11.2},
                                             {"名称": "城西分站", "出车": 138, "平均到达_分钟": 13.5},
                                             {"名称": "城南分站", "出车": 152, "平均到达_分钟": 12.4}]}},
              {"日期": "2026-08-03"})]


@pytest.mark.parametrize(("narration", "expected"), [
    ("- 城东分站：出车146次，平均11.2分钟\n- 城西分站：出车138次，平均13.5分钟\n"
     "- 城南分站：出车152次，平均12.4分钟", set()),
    ("- 城东分站：出车146次，平均11.2分钟\n- 城西分站：出车138次，平均13.5分钟\n"
     "- 城南分站：出车125次，平均12.4分钟", {"numeric_drift"}),
])
def test_a_gap_of_two_numbers_said_adds_like_to_like(narration: str, expected: set[str]) -> None:
    """125 is no gap of 138 runs and 13.5 minutes: it is 152 with two digits swapped."""
    assert kinds(STATIONS, narration) == expected


def test_has_one_at_a_line_end_is_a_pronoun() -> None:
    status = [R({"new_hires": 6, "laptops_shipped": 6, "buddy_assigned": 6, "badge_photos_missing": 1},
                tool="get_onboarding_status")]
    told = "- **New hires:** 6\n- **Laptops:** all shipped\n- **Buddies:** everyone has one\n- **Badges:** {}"
    assert kinds(status, told.format("one photo missing")) == set()
    assert kinds(status, told.format("two photos missing")) == {"numeric_drift"}


def test_a_few_things_counted_in_words_misread_no_large_value() -> None:
    """"one full + 14 days of incrementals" counts one backup; a worded "one" for an empty list is still a lie."""
    backups = [R({"full_backup_mib": 524288, "incremental_mib_per_day": 18432, "retention_days": 14},
                 tool="get_backup_inventory")]
    assert kinds(backups, "Full backup: 512 GiB. Worst case keeps one full plus 14 days of incrementals.") == set()
    assert kinds(backups, "Full backup: 215 GiB.") == {"numeric_drift"}
    anomalies = [R({"anomalies": [], "evaluated_services": 23}, {"days": 14}, tool="get_cost_anomalies")]
    assert "numeric_drift" in strict_kinds(anomalies, "I found one anomaly in the last 14 days across the 23 services.")
