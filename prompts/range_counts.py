"""Counts of days the answer gives for a range it names itself (其中2月16日至20日这5个工作日不用请假,
12月21日至25日5天，28日至31日4天): the calendar says how many working, calendar or Monday-to-Friday
days that range has. Pure apart from reading the calendar."""
from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import TYPE_CHECKING, Sequence

from prompts.asked import MONTHS, half_day_cuts
from prompts.claims import DateMention
from prompts.day_claims import piece_of
from prompts.day_lists import listed_days_off
from prompts.quantities import Quantity
from workcalendar.statutory import festival_main_days

if TYPE_CHECKING:
    from prompts.grounds import Grounds


_DAY_OF_MONTH = re.compile(r"(?<![\d月])(\d{1,2})[日号](?![内以之起后前])")


def _in_sequence(piece_mentions: Sequence[DateMention]) -> list[dt.date]:
    """The piece's dates, a yearless one taking its year from the last date written with a year before
    it (2026年10月8日到10月10日: the 10th of October 2026, not the one nearest today; 2026年12月29日至1月2日:
    the next January)."""
    out, anchor = [], None  # the dates, and the last one written with its year
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


_BARE_MONTH = re.compile(r"(?<![\d.])(1[0-2]|[1-9])[ ]?月(?![\d份])")


def _days_of_the_last_month(text: str, start: int, end: int, mentions: Sequence[DateMention],
                            today: dt.date | None = None) -> list[dt.date]:
    """The days a piece names by their day alone (28日至31日, 21日、22日), in the month of the last date
    the answer wrote before it, or of a month it named alone after that date (6月还剩…：22日至26日5天)."""
    before = [m for m in mentions if m.start < start]
    named = [m for m in _BARE_MONTH.finditer(text, before[-1].end if before else 0, start)]
    if named and today is not None:
        month = _near(today.replace(day=1), int(named[-1].group(1)), 1)
    elif before:
        month = before[-1].date
    else:
        return []
    if month is None:
        return []
    days = []
    for m in _DAY_OF_MONTH.finditer(text, start, end):
        try:
            days.append(month.replace(day=int(m.group(1))))
        except ValueError:
            return []
    return sorted(days) if all(d >= month for d in days) else []


# The count is the range's own when nothing but a joining word stands between them: 5月6日至8日这4天,
# 6–15 May is 8 working days, 8个工作日（5月6日至15日）; not 3月23日至27日的请假需提前3个工作日.
# The count may open a bracket of its own after the range: 1–5 June (Mon–Fri, 5 days) / 6月1日至5日（周一到周五，共5天）.
_JOINS_BEFORE = re.compile(r"(?:[ ]?[（(][^（()）]{0,12}[)）]|[ ]?[（(](?:[^（()）,，]{0,12}[,，、][ ]{0,2})?)?[ ]{0,2}"
                           r"(?:是|共|共计|合计|为|有|计|这|就是|连休|连放|：|:|，|,|is|are|=)?[ ]{0,2}(?:这|共|一共)?[ ]{0,2}")
_JOINS_AFTER = re.compile(r"[ ]{0,2}[（(][ ]{0,2}")
# …and the bracket holds the range alone: 8个工作日（5月6日至15日）, not 19 working days (1–5 May is a holiday).
_CLOSES = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}[)）]")
# 剩下3天作废 / the remaining 2 days: what is left over, no range's count.
_LEFT_BEFORE = re.compile(r"(?:剩下|剩余|其余|余下|还剩|remaining|the rest of|the other)[ ]?$", re.I)
# Ten working days after 18 November is 2 December / 3个工作日后: a distance from a day, no range's count.
_OFFSET = re.compile(r"[ ]{0,2}(?:after|before|from|later|earlier|之后|以后|后|之前|以前|前)", re.I)


# A piece that is a count of the range before it: 共3天 / 一共15个工作日 / a total of 5 working days.
_COUNT_PIECE = re.compile(r"[ ]{0,2}(?:(?:共|一共|合计|总共|共计|计|即|也就是|总计|连休|a total of|in total|that's|that is|which is|so)[ ]{0,2})?"
                          r"(?:这|是|有|为)?[ ]{0,2}\d{1,3}[ ]{0,2}(?:个)?[ ]{0,2}(?:工作日|自然日|天|working days?|calendar days?|"
                          r"business days?|days?)(?:[ ]{0,2}in total)?[ ]{0,2}", re.I)
