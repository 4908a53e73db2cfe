"""Every number a narration states, in the forms people write them, with the value each one means.

Covers digits with thousands separators, currency symbols and words, percentages, time and data units,
magnitudes (万/亿, k/M/B, million), Chinese numerals (三千五百, 百分之四十八点二) and English number words
(three thousand five hundred). Dates, clock times, versions, ordinals and codes (``H100``, ``5G``) are not
quantities and are skipped. All patterns are compiled once at import: this runs on every narration.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple

CURRENCY_SYMBOLS: dict[str, str] = {
    "¥": "CNY", "￥": "CNY", "$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "HK$": "HKD", "JP¥": "JPY",
    "RMB": "CNY", "CNY": "CNY", "USD": "USD", "EUR": "EUR", "GBP": "GBP", "JPY": "JPY", "HKD": "HKD",
    "元": "CNY", "元人民币": "CNY", "块": "CNY", "块钱": "CNY", "人民币": "CNY", "yuan": "CNY", "美元": "USD",
    "美金": "USD", "dollar": "USD", "dollars": "USD", "bucks": "USD", "欧元": "EUR", "euro": "EUR", "euros": "EUR",
    "英镑": "GBP", "pound": "GBP", "pounds": "GBP", "日元": "JPY", "港元": "HKD", "港币": "HKD",
    "USDT": "USDT", "USDC": "USDC", "U": "USDT",
}

_MINOR_UNITS: dict[str, tuple[str, float]] = {"¢": ("USD", 0.01), "c": ("USD", 0.01), "毛": ("CNY", 0.1)}
"""Words for a fraction of a currency's main unit, by first character: "39¢ a minute", "50 cents", "1毛5"
(0.15 yuan; the digit after 毛 is hundredths)."""

MAGNITUDES: dict[str, float] = {
    "万亿": 1e12, "亿": 1e8, "千万": 1e7, "百万": 1e6, "万": 1e4, "千": 1e3, "百": 1e2,
    "k": 1e3, "K": 1e3, "thousand": 1e3, "million": 1e6, "mln": 1e6, "mn": 1e6, "MM": 1e6, "M": 1e6,
    "MGD": 1e6, "mgd": 1e6, "MLD": 1e6, "mld": 1e6,
    "billion": 1e9, "bn": 1e9, "B": 1e9, "trillion": 1e12, "tn": 1e12,
}

TIME_UNITS: dict[str, float] = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0, "min": 60.0, "h": 3600.0,
                                "day": 86400.0}
"""Seconds per unit."""
DATA_UNITS: dict[str, tuple[float, float]] = {
    "B": (1.0, 1.0), "KB": (1e3, 1024.0), "MB": (1e6, 1024.0**2), "GB": (1e9, 1024.0**3), "TB": (1e12, 1024.0**4),
    "KiB": (1024.0, 1024.0), "MiB": (1024.0**2, 1024.0**2), "GiB": (1024.0**3, 1024.0**3),
    "TiB": (1024.0**4, 1024.0**4), "PB": (1e15, 1024.0**5), "PiB": (1024.0**5, 1024.0**5),
}
"""Bytes per unit, (decimal reading, binary reading): people write MB for both."""
LENGTH_UNITS: dict[str, float] = {"mm": 1e-3, "cm": 1e-2, "m": 1.0, "km": 1e3, "mi": 1609.344, "in": 0.0254,
                                  "ft": 0.3048, "nmi": 1852.0}
"""Metres per unit."""
MASS_UNITS: dict[str, float] = {"µg": 1e-6, "mg": 1e-3, "g": 1.0, "kg": 1e3, "t": 1e6, "jin": 500.0, "lb": 453.59237}
"""Grams per unit."""
ENERGY_UNITS: dict[str, float] = {"Wh": 1.0, "kWh": 1e3, "MWh": 1e6, "GWh": 1e9, "therm": 29307.1}
POWER_UNITS: dict[str, float] = {"W": 1.0, "kW": 1e3, "MW": 1e6, "GW": 1e9}
AREA_UNITS: dict[str, float] = {"m²": 1.0, "ha": 1e4, "亩": 10_000 / 15, "acre": 4046.8564224, "sqft": 0.09290304,
                                "km²": 1e6}
"""Square metres per unit (1 亩 is 1/15 of a hectare)."""
VOLUME_UNITS: dict[str, float] = {"mL": 1e-3, "L": 1.0, "m³": 1e3, "gal": 3.785411784, "kgal": 3785.411784,
                                  "ft³": 28.316846592,
                                  "CCF": 2831.6846592}
"""Litres per unit."""
OILFIELD_UNITS: dict[str, tuple[str, float]] = {
    "Mcf": ("gas volume", 1e3), "MMcf": ("gas volume", 1e6), "Bcf": ("gas volume", 1e9),
    "bbl": ("oil volume", 1.0), "Mbbl": ("oil volume", 1e3), "MMbbl": ("oil volume", 1e6)}
"""Oil and gas volumes, where M is a thousand and MM a million: cubic feet of gas, barrels of liquid. Kept apart from
litres, so a number in m³ is not also read in barrels against every quotient of the results."""
PRESSURE_UNITS: dict[str, float] = {"Pa": 1.0, "hPa": 1e2, "kPa": 1e3, "MPa": 1e6, "bar": 1e5, "psi": 6894.757}
"""Pascals per unit."""
FREQUENCY_UNITS: dict[str, float] = {"Hz": 1.0, "kHz": 1e3, "MHz": 1e6, "GHz": 1e9}
"""Hertz per unit."""
ILLUMINANCE_UNITS: dict[str, float] = {"lx": 1.0, "fc": 10.7639}
"""Lux per unit (a foot-candle is a lumen per square foot)."""
SPEED_UNITS: dict[str, float] = {"m/s": 1.0, "km/h": 1 / 3.6, "mph": 0.44704, "kn": 0.514444}
"""Metres per second per unit."""
BITRATE_UNITS: dict[str, float] = {"bit/s": 1.0, "kbit/s": 1e3, "Mbit/s": 1e6, "Gbit/s": 1e9, "Tbit/s": 1e12}
"""Bits per second per unit (a link's traffic, a port's speed)."""
BITCOIN_UNITS: dict[str, float] = {"sat": 1e-8, "mBTC": 1e-3, "BTC": 1.0}
"""Bitcoin per unit: wallets report satoshis, people say BTC."""
ETHER_UNITS: dict[str, float] = {"wei": 1e-18, "gwei": 1e-9, "ETH": 1.0}
SOLANA_UNITS: dict[str, float] = {"lamport": 1e-9, "SOL": 1.0}
"""Coins per unit of chains whose APIs count the smallest unit (wei, lamports) while people say ETH and SOL."""
UNIT_FACTORS: dict[str, tuple[str, tuple[float, ...]]] = {
    **{unit: ("volume", (factor,)) for unit, factor in VOLUME_UNITS.items()},
    **{unit: (dimension, (factor,)) for unit, (dimension, factor) in OILFIELD_UNITS.items()},
    **{unit: ("bitcoin", (factor,)) for unit, factor in BITCOIN_UNITS.items()},
    **{unit: ("ether", (factor,)) for unit, factor in ETHER_UNITS.items()},
    **{unit: ("solana", (factor,)) for unit, factor in SOLANA_UNITS.items()},
    **{unit: ("time", (factor,)) for unit, factor in TIME_UNITS.items()},
    **{unit: ("data", factors) for unit, factors in DATA_UNITS.items()},
    **{unit: ("energy", (factor,)) for unit, factor in ENERGY_UNITS.items()},
    **{unit: ("power", (factor,)) for unit, factor in POWER_UNITS.items()},
    **{unit: ("length", (factor,)) for unit, factor in LENGTH_UNITS.items()},
    **{unit: ("mass", (factor,)) for unit, factor in MASS_UNITS.items()},
    **{unit: ("area", (factor,)) for unit, factor in AREA_UNITS.items()},
    **{unit: ("pressure", (factor,)) for unit, factor in PRESSURE_UNITS.items()},
    **{unit: ("frequency", (factor,)) for unit, factor in FREQUENCY_UNITS.items()},
    **{unit: ("illuminance", (factor,)) for unit, factor in ILLUMINANCE_UNITS.items()},
    **{unit: ("speed", (factor,)) for unit, factor in SPEED_UNITS.items()},
    **{unit: ("bitrate", (factor,)) for unit, factor in BITRATE_UNITS.items()},
    "dB": ("decibel", (1.0,)), "dBm": ("decibel-milliwatt", (1.0,)),
}
"""unit → (dimension, factors to the dimension's base unit); data has a decimal and a binary reading."""

_UNIT_WORDS: dict[str, str] = {
    "%": "%", "％": "%", "percent": "%", "per cent": "%", "pct": "%",
    "个百分点": "pp", "百分点": "pp", "percentage points": "pp", "percentage point": "pp", "pp": "pp",
    "基点": "bp", "bps": "bp", "bp": "bp",
    "毫秒": "ms", "ms": "ms", "millisecond": "ms", "milliseconds": "ms", "msec": "ms",
    "秒钟": "s", "秒": "s", "second": "s", "seconds": "s", "sec": "s", "secs": "s", "s": "s",
    "分钟": "min", "min": "min", "mins": "min", "minute": "min", "minutes": "min",
    "个小时": "h", "小时": "h", "hour": "h", "hours": "h", "hr": "h", "hrs": "h", "h": "h",
    "天": "day", "day": "day", "days": "day", "d": "day",
    "字节": "B", "byte": "B", "bytes": "B", "兆": "MB",
    "KB": "KB", "kB": "KB", "kb": "KB", "MB": "MB", "mb": "MB", "GB": "GB", "gb": "GB", "G": "GB", "TB": "TB",
    "tb": "TB", "PB": "PB",
    "KiB": "KiB", "MiB": "MiB", "GiB": "GiB", "TiB": "TiB", "PiB": "PiB",
    "Wh": "Wh", "kWh": "kWh", "kwh": "kWh", "MWh": "MWh", "GWh": "GWh", "千瓦时": "kWh", "兆瓦时": "MWh",
    "kW": "kW", "MW": "MW", "GW": "GW", "千瓦": "kW", "兆瓦": "MW",
    "km": "km", "kilometers": "km", "kilometres": "km", "kilometer": "km", "kilometre": "km", "公里": "km",
    "千米": "km", "米": "m", "meters": "m", "metres": "m", "meter": "m", "metre": "m", "cm": "cm", "厘米": "cm",
    "mm": "mm", "毫米": "mm", "nautical miles": "nmi", "nautical mile": "nmi", "nmi": "nmi", "海里": "nmi",
    "miles": "mi", "mile": "mi", "inches": "in", "inch": "in", "英寸": "in",
    "feet": "ft", "foot": "ft", "ft": "ft", "英尺": "ft",
    "kg": "kg", "kgs": "kg", "kilograms": "kg", "kilogram": "kg", "公斤": "kg", "千克": "kg", "mg": "mg",
    "milligrams": "mg", "毫克": "mg", "µg": "µg", "μg": "µg", "mcg": "µg", "micrograms": "µg", "微克": "µg",
    "grams": "g", "gram": "g", "g": "g", "克": "g",
    "tonnes": "t", "tonne": "t", "tons": "t", "metric tons": "t", "t": "t", "吨": "t", "斤": "jin", "lb": "lb",
    "lbs": "lb",
    "ha": "ha", "hectares": "ha", "hectare": "ha", "公顷": "ha", "亩": "亩", "acres": "acre", "acre": "acre",
    "sq ft": "sqft", "square feet": "sqft", "sqft": "sqft", "m²": "m²", "平方米": "m²", "sqm": "m²", "km²": "km²",
    "平方公里": "km²",
    "立方米": "m³", "立方": "m³", "方": "m³",
    "m³": "m³", "m3": "m³", "cubic meters": "m³", "cubic metres": "m³", "升": "L", "毫升": "mL",
    "cubic feet": "ft³", "cubic foot": "ft³", "cu ft": "ft³", "ft³": "ft³", "立方英尺": "ft³",
    "CCF": "CCF", "ccf": "CCF",
    "therms": "therm", "therm": "therm",
    "Mcf": "Mcf", "mcf": "Mcf", "MMcf": "MMcf", "mmcf": "MMcf", "Bcf": "Bcf", "bcf": "Bcf", "bbl": "bbl",
    "bbls": "bbl", "barrels": "bbl", "barrel": "bbl", "Mbbl": "Mbbl", "MMbbl": "MMbbl", "mmbbl": "MMbbl",
    "liters": "L", "litres": "L", "liter": "L", "litre": "L", "L": "L", "ml": "mL", "mL": "mL",
    "gallons": "gal", "gallon": "gal", "gal": "gal", "加仑": "gal", "gpm": "gal/min", "gph": "gal/h", "kgal": "kgal",
    "sats": "sat", "sat": "sat", "satoshis": "sat", "satoshi": "sat", "聪": "sat", "BTC": "BTC", "btc": "BTC",
    "mBTC": "mBTC", "ETH": "ETH", "gwei": "gwei", "Gwei": "gwei", "wei": "wei", "SOL": "SOL",
    "lamports": "lamport", "lamport": "lamport",
    "Pa": "Pa", "帕": "Pa", "hPa": "hPa", "百帕": "hPa", "kPa": "kPa", "KPa": "kPa", "千帕": "kPa", "MPa": "MPa",
    "Mpa": "MPa", "兆帕": "MPa", "bar": "bar", "psi": "psi",
    "lux": "lx", "lx": "lx", "勒克斯": "lx", "foot-candles": "fc", "foot-candle": "fc", "footcandles": "fc",
    "mph": "mph", "kph": "km/h", "km/h": "km/h", "knots": "kn",
    "米每秒": "m/s", "米/秒": "m/s", "公里每小时": "km/h", "千米每小时": "km/h", "公里/小时": "km/h",
    "dB": "dB", "dBm": "dBm", "分贝": "dB",
    "kbps": "kbit/s", "Kbps": "kbit/s", "Mbps": "Mbit/s", "mbps": "Mbit/s", "Gbps": "Gbit/s", "gbps": "Gbit/s",
    "Tbps": "Tbit/s", "tbps": "Tbit/s", "Mb/s": "Mbit/s", "Gb/s": "Gbit/s", "Tb/s": "Tbit/s", "兆比特每秒": "Mbit/s",
    "Hz": "Hz", "赫兹": "Hz", "kHz": "kHz", "KHz": "kHz", "千赫": "kHz", "MHz": "MHz", "兆赫": "MHz", "GHz": "GHz",
}

def unit_of_word(word: str) -> str | None:
    """The unit a unit word names ("吨" → t, "千瓦时" → kWh), as the number reader reads it after a number."""
    return _UNIT_WORDS.get(word)


TEMPERATURE_MARKS = frozenset({"°C", "℃", "°F", "°"})
COUNTERS = (
    "°C", "℃", "°F", "°", "个", "笔", "次", "条", "件", "位", "名", "人", "台", "张", "份", "项", "家", "页",
    "行", "单", "箱", "盒", "瓶", "只", "辆", "间", "套", "双", "本", "篇", "首", "倍", "岁", "公斤", "千克",
    "公里", "度", "分", "户", "例", "起", "场", "单位", "股", "手", "点", "期", "尾", "口", "个月",
)


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w) + _WORD_GUARDS.get(w, "") for w in sorted(words, key=len, reverse=True))


