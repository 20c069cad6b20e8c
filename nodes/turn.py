"""A turn's bookkeeping, pure: when the loop must stop, how a turn starts, ends and is archived."""
from __future__ import annotations

import datetime as dt

from langgraph.types import Overwrite

from nodes.state import PER_TURN_LISTS, AgentState, Turn
from prompts.citations import cited_sources
from prompts.conversation import summarize_turns
from prompts.react_prompt import render_final

MAX_PARSE_FAILURES = 2
MAX_TOOL_FAILURES = 3
INTERRUPTED = "已中断（Ctrl-C）：这一轮没有回答"


def start_turn(state: AgentState) -> dict:
    """Entry node: every question starts a clean turn, whatever state the thread was left in
    (answered, or cut off mid-run: nothing of a dead turn leaks into the next one). Earlier
    answered turns enter the prompt as a summary."""
    return {
        "conversation": summarize_turns(state.get("turns", [])),
        "step_count": 0,
        "final_answer": None,
        "stop_reason": None,
        "error": None,
        "sources": [],
        "verified": None,
        "problems": [],
        "parse_failures": 0,
        "answer_retries": 0,
        "next_action": None,
        "pending_question": None,
        **{key: Overwrite([]) for key in PER_TURN_LISTS},
    }


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


def finish(state: AgentState, thought: str, answer: str, reason: str, problems=()) -> dict:
    """The delta that ends a turn with an answer, the clauses it rests on and whether it
    passed the answer check (`problems` lists what did not)."""
    return {
        "trajectory": [render_final(thought, answer)],
        "final_answer": answer,
        "verified": not problems,
        "problems": list(problems),
        "sources": cited_sources(answer, state.get("evidence", []), [t.get("evidence", []) for t in state.get("turns", [])]),
        "stop_reason": reason,
        "next_action": None,
        "parse_failures": 0,
    }


def interrupted(state: AgentState) -> dict:
    """The delta that ends a turn stopped from outside (Ctrl-C): archived, with no answer."""
    return with_archive(state, {"stop_reason": "interrupted", "error": INTERRUPTED, "final_answer": None,
                                "next_action": None, "verified": None, "problems": []})


def with_archive(state: AgentState, delta: dict) -> dict:
    """A delta that ends the turn also archives it in `turns` (conversation memory, history)."""
    if not delta.get("stop_reason"):
        return delta
    turn = Turn(
        question=state["question"],
        answer=delta.get("final_answer"),
        stop_reason=delta.get("stop_reason"),
        error=delta.get("error"),
        sources=list(delta.get("sources", [])),
        verified=delta.get("verified"),
        problems=list(delta.get("problems", [])),
        evidence=[*state.get("evidence", []), *delta.get("evidence", [])],
        finished_at=dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        trajectory=[*state.get("trajectory", []), *delta.get("trajectory", [])],
        steps=[*state.get("steps", []), *delta.get("steps", [])],
        # Typed results only: the observation text is already in the trajectory, and a checkpoint
        # keeps every archived turn.
        tool_calls=[{k: v for k, v in c.items() if k != "observation"} for c in state.get("tool_calls", [])],
    )
    return {**delta, "turns": [turn]}
