"""The numbers an answer states, against the quantities the conversation established. Pure.

A number with a unit is grounded when
- a retrieved clause, the question or a tool states the same quantity in a compatible unit
  (10% is not 10日; 1.5倍 is 150%; 3天 may be 3 working days), and, where that clause states
  other values in the same unit, the answer's words sit closer to this value's than to theirs;
- it is a date tool's count (working days, calendar days);
- it counts part of a range the answer names (其中2月16日至20日这5个工作日): the calendar says
  how many working, calendar or Monday-to-Friday days that range has;
- it is the result of arithmetic the answer wrote out and got right, or one step from it (400元 a day × the person's 3 days
  = 1200元), or the person's own figure plus or minus a grounded one (5 days, 2 taken: 3 left); midnight is a day's edge.
Arithmetic written out (a÷b=c, a×b=c, a−b=c, a+b=c) must come out right, its operands numbers the conversation holds (or a statutory
constant such as 21.75 days a month); a remainder after its total is the person's balance less it (`prompts.remainders`)."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from prompts.claims import DateMention, RelativeMention, blank, blank_names, numbers_in
from prompts.brackets import a_case, met_by_range, ranges_in, threshold
from prompts.increments import due, owed_by_a_rule, per_step, restates_a_step, stepped
from prompts.noun_counts import count_problems
from prompts.remainders import remainder_problems
from prompts.statutory_days import with_day_kinds
from prompts.ordinals import ordinal_grounded
from prompts.day_claims import festival_length_problem, festival_span
from prompts.workday_claims import workdays_to_a_named_day, workdays_to_a_named_day_problem
from prompts.calendar_counts import (day_of_a_known_date, counted_on_the_calendar, days_off_in_a_row, half_days, hours_as_days_problems,
                                     leave_over_calendar_days, months_of_a_span, total_of_counts, workday_hours)
from prompts.range_counts import counts_a_list, month_parts, offset_to_a_named_day, range_count, rest_days_of_a_range
from prompts.tenure import a_bracket_they_meet, tenure_decides
from prompts.derived import (converted, is_pay_per_period, one_step_from_shown, one_step_results, pay_terms, per_period, pro_rata,
                             rated_amounts, rounds_a_result, share_rates, tenure_from_dates)
from prompts.totals import is_total, restated, results_with_units, sums_worked_results, with_results
from prompts.clock_spans import clock_gaps, day_edges, right_span_hours
from prompts.quantities import (COMPATIBLE, MONEY, Quantity, SourceQuantity, arithmetic, elides_a_factor, names_a_bound, piece_around, quantities,
                                 subject_words, tenure_bounds)

if TYPE_CHECKING:
    from prompts.grounds import Grounds

# Statutory figures an answer may compute with though no clause states them: 21.75 paid days a month (劳社部发〔2008〕3号), 20.83 a month.
CONSTANTS = frozenset({21.75, 20.83, 8.0, 12.0, 100.0, 1.0, 2.0})
_EPS = 1e-6
# Units of one dimension, and the factor to the key's unit.
_CLOCKED = frozenset({"minute", "hour"})
_SAME_DIMENSION = {"minute": {"hour": 60.0}, "hour": {"minute": 1 / 60}, "month": {"year": 12.0}, "year": {"month": 1 / 12}}


def number_problems(text: str, mentions: Sequence[DateMention], relatives: Sequence[RelativeMention],
                    spans, grounds: Grounds) -> list[dict]:
    bare = blank(text, [(m.start, m.end) for m in mentions] + [(r.start, r.end) for r in relatives])
    bare = blank_names(bare)
    problems: list[dict] = []
    results: set[float] = set()
    sums = arithmetic(bare)
    known = _known(grounds) if sums else set()  # else only unproven values need them (below)
    daily = pay_terms(grounds) if sums else set()  # only a written-out sum's operands are looked up in them
    daily |= (hours := workday_hours(text, grounds) | right_span_hours(text))  # 3个工作日 = 24小时; 14:00–18:00 → 4h
    operands_unknown: list[tuple[float, dict]] = []
    for a in sums:
        if _another_divisor(a, grounds):  # 日工资=8700÷20 where the clause divides by 21.75
            problems.append({"kind": "arithmetic", "stated": a.shown, "expected": "÷" + "、".join(f"{d:g}" for d in sorted(grounds.divisors))})
        if not a.holds and not elides_a_factor(a, results | {o.value for o in quantities(bare[:a.start]) if o.unit != "percent"}):
            shown = f"{a.computed:g}" if a.computed is not None else "无法计算（除以零）"
            problems.append({"kind": "arithmetic", "stated": a.shown, "expected": shown})
        for v in () if a.chained else a.operands:
            if not any(abs(v - k) < _EPS or abs(v * 100 - k) < _EPS for k in known | results | daily):
                operands_unknown.append((v, {"kind": "number", "stated": f"{v:g}", "expected": None}))
        results |= {a.stated} | ({round(a.computed, 6)} if a.approximate and a.holds else set())  # 8700÷19≈457.89: ×2 is 915.79
        if a.shown.rstrip().endswith("%"):  # = 4%: a percentage stated later reads 4
            results.add(round(a.stated * 100, 6))
    bare = blank(bare, [(a.start, a.end) for a in sums])
    summed = with_results(bare, sums)  # the totals' text: each worked sum by its result
    # Not circular: a value the answer divides or multiplies by is not grounded by its result (10875÷30=362.5: no 除以30天 rule).
    operands = {v for a in sums for v in a.operands} - {a.stated for a in sums if a.holds}  # 286÷18=15; 35+15=50: 15 holds
    derived = {d for d in one_step_results(results, grounds) if not operands or not any(abs(d - v) < _EPS for v in operands)}
    found = quantities(bare)
    accepted: set[tuple[float, str]] = set()
    kinds = ""
    unproven: list[tuple[Quantity, dict]] = []
    # 12月占5天 / 9 in December: the part of a counted range in that month, per the calendar.
    parts = month_parts(text, grounds)
    problems += [{"kind": "count", "stated": shown, "expected": "、".join(map(str, sorted(allowed)))}
                 for _, value, allowed, shown in parts if value not in allowed]
    for q in found:
        if any(q.start == at for at, *_ in parts):
            continue
        # 要请7天 for 6 working days over 7 calendar days; 元旦只放1天 when it has three
        if said := (leave_over_calendar_days(q, text, grounds) or festival_length_problem(q, bare, grounds)
                    or workdays_to_a_named_day_problem(q, text, mentions, grounds)):
            problems.append(said)
            continue
        named = range_count(q, text, mentions, spans, grounds)
        if (named and named[2] and not named[0] and not is_total(q, bare, found)  # 5月6日至8日这4天: the range's own count
                and not (q.unit == "day" and counts_a_list(q, text, mentions, grounds))):  # …not 1、4、7日（3天） after it
            problems.append({"kind": "count", "stated": q.shown, "expected": "、".join(map(str, sorted(named[1])))})
            continue
        # A working-day count is only a tool's or a clause's, or a result the answer wrote out; a rate
        # is a clause's (50元 × 4小时 = 200 is no 200%).
        steps = results if q.unit in ("workday", "percent") else derived
        if (any(abs(q.value - d) < _EPS for d in steps) or _left_over(q, bare, grounds, hours, accepted) or tenure_from_dates(q, grounds)
                or _the_persons_count(q, bare, grounds) or (q.is_count and q.value in grounds.asked_spans)
                or a_bracket_they_meet(q, tenure_bounds(bare, [o for o in found if o.unit in ("year", "month")
                                                                and abs(o.start - q.start) < 24]), grounds)
                or offset_to_a_named_day(q, text, mentions, grounds) or rest_days_of_a_range(q, bare, grounds)
                or day_of_a_known_date(q, grounds) or festival_span(q, bare, grounds)
                or (q.unit != "workday" and (not threshold(bare, q) or _AT_LEAST_BEFORE.search(bare, max(0, q.start - 12), q.start))
                    and grounds.increments and stepped(q.value, q.unit, bare, q.start, grounds.increments, _asked_figures(grounds)))
                or per_step(q.value, q.unit, grounds.increments)
                or (not threshold(bare, q) and not ranges_in(bare, [q]) and a_case(q, bare, found, grounds))
                or ordinal_grounded(q.value, q.unit, grounds.tool_quantities, [(s.value, s.unit) for s in grounds.source_quantities])
                or share_rates(q, found, grounds) or per_period(q, grounds) or pro_rata(q, grounds)
                or converted(q, found + results_with_units(sums, text), grounds, summed)
                or is_total(q, summed, found + results_with_units(sums, text)) or rounds_a_result(q, bare, results)
                or sums_worked_results(q, sums) or is_pay_per_period(q, grounds)
                or (named and named[0]) or counts_a_list(q, text, mentions, grounds)  # 其中2月16日至20日这5个工作日: the range's own count
                or counted_on_the_calendar(q, text, mentions, grounds) or months_of_a_span(q, bare, grounds) or half_days(q, bare, grounds)
                or (q.unit == "hour" and q.value in hours) or (q.unit == "clock" and q.value in day_edges(text))
                or (q.unit in ("minute", "hour") and not threshold(bare, q)  # 晚到30分钟 (11:00 against 10:30), no rule's 超过30分钟
                    and (q.value, q.unit) in clock_gaps(text, {s.value for s in grounds.source_quantities if s.unit == "clock"}))
                or days_off_in_a_row(q, bare, grounds) or workdays_to_a_named_day(q, text, mentions, grounds) or total_of_counts(q, grounds)
                or ((q.value, q.unit) in accepted and restated(q, found, bare))):
            accepted.add((q.value, q.unit))
            continue
        ok, expected = _grounded(q, bare, found, grounds, kinds := kinds or with_day_kinds(bare, mentions, grounds.calendar))
        if ok and not (expected := _not_the_persons_due(q, bare, grounds)):
            accepted.add((q.value, q.unit))
            continue
        if q.unit == "workday" and grounds.counts:
            counts = "、".join(f"{v:g}" for v, u in grounds.counts if u == "workday")
            problems.append({"kind": "count", "stated": q.shown, "expected": counts or None})
        else:
            problems.append({"kind": "number", "stated": q.shown, "expected": expected})
            if expected is None and q.unit not in ("workday", "clock") and not q.unit.startswith("nth_") and not threshold(bare, q):
                unproven.append((q, problems[-1]))
    if unproven:
        # A total stands on its terms: it grounds none of them (4,500 + 550 = 5,050 makes no 550 a step from 5,050).
        terms = found + results_with_units(sums, text)
        totals = {(q.value, q.unit) for q in found if is_total(q, summed, terms)}
        for problem in one_step_from_shown(unproven, bare, found, accepted - totals, results, known or _known(grounds), grounds):
            problems.remove(problem)
    # An operand the answer stated before as a grounded figure (即16000元；…16000×9÷12=12000) is that figure,
    # or an amount it worked out at a clause's rate (€25 an hour at time-and-a-quarter: 4 × €31.25).
    at_rates = rated_amounts(results | grounds.asked_numbers | {v for v, u in accepted if u in MONEY}, grounds) if operands_unknown else set()
    at_rates |= {r / d for r in results if r > 20 for d in grounds.divisors | {8.0}}  # 700元日薪，再 ÷ 8 = 87.5: the next step of a result
    problems += [p for value, p in operands_unknown if not any(abs(value - v) < _EPS or (u == "percent" and abs(value * 100 - v) < _EPS)
                                                               for v, u in accepted) and not any(abs(value - v) < 0.005 for v in at_rates)]
    problems += hours_as_days_problems(text, grounds) + remainder_problems(bare, found, grounds)  # 12 hours — that's 2 days; 剩4天
    return problems + (count_problems(bare, grounds.noun_counts, grounds.asked_numbers) if grounds.noun_counts else [])


def _known(grounds: Grounds) -> set[float]:
    """The numbers the conversation holds, as terms of a sum or steps from one (never empty: the statutory constants)."""
    known = grounds.numbers | grounds.asked_numbers | {v for v, _ in grounds.tool_quantities} | CONSTANTS | grounds.half_day_cuts  # 0.5 + 1
    known |= {v - c for v, u in grounds.tool_quantities if u == "workday" for c in grounds.half_day_cuts if v > c}  # 2.5天 × 8
    # A clause's rise as a factor (上浮20%: 480 × 1.2).
    return known | {round(1 + s.value / 100, 6) for s in grounds.source_quantities if s.unit == "percent" and s.value < 100}


def _another_divisor(a, grounds: Grounds) -> bool:
    """The person's pay divided by another number of days or hours a month than the one a clause divides it by (出勤286天 ÷ 18
    divides no pay; a pool of 60,000 ÷ 400 points is no pay per day or hour)."""
    per = len(a.operands) == 2 and (a.operands[1] <= 31 or 150 <= a.operands[1] <= 250)  # days or hours a month
    return (bool(grounds.divisors) and per and ("÷" in a.shown or "/" in a.shown)
            and any(abs(a.operands[0] - v) < _EPS for v in _asked_in(MONEY, grounds) if v > 100)
            and not any(abs(a.operands[1] - d) < _EPS for d in grounds.divisors))


# at least six weeks / 至少提前6周: the least the person must give, what a step rule comes to for them.
_AT_LEAST_BEFORE = re.compile(r"(?:at least|no less than|minimum of|not less than|至少|不少于|不低于|最少)\s*$", re.I)


def _not_the_persons_due(q: Quantity, text: str, grounds: Grounds) -> str | None:
    """A clause's floor or cap stated as the person's value (需要提前2周通知, where 2 weeks is the minimum
    and a week for each of their 3 years gives 3): what the step rule gives them, else None."""
    # …nor where the rule's step is restated (two weeks' notice for every week of leave), not the person's due
    if threshold(text, q) or names_a_bound(piece_around(text, q.start)) or restates_a_step(q, text, grounds.increments):
        return None
    units = COMPATIBLE.get(q.unit, {q.unit})
    same = [s for s in grounds.source_quantities if s.source >= grounds.asked_sources and s.unit in units
            and abs(s.value - q.value) < _EPS]
    if not same or not all("≥" in s.words or "≤" in s.words for s in same):
        return None
    mine = [(s.value, s.unit, s.words) for s in grounds.source_quantities if s.source < grounds.asked_sources]
    values = due(q.unit, grounds.increments, mine)
    if not values or any(abs(q.value - v) < _EPS for v in values):
        return None
    return _shown(min(values), q)


def _the_persons_count(q: Quantity, text: str, grounds: Grounds) -> bool:
    """How many times or days the person did it, in their own words (I did two sleep-ins: 两次共110英镑;
    two Saturdays: two rest days), not a limit the answer states (每月最多2次)."""
    if q.unit == "times":
        mine = grounds.asked_numbers
    elif (q.unit in ("day", "calendar_day") and q.is_count) or q.unit == "hour":  # two Saturdays: "two rest days"; 3 in May: 3晚
        mine = _asked_in(COMPATIBLE.get(q.unit, {q.unit}), grounds) - {1.0}  # a 1 says too little (1 June, 1 shift)
    else:
        return False
    return q.value in mine and not threshold(text, q) and not names_a_bound(piece_around(text, q.start))


def _asked_figures(grounds: Grounds) -> list[tuple[float, frozenset[str]]]:
    """The person's figures with their words (在公司干了4年), and those written without a unit."""
    said = [(s.value, s.words) for s in grounds.source_quantities if s.source < grounds.asked_sources]
    return said + [(a, frozenset()) for a in grounds.asked_numbers if all(abs(a - v) > _EPS for v, _ in said)]


