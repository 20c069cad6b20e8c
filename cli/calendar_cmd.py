"""`hr-agent calendar import FILE...` and `hr-agent calendar show YEAR [--json]`.

Self-contained: errors are printed here as one line and returned as exit code 2, so
cli.main only registers the parser and dispatches. Only the standard library is imported
at module level (the whole CLI's `--help` stays instant).
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path

from cli.terminal import for_terminal

EXIT_OK, EXIT_BAD_INPUT = 0, 2


class _BadInput(Exception):
    pass


def add_calendar_parser(sub, *parents: argparse.ArgumentParser) -> None:
    c = sub.add_parser("calendar", help="节假日安排：导入国务院放假通知、查看某年的安排")
    actions = c.add_subparsers(dest="calendar_action", metavar="ACTION", required=True)
    i = actions.add_parser(
        "import", parents=list(parents),
        help="导入《国务院办公厅关于20XX年部分节假日安排的通知》（.txt/.md/.html/.docx），覆盖该年之前的导入",
    )
    i.add_argument("files", nargs="+", metavar="FILE")
    s = actions.add_parser("show", parents=list(parents), help="打印某年生效的放假安排及其来源")
    s.add_argument("year", metavar="YEAR", help="年份，例如 2027")
    s.add_argument("--json", action="store_true", help="输出一个 JSON 对象")


def cmd_calendar(args: argparse.Namespace) -> int:
    try:
        calendar = _calendar(args)
        if args.calendar_action == "import":
            return _import(calendar, [Path(f) for f in args.files])
        return _show(calendar, args.year, args.json)
    except _BadInput as exc:
        print(f"错误：{for_terminal(exc)}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _calendar(args):
    from nodes.context import ConfigError, Context
    from workcalendar.calendar import WorkCalendar

    overrides = {"kb_dir": args.kb_dir, "today": getattr(args, "today", None)}
    try:
        ctx = Context(**{k: v for k, v in overrides.items() if v is not None})
    except ConfigError as exc:
        raise _BadInput(f"配置错误：{exc}") from None
    return WorkCalendar(ctx.kb_dir, today=dt.date.fromisoformat(ctx.today) if ctx.today else None)


def _import(calendar, files: list[Path]) -> int:
    from workcalendar.dates import SHANGHAI
    from workcalendar.imports import StoredScheduleError, read_notice, save_import
    from workcalendar.notice import NoticeError
    from workcalendar.official import official_schedule
    from zoneinfo import ZoneInfo

    # Every file is read and checked before anything is stored: one bad notice stores nothing.
    parsed = {}
    for path in files:
        try:
            schedule = read_notice(path)
        except NoticeError as exc:
            raise _BadInput(f"{path}：通知有误，未导入任何内容：{exc}") from None
        except StoredScheduleError as exc:
            raise _BadInput(str(exc)) from None
        if schedule.year in parsed:
            raise _BadInput(f"{parsed[schedule.year][0]} 和 {path} 都是 {schedule.year} 年的通知，请只导入其中一份")
        if schedule.year not in calendar.years():
            last = calendar.years().stop - 1
            raise _BadInput(f"{path}：{schedule.year} 年不在可用范围 {calendar.years().start}–{last} 年内，未导入")
        parsed[schedule.year] = (path, schedule)
    now = dt.datetime.now(ZoneInfo(SHANGHAI))
    for year, (path, schedule) in sorted(parsed.items()):
        try:
            earlier = calendar.imported(year)
        except StoredScheduleError:
            earlier = None  # a damaged earlier import is exactly what this one replaces
        stored = save_import(calendar.kb_dir, schedule, path.name, now)
        print(f"已导入 {year} 年放假安排（{for_terminal(path)}），保存为 {Path(calendar.kb_dir) / 'holidays' / f'{year}.json'}：")
        print(_festival_lines(stored))
        if earlier is not None:
            print(f"  取代了 {earlier.imported_at} 从 {for_terminal(earlier.file)} 导入的安排")
        official = official_schedule(year)
        if official is not None:
            diff = stored.differences(official)
            print(f"  与内置官方数据不同，以本次导入为准：{'；'.join(diff)}" if diff else "  与内置官方数据一致")
    return EXIT_OK


def _show(calendar, year_text: str, as_json: bool) -> int:
    from workcalendar.schedule import CalendarError

    text = year_text.strip()
    if not (text.isascii() and text.isdigit() and len(text) == 4):
        raise _BadInput(f"YEAR 应为四位数年份，例如 2027，收到 {year_text!r}")
    try:
        schedule = calendar.schedule(int(text))
    except CalendarError as exc:
        raise _BadInput(str(exc)) from None
    if as_json:
        print(json.dumps(schedule.as_json(), ensure_ascii=False))
        return EXIT_OK
    where = {
        "official": "内置官方数据（chinese_calendar）",
        "imported": f"导入的通知 {schedule.file}（{schedule.imported_at} 导入）",
        "provisional": f"法定节日推算：{schedule.year} 年官方放假安排尚未导入，不含调休和补假，仅供参考",
    }[schedule.source]
    print(f"{schedule.year} 年放假安排，来源：{where}")
    print(_festival_lines(schedule))
    return EXIT_OK


def _festival_lines(schedule) -> str:
    from workcalendar.schedule import weekday_zh

    def day(d: dt.date) -> str:
        return f"{d.isoformat()}（{weekday_zh(d)}）"

    lines = []
    for name, off, work in schedule.festivals():
        spans = _spans(off)
        text = "、".join(day(a) if a == b else f"{day(a)} 至 {day(b)}" for a, b in spans)
        line = f"  {name}：{text} 放假，共 {len(off)} 天" if off else f"  {name}："
        if work:
            line += "；调休上班：" + "、".join(day(d) for d in work)
        lines.append(line)
    weekdays_off = sum(1 for d in schedule.holidays if d.weekday() < 5)
    lines.append(f"  合计放假 {len(schedule.holidays)} 天（其中周一至周五 {weekdays_off} 天），调休上班 {len(schedule.workdays)} 天")
    return "\n".join(lines)


def _spans(days: list[dt.date]) -> list[tuple[dt.date, dt.date]]:
    spans: list[list[dt.date]] = []
    for d in days:
        if spans and (d - spans[-1][-1]).days == 1:
            spans[-1].append(d)
        else:
            spans.append([d])
    return [(s[0], s[-1]) for s in spans]