_BARE_COUNT = re.compile(r"[ ]{0,2}\d{1,3}[ ]{0,2}(?:个)?[ ]{0,2}(?:工作日|自然日|天|working days?|calendar days?|days?)[ ]{0,2}", re.I)
_RANGE_WORD = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}(?:至|到|-|–|—|~|～|to|through|until|till)[ ]{0,2}"
                         r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?[ ]{1,2})?", re.I)
# 再加上1月5日到9日，一共6个工作日: the total adds the range to what came before.
_PLUS = re.compile(r"[ \n]{0,3}(?:-[ ]{0,2})?(?:再加上|加上|再加|加|另外|以及|还有|plus|and|another)", re.I)
_TOTAL_WORD = re.compile(r"[ ]{0,2}(?:共|一共|合计|总共|共计|总计|a total of|in total|that's|that is|which is)", re.I)
# The range piece ends with its last day, a weekday or a word or two of what the days are (休息, off).
# Its weekdays too (10/26–10/30 周一至周五), their numerals being digits in claim text.
_RANGE_TAIL = re.compile(r"(?:[ ]{0,2}[（(][^（()）]{0,12}[)）])?(?:[ ]{0,2}(?:周|星期|礼拜)[1-7日天](?:[ ]{0,2}(?:至|到|-|–|~|～)"
                         r"[ ]{0,2}(?:周|星期|礼拜)[1-7日天])?)?[ ]{0,2}[^\d，,。；;]{0,6}")


_RANGE_JOIN = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}(?:至|到|-|–|—|~|～|to|through|until|、|和|及|and|,)[ ]{0,2}"
                         r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?[ ]{1,2})?", re.I)


def _just_before(text: str, q: Quantity, inside: Sequence[DateMention]) -> list[dt.date]:
    """In a piece of several ranges (10号到13号4天、16号到20号5天、23号1天), the range, list or day written
    right before the count is the one it counts; [] where that is the whole piece's (unchanged)."""
    before = [i for i, m in enumerate(inside) if m.end <= q.start]
    if not before or not _JOINS_BEFORE.fullmatch(text, inside[before[-1]].end, q.start):
        return []
    run = [before[-1]]
    while run[0] > 0 and _RANGE_JOIN.fullmatch(text, inside[run[0] - 1].end, inside[run[0]].start):
        run.insert(0, run[0] - 1)
    if len(run) == len(inside):
        return []
    seq = _in_sequence(inside)
    return sorted(seq[i] for i in run)


def _range_before(text: str, mentions: Sequence[DateMention], spans, start: int) -> list[dt.date]:
    """The days of the range the pieces before this count piece name, when the count runs on from it:
    the first count piece after the range says 共/in total, the pieces between are counts too."""
    before = [(s, e) for s, e in spans if e < start]
    counts = []
    while before and _COUNT_PIECE.fullmatch(text, *before[-1]):
        counts.append(before.pop())
    # …or the count stands alone right after it (Spring Festival runs 5 to 8 February, 4 days).
    bare = not counts and _BARE_COUNT.fullmatch(text, start, next((e for s, e in spans if s == start), start))
    # A total on a line of its own sums the lines above (合计10个工作日 under a list), not the last one.
    if not before or "。" in text[before[-1][1]:start] or (counts == [] and "\n" in text[before[-1][1]:start] and not bare) or not (
            bare or _TOTAL_WORD.match(text, (counts[-1] if counts else (start, 0))[0])):
        return []
    s, e = before[-1]
    inside = [m for m in mentions if s <= m.start < e]
    if len(inside) < 2 or not _RANGE_TAIL.fullmatch(text, inside[-1].end, e) or _PLUS.match(text, s):
        return []
    if bare and not _RANGE_WORD.fullmatch(text, inside[-2].end, inside[-1].start):
        return []  # 扣掉12、13日周末，8个工作日: a bare count is a range's (9月7日至16日), not a list's
    return sorted(_in_sequence(inside))


# Not the estimate's caveat (2027年放假安排尚未公布, the holiday schedule is not out): that says nothing of the range.
_OFF = re.compile(r"不用请|无需请|不需要请|不必请|不占|不算|放假(?!安排)|休息|假期|holiday(?! schedule)|days? off|no leave|don't need|"
                  r"need not|needn't", re.I)


