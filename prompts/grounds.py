"""What a conversation has established, for the answer check, read from typed facts: each tool
call's structured result (`ToolCall.data`, kept by `act` in the state and the archived turn),
the questions the person asked and the clauses retrieved. Never from observation prose: a
reworded tool message changes nothing here. Pure.

Archived turns from before typed facts (no `tool_calls` in the turn) are read from their
trajectory's observations, as the earlier check did, so an old thread keeps working.
"""
from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping, Sequence

from prompts.brackets import open_ranges, ranges_in
from prompts.asked import (ASKS_HOURS, ASKS_LEAVE_DAYS, OWN_SCHEDULE, days_of_hours, each_months_nth, half_day_cuts,
                           asks_a_months_workday, hours_per_day)
from prompts.clock_spans import leave_hours
from prompts.claims import blank, blank_names, claim_text, clause_numbers, date_mentions, nearest_year, numbers_in, relative_dates
from prompts.listed_holidays import listed_holidays
from prompts.day_lists import weekday_span_lengths
from prompts.glossary import FESTIVAL, FESTIVAL_WORDS, terms
from prompts.increments import Increment, increments
from prompts.noun_counts import noun_counts
from prompts.phrasings import english_phrasings
from prompts.grades import ranks
from prompts.tables import item_labels, table_sentences
from prompts.months import adjacent_workday, month_end, month_span_lengths, nth_workdays_ahead
from prompts.overtime_rates import day_kind_rates
from prompts.rate_forms import discounts_as_shares
from prompts.statutory_days import kind_counts, overtime_law, tells_statutory_apart
from prompts.recurring import weekly_sessions
from prompts.caps import caps_in
from prompts.anniversaries import anniversaries, contract_terms, is_monthly, notice_dates, periods_on
from prompts.weekdays import nth_weekday_dates
from prompts.quantities import SourceQuantity, condition_words, quantities, subject_words, tenure_bounds, words
from prompts.totals import restates
from tools.dates import COUNTING_TOOLS, CURRENT_DATE_TOOL

_EACH = re.compile(r"(?:for|per|with) (?:each|every) |per (?:completed |full )?years? of service", re.I)  # an English step rule may be here
_SECTION = re.compile(r"(?:^|>)\s*(\d+(?:\.\d+)*)\.?(?=\s)")
_ACTION = re.compile(r"^Action:\s*(\S+)\s*$", re.M)
_FAILED = re.compile(r"^\S+ (?:失败|执行出错)：|^没有名为 `")
# 哪天 / 几号 / which day / what date: the question asks for one day.
_ASKS_A_DAY = re.compile(r"哪天|哪一天|几号|几月几[日号]|什么日子|which day|what day|what date|which date", re.I)


