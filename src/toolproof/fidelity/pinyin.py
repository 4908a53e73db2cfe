"""Where a Chinese narration names a key spelled in pinyin (``kucun_dun``, ``weichan_qian``, ``jiedan_lv``).

Many Chinese back ends name their fields in toneless pinyin. A narration names such a field by the characters
those syllables read (库存, 围产前, 接单率), so the key is found by sound: each syllable stands for every character
the dictionary (CC-CEDICT, see `fidelity.gloss`) reads so, and a run of the key's words is one pattern over the
narration. A word counts as pinyin only when it splits into syllables, two at least, and is no English word of the
dictionary's senses ("data" is da + ta, and English); a one-syllable word (``qian``, ``dun``) is read only beside
the key's other words, never alone, where it would be any of a hundred characters.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from toolproof.fidelity.gloss import english_words, readings
from toolproof.fidelity.lexicon import CHINESE, COMPOUNDS, key_meaning, key_word_concepts, key_words_of

MAX_SYLLABLE_LETTERS = 6
"""The longest toneless syllable (zhuang, shuang)."""
MAX_SPELLINGS = 8
"""Ways one word may split into syllables that are kept ("xian" is xi + an or xian): more is a word of letters."""
MIN_PHRASE_SYLLABLES = 2
"""Syllables a run of key words must have to be looked for: one syllable names nothing on its own."""
MAX_CACHED_KEY_SETS = 256
MAX_CACHED_WORDS = 4096
_VOWEL = re.compile(r"[aeiouv]")
"""A syllable a key spells has a vowel: the dictionary's bare r (儿化) and m (呣) would read ``mrr`` as pinyin."""

Hit = tuple[int, int, tuple[str, ...]]


def _spellings(word: str) -> list[tuple[str, ...]]:
    """The ways `word` splits into syllables, fewest syllables first; none when it is not pinyin."""
    syllables = readings()
    found: list[tuple[str, ...]] = []

    def split(start: int, taken: tuple[str, ...]) -> None:
        if len(found) >= MAX_SPELLINGS:
            return
        if start == len(word):
            found.append(taken)
            return
        for end in range(min(len(word), start + MAX_SYLLABLE_LETTERS), start, -1):
            if word[start:end] in syllables and _VOWEL.search(word, start, end):
                split(end, (*taken, word[start:end]))

    split(0, ())
    return sorted(found, key=len)


@lru_cache(maxsize=MAX_CACHED_WORDS)
def is_pinyin(word: str) -> bool:
    """A key word of two syllables or more that no English sense uses (``kucun``; not ``data`` or ``change``)."""
    return word.isascii() and word.isalpha() and word not in english_words() and any(
        len(spelling) >= MIN_PHRASE_SYLLABLES for spelling in _spellings(word))


def _run_spellings(words: list[str]) -> list[tuple[str, ...]]:
    """The syllables a run of words reads, one tuple per way of splitting them (fewest syllables first)."""
    spellings: list[tuple[str, ...]] = [()]
    for word in words:
        spellings = [(*done, *more) for done in spellings for more in _spellings(word)][:MAX_SPELLINGS]
    return spellings


@cache
def _character_readings() -> dict[str, frozenset[str]]:
    """Each character → the toneless syllables the dictionary reads it as."""
    by_character: dict[str, set[str]] = {}
    for syllable, characters in readings().items():
        for character in characters:
            by_character.setdefault(character, set()).add(syllable)
    return {character: frozenset(syllables) for character, syllables in by_character.items()}


MAX_WORD_READINGS = 16
"""Readings of one curated Chinese word kept (a character read several ways multiplies them)."""


