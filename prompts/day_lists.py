"""Days written as a list or a range with their month once, in the forms the main date reader leaves
(1–3 April, 28, 29 and 31 August, Monday 16 to Thursday 20 November, April 1–3, 19、20、21、24日 after
3月19日): each day becomes a date of its own, so what the answer says of it is checked. A weekday list
said of such days respectively (1 and 2 August fall on a Saturday and Sunday; 5月1日、2日是周五和周六;
1–3 April, Wednesday to Friday), and a list that follows a count of working days (3 working days: 28,
29 and 31 August) say something of each day. Pure; works on claim text (周三 is 周3 there).
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import Any, Sequence

from prompts.glossary import FESTIVAL_WORDS
from prompts.weekdays import weekday_index

_EN_WEEKDAY = r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?"
# An em dash spaced on both sides (Working days: 9 — 30, 31 Mar) sets off an aside in English; unspaced it joins a range.
_EN_JOIN = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*[–~-]\s*|—\s*|\s*—(?=\S)|\s+(?:to|through|until|till|thru)\s+)"
# A day before an English "D Month" (1–3 April; 28, 29 and 31 August; Monday 16 to Thursday 20 November).
_DAY_BEFORE = re.compile(rf"(?<![\d.,:/£$¥])(\d{{1,2}})(?:st|nd|rd|th)?{_EN_JOIN}(?:{_EN_WEEKDAY},?\s+)?(?:the\s+)?$", re.I)
_ENGLISH_DAY_MONTH = re.compile(r"\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]")
# A day after an English "Month D" (April 1–3, April 1, 2 and 3), not a count (April 1 to 3 days later).
_DAY_AFTER = re.compile(rf"{_EN_JOIN}(\d{{1,2}})(?:st|nd|rd|th)?(?![\d:.,]\d)(?!\s*(?:%|days?|working|weeks?|months?|years?|"
                        r"hours?|yuan|元|pm|am|o'clock))", re.I)
_ENGLISH_MONTH_DAY = re.compile(r"[A-Za-z]{3,9}\.?[ ]{1,3}\d{1,2}(?:st|nd|rd|th)?$")
# 19、20、21、24日 / 21日、22日 / 28日至31日 written after a date that names the month.
# A weekday may stand in brackets after each day: 21日（周一）到24日（周四）.
_ZH_DAY_LIST = re.compile(r"(?<![\d/.\-年周期拜])\d{1,2}[日号]?(?:[（(][^（()）\d]{0,3}\d?[)）])?"
                          r"(?:[ ]?(?:、|和|及|至|到|~|～|-|—|–)[ ]?\d{1,2}[日号]?"
                          r"(?:[（(][^（()）\d]{0,3}\d?[)）])?)*[ ]?(?:、|和|及|至|到|~|～|-|—|–)[ ]?\d{1,2}[日号](?![内以之起后前])")
_ZH_LONE_DAY = re.compile(r"(?<![\d月/.\-年周期拜第个])(\d{1,2})[日号](?=[ ]?(?:是|为|[（(]))")  # 9日是调休: what the day is
_BRACKETED = re.compile(r"[（(][^（()）]*[)）]")
_ZH_DAY = re.compile(r"(\d{1,2})[日号]?")
# 7月下旬指21日—31日 / 3月中旬11日到20日: a month named just before the list is the list's month.
_MONTH_BEFORE = re.compile(r"(?<![\d.])(1[0-2]|[1-9])[ ]?月份?(?:的|里|内|中)?(?:上旬|中旬|下旬|前半|后半)?(?:指|是|为|即|从|：|:)?[ ]?$")
_FESTIVAL_BEFORE = re.compile(f"(?:{FESTIVAL_WORDS.pattern})" + r"[^\d，。；,;]{0,3}$", re.I)


def list_days(text: str, found: Sequence) -> list[tuple[int, int, int, object]]:
    """(start, end, day, the mention whose month and year the day takes, or the month named just before
    the list) for each day written in a list or range beside a date (see the module's note), none already
    read as a date."""
    taken = [(m.start, m.end) for m in found]
    out: list[tuple[int, int, int, object]] = []
    last_list = None
    for m in found:
        head = text[m.start:m.end]
        if _ENGLISH_DAY_MONTH.match(head):  # 28, 29 and 31 August
            at, last = m.start, m.date.day
            while (before := _DAY_BEFORE.search(text, max(0, at - 40), at)) and 0 < int(before.group(1)) < last:
                last, at = int(before.group(1)), before.start()
                out.append((before.start(1), before.end(1), last, m))
        elif head[:1].isalpha() and _ENGLISH_MONTH_DAY.search(head):  # April 1–3
            at, last = m.end, m.date.day
            while (after := _DAY_AFTER.match(text, at)) and last < int(after.group(1)) <= 31:
                last, at = int(after.group(1)), after.end()
                out.append((after.start(1), after.end(1), last, m))
    for lst in _ZH_DAY_LIST.finditer(text) if "日" in text or "号" in text else ():
        if any(s < lst.end() and lst.start() < e for s, e in taken):
            continue
        if _FESTIVAL_BEFORE.search(text, max(0, lst.start() - 6), lst.start()):
            continue  # 国庆1号到7号: the festival's month, not the one named last
        anchor = next((m for m in reversed(found) if m.end <= lst.start()), None)
        if named := _MONTH_BEFORE.search(text, max(0, lst.start() - 12), lst.start()):
            anchor = int(named.group(1))  # the month alone: its year is the caller's to find
        elif last_list and (anchor is None or anchor.end <= last_list[0]):
            anchor = last_list[1]  # 7月下旬指21日—31日 … 27—31日: the month of the list before, read since
        plain = _BRACKETED.sub(lambda b: " " * len(b.group(0)), lst.group(0))  # （周1） is no day
        days = [(d.start(), d.end(), int(d.group(1))) for d in _ZH_DAY.finditer(plain)]
        steps = {b[2] > a[2] for a, b in zip(days, days[1:])}  # 30、29、28日 counted back is a list too
        if anchor is None or len(steps) != 1 or any(b[2] == a[2] for a, b in zip(days, days[1:])):
            continue
        out += [(lst.start() + s, lst.start() + e, day, anchor) for s, e, day in days]
        last_list = (lst.end(), anchor)
    # 请到5月9日…因为9日是调休: a day alone, said to be something, is the date written before it with that day.
    for lone in _ZH_LONE_DAY.finditer(text) if found and ("日" in text or "号" in text) else ():
        if any(s < lone.end() and lone.start() < e for s, e in taken) or any(s < lone.end() and lone.start() < e for s, e, *_ in out):
            continue
        before = [m for m in found if m.end <= lone.start()]
        same = next((m for m in reversed(before) if m.date.day == int(lone.group(1))), None)
        if same and "\n" in text[same.end:lone.start()] and "\n" not in text[before[-1].end:lone.start()]:
            same = before[-1]  # 11月13日（周五，15日是周日）a line after 10月15日: the 15th of the month its own line names
        if same:
            out.append((lone.start(), lone.end(), int(lone.group(1)), same))
    return out


# The patterns here that open on a lookahead for their first character ((?=\d), (?=[mtwfs])) test that one character at a
# place that cannot start a match, where their alternatives and lookbehinds would be tried.
# 2.15-2.23 / 11.30-12.4 / 6.1~6.5: month.day ranges (a single 12.16 stays a number).
_DOTTED_RANGE = re.compile(r"(?=\d)(?<![\d.])(\d{1,2})\.(\d{1,2})[ ]{0,2}(?:-|–|—|~|～|至|到)[ ]{0,2}(?:(\d{1,2})\.)?(\d{1,2})(?![\d.%])"
                           r"(?![ ]{0,2}(?:倍|天|个|元|块|小时|分|万|千|百|x|×|times|hours?|days?|weeks?|years?|months?|yuan|%|k\b))", re.I)


# A single 12.31 is a date when a weekday stands right beside it (明天 12.31 周四, 周二 1.5): a number has none.
_DOTTED_DAY = re.compile(r"(?=\d)(?:(?<![\d.])(\d{1,2})\.(\d{1,2})(?![\d.%])(?=[ ]{0,2}[（(]?[ ]{0,2}(?:周|星期|礼拜)[1-7日天])"
                         r"|(?<=周[1-7日天] )(\d{1,2})\.(\d{1,2})(?![\d.%]))")


# Mon 11/30 = 16: after its weekday a/b is a date (month first), even where a sum goes on.
_WEEKDAY_SLASH = re.compile(r"\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ](\d{1,2})/(\d{1,2})(?![\d/])", re.I)


def dotted_days(text: str) -> list[tuple[int, int, int, int]]:
    """(start, end, month, day) of each month.day written beside its weekday (and m/d after one)."""
    out = [(m.start(1), m.end(2), int(m.group(1)), int(m.group(2))) for m in _WEEKDAY_SLASH.finditer(text)
           if 1 <= int(m.group(1)) <= 12 and 1 <= int(m.group(2)) <= 31] if "/" in text else []
    for m in _DOTTED_DAY.finditer(text) if "." in text else ():
        month, day = (int(g) for g in (m.groups()[:2] if m.group(1) else m.groups()[2:]))
        if 1 <= month <= 12 and 1 <= day <= 31:
            out.append((m.start(), m.end(), month, day))
    return out


def dotted_ranges(text: str) -> list[tuple[int, int, int, int, int, int, int, int]]:
    """(start1, end1, month1, day1, start2, end2, month2, day2) of each month.day range."""
    out = []
    for m in _DOTTED_RANGE.finditer(text) if "." in text else ():
        m1, d1, m2, d2 = int(m.group(1)), int(m.group(2)), int(m.group(3) or m.group(1)), int(m.group(4))
        if 1 <= m1 <= 12 and 1 <= m2 <= 12 and 1 <= d1 <= 31 and 1 <= d2 <= 31 and (m2, d2) != (m1, d1):
            out.append((m.start(1), m.end(2), m1, d1, m.start(3) if m.group(3) else m.start(4), m.end(4), m2, d2))
    return out


_WEEKDAY = re.compile(r"(?=[周星礼mtwfs])(?:(?:周|星期|礼拜)([1-7日天])|(?<![A-Za-z])(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?"
                      r"\.?(?![a-z]))", re.I)
_WEEKDAY_JOIN = re.compile(r"[ ]{0,3}(?:至|到|和|与|及|、|-|–|—|~|～|,|，|and|to|through)?[ ]{0,3}(?:a[ ]{1,3})?", re.I)  # 周六周日 too
# Between the last day and its weekdays: 是 / fall on a / , / （.
_SAID_OF = re.compile(r"\s*(?:[,，（(]\s*(?:a\s+|both\s+)?|(?:分别|都|正好|恰好|刚好|正巧)?是|(?:分别)?为"
                      r"|(?:fall|falls|fell|are|were|will be|is|was)\s+(?:on\s+)?(?:a\s+)?)?", re.I)
_DAYS_JOIN = re.compile(r"[ ]{0,3}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,3}(?:至|到|-|–|—|~|～|、|和|及|and|to|through|,|，)[ ]{0,3}"
                        rf"(?:and[ ]{{1,3}})?(?:{_EN_WEEKDAY}[ ]{{1,3}})?", re.I)


def _weekday(m: re.Match) -> int:
    return weekday_index(m.group(1) or m.group(2))


# …counted, or counted in (周六、周日也算在内 / weekends included): the days of those weekdays in the range, not its ends.
_COUNTED_AFTER = re.compile(r"[ ]{0,2}(?:共|一共|总共|合计|有|的天数|的日子|days?\b|也算|都算|算在内|计入|包括在内|照算"
                            r"|(?:are |also )?(?:included|count))", re.I)


def respective_weekdays(text: str, mentions: Sequence) -> dict:
    """{mention: weekday (0 = Monday)} for days followed by a list of as many weekdays, or a range's two
    ends by a weekday range (1–3 April, Wednesday to Friday: the 1st a Wednesday, the 3rd a Friday)."""
    tokens = list(_WEEKDAY.finditer(text)) if ("周" in text or "星期" in text or "礼拜" in text
                                                 or re.search(r"(?i)mon|tue|wed|thu|fri|sat|sun", text)) else []
    groups: list[list[re.Match]] = []
    for t in tokens:
        if groups and _WEEKDAY_JOIN.fullmatch(text, groups[-1][-1].end(), t.start()):
            groups[-1].append(t)
        else:
            groups.append([t])
    out: dict = {}
    for group in (g for g in groups if len(g) >= 2):
        before = [m for m in mentions if m.end <= group[0].start()]
        if not before or not _SAID_OF.fullmatch(text, before[-1].end, group[0].start()) or _COUNTED_AFTER.match(text, group[-1].end()):
            continue  # …not 9月2日—30日周一至周五共21天: the range's Monday-to-Friday days, counted
        run = [before[-1]]
        for m in reversed(before[:-1]):
            # 2月1日–4日（周一到周四）和2月9日–12日（周二到周五）: a day with weekdays of its own ends the run
            if not _DAYS_JOIN.fullmatch(text, m.end, run[0].start) or _WEEKDAY.search(text, m.end, run[0].start):
                break
            run.insert(0, m)
        if len(run) == len(group):
            out.update({m: _weekday(t) for m, t in zip(run, group)})
        elif len(group) == 2 and len(run) > 2:  # a range's ends
            out.update({run[0]: _weekday(group[0]), run[-1]: _weekday(group[1])})
    return out


# 3 working days: 28, 29 and 31 August / 共4个工作日：19、20、21、24日 — each listed day is a working day.
_COUNT_THEN_LIST = re.compile(r"(?<!\d)\d{1,3}[ ]{0,2}(?:个)?[ ]{0,2}(工作日|working days?|business days?|workdays?)[ ]{0,2}[:：]"
                              r"(?:[#\s,，、和及]|and\b|(?:周|星期|礼拜)[1-7日天]|" + _EN_WEEKDAY + r"|[（(][^（()）]{0,12}[)）]){0,60}$",
                              re.I)


def _masked_head(text: str, mentions: Sequence, at: int) -> str:
    """The 80 characters before `at`, each date mentioned there written as #s."""
    start = max(0, at - 80)
    head = list(text[start:at])
    for m in mentions:
        for i in range(max(m.start, start), min(m.end, at)):
            head[i - start] = "#"
    return "".join(head)


def listed_status(text: str, mentions: Sequence, at: int) -> str:
    """The words a count before a colon says of each day listed after it ("工作日"), else ""."""
    found = _COUNT_THEN_LIST.search(_masked_head(text, mentions, at))
    if found and "#" not in found.group(0) and int(re.match(r"\d+", found.group(0)).group(0)) != 1:
        # 11个工作日：2026年1月1日累计工龄满10年: one date after a count of several is no list of those days
        here = next((m for m in mentions if m.start == at), None)
        if here is None or not any(m.start > here.end and _LIST_GOES_ON.fullmatch(text, here.end, m.start) for m in mentions):
            return ""
    return found.group(1) if found else ""


# 6个周六要调休上班：1月4日、2月14日… / Four Saturdays: 2/14, 2/28 — each listed day is said to be that weekday.
_WEEKDAYS_THEN_LIST = re.compile(r"(?=[\dtfsen])(?:(?<![\d.])\d{1,2}|\b(?:two|three|four|five|six|seven|eight|nine|ten))[ ]{0,2}个?[ ]{0,2}"
                                 r"(?:(?:周|星期|礼拜)([1-7日天])|\b(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)s\b)"
                                 r"[^:：#\n，,。;；]{0,12}[:：](?:[#\s,，、和及]|and\b|[（(][^（()）]{0,12}[)）]){0,60}$", re.I)


def listed_weekday(text: str, mentions: Sequence, at: int) -> int | None:
    """The weekday (0 = Monday) a count of one weekday before a colon says of each day listed after it, else None."""
    if "周" not in text and "星期" not in text and "礼拜" not in text and not re.search(r"(?i)days\b", text):
        return None
    found = _WEEKDAYS_THEN_LIST.search(_masked_head(text, mentions, at))
    return weekday_index(found.group(1) or found.group(2)) if found else None


_LIST_GOES_ON = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}(?:[,，、和及]|and\b)[ ]{0,2}(?:(?:周|星期|礼拜)[1-7日天][ ]?)?", re.I)


