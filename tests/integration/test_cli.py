"""The CLI as a user runs it: `main` in-process isolated like a fresh process (a subprocess
where start-up is the point), real HTTP to a fake Ollama, real ChromaDB."""
from __future__ import annotations

import json

import pytest

from tests.support.harness import cli, cli_process
from tests.support.fake_ollama import FakeOllama
from tests.support.scripts import COUNT_WORKDAYS, DESIGN_RUN, FINAL, SEARCH_LEAVE, TODAY_FINAL


def test_no_arguments_answers_the_demo_question_and_prints_the_trajectory(fake_ollama, agent_env):
    fake_ollama.push(SEARCH_LEAVE, COUNT_WORKDAYS, FINAL)
    out = cli(env=agent_env)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert text.count("[节点: think]") == 3 and text.count("[节点: act]") == 2
    assert "调用工具: search_knowledge_base" in text and "工具结果: [余弦相似度:" in text
    assert "get_current_date" not in text  # today's date came with the prompt
    assert "今天是 2026年03月20日 (周五，2026-03-20)" in fake_ollama.bodies("/api/generate")[0]["prompt"]
    assert "共 4 个工作日" in text
    assert "最终回答：" in text and "2026年3月25日" in text
    assert "请假需要提前几天申请" in fake_ollama.bodies("/api/generate")[0]["prompt"]


def test_ask_json_document(fake_ollama, agent_env):
    fake_ollama.push(*DESIGN_RUN)
    out = cli("ask", "请假需要提前几天申请？", "--json", env=agent_env)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["stop_reason"] == "final_answer"
    assert doc["answer"] and any("请假" in s for s in doc["sources"])  # sources: the clauses the search found
    assert len(doc["steps"]) == 2 * len(DESIGN_RUN) - 1 and doc["steps"][0]["prompt_tokens"] > 0
    assert any(line.startswith("Observation:") for line in doc["trajectory"])


def test_model_flags_reach_the_server(fake_ollama, agent_env):
    fake_ollama.push(TODAY_FINAL)
    with FakeOllama(models=("qwen2.5:7b", "llama3.2:3b")) as other:
        other.push("Thought: 好\nFinal Answer: 可以。")
        env = {**agent_env, "OLLAMA_HOST": other.url}
        out = cli("ask", "年假有几天？", "--model", "llama3.2:3b", "--max-steps", "2", env=env)
        assert out.returncode == 0, out.stderr
        assert other.bodies("/api/generate")[0]["model"] == "llama3.2:3b"


def test_server_down_prints_remedy_and_exits_3(tmp_path):
    with FakeOllama() as fake:
        url = fake.url
    out = cli("ask", "年假有几天？", env={"OLLAMA_HOST": url, "HR_AGENT_KB_DIR": str(tmp_path / "kb")})
    assert out.returncode == 3
    assert "ollama serve" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_model_missing_prints_pull_command_and_exits_3(fake_ollama, agent_env):
    out = cli("ask", "年假有几天？", "--model", "qwen9:404b", env=agent_env)
    assert out.returncode == 3
    assert "ollama pull qwen9:404b" in out.stderr and "Traceback" not in out.stderr


def test_tool_calculate_leave_days_json(agent_env):
    out = cli("tool", "calculate_leave_days", '{"start_date":"2026-03-20","end_date":"2026-03-25"}', "--json", env=agent_env)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["ok"] is True and doc["data"]["workdays"] == 4


def test_tool_spring_festival_counts_holidays_out_and_makeup_saturdays_in(agent_env):
    out = cli("tool", "calculate_leave_days", '{"start_date":"2026-02-13","end_date":"2026-03-02"}', "--json", env=agent_env)
    doc = json.loads(out.stdout)
    assert doc["data"]["workdays"] == 8
    makeup = {d["date"] for d in doc["data"]["makeup_workdays"]}
    assert {"2026-02-14", "2026-02-28"} <= makeup
    assert "春节" in doc["observation"]


@pytest.mark.parametrize(
    "args, needle",
    [
        (["calculate_leave_days", '{"start_date":"2026-02-30","end_date":"2026-03-01"}'], "start_date"),
        (["calculate_leave_days", "{not json"], "JSON"),
        (["calculate_leave_days", "[1,2]"], "JSON 对象"),
        (["add_workdays", '{"date":"2026-03-20","days":0}'], "days"),
        (["add_workdays", '{"date":"2026-03-20","dayz":3}'], "dayz"),
        (["no_such_tool", "{}"], "search_knowledge_base"),
    ],
)
def test_tool_bad_input_is_one_line_and_exit_2(args, needle, agent_env):
    out = cli("tool", *args, "--json", env=agent_env)
    assert out.returncode == 2
    doc = json.loads(out.stdout)
    assert doc["ok"] is False and needle in doc["error"]
    assert "\n" not in doc["error"]


def test_bad_today_setting_is_one_line_and_exit_2(agent_env):
    out = cli("tool", "get_current_date", "{}", "--today", "明天", env=agent_env)
    assert out.returncode == 2
    assert "today" in out.stderr and "YYYY-MM-DD" in out.stderr and "Traceback" not in out.stderr


def test_search_several_queries_json(agent_env):
    out = cli("search", "请假需要提前几天申请", "孩子出生后爸爸能休几天", "-k", "2", "--json", env=agent_env)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert list(doc) == ["请假需要提前几天申请", "孩子出生后爸爸能休几天"]
    first = doc["请假需要提前几天申请"][0]
    assert set(first) == {"rank", "score", "relevant", "heading", "source", "text"}
    assert "提前3个工作日" in first["text"] and first["relevant"] is True
    assert [len(hits) for hits in doc.values()] == [2, 2]
    assert "陪产假" in doc["孩子出生后爸爸能休几天"][0]["heading"]


