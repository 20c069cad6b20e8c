"""Issue 26, third round: the classes heldout2's report part showed (read as tuning data in round
3), each pinned with its own cases beyond the probes. Arithmetic with brackets; a rate is a
clause's, never one step from the person's figures; a threshold the person's figure minus a
clause's is not; English threshold words; the person's rate × count × a clause's rate; a
festival's days off as a count; a duration's rival written in another unit of time."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.grounds import grounds_for
from prompts.quantities import arithmetic
from tools.dates import make_date_tools

TODAY = dt.date(2026, 3, 20)


def run(tool, today=TODAY, **args):
    tools = {t.name: t for t in make_date_tools(today=today)}
    r = tools[tool].run(args)
    return {"tool": tool, "args": args, "ok": r.ok, "observation": r.observation, "data": r.data}


def search(*texts):
    """A search result; a hit is its text, or (heading, text) where the heading names its subject."""
    hits = [(t, "条款") if isinstance(t, str) else (t[1], t[0]) for t in texts]
    return {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
            "data": {"hits": [{"rank": i + 1, "heading": h, "text": t} for i, (t, h) in enumerate(hits)]}}


def flagged(answer, calls, question="问题", today=TODAY):
    return bool(claim_problems(answer, grounds_for(question, today, calls)))


# -- arithmetic with brackets ----------------------------------------------------------------------
@pytest.mark.parametrize("text,computed,holds", [
    ("(100+50)×3=450", 450, True),
    ("（100+50）×3=450", 450, True),
    ("（100＋50）×3＝450", 450, True),
    ("( 100 + 50 ) × 3 = 450", 450, True),
    ("(100+50)×3=500", 450, False),
    ("3×(2+1)=9", 9, True),
    ("3×(2+1)=7", 9, False),
    ("((1+2)×3)=9", 9, True),
    ("(8700-1200)÷21.75≈344.83", 344.83, True),
    ("(10+5)/3=5", 5, True),
    ("(10+5)/3=6", 5, False),
    ("2×(3+4)×5=70", 70, True),
    ("(500+80+100)×2=1360", 1360, True),
    ("(500+80+100)×2=1260", 1360, False),
    ("(12000-2000)×80%=8000", 8000, True),
    ("(12000-2000)×80%=9600", 8000, False),
    ("10-(2+3)=5", 5, True),
    ("10-(2+3)=9", 5, False),
    ("(1+1)×(2+2)=8", 8, True),
    ("100÷(5-5)=3", None, False),
    ("2+3×4=14", 14, True),
    ("(2+3)×4=20", 20, True),
])
def test_arithmetic_reads_brackets(text, computed, holds):
    [a] = arithmetic(text)
    assert a.computed == (None if computed is None else pytest.approx(computed, abs=0.01))
    assert a.holds is holds


@pytest.mark.parametrize("text", ["100+50)×3=450", "(100+50×3=450", "（1+2×3=7"])
def test_a_bracket_the_sum_does_not_close_is_not_read_as_its_own(text):
    assert all(a.shown.count("(") + a.shown.count("（") == a.shown.count(")") + a.shown.count("）")
               for a in arithmetic(text))


TRAVEL = search("普通员工出差，住宿费每人每晚400元。伙食补助每人每天100元，市内交通补助每人每天50元，均按出差天数包干发放。")


@pytest.mark.parametrize("answer,wrong", [
    ("3天补助共(100+50)×3=450元。", False),
    ("补助合计（100+50）×3=450元。", False),
    ("3天补助共(100+50)×3=500元。", True),
    ("3天共(100+80)×3=540元。", True),  # 80 is no value of the clause
    ("住宿加补助：(400+100+50)×3=1650元。", False),
    ("住宿加补助：(400+100+50)×3=1500元。", True),
])
def test_bracketed_sums_are_checked_and_ground_their_result(answer, wrong):
    assert flagged(answer, [TRAVEL], "出差3天补助多少？") is wrong


# -- a rate is a clause's; a threshold is not the person's figure minus a clause's ----------------
OVERTIME = search("加班报酬标准为：工作日延长工作时间的，按本人小时工资的150%支付加班费；休息日加班的，优先安排调休，"
                  "无法调休的按200%支付；法定节假日加班的，按300%支付加班费。")
SICK = search("病假工资按以下标准发放：每年累计病假5天以内的部分，按本人基本工资的100%发放；第6天至第30天的部分，按80%发放；"
              "超过30天的部分，按60%发放。")
TIERS = search("A claim of up to USD 1,000 is approved by the direct manager. A claim above USD 1,000 and up to USD 5,000 "
               "also requires approval by the department head. A claim above USD 5,000 also requires the Finance Controller.")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("工作日加班按2倍工资支付。", [OVERTIME], "小时工资50元，工作日加班4小时给多少？", True),  # 50 × 4 is no 200%
    ("工作日加班按200%支付。", [OVERTIME], "小时工资50元，工作日加班4小时给多少？", True),
    ("工作日加班按150%支付。", [OVERTIME], "小时工资50元，工作日加班4小时给多少？", False),
    ("按1.5倍支付，50×1.5×4=300元。", [OVERTIME], "小时工资50元，工作日加班4小时给多少？", False),
    ("工作日加班按250%支付。", [OVERTIME], "小时工资50元，加班5小时给多少？", True),  # 50 × 5
    ("Weekday overtime is paid at 200%.", [OVERTIME], "My hourly wage is 40 and I worked 5 extra hours.", True),
    ("第6天至第30天的部分按90%发放。", [SICK], "病假第10天工资怎么发？", True),  # 10 + 80 is no 90%
    ("第6天至第30天的部分按70%发放。", [SICK], "病假第10天工资怎么发？", True),  # 80 - 10
    ("超过30天的部分按50%发放。", [SICK], "病假第10天工资怎么发？", True),  # 60 - 10
    ("超过30天的部分按60%发放。", [SICK], "病假第10天工资怎么发？", False),
    ("Claims above USD 2,000 need the department head.", [TIERS], "Who approves a USD 3,000 claim?", True),
    ("Claims above USD 3,000 need the Finance Controller.", [TIERS], "Who approves a USD 3,000 claim?", True),
    ("Claims over USD 4,000 need the Finance Controller.", [TIERS], "Who approves a USD 5,000 claim?", True),
    ("Claims exceeding USD 3,000 need the Finance Controller.", [TIERS], "Who approves a USD 3,000 claim?", True),
    ("Claims below USD 2,000 go to the direct manager.", [TIERS], "Who approves a USD 3,000 claim?", True),
    ("Claims above USD 1,000 and up to USD 5,000 need the department head.", [TIERS], "Who approves a USD 3,000 claim?", False),
    ("A USD 3,000 claim needs the department head.", [TIERS], "Who approves a USD 3,000 claim?", False),
    ("Your USD 3,000 claim is above USD 1,000, so the department head approves it.", [TIERS],
     "Who approves a USD 3,000 claim?", False),
    ("超过4000元的报销须总经理审批。", [search("报销5000元以下的由部门负责人审批；超过5000元的须总经理审批。")], "报销9000元谁批？", True),
    ("超过5000元的报销须总经理审批。", [search("报销5000元以下的由部门负责人审批；超过5000元的须总经理审批。")], "报销9000元谁批？", False),
    ("还剩3天年假。", [search("年休假5天。")], "年假5天，已经休了2天，还剩几天？", False),  # the person's figure ± a clause's still
    ("高于3000元的须经理审批。", [search("2000元以上的须经理审批。")], "报销5000元谁批？", True),
])
def test_rates_and_thresholds_are_never_one_step_from_the_persons_figures(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- the person's rate × their count × a clause's rate, not written out -------------------------
@pytest.mark.parametrize("answer,question,wrong", [
    ("工作日加班按百分之一百五十支付，4小时共300元。", "我小时工资50元，工作日加班4小时给多少？", False),
    ("周末加班无法调休的按200%，4小时共400元。", "我小时工资50元，周末加班4小时给多少？", False),
    ("法定节假日加班按300%，8小时共1200元。", "我小时工资50元，国庆加班8小时给多少？", False),
    ("Public holiday overtime is 300%: 1200元 for 8 hours.", "Hourly wage 50元, 8 hours on a public holiday?", False),
    ("工作日加班4小时共350元。", "我小时工资50元，工作日加班4小时给多少？", True),
    ("工作日加班按150%支付，4小时共400元。", "我小时工资50元，工作日加班4小时给多少？", True),
    ("法定节假日加班按300%，8小时共1000元。", "我小时工资50元，国庆加班8小时给多少？", True),
    ("工作日加班3小时共225元。", "我小时工资50元，工作日加班3小时给多少？", False),
    ("工作日加班3小时共250元。", "我小时工资50元，工作日加班3小时给多少？", True),
    ("周末按200%，加班费一共600元。", "我小时工资40元，周末加班10小时，不能调休，多少钱？", True),  # 150%'s product
    ("周末按200%，加班费一共800元。", "我小时工资40元，周末加班10小时，不能调休，多少钱？", False),
    ("Weekend overtime is 200%, so you get 800元.", "Hourly wage 40元, 10 hours at the weekend, no time off in lieu?", False),
    ("Weekend overtime is 200%, so you get 600元.", "Hourly wage 40元, 10 hours at the weekend, no time off in lieu?", True),
])
def test_the_persons_rate_times_their_count_times_a_clauses_rate(answer, question, wrong):
    assert flagged(answer, [OVERTIME], question) is wrong


# -- a festival's days off as a count --------------------------------------------------------------
NATIONAL_DAY = run("calculate_leave_days", today=dt.date(2026, 9, 14), start_date="2026-09-28", end_date="2026-10-09")
SPRING = run("calculate_leave_days", today=dt.date(2026, 1, 28), start_date="2026-02-10", end_date="2026-02-27")
QINGMING = run("add_workdays", today=dt.date(2026, 4, 1), date="2026-04-01", days=3)


@pytest.mark.parametrize("answer,call,today,wrong", [
    ("共5个工作日，国庆7天不用请假。", NATIONAL_DAY, dt.date(2026, 9, 14), False),
    ("国庆放假7天，共5个工作日。", NATIONAL_DAY, dt.date(2026, 9, 14), False),
    ("The 7-day National Day holiday needs no leave.", NATIONAL_DAY, dt.date(2026, 9, 14), False),
    ("国庆放假8天，共5个工作日。", NATIONAL_DAY, dt.date(2026, 9, 14), True),
    ("国庆6天不用请假。", NATIONAL_DAY, dt.date(2026, 9, 14), True),
    ("共9个工作日，春节放假9天。", SPRING, dt.date(2026, 1, 28), False),
    ("春节假期9天不算。", SPRING, dt.date(2026, 1, 28), False),
    ("春节放假7天。", SPRING, dt.date(2026, 1, 28), True),
    ("春节放假10天。", SPRING, dt.date(2026, 1, 28), True),
    ("清明节放假3天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), False),
    ("清明放3天假，最早4月7日。", QINGMING, dt.date(2026, 4, 1), False),
    ("Qingming gives 3 days off, so the earliest start is 7 April.", QINGMING, dt.date(2026, 4, 1), False),
    ("清明节放假4天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), True),
    ("清明节放假2天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), True),
    # the calendar knows festivals no tool listed this turn
    ("端午节放假3天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), False),
    ("端午节放假5天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), True),
    ("劳动节放假5天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), False),
    ("劳动节放假7天，最早4月7日开始休假。", QINGMING, dt.date(2026, 4, 1), True),
    # no festival named: a count of 7 days is no span's
    ("另外7天不用请假，共5个工作日。", NATIONAL_DAY, dt.date(2026, 9, 14), True),
    ("共7个工作日。", NATIONAL_DAY, dt.date(2026, 9, 14), True),  # never a working-day count
    ("国庆7个工作日不用请假。", NATIONAL_DAY, dt.date(2026, 9, 14), True),
])
def test_a_festivals_days_off_are_a_count(answer, call, today, wrong):
    assert flagged(answer, [call], "请假问题", today) is wrong


# -- a duration's rival in another unit of time ------------------------------------------------------
NURSING = search("有不满1周岁婴儿的女员工，公司在每日工作时间内安排1小时哺乳时间。",
                 "生产车间实行三班倒，每班含30分钟就餐时间。")
BREAKS = search("Shifts longer than six hours include an unpaid 30-minute break. Team members under 18 get a 30-minute break "
                "after 4.5 hours.", "Night porters receive a premium for every hour worked between 23:00 and 06:00.")
NOTICE = search("合同期满前1个月书面通知。", "试用期为6个月，转正后年假每年5天。")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("Nursing time is 30 minutes a day.", [NURSING], True),
    ("哺乳时间每天30分钟。", [NURSING], True),
    ("哺乳时间每天60分钟。", [NURSING], False),
    ("Nursing time is 60 minutes a day.", [NURSING], False),
    ("哺乳时间每天1小时。", [NURSING], False),
    ("每班就餐时间30分钟。", [NURSING], False),
    ("每班就餐时间1小时。", [NURSING], True),
    ("Each shift includes a 1-hour meal break.", [NURSING], True),
    ("每班就餐时间0.5小时。", [NURSING], False),
    ("哺乳时间每天0.5小时。", [NURSING], True),
    ("Shifts over six hours include a 30-minute break.", [BREAKS], False),
    ("Shifts over six hours include a 0.5-hour break.", [BREAKS], False),
    ("Shifts over six hours include a 45-minute break.", [BREAKS], True),
    ("Under-18s get a break after 4.5 hours.", [BREAKS], False),
    ("Under-18s get a break after 270 minutes.", [BREAKS], False),
    ("Under-18s get a break after 6 hours.", [BREAKS], True),
    ("合同期满前1个月书面通知。", [NOTICE], False),
    ("试用期为半年，即6个月。", [NOTICE], False),
    ("试用期为0.5年。", [NOTICE], False),
    ("试用期为1年。", [NOTICE], True),
    ("合同期满前2个月书面通知。", [NOTICE], True),
])
def test_durations_compare_across_units_of_time(answer, calls, wrong):
    assert flagged(answer, calls, "问题") is wrong


# -- a list states its shared words once: the conditions tell its values apart ----------------------
SICK_LIST = search("病假工资按以下标准发放：每年累计病假5天以内的部分，按本人基本工资的100%发放；第6天至第30天的部分，按80%发放；"
                   "超过30天的部分，按60%发放，且不低于当地最低工资标准的80%。")
BONUS = search("年终奖按以下标准发放：考核为A的员工，按本人月工资的3倍发放；考核为B的，按2倍发放；考核为C的，按1倍发放。")
HOUSING = search("住房补贴按职级发放：P1至P3级的员工，每月发放住房补贴800元；P4至P6级的，每月发放1200元；M级以上的，每月发放2000元。")
TENURE = search("工龄津贴：入职满1年不满3年的员工，每月享受津贴100元；满3年不满5年的，每月200元；满5年以上的，每月300元。")


@pytest.mark.parametrize("answer,calls,wrong", [
    ("第6天至第30天的部分按基本工资的80%发放，第10天按80%。", [SICK_LIST], False),
    ("第6天至第30天的部分按基本工资的80%发放。", [SICK_LIST], False),
    ("第6天至第30天的部分按基本工资的100%发放。", [SICK_LIST], True),
    ("超过30天的部分按基本工资的60%发放。", [SICK_LIST], False),
    ("超过30天的部分按基本工资的80%发放。", [SICK_LIST], True),
    ("每年累计病假5天以内的部分按基本工资的100%发放。", [SICK_LIST], False),
    ("每年累计病假5天以内的部分按基本工资的80%发放。", [SICK_LIST], True),
    ("考核为B的员工年终奖按月工资的2倍发放。", [BONUS], False),
    ("考核为B的员工年终奖按月工资的3倍发放。", [BONUS], True),
    ("考核为C的按月工资的1倍发放。", [BONUS], False),
    ("考核为C的按月工资的2倍发放。", [BONUS], True),
    ("考核为A的员工按月工资的3倍发放。", [BONUS], False),
    ("P4至P6级的员工每月发放住房补贴1200元。", [HOUSING], False),
    ("P4至P6级的员工每月发放住房补贴800元。", [HOUSING], True),
    ("M级以上的员工每月住房补贴2000元。", [HOUSING], False),
    ("M级以上的员工每月住房补贴1200元。", [HOUSING], True),
    ("满3年不满5年的员工每月享受津贴200元。", [TENURE], False),
    ("满3年不满5年的员工每月享受津贴100元。", [TENURE], True),
    ("满5年以上的员工每月享受津贴300元。", [TENURE], False),
    ("满5年以上的员工每月享受津贴200元。", [TENURE], True),
    ("入职满1年不满3年的员工每月享受津贴100元。", [TENURE], False),
    ("工作日延长工作时间的，按小时工资的200%支付。", [OVERTIME], True),
    ("休息日加班无法调休的，按小时工资的200%支付。", [OVERTIME], False),
])
def test_a_lists_conditions_tell_its_values_apart(answer, calls, wrong):
    assert flagged(answer, calls) is wrong


# A value stated without a condition is about its own words: a rival's condition word the answer
# shares (经理) does not outweigh them.
FLIGHTS = search(("Air Travel Class for Managers", "Managers may book premium economy on a flight segment scheduled for "
                  "more than 6 hours."),
                 ("经理及以上人员差旅标准", "经理及以上人员城际交通可乘坐高铁一等座或飞机经济舱，总监及以上人员单程飞行超过4小时的可乘坐公务舱。"))


@pytest.mark.parametrize("answer,wrong", [
    ("Managers may book premium economy on a flight segment of more than 6 hours.", False),
    ("Managers (M1–M2) may book premium economy on a flight scheduled for more than 6 hours.", False),
    ("经理可在航段超过6小时的航班上订premium economy。", False),
    ("Managers may book premium economy on a flight segment of more than 4 hours.", True),
    ("Managers may book premium economy on a flight segment of more than 8 hours.", True),
    ("总监及以上人员单程飞行超过4小时的可乘坐公务舱。", False),
    ("总监及以上人员单程飞行超过6小时的可乘坐公务舱。", True),
    ("经理单程飞行超过6小时可订premium economy。", False),
])
def test_a_value_without_a_condition_is_about_its_own_words(answer, wrong):
    assert flagged(answer, [FLIGHTS]) is wrong



# -- a rule that adds a step per unit of something ------------------------------------------------
ANNUAL = search("法定年休假：累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天。在此基础上，员工每连续工作满2年，"
                "另增加1天公司福利年假，福利年假最多增加5天。")
ANNUAL_AT = search("累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天。员工在公司每连续工作满2年，"
                   "另增加1天福利年假。")
NURSE = search("有不满1周岁婴儿的女员工，公司每日安排1小时哺乳时间；生育多胞胎的，每多哺乳1个婴儿每日增加1小时哺乳时间。")
SENIORITY = search("在公司干满一年，每月加 50 元工龄工资，以后每满一年再加 50 元，最高每月 300 元。")
MATERNITY = search("女员工生育享受产假158天；难产的，增加产假15天；生育多胞胎的，每多生育1个婴儿，增加产假15天。")
STARTUP = search("入职第一天就有 10 天带薪年假，每多干满一年加 1 天，最多加到 15 天。")


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("在公司连续工作满4年，另加2天福利年假。", [ANNUAL], "我在公司干了4年，福利年假几天？", False),
    ("在公司满6年，福利年假3天。", [ANNUAL], "我在公司干了6年，福利年假几天？", False),
    ("在公司满6年，福利年假4天。", [ANNUAL], "我在公司干了6年，福利年假几天？", True),
    ("在公司连续工作满4年，另加4天福利年假。", [ANNUAL], "我在公司干了4年，福利年假几天？", True),
    ("法定10天，加福利年假2天，一共12天。", [ANNUAL], "累计工作12年，在公司干了4年，年假几天？", False),
    ("双胞胎每天2小时哺乳时间。", [NURSE], "哺乳时间有多少？", False),
    ("生育多胞胎的，双胞胎每日2小时。", [NURSE], "哺乳时间有多少？", False),
    ("每日有2小时哺乳时间。", [NURSE], "哺乳时间有多少？", True),  # the base's subject: one baby, 1小时
    ("不满1周岁婴儿的女员工每日有2小时哺乳时间。", [NURSE], "哺乳时间有多少？", True),
    ("双胞胎每天4小时哺乳时间。", [NURSE], "哺乳时间有多少？", True),
    ("干了4年，每月工龄工资200元。", [SENIORITY], "我干了4年，工龄工资每月多少？", False),
    ("干了4年，每月工龄工资250元。", [SENIORITY], "我干了4年，工龄工资每月多少？", True),
    ("干了3年，每月工龄工资150元。", [SENIORITY], "我干了3年，工龄工资每月多少？", False),
    ("干了3年，每月工龄工资200元。", [SENIORITY], "我干了3年，工龄工资每月多少？", True),
    ("生双胞胎的，产假再加15天，共173天。", [MATERNITY], "双胞胎产假多少天？", False),
    ("生育多胞胎的，双胞胎产假173天。", [MATERNITY], "双胞胎产假多少天？", False),
    ("难产的增加产假30天。", [MATERNITY], "难产再加多少？", True),  # 15 + 15 is no rule for 难产
    ("难产的增加产假15天。", [MATERNITY], "难产再加多少？", False),
    ("干满3年，年假13天。", [STARTUP], "我干了3年，年假几天？", False),
    ("干满3年，年假14天。", [STARTUP], "我干了3年，年假几天？", True),
    ("干满5年，年假15天。", [STARTUP], "我干了5年，年假几天？", False),
    ("每日加班最多不超过4小时。", [search("每日加班一般不超过1小时，特殊原因每日不超过3小时。")], "每天最多加班几小时？", True),
    # several figures: the one whose words are the rule's (在公司 …), not 累计工作15年 (5 + 7 = 12)
    ("年假一共12天。", [ANNUAL_AT], "我累计工作15年，在公司干了2年，年假几天？", True),
    ("福利年假1天。", [ANNUAL_AT], "我累计工作15年，在公司干了2年，年假几天？", False),
    ("福利年假7天。", [ANNUAL_AT], "我累计工作15年，在公司干了2年，年假几天？", True),
])
def test_a_step_rule_grounds_what_the_persons_figures_earn(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong


# -- the question's handbook terms pick the clause when the answer's words do not ----------------------
STAFF = search(("第七章 差旅 > 第三十一条 普通员工差旅标准",
                "普通员工（P1—P5级）因公出差：二线城市每人每晚400元。伙食补助每人每天100元，市内交通补助每人每天50元。"),
               ("第七章 差旅 > 第三十二条 经理及以上人员差旅标准",
                "经理及以上人员（M1级及以上）因公出差：二线城市每人每晚600元。伙食补助每人每天150元，市内交通补助每人每天80元。"))
SHIFTS = search(("津贴 > 夜班津贴", "上夜班的员工，每班另发津贴30元。"), ("津贴 > 中班津贴", "上中班的员工，每班另发津贴15元。"))
LEAVES = search(("假期 > 婚假", "员工依法登记结婚的，享受13天。"), ("假期 > 丧假", "直系亲属去世的，享受3天。"))


@pytest.mark.parametrize("answer,calls,question,wrong", [
    ("伙食补助每天150元。", [STAFF], "普通员工去成都出差3天，补助标准？", True),
    ("伙食补助每天100元。", [STAFF], "普通员工去成都出差3天，补助标准？", False),
    ("伙食补助每天100元。", [STAFF], "经理去成都出差，补助标准？", True),
    ("伙食补助每天150元。", [STAFF], "经理去成都出差，补助标准？", False),
    ("The meal allowance is 150元 a day.", [STAFF], "Meal allowance for an ordinary employee?", True),
    ("The meal allowance is 100元 a day.", [STAFF], "Meal allowance for an ordinary employee?", False),
    ("The meal allowance is 100元 a day.", [STAFF], "Meal allowance for a manager?", True),
    ("市内交通每天80元。", [STAFF], "普通员工出差交通补助多少？", True),
    ("市内交通每天50元。", [STAFF], "普通员工出差交通补助多少？", False),
    ("住宿每晚600元。", [STAFF], "普通员工去成都住宿标准？", True),
    ("住宿每晚400元。", [STAFF], "普通员工去成都住宿标准？", False),
    ("经理住宿每晚600元。", [STAFF], "普通员工去成都住宿标准？", False),  # the answer names its own subject
    ("伙食补助每天150元。", [STAFF], "出差补助标准是多少？", False),  # no term: nothing to pick by
    ("伙食补助每天150元。", [STAFF], "普通员工和经理出差补助各多少？", False),  # both named
    ("每班津贴30元。", [SHIFTS], "上中班有多少津贴？", True),
    ("每班津贴15元。", [SHIFTS], "上中班有多少津贴？", False),
    ("Each shift pays 15元.", [SHIFTS], "What is the night shift allowance?", True),
    ("Each shift pays 30元.", [SHIFTS], "What is the night shift allowance?", False),
    ("可以休13天。", [LEAVES], "丧假几天？", True),
    ("可以休3天。", [LEAVES], "丧假几天？", False),
    ("可以休13天。", [LEAVES], "How long is marriage leave?", False),
    ("可以休3天。", [LEAVES], "How long is marriage leave?", True),
    # inside one clause a term the question names is the clause's topic: no pick
    ("第6天至第30天的部分按80%发放。", [SICK_LIST], "病假第10天工资怎么发？", False),
])
def test_the_questions_terms_pick_the_clause(answer, calls, question, wrong):
    assert flagged(answer, calls, question) is wrong
