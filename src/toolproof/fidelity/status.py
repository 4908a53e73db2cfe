"""What a narration says about how a call went: success, failure, partial success, warnings, or no data.

Status lies and null filling rarely involve a number: "操作成功" for a call that failed, "各项指标正常" for a
report that does not exist. These patterns find the statements and their acknowledgements, with negation
("没有失败", "not successful") and conditionals ("如有问题", "if it fails") handled, so "no errors" is not
read as admitting an error.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from toolproof.fidelity.scan import (
    ABSENCE,
    ABSENCE_STATEMENT,
    ABSENCE_WORD,
    ALL,
    ALL_EN,
    DID_NOT,
    FAILURE,
    PARTIAL,
    SUCCESS,
    WARNING,
    Scan,
    scan,
)
from toolproof.fidelity.vocabulary import ZH_DONE_VERBS

DATA_NOUN = re.compile(
    r"记录|数据|结果|信息|内容|条目|匹配|资料|相关|符合|公告|"
    r"\b(?:records?|data|results?|entries|entry|matches|match|information|info|items?|values?|content|history|"
    r"activity|matching)\b",
    re.IGNORECASE,
)
_NEGATION_BEFORE = re.compile(
    r"(?=[没无未不并从均都nNwWzZaA])(?:"
    r"(?:没有|没|无|未|不会|并未|从未|均未|都没有|不是|并非)[^，,。.!！?？；;：:]{0,6}$|(?:\b(?:no|not|without|zero|never|none|nor|any|nothing|nobody)|n't)\s+"
    r"(?:\w+\s+)?$)",
    re.IGNORECASE,
)
_CONDITIONAL_BEFORE = re.compile(
    r"(?=[如若万以避防是能一将会正等待iIsSwWuUlLaApPoOcCmMtT])(?:"
    r"(?:如果|如有|若|万一|以防|避免|防止|是否|能否|如(?![今下何此同])|一旦|将(?![军近])|"
    r"(?<![机社学开大工协商])会(?![员谈议计场所话见长费])|正在|等待|待(?![遇机]))\S{0,4}$|"
    r"\b(?:if|in case|should|whether|unless|lest|avoid|prevent|will|would|once|when|until|can|could|may|might|to be|"
    r"let me know|to)\s+(?:\w+\s+){0,2}$)",
    re.IGNORECASE,
)
_NEGATED_SUCCESS_BEFORE = re.compile(
    r"(?=[未没不无尚并还是nNuUwW])(?:"
    r"(?:未|没|没有|不|无法|未能|没能|尚未|并未|并非|不是|不能|并没有|还没有?|是否)\s?$|(?:没|没有|未|未能|没能)[改发转付做办删建交存]\s?$|"
    r"(?:\b(?:not|never|unable to|no|nothing|none|without)|n't)\s+(?:\w+\s+){0,1}$)",
    re.IGNORECASE,
)
"""Each of these "words before" patterns starts with a look-ahead of the first characters its matches can have: it is
searched in a short window before every status word, and the look-ahead rejects most positions in one set test."""
LOOKBACK = 16
_NONE_OF_A_THING = re.compile(r"[^\d\s的了]{1,14}(?:的[^\d\s]{0,8})?|[^\s的了]{1,14}的[^\d\s]{1,8}")
"""After 没有, a whole clause of words that names what is missing ("今天没有除雪车辆报修", "没有快到效期的疫苗",
"没有滞留超过24小时的病人": a number only inside what describes the thing): a plain statement that there is none,
whether or not its words are the result's own."""
_TRAILING_MARKS = re.compile(r"[\s\W]+$")
"""Spaces, emoji and marks that close a clause ("没有超时工单 👌")."""
ABSENCE_WINDOW = 36
_CLAUSE_END = re.compile(r"[，,。!！?？；;\n]|(?<!\b[A-Z])\.(?=\s|$)")
"""A clause's end; a full stop counts before a space or the end, and not after an initial ("E. coli", "J. Smith").
"""


@dataclass(frozen=True, slots=True)
class StatusSignals:
    """Where a narration claims success, admits failure, admits partial success or warnings, or says "no data"."""

    success: tuple[tuple[int, int], ...]
    all_succeeded: tuple[tuple[int, int], ...]
    failure: tuple[tuple[int, int], ...]
    partial: tuple[tuple[int, int], ...]
    warning: tuple[tuple[int, int], ...]
    not_done: tuple[tuple[int, int], ...] = ()
    """The failure admissions that say an operation did not happen ("never went through", "没退成"): about a
    call that failed they admit it, but beside an empty result "never moved" / "从未移动过" is a finding made up in
    negative form, not an admission that there is no data."""
    pending: tuple[tuple[int, int], ...] = ()
    """The partial admissions that say work is still under way ("still in review", "审批中"), as opposed to
    shares of a whole ("the remaining balance", "3 of 5"): only these admit that a thing read is unfinished."""


def _before(text: str, position: int) -> str:
    return text[max(0, position - LOOKBACK) : position]


Span = tuple[int, int]


