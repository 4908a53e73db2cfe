"""Numbers in every common zh/en form are read with the value they mean; dates, codes and ordinals are not."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.fidelity import verify_line
from toolproof.fidelity.claims import extract_claims
from toolproof.fidelity.numbers import parse_chinese, parse_english
from toolproof.fidelity.scan import scan
from toolproof.fidelity.status import read_status, read_status_of


def values(text: str) -> list[tuple[str, float, str | None]]:
    """(as written, value, unit or currency) of each claim."""
    return [
        (text[c.start : c.end], c.quantity.value, c.quantity.unit or c.quantity.currency) for c in extract_claims(text)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("余额为 4,820.50 元", [("4,820.50 元", 4820.5, "CNY")]),
        ("Balance: ¥4820.5", [("¥4820.5", 4820.5, "CNY")]),
        ("You have RMB 4,820.50", [("RMB 4,820.50", 4820.5, "CNY")]),
        ("about US$1.25M", [("US$1.25M", 1_250_000.0, "USD")]),
        ("收入1.2万元，市值3.5亿", [("1.2万元", 12_000.0, "CNY"), ("3.5亿", 350_000_000.0, None)]),
        ("3.5 million dollars", [("3.5 million dollars", 3_500_000.0, "USD")]),
        ("4.8k views", [("4.8k", 4800.0, None)]),
        ("growth 48.2% / 百分之四十八点二", [("48.2%", 48.2, "%"), ("百分之四十八点二", 48.2, "%")]),
        ("p99 1.5 s, 300ms, 2h", [("1.5 s", 1.5, "s"), ("300ms", 300.0, "ms"), ("2h", 2.0, "h")]),
        ("disk 12MB of 2 GiB", [("12MB", 12.0, "MB"), ("2 GiB", 2.0, "GiB")]),
        (
            "三千五百元、两万人、一百零五个",
            [("三千五百元", 3500.0, "CNY"), ("两万人", 20000.0, None), ("一百零五个", 105.0, None)],
        ),
        ("three thousand five hundred people", [("three thousand five hundred", 3500.0, None)]),
        ("-120元 and ¥-50 and -$30", [("-120元", -120.0, "CNY"), ("¥-50", -50.0, "CNY"), ("-$30", -30.0, "USD")]),
        ("零下5度, minus 4°C", [("零下5度", -5.0, None), ("minus 4°C", -4.0, None)]),
        ("308 MWh, 108千瓦", [("308 MWh", 308.0, "MWh"), ("108千瓦", 108.0, "kW")]),
        ("a 5-day free period, a 30-minute call", [("5-day", 5.0, "day"), ("30-minute", 30.0, "min")]),
        ("5-10 days", [("5", 5.0, None), ("10 days", 10.0, "day")]),
        ("120 km/h, TVOC 1.2 mg/m³, 车速80公里/小时", [("120 km/h", 120.0, "km/h"), ("1.2 mg/m³", 1.2, "mg/m³"),
                                                   ("80公里/小时", 80.0, "km/h")]),
        ("8 GB/16 GB", [("8 GB", 8.0, "GB"), ("16 GB", 16.0, "GB")]),
        ("184.25 tonnes, 3846吨, 每斤2.9元, 5 lbs", [("184.25 tonnes", 184.25, "t"), ("3846吨", 3846.0, "t"),
                                                 ("2.9元", 2.9, "CNY"), ("5 lbs", 5.0, "lb")]),
        ("12.5 ha, 5200亩, 1,200 sq ft", [("12.5 ha", 12.5, "ha"), ("5200亩", 5200.0, "亩"),
                                         ("1,200 sq ft", 1200.0, "sqft")]),
        ("7,480 gallons, 1.5 gal", [("7,480 gallons", 7480.0, "gal"), ("1.5 gal", 1.5, "gal")]),
        ("票款收入2061.39万元", [("2061.39万元", 20_613_900.0, "CNY")]),
        ("养老保险11年5个月，工龄 5 年零 3 个月", [("11年5个月", 137.0, None), ("5 年零 3 个月", 63.0, None)]),
        ("dropped 10 inches of snow, a 28 ft boat", [("10 inches", 10.0, "in"), ("28 ft", 28.0, "ft")]),
        ("a 40-inch chest, 34 waist and 25-inch sleeve; 5 km, 3 laps, 2 km",
         [("40-inch", 40.0, "in"), ("34", 34.0, "in"), ("25-inch", 25.0, "in"), ("5 km", 5.0, "km"), ("3", 3.0, None),
          ("2 km", 2.0, "km")]),
        ("about 45 mph, 0.386 毫克/立方米", [("45 mph", 45.0, "mph"), ("0.386 毫克/立方米", 0.386, "mg/m³")]),
        ("23.6 ft, roughly 7.19 m; 32.2 L/min; 96 kHz", [("23.6 ft", 23.6, "ft"), ("7.19 m", 7.19, "m"),
                                                        ("32.2 L/min", 32.2, "L/min"), ("96 kHz", 96.0, "kHz")]),
        ("相册25.4×20.3厘米, 40 x 30 cm", [("25.4", 25.4, "cm"), ("20.3厘米", 20.3, "cm"), ("40", 40.0, "cm"),
                                         ("30 cm", 30.0, "cm")]),
        ("中心气压915百帕，3百万，0.85 MPa", [("915百帕", 915.0, "hPa"), ("3百万", 3_000_000.0, None),
                                          ("0.85 MPa", 0.85, "MPa")]),
        ("一片一毛五，每毫升四毛二，五毛钱", [("一毛五", pytest.approx(0.15), "CNY"),
                                           ("四毛二", pytest.approx(0.42), "CNY"), ("五毛", 0.5, "CNY")]),
        ("1.18 g every 12 hours, 500g", [("1.18 g", 1.18, "g"), ("12 hours", 12.0, "h"), ("500g", 500.0, "g")]),
        ("成本11块3毛4，两块五毛三", [("11块3毛4", 11.34, "CNY"), ("两块五毛三", pytest.approx(2.53), "CNY")]),
        ("每单1块46，每辆车一天大概跑2.67单", [("1块46", 1.46, "CNY"), ("2.67单", 2.67, None)]),
        ("used 45.5 labor hours on 1,884 transactions, within 3 business days, 5 more days",
         [("45.5 labor hours", 45.5, "h"), ("1,884", 1884.0, None), ("3 business days", 3.0, "day"), ("5", 5.0, None)]),
    ],
)
def test_numbers_are_read_in_their_written_form(text: str, expected: list[tuple[str, float, str | None]]) -> None:
    assert values(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "2024年5月1日",
        "2024-05-01T10:00:00Z",
        "5月3日",
        "10:30am",
        "May 3, 2024",
        "3rd",
        "第3名",
        "order #12345",
        "SKU-123",
        "批量转账B-2024-0517",
        "10点周会、下午两点评审",
        "runs 9 to noon",
        "DA-2024-021项目",
        "2024.10发布",
        "H100 and 5G",
        "v1.2.3",
        "138-1234-5678",
        "99分位",
        "十分满意",
        "一下",
        "千万不要",
        "最差的一天", "这一次", "每一笔都要核对", "一个排队的都没有", "一件也不剩",
    ],
)
def test_dates_codes_ordinals_and_idioms_are_not_quantities(text: str) -> None:
    assert values(text) == []


def test_a_hyphen_between_numbers_is_a_range_not_a_minus() -> None:
    assert values("3-5天") == [("3", 3.0, None), ("5天", 5.0, "day")]
    assert values("- 4 items") == [("4", 4.0, None)]


def test_labels_before_and_after_a_number() -> None:
    first, second = extract_claims("3 succeeded, 2 failed")
    assert first.after == ("succeeded",) and second.after == ("failed",)
    balance, frozen = extract_claims("可用余额为4210.25元，冻结金额610.25元")
    assert set(balance.near) == {"available", "balance"}
    assert set(frozen.near) == {"frozen", "amount"}


def test_part_of_a_whole() -> None:
    part, whole = extract_claims("111 of 120 succeeded")
    assert part.after == ("succeeded",) and whole.near == ("total",)
    whole, part, failed = extract_claims("5笔转账中3笔成功，2笔失败")
    assert whole.near == ("total",) and part.after == ("succeeded",) and failed.after == ("failed",)


@pytest.mark.parametrize(
    ("text", "sign"),
    [
        ("本月亏损120元", -1),
        ("营收下降了3.2%", -1),
        ("净利润盈利120元", 1),
        ("revenue fell 3.2%", -1),
        ("a loss of about $120", -1),
        ("up 5%", 1),
        ("余额降至4280元", 0),
        ("涨跌幅0.41%", 0),
        ("growth of -34.69 percent", 0),
        ("a 5% drop", -1),
        ("the balance is 4280", 0),
    ],
)
def test_gain_and_loss_words_sign_the_number_next_to_them(text: str, sign: int) -> None:
    (claim,) = extract_claims(text)
    assert claim.sign == sign


def test_comparison_points_and_periods_are_marked() -> None:
    start, end = extract_claims("Your balance dropped from 5,000 to 4,820.50")
    assert start.reference_point and not end.reference_point
    (window,) = extract_claims("过去30天的订单")
    assert window.window


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("十五", 15),
        ("一百零五", 105),
        ("三千五百", 3500),
        ("三千五", 3500),
        ("两万", 20000),
        ("十二万三千", 123000),
        ("一亿二千万", 120_000_000),
        ("三点五", 3.5),
        ("二零二四", 2024),
    ],
)
def test_chinese_numerals(written: str, value: float) -> None:
    assert parse_chinese(written) == value


def test_english_number_words() -> None:
    assert parse_english("twelve") == 12
    assert parse_english("forty-two") == 42
    assert parse_english("three thousand five hundred") == 3500
    assert parse_english("one hundred and five") == 105
    assert parse_english("thousand") is None


@given(st.text(max_size=200))
def test_any_text_is_read_without_raising(text: str) -> None:
    for claim in extract_claims(text):
        assert 0 <= claim.start < claim.end <= len(text)


def test_minutes_written_apart_join_the_seconds_after_them() -> None:
    assert [(c.quantity.value, c.quantity.unit) for c in extract_claims("耗时 1 分 35.4 秒。")] == [(95.4, "s")]
    assert [(c.quantity.value, c.quantity.unit) for c in extract_claims("比赛打了 9 分。")] == [(9.0, None)]


@pytest.mark.parametrize("text", ["上午 9 点从北京南出发", "晚上8点半开始", "凌晨 2 点更新"])
def test_an_hour_of_the_day_is_a_clock_time_not_a_quantity(text: str) -> None:
    assert extract_claims(text) == []


def test_a_rate_is_not_converted_as_its_numerator_unit() -> None:
    """80 km/h is a speed, not a length that converts to 80,000 m; 1.2 mg/m³ is not 0.0012 g."""
    from toolproof.fidelity import verify_line

    def kinds(output: dict[str, float], narration: str) -> set[str]:
        line = {"id": "r", "narration": narration,
                "results": [{"call_id": "c1", "tool": "read_sensor", "arguments": {}, "output": output}]}
        return {finding["kind"] for finding in verify_line(line)["findings"]}

    assert kinds({"tvoc_mg_m3": 0.12}, "TVOC is 1.2 mg/m³.") == {"numeric_drift"}
    assert kinds({"tvoc_mg_m3": 0.12}, "TVOC is 0.12 mg/m³.") == set()
    speed, distance = extract_claims("80 km/h over 80 km")
    assert speed.quantity.dimension == "speed"  # a speed, converted only to other speeds (mph, m/s)
    assert distance.quantity.dimension == "length"


def test_tonnes_and_hectares_convert_to_the_fields_unit() -> None:
    from toolproof.fidelity import verify_line

    def kinds(output: dict[str, float], narration: str) -> set[str]:
        line = {"id": "r", "narration": narration,
                "results": [{"call_id": "c1", "tool": "get_harvest", "arguments": {}, "output": output}]}
        return {finding["kind"] for finding in verify_line(line)["findings"]}

    harvest = {"harvested_kg": 184250, "area_ha": 12.5}
    assert kinds(harvest, "The block yielded 184.25 tonnes off 12.5 ha.") == set()
    assert kinds(harvest, "The block yielded 148.25 tonnes off 12.5 ha.") == {"numeric_drift"}
    assert kinds({"balance_t": 183640}, "可用配额 186,340 吨。") == {"numeric_drift"}
    assert kinds({"balance_t": 183640}, "可用配额 183,640 吨，约 18.4 万吨。") == set()


TABLE_BY_THING = """Prices today (CNY/kg):

