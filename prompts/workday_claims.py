"""Claims about a day's place among working days, checked on the working-day calendar itself. Pure;
reads claim text (`prompts.claims.claim_text`).

- 9月第15个工作日是9月20日 / 12月1日是下月第一个工作日 / the first working day is Wednesday 2 December /
  1月29日是1月最后一个工作日: the Nth (or last) working day of a month.
- 3月1日只满足6个工作日 / Monday 1 March is 7 working days after today: the working days from today to a
  day the sentence names (today not counted; the named day counted, or not where the count is notice
  served before it).
"""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING, Sequence

from prompts.asked import EN_MONTH, MONTH_OF, MONTH_ZH, MONTHS, NTH_EN, NTH_ZH, ORDINAL_EN, WEEKDAY
from prompts.claims import DateMention
from prompts.day_lists import range_end
from prompts.months import adjacent_workday
from prompts.months import nth_workday as _nth_workday
from prompts.quantities import EN_NUMBERS, Quantity
from prompts.range_counts import sentence_start

if TYPE_CHECKING:
    from prompts.grounds import Grounds

_BEFORE_ZH = re.compile(MONTH_ZH + NTH_ZH + rf"[ ]?(?:是|为|就是|落在|在|：|:)[ ]?{WEEKDAY}$")
_BEFORE_EN = re.compile(NTH_EN + MONTH_OF + rf"(?:[ ]in[ ]{EN_MONTH})?[ ]?(?:is|will be|falls on|lands on|:)[ ](?:on[ ])?{WEEKDAY}$", re.I)
_AFTER_ZH = re.compile(r"[ ]?(?:[（(][^（()）]{0,12}[)）])?[ ]?(?:是|为|就是)[ ]?" + MONTH_ZH + NTH_ZH)
_AFTER_EN = re.compile(r",?[ ](?:is|will be|would be)[ ]" + NTH_EN + MONTH_OF, re.I)
# The first working day after a holiday or a leave is the day back, another claim.
_AFTER_SOMETHING = re.compile(r"节后|假后|之后|以后|过后|后的|结束|返岗|回来|节前|假前|之前|以前|after|following|back|before|prior", re.I)


def nth_workday_problems(text: str, mentions: Sequence[DateMention], grounds: Grounds) -> list[dict]:
    """A day said to be the Nth (or last) working day of a month, per the calendar."""
    if grounds.calendar is None or ("工作日" not in text and not re.search(r"(?i)(?:working|business|work) day", text)):
        return _each_months_nth(text, mentions, grounds, set())
    problems = []
    for m in mentions:
        head = text[max(0, m.start - 48):m.start]
        found = _BEFORE_ZH.search(head) or _BEFORE_EN.search(head) or _AFTER_ZH.match(text, m.end) or _AFTER_EN.match(text, m.end)
        # …and the words right before it (节前最后一个工作日: the last before a holiday, not the month's)
        if not found or _AFTER_SOMETHING.search(head[max(0, found.start() - 4):found.end()] if found.re in (_BEFORE_ZH, _BEFORE_EN)
                                                else found.group(0)):
            continue
        nth, month, named = _read(found, m.date, grounds.today)
        if nth is None or not (named or grounds.asks_a_months_workday):  # 第3个工作日是10月8日 counts from today
            continue
        try:
            day = _nth_workday(grounds.calendar, month, nth)
        except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
            continue
        if day is not None and day != m.date:
            said = "最后一个" if nth == -1 else f"倒数第{-nth}个" if nth < 0 else f"第{nth}个"
            problems.append({"kind": "date", "stated": f"{m.date.isoformat()}（{month.month}月{said}工作日）",
                             "expected": day.isoformat()})
    return problems + _each_months_nth(text, mentions, grounds, {p["stated"][:10] for p in problems})