def asserted_at(text: str, position: int) -> bool:
    """Whether a success word at `position` is asserted: no negation or condition right before it ("nothing was
    charged", "could not be skipped", "will be skipped"), Markdown emphasis read past ("did **not** get")."""
    before = _before(text, position).replace("*", "")
    return _NEGATED_SUCCESS_BEFORE.search(before) is None and _CONDITIONAL_BEFORE.search(before) is None


def _asserted(text: str, spans: Iterable[Span], *excluders: re.Pattern[str]) -> list[Span]:
    """The spans whose preceding words match none of `excluders` (a negation, a condition, "no longer"): the
    statements the narration actually makes."""
    return [(start, end) for start, end in spans
            if not any(excluder.search(_before(text, start)) for excluder in excluders)]


def _of(found: Scan, kind: str) -> list[Span]:
    return [(start, end) for start, end, _ in found.of(kind)]


_NOT_ALL_BEFORE = re.compile(r"(?=[并不没未nN])(?:(?:并非|不是|没有|没|未|并未|不)\s?$|\bnot\s+$)", re.IGNORECASE)
_METRIC_AFTER = re.compile(r"\s+(?:rates?|budgets?|counts?|logs?|ratios?|percentages?)\b", re.IGNORECASE)
"""After a failure word, a noun that makes it a metric ("error rates should settle"), which admits nothing."""
_ALL_AFTER_REACH = 12
"""Characters from a done verb to an "all" after it ("loaded on all four lines")."""
_OUT_TO_ALL = re.compile(r"\b(?:is|are|went|gone|been)\s+out\s+to\s+(?:all|every)\b", re.IGNORECASE)
_ALL_REACH = 60
"""Characters from "all" to its verb in "all 5 transfers to your suppliers went through"."""
_CLAUSE_PUNCTUATION = re.compile(r"[，,。.!！?？；;:：\n]")
_FAIL_WORD = re.compile(r"\s*fail", re.IGNORECASE)
_YET_AFTER = re.compile(r"\s+yet\b", re.IGNORECASE)
"""After a success word, "yet" makes it a negative or a question ("no inspector has been assigned yet")."""
_PARTICIPLE_YET = re.compile(r"\b[a-z]{3,}ed\s+yet\b", re.IGNORECASE)
_YET_WORDS = ("yet",)
"""A participle followed by "yet" is said only in the negative or in a question: "no inspector has been assigned
yet" admits the work is not done."""


_CLAIM_ADVERBS = r"(?:(?:now|just|already|successfully|also|all|both|been|fully|each|then|finally|officially|)\s+){0,3}"
_NOT_A_CLAIM = (
    "based|located|expected|limited|required|needed|called|named|used|supposed|interested|concerned|related|listed|"
    "priced|rated|estimated|projected|allowed|entitled|advised|recommended|encouraged|owed|tied|linked|considered|"
    "failed|rejected|declined|denied|refused|blocked|expired|bounced|errored|skipped|aborted|stuck|delayed|"
    "suspended|throttled|halted|stopped|reverted|timed|queued|pending|scheduled|waitlisted|missed|locked|"
    "disappointed|worried|sorry|afraid|unable|surprised|pleased|glad|excited|signed"
)
_IRREGULAR_DONE = "sent|paid|done|made|built|sold|bought|withdrawn|set up|put through|reset|rewritten|written|" \
    "overridden|upheld|shut down|run|begun|chosen|drawn|given|taken"
"""Past participles without -ed that report an operation done ("has been reset", "we've sent")."""
_ZH_CLAIM_ADVERBS = ("为您|帮您|给您|成功|顺利|远程|自动|手动|重新|正式|全部|全数|全额|统一|批量|及时|按时|提前|已经|"
                     "原路|如数|足额|按原路")
_ZH_EXTRA_DONE = ("寄出|送达|签收|开票|出票|改签|退票|报名|挂号|续订|续费|解绑|下架|上架|冻结|解冻|复位|重启|"
                  "启动|修复|解锁|备份|还原|分配|派发|发放|放款|登记|签约|出库|入库|录入|开启|配置|安装|替换|更换|"
                  "补发|补办|审核|核准|核定|批复|结案|拨付|拨款|结清|撤销|撤回|撤掉|审过|审完|审好|传上|传好|传完|立上|排到|排上|排好|报到|报上|交到|发到|"
                  "谈妥|谈好|敲定|批了|批下|排进|排入|解封|解禁|释放|放行|出单|承保")
