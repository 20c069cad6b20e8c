"""Days counted in months or years from a date the person gives: 满6个月 / 满1年 / six months on is the
same day N months later (入职2025年10月10日: 满1年是2026年10月10日), and a contract of N years from a day
ends the day before its anniversary (2023年7月1日起3年: 到期日2026年6月30日). Pure."""
from __future__ import annotations

import calendar
import datetime as dt
import re
from functools import lru_cache
from typing import Sequence

from prompts.claims import DateMention, claim_text
from prompts.quantities import EN_NUMBERS

_N = r"(\d{1,2}|半|" + "|".join(EN_NUMBERS) + ")"
_UNIT = r"[ -]?(?:个)?(年|月|years?|months?)"
# 满1年是10月10日 / 满6个月：2026年8月6日 / one year on Sat 10 Oct / 6-month anniversary is …: the date after.
_THEN_DATE = re.compile(rf"(?:满{_N}{_UNIT}(?:那天|之日|当天|的日子|纪念日)?[ ]?(?:是|为|在|于|就是|即|[:：])?"
                        rf"|(?<![A-Za-z]){_N}[ -](years?|months?)(?:'s)?[ -]?(?:anniversary[ ]?)?(?:on|is|falls on|[:：=])"
                        rf"|(?<![A-Za-z])(first|one-year|1-year|six-month|6-month) anniversary (?:is |falls )?(?:on )?)"
                        rf"[ ]{{0,2}}(?:[（(]?[A-Za-z一-龥]{{0,4}}[,，]?[ ]?)?$",
                        re.I)
# 4月10日（周五）满半年: the date before.
_DATE_THEN = re.compile(rf"[ ]{{0,2}}(?:[（(][^（()）\n]{{1,8}}[)）])?[ ]{{0,2}}[,，]?[ ]{{0,2}}(?:就|正好|刚好)?满{_N}{_UNIT}(?![后以之内])")
_ORDINAL_ANNIVERSARY = {"first": (1, "year"), "one-year": (1, "year"), "1-year": (1, "year"), "six-month": (6, "month"),
                        "6-month": (6, "month")}
# A contract's term in the question (为期3年, 期限3年, runs for two years, a 3-year contract) and an answer's end date.
_TERM = re.compile(rf"(?:为期|期限为?|合同期|签了?|(?:runs?|lasts?|is) for|term of)[ ]?{_N}{_UNIT}"
                   rf"|(?<![A-Za-z]){_N}[ -]year (?:fixed-term )?contract", re.I)
_ENDS = re.compile(r"(?:到期日?|届满|终止日|(?<![a-z])ends?|expires?|end date|expiry date)[^\d\n。；;]{0,16}$", re.I)


def _months(n: str, unit: str) -> int:
    value = 0.5 if n == "半" else float(EN_NUMBERS.get(n.lower(), n) if not n.isdigit() else n)
    return round(value * (12 if unit.lower().startswith(("年", "y")) else 1))


def months_on(day: dt.date, months: int) -> dt.date:
    """The same day `months` calendar months on, or that month's last (31 January + 1 month: 28 February)."""
    month = day.month - 1 + months
    year, month = day.year + month // 12, month % 12 + 1
    return dt.date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _same_day(m: DateMention, day: dt.date) -> bool:
    return m.date == day if m.has_year else (m.date.month, m.date.day) == (day.month, day.day)


def contract_terms(question: str) -> frozenset[int]:
    """The months of the contract terms a question states (为期3年: 36)."""
    return frozenset(_months(m.group(1) or m.group(3), m.group(2) or "年") for m in _TERM.finditer(claim_text(question)))


