"""The answer check's readers and its oracle, one behaviour each: quantities with unit and subject,
arithmetic, relative dates, weekdays before a date, m/d, claims about a day against the calendar,
and the facts read from typed tool results (never from observation prose)."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems, claims_feedback
from prompts.claims import claim_text, date_mentions, relative_mentions
from prompts.weekdays import weekday_before
from prompts.grounds import grounds_for
from prompts.numerals import read_number
from prompts.quantities import arithmetic, quantities
from tools.dates import make_date_tools

TODAY = dt.date(2026, 3, 23)  # a Monday
OVERTIME = ("第二十条 加班工资", "工作日延长工作时间的，按本人小时工资的百分之一百五十支付加班费；休息日加班又不能安排补休的，"
            "按百分之二百支付；法定节假日加班的，按百分之三百支付。公司每月10日发放工资。")


def run(tool, today=TODAY, **args):
    tools = {t.name: t for t in make_date_tools(today=today)}
    r = tools[tool].run(args)
    return {"tool": tool, "args": args, "ok": r.ok, "observation": r.observation, "data": r.data}


def search(heading, text):
    return {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
            "data": {"hits": [{"rank": 1, "heading": heading, "text": text}]}}


def kinds(answer, calls, question="问题", today=TODAY):
    return [p["kind"] for p in claim_problems(answer, grounds_for(question, today, calls))]


# -- quantities: value, unit class ---------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("按150%支付", (150, "percent")), ("按1.5倍支付", (150, "percent")), ("百分之十二", (12, "percent")),
    ("百分之一百五十", (150, "percent")), ("每月10日", (10, "dom")), ("3日内", (3, "day")), ("5个工作日", (5, "workday")),
    ("五个工作日", (5, "workday")), ("5 working days", (5, "workday")), ("five business days", (5, "workday")),
    ("3个自然日", (3, "calendar_day")), ("不超过5次", (5, "times")), ("36小时", (36, "hour")), ("2 hours", (2, "hour")),
    ("800元", (800, "yuan")), ("5万元", (50000, "yuan")), ("¥300", (300, "yuan")), ("USD 1,500", (1500, "usd")),
    ("满1年", (1, "year")), ("12个月", (12, "month")), ("18 weeks", (18, "week")), ("2周", (2, "week")),
    ("5 paid days", (5, "day")), ("two floating holidays", (2, "day")), ("30分钟", (30, "minute")),
])
def test_a_number_is_read_with_its_unit_class(text, expected):
    found = quantities(claim_text(text))
    assert [(q.value, q.unit) for q in found] == [expected]


@pytest.mark.parametrize("text", ["2026年", "the 2027 holiday schedule", "周三", "第3条", "3月"])
def test_a_year_a_weekday_or_a_name_is_no_quantity(text):
    found = [q for q in quantities(claim_text(text)) if q.unit not in ("dom",)]
    assert found == [] or text == "第3条" and found == []


def test_the_one_chinese_numeral_reader_reads_notice_counts():
    assert [read_number(t) for t in ("3", "三", "两", "十", "十二", "二十", "零", "三点五", "")] == [3, 3, 2, 10, 12, 20, None, None, None]


# -- arithmetic ----------------------------------------------------------------------------
@pytest.mark.parametrize("text,holds", [
    ("8700÷21.75=400元", True), ("8700/21.75=400", True), ("400×3=1200元", True), ("30×1.5×3=135元", True),
    ("30×150%×3=135元", True), ("10000-2000=8000", True), ("5+3=8天", True), ("100÷3≈33.3", True),
    ("8700÷21.75=450元", False), ("400×3=1300元", False), ("30×1.5×3=145", False), ("5+3=9", False),
    ("10÷0=1", False), ("2+3×4=14", True), ("2+3×4=20", False),
])
def test_arithmetic_written_out_is_computed(text, holds):
    [a] = arithmetic(claim_text(text))
    assert a.holds is holds


def test_a_wrong_sum_is_named_with_its_right_result():
    calls = [search("事假", "日工资按月工资除以21.75天计算。")]
    g = grounds_for("月薪8700，请3天事假扣多少？", TODAY, calls)
    problems = claim_problems("8700÷21.75=450元，扣1350元。", g)
    assert {"kind": "arithmetic", "stated": "8700÷21.75=450", "expected": "400"} in problems


def test_a_figure_one_step_from_a_computed_one_is_grounded():
    calls = [search("事假", "日工资按月工资除以21.75天计算。")]
    assert kinds("8700÷21.75=400元，请3天事假扣1200元。", calls, "月薪8700，请3天事假扣多少？") == []
    assert "number" in kinds("8700÷21.75=400元，请3天事假扣1500元。", calls, "月薪8700，请3天事假扣多少？")


# -- a number with its subject -------------------------------------------------------------
@pytest.mark.parametrize("answer,ok", [
    ("工作日加班按150%支付。", True), ("工作日加班按1.5倍支付。", True), ("法定节假日加班按300%支付。", True),
    ("法定节假日加班按3倍工资支付。", True), ("休息日加班不能补休的按百分之二百支付。", True), ("每月10日发放工资。", True),
    ("法定节假日加班按150%支付。", False), ("工作日加班按200%支付。", False), ("休息日加班按300%支付。", False),
    ("加班工资按10%支付。", False), ("每月15日发放工资。", False), ("工作日加班按1.8倍支付。", False),
])
def test_a_rate_matches_the_clauses_value_for_the_same_subject(answer, ok):
    assert (kinds(answer, [search(*OVERTIME)]) == []) is ok


def test_a_unit_mismatch_is_not_grounded():
    calls = [search("工资发放", "公司每月10日发放工资。")]
    assert kinds("公积金缴存比例为10%。", calls) == ["number"]
    assert kinds("每月补卡不超过10次。", calls) == ["number"]


# -- dates: every form -----------------------------------------------------------------------
@pytest.mark.parametrize("text,weekday", [("Thursday, March 25, 2026", 3), ("Wed, March 25, 2026", 2),
                                          ("周三 3月25日", 2), ("星期四 3月26日", 3)])
def test_a_weekday_before_a_date_is_read(text, weekday):
    t = claim_text(text)
    [m] = date_mentions(t, TODAY)
    assert weekday_before(t, m) == weekday


@pytest.mark.parametrize("text,dates", [
    ("今天", ["2026-03-23"]), ("明天", ["2026-03-24"]), ("后天", ["2026-03-25"]), ("大后天", ["2026-03-26"]),
    ("下周三", ["2026-04-01"]), ("本周五", ["2026-03-27"]), ("这周五", ["2026-03-27"]), ("下下周一", ["2026-04-06"]),
    ("tomorrow", ["2026-03-24"]), ("the day after tomorrow", ["2026-03-25"]),
    ("next Wednesday", ["2026-03-25", "2026-04-01"]), ("this Friday", ["2026-03-27"]), ("last Friday", ["2026-03-20"]),
])
def test_relative_dates_resolve_against_today(text, dates):
    [r] = relative_mentions(claim_text(text), TODAY)
    assert [d.isoformat() for d in r.dates] == dates


def test_a_month_day_without_a_year_reads_and_a_fraction_does_not():
    assert [m.date for m in date_mentions("3/26 开始", TODAY)] == [dt.date(2026, 3, 26)]
    assert date_mentions("8700/21.75=400", TODAY) == [] and date_mentions("1/2=0.5", TODAY) == []


def test_the_feedback_compares_a_relative_day_with_its_own_date():
    problems = claim_problems("后天是3月26日。", grounds_for("后天几号？", TODAY, [run("get_current_date")]))
    assert problems == [{"kind": "relative", "stated": "后天是2026-03-26", "expected": "后天是2026-03-25"}]
    assert "后天是2026-03-25" in claims_feedback(problems)


# -- the calendar as oracle ------------------------------------------------------------------
ADD = run("add_workdays", today=dt.date(2026, 9, 28), date="2026-09-28", days=3)  # → 2026-10-08, over 国庆


@pytest.mark.parametrize("answer,ok", [
    ("10月5日（周一）也放假，所以最早10月8日开始休假。", True),
    ("10月1日至7日国庆放假，最早10月8日（周四）开始休假。", True),
    ("10月10日（周六，调休上班）要上班。最早10月8日开始休假。", True),
    ("9月29日、30日是前两个工作日，最早10月8日开始休假。", True),
    ("10月9日（周五）上班，最早10月8日开始休假。", True),
    ("10月8日（周四）开始休假。", True),
    ("10月1日开始休假（国庆节）。", False),
    ("10月9日也放假，所以最早10月8日开始休假。", False),
    ("10月11日（周日，调休上班），最早10月8日开始休假。", False),
    ("9月30日是国庆假期，最早10月8日开始休假。", False),
    ("最早10月9日开始休假。", False),
    ("最早10月8日（周五）开始休假。", False),
    ("The earliest start is Friday, October 8, 2026.", False),
    ("The earliest start is Thursday, October 8, 2026.", True),
])
def test_what_an_answer_says_about_a_day_is_checked_against_the_calendar(answer, ok):
    found = kinds(answer, [ADD], "今天提交请假，提前3个工作日，最早哪天休？", dt.date(2026, 9, 28))
    assert (found == []) is ok, found


def test_a_count_of_part_of_a_range_is_checked_with_the_calendar():
    count = run("calculate_leave_days", today=dt.date(2026, 2, 2), start_date="2026-02-12", end_date="2026-02-25")
    ok = "共{}个工作日，其中2月16日至20日这5个工作日不用请假。".format(count["data"]["workdays"])
    assert kinds(ok, [count], today=dt.date(2026, 2, 2)) == []
    assert kinds(ok.replace("这5个", "这4个"), [count], today=dt.date(2026, 2, 2)) == ["count"]


def test_facts_come_from_typed_data_not_from_the_observation_text():
    call = dict(ADD, observation="（改写过的工具说明，没有任何日期）")
    assert kinds("最早10月8日（周四）开始休假。", [call], today=dt.date(2026, 9, 28)) == []
    failed = dict(ADD, ok=False)
    assert kinds("最早10月8日（周四）开始休假。", [failed], today=dt.date(2026, 9, 28)) == ["date"]


# -- the shapes issue 26 names, each after a real tool call -----------------------------------
def test_the_issues_false_alarm_shapes_pass():
    back = run("add_workdays", today=dt.date(2026, 9, 20), date="2026-10-12", days=-3)  # → 2026-10-08
    assert kinds("倒推：10月10日（周六，调休上班）、10月9日，所以最晚10月8日提交。", [back], today=dt.date(2026, 9, 20)) == []
    labour = run("add_workdays", today=dt.date(2026, 4, 29), date="2026-04-29", days=2)
    assert labour["data"]["date"] == "2026-05-06"
    assert kinds("5月1日至5日放假，5月6日（周三）至8日（周五）上班，最早5月6日开始休假。", [labour],
                 today=dt.date(2026, 4, 29)) == []
    spring = run("calculate_leave_days", today=dt.date(2026, 2, 2), start_date="2026-02-12", end_date="2026-02-25")
    assert kinds("2月17日（周二）是春节正月初一，放假不计。", [spring], today=dt.date(2026, 2, 2)) == []


def test_the_issues_miss_shapes_are_caught():
    forward = run("add_workdays", today=TODAY, date="2026-03-23", days=7)  # → 2026-04-01, 下周三
    assert forward["data"]["date"] == "2026-04-01"
    assert kinds("最早下周三就可以开始休假。", [forward]) == []
    assert kinds("最早下周四就可以开始休假。", [forward]) == ["relative"]
    assert kinds("最早4/2开始休假。", [forward]) == ["date"]
    assert kinds("The earliest start is Thursday, April 1, 2026.", [forward]) == ["weekday"]
    assert kinds("需提前5 working days，最早4月1日开始休假。", [forward], "提前7个工作日") == ["count"]


def test_a_follow_up_is_checked_against_the_archived_turns_typed_results():
    archived = {"question": "最早哪天休？", "tool_calls": [{k: v for k, v in ADD.items() if k != "observation"}]}
    g = grounds_for("那是星期几？", dt.date(2026, 9, 28), [], [archived])
    assert claim_problems("10月8日是周四。", g) == []
    assert [p["kind"] for p in claim_problems("最早10月9日开始休假。", g)] == ["date"]


def test_a_relative_day_tied_to_a_date_still_concludes_with_the_tools_result():
    forward = run("add_workdays", today=dt.date(2026, 3, 20), date="2026-03-20", days=3)  # → 2026-03-25, 下周三
    today = dt.date(2026, 3, 20)
    assert kinds("最早下周三（3/25）开始休假。", [forward], today=today) == []
    assert kinds("最早下周四（3/26）开始休假。", [forward], today=today) == ["date"]
    assert kinds("Next Thursday is March 26.", [forward], today=today) == []


def test_a_tool_count_does_not_ground_a_clauses_other_figure():
    clause = search("第二十六条 请假流程", "员工请假须提前3个工作日提交申请。请假超过5天的，还须经人力资源部审批。")
    forward = run("add_workdays", today=dt.date(2026, 3, 20), date="2026-03-20", days=3)
    today = dt.date(2026, 3, 20)
    assert kinds("请假需提前3天提交，最早3月25日开始休假。", [clause, forward], today=today) == []
    assert kinds("最早3月25日开始休假，请假超过3天的还须经人力资源部审批。", [clause, forward], today=today) == ["number"]


def test_a_claim_about_a_day_of_an_estimated_year_needs_the_caveat():
    today = dt.date(2026, 3, 20)  # 2028 is estimated (no official data, no import)
    assert kinds("2028年10月2日放假。", [], today=today) == ["caveat"]  # true by the estimate, said without it
    assert kinds("2028年10月2日放假（按法定节日推算，仅供参考）。", [], today=today) == []


def test_importing_the_check_for_its_note_loads_no_tool():
    """cli.render imports the answer check for the 注意 line: that must not load the tools (pydantic)."""
    import subprocess
    import sys
    from pathlib import Path

    code = "import sys, prompts.answer_check; print(sorted(m for m in ('tools.dates', 'pydantic') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
