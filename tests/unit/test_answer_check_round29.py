"""Round 29 of the answer check (issue 26): the classes heldout28's failures showed, each pinned with cases
written fresh for this file (other dates, amounts and phrasings than heldout28's answers).

- a Chinese list of days written after its month once (11月3、5、10日) is read as those dates, each checked on the
  calendar; a count of sessions right before such a list (一共8次：11月3、5…日) is its length;
- a total stated first and worked out after it (加班费合计1,668.75元。…＝168.75元，…＝600元，…＝900元), or followed
  by its terms after a dash (RMB 1,668.75 in total — 168.75 …, 600 … and 900 …), is their sum;
- a percentage a clause states both as a service band's value and as a floor outside any band (病假工资按工龄60%–100%，
  不低于最低工资的80%) is not decided by the person's service;
- 剩下3天 / 其余3天 / the remaining 3 days is no count of the range before it;
- 最后一个工作日 is a month's (or a quarter's, a year's) only where the question names one (试用期最后一个工作日 is not).
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 10, 20)


@pytest.mark.parametrize("text,days", [
    ("11月3、5、10日", [3, 5, 10]), ("12月1、8、15、22号", [1, 8, 15, 22]), ("5月6、7日", [6, 7]),
    ("3月2、9、16、23、30日", [2, 9, 16, 23, 30]),
])
def test_days_listed_after_their_month_once_are_dates(text, days):
    month = int(text.split("月")[0])
    assert sorted({(m.date.month, m.date.day) for m in date_mentions(claim_text(text), TODAY)}) == [(month, d) for d in days]


SESSIONS_Q = "12月每周二和周五各上一次课，整个12月一共几次课？"


@pytest.mark.parametrize("answer,wrong", [
    ("一共9次：12月1、4、8、11、15、18、22、25、29日。", False),
    ("共9次：12月1、4、8、11、15、18、22、25、29日；最后一次是12月29日（周二）。", False),
    ("一共9次：12月1、4、8、11、15、18、22、25、28日。", True),  # 28 December is a Monday
    ("一共8次：12月1、4、8、11、15、18、22、25、29日。", True),
    ("除12月25日外，1、4、8、11、15、18、22、29日照常，共9次。", True),  # the list it names is eight
])
def test_a_count_of_sessions_is_the_length_of_the_list_right_after_it(answer, wrong):
    today = dt.date(2026, 11, 20)
    calls = [run("get_current_date", today), run("calculate_leave_days", today, start_date="2026-12-01", end_date="2026-12-31")]
    assert flagged(answer, calls, SESSIONS_Q, today) is wrong


OVERTIME_RULE = "加班工资以月工资为基数，日工资按月工资÷21.75计算，小时工资按日工资÷8计算：工作日延时150%，休息日200%，法定节假日300%。"
OVERTIME_Q = "我月工资8700元，工作日加班2小时，周六加班8小时，国庆加班8小时，加班费一共多少？"


@pytest.mark.parametrize("answer,wrong", [
    ("加班费合计2,150元。小时工资＝8700÷21.75÷8＝50元；工作日2小时×50×150%＝150元，周六8小时×50×200%＝800元，国庆8小时×50×300%＝1,200元。",
     False),
    ("About RMB 2,150 in total — 150 for the weekday, 800 for the Saturday and 1,200 for the holiday.", False),
    ("加班费合计2,350元。小时工资＝8700÷21.75÷8＝50元；工作日2小时×50×150%＝150元，周六8小时×50×200%＝800元，国庆8小时×50×300%＝1,200元。",
     True),
    ("About RMB 2,250 in total — 150 for the weekday, 800 for the Saturday and 1,200 for the holiday.", True),
])
def test_a_total_stated_before_its_terms_is_their_sum(answer, wrong):
    assert flagged(answer, [search(OVERTIME_RULE)], OVERTIME_Q, TODAY) is wrong


SICK_RULE = ("病假工资按连续工龄计发：不满2年60%，满2年不满4年70%，满4年不满6年80%，满6年不满8年90%，满8年及以上100%；"
             "病假工资不低于当地最低工资标准2,200元的80%。")


@pytest.mark.parametrize("answer,wrong", [
    ("1,760元：按60%只有1,500元，低于最低工资标准2,200元的80%（1,760元），按保底发。", False),
    ("¥1,760: 60% is only ¥1,500, below the floor of 80% of ¥2,200.", False),
    ("1,860元：按60%只有1,500元，低于最低工资标准2,200元的80%（1,860元），按保底发。", True),
    ("1,750元：工龄不满2年按70%，2,500×70%＝1,750元。", True),  # another band's rate
])
def test_a_floors_percentage_is_not_decided_by_the_persons_service_band(answer, wrong):
    question = "我入职1年，月工资2,500元，上个月整月病假，病假工资多少？"
    assert flagged(answer, [search(SICK_RULE)], question, TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("从11月2日休到11月6日，共5个工作日，剩下2天作废。", False),
    ("11月2日至6日共5个工作日，其余2天不能结转。", False),
    ("Nov 2–6 is 5 working days; the remaining 2 days lapse.", False),
    ("从11月2日休到11月6日，共6个工作日，剩下1天作废。", True),
])
def test_the_days_left_over_are_no_count_of_the_range_before_them(answer, wrong):
    calls = [run("calculate_leave_days", dt.date(2026, 10, 20), start_date="2026-11-02", end_date="2026-11-06")]
    assert flagged(answer, calls, "育儿假还有7天，只能在11月2日到6日休，能休几天？剩下的呢？", TODAY) is wrong


@pytest.mark.parametrize("question,answer,wrong", [
    ("试用期到12月6日为止，试用期的最后一个工作日是哪天？", "最后一个工作日：12月4日（星期五）。", False),
    ("试用期到12月6日为止，试用期的最后一个工作日是哪天？", "最后一个工作日：12月5日（星期五）。", True),  # 5 December is a Saturday
    ("12月最后一个工作日是哪天？", "最后一个工作日：12月30日（星期三）。", True),  # December's last is the 31st
    ("今年最后一个工作日是哪天？", "最后一个工作日是12月30日（周三）。", True),
    ("每季度第10个工作日交计划，第四季度是哪天？", "第10个工作日是10月16日（周五）。", True),  # Q4's 10th is 20 October
])
def test_the_last_working_day_is_a_months_only_where_the_question_names_a_period(question, answer, wrong):
    assert flagged(answer, [], question, TODAY) is wrong
