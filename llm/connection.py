"""The connection to Ollama: an `ollama.Client` that never goes through an environment proxy
and keeps its connection alive between the steps of a question."""
from __future__ import annotations

import os
import sys

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
    import httpx  # only a client needs it; checking a setting must stay light

    limits = httpx.Limits(max_connections=100, max_keepalive_connections=20, keepalive_expiry=KEEPALIVE_S)
    transport = httpx.HTTPTransport(limits=limits)
    return ollama.Client(host=host, timeout=timeout, transport=transport, **httpx_options)

