"""Which call, and which row of a list, a number is about: the entity the narration named last or right after it,
the table column or row it sits in, and the row a line names by its text.
"""

from __future__ import annotations

import bisect
import datetime
import re
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from toolproof.fidelity.claims import NumericClaim, markdown_tables, table_cell
from toolproof.fidelity.derivations import MAX_ARITHMETIC_FACTS
from toolproof.fidelity.evidence import (
    MIN_ZH_ROW_HEAD,
    MONTH_NAMES,
    ZH_KIND_END,
    Evidence,
    Fact,
    holder_of,
    row_path,
)
from toolproof.fidelity.gloss import chinese_names
from toolproof.fidelity.null_fields import NullField

MAX_TRAILING_ENTITY_GAP = 12
"""How far after a number an entity may be named and still be the number's own ("4 °C in Phoenix")."""
TRAILING_BREAK = re.compile(r"[\n,;:，；：。！？!?()（）、|]|(?<![A-Za-z-])\d|\.(?=\s)|\b(?:and|while|but|vs)\b|而|和")
"""Where a number's own trailing words end: a name or a label past it belongs to what follows (a code's digits,
WB-5, are its own)."""
MAX_ROW_NAME_GAP = 24
"""How far before a number (and how long) a row's name may be."""
_SENTENCE_MARKS = ("\n", "。", "；", ";", "！", "？", "!", "?")
_CLAUSE_MARK = re.compile(r"[,;:，；：。!?！？]")
"""A clause's end in a line read without its spaces."""
_ASIDE_AFTER = re.compile(r"\s*[(（]")
"""A number followed by an aside, "191 (820 lb, Ellen Marie)": the aside names the number's own row."""
_PLURAL = re.compile(r"e?s(?![a-z0-9])")
_PATH_STEP = re.compile(r'\.([A-Za-z_][A-Za-z0-9_]*)|\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\]')


