"""`hr-agent calendar import FILE... [--allow-partial]`, `calendar show YEAR [--json]`,
`calendar list [--json]` and `calendar remove YEAR`.

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
SOURCE_ZH = {
    "official": "内置官方数据（chinese_calendar）",
    "imported": "导入的通知",
    "provisional": "法定节日推算（官方安排尚未导入，不含调休和补假，仅供参考）",
}
FILLED_ZH = {"official": "按内置官方数据", "provisional": "按法定节日推算（不含调休和补假，仅供参考）"}


class _BadInput(Exception):
    pass


def add_calendar_parser(sub, *parents: argparse.ArgumentParser) -> None:
    c = sub.add_parser("calendar", help="节假日安排：导入国务院放假通知、查看、列出、删除导入")
    actions = c.add_subparsers(dest="calendar_action", metavar="ACTION", required=True)
    i = actions.add_parser(
        "import", parents=list(parents),
        help="导入《国务院办公厅关于20XX年部分节假日安排的通知》（.txt/.md/.html/.docx），覆盖该年之前的导入",
    )
    i.add_argument("files", nargs="+", metavar="FILE")
    i.add_argument("--allow-partial", action="store_true",
                   help="通知缺少某些节日时仍导入（缺少的节日按内置官方数据或法定节日推算，calendar show 标为部分导入）")
    s = actions.add_parser("show", parents=list(parents), help="打印某年生效的放假安排及其来源")
    s.add_argument("year", metavar="YEAR", help="年份，例如 2027")
    s.add_argument("--json", action="store_true", help="输出一个 JSON 对象")
    ls = actions.add_parser("list", parents=list(parents), help="列出每一年安排的来源：内置官方数据 / 导入的通知 / 法定节日推算")
    ls.add_argument("--json", action="store_true", help="输出一个 JSON 数组，每年一项")
    r = actions.add_parser("remove", parents=list(parents), help="删除某年导入的通知，该年回到内置官方数据或法定节日推算")
    r.add_argument("year", metavar="YEAR", help="年份，例如 2027")


def cmd_calendar(args: argparse.Namespace) -> int:
    try:
        calendar = _calendar(args)
        if args.calendar_action == "import":
            return _import(calendar, [Path(f) for f in args.files], args.allow_partial)
        if args.calendar_action == "list":
            return _list(calendar, args.json)
        if args.calendar_action == "remove":
            return _remove(calendar, _year(args.year))
        return _show(calendar, _year(args.year), args.json)
    except _BadInput as exc:
        print(f"错误：{for_terminal(exc)}", file=sys.stderr)
        return EXIT_BAD_INPUT


def _calendar(args):
    from cli.common import context_from_args
    from nodes.context import ConfigError
    from workcalendar.calendar import WorkCalendar

    try:
        ctx = context_from_args(args)
    except ConfigError as exc:
        raise _BadInput(f"配置错误：{exc}") from None
    return WorkCalendar(ctx.kb_dir, today=dt.date.fromisoformat(ctx.today) if ctx.today else None)


def _year(text: str) -> int:
    stripped = text.strip()
    if not (stripped.isascii() and stripped.isdigit() and len(stripped) == 4):
        raise _BadInput(f"YEAR 应为四位数年份，例如 2027，收到 {text!r}")
    return int(stripped)


def _import(calendar, files: list[Path], allow_partial: bool) -> int:
    from workcalendar.imports import StoredScheduleError, import_path, read_notice, save_import
    from workcalendar.notice import NoticeError
    from workcalendar.official import official_schedule

    from workcalendar.changes import ImportRefused, checked

    # Every file is read and checked before anything is stored: one bad notice stores nothing.
    notices = []
    for path in files:
        try:
            notices.append((path, read_notice(path)))
        except NoticeError as exc:
            raise _BadInput(f"{path}：通知有误，未导入任何内容：{exc}") from None
        except StoredScheduleError as exc:
            raise _BadInput(str(exc)) from None
    try:
        parsed = checked(notices, calendar, allow_partial)
    except ImportRefused as exc:
        raise _BadInput(str(exc)) from None
    now = dt.datetime.now().astimezone()
    for year, (path, schedule) in sorted(parsed.items()):
        try:
            earlier = calendar.imported(year)
        except StoredScheduleError:
            earlier = None  # a damaged earlier import is exactly what this one replaces
        stored = save_import(calendar.kb_dir, schedule, path.name, now)
        print(f"已导入 {year} 年放假安排（{for_terminal(path)}），保存为 {for_terminal(import_path(calendar.kb_dir, year))}：")
        print(_festival_lines(stored))
        try:
            in_force = calendar.schedule(year)
        except StoredScheduleError as exc:  # next year's import is damaged; this one is stored
            print(f"  注意：{for_terminal(exc)}", file=sys.stderr)
            in_force = stored
        if stored.missing:
            filled = FILLED_ZH["official" if official_schedule(year) else "provisional"]
            print(f"  部分导入（--allow-partial）：通知没有{'、'.join(stored.missing)}的安排，这些节日{filled}")
        if earlier is not None:
            print(f"  取代了 {_local_time(earlier.imported_at)} 从 {for_terminal(earlier.file)} 导入的安排")
        official = official_schedule(year)
        if official is not None:
            diff = in_force.differences(official)
            print(f"  与内置官方数据不同，以本次导入为准：{'；'.join(diff)}" if diff else "  与内置官方数据一致")
    return EXIT_OK


def _show(calendar, year: int, as_json: bool) -> int:
    schedule = _in_force(calendar, year)
    if as_json:
        print(json.dumps(schedule.as_json(), ensure_ascii=False))
        return EXIT_OK
    print(f"{schedule.year} 年放假安排，来源：{_source_line(schedule)}")
    if schedule.missing:
        print(f"  部分导入：通知没有{'、'.join(schedule.missing)}的安排，这些节日{FILLED_ZH[schedule.filled_from]}")
    print(_festival_lines(schedule))
    return EXIT_OK


def _list(calendar, as_json: bool) -> int:
    from workcalendar.changes import year_rows

    rows = [{**row, "imported_at": _local_time(row["imported_at"])} if "imported_at" in row else row
            for row in year_rows(calendar)]
    if as_json:
        print(json.dumps(rows, ensure_ascii=False))
    else:
        print(_list_table(rows, calendar.years()))
    return EXIT_OK


def _list_table(rows: list[dict], in_range: range) -> str:
    from cli.render import render_table

    lines: list[tuple[str, str, str, str]] = []
    for row in rows:
        if row["source"] != "imported":
            label = SOURCE_ZH[row["source"]]
            if lines and lines[-1][1] == label and lines[-1][2] == "":  # a run of official or estimated years
                first = lines[-1][0].split("–")[0]
                lines[-1] = (f"{first}–{row['year']}", label, "", "")
            else:
                lines.append((str(row["year"]), label, "", ""))
            continue
        if "damaged" in row:
            label = f"导入的文件已损坏，请重新导入或 calendar remove {row['year']}"
        elif row.get("partial"):
            filled = FILLED_ZH[row["missing_from"]].split("（")[0]
            label = f"导入的通知（部分：缺{'、'.join(row['missing'])}，{filled}）"
        else:
            label = "导入的通知"
        if not row["in_range"]:
            label += f"（不在可用范围 {in_range.start}–{in_range.stop - 1} 年内，未使用）"
        lines.append((str(row["year"]), label, for_terminal(row.get("file", "")), row.get("imported_at", "")))
    return render_table(("年份", "来源", "通知文件", "导入时间"), lines)


def _remove(calendar, year: int) -> int:
    from workcalendar.imports import remove_import

    removed = remove_import(calendar.kb_dir, year)
    if removed is None:
        raise _BadInput(f"YEAR：{year} 年没有导入的放假安排，无需删除（calendar list 列出各年来源）")
    what = f"（{for_terminal(removed.file)}，{_local_time(removed.imported_at)} 导入）" if removed.file else "（已损坏的文件）"
    print(f"已删除 {year} 年导入的放假安排{what}")
    if year in calendar.years():
        print(f"现在 {year} 年的安排来源：{_source_line(_in_force(calendar, year))}")
    return EXIT_OK


def _in_force(calendar, year: int):
    from workcalendar.schedule import CalendarError

    try:
        return calendar.schedule(year)
    except CalendarError as exc:
        raise _BadInput(str(exc)) from None


def _source_line(schedule) -> str:
    if schedule.source == "imported":
        return f"导入的通知 {for_terminal(schedule.file)}（{_local_time(schedule.imported_at)} 导入）"
    if schedule.source == "provisional":
        return f"法定节日推算：{schedule.year} 年官方放假安排尚未导入，不含调休和补假，仅供参考"
    return SOURCE_ZH["official"]


def _local_time(stamp: str) -> str:
    """An ISO 8601 time with offset, in Asia/Shanghai with its offset (cli.clock)."""
    from zoneinfo import ZoneInfo

    from workcalendar.dates import SHANGHAI

    try:
        moment = dt.datetime.fromisoformat(stamp)
    except ValueError:
        return for_terminal(stamp)
    if moment.tzinfo is None:
        return for_terminal(stamp)
    return moment.astimezone(ZoneInfo(SHANGHAI)).isoformat(sep=" ", timespec="seconds")


def _festival_lines(schedule) -> str:
    from workcalendar.schedule import festival_names, weekday_zh

    def day(d: dt.date) -> str:
        return f"{d.isoformat()}（{weekday_zh(d)}）"

    lines = []
    for name, off, work in schedule.festivals():
        spans = _spans(off)
        text = "、".join(day(a) if a == b else f"{day(a)} 至 {day(b)}" for a, b in spans)
        line = f"  {name}：{text} 放假，共 {len(off)} 天" if off else f"  {name}："
        if work:
            line += "；调休上班：" + "、".join(day(d) for d in work)
        if schedule.filled_from and set(festival_names(name)) & set(schedule.missing):
            line += f"（{FILLED_ZH[schedule.filled_from].split('（')[0]}）"
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
