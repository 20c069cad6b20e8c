"""Round 32 of the answer check (issue 26): the classes heldout31's failures showed, each pinned with cases
written fresh for this file (other dates, amounts and phrasings than heldout31's answers).

- a spaced dash before words (Thu 24 Sep – it ends before …) or back to an earlier day sets off an aside;
- 连休 / 能连休几天 asks for the days off in a row, not the days of leave; a break (连休) over a range may hold the
  person's leave days, and a count after the range (5日到14日连休10天) is the range's;
- a working-day total of three or more ranges the tools counted apart, equal counts included (0 + 3 + 5 + 5 + 5);
- weekly sessions (每周四 stand-ups) counted on the calendar's working days in a range the tools counted;
- 23:59 is the end of a deadline's day;
- a product that leaves out a factor the answer stated just before (小时工资25元；10小时×1.5倍 = 375元);
- a total of worked results written with a currency sign before them (= ¥900), of a table's column, or of the
  amounts before it less the rates among them (每晚600元，3晚1800元 … 合计2280元);
- a table header's period in brackets (餐费补贴（每天）) stays with cells that carry their own unit (¥120);
- a clause's 其 (its) names the sentence before's subject (最低工资标准为2490元，其80%为1992元);
- a day of the month with its weekday (12日（周一）) after an earlier date is a date.
"""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import date_mentions
from tests.support.check_calls import flagged, run, search


@pytest.mark.parametrize("answer,wrong", [
    ("Mon 28, Tue 29 and Wed 30 Sep 2026 – it ends just before the 国庆 holiday on Thu 1 Oct.", False),
    ("Mon 28 – Wed 30 Sep 2026 – it ends just before the National Day holiday on Thu 1 Oct.", False),
    ("Mon 28, Tue 29 and Wed 30 Sep 2026 – it ends just before the 国庆 holiday on Wed 30 Sep.", True),  # 30 Sep works
])
def test_a_spaced_dash_before_words_sets_off_an_aside(answer, wrong):
    today = dt.date(2026, 9, 14)
    calls = [run("add_workdays", today, date="2026-09-25", days=1), run("add_workdays", today, date="2026-09-25", days=3)]
    assert flagged(answer, calls, "A 3-day course on consecutive working days from the Monday after 25 Sep: which days?", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Thu Oct 22, 2026 – Oct 1–7 is 国庆 and Sat Oct 10 is a make-up working day, so the 12th working day is the 22nd.", False),
    ("Thu Oct 22, 2026 – Oct 1–8 is 国庆, so the 12th working day is the 22nd.", True),  # 8 October is a working day
])
def test_a_dash_back_to_an_earlier_day_joins_no_range(answer, wrong):
    today = dt.date(2026, 9, 28)
    calls = [run("add_workdays", today, date="2026-09-30", days=12)]
    assert flagged(answer, calls, "10月的第12个工作日是哪天？", today) is wrong


BREAK_CALLS = [run("calculate_leave_days", dt.date(2026, 4, 20), start_date="2026-05-06", end_date="2026-05-08"),
               run("calculate_leave_days", dt.date(2026, 4, 20), start_date="2026-05-01", end_date="2026-05-10")]


@pytest.mark.parametrize("answer,wrong", [
    ("能连休8天。", False),  # 1–5 May off, leave 6–8 May; Saturday 9 May is a make-up working day
    ("能连休8天（5月1日至8日）。", False),
    ("5月1日到8日连休8天，9日（周六调休）上班。", False),
    ("8 days off in a row, 1–8 May.", False),
    ("能连休9天。", True),
    ("5月1日到8日连休7天，9日（周六）上班。", True),  # 1–8 May is eight days
    ("5月1日到10日连休10天，11日（周一）上班。", True),  # 9 May is a working day and no leave
])
def test_a_break_is_counted_in_days_off_in_a_row_and_may_hold_leave(answer, wrong):
    question = "劳动节后接着请3天年假（5月6日到8日），能连休几天？哪天上班？"
    assert flagged(answer, BREAK_CALLS, question, dt.date(2026, 4, 20)) is wrong


WEEK_CALLS = [run("calculate_leave_days", dt.date(2026, 9, 20), start_date=a, end_date=b)
              for a, b in (("2026-10-01", "2026-10-04"), ("2026-10-05", "2026-10-11"), ("2026-10-12", "2026-10-18"),
                           ("2026-10-19", "2026-10-25"))]


@pytest.mark.parametrize("answer,wrong", [
    ("0、3、5、5 — 13 working days from 1 to 25 October.", False),
    ("各周分别是0、3、5、5个工作日，合计13个工作日。", False),
    ("各周分别是0、3、5、5个工作日，合计14个工作日。", True),
])
def test_a_total_of_ranges_counted_apart_adds_equal_counts_too(answer, wrong):
    assert flagged(answer, WEEK_CALLS, "10月1日到25日按周分，每周几个工作日？一共几个？", dt.date(2026, 9, 20)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("七次。", False),  # eight Tuesdays from 1 Sep to 20 Oct; 6 Oct is in the National Day holiday
    ("7 times: every Tuesday but 6 October, a holiday.", False),
    ("共7次课。", False),
    ("九次。", True),
    ("6 times.", True),
])
def test_weekly_sessions_are_counted_on_working_days(answer, wrong):
    today = dt.date(2026, 8, 20)
    calls = [run("calculate_leave_days", today, start_date="2026-09-01", end_date="2026-10-20")]
    assert flagged(answer, calls, "每周二的培训从9月1日到10月20日，遇节假日取消，一共几次？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("11月20日（周五）23:59前提交即可。", False),
    ("Submit by 23:59 on Fri 20 Nov.", False),
    ("11月20日（周五）17:30前提交即可。", True),  # no source names a 17:30 cut-off
])
def test_the_last_minute_of_a_deadline_day_needs_no_source(answer, wrong):
    today = dt.date(2026, 11, 13)
    calls = [run("add_workdays", today, date="2026-11-13", days=5)]
    assert flagged(answer, calls, "今天收到材料，5个工作日内交，最晚什么时候？", today) is wrong


