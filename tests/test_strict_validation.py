"""Typed Python tools: nothing coerced, unknown and misplaced fields refused, every problem classified."""

import datetime as dt
import enum
import uuid
from dataclasses import dataclass
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from toolproof import Toolset, tool
from toolproof.decision import Category, Verdict


class Currency(enum.Enum):
    CNY = "CNY"
    USD = "USD"


class Filter(BaseModel):
    vendor_guid: str
    status: Literal["open", "paid"] = "open"


class Params(BaseModel):
    filters: list[Filter]
    limit: Annotated[int, Field(ge=1, le=100)] = 10


@dataclass
class Window:
    start: dt.date
    end: dt.date


class Contact(TypedDict):
    email: str


@tool
def transfer(
    amount: int,
    currency: Currency,
    to_account: Annotated[str, Field(pattern=r"^\d{4}-\d{2}$")],
    express: bool = False,
    memo: str | None = None,
) -> dict:
    """Move money."""
    return {"amount": amount, "currency": currency, "to": to_account, "express": express, "memo": memo}


@tool
def query_report(
    params: Params,
    window: Window | None = None,
    tags: tuple[str, ...] = (),
    pair: tuple[int, str] | None = None,
    contact: Contact | None = None,
    request_id: uuid.UUID | None = None,
    at: dt.datetime | None = None,
    weights: dict[str, float] | None = None,
) -> dict:
    """Query a report."""
    return {
        "params": params,
        "window": window,
        "tags": tags,
        "pair": pair,
        "contact": contact,
        "request_id": request_id,
        "at": at,
        "weights": weights,
    }


TOOLS = Toolset([transfer, query_report])
GOOD_TRANSFER = '{"amount": 5000, "currency": "CNY", "to_account": "6222-01"}'


def check(name, raw):
    return TOOLS.check(name, raw)


def refused(name, raw, category):
    checked = check(name, raw)
    assert checked.invocation is None, checked.decision
    assert checked.decision.verdict is Verdict.INVALID
    assert checked.decision.category is category, checked.decision.feedback
    return checked.decision


def test_a_valid_call_runs_with_typed_values():
    outcome = TOOLS.call("transfer", GOOD_TRANSFER)
    assert outcome.value == {"amount": 5000, "currency": Currency.CNY, "to": "6222-01", "express": False, "memo": None}
    assert outcome.decision.normalized == {"amount": 5000, "currency": "CNY", "to_account": "6222-01"}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("amount", '"5000"'),
        ("amount", "5000.0"),
        ("amount", "true"),
        ("amount", "null"),
        ("express", '"true"'),
        ("express", "1"),
        ("memo", "42"),
        ("to_account", "6222"),
    ],
)
def test_nothing_is_coerced(field, value):
    body = {"amount": "5000", "currency": '"CNY"', "to_account": '"6222-01"', field: value}
    raw = "{" + ", ".join(f'"{key}": {text}' for key, text in body.items()) + "}"
    decision = refused("transfer", raw, Category.IAT)
    assert decision.reason == "wrong_type"
    assert decision.problems[0].path == f"$.{field}"


def test_a_comma_string_is_not_a_list():
    decision = refused("query_report", '{"params": {"filters": []}, "tags": "a,b"}', Category.IAT)
    assert '"tags": ["a", "b"]' in decision.feedback


def test_quoted_number_feedback_shows_the_corrected_call():
    decision = refused("transfer", '{"amount": "5000", "currency": "CNY", "to_account": "6222-01"}', Category.IAT)
    assert 'got the string "5000"' in decision.feedback
    assert '{"amount": 5000, "currency": "CNY", "to_account": "6222-01"}' in decision.feedback


def test_unknown_field_suggests_the_closest_name_and_never_renames():
    decision = refused("transfer", '{"amout": 5000, "currency": "CNY", "to_account": "6222-01"}', Category.IAN)
    assert decision.reason == "unknown_field"
    assert "Did you mean `amount`?" in decision.feedback
    assert "never renamed" in decision.feedback
    assert TOOLS.check("transfer", '{"amout": 5000, "currency": "CNY", "to_account": "6222-01"}').invocation is None


def test_unknown_field_without_a_near_name_lists_the_allowed_ones():
    decision = refused("transfer", GOOD_TRANSFER[:-1] + ', "zzz": 1}', Category.IAN)
    assert "`amount`" in decision.feedback and "`to_account`" in decision.feedback


def test_flattened_nested_field_says_where_it_belongs():
    decision = refused("query_report", '{"params": {"vendor_guid": "v1", "filters": []}}', Category.IAN)
    assert decision.reason == "misplaced_field"
    assert decision.problems[0].path == "$.params.vendor_guid"
    assert "$.params.filters[0].vendor_guid" in decision.feedback


