"""The answer check (prompts/answer_check.py, prompts/grounds.py) and the claim reader it shares
with the eval scorer (prompts/claims.py), as pure functions."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems, claims_feedback, problem_note, review_answer
from prompts.claims import blank, claim_text, clause_numbers, date_mentions
from prompts.weekdays import weekday_after
from prompts.quantities import quantities
from prompts.grounds import grounds_for
from tools.dates import make_date_tools

TODAY = dt.date(2026, 3, 20)  # a Friday
CLAUSE = ("[余弦相似度:0.912] 第二十六条 请假流程（来源：employee_handbook.md）：员工请假须登录OA系统，"
          "提前3个工作日提交请假申请。请假超过5天的，还须经人力资源部审批。本制度自2024年1月1日起施行。")
ADD_3 = ("2026-03-20（周五）之后第 3 个工作日是 2026-03-25（周三）。不计起始日当天；期间无法定节假日或调休上班日。")
ADD_2027 = ("2027 年官方放假安排尚未导入，以下按法定节日推算（不含调休和补假），仅供参考，请以国务院公布的安排为准。"
            "2027-01-29（周五）之后第 5 个工作日是 2027-02-09（周二）。不计起始日当天；"
            "期间跳过法定节假日：2027-02-05 至 2027-02-08 春节（4 天，其中周一至周五 2 天）。")
COUNT = "从 2026-03-20 到 2026-03-25，共 4 个工作日。自然日 6 天；期间无法定节假日或调休上班日。"


def call(tool, observation, **args):
    """A call as `act` keeps it: a date tool's is run for real (its typed data is what the check
    reads); a search's clause is given as the hit the tool would return."""
    if tool in ("add_workdays", "calculate_leave_days", "get_current_date"):
        today = dt.date(int(args.get("date", args.get("start_date", "2026"))[:4]), 1, 29) if args else TODAY
        today = TODAY if today.year == 2026 else today
        tools = {t.name: t for t in make_date_tools(today=today)}
        result = tools[tool].run(args)
        return {"tool": tool, "args": args, "ok": result.ok, "observation": result.observation, "data": result.data}
    heading, _, text = observation.partition("：")
    data = {"hits": [{"rank": 1, "heading": heading.split("] ", 1)[-1].split("（来源")[0], "text": text}]}
    return {"tool": tool, "args": args, "ok": True, "observation": observation, "data": data}


SEARCH = call("search_knowledge_base", CLAUSE, query="请假")
DESIGN = [SEARCH, call("get_current_date", "2026年03月20日 (周五，2026-03-20)，工作日"),
          call("add_workdays", ADD_3, date="2026-03-20", days=3)]


def problems(answer, calls=DESIGN, question="请假要提前几天？今天申请最早哪天能休？", today=TODAY, turns=()):
    return claim_problems(answer, grounds_for(question, today, calls, turns))


# -- the reader ------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["2026-03-25", "2026年3月25日", "3月25日", "三月二十五日", "二〇二六年三月二十五日",
                                  "3月25号", "March 25, 2026", "2026/3/25"])
def test_every_common_date_form_reads_as_the_same_day(text):
    assert [m.date for m in date_mentions(text, TODAY)] == [dt.date(2026, 3, 25)]


@pytest.mark.parametrize("text", ["提前3个工作日", "依据第三条", "每月10日发放", "2024年起", "3月份", "今天、明天、下周一", "1.5倍"])
def test_counts_clause_numbers_years_and_relative_words_are_not_dates(text):
    assert date_mentions(text, TODAY) == []


def test_a_range_written_with_its_month_once_gives_both_ends():
    assert [m.date.day for m in date_mentions("3月25日至27日", TODAY)] == [25, 27]


def test_the_weekday_written_beside_a_date_is_read():
    text = claim_text("最早3月25日（星期三）或 2026-03-26 周四")
    assert [weekday_after(text, m) for m in date_mentions(text, TODAY)] == [2, 3]