_WEEKDAY_SPAN = re.compile(r"(?:(?:周|星期|礼拜)([1-7日天])|(?<![A-Za-z])(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?)"
                           r"[ ]{0,2}(?:至|到|-|–|—|~|～|to|through|until|till)[ ]{0,2}"
                           r"(?:(?:周|星期|礼拜)([1-7日天])|(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?)(?![a-z])", re.I)


def weekday_span_lengths(text: str) -> frozenset[float]:
    """How many days the weekday spans a person writes run (off sick from Monday to Thursday: 4; 周三到下周一
    is no span read here, its second weekday being next week's): counts the answer may restate."""
    out = set()
    for m in _WEEKDAY_SPAN.finditer(text):
        first = weekday_index(m.group(1) or m.group(2))
        last = weekday_index(m.group(3) or m.group(4))
        if last >= first:
            out.add(float(last - first + 1))
    return frozenset(out)


# Friday the 25th / Monday 7th: a day of the month after its weekday, the month that of the text's days near it
# whose day is that weekday.
_WEEKDAY_ORDINAL = re.compile(r"(?=[mtwfs])\b(mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ](?:the[ ])?(\d{1,2})(?:st|nd|rd|th)\b"
                              r"(?![ ]+(?:of[ ]+)?[A-Za-z]{3,9}\.?[ ]?\d)(?![ ]+(?:of[ ]+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
                              re.I)


