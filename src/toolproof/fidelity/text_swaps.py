"""Text values told under another field: a name, a code or a category that is real, but belongs elsewhere.

Numbers are tied to fields by the claims reader; texts ("QC Chemistry", "CBP", "14C", "赵婷") have no quantity
to read, so they are found by their own words and placed two ways:

- in a list of rows, by the row's name the narration writes before them ("FFAU2148577 is also on a CBP hold"):
  a value of another row's same field, where this row's own value is nowhere in its stretch of text, is a swap;
- in one object, by the label next to them ("the old meter M-9930157", "Marcus Velez as IC"): a label that names
  a sibling field better than the value's own is a swap.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from toolproof.fidelity.evidence import TextValue, holder_of, last_key, row_path
from toolproof.fidelity.null_fields import NullField
from toolproof.fidelity.scan import Scan

MAX_ROW_STRETCH = 160
"""How far after a row's name its values may be told before the text is taken to have moved on."""
MAX_LABEL_REACH = 32
"""How far before a text value its label may start."""
MAX_OWNER_GAP = 24
"""How close after a text the name of the row holding it may follow ("one c6g.xlarge (i-0e3f)")."""
MAX_ROLE_REACH = 12
"""How far after a text value "as X" may name its role ("Marcus Velez as IC")."""
_DATE = re.compile(r"\d{4}-\d{2}(?:-\d{2})?")
_DIGIT = re.compile(r"\d")
_CLAUSE_BREAK = re.compile(r"[\n,;，；。！？]|[.!?](?=\s)")
_STRETCH_END = re.compile(r"[\n。！？；;]|[.!?](?=\s|$)")
_LABEL_THEN = re.compile(
    r"[a-z0-9\-]{1,16}(?:\s+(?:by|of|for|to|from))?\s*[:：=]?\s*(?:\*\*)?\s*"
    r"|[^\s\x00-\x7f,;:，；：。]{1,8}(?:[:：]|是|为|由)\s*(?:\*\*)?\s*")
"""From a label's first letter to the text it names: an English label word, a preposition and maybe a colon
("calibrated by QC Chemistry"); a Chinese label needs its colon or 是 ("负责人：赵婷"), as a word run into a value
is often no label of it ("主场2:1击败")."""
_UNLABELLED = frozenset({"status", "state", "状态", "id", "name", "名称"})
"""Keys whose texts are told next to the thing's name, not under a label of their own."""
_LABEL_WORD = re.compile(r"[a-z0-9\-]+\s+|[\u4e00-\u9fff]{1,4}")
"""A label word right before the next one ("old meter"): together they are one label."""
_ROLE_AFTER = re.compile(r"\s+as\s+(?:the\s+|our\s+)?|\s*(?:作为|担任)", re.IGNORECASE)


class TextSwap(NamedTuple):
    """A text told at `span` that is `told`'s value, where the narration meant `meant`'s."""

    meant: TextValue
    told: TextValue
    span: tuple[int, int]


def text_swaps(found: Scan, texts: list[TextValue]) -> list[TextSwap]:
    """Every text value the narration tells under a field that holds another value."""
    lower = found.lower
    told: dict[str, list[int]] = {}  # where each text the results hold stands in the narration, found once
    for value in texts:
        if value.lowered not in told:
            told[value.lowered] = list(_whole_occurrences(lower, value.lowered, 0, len(lower)))
    said = [value for value in texts if told[value.lowered]]
    if not said:
        return []
    return [*_row_swaps(lower, texts, said, told), *_label_swaps(found, texts, said, told)]


def row_null_fills(found: Scan, texts: list[TextValue],
                   nulls: list[NullField]) -> list[tuple[NullField, tuple[int, int]]]:
    """Null text fields of list rows told with another row's value of the field ("Elm Street M11: negative" where
    that row's spore-test result is still null and the other rows' are "negative"): content filled in."""
    lower = found.lower
    lists = _lists_of_rows(texts)
    filled: list[tuple[NullField, tuple[int, int]]] = []
    for null in nulls:
        row = row_path(null.path)
        split = last_key(null.path)
        if not row or split is None or split[0] != row:
            continue
        rows = lists.get((null.call_id, row[: row.rindex("[")]), {})
        others = {values[split[1]].lowered for name, values in rows.items() if name != row and split[1] in values}
        if not others:
            continue
        told_at = {v.lowered: list(_whole_occurrences(lower, v.lowered, 0, len(lower)))
                   for values in rows.values() for v in values.values()}
        names = _row_names(rows, {id(v) for values in rows.values() for v in values.values() if told_at[v.lowered]})
        if row not in names:
            continue
        told = next(((at, at + len(text)) for named, begin, end in _row_stretches(lower, names, told_at)
                     if named == row for text in others for at in _whole_occurrences(lower, text, begin, end)), None)
        if told is not None:
            filled.append((null, told))
    return filled


