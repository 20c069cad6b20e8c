"""The bundled handbook's passage vectors for the bundled model, shipped with the package.

A fresh install fills its demo knowledge base from knowledge/handbook/ on first use (the CLI, the web
server, each of its workers on an empty knowledge base). Embedding those ~65 passages is ~1.5 CPU s of
that first start, plus loading the passage model. Their vectors ship in anchor_vectors/<embedder>.handbook.npz,
keyed by the SHA-256 of the exact text the ingest embeds: a passage whose text is not there (an edited
clause, another heading, another handbook) is embedded as usual, so the file can only ever save work,
never change a vector. Regenerate with `python bench/ship_handbook_vectors.py` after editing the handbook
(tests/integration/test_handbook_vectors.py checks that every bundled passage is there and matches what the
model computes now).
"""
from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

from knowledge.anchors import SHIPPED, text_digest


def _path(embedder_name: str) -> Path:
    return SHIPPED / f"{embedder_name}.handbook.npz"


@functools.lru_cache(maxsize=4)
def _load(path: Path, mtime_ns: int) -> dict[str, np.ndarray]:
    with np.load(path) as data:
        return dict(zip((str(d) for d in data["digests"]), np.asarray(data["vectors"], dtype=np.float32)))


def shipped_vectors(embedder, texts: list[str]) -> dict[str, np.ndarray]:
    """The shipped vector of each of `texts` this embedder has one for (none for another embedder)."""
    path = _path(getattr(embedder, "name", ""))
    try:
        known = _load(path, path.stat().st_mtime_ns)
    except (OSError, ValueError, KeyError):  # not shipped for this embedder, or unreadable: embed as usual
        return {}
    return {t: known[d].copy() for t in texts if (d := text_digest(t)) in known}


def write(texts: list[str], vectors: np.ndarray, embedder_name: str) -> Path:
    path = _path(embedder_name)
    np.savez(path, digests=np.array([text_digest(t) for t in texts]), vectors=np.asarray(vectors, dtype=np.float32))
    return path
