"""China-calendar arithmetic (`WorkCalendar`) and the three date tools, checked against the
official 2026 schedule as shipped in chinese_calendar 1.11.0:
  元旦 01-01..01-03 (01-04 Sun 上班); 春节 02-15..02-23 (02-14 Sat, 02-28 Sat 上班);
  国庆 10-01..10-07 (09-20 Sun, 10-10 Sat 上班); 中秋 09-25..09-27.
"""
from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workcalendar.calendar import WorkCalendar, YearOutOfRange
from workcalendar.dates import DateArgError, parse_date_arg
from workcalendar.official import official_years
from workcalendar.schedule import CalendarError
from tools.base import ToolRegistry
from tools.dates import make_date_tools

D = dt.date
FRIDAY = D(2026, 3, 20)
CAL = WorkCalendar(today=FRIDAY)
workdays_between, add_workdays, describe_day, is_workday = (
    CAL.workdays_between, CAL.add_workdays, CAL.describe_day, CAL.is_workday
)


@pytest.fixture
def registry() -> ToolRegistry:
    return ToolRegistry(make_date_tools(today=FRIDAY))


# --- parse_date_arg ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("2026-03-20", D(2026, 3, 20)),
        ("2026-3-5", D(2026, 3, 5)),
        ("  2026-03-20\n", D(2026, 3, 20)),
        ("2026年3月20日", D(2026, 3, 20)),
        ("2026年03月05日", D(2026, 3, 5)),
        ("2026年3月20号", D(2026, 3, 20)),
        (" 2026年12月1日 ", D(2026, 12, 1)),
        ("2024-02-29", D(2024, 2, 29)),
    ],
)
def test_parse_date_accepts(text, expected):
    assert parse_date_arg(text, "start_date") == expected


@pytest.mark.parametrize(
    "value",
    [
        "2026-02-30",
        "2025-02-29",
        "2026-13-01",
        "今天",
        "明天",
        "tomorrow",
        "下周一",
        20260320,
        "20260320",
        "",
        "   ",
        None,
        True,
        2026.0320,
        "2026/03/20",
        "2026-03-20T09:00",
        "26-03-20",
        "３月２０日",
        "２０２６-０３-２０",
        "2026年3月20",
        ["2026-03-20"],
    ],
)
def test_parse_date_rejects_with_one_line_naming_argument(value):
    with pytest.raises(DateArgError) as info:
        parse_date_arg(value, "start_date")
    msg = str(info.value)
    assert msg.startswith("参数 start_date 无效：")
    assert "YYYY-MM-DD" in msg
    assert "\n" not in msg


def test_parse_date_rejection_quotes_the_value_and_hints_relative_words():
    with pytest.raises(DateArgError) as info:
        parse_date_arg("明天", "start_date")
    assert str(info.value).startswith('参数 start_date 无效：应为 YYYY-MM-DD 日期（如 2026-03-20），收到 "明天"')
    assert "get_current_date" in str(info.value)
    with pytest.raises(DateArgError) as info:
        parse_date_arg("2026-02-30", "end_date")
    assert "不存在" in str(info.value) and "get_current_date" not in str(info.value)


def test_parse_date_passes_date_objects_through():
    assert parse_date_arg(D(2026, 1, 2)) == D(2026, 1, 2)
    assert parse_date_arg(dt.datetime(2026, 1, 2, 23, 59)) == D(2026, 1, 2)


# --- calendar -----------------------------------------------------------------------


def test_official_years_come_from_library_data():
    years = official_years()
    assert years.start == 2004
    assert 2026 in years and 2027 not in years


def test_calendar_years_run_from_first_official_year_to_three_years_ahead():
    assert CAL.years() == range(2004, 2030)
    assert WorkCalendar(today=D(2027, 1, 1)).years() == range(2004, 2031)


def test_plain_week():
    count = workdays_between(D(2026, 3, 20), D(2026, 3, 25))
    assert count.workdays == 4
    assert count.calendar_days == 6
    assert count.holidays == () and count.makeup_workdays == ()


