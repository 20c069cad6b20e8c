"""The ReAct protocol: text out (prompt builders), text in (parser). No I/O here."""
from prompts.answer_check import answer_problem, claim_problems, problem_note, review_answer
from prompts.citations import cited_sources
from prompts.conversation import summarize_turns
from prompts.compaction import compact_trajectory, estimate_tokens, fit_trajectory
from prompts.fallback import fallback_answer
from prompts.grounds import grounds_for
from prompts.parser import ParseResult, parse_react_output
from prompts.react_prompt import (
    build_final_prompt,
    build_react_prompt,
    build_static_prefix,
    render_action,
    render_final,
    render_tool,
)

__all__ = [
    "ParseResult",
    "answer_problem",
    "claim_problems",
    "grounds_for",
    "problem_note",
    "review_answer",
    "build_final_prompt",
    "cited_sources",
    "build_react_prompt",
    "build_static_prefix",
    "compact_trajectory",
    "estimate_tokens",
    "fallback_answer",
    "fit_trajectory",
    "parse_react_output",
    "render_action",
    "render_final",
    "render_tool",
    "summarize_turns",
]
