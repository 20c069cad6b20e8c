"""Fresh-process start-up: what a person waits for before a command does anything.

    .venv/bin/python bench/bench_start.py [--runs 7] [--repo DIR]

Each command runs in a new process, `--runs` times, interleaved with the baseline
`python -c "import chromadb"` (the one heavy import the design needs), and is reported as its
median wall time and as a ratio to the baseline's median measured in the same run:

  * `tool get_current_date '{}'`  — needs neither LangGraph nor the knowledge base;
  * `search 年假`                  — a fresh process's whole search, with its peak RSS;
  * `ask …` to its first model request — process start until the fake Ollama server (tests/)
    receives the first /api/generate.

`--repo DIR` runs the commands of another checkout (e.g. an older commit unpacked with
`git archive`) with this venv, for a before/after table in one run.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.support.fake_ollama import FakeOllama  # noqa: E402

QUESTION = "年假有几天？"
FINAL = "Thought: 已有足够信息\nFinal Answer: 测试回答。"


def run_once(argv: list[str], env: dict, cwd: Path) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one fresh process."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv[:4])} … failed ({proc.returncode}): {err[-400:]}")
    return wall, usage.ru_maxrss / 1024


def first_request_seconds(argv: list[str], env: dict, cwd: Path, fake: FakeOllama) -> float:
    """Process start until the fake server receives the first /api/generate."""
    arrived: list[float] = []

    def answer(_body):
        arrived.append(time.perf_counter())
        return FINAL

    fake.push(answer)
    started = time.perf_counter()
    subprocess.run(argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return arrived[0] - started


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--repo", type=Path, default=REPO, help="checkout whose commands are timed")
    args = ap.parse_args()
    repo = args.repo.resolve()
    script = str(repo / "step8_react_agent.py")
    py = sys.executable

    kb_dir = Path(tempfile.mkdtemp(prefix="bench-start-kb-"))
    base_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    env = {**base_env, "PYTHONPATH": str(repo), "HR_AGENT_KB_DIR": str(kb_dir), "HR_AGENT_TODAY": "2026-03-20",
           "HR_AGENT_THREADS_DB": str(kb_dir / "threads.sqlite")}
    subprocess.run([py, script, "ingest", str(repo / "knowledge" / "handbook"), "--kb-dir", str(kb_dir)],
                   env=env, cwd=repo, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    commands = {
        "python -c 'import chromadb' (baseline)": [py, "-c", "import chromadb"],
        "tool get_current_date '{}'": [py, script, "tool", "get_current_date", "{}"],
        "search 年假": [py, script, "search", "年假"],
    }
    walls: dict[str, list[float]] = {name: [] for name in commands}
    rss: dict[str, list[float]] = {name: [] for name in commands}
    ask: list[float] = []
    with FakeOllama() as fake:
        ask_env = {**env, "OLLAMA_HOST": fake.url}
        ask_argv = [py, script, "ask", QUESTION, "--quiet", "--no-stream"]
        for _ in range(args.runs):  # interleaved, so load on the machine hits every row alike
            for name, argv in commands.items():
                wall, peak = run_once(argv, env, repo)
                walls[name].append(wall)
                rss[name].append(peak)
            ask.append(first_request_seconds(ask_argv, ask_env, repo, fake))

    base = statistics.median(walls["python -c 'import chromadb' (baseline)"])
    print(f"\n{repo} — median of {args.runs} fresh processes\n")
    print("| command | median s | × import chromadb | peak RSS MB |\n|---|---|---|---|")
    for name in commands:
        med = statistics.median(walls[name])
        print(f"| {name} | {med:.2f} | {med / base:.2f} | {statistics.median(rss[name]):.0f} |")
    med = statistics.median(ask)
    print(f"| ask: process start → first model request | {med:.2f} | {med / base:.2f} | – |")


if __name__ == "__main__":
    main()
