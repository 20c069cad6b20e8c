"""Counts an answer reads off the calendar between the days it names, and the days of leave a counted
range needs. Pure; reads claim text (`prompts.claims.claim_text`).

- 5月8日到今天已经过了45天 / 45 days since 8 May / 14 calendar days away: the days between two days the
  answer names (or today), when its sentence says it measures a distance.
- 4—12月共9个月 / April to December is 9 months: the months of a span of months, both ends counted.
- 要请7天，2月24日到3月2日 when 28 February is a make-up day and 1 March a Sunday: days of leave are the
  range's working days, not its calendar days, unless a clause counts that leave in calendar days.
"""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Sequence

from prompts.asked import half_day_cuts
from prompts.months import EN_MONTH_GROUP, month_number
from prompts.claims import DateMention
from prompts.quantities import Quantity, piece_around
from prompts.remainders import is_a_remainder
from prompts.recurring import session_count
from prompts.totals import in_brackets

if TYPE_CHECKING:
    from prompts.grounds import Grounds

_DISTANCE = re.compile(r"\bsince\b|\bago\b|\baway\b|\blater\b|\bpassed\b|\belapsed\b|from (?:now|today)|between|apart"
                       r"|过了|已过|已经|距|相差|相隔|间隔|之后|以后|还有|还剩", re.I)


# 7周零3天 / 6 weeks and 6 days / 6 wks 6 days: one distance in weeks and days.
# …also 7 full weeks and 3 days, 7整周零3天, 7个整周（另加3天）
_WEEKS_AND_DAYS = re.compile(r"(?<![\d.])(\d{1,3})[ ]?(?:个)?整?(?:(?:full|whole|complete)[ ])?(?:周|星期|礼拜|weeks?|wks?)(?![A-Za-z])"
                             r"[ ]?[（(]?[ ]?(?:零|又|and|plus|\+|,|，|另加|还有)?[ ]?(?:(\d{1,2})[ ]?(?:天|日|days?)(?![A-Za-z]))?", re.I)
_COUNTDOWN = re.compile(r"还有|还剩|距|until|till|to go|left|away|countdown|倒计时", re.I)
_DAYS_STATED = re.compile(r"(?<![\d.])(\d{1,4})[ ]?(?:个自然日|天|days?|calendar days?)(?![A-Za-z])", re.I)
_SENTENCE_END = re.compile(r"[。；;！？!?\n]|(?<!i\.e)(?<!e\.g)(?<!\bvs)\.(?:\s|$)")  # i.e. / e.g. / vs. end no sentence


def days_between(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds) -> bool:
    """A count of calendar days that is the distance between two days the answer names, or one and today;
    or a countdown from today to the day its sentence names (还有52天, 48 days to go), also in weeks and days
    (7周零3天: 52 days), which must come to the days that sentence states, if it states them."""
    weeks = next((m for m in _WEEKS_AND_DAYS.finditer(text, max(0, q.start - 24), q.end + 24) if m.start() <= q.start < m.end()
                  and (m.group(2) or q.unit == "week")), None) if q.unit in ("week", "day") else None
    if weeks is None and (q.unit not in ("day", "calendar_day") or q.value <= 0):
        return False
    piece = piece_around(text, q.start, sentence=True)
    starts = [e.end() for e in _SENTENCE_END.finditer(text, 0, q.start)]
    start, end = (starts[-1] if starts else 0), (e.start() if (e := _SENTENCE_END.search(text, q.end)) else len(text))
    named = {m.date for m in mentions if start <= m.start < end}
    countdown = bool(_COUNTDOWN.search(piece))
    if weeks is None and _DISTANCE.search(piece) and not (countdown and named):  # 距离10月1日还有48天: to that day
        days = sorted({grounds.today, *(m.date for m in mentions), *grounds.result_dates})
        if any((b - a).days == q.value for i, a in enumerate(days) for b in days[i + 1:]):
            return True
    if not (countdown or (weeks and (weeks.group(2) or len(named) >= 2))):  # 从9月28日到10月19日是三周: between two days
        return False
    # The day a sentence before names where this one names none (Sunday 20 September. It's 4 weeks and 3 days away).
    before = [m.date for m in mentions if m.start < start]
    targets = named or grounds.asked_dates or set(before[-1:])
    total = 7 * int(weeks.group(1)) + int(weeks.group(2) or 0) if weeks else q.value
    stated = {int(d.group(1)) for d in _DAYS_STATED.finditer(text, start, end) if not (weeks and weeks.start() <= d.start() < weeks.end())}
    if weeks and stated:
        return total in stated
    if weeks and weeks.group(2) and total in {v for v, u in grounds.tool_quantities if u == "calendar_day"}:
        return True  # 7 weeks + 3 days: the calendar days a tool counted
    # …or between two days its sentence names (9月29日完成，离10月19日还有两个礼拜又六天)
    return any((t - grounds.today).days == total for t in targets) or any((b - a).days == total for a in named for b in named)


