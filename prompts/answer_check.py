"""Is a final answer worth giving the user, and does it state only what the conversation
established? Pure checks; the loop allows one retry, then gives the answer marked.

The claim check (docs/answer-check.md) reads the answer with `prompts.claims` and
`prompts.quantities` and compares it with the typed facts of `prompts.grounds`:
- a date in a conclusion (最早, 最晚, 开始休假…) is the date tool's result, or at least a firm date;
  a date in an explanation is fine when what its sentence says about it is true (the calendar is
  the oracle: `prompts.day_claims`) or it lies in a span a tool counted; a weekday written before
  or after a date is that date's; a relative day tied to a date (后天是…) is that day;
- a number with a unit is stated by a clause, a tool or the question in the same unit class and
  period, about the same subject; arithmetic written out is right (`prompts.number_check`);
- a 第N条 named is one retrieved in this conversation;
- a date or count resting on an estimated year's schedule comes with the caveat.
"""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from prompts.claims import (
    DateMention,
    RelativeMention,
    blank,
    claim_text,
    clause_numbers,
    date_mentions,
    date_or_none,
    relative_mentions,
)
from prompts.caveats import caveat_missing
from prompts.clock_spans import span_hours_problems
from prompts.conclusions import STRONG, WEAK, answer_first_problem, conclusion_problem, labelled, opens_with_the_result
from prompts.asked import CALENDAR_STATUS
from prompts.day_claims import carried_status, claim_holds, day_claims, piece_of, pieces, statement_holds, status_text
from prompts.day_lists import listed_status, listed_weekday, range_end, respective_weekdays
from prompts.holiday_spans import all_off_problems, edge_problems, span_problems
from prompts.number_check import number_problems
from prompts.overtime_rates import overtime_rate_problems
from prompts.statutory_days import statutory_span_problems, tells_statutory_apart
from prompts.recurring import is_session_day, session_problems
from prompts.cap_check import cap_problems
from prompts.anniversaries import anniversary_days
from prompts.workday_claims import (counted_from_a_day, counted_from_today, moved_day_holds, next_workday_problems,
                                    nth_workday_problems, quarter_workday_problems, relative_month_problems)
from prompts.phrasings import english_phrasings
from prompts.quantities import quantities
from prompts.lunar_days import lunar_problem
from prompts.ordinals import days_of_the_year
from prompts.weekdays import WEEKDAYS_ZH, weekday_after, weekday_before, weekday_said_true

if TYPE_CHECKING:  # the CLI imports this module for the note alone: the tools stay unloaded
    from prompts.grounds import Grounds

_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)
_SHRUG = ("我不知道", "不知道", "无法回答", "不清楚", "i don't know", "i do not know", "no idea", "unknown")
# Politeness around a shrug does not make it an answer: "抱歉，我不知道。" is still "不知道".
_POLITE = ("很抱歉", "抱歉", "对不起", "不好意思", "sorry", "imsorry")  # compared after _norm


def _norm(text: str) -> str:
    return _NON_WORD.sub("", text).lower()


def answer_problem(answer: str | None, question: str, evidence_found: bool) -> str | None:
    """A note for the model when its final answer is useless, else None."""
    body = _norm(answer or "")
    if not body:
        return "你的 Final Answer 是空的。请根据历史轨迹中的信息给出完整回答。"
    if body == _norm(question) or (len(body) >= 4 and body in _norm(question) and len(body) * 2 >= len(_norm(question))):
        return "你的 Final Answer 只是重复了问题。请根据历史轨迹中的信息回答问题本身。"
    if evidence_found and _is_shrug(body):
        return "知识库已经返回了相关条款，但你的回答只有“不知道”。请根据这些条款作答；若条款确实不涉及该问题，请说明手册没有相关规定。"
    return None


def _is_shrug(body: str) -> bool:
    for polite in _POLITE:
        if body.startswith(polite) and len(body) > len(polite):
            body = body[len(polite):]
            break
    return any(body == _norm(s) for s in _SHRUG)


