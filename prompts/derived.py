"""Amounts an answer derives from the person's figures without writing the sum out. Pure.

- the person's amount times a clause's rate (缴存基数10000元, 12%: 1200元), or their rate times their
  count times the rate (小时工资50元，加班4小时, 150%: 300元), their pay per day by a clause's divisor at the rate: `share_rates`;
- a clause's amount per day, hour, night, shift, week or month times the person's count in that
  period (伙食补助每天100元, 出差3天: 300元; £1.50 per hour, 8 night hours: £12), or the date tool's
  count of days: `per_period`;
- an amount or rate one step from what the answer itself shows grounded (400元 at the 200% it
  states: 800元; £4,500 + £500 = £5,000; 22.5 of 37.5 hours: 60%): `one_step_from_shown`.
"""
from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from prompts.claims import blank, numbers_in
from prompts.arithmetic import worked_in_brackets
from prompts.quantities import MONEY, Quantity
from prompts.totals import is_total

if TYPE_CHECKING:
    from prompts.grounds import Grounds

# A period and the units of the person's figures that count it (8 night shifts may read as 8 nights).
_COUNTED_IN = {"day": ("day", "workday", "calendar_day"), "night": ("day", "calendar_day"), "hour": ("hour",),
               "week": ("week",), "month": ("month",), "shift": ("times", "day"), "time": ("times",), "mile": ()}


def share_rates(q: Quantity, found: list[Quantity], grounds: Grounds) -> set[float]:
    """The rates (in %) at which q is the person's own figure times a rate a source states (月缴存基数
    10000元, 12%: 1200元; 月薪12000, 80%: 9600元), their rate times their count (小时工资50元，加班4小时,
    150%: 300元), or their pay per day by the divisor a clause names times the rate (月薪10875, 除以21.75,
    200%: 1000元), in money only: a rate applies to an amount. The rate is the answer's own when it names
    one (按150%支付，4小时共400元 is 200%'s product, not 150%'s)."""
    if q.unit not in MONEY:
        return set()
    rates = {o.value for o in found if o.unit == "percent"} or {s.value for s in grounds.source_quantities if s.unit == "percent"}
    asked = sorted(grounds.asked_numbers)
    amounts = set(asked) | {a * b for i, a in enumerate(asked) for b in asked[i + 1:]}
    shares = {r for r in rates for a in amounts if abs(q.value - a * r / 100) < 0.01}
    # The pay per day at a rate the answer states, or at a rate of a clause on what the person asks about
    # (加班 → 200%), never any rate a clause holds (事假 at 300%).
    return shares | _daily_shares(q, asked, {o.value for o in found if o.unit == "percent"} | topical_rates(grounds), grounds)


def topical_rates(grounds: Grounds) -> set[float]:
    """The rates of the clauses on what the person asks about (their handbook terms)."""
    on_topic = {s.source for s in grounds.source_quantities if any(t <= s.words for t in grounds.asked_terms)}
    return {s.value for s in grounds.source_quantities if s.unit == "percent" and s.source in on_topic}


def pay_terms(grounds: Grounds) -> set[float]:
    """Figures a written-out sum may take as terms though no source states them, all from the person's pay."""
    # The person's pay per statutory day (月薪8700: 400×2=800) may be written as a term without its division.
    daily = {round(a / d, 2) for a in grounds.asked_numbers if a > 100 for d in grounds.divisors | {21.75}}  # ÷ 178 where a clause says so
    # …and their hourly or daily figure at a clause's rate (£14.40 at double time: £28.80 × 3).
    daily |= {round(a * s.value / 100, 2) for a in grounds.asked_numbers for s in grounds.source_quantities
              if s.unit == "percent" and 100 < s.value <= 400 and s.source >= grounds.asked_sources}
    # …and a clause's amount per shift or day times the person's count (12 night shifts × 30 = 360).
    return daily | period_products(grounds) | {float(m) for m in months_in_the_year(grounds)} | daily_share_amounts(grounds)


def daily_share_amounts(grounds: Grounds) -> set[float]:
    """Every amount the person's pay per day or hour comes to at a rate of the rule they ask about, as a
    term an answer may write bare (800+225=1025)."""
    asked, rates = sorted(grounds.asked_numbers), topical_rates(grounds)  # once, not once per amount
    return {round(a * r / 100, 2) for a in _pay_amounts(asked, grounds) for r in rates}


