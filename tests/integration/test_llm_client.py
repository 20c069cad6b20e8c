"""OllamaLLM against the fake server: connection reuse, the whole-request deadline, replies
that are not Ollama's, credentials never shown, environment proxies never used."""
from __future__ import annotations

import threading
import time

import pytest

from tests.support.fake_ollama import FakeOllama, Fault
from llm.client import LLMError, ModelUnavailable, OllamaLLM, UnrecognizedReply
from llm.deadline import Deadline as _Deadline
from tests.support.scripts import DESIGN_RUN, FINAL

MODEL = "qwen2.5:7b"
DEAD_PROXY = "http://127.0.0.1:9"  # the discard port: nothing listens, a proxied request fails


def llm_for(fake, **kw) -> OllamaLLM:
    kw.setdefault("timeout", 5.0)
    kw.setdefault("backoff_s", 0.05)
    return OllamaLLM(kw.pop("host", fake.url), MODEL, **kw)


# --------------------------------------------------------------------------- connection reuse


def test_consecutive_completions_share_one_tcp_connection(fake_ollama):
    fake_ollama.push(*DESIGN_RUN)
    llm = llm_for(fake_ollama)
    llm.preflight()
    for _ in DESIGN_RUN:
        assert llm.complete("问题").done_reason == "stop"
    assert fake_ollama.connections_opened == 1


def test_a_runaway_completion_drops_its_connection_and_the_next_call_opens_a_new_one(fake_ollama):
    from llm.client import MAX_COMPLETION_CHARS

    fake_ollama.push(Fault.huge(10 * MAX_COMPLETION_CHARS), FINAL)
    # (the repetition detector off: Fault.huge's text repeats, and this is the size cap's test)
    llm = llm_for(fake_ollama, num_predict=100_000, cut_runaway=False)
    runaway = llm.complete("问题")
    assert runaway.done_reason == "truncated" and len(runaway.text) == MAX_COMPLETION_CHARS
    assert llm.complete("问题").text == FINAL
    assert fake_ollama.connections_opened == 2  # the half-read stream could not be reused


def test_a_reply_repeating_itself_is_cut_while_streaming_and_its_connection_dropped(fake_ollama):
    fake_ollama.chunk_delay = 0.002
    fake_ollama.push("你的回答：今天是星期几？\n" + "你的回答：星期几？\n" * 300, FINAL)
    llm = llm_for(fake_ollama)
    shown: list[str] = []
    cut = llm.complete("问题", on_token=shown.append)
    assert cut.done_reason == "repetition" and "星期几" in cut.runaway
    assert "".join(shown) == cut.text and len(cut.text) < 200  # what was shown is what was kept
    assert llm.complete("问题").text == FINAL  # the next call works, on a new connection
    assert fake_ollama.connections_opened == 2
    for _ in range(500):  # the fake notices the closed connection at its next write
        if len(fake_ollama.streamed_tokens) == 2:
            break
        time.sleep(0.02)
    assert fake_ollama.streamed_tokens[0] < 768 // 4  # the model stopped writing soon after the cut


# --------------------------------------------------------------------------- whole-request deadline


def test_a_dripping_stream_is_cut_at_the_deadline_and_retried_within_the_budget():
    with FakeOllama([FINAL * 4] * 3, chunk_delay=0.3) as fake:  # 4 characters every 0.3 s: ~30 s each
        llm = llm_for(fake, timeout=1.0, max_retries=1)
        started = time.monotonic()
        with pytest.raises(LLMError) as info:
            llm.complete("问题")
        elapsed = time.monotonic() - started
        message = str(info.value)
        assert "超过 1 秒" in message and "HR_AGENT_TIMEOUT" in message and "\n" not in message
        assert len(fake.bodies("/api/generate")) == 2  # one retry, as max_retries says
        assert 2.0 <= elapsed < 2 * 1.0 + 0.05 + 1.5  # two attempts of one deadline each, plus backoff


def test_a_slow_but_steady_stream_within_the_deadline_completes():
    with FakeOllama(["Thought: 好\nFinal Answer: 可以。"], chunk_delay=0.05) as fake:
        completion = llm_for(fake, timeout=2.0).complete("问题")
        assert completion.text.endswith("可以。") and completion.attempts == 1


