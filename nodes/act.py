"""`act`: carry out the next action `think` left (run a tool, or report feedback) as one
`Observation:` line."""
from __future__ import annotations

import json
import time

from langgraph.runtime import Runtime

from nodes.context import Context
from nodes.state import AgentState, ToolCall
from nodes.records import step_record
from nodes.resources import resources_for
from prompts.parser import quote_label_lines  # a handbook line "Final Answer: …" is data, not a turn


def act(state: AgentState, runtime: Runtime[Context]) -> dict:
    ctx = Context.coerce(runtime.context)
    step = state.get("step_count", 0)
    started = time.monotonic()
    action = state.get("next_action") or {}
    done = {"next_action": None}

    if action.get("kind") == "feedback":
        return {
            **done,
            "trajectory": [f"Observation: {action['text']}"],
            "steps": [step_record(step, "act", _ms(started), outcome="feedback")],
        }

    tool = action.get("tool") or ""
    args = action.get("args") or {}
    earlier = find_same_call(state.get("tool_calls", []), tool, args)
    if earlier is not None:
        text = f"你已经用相同参数调用过 {tool}，不再重复执行。之前的结果：{earlier['observation']}"
        return {
            **done,
            "trajectory": [f"Observation: {text}"],
            "steps": [step_record(step, "act", _ms(started), outcome="repeated", tool=tool)],
        }

    # A tool that needs the person (ask_user) pauses the run here with LangGraph's interrupt;
    # the resumed run calls it again and it returns the person's answer.
    result = resources_for(ctx).tools.run(tool, args)
    observation = quote_label_lines(truncate(result.observation, ctx.observation_max_chars))
    delta = {
        **done,
        "trajectory": [f"Observation: {observation}"],
        "tool_calls": [ToolCall(tool=tool, args=dict(args), ok=result.ok, observation=observation,
                                data=dict(result.data))],
        "steps": [step_record(step, "act", _ms(started), outcome="ok" if result.ok else "tool_error", tool=tool)],
    }
    if result.evidence:
        delta["evidence"] = list(result.evidence)
    return delta


def call_key(tool: str, args: dict) -> str:
    return tool + json.dumps(args, ensure_ascii=False, sort_keys=True)


def find_same_call(calls: list[ToolCall], tool: str, args: dict) -> ToolCall | None:
    key = call_key(tool, args)
    return next((c for c in calls if call_key(c["tool"], c["args"]) == key), None)


def truncate(text: str, limit: int) -> str:
    """Cut at the last sentence end before `limit`, and say that it was cut."""
    if len(text) <= limit:
        return text
    head = text[:limit]
    cut = max(head.rfind(ch) for ch in "。！？!?.\n")
    if cut >= limit // 2:
        head = head[: cut + 1]
    return f"{head.rstrip()}…（已截断，原文 {len(text)} 字）"


def _ms(started: float) -> float:
    return (time.monotonic() - started) * 1000
