"""The web API (docs/web-api.md) through the real ASGI app, the compiled graph, the CLI's SQLite
checkpointer and the fake Ollama; the stream is read as the page reads it (SSE)."""
from __future__ import annotations

import json

import pytest

from tests.support.scripts import DESIGN_RUN, FINAL
from tests.support.web import app_clients, names, of, sse_events

ANNUAL = "Thought: 先查年假\nAction: search_knowledge_base\nAction Input: {\"query\": \"年休假天数\"}"
ANNUAL_ANSWER = "Thought: 够了\nFinal Answer: 年假按累计工作年限5到15天。"
SICK = "Thought: 用户问病假\nAction: search_knowledge_base\nAction Input: {\"query\": \"病假\"}"
SICK_ANSWER = "Thought: 够了\nFinal Answer: 病假需提供医院证明。"
ASK = 'Thought: 需要入职日期\nAction: ask_user\nAction Input: {"question": "请问您的入职日期是哪天？"}'
ASKED_ANSWER = "Thought: 满7年\nFinal Answer: 您2019-07-01入职，已满7年。"
BASE = "http://127.0.0.1:8765"


@pytest.fixture
def make_client(context, tmp_path, monkeypatch):
    """A TestClient over a fresh app (lifespan run) on the test's own threads database."""
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    with app_clients(context) as make:
        yield make


@pytest.fixture
def client(make_client):
    return make_client()


def new_thread(client) -> str:
    made = client.post("/api/threads")
    assert made.status_code == 201, made.text
    return made.json()["id"]


def ask(client, thread_id, question):
    reply = client.post(f"/api/threads/{thread_id}/runs", json={"question": question})
    assert reply.status_code == 200, reply.text
    assert reply.headers["content-type"].startswith("text/event-stream")
    return sse_events(reply.text)


def test_a_question_streams_start_steps_and_the_cited_answer_then_done(client, fake_ollama):
    fake_ollama.push(*DESIGN_RUN)
    events = ask(client, new_thread(client), "请假需要提前几天申请？如果今天申请，最早哪天能开始休？")

    assert names(events) == ["start"] + ["step"] * (2 * len(DESIGN_RUN) - 1) + ["answer", "done"]
    steps = of(events, "step")
    assert [s["node"] for s in steps] == ["think", "act"] * (len(DESIGN_RUN) - 1) + ["think"]
    assert steps[0]["thought"] == "需要先查公司请假政策，了解提前天数要求"
    assert steps[0]["action"] == "search_knowledge_base" and steps[0]["action_input"] == {"query": "请假提前申请天数"}
    assert steps[0]["completion_tokens"] > 0 and steps[0]["elapsed_ms"] >= 0
    assert steps[1]["action"] == "search_knowledge_base" and "请假" in steps[1]["observation"]
    assert steps[-1]["final_answer"] == FINAL.split("Final Answer: ", 1)[1]
    assert any(n == "token" for n, _ in events)  # the model's text, as it is written

    answer = of(events, "answer")[0]
    assert answer["stop_reason"] == "final_answer" and answer["answer"] == steps[-1]["final_answer"]
    assert answer["sources"], "the search's clause is the answer's source"
    source = answer["sources"][0]
    assert source["document"] and source["heading_path"] and source["text"]
    assert source["ref"] == f"{source['document']} › {' > '.join(source['heading_path'])}"
    assert answer["not_covered"] is False and answer["estimated_calendar"] is False


def two_turns(client, fake_ollama) -> str:
    """A question and its follow-up on a new conversation; the follow-up's prompt carries the first."""
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    thread_id = new_thread(client)
    ask(client, thread_id, "年假有几天？")
    second = ask(client, thread_id, "那病假呢？")
    assert of(second, "answer")[0]["answer"] == "病假需提供医院证明。"
    assert "用户：年假有几天？" in fake_ollama.bodies("/api/generate")[2]["prompt"]
    return thread_id


