"""Round 33 of the answer check (issue 26): the classes heldout32's failures showed, each pinned with cases
written fresh for this file (other dates, amounts and phrasings than heldout32's answers).

- a period counted from the day the question names (两周后 from Monday 16 November), not from today; 明天 / from
  tomorrow stays a way of counting;
- a rate said of a day off takes that day's kind (1 October: a statutory holiday; 4 October: a rest day) as its words;
- a table's total row adds its column's bare figures (| Night shifts | 8 × 60 | 480 |);
- a pool divided by points is no pay divided by another number of days;
- a sum whose terms carry labels and notes in brackets before its = (年假10天＋福利假5天（封顶）＝15天);
- minutes between two times of day the answer and the question state (10:30 against 11:00: 30分钟), not a rule's 超过30分钟;
- "the count starts on" explains; a break's working days may be the days of leave the question names;
- except / 除了 before a day says the sentence's status is not that day's;
- "a year ago" is one year of service, and a clause heading's service bracket is its values' condition (4.3.1 Less
  than 2 years / 60%; at least 2 years but less than 4 years: 70%).
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.arithmetic import arithmetic
from prompts.claims import claim_text
from tests.support.check_calls import flagged, run, search


@pytest.mark.parametrize("answer,wrong", [
    ("两周后是11月30日（周一）；10个工作日后是11月30日（周一）。", False),
    ("Two weeks from Monday 16 Nov is Mon 30 Nov; the 10th working day after it is also Mon 30 Nov.", False),
    ("两周后是12月1日（周二）。", True),
])
def test_a_period_is_counted_from_the_day_the_question_names(answer, wrong):
    today = dt.date(2026, 11, 13)
    calls = [run("add_workdays", today, date="2026-11-16", days=10)]
    question = "下周一（11月16日）布置的任务，'两周后'交是哪天？'10个工作日后'交（不算周一）又是哪天？"
    assert flagged(answer, calls, question, today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Receipts by Fri 26 June (day 10 counted from tomorrow).", False),
    ("Receipts by Sat 27 June.", True),  # 10 calendar days from tomorrow (17 June) end on 26 June
])
def test_from_tomorrow_is_a_way_of_counting_not_a_day_to_count_from(answer, wrong):
    today = dt.date(2026, 6, 16)
    calls = [run("calculate_leave_days", today, start_date="2026-06-17", end_date="2026-06-26")]
    question = "Receipts must reach finance within 10 calendar days counted from tomorrow. What's the last day?"
    assert flagged(answer, calls, question, today) is wrong


OVERTIME = ("第十五条 加班工资：工作日延长工作时间按小时工资的150%支付；休息日加班又不能安排补休的，按200%支付；"
            "法定节假日加班按300%支付。小时工资＝月基本工资÷21.75÷8。")
OVERTIME_Q = "月基本工资8,700元，10月2日和10月4日各加班8小时，都没有补休，加班费多少？"


@pytest.mark.parametrize("answer,wrong", [
    ("小时工资50元。10月2日8小时 × 50 × 300% = 1200元；10月4日8小时 × 50 × 200% = 800元；共2000元。", False),
    ("Hourly 50 yuan. Oct 2: 8 × 50 × 300% = 1,200 yuan; Oct 4: 8 × 50 × 200% = 800 yuan; 2,000 yuan in total.", False),
    ("小时工资50元。10月2日8小时 × 50 × 200% = 800元；10月4日8小时 × 50 × 200% = 800元；共1600元。", True),  # 2 Oct is statutory
])
def test_a_rate_on_a_day_off_takes_that_days_kind(answer, wrong):
    today = dt.date(2026, 10, 9)
    assert flagged(answer, [search(OVERTIME)], OVERTIME_Q, today) is wrong


SHIFTS = "第二十一条 倒班津贴：白班不发；中班每班30元；夜班每班60元。持门机操作证的，每月另发证书津贴500元。"


@pytest.mark.parametrize("answer,wrong", [
    ("| 项目 | 计算 | 金额 |\n|---|---|---|\n| 中班 | 10 × 30 | 300 |\n| 夜班 | 6 × 60 | 360 |\n| 证书 | — | 500 |\n"
     "| 合计 | | 1160元 |", False),
    ("| 项目 | 计算 | 金额 |\n|---|---|---|\n| 中班 | 10 × 30 | 300 |\n| 夜班 | 6 × 60 | 360 |\n| 证书 | — | 500 |\n"
     "| 合计 | | 1260元 |", True),
])
def test_a_table_total_adds_its_columns_bare_figures(answer, wrong):
    question = "持门机证，这个月上了10个中班、6个夜班，津贴一共多少？"
    assert flagged(answer, [search(SHIFTS)], question, dt.date(2026, 6, 15)) is wrong


POOL = ("第九条 服务费分成：当月服务费按部门积分分配，每分分值＝服务费总额÷部门积分总和。"
        "日工资按月工资÷21.75计算。主管12分，领班8分，员工5分。")


@pytest.mark.parametrize("answer,wrong", [
    ("每分 = 48000 ÷ 320 = 150元；领班8分，8 × 150 = 1200元。", False),
    ("每分 = 48000 ÷ 320 = 160元；领班8分，8 × 160 = 1280元。", True),
])
def test_a_pool_divided_by_points_is_no_pay_per_day(answer, wrong):
    question = "这个月部门服务费48,000元，积分总和320分，我是领班，分多少？"
    assert flagged(answer, [search(POOL)], question, dt.date(2026, 6, 15)) is wrong


@pytest.mark.parametrize("text,results", [
    ("年假10天＋福利假5天（封顶）＝15天", [15.0]),
    ("10天＋3天（按司龄）＝13天", [13.0]),
    ("5天（婚假）＋3天（晚婚）＝8天", [8.0]),
    ("10天＋5天（封顶）＝16天", []),  # a wrong sum read with its notes aside is not taken as one that holds
])
def test_a_sum_with_labels_and_notes_before_its_result(text, results):
    assert [a.stated for a in arithmetic(claim_text(text)) if a.holds] == results


CORE = "第八条 核心工作时间为10:30至16:00，晚于10:30到岗为迟到；迟到超过60分钟按事假半天处理。"
LATE_Q = "今天11:15才到公司，算迟到吗？会不会按事假半天处理？"


@pytest.mark.parametrize("answer,wrong", [
    ("算迟到，晚了45分钟，没有超过60分钟，不按事假半天处理。", False),
    ("Yes, you're 45 minutes late; that's under 60 minutes, so it isn't half a day's leave.", False),
    ("算迟到，晚了35分钟，不按事假半天处理。", True),
    ("算迟到，而且迟到超过30分钟按事假半天处理。", True),  # the rule says over 60 minutes
])
def test_minutes_between_two_times_of_day_but_no_rule_of_them(answer, wrong):
    assert flagged(answer, [search(CORE)], LATE_Q, dt.date(2026, 6, 15)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("The 3rd working day of January 2027 is Wed 6 Jan: New Year's Day is off, so the count starts on Mon 4 Jan. "
     "The 2027 schedule is an estimate.", False),
    ("The 3rd working day of January 2027 is Thu 7 Jan; the count starts on Mon 4 Jan. The 2027 schedule is an estimate.", True),
])
def test_the_count_starts_on_explains(answer, wrong):
    today = dt.date(2026, 12, 10)
    calls = [run("add_workdays", today, date="2026-12-31", days=3)]
    assert flagged(answer, calls, "2027年1月的第3个工作日是哪天？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("请6月18日一天年假，连上端午（6月19日至21日），6月18日至21日连休4天，22日（周一）上班。", False),
    ("请6月18日一天年假，6月17日至21日连休5天，22日（周一）上班。", True),  # 17 June is a working day and no leave
])
def test_a_break_may_hold_the_leave_the_question_names(answer, wrong):
    today = dt.date(2026, 6, 1)
    calls = [run("calculate_leave_days", today, start_date="2026-06-18", end_date="2026-06-21")]
    assert flagged(answer, calls, "我6月18日请一天年假，连上端午能连休几天？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Of the September Fridays, all except 25 Sep are working days.", False),
    ("除了9月25日和10月2日，其他都是工作日。", False),
    ("All the Fridays except 18 Sep are working days.", True),  # 18 Sep works
    ("除了9月18日都是工作日。", True),
])
def test_except_says_the_day_is_not_what_the_others_are(answer, wrong):
    today = dt.date(2026, 9, 1)
    calls = [run("calculate_leave_days", today, start_date="2026-09-18", end_date="2026-10-09")]
    assert flagged(answer, calls, "9月18日到10月9日之间的每个周五，哪些是工作日？", today) is wrong


SICK_BANDS = [{"rank": 1, "heading": "Employee Handbook > 5 Leave > 5.2 > 5.2.1 Less than 2 years", "text": "55%."},
              {"rank": 2, "heading": "Employee Handbook > 5 Leave > 5.2 > 5.2.2", "text": "5.2.2 At least 2 years but less than 5 years: 75%."},
              {"rank": 3, "heading": "Employee Handbook > 5 Leave > 5.2 > 5.2.3", "text": "5.2.3 Sick pay is never lower than 80% of the "
               "local minimum wage (RMB 2,100), that is RMB 1,680."}]


@pytest.mark.parametrize("answer,wrong", [
    ("55% of 4,000 = RMB 2,200, above the floor of RMB 1,680, so you get RMB 2,200.", False),
    ("按55%：4000 × 55% = 2200元，高于保底1680元。", False),
    ("75% of 4,000 = RMB 3,000.", True),  # a year of service is in the first band
])
def test_a_year_ago_is_a_year_of_service_and_a_headings_bracket_is_a_condition(answer, wrong):
    calls = [{"tool": "search_knowledge_base", "args": {"query": "sick pay"}, "ok": True, "observation": "（任意措辞）",
              "data": {"hits": SICK_BANDS}}]
    question = "I joined a year ago; my monthly base is RMB 4,000 and I was on sick leave all last month. What is my sick pay?"
    assert flagged(answer, calls, question, dt.date(2026, 6, 15)) is wrong
