"""Per-step records: what ran, how long it took, what it cost in tokens."""
from __future__ import annotations

from nodes.state import StepOutcome, StepRecord


def step_record(step: int, node: str, elapsed_ms: float, *, outcome: StepOutcome, tool: str | None = None,
                completion=None, prompt_chars: int | None = None,
                prompt_tokens_est: int | None = None) -> StepRecord:
    rec: StepRecord = {"step": step, "node": node, "elapsed_ms": round(elapsed_ms, 1), "outcome": outcome, "tool": tool}
    if completion is not None:
        rec["prompt_tokens"] = completion.prompt_tokens
        rec["completion_tokens"] = completion.completion_tokens
        if completion.done_reason == "repetition":
            rec["cut"] = "repetition"
    if prompt_chars is not None:
        rec["prompt_chars"] = prompt_chars
    if prompt_tokens_est is not None:
        rec["prompt_tokens_est"] = prompt_tokens_est
    return rec
