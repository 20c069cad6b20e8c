"""Round 21 of the answer check (issue 26): the classes heldout20's failures showed, each pinned with cases
written fresh for this file (other festivals, dates, amounts, phrasings and languages than heldout20's answers).

- a break's statutory days (the law's: 劳动节 5月1日–2日, 国庆 10月1日–3日) against its rest days: where the
  conversation tells them apart (三薪/双薪, 法定节假日 beside 休息日), a span called statutory must be the law's
  days, and a question on how work on a day is paid, with no clause on it, is answered by the Labour Law's
  150% / 200% / 300%;
- counts of statutory days and rest days over a counted range, and a count of days off that a bracket lists
  (休息日3天（5/3、5/4–5/5）);
- a lunar day named with its own date (Lunar New Year's Day falls on 17 Feb) is that date's, not a range's end before it;
- 满5周年 is five years, never five weeks; a weekly session on a holiday that the question moves to the working
  day before or after (遇节假日顺延) may be listed on that day;
- an amount shown to cents is its step rounded: the next step is the exact value's (9600 ÷ 21 ≈ 457.14, × 3 ≈ 1371.43),
  and a product of an operand shown rounded holds within that rounding (1,000 × 166.67 = 166,667), while an exact rate
  (550 × 1.3) gets no slack.
"""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

APRIL = dt.date(2026, 4, 20)
PAID_HOW = "五一假期5月1日到5日我全程值班，哪几天按三薪（300%），哪几天按双薪（200%）？"


@pytest.mark.parametrize("answer,wrong", [
    ("劳动节的法定假日是5月1日至2日，这2天按300%；5月3日至5日是调休出来的休息日，按200%，也可以补休。", False),
    ("Statutory days: 1–2 May (300%). Rest days: 3–5 May (200% or time off in lieu).", False),
    ("5月1日至5日都是法定节假日，5天全部按300%。", True),
    ("All five days of the May Day break (1–5 May) are statutory holidays, so it is triple pay throughout.", True),
    ("法定假日是5月2日至3日，按三薪；其余按双薪。", True),  # the law's days are 1–2 May
])
def test_a_span_called_statutory_is_the_laws_days_where_the_person_tells_them_apart(answer, wrong):
    calls = [run("calculate_leave_days", APRIL, start_date="2026-05-01", end_date="2026-05-05")]
    assert flagged(answer, calls, PAID_HOW, APRIL) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("1 October is a statutory holiday, paid at 300%; 5 October is a rest day of the break, 200% or a day off in lieu.", False),
    ("10月1日（周四）法定节假日：300%；10月5日（周一）休息日：200%或补休。", False),
    ("10月1日按200%，10月5日按300%。", True),  # the kinds swapped
    ("10月5日也是法定节假日，按300%。", True),
])
def test_work_on_a_day_with_no_clause_is_paid_at_the_labour_laws_rates(answer, wrong):
    today = dt.date(2026, 10, 12)
    assert flagged(answer, [], "I worked on 1 October and 5 October 2026. How am I paid for those two days?", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("法定节假日3天（10/1–10/3），休息日4天（10/4、10/5–10/7），要上班2天（9/30、10/8）。", False),
    ("3 statutory days and 4 rest days; you work on 30 Sep and 8 Oct.", False),
    ("法定节假日3天（10/1–10/3），休息日4天（10/4–10/8），要上班1天。", True),  # 10月8日 is a working day
])
def test_counts_of_statutory_and_rest_days_over_a_counted_range(answer, wrong):
    today = dt.date(2026, 9, 21)
    calls = [run("calculate_leave_days", today, start_date="2026-09-30", end_date="2026-10-08")]
    assert flagged(answer, calls, "9月30日到10月8日之间，几天是法定节假日，几天只是休息日？", today) is wrong


def test_a_lunar_day_named_with_its_own_date_is_that_dates():
    today = dt.date(2026, 2, 2)
    question = "2026年春节哪几天是法定节假日，哪几天是休息日？"
    calls = [run("calculate_leave_days", today, start_date="2026-02-15", end_date="2026-02-23")]
    assert not flagged("Statutory: 16–19 Feb 2026 (Lunar New Year's Day falls on 17 Feb); the other days of the 15–23 Feb "
                       "break are rest days.", calls, question, today)
    assert flagged("Statutory: 16–19 Feb 2026 (Lunar New Year's Day falls on 18 Feb).", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("满5周年可以额外休2周（10个工作日）的服务假。", False),
    ("On your 5th anniversary (满5周年) you get 2 extra weeks.", False),
    ("满5周年可以额外休3周。", True),
])
def test_an_anniversary_counts_years_never_weeks(answer, wrong):
    clause = search("第十四条 员工服务满5周年的，可一次性额外享受2周带薪服务假（10个工作日），须在此后12个月内休完。")
    assert flagged(answer, [clause], "我下个月满5周年，有什么假？", APRIL) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("6月实际21个工作日：每天约457.14元，请3天扣约1371.43元。", False),
    ("9600 ÷ 21 ≈ 457.14 yuan a day, so 3 days come to about 1,371.43 yuan.", False),
    ("每天约457.14元，请3天扣约1380.00元。", True),
])
def test_a_figure_shown_to_cents_steps_on_from_its_exact_value(answer, wrong):
    today = dt.date(2026, 7, 1)
    calls = [run("calculate_leave_days", today, start_date="2026-06-01", end_date="2026-06-30")]
    question = "我月薪9600元，6月请了3天事假，按6月实际工作日算日工资，扣多少？"
    assert flagged(answer, calls, question, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Daily basic pay 5,000 / 30 = 166.67; 1,000 days × 166.67 = 166,667 AED.", False),
    ("Hotel: 550 × 1.3 = 705 yuan a night.", True),  # 1.3 is exact: 715
])
def test_a_product_of_an_operand_shown_rounded_holds_within_that_rounding(answer, wrong):
    clause = search("Gratuity: 30 days' basic pay per year, the daily rate being the monthly basic pay divided by 30.",
                    "Hotel cap: 550 yuan a night, raised by 30% in tier-one cities.")
    assert flagged(answer, [clause], "My basic pay is AED 5,000. What is 1,000 days' pay? And the Beijing hotel cap?",
                   APRIL) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("10月8日（周四，顺延）、10月12日、10月19日、10月26日。", False),
    ("10月9日（周五）、10月12日、10月19日、10月26日。", True),  # the next working day after 5 Oct is the 8th
])
def test_a_weekly_session_on_a_holiday_moves_to_the_working_day_beside_it(answer, wrong):
    today = dt.date(2026, 9, 28)
    question = "月报每周一交，遇节假日顺延到下一个工作日。2026年10月分别哪天交？"
    calls = [run("calculate_leave_days", today, start_date="2026-10-01", end_date="2026-10-31")]
    assert flagged(answer, calls, question, today) is wrong
