"""`hr-agent eval` as a user runs it: the CLI in a subprocess, the real graph, knowledge base and
calendar, and the fake Ollama answering every question of the shipped set with the replies a
well-behaved model would write (tests/data/eval_replies.jsonl). This checks the harness, not a model."""
from __future__ import annotations

import datetime as dt
import json
import os
import re
import signal
import subprocess
import time
from collections import Counter

import pytest

from evals.scoring import fact_found
from tests.support.fake_ollama import Fault
from tests.support.eval_script import QUESTIONS, REPLIES, SCRIPTED_WRONG, jsonl, scripted_model
from tests.support.forkserver import python_command
from tests.support.harness import cli, repo_path

KINDS = {"lookup", "lookup_date", "date", "deadline", "two_clause", "near_duplicate", "follow_up", "unknown"}


def test_the_shipped_set_covers_every_kind_and_every_question_has_scripted_replies():
    questions, replies = jsonl(QUESTIONS), jsonl(REPLIES)
    assert len(questions) >= 40
    assert set(Counter(q["kind"] for q in questions)) == KINDS
    assert [q["id"] for q in questions] == [r["id"] for r in replies]
    assert len({q["question"] for q in questions}) == len(questions)  # the fake tells them apart by text
    assert sum(q["expected_facts"] == ["UNKNOWN"] for q in questions) >= 5


def test_eval_scores_the_whole_set_against_scripted_replies(fake_ollama, agent_env, tmp_path):
    questions, replies = jsonl(QUESTIONS), jsonl(REPLIES)
    model_calls = sum(len(r["replies"]) for r in replies)
    fake_ollama.push(*[scripted_model(questions, replies)] * model_calls)
    out = tmp_path / "report.json"

    result = cli("eval", str(QUESTIONS), "--out", str(out), env=agent_env, timeout=600)

    assert result.returncode == 0, result.stderr
    assert fake_ollama.errors == [] and fake_ollama.remaining == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    totals, results = report["totals"], report["results"]
    by_id = {r["id"]: r for r in results}
    assert len(results) == len(questions) and totals["runs"] == len(questions)
    failed = {r["id"] for r in results if not r["passed"]}
    assert failed == SCRIPTED_WRONG, {i: by_id[i]["reasons"] for i in failed}
    assert totals["passed"] == len(questions) - 2
    assert totals["accuracy"] == round((len(questions) - 2) / len(questions), 4)
    # The answer check caught both wrong scripts (each repeats its mistake after the feedback)
    # and no correct one: the wrong date, and the invented figure.
    assert {r["id"] for r in results if r["verified"] is False} == SCRIPTED_WRONG
    assert by_id["date-lookup-03"]["problems"] == [{"kind": "date", "stated": "2026-02-17", "expected": "2026-02-24"}]
    assert [p["kind"] for p in by_id["unknown-03"]["problems"]] == ["number"]
    assert totals["unverified"] == {"runs": 2, "by_kind": {"date": 1, "number": 1}}
    assert "未通过核对的回答：2（日期 1，数字 1）" in result.stdout

    # Why the two failed: the right date is missing; the UNKNOWN answer states numbers of its own.
    assert any("2026-02-24" in reason for reason in by_id["date-lookup-03"]["reasons"])
    assert any("自行给出了数字" in reason for reason in by_id["unknown-03"]["reasons"])

    # Per kind, means and latency percentiles are computed over the real runs.
    assert set(totals["by_kind"]) == KINDS
    assert totals["by_kind"]["unknown"]["passed"] == totals["by_kind"]["unknown"]["runs"] - 1
    assert totals["by_kind"]["date"]["accuracy"] == 1.0
    assert totals["by_kind"]["deadline"] == {"runs": 3, "passed": 3, "accuracy": 1.0}
    assert by_id["deadline-01"]["tools"] == ["search_knowledge_base", "add_workdays"]
    for r in results:  # each question ran exactly its scripted turns through the graph
        scripted = len(next(x for x in replies if x["id"] == r["id"])["replies"])
        assert r["steps"] == scripted and r["stop_reason"] == "final_answer"
        assert r["prompt_tokens"] > 0 and r["completion_tokens"] > 0 and r["wall_ms"] > 0
    assert totals["mean_steps"] == round(sum(r["steps"] for r in results) / len(results), 1)
    assert 0 < totals["latency_ms"]["p50"] <= totals["latency_ms"]["p95"] <= totals["latency_ms"]["max"]
    # Each question's own today is in its prompt, so the scripted model needs no get_current_date.
    assert by_id["date-lookup-01"]["tools"] == ["search_knowledge_base", "add_workdays"]
    assert by_id["date-lookup-01"]["today"] == "2026-04-28"
    asked = [b["prompt"] for b in fake_ollama.bodies("/api/generate") if by_id["date-lookup-01"]["question"] in b["prompt"]]
    assert asked and all("今天是 2026年04月28日 (周二，2026-04-28)" in p.split("## 问题")[0] for p in asked)

    # The scripted answers are grounded: every expected fact of a passing answer is in what the
    # real tools returned on that conversation (the handbook text, the calendar's dates).
    for r in results:
        if r["passed"] and r["expected_facts"] != ["UNKNOWN"]:
            seen, q = [], r
            while q:
                seen += [line for line in q["trajectory"] if line.startswith("Observation:")]
                q = by_id.get(q["follow_up_of"])
            tools_said = "\n".join(seen)
            for fact in r["expected_facts"]:
                assert fact_found(fact, tools_said, dt.date.fromisoformat(r["today"])), (r["id"], fact)

    # A follow-up runs on its question's conversation: the earlier turn is in its prompt.
    prompts = [b["prompt"] for b in fake_ollama.bodies("/api/generate")]
    follow_up = next(p for p in prompts if "## 问题\n那病假呢？工资怎么发？" in p)
    assert "之前的对话" in follow_up and "年假有几天？" in follow_up
    first = next(p for p in prompts if "## 问题\n年假有几天？" in p)
    assert "之前的对话" not in first

    # The table: a row per question, the totals, and the progress bar on stderr.
    rows = [line for line in result.stdout.splitlines() if line.split(" ")[0] in by_id]
    assert len(rows) == len(questions)
    assert re.search(r"准确率 96\.2%（51/53", result.stdout)
    assert "评测" in result.stderr