def test_spring_festival_2026():
    count = workdays_between(D(2026, 2, 13), D(2026, 3, 2))
    # 02-13 Fri, 02-14 Sat (调休), 02-24..02-27, 02-28 Sat (调休), 03-02 Mon.
    assert count.workdays == 8
    assert count.calendar_days == 18
    assert [h.date for h in count.holidays] == [D(2026, 2, d) for d in range(15, 24)]
    assert {h.name for h in count.holidays} == {"春节"}
    assert [m.date for m in count.makeup_workdays] == [D(2026, 2, 14), D(2026, 2, 28)]


def test_national_day_2026():
    count = workdays_between(D(2026, 9, 28), D(2026, 10, 12))
    assert count.workdays == 7  # 09-28..09-30, 10-08, 10-09, 10-10 Sat (调休), 10-12
    assert [h.date for h in count.holidays] == [D(2026, 10, d) for d in range(1, 8)]
    assert {h.name for h in count.holidays} == {"国庆节"}
    assert [m.date for m in count.makeup_workdays] == [D(2026, 10, 10)]


def test_makeup_saturday_is_a_working_day():
    saturday = D(2026, 2, 14)
    assert saturday.weekday() == 5
    assert is_workday(saturday)
    assert describe_day(saturday).kind == "makeup_workday"
    assert not is_workday(D(2026, 2, 21))  # ordinary Saturday inside the holiday
    assert not is_workday(D(2026, 3, 21))  # ordinary Saturday
    assert not is_workday(D(2026, 2, 16))  # Monday of Spring Festival
    assert workdays_between(saturday, saturday).workdays == 1


def test_holiday_names_are_chinese():
    assert describe_day(D(2026, 1, 1)).holiday == "元旦"
    assert describe_day(D(2026, 9, 25)).holiday == "中秋节"
    assert describe_day(D(2026, 4, 6)).holiday == "清明节"


def test_add_workdays_skips_weekend():
    assert add_workdays(FRIDAY, 3) == D(2026, 3, 25)
    assert add_workdays(FRIDAY, 1) == D(2026, 3, 23)


def test_add_workdays_across_spring_festival():
    # Thu 02-12 → 02-13 Fri, 02-14 Sat (调休), then nothing until Tue 02-24.
    assert add_workdays(D(2026, 2, 12), 3) == D(2026, 2, 24)
    assert add_workdays(D(2026, 2, 13), 1) == D(2026, 2, 14)


def test_years_out_of_range_raise_never_count():
    with pytest.raises(YearOutOfRange) as info:
        workdays_between(D(2029, 12, 28), D(2030, 1, 5))
    assert info.value.year == 2030
    assert isinstance(info.value, CalendarError)
    assert "2029" in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(YearOutOfRange):
        is_workday(D(2030, 1, 4))
    with pytest.raises(YearOutOfRange):
        add_workdays(D(2029, 12, 20), 15)
    with pytest.raises(YearOutOfRange) as info:
        workdays_between(D(2003, 12, 1), D(2004, 1, 5))
    assert info.value.year == 2003 and "2004" in str(info.value)


def test_calendar_rejects_bad_inputs():
    with pytest.raises(ValueError):
        workdays_between(D(2026, 3, 25), D(2026, 3, 20))
    for bad in (0, -1, True, 1.5):
        with pytest.raises(ValueError):
            add_workdays(FRIDAY, bad)


_first, _last = official_years().start, official_years().stop - 1


@settings(max_examples=150, deadline=None)
@given(
    start=st.dates(min_value=D(_first, 1, 1), max_value=D(_last, 6, 30)),
    n=st.integers(min_value=1, max_value=100),
)
def test_add_workdays_inverts_workdays_between(start, n):
    end = add_workdays(start, n)
    assert is_workday(end)
    assert workdays_between(start, end).workdays == n + (1 if is_workday(start) else 0)


# --- tools through Tool.run ------------------------------------------------------------


def test_get_current_date(registry):
    result = registry.run("get_current_date", {})
    assert result.ok
    assert result.observation.startswith("2026年03月20日 (周五，2026-03-20)")
    assert "工作日" in result.observation
    assert result.data == {"date": "2026-03-20", "weekday": "周五"}


