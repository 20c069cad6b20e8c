"""False alarms, misses and cost of the answer check (prompts/answer_check.py).

    .venv/bin/python bench/bench_answer_check.py [--repeat 200] [--probes-only] [--code DIR] [--probes FILE]

0. The probe set (tests/data/answer_probes/probes.jsonl: right and wrong final answers, each after
   real tool calls on three handbooks): false alarms (right answers flagged) and misses (wrong
   answers verified) on the held-out part and the tune part, and the check's cost per answer.
   `--code DIR` checks them with another checkout's code (e.g. `git worktree add /tmp/base e891ca4`,
   then `--code /tmp/base --probes-only` gives the figures before). `--probes FILE` reads another
   probe file of the same format instead (tests/data/answer_probes/heldout2.jsonl: parts "tune"
   and "report"); the answers of a part other than "tune" are counted, never listed.

1. Every scripted answer runs through the real graph against the fake Ollama, with the real
   knowledge base (the bundled handbook) and calendar: the eval set's questions with their
   scripted replies (tests/data/eval_*.jsonl, follow-ups on their question's thread) and the
   shared scripted runs of the test suite (tests/support/scripts.py). An answer "flagged" is one
   the check sent back for a retry or gave unverified. Reported: correct answers flagged (the
   target is 0) and the scripts known to be wrong (SCRIPTED_WRONG) that it caught.
2. Cost per answer: building the conversation's grounds plus checking the answer, against
   parsing the same model reply (`parse_react_output`, which every step pays) in the same process.
"""
from __future__ import annotations

import argparse
import datetime as dt
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PROBES = REPO / "tests/data/answer_probes/probes.jsonl"
if "--code" in sys.argv:  # another checkout's modules, this checkout's probes and bench
    sys.path.insert(0, str(Path(sys.argv[sys.argv.index("--code") + 1]).resolve()))
else:
    sys.path.insert(0, str(REPO))

from tests.support.eval_script import QUESTIONS, REPLIES, SCRIPTED_WRONG, jsonl, scripted_model  # noqa: E402
from tests.support.fake_ollama import FakeOllama  # noqa: E402
from tests.support import scripts  # noqa: E402

SUITE_RUNS = {
    "DESIGN_RUN": scripts.DESIGN_RUN,
    "count then FINAL": [scripts.SEARCH_LEAVE, scripts.GET_DATE, scripts.COUNT_WORKDAYS, scripts.FINAL],
    "search then LEAVE_RULE_FINAL": [scripts.SEARCH_LEAVE, scripts.LEAVE_RULE_FINAL],
    "date then TODAY_FINAL": [scripts.GET_DATE, scripts.TODAY_FINAL],
    "TODAY_FINAL alone": [scripts.TODAY_FINAL],
}


def flagged(state: dict) -> bool:
    return state.get("verified") is False or any(s.get("outcome") == "retry_answer" for s in state.get("steps", []))


def run_eval_set(kb_dir: str) -> list[dict]:
    from evals.questions import load_questions
    from cli.eval_cmd import run_questions
    from nodes.context import Context

    questions, replies = jsonl(QUESTIONS), jsonl(REPLIES)
    results: list[dict] = []
    with FakeOllama() as fake:
        fake.push(*[scripted_model(questions, replies)] * (2 * sum(len(r["replies"]) for r in replies)))
        ctx = Context(ollama_host=fake.url, kb_dir=kb_dir, today="2026-03-20")
        run_questions(load_questions(QUESTIONS), ctx, 1, results)
    return results


def run_suite(kb_dir: str) -> dict[str, dict]:
    from graph.builder import graph
    from nodes.context import Context
    from tests.support.harness import QUESTION

    out = {}
    for name, items in SUITE_RUNS.items():
        with FakeOllama() as fake:
            fake.push(*items)
            ctx = Context(ollama_host=fake.url, kb_dir=kb_dir, today="2026-03-20")
            out[name] = graph.invoke({"question": QUESTION}, context=ctx)
    return out


