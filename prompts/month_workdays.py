"""A month's Nth working day on the working-day calendar (paydays on the 5th working day, the last working day). Pure."""
from __future__ import annotations

import calendar as month_lengths
import datetime as dt


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
    if nth < 0:
        return work[-1] if work else None
    return work[nth - 1] if nth <= len(work) else None
