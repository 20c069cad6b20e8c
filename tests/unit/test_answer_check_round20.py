"""Round 20 of the answer check (issue 26): the classes heldout19's failures showed, each pinned with cases
written fresh for this file (other dates, handbooks, phrasings and languages than heldout19's answers).

- a list item's label before its colon is its value's subject when only a rate's "per" stands between
  (小夜班（16:00—24:00）：每班80元), and 每 opens a word (小夜班每班 shares no word 班每 with another row's);
- yen, pesos, dirhams, won, baht and ringgit are currencies of their own (8,000日元 is no day of the month;
  ₱1,500 is no 1,500元), in amounts and in written-out sums;
- a share of a share multiplies (10% of 200% of ₱150 = ₱30); a sum whose terms carry labels
  (工作日23天 + 大周周六2天 = 25天) counts where it holds;
- the last working day before a holiday and the first one after it (节前最后一天上班, the first working day
  after National Day) are checked on the calendar; "Sun 20 Sep is off" states a day off;
- 数一下周六 names no next week; 下个周五 on a Wednesday may be this week's Friday or next week's;
- on a schedule of the person's own (大小周, 做六休一, 四班三倒) 上班 and 休息 on a day are the schedule's, not the
  calendar's; 工作日 and 调休 stay the calendar's.
"""
from __future__ import annotations

import datetime as dt

import pytest

from tests.support.check_calls import flagged, run, search

TODAY = dt.date(2026, 11, 9)


@pytest.mark.parametrize("answer,wrong", [
    ("白班补贴每班30元，夜班每班60元，4个夜班共240元。", False),
    ("夜班每班60元，4个夜班240元。", False),
    ("夜班每班30元，4个夜班120元。", True),  # the day shift's rate
    ("Night shifts pay 60 yuan each: 4 × 60 = 240 yuan.", False),
])
def test_a_label_before_its_colon_is_the_values_subject_across_a_per(answer, wrong):
    clause = search("第九条 值班补贴按班次计发：\n（一）白班：每班30元；\n（二）夜班（20:00—次日8:00）：每班60元；\n"
                    "（三）ICU、CCU护士在上述标准上每班另加15元，即白班每班45元、夜班每班75元。")
    assert flagged(answer, [clause], "我在普通病房，11月上了4个夜班，值班补贴多少？", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("The Osaka training allowance is ¥10,000 (JPY) a day: 3 days come to 30,000日元.", False),
    ("大阪培训日当每天10,000日元，3天共30,000日元。", False),
    ("大阪培训日当每天10,000元，3天共30,000元。", True),  # yen taken for yuan
    ("每天10,000日元，3天共30,000日元；国内出差每天120元。", False),
])
def test_yen_are_a_currency_of_their_own_never_a_day_of_the_month(answer, wrong):
    clause = search("Overseas training in Japan: a daily allowance of JPY 10,000 per day, paid in yen. "
                    "Domestic trips: RMB 120 per day.")
    assert flagged(answer, [clause], "我去大阪培训3天，日当多少？", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("Night differential: 10% of 200% of ₱180 = ₱36 an hour; 6 hours = ₱216.", False),
    ("夜差＝180比索×200%×10%＝36比索/小时，6小时共216比索。", False),
    ("Night differential: 10% of 200% of ₱180 = ₱32 an hour.", True),  # the sum is wrong
    ("The perfect attendance bonus is 2,500元.", True),  # pesos, not yuan
])
def test_pesos_are_read_and_a_share_of_a_share_multiplies(answer, wrong):
    clause = search("Night differential is 10% of the applicable hourly rate for work between 22:00 and 06:00. "
                    "On a regular holiday the applicable rate is 200% of the hourly rate.",
                    "Perfect attendance: ₱2,500 a month.")
    assert flagged(answer, [clause], "My hourly rate is ₱180 and I worked 6 night hours on a regular holiday.", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("住房补贴AED 3,000 + 交通补贴AED 800 = AED 3,800 a month.", False),
    ("Housing Dhs 3,000 plus transport Dhs 800: 3,800 dirhams a month.", False),
    ("Housing AED 3,000 + transport AED 800 = AED 4,800 a month.", True),
])
def test_dirhams_are_added_in_their_own_currency(answer, wrong):
    clause = search("Housing allowance: AED 3,000 per month. Transport allowance: AED 800 per month.")
    assert flagged(answer, [clause], "What allowances do I get a month?", TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("12月共23个工作日 + 大周周六2天 = 25天班。", False),
    ("12月共23个工作日 + 大周周六2天 = 24天班。", True),
])
def test_a_sum_whose_terms_carry_labels_counts_where_it_holds(answer, wrong):
    calls = [run("calculate_leave_days", TODAY, start_date="2026-12-01", end_date="2026-12-31")]
    question = "我们大小周，12月5日是大周，之后一周大一周小。12月一共上几天班？"
    assert flagged(answer, calls, question, TODAY) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("劳动节前最后一个工作日是4月30日（周四），节后第一天上班是5月6日（周三）。", False),
    ("劳动节前最后一天上班是4月29日（周三）。", True),  # 4月30日 is still a working day
    ("节后第一天上班是5月5日（周二）。", True),  # 5月5日 is in the break
    ("The last working day before the Labour Day holiday is Thursday 30 April; the first working day after it is "
     "Wednesday 6 May.", False),
    ("The first working day after the Labour Day holiday is Monday 4 May.", True),
    ("The last working day before Labour Day is Wed 29 April.", True),
])
def test_the_edges_of_a_holiday_are_checked_on_the_calendar(answer, wrong):
    today = dt.date(2026, 4, 20)
    calls = [run("calculate_leave_days", today, start_date="2026-04-29", end_date="2026-05-06")]
    assert flagged(answer, calls, "劳动节前最后一天上班是哪天？节后哪天上班？", today) is wrong


