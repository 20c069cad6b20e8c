"""The calendar package below the tools: the notice parser, the statutory estimate, stored
imports and how `WorkCalendar` chooses between official, imported and provisional years.

The notices under tests/data/notices/ for 2023–2026 are written in the official style (plain
text, Markdown, HTML) and checked day by day against chinese_calendar's official data;
2027-invented.txt is an invented notice for a year the library does not cover."""
from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

import chinese_calendar as cc
import pytest

from workcalendar.calendar import WorkCalendar, YearOutOfRange
from workcalendar.imports import StoredScheduleError, import_path, load_import, read_notice, save_import
from workcalendar.notice import NoticeError, parse_notice
from workcalendar.official import holiday_name_zh, official_schedule
from workcalendar.schedule import CalendarError, festival_year
from workcalendar.statutory import festival_days, provisional_schedule

D = dt.date
NOTICES = Path(__file__).resolve().parents[1] / "data" / "notices"
OFFICIAL_STYLE = ["2023.txt", "2024.md", "2025.html", "2026.txt"]
# The same kind of notice in other wordings and layouts: pasted from the web page with the
# 调休 sentences on lines of their own, as one line, with headings standing alone, full-width
# digits and ASCII punctuation, Markdown emphasis, make-up days in other word orders, and
# notices whose 元旦 reaches back into December (2012: a make-up Saturday; 2019: days off).
VARIANTS = ["2012-december-makeup.txt", "2017-buxiu.txt", "2019-amended.txt", "2023-reordered.md", "2024-fullwidth.txt",
            "2024-headings-alone.html", "2025-webpaste.txt", "2026-one-line.txt"]
NOW = dt.datetime(2026, 11, 10, 9, 30, tzinfo=dt.timezone(dt.timedelta(hours=8)))
TITLE = "国务院办公厅关于2027年部分节假日安排的通知\n"


def _days(year: int):
    d = D(year, 1, 1)
    while d.year == year:
        yield d
        d += dt.timedelta(days=1)


# --- the parser against the official data ------------------------------------------


@pytest.mark.parametrize("name", OFFICIAL_STYLE + VARIANTS)
def test_official_style_notice_matches_bundled_data_day_by_day(name):
    schedule = read_notice(NOTICES / name)
    year = int(name[:4])
    assert schedule.year == year and schedule.source == "imported" and schedule.missing == ()
    # The bundled data files each day under the year it falls in; a notice holds its festivals'
    # days, next year's December 元旦 days excepted and last December's included.
    official_off = {d for d, n in cc.holidays.items() if festival_year(d, holiday_name_zh(n)) == year}
    official_work = {d for d, n in cc.workdays.items() if festival_year(d, holiday_name_zh(n)) == year}
    for d in _days(year):
        if festival_year(d, holiday_name_zh(cc.holidays.get(d) or cc.workdays.get(d) or "")) == year:
            assert schedule.is_workday(d) == cc.is_workday(d), d
    # Every weekday off is the festival's own day, not an ordinary weekday mislabelled.
    assert {d for d in schedule.holidays if d.weekday() < 5} == {d for d in official_off if d.weekday() < 5}
    assert set(schedule.workdays) == official_work
    # Days announced outside the notice's year (2023's 元旦 from 2022-12-31) are official too.
    assert all(d in official_off for d in schedule.holidays if d.year != year)


def test_docx_notice_is_read_through_the_document_readers(tmp_path):
    import docx

    document = docx.Document()
    for line in (NOTICES / "2026.txt").read_text(encoding="utf-8").splitlines():
        document.add_paragraph(line)
    path = tmp_path / "通知.docx"
    document.save(path)
    assert read_notice(path).holidays == read_notice(NOTICES / "2026.txt").holidays


def test_unsupported_file_type_is_refused_in_one_line(tmp_path):
    path = tmp_path / "notice.xlsx"
    path.write_bytes(b"PK")
    with pytest.raises(StoredScheduleError) as info:
        read_notice(path)
    assert "notice.xlsx" in str(info.value) and ".docx" in str(info.value)


# --- wording the parser understands ----------------------------------------------


def _one(body: str, title: str = TITLE):
    return parse_notice(title + body)


def test_range_across_months_with_weekday_notes():
    s = _one("五、端午节：5月31日（周六）至6月2日（周一）放假，共3天。", title="关于2025年部分节假日安排的通知\n")
    assert sorted(s.holidays) == [D(2025, 5, 31), D(2025, 6, 1), D(2025, 6, 2)]
    assert set(s.holidays.values()) == {"端午节"}


