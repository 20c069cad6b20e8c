"""Agent overhead benchmark: one scripted question through the real graph, against baselines
run in the same process.

    .venv/bin/python bench/bench_agent.py [--runs 5]

Reports:
  * the design's question (search → date → workday arithmetic → answer) end to end, against
    the same four completions fetched with the bare `ollama` client (the floor: HTTP + the
    fake server), so the ratio is what the graph, tools and knowledge base add;
  * a SQLite-checkpointed run with WAL + synchronous=NORMAL (what `--thread` uses) against
    SQLite's defaults (rollback journal, synchronous=FULL), per step.
The model is the fake Ollama server from tests/: this measures the agent, not a model.
"""
from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tests")]

import ollama  # noqa: E402

from fake_ollama import FakeOllama  # noqa: E402
from scripts import DESIGN_RUN  # noqa: E402


def median_ms(samples):
    return statistics.median(samples) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()

    from graph.builder import compile_graph, graph
    from nodes.context import Context
    from knowledge.store import KnowledgeBase
    from langgraph.checkpoint.sqlite import SqliteSaver

    kb_dir = tempfile.mkdtemp(prefix="bench-kb-")
    t0 = time.perf_counter()
    KnowledgeBase(kb_dir).ensure_seeded()
    print(f"seeding the bundled handbook: {time.perf_counter() - t0:.1f} s (one-off)")

    with FakeOllama() as fake:
        ctx = Context(ollama_host=fake.url, kb_dir=kb_dir, today="2026-03-20")
        client = ollama.Client(host=fake.url)
        fake.push(*DESIGN_RUN)
        graph.invoke({"question": "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"}, context=ctx)  # warm-up
        # The baseline sends the very prompts the agent sent, so both pay the same HTTP and prompt size.
        agent_prompts = [b["prompt"] for b in fake.bodies("/api/generate")]

        bare, agent = [], []
        for _ in range(args.runs):
            fake.push(*DESIGN_RUN)
            t = time.perf_counter()
            for prompt in agent_prompts:
                for _part in client.generate(model="qwen2.5:7b", prompt=prompt, stream=True):
                    pass
            bare.append(time.perf_counter() - t)
            fake.push(*DESIGN_RUN)
            t = time.perf_counter()
            state = graph.invoke({"question": "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"}, context=ctx)
            agent.append(time.perf_counter() - t)
            assert state["stop_reason"] == "final_answer"
        tools_ms = sum(s["elapsed_ms"] for s in state["steps"] if s["node"] == "act")
        print("\n| run | median ms | ratio |\n|---|---|---|")
        print(f"| the same 4 prompts with the bare client (baseline) | {median_ms(bare):.1f} | 1.00 |")
        print(f"| scripted question through the graph | {median_ms(agent):.1f} | {median_ms(agent) / median_ms(bare):.2f} |")
        print(f"(of which tools in `act`: {tools_ms:.1f} ms in the last run)")

        def checkpointed(tuned: bool) -> float:
            with tempfile.TemporaryDirectory() as d:
                conn = sqlite3.connect(str(Path(d) / "t.sqlite"), check_same_thread=False)
                if tuned:
                    conn.execute("PRAGMA journal_mode=WAL")
                    conn.execute("PRAGMA synchronous=NORMAL")
                app = compile_graph(checkpointer=SqliteSaver(conn))
                times = []
                for i in range(args.runs):
                    fake.push(*DESIGN_RUN)
                    t = time.perf_counter()
                    app.invoke({"question": f"问题{i}"}, {"configurable": {"thread_id": f"t{i}"}}, context=ctx)
                    times.append(time.perf_counter() - t)
                conn.close()
                return median_ms(times)

        default_ms, tuned_ms = checkpointed(False), checkpointed(True)
        steps = len(state["steps"])
        print("\n| SQLite checkpointer | median ms per question | per step | ratio |\n|---|---|---|---|")
        print(f"| defaults (rollback journal, synchronous=FULL) | {default_ms:.1f} | {default_ms / steps:.1f} | 1.00 |")
        print(f"| WAL + synchronous=NORMAL | {tuned_ms:.1f} | {tuned_ms / steps:.1f} | {tuned_ms / default_ms:.2f} |")


if __name__ == "__main__":
    main()