def _left_over(q: Quantity, text: str, grounds: Grounds, hours: set[float] = frozenset(),
               accepted: set[tuple[float, str]] = frozenset()) -> bool:
    """The person's own figure plus or minus a grounded one in the same unit (5 days' leave, 2 taken: 3 left);
    never a working-day count, which only the tools and clauses state, nor a rate (第10天 plus 80% is no 90%),
    nor a rule's threshold (a claim of USD 3,000 less USD 1,000 is no "above USD 2,000" tier)."""
    if q.unit in ("workday", "percent") or threshold(text, q):
        return False
    units = COMPATIBLE.get(q.unit, {q.unit})
    pool = {s.value for s in grounds.source_quantities if s.unit in units} | (set(hours) if q.unit == "hour" else set()) \
        | {v for v, u in accepted if u in units}  # 共11天，剩4天 (15 − 11); 6 h left, so 10 more is 4 over (10 − 6)
    mine = _asked_in(units, grounds) - {grounds.hours_per_day}  # 每天排班6小时: a day's length, no balance
    return any(abs(q.value - v) < _EPS for a in mine for b in pool for v in (a + b, a - b, b - a))


def _asked_in(units: set[str], grounds: Grounds) -> set[float]:
    """The person's figures that may be in `units`: those written without a unit (月薪8700) or in
    one of them; not 工作12年 for a count of days."""
    said = {}
    for s in grounds.source_quantities:
        if s.source < grounds.asked_sources:
            said.setdefault(s.value, set()).add(s.unit)
    return {a for a in grounds.asked_numbers if a not in said or said[a] & units}