_LEAVE = re.compile(r"请假|请[^，,。；;]{0,3}假|(?:要|需要?|得)请[ ]?\d|扣[ ]?\d|休年假|days? of (?:annual |paid )?leave|leave days"
                    r"|take[^,.;]{0,12}(?:off|leave)|use[^,.;]{0,12}leave", re.I)

_NOT_CHARGED = re.compile(r"不扣|不算|不计|不占|不用请|无需请|(?:is|are)n't (?:charged|counted)|(?:is|are) not (?:charged|counted)|"
                          r"(?:does|do)n't count|(?:is|are) excluded", re.I)
_STOPS = "。；;！？!?\n"


def sentence_start(text: str, at: int) -> int:
    return max([i + 1 for i, ch in enumerate(text[:at]) if ch in _STOPS] + [0])


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence a piece stands in (up to its full stops, an English one's too)."""
    head = max(sentence_start(text, start), text.rfind(". ", 0, start + 1) + 1)
    ends = [i for i in (next((i for i in range(end, len(text)) if text[i] in _STOPS), len(text)), text.find(". ", end)) if i >= 0]
    return text[head:min(ends)]


_LIST_JOIN = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12})?[)）]?[ ]{0,2}(?:、|,|，|and|和|及|与|&)[ ]{0,2}(?:and[ ])?[ ]{0,2}"
                        r"(?:[^\s\d,，、]{1,4}[（(])?", re.I)  # 9月20日（礼拜天）、10月10日 too
_LIST_THEN_COUNT = re.compile(r"[ ]{0,2}[)）]?[ ]{0,2}[,，:：]?[ ]{0,2}(?:共|一共|总共|合计|共计|in total|total|a total of|so|that's|that is)?"
                              r"[ ]{0,2}(?:是|为|有|:|：)?[ ]{0,2}$"
                              # …or what the days are, then the count in brackets (9/28、9/29、9/30：上班（3天）)
                              r"|[ ]{0,2}[,，:：]?[ ]{0,2}[^\d\n。；;（()）]{0,24}[（(][ ]{0,2}(?:共|一共|合计)?[ ]{0,2}$", re.I)
_LIST_THEN_COUNT_IN_BRACKETS = re.compile(r"[ ]{0,2}[（(][ ]{0,2}(?:共|一共|合计)?[ ]{0,2}$")
_COUNT_BEFORE_LIST = re.compile(r"[ ]{0,2}(?:[(（]|[:：]|,|，)?[ ]{0,2}")
_LISTED_UNITS = frozenset({"times", "day", "workday", "calendar_day"})


def counts_a_list(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds) -> bool:
    """9月11日、10月9日、10月23日，共3次 / 三次：9月11日、10月9日、10月23日: as many as the dates listed beside it,
    each a working day on the calendar (a list holding a holiday counts nothing the answer may rest on)."""
    if q.unit not in _LISTED_UNITS or q.value % 1 or not 2 <= q.value <= 31 or grounds.calendar is None:
        return False
    listed: list[DateMention] = []
    before = [m for m in mentions if m.end <= q.start]
    if before and _LIST_THEN_COUNT.fullmatch(text, before[-1].end, q.start):
        listed = before[-1:]
        while len(listed) < len(before) and _LIST_JOIN.fullmatch(text, before[-len(listed) - 1].end, listed[0].start):
            listed.insert(0, before[-len(listed) - 1])
    after = [m for m in mentions if m.start >= q.end]
    if len(listed) != q.value and after and _COUNT_BEFORE_LIST.fullmatch(text, q.end, after[0].start):
        listed = after[:1]
        while len(listed) < len(after) and _LIST_JOIN.fullmatch(text, listed[-1].end, after[len(listed)].start):
            listed.append(after[len(listed)])
    if len(listed) == q.value and q.unit in ("day", "calendar_day") and _LIST_THEN_COUNT_IN_BRACKETS.fullmatch(text, listed[-1].end, q.start):
        return True  # 张 1、4、7日（3天）: the days listed, whatever they are, counted right after them
    try:
        return len(listed) == q.value and all(grounds.calendar.describe_day(m.date).is_workday for m in listed)
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe
        return False


