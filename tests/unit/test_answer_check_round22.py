"""Round 22 of the answer check (issue 26): the classes heldout21's failures showed, each pinned with cases
written fresh for this file (other currencies, amounts, months, festivals and phrasings than heldout21's answers).

- figures grouped by dots with a decimal comma (4.800.000 ₫, R$ 2.750,40) read in full, where the text writes
  that way; Vietnamese dong and Brazilian reais as currencies of their own; 万 before foreign money (150万韩元);
  a currency's name is no word of what a value is about (越南盾 against 越南法定节假日);
- times of day an official text writes (二十一时至次日七时, 凌晨3点, 从二十点到二十二点半);
- a month's Nth working day counted from its end (倒数第2个工作日, the 2nd-to-last / penultimate working day);
- a bracket still open at a later date speaks of that date (Mon 21 Sep – Fri 9 Oct (the National Day break,
  1–8 Oct, …)); a list counted back (9月：30、29、28日) and a month named before a colon give their days a month;
- 不算今天，5月1日… counts today out, it does not name 5月1日 today; a time limit in hours (within 96 hours) is
  whole days on from today; the total of three or more counts the tools made;
- a table's header that ends with its unit (| Leave days |).
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.asked import days_of_hours, each_months_nth
from prompts.claims import claim_text
from prompts.clock_times import clock_times
from prompts.quantities import quantities, words
from prompts.tables import table_sentences
from tests.support.check_calls import flagged, run, search

from prompts.answer_check import claim_problems
from prompts.grounds import grounds_for


@pytest.mark.parametrize("text,figure", [
    ("月基本工资4.800.000 ₫", "4800000"),
    ("每小时27.500 VND", "27500"),
    ("加班费合计1.320.000越南盾", "1320000"),
    ("salário de R$ 2.750,40 por mês", "2750.40"),
    ("vale-refeição de R$ 38,50 por dia", "38.50"),
    ("R$ 12.000,00 de bônus", "12000.00"),
])
def test_figures_grouped_by_dots_are_read_in_full(text, figure):
    assert figure in claim_text(text)


@pytest.mark.parametrize("text", ["按1.5倍计发", "距离45.000公里", "version 2.300 of the form", "5.10.2026 起执行"])
def test_a_dot_stays_a_decimal_point_where_the_text_does_not_group_by_dots(text):
    assert claim_text(text) == text


@pytest.mark.parametrize("text,value,unit", [
    ("每月3.600.000 ₫", 3600000, "vnd"),
    ("VND 250.000 một ca", 250000, "vnd"),
    ("R$ 1.980,75", 1980.75, "brl"),
    ("4.500 reais", 4500, "brl"),
    ("150万韩元", 1500000, "krw"),
    ("2.5万日元", 25000, "jpy"),
    ("5万元", 50000, "yuan"),
])
def test_each_currency_is_its_own_unit(text, value, unit):
    found = [(q.value, q.unit) for q in quantities(claim_text(text))]
    assert (value, unit) in found


def test_a_currencys_name_is_no_word_of_a_values_subject():
    assert "越南" not in words("夜班津贴每小时九千越南盾") and "韩元" not in words("按韩元发放的派遣津贴")


CLAUSE_VND = ("经批准的加班：（一）工作日加班，按小时工资的150%计发；（二）周日加班，按小时工资的200%计发；"
              "（三）越南法定节假日加班，按小时工资的300%计发。本地员工小时工资为月基本工资除以208。")


@pytest.mark.parametrize("answer,wrong", [
    ("平日加班按150%：每小时36.000 ₫，10小时共360.000 ₫。", False),
    ("Weekday overtime at 150%: 24,000 × 1.5 = 36,000 VND an hour, 10 hours = 360,000 VND.", False),
    ("10小时×36.000 ₫=3.600.000 ₫。", True),  # a zero too many
    ("平日加班按300%，每小时72.000 ₫。", True),  # the holiday rate
])
def test_amounts_in_dong_are_checked_like_any_amount(answer, wrong):
    question = "我是本地工人，小时工资24.000 ₫，这个月工作日加班10小时，加班费多少？"
    assert flagged(answer, [search(CLAUSE_VND)], question) is wrong


@pytest.mark.parametrize("text,minutes", [
    ("二十一时至次日七时为夜间", [1260, 420]),
    ("从二十点干到二十二点半", [1200, 1350]),
    ("凌晨3点到岗", [180]),
    ("今晚9点开始", [1260]),
    ("23点开始抢修，到0点15分结束", [1380, 15]),
    ("下午3点前交", [900]),
])
def test_times_of_day_an_official_text_writes(text, minutes):
    assert [v for v, *_ in clock_times(claim_text(text))] == minutes


def test_a_night_window_written_in_chinese_grounds_its_times_in_an_answer():
    clause = "二十二时至次日六时抢修的，每小时补贴九十元，不足二小时的按二小时计。"
    assert not flagged("22:00–06:00 counts as night: RMB 90 an hour, at least 2 hours.", [search(clause)], "夜里抢修怎么补贴？")
    assert flagged("21:00–06:00 counts as night: RMB 90 an hour.", [search(clause)], "夜里抢修怎么补贴？")


@pytest.mark.parametrize("answer,wrong", [
    ("3月倒数第2个工作日是3月30日（周一）。", False),
    ("The 2nd-to-last working day of March is Monday 30 March.", False),
    ("3月的倒数第2个工作日是3月27日（周五）。", True),
    ("March's penultimate working day is Friday 27 March.", True),
])
def test_a_months_working_day_counted_from_its_end(answer, wrong):
    today = dt.date(2026, 3, 2)
    assert flagged(answer, [], "3月倒数第2个工作日是哪天？", today) is wrong


def test_each_months_working_day_from_the_end_is_read_from_the_question():
    assert each_months_nth("工资每月倒数第2个工作日发放") == -2
    assert each_months_nth("Timesheets are due on the 3rd-to-last working day of each month.") == -3
    assert each_months_nth("每月第5个工作日发工资") == 5


@pytest.mark.parametrize("answer", [
    "Your leave runs Mon 28 Sep – Tue 13 Oct (the National Day break, 1–7 Oct, is not counted; Sat 10 Oct is a make-up working day).",
    "年假从9月28日（周一）休到10月13日（周二）（国庆放假10月1日至7日不占年假；10月10日周六调休上班）。",
    "Leave: 28 Sep to 13 Oct (National Day, 1–7 Oct, off anyway; Sat 10 Oct a make-up working day).",
])
def test_a_bracket_still_open_at_a_later_date_speaks_of_that_date(answer):
    today = dt.date(2026, 9, 1)
    calls = [run("calculate_leave_days", today, start_date="2026-09-28", end_date="2026-10-13")]
    problems = claim_problems(answer, grounds_for("请年假从9月28日到10月13日要用几天？", today, calls))
    assert not [p for p in problems if p["kind"] == "day"]


def test_days_counted_back_take_the_month_named_before_a_colon():
    today = dt.date(2026, 9, 1)
    answer = "4月：30、29、28日，然后4月27日。9月：30、29、28日，25日至27日中秋放假。"
    problems = claim_problems(answer, grounds_for("4月和9月最后几个工作日是哪些？", today, []))
    assert not [p for p in problems if p["kind"] == "day"]
    assert flagged("9月：30、29、28日，24日至26日中秋放假。", [], "9月最后几个工作日是哪些？", today)


def test_today_counted_out_is_not_the_next_date_named():
    today = dt.date(2026, 9, 30)
    calls = [run("add_workdays", today, date="2026-09-30", days=2)]
    answer = "2个工作日：不算今天，10月1日至7日放假，10月8日、9日两个工作日，10月9日满。"
    problems = claim_problems(answer, grounds_for("今天提交，2个工作日后到哪天？", today, calls))
    assert not [p for p in problems if p["kind"] == "relative"]


@pytest.mark.parametrize("question,days", [
    ("须在48小时内答复", {2}), ("confirm within 96 hours", {4}), ("提前 72 个小时通知", {3}),
    ("36小时内", set()), ("每天工作8小时", set()), ("每周40小时", set()),
])
def test_a_time_limit_in_hours_is_whole_days_on(question, days):
    assert days_of_hours(claim_text(question)) == days


def test_a_date_a_time_limit_in_hours_reaches_is_grounded():
    today = dt.date(2026, 7, 6)
    calls = [run("add_workdays", today, date="2026-07-06", days=4)]
    question = "Complaints must be acknowledged within 72 hours and answered within 4 business days. One came in today at 11:00. Deadlines?"
    assert not flagged("Acknowledge by Thu 9 July, 11:00; answer by Fri 10 July.", calls, question, today)
    assert not flagged("72小时到7月9日（周四）11:00；4个工作日到7月10日（周五）。", calls, question, today)
    assert flagged("Acknowledge by Wed 8 July, 11:00; answer by Fri 10 July.", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("July 23, August 21, September 22 — 66 working days in the quarter.", False),
    ("7月23天、8月21天、9月22天，共66个工作日。", False),
    ("7月23天、8月21天、9月22天，共67个工作日。", True),
])
def test_a_total_of_the_counts_the_tools_made(answer, wrong):
    today = dt.date(2026, 6, 1)
    calls = [run("calculate_leave_days", today, start_date=a, end_date=b)
             for a, b in (("2026-07-01", "2026-07-31"), ("2026-08-01", "2026-08-31"), ("2026-09-01", "2026-09-30"))]
    assert flagged(answer, calls, "2026年7、8、9月各有多少个工作日？", today) is wrong


def test_a_header_ending_with_its_unit_gives_the_cells_their_unit():
    text, _ = table_sentences("| Years of service | Leave days |\n|---|---|\n| 1 to 3 | 12 |\n| 3 to 6 | 14 |")
    assert "12 days" in text and "14 days" in text
    clause = "| Completed years | Annual leave days |\n|---|---|\n| 1 to 4 | 12 |\n| 5 to 9 | 15 |\n| 10 or more | 20 |"
    assert not flagged("You get 15 days.", [search(clause)], "I have 6 years of service. How much annual leave?")
    assert flagged("You get 16 days.", [search(clause)], "I have 6 years of service. How much annual leave?")
