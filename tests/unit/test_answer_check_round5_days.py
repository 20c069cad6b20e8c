"""Issue 26, fifth round, the calendar as the oracle (classes found on heldout4, cases written fresh):
what the answer says of a relative day (明天是周二 / 大后天不用上班 / this Friday is the Dragon Boat
Festival) is checked like a date; a short piece that only goes on about the day before it (明天是周六，
不用上班) is that day's status; a festival's days off named as its span (端午节6月19日至20日放假, the
holiday runs 19–22 June) must be its whole run; 周五6月19日 reads as a weekday and a date."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.answer_check import claim_problems
from prompts.claims import claim_text, date_mentions
from prompts.grounds import grounds_for
from tests.support.check_calls import flagged, run

JUNE = dt.date(2026, 6, 15)  # a Monday; 端午 2026 is 6月19日 (Fri) to 21日 (Sun)
JUNE_CALLS = [run("get_current_date", today=JUNE)]


@pytest.mark.parametrize("answer,wrong", [
    ("本周五6月19日端午放假，不用请假。", False),
    ("本周五6月19日要上班。", True),
    ("周五6月19日上班，需请1天假。", True),
    ("周五6月19日是端午节，放假。", False),
    ("明天是周二，正常上班。", False),
    ("明天是周三。", True),
    ("后天是周三，要上班。", False),
    ("后天就是端午。", True),
    ("This Friday, 19 June, is the Dragon Boat Festival.", False),
    ("This Friday, 19 June, is the Mid-Autumn Festival.", True),
    ("下周六是周末，不用上班。", False),
    ("大后天是周四，不用上班。", True),
    ("大后天是周四，要上班。", False),
    ("Tomorrow is a Tuesday.", False),
    ("Tomorrow is a Wednesday.", True),
    ("The day after tomorrow is a holiday.", True),
])
def test_what_the_answer_says_of_a_relative_day(answer, wrong):
    assert flagged(answer, JUNE_CALLS, today=JUNE) is wrong


@pytest.mark.parametrize("answer,today,wrong", [
    ("6月20日是周六，不用上班。", JUNE, False),
    ("10月10日是周六，不用上班。", dt.date(2026, 9, 20), True),  # the 国庆 make-up Saturday
    ("10月10日是周六，要上班。", dt.date(2026, 9, 20), False),
    ("1月4日是周日，照常上班。", dt.date(2025, 12, 29), False),  # the 元旦 make-up Sunday
    ("1月4日是周日，休息。", dt.date(2025, 12, 29), True),
])
def test_a_short_piece_goes_on_about_the_day_before_it(answer, today, wrong):
    assert flagged(answer, [run("get_current_date", today=today)], today=today) is wrong


@pytest.mark.parametrize("answer,today,wrong", [
    ("端午节6月19日至21日放假。", JUNE, False),
    ("端午节6月19日至20日放假。", JUNE, True),
    ("端午假期是6月19日到6月21日。", JUNE, False),
    ("The Dragon Boat Festival holiday runs 19–21 June.", JUNE, False),
    ("The Dragon Boat holiday runs 19–22 June.", JUNE, True),
    ("The Dragon Boat Festival is June 19 to June 20.", JUNE, True),
    ("6月20日至21日也在端午假期里。", JUNE, False),  # a part of it, said as a part
    ("国庆节10月1日至7日放假，10月10日（周六）调休上班。", dt.date(2026, 9, 20), False),
    ("国庆节10月1日至8日放假。", dt.date(2026, 9, 20), True),
    ("The National Day holiday is 1 to 7 October, all days off.", dt.date(2026, 9, 20), False),
    ("10月2日至7日是国庆假期。", dt.date(2026, 10, 1), False),  # the days described: what is left of it
    ("春节2月15日至23日放假。", dt.date(2026, 1, 10), False),
    ("春节2月16日至23日放假。", dt.date(2026, 1, 10), True),
    ("元旦1月1日至3日放假，1月4日（周日）上班。", dt.date(2025, 12, 29), False),
    ("元旦1月1日至2日放假。", dt.date(2025, 12, 29), True),
])
def test_a_festivals_span_is_its_whole_run_of_days_off(answer, today, wrong):
    assert flagged(answer, [run("get_current_date", today=today)], today=today) is wrong


@pytest.mark.parametrize("text,dates", [
    ("周五6月19日", [dt.date(2026, 6, 19)]),
    ("星期五6月19日", [dt.date(2026, 6, 19)]),
    ("礼拜三5月6日", [dt.date(2026, 5, 6)]),
    ("周三（5月6日）", [dt.date(2026, 5, 6)]),
])
def test_a_weekday_right_before_a_date_leaves_the_date_whole(text, dates):
    assert [m.date for m in date_mentions(claim_text(text), JUNE)] == dates


SEPT = dt.date(2026, 9, 16)


def kinds(answer: str, today: dt.date = SEPT, calls: tuple = ()) -> set[str]:
    """The kinds of problem the check finds (the class under test, whatever else the answer leaves loose)."""
    grounds = grounds_for("问题", today, [run("get_current_date", today=today), *calls])
    return {p["kind"] for p in claim_problems(answer, grounds)}


@pytest.mark.parametrize("text,dates", [
    # One d/m date that cannot be month first (28/9) makes the writer's order day first.
    ("5 working days (28/9–30/9 and 8/10–9/10)", [(9, 28), (9, 30), (10, 8), (10, 9)]),
    ("从28/9到8/10", [(9, 28), (10, 8)]),
    ("10/8（周四）上班", [(10, 8)]),  # month first when nothing says otherwise
    ("3/26 and 4/2", [(3, 26), (4, 2)]),
    ("13/10 and 1/10", [(10, 13), (10, 1)]),
])
def test_slash_dates_follow_the_writers_order(text, dates):
    assert [(m.date.month, m.date.day) for m in date_mentions(claim_text(text), SEPT)] == dates


@pytest.mark.parametrize("answer,wrong", [
    # The weekday right after a date that belongs to the next date, in brackets.
    ("Counting back from Monday 19 October (Saturday 10 October is a make-up working day), submit by 12 October.", False),
    ("Counting back from Friday 19 October (Saturday 10 October is a make-up working day).", True),
    ("10月19日（周一）起休，10月10日（周六）调休上班。", False),
    ("Monday 19 October (Sunday 18 October is a rest day).", False),
])
def test_a_weekday_before_the_next_date_is_that_dates(answer, wrong):
    assert ("weekday" in kinds(answer)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    # 休息 and 放假 on a weekend are true; on a make-up Saturday they are not.
    ("9月26日周六休息，10月10日周六要上班。", False),
    ("9月19日周六放假，9月20日周日上班。", False),
    ("10月10日周六休息。", True),
    ("9月20日周日放假。", True),
    # 按工作日 / counting working days is a way of counting; before / after the holiday names no day in it.
    ("按工作日倒推是10月3日，但那天还在国庆假期，所以最晚9月30日提交。", False),
    ("Counting working days back from 12 October gives 30 September.", False),
    ("3 working days before the holiday (28–30 September) and 2 after it.", False),
    ("10月3日是工作日。", True),
    ("30 September is a holiday.", True),
])
def test_rest_days_and_ways_of_counting(answer, wrong):
    assert ("day" in kinds(answer)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    # A day counted from a relative one is not that day.
    ("The fifth working day after today is 23 September.", False),
    ("The working day before tomorrow is today.", False),
    ("Today is 23 September.", True),
    ("From tomorrow, 18 September, you are off.", True),  # tomorrow is the 17th
    ("From tomorrow, 17 September, you are off.", False),
])
def test_a_day_counted_from_a_relative_day_is_not_tied_to_it(answer, wrong):
    assert ("relative" in kinds(answer)) is wrong
@pytest.mark.parametrize("answer,start,end,wrong", [
    # A list of ordinals: 第1、2个工作日 counts no two working days.
    ("9月28日（周一）、29日是第1、2个工作日，所以最早9月30日。", "2026-09-25", 3, False),
    ("29日、30日是第1、2个工作日，第3个工作日是10月8日。", "2026-09-28", 3, False),
    # Days named by their day alone take the month the answer named last.
    ("共9个工作日：12月21日至25日5天，28日至31日4天。", "2026-12-21", "2026-12-31", False),
    ("共9个工作日：12月21日至25日5天，28日至31日3天。", "2026-12-21", "2026-12-31", True),
    ("共8个工作日：9月14日至18日5天，20日（周日）调休上班1天，21日、22日2天。", "2026-09-14", "2026-09-22", False),
    ("共8个工作日：9月14日至18日5天，21日、22日3天。", "2026-09-14", "2026-09-22", True),
])
def test_ordinal_lists_and_days_of_the_last_month(answer, start, end, wrong):
    today = dt.date(2026, 9, 14)
    if isinstance(end, int):
        call = run("add_workdays", today=today, date=start, days=end)
    else:
        call = run("calculate_leave_days", today=today, start_date=start, end_date=end)
    assert flagged(answer, [run("get_current_date", today=today), call], today=today) is wrong


@pytest.mark.parametrize("text,kept", [
    ("明天就是五一，放假不用请。", "五一"),
    ("五一劳动节放假5天", "五一"),
    ("十一放假7天", "十一"),
    ("十一前要交", "十一"),
    ("十一月一日", "11月1日"),
    ("请十一天假", "11天"),
    ("共五十一元", "51元"),
])
def test_wuyi_and_shiyi_are_holiday_names_not_numbers(text, kept):
    assert kept in claim_text(text)


@pytest.mark.parametrize("answer,wrong", [
    ("明天就是五一，放假不用请。", True),  # 4月30日 is a working day
    ("后天就是五一，放假。", False),
    ("This Friday is Labour Day, no leave needed.", False),
])
def test_a_relative_day_named_as_a_festival(answer, wrong):
    today = dt.date(2026, 4, 29)
    assert flagged(answer, [run("get_current_date", today=today)], today=today) is wrong


MAY = dt.date(2026, 4, 20)


@pytest.mark.parametrize("answer,wrong", [
    # The range's own count, whatever a tool counted elsewhere: 5月6日至8日 is 3 days.
    ("共4个工作日，其中5月6日至8日这3天是周三到周五，5月9日周六调休上班。", False),
    ("共4个工作日，其中5月6日至8日这4天是周三到周五。", True),
    # A make-up Saturday inside the range is a working day to count: 6–15 May has 9.
    ("节后5月6日至15日是9个工作日。", False),
    ("节后5月6日至15日是8个工作日。", True),
    ("8 working days (6–15 May).", True),
    # A count beside a range that is not the range's (a notice period), or a distance from a day.
    ("5月6日至8日的请假需提前3个工作日提交。", False),
    ("Four working days after 30 April is 8 May.", False),
])
def test_a_count_of_a_range_the_answer_names(answer, wrong):
    calls = [run("calculate_leave_days", today=MAY, start_date="2026-05-04", end_date="2026-05-09"),
             run("calculate_leave_days", today=MAY, start_date="2026-04-27", end_date="2026-05-15")]
    assert ("count" in kinds(answer, MAY, tuple(calls))) is wrong


@pytest.mark.parametrize("answer,start,end,wrong", [
    # A yearless end takes the year of the date written with one before it, not the one nearest today.
    ("2026年10月8日到10月10日共3个工作日，其中10月10日（周六）是国庆调休上班日。", "2026-10-08", "2026-10-10", False),
    ("2026年10月8日到10月10日共2个工作日。", "2026-10-08", "2026-10-10", True),
    ("2026年12月30日至1月4日共3个工作日（2027年按推算）。", "2026-12-30", "2027-01-04", False),
    ("2026年12月30日至1月4日共5个工作日。", "2026-12-30", "2027-01-04", True),
])
def test_a_ranges_yearless_end_takes_the_year_before_it(answer, start, end, wrong):
    today = dt.date(2026, 3, 20)  # far from both ends: the nearest 10月10日 would be last year's
    call = run("calculate_leave_days", today=today, start_date=start, end_date=end)
    assert ("count" in kinds(answer, today, (call,))) is wrong
