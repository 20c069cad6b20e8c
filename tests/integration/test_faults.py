"""Model-server faults through the compiled graph and the CLI: the loop always ends cleanly.

Every fault the fake Ollama can inject (see the table in tests/fake_ollama.py) is driven
through `graph.invoke` with the real `ollama` client over real HTTP. Transient faults are
retried a bounded number of times and then succeed; fatal ones (and spent retries) end the
run with stop reason "error" and one line saying what failed and what to do. In every case
no exception escapes and the trajectory so far stays in the returned state.
"""
from __future__ import annotations

import time

import pytest

from tests.support.harness import QUESTION, observations, run
from tests.support.fake_ollama import FakeOllama, Fault
from graph.builder import graph
from nodes.resources import resources_for
from tests.support.scripts import DESIGN_RUN, GET_DATE, SEARCH_LEAVE, TODAY_FINAL

# A run whose every model call fails must still end quickly: attempts × timeout + backoff.
WALL_BOUND_S = 10.0




def generate_calls(fake):
    return len(fake.bodies("/api/generate"))


def assert_one_line_error(state):
    assert state["stop_reason"] == "error"
    assert state.get("final_answer") is None
    error = state["error"]
    assert error and "\n" not in error and "Traceback" not in error
    return error


def max_retries(ctx) -> int:
    return resources_for(ctx).llm.max_retries


# --------------------------------------------------------------------------- connection refused


def test_connection_refused_before_the_first_call_is_one_clear_error(fake_ollama, context):
    ctx = context(request_timeout=0.5)
    fake_ollama.stop()
    started = time.monotonic()
    state = run(ctx)  # no exception escapes
    assert time.monotonic() - started < WALL_BOUND_S
    error = assert_one_line_error(state)
    assert "ollama serve" in error
    assert state.get("trajectory", []) == []  # nothing happened, nothing invented
    assert [s["outcome"] for s in state["steps"]] == ["error"]


# (Refused in the middle of a run: tests/integration/test_graph.py::test_server_gone_mid_run_is_one_clear_error.)


# --------------------------------------------------------------------------- model missing


def test_model_not_found_says_which_pull_command_to_run(fake_ollama, context):
    ctx = context(model="qwen9:404b")  # the fake answers 404 {"error": "model 'qwen9:404b' not found"}
    state = run(ctx)
    error = assert_one_line_error(state)
    assert "ollama pull qwen9:404b" in error
    assert generate_calls(fake_ollama) == 1  # fatal: not retried
    assert fake_ollama.remaining == 0


def test_model_removed_mid_run_keeps_the_steps_so_far(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, GET_DATE, Fault.http(404, "model 'qwen2.5:7b' not found"))
    state = run(context())
    error = assert_one_line_error(state)
    assert "ollama pull qwen2.5:7b" in error
    assert len(observations(state)) == 2
    assert state["trajectory"][0].startswith("Thought: 需要先查公司请假政策")
    assert [c["tool"] for c in state["tool_calls"]] == ["search_knowledge_base", "get_current_date"]
    assert state.get("evidence") or state.get("sources")  # evidence gathered before the fault is kept too
    assert generate_calls(fake_ollama) == 3


# --------------------------------------------------------------------------- HTTP 500


def test_http_500_once_is_retried_and_the_run_finishes(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, Fault.http(500, "llama runner process has terminated: signal: killed"), *DESIGN_RUN[1:])
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert "2026-03-25（周三）" in observations(state)[-1]  # the run reached the last tool call
    assert generate_calls(fake_ollama) == len(DESIGN_RUN) + 1
    assert len(observations(state)) == len(DESIGN_RUN) - 1
    # the failed attempt left no trace in the trajectory: one think entry per step
    assert [s["node"] for s in state["steps"]] == ["think", "act"] * (len(DESIGN_RUN) - 1) + ["think"]