_WORD_GUARDS = {"方": "(?![面案式法向便位言针略形子])", "尾": "(?![号款数部巴声货])",
                "口": "(?![罩径岸味号头气碑令红语音感吻])",
                "G": "(?=[，。；、！？）（(\u4e00-\u9fff])(?![网信手基覆])"}
"""Suffix words that are something else when words follow: 20方 of water is m³, 两方面 is not; 2万尾 counts fish,
尾号 is no count; in Chinese text
"40G" of data is 40 GB, a 5G网络 is not (nor an English "5G")."""


def _guard(words: list[str], space: bool = False, hyphen: bool = False) -> str:
    """A look-ahead for the first characters of `words`: a number followed by none of them (the common case)
    skips the whole alternation at once instead of trying each word. English units may be joined by a hyphen
    ("a 5-day free period", "a 30-minute call")."""
    first = "".join(sorted({re.escape(w[0]) for w in words}))
    gap = r"[\s-]?" if hyphen else r"\s?" if space else ""
    return r"(?=" + gap + "[" + first + "])"


_DIGIT_RUN = re.compile(r"\d(?:\d{0,2}(?:,\d{3})+|\d*)(?:\.\d+)?")
"""Digits with or without thousands separators; written to start with one digit class so the regex engine
skips ahead to the next digit in C rather than trying each position."""
_SUFFIX_WORDS = {**dict.fromkeys(_UNIT_WORDS, "unit"), **{w: "cur" for w in CURRENCY_SYMBOLS if w[0] not in "¥￥$€£"}}
_LATIN_END = r"(?![A-Za-z\u00c0-\u024f])"
"""After a unit or magnitude letter, no further letter ("5K" is 5,000, "five Kölsch" no number of thousands)."""
_ASCII_SUFFIXES = [w for w in _SUFFIX_WORDS if w[0].isascii()]
_CHINESE_SUFFIXES = [w for w in _SUFFIX_WORDS if not w[0].isascii()]
_MAGNITUDE_WORDS = ["万亿", "千万", "百万", "亿", "万", "千", "百", "thousand", "million", "billion", "trillion", "mln",
                    "mn", "bn", "tn", "MM", "MGD", "mgd", "MLD", "mld", "k", "K", "M", "B"]
