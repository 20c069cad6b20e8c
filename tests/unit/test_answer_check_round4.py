"""Issue 26, fourth round: the classes heldout3 showed (read as tuning data in round 4), each pinned
with cases of its own beyond the probes, in both languages and other units. This file: English rate
words (time and a quarter, double time, at 3 times), once/twice as counts, amounts in £ and €, a unit
written before its threshold (hours above 40). test_answer_check_round4_days.py: ordinals, the day
of the month in English, a case inside a clause's range, English step rules, subjects and dates."""
from __future__ import annotations


import pytest

from prompts.phrasings import english_phrasings
from prompts.quantities import quantities
from tests.support.check_calls import TODAY, flagged, search


# -- English rate words -------------------------------------------------------------------------
@pytest.mark.parametrize("text,read", [
    ("paid at time and a quarter", "125%"),
    ("paid at time and a half", "150%"),
    ("paid at time-and-a-half", "150%"),
    ("Time and a Half applies", "150%"),
    ("time and three quarters", "175%"),
    ("double time on Sundays", "200%"),
    ("double-time", "200%"),
    ("triple time on Christmas Day", "300%"),
    ("public holidays at 3 times.", "3倍"),
    ("overtime at 1.5 times, holidays at 2 times", "1.5倍"),
    ("twice the hourly rate", "200% of"),
    ("Hours above 40 a week", "40 hours"),
    ("days over 10.", "10 days"),
])
def test_english_rate_words_are_written_as_rates(text, read):
    assert read in english_phrasings(text)


@pytest.mark.parametrize("text", [
    "3 times a year", "at once", "for once", "Once you pass probation, you get a bonus.", "the first time",
    "hours above 45 hours", "days over 10 years of service", "5 times per month", "at any time", "half-day", "a quarter of the year",
])
def test_words_that_are_no_rate_stay_as_written(text):
    assert english_phrasings(text) == text


def test_the_phrasings_read_the_same_twice():
    for text in ("paid at time and a quarter, twice a year, hours above 40 a week", "at 3 times.", "extended once, by 6 weeks"):
        assert english_phrasings(english_phrasings(text)) == english_phrasings(text)


EN_OVERTIME = search("Hours worked above 40 in a week are paid at time and a half. Work on a public holiday is paid at "
                     "double time.")
