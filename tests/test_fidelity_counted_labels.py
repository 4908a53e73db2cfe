"""Chinese counts and measures labelled by their keys: the counter after the number (人, 次, 台) names the key
that ends with it and 数 when nothing else labels the number, a key ending in its unit (应巡天数) is named by the
words before the unit, and a label that names one field by all its words keeps its count even when another count
field holds the number. Each reading is shown faithful and field-swapped.
"""

from __future__ import annotations

from typing import Any

import pytest

from fidelity_case import R, kinds

COMPENSATION = [
    R({"code": 0, "data": {"描述": "S128 回档20分钟", "影响角色数": 3920, "回档分钟": 20}}, tool="get_incident",
      call_id="c1"),
    R({"code": 0, "data": {"补偿": "钻石×200", "发放人数": 3674, "状态": "已发放"}}, tool="get_compensation_mail",
      call_id="c2"),
]
BAN = [R({"code": 0, "data": {"封禁类型": "外挂", "封禁天数": 7, "检测次数": 3}}, tool="query_ban")]
TICKETS = [R({"code": 0, "data": {"投诉工单": 23, "其中网络质量类": 17}}, tool="query_complaints", call_id="c1"),
           R({"code": 0, "data": {"掉话次数": 57, "掉话率": 0.0041}}, tool="query_cell_kpi", call_id="c2")]
PAYROLL = [R({"code": 0, "msg": "部分成功", "data": {"应发人数": 28, "成功": 26, "成功金额": 412836.4}},
             tool="batch_pay_salary")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (COMPENSATION, "S128回档20分钟的补偿已发放：钻石200，发了3674人。", set()),
    (COMPENSATION, "S128回档20分钟的补偿已发放：钻石200，发了3920人。", {"field_swap"}),
    (BAN, "您的账号因外挂被封7天，系统记录到3次异常。", set()),
    (BAN, "您的账号因外挂被封3天，系统记录到7次异常。", {"field_swap"}),
])
def test_a_counter_names_the_one_key_that_counts_with_it(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    assert kinds(results, narration) == expected


def test_a_counter_does_not_label_a_count_when_another_number_states_its_key() -> None:
    # 应发28人 states 应发人数; 到账26人 is then what arrived (成功), not a second reading of 应发人数
    assert kinds(PAYROLL, "应发28人，到账26人，共412836.4元。") == set()


@pytest.mark.parametrize(("narration", "expected"), [
    ("近7天投诉工单23张，其中网络质量类17张；掉话57次，掉话率0.41%。", set()),
    ("近7天投诉工单57张，其中网络质量类17张；掉话57次，掉话率0.41%。", {"field_swap"}),
])
def test_a_label_naming_one_field_whole_keeps_its_count(narration: str, expected: set[str]) -> None:
    assert kinds(TICKETS, narration) == expected


PATROL = [R({"code": 0, "msg": "ok", "data": {"应巡天数": 26, "实巡天数": 22, "轨迹里程km": 214.6}},
            tool="get_patrol_assessment")]
BURN = [R({"code": 0, "msg": "ok", "data": {"申请面积亩": 45, "批准面积亩": 30, "状态": "已批准"}},
          tool="get_burn_approval")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PATROL, "刘德明4月应巡26天，实巡22天，轨迹214.6公里。", set()),
    (PATROL, "刘德明4月应巡22天，实巡26天，轨迹214.6公里。", {"field_swap"}),
    (BURN, "审批批下来了，申请45亩，批准面积30亩。", set()),
    (BURN, "审批批下来了，批准面积45亩。", {"field_swap"}),
])
def test_a_key_ending_in_its_unit_is_named_by_the_words_before_it(
    results: list[dict[str, Any]], narration: str, expected: set[str]
) -> None:
    # the narration writes the unit of 应巡天数 and 批准面积亩 behind the number
    assert kinds(results, narration) == expected


