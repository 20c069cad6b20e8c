"""The one guard in front of everything the server answers (pages, static files, API, SSE), as
a pure ASGI middleware, so a route added later is behind it without a line of its own:

- the request's shape: one `Host`, a bounded number of headers, a path and query without NUL,
  control characters or bytes that are not UTF-8 (400, before any route sees them);
- where it comes from: a loopback server without a token answers only loopback `Host` names
  (DNS rebinding); a browser's `Origin` must match the server's scheme, host and port; behind a
  trusted proxy (settings) `X-Forwarded-Proto`/`-For` give the scheme and the client;
- who it is: the role its token carries (web/access.py), 401 where the path needs one;
- what every answer carries: `nosniff` everywhere, the page policy (CSP with
  `frame-ancestors 'none'`) on every HTML response, `Cache-Control: no-store` on API data.
Refusals are one-line JSON errors."""
from __future__ import annotations

import ipaddress
import json
from urllib.parse import unquote_to_bytes

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from web.access import TOKEN_COOKIE, Tokens, required_role, satisfies
from web.roles import forwarded_user

__all__ = ["TOKEN_COOKIE", "Guard", "host_name", "is_loopback", "loopback_host_header", "same_origin"]

MAX_HEADERS = 100
MAX_HEADER_BYTES = 32 * 1024  # as web/protocol.py's MAX_HEAD_BYTES
# The pages load only their own files; model and handbook text is sanitised by the page, and
# the policy stops whatever slips through from loading or sending anything elsewhere.
PAGE_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
               "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
               "form-action 'self'")
DEFAULT_PORTS = {"http": 80, "https": 443}


def is_loopback(host: str) -> bool:
    host = host.strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def split_host(host_header: str) -> tuple[str, str]:
    """"127.0.0.1:8765" → ("127.0.0.1", "8765"); "[::1]" → ("::1", ""); "::1" → ("::1", "")."""
    host = host_header.strip().lower()
    if host.startswith("["):
        name, _, rest = host[1:].partition("]")
        return name, rest[1:] if rest.startswith(":") else rest
    if host.count(":") == 1:
        name, _, port = host.partition(":")
        return name, port
    return host, ""


def host_name(host_header: str) -> str:
    return split_host(host_header)[0]


def loopback_host_header(host_header: str) -> bool:
    """True for a loopback name with an optional numeric port: `localhost`, `127.0.0.1:2024`,
    `[::1]:2024` (the DNS-rebinding guard of this app and of Studio's, cli/studio_app.py)."""
    name, port = split_host(host_header)
    return (not port or port.isdigit()) and is_loopback(name)


def same_origin(origin: str, host: str, scheme: str = "http") -> bool:
    """The `Origin` names this server: same scheme, host name and port (default ports filled in)."""
    origin_scheme, sep, rest = origin.strip().partition("://")
    origin_scheme = origin_scheme.lower()
    if not sep or origin_scheme != scheme or origin_scheme not in DEFAULT_PORTS or "/" in rest.rstrip("/"):
        return False
    (o_name, o_port), (h_name, h_port) = split_host(rest.rstrip("/")), split_host(host)
    default = str(DEFAULT_PORTS[scheme])
    return bool(o_name) and o_name == h_name and (o_port or default) == (h_port or default)