| 品种 | 均价 | 最高价 |
|---|:---:|--:|
| 大白菜 | 0.90 | 1.20 |
| 西红柿 | 4.30 | 5.60 |
"""


def test_a_table_of_things_names_each_number_by_its_column() -> None:
    claims = {TABLE_BY_THING[c.start : c.end]: c.near for c in extract_claims(TABLE_BY_THING)}
    assert claims["0.90"] == claims["4.30"] == ("average", "price")
    assert claims["1.20"] == claims["5.60"] == ("max", "price")


def test_a_table_whose_first_cells_name_fields_reads_like_label_value_lines() -> None:
    text = "| | |\n|---|---|\n| Daily rate | $68.99 |\n| Taxes & fees | $63.48 |"
    claims = {text[c.start : c.end]: c.near for c in extract_claims(text)}
    assert "rate" in claims["$68.99"]
    assert "tax" in claims["$63.48"]


def test_a_swapped_column_in_a_table_is_a_field_swap() -> None:
    from toolproof.fidelity import verify_line

    output = {"items": [{"name": "大白菜", "min_price": 0.6, "max_price": 1.2, "avg_price": 0.9},
                        {"name": "西红柿", "min_price": 3.0, "max_price": 5.6, "avg_price": 4.3}]}
    swapped = TABLE_BY_THING.replace("5.60", "3.00")
    line = {"id": "t", "results": [{"call_id": "c1", "tool": "get_prices", "arguments": {}, "output": output}]}
    assert verify_line({**line, "narration": TABLE_BY_THING})["findings"] == []
    assert [f["kind"] for f in verify_line({**line, "narration": swapped})["findings"]] == ["field_swap"]


_STATUS_WORDS = ["did", "not", "go", "through", "failed", "succeeded", "all", "**", "*", "__", "charged", "没有",
                 "成功", "失败", "部分", " ", ",", ".", "3", "of", "5"]


@given(st.lists(st.sampled_from(_STATUS_WORDS), max_size=30))
def test_status_read_past_emphasis_keeps_spans_on_the_narrations_own_words(words: list[str]) -> None:
    text = "".join(words)
    signals = read_status_of(scan(text))
    for spans in (signals.success, signals.failure, signals.partial, signals.not_done):
        for start, end in spans:
            assert 0 <= start < end <= len(text)
            assert text[start] != "*" and text[end - 1] != "*"  # a span starts and ends on the words it quotes
    if "*" not in text and "__" not in text:
        assert signals == read_status(scan(text))


def test_a_chinese_label_that_leads_into_the_next_number_is_that_numbers() -> None:
    """"12次卡还剩5次": 还剩 names the 5, not the 12 of the card's name; "3笔成功" still labels the 3."""
    card, left = extract_claims("朵朵的12次卡还剩5次，6月30号到期")[:2]
    assert "remaining" not in card.after and "remaining" in left.near
    _whole, part = extract_claims("5笔转账中3笔成功")
    assert "succeeded" in part.after


