"""What a narration says about how a call went: success, failure, partial success, warnings, or no data.

Status lies and null filling rarely involve a number: "操作成功" for a call that failed, "各项指标正常" for a
report that does not exist. These patterns find the statements and their acknowledgements, with negation
("没有失败", "not successful") and conditionals ("如有问题", "if it fails") handled, so "no errors" is not
read as admitting an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from toolproof.fidelity.lexicon import find_concepts

_ZH_DONE_VERBS = (
    "发送|发出|转账|转出|汇出|汇款|支付|付款|扣款|提交|创建|新建|删除|更新|修改|取消|预订|预约|下单|退款|退回|开通|关闭|"
    "保存|上传|导出|生成|执行|同步|发布|入账|到账|处理|安排|设置|添加|恢复|重置|充值|提现|审批|批准|通过|完成|办理|记录|"
    "通知|转给|存入|还款"
)
SUCCESS = re.compile(
    r"成功|顺利|搞定|办妥|办好|(?:已经?|均已|都已|全部已?)(?:为您|帮您|给您)?(?:" + _ZH_DONE_VERBS + r")|完成了|已经?为您|已经?帮您"
    r"|\b(?:succeeded|successful(?:ly)?|success|completed?|done|went through|all set|confirmed|processed|executed|"
    r"sent|transferred|created|updated|deleted|removed|saved|booked|scheduled|placed|paid|issued|submitted|"
    r"uploaded|published|refunded|delivered|finished|approved|activated|charged|deposited|withdrawn|added|"
    r"applied|posted|settled|handled|taken care of)\b",
    re.IGNORECASE,
)
FAILURE = re.compile(
    r"(?:没有|没|未能?|尚未|并未|还没有?|无法)(?:成功)?(?:" + _ZH_DONE_VERBS + r"|发出去|发出|送达)|失败|未成功|没有成功|不成功|没成功|未能|没能|无法|不能|出错|错误|报错|异常|被拒|拒绝|驳回|超时|限流|频率限制|过于频繁|"
    r"稍后再?试|重试|未完成|没有完成|没完成|未执行|没有执行|未生效|没有生效|(?:出现|出了|遇到|发生)了?(?:一些|一个|点)?问题|"
    r"故障|不可用|中断|未到账|没到账|没有到账|失效|不足|受限|被限制|未处理|没有处理|撤销|回滚|中止|终止|未通过|没有通过|"
    r"未送达|未能送达|无法送达|没有送达|跳过|被退回|未收到|没收到|没有收到|冲突|未同步|没有同步|"
    r"\b(?:fail(?:ed|s|ure|ures|ing)?|errors?|errored|unsuccessful(?:ly)?|unable|could\s?n[o']t|can\s?n[o']t|cannot|"
    r"did\s?n[o']t\s+(?!fail)\w+|was\s?n[o']t|were\s?n[o']t|unreachable|bounced|undeliverable|skipped|"
    r"conflicts?|"
    r"not\s+(?:been\s+)?(?:completed?|processed|sent|transferred|successful|executed|applied|saved|created|"
    r"delivered|approved|possible|able|go through)|rejected|declined|denied|refused|blocked|timed?\s?out|"
    r"rate[- ]?limit(?:ed|ing)?|throttl(?:ed|ing)|too many requests|went wrong|problems?|aborted|halted|"
    r"rolled back|reverted|insufficient|invalid|exceed(?:ed|s)?|unavailable|try again|retry|unfortunately|sorry)\b",
    re.IGNORECASE,
)
PARTIAL = re.compile(
    r"部分|仅有?|只有|只成功|其中|其余|剩下的|剩余的|另外|另有|并非全部|不是全部|没有全部|未全部|"
    r"\b(?:partial(?:ly)?|some|only|rest|remaining|others?|not all|except|\d+\s+(?:of|out of)\s+\d+|"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of))\b",
    re.IGNORECASE,
)
ALL_SUCCEEDED = re.compile(
    r"(?:全部|全都|都|均|悉数|统统|一律|无一例外)(?:已经?|已)?(?:顺利)?(?:成功|完成|到账|处理完?|通过|" + _ZH_DONE_VERBS + r")"
    r"|零失败|无一失败|没有失败|无失败|均未失败|都没有失败|没有一笔失败|没有(?:出现|发生|遇到)?任何(?:错误|失败|问题|异常)"
    r"|\ball\b(?:\s+(?:of\s+)?(?:the|your|them|these|those|\d+|[a-z]+)){0,4}?\s+(?:have\s+been\s+|were\s+|are\s+)?"
    r"(?:successfully\s+)?(?:succeeded|successful|went through|completed|processed|sent|done|transferred|paid|"
    r"delivered|approved|executed)\b"
    r"|\b(?:every|each)\s+(?:one|of\s+them|\w+)(?:\s+\w+){0,2}?\s+(?:succeeded|was successful|went through|"
    r"was (?:completed|processed|sent|transferred|paid|delivered))\b"
    r"|\b(?:without|with no|no)\s+(?:any\s+)?(?:errors?|failures?|issues|problems)\b|\bnone\s+(?:of them\s+)?failed\b"
    r"|\b0\s+failed\b|\bnothing failed\b",
    re.IGNORECASE,
)
WARNING = re.compile(
    r"警告|提醒|提示|注意|但是?|不过|然而|需要留意|请留意|风险|告警|\b(?:warnings?|warn(?:ed|s)?|caution|note|"
    r"however|but|although|though|heads up|be aware|flagged|caveat)\b",
    re.IGNORECASE,
)
ABSENCE = re.compile(
    r"(?:没有|没|未能?|无法)(?:找到|查到|搜到|检索到|查询到|发现|生成|产生|返回)|找不到|查不到|搜不到|查无|不存在|暂无|尚无|并无|"
    r"为空|是空的|空的|空白|尚未生成|还没有?生成|从未|从来没有|还没有|尚未|返回(?:为)?空|(?:0|零)\s?(?:条|个|笔|项|份|次|件)|"
    r"一(?:条|个|笔|项|份)(?:也|都)没有|都没有|均无|无记录|无数据|无结果"
    r"|\b(?:not\s+(?:be\s+)?found|(?:could|can|did|do|does)\s?(?:n[o']t|not)\s+(?:find|locate|retrieve|exist|"
    r"return|have any)|unable to (?:find|locate|retrieve)|failed to (?:find|locate)|does\s?n[o']t exist|"
    r"returned (?:nothing|no|an empty|empty|null|none)|came back empty|(?:is|was|are|were) empty|empty result|"
    r"none (?:found|exists?|was found|were found|on record)|nothing (?:was )?(?:found|returned|came back|matched|"
    r"to report|on record)|no such|(?:has|have)\s?(?:n[o']t| not) (?:yet )?been (?:generated|created|produced|run|"
    r"filed)|never (?:been )?(?:generated|created|produced|run|filed)|not (?:yet )?(?:been )?(?:generated|created|"
    r"available)|is\s?n[o']t available|zero (?:results|records|matches|items|entries)|0 (?:results|records|"
    r"matches|items|entries)|there (?:is|are|was|were) (?:none|nothing)|found (?:no|nothing|none))\b",
    re.IGNORECASE,
)
ABSENCE_WORD = re.compile(r"没有|没|无|\b(?:no|any|zero|none of)\b", re.IGNORECASE)
"""A negation that admits absence only when a data noun or the result's topic follows closely."""
DATA_NOUN = re.compile(
    r"记录|数据|结果|信息|内容|条目|匹配|资料|"
    r"\b(?:records?|data|results?|entries|entry|matches|match|information|info|items?|values?|content|history|"
    r"activity|matching)\b",
    re.IGNORECASE,
)
_NEGATION_BEFORE = re.compile(
    r"(?:没有|没|无|未|不会|并未|从未|均未|都没有|不是|并非)[^，,。.!！?？；;：:]{0,6}$|(?:\b(?:no|not|without|zero|never|none|nor|any)|n't)\s+"
    r"(?:\w+\s+)?$",
    re.IGNORECASE,
)
_CONDITIONAL_BEFORE = re.compile(
    r"(?:如果|如有|若|万一|以防|避免|防止|是否|能否|如|一旦|将|会|正在|等待|待)\S{0,4}$|"
    r"\b(?:if|in case|should|whether|unless|lest|avoid|prevent|will|would|once|when|until|can|could|may|might|to be|"
    r"let me know|to)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_NEGATED_SUCCESS_BEFORE = re.compile(
    r"(?:未|没|没有|不|无法|未能|没能|尚未|并未|并非|不是|不能|并没有|还没有?|是否)\s?$|"
    r"(?:\b(?:not|never|unable to|no|without)|n't)\s+(?:\w+\s+){0,1}$",
    re.IGNORECASE,
)
LOOKBACK = 16
ABSENCE_WINDOW = 28
_CLAUSE_END = re.compile(r"[，,。.!！?？；;\n]")


