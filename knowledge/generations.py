"""ChromaDB generations behind a pointer: how a knowledge base is written without ever being broken.

Layout: a pointer collection named `collection_name` holds no records; its metadata key
"active" names the generation collection that answers queries. An ingest builds a complete
new generation aside (knowledge.ingest) and flips "active" at the end (one metadata write),
so an interrupted ingest (Ctrl-C, kill -9, a crash) leaves the previous generation
answering. Generations are never written after the flip, which is also what lets other
processes see a re-ingest: Chroma's embedded client keeps a loaded HNSW index and does not
notice another process adding to it, but it does read the pointer afresh and opens the new
generation.

Nothing is created by reading: `exists()` tells whether an ingest has made this knowledge
base without creating a directory or a database.
"""
from __future__ import annotations

import calendar
import os
import threading
import time
import uuid
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator
from urllib.parse import urlparse

from . import disk, locks

# HNSW: the handbook is small, so generous build/search parameters cost nothing and keep
# the approximate index effectively exact.
HNSW_CONFIG = {"space": "cosine", "ef_construction": 200, "ef_search": 128, "max_neighbors": 32}
_BATCH = 1000  # records per Chroma get call
# Generations: every ingest that changes anything builds a new collection
# "<name>--<UTC timestamp>-<hex>" and then flips the pointer collection "<name>" to it.
_GEN_SEP = "--"
# In server mode another machine may be mid-ingest; only generations this old that are
# not active are treated as abandoned and deleted.
_ABANDONED_AFTER_S = 6 * 3600

# chromadb keeps one "system" per database path for the whole process and registers it before
# starting it, without a lock: a second client built meanwhile (the web server's warm-up thread
# and a request, say) uses the half-started system, fails, and on failing stops the system the
# first one is using. Clients are therefore built one at a time per process.
_CLIENT_OPENING = threading.Lock()

# Opens every "no knowledge base" message: the web page tells this state from "not covered" by it.
KB_MISSING_MARK = "知识库尚未建立"


class NoKnowledgeBase(Exception):
    """Searching a directory (or server) that no ingest has made into a knowledge base."""

    def __init__(self, where: str, server: bool = False):
        how = f"HR_AGENT_CHROMA_URL={where} hr-agent ingest 你的制度文件夹" if server else \
            f"hr-agent ingest 你的制度文件夹 --kb-dir {where}"
        self.where, self.how = where, how
        super().__init__(f"{KB_MISSING_MARK}：{where} 还不是知识库（没有导入过文档）。先导入你的制度文件，例如：{how}")


class IngestFailed(Exception):
    """An ingest stopped by an error (disk full, read-only directory, server gone); the
    half-built generation was removed and the previous content still answers."""


class GenerationMoved(Exception):
    """Server mode: another client switched the pointer while this ingest was building."""


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


class Generations:
    """The store: the Chroma client (embedded directory or `chroma run` server), the
    generations of one collection name and the pointer to the active one. The indexer
    (knowledge.ingest) writes through it, the searcher (knowledge.search) reads through it."""

    def __init__(self, kb_dir: str | Path, chroma_url: str | None, collection_name: str, collection_meta: dict):
        self.kb_dir = Path(kb_dir)
        self.chroma_url = chroma_url
        # Vectors of different models (or of text with/without headings) must never mix.
        self.collection_name = collection_name
        self._collection_meta = dict(collection_meta)
        self._client = None
        self._abandoned: list[str] = []
        self._replaced: str | None = None
        self.lock = threading.RLock()  # held while reading the pointer into a snapshot, and by a writer
        # (database stamp, pointer) from the last read of the pointer, embedded mode.
        self._pointer_seen: tuple[tuple | None, str | None] = (None, None)

    def _make_client(self):
        with _CLIENT_OPENING:
            return self._open_client()

    def _open_client(self):
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
            with self.lock:
                if self._client is None:
                    self._client = self._make_client()
        return self._client

    def _create(self, name: str, **extra):
        meta = {**self._collection_meta, **extra}
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
        """The generation the pointer names now (another process may have ingested). Embedded
        mode asks Chroma again only when the database file has changed since it last did:
        every search checks, and the check is what a question's search would wait for."""
        if self.chroma_url:
            return self._read_pointer()
        stamp = disk.sqlite_stamp(self.kb_dir / "chroma.sqlite3")
        if stamp is None:
            return None  # opening a client here would create the directory
        seen, active = self._pointer_seen
        if stamp != seen:
            # Stamp first, pointer second: a commit in between is seen by the next call.
            active = self._read_pointer()
            self._pointer_seen = (stamp, active)
        return active

    def _read_pointer(self) -> str | None:
        ptr = self._pointer()
        return (ptr.metadata or {}).get("active") if ptr is not None else None

    def exists(self) -> bool:
        """Whether an ingest has made this a knowledge base (checked without creating anything)."""
        return self.active_generation() is not None

    def where(self) -> str:
        return self.chroma_url or str(self.kb_dir)

    def missing(self) -> NoKnowledgeBase:
        """The error for a store that no ingest has made a knowledge base."""
        return NoKnowledgeBase(self.where(), bool(self.chroma_url))

    def collection(self, name: str):
        """The generation collection `name` (chromadb's NotFoundError when it is gone)."""
        return self._get_client().get_collection(name, embedding_function=None)

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
        with self.lock, one_at_a_time:
            active = self.active_generation()
            col = None
            if active:
                try:
                    col = self.collection(active)
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
                col = self.collection(name)
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
            meta.update(active=staging.name, **self._collection_meta)
            ptr.modify(metadata=meta)
        for name in ([self._replaced] if self._replaced else []) + self._abandoned:
            self.drop_generation(name)
        self._replaced, self._abandoned = None, []
        if not self.chroma_url:
            disk.remove_leftovers(self.kb_dir, set(self.generations()))
            disk.compact(self.kb_dir)

    def drop_generation(self, name: str) -> None:
        try:
            if not self.chroma_url:
                col = self.collection(name)
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