def test_and_a_half_after_a_number_word_adds_a_half() -> None:
    text = "He slept fourteen and a half hours; the longest stretch was three and a half hours."
    assert [(c.quantity.value, c.quantity.unit) for c in extract_claims(text)] == [(14.5, "h"), (3.5, "h")]


_FORM_PIECES = ["9", "12", "0.5", "1,874", "块", "毛", "分", "斤", "两", "米", "72", '"', "″", " and a half",
                "fourteen", "时速", "公里", "dB", " | ", " m", "/min", "一次", "一个", "跟", "，", "。", " ", "\n", "(",
                "%", "$", "¥", "万", "-"]


@given(st.lists(st.sampled_from(_FORM_PIECES), max_size=40))
def test_spoken_number_forms_in_any_order_are_read_without_raising(pieces: list[str]) -> None:
    """Joined forms (9块8毛, 12斤7两, 1米72, 8.27", "fourteen and a half", 时速…公里) next to one another in any order:
    every claim stays inside the text and the whole check runs."""
    text = "".join(pieces)
    for claim in extract_claims(text, scan(text)):
        assert 0 <= claim.start < claim.end <= len(text)
        assert claim.quantity.start <= claim.quantity.number_start < claim.quantity.number_end <= claim.quantity.end
    line = {"id": "x", "narration": text, "results": [
        {"call_id": "c1", "tool": "get_data", "arguments": {}, "output": {"price_yuan": 9.8, "weight_jin": 12.7,
                                                                           "rows": [{"name": "A", "qty": 3}]}}]}
    assert verify_line(line)["faithful"] in (True, False)


