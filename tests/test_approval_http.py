"""The HTTP approval API, served by a real uvicorn on 127.0.0.1 and driven by a real HTTP client: listing
pending batches with their previews and totals, approving and denying, and refusing what must be refused."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
import uvicorn

from toolproof import tool
from toolproof.approval import ApprovalBroker, ApprovalTokens, Impact, PreviewRegistry
from toolproof.approval.http import approval_api
from toolproof.execution import Caller, Executor
from toolproof.store.audit import REDACTED
from toolproof.store.memory_audit import MemoryAuditLog

KEY = b"approval-key-for-tests-0123456789"
CAROL = {"Authorization": "Bearer carol-key"}
CTX = Caller(session="s1", principal="ann")


@tool(level="L2")
def drop_index(table: str, index: str, db_password: str = "") -> str:
    """Drop a database index."""
    return f"dropped {index}"


def previews() -> PreviewRegistry:
    registry = PreviewRegistry()

    @registry.of(drop_index)
    def _(table: str, index: str, db_password: str = "") -> Impact:
        return Impact(f"drops index {index} on {table} (4.1 GB)", {"indexes": 1, "bytes": 4.1 * 2**30},
                      notes=("queries on this table slow down until it is rebuilt",))

    return registry


class Served:
    def __init__(self, broker: ApprovalBroker, audit: MemoryAuditLog, url: str) -> None:
        self.broker, self.audit, self.url = broker, audit, url


@pytest.fixture
def served() -> Iterator[Served]:
    audit = MemoryAuditLog()
    broker = ApprovalBroker(ApprovalTokens(KEY), previews=previews(), audit=audit, timeout=60)
    app = approval_api(broker, {"carol-key": "carol", "dave-key": "dave"})
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield Served(broker, audit, f"http://127.0.0.1:{port}")
    server.should_exit = True
    thread.join()


async def pending_batches(client: httpx.AsyncClient, count: int) -> list[dict]:
    for _ in range(1000):
        response = await client.get("/approvals", headers=CAROL)
        batches = response.json()["batches"]
        if sum(batch["count"] for batch in batches) >= count:
            return batches
        await asyncio.sleep(0.005)
    raise AssertionError("the requests never showed up")


def seek(served: Served, **arguments: str) -> asyncio.Task:
    return asyncio.create_task(served.broker.seek(drop_index.validate(arguments), CTX,
                                                  stated_reason="the index is unused"))


def test_list_and_approve_a_batch_over_http(served):
    async def scenario():
        waiting = [seek(served, table="orders", index="ix_a"), seek(served, table="orders", index="ix_b",
                                                                     db_password="s3cret")]
        async with httpx.AsyncClient(base_url=served.url) as client:
            [batch] = await pending_batches(client, 2)
            shown = await client.get(f"/approvals/{batch['id']}", headers=CAROL)
            decided = await client.post(f"/approvals/{batch['id']}/decision", headers=CAROL,
                                        json={"approve": True, "note": "checked with the DBA"})
        return batch, shown, decided, await asyncio.gather(*waiting)

    batch, shown, decided, approvals = asyncio.run(scenario())

    assert batch["count"] == 2 and batch["tool"] == "drop_index" and batch["session"] == "s1"
    assert batch["totals"] == {"indexes": 2, "bytes": 2 * 4.1 * 2**30}
    assert batch["summary"] == "2 calls to `drop_index`, in total: indexes 2, bytes 8.2 GB; irreversible"
    first = batch["requests"][0]
    assert first["stated_reason"] == "the index is unused"
    assert first["impact"]["description"] == (
        "drops index ix_a on orders (4.1 GB); irreversible; queries on this table slow down until it is rebuilt")
    assert batch["requests"][1]["arguments"]["db_password"] == REDACTED
    assert shown.status_code == 200 and shown.json()["id"] == batch["id"]
    assert decided.status_code == 200 and [r["granted"] for r in decided.json()["results"]] == [True, True]
    assert all(a.granted and a.approver == "carol" and a.note == "checked with the DBA" for a in approvals)
    assert [r.approver for r in served.audit.query()] == ["carol", "carol"]
    executor = Executor(approvals=served.broker.tokens)
    assert executor.run(drop_index.validate({"table": "orders", "index": "ix_a"}), CTX,
                        approval=approvals[0].token).ok


def test_deny_over_http(served):
    async def scenario():
        waiting = seek(served, table="users", index="ix_email")
        async with httpx.AsyncClient(base_url=served.url) as client:
            [batch] = await pending_batches(client, 1)
            response = await client.post(f"/approvals/{batch['id']}/decision", headers={
                "Authorization": "Bearer dave-key"}, json={"approve": False, "note": "used by login"})
        return response, await waiting

    response, approval = asyncio.run(scenario())
    assert response.status_code == 200 and response.json()["approver"] == "dave"
    assert not approval.granted and approval.reason == "denied_by_human" and approval.approver == "dave"


def test_what_the_api_refuses(served):
    async def scenario():
        waiting = seek(served, table="t", index="ix")
        async with httpx.AsyncClient(base_url=served.url) as client:
            [batch] = await pending_batches(client, 1)
            decision = f"/approvals/{batch['id']}/decision"
            answers = {
                "no key": await client.get("/approvals"),
                "wrong key": await client.get("/approvals", headers={"Authorization": "Bearer guess"}),
                "basic auth": await client.get("/approvals", auth=("carol", "carol-key")),
                "no key to decide": await client.post(decision, json={"approve": True}),
                "not json": await client.post(decision, headers=CAROL, content=b"yes please"),
                "string approve": await client.post(decision, headers=CAROL, json={"approve": "yes"}),
                "approver in body": await client.post(decision, headers=CAROL,
                                                      json={"approve": True, "approver": "ceo"}),
                "unknown batch": await client.get("/approvals/nope", headers=CAROL),
                "stale batch": await client.post("/approvals/nope/decision", headers=CAROL, json={"approve": True}),
            }
            still_pending = await pending_batches(client, 1)
            await client.post(decision, headers=CAROL, json={"approve": False})
        await waiting
        return answers, still_pending

    answers, still_pending = asyncio.run(scenario())
    assert {name: r.status_code for name, r in answers.items()} == {
        "no key": 401, "wrong key": 401, "basic auth": 401, "no key to decide": 401, "not json": 400,
        "string approve": 400, "approver in body": 400, "unknown batch": 404, "stale batch": 409,
    }
    assert answers["no key"].headers["www-authenticate"] == "Bearer"
    assert "Authorization: Bearer" in answers["no key"].json()["error"]
    assert len(still_pending) == 1, "refused answers decide nothing"


def test_an_api_without_approvers_is_refused():
    broker = ApprovalBroker(ApprovalTokens(KEY))
    with pytest.raises(ValueError, match="at least one approver"):
        approval_api(broker, {})
