"""Description lint: does each tool's description tell a model what it needs to pick the right tool safely?

A model chooses tools from their descriptions alone. A description that does not say what the tool does,
what it does not do, when to call it and what calling it changes leads to wrong or unsafe calls; a level
that contradicts the tool's name or description hides a write behind "read-only". Each rule is a small pure
function over a Tool and looks for wording in English and Chinese; the patterns are generous on purpose
(a lint that cries wolf gets switched off), so a finding means the wording is missing, not merely unusual.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from enum import Enum

from toolproof.contract.tool import Tool
from toolproof.levels import Level


class Severity(str, Enum):
    """How much a finding matters; warnings and errors make ``toolproof lint`` exit non-zero."""

    ERROR = "error"
    """The description cannot do its job at all."""
    WARNING = "warning"
    """Something a model needs is missing or contradicts the declared level."""
    INFO = "info"
    """Worth a look; may well be intended."""


@dataclass(frozen=True, slots=True)
class Finding:
    code: str
    """Stable machine name of the rule, e.g. ``level-too-low``."""
    severity: Severity
    tool: str
    message: str

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "severity": self.severity.value, "tool": self.tool, "message": self.message}


MISSING_DESCRIPTION = "no description: a model cannot tell what this tool does or when to call it"
UNCLEAR_PURPOSE = "the first sentence ({sentence!r}) does not say what the tool does"
NAME_ONLY_PURPOSE = "the first sentence only repeats the tool's name; say what it does and to what"
MISSING_LIMITS = "does not say what the tool does not do (e.g. 'Does not send email.' / '不会发送邮件。')"
MISSING_WHEN = "does not say when to call it (e.g. 'Use when the user asks …' / '当用户…时使用。')"
MISSING_EFFECTS = (
    "does not say what calling it changes or whether that can be undone "
    "(e.g. 'Read-only.', 'Cannot be undone.', '只读。', '不可恢复。')"
)
UNDESCRIBED_PARAMETERS = "parameters without a description: {names}"
WRITE_VERB_AT_L0 = "declared L0 (read-only) but its {where} has the write verb {verb!r}; declare L1 or L2"
IRREVERSIBLE_BELOW_L2 = "declared {level} but its description says the effect is irreversible ({phrase!r}); declare L2"
DESTRUCTIVE_VERB_AT_L1 = "declared L1 (reversible) but its name says {verb!r}; is the effect really undoable?"
READ_TOOL_AT_L2 = "declared L2 (irreversible) but {reason}; an L2 tool always needs a human's approval"
UNDECLARED_LEVEL = "no level declared; it is treated as L1 (a reversible write)"

_FLAGS = re.IGNORECASE
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|[。！？\n]")
_CJK = re.compile(r"[\u3400-\u9fff]")
_WORD = re.compile(r"[A-Za-z0-9']+")
_NAME_TOKENS = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")

_LIMITS = re.compile(
    r"\b(?:does not|doesn't|do not|don't|will not|won't|never|cannot|can't|is not|isn't|not for|only|read-only|"
    r"without)\b|不会|不能|不可|不用于|不适用|不要|不得|不包括|不负责|不做|仅|只",
    _FLAGS,
)
_WHEN = re.compile(
    r"\b(?:use|call|invoke)\b(?:\s+\S+){0,3}?\s+(?:when|if|for|to|before|after|once|whenever)\b|"
    r"\bwhen (?:the |a |an )?(?:user|you|asked|needed|there)\b|\bif the user\b|\bwhenever\b|"
    r"当.{0,30}?(?:时|的时候)|在.{0,30}?(?:时|之前|之后|以后)|用于|适用于|如果|若用户|需要.{0,20}?时|仅在|请在",
    _FLAGS,
)
_READ_ONLY = re.compile(
    r"\bread[- ]only\b|\bno side[- ]effects?\b|\bchanges nothing\b|\b(?:does not|doesn't|never) "
    r"(?:change|modify|write|alter)\b|只读|无副作用|没有副作用|不修改|不会(?:修改|更改|改变|写入)",
    _FLAGS,
)
_IRREVERSIBLE = re.compile(
    r"\birreversibl[ey]\b|\bcan(?:not|'t| not) be (?:undone|reversed|recovered|restored)\b|\bpermanent(?:ly)?\b|"
    r"不可恢复|不可撤销|无法撤销|无法恢复|不能撤销|不能恢复|不可逆|永久",
    _FLAGS,
)
_REVERSIBLE = re.compile(
    r"\breversible\b|\bcan be (?:undone|reversed|restored|reverted|cancell?ed|deleted|removed|moved|edited|changed)\b|"
    r"\bundo\b|\broll(?:ed)? ?back\b|\bside[- ]effects?\b|"
    r"可撤销|可以撤销|可恢复|可以恢复|可回滚|可以取消|可取消|副作用",
    _FLAGS,
)

_DESTRUCTIVE_VERBS = (
    "delete",
    "drop",
    "remove",
    "purge",
    "erase",
    "wipe",
    "destroy",
    "truncate",
    "send",
    "pay",
    "transfer",
    "refund",
    "charge",
    "withdraw",
    "revoke",
    "terminate",
    "kill",
    "shutdown",
    "publish",
    "deploy",
    "execute",
    "email",
    "overwrite",
)
_WRITE_VERBS = (
    "create",
    "update",
    "set",
    "write",
    "insert",
    "add",
    "edit",
    "modify",
    "rename",
    "move",
    "upload",
    "save",
    "book",
    "schedule",
    "submit",
    "approve",
    "reset",
    "enable",
    "disable",
    "grant",
    "assign",
    "import",
    "archive",
    "restore",
    "cancel",
    "post",
    "put",
    "patch",
    "replace",
    "apply",
    "run",
)
_VERB_STEMS = frozenset(_WRITE_VERBS + _DESTRUCTIVE_VERBS)
_ACTION_EN = re.compile(
    r"\b(" + "|".join(sorted(_VERB_STEMS, key=len, reverse=True)) + r")(?:s|es|d|ed|ing)?\b", _FLAGS
)
_ACTION_ZH = re.compile(
    r"删除|清空|清除|移除|销毁|发送|支付|付款|转账|退款|扣款|撤销|注销|执行|创建|新建|修改|"
    r"更新|写入|添加|新增|设置|提交|预订|上传|保存|编辑|重命名|移动|审批"
)
_LEAD_IN = re.compile(r"^(?:(?:this tool|this function|it)\b|该工具|此工具|本工具|用于|可以|会)\s*", _FLAGS)
_NEGATED_EN = re.compile(r"\b(?:not|never|no|without|n't)\b(?:\s+\S+){0,2}\s*$", _FLAGS)
_NEGATED_ZH = re.compile(r"(?:不|不会|不能|无法|不可|禁止|没有|无需|不得)\s*$")
_READ_PREFIXES = frozenset(
    {
        "get",
        "list",
        "query",
        "search",
        "read",
        "fetch",
        "find",
        "show",
        "describe",
        "count",
        "lookup",
        "view",
        "check",
        "inspect",
        "preview",
    }
)


def lint_tools(tools: Iterable[Tool]) -> list[Finding]:
    """Every rule over every tool, in tool order."""
    return [finding for tool in tools for finding in lint_tool(tool)]


def lint_tool(tool: Tool) -> list[Finding]:
    return [finding for rule in RULES for finding in rule(tool)]


def has_problems(findings: Iterable[Finding]) -> bool:
    """True when any finding is a warning or an error: the lint fails."""
    return any(f.severity is not Severity.INFO for f in findings)


def _first_sentence(text: str) -> str:
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0].strip()


def _name_tokens(name: str) -> list[str]:
    return [token.lower() for token in _NAME_TOKENS.findall(name)]


def _substance(sentence: str) -> float:
    """Roughly how many words a sentence has, counting two Chinese characters as one word."""
    return len(_WORD.findall(sentence)) + len(_CJK.findall(sentence)) / 2


def _affirmed(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first match of ``pattern`` not negated just before it ("does not delete", "不会删除")."""
    for match in pattern.finditer(text):
        before = _SENTENCE_END.split(text[max(0, match.start() - 24) : match.start()])[-1]
        if not (_NEGATED_EN.search(before) or _NEGATED_ZH.search(before)):
            return match
    return None