def test_repeat_reports_the_spread_across_runs(fake_ollama, agent_env, tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text(
        json.dumps({"id": "steady", "kind": "lookup", "question": "婚假几天？", "expected_facts": [13], "today": "2026-04-01"},
                   ensure_ascii=False) + "\n"
        + json.dumps({"id": "shaky", "kind": "lookup", "question": "陪产假几天？", "expected_facts": [15]}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    # Each question searches the handbook, then answers from it; the second run's answer to the
    # shaky question invents a figure, which it repeats when the answer check sends it back.
    shaky = iter(["陪产假15天。", "陪产假17天。", "陪产假15天。"])
    last = {}

    def reply(body):
        prompt = body["prompt"]
        history = prompt.split("## 历史轨迹\n", 1)[1]
        wedding = "## 问题\n婚假几天？" in prompt
        if "Observation:" not in history:
            return 'Thought: 查\nAction: search_knowledge_base\nAction Input: {"query": "%s"}' % ("婚假天数" if wedding else "陪产假天数")
        if wedding:
            return "Final Answer: 婚假13天。"
        if "不符" not in history:
            last["answer"] = next(shaky)
        return "Final Answer: " + last["answer"]

    fake_ollama.push(*[reply] * 13)
    result = cli("eval", str(path), "--repeat", "3", "--json", "--today", "2026-05-06", env=agent_env)

    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    spread = report["totals"]["spread"]
    assert spread["accuracy_per_run"] == [1.0, 0.5, 1.0]
    assert spread["unstable"] == ["shaky"]
    assert (spread["min"], spread["max"]) == (0.5, 1.0) and spread["stdev"] > 0
    assert [r["run"] for r in report["results"]] == [1, 1, 2, 2, 3, 3]
    assert report["totals"]["passed"] == 5
    assert report["totals"]["unverified"] == {"runs": 1, "by_kind": {"number": 1}}
    assert [r["verified"] for r in report["results"]] == [True, True, True, False, True, True]
    # --today stands in for lines without a today of their own; each run has its own threads.
    assert [r["today"] for r in report["results"][:2]] == ["2026-04-01", "2026-05-06"]
    assert len({r["thread"] for r in report["results"]}) == 6


def test_every_question_failing_on_the_model_server_exits_3_after_the_report(fake_ollama, agent_env, tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text(json.dumps({"id": "a", "question": "婚假几天？", "expected_facts": [13]}, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    fake_ollama.push(*[Fault.http(500, "model crashed")] * 3)  # the client's first try and its retries
    result = cli("eval", str(path), "--json", env=agent_env)
    assert result.returncode == 3
    (only,) = json.loads(result.stdout)["results"]
    assert only["stop_reason"] == "error" and not only["passed"] and "model crashed" in only["error"]
    assert result.stderr.strip().splitlines()[-1].startswith("错误：")


@pytest.mark.parametrize("line, needle", [
    ('{"id": "a", "question": "年假？"', "第 2 行：不是合法的 JSON"),
    ('{"id": "a", "question": "年假？"}', "第 2 行：缺少字段 expected_facts"),
    ('{"id": "a", "question": "年假？", "expected_facts": []}', "第 2 行：expected_facts 应为非空列表"),
    ('{"id": "a", "question": "年假？", "expected_facts": [5], "today": "明天"}', "第 2 行：today 应为 YYYY-MM-DD"),
    ('{"id": "a", "question": "年假？", "expected_facts": [5], "follow_up_of": "zzz"}', "第 2 行：follow_up_of 应为前面某一行的 id"),
    ('{"id": "a", "question": "年假？", "expected_fact": [5]}', "第 2 行：未知字段 expected_fact"),
    ('{"id": "ok", "question": "年假？", "expected_facts": [5]}', "第 2 行：id 应为唯一的字符串"),
])
def test_a_bad_question_line_is_one_line_naming_line_and_field_and_exit_2(line, needle, agent_env, tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text('{"id": "ok", "question": "婚假几天？", "expected_facts": [13]}\n' + line + "\n", encoding="utf-8")
    result = cli("eval", str(path), env=agent_env)
    assert result.returncode == 2
    assert needle in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_model_server_unreachable_exits_3_before_any_question(agent_env, tmp_path):
    env = {**agent_env, "OLLAMA_HOST": "http://127.0.0.1:9"}  # discard port: nothing listens
    result = cli("eval", str(QUESTIONS), env=env)
    assert result.returncode == 3
    assert "ollama serve" in result.stderr


@pytest.mark.parametrize("stop, code", [(signal.SIGINT, 130), (signal.SIGTERM, 128 + signal.SIGTERM)],
                         ids=["ctrl-c", "sigterm"])
def test_ctrl_c_or_sigterm_mid_run_still_writes_the_report_of_finished_questions(fake_ollama, agent_env, tmp_path,
                                                                                 stop, code):
    path = tmp_path / "q.jsonl"
    path.write_text(
        json.dumps({"id": "a", "question": "婚假几天？", "expected_facts": ["婚假"]}, ensure_ascii=False) + "\n"
        + json.dumps({"id": "b", "question": "陪产假几天？", "expected_facts": ["陪产假"]}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    # The signal cuts the second question's model request (its reply would come 3 s later).
    # (Answers without a figure of their own: nothing for the answer check to send back.)
    fake_ollama.push("Final Answer: 婚假请按员工手册的规定申请。", Fault.delay(3, "Final Answer: 陪产假请按员工手册的规定申请。"))
    out = tmp_path / "report.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_") and k != "OLLAMA_HOST"}
    proc = subprocess.Popen([*python_command(), repo_path("step8_react_agent.py"), "eval", str(path), "--out", str(out)],
                            env={**env, **agent_env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while len(fake_ollama.bodies("/api/generate")) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    proc.send_signal(stop)
    stdout, stderr = proc.communicate(timeout=120)

    assert proc.returncode == code, stderr
    assert "Traceback" not in stderr and stdout.splitlines()[2].startswith("a ")  # the finished row is printed
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["interrupted"] is True
    assert [r["id"] for r in report["results"]] == ["a"] and report["totals"]["passed"] == 1
