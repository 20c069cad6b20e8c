"""Brackets: a rule that states a range (迟到5到30分钟，每次扣20元; 第6天至第30天的部分按80%; between 5
and 30 minutes) covers every value inside it. Pure; reads claim text with dates blanked.

Two uses in the answer check: the person's case written as a value inside a range (迟到10分钟扣20元)
is grounded by the range; and a value inside a clause value's range meets that value's condition
(病假第10天 meets 第6天至第30天, the 80%'s, not 超过30天, the 60%'s).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from prompts.quantities import piece_around

# The range's first end, right before the quantity that closes it: 5到30分钟, 第6天至第30天, 5 to 30 minutes.
_OPENING = re.compile(r"(?<![\d.:])(\d+(?:\.\d+)?)[^\d\s，,。；;:：()（）]{0,4}?\s*(?:至|到|-|–|—|~|～|to|and)\s*(?:第\s*)?$", re.I)
_HASH = re.compile(r"#(\d+(?:\.\d+)?)([a-z_]+)$")


def base_unit(unit: str) -> str:
    """A range's dimension: the 10th day and 10 days are read on one scale."""
    unit = unit.removeprefix("nth_")
    return "day" if unit in ("workday", "calendar_day") else unit


def ranges_in(text: str, found) -> list[tuple[float, float, str]]:
    """(low, high, unit) of each range `text` states, its unit the closing quantity's."""
    out = []
    for q in found:
        if q.unit == "clock":  # 10:00至16:00: hours of work, both ends the clause's own values
            continue
        m = _OPENING.search(text, max(0, q.start - 16), q.start)
        if not m:
            continue
        first = next((o for o in found if o.start <= m.start(1) < o.end), None)
        if first is not None and base_unit(first.unit) != base_unit(q.unit):
            continue  # 5 days and 30 minutes: two quantities, no range
        low = float(m.group(1)) * (q.value / _digits(q))
        if low < q.value:
            out.append((low, q.value, base_unit(q.unit)))
    return out


def _digits(q) -> float:
    """The number as written (5万元 holds 5, its value 50000): a range's first end is scaled alike."""
    m = re.search(r"\d+(?:\.\d+)?", q.shown)
    return float(m.group(0)) if m and float(m.group(0)) else q.value or 1.0


# What a person's case is measured in (how late, which day, how long); never an amount, a rate or a
# working-day count, which are a rule's consequence or a tool's count (岗位津贴200元至500元 grounds no
# 300元 高温津贴).
_CASE_UNITS = frozenset({"minute", "hour", "day", "week", "month", "year", "nth_day", "nth_week", "nth_month", "nth_year"})


def in_a_range(value: float, unit: str, ranges: Iterable[tuple[float, float, str]]) -> bool:
    """Whether a case value (迟到10分钟) lies inside a range a clause states (迟到5到30分钟)."""
    return unit in _CASE_UNITS and any(low <= value <= high and u == base_unit(unit) for low, high, u in ranges)


@lru_cache(maxsize=4096)
def _value(word: str) -> tuple[float, str] | None:
    """"#10nth_day" → (10.0, "day")."""
    m = _HASH.match(word)
    return (float(m.group(1)), base_unit(m.group(2))) if m else None


def met_by_range(own: frozenset[str], distinct: Iterable[str]) -> frozenset[str]:
    """The condition values in `distinct` (a clause value's "#6nth_day", "#30nth_day") that the
    answer's own values meet by lying between them (病假第10天: "#10nth_day")."""
    mine = [read for w in own if w[:1] == "#" and (read := _value(w))]
    if not mine:
        return frozenset()
    theirs: dict[str, list[tuple[float, str]]] = {}
    for w in distinct:
        if w[:1] == "#" and (read := _value(w)):
            theirs.setdefault(read[1], []).append((read[0], w))
    met: set[str] = set()
    for unit, values in theirs.items():
        if len(values) < 2:
            continue
        low, high = min(v for v, _ in values), max(v for v, _ in values)
        if any(u == unit and low < x < high for x, u in mine):  # strictly: 超过30天 is no day of 第6天至第30天
            met |= {w for _, w in values}
    return frozenset(met)