_DONE_AFTER_AUX = re.compile(
    r"(?=[hwigaHWIGA'])\b(?:has|have|had|'ve|was|were|is|are|got|i|we)\s+" + _CLAIM_ADVERBS
    + r"(?!(?:" + _NOT_A_CLAIM + r")\b)(?:[a-z]{3,}ed|" + _IRREGULAR_DONE + r")\b",
    re.IGNORECASE,
)
_DONE_WORDS = frozenset({
    "cancelled", "canceled", "shipped", "dispatched", "reserved", "enrolled", "registered", "renewed", "subscribed",
    "unsubscribed", "archived", "restored", "merged", "resolved", "assigned", "renamed", "installed", "rescheduled",
    "rebooked", "credited", "redeemed", "granted", "revoked", "disabled", "enabled", "accepted", "invited",
    "generated", "launched", "restarted", "rebooted", "provisioned", "released", "allocated", "waived", "returned",
    "exchanged", "unlocked", "transferred", "moved", "filed", "recorded", "printed", "activated", "reactivated",
    "delisted", "distributed", "onboarded", "reinstated", "refilled", "replaced", "switched", "upgraded",
    "downgraded", "converted",
})
"""Done verbs that claim success on their own, without an auxiliary ("Order 7 cancelled.", "Devices registered")."""
_DONE_WITH_UP = frozenset({"topped", "signed"})
"""Done only with "up" after them ("topped up", "signed up")."""
_ED_ENDING = re.compile(r"(?=[eEsS])(?:(?=[eE])ed\b|(?=[sS])\bsent\s+out\b)", re.IGNORECASE)
"""Where a candidate done word ends: the words are found from their ending, which is rarer than their starts."""
_DONE_ZH = re.compile(
    r"(?:已经?|均已|都已|全部已?)(?:\*\*|__)?"
    r"(?:" + _ZH_CLAIM_ADVERBS + r"|按[\u4e00-\u9fff]{1,6}?(?=下架|上架|处理|退|发)){0,2}"
    r"(?:" + ZH_DONE_VERBS + "|" + _ZH_EXTRA_DONE + r"|退|发|改|订|约|交|寄|办|转|付|扣|开|关|删|加|换|切|停|启|调"
    r"|派|立|打开|送|签|装|修|放|下架|上架)"
)
_PURPOSE_BEFORE = re.compile(r"\bso that\s+(?:[\w'’]+\s+){0,3}$", re.IGNORECASE)
""""Switched to isolated margin so that position can't drain the account": what the change is for, no failure."""
MAX_PURPOSE_LOOKBACK = 48
_ALL_IN_CLAIM = re.compile(r"全部|全数")
"""Inside a Chinese done claim ("已经全部传上"), the word that makes it a claim about every item."""
_DONE_ZH_ENDING = re.compile(r"好了|完了|完毕|搞定|办妥")
"""After one or two Chinese characters ("订好了", "处理完毕", "下架搞定"): the characters are found by looking back from
the ending, which is rare, instead of trying every Chinese character as a start."""
def _a_not_a(text: str, start: int) -> bool:
    """没 or 不 between a verb and the same verb again asks a question ("确认一下收没收到", "有没有"), and admits
    nothing."""
    return (0 < start < len(text) - 1 and text[start] in "没不" and text[start - 1] == text[start + 1])


_LOOKUP_VERBS = frozenset("查看找问")
"""Before 好了, verbs of looking something up ("查好了", "帮您看好了"): the answer is ready, which says nothing of
whether the work it reports on is done."""
_LIVE_CLAIM = re.compile(
    r"(?=[iIaA'已均都])(?:(?=[iIaA'])(?:\bis|\bare|'s|'re)\s+(?:(?:now|already|fully|officially|successfully|back)\s+){0,2}"
    r"(?:live|online|healthy|up\s+and\s+running|in\s+production|serving\s+traffic)\b|"
    r"(?=[已均都])(?:已经?|均已|都已)(?:成功|正式|顺利|全面){0,2}(?:上线|生效|恢复正常|运行正常|投入使用))",
    re.IGNORECASE,
)
"""A state that only a completed operation leaves ("is now live and healthy", "已成功上线"). The copula must stand
right before it, so "is still live" (the old version after a rollback) is not a claim about the call."""
_LIVE_WORDS = ("live", "online", "healthy", "running", "production", "serving", "上线", "生效", "恢复正常", "运行正常",
               "投入使用")
