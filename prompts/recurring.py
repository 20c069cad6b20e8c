"""Sessions on fixed weekdays (每周二、周四培训, every Wednesday): the dates an answer lists for them fall on
those weekdays, and on working days where the question says the sessions stop on holidays (遇法定节假日停课).
Pure apart from reading the calendar."""
from __future__ import annotations

import datetime as dt
import re
from typing import Any, Sequence

from prompts.claims import DateMention, claim_text
from prompts.weekdays import WEEKDAYS_ZH

_ZH_DAY = r"(?:周|星期|礼拜)?[1-7日天]"
_WEEKLY_ZH = re.compile(rf"每(?:个)?(?:周|星期|礼拜)([1-7日天](?:[ ]?[、和及与,，/][ ]?{_ZH_DAY})*)")
_EN_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_EN_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_WEEKLY_EN = re.compile(rf"(?:every|each) ({_EN_DAY}(?:,? (?:and |& )?{_EN_DAY})*)", re.I)
_STOPS = re.compile(r"节假日|放假|假期|holiday", re.I)
# …or move to the working day before or after (遇节假日提前到前一个工作日交, due the working day before).
_MOVES = re.compile(r"提前|顺延|推迟|往后|往前|改到|前一个?工作日|后一个?工作日|下一个?工作日"
                    r"|working day (?:before|after)|(?:previous|preceding|next|following) working day|moved|brought forward", re.I)
_LIST_JOIN = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）])?[ ]{0,2}(?:、|,|，|and|和|及|与)[ ]{0,2}(?:and )?", re.I)
# A list of days left out (减去国庆假期里的10月1日、10月6日) is no list of sessions.
_SENTENCE_END = re.compile(r"[。；;！？!?\n]|\.(?:\s|$)")
_LEFT_OUT = re.compile(r"减去|除去|除了|扣除|不算|不含|停课|取消|没有课"
                       r"|excluding|except|minus|skip|cancel|no sessions?|no class(?:es)?|break|off\b", re.I)


def weekly_sessions(question: str) -> tuple[frozenset[int], bool, bool]:
    """The weekdays (0 = Monday) a question's sessions recur on, whether they stop on holidays, and whether
    a session on a holiday moves to a working day beside it."""
    text = claim_text(question)
    days: set[int] = set()
    for m in _WEEKLY_ZH.finditer(text):
        days |= {(int(d) - 1) if d.isdigit() else 6 for d in re.findall(r"[1-7日天]", m.group(1))}
    for m in _WEEKLY_EN.finditer(text):
        days |= {i for i, name in enumerate(_EN_DAYS) if name in m.group(1).lower()}
    stops = bool(days) and bool(_STOPS.search(question))
    return frozenset(days), stops, stops and bool(_MOVES.search(question))


def session_problems(text: str, mentions: Sequence[DateMention], weekly: tuple[frozenset[int], bool, bool], calendar: Any) -> list[dict]:
    """A session date listed on another weekday, or on a holiday when the question says they stop then
    (`weekly`: `weekly_sessions` of the question)."""
    days, stops, moves = weekly
    if not days:
        return []
    problems, run = [], []
    for m in [*mentions, None]:
        if m is not None and run and _LIST_JOIN.fullmatch(text, run[-1].end, m.start):
            run.append(m)
            continue
        # …nor is one whose sentence says they are left out, up to the next date (its words are that date's)
        after = _SENTENCE_END.search(text, run[-1].end) if run else None
        end = min(after.start() if after else len(text), m.start if m is not None else len(text))
        if len(run) >= 2 and not _LEFT_OUT.search(text, max(0, run[0].start - 20), end):
            problems += _listed([m for m in run if not (moves and _moved_session(m.date, days, calendar))], days, stops, calendar)
        run = [m] if m is not None else []
    return problems


def _listed(run: list[DateMention], days: frozenset[int], stops: bool, calendar: Any) -> list[dict]:
    out = []
    for m in run:
        if m.date.weekday() not in days:
            out.append({"kind": "weekday", "stated": f"{m.date.isoformat()}（{WEEKDAYS_ZH[m.date.weekday()]}）",
                        "expected": "、".join(WEEKDAYS_ZH[d] for d in sorted(days))})
            continue
        try:
            working = calendar.describe_day(m.date).is_workday if stops and calendar is not None else True
        except Exception:  # noqa: BLE001 — a year the calendar cannot describe
            working = True
        if not working:
            out.append({"kind": "day", "stated": f"{m.date.isoformat()} 上课", "expected": f"{m.date.isoformat()} 放假"})
    return out


def _moved_session(day: dt.date, days: frozenset[int], calendar: Any) -> bool:
    """A working day next to a session day that is not one (Fri 2 Oct off: the report moves to Wed 30 Sep, the
    working day before; or on to the working day after)."""
    try:
        if calendar is None or not calendar.describe_day(day).is_workday:
            return False
        for step in (1, -1):
            near = day + dt.timedelta(days=step)
            while not calendar.describe_day(near).is_workday and abs((near - day).days) <= 10:
                if near.weekday() in days:
                    return True
                near += dt.timedelta(days=step)
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe
        return False
    return False


def session_count(value: float, unit: str, grounds: Any) -> bool:
    """九次 / 9 times: how many sessions fall on working days in a range the tools counted, on the question's
    weekdays, per the calendar (哪次取消: one on a holiday is off, said or not, unless the question moves it)."""
    days, _, moves = grounds.weekly  # a session moved off a holiday (提前到前一个工作日) is still held
    if not days or unit != "times" or grounds.calendar is None:
        return False
    for first, last in grounds.ranges:
        if not (first and last and 0 <= (last - first).days <= 400):
            continue
        try:
            held = sum(1 for n in range((last - first).days + 1) if (d := first + dt.timedelta(days=n)).weekday() in days
                       and (moves or grounds.calendar.describe_day(d).is_workday))
        except Exception:  # noqa: BLE001 — a year the calendar cannot describe
            continue
        if held == value:
            return True
    return False


def is_session_day(day: dt.date, weekly: tuple[frozenset[int], bool, bool], calendar: Any) -> bool:
    """Whether a date is one of the question's weekly sessions (on its weekday, a working day where holidays stop them),
    or the working day one was moved to (9/30（周三，代10/1）): a list of sessions explains, it concludes nothing."""
    days, stops, moves = weekly
    if not days or calendar is None:
        return False
    try:
        if day.weekday() in days and (not stops or calendar.describe_day(day).is_workday):
            return True
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe
        return False
    return moves and _moved_session(day, days, calendar)