def test_an_emoji_ends_what_a_number_is_told_with() -> None:
    """"$2.86k 💜 Subs brought in about $1,843": Subs labels the $1,843, not the total before the emoji."""
    text = "May came in just north of $2.86k 💜 Subs brought in about $1,843, ads roughly $609."
    total, subs, _ads = extract_claims(text)
    assert "sub" not in total.after and "sub" in subs.near


@pytest.mark.parametrize(("text", "window"), [
    ("按惯例奖金到账后一个月内要发到选手手里。", True),
    ("近两个星期没有下雨。", True),
    ("一共招了一个人。", False),
])
def test_months_and_weeks_counted_with_ge_after_a_window_word_are_a_window(text: str, window: bool) -> None:
    """"到账后一个月内" is the period something must happen in, not a value the result returned."""
    assert [claim.window for claim in extract_claims(text)] == [window]


@pytest.mark.parametrize("text", ["开席12点25，吃完是下午两点五十五。", "早上5点40落地、8点15接着飞。",
                                  "迎宾11点18开始。"])
def test_the_minutes_of_a_chinese_clock_time_are_no_quantity(text: str) -> None:
    assert values(text) == []


def test_a_spoken_decimal_is_still_read() -> None:
    assert values("体重两点五公斤。") == [("两点五公斤", 2.5, "kg")]