@pytest.mark.parametrize(
    "today, status",
    [
        (D(2026, 10, 1), "法定节假日：国庆节"),
        (D(2026, 10, 10), "调休上班日"),
        (D(2026, 3, 21), "周末"),
        (D(2027, 3, 1), "工作日（2027 年官方放假安排尚未导入"),
        (D(2027, 2, 8), "法定节假日：春节（2027 年官方放假安排尚未导入"),
        # a break's moved weekend days are days off but no statutory ones (overtime there is a rest day's, 200%)
        (D(2026, 10, 5), "放假：国庆节假期中的休息日（不是法定节假日）"),
        (D(2026, 9, 26), "放假：中秋节假期中的休息日（不是法定节假日）"),
        (D(2026, 2, 22), "放假：春节假期中的休息日（不是法定节假日）"),
        (D(2026, 5, 2), "法定节假日：劳动节"),
        (D(2026, 5, 3), "放假：劳动节假期中的休息日"),
    ],
)
def test_get_current_date_day_status(today, status):
    result = ToolRegistry(make_date_tools(today=today)).run("get_current_date", None)
    assert result.ok
    assert status in result.observation
    assert result.data.get("provisional", False) == (today.year == 2027)


def test_get_current_date_defaults_to_shanghai_today():
    from zoneinfo import ZoneInfo

    before = dt.datetime.now(ZoneInfo("Asia/Shanghai")).date()
    result = make_date_tools()[0].run({})
    after = dt.datetime.now(ZoneInfo("Asia/Shanghai")).date()
    assert result.data["date"] in {before.isoformat(), after.isoformat()}


def test_calculate_leave_days_tool(registry):
    result = registry.run("calculate_leave_days", {"start_date": "2026-03-20", "end_date": "2026年3月25日"})
    assert result.ok
    assert result.observation.startswith("从 2026-03-20 到 2026-03-25，共 4 个工作日。")
    assert result.data["workdays"] == 4 and result.data["calendar_days"] == 6


def test_calculate_leave_days_tool_lists_holidays(registry):
    result = registry.run("calculate_leave_days", {"start_date": "2026-02-13", "end_date": "2026-03-02"})
    assert result.ok
    assert "共 8 个工作日" in result.observation
    assert "2026-02-15 至 2026-02-23 春节" in result.observation
    assert "2026-02-14（周六）、2026-02-28（周六）" in result.observation
    assert result.data["holidays"][0] == {"date": "2026-02-15", "name": "春节", "statutory": False}  # 除夕 is the 16th
    assert len(result.data["holidays"]) == 9
    assert [m["date"] for m in result.data["makeup_workdays"]] == ["2026-02-14", "2026-02-28"]


def test_calculate_leave_days_refuses_years_beyond_the_horizon(registry):
    result = registry.run("calculate_leave_days", {"start_date": "2029-12-28", "end_date": "2030-01-05"})
    assert not result.ok
    assert "2030" in result.observation and "2029" in result.observation
    assert "个工作日" not in result.observation
    assert not re.search(r"共 \d+", result.observation)
    assert result.data == {}


def test_add_workdays_tool(registry):
    result = registry.run("add_workdays", {"date": "2026-03-20", "days": 3})
    assert result.ok
    assert result.observation.startswith("2026-03-20（周五）之后第 3 个工作日是 2026-03-25（周三）。")
    assert result.data == {"date": "2026-03-25", "start_date": "2026-03-20", "days": 3, "weekday": "周三",
                           "holidays": [], "makeup_workdays": []}


def test_add_workdays_tool_reports_skipped_holidays(registry):
    result = registry.run("add_workdays", {"date": "2026-02-12", "days": "3"})
    assert result.ok
    assert result.data["date"] == "2026-02-24"
    assert "春节" in result.observation and "2026-02-14（周六）" in result.observation
    # the same days as typed data: what the answer check reads
    assert {"date": "2026-02-17", "name": "春节", "statutory": True} in result.data["holidays"]
    assert {"date": "2026-02-14", "name": "春节"} in result.data["makeup_workdays"]


