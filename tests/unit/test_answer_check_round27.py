"""Round 27 of the answer check (issue 26): the classes heldout26's failures showed, each pinned with cases
written fresh for this file (other currencies, amounts and phrasings than heldout26's answers).

- money the check does not list one by one is read by its ISO 4217 code, sign or name (`prompts/other_money.py`):
  ₺ / TRY / TL / lira, ₸ / KZT / 坚戈, ₾ / GEL / lari, ₴ / UAH, E£ / EGP / LE, NOK, HUF … each a unit of its own;
- lira figures are grouped by dots (₺45.000, 4.750 TL), and 万 before these moneys is a scale;
- a product written without the factor the answer worked out just before (小时工资37.5元。3小时×150%=168.75元) holds;
- weekdays after a range that say which days count (周六、周日也算在内) are no claim about the range's ends.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.arithmetic import arithmetic, elides_a_factor
from prompts.claims import claim_text
from prompts.grounds import grounds_for
from prompts.quantities import quantities
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 6, 15)


@pytest.mark.parametrize("text,value,unit", [
    ("₺12.500,00", 12500.0, "try"), ("45.000 TL", 45000.0, "try"), ("TRY 1.250", 1250.0, "try"), ("250 lira", 250.0, "try"),
    ("1.5万里拉", 15000.0, "try"), ("₸350 000", 350000.0, "kzt"), ("KZT 350,000", 350000.0, "kzt"), ("300坚戈", 300.0, "kzt"),
    ("₾2,400", 2400.0, "gel"), ("GEL 60", 60.0, "gel"), ("80 lari", 80.0, "gel"), ("₴9 000", 9000.0, "uah"),
    ("UAH 9,000", 9000.0, "uah"), ("E£12,000", 12000.0, "egp"), ("LE 12,000", 12000.0, "egp"), ("1.2万埃及镑", 12000.0, "egp"),
    ("NOK 650,000", 650000.0, "nok"), ("HUF 480 000", 480000.0, "huf"), ("৳18,500", 18500.0, "bdt"), ("₽75 000", 75000.0, "rub"),
])
def test_other_countries_money_is_read_by_code_sign_or_name(text, value, unit):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == [(value, unit)]


@pytest.mark.parametrize("text", ["ALL 500 staff", "the 5 days", "le 12 mai", "TL manager, 1.5 days", "MXN and USD"])
def test_words_and_capitals_that_are_no_money_stay_so(text):
    assert not [q for q in quantities(claim_text(text)) if q.unit not in ("day", "workday", "calendar_day")]


def test_pounds_alone_stay_sterling_and_egyptian_pounds_are_their_own():
    assert [q.unit for q in quantities(claim_text("12,000 pounds"))] == ["gbp"]
    assert [q.unit for q in quantities(claim_text("E£12,000"))] == ["egp"]


@pytest.mark.parametrize("answer,wrong", [
    ("Your meal card gets ₺250 a working day: 19 × ₺250 = ₺4.750.", False),
    ("每个工作日充250里拉：19 × 250 = 4.750里拉。", False),
    ("Your meal card gets ₺300 a working day: 19 × ₺300 = ₺5.700.", True),
    ("Your meal card gets KZT 250 a working day.", True),  # tenge, not lira
])
def test_an_amount_in_lira_is_held_to_the_clauses_lira(answer, wrong):
    calls = [search("The meal card is loaded with ₺250 for each working day attended.")]
    assert flagged(answer, calls, "I worked 19 days in April. How much is loaded on my meal card?", TODAY) is wrong


@pytest.mark.parametrize("text,holds", [
    ("₺45.000 ÷ 225 = ₺200", True), ("45.000 TL ÷ 225 = 200 TL", True), ("₺45.000 ÷ 225 = ₺2.000", False),
    ("₸332 000 ÷ 166 = ₸2 000", True), ("GEL 60 × 3 = GEL 180", True), ("GEL 60 × 3 = GEL 190", False),
])
def test_sums_in_lira_tenge_and_lari_are_worked(text, holds):
    sums = arithmetic(claim_text(text))
    assert len(sums) == 1 and sums[0].holds is holds


@pytest.mark.parametrize("text,figures,elided", [
    ("3小时×150%=168.75元", {37.5}, True),  # 37.5元 an hour, worked out before
    ("8小时 × 200% = 600元", {37.5}, True),
    ("3小时×150%=178.75元", {37.5}, False),
    ("3小时×150%=168.75元", {36.0}, False),
    ("10 ÷ 2 = 50", {10.0}, False),  # a quotient names both its numbers
])
def test_a_product_may_leave_out_a_factor_the_answer_worked_out(text, figures, elided):
    a = arithmetic(claim_text(text))[0]
    assert not a.holds and elides_a_factor(a, figures) is elided


def test_a_left_out_factor_holds_only_when_the_answer_worked_it_out():
    calls = [search("加班工资按小时工资计算：小时工资 = 月工资 ÷ 21.75 ÷ 8。工作日延长工作时间按150%支付。")]
    question = "我月工资6525元，工作日加班3小时，加班费多少？"
    assert not flagged("小时工资 = 6525 ÷ 21.75 ÷ 8 = 37.5元。3小时 × 150% = 168.75元。", calls, question, TODAY)
    assert flagged("小时工资 = 6525 ÷ 21.75 ÷ 8 = 37.5元。3小时 × 150% = 178.75元。", calls, question, TODAY)
    assert flagged("3小时 × 150% = 168.75元。", calls, question, TODAY)  # 37.5 never worked out: the sum is 4.5


@pytest.mark.parametrize("answer,wrong", [
    ("二十四个自然日，7月1日—7月24日，周六、周日也算在内。", False),
    ("24 calendar days, 1–24 July; Saturdays and Sundays are included.", False),
    ("7月1日（周三）至7月24日（周五）。", False),
    ("7月1日（周三）至7月24日（周四）。", True),  # 24 July is a Friday
])
def test_weekdays_that_say_which_days_count_are_no_claim_about_the_ends(answer, wrong):
    calls = [run("calculate_leave_days", TODAY, start_date="2026-07-01", end_date="2026-07-24")]
    problems = claim_problems(answer, grounds_for("年假24个自然日从7月1日起，到哪天？", TODAY, calls))
    assert bool([p for p in problems if p["kind"] == "weekday"]) is wrong