def check_description_present(tool: Tool) -> Iterator[Finding]:
    if not tool.description:
        yield Finding("description-missing", Severity.ERROR, tool.name, MISSING_DESCRIPTION)


def check_purpose(tool: Tool) -> Iterator[Finding]:
    if not tool.description:
        return
    sentence = _first_sentence(tool.description)
    words = [w.lower() for w in _WORD.findall(sentence)]
    if words and words == _name_tokens(tool.name):
        yield Finding("purpose-unclear", Severity.WARNING, tool.name, NAME_ONLY_PURPOSE)
    elif _substance(sentence) < 3:
        yield Finding("purpose-unclear", Severity.WARNING, tool.name, UNCLEAR_PURPOSE.format(sentence=sentence))


def check_limits(tool: Tool) -> Iterator[Finding]:
    if tool.description and not _LIMITS.search(tool.description):
        yield Finding("limits-missing", Severity.WARNING, tool.name, MISSING_LIMITS)


def check_when(tool: Tool) -> Iterator[Finding]:
    if tool.description and not _WHEN.search(tool.description):
        yield Finding("when-missing", Severity.WARNING, tool.name, MISSING_WHEN)


def check_effects(tool: Tool) -> Iterator[Finding]:
    text = tool.description
    if text and not (_READ_ONLY.search(text) or _IRREVERSIBLE.search(text) or _REVERSIBLE.search(text)):
        yield Finding("effects-missing", Severity.WARNING, tool.name, MISSING_EFFECTS)


