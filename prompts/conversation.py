"""Earlier turns of a conversation, as the compact summary the prompt carries."""
from __future__ import annotations

from typing import Mapping, Sequence

MAX_TURNS = 5
ANSWER_CHARS = 240


def summarize_turns(turns: Sequence[Mapping], max_turns: int = MAX_TURNS) -> str:
    """Questions and final answers only: observations stay out, so follow-ups stay cheap."""
    lines = []
    for turn in list(turns)[-max_turns:]:
        answer = " ".join(str(turn.get("answer") or "（未得出回答）").split())
        if len(answer) > ANSWER_CHARS:
            answer = answer[: ANSWER_CHARS - 1] + "…"
        if turn.get("verified") is False:  # a later turn must not build on it as if it were right
            answer += "（此回答未通过与工具结果和条款的核对）"
        lines.append(f"用户：{turn.get('question', '')}\n助手：{answer}")
    return "\n".join(lines)
