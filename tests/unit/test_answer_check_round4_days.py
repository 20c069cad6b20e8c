"""Issue 26, fourth round (see test_answer_check_round4.py): ordinals (第8天, the eighth day, day 8,
weeks 4 and 10, 第二次), the day of the month in English (the 20th of each month), a person's case
inside a clause's range (迟到10分钟 within 5到30分钟; 病假第10天 within 第6天至第30天), English step rules
(one week for each completed year of service), subjects (the person's figures are conditions met, never
rivals; number and unit words say nothing; a glossary word several terms share names none) and dates
(a label before a colon, a weekday after "is a", a yearless day in a counted span)."""
from __future__ import annotations


import pytest

from prompts.brackets import ranges_in
from prompts.claims import claim_text
from prompts.quantities import quantities
from tests.support.check_calls import run, search, flagged


# -- ordinals --------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,read", [
    ("from the eighth day", [(8, "nth_day")]),
    ("from day 8", [(8, "nth_day")]),
    ("at weeks 4 and 10", [(4, "nth_week"), (10, "nth_week")]),
    ("第八天起", [(8, "nth_day")]),
    ("在第4周和第8周评估", [(4, "nth_week"), (8, "nth_week")]),
    ("第二次解除", [(2, "nth_times")]),
    ("第3个工作日", [(3, "nth_workday")]),
    ("the 3rd working day", [(3, "nth_workday")]),
    ("in the second month", [(2, "nth_month")]),
    ("Years 3–5", [(3, "nth_year"), (5, "nth_year")]),
    ("第二天就批了", []),  # everyday speech for "the next day"
    ("for the first time", []),
    ("the first day of the month", []),
    ("eight hours", [(8, "hour")]),  # a number word, not an ordinal; "eighth" is no "eight h"
    ("入职第一年", []),  # the first year / week / time: everyday speech
    ("In your first month", []),
    ("第一周完成培训", []),
    ("paid from the first day of absence", [(1, "nth_day")]),  # "from the first day" starts a rule
    ("on day 1 of your leave, in week 1", []),
    ("Years 1–2", [(2, "nth_year")]),
])
def test_ordinals_are_their_own_unit(text, read):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == [(float(v), u) for v, u in read]


SICK_NOTE = search("For absences of up to seven calendar days you complete a self-certification form; from the eighth "
                   "day you need a fit note. Statutory Sick Pay is paid from the fourth day of absence.")
