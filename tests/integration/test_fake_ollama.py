"""Drive tests/fake_ollama.py with the REAL ollama client over real HTTP.

These tests pin down two things: that the fake answers like Ollama does, and
how ollama-python (0.6.3, httpx underneath) surfaces every fault. The second
part is the contract the agent's error handling is built on -- if an upgrade of
the client changes an exception type, a test here should fail first.
"""

from __future__ import annotations

import json
import math
import re
import threading
import time

import httpx
import ollama
import pytest

from tests.support.fake_ollama import SCRIPT_EXHAUSTED, SERVER_BUSY, FakeOllama, Fault

MODEL = "qwen2.5:7b"
RFC3339 = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$")


@pytest.fixture
def fake():
    server = FakeOllama()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def client(fake):
    c = ollama.Client(host=fake.url)
    try:
        yield c
    finally:
        c.close()


def gen(client, prompt="Question: how many leave days?", **kw):
    return client.generate(model=kw.pop("model", MODEL), prompt=prompt, **kw)


# --------------------------------------------------------------------------- basics


def test_root_and_version_over_plain_http(fake):
    assert httpx.get(fake.url + "/").text == "Ollama is running"
    head = httpx.head(fake.url + "/")
    assert head.status_code == 200 and head.content == b""
    version = httpx.get(fake.url + "/api/version").json()["version"]
    assert version.startswith("0.12.")
    assert fake.url == f"http://{fake.host}:{fake.port}" and fake.host == "127.0.0.1"


def test_unknown_path_and_wrong_method_answer_like_gin(fake):
    for path in ("/api/ps", "/api/chat"):  # /api/chat: the agent calls /api/generate only
        r = httpx.post(fake.url + path, json={"model": MODEL}) if path == "/api/chat" else httpx.get(fake.url + path)
        assert (r.status_code, r.text) == (404, "404 page not found"), path
    r = httpx.get(fake.url + "/api/generate")
    assert (r.status_code, r.text) == (405, "405 method not allowed")


def test_generate_non_stream(fake, client):
    fake.push("Thought: check the policy.\nAction: search[annual leave]")
    res = gen(client, options={"temperature": 0})
    assert res.response == "Thought: check the policy.\nAction: search[annual leave]"
    assert res.done is True and res.done_reason == "stop"
    assert res.model == MODEL and RFC3339.match(res.created_at)
    assert res.eval_count == math.ceil(len(res.response) / 4)
    assert res.prompt_eval_count > 0 and res.context
    for f in ("total_duration", "load_duration", "prompt_eval_duration", "eval_duration"):
        assert isinstance(getattr(res, f), int) and getattr(res, f) > 0
    body = fake.requests[-1].body
    assert fake.requests[-1].path == "/api/generate" and fake.requests[-1].method == "POST"
    assert body["stream"] is False and body["options"] == {"temperature": 0}
    assert body["prompt"] == "Question: how many leave days?"


def test_generate_stream_chunks_and_final_counts(fake, client):
    text = "Final Answer: employees get 25 days of annual leave."
    fake.push(text)
    parts = list(gen(client, stream=True))
    assert len(parts) > 5
    assert all(p.done is False for p in parts[:-1])
    last = parts[-1]
    assert last.done is True and last.done_reason == "stop" and last.response == ""
    assert "".join(p.response for p in parts) == text
    assert last.eval_count == math.ceil(len(text) / 4) and last.prompt_eval_count > 0
    assert all(p.eval_count is None for p in parts[:-1])


def test_wire_defaults_to_streaming_ndjson(fake):
    # The Python client always sends "stream"; the server default (absent field) is streaming.
    fake.push("abcdefghij")
    r = httpx.post(fake.url + "/api/generate", json={"model": MODEL, "prompt": "x"})
    assert r.headers["content-type"] == "application/x-ndjson"
    lines = [json.loads(line) for line in r.text.splitlines()]
    assert lines[-1]["done"] is True and "".join(x["response"] for x in lines) == "abcdefghij"
    fake.push("abc")
    r = httpx.post(fake.url + "/api/generate", json={"model": MODEL, "prompt": "x", "stream": False})
    assert r.headers["content-type"].startswith("application/json")


def test_empty_prompt_loads_model_without_consuming_script(fake, client):
    res = client.generate(model=MODEL)
    assert res.done and res.done_reason == "load" and res.response == ""
    fake.push("kept")
    assert gen(client).response == "kept"


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize("stream", [False, True])
def test_stop_sequence_cuts_at_earliest_stop(fake, client, stream):
    fake.push("Thought: x\nAction: lookup[pto]\nObservation: invented\nThought: more")
    res = gen(client, stream=stream, options={"stop": ["Thought: more", "\nObservation:"]})
    if stream:
        parts = list(res)
        text, last = "".join(p.response for p in parts), parts[-1]
    else:
        text, last = res.response, res
    assert text == "Thought: x\nAction: lookup[pto]"
    assert last.done_reason == "stop" and last.eval_count == math.ceil(len(text) / 4)


def test_num_predict_truncates_with_length_reason(fake, client):
    fake.push("a" * 100, "short. STOP more")
    res = gen(client, options={"num_predict": 5})
    assert res.response == "a" * 20 and res.done_reason == "length" and res.eval_count == 5
    res = gen(client, options={"num_predict": 50, "stop": ["STOP"]})
    assert res.response == "short. " and res.done_reason == "stop"


def test_token_counts_use_utf8_bytes_so_chinese_is_not_undercounted(fake, client):
    fake.push("需提前3个工作日申请。", "年假天数按工龄计算，满一年五天")
    res = gen(client, prompt="请假", raw=True)
    assert res.eval_count == math.ceil(len("需提前3个工作日申请。".encode()) / 4) == 8
    assert res.prompt_eval_count == 2
    res = gen(client, prompt="x", options={"num_predict": 3})
    assert res.done_reason == "length" and res.response == "年假天数" and res.eval_count == 3


def test_prompt_cache_reports_only_new_tokens(fake, client):
    first = "Question: leave?\n"
    fake.push("Thought: search.", "Thought: done.", "Again.")
    a = gen(client, prompt=first, raw=True)
    # A ReAct step re-sends prompt + completion + observation: mostly cached.
    b = gen(client, prompt=first + "Thought: search.\nObservation: 25 days.\n", raw=True)
    assert a.prompt_eval_count == math.ceil(len(first) / 4)
    assert 1 <= b.prompt_eval_count < math.ceil(len(first + "Thought: search.\nObservation: 25 days.\n") / 4)
    assert b.prompt_eval_count <= 8
    with FakeOllama(["x", "y"], prompt_cache=False) as cold:
        c = ollama.Client(host=cold.url)
        assert c.generate(model=MODEL, prompt=first, raw=True).prompt_eval_count == 5
        assert c.generate(model=MODEL, prompt=first, raw=True).prompt_eval_count == 5


def test_thinking_model_splits_think_block_and_others_refuse(client):
    with FakeOllama(["<think>need policy</think>Answer: 25."], models=("qwen3:8b", MODEL)) as f:
        c = ollama.Client(host=f.url)
        res = c.generate(model="qwen3:8b", prompt="q")
        assert res.thinking == "need policy" and res.response == "Answer: 25."
        with pytest.raises(ollama.ResponseError) as ei:
            c.generate(model=MODEL, prompt="q", think=True)
        assert ei.value.status_code == 400 and ei.value.error == f'"{MODEL}" does not support thinking'


# --------------------------------------------------------------------------- models


def test_list_and_show(fake, client):
    models = client.list().models
    assert [m.model for m in models] == [MODEL]
    m = models[0]
    assert m.size > 0 and len(m.digest) == 64 and m.modified_at is not None
    assert m.details.format == "gguf" and m.details.family == "qwen2"
    assert m.details.parameter_size == "7B" and m.details.quantization_level == "Q4_K_M"
    raw = httpx.get(fake.url + "/api/tags").json()["models"][0]
    assert raw["name"] == MODEL
    shown = client.show(MODEL)
    assert "completion" in shown.capabilities and shown.details.family == "qwen2"
    assert shown.modelinfo["general.architecture"] == "qwen2"