@pytest.mark.parametrize("text", ["16 hours, Thu–Fri Sept 2–3.", "Out from Jan 5-12."])
def test_the_end_of_a_range_of_days_is_a_date(text: str) -> None:
    assert [value for _, value, _ in values(text)] == ([16.0] if text.startswith("16") else [])


@pytest.mark.parametrize("text", ["今年1-9月税费合计", "1至3月的账单"])
def test_the_first_of_a_range_of_months_is_a_date(text: str) -> None:
    assert values(text) == []


@pytest.mark.parametrize(("text", "values"), [
    ("shipped, seating tomorrow at 9", []),
    ("the crown seats Saturday at 11, the guard later", []),
    ("tomorrow at 9% interest", [9.0]),
    ("we are at 9 of 12 chairs", [9.0, 12.0]),
])
def test_a_day_then_at_and_a_number_is_an_hour(text: str, values: list[float]) -> None:
    assert [claim.quantity.value for claim in extract_claims(text)] == values


@pytest.mark.parametrize(("text", "values"), [("日本站到账4826300日元", [4826300.0]), ("5日交款", [])])
def test_yen_after_digits_is_money_not_a_day(text: str, values: list[float]) -> None:
    assert [claim.quantity.value for claim in extract_claims(text)] == values


@pytest.mark.parametrize(("text", "values"), [
    ("the wait is about an hour and 15 minutes", [75.0]),
    ("An hour and 5 min, then 20 minutes more", [65.0, 20.0]),
    ("an hour ago it took 15 minutes", [15.0]),
])
def test_an_hour_in_words_joins_the_minutes_after_it(text: str, values: list[float]) -> None:
    assert [claim.quantity.value for claim in extract_claims(text)] == values


@pytest.mark.parametrize(("text", "values"), [
    ("一箱10公斤也就是20斤，这次到了6箱", [10.0, 20.0, 6.0]),
    ("这次到了一箱，6公斤", [1.0, 6.0]),
])
def test_one_of_a_counter_before_a_measure_says_what_one_holds(text: str, values: list[float]) -> None:
    assert [claim.quantity.value for claim in extract_claims(text)] == values


@pytest.mark.parametrize(("text", "value"), [("14,740 words at 12.5 euro cents", 0.125), ("50 cents a page", 0.5)])
def test_cents_after_a_currency_word_are_hundredths_of_it(text: str, value: float) -> None:
    assert [claim.quantity.value for claim in extract_claims(text)][-1] == value


@pytest.mark.parametrize(("text", "expected"), [
    ("light at 45 lux, about 4.18 foot-candles", [(45.0, "lx"), (4.18, "fc")]),
    ("照度120勒克斯", [(120.0, "lx")]),
])
def test_illuminance_in_lux_and_foot_candles(text: str, expected: list[tuple[float, str]]) -> None:
    assert [(c.quantity.value, c.quantity.unit) for c in extract_claims(text)] == expected


def test_ge_liuliang_is_a_flow_not_a_count_of_things() -> None:
    claims = extract_claims("过闸14.26个流量，开度0.85米")
    assert [(c.quantity.value, c.quantity.counter) for c in claims] == [(14.26, None), (0.85, None)]


@pytest.mark.parametrize(("text", "told"), [
    ("有效年卡有三十八万六千多张", "三十八万六千多张"),
    ("还有30多家店", "30多家"),
])
def test_duo_before_a_counter_keeps_the_counter(text: str, told: str) -> None:
    assert [text[c.start : c.end] for c in extract_claims(text)] == [told]
