"""What an ingest's process pays to load jieba's dictionary: jieba's own initialize() (marshal
reading the open cache file) against knowledge.lexical's load of the same cache in one read,
interleaved in one process, each on a new tokenizer.

    .venv/bin/python bench/bench_jieba_load.py [--runs 5]
"""
from __future__ import annotations

import argparse
import logging
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    import jieba

    from knowledge.lexical import _jieba_cache_dir, _load_cached_dictionary

    jieba.setLogLevel(logging.CRITICAL)
    folder = str(_jieba_cache_dir())

    def jiebas_own():
        tk = jieba.Tokenizer()
        tk.tmp_dir = folder
        tk.initialize()
        return tk

    def one_read():
        tk = jieba.Tokenizer()
        tk.tmp_dir = folder
        assert _load_cached_dictionary(tk), "no jieba cache yet: run an ingest first"
        return tk

    jiebas_own()  # writes the cache if there is none
    times: dict[str, list[float]] = {"jieba's initialize()": [], "one read (knowledge.lexical)": []}
    for _ in range(args.runs):
        for (name, load) in zip(times, (jiebas_own, one_read)):
            started = time.process_time()
            tk = load()
            times[name].append(time.process_time() - started)
            del tk
    base = statistics.median(times["jieba's initialize()"])
    for name, runs in times.items():
        median = statistics.median(runs)
        print(f"{name:32s} median {median:.3f} CPU s  ratio {median / base:.2f}")


if __name__ == "__main__":
    main()
