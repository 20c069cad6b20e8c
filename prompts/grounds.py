"""What a conversation has established, for the answer check: the questions the person asked,
the clauses retrieved and what the date tools returned, in this turn and the archived ones. Pure.
"""
from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping, Sequence

from prompts.claims import (
    claim_text, clause_numbers, date_mentions, grounded_numbers, relative_dates, workday_numbers,
)
from tools.dates import COUNTING_TOOLS, CURRENT_DATE_TOOL, ESTIMATE_MARK, MAKEUP_MARK

_ACTION = re.compile(r"^Action:\s*(\S+)\s*$", re.M)
_ACTION_INPUT = re.compile(r"^Action Input:\s*(.*)$", re.M)
# The caveat a date tool puts first (tools.dates.provisional_caveat) names its years: "2027 年官方
# 放假安排尚未导入" for a whole estimated year, "2027 年导入的放假通知缺少春节的安排" for a partial import.
_CAVEAT_YEARS = re.compile(r"((?:\d{4}、)*\d{4})\s*年(?:官方放假安排尚未导入|导入的放假通知缺少)")
# How a failed or refused call's observation starts (tools.base, nodes.act): it states no fact.
_FAILED = re.compile(r"^\S+ (?:失败|执行出错)：|^没有名为 `")


@dataclass(frozen=True)
class ToolText:
    tool: str
    args: Mapping[str, Any]
    observation: str
    this_turn: bool


@dataclass
class Grounds:
    """The facts an answer may state. Built once per checked answer (`grounds_for`)."""
    today: dt.date
    firm_dates: set[dt.date] = field(default_factory=set)
    # (month, day) of dates a question or clause writes without a year (每年7月1日, 10月8号):
    # any year's date with that month and day is grounded by them.
    month_days: set[tuple[int, int]] = field(default_factory=set)
    # Holidays and make-up days a date tool listed on the way: fine in a sentence about them,
    # not as the computed date (add_workdays' 春节 2027-02-05 is not its answer 2027-02-09).
    calendar_dates: set[dt.date] = field(default_factory=set)
    makeup_dates: set[dt.date] = field(default_factory=set)  # the listed weekend days worked (调休上班)
    numbers: set[float] = field(default_factory=set)
    workdays: set[float] = field(default_factory=set)  # numbers stated as working days
    clauses: set[int] = field(default_factory=set)
    # This turn's computed results: what a wrong date or count is compared with.
    result_dates: list[dt.date] = field(default_factory=list)
    counts: list[float] = field(default_factory=list)
    provisional_years: set[int] = field(default_factory=set)
    provisional_count: bool = False  # this turn counted days over an estimated year
    # The person's own figures plus or minus a grounded one (5 days' leave, 2 taken: 3 left).
    derived_numbers: set[float] = field(default_factory=set)


def split_result(observation: str) -> tuple[str, str]:
    """A counting tool's observation as (its result sentence, the calendar notes after it)."""
    text = observation
    if ESTIMATE_MARK in text.split("。", 1)[0]:
        text = text.split("。", 1)[1] if "。" in text else ""
    head, _, rest = text.partition("。")
    return head, rest