def test_follow_up_sees_the_earlier_turn_and_history_lists_both_in_order(client, fake_ollama):
    thread_id = two_turns(client, fake_ollama)
    history = client.get(f"/api/threads/{thread_id}").json()
    assert [t["question"] for t in history["turns"]] == ["年假有几天？", "那病假呢？"]
    assert [t["answer"] for t in history["turns"]] == ["年假按累计工作年限5到15天。", "病假需提供医院证明。"]
    assert all(t["steps"] and t["trajectory"] for t in history["turns"])
    listed = client.get("/api/threads").json()["threads"]
    assert [(t["id"], t["title"], t["turns"]) for t in listed] == [(thread_id, "年假有几天？", 2)]


def test_threads_list_is_newest_first_and_holds_only_asked_conversations(client, fake_ollama):
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    first, second, empty = new_thread(client), new_thread(client), new_thread(client)
    ask(client, first, "年假有几天？")
    ask(client, second, "病假怎么请？")
    listed = client.get("/api/threads").json()["threads"]
    assert [t["id"] for t in listed] == [second, first]
    assert empty not in [t["id"] for t in listed]
    assert listed[0]["updated_at"] >= listed[1]["updated_at"]
    assert listed[0]["updated_at"][-6] in "+-"  # ISO 8601 with an offset
    assert client.get("/api/threads?limit=1").json()["threads"][0]["id"] == second


def test_ask_user_interrupts_the_stream_and_resume_finishes_the_turn(client, fake_ollama):
    fake_ollama.push(ASK, ASKED_ANSWER)
    thread_id = new_thread(client)
    paused = ask(client, thread_id, "我有几天年假？")
    assert names(paused)[-2:] == ["interrupt", "done"] and "answer" not in names(paused)
    assert of(paused, "interrupt")[0] == {"question": "请问您的入职日期是哪天？"}

    waiting = client.get(f"/api/threads/{thread_id}").json()
    assert waiting["pending_question"] == "请问您的入职日期是哪天？"
    assert waiting["turns"][-1]["stop_reason"] == "needs_input"
    assert client.get("/api/threads").json()["threads"][0]["pending_question"] == "请问您的入职日期是哪天？"
    blocked = client.post(f"/api/threads/{thread_id}/runs", json={"question": "另一个问题"})
    assert blocked.status_code == 409 and "请问您的入职日期是哪天？" in blocked.json()["error"]

    resumed = client.post(f"/api/threads/{thread_id}/resume", json={"answer": "2019-07-01"})
    events = sse_events(resumed.text)
    assert names(events)[0] == "start" and of(events, "start")[0]["resumed"] is True
    assert of(events, "step")[0]["node"] == "act" and "用户回答：2019-07-01" in of(events, "step")[0]["observation"]
    assert of(events, "answer")[0]["answer"] == ASKED_ANSWER.split("Final Answer: ", 1)[1]
    done = client.get(f"/api/threads/{thread_id}").json()
    assert done["pending_question"] is None and [t["stop_reason"] for t in done["turns"]] == ["final_answer"]
    again = client.post(f"/api/threads/{thread_id}/resume", json={"answer": "2019-07-01"})
    assert again.status_code == 409 and "没有等待回答" in again.json()["error"]


def test_checkpoints_walk_the_turn_in_order_with_state_and_changed_keys(client, fake_ollama):
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    thread_id = new_thread(client)
    ask(client, thread_id, "年假有几天？")
    ask(client, thread_id, "那病假呢？")
    points = client.get(f"/api/threads/{thread_id}/checkpoints").json()["checkpoints"]

    assert [p["step"] for p in points] == sorted(p["step"] for p in points)
    assert all(b["parent_id"] == a["checkpoint_id"] for a, b in zip(points, points[1:]))
    # The latest question's checkpoints are kept, from where the previous turn ended.
    assert points[0]["state"]["final_answer"] == "年假按累计工作年限5到15天。"
    assert [p["node"] for p in points if p["node"] in ("think", "act")] == ["think", "act", "think"]
    think = next(p for p in points if p["node"] == "think")
    assert {"trajectory", "next_action", "steps"} <= set(think["changed"])
    assert think["state"]["next_action"]["tool"] == "search_knowledge_base"
    assert think["state"]["steps"][0]["node"] == "think"
    last = points[-1]
    assert last["state"]["stop_reason"] == "final_answer" and last["state"]["turns"] == 2
    assert "final_answer" in last["changed"] and last["next"] == []


