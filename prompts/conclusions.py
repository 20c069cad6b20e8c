"""Which date is the answer's conclusion, and is it the one the tools computed? Pure.

A date in a conclusion (最早, 最晚, 开始休假, back at work…) must be a date tool's result, or at least a
firm date (the question's, a clause's); a date in an explanation only has to be true of its day, which
`prompts.day_claims` checks. An answer that opens with a date standing alone gives it as the day asked for.
"""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from prompts.day_claims import piece_of

if TYPE_CHECKING:
    from prompts.grounds import Grounds

STRONG = re.compile(r"最早|最晚|最迟|截止|截至|earliest|latest|deadline|no later than|as (?:late|early) as", re.I)
# "by" right before a date (Receipts by Fri 26 June; approved by 1 July): a deadline, the tools' or a clause's (use by 30 June).
_BY_DATE = re.compile(r"\bby(?=[ ](?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ])?(?:the[ ])?"
                      r"(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ ]\d))", re.I)
_RETURN = re.compile(r"回来上班|返岗|回岗|复工|上班|到岗|\bback\b|return|resume", re.I)
# The day back at work: a conclusion the tools' counted leave or listed holidays fix (grounds.return_days).
# _BACK and WEAK first look ahead for a form's first character: one test at a place no form starts at, where every form
# would be tried.
_BACK = re.compile(r"(?=[回返复销恢开节byiar])(?:回来上班|返岗|回岗|复工|复岗|销假|恢复上班|恢复工作|开始上班|节后.{0,3}上班|back at work"
                   r"|back to work|back in the office|(?:you're|you are|you'll be|i'm|be|are) back\b|\b(?:you )?return(?:s|ing)? (?:to work|on)"
                   r"|return date|resume work)", re.I)
# …not a holiday's start (the Dragon Boat holiday that starts Fri 19 June explains).
WEAK = re.compile(r"(?=[开起休提递申报到返复回生最之以前顺推延lesbfahrdmp])(?:开始休|开始请|起休|休假开始|提交|递交|申请|报名|到岗|返岗|复工"
                   r"|回来上班|生效|到期|最后[一1]天是|\blast day (?:of employment |of work )?(?:is|will be)\b|\bend date\b|"
                   r"(?<!holiday )(?<!holiday that )(?<!holiday which )(?<!break )(?<!break that )(?<!festival )(?<!count )(?<!counting )"
                   r"(?:\bstart|\bbegin)|"
                   r"submit|\bfile\b|\bapply(?= by| on| no later)|\bhand (?:it )?in\b|return|"
                   r"\bback(?=:| on| at work| in the office)|\bdue\b|(?:之|以)?前(?:要|须|需|得)?交|"
                   r"(?:顺|推迟|提前|延)(?:到|至)|\b(?:mov(?:e|es|ed|ing)|postponed|pushed|brought forward)(?: back| forward)? to\b)",
                  re.I)  # 顺延到9月28日发


def conclusion_problem(dates, piece: str, grounds: Grounds, explained: bool, a_range_end: bool = False) -> str | None:
    """None when a date fits its sentence; else what it should have been (or a reason). A range's end
    (leave from Mon 5 to Wed 7 Jan, back on Thursday 8 Jan) is the leave's, not the day back."""
    computed = [d for d in grounds.result_dates]
    if any(d in grounds.return_days for d in dates) and _RETURN.search(piece):  # the cheap test first
        return None  # 10月8日回来上班: the first working day after the leave or the holiday
    # back at work on Monday 8 June, still on leave; not 今天返岗 (the day back from an earlier absence)
    if grounds.return_days and _BACK.search(piece) and all(d > grounds.today for d in dates) and not a_range_end:
        return nearest(dates[0], grounds.return_days)
    firm = any(d in grounds.firm_dates or (d.month, d.day) in grounds.month_days or d in grounds.period_dates for d in dates)
    if firm and not grounds.dates_computed and not any(d == grounds.today for d in dates):
        return None  # no date tool ran: a date a clause or the question states (31 March) is no rival of today's
    if firm and _EXAMPLE.search(piece):
        return None  # 按手册的例子1月10日加班最迟4月9日: the clause's own example, retold, concludes nothing
    if computed and (STRONG.search(piece) or (_BY_DATE.search(piece) and not firm)):
        if any(d in computed for d in dates):
            return None
        return nearest(dates[0], computed)
    if firm:
        return None
    if explained and not WEAK.search(piece):
        return None
    if not computed and _calendar_days_from_a_firm_date(dates, grounds):
        return None
    return nearest(dates[0], computed) or "不是工具返回的日期，也不在问题或检索到的条款中"


_EXAMPLE = re.compile(r"例如|比如|例子|举例|示例|\bfor (?:example|instance)\b|\be\.g\.|\bexample\b", re.I)