def test_search_takes_its_default_k_from_hr_agent_k(agent_env):
    default = json.loads(cli("search", "年休假有几天", "--json", env=agent_env).stdout)
    assert len(default["年休假有几天"]) == 3
    out = cli("search", "年休假有几天", "--json", env={**agent_env, "HR_AGENT_K": "5"})
    assert out.returncode == 0, out.stderr
    assert len(json.loads(out.stdout)["年休假有几天"]) == 5
    assert len(json.loads(cli("search", "年休假有几天", "-k", "1", "--json", env={**agent_env, "HR_AGENT_K": "5"}).stdout)["年休假有几天"]) == 1


def test_search_marks_irrelevant_hits_and_labels_the_score(agent_env):
    out = cli("search", "how to bake bread", "请假需要提前几天申请", env=agent_env)
    assert out.returncode == 0, out.stderr
    off_topic, on_topic = out.stdout.split("# 请假需要提前几天申请")
    assert "没有相关条款" in off_topic
    hit_lines = [l for l in off_topic.splitlines() if l[:2] in ("1.", "2.", "3.")]
    assert len(hit_lines) == 3 and all("[余弦相似度:0." in l and "（不相关）" in l for l in hit_lines)
    first = next(l for l in on_topic.splitlines() if l.startswith("1."))
    assert "（不相关）" not in first and "请假流程" in first and "没有相关条款" not in on_topic
    doc = json.loads(cli("search", "how to bake bread", "--json", env=agent_env).stdout)
    assert [h["relevant"] for h in doc["how to bake bread"]] == [False] * 3


def test_ingest_then_search_finds_new_document(tmp_path, agent_env):
    doc = tmp_path / "canteen.md"
    doc.write_text("# 食堂管理办法\n\n## 第一条 开放时间\n员工食堂午餐供应时间为11:30至13:00，晚餐为17:30至19:00。\n", encoding="utf-8")
    out = cli("ingest", str(doc), env=agent_env)
    assert out.returncode == 0, out.stderr
    assert "新增 1" in out.stdout
    again = cli("ingest", str(doc), env=agent_env)
    assert "新增 0" in again.stdout and "未变 1" in again.stdout
    found = cli("search", "食堂几点开饭", "--json", env=agent_env)
    assert "11:30" in json.loads(found.stdout)["食堂几点开饭"][0]["text"]


def test_help_is_fast_and_lists_commands():
    out = cli_process("--help", fresh_interpreter=True)  # a process: --help must not wait for the heavy imports
    assert out.returncode == 0
    for command in ("ask", "ingest", "search", "tool"):
        assert command in out.stdout


@pytest.mark.parametrize(
    "env, needle",
    [
        ({"OLLAMA_HOST": "http://127.0.0.1:99999"}, "1–65535"),
        ({"OLLAMA_HOST": "socks5://127.0.0.1:1080"}, "http 或 https"),
        ({"HR_AGENT_TIMEOUT": "inf"}, "request_timeout"),
        ({"HR_AGENT_TIMEOUT": "nan"}, "request_timeout"),
    ],
    ids=["port-out-of-range", "bad-scheme", "timeout-inf", "timeout-nan"],
)
def test_bad_host_or_timeout_setting_is_one_line_and_exit_2(env, needle, agent_env):
    out = cli("ask", "年假有几天？", env={**agent_env, **env})
    assert out.returncode == 2, out.stderr
    assert needle in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_environment_proxies_neither_break_nor_carry_the_ollama_traffic(fake_ollama, agent_env):
    proxies = {"ALL_PROXY": "socks9://x", "HTTP_PROXY": "http://127.0.0.1:9", "http_proxy": "http://127.0.0.1:9"}
    env = {**agent_env, **proxies}
    out = cli("tool", "get_current_date", "{}", env=env)
    assert out.returncode == 0, out.stderr
    fake_ollama.push(*DESIGN_RUN)
    out = cli("ask", "请假需要提前几天申请？", "--json", env=env)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["stop_reason"] == "final_answer"
    assert len(fake_ollama.bodies("/api/generate")) == len(DESIGN_RUN)  # straight to the server


def test_a_server_that_is_not_ollama_is_one_line_and_exit_2(fake_ollama, agent_env):
    fake_ollama.show_reply = {}
    out = cli("ask", "年假有几天？", env=agent_env)
    assert out.returncode == 2, out.stderr
    assert "无法识别的响应" in out.stderr and "OLLAMA_HOST" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_credentials_in_ollama_host_reach_neither_the_output_nor_the_threads_db(fake_ollama, agent_env, tmp_path):
    from tests.support.fake_ollama import Fault

    fake_ollama.push(*[Fault.http(500, "llama runner process has terminated")] * 5)
    env = {**agent_env, "OLLAMA_HOST": fake_ollama.url.replace("http://", "http://alice:s3cret@"),
           "HR_AGENT_TIMEOUT": "0.5"}
    out = cli("ask", "年假有几天？", "--thread", "t1", "--json", env=env)
    assert out.returncode == 3
    assert "***@127.0.0.1" in out.stdout  # the error names the server, without its password
    assert "s3cret" not in out.stdout + out.stderr
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("threads.sqlite*") if p.is_file())
    assert stored and b"s3cret" not in stored and b"alice" not in stored



def test_question_beyond_half_the_context_window_is_refused_before_any_model_call(fake_ollama, agent_env):
    question = "请问年假怎么计算？" * 400  # ~3,600 tokens against num_ctx 4096
    out = cli("ask", question, env={**agent_env, "HR_AGENT_NUM_CTX": "4096"})
    assert out.returncode == 2, out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "HR_AGENT_NUM_CTX" in out.stderr
    assert fake_ollama.bodies("/api/generate") == []
