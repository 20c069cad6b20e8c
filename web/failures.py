"""A route that fails unexpectedly: the client gets `{"error": "内部错误：<kind>"}` with status 500
and the server log one line naming the request and the error, never a traceback in either.

Starlette's own handler for `Exception` answers the client but then re-raises, so uvicorn
logs the whole traceback ("Exception in ASGI application"); this middleware sits inside it
and ends the matter itself. HR_AGENT_DEBUG=1 (as for the CLI) adds the traceback to the log."""
from __future__ import annotations

import logging
import os

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from web.inputs import error

log = logging.getLogger("hr_agent.web")
MAX_DETAIL_CHARS = 200


def internal_error_message(exc: BaseException) -> str:
    """What the client is told: the kind of error only (its text may name paths or data)."""
    return f"内部错误：{type(exc).__name__}"


def log_line(method: str, path: str, exc: BaseException) -> str:
    """The one log line for a failed request: request, error kind, its text on one line."""
    detail = " ".join(str(exc).split())[:MAX_DETAIL_CHARS]
    return f"{method} {path} failed: {type(exc).__name__}" + (f": {detail}" if detail else "")


class OneLineErrors:
    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracked(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracked)
        except Exception as exc:  # noqa: BLE001 - the one place an unexpected error is reported
            log.error(log_line(scope.get("method", ""), scope.get("path", ""), exc),
                      exc_info=exc if os.environ.get("HR_AGENT_DEBUG") else None)
            if not started:  # a response already under way (a stream) can only be cut short
                await error(500, internal_error_message(exc))(scope, receive, send)
