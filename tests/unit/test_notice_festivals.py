"""The officer's side of the notice import: a festival given twice with different dates is
refused (not first-wins, not merged), a festival given twice with the same dates is read once,
and an extra festival line without an enumerator is read or refused -- never dropped."""
from __future__ import annotations

import datetime as dt

import pytest

from workcalendar.notice import NoticeError, parse_notice

TITLE = "国务院办公厅关于2027年部分节假日安排的通知\n"
BASE = "一、元旦：1月1日放假1天。\n二、国庆节：10月1日至7日放假调休，共7天。\n"
D = dt.date


@pytest.mark.parametrize("body, name", [
    ("一、元旦：1月1日放假1天。\n二、元旦：1月1日至3日放假，共3天。", "元旦"),
    (BASE + "三、国庆节：10月1日至8日放假调休，共8天。", "国庆节"),
    (BASE + "国庆节：10月1日至8日放假调休，共8天。", "国庆节"),  # unnumbered repeat
    ("一、劳动节：5月1日至5日放假调休，共5天。4月25日（周日）上班。\n"
     "二、劳动节：5月1日至5日放假调休，共5天。5月8日（周六）上班。", "劳动节"),  # only the make-up day differs
    ("一、春节：2月5日至11日放假，共7天。\n二、清明节：4月3日至5日放假，共3天。\n三、春节：2月6日至12日放假，共7天。", "春节"),
    ("**一、元旦：**1月1日放假1天。\n**二、元旦：**1月1日至2日放假，共2天。", "元旦"),  # Markdown
    ("一、元旦：１月１日放假１天。二、元旦：１月１日至３日放假，共３天。", "元旦"),  # full-width, one line
    ("(一)元旦:1月1日放假1天.\n(二)元旦:1月1日至3日放假,共3天.", "元旦"),  # ASCII punctuation
    (BASE + "三、中国人民抗日战争胜利纪念日：9月3日放假1天。\n四、中国人民抗日战争胜利纪念日：9月4日放假1天。",
     "中国人民抗日战争胜利纪念日"),
])
def test_a_festival_given_twice_with_different_dates_is_refused(body, name):
    """Refused whole (the importer keeps the old calendar), naming the festival and both dates."""
    with pytest.raises(NoticeError) as info:
        parse_notice(TITLE + body)
    message = str(info.value)
    assert "\n" not in message and f"{name}在通知中出现两次且日期不同" in message


def test_a_festival_given_again_inside_a_combined_section_with_other_days_is_refused():
    with pytest.raises(NoticeError) as info:
        parse_notice(TITLE + BASE + "三、国庆节、中秋节：10月1日至8日放假调休，共8天。")
    assert "国庆节" in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("body", [
    BASE + "三、国庆节：10月1日至7日放假调休，共7天。",
    BASE + "国庆节：10月1日—7日放假调休，共7天。",  # other wording, same days
    "一、元旦：1月1日放假1天。\n一、元旦：1月1日放假1天。",  # pasted twice
])
def test_a_festival_repeated_with_the_same_dates_is_read_once(body):
    s = parse_notice(TITLE + body)
    assert sorted(d for d, n in s.holidays.items() if n == "元旦") == [D(2027, 1, 1)]


@pytest.mark.parametrize("line, name", [
    ("中国人民抗日战争胜利纪念日：9月3日放假1天。", "中国人民抗日战争胜利纪念日"),
    ("- **中国人民抗日战争胜利纪念日**：9月3日（周五）放假1天。", "中国人民抗日战争胜利纪念日"),
    ("抗战胜利纪念日: 9月3日放假,共1天.", "抗战胜利纪念日"),
    ("抗战胜利纪念日：９月３日放假１天。", "抗战胜利纪念日"),
    ("端午节：6月9日放假1天。", "端午节"),
    ("  中秋节：9月15日放假1天。", "中秋节"),
])
def test_an_unnumbered_extra_festival_line_is_read(line, name):
    s = parse_notice(TITLE + BASE + line)
    assert name in s.holidays.values()
    assert s.holidays[D(2027, 1, 1)] == "元旦" and len([n for n in s.holidays.values() if n == "国庆节"]) == 7


@pytest.mark.parametrize("line", [
    "另外，中国人民抗日战争胜利纪念日：9月3日放假1天。",
    "此外9月3日（周五）全体放假。",
    "中国人民抗日战争胜利纪念日当天即9月3日放假1天。",
])
def test_a_days_off_line_that_names_no_festival_is_refused_not_dropped(line):
    with pytest.raises(NoticeError) as info:
        parse_notice(TITLE + BASE + line)
    assert "读不出属于哪个节日" in str(info.value)


@pytest.mark.parametrize("line", [
    "鼓励各单位结合带薪年休假等制度落实，安排职工在除夕（2月9日）休息。",
    "节假日期间，各地区、各部门要妥善安排好值班和安全工作。",
    "国务院办公厅\n2026年11月12日",
    "发布时间：2026-11-12 16:00",
])
def test_closing_lines_without_days_off_stay_ignored(line):
    s = parse_notice(TITLE + BASE + line)
    assert len(s.holidays) == 8