# -- claims against what the conversation established ---------------------------------------
def claim_problems(answer: str, grounds: Grounds) -> list[dict]:
    """What the answer states that the conversation did not establish:
    [{"kind": "date"|"weekday"|"day"|"relative"|"count"|"number"|"arithmetic"|"clause"|"caveat",
      "stated": …, "expected": …}]."""
    text = english_phrasings(claim_text(answer))
    mentions = date_mentions(text, grounds.today)
    relatives = relative_mentions(text, grounds.today)
    spans = pieces(text, mentions)
    problems: list[dict] = []
    years: set[int] = set()  # the years whose days the answer states something about
    estimated_days: set[int] = set()  # years of days it describes that the calendar only estimates
    tied = _relative_ties(text, mentions, relatives, grounds, problems)
    problems += span_hours_problems(text)  # 14:00–18:00 minus lunch is 3 h
    # 10个工作日后是10月16日; 2027年第100天是4月10日
    counted = counted_from_today(text, mentions, grounds) | counted_from_a_day(text, mentions, grounds) | days_of_the_year(text, mentions)
    problems += [_problem("date", m.date.isoformat(), day.isoformat()) for m, day in counted.items() if m.date != day]
    respective = respective_weekdays(text, mentions)
    concluded = bool(mentions) and opens_with_the_result(text, mentions[0], grounds)
    anniversaries = anniversary_days(text, mentions, grounds.asked_dates, grounds.contract_months)  # 满1年是…, 到期日是…
    for m in mentions:
        date = _as_grounded(m, grounds)
        said = (respective[m],) if m in respective else (weekday_after(text, m), weekday_before(text, m),
                                                         listed_weekday(text, mentions, m.start))  # 6个周六：1月4日、…
        date = _year_of_weekday(m, date, said, grounds)
        years.add(date.year)
        for written in said:
            if written is not None and written != date.weekday() and not _weekday_fits_a_year(m, date, written, grounds):
                problems.append(_problem("weekday", f"{date.isoformat()}（{WEEKDAYS_ZH[written]}）",
                                         f"{date.isoformat()}（{WEEKDAYS_ZH[date.weekday()]}）"))
        claims = (day_claims(date, status_text(text, m, mentions, spans)) or day_claims(date, carried_status(text, spans, m.start, mentions))
                  or day_claims(date, listed_status(text, mentions, m.start)))
        if grounds.own_schedule:  # 7月4日大周上班: the person's schedule says so, the calendar cannot
            claims = [c for c in claims if c.says not in ("workday", "rest") or CALENDAR_STATUS.search(c.words)]
        verdicts = [(claim, *claim_holds(claim, grounds.calendar, grounds.clause_holidays)) for claim in claims]
        said_true = statement_holds(verdicts)
        estimated_days |= {date.year for _, _, _, provisional in verdicts if provisional}
        if verdicts and not said_true:
            claim, _, truth, _ = verdicts[0]
            problems.append(_problem("day", f"{date.isoformat()} {'不是' if claim.negated else ''}{claim.words}",
                                     f"{date.isoformat()} 是{truth}"))
        if lunar := lunar_problem(text, m, date):  # 正月初一是2月7日
            problems.append(_problem("day", f"{date.isoformat()} {lunar[0]}", f"{lunar[0]}是{lunar[1].isoformat()}"))
        if m in tied and any(p["kind"] == "relative" for p in problems):
            continue  # the tie already says what the day should be
        if moved := anniversaries.get(m) or moved_day_holds(text, m, mentions, grounds):  # 7月25日是周六，提前到7月24号
            if not moved[0]:
                problems.append(_problem("date", date.isoformat(), moved[1].isoformat()))
            continue
        piece = labelled(text, spans, m.start, not any(m.start < o.start < piece_of(spans, m.start)[1] for o in mentions))
        # A day tied to its relative word (下周三（3月25日）) is as firm as today, unless it concludes.
        explained = (said_true or _in_a_range(date, grounds) or m in tied or weekday_said_true(text, m, date) or counted.get(m) == date
                     or is_session_day(date, grounds.weekly, grounds.calendar))
        # Once the answer has opened with the day the tools computed, a later day it says something true of
        # explains (Friday, May 8. … working days start on Wed May 6; the 3rd is Fri May 8).
        problem = (None if explained and concluded and m is not mentions[0]
                   else conclusion_problem((date,), piece, grounds, explained, range_end(text, m, mentions))
                   or answer_first_problem(text, m, date, grounds))
        if problem:
            problems.append(_problem("date", date.isoformat(), problem))
    for r in relatives:
        if r in tied.values():
            continue
        # 明天礼拜二上班 when today is in an estimated year: what it says of the day rests on the estimate too.
        status = status_text(text, r, mentions, spans)  # the same words for each day the relative word may mean
        years |= {d.year for d in r.dates if day_claims(d, status)}
        problems += _relative_day_problems(text, r, mentions, spans, grounds)
        if _counted_from(text, r):
            continue  # two weeks from today: the conclusion is the day counted to, not today
        piece = labelled(text, spans, r.start)
        if WEAK.search(piece) or STRONG.search(piece):
            problem = conclusion_problem(r.dates, piece, grounds, False)
            if problem:
                problems.append(_problem("relative", f"{r.word}（{r.dates[0].isoformat()}）", problem))
    problems += span_problems(text, spans, years | {grounds.today.year}, grounds.calendar, grounds.asked_festivals)
    if grounds.calendar is not None:  # a day already said to be what it is not (节后第一个工作日 on a holiday) once
        said = {p["stated"][:10] for p in problems if p["kind"] == "day"}
        if grounds.statutory_apart or tells_statutory_apart([text]):  # 10月1日至7日都是法定节假日（按300%）
            problems += statutory_span_problems(text, mentions)
        problems += all_off_problems(text, mentions, grounds.calendar, grounds.ranges + [(d, d) for d in grounds.question_days]) + [
            p for p in edge_problems(text, mentions, grounds.calendar) if p["stated"][:10] not in said]
    problems += number_problems(text, mentions, relatives, spans, grounds) + nth_workday_problems(text, mentions, grounds)
    problems += (next_workday_problems(text, mentions, grounds) + relative_month_problems(text, mentions, grounds)
                 + quarter_workday_problems(text, mentions, grounds)
                 + overtime_rate_problems(text, mentions, grounds.day_kind_rates, grounds.calendar)  # 10月1日按200%
                 + session_problems(text, mentions, grounds.weekly, grounds.calendar)  # 每周二、四: 10月6日放假
                 + cap_problems(blank(text, [(m.start, m.end) for m in mentions]), grounds))  # 5% of 31,200 past the 1,500 cap
    for number in dict.fromkeys(clause_numbers(text)):
        if number not in grounds.clauses:
            retrieved = "、".join(f"第{c}条" for c in sorted(grounds.clauses)) or None
            problems.append(_problem("clause", f"第{number}条", retrieved))
    estimated = sorted((years & grounds.provisional_years) | estimated_days)
    # …a count over an estimated year, or the date such a count gave (最晚12月28日提交 for 2027年1月5日)
    if grounds.provisional_count and (any(q.is_count for q in quantities(text))
                                      or any(_as_grounded(m, grounds) in grounds.result_dates for m in mentions)):
        estimated = sorted(set(estimated) | grounds.provisional_years)
    if estimated and caveat_missing(text, spans, set(estimated)):
        problems.append(_problem("caveat", None, "、".join(str(y) for y in estimated)))
    return _unique(problems)


