"""What a fresh process pays to get BM25 ready: tokenizing every chunk with jieba (what
every process did before tokens were saved with the generation) against loading the saved
tokens, in one process, on an existing knowledge base.

    PYTHONPATH=. python bench/bench_lexical_load.py --kb-dir DIR [--repeat 5]
"""
from __future__ import annotations

import argparse
import statistics
import time

from knowledge import disk
from knowledge.lexical import BM25, lexical_tokens
from knowledge.lexical import lexical_text
from knowledge.store import KnowledgeBase


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kb-dir", required=True)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    kb = KnowledgeBase(args.kb_dir)
    snap = kb.snapshot()
    lexical_tokens("年假")  # jieba's dictionary loads once either way (the query needs it)

    def tokenize() -> None:
        BM25([lexical_tokens(lexical_text(m, d)) for d, m in zip(snap.documents, snap.metadatas)])

    def load() -> None:
        saved = disk.load_lexical(kb.store.kb_dir, snap.key)
        BM25([saved[i] for i in snap.ids])

    times = {}
    for name, fn in (("tokenize", tokenize), ("load saved", load)):
        runs = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            fn()
            runs.append(time.perf_counter() - t0)
        times[name] = statistics.median(runs)
        print(f"{name:>10}: median {times[name] * 1000:.1f} ms over {args.repeat} runs ({len(snap.ids)} chunks)")
    print(f"loading saved tokens takes {times['load saved'] / times['tokenize']:.2f}x the time of tokenizing")


if __name__ == "__main__":
    main()
