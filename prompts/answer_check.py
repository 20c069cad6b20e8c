"""Is a final answer worth giving the user, and does it state only what the conversation
established? Pure checks; the loop allows one retry, then gives the answer marked.

The claim check reads the answer with `prompts.claims` and compares it with `prompts.grounds`:
- every date is today, a date a tool returned, or written in a question or retrieved clause
  (a holiday a date tool listed only in a sentence about that holiday); a weekday written
  beside a date is that date's weekday;
- a number with an HR unit (天, 个工作日, 小时, 元, %, 个月, 倍) appears in a clause, a tool
  result or a question (or is the person's own figure plus or minus one of those); a day count
  that does not is compared with this turn's counted result;
- a 第N条 named is one retrieved in this conversation;
- a date or count resting on an estimated year's schedule comes with the caveat.
Text that states none of these (relative words, 第3条 as a clause, 3个工作日 as a count) cannot
raise a problem.
"""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from prompts.claims import (
    WEEKDAYS_ZH,
    date_or_none,
    DateMention,
    claim_text,
    clause_numbers,
    date_mentions,
    number_claims,
    weekday_after,
)

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
# Words that say a date is an estimate (the caveat the prompt asks for, in the model's own words).
_CAVEAT = re.compile(r"估计|估算|推算|预估|仅供参考|以国务院|以官方|正式公布|正式发布|尚未公布|尚未发布|未公布|未发布|尚未导入"
                     r"|可能(会)?(调整|变化|有变)|estimat|provisional|subject to|not yet (been )?(published|announced)", re.I)
# A listed holiday or make-up day may be named in a sentence about it, never as a computed date.
_HOLIDAY_WORDS = re.compile(r"元旦|春节|除夕|清明|劳动节|五一|端午|中秋|国庆|节假日|法定假日|假期|放假|休息日"
                            r"|holiday|festival", re.I)
_MAKEUP_WORDS = re.compile(r"调休|补班|上班|工作日|workday|working day", re.I)
_PIECE_END = "，。；;,!?！？\n"


def claim_problems(answer: str, grounds: Grounds) -> list[dict]:
    """What the answer states that the conversation did not establish:
    [{"kind": "date"|"weekday"|"count"|"number"|"clause"|"caveat", "stated": …, "expected": …}]."""
    text = claim_text(answer)
    problems: list[dict] = []
    mentions = date_mentions(text, grounds.today)
    stated_years = set()
    for m in mentions:
        date = _as_grounded(m, grounds)
        stated_years.add(date.year)
        grounded = date in grounds.firm_dates or (date.month, date.day) in grounds.month_days
        if not grounded and not (date in grounds.calendar_dates and _about_listed_day(text, m, date in grounds.makeup_dates)):
            expected = min(grounds.result_dates, key=lambda d: abs((d - date).days), default=None)
            problems.append(_problem("date", date.isoformat(), expected.isoformat() if expected else None))
        written = weekday_after(text, m)
        if written is not None and written != date.weekday() and not _weekday_fits_a_year(m, date, written, grounds):
            problems.append(_problem("weekday", f"{date.isoformat()}（{WEEKDAYS_ZH[written]}）",
                                     f"{date.isoformat()}（{WEEKDAYS_ZH[date.weekday()]}）"))
    numbers = number_claims(text, mentions)
    for n in numbers:
        pool = grounds.workdays if n.is_workdays else grounds.numbers
        if n.value in pool or n.value in grounds.derived_numbers:
            continue
        if n.is_workdays and grounds.counts:
            problems.append(_problem("count", n.shown, "、".join(f"{c:g}" for c in grounds.counts)))
        else:
            problems.append(_problem("number", n.shown, None))
    for number in dict.fromkeys(clause_numbers(text)):
        if number not in grounds.clauses:
            retrieved = "、".join(f"第{c}条" for c in sorted(grounds.clauses)) or None
            problems.append(_problem("clause", f"第{number}条", retrieved))
    estimated = sorted(stated_years & grounds.provisional_years)
    if grounds.provisional_count and any(n.is_count for n in numbers):
        estimated = sorted(set(estimated) | grounds.provisional_years)
    if estimated and not _CAVEAT.search(text):
        problems.append(_problem("caveat", None, "、".join(str(y) for y in estimated)))
    return _unique(problems)


def _as_grounded(m: DateMention, grounds: Grounds) -> dt.date:
    """A yearless date takes the year of a grounded date with the same month and day, if any."""
    if m.has_year:
        return m.date
    same = [d for d in (*grounds.firm_dates, *grounds.calendar_dates) if (d.month, d.day) == (m.date.month, m.date.day)]
    return min(same, key=lambda d: (d not in grounds.firm_dates, abs((d - grounds.today).days)), default=m.date)


def _weekday_fits_a_year(m: DateMention, date: dt.date, weekday: int, grounds: Grounds) -> bool:
    """A date written without a year that no tool computed may mean last, this or next year
    (我想10月12日开始休 asked in March): its weekday is wrong only if it fits none of them."""
    if m.has_year or date in grounds.firm_dates or date in grounds.calendar_dates:
        return False
    years = (grounds.today.year - 1, grounds.today.year, grounds.today.year + 1)
    return any(d.weekday() == weekday for y in years if (d := date_or_none(y, date.month, date.day)))


def _about_listed_day(text: str, m: DateMention, makeup: bool) -> bool:
    """Whether the sentence piece around a listed holiday (or make-up working day) is about it."""
    start = max((text.rfind(ch, 0, m.start) for ch in _PIECE_END), default=-1) + 1
    ends = [i for ch in _PIECE_END if (i := text.find(ch, m.end)) != -1]
    words = _MAKEUP_WORDS if makeup else _HOLIDAY_WORDS
    return bool(words.search(text[start:min(ends, default=len(text))]))


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
        return (f"回答中的日期 {stated} 与工具计算结果 {expected} 不一致" if expected
                else f"回答中的日期 {stated} 不是工具返回的日期，也不在问题或检索到的条款中")
    if kind == "weekday":
        return f"回答写的 {stated} 星期有误，应为 {expected}"
    if kind == "count":
        return f"回答中的 {stated} 与工具计算结果 {expected} 不一致"
    if kind == "number":
        return f"回答中的 {stated} 在检索到的条款、工具结果和问题中都没有出现"
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
    by_tools = all(p["kind"] in ("date", "weekday", "count", "caveat") for p in problems)
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