# Words that make a date the answer's conclusion: strong ones name the computed date (最早, 最晚),
# weak ones an act on that date (开始休假, 提交). A date in any other sentence is an explanation,
# fine when what the sentence says about it is true (or it lies in a span a tool counted).
def _in_a_range(date: dt.date, grounds: Grounds) -> bool:
    """A day a tool listed or counted over, or a day off of the festival the person asks about (五一 … 5月1日)."""
    if date in grounds.listed_days or any(a and b and a <= date <= b for a, b in grounds.ranges):
        return True
    try:
        day = grounds.calendar.describe_day(date) if grounds.asked_festivals and grounds.calendar else None
    except Exception:  # noqa: BLE001 — a year the calendar cannot describe
        return False
    return bool(day and day.kind == "holiday" and day.holiday in grounds.asked_festivals)


_TIE_AFTER = re.compile(r"\s*(?:[,，]\s*(?:也就是|也即|即|就是|that is|i\.e\.)|就是|即|是|为|=|:|：|→|is|was|will be|would be|falls on|fell on|on)?"
                        r"\s*[（(]?\s*(?:(?:周|星期|礼拜)[1-7日天]|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?)?"
                        r"\s*[,，]?\s*", re.I)
# 后天是3月26日, 后天（3月25日）, tomorrow is Wednesday, March 25
# …from it: 16 days from today, a week today, 一周后的今天 — counted from today, not today.
_COUNTED_FROM = re.compile(r"(?:(?:after|before|following|preceding|(?:days?|weeks?|fortnights?|months?)\s+from|weeks?)\s+"
                           r"|(?:周|星期|天|日|月)(?:之|以)?后的?)$", re.I)
