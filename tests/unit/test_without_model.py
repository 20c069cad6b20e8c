"""tools/without_model.py: which dates a question needs and which working-day counts of a
clause become dates, read with the agent's own readers (prompts.claims, prompts.quantities)
and computed by its own date tools over the bundled calendar."""
from __future__ import annotations

import datetime as dt

import pytest

from tools.base import ToolRegistry
from tools.dates import make_date_tools
from tools.without_model import HandbookOnly, LABEL, dates_needed, workday_rules

TODAY = dt.date(2026, 3, 20)  # a Friday
REGISTRY = ToolRegistry(make_date_tools(today=TODAY))
TODAY_LINE = "2026年03月20日 (周五，2026-03-20)"

ASKS_ABOUT_A_DATE = [
    "如果今天申请，最早哪天能开始休？",
    "明天请假来得及吗？",
    "后天可以请病假吗",
    "下周一开始休年假，什么时候要提交？",
    "报销的截止日期是几号？",
    "最晚什么时候提交报销单？",
    "年假最早可以从哪一天开始？",
    "3月25日是工作日吗？",
    "2026-04-03 上班吗",
    "五月一日放几天假？",
    "When is the deadline for expense claims?",
    "Can I take leave tomorrow?",
    "What date should I submit my leave request if I start next Monday?",
    "Which day is the earliest I can start?",
    "请假申请的期限是多久？",
    "离职要提前多久申请，最后工作日是哪天？",
    "试用期何时结束？",
    "今天提交的话几号能批下来？",
    "下下周三能休假吗",
    "10月8日上班吗？",
    "我4月3日到4月8日请假，要几天？",
]
NO_DATE = [
    "年假有几天？",
    "病假工资怎么算？",
    "加班费按什么标准？",
    "试用期可以延长吗",
    "How many days of annual leave do I get?",
    "What is the meal allowance?",
    "婚假有多少天",
    "出差住宿标准是多少？",
    "可以带宠物上班吗",
    "公司有没有年终奖",
    "报销需要哪些材料？",
]


@pytest.mark.parametrize("question", ASKS_ABOUT_A_DATE)
def test_a_question_about_a_date_gets_today_first(question):
    dates = dates_needed(question, [], REGISTRY, TODAY)
    assert dates and dates[0].startswith(TODAY_LINE), dates


@pytest.mark.parametrize("question", NO_DATE)
def test_a_question_about_no_date_gets_none(question):
    assert dates_needed(question, [(3, "提前3个工作日")], REGISTRY, TODAY) == []


@pytest.mark.parametrize("question, span", [
    ("我3月23日到3月27日请年假，要用几天？", ("2026-03-23", "2026-03-27", 5)),
    ("2026-04-01至2026-04-10请假几个工作日", ("2026-04-01", "2026-04-10", 7)),
    ("from 2026-05-01 to 2026-05-06, how many working days?", ("2026-05-01", "2026-05-06", 1)),
])
def test_two_dates_named_get_the_working_days_between(question, span):
    start, end, workdays = span
    dates = dates_needed(question, [], REGISTRY, TODAY)
    assert any(f"从 {start} 到 {end}，共 {workdays} 个工作日" in d for d in dates), dates


def test_a_working_day_rule_counts_from_the_date_the_question_names():
    dates = dates_needed("下周一申请，最早哪天能休？", [(3, "提前3个工作日提交请假申请")], REGISTRY, TODAY)
    assert dates[-1].startswith("按条款“提前3个工作日提交请假申请”：2026-03-23（周一）之后第 3 个工作日是 2026-03-26（周四）")


def test_a_working_day_rule_counts_from_today_when_no_date_is_named():
    dates = dates_needed("最早哪天能开始休？", [(3, "提前3个工作日")], REGISTRY, TODAY)
    assert dates[-1].startswith("按条款“提前3个工作日”：2026-03-20（周五）之后第 3 个工作日是 2026-03-25（周三）")


LEAVE = ("员工请假须登录OA系统，提前3个工作日提交请假申请。遇突发疾病无法提前申请的，应在返岗后2个工作日内补办手续。"
         "员工每年累计事假不得超过15个工作日。")


@pytest.mark.parametrize("question, clause, expected", [
    ("请假需要提前几天申请？", LEAVE, [3]),  # not the 2 days to file afterwards
    ("突发疾病没法提前申请，事后几天内补办手续？", LEAVE, [2]),
    ("请假需要提前几天申请？", "请假应提前三个工作日提交申请。", [3]),
    ("请假需要提前几天申请？", "请假应至少提前五个工作日申请，特殊情况除外。", [5]),
    ("报销最晚什么时候交？", "费用发生后应在10个工作日内提交报销单据。", [10]),
    ("离职要提前多久申请？", "试用期员工离职须提前3日申请；正式员工须提前30日书面申请。", []),  # calendar days: not workdays
    ("When must I request leave?", "Leave must be requested at least 5 business days in advance.", [5]),
    ("How early do I submit a leave request?", "Submit leave requests three working days ahead.", [3]),
    ("婚假怎么申请？", "婚假须在登记后一年内休完，提前2个工作日申请。", [2]),
    ("事假最多多少天？", LEAVE, [15]),
    ("请假需要提前几天申请？", "3月25日前提交的申请按原流程处理。", []),  # a date is not a count
    ("请假需要提前几天申请？", "", []),
])
def test_working_day_rules_of_the_best_clause_about_the_question(question, clause, expected):
    assert [n for n, _ in workday_rules([clause], question, TODAY)] == expected


def test_only_the_best_clause_that_sets_a_count_is_read():
    first = "病假须提供二级以上医院证明，并于2个工作日内提交请假申请。"
    assert [n for n, _ in workday_rules([first, LEAVE], "请假需要提前几天申请？", TODAY)] == [2]


def test_lines_label_the_search_and_never_read_as_an_answer():
    clause = {"rank": 1, "relevant": False, "score": 0.3, "heading": "手册 > 第1条", "source": "a.md", "text": "内容"}
    lines = HandbookOnly("年假？", "无法连接 Ollama", (clause,)).lines()
    assert lines[0] == LABEL and "不是模型的回答" in LABEL
    assert lines[1].startswith("没有相关条款") and lines[2] == "1. 手册 > 第1条（a.md）（不相关）：内容"
    assert HandbookOnly("年假？", "x").lines() == [LABEL, "知识库中没有任何条款。"]
    assert HandbookOnly("年假？", "x", search_error="NoKnowledgeBase: 未建立").lines()[1] == "手册检索失败：NoKnowledgeBase: 未建立"