def weekday_ordinal_dates(text: str, found: Sequence, today: dt.date) -> list[tuple[int, int, dt.date]]:
    """(start, end, date) of each day of the month written after its weekday without a month."""
    if not any(suffix in text for suffix in ("th", "st", "nd", "rd")):
        return []
    out = []
    for m in _WEEKDAY_ORDINAL.finditer(text):
        if any(f.start < m.end() and m.start(2) < f.end for f in found):
            continue
        base = next((f.date for f in reversed(found) if f.end <= m.start()), today)
        options = _days_near(base, int(m.group(2)), (0, 1, -1))
        weekday = weekday_index(m.group(1))
        if options:
            out.append((m.start(2), m.end(), next((d for d in options if d.weekday() == weekday), options[0])))
    return out


# 明天21日 / 下周五15号: a day of the month written after a relative day is that day's date (or a wrong one near it).
_BARE_DAY = re.compile(r"[ ]?(?:是|为|就是|即)?[ ]?(\d{1,2})[日号](?![内以之起后前\d])")


def days_after_relative_words(text: str, relatives: Sequence, found: Sequence) -> list[tuple[int, int, dt.date]]:
    """(start, end, date) of each day of the month written right after a relative day (`relatives`:
    `prompts.claims.RelativeMention`s), the one of that day nearest the relative day's date."""
    out = []
    for r in relatives:
        if not (m := _BARE_DAY.match(text, r.end)) or any(f.start < m.end() and m.start(1) < f.end for f in found):
            continue
        if options := _days_near(r.dates[0], int(m.group(1)), (-1, 0, 1)):
            out.append((m.start(1), m.end(), min(options, key=lambda d: abs((d - r.dates[0]).days))))
    return out


