"""Representative typed tools for the schema-dialect golden tests: one tool per family of signatures.

Each tool is small but real: the shapes (models, dataclasses, TypedDicts, enums, unions, constraints,
docstring styles) are the ones a provider's schema export has to get exactly right.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import uuid
from typing import Annotated, Literal

from pydantic import BaseModel, Field
from typing_extensions import NotRequired, TypedDict

from toolproof import tool


class Address(BaseModel):
    street: str
    city: str
    postcode: str = Field(pattern=r"^\d{5}$", description="Five-digit postal code.")


class Customer(BaseModel):
    name: str = Field(min_length=1, max_length=80)
    email: str | None = None
    address: Address


class LineItem(BaseModel):
    sku: str
    quantity: int = Field(ge=1, le=1000)
    unit_price: float = Field(gt=0, description="Price of one unit, in the invoice currency.")


@tool(level="L1")
def create_invoice(
    *,
    customer: Customer,
    items: list[LineItem],
    currency: Literal["CNY", "USD", "EUR"],
    due: dt.date,
    idempotency_key: uuid.UUID,
    note: str | None = None,
) -> str:
    """Create a draft invoice for a customer; it is not sent and can be deleted until it is issued.

    Use when the user asks to bill a customer. Does not charge or email anyone.

    Args:
        customer: Who is billed, with the postal address printed on the invoice.
        items: What is billed, one line per product.
        currency: ISO 4217 code of the invoice currency.
        due: Last day the payment is due.
        idempotency_key: Repeating a call with the same key returns the same draft.
        note: Free text printed under the lines.
    """
    return "INV-1"


class Priority(str, enum.Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


class Weekday(enum.IntEnum):
    MONDAY = 1
    TUESDAY = 2
    WEDNESDAY = 3


@dataclasses.dataclass
class Slot:
    start: dt.datetime
    minutes: int = 30


@tool(level="L1")
def schedule_meeting(
    title: str, slot: Slot, priority: Priority = Priority.NORMAL, repeat_on: list[Weekday] | None = None
) -> str:
    """Book a meeting room for a time slot; the booking can be cancelled later.

    Use when the user wants to reserve a room. It does not invite anyone.

    Parameters
    ----------
    title : str
        Subject shown on the room's screen.
    slot : Slot
        When the meeting starts and how long it lasts.
    priority : Priority
        Urgent bookings may move normal ones.
    repeat_on : list of Weekday, optional
        Weekdays on which the booking repeats every week.
    """
    return "BK-1"


class OrderFilters(TypedDict):
    status: Literal["open", "shipped", "cancelled"]
    vendor_guid: NotRequired[str]
    placed_after: NotRequired[dt.datetime]


@tool(level="L0")
def search_orders(
    filters: OrderFilters,
    text: Annotated[str, Field(description="Words to look for in the order notes.", max_length=200)],
    tags: list[str] | None = None,
    limit: Annotated[int, Field(ge=1, le=100, description="Most orders to return.")] = 20,
    sort: Literal["newest", "oldest"] = "newest",
) -> list[str]:
    """Find orders matching filters and text. Read-only: it changes nothing.

    Use when the user asks about existing orders; it does not create or modify orders.
    """
    return []


@tool(level="L1")
def set_map_pin(position: tuple[float, float], label: Annotated[str, Field(description="Text on the pin.")]) -> None:
    """Place a pin on the shared map at a latitude/longitude pair; the pin can be moved or removed later.

    Use when the user wants to mark a place. It does not share the map with anyone.

    Args:
        position: Latitude then longitude, in degrees.
    """


@tool(level="L1")
def label_document(document_id: int, labels: dict[str, str]) -> None:
    """Attach free-form key/value labels to a document; labels can be removed later.

    Use when the user wants to tag a document. Does not change the document's text.

    Args:
        document_id: The document to label.
        labels: Label names mapped to their values.
    """


@tool(level="L1")
def record_reading(reading: tuple[str, float]) -> None:
    """Store one sensor reading as a (sensor name, value) pair; a stored reading can be deleted.

    Use when a sensor value must be kept. Does not alert anyone.
    """


class Folder(BaseModel):
    name: str
    children: list[Folder] = []


@tool(level="L1")
def create_folders(root: Folder) -> None:
    """Create a tree of folders; empty folders can be removed again.

    Use when the user asks for a folder structure. Does not move existing files.
    """


GOLDEN_TOOLS = (create_invoice, schedule_meeting, search_orders, set_map_pin)
"""Tools every dialect can express strictly: each has a golden file per dialect."""

OPEN_MAP_TOOL = label_document
"""``dict[str, str]``: an open map, which OpenAI strict mode and Gemini cannot express."""

MIXED_TUPLE_TOOL = record_reading
"""``tuple[str, float]``: positions of different types, which OpenAI strict mode and Gemini cannot express."""

RECURSIVE_TOOL = create_folders
"""A model that contains itself: cannot be inlined for the dialects that forbid ``$ref``."""