def range_count(q: Quantity, text: str, mentions: Sequence[DateMention], spans,
                grounds: Grounds) -> tuple[bool, set[int], bool] | None:
    """(whether the count is the calendar's for the range its piece names, the counts it may be,
    whether the piece names the range itself by two days), or None when it names no day."""
    if not q.is_count or grounds.calendar is None or _OFFSET.match(text, q.end) or _LEFT_BEFORE.search(text, max(0, q.start - 12), q.start):
        return None
    start, end = piece_of(spans, q.start)
    bracket = _JOINS_AFTER.match(text, q.end)  # 节前两天（9月29日、30日）: the days in its own bracket
    close = text.find("）" if text[bracket.end() - 1] == "（" else ")", q.end) if bracket else -1
    inside = [m for m in mentions if bracket and q.end < m.start and (close < 0 or m.end <= close)]
    if inside and close > 0 and _CLOSES.fullmatch(text, inside[-1].end, close + 1) and q.value == listed_days_off(text, inside, grounds.calendar):
        return True, {int(q.value)}, True  # 休息日5天（2/15、2/20–2/23）: a day and a range, listed
    if (inside and close > 0 and len(inside) < len([m for m in mentions if start <= m.start < end])
            and _CLOSES.fullmatch(text, inside[-1].end, close + 1)):  # the bracket holds the days alone
        first_, last_ = min(m.date for m in inside), max(m.date for m in inside)
        return _verdict(q, first_, last_, text, start, end, grounds, own=True)
    if _EACH_BEFORE.search(text, max(0, q.start - 4), q.start) or _EACH_AFTER.match(text, q.end):
        return _each_range(q, text, [m for m in mentions if sentence_start(text, start) <= m.start < q.start], start, end, grounds)
    dates = _just_before(text, q, [m for m in mentions if start <= m.start < end]) or sorted(
        _in_sequence([m for m in mentions if start <= m.start < end]))
    if not dates:  # 12月21日至25日5天，28日至31日4天: days of the month the answer named last
        dates = _days_of_the_last_month(text, start, end, mentions, grounds.today)
    chained = False
    if not dates:  # 1月1日至3日休息，共3天 / 8月11日到31日，共15个工作日，21个自然日: the range just before
        dates = _range_before(text, mentions, spans, start)
        chained = bool(dates)
    if not dates:  # 1月4日（周日）调休上班，算1个工作日: the day its sentence named just before
        sentence = sentence_start(text, start)
        earlier = [m for m in mentions if sentence <= m.start < start]
        dates = [earlier[-1].date] if earlier else []
    if not dates:
        return None
    first, last = dates[0], dates[-1]
    piece_dates = [m for m in mentions if start <= m.start < end]
    own = chained or len(piece_dates) >= 2 and first != last and (
        _JOINS_BEFORE.fullmatch(text, piece_dates[-1].end, q.start) is not None
        or (_JOINS_AFTER.fullmatch(text, q.end, piece_dates[0].start) is not None
            and _CLOSES.match(text, piece_dates[-1].end) is not None)
        # 5 days of leave for 13–17 September: the leave a range needs is its working days
        or (q.unit == "day" and len(piece_dates) == 2 and _LEAVE.search(text, start, end) is not None
            and _RANGE_WORD.fullmatch(text, piece_dates[0].end, piece_dates[1].start) is not None
            and not _NOT_CHARGED.search(text, piece_dates[1].end, end)))  # 扣6天（4月4日—6日清明放假不扣）: the range is left out
    return _verdict(q, first, last, text, start, end, grounds, own)


# 7日—11日、14日—18日各5天 / 1–5 and 8–12 June, 5 working days each: every range holds that count.
_EACH_BEFORE = re.compile(r"(?:各|分别|都是|均为|都)[ ]{0,2}(?:是|有|为)?[ ]{0,2}$")
_EACH_AFTER = re.compile(r"[ ]{0,2}(?:each|apiece)\b", re.I)