class Scope:
    """Where one narration names each call's entity (in English or, for a Chinese narration, by the dictionary's
    Chinese name), the Markdown tables it writes, and the evidence whose list rows it may name."""

    def __init__(self, text: str, lowered: str, evidence: Evidence) -> None:
        self.text = text
        self.lowered = lowered
        self.evidence = evidence
        entities = evidence.entities
        if entities and not lowered.isascii():
            entities = _with_chinese_names(entities)
        named = _mentions(lowered, entities) if entities else []
        if entities and "\n" in lowered:
            named = sorted(named + _loose_line_mentions(lowered, entities, named))
        self.mentions = [(position, call_id) for position, _, call_id in named]
        self.name_spans = [(position, end) for position, end, _ in named]
        """Where the narration names a call's entity, start to end."""
        self.period_positions: frozenset[int] = frozenset()
        """Where a period word ("today", "上个月") names a call: it reaches only to its clause's end."""
        if len(evidence.results) > 1 and (periods := _period_mentions(lowered, evidence)):
            self.mentions = sorted(self.mentions + periods)
            self.period_positions = frozenset(position for position, _ in periods)
        self._row_names: dict[tuple[str, str], set[str]] = {}
        self.tables = markdown_tables(text) if self.mentions and "|" in text else []
        self.mention_positions = [position for position, _ in self.mentions]

    def words_inside_names(self, concepts: list[tuple[int, str]]) -> frozenset[str]:
        """Of the labelled `concepts` (position, concept), those told only inside a longer name of a call
        ("换电" of 汽车换电 beside 两轮换电): part of what names the call, no label of a number."""
        spans = self.name_spans
        inside: set[str] = set()
        outside: set[str] = set()
        for position, concept in concepts:
            (inside if any(start < position < end for start, end in spans) else outside).add(concept)
        return frozenset(inside - outside)

    def call_of(self, claim: NumericClaim) -> str | None:
        """The call the narration was talking about when it made the claim: in a table, the entity its column
        header or its row's first cell names ("| | 2023-24 | 2022-23 |" puts each column on its season); else an
        entity the number is part of ("30节" for a call asked about "30节"), else one named in the number's own
        trailing words ("19 °C in Denver"), else the last entity named before it ("Denver: 19 °C")."""
        if self.tables and (cell := table_cell(self.tables, self.text, claim.start)) is not None:
            header, _, row = cell
            for start, end in (header, row):
                named = {call_id for position, call_id in self.mentions if start <= position < end}
                if len(named) == 1:
                    return named.pop()
            return None  # the last name before a cell is another column's header, not this cell's
        index = bisect.bisect_left(self.mention_positions, claim.start) - 1
        following = index + 1
        if following < len(self.mentions):
            position, call_id = self.mentions[following]
            if position < claim.end:
                return call_id  # the number is part of the name ("30节：8400元" for the call asked for "30节")
            if (
                position >= claim.end
                and position - claim.end <= MAX_TRAILING_ENTITY_GAP
                and TRAILING_BREAK.search(self.text, claim.end, position) is None
            ):
                return call_id
        while index >= 0 and self.mentions[index][0] in self.period_positions and _CLAUSE_BREAK_IN_TEXT.search(
                self.text, self.mentions[index][0], claim.start) is not None:
            index -= 1  # "cooler than yesterday's 84.2, and you've had 0.42 inches": today's rain again
        return self.mentions[index][1] if index >= 0 else None

    def in_named_row(self, claim: NumericClaim, numeric: list[Fact]) -> list[Fact]:
        """The label's facts in the list row the claim's line names last before it ("| 西红柿 | 4.30 | 3.00 |"
        under the 最高价 column is row 西红柿's max_price; "9月12日在中山北路…闯红灯，罚款150元；10月3日在龙蟠路…"
        fines the first record), so a swap is judged within that row; all of them when no row is named. A name
        two rows share names neither."""
        rows: dict[str, list[Fact]] = {}
        for fact in numeric[:MAX_ARITHMETIC_FACTS]:
            held = row_path(fact.path)
            if held:
                rows.setdefault(held, []).append(fact)
        if len(rows) < 2:
            return numeric
        # compared without spaces: a narration writes "6 号厅" for the row named "6号厅"
        line = self.lowered[self.text.rfind("\n", 0, claim.start) + 1 : claim.start].replace(" ", "")
        names = {key: own for key, facts in rows.items() if (own := self.names_of_row(facts[0]))}
        last: dict[str, int] = {}
        for key, own in names.items():
            shared = set().union(*(other for other_key, other in names.items() if other_key != key))
            last[key] = max((line.rfind(name) for name in own - shared), default=-1)
        best = max(last.values(), default=-1)
        if best < 0 or _CLAUSE_MARK.search(line, best) is not None or _ASIDE_AFTER.match(self.text, claim.end):
            # "the $187 parts line went through, but the $125 labor line": a row named right after the number
            # beats one an earlier clause named
            after = self._row_named_after(claim, names, adjacent=best >= 0)
            if after is not None:
                return rows[after]
            if best < 0:
                return numeric  # (with the values no row holds: "14 pickers" is the sum over the rows)
        if list(last.values()).count(best) > 1:
            return numeric
        return next(rows[key] for key, position in last.items() if position == best)

    def names_of_row(self, fact: Fact | NullField) -> set[str]:
        """Every way a line may name the list row holding `fact` (its texts, two texts or a text and a position
        together, its day), worked out once per row: a narration asks for the same rows number after number."""
        key = (fact.call_id, row_path(fact.path))
        names = self._row_names.get(key)
        if names is None:
            holders = _holders(self.evidence, fact) if "[" in fact.path else _Holders(None, None, [])
            row = holders.row
            names = self._row_names[key] = ({name for v in row.values() if _named_text(v) for name in _row_names(v)}
                                            | _combined_names(row) | _day_names(row)
                                            | _past_shared_head(row, holders.rows)) if row else set()
        return names

    def _row_named_after(self, claim: NumericClaim, names: dict[str, set[str]], adjacent: bool) -> str | None:
        """The row the number's own trailing words name ("17 of them at Lost Lake"), or, `adjacent`, the row whose
        name comes right after it ("$125 labor line"); None when they name none or several."""
        end = min(claim.end + MAX_ROW_NAME_GAP * 2, len(self.text))
        stop = TRAILING_BREAK.search(self.text, claim.end, end)
        after = self.lowered[claim.end : stop.start() if stop else end].replace(" ", "")
        if adjacent and (place := _PLACE_WORD.match(after)) is not None:
            after = after[place.end() :]  # "about 121 at WB-5": the row named right after its "at"
        named = [key for key, own in names.items()
                 if any(after.startswith(name) if adjacent else name in after
                        for name in own.difference(*(v for k, v in names.items() if k != key)))]
        return named[0] if len(named) == 1 else None

    def row_named(self, claim: NumericClaim, meant: Fact, fact: Fact) -> bool:
        """The value sits in a list row (or a nested object) that the words just before the number name by its text
        ("concrete 48" for ``{"trade": "concrete", "workers": 48}``): the label is the row's name, not the key
        outside the row it shares a word with. Within one row (a table's min and max columns) the label still picks
        the column."""
        if meant.call_id == fact.call_id and (held := row_path(fact.path)) and meant.path.startswith(held):
            return False
        row = _row_of(self.evidence, fact)
        if row:
            texts = [v for v in row.values() if _short_text(v)]
        elif (holder := holder_of(fact.path)) != holder_of(meant.path) and holder.count(".") + holder.count("[") > 1:
            # "最长一班是BJ5518，过站2小时26分": 最长过站's own flight (a number written as text names nothing)
            texts = [v for v in _object_texts(self.evidence, fact) if not _NUMBER_TEXT.fullmatch(v)]
        else:
            return False
        # the line or sentence before names none of this one's rows ("王强签了171件。赵磊签收171件")
        sentence_start = max(self.text.rfind(mark, 0, claim.start) for mark in _SENTENCE_MARKS) + 1
        before = self.lowered[max(sentence_start, claim.start - MAX_ROW_NAME_GAP) : claim.start]
        return any(v.lower() in before for v in texts)

    def clause_around(self, claim: NumericClaim, after: bool) -> str:
        """The number's own clause after it, or before it (in a table, its row up to the cell), lower-cased and
        without spaces, as `names_row` compares row texts."""
        label, before, following = self.clause_spans(claim)
        if after:
            # "191 (820 lb, Ellen Marie)": the whole aside the number opens or sits in is its own
            words = self.lowered[following[0] : following[1]] + self.aside_of(claim)
        else:
            line_start, clause_start = label[0], before[0]
            words = self.lowered[clause_start : claim.start]
            if "|" in self.text[line_start : claim.start]:  # a table row is named by its first cell, too
                first = self.text.find("|", self.text.find("|", line_start) + 1)
                if first < clause_start:
                    words = self.lowered[line_start:first] + words
        return words.replace(" ", "")

    def aside_of(self, claim: NumericClaim) -> str:
        """The words of the parenthesis the number opens or sits in ("204 (560 lb, Sea Lark)"), as `names_row`
        compares them; "" when it is in none."""
        line_start = self.text.rfind("\n", 0, claim.start) + 1
        opened = self.text.rfind("(", line_start, claim.start)
        if opened <= self.text.rfind(")", line_start, claim.start):
            opened = claim.end if _ASIDE_AFTER.match(self.text, claim.end) else -1
        close = self.text.find(")", claim.end)
        if opened < 0 or close < 0 or "\n" in self.text[opened:close]:
            return ""
        return self.lowered[opened:close].replace(" ", "")

    def clause_spans(self, claim: NumericClaim) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
        """The spans of the number's line label (before a colon), its clause before it, and its clause after it."""
        line_start = self.text.rfind("\n", 0, claim.start) + 1
        colon = _LINE_LABEL_END.search(self.text, line_start, claim.start)
        label = (line_start, colon.start()) if colon else (line_start, line_start)
        start = max((m.end() for m in _CLAUSE_EDGE.finditer(self.text, line_start, claim.start)), default=line_start)
        edge = _CLAUSE_EDGE.search(self.text, claim.end)
        return label, (start, claim.start), (claim.end, edge.start() if edge else len(self.text))

    def names_place(self, span: tuple[int, int], said: set[str], fact: Fact, other: Fact) -> bool:
        """Whether the words in `span` (whose labels are `said`) name the object holding `fact` and not the one
        holding `other`: by a word of its key (出库, "outbound") or a short text inside it (the team "辽宁")."""
        if not (fact.parents - other.parents).isdisjoint(said):
            return True
        words = self.lowered[span[0] : span[1]].replace(" ", "")
        theirs = set(_object_texts(self.evidence, other))
        return any(name in words for text in _object_texts(self.evidence, fact) if text not in theirs
                   for name in _row_names(text))

    def line_label(self, claim: NumericClaim) -> str:
        """The label a "label: values" line starts with ("- **W-50691** (Oct 17): 4 items, $24.99"), compared as
        `clause_around` is; empty when the line before the number holds no colon."""
        start, end = self.clause_spans(claim)[0]
        return self.lowered[start:end].replace(" ", "")

    def names_row(self, words: str, fact: Fact, first_words: bool = False) -> bool:
        """Whether `words` (from `clause_around`) name the fact's list row by one of its texts ("Specialty dining:
        $389.00", "$1,500 for Dana Whit"); with `first_words`, a name's first word is enough ("from ACME" for ACME
        Payroll)."""
        texts = _own_texts(self.evidence, fact)
        if not texts:
            return False
        if first_words:
            texts += [first for v in texts if len(first := v.split()[0]) >= MIN_ROW_HEAD_LETTERS and first != v]
        return any(name in words for v in texts for name in _row_names(v))


