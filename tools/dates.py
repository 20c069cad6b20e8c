"""Date tools for the agent: today's date, leave-day counts and working-day deadlines.

All arithmetic follows the mainland-China official calendar (`tools.calendar`): statutory
holidays are rest days, weekend days declared 调休上班 are working days.

Accepted date argument forms (after stripping surrounding whitespace):
  - ``YYYY-M-D`` with one- or two-digit month/day: ``2026-03-20``, ``2026-3-5``
  - ``YYYY年M月D日`` and the colloquial ``YYYY年M月D号``: ``2026年3月20日``, ``2026年3月20号``
Everything else is rejected: relative words (今天/明天/tomorrow), compact numbers
(20260320, as int or string), slashes, full-width digits, empty strings and null. A weak
model that guesses a conversion would otherwise compute leave for the wrong day, so the
error tells it to call get_current_date and convert first.
"""
from __future__ import annotations

import datetime as dt
import json
import math
import re
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from tools.base import Tool
from tools.calendar import (
    CalendarYearUnsupported,
    DayEntry,
    WorkdayCount,
    add_workdays as _add_workdays,
    describe_day,
    weekday_zh,
    workdays_between,
)

SHANGHAI = "Asia/Shanghai"
# Three years of 366 days: generous for any leave or notice period, yet keeps a runaway
# range (e.g. a mistyped year) from producing a meaningless four-digit answer.
MAX_RANGE_DAYS = 366 * 3
# About 1.5 calendar years of working days; no notice or approval period is longer.
MAX_ADD_DAYS = 366

DATE_FORM = "应为 YYYY-MM-DD 日期（如 2026-03-20）"
_ISO_RE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})", re.ASCII)
_ZH_RE = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]", re.ASCII)
_DIGITS_RE = re.compile(r"\d+", re.ASCII)


class DateArgError(ValueError):
    """`str()` is the full one-line message; `detail` omits the argument-name prefix
    (tools.base adds its own prefix naming the argument)."""

    def __init__(self, arg: str, detail: str):
        self.arg = arg
        self.detail = detail
        super().__init__(f"参数 {arg} 无效：{detail}")


def _show(value: Any) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def parse_date_arg(value: Any, arg: str = "date") -> dt.date:
    """Parse one date argument in the accepted forms (see module docstring).

    Raises DateArgError (a ValueError) whose message names `arg` and the accepted form,
    e.g. ``参数 start_date 无效：应为 YYYY-MM-DD 日期（如 2026-03-20），收到 "明天"``.
    """
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if not isinstance(value, str):
        raise DateArgError(arg, f"{DATE_FORM}，收到 {_show(value)}")
    text = value.strip()
    match = _ISO_RE.fullmatch(text) or _ZH_RE.fullmatch(text)
    if match is None:
        hint = "" if _DIGITS_RE.search(text) else "；相对日期请先调用 get_current_date 再换算成具体日期"
        raise DateArgError(arg, f"{DATE_FORM}，收到 {_show(value)}{hint}")
    year, month, day = (int(g) for g in match.groups())
    try:
        return dt.date(year, month, day)
    except ValueError:
        raise DateArgError(arg, f"{DATE_FORM}，收到 {_show(value)}（该日期不存在）") from None


def _date_field_validator(value: Any, info: ValidationInfo) -> dt.date:
    try:
        return parse_date_arg(value, info.field_name or "date")
    except DateArgError as exc:
        raise ValueError(exc.detail) from None


