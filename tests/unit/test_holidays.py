"""The calendar package below the parser: the statutory estimate, stored imports (bounded,
round-tripped, removed) and how `WorkCalendar` chooses between official, imported (whole or
partial) and provisional years, next year's December days included. The parser itself:
test_notice.py."""
from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

import chinese_calendar as cc
import pytest

from workcalendar.calendar import WorkCalendar, YearOutOfRange
from workcalendar.imports import StoredScheduleError, import_path, load_import, read_notice, save_import
from workcalendar.notice import parse_notice
from workcalendar.official import official_schedule
from workcalendar.schedule import CalendarError
from workcalendar.statutory import festival_days, provisional_schedule

D = dt.date
NOTICES = Path(__file__).resolve().parents[1] / "data" / "notices"
NOW = dt.datetime(2026, 11, 10, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=8)))
TITLE = "国务院办公厅关于2027年部分节假日安排的通知\n"
FULL_2027 = (NOTICES / "2027-invented.txt").read_text(encoding="utf-8")


# --- the statutory estimate --------------------------------------------------------


@pytest.mark.parametrize(
    "festival, expected",
    [
        ("春节", [D(2027, 2, 5), D(2027, 2, 6), D(2027, 2, 7), D(2027, 2, 8)]),
        ("清明节", [D(2027, 4, 5)]),
        ("端午节", [D(2027, 6, 9)]),
        ("中秋节", [D(2027, 9, 15)]),
        ("劳动节", [D(2027, 5, 1), D(2027, 5, 2)]),
        ("国庆节", [D(2027, 10, 1), D(2027, 10, 2), D(2027, 10, 3)]),
        ("元旦", [D(2027, 1, 1)]),
    ],
)
def test_statutory_days_2027(festival, expected):
    assert [d for d, name in festival_days(2027).items() if festival in name] == expected


@pytest.mark.parametrize(
    "year, spring, qingming, dragon_boat, mid_autumn",
    [
        (2028, D(2028, 1, 26), D(2028, 4, 4), D(2028, 5, 28), D(2028, 10, 3)),
        (2029, D(2029, 2, 13), D(2029, 4, 4), D(2029, 6, 16), D(2029, 9, 22)),
        (2030, D(2030, 2, 3), D(2030, 4, 5), D(2030, 6, 5), D(2030, 9, 12)),
    ],
)
def test_statutory_lunar_and_solar_term_days_later_years(year, spring, qingming, dragon_boat, mid_autumn):
    days = festival_days(year)
    assert "春节" in days[spring] and "春节" in days[spring - dt.timedelta(days=1)]  # 除夕 too
    assert days[qingming] == "清明节"
    assert days[dragon_boat] == "端午节"
    assert "中秋节" in days[mid_autumn]


@pytest.mark.parametrize("year", range(2020, 2027))
def test_statutory_days_are_official_holidays_in_covered_years(year):
    days = festival_days(year)
    new_years_eve = min(d for d, name in days.items() if name == "春节")
    added_in_2025 = {new_years_eve, D(year, 5, 2)}  # statutory only since the 2025 amendment
    for d, name in days.items():
        if year >= 2025 or d not in added_in_2025:
            assert d in cc.holidays, (d, name)


def test_provisional_schedule_has_no_makeup_days_and_is_flagged():
    s = provisional_schedule(2027)
    assert s.provisional and s.source == "provisional" and not s.workdays
    assert len(s.holidays) == 13  # 1 + 4 + 1 + 2 + 1 + 1 + 3 statutory days


# --- stored imports ---------------------------------------------------------------


def test_import_round_trips_and_leaves_no_temporary_file(tmp_path):
    schedule = read_notice(NOTICES / "2027-invented.txt")
    stored = save_import(tmp_path, schedule, "2027-invented.txt", NOW)
    assert load_import(import_path(tmp_path, 2027)) == stored
    assert stored.file == "2027-invented.txt" and stored.imported_at == "2026-11-10T09:30:00+08:00"
    assert os.listdir(tmp_path / "holidays") == ["2027.json"]


def test_damaged_import_is_a_calendar_error_naming_the_file(tmp_path):
    path = import_path(tmp_path, 2027)
    path.parent.mkdir()
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(StoredScheduleError) as info:
        WorkCalendar(tmp_path, today=D(2026, 12, 1)).describe_day(D(2027, 3, 1))
    assert isinstance(info.value, CalendarError)
    assert str(path) in str(info.value) and "calendar import" in str(info.value)


