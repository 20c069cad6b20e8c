"""Dates written with slashes and no month name (3/26, 9/6, 8/6/2026): which number is the month. Pure.

Chinese writers and US English put the month first, British and most other English writers the day.
A text keeps one order, so the order is decided once per text, from the dates that tell it apart:
- a number over 12 (28/9 can only be the 28th of September);
- a weekday written beside the date that only one reading has ("9/6 (Tuesday)" in 2026 is 9 June:
  6 September is a Sunday).
With no such evidence the month comes first, as before.
"""
from __future__ import annotations

import datetime as dt
import re

from prompts.weekdays import weekday_after, weekday_before

# 3/26 and 3/26/2026 without a year word (month first by default; with its year even before =); not a fraction inside arithmetic
# (8700/21.75, × 6/12), not a ratio followed by = or a unit, nor a share (减免10/24, 退还14/24, repay 14/24).
SLASH_DATE = re.compile(r"(?<![\d/.×*÷])(?<!× )(?<!x )(?<!按)(?<!减免)(?<!扣除)(?<!返还)(?<!退还)(?<!还)(?<!repay )(?<!refund )"
                        r"(\d{1,2})/(\d{1,2})(?:/(\d{4})(?![\d/%])(?!\.\d)|(?![\d/%])(?!\.\d)(?!\s*(?:[=×÷*]|折算|of\b)))")  # 29/3. ends a sentence


# A rate written as a fraction: in brackets after a percentage (33.33%（4/3）), or in a table column headed
# as a rate (| 倍率 | … | 4/3 |).
_SHARE_OF_A_PERIOD = re.compile(r"[ ]?(?:个|個)?(?:月|年)|[ ]?(?:of (?:a |the |that |your )?)?(?:months?|years?)\b", re.I)
_AFTER_PERCENT = re.compile(r"%[ ]?[（(][ ]?$")
# …alone in brackets right after an amount: 2.7万元（9/12）, RMB 27,000 (9/12): the share the amount is of a year's
_AFTER_AMOUNT = re.compile(r"(?:\d[ ]?万?(?:元|块|yuan|rmb|cny)|(?:¥|rmb|cny)[ ]?\d[\d,.]*)[ ]?[（(][ ]?$", re.I)
_RATE_HEADER = re.compile(r"倍率|倍数|倍|比例|系数|rate|multiplier|ratio|premium", re.I)


def is_fraction(text: str, start: int) -> bool:
    """Whether the slash pair at `start` is a rate's fraction, not a date."""
    if _AFTER_PERCENT.search(text, max(0, start - 4), start):
        return True
    pair = SLASH_DATE.match(text, start)
    if pair and _AFTER_AMOUNT.search(text, max(0, start - 20), start) and re.match(r"[ ]?[)）]", text[pair.end():pair.end() + 2]) \
            and pair.group(2) in ("12", "30", "31"):
        return True  # …alone in its bracket, of a year's months or a month's days: 500元（3/15前报销） is a date
    if pair and _SHARE_OF_A_PERIOD.match(text, pair.end()):  # 8/12个月, 7/12 of the year
        return True
    line_start = text.rfind("\n", 0, start) + 1
    line = text[line_start:text.find("\n", start) if "\n" in text[start:] else len(text)]
    if not line.lstrip().startswith("|"):
        return False
    column = text[line_start:start].count("|") - 1
    header = line_start
    while header > 0:  # the table's first row: the last line up from here that is still a table row
        above = text.rfind("\n", 0, header - 1) + 1
        if not text[above:header].lstrip().startswith("|"):
            break
        header = above
    cells = text[header:text.find("\n", header)].strip().strip("|").split("|")
    return 0 <= column < len(cells) and bool(_RATE_HEADER.search(cells[column]))


class _At:
    def __init__(self, m: re.Match):
        self.start, self.end = m.start(), m.end()


def _reading(m: re.Match, month: int, day: int, today: dt.date) -> dt.date | None:
    """The date of one reading: in the year written, else the one nearest today."""
    options = []
    for year in [int(m[3])] if m[3] else [today.year - 1, today.year, today.year + 1]:
        try:
            options.append(dt.date(year, month, day))
        except ValueError:
            continue
    return min(options, key=lambda d: abs((d - today).days)) if options else None


# The order said outright: 12/05/2026 (dd/mm), 日/月, "day/month".
_DAY_FIRST_SAID = re.compile(r"\bdd?[/.-]mm?\b|\bday[/ ]month\b|日/月", re.I)
_MONTH_FIRST_SAID = re.compile(r"\bmm?[/.-]dd?\b|\bmonth[/ ]day\b|月/日", re.I)


def day_first(text: str, today: dt.date) -> bool:
    """Whether the slash dates of this claim text put the day first (where the text says which order it uses, as it says)."""
    if "/" not in text:
        return False
    if (said := _DAY_FIRST_SAID.search(text)) or _MONTH_FIRST_SAID.search(text):
        return bool(said)
    votes = 0
    for m in SLASH_DATE.finditer(text):
        a, b = int(m[1]), int(m[2])
        if a > 12 >= b:
            return True
        if b > 12 or a == b:
            continue
        weekday = weekday_after(text, _At(m))
        if weekday is None:
            weekday = weekday_before(text, _At(m))
        if weekday is None:
            continue
        day_first_reading, month_first_reading = _reading(m, b, a, today), _reading(m, a, b, today)
        day_fits = day_first_reading is not None and day_first_reading.weekday() == weekday
        month_fits = month_first_reading is not None and month_first_reading.weekday() == weekday
        votes += day_fits - month_fits
    return votes > 0
