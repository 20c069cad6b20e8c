"""Pure ranking arithmetic: removing the language direction, script detection, fusion, the
per-script pools (same language first) and one hit per content."""
from __future__ import annotations

import numpy as np
import pytest

from knowledge.anchors import Anchors
from knowledge.fusion import Candidates, convex_combination, distinct_content, without_direction
from knowledge.gate import KeyTerms
from knowledge.language import merge_pools, pooled_order, topic_named_first, translated_terms
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


def _cands(cosine, bm25):
    n = len(cosine)
    return Candidates(list(range(n)), np.array(cosine, np.float32), np.array(bm25, np.float32), np.arange(n), np.arange(n))


def test_convex_combination_weighs_scaled_cosine_and_bm25():
    # Candidate 1 is a hair behind on cosine but BM25 singles it out.
    assert np.argmax(convex_combination(_cands([0.90, 0.89, 0.80], [0.0, 5.0, 1.0]))) == 1
    assert np.argmax(convex_combination(_cands([0.90, 0.89, 0.80], [0.0, 5.0, 1.0]), dense_weight=1.0)) == 0


def test_same_language_first_an_other_script_chunk_goes_ahead_only_when_closer_than_all_waiting():
    cosine = np.array([0.86, 0.85, 0.84, 0.87, 0.90])
    own = [1, 0, 2]  # fused order of the question's script (BM25 lifted chunk 1)
    # Chunks 4 (0.90) and 3 (0.87), other script, beat every own chunk: first.
    assert merge_pools(own, [4, 3], cosine)[:2] == [4, 3]
    # An other-script chunk closer than own[0] (0.85) but not than own chunk 0 (0.86) waits.
    cosine = np.array([0.86, 0.85, 0.84, 0.855])
    assert merge_pools(own, [3], cosine, slot_margin=0.0) == [1, 0, 3, 2]


def test_the_other_language_keeps_the_last_shown_place_when_it_comes_close():
    cosine = np.array([0.90, 0.89, 0.88, 0.87, 0.85])
    own = [0, 1, 2, 3]
    assert merge_pools(own, [4], cosine, shown=3, slot_margin=0.04) == [0, 1, 4, 2, 3]  # 0.85 + 0.04 > 0.88
    assert merge_pools(own, [4], cosine, shown=3, slot_margin=0.02) == [0, 1, 2, 3, 4]  # too far behind
    assert merge_pools([], [4, 3], cosine) == [4, 3]  # nothing in the question's script: the other pool
    assert merge_pools(own, [], cosine) == own


def test_pooled_order_lets_bm25_count_only_within_the_question_script():
    """An English clause (other script, BM25 zero) with the best cosine does not lose to a
    Chinese clause BM25 scores high just because BM25 cannot see it; among the Chinese
    clauses BM25 still counts."""
    cosine = np.array([0.80, 0.82, 0.90, 0.70])
    lex = np.array([5.0, 0.0, 0.0, 0.0])
    own_script = np.array([True, True, False, True])
    assert pooled_order([2, 1, 0, 3], [0], cosine, lex, own_script, convex_combination) == [2, 0, 1, 3]


def test_translated_terms_are_the_other_languages_terms_of_the_topics_the_question_names():
    terms = KeyTerms([("产假", "maternity leave"), ("陪产假", "paternity leave"), ("年假", "annual leave")])
    assert translated_terms("How long is maternity leave?", terms) == "产假"
    assert set(translated_terms("产假和年假各几天", terms).split(" ")) == {"maternity", "leave", "annual"}
    # 陪产假 names its own topic, never 产假's; a question naming no topic gets nothing
    assert translated_terms("陪产假几天", terms) == "paternity leave"
    assert translated_terms("Where is the canteen?", terms) == ""


def test_translated_key_terms_rank_the_other_script_pool_and_leave_the_own_pool_alone():
    """English question on a mixed knowledge base: chunks 0-1 English, 2-4 Chinese. By cosine
    the Chinese pool would give 2 first; BM25 of the translated term (产假) finds 3, which the
    own pool's order cannot see."""
    cosine = np.array([0.84, 0.80, 0.83, 0.82, 0.70])
    lex = np.array([0.0, 2.0, 0.0, 0.0, 0.0])
    own_script = np.array([True, True, False, False, False])
    translated = np.array([0.0, 0.0, 0.0, 4.0, 0.0])
    without = pooled_order([0, 2, 3, 1, 4], [1], cosine, lex, own_script, convex_combination)
    with_terms = pooled_order([0, 2, 3, 1, 4], [1], cosine, lex, own_script, convex_combination, translated)
    assert [i for i in without if not own_script[i]] == [2, 3, 4]
    assert [i for i in with_terms if not own_script[i]][0] == 3
    assert [i for i in with_terms if own_script[i]] == [i for i in without if own_script[i]]


def test_the_other_language_goes_first_only_when_it_alone_names_the_questions_topic():
    """Chunks 0-1 in the question's script, 2-3 in the other; order by the merge [0, 2, 1, 3]."""
    own_script = np.array([True, True, False, False])
    cosine = np.array([0.86, 0.84, 0.83, 0.80])
    order = [0, 2, 1, 3]
    only_other = {2}.__contains__
    assert topic_named_first(order, own_script, cosine, only_other, margin=0.04) == [2, 0, 1, 3]
    # the own language names it too: it keeps first place
    assert topic_named_first(order, own_script, cosine, {0, 2}.__contains__, margin=0.04) == order
    # nobody names it, or the other language's clause is further than the margin behind
    assert topic_named_first(order, own_script, cosine, set().__contains__, margin=0.04) == order
    assert topic_named_first(order, own_script, cosine, only_other, margin=0.02) == order
    # one script only: nothing to choose between
    assert topic_named_first([0, 1], np.array([True, True]), cosine[:2], {1}.__contains__) == [0, 1]


def test_identical_content_comes_back_once_from_the_path_ranked_first():
    metas = [{"content_hash": "a"}, {"content_hash": "b"}, {"content_hash": "a"}, {}, {}]
    assert distinct_content([2, 1, 0, 3, 4], metas) == [2, 1, 3, 4]


def test_hubness_is_closeness_to_the_nearest_everyday_questions():
    reference = _unit(np.eye(4)[:3])  # three everyday questions along axes 0..2
    hub = _unit([1, 1, 1, 0])
    specific = _unit([0, 0, 0.2, 1])
    anchors = Anchors(np.zeros(4, np.float32), np.zeros((0, 4), np.float32), np.zeros(0, np.float32), reference)
    with_k = anchors.hubness(np.stack([hub, specific]))
    assert with_k[0] > with_k[1]
    assert anchors.hubness(np.zeros((0, 4), np.float32)).shape == (0,)