_CLAUSE_EDGE = re.compile(r"[\n;，；、。！？!?|]|\.(?=\s)|,(?!\d{3})")
"""Where a clause ends: not at the comma of a thousands separator ("$5,000")."""
_LINE_LABEL_END = re.compile(r"[:：]")


def _row_names(value: str) -> tuple[str, ...]:
    """How a line names a row by one of its texts, compared without spaces: the text, the last word of a
    multi-word English name ("the jacket" for the row "suit jacket"), and the name before its qualifier ("Frozen
    chicken thighs" of "Frozen chicken thighs, 10 lb", told "Frozen chicken thighs (10 lb)")."""
    if (month := _MONTH_ROW.fullmatch(value.strip())) is not None and 1 <= int(month[1]) <= 12:
        english = MONTH_NAMES[int(month[1]) - 1]
        return value, english, english[:3], f"{int(month[1])}月"  # "**March:** 99.57%" for the row "2027-03"
    if (clock := _CLOCK_ROW.fullmatch(value.strip())) is not None:
        return _clock_names(value, int(clock[1]), clock[2])
    words = value.lower().split()
    whole = "".join(words)
    names: tuple[str, ...] = (whole,) if len(value) <= MAX_ROW_NAME_GAP else ()
    if (len(words) > 1 and value.isascii() and len(words[-1]) >= MIN_ROW_HEAD_LETTERS and words[-1].isalpha()
            and words[-1] not in _KIND_WORDS):
        names += (words[-1],)
    head = _QUALIFIER.split(value, 1)[0]
    if head != value and (MIN_ROW_HEAD_LETTERS if head.isascii() else MIN_ZH_ROW_HEAD) <= len(
            head := "".join(head.lower().split())) <= MAX_ROW_NAME_GAP:
        names += (head,)  # "带宽" for the row "带宽(95计费,Mbps)"
    if len(words) > 1 and any(c.isdigit() for c in words[-1]) and len(named := "".join(words[:-1])) >= (
            MIN_ROW_HEAD_LETTERS if named.isascii() else MIN_ZH_ROW_HEAD):
        names += (named,)  # "变频空调电脑板" for the row "变频空调电脑板 17222000A": the model code left off
    if (number := _TRAILING_NUMBER.search(value)) is not None and number.start() and not value[
            number.start() - 1].isdigit() and not value[: number.start()].strip(" -#").isdigit():
        names += (number[1],)  # "58127" for the boat 鲁荣渔58127
    if len(words) > 2 and value.isascii() and all(word.isalpha() for word in words):
        names += ("".join(words[:2]),)  # "Ashland Medical" for the row "Ashland Medical Pavilion"
    if len(words) > 1 and value.isascii() and words[-1] in _KIND_WORDS:
        names += ("".join(words[:-1]),)  # "Red Mesa" for the row "Red Mesa Wind"
    elif (kind := ZH_KIND_END.search(value)) is not None and kind.start() >= MIN_ZH_ROW_HEAD:
        names += (value[: kind.start()],)  # 坝上二期 for 坝上二期风电场
    if MIN_ZH_TAILED <= len(value) <= MAX_ROW_NAME_GAP and _CJK_START.match(value) and _CODE_CHAR.search(value):
        names += (value[MIN_ZH_ROW_HEAD:],)  # "大包2" for the row 骨科大包2: the department left off
    if (tail := _CJK_TAIL.search(value)) is not None and tail.start() and _CODE_CHAR.search(value, 0, tail.start()):
        names += (tail[0][-MIN_ZH_TAIL_NAME:],)  # "路演厅" for the row 7楼路演厅: the floor left off
        if (floor := _NUMBERED_HEAD.match(value)) is not None:
            names += (floor[0],)  # "3楼" for the row 3楼恒温区: what the rows share left off
    return names


