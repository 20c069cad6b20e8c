"""Round 18 of the answer check (issue 26): the classes heldout17's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout17's answers).

- where the question or a clause pays a working day's overtime, a rest day and a statutory holiday at different
  rates, the rate an answer gives a date is its kind's on the calendar (a 调休 make-up day is a working day, a
  holiday span's day beyond the law's own festival days is a rest day);
- a date said to be N months or years on from the person's date (满1年, six months on) is that date, and a
  contract of N years ends the day before its anniversary;
- a range said to be off throughout (都放假, 连休：) holds no working day;
- a total of amounts each in its own bracket (300%（900元）…，合计1080元) is their sum;
- 32万, ¥140k, RMB 5.6m are read in full, in sums and in amounts; a word's bracket before × starts no sum;
- a yearless date whose written weekday is the other year's anniversary of the person's date is in that year;
- a notice given N days ahead is due the day before the N counted days; with no date tool run, a date a clause
  states is no rival of today's; a clause that runs by the month grounds the person's date's monthly days;
- a status in a long bracket (9 May (a make-up working day for …)) and a lunar day after a weekday's bracket
  are read; dates listed, then what they are, then their count in brackets (：上班（3天）) ground the count.
"""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

MAY = dt.date(2026, 5, 12)
# The days the answers name lie in a span the date tool counted: only what the answer says of them is judged.
SPAN = [run("calculate_leave_days", MAY, start_date="2026-04-27", end_date="2026-05-12")]
LAW = ("工作日延长工作时间的，按不低于本人小时工资的150%支付加班费；休息日安排工作又不能安排补休的，按不低于200%支付；"
       "法定休假日安排工作的，按不低于300%支付。")


@pytest.mark.parametrize("answer,wrong", [
    ("5月1日是法定节假日，按300%；5月3日是假期里调过来的休息日，按200%；5月9日是调休上班日，延时加班按150%。", False),
    ("5月1日按300%，5月3日也按300%，5月9日按150%。", True),  # 5月3日 is a rest day moved into the holiday
    ("5月9日（周六）按200%算。", True),  # a make-up working day
    ("Sunday 10 May is a normal rest day: 200%.", False),
    ("Sunday 10 May: 1.5x.", True),
])
def test_a_dates_overtime_rate_is_its_kinds_on_the_calendar(answer, wrong):
    assert flagged(answer, SPAN + [search(LAW)], "五一前后我加了几天班，各按多少算？", MAY) is wrong


def test_the_kinds_rates_may_come_from_the_question_in_english():
    question = "Policy: statutory holiday 3x, rest day 2x, workday overtime 1.5x. I worked 2 May and 9 May. Which rates?"
    assert not flagged("2 May is a statutory holiday, so 3x; 9 May is a make-up working day, so 1.5x.", SPAN, question, MAY)
    assert flagged("2 May: 2x as a rest day in the break; 9 May is 1.5x.", SPAN, question, MAY)


@pytest.mark.parametrize("answer,wrong", [
    ("满3个月是2026年2月20日，满1年是11月20日（周五）。", False),
    ("满3个月是2026年2月19日。", True),
    ("Your one-year anniversary falls on Friday 20 November 2026.", False),
    ("Three months on: 21 February 2026.", True),
])
def test_a_date_n_months_or_years_on_from_the_persons_date_is_that_date(answer, wrong):
    assert flagged(answer, [], "我2025年11月20日入职，满3个月和满1年分别是哪天？", dt.date(2026, 1, 5)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("合同到期日是2027年8月31日。", False),
    ("合同到期日是2027年9月1日。", True),
    ("The contract expires on 31 August 2027.", False),
])
def test_a_contract_of_n_years_ends_the_day_before_its_anniversary(answer, wrong):
    question = "劳动合同2024年9月1日起，为期3年，哪天到期？"
    assert flagged(answer, [], question, MAY) is wrong


def test_a_range_said_to_be_off_throughout_holds_no_working_day():
    calls, question = [run("calculate_leave_days", dt.date(2026, 9, 1), start_date="2026-09-24", end_date="2026-10-08")], "双节怎么放？"
    assert not flagged("10月1日到10月7日都放假。", calls, question, dt.date(2026, 9, 1))
    assert flagged("9月25日到10月7日都放假。", calls, question, dt.date(2026, 9, 1))  # 9月28日–30日 are working days
    assert flagged("放假：9月25日至10月7日。", calls, question, dt.date(2026, 9, 1))