_COUNTED_ON = re.compile(r"[ ]{0,2}(?:之后|以后|往后|之前|以前|起|后(?!天)|前(?!天))")  # 今天之后第10个工作日
_INCLUDED = re.compile(r"[ ]?(?:included|inclusive|counted|也算|算在内|在内)", re.I)  # (17 Aug–31 Dec, today included)
# 不算今天，5月1–5日放假 / not counting today, …: today counted in or out, not named as the next date.
_COUNTED_IN = re.compile(r"(?:不算|不含|不计|不包括|算上|包括|包含|含|(?:not )?counting|(?:ex|in)cluding)\s*$", re.I)
_TIE_BEFORE = re.compile(r"\s*[（(,，]?\s*(?:即|也就是|就是|是)?\s*")  # 3月25日（后天）


def _counted_from(text: str, r) -> bool:
    return bool(_COUNTED_FROM.search(text, max(0, r.start - 16), r.start) or _COUNTED_ON.match(text, r.end))


_SPAN_JOIN = re.compile(r"[ ]{0,2}(?:至|到|-|–|—|~|～|to|through|until|till)[ ]{0,2}", re.I)
_BRACKET_OPEN = re.compile(r"[ ]{0,2}[（(][ ]{0,2}")
_ENDS_A_SPAN = re.compile(r"(?:至|到|-|–|~|～|to |through |until )[ ]{0,2}$", re.I)


def _range_ties(text, mentions, relatives) -> dict:
    """明天到下周五（2月28日至3月6日） / June 18 to June 23 (this Thursday to next Tuesday): a range of
    relative days beside a range of dates, end to end."""
    out = {}
    for r1, r2 in zip(relatives, relatives[1:]):
        if not _SPAN_JOIN.fullmatch(text, r1.end, r2.start):
            continue
        for m1, m2 in zip(mentions, mentions[1:]):
            if not _SPAN_JOIN.fullmatch(text, m1.end, m2.start):
                continue
            if _BRACKET_OPEN.fullmatch(text, r2.end, m1.start) or _BRACKET_OPEN.fullmatch(text, m2.end, r1.start):
                out.update({m1: r1, m2: r2})
    # 周日到下周日（9/20-9/27）: a range whose start is no relative word; its end is the bracket's end.
    for r in relatives:
        if r in out.values() or not _ENDS_A_SPAN.search(text, max(0, r.start - 4), r.start):
            continue
        for m1, m2 in zip(mentions, mentions[1:]):
            if _BRACKET_OPEN.fullmatch(text, r.end, m1.start) and _SPAN_JOIN.fullmatch(text, m1.end, m2.start):
                out[m2] = r
                out.setdefault(m1, None)
    return {m: r for m, r in out.items() if r is not None}