# --- WorkCalendar: which source is in force -------------------------------------------


def test_source_per_year(tmp_path):
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    assert calendar.schedule(2026).source == "official"
    assert calendar.schedule(2027).source == "provisional"
    save_import(tmp_path, read_notice(NOTICES / "2027-invented.txt"), "n.txt", NOW)
    assert calendar.schedule(2027).source == "imported"
    with pytest.raises(YearOutOfRange):
        calendar.schedule(2030)


def test_import_wins_over_official_data_for_its_year(tmp_path):
    # A notice that moves 2026's 国庆 make-up Saturday to a holiday, as an amended notice would.
    text = (NOTICES / "2026.txt").read_text(encoding="utf-8").replace("、10月10日（周六）上班", "上班")
    save_import(tmp_path, parse_notice(text), "amended.txt", NOW)
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    assert calendar.describe_day(D(2026, 10, 10)).kind == "weekend"
    assert WorkCalendar(today=D(2026, 12, 1)).describe_day(D(2026, 10, 10)).kind == "makeup_workday"
    assert calendar.schedule(2026).differences(official_schedule(2026)) == ["2026-10-10（周六）放假（内置官方数据为上班）"]


def test_import_by_another_process_is_seen_without_restart(tmp_path):
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    assert calendar.describe_day(D(2027, 2, 10)).kind == "workday"  # provisional: only 除夕–初三 off
    save_import(tmp_path, read_notice(NOTICES / "2027-invented.txt"), "n.txt", NOW)
    info = calendar.describe_day(D(2027, 2, 10))
    assert info.kind == "holiday" and not info.provisional
    import_path(tmp_path, 2027).unlink()
    assert calendar.describe_day(D(2027, 2, 10)).provisional


def test_next_years_import_can_start_on_december_31(tmp_path):
    text = TITLE + "一、元旦：2026年12月31日至2027年1月3日放假调休，共4天。"
    save_import(tmp_path, parse_notice(text), "n.txt", NOW)
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    assert calendar.describe_day(D(2026, 12, 31)).kind == "holiday"
    assert calendar.workdays_between(D(2026, 12, 28), D(2027, 1, 8)).workdays == 3 + 5


def test_boundary_range_is_provisional_only_for_the_estimated_year():
    count = WorkCalendar(today=D(2026, 12, 28)).workdays_between(D(2026, 12, 28), D(2027, 1, 8))
    assert count.provisional_years == (2027,)
    assert [h.date for h in count.holidays] == [D(2027, 1, 1)]
    assert count.workdays == 4 + 5  # 12-28..31, then 01-04..08


def test_json_document_of_a_schedule(tmp_path):
    stored = save_import(tmp_path, read_notice(NOTICES / "2027-invented.txt"), "n.txt", NOW)
    doc = json.loads(json.dumps(stored.as_json()))
    assert doc["year"] == 2027 and doc["source"] == "imported" and doc["file"] == "n.txt"
    assert doc["holidays"][:3] == [{"date": f"2027-01-0{n}", "name": "元旦"} for n in (1, 2, 3)]
    assert doc["workdays"][0] == {"date": "2027-02-14", "name": "春节"}
    assert {h["name"] for h in doc["holidays"]} == {"元旦", "春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节"}
    assert all(D.fromisoformat(w["date"]).weekday() >= 5 for w in doc["workdays"])
    assert doc["provisional"] is False and doc["missing"] == []


