"""Number rendering for the fidelity corpus generator: every way an agent writes a value, with the value it means.

A rendering is split into ``pre + core + post`` where ``core`` is a plain decimal string (maybe with thousands
separators and a minus sign) and ``factor`` scales it back to the field's own unit. Keeping the digits in one
place lets the generator both check that a faithful form really is within tolerance and make typo-like digit
swaps on exactly the characters a reader sees.
"""

from __future__ import annotations

from dataclasses import dataclass

CN_DIGITS = "零一二三四五六七八九"
EN_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
           "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


@dataclass(frozen=True)
class Rendered:
    pre: str
    core: str
    post: str
    factor: float = 1.0
    words: float | None = None  # set when core is written in words (Chinese numerals, English words)

    @property
    def text(self) -> str:
        return f"{self.pre}{self.core}{self.post}"

    @property
    def meaning(self) -> float:
        if self.words is not None:
            return self.words * self.factor
        return float(self.core.replace(",", "")) * self.factor


def plain(x: float, decimals: int, thousands: bool = False) -> str:
    """Fixed decimals, optional thousands separators."""
    text = f"{x:,.{decimals}f}" if thousands else f"{x:.{decimals}f}"
    return "0" if text in ("-0", "-0.0") else text


def trimmed(x: float, max_decimals: int = 6, thousands: bool = False) -> str:
    """Shortest exact decimal form (4820.50 → 4820.5, 12.0 → 12)."""
    text = plain(x, max_decimals, thousands)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def decimals_of(x: float) -> int:
    text = trimmed(x)
    return len(text.split(".")[1]) if "." in text else 0


def rel(a: float, b: float) -> float:
    """Relative difference of a stated value a to the true value b."""
    if b == 0:
        return abs(a)
    return abs(a - b) / abs(b)


def shortest_within(x: float, tolerance: float, min_decimals: int = 0, max_decimals: int = 4) -> str | None:
    """The shortest rounding of x (fewest decimals, then fewest significant digits) within tolerance, or None."""
    for d in range(min_decimals, max_decimals + 1):
        candidate = round(x, d)
        if rel(candidate, x) <= tolerance:
            return trimmed(candidate, d)
    return None


def coarse_within(x: float, tolerance: float) -> float | None:
    """A visibly rounded value (round to tens/hundreds/... of the magnitude) within tolerance and != x."""
    best: float | None = None
    step = 1.0
    magnitude = abs(x)
    while step <= magnitude:
        candidate = round(x / step) * step
        if candidate != x and rel(candidate, x) <= tolerance:
            best = candidate
        step *= 10
    step = 0.1
    while best is None and step > 1e-4:
        candidate = round(round(x / step) * step, 6)
        if candidate != x and rel(candidate, x) <= tolerance:
            best = candidate
        step /= 10
    return best


def cn_section(n: int, use_liang: bool) -> str:
    """Chinese numeral for 0 < n < 10000."""
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    out = []
    pending_zero = False
    started = False
    for size, unit in units:
        digit = n // size % 10
        if digit == 0:
            if started:
                pending_zero = True
            continue
        if pending_zero:
            out.append("零")
            pending_zero = False
        if digit == 2 and use_liang and size >= 100 and not started:
            out.append("两")
        else:
            out.append(CN_DIGITS[digit])
        out.append(unit)
        started = True
    return "".join(out)


def to_chinese(n: int, use_liang: bool = False) -> str:
    """Chinese numerals for 0 < n < 10^8 (十二, 一百零五, 三千五百, 两万, 十二万三千)."""
    if not 0 < n < 100_000_000:
        raise ValueError(n)
    high, low = divmod(n, 10_000)
    if high == 0:
        text = cn_section(low, use_liang)
    else:
        text = ("两" if high == 2 and use_liang else cn_section(high, use_liang)) + "万"
        if low:
            text += ("零" if low < 1000 else "") + cn_section(low, False)
    if text.startswith("一十"):
        text = text[1:]
    return text


def en_below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        parts.append(f"{EN_ONES[hundreds]} hundred")
    if rest:
        if rest < 20:
            parts.append(EN_ONES[rest])
        else:
            tens, ones = divmod(rest, 10)
            parts.append(EN_TENS[tens] + (f"-{EN_ONES[ones]}" if ones else ""))
    return " ".join(parts)


def to_english(n: int) -> str:
    """English words for 0 < n < 10^6 (twelve, three thousand five hundred)."""
    if not 0 < n < 1_000_000:
        raise ValueError(n)
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append(en_below_thousand(thousands) + " thousand")
    if rest:
        parts.append(en_below_thousand(rest))
    return " ".join(parts)


def is_round(n: float, significant: int = 3) -> bool:
    """An integer with at most `significant` non-zero leading digits — the kind people write in words."""
    if n != int(n) or n <= 0:
        return False
    digits = str(int(n)).rstrip("0")
    return len(digits) <= significant
