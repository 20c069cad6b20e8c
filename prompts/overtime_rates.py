"""Overtime multiples by the kind of day. Where the question or a clause pays a working day's extra
hours, a rest day and a statutory holiday at different rates (法定节假日300%、休息日200%、工作日延时
150%), the rate an answer gives a date must be its kind's, and the calendar says which kind a day is:
a 调休 make-up day is a working day, a day of a holiday span beyond the law's own festival days
(国庆 10月4日–7日) is a rest day moved, a Saturday is a rest day. Pure apart from reading the calendar.
"""
from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache
from typing import Any, Mapping, Sequence

from prompts.claims import DateMention, claim_text
from workcalendar.statutory import festival_days

_KIND_WORDS = {
    "holiday": r"法定(?:节)?假日|法定节日|法定休假日|节假日|public holidays?|statutory holidays?|bank holidays?|national holidays?",
    "rest": r"休息日|公休日|双休日|rest days?|weekends?",
    "workday": r"工作日|平时|延时|延长(?:工作)?时间|workdays?|weekdays?|working days?|normal days?",
}
_KIND = re.compile("|".join(f"(?P<{k}>{p})" for k, p in _KIND_WORDS.items()), re.I)
_RATE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)[ ]?(%|倍|x(?![a-z]))", re.I)
# From a kind's words to its rate: no sentence end, no other number between (工作日延长工作时间的，按不低于工资的150%).
_GAP_RATE = re.compile(r"[^\d。；;\n|]{0,24}?(?<![\d.])(\d+(?:\.\d+)?)[ ]?(%|倍|x(?![a-z]))", re.I)


def _as_percent(m: re.Match) -> float:
    value = float(m.group(1))
    return value if m.group(2) == "%" else value * 100


@lru_cache(maxsize=1024)
def _stated(raw: str) -> tuple[tuple[str, float], ...]:
    """(kind, rate) of each kind's words with a rate after them in one text (cached: a thread's clauses recur)."""
    text = claim_text(raw)
    if not _RATE.search(text):
        return ()
    out = []
    for m in _KIND.finditer(text):
        rate = _GAP_RATE.match(text, m.end())
        gap = text[m.end():rate.start(1)] if rate else ""
        if rate and all(k.lastgroup == m.lastgroup for k in _KIND.finditer(gap)):  # 工作日延时加班150%: one kind's words
            out.append((m.lastgroup, _as_percent(rate)))
    return tuple(out)


def day_kind_rates(texts: Sequence[str]) -> dict[str, float]:
    """{kind: rate in %} the texts state, when at least two kinds have one rate each and they differ."""
    found: dict[str, set[float]] = {}
    for kind, rate in (pair for raw in texts for pair in _stated(raw)):
        found.setdefault(kind, set()).add(rate)
    rates = {kind: next(iter(values)) for kind, values in found.items() if len(values) == 1}
    return rates if len(rates) >= 2 and len(set(rates.values())) == len(rates) else {}


def kind_of_day(calendar: Any, day: dt.date) -> str | None:
    """holiday (a day the law itself gives off), rest (a weekend, or a span's day moved off a weekend) or workday."""
    try:
        info = calendar.describe_day(day)
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe
        return None
    if info.is_workday:
        return "workday"
    if info.kind == "holiday":
        return "holiday" if day in festival_days(day.year) else "rest"
    return "rest"


_NAMES = {"holiday": "法定节假日", "rest": "休息日", "workday": "工作日"}
_ENDS = re.compile(r"[。；;\n]")


def overtime_rate_problems(text: str, mentions: Sequence[DateMention], rates: Mapping[str, float], calendar: Any) -> list[dict]:
    """A date paid at another kind's rate (10月1日按休息日200% when 10月1日 is a statutory holiday); `rates` are
    `day_kind_rates` of the question and clauses."""
    if not rates or calendar is None:
        return []
    kinds = {rate: kind for kind, rate in rates.items()}
    problems = []
    for i, m in enumerate(mentions):
        end = mentions[i + 1].start if i + 1 < len(mentions) else len(text)
        stop = _ENDS.search(text, m.end, end)
        rate = _RATE.search(text, m.end, stop.start() if stop else end)
        stated = kinds.get(_as_percent(rate)) if rate else None
        truth = kind_of_day(calendar, m.date) if stated else None
        if stated and truth and truth != stated and truth in rates:
            problems.append({"kind": "day", "stated": f"{m.date.isoformat()} {rate.group(0)}",
                             "expected": f"{m.date.isoformat()} 是{_NAMES[truth]}：{rates[truth]:g}%"})
    return problems