@pytest.mark.parametrize("days, expected", [(3.0, 3), (" 3 ", 3), (366, None)])
def test_add_workdays_tool_accepts_lenient_integers(registry, days, expected):
    result = registry.run("add_workdays", {"date": "2006-01-04", "days": days})
    assert result.ok, result.observation
    if expected is not None:
        assert result.data["days"] == expected


def _one_line(text: str) -> bool:
    return "\n" not in text


@pytest.mark.parametrize(
    "tool, args, must_contain",
    [
        ("get_current_date", {"tz": "UTC"}, ["未知参数 `tz`"]),
        ("calculate_leave_days", {"start_date": "2026-03-20", "end_date": "2026-03-25", "days": 1}, ["未知参数 `days`"]),
        ("calculate_leave_days", {"start_date": "2026-03-20"}, ["缺少参数 `end_date`", "start_date, end_date"]),
        ("calculate_leave_days", {"start": "2026-03-20", "end_date": "2026-03-25"}, ["`start_date`"]),
        ("calculate_leave_days", {"start_date": "明天", "end_date": "2026-03-25"}, ["`start_date`", "YYYY-MM-DD", '"明天"']),
        ("calculate_leave_days", {"start_date": "2026-03-20", "end_date": "2026-02-30"}, ["`end_date`", "不存在"]),
        ("calculate_leave_days", {"start_date": "2026-03-20", "end_date": 20260325}, ["`end_date`", "YYYY-MM-DD"]),
        ("calculate_leave_days", {"start_date": "2026-03-20", "end_date": None}, ["`end_date`", "null"]),
        ("calculate_leave_days", {"start_date": "2026-03-25", "end_date": "2026-03-20"}, ["`end_date`", "早于"]),
        ("calculate_leave_days", {"start_date": "2020-01-01", "end_date": "2026-01-01"}, ["`end_date`", "1098"]),
        ("add_workdays", {"date": "2026-03-20", "days": 0}, ["`days`", "整数"]),
        ("add_workdays", {"date": "2026-03-20", "days": -367}, ["`days`", "-366"]),
        ("add_workdays", {"date": "2026-03-20", "days": 1.5}, ["`days`", "1.5"]),
        ("add_workdays", {"date": "2026-03-20", "days": True}, ["`days`"]),
        ("add_workdays", {"date": "2026-03-20", "days": "三"}, ["`days`"]),
        ("add_workdays", {"date": "2026-03-20", "days": 367}, ["`days`", "366"]),
        ("add_workdays", {"date": "tomorrow", "days": 3}, ["`date`", "get_current_date"]),
        ("add_workdays", {"date": "2026-03-20"}, ["缺少参数 `days`"]),
        ("add_workdays", {"date": "2029-12-20", "days": 15}, ["2030", "2029"]),
    ],
)
def test_tool_errors_are_one_clear_line(registry, tool, args, must_contain):
    result = registry.run(tool, args)
    assert not result.ok
    assert result.observation.startswith(tool)
    assert _one_line(result.observation)
    for fragment in must_contain:
        assert fragment in result.observation, result.observation


# --- years beyond the bundled data: provisional estimate, imported notice -------------

from pathlib import Path  # noqa: E402

from workcalendar.imports import read_notice, save_import  # noqa: E402

NOTICE_2027 = Path(__file__).resolve().parents[1] / "data" / "notices" / "2027-invented.txt"
CAVEAT = "2027 年官方放假安排尚未导入，以下按法定节日推算"
DEC_28 = D(2026, 12, 28)


def _tools(kb_dir=None, today=DEC_28) -> ToolRegistry:
    return ToolRegistry(make_date_tools(calendar=WorkCalendar(kb_dir, today=today)))


def _import_2027(kb_dir) -> None:
    now = dt.datetime(2026, 11, 10, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=8)))
    save_import(kb_dir, read_notice(NOTICE_2027), NOTICE_2027.name, now)


