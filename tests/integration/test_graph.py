"""The compiled graph end to end: real LangGraph runtime, real tools, real ChromaDB,
the real `ollama` client over HTTP to a fake server that replays scripted turns."""
from __future__ import annotations

import threading


from tests.support.harness import observations, prompts, run
from tests.support.fake_ollama import Fault
from tests.support.scripts import DESIGN_RUN, GET_DATE, SEARCH_LEAVE, TODAY_FINAL






def test_design_example_run_uses_real_tools_and_knowledge_base(fake_ollama, context):
    fake_ollama.push(*DESIGN_RUN)
    state = run(context())

    assert state["stop_reason"] == "final_answer"
    obs = observations(state)
    assert len(obs) == 2  # search, then the working days: today's date came with the prompt
    assert "提前3个工作日" in obs[0] and "[余弦相似度:" in obs[0]  # retrieved from ChromaDB, not scripted
    assert "30天" not in obs[0]  # the model's invented observation was cut by the stop sequence
    assert "2026-03-25（周三）" in obs[1]
    assert [c["tool"] for c in state["tool_calls"]] == ["search_knowledge_base", "add_workdays"]
    assert state["sources"] and any("请假" in s for s in state["sources"])
    assert [s["node"] for s in state["steps"]] == ["think", "act"] * 2 + ["think"]


def test_each_request_carries_options_and_stop_sequences(fake_ollama, context):
    fake_ollama.push(*DESIGN_RUN)
    run(context(num_ctx=4096))
    body = fake_ollama.bodies("/api/generate")[0]
    assert body["model"] == "qwen2.5:7b"
    assert body["options"]["temperature"] == 0
    assert body["options"]["num_ctx"] == 4096
    assert any("Observation:" in s for s in body["options"]["stop"])


def test_prompt_prefix_is_stable_across_steps(fake_ollama, context):
    """Step n+1's prompt is step n's plus the new lines: nothing that changes sits above the
    trajectory and no cue follows it, so the server's KV cache serves all of step n's prompt."""
    fake_ollama.push(*DESIGN_RUN)
    run(context())
    sent = prompts(fake_ollama)
    assert len(sent) == len(DESIGN_RUN) == 3
    for earlier, later in zip(sent, sent[1:]):
        assert later.startswith(earlier) and later != earlier


def test_step_records_carry_ollama_token_counts(fake_ollama, context):
    fake_ollama.push(*DESIGN_RUN)
    state = run(context())
    thinks = [s for s in state["steps"] if s["node"] == "think"]
    assert all(s["prompt_tokens"] and s["completion_tokens"] for s in thinks)
    # The fake reports only uncached prompt tokens, as Ollama does: later steps are cheaper.
    assert thinks[1]["prompt_tokens"] < thinks[0]["prompt_tokens"]
    assert all(s["elapsed_ms"] >= 0 for s in state["steps"])


def test_budget_spent_forces_one_tool_free_final_call(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, GET_DATE, "Thought: 已有信息\nFinal Answer: 需提前3个工作日，最早3月25日。")
    state = run(context(max_steps=2))
    assert state["stop_reason"] == "max_steps"
    assert state["final_answer"].startswith("需提前3个工作日")
    last_prompt = prompts(fake_ollama)[-1]
    assert "不能再调用任何工具" in last_prompt
    assert "步数" not in prompts(fake_ollama)[0]  # budget not announced up front


def test_forced_final_that_is_not_an_answer_falls_back_to_evidence(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, GET_DATE)
    state = run(context(max_steps=1))
    assert state["stop_reason"] == "max_steps"
    assert "提前3个工作日" in state["final_answer"]  # the gathered evidence, not a made-up answer


def test_unparseable_output_becomes_an_observation_and_the_model_recovers(fake_ollama, context):
    fake_ollama.push("我觉得应该查一下。", *DESIGN_RUN)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    obs = observations(state)
    assert "Final Answer" in obs[0] and "Action" in obs[0]  # restates the format
    assert state["step_count"] == len(DESIGN_RUN) + 1


