"""Real HTTP failures, from a real server through real clients (httpx, requests), classified and run through
the executor: 429 with Retry-After, 503, 403, 404 on a read, 422 with the service's reason, a refused
connection and a read timeout."""

from __future__ import annotations

import asyncio
import random
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
import requests
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse
from starlette.routing import Route

from toolproof import tool
from toolproof.execution import ErrorClass, Executor, GiveUp, ManualClock, RetryPolicy, classify
from toolproof.levels import Level

hits: dict[str, int] = {}


async def status(request: Request) -> PlainTextResponse | JSONResponse:
    code = int(request.path_params["code"])
    hits[request.url.path] = hits.get(request.url.path, 0) + 1
    if code == 422:
        return JSONResponse({"error": "check_in must be before check_out"}, status_code=422)
    headers = {"Retry-After": request.query_params["retry_after"]} if "retry_after" in request.query_params else {}
    return PlainTextResponse(f"status {code}", status_code=code, headers=headers)


async def recovers(request: Request) -> PlainTextResponse:
    """503 with Retry-After twice, then 200."""
    hits["recovers"] = hits.get("recovers", 0) + 1
    if hits["recovers"] <= 2:
        return PlainTextResponse("maintenance", status_code=503, headers={"Retry-After": "5"})
    return PlainTextResponse("ok")


async def slow(request: Request) -> PlainTextResponse:
    await asyncio.sleep(0.5)
    return PlainTextResponse("late")


BOTH = ["GET", "POST"]
APP = Starlette(routes=[
    Route("/status/{code}", status, methods=BOTH), Route("/recovers", recovers), Route("/slow", slow, methods=BOTH),
])


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    server = uvicorn.Server(uvicorn.Config(APP, host="127.0.0.1", port=0, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join()


def httpx_error(url: str) -> httpx.HTTPStatusError:
    with pytest.raises(httpx.HTTPStatusError) as caught:
        httpx.get(url).raise_for_status()
    return caught.value


def requests_error(url: str) -> requests.HTTPError:
    with pytest.raises(requests.HTTPError) as caught:
        requests.get(url, timeout=5).raise_for_status()
    return caught.value


@pytest.mark.parametrize("fetch", [httpx_error, requests_error], ids=["httpx", "requests"])
def test_rate_limit_with_retry_after(base_url, fetch):
    failure = classify(fetch(f"{base_url}/status/429?retry_after=30"), now=time.time())
    assert (failure.error_class, failure.reason, failure.retry_after, failure.status) == (
        ErrorClass.TRANSIENT, "rate_limited", 30.0, 429)


@pytest.mark.parametrize("fetch", [httpx_error, requests_error], ids=["httpx", "requests"])
@pytest.mark.parametrize(
    ("code", "level", "error_class", "reason"),
    [
        (503, Level.L1, ErrorClass.TRANSIENT, "unavailable"),
        (403, Level.L1, ErrorClass.PERMANENT, "forbidden"),
        (401, Level.L0, ErrorClass.PERMANENT, "unauthorized"),
        (404, Level.L0, ErrorClass.EMPTY, "not_found"),
        (404, Level.L2, ErrorClass.PERMANENT, "not_found"),
        (410, Level.L1, ErrorClass.PERMANENT, "gone"),
        (409, Level.L1, ErrorClass.PERMANENT, "conflict"),
    ],
)
def test_statuses_through_real_clients(base_url, fetch, code, level, error_class, reason):
    failure = classify(fetch(f"{base_url}/status/{code}"), level=level)
    assert (failure.error_class, failure.reason) == (error_class, reason)


def test_the_services_own_reason_reaches_the_model(base_url):
    @tool(level="L1")
    def book_room(check_in: str, check_out: str) -> str:
        """Book a hotel room."""
        httpx.post(f"{base_url}/status/422", json={"in": check_in, "out": check_out}).raise_for_status()
        return "booked"

    result = Executor(timeout=10).run(book_room.validate({"check_in": "2025-07-02", "check_out": "2025-07-01"}))
    assert result.error_class is ErrorClass.ARGUMENT
    assert "check_in must be before check_out" in result.message and "one repair" in result.message


def test_retry_after_from_a_real_503_drives_the_backoff(base_url):
    hits.pop("recovers", None)

    @tool(level="L0")
    def read_inventory(sku: str) -> str:
        """Read stock for a SKU."""
        response = httpx.get(f"{base_url}/recovers", params={"sku": sku})
        response.raise_for_status()
        return response.text

    clock = ManualClock()
    executor = Executor(retry=RetryPolicy(base_delay=0.1), clock=clock, rng=random.Random(2), timeout=10)
    result = executor.run(read_inventory.validate({"sku": "A-1"}))
    assert result.ok and result.value == "ok" and result.attempts == 3
    assert clock.sleeps == [5.0, 5.0]


def test_a_refused_connection_is_transient_and_known_not_applied():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    with pytest.raises(httpx.ConnectError) as caught:
        httpx.get(f"http://127.0.0.1:{port}/")
    failure = classify(caught.value)
    assert (failure.error_class, failure.reason, failure.outcome_known) == (
        ErrorClass.TRANSIENT, "connection_refused", True)


def test_a_read_timeout_on_a_write_is_not_repeated(base_url):
    calls = []

    @tool(level="L1")
    def submit_order(order_id: str) -> str:
        """Submit an order."""
        calls.append(order_id)
        return httpx.post(f"{base_url}/slow", timeout=0.05).text

    result = Executor(clock=ManualClock(), timeout=10).run(submit_order.validate({"order_id": "o-1"}))
    assert result.error_class is ErrorClass.TRANSIENT and result.failure is not None
    assert result.failure.reason == "timeout" and result.gave_up is GiveUp.UNSAFE_TO_REPEAT
    assert calls == ["o-1"]
