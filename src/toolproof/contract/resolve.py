"""Tool name → registered tool, by exact match only (IFN otherwise).

No case folding, no trimming, no look-alike matching: a model that writes ``query_repоrt`` with a Cyrillic
``о`` gets told precisely which character is wrong, and the call does not run.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Mapping
from typing import TypeVar

from toolproof.contract import feedback
from toolproof.decision import Category, Decision

T = TypeVar("T")

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)
_CONFUSABLES = str.maketrans(
    "аеорсухіјѕԁɡοανικρτυАВЕКМНОРСТХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdgoavikptuABEKMHOPCTXIJSABEZHIKMNOPTYX",
)


def skeleton(name: str) -> str:
    """A form in which look-alikes coincide; used only to explain a refusal, never to accept a call."""
    return unicodedata.normalize("NFKC", name).translate(_INVISIBLE).translate(_CONFUSABLES).strip()


def _why_different(name: str, match: str) -> str:
    odd = [
        f"position {i}: {ch!r} is {unicodedata.name(ch, f'U+{ord(ch):04X}')} (U+{ord(ch):04X})"
        for i, ch in enumerate(name)
        if not ch.isascii() or not ch.isprintable()
    ]
    if odd:
        return "it contains characters outside ASCII — " + "; ".join(odd[:4])
    if name.strip() != name:
        return "it has leading or trailing whitespace"
    if name.casefold() == match.casefold():
        return "the letter case differs"
    return "it differs in spelling"


def resolve_tool(name: object, registry: Mapping[str, T]) -> T | Decision:
    """The tool registered under exactly ``name``, or an IFN Decision explaining the miss."""
    if isinstance(name, str):
        found = registry.get(name)
        if found is not None:
            return found
    return unknown_tool(name, registry)


def unknown_tool(name: object, registry: Mapping[str, object]) -> Decision:
    """The IFN Decision for a name that is not registered, saying why it missed (look-alike, case, spelling)."""
    shown = feedback.clip(repr(name) if not isinstance(name, str) else f"`{name}`")
    hint = ""
    if isinstance(name, str) and name:
        lookalike = next((known for known in registry if skeleton(known).casefold() == skeleton(name).casefold()), None)
        if lookalike is not None:
            hint = feedback.UNKNOWN_TOOL_LOOKALIKE.format(
                name=shown, match=f"`{lookalike}`", why=_why_different(name, lookalike)
            )
            reason = "lookalike_name"
        else:
            close = difflib.get_close_matches(name, list(registry), n=1, cutoff=0.75)
            hint = feedback.UNKNOWN_TOOL_CLOSE.format(match=f"`{close[0]}`") if close else ""
            reason = "unknown_tool"
    else:
        reason = "missing_name" if not name else "name_not_string"
    message = feedback.UNKNOWN_TOOL.format(name=shown, hint=hint, available=feedback.code_list(registry))
    return Decision.invalid(Category.IFN, reason, message)
