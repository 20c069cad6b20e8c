"""`think`: build the prompt, call the model, parse its turn into a state delta."""
from __future__ import annotations

import time

from langgraph.runtime import Runtime

from graph.context import Context
from graph.state import RESET, AgentState, Turn
from llm import LLMError
from nodes.resources import resources_for
from nodes.records import step_record
from prompts import (
    answer_problem,
    build_final_prompt,
    build_react_prompt,
    cited_sources,
    compact_trajectory,
    estimate_tokens,
    parse_react_output,
    render_action,
    render_final,
    summarize_turns,
)

MAX_PARSE_FAILURES = 2
MAX_TOOL_FAILURES = 3
INVALID_ECHO_CHARS = 300


def forced_stop_reason(state: AgentState, max_steps: int) -> str | None:
    """Why the next model call must be the last one (no more tools), if it must."""
    if state.get("step_count", 0) >= max_steps:
        return "max_steps"
    if state.get("parse_failures", 0) >= MAX_PARSE_FAILURES:
        return "parse_failures"
    if consecutive_tool_failures(state) >= MAX_TOOL_FAILURES:
        return "tool_failures"
    return None


def consecutive_tool_failures(state: AgentState) -> int:
    n = 0
    for call in reversed(state.get("tool_calls", [])):
        if call["ok"]:
            break
        n += 1
    return n


PER_TURN_LISTS = ("trajectory", "steps", "tool_calls", "evidence")


def think(state: AgentState, runtime: Runtime[Context]) -> dict:
    """One model turn. A question arriving on a finished thread starts a new turn first."""
    reset: dict = {}
    if state.get("stop_reason"):
        reset = new_turn(state)
        state = {**state, **{k: v for k, v in reset.items() if k not in PER_TURN_LISTS}, **{k: [] for k in PER_TURN_LISTS}}
    delta = decide(state, runtime)
    if delta.get("stop_reason"):
        delta["turns"] = [archive_turn(state, delta)]
    for key in PER_TURN_LISTS:
        if key in reset:
            delta[key] = [RESET, *delta.get(key, [])]
    return {**{k: v for k, v in reset.items() if k not in PER_TURN_LISTS}, **delta}


def new_turn(state: AgentState) -> dict:
    return {
        "conversation": summarize_turns(state.get("turns", [])),
        "step_count": 0,
        "final_answer": None,
        "stop_reason": None,
        "error": None,
        "sources": [],
        "parse_failures": 0,
        "answer_retries": 0,
        "pending_tool": None,
        "pending_args": None,
        "pending_feedback": None,
        "pending_question": None,
        **{key: [RESET] for key in PER_TURN_LISTS},
    }


def archive_turn(state: AgentState, delta: dict) -> Turn:
    return Turn(
        question=state["question"],
        answer=delta.get("final_answer"),
        stop_reason=delta.get("stop_reason"),
        error=delta.get("error"),
        sources=list(delta.get("sources", [])),
        trajectory=[*state.get("trajectory", []), *delta.get("trajectory", [])],
        steps=[*state.get("steps", []), *delta.get("steps", [])],
    )


