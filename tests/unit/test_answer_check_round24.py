"""Round 24 of the answer check (issue 26): the classes heldout23's failures showed, each pinned with cases
written fresh for this file (other currencies, amounts, dates and phrasings than heldout23's answers).

- figures grouped by apostrophes (Fr. 9'120.50), by spaces (12 600,00 kr, R 3 450) with a decimal comma where
  the text writes so, and a dash for no cents (CHF 85.–) are one figure each, in sums too;
- any three-letter currency code (NOK, ZAR, KES) or Fr. / Kshs. / R before a figure is money in a written sum;
- one and a half (two and a half …) is 1.5 (2.5); "monthly salaries" counts months;
- the person's pay divided by the divisor a clause names (÷ 173) is a figure the answer may use;
- 最后一天 is the last day, no count of one day;
- midnight (0:00, 24:00) grounds itself, and noon beside a half day;
- a countdown in weeks and days is the days to the day its sentence names, and agrees with the days it states;
- "I turn 60" is an age (60岁), as the answer writes it;
- Art. 7 / § 7 / Section 7 / Clause 7 cite clause 7; a retrieved "7.2 Title" paragraph belongs to clause 7.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.arithmetic import arithmetic
from prompts.claims import claim_text, clause_numbers
from prompts.grounds import grounds_for
from prompts.quantities import quantities
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 4, 13)


@pytest.mark.parametrize("text,figure", [
    ("Fr. 9'120.50", "9120.50"), ("CHF 14’300", "14300"), ("1'000'000 francs", "1000000"),
    ("12 600,00 kr", "12600.00"), ("R 3 450 a month", "3450"), ("PLN 7 000", "7000"), ("2 050 Kč", "2050"),
    ("CHF 85.–", "CHF 85"), ("1 200,– €", "1200 €"), ("NOK 1 250 000", "1250000"),
])
def test_grouped_figures_are_one_figure(text, figure):
    assert figure in claim_text(text)


@pytest.mark.parametrize("text", ["on 15 March 200 staff", "days 3,15 and 20", "Grade B2 300元", "section 4 100 words"])
def test_numbers_that_merely_sit_apart_stay_apart(text):
    assert claim_text(text) == text


@pytest.mark.parametrize("text,holds", [
    ("9'120 × 1.5 = 13'680 francs", True),
    ("9'120 × 1.5 = 13'580 francs", False),
    ("Fr. 6'230.– / 178 = Fr. 35.–", True),
    ("Fr. 6'230.– / 178 = Fr. 36.–", False),
    ("4 × 37,50 kr = 150,00 kr", True),
    ("4 × 37,50 kr = 160,00 kr", False),
    ("11 × ZAR 420 = ZAR 4 620", True),
    ("11 × ZAR 420 = ZAR 4 720", False),
    ("9 × Kshs. 2,300 = Kshs. 20,700", True),
    ("9 × Kshs. 2,300 = Kshs. 21,700", False),
    ("3 × NOK 615 = NOK 1 845", True),
    ("3 × NOK 615 = NOK 1 945", False),
])
def test_sums_in_other_countries_money_are_worked(text, holds):
    sums = arithmetic(claim_text(text))
    assert len(sums) == 1 and sums[0].holds is holds


def test_one_and_a_half_is_a_figure_and_monthly_salaries_count_months():
    calls = [search("After 15 years of service the employee receives two and a half monthly salaries as a long-service award.")]
    question = "I complete 15 years in May; my salary is CHF 6'900.–. What is my long-service award?"
    assert "2.5" in claim_text("two and a half monthly salaries") and "1.5 months" in claim_text("one-and-a-half months")
    assert not flagged("满15年的奖励是2.5个月工资：2.5 × 6'900 = 17'250瑞郎。", calls, question, TODAY)
    assert flagged("满15年的奖励是3.5个月工资：3.5 × 6'900 = 24'150瑞郎。", calls, question, TODAY)


def test_the_persons_pay_by_a_clauses_divisor_is_their_hourly_rate():
    calls = [search("The hourly wage is the monthly wage divided by 173. Overtime is paid at 150% of the hourly wage.")]
    question = "My monthly wage is 5190 and I worked 4 hours of overtime. What do I get?"
    assert not flagged("4 × 30 × 150% = 180.", calls, question, TODAY)  # 5190 ÷ 173 = 30, not written out
    assert flagged("4 × 31 × 150% = 186.", calls, question, TODAY)


@pytest.mark.parametrize("answer", ["最后一天是4月30日（周四）。", "通知期最后一天：2026年4月30日。", "最后一个工作日是4月30日。"])
def test_the_last_day_is_no_count_of_one_day(answer):
    assert not [q for q in quantities(claim_text(answer)) if q.value == 1]
    calls = [run("add_workdays", TODAY, date="2026-04-13", days=13)]
    assert not any(p["kind"] == "number" for p in _problems(answer, calls, "离职通知期最后一天是哪天？"))
    assert [q.value for q in quantities(claim_text("提前一天申请，最后两天补休"))] == [1.0, 2.0]  # other days still count


@pytest.mark.parametrize("answer,wrong", [
    ("4月30日21:00–24:00 3小时按平日，5月1日0:00–5:00 5小时按300%。", False),
    ("April 30, 9 pm to midnight: 3 hours; May 1, 00:00 to 05:00: 5 hours at 300%.", False),
    ("4月30日21:00–23:00 3小时按平日，5月1日0:00–5:00 5小时按300%。", True),  # 23:00 is nobody's
])
def test_midnight_grounds_itself(answer, wrong):
    question = "我4月30日21:00上夜班到5月1日5:00，节日的小时按300%，各算几小时？"
    assert flagged(answer, [], question, TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Take the morning off: you leave at noon and the half day counts as 0.5 days.", False),
    ("上午请半天假，中午12:00后回来上班。", False),
    ("You leave at noon; it counts as one day.", True),  # noon without a half day is nobody's time
])
def test_noon_beside_a_half_day_grounds_itself(answer, wrong):
    assert flagged(answer, [], "How do I take a morning off on Friday?", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("距离劳动节（5月1日）还有18天，也就是2周零4天。", False),
    ("18 days to go until 1 May — 2 weeks and 4 days.", False),
    ("2 wks 4 days until Labour Day (1 May).", False),
    ("还有18天，合2周零3天。", True),  # 2 weeks and 3 days are 17 days
    ("距离5月1日还有17天，也就是2周零3天。", True),  # 17 days is the distance to 30 April
    ("Three weeks and one day to go until 1 May.", True),
])
def test_a_countdown_in_weeks_and_days_is_the_distance_to_its_day(answer, wrong):
    assert flagged(answer, [], "How many weeks and days until 2026-05-01?", TODAY) is wrong


@pytest.mark.parametrize("question,answer", [
    ("I turn 60 in July. Which pension age applies?", "你今年满60岁。"),
    ("My father is aged 72 and lives with me.", "Your father is 72 years old."),
    ("From age 45 do I get more leave?", "满45岁以后的规定手册里没有写。"),
])
def test_an_english_age_in_the_question_grounds_the_age_in_the_answer(question, answer):
    assert not _problems(answer, [], question)
    assert _problems(answer.replace("60", "61").replace("72", "73").replace("45", "46"), [], question)


@pytest.mark.parametrize("text,numbers", [
    ("(Art. 7 para. 2)", [7]), ("see Article 12.1", [12]), ("按§ 9第1款", [9]), ("Section 4.2 says", [4]),
    ("under Clause 15", [15]), ("第3条和Art. 5", [3, 5]), ("Part 3 and page 7", []),
])
def test_clause_citations_in_other_forms(text, numbers):
    assert clause_numbers(claim_text(text)) == numbers


def test_a_retrieved_numbered_paragraph_belongs_to_its_clause():
    hit = {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
           "data": {"hits": [{"rank": 1, "heading": "Staff Handbook > 7.2 Mileage", "text": "Private cars are paid CHF 0.70 per km."}]}}
    assert not flagged("Private cars are paid CHF 0.70 per km (Art. 7).", [hit], "What is the mileage rate?")
    assert flagged("Private cars are paid CHF 0.70 per km (Art. 8).", [hit], "What is the mileage rate?")


def _problems(answer: str, calls: list, question: str, today: dt.date = TODAY) -> list[dict]:
    return claim_problems(answer, grounds_for(question, today, calls))