VENTILATION = [R({"code": 0, "msg": "ok", "data": {"需风量m3每min": 1480, "实际风量m3每min": 1620}},
                 {"矿井": "新庄煤矿", "工作面": "3105综采面"}, tool="get_face_ventilation")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("3105综采面实际风量1620方/分，需风量1480方/分。", set()),
    ("3105综采面实际风量1480方/分，需风量1620方/分。", {"field_swap"}),
])
def test_a_name_in_digits_does_not_take_the_label_of_the_number_after_it(narration: str, expected: set[str]) -> None:
    # 3105 names the work face; 实际风量 after it is the label of 1480, not words about 3105
    assert kinds(VENTILATION, narration) == expected


FOLLOW_UP = [R({"code": 0, "msg": "ok", "data": {"应回访户数": 58, "已回访户数": 52, "失联户数": 2, "需转介户数": 6}},
               tool="get_followup")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("11月回访做了52户（应访58户），失联2户，需要转介的6户。", set()),
    ("11月回访做了52户（应访58户），失联6户，需要转介的2户。", {"field_swap"}),
])
def test_a_two_character_stem_of_a_count_key_names_it(narration: str, expected: set[str]) -> None:
    # 失联户数 is told "失联6户": the count's word moves behind the number, and 失联 alone names the key
    assert kinds(FOLLOW_UP, narration) == expected


YARD = [R({"code": 0, "msg": "ok", "data": {"办理车数": 15208, "有调中转车数": 9436, "无调中转车数": 5772}},
          tool="get_yard_daily")]
LIVE = [R({"code": 0, "msg": "ok", "data": {"观看人数": 48620, "成交金额元": 64283.5, "成交单数": 355}},
          tool="get_live_session")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (YARD, "办理车数15208辆，其中有调中转9436辆、无调中转5772辆。", set()),
    (YARD, "办理车数15208辆，其中有调中转5772辆、无调中转9436辆。", {"field_swap"}),
    (LIVE, "直播看的人有4.86万，成交6.43万，355单。", set()),
])
def test_any_counter_before_shu_ends_a_count_key_whose_stem_names_it_alone(
        results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    # 有调中转车数 is told "有调中转5772辆"; 成交 starts both 成交单数 and 成交金额元, so it names neither
    assert kinds(results, narration) == expected


WEIGH = [R({"code": 0, "msg": "ok", "data": {"磅单号": "BD-0408-17", "毛重斤": 8460, "扣水扣杂斤": 254,
                                            "净重斤": 8206}},
           tool="get_weigh_ticket")]
PONDS = [R({"code": 0, "msg": "ok", "data": {"塘数": 6, "明细": [{"塘号": "A05", "存塘斤": 28460},
                                                               {"塘号": "B12", "存塘斤": 20250}]}})]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (WEIGH, "磅单BD-0408-17：毛重8460斤，净重8206斤，扣水扣杂254斤。", set()),
    (WEIGH, "磅单BD-0408-17：净重8460斤，扣水扣杂254斤。", {"field_swap"}),
    (PONDS, "6口塘的存塘估算：A05 2.85万斤，B12 2.03万斤左右。", set()),
])
def test_a_key_ending_in_jin_is_named_by_its_stem_and_ponds_are_counted(
        results: list[dict[str, Any]], narration: str, expected: set[str]) -> None:
    assert kinds(results, narration) == expected


CROSS_CONNECTS = [R({"code": 0, "msg": "ok", "data": {"在用跳线": 14, "单模光纤": 9, "多模光纤": 2, "超五类网线": 3}},
                    tool="get_xc_summary")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("一共14条在用跳线：单模9条、多模2条、网线3条。", set()),
    ("一共14条在用跳线：单模9条、多模3条、网线2条。", {"field_swap"}),
])
def test_a_long_chinese_key_is_told_by_a_head_or_tail_no_other_key_shares(narration: str, expected: set[str]) -> None:
    assert kinds(CROSS_CONNECTS, narration) == expected


READS = [R({"code": 0, "msg": "ok", "data": {"应抄户数": 2150, "实抄户数": 2003, "估抄户数": 108, "未抄户数": 39}},
           {"抄表本": "CB-09", "月份": "2028-07"}, tool="get_route_reads")]
