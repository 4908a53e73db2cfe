"""The words the verifier listens for, as plain data: gain and loss words, status words, absence words.

Phrases are written in a small pattern notation — ``(a|b)`` for a choice, ``(x)?`` for an optional part — and
expanded to literal phrases once at import, so one Aho-Corasick pass finds all of them (see `scan`). Keeping
them literal keeps them reviewable: every phrase here is one a narration can contain.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_TOKEN = re.compile(r"\(|\)\?|\)|\||[^()|]+")


def expand(pattern: str) -> list[str]:
    """Every literal a pattern stands for: ``(没有|未)(找到|查到)`` → 没有找到, 没有查到, 未找到, 未查到."""
    tokens = _TOKEN.findall(pattern)
    position = 0

    def sequence() -> list[str]:
        nonlocal position
        results = [""]
        while position < len(tokens) and tokens[position] not in ("|", ")", ")?"):
            token = tokens[position]
            position += 1
            if token == "(":
                options = alternatives()
                closing = tokens[position]
                position += 1
                if closing == ")?":
                    options = ["", *options]
                results = [left + right for left in results for right in options]
            else:
                results = [left + token for left in results]
        return results

    def alternatives() -> list[str]:
        nonlocal position
        options = sequence()
        while position < len(tokens) and tokens[position] == "|":
            position += 1
            options.extend(sequence())
        return options

    return alternatives()


def expand_all(patterns: Iterable[str]) -> list[str]:
    return [literal for pattern in patterns for literal in expand(pattern)]


ZH_DONE_VERBS = (
    "发送|发出|转账|转出|汇出|汇款|支付|付款|扣款|提交|创建|新建|删除|更新|修改|取消|预订|预约|下单|退款|退回|开通|关闭|"
    "保存|上传|导出|生成|执行|同步|发布|入账|到账|处理|安排|设置|添加|恢复|重置|充值|提现|审批|批准|通过|完成|办理|记录|"
    "通知|转给|存入|还款|导入|部署|上线|发货|续费|激活|注册|绑定|缴纳|缴费|交费|发给|发放|派发|分发|"
    "调拨|划拨|划转|打到|打款|转到|汇到|退到|寄出|寄到|送到|送达|调到|调整|办好|弄好|搞好|做好|开好|处理好|批下来|"
    "代发|确认|下发|下达|推送|登记|备案|录入|归档|上报|报送|同意|接收|收下|派出|派单|审核|打开|开启|发完|做完|办完|弄完"
)
EN_DONE_VERBS = (
    "succeeded|successful|successfully|completed|complete|processed|executed|sent|transferred|created|updated|deleted|"
    "removed|saved|booked|scheduled|placed|paid|issued|submitted|uploaded|published|refunded|delivered|finished|"
    "approved|activated|charged|deposited|withdrawn|added|applied|posted|settled|handled|imported|deployed|"
    "rolled out|rolled back|synced|passed|confirmed|done"
)

NEGATIVE_SIGN = expand_all([
    "零下", "亏损(了)?", "亏了", "亏", "下降(了)?", "下跌(了)?", "下滑(了)?", "跌幅", "降幅", "跌了", "跌", "减少(了)?",
    "降低(了)?", "降了", "回落(了)?", "缩水(了)?", "损失(了)?", "少了", "小了", "偏小", "减", "净流出", "流出", "回撤",
    "下调(了)?",
    "净减(少)?(了)?", "下行", "缩减(了)?", "萎缩(了)?", "贬值(了)?", "负", "(净)?出库", "支出(了)?",
    "欠款", "欠费", "欠缴", "欠(了)?", "透支(了)?", "超支(了)?", "沉了", "下沉(了)?", "付出(去)?(了)?",
    "少(发|卖|收|赚|产|跑|用|到|进|来)了", "掉了",
    "少(还|付|交|缴|扣|花)(了)?", "抵扣(了)?", "扣除(了)?", "扣掉(了)?", "减去", "减掉(了)?",
    "loss", "losses", "lost", "losing", "lose", "loses", "down", "(decrease|decline)(d|s)?", "decreasing",
    "declining", "drop(ped|s)?", "fell", "fall(en|s)?", "lower", "shrank", "shrunk", "deficit", "negative", "minus",
    "reduced", "reduction", "outflow(s)?", "drawdown", "slump(ed)?", "plunge(d|s)?", "tumble(d)?", "dipped", "slid",
    "shed", "slip(ped|s|ping)?", "g(ave|ive|ives|iving) back", "eased", "retreated", "sank", "contracted",
    "dropping", "falling", "sliding", "colder", "cooler", "worsened", "低了", "lower(s|ed|ing)", "便宜(了)?",
    "absorb(ing|ed|s)",
])
POSITIVE_SIGN = expand_all([
    "盈利(了)?", "盈余", "赚了", "赚", "上涨(了)?", "涨幅", "增幅", "涨了", "涨", "增长(了)?", "增加(了)?", "提高(了)?",
    "提升(了)?", "上升(了)?", "升了", "多了", "大了", "偏大",
    "多(发|卖|收|赚|产|跑|用|到|进|来)了", "多(还|付|交|缴|扣|花)(了)?", "回升(了)?",
    "净流入", "流入", "正", "(净)?入库", "入账", "上调(了)?", "调高(了)?",
    "净增(加|长)?(了)?", "高了", "高出(了)?",
    "profit(s)?", "gain(ed|s)?", "up", "improved", "warmer", "hotter",
    "increase(d|s)?", "increasing", "rise(s|n)?", "rising", "rose", "grew",
    "grow(th|n|s)?", "higher", "surplus", "positive", "plus", "inflow(s)?", "earned", "made", "climbed", "jumped",
    "surged", "rallied", "soared", "advanced",
])
NEUTRAL_SIGN = expand_all([
    "涨跌(幅)?", "升降(幅)?", "增减", "变动(幅)?(度)?", "变化", "波动", "change", "changed", "moved", "movement",
])
"""Words that name a change without saying which way: "涨跌幅0.41%" is not a gain."""
NEGATIVE_AFTER = expand_all([
    "(的)?(亏损|损失|跌幅|降幅|下降|下跌|减少)", "loss", "drop", "decline", "decrease", "lower", "down", "deficit",
    "below zero", "below", "charge", "debit", "withdrawal", "purchase", "spent", "redeemed", "deducted", "debited",
    "owed", "owing", "overdue", "in arrears", "overdrawn", "colder", "cooler", "short", "cold", "cool",
    "under (the )?(target|plan|goal)",
])
POSITIVE_AFTER = expand_all([
    "(的)?(盈利|收益|涨幅|增幅|增长|上涨)", "gain", "profit", "increase", "rise", "higher", "up", "surplus",
    "above zero", "above", "deposit", "credit", "warmer", "hotter", "warm", "hot", "over (the )?(target|plan|goal)",
])

SUCCESS = expand_all([
    "成功", "顺利", "搞定", "办妥", "办好", "完成了", "完成", "(已|已经)(为您|帮您)",
    "(缴|交|付|还|订|约|买|续|设|调|配|定|装)好(了)?", "(约|订|抢|挂|报)上(名|号)?(了)?", "(缴|付|结|还)清(了)?",
    f"(已|已经|均已|都已|全部|全部已)(为|帮|给)?(您|你|他|她|他们|她们|客人|客户|对方)?({ZH_DONE_VERBS})",
    f"({EN_DONE_VERBS})", "success", "went through", "went out", "has gone out", "all set", "taken care of",
    "is live", "are live", "are out", "is in with", "are in with", "✅", "✔️", "查到了", "找到了",
    "got (a|an|the|their) (text|email|message|reminder|notice|notification|call)",
    "(全部|都|均)合格", "(报告|结果)(已经)?出来了",
    "(办|批|审|签)下来(了)?", "批(了|好了)", "获批(了)?", "(审批|审核|评审|审查|初审|复审)通过(了)?", "通过了",
    "(都|已|已经)签(好|完)?了", "入围(了)?", "立项(了)?", "中标(了)?",
    "signed off", "sign-off is done", "green-?lit", "granted",
])
FAILURE = expand_all([
    f"(没有|没|未|未能|尚未|并未|还没|还没有|无法)(成功)?({ZH_DONE_VERBS}|发出去)",
    "(没|没有|未)(改|发|转|付|办|做|删|存|传|导)(成功|成)", "(没|没有|未|还没)(办|批|审|弄|拿|做|签)下来",
    "失败", "未成功", "没有成功", "不成功", "没成功", "未能", "没能", "无法", "不能", "出错", "错误", "报错", "异常",
    "被拒", "拒绝", "驳回", "超时", "限流", "频率限制",
    "过于频繁", "稍后(再)?试", "重试", "未完成", "没有完成", "没完成",
    "未执行", "没有执行", "未生效", "没有生效",
    "(出现|出了|遇到|发生)(了)?(一些|一个|点)?问题", "故障", "不可用", "中断",
    "未到账", "没到账", "没有到账", "失效", "不足", "受限",
    "被限制", "未处理", "没有处理", "撤销", "回滚", "中止", "终止",
    "未通过", "没有通过", "不合格", "被退回", "未收到", "没收到", "没有收到", "冲突", "跳过", "卡住", "崩溃",
    "fail", "failed", "fails", "failure", "failures", "failing", "error", "errors", "errored", "unsuccessful",
    "unsuccessfully", "unable", "couldn't", "could not", "couldnt", "can't", "cannot", "can not", "wasn't",
    "was not", "weren't", "were not", "unreachable", "bounced", "undeliverable", "skipped", "conflict", "conflicts",
    "not (been )?(complete|completed|processed|sent|transferred|successful|executed|applied|saved|created|delivered|"
    "approved|possible|able|go through|gone through)",
    "rejected", "declined", "denied", "refused", "turned down", "turned away", "knocked back", "blocked",
    "timed out", "time out", "timeout", "timed-out",
    "rate limit", "rate limited", "rate-limited", "rate limiting", "ratelimited", "throttled", "throttling",
    "too many requests", "went wrong", "problem", "problems", "aborted", "halted", "rolled back", "reverted",
    "insufficient", "invalid", "exceed", "exceeded", "exceeds", "unavailable", "try again", "retry", "unfortunately",
    "sorry", "crashed", "stuck", "crashloopbackoff", "did not get", "didn't get",
])
DID_NOT = expand_all(["did not", "didn't", "didnt", "has not", "hasn't", "have not", "haven't"])
"""Followed by a verb other than "fail", these admit that something did not happen."""
PARTIAL = expand_all([
    "部分", "仅", "仅有", "只有", "只成功", "其中", "其余", "剩下的", "剩余的", "另外", "另有", "并非全部", "不是全部",
    "没有全部", "未全部",
    "partial", "partially", "partly", "some", "only", "rest", "remaining", "other", "others", "not all", "except",
    "(one|two|three|four|five|six|seven|eight|nine|ten) (of|out of)",
])
ALL_WORDS_ZH = "全部|全都|都|均|悉数|统统|一律|无一例外"
ALL_SUCCEEDED = expand_all([
    f"({ALL_WORDS_ZH})(已|已经|顺利|已顺利|已经顺利)?(成功|到账|处理完|{ZH_DONE_VERBS})",
    f"({ALL_WORDS_ZH})(约|订|报|抢|排|挂|买)上(了)?",
    "零失败", "无一失败", "没有失败", "无失败", "均未失败", "都没有失败", "没有一笔失败",
    "没有(出现|发生|遇到)?任何(错误|失败|问题|异常)",
    "(without|with no|no) (any )?(error|errors|failure|failures|issues|problems)", "none failed",
    "none of them failed", "0 failed", "nothing failed", "nothing bounced", "none bounced", "fully rolled out",
    "all successful",
])
ALL_EN = ("all", "every", "each")
"""Followed, within a few words, by a done verb: "all 5 transfers went through"."""
WARNING = expand_all([
    "警告", "提醒", "提示", "注意", "但", "但是", "不过", "然而", "需要留意", "请留意", "风险", "告警",
    "warning", "warnings", "warn", "warned", "warns", "caution", "note", "however", "but", "although", "though",
    "heads up", "heads-up", "be aware", "fyi", "flagged", "caveat",
])
ABSENCE = expand_all([
    "(没有|没|未|未能|无法)(找到|查到|搜到|检索到|查询到|发现|生成|产生|返回)",
    "找不到", "查不到", "搜不到", "查无", "不存在",
    "暂无", "尚无", "并无", "为空", "是空的", "空的", "空白", "尚未生成", "还没生成", "还没有生成", "从未", "从来没有",
    "还没有", "尚未", "返回空", "返回为空",
    "(0|零)( )?(条|个|笔|项|份|次|件)", "一(条|个|笔|项|份)(也|都)没有", "一(次|回)(也|都)(没|未)", "都没有",
    "均无", "无记录", "无数据", "无结果",
    "not found", "not be found", "(could|can|did|do|does)(n't| not|not) (find|locate|retrieve|exist|return|have any)",
    "unable to (find|locate|retrieve)", "failed to (find|locate)", "(doesn't|does not|doesnt) exist",
    "returned (nothing|no|an empty|empty|null|none)", "came back empty",
    "(came|turned) up (empty|nothing|empty-handed)", "(is|was|are|were) empty", "empty result",
    "none (found|exist|exists|was found|were found|on record)",
    "nothing (was )?(found|returned|came back|matched|to report|on record)", "no such",
    "(has|have)(n't| not) (yet )?been (generated|created|produced|run|filed)",
    "never (been )?(generated|created|produced|run|filed)", "not (yet )?(been )?(generated|created|available)",
    "(isn't|is not) available", "(zero|0) (results|records|matches|items|entries)", "没有哪", "没哪",
    ": none", "：none", "：无", ": nothing", ": n/a",
    "(there is|there are|there was|there were|there's) (none|nothing)", "found (no|nothing|none)",
])
ABSENCE_STATEMENTS = expand_all([
    "(there is|there are|there was|there were|there's) (currently )?no",
    "(you|we|it|they) (currently )?(have|has|had) no",
    "(you|we) (do not|don't|did not|didn't) have any(thing)?", "(has|have|had) nothing", "(has|have) no",
    "nothing (is |was |has been |had been )?(booked|scheduled|on file|found|due|planned|pending|listed|paid( out)?|"
    "sold|shipped|received|settled|charged|ordered|delivered|recorded|logged|filed|ready|available|open|waiting)",
    "目前没有", "暂时没有", "还没有任何", "没有任何", "无任何", "没有人", "没人", "nobody", "no one",
    "nobody's", "no one's",
    "nothing's (currently )?(on|in|open|pending|waiting|due|left|scheduled|booked|overdue|late|expiring)",
    "nothing (is )?(overdue|late|expiring)",
    "没有一(笔|条|单|次|项|台|辆|个|位|家|件|张|份|趟|班|间)",
    "(已经|已|都)?(全部|都)?被(订|约|抢|买|借|租)(走|完|光)(了)?",
    "(已经|已)?(售罄|卖完|订满|约满|满员|抢光)(了)?",
])
"""Openings of "there are no …" statements: absence unless what follows is a state ("no problems")."""
ABSENCE_WORDS = ("没有", "没", "无", "no", "any", "zero", "none of", "nothing", "not a single",
                 "doesn't have a single", "don't have a single", "isn't a single", "aren't a single")
"""Negations that admit absence only when a data noun or the result's topic follows closely."""

NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty",
    "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion",
)

COMPARISON = ("从", "由", "比", "较", "相比", "相较", "对比", "than", "from", "compared", "versus", "vs", "previous",
              "previously", "prior")
"""Words that may make the next number a point of comparison; `claims` confirms with the exact pattern."""

INWARD = expand_all([
    "from the grid", "off the grid", "from the network", "import(ed|ing)?", "charging", "inflow(s)?", "流入", "净流入",
    "充电", "购电", "下网", "从电网", "取电", "drawing", "drew", "pulled",
])
"""Words that say energy or money came in (drawn from the grid, charging, inflow)."""
OUTWARD = expand_all([
    "to the grid", "into the grid", "back to the grid", "export(ed|ing)?", "discharg(e|ed|ing)", "outflow(s)?",
    "流出", "净流出", "放电", "馈网", "送出", "feeding (power )?(back )?(in)?to the grid", "feeding (power )?back",
])
"""Words that say energy or money went out (exported, discharging, outflow)."""
OVER_BUDGET = expand_all([
    "over budget", "over the budget", "over its budget", "overspent", "overspend", "overran", "超支(了)?", "超预算",
    "超出(了)?预算", "超了预算", "超过(了)?预算", "超了", "超出了", "多花了", "over (the )?(quote|estimate)",
])
UNDER_BUDGET = expand_all([
    "under budget", "under the budget", "under its budget", "underspent", "underspend", "节余(了)?", "省下(了)?",
    "低于预算", "少花了", "省了", "under (the )?(quote|estimate)",
])
"""Words that say spending came in over or under its budget: whichever is true follows from the actual and the
budget the result holds, whatever sign convention its variance field uses."""