def test_http_500_persistently_ends_after_bounded_retries(fake_ollama, context):
    ctx = context(request_timeout=0.5)
    retries = max_retries(ctx)
    assert 1 <= retries <= 5
    fake_ollama.push(SEARCH_LEAVE, *[Fault.http(500, "llama runner process has terminated")] * 10)
    started = time.monotonic()
    state = run(ctx)
    assert time.monotonic() - started < WALL_BOUND_S
    error = assert_one_line_error(state)
    assert "HTTP 500" in error and "llama runner process has terminated" in error  # what failed
    assert "ollama serve" in error and "日志" in error  # what to do
    assert generate_calls(fake_ollama) == 1 + (1 + retries)
    assert len(observations(state)) == 1  # the search step before the fault is kept
    assert state["tool_calls"][0]["tool"] == "search_knowledge_base"


def test_server_busy_503_is_retried(fake_ollama, context):
    from tests.support.fake_ollama import SERVER_BUSY

    fake_ollama.push(Fault.http(503, SERVER_BUSY), TODAY_FINAL)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert generate_calls(fake_ollama) == 2


def test_bad_request_400_is_fatal_and_not_retried(fake_ollama, context):
    fake_ollama.push(GET_DATE, Fault.http(400, "invalid options: num_ctx"), TODAY_FINAL)
    state = run(context())
    error = assert_one_line_error(state)
    assert "HTTP 400" in error and "invalid options" in error
    assert "HR_AGENT_NUM_CTX" in error  # points at the settings, not at a server restart
    assert generate_calls(fake_ollama) == 2
    assert len(observations(state)) == 1


def test_failed_model_call_records_the_time_it_took(fake_ollama, context):
    fake_ollama.push(*[Fault.http(500, "llama runner process has terminated")] * 5)
    started = time.monotonic()
    state = run(context(request_timeout=0.5))
    wall_ms = (time.monotonic() - started) * 1000
    error_step = state["steps"][-1]
    assert error_step["outcome"] == "error"
    assert error_step["elapsed_ms"] >= 0.5 * wall_ms  # the retries and backoff took most of the run


# --------------------------------------------------------------------------- broken streams