def test_unknown_fields_are_refused_at_every_nesting_level():
    decision = refused("query_report", '{"params": {"filters": [{"vendor_guid": "v", "extra": 1}]}}', Category.IAN)
    assert decision.problems[0].path == "$.params.filters[0].extra"
    refused(
        "query_report",
        '{"params": {"filters": []}, "window": {"start": "2024-01-01", "end": "2024-01-02", "tz": "UTC"}}',
        Category.IAN,
    )
    refused("query_report", '{"params": {"filters": []}, "contact": {"email": "a@b.c", "name": "x"}}', Category.IAN)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ('{"params": {"filters": [], "limit": 0}}', "out_of_range"),
        ('{"params": {"filters": [], "limit": 101}}', "out_of_range"),
        ('{"params": {"filters": [{"vendor_guid": "v", "status": "closed"}]}}', "not_allowed"),
        ('{"params": {}}', "missing_required"),
        ("{}", "missing_required"),
        ('{"params": {"filters": []}, "window": {"start": "2024-02-30", "end": "2024-03-01"}}', "bad_format"),
        ('{"params": {"filters": []}, "request_id": "not-a-uuid"}', "bad_format"),
        ('{"params": {"filters": []}, "at": "yesterday"}', "bad_format"),
    ],
)
def test_wrong_values_are_iav(raw, reason):
    assert refused("query_report", raw, Category.IAV).reason == reason


def test_pattern_and_enum_misses_are_iav():
    assert refused("transfer", '{"amount": 1, "currency": "CNY", "to_account": "62220"}', Category.IAV).reason == (
        "pattern_mismatch"
    )
    decision = refused("transfer", '{"amount": 1, "currency": "cny", "to_account": "6222-01"}', Category.IAV)
    assert decision.reason == "not_allowed"
    assert '"currency": "CNY"' in decision.feedback


def test_supported_types_validate_from_json():
    outcome = TOOLS.call(
        "query_report",
        '{"params": {"filters": [{"vendor_guid": "v"}]}, "window": {"start": "2024-01-01", "end": "2024-01-31"},'
        ' "pair": [1, "x"], "contact": {"email": "a@b.c"}, "request_id": "12345678-1234-5678-1234-567812345678",'
        ' "at": "2024-01-01T10:00:00Z", "weights": {"a": 0.5, "b": 2}}',
    )
    value = outcome.value
    assert value["window"] == Window(dt.date(2024, 1, 1), dt.date(2024, 1, 31))
    assert value["pair"] == (1, "x")
    assert value["request_id"] == uuid.UUID("12345678-1234-5678-1234-567812345678")
    assert value["at"].tzinfo is not None
    assert value["weights"] == {"a": 0.5, "b": 2.0}
    assert value["params"].filters[0].status == "open"


def test_several_problems_report_one_category_in_order_and_list_all():
    decision = refused("transfer", '{"amount": "1", "currency": "EUR", "to_account": "6222-01", "x": 1}', Category.IAN)
    assert [p.category for p in decision.problems] == [Category.IAN, Category.IAT, Category.IAV]
    for path in ("$.x", "$.amount", "$.currency"):
        assert path in decision.feedback
    decision = refused("transfer", '{"amount": "1", "currency": "EUR", "to_account": "6222-01"}', Category.IAT)
    assert [p.category for p in decision.problems] == [Category.IAT, Category.IAV]


def test_received_values_are_truncated_in_feedback():
    decision = refused(
        "transfer", '{"amount": "' + "9" * 5000 + '", "currency": "CNY", "to_account": "6222-01"}', Category.IAT
    )
    assert len(decision.feedback) < 1000


async def test_async_tools_are_awaited_on_the_async_path():
    @tool
    async def lookup(key: str) -> str:
        """Look up a key."""
        return key.upper()

    tools = Toolset([lookup])
    outcome = await tools.acall("lookup", '{"key": "abc"}')
    assert outcome.value == "ABC"
    with pytest.raises(TypeError, match="async"):
        tools.call("lookup", '{"key": "abc"}')


async def test_sync_tools_run_inline_on_the_async_path():
    import threading

    @tool
    def where() -> int:
        """Which thread runs me."""
        return threading.get_ident()

    assert (await Toolset([where]).acall("where", "{}")).value == threading.get_ident()


def test_sync_tools_run_in_the_callers_thread():
    import threading

    @tool
    def where() -> int:
        """Which thread runs me."""
        return threading.get_ident()

    assert Toolset([where]).call("where", "{}").value == threading.get_ident()
