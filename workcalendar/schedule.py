"""One year's holiday schedule, whatever its source."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Literal, Mapping

Source = Literal["official", "imported", "provisional"]

WEEKDAY_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
NEW_YEAR = "元旦"
# The festivals of 《全国年节及纪念日放假办法》 every yearly notice schedules, in calendar order.
STATUTORY_FESTIVALS = ("元旦", "春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节")


class CalendarError(ValueError):
    """A day the calendar cannot classify; `str()` is one line a person or model can act on."""


def weekday_zh(d: dt.date) -> str:
    return WEEKDAY_ZH[d.weekday()]


def festival_names(name: str) -> list[str]:
    """`国庆节、中秋节` (one range for two festivals) → both names."""
    return name.split("、")


def festival_year(d: dt.date, name: str) -> int:
    """The year whose festival a day belongs to: a December day of 元旦 is next year's 元旦
    (2023's began on 2022-12-31); every other festival lies inside its own year."""
    return d.year + 1 if d.month == 12 and NEW_YEAR in festival_names(name) else d.year


@dataclass(frozen=True)
class YearSchedule:
    """`holidays`: every day off in the announced ranges (weekends inside a range included),
    mapped to its festival's Chinese name. `workdays`: Saturdays and Sundays declared working
    days (调休上班), mapped to the festival they make up for. A notice may announce days just
    outside its year (2023's 元旦 began on 2022-12-31); they stay in the schedule."""

    year: int
    source: Source
    holidays: Mapping[dt.date, str]
    workdays: Mapping[dt.date, str] = field(default_factory=dict)
    file: str = ""  # for an import: the notice file it was read from
    imported_at: str = ""  # for an import: when, ISO 8601 with offset
    # Festivals the notice announces but gives no dates for (imported with --allow-partial).
    missing: tuple[str, ...] = ()
    # In the schedule in force: where the missing festivals' days were taken from instead.
    filled_from: Source | None = None

    @property
    def provisional(self) -> bool:
        """Some of the year rests on the statutory estimate: the whole year, or the festivals
        a partial import lacks (its make-up days and bridging days are unknown)."""
        return self.source == "provisional" or self.filled_from == "provisional"

    @property
    def estimated_festivals(self) -> tuple[str, ...]:
        """The festivals of a partial import whose days are the statutory estimate."""
        return self.missing if self.filled_from == "provisional" else ()

    def festivals(self) -> list[tuple[str, list[dt.date], list[dt.date]]]:
        """(name, days off, make-up working days) per festival, in calendar order. A day of
        another year's festival (next year's 元旦 from 12-31) is listed as, e.g., `2027年元旦`."""
        names: dict[str, tuple[list[dt.date], list[dt.date]]] = {}
        for days, slot in ((self.holidays, 0), (self.workdays, 1)):
            for d in sorted(days):
                names.setdefault(self._festival_label(d, days[d]), ([], []))[slot].append(d)
        return [(name, off, work) for name, (off, work) in names.items()]

    def _festival_label(self, d: dt.date, name: str) -> str:
        year = festival_year(d, name)
        return name if year == self.year else f"{year}年{name}"

    def as_json(self) -> dict:
        def named(days: Mapping[dt.date, str]) -> list[dict[str, str]]:
            return [{"date": d.isoformat(), "name": self._festival_label(d, days[d])} for d in sorted(days)]

        doc: dict = {
            "year": self.year,
            "source": self.source,
            "provisional": self.provisional,
            "holidays": named(self.holidays),
            "workdays": named(self.workdays),
            "missing": list(self.missing),
        }
        if self.missing:
            doc["missing_from"] = self.filled_from
        if self.source == "imported":
            doc["file"] = self.file
            doc["imported_at"] = self.imported_at
        return doc

    def is_workday(self, d: dt.date) -> bool:
        return d in self.workdays or (d.weekday() < 5 and d not in self.holidays)

    def differences(self, other: "YearSchedule") -> list[str]:
        """Days one schedule has people working and the other not, e.g.
        `2025-10-08（周三）放假（内置官方数据为上班）`. A weekend day listed inside a holiday
        range in one and plain weekend in the other is no difference: nobody works either way."""
        lines = []
        for d in sorted(set(self.holidays) | set(self.workdays) | set(other.holidays) | set(other.workdays)):
            if self.is_workday(d) != other.is_workday(d):
                mine, theirs = ("上班", "放假") if self.is_workday(d) else ("放假", "上班")
                lines.append(f"{d.isoformat()}（{weekday_zh(d)}）{mine}（{other.source_zh}为{theirs}）")
        return lines

    @property
    def source_zh(self) -> str:
        return {"official": "内置官方数据", "imported": "导入的通知", "provisional": "法定节日推算"}[self.source]

