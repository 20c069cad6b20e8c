"""The eval set's scripted model: the replies a well-behaved model would write to each question
of tests/data/eval_questions.jsonl (tests/data/eval_replies.jsonl), for tests and bench/."""
from __future__ import annotations

import json
import re
from pathlib import Path

from tests.support.harness import repo_path

QUESTIONS = Path(repo_path("tests/data/eval_questions.jsonl"))
REPLIES = Path(repo_path("tests/data/eval_replies.jsonl"))
# The questions whose scripted replies are wrong on purpose (a date that ignores the Spring
# Festival holiday; an invented amount for a question the handbook does not answer).
SCRIPTED_WRONG = {"date-lookup-03", "unknown-03"}


def jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def scripted_model(questions: list[dict], replies: list[dict]):
    """A script item answering any question of the set at any step, in any order: the question
    is read from the prompt, the step from the number of observations already in its history
    (the answer check's feedback is an observation too, so a retried answer is the next reply)."""
    by_question = {q["question"]: r["replies"] for q, r in zip(questions, replies, strict=True)}

    def reply(body: dict) -> str:
        prompt = body["prompt"]
        question = re.search(r"## 问题\n(.*?)\n\n## 历史轨迹\n", prompt, re.S).group(1)
        history = prompt.split("## 历史轨迹\n", 1)[1].split("\n## 下一步", 1)[0]
        step = sum(1 for line in history.split("\n") if line.startswith("Observation:"))
        return by_question[question][step]

    return reply
