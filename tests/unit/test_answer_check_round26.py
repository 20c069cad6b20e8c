"""Round 26 of the answer check (issue 26): the classes heldout25's failures showed, each pinned with cases
written fresh for this file (other shares, times, dates and phrasings than heldout25's answers).

- two thirds / one third / three quarters (and "a third of", "a quarter of") are shares, as 三分之二 is; a third
  party, once a quarter and the third quarter are not;
- 17h30 / 09h00 are times of day, not hours; 2h30 stays a duration;
- a slash date's order said outright (dd/mm, mm/dd) is the order read;
- weeks and days between two days a sentence names;
- a week number beside a day the answer names is that day's week of the year (ISO, or from 1 January's week);
- the hours of leave an answer gives a span (13:00–17:30要请4.5小时) are checked against it;
- a lone day on a later line takes the month its own line names;
- 不上班 / 不用上班 says a day is off;
- a table written as "cell | cell" lines whose cells carry their money (₦5,000) is read like one with bare figures.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.claims import claim_text
from prompts.clock_times import clock_times
from prompts.grounds import grounds_for
from prompts.quantities import quantities
from prompts.tables import table_sentences
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 9, 7)


@pytest.mark.parametrize("text,share", [
    ("two thirds of the award", "66.666667%"), ("one third", "33.333333%"), ("a third of the bonus", "33.333333%"),
    ("three quarters of pay", "75%"), ("three-quarters of the basic wage", "75%"), ("a quarter of the salary", "25%"),
    ("Three Quarters pay", "75%"), ("two-thirds", "66.666667%"),
])
def test_english_shares_are_percentages(text, share):
    assert share in claim_text(text)


@pytest.mark.parametrize("text", ["a third party", "once a quarter", "the third quarter", "two quarters of the year",
                                  "one thirds", "first quarter results"])
def test_words_that_are_no_share_stay(text):
    assert claim_text(text) == text


@pytest.mark.parametrize("answer,wrong", [
    ("辞职满5年可拿三分之二。", False),
    ("Resigning after 6 years you get two thirds of the award.", False),
    ("Resigning after 6 years you get 2/3 of the award.", False),
    ("辞职满5年可拿四分之三。", True),
    ("Resigning after 6 years you get three quarters of the award.", True),
])
def test_a_share_in_words_matches_the_clauses_share_in_any_form(answer, wrong):
    calls = [search("On resignation after 5 to 10 years of service the employee receives two thirds of the award.")]
    assert flagged(answer, calls, "I resign after 6 years. How much of the award do I get?", TODAY) is wrong


@pytest.mark.parametrize("text,minutes", [("by 17h30", [1050.0]), ("09h00 to 18h00", [540.0, 1080.0]), ("at 23h15", [1395.0])])
def test_a_two_digit_hour_before_h_and_minutes_is_a_time_of_day(text, minutes):
    assert [t[0] for t in clock_times(text)] == minutes
    assert not [q for q in quantities(claim_text(text)) if q.unit == "hour"]


def test_a_one_digit_hour_before_h_stays_a_duration():
    assert not clock_times("2h30 of overtime") and not clock_times("took 8h")
    assert [(q.value, q.unit) for q in quantities(claim_text("took 8h"))] == [(8.0, "hour")]


@pytest.mark.parametrize("answer,wrong", [
    ("Dates dd/mm: 12/10/2026 (Monday).", False),  # 12 October
    ("Dates mm/dd: 10/12/2026 (Monday).", False),
    ("日/月：12/10（周一）", False),
    ("Dates dd/mm: 12/10/2026 (Thursday).", True),  # 12 October is a Monday; 10 December a Thursday
    ("Dates mm/dd: 10/12/2026 (Thursday).", True),
])
def test_a_slash_dates_order_said_outright_is_the_order_read(answer, wrong):
    problems = claim_problems(answer, grounds_for("What weekday is 12 October?", TODAY, []))
    assert bool([p for p in problems if p["kind"] == "weekday"]) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("从9月28日到10月19日是三周", False),
    ("From 21 September to 19 October is 4 weeks.", False),
    ("From 28 September to 19 October is 3 weeks and 1 day.", True),
])
def test_weeks_between_two_named_days(answer, wrong):
    problems = claim_problems(answer, grounds_for("How long is that?", TODAY, []))
    assert bool([p for p in problems if p["kind"] in ("number", "count")]) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Meetings: Tue 13 Oct 2026 (week 42), Tue 10 Nov 2026 (week 46).", False),
    ("The deadline is Fri 1 Jan 2027 (week 53 of 2026).", False),
    ("Wed 30 Sep 2026 falls in week 40.", False),
    ("Meetings: 13 Oct 2026 (wk 42), 10 Nov 2026 (wk 46).", False),
    ("Meetings: Tue 13 Oct 2026 (week 41).", True),
    ("Meetings: 13 Oct 2026 (wk 43).", True),
    ("Wed 30 Sep 2026 falls in week 38.", True),
])
def test_a_week_number_is_the_named_days_week(answer, wrong):
    problems = claim_problems(answer, grounds_for("Which weeks are the meetings in?", TODAY, []))
    assert bool([p for p in problems if p["kind"] == "number"]) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("下午13:00–17:30要请4.5小时的假。", False),
    ("14:00–18:00需要请4小时。", False),
    ("下午13:00–17:30要请5个小时的假。", True),
    ("14:00–18:00请假3小时。", True),
])
def test_the_hours_of_leave_given_a_span_are_its_hours(answer, wrong):
    problems = claim_problems(answer, grounds_for("下午请假要请几个小时？", TODAY, []))
    assert bool([p for p in problems if p["kind"] == "arithmetic"]) is wrong


def test_a_lone_day_on_a_later_line_takes_its_own_lines_month():
    calls = [run("calculate_leave_days", TODAY, start_date="2026-10-01", end_date="2026-11-30")]
    answer = "1. 10月：10月15日（周四）发薪\n2. 11月：11月13日（周五，15日是周日）发薪"
    assert not flagged(answer, calls, "10月和11月哪天发薪？", TODAY)
    assert flagged(answer.replace("15日是周日", "15日是周一"), calls, "10月和11月哪天发薪？", TODAY)


@pytest.mark.parametrize("answer,wrong", [
    ("9月19日（周六）不上班。", False),
    ("10月3日不用上班。", False),
    ("9月20日（周日）不上班。", True),  # the National Day make-up Sunday
    ("10月10日不用上班。", True),
])
def test_not_going_to_work_says_the_day_is_off(answer, wrong):
    calls = [run("calculate_leave_days", TODAY, start_date="2026-09-14", end_date="2026-10-16")]
    problems = claim_problems(answer, grounds_for("这几天要上班吗？", TODAY, calls))
    assert bool([p for p in problems if p["kind"] == "day"]) is wrong


def test_a_table_whose_cells_carry_their_money_is_read():
    text = "津贴项目 | 尼方员工（₦） | 每月上限\n登塔作业津贴 | ₦5,000 | ₦60,000\n野外驻点津贴 | ₦8,000 | ₦120,000"
    sentences = table_sentences(text)[0]
    assert "登塔作业津贴 每月上限 ₦60,000" in sentences and "野外驻点津贴 尼方员工 ₦8,000" in sentences
    calls = [search("现场津贴按下表发放，超过每月上限的部分不予发放。\n" + text)]
    question = "我11月有14个登塔作业日，登塔津贴能拿多少？"
    assert not flagged("14 × ₦5,000 = ₦70,000，超过每月上限，按上限₦60,000发。", calls, question, TODAY)
    assert flagged("14 × ₦5,000 = ₦70,000，超过每月上限，按上限₦50,000发。", calls, question, TODAY)