# 下一个工作日是10月12日 / the next working day is Monday 12 October: the first working day after the day named
# before it in its sentence (3日是周日，顺延到下一个工作日5月6日), or after today when the sentence says today.
_NEXT_ZH = re.compile(r"下[1一]个工作日[ ]?(?:是|为|就是|:|：)?[ ]?" + WEEKDAY + "$")
_TODAY = re.compile(r"今天|今日|today", re.I)
_NEXT_EN = re.compile(r"\bnext (?:working|business|work) day[ ]?(?:is|will be|would be|:|,)?[ ]?(?:on[ ])?(?:the[ ])?" + WEEKDAY + "$", re.I)


def next_workday_problems(text: str, mentions: Sequence[DateMention], grounds: Grounds) -> list[dict]:
    if grounds.calendar is None or not ("工作日" in text or re.search(r"(?i)next (?:working|business|work) day", text)):
        return []
    problems = []
    for i, m in enumerate(mentions):
        if not (_NEXT_ZH.search(text, max(0, m.start - 16), m.start) or _NEXT_EN.search(text, max(0, m.start - 40), m.start)):
            continue
        sentence = sentence_start(text, m.start)
        if i and mentions[i - 1].start >= sentence:
            after = mentions[i - 1].date
        elif _TODAY.search(text, sentence, m.start):
            after = grounds.today
        else:
            continue
        try:
            day = grounds.calendar.add_workdays(after, 1)
        except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
            continue
        if day != m.date and m.date > after:
            problems.append({"kind": "date", "stated": f"{m.date.isoformat()}（下一个工作日）", "expected": day.isoformat()})
    return problems


# 7月25日是周六，提前到7月24号 / 5月3日（周日），顺延到5月6日 / moved back to Monday 28 September: a day moved off a
# rest day to the working day before or after the day named just before it.
_MOVED_ZH = re.compile(r"(?:(顺延|推迟|延)|提前)(?:到|至)[ ]?(?:(?:下|上|前|后)[1一]个工作日[ ]?(?:即|是|为|，|,)?[ ]?)?" + WEEKDAY + "$")
_MOVED_EN = re.compile(r"\b(?:(moved? (?:back |forward )?to|postponed to|pushed (?:back )?to|rolls? (?:over )?to)"
                       r"|brought forward to|moved? earlier to)"
                       r"[ ](?:the (?:next|previous|preceding) working day,?[ ])?(?:on[ ])?(?:the[ ])?" + WEEKDAY + "$", re.I)


def moved_day_holds(text: str, m: DateMention, mentions: Sequence[DateMention], grounds: Grounds) -> tuple[bool, dt.date] | None:
    """(whether the day a date is moved to is the working day next to the day named before it, that day), or None
    when no day is moved to it."""
    i = mentions.index(m)
    moved = _MOVED_ZH.search(text, max(0, m.start - 24), m.start) or _MOVED_EN.search(text, max(0, m.start - 60), m.start)
    if not moved or not i or grounds.calendar is None or mentions[i - 1].end > moved.start():
        return None
    if mentions[i - 1].start < sentence_start(text, m.start):
        return None
    day = adjacent_workday(grounds.calendar, mentions[i - 1].date, 1 if moved.group(1) else -1)
    return None if day is None else (day == m.date, day)


