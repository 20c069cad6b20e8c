"""The Studio server's one addition to `langgraph dev`: requests from other web origins are refused.

CORS (`langgraph.json` → `http.cors`) only stops a foreign page from *reading* answers. A
"simple" request -- a form-style POST with `Content-Type: text/plain`, no preflight -- still
runs: any page the user visits could create threads and start runs on the local server. This
middleware answers 403 to every request that carries an `Origin` header the CORS settings do
not allow (browsers always send it on cross-origin POSTs), so what CORS allows is all that runs.
Requests without `Origin` (the SDK, curl, the CLI) are not browser requests and pass.
Mounted through `http.app`, whose middleware langgraph_api puts in front of its own.
"""
from __future__ import annotations

import re

from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send


class RefuseForeignOrigins:
    def __init__(self, app: ASGIApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            origin = dict(scope.get("headers") or []).get(b"origin")
            if origin is not None and not origin_allowed(origin.decode("latin-1")):
                await PlainTextResponse("origin not allowed", status_code=403)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def origin_allowed(origin: str) -> bool:
    """The same rule as the server's CORS layer: `http.cors` in langgraph.json."""
    from langgraph_api import config

    cors = config.CORS_CONFIG or {}
    if origin in (cors.get("allow_origins") or ()):
        return True
    pattern = cors.get("allow_origin_regex")
    return bool(pattern and re.fullmatch(pattern, origin))


app = Starlette()
app.add_middleware(RefuseForeignOrigins)
