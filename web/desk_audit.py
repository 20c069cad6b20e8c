"""The audit log of desk actions (upload, delete, import, remove): written by the routes that
change something, read by `GET /api/admin/audit`; no route edits or deletes it."""
from __future__ import annotations

import asyncio
import logging

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from web.inputs import int_param
from web.roles import actor_of

log = logging.getLogger("hr_agent.web")


async def record(request: Request, action: str, target: str, outcome: str) -> None:
    """One line of the log. A log that cannot be written is logged, and the action (already
    done) still answers: refusing it now would tell the officer it failed when it did not."""
    desk = request.app.state.agent.storage.desk
    try:
        await asyncio.to_thread(desk.audit, action, target, outcome, **actor_of(request))
    except Exception as exc:  # noqa: BLE001 - logged with what was done
        log.error("could not write the audit log (%s %s %s): %s: %s", action, target, outcome, type(exc).__name__, exc)


async def audit_log(request: Request) -> Response:
    limit = int_param(request, "limit", 100, 1, 1000)
    before = int_param(request, "before", 0, 0, 10**9) or None
    rows = await asyncio.to_thread(request.app.state.agent.storage.desk.audit_log, limit, before)
    return JSONResponse({"entries": rows})