def test_model_name_without_tag_means_latest():
    with FakeOllama(["ok"], models=("llama3.1", "nomic-embed-text")) as f:
        c = ollama.Client(host=f.url)
        assert {m.model for m in c.list().models} == {"llama3.1:latest", "nomic-embed-text:latest"}
        assert c.generate(model="llama3.1", prompt="x").response == "ok"
        with pytest.raises(ollama.ResponseError) as ei:
            c.generate(model="nomic-embed-text", prompt="x")
        assert ei.value.status_code == 400 and "does not support generate" in ei.value.error


def test_show_unknown_model_404(client):
    with pytest.raises(ollama.ResponseError) as ei:
        client.show("llama9:70b")
    assert ei.value.status_code == 404 and ei.value.error == "model 'llama9:70b' not found"


@pytest.mark.parametrize("call", ["generate", "generate_stream"])
def test_unknown_model_404_and_script_untouched(fake, client, call):
    fake.push("must not be consumed")
    with pytest.raises(ollama.ResponseError) as ei:
        result = client.generate(model="llama9:70b", prompt="x", stream=call.endswith("stream"))
        if call.endswith("stream"):
            next(iter(result))  # the stream path raises lazily, on first iteration
    assert ei.value.status_code == 404
    assert ei.value.error == "model 'llama9:70b' not found"
    assert str(ei.value) == "model 'llama9:70b' not found (status code: 404)"
    assert fake.remaining == 1


def test_embed_deterministic_normalized(fake, client):
    one = client.embed(model=MODEL, input="annual leave")
    assert len(one.embeddings) == 1 and len(one.embeddings[0]) == 384
    assert math.isclose(sum(v * v for v in one.embeddings[0]), 1.0, rel_tol=1e-9)
    many = client.embed(model=MODEL, input=["annual leave", "sick leave"])
    assert many.embeddings[0] == one.embeddings[0] != many.embeddings[1]
    assert many.embeddings[1] == fake.embedding("sick leave")
    assert len(client.embed(model=MODEL, input="x", dimensions=64).embeddings[0]) == 64
    assert many.prompt_eval_count > 0
    with FakeOllama(embed_dim=8) as small:
        assert len(ollama.Client(host=small.url).embed(model=MODEL, input="x").embeddings[0]) == 8


def test_embed_unknown_model_uses_scheduler_wording(client):
    with pytest.raises(ollama.ResponseError) as ei:
        client.embed(model="nomic-embed-text", input="x")
    assert ei.value.status_code == 404
    assert ei.value.error == 'model "nomic-embed-text" not found, try pulling it first'


# --------------------------------------------------------------------------- script


def test_callable_items_see_request_body(fake, client):
    seen = []

    def answer(body):
        seen.append(body)
        return "Final Answer: " + body["prompt"].upper()

    fake.push(answer, lambda body: Fault.http(503, SERVER_BUSY))
    assert gen(client, prompt="leave", options={"stop": ["\nObservation:"]}).response == "Final Answer: LEAVE"
    assert seen[0]["options"]["stop"] == ["\nObservation:"] and seen[0]["model"] == MODEL
    with pytest.raises(ollama.ResponseError) as ei:
        gen(client)
    assert ei.value.status_code == 503 and ei.value.error == SERVER_BUSY


def test_callable_that_raises_becomes_500_and_is_recorded(fake, client):
    def broken(body):
        raise KeyError("oops")

    fake.push(broken)
    with pytest.raises(ollama.ResponseError) as ei:
        gen(client)
    assert ei.value.status_code == 500 and "KeyError" in ei.value.error
    assert isinstance(fake.errors[0], KeyError)


@pytest.mark.parametrize("stream", [False, True])
def test_script_exhausted_is_a_visible_500(client, stream):
    with pytest.raises(ollama.ResponseError) as ei:
        res = gen(client, stream=stream)
        if stream:
            list(res)
    assert ei.value.status_code == 500 and ei.value.error == SCRIPT_EXHAUSTED


