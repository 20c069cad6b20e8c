"""The one reader of what a text claims: dates (with the weekday written before or after them),
relative dates (后天, next Wednesday), bare numbers and clause numbers; numbers with their unit
are `prompts.quantities`'. Pure. The answer check and `hr-agent eval`'s scorer both
read answers with it, so "the answer says 3月25日" means the same thing to both.

Text is read after NFKC (full-width → half-width), in simplified characters, and with Chinese numerals
written as digits (三月二十五日 → 3月25日, 三个工作日 → 3个工作日, 百分之八十 → 80%) and rates as
`prompts.rate_forms` writes them (一倍半 → 1.5倍, 五分之四 → 80%); spans refer to that text (`claim_text`).
"""
from __future__ import annotations

import calendar
import datetime as dt
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from prompts.day_lists import days_after_relative_words, days_with_weekdays, dotted_days, dotted_ranges, list_days, range_years, weekday_ordinal_dates
from prompts.weekdays import weekday_index
from prompts.numerals import arabic_numerals, chinese_numeral_value, grouped_in_full, magnitudes_in_full  # noqa: F401 (re-exported)
from prompts.rate_forms import rate_words, simplified
from prompts.slash_dates import SLASH_DATE, is_fraction
from prompts.slash_dates import day_first as slash_day_first

# -- numerals: the one reader (prompts.numerals) --------------------------------------
THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
# 每周1200美元 is per week; 第1周11.30 is week 1 then a date.
# 周一两天 (周12天) and 周五5月1日 are a weekday first; 1个完整周200美元 is a week's amount: after a weekday
# comes one digit or a date.
_WEEKDAY_THEN_DIGIT = re.compile(r"((?<!每)(?<!每个)(?<!第\d)(?:周|星期|礼拜)[1-7])"
                                 r"(?=\d(?!\d)|\d{1,2}(?:\s*[月日号]|[/.-]\d)|\d{4}\s*[年/.-])")
_WRITTEN_SO = re.compile(r"(?:周|星期|礼拜)\d{2}[日号]")
# 4年半 / 3个半月 / 1天半: the half as a decimal (4.5年).
_AND_A_HALF = re.compile(r"(?<!\d)(\d{1,4})(年|天|个)半(月|小时|钟头)?")
SPACE = re.compile(r"\s+")
_SAT_SUN = re.compile(r"(周|星期|礼拜)6日(?![期历常志记])")


# Full-width digits, letters and date signs (０-９, ％, ／, －, ．) and the ideographic space as their
# ASCII selves: what NFKC does to the characters these readers look at, at a fraction of its cost
# on long clauses. Full-width brackets and commas stay: the readers accept both widths.
_FULL_WIDTH = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\uff05\uff0d\uff0e\uff0f\uff5e\u3000]")
_HALF_WIDTH = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


@lru_cache(maxsize=1024)
def claim_text(text: str) -> str:
    """The form every reader below works on (its spans index this text). Cached: the readers
    below take raw or already converted text, and a thread's texts are read again and again."""
    text = raw = str(text)
    if _FULL_WIDTH.search(text):
        text = text.translate(_HALF_WIDTH)
    text = grouped_in_full(text)  # 1,20,000 where rupees are the money, 5.500.000 ₫, R$ 1.234,56
    text = rate_words(THOUSANDS.sub("", arabic_numerals(simplified(text))))
    text = magnitudes_in_full(text)
    if "**" in text:  # Markdown bold (= **2,706元**) is emphasis, not part of a number or a sum
        text = text.replace("**", "")
    if "半" in text:
        text = _AND_A_HALF.sub(lambda m: f"{m.group(1)}.5{m.group(2) if m.group(2) != '个' else '个'}{m.group(3) or ''}", text)
    if "6日" in text:  # 1月2日、3日 周六日: Saturday and Sunday, one each
        text = _SAT_SUN.sub(r"\g<1>6、\g<1>日", text)
    # 周五5月1日 must not read 周55月1日: a weekday's numeral is kept apart from a date after it.
    # 本周22日 written in digits is this week's 22nd, not 周2 2日.
    def apart(m: re.Match) -> str:
        digits = _WRITTEN_SO.match(text, m.start())
        return m.group(1) if digits and digits.group(0) in raw else m.group(1) + " "
    return _WEEKDAY_THEN_DIGIT.sub(apart, text) if "周" in text or "星期" in text or "礼拜" in text else text


