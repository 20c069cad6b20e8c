"""`think`: build the prompt, call the model, parse its turn into a state delta."""
from __future__ import annotations

import dataclasses
import time

from langgraph.runtime import Runtime

from llm.client import Completion, LLMError
from llm.context_window import ensure_prompt_fits, longer_budget
from llm.text import one_line
from nodes.context import Context
from nodes.records import step_record
from nodes.resources import resources_for, work_calendar
from nodes.state import AgentState, StepOutcome, call_tool, report_feedback
from nodes.turn import finish, forced_stop_reason, with_archive
from prompts.answer_check import claim_problems, review_answer
from prompts.compaction import estimate_tokens, fit_trajectory
from prompts.fallback import fallback_answer
from prompts.grounds import grounds_for
from prompts.parser import parse_react_output, runaway_result
from prompts.react_prompt import build_final_prompt, build_react_prompt, render_action, render_final, today_line

INVALID_ECHO_CHARS = 300
CUT_NOTICE = "（模型输出达到长度上限被截断，正在用更大的长度上限重新生成…）"


def think(state: AgentState, runtime: Runtime[Context]) -> dict:
    """One model turn: a tool call for `act`, feedback for `act` to report, or the answer."""
    ctx = Context.coerce(runtime.context)
    res = resources_for(ctx)
    tools = list(res.tools)
    step = state.get("step_count", 0) + 1
    forced = forced_stop_reason(state, ctx.max_steps)
    prompt = step_prompt(state, tools, ctx, forced)
    size = {"prompt_chars": len(prompt), "prompt_tokens_est": estimate_tokens(prompt)}
    writer = runtime.stream_writer

    started = time.monotonic()

    def emit(token: str) -> None:
        writer({"step": step, "token": token})

    try:
        ensure_prompt_fits(prompt, state["question"], ctx.num_ctx, ctx.num_predict)
        completion = res.llm.complete(prompt, on_token=emit)
        # A reply cut at num_predict is not an answer: asked once more with room to finish.
        if completion.done_reason == "length" and (budget := longer_budget(prompt, ctx.num_ctx, ctx.num_predict)):
            emit(f"\n{CUT_NOTICE}\n")
            completion = joined(completion, res.llm.complete(prompt, on_token=emit, num_predict=budget))
    except LLMError as exc:
        spent_ms = (time.monotonic() - started) * 1000  # attempts and backoff included
        return with_archive(state, {
            "step_count": step,
            "stop_reason": "error",
            "error": str(exc),
            "steps": [step_record(step, "think", spent_ms, outcome="error", **size)],
        })

    parsed = parse_react_output(completion.text, tools)
    # A reply cut because it kept repeating itself: a tool call it began with is taken (the parser
    # reads the first action only, as if a stop sequence had ended the turn there); anything else --
    # an answer, the loop itself -- goes back as format feedback naming what repeated.
    runaway = completion.done_reason == "repetition" and parsed.kind != "action"
    if runaway:
        parsed = runaway_result(completion.runaway, tools)

    def record(outcome: StepOutcome, tool: str | None = None):
        return [step_record(step, "think", completion.elapsed_ms, outcome=outcome, tool=tool,
                            completion=completion, **size)]

    def grounds():  # what the conversation established: read only when there is an answer to check
        return grounds_for(state["question"], ctx.today_date(), state.get("tool_calls", []), state.get("turns", []),
                           work_calendar(ctx))

    delta: dict = {"step_count": step}
    if completion.done_reason == "length":
        delta |= {
            "stop_reason": "truncated",
            "error": f"模型输出达到长度上限被截断（num_predict={ctx.num_predict}，放宽后重问一次仍被截断或已无余量）；"
                     "可调大 HR_AGENT_NUM_PREDICT（及 HR_AGENT_NUM_CTX）",
            "final_answer": parsed.answer if parsed.kind == "final" else None,  # shown as cut, never as clean
            "verified": False, "problems": [],
            "steps": record("truncated"),
        }
    elif forced:
        answer = parsed.answer if parsed.kind == "final" and parsed.answer else fallback_answer(
            forced, state.get("tool_calls", []))
        delta |= finish(state, parsed.thought, answer, forced, claim_problems(answer, grounds())) | {"steps": record("forced_final")}
    elif parsed.kind == "final":
        feedback, problems = review_answer(parsed.answer, state["question"], bool(state.get("evidence")), grounds())
        if feedback and state.get("answer_retries", 0) < 1:
            delta |= {
                "trajectory": [render_final(parsed.thought, parsed.answer or "")],
                "next_action": report_feedback(feedback),
                "answer_retries": state.get("answer_retries", 0) + 1,
                "steps": record("retry_answer"),
            }
        else:
            delta |= finish(state, parsed.thought, parsed.answer or "", "final_answer", problems) | {"steps": record("final")}
    elif parsed.kind == "action":
        delta |= {
            "trajectory": [render_action(parsed.thought, parsed.tool, parsed.tool_input)],
            "next_action": call_tool(parsed.tool, parsed.tool_input),
            "parse_failures": 0,
            "steps": record("action", parsed.tool),
        }
    else:
        label = "（不断重复的输出，已截断）" if runaway else "（无法解析的输出）"
        delta |= {
            "trajectory": [f"{label}{one_line(completion.text, INVALID_ECHO_CHARS) or '（空输出）'}"],
            "next_action": report_feedback(parsed.error),
            "parse_failures": state.get("parse_failures", 0) + 1,
            "steps": record("runaway" if runaway else "invalid"),
        }
    return with_archive(state, delta)


def joined(first: Completion, again: Completion) -> Completion:
    """The asked-again completion, with the time and tokens of both calls."""
    return dataclasses.replace(
        again,
        elapsed_ms=round(first.elapsed_ms + again.elapsed_ms, 1),
        prompt_tokens=(first.prompt_tokens or 0) + (again.prompt_tokens or 0),
        completion_tokens=(first.completion_tokens or 0) + (again.completion_tokens or 0),
    )


def step_prompt(state: AgentState, tools, ctx: Context, forced: str | None) -> str:
    """This step's prompt: the final, tool-free one when the loop must stop; older
    observations compacted when it would overflow num_ctx."""
    question = state["question"]
    # Today's date rides in the prompt (its prefix changes once a day), so a date question needs no tool call.
    shared = {"conversation": state.get("conversation", ""), "company": ctx.company, "today": today_line(tools)}

    def build(trajectory):
        if forced:
            return build_final_prompt(question, trajectory, tools, forced, **shared)
        return build_react_prompt(question, trajectory, tools, **shared)

    return fit_trajectory(state.get("trajectory", []), build, ctx.num_ctx, ctx.num_predict)
