"""The workplace-topic evidence the relevance gate uses, pure: which catalogue topics a
knowledge base covers, and how far a question's uncovered topic beats a hit."""
from __future__ import annotations

import re

import numpy as np
import pytest

from knowledge.fusion import topic_excess, uncovered_topics
from knowledge.lexical import BM25, lexical_tokens, query_terms
from knowledge.store import DEFAULT_HANDBOOK_DIR
from knowledge.topics import CATALOGUE, Coverage, names_found, parse_catalogue


def _unit(v):
    v = np.asarray(v, dtype=np.float32)
    return v / np.linalg.norm(v, axis=-1, keepdims=True)


def test_topic_excess_is_the_uncovered_topic_over_the_mean_of_hit_and_covered_topic():
    # Net cosine 0.06 and best covered topic 0.04: the knowledge base's side is 0.05.
    assert topic_excess(0.06, (0.04, 0.09)) == pytest.approx(0.04)
    # A strong covered topic pulls a weak hit's side up.
    assert topic_excess(0.03, (0.08, 0.08)) < topic_excess(0.03, (0.00, 0.08))


def test_a_topic_is_covered_when_named_in_the_text_or_close_to_a_chunk():
    closest = np.array([0.95, 0.80, 0.80, 0.89])
    named = np.array([False, True, False, False])
    # Only the third is neither named nor close enough; 0.89 is "close enough" at 0.89.
    assert uncovered_topics(closest, named, covered_at=0.89).tolist() == [False, False, True, False]


@pytest.mark.parametrize("terms, texts, expected", [
    (("股票期权",), ["第十条 员工可获授股票期权。"], True),
    (("股票期权",), ["第十条 期权"], False),
    (("pet",), ["Employees must not join a competitor."], False),  # English terms are whole words
    (("pet",), ["No pets in the office."], True),  # plural -s allowed
    (("stock option",), ["Stock options vest over four years."], True),  # several words, any case
    (("stock option",), ["stock optional"], False),
    (("年终奖", "bonus"), ["A sign-on bonus is paid in month 3."], True),  # any of the terms
    # A Chinese term that is wholly words of two characters or more is named by those words in one text
    (("商业保险",), ["公司为员工购买补充商业医疗保险。"], True),
    (("商业保险",), ["公司遵守商业道德。", "员工享有社会保险。"], False),  # not in one text
    (("年终奖",), ["年终考核合格者发放奖金。"], False),  # 奖 alone says nothing
])
def test_key_terms_found_in_the_text(terms, texts, expected):
    assert names_found([terms], texts, _vocabulary(texts)) == [expected]


def _vocabulary(texts):
    return BM25([lexical_tokens(t) for t in texts]).vocabulary


def _named_by_search(term: str, texts: list[str], vocabulary) -> bool:
    """The definition names_found implements: Chinese as a substring, or, when the term is
    wholly words of two or more characters, as those words all in one text; English as a word."""
    corpus = "\n".join(texts)
    if not term.isascii():
        words = [w for w in query_terms(term, vocabulary) if len(w) >= 2 and not w.startswith("#")]
        whole_words = len(words) >= 2 and "".join(words) == term
        return term in corpus or whole_words and any(all(w in t for w in words) for t in texts)
    return re.search(r"\b" + re.escape(term) + r"s?\b", corpus) is not None


def test_vocabulary_shortcut_agrees_with_searching_the_text():
    """Every catalogue term against the bundled handbook: the set look-ups in the BM25
    vocabulary decide as a plain search of the text would."""
    texts = [p.read_text(encoding="utf-8") for p in sorted(DEFAULT_HANDBOOK_DIR.glob("*.md"))]
    terms = [(t,) for topic in parse_catalogue(CATALOGUE.read_text(encoding="utf-8")) for t in topic.terms]
    vocabulary = _vocabulary(texts)
    got = names_found(terms, texts, vocabulary)
    expected = [_named_by_search(t[0], [text.lower() for text in texts], vocabulary) for t in terms]
    assert [t for t, g, e in zip(terms, got, expected) if g != e] == []
    assert sum(got) >= 20  # the handbook names plenty of them: the comparison is not vacuous


def test_evidence_is_the_best_hub_corrected_match_on_either_side():
    q = _unit([1, 0, 0])
    covered = _unit([[1, 1, 0], [0, 1, 0]])
    uncovered = _unit([[1, 0, 0.1]])
    cov = Coverage(covered, np.array([0.1, 0.0]), uncovered, np.array([0.2]))
    best_covered, best_uncovered = cov.evidence(q)
    assert best_covered == pytest.approx(float(covered[0] @ q) - 0.1)
    assert best_uncovered == pytest.approx(float(uncovered[0] @ q) - 0.2)
    # Nothing covered (or nothing uncovered): nothing to compare, no topic test.
    assert Coverage(covered[:0], np.zeros(0), uncovered, np.array([0.2])).evidence(q) is None
    assert Coverage(covered, np.array([0.1, 0.0]), uncovered[:0], np.zeros(0)).evidence(q) is None


def test_catalogue_lines_and_their_errors():
    topics = parse_catalogue("# comment\n\n股票期权, Stock Option | 员工股票期权 | Employee stock options\n")
    assert len(topics) == 1 and topics[0].terms == ("股票期权", "stock option")
    with pytest.raises(ValueError, match="line 2"):
        parse_catalogue("# ok\n股票期权 | 只有两段\n")


def test_shipped_catalogue_is_well_formed():
    topics = parse_catalogue(CATALOGUE.read_text(encoding="utf-8"))
    assert len(topics) >= 150
    assert all(t.terms and all(len(term) >= 2 for term in t.terms) for t in topics)
    assert len({t.zh for t in topics}) == len(topics)  # no topic twice