@cache
def _curated_readings() -> dict[str, tuple[str, ...]]:
    """Toneless pinyin of each curated Chinese label (环比 → huanbi) → the concepts it names, where every word that
    reads so names the same ones."""
    by_character: dict[str, list[str]] = {}
    for syllable, characters in readings().items():
        for character in characters:
            by_character.setdefault(character, []).append(syllable)
    found: dict[str, set[tuple[str, ...]]] = {}
    for word, concepts in [*((w, (c,)) for w, c in CHINESE.items()), *COMPOUNDS.items()]:
        spellings = [""]
        for character in word:
            spellings = [done + more for done in spellings for more in by_character.get(character, ())]
            spellings = spellings[:MAX_WORD_READINGS]
        for spelling in spellings:
            found.setdefault(spelling, set()).add(tuple(concepts))
    return {spelling: next(iter(named)) for spelling, named in found.items() if len(named) == 1 and spelling}


def curated_concepts(word: str) -> tuple[str, ...]:
    """The concepts of the curated Chinese label a pinyin key word spells (``huanbi`` → mom, ``pingjun`` →
    average); none when the word is no pinyin or spells no curated label."""
    return _curated_readings().get(word, ()) if is_pinyin(word) else ()


class PinyinLabels:
    """The runs of a result set's pinyin keys, indexed by their first syllable: a narration is read character by
    character through the characters' readings, so no pattern is compiled per key set (a regex of every homophone
    of every syllable costs more to build than a narration costs to check)."""

    __slots__ = ("_by_first",)

    def __init__(self, phrases: list[tuple[list[str], tuple[str, ...]]]) -> None:
        phrases.sort(key=lambda phrase: -sum(len(word) for word in phrase[0]))  # the longest run wins at a start
        self._by_first: dict[str, list[tuple[int, tuple[str, ...], tuple[str, ...]]]] = {}
        order = 0
        for words, concepts in phrases:
            for spelling in _run_spellings(words):
                self._by_first.setdefault(spelling[0], []).append((order, spelling, concepts))
                order += 1

    def find(self, text: str) -> list[Hit]:
        """(start, end, concepts) of each place `text` names a run of a pinyin key's words, leftmost first and
        never overlapping."""
        if not self._by_first:
            return []
        read = _character_readings()
        hits: list[Hit] = []
        position = 0
        while position < len(text):
            found = self._run_at(text, position, read)
            if found is None:
                position += 1
                continue
            end, concepts = found
            hits.append((position, end, concepts))
            position = end
        return hits

    def _run_at(self, text: str, start: int, read: dict[str, frozenset[str]]) -> tuple[int, tuple[str, ...]] | None:
        """The end and concepts of the first run (in the runs' order) whose syllables the characters from `start`
        read."""
        first = read.get(text[start])
        if not first:
            return None
        best: tuple[int, int, tuple[str, ...]] | None = None
        for syllable in first:
            for order, spelling, concepts in self._by_first.get(syllable, ()):
                if best is not None and order >= best[0]:
                    break
                end = start + len(spelling)
                if end <= len(text) and all(spelling[k] in read.get(text[start + k], ())
                                            for k in range(1, len(spelling))):
                    best = (order, end, concepts)
                    break
        return (best[1], best[2]) if best is not None else None


@lru_cache(maxsize=MAX_CACHED_KEY_SETS)
def pinyin_labels(keys: frozenset[str]) -> PinyinLabels:
    """The narration patterns of every key among `keys` with a pinyin word: each run of its words of two
    syllables or more, tagged with the concepts those words name."""
    phrases: dict[tuple[str, ...], tuple[str, ...]] = {}
    for key in keys:
        words = key_words_of(key)
        if not any(is_pinyin(word) for word in words):
            continue
        named = key_meaning(key).concepts
        readable = [word.isalpha() and bool(_spellings(word)) for word in words]
        for start in range(len(words)):
            for end in range(start + 1, len(words) + 1):
                run = words[start:end]
                if not all(readable[start:end]) or not any(is_pinyin(word) for word in run):
                    continue
                concepts = tuple(c for c in dict.fromkeys(
                    concept for word in run for concept in key_word_concepts(word)) if c in named)
                if concepts:
                    phrases[tuple(run)] = concepts
    return PinyinLabels([(list(run), concepts) for run, concepts in phrases.items()])
