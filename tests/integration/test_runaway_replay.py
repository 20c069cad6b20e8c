"""A reply that runs away in repetition is cut while it streams and answered with format
feedback; a reply that was progressing still gets the larger budget.

The 29 real small-model outputs (tests/data/small_model_outputs.jsonl) are replayed through
the fake Ollama as a base model that never writes its end token would: each text written again
and again until `num_predict`, streamed a few characters at a time with a pause between them,
so the client's early close is what stops the "model" (`streamed_tokens`)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.harness import run

DATA = Path(__file__).resolve().parents[1] / "data" / "small_model_outputs.jsonl"
OUTPUTS = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
CLEAN_ENDS = {"final_answer", "max_steps", "parse_failures", "tool_failures"}
NUM_PREDICT = 768  # the default


def runaway(text: str):
    """The scripted model: `text` over and over, past any budget (the fake cuts at num_predict)."""
    def reply(body: dict) -> str:
        budget_bytes = 4 * int(body["options"]["num_predict"])
        return text * (budget_bytes // len(text.encode("utf-8")) + 2)
    return reply


@pytest.mark.parametrize("output", OUTPUTS, ids=[o["id"] for o in OUTPUTS])
def test_a_small_model_looping_on_its_output_is_cut_early_and_never_asked_with_a_larger_budget(
        fake_ollama, context, output):
    fake_ollama.chunk_delay = 0.002  # ~2,000 characters/s: the client must close while the model still writes
    fake_ollama.push(*[runaway(output["text"])] * 8)
    state = run(context(num_predict=NUM_PREDICT, max_steps=4))

    assert state["stop_reason"] in CLEAN_ENDS, state.get("error")
    assert isinstance(state["final_answer"], str) and state["final_answer"].strip()
    budgets = [b["options"]["num_predict"] for b in fake_ollama.bodies("/api/generate")]
    assert budgets == [NUM_PREDICT] * len(budgets)  # no 4x retry for a loop
    thinks = [s for s in state["steps"] if s["node"] == "think"]
    assert all(s.get("cut") == "repetition" for s in thinks), thinks  # every reply cut while streaming
    # every stream stopped before the budget: the client's close is what stopped the "model"
    assert max(fake_ollama.streamed_tokens) < NUM_PREDICT, fake_ollama.streamed_tokens
    # a reply that began with a tool call had it taken; any other was sent back as format feedback
    for step, entry in zip(thinks, [e for e in state["trajectory"] if not e.startswith("Observation")]):
        assert step["outcome"] in ("action", "runaway", "forced_final"), step
        if step["outcome"] == "runaway":
            assert entry.startswith("（不断重复的输出，已截断）")
    assert all(len(entry) < 2_000 for entry in state["trajectory"])


def test_the_feedback_names_what_repeated_and_the_format(fake_ollama, context):
    text = next(o["text"] for o in OUTPUTS if o["id"] == "sm-004")
    fake_ollama.push(runaway(text), "Thought: 已知今天的日期\nFinal Answer: 今天是2026年3月20日，星期五。")
    state = run(context(num_predict=NUM_PREDICT))
    second_prompt = fake_ollama.bodies("/api/generate")[1]["prompt"]
    assert "不断重复" in second_prompt and "星期几" in second_prompt and "Final Answer:" in second_prompt
    assert state["stop_reason"] == "final_answer" and state["final_answer"].startswith("今天是2026年3月20日")
    assert [s["outcome"] for s in state["steps"] if s["node"] == "think"] == ["runaway", "final"]


def test_a_progressing_reply_cut_at_num_predict_still_gets_the_larger_budget(fake_ollama, context):
    answer = "".join(f"第{n}条：员工申请{kind}应提前{n}个工作日在OA提交。" for n, kind in
                     enumerate(["年假", "事假", "病假", "婚假", "丧假", "产假", "陪产假", "育儿假"], 1))
    reply = f"Thought: 已有足够信息\nFinal Answer: {answer}"
    fake_ollama.push(reply, reply)
    state = run(context(num_predict=40))
    assert [b["options"]["num_predict"] for b in fake_ollama.bodies("/api/generate")][:2] == [40, 160]
    assert "runaway" not in [s.get("outcome") for s in state["steps"]]


def test_the_cli_step_table_and_history_show_the_runaway_step(fake_ollama, agent_env):
    from tests.support.harness import cli

    text = next(o["text"] for o in OUTPUTS if o["id"] == "sm-019")
    fake_ollama.push(runaway(text), "Thought: 已有足够信息\nFinal Answer: 年假天数按累计工作年限确定。")
    out = cli("ask", "年假有几天？", "--json", env=agent_env)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert [s["outcome"] for s in doc["steps"] if s["node"] == "think"] == ["runaway", "final"]
    assert doc["stop_reason"] == "final_answer"
