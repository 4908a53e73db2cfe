"""Every sentence the model reads about a refused call, in one reviewable place.

The wording matters: the model repairs its call from this text alone, so each message names the path, what
was expected, what was received and, where we can, a corrected example. Nothing here says "please retry".
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

MAX_SHOWN = 80

EMPTY_ARGUMENTS = (
    "The argument string is empty. Send the arguments as one JSON object, e.g. {} when the tool takes none."
)
NOT_UTF8 = "The arguments are not valid UTF-8 text. Send them as one JSON object in UTF-8."
NOT_TEXT = "The arguments arrived as a {kind}, not as JSON text. Send them as one JSON object."
TOO_LARGE = "The arguments exceed the size limit of {limit} bytes. Send only the fields the tool declares."
DUPLICATE_KEY = 'The key "{key}" appears more than once in one object; only one value can be meant. Send each key once.'
NON_FINITE = "{token} is not a finite JSON number. Send a finite number, or leave the field out if it is optional."
LONE_SURROGATE = (
    "A string holds an unpaired UTF-16 surrogate (such as \\ud800), which is not text. Send valid Unicode text."
)
TOO_DEEP = "The arguments nest deeper than {limit} levels. Send the structure the tool declares."
NOT_JSON = "The arguments are not valid JSON ({error}). Send exactly one JSON object and nothing around it."
NOT_OBJECT = "The arguments are a JSON {kind}, not an object. Send one JSON object whose keys are the parameters."
DOUBLE_ENCODED = (
    "The arguments are a JSON string that itself contains a JSON object (double-encoded). "
    "Send the object directly, without wrapping it in quotes."
)

UNKNOWN_TOOL = "There is no tool named {name}. {hint}Available tools: {available}."
UNKNOWN_TOOL_LOOKALIKE = (
    "{name} is not {match}: {why}. Tool names must match exactly, character for character; none is corrected for you. "
)
UNKNOWN_TOOL_CLOSE = "Did you mean {match}? "

REFUSED_HEADER = "The call to `{tool}` was refused ({category}: {reason}); it did not run."
REPAIR_EXAMPLE = "Send the call again with corrected arguments, for example: {example}"
REPAIR_NO_EXAMPLE = "Send the call again with corrected arguments."

UNKNOWN_FIELD = "unknown field. {hint}Fields are never renamed for you."
UNKNOWN_FIELD_CLOSE = "Did you mean `{match}`? "
UNKNOWN_FIELD_ALLOWED = "Allowed here: {allowed}. "
MISPLACED_FIELD = "`{name}` is not a field at this level; it belongs at {where}. Nest it there."
AMBIGUOUS_ALIAS = "both `{alias}` and its canonical name `{canonical}` were sent; send only `{canonical}`."
MISSING_FIELD = "required field is missing; expected {expected}."
WRONG_TYPE = "expected {expected}, got {received}."
WRONG_TYPE_QUOTED_NUMBER = "expected {expected}, got the string {received}; send the number without quotes."
WRONG_VALUE = "{detail}; expected {expected}, got {received}."


def clip(text: str, limit: int = MAX_SHOWN) -> str:
    """Shorten text for a message; a hostile payload must not flood the model's context."""
    if len(text) <= limit:
        return text
    return text[: limit - 1] + "…"


def show(value: Any) -> str:
    """Render a received value as compact JSON, truncated."""
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        text = repr(value)
    return clip(text)


def json_kind(value: Any) -> str:
    """The JSON type name of a decoded value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def received(value: Any) -> str:
    """``string "5000"`` — the kind and the value, so the model sees both."""
    return f"{json_kind(value)} {show(value)}"


def code_list(names: Iterable[str], limit: int = 20) -> str:
    items = [f"`{n}`" for n in names]
    if len(items) > limit:
        items = [*items[:limit], f"… ({len(items) - limit} more)"]
    return ", ".join(items) if items else "(none)"