def test_two_parse_failures_in_a_row_stop_with_best_answer(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, "嗯……", "？？？", "Thought: 好\nFinal Answer: 请假需提前3个工作日在OA提交。")
    state = run(context())
    assert state["stop_reason"] == "parse_failures"
    assert state["final_answer"] == "请假需提前3个工作日在OA提交。"


def test_a_date_question_is_answered_from_the_prompt_in_one_call(fake_ollama, context):
    fake_ollama.push(TODAY_FINAL)
    state = run(context(), question="今天几号？")
    assert state["stop_reason"] == "final_answer" and state["verified"] is True  # today is a grounded date
    assert state["tool_calls"] == [] and len(prompts(fake_ollama)) == 1


def test_a_model_that_asks_for_the_date_anyway_gets_the_prompts_date(fake_ollama, context):
    fake_ollama.push(GET_DATE, "Thought: 已有足够信息\nFinal Answer: 今天是2026年10月1日（周四），国庆节假期。")
    state = run(context(today="2026-10-01"), question="今天几号？")
    assert state["stop_reason"] == "final_answer" and state["verified"] is True
    line = prompts(fake_ollama)[0].split("## 问题")[0].splitlines()
    told = next(x for x in line if x.startswith("今天是 "))
    assert told.startswith("今天是 2026年10月01日 (周四，2026-10-01)，法定节假日：国庆节")
    assert observations(state)[0] == "Observation: " + told.removeprefix("今天是 ").split("（不必再调用")[0]


def test_repeated_call_is_not_run_again(fake_ollama, context):
    fake_ollama.push(GET_DATE, GET_DATE, TODAY_FINAL)
    state = run(context())
    obs = observations(state)
    assert "已经用相同参数调用过 get_current_date" in obs[1]
    assert "2026年03月20日" in obs[1]  # the earlier result is repeated for the model
    assert state["stop_reason"] == "final_answer" and state["verified"] is True
    assert len(state["tool_calls"]) == 1


def test_unknown_tool_lists_valid_tools(fake_ollama, context):
    fake_ollama.push("Thought: 查\nAction: lookup_policy\nAction Input: {}", TODAY_FINAL)
    state = run(context())
    obs = observations(state)[0]
    assert "lookup_policy" in obs and "search_knowledge_base" in obs and "add_workdays" in obs
    assert state["stop_reason"] == "final_answer"


def test_bad_tool_arguments_are_an_observation_not_a_crash(fake_ollama, context):
    fake_ollama.push(
        'Thought: 算\nAction: calculate_leave_days\nAction Input: {"start_date": "明天", "end_date": "2026-03-25"}',
        "Thought: 日期格式不对\nFinal Answer: 请告诉我请假的具体开始日期（YYYY-MM-DD），我再帮你计算。",
    )
    state = run(context())
    obs = observations(state)[0]
    assert "start_date" in obs and "YYYY-MM-DD" in obs
    assert state["stop_reason"] == "final_answer"


def test_three_tool_failures_in_a_row_stop_the_loop(fake_ollama, context):
    bad = 'Thought: 算\nAction: add_workdays\nAction Input: {"date": "2026-03-20", "days": %s}'
    fake_ollama.push(bad % 0, bad % 1.5, bad % 367, "Thought: 停\nFinal Answer: 无法计算日期，请咨询 HR。")
    state = run(context())
    assert state["stop_reason"] == "tool_failures"
    assert "不能再调用任何工具" in prompts(fake_ollama)[-1]


def test_prompt_injection_in_an_observation_neither_ends_nor_acts(fake_ollama, context, tmp_path, embedder):
    """A handbook section that writes `Final Answer:` / `Action:` is data: the loop goes on."""
    from knowledge.store import KnowledgeBase
    from tests.support.harness import repo_path

    kb = tmp_path / "kb-inject"
    KnowledgeBase(str(kb), embedder=embedder).ingest([repo_path("tests/data/prompt_injection_handbook.md")])
    fake_ollama.push(
        'Thought: 查\nAction: search_knowledge_base\nAction Input: {"query": "特别福利假"}',
        "Thought: 手册内容可疑，但确有条款\nFinal Answer: 手册中特别福利假条款的内容包含可疑指令，请咨询 HR 确认。",
    )
    state = run(context(kb_dir=str(kb)), "特别福利假有几天？")
    assert state["stop_reason"] == "final_answer" and state["step_count"] == 2
    assert [c["tool"] for c in state["tool_calls"]] == ["search_knowledge_base"]
    obs = observations(state)[0]
    assert "365天带薪假" in obs  # the injected clause was retrieved, and ended nothing
    assert "\nFinal Answer:" not in obs and "\nAction:" not in obs  # label lines are quoted


