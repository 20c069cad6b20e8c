"""Issue 26, seventh round (classes found on heldout6, which became tuning data; cases written fresh, none
copied from it): ranges written 12月2—4日, a count in a range's own bracket or standing right after it,
days of leave for a range are its working days, the holiday the person asked about, the day back at work,
a weekday said with 是 before another date, 两周后的周三, numerals inside words, grades, operands the answer
stated before, totals whose terms follow in a bracket."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions, relative_mentions
from prompts.grades import ranks
from prompts.quantities import quantities
from tests.support.check_calls import flagged, run, search

NOV = dt.date(2026, 11, 30)  # a Monday
DECEMBER = [run("get_current_date", today=NOV),
            run("calculate_leave_days", today=NOV, start_date="2026-12-01", end_date="2026-12-18")]


@pytest.mark.parametrize("text,days", [
    ("12月2—4日", [(12, 2), (12, 4)]),
    ("12月7-11日请假", [(12, 7), (12, 11)]),
    ("5月1、2日放假", [(5, 1), (5, 2)]),
    ("12月2日—4日", [(12, 2), (12, 4)]),  # the first day's 日 is read by the date itself, once
    ("3月25日、1日", [(3, 25)]),  # a list runs forward: no March 1st
])
def test_a_range_whose_first_day_has_no_day_mark_names_both_ends(text, days):
    assert [(m.date.month, m.date.day) for m in date_mentions(claim_text(text), NOV)] == days


@pytest.mark.parametrize("answer,wrong", [
    ("12月1日至18日共14个工作日：12月1—4日4天，7—11日5天，14—18日5天。", False),
    ("12月1日至18日共14个工作日：12月1—4日4天，7—11日6天，14—18日5天。", True),
    ("That's 1–4 December (Tue–Fri, 4 days) and 7–11 December (Mon–Fri, 5 days).", False),
    ("That's 1–4 December (Tue–Fri, 5 days) and 7–11 December (Mon–Fri, 5 days).", True),
    ("12月7日至11日（周一到周五，共5天）都要请假。", False),
    ("12月7日至11日（周一到周五，共4天）都要请假。", True),
    ("The leave runs from Monday 7 December to Friday 11 December, 5 days.", False),
    ("The leave runs from Monday 7 December to Friday 11 December, 7 days.", True),
])
def test_a_count_in_a_ranges_bracket_or_right_after_it_is_that_ranges(answer, wrong):
    assert flagged(answer, DECEMBER, "12月1日到18日请假要几个工作日？", today=NOV) is wrong


SEPT = dt.date(2026, 9, 14)  # 中秋 2026 is Friday 25 September, 国庆 1–7 October
MID_AUTUMN_WEEK = [run("get_current_date", today=SEPT),
                   run("calculate_leave_days", today=SEPT, start_date="2026-09-21", end_date="2026-09-25")]


@pytest.mark.parametrize("answer,wrong", [
    ("21–25 September needs 4 days of leave; the 25th is Mid-Autumn Festival.", False),
    ("21–25 September needs 5 days of leave.", True),
    ("9月21日至25日请假4天，25日中秋节放假不用请。", False),
    ("9月21日至25日请假5天。", True),
    ("You'll take 4 days of leave for 21 to 25 September.", False),
])
def test_days_of_leave_for_a_range_are_its_working_days(answer, wrong):
    assert flagged(answer, MID_AUTUMN_WEEK, "9月21日到25日请假要几天？", today=SEPT) is wrong


Y2027 = dt.date(2027, 4, 20)
LABOUR_2027 = [run("get_current_date", today=Y2027),
               run("calculate_leave_days", today=Y2027, start_date="2027-04-30", end_date="2027-05-04")]


@pytest.mark.parametrize("answer,question,wrong", [
    ("2天（推算，以官方通知为准）。", "2027年劳动节放几天？", False),
    ("Estimated: May Day is 2 days this year.", "How long is the May Day holiday?", False),
    # A leave count beside the festival's name is no festival length.
    ("请假2天（推算）。", "劳动节前后请假要几天？", False),
])
def test_a_bare_count_answers_the_festival_the_person_asked_about(answer, question, wrong):
    assert flagged(answer, LABOUR_2027, question, today=Y2027) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Estimated: 1–2 May, and Monday 3 May is a working day.", False),
    ("Estimated: 1–2 May, and Monday 3 May is a day off in lieu.", True),
    ("Estimated: Monday 3 May is an extra day off.", True),
])
def test_a_day_said_to_be_a_day_off_is_a_claim_of_rest(answer, wrong):
    assert flagged(answer, LABOUR_2027, "Is Monday 3 May off?", today=Y2027) is wrong


FEB = dt.date(2026, 2, 2)
SPRING_2026 = [run("get_current_date", today=FEB),
               run("calculate_leave_days", today=FEB, start_date="2026-02-15", end_date="2026-02-24")]


@pytest.mark.parametrize("answer,wrong", [
    ("The holiday runs from 15 to 23 February; back on Tuesday 24 February.", False),
    ("The holiday runs from 16 to 23 February; back on Tuesday 24 February.", True),
    ("假期是2月15日至23日，24日上班。", False),
    ("假期是2月16日至23日，24日上班。", True),
])
def test_a_span_called_the_holiday_is_the_festival_the_person_asked_about(answer, wrong):
    assert flagged(answer, SPRING_2026, "春节放假从哪天到哪天？", today=FEB) is wrong


MAY = dt.date(2026, 5, 27)
JUNE_LEAVE = [run("get_current_date", today=MAY),
              run("calculate_leave_days", today=MAY, start_date="2026-06-01", end_date="2026-06-08")]


@pytest.mark.parametrize("answer,wrong", [
    ("6 working days; back at work on Tuesday 9 June.", False),
    ("6 working days; back at work on Monday 8 June.", True),
    ("共6个工作日，6月9日回来上班。", False),
    ("共6个工作日，6月8日回来上班。", True),
    ("6 working days, and you return on Tuesday 9 June.", False),
    ("6 working days, and you return on Wednesday 9 June.", True),  # 9 June 2026 is a Tuesday, whatever 2027 says
    ("共6个工作日，6月1日是周一，6月9日回来上班。", False),
    ("共6个工作日，6月1日是周二，6月9日回来上班。", True),
    ("共6个工作日，6月1日正好是周一。6月9日返岗。", False),
])
def test_the_day_back_and_weekdays_said_with_is(answer, wrong):
    assert flagged(answer, JUNE_LEAVE, "6月1日到8日请假，几个工作日？哪天回来上班？", today=MAY) is wrong


NEW_YEAR_2027 = [run("get_current_date", today=dt.date(2026, 12, 23)),
                 run("calculate_leave_days", today=dt.date(2026, 12, 23), start_date="2026-12-30", end_date="2027-01-05")]


@pytest.mark.parametrize("answer,wrong", [
    ("1月1日元旦是周五（推算，仅供参考）。", False),
    ("1月1日元旦是周四（推算，仅供参考）。", True),
])
def test_a_weekday_after_a_festivals_name_and_is(answer, wrong):
    assert flagged(answer, NEW_YEAR_2027, "元旦是星期几？", today=dt.date(2026, 12, 23)) is wrong


WED = dt.date(2026, 9, 2)  # a Wednesday


@pytest.mark.parametrize("text,day", [("两周后的周三", 16), ("三周后的周一", 21), ("2个星期后周五", 18), ("下周三", 9)])
def test_that_weekday_n_weeks_on(text, day):
    (r,) = relative_mentions(claim_text(text), WED)
    assert r.dates == (dt.date(2026, 9, day),)


@pytest.mark.parametrize("answer,wrong", [
    ("两周后的周三是9月16日。", False),
    ("两周后的周三是9月9日。", True),
])
def test_a_day_n_weeks_on_tied_to_a_date(answer, wrong):
    assert flagged(answer, [run("get_current_date", today=WED)], "两周后的周三是几号？", today=WED) is wrong


SPRING_2027_DAY = dt.date(2027, 2, 8)


@pytest.mark.parametrize("answer,wrong", [
    ("今天还在春节假期，明天礼拜二上班（2027年安排为推算）。", False),
    ("今天还在春节假期，明天礼拜二上班。", True),
])
def test_what_is_said_of_a_relative_day_in_an_estimated_year_needs_the_caveat(answer, wrong):
    calls = [run("get_current_date", today=SPRING_2027_DAY)]
    assert flagged(answer, calls, "今天初三还放假吗？明天要上班吗？", today=SPRING_2027_DAY) is wrong


@pytest.mark.parametrize("text,numbers", [
    ("各国统一3个月", [3.0]),
    ("唯一1次机会", [1.0]),
    ("须一次性休完", []),
    ("一次休完", []),
    ("一年一次", [1.0, 1.0]),
    ("一共二百零八天", [208.0]),
    ("万一3天", [3.0]),
])
def test_a_numeral_inside_a_word_is_no_number(text, numbers):
    assert [q.value for q in quantities(claim_text(text))] == numbers


def test_ten_thousand_miles_is_no_money():
    assert [q.unit for q in quantities(claim_text("前1万英里每英里45便士"))] != ["yuan"]
    assert [(q.value, q.unit) for q in quantities(claim_text("奖金5万"))] == [(50000.0, "yuan")]


@pytest.mark.parametrize("text,found", [
    ("grade B earns two months", ["B"]), ("Band 3 staff", ["3级"]), ("rated B", ["B"]), ("考核为A的", ["A"]),
    ("a grade of fifty", []), ("the band played", []),
])
def test_english_grades_are_read(text, found):
    assert ranks(claim_text(text)) == found


BONUS = search("年终奖根据年度考核结果发放，考核为A的发放3个月基本工资，B的发放2个月，C的发放1个月；年中入职的按实际在岗月数折算。")
BONUS_EN = search("The annual bonus depends on the appraisal: grade A receives 3 months' base pay, grade B 2 months, "
                  "grade C 1 month; staff who joined mid-year receive a pro-rated share.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("考核B发2个月基本工资，即12000元。", [BONUS], "月薪6000元，考核是B，年终奖多少？", False),
    ("考核B发3个月基本工资，即18000元。", [BONUS], "月薪6000元，考核是B，年终奖多少？", True),
    ("Grade B gets 2 months' base pay.", [BONUS_EN], "I earn 6,000 a month and was graded B. Bonus?", False),
    ("Grade B gets 3 months' base pay.", [BONUS_EN], "I earn 6,000 a month and was graded B. Bonus?", True),
    # An operand the answer stated before as a grounded figure.
    ("B档2个月，即12000元；在岗6个月按6/12折算，12000×6÷12=6000元。", [BONUS], "月薪6000元，考核B，7月入职，年终奖多少？", False),
    ("B档2个月，即12000元；在岗6个月按6/12折算，13000×6÷12=6500元。", [BONUS], "月薪6000元，考核B，7月入职，年终奖多少？", True),
])
def test_the_answers_own_grade_and_operands_it_stated_before(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


SERVICE = search("Full-time staff receive 20 days' annual leave. After 5 years' continuous service this rises to 23 days, "
                 "and after 10 years to 26 days.")


@pytest.mark.parametrize("answer,question,wrong", [
    ("23 days a year.", "I've been with the company for seven years. How much annual leave do I get?", False),
    ("26 days a year.", "I've been with the company for seven years. How much annual leave do I get?", True),
    ("26 days a year.", "I've been here for twelve years. How much annual leave?", False),
])
def test_service_said_as_been_with_picks_the_bracket(answer, question, wrong):
    assert flagged(answer, [SERVICE], question) is wrong


OVERTIME_RATES = search("Overtime on Monday to Saturday is paid at time and a half; overtime on Sunday at double time.")
ALLOWANCES = search("Night shift allowance: £2.50 per hour. Weekend standby: £40 per day. Call-out: £50 per call-out.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("Sunday is double time: £30.00 × 2 = £60.00.", [OVERTIME_RATES], "I'm on £15.00 an hour and did 2 hours on Sunday.",
     False),
    ("Sunday is double time: £31.00 × 2 = £62.00.", [OVERTIME_RATES], "I'm on £15.00 an hour and did 2 hours on Sunday.",
     True),
    ("£150 in allowances (£20 nights, £80 standby, £50 call-out).", [ALLOWANCES],
     "One 8-hour night shift, two standby days and one call-out: what allowances?", False),
    ("£175 in allowances (£20 nights, £80 standby, £50 call-out).", [ALLOWANCES],
     "One 8-hour night shift, two standby days and one call-out: what allowances?", True),
])
def test_the_persons_rate_at_a_clauses_multiplier_and_totals_with_terms_in_a_bracket(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


def test_today_as_the_day_back_from_an_earlier_absence_is_no_conclusion():
    today = dt.date(2026, 4, 2)  # back from sick leave today; 清明 4–6 April lies in the three working days after
    calls = [run("get_current_date", today=today), run("add_workdays", today=today, date="2026-04-02", days=3)]
    question = "我病了三天今天回来上班，诊断证明最晚哪天交？"
    assert not flagged("你今天4月2日（周四）返岗，4月4日至6日清明放假，最晚4月8日（周三）提交。", calls, question, today=today)
    assert flagged("你今天4月2日（周四）返岗，最晚4月7日（周二）提交。", calls, question, today=today)


# A Markdown table in a clause: each cell a sentence with its row's label, its column's words and the unit
# its header names once for the column (住宿标准（元/晚） → 500元/晚).
HOTELS_ZH = search("""| 城市类别 | 住宿标准（元/晚） | 伙食补助（元/天） |
|---|---|---|
| 一类（北京、上海） | 500 | 120 |
| 二类（省会城市） | 380 | 100 |
| 三类（其他） | 280 | 80 |""")
HOTELS_EN = search("""| City tier | Hotel cap per night | Meals per day |
|---|---|---|
| Tier A (New York, San Francisco) | $250 | $75 |
| Tier B (Chicago, Boston) | $190 | $65 |
| Tier C (all other cities) | $140 | $55 |""")
PTO_TABLE = search("""| Years of service | PTO accrual per pay period (hours) | Carry-over cap (hours) |
| --- | --- | --- |
| 0 to 2 | 4.62 | 40 |
| 2 to 5 | 6.16 | 60 |
| 5 to 10 | 7.69 | 80 |""")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("上海属一类城市，住宿每晚500元，伙食补助每天120元。", [HOTELS_ZH], "去上海出差住宿和伙食标准？", False),
    ("上海属一类城市，住宿每晚380元，伙食补助每天120元。", [HOTELS_ZH], "去上海出差住宿和伙食标准？", True),
    ("住宿每晚500元。", [HOTELS_ZH], "去北京出差住宿标准？", False),
    ("住宿每晚280元。", [HOTELS_ZH], "去北京出差住宿标准？", True),
    ("The hotel cap in Chicago is $190 a night and meals are $65 a day.", [HOTELS_EN], "Chicago trip: hotel and meals?", False),
    ("The hotel cap in Chicago is $250 a night and meals are $65 a day.", [HOTELS_EN], "Chicago trip: hotel and meals?", True),
    ("You accrue 6.16 hours per pay period and can carry over 60 hours.", [PTO_TABLE], "I've worked here 3 years. PTO?", False),
    ("You accrue 7.69 hours per pay period and can carry over 60 hours.", [PTO_TABLE], "I've worked here 3 years. PTO?", True),
    ("每个发薪周期累积6.16小时，最多结转60小时。", [PTO_TABLE], "我工作3年了，带薪假怎么累积？", False),
    ("每个发薪周期累积4.62小时，最多结转60小时。", [PTO_TABLE], "我工作3年了，带薪假怎么累积？", True),
])
def test_a_tables_cells_carry_their_rows_label_and_their_columns_unit(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


def test_table_sentences_reads_units_from_headers_and_brackets_from_service_rows():
    from prompts.tables import table_sentences

    text, labels = table_sentences("说明：\n| 工龄 | 年休假（天） |\n|---|---|\n| 1-10年 | 5 |\n| 10-20年 | 10 |\n其他条款。")
    assert text.splitlines() == ["说明：", "满1年不满10年 年休假 5天。", "满10年不满20年 年休假 10天。", "其他条款。"]
    assert labels == ["1-10年", "10-20年"]
    assert table_sentences("no table | here")[0] == "no table | here"
