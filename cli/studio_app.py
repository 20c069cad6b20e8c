"""The Studio server's one addition to `langgraph dev`: requests from other web origins are refused.

CORS (`langgraph.json` → `http.cors`) only stops a foreign page from *reading* answers. A
"simple" request -- a form-style POST with `Content-Type: text/plain`, no preflight -- still
runs: any page the user visits could create threads and start runs on the local server. This
middleware answers 403 to every request that carries an `Origin` header the CORS settings do
not allow (browsers always send it on cross-origin POSTs), so what CORS allows is all that runs.
Requests without `Origin` (the SDK, curl, the CLI) are not browser requests and pass.

DNS rebinding gets past that: a page on `evil.example` whose name is re-pointed at 127.0.0.1
makes same-origin requests (no `Origin` on GETs, its own origin on the rest) and reads the
answers. What it cannot change is the `Host` header, which names its domain; so a request that
reached the server's socket under any name but a loopback one (`localhost`, `127.0.0.1`,
`[::1]`) gets 403 too. In-process calls langgraph_api makes to itself (an ASGI transport, no
socket: `scope["server"]` has no port) are not browser requests and pass.
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
            headers = dict(scope.get("headers") or [])
            host, origin = headers.get(b"host"), headers.get(b"origin")
            from_socket = (scope.get("server") or (None, None))[1] is not None
            if from_socket and not host_allowed(host.decode("latin-1") if host is not None else ""):
                await PlainTextResponse("host not allowed", status_code=403)(scope, receive, send)
                return
            if origin is not None and not origin_allowed(origin.decode("latin-1")):
                await PlainTextResponse("origin not allowed", status_code=403)(scope, receive, send)
                return
        await self.app(scope, receive, send)


def host_allowed(host: str) -> bool:
    """True for a loopback name with an optional port: `localhost`, `127.0.0.1:2024`, `[::1]:2024`."""
    from web.security import loopback_host_header

    return loopback_host_header(host)


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
