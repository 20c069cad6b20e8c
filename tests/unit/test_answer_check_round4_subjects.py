"""Issue 26, fourth round (see test_answer_check_round4.py): whose value an answer states, and what it
says about a date. The person's own figures are conditions their case meets, never a rival value
(签三年合同 is no 36个月 probation); number words and unit words say nothing about a subject ("four
weeks" is not the salaried staff's because of "weeks"); a glossary word several terms share names
none (事假 read as "personal leave" does not meet "paternity leave" on "leave"); 满10年10天 reads 10年;
a label before a colon names a date's role (Earliest start: …); "X is a Sunday" / X是周日 claims a
weekday; a day without a year inside a span a tool counted is that span's year."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.glossary import translations
from tests.support.check_calls import TODAY, run, search, flagged


# -- the person's figures are conditions met, never rivals ---------------------------------------
PROBATION = search("签三年劳动合同，试用期两个月。试用期工资按转正工资的 80% 发。表现特别好的，店长可以申请提前转正，"
                   "但试用期最短不少于一个月。")
TERMS = search("劳动合同期限1年以上不满3年的，试用期为2个月；劳动合同期限3年以上的，试用期为6个月。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("Probation is two months at 80% of the regular wage: 3200元.", [PROBATION], "签三年合同试用期多久？转正工资4000，试用期拿多少？", False),
    ("试用期两个月，4000×80%=3200元。", [PROBATION], "签三年合同试用期多久？转正工资4000，试用期拿多少？", False),
    ("Probation lasts 2 months.", [PROBATION], "签三年合同，试用期多久？", False),
    ("试用期2个月。", [PROBATION], "I signed a 3-year contract. How long is probation?", False),
    ("Probation is one month.", [PROBATION], "签三年合同试用期多久？", True),
    ("试用期3个月。", [PROBATION], "签三年合同试用期多久？", True),
    ("试用期为6个月。", [TERMS], "签3年合同，试用期多久？", False),
    ("Your probation is 6 months.", [TERMS], "签3年合同，试用期多久？", False),
    ("试用期为2个月。", [TERMS], "签2年合同，试用期多久？", False),
    ("试用期为6个月。", [TERMS], "签2年合同，试用期多久？", True),
])
def test_the_persons_figures_are_conditions_met_never_rivals(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- number words and unit words say nothing about the subject -----------------------------------
NOTICE = search("After probation, the notice period is one week for each completed year of service for hourly-paid "
                "staff, with a minimum of two weeks, and four weeks for salaried staff.")
LEAVE = search("You may take up to five days of paid compassionate leave for a partner, child or parent, and up to "
               "two days for another close relative.")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("Hourly-paid staff give four weeks' notice.", [NOTICE], True),
    ("Hourly-paid staff give 4 weeks' notice.", [NOTICE], True),
    ("Salaried staff give four weeks' notice.", [NOTICE], False),
    ("Salaried staff give 4 weeks.", [NOTICE], False),
    ("Salaried staff give two weeks' notice.", [NOTICE], True),
    ("Hourly-paid staff give at least two weeks' notice.", [NOTICE], False),
    ("Up to five days for a partner.", [LEAVE], False),
    ("Up to two days for another close relative.", [LEAVE], False),
    ("Up to two days for a parent.", [LEAVE], True),
    ("Up to five days for another close relative.", [LEAVE], True),
])
def test_number_and_unit_words_name_no_subject(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- a glossary word several terms share names none ----------------------------------------------
PATERNITY = search("配偶生育的男员工，可以休陪产假 20 天，在孩子出生后 60 天内休，可以分两次休。")
PERSONAL = search("事假不带薪。每月事假累计不超过三天，一年不超过十天。")


@pytest.mark.parametrize("text,own", [
    ("事假", ["personal"]), ("陪产假", ["paternity"]), ("夜班", ["night"]), ("中班", ["middle"]), ("病假", ["sick"]),
    ("伙食", ["meal allowance"]), ("就餐", ["meal break"]), ("年休假", ["annual"]), ("法定节假日", ["public holiday"]),
    ("婚假", ["marriage"]),
])
def test_a_terms_own_words_leave_out_the_words_terms_share(text, own):
    assert translations(text, own=True)[1] == own


@pytest.mark.parametrize("answer,wrong", [
    ("20 days of paid paternity leave within 60 days of the birth.", False),
    ("Paternity leave is 20 days, taken within 60 days.", False),
    ("陪产假20天，孩子出生后60天内休完。", False),
    ("Paternity leave must be taken within 30 days of the birth.", True),
    ("Paternity leave is 3 days.", True),
    ("Personal leave: no more than 3 days a month and 10 days a year.", False),
    ("Personal leave: no more than 20 days a month.", True),
    ("Paternity leave can be split into 2 parts.", False),
    ("事假每月不超过3天。", False),
    ("事假每月不超过20天。", True),
])
def test_paternity_leave_does_not_meet_personal_leave_on_leave(answer, wrong):
    assert flagged(answer, [PATERNITY, PERSONAL]) is wrong


# -- 满10年10天, and a piece that names nothing ----------------------------------------------------
ANNUAL = search("在公司连续工作满一年的，每年有 5 天带薪年休假；满十年的 10 天。")


@pytest.mark.parametrize("answer,wrong", [
    ("连续工作满一年有5天带薪年假，满十年10天。", False),
    ("满1年5天，满10年10天。", False),
    ("满一年5天；满十年的，10天。", False),
    ("After one year you get 5 days; after ten years, 10 days.", False),
    ("满10年有10天年假。", False),
    ("满一年有10天年假。", True),
    ("满十年5天。", True),
    ("满5年10天。", True),
    ("满一年有5天带薪年假，满十年15天。", True),
    ("满20年10天。", True),
])
def test_years_then_days_read_both(answer, wrong):
    assert flagged(answer, [ANNUAL], "干满一年有年假吗？") is wrong


# -- dates: a label before a colon, "is a Sunday", a day in a counted span -----------------------
FORWARD = run("add_workdays", date="2026-03-20", days=3)  # 2026-03-25, a Wednesday
YEAR_END = run("add_workdays", today=dt.date(2026, 12, 24), date="2026-12-24", days=5)  # 2026-12-31, a Thursday


@pytest.mark.parametrize("answer,calls,today,wrong", [
    ("Earliest start: Wednesday, March 25.", [FORWARD], TODAY, False),
    ("最早开始日：3月25日（周三）。", [FORWARD], TODAY, False),
    ("Earliest start: Thursday, March 26.", [FORWARD], TODAY, True),
    ("最早开始日：3月26日。", [FORWARD], TODAY, True),
    ("Earliest start: March 24.", [FORWARD], TODAY, True),
    ("最晚提交：3月24日。", [FORWARD], TODAY, True),
    ("Earliest start: Thursday, December 31.", [YEAR_END], dt.date(2026, 12, 24), False),
    ("Earliest start: Thursday, December 30.", [YEAR_END], dt.date(2026, 12, 24), True),
    ("The earliest start is Wednesday, December 30.", [YEAR_END], dt.date(2026, 12, 24), True),
    ("往后数：12月25日（周五）、28日、29日、30日、31日，第5个工作日是12月31日。", [YEAR_END], dt.date(2026, 12, 24), False),
    ("需提前3个工作日：最早3月25日开始。", [FORWARD], TODAY, False),  # the colon ends a sentence, not a label
])
def test_a_label_before_a_colon_names_the_dates_role(answer, calls, today, wrong):
    assert flagged(answer, calls, today=today) is wrong


SPRING = run("calculate_leave_days", today=dt.date(2026, 1, 28), start_date="2026-02-10", end_date="2026-02-27")


@pytest.mark.parametrize("answer,wrong", [
    ("9 working days; 14 February is a Saturday make-up day.", False),
    ("9 working days; 14 February is a Sunday make-up day.", True),
    ("共9个工作日，2月14日是周六，调休上班。", False),
    ("共9个工作日，2月14日是周日，调休上班。", True),
    ("共9个工作日，2月14日为周六。", False),
    ("共9个工作日，2月14日为星期五。", True),
    ("9 working days. February 24 is a Tuesday.", False),
    ("9 working days. February 24 is a Monday.", True),
    ("9 working days. February 24 was a Tuesday, the first day back.", False),
    ("9 working days. February 24 falls on a Wednesday.", True),
    ("2月14日是周六至周日以外的调休日。", False),  # a weekday range, no claim about 2月14日
])
def test_a_weekday_after_is_a(answer, wrong):
    assert flagged(answer, [SPRING], today=dt.date(2026, 1, 28)) is wrong


# -- counts of a thing without a unit -------------------------------------------------------------
RECEIPTS = search("If a receipt is lost, complete a Missing Receipt Declaration signed by your manager; no more than "
                  "two Missing Receipt Declarations are accepted per employee per calendar year. Claims need 2 approvals.")
UNIFORM = search("入职当天领两套工服、一双防滑鞋和一顶工帽。报销须经2名经理签字。")


@pytest.mark.parametrize("text,read", [
    ("no more than two Missing Receipt Declarations are accepted", [(2, "declaration")]),
    ("You can file up to 3 Missing Receipt Declarations a year.", [(3, "declaration")]),
    ("Claims need 2 approvals.", [(2, "approval")]),
    ("领两套工服", [(2, "套工服")]),
    ("须经2名经理签字", [(2, "名经理")]),
    ("5 working days", []),  # a unit, read by the quantity reader
    ("two weeks", []),
    ("the 3 of us", []),
    ("USD 25 receipts", []),  # an amount, not a count of receipts
    ("at most two per calendar year", []),  # no thing named
])
def test_counts_of_a_thing(text, read):
    from prompts.claims import claim_text
    from prompts.noun_counts import noun_counts
    assert [(v, head) for v, head, *_ in noun_counts(claim_text(text))] == [(float(v), h) for v, h in read]


@pytest.mark.parametrize("answer,calls,wrong", [
    ("You can file up to 2 Missing Receipt Declarations a year.", [RECEIPTS], False),
    ("No more than two Missing Receipt Declarations a year.", [RECEIPTS], False),
    ("You can file up to 3 Missing Receipt Declarations a year.", [RECEIPTS], True),
    ("Claims need 2 approvals.", [RECEIPTS], False),
    ("Claims need 3 approvals.", [RECEIPTS], True),
    ("It takes 3 steps to file one.", [RECEIPTS], False),  # no source counts steps
    ("入职领两套工服和一顶工帽。", [UNIFORM], False),
    ("入职领三套工服。", [UNIFORM], True),
    ("报销须经2名经理签字。", [UNIFORM], False),
    ("报销须经3名经理签字。", [UNIFORM], True),
    ("发两双防滑鞋。", [UNIFORM], True),
])
def test_counts_of_a_thing_are_checked_against_the_sources_count_of_it(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- singular and plural; an English sentence's head ----------------------------------------------
SUNDAYS = search("Overtime is paid at time and a half on weekdays and double time on Sundays and bank holidays.")
PENSION = search("You contribute 5% of qualifying earnings and the company contributes 3%.")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("Sunday overtime is double time.", [SUNDAYS], False),
    ("Overtime on a Sunday is paid at 200%.", [SUNDAYS], False),
    ("Bank holiday overtime is paid at twice the normal rate.", [SUNDAYS], False),
    ("Weekday overtime is time and a half.", [SUNDAYS], False),
    ("Overtime on a weekday is paid at 150%.", [SUNDAYS], False),
    ("Sunday overtime is time and a half.", [SUNDAYS], True),
    ("Weekday overtime is double time.", [SUNDAYS], True),
    ("Bank holiday overtime is paid at 150%.", [SUNDAYS], True),
    ("You contribute 5% and the company contributes 3%.", [PENSION], False),
    ("You contribute 5% and the company contributes 5%.", [PENSION], True),
    ("The company contributes 3%.", [PENSION], False),
])
def test_a_words_plural_meets_its_singular_and_a_sentence_head_is_every_values(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- the grade or rank the person names is their case ---------------------------------------------
BONUS = search("年终奖按全年绩效发放，A级为3个月工资，B级为2个月工资，C级为1个月工资。")
TIER = search("出差住宿标准：一线城市每晚500元，二线城市每晚400元，其他城市每晚300元。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("你是B级，年终奖是2个月工资。", [BONUS], "我绩效B，年终奖多少？", False),
    ("年终奖是2个月工资。", [BONUS], "我绩效B，年终奖多少？", False),
    ("Your bonus is 2 months' salary.", [BONUS], "我绩效B，年终奖多少？", False),
    ("年终奖是3个月工资。", [BONUS], "我绩效B，年终奖多少？", True),
    ("年终奖是1个月工资。", [BONUS], "我绩效B，年终奖多少？", True),
    ("A级是3个月工资，你是B级，2个月。", [BONUS], "我绩效B，年终奖多少？", False),
    ("住宿每晚400元。", [TIER], "我去二线城市出差，住宿标准多少？", False),
    ("住宿每晚500元。", [TIER], "我去二线城市出差，住宿标准多少？", True),
    ("Hotel is 400元 a night.", [TIER], "我去二线城市出差，住宿标准多少？", False),
    ("一线城市每晚500元。", [TIER], "我去二线城市出差，住宿标准多少？", False),  # the answer names its own tier
    ("住宿每晚300元。", [TIER], "我去二线城市出差，住宿标准多少？", True),
])
def test_the_grade_or_rank_the_person_names_is_their_case(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- a full stop after a month's full name ends the sentence ---------------------------------------
@pytest.mark.parametrize("text,shown", [
    ("Wednesday, 30 September. Then", "30 September"),
    ("Start on 30 September.", "30 September"),
    ("Start on September 30. Then", "September 30"),
    ("Sept. 30, 2026", "Sept. 30, 2026"),
    ("Sep. 30", "Sep. 30"),
    ("on Dec. 24", "Dec. 24"),
    ("OCT. 8", "OCT. 8"),
    ("Jan. 5", "Jan. 5"),
    ("25 March. Then", "25 March"),
    ("May 6. Then", "May 6"),
])
def test_a_dot_after_a_full_month_name_is_no_part_of_the_date(text, shown):
    from prompts.claims import claim_text, date_mentions
    [m] = date_mentions(claim_text(text), TODAY)[:1]
    assert text[m.start:m.end] == shown


def test_a_sentence_after_a_dated_conclusion_explains():
    calls = [run("add_workdays", today=dt.date(2026, 9, 24), date="2026-09-24", days=3)]
    answer = "Earliest start: Wednesday, 30 September. 25–27 September is the Mid-Autumn holiday."
    assert not flagged(answer, calls, today=dt.date(2026, 9, 24))
    assert flagged(answer.replace("25–27 September is the Mid-Autumn holiday", "27 September is a working day"), calls,
                   today=dt.date(2026, 9, 24))


# -- an English list's head is every item's subject ------------------------------------------------
TENURE = search("Annual leave: 20 days per year for staff with less than 5 years' service, 25 days for 5 to 10 years, "
                "and 30 days for more than 10 years.")
MEALS_EN = search("Meal allowance: USD 40 per day in Tier 1 cities, USD 30 in Tier 2 cities and USD 20 elsewhere.")


@pytest.mark.parametrize("answer,question,wrong", [
    ("You get 25 days of annual leave with 7 years of service.", "I've been here 7 years. How much annual leave?", False),
    ("With 7 years' service your annual leave is 25 days.", "I've been here 7 years.", False),
    ("Annual leave is 30 days after more than 10 years.", "I've been here 12 years.", False),
    ("You get 20 days of annual leave.", "I've been here 3 years.", False),
    ("You get 30 days of annual leave with 7 years of service.", "I've been here 7 years. How much annual leave?", True),
    ("You get 20 days of annual leave with 7 years of service.", "I've been here 7 years. How much annual leave?", True),
    ("年假25天。", "我工作了7年，年假多少？", False),
    ("年假30天。", "我工作了7年，年假多少？", True),
])
def test_an_english_lists_head_is_every_items_subject(answer, question, wrong):
    assert flagged(answer, [TENURE], question) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("The meal allowance in Tier 2 cities is USD 30 per day.", False),
    ("Elsewhere the meal allowance is USD 20.", False),
    ("The meal allowance in Tier 2 cities is USD 40 per day.", True),
    ("The meal allowance is USD 20 a day in Tier 1 cities.", True),
])
def test_an_english_lists_items_keep_their_own_words(answer, wrong):
    assert flagged(answer, [MEALS_EN], "Meal allowance?") is wrong
