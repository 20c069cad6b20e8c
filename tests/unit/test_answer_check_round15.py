"""Round 15 of the answer check (issue 26): the classes heldout14's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout14's answers).

- a unit the line before a table states for every cell (标准如下（元/晚）：, Rates (S$ per night):);
- a total whose terms follow it: worked terms count by their results, terms in the total's unit count with
  other numbers between them, a working-day total only when the answer adds its terms itself;
- half a day (半天) is a term of a total in days;
- a total of days restated in hours (6.5 days = 52 hours), never a pair that stands on itself (200小时，即25天);
- a result rounded the way the answer says (9.33, rounded down: 9), where the rounding is said;
- the person's own hours restated (10 overtime hours: 10 hours of time off);
- a sum or difference is exact: 2 + 4 + 0.5 = 7 is wrong, whatever rounding a product may take;
- ", is a Thursday" after an English date is that date's weekday;
- "still" is no "till": a day said to be still part of the break is said to be off;
- a weekday between a list's days (12月30日周三、31日周四) keeps the list, and 周3 is no day 3;
- a bracket that says something of its own (（10月1日—7日国庆放假）) is an aside, not the sentence's conclusion;
- an answer that opens with a weekday and the date the tools computed has concluded; later days only explain;
- 前要交 is a deadline, "as late as" a conclusion, and a dash ends a date that stands alone;
- hours and days equated are 8 hours a day (or a clause's day) even where the question does not ask in hours;
- 大前天 is three days back, "the Friday after next" a week after next Friday.
"""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

JUNE = dt.date(2026, 6, 10)

HOTEL = search("出差住宿标准如下（元/晚）：\n\n| 城市 | 旧标准（2026年6月30日前） | 新标准（2026年7月1日起） |\n|---|---|---|\n"
               "| 一线城市 | 450 | 500 |\n| 其他城市 | 300 | 350 |")
MEALS = search("Meal allowance rates (S$ per day):\n\n| Grade | Rate |\n|---|---|\n| Staff | 45 |\n| Manager | 60 |")


@pytest.mark.parametrize("answer,wrong", [
    ("7月起一线城市每晚500元，其他城市每晚350元。", False),
    ("From 1 July: 500 yuan a night in first-tier cities.", False),
    ("7月起一线城市每晚550元。", True),
])
def test_a_unit_the_line_before_a_table_states_is_every_cells(answer, wrong):
    assert flagged(answer, [HOTEL], "7月去上海出差，住宿标准是多少？", JUNE) is wrong


@pytest.mark.parametrize("answer,wrong", [("A manager gets S$60 a day.", False), ("经理每天60新元。", False),
                                          ("A manager gets S$65 a day.", True)])
def test_a_currency_unit_before_a_table_reads_as_its_cells_currency(answer, wrong):
    assert flagged(answer, [MEALS], "What is a manager's daily meal allowance?", JUNE) is wrong


SHIFTS = search("夜班津贴每班90元，中班津贴每班85元，按实际上班次数计发。")


@pytest.mark.parametrize("answer,wrong", [
    ("合计1,230元：夜班8 × 90 ＝ 720，中班6 × 85 ＝ 510。", False),
    ("RMB 1,230 in shift allowances: nights 8 × 90 = 720, middle shifts 6 × 85 = 510.", False),
    ("合计1,330元：夜班8 × 90 ＝ 720，中班6 × 85 ＝ 510。", True),
    ("RMB 1,330 on top of basic pay: nights 8 × 90 = 720, middle shifts 6 × 85 = 510.", True),
])
def test_a_total_before_its_worked_terms_adds_their_results(answer, wrong):
    assert flagged(answer, [SHIFTS], "我上了8个夜班、6个中班，津贴一共多少？", JUNE) is wrong


MATERNITY = search("产假98天；难产的，增加产假15天；多胞胎生育的，每多生育1个婴儿，增加产假15天。")


@pytest.mark.parametrize("answer,wrong", [
    ("共128天：基本产假98天，难产加15天，双胞胎多1个婴儿再加15天。", False),
    ("128 days: 98 days, plus 15 days for the difficult birth and 15 days for the 1 extra baby.", False),
    ("共143天：基本产假98天，难产加15天，双胞胎多1个婴儿再加15天。", True),
])
def test_terms_in_the_totals_unit_add_up_with_other_numbers_between(answer, wrong):
    assert flagged(answer, [MATERNITY], "我难产，生了双胞胎，产假一共几天？", JUNE) is wrong


