"""The bundled handbook's shipped passage vectors (knowledge/handbook_vectors.py): every passage an ingest of
knowledge/handbook/ embeds is there and equals what the bundled model computes now; an ingest of the bundled
handbook embeds none of them, an edited clause is embedded as usual, and a missing or broken file only means
embedding everything."""
from __future__ import annotations

import shutil

import numpy as np

from knowledge import handbook_vectors
from knowledge.store import DEFAULT_HANDBOOK_DIR, KnowledgeBase


class Counting:
    """The session's embedder, counting the passages that reach it."""

    def __init__(self, inner):
        self.inner, self.passages = inner, []
        self.name, self.relevance_threshold = inner.name, inner.relevance_threshold

    @property
    def dim(self):
        return self.inner.dim

    def embed_passages(self, texts):
        self.passages += list(texts)
        return self.inner.embed_passages(texts)

    def embed_query(self, text):
        return self.inner.embed_query(text)


def test_every_bundled_passage_is_shipped_and_equals_a_fresh_vector(embedder, tmp_path, monkeypatch):
    with monkeypatch.context() as patch:  # nothing shipped in sight: every passage of the seed reaches the embedder
        patch.setattr(handbook_vectors, "SHIPPED", tmp_path / "nothing shipped")
        counting = Counting(embedder)
        KnowledgeBase(tmp_path / "kb", embedder=counting).ensure_seeded()
    passages = list(dict.fromkeys(counting.passages))
    shipped = handbook_vectors.shipped_vectors(embedder, passages)
    assert len(passages) > 50 and set(shipped) == set(passages)
    # The session's memory holds the vectors the model just computed for these passages (the
    # ingest above reached the embedder for every one of them): no need to embed them twice.
    fresh = np.asarray(embedder.embed_passages(passages))
    cosines = np.sum(fresh * np.stack([shipped[p] for p in passages]), axis=1)
    assert cosines.min() > 0.9999


def test_an_ingest_of_the_bundled_handbook_embeds_only_what_was_edited(embedder, tmp_path):
    handbook = tmp_path / "handbook"
    shutil.copytree(DEFAULT_HANDBOOK_DIR, handbook)
    counting = Counting(embedder)
    kb = KnowledgeBase(tmp_path / "kb", embedder=counting)
    report = kb.ingest([handbook])
    assert report.added > 50 and counting.passages == []
    assert kb.search("年休假有几天", k=1)[0].text.count("年休假") >= 1

    source = handbook / "employee_handbook.md"
    source.write_text(source.read_text(encoding="utf-8").replace("年休假5天", "年休假6天"), encoding="utf-8")
    kb.ingest([handbook])
    assert len(counting.passages) == 1 and "年休假6天" in counting.passages[0]


def test_a_broken_or_missing_file_only_means_embedding_everything(embedder, tmp_path, monkeypatch):
    broken = tmp_path / "vectors"
    broken.mkdir()
    (broken / f"{embedder.name}.handbook.npz").write_bytes(b"not a numpy archive")
    monkeypatch.setattr(handbook_vectors, "SHIPPED", broken)
    counting = Counting(embedder)
    KnowledgeBase(tmp_path / "kb", embedder=counting).ensure_seeded()
    assert len(counting.passages) > 50

    monkeypatch.setattr(handbook_vectors, "SHIPPED", tmp_path / "nowhere")
    assert handbook_vectors.shipped_vectors(embedder, counting.passages) == {}
