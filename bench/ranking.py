"""Bench-only ranking tools: reciprocal-rank fusion (the previous default, for comparison)
and per-candidate explanations of a ranking (why a clause lost its place)."""
from __future__ import annotations

from functools import partial

import numpy as np

from knowledge.fusion import Candidates, convex_combination, cosines
from knowledge.lexical import query_terms

RRF_K = 60
BM25_WEIGHT = 0.3  # the BM25 weight that was best on the handbook alone


def reciprocal_rank_fusion(c: Candidates, k: int = RRF_K, bm25_weight: float = BM25_WEIGHT) -> np.ndarray:
    score = np.zeros(len(c.index), np.float64)
    for ranks, weight in ((c.dense_rank, 1.0), (c.bm25_rank, bm25_weight)):
        inside = ranks >= 0
        score[inside] += weight / (k + ranks[inside] + 1)
    return score


def rrf(k: int = RRF_K, bm25_weight: float = BM25_WEIGHT):
    return partial(reciprocal_rank_fusion, k=k, bm25_weight=bm25_weight)


def convex(dense_weight: float):
    return partial(convex_combination, dense_weight=dense_weight)


def explain(kb, query: str, k: int = 3, mode: str | None = None, pool: int | None = None) -> list[dict]:
    """Every candidate the rankers considered for `query`, best first, with its dense cosine,
    BM25 score and exact rank in each ranker over the whole knowledge base."""
    snap = kb.snapshot()
    if not snap.ids:
        return []
    qvec = kb.searcher.embed_query(query)
    sims = cosines(kb.searcher.neutral_embeddings(snap), qvec)
    lex = snap.bm25.scores(query_terms(query, snap.bm25.vocabulary))
    order = kb.searcher.rank(snap, query, qvec, k, mode or kb.searcher.retrieval, pool, sims)
    dense_pos = _positions(sims)
    lex_pos = _positions(lex)
    return [
        {"rank": rank, "chunk_id": snap.ids[i], "source": snap.metadatas[i].get("source", ""),
         "heading": snap.heading(i), "text": snap.documents[i], "cosine": float(sims[i]), "bm25": float(lex[i]),
         "exact_dense_rank": int(dense_pos[i]), "exact_bm25_rank": int(lex_pos[i]) if lex[i] > 0 else None}
        for rank, i in enumerate(order)
    ]


def locate(kb, query: str, match) -> dict | None:
    """Where the first chunk with match(metadata) stands for `query` in each ranker over the
    whole knowledge base (exact ranks), or None if no chunk matches."""
    snap = kb.snapshot()
    idx = next((i for i, m in enumerate(snap.metadatas) if match(m)), None)
    if idx is None:
        return None
    qvec = kb.searcher.embed_query(query)
    sims = cosines(kb.searcher.neutral_embeddings(snap), qvec)
    lex = snap.bm25.scores(query_terms(query, snap.bm25.vocabulary))
    return {"cosine": float(sims[idx]), "bm25": float(lex[idx]),
            "exact_dense_rank": int((sims > sims[idx]).sum()),
            "exact_bm25_rank": int((lex > lex[idx]).sum()) if lex[idx] > 0 else None,
            "heading": snap.heading(idx)}


def _positions(scores: np.ndarray) -> np.ndarray:
    order = np.argsort(-scores, kind="stable")
    pos = np.empty(len(scores), dtype=np.int64)
    pos[order] = np.arange(len(scores))
    return pos
