"""Pure ranking arithmetic: removing the language direction, script detection, and fusion
when BM25 cannot see a candidate (another script)."""
from __future__ import annotations

import numpy as np
import pytest

from knowledge.anchors import Anchors
from knowledge.fusion import Candidates, convex_combination, is_relevant, lexical_across_scripts, without_direction
from knowledge.lexical import script


def _unit(v):
    v = np.asarray(v, dtype=np.float32)
    return v / np.linalg.norm(v, axis=-1, keepdims=True)


def test_without_direction_leaves_unit_vectors_orthogonal_to_it():
    rng = np.random.default_rng(0)
    vecs = _unit(rng.normal(size=(5, 8)))
    d = _unit(rng.normal(size=8))
    out = without_direction(vecs, d)
    assert np.allclose(out @ d, 0, atol=1e-6)
    assert np.allclose(np.linalg.norm(out, axis=1), 1, atol=1e-6)
    assert without_direction(vecs[0], d).shape == (8,)  # one vector in, one out


def test_removing_a_shared_offset_lets_content_decide():
    """Two 'languages' differ by an offset along one axis; after removing it, the passage
    with the query's content wins even though it is in the other language."""
    lang = np.array([0, 0, 1.0, 0])
    query = _unit([1, 0, 0, 0] + 1.0 * lang)  # content A, language X
    same_lang_other_content = _unit([0, 1, 0, 0] + 1.0 * lang)
    other_lang_same_content = _unit([1, 0, 0, 0] - 1.0 * lang)
    passages = np.stack([same_lang_other_content, other_lang_same_content])
    assert np.argmax(passages @ query) == 0  # the language offset wins before
    d = _unit(lang)
    assert np.argmax(without_direction(passages, d) @ without_direction(query, d)) == 1


@pytest.mark.parametrize("text, expected", [
    ("年休假有几天", "han"), ("How many days of annual leave?", "latin"),
    ("员工须通过公司VPN访问OA系统。", "han"), ("Python 怎么读取 JSON 文件", "han"),
    ("Stellar Tech Co., Ltd. (星河科技有限公司) policy for international travel", "latin"), ("", "latin"),
])
def test_script_of_text(text, expected):
    assert script(text) == expected


def test_other_script_candidates_borrow_the_lexical_score_at_their_dense_rank():
    dense = np.array([1.0, 0.9, 0.5, 0.2])
    lexical = np.array([0.0, 1.0, 0.4, 0.0])
    comparable = np.array([False, True, True, True])
    out = lexical_across_scripts(dense, lexical, comparable)
    # Candidate 0 ranks first by dense: it gets the best comparable lexical score (1.0);
    # comparable candidates keep their own, including a real zero.
    assert out.tolist() == [1.0, 1.0, 0.4, 0.0]
    # Nothing in the query's script: lexical says nothing, dense decides.
    assert lexical_across_scripts(dense, lexical, np.zeros(4, bool)).tolist() == [0, 0, 0, 0]


def _cands(cosine, bm25, comparable=None):
    n = len(cosine)
    return Candidates(list(range(n)), np.array(cosine, np.float32), np.array(bm25, np.float32),
                      np.arange(n), np.arange(n), None if comparable is None else np.array(comparable))


def test_bm25_zero_on_other_script_text_no_longer_buries_the_best_dense_match():
    # Candidate 0: English clause, best cosine, BM25 cannot match a Chinese query.
    c = _cands([0.90, 0.88, 0.80], [0.0, 5.0, 1.0])
    assert np.argmax(convex_combination(c)) == 1
    c = _cands([0.90, 0.88, 0.80], [0.0, 5.0, 1.0], [False, True, True])
    assert np.argmax(convex_combination(c)) == 0
    # With every candidate in the query's script the fusion is unchanged.
    same = _cands([0.90, 0.88, 0.80], [0.0, 5.0, 1.0], [True, True, True])
    assert np.allclose(convex_combination(same), convex_combination(_cands([0.90, 0.88, 0.80], [0.0, 5.0, 1.0])))


def test_gate_needs_the_floor_and_the_margin_over_background_net_of_hubness():
    assert is_relevant(0.87, background=0.04, threshold=0.75, margin=0.02, hub=0.80)
    assert not is_relevant(0.87, background=0.04, threshold=0.75, margin=0.02, hub=0.82)  # a hub passage
    assert not is_relevant(0.74, background=-1.0, threshold=0.75, margin=0.02)
    assert is_relevant(0.80, background=0.0, threshold=0.75, margin=float("-inf"), hub=0.9)


def test_hubness_is_closeness_to_the_nearest_everyday_questions():
    reference = _unit(np.eye(4)[:3])  # three everyday questions along axes 0..2
    hub = _unit([1, 1, 1, 0])
    specific = _unit([0, 0, 0.2, 1])
    anchors = Anchors(np.zeros(4, np.float32), np.zeros((0, 4), np.float32), np.zeros(0, np.float32), reference)
    with_k = anchors.hubness(np.stack([hub, specific]))
    assert with_k[0] > with_k[1]
    assert anchors.hubness(np.zeros((0, 4), np.float32)).shape == (0,)
