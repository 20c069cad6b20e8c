"""Round 17 of the answer check (issue 26): the classes heldout16's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout16's answers).

- a day counted on from another named day (10月2日（9月18日加14天）, 14 days after 18 September is 2 October) is
  checked on the calendar;
- a day said to be in next month / 本月 is in that month; a quarter's Nth or last working day is the calendar's;
- 前一个工作日 / 下一个工作日 is no count of one; 元旦 is no money;
- in a bracket, a clause after a count (…4天，1月1日元旦不计) keeps its own words; so does one after "because";
- 报名 is an act on a date, so a date said for it is a conclusion; 今天（9月28日周一） is no aside;
- days given by their day alone after a month named alone (6月还剩…：22日至26日5天) are that month's;
- a sum written without its result beside the number it works out (£165（200英里×0.45＋300英里×0.25）), 10万×1%,
  一万零八百, "6+ years", and the working days less a half day (2.5天 × 8) are read;
- a holiday a clause lists (St Andrew's Day: Monday 30 November) is a holiday, though the Chinese calendar has none.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.grounds import grounds_for
from tests.support.check_calls import flagged, run, search

MAY = dt.date(2026, 5, 6)


@pytest.mark.parametrize("answer,wrong", [
    ("截止5月27日（5月6日加21天）。", False),
    ("截止5月26日（5月6日加21天）。", True),
    ("5月6日往后10个工作日是5月19日。", False),
    ("5月6日往后10个工作日是5月20日。", True),
    ("21 days after 6 May is 27 May.", False),
    ("21 days after 6 May is 28 May.", True),
])
def test_a_day_counted_on_from_another_named_day(answer, wrong):
    assert flagged(answer, [], "收到通知后21天内、或10个工作日内交材料，截止哪天？", MAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Next month's first working day is Monday, June 1.", False),
    ("下个月的第一个工作日是6月1日（周一）。", False),
    ("Next month's first working day is Wednesday, July 1.", True),
    ("本月最后一个工作日是5月29日（周五）。", False),
    ("本月最后一个工作日是6月30日（周二）。", True),
])
def test_a_day_said_to_be_in_a_month_counted_from_today_is_in_it(answer, wrong):
    calls = [run("calculate_leave_days", MAY, start_date="2026-05-06", end_date="2026-07-31")]
    assert flagged(answer, calls, "Which day?", MAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("本季度最后一个工作日是6月30日（周二）。", False),
    ("本季度最后一个工作日是6月29日（周一）。", True),
    ("The first working day of next quarter is Wednesday 1 July.", False),
    ("The 2nd working day of next quarter is Friday 3 July.", True),
    ("Q3的第1个工作日是7月1日。", False),
])
def test_a_quarters_nth_or_last_working_day_is_the_calendars(answer, wrong):
    calls = [run("calculate_leave_days", MAY, start_date="2026-05-06", end_date="2026-09-30")]
    assert flagged(answer, calls, "季度的工作日？", MAY) is wrong


def test_the_previous_or_next_working_day_is_no_count_and_new_years_day_no_money():
    calls = [run("calculate_leave_days", dt.date(2026, 2, 2), start_date="2026-02-13", end_date="2026-02-15")]
    question = "工资每月15日发，遇节假日提前到前一个工作日，2月哪天发？"
    assert not flagged("15日是周日，提前到前一个工作日——2月14日（周六，春节调休上班）。", calls, question, dt.date(2026, 2, 2))
    problems = claim_problems("2027元旦的安排还没公布。", grounds_for("2027年元旦放几天？", dt.date(2026, 12, 1), []))
    assert not [p for p in problems if p["kind"] == "number"]


def test_a_clause_after_a_count_or_because_keeps_its_words():
    today = dt.date(2026, 4, 20)
    calls = [run("calculate_leave_days", today, start_date="2026-04-27", end_date="2026-05-08")]
    question = "4月27日到5月8日请假要几个工作日？"
    assert not flagged("共7个工作日（4月27日至30日4天，5月6日至8日3天，5月1日劳动节不计）。", calls, question, today)
    calls = [run("add_workdays", today, date="2026-04-30", days=3)]
    assert not flagged("Submit by Friday 8 May: the 3 working days after 30 April are 6, 7 and 8 May because 1–5 May is the "
                       "Labour Day break.", calls, "3 working days after 30 April?", today)


def test_a_date_given_for_signing_up_is_a_conclusion():
    today = dt.date(2026, 6, 1)
    calls = [run("add_workdays", today, date="2026-06-15", days=-3)]
    question = "6月15日的培训要提前3个工作日报名，最晚哪天？"
    assert not flagged("6月10日（周三）之前报名。", calls, question, today)
    assert flagged("从今天往后数3个工作日是6月4日，所以6月4日之前报名都来得及。", calls, question, today)
    assert flagged("最晚今天（6月1日周一）就得报名。", calls, question, today)


def test_days_alone_after_a_month_named_alone_are_that_months():
    today = dt.date(2026, 11, 23)
    question = "这个月还剩几个工作日？"
    calls = [run("calculate_leave_days", today, start_date="2026-11-23", end_date="2026-11-30")]
    assert not flagged("11月还剩6个工作日：本周23日（周一）至27日（周五）5天，加下周一30日1天。", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("£132（120英里×0.45＋120英里×0.65）。", False),
    ("RMB 1,080 (24 × 30 × 1.5).", False),
    ("RMB 1,090 (24 × 30 × 1.5).", True),
])
def test_a_sum_written_without_its_result_beside_the_number_it_works_out(answer, wrong):
    rates = search("Mileage: 45p per mile for a car, 65p per mile for a van. Overtime is paid at 1.5 times the hourly rate "
                   "of RMB 30.")
    assert flagged(answer, [rates], "I drove 120 miles by car and 120 by van; and what is 24 hours of overtime?", MAY) is wrong


def test_ten_thousands_plus_and_half_days_are_read():
    commission = search("销售提成按月累进计算：10万元以下（含）部分按1%，10万至20万元部分按1.5%。")
    question = "我这个月卖了15万元，其中10万元按第一档、5万元按第二档，提成多少？"
    assert not flagged("10万×1%＋5万×1.5%＝1,750元。", [commission], question, MAY)
    assert flagged("10万×1%＋5万×1.5%＝1,850元。", [commission], question, MAY)
    price = search("员工购物享受9折优惠。")
    assert not flagged("员工价一万零八百元（9折）。", [price], "标价12,000元的冰箱员工价多少？", MAY)
    bands = search("PTO per pay period: 0–2 years: 4 hours; 3–5 years: 5 hours; 6+ years: 6.5 hours.")
    assert not flagged("At 6 years you accrue 6.5 hours per pay period.", [bands], "I have 6 years' service. PTO per pay period?", MAY)
    today = dt.date(2026, 7, 6)
    calls = [run("calculate_leave_days", today, start_date="2026-07-08", end_date="2026-07-10")]
    question = "我想请后天下午到这周五的假，一天8小时，要扣多少小时？"
    assert not flagged("2.5天×8小时＝20小时。", calls, question, today)
    assert flagged("2.5天×8小时＝24小时。", calls, question, today)


def test_a_holiday_a_clause_lists_is_a_holiday():
    holidays = search("Public holidays observed by the Trust in 2026:\n- Good Friday: 3 April\n- Early May bank holiday: "
                      "Monday 4 May\n- St Andrew's Day: Monday 30 November\n- Boxing Day (substitute day): Monday 28 December")
    today = dt.date(2026, 10, 20)
    question = "When is St Andrew's Day this year?"
    assert not flagged("Monday 30 November is a public holiday (St Andrew's Day).", [holidays], question, today)
    assert flagged("St Andrew's Day is Monday 30 November; 1 December is a public holiday too.", [holidays], question, today)