def normalize(text: str) -> str:
    """For containment tests: NFKC, claim_text, case-folded, without whitespace."""
    return SPACE.sub("", claim_text(unicodedata.normalize("NFKC", str(text))).casefold())


# -- dates -------------------------------------------------------------------------
_MONTHS = {name: n for n, names in enumerate(
    [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
     ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
     ("november", "nov"), ("december", "dec")], start=1) for name in names}
# Latin-letter boundaries, not \b: Chinese characters are word characters too ("从March 25").
_A = r"(?<![A-Za-z])"
# A dot after an abbreviation (Sept. 30) is the month's; after a full name (30 September. 25–27 …) it ends the sentence.
_ABBREVIATED = "|".join(f"(?<={a})" for a in ("jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"))
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + rf")(?:(?:{_ABBREVIATED})\.)?(?![A-Za-z])"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
# A month and its day stand on one line: in a numbered list ("Mon 22 Feb\n2. Tue 23 Feb") the next
# item's number is no day of the month above it.
_GAP = r"[ \t\u00a0]+"
# Full dates first; their text is blanked out before month-day forms are looked for.
# The Chinese and numeric forms start with a digit (no lookbehind first: the regex engine then
# skips to the next digit at once); "not right after a digit" is checked on each match instead.
FULL_DATES = [
    (re.compile(r"(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]"), "ymd"),
    (re.compile(rf"{_A}{_MONTH}{_GAP}{_DAY},?{_GAP}(\d{{4}})(?!\d)", re.I), "mdy"),
    (re.compile(rf"(?<!\d){_DAY}{_GAP}{_MONTH},?{_GAP}(\d{{4}})(?!\d)", re.I), "dmy"),
]
_PARTIAL_DATES = [
    (re.compile(r"(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]"), "md"),
    # not 31 Dec. 1 Jan: a month with its day before it takes no day after it
    (re.compile(rf"{_A}(?<!\d )(?<!\d){_MONTH}{_GAP}{_DAY}(?![\d:])", re.I), "md"),
    (re.compile(rf"(?<!\d){_DAY}{_GAP}{_MONTH}", re.I), "dm"),
    # 3月底 / 3月末 (the month's last day), 7月初 (its first): 带到下一年3月底 names 3月31日.
    (re.compile(r"(\d{1,2})\s*月\s*(底|末|初)(?![一-龥]{0,1}[旬])"), "me"),
    (SLASH_DATE, "md"),  # 3/26, 9/6/2026: the text's order decides which is the month (prompts.slash_dates)
]
# The end of a range written with its month once: 3月20日至25日, 2026年3月20日-25日.
# A list too: 3月23日、24日 names the 24th of March.
# A weekday may stand between, in brackets or not: 5月6日（周三）至8日（周五）, 12月30日周二、31日周三.
_RANGE_END = re.compile(r"(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]?\s*(?:[（(][^（()）]{0,12}[)）]|(?:周|星期|礼拜)[1-7日天])?\s*"
                        r"(?:至|到|-|—|–|~|～|、|和|及)\s*(\d{1,2})\s*[日号](?![内以之起后前])")
# The next item of such a list: 3月25日（周三）、26日（周四）、27日（周五） names the 27th too.
_LIST_NEXT = re.compile(r"[ ]{0,2}(?:[（(][^（()）]{0,12}[)）]|(?:周|星期|礼拜)[1-7日天])?[ ]{0,2}(?:至|到|-|—|–|~|～|、|和|及)"
                        r"[ ]{0,2}(\d{1,2})[ ]{0,2}[日号](?![内以之起后前])")
# A year written as a word before a month and day: 明年1月8日 is next year's; 每年7月1日 any year's.
_RELATIVE_YEAR = {"今年": 0, "本年": 0, "明年": 1, "来年": 1, "后年": 2, "去年": -1, "前年": -2,
                  "下1年": 1, "上1年": -1}  # 下一年, 上一年 as claim text writes them
