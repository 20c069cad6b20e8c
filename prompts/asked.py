"""What a question asks for, in the words a person writes: read from the question by `prompts.grounds`, and
from the answer by the readers that take the same cue (`prompts.calendar_counts`, `prompts.workday_claims`).
Constants and one pure reader of them, so that both may import it."""
from __future__ import annotations

import re

# Half a working day of leave, as a question or answer says it.
HALF_DAY = re.compile(r"半天|半日|半个工作日|0\.5\s*(?:天|个?工作日|days?)|half[- ]days?|half a day|上午|下午|\bmorning|afternoon", re.I)
# What every HALF_DAY match holds: 半, 午, 0.5 or a Latin letter. A scan for these skips from one to the next; HALF_DAY's
# own (its alternatives open on letters of either case) tries every alternative at every character.
_MAY_NAME_A_HALF_DAY = re.compile(r"[半午A-Za-z]|0\.5")
_MORNING = re.compile(r"上午|早上|\bmorning", re.I)
_AFTERNOON = re.compile(r"下午|\bafternoon", re.I)


def half_day_cuts(*texts: str) -> set[float]:
    """What half days take off a working-day count: a half where the texts take half days, a whole day
    more where they name both a morning and an afternoon (9月7日下午到9月11日上午: 5 working days, 4 of leave)."""
    if not any(_MAY_NAME_A_HALF_DAY.search(t) and HALF_DAY.search(t) for t in texts):
        return set()
    both = any(_MORNING.search(t) for t in texts) and any(_AFTERNOON.search(t) for t in texts)
    return {0.5, 1.0} if both else {0.5}

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
EN_MONTH = "(?:" + "|".join(MONTHS) + "|" + "|".join(n[:3] for n in MONTHS) + r")\.?"
ORDINAL_EN = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1, "final": -1}
WEEKDAY = r"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?[ ]{1,2}|(?:周|星期|礼拜)[1-7日天][ ]?)?"
# Which month: named (9月, September, 下个月, next month) or, unnamed, the day's own.
MONTH_ZH = r"(?:(1[0-2]|[1-9])[ ]?月份?|(下个?月|本月|这个月|当月|次月))?的?"
MONTH_OF = rf"(?:[ ]of[ ](?:the[ ])?(?:({EN_MONTH})(?:[ ]\d{{4}})?|(next month|this month|the month|the following month)))?"
# 倒数第3个工作日 / the 3rd-to-last working day counts from the month's end (-3). Claim text writes 最后一 as 最后1.
NTH_ZH = r"(?:(倒数[ ]?)?第[ ]?(\d{1,2})|(首|最后[1一]))[ ]?个?工作日"
NTH_EN = (r"(?:the[ ])?(\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|final|penultimate)([ -]to[ -]last|[ ]last|[ ]from[ ]last)?"
          r"[ ](?:working|business|work)[ ]day")
# The question asks for a month's Nth working day (9月第15个工作日是哪天, the first working day of next month):
# an answer's "the first working day is 2 December" is then that month's, though it names no month.
ASKS_A_MONTHS_WORKDAY = re.compile(rf"{MONTH_ZH}{NTH_ZH}|{NTH_EN}[ ]of[ ](?:the[ ]|next[ ]|this[ ])?(?:month|{EN_MONTH})", re.I)


def asks_a_months_workday(question: str) -> bool:
    """9月第15个工作日 / 每月最后一个工作日 / 每季度第10个工作日 / 今年最后一个工作日 / the 3rd working day of next month: a
    month's (a quarter's, a year's) Nth working day, the period named (试用期最后一个工作日 is the probation's last)."""
    m = ASKS_A_MONTHS_WORKDAY.search(question)
    return bool(m and (m.group(1) or m.group(2) or m.group(0)[:1].isascii() or _A_PERIOD.search(question)))


