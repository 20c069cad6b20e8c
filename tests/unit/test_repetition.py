"""The runaway detector (llm/repetition.py), fed as a stream is: piece by piece.

Runaway replies of every shape a small model writes must be caught early; long, legitimate
answers whose structure repeats (lists, tables, numbered clauses, dates) must never be."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from llm.repetition import MIN_SPAN, RepetitionDetector

DATA = Path(__file__).resolve().parents[1] / "data" / "small_model_outputs.jsonl"
OUTPUTS = {o["id"]: o["text"] for o in map(json.loads, DATA.read_text(encoding="utf-8").splitlines())}


def first_cut(text: str, piece: int = 3) -> int | None:
    """Characters read when the detector fires (None: never), feeding `piece` characters at a time."""
    detector = RepetitionDetector()
    for start in range(0, len(text), piece):
        if detector.feed(text[start:start + piece]):
            return start + piece
    return None


# What comes first, the unit the model then loops on, how many copies it writes (one shape per row).
LOOPS = json.loads((DATA.parent / "repetition_loops.json").read_text(encoding="utf-8"))
RUNAWAY = {loop["name"]: loop["head"] + loop["unit"] * loop["copies"] for loop in LOOPS}
# loops whose copies differ a little: caught by a line that keeps coming back
RUNAWAY["label echoed, content varies around it"] = "".join(f"员工问题：第{i}个问题是什么？\nThought: 你的思考\n" for i in range(10))
RUNAWAY["same line with other lines between"] = "".join(f"第{i}行不同的内容{i * 7}\n请以员工手册为准。\n" for i in range(12))


@pytest.mark.parametrize("name", sorted(RUNAWAY))
def test_a_runaway_reply_is_caught_early(name):
    text = RUNAWAY[name]
    cut = first_cut(text)
    assert cut is not None, name
    assert cut <= max(len(text) // 2, MIN_SPAN * 3), (name, cut, len(text))  # well before it would end


@pytest.mark.parametrize("sm_id", ["sm-004", "sm-005", "sm-010", "sm-019"])
def test_the_recorded_small_model_loops_are_caught_within_their_recorded_text(sm_id):
    assert first_cut(OUTPUTS[sm_id]) is not None


@pytest.mark.parametrize("sm_id", sorted(OUTPUTS))
def test_every_recorded_output_written_again_and_again_is_caught_by_its_third_copy(sm_id):
    text = OUTPUTS[sm_id]
    cut = first_cut(text * 10)
    assert cut is not None and cut <= 3 * len(text) + 8, (cut, len(text))


@pytest.mark.parametrize("sm_id", [i for i in OUTPUTS if i not in ("sm-004", "sm-005", "sm-010", "sm-019")])
def test_a_recorded_output_written_once_is_not_a_runaway(sm_id):
    assert first_cut(OUTPUTS[sm_id]) is None


WEEK = "| 周一 | 周二 | 周三 | 周四 | 周五 |\n|---|---|---|---|---|\n"
LEGIT = {
    "numbered list": "Final Answer: 请假流程如下：\n" + "".join(f"{i}. 第{i}步：在OA中填写第{i}项信息并提交。\n" for i in range(1, 16)),
    "markdown table of dates": "| 日期 | 星期 | 是否上班 |\n|---|---|---|\n" + "".join(
        f"| 2026-05-{d:02d} | 周{'一二三四五六日'[d % 7]} | {'休息' if d % 7 in (5, 6) else '上班'} |\n" for d in range(1, 29)),
    "table with identical rows": "| 假期 | 需要证明 |\n|---|---|\n" + "| 病假 | 是 |\n" * 8,
    "wide table separator": "| " + " | ".join(f"列{i}" for i in range(30)) + " |\n|" + "---|" * 30 + "\n",
    "horizontal rules and ellipses": "第一部分\n" + "-" * 200 + "\n" + "……" * 80 + "\n" + "=" * 150 + "\n第二部分",
    "clauses with repeated structure": "".join(
        f"第{n}条 员工申请{kind}，应提前{n}个工作日在OA提交，经部门负责人批准后生效。\n"
        for n, kind in enumerate(["年假", "事假", "病假", "婚假", "丧假", "产假", "陪产假", "育儿假", "探亲假", "调休"], 1)),
    "bullets sharing a prefix": "".join(f"- 员工入职满{y}年的，可享受带薪年假{5 + y}天；\n" for y in range(1, 20)),
    "English list": "Final Answer: The steps are:\n" + "".join(
        f"{i}. Step {i}: fill in field {i} of the leave form and submit it to your manager.\n" for i in range(1, 15)),
    "a ReAct action": 'Thought: 我需要查询年假规定\nAction: search_knowledge_base\nAction Input: {"query": "年假天数"}',
    "a long final answer": "Thought: 已有足够信息\nFinal Answer: " + "".join(
        f"根据员工手册第{n}章，{topic}的规定是按累计工作年限确定天数，具体以人事部门核定为准。"
        for n, topic in enumerate(["年假", "病假", "婚假", "产假", "陪产假", "丧假", "事假", "调休"], 1)),
    "dates counted": "需要上班的日期：" + "、".join(f"2026-03-{d:02d}" for d in range(1, 31)) + "。",
    "calendar days listed": "\n".join(f"2026-10-{d:02d}：国庆节假期，休息" for d in range(1, 9)),
    "same word in many sentences": "".join(f"第{n}种情况：员工需要提交申请，申请编号为A{n:03d}。" for n in range(1, 20)),
    "code block with repeated braces": "```json\n" + json.dumps(
        {"leave": [{"type": t, "days": d} for t, d in [("年假", 5), ("病假", 10), ("婚假", 3), ("丧假", 3), ("事假", 0)]]},
        ensure_ascii=False, indent=2) + "\n```",
    "amounts": "".join(f"第{m}月报销{m * 137}元；" for m in range(1, 13)),
    "two thoughts (imagined next step)": ('Thought: 先查规定\nAction: search_knowledge_base\n'
                                          'Action Input: {"query": "年假"}\nThought: 再算日期\nAction: get_current_date'),
    "label lines with different content": "".join(f"注意：第{i}项材料须在{i}日内提交。\n" for i in range(1, 12)),
    "repeated short line twice": "请假需提前申请。\n请假需提前申请。\n其他规定见手册。",
    "laughter, short": "哈哈哈哈，好的。",
    "English paragraphs with the same opening": "".join(
        f"Under the policy, employees with {y} years of service receive {5 + y} days of annual leave each year. "
        for y in range(1, 12)),
    "a week table with repeated cells": WEEK + "| 上班 | 上班 | 上班 | 上班 | 上班 |\n" * 4,
    "a month of identical week rows": WEEK + "| 上班 | 上班 | 上班 | 上班 | 上班 |\n" * 10,
    "one very wide row": "| 项目 |" + " 是 |" * 80 + "\n",
    "indented outline": "".join(f"{'  ' * (i % 3)}- 第{i}级条目：内容{i}\n" for i in range(1, 25)),
}


@pytest.mark.parametrize("name", sorted(LEGIT))
def test_a_long_legitimate_answer_with_repeated_structure_is_never_cut(name):
    for piece in (1, 3, 7):
        assert first_cut(LEGIT[name], piece) is None, (name, piece)


def test_the_verdict_says_what_repeats_and_stays():
    detector = RepetitionDetector()
    for piece in ["你的回答：星期几？\n"] * 5:
        detector.feed(piece)
    verdict = detector.runaway
    assert verdict is not None and "星期几" in verdict.describe() and verdict.copies >= 3
    assert detector.feed("完全不同的内容") is verdict  # once runaway, always runaway


def test_the_same_text_in_any_piece_sizes_gives_the_same_verdict():
    text = RUNAWAY["block of lines"]
    kinds = set()
    for piece in (1, 2, 5, 13, 64):
        detector = RepetitionDetector()
        for start in range(0, len(text), piece):
            detector.feed(text[start:start + piece])
        kinds.add(detector.runaway is not None)
    assert kinds == {True}
