"""The agent's state: what Studio shows and what the CLI prints.

`trajectory`, `steps`, `tool_calls` and `evidence` are append-only within a turn: a node
returns only the entries it adds, so no step is ever lost or rewritten. Each new question
enters through the graph's `start_turn` node, which starts these lists afresh (LangGraph's
`Overwrite`); finished turns are archived in `turns`.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from typing_extensions import TypedDict

from tools.base import Evidence

StopReason = Literal["final_answer", "max_steps", "parse_failures", "tool_failures", "error", "needs_input", "truncated",
                     "interrupted"]
StepOutcome = Literal[
    # think: a tool call, the answer, an unparseable turn, the last (tool-free) answer, an
    # answer sent back once for a fix, a reply cut at num_predict, a failed model call, a reply
    # cut while streaming because it kept repeating itself
    "action", "final", "invalid", "forced_final", "retry_answer", "truncated", "error", "runaway",
    # act: the tool ran, the tool failed, a repeated call not run again, feedback reported
    "ok", "tool_error", "repeated", "feedback",
]


def append(left: list | None, right: list | None) -> list:
    return [*(left or []), *(right or [])]


# Finished turns a thread keeps (the prompt summarises only the last few; `hr-agent history`
# shows these). Unbounded, every checkpoint of a long thread would carry its whole past.
MAX_ARCHIVED_TURNS = 50


def archive(left: list | None, right: list | None) -> list:
    return append(left, right)[-MAX_ARCHIVED_TURNS:]


class StepRecord(TypedDict, total=False):
    step: int
    node: Literal["think", "act"]
    elapsed_ms: float
    prompt_tokens: int | None  # Ollama `prompt_eval_count` (tokens evaluated, i.e. not served from its cache)
    completion_tokens: int | None  # Ollama `eval_count`
    prompt_chars: int
    prompt_tokens_est: int  # estimated size of the whole prompt (Ollama reports only the uncached part)
    tool: str | None
    outcome: StepOutcome
    cut: str  # "repetition": the model's reply was cut while streaming because it kept repeating itself


class ToolCall(TypedDict, total=False):
    tool: str
    args: dict[str, Any]
    ok: bool
    observation: str  # the text the model read
    # The same result as typed fields (ToolOutput.data): what the answer check reads, so a
    # reworded observation never changes what is verified. Absent in checkpoints from before.
    data: dict[str, Any]


class AnswerProblem(TypedDict):
    """Something the answer states that the conversation did not establish (prompts.answer_check)."""
    kind: Literal["date", "weekday", "day", "relative", "count", "number", "arithmetic", "clause", "caveat"]
    stated: str | None
    expected: str | None


class Turn(TypedDict, total=False):
    question: str
    answer: str | None
    stop_reason: str | None
    error: str | None
    sources: list[str]
    verified: bool | None
    problems: list[AnswerProblem]
    evidence: list[dict[str, Any]]  # the clauses retrieved in the turn: a follow-up may cite them
    finished_at: str  # ISO time, UTC
    trajectory: list[str]
    steps: list[StepRecord]
    tool_calls: list[ToolCall]  # with their typed results: a follow-up's answer is checked against them


class CallTool(TypedDict):
    kind: Literal["call_tool"]
    tool: str
    args: dict[str, Any]


class ReportFeedback(TypedDict):
    kind: Literal["feedback"]
    text: str  # what `act` reports instead of running a tool (parse error, answer to fix)


# What `think` left for `act` to do; None once the turn has an answer or has stopped.
NextAction = CallTool | ReportFeedback


def call_tool(tool: str, args: dict[str, Any]) -> CallTool:
    return CallTool(kind="call_tool", tool=tool, args=args)


def report_feedback(text: str) -> ReportFeedback:
    return ReportFeedback(kind="feedback", text=text)


class InputState(TypedDict):
    question: str


# Lists that belong to one turn: `start_turn` empties them when a new question arrives.
PER_TURN_LISTS = ("trajectory", "steps", "tool_calls", "evidence")


class AgentState(TypedDict, total=False):
    question: str
    # Earlier turns of a conversation as a compact summary (questions and final answers).
    conversation: str
    # Text lines the prompt replays: "Thought/Action/Action Input" or "Thought/Final Answer"
    # blocks from `think`, "Observation: …" lines from `act`.
    trajectory: Annotated[list[str], append]
    step_count: int
    next_action: NextAction | None
    final_answer: str | None
    # Handbook clauses the final answer rests on (cited ones, else the best hit of each search).
    sources: list[str]
    # Every relevant clause retrieved this turn.
    evidence: Annotated[list[Evidence], append]
    stop_reason: StopReason | None
    error: str | None
    # Whether the answer passed the check against the tools' results and the retrieved clauses
    # (None until there is an answer); `problems` says what failed, for the CLI and Studio.
    verified: bool | None
    problems: list[AnswerProblem]
    parse_failures: int  # consecutive unparseable model turns
    answer_retries: int
    steps: Annotated[list[StepRecord], append]
    tool_calls: Annotated[list[ToolCall], append]
    # The latest finished turns of this thread, oldest first (conversation memory and
    # `hr-agent history`); at most MAX_ARCHIVED_TURNS.
    turns: Annotated[list[Turn], archive]
    # The question `ask_user` is waiting on, when a non-interactive run had to stop for it.
    pending_question: str | None
