"""Issue 26 round 2, classes found on heldout2's tune part after its first figures: times of day
as quantities; a day of the month written without its month (19日, 15号); a count of one day its
sentence named just before; a range written in the answer (10:00至16:00) lists both values;
a month's end or start (3月底, 7月初) and 下一年 as dates; 每天发 30 元 as a rate per day."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.claims import claim_text
from prompts.grounds import grounds_for
from prompts.quantities import quantities
from tools.dates import make_date_tools

TODAY = dt.date(2026, 3, 20)
HOURS = {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
         "data": {"hits": [{"rank": 1, "heading": "第七条 职能人员工作时间", "text":
                            "正常工作时间为9:00至18:00，其中12:00至13:00为午休时间。职能人员可实行弹性上班：最早8:30、最晚9:30到岗。"
                            "每日10:00至16:00为核心工作时间。"}]}}


def run(tool, today=TODAY, **args):
    tools = {t.name: t for t in make_date_tools(today=today)}
    r = tools[tool].run(args)
    return {"tool": tool, "args": args, "ok": r.ok, "observation": r.observation, "data": r.data}


def flagged(answer, calls, today=TODAY):
    return bool(claim_problems(answer, grounds_for("问题", today, calls)))


@pytest.mark.parametrize("text,minutes", [
    ("9:30", [570]), ("18:00", [1080]), ("09:00", [540]), ("0:00", [0]), ("24:00", [1440]),
    ("上午10点", [600]), ("下午4点", [960]), ("下午4点半", [990]), ("晚上8点", [1200]), ("早上8点30分", [510]),
    ("中午12点", [720]), ("10点前到岗", [600]), ("6点下班", [360]), ("9点至18点", [540, 1080]),
    ("注意以下3点", []), ("第3点", []), ("1:1", []), ("25:00", []), ("9:75", []), ("3点", []),
    ("9:00至18:00", [540, 1080]),
])
def test_a_time_of_day_is_read_in_minutes(text, minutes):
    assert [q.value for q in quantities(claim_text(text)) if q.unit == "clock"] == minutes


@pytest.mark.parametrize("answer,bad", [
    ("弹性上班最晚9:30到岗。", False),
    ("弹性上班最晚10:00到岗。", True),  # 10:00 is the core hours' start
    ("弹性上班最早8:30到岗。", False),
    ("弹性上班最早8:00到岗。", True),
    ("核心工作时间是10:00至16:00。", False),
    ("核心工作时间是10:00至17:00。", True),
    ("核心工作时间是上午10点到下午4点。", False),
    ("核心工作时间是上午10点到下午5点。", True),
    ("正常工作时间为9:00至18:00，午休12:00至13:00。", False),
    ("午休时间是12:00至14:00。", True),
    ("正常上班时间是上午9点，下午6点下班。", False),
    ("正常上班时间是上午9点半。", True),
    ("Core hours are 10:00 to 16:00.", False),
    ("Core hours are 10:00 to 15:00.", True),
    ("最晚9:30到岗，最早8:30。", False),
])
def test_a_time_of_day_is_checked_like_any_quantity(answer, bad):
    assert flagged(answer, [HOURS]) is bad


COUNT = run("calculate_leave_days", today=dt.date(2026, 6, 1), start_date="2026-06-15", end_date="2026-06-26")  # 9, 端午 19-21
BACK = run("add_workdays", today=dt.date(2025, 12, 22), date="2026-01-05", days=-2)  # 1月4日 a make-up Sunday


@pytest.mark.parametrize("answer,calls,today,bad", [
    ("用9天年假就够了，19日（周五）是端午节。", [COUNT], dt.date(2026, 6, 1), False),
    ("用9天年假，22日正常上班。", [COUNT], dt.date(2026, 6, 1), False),
    ("15日到26日共9个工作日。", [COUNT], dt.date(2026, 6, 1), False),
    ("用9天年假，28日回来上班。", [COUNT], dt.date(2026, 6, 1), True),  # no date held is a 28th
    ("每月10日发工资。", [HOURS], TODAY, True),  # no source says 10日
    ("每月20日发工资。", [HOURS], TODAY, True),  # today is the 20th, but only a date tool's days count
    ("1月4日（周日）调休上班，算1个工作日，所以最晚12月31日提交。", [BACK], dt.date(2025, 12, 22), False),
    ("1月4日（周日）调休上班，算3个工作日。", [BACK], dt.date(2025, 12, 22), True),
    ("1月3日（周六）放假，算0个工作日。", [BACK], dt.date(2025, 12, 22), False),
    ("1月3日（周六）放假，算1个工作日。", [BACK], dt.date(2025, 12, 22), True),
    ("12月31日（周三）是工作日，算1个工作日。", [BACK], dt.date(2025, 12, 22), False),
    ("最晚12月31日（周三）提交。1月4日调休，共1个工作日。", [BACK], dt.date(2025, 12, 22), False),
])
def test_a_day_written_without_its_month_and_the_count_of_a_named_day(answer, calls, today, bad):
    assert flagged(answer, calls, today) is bad


SHIGUANG = {"tool": "search_knowledge_base", "args": {"query": "q"}, "ok": True, "observation": "（任意措辞）",
            "data": {"hits": [{"rank": 1, "heading": "手册", "text":
                               "核心时间是 10:30–17:00。周三下午 4 点是全员周会。年假当年没休完的，可以带到下一年 3 月底。"
                               "工资每月 15 号发上个月的。每月 25 号前提交的报销，当月随工资打给你。每天发 30 元午餐补贴。"
                               "晚上 9 点以后下班，打车回家可以报销。"}]}}


@pytest.mark.parametrize("text,date,has_year", [
    ("3月底", dt.date(2026, 3, 31), False), ("2月底", dt.date(2026, 2, 28), False), ("12月末", dt.date(2025, 12, 31), False),
    ("7月初", dt.date(2026, 7, 1), False), ("明年3月底", dt.date(2027, 3, 31), True), ("下一年 3 月底", dt.date(2027, 3, 31), True),
    ("2026年6月底", dt.date(2026, 6, 30), True), ("去年12月底", dt.date(2025, 12, 31), True), ("下一年3月1日", dt.date(2027, 3, 1), True),
    ("上一年12月31日", dt.date(2025, 12, 31), True), ("2028年2月底", dt.date(2028, 2, 29), True),
])
def test_a_months_end_or_start_is_a_date(text, date, has_year):
    from prompts.claims import date_mentions
    found = date_mentions(claim_text(text), TODAY)
    assert [(m.date, m.has_year) for m in found] == [(date, has_year)]


@pytest.mark.parametrize("text", ["每月底", "3月下旬", "13月底", "满1年3月底", "月底前", "3个月底薪"])
def test_no_date_where_no_month_end_is_named(text):
    from prompts.claims import date_mentions
    assert date_mentions(claim_text(text), TODAY) == []


@pytest.mark.parametrize("answer,bad", [
    ("没休完的年假可以带到下一年3月底。", False),
    ("没休完的年假可以带到下一年6月底。", True),
    ("年假可以带到明年3月底。", False),
    ("年假最晚明年4月底前休完。", True),
    ("工资每月15号发。", False),
    ("工资每月10号发。", True),
    ("每月25号前提交的报销当月到账。", False),
    ("每月20号前提交的报销当月到账。", True),
    ("工资15号发，报销25号前交。", False),
    ("核心时间上午10点半到下午5点；周三下午4点全员周会。", False),
    ("周三下午3点是全员周会。", True),
    ("晚上9点以后下班可以报销打车。", False),
    ("晚上10点以后下班才能报销打车。", True),
    ("The lunch allowance is 30元 a day.", False),
    ("The lunch allowance is 30元 a week.", True),
    ("每天30元午餐补贴。", False),
    ("每月30元午餐补贴。", True),
    ("住3号楼的同事也一样，15号发工资。", False),  # 3号楼 is a building, no day of the month
])
def test_an_informal_handbooks_days_times_and_rates(answer, bad):
    assert flagged(answer, [SHIGUANG]) is bad
