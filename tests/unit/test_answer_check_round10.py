"""Issue 26, tenth round (classes found on heldout9, which became tuning data; cases written fresh, none
copied from it): rupees and other dollars read as money (Indian digit grouping, lakh), a rate per km
against a day's amount, a sum opened inside a bracket, a Markdown-bold result, a d/m date ending a
sentence, weekends a count leaves out of a range, the day before a holiday, a festival with no statutory
day off, an English aside set off by spaced em dashes, a total and its first terms, a worked result
rounded."""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

NOV = dt.date(2026, 11, 2)  # a Monday in an ordinary month
SEPT = dt.date(2026, 9, 21)  # a Monday: 中秋 25–27 September, 国庆 1–7 October, make-up Saturday 10 October

PAY_IN = search("Overtime is paid on the hourly rate, which is the monthly basic divided by 26 and then by 8. "
                "Work on a weekly off is paid at 2 times the hourly rate and work on a national holiday at 3 times.",
                "Notice shortfall is recovered at the monthly gross divided by 30 for each day not served.")


@pytest.mark.parametrize("question,answer,wrong", [
    ("My basic is INR 52,000. I worked 5 hours on a national holiday. What do I get?",
     "Hourly rate 52,000 ÷ 26 ÷ 8 = INR 250; holiday work is 3 times: 250 × 3 × 5 = INR 3,750.", False),
    ("My basic is INR 52,000. I worked 5 hours on a national holiday. What do I get?",
     "Hourly rate INR 250, at 3 times for a national holiday: 250 × 3 × 5 = INR 4,250.", True),
    ("My basic is INR 52,000. I worked 5 hours on a national holiday. What do I get?",
     "₹250 an hour at triple time: 250 × 3 × 5 = ₹3,570.", True),
    ("我的月基本工资是52,000卢比，法定节假日加班5小时，加班费多少？",
     "52,000÷26÷8=250卢比/小时，法定节假日按3倍：250×3×5=3,750卢比。", False),
    # Indian grouping: 1,56,000 is one lakh fifty-six thousand
    ("My gross is INR 1,56,000 a month and I'm 10 days short on notice. What is the recovery?",
     "1,56,000 ÷ 30 = 5,200 a day, × 10 days = INR 52,000.", False),
    ("My gross is INR 1,56,000 a month and I'm 10 days short on notice. What is the recovery?",
     "1,56,000 ÷ 30 = 5,200 a day, so 10 days come to Rs. 5,20,000.", True),
    ("My gross is INR 1,56,000 a month and I'm 10 days short on notice. What is the recovery?",
     "Rs. 1,56,000 ÷ 30 × 10 = Rs. 52,000, about ₹0.52 lakh.", False),
])
def test_rupees_are_money_and_their_sums_are_checked(question, answer, wrong):
    assert flagged(answer, [PAY_IN], question) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("加元：40 × CAD 18.50 = CAD 740.", False),
    ("40 hours × CAD 18.50 = CAD 760.", True),
    ("NZ$ 24 × 1.5 × 6 = NZ$ 216.", False),
    ("HK$ 120 × 3 = HK$ 380.", True),
])
def test_other_dollars_in_written_sums(answer, wrong):
    clause = search("Hourly staff are paid CAD 18.50 an hour; overtime is time and a half (1.5). NZ$ 24 an hour in Auckland. "
                    "Meal allowance HK$ 120 a day.")
    assert flagged(answer, [clause], "I worked 40 hours, then 6 hours of overtime, and had 3 meal days. How much?") is wrong


def test_a_rate_per_km_is_not_a_days_amount():
    clause = search("Own car travel is reimbursed at INR 14 per km. The daily allowance is INR 1,800 for Band B and "
                    "INR 1,400 for Band C.")
    question = "我是Band B，开自己的车出差，往返220公里，能报多少？"
    assert not flagged("自己开车按每公里14卢比：220×14=3,080卢比。", [clause], question)
    assert flagged("自己开车按每公里16卢比：220×16=3,520卢比。", [clause], question)


@pytest.mark.parametrize("answer,wrong", [
    ("RMB 1,890 (14 × 135 = 1,890 for the nights).", False),
    ("RMB 1,980 (14 × 135 = 1,980 for the nights).", True),
    ("合计**1,890元**：14×135=**1,890元**。", False),
    ("- 住宿：14 × 135 = **1,980元**", True),
])
def test_a_sum_inside_a_bracket_or_in_bold_is_checked(answer, wrong):
    clause = search("出差住宿标准为每晚135元。")
    assert flagged(answer, [clause], "出差14晚住宿能报多少？") is wrong


def test_a_day_month_date_ending_a_sentence_sets_the_order():
    calls = [run("get_current_date", today=NOV), run("add_workdays", today=NOV, date="2026-11-16", days=-5)]
    question = "Leave from 16 November needs 5 working days' notice. When must I apply?"
    # 9/11 is 9 November beside 16/11 (a day above 12): the writer puts the day first
    assert not flagged("Apply by Mon 9/11. Your leave starts Mon 16/11.", calls, question, today=NOV)
    assert flagged("Apply by Tue 10/11. Your leave starts Mon 16/11.", calls, question, today=NOV)


