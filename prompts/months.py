"""Months on the calendar: a month's Nth working day (paydays on the 5th working day, the last working day), and how
many months a span of months runs (6月至9月, June to September). Pure."""
from __future__ import annotations

import calendar as month_lengths
import datetime as dt
import re
from functools import lru_cache

from prompts.asked import MONTHS

EN_MONTH_GROUP = "(" + "|".join(MONTHS) + "|" + "|".join(n[:3] for n in MONTHS) + r")\.?"  # an English month, captured


def month_number(name: str) -> int:
    """1–12 from an English month's name or its first three letters (Sept., June)."""
    return MONTHS.index(next(n for n in MONTHS if n.startswith(name.lower()[:3]))) + 1


def nth_workdays_ahead(calendar, today: dt.date, nth: int, months: int = 13) -> set[dt.date]:
    """The Nth working day of this month and the next `months` − 1 (paydays on the 5th working day)."""
    out = set()
    for i in range(months):
        month = dt.date(today.year + (today.month - 1 + i) // 12, (today.month - 1 + i) % 12 + 1, 1)
        try:
            day = nth_workday(calendar, month, nth)
        except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
            break
        out |= {day} if day else set()
    return out


def nth_workday(calendar, month: dt.date, nth: int) -> dt.date | None:
    last = month_lengths.monthrange(month.year, month.month)[1]
    days = [month.replace(day=d) for d in range(1, last + 1)]
    work = [d for d in days if calendar.is_workday(d)]
    if nth < 0:  # -1 the last, -3 the third from the end
        return work[nth] if -nth <= len(work) else None
    return work[nth - 1] if nth <= len(work) else None


# A span of months anywhere in a text: 6月至9月, June to September (its length, both ends counted).
_ANY_SPAN_ZH = re.compile(r"(1[0-2]|[1-9])[ ]{0,2}月?[ ]{0,2}(?:至|到|-|–|—|~|～)[ ]{0,2}(1[0-2]|[1-9])[ ]{0,2}月")
_ANY_SPAN_EN = re.compile(rf"(?<![a-z]){EN_MONTH_GROUP}[ ]{{1,2}}(?:to|through|until|till|-|–|—)[ ]{{1,2}}{EN_MONTH_GROUP}", re.I)


@lru_cache(maxsize=1024)
def month_span_lengths(text: str) -> frozenset[int]:
    """How many months each span of months a text writes runs (6月至9月: 4). Cached: a thread's clauses come back
    for every answer."""
    out = {(int(m.group(2)) - int(m.group(1))) % 12 + 1 for m in _ANY_SPAN_ZH.finditer(text)} if "月" in text else set()
    for m in _ANY_SPAN_EN.finditer(text):
        first, last = month_number(m.group(1)), month_number(m.group(2))
        out.add((last - first) % 12 + 1)
    return frozenset(out)


def adjacent_workday(calendar, day: dt.date, step: int = 1) -> dt.date | None:
    """The first working day after `day` (step 1) or before it (step -1), within 20 days; None past the
    calendar's years or without a calendar."""
    if calendar is None:
        return None
    try:
        for n in range(1, 21):
            if calendar.describe_day(candidate := day + dt.timedelta(days=n * step)).is_workday:
                return candidate
    except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
        return None
    return candidate


def month_end(day: dt.date) -> dt.date:
    """The last day of `day`'s month."""
    return (day.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