def _pay_amounts(asked: list[float], grounds: Grounds) -> set[float]:
    divisors = grounds.divisors or {21.75}  # 21.75: the statutory paid days a month
    # …by one of a clause's divisors, or two in turn (a year's salary ÷ 52 ÷ 39 hours: the hourly rate)
    steps = divisors | {d * e for d in divisors for e in divisors if d < e}
    daily = {a / d for a in asked if a > 100 for d in steps}
    daily |= {p / _HOURS_PER_DAY for p in daily}  # …and per hour of an 8-hour day (8700 ÷ 21.75 ÷ 8 = 50)
    return daily | {p * n for p in daily for n in asked if n < 100}


def is_pay_per_period(q: Quantity, grounds: Grounds) -> bool:
    """The person's pay per day or hour by a clause's divisors (£39,000 ÷ 52 ÷ 37.5: £20 an hour), or that
    times their count, stated as an amount without its division."""
    return q.unit in MONEY and any(abs(q.value - p) < 0.01 for p in _pay_amounts(sorted(grounds.asked_numbers), grounds))


def _daily_shares(q: Quantity, asked: list[float], rates: set[float], grounds: Grounds) -> set[float]:
    """The rates at which q is the person's pay per day (a clause's divisor, else the statutory 21.75
    paid days a month), or that times their count of days or hours."""
    return {r for r in rates for a in _pay_amounts(asked, grounds) if abs(q.value - a * r / 100) < 0.01}


def per_period(q: Quantity, grounds: Grounds) -> bool:
    """A clause's amount per period times the person's count in that period, or a date tool's count of
    days for a daily amount, or the sum of two such (10 middle shifts at 15元 and 12 night shifts at
    30元: 510元): in the amount's own currency, never a rate."""
    if q.unit not in MONEY or q.period is not None:  # 每天150元 is a rate itself, no total
        return False
    if grounds.asked_item_words and any(abs(s.value - q.value) < _EPS and s.unit == q.unit and s.words & grounds.item_label_words
                                        for s in grounds.source_quantities if s.source >= grounds.asked_sources):
        return False  # 高温津贴300元, a list item's value where the person's case names an item: checked as that value
    products = period_products(grounds, q.unit)
    return any(abs(q.value - v) < 0.01 for v in products | {a + b for a in products for b in products if a != b})


def period_products(grounds: Grounds, unit: str | None = None) -> set[float]:
    """Each clause amount per period (in `unit`, else any currency) times each of the person's counts in
    that period (8 night hours, 出差3天, 12 night shifts) or a date tool's count of days."""
    said = [(s.value, s.unit) for s in grounds.source_quantities if s.source < grounds.asked_sources]
    tools, out = [(v, u) for v, u in grounds.tool_quantities if v > 0], set()
    for s in grounds.source_quantities:
        if (s.unit != unit if unit else s.unit not in MONEY) or s.source < grounds.asked_sources or s.period not in _COUNTED_IN:
            continue
        # The person's figures in the period's unit, or written without one (8 night hours, 出差3天).
        counts = {v for v, u in said + tools if u in _COUNTED_IN[s.period]} | (grounds.asked_numbers - {v for v, _ in said})
        out |= {round(s.value * n, 6) for n in counts}
    return out


def months_in_the_year(grounds: Grounds) -> set[int]:
    """The months of its year from or to a date the person names (joined 1 April: April to December is
    9 months; leaving 15 May: 4 or 5), for a share pro rata by months."""
    out = {m for d in grounds.firm_dates - {grounds.today} for m in (12 - d.month + 1, 12 - d.month + (d.day == 1), d.month, d.month - 1)}
    return {m for m in out if 0 < m < 12}


def pro_rata(q: Quantity, grounds: Grounds) -> bool:
    """The person's amount pro rata by the months of the year they name (24,000 a month from 1 April:
    18,000 for the year's 13th month), in money."""
    return q.unit in MONEY and any(abs(q.value - a * m / 12) < 0.01 for a in grounds.asked_numbers if a > 100
                                   for m in months_in_the_year(grounds))