def test_boundary_range_into_a_provisional_year_is_counted_with_the_caveat_first():
    result = _tools().run("calculate_leave_days", {"start_date": "2026-12-28", "end_date": "2027-01-08"})
    assert result.ok, result.observation
    assert result.observation.startswith(CAVEAT)
    assert "共 9 个工作日" in result.observation  # 12-28..31 and 01-04..08; 01-01 元旦
    assert result.data["provisional"] is True and result.data["provisional_years"] == [2027]
    assert result.data["holidays"] == [{"date": "2027-01-01", "name": "元旦", "statutory": True}]


def test_add_workdays_across_new_year_into_a_provisional_year():
    result = _tools().run("add_workdays", {"date": "2026-12-30", "days": 3})
    assert result.ok, result.observation
    assert result.data["date"] == "2027-01-05" and result.data["provisional"] is True
    assert result.observation.startswith(CAVEAT) and "2027-01-05（周二）" in result.observation


def test_answers_inside_an_official_year_carry_no_caveat():
    result = _tools().run("add_workdays", {"date": "2026-12-21", "days": 3})
    assert result.ok and result.data["date"] == "2026-12-24"
    assert "推算" not in result.observation and "provisional" not in result.data


def test_provisional_year_counts_only_statutory_days():
    # 2027 春节 estimate: 除夕 02-05 (Fri) to 初三 02-08 (Mon); no bridging days, no 调休.
    # February 2027 has 20 weekdays, two of them (02-05, 02-08) off.
    result = _tools().run("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-02-28"})
    assert result.ok
    assert result.data["workdays"] == 20 - 2
    assert result.data["makeup_workdays"] == [] and result.data["provisional"] is True


def test_imported_year_is_used_without_caveat(tmp_path):
    _import_2027(tmp_path)
    result = _tools(tmp_path).run("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-02-28"})
    assert result.ok
    # February 2027 has 20 weekdays; 02-05 and 02-08..12 are off; Sunday 02-14 and Saturday 02-20 are worked.
    assert result.data["workdays"] == 20 - 6 + 2
    assert [m["date"] for m in result.data["makeup_workdays"]] == ["2027-02-14", "2027-02-20"]
    assert "推算" not in result.observation and "provisional" not in result.data


def test_boundary_with_an_imported_next_year(tmp_path):
    _import_2027(tmp_path)
    result = _tools(tmp_path).run("add_workdays", {"date": "2026-12-30", "days": 3})
    assert result.ok
    assert result.data["date"] == "2027-01-05" and "provisional" not in result.data
    assert "2027-01-01 至 2027-01-03 元旦" in result.observation


def test_tools_see_an_import_made_after_they_were_built(tmp_path):
    tools = _tools(tmp_path)
    args = {"start_date": "2027-02-01", "end_date": "2027-02-28"}
    assert tools.run("calculate_leave_days", args).data["provisional"] is True
    _import_2027(tmp_path)
    assert "provisional" not in tools.run("calculate_leave_days", args).data


def test_current_date_in_a_provisional_year_says_so():
    result = _tools(today=D(2027, 2, 5)).run("get_current_date", {})
    assert result.ok and "法定节假日：春节" in result.observation and CAVEAT[:16] in result.observation
    assert result.data["provisional"] is True


def test_damaged_import_becomes_an_observation(tmp_path):
    (tmp_path / "holidays").mkdir()
    (tmp_path / "holidays" / "2027.json").write_text("[]", encoding="utf-8")
    result = _tools(tmp_path).run("add_workdays", {"date": "2026-12-30", "days": 3})
    assert not result.ok and result.observation.startswith("add_workdays 失败：")
    assert "2027.json" in result.observation and "\n" not in result.observation


def _import_first_lines_of_2027(kb_dir, lines: int = 5) -> None:
    from workcalendar.notice import parse_notice

    now = dt.datetime(2026, 11, 10, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=8)))
    text = "\n".join(NOTICE_2027.read_text(encoding="utf-8").splitlines()[:lines])
    save_import(kb_dir, parse_notice(text), "part.txt", now)


