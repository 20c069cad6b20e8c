"""Round 25 of the answer check (issue 26): the classes heldout24's failures showed, each pinned with cases
written fresh for this file (other currencies, amounts, dates and phrasings than heldout24's answers).

- juta / jt / ribu / miliar are scales (Rp4,5 juta is 4,500,000), and where a text names rupiah a single dot
  group is a thousands mark (Rp 35.000);
- 万 before any foreign money is a scale (2万兰特, 1.2万里亚尔), and a bare 万 elsewhere in that text is that money too;
- the rand's R fused to a space-grouped figure (R21 650,00) is one figure; a grade letter still keeps its figure apart;
- rupiah, rand, naira, riyals, francs, złoty and shillings are money units of their own, and Rp / SR figures
  are worked in a written sum;
- 第1—3个工作日 is a range of ordinals, no count of three working days;
- i.e. / e.g. end no sentence, and a countdown whose sentence names no day counts to the day named just before;
- a total of days equal to the days the answer lists is that list's count;
- weeks beside the days a clause or a tool states are those days in weeks;
- a table a .docx or HTML ingest writes as "cell | cell" lines is read like a Markdown table;
- the person's own date, restated in an explanation, is no claim that it is their anniversary.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.arithmetic import arithmetic
from prompts.claims import claim_text
from prompts.grounds import grounds_for
from prompts.quantities import quantities
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 8, 20)


@pytest.mark.parametrize("text,figure", [
    ("Rp4,5 juta", "4500000"), ("Rp 12 jt", "12000000"), ("IDR 750 ribu", "750000"), ("Rp 1,2 miliar", "1200000000"),
    ("gaji 6,75 juta rupiah", "6750000"), ("Rp 35.000 per hari", "35000"), ("IDR 150.000", "150000"),
    ("75.000 rupiah", "75000"), ("4.200印尼盾", "4200"),
])
def test_rupiah_scales_and_dot_groups_are_figures_in_full(text, figure):
    assert figure in claim_text(text)


@pytest.mark.parametrize("text", ["paid at 1.5 times", "version 2.125 of the form", "5万元和3万人"])
def test_a_dot_or_wan_stays_where_no_rupiah_or_foreign_money_is_named(text):
    assert claim_text(text) == text


@pytest.mark.parametrize("text,figures", [
    ("2万兰特", ["20000"]), ("1.2万里亚尔", ["12000"]), ("3.5万奈拉", ["35000"]), ("8万瑞郎", ["80000"]),
    ("共177万印尼盾（岗位津贴100万 + 餐补77万）", ["1770000", "1000000", "770000"]),
    ("合计45万泰铢：基本工资30万，奖金15万。", ["450000", "300000", "150000"]),
])
def test_wan_before_foreign_money_and_beside_it_is_a_scale(text, figures):
    assert all(f in claim_text(text) for f in figures)


@pytest.mark.parametrize("text,value,unit", [
    ("R21 650,00", 21650.0, "zar"), ("R 1 250", 1250.0, "zar"), ("ZAR 3,400", 3400.0, "zar"), ("4 800 rand", 4800.0, "zar"),
    ("Rp 45 juta", 45000000.0, "idr"), ("IDR 95,000", 95000.0, "idr"), ("690000印尼盾", 690000.0, "idr"),
    ("₦250,000", 250000.0, "ngn"), ("NGN 1.2m", 1200000.0, "ngn"), ("32万奈拉", 320000.0, "ngn"),
    ("SR 450", 450.0, "sar"), ("SAR 12,000", 12000.0, "sar"), ("3,000 riyals", 3000.0, "sar"),
    ("CHF 85", 85.0, "chf"), ("Fr. 120", 120.0, "chf"), ("300瑞郎", 300.0, "chf"),
    ("PLN 7 000", 7000.0, "pln"), ("525 zł", 525.0, "pln"), ("KES 1,100", 1100.0, "kes"), ("Kshs 500", 500.0, "kes"),
])
def test_other_countries_money_is_a_unit_of_its_own(text, value, unit):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == [(value, unit)]


@pytest.mark.parametrize("text", ["N1 800元", "Grade R3", "Room 12"])
def test_a_letter_before_a_figure_is_no_rand(text):
    assert not [q for q in quantities(claim_text(text)) if q.unit == "zar"]


@pytest.mark.parametrize("text,holds", [
    ("75% × Rp 6.000.000 = Rp 4.500.000", True),
    ("75% × Rp 6.000.000 = Rp 450.000", False),
    ("Rp4,5 juta ÷ 173 = Rp 26.011,56", True),
    ("SR 300 × 2 = SR 600", True),
    ("SR 300 × 2 = SR 700", False),
    ("R21 650,00 ÷ 4,33 = R5 000,00", True),
    ("4 × R1 250 = R5 500", False),
])
def test_sums_in_rupiah_riyals_and_rand_are_worked(text, holds):
    sums = arithmetic(claim_text(text))
    assert len(sums) == 1 and sums[0].holds is holds


def test_an_ordinal_range_is_no_count():
    found = quantities(claim_text("9月28、29、30日（第1—3个工作日），10月8日是第4至5个工作日之一"))
    assert not [q for q in found if q.unit == "workday"]
    assert {q.value for q in found if q.unit == "nth_workday"} >= {1.0, 3.0, 4.0, 5.0}


@pytest.mark.parametrize("answer,wrong", [
    ("Thursday 1 October 2026 is the first day off. It's 42 days away, i.e. 6 weeks exactly.", False),
    ("国庆节10月1日放假。还有6周。", False),
    ("National Day falls on 1 October. That is 5 weeks and 6 days away.", True),  # 42 days are 6 weeks
    ("Thursday 1 October 2026 is the first day off. It's 42 days away, e.g. 6 weeks and 1 day.", True),
])
def test_a_countdown_counts_to_the_day_named_just_before(answer, wrong):
    assert flagged(answer, [], "How many weeks until the National Day break?", TODAY) is wrong


def test_a_total_of_days_is_the_count_of_the_days_listed():
    calls = [run("calculate_leave_days", TODAY, start_date="2026-09-01", end_date="2026-10-31")]
    question = "9月和10月有哪些周末要调休上班？一共几天？"
    assert not flagged("共2天：9月20日（周日）、10月10日（周六）。", calls, question, TODAY)
    assert not flagged("- 9月20日（周日）\n- 10月10日（周六）\n合计2天。", calls, question, TODAY)
    assert not flagged("In total 2 days: Sunday 20 September and Saturday 10 October.", calls, question, TODAY)
    assert flagged("共5天：9月20日（周日）、10月10日（周六）。", calls, question, TODAY)  # five days, two listed
    assert flagged("共2天：9月20日（周日）、10月11日（周六）。", calls, question, TODAY)  # 11 October is a Sunday


@pytest.mark.parametrize("answer,wrong", [
    ("You get 3 weeks — 21 consecutive days.", False),
    ("每个周期3周，即连续21天。", False),
    ("You get 4 weeks — 21 consecutive days.", True),
    ("You get 2 weeks (14 days).", True),  # no clause says 14 days: the two would ground each other
])
def test_weeks_beside_a_clauses_days_are_those_days(answer, wrong):
    calls = [search("Annual leave is 21 consecutive days per leave cycle.")]
    assert flagged(answer, calls, "How much annual leave do I get?", TODAY) is wrong


def test_the_tool_counts_ground_weeks_of_working_days():
    calls = [run("calculate_leave_days", TODAY, start_date="2026-08-24", end_date="2026-09-04")]
    problems = claim_problems("8月24日到9月4日共10个工作日，也就是两周。", grounds_for("这两周有几个工作日？", TODAY, calls))
    assert not [p for p in problems if p["kind"] in ("number", "count")]


@pytest.mark.parametrize("text,sentence", [
    ("Completed years of service | Paid vacation days\n1 | 12\n5 | 20\n6 to 10 | 22", "5 years Paid vacation days 20 days."),
    ("工龄 | 年假天数\n1 | 5\n10 | 10\n20 | 15", "10 years 年假天数 10天。"),
    ("Grade | Meal allowance (SAR)\nG1 | 450\nG2 | 600", "G2 Meal allowance 600 SAR."),
])
def test_a_table_written_as_cell_lines_is_read_like_a_markdown_table(text, sentence):
    from prompts.tables import table_sentences
    assert sentence in table_sentences(text)[0]


@pytest.mark.parametrize("text", ["Pay A | Pay B", "a | b\nc | d", "Name | Role\nAlice | HR\nBen | IT", "见第3条 | 第4条\n正文"])
def test_lines_with_a_bar_that_are_no_table_stay_as_they_are(text):
    from prompts.tables import table_sentences
    assert table_sentences(text)[0] == text


def test_the_cells_of_a_table_written_as_lines_ground_the_answer():
    calls = [search("Vacation days are working days.\nCompleted years of service | Paid vacation days\n1 | 12\n5 | 20\n6 to 10 | 22")]
    question = "I have completed 5 years. How many vacation days do I get?"
    assert not flagged("With 5 completed years you get 20 vacation days.", calls, question, TODAY)
    assert flagged("With 5 completed years you get 21 vacation days.", calls, question, TODAY)


@pytest.mark.parametrize("answer,wrong", [
    ("你已连续工作满7个月（2025-08-15起，2026年3月15日满7个月）。", False),
    ("满12个月（2025/8/15–2026/8/15），可以拿全额。", False),
    ("满7个月是2026年3月16日。", True),
    ("满12个月（2025/8/15–2026/8/14），可以拿全额。", True),
])
def test_the_persons_own_date_restated_is_no_anniversary(answer, wrong):
    question = "我2025年8月15日入职，什么时候满7个月、满12个月？"
    problems = claim_problems(answer, grounds_for(question, dt.date(2026, 3, 2), []))
    assert bool([p for p in problems if p["kind"] == "date"]) is wrong
