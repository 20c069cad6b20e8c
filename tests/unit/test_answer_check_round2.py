"""Issue 26, second held-out round (tests/data/answer_probes/heldout2.jsonl): the classes its tune
part showed, each pinned with its own cases beyond the probes. Dates after a year word and lists
with the month written once; a working-day count and an arithmetic operand never grounded by a
step from the answer's own figures; the person's own figure; totals; a rate times the person's
amount; 一天 beside an amount as its period."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.claims import claim_text, date_mentions
from prompts.grounds import grounds_for
from prompts.quantities import quantities
from tools.dates import make_date_tools

TODAY = dt.date(2026, 3, 20)  # a Friday
D = dt.date


def run(tool, today=TODAY, **args):
    tools = {t.name: t for t in make_date_tools(today=today)}
    r = tools[tool].run(args)
    return {"tool": tool, "args": args, "ok": r.ok, "observation": r.observation, "data": r.data}


def search(text, heading="条款"):
    return {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
            "data": {"hits": [{"rank": 1, "heading": heading, "text": text}]}}


def flagged(answer, calls, question="问题", today=TODAY):
    return bool(claim_problems(answer, grounds_for(question, today, calls)))


# -- dates: a year word before a month and day; lists with the month once -------------------------
@pytest.mark.parametrize("text,dates,has_year", [
    ("明年1月8日", [D(2027, 1, 8)], True),
    ("今年10月1日", [D(2026, 10, 1)], True),
    ("去年12月1日", [D(2025, 12, 1)], True),
    ("后年2月3日", [D(2028, 2, 3)], True),
    ("来年5月1号", [D(2027, 5, 1)], True),
    ("每年7月1日调整", [D(2026, 7, 1)], False),
    ("每年1月1日", [D(2026, 1, 1)], False),
    ("2026年3月25日", [D(2026, 3, 25)], True),
    ("满1年3月", [], None),
    ("10年3月", [], None),
    ("明年一月八号", [D(2027, 1, 8)], True),
    ("3月25日（周三）、26日（周四）、27日（周五）", [D(2026, 3, 25), D(2026, 3, 26), D(2026, 3, 27)], False),
    ("9月28日、29日、30日和10月8日、9日", [D(2025, 9, 28), D(2025, 9, 29), D(2025, 9, 30), D(2025, 10, 8), D(2025, 10, 9)], False),
    ("5月6日（周三）至8日（周五）", [D(2026, 5, 6), D(2026, 5, 8)], False),
    ("3月23日、24日是前两个工作日", [D(2026, 3, 23), D(2026, 3, 24)], False),
    ("4月28日、29日及30日", [D(2026, 4, 28), D(2026, 4, 29), D(2026, 4, 30)], False),
    ("2月16日 至 20日", [D(2026, 2, 16), D(2026, 2, 20)], False),
    ("3月2日、10日内提交", [D(2026, 3, 2)], False),  # 10日内 is a count, not the 10th
    ("3月25日、1日", [D(2026, 3, 25)], False),  # a list runs forward: 1日 is not March 1st
    ("2026年10月1日至7日", [D(2026, 10, 1), D(2026, 10, 7)], True),
    ("12月30日（周三）、31日（周四）", [D(2025, 12, 30), D(2025, 12, 31)], False),
    ("三月二十五日、二十六日", [D(2026, 3, 25), D(2026, 3, 26)], False),
])
def test_dates_after_a_year_word_and_in_lists_are_read(text, dates, has_year):
    found = date_mentions(claim_text(text), TODAY)
    assert [m.date for m in found] == dates
    if has_year is not None:
        assert {m.has_year for m in found} == {has_year}


def test_a_wrong_yearly_date_against_a_clause_is_caught_and_the_right_one_passes():
    clause = [search("缴存基数与社会保险缴费基数一致，每年7月1日统一调整。")]
    assert flagged("缴存基数每年1月1日调整。", clause)
    assert not flagged("缴存基数每年7月1日调整。", clause)
    assert not flagged("每年7月1日统一调整缴存基数。", clause)


# -- a working-day count comes from a tool, a clause or written-out arithmetic only ---------------
COUNT = run("calculate_leave_days", today=D(2026, 12, 14), start_date="2026-12-28", end_date="2027-01-08")  # 9 (12 calendar)
FORWARD = run("add_workdays", date="2026-03-20", days=3)  # 3 working days


@pytest.mark.parametrize("answer,question,bad", [
    ("共9个工作日，仅供参考。", "12月28日到明年1月8日请假几个工作日？", False),
    ("共10个工作日，仅供参考。", "12月28日到明年1月8日请假几个工作日？", True),  # 9 + 1 (a date's digit)
    ("共12个工作日，仅供参考。", "12月28日到明年1月8日请假几个工作日？", True),  # the calendar days
    ("共8个工作日，仅供参考。", "12月28日到明年1月8日请假几个工作日？", True),
    ("共11个工作日，仅供参考。", "我请2天，12月28日到明年1月8日几个工作日？", True),  # 9 + 2
    ("共7个工作日，仅供参考。", "我请2天，12月28日到明年1月8日几个工作日？", True),  # 9 − 2
    ("共18个工作日，仅供参考。", "我请2天，12月28日到明年1月8日几个工作日？", True),  # 9 × 2
    ("共9个工作日（12个自然日），仅供参考。", "问题", False),
    ("9 working days; this is an estimate.", "问题", False),
    ("10 working days; this is an estimate.", "问题", True),
    ("12 working days; this is an estimate.", "问题", True),
    ("自然日12天，工作日9天，仅供参考。", "问题", False),
])
def test_a_working_day_count_is_not_one_step_from_other_figures(answer, question, bad):
    assert flagged(answer, [COUNT], question, D(2026, 12, 14)) is bad


@pytest.mark.parametrize("answer,bad", [
    ("提前3个工作日。", False), ("提前4个工作日。", True), ("提前6个工作日。", True), ("提前2个工作日。", True),
    ("3 working days ahead.", False), ("6 business days ahead.", True),
])
def test_a_forward_count_is_the_tools(answer, bad):
    assert flagged(answer, [FORWARD], "月薪3000元，提前3个工作日要怎么算？") is bad


SALARY = search("事假为无薪假，按请假天数扣除日工资，日工资按月工资除以21.75天计算。单次事假一般不超过5个工作日。")


@pytest.mark.parametrize("answer,bad", [
    ("日工资按月工资除以21.75天计算，10875÷21.75=500元。", False),
    ("日工资按月工资除以30天计算，10875÷30=362.5元。", True),  # a wrong rule: not grounded by its own result
    ("日工资按月工资除以25天计算，10875÷25=435元。", True),
    ("10875÷21.75=500元，请2天扣1000元。", False),
    ("10875÷21.75=500元，请2天扣1100元。", True),
])
def test_an_operand_is_not_grounded_by_its_own_result(answer, bad):
    assert flagged(answer, [SALARY], "月薪10875元，请2天事假扣多少？") is bad


# -- the person's own figure, not as a rule's threshold ---------------------------------------------
SICK = search("每年累计病假5天以内的部分，按本人基本工资的100%发放；第6天至第30天的部分，按80%发放；超过30天的部分，按60%发放。")


@pytest.mark.parametrize("answer,question,bad", [
    ("事假按日扣工资，日工资=10875÷21.75=500元，请2天扣1000元。", "月薪10875元，请2天事假扣多少？", False),
    ("You asked about 2 days: 10875 ÷ 21.75 = 500元 a day, 1000元 in all.", "月薪10875元，请2天事假扣多少？", False),
    ("请3天事假扣10875÷21.75×3=1500元。", "月薪10875元，请3天事假扣多少？", False),
    ("病假4天，按100%发放。", "我病假4天，怎么算？", False),
    ("你出差3天，按天包干。", "出差3天补助多少？", False),
    ("第10天落在第6天至第30天之间，按80%发放。", "病假第10天工资怎么发？", False),
    ("每年累计病假10天以内的部分按100%发放。", "病假第10天工资怎么发？", True),  # a threshold: the clause says 5天
    ("病假超过10天的部分按60%发放。", "病假第10天工资怎么发？", True),
    ("病假至少10天才按80%。", "病假第10天工资怎么发？", True),
    ("Sick leave within 10 days is paid at 100%.", "病假第10天工资怎么发？", True),
    ("第10天按80%发放。", "病假第10天工资怎么发？", False),
    ("每年累计病假5天以内的部分按100%发放。", "病假第10天工资怎么发？", False),
])
def test_the_persons_own_figure_is_grounded_but_not_as_a_threshold(answer, question, bad):
    calls = [SALARY] if "事假" in question else [SICK]
    assert flagged(answer, calls, question) is bad


# -- totals of listed values ---------------------------------------------------------------------
LEAVE = search("可享受婚假13天（含法定婚假3天和公司延长婚假10天）。累计工作已满10年不满20年的，年休假10天；"
               "员工在公司每连续工作满2年，另增加1天福利年假。产假98天，难产的，增加产假15天。")


@pytest.mark.parametrize("answer,bad", [
    ("法定婚假3天，加公司延长10天，共13天。", False),
    ("法定婚假3天，加公司延长10天，共14天。", True),
    ("法定3天加延长10天，一共13天。", False),
    ("产假98天，难产增加15天，总共113天。", False),
    ("产假98天，难产增加15天，总共123天。", True),
    ("产假98天，难产再加15天，合计113天。", False),
    ("98 days of maternity leave plus 15 days for a difficult birth, 113 days in total.", False),
    ("98 days of maternity leave plus 15 days for a difficult birth, 120 days in total.", True),
    ("产假98天，难产增加15天，113天。", True),  # no word says it is a total
    ("共113天。", True),  # nothing listed before it
])
def test_a_total_is_the_sum_of_the_values_listed_before_it(answer, bad):
    assert flagged(answer, [LEAVE]) is bad


def test_a_total_is_never_a_working_day_count():
    count = run("calculate_leave_days", start_date="2026-03-23", end_date="2026-03-27")  # 5 working days
    assert flagged("3月23日至25日3个工作日，加26日、27日2个工作日，共6个工作日。", [count])
    assert not flagged("共5个工作日。", [count])


# -- a rate a clause states, times the person's amount ------------------------------------------
FUND = search("单位和个人缴存比例均为12%。试用期工资为转正后约定月工资的80%。竞业限制补偿金按平均工资的30%按月支付。")


@pytest.mark.parametrize("answer,question,bad", [
    ("每月个人缴1200元。", "缴存基数10000元，个人缴多少公积金？", False),
    ("每月个人缴1000元。", "缴存基数10000元，个人缴多少公积金？", True),
    ("每月个人缴1400元。", "缴存基数10000元，个人缴多少公积金？", True),
    ("试用期工资9600元。", "月薪12000试用期拿多少？", False),
    ("试用期工资9000元。", "月薪12000试用期拿多少？", True),
    ("试用期工资8400元。", "月薪12000试用期拿多少？", True),  # 70%: no clause says it
    ("每月补偿6000元。", "平均工资20000元，竞业补偿多少？", False),
    ("每月补偿6500元。", "平均工资20000元，竞业补偿多少？", True),
    ("每月补偿10000元。", "平均工资20000元，竞业补偿多少？", True),
    ("You pay 1,200元 a month.", "缴存基数10000元，个人缴多少公积金？", False),
    ("个人缴存1200小时。", "缴存基数10000元，个人缴多少公积金？", True),  # a rate times money is money
])
def test_a_clauses_rate_times_the_persons_amount_is_grounded(answer, question, bad):
    assert flagged(answer, [FUND], question) is bad


# -- 一天 beside an amount is its period -----------------------------------------------------------
@pytest.mark.parametrize("text,kept", [
    ("500元一天", [(500, "yuan")]),
    ("一天500元", [(500, "yuan")]),
    ("500元/1天", [(500, "yuan")]),
    ("一晚800元", [(800, "yuan")]),
    ("800元一晚", [(800, "yuan")]),
    ("30元1次", [(30, "yuan")]),
    ("1次30元", [(30, "yuan")]),
    ("USD 40 1 month", [(40, "usd")]),
    ("婚假1天", [(1, "day")]),
    ("丧假1天，路程假2天", [(1, "day"), (2, "day")]),
    ("每日1小时哺乳时间", [(1, "hour")]),
    ("1年", [(1, "year")]),
    ("2天500元", [(2, "day"), (500, "yuan")]),  # two days is a count
    ("请1天假扣500元", [(1, "day"), (500, "yuan")]),
    ("1小时50元", [(50, "yuan")]),
    ("50元1小时", [(50, "yuan")]),
    ("1天", [(1, "day")]),
    ("3天共扣1500元", [(3, "day"), (1500, "yuan")]),
    ("100% 1天", [(100, "percent"), (1, "day")]),  # not an amount: no period
    ("元一天", []),  # the amount blanked (written-out arithmetic): still its period
])
def test_one_day_beside_an_amount_is_its_period(text, kept):
    assert [(q.value, q.unit) for q in quantities(claim_text(text))] == kept


def test_an_amount_a_day_after_arithmetic_raises_no_alarm():
    assert not flagged("10875/21.75=500元一天，2天共扣1000元。", [SALARY], "月薪10875元，请2天事假扣多少？")


# -- a mix-up needs evidence: an answer naming no condition leaves none out ----------------------
STIPEND = search("Employees working remotely 1 to 2 days per week receive USD 40 per month; employees working remotely "
                 "3 or more days per week, including fully remote employees, receive USD 75 per month.", "Remote Work Stipend")
PROBATION = search("劳动合同期限1年以上不满3年的，试用期为2个月；劳动合同期限3年以上的，试用期为6个月。")
ANNUAL = search("累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。"
                "员工在公司每连续工作满2年，另增加1天福利年假，福利年假最多增加5天。")


@pytest.mark.parametrize("answer,calls,question,bad", [
    ("You'd receive a USD 40 monthly stipend; it rises to USD 75 at 3 or more remote days a week.", [STIPEND], "q", False),
    ("The stipend is USD 40 per month, or USD 75 per month from 3 remote days a week.", [STIPEND], "q", False),
    ("Working remotely 1 to 2 days per week gives USD 75 per month.", [STIPEND], "q", True),
    ("You get USD 50 per month.", [STIPEND], "q", True),
    ("3年以上的，试用期为2个月。", [PROBATION], "q", True),  # a condition named: the one left out counts
    ("3年以上的，试用期为6个月。", [PROBATION], "q", False),
    ("1年以上不满3年的，试用期为2个月。", [PROBATION], "q", False),
    ("1年以上不满3年的，试用期为6个月。", [PROBATION], "q", True),
    ("试用期为2个月或6个月，看合同期限。", [PROBATION], "q", False),
    ("已满10年不满20年的，年休假10天。", [ANNUAL], "q", False),
    ("已满10年不满20年的，年休假15天。", [ANNUAL], "q", True),
    ("累计工作满10年不满20年，法定年休假10天；在公司连续工作满2年，另加1天福利年假，共11天。", [ANNUAL],
     "我累计工作12年，在公司干了2年，年假有几天？", False),
    ("累计工作满10年不满20年，法定年休假10天；在公司连续工作满2年，另加1天福利年假，共13天。", [ANNUAL],
     "我累计工作12年，在公司干了2年，年假有几天？", True),  # 12年 + 1天 is no count of days
    ("福利年假最多增加5天。", [ANNUAL], "q", False),
    ("福利年假最多增加10天。", [ANNUAL], "q", True),
])
def test_a_mix_up_needs_the_answer_to_name_the_rivals_subject(answer, calls, question, bad):
    assert flagged(answer, calls, question) is bad


@pytest.mark.parametrize("answer,bad", [
    ("已满10年不满20年的年休假10天，加福利年假1天（每满2年加1天），一共11天。", False),
    ("已满10年不满20年的年休假10天，加福利年假1天（每满2年加1天），一共12天。", True),  # the bracket's 1天 is no term
    ("已满10年不满20年的年休假10天（满10年），加福利年假1天，合计11天。", False),
])
def test_a_value_in_brackets_is_not_a_term_of_the_total(answer, bad):
    problems = claim_problems(answer, grounds_for("我累计工作15年，在公司干了2年，年假有几天？", TODAY, [ANNUAL]))
    assert any(p["stated"] in ("11天", "12天") for p in problems) is bad


# -- a value's subject across languages (prompts/glossary.py) ------------------------------------
SHIFTS = search("上夜班每班发放夜班津贴30元；上中班每班发放中班津贴15元。")
OVERTIME = search("工作日延长工作时间的，按本人小时工资的150%支付加班费；休息日加班无法调休的按200%支付；法定节假日加班的，按300%支付加班费。")
TRAVEL = search("普通员工一线城市每人每晚500元；二线城市每人每晚400元。伙食补助每人每天100元，市内交通补助每人每天50元。")
HOTEL_EN = search("Staff hotel caps: Tier 1 cities USD 250 per night; Tier 2 cities USD 180 per night; Tier 3 cities USD 130 per night.")


@pytest.mark.parametrize("answer,calls,bad", [
    ("The night shift allowance is 30元 per shift.", [SHIFTS], False),
    ("The middle shift allowance is 15元 per shift.", [SHIFTS], False),
    ("The middle shift allowance is 30元 per shift.", [SHIFTS], True),
    ("The night shift allowance is 15元 per shift.", [SHIFTS], True),
    ("Evening shifts pay 15元 each.", [SHIFTS], False),
    ("Public holiday overtime is paid at 300%.", [OVERTIME], False),
    ("Public holiday overtime is paid at 3 times the hourly wage.", [OVERTIME], False),
    ("Public holiday overtime is paid at 2 times the hourly wage.", [OVERTIME], True),
    ("Statutory holidays: 200% of the hourly wage.", [OVERTIME], True),
    ("Weekend overtime without time off in lieu is paid at 200%.", [OVERTIME], False),
    ("Weekend overtime without time off in lieu is paid at 300%.", [OVERTIME], True),
    ("A second-tier city allows up to 400元 a night.", [TRAVEL], False),
    ("A second-tier city allows up to 500元 a night.", [TRAVEL], True),
    ("First-tier cities: 500元 a night.", [TRAVEL], False),
    ("The meal allowance is 100元 a day and local transport 50元 a day.", [TRAVEL], False),
    ("The meal allowance is 50元 a day.", [TRAVEL], True),
    ("柏林属于二线城市（Tier 2），普通员工住宿每晚最高USD 180。", [HOTEL_EN], False),
    ("二线城市住宿每晚最高USD 250。", [HOTEL_EN], True),
    ("一线城市每晚USD 250。", [HOTEL_EN], False),
    ("一线城市每晚USD 180。", [HOTEL_EN], True),
    ("夜班津贴每班30元，中班15元。", [SHIFTS], False),
    ("中班津贴每班30元。", [SHIFTS], True),
])
def test_a_values_subject_is_compared_across_languages(answer, calls, bad):
    assert flagged(answer, calls) is bad


@pytest.mark.parametrize("text,zh,en", [
    ("night shift", ["夜班"], []), ("The Night Shift", ["夜班"], []), ("nightshift", [], []),
    ("late", ["迟到"], []), ("latest", [], []), ("夜班津贴", [], ["night shift"]),
    ("法定节假日加班", [], ["public holiday", "overtime"]), ("Tier 2 cities", ["2线城市"], []),
    ("first-tier", ["1线城市"], []), ("2线城市", [], ["second-tier"]), ("managers", ["经理"], []), ("", [], []),
])
def test_the_glossary_reads_whole_terms_only(text, zh, en):
    from prompts.glossary import translations
    assert translations(text) == (zh, en)


@pytest.mark.parametrize("answer,expected", [
    ("Public holiday overtime is paid at 2 times the hourly wage.", "300%"),
    ("Public holiday overtime is paid at 150%.", "300%"),
    ("Weekend overtime is paid at 300%.", "200%"),
    ("Weekend overtime is paid at 150%.", "200%"),
    ("法定节假日加班按200%支付。", "300%"),
    ("法定节假日加班按150%支付。", "300%"),
    ("休息日加班无法调休的按300%支付。", "200%"),
    ("休息日加班无法调休的按150%支付。", "200%"),
    ("工作日延长工作时间的按200%支付。", "150%"),
    ("工作日延长工作时间的按300%支付。", "150%"),
    ("The night shift allowance is 15元 per shift.", "30元"),
    ("The middle shift allowance is 30元 per shift.", "15元"),
    ("上夜班每班发放夜班津贴15元。", "30元"),
    ("上中班每班发放中班津贴30元。", "15元"),
    ("二线城市每人每晚500元。", "400元"),
    ("A second-tier city allows up to 500元 a night.", "400元"),
    ("First-tier cities: 400元 a night.", "500元"),
    ("一线城市每人每晚400元。", "500元"),
    ("The meal allowance is 50元 a day.", "100元"),
    ("市内交通补助每人每天100元。", "50元"),
])
def test_the_feedback_names_the_value_the_answers_words_fit_best(answer, expected):
    problems = claim_problems(answer, grounds_for("问题", TODAY, [OVERTIME, SHIFTS, TRAVEL]))
    assert [p["expected"] for p in problems if p["kind"] == "number"] == [expected]


@pytest.mark.parametrize("answer,bad", [
    ("法定年休假10天，另加4÷2×1=2天福利年假，共12天。", False),
    ("法定年休假10天，另加4÷2×1=2天福利年假，共13天。", True),
    ("婚假3天加10天，加班费50×1.5×4=300元，共13天。", False),  # a result in another unit is no term
    ("产假98天，难产再加15×1=15天，合计113天。", False),
])
def test_a_total_adds_written_out_results_with_their_unit(answer, bad):
    problems = claim_problems(answer, grounds_for("我在公司干了4年，小时工资50元", TODAY, [ANNUAL, LEAVE, OVERTIME]))
    assert any(p["stated"] in ("12天", "13天", "113天") for p in problems) is bad
