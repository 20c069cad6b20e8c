"""Issue 26, eleventh round (classes found on heldout10, which became tuning data; cases written fresh, none
copied from it): hours of leave at 8 a working day, a month named before its days, a bare day after a
relative word, each range's count, lunar days, days counted on from today, tomorrow week, days off in a row,
the day back after today's holiday or after leave that opens on a working day, a month's Nth weekday, 上N天班,
a weekday and an ordinal without a month, New Year's Eve, 本周22日, days after a holiday, a make-up day said
of 它, weekdays in brackets inside a list of days, m/d after its weekday before an equals sign."""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run

EST = "（按法定节日推算，2027年安排尚未公布，以国务院通知为准）"
EST_EN = " (an estimate: the 2027 schedule has not been published yet)"


@pytest.mark.parametrize("question,answer,wrong", [
    ("我想12月9日到11日请三天假，一共多少小时？", "12月9日至11日共3个工作日，按每天8小时算，一共24小时。", False),
    ("我想12月9日到11日请三天假，一共多少小时？", "3个工作日，一共24个小时，记得在系统里按小时填。", False),
    ("我想12月9日到11日请三天假，一共多少小时？", "12月9日至11日共3个工作日，一共21小时。", True),
    ("我想12月9日到11日请三天假，一共多少小时？", "3天＝30小时。", True),
    ("How many hours of leave is Wednesday afternoon plus all of Thursday (9 and 10 December)?",
     "4 h for the afternoon + 8 h for Thursday = 12 h, i.e. 1.5 days.", False),
    ("How many hours of leave is Wednesday afternoon plus all of Thursday (9 and 10 December)?",
     "12 hours — that is 2 days of leave.", True),
    ("How many hours of leave is Wednesday afternoon plus all of Thursday (9 and 10 December)?",
     "Half of Wednesday is 4 hours and Thursday is 8, so 14 hours.", True),
])
def test_hours_of_leave_are_working_days_at_eight(question, answer, wrong):
    today = dt.date(2026, 12, 7)
    end = "2026-12-11" if "11日" in question else "2026-12-10"
    calls = [run("calculate_leave_days", today, start_date="2026-12-09", end_date=end)]
    assert flagged(answer, calls, question, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("8月中旬指11日到20日，共8个工作日。", False),
    ("8月中旬11日—20日有8个工作日：11日—14日4天，17日—20日4天。", False),
    ("8月中旬指11日到20日，共9个工作日。", True),
    ("8月中旬11日—20日有8个工作日：11日—14日4天，17日—20日5天。", True),
])
def test_a_month_named_before_its_days(answer, wrong):
    today = dt.date(2026, 7, 20)  # in July: the days are August's because the answer says so
    calls = [run("calculate_leave_days", today, start_date="2026-08-11", end_date="2026-08-20")]
    assert flagged(answer, calls, "8月中旬有几个工作日？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("今天12月10日（周四），明天11日周五，后天12日周六。", False),
    ("今天12月10日（周四），明天12日周五，后天13日周六。", True),
    ("明天11日是周六。", True),
])
def test_a_bare_day_after_a_relative_word(answer, wrong):
    assert flagged(answer, [], "明天后天是几号？", dt.date(2026, 12, 10)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("11月2日—6日、9日—13日各5天，共10个工作日。", False),
    ("2–6 and 9–13 November, 5 working days each: 10 in all.", False),
    ("11月2日—6日、9日—12日各5天，共10个工作日。", True),
    ("2–6 and 9–12 November, 5 working days each.", True),
])
def test_each_ranges_count(answer, wrong):
    today = dt.date(2026, 11, 2)
    calls = [run("calculate_leave_days", today, start_date="2026-11-02", end_date="2026-11-13")]
    assert flagged(answer, calls, "这两周一共几个工作日？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("2027年除夕是2月5日（周五），正月初一是2月6日（周六）。" + EST, False),
    ("Lunar New Year's Day is Saturday 6 February 2027." + EST_EN, False),
    ("春节放2月5日（除夕）至2月8日（初三）。" + EST, False),
    ("2027年正月初一是2月5日（周五）。" + EST, True),
    ("Chinese New Year's Day falls on Sunday 7 February 2027." + EST_EN, True),
    ("大年初三是2月9日（周二）。" + EST, True),
])
def test_lunar_days_are_checked_on_the_lunar_calendar(answer, wrong):
    today = dt.date(2027, 1, 11)
    calls = [run("calculate_leave_days", today, start_date="2027-02-05", end_date="2027-02-08")]
    assert flagged(answer, calls, "2027年春节哪天是初一？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("7天后是10月5日，还在国庆假期里；5个工作日后是10月10日（周六，调休上班）。", False),
    ("Three weeks from today is Monday 19 October.", False),
    ("7天后是10月6日。", True),
    ("5个工作日后是10月12日（周一）。", True),
    ("Three weeks from today is Monday 12 October.", True),
    ("Five working days on is Friday 9 October.", True),
])
def test_days_counted_on_from_today(answer, wrong):
    today = dt.date(2026, 9, 28)
    calls = [run("add_workdays", today, date="2026-09-28", days=5)]
    assert flagged(answer, calls, "7天后和5个工作日后分别是几号？三周后呢？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Tomorrow week is Wednesday 22 July.", False),
    ("A week tomorrow: Wednesday 22 July.", False),
    ("Tomorrow week is Tuesday 21 July.", True),
])
def test_tomorrow_week(answer, wrong):
    assert flagged(answer, [], "What date is tomorrow week?", dt.date(2026, 7, 14)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("请9月28日至30日3天年假，从9月25日一直休到10月7日，连休13天。", False),
    ("Take 28–30 September (3 days) and you have 13 days off in a row, 25 September to 7 October.", False),
    ("请9月28日至30日3天年假，连休12天。", True),
])
def test_days_off_in_a_row(answer, wrong):
    today = dt.date(2026, 9, 21)
    calls = [run("calculate_leave_days", today, start_date="2026-09-28", end_date="2026-09-30")]
    assert flagged(answer, calls, "中秋国庆之间请几天假能连着休？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("You're back at work on Thursday 8 October; the third working day is Saturday 10 October (a make-up day).", False),
    ("你10月8日（周四）回来上班，第3个工作日是10月10日（周六，调休上班）。", False),
    ("You're back at work on Friday 9 October; the third working day is Saturday 10 October.", True),
])
def test_the_day_back_after_todays_holiday(answer, wrong):
    today = dt.date(2026, 10, 5)
    calls = [run("get_current_date", today), run("add_workdays", today, date="2026-10-05", days=3)]
    assert flagged(answer, calls, "Today is a holiday: when am I back, and which is the third working day from today?",
                   today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Two days of leave (30 and 31 December); 1 January is New Year's Day and 2–3 January the weekend, so with "
     "Monday 4 January that is three days, and you're back on Tue. 5 Jan." + EST_EN, False),
    ("3 working days; you are back at work on Wednesday 6 January." + EST_EN, True),
])
def test_the_day_back_after_leave_that_opens_on_a_working_day(answer, wrong):
    today = dt.date(2026, 12, 21)
    calls = [run("calculate_leave_days", today, start_date="2026-12-30", end_date="2027-01-04")]
    assert flagged(answer, calls, "If I take 30 December to 4 January off, when am I back?", today) is wrong


