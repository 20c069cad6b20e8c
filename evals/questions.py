"""The question file of `hr-agent eval`: one JSON object a line, checked field by field.

A bad line is one `EvalInputError` naming the line number, the field and the accepted form;
nothing runs until the whole file is valid (a typo must not silently drop a check).
"""
from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evals.scoring import UNKNOWN

FIELDS = ("id", "question", "kind", "today", "expected_facts", "expected_sources", "min_tool_calls",
          "follow_up_of", "note")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)
MB = 1024 * 1024
# Thousands of questions take a few MB; a question file beyond this is a mistake.
MAX_QUESTIONS_BYTES = 16 * MB
FACTS_FORM = '非空列表：字符串、数字，或候选字符串列表（任一即可）；手册不涉及的问题写 ["UNKNOWN"]'


class EvalInputError(ValueError):
    """One line for the user: where, which field, what is accepted."""


@dataclass(frozen=True)
class EvalQuestion:
    id: str
    question: str
    expected_facts: tuple
    kind: str = "other"
    today: str | None = None
    expected_sources: tuple = ()
    min_tool_calls: int = 0
    follow_up_of: str | None = None
    line: int = 0
    note: str = field(default="", compare=False)

    @property
    def unknown(self) -> bool:
        return list(self.expected_facts) == [UNKNOWN]


def load_questions(path: str | Path) -> list[EvalQuestion]:
    """The questions of a JSONL file, read like a document to ingest: a regular file (a FIFO
    or a device is refused at once, nothing waits on it), at most MAX_QUESTIONS_BYTES."""
    from knowledge.files import read_bounded

    path = Path(path)
    try:
        lines = read_bounded(path, MAX_QUESTIONS_BYTES).decode("utf-8").splitlines()
    except FileNotFoundError:
        raise EvalInputError(f"找不到问题文件 {path}") from None
    except OSError as exc:
        raise EvalInputError(f"无法读取问题文件 {path}（应为不超过 {MAX_QUESTIONS_BYTES // MB} MB 的普通文件）："
                             f"{exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise EvalInputError(f"无法读取问题文件 {path}（应为 UTF-8 JSONL）：第 {exc.start} 字节不是 UTF-8") from None
    questions: list[EvalQuestion] = []
    seen: dict[str, EvalQuestion] = {}
    for number, text in enumerate(lines, 1):
        if not text.strip():
            continue
        q = parse_line(text, number, path.name, seen)
        seen[q.id] = q
        questions.append(q)
    if not questions:
        raise EvalInputError(f"{path.name} 没有问题：每行一个 JSON 对象，至少含 id、question、expected_facts")
    return questions


def parse_line(text: str, number: int, name: str, earlier: dict[str, EvalQuestion]) -> EvalQuestion:
    where = f"{name} 第 {number} 行"

    def bad(field_name: str, form: str, got: Any = None) -> EvalInputError:
        shown = "" if got is None else f"，收到 {json.dumps(got, ensure_ascii=False)[:60]}"
        return EvalInputError(f"{where}：{field_name} 应为{form}{shown}")

    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise EvalInputError(f"{where}：不是合法的 JSON（{exc.msg}，第 {exc.colno} 列）") from None
    except RecursionError:
        raise EvalInputError(f"{where}：JSON 嵌套过深（每行应为一个字段平铺的 JSON 对象）") from None
    if not isinstance(obj, dict):
        raise EvalInputError(f"{where}：应为 JSON 对象 {{...}}")
    unknown = [k for k in obj if k not in FIELDS]
    if unknown:
        raise EvalInputError(f"{where}：未知字段 {unknown[0]}（可用字段：{'、'.join(FIELDS)}）")
    for required in ("id", "question", "expected_facts"):
        if required not in obj:
            raise EvalInputError(f"{where}：缺少字段 {required}")

    qid, question = obj["id"], obj["question"]
    if not isinstance(qid, str) or not qid.strip():
        raise bad("id", "非空字符串", qid)
    if qid in earlier:
        raise bad("id", f"唯一的字符串（与第 {earlier[qid].line} 行重复）", qid)
    if not isinstance(question, str) or not question.strip():
        raise bad("question", "非空字符串", question)
    kind = obj.get("kind", "other")
    if not isinstance(kind, str) or not kind.strip():
        raise bad("kind", "非空字符串（问题类别，用于分类统计）", kind)

    facts = obj["expected_facts"]
    if not isinstance(facts, list) or not facts or not all(_is_fact(f) for f in facts):
        raise bad("expected_facts", FACTS_FORM, facts)
    if UNKNOWN in facts and facts != [UNKNOWN]:
        raise bad("expected_facts", '单独的 ["UNKNOWN"]（不能与其他事实混用）', facts)

    sources = obj.get("expected_sources", [])
    if not isinstance(sources, list) or not all(isinstance(s, str) and s.strip() for s in sources):
        raise bad("expected_sources", "条款标题字符串列表，例如 [\"第二十六条 请假流程\"]", sources)
    min_calls = obj.get("min_tool_calls", 0)
    if isinstance(min_calls, bool) or not isinstance(min_calls, int) or min_calls < 0:
        raise bad("min_tool_calls", "非负整数", min_calls)

    parent_id = obj.get("follow_up_of")
    parent = None
    if parent_id is not None:
        if not isinstance(parent_id, str) or parent_id not in earlier:
            raise bad("follow_up_of", "前面某一行的 id（追问在同一会话中接着那一行提问）", parent_id)
        parent = earlier[parent_id]

    today = obj.get("today")
    if today is not None:
        try:
            # fromisoformat alone would also take 20260320 and week dates (2026-W12-5).
            today = dt.date.fromisoformat(today).isoformat() if isinstance(today, str) and _ISO_DAY.fullmatch(today) else None
        except ValueError:
            today = None
        if today is None:
            raise bad("today", " YYYY-MM-DD 日期（如 2026-03-20）", obj.get("today"))
    elif parent is not None:
        today = parent.today  # a follow-up happens on the same day as the question it follows

    return EvalQuestion(
        id=qid, question=question.strip(), kind=kind.strip(), today=today,
        expected_facts=tuple(tuple(f) if isinstance(f, list) else f for f in facts),
        expected_sources=tuple(sources), min_tool_calls=min_calls, follow_up_of=parent_id,
        line=number, note=str(obj.get("note", "")),
    )


def _is_fact(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, list):
        return bool(value) and all(isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v).strip() for v in value)
    return False


def thread_root(question: EvalQuestion, by_id: dict[str, EvalQuestion]) -> str:
    """The id of the first question of the conversation this one belongs to."""
    while question.follow_up_of:
        question = by_id[question.follow_up_of]
    return question.id
