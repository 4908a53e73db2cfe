"""Where a narration names the results' keys in words the shared scan does not read as labels.

The scan knows the lexicon's words; a result's own Chinese key (``绩效奖金``), a spelled-out initialism, an
English verb form of a key word ("peaked" for ``gust_peak_kmh``), a dictionary gloss and 进/出 before a noun are
found here, per narration, and added to the scan's labels before claims are read.
"""

from __future__ import annotations

import re

from toolproof.fidelity.evidence import Evidence, key_of, last_key
from toolproof.fidelity.gloss import chinese_labels
from toolproof.fidelity.initialisms import spelled_out
from toolproof.fidelity.lexicon import ZH_BARE_UNITS, key_words_of, word_concept
from toolproof.fidelity.pinyin import is_pinyin, pinyin_labels
from toolproof.fidelity.scan import CONCEPT, Scan


def label_keys(found: Scan, evidence: Evidence) -> None:
    """Add to the scan's labels every place the narration names a result's key in words of the results' own."""
    if evidence.literal_labels:
        _add_literal_labels(found, evidence.literal_labels)
        named = {c for f in evidence.facts if f.meaning is not None for c in f.meaning.concepts if not c.isascii()}
        if shortened := _short_forms(found, evidence) + _one_character_forms(
                found, tuple(label for label in evidence.literal_labels if label in named)):
            _add_labels(found, shortened)
    if evidence.initialisms and (spelled := spelled_out(found.lower, evidence.initialisms)):
        _add_labels(found, spelled)
    if evidence.key_concepts:
        _read_inflections(found, evidence)
        if not found.lower.isascii():
            _add_glossed_labels(found, chinese_labels(evidence.key_concepts).find(found.text))
            if any(is_pinyin(concept) for concept in evidence.key_concepts) and (
                    spoken := pinyin_labels(_ascii_keys(evidence)).find(found.text)):
                _add_labels(found, [(start, concept) for start, _, concepts in spoken for concept in concepts])
            if evidence.key_concepts >= _DIRECTIONS:
                _add_direction_labels(found)
    if "成功" in found.text:
        _negated_successes(found, "失败" if "失败" in evidence.literal_labels else "failed")


_NOT_BEFORE_SUCCESS = re.compile(r"[没未不][\u4e00-\u9fff]?$")


def _negated_successes(found: Scan, failed: str) -> None:
    """"64个会员没发成功" counts failures: 成功 after 没, 未 or 不 (and at most one verb) names the failed count (the
    key 失败 where a result holds one)."""
    concepts = found.concepts
    for index, (position, concept) in enumerate(concepts):
        if concept in ("succeeded", "成功") and found.text.startswith("成功", position) and (
                _NOT_BEFORE_SUCCESS.search(found.text, max(0, position - 2), position)):
            concepts[index] = (position, "failed" if concept == "succeeded" else failed)


def _ascii_keys(evidence: Evidence) -> frozenset[str]:
    """The results' keys written in Latin letters, which may be English or pinyin."""
    return frozenset(key for fact in (*evidence.facts, *evidence.nulls)
                     if fact.meaning is not None and fact.meaning.ascii and (key := key_of(fact.path)).isascii())


_STEM_LEADS_TO_NUMBER = re.compile(r"(?:了|有|是|共)?\s?[\d一二两三四五六七八九十几]")
_STATE_PREFIXES = frozenset("已未待")
_NOT_COUNTS = frozenset({"系数", "指数", "分数", "读数", "倍数", "参数", "基数", "常数", "函数", "度数", "位数"})
"""Keys ending in 数 that measure rather than count (a coefficient, an index, a reading)."""
_COUNT_SUFFIX = re.compile(r"(?:人次|[人次个件台张户笔车辆列箱单份条项批头只株架艘间套]数|数量|"
                           r"(?<=[\u4e00-\u9fff]{2})[单件台张笔份条项批袋箱瓶包盒桶])$")
"""A count's word at a key's end (``出苗数``, ``保内单``): a narration writes it behind the number ("保内58单")."""


MIN_LITERAL_STEM = 2


_MEASURE_SUFFIX = re.compile("(?:" + "|".join(sorted(
    {*ZH_BARE_UNITS, "天数", "小时数", "分钟数", "月数", "年数", "亩", "兆瓦时", "万元", "亿元", "时间", "日期", "价",
     "价格", "系数"},
    key=len, reverse=True)) + ")$")
"""A key's unit at its end (the lexicon's Chinese units, counts of time, 亩, 时间, 价: "应巡天数", "批准面积亩",
"预计到账时间", "回收价"): a narration writes the unit behind the number ("应巡26天"), a date after the key's stem
("预计到账：4月12号") and a price after it ("回收行情大概在46万")."""


MIN_MEASURED_STEM = 2


def _add_literal_labels(found: Scan, labels: tuple[str, ...]) -> None:
    """Chinese key names the lexicon does not know, found in the narration by their own text and added to its
    labels (so ``{"绩效奖金": 3000}`` is named by "绩效奖金"). Keys are few, so this is a handful of finds."""
    added = [(position, label) for label in labels for position in _occurrences(found.text, label)]
    added += [(position, label) for label in labels if label.find("每") >= MIN_LITERAL_STEM
              for position in _occurrences(found.text, label.replace("每", "一"))]  # 大型犬每晚: "大型犬一晚80"
    for label in labels:
        stem = _COUNT_SUFFIX.sub("", label)
        if stem == label and label.endswith("数") and len(label) > MIN_LITERAL_STEM and (
                label[-2:] not in _NOT_COUNTS) and label not in found.text and label[:-1] not in labels:
            # "差评146条" for 差评数: a count's 数 left off, the stem right before its number
            added += [(position, label) for position in _occurrences(found.text, label[:-1])
                      if _STEM_LEADS_TO_NUMBER.match(found.text, position + len(label) - 1)]
        if stem != label and len(stem) >= MIN_LITERAL_STEM and label not in found.text:
            # "机采血小板人次: 12" is told "机采血小板21人次": the count's word moves behind the number
            if _stem_of_one(stem, label, labels):
                added += [(position, label) for position in _occurrences(found.text, stem)]
        elif (stem := _MEASURE_SUFFIX.sub("", label)) != label and len(stem) >= MIN_MEASURED_STEM and (
                label not in found.text) and (_stem_of_one(stem, label, labels) or label.endswith("系数")):
            # (a coefficient's stem names it beside a sum of the same stem, 加急系数 beside 加急费: "加急只多收3%"
            # can be told apart by its form)
            added += [(position, label) for position in _occurrences(found.text, stem)]
        if label[0] in _STATE_PREFIXES and len(label) > MIN_LITERAL_STEM and not any(
                other != label and label[1:] in other for other in labels):
            # "核销了5218张" for 已核销: the state's prefix left off where no other key shares the rest
            added += [(position, label) for position in _occurrences(found.text, label[1:])]
        if stem.startswith("未") and len(stem) >= MIN_LITERAL_STEM and _stem_of_one(stem, label, labels):
            # "还有45户没抄到" for 未抄户数: speech says 没 where a key writes 未
            added += [(position, label) for position in _occurrences(found.text, "没" + stem[1:])]
    if added:
        _add_labels(found, added)


def _short_forms(found: Scan, evidence: Evidence) -> list[tuple[int, str]]:
    """A long Chinese key told by its head or its tail alone ("单模9条、多模2条、网线3条" for 单模光纤, 多模光纤 and
    超五类网线), where no other key shares that head or tail and the key is not written whole."""
    labels = evidence.literal_labels
    keys: set[str] | None = None
    added: list[tuple[int, str]] = []
    for label in labels:
        if label in found.text:
            continue
        # a count key is shortened from its stem ("在洗610条" for 厂内在洗件数: the count's word goes behind the number)
        for base in dict.fromkeys((label, _COUNT_SUFFIX.sub("", label))):
            if len(base) < MIN_SHORTENED_KEY:
                continue
            for size in range(MIN_LITERAL_STEM, len(base) - 1):
                for part in {base[:size], base[-size:]}:
                    if part not in found.text:
                        continue
                    if keys is None:
                        keys = {key_of(f.path) for f in (*evidence.facts, *evidence.nulls)}
                    if not any(other != label and part in other and not _own_head(other, base, keys) and (
                            base not in (other, _COUNT_SUFFIX.sub("", other), _MEASURE_SUFFIX.sub("", other)))
                            for other in labels):
                        # (a key and its own concept, 厂内在洗件数 and 厂内在洗, 看台清场分钟 and 看台清场, 翻译千字单价
                        # and 翻译千字, are one field, not two sharing a part)
                        added += [(position, label) for position in _occurrences(found.text, part)]
    return added


def _own_head(other: str, base: str, keys: set[str]) -> bool:
    """``翻译千字`` is the head of ``翻译千字单价`` (the key less the 单价 the lexicon reads as price): one field, where
    the shorter is no key of its own (及时率 beside 及时率同比 is another field)."""
    if min(len(other), len(base)) <= MIN_LITERAL_STEM:
        return False
    return (base.startswith(other) and other not in keys) or (other.startswith(base) and base not in keys)


def _one_character_forms(found: Scan, labels: tuple[str, ...]) -> list[tuple[int, str]]:
    """Sibling keys that differ in one character, told by that character right before their numbers ("早1260 /
    午3745 / 晚3380" for 早餐, 午餐, 晚餐): a table's shorthand, read only where the character leads into a digit.
    `labels` are keys' own words (not a lexicon word's whole key, 票价元, whose label is its concept)."""
    added: list[tuple[int, str]] = []
    for label in labels:
        if len(label) < 2 or label in found.text:
            continue
        for index in (0, -1):
            rest = label[1:] if index == 0 else label[:-1]
            if any(o != label and len(o) == len(label) and (o[1:] if index == 0 else o[:-1]) == rest for o in labels):
                added += [(position, label) for position in _occurrences(found.text, label[index])
                          if _LEADS_TO_DIGIT.match(found.text, position + 1)]
    return added