def test_a_leaves_end_is_no_holidays_edge():
    today = dt.date(2026, 6, 1)
    calls = [run("add_workdays", today, date="2026-06-08", days=5)]
    assert not flagged("Your leave ends on Fri 12 June; you're back at work on Mon 15 June.", calls, "请5天假哪天回来？", today)


@pytest.mark.parametrize("answer,wrong", [
    ("Sat 14 Feb is a make-up working day, so that weekend isn't fully off.", False),
    ("Yes, Sat 14 and Sun 15 Feb are both off.", True),  # 14 Feb is a make-up working day
    ("Sat 14 Feb is off.", True),
    ("Sun 15 Feb is off.", False),
])
def test_a_day_said_to_be_off_is_a_day_off_on_the_calendar(answer, wrong):
    today = dt.date(2026, 2, 11)
    calls = [run("calculate_leave_days", today, start_date="2026-02-14", end_date="2026-02-15")]
    assert flagged(answer, calls, "Is this weekend fully off?", today) is wrong


def test_a_moment_is_no_next_week():
    today = dt.date(2026, 3, 2)  # a Monday
    calls = [run("calculate_leave_days", today, start_date="2026-03-01", end_date="2026-03-31")]
    question = "3月我们单双周交替，哪几个周六上班？"
    assert not flagged("看一下周六：3/7单周上班、3/14休、3/21上班、3/28休。", calls, question, today)


@pytest.mark.parametrize("answer,wrong", [
    ("下个周五是11月13日。", False),  # this coming Friday, as many say
    ("下周五是11月20日。", False),
    ("下下个周五是11月20日。", False),
    ("下周五是11月13日。", True),  # 下周五 is next week's
    ("下个周五是11月27日。", True),
])
def test_next_friday_with_a_counter_may_be_this_weeks(answer, wrong):
    today = dt.date(2026, 11, 11)  # a Wednesday
    calls = [run("calculate_leave_days", today, start_date="2026-11-13", end_date="2026-11-27")]
    assert flagged(answer, calls, "截止日是哪天？", today) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("你做六休一、每周三休息，11月14日（周六）你照常上班。", False),
    ("11月14日周六你上班，11月18日周三休息。", False),
    ("11月14日是工作日。", True),  # the calendar's 工作日: a Saturday off
    ("11月18日（周三）国家日历上放假。", True),  # 放假 is the calendar's: a working day
])
def test_on_a_schedule_of_their_own_work_on_a_day_is_the_schedules(answer, wrong):
    calls = [run("calculate_leave_days", TODAY, start_date="2026-11-14", end_date="2026-11-18")]
    question = "我们门店做六休一，我每周三休息，节假日照常上班。11月14日和18日我上班吗？"
    assert flagged(answer, calls, question, TODAY) is wrong


def test_without_a_schedule_of_their_own_work_on_a_saturday_is_the_calendars():
    calls = [run("calculate_leave_days", TODAY, start_date="2026-11-14", end_date="2026-11-18")]
    assert flagged("11月14日周六要上班。", calls, "11月14日要上班吗？", TODAY)
