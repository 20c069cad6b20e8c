"""Issue 26, sixth round, the calendar (classes found on heldout5, which became tuning data; cases written
fresh, none copied from it): days written as a list or range with their month once are dates of their
own (1–3 April, 28, 29 and 31 August, Monday 16 to Thursday 20 November, 19、20、24日); a list of
weekdays said of them respectively (22 and 23 June fall on a Monday and Tuesday; 5月1日、2日是周五和周六);
a list after a count of working days says each day is one; "(a Friday)" is a weekday."""
from __future__ import annotations

import datetime as dt

import pytest

from prompts.claims import claim_text, date_mentions
from tests.support.check_calls import flagged, run

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