ANNUAL = search("年休假：工作满10年的，每年10个工作日；另每年加发公司福利假2个工作日。")


@pytest.mark.parametrize("answer,wrong", [
    ("12 working days: 10 statutory + 2 company days.", False),
    ("一共12个工作日：法定10个工作日加福利假2个工作日。", False),
    ("13 working days: 10 statutory + 2 company days.", True),
])
def test_a_working_day_total_holds_when_the_answer_adds_its_terms(answer, wrong):
    assert flagged(answer, [ANNUAL], "我工作满12年了，今年年假一共几天？", JUNE) is wrong


MARRIAGE = search("婚假3天。请事假可按半天为单位申请。")


@pytest.mark.parametrize("answer,wrong", [
    ("婚假3天，再请半天事假，合计3.5天。", False),
    ("Marriage leave 3 days plus half a day of personal leave, in total 3.5 days, i.e. 28 hours.", False),
    ("婚假3天，再请半天事假，合计4天。", True),
    ("Marriage leave 3 days plus half a day of personal leave, in total 3.5 days, i.e. 30 hours.", True),
])
def test_half_a_day_is_a_term_and_a_total_of_days_may_be_restated_in_hours(answer, wrong):
    assert flagged(answer, [MARRIAGE], "婚假后再请半天事假，一共休几天、多少小时？", JUNE) is wrong


def test_hours_and_days_that_only_restate_each_other_stand_on_nothing():
    cap = search("员工每年带薪培训时间为160小时。")
    question = "我每年的带薪培训时间有多少？"
    assert not flagged("每年160小时，即20天。", [cap], question, JUNE)
    assert flagged("每年200小时，即25天。", [cap], question, JUNE)
    assert flagged("每年25天（200小时）。", [cap], question, JUNE)


PRO_RATA = search("New joiners receive annual leave of 10 days pro-rated by the complete months served in the first year, "
                  "rounded down to the nearest whole day.")


@pytest.mark.parametrize("answer,wrong", [
    ("10 × 7/12 = 5.83, rounded down to 5 days.", False),
    ("按比例：10 × 7 ÷ 12 ≈ 5.83天，向下取整，今年5天。", False),
    ("10 × 7/12 = 5.83, rounded down to 6 days.", True),
    ("按比例：10 × 7 ÷ 12 ≈ 5.83天，向下取整，今年6天。", True),
])
def test_a_result_rounded_the_way_the_answer_says(answer, wrong):
    question = "I join on 1 June 2026 and will serve 7 complete months this year. How much annual leave do I get?"
    assert flagged(answer, [PRO_RATA], question, JUNE) is wrong


TOIL = search("Non-workmen earning above S$2,600 a month are not paid overtime; approved overtime hours are given as time off "
              "in lieu, one hour for each hour worked, to be taken within 3 months.")


@pytest.mark.parametrize("answer,wrong", [
    ("No overtime pay; you get 9 hours of time off in lieu, within 3 months.", False),
    ("没有加班费，改为补休9小时，3个月内休完。", False),
    ("No overtime pay; you get 12 hours of time off in lieu, within 3 months.", True),
])
def test_the_persons_own_hours_restated(answer, wrong):
    question = "I'm an engineer on S$3,400 and did 9 approved overtime hours in May. What do I get for them?"
    assert flagged(answer, [TOIL], question, JUNE) is wrong


def test_a_sum_is_exact_while_a_quotient_may_be_rounded():
    leave = search("病假3天，事假2天，均可按半天申请。")
    question = "病假3天、事假2天，再请0.5天，一共几天？"
    assert flagged("3 + 2 + 0.5 = 6天。", [leave], question, JUNE)
    assert not flagged("3 + 2 + 0.5 = 5.5天。", [leave], question, JUNE)
    pay = search("事假按日扣发工资，日工资为月工资除以21.75。")
    assert not flagged("日工资 7000 ÷ 21.75 = 322元。", [pay], "我月薪7000，事假一天扣多少？", JUNE)


SEPT = dt.date(2026, 9, 21)


