"""Helpers shared by test modules (fixtures live in conftest.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support.forkserver import python_command
from tests.support.inprocess import run_main, subprocess_env

REPO = Path(__file__).resolve().parents[2]


def repo_path(relative: str) -> str:
    return str(REPO / relative)


def cli(*args, env=None, timeout=180, stdin=None) -> subprocess.CompletedProcess:
    """Run the CLI as a user does, with only the given HR_AGENT_*/OLLAMA_HOST settings: `main`
    called in this process, isolated as a fresh process would be (tests/support/inprocess.py),
    with the same exit code and stdout/stderr text. `timeout` applies to `cli_process` only.
    HR_TEST_CLI=process runs every such call as a subprocess instead, to check the two agree."""
    if os.environ.get("HR_TEST_CLI") == "process":
        return cli_process(*args, env=env, timeout=timeout, stdin=stdin)
    return run_main(args, env=env, stdin=stdin)


def cli_process(*args, env=None, timeout=180, stdin=None, fresh_interpreter=False) -> subprocess.CompletedProcess:
    """The CLI as a real subprocess of `step8_react_agent.py`, for what only a process shows:
    the entry point's exit path, signals, state that must survive it. Forked with the libraries
    already imported (tests/support/forkserver.py); `fresh_interpreter` for what a new
    interpreter's start-up shows (what it imports, how soon it answers)."""
    return subprocess.run(
        [*([sys.executable] if fresh_interpreter else python_command()), str(REPO / "step8_react_agent.py"), *args],
        capture_output=True, text=True, env=subprocess_env(env), timeout=timeout, cwd=REPO, input=stdin,
    )


TODAY = "2026-03-20"  # a Friday: the design article's example day
QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"


def run(ctx, question=QUESTION):
    """One question through the module-level compiled graph (no checkpointer), as Studio would."""
    from graph.builder import graph

    return graph.invoke({"question": question}, context=ctx)


def observations(state) -> list[str]:
    return [line for line in state["trajectory"] if line.startswith("Observation:")]


def prompts(fake) -> list[str]:
    return [b["prompt"] for b in fake.bodies("/api/generate")]
