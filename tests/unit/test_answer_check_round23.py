"""Round 23 of the answer check (issue 26): the classes heldout22's failures showed, each pinned with cases
written fresh for this file (other festivals, dates, hours and phrasings than heldout22's answers).

- 国庆调休上班日 said of a day is one claim, that it is that make-up day: a day off in the break is not one;
- an English status set beside a date (Saturday 9 May, a rest day / which is a working day) is checked;
- 最后一天是…, "your last day is", "the end date", "moves to" conclude: the date must be the tools' result;
- a month's last day beside a date the question names (3月19日到31日) is a firm date, not a tool's rival;
- 9点到12点3小时 is a time and three hours, not 12.3 hours; 2 pm, 11:30 p.m. and 12 noon are times of day;
- the hours an answer gives a span of the clock are that span's (13:00–17:00 is no 5 h; less lunch where said);
- the working hours of leave from one day and time to another the question names, on the calendar;
- a sum's result written as a sum of its own (15/26 × 91,000 × 6 = 52,500 × 6).
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.arithmetic import arithmetic
from prompts.claims import claim_text
from prompts.clock_spans import leave_hours
from prompts.clock_times import clock_times
from prompts.grounds import grounds_for
from tests.support.check_calls import run
from workcalendar.calendar import WorkCalendar


def _kinds(answer: str, question: str, today: dt.date, calls=()) -> list[str]:
    return [p["kind"] for p in claim_problems(answer, grounds_for(question, today, list(calls)))]


@pytest.mark.parametrize("answer,today,wrong", [
    ("10月5日（周一）是国庆调休上班日，要上班。", dt.date(2026, 9, 20), True),
    ("10月10日（周六）是国庆调休上班日，要上班。", dt.date(2026, 9, 20), False),
    ("2月16日是春节调休上班日。", dt.date(2026, 2, 2), True),
    ("2月14日（周六）是春节调休上班日。", dt.date(2026, 2, 2), False),
    ("5月2日是劳动节调休上班日，照常上班。", dt.date(2026, 4, 20), True),
    ("5月9日是劳动节调休上班日，照常上班。", dt.date(2026, 4, 20), False),
    ("Sunday 4 October is a National Day make-up working day.", dt.date(2026, 9, 20), True),
    ("Saturday 10 October is a National Day make-up working day.", dt.date(2026, 9, 20), False),
])
def test_a_festivals_make_up_day_said_of_a_day_is_that_make_up_day(answer, today, wrong):
    assert ("day" in _kinds(answer, "那天要上班吗？", today)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Your last day is Saturday 9 May, a rest day.", True),
    ("Your last day is Saturday 10 October, a rest day.", True),
    ("Your last day is Sunday 4 October, a working day.", True),
    ("Your last day is Saturday 9 May, which is a working day.", False),
    ("Last day: Friday 16 October, a working day.", False),
    ("It ends on Sunday 11 October, a rest day.", False),  # 10 October is the make-up Saturday
])
def test_an_english_status_set_beside_a_date_is_checked(answer, wrong):
    assert ("day" in _kinds(answer, "What is my last day, and is it a working day?", dt.date(2026, 9, 1))) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("最后一天是5月8日（周五）。", True),
    ("最后一天是5月9日（周六，调休上班）。", False),
    ("Your last day of employment is Friday 8 May.", True),
    ("The end date is Friday 8 May.", True),
    ("The end date is Saturday 9 May, a make-up working day.", False),
])
def test_a_last_day_or_an_end_concludes_and_must_be_the_tools_result(answer, wrong):
    today = dt.date(2026, 5, 6)
    calls = [run("calculate_leave_days", today, start_date="2026-05-07", end_date="2026-05-09")]
    assert ("date" in _kinds(answer, "试用期提前3天通知（从明天算），最后一天是哪天？", today, calls)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("It moves to Thursday 8 October.", False),
    ("It moves to Saturday 10 October, a make-up working day.", True),
    ("顺延到10月8日（周四）。", False),
])
def test_a_day_moved_to_is_a_conclusion(answer, wrong):
    today = dt.date(2026, 9, 20)
    calls = [run("add_workdays", today, date="2026-10-07", days=1)]
    question = "The report is due 3 October; if that's a holiday it moves to the first working day after the break. When is it due?"
    assert ("date" in _kinds(answer, question, today, calls)) is wrong


def test_a_months_last_day_beside_a_date_the_question_names_is_firm():
    question = "我2026年3月19日入职，月薪8000元，3月按在职的自然日折算，3月能拿多少？"
    today = dt.date(2026, 4, 10)
    problems = claim_problems("3月19日到31日在职13天，8000 × 13 ÷ 31 ≈ 3354.84元。", grounds_for(question, today, []))
    assert not [p for p in problems if p["kind"] == "date"]
    problems = claim_problems("3月19日到30日在职12天。", grounds_for(question, today, []))
    assert [p for p in problems if p["kind"] == "date" and p["stated"] == "2026-03-30"]


@pytest.mark.parametrize("text,kept", [
    ("上午8点到11点3小时", "11点3小时"),
    ("晚上七点两小时", "7点2小时"),
    ("下午1点至5点4小时", "5点4小时"),
])
def test_a_time_of_day_before_hours_is_no_decimal(text, kept):
    assert kept in claim_text(text)


@pytest.mark.parametrize("text,decimal", [("三点五天", "3.5天"), ("按二点五倍", "2.5倍"), ("请了1点5天", "1.5天")])
def test_a_decimal_written_with_dian_is_still_read(text, decimal):
    assert decimal in claim_text(text)


@pytest.mark.parametrize("text,minutes", [
    ("from 3 pm to 11:30 p.m.", [900, 1410]),
    ("back at 12 noon", [720]),
    ("starts 9am sharp", [540]),
    ("at 12 am", [0]),
    ("at 7:15 AM", [435]),
])
def test_english_times_of_day_are_read(text, minutes):
    assert sorted(v for v, *_ in clock_times(claim_text(text))) == sorted(minutes)


@pytest.mark.parametrize("text", ["I am 5 years in", "Iam here", "5 amps"])
def test_words_with_am_are_no_time(text):
    assert clock_times(claim_text(text)) == []


@pytest.mark.parametrize("answer,wrong", [
    ("周三13:00–17:00 → 5 h", True),
    ("周三13:00–17:00 → 4 h", False),
    ("8:30–12:00、13:30–17:30，共7.5小时", False),
    ("8:30–12:00、13:30–17:30，共8小时", True),
    ("21:00–05:00 is 8 hours", False),
    ("21:00–05:00 is 7 hours", True),
    ("9:00–17:00 minus the lunch hour is 8 h", True),
    ("9:00–17:00 minus the lunch hour is 7 h", False),
    ("9:00–18:00（8小时）", False),
    ("上午9点到12点共3小时", False),
    ("上午9点到12点共4小时", True),
    ("lunch 12:00–13:00 (8 hours a day)", False),
])
def test_the_hours_said_of_a_span_of_the_clock_are_its_own(answer, wrong):
    assert ("arithmetic" in _kinds(answer, "问题", dt.date(2026, 4, 1))) is wrong


@pytest.mark.parametrize("question,today,total", [
    ("从11月3日（周二）上午10点请到11月5日（周四）下午4点，上班8:30–17:30，午休12:00–13:00，一共多少小时？", dt.date(2026, 10, 20), 21),
    ("Leave from 3 pm on Wednesday 30 September to 11 am on Friday 9 October; our day is 9:00–18:00 with lunch 12:00–13:00.",
     dt.date(2026, 9, 1), 13),
    ("2月13日（周五）下午2点到2月24日（周二）上午10点请假，9:00–18:00上班，午休12:00–13:00。", dt.date(2026, 2, 2), 13),
])
def test_the_working_hours_of_leave_between_two_times_are_counted_on_the_calendar(question, today, total):
    assert total in leave_hours(question, today, WorkCalendar())


@pytest.mark.parametrize("answer", ["周二6.5小时、周三8小时、周四6.5小时，一共21小时。", "Tue 6.5 h, Wed 8 h, Thu 6.5 h: 21 hours."])
def test_each_days_part_of_leave_in_hours_is_grounded(answer):
    question = "从11月3日（周二）上午10点请到11月5日（周四）下午4点请事假。上班8:30–17:30，午休12:00–13:00。一共请了多少工作小时？"
    today = dt.date(2026, 10, 20)
    calls = [run("calculate_leave_days", today, start_date="2026-11-03", end_date="2026-11-05")]
    assert _kinds(answer, question, today, calls) == []


@pytest.mark.parametrize("text,holds", [
    ("15/26 × 91,000 × 6 = 52,500 × 6", True),
    ("15/26 × 91,000 × 6 = 52,500 × 7", False),
    ("4 × 2,500 × 3 = 10,000 × 3.", True),
])
def test_a_result_written_as_a_sum_is_that_sums_value(text, holds):
    assert arithmetic(claim_text(text))[0].holds is holds
