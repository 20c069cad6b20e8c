"""One thread, several processes: turns are serialised per thread, and a turn killed mid-run
leaves nothing behind for the next question (issue 13)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

from tests.support.forkserver import python_command
from tests.support.scripts import SEARCH_LEAVE
from tests.support.harness import REPO, cli

WAITING = "正在被另一个进程使用"


def start_ask(question: str, thread: str, env: dict, stderr_path, forked: bool = True) -> subprocess.Popen:
    """`ask` as a process; `forked` through tests/support/forkserver.py, else a fresh interpreter (a
    process to SIGKILL: the launcher would die at once and the child it stands for a moment later)."""
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    with open(stderr_path, "wb") as err:
        return subprocess.Popen(
            [*(python_command() if forked else [sys.executable]), str(REPO / "step8_react_agent.py"), "ask", question, "--thread", thread, "--json"],
            stdout=subprocess.PIPE, stderr=err, stdin=subprocess.DEVNULL, cwd=REPO, env={**full_env, **env},
        )


def wait_for(condition, timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def saved_state(db_path, thread: str) -> dict:
    from graph.threads import open_checkpointer, thread_config
    from graph.builder import compile_graph

    return dict(compile_graph(checkpointer=open_checkpointer(db_path)).get_state(thread_config(thread)).values)


def test_two_asks_on_one_thread_wait_their_turn_and_both_end_up_in_history(fake_ollama, agent_env, tmp_path):
    from graph.threads import thread_lock

    fake_ollama.push("Thought: 够了\nFinal Answer: 按制度办理。", "Thought: 够了\nFinal Answer: 按制度办理。")
    errs = [tmp_path / "first.err", tmp_path / "second.err"]
    # Another process (this test) is running a turn on the thread: both asks must wait for it.
    with thread_lock("shared", agent_env["HR_AGENT_THREADS_DB"]):
        procs = [start_ask(q, "shared", agent_env, err) for q, err in zip(["年假有几天？", "病假呢？"], errs)]
        both_wait = wait_for(lambda: all(WAITING in e.read_text("utf-8", "replace") for e in errs), timeout=150)
        assert both_wait and fake_ollama.bodies("/api/generate") == [], [e.read_text() for e in errs]
    assert [p.wait(timeout=120) for p in procs] == [0, 0], [e.read_text() for e in errs]

    history = cli("history", "shared", "--json", env=agent_env)
    questions = [t["question"] for t in json.loads(history.stdout)["turns"]]
    assert sorted(questions) == sorted(["年假有几天？", "病假呢？"])
    # The later turn started from the earlier turn's checkpoint: it saw it in its prompt.
    assert f"用户：{questions[0]}" in fake_ollama.bodies("/api/generate")[1]["prompt"]


def test_a_killed_turn_leaks_nothing_into_the_next_question(fake_ollama, agent_env, tmp_path):
    release = threading.Event()

    def never_answers(body):
        release.wait(60)
        return "Thought: 太迟了\nFinal Answer: 不会被读到。"

    fake_ollama.push(SEARCH_LEAVE, never_answers)
    dead = start_ask("请假要提前几天？", "t", agent_env, tmp_path / "dead.err", forked=False)
    try:
        # Killed during its second model call: the search's observation and evidence are saved.
        assert wait_for(lambda: len(fake_ollama.bodies("/api/generate")) >= 2), (tmp_path / "dead.err").read_text()
        dead.send_signal(signal.SIGKILL)
        dead.wait(timeout=30)
    finally:
        release.set()
    db = agent_env["HR_AGENT_THREADS_DB"]
    assert saved_state(db, "t")["evidence"], "the dead turn must have saved its search"

    fake_ollama.push("Thought: 直接回答\nFinal Answer: 您好，有什么可以帮您？")
    out = cli("ask", "你好", "--thread", "t", "--json", env=agent_env)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["stop_reason"] == "final_answer" and doc["sources"] == []
    assert not [line for line in doc["trajectory"] if line.startswith("Observation:")]
    state = saved_state(db, "t")
    assert state["evidence"] == [] and state["tool_calls"] == [] and state["step_count"] == 1
    assert [t["question"] for t in state["turns"]] == ["你好"]
    prompt = fake_ollama.bodies("/api/generate")[-1]["prompt"]
    assert "请假提前申请天数" not in prompt and "请假要提前几天" not in prompt
