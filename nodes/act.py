"""`act`: run the pending tool (or report the pending feedback) as one `Observation:` line."""
from __future__ import annotations

import json
import re
import time

from langgraph.runtime import Runtime
from langgraph.types import interrupt

from graph.context import Context
from graph.state import AgentState, ToolCall
from nodes.records import step_record
from nodes.resources import resources_for
from tools.base import ToolResult

SEARCH_TOOL = "search_knowledge_base"
# A line of tool output that looks like a protocol label is data, not a turn: quote it so
# neither the model nor a reader mistakes a handbook's "Final Answer:" for the agent's.
# (One class before the colon, not `\s*[*_`]*\s*`: overlapping runs backtrack quadratically.)
_LABEL_LINE = re.compile(
    r"^([\s*_`>#]*)(thought|action input|action|observation|final answer|question|思考|行动|最终答案)([\s*_`]*[:：])",
    re.IGNORECASE,
)


def act(state: AgentState, runtime: Runtime[Context]) -> dict:
    ctx = Context.coerce(runtime.context)
    step = state.get("step_count", 0)
    started = time.monotonic()
    clear = {"pending_tool": None, "pending_args": None, "pending_feedback": None}

    feedback = state.get("pending_feedback")
    if feedback:
        return {
            **clear,
            "trajectory": [f"Observation: {feedback}"],
            "steps": [step_record(step, "act", _ms(started), outcome="feedback")],
        }

    tool = state.get("pending_tool") or ""
    args = state.get("pending_args") or {}
    earlier = find_same_call(state.get("tool_calls", []), tool, args)
    if earlier is not None:
        text = f"你已经用相同参数调用过 {tool}，不再重复执行。之前的结果：{earlier['observation']}"
        return {
            **clear,
            "trajectory": [f"Observation: {text}"],
            "steps": [step_record(step, "act", _ms(started), outcome="repeated", tool=tool)],
        }

    result = resources_for(ctx).tools.run(tool, args)
    if result.ok and "ask_user" in result.data:
        # Pauses the run; the CLI or Studio resumes it with Command(resume=<the person's answer>).
        reply = interrupt({"type": "ask_user", "question": result.data["ask_user"]})
        reply_text = " ".join(str(reply or "").split()) or "（用户没有回答）"
        result = ToolResult(True, f"用户回答：{reply_text}", {"question": result.data["ask_user"], "answer": reply_text})
    observation = quote_label_lines(truncate(result.observation, ctx.observation_max_chars))
    delta = {
        **clear,
        "trajectory": [f"Observation: {observation}"],
        "tool_calls": [ToolCall(tool=tool, args=dict(args), ok=result.ok, observation=observation)],
        "steps": [step_record(step, "act", _ms(started), outcome="ok" if result.ok else "tool_error", tool=tool)],
    }
    if result.ok and tool == SEARCH_TOOL:
        delta["evidence"] = [
            {"ref": f"{h['source']} › {h['heading']}", "title": h["heading"].split(" > ")[-1], "rank": h.get("rank", n)}
            for n, h in enumerate(result.data.get("hits", []), 1)
            if h.get("relevant", True)
        ]
    return delta


def call_key(tool: str, args: dict) -> str:
    return tool + json.dumps(args, ensure_ascii=False, sort_keys=True)


def find_same_call(calls: list[ToolCall], tool: str, args: dict) -> ToolCall | None:
    key = call_key(tool, args)
    return next((c for c in calls if call_key(c["tool"], c["args"]) == key), None)


def quote_label_lines(text: str) -> str:
    return "\n".join(_LABEL_LINE.sub(r"\1| \2\3", line) for line in text.split("\n"))


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