def test_partial_import_answers_carry_the_caveat_naming_the_estimated_festivals(tmp_path):
    _import_first_lines_of_2027(tmp_path)
    result = _tools(tmp_path).run("calculate_leave_days", {"start_date": "2027-02-01", "end_date": "2027-02-28"})
    assert result.ok
    assert result.observation.startswith("2027 年导入的放假通知缺少春节、清明节、劳动节、端午节、中秋节、国庆节的安排，这些节日按法定节日推算")
    assert result.data["workdays"] == 20 - 2  # the estimate for 春节: 除夕 02-05 (Fri) to 初三 02-08 (Mon)
    assert result.data["provisional"] is True and result.data["estimated_festivals"] == {
        "2027": ["春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节"]}


def test_partial_import_keeps_the_days_it_names(tmp_path):
    _import_first_lines_of_2027(tmp_path)
    result = _tools(tmp_path).run("add_workdays", {"date": "2026-12-30", "days": 3})
    assert result.ok and result.data["date"] == "2027-01-05"
    # 元旦 01-01..03 as the import says (the estimate has 01-01 alone).
    assert "2027-01-01 至 2027-01-03 元旦（3 天" in result.observation and "缺少春节" in result.observation


def test_current_date_in_a_partial_year_names_the_estimate():
    from tools.dates import provisional_caveat

    assert provisional_caveat([2027], {2027: ("春节",)}).startswith("2027 年导入的放假通知缺少春节的安排，这些节日按法定节日推算")
    mixed = provisional_caveat([2027, 2028], {2027: ("春节",)})
    assert mixed.startswith("2028 年官方放假安排尚未导入；2027 年导入的放假通知缺少春节的安排，以下按法定节日推算")


def test_current_date_on_next_years_new_year_eve_holiday(tmp_path):
    from workcalendar.notice import parse_notice

    text = NOTICE_2027.read_text(encoding="utf-8").replace(
        "一、元旦：1月1日（周五）至3日（周日）放假，共3天。", "一、元旦：12月31日（周四）至1月3日（周日）放假，共4天。")
    save_import(tmp_path, parse_notice(text), "n.txt", dt.datetime(2026, 11, 10, tzinfo=dt.timezone.utc))
    result = _tools(tmp_path, today=D(2026, 12, 31)).run("get_current_date", {})
    # off by the notice, but no statutory day: the law gives 1 January only (overtime on 31 December is a rest day's)
    assert result.ok and "放假：元旦假期中的休息日（不是法定节假日）" in result.observation and "provisional" not in result.data


# -- deadlines: add_workdays with negative days -------------------------------------------
def _latest_start_by_chinese_calendar(deadline: dt.date, days: int) -> dt.date:
    """The definition, by brute force over chinese_calendar itself: the latest S whose N-th
    working day after it is on or before the deadline."""
    import chinese_calendar as cc

    def nth_after(start: dt.date) -> dt.date:
        d, left = start, days
        while left:
            d += dt.timedelta(days=1)
            left -= cc.is_workday(d)
        return d

    s = deadline - dt.timedelta(days=1)
    while nth_after(s) > deadline:
        s -= dt.timedelta(days=1)
    return s


@pytest.mark.parametrize("deadline, days, expected, why", [
    ("2026-02-25", 3, "2026-02-13", "春节 2-15…2-23 off, Saturday 2-14 worked"),
    ("2026-10-09", 3, "2026-09-29", "国庆 10-01…10-07 off"),
    ("2026-10-12", 3, "2026-10-08", "Saturday 2026-10-10 is a 国庆 调休 working day"),
    ("2026-03-25", 3, "2026-03-22", "an ordinary week: the latest day is a Sunday"),
    ("2026-05-06", 1, "2026-05-05", "劳动节 05-01…05-05 off: the latest day is the holiday's last"),
])
def test_negative_days_give_the_latest_submission_day_as_chinese_calendar_counts(registry, deadline, days, expected, why):
    d = dt.date.fromisoformat(deadline)
    assert _latest_start_by_chinese_calendar(d, days).isoformat() == expected, why
    result = registry.run("add_workdays", {"date": deadline, "days": -days})
    assert result.ok, result.observation
    assert result.data["date"] == expected and result.data["days"] == -days
    # the defining property: the N-th working day after it is the deadline, a day later is too late
    forward = registry.run("add_workdays", {"date": expected, "days": days}).data["date"]
    later = registry.run("add_workdays", {"date": (dt.date.fromisoformat(expected) + dt.timedelta(days=1)).isoformat(),
                                          "days": days}).data["date"]
    assert forward == deadline and later > deadline
    assert f"最晚 {expected}" in result.observation.split("。")[0]