def timing(results: list[dict], repeat: int) -> dict[str, float]:
    """µs per answer, medians over `repeat` rounds: building the grounds and checking the answer
    with the clause cache cold (every clause read afresh) and warm (a thread's later answers),
    and two baselines in the same process: parsing the same model reply, and building and
    sizing the prompt of the step that wrote it (what every think step pays)."""
    from prompts.answer_check import claim_problems
    from prompts.claims import claim_text
    from prompts.compaction import estimate_tokens
    from prompts.grounds import _source_facts, grounds_for
    from prompts.parser import parse_react_output
    from prompts.react_prompt import build_react_prompt
    from nodes.resources import tool_registry
    from nodes.context import Context

    tools = list(tool_registry(Context(kb_dir=tempfile.mkdtemp())))
    cases = []
    for r in results:
        final = next((t for t in reversed(r["trajectory"]) if "Final Answer:" in t), None)
        if final and r["answer"]:
            turn = {"question": "", "trajectory": r["trajectory"]}
            cases.append((r["question"], dt.date.fromisoformat(r["today"]), turn, r["answer"], final))
    rounds: dict[str, list[float]] = {"cold": [], "warm": [], "parse": [], "prompt": []}
    for _ in range(repeat):
        for mode in ("cold", "warm"):
            if mode == "warm":  # the thread's clauses already read once
                for question, today, turn, answer, _ in cases:
                    claim_problems(answer, grounds_for(question, today, [], [turn]))
            t0 = time.perf_counter()
            for question, today, turn, answer, _ in cases:
                if mode == "cold":
                    for cache in (_source_facts, claim_text):
                        cache.cache_clear()
                claim_problems(answer, grounds_for(question, today, [], [turn]))
            rounds[mode].append((time.perf_counter() - t0) / len(cases) * 1e6)
        t0 = time.perf_counter()
        for *_, final in cases:
            parse_react_output(final, tools)
        rounds["parse"].append((time.perf_counter() - t0) / len(cases) * 1e6)
        t0 = time.perf_counter()
        for question, _, turn, _, _ in cases:  # what every think step pays before its model call
            estimate_tokens(build_react_prompt(question, turn["trajectory"][:-1], tools))
        rounds["prompt"].append((time.perf_counter() - t0) / len(cases) * 1e6)
    return {k: statistics.median(v) for k, v in rounds.items()}


def probe_figures(rows: list[dict]) -> dict:
    """{split: {"correct", "false_alarms", "wrong", "misses", "alarm_ids", "miss_ids"}} and the µs per answer."""
    from prompts.answer_check import claim_problems
    from prompts.grounds import grounds_for

    out: dict = {}
    started = time.perf_counter()
    for r in rows:
        grounds = grounds_for(r["question"], dt.date.fromisoformat(r["today"]), r["tool_calls"])
        flagged = bool(claim_problems(r["answer"], grounds))
        f = out.setdefault(r["split"], {"correct": 0, "false_alarms": 0, "wrong": 0, "misses": 0, "alarm_ids": [], "miss_ids": []})
        if r["label"] == "correct":
            f["correct"] += 1
            if flagged:
                f["false_alarms"] += 1
                f["alarm_ids"].append(r["id"])
        else:
            f["wrong"] += 1
            if not flagged:
                f["misses"] += 1
                f["miss_ids"].append(r["id"])
    out["us_per_answer"] = (time.perf_counter() - started) / len(rows) * 1e6
    return out


def probe_cost(rows: list[dict], repeat: int) -> tuple[float, float]:
    """(µs per answer for grounds + check, warm caches; µs to parse the same final reply), medians."""
    from prompts.answer_check import claim_problems
    from prompts.grounds import grounds_for
    from prompts.parser import parse_react_output
    from nodes.resources import tool_registry
    from nodes.context import Context

    tools = list(tool_registry(Context(kb_dir=tempfile.mkdtemp())))
    check, parse = [], []
    for _ in range(repeat):
        t0 = time.perf_counter()
        for r in rows:
            claim_problems(r["answer"], grounds_for(r["question"], dt.date.fromisoformat(r["today"]), r["tool_calls"]))
        check.append((time.perf_counter() - t0) / len(rows) * 1e6)
        t0 = time.perf_counter()
        for r in rows:
            parse_react_output("Thought: 已有足够信息\nFinal Answer: " + r["answer"], tools)
        parse.append((time.perf_counter() - t0) / len(rows) * 1e6)
    return statistics.median(check), statistics.median(parse)


