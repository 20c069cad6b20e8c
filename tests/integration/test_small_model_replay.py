"""Whatever a weak model writes, the loop ends cleanly within its budget.

tests/data/small_model_outputs.jsonl holds real outputs of a 270M model (prompt echoes,
runaway repetition, placeholder tool names, JSON with nested junk, answers followed by
an imagined next question). Each is replayed through the compiled graph as the fake
Ollama's reply. Also here: the context budget (observation truncation and compaction of
older observations, with a prompt prefix that changes rarely) and the one retry for a
useless final answer.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from nodes.resources import resources_for
from prompts.compaction import COMPACTED_MARK, OBSERVATION, compact_trajectory, estimate_tokens
from prompts.react_prompt import build_react_prompt
from tests.support.scripts import LEAVE_RULE_FINAL, SEARCH_LEAVE, TODAY_FINAL
from tests.support.harness import QUESTION, observations, prompts, run

DATA = Path(__file__).resolve().parents[1] / "data" / "small_model_outputs.jsonl"
OUTPUTS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
CLEAN_ENDS = {"final_answer", "max_steps", "parse_failures", "tool_failures"}





def assert_clean_end(state, max_steps):
    assert state["stop_reason"] in CLEAN_ENDS, state.get("error")
    assert state.get("error") is None
    assert isinstance(state["final_answer"], str) and state["final_answer"].strip()
    assert 1 <= state["step_count"] <= max_steps + 1
    thinks = [s for s in state["steps"] if s["node"] == "think"]
    assert len(thinks) == state["step_count"]  # every model turn is recorded, none lost


def test_the_data_file_has_all_29_outputs():
    assert len(OUTPUTS) == 29
    assert len({o["id"] for o in OUTPUTS}) == 29


# --------------------------------------------------------------------------- replay


@pytest.mark.parametrize("output", OUTPUTS, ids=[o["id"] for o in OUTPUTS])
def test_each_small_model_output_as_every_reply_ends_cleanly(fake_ollama, context, output):
    max_steps = 4
    # Exactly enough replies for the budget plus the final tool-free call: a run that asked
    # for more would hit the fake's "script exhausted" 500 and end with stop reason "error".
    fake_ollama.push(*[output["text"]] * (max_steps + 1))
    state = run(context(max_steps=max_steps))
    assert_clean_end(state, max_steps)
    assert len(prompts(fake_ollama)) == state["step_count"]
    # whatever the model wrote, the trajectory holds bounded entries, never its raw runaway text
    assert all(len(entry) < 5_000 for entry in state["trajectory"])


@pytest.mark.parametrize("start", [0, 7, 14, 21])
def test_all_outputs_in_sequence_end_within_the_step_budget(fake_ollama, context, start):
    texts = [o["text"] for o in OUTPUTS]
    fake_ollama.push(*texts[start:], *texts[:start])
    state = run(context(max_steps=6))
    assert_clean_end(state, 6)
    assert fake_ollama.remaining == len(OUTPUTS) - state["step_count"]


# --------------------------------------------------------------------------- context budget


SEARCHES = ["请假提前申请天数", "年假天数", "病假工资", "陪产假", "加班调休", "婚假", "丧假", "试用期", "离职手续", "报销标准"]


def search(query: str) -> str:
    return f'Thought: 再查一下{query}\nAction: search_knowledge_base\nAction Input: {{"query": "{query}"}}'


def test_observations_are_truncated_to_the_configured_size(fake_ollama, context):
    limit = 120
    fake_ollama.push(search("请假流程"), search("年假天数"), TODAY_FINAL)
    state = run(context(observation_max_chars=limit))
    assert state["stop_reason"] == "final_answer"
    obs = observations(state)
    assert len(obs) == 2
    for entry in obs:
        body = entry[len(OBSERVATION):].strip()
        assert len(body) <= limit + len("…（已截断，原文 00000 字）")
        assert "[余弦相似度:" in body  # still the tool's own text, cut at a sentence end


@pytest.fixture(scope="module")
def compaction_run(seeded_kb_dir):
    """Ten long searches under a context window with room for only a few of them (run once)."""
    from tests.support.harness import TODAY
    from tests.support.fake_ollama import FakeOllama
    from nodes.context import Context

    num_predict, room = 200, 1600
    with pytest.MonkeyPatch.context() as env, FakeOllama() as fake:
        for name in [n for n in os.environ if n.startswith("HR_AGENT_") or n == "OLLAMA_HOST"]:
            env.delenv(name)
        base = Context(ollama_host=fake.url, kb_dir=str(seeded_kb_dir), today=TODAY, request_timeout=5.0)
        overhead = estimate_tokens(build_react_prompt(QUESTION, [], list(resources_for(base).tools)))
        ctx = base.with_overrides(num_ctx=overhead + num_predict + room, num_predict=num_predict,
                                  observation_max_chars=300, max_steps=len(SEARCHES))
        fake.push(*[search(q) for q in SEARCHES], "Thought: 已有足够信息\nFinal Answer: 请假需提前3个工作日在OA提交。")
        state = run(ctx)
        return ctx, state, prompts(fake)


def test_prompts_stay_within_num_ctx_when_observations_pile_up(compaction_run):
    ctx, state, sent = compaction_run
    assert state["stop_reason"] == "max_steps" and len(sent) == len(SEARCHES) + 1
    whole = "\n".join(state["trajectory"])
    assert estimate_tokens(sent[0]) + estimate_tokens(whole) > ctx.num_ctx  # uncompacted, it could not fit
    for prompt in sent:
        assert estimate_tokens(prompt) <= ctx.num_ctx - ctx.num_predict


def test_question_and_recent_steps_stay_whole_older_observations_are_compacted(compaction_run):
    _, state, sent = compaction_run
    last = sent[-1]
    assert f"## 问题\n{QUESTION}\n" in last
    shown = state["trajectory"][:-1]  # the last prompt saw everything but the final answer
    for entry in shown[-4:]:
        assert entry in last
    assert shown[-1].startswith(OBSERVATION) and "[余弦相似度:" in shown[-1]
    assert COMPACTED_MARK in last
    assert observations(state)[0] not in last  # the first observation's full text is gone from the prompt
    # the state itself keeps every step whole: compaction only shapes the prompt
    assert len(observations(state)) == len(SEARCHES)
    assert not any(COMPACTED_MARK in entry for entry in state["trajectory"])


def test_compaction_changes_the_prompt_prefix_rarely(compaction_run):
    _, _, sent = compaction_run
    breaks = 0
    for earlier, later in zip(sent, sent[1:]):
        breaks += not later.startswith(earlier)
    # compaction is in large steps: the cached prefix is rebuilt every few steps, not every step
    assert 1 <= breaks <= 3, breaks


def test_compaction_is_stable_over_a_long_synthetic_run():
    """The pure function over 60 steps: within budget, recent entries whole, few prefix changes."""
    overhead, budget = 1000, 4000
    traj: list[str] = []
    views = []
    for i in range(60):
        traj.append(f"Thought: 第{i}步\nAction: search_knowledge_base\nAction Input: {{\"query\": \"条款{i}\"}}")
        traj.append(f"{OBSERVATION} " + f"第{i}条观察：员工请假须提前三个工作日在系统提交申请。" * 12)
        view = compact_trajectory(traj, overhead, budget)
        assert overhead + estimate_tokens("\n".join(view)) <= budget
        assert view[-4:] == traj[-4:]
        views.append("\n".join(view))
    breaks = sum(not later.startswith(earlier) for earlier, later in zip(views, views[1:]))
    assert breaks <= 60 * 2 // 5, breaks  # re-cut on well under half the steps


# --------------------------------------------------------------------------- useless answers


def retry_notes(state):
    return [s for s in state["steps"] if s.get("outcome") == "retry_answer"]


def test_i_dont_know_after_evidence_gets_one_retry_then_is_accepted(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, "Thought: 不确定\nFinal Answer: 我不知道。", "Thought: 还是不确定\nFinal Answer: 我不知道")
    state = run(context())
    assert state.get("evidence") or state.get("sources")  # the search found the clause
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"] == "我不知道"
    assert "不知道" in observations(state)[1] and "条款" in observations(state)[1]  # the note
    assert len(retry_notes(state)) == 1
    assert state["step_count"] == 3


@pytest.mark.parametrize("shrug", ["我不知道", "抱歉，我不知道。", "Sorry, I don't know."])
def test_i_dont_know_then_a_real_answer(fake_ollama, context, shrug):
    fake_ollama.push(SEARCH_LEAVE, f"Thought: 嗯\nFinal Answer: {shrug}", LEAVE_RULE_FINAL)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"].startswith("根据《员工手册》") and state["verified"] is True
    assert len(retry_notes(state)) == 1


def test_i_dont_know_without_evidence_is_accepted_at_once(fake_ollama, context):
    fake_ollama.push("Thought: 没有工具能回答\nFinal Answer: 我不知道")
    state = run(context(), "公司食堂几点开门？")
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"] == "我不知道"
    assert state["step_count"] == 1 and not retry_notes(state)


def test_empty_final_answer_is_retried(fake_ollama, context):
    fake_ollama.push("Thought: 好了\nFinal Answer:", TODAY_FINAL)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert state["final_answer"].startswith("今天是")
    note = observations(state)[0]
    assert "Final Answer" in note
    assert state["step_count"] == 2


def test_empty_final_answer_every_time_still_ends_with_a_non_empty_answer(fake_ollama, context):
    fake_ollama.push(SEARCH_LEAVE, *["Thought: 好了\nFinal Answer: "] * 3)
    state = run(context())
    assert_clean_end(state, 6)
    assert "提前3个工作日" in state["final_answer"]  # the fallback answers from the evidence


def test_answer_repeating_the_question_gets_one_retry(fake_ollama, context):
    echo = "Thought: 好\nFinal Answer: 请假需要提前几天申请 如果今天申请 最早哪天能开始休"
    fake_ollama.push(echo, echo)
    state = run(context())
    assert state["stop_reason"] == "final_answer"
    assert "重复了问题" in observations(state)[0]
    assert len(retry_notes(state)) == 1 and state["step_count"] == 2