def _each_range(q: Quantity, text: str, inside: Sequence[DateMention], start: int, end: int,
                grounds: Grounds) -> tuple[bool, set[int], bool] | None:
    pairs = [(a.date, b.date) for a, b in zip(inside, inside[1:]) if _RANGE_WORD.fullmatch(text, a.end, b.start) and a.date < b.date]
    verdicts = [v for a, b in pairs if (v := _verdict(q, a, b, text, start, end, grounds, own=True))]
    if not verdicts:
        return None
    return all(v[0] for v in verdicts), set().union(*(v[1] for v in verdicts)), True


def _verdict(q: Quantity, first: dt.date, last: dt.date, text: str, start: int, end: int, grounds: Grounds,
             own: bool) -> tuple[bool, set[int], bool] | None:
    if (last - first).days > 400:
        return None
    try:
        workdays = grounds.calendar.workdays_between(first, last).workdays
    except Exception:  # noqa: BLE001 — a year out of range: no count to compare with
        return None
    weekdays = sum(1 for i in range((last - first).days + 1) if (first + dt.timedelta(days=i)).weekday() < 5)
    # Monday to Friday stand for working days only where holidays took some and the piece says so
    # (这5个工作日不用请假, 春节; not 共5个工作日 across 端午): a make-up Saturday inside the range is a working day.
    as_workdays = {workdays, weekdays} if weekdays > workdays and _OFF.search(_sentence(text, start, end)) else {workdays}
    # Days of leave for a range are its working days (5 days of leave for 13–17 September, when the 15th
    # is a holiday, is wrong); days otherwise may be its calendar days (国庆7天，10月1日至7日).
    plain = as_workdays if _LEAVE.search(text, start, end) else as_workdays | {weekdays, (last - first).days + 1}
    allowed = {"workday": as_workdays, "calendar_day": {(last - first).days + 1}}.get(q.unit, plain)
    if q.unit != "calendar_day" and (cuts := half_day_cuts(text[start:end]) | grounds.half_day_cuts):  # 7日下午到11日上午: 4天
        allowed = allowed | {w - c for w in as_workdays for c in cuts if w > c}
    return q.value in {float(v) for v in allowed}, allowed, own


_REST_WORDS = re.compile(r"周末|双休|休息日|weekend|non-working|days off|rest days?", re.I)


def rest_days_of_a_range(q: Quantity, text: str, grounds: Grounds) -> bool:
    """周末两天不算 / the 2 weekend days: how many days of a range a date tool counted are not working
    days, where the words beside the count say so."""
    if not q.is_count or grounds.calendar is None or not _REST_WORDS.search(text, max(0, q.start - 8), q.end + 12):
        return False
    for first, last in grounds.ranges:
        if first and last and 0 <= (last - first).days <= 400:
            try:
                counted = grounds.calendar.workdays_between(first, last)
            except Exception:  # noqa: BLE001 — a year out of range: no count to compare with
                continue
            off = (last - first).days + 1 - counted.workdays
            listed = {d for d in grounds.listed_days if first <= d <= last}
            weekend = sum(1 for i in range((last - first).days + 1)
                          if (d := first + dt.timedelta(days=i)).weekday() >= 5 and d not in listed)
            if q.value in (off, weekend):  # all the days off, or the weekend's alone (1月2、3日两天周末)
                return True
    return False


# 3月份8个 / 12月占5天 / 11月1天 / 7 in March / 5 working days in July
_MONTH_PART_ZH = re.compile(r"(?<![\d年])(1[0-2]|[1-9])[ ]{0,2}月(?:份)?(?:里|中|内)?[ ]{0,2}(?:占|有|是|为|共|请|休)?[ ]{0,2}"
                            r"(\d{1,2})[ ]{0,2}(个工作日|个自然日|工作日|自然日|天|个)(?![\d月])")
_MONTH_PART_EN = re.compile(r"(?<![\d.])(\d{1,2})[ ]{1,2}(?:(working|business|calendar)[ ]{1,2})?(?:days?[ ]{1,2})?in[ ]{1,2}("
                            + "|".join(MONTHS) + r")(?![a-z])", re.I)