# 10月1日至11日连休，12日（周一）上班: a day of the month with its weekday beside it is a date, after an earlier one.
# Its weekday in brackets: 25日周日 in a list of days (1、4、7日国庆假期，25日周日) is read with the list.
_DAY_WITH_WEEKDAY = re.compile(r"(?=\d)(?<![\d月/.\-–])(\d{1,2})[日号][ ]?[（(][ ]?(?:周|星期|礼拜)([1-7日天])")


def days_with_weekdays(text: str, found: Sequence) -> list[tuple[int, int, dt.date]]:
    """(start, end, date) of each such day: in the month of the date written last before it or the next, the
    first on or after that date whose weekday is the one written (else the first on or after it)."""
    out, found = [], sorted(found, key=lambda f: f.start)
    for m in _DAY_WITH_WEEKDAY.finditer(text):
        if any(f.start < m.end() and m.start(1) < f.end for f in found):
            continue
        base = next((f for f in reversed(found) if f.end <= m.start()), None)
        if base is None:
            continue
        weekday = int(m.group(2)) - 1 if m.group(2).isdigit() else 6
        options = [d for d in _days_near(base.date, int(m.group(1)), (0, 1)) if 0 <= (d - base.date).days <= 40]
        if options:
            out.append((m.start(1), m.start(1) + len(m.group(1)) + 1,
                        next((d for d in options if d.weekday() == weekday), options[0])))
    return out


