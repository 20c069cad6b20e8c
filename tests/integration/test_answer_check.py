"""The answer check in every answer path, through the compiled graph (and the CLI) against the
fake Ollama: a right answer passes at no extra call, a wrong one is sent back once with the
tool's figure, and what still fails reaches the person marked, never silently."""
from __future__ import annotations

import json

from langgraph.checkpoint.memory import InMemorySaver

from graph.builder import compile_graph
from tests.support.harness import cli, observations, prompts, run
from tests.support.scripts import ADD_WORKDAYS, DESIGN_RUN, FINAL, GET_DATE, LEAVE_RULE_FINAL, SEARCH_LEAVE, TODAY_FINAL

LOOKUP = [SEARCH_LEAVE, GET_DATE, ADD_WORKDAYS]  # the design's tools: 2026-03-20 + 3 working days = 2026-03-25
WRONG_DATE = FINAL.replace("2026年3月25日（周三）", "2026年3月26日（周四）")
WRONG_WEEKDAY = FINAL.replace("2026年3月25日（周三）", "2026年3月25日（周四）")


def test_a_right_answer_is_verified_at_no_extra_model_call(fake_ollama, context):
    fake_ollama.push(*DESIGN_RUN)
    state = run(context())
    assert state["stop_reason"] == "final_answer" and state["verified"] is True and state["problems"] == []
    assert len(fake_ollama.bodies("/api/generate")) == len(DESIGN_RUN)
    assert "retry_answer" not in [s["outcome"] for s in state["steps"]]


def test_a_wrong_date_is_sent_back_with_the_tools_date_and_the_corrected_answer_is_verified(fake_ollama, context):
    fake_ollama.push(*LOOKUP, WRONG_DATE, FINAL)
    state = run(context())
    assert state["final_answer"] == FINAL.split("Final Answer: ", 1)[1]
    assert state["verified"] is True and state["problems"] == []
    feedback = observations(state)[-1]
    assert "2026-03-26" in feedback and "2026-03-25" in feedback  # the conflict, quoting the tool's figure
    assert "2026-03-25" in prompts(fake_ollama)[-1].rsplit("Observation:", 1)[1]


def test_a_date_wrong_every_time_is_given_unverified_with_the_problem_listed(fake_ollama, context):
    fake_ollama.push(*LOOKUP, WRONG_DATE, WRONG_DATE)
    state = run(context())
    assert state["stop_reason"] == "final_answer" and "3月26日" in state["final_answer"]
    assert state["verified"] is False
    assert {"kind": "date", "stated": "2026-03-26", "expected": "2026-03-25"} in state["problems"]
    assert len(fake_ollama.bodies("/api/generate")) == len(LOOKUP) + 2  # one retry, no more
    assert state["turns"][-1]["verified"] is False and state["turns"][-1]["problems"] == state["problems"]


def test_the_right_date_with_the_wrong_weekday_is_unverified(fake_ollama, context):
    fake_ollama.push(*LOOKUP, WRONG_WEEKDAY, WRONG_WEEKDAY)
    state = run(context())
    assert state["verified"] is False
    assert state["problems"] == [{"kind": "weekday", "stated": "2026-03-25（周四）", "expected": "2026-03-25（周三）"}]


def test_an_estimated_year_date_without_the_caveat_is_unverified(fake_ollama, context):
    add = ADD_WORKDAYS.replace("2026-03-20", "2027-01-29")
    answer = ("Thought: 已有足够信息\nFinal Answer: 根据《员工手册》请假流程，请假需提前3个工作日提交。"
              "今天2027年1月29日（周五）提交，最早可从2027年2月3日（周三）开始休假。")
    fake_ollama.push(SEARCH_LEAVE, add, answer, answer)
    state = run(context(today="2027-01-29"))
    assert "官方放假安排尚未导入" in observations(state)[1]
    assert state["verified"] is False
    assert state["problems"] == [{"kind": "caveat", "stated": None, "expected": "2027"}]
    caveated = answer.replace("开始休假。", "开始休假。2027年放假安排尚未公布，该日期按法定节日推算，仅供参考。")
    fake_ollama.push(SEARCH_LEAVE, add, caveated)
    assert run(context(today="2027-01-29"))["verified"] is True


