"""Round 14 of the answer check (issue 26): the classes heldout13's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout13's answers).

- a day's status in an aside that opens with a bracket or a spaced dash belongs to the date inside it
  (Sep 28, 29, 30 and Oct 8 (Oct 1–7 is National Day)), not to the list before it;
- a weekday right before an English month is that date's (Sep 30, Sat Oct 10, Oct 12);
- what is left after a value the answer itself showed grounded (共8天，剩4天 of 12; 6 h left, so 4 of the 10 are over);
- a clause's years on from a date the person names (joined 1 September 2021, 满5年 on 1 September 2026);
- a list's next line that opens with a dash is no minus sign;
- each month's Nth working day, when the question asks for it (每月第3个工作日发工资);
- the person's hours a day (每天排班6小时) in place of 8;
- a remainder right after its total is the person's balance less that total;
- 要请N天 counts days of leave: a range's working days.
"""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

SEPT = dt.date(2026, 9, 21)


def test_an_aside_in_brackets_or_after_a_dash_speaks_of_its_own_date():
    calls = [run("add_workdays", SEPT, date="2026-09-25", days=5)]
    question = "What are the 5 working days after Friday 25 September?"
    for answer in ("Sep 28, 29, 30, Oct 8 and Oct 9 (Oct 1–7 is the National Day holiday).",
                   "Sep 28, 29, 30, Oct 8 and Fri Oct 9 — Oct 1–7 is the National Day holiday.",
                   "9月28日、29日、30日、10月8日和9日（10月1日至7日放假）。"):
        assert not flagged(answer, calls, question, SEPT), answer
    assert flagged("Sep 28, 29, 30, Oct 8 and Oct 9 (Oct 1–8 is the National Day holiday).", calls, question, SEPT)


def test_a_weekday_before_an_english_month_belongs_to_that_date():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-09-30", end_date="2026-10-12")]
    question = "How many working days are there from 30 September to 12 October?"
    answer = "5 working days: Sep 30, Thu Oct 8, Fri Oct 9, Sat Oct 10 (a make-up day) and Mon Oct 12."
    assert not flagged(answer, calls, question, SEPT)
    assert flagged(answer.replace("Thu Oct 8", "Wed Oct 8"), calls, question, SEPT)


CAP = search("加班每月不得超过36小时，超出部分须经人力资源部事先批准。")


@pytest.mark.parametrize("answer,wrong", [
    ("上限36小时，已加30小时，还剩6小时；再加10小时就超出4小时，超出部分须人力资源部事先批准。", False),
    ("Cap 36 h, 30 used, so 6 h left; 10 more would be 4 h over the cap unless HR approves in advance.", False),
    ("上限36小时，已加30小时，还剩6小时；再加10小时就超出5小时。", True),
])
def test_what_is_left_after_a_value_the_answer_showed(answer, wrong):
    question = "这个月已经加班30小时，下周还想加10小时，可以吗？"
    assert flagged(answer, [CAP], question, dt.date(2026, 6, 15)) is wrong


SICK = search("第六条 病假工资按连续工龄计发：不满2年的发60%，满2年不满4年的发70%，满4年不满6年的发80%，满6年的发90%。")


@pytest.mark.parametrize("answer,wrong", [
    ("到2026年9月1日你已满5年，适用满4年不满6年的80%。", False),
    ("You reached 5 years' service on 1 September 2026, so the 80% band applies.", False),
    ("到2026年9月2日你已满5年，适用80%。", True),
])
def test_a_clauses_years_on_from_the_date_the_person_joined(answer, wrong):
    question = "我2021年9月1日入职，2026年9月14日开始病假，病假工资按几成发？"
    assert flagged(answer, [SICK], question, dt.date(2026, 9, 15)) is wrong


FLOOR = search("病假工资不得低于本市最低工资标准2,690元的80%，即2,152元。", "病假工资按基本工资的60%发放。")


def test_a_lists_next_line_that_opens_with_a_dash_is_no_minus():
    question = "基本工资3000元，整月病假，病假工资多少？"
    answer = "- 比例：60%\n- 3000 × 60% = 1800\n- 低于2,152元，按2,152元发"
    assert not flagged(answer, [FLOOR], question, dt.date(2026, 6, 15))
    assert flagged(answer.replace("= 1800", "= 1900"), [FLOOR], question, dt.date(2026, 6, 15))


@pytest.mark.parametrize("answer,wrong", [
    ("9月3日（周四）、10月10日（周六，国庆后的调休上班日）。", False),
    ("Sep 3 (Thu) and Oct 10 (Sat, a make-up working day after National Day).", False),
    ("9月3日（周四）、10月12日（周一）。", True),
    ("Sep 4 (Fri) and Oct 10 (Sat).", True),
])
def test_each_months_nth_working_day(answer, wrong):
    question = "我们每月第3个工作日发工资，9月和10月分别是哪天？"
    assert flagged(answer, [], question, dt.date(2026, 8, 20)) is wrong


def test_the_persons_hours_a_day_replace_eight():
    today = dt.date(2026, 11, 2)
    calls = [run("calculate_leave_days", today, start_date="2026-11-10", end_date="2026-11-12")]
    question = "我是兼职，每天排班6小时，11月10日到12日请假，要扣多少小时？"
    assert not flagged("3个工作日 × 6小时 = 18小时。", calls, question, today)
    assert not flagged("扣18小时。", calls, question, today)
    assert flagged("扣24小时。", calls, question, today)
    assert flagged("3 working days at 8 hours a day: 24 hours.", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("两段各4天、2天，共6天，剩4天。", False),
    ("4 + 2 = 6 days in total, leaving you with 4 days.", False),
    ("两段各4天、2天，共6天，剩5天。", True),
    ("6 days in total, 3 days left.", True),
])
def test_a_remainder_after_its_total(answer, wrong):
    question = "我年假还有10天，想请11月10日至13日和11月19日至20日两段，一共几天？还剩几天？"
    today = dt.date(2026, 11, 2)
    calls = [run("calculate_leave_days", today, start_date="2026-11-10", end_date="2026-11-13"),
             run("calculate_leave_days", today, start_date="2026-11-19", end_date="2026-11-20")]
    assert flagged(answer, calls, question, today) is wrong


def test_days_one_must_ask_for_are_a_ranges_working_days():
    calls = [run("calculate_leave_days", SEPT, start_date="2026-09-28", end_date="2026-10-09")]
    question = "我想9月28日一直休到10月9日，要请几天假？"
    assert not flagged("要请5天（9月28日、29日、30日、10月8日、9日），10月1日至7日是国庆假期。", calls, question, SEPT)
    assert flagged("要请12天（9月28日至10月9日）。", calls, question, SEPT)
    assert flagged("要请6天（9月28日至10月9日）。", calls, question, SEPT)