def _days_near(base: dt.date, day: int, shifts: Sequence[int]) -> list[dt.date]:
    """That day of the month in base's month and the months `shifts` away, where it exists."""
    out = []
    for shift in shifts:
        year, month = base.year + (base.month + shift - 1) // 12, (base.month + shift - 1) % 12 + 1
        if day <= calendar.monthrange(year, month)[1]:
            out.append(dt.date(year, month, day))
    return out


_RANGE_JOIN = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）][ ]{0,2})?(?:to|until|till|through|thru|-|–|—|~|～|至|到)[ ]{0,2}"
                         r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ]{0,2}|(?:周|星期|礼拜)[1-7日天][ ]{0,2})?", re.I)


def range_end(text: str, m, mentions) -> bool:
    """Whether a date is one end of a range the answer writes (Mon 5 to Wed 7 Jan, 10月1日至7日)."""
    return any(_RANGE_JOIN.fullmatch(text, m.end, o.start) or _RANGE_JOIN.fullmatch(text, o.end, m.start)
               for o in mentions if o is not m)


_RANGE_TO = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}(?:至|到|-|–|—|~|～|to|through|until|till)[ ]{0,2}"
                       r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ]{1,2})?", re.I)


def range_years(text: str, mentions: list) -> list:
    """A range's end written without a year comes after its start (7月1日到12月31日 asked on 1 July is this
    December's, not last December's, the nearer one; 12月28日至1月8日 ends next January)."""
    out = list(mentions)
    for i, (a, b) in enumerate(zip(mentions, mentions[1:])):
        if b.has_year or b.date >= out[i].date or not _RANGE_TO.fullmatch(text, a.end, b.start):
            continue
        for year in (out[i].date.year, out[i].date.year + 1):
            if (day := _date_or_none(year, b.date.month, b.date.day)) and day >= out[i].date:
                out[i + 1] = type(b)(day, b.start, b.end, b.has_year)
                break
    return out


