"""One year's holiday schedule, whatever its source."""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Literal, Mapping

Source = Literal["official", "imported", "provisional"]

WEEKDAY_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


class CalendarError(ValueError):
    """A day the calendar cannot classify; `str()` is one line a person or model can act on."""


def weekday_zh(d: dt.date) -> str:
    return WEEKDAY_ZH[d.weekday()]


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

    @property
    def provisional(self) -> bool:
        return self.source == "provisional"

    def festivals(self) -> list[tuple[str, list[dt.date], list[dt.date]]]:
        """(name, days off, make-up working days) per festival, in calendar order."""
        names: dict[str, tuple[list[dt.date], list[dt.date]]] = {}
        for d in sorted(self.holidays):
            names.setdefault(self.holidays[d], ([], []))[0].append(d)
        for d in sorted(self.workdays):
            names.setdefault(self.workdays[d], ([], []))[1].append(d)
        return [(name, off, work) for name, (off, work) in names.items()]

    def as_json(self) -> dict:
        doc: dict = {
            "year": self.year,
            "source": self.source,
            "holidays": [d.isoformat() for d in sorted(self.holidays)],
            "workdays": [d.isoformat() for d in sorted(self.workdays)],
        }
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

