"""Helpers shared by test modules (fixtures live in conftest.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def repo_path(relative: str) -> str:
    return str(REPO / relative)


def cli(*args, env=None, timeout=180, stdin=None):
    """Run the CLI as a user does: a subprocess, with only the given HR_AGENT_*/OLLAMA_HOST settings."""
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, str(REPO / "step8_react_agent.py"), *args],
        capture_output=True, text=True, env=full_env, timeout=timeout, cwd=REPO, input=stdin,
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
