"""Hybrid search over the active generation of a knowledge base: the searcher.

It reads the generation the store's pointer names (knowledge.generations), keeps one snapshot
of it per generation (records, vectors, BM25 index), ranks chunks for a query (knowledge.fusion,
the question's own script first: knowledge.language) and marks each hit relevant or not
(the learned gate, knowledge.gate); it never writes. Searching a store that no ingest has made a knowledge
base raises NoKnowledgeBase (whose message says how to ingest) without creating anything.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Literal

import numpy as np

from .anchors import anchors_for
from .chunking import HEADING_SEP
from .documents import Document, document_table
from .embed import Embedder
from .fusion import FUSION_POOL, Fusion, convex_combination, cosines, distinct_content, top_indices, without_direction
from .gate import GateModel, TermEvidence, bm25_agreement, catalogue_terms, model_for, relevance
from .generations import Generations
from .language import pooled_order, topic_named_first, translated_terms
from .lexical import BM25, lexical_text, query_terms, script
from .saved_tokens import load_tokens
from .topics import Coverage, coverage_for

Retrieval = Literal["hybrid", "dense", "bm25"]
# Hybrid won on tests/data/retrieval_eval.jsonl (see bench/eval_retrieval.py).
DEFAULT_RETRIEVAL: Retrieval = "hybrid"

# Dense ranking is an exact scan of the vectors the snapshot already holds (a 10,000 x 384
# matrix-vector product is ~1 ms). Chroma's HNSW graph can miss the true nearest chunk
# outright when a small cluster (the handbook) sits beside a large, tight one (thousands
# of similar notices): bench/bench_kb.py --misses found handbook clauses with the best
# cosine of all missing from Chroma's top 50. Above this size the HNSW index is used.
EXACT_DENSE_MAX = 200_000
_QUERY_CACHE = 256  # query vectors kept per searcher (LRU)


@dataclass(frozen=True)
class Hit:
    score: float  # cosine similarity in [0, 1] with the language direction removed; not the fused ranking score
    heading: str  # heading path joined with " > "
    source: str  # the document's identity (knowledge.documents: path as ingested, made unique)
    text: str  # chunk body, without the heading prefix that was embedded
    chunk_id: str
    relevant: bool = True  # passed the relevance gate (knowledge.gate)
    heading_path: tuple[str, ...] = ()
    relevance: float | None = None  # the gate model's P(relevant); None without a fitted model


@dataclass
class Snapshot:
    """Everything hybrid search needs from one generation; a generation never changes once
    written, so the snapshot is valid until the pointer moves."""

    key: str | None
    ids: list[str]
    documents: list[str]
    metadatas: list[dict]
    embeddings: np.ndarray
    bm25: BM25
    collection: object | None = None
    # Filled by the first search: the vectors without the language direction, each chunk's
    # script (knowledge.lexical.script) and hubness (knowledge.anchors), and the workplace
    # topics the generation covers (knowledge.topics).
    neutral: np.ndarray | None = None
    scripts: np.ndarray | None = None
    hubness: np.ndarray | None = None
    coverage: Coverage | None = None
    terms: TermEvidence | None = None  # which catalogue terms its text names (knowledge.gate)
    repeats: int | None = None  # chunks whose content an earlier chunk already holds

    def heading(self, i: int) -> str:
        return self.metadatas[i].get("heading_path", "") or ""


class Searcher:
    """Ranks the chunks of the store's active generation for a query; read-only."""

    def __init__(
        self,
        store: Generations,
        embedder: Embedder,
        *,
        retrieval: Retrieval = DEFAULT_RETRIEVAL,
        relevance_threshold: float | None = None,
        gate: GateModel | None | Literal["shipped"] = "shipped",
        fusion: Fusion = convex_combination,
    ):
        if retrieval not in ("hybrid", "dense", "bm25"):
            raise ValueError(f"retrieval must be hybrid, dense or bm25, not {retrieval!r}")
        self.store = store
        self.retrieval: Retrieval = retrieval
        self.embedder: Embedder = embedder
        self.relevance_threshold = (
            relevance_threshold if relevance_threshold is not None else self.embedder.relevance_threshold
        )
        # The learned relevance gate fitted on this embedder (knowledge/gate_model.json), or
        # None: an embedder nobody fitted it for keeps the plain cosine floor.
        self.gate: GateModel | None = model_for(self.embedder.name) if gate == "shipped" else gate
        self.fusion: Fusion = fusion
        self._snapshot: Snapshot | None = None
        # Query vectors of recent questions: the agent often searches the same words again
        # within a conversation (retries, follow-ups). Helps repeats only.
        self._qcache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._qcache_lock = threading.Lock()

    def count(self) -> int:
        """Chunks in the live generation (0 when there is no knowledge base yet)."""
        return len(self.snapshot().ids) if self.store.exists() else 0

    def warmup(self) -> None:
        """Pay the one-off costs (model load, jieba dictionary, BM25 snapshot, background
        vectors) now, e.g. in a startup thread, instead of on the first question."""
        self.search("年休假", k=1)

    def documents(self) -> list[Document]:
        """The documents in the live generation, one row each (NoKnowledgeBase if none)."""
        return document_table(self.snapshot().metadatas)

    def snapshot(self) -> Snapshot:
        """The live generation's records, vectors and BM25 index (cached per generation)."""
        from chromadb.errors import NotFoundError

        with self.store.lock:
            active = self.store.active_generation()
            snap = self._snapshot
            if snap is not None and snap.key == active:
                return snap
            if active is None:
                raise self.store.missing()
            try:
                col = self.store.collection(active)
            except NotFoundError:
                raise RuntimeError(f"知识库指针指向不存在的集合 {active}，请重新导入（ingest --reset）") from None
            got = col.get(include=["documents", "metadatas", "embeddings"])
            ids = list(got["ids"])
            docs = list(got["documents"] or [])
            metas = [m or {} for m in (got["metadatas"] or [])]
            emb = np.asarray(got["embeddings"], dtype=np.float32) if ids else np.zeros((0, 1), np.float32)
            tokens = load_tokens(self.store, active, ids, docs, metas)
            self._snapshot = Snapshot(active, ids, docs, metas, emb, BM25(tokens), col)
            return self._snapshot

    def embed_query(self, query: str) -> np.ndarray:
        """The query's vector without the language direction (knowledge.anchors)."""
        with self._qcache_lock:
            vec = self._qcache.get(query)
            if vec is not None:
                self._qcache.move_to_end(query)
                return vec
        vec = without_direction(self.embedder.embed_query(query), anchors_for(self.embedder).direction)
        with self._qcache_lock:
            self._qcache[query] = vec
            while len(self._qcache) > _QUERY_CACHE:
                self._qcache.popitem(last=False)
        return vec

    def neutral_embeddings(self, snap: Snapshot) -> np.ndarray:
        """The snapshot's vectors without the language direction (once per generation)."""
        if snap.neutral is None:
            snap.neutral = (without_direction(snap.embeddings, anchors_for(self.embedder).direction)
                            if snap.ids else snap.embeddings)
        return snap.neutral

    @staticmethod
    def _scripts(snap: Snapshot) -> np.ndarray:
        if snap.scripts is None:
            snap.scripts = np.array([script(f"{snap.heading(i)}\n{d}") for i, d in enumerate(snap.documents)])
        return snap.scripts

    def background_similarity(self, qvec: np.ndarray) -> float:
        """The query's best hub-corrected cosine to generic off-topic text."""
        return anchors_for(self.embedder).background_evidence(qvec)

    def hubness(self, snap: Snapshot) -> np.ndarray:
        """Each chunk's closeness to everyday questions (once per generation)."""
        if snap.hubness is None:
            snap.hubness = anchors_for(self.embedder).hubness(self.neutral_embeddings(snap))
        return snap.hubness

    def topic_evidence(self, snap: Snapshot, qvec: np.ndarray) -> tuple[float, float] | None:
        """The query's best match to a workplace topic the generation covers and to one it
        does not (knowledge.topics; None when there is nothing to compare)."""
        if snap.coverage is None:
            texts = [lexical_text(m, d) for d, m in zip(snap.documents, snap.metadatas)]
            snap.coverage = coverage_for(self.embedder, self.neutral_embeddings(snap), texts, snap.bm25.vocabulary)
        return snap.coverage.evidence(qvec)

    def search(self, query: str, k: int = 3, *, retrieval: Retrieval | None = None) -> list[Hit]:
        """Top-k chunks for `query`, best first. Irrelevant hits are flagged, not dropped."""
        mode = retrieval or self.retrieval
        if mode not in ("hybrid", "dense", "bm25"):
            raise ValueError(f"retrieval must be hybrid, dense or bm25, not {mode!r}")
        query = (query or "").strip()
        if not query or k <= 0:
            return []
        try:
            return self._search(query, k, mode)
        except Exception:
            # The generation we held may have been replaced and deleted by another
            # process's ingest between reading the pointer and querying it.
            held = self._snapshot.key if self._snapshot is not None else None
            self._snapshot = None
            if self.store.active_generation() == held:
                raise
            return self._search(query, k, mode)

    def rank(self, snap: Snapshot, query: str, qvec: np.ndarray, k: int, mode: Retrieval,
             pool: int | None = None, sims: np.ndarray | None = None, lex: np.ndarray | None = None) -> list[int]:
        """Snapshot indices best first (at least k of them when there are)."""
        total = len(snap.ids)
        pool = min(total, pool or max(4 * k, FUSION_POOL))
        if mode == "dense":
            return self._dense_order(snap, qvec, min(max(k, 1), total), sims)
        if lex is None:
            lex = snap.bm25.scores(query_terms(query, snap.bm25.vocabulary))
        lex_order = [int(i) for i in top_indices(lex, pool) if lex[i] > 0]
        if mode == "bm25":
            return lex_order
        dense_order = self._dense_order(snap, qvec, pool, sims)
        if sims is None:
            sims = np.zeros(total, np.float32)
            idx = list(dict.fromkeys(dense_order + lex_order))
            sims[idx] = cosines(self.neutral_embeddings(snap)[idx], qvec) if idx else 0
        own_script = self._scripts(snap) == script(query)
        if own_script.all():
            return pooled_order(dense_order, lex_order, sims, lex, own_script, self.fusion)
        terms = catalogue_terms()
        translated = translated_terms(query, terms)
        translated_lex = snap.bm25.scores(query_terms(translated, snap.bm25.vocabulary)) if translated else None
        order = pooled_order(dense_order, lex_order, sims, lex, own_script, self.fusion, translated_lex)
        topics = terms.named(query)
        if not topics or not own_script.any():
            return order
        names_topic = lambda i: terms.names_any(lexical_text(snap.metadatas[i], snap.documents[i]), topics)  # noqa: E731
        return topic_named_first(order, own_script, sims, names_topic)

    def _search(self, query: str, k: int, mode: Retrieval) -> list[Hit]:
        return self.search_explained(query, k, mode, rows=False)[0]

    def search_explained(self, query: str, k: int = 3, mode: Retrieval | None = None,
                         rows: bool = True) -> tuple[list[Hit], np.ndarray | None]:
        """search() and, with `rows`, the gate's feature rows of the hits (bench/fit_gate.py
        fits the model on them)."""
        mode = mode or self.retrieval
        snap = self.snapshot()
        if not snap.ids:
            return [], None
        qvec = self.embed_query(query)
        neutral = self.neutral_embeddings(snap)
        sims = cosines(neutral, qvec) if len(snap.ids) <= EXACT_DENSE_MAX else None
        # Every mode: the gate reads BM25 too (bm25_agreement), so a hit is judged alike in each.
        lex = snap.bm25.scores(query_terms(query, snap.bm25.vocabulary))
        order = distinct_content(self.rank(snap, query, qvec, k + self._repeats(snap), mode, sims=sims, lex=lex),
                                 snap.metadatas, k)
        # The reported score is always the (language-neutral) cosine, never the fused
        # ranking score, so thresholds and the score shown mean the same in every mode.
        top = sims[order] if sims is not None else cosines(neutral[order], qvec)
        features, probs = self.judge(snap, query, qvec, order, top, lex) if rows or self.gate else (None, None)
        probs = [None] * len(order) if probs is None else [float(p) for p in probs]
        return [self._hit(snap, i, float(s), p) for i, s, p in zip(order, top, probs)], features

    def judge(self, snap: Snapshot, query: str, qvec: np.ndarray, order: list[int],
              top: np.ndarray, lex: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
        """The gate's feature rows for these hits and, with a fitted model, P(relevant)
        (knowledge.gate; `lex`: every chunk's BM25 for the query)."""
        if snap.terms is None:
            snap.terms = TermEvidence([lexical_text(m, d) for d, m in zip(snap.documents, snap.metadatas)])
        return relevance(self.gate, snap.terms, query, top, self.hubness(snap)[order],
                         self.background_similarity(qvec),
                         [lexical_text(snap.metadatas[i], snap.documents[i]) for i in order],
                         self.topic_evidence(snap, qvec), bm25_agreement(lex[order], float(lex.max(initial=0.0))))

    def _hit(self, snap: Snapshot, i: int, score: float, probability: float | None) -> Hit:
        score = float(min(1.0, max(0.0, score)))
        heading = snap.heading(i)
        relevant = score >= self.relevance_threshold if probability is None else probability >= self.gate.threshold
        return Hit(
            score=score,
            heading=heading,
            source=snap.metadatas[i].get("doc") or snap.metadatas[i].get("source", ""),
            text=snap.documents[i],
            chunk_id=snap.ids[i],
            relevant=bool(relevant),
            heading_path=tuple(heading.split(HEADING_SEP)) if heading else (),
            relevance=probability,
        )

    @staticmethod
    def _repeats(snap: Snapshot) -> int:
        if snap.repeats is None:
            hashes = [m.get("content_hash") for m in snap.metadatas if m.get("content_hash")]
            snap.repeats = len(hashes) - len(set(hashes))
        return snap.repeats

    def _dense_order(self, snap: Snapshot, qvec: np.ndarray, n: int, sims: np.ndarray | None) -> list[int]:
        if len(snap.ids) <= EXACT_DENSE_MAX:
            if sims is None:
                sims = cosines(self.neutral_embeddings(snap), qvec)
            return [int(i) for i in top_indices(sims, n)]
        # The index holds the raw vectors; qvec has no component along the language
        # direction, so its dot product with a raw vector is the neutral one (unscaled).
        res = snap.collection.query(query_embeddings=[qvec], n_results=n, include=[])
        index = {cid: n for n, cid in enumerate(snap.ids)}
        return [index[i] for i in res["ids"][0] if i in index]
