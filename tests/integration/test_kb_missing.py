"""No knowledge base set up is its own state, not "not covered": the search tells the model
(and the page) that nobody has ingested a handbook, the answer payload says `kb_missing`, the
CLI says how to set it up, and `serve`/`studio` warn at start."""
from __future__ import annotations

import pytest

from cli.studio import seed_knowledge_base
from knowledge.generations import KB_MISSING_MARK
from tests.support.harness import cli
from tests.support.web import app_clients, of, sse_events
from web.documents import turn_document

SEARCH = 'Thought: 查制度\nAction: search_knowledge_base\nAction Input: {"query": "年假天数"}'
NOT_SET_UP_ANSWER = "Thought: 没有知识库\nFinal Answer: 知识库还没有建立，请联系管理员导入员工手册。"


def test_the_web_answer_says_the_knowledge_base_is_not_set_up(context, fake_ollama, tmp_path, monkeypatch):
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    missing = tmp_path / "never-ingested"
    fake_ollama.push(SEARCH, NOT_SET_UP_ANSWER)
    with app_clients(lambda: context(kb_dir=str(missing))) as make:
        client = make()
        thread = client.post("/api/threads").json()["id"]
        reply = client.post(f"/api/threads/{thread}/runs", json={"question": "年假有几天？"})
    events = sse_events(reply.text)
    answer = of(events, "answer")[0]
    assert answer["kb_missing"] is True and answer["not_covered"] is False
    observation = of(events, "step")[1]["observation"]
    assert KB_MISSING_MARK in observation and "hr-agent ingest" in observation
    assert not missing.exists()  # asking never creates it


@pytest.mark.parametrize("observation, missing", [
    (f"Observation: search_knowledge_base 失败：{KB_MISSING_MARK}（/srv/kb），没有任何制度可查。", True),
    ("Observation: 知识库中没有找到与「年假」相关的条款：手册未涉及这个问题", False),
    (f"Observation: [余弦相似度:0.81] 第三章 > 第七条（手册.md）：{KB_MISSING_MARK}时由人事部门登记。", False),  # a clause's words
])
def test_kb_missing_is_told_only_by_the_search_failure(observation, missing):
    doc = turn_document({"question": "q", "answer": "a", "stop_reason": "final_answer", "sources": [],
                         "steps": [{"step": 1, "node": "act", "tool": "search_knowledge_base", "outcome": "ok"}],
                         "trajectory": [observation]})
    assert doc["kb_missing"] is missing and doc["not_covered"] is (not missing)


def test_cli_ask_and_search_on_a_chosen_missing_knowledge_base_say_how_to_set_it_up(fake_ollama, tmp_path):
    target = tmp_path / "kb"
    for args in (("ask", "年假有几天？"), ("search", "年假")):
        out = cli(*args, "--kb-dir", str(target), env={"OLLAMA_HOST": fake_ollama.url})
        assert out.returncode == 2, out.stdout
        assert KB_MISSING_MARK in out.stderr and "hr-agent ingest" in out.stderr and "Traceback" not in out.stderr
    assert fake_ollama.bodies("/api/generate") == []


def test_serve_and_studio_warn_at_start_when_the_knowledge_base_is_missing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("HR_AGENT_KB_DIR", str(tmp_path / "kb"))
    assert seed_knowledge_base() == 0  # the server still starts
    err = capsys.readouterr().err
    assert "警告" in err and KB_MISSING_MARK in err and "hr-agent ingest" in err


def test_health_tells_the_page_which_knowledge_base_it_reads(context, seeded_kb_dir, tmp_path, monkeypatch):
    import nodes.resources as resources

    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    default = tmp_path / "default-kb"
    monkeypatch.setattr(resources, "DEFAULT_KB_DIR", str(default))
    for kb_dir, state in ((seeded_kb_dir, "own"), (tmp_path / "chosen", "missing"), (default, "demo")):
        with app_clients(lambda kb_dir=kb_dir: context(kb_dir=str(kb_dir))) as make:
            assert make().get("/api/health").json()["knowledge_base"] == state
    assert not default.exists() and not (tmp_path / "chosen").exists()  # asking about it fills nothing
