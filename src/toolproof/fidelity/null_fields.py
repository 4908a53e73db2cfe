"""Content told for a field the result left null: "assigned to adjuster D. Marsh" when ``adjuster`` is null.

A call can succeed and still leave fields empty: no adjuster assigned yet, no root cause found yet. A narration
that names such a field and goes on to say what it is has filled the null with content of its own. Naming the
field to say it is missing ("no adjuster has been assigned yet", "根本原因尚未查明") is honest, and so is a clause
that only says when it will be known ("once an adjuster is assigned"). Numbers told for a null field are checked
with the other numbers; this reads the words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from toolproof.fidelity.scan import CONCEPT, Scan


class NullField(NamedTuple):
    """A field one result returned as null, and the concepts a narration names it by."""

    call_id: str
    path: str
    concepts: frozenset[str]
    notes: tuple[str, ...] = ()
    """Texts beside the null that say why it is null (``fee_note: "fee waived"``): telling them is no fill."""


class FilledNull(NamedTuple):
    """A null field the narration states content for: the field, and the span from its label to the content."""

    field: NullField
    span: tuple[int, int]


_BOOKKEEPING = frozenset({
    "error", "errors", "message", "msg", "note", "notes", "remark", "warning", "warnings", "cursor", "page", "token",
    "deleted", "parent", "metadata", "meta", "debug", "trace", "link", "url", "id",
})
"""Key concepts whose null is routine bookkeeping (``error: null``, ``next_cursor: null``), never a missing fact."""
ADMISSION_REACH = 24
"""How far after an English label an admission that the content is not known is looked for ("adjuster has not
been assigned"); further on, a negation is part of the content told."""
ADMISSION_REACH_ZH = 6
"""The same after a Chinese label, which is denser: "根本原因尚未查明" admits, "根本原因是…未及时补偿" tells."""
LABEL_SPREAD = 24
"""Characters within which all of a field's concepts must be named ("root cause", "根本原因")."""

_STILL_AT_IT = re.compile(r"\s?(?:还|仍)?(?:正在|还在|仍在)")
"""Right after a Chinese label, work in progress on the field itself ("根本原因正在分析"); after a name told for
it ("骑手王师傅正在取餐") the same words are content."""
_CLAUSE_BREAK = re.compile(r"[。！？!?；;\n，,]|\.(?=\s|$)|\s(?:and|but|while|so)\s")
_NOT_KNOWN = re.compile(
    r"\b(?:no|not|n't|never|none|nobody|yet|pending|await(?:s|ing)?|unassigned|unknown|undetermined|tb[cda]|"
    r"unavailable|missing|blank|once|when|until|after|if|whether|expected|due|eta|let\s+you\s+know|"
    r"being\s+(?:investigated|analy[sz]ed|reviewed)|"
    r"under\s+(?:investigation|review|analysis)|in\s+progress|to\s+be\s+\w+ed|still)\b|n't\b|"
    r"尚未|暂未|未|没有|没|暂无|无|待|不明|未知|空着|为空|空白|一旦|之后|以后|后再|确定后|查明后|出来后|出了后|预计|"
    r"[算查看定报估给]不(?:出来?|了|到)|出不来|没法|要等|得等|才能定|才知道|"
    r"再(?:告诉?|通知?|同步?|更新?|跟[您你])|"
    r"中(?=[，。,.；;！!？?\s]|$)",
    re.IGNORECASE,
)
"""Words that say the field's content is not known yet: a clause with one of them admits the null ("results
expected Thursday" says when it will be known, "票价核定了我再告诉你" promises it later, "依从性算不出来" and
"回收价暂时报不出来" say it cannot be worked out)."""
_CONTENT = re.compile(r"[A-Za-z0-9\u4e00-\u9fff]")


def missing_fields(nulls: Iterable[NullField], valued: set[frozenset[str]]) -> list[NullField]:
    """The null fields a narration must not fill: not bookkeeping nulls, and not fields whose concepts another
    key (in this result or another) fills with a value. `nulls` and `valued` come from the evidence walk."""
    return [null for null in nulls if not null.concepts & _BOOKKEEPING and null.concepts not in valued]


def filled_nulls(found: Scan, nulls: Iterable[NullField]) -> Iterator[FilledNull]:
    """Null fields the narration names in a clause that goes on to state content for them without admitting
    that the content is not known."""
    text = found.text
    ends = {start: end for start, end, _ in found.of(CONCEPT)}
    for null in nulls:
        for label_start, label_end in _labels(found, null.concepts, ends):
            clause_start, clause_end = _clause(text, label_start, label_end)
            after = text[label_end:clause_end]
            reach = ADMISSION_REACH if text[label_start].isascii() else ADMISSION_REACH_ZH
            if not _CONTENT.search(after) or _STILL_AT_IT.match(text, label_end) or any(
                    # inside the label only between its words ("insurance: no value", "保险我们这边没有估值"):
                    # "预计出院" names expected_discharge, it admits nothing
                    not label_start <= m.start() < label_end or not _inside_a_word(m.start(), label_start, ends)
                    for m in _NOT_KNOWN.finditer(text, clause_start, min(clause_end, label_end + reach))):
                continue
            if null.notes and _tells_a_note(after, null.notes):
                continue  # "the network fee was waived" for ``fee: null`` beside ``fee_note: "fee waived"``
            yield FilledNull(null, (label_start, clause_end))
            break


_NOTE_WORD = re.compile(r"[A-Za-z]{5,}|[\u4e00-\u9fff]{2,}")


def _tells_a_note(told: str, notes: tuple[str, ...]) -> bool:
    """Whether the words told after a null field's label come from a note that says why it is null: one word of
    five letters or more (or two Chinese characters) the note and the words share."""
    lowered = told.lower()
    return any(word.lower() in lowered for note in notes for word in _NOTE_WORD.findall(note))


def _inside_a_word(position: int, label_start: int, ends: dict[int, int]) -> bool:
    """Whether `position` lies inside one of the label's own words (they start at or after `label_start`)."""
    return any(start <= position < end for start, end in ends.items() if label_start <= start <= position)


def _labels(found: Scan, concepts: frozenset[str], ends: dict[int, int]) -> Iterator[tuple[int, int]]:
    """Spans that name every concept of a field within `LABEL_SPREAD` characters, ending at the last one named."""
    mentions = found.concepts
    for index, (position, concept) in enumerate(mentions):
        if concept not in concepts:
            continue
        named = {concept}
        low = index
        while len(named) < len(concepts) and low > 0 and mentions[low - 1][0] >= position - LABEL_SPREAD:
            low -= 1
            if mentions[low][1] in concepts:
                named.add(mentions[low][1])
        if named == concepts:
            literal = not concept.isascii() and found.text.startswith(concept, position)  # a Chinese key named whole
            yield mentions[low][0], ends.get(position) or (
                position + len(concept) if literal else _word_end(found.text, position))


def _word_end(text: str, position: int) -> int:
    """Where the English word at `position` ends (Chinese labels come with their end from the scan)."""
    end = position + 1
    while end < len(text) and text[end].isascii() and text[end].isalnum():
        end += 1
    return end


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause around a label: back to the previous break, on to the next one."""
    before = [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, start)]
    after = _CLAUSE_BREAK.search(text, end)
    return (before[-1] if before else 0), (after.start() if after else len(text))