_SUFFIX = re.compile(
    r"(?:" + _guard(_MAGNITUDE_WORDS, space=True) + r"\s?"
    r"(?P<mag>万亿|千万|百万|亿|万|千(?!瓦|米|克|卡|伏|帕|赫|焦|字节|兆|分之)|百(?!分|帕)|(?:thousand|million|billion|"
    r"trillion|mln|mn|bn|tn|MM|MGD|mgd|MLD|mld|[kKMB])" + _LATIN_END + r"))?"
    r"(?:" + _guard(_ASCII_SUFFIXES, hyphen=True) + r"[\s-]?(?P<unit>" + _alternation(_ASCII_SUFFIXES) + r")"
    + _LATIN_END + r"(?!-of\b)"  # "63 day-of cancellations" counts cancellations, not days
    + r"|" + _guard(_CHINESE_SUFFIXES, space=True) + r"\s?(?P<zhunit>" + _alternation(_CHINESE_SUFFIXES) + r")"
    + r"|(?P<minutes>m)(?:(?=\s?\d{1,2}\s?s(?:ecs?)?(?![A-Za-z]))|(?<=h\dm)|(?<=h\d\dm)|(?<=h \dm)|(?<=h \d\dm))"
    r"|\s?(?P<metres>m)(?=\s(?:long|wide|tall|high|deep|away|apart|across|in (?:length|width|height|diameter))\b"
    r"|/(?:min|s|h)\b|\s*\|)"
    r"|\s?(?P<minor>¢|cents?(?![A-Za-z])|毛(?![利重额收率巾衣])(?P<hundredths>[1-9](?![\d.])|[一二三四五六七八九](?:(?![\u4e00-\u9fff\d.])|(?=分|[一每][\u4e00-\u9fff])))?)"
    r"(?![A-Za-z]))?"
    r"(?:" + _guard(list(COUNTERS), space=True) + r"\s?(?P<counter>" + _alternation(list(COUNTERS)) + r"))?"
)
_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_CHINESE = re.compile(
    r"[零〇一二两三四五六七八九十][零〇一二两三四五六七八九十百千万亿]*(?:点[零〇一二三四五六七八九]+(?![十百千万亿]))?"
)
"""Chinese numerals (a percentage when 百分之 comes right before)."""
_PERCENT_DIGITS = re.compile(r"百分之\s?[-−]?(?P<num>\d+(?:\.\d+)?)")

EN_SMALL = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
     "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"])}
_EN_TENS = {w: 10 * (i + 2) for i, w in enumerate(
    ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])}
_EN_SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_STRUCTURES = re.compile(
    r"\d(?=\d*+[-/.:])(?:(?:(?<=1)9|(?<=2)0)\d{2}[-/.](?:1[0-2]|0?[1-9])(?:[-/.](?:3[01]|[12]\d|0?[1-9]))?"
    r"(?![\d万亿千百元%])(?:[T ]\d{1,2}:\d{2}(?::\d{2})?Z?)?"
    r"|\d?:\d{2}(?::\d{2})?|\d*(?:\.\d+){2,}|\d{2,3}-\d{3,4}-\d{4})"
)
"""Dates, clock times, versions and phone numbers: runs of digits that are not quantities. A date's month and day
must be real ones, and no magnitude or currency may follow ("2061.39万元" is money, "2024.10" October). Each shape
has a separator (- / . :) right after its first digits, which the look-ahead asks for before any shape is tried:
most digits in a narration are followed by none."""
_MONTHS = (r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
           r"|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\.?")
"""Month names and their abbreviations as whole words: "declined 6.8%" and "market 5" are not dates."""
_BEFORE_NOT_QUANTITY = re.compile(
    rf"(?=[jfmasond第#qhtpic前])(?:{_MONTHS}\s+(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?|第\s?|\bno\.\s?|#|\bq|\bfy|\bh"
    rf"|\btop\s?|\b(?:question|item|part|section|option|step|phase|chapter|clause)\s|前)$"
)
_DAY_OF_MONTH_BEFORE = re.compile(rf"{_MONTHS}\s+\d{{1,2}}$")
_AFTER_NOT_QUANTITY = re.compile(
    rf"(?:st|nd|rd|th)\b|\s?(?:年|月份|月|日(?!元)|号)|\s?(?:[ap]\.?m\.?)(?![a-z])|\s?(?:分位|th percentile)"
    rf"|\s?[-–~～至到]\s?\d{{1,2}}\s?(?:月|日|号)"  # the first of a range of months or days ("1-9月")
    rf"|(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTHS}(?![a-z])"
    r"|u(?:服务器|机[架柜箱]?|高|盘|\s*(?:of\s+)?rack)"  # rack units ("2U服务器"), not USDT
)
_LIST_MARKER = re.compile(r"[.)、](?!\d)")
_DAY_PART = re.compile(r"(?:上午|下午|中午|晚上|早上|早晨|凌晨|傍晚|夜里|夜间)\s?$")
_CLOCK_HOUR = re.compile(r"\s?点")
"""An hour of the day ("上午 9 点", "晚上8点半"): a clock time like 09:00, not an amount."""



class Quantity(NamedTuple):
    """One number as stated, and what it means (a tuple: one is made for every number of every narration)."""

    start: int
    end: int
    """Span of the whole expression (currency, sign, number, magnitude, unit)."""
    number_start: int
    number_end: int
    """Span of the written number alone: what a repair replaces."""
    value: float
    """The number with its magnitude and explicit sign applied (1.2万 → 12000, -3 → -3); units not applied."""
    scale: float = 1.0
    """The magnitude multiplier that was written (1e4 for 万)."""
    unit: str | None = None
    """Canonical unit: %, pp, bp, ns, us, ms, s, min, h, day, B, KB, MB, GB, TB, KiB, ..."""
    currency: str | None = None
    counter: str | None = None
    """A Chinese measure word after the number (笔, 个): it says what was counted."""
    explicit_sign: bool = False
    """A minus (or plus) sign was written."""
    in_words: bool = False
    """Written in Chinese numerals or English words."""
    plain_integer: bool = False
    """Bare digits with nothing around them: could be a year or an identifier."""
    decimals: int = 0
    """Digits written after the decimal point."""

    @property
    def is_percent(self) -> bool:
        return self.unit in ("%", "pp", "bp")

    @property
    def dimension(self) -> str | None:
        """What the quantity measures; a rate ("37.9 L/min", "30.2 ft/min") by its measure, as keys are read."""
        unit = self.unit
        if unit in UNIT_FACTORS:
            return UNIT_FACTORS[unit][0]
        if self.counter in TEMPERATURE_MARKS:
            return "temperature"
        if unit is not None and "/" in unit and (measure := unit.partition("/")[0]) in UNIT_FACTORS:
            return UNIT_FACTORS[measure][0]
        return None

    @property
    def looks_like_identifier(self) -> bool:
        """Seven or more bare digits (an account or order number) or a bare year: not an amount."""
        if not self.plain_integer:
            return False
        magnitude = abs(self.value)
        return magnitude >= 1_000_000 or (1900 <= magnitude <= 2100 and float(magnitude).is_integer())