@dataclass
class Grounds:
    """The facts an answer may state. Built once per checked answer (`grounds_for`)."""
    today: dt.date
    calendar: Any = None  # a workcalendar.WorkCalendar: the oracle for claims about a day
    firm_dates: set[dt.date] = field(default_factory=set)
    # (month, day) of dates a question or clause writes without a year (每年7月1日).
    month_days: set[tuple[int, int]] = field(default_factory=set)
    # This turn's computed dates (start, deadline, last working day): what a conclusion must be.
    result_dates: list[dt.date] = field(default_factory=list)
    ranges: list[tuple[dt.date, dt.date]] = field(default_factory=list)  # the spans the date tools counted over
    listed_days: set[dt.date] = field(default_factory=set)  # holidays and 调休 days a tool listed
    return_days: set[dt.date] = field(default_factory=set)  # the first working day after a counted leave or listed holiday
    holiday_lengths: dict[str, int] = field(default_factory=dict)  # days off per festival a tool listed (国庆节: 7)
    source_quantities: list[SourceQuantity] = field(default_factory=list)
    numbers: set[float] = field(default_factory=set)  # every number any source states, unit or not
    asked_numbers: set[float] = field(default_factory=set)  # the person's own figures
    asked_spans: set[float] = field(default_factory=set)  # days of the weekday spans they name (Monday to Thursday: 4)
    tool_quantities: set[tuple[float, str]] = field(default_factory=set)  # counts the date tools returned
    counts: list[tuple[float, str]] = field(default_factory=list)  # this turn's, for the feedback
    clauses: set[int] = field(default_factory=set)
    provisional_years: set[int] = field(default_factory=set)
    provisional_count: bool = False  # this turn counted days over an estimated year
    asked_sources: int = 0  # source_quantities with a `source` below this are the person's own figures
    increments: list[Increment] = field(default_factory=list)  # step rules clauses state (每满2年加1天)
    asked_terms: list[frozenset[str]] = field(default_factory=list)  # the handbook terms the person names, as words
    divisors: set[float] = field(default_factory=set)  # what a clause divides pay by (日工资按月工资除以21.75天计算)
    asked_ranks: frozenset[str] = frozenset()  # the grades and ranks the person names (我绩效B, 二线城市): their case
    brackets: list[tuple[float, float, str]] = field(default_factory=list)  # ranges clauses state (迟到5到30分钟)
    noun_counts: dict[str, set[float]] = field(default_factory=dict)  # counts of a thing (two declarations, 两套工服)
    open_brackets: list = field(default_factory=list)  # bounds on one side with their sentence's values (迟到15分钟以内…30元)
    row_labels: frozenset[str] = frozenset()  # the words of the retrieved tables' row labels
    asked_row_words: frozenset[str] = frozenset()  # the question's words a table row's label states (上海 of 一类（北京、上海）)
    # …and a list item's label (空调洁净区 of 2. 其他岗位（含空调洁净区）：200元/月), with every item label's words
    asked_item_words: frozenset[str] = frozenset()
    item_label_words: frozenset[str] = frozenset()
    asked_festivals: frozenset[str] = frozenset()  # the festivals the person names (春节放几天): "the holiday" in the answer
    clause_holidays: set[tuple[int, int]] = field(default_factory=set)  # other countries' holidays a clause lists
    # What the question's half days (上午半天, half a day) take off a working-day count: a half, or a whole day
    # for a morning and an afternoon; empty where it takes none.
    half_day_cuts: frozenset[float] = frozenset()
    asks_a_day: bool = False  # the question asks for a day (哪天, which date): an answer opening with a date gives it
    asks_a_months_workday: bool = False  # the question asks for a month's Nth working day (9月第15个工作日)
    own_schedule: bool = False  # the question sets the person's own schedule (大小周, 四班三倒): 上班 on a day is theirs
    asks_leave_days: bool = False  # the question asks how many days of leave a span takes (要扣几天年假)
    asks_hours: bool = False  # the question asks for hours (一共多少小时): working days at 8 hours
    month_spans: set[int] = field(default_factory=set)  # how many months the clauses' spans of months run (6月至9月: 4)
    each_months_nth: int | None = None  # the question asks for each month's Nth working day (每月第5个工作日发工资)
    hours_per_day: float | None = None  # the hours of the person's day or shift, when the question states them (7.5)
    # A clause's period on from a date the person names (TOIL within 3 months of 18 March: 18 June).
    period_dates: set[dt.date] = field(default_factory=set)
    question_days: set = field(default_factory=set)  # the days the question names (下周一（9月21日）), to count from
    dates_computed: bool = False  # a date tool computed a date this turn (else result_dates holds only today)
    asked_dates: set[dt.date] = field(default_factory=set)  # the dates with a year the person writes (入职2025年10月10日)
    contract_months: frozenset[int] = frozenset()  # the contract terms the question states (为期3年: 36)
    day_kind_rates: dict[str, float] = field(default_factory=dict)  # overtime % by kind of day (法定节假日300%、休息日200%)
    statutory_apart: bool = False  # the person tells statutory days from a break's rest days (三薪/双薪)
    weekly: tuple[frozenset[int], bool, bool] = (frozenset(), False, False)  # sessions' weekdays, whether holidays stop or move them
    caps: list[tuple[float, str, frozenset[str]]] = field(default_factory=list)  # capped amounts clauses state (上限1500港元)