_NUMERIC_DATE_HINT = re.compile(r"\d[-/.]")
_YEAR_BEFORE = re.compile(r"(\d{4})\s*年\s*$")
_MONTH_HINTS = frozenset(name[:3] for name in _MONTHS)


@dataclass(frozen=True)
class DateMention:
    date: dt.date  # a yearless date takes the year nearest `today`
    start: int
    end: int
    has_year: bool


def _month(value: str) -> int:
    return int(value) if value.isdigit() else _MONTHS[value.lower().rstrip(".")]


def date_or_none(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def nearest_year(month: int, day: int, today: dt.date) -> dt.date | None:
    """The date with this month and day closest to `today` (last, this or next year)."""
    options = [d for y in (today.year - 1, today.year, today.year + 1) if (d := date_or_none(y, month, day))]
    return min(options, key=lambda d: abs((d - today).days)) if options else None


def _after(text: str, m: re.Match, chars: str = "0123456789") -> bool:
    """Whether a match starts right after one of `chars` (a longer number, a year's 年)."""
    return m.start() > 0 and text[m.start() - 1] in chars


def date_mentions(text: str, today: dt.date) -> list[DateMention]:
    """Every calendar date written in `claim_text(text)`, in order, whatever its form."""
    text = original = claim_text(text)
    found: list[DateMention] = []
    # Each form needs a character most clauses lack: skip the scans that cannot match.
    chinese = "月" in text
    english = _english_month_near_digit(text)
    numeric = _NUMERIC_DATE_HINT.search(text) is not None
    if not (chinese or english or numeric):
        return found
    for m in _RANGE_END.finditer(text) if chinese else ():
        if _after(text, m):
            continue
        month, first, day = m.groups()
        if int(day) <= int(first):  # 3月25日、1日 lists no March 1st; a list runs forward
            continue
        year = _YEAR_BEFORE.search(text, max(0, m.start() - 8), m.start())
        word_year = _word_year(text, m.start(), today)
        ends = [(m.start(3), m.end(), int(day))]
        if text[m.end(2):m.end(2) + 1] not in "日号":  # 12月2—4日: the first day has no 日 of its own to be read by
            ends.insert(0, (m.start(1), m.end(2), int(first)))
        while (more := _LIST_NEXT.match(text, ends[-1][1])) and int(more.group(1)) > ends[-1][2]:
            ends.append((more.start(1), more.end(), int(more.group(1))))
        for at, end, day_ in ends:
            if year:
                date = date_or_none(int(year.group(1)), int(month), day_)
            elif word_year is not None:
                date = date_or_none(word_year, int(month), day_)
            else:  # the range's year is its first day's (6月7日至11日 in December: next June's, both ends)
                start = nearest_year(int(month), int(first), today)
                date = date_or_none(start.year, int(month), day_) if start else None
            if date is not None:
                found.append(DateMention(date, at, end, bool(year) or word_year is not None))
    scans = [(numeric, FULL_DATES[0]), (chinese and "年" in text, FULL_DATES[1]),
             (english, FULL_DATES[2]), (english, FULL_DATES[3])]
    for wanted, (pattern, order) in scans:
        if not wanted:
            continue

        def take(m: re.Match, order: str = order, text: str = text) -> str:
            if order == "ymd" and _after(text, m):
                return m.group(0)
            g = m.groups()
            y, mo, d = {"ymd": (g[0], g[1], g[2]), "mdy": (g[2], g[0], g[1]), "dmy": (g[2], g[1], g[0])}[order]
            if (date := date_or_none(int(y), _month(mo), int(d))) is not None:
                found.append(DateMention(date, m.start(), m.end(), True))
            return " " * len(m.group(0))
        text = pattern.sub(take, text)
    day_first = slash_day_first(text, today)
    for wanted, (pattern, order) in zip((chinese, english, english, chinese, "/" in text), _PARTIAL_DATES):
        if not wanted:
            continue
        for m in pattern.finditer(text):
            if order == "me":
                month = int(m.group(1))
                year = _YEAR_BEFORE.search(text, max(0, m.start() - 8), m.start())
                word_year = int(year.group(1)) if year else _word_year(text, m.start(), today)
                if not 1 <= month <= 12 or _after(text, m) or (word_year is None and _after(text, m, "年")):
                    continue
                base = nearest_year(month, 1, today) if word_year is None else dt.date(word_year, month, 1)
                day = 1 if m.group(2) == "初" else calendar.monthrange(base.year, month)[1]
                found.append(DateMention(base.replace(day=day), m.start(), m.end(), word_year is not None))
                continue
            chinese_md = order == "md" and pattern is _PARTIAL_DATES[0][0]
            word_year = _word_year(text, m.start(), today) if chinese_md else None
            if chinese_md and word_year is None and (
                    _after(text, m) or (_after(text, m, "年") and m.start() > 1 and text[m.start() - 2].isdigit())):
                continue  # part of a longer number, or of a year written in digits (read above)
            mo, d = m.groups()[:2] if order == "md" else m.groups()[1::-1]
            if pattern is SLASH_DATE:
                if is_fraction(text, m.start()):
                    continue
                if day_first:  # 28/9–30/9: the writer puts the day first
                    mo, d = d, mo
                if m[3]:
                    word_year = int(m[3])
            date = date_or_none(word_year, _month(mo), int(d)) if word_year is not None else nearest_year(_month(mo), int(d), today)
            if date is not None:
                found.append(DateMention(date, m.start(), m.end(), word_year is not None))
    for s1, e1, m1, d1, s2, e2, m2, d2 in dotted_ranges(original):
        if (first := nearest_year(m1, d1, today)) and (last := date_or_none(first.year + (m2 < m1), m2, d2)):
            found += [DateMention(first, s1, e1, False), DateMention(last, s2, e2, False)]
    taken = [(m.start, m.end) for m in found]
    for s1, e1, month, day in dotted_days(original):
        if not any(s < e1 and s1 < e for s, e in taken) and (date := nearest_year(month, day, today)):
            found.append(DateMention(date, s1, e1, False))
    found.sort(key=lambda m: m.start)
    listed = [DateMention(d, s, e, False if isinstance(a, int) else a.has_year) for s, e, day, a in list_days(original, found)
              if (d := nearest_year(a, day, today) if isinstance(a, int) else date_or_none(a.date.year, a.date.month, day))]
    relatives = relative_mentions(original, today) if "日" in original or "号" in original else []
    listed += [DateMention(d, s, e, False) for s, e, d in days_after_relative_words(original, relatives, found + listed)]
    listed += [DateMention(d, s, e, False) for s, e, d in weekday_ordinal_dates(original, found + listed, today)]
    listed += [DateMention(d, s, e, False) for s, e, d in days_with_weekdays(original, found + listed)]
    return range_years(original, sorted(found + listed, key=lambda m: m.start) if listed else found)


def _word_year(text: str, at: int, today: dt.date) -> int | None:
    """The year a word right before position `at` names (明年3月1日 → today's year + 1), if any."""
    head = text[max(0, at - 6):at].rstrip()  # 下一年 3 月底
    offset = _RELATIVE_YEAR.get(head[-3:], _RELATIVE_YEAR.get(head[-2:]))
    return None if offset is None else today.year + offset


_MONTH_WORD = re.compile(rf"(?=[adfjmnos])(?<![A-Za-z])(?:{'|'.join(sorted(_MONTH_HINTS))})[A-Za-z]*", re.I | re.A)  # a word a month's name opens


def _english_month_near_digit(text: str) -> bool:
    """Whether an English month name may stand in a date here (a digit within a few characters):
    the English forms are costly to scan for and Chinese clauses never need them."""
    for m in _MONTH_WORD.finditer(text):
        if any(ch.isdigit() for ch in text[max(0, m.start() - 6):m.end() + 6]):
            return True
    return False


def dates_in(text: str, today: dt.date) -> set[dt.date]:
    return {m.date for m in date_mentions(text, today)}


def as_date(fact: str) -> dt.date | None:
    """The fact as a date when the whole fact is one written with a year."""
    text = unicodedata.normalize("NFKC", fact).strip()
    for pattern, _ in FULL_DATES:
        if pattern.fullmatch(text):
            return next(iter(dates_in(text, dt.date(2000, 1, 1))), None)
    return None


# -- relative dates ----------------------------------------------------------------
_RELATIVE_DAYS = {"今天": 0, "今日": 0, "明天": 1, "明日": 1, "后天": 2, "大后天": 3, "昨天": -1, "前天": -2, "大前天": -3}
# not 本周22日; not 数一下周六 / 以下周六 (一下 is "a moment", 以下 "below": no next week)
_RELATIVE_WEEKDAY = re.compile(r"(?:(?<![一1以])(下下|下)|(本|这|上))?个?(?:周|星期|礼拜)([1-7日天])(?!\d)")
# 两周后的周三 / 3个星期后周一: that weekday of the week N weeks on
_WEEKS_ON_FORM = r"(?<![\d.])([1-9])个?(?:周|星期|礼拜)(?:之|以)?后的?(?:周|星期|礼拜)([1-7日天])"
_WEEKS_ON = re.compile(_WEEKS_ON_FORM)


def relative_dates(text: str, today: dt.date) -> set[dt.date]:
    """The days a question names relative to today (明天, 下周一, 周五, this Thursday, next Monday): a model
    that converts them right states these dates. A bare 周五 may mean this week's or next."""
    text = claim_text(text)
    found = {today + dt.timedelta(days=n) for word, n in _RELATIVE_DAYS.items() if word in text}
    monday = today - dt.timedelta(days=today.weekday())
    for weeks, day in _WEEKS_ON.findall(text):  # 两周后的周三
        found.add(monday + dt.timedelta(weeks=int(weeks), days=weekday_index(day)))
    for ahead, this_or_last, day in _RELATIVE_WEEKDAY.findall(text):
        weekday = weekday_index(day)
        weeks = {"下下": (2,), "下": (1,), "上": (-1,), "本": (0,), "这": (0,)}.get(ahead or this_or_last, (0, 1))
        found |= {monday + dt.timedelta(weeks=w, days=weekday) for w in weeks}
    if _EN_RELATIVE_HINT.search(text):  # this Thursday, next Monday, tomorrow: what each may mean
        found |= {d for r in relative_mentions(text, today) if r.word.isascii() for d in r.dates}
    return found


_EN_RELATIVE_HINT = re.compile(r"today|tomorrow|yesterday|next|this|coming|last", re.I)
_EN_RELATIVE_DAYS = {"today": 0, "tomorrow": 1, "the day after tomorrow": 2, "yesterday": -1, "tomorrow week": 8,
                     "a week tomorrow": 8, "a week from tomorrow": 8, "the day before yesterday": -2}
_EN_WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_RELATIVE_WORD = re.compile(r"(?=[大后明今昨前下本这上tayncl1-9])(?:"  # a form's first character, tried at each place before any form
    r"(大后天|后天|明天|明日|今天|今日|昨天|大前天|前天)|((?<![一1以])下下|(?<![一1以])下|本|这|上)(个?)(?:周|星期|礼拜)([1-7日天])(?!\d)"
    r"|(?<![A-Za-z])(the day after tomorrow|tomorrow week|a week (?:from )?tomorrow|the day before yesterday|tomorrow|today|yesterday)(?![A-Za-z])"
    r"|(?<![A-Za-z])(next|this|coming|last)\s+(" + "|".join(_EN_WEEKDAY_NAMES) + r")(?![A-Za-z])"
    r"|" + _WEEKS_ON_FORM + r"|(?<![A-Za-z])the\s+(" + "|".join(_EN_WEEKDAY_NAMES) + r")\s+after\s+next(?![A-Za-z]))", re.I)


@dataclass(frozen=True)
class RelativeMention:
    word: str
    dates: tuple[dt.date, ...]  # what it may mean (next Wednesday: this coming one or the one after)
    start: int
    end: int


def relative_mentions(text: str, today: dt.date) -> list[RelativeMention]:
    """The days claim text names relative to today (后天, 下周三, next Wednesday, this Friday)."""
    out = []
    monday = today - dt.timedelta(days=today.weekday())
    for m in _RELATIVE_WORD.finditer(text):
        zh_day, prefix, counter, zh_weekday, en_day, en_prefix, en_weekday, weeks_on, weekday_on, after_next = m.groups()
        if after_next:  # the Friday after next: a week after either reading of next Friday
            weekday = _EN_WEEKDAY_NAMES.index(after_next.lower())
            ahead = (weekday - today.weekday()) % 7 or 7
            dates = (today + dt.timedelta(days=ahead + 7), monday + dt.timedelta(weeks=2, days=weekday))
        elif weeks_on:
            weekday = weekday_index(weekday_on)
            dates = (monday + dt.timedelta(weeks=int(weeks_on), days=weekday),)
        elif zh_day:
            dates = (today + dt.timedelta(days=_RELATIVE_DAYS[zh_day]),)
        elif zh_weekday:
            weekday = weekday_index(zh_weekday)
            weeks = {"下下": 2, "下": 1, "上": -1}.get(prefix, 0)
            day = monday + dt.timedelta(weeks=weeks, days=weekday)  # 下个周五 on a Wednesday: this coming Friday to many
            dates = (day, day - dt.timedelta(weeks=1)) if counter and weeks > 0 and day - dt.timedelta(weeks=1) > today else (day,)
        elif en_day:
            dates = (today + dt.timedelta(days=_EN_RELATIVE_DAYS[en_day.lower()]),)
        else:
            weekday = _EN_WEEKDAY_NAMES.index(en_weekday.lower())
            ahead = (weekday - today.weekday()) % 7
            word = en_prefix.lower()
            if word == "last":
                dates = (today - dt.timedelta(days=(today.weekday() - weekday) % 7 or 7),)
            elif word == "this":
                dates = (monday + dt.timedelta(days=weekday), today + dt.timedelta(days=ahead or 7))
            else:  # next/coming Wednesday: the coming one, or the one in next week
                dates = (today + dt.timedelta(days=ahead or 7), monday + dt.timedelta(weeks=1, days=weekday))
        out.append(RelativeMention(m.group(0), tuple(dict.fromkeys(dates)), m.start(), m.end()))
    return out


# -- numbers -----------------------------------------------------------------------
NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d])")