def _relative_ties(text, mentions, relatives, grounds, problems) -> dict:
    """后天是3月26日 / 3月25日（后天）: a relative word tied to a date must name that date.
    Returns {date mention: relative mention} for the ties (checked here, not again as dates)."""
    tied = _range_ties(text, mentions, relatives)
    for m, r in tied.items():
        if (date := _as_grounded(m, grounds)) not in r.dates:
            problems.append(_problem("relative", f"{r.word}是{date.isoformat()}", f"{r.word}是{r.dates[0].isoformat()}"))
    for r in relatives:
        if r in tied.values() or _counted_from(text, r) or _INCLUDED.match(text, r.end) or _COUNTED_IN.search(text, max(0, r.start - 12), r.start):
            continue  # the tenth working day after today / 今天之后第10个工作日 is 15 January: counted from it, not it
        for m in mentions:
            if m in tied:
                continue
            after = m.start >= r.end and _TIE_AFTER.fullmatch(text, r.end, m.start)
            before = r.start >= m.end and _TIE_BEFORE.fullmatch(text, m.end, r.start)
            if not (after or before):
                continue
            tied[m] = r
            date = _as_grounded(m, grounds)
            if date not in r.dates:
                problems.append(_problem("relative", f"{r.word}是{date.isoformat()}", f"{r.word}是{r.dates[0].isoformat()}"))
            break
    return tied


def _relative_day_problems(text: str, r: RelativeMention, mentions, spans, grounds: Grounds) -> list[dict]:
    """明天是周六，不用上班 / 大后天是周日 / 明天就是五一: what the answer says of a relative day (one that
    means a single date), checked like a date's weekday and status."""
    if len(r.dates) != 1:
        return []
    date, out = r.dates[0], []
    written = weekday_after(text, r)
    if written is not None and written != date.weekday():
        out.append(_problem("weekday", f"{r.word}（{date.isoformat()}）是{WEEKDAYS_ZH[written]}",
                            f"{date.isoformat()}（{WEEKDAYS_ZH[date.weekday()]}）"))
    claims = day_claims(date, status_text(text, r, mentions, spans)) or day_claims(date, carried_status(text, spans, r.start, mentions))
    verdicts = [(claim, *claim_holds(claim, grounds.calendar, grounds.clause_holidays)) for claim in claims]
    if verdicts and not statement_holds(verdicts):
        claim, _, truth, _ = verdicts[0]
        out.append(_problem("day", f"{r.word}（{date.isoformat()}） {'不是' if claim.negated else ''}{claim.words}",
                            f"{date.isoformat()} 是{truth}"))
    return out


def _as_grounded(m: DateMention, grounds: Grounds) -> dt.date:
    """A yearless date takes the year of a grounded date with the same month and day, else of a span a
    date tool counted that holds that day (明年国庆 … 9月27日至30日 with the tool's 2027-09-27..10-08)."""
    if m.has_year:
        return m.date
    same = [d for d in (*grounds.firm_dates, *grounds.listed_days) if (d.month, d.day) == (m.date.month, m.date.day)]
    if not same:
        same = [d for a, b in grounds.ranges if a and b for y in {a.year, b.year}
                if (d := date_or_none(y, m.date.month, m.date.day)) and a <= d <= b]
    return min(same, key=lambda d: (d not in grounds.firm_dates, abs((d - grounds.today).days)), default=m.date)


def _year_of_weekday(m: DateMention, date: dt.date, said, grounds: Grounds) -> dt.date:
    """A yearless date whose written weekday is that of another year the conversation holds for its month and
    day (入职2025年10月10日 … 满一年10月10日（周六）: 2026's anniversary), in that year."""
    written = [w for w in said if w is not None]
    if m.has_year or not written or date.weekday() in written:
        return date
    other = [d for d in (*grounds.firm_dates, *grounds.period_dates, *grounds.result_dates)
             if (d.month, d.day) == (date.month, date.day) and d.weekday() in written]
    return other[0] if len(set(other)) == 1 else date