def grounds_for(question: str, today: dt.date, tool_calls: Sequence[Mapping],
                turns: Sequence[Mapping] = ()) -> Grounds:
    """`tool_calls`: this turn's ToolCalls; `turns`: the archived turns of the conversation."""
    texts = [ToolText(c["tool"], c.get("args") or {}, c["observation"], True) for c in tool_calls if c.get("ok", True)]
    questions = [question]
    for turn in turns:
        questions.append(str(turn.get("question") or ""))
        texts += [t for t in archived_tool_texts(turn.get("trajectory") or []) if not _FAILED.match(t.observation)]
    g = Grounds(today=today, firm_dates={today})
    todays: list[dt.date] = []  # what get_current_date said: the expected date only when nothing was computed
    for text in questions:
        _add_source(g, text)
        g.firm_dates |= relative_dates(text, today)
    for t in texts:
        if t.tool in COUNTING_TOOLS:
            facts = counting_facts(t.observation, json.dumps(dict(t.args), sort_keys=True, default=str), today)
            head_dates, arg_dates, holidays, makeups, numbers, workdays, provisional, head_numbers = facts
            g.firm_dates.update(head_dates, arg_dates)
            g.calendar_dates.update(holidays, makeups)
            g.makeup_dates.update(makeups)
            g.numbers |= numbers
            g.workdays |= workdays
            g.provisional_years |= provisional
            if t.this_turn:
                g.result_dates += [d for d in head_dates if d not in arg_dates] or list(head_dates)
                g.counts += sorted(head_numbers)
                g.provisional_count |= bool(provisional)
        elif t.tool == CURRENT_DATE_TOOL:
            g.firm_dates.update(m.date for m in date_mentions(t.observation, today))
            if t.this_turn:
                todays += [m.date for m in date_mentions(t.observation, today)]
        else:  # a clause, the person's reply to ask_user, any other tool's data
            _add_source(g, t.observation)
    asked = set().union(*(grounded_numbers(q, today) for q in questions))
    g.workdays |= asked  # the person's own figure, whatever unit they wrote it in
    g.derived_numbers = {round(v, 6) for a in asked for b in g.numbers for v in (a + b, a - b, b - a) if v > 0}
    g.result_dates = list(dict.fromkeys(g.result_dates or todays))
    g.counts = list(dict.fromkeys(g.counts))
    return g


def _add_source(g: Grounds, text: str) -> None:
    dates, month_days, numbers, workdays, clauses = source_facts(text, g.today)
    g.workdays |= workdays
    g.firm_dates.update(dates)
    g.month_days.update(month_days)
    g.numbers |= numbers
    g.clauses.update(clauses)


@lru_cache(maxsize=256)
def source_facts(text: str, today: dt.date) -> tuple[frozenset, ...]:
    """The dates (with a year; (month, day) without), numbers, working-day numbers and clause numbers a question or
    clause states. Cached: a thread's clauses are read again for every answer that follows them."""
    claimed = claim_text(text)
    dates = date_mentions(claimed, today)
    return (frozenset(m.date for m in dates if m.has_year),
            frozenset((m.date.month, m.date.day) for m in dates if not m.has_year),
            frozenset(grounded_numbers(claimed, today, dates)), frozenset(workday_numbers(claimed)),
            frozenset(clause_numbers(claimed)))


@lru_cache(maxsize=256)
def counting_facts(observation: str, args_json: str, today: dt.date) -> tuple:
    """What a counting tool's call established: (its result sentence's dates, its argument dates,
    the holidays it listed, the make-up working days it listed, its numbers, its working-day
    numbers, the estimated years it rests on, its result sentence's numbers). Cached like
    `source_facts`."""
    head, notes = split_result(observation)
    holidays, _, makeups = notes.partition(MAKEUP_MARK)
    head_dates = tuple(m.date for m in date_mentions(head, today))
    return (head_dates, frozenset(_arg_dates(json.loads(args_json), today)),
            frozenset(m.date for m in date_mentions(holidays, today)), frozenset(m.date for m in date_mentions(makeups, today)),
            frozenset(grounded_numbers(observation, today)),
            frozenset(workday_numbers(observation)), frozenset(_provisional_years(observation)),
            frozenset(grounded_numbers(head, today)))


def _arg_dates(args: Mapping[str, Any], today: dt.date) -> set[dt.date]:
    return {m.date for v in args.values() if isinstance(v, str) for m in date_mentions(v, today)}


def _provisional_years(observation: str) -> set[int]:
    caveat = observation.split("。", 1)[0]
    if ESTIMATE_MARK not in caveat:
        return set()
    return {int(y) for m in _CAVEAT_YEARS.finditer(caveat) for y in m.group(1).split("、")}


def archived_tool_texts(trajectory: Sequence[str]) -> list[ToolText]:
    """Each observation of an archived turn with the action it answered (feedback has none)."""
    out, action = [], None
    for entry in trajectory:
        if entry.startswith("Observation:"):
            if action is not None:
                out.append(ToolText(action[0], action[1], entry.removeprefix("Observation:").strip(), False))
            action = None
            continue
        action = None
        tool = _ACTION.search(entry)
        if tool:
            raw = _ACTION_INPUT.search(entry)
            try:
                args = json.loads(raw.group(1)) if raw else {}
            except json.JSONDecodeError:
                args = {}
            action = (tool.group(1), args if isinstance(args, dict) else {})
    return out
