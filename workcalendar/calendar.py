"""`WorkCalendar`: which days are worked, for any year from the first official one up to
three years ahead, and where that knowledge comes from.

For each year the most authoritative schedule wins: an import in `<kb_dir>/holidays/`, then
the official data bundled with chinese_calendar, then the provisional statutory estimate. A
partial import (`calendar import --allow-partial`) takes the festivals it lacks from the
official data, or else from the estimate, and then the year is provisional. Days a year's
notice places in the year before (元旦 from 12-31) belong to the year they fall in, for
`calendar show` and the tools alike. Imports are re-read when their file changes, so a
notice imported by another process is in force at once without a restart.
"""
from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass, field, replace
from typing import Callable, Literal, Mapping

from .dates import shanghai_today
from .imports import import_path, load_import
from .official import as_date, official_schedule, official_years
from .schedule import CalendarError, YearSchedule, festival_names, festival_year
from .statutory import provisional_schedule

# No one plans leave further ahead, and the further ahead an estimate is, the likelier the
# rules themselves change (the 2025 amendment added two statutory days).
MAX_YEARS_AHEAD = 3

DayKind = Literal["workday", "weekend", "holiday", "makeup_workday"]


class YearOutOfRange(CalendarError):
    def __init__(self, year: int, years: range):
        self.year = year
        self.years = years
        first, last = years.start, years.stop - 1
        if year > last:
            why = f"{year} 年超出可计算范围：最远只能算到 {last} 年（今年起 {MAX_YEARS_AHEAD} 年内），更远的年份无法给出可靠的放假安排"
        else:
            why = f"{year} 年早于内置官方数据的最早年份 {first} 年，无法计算"
        super().__init__(why)


@dataclass(frozen=True)
class DayEntry:
    date: dt.date
    name: str  # festival name; for a make-up day, the festival it makes up for

    def as_dict(self) -> dict[str, str]:
        return {"date": self.date.isoformat(), "name": self.name}


@dataclass(frozen=True)
class DayInfo:
    date: dt.date
    kind: DayKind
    holiday: str | None  # set for "holiday" and "makeup_workday"
    provisional: bool  # the day's year rests, wholly or in part, on the statutory estimate
    estimated: tuple[str, ...] = ()  # provisional in part: the festivals estimated (else the whole year)

    @property
    def is_workday(self) -> bool:
        return self.kind in ("workday", "makeup_workday")


@dataclass(frozen=True)
class WorkdayCount:
    start: dt.date
    end: dt.date
    workdays: int
    holidays: tuple[DayEntry, ...]  # every day off announced in range, weekends included
    makeup_workdays: tuple[DayEntry, ...]  # weekend days declared working days (调休上班)
    provisional_years: tuple[int, ...]  # years in range resting, wholly or in part, on the estimate
    # Of those, the years estimated only in part: the festivals a partial import lacks.
    estimated_festivals: Mapping[int, tuple[str, ...]] = field(default_factory=dict)

    @property
    def calendar_days(self) -> int:
        return (self.end - self.start).days + 1