@pytest.mark.parametrize("answer,wrong", [
    ("5月1日300%（1080元），5月9日150%（202.5元），5月10日200%（720元），合计2002.5元。", False),
    ("5月1日300%（1080元），5月9日150%（202.5元），5月10日200%（720元），合计2020元。", True),
])
def test_a_total_of_bracketed_amounts_is_their_sum(answer, wrong):
    question = "日工资360元、时薪45元：5月1日加班一天、5月9日下班后加班3小时、5月10日加班一天，加班费多少？"
    assert flagged(answer, SPAN + [search(LAW)], question, MAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("12万×3＝36万元。", False),
    ("12万×3＝32万元。", True),
    ("25k × 2 = ¥50k", False),
    ("RMB 1.2m × 10% = RMB 120k", False),
    ("RMB 1.2m × 10% = RMB 12k", True),
    ("6,000 × 2 months (grade B) × 9/12 = 9,000", False),
])
def test_wan_k_and_m_are_read_in_full_in_sums(answer, wrong):
    question = "月薪12万，奖金按3个月；另外 a 25k bonus twice, a ¥1.2m pool at 10%, 6000 a month for grade B, 9 months?"
    assert flagged(answer, [search("年终奖按月基本工资的倍数发放，B级2个月，按在职月数折算。")], question, MAY) is wrong


def test_a_million_in_an_answer_matches_the_questions_wan():
    question = "项目净收入120万元，按10%计提奖金池，奖金池多少？"
    assert not flagged("The pool is RMB 120k (10% of RMB 1.2m).", [search("奖金池按项目净收入的10%计提。")], question, MAY)


def test_a_yearless_dates_weekday_picks_the_anniversary_of_the_persons_date():
    question = "我2025年11月20日入职，满1年那天是周几？"
    assert not flagged("11月20日（周五）满一年。", [], question, dt.date(2026, 1, 5))
    assert flagged("11月20日（周六）满一年。", [], question, dt.date(2026, 1, 5))


def test_notice_n_days_ahead_is_due_the_day_before_the_n_days_counted():
    calls = [run("calculate_leave_days", MAY, start_date="2026-08-17", end_date="2026-08-31")]
    question = "合同8月31日到期，公司要提前15日通知，最晚哪天通知？"
    assert not flagged("最晚8月16日通知（8月17日至31日正好15天）。", calls, question, MAY)
    assert flagged("最晚8月15日通知。", calls, question, MAY)


def test_with_no_date_tool_a_date_a_clause_states_is_no_rival_of_today():
    today = dt.date(2026, 11, 2)
    calls = [run("get_current_date", today),
             search("Leave that could not be taken because of illness lapses on 31 March of the second year after the leave year.")]
    question = "I was off sick all autumn; by when must I take the 4 days left from 2026?"
    assert not flagged("Latest: 31 March 2028.", calls, question, today)
    assert not flagged("最晚2028年3月31日。", calls, question, today)
    assert flagged("最晚2028年4月30日。", calls, question, today)


def test_a_clause_that_runs_by_the_month_grounds_the_persons_monthly_days():
    clause = search("住房补贴自入职之日起每满1个月发放一次，每次800元。")
    question = "我2026年2月9日入职，到今天住房补贴发了几次？"
    assert not flagged("发了3次：3月9日、4月9日、5月9日，每月9日发。", [clause], question, MAY)
    assert flagged("发了3次：3月10日、4月10日、5月10日。", [clause], question, MAY)


def test_a_status_in_a_long_bracket_is_the_dates():
    assert flagged("Sun 20 Sep (a make-up working day for the Mid-Autumn Festival) counts as a working day.", [],
                   "Is 20 September a working day?", dt.date(2026, 9, 1))
    assert not flagged("Sun 20 Sep (a make-up working day for National Day) counts as a working day.", [],
                       "Is 20 September a working day?", dt.date(2026, 9, 1))


def test_a_lunar_day_after_a_weekdays_bracket_is_checked():
    question = "今年除夕是哪天？"
    assert not flagged("2026年2月16日（周一），是除夕。", [], question, dt.date(2026, 1, 5))
    assert flagged("2026年2月17日（周二），是除夕。", [], question, dt.date(2026, 1, 5))


def test_dates_listed_then_what_they_are_then_their_count_in_brackets():
    calls = [run("calculate_leave_days", dt.date(2026, 9, 1), start_date="2026-09-19", end_date="2026-10-09")]  # 10, not 3
    question = "中秋国庆中间要上几天班？"
    assert not flagged("9月28日、9月29日、9月30日：上班（3天）。", calls, question, dt.date(2026, 9, 1))
    assert flagged("9月28日、9月29日、9月30日：上班（4天）。", calls, question, dt.date(2026, 9, 1))