def parse_chinese(text: str) -> float | None:
    """Chinese numerals to a number: 十五, 一百零五, 三千五(百), 两万, 一亿二千万, 三点五; None if malformed."""
    integer, _, fraction = text.partition("点")
    if fraction and not all(ch in _CN_DIGITS for ch in fraction):
        return None
    if integer and all(ch in _CN_DIGITS for ch in integer) and len(integer) > 1:
        whole = float("".join(str(_CN_DIGITS[ch]) for ch in integer))
    else:
        total = section = number = 0
        last_unit = 0
        after_zero = False
        for ch in integer:
            if ch in _CN_DIGITS:
                number = _CN_DIGITS[ch]
                after_zero = number == 0
                continue
            if ch in _CN_UNITS:
                section += (number or (1 if section == 0 else 0) or 1) * _CN_UNITS[ch]
                last_unit = _CN_UNITS[ch]
            elif ch == "万":
                total += (section + number) * 10_000
                section, last_unit = 0, 10_000
            elif ch == "亿":
                total = (total + section + number) * 100_000_000
                section, last_unit = 0, 100_000_000
            number = 0
        if number and last_unit >= 10 and not after_zero and integer[-2] not in _CN_DIGITS:
            number *= last_unit // 10
        whole = float(total + section + number)
    if fraction:
        whole += float("0." + "".join(str(_CN_DIGITS[ch]) for ch in fraction))
    return whole


def parse_english(text: str) -> float | None:
    """English number words to a number: twelve, three thousand five hundred, forty-two."""
    total = current = 0
    seen = False
    for word in re.split(r"[\s-]+", text.lower()):
        if word == "and":
            continue
        if word in EN_SMALL:
            current += EN_SMALL[word]
        elif word in _EN_TENS:
            current += _EN_TENS[word]
        elif word == "hundred":
            current = (current or 1) * 100 if seen else 0
        elif word in _EN_SCALES:
            if not seen:
                return None
            total += (current or 1) * _EN_SCALES[word]
            current = 0
        seen = True
    if not seen:
        return None
    return float(total + current)


