"""Keep the prompt inside the model's context window without losing the question or recent steps.

Older observations are shortened to a one-line summary. Compaction happens in blocks of
whole observations counted from the start, so the compacted prefix stays identical for
several steps and Ollama's prompt cache keeps working; it is not re-cut a little every turn.
"""
from __future__ import annotations

from typing import Sequence

OBSERVATION = "Observation:"
SUMMARY_CHARS = 120


def estimate_tokens(text: str) -> int:
    """A conservative token estimate: about one token per CJK character, ~3.5 chars per token otherwise."""
    cjk = sum(1 for ch in text if "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef")
    return cjk + (len(text) - cjk + 2) // 3


def summarize_observation(entry: str) -> str:
    body = " ".join(entry[len(OBSERVATION):].split())
    if len(body) <= SUMMARY_CHARS:
        return entry
    return f"{OBSERVATION} {body[:SUMMARY_CHARS]}…（较早的观察已压缩，原文 {len(body)} 字）"


def compact_trajectory(
    trajectory: Sequence[str],
    overhead_tokens: int,
    budget_tokens: int,
    *,
    keep_recent: int = 4,
    block: int = 3,
) -> list[str]:
    """Return the trajectory to show the model, compacted just enough to fit `budget_tokens`.

    `overhead_tokens` is everything else in the prompt. The last `keep_recent` entries are
    never compacted; older observations are compacted `block` at a time.
    """
    entries = list(trajectory)
    if overhead_tokens + estimate_tokens("\n".join(entries)) <= budget_tokens:
        return entries
    limit = max(0, len(entries) - keep_recent)
    old_obs = [i for i in range(limit) if entries[i].startswith(OBSERVATION)]
    compacted = entries
    for n in range(block, len(old_obs) + block, block):
        chosen = set(old_obs[:n])
        compacted = [summarize_observation(e) if i in chosen else e for i, e in enumerate(entries)]
        if overhead_tokens + estimate_tokens("\n".join(compacted)) <= budget_tokens:
            break
    return compacted