def _lists_of_rows(texts: list[TextValue]) -> dict[tuple[str, str], dict[str, dict[str, TextValue]]]:
    """The text values of list rows: (call, list path) → row path → key → value."""
    lists: dict[tuple[str, str], dict[str, dict[str, TextValue]]] = {}
    for value in texts:
        row = row_path(value.path)
        split = last_key(value.path)
        if row and split is not None and split[0] == row:
            lists.setdefault((value.call_id, row[: row.rindex("[")]), {}).setdefault(row, {})[split[1]] = value
    return lists


def _row_stretches(lower: str, names: dict[str, str],
                   told_at: dict[str, list[int]]) -> Iterator[tuple[str, int, int]]:
    """(row, begin, end) of each stretch the narration gives a row: from its name to the next row's name, the line's
    or the sentence's end; none unless two rows at least are named."""
    if len(names) < 2:
        return
    starts = sorted((position, row) for row, name in names.items() for position in told_at[name])
    for index, (position, row) in enumerate(starts):
        begin = position + len(names[row])
        end = min(starts[index + 1][0] if index + 1 < len(starts) else len(lower), begin + MAX_ROW_STRETCH)
        if (stop := _STRETCH_END.search(lower, begin, end)) is not None:
            end = stop.start()
        yield row, begin, end


def _whole_occurrences(lower: str, value: str, start: int, end: int) -> Iterator[int]:
    """Where `value` stands in lower[start:end] as a whole (a code "CBP" not inside "CBPX"); Chinese needs no
    boundary."""
    position = lower.find(value, start, end)
    while position >= 0:
        after = position + len(value)
        if not (value[0].isascii() and value[0].isalnum() and position and lower[position - 1].isalnum()) and not (
                value[-1].isascii() and value[-1].isalnum() and after < len(lower) and lower[after].isalnum()):
            yield position
        position = lower.find(value, position + 1, end)


def _row_swaps(lower: str, texts: list[TextValue], said: list[TextValue],
               told_at: dict[str, list[int]]) -> Iterator[TextSwap]:
    """In each list the narration walks row by row, a row's stretch (from its name to the next row's name, the
    line's or the sentence's end) telling another row's value of a field the row holds, and not its own."""
    told = {id(value) for value in said}
    for rows in _lists_of_rows(texts).values():
        if len(rows) < 2:
            continue
        names = _row_names(rows, told)
        for row, begin, end in _row_stretches(lower, names, told_at):
            yield from _swaps_in_stretch(lower, rows, names, row, begin, end)


def _row_names(rows: dict[str, dict[str, TextValue]], told: set[int]) -> dict[str, str]:
    """Each row's name as the narration writes it: its first told text value that no other row holds."""
    counts: dict[str, int] = {}
    for values in rows.values():
        for value in {v.lowered for v in values.values()}:
            counts[value] = counts.get(value, 0) + 1
    names: dict[str, str] = {}
    for row, values in rows.items():
        name = next((v.lowered for v in values.values() if counts[v.lowered] == 1 and id(v) in told), None)
        if name is not None:
            names[row] = name
    return names


def _swaps_in_stretch(lower: str, rows: dict[str, dict[str, TextValue]], names: dict[str, str], row: str,
                      begin: int, end: int) -> Iterator[TextSwap]:
    own = rows[row]
    own_values = {v.lowered for v in own.values()}
    for key, meant in own.items():
        if next(_whole_occurrences(lower, meant.lowered, begin, end), None) is not None:
            continue
        told = [(position, other[key], name) for name, other in rows.items() if name != row and key in other
                and other[key].lowered not in own_values and meant.lowered not in other[key].lowered
                and other[key].lowered != names.get(name)  # "Bella at 9:00, Oscar at 10:30" names the next row
                for position in _whole_occurrences(lower, other[key].lowered, begin, end)]
        if len({value.path for _, value, _ in told}) != 1:
            continue
        position, value, owner = told[0]
        after = position + len(value.value)
        owner_name = names.get(owner)
        named_at = -1 if owner_name is None else lower.find(owner_name, after, after + MAX_OWNER_GAP + len(owner_name))
        if named_at >= 0 and _CLAUSE_BREAK.search(lower, after, named_at) is None:
            continue  # "one c6g.xlarge (i-0e3f)": the value told before the name of the row that holds it
        yield TextSwap(meant, value, (position, after))