def grounds_for(question: str, today: dt.date, tool_calls: Sequence[Mapping],
                turns: Sequence[Mapping] = (), calendar: Any = None) -> Grounds:
    """`tool_calls`: this turn's ToolCalls; `turns`: the archived turns of the conversation;
    `calendar`: the run's WorkCalendar (imports included), else the bundled one."""
    g = Grounds(today=today, calendar=calendar or _bundled_calendar(today), firm_dates={today})
    calls = [(c, True) for c in tool_calls]
    questions = [question]
    for turn in turns:
        questions.append(str(turn.get("question") or ""))
        archived = turn.get("tool_calls")
        calls += [(c, False) for c in (archived if archived is not None else _legacy_calls(turn.get("trajectory") or []))]
    sources: list[str] = list(questions)
    item_words: list[frozenset[str]] = []
    todays: list[dt.date] = []
    counted_on: list[Mapping[str, Any]] = []  # working days counted on from a day (add_workdays)
    for call, this_turn in calls:
        if not call.get("ok", True):
            continue
        data = call.get("data")
        tool = call.get("tool", "")
        if data and tool in COUNTING_TOOLS:
            _add_counting(g, data, this_turn)
            counted_on += [data] if isinstance(data.get("days"), int) and data["days"] > 0 else []
        elif data and tool == CURRENT_DATE_TOOL:
            g.firm_dates.add(dt.date.fromisoformat(data["date"]))
            todays += [dt.date.fromisoformat(data["date"])] if this_turn else []
            if data.get("provisional"):
                g.provisional_years.add(int(data["date"][:4]))
        elif data and "hits" in data:
            for h in data["hits"]:
                text, labels = table_sentences(str(h.get("text", "")))
                sources.append(f"{h.get('heading', '')}\n{text}")
                g.clause_holidays |= listed_holidays(text, today)
                g.row_labels |= frozenset(w for label in labels for w in words(claim_text(label)))
                item_words += [words(claim_text(label)) for label in item_labels(text)]
        elif data and "answer" in data:  # ask_user: the person's reply
            sources.append(str(data["answer"]))
            questions.append(str(data["answer"]))
        elif "observation" in call:  # a tool without data, or an archived turn from before typed facts
            sources.append(str(call["observation"]))
    sources += [law] if (law := overtime_law(question, sources[len(questions):])) else []  # 这几天上班怎么算工资: 劳动法44
    asked = g.asked_sources = len(questions)  # the first sources are the person's own words
    g.month_spans = {n for text in sources[asked:] for n in month_span_lengths(claim_text(text))}
    for i, text in enumerate(sources):
        _add_source(g, text, i, asked=i < asked)
    # Only the handbook terms the person names (普通员工, night shift): a question's other words
    # (上班时间是几点) name no one's value.
    g.asked_terms = [w for t in dict.fromkeys(terms("\n".join(questions))) if (w := words(t))]
    g.asked_ranks = frozenset(r for text in questions for r in ranks(claim_text(text)))
    asked_words = words(claim_text("\n".join(questions)))
    if g.row_labels:
        g.asked_row_words = asked_words & g.row_labels
    # A list item's label the person's case names (1. 高温岗位（…）：300元/月 / 2. 其他岗位（含空调洁净区）：200元/月),
    # when it names one item (or one far more than any other): a question about several cases (weekday, Saturday and
    # 国庆 overtime) picks none.
    hits = sorted({frozenset(hit) for label in item_words if (hit := asked_words & label - _shared(item_words, label))}, key=len)
    if hits and (len(hits) == 1 or len(hits[-1]) >= max(2, 2 * len(hits[-2]))):  # one item, or one far ahead (4 words to 1)
        g.asked_item_words = hits[-1]
        g.item_label_words = frozenset().union(*item_words)
    g.asks_a_day, g.own_schedule = bool(_ASKS_A_DAY.search(question)), bool(OWN_SCHEDULE.search(question))
    g.half_day_cuts = frozenset(half_day_cuts(question))
    g.asks_a_months_workday = asks_a_months_workday(claim_text(question))
    g.asks_leave_days = bool(ASKS_LEAVE_DAYS.search(question))
    g.asks_hours = bool(ASKS_HOURS.search(question))
    g.each_months_nth = each_months_nth(claim_text(question))
    if g.each_months_nth and g.calendar is not None:  # each month's Nth working day is the calendar's to say
        g.firm_dates |= nth_workdays_ahead(g.calendar, today, g.each_months_nth)
    g.firm_dates |= {today + dt.timedelta(days=n) for n in days_of_hours(claim_text(question))}  # within 120 hours: 5 days on
    g.hours_per_day = hours_per_day(claim_text(question))
    g.tool_quantities |= {(v, "hour") for v in leave_hours(question, today, g.calendar)}  # from 2 pm on Fri 27 Feb to noon on Mon 2 March: 15 h
    g.day_kind_rates = day_kind_rates(sources)
    g.statutory_apart = tells_statutory_apart(questions)  # 几天是法定节假日、几天是休息日: both counts stand
    g.tool_quantities |= kind_counts(g.calendar, g.ranges) if g.statutory_apart else set()
    g.contract_months = contract_terms(question)
    g.weekly = weekly_sessions(question)  # 每周二、周四培训，遇法定节假日停课
    g.caps = [cap for text in sources[asked:] for cap in caps_in(text)]
    g.asked_festivals = frozenset(FESTIVAL[m.group(0).lower()] for text in questions for m in FESTIVAL_WORDS.finditer(text))
    for text in questions:
        g.firm_dates |= relative_dates(text, today) | nth_weekday_dates(claim_text(text), today)
        g.asked_spans |= weekday_span_lengths(claim_text(text))
        g.asked_numbers |= _source_facts(text, today)[3] | _number_words(text) | g.asked_spans
    g.dates_computed = bool(g.result_dates)
    g.result_dates = list(dict.fromkeys(g.result_dates or todays))
    g.result_dates += notice_dates(questions, g.ranges)
    anchors = g.asked_dates = {d for text in questions for d in _source_facts(text, today)[0]} - {today}
    g.period_dates = periods_on(anchors, [s for s in g.source_quantities if s.source >= asked])
    # 下周一（9月21日）布置，两周后交 / two weeks from Monday 21 Dec: the question's own weeks or calendar days from its days
    # (明天 / from tomorrow is a way of counting, not a day to count from: 10 calendar days from tomorrow end on the 10th day)
    said = g.question_days = anchors | {d for text in questions for d in relative_dates(text, today) - {today, today + dt.timedelta(days=1)}
                                        | {nearest_year(*md, today) for md in _source_facts(text, today)[1]}} - {None}
    g.period_dates |= periods_on(said, [s for s in g.source_quantities if s.source < asked and s.unit in ("week", "calendar_day")])
    # 婚假3天 from Thursday 24 September, counted on from Wednesday 23rd, ends on the 29th: back on the next working day.
    asked_days = anchors | {(d.month, d.day) for d in anchors} | {md for text in questions for md in _source_facts(text, today)[1]}
    g.return_days |= {day for data in counted_on if (start := _date(data.get("start_date"))) and (first := _next_workday(g, start))
                      and {first, (first.month, first.day)} & asked_days and (end := _date(data.get("date"))) and (day := _next_workday(g, end))}
    g.period_dates |= anniversaries(anchors, today, sources[asked:]) | {month_end(d) for d in anchors}  # 4月17日到30日: its month's end
    if any(is_monthly(text) for text in sources[asked:]):  # …paid or vesting on the 15th, the grant date's day
        g.source_quantities += [SourceQuantity(float(a.day), "dom", frozenset(), 0) for a in anchors]
    g.counts = list(dict.fromkeys(g.counts))
    if todays and not _is_workday(g, todays[-1]) and (day := _next_workday(g, todays[-1])):
        g.return_days.add(day)  # today is a holiday or a weekend: back on the next working day
    return g