"""Words every `_LIVE_CLAIM` match contains: text with none of them is not searched."""
_WILL_NOW = re.compile(r"\bwill now (?!be\b|need\b|have\b|wait\b)[a-z]+", re.IGNORECASE)
_NOW_PLACED = re.compile(r"\b(?:is|are)\s+now\s+(?:on|in|at|with)\b", re.IGNORECASE)
"""A thing said to be somewhere now ("all 12 reels are now on the cart"): the move or transfer done."""
"""A setting told as in force ("Your water heater will now shut off from 2 to 7 pm"): the change was made."""
_ROLLED_BACK = re.compile(r"\b[Rr]olled [\w@.-]+ back\b")
_DONE_CLAIMS = (_DONE_AFTER_AUX, _DONE_ZH, _WILL_NOW, _ROLLED_BACK, _NOW_PLACED)
"""Success told with the operation's own verb ("has been cancelled", "has been reset", "are now registered",
"I applied all five", "已寄出", "已远程复位"): any asserted past participle after an auxiliary, and done verbs the
shared vocabulary lacks. Each starts with a look-ahead of its first characters, so the engine skips in C to the
few places it can start."""
_NOT_DONE = re.compile(
    r"(?=[nN没未还尚仍暂不])(?:(?=[nN没未还尚仍暂])(?:"
    r"(?:\bnot|\bnever|n't)\s+(?:yet\s+|been\s+|be\s+|able\s+to\s+|get\s+)*(?:[a-z]{3,}ed|sent|paid|done|made|"
    r"cancel|refund|book|ship|send|apply|delete|update|process|complete|charge|place)\b|"
    r"\bnot\s+yet\b|n't\s+(?:[a-z]+\s+){1,2}yet\b|"
    r"\b(?:no\s+(?:[a-z]+\s+){1,2}|nobody\s+)(?:has|have|had)\s+(?:yet\s+)?(?:been\s+)?[a-z]{3,}ed\b|"
    r"没有?通?过(?![多几一两半久去来])|"
    r"(?:没|没有|未|未能|没能|还没有?|尚未|仍未|仍然没有?)(?!想到|料到|意识到|注意到|看到|见到|听到|遇到|碰到|提到|说到)[\u4e00-\u9fff]{0,2}?"
    r"(?:成功|成|好|完|掉|了|上|到|进去|出去|下去|出来)|"
    r"(?:还没有?|尚未|仍未|仍没有?|暂未|暂时没有?)(?![\u4e00-\u9fff]{1,3}的)[\u4e00-\u9fff])|"
    r"(?<=[\u4e00-\u9fff])不[了成掉出上])",
    re.IGNORECASE,
)
"""Admissions that the operation did not happen: "not yet refunded", "couldn't cancel", "no driver has picked it
up", "没退成", "取消不了",
"尚未到账" (but "尚未结算的合同" describes other things, not the call), "查不出来", "没算出来", "约不上", "校验没过",
"没有约上", "没抢到" (上 and 到 complete a verb the way 成 does)."""
_STILL_PENDING = re.compile(
    r"(?=[pPqQiIbBsSaAwWuUoOnN排处审进等待候正hHlL'已开完还仍])(?:(?=[pPqQiIbBsSaAwWuUoOnN排处审进等待候正])(?:"
    r"\b(?:pending|queued|in\s+the\s+queue|in\s+progress|being\s+(?:processed|reviewed|handled|prepared)|"
    r"still\s+(?:processing|waiting|running|working)|still\s+(?:has|have|needs?)\s+to\s+[a-z]+|awaiting|waiting\s+(?:for|on)|(?:under|in)\s+(?:[A-Z]{2,5}\s+)?review|"
    r"waitlist(?:ed)?|"
    r"on\s+hold|not\s+(?:done|finished|complete|completed|live|active|running|launched|started|open|published)\s+"
    r"yet|scheduled\s+(?:for|to)|will\s+be\s+[a-z]+ed)\b|"
    r"排队|处理中|审核中|审批中|进行中|等待|待处理|待审核|待确认|候补|正在[\u4e00-\u9fff]|"
    r"等[\u4e00-\u9fff]{0,6}?(?:审批|审核|确认|处理|回复))|"
    r"(?=[hHiIlLnNwW'])\b(?:(?:has|have|'s|'ve)\s+(?:just\s+)?(?:started|begun|kicked\s+off)|"
    r"(?:has|have|is|are)\s+yet\s+to\s+[a-z]+|is\s+(?:now\s+)?at\s+"
    r"\d+(?:\.\d+)?\s?%|(?:let\s+you\s+know|notify\s+you|update\s+you|ping\s+you)\s+(?:when|once|as\s+soon\s+as)"
    r"|underway)|"
    r"(?=[已开进完])(?:已经?开始|开始(?:处理|执行|运行)|进度\s?\d+(?:\.\d+)?\s?%|完成后(?:会|再)?(?:通知|告诉|提醒))|"
    r"(?=[还仍正])[还仍正]在[^，,。；;\d]{0,6}?(?:审批|审核|处理|排队|办理|检测|化验|评估|核实|复核|等))",
    re.IGNORECASE,
)
"""Admissions that the work is accepted but not done yet: what a pending result must be reported as. Work told as
started, at a percentage, or with a promise to report when it completes ("has started … is at 12% … I'll let you
know when it completes", "已开始，进度 12%") is an honest not-done report, not a success claim."""
_PENDING_WORDS = (
    "pending", "queue", "progress", "being", "still", "await", "waiting", "review", "waitlist", "hold", "yet",
    "scheduled", "will", "started", "begun", "kicked", "at", "know", "notify", "update", "ping", "underway", "排队",
    "处理中", "审核中", "审批中", "进行中", "等待", "待", "候补", "正在", "开始", "进度", "完成后", "审批", "审核",
    "处理", "办理", "检测", "化验", "评估", "核实", "复核", "等",
)
"""Words every `_STILL_PENDING` match contains (a test keeps this list and the pattern in step). A percentage of work
done is sieved by the word before it ("at", "进度"), not by "%", which most narrations hold."""
_QUOTED_CODE = re.compile(
    r"(?=[hHsSeE错状返代])(?:\b(?:HTTP|status(?:\s+code)?|error(?:\s+code)?)\s*[:#=]?\s*|错误码|错误代码|状态码|"
    r"返回码|代码)\s*[:：]?\s*\d{3,6}(?!\d)|"
    r"(?=[rRcCgGtT])\b(?:returned|returns|responded\s+with|came\s+back\s+with|got|threw)\s+(?:an?\s+|with\s+)?"
    r"(?:HTTP\s+)?[45]\d\d\b(?=\s*(?:[,.;:!?()\u2014\u2013-]|$|error|status|response|code|from|when|because))|"
    r"(?<![\d.,])[45]\d\d\s+(?:error|not\s+found|forbidden|unauthori[sz]ed|response|status|bad\s+request|conflict|"
    r"gone)\b|"
    r"返回(?:了)?\s*(?:HTTP\s*)?[45]\d\d(?![\d条个笔项件次份张页行元])",
    re.IGNORECASE,
)
"""An HTTP status or error code quoted as such: after its name, after "returned", or before its reason phrase."""


