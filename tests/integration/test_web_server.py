"""`hr-agent serve` as a user starts it: a real uvicorn process on 127.0.0.1, the stream read
off the socket as it arrives, and the start-up checks that refuse to serve."""
from __future__ import annotations

import signal
import socket
import time
from pathlib import Path

import httpx
import pytest

from tests.support.fake_ollama import Fault
from tests.support.harness import cli
from tests.support.scripts import LEAVE_RULE_FINAL, SEARCH_LEAVE
from tests.support.web import serve_on_a_copy, serve_process, sse_events

MODEL_PAUSE = 1.5


@pytest.fixture
def server(agent_env):
    with serve_process(agent_env) as running:
        yield running


@pytest.fixture(scope="module")
def shared_server(module_ollama, seeded_kb_dir, tmp_path_factory):
    """One `hr-agent serve` process for the tests that only talk to it; each works on
    conversations of its own."""
    with serve_on_a_copy(seeded_kb_dir, tmp_path_factory.mktemp("serve"), module_ollama.url) as (base, proc):
        yield base, proc, module_ollama


def test_serve_streams_each_step_as_it_happens_over_a_real_socket(shared_server):
    base, proc, fake_ollama = shared_server
    fake_ollama.push(SEARCH_LEAVE, Fault.delay(MODEL_PAUSE, then=LEAVE_RULE_FINAL))
    with httpx.Client(base_url=base, timeout=30) as http:
        thread_id = http.post("/api/threads").json()["id"]
        arrived, body = {}, []
        with http.stream("POST", f"/api/threads/{thread_id}/runs", json={"question": "请假要提前几天？"}) as reply:
            assert reply.status_code == 200
            for line in reply.iter_lines():
                body.append(line)
                if line.startswith("event:"):
                    arrived.setdefault(line[6:].strip(), time.monotonic())
        events = sse_events("\n".join(body))
        # The first step reached the page while the model was still writing the answer.
        assert arrived["answer"] - arrived["step"] >= MODEL_PAUSE * 0.8
        assert [n for n, _ in events if n not in ("token",)][-2:] == ["answer", "done"]
        history = http.get(f"/api/threads/{thread_id}").json()
        assert history["turns"][0]["answer"] == LEAVE_RULE_FINAL.split("Final Answer: ", 1)[1]
    first_line = proc.stdout.readline()
    assert base in first_line and "/inspector" in first_line


def _leave_after_the_first_step(http, then=lambda: None) -> str:
    """Ask on a new conversation and stop reading the stream at its first step event."""
    thread_id = http.post("/api/threads").json()["id"]
    with http.stream("POST", f"/api/threads/{thread_id}/runs", json={"question": "请假要提前几天？"}) as reply:
        for line in reply.iter_lines():
            if line.startswith("event: step"):
                then()
                break
    return thread_id


def test_a_turn_whose_page_went_away_still_finishes_and_is_saved(shared_server):
    base, _, fake_ollama = shared_server
    fake_ollama.push(SEARCH_LEAVE, Fault.delay(MODEL_PAUSE, then=LEAVE_RULE_FINAL))
    with httpx.Client(base_url=base, timeout=30) as http:
        thread_id = _leave_after_the_first_step(http)  # the browser tab closes mid-turn
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # the list is updated last, just before `done`
            if [t["turns"] for t in http.get("/api/threads").json()["threads"] if t["id"] == thread_id] == [1]:
                break
            time.sleep(0.2)
        turns = http.get(f"/api/threads/{thread_id}").json()["turns"]
        assert [t["answer"] for t in turns] == [LEAVE_RULE_FINAL.split("Final Answer: ", 1)[1]]


def test_a_server_stopped_mid_turn_saves_the_turn_before_it_exits(server, fake_ollama, agent_env):
    base, proc = server
    fake_ollama.push(SEARCH_LEAVE, Fault.delay(MODEL_PAUSE, then=LEAVE_RULE_FINAL))
    with httpx.Client(base_url=base, timeout=30) as http:
        # Ctrl-C while the model writes the answer
        thread_id = _leave_after_the_first_step(http, then=lambda: proc.send_signal(signal.SIGINT))
    assert proc.wait(timeout=60) == 130  # Ctrl-C, as every command reports it
    from web.storage import SqliteStorage
    from graph.builder import compile_graph

    storage = SqliteStorage(Path(agent_env["HR_AGENT_THREADS_DB"]))
    try:
        values = compile_graph(checkpointer=storage.saver).get_state({"configurable": {"thread_id": thread_id}}).values
        assert [t["answer"] for t in values["turns"]] == [LEAVE_RULE_FINAL.split("Final Answer: ", 1)[1]]
        assert storage.conversation(thread_id)["turns"] == 1
    finally:
        storage.close()


def test_serve_stopped_by_sigterm_while_warming_up_exits_143_never_aborts(agent_env):
    from tests.support.web import serve_process

    with serve_process(agent_env) as (_, proc):
        # at once: the embedder's warm-up (onnxruntime, native threads) is still running
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 143  # not -6: SIGABRT from onnxruntime at exit
        err = proc.stderr.read()
        assert "Traceback" not in err and "terminate called" not in err


def test_serve_refuses_a_non_loopback_address_without_a_token(agent_env):
    out = cli("serve", "--host", "0.0.0.0", env=agent_env, timeout=60)
    assert out.returncode == 2
    assert "HR_AGENT_WEB_TOKEN" in out.stderr and "--no-auth" in out.stderr and len(out.stderr.splitlines()) == 1


def test_serve_refuses_a_short_token(agent_env):
    out = cli("serve", env={**agent_env, "HR_AGENT_WEB_TOKEN": "abc"}, timeout=60)
    assert out.returncode == 2 and "HR_AGENT_WEB_TOKEN" in out.stderr and len(out.stderr.splitlines()) == 1


def test_serve_says_so_in_one_line_when_the_port_is_taken(agent_env):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        out = cli("serve", "--port", str(taken.getsockname()[1]), env=agent_env, timeout=60)
    assert out.returncode == 2 and "--port" in out.stderr and len(out.stderr.splitlines()) == 1


def test_serve_refuses_a_malformed_checkpoint_url(agent_env):
    out = cli("serve", env={**agent_env, "HR_AGENT_CHECKPOINT_URL": "mysql://db/hr"}, timeout=60)
    assert out.returncode == 2 and "HR_AGENT_CHECKPOINT_URL" in out.stderr and len(out.stderr.splitlines()) == 1


def test_serve_refuses_a_malformed_web_setting(agent_env):
    out = cli("serve", env={**agent_env, "HR_AGENT_WEB_LOCK_WAIT": "soon"}, timeout=60)
    assert out.returncode == 2 and "HR_AGENT_WEB_LOCK_WAIT" in out.stderr and len(out.stderr.splitlines()) == 1