# A length in another unit of time: 16 weeks = 112 days; 10 hours a month = 120 hours a year; 120 hours =
# 15 working days of 8 hours (never the other way: 5 days is no 40-hour cap).
_DAYS_PER_WEEK, _WORKDAYS_PER_WEEK, _MONTHS_PER_YEAR, _HOURS_PER_DAY = 7, 5, 12, 8


def converted(q: Quantity, found: list[Quantity], grounds: Grounds, text: str = "") -> bool:
    """A length a source states that the answer writes too, again in another unit of time (16周是112天;
    10 hours a month, i.e. 120 hours a year; 120 hours (15 working days))."""
    if q.unit not in ("day", "calendar_day", "workday", "hour", "month", "week"):
        return False
    # Restated beside it (120 hours (15 working days); 16周，也就是112天), not anywhere in the answer.
    stated = {(o.value, o.unit) for o in found if o is not q and abs(o.start - q.start) <= 40}
    # A total of days before it in hours (Total: 6.5 days = 52 hours): the days add up on their own, so the
    # two do not stand on each other as 25天（200小时） would.
    totals = {o.value for o in found if o.unit in ("day", "workday") and 0 < q.start - o.start <= 40 and is_total(o, text, found)}
    anywhere = {(o.value, o.unit) for o in found}
    sources = grounds.source_quantities
    yearly = {s.value * _MONTHS_PER_YEAR for s in sources if s.unit == "hour" and s.period == "month" and (s.value, "hour") in anywhere}
    if q.unit == "hour":  # …or the days beside it in hours (6.5 days = 52 hours): those days are checked themselves
        days = {v * (grounds.hours_per_day or _HOURS_PER_DAY) for v in totals if q.period is None}
        return q.period in (None, "year") and any(abs(q.value - v) < 0.01 for v in yearly | days)
    if q.unit == "month":  # 服务期2年即24个月: the years beside it, in months (the years are checked themselves)
        return any(u == "year" and abs(q.value - v * 12) < 0.01 for v, u in stated)
    if q.unit == "week":  # 3 weeks — 21 days: days beside it that a tool or a clause states (2周（14天） grounds nothing)
        by = {(s.value, s.unit) for s in sources} | set(grounds.counts)
        return any(abs(q.value * (_WORKDAYS_PER_WEEK if u == "workday" else _DAYS_PER_WEEK) - v) < 0.01 for v, u in stated
                   if u in ("day", "calendar_day", "workday") and {(v, u), (v, "day" if u == "calendar_day" else u)} & by)
    # The hours or weeks beside it in another unit (160小时，合20天): the conversion holds, and those figures
    # are checked in their own right.
    hours = {v for v, u in stated if u == "hour"}
    weeks = {v for v, u in stated if u == "week"}
    per_week = _WORKDAYS_PER_WEEK if q.unit == "workday" else _DAYS_PER_WEEK  # 4 weeks: 28 days, 20 working days
    return any(abs(q.value - v) < 0.01 for v in {h / _HOURS_PER_DAY for h in hours} | {w * per_week for w in weeks})


_EPS = 1e-6
_STATUTORY = frozenset({21.75, 20.83, 8.0, 12.0})  # paid days and working days a month, hours a day, months a year


