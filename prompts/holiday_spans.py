"""A festival's days off as the answer states them (劳动节5月1日至4日放假, the Labour Day holiday runs 1–4
May), against the working-day calendar: the stated span must be the festival's whole run of days off
that year, not a part of it. Pure apart from reading the calendar."""
from __future__ import annotations

import datetime as dt
import re
from typing import Any

from prompts.day_claims import FESTIVAL, FESTIVAL_WORDS, piece_of
from prompts.day_lists import DAY_RANGE_JOIN
from prompts.statutory_days import STATUTORY_WORD, statutory_run

_MONTHS = {m: i for i, names in enumerate(
    [(), ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
     ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
     ("december", "dec")]) for m in names}
_MONTH = r"(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")(?![a-z])"
# The second day may carry its weekday: Monday 16 to Monday 23 February.
_WEEKDAY_EN = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
_TO = rf"\s*(?:至|到|-|–|—|~|～|to|until|through|till)\s*(?:{_WEEKDAY_EN}\s+)?"
_SPANS = [
    # 5月1日至5日 / 5月1日至5月5日 / 10月1-7日 / 9月28日到10月3日
    (re.compile(rf"(?<!\d)(\d{{1,2}})月(\d{{1,2}})[日号]?{_TO}(?:(\d{{1,2}})月)?(\d{{1,2}})[日号]?(?!\d)"), "zh"),
    # 1–5 May / 1 to 5 May / 28 September to 3 October
    (re.compile(rf"(?<![\d.])(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+{_MONTH})?{_TO}(\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH}", re.I), "dm"),
    # May 1–5 / May 1 to May 5 / September 28 to October 3
    (re.compile(rf"(?<![a-z]){_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?{_TO}(?:{_MONTH}\s+)?(\d{{1,2}})(?:st|nd|rd|th)?(?!\d)", re.I), "md"),
]
# A part of the span, not the span: 5月4日至5日还在劳动节假期里, 1–3 May are part of the holiday.
_PART = re.compile(r"还在|仍在|也在|也是|仍是|其中|之中|期间|里|内|part of|within|still|also|among|of the", re.I)


# 元旦 and the weekend of 2–3 January: the span is another subject's, listed beside the festival.
_ANOTHER_SUBJECT = re.compile(r"周末|双休|weekend|和|以及|及|、|\band\b|\bplus\b", re.I)


def stated_spans(text: str) -> list[tuple[int, int, int, int, int, int]]:
    """(start, end, month1, day1, month2, day2) of each span of days the text writes."""
    out = []
    for pattern, form in _SPANS:
        for m in pattern.finditer(text):
            g = m.groups()
            if form == "zh":
                m1, d1, m2, d2 = int(g[0]), int(g[1]), int(g[2] or g[0]), int(g[3])
            elif form == "dm":
                m2 = _MONTHS[g[3].lower()]
                m1, d1, d2 = (_MONTHS[g[1].lower()] if g[1] else m2), int(g[0]), int(g[2])
            else:
                m1, d1 = _MONTHS[g[0].lower()], int(g[1])
                m2, d2 = (_MONTHS[g[2].lower()] if g[2] else m1), int(g[3])
            out.append((m.start(), m.end(), m1, d1, m2, d2))
    return out


_OWN_BRACKET = re.compile(r"[^（(，,。；;]{0,12}[（(][^（()）]{0,40}[)）]")


# The holiday runs 16 to 23 February / 假期是2月16日至23日: the festival the question asked about.
# 假期结束后的5月6日到9日 / after the Labour Day break, 6–9 May: days beside the span, not the span.
_BESIDE_IT = re.compile(r"[ ]{0,2}(?:假期|长假|放假|holiday|break)?[ ]{0,2}(?:结束|过完|放完)?[ ]{0,2}(?:之?后|之?前|过后|以后|以前|after|before)"
                        r"|[ ]{0,2}(?:holiday|break)?[ ]{0,2}(?:ends|is over)", re.I)
_THE_HOLIDAY = re.compile(r"\b(?:the|this|that) (?:holiday|break)\b|假期|放假|长假", re.I)