def _grounded(q: Quantity, text: str, found: list[Quantity], grounds: Grounds, kinds: str = "") -> tuple[bool, str | None]:
    """(whether a source states this quantity about this subject, the clause's own value when it
    states another one for these words)."""
    units = COMPATIBLE.get(q.unit, {q.unit})
    # A rate's period must agree when both name one (USD 60 per month is not USD 60 per week). A
    # duration in another unit of time is the same quantity (1小时 is 60 minutes): a value and its
    # rival may be written in different ones (nursing time 30 minutes against 哺乳1小时).
    convert = _SAME_DIMENSION.get(q.unit, {})
    candidates = [s if s.unit in units else SourceQuantity(s.value * convert[s.unit], q.unit, s.words, s.source, s.period,
                                                           s.conditions)
                  for s in grounds.source_quantities
                  if (s.unit in units or s.unit in convert) and (s.period == q.period or None in (s.period, q.period))]
    # A rival in another unit only where the two are one measure written two ways (哺乳1小时 against 30
    # minutes); 满两年 is a tenure, no rival of a 12-month pay window.
    native = [s for s in grounds.source_quantities if s.unit in units or (s.unit in convert and {s.unit, q.unit} <= _CLOCKED)]
    same = [s for s in candidates if abs(s.value - q.value) < _EPS]
    if q.is_count and any(abs(q.value - v) < _EPS and u in units for v, u in grounds.tool_quantities):
        # A tool's count names no subject: it stands unless the answer's words are a clause's other value's
        # (请假超过3天的须审批, where the clause says 5天 and the tool counted 3 working days).
        same.append(SourceQuantity(q.value, q.unit, frozenset(), -1))
    if not same:
        return False, None
    if any(s.source < grounds.asked_sources for s in same) and not threshold(text, q):
        # The person's own figure (请2天事假 … 请2天扣1000元): no clause's subject to mix up, unless a step
        # rule about the answer's words gives them another (three weeks off, two weeks' notice for every
        # week: "three weeks' notice" is not theirs).
        owed = owed_by_a_rule(q, text, grounds.increments, grounds.source_quantities, grounds.asked_sources)
        return (False, _shown(min(owed), q)) if owed and q.value not in owed else (True, None)
    if q.unit.startswith("nth_"):
        return True, None  # an ordinal names a day or a range's end (years 3–5): its value is the claim
    own = subject_words(kinds or text, q, found, local=True)  # with each date's kind (10月1日: 法定节假日)
    bracket = tenure_decides(q, same, candidates, own, grounds)
    if bracket is True:
        return True, None  # the person's service meets this value's bracket: no rival's words outweigh that
    if bracket is not None:
        return False, _shown(bracket.value, q)
    # The person's own figures (签三年合同) are conditions their case meets, whether or not the answer
    # repeats them, unless the answer names its own condition in that unit (满十年的10天: another case
    # than the person's 满一年); they never make the answer one that names a condition (see `_closer`).
    named = {_HASH_UNIT.sub("", w) for w in own if w[:1] == "#"}
    met = frozenset(w for s in grounds.source_quantities if s.source < grounds.asked_sources
                    and _HASH_UNIT.sub("", w := f"#{s.value:g}{s.unit}") not in named)
    # So are the grades and ranks the person names (我绩效B), unless the answer names one itself.
    met |= grounds.asked_ranks if not any(_RANK_WORD.match(w) for w in own) else frozenset()
    # …and so do the places and cases the person names that a table row states (去上海出差: the row 一类（北京、上海）).
    met |= grounds.asked_row_words
    # A piece that names the rival's value too lists the values (年假5到15天): no mix-up to find.
    piece = piece_around(text, q.start)
    # Not a number of another unit (三年合同试用期六个月: the 3 is years, no 3个月 listed).
    others = [o.shown for o in found if o.unit not in units and o.unit != "clock" and o.shown in piece]
    bare_piece = piece
    for shown in others:
        bare_piece = bare_piece.replace(shown, " ")
    listed = set(numbers_in(bare_piece)) | {o.value for o in found if o.unit == q.unit and o.shown in piece}  # 10:00至16:00
    # The words that tell this value's subject from a rival's (words both share say nothing).
    # The rivals whose words fit better than every same-valued source's; the feedback names the best fit.
    # The person's own figures (签三年合同) describe their case: no rule a clause's value competes with. Per km: no day's amount.
    # A value the clause states only as a cap or floor, written with no period (八百元封顶), is no rate of the person's case.
    rivals = [s for s in candidates if abs(s.value - q.value) >= _EPS and s.value not in listed and s.source >= grounds.asked_sources
              and (q.period != "mile" or s.period == q.period) and any(s.words is n.words and s.source == n.source for n in native)
              and not _another_period(s, same) and not (q.period is None and s.period and all({"≤", "≥"} & n.words for n in same))]
    # Where the answer's words say nothing about whether the value is the rival's (伙食补助每天150元 against
    # two clauses' 伙食补助), the handbook terms of the person's question pick the clause for them
    # (普通员工去成都出差 → the clause on 普通员工, not the managers'). Only between clauses: inside one,
    # a term the question names (病假) is the whole clause's topic though written beside one value.
    beaten = []
    for i, r in enumerate(rivals):
        # The item the person's case names decides between two items' values only, not a rule beside them.
        fits = [_fit(own, r, s, met | grounds.asked_item_words
                     if r.words & grounds.item_label_words and s.words & grounds.item_label_words else met) for s in same]
        if not any(fits) and all(r.source != s.source for s in same):
            fits = [_term_fit(grounds.asked_terms, r, s) for s in same]
        elif all(r.source != s.source for s in same) and not (own | met) & r.words - {w for s in same for w in s.words}:
            continue  # another clause's value wins on words the answer shares with it, not on a condition left out
        beaten.append((min(fits), i, r))
    beaten = [b for b in beaten if b[0] > 0]
    if beaten:
        r = max(beaten, key=lambda b: (b[0], -b[1]))[2]
        return False, _shown(r.value, q)
    return True, None


