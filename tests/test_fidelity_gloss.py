"""Chinese labels found through a dictionary (CC-CEDICT), and the checks that keep the extra labels honest."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from fidelity_case import R, kinds
from toolproof.fidelity import gloss
from toolproof.fidelity.gloss import _sense_concepts, chinese_labels


def found(key_concepts: set[str], text: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(text[start:end], concepts) for start, end, concepts in chinese_labels(frozenset(key_concepts)).find(text)]


def test_a_key_word_the_lexicon_lacks_is_found_by_its_chinese_dictionary_words() -> None:
    assert found({"visibility", "wind"}, "气温 -14℃，能见度约 2 公里") == [("能见度", ("visibility",))]
    assert ("寄养", ("foster",)) in found({"foster", "adopted"}, "成功领养 64 只，另有 5 只在寄养家庭")


def test_a_participle_key_is_named_by_the_verb_the_dictionary_glosses() -> None:
    assert ("募集", ("raised",)) in found({"raised", "donation"}, "累计募集善款约2748.6万元")
    assert found({"parking", "fee"}, "本月停车费120元") == [("停车", ("parking",))]


def test_a_word_turned_into_its_doer_is_not_read_as_the_word() -> None:
    """面试官 (interviewer) is no interview, though the dictionary only knows 面试."""
    assert found({"interview"}, "共有5位面试官") == []
    assert found({"interview"}, "一面 74 人，面试通过 21 人") == [("面试", ("interview",))]


def test_general_concepts_are_never_looked_up() -> None:
    """"number" glosses 号码 (a phone number) as well as 数目: a count is named by the curated words only."""
    assert found({"count", "total", "current"}, "电话号码和总数都在当前页面") == []


def test_a_concept_the_lexicon_names_takes_only_words_that_mean_it_first_and_alone() -> None:
    """贷款 is "a loan" first; 收支 is "income and expenses", which names no balance."""
    assert found({"loaned"}, "贷款本金80万元") == [("贷款", ("loaned",))]
    assert found({"balance"}, "收支两条线") == []


def test_text_without_chinese_or_keys_without_dictionary_words_finds_nothing() -> None:
    assert found({"visibility"}, "visibility about 2 km") == []
    assert found({"zzqx"}, "能见度约 2 公里") == []


@pytest.mark.parametrize(("sense", "concepts"), [
    ("visibility", ("visibility",)),
    ("(body) temperature", ("temperature",)),
    ("to foster", ("foster",)),
    ("to place in the care of sb (a child, pet etc)", ()),
    ("CL:份[fen4]", ()),
    ("variant of 寄養|寄养", ()),
])
def test_only_short_senses_name_a_field(sense: str, concepts: tuple[str, ...]) -> None:
    assert _sense_concepts(sense) == concepts


SKI = [R({"lifts": [{"name": "1号吊椅", "status": "运行"}, {"name": "2号缆车", "status": "运行"}]}, call_id="c1"),
       R({"temp_c": -14, "visibility_m": None}, tool="weather", call_id="c2")]


def test_content_told_for_a_null_field_named_only_by_the_dictionary_is_null_fill() -> None:
    assert kinds(SKI, "两条索道都在运行。气温 -14℃，能见度约 2 公里。") == {"null_fill"}
    assert kinds(SKI, "两条索道都在运行。气温 -14℃，能见度暂时没有数据。") == set()


SHELTER = [R({"intake": 86, "adopted": 64, "returned": 5, "in_care": 213, "foster": 37},
             args={"month": "2024-05"})]


def test_a_value_told_under_a_dictionary_label_of_another_field_is_a_swap() -> None:
    """寄养 names ``foster``; and "5 只" counts animals, so it is no echo of the 5 inside ``"month": "2024-05"``."""
    told = "5 月新接收 86 只，成功领养 64 只，站内在养 213 只，另有 {} 只在寄养家庭里。"
    assert kinds(SHELTER, told.format(37)) == set()
    assert kinds(SHELTER, told.format(5)) == {"field_swap"}


def test_an_hour_of_the_day_is_no_count() -> None:
    meetings = [R({"meetings": [{"title": "周会", "start": "10:00"}, {"title": "评审", "start": "14:00"},
                                {"title": "1对1", "start": "16:30"}]})]
    assert kinds(meetings, "您有三个会：10点周会、下午2点评审、4点半一对一。") == set()


def test_one_after_a_determiner_or_inside_a_word_is_no_count() -> None:
    visits = [R({"visitors": 18426, "peak_visitors": 3912, "volunteer_shifts": 64})]
    assert kinds(visits, "全天接待18426人次，高峰这一小时入馆3912人次，志愿者排班64班次。") == set()
    assert kinds(visits, "全天接待18426人次，志愿者排班64班次，建议和高峰时段一起安排。") == set()


def test_a_counted_number_never_states_a_fraction() -> None:
    """"问卷512份" counts questionnaires: the label 满意度 before it does not make 512 the satisfaction score."""
    survey = [R({"surveys": 512, "satisfaction": 0.946})]
    assert kinds(survey, "回收满意度问卷512份，满意度94.6%。") == set()
    assert kinds(survey, "回收满意度问卷512份，满意度96.4%。") == {"numeric_drift"}


def test_a_header_split_by_a_slash_labels_each_part_of_a_split_cell() -> None:
    wards = [R({"data": [{"dept": "产科", "beds": 120, "occupied": 96},
                         {"dept": "妇科", "beds": 80, "occupied": 52}]})]
    table = "| 科室 | {} |\n|---|---|\n| 产科 | 96/120 |\n| 妇科 | 52/80 |"
    assert kinds(wards, table.format("在院/床位")) == set()
    assert kinds(wards, table.format("床位/在院")) == {"field_swap"}


def test_a_rate_base_is_not_what_a_key_is_about() -> None:
    """``change_per_l`` is a change (counted per litre): "上调0.12元" is its sign flipped."""
    fuel = [R({"prices": {"92#": 7.45, "95#": 7.93}, "change_per_l": -0.12})]
    assert kinds(fuel, "每升下调0.12元，调整后92号汽油7.45元/升。") == set()
    assert kinds(fuel, "每升上调0.12元，调整后92号汽油7.45元/升。") == {"numeric_drift"}


def test_a_multiple_compares_two_fields_and_states_neither() -> None:
    sales = [R({"gasoline_l": 4618305, "diesel_l": 2093871})]
    assert kinds(sales, "汽油约461.8万升，柴油约209.4万升，汽油销量是柴油的两倍多。") == set()


def test_a_count_of_things_is_never_a_measured_quantity() -> None:
    plants = [R({"crude_steel_t": 726418}, call_id="c1"), R({"crude_steel_t": 553862}, call_id="c2")]
    assert kinds(plants, "两个炼钢厂：二炼钢粗钢约72.6万吨，一炼钢粗钢约55.4万吨。") == set()
    assert kinds(plants, "两个炼钢厂：二炼钢粗钢约72.6万吨，一炼钢粗钢约53.4万吨。") == {"numeric_drift"}


def test_a_number_of_people_is_not_the_fee_its_sentence_began_with() -> None:
    camp = [R({"quote": {"site_fee_total": 64.0, "reservation_fee": 8.25, "total": 72.25}, "max_occupancy": 8})]
    assert kinds(camp, "The quote is $72.25 ($64 in site fees plus $8.25). Sites allow up to 8 people.") == set()
    assert kinds(camp, "The quote is $72.25 ($64 in site fees plus $8.25). Sites allow up to 8.") == {"field_swap"}


def test_an_hour_told_in_english_is_no_count() -> None:
    shift = [R({"slots": {"capacity": 25, "filled": 19}})]
    assert kinds(shift, "The shift runs 9 to noon: 19 of the 25 spots are taken.") == set()
    assert kinds(shift, "The shift has 9 of the 25 spots taken.") == {"numeric_drift"}


WITHDRAWALS = [R({"list": [], "total": 0}, tool="list_withdrawals"),
               R({"account_status": "正常", "balance": 57318.4}, tool="get_account", call_id="c2")]


def test_no_withdrawal_at_all_admits_an_empty_list() -> None:
    assert kinds(WITHDRAWALS, "您的账户今年没有任何提取，余额还有57318.4元。") == set()
    assert kinds(WITHDRAWALS, "您的账户今年提取了3笔，余额还有57318.4元。") == {"null_fill"}


def test_a_value_of_the_row_a_line_names_last_is_judged_in_that_row() -> None:
    records = [R({"records": [{"location": "中山北路口", "act": "闯红灯", "fine": 200, "points": 6},
                              {"location": "龙蟠路", "act": "违法停车", "fine": 150, "points": 0}]})]
    told = "9月12日在中山北路口闯红灯，罚款{}元、记6分；10月3日在龙蟠路违停，罚款{}元，不记分。"
    assert kinds(records, told.format(200, 150)) == set()
    assert kinds(records, told.format(150, 200)) == {"field_swap"}


@pytest.fixture
def fresh_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The dictionary index built with its cache in `tmp_path`; the process-wide copy restored afterwards."""
    monkeypatch.setenv("TOOLPROOF_CACHE_DIR", str(tmp_path))
    gloss._index.cache_clear()
    yield tmp_path
    gloss._index.cache_clear()