def test_a_deadline_whose_latest_day_is_a_day_off_also_names_the_last_working_day(registry):
    result = registry.run("add_workdays", {"date": "2026-03-25", "days": "-3"})
    assert result.data["last_workday"] == "2026-03-20"
    assert "若须在工作日提交则最晚 2026-03-20（周五）" in result.observation.split("。")[0]


def test_a_deadline_in_an_estimated_year_carries_the_caveat():
    result = _tools().run("add_workdays", {"date": "2027-02-10", "days": -3})
    assert result.ok and result.observation.startswith("2027 年官方放假安排尚未导入")
    assert result.data["provisional"] is True and result.data["date"] == "2027-02-03"


def test_the_tool_description_in_the_prompt_says_negative_days_count_back(registry):
    from prompts.react_prompt import render_tool

    text = render_tool(registry.get("add_workdays"))
    assert "负数" in text and "倒推" in text and "最晚" in text


@pytest.mark.parametrize("date,days,moved_back_to", [
    ("2026-02-15", -1, "2026-02-14"),  # a Sunday in 春节: back to the 调休 Saturday, not to Friday the 13th
    ("2026-10-05", -3, "2026-09-30"),  # the last day of 国庆
    ("2026-03-23", -1, "2026-03-23"),  # a working day is its own
    ("2026-08-15", -2, "2026-08-14"),  # a Saturday
    ("2027-02-07", -1, "2027-02-04"),  # 春节 2027, estimated
])
def test_counting_back_also_names_the_working_day_a_rest_day_moves_back_to(date, days, moved_back_to):
    """add_workdays with -N is the latest submission day; a model asked for a payday moved back off a rest day calls it
    with -1 too, so the observation also names the last working day on or before the date (the calendar's own answer)."""
    today = dt.date(2026, 1, 10)
    tool = {t.name: t for t in make_date_tools(today=today)}["add_workdays"]
    out = tool.run({"date": date, "days": days})
    day = dt.date.fromisoformat(date)
    assert WorkCalendar(today=today).last_workday_on_or_before(day).isoformat() == moved_back_to == out.data["reached"]
    assert re.search(rf"{date}（周.）当天或之前最近的工作日是 {moved_back_to}（周.）。$", out.observation)


@pytest.mark.parametrize("start,end,said", [
    ("2026-09-25", "2026-10-07", ["2026-09-25 至 2026-09-27 中秋节（3 天，其中法定节假日 1 天、周一至周五 1 天）",
                                  "2026-10-01 至 2026-10-07 国庆节（7 天，其中法定节假日 3 天、周一至周五 5 天）"]),
    ("2026-02-14", "2026-02-24", ["2026-02-15 至 2026-02-23 春节（9 天，其中法定节假日 4 天、周一至周五 6 天）"]),
    ("2026-06-18", "2026-06-22", ["2026-06-19 至 2026-06-21 端午节（3 天，其中法定节假日 1 天、周一至周五 1 天）"]),
    # the estimate holds the statutory days only
    ("2027-02-01", "2027-02-12", ["2027-02-05 至 2027-02-08 春节（4 天，其中法定节假日 4 天、周一至周五 2 天）"]),
])
def test_a_break_tells_its_statutory_days_from_the_rest_days_beside_them(start, end, said):
    result = ToolRegistry(make_date_tools(today=D(2026, 1, 5))).run("calculate_leave_days", {"start_date": start, "end_date": end})
    assert result.ok and all(s in result.observation for s in said) and "其间节假日：" in result.observation