def _parse_days(value: Any) -> int:
    """Positive whole number of working days.

    Accepts an int, a digit string ("3", weak models quote numbers) and an integral float
    (3.0, some JSON encoders emit it); rejects bools, fractions and everything else.
    """
    problem = f"应为 1 到 {MAX_ADD_DAYS} 之间的整数工作日天数，收到 {_show(value)}"
    if isinstance(value, bool):
        raise ValueError(problem)
    if isinstance(value, int):
        n = value
    elif isinstance(value, float) and math.isfinite(value) and value.is_integer():
        n = int(value)
    elif isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        n = int(value.strip())
    else:
        raise ValueError(problem)
    if not 1 <= n <= MAX_ADD_DAYS:
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
        description="起算日期（不计入），YYYY-MM-DD", examples=["2026-03-20"]
    )
    days: int = Field(
        ge=1,
        le=MAX_ADD_DAYS,
        description=f"往后数的工作日天数，1–{MAX_ADD_DAYS} 的整数",
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
        parts.append(f"{where} {span[0].name}（{len(span)} 天，其中周一至周五 {weekdays} 天）")
    return parts


def _calendar_notes(count: WorkdayCount, lead: str) -> str:
    parts = []
    if count.holidays:
        parts.append(f"{lead}法定节假日：" + "；".join(_holiday_spans(count.holidays)))
    if count.makeup_workdays:
        parts.append("调休上班（计为工作日）：" + "、".join(_fmt(e.date) for e in count.makeup_workdays))
    if not parts:
        return "期间无法定节假日或调休上班日。"
    return "；".join(parts) + "。"


def _day_status(d: dt.date) -> str:
    try:
        info = describe_day(d)
    except CalendarYearUnsupported as exc:
        return f"{exc.year} 年暂无官方节假日安排，无法判断是否工作日"
    if info.kind == "holiday":
        return f"法定节假日：{info.holiday}"
    if info.kind == "makeup_workday":
        return f"调休上班日（{info.holiday}调休）"
    return "工作日" if info.kind == "workday" else "周末休息日"


def make_date_tools(today: dt.date | None = None) -> list[Tool]:
    """The three date tools. `today=None` means the current date in Asia/Shanghai, read at
    each call so a long-running agent does not keep yesterday's date."""

    def current_day() -> dt.date:
        return today if today is not None else dt.datetime.now(ZoneInfo(SHANGHAI)).date()

    def get_current_date(_: CurrentDateArgs) -> tuple[str, dict[str, Any]]:
        d = current_day()
        wd = weekday_zh(d)
        text = f"{d.year}年{d.month:02d}月{d.day:02d}日 ({wd}，{d.isoformat()})，{_day_status(d)}"
        return text, {"date": d.isoformat(), "weekday": wd}

    def calculate_leave_days(args: LeaveRangeArgs) -> tuple[str, dict[str, Any]]:
        """Refuses (ToolError) when any part of the range lies in a year without an official
        schedule. A partial count flagged as partial was the alternative, but the model tends
        to repeat the number and drop the caveat, and an employee who files leave on that
        number can lose pay; an explicit refusal is the safer failure."""
        count = workdays_between(args.start_date, args.end_date)
        text = (
            f"从 {args.start_date.isoformat()} 到 {args.end_date.isoformat()}，共 {count.workdays} 个工作日。"
            f"自然日 {count.calendar_days} 天；{_calendar_notes(count, '其间')}"
        )
        data = {
            "workdays": count.workdays,
            "start_date": args.start_date.isoformat(),
            "end_date": args.end_date.isoformat(),
            "calendar_days": count.calendar_days,
            "holidays": [e.as_dict() for e in count.holidays],
            "makeup_workdays": [e.as_dict() for e in count.makeup_workdays],
        }
        return text, data

    def add_workdays(args: AddWorkdaysArgs) -> tuple[str, dict[str, Any]]:
        result = _add_workdays(args.date, args.days)
        skipped = workdays_between(args.date + dt.timedelta(days=1), result)
        text = (
            f"{_fmt(args.date)}之后第 {args.days} 个工作日是 {_fmt(result)}。"
            f"不计起始日当天；{_calendar_notes(skipped, '期间跳过')}"
        )
        data = {
            "date": result.isoformat(),
            "start_date": args.date.isoformat(),
            "days": args.days,
            "weekday": weekday_zh(result),
        }
        return text, data

    return [
        Tool(
            name="get_current_date",
            description="获取今天的日期（北京时间）、星期，以及今天是否为工作日。"
            "用户提到“今天/明天/下周一”等相对日期时，先调用它再换算成具体日期。",
            args_model=CurrentDateArgs,
            func=get_current_date,
        ),
        Tool(
            name="calculate_leave_days",
            description="按中国法定日历计算两个日期之间（含首尾）的工作日天数：扣除周末和法定节假日，"
            "调休上班的周末计为工作日。用于“X 日到 Y 日请假要请几天”。",
            args_model=LeaveRangeArgs,
            func=calculate_leave_days,
        ),
        Tool(
            name="add_workdays",
            description="按中国法定日历计算某日期之后的第 N 个工作日（不计起始日；跳过周末和法定节假日，"
            "调休上班日算工作日）。用于“提前 N 个工作日申请”“N 个工作日内审批”等期限。",
            args_model=AddWorkdaysArgs,
            func=add_workdays,
        ),
    ]


__all__: list[str] = [
    "DateArgError",
    "MAX_ADD_DAYS",
    "MAX_RANGE_DAYS",
    "make_date_tools",
    "parse_date_arg",
]
