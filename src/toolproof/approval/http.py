"""The HTTP approval API: list pending batches and answer them. The web console is a client of this.

Every route needs ``Authorization: Bearer <key>``; the key names the approver, so the audit log records who
decided, and nobody can decide in someone else's name by writing it in a body. An answer names the batch id
it was shown: if a request joined the batch since, the id no longer matches and the answer is refused (409),
so nobody approves calls they have not seen.

    GET  /approvals                      → {"batches": [...]}
    GET  /approvals/{batch_id}           → the batch
    POST /approvals/{batch_id}/decision  {"approve": true|false, "note"?: "..."} → the results per request
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Mapping
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from toolproof.approval.broker import ApprovalBroker
from toolproof.approval.request import Answer

MAX_NOTE = 500
MAX_BODY = 4096

UNAUTHORIZED = "send the approver's key as 'Authorization: Bearer <key>'"
NOT_PENDING = "no pending batch has this id: it was answered, it expired, or a request joined it; list again"
BAD_BODY = 'send a JSON object {"approve": true|false} with an optional "note" string'


def approval_api(broker: ApprovalBroker, approvers: Mapping[str, str]) -> Starlette:
    """An ASGI app answering ``broker``'s requests; ``approvers`` maps each API key to the approver's name."""
    if not approvers:
        raise ValueError("the approval API needs at least one approver key")
    keys = [(key.encode("utf-8"), name) for key, name in approvers.items()]

    def approver_of(request: Request) -> str | None:
        scheme, _, credential = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not credential:
            return None
        given = credential.strip().encode("utf-8")
        found = None
        for key, name in keys:
            if hmac.compare_digest(key, given):
                found = name
        return found

    async def list_batches(request: Request) -> JSONResponse:
        if approver_of(request) is None:
            return _error(401, UNAUTHORIZED)
        session = request.query_params.get("session")
        return JSONResponse({"batches": [batch.to_json() for batch in broker.pending(session)]})

    async def show_batch(request: Request) -> JSONResponse:
        if approver_of(request) is None:
            return _error(401, UNAUTHORIZED)
        batch = broker.batch(request.path_params["batch_id"])
        return JSONResponse(batch.to_json()) if batch else _error(404, NOT_PENDING)

    async def decide(request: Request) -> JSONResponse:
        approver = approver_of(request)
        if approver is None:
            return _error(401, UNAUTHORIZED)
        body = await request.body()
        answer = _answer(body, approver)
        if answer is None:
            return _error(400, BAD_BODY)
        batch_id = request.path_params["batch_id"]
        results = broker.decide(batch_id, answer)
        if results is None:
            return _error(409, NOT_PENDING)
        return JSONResponse({
            "batch": batch_id,
            "approver": approver,
            "approve": answer.approve,
            "results": [
                {"request": r.request.id, "granted": r.granted, "reason": r.reason} for r in results
            ],
        })

    return Starlette(routes=[
        Route("/approvals", list_batches, methods=["GET"]),
        Route("/approvals/{batch_id}", show_batch, methods=["GET"]),
        Route("/approvals/{batch_id}/decision", decide, methods=["POST"]),
    ])


def _answer(body: bytes, approver: str) -> Answer | None:
    """The answer in a request body, or None when the body is not exactly the expected shape."""
    if len(body) > MAX_BODY:
        return None
    try:
        data: Any = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(data, dict) or set(data) - {"approve", "note"} or not isinstance(data.get("approve"), bool):
        return None
    note = data.get("note", "")
    if not isinstance(note, str) or len(note) > MAX_NOTE:
        return None
    return Answer(data["approve"], approver, note)


def _error(status: int, message: str) -> JSONResponse:
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    return JSONResponse({"error": message}, status_code=status, headers=headers)
