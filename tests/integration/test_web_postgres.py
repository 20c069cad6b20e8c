"""Conversations in a real PostgreSQL (HR_AGENT_CHECKPOINT_URL) that the suite starts itself:
two apps stand for two server processes sharing it, with the advisory lock between them."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import uuid

import pytest

from tests.integration.test_web_api import ANNUAL, ANNUAL_ANSWER, ASK, ASKED_ANSWER, SICK, SICK_ANSWER, ask, new_thread, two_turns
from tests.support.fake_ollama import Fault
from tests.support.harness import REPO
from tests.support.postgres import TempPostgres, postgres_bindir
from tests.support.web import app_clients, names, of, sse_events

pytestmark = pytest.mark.postgres


@pytest.fixture(scope="session")
def postgres_server():
    bindir = postgres_bindir()
    if bindir is None:
        if os.environ.get("CI"):
            pytest.fail("CI: PostgreSQL is not installed (apt-get install postgresql; .ci/run does it)")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    server = TempPostgres(bindir).start()
    yield server
    server.stop()


@pytest.fixture
def pg_url(postgres_server):
    """A database of the test's own."""
    return postgres_server.new_database(f"t_{uuid.uuid4().hex[:12]}")


@pytest.fixture
def pg_client(context, pg_url):
    """`make(**settings)`: an app on the test's database; two of them are two server processes."""
    with app_clients(context, checkpoint_url=pg_url) as make:
        yield make


def test_postgres_holds_conversations_history_and_the_list(pg_client, fake_ollama):
    client = pg_client()
    assert client.get("/api/health").json()["storage"] == "postgres"
    thread_id = two_turns(client, fake_ollama)
    turns = client.get(f"/api/threads/{thread_id}").json()["turns"]
    assert [t["question"] for t in turns] == ["年假有几天？", "那病假呢？"]
    listed = client.get("/api/threads").json()["threads"]
    assert [(t["id"], t["title"], t["turns"]) for t in listed] == [(thread_id, "年假有几天？", 2)]
    assert listed[0]["updated_at"][-6] in "+-"


def test_postgres_keeps_the_latest_questions_checkpoints_in_order(pg_client, fake_ollama):
    client = pg_client()
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    thread_id = new_thread(client)
    ask(client, thread_id, "年假有几天？")
    ask(client, thread_id, "那病假呢？")
    points = client.get(f"/api/threads/{thread_id}/checkpoints").json()["checkpoints"]
    assert points[0]["state"]["final_answer"] == "年假按累计工作年限5到15天。"  # the previous turn's end
    assert [p["node"] for p in points if p["node"] in ("think", "act")] == ["think", "act", "think"]
    assert points[-1]["state"]["turns"] == 2 and points[-1]["state"]["stop_reason"] == "final_answer"


def test_postgres_ask_user_pauses_in_one_process_and_resumes_in_another(pg_client, fake_ollama):
    one, two = pg_client(), pg_client()
    fake_ollama.push(ASK, ASKED_ANSWER)
    thread_id = new_thread(one)
    paused = ask(one, thread_id, "我有几天年假？")
    assert of(paused, "interrupt") == [{"question": "请问您的入职日期是哪天？"}]
    assert two.get("/api/threads").json()["threads"][0]["pending_question"] == "请问您的入职日期是哪天？"

    resumed = sse_events(two.post(f"/api/threads/{thread_id}/resume", json={"answer": "2019-07-01"}).text)
    assert of(resumed, "answer")[0]["answer"] == ASKED_ANSWER.split("Final Answer: ", 1)[1]
    history = one.get(f"/api/threads/{thread_id}").json()
    assert history["pending_question"] is None and [t["stop_reason"] for t in history["turns"]] == ["final_answer"]


def test_two_processes_never_run_one_conversation_at_once(pg_client, fake_ollama):
    """The advisory lock: while process one's turn waits on a slow model, process two's
    request on the same conversation gets 409; once it is done, process two runs."""
    one, two = pg_client(), pg_client(lock_wait=0.2)
    thread_id = new_thread(one)
    started = threading.Event()

    def slow_first_step(body):
        started.set()
        return Fault.delay(1.5, then=ANNUAL)

    fake_ollama.push(slow_first_step, ANNUAL_ANSWER)
    results = {}
    worker = threading.Thread(target=lambda: results.setdefault("one", ask(one, thread_id, "年假有几天？")))
    worker.start()
    assert started.wait(10)
    busy = two.post(f"/api/threads/{thread_id}/runs", json={"question": "那病假呢？"})
    worker.join(30)

    assert busy.status_code == 409 and "处理中" in busy.json()["error"]
    assert of(results["one"], "answer")[0]["answer"] == "年假按累计工作年限5到15天。"
    fake_ollama.push(SICK, SICK_ANSWER)
    assert "answer" in names(ask(two, thread_id, "那病假呢？"))
    turns = one.get(f"/api/threads/{thread_id}").json()["turns"]
    assert [t["question"] for t in turns] == ["年假有几天？", "那病假呢？"]


def test_a_process_killed_mid_turn_leaves_the_conversation_unlocked(pg_client, pg_url, fake_ollama):
    client = pg_client(lock_wait=0.2)
    thread_id = new_thread(client)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_AND_SLEEP, pg_url, thread_id], stdout=subprocess.PIPE, text=True, cwd=REPO)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert client.post(f"/api/threads/{thread_id}/runs", json={"question": "年假？"}).status_code == 409
    finally:
        holder.kill()  # SIGKILL: no clean-up runs in the holder
        holder.wait()
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER)
    assert "answer" in names(ask(pg_client(lock_wait=5), thread_id, "年假有几天？"))


HOLD_AND_SLEEP = """
import sys, time
from web.pg_storage import PostgresStorage
storage = PostgresStorage(sys.argv[1])
lock = storage.hold(sys.argv[2], 5)
lock.__enter__()
print("held", flush=True)
time.sleep(120)
"""


def test_a_malformed_checkpoint_url_is_refused_with_one_line():
    from web.storage import open_storage

    with pytest.raises(ValueError, match="HR_AGENT_CHECKPOINT_URL"):
        open_storage("mysql://nope")