_TOTAL_WORD = re.compile(r"共|合计|总共|一共|总计|total|in all|altogether", re.I)


def days_listed(q: Quantity, text: str, mentions: Sequence[DateMention]) -> bool:
    """共5天：2月14日、2月28日… / a table of days, then 合计5天 (or 共8次 for sessions on those days): a total of days that
    is the number of days the answer lists before or after it (each day is checked on the calendar itself)."""
    if q.unit not in ("day", "workday", "calendar_day", "times") or q.value < 2 or len(mentions) < 2:  # 一共8次：11月3、5…日
        return False
    if q.unit == "times":  # sessions: only the days its own sentence lists right after it (共8次：11月3、5…日)
        end = min((i for i in (text.find(c, q.end) for c in "。；;\n") if i >= 0), default=len(text))
        mentions = [m for m in mentions if q.end <= m.start < end]
        if not mentions or not re.fullmatch(r"[ ]?[:：][ ]?(?:(?:1[0-2]|[1-9])[ ]?月)?", text[q.end:mentions[0].start]):
            return False
    if len({m.date for m in mentions}) != q.value or not _TOTAL_WORD.search(text, max(0, q.start - 8), q.start):
        return False
    return q.end <= min(m.start for m in mentions) or q.start > max(m.start for m in mentions)


