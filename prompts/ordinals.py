"""Ordinals: which day, week, month or time a rule counts from (第8天起, from the eighth day,
from day 8, 第4周和第10周, weeks 4 and 10, 第二次解除), the day of the month written in English
(paid on the 12th of each month), and a year's Nth day (2027年第100天). Pure; reads claim text (with
dates blanked, numerals as digits, except `days_of_the_year`, which reads the dates).

An ordinal is its own unit class (`nth_day`, `nth_week`, …): the 8th day is no count of 8 days, so
"a fit note from the fifth day" is checked against the clause's "from the eighth day", not against
"up to five days".
"""
from __future__ import annotations

import datetime as dt
import re
from typing import Sequence

_EN_ORDINALS = {w: i for i, w in enumerate(
    "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split())} | {"thirtieth": 30}
_EN_ORDINAL = "|".join(sorted(_EN_ORDINALS, key=len, reverse=True))
_UNIT = {"天": "nth_day", "日": "nth_day", "工作日": "nth_workday", "个工作日": "nth_workday", "周": "nth_week",
         "星期": "nth_week", "个星期": "nth_week", "个月": "nth_month", "月": "nth_month", "年": "nth_year", "次": "nth_times",
         "day": "nth_day", "calendar day": "nth_day", "working day": "nth_workday", "business day": "nth_workday",
         "workday": "nth_workday", "week": "nth_week", "month": "nth_month", "year": "nth_year", "time": "nth_times",
         "occasion": "nth_times"}
# 第8天 / 第4周 / 第2个月 / 第3次; not 第3条 (a clause number). 第一年 / 第一周 / 第一次 and 第二天 are
# everyday speech ("the first year", "the next day": 第二天就能批下来), not a rule's count: left unread.
_ZH = re.compile(r"第(\d+)(个工作日|工作日|个星期|个月|天|日|周|星期|月|年|次)")
_EN_UNIT = r"(?:(calendar|working|business) )?(day|workday|week|month|year|time|occasion)s?(?![a-z])"
_EN = re.compile(rf"(?<![a-z])(?:({_EN_ORDINAL})|(\d{{1,3}})(?:st|nd|rd|th))[ -]{_EN_UNIT}"
                 r"(?! of (?:the|each|every|a|any) (?:month|year|week))", re.I)
_FROM = re.compile(r"(?:from|starting(?: on| from)?|beginning(?: on| from)?) (?:the )?$", re.I)
# day 8, from week 4, weeks 4 and 10, years 3–5
_EN_AFTER = re.compile(r"(?<![a-z])(day|week|wk|month|year)s?\.? ?(\d{1,3})(?:\s*(?:and|or|to|-|–|—|&)\s*(\d{1,3}))?(?!\d|[:.]\d|%)", re.I)
# the 12th of each month, on the 15th
_DOM = re.compile(r"(?<![a-z\d])(\d{1,2})(?:st|nd|rd|th)(?= of (?:each|every|the) month|(?: of)? (?:each|every) month)"
                  r"|(?<=on the )(\d{1,2})(?:st|nd|rd|th)(?![a-z])(?! (?:working |calendar |business )?(?:day|week|month|year|time))", re.I)


# What the English forms' matches hold: a figure's ordinal ending (12th), an ordinal's ending before its unit (fifth day,
# 3rd working day), a unit before its figure (day 8). Those patterns open on lookbehinds, so a scan tries the whole
# pattern at every character: each runs only on a text with its hint.
_LATIN = re.compile("[A-Za-z]")
_DOM_HINT = re.compile(r"\d(?:st|nd|rd|th)", re.I)
_EN_HINT = re.compile(rf"(?:st|nd|rd|th)[ -]{_EN_UNIT}", re.I)
_EN_AFTER_HINT = re.compile(r"[hkry]s?\.? ?\d", re.I)


# 第1、2个工作日 / 第1、3、5个月末 / 第1—3个工作日: every number of the list or range is an ordinal, the last one too.
_ZH_LIST = re.compile(r"第(\d+)((?:[、,，和及与或至到~～—–-]\d+)+)(个工作日|工作日|个星期|个月|天|日|周|星期|月|年|次)")
_LIST_ITEM = re.compile(r"\d+")


def ordinal_lists(text: str) -> list[tuple[float, str, str, int, int]]:
    """The members of each list of ordinals (第1、2个工作日), as `ordinals` gives them."""
    out = []
    for m in _ZH_LIST.finditer(text) if "第" in text else ():
        unit = _UNIT[m.group(3)]
        out.append((float(m.group(1)), unit, m.group(0), m.start(1), m.end(1)))
        for item in _LIST_ITEM.finditer(m.group(2)):
            out.append((float(item.group(0)), unit, m.group(0), m.start(2) + item.start(), m.start(2) + item.end()))
    return out


def ordinals(text: str) -> list[tuple[float, str, str, int, int]]:
    """(value, unit class, as written, start, end) of each ordinal and English day of the month."""
    out = []
    if "第" in text:
        for m in _ZH.finditer(text):
            value, unit = int(m.group(1)), _UNIT[m.group(2)]
            if value > 2 or (value == 2 and unit != "nth_day"):
                out.append((float(value), unit, m.group(0), m.start(), m.end()))
    if not _LATIN.search(text):
        return out
    for m in _DOM.finditer(text) if _DOM_HINT.search(text) else ():
        out.append((float(m.group(1) or m.group(2)), "dom", m.group(0), m.start(), m.end()))
    for m in _EN.finditer(text) if _EN_HINT.search(text) else ():
        value = _EN_ORDINALS[m.group(1).lower()] if m.group(1) else int(m.group(2))
        kind = f"{m.group(3)} {m.group(4)}".lower() if m.group(3) else m.group(4).lower()
        unit = _UNIT.get(kind, _UNIT[m.group(4).lower()])
        # The first year / month / week / time is everyday speech (in your first month, for the first
        # time); only "from the first day" starts a rule.
        if value != 1 or _FROM.search(text, max(0, m.start() - 20), m.start()):
            out.append((float(value), unit, m.group(0), m.start(), m.end()))
    for m in _EN_AFTER.finditer(text) if _EN_AFTER_HINT.search(text) else ():
        unit = _UNIT[m.group(1).lower().replace("wk", "week")]
        for g in (2, 3):
            if not m.group(g) or 1900 <= int(m.group(g)) <= 2100:
                continue
            if int(m.group(g)) == 1 and g == 2 and not _FROM.search(text, max(0, m.start() - 20), m.start()):
                continue  # on day 1, in week 1: speech; from day 1: a rule
            out.append((float(m.group(g)), unit, m.group(0), m.start(g), m.end(g)))
    return out


_CARDINAL = {"nth_day": ("day", "calendar_day", "workday"), "nth_workday": ("workday", "day"), "nth_week": ("week",),
             "nth_month": ("month",), "nth_year": ("year",), "nth_times": ("times",)}


def ordinal_grounded(value: float, unit: str, counts, stated) -> bool:
    """Whether an ordinal stands on the conversation's counts without a clause stating it:
    `counts` are the date tools' (value, unit): the 3rd working day of 4 counted is one of them;
    `stated` the sources' (value, unit): the day after a span a clause states (up to seven days, then
    from the eighth day; 5天以内 … 第6天), or its last day (试用期3个月 … 第3个月)."""
    if not unit.startswith("nth_"):
        return False
    if unit in ("nth_day", "nth_workday") and any(1 <= value <= v for v, u in counts if u in ("workday", "calendar_day")):
        return True
    return any(abs(value - 1 - v) < 1e-6 or abs(value - v) < 1e-6 for v, u in stated if u in _CARDINAL[unit])


# 2027年第100天是4月10日 / the 100th day of 2027 is Saturday, 10 April / 4月10日是2027年的第100天: a day of the year by its number.
_WEEKDAY_WORD = r"(?:(?:周|星期|礼拜)[1-7日天][ ,，]{0,2}|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ]{1,2})?"
_NTH_OF_YEAR_THEN = re.compile(r"(?:(\d{4})[ ]?年(?:的|度)?第[ ]?(\d{1,3})[ ]?天"
                               r"|(?:the[ ])?(\d{1,3})(?:st|nd|rd|th)[ ]day[ ]of[ ](?:the[ ]year[ ])?(\d{4})"
                               r"|day[ ](\d{1,3})[ ]of[ ](\d{4}))[ ]{0,2}(?:是|为|就是|:|：|=|＝|is|was|will be|falls on)?[ ]{0,2}(?:on[ ])?(?:a[ ])?"
                               + _WEEKDAY_WORD + "$", re.I)
_THEN_NTH_OF_YEAR = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,8}[)）])?[ ]{0,2}(?:是|为|is|was)[ ]{0,2}(?:(\d{4})[ ]?年(?:的)?第[ ]?(\d{1,3})[ ]?天"
                               r"|the[ ](\d{1,3})(?:st|nd|rd|th)[ ]day[ ]of[ ](?:the[ ]year[ ])?(\d{4}))", re.I)


def days_of_the_year(text: str, mentions: Sequence) -> dict:
    """What each date the answer names as a year's Nth day should be (1 January is the first): the date itself when
    it is that day, written without its year too (4月10日是2027年的第100天)."""
    out = {}
    for m in mentions:
        if found := _NTH_OF_YEAR_THEN.search(text, max(0, m.start - 60), m.start):
            g = found.groups()
            pairs = [(g[0], g[1]), (g[3], g[2]), (g[5], g[4])]
        elif found := _THEN_NTH_OF_YEAR.match(text, m.end):
            g = found.groups()
            pairs = [(g[0], g[1]), (g[3], g[2])]
        else:
            continue
        year, nth = next((int(y), int(n)) for y, n in pairs if y)
        if 1 <= nth <= 366 and (day := dt.date(year, 1, 1) + dt.timedelta(days=nth - 1)).year == year:
            out[m] = m.date if (day.month, day.day) == (m.date.month, m.date.day) and (day == m.date or not m.has_year) else day
    return out