def one_step_from_shown(unproven: list[tuple[Quantity, dict]], text: str, found: list[Quantity],
                        accepted: set[tuple[float, str]], results: set[float], known: set[float], grounds: Grounds) -> list[dict]:
    """The problems of `unproven` (amounts and rates no source states) that are one step from what the
    answer shows grounded, to drop. Shown: its written-out results, its grounded money, numbers it
    writes without a unit that the conversation holds (10,000 miles); a count or a duration it states
    (10分钟, 3天) only multiplies; a rate only scales (200% is never an amount of 200). A count or a
    length no source states is kept unless it is a figure at a rate the answer shows."""
    rates = {v for v, u in accepted if u == "percent"}
    # …or what is left of the person's figure past a clause's band (12,000 miles, the first 10,000: the other 2,000).
    left = {abs(a - c) for a in grounds.asked_numbers for c in grounds.numbers if a > c > 0}
    held = {n for n in numbers_in(blank(text, [(q.start, q.end) for q in found])) if any(abs(n - k) < _EPS for k in known | left)}
    amounts = results | held | {v for v, u in accepted if u in MONEY}
    counts = {v for v, u in accepted if u not in MONEY and u != "percent"}
    factors = grounds.numbers | grounds.asked_numbers | {v for v, _ in grounds.tool_quantities} | _STATUTORY | counts
    # A clause's rise or cut by a share (上浮30%: 550 → 715; reduced by 20%): a rate like any other.
    # Money only: a count is never a rise of another.
    rises = {100 + sign * v for s in grounds.source_quantities if s.unit == "percent" and 0 < (v := s.value) < 100
             and s.source >= grounds.asked_sources for sign in (1, -1)}
    # The person's pay per working day of a month a tool counted (月薪8700, 5月19个工作日: 457.89), as by 21.75.
    daily = {a / v for a in grounds.asked_numbers if a > 100 for v, u in grounds.tool_quantities if u == "workday" and 16 <= v <= 23}
    return [p for _, p in _one_step_from(unproven, amounts, rates, factors, grounds.asked_numbers, counts, rises, daily)]


def _one_step_from(unproven: list[tuple[Quantity, dict]], amounts: set[float], rates: set[float], factors: set[float],
                   asked: set[float], counts: set[float], rises: set[float] = frozenset(), daily: set[float] = frozenset()):
    """The amounts and rates no source states that are one step from what the answer shows grounded:
    800元 at the 200% it states of the 400元 it computed, £4,500 for the 10,000 miles it names at 45p,
    then £5,000 as £4,500 + £500, 22.5 of the 37.5 hours it names as 60%. A shown amount is always one term: an
    amount the answer states bare is not grounded by two clause numbers that happen to make it; the
    other term of a sum or difference is shown too, or the person's figure (3000元 less 2400元); a
    rate only scales (200% is never an amount of 200). The person's pay per statutory day (月薪8700 ÷
    21.75) counts only times their own figures or a rate the answer states (请2天: 800元; 按80%: 320元),
    never times a number or rate a clause happens to hold (2天事假 at a 300% overtime rate is no
    deduction). Repeated until nothing more follows, each new value a term of the next."""
    amounts, rates, pending, proven = set(amounts), set(rates), list(unproven), []
    daily = {a / 21.75 for a in asked if a > 100} | set(daily)
    while pending:
        steps = set()
        # The pools are the same for every amount of a round (the same sets, walked in the same order): built once.
        terms, all_rates, others = factors | amounts, factors | rates | rises, amounts | asked
        for a in amounts:
            for b in terms:
                steps |= {a * b} | ({a / b, b / a} if a and b else set())
            steps |= {a * r / 100 for r in all_rates}
            steps |= {a + b for b in others} | {abs(a - b) for b in others}
        for a in daily:
            steps |= {a} | {a * b for b in asked | amounts} | {a * r / 100 for r in rates}
        # A share of two values the answer shows, or of two of the person's own (22.5 of 37.5 hours: 60%).
        ratios = {100 * a / b for pool in (amounts | counts, asked) for a in pool for b in pool if b and a < b}
        # A count or a length only as a clause's or the person's figure at a rate the answer shows (60% of
        # 25 days: 15 days); never a sum or a product of amounts.
        scaled = {b * r / 100 for b in factors for r in rates}
        # A figure shown to cents is that step rounded (8700 ÷ 19 = 457.8947…: 457.89), and its next step is the exact
        # value's (× 2 = 915.79, not 915.78).
        found = [(q, p, v) for q, p in pending for slack in (max(1e-6 * max(1.0, q.value), _rounding_slack(q)),)
                 for v in (ratios if q.unit == "percent" else steps if q.unit in MONEY else scaled) if abs(q.value - v) < slack]
        if not found:
            break
        for q, p, v in found:
            if (q, p) in pending:
                pending.remove((q, p))
                proven.append((q, p))
            (rates if q.unit == "percent" else amounts).update({q.value, v})
    return proven


def _rounding_slack(q: Quantity) -> float:
    """Half the last digit an amount is shown to when it has decimals (457.89: 0.005); none for a whole figure."""
    tail = q.shown.rsplit(".", 1)[1] if "." in q.shown else ""
    digits = len(tail) - len(tail.lstrip("0123456789"))
    return 0.5 * 10 ** -digits + 1e-9 if digits else 0.0