def test_range_with_lunar_notes_and_range_within_month():
    s = _one("二、春节：1月28日（农历除夕、周二）至2月4日（农历正月初七、周二）放假调休，共8天。\n"
             "三、清明节：4月4日至6日放假，共3天。", title="关于2025年部分节假日安排的通知\n")
    assert len([d for d in s.holidays if s.holidays[d] == "春节"]) == 8
    assert [d for d in s.holidays if s.holidays[d] == "清明节"] == [D(2025, 4, 4), D(2025, 4, 5), D(2025, 4, 6)]


@pytest.mark.parametrize("sentence", ["1月1日放假，与周末连休。", "1月1日（周五）放假1天，不调休。", "1月1日与周末连休。"])
def test_single_day_forms(sentence):
    assert dict(_one("一、元旦：" + sentence).holidays) == {D(2027, 1, 1): "元旦"}


@pytest.mark.parametrize("weekday", ["星期日", "周日", "星期天"])
def test_makeup_days_with_either_weekday_form(weekday):
    s = _one(f"二、春节：2月5日至13日放假调休，共9天。2月14日（{weekday}）、2月20日（周六）上班。")
    assert dict(s.workdays) == {D(2027, 2, 14): "春节", D(2027, 2, 20): "春节"}


def test_combined_festivals_share_one_range():
    s = _one("六、中秋节、国庆节：9月29日至10月6日放假调休，共8天。10月7日（星期六）、10月8日（星期日）上班。",
             title="关于2023年部分节假日安排的通知\n")
    assert len(s.holidays) == 8 and set(s.holidays.values()) == {"中秋节、国庆节"}
    assert sorted(s.workdays) == [D(2023, 10, 7), D(2023, 10, 8)]


def test_encouragement_is_not_a_holiday():
    s = _one("二、春节：2月6日至13日放假调休，共8天。鼓励各单位结合带薪年休假等制度落实，安排职工在除夕（2月5日）休息。")
    assert D(2027, 2, 5) not in s.holidays and len(s.holidays) == 8


def test_full_width_digits_and_unnumbered_headings():
    s = _one("元旦：１月１日（周五）至３日（周日）放假，共３天。")
    assert sorted(s.holidays) == [D(2027, 1, 1), D(2027, 1, 2), D(2027, 1, 3)]


def test_year_from_the_body_when_the_title_is_missing():
    s = parse_notice("经国务院批准，现将2027年元旦、春节放假调休日期的具体安排通知如下。\n一、元旦：1月1日至3日放假，共3天。")
    assert s.year == 2027


def test_closing_paragraph_is_not_part_of_the_last_festival():
    s = _one("七、国庆节：10月1日至7日放假调休，共7天。\n节假日期间，各地区、各部门要妥善安排好值班工作。\n国务院办公厅\n2026年11月10日")
    assert len(s.holidays) == 7


# --- notices that do not add up ----------------------------------------------------


