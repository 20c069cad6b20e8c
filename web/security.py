"""Who may talk to the server: the access token (when one is set), the Host a loopback server
answers to (DNS rebinding), and the Origin of browser requests (another web page must not drive
the server; cf. cli/studio_app.py). Answers are one-line JSON errors."""
from __future__ import annotations

import hmac
import ipaddress
import json
from http.cookies import CookieError, SimpleCookie

from starlette.types import ASGIApp, Receive, Scope, Send

TOKEN_COOKIE = "hr_agent_token"
# Paths open without a token: the page shells and their files hold no data, the health check
# is for load balancers, and login is how a page gets the cookie.
OPEN_PATHS = ("/api/health", "/api/login")
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")


def is_loopback(host: str) -> bool:
    host = host.strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def loopback_host_header(host_header: str) -> bool:
    """True for a loopback name with an optional numeric port: `localhost`, `127.0.0.1:2024`,
    `[::1]:2024` (the DNS-rebinding guard of this app and of Studio's, cli/studio_app.py)."""
    host = host_header.strip().lower()
    port = host.rsplit("]", 1)[1] if host.startswith("[") else (host.partition(":")[2] if host.count(":") == 1 else "")
    if port.startswith(":"):
        port = port[1:]
    if port and not port.isdigit():
        return False
    return is_loopback(host_name(host))


def host_name(host_header: str) -> str:
    """"127.0.0.1:8765" → "127.0.0.1"; "[::1]:8765" → "::1"."""
    if host_header.startswith("["):
        return host_header[1:].split("]", 1)[0]
    return host_header.rsplit(":", 1)[0] if host_header.count(":") == 1 else host_header


def token_problem(headers: dict[bytes, bytes], token: str) -> str | None:
    """None when the request carries the token (bearer header or cookie), else the reason."""
    auth = headers.get(b"authorization")
    if auth is not None:
        scheme, _, value = auth.decode("latin-1").strip().partition(" ")
        if scheme.lower() != "bearer" or not value.strip():
            return "Authorization 头格式应为 Bearer <令牌>"
        return None if hmac.compare_digest(value.strip().encode(), token.encode()) else "访问令牌不正确"
    cookie = headers.get(b"cookie")
    if cookie is not None:
        try:
            jar = SimpleCookie(cookie.decode("latin-1"))
        except CookieError:
            return "Cookie 格式不正确"
        if TOKEN_COOKIE in jar:
            value = jar[TOKEN_COOKIE].value
            return None if hmac.compare_digest(value.encode(), token.encode()) else "访问令牌不正确"
    return "需要访问令牌：请求头 Authorization: Bearer <令牌>（HR_AGENT_WEB_TOKEN）"


def token_matches(candidate: str, token: str) -> bool:
    return hmac.compare_digest(candidate.encode("utf-8", "surrogateescape"), token.encode())


class Guard:
    """ASGI middleware in front of every route."""

    def __init__(self, app: ASGIApp, *, token: str | None, loopback_only_hosts: bool):
        self.app = app
        self.token = token or None
        self.loopback_only_hosts = loopback_only_hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        host = headers.get(b"host", b"").decode("latin-1")
        if self.loopback_only_hosts and not loopback_host_header(host):
            await refuse(send, 403, "Host 不是本机地址（服务只在本机回环地址上提供）")
            return
        origin = headers.get(b"origin")
        if origin is not None and not same_origin(origin.decode("latin-1"), host):
            await refuse(send, 403, "来自其他网页的请求被拒绝（Origin 与服务地址不同）")
            return
        path = scope.get("path", "")
        if self.token and path.startswith("/api/") and path not in OPEN_PATHS:
            problem = token_problem(headers, self.token)
            if problem:
                await refuse(send, 401, problem, {"www-authenticate": "Bearer"})
                return
        await self.app(scope, receive, send)


def same_origin(origin: str, host: str) -> bool:
    scheme, sep, rest = origin.partition("://")
    return bool(sep) and scheme in ("http", "https") and rest.rstrip("/") == host


async def refuse(send: Send, status: int, message: str, extra: dict[str, str] | None = None) -> None:
    body = json.dumps({"error": message}, ensure_ascii=False).encode()
    headers = [(b"content-type", b"application/json; charset=utf-8"), (b"content-length", str(len(body)).encode())]
    headers += [(k.encode(), v.encode()) for k, v in (extra or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