ZH_OVERTIME = search("平时延长工作时间的按小时工资的1.5倍支付加班费；休息日加班的按2倍支付；法定节假日上班的按3倍支付。")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("Hours above 40 a week are paid at 150%.", [EN_OVERTIME], False),
    ("每周超过40小时的部分按1.5倍支付。", [EN_OVERTIME], False),
    ("Overtime is paid at time and a half.", [EN_OVERTIME], False),
    ("Public holiday work is paid at 200%.", [EN_OVERTIME], False),
    ("法定节假日按两倍工资。", [EN_OVERTIME], False),
    ("Hours above 40 a week are paid at time and a half.", [EN_OVERTIME], False),
    ("Hours over 40 in a week get 1.5 times the hourly rate.", [EN_OVERTIME], False),
    ("Public holiday work is paid at time and a half.", [EN_OVERTIME], True),  # the holiday's rate is 200%
    ("Hours above 40 a week are paid at double time.", [EN_OVERTIME], True),
    ("Hours above 40 a week are paid at 125%.", [EN_OVERTIME], True),
    ("Hours above 38 a week are paid at time and a half.", [EN_OVERTIME], True),  # the threshold is 40 hours
    ("节假日上班按3倍工资。", [EN_OVERTIME], True),
    ("Weekend overtime is paid at double time.", [ZH_OVERTIME], False),
    ("Public holiday overtime is paid at triple time.", [ZH_OVERTIME], False),
    ("Ordinary overtime is paid at 1.5 times, public holidays at 3 times.", [ZH_OVERTIME], False),
    ("Ordinary overtime is paid at 1.5 times, public holidays at 2 times.", [ZH_OVERTIME], True),
    ("Public holiday overtime is paid at double time.", [ZH_OVERTIME], True),
    ("Overtime is paid at time and a quarter.", [ZH_OVERTIME], True),
])
def test_english_rate_words_are_checked_both_ways(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- once and twice as counts --------------------------------------------------------------------
PROBATION = search("Every new starter completes a probation period of 12 weeks. Probation may be extended once, by up "
                   "to 6 weeks.")
RESIT = search("考核没通过的，可以补考一次。迟到每月可免责两次。")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("试用期12周，可延长一次，最多6周。", [PROBATION], False),
    ("It may be extended once, by up to 6 weeks.", [PROBATION], False),
    ("Probation can be extended once.", [PROBATION], False),
    ("Probation can be extended twice.", [PROBATION], True),
    ("试用期可以延长两次。", [PROBATION], True),
    ("试用期可以延长3次。", [PROBATION], True),
    ("You can resit the assessment once.", [RESIT], False),
    ("考核没通过可以补考两次。", [RESIT], True),
    ("可以补考2次。", [RESIT], True),
    ("Lateness is excused twice a month.", [RESIT], False),
    ("Lateness is excused 3 times a month.", [RESIT], True),
    ("Once you pass probation, your notice is 12 weeks.", [PROBATION], False),  # a conjunction, no count
])
def test_once_and_twice_are_counts(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- amounts in pounds and euros -----------------------------------------------------------------
HOTEL = search("Team members who work between 23:00 and 06:00 receive a night premium of £1.50 per hour. If you "
               "recommend someone who is hired, you receive £250, or £500 for chefs.")
EURO = search("Staff on business travel in the euro area receive a meal allowance of €35 per day.")


@pytest.mark.parametrize("text,value,unit", [
    ("£1.50 per hour", 1.5, "gbp"), ("GBP 250", 250, "gbp"), ("每小时1.5英镑", 1.5, "gbp"), ("150 pence", 1.5, "gbp"),
    ("€35 per day", 35, "eur"), ("35欧元", 35, "eur"), ("EUR 35", 35, "eur"), ("35 euros", 35, "eur"),
    ("500美元", 500, "usd"), ("£1,500", 1500, "gbp"),
])
def test_pounds_and_euros_are_amounts(text, value, unit):
    from prompts.claims import claim_text
    [q] = quantities(claim_text(text))
    assert (q.value, q.unit) == (pytest.approx(value), unit)


@pytest.mark.parametrize("answer,calls,wrong", [
    ("A night premium of £1.50 per hour.", [HOTEL], False),
    ("You get £1.50 an hour extra between 11pm and 6am.", [HOTEL], False),
    ("夜班津贴每小时1.5英镑。", [HOTEL], False),
    ("GBP 1.50 per hour for night work.", [HOTEL], False),
    ("A night premium of £2.50 per hour.", [HOTEL], True),
    ("夜班津贴每小时2英镑。", [HOTEL], True),
    ("A night premium of £1.50 per day.", [HOTEL], True),  # per hour, not per day
    ("The referral bonus is £500 for chefs.", [HOTEL], False),
    ("The referral bonus for chefs is £250.", [HOTEL], True),
    ("The referral bonus is £300.", [HOTEL], True),
    ("The meal allowance is €35 a day.", [EURO], False),
    ("伙食补助每天35欧元。", [EURO], False),
    ("The meal allowance is €40 a day.", [EURO], True),
    ("The meal allowance is 35元 a day.", [EURO], True),  # euros, not yuan
    ("The meal allowance is USD 35 a day.", [EURO], True),
])
def test_pounds_and_euros_are_checked(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- an amount per period times the person's count; sums with a currency sign -------------------
NIGHT = search("Team members who work between 23:00 and 06:00 receive a night premium of £1.50 per hour.")
MEALS = search("普通员工出差，伙食补助每人每天100元，市内交通补助每人每天50元。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("£1.50 × 8 = £12 extra.", [NIGHT], "I worked 8 night hours. How much extra?", False),
    ("8 hours × £1.50 = £12.", [NIGHT], "I worked 8 night hours. How much extra?", False),
    ("1.5英镑×8=12英镑。", [NIGHT], "我上了8小时夜班，多拿多少？", False),
    ("£1.50 × 8 = £15 extra.", [NIGHT], "I worked 8 night hours. How much extra?", True),
    ("£2.50 × 8 = £20 extra.", [NIGHT], "I worked 8 night hours. How much extra?", True),
    ("伙食补助每天100元，3天共300元。", [MEALS], "出差3天伙食补助多少？", False),
    ("伙食补助共300元。", [MEALS], "出差3天伙食补助多少？", False),
    ("交通补助共150元。", [MEALS], "出差3天交通补助多少？", False),
    ("伙食补助共400元。", [MEALS], "出差3天伙食补助多少？", True),
    ("伙食补助每天150元。", [MEALS], "出差3天伙食补助多少？", True),  # a rate: 50 × 3 is no daily amount
    ("Meals: 100元 × 3 days = 300元.", [MEALS], "出差3天伙食补助多少？", False),
    ("Meals: 100元 × 3 days = 350元.", [MEALS], "出差3天伙食补助多少？", True),
])
def test_an_amount_per_period_times_the_persons_count(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- a heading's section numbers are no quantity ---------------------------------------------------
@pytest.mark.parametrize("heading,body,values", [
    ("Handbook > 3.1 Holiday entitlement", "You receive 28 days of paid holiday a year.", [(28, "day")]),
    ("Handbook > 3. Time Off > 3.1 Paid Time Off (PTO) Accrual", "PTO accrues 15 days per year.", [(15, "day")]),
    ("Handbook > 2.6 Night premium", "£1.50 per hour.", [(1.5, "gbp")]),
    ("Handbook > 4 Weeks and rotas", "Rotas cover 2 weeks.", [(2, "week")]),
    ("员工问答 > 一、入职与试用期 > 1.2", "签三年劳动合同，试用期两个月。", [(2, "month"), (3, "year")]),
    ("员工手册 > 5.3 事假", "每月事假累计不超过三天。", [(3, "day")]),
    ("Policy > Part 4 Remote Work > 4.2 Days per week", "Up to 2 days per week.", [(2, "day")]),
    ("Handbook > 10.1 Hours", "Contracted hours are 40 hours a week.", [(40, "hour")]),
    ("Handbook > 6.1 Resignation", "Give four weeks' notice.", [(4, "week")]),
    ("手册 > 3.4 全勤奖", "发全勤奖 200 元。", [(200, "yuan")]),
])
def test_a_headings_section_numbers_are_no_quantity(heading, body, values):
    from prompts.grounds import _source_facts
    read = sorted((v, u) for v, u, *_ in _source_facts(f"{heading}\n{body}", TODAY)[2])
    assert read == sorted((float(v), u) for v, u in values)


# -- an amount per mile; another clause's value needs shared words --------------------------------
MILEAGE = search("Mileage is reimbursed at £0.45 per mile for the first 10,000 miles and £0.25 after that.")
SICK_AND_OT = search("病假：每年累计10天以内全薪；超过10天的部分按70%发放。",
                     "加班：工作日加班按150%，周末加班按200%，法定节假日按300%。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("200 miles × £0.45 = £90.", [MILEAGE], "I drove 200 miles. How much mileage?", False),
    ("Mileage is £0.45 per mile, so 200 miles is £90.", [MILEAGE], "I drove 200 miles. How much mileage?", False),
    ("200 miles × £0.45 = £95.", [MILEAGE], "I drove 200 miles. How much mileage?", True),
    ("Mileage is £0.50 per mile.", [MILEAGE], "I drove 200 miles. How much mileage?", True),
    ("200 miles come to £100.", [MILEAGE], "I drove 200 miles. How much mileage?", True),
    ("请病假12天，前10天全薪，后2天按70%。", [SICK_AND_OT], "我请病假12天，工资怎么算？", False),
    ("请病假12天，后2天按60%。", [SICK_AND_OT], "我请病假12天，工资怎么算？", True),
    ("周末加班按200%。", [SICK_AND_OT], "周末加班怎么算？", False),
    ("周末加班按150%。", [SICK_AND_OT], "周末加班怎么算？", True),
    ("病假超过10天的部分按200%发放。", [SICK_AND_OT], "病假工资？", True),
])
def test_an_amount_per_mile_and_another_clauses_value_needs_shared_words(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong
