"""Round 16 of the answer check (issue 26): the classes heldout15's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout15's answers).

- a weekday right before an English date is that date's, even after "is" (… is Mon 15 June), unless an
  article makes it a predicate (3 Apr is a Friday …) or a comma ends it after a date (3 Apr is Fri, 3 May …);
- a slash date with its year is a date even before "=" (Fri 11/12/2026 = 5 working days);
- "N days of annual leave left" is a balance, not leave taken; 扣N天 is the total a remainder comes from;
- a count before a bracket that leaves a range out (扣6天（10月1日—5日国庆不扣）) is not that range's count;
- a holiday's start (the holiday that starts Fri 1 May) explains; it concludes nothing;
- a name before a colon lends its words to the days after it (Mid-Autumn holiday: 25–27 Sep), a rule does not
  (遇法定节假日不顺延：…); so does ", which runs …" after a holiday's name;
- a day alone said to be something (因为10日是调休) is the date with that day written before it;
- inside a bracket, a new clause's words (…16日，端午6月19日—21日不算) are its own day's;
- leave counted on from the working day before its first day ends on the tool's result: back the day after;
- dates listed beside their count (共3次) ground it when every one is a working day;
- 最晚那天交 makes the date before it the conclusion; "by" before a date is a deadline (a clause's date may be it);
- a date a count over an estimated year gave needs the caveat; 已由国务院正式公布 calls the estimate official;
- the next working day (下一个工作日) after the day named before it, and a day moved off a rest day
  (提前到 / 顺延到 / moved to) to the working day next to it, on the calendar;
- a range's end written without a year comes after its start (7月1日到12月31日共184天).
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.grounds import grounds_for
from tests.support.check_calls import flagged, run, search

JUNE = dt.date(2026, 6, 1)
SEPT = dt.date(2026, 9, 14)


def test_a_weekday_right_before_an_english_date_is_that_dates_even_after_is():
    calls = [run("add_workdays", JUNE, date="2026-06-01", days=7)]
    question = "What is 7 working days after 1 June?"
    assert not flagged("Seven working days after 1 June is Wed 10 June.", calls, question, JUNE)
    assert flagged("Seven working days after 1 June is Thu 10 June.", calls, question, JUNE)
    assert not flagged("Wed 10 June: 1 June is a Monday 7 working days before it.", calls, question, JUNE)
    assert flagged("Wed 10 June: 1 June is a Tuesday 7 working days before it.", calls, question, JUNE)
    assert not flagged("1 June is Mon, 10 June is a Wednesday.", calls, question, JUNE)


def test_a_slash_date_with_its_year_is_a_date_before_an_equals_sign():
    today = dt.date(2026, 11, 30)
    calls = [run("calculate_leave_days", today, start_date="2026-12-07", end_date="2026-12-11")]
    question = "I'm off 7–11 December. How many working days?"
    assert not flagged("Monday 7/12/2026 – Friday 11/12/2026 = 5 working days.", calls, question, today)
    assert flagged("Monday 7/12/2026 – Thursday 11/12/2026 = 5 working days.", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("It takes 5 days of leave; you're back on Mon 15 June with 4 days of annual leave left.", False),
    ("扣5天，还剩4天年假。", False),
    ("Remaining: 4 days of annual leave.", False),
    ("扣5天，还剩5天年假。", True),
])
def test_days_of_leave_left_are_a_balance_and_taken_days_its_total(answer, wrong):
    calls = [run("calculate_leave_days", JUNE, start_date="2026-06-08", end_date="2026-06-12"),
             run("add_workdays", JUNE, date="2026-06-12", days=1)]
    question = "I take 8–12 June off and have 9 days of annual leave. How many days, and how many are left?"
    assert flagged(answer, calls, question, JUNE) is wrong


def test_a_count_before_a_bracket_that_leaves_a_range_out_is_not_that_ranges():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-09-21", end_date="2026-09-30")]
    question = "9月21日到30日请年假要扣几天？"
    assert not flagged("共扣7天年假（9月25日—27日中秋放假不扣）。", calls, question, SEPT)
    assert not flagged("It takes 7 days of leave (25–27 Sep are holidays and aren't counted).", calls, question, SEPT)
    assert flagged("扣10天年假（9月21日—30日）。", calls, question, SEPT)


def test_a_holidays_start_explains_and_concludes_nothing():
    today = dt.date(2026, 4, 20)
    calls = [run("add_workdays", today, date="2026-04-28", days=5)]
    question = "Five working days after 28 April is which day?"
    assert not flagged("Fri 8 May (skipping the Labour Day holiday that starts Fri 1 May).", calls, question, today)
    assert flagged("Thu 7 May (skipping the Labour Day holiday that starts Fri 1 May).", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("Mid-Autumn holiday: 25–27 Sep. Back on Mon 28 Sep.", False),
    ("中秋放假：9月25日至27日，9月28日回来上班。", False),
    ("Today is part of the Mid-Autumn holiday, which runs 25–27 Sep; back on Mon 28 Sep.", False),
    ("Working days: 25–27 Sep. Back on Mon 28 Sep.", True),
])
def test_a_name_before_a_colon_or_a_which_clause_says_what_the_days_are(answer, wrong):
    today = dt.date(2026, 9, 26)
    calls = [run("add_workdays", today, date="2026-09-26", days=1)]
    assert flagged(answer, calls, "Is today a holiday? When am I back?", today) is wrong


def test_a_rule_before_a_colon_lends_the_days_nothing():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-09-21", end_date="2026-10-05")]
    question = "陪产假15天按自然日算，从9月21日开始休到哪天？"
    assert not flagged("陪产假按自然日连续计算，遇法定节假日不顺延：9月21日至10月5日。", calls, question, SEPT)


def test_a_day_alone_said_to_be_something_is_the_date_written_before_it():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-10-08", end_date="2026-10-10")]
    question = "10月8日到10日请假扣几天？"
    assert not flagged("请到10月10日要扣3天，因为10日是调休上班的周六。", calls, question, SEPT)
    assert flagged("请到10月10日只扣2天，因为10日是休息日。", calls, question, SEPT)


def test_a_new_clause_inside_a_bracket_speaks_of_its_own_days():
    today = dt.date(2026, 9, 18)
    calls = [run("add_workdays", today, date="2026-10-12", days=-5)]
    question = "10月12日开始休假，提前5个工作日申请，最晚哪天？"
    assert not flagged("往前数5个工作日（10月12日、10日、9日、8日，9月30日，国庆10月1日—7日不算），最晚9月29日（周二）提交。",
                       calls, question, today)


def test_leave_counted_on_from_the_working_day_before_its_start_is_back_the_day_after():
    today = dt.date(2026, 4, 24)
    calls = [run("add_workdays", today, date="2026-04-28", days=3)]
    question = "我4月29日（周三）开始休3天婚假，哪天回来上班？"
    assert not flagged("4月29日、4月30日、5月6日休婚假（5月1日至5日放假顺延），5月7日（周四）回来上班。", calls, question, today)
    assert flagged("4月29日、4月30日、5月6日休婚假（5月1日至5日放假顺延），5月8日（周五）回来上班。", calls, question, today)


def test_dates_listed_beside_their_count_ground_it_when_all_are_working_days():
    today = dt.date(2026, 9, 1)
    calls = [run("calculate_leave_days", today, start_date="2026-09-03", end_date="2026-10-15")]
    question = "Training is every other Thursday from 3 September, skipped on holidays. How many sessions until mid-October?"
    assert not flagged("9月3日、9月17日、10月15日，共3次。", calls, question, today)
    assert not flagged("Three sessions: 3 Sep, 17 Sep and 15 Oct.", calls, question, today)
    assert flagged("9月3日、9月17日、10月1日、10月15日，共4次。", calls, question, today)


def test_that_day_after_a_date_and_by_before_one_make_it_the_conclusion():
    calls = [run("add_workdays", SEPT, date="2026-09-14", days=10)]
    question = "收到通知后10个工作日内回复，最晚哪天？"
    assert not flagged("10个工作日后是9月28日（周一），最晚那天回复。", calls, question, SEPT)
    assert flagged("9月14日往后10天是9月24日（周四），最晚那天回复。", calls, question, SEPT)
    assert not flagged("Reply by Mon 28 Sep.", calls, question, SEPT)
    assert flagged("Reply by Fri 25 Sep.", calls, question, SEPT)


def test_a_clauses_date_after_by_is_no_tools_deadline():
    carry = search("Up to 5 unused days may be carried over, to be used by 31 March of the following year.")
    calls = [carry, run("calculate_leave_days", SEPT, start_date="2026-09-21", end_date="2026-09-25")]
    assert not flagged("You can carry 5 days over; use them by 31 March.", calls, "Can I carry leave over?", SEPT)


def test_a_date_a_count_over_an_estimated_year_gave_needs_the_caveat():
    today = dt.date(2026, 12, 14)
    calls = [run("add_workdays", today, date="2027-01-06", days=-3)]
    question = "2027年1月6日开始休假，提前3个工作日申请，最晚哪天？"
    result = calls[0]["data"]["date"]
    month, day = int(result[5:7]), int(result[8:])
    assert flagged(f"最晚{month}月{day}日提交。", calls, question, today)
    assert not flagged(f"最晚{month}月{day}日提交（2027年元旦安排是推算的，以国务院公布为准）。", calls, question, today)
    assert flagged(f"最晚{month}月{day}日提交，2027年元旦放假已由国务院正式公布。", calls, question, today)


def test_the_next_working_day_after_the_day_named_before_it():
    today = dt.date(2026, 4, 28)
    question = "截止日5月2日遇节假日顺延，顺延到哪天？"
    assert not flagged("5月2日是劳动节假期，顺延到下一个工作日5月6日（周三）。", [], question, today)
    assert flagged("5月2日是劳动节假期，顺延到下一个工作日5月4日（周一）。", [], question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("8月15日是周六，提前到8月14日（周五）发。", False),
    ("15 August is a Saturday, so pay is brought forward to Fri 14 August.", False),
    ("8月15日是周六，提前到8月13日（周四）发。", True),
    ("15 August is a Saturday, so pay is moved to Mon 17 August.", False),  # moved on: the next working day
    ("15 August is a Saturday, so pay is moved to Tue 18 August.", True),
])
def test_a_day_moved_off_a_rest_day_lands_on_the_working_day_next_to_it(answer, wrong):
    today = dt.date(2026, 8, 3)
    question = "工资每月15日发，遇休息日提前，8月哪天发？"
    calls = [run("calculate_leave_days", today, start_date="2026-08-10", end_date="2026-08-15")]
    assert flagged(answer, calls, question, today) is wrong


def test_a_ranges_end_without_a_year_comes_after_its_start():
    today = dt.date(2026, 7, 1)
    question = "今天入职，今年剩余的日历天数有多少？"
    counts = [p for p in claim_problems("7月1日到12月31日共184天。", grounds_for(question, today, [])) if p["kind"] in ("count", "number")]
    assert counts == []
    assert any(p["kind"] in ("count", "number") for p in claim_problems("7月1日到12月31日共180天。", grounds_for(question, today, [])))