def _each_months_nth(text: str, mentions: Sequence[DateMention], grounds: Grounds, said: set[str]) -> list[dict]:
    """When the question asks for each month's Nth working day (paydays), each working day the answer gives
    as a month's date is that month's Nth; a rest day or a range's end explains, and is left to the other checks."""
    nth = grounds.each_months_nth
    if not nth or grounds.calendar is None:
        return []
    problems = []
    months: set[tuple[int, int]] = set()
    # A month whose Nth working day the answer names anywhere has its answer: the other days explain (28日、27日、26日).
    named = {m.date for m in mentions}
    for m in mentions:
        # The first day the answer gives in a month is its answer for that month; later ones explain (Saturday Oct 10,
        # a make-up day, counts toward October's 5th).
        month, first = (m.date.year, m.date.month), (m.date.year, m.date.month) not in months
        months.add(month)
        if not first or m.date.isoformat() in said or m.date < grounds.today or range_end(text, m, mentions):
            continue
        try:
            if not grounds.calendar.describe_day(m.date).is_workday:
                continue
            day = _nth_workday(grounds.calendar, m.date.replace(day=1), nth)
        except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
            continue
        if day is not None and day != m.date and day not in named:
            said = f"倒数第{-nth}" if nth < 0 else f"第{nth}"
            problems.append({"kind": "date", "stated": f"{m.date.isoformat()}（{m.date.month}月{said}个工作日）",
                             "expected": day.isoformat()})
    return problems


def _read(found: re.Match, date: dt.date, today: dt.date) -> tuple[int | None, dt.date, bool]:
    """(N, -1 for the last; the month; whether the words name the month)."""
    groups = [g for g in found.groups()]
    zh = found.re in (_BEFORE_ZH, _AFTER_ZH)
    if zh:
        named, relative, back, number, word = groups[:5]
        nth = -1 if word and word.startswith("最后") else 1 if word == "首" else int(number) * (-1 if back else 1)
    else:
        word, back, named, relative = groups[:4]
        nth = ORDINAL_EN.get(word.lower()) or (2 if word.lower() == "penultimate" else int(re.match(r"\d+", word).group(0)))
        nth = -abs(nth) if back or word.lower() == "penultimate" else nth
        named = str(MONTHS.index(next(n for n in MONTHS if n.startswith(named.lower().rstrip(".")[:3]))) + 1) if named else None
    if named:
        month = dt.date(date.year, int(named), 1)
    elif relative and re.search(r"下|次|next|following", relative, re.I):
        month = (today.replace(day=1) + dt.timedelta(days=32)).replace(day=1)
    elif relative and re.search(r"本|这|当|this", relative, re.I):
        month = today.replace(day=1)
    else:
        month = date.replace(day=1)  # the day's own month (the first working day is 2 December)
    return (nth if nth != 0 else None), month, bool(named or relative)


# Today to the named day: after today / from today / 距今天 say the count runs from today (strong); 只满足 /
# only / just say it falls short of a rule (weak: the named day counted or not).
_FROM_TODAY = re.compile(r"after today|from today|since today|(?:今天|今日)(?:之后|以后|起|开始)|距(?:离)?(?:今天|今日)", re.I)
_SHORT_OF = re.compile(r"满足|只有|只够|才|不够|不足|only|just", re.I)
_SENTENCE_END = re.compile(r"[。！？!?；;\n]|\.(?:\s|$)")
_PIECE_END = re.compile(r"[，,；;。！？!?\n]|\.(?:\s|$)")
_WITH_TODAY = re.compile(r"(?:算上|含|包括|包含|连同)今天|今天(?:也算|算在内|在内)|两头(?:都)?算|首尾(?:都)?算"
                         r"|(?:counting|including|incl\.?) today|today included|\binclusive\b|both (?:days|ends) (?:included|counted)", re.I)


def _sentence(text: str, at: int) -> tuple[int, int]:
    start = max([e.end() for e in _SENTENCE_END.finditer(text, 0, at)] + [0])
    end = next((e.start() for e in _SENTENCE_END.finditer(text, at)), len(text))
    return start, end


