"""Issue 26, sixth round, the calendar (classes found on heldout5, which became tuning data; cases written
fresh, none copied from it): days written as a list or range with their month once are dates of their
own (1–3 April, 28, 29 and 31 August, Monday 16 to Thursday 20 November, 19、20、24日); a list of
weekdays said of them respectively (22 and 23 June fall on a Monday and Tuesday; 5月1日、2日是周五和周六);
a list after a count of working days says each day is one; "(a Friday)" is a weekday."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from tests.support.check_calls import flagged, run, search

JUNE = dt.date(2026, 6, 15)  # a Monday; 端午 2026 is 6月19日 (Fri) to 21日 (Sun); 6月22日 is a Monday
# The leave the answers talk about, so their yearless days are this June's and in a counted range.
JUNE_CALLS = [run("get_current_date", today=JUNE),
              run("calculate_leave_days", today=JUNE, start_date="2026-06-22", end_date="2026-06-24"),
              run("calculate_leave_days", today=JUNE, start_date="2026-06-19", end_date="2026-06-29")]
EARLIEST = [*JUNE_CALLS, run("add_workdays", today=JUNE, date="2026-06-15", days=8)]  # → 6月26日 (端午 skipped)


@pytest.mark.parametrize("text,days", [
    ("1–3 April off", [1, 3]),
    ("28, 29 and 31 August", [28, 29, 31]),
    ("Monday 16 to Thursday 20 November", [16, 20]),
    ("the 22nd to the 26th June", [22, 26]),
    ("April 1–3 off", [1, 3]),
    ("June 22, 23 and 24", [22, 23, 24]),
    ("3月19日到3月24日：19、20、23、24日", [19, 24, 19, 20, 23, 24]),
    ("6月22日，23日、24日也上班", [22, 23, 24]),
    # Not days: a price before a date, a count after one, a list that runs backwards.
    ("pay £500, 28 August", [28]),
    ("April 1 to 3 days later", [1]),
    ("5, 3 and 2 June", [2]),
    ("每月10日、25日发工资", []),
])
def test_days_of_a_list_are_dates_of_their_own(text, days):
    read = date_mentions(claim_text(text), JUNE)
    assert [m.date.day for m in read] == days


@pytest.mark.parametrize("answer,wrong", [
    ("6月22日、23日是周一和周二，正常上班。", False),
    ("6月22日、23日是周二和周三。", True),
    ("22 and 23 June fall on a Monday and Tuesday.", False),
    ("22 and 23 June fall on a Tuesday and Wednesday.", True),
    ("22–26 June, Monday to Friday, is a normal working week.", False),
    ("22–26 June, Tuesday to Saturday.", True),
    ("June 22–26 (Monday to Friday) has no holiday.", False),
    ("6月22日至26日（周一至周五）都要上班。", False),
    ("6月22日至26日（周二至周六）都要上班。", True),
    ("6月26日、27日分别是周五和周六。", False),
    ("6月26日、27日分别是周六和周日。", True),
    ("Monday 22 to Friday 26 June are working days.", False),
    ("Tuesday 22 to Friday 26 June are working days.", True),
    ("26 and 27 June, a Friday and Saturday.", False),
    ("26 and 27 June, a Saturday and Sunday.", True),
])
def test_weekdays_said_of_listed_days_respectively(answer, wrong):
    assert flagged(answer, JUNE_CALLS, today=JUNE) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("共3个工作日：6月22日、23日、24日。", False),
    ("共3个工作日：6月19日、22日、23日。", True),  # 19日 is the Dragon Boat Festival
    ("3 working days: 22, 23 and 24 June.", False),
    ("3 working days: 26, 27 and 29 June.", True),  # the 27th is a Saturday
    ("3 working days: 19, 22 and 23 June.", True),
    ("6月22日到26日共5个工作日：22、23、24、25、26日。", False),
    ("6月22日到27日共5个工作日：22、23、24、25、27日。", True),
])
def test_a_list_after_a_working_day_count_is_of_working_days(answer, wrong):
    assert flagged(answer, JUNE_CALLS, today=JUNE) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("The earliest start is 26 June (a Friday).", False),
    ("The earliest start is 26 June (a Thursday).", True),
    ("最早6月26日（周五）。", False),
    ("Earliest: 26 June, a Friday.", False),
    ("Earliest: 26 June, a Sunday.", True),
])
def test_a_weekday_after_a_date_with_its_article(answer, wrong):
    assert EARLIEST[-1]["data"]["date"] == "2026-06-26"
    assert flagged(answer, EARLIEST, today=JUNE) is wrong


def test_a_count_before_a_bracket_that_says_more_than_a_range_is_not_that_ranges_count():
    may = dt.date(2026, 4, 20)
    calls = [run("get_current_date", today=may), run("calculate_leave_days", today=may, start_date="2026-05-01",
                                                      end_date="2026-05-31")]
    workdays = calls[1]["data"]["workdays"]
    answer = f"May has {workdays} working days (1–5 May is the Labour Day holiday and Saturday 9 May is worked)."
    assert not flagged(answer, calls, "5月份有几个工作日？", today=may)
    assert flagged(answer.replace(str(workdays), str(workdays + 1), 1), calls, "5月份有几个工作日？", today=may)


DECEMBER = dt.date(2026, 12, 8)  # 端午 2027 is estimated for Wednesday 9 June 2027
DUANWU_2027 = [run("get_current_date", today=DECEMBER),
               run("calculate_leave_days", today=DECEMBER, start_date="2027-06-07", end_date="2027-06-11")]


@pytest.mark.parametrize("answer,wrong", [
    # A yearless range takes its first day's year at both ends, and days inside a span a tool counted
    # take that span's year.
    ("6月7日至11日共4个工作日（2027年安排为推算）。", False),
    ("6月7日至11日共5个工作日（2027年安排为推算）。", True),  # 9日 is the (estimated) holiday
    ("7日、8日、10日、11日共4个工作日，9日端午放假（推算）。", False),
    ("6月8日（周二）、10日（周四）要上班（推算）。", False),
    ("6月8日（周三）要上班（推算）。", True),
    # Monday to Friday are 工作日 only where the piece says those days need no leave.
    ("6月7日至11日这5个工作日里，9日放假不用请（推算）。", False),
    # The estimate said in other words.
    ("6月7日至11日共4个工作日，2027年的放假通知还没出。", False),
    ("6月7日至11日共4个工作日，具体以国务院通知为准。", False),
    ("6月7日至11日共4个工作日，明年的安排还没公布。", False),
    ("7–11 June is 4 working days; the 2027 notice isn't out yet.", False),
    ("7–11 June is 4 working days; the 2027 schedule hasn't been published yet.", False),
    ("7–11 June is 4 working days; this is tentative.", False),
    ("6月7日至11日共4个工作日。", True),  # no caveat at all
])
def test_yearless_days_of_a_counted_span_and_the_estimate_in_other_words(answer, wrong):
    assert flagged(answer, DUANWU_2027, "2027年6月7日到11日请假要几个工作日？", today=DECEMBER) is wrong


AUGUST = dt.date(2026, 8, 10)
TO_MONTH_END = [run("get_current_date", today=AUGUST),
                run("calculate_leave_days", today=AUGUST, start_date="2026-08-11", end_date="2026-08-31")]


@pytest.mark.parametrize("answer,wrong", [
    # A count piece that runs on from the range before it (共…) is that range's count.
    ("从明天8月11日到8月31日，共15个工作日，21个自然日。", False),
    ("从明天8月11日到8月31日，共15个工作日，20个自然日。", True),
    ("8月11日至31日，一共21天，其中15个工作日。", False),
    ("11 to 31 August, a total of 21 days.", False),
    ("11 to 31 August, a total of 20 days.", True),
    ("8月11日至31日请假，共21天。", False),
    ("8月11日至31日请假，共20天。", True),
    # Not a count of that range: a notice period after it.
    ("8月11日至31日请假，需提前3个工作日申请。", False),
    ("8月11日至31日请假，需提前4个工作日申请。", True),
])
def test_a_count_that_runs_on_from_the_range_before_it(answer, wrong):
    calls = [*TO_MONTH_END, search("请假须提前3个工作日申请。")]
    assert flagged(answer, calls, "明天到月底有几个工作日？", today=AUGUST) is wrong


NEW_YEAR = dt.date(2025, 12, 30)
YUANDAN = [run("get_current_date", today=NEW_YEAR),
           run("calculate_leave_days", today=NEW_YEAR, start_date="2026-01-01", end_date="2026-01-04")]


@pytest.mark.parametrize("answer,wrong", [
    # Days off said without the festival's name are the festival's a date tool listed.
    ("放三天假，1号到3号。", False),
    ("放假3天，4号补班。", False),
    ("一共放5天假。", True),
    ("3 days off, then back on Sunday the 4th.", False),
])
def test_days_off_of_the_festival_a_tool_listed(answer, wrong):
    assert flagged(answer, YUANDAN, "元旦放几天？", today=NEW_YEAR) is wrong


NOVEMBER = dt.date(2026, 11, 20)  # a Friday; no holiday until 元旦
TEN_DAYS = [run("get_current_date", today=NOVEMBER), run("add_workdays", today=NOVEMBER, date="2026-11-20", days=10)]


@pytest.mark.parametrize("answer,wrong", [
    # A distance from today to a day the answer names; "no holiday in between" says nothing of that day.
    ("Two weeks from today: Fri 4 Dec. There are no public holidays in between.", False),
    ("两周后，也就是12月4日（周五），中间没有节假日。", False),
    ("14天后是12月4日。", False),
    ("Three weeks from today: Fri 4 Dec.", True),
    ("Fri 4 Dec. It is a public holiday.", True),
    # A bracket after a count explains the count, not the day before it.
    ("到12月4日共10个工作日（周末不算）。", False),
    ("到12月4日共10个工作日（周末4天不算）。", False),
    ("到12月4日共10个工作日（周末3天不算）。", True),
    ("Earliest 4 December: 10 working days (the 4 weekend days don't count).", False),
])
def test_a_distance_from_today_and_a_count_explained_in_brackets(answer, wrong):
    assert flagged(answer, TEN_DAYS, "I'm submitting today and need 10 working days' notice. Earliest start?",
                   today=NOVEMBER) is wrong


@pytest.mark.parametrize("question,answer,wrong", [
    # The days of a weekday span the person names are their own count.
    ("I was off sick from Monday to Thursday this week. Do I need a note?", "Four consecutive days is more than three, "
                                                                           "so yes.", False),
    ("I was off sick from Monday to Thursday this week. Do I need a note?", "Five consecutive days is more than three, "
                                                                           "so yes.", True),
    ("我周二到周五请了病假，要交病假条吗？", "连续4天，超过3天，需要病假条。", False),
    ("我周二到周五请了病假，要交病假条吗？", "连续5天，超过3天，需要病假条。", True),
])
def test_the_days_of_a_weekday_span_the_person_names(question, answer, wrong):
    calls = [run("get_current_date", today=JUNE), search("连续病假超过3天的须提交医院病假证明。")]
    assert flagged(answer, calls, question, today=JUNE) is wrong


SPRING_2027 = dt.date(2027, 1, 25)  # a Monday; 春节 2027 is estimated for 2月5日 (Fri) to 8日 (Mon)
TEN_ACROSS_SPRING = [run("get_current_date", today=SPRING_2027),
                     run("add_workdays", today=SPRING_2027, date="2027-01-25", days=10)]


@pytest.mark.parametrize("answer,wrong", [
    # How many of the listed holidays fall Monday to Friday.
    ("最早2027年2月10日，春节放4天假，其中周一至周五2天（推算）。", False),
    ("最早2027年2月10日，春节放4天假，其中周一至周五3天（推算）。", True),
    # A caveat in the date's own brackets says nothing of the day.
    ("两周后的周三，也就是2月10日（2027年春节安排为推算）。", False),
    ("三周后的周三，也就是2月10日（2027年春节安排为推算）。", True),
    # Counted from today, not today.
    ("最早2月10日，即今天之后第10个工作日（推算）。", False),
    ("It's 16 days from today: Wednesday, February 10 (estimated calendar).", False),
    # 周末 is no week.
    ("最早2月10日，中间隔了2个周末（推算）。", False),
])
def test_counts_of_listed_holidays_caveats_in_brackets_and_days_counted_from_today(answer, wrong):
    assert flagged(answer, TEN_ACROSS_SPRING, "今天交申请，要提前10个工作日，最早哪天开始休？", today=SPRING_2027) is wrong


SEPTEMBER_2027 = dt.date(2027, 9, 20)
ACROSS_NATIONAL_DAY = [run("get_current_date", today=SEPTEMBER_2027),
                       run("calculate_leave_days", today=SEPTEMBER_2027, start_date="2027-09-27", end_date="2027-10-08")]


@pytest.mark.parametrize("answer,wrong", [
    # The working days of a range before and after the holidays a tool listed in it.
    ("9天年假，国庆节前4天，节后5天（推算）。", False),
    ("9 days: 4 before National Day and 5 after it (estimated).", False),
    ("9天年假，国庆节前5天，节后4天（推算）。", False),  # the two counts, whichever side: not told apart
    ("9天年假，国庆节前3天，节后6天（推算）。", True),
])
def test_working_days_before_and_after_the_listed_holidays(answer, wrong):
    assert flagged(answer, ACROSS_NATIONAL_DAY, "9月27日到10月8日请假，要用几天年假？", today=SEPTEMBER_2027) is wrong


YEAR_END = dt.date(2026, 12, 28)
ACROSS_NEW_YEAR = [run("get_current_date", today=YEAR_END),
                   run("calculate_leave_days", today=YEAR_END, start_date="2026-12-30", end_date="2027-01-05")]


@pytest.mark.parametrize("answer,wrong", [
    # A span listed beside a festival is the other subject's (the weekend's), not the festival's run.
    ("4 working days; New Year's Day (estimated) and the weekend of 2–3 January are off.", False),
    ("4个工作日；元旦（推算）和1月2日至3日的周末不上班。", False),
    ("4个工作日；元旦1月1日至4日放假（推算）。", True),  # no year has 元旦 run 1–4 January
])
def test_a_span_listed_beside_a_festival_is_not_its_run(answer, wrong):
    assert flagged(answer, ACROSS_NEW_YEAR, "12月30日到明年1月5日请假，要几个工作日？", today=YEAR_END) is wrong


FEBRUARY_2027 = dt.date(2027, 2, 3)  # a Wednesday; 春节 2027 is estimated for 5–8 February
THREE_ACROSS_SPRING = [run("get_current_date", today=FEBRUARY_2027),
                       run("add_workdays", today=FEBRUARY_2027, date="2027-02-03", days=3)]


@pytest.mark.parametrize("answer,wrong", [
    # A long bracket is an aside: its festival is not what the date before it is.
    ("Earliest start: Wednesday 10 February 2027 (estimated calendar: Spring Festival 5–8 February).", False),
    ("最早2027年2月10日（周三）开始休（按推算，春节是2月5日至8日，共4天）。", False),
    ("Earliest start: Wednesday 10 February 2027 (estimated calendar: Spring Festival 5–9 February).", True),
    # A week today is counted from today.
    ("A week today: Wednesday 10 February (provisional 2027 calendar).", False),
    ("一周后的今天，即2月10日（推算）。", False),
    ("Tomorrow is the last working day before the break; your leave can start on the 10th (estimated).", False),
    ("The day after tomorrow is the last working day before the break (estimated).", True),  # the 5th is the holiday
])
def test_a_long_bracket_is_an_aside_and_a_week_today_is_counted_from_today(answer, wrong):
    assert flagged(answer, THREE_ACROSS_SPRING, "Applying today with 3 working days' notice: when can leave start?",
                   today=FEBRUARY_2027) is wrong


NATIONAL_DAY_2026 = dt.date(2026, 9, 30)  # 国庆 2026: 10月1日至7日, 10月10日 (Sat) a make-up day
THE_BREAK = [run("get_current_date", today=NATIONAL_DAY_2026),
             run("calculate_leave_days", today=NATIONAL_DAY_2026, start_date="2026-10-01", end_date="2026-10-10")]


@pytest.mark.parametrize("answer,wrong", [
    # The day back: the first working day after the listed holidays, a conclusion no tool states.
    ("国庆放7天，10月1日到7日，10月8日（周四）回来上班。", False),
    ("7 days (Thu 1 – Wed 7 Oct). Back: Thu 8 Oct.", False),
    ("You're back at work on Thursday 8 October.", False),
    ("连放7天，8号返岗。", False),
    ("国庆放7天，10月9日回来上班。", True),
    ("Back: Fri 9 Oct.", True),
    # 1号到7号 after 国庆 are October's, whatever month was named before.
    ("9月30日上班，国庆1号到7号放假，10号周六补班。", False),
    # Month.day ranges.
    ("假期10.1-10.7共7天，10.8回来上班。", False),
    ("假期10.1-10.8共8天。", True),
    # A list of days after 周末: the weekend; "days off" of a leave say nothing of the calendar.
    ("10月10日（周六）要上班，不是rest day。", False),
    ("Saturday 10 October is a normal rest day.", True),  # it is a make-up working day
])
def test_the_day_back_after_a_holiday_and_days_written_by_the_festival(answer, wrong):
    assert flagged(answer, THE_BREAK, "国庆放几天？哪天回来上班？10号周六要上班吗？", today=NATIONAL_DAY_2026) is wrong


MARCH = dt.date(2026, 3, 9)
TEN_IN_MARCH = [run("get_current_date", today=MARCH), run("add_workdays", today=MARCH, date="2026-03-09", days=10)]


@pytest.mark.parametrize("answer,wrong", [
    # In a piece of several ranges, a count is the one written right before it.
    ("10个工作日后是3月23日：10号到13号4天、16号到20号5天，再加23日。", False),
    ("10个工作日后是3月23日：10号到13号5天、16号到20号5天。", True),
    ("10 working days on is 23 March: 10–13 March is 4 days, 16–20 March is 5 more.", False),
    # Counted from today: no conclusion about today. Ten working days are no ten calendar days.
    ("Earliest: Mon 23 March — two weeks from today.", False),
    ("Earliest: Mon 23 March, ten working days from today.", False),
    ("Earliest: Mon 23 March, that's 10 calendar days from today.", True),
    # An em dash sets off an aside; a caveat said as "may differ" (no estimated year here: nothing needed).
    ("It'd be Monday 23 March — there is no holiday in between.", False),
])
def test_counts_in_a_piece_of_ranges_and_days_counted_from_today(answer, wrong):
    assert flagged(answer, TEN_IN_MARCH, "今天交材料，审批要10个工作日，最晚哪天出结果？", today=MARCH) is wrong


@pytest.mark.parametrize("answer,wrong", [
    ("It'd be Tuesday 5 January — assuming New Year's Day on the 1st is the only day off; the official 2027 "
     "arrangement may differ.", False),
    ("Probably Tuesday 5 January (the 2027 notice hasn't been imported).", False),
    ("Tuesday 5 January.", True),  # no caveat for an estimated year
    ("Earliest start: Tue 5 Jan (Monday the 4th is day 3? no: Wed the 30th is today) — estimated.", False),
])
def test_caveats_in_other_words_and_a_weekday_before_the_nth(answer, wrong):
    today = dt.date(2026, 12, 30)
    calls = [run("get_current_date", today=today), run("add_workdays", today=today, date="2026-12-30", days=3)]
    assert calls[1]["data"]["date"] == "2027-01-05"
    assert flagged(answer, calls, "What day is 3 working days from today?", today=today) is wrong


BRIDGE = dt.date(2026, 9, 21)
NATIONAL_DAY_BRIDGE = [run("get_current_date", today=BRIDGE),
                       run("calculate_leave_days", today=BRIDGE, start_date="2026-09-29", end_date="2026-10-09")]


@pytest.mark.parametrize("answer,wrong", [
    # A count followed by the days it counts, in its own bracket.
    ("共4个工作日，节前两天（9月29日、30日）加节后两天（10月8日、9日）。", False),
    ("共4个工作日，节前三天（9月29日、30日）加节后两天（10月8日、9日）。", True),
    # …but a bracket that says more than the days is no range of its own.
    ("共4个工作日：节后10月8日至9日2天（国庆7天假期不算在内）。", False),
])
def test_a_count_and_the_days_in_its_bracket(answer, wrong):
    assert flagged(answer, NATIONAL_DAY_BRIDGE, "9月29日到10月9日请假，要几个工作日？", today=BRIDGE) is wrong


@pytest.mark.parametrize("answer,wrong", [
    # The weekend's days of a counted range, apart from its holidays.
    ("需要请4天（推算）。这7天里有元旦1天，还有1月2、3日两天周末。", False),
    ("需要请4天（推算）。这7天里有元旦1天，还有五天周末。", True),
])
def test_the_weekend_days_of_a_counted_range(answer, wrong):
    assert flagged(answer, ACROSS_NEW_YEAR, "12月30日到明年1月5日请假，要几个工作日？", today=YEAR_END) is wrong


ACROSS_MONTHS = [run("get_current_date", today=dt.date(2026, 11, 25)),
                 run("calculate_leave_days", today=dt.date(2026, 11, 25), start_date="2026-11-30", end_date="2026-12-11")]


@pytest.mark.parametrize("answer,wrong", [
    # The part of a counted range in one month, per the calendar.
    ("共10个工作日：11月1天、12月9天。", False),
    ("共10个工作日，11月份1个，12月份9个。", False),
    ("10 working days: 1 in November and 9 in December.", False),
    ("共10个工作日：11月2天、12月8天。", True),
    ("10 working days: 2 in November and 8 in December.", True),
    ("12月占11个自然日。", False),
    ("12月占12个自然日。", True),
])
def test_the_part_of_a_counted_range_in_each_month(answer, wrong):
    assert flagged(answer, ACROSS_MONTHS, "11月30日到12月11日请假，11月和12月各几天？", today=dt.date(2026, 11, 25)) is wrong


@pytest.mark.parametrize("answer,wrong", [
    # A range of relative days beside a range of dates, end to end.
    ("June 22 to June 26 (this Monday to this Friday) is 5 working days.", True),  # this Monday is the 15th
    ("6月22日至26日（下周一到下周五）共5个工作日。", False),
    ("下周一到下周五（6月22日至26日）共5个工作日。", False),
    ("下周一到下周五（6月23日至27日）共5个工作日。", True),
    ("周一到下周五（6月15日至26日）。", False),
    ("周一到下周五（6月15日至25日）。", True),
])
def test_a_range_of_relative_days_beside_a_range_of_dates(answer, wrong):
    assert flagged(answer, JUNE_CALLS, today=JUNE) is wrong
