"""Chinese labels found through a dictionary (CC-CEDICT), and the checks that keep the extra labels honest."""

from __future__ import annotations

import pytest

from fidelity_case import R, kinds
from toolproof.fidelity.gloss import _sense_concepts, chinese_labels


def found(key_concepts: set[str], text: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(text[start:end], concepts) for start, end, concepts in chinese_labels(frozenset(key_concepts)).find(text)]


def test_a_key_word_the_lexicon_lacks_is_found_by_its_chinese_dictionary_words() -> None:
    assert found({"visibility", "wind"}, "气温 -14℃，能见度约 2 公里") == [("能见度", ("visibility",))]
    assert ("寄养", ("foster",)) in found({"foster", "adopted"}, "成功领养 64 只，另有 5 只在寄养家庭")


def test_a_past_participle_key_is_named_by_the_verb_the_dictionary_glosses() -> None:
    assert ("募集", ("raised",)) in found({"raised", "donation"}, "累计募集善款约2748.6万元")


def test_a_word_turned_into_its_doer_is_not_read_as_the_word() -> None:
    """面试官 (interviewer) is no interview, though the dictionary only knows 面试."""
    assert found({"interview"}, "共有5位面试官") == []
    assert found({"interview"}, "一面 74 人，面试通过 21 人") == [("面试", ("interview",))]


def test_concepts_the_curated_lexicon_names_in_chinese_are_not_looked_up_again() -> None:
    """余额 and its kin are chosen by hand; the dictionary would add 收支 and 平衡 for "balance"."""
    assert found({"balance"}, "收支平衡，余额4820元") == []


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
