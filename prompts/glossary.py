"""The handbook terms an answer and a clause may name in different languages (night shift / 夜班,
public holiday / 法定节假日), so that a value's subject is compared across them: an English answer
about a Chinese clause shares no words with it otherwise, and a mix-up between two of the clause's
values (night shift 30元, middle shift 15元) would go unseen. Pure.

Only words that name WHAT a value is about (a shift, a kind of leave or day, a city tier, a grade,
an allowance); not units, periods or numbers, which `prompts.quantities` reads.
"""
from __future__ import annotations

import re

# (English forms, Chinese term). Lower case; an English form matches as whole words. Chinese terms
# as claim text writes them (一线城市 → 1线城市), which is what the readers see.
TERMS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("night shift", "night shifts"), "夜班"),
    (("middle shift", "evening shift", "swing shift"), "中班"),
    (("morning shift", "early shift", "day shift"), "早班"),
    (("public holiday", "public holidays", "statutory holiday", "statutory holidays", "national holiday",
      "legal holiday"), "法定节假日"),
    (("rest day", "rest days", "weekend", "weekends"), "休息日"),
    (("weekday", "weekdays", "working day", "working days", "workday", "workdays"), "工作日"),
    (("sick leave", "sick pay", "sick day", "sick days"), "病假"),
    (("annual leave", "paid annual leave", "vacation"), "年休假"),
    (("marriage leave", "wedding leave"), "婚假"),
    (("maternity leave", "maternity"), "产假"),
    (("paternity leave", "paternity"), "陪产假"),
    (("bereavement leave", "bereavement", "funeral leave"), "丧假"),
    (("personal leave", "unpaid leave"), "事假"),
    (("nursing time", "breastfeeding", "nursing break"), "哺乳"),
    (("probation", "probationary"), "试用期"),
    (("housing fund", "housing provident fund"), "公积金"),
    (("overtime",), "加班"),
    (("late", "lateness", "tardiness"), "迟到"),
    (("absenteeism", "unauthorised absence", "unauthorized absence"), "旷工"),
    (("first-tier", "first tier", "tier 1", "tier-1"), "1线城市"),
    (("second-tier", "second tier", "tier 2", "tier-2"), "2线城市"),
    (("third-tier", "tier 3", "tier-3", "other cities"), "其他城市"),
    (("manager", "managers"), "经理"),
    (("ordinary employee", "ordinary employees", "ordinary staff"), "普通员工"),
    (("meal allowance", "meals", "meal"), "伙食"),
    (("meal break", "meal breaks", "meal time", "lunch break"), "就餐"),
    (("hotel", "accommodation", "lodging"), "住宿"),
    (("local transport", "transport allowance", "transport"), "交通"),
    (("hourly wage", "hourly pay", "hourly rate"), "小时工资"),
    (("base salary", "basic salary", "base pay", "basic pay"), "基本工资"),
    (("daily wage", "daily pay", "day's pay"), "日工资"),
    (("non-compete", "non-competition"), "竞业限制"),
    (("service period", "service agreement"), "服务期"),
    (("high temperature", "heat allowance"), "高温"),
    (("full attendance",), "全勤"),
    (("remote work", "work from home", "working from home", "remotely"), "远程办公"),
)

# _EN (and FESTIVAL_WORDS below) first looks ahead for a form's first character: one test at a place no form starts at,
# where every form would be tried.
_EN_FIRST = re.escape("".join(sorted({f[0] for forms, _ in TERMS for f in forms})))
_EN = re.compile(r"(?<![a-z])(?=[" + _EN_FIRST + "])(" + "|".join(sorted((re.escape(f) for forms, _ in TERMS for f in forms), key=len, reverse=True))
                 + r")(?![a-z])", re.I)
_ZH = re.compile("|".join(sorted((re.escape(zh) for _, zh in TERMS), key=len, reverse=True)))
_BY_EN = {f: zh for forms, zh in TERMS for f in forms}
_BY_ZH = {zh: forms[0] for forms, zh in TERMS}


# A word several terms' English forms share (leave, shift, holiday) names none of them: 事假 read as
# "personal leave" must not meet "paternity leave" on "leave".
_SHARED = frozenset(w for w in {w for forms, _ in TERMS for f in forms for w in f.split()}
                    if len({zh for forms, zh in TERMS if any(w in f.split() for f in forms)}) > 1)


def translations(text: str, own: bool = False) -> tuple[list[str], list[str]]:
    """(the Chinese terms the English in `text` names, the English phrases its Chinese terms name;
    with `own`, only the words of each phrase no other term shares)."""
    zh = [_BY_EN[m.group(1).lower()] for m in _EN.finditer(text)] if re.search("[A-Za-z]", text) else []
    by_zh = _OWN_WORDS if own else _BY_ZH
    return zh, [by_zh[m.group(0)] for m in _ZH.finditer(text)]


# The English words that are this term's alone ("personal" for 事假), or its whole first form when
# every word is shared (meal allowance).
_OWN_WORDS = {zh: " ".join(w for w in en.split() if w not in _SHARED) or en for zh, en in _BY_ZH.items()}



def terms(text: str) -> list[str]:
    """The handbook terms `text` names, as their Chinese terms (普通员工; "ordinary employee" → 普通员工):
    one form per term, so that two terms never share a word of their English forms ("leave")."""
    zh, _ = translations(text)
    return zh + [m.group(0) for m in _ZH.finditer(text)]


# Festivals by the names people write (五一 and 十一 too), each with its name in the calendar.
FESTIVAL = {"元旦": "元旦", "春节": "春节", "除夕": "春节", "正月初": "春节", "清明": "清明节", "劳动节": "劳动节", "五一": "劳动节",
             "十一": "国庆节",
             "端午": "端午节", "中秋": "中秋节", "国庆": "国庆节", "new year": "元旦", "spring festival": "春节",
             "chinese new year": "春节", "qingming": "清明节", "labour day": "劳动节", "labor day": "劳动节", "may day": "劳动节",
             "dragon boat": "端午节", "mid-autumn": "中秋节", "national day": "国庆节", "lunar new year": "春节",
             "chinese new year's eve": "春节"}
# New Year's Eve alone names no festival's day: the eve of 春节 (除夕) or 31 December, by context.
FESTIVAL_WORDS = re.compile("(?=[" + re.escape("".join(sorted({name[0] for name in FESTIVAL}))) + "])(?:"
                            + "|".join(sorted(map(re.escape, FESTIVAL), key=len, reverse=True))
                            .replace("|new\\ year|", "|new\\ year(?!['’]s eve)|") + ")", re.I)
