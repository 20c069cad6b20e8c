"""Date tools for the agent: today's date, leave-day counts and working-day deadlines.

The arithmetic is `workcalendar.WorkCalendar`'s (statutory holidays are rest days,
weekend days declared 调休上班 are working days); this module is the tool layer around it:
argument models, observation text, calendar errors turned into `ToolError` observations,
and the caveat on every answer that rests on a provisional (estimated) year. The accepted
date forms are `workcalendar.dates`'.
"""
from __future__ import annotations

import datetime as dt
import math
from typing import Any, Mapping, Sequence

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from workcalendar.calendar import DayEntry, WorkCalendar, WorkdayCount
from workcalendar.dates import DateArgError, parse_date_arg, show_value
from workcalendar.schedule import CalendarError, weekday_zh
from workcalendar.statutory import festival_days
from tools.base import Tool, ToolError, ToolOutput

# Three years of 366 days: generous for any leave or notice period, yet keeps a runaway
# range (e.g. a mistyped year) from producing a meaningless four-digit answer.
MAX_RANGE_DAYS = 366 * 3
# About 1.5 calendar years of working days; no notice or approval period is longer.
MAX_ADD_DAYS = 366


# In every caveat, whole year or partial: what readers of an observation look for.
ESTIMATE_MARK = "按法定节日推算（不含调休和补假），仅供参考"


def provisional_caveat(years: Sequence[int], estimated: Mapping[int, Sequence[str]] | None = None) -> str:
    """The words that must travel with any number built on an estimated year: the whole year,
    or (`estimated`) only the festivals a partially imported notice lacks."""
    estimated = estimated or {}
    whole = [str(y) for y in years if y not in estimated]
    reasons = [f"{'、'.join(whole)} 年官方放假安排尚未导入"] if whole else []
    reasons += [f"{y} 年导入的放假通知缺少{'、'.join(estimated[y])}的安排" for y in years if y in estimated]
    which = "以下" if whole else "这些节日"
    return f"{'；'.join(reasons)}，{which}{ESTIMATE_MARK}，请以国务院公布的安排为准。"


CURRENT_DATE_TOOL = "get_current_date"
# The tools whose observations state a computed date or count, first sentence first: "从 A 到 B，
# 共 N 个工作日。…" / "A之后第 N 个工作日是 B。…" (the answer check reads them so).
COUNTING_TOOLS = ("calculate_leave_days", "add_workdays")
MAKEUP_MARK = "调休上班（计为工作日）："  # after it, a counting observation lists weekend days worked


def _date_field_validator(value: Any, info: ValidationInfo) -> dt.date:
    try:
        return parse_date_arg(value, info.field_name or "date")
    except DateArgError as exc:
        raise ValueError(exc.detail) from None


def _parse_days(value: Any) -> int:
    """A non-zero whole number of working days: positive counts forward, negative back (a
    deadline). Accepts an int, a digit string ("3", "-3": weak models quote numbers) and an
    integral float (3.0, some JSON encoders emit it); rejects bools, fractions, 0 and the rest.
    """
    problem = (f"应为 1 到 {MAX_ADD_DAYS} 之间的整数工作日天数（往后数），或 -{MAX_ADD_DAYS} 到 -1（倒推最晚提交日），"
               f"不能为 0，收到 {show_value(value)}")
    if isinstance(value, bool):
        raise ValueError(problem)
    text = value.strip() if isinstance(value, str) else ""
    if isinstance(value, int):
        n = value
    elif isinstance(value, float) and math.isfinite(value) and value.is_integer():
        n = int(value)
    elif text.isascii() and text.removeprefix("-").isdigit():
        n = int(text)
    else:
        raise ValueError(problem)
    if not 1 <= abs(n) <= MAX_ADD_DAYS:
        raise ValueError(problem)
    return n


class CurrentDateArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LeaveRangeArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    start_date: dt.date = Field(
        description="请假第一天（含），YYYY-MM-DD", examples=["2026-03-20"]
    )
    end_date: dt.date = Field(
        description="请假最后一天（含），YYYY-MM-DD，不早于 start_date", examples=["2026-03-25"]
    )

    _parse_dates = field_validator("start_date", "end_date", mode="before")(_date_field_validator)

    @field_validator("end_date")
    @classmethod
    def _end_not_before_start(cls, end: dt.date, info: ValidationInfo) -> dt.date:
        start = info.data.get("start_date")
        if start is None:  # start_date itself was invalid and is reported first
            return end
        if end < start:
            raise ValueError(f"{end.isoformat()} 早于 start_date {start.isoformat()}；结束日期不能早于开始日期")
        span = (end - start).days + 1
        if span > MAX_RANGE_DAYS:
            raise ValueError(f"区间共 {span} 天，超过上限 {MAX_RANGE_DAYS} 天（约 3 年），请分段计算")
        return end


class AddWorkdaysArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    date: dt.date = Field(
        description="起算日期（不计入），YYYY-MM-DD；days 为负数时是要开始休假（或截止）的日期", examples=["2026-03-20"]
    )
    days: int = Field(
        ge=-MAX_ADD_DAYS,
        le=MAX_ADD_DAYS,
        description=f"往后数的工作日天数，1–{MAX_ADD_DAYS} 的整数；写负数 -N 则倒推：须提前 N 个工作日时最晚哪天提交，不能为 0",
        examples=[3],
    )

    _parse_date = field_validator("date", mode="before")(_date_field_validator)

    @field_validator("days", mode="before")
    @classmethod
    def _days(cls, value: Any) -> int:
        return _parse_days(value)


def _fmt(d: dt.date) -> str:
    return f"{d.isoformat()}（{weekday_zh(d)}）"


def _holiday_spans(holidays: tuple[DayEntry, ...]) -> list[str]:
    """Collapse consecutive same-name holiday dates into one span, noting how many of them
    were Mon–Fri (those are the days that actually reduce the working-day count)."""
    spans: list[list[DayEntry]] = []
    for entry in holidays:
        last = spans[-1][-1] if spans else None
        if last and last.name == entry.name and (entry.date - last.date).days == 1:
            spans[-1].append(entry)
        else:
            spans.append([entry])
    parts = []
    for span in spans:
        first, last = span[0].date, span[-1].date
        weekdays = sum(1 for e in span if e.date.weekday() < 5)
        where = first.isoformat() if first == last else f"{first.isoformat()} 至 {last.isoformat()}"
        # A break's weekend days moved beside the festival are rest days, not statutory ones (overtime 200%, not 300%).
        statutory = sum(1 for e in span if _statutory(e.date))
        parts.append(f"{where} {span[0].name}（{len(span)} 天，其中法定节假日 {statutory} 天、周一至周五 {weekdays} 天）")
    return parts


def _statutory(day: dt.date) -> bool:
    """Whether the law itself gives the day off (10月1日–3日 of 国庆), not a rest day a break moved beside it."""
    return day in festival_days(day.year)


def _calendar_notes(count: WorkdayCount, lead: str) -> str:
    parts = []
    if count.holidays:
        parts.append(f"{lead}节假日：" + "；".join(_holiday_spans(count.holidays)))
    if count.makeup_workdays:
        parts.append(MAKEUP_MARK + "、".join(_fmt(e.date) for e in count.makeup_workdays))
    if not parts:
        return "期间无法定节假日或调休上班日。"
    return "；".join(parts) + "。"


def _listed_days(count: WorkdayCount) -> dict[str, list[dict[str, str]]]:
    """The holidays and make-up working days a result passed, as data (the answer check reads them)."""
    return {"holidays": [{**e.as_dict(), "statutory": _statutory(e.date)} for e in count.holidays],
            "makeup_workdays": [e.as_dict() for e in count.makeup_workdays]}


def _day_status(calendar: WorkCalendar, d: dt.date) -> tuple[str, bool]:
    """(how the day is treated, whether that rests on the provisional estimate)."""
    try:
        info = calendar.describe_day(d)
    except CalendarError as exc:
        return f"无法判断是否工作日（{exc}）", False
    if info.kind == "holiday":
        status = f"法定节假日：{info.holiday}" if _statutory(d) else f"放假：{info.holiday}假期中的休息日（不是法定节假日）"
    elif info.kind == "makeup_workday":
        status = f"调休上班日（{info.holiday}调休）"
    else:
        status = "工作日" if info.kind == "workday" else "周末休息日"
    if info.provisional:
        caveat = provisional_caveat([d.year], {d.year: info.estimated} if info.estimated else None)
        status += f"（{caveat.rstrip('。')}）"
    return status, info.provisional


def _with_caveat(text: str, data: dict[str, Any], count: WorkdayCount) -> ToolOutput:
    # The caveat goes first: observations are cut from the end when they run long.
    years = count.provisional_years
    if not years:
        return ToolOutput(text, data)
    data = {**data, "provisional": True, "provisional_years": list(years)}
    if count.estimated_festivals:
        data["estimated_festivals"] = {str(y): list(f) for y, f in count.estimated_festivals.items()}
    return ToolOutput(provisional_caveat(years, count.estimated_festivals) + text, data)