def _clock_names(value: str, hour: int, minute: str) -> tuple[str, ...]:
    """"20点" for the row "20:00" (an hourly bucket), told before its value ("20点：81台"). A one-digit hour ("8点")
    would also be read inside "18点", "20点" inside a half hour's "20点半", and an English "at 8:15" follows the value
    it times ("5 oz at 11:30"), so none of these names a row."""
    return (value, f"{hour}点") if minute == "00" and hour >= 10 else (value,)


_CLOCK_ROW = re.compile(r"([01]\d|2[0-3]):([0-5]\d)")
"""A row named by a clock time: an hourly bucket ("时段": "20:00")."""

_CJK_TAIL = re.compile(r"[\u4e00-\u9fff]{3,}$")
_NUMBERED_HEAD = re.compile(r"\d+[\u4e00-\u9fff](?=[\u4e00-\u9fff]{2,}$)")
MIN_ZH_TAIL_NAME = 3


MIN_ZH_TAILED = 5
"""A Chinese row name this long that numbers its thing may be told without its first two characters (骨科大包2 as
大包2; not 解除限出力 as 限出力, which names another row)."""
_CODE_CHAR = re.compile(r"[0-9A-Za-z]")
_CJK_START = re.compile(r"[\u4e00-\u9fff]{2}")
_TRAILING_NUMBER = re.compile(r"(?<![\d.])(\d{3,})$")
"""A name's closing number, by which a list names its row ("58127" for 鲁荣渔58127)."""
_MONTH_ROW = re.compile(r"\d{4}-(\d{2})")
_DAY_ROW = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_ZH_WEEKDAYS = "一二三四五六日"
_EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