def anniversary_days(text: str, mentions: Sequence[DateMention], asked_dates: set[dt.date],
                     terms: frozenset[int]) -> dict[DateMention, tuple[bool, dt.date]]:
    """{date: (whether it is the day, the day)} for each date said to be N months or years on from a date the
    person gives, or the end of a contract of `terms` months (`contract_terms`) from it."""
    anchors = sorted(asked_dates)
    out: dict[DateMention, tuple[bool, dt.date]] = {}
    for m in mentions if anchors else ():
        if m.has_year and m.date in asked_dates:
            continue  # 满7个月（2025-08-15起…）: the person's own date, restated in the explanation, is no anniversary
        before = text[max(0, m.start - 40):m.start]
        months = None
        if said := _THEN_DATE.search(before):
            if said.group(5):
                n, unit = _ORDINAL_ANNIVERSARY[said.group(5).lower()]
                months = n * (12 if unit == "year" else 1)
            else:
                months = _months(said.group(1) or said.group(3), said.group(2) or said.group(4))
        elif said := _DATE_THEN.match(text, m.end):
            months = _months(said.group(1), said.group(2))
        if months:
            expected = [months_on(a, months) for a in anchors if a < months_on(a, months)]
        elif terms and _ENDS.search(before):
            expected = [months_on(a, t) - dt.timedelta(days=1) for a in anchors for t in terms]
        else:
            continue
        if expected:
            right = next((d for d in expected if _same_day(m, d)), None)
            out[m] = (right is not None, right or expected[0])
    return out

_MONTHLY = re.compile(r"每满?[1一]?个?月|按月|逐月|monthly|each month|every month|per month|a month after", re.I)


@lru_cache(maxsize=1024)
def is_monthly(clause: str) -> bool:
    return bool(_MONTHLY.search(clause))


def anniversaries(anchors: set[dt.date], today: dt.date, clauses: Sequence[str]) -> set[dt.date]:
    """The person's dates' anniversaries up to a year from today (joined 1 September 2021: 满5年 on 1 September
    2026), and their monthly ones up to today where a clause runs by the month (vests monthly after the cliff:
    4月15日, 5月15日, …)."""
    out = {d for a in anchors for n in range(1, max(0, today.year - a.year) + 2)
           if (d := months_on(a, 12 * n)) <= today.replace(year=today.year + 1, day=min(today.day, 28))}
    if any(is_monthly(text) for text in clauses):
        out |= {d for a in anchors for n in range(1, 12 * (today.year - a.year + 1) + 1) if a < (d := months_on(a, n)) <= today}
    return out


# 提前30日书面通知 / 30 days' written notice
_NOTICE_DAYS = re.compile(r"提前[ ]?(\d+)[ ]?(?:个)?(?:自然)?[日天]|(?<![\d.])(\d+)[ ]?(?:calendar )?days'?[ ]?(?:written |prior )?notice", re.I)


def notice_dates(questions: Sequence[str], ranges) -> list[dt.date]:
    """提前30日书面通知, counted as the 30 days 6月1日–30日: the notice is due the day before they start."""
    notice = {int(m.group(1) or m.group(2)) for text in questions for m in _NOTICE_DAYS.finditer(claim_text(text))}
    return [a - dt.timedelta(days=1) for a, b in ranges if a and b and (b - a).days + 1 in notice]


_PERIOD_UNITS = {"day": 400, "calendar_day": 400, "week": 60, "month": 36, "year": 50}


def periods_on(anchors: set[dt.date], clause_quantities) -> set[dt.date]:
    """Each date a clause's period of days, weeks, months or years lands on from an anchor (working days
    are the date tools' to count)."""
    out = set()
    for s in clause_quantities:
        if s.unit not in _PERIOD_UNITS or not 0 < s.value <= _PERIOD_UNITS[s.unit] or s.value % 1:
            continue
        n = int(s.value)
        for a in anchors:
            if s.unit in ("month", "year"):  # joined 1 June 2022, 满4年: 1 June 2026; 6个月 from 3月1日 runs to 8月31日
                out |= {(on := months_on(a, n * (12 if s.unit == "year" else 1))), on - dt.timedelta(days=1)}
            else:
                out.add(a + dt.timedelta(days=n * (7 if s.unit == "week" else 1)))
    return out