def _another_period(rival: SourceQuantity, same: list[SourceQuantity]) -> bool:
    """A rate per another period than every same-valued source's (200元/月 against 30元/班): another kind
    of amount, no rival, when the answer's own figure names no period."""
    return rival.period is not None and all(s.period is not None and s.period != rival.period for s in same)


def _term_fit(terms: list[frozenset[str]], rival: SourceQuantity, same: SourceQuantity) -> int:
    """How many of the question's terms (each as its words) are the rival's and not the same-valued
    source's, less the other way round: a term counts once however many characters it has."""
    return (sum(1 for t in terms if t <= rival.words and not t <= same.words)
            - sum(1 for t in terms if t <= same.words and not t <= rival.words))


def _fit(own: frozenset[str], rival: SourceQuantity, same: SourceQuantity, met: frozenset[str] = frozenset()) -> int:
    """How much better the answer's words fit the rival than the same-valued source. Their conditions
    decide when the answer's words meet either's (第6天至第30天的部分按基本工资的80%: the condition is
    the 80%'s, though 基本工资 is written only beside the 100%, once for the whole list)."""
    # The person's grade or rank (我绩效B) decides between a value written beside it and one written beside
    # another grade (A级为3个月), whatever words the two share.
    ranked = _ranked(own, met)  # the answer's own (考核B发2个月) or the person's
    if ranked:
        rival_ranked, same_ranked = bool(ranked & rival.words), bool(ranked & same.words)
        if rival_ranked != same_ranked and any(_RANK_WORD.match(w) for w in (same.words if rival_ranked else rival.words)):
            return 10 if rival_ranked else -10
    # A value stated without a condition (managers may book premium economy … more than 6 hours) is
    # about its own words.
    rival_if, same_if = rival.conditions or rival.words, same.conditions or same.words
    by_rival, by_same = own & (rival_if - same.words), own & (same_if - rival.words)
    if by_rival or by_same:
        return _closer(own, rival_if - same.words, met, rival_if) - _closer(own, same_if - rival.words, met, same_if)
    return _closer(own, rival.words - same.words, met, rival.words) - _closer(own, same.words - rival.words, met, same.words)