_DAY_KEY = re.compile(r"^(?:date|day|日期|日)$|_date$|_day$", re.IGNORECASE)
"""Keys that say which day a row is (``date``, ``日期``), not a deadline or a due date the row only carries."""


def _day_names(row: Mapping[str, Any]) -> set[str]:
    """How a line names a row for one day (``日期: "2028-03-29"``): "周三", "星期三", "Wednesday", "Wed", "3月29日",
    "Mar 29"; rows a week apart share their weekday, which then names neither."""
    for key, value in row.items():
        if not (isinstance(value, str) and _DAY_KEY.search(str(key))
                and (day := _DAY_ROW.fullmatch(value.strip())) is not None):
            continue
        try:
            date = datetime.date(int(day[1]), int(day[2]), int(day[3]))
        except ValueError:
            return set()
        month = MONTH_NAMES[date.month - 1]
        weekday = date.weekday()
        return {f"周{_ZH_WEEKDAYS[weekday]}", f"星期{_ZH_WEEKDAYS[weekday]}", _EN_WEEKDAYS[weekday],
                _EN_WEEKDAYS[weekday][:3], f"{date.month}月{date.day}日", f"{date.month}月{date.day}号",
                f"{month}{date.day}", f"{month[:3]}{date.day}"}
    return set()