def _shared(labels: list[frozenset[str]], label: frozenset[str]) -> frozenset[str]:
    """The words a list item's label shares with the other labels: they tell no item apart."""
    return frozenset().union(*(other for other in labels if other != label))


@lru_cache(maxsize=4)
def _bundled_calendar(today: dt.date):
    from workcalendar.calendar import WorkCalendar
    return WorkCalendar(today=today)


def _return_days(g: Grounds, data: Mapping[str, Any]) -> set[dt.date]:
    """The first working day after a leave a tool counted (calculate_leave_days' end) and after each run of
    holidays it listed: the day the person is back (10月8日回来上班), a conclusion no tool states."""
    holidays = sorted(d for e in data.get("holidays", ()) if (d := _date(e.get("date"))))
    ends = [d for i, d in enumerate(holidays) if i + 1 == len(holidays) or (holidays[i + 1] - d).days > 1]
    out = {day for end in ends if (day := _next_workday(g, end))}
    # A range counted to the day back after its holidays (10月1日至4日 over 国庆) was no leave: nothing after it;
    # one that starts on a working day (31 December to 4 January over 元旦) is leave at both ends.
    if "workdays" in data and (end := _date(data.get("end_date"))) and (
            end not in out or ((start := _date(data.get("start_date"))) and start < end and _is_workday(g, start))) \
            and (day := _next_workday(g, end)):
        out.add(day)
    # N working days of leave counted on from the day off before it (婚假10个工作日 from Sunday 4月26日 ends
    # 5月12日): back the working day after. Counted from a working day, the result is the day back itself.
    if (isinstance(data.get("days"), int) and data["days"] > 1 and (end := _date(data.get("date")))
            and (start := _date(data.get("start_date"))) and not _is_workday(g, start) and (day := _next_workday(g, end))):
        out.add(day)
    return out