def test_the_deadline_is_per_thread_when_one_client_is_shared():
    # A dev server runs several questions on one cached client: one thread's deadline
    # must never cut another thread's stream.
    with FakeOllama(chunk_delay=0.02) as fake:
        fake.push(*[FINAL] * 4)
        llm = llm_for(fake, timeout=5.0)
        results, errors = [], []

        def ask():
            try:
                results.append(llm.complete("问题").text)
            except Exception as exc:  # noqa: BLE001 - asserted below
                errors.append(exc)

        threads = [threading.Thread(target=ask) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=30)
        assert errors == [] and results == [FINAL] * 4


# --------------------------------------------------------------------------- replies that are not Ollama's


@pytest.mark.parametrize(
    "reply",
    [
        {"model": MODEL, "created_at": "2025-01-01T00:00:00Z"},  # no `response`, no `done`
        {"response": "Thought: 好", "created_at": "2025-01-01T00:00:00Z"},  # no `done`
        {"response": {"text": "hi"}, "done": False},  # wrong type
        ["not", "an", "object"],
    ],
    ids=["fields-missing", "done-missing", "mistyped", "not-an-object"],
)
def test_a_reply_in_another_format_is_one_line_and_not_retried(fake_ollama, reply):
    fake_ollama.push(Fault.raw(reply), FINAL)
    with pytest.raises(UnrecognizedReply) as info:
        llm_for(fake_ollama).complete("问题")
    message = str(info.value)
    assert "无法识别的响应" in message and "OLLAMA_HOST" in message and "\n" not in message
    assert len(fake_ollama.bodies("/api/generate")) == 1  # the same server would answer the same way
    assert fake_ollama.remaining == 1


@pytest.mark.parametrize("reply", [{}, [], "Ollama is running"], ids=["empty-object", "array", "string"])
def test_preflight_against_a_server_that_is_not_ollama_is_one_line(fake_ollama, reply):
    fake_ollama.show_reply = reply
    with pytest.raises(UnrecognizedReply) as info:
        llm_for(fake_ollama).preflight()
    assert "/api/show" in str(info.value) and "\n" not in str(info.value)


# --------------------------------------------------------------------------- credentials


def test_credentials_in_the_host_are_never_shown(fake_ollama):
    secret_host = fake_ollama.url.replace("http://", "http://alice:s3cret@")
    fake_ollama.push(*[Fault.http(500, "llama runner process has terminated")] * 3)
    llm = llm_for(fake_ollama, host=secret_host, max_retries=1)
    assert "s3cret" not in llm.host and llm.host.endswith(f"***@127.0.0.1:{fake_ollama.port}")
    with pytest.raises(LLMError) as info:
        llm.complete("问题")  # the real URL still connects: the server was reached
    assert "s3cret" not in str(info.value) and "alice" not in str(info.value)
    assert len(fake_ollama.bodies("/api/generate")) == 2
    fake_ollama.stop()
    with pytest.raises(ModelUnavailable) as info:
        llm.preflight()
    assert "s3cret" not in str(info.value) and "***@" in str(info.value)


# --------------------------------------------------------------------------- proxies


@pytest.fixture
def dead_proxies(monkeypatch):
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.setenv(name, DEAD_PROXY)
    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)


def test_environment_proxies_are_not_used_for_ollama(fake_ollama, dead_proxies):
    fake_ollama.push(FINAL)
    llm = llm_for(fake_ollama, max_retries=0)
    llm.preflight()
    assert llm.complete("问题").text == FINAL
    assert fake_ollama.bodies("/api/generate")  # the request reached the server itself


def test_an_unsupported_proxy_scheme_in_the_environment_is_ignored(fake_ollama, monkeypatch):
    monkeypatch.setenv("ALL_PROXY", "socks9://x")
    fake_ollama.push(FINAL)
    assert llm_for(fake_ollama).complete("问题").text == FINAL


def test_ollama_embedder_ignores_environment_proxies(dead_proxies):
    from knowledge.embed import OllamaEmbedder

    with FakeOllama(models=("bge-m3",)) as fake:
        vector = OllamaEmbedder(model="bge-m3", host=fake.url).embed_query("年假")
        assert vector.shape == (fake.embed_dim,) and fake.bodies("/api/embed")


def test_deadlines_share_one_watchdog_that_expires_them_in_time_and_never_a_stopped_one():
    late = _Deadline(30.0)
    stopped = _Deadline(0.05)
    stopped.stop()
    early = _Deadline(0.1)  # due before the one the watchdog was already waiting for
    time.sleep(0.5)
    assert early.expired
    assert not stopped.expired and not late.expired
    late.stop()
    assert sum(t.name == "llm-deadlines" for t in threading.enumerate()) == 1
