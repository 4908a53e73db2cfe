"""What a call asked to do, read from its tool name and arguments.

Whether ``{"status": "cancelled"}`` is a success depends on the call: for ``cancel_order`` it is exactly what was
asked, for ``place_order`` it means the order did not go through, and for ``get_order`` it is just data. The
soft-error checks therefore need the operation's verb (is this an action or a read?), the past participle that
reports it done (``cancel`` → ``cancelled``) and how many things the call asked to act on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_NAMESPACE = re.compile(r"[./]")

READ_VERBS = frozenset({
    "get", "list", "search", "find", "query", "fetch", "read", "check", "lookup", "look", "show", "describe",
    "view", "retrieve", "count", "estimate", "quote", "calculate", "calc", "compare", "preview", "validate",
    "status", "inspect", "browse", "download", "export", "summarize", "summarise", "track", "watch", "poll",
    "verify", "explain", "analyze", "analyse", "recommend", "suggest", "forecast", "predict", "convert", "translate",
    "lint", "test", "ping", "whois", "resolve", "load", "scan", "stat", "stats", "info", "detail", "details",
    "trace", "locate", "audit", "report", "history", "lookup_by",
})
"""Verbs of tools that only look: their outputs describe things and never report an action's outcome."""

IRREGULAR_PARTICIPLES = {
    "sent": "send", "paid": "pay", "done": "do", "made": "make", "built": "build", "bought": "buy", "sold": "sell",
    "withdrawn": "withdraw", "written": "write", "taken": "take", "given": "give", "run": "run", "set": "set",
    "put": "put", "shut": "shut", "reset": "reset", "spent": "spend", "held": "hold", "kept": "keep", "left": "leave",
    "lent": "lend", "begun": "begin", "drawn": "draw", "frozen": "freeze", "chosen": "choose", "shown": "show",
    "split": "split", "cut": "cut", "upheld": "uphold", "overridden": "override", "rewritten": "rewrite",
}
"""Past participles that do not end in -ed, mapped to their verb."""

FAILED_PARTICIPLES = frozenset({
    "failed", "rejected", "declined", "denied", "refused", "blocked", "expired", "bounced", "errored", "skipped",
    "aborted", "conflicted", "dropped", "timed", "invalidated", "suspended", "voided", "reverted", "halted",
    "stopped", "missed", "throttled", "limited", "unprocessed", "undelivered", "unsent",
})
"""Participles that report something did not happen: never a success count or a success flag."""

COUNT_ARGUMENTS = frozenset({"count", "quantity", "qty", "num", "number", "n", "items", "copies", "seats", "tickets",
                             "units", "times", "nights", "rooms"})
"""Argument names whose integer value is how many things the call asked to act on."""
LIST_SUBJECTS = frozenset({"ids", "id", "items", "recipients", "targets", "records", "entries", "messages", "users",
                           "members", "orders", "files", "numbers", "phones", "emails", "accounts", "tasks", "jobs"})
"""Words in an argument's name that make its list the things acted on (``suggestion_ids``, ``recipients``)."""


@lru_cache(maxsize=4096)
def words(name: str) -> tuple[str, ...]:
    """The lower-case words of a key or tool name: ``ErrorCode`` → error, code; ``not_cancelled`` → not, cancelled."""
    return tuple(word.lower() for word in _WORD.findall(name))


def _root(word: str) -> str:
    """A crude common root of a verb and its forms, enough to see that two words are the same verb."""
    word = word.lower()
    if word in IRREGULAR_PARTICIPLES:
        word = IRREGULAR_PARTICIPLES[word]
    elif word.endswith("ied") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("ed") and len(word) > 4:
        word = word[:-2]
        if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiosl":
            word = word[:-1]
    elif word.endswith("ing") and len(word) > 5:
        word = word[:-3]
    if word.endswith("ll") and len(word) > 4:
        word = word[:-1]
    return word.rstrip("e")


@lru_cache(maxsize=4096)
def is_participle(word: str) -> bool:
    """Whether a word reads as a past participle (``cancelled``, ``sent``, ``applied``)."""
    return word in IRREGULAR_PARTICIPLES or (word.endswith("ed") and len(word) > 4)


@dataclass(frozen=True, slots=True)
class Operation:
    """The verb a call performs and how many things it asked to act on."""

    roots: frozenset[str]
    """Roots of the tool name's words (``cancel_order_items`` → cancel, order, item)."""
    is_action: bool
    """The tool changes something (its first word is not a reading verb)."""
    requested: int | None
    """How many things the arguments asked to act on, when they say."""
    verb: str = ""
    """Root of the tool name's verb, its first word (``skip_delivery`` → skip)."""

    def done_by_this_call(self, word: str) -> bool:
        """Whether a participle or status word reports this call's own verb done (``cancelled`` for cancel_order)."""
        return _root(word) in self.roots

    def verb_done(self, word: str) -> bool:
        """Whether a participle is the call's verb done (``skipped`` for skip_delivery, not ``delivered``)."""
        return bool(self.verb) and _root(word) == self.verb

    def names(self, key: str) -> bool:
        """Whether a key is one of the tool's own words (``order`` or ``Order`` for place_order)."""
        return _root(key) in self.roots


_VOWEL = re.compile(r"[aeiouy]")
_LOOKUP_VERBS = frozenset({"get", "list", "search", "query", "fetch", "find", "lookup", "read", "retrieve", "show"})


@lru_cache(maxsize=2048)
def _tool_reading(tool: str) -> tuple[frozenset[str], bool, str]:
    parts = words(tool)
    roots = frozenset(_root(word) for word in parts if len(word) > 1)
    # a namespace before the name ("lockers.extend_hold", "crm/create_lead") is no verb
    own = words(_NAMESPACE.split(tool)[-1]) or parts
    verbs = [word for word in own if word not in {"batch", "bulk", "mass", "multi", "do", "api", "v1", "v2"}]
    # a system's initials before the name ("ctms_monitoring_report", "crm_create_lead") are no verb, nor is a
    # word before a plain lookup verb ("irb_get_submission_status"; "start_export" still starts something)
    while len(verbs) > 1 and not _VOWEL.search(verbs[0]):
        verbs = verbs[1:]
    if len(verbs) > 2 and verbs[1] in _LOOKUP_VERBS:
        verbs = verbs[1:]
    is_action = (bool(verbs) and verbs[0] not in READ_VERBS and not tool.lower().startswith(("is_", "has_", "can_"))
                 and not (len(verbs) > 1 and verbs[0].endswith("ing")))  # "monitoring_report" names a thing
    return roots, is_action, _root(verbs[0]) if verbs else ""


def read_operation(tool: str, arguments: Mapping[str, Any]) -> Operation:
    roots, is_action, verb = _tool_reading(tool)
    return Operation(roots, is_action, _requested(arguments) if is_action else None, verb)


def _requested(arguments: Mapping[str, Any]) -> int | None:
    """A count the arguments ask for (``count: 3``), else the length of the list of things acted on."""
    from_list = None
    for key, value in arguments.items():
        names = words(str(key))
        if isinstance(value, int) and not isinstance(value, bool) and value > 0 and names and names[-1] in \
                COUNT_ARGUMENTS:
            return value
        if isinstance(value, list) and value and from_list is None and not LIST_SUBJECTS.isdisjoint(names):
            from_list = len(value)
    return from_list
