"""The weekday an answer writes beside a date: right after it (3月25日（周三）, 2月14日是周六, March 25,
Wednesday, 14 February is a Saturday) or right before it (Thursday, March 25, 2026; 周三 3月25日). Read on
claim text (`prompts.claims.claim_text`), where 周三 is already 周3. Pure."""
from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import Protocol

from prompts.asked import MONTHS, ORDINAL_EN


class DateMention(Protocol):
    """Where a date stands in claim text (a `prompts.claims.DateMention`): all these readers need of it."""
    start: int
    end: int

WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
_EN_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def weekday_index(written: str) -> int:
    """0 = Monday, from a weekday as claim text writes it: 周's numeral (1–7, 日, 天) or an English name."""
    if written.isascii() and written.isalpha():
        return _EN_DAYS.index(written.lower()[:3])
    return 6 if written in "日天7" else int(written) - 1
# Right after a date: 3月25日（周三）, 2026-03-25 星期三, March 25 (Wed). Read on claim_text, where
# 周三 is already 周3.
# Not a weekday range or list (3月25日，周一至周五…), not an English word that starts like one (satisfy).
_WEEKDAY_AFTER = re.compile(  # 3月25日（周三）, March 25, Wednesday; 2月14日是周六, 14 February is a Saturday
    r"(?:[（(,，]\s*(?:a\s+)?|(?:[^\x00-\x7f，、。；：（）前后到至的起和与及或]{0,3}(?:是|为)"
    r"|(?:[,，][ ]?)?(?:is|was|falls on|will be) (?:a |on a )?))?"
    r"(?:(?:周|星期|礼拜)([1-7日天])(?![至到\-~～、和或与及])"
    r"|(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|r|rs)?\.?(?![a-z]))", re.I)


_IS = re.compile(r"是|为|\bis\b|\bwas\b|falls on|will be", re.I)
_IS_BEFORE = re.compile(r"(?:是|为|\bis(?: a)?|\bwas(?: a)?|falls on(?: a)?)\s*$", re.I)
# Monday the 12th / Sun Jan 4: the weekday is that day's
_DATE_NEXT = re.compile(r"[ ,，]{0,2}(?:the[ ]{1,2})?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ ]?\d)", re.I)
_DATE_ENDS = re.compile(r"(?:\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?)[ ]{0,2}$", re.I)
_ARTICLE = re.compile(r"\b(?:a|on a)[ ]$", re.I)  # is a Friday: a predicate, said of the date before it
_DATE_RIGHT_NEXT = re.compile(r"[ ]{1,2}(?:the[ ]{1,2})?(?:\d{1,2}(?:st|nd|rd|th)?[ ]?(?:of[ ])?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                              r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ ]?\d)", re.I)
# 2027.03.03 Wed, 2027.04.06 Tue: a comma (or 、；) between a weekday and the next date ends the weekday's date
_A_LIST_OF_DATES_THEN_WEEKDAYS = re.compile(r"[ ]{0,2}[,，、;；][ ]{0,2}(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))", re.I)
_A_DATE_THEN = re.compile(r"(?:\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?|[日号])[ ]{0,2}[（(]?[ ]{0,2}$", re.I)
_LIST_GOES_ON = re.compile(r"[ ]{0,3}(?:and|to|through|-|–|—)[ ]{0,3}(?:a[ ]{1,3})?(?:mon|tue|wed|thu|fri|sat|sun)", re.I)
_WEEKDAY_BEFORE = re.compile(
    r"(?:(?:周|星期|礼拜)([1-7日天])|(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?)"
    r"\s*[,，]?\s*(?:the\s+)?$", re.I)


def weekday_before(text: str, mention: DateMention) -> int | None:
    """The weekday (0 = Monday) written right before a date: "Thursday, March 25, 2026", "周三 3月25日"."""
    m = _WEEKDAY_BEFORE.search(text, max(0, mention.start - 14), mention.start)
    if not m or (m.group(2) and m.start() > 0 and text[m.start() - 1].isalpha() and text[m.start() - 1].isascii()):
        return None
    if m.group(1) and "，" in m.group(0):  # 11月13日（周五，15日是周日）: a Chinese weekday before a comma is the date before's
        return None
    # 2027.04.06 Tue, 2027.05.05 Wed: a weekday right after one date and a comma before the next is the first's
    if "," in text[m.end(m.lastindex):m.end()] and _A_DATE_THEN.search(text, max(0, m.start() - 14), m.start()):
        return None
    said = _IS_BEFORE.search(text, max(0, m.start() - 6), m.start())
    # 6月1日是周二，6月9日回来 / 3 Apr is a Friday 3 May / 3 Apr is Fri, 3 May: the weekday is said of the day before it
    if said and (text[m.end() - 1:m.end()] in "，," or _ARTICLE.search(text, said.start(), m.start()) or (
            "," in text[m.end(m.lastindex):m.end()] and _DATE_ENDS.search(text, max(0, said.start() - 12), said.start()))):
        return None
    return weekday_index(m.group(1) or m.group(2))


