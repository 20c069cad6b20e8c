"""Where the Ollama server is, and how to reach it: checked, shown without secrets, never proxied.

`OLLAMA_HOST` may carry credentials (`http://user:pw@host`). They are never shown: every
message and every stored copy uses `redact_url`; only the connection sees the real URL.
The traffic is local (questions, handbook text), so it never goes through the proxies
named by HTTP_PROXY / HTTPS_PROXY / ALL_PROXY: a dead or unsupported proxy must not be
mistaken for "Ollama is not running".
"""
from __future__ import annotations

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
    shown = redact_url(value)
    text = (value or "").strip()
    if not text:
        raise ValueError(f"{name} 不能为空，应为 {HOST_FORM}")
    match = _SCHEME.match(text)
    if match and match.group(1).lower() not in ("http", "https"):
        raise ValueError(f"{name} 只支持 http 或 https，收到 {shown!r}；应为 {HOST_FORM}")
    if not match and "://" in text:
        raise ValueError(f"{name} 不是合法的地址：{shown!r}；应为 {HOST_FORM}")
    parts = urlsplit(text if match else "http://" + text)
    authority = parts.netloc.rsplit("@", 1)[-1]
    hostname = authority.rsplit(":", 1)[0] if not authority.endswith("]") else authority
    if not hostname and not authority.startswith(":"):
        raise ValueError(f"{name} 缺少主机名：{shown!r}；应为 {HOST_FORM}")
    try:
        port = parts.port
    except ValueError:
        port = -1
    if port is not None and not 1 <= port <= 65535:
        raise ValueError(f"{name} 的端口应在 1–65535 之间：{shown!r}；应为 {HOST_FORM}")
    if any(ch.isspace() for ch in text):
        raise ValueError(f"{name} 不能含空白字符：{shown!r}；应为 {HOST_FORM}")


def check_timeout(value: float, name: str = "request_timeout") -> None:
    """Raise ValueError naming `name` unless `value` is a finite number of seconds above zero."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} 应为大于 0 的有限秒数（如 300），收到 {value!r}")


_PROXY_VARIABLES = ("http_proxy", "https_proxy", "all_proxy")


def _import_ollama():
    """`import ollama` with the proxy variables hidden for the moment of the import.

    The package builds a module-level default client on import, and httpx parses the
    proxy variables when a client is built: `ALL_PROXY=socks9://x` would fail the import
    itself, though this program never uses that client."""
    if "ollama" not in sys.modules:
        hidden = {k: os.environ.pop(k) for k in list(os.environ) if k.lower() in _PROXY_VARIABLES}
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
    return ollama.Client(host=host, timeout=timeout, transport=httpx.HTTPTransport(), **httpx_options)

