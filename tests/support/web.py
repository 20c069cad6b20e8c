"""Helpers for the web API tests: reading a Server-Sent Events body, starting the web app."""
from __future__ import annotations

import json


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