def month_parts(text: str, grounds: Grounds) -> list[tuple[int, int, set[int], str]]:
    """Each count of the part of a counted range in one month (12月占5天、1月占4天; 7 in March and 3 in
    April), as (where its number starts, its value, the counts the calendar allows, as written)."""
    if grounds.calendar is None or not grounds.ranges or not ("月" in text or " in " in text):
        return []
    said = [(m.start(2), int(m.group(1)), int(m.group(2)), m.group(3), m.group(0)) for m in _MONTH_PART_ZH.finditer(text)]
    said += [(m.start(1), MONTHS.index(m.group(3).lower()) + 1, int(m.group(1)), m.group(2) or "", m.group(0))
             for m in _MONTH_PART_EN.finditer(text)]
    out = []
    for at, month, value, unit, shown in said:
        allowed: set[int] = set()
        for first, last in grounds.ranges:
            if not (first and last) or (last - first).days > 400:
                continue
            for year in {first.year, last.year}:
                a = max(first, dt.date(year, month, 1))
                b = min(last, dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1))
                if a > b or (a == first and b == last):
                    continue  # the month holds none of it, or all of it (no part to tell)
                try:
                    work = grounds.calendar.workdays_between(a, b).workdays
                except Exception:  # noqa: BLE001 — a year out of range: nothing to compare with
                    continue
                calendar_days = (b - a).days + 1
                if "自然" in unit or unit.lower() == "calendar":
                    allowed.add(calendar_days)
                elif "工作" in unit or unit.lower() in ("working", "business"):
                    allowed.add(work)
                else:  # 天 / 个 / days: either
                    allowed |= {work, calendar_days}
        if allowed:  # …or the whole month's own count (三月共22个工作日), per the calendar
            allowed |= _whole_month(month, unit, {y for first, last in grounds.ranges if first and last
                                                  for y in (first.year, last.year)}, grounds)
            out.append((at, value, allowed, shown))
    return out


def _whole_month(month: int, unit: str, years: set[int], grounds: Grounds) -> set[int]:
    out: set[int] = set()
    for year in years:
        a, b = dt.date(year, month, 1), dt.date(year + month // 12, month % 12 + 1, 1) - dt.timedelta(days=1)
        try:
            work = grounds.calendar.workdays_between(a, b).workdays
        except Exception:  # noqa: BLE001 — a year out of range: nothing to compare with
            continue
        if "自然" in unit or unit.lower() == "calendar":
            out.add(b.day)
        elif "工作" in unit or unit.lower() in ("working", "business"):
            out.add(work)
    return out


# Two weeks from today: Fri 4 Dec / 10天后是3月30日: a distance from today to a day the answer names.
_FROM_TODAY = re.compile(r"[ ]{0,2}(?:from today|from now|after today|later|之后|以后|后"
                         r"|to go|away|left|until|till|before (?:it|the))", re.I)  # countdowns: 30 days to go until 1 October
_COUNTDOWN = re.compile(r"(?:还有|还剩|倒计时|距[^\d\n。，,]{0,10}?(?:还有|有))[ ]?$")  # 距离国庆还有30天


_LEFT_OF = re.compile(r"剩|在职|还有|月底|年底|月末|年末|remain|left|to the end|until the end|through the end|rest of", re.I)


def _days_left(days) -> set[int]:
    return {(end - d).days + 1 for d in days
            for end in (dt.date(d.year, 12, 31), dt.date(d.year, d.month, calendar.monthrange(d.year, d.month)[1]))}


def offset_to_a_named_day(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds) -> bool:
    """Days from today to a day the answer or question names (还有30天, 30 days to go until 1 October); or the
    days left of the month or year of the person's date or today, both ends counted (入职8月20日：8月在职12天)."""
    if (q.unit in ("day", "calendar_day") and q.value in _days_left(grounds.asked_dates | {grounds.today})
            and _LEFT_OF.search(text, max(0, q.start - 16), min(len(text), q.end + 16))):
        return True
    if q.unit not in ("day", "calendar_day", "week") or not (
            _FROM_TODAY.match(text, q.end) or _COUNTDOWN.search(text, max(0, q.start - 16), q.start)):
        return False
    day = grounds.today + dt.timedelta(days=q.value * (7 if q.unit == "week" else 1))
    if q.unit == "week":  # 两周后的周三: a day of the week two weeks on
        return any(m.date.isocalendar()[:2] == day.isocalendar()[:2] for m in mentions)
    festivals = festival_main_days(day.year) if grounds.asked_festivals else {}  # 距离国庆还有30天: to 10月1日
    return any(m.date == day for m in mentions) or day in grounds.firm_dates or any(
        festivals.get(name) == day for name in grounds.asked_festivals)