def test_calendar_package_needs_neither_the_tools_nor_heavy_libraries():
    import subprocess
    import sys

    code = (
        "import sys, workcalendar.calendar, workcalendar.imports, nodes.context;"
        "print(sorted(m for m in ('chromadb', 'langgraph', 'onnxruntime', 'tools', 'tools.base') if m in sys.modules))"
    )
    repo = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=repo,
                         env={**os.environ, "PYTHONPATH": str(repo)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


# --- what is in force: partial imports, next year's December days --------------------------


def test_partial_import_takes_the_missing_festivals_from_the_estimate_and_says_so(tmp_path):
    save_import(tmp_path, parse_notice("\n".join(FULL_2027.splitlines()[:5])), "part.txt", NOW)
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    s = calendar.schedule(2027)
    assert s.source == "imported" and s.provisional and s.filled_from == "provisional"
    assert s.estimated_festivals == ("春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节")
    assert s.holidays[D(2027, 1, 3)] == "元旦"  # the import's own days stay
    assert s.holidays[D(2027, 2, 6)] == "春节" and D(2027, 2, 10) not in s.holidays  # estimate: 除夕–初三
    info = calendar.describe_day(D(2027, 10, 2))
    assert info.kind == "holiday" and info.provisional and "春节" in info.estimated
    count = calendar.workdays_between(D(2027, 2, 1), D(2027, 2, 28))
    assert count.provisional_years == (2027,) and "春节" in count.estimated_festivals[2027]


def test_partial_import_of_a_covered_year_takes_the_rest_from_the_official_data(tmp_path):
    text = (NOTICES / "2026.txt").read_text(encoding="utf-8")
    part = "\n".join(line for line in text.splitlines() if not line.startswith("七、国庆节"))
    save_import(tmp_path, parse_notice(part), "part.txt", NOW)
    s = WorkCalendar(tmp_path, today=D(2026, 12, 1)).schedule(2026)
    assert s.missing == ("国庆节",) and s.filled_from == "official" and not s.provisional
    assert s.holidays[D(2026, 10, 7)] == "国庆节" and s.workdays[D(2026, 10, 10)] == "国庆节"
    assert s.differences(official_schedule(2026)) == []


def test_next_years_december_days_are_in_this_years_schedule_and_the_tools(tmp_path):
    text = TITLE + "一、元旦：2026年12月31日至2027年1月2日放假调休，共3天。2026年12月26日（星期六）上班。"
    save_import(tmp_path, parse_notice(text + "\n" + "\n".join(FULL_2027.splitlines()[5:])), "n.txt", NOW)
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    shown = calendar.schedule(2026)
    assert shown.source == "official"
    assert shown.holidays[D(2026, 12, 31)] == "元旦" and shown.workdays[D(2026, 12, 26)] == "元旦"
    assert calendar.describe_day(D(2026, 12, 31)).kind == "holiday"
    assert calendar.describe_day(D(2026, 12, 26)).kind == "makeup_workday"
    labels = [name for name, _, _ in shown.festivals()]
    assert labels[0] == "元旦" and labels[-1] == "2027年元旦"
    assert {"date": "2026-12-31", "name": "2027年元旦"} in shown.as_json()["holidays"]


def test_remove_import_returns_the_year_to_the_schedule_beneath(tmp_path):
    from workcalendar.imports import imported_years, remove_import

    save_import(tmp_path, read_notice(NOTICES / "2027-invented.txt"), "n.txt", NOW)
    calendar = WorkCalendar(tmp_path, today=D(2026, 12, 1))
    assert imported_years(tmp_path) == [2027] and calendar.schedule(2027).source == "imported"
    assert remove_import(tmp_path, 2027).file == "n.txt"
    assert calendar.schedule(2027).source == "provisional" and imported_years(tmp_path) == []
    assert remove_import(tmp_path, 2027) is None


def test_an_imported_year_keeps_next_years_december_days_from_the_bundled_data(tmp_path):
    # A 2022 import replaces the bundled 2022 schedule, which also held 2023's 元旦 from 2022-12-31.
    text = "关于2022年部分节假日安排的通知\n一、元旦：1月1日至3日放假，共3天。"
    save_import(tmp_path, parse_notice(text), "2022.txt", NOW)
    calendar = WorkCalendar(tmp_path, today=D(2022, 6, 1))
    s = calendar.schedule(2022)
    assert s.source == "imported" and s.holidays[D(2022, 12, 31)] == "元旦"
    assert calendar.describe_day(D(2022, 12, 31)).kind == "holiday"


def test_a_fifo_in_place_of_a_stored_import_is_a_calendar_error_not_a_hang(tmp_path):
    path = import_path(tmp_path, 2027)
    path.parent.mkdir()
    os.mkfifo(path)
    with pytest.raises(StoredScheduleError) as info:
        WorkCalendar(tmp_path, today=D(2026, 12, 1)).describe_day(D(2027, 3, 1))
    assert str(path) in str(info.value)
