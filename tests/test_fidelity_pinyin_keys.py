"""Keys spelled in pinyin (``kucun_dun``, ``weichan_qian``): the narration names them by the characters the syllables
read, so a value told under its neighbour's name is a swap, as with an English or a Chinese key."""

from __future__ import annotations

import pytest

from fidelity_case import R, kinds
from toolproof.fidelity.lexicon import key_meaning
from toolproof.fidelity.pinyin import is_pinyin, pinyin_labels

PENS = [R({"code": 0, "data": {"chanqian": 42, "chanhou": 77, "bingzhu": 9}}, args={"zhuchang": "东坡猪场"})]


def test_sibling_pinyin_keys_told_the_wrong_way_round_are_a_swap() -> None:
    told = "东坡猪场产前栏{}头、产后栏{}头，病猪9头。"
    assert kinds(PENS, told.format(42, 77)) == set()
    assert kinds(PENS, told.format(77, 42)) == {"field_swap"}


WAREHOUSE = [R({"code": 0, "data": {"kucun_dun": 860, "chuku_dun": 125, "keyong_tian": 21}})]


def test_pinyin_unit_words_give_the_key_its_unit() -> None:
    assert key_meaning("kucun_dun").unit == "t"
    assert key_meaning("keyong_tian").unit == "day"
    assert kinds(WAREHOUSE, "库存860吨，今天出库125吨，还能用21天。") == set()
    assert kinds(WAREHOUSE, "库存125吨，今天出库125吨，还能用21天。") == {"field_swap"}


def test_a_unit_then_a_time_in_a_pinyin_key_is_a_rate_in_the_first_unit() -> None:
    """``siliao_kg_tou_tian`` is kilograms a head a day: the day is the rate's base, the value is in kg."""
    meaning = key_meaning("siliao_kg_tou_tian")
    assert meaning.unit == "kg"
    feed = [R({"data": {"toushu": 300, "siliao_kg_tou_tian": 12.6}})]
    assert kinds(feed, "300头，饲料每头每天12.6公斤。") == set()
    assert kinds(feed, "300头，饲料每头每天1.26公斤。") == {"numeric_drift"}


@pytest.mark.parametrize("key", ["data", "change", "meta", "items"])
def test_english_words_that_split_into_syllables_are_not_read_as_pinyin(key: str) -> None:
    assert pinyin_labels(frozenset({key})).find("大他没他全部改变") == []


def test_a_one_syllable_word_is_read_only_beside_the_rest_of_its_key() -> None:
    """``qian`` alone would be any of a hundred characters (前, 钱, 千...); beside weichan it is 围产前."""
    labels = pinyin_labels(frozenset({"weichan_qian"}))
    assert [(start, end) for start, end, _ in labels.find("围产前期12头")] == [(0, 3)]
    assert labels.find("花了300块钱") == []


def test_a_pinyin_key_matches_homophones_in_the_narration() -> None:
    """Keys lose their tones: ``daochang`` is read in 到厂 as well as 到场."""
    labels = pinyin_labels(frozenset({"daochang_wendu_c"}))
    assert {concepts for _, _, concepts in labels.find("到厂温度4.1度")} == {("daochang", "temperature")}


@pytest.mark.parametrize(("key", "unit"), [
    ("pingjun_dengdai_fen", "min"),  # 分 of a wait is minutes
    ("jine_fen", "cent"),  # 分 of an amount (金额) is cents
    ("snacks_fen", "cent"),  # English words before 分: the usual cents
    ("chongdian_fei_fen", "cent"),  # 充电费
])
def test_fen_after_pinyin_is_minutes_unless_the_key_names_money(key: str, unit: str) -> None:
    assert key_meaning(key).unit == unit


def test_a_wait_in_pinyin_minutes_is_read_in_minutes() -> None:
    rooms = [R({"code": 0, "data": {"taici": 9, "pingjun_dengdai_fen": 27}})]
    assert kinds(rooms, "今天9台，平均等待27分钟。") == set()
    assert kinds(rooms, "今天9台，平均等待72分钟。") == {"numeric_drift"}


def test_a_pinyin_word_that_spells_a_curated_label_takes_its_meaning() -> None:
    """``huanbi`` is 环比 (month on month, a signed change), ``pingjun`` 平均, ``heji`` 合计."""
    assert "mom" in key_meaning("daodian_huanbi").concepts
    assert key_meaning("daodian_huanbi").signed
    assert key_meaning("heji").concepts == frozenset({"total"})
    kpi = [R({"code": 0, "data": {"daodian_renshu": 18240, "daodian_huanbi": -0.046}})]
    assert kinds(kpi, "到店18240人，环比-4.6%。") == set()
    assert kinds(kpi, "到店18240人，环比+4.6%。") == {"numeric_drift"}


