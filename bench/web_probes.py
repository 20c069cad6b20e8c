"""Issue 27's probes against a real `hr-agent serve` of any checkout, over raw loopback sockets,
so the same probes give the "before" and "after" columns of the closing note:

    .venv/bin/python bench/web_probes.py                  # this checkout
    .venv/bin/python bench/web_probes.py --repo /tmp/base # e.g. `git worktree add /tmp/base e891ca4`

Each probe prints one row: what was sent, and the status (or what was seen). The tests that
pin each probe's answer are tests/integration/test_web_guard.py and test_web_limits.py."""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from tests.support.fake_ollama import FakeOllama, Fault  # noqa: E402

TOKEN = "probe-token-0123456789abcdef"
NON_ASCII_TOKEN = "令牌-Überprüfung-0123456789"
ROWS: list[tuple[str, str]] = []


def row(probe: str, seen) -> None:
    ROWS.append((probe, str(seen)))
    print(f"| {probe} | {seen} |", flush=True)


def send(port: int, raw: bytes, source: str | None = None, timeout: float = 30) -> tuple[int, dict, bytes]:
    """One request written as given; (status, headers, body)."""
    sock = socket.socket()
    if source:
        sock.bind((source, 0))
    sock.settimeout(timeout)
    sock.connect(("127.0.0.1", port))
    sock.sendall(raw)
    data = b""
    with contextlib.suppress(TimeoutError, ConnectionResetError):
        while chunk := sock.recv(65536):
            data += chunk
            if b"\r\n\r\n" in data and len(body_of(data)) >= content_length(data):
                break
    sock.close()
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), value.strip())
    return (int(lines[0].split()[1]) if lines[0] else 0), headers, body


def body_of(data: bytes) -> bytes:
    return data.partition(b"\r\n\r\n")[2]


def content_length(data: bytes) -> int:
    for line in data.partition(b"\r\n\r\n")[0].split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            return int(line.split(b":")[1])
    return 1 << 30


def req(method: str, path: str, port: int, body: bytes = b"", headers: list[tuple[str, str]] | None = None,
        host: bytes | None = None) -> bytes:
    lines = [f"{method} {path} HTTP/1.1".encode(), b"Host: " + (host or f"127.0.0.1:{port}".encode()),
             b"Connection: close"]
    lines += [f"{k}: {v}".encode("utf-8") for k, v in headers or []]
    if body:
        lines += [b"Content-Type: application/json", f"Content-Length: {len(body)}".encode()]
    return b"\r\n".join(lines) + b"\r\n\r\n" + body