def week_of_a_named_day(q: Quantity, text: str, mentions: Sequence[DateMention]) -> bool:
    """第42周 / week 42 beside a day the answer names on its line: that day's week of the year, ISO or counted from the
    week of 1 January (weeks from Monday)."""
    if q.unit != "nth_week":
        return False
    start, end = text.rfind("\n", 0, q.start) + 1, (text.find("\n", q.end) + 1 or len(text) + 1) - 1
    for m in (m for m in mentions if start <= m.start < end):
        first_monday = dt.date(m.date.year, 1, 1) - dt.timedelta(days=dt.date(m.date.year, 1, 1).weekday())
        if q.value in (m.date.isocalendar()[1], (m.date - first_monday).days // 7 + 1):
            return True
    return False


def counted_on_the_calendar(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds) -> bool:
    """A count the answer reads off the calendar: a distance or a countdown, the days it lists, a day's week number,
    the weekly sessions in a counted range."""
    return (days_between(q, text, mentions, grounds) or days_listed(q, text, mentions) or week_of_a_named_day(q, text, mentions)
            or (session_count(q.value, q.unit, grounds) and not _another_count_listed(q, text, mentions)))


def _another_count_listed(q: Quantity, text: str, mentions: Sequence[DateMention]) -> bool:
    """除12月25日外，1、4、8…29日照常，共9次: the sessions its sentence lists are not as many as it says."""
    start = max(text.rfind(c, 0, q.start) for c in "。；;\n") + 1
    end = min((i for i in (text.find(c, q.end) for c in "。；;\n") if i >= 0), default=len(text))
    left_out = [m.span() for m in _LEFT_OUT.finditer(text, start, end)]  # 除12月25日外: a day it leaves out
    # …nor one in a bracket (9/30（周三，代10/2）: the session moved from 2 October, one session)
    listed = {m.date for m in mentions if start <= m.start < end and not any(a <= m.start < b for a, b in left_out)
              and not in_brackets(text, m.start, start)}
    return len(listed) >= 3 and len(listed) != q.value  # two days are an explanation (10月1日放假，提前到9月30日)


_LEFT_OUT = re.compile(r"除(?:了|去)?[^，,。；;]{0,30}?(?:外|以外|之外)|\bexcept(?: for)?[^,.;]{0,30}", re.I)


_MONTH_SPAN_ZH = re.compile(r"(1[0-2]|[1-9])[ ]{0,2}月?[ ]{0,2}(?:至|到|-|–|—|~|～)[ ]{0,2}(1[0-2]|[1-9])[ ]{0,2}月(?:份)?"
                            r"[ ]{0,2}(?:共|一共|合计|总共|是|为|有|，|,)?[ ]{0,2}$")
_MONTH_SPAN_EN = re.compile(rf"(?<![a-z]){EN_MONTH_GROUP}[ ]{{1,2}}(?:to|through|until|till|-|–|—)[ ]{{1,2}}{EN_MONTH_GROUP}"
                            r"(?:[ ]{1,2}(?:is|are|makes|=|gives))?[ ,:]{0,3}$", re.I)


def months_of_a_span(q: Quantity, text: str, grounds: Grounds | None = None) -> bool:
    """4—12月共9个月 / April to December is 9 months: the months from one to the other, both counted; or a
    span a clause writes (高温津贴6月至9月发放: 4个月)."""
    if q.unit != "month":
        return False
    if grounds is not None and q.value in grounds.month_spans:
        return True
    before = text[max(0, q.start - 40):q.start]
    if m := _MONTH_SPAN_ZH.search(before):
        first, last = int(m.group(1)), int(m.group(2))
    elif m := _MONTH_SPAN_EN.search(before):
        first, last = month_number(m.group(1)), month_number(m.group(2))
    else:
        return False
    return q.value == (last - first) % 12 + 1


# 要请7天 / 扣10天年假 / take 7 days / 7 days of leave: days of leave the person must take.
_LEAVE_BEFORE = re.compile(r"(?:要请|需请|需要请|得请|请假|请|扣|扣除|扣掉|占用|用掉|用|休年假|take|use|deduct|need)[了掉]?[ ]{0,2}$", re.I)
_LEAVE_AFTER = re.compile(r"[ ]{0,2}(?:的?(?:年假|假|事假)|of (?:annual |paid )?leave|(?:off )?(?:annual )?leave)", re.I)
_CALENDAR_WORDS = re.compile(r"自然日|日历日|calendar[ -]days?", re.I)  # not "the estimated calendar"
_OPENING = re.compile(r"[^\d]{0,12}")  # the count an answer opens with (扣, It takes, **)


def leave_over_calendar_days(q: Quantity, text: str, grounds: Grounds) -> dict | None:
    """要请7天 for a range a tool counted as 6 working days over 7 calendar days: the leave is 6 days."""
    if q.unit != "day" or grounds.calendar is None or not grounds.ranges or _CALENDAR_WORDS.search(text):
        return None
    if not (_LEAVE_BEFORE.search(text, max(0, q.start - 5), q.start) or _LEAVE_AFTER.match(text, q.end)
            or (grounds.asks_leave_days and _OPENING.fullmatch(text, 0, q.start))):  # 8 days — 30 Apr to 7 May
        return None
    if is_a_remainder(text, q, _LEAVE_AFTER.match(text, q.end)):  # 4 days of annual leave left: the balance, not the leave
        return None
    if any(s.value == q.value and s.unit in ("day", "calendar_day") for s in grounds.source_quantities
           if s.source >= grounds.asked_sources):
        return None  # a clause counts this leave in days of its own (婚假10天)
    counted = []
    for first, last in grounds.ranges:
        if first and last and 0 <= (last - first).days <= 400:
            try:
                counted.append((grounds.calendar.workdays_between(first, last).workdays, (last - first).days + 1))
            except Exception:  # noqa: BLE001 — a year out of range: nothing to compare with
                continue
    if any(work == q.value for work, _ in counted) or not any(days == q.value != work for work, days in counted):
        return None
    expected = "、".join(str(work) for work, days in counted if days == q.value)
    return {"kind": "count", "stated": q.shown, "expected": expected}




def half_days(q: Quantity, text: str, grounds: Grounds) -> bool:
    """1.5天 for a Saturday make-up day and a Monday morning: a working-day count a tool returned, less or
    more a half, where the question or the answer takes half days."""
    cuts = half_day_cuts(text) | grounds.half_day_cuts
    if not q.is_count or not cuts or (q.value % 1 != 0.5 and 1.0 not in cuts):
        return False
    return q.value == 0.5 or any(u == "workday" and q.value == c - cut for c, u in grounds.tool_quantities for cut in cuts)


def workday_hours(text: str, grounds: Grounds) -> set[float]:
    """24小时 for three working days, 4 h for an afternoon: where the question asks for hours, the hours of a
    working-day count a tool returned or the person gave (less a half where half days are taken), at 8 a
    day; a half and a whole day always."""
    if not grounds.asks_hours:
        return set()
    days = {c for c, u in grounds.tool_quantities if u == "workday"} | grounds.asked_numbers | grounds.asked_spans
    if cuts := half_day_cuts(text) | grounds.half_day_cuts:
        # …or a half day taken beside a counted range (this Thursday afternoon plus Monday to Wednesday: 3.5 days)
        days |= {d - c for d in days for c in cuts if d > c} | {d + 0.5 for d in days} | {0.5}
    per_day = grounds.hours_per_day or 8.0
    return {d * per_day for d in days if 0 < d <= 366 and (d * 2) % 1 == 0} | {per_day}


def day_of_a_known_date(q: Quantity, grounds: Grounds) -> bool:
    """19日 written without its month (6月15日至26日 … 19日（周五）是端午节): the day of a date a tool
    computed or listed, or of one inside a range a tool counted (not any clause's: 每月20号 is a rule)."""
    if q.unit != "dom":
        return False
    days = {d.day for d in (*grounds.listed_days, *grounds.result_dates, *grounds.return_days)}  # a date tool's, not a clause's
    for a, b in grounds.ranges:
        if a and b and 0 <= (b - a).days <= 400:
            days |= {(a + dt.timedelta(days=i)).day for i in range((b - a).days + 1)}
    return q.value in days or _a_day_of_the_asked_festival(int(q.value), grounds)


def _a_day_of_the_asked_festival(day: int, grounds: Grounds) -> bool:
    """元旦放1日–3日 when the person asks about 元旦: a day of that festival's days off this month or next."""
    if not grounds.asked_festivals or grounds.calendar is None:
        return False
    for shift in (0, 1):
        month = grounds.today.month - 1 + shift
        try:
            info = grounds.calendar.describe_day(dt.date(grounds.today.year + month // 12, month % 12 + 1, day))
        except Exception:  # noqa: BLE001 — no such day (31 April) or a year the calendar cannot describe
            continue
        if info.kind == "holiday" and info.holiday in grounds.asked_festivals:
            return True
    return False


# 12 hours — that's 2 days / 3天＝24小时: hours and days said to be the same leave.
# Both open on a lookahead for a digit: one test at each place that cannot start a figure, where the whole pattern would be tried.
_HOURS_AS_DAYS = re.compile(r"(?=\d)(?<![\d.])(\d+(?:\.\d+)?)[ ]?(?:个?小时|hours?|hrs?|h)(?![a-z])[^。；;\n\d)）+]{0,14}?"
                            r"(?:=|＝|即|合|折合|相当于|that's|that is|i\.e\.)"
                            r"[ ]?(\d+(?:\.\d+)?)[ ]?(?:个工作日|天|日|(?:working |business )?days?)", re.I)
_DAYS_AS_HOURS = re.compile(r"(?=\d)(?<![\d.])(\d+(?:\.\d+)?)[ ]?(?:个工作日|天|(?:working |business )?days?)(?: of leave)?[ ]?"
                            r"(?:=|＝|即|合|折合|相当于|是|is|are|共|,|，)"
                            r"[ ]?(\d+(?:\.\d+)?)[ ]?(?:个?小时|hours?|hrs?|h)(?![a-z])", re.I)


def hours_as_days_problems(text: str, grounds: Grounds) -> list[dict]:
    """Hours and days the answer equates must be 8 hours a day (or the day or shift the person names:
    每天排班7.5小时; where they do not ask in hours, also a day's length a clause states)."""
    pairs = [(float(m.group(1)), float(m.group(2)), m.group(0)) for m in _HOURS_AS_DAYS.finditer(text)
             if not re.search(r"(?:\+|plus|加)\s*$", text[max(0, m.start() - 6):m.start()])]  # a sum's last term
    pairs += [(float(m.group(2)), float(m.group(1)), m.group(0)) for m in _DAYS_AS_HOURS.finditer(text)]
    per_day = grounds.hours_per_day or 8.0
    # Asked or not, a day is 8 hours unless the person or a clause gives it another length (每天7.5小时).
    lengths = {per_day} | ({s.value for s in grounds.source_quantities if s.unit == "hour" and s.period in ("day", "shift")}
                           if not grounds.asks_hours else set())
    return [{"kind": "arithmetic", "stated": shown.strip(), "expected": f"{hours:g}小时 = {hours / per_day:g}天"}
            for hours, days, shown in pairs if all(abs(hours - days * length) > 1e-6 for length in lengths)]


_IN_A_ROW = re.compile(r"连休|连着休|连续休|一共休|共休|in a row|straight|consecutive|days off", re.I)


def days_off_in_a_row(q: Quantity, text: str, grounds: Grounds) -> bool:
    """连休10天 / 5 days off in a row: a counted leave with the days off either side of it, as one run."""
    if q.unit not in ("day", "calendar_day") or grounds.calendar is None or not _IN_A_ROW.search(piece_around(text, q.start, sentence=True)):
        return False
    for first, last in grounds.ranges:
        if not (first and last and 0 <= (last - first).days <= 60):
            continue
        while not _is_workday(grounds, first - dt.timedelta(days=1)) and (last - first).days < 90:
            first -= dt.timedelta(days=1)
        while not _is_workday(grounds, last + dt.timedelta(days=1)) and (last - first).days < 90:
            last += dt.timedelta(days=1)
        if q.value == (last - first).days + 1:
            return True
    return False


def _is_workday(grounds: Grounds, day: dt.date) -> bool:
    try:
        return grounds.calendar.describe_day(day).is_workday
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe ends the run
        return True


def total_of_counts(q: Quantity, grounds: Grounds) -> bool:
    """A working-day count that is the total of three or more counts the tools made (Q1 59 … Q4 62 — 248 in the year)."""
    if q.unit != "workday":
        return False
    counts = [v for v, u in grounds.counts if u == "workday"]
    if len(counts) >= 3 and abs(sum(counts) - q.value) < 1e-6:  # two may be a count and an offset
        return True
    # …and of three or more ranges apart, each counted (weeks of October: 0 + 3 + 5 + 5 + 5), equal counts included
    spans = sorted({(f, e) for f, e in grounds.ranges if f and e and f <= e})
    if len(spans) < 3 or grounds.calendar is None or any(b[0] <= a[1] for a, b in zip(spans, spans[1:])):
        return False
    try:
        return sum(grounds.calendar.workdays_between(f, e).workdays for f, e in spans) == q.value
    except Exception:  # noqa: BLE001 — a year out of range: nothing to add up
        return False
