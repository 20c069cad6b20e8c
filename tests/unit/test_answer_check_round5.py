"""Issue 26, fifth round (classes found on heldout4, which became tuning data; cases written fresh,
none copied from it): an amount or a rate one step from what the answer shows grounded (日工资 at the
rate it states, a band's miles at the band's rate, a sum of two shown amounts, a ratio of two shown
hours), never from two clause numbers that happen to make it; 一次 after 每N年 restates a frequency;
a rival written in another unit of time only where the two are one measure (minutes and hours); the
person's count written as an English word (I did two sleep-ins)."""
from __future__ import annotations

import pytest

from prompts.claims import claim_text
from prompts.quantities import quantities
from tests.support.check_calls import flagged, search

OVERTIME = search("加班工资：工作日延长工作时间按本人日工资的150%支付；休息日加班且不能安排补休的，按200%支付；"
                  "法定节假日加班按300%支付。日工资按月工资除以21.75天计算。")
MILEAGE = search("Mileage in your own car is paid at 40p a mile for the first 8,000 business miles in a tax year "
                 "and 20p a mile after that.")
PENSION = search("养老金：员工缴纳基本工资的5%，公司缴纳基本工资的7%。")
ALLOWANCE = search("出差伙食补助每人每天90元；住宿费每晚上限450元。")
PART_TIME = search("Full-time staff (40 hours a week) get 25 days of annual leave; part-time staff get the same "
                   "pro rata to their contracted hours.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # The rate it states times the daily pay it computed.
    ("日工资10875÷21.75=500元，休息日加班按200%，即1000元。", [OVERTIME], "月薪10875，周六加班一天不能补休，加班费多少？", False),
    ("10875 ÷ 21.75 = 500 yuan a day; a rest day pays 200%, so 1,000 yuan.", [OVERTIME], "月薪10875，周六加班一天不能补休，加班费多少？",
     False),
    ("日工资10875÷21.75=500元，节假日按300%，即1500元。", [OVERTIME], "月薪10875，五一加班一天，加班费多少？", False),
    ("日工资10875÷21.75=500元，休息日加班按200%，即1200元。", [OVERTIME], "月薪10875，周六加班一天不能补休，加班费多少？", True),
    # The daily pay is only a term times the person's figures or a rate the answer states.
    ("日工资500元，请2天扣1000元。", [OVERTIME], "月薪10875，请2天事假扣多少？", False),
    ("请2天事假扣1500元。", [OVERTIME], "月薪10875，请2天事假扣多少？", True),
    # Miles in a band at the band's rate, then their sum.
    ("8,000 miles at 40p is £3,200 and 2,000 miles at 20p is £400, so £3,600.", [MILEAGE], "I drove 10,000 business miles.",
     False),
    ("前8000英里每英里40便士，共3200英镑；其余2000英里每英里20便士，共400英镑，合计3600英镑。", [MILEAGE],
     "I drove 10,000 business miles.", False),
    ("8,000 miles at 40p is £3,200 and 2,000 miles at 20p is £400, so £3,700.", [MILEAGE], "I drove 10,000 business miles.",
     True),
    ("£3,600.", [MILEAGE], "I drove 10,000 business miles.", True),  # no shown term: not derived from two clause numbers
    # A share of the person's pay at the rate the answer states, and the sum of the shares.
    ("你缴5%，即400元；公司缴7%，即560元，合计960元。", [PENSION], "基本工资8000元，每月养老金交多少？", False),
    ("你缴5%，即400元；公司缴7%，即560元，合计980元。", [PENSION], "基本工资8000元，每月养老金交多少？", True),
    ("你缴5%，即450元。", [PENSION], "基本工资8000元，每月养老金交多少？", True),
    # A daily allowance times the nights it shows, a cap times nights.
    ("伙食补助每天90元，4天共360元；住宿每晚450元，3晚上限1350元。", [ALLOWANCE], "出差4天住3晚，能报多少？", False),
    ("伙食补助每天90元，4天共380元。", [ALLOWANCE], "出差4天住3晚，能报多少？", True),
    # A ratio of two hours the answer shows is a rate; its share of a clause's days follows.
    ("24 of 40 hours is 60%, so 60% of 25 days = 15 days.", [PART_TIME], "I work 24 hours a week. How much leave?", False),
    ("24 of 40 hours is 60%, so 60% of 25 days = 16 days.", [PART_TIME], "I work 24 hours a week. How much leave?", True),
    ("24 of 40 hours is 65%.", [PART_TIME], "I work 24 hours a week. How much leave?", True),
    # A rate is never an amount: 200% does not make 600 a product of 200 and a clause's 3.
    ("周末按200%，一共600元。", [OVERTIME], "小时工资40元，周末加班10小时，不能调休，多少钱？", True),
    ("周末按200%，40×10×200%=800元。", [OVERTIME], "小时工资40元，周末加班10小时，不能调休，多少钱？", False),
])
def test_an_amount_one_step_from_what_the_answer_shows(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


RECHECK = search("背景审查每3年复查一次；员工受到警告、处分的，应在5个工作日内告知主管。")
SABBATICAL = search("服务满5年的员工可申请1至3个月的无薪长假，每5年可申请一次；长假期间社保照常缴纳。")


@pytest.mark.parametrize("text,counts", [
    ("每3年复查一次", []),
    ("每五年可以申请一次", []),
    ("每两个月体检一次", []),
    ("once every 3 years", []),
    ("可延长一次", [(1, "times")]),  # a count of its own
    ("每月最多补卡一次", [(1, "times")]),  # 每月 then a cap: the cap is the claim
    ("迟到2次扣款", [(2, "times")]),
])
def test_once_after_every_span_is_a_frequency(text, counts):
    assert [(q.value, q.unit) for q in quantities(claim_text(text)) if q.unit == "times"] == counts


@pytest.mark.parametrize("answer,calls,wrong", [
    ("每3年复查一次，受到处分要在5个工作日内告知主管。", [RECHECK], False),
    ("每三年查一次。", [RECHECK], False),
    ("每2年复查一次。", [RECHECK], True),
    ("满5年可以申请1到3个月无薪长假，每5年一次。", [SABBATICAL], False),
    ("满5年可以申请，每3年一次。", [SABBATICAL], True),
])
def test_a_frequency_is_checked_by_its_span(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


SICK_PAY = search("After two years' service: 10 weeks' full pay and 10 weeks' half pay in any rolling 12 months. "
                  "Before that: 4 weeks' full pay and 4 weeks' half pay.")
FEEDING = search("哺乳期女职工每天可有1小时哺乳时间。")


@pytest.mark.parametrize("answer,calls,wrong", [
    # 满两年 is a tenure: no rival of a 12-month window.
    ("After two years: 10 weeks' full pay and 10 weeks' half pay in any rolling 12 months.", [SICK_PAY], False),
    ("满两年后，滚动12个月内全薪10周、半薪10周。", [SICK_PAY], False),
    ("10 weeks' full pay, then 10 weeks' half pay, within any 12 months.", [SICK_PAY], False),
    ("10 weeks' full pay and 10 weeks' half pay in any rolling 6 months.", [SICK_PAY], True),
    ("After two years: 4 weeks' full pay.", [SICK_PAY], True),
    # Minutes and hours are one measure: 30 minutes against 1小时 stays a mix-up.
    ("每天哺乳时间60分钟。", [FEEDING], False),
    ("每天哺乳时间30分钟。", [FEEDING], True),
])
def test_a_rival_in_another_unit_of_time_only_for_one_measure(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


SLEEP_IN = search("Each sleep-in shift is paid a flat allowance of £48. Staff woken to work are paid their hourly rate "
                  "for the time worked, with a minimum of 30 minutes per call-out.")


@pytest.mark.parametrize("answer,question,wrong", [
    ("每次值夜津贴48英镑，三次共144英镑。", "I did three sleep-ins this month. What am I paid?", False),
    ("£48 each, so £144 for the three.", "I did three sleep-ins this month. What am I paid?", False),
    ("每次48英镑，三次共150英镑。", "I did three sleep-ins this month. What am I paid?", True),
    ("每次48英镑，四次共192英镑。", "I did three sleep-ins this month. What am I paid?", True),
    ("每次48英镑，两次共96英镑。", "I did two sleep-ins. What am I paid?", False),
])
def test_the_persons_count_written_as_an_english_word(answer, question, wrong):
    assert flagged(answer, [SLEEP_IN], question) is wrong


NIGHT = search("Night work between 22:00 and 06:00 earns time off in lieu at one and a half hours for every hour worked; "
               "it must be taken within three months.")
NOTICE = search("Give at least two weeks' notice for every week of leave you request.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # "one and a half hours" is 1.5 hours; a step rule per hour, per week.
    ("4 × 1.5 = 6 hours of time off in lieu.", [NIGHT], "I worked 4 night hours.", False),
    ("Each night hour earns 1.5 hours, so 6 hours off.", [NIGHT], "I worked 4 night hours.", False),
    ("Each night hour earns 2 hours, so 8 hours off.", [NIGHT], "I worked 4 night hours.", True),
    ("One and a half hours for every hour: 6 hours.", [NIGHT], "I worked four night hours.", False),
    ("Two weeks' notice for every week, so at least six weeks for three weeks off.", [NOTICE], "I want three weeks of leave.",
     False),
    ("At least 6 weeks' notice.", [NOTICE], "I want three weeks of leave.", False),
    ("At least 4 weeks' notice.", [NOTICE], "I want three weeks of leave.", True),
    ("Four weeks' notice: one week for every week of leave.", [NOTICE], "I want three weeks of leave.", True),
    # The person's own figure is not theirs where a step rule about its words gives another.
    ("Three weeks' notice, the same as the length of the leave.", [NOTICE], "I want three weeks of leave.", True),
    ("Three weeks of leave need six weeks' notice.", [NOTICE], "I want three weeks of leave.", False),
    ("Since three weeks is more than two, ask early: six weeks' notice.", [NOTICE], "I want three weeks of leave.", False),
    # The person's pay per statutory day as a term, without the division written out.
    ("休息日加班按200%：400×2=800元。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", False),
    ("休息日加班按200%：420×2=840元。", [OVERTIME], "月薪8700元，周六加班一天不能补休，加班费多少？", True),
    # A total before its terms.
    ("13 days: 3 days plus 10 more.", [search("婚假3天；符合规定的另加10天。")], "婚假几天？", False),
    ("14 days: 3 days plus 10 more.", [search("婚假3天；符合规定的另加10天。")], "婚假几天？", True),
    ("共13天（3天+10天）。", [search("婚假3天；符合规定的另加10天。")], "婚假几天？", False),
    # A share of the person's own two figures.
    ("You work 60% of full time, so 60% of 25 days = 15 days.", [PART_TIME], "I work 24 hours a week, not 40.", False),
    ("You work 70% of full time.", [PART_TIME], "I work 24 hours a week, not 40.", True),
])
def test_steps_halves_daily_pay_totals_and_shares(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


SICK_TIERS = search("Company sick pay in any rolling 12 months: five weeks' full pay in your first three years; ten weeks' "
                    "full pay after three years; fifteen weeks' full pay after eight years.")
NOTICE_TIERS = search("员工辞职应提前书面通知：入职不满1年的，提前7天；满1年不满5年的，提前15天；满5年以上的，提前30天。")
PROBATION = search("劳动合同期限为两年的，试用期为两个月；应届毕业生试用期为四个月。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # The person's own length of service picks the bracket when the answer names none.
    ("Ten weeks' full pay.", [SICK_TIERS], "I've worked here for five years. How much sick pay?", False),
    ("Five weeks' full pay.", [SICK_TIERS], "I've worked here for five years. How much sick pay?", True),
    ("Fifteen weeks' full pay.", [SICK_TIERS], "I've worked here for five years. How much sick pay?", True),
    ("Five weeks' full pay.", [SICK_TIERS], "I joined two years ago and have worked here for 2 years. Sick pay?", False),
    ("After eight years: fifteen weeks.", [SICK_TIERS], "I've worked here for five years. How much sick pay?", False),  # names its bracket
    ("要提前15天书面通知。", [NOTICE_TIERS], "我入职3年了，辞职要提前多久？", False),
    ("要提前30天书面通知。", [NOTICE_TIERS], "我入职3年了，辞职要提前多久？", True),
    ("要提前7天书面通知。", [NOTICE_TIERS], "我工作8个月，辞职要提前多久？", False),
    ("要提前15天书面通知。", [NOTICE_TIERS], "我工作8个月，辞职要提前多久？", True),
    # A value whose bracket the person's service meets stands, whatever words a rival shares with it,
    # unless the answer calls it a cap or a floor.
    ("Ten weeks' full pay, then statutory pay.", [SICK_TIERS], "I've worked here for five years. How much sick pay?", False),
    ("法定10天，另加福利年假。", [search("累计工作满1年不满10年的，年休假5天；满10年不满20年的，10天。每服务满1年另加1天福利年假，最多加5天。")],
     "我工作12年了，年假几天？", False),
    ("福利年假最多加10天。", [search("累计工作满1年不满10年的，年休假5天；满10年不满20年的，10天。每服务满1年另加1天福利年假，最多加5天。")],
     "我工作12年了，年假几天？", True),
    ("一个月内迟到3次要谈话。", [search("一个月内迟到3次以上的，诫勉谈话；全年累计10次以上的，不得评优。")], "一个月迟到几次会被谈话？",
     False),  # a month they name is no length of service
    # A number of another unit in the piece lists no rival (两年合同试用期四个月: the 2 is years).
    ("两年合同试用期两个月。", [PROBATION], "签了两年合同，试用期多久？", False),
    ("两年合同试用期四个月。", [PROBATION], "签了两年合同，试用期多久？", True),
])
def test_the_persons_service_picks_the_bracket(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


VISIT = search("已婚职工探望父母的，每四年给假一次，假期为二十天；未婚职工探望父母，每年给假一次，假期为二十天。")
CHECKUP = search("公司每年组织一次免费体检；每月最多可补卡两次。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # A frequency's span written without a number (每年一次) is one year, checked like 每四年一次's 4年.
    ("已婚的每四年一次，假期二十天。", [VISIT], "已婚，探亲假多久一次？", False),
    ("已婚职工每年一次，假期二十天。", [search("已婚职工探望父母的，每四年给假一次，假期为二十天。")], "已婚，探亲假多久一次？", True),
    ("每年体检一次，免费。", [CHECKUP], "体检多久一次？", False),
    ("每两年体检一次。", [CHECKUP], "体检多久一次？", True),
    ("每月最多补卡两次。", [CHECKUP], "一个月能补几次卡？", False),
    ("每月最多补卡一次。", [CHECKUP], "一个月能补几次卡？", True),  # a cap, still a count
])
def test_a_frequencys_span(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


HOURS = search("夏季作息：5月1日至9月30日，上午8:30—12:00，下午14:30—18:00。")


@pytest.mark.parametrize("text,hours", [
    ("夏季下午两点半上班，六点下班", [14.5, 18.0]),
    ("上午9点上班，6点下班", [9.0, 18.0]),
    ("下午2点开会。明天8点到岗", [14.0, 8.0]),  # another sentence starts the day again
    ("上午8点半到岗", [8.5]),
])
def test_a_bare_hour_after_an_earlier_one_is_later_that_day(text, hours):
    assert [q.value / 60 for q in quantities(claim_text(text)) if q.unit == "clock"] == hours


@pytest.mark.parametrize("answer,wrong", [
    ("夏季下午两点半上班，六点下班。", False),
    ("夏季下午两点半上班，五点下班。", True),
    ("上午8点半上班，12点午休，下午两点半到6点。", False),
])
def test_working_hours_against_the_clause(answer, wrong):
    assert flagged(answer, [HOURS], "夏天几点上下班？") is wrong


LEAVE_PAY = search("事假为无薪假，按请假天数扣除日工资，日工资按月工资除以21.75天计算。")
LEAVE_PAY_EN = search("Unpaid leave is deducted at a daily rate: monthly salary divided by 21.75.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    # The person's pay divided by another number than the clause's divisor.
    ("日工资=8700÷21.75=400元，请3天扣1200元。", [LEAVE_PAY], "月薪8700，请3天事假扣多少？", False),
    ("日工资=8700÷20=435元，请3天扣1305元。", [LEAVE_PAY], "月薪8700，请3天事假扣多少？", True),
    ("日工资=8700÷30=290元。", [LEAVE_PAY], "月薪8700，请3天事假扣多少？", True),
    ("8,700 / 21.75 = 400 a day, so 1,200 for three days.", [LEAVE_PAY_EN], "My salary is 8700; 3 days unpaid leave?", False),
    ("8,700 / 22 = 395.45 a day.", [LEAVE_PAY_EN], "My salary is 8700; 3 days unpaid leave?", True),
    ("3天÷1=3天。", [LEAVE_PAY], "月薪8700，请3天事假扣多少？", False),  # not the pay divided
])
def test_the_clauses_divisor_for_daily_pay(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong
