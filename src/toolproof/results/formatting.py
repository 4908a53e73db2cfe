"""Exact values rendered for people: thousands separators, currency, zh or en — never rounded beyond the value."""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any, Literal

Lang = Literal["zh", "en"]

CURRENCIES: Mapping[str, tuple[str, str, int]] = {
    "CNY": ("¥", "元", 2),
    "RMB": ("¥", "元", 2),
    "USD": ("$", "美元", 2),
    "EUR": ("€", "欧元", 2),
    "GBP": ("£", "英镑", 2),
    "JPY": ("JP¥", "日元", 0),
    "HKD": ("HK$", "港元", 2),
}
"""ISO code → (English prefix symbol, Chinese suffix word, minor-unit decimals)."""

CURRENCY_KEYS = ("currency", "currency_code", "ccy")
"""Sibling keys that name the currency of an amount in the same object."""

NO_VALUE = {"en": "no value", "zh": "无数据"}
BOOLEAN = {"en": ("yes", "no"), "zh": ("是", "否")}


def format_number(value: int | float, decimals: int | None = None) -> str:
    """Thousands separators and every significant digit (4820.5 → "4,820.5"; with decimals=2 → "4,820.50")."""
    exact = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    if decimals is not None:
        exact = exact.quantize(Decimal(1).scaleb(-decimals))
    text = f"{exact:,f}"
    return text[1:] if text.startswith("-") and exact == 0 else text


def currency_of(container: Mapping[str, Any] | None) -> str | None:
    """The ISO code a sibling field declares, when it is one we know how to write."""
    if not container:
        return None
    for key in CURRENCY_KEYS:
        code = container.get(key)
        if isinstance(code, str) and code.upper() in CURRENCIES:
            return code.upper()
    return None


def format_value(value: Any, lang: Lang = "en", currency: str | None = None) -> str:
    """One pinned value as text for `lang`; amounts get the currency's symbol (en) or word (zh)."""
    if value is None:
        return NO_VALUE[lang]
    if isinstance(value, bool):
        yes, no = BOOLEAN[lang]
        return yes if value else no
    if isinstance(value, (int, float)):
        if currency is None or currency not in CURRENCIES:
            return format_number(value)
        symbol, word, decimals = CURRENCIES[currency]
        number = format_number(value, decimals if _fits(value, decimals) else None)
        if lang == "zh":
            return f"{number}{word}"
        return f"-{symbol}{number[1:]}" if number.startswith("-") else f"{symbol}{number}"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _fits(value: int | float, decimals: int) -> bool:
    """True when writing `decimals` places loses nothing (so 0.125 USD is not shown as 0.13)."""
    exact = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    return exact == exact.quantize(Decimal(1).scaleb(-decimals))
