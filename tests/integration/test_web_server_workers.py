"""`hr-agent serve --workers 2` started afresh: every /api/health from the first moment the
port accepts answers 200 in both worker processes, and nothing is logged as failed.

Each worker opens the knowledge base twice at once on start-up (its warm-up thread, and the
first request asking for the knowledge base's state); that used to break ChromaDB's
per-process client registry ("Exception in ASGI application ... _validate_tenant_database").
A route that does fail (a knowledge base whose database file is damaged) is one JSON line to
the client and one line in the server's log, never a traceback."""
from __future__ import annotations

import shutil
import threading
import time

import httpx

from tests.support.web import serve_process

STARTS = 1  # each fresh 2-worker start is ~6 CPU s; the two tests below start fresh servers too
CALLERS = 8  # one new connection per call, so the calls spread over both workers
CALLS_EACH = 5
GIVE_UP_S = 90  # only so a server that never listens cannot hang the suite


def _health_from_the_first_moment(base: str, proc) -> list[tuple[int, str]]:
    """(status, body) of CALLERS x CALLS_EACH health checks, each sent as soon as the port takes it."""
    replies: list[tuple[int, str]] = []
    lock = threading.Lock()
    give_up = time.monotonic() + GIVE_UP_S

    def call():
        got = 0
        # One client per caller: `httpx.get` builds a client and its TLS context per call, about
        # 20 ms of CPU, which the retries while the port is closed multiplied into a minute and
        # more. No keep-alive, so every call is still a new connection.
        with httpx.Client(timeout=60, limits=httpx.Limits(max_keepalive_connections=0)) as client:
            while got < CALLS_EACH and proc.poll() is None and time.monotonic() < give_up:
                try:
                    reply = client.get(f"{base}/api/health")
                except httpx.TransportError:  # not listening yet
                    time.sleep(0.02)
                    continue
                with lock:
                    replies.append((reply.status_code, reply.text))
                got += 1

    callers = [threading.Thread(target=call) for _ in range(CALLERS)]
    for c in callers:
        c.start()
    for c in callers:
        c.join()
    return replies


def _fresh_start(env: dict) -> tuple[list[tuple[int, str]], str]:
    with serve_process(env, "--workers", "2", wait_ready=False) as (base, proc):
        replies = _health_from_the_first_moment(base, proc)
    return replies, proc.stderr.read()


def test_every_health_check_of_a_fresh_two_worker_server_answers(agent_env, seeded_kb_dir, tmp_path):
    for start in range(STARTS):
        kb = tmp_path / f"kb-{start}"  # a knowledge base this process has never opened
        shutil.copytree(seeded_kb_dir, kb)
        replies, log = _fresh_start({**agent_env, "HR_AGENT_KB_DIR": str(kb)})
        assert len(replies) == CALLERS * CALLS_EACH, (start, log[-2000:])
        assert [s for s, _ in replies] == [200] * len(replies), (start, [r for r in replies if r[0] != 200][:3])
        assert all('"knowledge_base":"own"' in body for _, body in replies)
        assert "Traceback" not in log and "failed:" not in log and "Exception in ASGI" not in log, log[-2000:]


def test_a_fresh_two_worker_server_on_a_knowledge_base_not_made_yet_answers(agent_env, tmp_path):
    replies, log = _fresh_start({**agent_env, "HR_AGENT_KB_DIR": str(tmp_path / "not-yet")})
    assert len(replies) == CALLERS * CALLS_EACH, log[-2000:]
    assert {s for s, _ in replies} == {200}
    assert all('"knowledge_base":"missing"' in body for _, body in replies)
    assert "Traceback" not in log and "failed:" not in log, log[-2000:]
    assert not (tmp_path / "not-yet").exists()  # reading the state created nothing


def test_a_route_that_fails_is_one_json_line_and_one_log_line_never_a_traceback(agent_env, tmp_path):
    kb = tmp_path / "damaged"
    kb.mkdir()
    (kb / "chroma.sqlite3").write_bytes(b"not a database " * 100)
    with serve_process({**agent_env, "HR_AGENT_KB_DIR": str(kb)}, wait_ready=False) as (base, proc):
        replies = _health_from_the_first_moment(base, proc)
    log = proc.stderr.read()
    assert replies and {s for s, _ in replies} == {500}, replies[:3]
    assert all(body.startswith('{"error":"内部错误：') and "\n" not in body for _, body in replies)
    failed = [line for line in log.splitlines() if "GET /api/health failed: " in line]
    assert len(failed) == len(replies), log[-2000:]  # one line per failed request
    assert "Traceback" not in log and "Exception in ASGI" not in log and 'File "' not in log, log[-2000:]