# The period a working day without its month counts in (每月第5个工作日, 每季度…, 今年最后一个工作日).
_A_PERIOD = re.compile(r"每个?月|月[底末初]|季度|[今本全明去]年|年[底末初]")
# The question asks how much leave a span takes (要扣几天年假, how many days of annual leave): the count an answer
# opens with is those days of leave, whatever words stand beside it.
ASKS_LEAVE_DAYS = re.compile(r"(?:扣|用|请|占用?|算|(?<!连)休(?!息))[^\d，。？?]{0,3}几天(?:的)?(?:年假|年休假|假|事假)?|几天(?:年假|假)"
                             r"|how many (?:days of )?(?:annual |paid |vacation )?leave|how many (?:annual leave |leave |vacation )?days"
                             r"[^?]{0,30}(?:use|take|deduct|cost|need)", re.I)
# The question asks for hours (一共多少小时, how many hours of leave): an answer's hours are its working days at 8.
ASKS_HOURS = re.compile(r"多少个?小时|几个?小时|按小时|how many hours|in hours|hours? of leave", re.I)


# 每月第5个工作日发工资 / payday is the 5th working day of each month: a rule for every month the answer names.
_EACH_MONTH = re.compile(r"每[个]?月|每一个月|各月|each month|every month|of the month", re.I)
_NTH_IN_QUESTION = re.compile(r"(倒数)?第[ ]?(\d{1,2})[ ]?个工作日"
                              r"|(\d{1,2})(?:st|nd|rd|th)([ -]to[ -]last|[ ]last)?[ ](?:working|business|work)[ ]day", re.I)


def each_months_nth(question: str) -> int | None:
    """N when the question asks for each month's Nth working day (每月第5个工作日, the 5th working day of each month)."""
    rule = _NTH_IN_QUESTION.search(question)
    if not rule or not _EACH_MONTH.search(question):
        return None
    return int(rule.group(2) or rule.group(3)) * (-1 if rule.group(1) or rule.group(4) else 1)


# 72小时内 / within 120 hours: a time limit in hours, whole days on from now (at the same time of day).
_HOURS_LIMIT = re.compile(r"(\d{2,4})[ ]?(?:个)?(?:小时|hours?|hrs?\b|h\b)", re.I)


def days_of_hours(question: str) -> set[int]:
    """The whole days each time limit in hours the question states runs (72小时 → 3, 120 hours → 5)."""
    return {int(m.group(1)) // 24 for m in _HOURS_LIMIT.finditer(question) if int(m.group(1)) % 24 == 0 and 24 <= int(m.group(1)) <= 720}


# 每天排班7.5小时 / a shift is 7.5 hours / we work 8-hour days: the hours of the person's working day.
_HOURS_A_DAY = re.compile(r"(?:每天|每日|一天|每班|一个班|排班|shift is|shifts? of|shifts? are)[^\d。；;,，.]{0,6}?"
                          r"(\d{1,2}(?:\.\d+)?)[ ]?(?:个)?(?:小时|h\b|hours?)"
                          r"|(\d{1,2}(?:\.\d+)?)[ -]?(?:个)?(?:小时|hours?)[ ]?(?:/天|/班|一天|每天|a day|per day|each day|days?\b|shifts?\b)", re.I)


def hours_per_day(question: str) -> float | None:
    """The hours of the person's working day or shift when the question states them."""
    m = _HOURS_A_DAY.search(question)
    value = float(m.group(1) or m.group(2)) if m else None
    return value if value and 2 <= value <= 14 else None


# The question sets a schedule of the person's own (大小周, 做六休一, 四班三倒, 节假日照常排班, a roster): whether they
# are at work on a day is that schedule's, not the calendar's; the calendar still decides 工作日, 放假, 调休.
OWN_SCHEDULE = re.compile(r"大小周|大周|小周|单双周|单双休|单休|做[1-9一二三四五六七]休[1-9一二三四五六七]"
                          r"|[上做][1-9一二三四五六七八九十]天休[1-9一二三四五六七]天?|[三四五][班组][两二三]倒|倒班|轮班"
                          r"|节假日照常|照常营业|照常排班|照常上班|roster|rota\b|rotating shifts?|shift pattern"
                          r"|(?:six|6)-day (?:work ?)?week|alternate saturdays|every other saturday", re.I)
CALENDAR_STATUS = re.compile(r"工作日|working day|workday|business day|放假|holiday|周末|weekend|调休|补班|make-?up", re.I)