@lru_cache(maxsize=256)  # the answer's words and the person's are the same for every pair of rivals weighed
def _ranked(own: frozenset[str], met: frozenset[str]) -> frozenset[str]:
    return frozenset(w for w in own | met if _RANK_WORD.match(w))


@lru_cache(maxsize=1024)  # a rival's words are weighed against each same-valued source's, and the same pair comes again
def _closer(own: frozenset[str], distinct: frozenset[str], met: frozenset[str] = frozenset(),
            full: frozenset[str] = frozenset()) -> int:
    """How well the answer's words fit one value's distinguishing words: each shared word counts,
    each condition value the answer leaves out counts against (3年以上的，试用期为2个月 fits
    "3年以上 → 6个月" better than "1年以上不满3年 → 2个月"). Only when the answer states a condition
    at all: one that names none ("a USD 40 monthly stipend") leaves none out. A rank or grade (2线,
    5级, 考核为B, P4) names the subject outright: it counts twice."""
    shared = sum(2 if _RANK_WORD.match(w) else 1 for w in (own | met) & distinct)
    # 病假第10天 meets 第6天至第30天 (both ends read from the value's whole condition, though a rival may
    # share one of them): it names the bracket, as a rank does.
    in_range = met_by_range(own | met, full or distinct)
    shared += 2 if in_range else 0
    if not any(w.startswith("#") for w in own):
        return shared
    return shared - sum(1 for w in distinct - own - met - in_range if w.startswith("#"))


_HASH_UNIT = re.compile(r"^#[\d.]+")  # "#10year" → "year"
_RANK_WORD = re.compile(r"\d[线级类档等]$|[A-Z]\d{0,2}$")


def _shown(value: float, q: Quantity) -> str:
    if q.unit == "clock":
        return f"{int(value) // 60}:{int(value) % 60:02d}"
    if q.unit.startswith("nth_"):
        return f"第{value:g}" + {"nth_workday": "个工作日", "nth_month": "个月"}.get(q.unit, _unit_shown(q)[-1:] or "")
    return f"{value:g}" + _unit_shown(q)


def _unit_shown(q: Quantity) -> str:
    return (" " + q.unit.upper() if q.unit in MONEY and q.unit != "yuan" else "") or {  # 40 USD, 8000 JPY
            "percent": "%", "yuan": "元", "hour": "小时", "minute": "分钟", "workday": "个工作日", "day": "天", "month": "个月",
            "year": "年", "times": "次", "nth_day": "天", "nth_week": "周", "nth_year": "年", "nth_times": "次", "week": "周",
            "calendar_day": "个自然日"}.get(q.unit, "")
