"""The model always learns what happened and what to do next — never "tool call failed, please retry"."""

from __future__ import annotations

import pytest

from toolproof.execution import ErrorClass, Failure, GiveUp
from toolproof.execution.classify import _STATUS
from toolproof.execution.messages import NOT_RUN, PERMANENT, TRANSIENT_HEADER, explain, seconds

REASONS = sorted({(cls, reason) for cls, reason, _ in _STATUS.values()}
                 | {(ErrorClass.PERMANENT, r) for r in (*PERMANENT, *NOT_RUN)}
                 | {(ErrorClass.TRANSIENT, r) for r in TRANSIENT_HEADER}
                 | {(ErrorClass.EMPTY, "empty"), (ErrorClass.ARGUMENT, "rejected_argument")})


def message(error_class: ErrorClass, reason: str, give_up: GiveUp = GiveUp.NOT_TRANSIENT, **kw: object) -> str:
    failure = Failure(error_class, reason, detail="the service said X-42", **kw)  # type: ignore[arg-type]
    return explain("book_room", failure, attempts=3, elapsed=4.5, give_up=give_up, deadline=60,
                   repair_allowed=True)


@pytest.mark.parametrize(("error_class", "reason"), REASONS)
def test_every_message_is_specific(error_class, reason):
    text = message(error_class, reason, GiveUp.ATTEMPTS if error_class is ErrorClass.TRANSIENT else
                   GiveUp.NOT_TRANSIENT)
    assert "`book_room`" in text
    assert "please retry" not in text.lower() and "tool call failed" not in text.lower()
    if reason not in NOT_RUN:
        assert "X-42" in text, "what the service said reaches the model"


def test_distinct_situations_read_differently():
    # argument failures share one template: the service's own words are what differ
    texts = [message(cls, reason) for cls, reason in REASONS if cls is not ErrorClass.ARGUMENT]
    assert len(set(texts)) == len(texts)


def test_each_class_names_its_path():
    assert "send the call once more; this is the one repair attempt" in message(ErrorClass.ARGUMENT, "bad_request")
    assert "Adjust the query once" in message(ErrorClass.EMPTY, "empty")
    assert "do not invent values" in message(ErrorClass.EMPTY, "empty")
    assert "Trying again will not change this" in message(ErrorClass.PERMANENT, "forbidden")
    assert "tried 3 times over 4.5 s" in message(ErrorClass.TRANSIENT, "unavailable", GiveUp.ATTEMPTS)


def test_the_second_argument_failure_stops_the_repair_loop():
    failure = Failure(ErrorClass.ARGUMENT, "unprocessable", "check_out must follow check_in", field="check_out")
    text = explain("book_room", failure, attempts=1, elapsed=0.1, give_up=GiveUp.NOT_TRANSIENT, deadline=60,
                   repair_allowed=False)
    assert "Do not call it again" in text and "`check_out`" in text and "ask them for the right value" in text


@pytest.mark.parametrize(
    ("value", "shown"),
    [(0.05, "0.05 s"), (1.0, "1 s"), (4.5, "4.5 s"), (30, "30 s"), (119.6, "2 min"), (3600, "60 min"),
     (125, "2 min 5 s")],
)
def test_durations(value, shown):
    assert seconds(value) == shown


def test_each_way_of_giving_up_is_explained_differently():
    transient = [give_up for give_up in GiveUp if give_up is not GiveUp.NOT_TRANSIENT]
    texts = {message(ErrorClass.TRANSIENT, "timeout", give_up, retry_after=90.0) for give_up in transient}
    assert len(texts) == len(transient)