def test_numbers_with_an_hr_unit_outside_dates_and_arithmetic():
    text = claim_text("提前三个工作日，补贴百分之八十，日工资=8700÷21.75，3月25日起，第3天")
    claims = quantities(blank(text, [(m.start, m.end) for m in date_mentions(text, TODAY)]))
    # 第3天 is an ordinal (round 4): its own class, never a count of 3 days.
    assert [(c.value, c.unit) for c in claims] == [(3, "workday"), (80, "percent"), (3, "nth_day")]
    assert clause_numbers(claim_text("第二十六条和第3条")) == [26, 3]


# -- the check -------------------------------------------------------------------------
def test_a_right_answer_raises_nothing():
    answer = "根据《员工手册》第二十六条 请假流程，须提前3个工作日。今天2026年3月20日（周五）提交，最早3月25日（周三）开始休。"
    assert problems(answer) == []


def test_a_date_no_tool_returned_is_compared_with_the_tools_result():
    found = problems("最早2027年2月5日开始休，这是按法定节日推算的估计。",
                     calls=[call("add_workdays", ADD_2027, date="2027-01-29", days=5)], today=dt.date(2027, 1, 29))
    assert found == [{"kind": "date", "stated": "2027-02-05", "expected": "2027-02-09"}]
    assert problem_note(found) == "注意：回答中的日期 2027-02-05 与工具计算结果 2027-02-09 不一致，请以工具结果为准。"
    assert "2027-02-09" in claims_feedback(found)


def test_a_listed_holiday_is_fine_in_a_sentence_about_the_holiday():
    calls = [call("add_workdays", ADD_2027, date="2027-01-29", days=5)]
    answer = "最早2月9日（周二）开始休；期间春节2月5日至2月8日放假。以上按法定节日推算，仅供参考。"
    assert problems(answer, calls=calls, today=dt.date(2027, 1, 29)) == []


def test_the_wrong_weekday_of_a_right_date():
    assert problems("最早2026-03-25（周四）开始休。") == [
        {"kind": "weekday", "stated": "2026-03-25（周四）", "expected": "2026-03-25（周三）"}]


def test_an_estimated_year_without_the_caveat():
    calls = [call("add_workdays", ADD_2027, date="2027-01-29", days=5)]
    assert problems("最早2027年2月9日（周二）开始休。", calls=calls, today=dt.date(2027, 1, 29)) == [
        {"kind": "caveat", "stated": None, "expected": "2027"}]


def test_a_count_that_is_not_the_tools_figure():
    calls = [SEARCH, call("calculate_leave_days", COUNT, start_date="2026-03-20", end_date="2026-03-25")]
    assert problems("3月20日到3月25日共6个工作日。", calls=calls) == [{"kind": "count", "stated": "6个工作日", "expected": "4"}]
    assert problems("3月20日到3月25日共4个工作日，自然日6天。", calls=calls) == []


def test_an_invented_figure_and_a_clause_never_retrieved():
    assert problems("请假须提前3个工作日，年假15天，依据第三十条。") == [
        {"kind": "number", "stated": "15天", "expected": None},
        {"kind": "clause", "stated": "第30条", "expected": "第26条"}]


def test_the_persons_own_figures_and_arithmetic_on_them_are_fine():
    question = "年假5天，我已经休了2天，还剩几天？"
    assert problems("您还剩3天年假（5天减去已休的2天）。", calls=[SEARCH], question=question) == []


def test_dates_written_in_the_question_or_a_clause_and_today_are_grounded():
    assert problems("您3月23日至27日的请假需提前3个工作日提交；制度自2024年1月1日起施行。今天是3月20日。",
                    calls=[SEARCH], question="3月23日到27日请假要提前多久？") == []