def _is_workday(g: Grounds, day: dt.date) -> bool:
    try:
        return g.calendar is not None and g.calendar.describe_day(day).is_workday
    except Exception:  # noqa: BLE001 — a year out of range: say it is (nothing is added then)
        return True


def _next_workday(g: Grounds, end: dt.date) -> dt.date | None:
    return adjacent_workday(g.calendar, end)


def _parts_of_a_range(g: Grounds, data: Mapping[str, Any]) -> set[tuple[float, str]]:
    """Counts a person tells from a tool's listed holidays: how many of them fall Monday to Friday (春节4天，
    其中周一至周五2天), and the working days of the range before and after them (节前4天，节后5天)."""
    holidays = sorted(d for e in data.get("holidays", ()) if (d := _date(e.get("date"))))
    if not holidays:
        return set()
    out = {(float(sum(1 for d in holidays if d.weekday() < 5)), "day")}
    start, end = _date(data.get("start_date")), _date(data.get("end_date")) or _date(data.get("date"))
    if start and end and g.calendar is not None and start < holidays[0] and holidays[-1] < end:
        try:
            before = g.calendar.workdays_between(start, holidays[0] - dt.timedelta(days=1)).workdays
            after = g.calendar.workdays_between(holidays[-1] + dt.timedelta(days=1), end).workdays
        except Exception:  # noqa: BLE001 — a year out of range: nothing to add
            return out
        out |= {(float(before), "workday"), (float(after), "workday")}
    return out


def _date(value) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError:
        return None


def _add_counting(g: Grounds, data: Mapping[str, Any], this_turn: bool) -> None:
    """A date tool's result by role: the computed date (and last working day) is a conclusion;
    the arguments and the range ends are firm; the counts carry their unit."""
    start, end, result = _date(data.get("start_date")), _date(data.get("end_date")), _date(data.get("date"))
    deadline, last, reached = _date(data.get("deadline")), _date(data.get("last_workday")), _date(data.get("reached"))
    found = [d for d in (start, end, result, deadline, last, reached) if d]
    g.firm_dates.update(found)
    if "workdays" in data:  # calculate_leave_days
        counted = [(float(data["workdays"]), "workday"), (float(data.get("calendar_days", 0)), "calendar_day")]
        g.ranges.append((start, end))
        if this_turn:
            g.result_dates += [start, end]
    else:  # add_workdays: forward from start_date, or back from a deadline
        counted = [(float(abs(data.get("days", 0))), "workday")]
        g.ranges.append((start, result) if start else (result, deadline))
        if this_turn:
            g.result_dates += [d for d in (result, last) if d]
    g.tool_quantities.update(counted)
    g.listed_days.update(d for key in ("holidays", "makeup_workdays") for e in data.get(key, ()) if (d := _date(e.get("date"))))
    for name in {str(e.get("name", "")) for e in data.get("holidays", ())}:
        g.holiday_lengths[name] = max(g.holiday_lengths.get(name, 0), sum(1 for e in data["holidays"] if e.get("name") == name))
    g.tool_quantities.update(_parts_of_a_range(g, data))
    g.return_days |= _return_days(g, data)
    years = {int(y) for y in data.get("provisional_years", ())}
    g.provisional_years |= years
    if this_turn:
        g.counts += counted
        g.provisional_count |= bool(years)