@pytest.mark.parametrize("answer,wrong", [
    ("一共10个工作日（11月2日至13日，共12天，扣除两个周末）。", False),
    ("10 working days (2–13 November, 12 calendar days, excluding the weekend).", False),
    ("一共10个工作日（11月2日至13日，周末两天除外）。", False),
    ("一共10个工作日，11月7日是周末，11月9日也是周末。", True),
])
def test_weekends_a_count_leaves_out_are_no_claim_about_the_range_ends(answer, wrong):
    calls = [run("get_current_date", today=NOV), run("calculate_leave_days", today=NOV, start_date="2026-11-02",
                                                     end_date="2026-11-13")]
    assert flagged(answer, calls, "11月2日到13日请假要几个工作日？", today=NOV) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("中秋放假前一天（9月24日，周四）还要上班。", False),
    ("国庆放假前（9月30日）正常上班。", False),
    ("The day before the National Day break, 30 September, is a normal working day.", False),
    ("9月24日是中秋节，放假。", True),
])
def test_the_day_before_a_holiday_is_not_the_holiday(answer, wrong):
    calls = [run("get_current_date", today=SEPT), run("calculate_leave_days", today=SEPT, start_date="2026-09-21",
                                                      end_date="2026-09-30")]
    assert flagged(answer, calls, "中秋前还要上几天班？", today=SEPT) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("10月10日（周六）要上班，是国庆调休。", False),
    ("10月10日（周六）是重阳节调休，要上班。", True),
    ("10月10日（周六），是重阳节调休。", True),  # the next piece says what the day is
    ("10月10日（周六），是国庆调休。", False),
    ("Yes, Saturday 10 October is a make-up day for the Double Ninth festival.", True),
    ("10月10日要上班，这是国庆的补班，不是重阳节放假。", False),
])
def test_a_festival_with_no_statutory_day_off_has_no_make_up_day(answer, wrong):
    calls = [run("get_current_date", today=SEPT), run("calculate_leave_days", today=SEPT, start_date="2026-10-08",
                                                      end_date="2026-10-12")]
    assert flagged(answer, calls, "10月10日周六要上班吗？", today=SEPT) is wrong


def test_an_aside_set_off_by_spaced_em_dashes_is_no_range():
    calls = [run("get_current_date", today=NOV), run("calculate_leave_days", today=NOV, start_date="2026-11-09",
                                                     end_date="2026-11-20")]
    question = "How many working days is 9 to 20 November?"
    assert not flagged("- Working days: 10 — 9–13 Nov and 16–20 Nov\n- Calendar days: 12", calls, question, today=NOV)
    assert flagged("- Working days: 10 — 9–13 Nov and 16–20 Nov\n- 14 Nov is a working day", calls, question, today=NOV)


ANNUAL = search("法定年休假：累计工作满10年不满20年的，年休假10天。",
                "公司福利年假：在本公司每工作满1年增加1天，最多5天。")


@pytest.mark.parametrize("answer,wrong", [
    ("13 days: 10 statutory days plus 3 company days for your 3 years here.", False),
    ("一共13天：法定10天，加福利年假3天（在本公司3年）。", False),
    ("14 days: 10 statutory days plus 3 company days for your 3 years here.", True),
])
def test_a_total_and_its_first_terms(answer, wrong):
    question = "我累计工作12年，在本公司3年，今年年假几天？"
    assert flagged(answer, [ANNUAL], question) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("病假工资约1,150元（8,000÷21.75×0.8×4≈1,177.01……）", True),
    ("病假4天，约1,177元（8,000÷21.75×0.8×4=1,177.01）。", False),
    ("About 1,180 yuan (8,000 ÷ 21.75 × 0.8 × 4 = 1,177.01).", False),
    ("约1,250元（8,000÷21.75×0.8×4=1,177.01）。", True),
])
def test_a_worked_result_rounded(answer, wrong):
    clause = search("病假工资按本人日工资（月工资÷21.75）的80%支付。")
    assert flagged(answer, [clause], "月薪8,000元，病假4天，病假工资多少？") is wrong


@pytest.mark.parametrize("question,answer,wrong", [
    ("How many days of annual leave will 2–13 November take?", "12 days — 2 to 13 November inclusive.", True),
    ("How many days of annual leave will 2–13 November take?", "10 days (2–13 Nov; the two weekends aside).", False),
    ("11月2日到13日请年假，要用几天年假？", "12天，11月2日至13日。", True),
    ("11月2日到13日请年假，要用几天年假？", "10天（11月2日至13日，周末不算）。", False),
    # the count of calendar days, said to be one, is no leave claim
    ("How many days of annual leave will 2–13 November take?", "10 days of leave over 12 calendar days.", False),
])
def test_the_count_an_answer_opens_with_is_the_leave_asked_for(question, answer, wrong):
    calls = [run("get_current_date", today=NOV), run("calculate_leave_days", today=NOV, start_date="2026-11-02",
                                                     end_date="2026-11-13")]
    assert flagged(answer, calls, question, today=NOV) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("SGD 486 for the month (24 × 20.25).", False),
    ("SGD 486 for you (24 × 20.25); your colleague gets none.", False),
    ("加班费486新元（24×20.25）。", False),
    ("SGD 468 for the month (24 × 20.25).", True),
])
def test_a_figure_with_its_working_in_brackets(answer, wrong):
    clause = search("Overtime is paid at SGD 20.25 an hour for non-workmen earning up to SGD 2,600.")
    assert flagged(answer, [clause], "I did 24 hours of overtime this month. What's my overtime pay?") is wrong
