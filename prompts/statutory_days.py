"""The statutory days of a break against its rest days. A holiday break (国庆 10月1日–7日) holds the days the
law itself gives off (10月1日–3日: 法定节假日, overtime at 300%) and weekend days moved beside them (10月4日–7日:
休息日, 200% or time off in lieu); `workcalendar.statutory.festival_days` knows which are which. Where a
conversation tells the two apart (it names statutory days and rest days, or pays them), a span or a count an
answer calls statutory must be the law's days, and the Labour Law's rates stand in for a clause when none
states any. Pure apart from reading the calendar."""
from __future__ import annotations

import datetime as dt
import re
from typing import Any, Sequence

from prompts.claims import DateMention
from prompts.day_lists import DAY_RANGE_JOIN
from workcalendar.statutory import festival_days

# 《劳动法》第四十四条, read as a clause where the person asks how work on a day is paid and no clause says.
LABOUR_LAW_RATES = ("《劳动法》第四十四条：工作日延长工作时间的，支付不低于工资的150%；休息日安排劳动又不能安排补休的，"
                    "支付不低于工资的200%；法定休假日安排劳动的，支付不低于工资的300%。")
_ASKS_PAY = re.compile(r"加班|值班|[三3]薪|[双2]薪|[三3]倍|[双两2]倍|上班[^。？?]{0,8}(?:工资|怎么算|算钱)|overtime|triple|double (?:pay|time)"
                       r"|\b(?:am|is|are|was|were|be|get|gets|getting) paid\b|\bhow (?:is|are|am) [^?]{0,40}paid", re.I)

_STATUTORY = r"法定(?:节)?假日|法定休假日|法定节日|法定假期|法定的?(?:那|这)?几天|statutory(?: public)?(?: holidays?| days?)?"
STATUTORY_WORD = re.compile(_STATUTORY, re.I)
# Read on claim text too, where 三薪 is 3薪.
_TELLS_APART = re.compile(r"休息日|rest days?|[双2]薪|[双两2]倍|200%|double|补休|in lieu|[三3]薪|[三3]倍|300%|triple", re.I)
# 法定假日是10月1日至3日 / Statutory: … 1–3 Oct / the statutory days are 16–19 Feb: the span named is the law's days.
_NAMED_BEFORE = re.compile(rf"(?:{_STATUTORY})[^。；;\n\d]{{0,24}}$", re.I)
# 10月1日至7日都是法定节假日 / All 9 days of the break (15–23 Feb) are statutory holidays: each day is one.
_SAID_AFTER = re.compile(rf"(?:[ ]?[（(][^（()）]{{0,20}}[)）])?(?:这|these )?(?:\d+[ ]?(?:天|days?))?[^。；;\n\d]{{0,12}}?"
                         rf"(?:都|全部|均|全都|全)?(?:是|为|算|属于|按|are|were|count as)[ ]?(?:all )?(?:{_STATUTORY})", re.I)
_ALL_BEFORE = re.compile(r"\ball\b[^。；;\n]{0,30}$", re.I)  # All 9 days of the break (15–23 Feb) are statutory
_CALLED_LATER = re.compile(rf"[^。；;\n]{{0,30}}?(?:{_STATUTORY})", re.I)  # …(15–23 Feb) of the break are statutory
_NOT = re.compile(r"不是|不算|不属于|\bnot\b|n't|非", re.I)


def overtime_law(question: str, clauses: Sequence[str]) -> str | None:
    """The Labour Law's rates as a clause, when the person asks the calendar (no handbook clause) how work on a day is paid."""
    if _ASKS_PAY.search(question) and not clauses:
        return LABOUR_LAW_RATES
    return None


def tells_statutory_apart(texts: Sequence[str]) -> bool:
    """Whether the words name statutory days beside rest days or their pay (法定节假日…休息日, 三薪/双薪, 300%)."""
    joined = "\n".join(texts)
    return bool(STATUTORY_WORD.search(joined) and _TELLS_APART.search(joined))


