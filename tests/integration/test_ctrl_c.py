"""Ctrl-C means stop: SIGINT to a real CLI process while the (fake, slowed) model works.

`ask` exits 130 without waiting for the model, and the turn is saved as interrupted, never as
answered; `chat` drops the turn and takes the next question. The fake model is slowed far
beyond the harness's timeouts (minutes), so a Ctrl-C that still waited for the reply fails the
test by timing out; no wall-clock figure is asserted (bench/bench_interrupt.py measures it)."""
from __future__ import annotations

import json
import os
import re
import select
import signal
import subprocess
import sys
import time

import pytest

from tests.support.fake_ollama import Fault
from tests.support.forkserver import python_command
from tests.support.harness import REPO, cli
from tests.support.inprocess import subprocess_env

AGENT = str(REPO / "step8_react_agent.py")
NEVER = 900  # seconds the slowed model would take: longer than any timeout below
MARRIAGE = "Thought: 查到了\nFinal Answer: 婚假请按员工手册的规定申请。"
PATERNITY = "Thought: 查到了\nFinal Answer: 陪产假请按员工手册的规定申请。"


def _start(args, env, stdin=None) -> subprocess.Popen:
    return subprocess.Popen([*python_command(), AGENT, *args], env=subprocess_env(env), cwd=REPO, text=True,
                            stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_for_requests(fake, n: int, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while len(fake.bodies("/api/generate")) < n:
        assert time.monotonic() < deadline, "the model was never asked"
        time.sleep(0.05)


def _history(thread: str, env) -> list[dict]:
    out = cli("history", thread, "--json", env=env)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["turns"]


@pytest.mark.parametrize("slow", ["before-first-token", "mid-stream"])
def test_ctrl_c_during_ask_exits_130_and_saves_the_turn_as_interrupted(fake_ollama, agent_env, slow):
    if slow == "before-first-token":  # a slow model still reading a long prompt
        fake_ollama.push(Fault.delay(NEVER, then=MARRIAGE))
    else:  # a slow model writing: a few tokens, then one every few seconds
        fake_ollama.chunk_delay = 5.0
        fake_ollama.push("Thought: 我需要先查一下员工手册里关于婚假的规定，" * 20 + "\nFinal Answer: 三天。")
    proc = _start(["ask", "婚假几天？", "--thread", "t-ask", "--stream"], agent_env)
    _wait_for_requests(fake_ollama, 1)
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=120)

    assert proc.returncode == 130, stderr
    assert "已中断" in stderr and "Traceback" not in stderr and "terminate called" not in stderr
    assert "Final Answer" not in stdout  # the reply that would have come is never shown
    turns = _history("t-ask", agent_env)
    assert len(turns) == 1
    assert turns[0]["stop_reason"] == "interrupted" and turns[0]["answer"] is None
    assert len(fake_ollama.bodies("/api/generate")) == 1  # cancelled, not retried


def test_ctrl_c_during_a_chat_turn_drops_that_turn_and_the_chat_goes_on(fake_ollama, agent_env):
    fake_ollama.push(Fault.delay(NEVER, then=MARRIAGE), PATERNITY)
    proc = _start(["chat", "--thread", "t-chat", "--no-stream"], agent_env, stdin=subprocess.PIPE)
    proc.stdin.write("婚假几天？\n")
    proc.stdin.flush()
    _wait_for_requests(fake_ollama, 1)
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    proc.stdin.write("陪产假几天？\n/quit\n")
    proc.stdin.flush()
    stdout, stderr = proc.communicate(timeout=120)

    assert proc.returncode == 0, stderr
    assert "已中断" in stdout + stderr and "Traceback" not in stderr
    assert "陪产假请按员工手册的规定申请" in stdout and "婚假请按员工手册的规定申请" not in stdout
    turns = _history("t-chat", agent_env)
    assert [(t["question"], t["stop_reason"], t["answer"]) for t in turns] == [
        ("婚假几天？", "interrupted", None),
        ("陪产假几天？", "final_answer", "陪产假请按员工手册的规定申请。"),
    ]
    # the next question's prompt does not treat the dropped turn as answered
    second = fake_ollama.bodies("/api/generate")[1]["prompt"]
    assert "婚假请按员工手册" not in second


def test_a_native_call_running_in_a_daemon_thread_finishes_before_the_process_exits(tmp_path):
    """What kept onnxruntime from aborting at exit: the interpreter waits for counted native calls,
    and a call that would start after that never does."""
    done, late = tmp_path / "done", tmp_path / "late"
    code = f"""
import threading, time
from knowledge.e5.native import native_call

started = threading.Event()

def work():
    with native_call():
        started.set()
        time.sleep(1.0)  # a session still being built when the main thread ends
        open({str(done)!r}, "w").close()
    with native_call():  # never entered: the process is exiting
        open({str(late)!r}, "w").close()

threading.Thread(target=work, daemon=True).start()
started.wait()
raise KeyboardInterrupt  # Ctrl-C: the main thread ends at once
"""
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=subprocess_env({}), capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == -signal.SIGINT and done.exists() and not late.exists(), proc.stderr


_FINALIZER_RUN = """
import os, signal, sys, time, weakref
if {guard}:
    from cli.interrupt import ctrl_c_survives_finalizers
    ctrl_c_survives_finalizers()

class ModuleLock:
    pass

def dropped(ref):  # a finalizer, as importlib's module-lock callback or a __del__
    {finalizer}
    time.sleep(0.2)  # the signal is handled here, inside the finalizer

lock = ModuleLock()
ref = weakref.ref(lock, dropped)
try:
    del lock
    for _ in range(30):  # the rest of the work (an ingest's embedding)
        time.sleep(0.1)
    print("ran to the end")
except KeyboardInterrupt:
    print("interrupted")
"""


def _finalizer_run(guard: bool, finalizer: str) -> subprocess.CompletedProcess:
    code = _FINALIZER_RUN.format(guard=guard, finalizer=finalizer)
    return subprocess.run([sys.executable, "-c", code], cwd=REPO, env=subprocess_env({}), capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("finalizer", ["os.kill(os.getpid(), signal.SIGINT)", "raise KeyboardInterrupt"])
def test_a_ctrl_c_that_lands_in_a_finalizer_still_stops_the_main_thread(finalizer):
    # What a CI run saw: Ctrl-C half a second into `ingest`, while it imported, printed
    # "Exception ignored in ... cb ... KeyboardInterrupt" and the ingest ran to the end.
    unguarded = _finalizer_run(False, finalizer)
    assert "ran to the end" in unguarded.stdout and "Exception ignored" in unguarded.stderr  # the failure this guards
    guarded = _finalizer_run(True, finalizer)
    assert guarded.stdout.strip() == "interrupted", guarded.stderr
    assert "Exception ignored" not in guarded.stderr and "Traceback" not in guarded.stderr


def test_other_errors_in_finalizers_are_still_reported_as_python_reports_them():
    run = _finalizer_run(True, "raise ValueError('a finalizer failed')")
    assert "ran to the end" in run.stdout
    assert "Exception ignored" in run.stderr and "ValueError: a finalizer failed" in run.stderr


def _stderr_until(proc: subprocess.Popen, seen: re.Pattern, seconds: float = 120) -> str:
    """What the process wrote to stderr up to the first write that matches `seen` (its progress bar
    says where it is), read as it comes; the rest is left for `communicate`."""
    got, deadline = b"", time.monotonic() + seconds
    fd = proc.stderr.fileno()
    while not seen.search(got.decode("utf-8", "replace")):
        assert time.monotonic() < deadline and proc.poll() is None, got.decode("utf-8", "replace")[-2000:]
        if select.select([fd], [], [], 0.05)[0]:
            got += os.read(fd, 65536)
    return got.decode("utf-8", "replace")


# Where the Ctrl-C lands: while the process starts (imports), once its progress bar opens (the
# documents read and planned, the embedder about to load), and once it has embedded a batch
# (mid-embedding). Read from the progress bar rather than guessed as seconds, so each phase is hit on
# any machine and none of them waits on a full-speed embedding.
_BAR_OPEN = re.compile(r"导入:\s+0%")
_BATCH_DONE = re.compile(r"导入:\s+\d+%.*\|\s*(?:[1-9]\d*)/240")


@pytest.mark.parametrize("phase", ["starting", "bar-open", "mid-embedding"])
def test_ctrl_c_during_ingest_exits_130_with_the_old_or_the_new_content(agent_env, tmp_path, phase):
    from tests.support.filler import varied_chunks, write_filler_docs

    docs = tmp_path / "docs"
    write_filler_docs(docs, varied_chunks(240, 200, 400), per_file=12)
    before = _chunk_count(agent_env)
    proc = subprocess.Popen([*python_command(), AGENT, "ingest", str(docs)], env=subprocess_env(agent_env), cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    early = ""
    if phase == "starting":
        time.sleep(0.5)
    else:
        early = _stderr_until(proc, _BAR_OPEN if phase == "bar-open" else _BATCH_DONE)
    proc.send_signal(signal.SIGINT)
    _, rest = proc.communicate(timeout=300)
    stderr = early + rest.decode("utf-8", "replace")

    # 0 only when it had finished before a Ctrl-C sent half a second in; never -6 (SIGABRT)
    assert proc.returncode in ((130, 0) if phase == "starting" else (130,)), stderr
    assert "terminate called" not in stderr and "Traceback" not in stderr
    assert _chunk_count(agent_env) in (before, before + 240)


def _chunk_count(env) -> int:
    out = cli("kb", "list", "--json", env=env)
    assert out.returncode == 0, out.stderr
    return sum(d["chunks"] for d in json.loads(out.stdout))
