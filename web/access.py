"""Who a request is: the access tokens by role, read from a bearer header or the login cookie.

Pure functions over header bytes, so the guard (web/security.py) and the start-up check
(cli/serve_cmd.py) share one reading. Tokens are compared as UTF-8 bytes in constant time
(`hmac.compare_digest`), every configured token every time, so neither a token's length nor
which role matched shows in the timing.

Roles: `Tokens({"user": HR_AGENT_WEB_TOKEN, "admin": HR_AGENT_ADMIN_TOKEN})`; `ROLE_PATHS`
says which paths need which; `Tokens.role_of(headers)` returns the role a request carries and
the guard puts it in `request.state.role` for the routes (web/roles.py reads it)."""
from __future__ import annotations

import base64
import hashlib
import hmac
import unicodedata

TOKEN_COOKIE = "hr_agent_token"
# Which role a path needs, first match wins; a role satisfies every role ranked at or below it.
# Paths in none of these need no token (page shells and their files hold no data).
ROLE_PATHS = (("/api/admin/", "admin"), ("/api/", "user"))
ROLE_RANK = {"user": 1, "admin": 2}
# Open although under /api/: load balancers check health, and login is how a page gets the cookie.
OPEN_PATHS = ("/api/health", "/api/login")
# The cookie carries a value derived from the token, never the token: it is ASCII whatever the
# token is (a header must be), and a leaked cookie does not reveal the token for bearer use.
COOKIE_CONTEXT = b"hr-agent web session cookie v1"


def token_defect(token: str) -> str | None:
    """Why `token` can never be typed back (None when it can): whitespace at either end
    (stripped by one side and not the other), control or format characters, or bytes that
    are not UTF-8 (the environment's surrogate escapes)."""
    if token != token.strip():
        return "首尾有空白字符"
    for ch in token:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp"):
            return f"含有控制字符 U+{ord(ch):04X}"
    return None


def cookie_value(token: str) -> str:
    mac = hmac.new(token.encode("utf-8"), COOKIE_CONTEXT, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).decode("ascii").rstrip("=")


def parse_cookies(header: bytes) -> dict[bytes, list[bytes]]:
    """Every `name=value` pair of a Cookie header, whatever else it holds: a pair that
    `http.cookies` rejects (`prefs={"a":1}`) must not hide the ones after it."""
    jar: dict[bytes, list[bytes]] = {}
    for part in header.split(b";"):
        name, sep, value = part.partition(b"=")
        if not sep:
            continue
        value = value.strip()
        if len(value) >= 2 and value[:1] == value[-1:] == b'"':
            value = value[1:-1]
        jar.setdefault(name.strip(), []).append(value)
    return jar


def required_role(path: str) -> str | None:
    if path in OPEN_PATHS:
        return None
    return next((role for prefix, role in ROLE_PATHS if path.startswith(prefix)), None)


def satisfies(role: str | None, needed: str | None) -> bool:
    return needed is None or (role is not None and ROLE_RANK.get(role, 0) >= ROLE_RANK.get(needed, 0))


class Tokens:
    """The configured tokens by role; empty when the server runs without a token."""

    def __init__(self, by_role: dict[str, str | None]):
        self.by_role = {role: token for role, token in by_role.items() if token}
        self._bearer = [(role, token.encode("utf-8")) for role, token in self.by_role.items()]
        self._cookie = [(role, cookie_value(token).encode("ascii")) for role, token in self.by_role.items()]

    def __bool__(self) -> bool:
        return bool(self.by_role)

    @staticmethod
    def _match(candidate: bytes, known: list[tuple[str, bytes]]) -> str | None:
        found = None
        for role, secret in known:  # all of them, always: no early exit to time
            if hmac.compare_digest(candidate, secret) and found is None:
                found = role
        return found

    def role_of_token(self, given: str) -> str | None:
        """The role of a token typed into the login form (a str from JSON)."""
        return self._match(given.encode("utf-8", "surrogatepass"), self._bearer)

    def cookie_for(self, role: str) -> str:
        return cookie_value(self.by_role[role])

    def role_of(self, headers: list[tuple[bytes, bytes]]) -> tuple[str | None, str | None]:
        """(role, None) for a request carrying a known token, else (None, the reason)."""
        auth = [v for k, v in headers if k == b"authorization"]
        if auth:
            scheme, _, value = auth[-1].strip().partition(b" ")
            if len(auth) > 1 or scheme.lower() != b"bearer" or not value.strip():
                return None, "Authorization 头格式应为 Bearer <令牌>"
            role = self._match(value.strip(), self._bearer)
            return (role, None) if role else (None, "访问令牌不正确")
        values = [v for k, v in headers if k == b"cookie" for v in parse_cookies(v).get(TOKEN_COOKIE.encode(), [])]
        if values:
            for value in values:  # a stale cookie from another path may come first
                if role := self._match(value, self._cookie):
                    return role, None
            return None, "访问令牌不正确（请重新登录）"
        return None, "需要访问令牌：请求头 Authorization: Bearer <令牌>（HR_AGENT_WEB_TOKEN）"