def _date_or_none(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


# Two days joined as a range's ends, and nothing else between (5月1日至5日, 1–5 May).
DAY_RANGE_JOIN = re.compile(r"[ ]{0,2}(?:至|到|-|–|—|~|～|to|until|through|till)[ ]{0,2}", re.I)


def listed_days_off(text: str, inside: Sequence, work_calendar: Any) -> int | None:
    """The days a list of days and ranges holds (2/15、2/20–2/23: 5), when all are days off: a list of working days
    may leave one of its range out (21–31 July: 8 working days (21–24 and 27–30 July))."""
    days, i = [], 0
    while i < len(inside):
        ranged = i + 1 < len(inside) and DAY_RANGE_JOIN.fullmatch(text, inside[i].end, inside[i + 1].start)
        days += [inside[i].date + dt.timedelta(days=k) for k in range((inside[i + 1].date - inside[i].date).days + 1 if ranged else 1)]
        i += 2 if ranged else 1
    try:
        return None if any(work_calendar.describe_day(d).is_workday for d in days) else len(days)
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe
        return None


# Thu 24 Sep 2026 – it finishes before …: a spaced dash before a word (not a day or a weekday) sets off an aside.
_ASIDE_DASH = re.compile(r" [–-] (?=[a-z]|[一-龥](?<![周星礼至到]))")


def dash_sets_off(text: str, i: int, mentions: Sequence) -> bool:
    """Whether the dash at `i` sets off an aside: spaced before a word, or back to an earlier day (Tue Oct 20, 2026 –
    Oct 1–7 is 国庆: a range never runs backward)."""
    if text[i] not in "–-—" or text[i - 1:i] != " ":
        return False
    if _ASIDE_DASH.match(text, i - 1):
        return True
    before = next((m for m in reversed(mentions) if m.end <= i and not text[m.end:i].strip()), None)
    after = next((m for m in mentions if m.start > i and not text[i + 1:m.start].strip()), None)
    if not (before and after):
        return False
    if after.has_year:
        return after.date < before.date
    # a yearless day after a later one was moved into the next year; the way it is written still goes back
    return (after.date.month, after.date.day) < (before.date.month, before.date.day)