def test_a_price_per_kilogram_worked_from_a_total_in_tonnes_is_a_rate() -> None:
    """实发 10,969,760 元 for 2,964.8 吨 is 3.70 元 a kilogram: a rate, not a misread total."""
    pay = [R({"code": 0, "data": {"jiaonai_dun": 2964.8, "shifa_yuan": 10969760}})]
    assert kinds(pay, "交奶2964.8吨，实发1096.976万，折下来每公斤到手3.70元。") == set()


def test_wan_before_a_pinyin_unit_is_ten_thousand_of_it() -> None:
    """``chanqi_wanfang`` is gas in 万方 (10,000 m³): "562万方" restates 562.37 of them."""
    meaning = key_meaning("chanqi_wanfang")
    assert (meaning.unit, meaning.scale) == ("m³", 1e4)
    gas = [R({"code": 0, "data": {"chanqi_wanfang": 562.37, "kaijing": 193}})]
    assert kinds(gas, "产气562万方左右，开井193口。") == set()
    assert kinds(gas, "产气526万方左右，开井193口。") == {"numeric_drift"}


def test_a_total_of_a_count_said_just_before_times_a_returned_rate() -> None:
    """"3天日费一共8.04万": three days, said just before, at the day rate of 26,800."""
    crews = [R({"code": 0, "data": {"dui": "修井二队", "rifei": 26800}})]
    assert kinds(crews, "修井二队日费26800，干3天日费一共8.04万。") == set()


def test_a_romanized_place_name_in_the_dictionary_is_still_pinyin() -> None:
    """CC-CEDICT names a town "Shichang"; ``shichang_fen`` is still 时长 in minutes, not English."""
    assert is_pinyin("shichang")
    assert key_meaning("shichang_fen").unit == "min"
    assert not is_pinyin("data")


def test_jia_after_a_word_is_its_price() -> None:
    """``hetong_jia`` is 合同价: "固定价4.30元" names it as a price, not the market price of another call."""
    market = R({"code": 0, "data": {"jiage_yuan_jin": 4.62, "huanbi_yuan": -0.15}}, args={"shichang": "德州"},
               call_id="c1")
    contract = R({"code": 0, "data": {"kehu": "济南联华", "hetong_jia": 4.3}}, args={"kehu": "济南联华"},
                 tool="get_contract", call_id="c2")
    told = "德州红蛋今天4.62元/斤，比昨天跌了0.15元；济南联华是固定价{}元，比市场低0.32元一斤。"
    assert kinds([market, contract], told.format("4.30")) == set()


def test_a_machines_name_echoing_the_argument_is_no_field_a_count_is_told_under() -> None:
    """``baozhuangji: "2#"`` asked as ``ji: "2#"``: "2号包装机今天包了18400袋" counts bags, not the machine's 2."""
    machine = [R({"code": 0, "data": {"baozhuangji": "2#", "chanliang_bao": 18400, "meibao_kg": 50}},
                 args={"ji": "2#"})]
    assert kinds(machine, "2号包装机今天包了18400袋，每袋50公斤，合920吨。") == set()


def test_lv_after_a_pinyin_word_is_a_rate() -> None:
    """``jianchu_lv`` is 健雏率, a percentage; a game's ``player_lv`` stays a level."""
    assert "rate" in key_meaning("jianchu_lv").concepts
    assert "rate" not in key_meaning("player_lv").concepts
    hatch = [R({"code": 0, "data": {"rufu_shu": 38400, "chuchu_shu": 33150, "jianchu_lv": 98.2}})]
    assert kinds(hatch, "入孵38400枚，出雏33150只，健雏率98.2%。") == set()
    assert kinds(hatch, "入孵38400枚，出雏33150只，健雏率89.2%。") == {"numeric_drift"}


def test_mei_before_a_unit_in_pinyin_is_per() -> None:
    """``mei_mu_peifu`` is a payout 每亩 (per mu), not an area in mu: "每亩7.5元" for 75 is a decimal shift."""
    assert key_meaning("mei_mu_peifu").per_unit == "亩" and key_meaning("mei_mu_peifu").unit is None
    index = [R({"data": {"chaochu_mm": 62.5, "mei_mm_mei_mu_yuan": 1.2, "mei_mu_peifu": 75,
                         "chengbao_mianji_mu": 5000, "peifu_heji": 375000}})]
    told = "超出62.5毫米，每毫米每亩赔1.2元，算下来每亩{}元，5000亩合计37.5万元。"
    assert kinds(index, told.format(75)) == set()
    assert kinds(index, told.format(7.5)) == {"numeric_drift"}
