"""Issue 26, ninth round (classes found on heldout8, which became tuning data; cases written fresh, none
copied from it): a month's Nth working day; working days from today to a named day; an estimated schedule
called official; a numbered list's markers, 12.31 beside its weekday, 周六日, a sentence ending "31 Dec.";
holidays said not to be there; a make-up Sunday's weekday; make-up days and festivals named in the next
piece or for a relative day; the day back said as 恢复上班; two ranges with weekdays of their own; a total
under a list; a clause's discount written 折."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from tests.support.check_calls import flagged, run, search

SEPT_END = dt.date(2026, 9, 28)  # a Monday: 国庆 2026 is 1–7 October, Saturday 10 October a make-up day
NOV = dt.date(2026, 11, 20)  # a Friday in an ordinary month


@pytest.mark.parametrize("question,answer,wrong", [
    ("10月第一个工作日是哪天？", "10月第一个工作日是10月8日（周四）。", False),
    ("10月第一个工作日是哪天？", "10月第一个工作日是10月9日。", True),
    ("What is the first working day of October?", "The first working day of October is Thursday 8 October.", False),
    ("What is the first working day of October?", "The first working day of October is Friday 9 October.", True),
    ("10月的第三个工作日是几号？", "10月10日（周六，调休上班）是10月第3个工作日。", False),
    ("10月的第三个工作日是几号？", "10月12日是10月第3个工作日。", True),
    # the month the question names, the answer naming none
    ("下个月第一个工作日是哪天？", "第一个工作日是10月8日。", False),
    ("下个月第一个工作日是哪天？", "第一个工作日是10月9日（周五）。", True),
    ("Which day is the last working day of December?", "The last working day is Thursday 31 December.", False),
    ("12月最后一个工作日是哪天？", "12月最后一个工作日是12月30日。", True),
])
def test_a_months_nth_working_day_is_the_calendars(question, answer, wrong):
    calls = [run("get_current_date", today=SEPT_END)]
    assert flagged(answer, calls, question, today=SEPT_END) is wrong


def test_the_nth_working_day_counted_from_today_is_no_months():
    # 第3个工作日 counted on from today is 10月8日, though October's own third is the 10th
    calls = [run("get_current_date", today=SEPT_END), run("add_workdays", today=SEPT_END, date="2026-09-28", days=3)]
    answer = "往后数：9月29日、30日，国庆放假，第3个工作日是10月8日，最早10月8日开始休。"
    assert not flagged(answer, calls, "提前3个工作日申请，最早哪天能休？", today=SEPT_END)


NOTICE = [run("get_current_date", today=NOV), run("add_workdays", today=NOV, date="2026-11-20", days=7)]


@pytest.mark.parametrize("answer,wrong", [
    ("不行，11月30日只满足5个工作日，最早12月1日（周二）。", False),
    ("No: 30 November is only 6 working days on, so the earliest is Tuesday 1 December.", False),
    ("11月27日距今天5个工作日，还不够；最早12月1日。", False),
    ("Yes, Monday 30 November works, that's 7 working days after today.", True),
    ("11月27日距今天7个工作日，可以从那天开始。", True),
])
def test_working_days_from_today_to_a_named_day(answer, wrong):
    assert flagged(answer, NOTICE, "提前7个工作日，能从11月30日开始休吗？", today=NOV) is wrong


YEAR_END = dt.date(2026, 12, 21)
NEW_YEAR = [run("get_current_date", today=YEAR_END),
            run("calculate_leave_days", today=YEAR_END, start_date="2026-12-31", end_date="2027-01-04")]


@pytest.mark.parametrize("answer,wrong", [
    ("1月1日元旦放假，1月4日上班。2027年安排尚未公布，以上为推算。", False),
    ("1月1日元旦放假，1月4日上班。2027年放假安排已正式公布。", True),
    ("Based on the official 2027 schedule, 1 January is off and you're back on 4 January.", True),
    ("1 January is a holiday. Back at work on 4 January; the official 2027 schedule isn't out yet, so this is an estimate.",
     False),
    ("2026年的安排已正式公布；2027年1月1日放假是按法定节日推算的，4日上班。", False),
])
def test_an_estimated_schedule_called_official_has_no_caveat(answer, wrong):
    assert flagged(answer, NEW_YEAR, "元旦放几天？哪天上班？", today=YEAR_END) is wrong


def test_a_numbered_lists_markers_are_no_days_and_12_31_beside_a_weekday_is_a_date():
    listed = "Working days after today:\n1. Mon 23 Nov\n2. Tue 24 Nov\n3. Wed 25 Nov"
    assert [(m.date.month, m.date.day) for m in date_mentions(claim_text(listed), NOV)] == [(11, 23), (11, 24), (11, 25)]
    assert [(m.date.month, m.date.day) for m in date_mentions(claim_text("明天 11.21 周六：休息"), NOV)] == [(11, 21)]
    assert date_mentions(claim_text("工资涨了1.5倍"), NOV) == []


@pytest.mark.parametrize("answer,wrong", [
    ("- 1.4 周一：上班\n- 1.1 周五：元旦", False),
    ("- 1.5 周一：上班", True),  # 2027-01-05 is a Tuesday
    ("- 1月2日、3日 周六日：休息", False),
    ("- 1月3日、4日 周六日：休息", True),
    ("Off Thu 31 Dec. 1 Jan is New Year's Day, and you're back on Mon 4 Jan.", False),
])
def test_day_forms_in_lists_and_sentences(answer, wrong):
    assert flagged(answer + "（2027年为推算）", NEW_YEAR, "元旦前后哪天上班？", today=YEAR_END) is wrong


WEEK = [run("get_current_date", today=NOV), run("calculate_leave_days", today=NOV, start_date="2026-11-09",
                                                end_date="2026-11-13")]


@pytest.mark.parametrize("answer,wrong", [
    ("From 9 to 13 November there are 5 working days and no public holidays.", False),
    ("11月9日至13日共5个工作日，没有法定节假日。", False),
    ("From 9 to 13 November there are 5 working days; 11 November is a public holiday.", True),
])
def test_holidays_said_not_to_be_there_are_no_claim_of_a_holiday(answer, wrong):
    assert flagged(answer, WEEK, "11月9日到13日有几个工作日？", today=NOV) is wrong


SEPT = dt.date(2026, 9, 14)
MAKEUP = [run("get_current_date", today=SEPT), run("calculate_leave_days", today=SEPT, start_date="2026-09-19",
                                                   end_date="2026-09-20")]


@pytest.mark.parametrize("answer,wrong", [
    ("9月20日（星期日）要上班，这天是国庆节调休上班日。", False),
    ("You work on Sunday 20 September — it's a make-up working day for National Day.", False),
    ("You work on Sunday 20 September — it's a make-up working day for the Mid-Autumn Festival.", True),
])
def test_a_make_up_sunday_is_still_a_sunday_and_its_festival_is_checked(answer, wrong):
    assert flagged(answer, MAKEUP, "9月19日、20日周末要上班吗？", today=SEPT) is wrong


EVE = dt.date(2026, 9, 30)
GOLDEN_WEEK = [run("get_current_date", today=EVE), run("calculate_leave_days", today=EVE, start_date="2026-10-01",
                                                       end_date="2026-10-07"),
               run("add_workdays", today=EVE, date="2026-09-30", days=1)]


@pytest.mark.parametrize("answer,wrong", [
    ("国庆假期明天开始，10月1日至7日放假，10月8日恢复上班。", False),
    ("中秋假期明天开始，10月1日至7日放假，10月8日恢复上班。", True),
    ("国庆假期明天开始，10月1日至7日放假，10月9日（周五）恢复上班。", True),
])
def test_a_festival_named_for_a_relative_day_and_the_day_back(answer, wrong):
    assert flagged(answer, GOLDEN_WEEK, "明天开始放假吗？哪天开始上班？", today=EVE) is wrong


TWO_WEEKS = [run("get_current_date", today=dt.date(2026, 10, 26)),
             run("calculate_leave_days", today=dt.date(2026, 10, 26), start_date="2026-11-02", end_date="2026-11-13")]


@pytest.mark.parametrize("answer,wrong", [
    ("要请8天：11月2日–5日（周一到周四）和11月10日–13日（周二到周五），11月6日、9日已经调好班。", False),
    ("要请8天：11月2日–5日（周二到周五）和11月10日–13日（周二到周五）。", True),
    ("- 11/2–11/6 周一至周五：5个工作日\n- 11/7–11/8 周末\n- 11/9–11/13 周一至周五：5个工作日\n合计10个工作日。", False),
    ("- 11/2–11/6 周一至周五：4个工作日\n- 11/9–11/13 周一至周五：5个工作日\n合计9个工作日。", True),
])
def test_ranges_with_weekdays_of_their_own_and_a_total_under_a_list(answer, wrong):
    assert flagged(answer, TWO_WEEKS, "11月2日到13日有几个工作日？", today=dt.date(2026, 10, 26)) is wrong


DISCOUNT = search("员工在本公司门店购物享受9折，每月享受折扣的购物额上限为原价2000元。")


@pytest.mark.parametrize("answer,wrong", [
    ("打9折：1,000 × 0.9 = 900元。", False),
    ("You get 10% off: RMB 1,000 × 90% = RMB 900.", False),
    ("打8折：1,000 × 0.8 = 800元。", True),
])
def test_a_clauses_discount_in_the_forms_an_answer_gives_it(answer, wrong):
    assert flagged(answer, [DISCOUNT], "我买1000元的东西，员工价多少？") is wrong