def test_empty_and_huge(fake, client):
    fake.push(Fault.empty(), Fault.huge(200_000), Fault.huge(50_000))
    res = gen(client)
    assert res.response == "" and res.done and res.done_reason == "stop" and res.eval_count == 0
    assert len(gen(client).response) == 200_000
    assert len("".join(p.response for p in gen(client, stream=True))) == 50_000


# --------------------------------------------------------------------------- faults


@pytest.mark.parametrize("stream", [False, True])
def test_http_fault(fake, client, stream):
    fake.push(Fault.http(500, "llama runner process has terminated: exit status 2"))
    res = None
    with pytest.raises(ollama.ResponseError) as ei:
        res = gen(client, stream=stream)
        if stream:
            next(res)
    if stream:
        assert res is not None  # generate() itself returned; the error came on iteration
    assert ei.value.status_code == 500
    assert ei.value.error == "llama runner process has terminated: exit status 2"


def test_stream_error_line_raises_response_error_without_status(fake, client):
    fake.push(Fault.stream_error("Thought: I will", "an error was encountered while running the model"))
    got = []
    with pytest.raises(ollama.ResponseError) as ei:
        for part in gen(client, stream=True):
            got.append(part.response)
    assert "".join(got) == "Thought: I will"
    assert ei.value.error == "an error was encountered while running the model"
    assert ei.value.status_code == -1  # in-stream errors carry no HTTP status


def test_stream_error_in_non_stream_mode_is_500(fake, client):
    fake.push(Fault.stream_error("partial", "model runner crashed"))
    with pytest.raises(ollama.ResponseError) as ei:
        gen(client)
    assert ei.value.status_code == 500 and ei.value.error == "model runner crashed"


def test_truncated_stream_raises_remote_protocol_error(fake, client):
    fake.push(Fault.truncated_stream("Thought: half"))
    got = []
    with pytest.raises(httpx.RemoteProtocolError):
        for part in gen(client, stream=True):
            got.append(part)
    assert "".join(p.response for p in got) == "Thought: half"
    assert not any(p.done for p in got)


def test_graceful_truncated_stream_just_ends_without_done(fake, client):
    fake.push(Fault.truncated_stream("Thought: half", graceful=True))
    parts = list(gen(client, stream=True))  # no exception at all
    assert "".join(p.response for p in parts) == "Thought: half"
    assert parts and not any(p.done for p in parts)


def test_truncated_non_stream_raises_remote_protocol_error(fake, client):
    fake.push(Fault.truncated_stream("whatever"))
    with pytest.raises(httpx.RemoteProtocolError):
        gen(client)


@pytest.mark.parametrize("stream", [False, True])
def test_raw_reply_missing_fields_parses_to_none_fields(fake, client, stream):
    # A reply without `response` and `done` is not an error for the client: every field is optional.
    fake.push(Fault.raw({"model": MODEL, "created_at": "2025-01-01T00:00:00Z"}))
    res = gen(client, stream=stream)
    parts = list(res) if stream else [res]
    assert len(parts) == 1 and parts[0].response is None and parts[0].done is None


def test_raw_reply_with_a_mistyped_field_raises_validation_error(fake, client):
    import pydantic

    fake.push(Fault.raw({"response": {"text": "hi"}, "done": False}))
    with pytest.raises(pydantic.ValidationError):
        list(gen(client, stream=True))


def test_raw_reply_line_that_is_not_an_object_raises_attribute_error(fake, client):
    fake.push(Fault.raw(["not", "an", "object"]))
    with pytest.raises(AttributeError):
        list(gen(client, stream=True))


def test_raw_lines_are_sent_verbatim_and_nothing_is_added(fake, client):
    fake.push(Fault.raw({"response": "a", "done": False}, {"response": "b", "done": False}))
    parts = list(gen(client, stream=True))
    assert [p.response for p in parts] == ["a", "b"] and not any(p.done for p in parts)


