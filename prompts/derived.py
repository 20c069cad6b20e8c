"""Amounts an answer derives from the person's figures without writing the sum out. Pure.

- the person's amount times a clause's rate (缴存基数10000元, 12%: 1200元), or their rate times their
  count times the rate (小时工资50元，加班4小时, 150%: 300元): `share_of_asked`;
- a clause's amount per day, hour, night, shift, week or month times the person's count in that
  period (伙食补助每天100元, 出差3天: 300元; £1.50 per hour, 8 night hours: £12), or the date tool's
  count of days: `per_period`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from prompts.quantities import MONEY, Quantity

if TYPE_CHECKING:
    from prompts.grounds import Grounds

# A period and the units of the person's figures that count it.
_COUNTED_IN = {"day": ("day", "workday", "calendar_day"), "night": ("day", "calendar_day"), "hour": ("hour",),
               "week": ("week",), "month": ("month",), "shift": ("times",), "time": ("times",), "mile": ()}


def share_of_asked(q: Quantity, found: list[Quantity], grounds: Grounds) -> bool:
    """The person's own figure times a rate a source states (月缴存基数10000元, 12%: 1200元; 月薪12000,
    80%: 9600元), or their rate times their count times the rate (小时工资50元，加班4小时, 150%: 300元),
    in money only: a rate applies to an amount. The rate is the answer's own when it names one
    (按150%支付，4小时共400元 is 200%'s product, not 150%'s)."""
    if q.unit not in MONEY:
        return False
    rates = {o.value / 100 for o in found if o.unit == "percent"} or {
        s.value / 100 for s in grounds.source_quantities if s.unit == "percent"}
    asked = sorted(grounds.asked_numbers)
    amounts = set(asked) | {a * b for i, a in enumerate(asked) for b in asked[i + 1:]}
    return any(abs(q.value - a * r) < 0.01 for a in amounts for r in rates)


def per_period(q: Quantity, grounds: Grounds) -> bool:
    """A clause's amount per period times the person's count in that period, or a date tool's count of
    days for a daily amount: in the amount's own currency, never a rate."""
    if q.unit not in MONEY or q.period is not None:  # 每天150元 is a rate itself, no total
        return False
    said = [(s.value, s.unit) for s in grounds.source_quantities if s.source < grounds.asked_sources]
    tools = [(v, u) for v, u in grounds.tool_quantities if v > 0]
    for s in grounds.source_quantities:
        if s.unit != q.unit or s.source < grounds.asked_sources or s.period not in _COUNTED_IN:
            continue
        # The person's figures in the period's unit, or written without one (8 night hours, 出差3天).
        counts = {v for v, u in said + tools if u in _COUNTED_IN[s.period]} | (grounds.asked_numbers - {v for v, _ in said})
        if any(abs(q.value - s.value * n) < 0.01 for n in counts):
            return True
    return False