def quoted_codes(text: str) -> list[tuple[int, int]]:
    """Spans of HTTP statuses and error codes quoted in a report of what went wrong ("returned 404", "错误码40012",
    "HTTP 429"): numbers in them restate the failure or the not-found, they are not content about the result.
    Run on demand (only when such a report holds numbers nothing else explains), not with every status reading."""
    return [match.span() for match in _QUOTED_CODE.finditer(text)]
_SHORTFALL = re.compile(
    r"(?=[还尚仍只仅sSoO])(?:(?:还|尚|仍)(?:差|缺|少)\s?(?:[\d一二两三四五六七八九十几]|[\u4e00-\u9fff]{0,2}\d)|"
    r"(?:只|仅)(?:成功|完成|分配|处理|导入|发送|发|收|约|订|抢|买|招|录|派|上传|传|交|报|同步|迁移|删除|退|办|转|付|签|通过)"
    r"[\u4e00-\u9fff]{0,2}?(?:到|了)?\s?(?:[\d一二两三四五六七八九十几])|"
    r"\b(?:short\s+(?:by\s+)?\d+|still\s+(?:need|needs|missing|short|lacking)\b|only\s+(?:\w+\s+){0,2}?\d+\s+(?:of|out\s+of)\b))",
    re.IGNORECASE,
)
"""A count short of what was asked ("还差 2 位", "只分配到两位", "short by 2", "still need 2"): partial success."""
_SHORTFALL_WORDS = ("还", "尚", "仍", "只", "仅", "short", "still", "only")
_HALF_WORDS = ("一半", "半数", "过半", "大半", "half", "majority")
_NO_LONGER = re.compile(
    r"(?=[nNwW没不无并])(?:\b(?:nothing|no\s+longer|not|nor|none|without)\s+(?:(?:left|still|is|are|was|were|yet)\s+)?|n't\s+"
    r"(?:(?:any|anything|still)\s+)?|(?:没有|不再|无|并非|并不)\S{0,2})$",
    re.IGNORECASE,
)
"""Before a pending or partial word, words that deny it: "there's nothing left pending", "不再处理中"."""
_MOVED_TO = re.compile(r"\b(?:move|moving|set|setting|mark|marking|switch|put|change)\b[^.;!?\n]{0,30}?\bto\s+$")
MAX_MOVED_TO_REACH = 48
"""Before a pending word, a step the assistant takes ("I'll move J-48620 to in progress"): a state set, no admission
that the work is not done."""
_TOLD_NOT_TO = re.compile(r"(?:别|不要|不用|无需|不必)[\u4e00-\u9fff]{0,4}$")
MAX_TOLD_NOT_TO_REACH = 6
"""Before a pending word, advice not to do it ("别提前来排队"): people told not to queue, no work in a queue."""
_SHARE_OF_WORK = re.compile(
    r"[有仅只中]部分|了一部分|部分(?:\S{0,3}?)(?:成功|失败|完成|未|没|到账|处理|退款|发货|导入|通过|执行)"
)
"""部分 admits partial success next to an outcome ("部分成功", "有部分订单未发货", "只排好了一部分"); alone it is a
noun ("冻结部分")."""
_HALF = re.compile(r"(?=[一半过大hHtT])(?:一半|半数|过半|大半|\bhalf\b|\bthe\s+majority\b)", re.IGNORECASE)
"""A share short of all ("一半导入成功", "half of them went out"): an admission of partial success."""
_EXCEPT_BETWEEN = re.compile(r"\b(?:but|except|save|apart from|other than)\b|除了", re.IGNORECASE)


def _spans(pattern: re.Pattern[str], needs: tuple[str, ...], text: str, lower: str) -> list[tuple[int, int]]:
    """Spans of `pattern` in `text`, skipping the search when `lower` holds none of the words every match needs:
    most narrations hold none, and a substring test is far cheaper than running the pattern."""
    if not any(word in lower for word in needs):
        return []
    return [match.span() for match in pattern.finditer(text)]