def rated_amounts(amounts: set[float], grounds: Grounds) -> set[float]:
    """Each amount at each rate a clause states, or raised or cut by a share it states (a 25% Sunday
    premium: 125%), the person's pay per day or hour among the amounts."""
    rates = {s.value for s in grounds.source_quantities if s.unit == "percent" and 0 < s.value <= 400}
    rates |= {100 + sign * r for r in rates if r < 100 for sign in (1, -1)}
    pool = set(amounts) | _pay_amounts(sorted(grounds.asked_numbers), grounds)
    return {round(a * r / 100, 6) for a in pool for r in rates}


_ABOUT = re.compile(r"(?:约|大约|大概|约合|合计约|共约|about|around|approximately|roughly|approx\.?|~|≈)\s*(?:[A-Z]{3}\s?|[£$€¥₹]\s?)?$", re.I)


# Words that round a worked result to the figure after them (≈ 3.34天，零头不算，所以3天; 9.33, rounded down = 9).
_ROUNDED = re.compile(r"\bround(?:ed|ing)?(?: down| up)?|向下|向上|取整|四舍五入|舍去|零头|不足[1一]?[整]?天|不满[1一]?天|→|⇒", re.I)
_DOWN = re.compile(r"down|向下|舍去|零头|不足|不满", re.I)
_UP = re.compile(r"\bup\b|向上", re.I)


def _roundings(r: float, way: str | None) -> set[float]:
    down, up = {math.floor(r), math.floor(r * 2) / 2}, {math.ceil(r), math.ceil(r * 2) / 2}
    return down if way == "down" else up if way == "up" else down | up | {round(r)}


def rounds_a_result(q: Quantity, text: str, results: set[float]) -> bool:
    """约920元 after 5000/21.75×0.8×5=919.54: a result the answer worked out, rounded to the figure it gives;
    or the working right after it in brackets (SGD 243 (12 × 20.25))."""
    if (worked := worked_in_brackets(text, q.end)) is not None and abs(worked - q.value) < 0.5:
        return True
    # ≈ 9.33, rounded down to the nearest half day = 9: said here, or where the rounding is said; down (向下, 零头不算)
    # is down, up (向上) is up
    said = results and (_ROUNDED.search(text, max(0, q.start - 40), q.start) or next(
        (m for m in _ROUNDED.finditer(text) if q.value in numbers_in(text[m.end():m.end() + 40])[:1]), None))
    if said:
        way = "down" if _DOWN.search(said.group(0)) else "up" if _UP.search(said.group(0)) else None
        if any(q.value in _roundings(r, way) for r in results if r > 1):
            return True
    return bool(results) and bool(_ABOUT.search(text, max(0, q.start - 16), q.start)) \
        and any(abs(q.value - r) < (10 if q.value % 10 == 0 and abs(r) >= 100 else 1) for r in results)


def one_step_results(results: set[float], grounds: Grounds) -> set[float]:
    """One step from what the answer computed or the person said: a × b, a ÷ b, a ± b."""
    asked = grounds.asked_numbers
    counts = {v for v, _ in grounds.tool_quantities}
    out = set(results)
    # 1 is no step either way: × 1 makes the person's 10 no 10 of another unit, and a 1 the person wrote
    # (下周一, 一个长假, 1月) is no day to add to or take from a count (40 calendar days is no 41).
    for a in (results | asked) - {1.0}:
        for b in (results | asked | counts) - {a, 1.0}:
            out |= {a * b, a + b, abs(a - b)} | ({a / b} if b else set())
    return {round(v, 6) for v in out if v > 0}


def tenure_from_dates(q: Quantity, grounds: Grounds) -> bool:
    """Years or months from a date the conversation holds to today (2019-07-01入职，满6年)."""
    if q.unit not in ("year", "month"):
        return False
    t = grounds.today
    spans = set()
    for d in grounds.firm_dates:
        if d < t:
            months = (t.year - d.year) * 12 + t.month - d.month - (t.day < d.day)
            spans |= {t.year - d.year, months // 12} if q.unit == "year" else {months, months + 1}
    return q.value in spans or (q.unit == "month" and q.value in months_in_the_year(grounds))