TOLD = ("CB-09 7月抄表：\n- 应抄2150户\n- 实抄2003户，实抄率93.2%\n- 估抄{0}户，5%左右\n- 还有{1}户没抄到\n\n"
        "没抄到的{1}户要是上个月也是估抄，这次就塞张自报读数卡。")


@pytest.mark.parametrize(("narration", "expected"), [
    (TOLD.format(108, 39), set()),
    (TOLD.format(39, 108), {"field_swap"}),
])
def test_a_key_written_with_wei_is_told_with_mei(narration: str, expected: set[str]) -> None:
    """未抄户数 is said "没抄到": speech says 没 where the key writes 未."""
    assert kinds(READS, narration) == expected


PROGRESS = [R({"code": 0, "msg": "ok", "data": {"订单号": "ZX-0712", "下单数量只": 9000, "已生产只": 6100,
                                              "待生产只": 2900}}, {"订单号": "ZX-0712"}, tool="查询生产进度")]
GRANT = [R({"code": 0, "msg": "ok", "data": {"项目": "助学金", "应发元": 4000, "已发元": 2500, "待发元": 1500}},
           {"学号": "2026110871"}, tool="查询资助")]
ROAMING = [R({"code": 0, "msg": "ok", "data": {"日包资费元": 25, "已使用天数": 4, "累计扣费元": 100}},
             {"手机号": "138****0021"}, tool="query_roaming")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (PROGRESS, "ZX-0712下单9000只，已经做了6100只，还差2900只。", set()),
    (PROGRESS, "ZX-0712下单9000只，已经做了2900只，还差6100只。", {"field_swap"}),
    (GRANT, "助学金一共4000，已经发了2500，还剩1500。", set()),
    (GRANT, "助学金一共4000，已经发了1500，还剩2500。", {"field_swap"}),
    (ROAMING, "日包25元一天，用了4天，已经扣了100元。", set()),
])
def test_a_key_that_starts_done_or_to_do_is_named_by_its_state(results: list[dict[str, Any]], narration: str,
                                                                expected: set[str]) -> None:
    """已生产 and 已发 are done ("已经做了", "已经发了"), 待生产 and 待发 still to do ("还差", "还剩"); 已经 alone
    names no count of days as a sum of money."""
    assert kinds(results, narration) == expected


MEALS = [R({"code": 0, "msg": "ok", "data": {"食堂": [
    {"名称": "东区食堂", "早餐": 1540, "午餐": 4210, "晚餐": 3670},
    {"名称": "西区食堂", "早餐": 980, "午餐": 2860, "晚餐": 3125}], "合计": 16385}}, {"日期": "昨天"},
           tool="查询就餐人次")]


@pytest.mark.parametrize(("west", "expected"), [
    ("早980 / 午2860 / 晚3125", set()),
    ("早980 / 午3125 / 晚2860", {"field_swap"}),
])
def test_sibling_keys_told_by_the_one_character_they_differ_in(west: str, expected: set[str]) -> None:
    """早餐, 午餐 and 晚餐 differ in one character; a list writes "早1540 / 午4210" and each character names its key."""
    told = f"昨天就餐人次：\n- 东区食堂：早1540 / 午4210 / 晚3670\n- 西区食堂：{west}\n\n一共16385人次。"
    assert kinds(MEALS, told) == expected


AUDIOBOOK = [R({"code": 0, "msg": "ok", "data": {"书名": "北方的河", "副本数": 6, "在借": 6, "预约排队": 15,
                                               "授权": {"类型": "按次", "剩余可借次数": 4}}}, {"书名": "北方的河"},
               tool="get_license")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("这本有声书6个副本都借出去了，排队的有15个人，授权还剩4次。", set()),
    ("这本有声书6个副本都借出去了，排队的有4个人。", {"field_swap"}),
])
def test_a_label_that_is_the_whole_key_names_it_exactly(narration: str, expected: set[str]) -> None:
    """"排队" names 预约排队 by the key's own text: the 4 of 剩余可借次数 told there is a swap."""
    assert kinds(AUDIOBOOK, narration) == expected