_LEADS_TO_DIGIT = re.compile(r"\s*[:：]?\s*\d")
"""What follows a one-character label: its number, maybe after a colon."""


MIN_SHORTENED_KEY = 4
"""The shortest Chinese key a narration may shorten to a part of it (单模 for 单模光纤)."""


def _stem_of_one(stem: str, label: str, labels: tuple[str, ...]) -> bool:
    """Whether a key's stem names that key alone: "成交" of 成交单数 also starts 成交金额, and names neither."""
    return not any(other not in (label, stem) and other.startswith(stem) for other in labels)


def _add_labels(found: Scan, added: list[tuple[int, str]]) -> None:
    """Put labels found by a reading of its own among the narration's labels, kept in order of position."""
    found.concepts = sorted([*found.concepts, *added])
    found.concept_positions = [position for position, _ in found.concepts]


def _add_glossed_labels(found: Scan, glossed: list[tuple[int, int, tuple[str, ...]]]) -> None:
    """Chinese words the dictionary says name a key (see `fidelity.gloss`), added to the narration's labels
    where no curated label already covers the text: the hand-chosen reading of a word wins."""
    curated = found.of(CONCEPT)
    added = [(start, concept) for start, end, concepts in glossed
             if not any(low < end and start < high for low, high, _ in curated) for concept in concepts]
    if added:
        _add_labels(found, added)


def _stems(word: str) -> tuple[str, ...]:
    """The words an English "-ed"/"-ing" form may come from: peaked → peak, averaging → average, stopped → stop."""
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            stem = word[: -len(ending)]
            doubled = (stem[:-1],) if stem[-1] == stem[-2] else ()
            return (stem, stem + "e", *doubled)
    return ()


def _read_inflections(found: Scan, evidence: Evidence) -> None:
    """English verb forms the lexicon does not know (the concept is the word as written), read as the key word
    they inflect when a result's key is written with that very word ("gusts peaked at 72 km/h" names
    ``gust_peak_kmh``; "rated" does not name ``share`` through the concept "rate" the lexicon gives it)."""
    key_concepts = evidence.key_concepts
    key_words: set[str] | None = None
    concepts = found.concepts
    for index, (position, concept) in enumerate(concepts):
        if concept[-1] in "dg" and concept not in key_concepts and found.lower.startswith(concept, position):
            for stem in _stems(concept):
                if (meant := word_concept(stem)) in key_concepts:
                    if key_words is None:
                        # a measured null counts too ("gusting to 22" names a null gust_mph)
                        measured = [f for f in evidence.nulls if f.unit is not None]
                        key_words = {word for fact in (*evidence.facts, *measured)
                                     if (split := last_key(fact.path)) for word in key_words_of(split[1])}
                    if stem in key_words or any(_abbreviates(word, stem) for word in key_words):
                        concepts[index] = (position, meant)
                        break


def _abbreviates(short: str, word: str) -> bool:
    """``avg`` shortens "average" and ``cnt`` "count": the same first letter, then the rest in order, and the
    dictionary reads both as one concept (so a key written ``avgPowerKw`` is named by "averaging")."""
    if len(short) >= len(word) or short[:1] != word[:1]:
        return False
    rest = iter(word[1:])
    return all(letter in rest for letter in short[1:]) and word_concept(short) == word_concept(word)


_DIRECTIONS = frozenset({"inbound", "outbound"})


_DIRECTION_CHAR = re.compile(
    r"(?!出现|进行|进一步|出来|进来|出去|出发|出差|出错|出问题|进展|出于|进度|入职|出具|出台|出炉|出色|出了|进了)"
    r"([进入出])(?=[\u4e00-\u9fff])")
"""进/入 and 出 leading a Chinese noun say which way things went through it: 入塔 and 出塔, 进水 and 出水, 进风 and
出风 (not the verbs 出现, 进行, …)."""


def _add_direction_labels(found: Scan) -> None:
    """Where a result holds the same measure both ways in (``moisture_in_pct``) and out, "出塔水分" names the
    outbound one: 进/入/出 before a noun label its number like the words 调入 and 调出 do."""
    curated = found.of(CONCEPT)
    added = [(match.start(), "outbound" if match[1] == "出" else "inbound")
             for match in _DIRECTION_CHAR.finditer(found.text)
             if not any(low <= match.start() < high for low, high, _ in curated)]
    if added:
        _add_labels(found, added)


def _occurrences(text: str, word: str) -> list[int]:
    positions: list[int] = []
    position = text.find(word)
    while position >= 0:
        positions.append(position)
        position = text.find(word, position + len(word))
    return positions