@pytest.mark.parametrize("question,answer,wrong", [
    ("下个月第三个周五是几号？", "下个月第三个周五是8月21日。", False),
    ("下个月第三个周五是几号？", "8月7日、14日、21日都是周五，第3个周五是8月21日。", False),
    ("下个月第三个周五是几号？", "下个月第三个周五是8月14日。", True),
    ("What is the first Monday of next month?", "1 August is a Saturday, so the first Monday is 3 August.", False),
    ("What is the first Monday of next month?", "The first Monday of August is 10 August.", True),
])
def test_a_months_nth_weekday(question, answer, wrong):
    today = dt.date(2026, 7, 20)
    assert flagged(answer, [run("get_current_date", today)], question, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("这周一到下周日一共要上6天班：9月14日至18日5天，加上9月20日（周日）调休上班。", False),
    ("一共要上7天班。", True),
])
def test_days_at_work_are_working_days(answer, wrong):
    today = dt.date(2026, 9, 14)
    calls = [run("calculate_leave_days", today, start_date="2026-09-14", end_date="2026-09-20")]
    assert flagged(answer, calls, "从今天到这周日一共要上几天班？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("You work Sunday 20 September. Friday the 25th is the Mid-Autumn Festival, a day off.", False),
    ("You work Sunday 20 September. Friday the 25th is a normal working day.", True),
    ("You work Sunday 20 September; Friday the 25th is off for National Day.", True),
])
def test_a_weekday_and_an_ordinal_without_a_month(answer, wrong):
    today = dt.date(2026, 9, 14)
    calls = [run("calculate_leave_days", today, start_date="2026-09-14", end_date="2026-09-30")]
    assert flagged(answer, calls, "Which weekend days do we work this month, and is the 25th off?", today) is wrong


