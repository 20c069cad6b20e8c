"""The weekday an answer writes beside a date: right after it (3月25日（周三）, 2月14日是周六, March 25,
Wednesday, 14 February is a Saturday) or right before it (Thursday, March 25, 2026; 周三 3月25日). Read on
claim text (`prompts.claims.claim_text`), where 周三 is already 周3. Pure."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prompts.claims import DateMention

WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
_EN_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
# Right after a date: 3月25日（周三）, 2026-03-25 星期三, March 25 (Wed). Read on claim_text, where
# 周三 is already 周3.
# Not a weekday range or list (3月25日，周一至周五…), not an English word that starts like one (satisfy).
_WEEKDAY_AFTER = re.compile(  # 3月25日（周三）, March 25, Wednesday; 2月14日是周六, 14 February is a Saturday
    r"(?:[（(,，]\s*(?:a\s+)?|(?:[^\x00-\x7f，、。；：（）前后到至的起和与及或]{0,3}(?:是|为)|(?:is|was|falls on|will be) (?:a |on a )?))?"
    r"(?:(?:周|星期|礼拜)([1-7日天])(?![至到\-~～、和或与及])"
    r"|(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday|s|r|rs)?\.?(?![a-z]))", re.I)


_IS = re.compile(r"是|为|\bis\b|\bwas\b|falls on|will be", re.I)
_IS_BEFORE = re.compile(r"(?:是|为|\bis(?: a)?|\bwas(?: a)?|falls on(?: a)?)\s*$", re.I)
_DATE_NEXT = re.compile(r"[ ,，]{0,2}(?:the[ ]{1,2})?\d")  # Monday the 12th: the weekday is that day's
_LIST_GOES_ON = re.compile(r"[ ]{0,3}(?:and|to|through|-|–|—)[ ]{0,3}(?:a[ ]{1,3})?(?:mon|tue|wed|thu|fri|sat|sun)", re.I)
_WEEKDAY_BEFORE = re.compile(
    r"(?:(?:周|星期|礼拜)([1-7日天])|(mon|tue|wed|thu|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?)"
    r"\s*[,，]?\s*(?:the\s+)?$", re.I)


def weekday_before(text: str, mention: DateMention) -> int | None:
    """The weekday (0 = Monday) written right before a date: "Thursday, March 25, 2026", "周三 3月25日"."""
    m = _WEEKDAY_BEFORE.search(text, max(0, mention.start - 14), mention.start)
    if not m or (m.group(2) and m.start() > 0 and text[m.start() - 1].isalpha() and text[m.start() - 1].isascii()):
        return None
    if _IS_BEFORE.search(text, max(0, m.start() - 4), m.start()) and text[m.end() - 1:m.end()] in "，,":
        return None  # 6月1日是周二，6月9日回来: the weekday is said of the day before it
    if m.group(1):
        return 6 if m.group(1) in "日天7" else int(m.group(1)) - 1
    return _EN_DAYS.index(m.group(2).lower()[:3])


def weekday_after(text: str, mention: DateMention) -> int | None:
    """The weekday (0 = Monday) written right after a date mention in claim text, if any."""
    start = mention.end
    while start < len(text) and text[start].isspace():  # here, not in the pattern: \s* first would scan quadratically
        start += 1
    m = _WEEKDAY_AFTER.match(text, start)
    # 11 May (Saturday 9 May …): the weekday is the next date's; not after 是 (6月1日是周二，6月9日…: the 1st's).
    if not m or (_DATE_NEXT.match(text, m.end()) and not _IS.search(text, start, m.start(m.lastindex))):
        return None
    if _LIST_GOES_ON.match(text, m.end()):  # a Saturday and Sunday: the days of a list, said respectively
        return None
    if m.group(1):
        return 6 if m.group(1) in "日天7" else int(m.group(1)) - 1
    return _EN_DAYS.index(m.group(2).lower()[:3])