def decide(state: AgentState, runtime: Runtime[Context]) -> dict:
    ctx = Context.coerce(runtime.context)
    res = resources_for(ctx)
    tools = list(res.tools)
    step = state.get("step_count", 0) + 1
    question = state["question"]
    forced = forced_stop_reason(state, ctx.max_steps)
    prompt = _fit_prompt(state, tools, ctx, forced)
    prompt_est = estimate_tokens(prompt)
    writer = runtime.stream_writer

    started = time.monotonic()
    try:
        completion = res.llm.complete(prompt, on_token=lambda t: writer({"step": step, "token": t}))
    except LLMError as exc:
        spent_ms = (time.monotonic() - started) * 1000  # attempts and backoff included
        return {
            "step_count": step,
            "stop_reason": "error",
            "error": str(exc),
            "steps": [step_record(step, "think", spent_ms, outcome="error", prompt_chars=len(prompt),
                                  prompt_tokens_est=prompt_est)],
        }

    parsed = parse_react_output(completion.text, tools)
    record = lambda outcome, tool=None: step_record(  # noqa: E731
        step, "think", completion.elapsed_ms, outcome=outcome, tool=tool, completion=completion,
        prompt_chars=len(prompt), prompt_tokens_est=prompt_est,
    )
    base = {"step_count": step}

    if forced:
        answer = parsed.answer if parsed.kind == "final" and parsed.answer else fallback_answer(state, forced)
        return {**base, **finish(state, parsed.thought, answer, forced), "steps": [record("forced_final")]}

    if parsed.kind == "final":
        problem = answer_problem(parsed.answer, question, evidence_found=bool(state.get("evidence")))
        if problem and state.get("answer_retries", 0) < 1:
            return {
                **base,
                "trajectory": [render_final(parsed.thought, parsed.answer or "")],
                "pending_feedback": problem,
                "answer_retries": state.get("answer_retries", 0) + 1,
                "steps": [record("retry_answer")],
            }
        return {**base, **finish(state, parsed.thought, parsed.answer or "", "final_answer"), "steps": [record("final")]}

    if parsed.kind == "action":
        return {
            **base,
            "trajectory": [render_action(parsed.thought, parsed.tool, parsed.tool_input)],
            "pending_tool": parsed.tool,
            "pending_args": parsed.tool_input,
            "parse_failures": 0,
            "steps": [record("action", parsed.tool)],
        }

    echo = " ".join(completion.text.split())[:INVALID_ECHO_CHARS] or "（空输出）"
    return {
        **base,
        "trajectory": [f"（无法解析的输出）{echo}"],
        "pending_feedback": parsed.error,
        "parse_failures": state.get("parse_failures", 0) + 1,
        "steps": [record("invalid")],
    }


def finish(state: AgentState, thought: str, answer: str, reason: str) -> dict:
    """The delta that ends a turn with an answer, and the clauses it rests on."""
    return {
        "trajectory": [render_final(thought, answer)],
        "final_answer": answer,
        "sources": cited_sources(answer, state.get("evidence", [])),
        "stop_reason": reason,
        "pending_tool": None,
        "pending_args": None,
        "parse_failures": 0,
    }


def _fit_prompt(state: AgentState, tools, ctx: Context, forced: str | None) -> str:
    """The step's prompt, with older observations compacted if it would overflow num_ctx."""
    question = state["question"]
    conversation = state.get("conversation", "")
    trajectory = state.get("trajectory", [])

    def build(traj):
        if forced:
            return build_final_prompt(question, traj, tools, forced, conversation=conversation, company=ctx.company)
        return build_react_prompt(question, traj, tools, conversation=conversation, company=ctx.company)

    budget = ctx.num_ctx - ctx.num_predict
    overhead = estimate_tokens(build([]))
    return build(compact_trajectory(trajectory, overhead, budget))


def fallback_answer(state: AgentState, reason: str) -> str:
    """The most useful answer the evidence allows when the model gave no usable final answer."""
    why = {
        "max_steps": "在允许的步数内没有得出结论",
        "parse_failures": "模型连续输出了无法解析的内容",
        "tool_failures": "工具连续调用失败",
    }.get(reason, "未能完成推理")
    ok = [c for c in state.get("tool_calls", []) if c["ok"]]
    failed = [c for c in state.get("tool_calls", []) if not c["ok"]]
    lines = [f"抱歉，{why}，无法给出确定的回答。"]
    if ok:
        lines.append("已查到的信息：")
        lines += [f"- {c['tool']}：{_clip(c['observation'])}" for c in ok[-3:]]
    if failed:
        lines.append("失败的操作：")
        lines += [f"- {c['tool']}：{_clip(c['observation'])}" for c in failed[-3:]]
    lines.append("建议换个问法再试，或直接咨询 HR。")
    return "\n".join(lines)


def _clip(text: str, limit: int = 200) -> str:
    s = " ".join(text.split())
    return s if len(s) <= limit else s[: limit - 1] + "…"
