"""Mainland-China working-day calendar (法定节假日 + 调休), backed by `chinese_calendar`.

The library only knows years for which the State Council has published a holiday
schedule. For any other year we raise `CalendarYearUnsupported` instead of falling back
to plain Mon–Fri: a leave count that silently ignores an unannounced Spring Festival is
worse than no answer, because the agent would state it to the employee as fact.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from functools import cache
from typing import Literal

import chinese_calendar as cc

from tools.base import ToolError

WEEKDAY_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

# The library's own Chinese names are abbreviated (清明/端午/中秋); employees and the
# handbook use the full names, so we keep our own table and fall back to the library's.
_HOLIDAY_NAMES_ZH = {
    "New Year's Day": "元旦",
    "Spring Festival": "春节",
    "Tomb-sweeping Day": "清明节",
    "Labour Day": "劳动节",
    "Dragon Boat Festival": "端午节",
    "Mid-autumn Festival": "中秋节",
    "National Day": "国庆节",
    "Anti-Fascist 70th Day": "抗战胜利70周年纪念日",
}

DayKind = Literal["workday", "weekend", "holiday", "makeup_workday"]


@cache
def supported_years() -> range:
    """Years with an official schedule, as the library itself decides (its `_validate_date`
    uses the min/max year of its holiday table)."""
    years = [d.year for d in cc.holidays]
    return range(min(years), max(years) + 1)


class CalendarYearUnsupported(ToolError):
    """A date falls in a year without a published official holiday schedule."""

    def __init__(self, year: int):
        self.year = year
        self.supported = supported_years()
        super().__init__(
            f"{year} 年暂无官方公布的法定节假日安排（目前仅支持 "
            f"{self.supported.start}–{self.supported.stop - 1} 年），无法准确计算工作日；"
            f"请如实告知用户，不要按周末自行估算"
        )


@dataclass(frozen=True)
class DayEntry:
    date: dt.date
    name: str  # Chinese holiday name; for a make-up day, the holiday it compensates

    def as_dict(self) -> dict[str, str]:
        return {"date": self.date.isoformat(), "name": self.name}


@dataclass(frozen=True)
class DayInfo:
    date: dt.date
    kind: DayKind
    holiday: str | None  # set for "holiday" and "makeup_workday"

    @property
    def is_workday(self) -> bool:
        return self.kind in ("workday", "makeup_workday")


@dataclass(frozen=True)
class WorkdayCount:
    start: dt.date
    end: dt.date
    workdays: int
    holidays: tuple[DayEntry, ...]  # every statutory rest day in range, weekends included
    makeup_workdays: tuple[DayEntry, ...]  # weekend days declared working days (调休上班)

    @property
    def calendar_days(self) -> int:
        return (self.end - self.start).days + 1


def weekday_zh(d: dt.date) -> str:
    return WEEKDAY_ZH[d.weekday()]


def holiday_name_zh(english: str) -> str:
    if english in _HOLIDAY_NAMES_ZH:
        return _HOLIDAY_NAMES_ZH[english]
    try:
        return cc.Holiday(english).chinese
    except ValueError:
        return english


def _as_date(d: dt.date) -> dt.date:
    # datetime is a date subclass; the library would accept it but hashes differ from date keys.
    return d.date() if isinstance(d, dt.datetime) else d


def _check_year(d: dt.date) -> None:
    if d.year not in supported_years():
        raise CalendarYearUnsupported(d.year)


def describe_day(d: dt.date) -> DayInfo:
    """Classify one day; raises CalendarYearUnsupported outside `supported_years()`."""
    d = _as_date(d)
    _check_year(d)
    if d in cc.workdays:
        return DayInfo(d, "makeup_workday", holiday_name_zh(cc.workdays[d]))
    if d in cc.holidays:
        return DayInfo(d, "holiday", holiday_name_zh(cc.holidays[d]))
    return DayInfo(d, "weekend" if d.weekday() >= 5 else "workday", None)


def is_workday(d: dt.date) -> bool:
    """Mon–Fri except statutory holidays, plus weekend days declared 调休上班."""
    return describe_day(d).is_workday


def _check_range(start: dt.date, end: dt.date) -> None:
    if end < start:
        raise ValueError(f"end {end} is before start {start}")
    # Years form a contiguous range, so checking both ends covers everything between.
    _check_year(start)
    _check_year(end)


def workdays_between(start: dt.date, end: dt.date) -> WorkdayCount:
    """Working days in [start, end], both inclusive, with the holidays and make-up days in it."""
    start, end = _as_date(start), _as_date(end)
    _check_range(start, end)
    count = 0
    holidays: list[DayEntry] = []
    makeups: list[DayEntry] = []
    d = start
    while d <= end:
        info = describe_day(d)
        if info.is_workday:
            count += 1
        if info.kind == "holiday":
            holidays.append(DayEntry(d, info.holiday or ""))
        elif info.kind == "makeup_workday" and d.weekday() >= 5:
            makeups.append(DayEntry(d, info.holiday or ""))
        d += dt.timedelta(days=1)
    return WorkdayCount(start, end, count, tuple(holidays), tuple(makeups))


def add_workdays(start: dt.date, days: int) -> dt.date:
    """The `days`-th working day strictly after `start` (start itself never counts).

    Friday 2026-03-20 plus 3 working days is Wednesday 2026-03-25.
    """
    start = _as_date(start)
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise ValueError(f"days must be a positive integer, got {days!r}")
    d = start
    remaining = days
    while remaining:
        d += dt.timedelta(days=1)
        if is_workday(d):
            remaining -= 1
    return d