def _statutory(day: dt.date) -> bool:
    return day in festival_days(day.year)


def statutory_run(day: dt.date) -> tuple[dt.date, dt.date] | None:
    """The run of consecutive statutory days that holds `day` (春节 2026: 2月16日–19日)."""
    if not _statutory(day):
        return None
    first = last = day
    while _statutory(first - dt.timedelta(days=1)):
        first -= dt.timedelta(days=1)
    while _statutory(last + dt.timedelta(days=1)):
        last += dt.timedelta(days=1)
    return first, last


def statutory_span_problems(text: str, mentions: Sequence[DateMention]) -> list[dict]:
    """A span called statutory that holds a day the law does not give off (10月1日至7日都是法定节假日), or that
    names the statutory days and is not their whole run (法定节假日是2月17日至20日)."""
    problems = []
    for a, b in zip(mentions, mentions[1:]):
        if not DAY_RANGE_JOIN.fullmatch(text, a.end, b.start) or not 0 <= (b.date - a.date).days <= 20:
            continue
        after = _SAID_AFTER.match(text, b.end)
        before = _NAMED_BEFORE.search(text, max(0, a.start - 30), a.start)
        if not (after or before or _ALL_BEFORE.search(text, max(0, a.start - 40), a.start) and _CALLED_LATER.match(text, b.end)):
            continue
        if (after and _NOT.search(after.group(0))) or (before and _NOT.search(before.group(0))):
            continue
        days = [a.date + dt.timedelta(days=k) for k in range((b.date - a.date).days + 1)]
        stated = f"{a.date.isoformat()}至{b.date.isoformat()} 法定节假日"
        wrong = next((d for d in days if not _statutory(d)), None)
        if wrong:
            run = statutory_run(a.date) or statutory_run(b.date)
            truth = f"{run[0].isoformat()}至{run[1].isoformat()} 是法定节假日" if run else f"{wrong.isoformat()} 是休息日"
            problems.append({"kind": "day", "stated": stated, "expected": truth})
        elif before and not after and (run := statutory_run(a.date)) and run != (a.date, b.date):
            problems.append({"kind": "day", "stated": stated, "expected": f"{run[0].isoformat()}至{run[1].isoformat()} 是法定节假日"})
    return problems


def kind_counts(calendar: Any, ranges: Sequence[tuple[dt.date, dt.date]]) -> set[tuple[float, str]]:
    """The statutory days and the rest days of each counted range (2月14日–28日: 4 statutory, 5 rest days)."""
    out: set[float] = set()
    for first, last in ranges:
        if not first or not last or not 0 <= (last - first).days <= 400:
            continue
        statutory = rest = 0
        day = first
        while day <= last:
            try:
                working = calendar.describe_day(day).is_workday
            except Exception:  # noqa: BLE001 — a year the calendar cannot describe
                break
            statutory += (not working) and _statutory(day)
            rest += (not working) and not _statutory(day)
            day += dt.timedelta(days=1)
        else:
            out |= {(float(n), unit) for n in (statutory, rest) for unit in ("day", "calendar_day")}
    return out


def with_day_kinds(bare: str, mentions: Sequence[DateMention], calendar: Any) -> str:
    """`bare` (the dates blanked) with each day off's kind written where its date stood, places kept: 10月1日 a statutory
    holiday (法定节假日), 10月5日 a rest day (休息日), so that a rate's words say which day it is for (1 October 8 h × 40 ×
    300%: the statutory rate, not the weekday one)."""
    if calendar is None:
        return bare
    for m in mentions:
        try:
            working = calendar.describe_day(m.date).is_workday
        except Exception:  # noqa: BLE001 — a year the calendar cannot describe
            continue
        kind = "法定节假日" if m.date in festival_days(m.date.year) else "休息日"
        if not working and m.end - m.start >= len(kind):  # a working day's words are the answer's own (工作日加班)
            bare = bare[:m.start] + (f" {kind}" if m.end - m.start > len(kind) else kind).ljust(m.end - m.start) + bare[m.end:]
    return bare
