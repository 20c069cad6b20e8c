"""Time prompts.parser.parse_react_output on adversarial 100 KB inputs and on the
small-model corpus, next to json.loads of a same-size valid document in this process
(so the numbers can be compared across machines).

    /work/venv/bin/python bench/bench_parser.py
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from tests.unit.test_parser import ADVERSARIAL, TOOLS  # noqa: E402  (one definition of the inputs)

from prompts.parser import parse_react_output  # noqa: E402

CORPUS = REPO / "tests" / "data" / "small_model_outputs.jsonl"


def best_of(fn, arg, repeat: int = 7) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn(arg)
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> None:
    parse = lambda text: parse_react_output(text, TOOLS)  # noqa: E731
    parse("warm up: Action: get_current_date")

    print(f"{'adversarial input':24s} {'chars':>8s} {'parse ms':>9s} {'json.loads ms':>14s} {'ratio':>6s}")
    worst_name, worst, worst_base = "", 0.0, 1.0
    for name, text in ADVERSARIAL.items():
        doc = json.dumps({"text": "x" * max(len(text) - 12, 0)})
        base = best_of(json.loads, doc)
        t = best_of(parse, text)
        print(f"{name:24s} {len(text):8d} {t * 1e3:9.3f} {base * 1e3:14.3f} {t / base:6.1f}")
        if t > worst:
            worst_name, worst, worst_base = name, t, base

    texts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    per_text = [best_of(parse, t) for t in texts]
    median = statistics.median(per_text)
    median_len = int(statistics.median(len(t) for t in texts))
    base_small = best_of(json.loads, json.dumps({"text": "x" * median_len}), repeat=50)

    print()
    print(f"worst case: {worst * 1e3:.3f} ms ({worst_name}), {worst / worst_base:.1f}x json.loads of the same size")
    print(
        f"corpus ({len(texts)} outputs): median {median * 1e6:.1f} us, max {max(per_text) * 1e6:.1f} us; "
        f"json.loads of a {median_len}-char document {base_small * 1e6:.1f} us ({median / base_small:.0f}x)"
    )


if __name__ == "__main__":
    main()