def _counts_to(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds):
    """(strong, {working days from today to the named day, the day counted and not}) or None."""
    if q.unit != "workday" or grounds.calendar is None:
        return None
    start, end = _sentence(text, q.start)
    words = text[start:end]
    strong = bool(_FROM_TODAY.search(words))
    if not strong:  # 3月1日只满足6个工作日: the day and the count in one piece
        start = max([p.end() for p in _PIECE_END.finditer(text, start, q.start)] + [start])
        end = next((p.start() for p in _PIECE_END.finditer(text, q.end, end)), end)
        if not _SHORT_OF.search(text, start, end):
            return None
    # 16 working days left after today: Sat Oct 10 (make-up day) plus 15 weekdays: a day listed after the count's colon
    # is one of the days counted, not the day counted to
    named = {m.date for m in mentions if start <= m.start < end and m.date > grounds.today
             and not (m.start > q.end and re.search("[:：]", text[q.end:m.start]))}
    if len(named) != 1:
        return None
    day = named.pop()
    if (day - grounds.today).days > 400:
        return None
    try:
        counted = grounds.calendar.workdays_between(grounds.today + dt.timedelta(days=1), day).workdays
        before = counted - (1 if grounds.calendar.is_workday(day) else 0)
    except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
        return None
    # …counting today, or from today (Tue 10 Nov) through 31 Dec: a range that names today's date holds it
    with_today = counted + 1 if (_WITH_TODAY.search(words) or any(start <= m.start < end and m.date == grounds.today for m in mentions)
                                 ) and grounds.calendar.is_workday(grounds.today) else counted
    return strong, {counted, before, with_today}


def workdays_to_a_named_day(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds) -> bool:
    """3月1日只满足6个工作日: the count holds for the day the sentence names, whatever a tool counted."""
    found = _counts_to(q, text, mentions, grounds)
    return bool(found) and q.value in found[1]


def workdays_to_a_named_day_problem(q: Quantity, text: str, mentions: Sequence[DateMention], grounds: Grounds) -> dict | None:
    """Monday 1 March is 7 working days after today, when it is the 6th: the count the calendar gives."""
    found = _counts_to(q, text, mentions, grounds)
    if not found or not found[0] or q.value in found[1]:
        return None
    return {"kind": "count", "stated": q.shown, "expected": "、".join(str(v) for v in sorted(found[1]))}


# 10天后是10月8日 / 10个工作日后是10月16日 / 14 days from today is Monday 21 July / in 10 working days: Wed 22 July:
# a day counted on from today, checked on the calendar (today not counted).
_EN_COUNT = EN_NUMBERS | {"a": 1}
_FROM_ANOTHER_DAY = re.compile(r"(?:之后|以后|after|from(?! today| now))[ ]?$")  # 10月8日之后3个工作日: not from today
_OFFSET_ZH = re.compile(r"(?:(?:从)?今天(?:起|开始)?算?[ ]?)?(\d{1,3})[ ]?(个工作日|个自然日|天|日|周|个星期|星期|个礼拜)(?:之|以)?后(?:的今天|那天)?"
                        r"[ ]?(?:是|为|就是|:|：|→|=)?[ ]?" + WEEKDAY + "$")
_OFFSET_EN = re.compile(r"(?:\bin[ ])?\b(\d{1,3}|" + "|".join(_EN_COUNT) + r")[ ]((?:working|business|calendar)[ ])?(days?|weeks?|fortnights?)"
                        r"(?:[ ](?:from (?:today|now)|after today|later|on|out|ahead))?[ ]?(?:is|will be|would be|falls on|lands on|takes you to|→)"
                        r"[ ](?:on[ ])?(?:the[ ])?" + WEEKDAY + "$", re.I)


