"""Round 12 of the answer check (issue 26): the classes heldout11's failures showed, each pinned with cases
written fresh for this file (other handbooks, phrasings and languages than heldout11's answers).

- Traditional characters read as simplified ones (六個月, 兩倍, 雙倍, 工作天), and rates written as words
  (一倍半 is 150%, not 100%; 一點五倍 is 150%, not 500%; 1又1/3倍 is 133⅓%, not 300%; 五分之四 is 80%);
- a person's pay divided by two of a clause's divisors in turn (a year's salary ÷ 52 ÷ 39 hours);
- a formula in words before its numbers (月薪 ÷ 26 ÷ 8 = 18,200 ÷ 26 ÷ 8 = 87.5) is no sum 26 ÷ 8 = 18,200;
- a total of the sums worked out before it, and a term worked out at a clause's rate (25 × 125% = 31.25);
- working days from today to a day, counted inclusive; a relative day tied to its date by "was" or
  an abbreviated weekday (last Friday was Fri 7 May); half days at both ends of a range (4 days of leave
  for Monday afternoon to Friday morning).
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.arithmetic import arithmetic
from prompts.claims import claim_text
from prompts.quantities import quantities
from tests.support.check_calls import flagged, run, search


def _rates(text: str) -> list[tuple[float, str]]:
    return [(round(q.value, 4), q.unit) for q in quantities(claim_text(text))]


@pytest.mark.parametrize("text,read", [
    ("加班費按平日工資一倍半計", [(150.0, "percent")]),
    ("延長工時按時薪一點五倍給付", [(150.0, "percent")]),
    ("休息日出勤按雙倍工資計算", [(200.0, "percent")]),
    ("國定假日上班給兩倍工資", [(200.0, "percent")]),
    ("前2小時按1又1/3倍計", [(2.0, "hour"), (133.3333, "percent")]),
    ("病假期間發給五分之四工資", [(80.0, "percent")]),
    ("第三個月起減發四分之一", [(25.0, "percent")]),
    ("4/5 of your normal daily wage", [(80.0, "percent")]),
    ("試用期為六個月", [(6.0, "month")]),
    ("須提前十個工作天申請", [(10.0, "workday")]),
    ("婚假八天，喪假三天", [(8.0, "day"), (3.0, "day")]),
    ("病假工资折半发给", [(50.0, "percent")]),
    ("一点五小时", [(1.5, "hour")]),
])
def test_rates_and_counts_in_traditional_characters_or_words_are_read(text, read):
    assert [r for r in _rates(text) if r[1] in ("percent", "month", "workday", "day", "hour")] == read


@pytest.mark.parametrize("text", ["早上8点30分到岗", "8点半开会", "他是第一名", "统一安排"])
def test_times_of_day_and_words_with_numerals_keep_their_meaning(text):
    assert "%" not in claim_text(text) and "." not in claim_text(text).replace("8.30", "")


TW_OVERTIME = search("第十二條 延長工作時間在二小時以內者，按平日每小時工資額加給三分之一以上；再延長工作時間在二小時以內者，"
                     "加給三分之二以上。休息日出勤者，工資按一倍半計。時薪以月薪除以30再除以8計算。")
HK_SICK = search("8.2 疾病津貼為日薪之五分之四。日薪按月薪除以26計算。")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("休息日出勤按1.5倍工資計算。", [TW_OVERTIME], False),
    ("休息日出勤按150%計。", [TW_OVERTIME], False),
    ("Rest-day work is paid at time and a half.", [TW_OVERTIME], False),
    ("休息日出勤按兩倍工資計算。", [TW_OVERTIME], True),
    ("Sick allowance is 80% of your daily wage.", [HK_SICK], False),
    ("疾病津貼係日薪嘅八成，即80%。", [HK_SICK], False),
    ("疾病津貼為日薪的70%。", [HK_SICK], True),
])
def test_a_rate_in_words_in_either_script_grounds_the_same_rate_in_figures(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


ANNUAL_HOURLY = search("Overtime on a weekday is paid at time and a quarter, on a Sunday at double time. The hourly rate is "
                       "annual salary divided by 52 and then by 37.5.")


@pytest.mark.parametrize("answer,wrong", [
    ("Your hourly rate is £39,000 ÷ 52 ÷ 37.5 = £20. Two weekday hours at time and a quarter are 2 × £25 = £50.", False),
    ("At £20 an hour (39,000 ÷ 52 ÷ 37.5), Sunday hours are double time: 3 × £40 = £120.", False),
    ("Hourly rate: salary ÷ 52 ÷ 37.5 = 39,000 ÷ 52 ÷ 37.5 = £20.", False),
    ("Your hourly rate is £20; 2 weekday hours at 125% come to £50, 3 Sunday hours at 200% to £120, £170 in total.", False),
    ("Your hourly rate is £39,000 ÷ 52 ÷ 37.5 = £22.", True),
    ("2 weekday hours: 2 × £25 = £55.", True),
])
def test_pay_divided_by_two_divisors_and_its_steps_at_a_clauses_rate(answer, wrong):
    assert flagged(answer, [ANNUAL_HOURLY], question="I earn £39,000 a year. What do 2 weekday and 3 Sunday overtime hours pay?") is wrong


def test_a_formula_in_words_is_not_read_as_a_sum_of_its_tail():
    sums = arithmetic(claim_text("日薪 = 月薪 ÷ 30 = 36,000 ÷ 30 = 1,200元"))
    assert [(a.operands, a.holds) for a in sums] == [((36000.0, 30.0), True)]
    sums = arithmetic(claim_text("hourly = salary / 52 / 40 = 52,000 / 52 / 40 = 25"))
    assert all(a.holds for a in sums) and sums[0].operands == (52000.0, 52.0, 40.0)


SHIFTS = search("夜班津贴每班60元；中班津贴每班25元；高温津贴每月150元。")


@pytest.mark.parametrize("answer,wrong", [
    ("夜班 6 × 60 = 360元，中班 12 × 25 = 300元，合计660元。", False),
    ("Night shifts 6 × ¥60 = ¥360, middle shifts 12 × ¥25 = ¥300: ¥660 altogether.", False),
    ("夜班6×60=360，中班12×25=300，两项一共660元。", False),
    ("夜班 6 × 60 = 360元，中班 12 × 25 = 300元，合计680元。", True),
    ("夜班 6 × 60 = 380元，中班 12 × 25 = 300元，合计680元。", True),
])
def test_a_total_of_the_sums_worked_out_before_it(answer, wrong):
    assert flagged(answer, [SHIFTS], question="上个月我上了6个夜班、12个中班，津贴多少？") is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("From today to Friday 10 April inclusive there are 15 working days.", False),
    ("今天到4月10日（两头都算）一共15个工作日。", False),
    ("含今天，到4月10日共15个工作日。", False),
    ("From today to Friday 10 April inclusive there are 17 working days.", True),
])
def test_working_days_from_today_counted_inclusive(answer, wrong):
    # today Fri 20 March 2026; 清明 4月4日–6日 (Sat–Mon): 20 Mar–10 Apr has 15 working days with today
    calls = [run("calculate_leave_days", start_date="2026-03-20", end_date="2026-04-10")]
    assert flagged(answer, calls, question="从今天到4月10日有几个工作日？") is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Last Friday was Fri 13 March.", False),
    ("last Friday: Fri. 13 March; yesterday was Thu 19 March", False),
    ("上周五是3月13日（周五）。", False),
    ("Last Friday was Fri 6 March.", True),
])
def test_a_relative_day_tied_to_its_date_by_was_or_an_abbreviated_weekday(answer, wrong):
    calls = [run("add_workdays", date="2026-03-20", days=5)]
    assert flagged(answer, calls, question="What was the date last Friday, and 5 working days from today?") is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("3月23日下午到27日上午，共4天年假。", False),
    ("From Monday 23 March (afternoon) to Friday 27 March (morning): 4 days of annual leave.", False),
    ("3月23日下午到27日上午，共3天年假。", True),
])
def test_half_days_at_both_ends_of_a_range(answer, wrong):
    calls = [run("calculate_leave_days", start_date="2026-03-23", end_date="2026-03-27")]
    question = "我想3月23日下午到3月27日上午请假，要用几天年假？"
    assert flagged(answer, calls, question=question, today=dt.date(2026, 3, 16)) is wrong