def test_checkpoints_show_the_pending_ask_user_question(client, fake_ollama):
    fake_ollama.push(ASK)
    thread_id = new_thread(client)
    ask(client, thread_id, "我有几天年假？")
    points = client.get(f"/api/threads/{thread_id}/checkpoints").json()["checkpoints"]
    assert points[-1]["next"] == ["act"]
    assert points[-1]["interrupt"] == {"question": "请问您的入职日期是哪天？"}


def test_an_unreachable_model_ends_the_turn_with_an_error_answer_not_a_500(client, fake_ollama):
    fake_ollama.stop()
    events = ask(client, new_thread(client), "年假有几天？")
    answer = of(events, "answer")[0]
    assert answer["stop_reason"] == "error" and answer["error"]
    assert names(events)[-1] == "done"


def test_graph_is_mermaid_text_of_the_compiled_graph(client):
    mermaid = client.get("/api/graph").json()["mermaid"]
    assert "graph TD" in mermaid and "think" in mermaid and "act" in mermaid and "start_turn" in mermaid


def test_conversations_survive_a_server_restart(make_client, fake_ollama):
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    first = make_client()
    thread_id = new_thread(first)
    ask(first, thread_id, "年假有几天？")
    first.__exit__(None, None, None)

    second = make_client()
    assert [t["id"] for t in second.get("/api/threads").json()["threads"]] == [thread_id]
    ask(second, thread_id, "那病假呢？")
    turns = second.get(f"/api/threads/{thread_id}").json()["turns"]
    assert [t["question"] for t in turns] == ["年假有几天？", "那病假呢？"]


def test_a_busy_conversation_gets_409_with_a_reason(make_client, fake_ollama):
    client = make_client(lock_wait=0.2)
    thread_id = new_thread(client)
    storage = client.app.state.agent.storage
    with storage.hold(thread_id, 1.0):  # another request, or another server process, holds it
        busy = client.post(f"/api/threads/{thread_id}/runs", json={"question": "年假有几天？"})
    assert busy.status_code == 409 and "处理中" in busy.json()["error"]
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER)
    assert "answer" in names(ask(client, thread_id, "年假有几天？"))  # released: runs now


def test_a_thread_made_by_the_cli_is_not_reachable_without_being_created(client):
    assert client.get("/api/threads/cli-thread").status_code == 404


BAD_REQUESTS = [
    ("missing question", "runs", {"json": {}}, 400, "question"),
    ("question not a string", "runs", {"json": {"question": 42}}, 400, "question"),
    ("blank question", "runs", {"json": {"question": "   "}}, 400, "question"),
    ("over-long question", "runs", {"json": {"question": "年" * 2001}}, 400, "2000"),
    ("1 MB question", "runs", {"json": {"question": "年" * 1_000_000}}, 413, "KiB"),
    ("body not JSON", "runs", {"content": b"{question", "headers": {"content-type": "application/json"}}, 400, "JSON"),
    ("body a JSON list", "runs", {"json": ["年假？"]}, 400, "JSON 对象"),
    ("wrong content type", "runs", {"content": "question=年假", "headers": {"content-type": "text/plain"}}, 415,
     "application/json"),
    ("bytes not UTF-8", "runs", {"content": b'{"question": "\xff"}', "headers": {"content-type": "application/json"}},
     400, "UTF-8"),
    ("lone surrogate", "runs", {"content": b'{"question": "\\ud800"}', "headers": {"content-type": "application/json"}},
     400, "Unicode"),
    ("NUL in question", "runs", {"json": {"question": "年假\x00"}}, 400, "空字符"),
    ("missing answer", "resume", {"json": {"reply": "x"}}, 400, "answer"),
    ("resume with nothing pending", "resume", {"json": {"answer": "2019-07-01"}}, 409, "resume"),
]


@pytest.mark.parametrize("case,endpoint,request_kwargs,status,mentions", BAD_REQUESTS, ids=[c[0] for c in BAD_REQUESTS])
def test_a_bad_request_gets_a_4xx_with_one_line_naming_the_problem(client, case, endpoint, request_kwargs, status,
                                                                    mentions):
    thread_id = new_thread(client)
    reply = client.post(f"/api/threads/{thread_id}/{endpoint}", **request_kwargs)
    assert reply.status_code == status, reply.text
    message = reply.json()["error"]
    assert mentions in message and "\n" not in message and "Traceback" not in message