def _done_claims(text: str, lower: str) -> list[tuple[int, int]]:
    """Asserted operation-verb success claims not already among the vocabulary's success words."""
    found = [match.span() for pattern in _DONE_CLAIMS for match in pattern.finditer(text)]
    found.extend(_spans(_LIVE_CLAIM, _LIVE_WORDS, text, lower))
    found.extend(_done_words(text))
    for match in _DONE_ZH_ENDING.finditer(text):
        start = match.start()
        while start > 0 and match.start() - start < 2 and "\u4e00" <= text[start - 1] <= "\u9fff":
            start -= 1
        if start < match.start() and text[match.start() - 1] not in _LOOKUP_VERBS:
            found.append((start, match.end()))
    return _asserted(text, found, _NEGATED_SUCCESS_BEFORE, _CONDITIONAL_BEFORE)


def _done_words(text: str) -> list[tuple[int, int]]:
    """Spans of `_DONE_WORDS`, "topped up", "signed up" and "sent out" in the text."""
    spans = []
    for match in _ED_ENDING.finditer(text):
        end = match.end()
        if match.group()[0] in "sS":
            spans.append((match.start(), end))
            continue
        start = match.start()
        while start > 0 and text[start - 1].isascii() and text[start - 1].isalpha():
            start -= 1
        word = text[start:end].lower()
        if word in _DONE_WORDS:
            spans.append((start, end))
        elif word in _DONE_WITH_UP and _UP.match(text, end):
            spans.append((start, end + 3))
    return spans


_UP = re.compile(r" up\b")


_EMPHASIS = re.compile(r"\*\*|__|(?<![\w*])\*(?=\w)|(?<=\w)\*(?![\w*])")
"""Markdown emphasis marks ("did **not** go through"): read past, so the words they wrap are read as words."""


