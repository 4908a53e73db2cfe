"""String formats checked strictly, as JSON Schema defines them (RFC 3339, RFC 4122, RFC 3986, RFC 5321).

Python's own parsers are looser than the specs (``date.fromisoformat`` takes ``20240101`` on 3.11), so each
check pairs an exact ASCII pattern with a real calendar/clock check.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import re
from collections.abc import Callable

import regress

_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})", re.ASCII)
_TIME = re.compile(r"(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))", re.ASCII)
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}", re.ASCII)
_EMAIL = re.compile(
    r"(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)"
    r"@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*",
    re.ASCII,
)
_URI = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*", re.ASCII)
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOSTNAME = re.compile(rf"(?=.{{1,253}}$){_LABEL}(?:\.{_LABEL})*", re.ASCII)


def is_date(text: str) -> bool:
    match = _DATE.fullmatch(text)
    if not match:
        return False
    try:
        dt.date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return False
    return True


def is_time(text: str) -> bool:
    match = _TIME.fullmatch(text)
    if not match:
        return False
    hour, minute, second = int(match[1]), int(match[2]), int(match[3])
    if hour > 23 or minute > 59 or second > 60:
        return False
    if match[4]:
        return int(match[5]) <= 23 and int(match[6]) <= 59
    return True


def is_date_time(text: str) -> bool:
    date, sep, time = text.partition("T") if "T" in text else text.partition("t")
    return bool(sep) and is_date(date) and is_time(time)


def is_uuid(text: str) -> bool:
    return _UUID.fullmatch(text) is not None


def is_email(text: str) -> bool:
    return _EMAIL.fullmatch(text) is not None


def is_uri(text: str) -> bool:
    return _URI.fullmatch(text) is not None


def is_hostname(text: str) -> bool:
    return _HOSTNAME.fullmatch(text) is not None


def is_ipv4(text: str) -> bool:
    try:
        ipaddress.IPv4Address(text)
    except ValueError:
        return False
    return True


def is_ipv6(text: str) -> bool:
    try:
        ipaddress.IPv6Address(text)
    except ValueError:
        return False
    return True


def is_ecma_regex(text: str) -> bool:
    try:
        regress.Regex(text)
    except Exception:
        return False
    return True


STRICT_FORMATS: dict[str, Callable[[str], bool]] = {
    "date": is_date,
    "time": is_time,
    "date-time": is_date_time,
    "uuid": is_uuid,
    "email": is_email,
    "uri": is_uri,
    "hostname": is_hostname,
    "ipv4": is_ipv4,
    "ipv6": is_ipv6,
    "regex": is_ecma_regex,
}
"""Format name → check. Formats not listed are annotations only, as draft 2020-12 allows."""
