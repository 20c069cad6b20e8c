"""A lunar day an answer names beside a date (2027年正月初一是2月6日, 2月5日（除夕）, Chinese New Year's Day
falls on 6 February), checked on the lunar calendar (`lunar_python`, as `workcalendar.statutory` uses).
Read on claim text (`prompts.claims.claim_text`), where 初一 is 初1. Pure."""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prompts.claims import DateMention

_WORD = (r"(除夕|大年30|(?:大年|正月)初(10|[1-9])|正月15|元宵节?|(?:chinese|lunar) new year['’]s eve"
         r"|(?:chinese|lunar) new year(?:['’]s day)?(?: \d{4})?(?= (?:falls on|is|was|will be))|(?:chinese|lunar) new year['’]s day"
         r"|(?:the )?first day of (?:the )?(?:chinese|lunar) new year)")
_BEFORE = re.compile(_WORD + r"[ ]?(?:是|为|在|就是|:|：|falls on|is|was|will be)?[ ]?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? )?$", re.I)
# After the date: its own bracket names the day alone (2月5日（除夕）, not 2月5日至8日（除夕至初三）, a range's ends).
_AFTER = re.compile(r"(?:[ ]?[（(](?:周|星期|礼拜)[1-7日天][)）][，,]?)?"  # 2027年2月6日（周六），是除夕
                    r"[ ]?(?:[（(][ ]?(?:即|农历)?|是|为|,? (?:is|was|will be) |, )" + _WORD + r"(?![ ]?(?:至|到|-|—|–|~|～|to|through))"
                    # …unless the lunar day's own date follows (16–19 Feb (Chinese New Year's Day is Tue 17 Feb))
                    r"(?![ ]?(?:是|为|在|falls on|is|was|will be)[ ]?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? )?"
                    r"(?:\d|[一二三四五六七八九十]))", re.I)


# What every lunar day above is written with: a text without one is not searched beside each of its dates.
_NAMES_A_LUNAR_DAY = re.compile(r"除夕|大年|正月|元宵|new year", re.I)


def lunar_problem(text: str, mention: DateMention, date: dt.date) -> tuple[str, dt.date] | None:
    """(the lunar day named, its date that year) when the date is not that day; None when it is or none is named."""
    if not _NAMES_A_LUNAR_DAY.search(text):
        return None
    m = _BEFORE.search(text, max(0, mention.start - 40), mention.start) or _AFTER.match(text, mention.end)
    if not m:
        return None
    word, nth = m.group(1), m.group(2)
    from lunar_python import Lunar  # the lunar tables load only where an answer names a lunar day
    low = word.lower()
    if word == "除夕" or word == "大年30" or low.endswith("eve"):
        month_day, shift = (1, 1), -1
    elif nth:
        month_day, shift = (1, int(nth)), 0
    elif word == "正月15" or "元宵" in word:
        month_day, shift = (1, 15), 0
    else:  # Chinese New Year's Day, the first day of the lunar new year
        month_day, shift = (1, 1), 0
    solar = Lunar.fromYmd(date.year, *month_day).getSolar()
    expected = dt.date(solar.getYear(), solar.getMonth(), solar.getDay()) + dt.timedelta(days=shift)
    return None if expected == date else (word, expected)