def test_new_years_eve_of_the_spring_festival_is_no_new_years_day():
    today = dt.date(2027, 1, 25)
    calls = [run("calculate_leave_days", today, start_date="2027-02-01", end_date="2027-02-12")]
    answer = "The Spring Festival break runs from New Year's Eve, Friday 5 February, to Monday 8 February." + EST_EN
    assert not flagged(answer, calls, "When is the Spring Festival break?", today)


@pytest.mark.parametrize("answer,wrong", [
    ("本周21日（周一）至25日（周五）共5个工作日。", False),
    ("本周21日（周一）至25日（周五）共4个工作日。", True),
])
def test_this_weeks_day_written_in_digits(answer, wrong):
    today = dt.date(2026, 12, 21)
    calls = [run("calculate_leave_days", today, start_date="2026-12-21", end_date="2026-12-25")]
    assert flagged(answer, calls, "这周有几个工作日？", today) is wrong


def test_days_after_a_holiday_are_not_its_span():
    today = dt.date(2026, 9, 28)
    calls = [run("calculate_leave_days", today, start_date="2026-10-08", end_date="2026-10-10")]
    answer = "国庆假期是10月1日至7日，假期结束后的10月8日到10日共有3个工作日（含10日周六调休）。"
    assert not flagged(answer, calls, "国庆后那几天要上几天班？", today)


@pytest.mark.parametrize("answer,wrong", [
    ("9月20日虽然是周日，但它是国庆节的调休上班日，要上班。", False),
    ("9月20日虽然是周日，但它是中秋节的调休上班日，要上班。", True),
])
def test_a_make_up_day_said_of_it(answer, wrong):
    today = dt.date(2026, 9, 14)
    calls = [run("calculate_leave_days", today, start_date="2026-09-14", end_date="2026-09-20")]
    assert flagged(answer, calls, "9月20日要上班吗？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("从9月14日到18日共5个工作日：今天1天，15日（周二）到18日（周五）4天。", False),
    ("从9月14日到18日共5个工作日：今天1天，15日（周二）到18日（周五）3天。", True),
])
def test_weekdays_in_brackets_inside_a_list_of_days(answer, wrong):
    today = dt.date(2026, 9, 14)
    calls = [run("calculate_leave_days", today, start_date="2026-09-14", end_date="2026-09-18")]
    assert flagged(answer, calls, "这周还有几个工作日？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Including today: Mon 11/16 to Fri 11/20 is 5, Mon 11/23 to Fri 11/27 is 5, plus Mon 11/30 = 11.", False),
    ("Including today: Mon 11/16 to Fri 11/20 is 5, Mon 11/23 to Fri 11/27 is 5, plus Tue 11/30 = 11.", True),
])
def test_a_month_day_date_after_its_weekday_before_an_equals_sign(answer, wrong):
    today = dt.date(2026, 11, 16)
    calls = [run("calculate_leave_days", today, start_date="2026-11-16", end_date="2026-11-30")]
    assert flagged(answer, calls, "How many working days are left in November, counting today? (US dates)", today) is wrong