def test_is_a_weekday_after_an_english_date_is_that_dates():
    calls = [run("add_workdays", SEPT, date="2026-09-21", days=7)]
    question = "What is the deadline 7 working days from today?"
    assert not flagged("The deadline, 30 September 2026, is a Wednesday.", calls, question, SEPT)
    assert flagged("The deadline, 30 September 2026, is a Thursday.", calls, question, SEPT)


def test_still_is_no_till_and_part_of_the_break_is_off():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-10-08", end_date="2026-10-12")]
    question = "Which of 8–12 October do I work?"
    assert flagged("Back on Thursday 8 October; Saturday the 10th is still part of the break.", calls, question, SEPT)
    assert flagged("Saturday 10 October is still a holiday.", calls, question, SEPT)
    assert not flagged("Saturday 10 October is still a working day (a make-up day).", calls, question, SEPT)


def test_a_weekday_between_a_lists_days_keeps_the_list():
    today = dt.date(2026, 12, 14)
    calls = [run("calculate_leave_days", today, start_date="2026-12-30", end_date="2026-12-31")]
    question = "12月30日、31日请假，各是星期几？"
    assert not flagged("12月30日周三、31日周四，共2个工作日。", calls, question, today)
    assert flagged("12月30日周三、31日周五，共2个工作日。", calls, question, today)
    april = dt.date(2026, 4, 13)
    calls = [run("calculate_leave_days", april, start_date="2026-04-28", end_date="2026-04-30")]
    assert not flagged("3天（4月28日周二、29日周三、30日周四）。", calls, "4月28日到30日请几天？", april)


def test_a_bracket_that_says_more_is_an_aside_not_the_conclusion():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-09-28", end_date="2026-09-30"),
             run("add_workdays", SEPT, date="2026-09-30", days=1)]
    question = "9月28日到30日请假，哪天回来上班？"
    assert not flagged("10月8日（周四）回来上班（10月1日—7日国庆放假）。", calls, question, SEPT)
    assert flagged("10月9日（周五）回来上班（10月1日—8日国庆放假）。", calls, question, SEPT)


MAY = dt.date(2026, 4, 18)


def test_an_answer_that_opens_with_the_result_has_concluded():
    calls = [run("add_workdays", MAY, date="2026-04-30", days=3)]
    question = "Which date is the 3rd working day of May?"
    assert not flagged("Friday, May 8. May 1–5 is the Labour Day holiday, so May's working days start on Wed May 6.",
                       calls, question, MAY)
    assert flagged("Thursday, May 7 — the 3rd working day after the May Day break.", calls, question, MAY)
    assert flagged("5月7日（周四）——五一假期后的第3个工作日。", calls, question, MAY)


def test_hand_in_before_a_date_is_a_deadline():
    calls = [run("add_workdays", SEPT, date="2026-09-30", days=3)]
    question = "9月30日回来后3个工作日内交证明，最晚哪天？"
    assert flagged("3个工作日内，也就是10月1日前要交。", calls, question, SEPT)
    assert not flagged("最晚10月10日（周六，调休上班）交。", calls, question, SEPT)


@pytest.mark.parametrize("question,answer,wrong", [
    ("I took 16 hours of annual leave. How many days is that?", "That uses 16 hours = 2 days.", False),
    ("我请了24小时年假，合几天？", "共24小时，即3天。", False),
    ("我请了16小时年假，合几天？", "共16小时，即3天。", True),
    ("I took 16 hours of annual leave. How many days is that?", "That uses 16 hours = 3 days.", True),
    ("我请了20小时年假，合几天？", "共20小时，即2天。", True),
])
def test_hours_and_days_equated_are_eight_hours_a_day_when_hours_are_not_asked(question, answer, wrong):
    leave = search("年假可按小时申请，每个工作日按8小时计；一次最多连续请3天。")
    assert flagged(answer, [leave], question, JUNE) is wrong


def test_relative_days_three_days_back_and_the_weekday_after_next():
    today = dt.date(2026, 4, 3)  # a Friday
    question = "我大前天请了一天病假，下下周五还想请一天，分别是几号？"
    assert not flagged("大前天是3月31日（周二），下下周五是4月17日。", [], question, today)
    assert flagged("大前天是4月1日（周三），下下周五是4月17日。", [], question, today)
    question = "Which date is the Friday after next?"
    assert not flagged("The Friday after next is 17 April.", [], question, today)
    assert flagged("The Friday after next is 10 April.", [], question, today)