def numbers_in(normalized: str) -> list[float]:
    return [float(n) for n in NUMBER.findall(normalized)]


def blank(text: str, spans) -> str:
    """`text` with each (start, end) span replaced by as many spaces (spans keep their places)."""
    pieces, at = [], 0
    for start, end in sorted(spans):
        start = max(start, at)
        if end > start:
            pieces += [text[at:start], " " * (end - start)]
            at = end
    pieces.append(text[at:])
    return "".join(pieces)


# -- clause numbers ----------------------------------------------------------------
# …and the forms other handbooks number clauses in (Art. 7, Article 7.1, § 9, Section 4.2, Clause 5): the clause is 7, 9, 4, 5.
_CLAUSE = re.compile(r"第\s*(\d+)\s*条|(?<![A-Za-z])(?:Art(?:icle)?\.?|§|Section|Clause)[ ]?(\d{1,3})(?![\d])")
# Names, not quantities: 第十七条 is not 17 of anything, 周三 (周3) not 3 weeks.
NAMES = re.compile(r"第\s*\d+\s*[条章节款]|(?<!每)(?:周|星期|礼拜)[1-7日天](?!\d)")  # 每周1200美元: no weekday


def blank_names(text: str) -> str:
    """Claim text with clause numbers and weekdays blanked (their digits count nothing)."""
    return blank(text, [m.span() for m in NAMES.finditer(text)])

def clause_numbers(text: str, headings: bool = False) -> list[int]:
    """第十二条 / 第12条 / Art. 12 → 12, in claim text; with `headings`, a handbook's numbered paragraph too
    (a line opening "10.1 Amounts" is a paragraph of Art. 10)."""
    return [int(a or b) for a, b in _CLAUSE.findall(text)] + ([int(n) for n in _PARAGRAPH.findall(text)] if headings else [])


_PARAGRAPH = re.compile(r"(?m)(?:^|(?<=> ))[ ]?(\d{1,3})\.\d{1,2}(?:\.\d{1,2})?[ ]+(?=[A-Za-z\u4e00-\u9fff])")
