"""Round 19 of the answer check (issue 26): the classes heldout18's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout18's answers).

- sessions on fixed weekdays (每周二、周四, every Wednesday): the dates listed for them fall on those weekdays,
  and on working days where the question says holidays stop them;
- a status in the piece after a weekday alone (1月4日，周日，休息日) or after "but that's" is the date's;
- an amount worked out from the person's figure at a rate, a little above a cap a clause states and with the cap
  never named, was not capped;
- days to go until a day (还有N天, N days to go until 1 October, to a festival the question names), and the days
  left of the month or year of the person's date, with a word saying so, are counted on the calendar;
- "N% of <amount>" multiplies; a percentage operand is the percentage the answer grounds; 8/12个月 is a share,
  no date; "today included" ties today to no date; 周一至周五共21天 after a range counts its weekdays; a weekday
  after an English date's full stop starts the next sentence; "Chinese New Year falls on …" is checked on the
  lunar calendar; "2027 working days" is a year, no count.
"""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 4, 20)


@pytest.mark.parametrize("answer,wrong", [
    ("共4次：5月6日、5月8日、5月11日、5月13日。", False),
    ("共4次：5月6日、5月8日、5月12日、5月13日。", True),  # 5月12日 is a Tuesday
    ("Sessions: 4 May, 6 May, 8 May and 11 May.", True),  # 4 May is in the Labour Day break
    ("No session on 1 May or 4 May (Labour Day break); the first is 6 May.", False),
])
def test_session_dates_fall_on_their_weekdays_and_skip_holidays(answer, wrong):
    question = "培训每周一、三、五上午，遇法定节假日停课。5月上旬有哪几次？"
    assert flagged(answer, [run("calculate_leave_days", TODAY, start_date="2026-04-27", end_date="2026-05-15")],
                   question, TODAY) is wrong


def test_a_status_after_a_weekday_alone_or_after_but_thats_is_the_dates():
    question = "元旦后第一个周日上班吗？"
    today = dt.date(2025, 12, 20)
    calls = [run("calculate_leave_days", today, start_date="2025-12-29", end_date="2026-01-05")]
    assert flagged("2026年1月4日，周日，休息日，不用来。", calls, question, today)  # a make-up working day
    assert not flagged("2026年1月4日，周日，调休上班。", calls, question, today)
    assert flagged("It's Sunday 4 January, but that's a rest day.", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("每次报销按实际车费的80%，98元×80%＝78.4元，但单次最高60元，所以报60元。", False),
    ("每次报销按实际车费的80%：98元×80%＝78.4元。", True),  # the 60元 cap not applied
    ("打车费报销78.4元（98元的80%）。", True),
])
def test_an_amount_worked_out_above_a_cap_the_answer_never_names_was_not_capped(answer, wrong):
    clause = search("加班打车费按实际车费的80%报销，单次报销最高60元。")
    assert flagged(answer, [clause], "加班后打车花了98元，能报销多少？", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("距离劳动节还有11天。", False),
    ("距离劳动节还有12天。", True),
    ("11 days to go until 1 May.", False),
])
def test_days_to_go_until_a_day_are_counted_from_today(answer, wrong):
    assert flagged(answer, [], "离五一还有几天？", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("11月在职5天，不满15天，当月没有补贴。", False),
    ("11月在职6天，不满15天，当月没有补贴。", True),
])
def test_the_days_left_of_the_persons_month_are_counted_on_the_calendar(answer, wrong):
    question = "我2026年11月26日入职，当月有交通补贴吗？"
    assert flagged(answer, [search("入职当月在职满15天的，发放当月交通补贴。")], question, dt.date(2026, 11, 20)) is wrong


def test_a_percentage_of_an_amount_multiplies():
    question = "My base is HK$18,000 a month; how much is the 60% allowance for 3 months?"
    clause = search("The relocation allowance is 60% of one month's base salary, paid for 3 months.")
    assert not flagged("60% of HK$18,000 × 3 = HK$32,400.", [clause], question, TODAY)
    assert flagged("60% of HK$18,000 × 3 = HK$30,400.", [clause], question, TODAY)


def test_a_share_of_months_is_no_date_and_today_included_ties_no_date():
    question = "我5月1日入职，今年的第十三个月工资能拿多少？月薪9000。"
    clause = search("年中入职的，第十三个月工资按当年在职月数折算。")
    assert not flagged("按8/12个月折算：9000×8/12＝6000元。", [clause], question, TODAY)
    question, calls = "How many calendar days are left this year?", [run("calculate_leave_days", TODAY, start_date="2026-04-20",
                                                                          end_date="2026-12-31")]
    assert not flagged("256 days remain (20 Apr–31 Dec, today included).", calls, question, TODAY)


def test_a_weekday_range_counted_after_a_date_range_is_no_weekday_of_its_ends():
    calls = [run("calculate_leave_days", TODAY, start_date="2026-06-02", end_date="2026-06-30")]
    answer = "6月2日—30日周一至周五共21天，减去端午节6月19日，共20个工作日。"  # 6月2日 and 30日 are Tuesdays
    assert not flagged(answer, calls, "6月2日到月底有几个工作日？", TODAY)


def test_a_weekday_after_an_english_dates_full_stop_is_the_next_sentences():
    today = dt.date(2026, 9, 1)
    calls = [run("add_workdays", today, date="2026-09-08", days=1)]
    assert not flagged("Due Wed 9 Sep. Saturday doesn't count.", calls, "When is it due, one working day after 8 September?", today)


@pytest.mark.parametrize("answer,wrong", [
    ("Chinese New Year 2026 falls on Tuesday 17 February.", False),
    ("Chinese New Year 2026 falls on Monday 16 February.", True),  # that is New Year's Eve
])
def test_chinese_new_year_said_to_fall_on_a_day_is_checked(answer, wrong):
    assert flagged(answer, [], "When is Chinese New Year this year?", dt.date(2026, 1, 5)) is wrong


def test_a_year_before_working_days_is_no_count():
    calls = [run("calculate_leave_days", dt.date(2026, 12, 1), start_date="2026-12-28", end_date="2027-01-08")]
    answer = "9 working days (2027 working days are estimated: the schedule isn't out yet)."
    assert not flagged(answer, calls, "How many working days from 28 Dec to 8 Jan?", dt.date(2026, 12, 1))