def weekday_after(text: str, mention: DateMention) -> int | None:
    """The weekday (0 = Monday) written right after a date mention in claim text, if any."""
    start = mention.end
    while start < len(text) and text[start].isspace():  # here, not in the pattern: \s* first would scan quadratically
        start += 1
    m = _WEEKDAY_AFTER.match(text, start)
    # 11 May (Saturday 9 May …): the weekday is the next date's; not after 是 (6月1日是周二，6月9日…: the 1st's).
    # …but "3 Apr is Sun 3 May": a weekday right before a date, with no comma, is that date's even after "is".
    weekday_at = m.start(m.lastindex) if m else 0
    if not m or (_DATE_NEXT.match(text, m.end()) and not (
            _A_LIST_OF_DATES_THEN_WEEKDAYS.match(text, m.end()) and weekday_before(text, mention) is None) and (
            not _IS.search(text, start, weekday_at) or (
            _DATE_RIGHT_NEXT.match(text, m.end()) and not _ARTICLE.search(text, start, weekday_at)))):
        return None
    if _LIST_GOES_ON.match(text, m.end()):  # a Saturday and Sunday: the days of a list, said respectively
        return None
    if m.group(2) and text[mention.end - 1:mention.end] == "." and weekday_at == start and start > mention.end:
        return None  # Monday 21 Sep. Saturday doesn't count: the next sentence's word
    return weekday_index(m.group(1) or m.group(2))


# 下个月第二个周一 / the second Monday of next month / 8月最后一个周五: a day the question names by its month and rank.
_RANKS = ORDINAL_EN | {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
_NTH_WEEKDAY_ZH = re.compile(r"(?:(1[0-2]|[1-9])[ ]?月份?|(下个?月|本月|这个月|当月|次月|上个?月))的?(?:第[ ]?([1-5])|(最后[1一]))个?"
                             r"(?:周|星期|礼拜)([1-7日天])")
_NTH_WEEKDAY_EN = re.compile(r"\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)[ ]"
                             r"(mon|tue|wed|thu|fri|sat|sun)[a-z]*[ ](?:of|in)[ ](?:the[ ])?"
                             r"(next month|this month|last month|the following month|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)",
                             re.I)


def nth_weekday_dates(text: str, today: dt.date) -> set[dt.date]:
    """The days claim text names as a month's Nth (or last) weekday, the month named or relative to today."""
    out = set()
    for m in _NTH_WEEKDAY_ZH.finditer(text):
        month, relative, rank, last, day = m.groups()
        shift = {"下": 1, "上": -1}.get((relative or " ")[0], 0)
        out |= _nth(today, int(month) if month else None, shift, -1 if last else int(rank), weekday_index(day))
    for m in _NTH_WEEKDAY_EN.finditer(text):
        rank, day, month = (g.lower() for g in m.groups())
        shift = 1 if month.startswith(("next", "the following")) else -1 if month.startswith("last") else 0
        named = None if month.endswith("month") else [m[:3] for m in MONTHS].index(month[:3]) + 1
        out |= _nth(today, named, shift, _RANKS[rank], weekday_index(day))
    return out


def _nth(today: dt.date, month: int | None, shift: int, rank: int, weekday: int) -> set[dt.date]:
    if month is None:
        year, month = today.year + (today.month + shift - 1) // 12, (today.month + shift - 1) % 12 + 1
    else:  # a named month: the one nearest today
        year = min((today.year - 1, today.year, today.year + 1), key=lambda y: abs((dt.date(y, month, 15) - today).days))
    days = _weekdays_of(year, month, weekday)
    return {days[rank - 1 if rank > 0 else -1]} if rank <= len(days) else set()


def _weekdays_of(year: int, month: int, weekday: int) -> list[dt.date]:
    """The month's days that fall on `weekday`, in order."""
    return [d for i in range(calendar.monthrange(year, month)[1]) if (d := dt.date(year, month, 1 + i)).weekday() == weekday]


# 第1个周1是8月3日 / the first Monday is 3 August: the answer names a date by its rank in its month.
_NTH_SAID_ZH = re.compile(r"(?:第[ ]?([1-5])|(最后1))个?(?:周|星期|礼拜)([1-7日天])[ ]?(?:是|为|就是|:|：)?[ ]?$")
_NTH_SAID_EN = re.compile(r"\b(first|second|third|fourth|fifth|last)[ ](mon|tue|wed|thu|fri|sat|sun)[a-z]*"
                          r"(?:[ ](?:of|in)[ ][a-z ]{3,16})?[ ](?:is|falls on|will be|=|:)[ ](?:the[ ])?$", re.I)
# 8月1日是周6 / 1 August is a Saturday: what the sentence says of the date is its weekday.
_IS_WEEKDAY = re.compile(r"[ ]?(?:是|为|\bis\b|\bwas\b|falls on)[ ]?(?:a[ ]|on[ ]a[ ])?(?:(?:周|星期|礼拜)[1-7日天]|"
                         r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?![至到\-~～、和或与及])", re.I)


# 8月7日、14日、21日都是周5: a list's days said to share a weekday.
_LIST_SHARES = re.compile(r"(?:[ ]?[、,，和及][ ]?\d{1,2}[日号]?)+[ ]?(?:都|均|全)(?:是|为)[ ]?(?:周|星期|礼拜)([1-7日天])")


def weekday_said_true(text: str, mention: DateMention, date: dt.date) -> bool:
    """The sentence says of the date only what day of the week, or which of its month's weekdays, it is,
    and that holds (its weekday written beside it is checked on its own)."""
    if _IS_WEEKDAY.match(text, mention.end):
        return True
    if shared := _LIST_SHARES.match(text, mention.end):
        return date.weekday() == weekday_index(shared.group(1))
    m = _NTH_SAID_ZH.search(text, max(0, mention.start - 14), mention.start)
    rank, day = (m.group(1) or -1, m.group(3)) if m else (None, None)
    if not m and (e := _NTH_SAID_EN.search(text, max(0, mention.start - 40), mention.start)):
        rank, day = _RANKS[e.group(1).lower()], e.group(2)
    if rank is None:
        return False
    weekday = weekday_index(day)
    same = _weekdays_of(date.year, date.month, weekday)
    return date.weekday() == weekday and same.index(date) == (int(rank) - 1 if int(rank) > 0 else len(same) - 1)