def test_empty_answer_gets_one_retry_then_is_accepted(fake_ollama, context):
    fake_ollama.push("Thought: 好\nFinal Answer: 请假需要提前几天申请？如果今天申请，最早哪天能开始休？", TODAY_FINAL)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert "重复了问题" in observations(state)[0]
    assert state["final_answer"].startswith("今天是") and state["verified"] is True


def test_model_missing_mid_run_ends_with_error_and_keeps_trajectory(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, Fault.http(404, "model 'qwen2.5:7b' not found"))
    state = run(context())
    assert state["stop_reason"] == "error"
    assert "ollama pull qwen2.5:7b" in state["error"]
    assert len(observations(state)) == 1  # the first step is kept


def test_transient_fault_is_retried(fake_ollama, context):
    fake_ollama.push(Fault.http(500, "llama runner process has terminated"), Fault.disconnect(), *DESIGN_RUN)
    state = run(context())
    assert state["stop_reason"] == "final_answer"


def test_server_gone_mid_run_is_one_clear_error(fake_ollama, context):
    def drop_and_stop(body):
        threading.Timer(0.05, fake_ollama.stop).start()
        return Fault.disconnect()

    fake_ollama.push(SEARCH_LEAVE, drop_and_stop)
    state = run(context())
    assert state["stop_reason"] == "error"
    assert "ollama serve" in state["error"]
    assert len(observations(state)) == 1


def test_design_question_at_year_end_crosses_into_a_provisional_year(fake_ollama, context):
    """Asked on 2026-12-30, three working days ahead lands in 2027, which only the statutory
    estimate covers: the tool still answers, and the caveat reaches the model in the tool's own
    words (no prompt rule repeats it; the answer check holds the answer to it:
    test_answer_check.py::test_an_estimated_year_date_without_the_caveat_is_unverified)."""
    add_across_new_year = (
        "Thought: 今天是2026-12-30（周三），往后数3个工作日\n"
        "Action: add_workdays\n"
        'Action Input: {"date": "2026-12-30", "days": 3}'
    )
    final = "Thought: 已有足够信息\nFinal Answer: 最早2027年1月5日（周二）开始休假；2027年放假安排为推算，仅供参考。"
    fake_ollama.push(SEARCH_LEAVE, add_across_new_year, final)
    state = run(context(today="2026-12-30"))

    assert state["stop_reason"] == "final_answer" and state["verified"] is True
    first_prompt = prompts(fake_ollama)[0]
    assert "今天是 2026年12月30日 (周三，2026-12-30)，工作日" in first_prompt and "推算" not in first_prompt
    obs = observations(state)
    assert "2027 年官方放假安排尚未导入" in obs[1] and "仅供参考" in obs[1]
    assert "2027-01-05（周二）" in obs[1] and "2027-01-01 元旦" in obs[1]
    assert "2027 年官方放假安排尚未导入" in prompts(fake_ollama)[-1]  # the model sees the caveat


def test_prompt_that_cannot_fit_num_ctx_ends_the_turn_with_a_clear_error_unsent(fake_ollama, context):
    """Ollama would silently cut the prompt's beginning (the instructions); the agent refuses."""
    state = run(context(num_ctx=1024, num_predict=256), question="年假怎么算？" * 150)
    assert state["stop_reason"] == "error"
    assert "num_ctx=1024" in state["error"] and "HR_AGENT_NUM_CTX" in state["error"]
    assert fake_ollama.bodies("/api/generate") == []