_KIND_WORDS = frozenset({"wind", "solar", "farm", "plant", "station", "site", "park", "mine", "warehouse", "store",
                         "branch", "office", "clinic", "hospital", "school", "campus", "center", "centre", "depot",
                         "yard", "terminal", "mill", "factory", "hotel", "restaurant", "cafe", "shop"})
"""A last word that says what kind of place a name is: the name is told without it ("Red Mesa" for Red Mesa Wind)."""


_QUALIFIER = re.compile(r",\s|，|\s[(（]|[(（]")


MIN_ROW_HEAD_LETTERS = 4


class _Holders(NamedTuple):
    """Where a fact sits in its result: the object that directly holds it, the innermost list row on its path,
    and the list that row is in (None and empty where there is none)."""

    holder: Mapping[str, Any] | None
    row: Mapping[str, Any] | None
    rows: list[Any]


def _holders(evidence: Evidence, fact: Fact | NullField) -> _Holders:
    result = next((r for r in evidence.results if r.call_id == fact.call_id), None)
    node: Any = result.value if result is not None else None
    row: Any = None
    rows: list[Any] = []
    for step in list(_PATH_STEP.finditer(fact.path))[:-1]:
        key, quoted, index = step.groups()
        if index is not None:
            if not isinstance(node, list) or int(index) >= len(node):
                return _Holders(None, None, [])
            rows = node
            node = row = node[int(index)]
        elif isinstance(node, Mapping):
            node = node.get(key if key is not None else quoted)
        else:
            return _Holders(None, None, [])
    return _Holders(node if isinstance(node, Mapping) else None, row if isinstance(row, Mapping) else None,
                    rows if isinstance(row, Mapping) else [])


_NUMBER_TEXT = re.compile(r"[\d\s.,:+-]*")
_PLACE_WORD = re.compile(r"(?:at|in|on|for)(?=[a-z0-9])|在")
MIN_ROW_TAIL = 2


def _past_shared_head(row: Mapping[str, Any], rows: list[Any]) -> set[str]:
    """A Chinese row name less the head every row of its list shares: 末端 for "五支渠末端" beside "五支渠首" and
    "五支渠中段", as a narration that has named the canal once tells its stations."""
    names: set[str] = set()
    for key, value in row.items():
        if not isinstance(value, str) or value.isascii() or len(rows) < 2:
            continue
        others = [other.get(key) for other in rows if isinstance(other, Mapping) and other is not row]
        shared = len(value)
        for other in others:
            if not isinstance(other, str):
                shared = 0
                break
            common = 0
            while common < min(shared, len(other)) and other[common] == value[common]:
                common += 1
            shared = common
        if shared and len(value) - shared >= MIN_ROW_TAIL:
            names.add(value[shared:].lower())
    return names


def _short_text(value: Any) -> bool:
    """A text short enough to name a row or an object ("AST", "辽宁"); longer text is description."""
    return isinstance(value, str) and len(value.strip()) > 1 and len(value) <= MAX_ROW_NAME_GAP


_POSITION_KEYS = frozenset({"pos", "position", "engine", "seat", "side", "no", "num", "number", "unit", "slot"})
MAX_POSITION = 9


def _combined_names(row: Mapping[str, Any]) -> set[str]:
    """Names that tell apart rows sharing a text: two texts together ("B-20CM 左发" for 注册号 B-20CM and 位置 左发), or
    a text with its small position number ("N617AL #1" for tail N617AL and pos 1)."""
    texts = ["".join(v.lower().split()) for v in row.values() if _named_text(v) and len(v) <= MAX_ROW_NAME_GAP]
    combined = {first + second for first in texts for second in texts if first != second}
    positions = [v for k, v in row.items() if str(k).lower() in _POSITION_KEYS and isinstance(v, int)
                 and not isinstance(v, bool) and 0 < v <= MAX_POSITION]
    combined.update(f"{text}{mark}{number}" for text in texts for number in positions for mark in ("#", "no.", "pos"))
    return combined


