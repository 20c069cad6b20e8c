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
import os
import re
import sys
from urllib.parse import urlsplit

import httpx

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


# Read when any httpx / ollama client is built; see _import_ollama.
_CLIENT_VARIABLES = ("http_proxy", "https_proxy", "all_proxy", "ollama_host")
# How long an idle connection stays pooled. httpx's default (5 s) is shorter than a search
# step or a pause in a chat, so each question would reconnect; Ollama never closes idle
# connections, and one it did close is noticed (readable socket) and not reused.
KEEPALIVE_S = 300.0


def _import_ollama():
    """`import ollama` with OLLAMA_HOST and the proxy variables hidden for the moment.

    The package builds a module-level default client on import, from OLLAMA_HOST and (via
    httpx) the proxy variables: `OLLAMA_HOST=http://h:99999` or `ALL_PROXY=socks9://x`
    would fail the import itself with a traceback, before the settings are checked, though
    this program never uses that client (its own get the checked host explicitly)."""
    if "ollama" not in sys.modules:
        hidden = {k: os.environ.pop(k) for k in list(os.environ) if k.lower() in _CLIENT_VARIABLES}
        try:
            import ollama  # noqa: F401
        finally:
            os.environ.update(hidden)
    return sys.modules["ollama"]


ollama = _import_ollama()


def ollama_client(host: str, timeout: float, **httpx_options) -> "ollama.Client":
    """An `ollama.Client` for `host` that ignores environment proxies.

    An explicit transport is what makes httpx skip HTTP(S)_PROXY / ALL_PROXY (it never even
    parses them, so `ALL_PROXY=socks9://x` cannot break it), while SSL_CERT_FILE and the
    like still apply to an https host.
    """
    # httpx's default limits, but for the idle expiry
    limits = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=KEEPALIVE_S)
    transport = httpx.HTTPTransport(limits=limits)
    return ollama.Client(host=host, timeout=timeout, transport=transport, **httpx_options)

