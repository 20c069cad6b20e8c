"""Load test of `hr-agent serve`: N concurrent conversations of several turns each, on SQLite
(one server process) and on PostgreSQL (two server processes sharing one database, each turn
of a conversation sent to the other process, as a load balancer would), against the fake
Ollama with a realistic per-call delay, each without and with the hostile mix
(bench/web_hostile.py: a header flood, 30 waiters on one busy conversation, 300 half-open
connections). Loopback only; about two minutes.

    .venv/bin/python bench/bench_web.py [--conversations 20] [--turns 3] [--delay-ms 300] [--mix both|plain|hostile]

Reports turns per second and p50/p95 per turn (request sent → `done` event) and `/api/health`
latency (p95, max, probed every 0.1 s throughout), then checks every conversation's history:
every turn there, in order, each answer the one its own question got (the fake model answers
with the question it was asked), nothing from another conversation; and that health always
answered within a second. Exit 1 when a check fails. The PostgreSQL run needs Debian's
postgresql package (skipped, with a note, when it is not installed).
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import httpx  # noqa: E402

from tests.support.fake_ollama import FakeOllama, Fault  # noqa: E402
from tests.support.postgres import TempPostgres, postgres_bindir  # noqa: E402
from tests.support.web import serve_process  # noqa: E402

import web_hostile  # noqa: E402

QUESTION_IN_PROMPT = re.compile(r"## 问题\n(.*?)\n\n## 历史轨迹\n(.*)", re.S)


def scripted_model(delay_s: float):
    """A model that searches once, then answers by quoting the question it was asked; every
    call takes `delay_s`. Answers depend only on the request, so any number of conversations
    can share the fake server in any order."""
    def reply(body: dict):
        found = QUESTION_IN_PROMPT.search(body.get("prompt", ""))
        question, history = (found.group(1), found.group(2)) if found else ("?", "")
        if "Observation:" not in history:
            text = 'Thought: 先查手册\nAction: search_knowledge_base\nAction Input: {"query": "年休假天数"}'
        else:
            text = f"Thought: 够了\nFinal Answer: 关于「{question}」：年假按累计工作年限5到15天。"
        return Fault.delay(delay_s, then=text)

    return reply


@contextlib.contextmanager
def servers(count: int, env: dict):
    """`count` `hr-agent serve` processes on loopback ports; their base URLs."""
    with contextlib.ExitStack() as stack:
        yield [stack.enter_context(serve_process(env))[0] for _ in range(count)]


async def one_turn(http: httpx.AsyncClient, base: str, thread_id: str, question: str) -> tuple[float, dict | None]:
    started = time.perf_counter()
    answer = None
    async with http.stream("POST", f"{base}/api/threads/{thread_id}/runs", json={"question": question}) as reply:
        if reply.status_code != 200:
            raise RuntimeError(f"HTTP {reply.status_code}: {(await reply.aread())[:200]!r}")
        event = None
        async for line in reply.aiter_lines():
            if line.startswith("event:"):
                event = line[6:].strip()
            elif line.startswith("data:") and event == "answer":
                answer = json.loads(line[5:])
    return time.perf_counter() - started, answer


async def conversation(http, bases: list[str], n: int, turns: int, latencies: list[float], problems: list[str]):
    made = await http.post(f"{bases[n % len(bases)]}/api/threads")
    thread_id = made.json()["id"]
    for t in range(turns):
        base = bases[(n + t) % len(bases)]  # the next turn goes to the other process
        question = f"第{n}号会话第{t + 1}轮：年假有几天？"
        try:
            took, answer = await one_turn(http, base, thread_id, question)
        except (httpx.HTTPError, RuntimeError) as exc:  # a stalled or refusing server: a finding, not a crash
            problems.append(f"{thread_id} turn {t + 1}: {type(exc).__name__} {exc}"[:200])
            continue
        latencies.append(took)
        if not answer or question not in (answer.get("answer") or ""):
            problems.append(f"{thread_id} turn {t + 1}: answer {answer and answer.get('answer')!r}")
    return thread_id


def check_histories(bases: list[str], threads: dict[int, str], turns: int) -> list[str]:
    problems = []
    with httpx.Client(timeout=30) as http:
        for n, thread_id in threads.items():
            history = http.get(f"{bases[-1]}/api/threads/{thread_id}").json()["turns"]
            expected = [f"第{n}号会话第{t + 1}轮：年假有几天？" for t in range(turns)]
            if [t["question"] for t in history] != expected:
                problems.append(f"{thread_id}: questions {[t['question'] for t in history]}")
            for t in history:
                nodes = [s["node"] for s in t["steps"]]
                if t["question"] not in (t["answer"] or "") or nodes != ["think", "act", "think"]:
                    problems.append(f"{thread_id}: turn {t['question']} answer {t['answer']!r} steps {nodes}")
        listed = {t["id"]: t["turns"] for t in http.get(f"{bases[0]}/api/threads?limit=200").json()["threads"]}
        if any(listed.get(thread_id) != turns for thread_id in threads.values()):
            problems.append(f"conversation list: {listed}")
    return problems


async def load(bases: list[str], conversations: int, turns: int, hostile: bool):
    latencies: list[float] = []
    problems: list[str] = []
    seen = web_hostile.Hostile()
    limits = httpx.Limits(max_connections=conversations * 2)
    async with httpx.AsyncClient(timeout=60, limits=limits) as http:
        # One unmeasured question per process: the first search in a process opens the
        # knowledge base (the server warms it up at start, but may not be done yet).
        await asyncio.gather(*(conversation(http, [base], 10_000 + i, 1, [], problems) for i, base in enumerate(bases)))
        done = asyncio.Event()
        beside = web_hostile.start(bases, done, seen, hostile)
        if hostile:
            await asyncio.sleep(1.0)  # the flood, the half-open connections and the waiters first
        started = time.perf_counter()
        ids = await asyncio.gather(*(conversation(http, bases, n, turns, latencies, problems)
                                     for n in range(conversations)))
        wall = time.perf_counter() - started
        done.set()
        await asyncio.gather(*beside)
    return wall, latencies, dict(enumerate(ids)), problems + web_hostile.problems(seen, hostile), seen


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(round(q * len(ordered))) - 1)] if ordered else float("nan")


def run_case(label: str, count: int, env: dict, args, hostile: bool) -> dict:
    with servers(count, env) as bases:
        wall, latencies, threads, problems, seen = asyncio.run(load(bases, args.conversations, args.turns, hostile))
        problems += check_histories(bases, threads, args.turns)
    ms = [x * 1000 for x in latencies]
    return {"label": label, "servers": count, "mix": "hostile" if hostile else "plain", "turns": len(ms),
            "wall": wall, "rate": len(ms) / wall, "p50": statistics.median(ms) if ms else float("nan"), "p95": percentile(ms, 0.95),
            "health_p95": percentile(seen.health_ms, 0.95), "health_max": max(seen.health_ms, default=float("nan")),
            "health_n": len(seen.health_ms), "seen": seen, "ok": not problems, "problems": problems}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=20)
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--delay-ms", type=int, default=300, help="each model call's duration (default 300)")
    parser.add_argument("--mix", choices=("both", "plain", "hostile"), default="both")
    args = parser.parse_args()
    mixes = {"both": (False, True), "plain": (False,), "hostile": (True,)}[args.mix]
    from knowledge.store import KnowledgeBase

    work = Path(tempfile.mkdtemp(prefix="hr-agent-bench-web-"))
    KnowledgeBase(str(work / "kb")).ensure_seeded()
    base_env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    rows = []
    with FakeOllama() as fake:
        # Enough answers for every case's conversations, warm-up turns and waiters that get through.
        fake.push(*[scripted_model(args.delay_ms / 1000)] * ((args.conversations * args.turns + 200) * 2 * 4))
        env = {**base_env, "OLLAMA_HOST": fake.url, "HR_AGENT_KB_DIR": str(work / "kb"),
               "HR_AGENT_TODAY": "2026-03-20", "HR_AGENT_THREADS_DB": str(work / "threads.sqlite")}
        rows += [run_case("SQLite", 1, env, args, hostile) for hostile in mixes]
        bindir = postgres_bindir()
        if bindir is None:
            print("PostgreSQL not installed: the PostgreSQL case is skipped (apt-get install postgresql)")
        else:
            pg = TempPostgres(bindir).start()
            try:
                rows += [run_case("PostgreSQL", 2, {**env, "HR_AGENT_CHECKPOINT_URL": pg.new_database(f"bench{n}")}, args,
                                  hostile) for n, hostile in enumerate(mixes)]
            finally:
                pg.stop()
    shutil.rmtree(work, ignore_errors=True)
    model_floor = 2 * args.delay_ms
    print(f"\n{args.conversations} conversations × {args.turns} turns, 2 model calls per turn at {args.delay_ms} ms "
          f"(a turn cannot take less than {model_floor} ms)\n")
    print("| storage | server processes | mix | turns | wall s | turns/s | p50 ms/turn | p95 ms/turn | "
          "health p95 ms | health max ms | histories |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['label']} | {r['servers']} | {r['mix']} | {r['turns']} | {r['wall']:.1f} | {r['rate']:.1f} | "
              f"{r['p50']:.0f} | {r['p95']:.0f} | {r['health_p95']:.0f} | {r['health_max']:.0f} | "
              f"{'complete, in order' if r['ok'] else 'FAILED'} |")
    for r in rows:
        if r["mix"] == "hostile":
            s = r["seen"]
            print(f"{r['label']} hostile: header floods {len(s.flood_bytes_accepted)}, most written before "
                  f"the server cut one off {max(s.flood_bytes_accepted, default=0) // 1024} KiB of 120 MB; waiters {s.waiter_statuses}; "
                  f"half-open opened {s.half_open_opened}, closed by the server {s.half_open_closed_by_server}; "
                  f"health probes {r['health_n']}")
    for r in rows:
        for problem in r["problems"][:10]:
            print(f"{r['label']}: {problem}")
    return 0 if all(r["ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
