"""Round 28 of the answer check (issue 26): the classes heldout27's failures showed, each pinned with cases
written fresh for this file (other currencies, amounts, dates and phrasings than heldout27's answers).

- a currency sign may stand apart from its figure (US$ 80, € 95, ¥ 3000, £ 12.50);
- an amount in a money the check reads by code or sign ends a sentence (You get E£1,800.);
- figures grouped the Indian way (1,25,000) are read where any money of South Asia is the money (৳, Tk, BDT, 塔卡,
  PKR, NPR, LKR, crore), not only rupees;
- a note in brackets between the terms of a written sum (3,900（房租津贴）+ 750) is words, not a term; Tk, LE and TL
  written before a sum's result are money signs;
- a whole quotient with its remainder (286 ÷ 18 = 15余16, 15 remainder 16) holds when the remainder is right;
- a count the person gives (出勤286天) divided by a clause's rate is no pay divided by the wrong divisor;
- a result the answer worked out stays grounded when a later sum adds it (286 ÷ 18 = 15 … 35 + 15 = 50);
- with no date tool run, a day a clause's count of calendar days from the question's date (15 calendar days before
  20 July: 5 July) is the answer's own count, not an unknown date.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.arithmetic import arithmetic
from prompts.claims import claim_text
from prompts.quantities import quantities
from tests.support.check_calls import flagged, search

TODAY = dt.date(2026, 6, 15)


@pytest.mark.parametrize("text,value,unit", [
    ("up to US$ 80 a month", 80.0, "usd"), ("RMB 1,200 per trip", 1200.0, "yuan"), ("€ 95 per night", 95.0, "eur"),
    ("¥ 3000 a year", 3000.0, "yuan"), ("￥ 450", 450.0, "yuan"), ("£ 12.50 an hour", 12.5, "gbp"), ("$ 40 each", 40.0, "usd"),
    ("USD 2,500", 2500.0, "usd"), ("US$ 75.50", 75.5, "usd"),
])
def test_a_currency_sign_may_stand_apart_from_its_figure(text, value, unit):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == [(value, unit)]


@pytest.mark.parametrize("text,value,unit", [
    ("You get E£1,800.", 1800.0, "egp"), ("The cap is ₾150.", 150.0, "gel"), ("Paid in full: ₺4.750.", 4750.0, "try"),
    ("He receives 2,400 lari.", 2400.0, "gel"), ("总额为৳14,150。", 14150.0, "bdt"), ("That is KZT 90,000.", 90000.0, "kzt"),
])
def test_an_amount_in_a_money_read_by_code_or_sign_may_end_a_sentence(text, value, unit):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == [(value, unit)]


@pytest.mark.parametrize("text,value", [
    ("Tk 1,25,000", 125000.0), ("৳2,40,000", 240000.0), ("BDT 1,60,000.00", 160000.0), ("1,25,000塔卡", 125000.0),
    ("PKR 3,50,000", 350000.0), ("NPR 1,10,000", 110000.0), ("LKR 12,00,000", 1200000.0),
])
def test_indian_grouping_is_read_where_a_south_asian_money_is_the_money(text, value):
    assert [q.value for q in quantities(claim_text(text))] == [value]


def test_indian_grouping_stays_a_list_where_no_such_money_is_named():
    assert 125000.0 not in [q.value for q in quantities(claim_text("第1,25,000条"))]
    assert 125000.0 not in [q.value for q in quantities(claim_text("$1,25,000"))]


@pytest.mark.parametrize("text,holds", [
    ("7,800 + 3,900（房租津贴，基本工资的50%）+ 750 = 12,450", True),
    ("7,800 + 3,900（房租津贴）+ 750 + 450 = 12,900", True),
    ("2,000 (base) + 300 (meals) + 150 = 2,450", True),
    ("1,200（夜班）× 2 = 2,400", True),
    ("7,800 + 3,900（房租津贴）+ 750 = 12,500", False),
    ("2,000 (base) + 300 (meals) + 150 = 2,500", False),
])
def test_a_note_in_brackets_between_terms_is_no_term(text, holds):
    sums = arithmetic(claim_text(text))
    assert (bool(sums) and all(a.holds for a in sums)) is holds


GROSS_RULE = "工资构成：基本工资；房租津贴为基本工资的50%；医疗津贴৳750；交通津贴৳450；伙食津贴৳1,250。"


@pytest.mark.parametrize("answer,wrong", [
    ("月总工资 = 7,800 + 3,900（房租津贴，基本工资的50%）+ 750 + 450 + 1,250 = ৳14,150。", False),
    ("Gross = 7,800 + 3,900 (house rent) + 750 (medical) + 450 + 1,250 = Tk 14,150.", False),
    ("月总工资 = 7,800 + 3,900（房租津贴）+ 750 + 450 + 1,250 = ৳14,650。", True),
    ("Gross = 7,800 + 3,900 (house rent) + 850 (medical) + 450 + 1,250 = Tk 14,250.", True),
])
def test_a_gross_pay_sum_with_notes_between_its_terms_is_checked(answer, wrong):
    assert flagged(answer, [search(GROSS_RULE)], "我的基本工资 BDT 7,800，每月总工资是多少？", TODAY) is wrong


@pytest.mark.parametrize("text", ["4 × 300 = Tk 1,200", "4 × 300 = LE 1,200", "4 × 300 = TL 1,200"])
def test_short_money_signs_before_a_result_are_read(text):
    assert [a.holds for a in arithmetic(claim_text(text))] == [True]


@pytest.mark.parametrize("text,holds", [
    ("286 ÷ 18 = 15余16", True), ("286 ÷ 18 = 15 remainder 16", True), ("100 / 7 = 14 r 2", True), ("250 ÷ 30 = 8余10", True),
    ("286 ÷ 18 = 15余17", False), ("286 ÷ 18 = 16余16", False), ("100 / 7 = 14 r 9", False),
])
def test_a_whole_quotient_with_its_remainder_holds_only_when_the_remainder_is_right(text, holds):
    assert [a.holds for a in arithmetic(claim_text(text))] == [holds]


LEAVE_RULE = "员工每出勤满18天享有1天年休假，零头不计；年休假累计不超过40天。日工资按月工资除以30计算。"


@pytest.mark.parametrize("answer,wrong", [
    ("286 ÷ 18 = 15余16，新增15天；35 + 15 = 50，超过上限，按40天计。", False),
    ("286 ÷ 18 = 15 remainder 16, so 15 new days; 35 + 15 = 50 is over the cap: 40 days.", False),
    ("286 ÷ 18 = 16余0，新增16天；35 + 16 = 51，按40天计。", True),
    ("286 ÷ 18 = 15余16，新增15天；35 + 15 = 45，按40天计。", True),
])
def test_days_worked_divided_by_the_clauses_rate_are_checked_as_arithmetic_not_as_pay(answer, wrong):
    question = "去年我出勤286天，之前攒了35天年休假没休。今年新增几天？余额最多多少？"
    assert flagged(answer, [search(LEAVE_RULE)], question, TODAY) is wrong


NOTICE_RULE = "4.3 Leave of 6 days or more is requested at least 15 calendar days in advance."


@pytest.mark.parametrize("answer,wrong", [
    ("15 calendar days before Monday 20 July: request it by Sunday 5 July 2026.", False),
    ("须提前15个自然日：最晚2026年7月5日（周日）提交。", False),
    ("Request it by Saturday 4 July 2026.", True),
    ("Request it by Monday 6 July 2026.", True),
    ("Request it by Sunday 12 July 2026.", True),  # 8 days: the person's own leave, no notice rule
])
def test_a_date_a_clauses_calendar_days_before_the_question_date_is_the_answers_own_count(answer, wrong):
    question = "I want 8 days of annual leave starting Monday 20 July 2026. What is the latest date I can put in my request?"
    assert flagged(answer, [search(NOTICE_RULE)], question, TODAY) is wrong


def test_calendar_days_count_only_from_the_questions_date_not_from_today():
    question = "I want 8 days of annual leave starting Monday 20 July 2026. What is the latest date I can put in my request?"
    assert flagged("Request it by Tuesday 30 June 2026.", [search(NOTICE_RULE)], question, TODAY)  # today + 15
