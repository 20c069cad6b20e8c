"""Agent overhead benchmark: one scripted question through the real graph, against baselines
run in the same process.

    .venv/bin/python bench/bench_agent.py [--runs 5]

Reports:
  * the design's question (search → date → workday arithmetic → answer) end to end, against
    the same four completions fetched with the bare `ollama` client (the floor: HTTP + the
    fake server), so the ratio is what the graph, tools and knowledge base add. Every run
    searches different words, so the query embedding is paid every time (no cached vector),
    with two kinds of search words:
      - what a model sends: the 45 distinct search words of the eval set's scripted replies
        (tests/data/eval_replies.jsonl, 13.1 characters on average; the real small-model
        outputs in tests/data/small_model_outputs.jsonl search 4-character words);
      - whole user questions (the retrieval eval's, 37 characters on average): a model that
        pastes the question into the search, the longest query embedding;
    and with a model that answers at once and one that takes `--latency-ms` per call (a
    fast GPU answers a short ReAct step in ~20 ms);
  * a SQLite-checkpointed run with WAL + synchronous=NORMAL (what `--thread` uses) against
    SQLite's defaults (rollback journal, synchronous=FULL), per step.
The model is the fake Ollama server from tests/: this measures the agent, not a model.
"""
from __future__ import annotations

import argparse
import itertools
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import ollama  # noqa: E402

from tests.support.fake_ollama import Fault, FakeOllama  # noqa: E402
from tests.support.scripts import DESIGN_RUN, SEARCH_LEAVE  # noqa: E402

QUESTION = "请假需要提前几天申请？如果今天申请，最早哪天能开始休？"


def design_run(query: str, latency_s: float) -> list:
    """The design's four completions, searching `query`, each answered after `latency_s`."""
    search = SEARCH_LEAVE.replace("请假提前申请天数", query.replace('"', "'"))
    items = [search, *DESIGN_RUN[1:]]
    return [Fault.delay(latency_s, then=t) for t in items] if latency_s else items


def eval_queries() -> list[str]:
    """The retrieval eval's questions, whole."""
    path = REPO / "tests" / "data" / "retrieval_eval.jsonl"
    return [json.loads(line)["question"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def model_search_words(tools) -> list[str]:
    """The distinct search words the eval set's scripted model replies send, in file order,
    read by the agent's own parser."""
    from prompts.parser import parse_react_output

    words = []
    for line in (REPO / "tests" / "data" / "eval_replies.jsonl").read_text(encoding="utf-8").splitlines():
        for reply in json.loads(line)["replies"] if line.strip() else []:
            turn = parse_react_output(reply, tools)
            if turn.kind == "action" and turn.tool == "search_knowledge_base":
                words.append(turn.tool_input["query"])
    return list(dict.fromkeys(words))


def distinct(queries: list[str]):
    """Endless, never repeating: each round after the first adds a word models also append."""
    for suffix in itertools.chain(["", " 规定", " 要求", " 标准"], (f" {n}" for n in itertools.count(2))):
        for query in queries:
            yield query + suffix


def machinery_ms(ctx, steps: int, runs: int = 200) -> float:
    """Median ms of a graph with the agent's state schema, context and shape (start_turn, then
    think/act for `steps` node runs) whose nodes do nothing: what LangGraph itself costs."""
    from langgraph.graph import END, START, StateGraph

    from nodes.context import Context
    from nodes.state import AgentState, InputState

    g = StateGraph(AgentState, context_schema=Context, input_schema=InputState)
    g.add_node("start_turn", lambda s: {"step_count": 0})
    g.add_node("think", lambda s: {"step_count": s["step_count"] + 1, "trajectory": ["t"], "steps": [{"node": "think"}]})
    g.add_node("act", lambda s: {"trajectory": ["o"], "steps": [{"node": "act"}]})
    g.add_edge(START, "start_turn")
    g.add_edge("start_turn", "think")
    g.add_conditional_edges("think", lambda s: END if s["step_count"] * 2 > steps else "act", ["act", END])
    g.add_edge("act", "think")
    app = g.compile()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        app.invoke({"question": QUESTION}, context=ctx)
        times.append(time.perf_counter() - t)
    return median_ms(times)


def median_ms(samples):
    return statistics.median(samples) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--latency-ms", type=float, default=20.0, help="model latency per call for the second row")
    args = ap.parse_args()

    from graph.builder import compile_graph, graph
    from nodes.context import Context
    from nodes.resources import resources_for
    from knowledge.store import KnowledgeBase
    from langgraph.checkpoint.sqlite import SqliteSaver

    kb_dir = tempfile.mkdtemp(prefix="bench-kb-")
    t0 = time.perf_counter()
    KnowledgeBase(kb_dir).ensure_seeded()
    print(f"seeding the bundled handbook: {time.perf_counter() - t0:.1f} s (one-off)")

    with FakeOllama() as fake:
        ctx = Context(ollama_host=fake.url, kb_dir=kb_dir, today="2026-03-20")
        model_words = distinct(model_search_words(resources_for(ctx).tools))
        searches = {"search words a model sends": model_words,
                    "whole questions as search words": distinct(eval_queries())}
        client = ollama.Client(host=fake.url)
        fake.push(*design_run("热身", 0))
        graph.invoke({"question": QUESTION}, context=ctx)  # warm-up: model load, jieba, snapshot
        print("\n| search | model latency | bare client, same requests (baseline) ms | through the graph ms | ratio |"
              "\n|---|---|---|---|---|")
        for kind, queries in searches.items():
            for latency_ms in (0, args.latency_ms):
                bare, agent = [], []
                for _ in range(args.runs):
                    query = next(queries)
                    fake.push(*design_run(query, latency_ms / 1000))
                    t = time.perf_counter()
                    state = graph.invoke({"question": QUESTION}, context=ctx)
                    agent.append(time.perf_counter() - t)
                    assert state["stop_reason"] == "final_answer"
                    # The baseline sends the very requests the agent just sent (prompt and
                    # options), so both pay the same HTTP, prompt size and model latency.
                    sent = fake.bodies("/api/generate")[-4:]
                    fake.push(*design_run(query, latency_ms / 1000))
                    t = time.perf_counter()
                    for body in sent:
                        for _part in client.generate(model=body["model"], prompt=body["prompt"],
                                                     options=body.get("options"), stream=True):
                            pass
                    bare.append(time.perf_counter() - t)
                print(f"| {kind} | {latency_ms:g} ms per call | {median_ms(bare):.1f} | {median_ms(agent):.1f} | "
                      f"{median_ms(agent) / median_ms(bare):.2f} |")
        tools_ms = sum(s["elapsed_ms"] for s in state["steps"] if s["node"] == "act")
        print(f"(of which tools in `act`: {tools_ms:.1f} ms in the last run; LangGraph's own machinery for the "
              f"same {len(state['steps']) + 1} node runs with empty nodes: {machinery_ms(ctx, len(state['steps'])):.1f} ms)")
        queries = model_words  # carries on where the rows above stopped: no word searched twice

        def checkpointed(tuned: bool) -> float:
            with tempfile.TemporaryDirectory() as d:
                conn = sqlite3.connect(str(Path(d) / "t.sqlite"), check_same_thread=False)
                if tuned:
                    conn.execute("PRAGMA journal_mode=WAL")
                    conn.execute("PRAGMA synchronous=NORMAL")
                app = compile_graph(checkpointer=SqliteSaver(conn))
                times = []
                for i in range(args.runs):
                    fake.push(*design_run(next(queries), 0))
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