def span_problems(text: str, spans, years: set[int], calendar: Any, asked: frozenset[str] = frozenset()) -> list[dict]:
    """A festival's span the answer states that is not the calendar's whole run of days off in any of
    `years` (those the conversation is about). `asked`: the festivals the person named, the subject of
    a span the answer calls the holiday without naming it."""
    if calendar is None or not (FESTIVAL_WORDS.search(text) or (len(asked) == 1 and _THE_HOLIDAY.search(text))):
        return []
    problems = []
    for start, end, m1, d1, m2, d2 in stated_spans(text):
        a, b = piece_of(spans, start)
        # The festival named first is the span's subject (劳动节5月1日至4日放假, the Labour Day holiday runs
        # 1–4 May); named after, the span's days are described (10月2日至7日是国庆假期: what is left of it).
        names = list(FESTIVAL_WORDS.finditer(text, a, start))
        named = {FESTIVAL[f.group(0).lower()] for f in names}
        if not named and len(asked) == 1 and (said := _THE_HOLIDAY.search(text, a, start)):
            names, named = [said], set(asked)
        if not named or _PART.search(text[a:max(b, end)]) or _ANOTHER_SUBJECT.search(text, names[-1].end(), start) \
                or _BESIDE_IT.match(text, names[-1].end()):
            continue
        if STATUTORY_WORD.search(text, min(a, names[-1].end()), start) and _is_statutory_run(m1, d1, m2, d2, years):
            continue  # 国庆法定假日是10月1日至3日: the law's days of the break, not the break (statutory_days)
        own = _OWN_BRACKET.match(text, names[-1].end())
        if own and own.end() <= start:  # National Day (1–7 Oct) … off from 28 Sep: the bracket was its span
            continue
        found = []
        for year in sorted(years):
            try:
                first, last = dt.date(year, m1, d1), dt.date(year + (m2 < m1), m2, d2)
                days = {d: n for y in {first.year, last.year} for d, n in calendar.schedule(y).holidays.items()}
            except Exception:  # noqa: BLE001 — no such day, or a year the calendar does not hold
                continue
            run = _run(first, days, named)
            if run and (last - first).days <= 10:  # 假期是9月29日到10月11日: a 13-day leave, longer than any holiday's run
                found.append((first, last, run, days[run[0]]))
        # Wrong only if it is the whole run in none of the years the conversation is about.
        if found and not any((first, last) == run for first, last, run, _ in found):
            first, last, run, name = found[0]
            problems.append({"kind": "day", "stated": f"{name} {first.isoformat()}至{last.isoformat()}",
                             "expected": f"{name} {run[0].isoformat()}至{run[1].isoformat()}"})
    return problems


def _is_statutory_run(m1: int, d1: int, m2: int, d2: int, years: set[int]) -> bool:
    for year in years:
        try:
            first, last = dt.date(year, m1, d1), dt.date(year + (m2 < m1), m2, d2)
        except ValueError:
            continue
        if statutory_run(first) == (first, last):
            return True
    return False


def _run(day: dt.date, days: dict, named: set[str]) -> tuple[dt.date, dt.date] | None:
    """The run of consecutive days off of a named festival that holds `day` (or starts or ends within
    three days of it: a span stated a day early is still about that run)."""
    for near in (day, *(day + dt.timedelta(days=k) for k in (1, -1, 2, -2, 3, -3))):
        name = days.get(near)
        if name and any(n in name for n in named):
            first = last = near
            while days.get(first - dt.timedelta(days=1)) == name:
                first -= dt.timedelta(days=1)
            while days.get(last + dt.timedelta(days=1)) == name:
                last += dt.timedelta(days=1)
            return first, last
    return None


# 9月25日到10月7日都放假 / 双节连休：… / 25 Sep to 7 Oct are all days off: every day of the range is said to be off.
_ALL_OFF_AFTER = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,10}[)）])?[ ]{0,2}(?:都|全部|全都|一直|均|全)(?:是|在)?"
                            r"(?:放假|休息|休假|假期|不用上班|不上班)"
                            r"|[ ]{0,2}(?:连休|连放)|[ ]{0,2}(?:are|is|were) all (?:off|days off|holidays?)|[ ]{0,2}all off", re.I)
_ALL_OFF_BEFORE = re.compile(r"(?:连休|连放|放假)[ ]{0,2}[:：][ ]{0,2}$")
_BREAK = re.compile(r"连休")  # the person's days off in a row, leave among them; 连放 / 都放假 are the calendar's


