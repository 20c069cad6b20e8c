"""The notice parser (`workcalendar.notice`): the official-style notices under
tests/data/notices/ and their variants (pasted from the web page, as one line, headings alone,
full-width digits, Markdown, other 调休 word orders, December 元旦 days) checked day by day
against chinese_calendar's official data; each wording it reads; each way a notice is refused;
whether a notice covers every festival it announces."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import chinese_calendar as cc
import pytest

from workcalendar.imports import StoredScheduleError, read_notice
from workcalendar.notice import NoticeError, parse_notice
from workcalendar.official import holiday_name_zh
from workcalendar.schedule import festival_year

D = dt.date
NOTICES = Path(__file__).resolve().parents[1] / "data" / "notices"
OFFICIAL_STYLE = ["2023.txt", "2024.md", "2025.html", "2026.txt"]

# The same kind of notice in other wordings and layouts: pasted from the web page with the
# 调休 sentences on lines of their own, as one line, with headings standing alone, full-width
# digits and ASCII punctuation, Markdown emphasis, make-up days in other word orders, and
# notices whose 元旦 reaches back into December (2012: a make-up Saturday; 2019: days off).
VARIANTS = ["2012-december-makeup.txt", "2017-buxiu.txt", "2019-amended.txt", "2023-reordered.md", "2024-fullwidth.txt",
            "2024-headings-alone.html", "2025-webpaste.txt", "2026-one-line.txt"]
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
    _assert_refused_in_one_line(lambda: parse_notice(text), fragments)


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
    _assert_refused_in_one_line(lambda: _one(body), fragments)


def test_new_year_may_start_in_the_december_before():
    s = _one("一、元旦：12月31日至1月2日放假调休，共3天。12月26日（星期六）上班。", title="关于2027年部分节假日安排的通知\n")
    assert sorted(s.holidays) == [D(2026, 12, 31), D(2027, 1, 1), D(2027, 1, 2)]
    assert dict(s.workdays) == {D(2026, 12, 26): "元旦"}


def test_a_festivals_own_day_inside_another_festivals_days_is_both():
    # 2028: 中秋 falls on 10月3日, inside 国庆; a notice may still give it a section of its own.
    s = parse_notice("关于2028年部分节假日安排的通知\n六、中秋节：10月3日放假。\n七、国庆节：10月1日至7日放假调休，共7天。")
    assert s.holidays[D(2028, 10, 3)] == "中秋节、国庆节" and s.holidays[D(2028, 10, 4)] == "国庆节"
    assert s.missing == ("元旦", "春节", "清明节", "劳动节", "端午节")


def _assert_refused_in_one_line(parse, fragments):
    with pytest.raises(NoticeError) as info:
        parse()
    message = str(info.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message