def test_a_follow_up_may_state_what_an_earlier_turn_established():
    earlier = {"question": "请假要提前几天？", "trajectory": [
        "Thought: 查\nAction: search_knowledge_base\nAction Input: {\"query\": \"请假\"}", f"Observation: {CLAUSE}",
        "Thought: 算\nAction: add_workdays\nAction Input: {\"date\": \"2026-03-20\", \"days\": 3}", f"Observation: {ADD_3}",
        "Final Answer: 最早3月25日。"]}
    assert problems("依据第二十六条，提前3个工作日，最早3月25日（周三）。", calls=[], question="那最早哪天？",
                    turns=[earlier]) == []


def test_a_failed_tool_call_grounds_nothing():
    failed = {"tool": "add_workdays", "args": {"date": "2026-03-20", "days": 3}, "ok": False,
              "observation": "add_workdays 失败：2026-03-25 超出范围"}
    assert problems("最早3月25日。", calls=[failed])[0]["kind"] == "date"


def test_review_gives_the_empty_answer_note_before_any_claim():
    grounds = grounds_for("q", TODAY, DESIGN)
    assert review_answer("", "q", True, grounds)[1] == []
    feedback, found = review_answer("最早3月26日。", "q", True, grounds)
    assert found[0]["kind"] == "date" and "2026-03-25" in feedback
    assert review_answer("最早3月25日。", "q", True, grounds) == (None, [])


def test_a_day_the_question_names_relative_to_today_is_grounded():
    assert problems("下周一是3月23日（周一），明天是3月21日。", calls=[], question="我下周一想请假，明天能提交吗？") == []
    assert problems("下周一是3月24日。", calls=[], question="我下周一想请假？")[0] == {
        "kind": "relative", "stated": "下周1是2026-03-24", "expected": "下周1是2026-03-23"}


@pytest.mark.parametrize("answer", ["最早3月25日，周一至周五都可以提交。", "Submit by March 25, satisfying the rule."])
def test_weekday_ranges_and_look_alike_words_after_a_date_are_not_its_weekday(answer):
    assert problems(answer) == []


def test_an_unverified_answer_is_marked_in_the_conversation_summary():
    from prompts.conversation import summarize_turns

    text = summarize_turns([{"question": "哪天？", "answer": "3月26日。", "verified": False},
                            {"question": "几天？", "answer": "3天。", "verified": True}])
    assert text.count("未通过") == 1 and "3月26日。（此回答未通过" in text


def test_a_listed_holiday_given_as_the_day_to_go_back_to_work_is_flagged():
    calls = [call("add_workdays", ADD_2027, date="2027-01-29", days=5)]
    found = problems("节后2月8日上班，最早2月9日（周二）开始休，按法定节日推算，仅供参考。", calls=calls, today=dt.date(2027, 1, 29))
    # the calendar says the day is still 春节 (estimated): "上班" on it is false
    assert found == [{"kind": "day", "stated": "2027-02-08 上班", "expected": "2027-02-08 是法定节假日（春节）"}]


def test_a_yearless_date_no_tool_computed_takes_the_year_its_weekday_fits():
    # Asked in March 2026 about 10月12日: 2026-10-12 is a Monday (2025-10-12 a Sunday).
    assert problems("10月12日（周一）开始休，需提前3个工作日提交。", calls=[SEARCH], question="我想10月12日开始休？") == []
    assert problems("10月12日（周三）开始休。", calls=[SEARCH], question="我想10月12日开始休？")[0]["kind"] == "weekday"


def test_english_figures_are_checked_like_chinese_ones():
    clause = call("search_knowledge_base", "[余弦相似度:0.9] International Travel Approval（来源：travel.md）："
                  "International trips must be approved at least 10 business days before departure.")
    assert problems("Get approval at least 10 business days before you leave.", calls=[clause], question="How early?") == []
    assert problems("Get approval at least 15 business days before.", calls=[clause], question="How early?") == [
        {"kind": "number", "stated": "15 business days", "expected": None}]
