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


def counts_a_named_range(q: Quantity, text: str, mentions: Sequence[DateMention], spans, grounds: Grounds) -> bool:
    """其中2月16日至20日这5个工作日不用请假: a count of a range the same piece names, per the calendar."""
    if not q.is_count or grounds.calendar is None:
        return False
    start, end = piece_of(spans, q.start)
    dates = sorted(m.date for m in mentions if start <= m.start < end)
    if not dates:  # 12月21日至25日5天，28日至31日4天: days of the month the answer named last
        dates = _days_of_the_last_month(text, start, end, mentions)
    if not dates:  # 1月4日（周日）调休上班，算1个工作日: the day its sentence named just before
        sentence = max([i + 1 for i, ch in enumerate(text[:start]) if ch in "。；;！？!?\n"] + [0])
        earlier = [m for m in mentions if sentence <= m.start < start]
        dates = [earlier[-1].date] if earlier else []
    if not dates:
        return False
    first, last = dates[0], dates[-1]
    if (last - first).days > 400:
        return False
    try:
        workdays = grounds.calendar.workdays_between(first, last).workdays
    except Exception:  # noqa: BLE001 — a year out of range: no count to compare with
        return False
    weekdays = sum(1 for i in range((last - first).days + 1) if (first + dt.timedelta(days=i)).weekday() < 5)
    allowed = {"workday": {workdays, weekdays}, "calendar_day": {(last - first).days + 1}}.get(
        q.unit, {workdays, weekdays, (last - first).days + 1})
    return q.value in {float(v) for v in allowed}
