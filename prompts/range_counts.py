"""Counts of days the answer gives for a range it names itself (其中2月16日至20日这5个工作日不用请假,
12月21日至25日5天，28日至31日4天): the calendar says how many working, calendar or Monday-to-Friday
days that range has. Pure apart from reading the calendar."""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Sequence

from prompts.claims import DateMention
from prompts.day_claims import piece_of
from prompts.quantities import Quantity

if TYPE_CHECKING:
    from prompts.grounds import Grounds


_DAY_OF_MONTH = re.compile(r"(?<![\d月])(\d{1,2})[日号](?![内以之起后前])")


def _in_sequence(piece_mentions: Sequence[DateMention]) -> list[dt.date]:
    """The piece's dates, a yearless one taking its year from the last date written with a year before
    it (2026年10月8日到10月10日: the 10th of October 2026, not the one nearest today; 2026年12月29日至1月2日:
    the next January)."""
    out: list[dt.date] = []
    anchor = None
    for m in piece_mentions:
        date = m.date
        if m.has_year:
            anchor = date
        elif anchor is not None:
            date = _near(anchor, date.month, date.day) or date
        out.append(date)
    return out


def _near(anchor: dt.date, month: int, day: int) -> dt.date | None:
    try:
        candidate = dt.date(anchor.year, month, day)
        return candidate.replace(year=anchor.year + 1) if (anchor - candidate).days > 180 else candidate
    except ValueError:
        return None


def _days_of_the_last_month(text: str, start: int, end: int, mentions: Sequence[DateMention]) -> list[dt.date]:
    """The days a piece names by their day alone (28日至31日, 21日、22日), in the month of the last date
    the answer wrote before it."""
    before = [m for m in mentions if m.start < start]
    if not before:
        return []
    month = before[-1].date
    days = []
    for m in _DAY_OF_MONTH.finditer(text, start, end):
        try:
            days.append(month.replace(day=int(m.group(1))))
        except ValueError:
            return []
    return sorted(days) if all(d >= month for d in days) else []


# The count is the range's own when nothing but a joining word stands between them: 5月6日至8日这4天,
# 6–15 May is 8 working days, 8个工作日（5月6日至15日）; not 3月23日至27日的请假需提前3个工作日.
_JOINS_BEFORE = re.compile(r"(?:[ ]?[（(][^（()）]{0,12}[)）])?[ ]{0,2}(?:是|共|共计|合计|为|有|计|这|就是|：|:|，|,|is|are|=)?[ ]{0,2}"
                           r"(?:这|共|一共)?[ ]{0,2}")
_JOINS_AFTER = re.compile(r"[ ]{0,2}[（(][ ]{0,2}")
# …and the bracket holds the range alone: 8个工作日（5月6日至15日）, not 19 working days (1–5 May is a holiday).
_CLOSES = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}[)）]")
# Ten working days after 18 November is 2 December / 3个工作日后: a distance from a day, no range's count.
_OFFSET = re.compile(r"[ ]{0,2}(?:after|before|from|later|earlier|之后|以后|后|之前|以前|前)", re.I)


def counts_a_named_range(q: Quantity, text: str, mentions: Sequence[DateMention], spans, grounds: Grounds) -> bool:
    """其中2月16日至20日这5个工作日不用请假: a count of a range the same piece names, per the calendar."""
    verdict = range_count(q, text, mentions, spans, grounds)
    return bool(verdict and verdict[0])


def range_count(q: Quantity, text: str, mentions: Sequence[DateMention], spans,
                grounds: Grounds) -> tuple[bool, set[int], bool] | None:
    """(whether the count is the calendar's for the range its piece names, the counts it may be,
    whether the piece names the range itself by two days), or None when it names no day."""
    if not q.is_count or grounds.calendar is None or _OFFSET.match(text, q.end):
        return None
    start, end = piece_of(spans, q.start)
    dates = sorted(_in_sequence([m for m in mentions if start <= m.start < end]))
    if not dates:  # 12月21日至25日5天，28日至31日4天: days of the month the answer named last
        dates = _days_of_the_last_month(text, start, end, mentions)
    if not dates:  # 1月4日（周日）调休上班，算1个工作日: the day its sentence named just before
        sentence = max([i + 1 for i, ch in enumerate(text[:start]) if ch in "。；;！？!?\n"] + [0])
        earlier = [m for m in mentions if sentence <= m.start < start]
        dates = [earlier[-1].date] if earlier else []
    if not dates:
        return None
    first, last = dates[0], dates[-1]
    if (last - first).days > 400:
        return None
    try:
        workdays = grounds.calendar.workdays_between(first, last).workdays
    except Exception:  # noqa: BLE001 — a year out of range: no count to compare with
        return None
    weekdays = sum(1 for i in range((last - first).days + 1) if (first + dt.timedelta(days=i)).weekday() < 5)
    # Monday to Friday stand for working days only where holidays took some (这5个工作日不用请假, 春节):
    # a make-up Saturday inside the range is a working day to count.
    as_workdays = {workdays, weekdays} if weekdays > workdays else {workdays}
    allowed = {"workday": as_workdays, "calendar_day": {(last - first).days + 1}}.get(
        q.unit, as_workdays | {weekdays, (last - first).days + 1})
    piece_dates = [m for m in mentions if start <= m.start < end]
    own = len(piece_dates) >= 2 and first != last and (
        _JOINS_BEFORE.fullmatch(text, piece_dates[-1].end, q.start) is not None
        or (_JOINS_AFTER.fullmatch(text, q.end, piece_dates[0].start) is not None
            and _CLOSES.match(text, piece_dates[-1].end) is not None))
    return q.value in {float(v) for v in allowed}, allowed, own
