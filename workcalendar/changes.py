"""Importing a notice, shared by `hr-agent calendar` and the desk (`/api/admin/calendar`):
the refusals before anything is stored, what an import would change against the calendar in
force (days off and worked, per festival), and the source of every year. Pure of I/O except
through the WorkCalendar passed in."""
from __future__ import annotations

import datetime as dt

from .schedule import CalendarError, YearSchedule, weekday_zh


class ImportRefused(CalendarError):
    """A notice that must not be stored as it is; one line naming it and why."""


def refusal(label: str, schedule: YearSchedule, calendar, allow_partial: bool, option: str = "--allow-partial") -> str | None:
    """Why the notice read from `label` is refused (None if it may be stored): incomplete
    without the explicit choice, or a year outside the calendar's range."""
    if schedule.missing and not allow_partial:
        return (f"{label}：通知不完整，未导入任何内容：没有找到{'、'.join(schedule.missing)}的放假安排"
                f"（可能只粘贴了一部分）；确认只导入这一部分请加 {option}，缺少的节日将按内置官方数据或法定节日推算")
    if schedule.year not in calendar.years():
        last = calendar.years().stop - 1
        return f"{label}：{schedule.year} 年不在可用范围 {calendar.years().start}–{last} 年内，未导入"
    return None


def checked(notices: list[tuple[str, YearSchedule]], calendar, allow_partial: bool,
            option: str = "--allow-partial") -> dict[int, tuple[str, YearSchedule]]:
    """{year: (label, schedule)} when every notice may be stored; ImportRefused otherwise
    (one bad notice stores nothing)."""
    parsed: dict[int, tuple[str, YearSchedule]] = {}
    for label, schedule in notices:
        if problem := refusal(label, schedule, calendar, allow_partial, option):
            raise ImportRefused(problem)
        if schedule.year in parsed:
            raise ImportRefused(f"{parsed[schedule.year][0]} 和 {label} 都是 {schedule.year} 年的通知，请只导入其中一份")
        parsed[schedule.year] = (label, schedule)
    return parsed


def day_json(d: dt.date) -> dict:
    return {"date": d.isoformat(), "weekday": weekday_zh(d)}


def festival_changes(new: YearSchedule, current: YearSchedule | None) -> list[dict]:
    """Per festival of either schedule: its days off and worked now and after, and which days
    change (a day off that becomes a working day, or the other way)."""
    def by_festival(schedule: YearSchedule | None) -> dict[str, tuple[list[dt.date], list[dt.date]]]:
        return {name: (off, work) for name, off, work in (schedule.festivals() if schedule else [])}

    before, after = by_festival(current), by_festival(new)
    rows = []
    for name in [*after, *(n for n in before if n not in after)]:
        off_now, work_now = before.get(name, ([], []))
        off_new, work_new = after.get(name, ([], []))
        rows.append({
            "festival": name,
            "off": [day_json(d) for d in off_new], "worked": [day_json(d) for d in work_new],
            "current_off": [day_json(d) for d in off_now], "current_worked": [day_json(d) for d in work_now],
            "off_added": [day_json(d) for d in sorted(set(off_new) - set(off_now))],
            "off_removed": [day_json(d) for d in sorted(set(off_now) - set(off_new))],
            "worked_added": [day_json(d) for d in sorted(set(work_new) - set(work_now))],
            "worked_removed": [day_json(d) for d in sorted(set(work_now) - set(work_new))],
        })
    return rows


def preview(schedule: YearSchedule, calendar) -> dict:
    """What importing `schedule` would change, against the calendar in force for its year."""
    try:
        current = calendar.schedule(schedule.year) if schedule.year in calendar.years() else None
    except CalendarError:
        current = None  # a damaged import: everything in the notice is new
    changed = current.differences(schedule) if current else []
    return {
        "year": schedule.year,
        "current_source": current.source if current else None,
        "missing": list(schedule.missing),
        "festivals": festival_changes(schedule, current),
        "changes": [line.replace(schedule.source_zh, "本通知") for line in changed],
        "unchanged": bool(current) and not changed,
        "refusal": None,
    }


def year_rows(calendar) -> list[dict]:
    """Every year the calendar covers or holds an import for: its source, and the import's
    file, time and missing festivals (`calendar list --json`)."""
    from .imports import StoredScheduleError, imported_years
    from .official import official_years

    in_range = calendar.years()
    rows = []
    for year in sorted(set(in_range) | set(imported_years(calendar.kb_dir))):
        row: dict = {"year": year, "in_range": year in in_range, "partial": False}
        try:
            own = calendar.imported(year)
        except StoredScheduleError as exc:
            rows.append({**row, "source": "imported", "damaged": str(exc)})
            continue
        if own is None:
            row["source"] = "official" if year in official_years() else "provisional"
        else:
            row.update(source="imported", file=own.file, imported_at=own.imported_at,
                       partial=bool(own.missing), missing=list(own.missing))
            if own.missing:
                row["missing_from"] = "official" if year in official_years() else "provisional"
        rows.append(row)
    return rows