@pytest.mark.parametrize(
    "text, fragments",
    [
        (TITLE + "二、春节：2月30日至3月5日放假调休，共8天。", ["2月30日", "不存在"]),
        (TITLE + "二、春节：2月5日至13日放假调休，共9天。2月17日（星期三）上班。", ["2月17日", "2027-02-17", "周三", "周六或周日"]),
        (TITLE + "二、春节：2月5日至13日放假调休，共9天。2月15日上班。", ["2027-02-15", "周一"]),
        (TITLE + "一、元旦：1月1日（周四）放假1天。", ["1月1日", "周五", "周四"]),
        (TITLE + "七、国庆节：10月1日至7日放假调休，共8天。", ["共 8 天", "7 天"]),
        (TITLE + "一、元旦：1月1日放假2天。", ["共 2 天", "1 天"]),
        (TITLE + "七、国庆节：10月7日至1日放假调休。", ["早于"]),
        ("关于部分节假日安排的通知\n一、元旦：1月1日放假。", ["无法确定年份"]),
        (TITLE + "现将2028年元旦放假安排通知如下。\n一、元旦：1月1日放假。", ["无法确定年份", "2027", "2028"]),
        (TITLE + "一、元旦：1月1日另行通知。", ["1月1日另行通知", "既不是"]),
        (TITLE + "一、元旦：放假安排另行通知。", ["元旦", "没有找到放假日期"]),
        (TITLE + "经国务院批准，现将2027年元旦放假安排通知如下。", ["没有找到任何节日"]),
        (TITLE + "一、元旦：1月1日至3日放假，共3天。1月2日（周六）上班。", ["2027-01-02", "同时"]),
        (TITLE + "一、元旦：2024年1月1日放假。", ["2024-01-01", "2027"]),
    ],
)
def test_inconsistent_notice_is_refused_with_one_line(text, fragments):
    with pytest.raises(NoticeError) as info:
        parse_notice(text)
    message = str(info.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message


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


def test_enumerated_instructions_that_name_no_festival_are_not_sections():
    s = _one("一、元旦：1月1日至3日放假，共3天。\n二、各地区、各部门要妥善安排值班：确保节日平安。")
    assert len(s.holidays) == 3


def test_a_special_day_under_an_enumerated_heading_is_read():
    s = _one("八、中国人民抗日战争胜利纪念日：9月3日（周五）放假1天。")
    assert dict(s.holidays) == {D(2027, 9, 3): "中国人民抗日战争胜利纪念日"}


def test_makeup_days_joined_with_he():
    s = _one("二、春节：2月5日至13日放假调休，共9天。2月14日（星期日）和2月20日（星期六）上班。")
    assert sorted(s.workdays) == [D(2027, 2, 14), D(2027, 2, 20)]


# --- a notice is complete, or says it is not ------------------------------------------------

FULL_2027 = (NOTICES / "2027-invented.txt").read_text(encoding="utf-8")


def test_first_five_lines_of_a_notice_name_every_festival_they_lack():
    s = parse_notice("\n".join(FULL_2027.splitlines()[:5]))
    assert dict(s.holidays) == {D(2027, 1, d): "元旦" for d in (1, 2, 3)}
    assert s.missing == ("春节", "清明节", "劳动节", "端午节", "中秋节", "国庆节")


def test_festivals_are_checked_against_the_opening_sentences_list():
    text = "现将2027年元旦、春节放假调休日期的具体安排通知如下。\n一、元旦：1月1日至3日放假，共3天。\n二、春节：2月5日至13日放假调休，共9天。"
    assert parse_notice(text).missing == ()
    listed_in_another_order = FULL_2027.replace("中秋节和国庆节", "国庆节和中秋节")
    assert parse_notice(listed_in_another_order).missing == ()


def test_without_an_opening_sentence_the_seven_festivals_are_expected():
    body = "\n".join(line for line in FULL_2027.splitlines() if not line.startswith("经国务院批准"))
    assert parse_notice(body).missing == ()
    assert parse_notice(body.replace("五、端午节：6月9日（周三）放假1天，不调休。", "")).missing == ("端午节",)


def test_a_combined_section_covers_both_festivals():
    s = read_notice(NOTICES / "2025.html")
    assert s.missing == () and "国庆节、中秋节" in s.holidays.values()


def test_a_festival_whose_day_lies_in_another_festivals_days_off_is_covered():
    text = (NOTICES / "2025-webpaste.txt").read_text(encoding="utf-8").replace("六、国庆节、中秋节：", "六、国庆节：")
    assert parse_notice(text).missing == ()  # 中秋 2025-10-06 is inside 国庆's 10-01..10-08
    head, _, tail = text.partition("六、国庆节：")
    assert parse_notice(head + tail[tail.index("节假日期间"):]).missing == ("国庆节", "中秋节")


# --- 调休 sentences wherever they stand ----------------------------------------------------


def test_makeup_sentence_on_its_own_line_belongs_to_its_festival():
    s = _one("二、春节：2月5日至13日放假调休，共9天。\n　　2月14日（周日）、2月20日（周六）上班。\n三、清明节：4月3日至5日放假，共3天。")
    assert dict(s.workdays) == {D(2027, 2, 14): "春节", D(2027, 2, 20): "春节"}


def test_dates_under_a_heading_that_stands_alone():
    s = _one("二、春节：\n2月5日至13日放假调休，共9天。\n2月14日（周日）上班。\n国务院办公厅\n2026年11月10日")
    assert len(s.holidays) == 9 and dict(s.workdays) == {D(2027, 2, 14): "春节"}


@pytest.mark.parametrize("sentence", [
    "2月5日至13日放假调休，共9天，2月14日（周日）、2月20日（周六）上班。",
    "2月5日至13日放假调休，共9天。调休上班日期：2月14日（周日）、2月20日（周六）。",
    "2月5日至13日放假调休，共9天。2月14日（周日）、2月20日（周六）调休上班。",
    "2月5日至13日放假调休，共9天。2月14日（周日）上班，2月20日（周六）上班。",
    "2月5日至13日放假调休，共9天。2月14日（周日），2月20日（周六）补班。",
    "2月5日—13日放假调休，共九天；2月14日（周日）及2月20日（周六）照常上班.",
    "2月5日至13日放假调休，共9天。调休上班日期：2月14日（周日），2月20日（周六）。",
    "2月5号起至13号调休放假，共9天。2月14号（周日）、2月20号（周六）需上班。",
])
def test_makeup_days_in_other_word_orders(sentence):
    s = _one("二、春节：" + sentence)
    assert len(s.holidays) == 9 and dict(s.workdays) == {D(2027, 2, 14): "春节", D(2027, 2, 20): "春节"}


def test_a_notice_pasted_as_one_line_reads_like_the_original():
    one_line = read_notice(NOTICES / "2026-one-line.txt")
    original = read_notice(NOTICES / "2026.txt")
    assert one_line.holidays == original.holidays and one_line.workdays == original.workdays


@pytest.mark.parametrize("heading", ["（二）春节：", "2. 春节：", "**二、春节：**", "- 二、春节："])
def test_other_heading_forms(heading):
    s = _one(heading + "2月5日至13日放假调休，共9天。2月14日（周日）上班。")
    assert len(s.holidays) == 9 and set(s.holidays.values()) == {"春节"}


# --- festivals in the wrong place ---------------------------------------------------------


@pytest.mark.parametrize(
    "body, fragments",
    [
        ("二、春节：2028年2月5日至13日放假调休，共9天。", ["春节", "2028-02-05", "不在 2027 年"]),
        ("七、国庆节：10月1日至7日放假调休，共7天。2026年9月26日（星期六）上班。", ["国庆节", "2026-09-26", "不在 2027 年"]),
        ("一、元旦：2027年12月31日至2028年1月2日放假，共3天。", ["元旦", "2027-12-31", "2028 年的元旦"]),
        ("六、中秋节：9月15日至17日放假，共3天。\n七、国庆节：9月17日至23日放假，共7天。", ["国庆节", "2027-09-17", "中秋节", "重叠"]),
        ("二、春节：2月5日至13日放假调休，共9天。\n三、清明节：2月13日至15日放假，共3天。", ["清明节", "2027-02-13"]),
        ("二、春节：3月5日至13日放假调休，共9天。", ["春节", "正月初一", "2027-02-06"]),
        ("四、劳动节：5月1日至5日放假调休，共5天。6月12日（周六）上班。", ["劳动节", "2027-06-12", "30 天"]),
        ("七、国庆节：10月1日至7日放假调休，共八天。", ["国庆节", "共 八 天", "7 天"]),
        ("二、春节：2月5日至13日放假调休，共9天。2月6日（周六）上班。", ["2027-02-06", "同时"]),
        ("二、春节：2月5日至13日放假调休，共9天，2月14日（周日）另行安排。", ["2月14日", "既不是"]),
    ],
)
def test_festival_dated_wrongly_is_refused_naming_it(body, fragments):
    with pytest.raises(NoticeError) as info:
        _one(body)
    message = str(info.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message


def test_new_year_may_start_in_the_december_before():
    s = _one("一、元旦：12月31日至1月2日放假调休，共3天。12月26日（星期六）上班。", title="关于2027年部分节假日安排的通知\n")
    assert sorted(s.holidays) == [D(2026, 12, 31), D(2027, 1, 1), D(2027, 1, 2)]
    assert dict(s.workdays) == {D(2026, 12, 26): "元旦"}


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


def test_a_festivals_own_day_inside_another_festivals_days_is_both():
    # 2028: 中秋 falls on 10月3日, inside 国庆; a notice may still give it a section of its own.
    s = parse_notice("关于2028年部分节假日安排的通知\n六、中秋节：10月3日放假。\n七、国庆节：10月1日至7日放假调休，共7天。")
    assert s.holidays[D(2028, 10, 3)] == "中秋节、国庆节" and s.holidays[D(2028, 10, 4)] == "国庆节"
    assert s.missing == ("元旦", "春节", "清明节", "劳动节", "端午节")


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