COUNTRY_NAMES: dict[str, tuple[str, ...]] = {
    "US": ("united states", "u.s.", "usa", "america", "american", "美国"),
    "CN": ("china", "chinese", "中国"), "JP": ("japan", "japanese", "日本"), "DE": ("germany", "german", "德国"),
    "FR": ("france", "french", "法国"), "GB": ("united kingdom", "britain", "british", "uk", "英国"),
    "UK": ("united kingdom", "britain", "british", "英国"), "IT": ("italy", "italian", "意大利"),
    "ES": ("spain", "spanish", "西班牙"), "NL": ("netherlands", "dutch", "荷兰"),
    "BE": ("belgium", "belgian", "比利时"),
    "CH": ("switzerland", "swiss", "瑞士"), "AT": ("austria", "austrian", "奥地利"), "PL": ("poland", "polish", "波兰"),
    "SE": ("sweden", "swedish", "瑞典"), "NO": ("norway", "norwegian", "挪威"), "DK": ("denmark", "danish", "丹麦"),
    "FI": ("finland", "finnish", "芬兰"), "CA": ("canada", "canadian", "加拿大"), "MX": ("mexico", "mexican", "墨西哥"),
    "BR": ("brazil", "brazilian", "巴西"), "IN": ("india", "indian", "印度"), "KR": ("korea", "korean", "韩国"),
    "AU": ("australia", "australian", "澳大利亚"), "SG": ("singapore", "新加坡"), "HK": ("hong kong", "香港"),
    "RU": ("russia", "russian", "俄罗斯"),
}
"""How a narration names a country an argument gives as its ISO code ("market": "DE" is "Germany", "德国")."""
