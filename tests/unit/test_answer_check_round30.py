"""Round 30 of the answer check (issue 26): the classes heldout29's failures showed, each pinned with cases
written fresh for this file (other dates, amounts and phrasings than heldout29's answers).

- a weekday written after each date of a comma list (2027.03.03 Wed, 2027.04.06 Tue) is that date's, not the next's;
- a fraction alone in brackets right after an amount (2.7万元（9/12）) is no date;
- what a sentence says after a date worked out from another (17 Aug + 45 days = 1 Oct, which is 国庆) is the worked-out
  date's; one date after a count of several (11个工作日：1月1日…) is no list of those days;
- days listed with their count in brackets right after them (张 1、4、7日（3天）) are counted by the list;
- a count of working days from today through a day names today when the range does (from today (10 Nov) through
  31 Dec); a day listed after the count's colon is one of the days counted, not the day counted to;
- weeks and days (7 full weeks and 3 days, 7整周零3天) of a count of calendar days a tool returned;
- a period of months from a date the question names runs to the day before (3月1日起6个月: 到8月31日);
- a clause's own example retold (按手册的例子1月10日加班最迟4月9日) concludes nothing;
- a year's Nth day (2027年第100天是4月10日) is checked on the calendar.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from prompts.weekdays import weekday_after, weekday_before
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 12, 10)


def _weekdays(text: str, today: dt.date = TODAY) -> list[tuple[str, int | None]]:
    t = claim_text(text)
    return [(m.date.isoformat(), weekday_after(t, m) if weekday_after(t, m) is not None else weekday_before(t, m))
            for m in date_mentions(t, today)]


@pytest.mark.parametrize("text,weekdays", [
    ("2027.02.03 Wed, 2027.03.03 Wed, 2027.04.06 Tue, 2027.05.05 Wed.", [2, 2, 1, 2]),
    ("3/3 Wed, 4/6 Tue, 5/5 Wed", [2, 1, 2]),
    ("Mar 3 (Wed), Apr 6 (Tue), May 5 (Wed)", [2, 1, 2]),
    ("Wed 3 Mar, Tue 6 Apr, Wed 5 May", [2, 1, 2]),  # weekday first: each the date after it
    ("Wednesday, March 3, Tuesday, April 6", [2, 1]),
    ("3月3日周三，4月6日周二，5月5日周三", [2, 1, 2]),
    ("４月６日（周二，４月５日清明放假）", [1, None]),  # the bracket's weekday is the 6th's, not the 5th's
])
def test_a_weekday_after_each_date_of_a_comma_list_is_that_dates(text, weekdays):
    assert [w for _, w in _weekdays(text)] == weekdays


REPORT_Q = "月报在每月结束后第3个工作日前交，2027年2到5月的截止日分别是哪天？"


def _report_calls():
    return [run("add_workdays", TODAY, date=d, days=3) for d in ("2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30")]


@pytest.mark.parametrize("answer,wrong", [
    ("Estimated (2027 not announced): 2027.02.03 Wed, 2027.03.03 Wed, 2027.04.06 Tue, 2027.05.05 Wed.", False),
    ("推算（2027年安排未公布）：2/3 Wed, 3/3 Wed, 4/6 Tue, 5/5 Wed", False),
    ("Estimated (2027 not announced): 2027.02.03 Wed, 2027.03.03 Thu, 2027.04.06 Tue, 2027.05.05 Wed.", True),
    ("Estimated (2027 not announced): 2027.02.03 Wed, 2027.03.03 Wed, 2027.04.06 Wed, 2027.05.05 Wed.", True),
])
def test_weekdays_in_a_list_of_deadlines_are_checked_date_by_date(answer, wrong):
    assert flagged(answer, _report_calls(), REPORT_Q, TODAY) is wrong


PRO_RATA = "The thirteenth-month salary is pro rata: complete calendar months of service divided by 12."


@pytest.mark.parametrize("answer,wrong", [
    ("RMB 22,500 (9/12): April to December.", False),
    ("2.25万元（9/12），4月到12月。", False),
    ("RMB 23,500 (9/12): April to December.", True),  # 30,000 × 9/12 is 22,500
])
def test_a_bracketed_fraction_after_an_amount_is_the_share(answer, wrong):
    question = "I joined on 16 March 2026 on RMB 30,000 a month. What thirteenth-month salary do I get for 2026?"
    assert flagged(answer, [search(PRO_RATA)], question, dt.date(2026, 12, 15)) is wrong


@pytest.mark.parametrize("text,dates", [
    ("2.7万元（9/12），随1月工资发放", []),
    ("RMB 27,000 (9/12)", []),
    ("1,200元（18/30）", []),
    ("500元（3/15前报销）", ["2027-03-15"]),  # words after it: a deadline, a date
    ("报销500元（3/15）", ["2027-03-15"]),  # 15 is no year's months nor a month's days
])
def test_a_fraction_alone_in_brackets_after_an_amount_is_no_date(text, dates):
    assert [m.date.isoformat() for m in date_mentions(claim_text(text), TODAY)] == dates


INVOICE_Q = "发票日期8月17日，45个自然日后付款，遇休息日顺延到下一个工作日。哪天付款？"


@pytest.mark.parametrize("answer,wrong", [
    ("17 Aug + 45 calendar days = Thu 1 Oct, which is 国庆; the next working day is Thu 8 Oct, so pay then.", False),
    ("8月17日加45天＝10月1日，正是国庆假期，顺延到10月8日（周四）付款。", False),
    ("8月17日 → 10月1日，国庆放假，顺延到10月8日。", False),
    ("17 Aug + 45 calendar days = Thu 1 Oct, which is a working day, so pay on 1 Oct.", True),
    ("17 Aug + 45 calendar days = Wed 30 Sep, which is already 国庆; the next working day is Thu 8 Oct.", True),
])
def test_what_follows_a_worked_out_date_is_said_of_it(answer, wrong):
    today = dt.date(2026, 8, 20)
    calls = [run("calculate_leave_days", today, start_date="2026-08-17", end_date="2026-10-01"),
             run("add_workdays", today, date="2026-10-01", days=1)]
    assert flagged(answer, calls, INVOICE_Q, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("年假10天＋司龄假1天＝11个工作日：2026年1月1日起累计工龄满10年，司龄满3年。", False),
    ("共3个工作日：2026年1月5日、6日、7日。", False),
    ("共3个工作日：2026年1月1日、2日、5日。", True),  # 1 and 2 January are 元旦
])
def test_one_date_after_a_count_of_several_is_no_list_of_those_days(answer, wrong):
    rule = "年休假按累计工龄：满1年不满10年5天，满10年不满20年10天；另按司龄每满3年加1天司龄假。"
    question = "我2016年1月1日参加工作，2020年6月1日进公司，今年年假加司龄假一共几天？"
    assert flagged(answer, [search(rule)], question, dt.date(2026, 6, 15)) is wrong


ROSTER_Q = "国庆7天三个人按天轮流值班，张从10月1日开始，每人值几天？"


@pytest.mark.parametrize("answer,wrong", [
    ("10月1日至7日共7天：张 1、4、7日（3天），李 2、5日（2天），王 3、6日（2天）。", False),
    ("Oct 1–7 is 7 days. 张: 1, 4 and 7 Oct (3 days); 李: 2 and 5 Oct (2 days); 王: 3 and 6 Oct (2 days).", False),
    ("10月1日至7日共7天：张 1、4、7日（2天），李 2、5日（2天），王 3、6日（2天）。", True),
    ("10月1日至7日共8天：张 1、4、7日（3天），李 2、5日（2天），王 3、6日（2天）。", True),
])
def test_days_listed_with_their_count_in_brackets(answer, wrong):
    today = dt.date(2026, 9, 10)
    calls = [run("calculate_leave_days", today, start_date="2026-10-01", end_date="2026-10-07")]
    assert flagged(answer, calls, ROSTER_Q, today) is wrong


@pytest.mark.parametrize("today,start,end,answer,wrong", [
    ("2026-11-10", "2026-11-10", "2026-12-31", "From today (Tue 10 Nov) through 31 Dec there are 38 working days.", False),
    ("2026-11-10", "2026-11-10", "2026-12-31", "今天（11月10日）到12月31日一共38个工作日。", False),
    ("2026-11-10", "2026-11-10", "2026-12-31", "From today (Tue 10 Nov) through 31 Dec there are 39 working days.", True),
    ("2026-10-09", "2026-10-10", "2026-10-31", "16 working days left after today: Sat 10 Oct (make-up day) plus 15 weekdays.", False),
    ("2026-10-09", "2026-10-10", "2026-10-31", "还剩16个工作日：10月10日（周六调休上班）再加15个周一到周五。", False),
    ("2026-10-09", "2026-10-10", "2026-10-31", "还剩17个工作日：10月10日（周六调休上班）再加16个周一到周五。", True),
])
def test_working_days_counted_from_today(today, start, end, answer, wrong):
    day = dt.date.fromisoformat(today)
    calls = [run("calculate_leave_days", day, start_date=start, end_date=end)]
    assert flagged(answer, calls, "从今天到期末还有几个工作日？", day) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("52 days: 7 full weeks and 3 days, 38 of them working days.", False),
    ("一共52天，即7整周零3天，其中38个工作日。", False),
    ("7 weeks + 3 days; 38 working days.", False),
    ("剩7个整周（另加3天），工作日38个。", False),
    ("52 days: 8 full weeks and 3 days, 38 of them working days.", True),
    ("一共52天，即7整周零4天，其中38个工作日。", True),
])
def test_weeks_and_days_of_a_count_of_calendar_days(answer, wrong):
    day = dt.date(2026, 11, 10)
    calls = [run("calculate_leave_days", day, start_date="2026-11-10", end_date="2026-12-31")]
    assert flagged(answer, calls, "到年底还有几周、几个工作日？", day) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("试用期6个月（到8月31日），试用期工资8,000×80%＝6,400元。", False),
    ("Probation runs 6 months, to 31 August; you get 8,000 × 80% = 6,400.", False),
    ("试用期6个月（到9月1日），试用期工资8,000×80%＝6,400元。", False),  # the day the period is complete
    ("试用期6个月（到8月15日），试用期工资8,000×80%＝6,400元。", True),
])
def test_a_period_of_months_from_the_question_date_runs_to_the_day_before(answer, wrong):
    question = "我今年3月1日入职，转正后月工资8,000元，试用期工资多少？"
    rule = "新员工试用期为6个月，试用期工资为转正后月工资的80%。"
    assert flagged(answer, [search(rule)], question, dt.date(2026, 6, 15)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("最晚5月20日（周三）前休完：手册举例2月10日加班最迟5月9日，按同样算法2月21日对应5月20日。", False),
    ("By Wed 20 May. The handbook's example: overtime on 10 February must be used by 9 May.", False),
    ("最晚5月9日前休完：手册举例2月10日加班最迟5月9日。", True),  # the example's day, given as the answer
])
def test_a_clauses_own_example_retold_concludes_nothing(answer, wrong):
    rule = "调休须自加班之日起3个月内休完（例如2月10日加班的，最迟须于5月9日前休完），逾期作废。"
    today = dt.date(2026, 2, 24)
    calls = [search(rule), run("calculate_leave_days", today, start_date="2026-02-21", end_date="2026-05-20")]
    assert flagged(answer, calls, "我2月21日加班一天选了调休，最晚哪天前休掉？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("2027年第100天是4月10日（周六），按推算是休息日（2027年安排未公布）。", False),
    ("The 100th day of 2027 is Saturday, 10 April — a rest day (estimated; 2027 not announced).", False),
    ("4月10日是2027年的第100天，周六，休息日（推算）。", False),
    ("2027年第100天是4月9日（周五），工作日（推算）。", True),
    ("The 100th day of 2027 is Friday, 9 April — a working day (estimated).", True),
    ("2026年第256天是9月12日（周六）。", True),  # the 256th day of 2026 is 13 September
])
def test_a_years_nth_day_is_checked_on_the_calendar(answer, wrong):
    assert flagged(answer, [], "2027年的第100天是几月几号？上不上班？", dt.date(2026, 11, 5)) is wrong
