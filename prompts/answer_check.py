"""Is a final answer worth giving the user? Pure checks; the loop allows one retry."""
from __future__ import annotations

import re

_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)
_SHRUG = ("我不知道", "不知道", "无法回答", "不清楚", "i don't know", "i do not know", "no idea", "unknown")
# Politeness around a shrug does not make it an answer: "抱歉，我不知道。" is still "不知道".
_POLITE = ("很抱歉", "抱歉", "对不起", "不好意思", "sorry", "imsorry")  # compared after _norm


def _norm(text: str) -> str:
    return _NON_WORD.sub("", text).lower()


def answer_problem(answer: str | None, question: str, evidence_found: bool) -> str | None:
    """A note for the model when its final answer is useless, else None."""
    body = _norm(answer or "")
    if not body:
        return "你的 Final Answer 是空的。请根据历史轨迹中的信息给出完整回答。"
    if body == _norm(question) or (len(body) >= 4 and body in _norm(question) and len(body) * 2 >= len(_norm(question))):
        return "你的 Final Answer 只是重复了问题。请根据历史轨迹中的信息回答问题本身。"
    if evidence_found and _is_shrug(body):
        return "知识库已经返回了相关条款，但你的回答只有“不知道”。请根据这些条款作答；若条款确实不涉及该问题，请说明手册没有相关规定。"
    return None


def _is_shrug(body: str) -> bool:
    for polite in _POLITE:
        if body.startswith(polite) and len(body) > len(polite):
            body = body[len(polite):]
            break
    return any(body == _norm(s) for s in _SHRUG)