REVIEW = search("试用期第七周，店长会安排转正考核。偷吃菜品的，第一次书面警告，第二次解除劳动合同。")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("From the eighth day you need a fit note.", [SICK_NOTE], False),
    ("A fit note is needed from day 8.", [SICK_NOTE], False),
    ("第8天起需要医生证明。", [SICK_NOTE], False),
    ("Statutory Sick Pay starts on the 4th day of absence.", [SICK_NOTE], False),
    ("You need a fit note from the fifth day of absence.", [SICK_NOTE], True),
    ("第5天起需要医生证明。", [SICK_NOTE], True),
    ("Statutory Sick Pay is paid from day 1.", [SICK_NOTE], True),
    ("SSP is paid from the third day.", [SICK_NOTE], True),
    ("试用期第七周转正考核。", [REVIEW], False),
    ("In week 7 of probation the manager runs the review.", [REVIEW], False),
    ("试用期第8周考核。", [REVIEW], True),
    ("第二次偷吃菜品就解除劳动合同。", [REVIEW], False),
    ("第三次才解除劳动合同。", [REVIEW], True),
    ("入职第一年没有年假，第一周完成培训。", [REVIEW], False),
    ("The first year has no annual leave.", [REVIEW], False),
    ("试用期第3个月考核。", [search("试用期3个月。")], False),  # the span's last month
    ("试用期第6个月考核。", [search("试用期3个月。")], True),
])
def test_ordinals_are_checked_against_the_clause(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


@pytest.mark.parametrize("answer,days,wrong", [
    ("3月23日、24日，第3个工作日是3月25日。", 3, False),
    ("往后数，第1个工作日是3月23日。", 3, False),
    ("The 3rd working day is March 25.", 3, False),
    ("第5个工作日是3月27日。", 3, True),  # the tool counted 3
    ("The fifth working day is March 27.", 3, True),
])
def test_an_ordinal_working_day_is_one_the_tool_counted(answer, days, wrong):
    assert flagged(answer, [run("add_workdays", date="2026-03-20", days=days)]) is wrong


# -- the day of the month in English -------------------------------------------------------------
PAYDAY = search("每月 12 日发上个月的工资。")
PAYDAY_EN = search("Salaries are paid on the 25th of each month.")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("Wages are paid on the 12th of each month.", [PAYDAY], False),
    ("Pay day is the 12th of every month.", [PAYDAY], False),
    ("Wages are paid on the 20th of each month.", [PAYDAY], True),
    ("Wages are paid on the 10th of the month.", [PAYDAY], True),
    ("Salaries are paid on the 25th of each month.", [PAYDAY_EN], False),
    ("每月25号发工资。", [PAYDAY_EN], False),
    ("每月28号发工资。", [PAYDAY_EN], True),
    ("You are paid on the 15th.", [PAYDAY_EN], True),
    ("You are paid on the 25th.", [PAYDAY_EN], False),
    ("工资每月12日发。", [PAYDAY_EN], True),
])
def test_the_day_of_the_month_in_english(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- a case inside a clause's range --------------------------------------------------------------
LATE = search("迟到 5 分钟以内不算迟到；迟到 5 到 30 分钟，每次扣 20 元；迟到超过 30 分钟的，按旷工半天处理。")
SICK = search("病假工资按以下标准发放：每年累计病假5天以内的部分，按本人基本工资的100%发放；第6天至第30天的部分，按80%发放；"
              "超过30天的部分，按60%发放。")
NOTE = search("Absences of between 3 and 10 days need a doctor's note.")


@pytest.mark.parametrize("text,ranges", [
    ("迟到 5 到 30 分钟", [(5, 30, "minute")]),
    ("第6天至第30天的部分", [(6, 30, "day")]),
    ("between 3 and 10 days", [(3, 10, "day")]),
    ("5 to 30 minutes", [(5, 30, "minute")]),
    ("3到5万元", [(30000, 50000, "yuan")]),
    ("5 days and 30 minutes", []),
    ("10:00至16:00", []),
])
def test_ranges_a_clause_states(text, ranges):
    text = claim_text(text)
    assert ranges_in(text, quantities(text)) == [(float(a), float(b), u) for a, b, u in ranges]


@pytest.mark.parametrize("answer,calls,wrong", [
    ("迟到10分钟扣20元。", [LATE], False),
    ("迟到20分钟，扣20元。", [LATE], False),
    ("If you are 15 minutes late you lose 20元.", [LATE], False),
    ("迟到10分钟扣50元。", [LATE], True),
    ("迟到10分钟以内不算迟到。", [LATE], True),  # a threshold, not a case
    ("迟到40分钟扣20元。", [LATE], True),
    ("病假第10天按80%发放。", [SICK], False),
    ("病假第20天按基本工资的80%发放。", [SICK], False),
    ("Day 10 of sick leave is paid at 80%.", [SICK], False),
    ("病假第10天按60%发放。", [SICK], True),
    ("病假第10天按100%发放。", [SICK], True),
    ("Day 10 of sick leave is paid at 60%.", [SICK], True),
    ("A 5-day absence needs a doctor's note.", [NOTE], False),
    ("A 12-day absence needs a doctor's note.", [NOTE], True),
])
def test_a_case_inside_a_range_meets_that_ranges_condition(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# -- English step rules --------------------------------------------------------------------------
NOTICE = search("After probation, the notice period is one week for each completed year of service for hourly-paid "
                "staff, with a minimum of two weeks, and four weeks for salaried staff.")
HOLIDAY = search("Full-time staff receive 28 days of paid holiday a year. After two years' service you receive one extra "
                 "day, and a further day for every two years after that, up to a maximum of 33 days.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("6 weeks' notice.", [NOTICE], "I've worked here 6 years, hourly-paid. How much notice?", False),
    ("你需要提前6周通知。", [NOTICE], "I've worked here 6 years, hourly-paid. How much notice?", False),
    ("One week per completed year of service, so 6 weeks.", [NOTICE], "I've worked here 6 years, hourly-paid.", False),
    ("按每满一年1周计算，共6周。", [NOTICE], "I've worked here 6 years, hourly-paid.", False),
    ("5 weeks' notice.", [NOTICE], "I've worked here 6 years, hourly-paid. How much notice?", True),
    ("7 weeks' notice.", [NOTICE], "I've worked here 6 years, hourly-paid. How much notice?", True),
    ("A week per year with a minimum of one week, so 6 weeks.", [NOTICE], "I've worked here 6 years, hourly-paid.", True),
    ("Hourly-paid staff give four weeks' notice.", [NOTICE], "How much notice?", True),  # the salaried staff's
    ("Salaried staff give four weeks' notice.", [NOTICE], "How much notice?", False),
    ("You get 30 days of holiday.", [HOLIDAY], "I have worked here 4 years. How much holiday?", False),
    ("28 days plus 2 extra days.", [HOLIDAY], "I have worked here 4 years. How much holiday?", False),
    ("You get 31 days of holiday.", [HOLIDAY], "I have worked here 4 years. How much holiday?", True),
    ("每满两年加1天，所以是30天。", [HOLIDAY], "我在这里工作了4年，年假多少天？", False),
])
def test_english_step_rules(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- a floor or a cap is not the person's value when a step rule gives it -------------------------
WELFARE = search("员工在公司每连续工作满2年，另增加1天公司福利年假，福利年假最多增加5天。")
SENIORITY = search("工龄工资：每满1年加50元，最高300元。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("需要提前2周通知。", [NOTICE], "I've worked here 3 years, hourly-paid. How much notice?", True),
    ("You need to give two weeks' notice.", [NOTICE], "I've worked here 3 years, hourly-paid. How much notice?", True),
    ("You need to give 3 weeks' notice.", [NOTICE], "I've worked here 3 years, hourly-paid. How much notice?", False),
    ("The minimum is two weeks; for you it is 3 weeks.", [NOTICE], "I've worked here 3 years, hourly-paid.", False),
    ("At least two weeks.", [NOTICE], "I've worked here 3 years, hourly-paid. How much notice?", False),
    ("福利年假5天。", [WELFARE], "我在公司干了4年，福利年假几天？", True),
    ("你可以加5天福利年假。", [WELFARE], "我在公司干了4年，福利年假几天？", True),
    ("福利年假2天。", [WELFARE], "我在公司干了4年，福利年假几天？", False),
    ("福利年假最多5天，你有2天。", [WELFARE], "我在公司干了4年，福利年假几天？", False),
    ("工龄工资300元。", [SENIORITY], "我干了4年，工龄工资每月多少？", True),
    ("Your seniority pay is 300元 a month.", [SENIORITY], "我干了4年，工龄工资每月多少？", True),
    ("工龄工资每月200元。", [SENIORITY], "我干了4年，工龄工资每月多少？", False),
    ("200元 a month, capped at 300元.", [SENIORITY], "我干了4年，工龄工资每月多少？", False),
    ("工龄工资300元封顶，你是200元。", [SENIORITY], "我干了4年，工龄工资每月多少？", False),
])
def test_a_bound_is_not_the_persons_value_when_a_step_rule_gives_it(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- where a step rule's steps start ---------------------------------------------------------------
LONG_SERVICE = search("Employees receive 25 days of annual leave per year. After 5 years of service, you receive one "
                      "additional day for each further year, up to a maximum of 30 days.")
ZH_SERVICE = search("员工年假基础为5天。在公司工作满5年后，每满1年增加1天年假，最多15天。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("With 8 years of service you get 28 days.", [LONG_SERVICE], "I have 8 years of service. How much leave?", False),
    ("8 - 5 = 3 extra days, so 28 days.", [LONG_SERVICE], "I have 8 years of service. How much leave?", False),
    ("你有28天年假。", [LONG_SERVICE], "我工作了8年，年假多少天？", False),
    ("With 6 years of service you get 26 days.", [LONG_SERVICE], "I have 6 years of service. How much leave?", False),
    ("With 8 years of service you get 29 days.", [LONG_SERVICE], "I have 8 years of service. How much leave?", True),
    ("With 8 years of service you get 27 days.", [LONG_SERVICE], "I have 8 years of service. How much leave?", True),
    ("你的年假是8天。", [ZH_SERVICE], "我在公司工作了8年，年假几天？", False),
    ("满5年后每满1年加1天，你有8天。", [ZH_SERVICE], "我在公司工作了8年，年假几天？", False),
    ("你的年假是9天。", [ZH_SERVICE], "我在公司工作了8年，年假几天？", True),
    ("你的年假是10天。", [ZH_SERVICE], "我在公司工作了7年，年假几天？", True),
    ("你的年假是7天。", [ZH_SERVICE], "我在公司工作了7年，年假几天？", False),
])
def test_a_step_rule_may_start_after_a_span(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- a case past a bound, beside the bound's consequence --------------------------------------------
LATE15 = search("迟到15分钟以内每次扣款30元，超过15分钟按旷工半天处理。")
OVERTIME_MEAL = search("Staff who work more than 2 hours of overtime in a day receive a meal allowance of USD 15.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("迟到10分钟扣30元。", [LATE15], "迟到扣多少？", False),
    ("迟到5分钟，扣款30元。", [LATE15], "迟到扣多少？", False),
    ("If you are 10 minutes late, 30元 is deducted.", [LATE15], "迟到扣多少？", False),
    ("迟到10分钟扣50元。", [LATE15], "迟到扣多少？", True),
    ("迟到20分钟扣30元。", [LATE15], "迟到扣多少？", True),  # past 15 minutes: half a day's absence
    ("迟到10分钟以内不扣钱。", [LATE15], "迟到扣多少？", True),
    ("迟到10分钟。", [LATE15], "迟到扣多少？", True),  # no consequence beside it: no case
    ("After 3 hours of overtime you get USD 15 for a meal.", [OVERTIME_MEAL], "Do I get a meal allowance?", False),
    ("After 3 hours of overtime you get USD 20 for a meal.", [OVERTIME_MEAL], "Do I get a meal allowance?", True),
    ("After 1 hour of overtime you get USD 15 for a meal.", [OVERTIME_MEAL], "Do I get a meal allowance?", True),
    ("满一年有7天年假。", [search("每年有5天年假。每月事假不超过三天，一年不超过十天。")], "干满一年有年假吗？", True),
])
def test_a_case_past_a_bound_beside_its_consequence(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


NOTICE_LEAVE = search("Leave requests of more than 5 consecutive days need 4 weeks' notice; shorter requests need 1 week.")


@pytest.mark.parametrize("answer,wrong", [
    ("A 7-day leave request needs 4 weeks' notice.", False),
    ("For 10 days off you need 4 weeks' notice.", False),
    ("A 7-day leave request needs 2 weeks' notice.", True),
    ("A 7-day leave request needs 1 week's notice.", True),
    ("Requests of more than 5 consecutive days need 4 weeks' notice.", False),
])
def test_a_case_past_a_bound_beside_a_later_value(answer, wrong):
    assert flagged(answer, [NOTICE_LEAVE], "How much notice?") is wrong