def _weekday_fits_a_year(m: DateMention, date: dt.date, weekday: int, grounds: Grounds) -> bool:
    """A date written without a year that no tool computed may mean last, this or next year
    (我想10月12日开始休 asked in March): its weekday is wrong only if it fits none of them."""
    # A day inside a span a tool counted is that span's year (Thursday, December 30 within 12/24–12/31).
    # …and so is the day back after it, or a day within a month of a day a tool computed (the conversation's days).
    if (m.has_year or date in grounds.firm_dates or _in_a_range(date, grounds) or date in grounds.return_days
            or any(abs((date - d).days) <= 31 for d in grounds.result_dates)):
        return False
    years = (grounds.today.year - 1, grounds.today.year, grounds.today.year + 1)
    return any(d.weekday() == weekday for y in years if (d := date_or_none(y, date.month, date.day)))


def _problem(kind: str, stated, expected) -> dict:
    return {"kind": kind, "stated": stated, "expected": expected}


def _unique(problems: list[dict]) -> list[dict]:
    seen, out = set(), []
    for p in problems:
        key = (p["kind"], p["stated"], p["expected"])
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def _describe(p: dict) -> str:
    kind, stated, expected = p["kind"], p["stated"], p["expected"]
    if kind == "date":
        return (f"回答中的日期 {stated} 与工具计算结果 {expected} 不一致" if expected and expected[0].isdigit()
                else f"回答中的日期 {stated} {expected or '不是工具返回的日期，也不在问题或检索到的条款中'}")
    if kind == "weekday":
        return f"回答写的 {stated} 星期有误，应为 {expected}"
    if kind == "day":
        return f"回答说 {stated}，但日历上 {expected}"
    if kind == "relative":
        return f"回答写的“{stated}”不对，按今天 {expected}" if "是" in (expected or "") else f"回答中的“{stated}”与工具计算结果 {expected} 不一致"
    if kind == "arithmetic":
        return f"回答中的算式 {stated} 算错了，结果应为 {expected}"
    if kind == "count":
        return f"回答中的 {stated} 与工具计算结果 {expected} 不一致"
    if kind == "number":
        return (f"回答中的 {stated} 与条款不符（条款对此写的是 {expected}）" if expected
                else f"回答中的 {stated} 在检索到的条款、工具结果和问题中都没有以同样的单位出现；若是由这些数字算出的，写出算式")
    if kind == "clause":
        return f"回答引用的{stated}不是本次对话检索到的条款" + (f"（检索到的是{expected}）" if expected else "")
    return f"回答没有说明 {expected} 年的放假安排尚未公布、日期按法定节日推算，仅供参考"


def claims_feedback(problems: list[dict]) -> str:
    """What the model is told, once, so it can correct exactly these values."""
    return ("你的 Final Answer 与工具结果或检索到的条款不符：" + "；".join(_describe(p) for p in problems)
            + "。请改正后重新给出 Final Answer：日期、星期和天数照抄工具结果，数字和条款只用检索到的条款；缺少依据时先调用工具。")


def problem_note(problems: list[dict]) -> str:
    """The one line the person sees after an answer that failed the check."""
    if not problems:
        return ""
    by_tools = all(p["kind"] in ("date", "weekday", "day", "relative", "count", "caveat") for p in problems)
    return "注意：" + "；".join(_describe(p) for p in problems) + ("，请以工具结果为准。" if by_tools else "，请以工具结果和手册原文为准。")


def review_answer(answer: str | None, question: str, evidence_found: bool,
                  grounds: Grounds | None) -> tuple[str | None, list[dict]]:
    """(feedback for the model or None, the claim problems). An answer not worth giving at all
    (empty, an echo, a shrug) gets feedback and no claim problems."""
    problem = answer_problem(answer, question, evidence_found)
    if problem:
        return problem, []
    problems = claim_problems(answer or "", grounds) if grounds is not None else []
    return (claims_feedback(problems) if problems else None), problems
