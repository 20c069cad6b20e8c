"""Where the Ollama server is, and how to reach it: checked, shown without secrets, never proxied.

`OLLAMA_HOST` may carry credentials (`http://user:pw@host`). They are never shown: every
message and every stored copy uses `redact_url`; only the connection sees the real URL.
The traffic is local (questions, handbook text), so it never goes through the proxies
named by HTTP_PROXY / HTTPS_PROXY / ALL_PROXY: a dead or unsupported proxy must not be
mistaken for "Ollama is not running".
"""
from __future__ import annotations

import ipaddress
import math
import re
from urllib.parse import urlsplit

HOST_FORM = "http(s)://主机[:端口]，例如 http://127.0.0.1:11434"
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*)://")


# Above an hour a request is not slow but stuck: the client may retry it twice more, and
# timers and socket timeouts overflow long before an unbounded value ends.
MAX_TIMEOUT_S = 3600


def _split(text: str) -> tuple[str, str, str]:
    """(scheme with "://", authority, the rest: path, query, fragment).

    The credentials end at the last "@": people paste passwords holding "/", "?" or "#"
    unencoded (http://alice:pa/ss@host), and a split at the first "/" would show "alice:pa" as
    the host. So everything before the last "@" is hidden, even when that "@" stands in a
    path or query -- hiding too much is the safe mistake; such a URL is refused anyway."""
    match = _SCHEME.match(text)
    rest = text[match.end():] if match else text
    host_start = rest.rfind("@") + 1
    authority_end = len(rest)
    for sep in "/?#":
        i = rest.find(sep, host_start)
        if i != -1:
            authority_end = min(authority_end, i)
    return (match.group(0) if match else ""), rest[:authority_end], rest[authority_end:]


def _without_user(authority: str) -> str:
    return "***@" + authority.rsplit("@", 1)[1] if "@" in authority else authority


def redact_url(url: str) -> str:
    """`url` with any password (and user name) replaced by `***`; other text unchanged."""
    text = str(url)
    scheme, authority, rest = _split(text)
    if "@" not in authority:
        return text
    return scheme + _without_user(authority) + rest


def _shown_origin(text: str) -> str:
    """Scheme and host only, without credentials: a path or query may carry a token, so an
    error message shows "…" in their place."""
    scheme, authority, rest = _split(text)
    return scheme + _without_user(authority) + ("…" if rest.strip("/") else rest)


def check_ollama_host(value: str, name: str = "ollama_host") -> None:
    """Raise ValueError naming `name` unless `value` is a URL the ollama client can reach.

    Accepts `host`, `host:port`, `:port`, with or without `http://` / `https://`, and rejects
    what ollama-python would turn into a traceback or a silent wrong target: other schemes,
    no host, a port outside 1–65535 -- and a path, query or fragment: the client would send
    them on to a server that is not a plain Ollama, and they can hold a token, so the
    message never repeats them.
    """
    text = value if isinstance(value, str) else ""
    shown = _shown_origin(text)

    def refuse(what: str) -> ValueError:
        return ValueError(f"{name} {what}：{shown!r}；应为 {HOST_FORM}")

    if not text:
        raise ValueError(f"{name} 不能为空，应为 {HOST_FORM}")
    if any(ch.isspace() for ch in text):
        raise refuse("不能含空白字符")
    match = _SCHEME.match(text)
    if match and match.group(1).lower() not in ("http", "https"):
        raise refuse("只支持 http 或 https")
    if not match and "://" in text:
        raise refuse("不是合法的地址")
    before_at = _split(text)[1].rpartition("@")[0]
    if any(sep in before_at for sep in "/?#"):
        raise refuse("在 @ 之前含 /、? 或 #（密码中的这些字符请写成 %2F、%3F、%23；@ 之前的内容这里不显示）")
    if _split(text)[2].strip("/"):
        raise refuse("只能是协议、主机和端口，不能带路径或查询参数（其中可能有令牌，这里不显示）")
    try:
        parts = urlsplit(text if match else "http://" + text)
    except ValueError:  # a malformed [IPv6] literal
        raise refuse("不是合法的地址") from None
    try:
        port = parts.port
    except ValueError:  # out of 0–65535, or not a number
        port = -1
    authority = parts.netloc.rsplit("@", 1)[-1]
    if authority.startswith("["):
        literal = authority[1:].split("]", 1)[0]
        try:
            ipaddress.IPv6Address(literal)
        except ValueError:
            raise refuse("不是合法的 IPv6 地址") from None
    elif not authority.rsplit(":", 1)[0] and not authority.startswith(":"):
        raise refuse("缺少主机名")
    if port is not None and not 1 <= port <= 65535:
        raise refuse("端口应在 1–65535 之间")


def check_timeout(value: float, name: str = "request_timeout") -> None:
    """Raise ValueError naming `name` unless `value` is a finite number of seconds in (0, MAX_TIMEOUT_S]."""
    if (isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value)
            or not 0 < value <= MAX_TIMEOUT_S):
        raise ValueError(f"{name} 应为大于 0、不超过 {MAX_TIMEOUT_S} 的有限秒数（如 300），收到 {value!r}")
