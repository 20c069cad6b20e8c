"""Hours of times of day: the hours an answer gives a span of the clock (14:00–18:00 → 4 h, 9:00–12:00、
13:00–18:00，共7小时, 22:00–06:00 is 8 hours), and the working hours of leave the question asks about from
one day and time to another (from 2 pm on Friday 27 Feb to 12 noon on Monday 2 March), counted on the
calendar with the working day and lunch the question states. Pure."""
from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache
from typing import Any

from prompts.claims import claim_text, date_mentions
from prompts.clock_times import clock_times, day_edges, has_clock  # noqa: F401 (day_edges re-exported for number_check)

_JOIN = re.compile(r"[ ]?(?:[–\-—~～至到]|to|till|until)[ ]?", re.I)
# Spans listed one after another (9:00–12:00、13:00–18:00) add up.
_LISTED = re.compile(r"[ ]?(?:[、，,;；+＋/]|and|和|及|与|plus)[ ]?", re.I)
# …then the hours said of them right after: → 4h, ，共7小时, = 6 h, is 3 h, (8 hours), minus the lunch hour is 3 h.
_HOURS_AFTER = re.compile(r"[ ]?(?:→|->|=|:|：|,|，|\(|（)?[ ]?(?:(?:共计|合计|一共|总共|共|计|需要请|要请|需请|请假|请|is|are|makes|gives|totals?"
                          r"|(?:minus|less|excluding) (?:the |a |an )?(?:lunch|break)(?: hour| break)?(?: is| =| gives)?"
                          r"|扣除午休|减去午休|去掉午休|不含午休)[ ]?)?(?:=|:|：)?[ ]?"
                          r"(?<![\d.])(\d+(?:\.\d+)?)[ ]?(?:个)?(?:小时|hours?|hrs?|h)(?![a-z])", re.I)
_LUNCH = re.compile(r"午休|午饭|午餐|lunch|break", re.I)
_NO_LUNCH = re.compile(r"minus|less|减去|扣除|去掉|不含|excluding|net|午休|lunch", re.I)
DEFAULT_LUNCH = (12 * 60, 13 * 60)


def clock_spans(text: str) -> list[tuple[float, float, int, int]]:
    """(from, to, start, end) of each span of the clock in claim text, minutes after midnight; a span
    past midnight (22:00–06:00) ends the next day."""
    return _joined(text, _times(text))


def _times(text: str) -> list[tuple[float, str, int, int]]:
    return sorted(clock_times(text), key=lambda t: t[2]) if has_clock(text) else []


def _joined(text: str, times) -> list[tuple[float, float, int, int]]:
    return [(a, b + 1440 if b <= a else b, s, e2) for (a, _, s, e), (b, _, s2, e2) in zip(times, times[1:]) if _JOIN.fullmatch(text, e, s2)]


def _overlap(a: float, b: float, lunch: tuple[float, float]) -> float:
    return max(0.0, min(b, lunch[1]) - max(a, lunch[0]))


def span_hours(text: str, lunch: tuple[float, float] = DEFAULT_LUNCH) -> list[tuple[float, set[float], str, int]]:
    """(hours stated, hours the spans before it allow, as shown, where): a list of spans and the hours said
    right after it. A span's hours are with or without the lunch inside it (9:00–18:00 is 8 working hours);
    a lunch span itself says nothing."""
    return [(value, set(allowed), shown, at) for value, allowed, shown, at in _span_hours(text, lunch)]  # sets of its own: the cached are shared


@lru_cache(maxsize=64)  # an answer's spans are read twice: for the hours it gets right and for those it gets wrong
def _span_hours(text: str, lunch: tuple[float, float]) -> tuple[tuple[float, frozenset[float], str, int], ...]:
    spans = [s for s in clock_spans(text) if not _LUNCH.search(text, max(0, s[2] - 12), s[2])]
    out, group = [], []
    for span in spans:
        if group and not _LISTED.fullmatch(text, group[-1][3], span[2]):
            group = []
        group.append(span)
        m = _HOURS_AFTER.match(text, span[3])  # no figure between: never past the next span
        if not m:
            continue
        gross = sum(b - a for a, b, *_ in group) / 60
        net = gross - sum(_overlap(a, b, lunch) for a, b, *_ in group) / 60
        allowed = {round(net, 2)} if _NO_LUNCH.search(m.group(0)) and net != gross else {round(gross, 2), round(net, 2)}
        out.append((float(m.group(1)), frozenset(allowed), m.group(0).strip(), m.start(1)))
        group = []
    return tuple(out)


