"""Whether a prompt fits the model's context window.

Ollama does not refuse a prompt longer than `num_ctx`: it silently drops its beginning
(the instructions and the tools), and the model answers a question it half sees. So an
oversized prompt is refused here, with its size, before it is sent. Sizes are the same
conservative estimate the compaction uses (`llm.text.estimate_tokens`).
"""
from __future__ import annotations

from llm.client import LLMError
from llm.text import estimate_tokens

# A question may take at most this share of num_ctx: the rest is for the instructions,
# the tool descriptions, the steps' observations and the answer.
QUESTION_SHARE = 0.5


class PromptTooLong(LLMError):
    """The prompt (even compacted) plus the room for the answer exceeds num_ctx."""


def ensure_prompt_fits(prompt: str, question: str, num_ctx: int, num_predict: int) -> None:
    """Raise PromptTooLong unless `prompt` plus `num_predict` answer tokens fits in `num_ctx`.

    Call it on the prompt as it will be sent, i.e. after compaction: what is left then is
    the question, the instructions and the most recent steps, which nothing may cut.
    """
    prompt_tokens = estimate_tokens(prompt)
    if prompt_tokens + num_predict <= num_ctx:
        return
    question_tokens = estimate_tokens(question)
    advice = (
        "请缩短问题（或分成几个问题），或调大 HR_AGENT_NUM_CTX"
        if question_tokens > QUESTION_SHARE * (num_ctx - num_predict)
        else "请调大 HR_AGENT_NUM_CTX，或调小 HR_AGENT_NUM_PREDICT"
    )
    raise PromptTooLong(
        f"提示过长：约 {prompt_tokens} token（其中问题约 {question_tokens} token），"
        f"加上为回答预留的 {num_predict} token 超过了模型上下文 num_ctx={num_ctx}（HR_AGENT_NUM_CTX），"
        f"Ollama 会截掉开头；{advice}（模型须支持该长度）"
    )


def question_too_long(question: str, num_ctx: int) -> str | None:
    """The one-line reason to refuse `question` before any work (None if it is fine).

    For the CLI's input check (exit 2): a question taking more than `QUESTION_SHARE` of
    `num_ctx` leaves too little room for the instructions, the evidence and the answer.
    """
    tokens = estimate_tokens(question)
    limit = int(QUESTION_SHARE * num_ctx)
    if tokens <= limit:
        return None
    return (
        f"问题过长：约 {tokens} token（{len(question)} 字），超过模型上下文 num_ctx={num_ctx}"
        f"（HR_AGENT_NUM_CTX）一半的 {limit} token；请缩短问题，或调大 HR_AGENT_NUM_CTX"
    )


# A reply cut at num_predict is asked again once with this many times the budget.
LONGER_REPLY_FACTOR = 4


def longer_budget(prompt: str, num_ctx: int, num_predict: int) -> int | None:
    """The larger answer budget for asking again after a reply was cut at `num_predict`:
    up to LONGER_REPLY_FACTOR times as many tokens, within what `num_ctx` leaves after the
    prompt; None when no larger budget fits."""
    room = num_ctx - estimate_tokens(prompt)
    budget = min(num_predict * LONGER_REPLY_FACTOR, room)
    return budget if budget > num_predict else None