def _named_text(value: Any) -> bool:
    """A text that may name its row, whole or by its head before a qualifier ("Frozen chicken thighs, 10 lb")."""
    return isinstance(value, str) and 1 < len(value.strip()) <= 2 * MAX_ROW_NAME_GAP


def _row_of(evidence: Evidence, fact: Fact | NullField) -> Mapping[str, Any] | None:
    """The innermost list item that holds `fact` (its row: ``data[1]`` for ``data[1].renewal_price.amount``), or
    None when the fact is not in a list row."""
    return _holders(evidence, fact).row if "[" in fact.path else None


def _object_texts(evidence: Evidence, fact: Fact) -> list[str]:
    """The short texts of the object that directly holds the fact (``{"球队": "辽宁", "得分": 101}``)."""
    holder = _holders(evidence, fact).holder
    return [v for v in holder.values() if _short_text(v)] if holder is not None else []


def _own_texts(evidence: Evidence, fact: Fact) -> list[str]:
    """The short texts of the fact's row that no other row of its list has under the same key: "AST" names its
    row, its unit "U/L", which every row of a lab panel shares, names none."""
    _, row, rows = _holders(evidence, fact) if "[" in fact.path else _Holders(None, None, [])
    if not row:
        return []
    return [v for k, v in row.items() if _short_text(v)
            and not any(other is not row and isinstance(other, Mapping) and other.get(k) == v for other in rows)]


def quoted_names(lowered: str, names: Iterable[str]) -> list[tuple[int, int]]:
    """Spans of the lower-cased text that quote one of `names` (lower-cased too) as a whole word."""
    spans: list[tuple[int, int]] = []
    for name in names:
        position = lowered.find(name)
        while position >= 0:
            end = position + len(name)
            if (position == 0 or not (_word_edge(name[0]) and _word_edge(lowered[position - 1]))) and (
                    end >= len(lowered) or not (_word_edge(name[-1]) and _word_edge(lowered[end]))):
                spans.append((position, end))
            position = lowered.find(name, end)
    return spans


def _mentions(lowered: str, entities: Mapping[str, str]) -> list[tuple[int, int, str]]:
    """(start, end, call_id) of every place the lower-cased narration names one call's entity, in order."""
    found: list[tuple[int, int, str]] = []
    for name, call_id in entities.items():
        position = lowered.find(name)
        while position >= 0:
            end = position + len(name)
            boundary_before = position == 0 or not (
                _word_edge(name[0]) and lowered[position - 1].isascii() and lowered[position - 1].isalnum())
            boundary_after = end >= len(lowered) or not (
                _word_edge(name[-1]) and lowered[end].isascii() and lowered[end].isalnum()) or (
                _PLURAL.match(lowered, end) is not None and name[-1].isalpha())  # "scooters" for "scooter"
            if boundary_before and boundary_after:
                found.append((position, end, call_id))
            position = lowered.find(name, end)
    found.sort()
    return found


_LINE_HEAD = re.compile(r"[^\d:：|]{2,40}")
_NAME_WORD = re.compile(r"[a-z]{4,}|[\u4e00-\u9fff]")
MIN_LOOSE_CHINESE = 3
"""How many characters of its own a call's name must share with a line's head to name the call loosely."""