@pytest.mark.parametrize("method,path,status", [
    ("GET", "/api/threads/nope123", 404),
    ("POST", "/api/threads/nope123/runs", 404),
    ("GET", "/api/threads/bad%20id!/checkpoints", 404),
    ("GET", "/api/no-such-endpoint", 404),
    ("DELETE", "/api/threads", 405),
    ("GET", "/api/threads?limit=0", 400),
    ("GET", "/api/threads?limit=abc", 400),
])
def test_unknown_conversations_paths_and_methods_get_json_4xx(client, method, path, status):
    kwargs = {"json": {"question": "年假？"}} if method == "POST" else {}
    reply = client.request(method, path, **kwargs)
    assert reply.status_code == status
    assert set(reply.json()) == {"error"} and "\n" not in reply.json()["error"]


def test_new_thread_accepts_an_empty_body_or_an_object_only(client):
    assert client.post("/api/threads", json={}).status_code == 201
    wrong = client.post("/api/threads", content=b"[1]", headers={"content-type": "application/json"})
    assert wrong.status_code == 400


TOKEN = "s3cret-token-for-tests-0123"


@pytest.mark.parametrize("headers,problem", [
    ({}, "需要访问令牌"),
    ({"authorization": "Basic dXNlcjpwYXNz"}, "Bearer"),
    ({"authorization": "Bearer"}, "Bearer"),
    ({"authorization": "Bearer wrong-token"}, "不正确"),
    ({"cookie": "hr_agent_token=wrong"}, "不正确"),
])
def test_with_a_token_api_requests_without_it_get_401(make_client, headers, problem):
    client = make_client(token=TOKEN)
    reply = client.get("/api/threads", headers=headers)
    assert reply.status_code == 401 and problem in reply.json()["error"]


def test_with_a_token_bearer_header_and_login_cookie_both_pass(make_client):
    client = make_client(token=TOKEN)
    assert client.get("/api/health").status_code == 200  # for load balancers
    assert client.get("/api/threads", headers={"authorization": f"Bearer {TOKEN}"}).status_code == 200
    assert client.post("/api/login", json={"token": "wrong"}).status_code == 401
    login = client.post("/api/login", json={"token": TOKEN})
    assert login.status_code == 204
    assert "httponly" in login.headers["set-cookie"].lower() and "samesite=strict" in login.headers["set-cookie"].lower()
    assert client.get("/api/threads").status_code == 200  # the cookie now


@pytest.mark.parametrize("headers", [
    {"host": "evil.example:8765"},
    {"origin": "http://evil.example"},
    {"origin": "null"},
    {"origin": "http://127.0.0.1:9999"},
])
def test_foreign_host_or_origin_is_refused(client, headers):
    reply = client.post("/api/threads", headers=headers)
    assert reply.status_code == 403 and "error" in reply.json()


def test_same_origin_browser_requests_pass(client):
    assert client.post("/api/threads", headers={"origin": BASE}).status_code == 201
    assert client.get("/api/threads", headers={"host": "localhost:8765", "origin": "http://localhost:8765"}).status_code == 200


def test_a_server_bound_beyond_loopback_answers_any_host_name_but_needs_the_token(make_client):
    client = make_client(token=TOKEN, loopback_only_hosts=False)
    reply = client.get("/api/threads", headers={"host": "hr.example.internal", "authorization": f"Bearer {TOKEN}"})
    assert reply.status_code == 200
    assert client.get("/api/threads", headers={"host": "hr.example.internal"}).status_code == 401


def test_answer_documents_are_json_safe_for_every_event(client, fake_ollama):
    fake_ollama.push(*DESIGN_RUN)
    thread_id = new_thread(client)
    reply = client.post(f"/api/threads/{thread_id}/runs", json={"question": "请假要提前几天？"})
    for line in reply.text.splitlines():
        if line.startswith("data:"):
            json.loads(line[5:])  # one JSON object per data line, nothing else