def test_the_built_index_is_kept_on_disk_and_read_back_unchanged(fresh_index: Path) -> None:
    built = gloss._index()
    (cached,) = fresh_index.glob("gloss-*.marshal")
    gloss._index.cache_clear()
    assert gloss._index() == built
    assert "能见度" in built[0]["visibility"]
    assert [p.name for p in fresh_index.iterdir()] == [cached.name]  # no temporary file left behind


def test_a_damaged_or_stale_cache_is_rebuilt(fresh_index: Path) -> None:
    built = gloss._index()
    (cached,) = fresh_index.glob("gloss-*.marshal")
    cached.write_bytes(cached.read_bytes()[:100])
    (fresh_index / "gloss-0000older.marshal").write_bytes(b"old")
    gloss._index.cache_clear()
    assert gloss._index() == built
    assert sorted(p.name for p in fresh_index.iterdir()) == [cached.name]


def test_a_cache_folder_that_cannot_be_written_only_slows_the_start(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("TOOLPROOF_CACHE_DIR", str(blocked / "cache"))
    gloss._index.cache_clear()
    try:
        assert "能见度" in gloss._index()[0]["visibility"]
    finally:
        gloss._index.cache_clear()


def test_an_english_proper_name_has_its_chinese_names() -> None:
    assert gloss.chinese_names("Android") == ("安卓",)
    assert "纽约" in gloss.chinese_names("new york")
    assert gloss.chinese_names("nosuchplace") == ()


APPS = [R({"downloads": 86420, "dau_avg": 152300}, args={"platform": "iOS"}, call_id="c1"),
        R({"downloads": 214760, "dau_avg": 318900}, args={"platform": "Android"}, call_id="c2")]


def test_a_chinese_narration_names_a_call_asked_in_english_by_its_chinese_name() -> None:
    told = "iOS 下载 86420 次。安卓端下载 214760 次，日活均值约 {} 万。"
    assert kinds(APPS, told.format("31.89")) == set()
    assert kinds(APPS, told.format("15.23")) == {"field_swap"}


def test_nothing_booked_admits_an_empty_list() -> None:
    jobs = [R({"jobs": [], "count": 0}, tool="list_jobs")]
    assert kinds(jobs, "Dev R. has nothing booked on Sunday, November 24.") == set()
    assert kinds(jobs, "Dev R. has 3 jobs booked on Sunday, November 24.") == {"null_fill"}


def test_years_and_months_of_contributions_are_one_length_of_time() -> None:
    social = [R({"pension_months": 137, "medical_months": 152})]
    assert kinds(social, "养老保险累计缴费11年5个月，医疗保险12年8个月。") == set()
    assert kinds(social, "养老保险累计缴费11年7个月，医疗保险12年8个月。") == {"numeric_drift"}


def test_nothing_paid_out_admits_an_empty_list() -> None:
    payouts = [R({"code": 0, "data": {"payouts": [], "note": "no sales settled in period"}}, tool="get_payouts")]
    assert kinds(payouts, "Nothing was paid out for October, because no sales settled in that period.") == set()
    assert kinds(payouts, "Two payouts were made in October, $1,240 in total.") == {"null_fill"}


def test_nothing_ready_admits_an_empty_list() -> None:
    ready = [R({"items": [], "total": 0}, args={"phone": "5550104471"}, tool="list_ready_items")]
    assert kinds(ready, "Nothing is ready for pickup under the number ending 4471 yet.") == set()
    assert kinds(ready, "Two shirts are ready for pickup under the number ending 4471.") == {"null_fill"}


def test_characters_that_each_name_a_key_concept_label_a_number_together() -> None:
    """餐费 is "board expenses" in the dictionary; 餐 "meal" and 费 "fee" side by side name meal_fee_per_day."""
    fees = [R({"monthly_fee": 1280, "meal_fee_per_day": 18, "school_days": 21, "meal_total": 378})]
    told = "晚托费1280元，餐费每天{}元，按{}个上学日算是378元。"
    assert kinds(fees, told.format(18, 21)) == set()
    assert kinds(fees, told.format(21, 18)) == {"field_swap"}
    assert chinese_labels(frozenset({"meal", "fee"})).find("今天天气好") == []