def check_parameters(tool: Tool) -> Iterator[Finding]:
    properties = tool.view.properties(tool.input_schema)
    undescribed = [
        name
        for name, sub in properties.items()
        if not (isinstance(sub, dict) and sub.get("description")) and not tool.view.resolve(sub).get("description")
    ]
    if undescribed:
        yield Finding(
            "parameter-undescribed",
            Severity.WARNING,
            tool.name,
            UNDESCRIBED_PARAMETERS.format(names=", ".join(undescribed)),
        )


def check_level(tool: Tool) -> Iterator[Finding]:
    if not tool.level_declared:
        yield Finding("level-undeclared", Severity.INFO, tool.name, UNDECLARED_LEVEL)
        return
    tokens = _name_tokens(tool.name)
    irreversible = _affirmed(_IRREVERSIBLE, tool.description)
    if tool.level is Level.L0:
        yield from _write_at_l0(tool, tokens)
    if irreversible and tool.level is not Level.L2:
        yield Finding(
            "level-too-low",
            Severity.WARNING,
            tool.name,
            IRREVERSIBLE_BELOW_L2.format(level=tool.level.value, phrase=irreversible.group(0)),
        )
    if tool.level is Level.L1:
        destructive = next((t for t in tokens if t in _DESTRUCTIVE_VERBS), None)
        if destructive and not irreversible:
            yield Finding(
                "level-maybe-too-low", Severity.INFO, tool.name, DESTRUCTIVE_VERB_AT_L1.format(verb=destructive)
            )
    if tool.level is Level.L2:
        if tokens and tokens[0] in _READ_PREFIXES:
            reason = f"its name starts with {tokens[0]!r}"
        elif _READ_ONLY.search(tool.description):
            reason = "its description says it is read-only"
        else:
            return
        yield Finding("level-too-high", Severity.INFO, tool.name, READ_TOOL_AT_L2.format(reason=reason))


def _write_at_l0(tool: Tool, tokens: list[str]) -> Iterator[Finding]:
    """A write verb in the name, or leading the description's first sentence ("Deletes …", "删除…"); a verb
    further in is too often a noun ("List books") or a negation ("does not send") to count."""
    verb = next((t for t in tokens if t in _VERB_STEMS), None)
    where = "name"
    if verb is None:
        sentence = _LEAD_IN.sub("", _first_sentence(tool.description))
        english, chinese = _ACTION_EN.match(sentence), _ACTION_ZH.match(sentence)
        if english is None and chinese is None:
            return
        verb = english.group(1).lower() if english else chinese.group(0) if chinese else ""
        where = "description"
    yield Finding("level-too-low", Severity.WARNING, tool.name, WRITE_VERB_AT_L0.format(where=where, verb=verb))


RULES: tuple[Callable[[Tool], Iterator[Finding]], ...] = (
    check_description_present,
    check_purpose,
    check_limits,
    check_when,
    check_effects,
    check_parameters,
    check_level,
)
"""Every rule, in the order their findings are listed for a tool."""