@dataclass(frozen=True, slots=True)
class StatusSignals:
    """Where a narration claims success, admits failure, admits partial success or warnings, or says "no data"."""

    success: tuple[tuple[int, int], ...]
    all_succeeded: tuple[tuple[int, int], ...]
    failure: tuple[tuple[int, int], ...]
    partial: tuple[tuple[int, int], ...]
    warning: tuple[tuple[int, int], ...]


def _before(text: str, position: int) -> str:
    return text[max(0, position - LOOKBACK) : position]


def _spans(pattern: re.Pattern[str], text: str, *excluders: re.Pattern[str]) -> tuple[tuple[int, int], ...]:
    found = []
    for match in pattern.finditer(text):
        context = _before(text, match.start())
        if any(excluder.search(context) for excluder in excluders):
            continue
        found.append(match.span())
    return tuple(found)


def read_status(text: str) -> StatusSignals:
    """Every status statement in `text` that is asserted (not negated, not conditional)."""
    return StatusSignals(
        success=_spans(SUCCESS, text, _NEGATED_SUCCESS_BEFORE, _CONDITIONAL_BEFORE),
        all_succeeded=_spans(ALL_SUCCEEDED, text, re.compile(r"(?:并非|不是|没有|未|并未|不)\s?$|\bnot\s+$"),
                             _CONDITIONAL_BEFORE),
        failure=_spans(FAILURE, text, _NEGATION_BEFORE, _CONDITIONAL_BEFORE),
        partial=_spans(PARTIAL, text),
        warning=_spans(WARNING, text, _CONDITIONAL_BEFORE),
    )


def admits_absence(text: str, topic: frozenset[str]) -> tuple[int, int] | None:
    """The first place the narration says there is no data (about `topic` concepts, or data in general)."""
    match = ABSENCE.search(text)
    if match is not None:
        return match.span()
    for word in ABSENCE_WORD.finditer(text):
        window = _CLAUSE_END.split(text[word.end() : word.end() + ABSENCE_WINDOW], maxsplit=1)[0]
        if DATA_NOUN.search(window) or (topic and any(c in topic for _, c in find_concepts(window))):
            return word.span()
    return None
