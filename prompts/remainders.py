"""What is left of the person's balance after the total the answer gives: 年假还有15天 … 共11天，剩4天. Pure.

A remainder written right after its total must be the person's balance less that total. Without this a wrong
remainder passed whenever it was some figure of theirs less some other grounded one (15 − 10 = 5)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from prompts.quantities import COMPATIBLE, Quantity

if TYPE_CHECKING:
    from prompts.grounds import Grounds

_EPS = 1e-6
_LEFT_BEFORE = re.compile(r"(?:剩余|还剩|剩下|剩|还有|余|left with|remaining|balance(?: of)?|leaving(?: you with)?)[ ]?(?:是|为|:|：)?[ ]?$", re.I)
_LEFT_AFTER = re.compile(r"[ ]?(?:left|remaining|remain)\b", re.I)
_TOTAL_BEFORE = re.compile(r"(?:一共|总共|共计|合计|总计|共|total(?: of)?|in total)[ ]?(?:是|为|:|：|扣|用)?[ ]?$", re.I)
# 扣2天，还剩3天 / it uses 2 days: what the leave took, when no total is written
_TAKEN_BEFORE = re.compile(r"(?:扣除|扣掉|扣|用掉|用了|\b(?:uses?|takes?|deducts?|costs?))[ ]?$", re.I)
_LEAVE_UNITS = frozenset({"day", "workday", "calendar_day", "hour"})
_TOTAL_AFTER = re.compile(r"[ ]?(?:in total|altogether|in all)\b", re.I)


def is_a_remainder(text: str, q: Quantity, named=None) -> bool:
    """还剩4天 / 4 days left / 4 days of annual leave remain (`named`: the match of the words naming the days)."""
    return bool(_LEFT_BEFORE.search(text, max(0, q.start - 12), q.start) or _LEFT_AFTER.match(text, named.end() if named else q.end))


def remainder_problems(text: str, found: list[Quantity], grounds: Grounds) -> list[dict]:
    """A remainder that is not the person's one balance in its unit less the total the answer gave just before it."""
    problems = []
    for i, q in enumerate(found):
        if q.unit in ("percent", "clock") or not is_a_remainder(text, q):
            continue
        units = COMPATIBLE.get(q.unit, {q.unit})
        balances = {s.value for s in grounds.source_quantities if s.source < grounds.asked_sources and s.unit in units}
        totals = [t for t in found[:i] if t.unit in units and (_TOTAL_BEFORE.search(text, max(0, t.start - 8), t.start)
                                                              or _TOTAL_AFTER.match(text, t.end))]
        totals = totals or [t for t in found[:i] if t.unit in units & _LEAVE_UNITS and _TAKEN_BEFORE.search(text, max(0, t.start - 8), t.start)]
        if len(balances) != 1 or not totals or q.start - totals[-1].end > 40:
            continue
        left = next(iter(balances)) - totals[-1].value
        if left >= 0 and abs(q.value - left) > _EPS:
            problems.append({"kind": "number", "stated": q.shown, "expected": f"{left:g}"})
    return problems