def report_probes(repeat: int, path: Path = PROBES) -> None:
    import json

    # One line per question (its calls, then its answers): one row per answer. Read here, not with
    # tests.support.answer_probes, which another checkout (--code) does not have.
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [{**group, **answer} for group in lines for answer in group.pop("answers")]
    figures = probe_figures(rows)
    print(f"probe file: {path.relative_to(REPO) if path.is_relative_to(REPO) else path}")
    for split in sorted((s for s in figures if s != "us_per_answer"), key=lambda s: s == "tune"):
        f = figures[split]
        print(f"probes {split}: false alarms {f['false_alarms']}/{f['correct']} ({f['false_alarms'] / f['correct']:.1%}), "
              f"misses {f['misses']}/{f['wrong']} ({f['misses'] / f['wrong']:.1%})")
        if split == "tune":  # a held-out part is reported, never inspected answer by answer
            print(f"  tune false alarms: {f['alarm_ids']}; tune misses: {f['miss_ids']}")
    check, parse = probe_cost(rows, max(1, repeat // 20))
    print(f"cost per answer on the probes (grounds + check, median of {max(1, repeat // 20)} rounds): {check:.0f} µs; "
          f"parsing the same final reply {parse:.0f} µs (×{check / parse:.1f})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--probes-only", action="store_true", help="only the probe set's figures and cost")
    ap.add_argument("--code", help="check with another checkout's code (the figures before)")
    ap.add_argument("--probes", type=Path, default=PROBES, help="the probe file (default: probes.jsonl)")
    args = ap.parse_args()
    report_probes(args.repeat, args.probes.resolve())
    if args.probes_only:
        return 0
    from knowledge.store import KnowledgeBase

    kb_dir = tempfile.mkdtemp(prefix="bench-check-kb-")
    KnowledgeBase(kb_dir).ensure_seeded()

    results = run_eval_set(kb_dir)
    wrong = [r for r in results if r["id"] in SCRIPTED_WRONG]
    right = [r for r in results if r["id"] not in SCRIPTED_WRONG]
    alarms = [r for r in right if r.get("verified") is False or "retry_answer" in [s.get("outcome") for s in r["step_records"]]]
    print(f"eval set: {len(results)} scripted answers; correct ones flagged: {len(alarms)}/{len(right)}; "
          f"known-wrong ones caught: {sum(1 for r in wrong if r.get('verified') is False)}/{len(wrong)}")
    for r in alarms:
        print(f"  false alarm {r['id']}: {r.get('problems')} — {r['answer']}")
    suite = run_suite(kb_dir)
    suite_alarms = [name for name, state in suite.items() if flagged(state)]
    print(f"test-suite scripts: {len(suite)} runs; correct ones flagged: {len(suite_alarms)}/{len(suite)}")
    for name in suite_alarms:
        print(f"  false alarm {name}: {suite[name].get('problems')}")
    t = timing(results, args.repeat)
    print(f"cost per answer ({len(results)} answers × {args.repeat} rounds, medians): grounds + check "
          f"{t['cold']:.0f} µs with every clause read afresh, {t['warm']:.0f} µs with the thread's clauses cached; "
          f"parsing the same reply {t['parse']:.0f} µs (×{t['cold'] / t['parse']:.1f} cold, ×{t['warm'] / t['parse']:.1f} warm); "
          f"building that step's prompt {t['prompt']:.0f} µs (×{t['cold'] / t['prompt']:.2f} cold, ×{t['warm'] / t['prompt']:.2f} warm)")
    import os
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
