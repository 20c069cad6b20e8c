"""Helpers shared by test modules (fixtures live in conftest.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


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
