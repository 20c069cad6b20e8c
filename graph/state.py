"""The agent's state: what Studio shows and what the CLI prints.

`trajectory`, `steps` and `tool_calls` are append-only (reducer `operator.add`): a node
returns only the entries it adds, so no step is ever lost or rewritten.
"""
from __future__ import annotations

import operator
from typing import Annotated, Any, Literal

from typing_extensions import TypedDict

StopReason = Literal["final_answer", "max_steps", "parse_failures", "tool_failures", "error", "needs_input"]


class StepRecord(TypedDict, total=False):
    step: int
    node: Literal["think", "act"]
    elapsed_ms: float
    prompt_tokens: int | None  # Ollama `prompt_eval_count` (tokens evaluated, i.e. not served from its cache)
    completion_tokens: int | None  # Ollama `eval_count`
    prompt_chars: int
    tool: str | None
    outcome: str  # action | final | invalid | forced_final | ok | tool_error | repeated | feedback | error


class ToolCall(TypedDict):
    tool: str
    args: dict[str, Any]
    ok: bool
    observation: str


class InputState(TypedDict):
    question: str


class AgentState(TypedDict, total=False):
    question: str
    # Earlier turns of a conversation as a compact summary (questions and final answers).
    conversation: str
    # Text lines the prompt replays: "Thought/Action/Action Input" or "Thought/Final Answer"
    # blocks from `think`, "Observation: …" lines from `act`.
    trajectory: Annotated[list[str], operator.add]
    step_count: int
    pending_tool: str | None
    pending_args: dict[str, Any] | None
    # Text `act` must report instead of running a tool (parse error, empty answer).
    pending_feedback: str | None
    final_answer: str | None
    sources: list[str]
    stop_reason: StopReason | None
    error: str | None
    parse_failures: int  # consecutive unparseable model turns
    answer_retries: int
    steps: Annotated[list[StepRecord], operator.add]
    tool_calls: Annotated[list[ToolCall], operator.add]