def _label_swaps(found: Scan, texts: list[TextValue], said: list[TextValue],
                 told_at: dict[str, list[int]]) -> Iterator[TextSwap]:
    """A text whose label (the words right before it, or "as X" right after) names a sibling field of the same
    object better than the text's own field."""
    by_holder: dict[tuple[str, str], list[TextValue]] = {}
    for value in texts:
        by_holder.setdefault((value.call_id, holder_of(value.path)), []).append(value)
    # where told values stand: words inside one ("WO" of "WO-27-4418") are no labels
    spans = [(position, position + len(text)) for text, positions in told_at.items() for position in positions]
    lower = found.lower
    for value in said:
        siblings = by_holder[(value.call_id, holder_of(value.path))]
        if len(siblings) < 2 or not value.concepts.isdisjoint(_UNLABELLED):
            continue  # "Email sent", "Incident: INC-1": a state or a bare id is told beside its thing's name
        for position in told_at[value.lowered]:
            if _inside_longer(spans, position, len(value.lowered)):
                continue  # "100/300" inside "100/300/100"
            label = _label_of(found, position, position + len(value.lowered), spans)
            own = len(label & value.concepts)
            better = [s for s in siblings if s.lowered != value.lowered and len(label & s.concepts) > own
                      and not (label & s.concepts) <= value.concepts and _shape(s.value) == _shape(value.value)]
            if len(better) == 1 and not _owner_told_before(lower, better[0], position) and not _told_in_aside(
                    lower, position + len(value.lowered), better[0].lowered):
                # "one shipment to LGB8 (FBA18M0QZ7K2)": the shipment's own id in an aside right after names it
                yield TextSwap(better[0], value, (position, position + len(value.value)))
                break


def _owner_told_before(lower: str, sibling: TextValue, position: int) -> bool:
    """Whether the sibling the label names is itself told right before it ("Schmidt's insured canola" for insured
    Schmidt Grain Co and crop canola): the label then describes the text as the sibling's, it does not name it."""
    head = sibling.lowered.split()[0] if sibling.lowered.split() else ""
    if len(head) < MIN_OWNER_WORD:
        return False
    return lower.find(head, max(0, position - MAX_LABEL_REACH), position) >= 0


def _told_in_aside(lower: str, end: int, text: str) -> bool:
    """Whether `text` follows in an aside opened right after `end` ("LGB8 (FBA18M0QZ7K2)"), or further on in the
    same clause ("Meds: Ruby S. gets her amoxicillin"): the label names that text, told too."""
    opened = _ASIDE.match(lower, end)
    if opened is not None and lower.startswith(text, opened.end()):
        return True
    found = lower.find(text, end, end + MAX_LABEL_REACH + len(text))
    return found >= 0 and _CLAUSE_BREAK.search(lower, end, found) is None


_ASIDE = re.compile(r"\s*[(（]\s*")
MIN_OWNER_WORD = 4
"""The shortest first word of a value that names it when told alone ("Schmidt" for Schmidt Grain Co)."""


def _shape(text: str) -> str:
    """What kind of text a value is: a date, a code with digits, or words. A field swap tells a value of one
    field as another's, so both are of one kind: "paid by R. Okoye" tells no paid_at date."""
    if _DATE.match(text):
        return "date"
    return "code" if _DIGIT.search(text) else "words"


def _inside_longer(spans: list[tuple[int, int]], start: int, length: int) -> bool:
    return any(low <= start and start + length <= high and high - low > length for low, high in spans)


def _label_of(found: Scan, start: int, end: int, spans: list[tuple[int, int]]) -> frozenset[str]:
    """The label words of a text at [start, end): the run of labels right before it ("the old meter M-9930157",
    "calibrated by QC Chemistry", "负责人：赵婷"), or the role named right after it ("Marcus Velez as IC")."""
    lower = found.lower
    if (role := _ROLE_AFTER.match(lower, end)) is not None and role.end() - end <= MAX_ROLE_REACH:
        after = found.concepts_between(role.end(), role.end() + MAX_ROLE_REACH)
        if after and after[0][0] == role.end():
            return frozenset({after[0][1]})
    reach = max(0, start - MAX_LABEL_REACH)
    before = [(position, concept) for position, concept in found.concepts_between(reach, start)
              if not any(low <= position < high for low, high in spans)]
    if not before or _LABEL_THEN.fullmatch(lower, before[-1][0], start) is None:
        return frozenset()
    label = {before[-1][1]}
    following = before[-1][0]
    for position, concept in reversed(before[:-1]):
        if _LABEL_WORD.fullmatch(lower, position, following) is None:
            break
        label.add(concept)
        following = position
    return frozenset(label)