BOARDING = [R({"code": 0, "msg": "ok", "data": {"小型犬每晚元": 90, "大型犬每晚元": 160, "猫每晚元": 70}},
              {"门店": "东门店"}, tool="查询寄养价格")]


@pytest.mark.parametrize(("narration", "expected"), [
    ("寄养价格：大型犬一晚160，小型犬一晚90，猫一晚70。", set()),
    ("寄养价格：大型犬一晚90，猫一晚70。", {"field_swap"}),
])
def test_a_key_per_night_is_told_one_night(narration: str, expected: set[str]) -> None:
    """大型犬每晚元 is said "大型犬一晚": 一 stands where the key writes 每."""
    assert kinds(BOARDING, narration) == expected


@pytest.mark.parametrize(("output", "told"), [
    ({"data": {"chenggong": 46, "shibai": 2, "ticheng_heji": 187350}},
     "4月教练提成算出来46个人，合计18.735万；还有2个没算出来。"),
    ({"data": {"ruhui_fei": 1280000, "fenqi_qishu": 12}}, "入会费128万，可以分12期付，每期大概10.67万。"),
])
def test_a_count_of_people_or_instalments_is_no_sum_of_money(output: dict[str, Any], told: str) -> None:
    """提成 and 入会费 name money; "46个人" and "12期" count people and instalments, told under them."""
    assert kinds([R(output)], told) == set()


def test_a_sum_of_money_told_with_another_fields_count_is_still_a_swap() -> None:
    output = {"data": {"chenggong": 46, "shibai": 2, "ticheng_heji": 187350}}
    assert kinds([R(output)], "4月教练提成合计46元，算出来46个人，还有2个没算出来。") == {"field_swap"}


def test_a_count_under_a_key_that_counts_is_read_though_a_word_of_money_names_it() -> None:
    """实发件数 counts pieces (实发 is also net pay): "实发1340件" is the ordered count told as shipped."""
    output = {"data": {"订货件数": 1340, "实发件数": 1215}}
    assert kinds([R(output)], "订了1340件，实发1215件。") == set()
    assert kinds([R(output)], "订了1340件，实发1340件。") == {"field_swap"}


def test_words_and_a_unit_after_a_counter_name_the_key_they_end() -> None:
    """"约了2276个椅位小时" is 已约椅位小时, though 椅位 alone names the count of chairs."""
    chairs = {"data": {"椅位": 12, "可用椅位小时": 2640, "已约椅位小时": 2275.7, "使用率": 0.86201}}
    assert kinds([R(chairs)], "6月椅位使用率大概86.2%，一共约了2276个椅位小时左右。") == set()
    assert kinds([R(chairs)], "6月椅位使用率大概86.2%，一共约了227.6个椅位小时左右。") == {"numeric_drift"}


def test_a_sum_of_money_is_no_count_of_the_plural_things_named_before_it() -> None:
    """"Today's patients also carry $24,860 of treatment": unscheduled_tx_usd, not a count of patients."""
    huddle = {"doctor_patients": 18, "hygiene_patients": 31, "unscheduled_tx_usd": 24860}
    told = "18 on the doctor side, 31 in hygiene. Today's patients also carry {} of diagnosed treatment."
    assert kinds([R(huddle)], told.format("$24,860")) == set()
    assert kinds([R(huddle)], told.format("$24,680")) == {"numeric_drift"}


def test_a_chinese_counter_names_the_english_key_that_counts_its_things() -> None:
    """"出了73单" counts ``orders``: 73 for 37 is a digit swap, though no label word stands near it."""
    report = [R({"impressions": 26480, "clicks": 412, "spend": 318.46, "orders": 37, "sales": 1472.9})]
    assert kinds(report, "曝光26480，点击412次，花费$318.46，出了37单，销售额$1472.90。") == set()
    assert kinds(report, "曝光26480，点击412次，花费$318.46，出了73单，销售额$1472.90。") == {"numeric_drift"}