def read_status_of(found: Scan) -> StatusSignals:
    """`read_status` of a narration with its Markdown emphasis read past, spans in the narration's own offsets."""
    text = found.text
    if "*" not in text and "__" not in text:
        return read_status(found)
    kept: list[int] = []
    pieces: list[str] = []
    position = 0
    for mark in _EMPHASIS.finditer(text):
        pieces.append(text[position : mark.start()])
        kept.extend(range(position, mark.start()))
        position = mark.end()
    if not pieces:
        return read_status(found)
    pieces.append(text[position:])
    kept.extend(range(position, len(text)))
    kept.append(len(text))
    signals = read_status(scan("".join(pieces)))

    def back(spans: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
        return tuple((kept[start], kept[end - 1] + 1 if end else kept[0]) for start, end in spans)

    return StatusSignals(back(signals.success), back(signals.all_succeeded), back(signals.failure),
                         back(signals.partial), back(signals.warning), back(signals.not_done), back(signals.pending))


_REST_OF_A_TIME = re.compile(
    r" of (?:the |this |that )?(?:day|week|month|year|season|quarter|shift|night|morning|afternoon|evening|trip|"
    r"way|term|semester)\b", re.IGNORECASE)
""""the rest of the season": a stretch of time, not the part of a batch that did not go through."""
_HELP_AFTER = re.compile(r"(?:随时|的话|再|就|请|可以|找|联系|@)")
"""After "有问题", an offer of help ("有问题随时@我"): a problem supposed, not one admitted."""


def read_status(found: Scan) -> StatusSignals:
    """Every status statement in the scanned narration that is asserted (not negated, not conditional)."""
    text = found.text
    lower = found.lower
    success = sorted(span for span in {*_asserted(text, _of(found, SUCCESS), _NEGATED_SUCCESS_BEFORE,
                                                  _CONDITIONAL_BEFORE), *_done_claims(text, lower)}
                     if not _YET_AFTER.match(text, span[1]))
    all_succeeded = _asserted(text, _of(found, ALL), _NOT_ALL_BEFORE, _CONDITIONAL_BEFORE)
    all_succeeded.extend(span for span in success if _ALL_IN_CLAIM.search(text, *span))  # "已经全部传上"
    for start, end in _asserted(text, _of(found, ALL_EN), _NOT_ALL_BEFORE, _CONDITIONAL_BEFORE):
        for done_start, done_end in success:
            if end < done_start <= end + _ALL_REACH and not _CLAUSE_PUNCTUATION.search(text, end, done_start) and \
                    not _EXCEPT_BETWEEN.search(text, end, done_start):
                all_succeeded.append((start, done_end))
                break
        for done_start, done_end in success:  # "loaded on all four lines", "sent to every team"
            if done_end < start <= done_end + _ALL_AFTER_REACH and not _CLAUSE_PUNCTUATION.search(
                    text, done_end, start) and not _EXCEPT_BETWEEN.search(text, done_end, start):
                all_succeeded.append((done_start, end))
                break
    all_succeeded.extend(m.span() for m in _OUT_TO_ALL.finditer(text) if "out to" in lower)
    failure = [span for span in _asserted(text, _of(found, FAILURE), _NEGATION_BEFORE, _CONDITIONAL_BEFORE)
               if not _a_not_a(text, span[0]) and not _METRIC_AFTER.match(text, span[1])
               and not (text[max(0, span[0] - 1) : span[0]] == "有" and _HELP_AFTER.match(text, span[1]))
               and not _PURPOSE_BEFORE.search(text, max(0, span[0] - MAX_PURPOSE_LOOKBACK), span[0])]
    not_done = _asserted(text, [*(m.span() for m in _NOT_DONE.finditer(text) if not _a_not_a(text, m.start())),
                                *_spans(_PARTICIPLE_YET, _YET_WORDS, text, lower)], _CONDITIONAL_BEFORE)
    failure.extend(not_done)
    failure.extend((start, end) for start, end in _asserted(text, _of(found, DID_NOT), _CONDITIONAL_BEFORE)
                   if not _FAIL_WORD.match(text, end))
    shares = [(start, end) for start, end, phrase in found.of(PARTIAL)
              if (phrase != "部分" or _SHARE_OF_WORK.search(text, max(0, start - 2), end + 6))
              and not (phrase == "rest" and _REST_OF_A_TIME.match(text, end))]
    partial = _asserted(text, shares, _NO_LONGER)
    pending = [(start, end) for start, end in _asserted(text, _spans(_STILL_PENDING, _PENDING_WORDS, text, lower),
                                                         _NO_LONGER)
               if not _MOVED_TO.search(lower, max(0, start - MAX_MOVED_TO_REACH), start)
               and not _TOLD_NOT_TO.search(text, max(0, start - MAX_TOLD_NOT_TO_REACH), start)]
    partial.extend(pending)
    partial.extend(_spans(_HALF, _HALF_WORDS, text, lower))
    partial.extend(_spans(_SHORTFALL, _SHORTFALL_WORDS, text, lower))
    if "of" in text:
        partial.extend(m.span() for m in _PART_OF_WHOLE.finditer(text))
    if "里" in text or "中" in text:
        partial.extend(m.span() for m in _PART_OF_WHOLE_ZH.finditer(text))
    return StatusSignals(
        success=tuple(success),
        all_succeeded=tuple(sorted(all_succeeded)),
        failure=tuple(sorted(failure)),
        partial=tuple(sorted(partial)),
        warning=tuple(_asserted(text, _of(found, WARNING), _CONDITIONAL_BEFORE)),
        not_done=tuple(not_done),
        pending=tuple(pending),
    )


_STATE_NOUN = re.compile(
    r"\s*(?:\w+\s+)?(?:issues?|problems?|errors?|anomal(?:y|ies)|concerns?|changes?|risks?|signs?|alerts?|"
    r"warnings?|delays?|outages?|异常|问题|错误|风险|变化|告警|延误)(?![A-Za-z])",
    re.IGNORECASE,
)
"""After "there are no": a state of things ("no problems") is content, not an admission that data is missing."""
_PART_OF_WHOLE = re.compile(r"\d(?<!\d\d)\d*\s+(?:of|out of)\s+(?:the\s+)?\d+")
_PART_OF_WHOLE_ZH = re.compile(
    r"\d(?<!\d\d)\d*\s?(?:[\u4e00-\u9fff]{1,8}?)?\s?(?:里|中|之中|当中)(?:有|的)?"
    r"(?:[只仅]?(?:成功|失败|[\u4e00-\u9fff]{0,3}?了))?\s?\d+"
)
"""A part of a whole stated as such ("3 of 5", "5笔中3笔", "3个商品里有2个", "5 个预约时段里成功了 3 个",
"12头里只登上了10头"): an admission of partial success. Both are tried only at the first digit of a run (the
look-behind after it): what follows the run decides, so a match could start nowhere else, and retrying it from every
later digit costs as much again."""


_NOT_AMONG = re.compile(
    r"(?=[nN不未没并])(?:\b(?:not|n't)\s+(?:currently\s+|yet\s+)?(?:on|in|listed|enrolled|registered|signed\s+up|included|among)\s+"
    r"(?:the|any|a|your)\b|(?:不在|未在|没在|并不在)[\u4e00-\u9fff]{1,10}(?:中|里|上|内))",
    re.IGNORECASE,
)
""""You're not on the waitlist", "不在候补名单中": the thing asked about has no entry — an admission of absence."""


_NO_SUCH_EXISTS = re.compile(
    r"(?=[nN])\bno\s+(?:[\w-]+\s+){0,6}?(?:exists?|match(?:es|ed)?|turned\s+up|came\s+up|"
    r"(?:was|were|is|are|could\s+be)\s+(?:found|on\s+(?:file|record)))\b",
    re.IGNORECASE,
)
""""No applicant with ID APP-7 exists", "no order with that number was found", "no projects in Kenya match": the
thing asked about has no entry — an admission of absence."""


_NONE_OF_ANY = re.compile(r"(?:没有|尚未|还没|未)[\u4e00-\u9fff]{1,4}任何")
""""还没有上架任何拍品", "尚未收到任何申请": nothing of the kind exists yet."""


_OPEN_ABSENCE = frozenset({"found no", "从未", "从来没有", "还没有", "尚未"})
"""Absence phrases that need an object: "found no records" admits there is no data, "found no blade damage" and
"从未移动过" invent a finding in negative form."""
_PRODUCED = re.compile(
    r"生成|产生|出具|创建|记录|录入|上报|上传|提交|同步|采集|发布|运行|执行|登记|提供|返回|收到|查到|找到|存档|归档|"
    r"\b(?:generated|created|produced|run|recorded|filed|submitted|uploaded|synced|returned|received|reported|"
    r"logged|issued|on\s+(?:file|record))\b",
    re.IGNORECASE,
)
"""What is absent when a record is: produced, filed, returned ("尚未生成", "never been filed", "none on file")."""


def _admits(found: Scan, start: int, end: int, topic: frozenset[str], open_ended: bool,
            asked: tuple[str, ...] = ()) -> bool:
    """Whether the absence phrase at [start, end) is about data: an open phrase only when a data noun, the
    result's topic, a word of producing it or a word of what was searched for follows in its clause (or nothing
    follows at all)."""
    if not open_ended:
        return True
    text = found.text
    window_end = end + ABSENCE_WINDOW
    stop = _CLAUSE_END.search(text, end, window_end)
    window_end = stop.start() if stop else min(window_end, len(text))
    if not text[end:window_end].strip():
        return True
    return bool(DATA_NOUN.search(text, end, window_end) or _PRODUCED.search(text, end, window_end) or (
        topic and any(concept in topic for _, concept in found.concepts_between(end, window_end))) or (
        asked and any(word in found.lower[end:window_end] for word in asked)))


def asked_words(arguments: Mapping[str, object]) -> tuple[str, ...]:
    """The words of a call's text arguments ("水磨石 600×600" → 水磨石, 600×600) and the names of the flags it set:
    "没有600×600水磨石的现货" says that what was searched for is not there."""
    words = [_stem(word) for value in arguments.values() if isinstance(value, str)
             for word in _ASKED_WORD.findall(value.lower()) if len(word) >= MIN_ASKED_CHARS]
    # a flag asked for names what was searched for too ("包间": true: "没有能坐10个人的包间了")
    words += [str(key).lower() for key, value in arguments.items()
              if value is True and len(str(key)) >= MIN_ASKED_CHARS]
    return tuple(words)


def _stem(word: str) -> str:
    """An English word without the ending its plural changes ("documentary" is found in "documentaries")."""
    if word.isascii() and len(word) > MIN_STEMMED_CHARS and word.endswith(("y", "s")):
        return word[:-1]
    return word


_COUNTED_THINGS = re.compile(r"\s+(?:[a-z-]+\s+){0,2}[a-z]+s\b")
""""Zero forced closes", "zero open tickets": a count of none of a kind of thing, which says there are none."""
_NOTHING_TO = re.compile(r"\s+(?:(?:else|more|left)\s+)?to\b", re.IGNORECASE)
_ASKED_WORD = re.compile(r"[^\s,，;；/|_]+")
"""A word of a text argument; a snake_case value is its words ("insurance_certificate": "no insurance certificate")."""
MIN_ASKED_CHARS = 2
MIN_STEMMED_CHARS = 4


def admits_absence(found: Scan, topic: frozenset[str], asked: tuple[str, ...] = ()) -> tuple[int, int] | None:
    """The first place the narration says there is no data (about `topic` concepts, what was `asked` for, or data
    in general)."""
    for start, end, phrase in found.of(ABSENCE):
        if _NOTHING_TO.match(found.text, end):
            continue  # "there's nothing to print": nothing left to do, not a result without data
        if _admits(found, start, end, topic, phrase.lower() in _OPEN_ABSENCE, asked):
            return start, end
    text = found.text
    not_among = _NOT_AMONG.search(text) or _NO_SUCH_EXISTS.search(text) or (
        _NONE_OF_ANY.search(text) if "任何" in text else None)
    if not_among:
        return not_among.span()
    for start, end, _ in found.of(ABSENCE_STATEMENT):
        if not _STATE_NOUN.match(text, end):
            return start, end
    for start, end, _ in found.of(ABSENCE_WORD):
        window_end = end + ABSENCE_WINDOW
        stop = _CLAUSE_END.search(text, end, window_end)
        window_end = stop.start() if stop else min(window_end, len(text))
        if DATA_NOUN.search(text, end, window_end) or (
            topic and any(concept in topic for _, concept in found.concepts_between(end, window_end))
        ) or (asked and any(word in found.lower[end:window_end] for word in asked)) or (
            found.lower[start:end] == "zero" and _COUNTED_THINGS.match(found.lower, end, window_end)) or (
            text[start:end] == "没有" and _NONE_OF_A_THING.fullmatch(_TRAILING_MARKS.sub("", text[end:window_end]))
            and not _STATE_NOUN.match(text, end)
        ):
            return start, end
    return None