def test_connections_opened_counts_tcp_connections_not_requests(fake):
    fake.push("one", "two", "three")
    c = ollama.Client(host=fake.url)
    for _ in range(3):
        list(gen(c, stream=True))  # read to the end: the connection goes back to the pool
    assert fake.connections_opened == 1
    for _ in range(2):
        with httpx.Client(base_url=fake.url) as fresh:  # a new client cannot reuse anything
            fresh.get("/api/version")
    assert fake.connections_opened == 3


@pytest.mark.parametrize("stream", [False, True])
def test_disconnect_raises_remote_protocol_error_and_server_survives(fake, client, stream):
    fake.push(Fault.disconnect(), "recovered")
    with pytest.raises(httpx.RemoteProtocolError) as ei:
        res = gen(client, stream=stream)
        if stream:
            list(res)
    assert not isinstance(ei.value, ollama.ResponseError)
    assert isinstance(ei.value, httpx.TransportError)
    assert gen(client).response == "recovered"


@pytest.mark.parametrize("stream", [False, True])
def test_delay_beyond_client_timeout_raises_read_timeout(fake, stream):
    fake.push(Fault.delay(3.0, then="too late"))
    c = ollama.Client(host=fake.url, timeout=0.5)
    start = time.monotonic()
    with pytest.raises(httpx.ReadTimeout) as ei:
        res = c.generate(model=MODEL, prompt="x", stream=stream)
        if stream:
            list(res)
    assert isinstance(ei.value, httpx.TimeoutException)
    assert time.monotonic() - start < 2.0


def test_delay_within_timeout_then_answers(fake):
    fake.push(Fault.delay(0.2, then="on time"), Fault.delay(0.1), "from next item")
    c = ollama.Client(host=fake.url, timeout=5)
    assert c.generate(model=MODEL, prompt="x").response == "on time"
    assert c.generate(model=MODEL, prompt="x").response == "from next item"
    assert fake.remaining == 0


def test_slow_stream_trips_read_timeout_between_chunks():
    # httpx's timeout is per read, so a model that stalls mid-stream also times out.
    with FakeOllama(["abcdefgh" * 4], chunk_delay=0.4) as f:
        c = ollama.Client(host=f.url, timeout=0.2)
        with pytest.raises(httpx.ReadTimeout):
            list(c.generate(model=MODEL, prompt="x", stream=True))


def test_stop_does_not_hang_on_sleeping_handler_and_then_refuses():
    f = FakeOllama([Fault.delay(30, then="never")])
    c = ollama.Client(host=f.url)
    errors = []

    def call():
        try:
            c.generate(model=MODEL, prompt="x")
        except Exception as exc:  # noqa: BLE001 - we assert on the type below
            errors.append(exc)

    t = threading.Thread(target=call)
    t.start()
    time.sleep(0.3)
    start = time.monotonic()
    f.stop()
    assert time.monotonic() - start < 2.0
    t.join(timeout=5)
    assert not t.is_alive()
    assert isinstance(errors[0], httpx.RemoteProtocolError)  # the in-flight call lost its server

    # Connection refused: the non-stream path wraps it, the stream path does not.
    with pytest.raises(ConnectionError) as ei:
        c.generate(model=MODEL, prompt="x")
    assert "Failed to connect to Ollama" in str(ei.value)
    with pytest.raises(httpx.ConnectError):
        list(c.generate(model=MODEL, prompt="x", stream=True))
    f.stop()  # idempotent


def test_stop_kills_pooled_keep_alive_connections():
    f = FakeOllama(["one", "two"])
    c = ollama.Client(host=f.url)
    assert c.generate(model=MODEL, prompt="x").response == "one"  # leaves a pooled connection
    f.stop()
    with pytest.raises(ConnectionError):
        c.generate(model=MODEL, prompt="x")


def test_concurrent_requests_are_served_and_recorded(fake):
    fake.push(*(lambda body: "echo " + body["prompt"] for _ in range(8)))
    results = []

    def worker(i):
        c = ollama.Client(host=fake.url)
        results.append(c.generate(model=MODEL, prompt=f"p{i}").response)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    assert sorted(results) == sorted(f"echo p{i}" for i in range(8))
    assert len(fake.bodies("/api/generate")) == 8
