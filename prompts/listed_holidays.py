"""The days a retrieved clause lists as holidays of its own: another country's (St Andrew's Day: Monday 30
November; Independence Day (observed) — Friday, July 3), which the Chinese working-day calendar does not know.
A claim that such a day is a holiday rests on the clause, not on the calendar. Pure."""
from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache

from prompts.claims import date_mentions

_HOLIDAYS = re.compile(r"holidays?|bank holiday|节假日|公众假期|公假|假日", re.I)
_LISTED = 3  # a list of holidays names several days; a rule that mentions a holiday and one date lists none


@lru_cache(maxsize=512)  # a thread's clauses are read again for every answer that follows them
def listed_holidays(text: str, today: dt.date) -> frozenset[tuple[int, int]]:
    """(month, day) of each date a clause lists when it names holidays and lists at least three dates (a Chinese
    festival's among them is a holiday on the calendar too)."""
    if not _HOLIDAYS.search(text):
        return frozenset()
    days = frozenset((m.date.month, m.date.day) for m in date_mentions(text, today))
    return days if len(days) >= _LISTED else frozenset()
