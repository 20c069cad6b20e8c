"""Helpers for the web API tests: reading a Server-Sent Events body, starting the web app."""
from __future__ import annotations

import contextlib
import json
from typing import Callable, Iterator


def sse_events(text: str) -> list[tuple[str, dict]]:
    """`event:`/`data:` blocks of a text/event-stream body, in order (pings skipped)."""
    events = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        name, data = None, []
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].removeprefix(" "))
        if name:
            events.append((name, json.loads("\n".join(data)) if data else None))
    return events


def names(events) -> list[str]:
    return [n for n, _ in events if n != "token"]


def of(events, name: str) -> list[dict]:
    return [d for n, d in events if n == name]


@contextlib.contextmanager
def app_clients(ctx, **defaults) -> Iterator[Callable]:
    """`make(**settings)`: a TestClient over a fresh app (its lifespan run), closed at the end;
    two of them are two server processes sharing the storage `defaults` name."""
    from starlette.testclient import TestClient

    from web.app import WebSettings, create_app

    opened = []

    def make(**settings):
        client = TestClient(create_app(WebSettings(**defaults, **settings), ctx=ctx()), base_url="http://127.0.0.1:8765")
        client.__enter__()
        opened.append(client)
        return client

    try:
        yield make
    finally:
        for client in opened:
            client.__exit__(None, None, None)