def bad_text(raw: bytes) -> bool:
    """Bytes that are not UTF-8 text free of control characters (NUL included)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in text)


def trusted_networks(spec: str) -> tuple:
    """HR_AGENT_WEB_TRUSTED_PROXIES: addresses or networks, comma-separated; ValueError
    naming the setting for a malformed one."""
    nets = []
    for item in filter(None, (s.strip() for s in spec.split(","))):
        try:
            nets.append(ipaddress.ip_network(item, strict=False))
        except ValueError:
            raise ValueError(f"HR_AGENT_WEB_TRUSTED_PROXIES 应为逗号分隔的 IP 地址或网段（如 10.0.0.5,10.1.0.0/16），"
                             f"收到 {item!r}") from None
    return tuple(nets)


def is_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def in_networks(address: str, nets: tuple) -> bool:
    return is_address(address) and any(ipaddress.ip_address(address) in net for net in nets)


class Guard:
    """ASGI middleware in front of every route (see the module's docstring)."""

    def __init__(self, app: ASGIApp, *, tokens: Tokens, loopback_only_hosts: bool, trusted_proxies: tuple = ()):
        self.app = app
        self.tokens = tokens
        self.loopback_only_hosts = loopback_only_hosts
        self.trusted_proxies = trusted_proxies

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "websocket":  # no route speaks it: refuse before any app code
                await send({"type": "websocket.close", "code": 1008})
                return
            await self.app(scope, receive, send)
            return
        send = with_policy_headers(scope, send)
        headers = scope.get("headers") or []
        self.behind_proxy(scope, headers)
        problem = self.problem(scope, headers)
        if problem:
            status, message, *extra = problem
            await refuse(send, status, message, *extra)
            return
        await self.app(scope, receive, send)

    def behind_proxy(self, scope: Scope, headers: list) -> None:
        """A request from a trusted proxy: the scheme it says the browser used, and the client
        it names (the nearest untrusted address in X-Forwarded-For)."""
        peer = (scope.get("client") or ("", 0))[0]
        scope.setdefault("state", {})["user"] = None
        if not in_networks(peer, self.trusted_proxies):
            return
        users = [v for k, v in headers if k == b"x-forwarded-user"]
        if len(users) == 1:  # the proxy's sign-in: recorded with desk actions, owns conversations
            scope["state"]["user"] = forwarded_user(users[0])
        proto = [v for k, v in headers if k == b"x-forwarded-proto"]
        if proto:
            last = proto[-1].split(b",")[-1].strip().lower()
            if last in (b"http", b"https"):
                scope["scheme"] = last.decode()
        chain = [a.strip().decode("latin-1") for k, v in headers if k == b"x-forwarded-for" for a in v.split(b",")]
        for address in reversed(chain):
            if not in_networks(address, self.trusted_proxies):
                if is_address(address):
                    scope["client"] = (address, 0)
                break

    def problem(self, scope: Scope, headers: list) -> tuple | None:
        if len(headers) > MAX_HEADERS:
            return 431, f"请求头太多（{len(headers)} 个，上限 {MAX_HEADERS} 个）"
        size = sum(len(k) + len(v) + 4 for k, v in headers)
        if size > MAX_HEADER_BYTES:  # h11 bounds a head that trickles in, not one that arrives whole
            return 431, f"请求头太大（{size // 1024} KiB，上限 {MAX_HEADER_BYTES // 1024} KiB）"
        hosts = [v for k, v in headers if k == b"host"]
        if len(hosts) != 1:
            return 400, f"请求应恰好带一个 Host 头（收到 {len(hosts)} 个）"
        host = hosts[0].decode("latin-1")
        raw_path = scope.get("raw_path") or scope.get("path", "").encode("utf-8", "surrogatepass")
        if bad_text(unquote_to_bytes(raw_path)) or "\x00" in scope.get("path", ""):
            return 400, "路径含有无效字符（空字符、控制字符或非 UTF-8 字节）"
        if bad_text(unquote_to_bytes(scope.get("query_string", b"").replace(b"+", b" "))):
            return 400, "查询参数含有无效字符（空字符、控制字符或非 UTF-8 字节）"
        if self.loopback_only_hosts and not loopback_host_header(host):
            return 403, "Host 不是本机地址（服务只在本机回环地址上提供）"
        origins = [v for k, v in headers if k == b"origin"]
        if origins and (len(origins) > 1 or not same_origin(origins[0].decode("latin-1"), host, scope.get("scheme", "http"))):
            return 403, "来自其他网页的请求被拒绝（Origin 与服务的协议、主机或端口不同）"
        scope.setdefault("state", {})["role"] = None
        needed = required_role(scope.get("path", ""))
        if self.tokens and needed:
            role, why = self.tokens.role_of(headers)
            if not satisfies(role, needed):
                return 401 if role is None else 403, why or "这个令牌没有访问此地址的权限", {"www-authenticate": "Bearer"}
            scope["state"]["role"] = role
        return None


def with_policy_headers(scope: Scope, send: Send) -> Send:
    path = scope.get("path", "")

    async def send_with_policy(message: Message) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = list(message.get("headers") or [])  # a route may hand a tuple
            headers = MutableHeaders(scope=message)
            headers["x-content-type-options"] = "nosniff"
            headers.setdefault("referrer-policy", "no-referrer")
            if headers.get("content-type", "").lower().startswith("text/html"):
                headers["content-security-policy"] = PAGE_POLICY
                headers["x-frame-options"] = "DENY"
            if path.startswith("/api/") and "cache-control" not in headers:
                headers["cache-control"] = "no-store"
        await send(message)

    return send_with_policy


async def refuse(send: Send, status: int, message: str, extra: dict[str, str] | None = None) -> None:
    body = json.dumps({"error": message}, ensure_ascii=False).encode()
    headers = [(b"content-type", b"application/json; charset=utf-8"), (b"content-length", str(len(body)).encode()),
               (b"cache-control", b"no-store")]
    headers += [(k.encode(), v.encode()) for k, v in (extra or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