def right_span_hours(text: str) -> set[float]:
    """The hours an answer gives its spans of the clock rightly (14:00–18:00 → 4h): grounded as worked out."""
    return {value for value, allowed, *_ in span_hours(text) if any(abs(value - v) <= 0.01 for v in allowed)}


def span_hours_problems(text: str) -> list[dict]:
    """An answer's hours of a span of the clock that the span does not have (14:00–18:00 minus lunch is 3 h)."""
    return [{"kind": "arithmetic", "stated": shown, "expected": "、".join(f"{v:g}" for v in sorted(allowed))}
            for value, allowed, shown, _ in span_hours(text) if all(abs(value - v) > 0.01 for v in allowed)]


def leave_hours(question: str, today: dt.date, calendar: Any) -> set[float]:
    """The working hours from one day and time to another the question names (请假从4月30日下午两点到5月6日
    上午11点), on the calendar, within the working day it states (9:00–18:00) less its lunch (12:00–13:00);
    with each day's own part. Empty when the question does not name both ends and the working day."""
    text = claim_text(question)
    times = _times(text)
    spans = _joined(text, times)
    day = next(((a, b) for a, b, s, _ in spans if b - a >= 360 and not _LUNCH.search(text, max(0, s - 12), s)), None)
    lunch = next(((a, b) for a, b, s, _ in spans if b - a <= 120 and _LUNCH.search(text, max(0, s - 12), s + 30)), DEFAULT_LUNCH)
    ends = _dated_times(text, today, times, spans) if day else []
    if len(ends) != 2 or ends[0] >= ends[1] or (ends[1][0] - ends[0][0]).days > 62:
        return set()
    (d1, t1), (d2, t2) = ends
    parts, d = [], d1
    while d <= d2:
        a, b = max(day[0], t1 if d == d1 else 0), min(day[1], t2 if d == d2 else 1440)
        try:
            working = calendar.is_workday(d)
        except Exception:  # noqa: BLE001 — a year out of the calendar's range: no count
            return set()
        parts.append(max(0.0, b - a - _overlap(a, b, lunch)) / 60 if working and b > a else 0.0)
        d += dt.timedelta(days=1)
    return {round(sum(parts), 2)} | {round(p, 2) for p in parts if p}


def _dated_times(text: str, today: dt.date, times, spans) -> list[tuple[dt.date, float]]:
    """Each date with the time of day written beside it (4月30日下午两点, 2 pm on Friday 27 Feb): a time
    belongs to the date just before it that has none yet, else to the date just after it; the working day's
    span is no end."""
    times = [t for t in times if not any(s <= t[2] and t[3] <= e for *_, s, e in spans)]
    dates = date_mentions(text, today)
    owner: dict[int, float] = {}
    for value, _, start, end in times:
        before = [i for i, m in enumerate(dates) if 0 <= start - m.end <= 12]
        after = [i for i, m in enumerate(dates) if 0 <= m.start - end <= 14]
        for i in [i for i in before[-1:] if i not in owner] or after[:1]:  # 2 pm on Fri 27 Feb to 12 noon on Mon 2 March
            owner.setdefault(i, value)
    return sorted({(dates[i].date, v) for i, v in owner.items()})


def clock_gaps(text: str, clocks: set[float]) -> set[tuple[float, str]]:
    """(value, unit) of each time between two times of day the answer, the question or a clause states (核心时间10:30开始，
    11:00才到: 晚到30分钟 / half an hour late), in minutes and in hours."""
    times = {t for t, *_ in clock_times(text)} | clocks
    gaps = {abs(a - b) for a in times for b in times if a != b}
    return {(g, "minute") for g in gaps} | {(round(g / 60, 6), "hour") for g in gaps}
