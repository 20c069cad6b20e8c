"""`hr-agent eval` guarded like ingest: the report never holds the OLLAMA_HOST password, a report
that could not be written is refused before the first question, the question file is read bounded,
and text from the question file cannot drive the terminal (SIGTERM: test_eval.py). The CLI runs as
a subprocess."""
from __future__ import annotations

import json
import os

from tests.support.harness import cli

ONE = json.dumps({"id": "a", "question": "婚假几天？", "expected_facts": [13]}, ensure_ascii=False) + "\n"


def _questions(tmp_path, text=ONE):
    path = tmp_path / "q.jsonl"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_ollama_host_password_is_in_neither_the_report_nor_the_json(fake_ollama, agent_env, tmp_path):
    env = {**agent_env, "OLLAMA_HOST": fake_ollama.url.replace("http://", "http://alice:s3cret-pw@")}
    fake_ollama.push("Final Answer: 婚假13天。", "Final Answer: 婚假13天。")
    out = tmp_path / "report.json"

    shown = cli("eval", str(_questions(tmp_path)), "--json", "--out", str(out), env=env)

    assert shown.returncode == 0, shown.stderr
    assert "s3cret" not in shown.stdout and "s3cret" not in shown.stderr
    assert "s3cret" not in out.read_text(encoding="utf-8")
    assert json.loads(shown.stdout)["ollama_host"] == fake_ollama.url.replace("http://", "http://***@")
    assert fake_ollama.bodies("/api/generate")  # the password did reach the server's connection


def test_a_directory_as_out_is_refused_before_the_first_question(fake_ollama, agent_env, tmp_path):
    result = cli("eval", str(_questions(tmp_path)), "--out", str(tmp_path), env=agent_env)
    assert result.returncode == 2
    assert "--out" in result.stderr and "目录" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert fake_ollama.bodies("/api/generate") == []


def test_an_out_under_a_file_is_refused_before_the_first_question(fake_ollama, agent_env, tmp_path):
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    result = cli("eval", str(_questions(tmp_path)), "--out", str(tmp_path / "notes.txt" / "r.json"), env=agent_env)
    assert result.returncode == 2 and "--out 无法写入" in result.stderr
    assert fake_ollama.bodies("/api/generate") == []


def test_a_writable_out_is_not_left_behind_when_the_run_never_starts(agent_env, tmp_path):
    out = tmp_path / "r.json"
    env = {**agent_env, "OLLAMA_HOST": "http://127.0.0.1:9"}  # nothing listens: exit 3 before any question
    result = cli("eval", str(_questions(tmp_path)), "--out", str(out), env=env)
    assert result.returncode == 3 and not out.exists()


def test_a_fifo_as_question_file_is_refused_at_once(agent_env, tmp_path):
    fifo = tmp_path / "q.jsonl"
    os.mkfifo(fifo)
    result = cli("eval", str(fifo), env=agent_env, timeout=60)  # an open() that waited would hang here
    assert result.returncode == 2 and "不是普通文件" in result.stderr


def test_a_link_to_dev_zero_as_question_file_is_refused(agent_env, tmp_path):
    link = tmp_path / "q.jsonl"
    link.symlink_to("/dev/zero")
    result = cli("eval", str(link), env=agent_env, timeout=60)
    assert result.returncode == 2 and "不是普通文件" in result.stderr


def test_a_question_file_over_the_size_cap_is_refused_before_reading(agent_env, tmp_path):
    from evals.questions import MAX_QUESTIONS_BYTES

    big = tmp_path / "q.jsonl"
    with open(big, "wb") as fh:
        fh.truncate(MAX_QUESTIONS_BYTES + 1)  # sparse: costs no disk
    result = cli("eval", str(big), env=agent_env)
    assert result.returncode == 2 and "文件过大" in result.stderr and "Traceback" not in result.stderr


def test_json_nested_too_deep_is_exit_2_naming_the_line(agent_env, tmp_path):
    deep = '{"id": "d", "question": "年假？", "expected_facts": ' + "[" * 100_000 + "]" * 100_000 + "}\n"
    result = cli("eval", str(_questions(tmp_path, ONE + deep)), env=agent_env)
    assert result.returncode == 2, result.stderr
    assert "第 2 行：JSON 嵌套过深" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_ids_and_kinds_from_the_question_file_cannot_drive_the_terminal(fake_ollama, agent_env, tmp_path):
    line = json.dumps({"id": "a\x1b]0;pwned\x07", "kind": "look\x1b[2Jup", "question": "婚假几天？",
                       "expected_facts": ["婚假"]}, ensure_ascii=False) + "\n"
    fake_ollama.push("Final Answer: 婚假按手册规定休。")
    result = cli("eval", str(_questions(tmp_path, line)), env=agent_env)
    assert result.returncode == 0, result.stderr
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    assert "lookup" in result.stdout
