"""Time prompts.parser.parse_react_output on adversarial 100 KB inputs and on the
small-model corpus, next to json.loads of a same-size valid document in this process
(so the numbers can be compared across machines).

    /work/venv/bin/python bench/bench_parser.py
    /work/venv/bin/python bench/bench_parser.py --against REV   # this parser against the one at git REV

With --against, both parsers run in this process, alternating input by input and which goes
first, so a busy machine slows both alike; the ratios are what to read.
"""
from __future__ import annotations

import argparse
import importlib
import json
import statistics
import subprocess
import sys
import tempfile
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


def parser_at(rev: str):
    """parse_react_output as prompts/parser.py (and prompts/arguments.py) were at git `rev`."""
    with tempfile.TemporaryDirectory() as tmp:
        package = Path(tmp) / "parser_at_rev"
        package.mkdir()
        (package / "__init__.py").write_text("")
        for name in ("parser", "arguments"):
            show = subprocess.run(["git", "-C", str(REPO), "show", f"{rev}:prompts/{name}.py"], capture_output=True, text=True)
            if show.returncode and name == "parser":
                print(f"--against: {rev!r} is not a git revision that has prompts/parser.py", file=sys.stderr)
                raise SystemExit(2)
            # arguments.py is newer than some revisions: an empty module then
            (package / f"{name}.py").write_text(show.stdout.replace("from prompts.arguments", "from parser_at_rev.arguments"))
        sys.path.insert(0, tmp)
        try:
            return importlib.import_module("parser_at_rev.parser").parse_react_output
        finally:
            sys.path.remove(tmp)


def interleaved(parsers: tuple, texts: list[str], rounds: int) -> list[list[float]]:
    """Best time of each parser per text; every round alternates which parser goes first."""
    best = [[float("inf")] * len(parsers) for _ in texts]
    for r in range(rounds):
        order = tuple(range(len(parsers)))[:: 1 if r % 2 else -1]
        for i, text in enumerate(texts):
            for which in order:
                t0 = time.perf_counter()
                parsers[which](text, TOOLS)
                best[i][which] = min(best[i][which], time.perf_counter() - t0)
    return best


def compare(rev: str) -> None:
    parsers = (parse_react_output, parser_at(rev))
    corpus = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    pairs = interleaved(parsers, corpus, rounds=200)
    ours, theirs = sum(a for a, _ in pairs), sum(b for _, b in pairs)
    print(f"corpus ({len(corpus)} outputs): this {ours * 1e6:.0f} us, {rev} {theirs * 1e6:.0f} us in all; "
          f"ratio {ours / theirs:.3f}; median per output {statistics.median(a / b for a, b in pairs):.3f}")
    for name, (a, b) in zip(ADVERSARIAL, interleaved(parsers, list(ADVERSARIAL.values()), rounds=7)):
        print(f"{name:24s} this {a * 1e3:7.3f} ms  {rev} {b * 1e3:7.3f} ms  ratio {a / b:5.2f}")


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--against", metavar="REV", help="also time the parser at this git revision, interleaved")
    rev = args.parse_args().against
    if rev:
        return compare(rev)
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