# A bound on one side (迟到15分钟以内, 第31天起, 超过30天, more than 10 days): an open range. It grounds a case
# only beside its consequence (迟到10分钟扣30元: the 30元 the bound's sentence gives). Not 满/after (满10年的
# 10天): tenure brackets are conditions, which the subject check reads.
_UPPER_AFTER = re.compile(r"[ ]{0,2}(?:以内|以下|之内|内|or less|or fewer)", re.I)
_UPPER_BEFORE = re.compile(r"(?:不超过|少于|低于|up to|within|less than|fewer than|under|below|no more than)[ ]{0,2}$", re.I)
_LOWER_AFTER = re.compile(r"[ ]{0,2}(?:以上|起|or more)", re.I)
_LOWER_BEFORE = re.compile(r"(?:超过|高于|多于|大于|more than|over|above|beyond|exceeding)[ ]{0,2}(?:第)?$", re.I)
_PIECE = re.compile(r"[^，,。；;!?！？\n]+")
_OPEN_UNITS = frozenset({"minute", "hour", "day", "nth_day", "nth_week", "nth_month"})
_CONSEQUENCES = frozenset({"yuan", "usd", "gbp", "eur", "percent"})  # what a case comes to: an amount, a rate


def open_ranges(text: str, found) -> list[tuple[float, float, str, frozenset[tuple[float, str]]]]:
    """(low, high, unit, the other values of its sentence) of each bound a clause states on one side."""
    out = []
    for q in found:
        if q.unit not in _OPEN_UNITS:
            continue
        before = text[max(0, q.start - 12):q.start]
        if _UPPER_AFTER.match(text, q.end) or _UPPER_BEFORE.search(before):
            low, high = 0.0, q.value
        elif _LOWER_AFTER.match(text, q.end) or _LOWER_BEFORE.search(before):
            low, high = q.value, float("inf")
        else:
            continue
        # Its consequence: in its own piece, or the next one after a condition's 的， (超过15分钟的，扣50元).
        start, end = next((m.span() for m in _PIECE.finditer(text) if m.start() <= q.start < m.end()), (0, len(text)))
        if text[end - 1:end + 1] in ("的，", "的,"):
            end = next((m.end() for m in _PIECE.finditer(text, end + 1)), len(text))
        # An amount or a rate anywhere in it, or any other value after the bound (more than 5 days need 4
        # weeks' notice); not a condition before it (一年不超过十天: 一年 is no consequence).
        others = frozenset((o.value, o.unit) for o in found if start <= o.start < end and (
            o.unit in _CONSEQUENCES or (o.start >= q.end and base_unit(o.unit) != base_unit(q.unit) and o.unit != "clock")))
        if others:
            out.append((low, high, base_unit(q.unit), others))
    return out


def in_an_open_range(value: float, unit: str, beside: set[tuple[float, str]], ranges) -> bool:
    """Whether a case value (迟到10分钟) lies past a bound a clause states (迟到15分钟以内) whose sentence
    gives a value the answer states beside it (扣30元)."""
    return unit in _OPEN_UNITS and any(low < value < high and u == base_unit(unit) and beside & others
                                       for low, high, u, others in ranges)


# A rule's threshold (病假10天以内, 超过5000元, up to 5 days) is a clause's value even when the person's
# figure happens to be the same number: it gets the subject check, not the person's say-so.
_THRESHOLD_BEFORE = re.compile(r"(?:超过|不超过|不少于|不低于|至少|最多|最长|最少|未满|不满|高于|低于|多于|少于|大于|小于|"
                               r"over|up to|at least|at most|more than|less than|fewer than|greater than|within|under|"
                               r"above|below|exceeding|in excess of|beyond|no more than|maximum of|minimum of)\s*$", re.I)
_THRESHOLD_AFTER = re.compile(r"[ ]{0,3}(?:以内|以上|以下|之内|内|及以上|及以下|以前|or more|or less)", re.I)
# The last character of each of _THRESHOLD_BEFORE's words: its search tries them all at each of 16 places, so it runs only
# where one of these ends the text before the value (spaces aside).
_THRESHOLD_LAST = re.compile(r"[过于少多长满rotnewgfd]", re.I)


def threshold(text: str, q) -> bool:
    """Whether `q` is written as a rule's threshold (超过5天, 10天以内, up to 5 days)."""
    last = text[max(0, q.start - 16):q.start].rstrip()[-1:]
    return bool((last and _THRESHOLD_LAST.match(last) and _THRESHOLD_BEFORE.search(text, max(0, q.start - 16), q.start))
                or _THRESHOLD_AFTER.match(text, q.end))


def a_case(q, text: str, found: list, grounds) -> bool:
    """The person's case inside a range a clause states (迟到10分钟 in 5到30分钟), or past a bound whose consequence
    the answer states beside it (迟到10分钟扣30元 against 迟到15分钟以内每次扣款30元), unless a source states the value."""
    if in_a_range(q.value, q.unit, grounds.brackets):
        return True
    if not grounds.open_brackets or any(s.value == q.value and s.unit == q.unit for s in grounds.source_quantities):
        return False
    piece = piece_around(text, q.start, sentence=True)
    beside = {(o.value, o.unit) for o in found if o is not q and o.shown in piece}
    return bool(beside) and in_an_open_range(q.value, q.unit, beside, grounds.open_brackets)