def _loose_line_mentions(lowered: str, entities: Mapping[str, str],
                         named: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """A list line that names no call exactly but opens with most of one call's name ("· 武昌理工图书馆：5390元" for
    武昌理工学院图书馆, "• Mercy West micro market" for "Mercy West Hospital - micro market"): the call whose own
    words (the characters or words no other call's name has) the line's head shares most, at least three Chinese
    characters or one English word, and more than any other call's."""
    words: dict[str, set[str]] = {}
    for name, call_id in entities.items():
        words.setdefault(call_id, set()).update(_NAME_WORD.findall(name))
    if len(words) < 2:
        return []
    own = {call_id: found - set().union(*(other for key, other in words.items() if key != call_id))
           for call_id, found in words.items()}
    found: list[tuple[int, int, str]] = []
    line_start = 0
    for line in lowered.split("\n"):
        line_end = line_start + len(line)
        head = _LINE_HEAD.search(line)
        if head is not None and not any(line_start <= position < line_end for position, _, _ in named):
            told = set(_NAME_WORD.findall(head.group()))
            scores = sorted(((len(told & mine), call_id) for call_id, mine in own.items()), reverse=True)
            (best, call_id), (second, _) = scores[0], scores[1]
            needed = 1 if any(word.isascii() for word in told & own[call_id]) else MIN_LOOSE_CHINESE
            if best >= needed and best > second:
                found.append((line_start + head.start(), line_start + head.end(), call_id))
        line_start = line_end + 1
    return found


_CLAUSE_BREAK_IN_TEXT = re.compile(r"[;；。！？!?\n]|\.(?=\s)|,\s+(?:and|but|while)\b|，(?:而|但|不过)")
"""Where a period word's reach ends: a sentence, or a clause that starts anew ("yesterday's 84.2, and you've had");
a list's commas ("this cycle you've used 412 minutes, 1,290 texts and 31.2 GB") keep it."""
_CURRENT = re.compile(r"\bthis (?:cycle|week|month|quarter|year|period)\b|\btoday\b|\bso far\b|本月|这个月|本周|这周|"
                      r"今天|今日|本期|当月|这期")
_PREVIOUS = re.compile(r"\blast (?:cycle|week|month|quarter|year|period)\b|\byesterday\b|\bprevious\b|\bprior\b|"
                       r"上个?月|上周|上个星期|昨天|上期|前一天")
_PERIOD_ARGUMENT = re.compile(r"\d{4}-\d{2}(?:-\d{2})?|current|previous|last|this|today|yesterday", re.IGNORECASE)
_LATER_WORDS = {"current": 2, "this": 2, "today": 2, "previous": 1, "last": 1, "yesterday": 1}


def _period_mentions(lowered: str, evidence: Evidence) -> list[tuple[int, str]]:
    """(position, call_id) of "this month", "last cycle", "上个月", "昨天" when two calls of one tool differ only in
    the period they ask for: the later period is the current one, the earlier the previous one."""
    by_tool: dict[str, list[tuple[str, str]]] = {}
    for result in evidence.results:
        periods = [str(v) for v in result.arguments.values() if isinstance(v, str) and _PERIOD_ARGUMENT.fullmatch(v)]
        if len(periods) == 1:
            by_tool.setdefault(result.tool, []).append((periods[0].lower(), result.call_id))
    found: list[tuple[int, str]] = []
    if _CURRENT.search(lowered) is None:
        return found  # "last week … the week before" both look back: which call "last" names is not clear
    for calls in by_tool.values():
        if len(calls) != 2 or calls[0][0] == calls[1][0]:
            continue
        ranked = sorted(calls, key=lambda call: (_LATER_WORDS.get(call[0], 0), call[0]))
        for pattern, (_, call_id) in ((_PREVIOUS, ranked[0]), (_CURRENT, ranked[1])):
            found.extend((match.start(), call_id) for match in pattern.finditer(lowered))
    return found


def _with_chinese_names(entities: Mapping[str, str]) -> dict[str, str]:
    """The entities plus the Chinese names the dictionary gives their English names ("android" → 安卓), for a
    Chinese narration about calls asked in English; a Chinese name two calls would share names neither."""
    owners: dict[str, set[str]] = {}
    for name, call_id in entities.items():
        if name.isascii() and any(ch.isalpha() for ch in name):
            for chinese in chinese_names(name):
                owners.setdefault(chinese, set()).add(call_id)
    added = {name: calls.pop() for name, calls in owners.items() if len(calls) == 1 and name not in entities}
    return {**entities, **added} if added else dict(entities)


def _word_edge(char: str) -> bool:
    """Whether a name's first or last character is an ASCII letter or digit, which must not run on into the next
    word; a Chinese name needs no boundary ("北京国贸店78.4%" names the store)."""
    return char.isascii() and char.isalnum()