# 10月2日（9月18日加14天） / 9月18日加14天是10月2日 / 18 Sep + 14 days = 2 Oct / 14 days after 18 September is 2 October:
# a day counted on from another day the answer names, on the calendar (working days as the date tools count them).
_UNIT = r"(个工作日|工作日|个自然日|自然日|天|日|(?:working|business|calendar)[ ]days?|days?)"
_PLUS = r"[ ]{0,2}(?:加上?|\+|＋|plus|往后数?|之后|以后|后)[ ]{0,2}(\d{1,3})[ ]{0,2}" + _UNIT
_DAY_AFTER = re.compile(_PLUS + r"(?:之后|以后|后)?[ ]{0,2}(?:是|为|就是|=|＝|is|→|:|：)[ ]{0,2}(?:on[ ])?" + WEEKDAY + "$", re.I)
_BRACKET_BEFORE = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,6}[)）])?[^，,。；;\d（()）]{0,4}[（(][ ]{0,2}(?:即|也就是)?[ ]{0,2}")
_BRACKET_AFTER = re.compile(_PLUS + r"[ ]{0,2}[)）]", re.I)
_EN_BEFORE = re.compile(r"(\d{1,3})[ ]((?:working|business|calendar)[ ])?days?[ ](?:after|from)[ ]$", re.I)
_EN_BETWEEN = re.compile(r"[ ]{0,2}(?:is|=|→|falls on|lands on|will be)[ ]{0,2}(?:on[ ])?" + WEEKDAY + "$", re.I)


def counted_from_a_day(text: str, mentions: Sequence[DateMention], grounds: Grounds) -> dict[DateMention, dt.date]:
    """The date each day said to be N days or working days on from another named day should be."""
    out = {}
    for a, b in zip(mentions, mentions[1:]):
        count = unit = None
        if found := _DAY_AFTER.fullmatch(text, a.end, b.start):  # A加N天是B
            count, unit, day, at = found.group(1), found.group(2), a.date, b
        elif _BRACKET_BEFORE.fullmatch(text, a.end, b.start) and (found := _BRACKET_AFTER.match(text, b.end)):
            count, unit, day, at = found.group(1), found.group(2), b.date, a  # B（A加N天）
        elif (found := _EN_BEFORE.search(text, max(0, a.start - 30), a.start)) and _EN_BETWEEN.fullmatch(text, a.end, b.start):
            count, unit, day, at = found.group(1), found.group(2) or "days", a.date, b  # N days after A is B
        if count is None or grounds.calendar is None:
            continue
        if (counted := _counted_on(grounds.calendar, day, int(count), unit)) is not None:
            out[at] = counted
    return out


def _counted_on(calendar, day: dt.date, n: int, kind: str) -> dt.date | None:
    """`n` working days (the date tools' way: the day itself not counted), weeks, fortnights or days after `day`;
    None past the calendar's years."""
    try:
        if re.search(r"工作日|working|business", kind, re.I):
            return calendar.add_workdays(day, n)
    except Exception:  # noqa: BLE001 — a year the calendar cannot count over
        return None
    per = 14 if "fortnight" in kind.lower() else 7 if re.search(r"周|星期|礼拜|week", kind, re.I) else 1
    return day + dt.timedelta(days=n * per)


# Next month's payday is Friday, June 5 / 下个月的发薪日是6月5日 / 本月是12月31日: a day said to be in the month a word
# counts from today is in that month.
_MONTH_WORD = re.compile(r"(?:(next month|the following month|下个?月|次月)|(this month|the current month|本月|这个月|当月)"
                         r"|(last month|the previous month|上个?月))(?:'s)?(?:[ ]?的)?[ ]?(?:[A-Za-z]+[ ]){0,3}?[^，,。；;:：A-Za-z]{0,10}?"
                         r"[ ]?(?:is|was|will be|falls on|是|为|:|：)[ ]{0,2}(?:on[ ])?" + WEEKDAY + "$", re.I)


def relative_month_problems(text: str, mentions: Sequence[DateMention], grounds: Grounds) -> list[dict]:
    problems = []
    for m in mentions:
        said = _MONTH_WORD.search(text, max(0, m.start - 64), m.start)
        if not said:
            continue
        shift = 1 if said.group(1) else 0 if said.group(2) else -1
        index = grounds.today.year * 12 + grounds.today.month - 1 + shift
        if (m.date.year * 12 + m.date.month - 1 != index) and (m.has_year or m.date.month != index % 12 + 1):
            word = said.group(1) or said.group(2) or said.group(3)
            problems.append({"kind": "date", "stated": f"{m.date.isoformat()}（{word}）", "expected": f"{index // 12}年{index % 12 + 1}月的日期"})
    return problems


# 下个季度第3个工作日是1月5日 / Last working day of the quarter: 31 December / the 3rd working day of Q1: a quarter's Nth
# (or last) working day, on the calendar.
_QUARTER_ZH = re.compile(r"(?:(下个?季度|次季度)|(本季度|这个?季度|当季度?)|(上个?季度)|第([1-4])季度|Q([1-4]))的?"
                         r"(?:第[ ]?(\d{1,2})|(最后1|最后一|最后))[ ]?个?工作日[ ]?(?:是|为|就是|：|:)?[ ]?" + WEEKDAY + "$", re.I)
_QUARTER_EN = re.compile(r"(?:the[ ])?(\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|final)[ ](?:working|business)[ ]day"
                         r"[ ]of[ ](?:the[ ])?(?:(next|following)[ ]quarter|(this|current)?[ ]?quarter|(last|previous)[ ]quarter|q([1-4]))"
                         r"[ ]?(?:is|will be|falls on|:|,)?[ ]{0,2}(?:on[ ])?" + WEEKDAY + "$", re.I)


def quarter_workday_problems(text: str, mentions: Sequence[DateMention], grounds: Grounds) -> list[dict]:
    if grounds.calendar is None or not re.search(r"(?i)季度|quarter|q[1-4]", text):
        return []
    problems = []
    for m in mentions:
        head = text[max(0, m.start - 60):m.start]
        if zh := _QUARTER_ZH.search(head):
            nxt, this, prev, named_q, q_q, number, last = zh.groups()
            nth, named = (-1 if last else int(number)), named_q or q_q
        elif en := _QUARTER_EN.search(head):
            word, nxt, this, prev, named = en.groups()
            nth = -1 if word.lower() in ("last", "final") else ORDINAL_EN.get(word.lower()) or int(re.match(r"\d+", word).group(0))
        else:
            continue
        quarter = (grounds.today.year * 4 + (grounds.today.month - 1) // 3 + (1 if nxt else -1 if prev else 0))
        if named:
            quarter = m.date.year * 4 + int(named) - 1
        year, first_month = quarter // 4, quarter % 4 * 3 + 1
        try:
            day = _nth_workday(grounds.calendar, dt.date(year, first_month + (2 if nth < 0 else 0), 1), nth)
        except Exception:  # noqa: BLE001 — a year outside the calendar says nothing
            continue
        if day is not None and nth and day != m.date:
            problems.append({"kind": "date", "stated": f"{m.date.isoformat()}（季度{'最后一' if nth < 0 else f'第{nth}'}个工作日）",
                             "expected": day.isoformat()})
    return problems


def counted_from_today(text: str, mentions: Sequence[DateMention], grounds: Grounds) -> dict[DateMention, dt.date]:
    """The date each day said to be N days, weeks or working days on from today should be."""
    if grounds.calendar is None:
        return {}
    out = {}
    for i, m in enumerate(mentions):
        head_start = max(0, m.start - 40, mentions[i - 1].end if i else 0)  # counted from today, not from a day named before
        found = _OFFSET_ZH.search(text, head_start, m.start) or _OFFSET_EN.search(text, head_start, m.start)
        if not found or _FROM_ANOTHER_DAY.search(text, max(0, found.start() - 8), found.start()):
            continue
        count, kind = found.group(1).lower(), "".join(g for g in found.groups()[1:] if g)
        n = _EN_COUNT[count] if count in _EN_COUNT else int(count)
        if (counted := _counted_on(grounds.calendar, grounds.today, n, kind)) is not None and not (
                counted != m.date and any(_counted_on(grounds.calendar, d, n, kind) == m.date for d in grounds.question_days)):
            out[m] = counted  # …unless it is counted from the day the question names (两周后, from Monday 21 September)
    return out
