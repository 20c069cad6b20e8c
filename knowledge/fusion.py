"""Ranking arithmetic, pure: dense scan, top-n, fusion of the dense and lexical rankings,
one hit per content, and the topic statistic the gate uses. No I/O and no model here; the
store feeds these functions arrays. (Ranking across scripts: knowledge.language; the
relevance gate: knowledge.gate.)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

# Fusion of the dense and lexical rankings: a convex combination of their scores, each
# min-max scaled over the candidates (cosine) or divided by the best candidate's (BM25),
# after Bruch et al., "An Analysis of Fusion Functions for Hybrid Retrieval" (2023).
# Reciprocal-rank fusion (the previous default, kept in bench/ranking.py) throws the score
# gaps away: when the handbook sits among thousands of other documents, e5's cosines crowd
# into a band a few hundredths wide and a clause that BM25 scores 3x higher than anything
# else (it names the exact "客户名单") still lost to fifty notices a hundredth closer in
# cosine. On the 90 labelled questions (bench/bench_kb.py, bench/eval_retrieval.py --sweep)
# the convex combination keeps recall@3 at 0.84-0.87 from the handbook alone up to 10,000
# filler chunks, where RRF fell from 0.88 to 0.82. Dense weights 0.6-0.75 and pools of
# 20-100 all behave alike; 0.7 and 50 sit in the middle.
DENSE_WEIGHT = 0.7
FUSION_POOL = 50  # candidates from each ranker (or 4 x k when that is more)


@dataclass(frozen=True)
class Candidates:
    """The union of both rankers' pools: snapshot indices and, aligned with them, each
    candidate's cosine, BM25 score and rank in either ranker (-1 = outside its pool)."""

    index: list[int]
    cosine: np.ndarray
    bm25: np.ndarray
    dense_rank: np.ndarray
    bm25_rank: np.ndarray


# A fusion maps the candidates to one score each (higher is better).
Fusion = Callable[[Candidates], np.ndarray]


def cosines(embeddings: np.ndarray, qvec: np.ndarray) -> np.ndarray:
    """Cosine of every (unit) row to the (unit) query vector.

    einsum runs numpy's own single-threaded SIMD loop; `embeddings @ qvec` goes to
    OpenBLAS, which splits a 10,000-row scan over both cores and then waits for the busier
    one: 1.7 ms vs 7.9 ms p50 while the other core is busy. Idle, BLAS wins (0.5 ms vs
    1.8 ms); the steady 1.8 ms is the better bet beside a local LLM."""
    return np.einsum("ij,j->i", embeddings, qvec)


def top_indices(scores: np.ndarray, n: int) -> np.ndarray:
    """Indices of the n highest scores, best first (ties by index, as a stable sort)."""
    if n >= len(scores):
        return np.argsort(-scores, kind="stable")
    cut = np.argpartition(-scores, n - 1)[:n]
    return cut[np.lexsort((cut, -scores[cut]))]


def without_direction(vectors: np.ndarray, direction: np.ndarray) -> np.ndarray:
    """The (unit) vectors with their component along the unit `direction` removed,
    renormalised: cosines then ignore whatever that direction encodes (here, language)."""
    v = np.asarray(vectors, dtype=np.float32)
    out = v - np.multiply.outer(v @ direction, direction)
    return out / np.maximum(np.linalg.norm(out, axis=-1, keepdims=True), 1e-12)


def candidates(dense_order: list[int], lex_order: list[int], sims: np.ndarray, lex: np.ndarray) -> Candidates:
    index = list(dict.fromkeys(dense_order + lex_order))
    dense_pos = {i: r for r, i in enumerate(dense_order)}
    lex_pos = {i: r for r, i in enumerate(lex_order)}
    return Candidates(
        index=index,
        cosine=sims[index] if index else np.zeros(0, np.float32),
        bm25=lex[index] if index else np.zeros(0, np.float32),
        dense_rank=np.array([dense_pos.get(i, -1) for i in index], dtype=np.int64),
        bm25_rank=np.array([lex_pos.get(i, -1) for i in index], dtype=np.int64),
    )


def convex_combination(c: Candidates, dense_weight: float = DENSE_WEIGHT) -> np.ndarray:
    """dense_weight x min-max scaled cosine + (1 - dense_weight) x BM25 / best BM25."""
    if not c.index:
        return np.zeros(0, np.float32)
    spread = float(c.cosine.max() - c.cosine.min())
    dense = (c.cosine - c.cosine.min()) / spread if spread > 1e-9 else np.ones_like(c.cosine)
    best_lex = float(c.bm25.max())
    lexical = c.bm25 / best_lex if best_lex > 0 else np.zeros_like(c.cosine)
    return dense_weight * dense + (1.0 - dense_weight) * lexical


def fused_order(c: Candidates, fusion: Fusion = convex_combination) -> list[int]:
    """Snapshot indices of the candidates, best fused score first (stable on ties)."""
    scores = fusion(c)
    return [c.index[i] for i in np.argsort(-scores, kind="stable")]


def topic_excess(net: float, topics: tuple[float, float]) -> float:
    """How far the question's best uncovered workplace topic beats the knowledge base's side:
    the mean of the hit's cosine net of its hubness and the question's best covered topic
    (`topics`: the question's best hub-corrected cosine to a catalogue topic the knowledge
    base covers and to one it lacks, knowledge.topics). One of the gate's features."""
    covered, uncovered = topics
    return uncovered - (net + covered) / 2


def uncovered_topics(closest: np.ndarray, named: np.ndarray, covered_at: float) -> np.ndarray:
    """Mask of the catalogue topics a knowledge base leaves uncovered: neither is one of
    their key terms in its text (`named`) nor does their description come within
    `covered_at` cosine of some chunk (`closest`, each topic's best)."""
    return ~np.asarray(named, dtype=bool) & (np.asarray(closest) < covered_at)


def distinct_content(order: list[int], metadatas: list[dict], limit: int | None = None) -> list[int]:
    """The order without chunks whose content (heading path and text: the `content_hash`
    ingest records) an earlier one already holds: the same document ingested under two paths
    answers once, from the path ranked first. Stops at `limit` chunks."""
    seen: set[str] = set()
    out = []
    for i in order:
        digest = metadatas[i].get("content_hash")
        if digest:
            if digest in seen:
                continue
            seen.add(digest)
        out.append(i)
        if limit is not None and len(out) >= limit:
            break
    return out
