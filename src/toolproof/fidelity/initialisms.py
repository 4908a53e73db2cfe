"""Key words that are initials, found spelled out in a narration.

APIs shorten phrases to their initials (``rt_lmp`` for the real-time price, ``dau`` for daily active users); a
narration writes the phrase. Without this, "real-time settled at $64.12" names no field and a day-ahead value told
as the real-time one passes unseen.
"""

from __future__ import annotations

import re

from toolproof.fidelity.lexicon import STOP_WORDS

_WORD = re.compile(r"[a-z]+")
MIN_SPELLED_WORD = 3
"""Words of a phrase written with spaces are at least this long and no stop word ("real time", not "rate to"):
two short words side by side start with a key's letters by chance far too often. Hyphens bind a phrase
("year-to-date"), so there any word counts."""


def spelled_out(lower: str, initialisms: frozenset[str]) -> list[tuple[int, str]]:
    """(position, initialism) for every run of adjacent words in `lower` whose initials spell one of
    `initialisms` ("day-ahead" spells ``da``)."""
    longest = max(map(len, initialisms))
    firsts = {initialism[0] for initialism in initialisms}
    words = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(lower)]
    found: list[tuple[int, str]] = []
    for first in range(len(words)):
        if words[first][2][0] not in firsts:
            continue  # most words start no initialism: skipped before any run is built
        letters = ""
        hyphenated = False
        spaced_ok = True
        for index in range(first, min(first + longest, len(words))):
            start, _, word = words[index]
            if index > first:
                gap = lower[words[index - 1][1] : start]
                if gap not in ("-", " "):
                    break
                hyphenated = hyphenated or gap == "-"
            spaced_ok = spaced_ok and len(word) >= MIN_SPELLED_WORD and word not in STOP_WORDS
            letters += word[0]
            if index > first and letters in initialisms and (hyphenated or spaced_ok) and not _mixed(lower, words,
                                                                                                   first, index):
                found.append((words[first][0], letters))
    return found


def _mixed(lower: str, words: list[tuple[int, int, str]], first: int, last: int) -> bool:
    """A run joined partly by hyphens and partly by spaces ("real-time price") is two phrases, unless every word
    would pass on its own."""
    gaps = {lower[words[i - 1][1] : words[i][0]] for i in range(first + 1, last + 1)}
    return len(gaps) > 1 and any(len(words[i][2]) < MIN_SPELLED_WORD for i in range(first, last + 1))