def _calendar_days_from_a_firm_date(dates, grounds: Grounds) -> bool:
    """No date tool ran, and the date lies a clause's count of calendar days from the question's (15 calendar days'
    notice before 20 July: 5 July): the answer counted them itself, as a clause in calendar days allows."""
    days = {int(s.value) for s in grounds.source_quantities
            if s.unit == "calendar_day" and s.source >= grounds.asked_sources and s.value == int(s.value) and 0 < s.value <= 366}
    return any(abs((d - firm).days) in days for d in dates for firm in grounds.firm_dates - {grounds.today})


# An answer that opens with a date standing alone (3月12日（周四），… / **13 March**.) gives it as the day
# asked for; one that goes on (4月4日至6日是清明, 4月2日、3日是前两个工作日) explains.
_OPENS_WITH = re.compile(r"[\s*#>\-]*(?:答[:：]?|最早|最晚|最迟|应该?是|就是|是|it's|it is|by|on)?[\s*]*"
                         r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\.?,?[ ]{1,2}|(?:周|星期|礼拜)[1-7日天][ ,，]{0,2})?", re.I)
_STANDS_ALONE = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,80}[)）]|,? ?\(?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\)?|周[1-7日天]|星期[1-7日天])?"
                           r"[ *]{0,3}(?:[，,。；;！!\n—–]|\.(?!\d)|$)", re.I)


def answer_first_problem(text: str, m, date: dt.date, grounds: Grounds) -> str | None:
    """The date an answer opens with, when the question asked for a day: one the tools computed."""
    if not grounds.result_dates or not grounds.asks_a_day or not _OPENS_WITH.fullmatch(text, 0, m.start) \
            or not _STANDS_ALONE.match(text, m.end):
        return None
    if date in grounds.result_dates or date in grounds.firm_dates or (date.month, date.day) in grounds.clause_holidays:
        return None  # …or a holiday a clause lists (Independence Day (observed) — Friday, July 3)
    if date in grounds.return_days and _BACK.search(text, 0, m.end + 40):  # back at work on the day after the leave
        return None
    return nearest(date, grounds.result_dates)


def opens_with_the_result(text: str, m, grounds: Grounds) -> bool:
    return (grounds.asks_a_day and m.date in grounds.result_dates and bool(_OPENS_WITH.fullmatch(text, 0, m.start))
            and bool(_STANDS_ALONE.match(text, m.end)))


def labelled(text: str, spans, at: int, last: bool = True) -> str:
    """The piece holding `at`, with the label before its colon (Earliest start: Thursday, December 31;
    最晚提交日：3月20日): the label says what the date is; for the piece's `last` date, with the next
    piece when that names it (…是6月18日，最晚那天交)."""
    start, end = piece_of(spans, at)
    opened = max(text.rfind("(", start, at), text.rfind("（", start, at))
    if opened > max(text.rfind(")", start, at), text.rfind("）", start, at)) and (
            len(text[opened + 1:at].strip()) > 6 or _SAYS_MORE.search(_DATE_WORDS.sub(" ", text[opened:_close(text, opened, end)]))):
        # (you submit Mon 17th; …) / （10月1日—7日国庆放假）: an aside; 这周五（12月26日） restates the day before it
        return text[opened:end]
    if because := list(_BECAUSE.finditer(text, start, at)):  # …by Friday 9 October because 1–7 October is the
        reason = text[because[-1].start():end]  # National Day holiday: the reason says what those days are, no deadline
        return reason[:so.start()] if (so := _SO.search(reason)) else reason
    if start and text[start - 1] in ":：":
        label = text[piece_of(spans, start - 1)[0]:start]
        if len(label) <= 24 and not any(ch.isdigit() for ch in label):  # a label, not a sentence with its own date
            return label + text[start:end]
    if last and end < len(text) and text[end] in "，,；;—–" and (that := _THAT_DAY.match(text, end + 1)):
        return text[start:that.end()]  # 6月23日往前5天是6月18日（周四），最晚那天交: the next piece names it
    return text[start:end]


_BECAUSE = re.compile(r"\b(?:because|since)\b|因为|由于", re.I)
_SO = re.compile(r"\b(?:so|therefore|hence|thus)\b|所以|因此|于是", re.I)
_THAT_DAY = re.compile(r"[ ]{0,2}(?:(?:最晚|最迟|最早|截止)(?:就?是|就|要在|得在|在)?(?:那|这|当)一?天|(?:that|which)(?:'s| is| day is)[ ]"
                       r"(?:the[ ])?(?:latest|earliest|deadline|last day|first day))", re.I)


# Words in brackets beside a date other than its weekday: the bracket says something of its own (not 今天（9月28日周一）'s
# own 日周, once the date's characters are set aside).
_DATE_WORDS = re.compile(r"\d{1,4}[年月日号]|(?:周|星期|礼拜)[1-7日天]")
_SAYS_MORE = re.compile(r"(?!(?:周|星期|礼拜)[1-7日天])[一-龥]{2}|[A-Za-z]{5,}")


def _close(text: str, opened: int, end: int) -> int:
    return next((i for i in range(opened, end) if text[i] in ")）"), end)


def nearest(date: dt.date, dates) -> str | None:
    best = min(dates, key=lambda d: abs((d - date).days), default=None)
    return best.isoformat() if best else None
