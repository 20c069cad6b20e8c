"""The official schedules bundled with `chinese_calendar`, as `YearSchedule`s."""
from __future__ import annotations

import datetime as dt
from functools import cache

import chinese_calendar as cc

from .schedule import YearSchedule

# The library's own Chinese names are abbreviated (清明/端午/中秋); employees and the
# handbook use the full names, so we keep our own table and fall back to the library's.
_NAMES_ZH = {
    "New Year's Day": "元旦",
    "Spring Festival": "春节",
    "Tomb-sweeping Day": "清明节",
    "Labour Day": "劳动节",
    "Dragon Boat Festival": "端午节",
    "Mid-autumn Festival": "中秋节",
    "National Day": "国庆节",
    "Anti-Fascist 70th Day": "抗战胜利70周年纪念日",
}


def holiday_name_zh(english: str) -> str:
    if english in _NAMES_ZH:
        return _NAMES_ZH[english]
    try:
        return cc.Holiday(english).chinese
    except ValueError:
        return english


@cache
def official_years() -> range:
    """Years with an official schedule, as the library itself decides (its `_validate_date`
    uses the min/max year of its holiday table)."""
    years = [d.year for d in cc.holidays]
    return range(min(years), max(years) + 1)


@cache
def official_schedule(year: int) -> YearSchedule | None:
    if year not in official_years():
        return None
    # Make-up days are weekend days by definition; the table has no others, but a weekday
    # entry there would mean nothing to a Mon–Fri week, so only weekend days are kept.
    return YearSchedule(
        year=year,
        source="official",
        holidays={d: holiday_name_zh(n) for d, n in cc.holidays.items() if d.year == year},
        workdays={d: holiday_name_zh(n) for d, n in cc.workdays.items() if d.year == year and d.weekday() >= 5},
    )


def as_date(d: dt.date) -> dt.date:
    # datetime is a date subclass, but hashes differ from date keys.
    return d.date() if isinstance(d, dt.datetime) else d