def _add_source(g: Grounds, text: str, index: int, asked: bool = False) -> None:
    text = discounts_as_shares(text)
    dates, month_days, quantities_, numbers, clauses, steps, ranges, counts, bounds = _source_facts(text, g.today)
    if not asked:
        g.increments += steps
        g.brackets += ranges
        g.open_brackets += bounds
        for value, head in counts:
            g.noun_counts.setdefault(head, set()).add(value)
    g.firm_dates.update(dates)
    g.month_days.update(month_days)
    # The person's other figures (月薪10875元，请2天事假) are facts about them, not conditions a value
    # holds under (as 满10年 is for 10天 in a clause): their "#" words are left out.
    g.source_quantities += [SourceQuantity(v, u, frozenset(x for x in w if not x.startswith("#")) if asked else w,
                                           index, p, frozenset() if asked else c) for v, u, p, w, c in quantities_]
    g.numbers |= numbers
    g.clauses.update(clauses)
    if not asked and ("除以" in text or "÷" in text or "divided by" in text):
        g.divisors |= _divisors(text)


_DIVISOR = re.compile(r"(?:除以|÷|divided by|then by)\s*(\d+(?:\.\d+)?)", re.I)  # ÷ 26 and then by 8


@lru_cache(maxsize=512)
def _divisors(text: str) -> frozenset[float]:
    return frozenset(float(m.group(1)) for m in _DIVISOR.finditer(claim_text(text)))


@lru_cache(maxsize=512)
def _source_facts(text: str, today: dt.date) -> tuple:
    """(dates with a year, (month, day) of dates without, quantities as (value, unit, subject
    words), every number, clause numbers) a question or clause states. Cached: a thread's clauses
    are read again for every answer that follows them."""
    claimed = english_phrasings(claim_text(text))
    dates = date_mentions(claimed, today)
    bare = blank_names(blank(claimed, [(d.start, d.end) for d in dates]))  # 3月25日（周三）, 第十七条: no quantity
    if "\n" in bare:  # a heading's section numbers (> 3.1 Holiday entitlement) are no 3.1 days
        bare = blank(bare, [m.span(1) for m in _SECTION.finditer(bare, 0, bare.index("\n"))])
    heading = words(claimed.split("\n", 1)[0]) if "\n" in claimed else frozenset()  # a hit's heading names its subject
    read = quantities(bare)
    if heading:  # 4.3.1 Less than 2 years / 60%: a heading's service bracket is its values' condition too
        heading |= tenure_bounds(bare, [q for q in read if q.end <= bare.index("\n")])
    said = [subject_words(bare, q, read) | heading for q in read]
    # 不超过人民币捌佰元（¥800）: a value restated in a bracket right after it is a cap or floor where the value is
    for i in range(1, len(read)):
        if restates(bare, read[i - 1], read[i]):
            said[i] |= said[i - 1] & _BOUNDS
    # In the text's order, not a set's: the order decides ties between rival values, and a set of tuples holding None
    # iterates by address on Python 3.11, so the same answer got another `expected` from run to run.
    found = tuple(dict.fromkeys((q.value, q.unit, q.period, said[i], condition_words(bare, q, read)) for i, q in enumerate(read)))
    return (frozenset(m.date for m in dates if m.has_year),
            frozenset((m.date.month, m.date.day) for m in dates if not m.has_year),
            found, frozenset(numbers_in(bare)) | frozenset(v for v, *_ in found), frozenset(clause_numbers(claimed, headings=True)),
            tuple(increments(bare, read)) if "每" in bare or _EACH.search(bare) else (), tuple(ranges_in(bare, read)),
            tuple((value, head) for value, head, *_ in noun_counts(bare)), tuple(open_ranges(bare, read)))


_BOUNDS = frozenset({"≤", "≥"})
_NUMBER_WORD = re.compile(r"(?<![a-z])(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?![a-z])",
                          re.I)


def _number_words(question: str) -> frozenset[float]:
    """The person's figures written as English words without a unit (I did two sleep-ins, three
    trips): the answer may count or multiply by them as by digits."""
    return frozenset(float(_WORD_VALUES[m.group(1).lower()]) for m in _NUMBER_WORD.finditer(question))


_WORD_VALUES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())} | {
    "fifteen": 15, "twenty": 20}


def _legacy_calls(trajectory: Sequence[str]) -> list[dict]:
    """An archived turn from before typed facts: each observation with the action it answered."""
    out, action = [], None
    for entry in trajectory:
        if entry.startswith("Observation:"):
            text = entry.removeprefix("Observation:").strip()
            if action is not None and not _FAILED.match(text):
                out.append({"tool": action, "ok": True, "observation": text})
            action = None
            continue
        tool = _ACTION.search(entry)
        action = tool.group(1) if tool else None
    return out
