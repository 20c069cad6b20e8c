"""Conversation memory, ask_user interrupts and live CLI output (issue: Studio, memory, conversation)."""
from __future__ import annotations

import json

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from graph.builder import compile_graph
from tests.support.scripts import DESIGN_RUN, FINAL, SEARCH_LEAVE
from tests.support.harness import cli, cli_process

ANNUAL = "Thought: 先查年假\nAction: search_knowledge_base\nAction Input: {\"query\": \"年休假天数\"}"
ANNUAL_ANSWER = "Thought: 够了\nFinal Answer: 年假按累计工作年限5到15天。"
SICK = "Thought: 用户问病假\nAction: search_knowledge_base\nAction Input: {\"query\": \"病假\"}"
SICK_ANSWER = "Thought: 够了\nFinal Answer: 病假需提供医院证明。"
ASK = 'Thought: 需要入职日期\nAction: ask_user\nAction Input: {"question": "请问您的入职日期是哪天？"}'


def config(thread="t1"):
    return {"configurable": {"thread_id": thread}}


def test_follow_up_sees_a_summary_of_earlier_turns_and_starts_a_fresh_trajectory(fake_ollama, context):
    app = compile_graph(checkpointer=InMemorySaver())
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    first = app.invoke({"question": "年假有几天？"}, config(), context=context())
    second = app.invoke({"question": "那病假呢？"}, config(), context=context())

    assert first["stop_reason"] == second["stop_reason"] == "final_answer"
    assert "病假" in second["tool_calls"][0]["observation"]  # the new turn searched the handbook afresh
    follow_up_prompt = fake_ollama.bodies("/api/generate")[2]["prompt"]
    assert "之前的对话" in follow_up_prompt and "用户：年假有几天？" in follow_up_prompt
    assert "助手：年假按累计工作年限5到15天。" in follow_up_prompt
    assert "年休假天数" not in follow_up_prompt  # earlier observations are not replayed
    assert second["step_count"] == 2 and len(second["trajectory"]) == 3
    assert [t["question"] for t in second["turns"]] == ["年假有几天？", "那病假呢？"]
    # A repeated search in the new turn is not mistaken for a repeated call.
    assert len(second["tool_calls"]) == 1


def test_ask_user_interrupts_and_resumes_with_the_answer(fake_ollama, context):
    app = compile_graph(checkpointer=InMemorySaver())
    fake_ollama.push(ASK, "Thought: 2019年入职，满7年\nFinal Answer: 您2019-07-01入职，工龄满7年。")
    paused = app.invoke({"question": "我有几天年假？"}, config("ask"), context=context())
    snapshot = app.get_state(config("ask"))
    assert snapshot.next == ("act",)
    assert snapshot.interrupts[0].value == {"type": "ask_user", "question": "请问您的入职日期是哪天？"}
    assert not paused.get("final_answer")

    done = app.invoke(Command(resume="2019-07-01"), config("ask"), context=context())
    assert done["stop_reason"] == "final_answer"
    assert "Observation: 用户回答：2019-07-01" in done["trajectory"]
    assert "用户回答：2019-07-01" in fake_ollama.bodies("/api/generate")[-1]["prompt"]


def test_cli_two_turns_resume_from_sqlite_in_new_processes(fake_ollama, agent_env, tmp_path):
    env = {**agent_env, "HR_AGENT_THREADS_DB": str(tmp_path / "threads.sqlite")}
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    one = cli("ask", "年假有几天？", "--thread", "demo", "--json", env=env)
    assert one.returncode == 0, one.stderr
    two = cli_process("ask", "那病假呢？", "--thread", "demo", "--json", env=env)  # a new process resumes
    assert two.returncode == 0, two.stderr
    doc = json.loads(two.stdout)
    assert doc["stop_reason"] == "final_answer" and doc["step_count"] == 2
    assert any(line.startswith("Observation:") and "病假" in line for line in doc["trajectory"])
    assert "用户：年假有几天？" in fake_ollama.bodies("/api/generate")[2]["prompt"]

    history = cli("history", "demo", env=env)
    assert history.returncode == 0, history.stderr
    assert "第 1 轮：年假有几天？" in history.stdout and "第 2 轮：那病假呢？" in history.stdout
    assert "Observation:" in history.stdout and "合计" in history.stdout

    missing = cli("history", "no-such-thread", env=env)
    assert missing.returncode == 2 and "no-such-thread" in missing.stderr


def test_cli_ask_user_non_interactive_stops_with_needs_input_then_resumes(fake_ollama, agent_env, tmp_path):
    env = {**agent_env, "HR_AGENT_THREADS_DB": str(tmp_path / "threads.sqlite")}
    fake_ollama.push(ASK, "Thought: 满7年\nFinal Answer: 您2019-07-01入职，已满7年。")
    first = cli("ask", "我有几天年假？", "--thread", "u1", "--json", env=env)
    doc = json.loads(first.stdout)
    assert doc["stop_reason"] == "needs_input" and doc["needs_input"] == "请问您的入职日期是哪天？"
    second = cli("ask", "2019-07-01", "--thread", "u1", "--json", env=env)
    doc2 = json.loads(second.stdout)
    assert doc2["stop_reason"] == "final_answer" and doc2["step_count"] == 2 and doc2["verified"] is True
    assert "Observation: 用户回答：2019-07-01" in doc2["trajectory"]


def test_cli_streams_raw_tokens_and_prints_step_table(fake_ollama, agent_env):
    raw_first = SEARCH_LEAVE.replace("Action Input:", "Action Input:  ")  # raw spacing survives only when streamed
    fake_ollama.push(raw_first, *DESIGN_RUN[1:])
    out = cli("ask", "请假需要提前几天申请？", "--stream", env=agent_env)
    assert out.returncode == 0, out.stderr
    assert 'Action Input:   {"query": "请假提前申请天数"}' in out.stdout
    assert "\033[" not in out.stdout  # not a terminal: plain text
    table = out.stdout[out.stdout.index("新提示tok"):]
    assert "search_knowledge_base" in table and "合计" in table


def test_cli_quiet_prints_only_the_answer(fake_ollama, agent_env):
    fake_ollama.push(*DESIGN_RUN)
    out = cli("ask", "请假需要提前几天申请？", "--quiet", env=agent_env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == FINAL.split("Final Answer: ", 1)[1]


def test_cli_graph_prints_mermaid():
    out = cli("graph")
    assert out.returncode == 0
    assert "think" in out.stdout and "act" in out.stdout and "graph TD" in out.stdout


def test_cli_chat_session_with_follow_up_steps_and_quit(fake_ollama, agent_env):
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER, SICK, SICK_ANSWER)
    out = cli("chat", "--thread", "c1", env=agent_env, stdin="年假有几天？\n那病假呢？\n/steps\n/quit\n")
    assert out.returncode == 0, out.stderr
    assert "会话 c1" in out.stdout
    assert "最终回答：年假按累计工作年限5到15天。" in out.stdout
    assert "最终回答：病假需提供医院证明。" in out.stdout
    assert "用户：年假有几天？" in fake_ollama.bodies("/api/generate")[2]["prompt"]
    assert out.stdout.count("合计") >= 1  # /steps printed the last turn's table
    history = cli("history", "c1", "--json", env=agent_env)
    assert [t["question"] for t in json.loads(history.stdout)["turns"]] == ["年假有几天？", "那病假呢？"]
