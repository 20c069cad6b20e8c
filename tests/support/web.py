"""Helpers for the web API tests: reading a Server-Sent Events body, starting the web app."""
from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Callable, Iterator

from tests.support.forkserver import python_command
from tests.support.harness import TODAY

REPO = Path(__file__).resolve().parents[2]


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
    two of them are two server processes sharing the storage `defaults` name. `client_address`:
    the peer the app sees (a trusted proxy's, say)."""
    from starlette.testclient import TestClient

    from web.app import WebSettings, create_app

    opened = []

    def make(client_address: tuple[str, int] = ("testclient", 50000), **settings):
        client = TestClient(create_app(WebSettings(**defaults, **settings), ctx=ctx()), base_url="http://127.0.0.1:8765",
                            client=client_address)
        client.__enter__()
        opened.append(client)
        return client

    try:
        yield make
    finally:
        for client in opened:
            client.__exit__(None, None, None)


@contextlib.contextmanager
def serve_process(env: dict, *args: str, wait_ready: bool = True) -> Iterator[tuple[str, subprocess.Popen]]:
    """`hr-agent serve` as a user starts it, on a free loopback port, with only `env`'s
    HR_AGENT_*/OLLAMA_HOST settings; (base URL, process), stopped with Ctrl-C at the end.
    Handed over once /api/health answers 200, or (not `wait_ready`) as soon as it is started."""
    import httpx

    from cli.studio import free_port

    port = free_port()
    clean = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    proc = subprocess.Popen([*python_command(), str(REPO / "step8_react_agent.py"), "serve", "--port", str(port), *args],
                            cwd=REPO, env={**clean, **env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    # One client for the polling: `httpx.get` would build a client and its TLS context per try.
    with httpx.Client(timeout=1) as client:
        while wait_ready and time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"serve exited {proc.returncode}: {proc.stderr.read()}")
            try:
                if client.get(f"{base}/api/health").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.2)
    try:
        yield base, proc
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@contextlib.contextmanager
def serve_on_a_copy(seeded_kb_dir: Path, home: Path, ollama_url: str, **settings: str) -> Iterator[tuple[str, subprocess.Popen]]:
    """`serve_process` on a private copy of the seeded knowledge base and threads database in
    `home`, for a module's tests to share (a server start is ~3 CPU s); `settings`: more env."""
    shutil.copytree(seeded_kb_dir, home / "kb")
    env = {"OLLAMA_HOST": ollama_url, "HR_AGENT_KB_DIR": str(home / "kb"), "HR_AGENT_TODAY": TODAY,
           "HR_AGENT_THREADS_DB": str(home / "threads.sqlite"), **settings}
    with serve_process(env) as running:
        yield running


@contextlib.contextmanager
def on_own_threads_db(ctx, tmp_path: Path, monkeypatch, **defaults) -> Iterator[Callable]:
    """`app_clients` over the test's own SQLite threads database."""
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    with app_clients(ctx, **defaults) as make:
        yield make
