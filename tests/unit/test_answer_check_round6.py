"""Issue 26, sixth round, numbers (classes found on heldout5, which became tuning data; cases written
fresh, none copied from it): the person's pay per day (their monthly pay by a clause's divisor, else the
statutory 21.75) at a rate of the rule they ask about is an amount the answer may state bare; never at a
rate of another rule the clause happens to hold."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from prompts.quantities import quantities
from tests.support.check_calls import flagged, search

OVERTIME = search("加班费：工作日延长工作时间的，按本人小时工资的百分之一百五十支付；休息日加班又不能安排补休的，按百分之二百支付；"
                  "法定节假日加班的，按百分之三百支付。")
OVERTIME_EN = search("Overtime on a working day is paid at 150% of your hourly pay; on a rest day that cannot be given "
                     "back as time off, 200%; on a public holiday, 300%.")
DIVISOR = search("日工资按月工资除以20.83天计算。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("周六加班一天，加班费800元。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", False),
    ("加班费是800元，按休息日标准。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", False),
    ("周六加班一天，加班费900元。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", True),
    ("五一当天加班，加班费1200元。", [OVERTIME], "月薪8700元，五一加班一天，加班费多少？", False),
    ("Working on a public holiday pays 1,800 yuan.", [OVERTIME_EN], "I earn 13,050 yuan a month. What overtime pay for "
                                                                     "working on National Day?", False),
    ("Working on a public holiday pays 1,900 yuan.", [OVERTIME_EN], "I earn 13,050 yuan a month. What overtime pay for "
                                                                     "working on National Day?", True),
    ("Two rest days pay 2,400 yuan.", [OVERTIME_EN], "I earn 13,050 yuan a month and worked two Saturdays overtime "
                                                      "without time off. How much?", False),
    # A divisor the clause names, not the statutory one.
    ("法定节假日加班一天，加班费1500元。", [OVERTIME, DIVISOR], "月薪10415元，十一加班一天，加班费多少？", False),
    ("法定节假日加班一天，加班费1436.55元。", [OVERTIME, DIVISOR], "月薪10415元，十一加班一天，加班费多少？", True),
    # Not a rate of the rule the person asks about: 事假 is no overtime.
    ("请2天事假扣1500元。", [OVERTIME], "月薪10875元，请2天事假扣多少？", True),
    ("请3天病假扣3000元。", [OVERTIME], "月薪10875元，请3天病假扣多少？", True),
])
def test_the_persons_pay_per_day_at_the_rate_of_the_rule_they_ask_about(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


SHIFTS = search("员工上夜班的，每班发放夜班津贴30元；上中班的，每班发放中班津贴15元。")
SHIFTS_EN = search("Each night shift worked earns a night allowance of £12; each weekend shift earns £8.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # An amount per shift times the person's count, as a term or bare, and the sum of two such.
    ("夜班12×30=360元，中班10×15=150元，合计510元。", [SHIFTS], "这个月上了10个中班、12个夜班，津贴多少？", False),
    ("360 + 150 = 510 yuan.", [SHIFTS], "这个月上了10个中班、12个夜班，津贴多少？", False),
    ("一共510元。", [SHIFTS], "这个月上了10个中班、12个夜班，津贴多少？", False),
    ("夜班津贴360元。", [SHIFTS], "这个月上了10个中班、12个夜班，津贴多少？", False),
    ("一共520元。", [SHIFTS], "这个月上了10个中班、12个夜班，津贴多少？", True),
    ("360 + 160 = 520 yuan.", [SHIFTS], "这个月上了10个中班、12个夜班，津贴多少？", True),
    ("£96 for the nights and £40 for the weekends: £136.", [SHIFTS_EN], "I did 8 night shifts and 5 weekend shifts.", False),
    ("£136 in all.", [SHIFTS_EN], "I did 8 night shifts and 5 weekend shifts.", False),
    ("£146 in all.", [SHIFTS_EN], "I did 8 night shifts and 5 weekend shifts.", True),
])
def test_amounts_per_shift_times_the_persons_counts(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


PARENTAL = search("The primary caregiver receives 16 weeks of paid parental leave.")
ACCRUAL = search("Time off is earned at 10 hours for every full month worked.")


@pytest.mark.parametrize("answer,calls,wrong", [
    # A length the answer states, again in another unit of time.
    ("16 weeks, that is 112 days.", [PARENTAL], False),
    ("16周，也就是112天。", [PARENTAL], False),
    ("16 weeks, that is 120 days.", [PARENTAL], True),
    ("112 days.", [PARENTAL], True),  # no weeks stated beside it
    ("10 hours a month, so 120 hours a year, which is 15 working days.", [ACCRUAL], False),
    ("每月10小时，一年120小时，相当于15个工作日。", [ACCRUAL], False),
    ("10 hours a month, so 100 hours a year.", [ACCRUAL], True),
    ("10 hours a month, so 120 hours a year, which is 12 working days.", [ACCRUAL], True),
])
def test_a_length_restated_in_another_unit_of_time(answer, calls, wrong):
    assert flagged(answer, calls, "How much leave?") is wrong


THIRTEENTH = search("当年入职的员工，第十三个月工资按在职月份折算，随一月份工资发放。")


@pytest.mark.parametrize("answer,question,wrong", [
    # Pro rata by the months of the year from the day the person joined.
    ("4月到12月共9个月，24000×9÷12=18000元。", "我2026年4月1日入职，月薪24000元，今年十三薪多少？", False),
    ("18,000 yuan.", "我2026年4月1日入职，月薪24000元，今年十三薪多少？", False),
    ("Nine months' worth: 18,000 yuan.", "I joined on 1 April 2026 on 24,000 yuan a month. What 13th-month pay?", False),
    ("10 months' worth: 20,000 yuan.", "I joined on 1 April 2026 on 24,000 yuan a month. What 13th-month pay?", True),
    ("16,000 yuan.", "我2026年4月1日入职，月薪24000元，今年十三薪多少？", True),
    ("7月到12月共6个月，12000×6÷12=6000元。", "我2026年7月1日入职，月薪12000元，今年十三薪多少？", False),
    ("7月到12月共6个月，12000×6÷12=7000元。", "我2026年7月1日入职，月薪12000元，今年十三薪多少？", True),
])
def test_an_amount_pro_rata_by_the_months_of_the_year(answer, question, wrong):
    assert flagged(answer, [THIRTEENTH], question) is wrong


MATERNITY = search("女员工生育享受产假一百五十八天（含国家规定九十八天及江苏省延长六十天），难产的增加十五天。")


@pytest.mark.parametrize("answer,wrong", [
    # A total before its terms, a term's own explanation in brackets aside.
    ("共173天：一百五十八天（国家规定九十八天加江苏省延长六十天），难产再增加十五天。", False),
    ("共183天：一百五十八天（国家规定九十八天加江苏省延长六十天），难产再增加十五天。", True),
    ("173 days: 158 days (98 national plus 60 from Jiangsu) and 15 more for a difficult birth.", False),
])
def test_a_total_before_its_terms_with_their_explanations_in_brackets(answer, wrong):
    assert flagged(answer, [MATERNITY], "难产的话产假多少天？") is wrong


OVERTIME_HOURS = search("工作日延长工作时间的，按小时工资的百分之一百五十支付；休息日加班不能补休的，按日工资的百分之二百支付。"
                        "日工资按月基本工资除以21.75天计算，小时工资按日工资除以8小时计算。")
HOTEL = search("一类城市住宿标准每晚480元，部门经理及以上人员上浮20%。")
MILES = search("Mileage is paid at 45p a mile for the first 10,000 miles and 25p a mile after that.")
TRAVEL = search("丧假：祖父母、外祖父母去世的，给予丧假2天；需赴外省料理丧事的，另给路程假最多2天。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # The person's pay per hour of an 8-hour day at a rate, as terms of a sum written bare.
    ("800+225=1025元。", [OVERTIME_HOURS], "月基本工资8700元，周二加班3小时，周六加班一天不能补休，加班费多少？", False),
    ("周二3小时按1.5倍是225元，周六800元，一共1025元。", [OVERTIME_HOURS],
     "月基本工资8700元，周二加班3小时，周六加班一天不能补休，加班费多少？", False),
    ("800+235=1035元。", [OVERTIME_HOURS], "月基本工资8700元，周二加班3小时，周六加班一天不能补休，加班费多少？", True),
    # A clause's rise as a factor.
    ("480×1.2=576元/晚。", [HOTEL], "我是部门经理，去上海出差，住宿每晚最多报多少？", False),
    ("480×1.3=624元/晚。", [HOTEL], "我是部门经理，去上海出差，住宿每晚最多报多少？", True),
    # What is left of the person's figure past a band, at the band's rate.
    ("10,000 miles at 45p is £4,500 and the other 2,000 at 25p is £500, so £5,000.", [MILES], "I drove 12,000 miles.",
     False),
    ("前10000英里每英里45便士，共4500英镑；其余2000英里每英里25便士，共500英镑，合计5000英镑。", [MILES], "I drove 12,000 miles.",
     False),
    # A total grounds none of its terms.
    ("£4,500 for the first 10,000 miles plus 2,000 × 25p = £550, so £5,050.", [MILES], "I drove 12,000 miles.", True),
    # A total said with 即 / 最多 / so.
    ("丧假2天，路程假最多2天，合计最多4天。", [TRAVEL], "外婆去世要回外省老家，能请几天？", False),
    ("丧假2天，路程假最多2天，合计最多5天。", [TRAVEL], "外婆去世要回外省老家，能请几天？", True),
])
def test_terms_and_totals_derived_from_the_persons_figures(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


PATERNITY = search("Non-birthing parents receive four weeks of fully paid parental leave, taken in whole weeks.")


@pytest.mark.parametrize("answer,wrong", [
    ("20 working days (4 weeks) fully paid.", False),
    ("4周，也就是20个工作日。", False),
    ("4 weeks, that is 28 days.", False),
    ("25 working days (4 weeks) fully paid.", True),
])
def test_weeks_as_working_days(answer, wrong):
    assert flagged(answer, [PATERNITY], "How much paternity leave do I get?") is wrong


@pytest.mark.parametrize("answer,wrong", [
    # A weekday or a festival names the kind of day a clause's rate is for.
    ("周六加班按200%，800元。", False),
    ("周六加班按150%，600元。", True),
    ("Saturday is paid at double time: 800 yuan.", False),
    ("国庆当天加班按300%，1200元。", False),
    ("国庆当天加班按200%，800元。", True),
])
def test_a_weekday_or_festival_names_the_kind_of_day(answer, wrong):
    question = "月基本工资8700元，周二加班3小时，周六加班一天不能补休，国庆也加班一天，加班费多少？"
    calls = [search("工作日延长工作时间的，按小时工资的百分之一百五十支付；休息日加班不能补休的，按日工资的百分之二百支付；"
                    "法定节假日加班的，按日工资的百分之三百支付。")]
    assert flagged(answer, calls, question) is wrong


@pytest.mark.parametrize("text,read", [
    # Halves, per-week amounts, periods and fractions read as what they are.
    ("我在公司干了4年半", [(4.5, "year")]),
    ("休了3个半月", [(3.5, "month")]),
    ("路上1天半", [(1.5, "day")]),
    ("每周1200美元", [(1200.0, "usd")]),
    ("一年26个周期", [(1.0, "year")]),
    ("中间隔了2个周末", []),
])
def test_halves_periods_and_per_week_amounts_are_read_as_written(text, read):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == read


@pytest.mark.parametrize("text,dates", [
    ("3/26请假", 1),
    ("按10/12折算", 0),
    ("24000×10/12=20000", 0),
])
def test_a_fraction_of_twelve_is_no_date(text, dates):
    assert len(date_mentions(claim_text(text), dt.date(2026, 3, 1))) == dates


def test_a_weekly_amount_is_no_weekday_and_its_digits_stay_whole():
    calls = [search("Disability pay is 60% of weekly pay, up to $1,200 a week, after a 7-day waiting period.")]
    assert not flagged("每周1200美元（封顶），等7天。", calls, "I earn $2,200 a week. How much disability pay?")
    assert flagged("每周1300美元（封顶），等7天。", calls, "I earn $2,200 a week. How much disability pay?")


SICK_PAY = search("病假工资按本公司工龄计发：不满2年的，按月基本工资的60%；满2年不满4年的，70%；满4年不满6年的，80%；"
                  "满6年及以上的，90%。")


@pytest.mark.parametrize("answer,wrong", [
    # A bracket the person's service lies in, restated.
    ("你本公司工龄满4年不满6年，病假工资按80%发放。", False),
    ("With 4.5 years you're in the 4-to-under-6-year band: 80%.", False),
    ("你本公司工龄满4年不满6年，病假工资按70%发放。", True),
    ("你本公司工龄满2年不满4年，病假工资按70%发放。", True),  # not their bracket
    ("你本公司工龄满3年，病假工资按80%发放。", True),  # no clause states 满3年
])
def test_a_service_bracket_the_person_lies_in(answer, wrong):
    assert flagged(answer, [SICK_PAY], "我在公司干了4年半，病假工资按多少发？") is wrong