def test_a_reply_cut_at_num_predict_is_asked_again_with_a_larger_budget(fake_ollama, context):
    assert len(TODAY_FINAL.encode()) > 4 * 40  # the fake cuts after num_predict × 4 bytes
    fake_ollama.push(TODAY_FINAL, TODAY_FINAL)
    state = run(context(num_predict=40))
    bodies = fake_ollama.bodies("/api/generate")
    assert [b["options"]["num_predict"] for b in bodies] == [40, 160]
    assert state["stop_reason"] == "final_answer" and state["verified"] is True
    assert state["final_answer"] == TODAY_FINAL.split("Final Answer: ", 1)[1]
    assert state["steps"][0]["completion_tokens"] > 40  # both calls' tokens


def test_a_reply_cut_twice_ends_with_stop_reason_truncated(fake_ollama, context):
    long_answer = LEAVE_RULE_FINAL + "请假超过5天的，还须经人力资源部审批。" * 10
    fake_ollama.push(long_answer, long_answer)
    state = run(context(num_predict=20))
    assert state["stop_reason"] == "truncated" and "num_predict=20" in state["error"]
    assert state["steps"][-1]["outcome"] == "truncated"
    assert state["turns"][-1]["stop_reason"] == "truncated"
    assert len(fake_ollama.bodies("/api/generate")) == 2


def test_a_follow_up_resting_on_earlier_clauses_cites_them(fake_ollama, context):
    app = compile_graph(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "follow"}}
    fake_ollama.push(SEARCH_LEAVE, LEAVE_RULE_FINAL, "Thought: 上一轮已查到\nFinal Answer: 需要提前3个工作日，在OA系统提交。")
    first = app.invoke({"question": "请假要提前几天？"}, config, context=context())
    second = app.invoke({"question": "在哪里提交？要提前几个工作日？"}, config, context=context())
    assert second["tool_calls"] == [] and second["verified"] is True
    assert second["sources"] and set(second["sources"]) <= {e["ref"] for e in first["evidence"]}


def test_cli_ask_marks_an_unverified_answer_in_json_and_in_text(fake_ollama, agent_env):
    fake_ollama.push(*LOOKUP, WRONG_DATE, WRONG_DATE)
    doc = json.loads(cli("ask", "请假需要提前几天申请？", "--json", env=agent_env).stdout)
    assert doc["verified"] is False
    assert {"kind": "date", "stated": "2026-03-26", "expected": "2026-03-25"} in doc["problems"]

    fake_ollama.push(*LOOKUP, WRONG_DATE, WRONG_DATE)
    out = cli("ask", "请假需要提前几天申请？", env=agent_env)
    assert out.returncode == 0, out.stderr
    after = out.stdout.split("最终回答：", 1)[1]
    assert "注意：回答中的日期 2026-03-26 与工具计算结果 2026-03-25 不一致，请以工具结果为准。" in after
    assert "retry_answer" in out.stdout.split("合计", 1)[0]  # the step table's outcome column


def test_cli_history_shows_each_turns_sources_time_and_a_truncated_stop(fake_ollama, agent_env):
    fake_ollama.push(SEARCH_LEAVE, LEAVE_RULE_FINAL)
    assert cli("ask", "请假要提前几天？", "--thread", "h1", env=agent_env).returncode == 0
    cut = LEAVE_RULE_FINAL + "请假超过5天的，还须经人力资源部审批。" * 10
    fake_ollama.push(cut, cut)
    second = cli("ask", "还有呢？", "--thread", "h1", "--json", env={**agent_env, "HR_AGENT_NUM_PREDICT": "20"})
    assert json.loads(second.stdout)["stop_reason"] == "truncated"
    history = cli("history", "h1", env=agent_env)
    assert history.returncode == 0, history.stderr
    first_turn, second_turn = history.stdout.split("## 第 2 轮", 1)
    assert "依据：employee_handbook.md" in first_turn and "→ 回答（final_answer，20" in first_turn
    assert "→ 回答（truncated，" in second_turn and "truncated" in second_turn.split("合计", 1)[0]