OVERTIME = "加班工资以月基本工资÷21.75÷8为小时工资基数：工作日加班按150%、休息日按200%、法定节假日按300%支付。"
OVERTIME_Q = "月基本工资5220元，这个月工作日加班6小时，周六加班4小时，多少加班费？"


@pytest.mark.parametrize("answer,wrong", [
    ("小时工资30元；工作日6小时×1.5倍 = 270元，周六4小时×2倍 = 240元，合计510元。", False),
    ("Hourly 30 yuan; weekday 6 h × 1.5 = 270 yuan; Saturday 4 h × 2 = 240 yuan; 510 yuan in total.", False),
    ("小时工资30元；工作日6小时×1.5倍 = 280元，周六4小时×2倍 = 240元，合计520元。", True),
    ("小时工资30元；工作日6小时×1.5倍 = 270元，周六4小时×2倍 = 240元，合计520元。", True),
])
def test_a_product_may_leave_out_a_factor_stated_before(answer, wrong):
    assert flagged(answer, [search(OVERTIME)], OVERTIME_Q, dt.date(2026, 6, 15)) is wrong


SHIFTS = "第二十条 倒班津贴：A级洁净区每班¥50，夜班每班另加¥70；当月倒班满15个班次的，另发倒班补助¥200。"
SHIFTS_Q = "这个月我在A级洁净区上了16个班，其中6个夜班，津贴一共多少？"


@pytest.mark.parametrize("answer,wrong", [
    ("Clean room 16 × ¥50 = ¥800; nights 6 × ¥70 = ¥420. Total ¥1,220 before the shift bonus.", False),
    ("洁净区 16 × RMB 50 = RMB 800; 夜班 6 × RMB 70 = RMB 420; total RMB 1,220.", False),
    ("| 项目 | 计算 | 金额 |\n|---|---|---|\n| 洁净区 | 16班 × 50元 | 800元 |\n| 夜班 | 6班 × 70元 | 420元 |\n"
     "| 合计 | | 1220元 |", False),
    ("Clean room 16 × ¥50 = ¥800; nights 6 × ¥70 = ¥420. Total ¥1,350 before the shift bonus.", True),
    ("| 项目 | 计算 | 金额 |\n|---|---|---|\n| 洁净区 | 16班 × 50元 | 800元 |\n| 夜班 | 6班 × 70元 | 420元 |\n"
     "| 合计 | | 1270元 |", True),
])
def test_totals_of_worked_results_signs_and_table_columns(answer, wrong):
    assert flagged(answer, [search(SHIFTS)], SHIFTS_Q, dt.date(2026, 6, 15)) is wrong


TRIP = ("出差住宿凭发票在下表标准内报销：\n出差地 | 住宿标准（每间每晚）\n上海 | ¥550\n其他城市 | 300元\n"
        "出差餐费补贴按自然天数发放：\n城市类别 | 范围 | 餐费补贴（每天）\n一类 | 北京、上海 | ¥110\n二类 | 其他城市 | 70元")
TRIP_Q = "去上海出差5天4晚，住宿和餐补最多一共多少？"


@pytest.mark.parametrize("answer,wrong", [
    ("上海住宿每晚550元，4晚2200元；餐补每天110元，5天550元；合计最多2750元。", False),
    ("最多两千七百五十元（住宿2200元 + 餐补550元）。", False),
    ("上海住宿每晚550元，4晚2200元；餐补每天110元，5天550元；合计最多2860元。", True),
    ("最多两千六百元（住宿2200元 + 餐补400元）。", True),
])
def test_a_total_leaves_rates_out_and_a_headers_period_stays(answer, wrong):
    assert flagged(answer, [search(TRIP)], TRIP_Q, dt.date(2026, 6, 15)) is wrong


SICK = ("第二十五条 病假工资按连续工龄计发：不满2年的按本人月工资60%，满2年的按70%；低于本市月最低工资标准80%的，"
        "按最低工资标准的80%发放。本市现行月最低工资标准为2300元，其80%为1840元。")


@pytest.mark.parametrize("answer,wrong", [
    ("按60%是1680元，低于最低工资标准的80%（1840元），所以发1840元。", False),
    ("You get 1,840 yuan.", False),
    ("按60%是1680元，低于最低工资标准的80%（2300元），所以发2300元。", True),  # the floor is 80% of 2,300
])
def test_its_share_names_the_sentence_befores_subject(answer, wrong):
    assert flagged(answer, [search(SICK)], "工龄1年半，月工资2800元，整月病假发多少？", dt.date(2026, 6, 15)) is wrong


@pytest.mark.parametrize("text,dates", [
    ("10月1日至11日连休，12日（周一）上班。", ["2026-10-01", "2026-10-11", "2026-10-12"]),
    ("Leave from 9月28日, back 8日(周四).", ["2026-09-28", "2026-10-08"]),
    ("5月30日请假，2号（星期二）回来。", ["2026-05-30", "2026-06-02"]),
    ("12日（周一）上班。", []),  # no earlier date: no month to read it in
])
def test_a_day_with_its_weekday_after_a_date_is_a_date(text, dates):
    assert [m.date.isoformat() for m in date_mentions(text, dt.date(2026, 9, 1))] == dates