@pytest.mark.parametrize("graceful", [False, True], ids=["socket-cut", "clean-end-without-done"])
def test_stream_cut_mid_answer_is_retried(fake_ollama, context, graceful):
    partial = TODAY_FINAL[: len(TODAY_FINAL) // 2]  # half an answer must never become the answer
    fake_ollama.push(GET_DATE, Fault.truncated_stream(partial, graceful=graceful), TODAY_FINAL)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"].endswith("开始休假。")
    assert generate_calls(fake_ollama) == 3
    assert len(observations(state)) == 1
    assert not any(partial == entry for entry in state["trajectory"])


def test_stream_cut_every_time_ends_with_error_and_keeps_the_trajectory(fake_ollama, context):
    fake_ollama.push(GET_DATE, *[Fault.truncated_stream("Thought: 已有足够信息\nFinal Ans")] * 10)
    state = run(context(request_timeout=0.5))
    error = assert_one_line_error(state)
    assert "中断" in error
    assert len(observations(state)) == 1
    assert state.get("final_answer") is None


def test_stream_carrying_an_error_line_is_retried(fake_ollama, context):
    fake_ollama.push(
        GET_DATE,
        Fault.stream_error("Thought: 已有足够", "an error was encountered while running the model: CUDA error"),
        TODAY_FINAL,
    )
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"].endswith("开始休假。")
    assert generate_calls(fake_ollama) == 3
    assert len(observations(state)) == 1


def test_live_token_stream_marks_the_broken_attempt_before_the_retry(fake_ollama, context):
    """A live view (CLI --stream, Studio) shows the partial text; it must not run into the retry's."""
    from llm.client import RETRY_NOTICE

    fake_ollama.push(Fault.stream_error("Thought: 已有足够", "CUDA error"), TODAY_FINAL)
    tokens, final = [], {}
    for mode, chunk in graph.stream({"question": QUESTION}, context=context(), stream_mode=["custom", "values"]):
        if mode == "custom":
            tokens.append(chunk["token"])
        else:
            final = chunk
    shown = "".join(tokens)
    assert shown.index("Thought: 已有足够") < shown.index(RETRY_NOTICE) < shown.rindex(TODAY_FINAL)
    assert final["stop_reason"] == "final_answer"
    assert not any(RETRY_NOTICE in entry for entry in final["trajectory"])  # display only, never state


# --------------------------------------------------------------------------- timeouts


def test_response_slower_than_the_timeout_is_retried_then_succeeds(fake_ollama, context):
    # `then=` answers the abandoned request itself, so TODAY_FINAL stays for the retry
    fake_ollama.push(GET_DATE, Fault.delay(2.0, then="Thought: 太迟了\nFinal Answer: 不会被读到"), TODAY_FINAL)
    started = time.monotonic()
    state = run(context(request_timeout=0.3))
    assert time.monotonic() - started < WALL_BOUND_S
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"].endswith("开始休假。")
    assert generate_calls(fake_ollama) == 3
    assert len(observations(state)) == 1


def test_persistently_slow_model_ends_with_error_in_bounded_time(fake_ollama, context):
    ctx = context(request_timeout=0.3)
    fake_ollama.push(GET_DATE, *[Fault.delay(3.0, then=TODAY_FINAL)] * 10)
    started = time.monotonic()
    state = run(ctx)
    elapsed = time.monotonic() - started
    assert elapsed < WALL_BOUND_S
    error = assert_one_line_error(state)
    assert "0.3 秒" in error  # what failed
    assert "HR_AGENT_TIMEOUT" in error  # what to do
    assert generate_calls(fake_ollama) == 1 + (1 + max_retries(ctx))
    assert len(observations(state)) == 1
    assert state["tool_calls"][0]["tool"] == "get_current_date"


def test_model_dripping_tokens_past_the_timeout_ends_with_the_timeout_error(fake_ollama, context):
    """HR_AGENT_TIMEOUT bounds the whole request, not only each read: a token every 0.3 s
    (no read ever waits long) must not keep a 1 s request going."""
    ctx = context(request_timeout=1.0)
    retries = max_retries(ctx)
    fake_ollama.chunk_delay = 0.3
    fake_ollama.push(*[TODAY_FINAL] * (1 + retries))  # ~30 chunks each: ~9 s if read to the end
    started = time.monotonic()
    state = run(ctx)
    elapsed = time.monotonic() - started
    error = assert_one_line_error(state)
    assert "超过 1 秒" in error and "HR_AGENT_TIMEOUT" in error
    assert generate_calls(fake_ollama) == 1 + retries
    backoff = sum(0.5 * 2**i for i in range(retries))
    assert elapsed < (1 + retries) * 1.0 + backoff + 2.0  # each attempt cut at its deadline


# --------------------------------------------------------------------------- connections


def test_a_multi_step_question_uses_one_tcp_connection(fake_ollama, context):
    fake_ollama.push(*DESIGN_RUN)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert generate_calls(fake_ollama) == len(DESIGN_RUN) == 3
    assert fake_ollama.connections_opened == 1  # each stream read to its end, the connection reused


# --------------------------------------------------------------------------- replies that are not Ollama's


@pytest.mark.parametrize(
    "reply",
    [{"model": "qwen2.5:7b", "created_at": "2026-03-20T00:00:00Z"}, {"response": 42, "done": "yes"}],
    ids=["fields-missing", "mistyped"],
)
def test_a_reply_that_is_not_ollamas_ends_the_run_with_one_line_not_retried(fake_ollama, context, reply):
    fake_ollama.push(GET_DATE, Fault.raw(reply), TODAY_FINAL)
    state = run(context())
    error = assert_one_line_error(state)
    assert "无法识别的响应" in error and "OLLAMA_HOST" in error
    assert generate_calls(fake_ollama) == 2  # the same server would answer the same way
    assert len(observations(state)) == 1


# --------------------------------------------------------------------------- odd but successful responses


def test_empty_response_is_an_unparseable_turn_and_the_model_recovers(fake_ollama, context):
    fake_ollama.push(Fault.empty(), *DESIGN_RUN)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert "2026-03-25（周三）" in observations(state)[-1]  # the run reached the last tool call
    assert state["trajectory"][0] == "（无法解析的输出）（空输出）"
    obs = observations(state)
    assert "Final Answer" in obs[0] and "Action" in obs[0]  # the format is restated
    assert state["steps"][0]["outcome"] == "invalid"
    assert generate_calls(fake_ollama) == len(DESIGN_RUN) + 1


def test_empty_response_every_time_still_ends_with_an_answer(fake_ollama, context):
    fake_ollama.push(*[Fault.empty()] * 10)
    state = run(context())
    assert state["stop_reason"] == "parse_failures"
    assert state["final_answer"]  # the best answer the (absent) evidence allows
    assert state["step_count"] == 3


def test_ten_megabyte_response_is_cut_and_the_loop_continues(fake_ollama, context):
    from llm.client import MAX_COMPLETION_CHARS

    # num_predict large enough that the fake really streams all 10 MB: the client must stop reading.
    ctx = context(num_ctx=4_000_000, num_predict=3_000_000)
    fake_ollama.push(Fault.huge(10_000_000), *DESIGN_RUN)
    started = time.monotonic()
    state = run(ctx)
    assert time.monotonic() - started < 30
    assert state["stop_reason"] == "final_answer"
    assert "2026-03-25（周三）" in observations(state)[-1]  # the run reached the last tool call
    first = state["trajectory"][0]
    assert first.startswith("（不断重复的输出，已截断）lorem ipsum")  # its text repeats: cut long before the size cap
    assert len(first) < 1_000  # an echo, not the 10 MB
    assert state["steps"][0]["completion_tokens"] is None  # the client hung up long before the done chunk
    assert all(len(entry) < MAX_COMPLETION_CHARS for entry in state["trajectory"])
    assert all(len(p) < 100_000 for p in (b["prompt"] for b in fake_ollama.bodies("/api/generate")))


def test_huge_tool_call_like_output_does_not_run_away(fake_ollama, context):
    """A runaway model repeating a valid action: the text is capped, the first action is taken."""
    runaway = GET_DATE + "\n" + ("Thought: 再来一次\n" * 200_000)
    fake_ollama.push(runaway, TODAY_FINAL)
    state = run(context(num_ctx=4_000_000, num_predict=3_000_000))
    assert state["stop_reason"] == "final_answer"
    assert [c["tool"] for c in state["tool_calls"]] == ["get_current_date"]
    assert all(len(entry) < 2_000 for entry in state["trajectory"])
    assert state["steps"][0]["cut"] == "repetition"  # cut while streaming, long before the size cap


# --------------------------------------------------------------------------- the CLI


def test_cli_fatal_fault_mid_run_prints_trajectory_then_one_error_line(kb_dir):
    from tests.support.harness import TODAY
    from tests.support.harness import cli

    with FakeOllama() as fake:
        fake.push(SEARCH_LEAVE, GET_DATE, Fault.http(404, "model 'qwen2.5:7b' not found"))
        env = {"OLLAMA_HOST": fake.url, "HR_AGENT_KB_DIR": str(kb_dir), "HR_AGENT_TODAY": TODAY}
        out = cli("ask", QUESTION, env=env)
    assert out.returncode == 3, out.stderr
    assert "Traceback" not in out.stdout + out.stderr
    # the trajectory so far, as it happened
    assert out.stdout.count("[节点: act]") == 2
    assert "调用工具: search_knowledge_base" in out.stdout and "工具结果: [余弦相似度:" in out.stdout
    assert "调用工具: get_current_date" in out.stdout
    # then exactly one error line on stderr, with the remedy
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith("错误：") and "ollama pull qwen2.5:7b" in lines[0]
    assert "最终回答" not in out.stdout