def _ascii_alnum(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _covered(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    return any(s < end and start < e for s, e in spans)


def _suffix(text: str, position: int) -> tuple[int, float, str | None, str | None, str | None, float]:
    """(end, magnitude, unit, currency, counter, hundredths) of what follows a number: the hundredths are the
    fen of "四毛二" (0.02), added to the number times its magnitude."""
    match = _SUFFIX.match(text, position)
    assert match is not None  # every part is optional
    scale = MAGNITUDES[match.group("mag")] if match.group("mag") else 1.0
    word = match.group("unit") or match.group("zhunit") or (match.group("minutes") and "min")
    unit = currency = None
    if word is not None:
        if word in _UNIT_WORDS:
            unit = _UNIT_WORDS[word]
        else:
            currency = CURRENCY_SYMBOLS[word]
    elif match.group("metres"):
        unit = "m"
    elif match.group("minor"):
        currency, minor_scale = _MINOR_UNITS[match.group("minor")[0]]
        scale *= minor_scale
    end = match.end()
    if match.group("mag") == "B" and unit is None and currency is None and not _money_before(text, position):
        return position, 1.0, None, None, None, 0.0
    hundredths = match.group("hundredths")
    return end, scale, unit, currency, match.group("counter"), _fen(hundredths) * scale / 10 if hundredths else 0.0


def _fen(digit: str) -> int:
    """The digit after 毛, in figures ("1毛5") or in words ("一毛五")."""
    return int(digit) if digit.isdigit() else _CN_DIGITS[digit]


def _money_before(text: str, position: int) -> bool:
    """A bare "B" after a number means billion only next to money (``$1.2B``); otherwise it is bytes or a code."""
    return any(symbol in text[max(0, position - 12) : position] for symbol in ("$", "¥", "€", "£", "USD", "RMB"))


_LITERAL_MINUS = re.compile(r"(?:\bminus|\bnegative|零下|负)\s?$", re.IGNORECASE)
_SUBTRACTED = re.compile(r"\d[\d,.]*%?(?:\s+[A-Za-z]+){0,3}[,，)]?\s+$")
"""A number and at most three words right before "minus": the minus is the operator between two numbers ("450
planned minutes minus 63 down", "$18,400 in, minus $3,150"), not the sign of the second."""
MAX_SUBTRAHEND_GAP = 40
"""Words that are a minus sign: "minus 4°C", "零下5度", "负3%"."""

NumberWords = Sequence[tuple[int, int, str]]
"""(start, end, word) of English number words found by the narration scan, in order."""


def find_quantities(text: str, number_words: NumberWords = ()) -> list[Quantity]:
    """Every quantity in `text`, in order of position. English number words are read from `number_words` (the
    scan's hits); without them only digits and Chinese numerals are read."""
    lower = text.lower()
    structures = [m.span() for m in _STRUCTURES.finditer(text)]
    found = list(_digit_quantities(text, lower, structures))
    taken = [(q.start, q.end) for q in found]
    if _HAS_CHINESE_NUMERAL.search(text):
        found.extend(q for q in _chinese_quantities(text) if not _covered(taken, q.start, q.end))
    if number_words:
        taken = [(q.start, q.end) for q in found]
        found.extend(q for q in _english_quantities(text, number_words) if not _covered(taken, q.start, q.end))
        found.sort(key=lambda q: q.start)
    elif len(found) > 1:
        found.sort(key=lambda q: q.start)
    found = _join_durations(text, [_with_literal_minus(text, q) for q in found])
    if len(found) > 1 and ("米" in text or "块" in text or "斤" in text):
        found = _main_and_minor_units(text, found)
    found = _share_range_marks(text, found)
    if len(found) > 1 and " m" in text:
        found = _metres_after_a_length(text, found)
    if len(found) > 1 and ("ft" in lower or "feet" in lower or "'" in text):
        found = _feet_and_inches(text, found)
    if len(found) > 2:
        found = _unit_within_a_list(text, found)
    if " hours" in lower or " days" in lower or " minutes" in lower:
        found = _time_after_a_modifier(text, found)
    return _years_and_months(text, found) if "个月" in text else found


_MODIFIED_TIME = re.compile(r" (?!(?:of|the|and|or|to|in|on|at|for|per|a|an|more|less|fewer|other|those|these)\b)"
                            r"[a-z]{3,12}(?:-[a-z]{3,12})? (hours|days|minutes)\b")
"""One word between a number and its unit of time: "45.5 labor hours", "3 business days", "2 sick days"."""


def _time_after_a_modifier(text: str, found: list[Quantity]) -> list[Quantity]:
    """A bare number followed by one describing word and a unit of time counts that time: "used 45.5 labor hours"
    is 45.5 h, "within 3 business days" 3 days."""
    for index, quantity in enumerate(found):
        if quantity.unit is None and quantity.counter is None and quantity.currency is None and (
                modified := _MODIFIED_TIME.match(text, quantity.end)) is not None:
            unit = _UNIT_WORDS[modified.group(1)]
            found[index] = quantity._replace(end=modified.end(), unit=unit, plain_integer=False)
    return found


_BARE_METRES = re.compile(r" m(?![\w²³/])")
MAX_RESTATED_GAP = 16
"""Characters between a length and the number that restates it ("23.6 ft, roughly 7.19 m")."""


_INCHES_AFTER_FEET = re.compile(r"\s*(?:in(?:ch(?:es)?)?\b|\")")
_FEET_INCHES_GAP = re.compile(r"\s*(?:and\s+)?")


def _feet_and_inches(text: str, found: list[Quantity]) -> list[Quantity]:
    """"5 ft 9.3 in", "6 feet 2 inches", "5'9\"": one length, in inches."""
    joined: list[Quantity] = []
    for quantity in found:
        previous = joined[-1] if joined else None
        if (previous is not None and quantity.unit in (None, "in")
                and (previous.unit == "ft" or (previous.unit is None and text[previous.end : previous.end + 1] == "'"))
                and _FEET_INCHES_GAP.fullmatch(text, previous.end + (previous.unit is None), quantity.start)):
            end = quantity.end
            if quantity.unit is None:
                inches = _INCHES_AFTER_FEET.match(text, end)
                if inches is None:
                    joined.append(quantity)
                    continue
                end = inches.end()
            joined[-1] = quantity._replace(start=previous.start, end=end, number_start=previous.number_start,
                                           value=previous.value * 12 + quantity.value, unit="in", in_words=True,
                                           plain_integer=False)
            continue
        joined.append(quantity)
    return joined


def _metres_after_a_length(text: str, found: list[Quantity]) -> list[Quantity]:
    """A bare "m" is metres (not minutes or millions) next to a number that restates it as a length: "23.6 ft,
    roughly 7.19 m", "1.42 m significant height (about 4.66 ft)"."""
    for index, quantity in enumerate(found):
        if quantity.unit is not None or quantity.counter is not None or not _BARE_METRES.match(text, quantity.end):
            continue
        before = found[index - 1] if index else None
        after = found[index + 1] if index + 1 < len(found) else None
        if (before is not None and before.dimension == "length" and quantity.start - before.end <= MAX_RESTATED_GAP
                ) or (after is not None and after.dimension == "length"
                      and after.start - quantity.end <= MAX_RESTATED_GAP + MAX_RESTATED_GAP):
            found[index] = quantity._replace(end=quantity.end + 2, unit="m", plain_integer=False)
    return found


def _main_and_minor_units(text: str, found: list[Quantity]) -> list[Quantity]:
    """"1米72" is 1.72 m and "1米8" 1.8 m: the digits right after 米 are the metre's hundredths or tenths; "9块8"
    and "9块8毛" are 9.8 yuan: the digit right after 块 is its tenths (毛), "1块46" and "11块3毛4" add the fen too;
    "12斤7两" is 12.7 jin."""
    joined: list[Quantity] = []
    for quantity in found:
        previous = joined[-1] if joined else None
        if previous is None or previous.end != quantity.start:
            joined.append(quantity)
            continue
        places = quantity.number_end - quantity.start
        if previous.unit == "jin" and quantity.plain_integer and places == 1 and text.startswith(
                "两", quantity.number_end):
            # "12斤7两" is 12.7 jin: a liang is a tenth of a jin
            joined[-1] = previous._replace(end=quantity.number_end + 1, value=previous.value + quantity.value / 10,
                                           plain_integer=False, decimals=max(previous.decimals, 1))
            continue
        if (previous.unit == "m" and text[previous.end - 1] == "米" and quantity.plain_integer and places <= 2) or (
                previous.currency == "CNY" and text[previous.end - 1] == "块" and places <= 2
                and quantity.counter is None and quantity.unit is None
                and (quantity.currency is None or (quantity.currency == "CNY"
                                                   and text.startswith("毛", quantity.number_end)))):
            tenths = quantity.value if quantity.currency else quantity.value / 10**places
            joined[-1] = previous._replace(end=quantity.end, value=previous.value + tenths, plain_integer=False,
                                           decimals=max(previous.decimals, places))
            continue
        joined.append(quantity)
    return joined


_WORD_AFTER_COUNTER = {"名": "下义称字额次", "位": "于置数", "件": "事", "个": "流"}
"""Characters that make a counter the first half of a word (名下, 位于, 件事; 个流量 is a flow in m³/s): no counter
then."""
_LIST_BREAK = re.compile(r"[.。!?！？;；\n]")
_COUNTED_AFTER = re.compile(r"\s+[A-Za-z]+s\b")


def _unit_within_a_list(text: str, found: list[Quantity]) -> list[Quantity]:
    """A bare number between two numbers of one unit in a list shares it: "a 40-inch chest, 34 waist, 32 inseam
    and 25-inch sleeve" are all inches."""
    for index in range(1, len(found) - 1):
        quantity = found[index]
        if (quantity.unit is not None or quantity.currency or quantity.counter or quantity.in_words
                or _COUNTED_AFTER.match(text, quantity.end)):
            continue  # "3 laps", "3 retries" count things of their own
        before = next((q for q in reversed(found[:index]) if q.unit is not None), None)
        after = next((q for q in found[index + 1 :] if q.unit is not None), None)
        if (before is not None and after is not None and before.unit == after.unit and before.dimension is not None
                and _LIST_BREAK.search(text, before.end, after.start) is None):
            found[index] = quantity._replace(unit=before.unit, plain_integer=False)
    return found


_YEARS_AND_MONTHS = re.compile(r"(?<![\d.])(\d{1,3})\s?年\s?(?:零\s?)?(\d{1,2})\s?个月")


def _years_and_months(text: str, found: list[Quantity]) -> list[Quantity]:
    """"11年5个月" is one length of time, 137 months (a date says 月, never 个月)."""
    for match in _YEARS_AND_MONTHS.finditer(text):
        start, end = match.span()
        months = int(match.group(1)) * 12 + int(match.group(2))
        found = [q for q in found if not start <= q.start < end]
        found.append(Quantity(start, end, start, end - len("个月"), float(months), counter="个月"))
        found.sort(key=lambda q: q.start)
    return found


_RANGE_DASH = re.compile(r"\s?(?:[-–—~～]|to|至|到)\s?")
"""Between the two ends of a range: "£8,000–12,000", "$20 to 30", "¥3～5"."""


def _share_range_marks(text: str, found: list[Quantity]) -> list[Quantity]:
    """The ends of a range share the currency written once before it: "£8,000–12,000" is £12,000 too. An end
    that has its own mark keeps it. (A unit written after the range is left on its second end.)"""
    for index in range(len(found) - 1):
        first, second = found[index], found[index + 1]
        if (first.currency and not second.currency and second.unit is None and first.scale == second.scale
                and _RANGE_DASH.fullmatch(text, first.end, second.start)):
            found[index + 1] = second._replace(currency=first.currency, plain_integer=False)
    for index in range(len(found) - 2, -1, -1):
        first, second = found[index], found[index + 1]
        if (first.unit is None and first.currency is None and first.counter is None and second.unit is not None
                and second.dimension == "length" and _TIMES.fullmatch(text, first.end, second.start)):
            # "25.4×20.3 厘米": the unit after the last side is every side's
            found[index] = first._replace(unit=second.unit, plain_integer=False)
    return found


_TIMES = re.compile(r"\s?[×xX*]\s?")
"""Between the sides of a size ("25.4×20.3 厘米", "40 x 30 cm")."""


_DURATION_JOINER = re.compile(r"\s*(?:and\s+|零|又)?\s*")
_SPACED_MINUTE = re.compile(r"\s分(?:钟)?")
"""Minutes written apart from their number ("1 分 35.4 秒"), joined to the seconds after them."""


def _join_durations(text: str, found: list[Quantity]) -> list[Quantity]:
    """"3 minutes 5 seconds", "1小时30分钟", "1m 35s", "3小时32分34秒": one duration, in the smaller unit; "六天半"
    and "一个半小时" add the half, "一个小时一刻钟" the quarter."""
    for index in range(len(found)):
        quantity = found[index]
        if quantity.unit is None and quantity.counter is None and text[quantity.end + 1 : quantity.end + 2] == "分":
            spaced = _SPACED_MINUTE.match(text, quantity.end)
            following = found[index + 1] if index + 1 < len(found) else None
            if (spaced is not None and following is not None and following.unit == "s"
                    and _DURATION_JOINER.fullmatch(text, spaced.end(), following.start)):
                quantity = found[index] = quantity._replace(end=spaced.end(), unit="min")
        if quantity.counter == "分" and quantity.unit is None and _between_time_parts(text, found, index):
            found[index] = quantity._replace(unit="min", counter=None)
        if (index and quantity.unit is None and quantity.counter is None and found[index - 1].unit == "h"
                and quantity.number_end - quantity.number_start == 2 and quantity.value < 60
                and _DURATION_JOINER.fullmatch(text, found[index - 1].end, quantity.start)):
            found[index] = quantity._replace(unit="min")  # "4 h 05": the minutes after the hours, clock-style
        end = quantity.end
        if quantity.counter == "个" and quantity.unit is None and _PERCENT_POINTS.match(text, end):
            # "提升了1.6个点": percentage points, not 1.6 of something (but "3个点位" counts places)
            found[index] = quantity._replace(end=end + 1, unit="pp", counter=None)
            continue
        if quantity.counter == "个" and text.startswith("半小时", end):
            found[index] = quantity._replace(end=end + 3, value=quantity.value + 0.5, unit="h", counter=None,
                                             in_words=True, plain_integer=False)
            continue
        if quantity.unit == "h" and (quarters := _QUARTER_HOURS.match(text, end)) is not None:
            found[index] = quantity = quantity._replace(
                end=quarters.end(), value=quantity.value + _CN_DIGITS[quarters.group(1)] / 4, in_words=True,
                plain_integer=False)
            continue
        if quantity.counter == "分" and quantity.unit is None and text.startswith("半", end):
            # "28分半", "一分半钟": minutes and a half (a score or fen never takes 半)
            found[index] = quantity._replace(end=end + (2 if text.startswith("半钟", end) else 1),
                                             value=quantity.value + 0.5, unit="min", counter=None, in_words=True,
                                             plain_integer=False)
            continue
        if text[end : end + 1] == "半" and (quantity.unit in TIME_UNITS or quantity.counter in _HALF_COUNTERS or (
                quantity.counter in _HALF_ITEM_COUNTERS and not _CJK_CHAR.match(text, end + 1))):
            found[index] = found[index]._replace(end=end + 1, value=quantity.value + 0.5, in_words=True,
                                                 plain_integer=False)
    joined: list[Quantity] = []
    for quantity in found:
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and previous.unit in TIME_UNITS and quantity.unit in TIME_UNITS
            and TIME_UNITS[previous.unit] > TIME_UNITS[quantity.unit]
            and _DURATION_JOINER.fullmatch(text, previous.end, quantity.start)
        ):
            value = previous.value * TIME_UNITS[previous.unit] / TIME_UNITS[quantity.unit] + quantity.value
            joined[-1] = quantity._replace(start=previous.start, value=value, number_start=previous.number_start,
                                           in_words=True, plain_integer=False)
            continue
        if quantity.unit == "min" and (hour := _AN_HOUR_BEFORE.search(text, max(0, quantity.start - 16),
                                                                       quantity.start)) is not None:
            joined.append(quantity._replace(start=hour.start(), value=quantity.value + 60, in_words=True,
                                            plain_integer=False))  # "an hour and 15 minutes" is 75 minutes
            continue
        joined.append(quantity)
    return joined


_AN_HOUR_BEFORE = re.compile(r"\ban? hour,? and\s*$", re.IGNORECASE)
"""One hour in words before minutes: "about an hour and 15 minutes"."""


_QUARTER_HOURS = re.compile(r"(?:零|又)?([一两二三])刻(?:钟)?")
"""Quarters of an hour after the hours: "一个小时一刻钟" is 1.25 hours, "两小时三刻" 2.75."""
_HALF_COUNTERS = frozenset({"天", "年", "周", "个月", "小时", "倍"})
"""Counters after which 半 means "and a half" (六天半 is 6.5 days)."""
_HALF_ITEM_COUNTERS = frozenset({"箱", "瓶", "桶", "袋", "包", "盒", "斤", "杯", "块", "张", "圈", "趟"})
"""Counters after which a closing 半 is half of one more ("60箱半" is 60.5 boxes); before a noun it begins the
noun instead ("3个半成品", "两箱半价货"), so only a 半 the clause ends with counts."""
_CJK_CHAR = re.compile(r"[\u4e00-\u9fff]")


def _between_time_parts(text: str, found: list[Quantity], index: int) -> bool:
    """分 is minutes (not cents or points) right after hours or right before seconds: 3小时32分, 5分02秒."""
    quantity = found[index]
    before = found[index - 1] if index > 0 else None
    after = found[index + 1] if index + 1 < len(found) else None
    return (before is not None and before.unit == "h" and _DURATION_JOINER.fullmatch(text, before.end, quantity.start)
            is not None) or (after is not None and after.unit == "s"
                             and _DURATION_JOINER.fullmatch(text, quantity.end, after.start) is not None)


_HAS_CHINESE_NUMERAL = re.compile(r"[零〇一二两三四五六七八九十]")


def _with_literal_minus(text: str, quantity: Quantity) -> Quantity:
    if quantity.explicit_sign or quantity.value == 0 or quantity.start == 0:
        return quantity
    before = text[quantity.start - 2 : quantity.start].rstrip()[-1:].lower()
    if before not in ("负", "下", "s", "e"):
        return quantity
    match = _LITERAL_MINUS.search(text, max(0, quantity.start - 9), quantity.start)
    if match is None or _SUBTRACTED.search(text, max(0, match.start() - MAX_SUBTRAHEND_GAP), match.start()):
        return quantity
    return quantity._replace(start=match.start(), value=-quantity.value, explicit_sign=True, plain_integer=False)


def _not_a_quantity(text: str, lower: str, start: int, end: int) -> bool:
    """Digits that are a code, an ordinal, a date part, a clock time or a list marker rather than an amount."""
    if start > 0:
        before = text[start - 1]
        if _ascii_alnum(before) or before in "_.#第前":
            return True
        if before == "-" and start > 1 and text[start - 2].isascii() and text[start - 2].isalpha():
            return True
        if before == "-" and _CODE_BEFORE.search(text, max(0, start - MAX_CODE_CHARS), start):
            return True  # the last group of a code ("B-2024-0517", "DA-2024-021")
        if before in "-–—" and _DAY_OF_MONTH_BEFORE.search(lower, max(0, start - 16), start - 1):
            return True  # the end of a range of days ("Sept 2–3")
        worded = before.isspace() and start > 1 and (lower[start - 2].isalpha() or lower[start - 2] in ",.")
        if worded and _BEFORE_NOT_QUANTITY.search(lower, max(0, start - 16), start):
            return True
    if end < len(lower) and lower[end] in _AFTER_STARTS and _AFTER_NOT_QUANTITY.match(lower, end):
        return True
    if "/" in text[max(0, start - 1) : end + 1] and _weekday_date(lower, start, end):
        return True
    if _clock_hour(text, start, end) or clock_minutes(text, start, end):
        return True
    if end - start <= 2 and _LIST_MARKER.match(text, end) is not None:
        line_start = text.rfind("\n", 0, start) + 1
        return not text[line_start:start].strip()
    return False


_WEEKDAY_DATE = re.compile(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s"
                           r"(?:1[0-2]|0?[1-9])/(?:3[01]|[12]\d|0?[1-9])(?![\d/])")
MAX_WEEKDAY_DATE_CHARS = 18
"""A month/day date after a weekday ("Mon 11/1", "Sunday 5/16"): its digits are no amounts or counts."""


def _weekday_date(lower: str, start: int, end: int) -> bool:
    """Whether the digits at [start, end) are the month or the day of a date a weekday names."""
    for found in _WEEKDAY_DATE.finditer(lower, max(0, start - MAX_WEEKDAY_DATE_CHARS), end + 3):
        if found.start() < start and found.end() >= end:
            return True
    return False


def _clock_hour(text: str, start: int, end: int) -> bool:
    """An hour of the day, not an amount: "下午2点", "10点周会" (unless a rise or fall is counted in index points,
    "上涨15点"), "runs 9 to noon", "3 o'clock"."""
    if "点" in text[end : end + 2] and _CLOCK_HOUR.match(text, end):
        return _DAY_PART.search(text, max(0, start - 4), start) is not None or (
            text[start:end].isdigit() and _hour_by_the_clock(text, start, int(text[start:end])))
    return (end - start <= 2 and text[start:end].isdigit() and int(text[start:end]) <= CLOCK_HOURS
            and (_CLOCK_AFTER.match(text, end) is not None or _HOUR_RANGE_AFTER.match(text, end) is not None
                 or (text[start - 3 : start] == "at " and _DAY_AT.search(text, max(0, start - 16), start) is not None
                     and not text[end : end + 1].isalnum() and text[end : end + 1] != "%")))


_DAY_AT = re.compile(r"\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+at\s$", re.IGNORECASE)
"""A day, then "at" and a number: "seating tomorrow at 9" is nine o'clock."""


_HOUR_BEFORE = re.compile(r"(?:[01]?\d|2[0-4]|[一二两三四五六七八九十]|十[一二])点$")


def clock_minutes(text: str, start: int, end: int) -> bool:
    """The minutes of a Chinese clock time ("11点18", "两点五十五"): two places after an hour and 点, where a
    decimal ("两点五") has one digit per place."""
    written = text[start:end]
    if start == 0 or text[start - 1] != "点" or _HOUR_BEFORE.search(text, max(0, start - 3), start) is None:
        return False
    return (len(written) == 2 and written.isdigit() and int(written) < 60) or "十" in written


def _hour_by_the_clock(text: str, start: int, value: float) -> bool:
    """A whole number up to 24 before 点 is an hour ("10点", "两点半", "近一点" a little), not index points."""
    return value == int(value) and 0 <= value <= CLOCK_HOURS and _POINTS_BEFORE.search(
        text, max(0, start - 2), start) is None


_PERCENT_POINTS = re.compile(r"点(?![位子钟头儿数线状阵滴赞评击])")
CLOCK_HOURS = 24
_HOUR_RANGE_AFTER = re.compile(r"\s?(?:-|~|～|–|到|至)\s?(?:[01]?\d|2[0-4])\s?点(?![0-9一二三四五六七八九])")
"""The rest of a range of hours ("8-10点", "12～14点"): its first number is an hour too."""
_POINTS_BEFORE = re.compile(r"[涨跌升降增减]了?$")
_CLOCK_AFTER = re.compile(
    r"\s*(?:o'clock|(?:to|till|until|and|-|–)\s*(?:noon|midnight|\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?(?![a-z]))"
    r"|(?:this|tomorrow|yesterday)\s+(?:morning|afternoon|evening|night)\b|tonight\b)",
    re.IGNORECASE)
"""After an hour: "9 to noon", "2 and 4 pm", "3 o'clock", "as of 8 this morning" ("9 am" is caught with the other
words after a number)."""


_CODE_BEFORE = re.compile(r"(?<![A-Za-z0-9_-])[A-Za-z]+(?:-[A-Za-z0-9]+)*-$")
MAX_CODE_CHARS = 24
"""A code's letters and earlier groups before a hyphen and digits: the digits are part of the code."""
_AFTER_STARTS = frozenset(" snrtu年月日号ap分\u00a0-–~～至到")
_SIGNS = "-−–+"
_CURRENCY_ENDS = frozenset("$¥￥€£BDYRPK")
_CURRENCY_MARKS = ("US$", "HK$", "JP¥", "RMB", "USD", "CNY", "EUR", "GBP", "JPY", "HKD", "¥", "￥", "$", "€", "£")


def _signed(text: str, at: int) -> bool:
    """A sign character at `at` is a sign, not a hyphen in "100-200" or "A-12", nor a list's bullet ("- $89.00
    per rider": a dash then a space, first on its line)."""
    if text[at] in "-*" and text[at + 1 : at + 2] == " " and not text[text.rfind("\n", 0, at) + 1 : at].strip():
        return False
    return at == 0 or not (_ascii_alnum(text[at - 1]) or text[at - 1] in ")-_")


def _prefix(text: str, number_start: int) -> tuple[int, bool, bool, str | None]:
    """(start, negative, plus, currency mark) of what is written right before the digits: "-¥", "$", "+"."""
    position = number_start
    sign = None
    sign_at = -1
    if position > 0 and text[position - 1] in _SIGNS:
        sign, sign_at = text[position - 1], position - 1
        position -= 1
    currency = None
    look = position - 1 if position > 0 and text[position - 1] == " " else position
    if look == 0 or text[look - 1] not in _CURRENCY_ENDS:
        return (sign_at, sign != "+", sign == "+", None) if sign is not None and _signed(text, sign_at) else (
            number_start, False, False, None)
    for mark in _CURRENCY_MARKS:
        if text.startswith(mark, look - len(mark)) and look - len(mark) >= 0:
            at = look - len(mark)
            if mark[0].isalpha() and at > 0 and text[at - 1].isalpha():
                break
            currency, position = mark, at
            break
    if currency is not None and sign is None:
        look = position - 1 if position > 0 and text[position - 1] == " " else position
        if look > 0 and text[look - 1] in _SIGNS:
            sign, sign_at = text[look - 1], look - 1
    if sign is not None and _signed(text, sign_at):
        return min(sign_at, position), sign != "+", sign == "+", currency
    if currency is not None:
        return position, False, False, currency
    return number_start, False, False, None


_AT_LEAST_UNIT = "[万亿千百块元个人笔名次天张件台户家条辆位单份]"
"""What may follow 多 or 余 for the number before to keep its unit ("三千八百六十多万", "两百多块", "30余人")."""
_NUMBER = re.compile(r"(?P<num>" + _DIGIT_RUN.pattern + r")(?P<vulgar>[½¼¾])?(?:[多余](?=" + _AT_LEAST_UNIT + "))?"
                     + _SUFFIX.pattern)
"""Digits and everything that may follow them (a fraction sign, magnitude, unit, counter), read in one match;
"20多万" is at least 20万."""
_VULGAR_FRACTIONS = {"½": 0.5, "¼": 0.25, "¾": 0.75}
""""2½ hours" is 2.5 hours."""
_PREFIX_ENDS = frozenset(_SIGNS) | _CURRENCY_ENDS | {" "}
"""Characters right before the digits that may belong to a sign or a currency mark."""
_SPEED_BEFORE = re.compile(r"时速[^，,。；;\d]*$")
MAX_SPEED_GAP = 8
_INCH_MARKS = "\"″"
_AFTER_INCH_MARK = " \t\n,.;:)），。"
_SUFFIX_GROUPS = ("mag", "unit", "zhunit", "counter", "minutes", "metres", "minor", "hundredths")


_PER = re.compile(r"[/／]\s?(?P<per>(?:100\s?)?(?:[A-Za-z][A-Za-z0-9³²]*|[\u4e00-\u9fff]{1,2}))")
"""The per-unit of a rate after a unit ("80 km/h", "1.2 mg/m³", "5 GB/s", "80公里/小时", "3.5 L/100km"): the number is a
rate, not a length or a mass, so it is never converted as one."""


def _digit_quantities(text: str, lower: str, structures: list[tuple[int, int]]) -> Iterator[Quantity]:
    percent_prefixes = {m.start("num"): m.start() for m in _PERCENT_DIGITS.finditer(text)} if "百分之" in text else {}
    size = len(text)
    rate_end = 0
    for match in _NUMBER.finditer(text):
        number_start, number_end = match.span("num")
        if number_start < rate_end or (structures and _covered(structures, number_start, number_end)):
            continue
        before = text[number_start - 1] if number_start else ""
        if before in _PREFIX_ENDS and before:
            start, negative, plus, currency_word = _prefix(text, number_start)
        else:
            start, negative, plus, currency_word = number_start, False, False, None
        if currency_word is None and _not_a_quantity(text, lower, number_start, number_end):
            continue
        raw = match.group("num")
        magnitude, word, zh_word, counter, minutes, metres, minor, hundredths = match.group(*_SUFFIX_GROUPS)
        end = match.end()
        scale = MAGNITUDES[magnitude] if magnitude else 1.0
        unit = currency = None
        word = word or zh_word or (minutes and "min")
        if word is not None:
            if word in _UNIT_WORDS:
                unit = _UNIT_WORDS[word]
            else:
                currency = CURRENCY_SYMBOLS[word]
                if (cents := _CENTS_AFTER.match(text, end)) is not None:
                    scale, end = scale * 0.01, cents.end()  # "12.5 euro cents" is 0.125 euros
        elif metres:
            unit = "m"
        elif minor:
            currency, minor_scale = _MINOR_UNITS[minor[0]]
            scale *= minor_scale
        if magnitude == "B" and word is None and not _money_before(text, number_end):
            end, scale, counter = number_end, 1.0, None
        if counter in _WORD_AFTER_COUNTER and end < size and text[end] in _WORD_AFTER_COUNTER[counter]:
            end, counter = end - len(counter), None  # "尾号5530名下": 名下 is "under the name of", not 5530 people
        if end < size and end == number_end and ((text[end].isascii() and text[end].isalpha()) or text[end] == "_"):
            continue
        if (end == number_end and unit is None and currency is None and counter is None and end < size
                and text[end] in _INCH_MARKS and (end + 1 == size or text[end + 1] in _AFTER_INCH_MARK)
                and not _closes_a_quote(text, number_start)):
            unit, end = "in", end + 1  # '8.27" wide': the double prime right after a number is inches
        if unit == "km" and _SPEED_BEFORE.search(text, max(0, start - MAX_SPEED_GAP), start):
            unit = "km/h"  # "时速60公里" is 60 km/h
        if number_start in percent_prefixes:
            start, unit = percent_prefixes[number_start], "%"
        if unit is not None and end < size and text[end] in "/／" and unit != "%":
            per = _PER.match(text, end)
            if per is not None:
                base, end = per.group("per"), per.end()
                longer = text[per.start("per") : per.start("per") + 3]
                if longer in _UNIT_WORDS:  # 毫克/立方米: the longest unit word, not its first two characters
                    base, end = longer, per.start("per") + 3
                unit = f"{unit}/{_UNIT_WORDS.get(base, base)}"  # 公里/小时 is km/h
                rate_end = end
        value = float(raw.replace(",", "")) * scale if "," in raw else float(raw) * scale
        if hundredths:
            value += _fen(hundredths) * scale / 10
        vulgar = match.group("vulgar")
        if vulgar:
            value += _VULGAR_FRACTIONS[vulgar] * scale
        if currency is None and currency_word is not None:
            currency = CURRENCY_SYMBOLS[currency_word]
        dot = raw.find(".")
        yield Quantity(
            start, end, number_start, number_end, -value if negative else value, scale, unit, currency, counter,
            negative or plus, False,
            scale == 1.0 and unit is None and currency is None and counter is None and dot < 0 and "," not in raw
            and not vulgar,
            len(raw) - dot - 1 if dot >= 0 else 0,
        )


_CENTS_AFTER = re.compile(r"\s?cents?(?![A-Za-z])")


def _closes_a_quote(text: str, position: int) -> bool:
    """Whether the last double quote before `position` on its line opens a quotation ('the "Pro Staff 97"'), so
    a quote mark after the number closes it rather than meaning inches."""
    line_start = text.rfind("\n", 0, position) + 1
    quote = text.rfind('"', line_start, position)
    return quote >= 0 and (quote == line_start or not text[quote - 1].isalnum())


_ONCE_COUNTERS = frozenset({"次", "回", "趟", "下"})
_NUMBER_LATER_IN_CLAUSE = re.compile(r"[^，,。；;！？!?\n\d]{0,8}\d")
_SAME_AS = re.compile(r"[跟和与同][^，,。；;！？!?\n]*$")
MAX_SAME_AS_GAP = 8


def _chinese_quantities(text: str) -> Iterator[Quantity]:
    previous_end = 0
    taken = 0  # where the last quantity yielded ends: "六毛二一度" is 0.62 a kWh, its 二 no start of "二一"
    for match in _CHINESE.finditer(text):
        number_start, number_end = match.span()
        percent = number_start - 3 >= previous_end and text.startswith("百分之", number_start - 3)
        previous_end = number_end
        if number_start < taken:
            continue
        if number_start > 0 and text[number_start - 1] == "第":
            continue
        written = match.group()
        value = parse_chinese(written)
        if value is None:
            continue
        more = text[number_end : number_end + 1] in "多余" and _AT_LEAST_THEN_UNIT.match(text, number_end + 1)
        end, scale, unit, currency, counter, fen = _suffix(text, number_end + 1 if more else number_end)
        if (counter == "点" and _hour_by_the_clock(text, number_start, value)) or clock_minutes(
                text, number_start, number_end):
            continue
        if written == "一" and number_start and text[number_start - 1] in _POINTING_BEFORE_ONE:
            continue  # "最差的一天", "这一次": one day or time pointed at, not a count
        if written == "一" and _NOT_EVEN_ONE.match(text, number_end):
            continue  # "一个排队的都没有": not a single one, which is zero
        if written == "一" and counter == "个" and _SAME_AS.search(text, max(0, number_start - MAX_SAME_AS_GAP),
                                                                   number_start):
            continue  # "跟昨天一个价" is "the same price as yesterday", no count of one
        if (written == "一" and (counter in _ONCE_COUNTERS or unit == "day")
                and _NUMBER_LATER_IN_CLAUSE.match(text, end)):
            continue  # "最大一次装了2000公斤", "一天大概跑2.67单": "one time", "a day" lead to the number they are for
        if written == "一" and counter is not None and (held := _DIGITS_AT.match(text, end)) is not None and (
                _suffix(text, held.end())[2] is not None):
            continue  # "一箱10公斤": what one box holds, no count of boxes
        has_unit = unit is not None or currency is not None or (counter is not None and (
            counter != "分" or _AFTER_HOURS.search(text, max(0, number_start - 3), number_start) is not None))
        has_magnitude = any(ch in "十百千万亿" for ch in written) and len(written) > 1
        if not (percent or has_unit or has_magnitude):
            continue
        if percent:
            unit = "%"
        taken = end
        yield Quantity(
            start=number_start - 3 if percent else number_start,
            end=end,
            number_start=number_start,
            number_end=number_end,
            value=value * scale + fen,
            scale=scale,
            unit=unit,
            currency=currency,
            counter=counter,
            in_words=True,
            decimals=len(written.partition("点")[2]),
        )


_DIGITS_AT = re.compile(r"\d+(?:\.\d+)?")
_NOT_EVEN_ONE = re.compile(r"[\u4e00-\u9fff]{1,6}?[都也](?:没|不)")
"""After 一, "…都没有" / "…也不": "not a single one" (一个排队的都没有), which says none."""
_POINTING_BEFORE_ONE = frozenset("的这那哪某同每下上")
"""Before 一, words that make it point at one thing ("最差的一天", "这一次", "每一笔", "下一单"), not count it."""
_AT_LEAST_THEN_UNIT = re.compile(_AT_LEAST_UNIT)


def at_least_step(text: str, quantity: Quantity) -> float | None:
    """For a number written "N多" or "N余" before its unit ("两百多块", "三千八百六十多万"), or in words before 出头
    ("四块出头"), the step of its last written place (100, 10, 1), in the number's own units: it claims at least N
    and less than N plus that step. None for any other number."""
    beyond = text.startswith("出头", quantity.end) and quantity.in_words  # "四块出头": four and a bit
    if not beyond and (quantity.number_end >= quantity.end
                       or text[quantity.number_end : quantity.number_end + 1] not in "多余"):
        return None
    written = text[quantity.number_start : quantity.number_end].replace(",", "")
    if written.isdigit():
        return float(10 ** (len(written) - len(written.rstrip("0"))))
    return float(_CN_UNITS.get(written[-1]) or MAGNITUDES.get(written[-1], 1))
_AFTER_HOURS = re.compile(r"(?:时|钟头)[零又]?$")
"""Hours just before a number written in words: its 分 is minutes ("6个小时零两分"), not points or cents."""


_NUMBER_WORD_GAP = re.compile(r"(?:\s+and\s+|[\s-]+)")


_AND_A_HALF = re.compile(r" and a half\b", re.IGNORECASE)


def _english_quantities(text: str, number_words: NumberWords) -> Iterator[Quantity]:
    """Runs of adjacent English number words ("three thousand five hundred"), each read as one number."""
    runs: list[list[tuple[int, int, str]]] = []
    for hit in number_words:
        if runs and _NUMBER_WORD_GAP.fullmatch(text, runs[-1][-1][1], hit[0]):
            runs[-1].append(hit)
        else:
            runs.append([hit])
    for run in runs:
        start, number_end = run[0][0], run[-1][1]
        value = parse_english(text[start:number_end])
        if value is None:
            continue
        half = _AND_A_HALF.match(text, number_end)
        if half is not None:  # "fourteen and a half hours" is 14.5 hours
            value, number_end = value + 0.5, half.end()
        end, scale, unit, currency, counter, fen = _suffix(text, number_end)
        yield Quantity(
            start=start,
            end=end,
            number_start=start,
            number_end=number_end,
            value=value * scale + fen,
            scale=scale,
            unit=unit,
            currency=currency,
            counter=counter,
            in_words=True,
        )
