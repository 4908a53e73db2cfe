"""Inquiry or command: does this user turn ask the agent to act, or only ask about something?

"取消订单会产生费用吗？" asks about a rule; "能帮我取消订单吗" asks for the cancellation. On an inquiry turn no write
may run (the INTENT gate), so the costly mistake is reading a command as an inquiry: it blocks a legitimate
write. The detector is therefore lopsided on purpose: a turn is an inquiry only when it carries question evidence
AND no clause of it asks for an action; anything unclear is a command.

The rules are deterministic regular expressions, compiled once (this runs on every turn). The message is
normalised (NFKC, lower case, a few traditional characters folded to simplified, quoted spans masked so that
``what does "drop table" do?`` is not an order to drop a table), cut into clauses at sentence punctuation and
at "then / 然后", and each clause is read by the first rule family that fits, in this order:

1. hold        a negated or deferred action: "don't delete anything yet", "先别删", "before you do anything"
2. information an action verb that only asks to be told: "tell me how…", "告诉我…", "can you explain…",
               "would you recommend…", "can you check if…" — unless an action is joined on ("…and cancel it")
3. request     an explicit ask: "please", "can you…", "I want to…", "let's", "帮我", "请", "能…把…吗", clause-final 吧,
               hedged asks ("would it be possible to…", "think you could…", "how about we…", "要不…", "不如…")
4. question    question words, yes/no forms and particles, hypotheticals, consequences, indirect questions
5. urging      "right away", "直接", "马上", "…一下"
6. imperative  the clause starts with an action verb ("cancel it", "把它删了", "重启服务器"), or with a coverb and
               then one ("给张伟开通权限", "从 develop 拉个分支"), unless it is only a condition ("回滚那个提交的话，…")
7. "?"         a bare question mark: weak question evidence
A clause that fits none is neutral; a bare agreement tag after a clause that did not ask ("门打开，行吗？") is a
request for what that clause said. Any request, urging or imperative clause makes the turn a command
("what's the fee? never mind, just cancel it").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import Enum
from typing import Literal

IntentKind = Literal["inquiry", "command"]


class CueFamily(str, Enum):
    """The kind of evidence a clause gave; the verdict names the cues it rests on."""

    HOLD = "hold"
    """A negated or postponed action ("don't delete it yet", "先别删"): not a request."""
    INFORMATION = "information"
    """An action verb that asks only to be told ("tell me how", "解释一下"): a question in disguise."""
    REQUEST = "request"
    """An explicit ask for action, however polite ("could you…", "能帮我…吗", "please", "我要…")."""
    QUESTION = "question"
    """Question words, yes/no forms and particles, hypotheticals, consequences, indirect questions."""
    URGING = "urging"
    """Adverbs that push for action now ("right away", "直接", "马上", "…一下")."""
    IMPERATIVE = "imperative"
    """The clause opens with an action verb ("cancel it", "把它删了")."""
    QUESTION_MARK = "question mark"
    """Only a question mark: weak evidence, outranked by any request."""
    DEFAULT = "default"
    """No question evidence at all: a command, since blocking a real command is the costly error."""


@dataclass(frozen=True, slots=True)
class Cue:
    """One piece of evidence: its family and the text that matched."""

    family: CueFamily
    text: str


@dataclass(frozen=True, slots=True)
class Intent:
    """The verdict for one user turn, with the cues that explain it."""

    kind: IntentKind
    confidence: float
    """An ordinal strength in [0.5, 1): how decisive the evidence was, not a calibrated probability."""
    cues: tuple[Cue, ...]

    @property
    def is_inquiry(self) -> bool:
        return self.kind == "inquiry"


# Strength of a verdict by the evidence it rests on.
_CONFIDENCE: dict[CueFamily, float] = {
    CueFamily.REQUEST: 0.9,
    CueFamily.IMPERATIVE: 0.8,
    CueFamily.URGING: 0.75,
    CueFamily.INFORMATION: 0.85,
    CueFamily.QUESTION: 0.85,
    CueFamily.QUESTION_MARK: 0.6,
    CueFamily.DEFAULT: 0.55,
}
_HELD_QUESTION_CONFIDENCE = 0.9
"""A question asked while explicitly holding the action back ("don't delete yet, how big is it?")."""

_COMMAND_FAMILIES = frozenset({CueFamily.REQUEST, CueFamily.URGING, CueFamily.IMPERATIVE})
_INQUIRY_FAMILIES = frozenset({CueFamily.INFORMATION, CueFamily.QUESTION, CueFamily.QUESTION_MARK})

# --- normalisation -------------------------------------------------------------------------------------------

_TRADITIONAL = str.maketrans(
    "幫訂單會嗎麼請煩刪還讓為說問開關發這個們錢費號帳戶續訊傳檔碼點隻從後於與給來吧過當時間應該麽嗎裡體實現",
    "帮订单会吗么请烦删还让为说问开关发这个们钱费号帐户续讯传档码点只从后于与给来吧过当时间应该么吗里体实现",
)
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'"})
_QUOTED = re.compile(r'"[^"]{1,80}"|“[^”]{1,80}”|「[^」]{1,80}」|『[^』]{1,80}』|‘[^’]{1,80}’')
_QUOTE_MASK = " quoted "

# A clause ends at sentence punctuation (NFKC has made full-width marks ASCII; a '.', ',' or ':' between digits
# does not end one, so "2.4.1", "1,000" and "3:30" stay whole), or before "then" / "然后" / "再", which start a
# new action.
_CLAUSE_END = re.compile(r"(?<=[!?;。、…\n])|(?<=[.,:])(?!\d)")
_CONNECTIVE = re.compile(
    r"\s*\b(?:and then|then|after that|afterwards)\b\s*|然后|接着|之后再|随后|(?<=[\u4e00-\u9fff])再"
)
_EDGE_PUNCT = re.compile(r"^[\s\W_]+|[\s\W_]+$")

# Words that open a clause without changing what it asks ("ok, so just cancel it", "好的，那就删了吧").
_LEAD_EN = (
    r"(?:(?:ok(?:ay)?|yes|yeah|yep|sure|fine|alright|right|well|so|and|also|now|just|then|first|oh|hey|hi|hmm|"
    r"maybe|perhaps|please|pls|plz|kindly|quickly|go ahead and|never mind|nevermind)\b[\s,]*)*"
)
_LEAD_ZH = r"(?:好的|好吧|好|行|嗯|那就|那|就|算了|先|再|也|请|您|你)*"
_LEAD = re.compile(rf"^{_LEAD_EN}{_LEAD_ZH}\s*")

# --- rule families, in the order a clause is read -------------------------------------------------------------

_HOLD = re.compile(
    r"^(?:don'?t|do not|never|no need to|not yet|hold on|hold off|wait|before you do anything)\b(?! forget)"
    r"|^(?:暂时|暂且)?(?:别|不要|不用|甭|先不|暂时不|不必|等等|等一下|慢着)(?!忘)"
)

_INFO_VERBS_EN = (
    r"tell me\b|explain\b|let me know\b|clarify\b|describe\b|remind me (?:how|what|why|when|whether|if)\b"
    r"|show me how\b|walk me through\b|help me understand\b|give me (?:an? )?(?:overview|summary|rundown|explanation)\b"
    r"|(?:recommend|suggest|advise)\b(?! (?:and|then)\b)"
    r"|(?:check|see|find out|confirm|verify|look) (?:if|whether)\b"
)
_INFORMATION = re.compile(
    rf"^(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|kindly\s+|just\s+)*(?:{_INFO_VERBS_EN})"
    r"|^(?:请|麻烦|劳驾)?(?:你|您)?(?:能|可以|能不能|可不可以|能否|可否)?(?:帮我|帮忙|给我)?"
    r"(?:告诉我|解释|介绍|说明|讲讲|讲一下|说说|说一下|科普)"
)

# Verbs after 可以/能 that make "…可以改到周五吗" a request for the change, not a question about whether it is allowed.
_ACTION_VERBS_ZH_REQUEST = (
    "取消|删|删除|清空|清理|退款|退订|退掉|重置|重启|重试|归档|发送|新建|创建|添加|移除|去掉|改|修改|更新|部署"
    "|发布|回滚|冻结|解冻|导出|导入|关闭|关掉|打开|升级|降级|转账|标记|撤销|暂停|恢复|执行|停止|通知|备份|合并"
    "|注销|提交|上传|安装|卸载|启动|运行|同步|调到|换成|推迟|提前|延期|预约|预订|订"
)

_REQUEST = re.compile(
    # English: politeness, ability questions aimed at the agent, wants and needs, suggestions, go-aheads
    r"\b(?:please|pls|plz|kindly)\b"
    r"|^(?:can|could|would|will|won'?t)\s+(?:you|u|ya)\b|^(?:can|could|shall)\s+we\b"
    r"|\bwould you mind\b|^mind\s+\w+ing\b"
    r"|\bwondering (?:if|whether) (?:you|u) (?:could|can|would|might)\b(?!\s+(?:tell|explain|describe|clarify))"
    r"|\bany (?:chance|way) (?:that )?(?:you|u) (?:could|can|would|might)\b(?!\s+(?:tell|explain|describe|clarify))"
    r"|\b(?:think|suppose|reckon|hoping|hope) (?:you|u) (?:could|can|would|might)\b"
    r"(?!\s+(?:tell|explain|describe|clarify))"
    r"|\b(?:appreciate it|(?:be|been) (?:great|grateful|nice|good|helpful)) if (?:you|u)\b"
    r"|\b(?:is it possible|would it be possible) for you to\b|\b(?:are|would) you (?:be )?able to\b"
    r"|^(?:would|could) it be (?:possible|ok|okay|alright|feasible) to\b"
    # "can I get a refund for this?" asks for one; "can I get a refund for a digital purchase?" asks about a rule
    r"|^(?:can|could|may) i (?:please )?(?:get|have)\b(?=.*(?:\d|\b(?:this|that|these|those|my|it|them|me)\b))"
    r"(?!.*\bback\b)|\b(?:ask|get) (?:you|u) to\b"
    r"|^(?:wanna|want to|care to)\b"
    r"|^i(?:'d| would)?\s+(?:like|want|need|wish)\s+(?:you\s+)?to\b"
    r"(?!\s+(?:know|understand|ask|learn|find out|see (?:if|whether)|check (?:if|whether)|confirm (?:if|whether)))"
    r"|^i\s+(?:want|need)\s+(?:my|a|an|the|this|that|it|them|these|those)\b"
    r"|^let'?s\b|^let us\b"
    r"|\bhelp me\b|\bgo ahead\b|\bmake sure\b|\bdon'?t forget to\b|^remember to\b"
    r"|^(?:why don'?t you|why not just|(?:how|what) about (?:just )?(?:you|we|i|u))\b"
    r"|^how about (?:just )?\w+ing (?:it|them|this|that|these|those|the|my|our|a|an)\b"
    # Chinese: asking for help, politeness markers, ability questions about 把/帮, wants, suggestions
    r"|帮我|帮忙|替我|给我(?!讲|说|解释|介绍)|拜托|劳驾"
    r"|(?<![申邀聘宴恳])请(?!问|教|假|求|示|柬)|麻烦(?!问|请教)"
    r"|^(?:要不|不如|要么)(?!要|然|是)"
    r"|(?:能|可以|能不能|可不可以|能否|可否)(?:帮|替|把|给我|快点|尽快|马上|立刻|赶紧|早点|现在就|今天就)"
    r"|^把.+(?:行不行|好不好|行吗|好吗|可以吗|成吗|可不可以|可以不)$"
    rf"|(?<!是否)(?<!后)(?<!还)(?:可以|可不可以)(?:{_ACTION_VERBS_ZH_REQUEST})"
    r"|(?:你|您)(?:能|可以|能不能|可不可以|能否|可否)(?!告诉|解释|介绍|说|讲|做什么|干什么|干嘛|做些什么)"
    r"|我(?:要|想|需要|要求)(?!知道|问|了解|咨询|请教|确认)"
    r"|咱们|我们(?:把|来|先)|别忘了|^记得|确保|就这么办"
    r"|(?<![是对好])吧$"
)

_QUESTION_WORDS_EN = r"what|whats|wat|wut|how|hows|why|whys|when|where|wheres|which|who|whos|whose|whom"
_AUXILIARIES_EN = (
    r"is|are|was|were|am|does|did|will|would|can|could|should|shall|may|might|must|has|have|had"
    r"|isn'?t|aren'?t|wasn'?t|don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|can'?t|couldn'?t|shouldn'?t"
)
_QUESTION = re.compile(
    rf"^(?:{_QUESTION_WORDS_EN})\b|^(?:{_AUXILIARIES_EN})\b|^do\s+(?:i|you|u|we|they|my|your|our|their|these|those)\b"
    r"|^do\b(?!\s+(?:it|this|that|so)\b).+\?$"
    r"|\bwhat if\b|^(?:suppose|supposing|assuming)\b|\bin case\b|\bif i were to\b"
    r"|\b(?:i wonder|wondering|(?:want|like|need) to know|curious|just asking|just checking"
    r"|not asking you to|any idea|is there a way)\b"
    r"|^any\b.*\?$"
    # Chinese: particles, question words, A-not-A, hypotheticals and consequences, indirect questions
    r"|[吗嘛么呢][?]*$|[了过]没有?[?]*$|没有[?]*$"
    r"|什么|啥|怎么|怎样|如何|为什么|为何|为啥|干嘛|哪|谁|多少|多久|多大|多长|多远|几[天个次号点时年月周岁].*\?$"
    r"|是否|是不是|有没有|会不会|能不能|能否|可否|可不可以|要不要|行不行|对不对"
    r"|([\u4e00-\u9fff]{1,2})不\1"
    r"|会(?:产生|影响|导致|怎样|怎么样|发生|丢失?|有)"
    r"|想知道|想了解|想问|问一下|问问|请问|请教|咨询|好奇|不知道|不清楚|不确定|万一|假如|假设"
)

_URGING = re.compile(
    r"\b(?:right away|right now|immediately|asap|at once)\b"
    r"|直接|马上|立刻|立即|赶紧|赶快|尽快|快点|一下[吧啊]?$"
)

# A condition ("if it shipped", "回滚的话", "要是…") sets up a question or a command; it is neither by itself.
_CONDITION = re.compile(r"^(?:if|when|once|unless|in case)\b|的话$|^(?:如果|假如|要是|万一|假设|若是?|一旦)")

_ACTION_VERBS_EN = (
    "abort|accept|activate|add|apply|approve|archive|arm|assign|attach|back|ban|block|book|bounce|bump|call|cancel"
    "|change|check|clean|clear|clone|close|commit|confirm|copy|create|deactivate|decline|delete|demote|deny|deploy"
    "|detach|disable|disarm|do|download|downgrade|draft|drop|edit|email|empty|enable|erase|escalate|execute"
    "|expedite|export|extend|fetch|find|fix|flush|fork|forward|freeze|get|give|grant|halt|import|increase|install"
    "|invite|kill|launch|list|lock|look|lower|mark|merge|migrate|move|mute|notify|open|order|pause|pay|ping|post"
    "|postpone|print|proceed|promote|provision|publish|purge|pull|push|put|raise|reassign|rebase|rebook|rebuild"
    "|reboot|redeem|redeploy|reduce|refund|reject|release|reload|remind|remove|rename|renew|reopen|replace|reply"
    "|rerun|reschedule|reserve|reset|respond|restart|restore|resume|retry|return|revert|revoke|roll|rollback"
    "|rotate|run|save|scale|schedule|send|set|share|ship|show|shut|sign|snooze|spin|start|stop|submit|subscribe"
    "|suspend|swap|switch|sync|tag|tell|terminate|transfer|trigger|truncate|try|turn|unblock|undo|uninstall"
    "|unlock|unmute|unsubscribe|update|upgrade|upload|void|waive|wipe|write"
)
_ACTION_VERBS_ZH = (
    "把|取消|删|删除|清|清空|清理|退|退款|退订|退掉|重置|重启|重起|重试|归档|发|发送|新建|创建|建个|建一个"
    "|添加|加|移除|去掉|约|改|修改|更新|部署|发布|回滚|冻结|解冻|导出|导入|关|关闭|关掉|开|打开|开通|开启"
    "|升级|降级|转|转账|转发|标记|吊销|撤销|撤回|暂停|恢复|执行|继续|查|查询|查一下|看看|看一下|列出|找"
    "|停止|停|通知|处理|拉黑|拉个|拉一个|备份|合并|注销|提交|确认|上传|下载|安装|卸载|启动|运行|同步"
    "|设置|设成|调到|调成|调高|调低|调暗|调亮|调整|提醒|打个|存个|存成|拒了|拒掉|拒绝|回绝|批了|批准|审批"
    "|扩容|扩到|缩容|换成|换掉|换个|锁上|解锁|挪|移到|改名|重命名|分享|共享|回复|安排|下单|购买|付款|支付"
    "|充值|禁用|启用|授权|邀请|推送|上线|下线|续费|改签|申请|报销|订(?!单|阅)|留个言|留言|备注|办理|办个"
)
_IMPERATIVE = re.compile(
    rf"^(?:{_ACTION_VERBS_EN})\b|^(?:{_ACTION_VERBS_ZH})"
    # a coverb names who or what the action is for, then the action: "给张伟开通权限", "从 develop 拉个分支"
    rf"|^(?:给|为|替|帮|从|在|往|向|对)[^,?]{{1,16}}?(?:{_ACTION_VERBS_ZH})"
)

# A clause that is only a tag asking for agreement ("门打开，行吗？"): after a clause that proposed something, it
# asks for that thing to be done.
_AGREEMENT_TAG = re.compile(r"^(?:可以|行|好|成|ok|okay)[吗嘛]$|^(?:好不好|行不行|可不可以|可以不|行不|好么)$")

# An ask to be told that goes on to an action ("tell me the fee and cancel it", "告诉我手续费并取消订单"): the
# action after "and" is read as a clause of its own — unless the "and" joins two things being compared
# ("explain the difference between revert and reset").
_ACTION_TAIL = re.compile(
    rf"\b(?:and|but)\s+(?:then\s+)?(?:(?:please|just|also)\s+)?(?=(?:{_ACTION_VERBS_EN})\b)"
    rf"|(?:并且|并|顺便|顺手|同时|然后)(?=(?:{_ACTION_VERBS_ZH}))"
)
_COMPARISON = re.compile(r"\b(?:between|difference|differences|vs|versus|compared?)\b|区别|差别|差异|不同|对比|比较")


def classify_intent(text: str) -> Intent:
    """Read one user message: an inquiry only on clear question evidence with no request anywhere in it."""
    cues: list[Cue] = []
    previous: Cue | None = None
    for position, clause in enumerate(_clauses(_normalise(text))):
        cue = _read_clause(clause)
        if position and (previous is None or previous.family not in _INQUIRY_FAMILIES):
            cue = _agreement_tag(clause) or cue
        if cue is not None:
            cues.append(cue)
        previous = cue
    commanding = [cue for cue in cues if cue.family in _COMMAND_FAMILIES]
    if commanding:
        strongest = max(commanding, key=lambda cue: _CONFIDENCE[cue.family])
        return Intent("command", _CONFIDENCE[strongest.family], tuple(cues))
    asking = [cue for cue in cues if cue.family in _INQUIRY_FAMILIES]
    if not asking:
        return Intent("command", _CONFIDENCE[CueFamily.DEFAULT], (*cues, Cue(CueFamily.DEFAULT, "")))
    strongest = max(asking, key=lambda cue: _CONFIDENCE[cue.family])
    confidence = _CONFIDENCE[strongest.family]
    if strongest.family is not CueFamily.QUESTION_MARK and any(cue.family is CueFamily.HOLD for cue in cues):
        confidence = _HELD_QUESTION_CONFIDENCE
    return Intent("inquiry", confidence, tuple(cues))


def _agreement_tag(clause: str) -> Cue | None:
    """A bare "行吗？" / "可以吗？" after a clause that did not itself ask: a request for what that clause said."""
    body = _EDGE_PUNCT.sub("", clause)
    return Cue(CueFamily.REQUEST, body) if _AGREEMENT_TAG.match(body) else None


def _normalise(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).translate(_APOSTROPHES).translate(_TRADITIONAL).lower()
    return _QUOTED.sub(_QUOTE_MASK, folded)


def _clauses(text: str) -> list[str]:
    pieces: list[str] = []
    for sentence in _CLAUSE_END.split(text):
        pieces.extend(_CONNECTIVE.split(sentence))
    return [piece.strip() for piece in pieces if piece and not piece.isspace()]


def _read_clause(clause: str) -> Cue | None:
    """The first rule family that fits the clause, with the text it matched; None for a neutral clause."""
    asks = clause.rstrip().endswith("?")
    body = _EDGE_PUNCT.sub("", clause)
    if not body:
        return None
    lead = _LEAD.sub("", body)
    if match := _HOLD.search(lead):
        return Cue(CueFamily.HOLD, match.group(0))
    if match := _INFORMATION.search(lead):
        return _action_after(lead, match.end()) or Cue(CueFamily.INFORMATION, match.group(0))
    if match := _REQUEST.search(body) or _REQUEST.search(lead):
        return Cue(CueFamily.REQUEST, match.group(0))
    mark = "?" if asks else ""
    if match := _QUESTION.search(lead + mark) or _QUESTION.search(body + mark):
        return Cue(CueFamily.QUESTION, match.group(0))
    if match := _URGING.search(body):
        return Cue(CueFamily.URGING, match.group(0))
    if _CONDITION.search(lead):
        return None
    if match := _IMPERATIVE.search(lead):
        return Cue(CueFamily.IMPERATIVE, match.group(0))
    if asks:
        return Cue(CueFamily.QUESTION_MARK, "?")
    return None


def _action_after(clause: str, start: int) -> Cue | None:
    """The command cue of an action joined on after an ask to be told ("…and cancel it"), if there is one."""
    tail = None if _COMPARISON.search(clause) else _ACTION_TAIL.search(clause, start)
    if tail is None:
        return None
    acting = _read_clause(clause[tail.end() :])
    return acting if acting is not None and acting.family in _COMMAND_FAMILIES else None
