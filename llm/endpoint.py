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


def redact_url(url: str) -> str:
    """`url` with any password (and user name) replaced by `***`; other text unchanged."""
    text = str(url)
    match = _SCHEME.match(text)
    rest = text[match.end():] if match else text
    authority_end = len(rest)
    for sep in "/?#":
        i = rest.find(sep)
        if i != -1:
            authority_end = min(authority_end, i)
    authority = rest[:authority_end]
    if "@" not in authority:
        return text
    host = authority.rsplit("@", 1)[1]
    return (match.group(0) if match else "") + "***@" + host + rest[authority_end:]


def check_ollama_host(value: str, name: str = "ollama_host") -> None:
    """Raise ValueError naming `name` unless `value` is a URL the ollama client can reach.

    Accepts what ollama-python accepts (`host`, `host:port`, `:port`, with or without
    `http://` / `https://`, an optional path), and rejects what it would turn into a
    traceback or a silent wrong target: other schemes, no host, a port outside 1–65535.
    """
    text = value if isinstance(value, str) else ""
    shown = redact_url(text)

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
    """Raise ValueError naming `name` unless `value` is a finite number of seconds above zero."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} 应为大于 0 的有限秒数（如 300），收到 {value!r}")
