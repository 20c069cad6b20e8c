"""Without a model, still useful: `ask` and the web page show the handbook clauses that match
the question and the dates it needs, labelled as a handbook search (not the model's answer),
with the one-line remedy; `ask` exits 3. Through the CLI and the web API, with the fake Ollama
stopped (nothing listens) or serving without the model."""
from __future__ import annotations

import json
import socket

import pytest

from tests.support.fake_ollama import FakeOllama
from tests.support.harness import QUESTION, TODAY, cli
from tests.support.web import app_clients, of, sse_events
from tools.without_model import LABEL, STATUS

LEAVE_RULE = "按条款“提前3个工作日提交请假申请”：2026-03-20（周五）之后第 3 个工作日是 2026-03-25（周三）"
TODAY_LINE = "2026年03月20日 (周五，2026-03-20)"


@pytest.fixture
def down_url():
    with FakeOllama() as fake:
        url = fake.url
    return url  # stopped: nothing listens there any more


def env_for(url, kb_dir, tmp_path) -> dict:
    return {"OLLAMA_HOST": url, "HR_AGENT_KB_DIR": str(kb_dir), "HR_AGENT_TODAY": TODAY,
            "HR_AGENT_THREADS_DB": str(tmp_path / "threads.sqlite")}


def test_ask_with_ollama_down_shows_the_clauses_and_dates_then_the_remedy_and_exits_3(down_url, kb_dir, tmp_path):
    out = cli("ask", QUESTION, env=env_for(down_url, kb_dir, tmp_path))
    assert out.returncode == 3
    lines = out.stdout.splitlines()
    assert lines[0] == LABEL
    assert lines[1].startswith("1. ") and "请假流程" in lines[1] and "提前3个工作日" in lines[1]
    assert f"- {TODAY_LINE}，工作日" in lines
    assert any(line.startswith(f"- {LEAVE_RULE}") for line in lines), out.stdout
    (error,) = out.stderr.strip().splitlines()
    assert error.startswith("错误：无法连接 Ollama") and "ollama serve" in error and "ollama pull qwen2.5:7b" in error
    assert "Traceback" not in out.stdout + out.stderr


def test_ask_without_the_model_shows_the_handbook_search_and_the_pull_command(fake_ollama, kb_dir, tmp_path):
    out = cli("ask", QUESTION, "--model", "qwen9:404b", env=env_for(fake_ollama.url, kb_dir, tmp_path))
    assert out.returncode == 3
    assert out.stdout.startswith(LABEL) and LEAVE_RULE in out.stdout
    (error,) = out.stderr.strip().splitlines()
    assert "ollama pull qwen9:404b" in error
    assert fake_ollama.bodies("/api/generate") == []  # nothing pretended to answer


def test_ask_json_without_a_model_is_a_handbook_only_document(down_url, kb_dir, tmp_path):
    out = cli("ask", QUESTION, "--json", env=env_for(down_url, kb_dir, tmp_path))
    assert out.returncode == 3
    doc = json.loads(out.stdout)
    assert doc["status"] == STATUS and doc["label"] == LABEL and doc["question"] == QUESTION
    assert doc["covered"] is True and doc["clauses"][0]["relevant"] and "请假流程" in doc["clauses"][0]["heading"]
    assert {"rank", "relevant", "score", "heading", "source", "text"} <= set(doc["clauses"][0])
    assert doc["dates"][0].startswith(TODAY_LINE) and any(d.startswith(LEAVE_RULE) for d in doc["dates"])
    assert "ollama serve" in doc["remedy"]


def test_a_question_about_no_date_gets_clauses_only(down_url, kb_dir, tmp_path):
    out = cli("ask", "年假有几天？", env=env_for(down_url, kb_dir, tmp_path))
    assert out.returncode == 3
    assert "年休假" in out.stdout and "日期（由日历工具算出）" not in out.stdout