def all_off_problems(text: str, mentions, calendar: Any, ranges=()) -> list[dict]:
    """A range said to be off throughout that holds a working day (a 调休 make-up day, or the days between two holidays).
    A break (连休) may hold the person's leave: a working day inside a shorter range the tools counted is one."""
    problems = []
    for a, b in zip(mentions, mentions[1:]):
        if not DAY_RANGE_JOIN.fullmatch(text, a.end, b.start) or not 0 < (b.date - a.date).days <= 40:
            continue
        said = _ALL_OFF_AFTER.match(text, b.end) or _ALL_OFF_BEFORE.search(text, max(0, a.start - 8), a.start)
        if not said:
            continue
        leave = [(f, e) for f, e in ranges if f and e and a.date <= f <= e <= b.date and (f, e) != (a.date, b.date)] \
            if _BREAK.search(said.group(0)) else []
        day = a.date
        while day <= b.date:
            try:
                working = calendar.describe_day(day).is_workday
            except Exception:  # noqa: BLE001 — a year the calendar cannot describe
                break
            if working and not any(f <= day <= e for f, e in leave):
                problems.append({"kind": "day", "stated": f"{a.date.isoformat()}–{b.date.isoformat()} 放假",
                                 "expected": f"{day.isoformat()} 是工作日"})
                break
            day += dt.timedelta(days=1)
    return problems


# 节前最后一个工作日是9月30日 / 节后第一天上班是10月8日 / the last working day before National Day is 30 Sep:
# the edges of a holiday, which the calendar decides. Not "back at work on" or 假后 (a leave's end, as likely).
_FESTIVAL_OR_BREAK = rf"(?:(?:{FESTIVAL_WORDS.pattern})节?|小?长假|放假|节)"
_EDGE_ZH = re.compile(rf"{_FESTIVAL_OR_BREAK}[ ]?(?:(前)|后)[的 ]{{0,2}}(?:最后[1一]?|第[1一])(?:个工作日|天|个上班日)(?:上班)?"
                      r"[ ]{0,2}(?:是|为|就是|：|:|在)?[ ]{0,2}$")
_EDGE_EN = re.compile(r"(?:the[ ])?(?:(last)[ ](?:working|business|work)[ ]day[ ](?:before|ahead of)|first[ ](?:working|business|work)[ ]day"
                      r"[ ](?:after|following))[ ](?:the[ ]|this[ ])?"
                      # …a holiday's name or word (not "the first working day after is": after the probation)
                      r"(?:(?:[A-Z][a-z\-']+[ ]?){1,3}(?:holidays?|break|festival)?|[一-龥]{2,5}[ ]?(?:holidays?|break)?"
                      r"|(?:holidays?|break|festival))"
                      r"[ ]{0,2}(?:is|will be|would be|falls on|:)[ ]{0,2}(?:on[ ])?(?:the[ ])?"
                      rf"(?:(?i:{_WEEKDAY_EN}),?[ ])?$")


def edge_problems(text: str, mentions, calendar: Any) -> list[dict]:
    """A day said to be the last working day before a holiday or the first one after it: it must be a
    working day with only days off (a holiday among them) between it and the holiday's other side."""
    problems = []
    for m in mentions:
        head = text[max(0, m.start - 60):m.start]
        found = _EDGE_ZH.search(head) or _EDGE_EN.search(head)
        if not found:
            continue
        before = bool(found.group(1))
        try:
            problem = _edge_problem(m.date, before, calendar)
        except Exception:  # noqa: BLE001 — a year the calendar cannot describe
            continue
        if problem:
            problems.append({"kind": "day", "stated": f"{m.date.isoformat()} {'节前最后一个工作日' if before else '节后第一个工作日'}",
                             "expected": problem})
    return problems


def _edge_problem(day: dt.date, before: bool, calendar: Any) -> str | None:
    info = calendar.describe_day(day)
    if not info.is_workday:
        return f"{day.isoformat()} 不是工作日"
    step = dt.timedelta(days=1 if before else -1)
    other, seen_holiday = day + step, False
    for _ in range(20):
        info = calendar.describe_day(other)
        if info.is_workday:
            break
        seen_holiday |= info.kind == "holiday"
        other += step
    else:
        return None
    if seen_holiday:
        return None
    return f"{day.isoformat()} 与 {other.isoformat()} 之间没有节假日（{other.isoformat()} 也是工作日）"