@contextlib.contextmanager
def serve(repo: Path, env: dict, work: Path):
    port = free_port()
    clean = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    full = {**clean, "PYTHONPATH": str(repo), "HR_AGENT_KB_DIR": str(work / "kb"), "HR_AGENT_TODAY": "2026-03-20",
            "HR_AGENT_THREADS_DB": str(work / f"threads-{port}.sqlite"), **env}
    proc = subprocess.Popen([sys.executable, str(repo / "step8_react_agent.py"), "serve", "--port", str(port)],
                            cwd=repo, env=full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                yield None, proc
                return
            with contextlib.suppress(OSError):
                if send(port, req("GET", "/api/health", port), timeout=2)[0] == 200:
                    break
            time.sleep(0.3)
        yield port, proc
    finally:
        if proc.poll() is None:
            proc.send_signal(2)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def login_cookie(port: int, token: str, extra=None, source=None) -> tuple[int, str]:
    status, headers, _ = send(port, req("POST", "/api/login", port, json.dumps({"token": token}).encode(), extra),
                              source=source)
    return status, headers.get("set-cookie", "")


def health_ms(port: int) -> float:
    started = time.perf_counter()
    send(port, req("GET", "/api/health", port))
    return (time.perf_counter() - started) * 1000


def probes_auth(repo: Path, work: Path) -> None:
    with serve(repo, {"HR_AGENT_WEB_TOKEN": TOKEN}, work) as (port, _):
        _, cookie = login_cookie(port, TOKEN)
        value = cookie.split(";")[0].split("=", 1)[1]
        status = send(port, req("GET", "/api/threads", port, headers=[("Cookie", f'prefs={{"a":1}}; hr_agent_token={value}')]))[0]
        row('auth: cookie `prefs={"a":1}` beside the token cookie after login', status)
        body = b'{"token": ' + b"9" * 5000 + b"}"
        row("500s: 5,000-digit integer in /api/login", send(port, req("POST", "/api/login", port, body))[0])
        statuses = [login_cookie(port, "wrong")[0] for _ in range(12)]
        row("limits: 12 more wrong /api/login attempts from one client", " ".join(map(str, statuses)))
    with serve(repo, {"HR_AGENT_WEB_TOKEN": NON_ASCII_TOKEN}, work) as (port, _):
        row("auth: non-ASCII token, POST /api/login", login_cookie(port, NON_ASCII_TOKEN)[0])
        raw = req("GET", "/api/threads", port).replace(b"Connection: close", b"Connection: close\r\nAuthorization: Bearer "
                                                       + NON_ASCII_TOKEN.encode())
        row("auth: non-ASCII token as UTF-8 bearer bytes", send(port, raw)[0])
    with serve(repo, {"HR_AGENT_WEB_TOKEN": TOKEN + " "}, work) as (port, proc):
        row("auth: token with a trailing space, `serve` start",
            f"exit {proc.returncode}" if port is None else "started; login with the token: "
            f"{login_cookie(port, TOKEN + ' ')[0]}, bearer: "
            f"{send(port, req('GET', '/api/threads', port, headers=[('Authorization', 'Bearer ' + TOKEN)]))[0]}")
    proxy_env = {"HR_AGENT_WEB_TOKEN": TOKEN, "HR_AGENT_WEB_TRUSTED_PROXIES": "127.0.0.2"}
    with serve(repo, proxy_env, work) as (port, _):
        forwarded = [("X-Forwarded-Proto", "https"), ("Origin", f"https://127.0.0.1:{port}")]
        status, cookie = login_cookie(port, TOKEN, forwarded, source="127.0.0.2")
        row("proxy: login via trusted proxy 127.0.0.2 with X-Forwarded-Proto: https",
            f"{status}, cookie {'Secure' if 'secure' in cookie.lower() else 'not Secure'}")
        status, cookie = login_cookie(port, TOKEN, forwarded, source="127.0.0.3")
        row("proxy: the same from 127.0.0.3 (not trusted)", f"{status}, cookie {'Secure' if 'secure' in cookie.lower() else '-'}")


def probes_plain(repo: Path, work: Path, fake: FakeOllama) -> None:
    with serve(repo, {"OLLAMA_HOST": fake.url}, work) as (port, _):
        thread = json.loads(send(port, req("POST", "/api/threads", port))[2])["id"]
        body = b'{"question": "x", "n": ' + b"9" * 5000 + b"}"
        row("500s: 5,000-digit integer in a /runs body", send(port, req("POST", f"/api/threads/{thread}/runs", port, body))[0])
        row("500s: `?limit=²`", send(port, req("GET", "/api/threads?limit=%C2%B2", port))[0])
        row("500s: 5,000-digit `?limit=`", send(port, req("GET", "/api/threads?limit=" + "9" * 5000, port))[0])
        row("500s: NUL in a /static/ path", send(port, req("GET", "/static/%00", port))[0])
        for path in ("/static/index.html", "/static/inspector.html", "/"):
            _, headers, _ = send(port, req("GET", path, port))
            csp = headers.get("content-security-policy", "")
            row(f"pages: {path} CSP / frame-ancestors / nosniff",
                f"{'CSP' if csp else 'no CSP'}, {'frame-ancestors none' if 'frame-ancestors' in csp else 'no frame-ancestors'}, "
                f"{headers.get('x-content-type-options', 'no nosniff')}")
        _, headers, _ = send(port, req("GET", "/api/threads", port))
        row("pages: /api/threads nosniff / Cache-Control",
            f"{headers.get('x-content-type-options', 'no nosniff')}, {headers.get('cache-control', 'no Cache-Control')}")
        status = send(port, req("GET", "/api/threads", port, host=b"evil.example\r\nHost: 127.0.0.1:%d" % port))[0]
        row("host: `Host: evil.example` then `Host: 127.0.0.1`", status)
        row("origin: `Origin: https://127.0.0.1:<port>` on an http server",
            send(port, req("POST", "/api/threads", port, headers=[("Origin", f"https://127.0.0.1:{port}")]))[0])
        made = [send(port, req("POST", "/api/threads", port))[0] for _ in range(40)]
        row("limits: 40 new conversations from one client in a minute", f"{made.count(201)}×201, {made.count(429)}×429")
        probes_stalls(port, thread, fake)


def probes_stalls(port: int, thread: str, fake: FakeOllama) -> None:
    # The header flood: how much of a 120 MB header the server reads, health meanwhile.
    flood = socket.create_connection(("127.0.0.1", port))
    flood.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Flood: ")
    sent, timings, flooding = 0, [], threading.Event()
    flooding.set()

    def probe_health():
        while flooding.is_set():
            timings.append(health_ms(port))
            time.sleep(0.2)

    prober = threading.Thread(target=probe_health)
    prober.start()
    flood.settimeout(5)
    try:
        while sent < 120 * 1024 * 1024:
            flood.sendall(b"a" * (1024 * 1024))
            sent += 1024 * 1024
    except OSError:
        pass
    time.sleep(1)
    flooding.clear()
    prober.join()
    flood.close()
    row("stalls: one connection streams a 120 MB header",
        f"server took {sent // (1024 * 1024)} MB; health max {max(timings, default=0):.0f} ms over {len(timings)} probes")
    # 30 waiters on one busy conversation, the conversation list meanwhile.
    fake.push(Fault.delay(4, then="Thought: 好\nFinal Answer: 年假5到15天。"))
    busy = threading.Thread(target=send, args=(port, req("POST", f"/api/threads/{thread}/runs", port,
                                                         json.dumps({"question": "年假？"}).encode())))
    busy.start()
    time.sleep(0.5)
    statuses: list[int] = []
    waiters = [threading.Thread(target=lambda: statuses.append(send(port, req(
        "POST", f"/api/threads/{thread}/runs", port, json.dumps({"question": "另一个"}).encode()))[0])) for _ in range(30)]
    for w in waiters:
        w.start()
    time.sleep(0.2)
    started = time.perf_counter()
    send(port, req("GET", "/api/threads", port))
    listed = (time.perf_counter() - started) * 1000
    for w in waiters:
        w.join(60)
    busy.join(60)
    row("stalls: 30 waiters on one busy conversation", f"GET /api/threads {listed:.0f} ms; waiters {sorted(set(statuses))}")
    # Half-open: a connection that sends nothing.
    idle = socket.create_connection(("127.0.0.1", port))
    idle.settimeout(15)
    started = time.perf_counter()
    try:
        closed = idle.recv(1) == b""
    except TimeoutError:
        closed = False
    except ConnectionResetError:
        closed = True
    idle.close()
    row("stalls: a connection that sends nothing", f"closed by the server after {time.perf_counter() - started:.1f} s"
        if closed else "still open after 15 s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", type=Path, default=HERE, help="the checkout whose `serve` to probe (default: this one)")
    args = parser.parse_args()
    sys.path.insert(0, str(args.repo))
    from knowledge.store import KnowledgeBase

    with tempfile.TemporaryDirectory(prefix="hr-agent-probes-") as tmp:
        work = Path(tmp)
        KnowledgeBase(str(work / "kb")).ensure_seeded()
        print(f"probes against {args.repo}\n\n| probe | answer |\n|---|---|")
        probes_auth(args.repo, work)
        with FakeOllama() as fake:
            probes_plain(args.repo, work, fake)
    return 0


if __name__ == "__main__":
    sys.exit(main())