def make_date_tools(today: dt.date | None = None, calendar: WorkCalendar | None = None) -> list[Tool]:
    """The three date tools over `calendar` (default: bundled and estimated years only, no
    imports). `today` fixes "today" for a calendar built here; a given calendar has its own."""
    if calendar is None:
        calendar = WorkCalendar(today=today)
    elif today is not None:
        raise TypeError("pass today to the WorkCalendar, not to make_date_tools, when giving a calendar")

    def get_current_date(_: CurrentDateArgs) -> ToolOutput:
        d = calendar.today()
        wd = weekday_zh(d)
        status, provisional = _day_status(calendar, d)
        text = f"{d.year}年{d.month:02d}月{d.day:02d}日 ({wd}，{d.isoformat()})，{status}"
        data: dict[str, Any] = {"date": d.isoformat(), "weekday": wd}
        return ToolOutput(text, {**data, "provisional": True} if provisional else data)

    def calculate_leave_days(args: LeaveRangeArgs) -> ToolOutput:
        """A range that touches a year with only the statutory estimate is counted, with the
        caveat in front of the number and in the data: refusing would leave every question
        about next year's leave unanswered until the notice is imported."""
        count = _calendar_call(calendar.workdays_between, args.start_date, args.end_date)
        text = (
            f"从 {args.start_date.isoformat()} 到 {args.end_date.isoformat()}，共 {count.workdays} 个工作日。"
            f"自然日 {count.calendar_days} 天；{_calendar_notes(count, '其间')}"
        )
        data = {
            "workdays": count.workdays,
            "start_date": args.start_date.isoformat(),
            "end_date": args.end_date.isoformat(),
            "calendar_days": count.calendar_days,
            **_listed_days(count),
        }
        return _with_caveat(text, data, count)

    def add_workdays(args: AddWorkdaysArgs) -> ToolOutput:
        if args.days < 0:
            return latest_start(args.date, -args.days)
        result = _calendar_call(calendar.add_workdays, args.date, args.days)
        skipped = _calendar_call(calendar.workdays_between, args.date + dt.timedelta(days=1), result)
        text = (
            f"{_fmt(args.date)}之后第 {args.days} 个工作日是 {_fmt(result)}。"
            f"不计起始日当天；{_calendar_notes(skipped, '期间跳过')}"
        )
        data = {
            "date": result.isoformat(),
            "start_date": args.date.isoformat(),
            "days": args.days,
            "weekday": weekday_zh(result),
            **_listed_days(skipped),
        }
        return _with_caveat(text, data, skipped)

    def latest_start(deadline: dt.date, days: int) -> ToolOutput:
        """The latest submission day for "提前 `days` 个工作日" before `deadline`; the computed
        dates all stand in the first sentence (the answer check reads them from there)."""
        start = _calendar_call(calendar.latest_start, deadline, days)
        reached = _calendar_call(calendar.add_workdays, start, days)
        workday = _calendar_call(calendar.last_workday_on_or_before, start)
        text = (f"须提前 {days} 个工作日（不计提交当天）时，要在 {_fmt(deadline)}开始，"
                f"最晚 {_fmt(start)}提交（其后第 {days} 个工作日是 {_fmt(reached)}）")
        if workday != start:
            text += f"，该日不是工作日，若须在工作日提交则最晚 {_fmt(workday)}"
        skipped = _calendar_call(calendar.workdays_between, start + dt.timedelta(days=1), deadline)
        text += f"。{_calendar_notes(skipped, '期间跳过')}"
        # …and the day a payday or deadline that falls on a rest day moves back to, which -1 is often called for
        text += f"{_fmt(deadline)}当天或之前最近的工作日是 {_fmt(reached)}。"
        data = {
            "date": start.isoformat(),
            "deadline": deadline.isoformat(),
            "days": -days,
            "weekday": weekday_zh(start),
            "last_workday": workday.isoformat(),
            "reached": reached.isoformat(),  # also the last working day on or before the deadline
            **_listed_days(skipped),
        }
        return _with_caveat(text, data, skipped)

    return [
        Tool(
            name=CURRENT_DATE_TOOL,
            description="今天的日期、星期及是否工作日。",
            args_model=CurrentDateArgs,
            func=get_current_date,
        ),
        Tool(
            name=COUNTING_TOOLS[0],
            description="两个日期之间（含首尾）的工作日天数：扣除周末和法定节假日，调休上班日计为工作日。",
            args_model=LeaveRangeArgs,
            func=calculate_leave_days,
        ),
        Tool(
            name=COUNTING_TOOLS[1],
            description="date 之后第 days 个工作日（不计 date 当天），用于“提前 N 个工作日申请”等期限；"
            "days 写负数 -N 则倒推：date 是想开始休假的日期，结果是最晚的提交日。",
            args_model=AddWorkdaysArgs,
            func=add_workdays,
        ),
    ]


def _calendar_call(func, *args):
    """Calendar errors (a year out of range, a damaged import) become observations."""
    try:
        return func(*args)
    except CalendarError as exc:
        raise ToolError(str(exc)) from None