class WorkCalendar:
    def __init__(self, kb_dir: str | os.PathLike | None = None, today: dt.date | None = None):
        """`kb_dir=None`: no imports. `today=None`: the current date in Asia/Shanghai, read
        at each call so a long-running agent does not keep yesterday's date."""
        self.kb_dir = kb_dir
        self._today = today
        self._imports: dict[int, tuple[tuple[int, int, int], YearSchedule]] = {}

    def today(self) -> dt.date:
        return self._today if self._today is not None else shanghai_today()

    def years(self) -> range:
        return range(official_years().start, self.today().year + MAX_YEARS_AHEAD + 1)

    def schedule(self, year: int) -> YearSchedule:
        """The schedule in force for the days of `year`; raises YearOutOfRange outside `years()`.

        Its `source` is that of the year's own notice; it also holds the days next year's
        notice places in this year (2023's 元旦 began on 2022-12-31), which win over the
        year's own for those days."""
        if year not in self.years():
            raise YearOutOfRange(year, self.years())
        own = self.imported(year)
        if own is None:
            own = official_schedule(year) or provisional_schedule(year)
        elif own.missing:
            own = _filled(own, official_schedule(year) or provisional_schedule(year))
        return self._with_next_years_days(own)

    def _with_next_years_days(self, own: YearSchedule) -> YearSchedule:
        year = own.year
        following = self.imported(year + 1) if year + 1 in self.years() else None
        if following is None and own.source == "imported":
            # The bundled data files next year's December 元旦 days under this year.
            following = official_schedule(year)
        if following is None:
            return own
        early_off = _next_years_days(following.holidays, year)
        early_work = _next_years_days(following.workdays, year)
        if not early_off and not early_work:
            return own
        holidays = {d: n for d, n in own.holidays.items() if d not in early_work} | early_off
        workdays = {d: n for d, n in own.workdays.items() if d not in early_off} | early_work
        return replace(own, holidays=holidays, workdays=workdays)

    def imported(self, year: int) -> YearSchedule | None:
        if self.kb_dir is None:
            return None
        path = import_path(self.kb_dir, year)
        try:
            st = path.stat()
        except FileNotFoundError:
            self._imports.pop(year, None)
            return None
        # A replaced file has a new inode even when written within the same mtime tick.
        stamp = (st.st_mtime_ns, st.st_ino, st.st_size)
        cached = self._imports.get(year)
        if cached is None or cached[0] != stamp:
            try:
                cached = (stamp, load_import(path))
            except FileNotFoundError:  # removed (calendar remove) since the stat
                self._imports.pop(year, None)
                return None
            self._imports[year] = cached
        return cached[1]

    def describe_day(self, d: dt.date) -> DayInfo:
        return self._classifier()(as_date(d))

    def is_workday(self, d: dt.date) -> bool:
        return self.describe_day(d).is_workday

    def workdays_between(self, start: dt.date, end: dt.date) -> WorkdayCount:
        """Working days in [start, end], both inclusive, with the holidays and make-up days in it."""
        start, end = as_date(start), as_date(end)
        if end < start:
            raise ValueError(f"end {end} is before start {start}")
        classify = self._classifier()
        count, holidays, makeups, provisional, estimated = 0, [], [], set(), {}
        d = start
        while d <= end:
            info = classify(d)
            count += info.is_workday
            if info.provisional:
                provisional.add(d.year)
                if info.estimated:
                    estimated[d.year] = info.estimated
            if info.kind == "holiday":
                holidays.append(DayEntry(d, info.holiday or ""))
            elif info.kind == "makeup_workday":
                makeups.append(DayEntry(d, info.holiday or ""))
            d += dt.timedelta(days=1)
        return WorkdayCount(start, end, count, tuple(holidays), tuple(makeups), tuple(sorted(provisional)), estimated)

    def add_workdays(self, start: dt.date, days: int) -> dt.date:
        """The `days`-th working day strictly after `start` (start itself never counts).

        Friday 2026-03-20 plus 3 working days is Wednesday 2026-03-25.
        """
        start = as_date(start)
        _require_positive_days(days)
        classify = self._classifier()
        d, remaining = start, days
        while remaining:
            d += dt.timedelta(days=1)
            remaining -= classify(d).is_workday
        return d

    def latest_start(self, deadline: dt.date, days: int) -> dt.date:
        """The latest day S with `add_workdays(S, days)` on or before `deadline`: when to submit
        at the latest for a rule of "提前 `days` 个工作日". S may itself be a day off.

        Leave from Wednesday 2026-03-25 with 3 working days' notice: S is Sunday 2026-03-22
        (Mon 23, Tue 24, Wed 25); the last working day on or before it is Friday 2026-03-20.
        """
        deadline = as_date(deadline)
        _require_positive_days(days)
        classify = self._classifier()
        d, remaining = deadline, days
        while True:
            if classify(d).is_workday:
                remaining -= 1
                if not remaining:
                    return d - dt.timedelta(days=1)
            d -= dt.timedelta(days=1)

    def last_workday_on_or_before(self, d: dt.date) -> dt.date:
        classify = self._classifier()
        d = as_date(d)
        while not classify(d).is_workday:
            d -= dt.timedelta(days=1)
        return d

    def _classifier(self) -> Callable[[dt.date], DayInfo]:
        """A day classifier for one operation: each year's schedule is looked up (and its
        import files stat'ed) once per operation, not once per day."""
        schedules: dict[int, YearSchedule] = {}

        def classify(d: dt.date) -> DayInfo:
            if d.year not in schedules:
                schedules[d.year] = self.schedule(d.year)
            s = schedules[d.year]
            if d in s.workdays:
                kind, name = "makeup_workday", s.workdays[d]
            elif d in s.holidays:
                kind, name = "holiday", s.holidays[d]
            else:
                kind, name = ("weekend" if d.weekday() >= 5 else "workday"), None
            return DayInfo(d, kind, name, s.provisional, s.estimated_festivals)

        return classify


def _next_years_days(days: Mapping[dt.date, str], year: int) -> dict[dt.date, str]:
    """The days of `year` that belong to next year's festival (元旦 from 12-31)."""
    return {d: n for d, n in days.items() if d.year == year and festival_year(d, n) == year + 1}


def _filled(imported: YearSchedule, fallback: YearSchedule) -> YearSchedule:
    """A partial import with the festivals it lacks taken from `fallback` (the official data,
    else the estimate); the import keeps every day it names."""
    def lacking(days: Mapping[dt.date, str]) -> dict[dt.date, str]:
        return {d: n for d, n in days.items() if d not in taken and set(festival_names(n)) & set(imported.missing)}

    taken = set(imported.holidays) | set(imported.workdays)
    return replace(imported, holidays={**lacking(fallback.holidays), **imported.holidays},
                   workdays={**lacking(fallback.workdays), **imported.workdays}, filled_from=fallback.source)


def _require_positive_days(days) -> None:
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise ValueError(f"days must be a positive integer, got {days!r}")