def test_a_question_naming_two_dates_gets_the_working_days_between(down_url, kb_dir, tmp_path):
    out = cli("ask", "我3月23日到3月27日请年假，要用几天年假？", env=env_for(down_url, kb_dir, tmp_path))
    assert out.returncode == 3
    assert "从 2026-03-23 到 2026-03-27，共 5 个工作日" in out.stdout


def test_no_model_and_no_knowledge_base_says_both_on_one_line(down_url, tmp_path):
    out = cli("ask", QUESTION, env=env_for(down_url, tmp_path / "nowhere", tmp_path))
    assert out.returncode == 3
    assert out.stdout.startswith(LABEL)
    (error,) = out.stderr.strip().splitlines()
    assert "ollama serve" in error and "知识库" in error and "hr-agent ingest" in error


def test_a_host_flag_equal_to_its_default_wins_over_ollama_host(fake_ollama, kb_dir, tmp_path):
    """The flag is what the person typed: with OLLAMA_HOST naming a running server,
    `--host http://127.0.0.1:11434` goes to 11434 (nothing there: the handbook-only answer)."""
    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", 11434)) == 0:
            pytest.skip("a real Ollama listens on 11434 here")
    out = cli("ask", "年假有几天？", "--host", "http://127.0.0.1:11434", env=env_for(fake_ollama.url, kb_dir, tmp_path))
    assert out.returncode == 3
    assert "127.0.0.1:11434" in out.stderr
    assert fake_ollama.requests == []


def test_a_k_flag_equal_to_the_default_wins_over_hr_agent_k(kb_dir):
    out = cli("search", "年假", "--json", "-k", "3", env={"HR_AGENT_KB_DIR": str(kb_dir), "HR_AGENT_K": "1"})
    assert out.returncode == 0, out.stderr
    assert len(json.loads(out.stdout)["年假"]) == 3
    out = cli("search", "年假", "--json", env={"HR_AGENT_KB_DIR": str(kb_dir), "HR_AGENT_K": "1"})
    assert len(json.loads(out.stdout)["年假"]) == 1


# -- the web API --------------------------------------------------------------------


def web_ask(ctx, tmp_path, monkeypatch, question=QUESTION):
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    with app_clients(lambda: ctx) as make:
        client = make()
        thread = client.post("/api/threads").json()["id"]
        reply = client.post(f"/api/threads/{thread}/runs", json={"question": question})
        assert reply.status_code == 200, reply.text
        return sse_events(reply.text)


def test_web_run_with_ollama_down_answers_with_the_handbook_search(down_url, context, tmp_path, monkeypatch):
    events = web_ask(context(ollama_host=down_url), tmp_path, monkeypatch)
    (answer,) = of(events, "answer")
    assert answer["stop_reason"] == "error" and answer["answer"] is None
    found = answer["handbook_only"]
    assert found["status"] == STATUS and found["label"] == LABEL and "ollama serve" in found["remedy"]
    assert found["covered"] and "请假流程" in found["clauses"][0]["heading"]
    assert any(d.startswith(LEAVE_RULE) for d in found["dates"])


def test_web_run_without_the_model_answers_with_the_handbook_search(context, fake_ollama, tmp_path, monkeypatch):
    events = web_ask(context(model="qwen9:404b"), tmp_path, monkeypatch, "年假有几天？")
    (answer,) = of(events, "answer")
    found = answer["handbook_only"]
    assert "ollama pull qwen9:404b" in found["remedy"] and found["dates"] == []
    assert any("年休假" in c["heading"] for c in found["clauses"])


def test_web_run_failing_for_another_reason_has_no_handbook_only_part(context, fake_ollama, tmp_path, monkeypatch):
    from tests.support.fake_ollama import Fault

    fake_ollama.push(*[Fault.http(500, "llama runner process has terminated")] * 5)
    events = web_ask(context(request_timeout=0.5), tmp_path, monkeypatch, "年假有几天？")
    (answer,) = of(events, "answer")
    assert answer["stop_reason"] == "error" and answer["handbook_only"] is None
