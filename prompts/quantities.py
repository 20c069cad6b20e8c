"""Numbers with their unit and their subject, and arithmetic written out. Pure; reads claim text
(`prompts.claims.claim_text`: numerals as digits, full width as half width).

A quantity is a value in a unit class: 10% and 10日 are different quantities, 1.5倍 and 150%
the same one, 5万元 is 50000 元. Its subject is the words of the sentence piece it stands in:
where a clause states several values in one unit (150% on workdays, 300% on holidays), an
answer's value must sit with the words of the clause's own value, not a neighbour's.
"""
from __future__ import annotations

import operator
import re
from dataclasses import dataclass
from functools import lru_cache

from prompts.glossary import FESTIVAL_WORDS, translations
from prompts.grades import ranks
from prompts.ordinals import ordinal_lists, ordinals
from prompts.clock_times import clock_times, has_clock
from prompts.periods import period_after
from prompts.other_money import other_money
from prompts.currencies import (AFTER_AMOUNT, CURRENCY_SIGNS, CURRENCY_UNITS, INDIAN_SCALE, MONEY, MONEY_NAMES, MONEY_UNITS, SCALES,
                                 currency_first)

# (pattern, unit class, factor), longest first within the alternation built below.
_UNITS: list[tuple[str, str, float]] = [
    (r"个工作日|工作日|天班|(?:working|business|work) ?days?|workdays?", "workday", 1),  # 要上6天班
    (r"个自然日|自然日|calendar days?", "calendar_day", 1),
    (r"日(?=内|以内|之内|以上|以下|起)", "day", 1),  # 3日内 counts days; 每月10日 is a day of the month
    (r"天|days?(?![a-z])|晚|nights?|holidays?(?![a-z])", "day", 1),
    (r"日(?![元圆])|号(?![码楼线房门床位字])", "dom", 1),  # 每月15号发工资; not 3号线, 10号楼; 8000日元 is yen
    (r"%|％|percent|per cent", "percent", 1),
    (r"倍|times (?:the|of|your)|x (?:the|of)", "percent", 100),
    (r"个小时|小时|hours?|hrs?(?![a-z])|h(?![a-z]|[0-5]\d)", "hour", 1),  # 17h30 is a time of day
    (r"分钟|minutes?|mins?(?![a-z])", "minute", 1),
    *MONEY_UNITS,
    (r"个月|monthly (?:base |basic |gross )?(?:salar(?:y|ies)|wages?|pay)|months?", "month", 1),  # 1.5 monthly salaries = 1.5个月工资
    (r"周岁|岁|years? old", "age", 1),
    (r"周年", "year", 1),  # 满10周年 is ten years, not ten weeks
    (r"(?:个)?(?:周|星期|礼拜)(?![1-7日天岁末期年])|weeks?", "week", 1),  # 2个周末 / 26个周期 are no weeks
    (r"年(?!\d{1,2}\s*月|月)|years?(?! old)", "year", 1),  # not 2026年10月; 满10年10天 is 10 years
    (r"次|times?(?![a-z])", "times", 1),
]
_UNIT_ALT = "|".join(f"(?P<u{i}>{p})" for i, (p, _, _) in enumerate(_UNITS))
# English handbooks write small numbers as words (five working days' notice).
EN_NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                         "fourteen fifteen sixteen seventeen eighteen nineteen twenty".split())}
_EN_NUMBER = "|".join(sorted(EN_NUMBERS, key=len, reverse=True))
_ADJECTIVE = (r"(?:(?:paid|unpaid|consecutive|additional|extra|full|more|further|floating|public|sick|vacation|annual|standby|night|"
              r"weekend|overtime|rest|qualifying|waiting|leave)\s+)?")
# 最后1天 (最后一天 read as digits) is the last day, no count (最后2天 is).
# A number and its unit on one line (a list's next line may start with its unit: 28\n- Working days: 16).
# Two scans: digits first (6+ years), number words only in text that has one. Each looks first for what a match opens on (a
# digit, lookbehinds after it; a number word's first letter); no unit starts with a digit or a dot: a figure is never given back.
_QUANTITY = re.compile(rf"(\d(?<![\d.第/]\d)(?!(?<=最后1)(?![\d.]))\d*+(?:\.\d++)?+)()\+?[ \t-]*{_ADJECTIVE}(?:{_UNIT_ALT})(?![a-z])", re.I)
_WORD_QUANTITY = re.compile(rf"()(?=[efnostz])(?<![A-Za-z])({_EN_NUMBER})(?![a-z])[ \t-]*{_ADJECTIVE}(?:{_UNIT_ALT})(?![a-z])", re.I)
_UNIT_WORDS = frozenset({"day", "days", "week", "weeks", "month", "months", "year", "years", "hour", "hours", "minute", "minutes"})
_HAS_NUMBER_WORD = re.compile(rf"(?=[efnostz])(?<![A-Za-z])(?:{_EN_NUMBER})(?![A-Za-z])", re.I)
_MULTIPLIER_BEFORE = re.compile(r"(?<![a-z])(?:at|paid|is|are|be|of|by)\s+$", re.I)
# What an answer's unit may be matched with: 3天 may be 3 working days or 3 calendar days; a
# working-day count is only a working-day count.
COMPATIBLE = {"day": {"day", "workday", "calendar_day", "dom"}, "calendar_day": {"calendar_day", "day"},
              "dom": {"dom", "day"}, "nth_day": {"nth_day", "nth_workday"}}

_PIECE = re.compile(r"[^，,。；;！？!?\n]+")
_SENTENCE = re.compile(r"[^。；;！？!?\n]+")
_CJK = re.compile(r"[\u4e00-\u9fff]+")
_LATIN = re.compile(r"[a-z]{3,}", re.I)
# A rank written with a numeral (一线城市 → 1线, P5级, 二类) names a subject: 1线 and 2线 tell two
# cities' rates apart though the digits themselves are no word.
# A floor or a cap, one scan: at least / minimum / 不少于 (group 1); up to / maximum / 不超过 / 最多 (group 2); a word's first
# character is looked for first, at each place, before any word is tried.
_BOUNDS = re.compile(r"(?=[amncu不至最起封上])(?:(at least|minimum|no less than|not less than|a floor of|不少于|不低于|至少|最少|最短|最低|起码)"
                     r"|(up to|at most|maximum|no more than|not more than|capped|a cap of|ceiling|不超过|不得超过|不能超过|不可超过|不应超过|封顶"
                     r"|最多|最长|至多|最高|上限))", re.I)
# Words every piece shares: they say nothing about the subject.
_STOP = frozenset({"工资", "不低", "低于", "支付", "按照", "应当", "可以", "公司", "员工", "the", "and", "for", "of", "your", "you",
                   "with", "are", "is", "be", "not", "less", "than", "pay", "paid", "at", "least",
                   # part of a time of day (下午5点), not its subject
                   "上午", "下午", "晚上", "早上", "中午", "早晨"})


@dataclass(frozen=True)
class Quantity:
    value: float  # in the class's base unit (150 for 1.5倍, 50000 for 5万元)
    unit: str  # the class: workday, calendar_day, day, dom, percent, hour, minute, yuan, month, week, year, age, times
    shown: str  # as written
    start: int
    end: int
    period: str | None = None  # per day / week / month / year / shift / night (USD 60 per month, 每月100元)

    @property
    def is_count(self) -> bool:
        return self.unit in ("workday", "calendar_day", "day")


@dataclass(frozen=True)
class SourceQuantity:
    value: float
    unit: str
    words: frozenset[str]  # the subject: the words of the sentence it stands in
    source: int  # which text it came from (values of one text compete for a subject)
    period: str | None = None  # the rate's period (per month), if any
    conditions: frozenset[str] = frozenset()  # the words of its condition (`condition_words`), if a clause's


_COUNT_OF_DAYS_BEFORE = re.compile(r"(?:为|給予?|给予?|假|休|加给|共|计|最多|最少|至少|多|少|前|后|(?<!\d\d\d\d)年)[ ]?$")


def quantities(text: str) -> list[Quantity]:
    """Every number with a unit in claim text (dates must already be blanked out)."""
    return list(_quantities(text))  # a list of its own for each caller: the cached tuple is shared


@lru_cache(maxsize=256)  # an answer's text is read by several checks (number_check, cap_check, a total's terms per value)
def _quantities(text: str) -> tuple[Quantity, ...]:
    found = []
    scans = [_QUANTITY.finditer(text)]
    if text.isascii() or (_LATIN_LETTER.search(text) and _HAS_NUMBER_WORD.search(text)):  # a letter first: a faster scan
        scans.append(_WORD_QUANTITY.finditer(text))
    for m in (m for scan in scans for m in scan):
        i = int(m.lastgroup[1:])  # the unit's group (u3) closes last
        if m.group(1) == "" and m.group(2) == "":
            continue
        _, unit, factor = _UNITS[i]
        value = float(m.group(1)) if m.group(1) else float(EN_NUMBERS[m.group(2).lower()])
        if 1900 <= value <= 2100 and unit in ("year", "day", "week", "month", "times", "workday"):  # 2027年, 2027 working days
            continue
        if value == 1 and unit == "workday" and text[max(0, m.start() - 1):m.start()] in _NEXT_OR_PREVIOUS:
            continue  # 下一个工作日 / 前一个工作日: the next or previous working day, no count of one
        if unit not in MONEY and text[max(0, m.start() - 1):m.start() + 1].strip()[:1] in CURRENCY_SIGNS:
            continue  # £20 nights: money for the nights, read with its sign below, no count of nights
        if unit == "dom" and m.group(0).rstrip().endswith("日") and _COUNT_OF_DAYS_BEFORE.search(text, max(0, m.start() - 3), m.start()):
            unit = "day"  # 婚假8日 / 滿10年為16日 / 給予3日: a count of days, as Taiwanese and formal rules write it
        if unit == "times" and (value % 1 or _MULTIPLIER_BEFORE.search(text, max(0, m.start() - 12), m.start())):
            unit, factor = "percent", 100  # paid at 2 times / 2.5 times: a multiplier (3 times a year counts occurrences)
        found.append(Quantity(round(value * factor, 6), unit, m.group(0).strip(), m.start(), m.end(), period_after(text, m)))
    for m in currency_first(text):
        unit = next(u for u, g in zip(CURRENCY_UNITS, m.groups()) if g)
        if _LATIN_LETTER.match(text[max(0, m.start() - 1):m.start()]) and _LATIN_LETTER.match(m.group(0)):
            continue  # "hrs 8" / "mrs" / "farm 5" is no rupee or ringgit sign
        scale = INDIAN_SCALE.match(text, m.end())  # ₹2.4 lakh
        if scale:
            if any(q.start == m.start("amount") for q in found):
                found = [q for q in found if q.start != m.start("amount")]  # "2.4 lakh" read above: one amount
            found.append(Quantity(round(float(m.group("amount")) * SCALES[scale.group(1).lower()[:2]], 6), unit,
                                  m.group(0) + scale.group(0), m.start(), scale.end(), period_after(text, scale)))
            continue
        found.append(Quantity(float(m.group("amount")), unit, m.group(0), m.start(), m.end(),
                              period_after(text, m)))
    for value, unit, shown, a, b in other_money(text):  # ₺250, 4 750 KZT, 300坚戈 (E£12000 is no £12000)
        found = [q for q in found if not (q.unit in MONEY and q.start < b and a < q.end)] + [Quantity(value, unit, shown, a, b)]
    if has_clock(text):
        found += [Quantity(value, "clock", shown, start, end) for value, shown, start, end in clock_times(text)]
    # 每年一次 / 每月一次: the span of a frequency written without a number is one year or month, a claim
    # like 每四年一次's 4年 (每年一次 against a clause's 每四年一次 is wrong).
    if "每" in text:
        found += [Quantity(1.0, _SPAN_UNITS[m.group(1)], m.group(0)[:2], m.start(), m.start() + 2)
                  for m in _EVERY_BARE_SPAN.finditer(text)]
    # A list of ordinals (第1、2个工作日) outranks the count its last member would read as.
    listed = ordinal_lists(text) if "第" in text else []
    if listed:
        found = [q for q in found if not any(q.start < b and a < q.end for *_, a, b in listed)]
        found += [Quantity(v, u, shown, a, b) for v, u, shown, a, b in listed]
    # Ordinals (第8天, the eighth day, weeks 4 and 10) where no count was read.
    found += [Quantity(v, u, shown, a, b) for v, u, shown, a, b in ordinals(text)
              if not any(q.start < b and a < q.end for q in found)]
    found.sort(key=lambda q: q.start)
    return tuple(q for q in found if not _is_period(q, found, text))


_LATIN_LETTER = re.compile(r"[a-z]", re.I)
_NEXT_OR_PREVIOUS = frozenset("下上前后次")


_PERIOD_UNITS = frozenset({"day", "week", "month", "year", "times", "hour"})
# 每3年一次 / 每四年探亲一次 / once every 3 years: "once" restates the span before it, no count of its own.
_EVERY_BARE_SPAN = re.compile(r"每(年|月)(?=(?:(?!最多|不超过|至多|最少|至少)[^，。；,;\d每]){0,8}(?:1次|1回))")
_SPAN_UNITS = {"年": "year", "月": "month"}
_EVERY_SPAN = re.compile(r"每\s*[\d一二两三四五六七八九十]*\s*个?(?:年|月|周|星期|天|日)(?:(?!最多|不超过|至多|最少|至少)[^，。；,;\d]){0,8}$"
                         r"|(?<![a-z])every\s*$", re.I)
_PERIOD_GAP = re.compile(r"[\s/每]{0,2}")


def _is_period(q: Quantity, found: list[Quantity], text: str) -> bool:
    """一天 / 一晚 / 1次 right beside an amount in another unit is its period, not a count
    (500元一天, 一晚800元, 40元/1次): the amount is the claim."""
    if q.value != 1 or q.unit not in _PERIOD_UNITS:
        return False
    if q.unit == "times" and _EVERY_SPAN.search(text, max(0, q.start - 16), q.start):  # 每3年复查一次: a frequency
        return True
    if AFTER_AMOUNT.search(text, max(0, q.start - 8), q.start):  # 10875/21.75=500元一天 (the sum blanked)
        return True
    # 一年120小时 / 每月10小时: a span of the calendar beside hours is their period too.
    return any((o.unit in MONEY or (o.unit == "hour" and q.unit in ("year", "month", "week")))
               and (_PERIOD_GAP.fullmatch(text, o.end, q.start) if o.end <= q.start else _PERIOD_GAP.fullmatch(text, q.end, o.start))
               for o in found if o is not q)


def _singular(word: str) -> str:
    """sundays → sunday, holidays → holiday, policies → policy; not "less", "hours" stays a unit word."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def names_a_bound(text: str) -> bool:
    """Whether `text` writes a floor or a cap (at least, 不少于; up to, 最多)."""
    return bool(_BOUNDS.search(text))


@lru_cache(maxsize=1024)  # a piece's words are asked for again by every value in it and every answer to its clause
def words(text: str) -> frozenset[str]:
    """The subject words of a piece: Chinese character pairs and English words, stop words aside."""
    out = set()
    for run in _CJK.findall(MONEY_NAMES.sub("，", text)):
        # 每 opens a rate (小夜班每班80元): a pair across it joins two words, not one subject's (a run without one: every pair, in C).
        out.update(map(operator.add, run, run[1:]) if "每" not in run else (run[i:i + 2] for i in range(len(run) - 1) if run[i + 1] != "每"))
    # A number word or a unit is the value itself, not what it is about (four weeks' notice).
    # A word and its singular (Sundays meets Sunday; "contributes" still tells Harbourside from "you contribute").
    latin = [w for w in (w.lower() for w in _LATIN.findall(text)) if w not in EN_NUMBERS and w not in _UNIT_WORDS]
    out.update(latin)
    out.update(_singular(w) for w in latin)
    out.update(ranks(text))  # a rank or grade (5级, 考核为B, grade B) names the subject outright
    # A floor or a cap, however written (at least / minimum / 不少于; up to / maximum / 最多): which bound it is.
    out.update("≥" if m.group(1) else "≤" for m in _BOUNDS.finditer(text))
    return frozenset(out - _STOP)


_STOPS = re.compile(r"[，,。；;！？!?\n]|(?<!\.[a-z])\.(?=\s|$)")
# 确定：… and "caps, including taxes: Tier 1 cities" end a list's introduction; "Years 3–5: 20 days" does not.
_SENTENCE_STOPS = re.compile(r"[。；;！？!?\n：]|:(?!\s*(?:usd|\$|¥|\d))|(?<!\.[a-z])\.(?=\s|$)", re.I)
_FORWARD_STOPS = re.compile(r"[，,。；;！？!?\n、]|(?<!\.[a-z])\.(?=\s|$)")  # 800元、2线城市: the next item's words
# An English list's next item (", child or parent", ", child,"): the comma joins, it does not end the subject.
_LIST_ITEM = re.compile(r",[ ]?[a-z]+(?:[ -][a-z]+)?(?:[ ]?,|[ ](?:or|and)[ ][a-z]+(?:[ -][a-z]+)?(?=[ ]?[,.;]|$))")
# At least 2 years but less than 4 years: one bracket, both ends its values' condition.
_UPPER_BOUND = re.compile(r"(?:less than|under|fewer than|below|up to|not more than) \d", re.I)
_LOWER_BOUND = re.compile(r"(?:at least|more than|over|after) \d+(?:\.\d+)? [a-z]{1,8}$", re.I)
_AND = re.compile(r"\s(?:and|while|whereas|but)\s", re.I)  # English lists its subjects either side of "and"
_BETWEEN = re.compile(r"\bbetween [^\s,;]{1,12}(?: [ap]\.?m\.?)?$", re.I)  # …but "between 23:00 and 06:00" is one span, not two subjects


def subject_words(text: str, q: Quantity, found: list[Quantity], local: bool = False) -> frozenset[str]:
    """The words that say what `q` is about, with the other quantities near it as words too (满10年
    不满20年的 … 10天): back to its sentence's start (a clause: 工作日延长工作时间的，按150%), or with
    `local` (an answer, whose sentences run several subjects together) to its piece's start; never
    back past the previous value in the same unit (800元、二线城市600元) nor an English "and" (5 paid
    days for immediate family and 2 for other relatives); on to its piece's end, never past the
    next value in the same unit (but through a condition's comma: 超过60分钟的，按旷工半天处理)."""
    start, end = _window(text, q, found, local)
    near = {f"#{o.value:g}{o.unit}" for o in found if o is not q and start <= o.start and o.end <= end}
    head = _english_head(text, q, found, start) if not local else ""
    if not local and _ANAPHOR.match(text, start):  # 最低工资标准为2490元，其80%为1992元: 其 is the sentence before's subject
        head += " " + text[_last_stop(_SENTENCE_STOPS, text, max(0, start - 1)):start]
    return (words(text[start:end] + " " + head) | _translated(text[start:end] + " " + head) | near
            | tenure_bounds(text, [o for o in found if o is not q and start <= o.start and o.end <= end]))


# A length of service as a bracket's end: 满2年 / 2年以上 / after two years / more than 2 years is a floor,
# 不满2年 / 2年以内 / in your first two years / less than 2 years a ceiling.
_FLOOR_BEFORE = re.compile(r"(?:(?<!不)(?<!未)满|超过|多于|more than|over|after|at least|beyond)[ ]{0,2}(?:连续)?[ ]{0,2}$", re.I)
_FLOOR_AFTER = re.compile(r"[ ]{0,2}(?:以上|及以上|或以上|之后|以后|后|or more|and over|\+)", re.I)
_CEILING_BEFORE = re.compile(r"(?:不满|未满|不足|少于|低于|less than|under|within|in (?:your|the|their) first|up to|fewer than)"
                             r"[ ]{0,2}$", re.I)
_CEILING_AFTER = re.compile(r"[ ]{0,2}(?:以内|以下|之内|内|or less)", re.I)


def tenure_bounds(text: str, near: list[Quantity]) -> frozenset[str]:
    """The service brackets `near` states, as words: "≥#2year" for 满2年 / after two years, "<#2year"
    for 不满2年 / in your first two years (a month counts as a twelfth of a year)."""
    out = set()
    for o in near:
        if o.unit not in ("year", "month"):
            continue
        years = o.value if o.unit == "year" else o.value / 12
        if _CEILING_BEFORE.search(text, max(0, o.start - 16), o.start) or _CEILING_AFTER.match(text, o.end):
            out.add(f"<#{years:g}year")
        elif _FLOOR_BEFORE.search(text, max(0, o.start - 16), o.start) or _FLOOR_AFTER.match(text, o.end):
            out.add(f"≥#{years:g}year")
    return frozenset(out)


def _english_head(text: str, q: Quantity, found: list[Quantity], start: int) -> str:
    """An English sentence's head before its first value, when an "and" cut it off from `q`'s words:
    "Overtime is paid at 150% on weekdays and 200% on Sundays" — both rates are overtime's."""
    sentence = _last_stop(_SENTENCE_STOPS, text, q.start)
    first = min((o.start for o in found if sentence <= o.start < q.start and o.unit == q.unit), default=None)
    if first is None or first >= start or not text[sentence:first].isascii():
        return ""
    return text[sentence:first]


def condition_words(text: str, q: Quantity, found: list[Quantity]) -> frozenset[str]:
    """The words of a clause value's condition: the pieces of its sentence before the piece it stands
    in (每年累计病假5天以内的部分，按本人基本工资的100%发放 → 每年累计病假5天以内的部分). A list states its
    shared words once (基本工资 with the first value only); the conditions are what tell its values
    apart. Empty when the value's own piece is all there is (USD 90 per day in Tier 1 cities)."""
    start, _ = _window(text, q, found, False)
    piece = _last_stop(_STOPS, text, q.start)
    if piece <= start:
        return frozenset()
    near = {f"#{o.value:g}{o.unit}" for o in found if o is not q and start <= o.start and o.end <= piece}
    return words(text[start:piece]) | _translated(text[start:piece]) | near


_ITEM_MARK = re.compile(r"(?:\d{1,2}[.、)）]|[（(][一二三四五六七八九十\d]{1,3}[)）]|[一二三四五六七八九十]{1,3}、|[-*•])")


def _rate_lead(lead: str) -> bool:
    """Nothing but a rate's "per" stands between a label's colon and its value (小夜班：每班80元)."""
    return not words(lead) or bool(_PER_LEAD.fullmatch(lead.strip()))


_PER_LEAD = re.compile(r"(?:每|按)[\u4e00-\u9fff]{1,2}|为|是")


_ANAPHOR = re.compile(r"[ ，,]{0,3}(?:其(?![他它余中])|its\b)", re.I)


def _window(text: str, q: Quantity, found: list[Quantity], local: bool) -> tuple[int, int]:
    """Where `q`'s subject words run (see `subject_words`)."""
    same = [o for o in found if o is not q and o.unit == q.unit]
    stops = _STOPS if local else _SENTENCE_STOPS
    start = _last_stop(stops, text, q.start)
    if local and not words(text[start:q.start]):  # the piece names nothing (…的，按300%支付): its sentence does,
        # from after the piece of an earlier value in its unit (满1年有5天带薪年假，满10年10天: 带薪年假 is 5天's)
        sentence = _last_stop(_SENTENCE_STOPS, text, q.start)
        prior = [o.end for o in same if sentence <= o.end <= start]
        start = next((m.end() for m in _STOPS.finditer(text, max(prior), start)), start) if prior else sentence
    elif local and text[max(0, start - 2):start] in ("的，", "的,"):  # 1年以上不满3年的，试用期为2个月: the condition
        start = _last_stop(_STOPS, text, start - 1)
    elif not local and text[start - 1:start] in ("：", ":") and _rate_lead(text[start:q.start]):
        # 1. 高温岗位（锅炉房…）：300元/月: a list item's label before its colon is the value's subject
        line = text.rfind("\n", 0, start - 1) + 1
        mark = len(text) - len(text[line:].lstrip(" \t")) if start - line <= 48 else line
        start = line if start - line <= 48 and _ITEM_MARK.match(text, mark) else start
    ands = [m.end() for m in _AND.finditer(text, start, q.start)
            if _balanced(text[m.end():q.start]) and not _BETWEEN.search(text, max(0, m.start() - 24), m.start())
            and not (_UPPER_BOUND.match(text, m.end()) and _LOWER_BOUND.search(text, max(0, m.start() - 30), m.start()))]
    start = max([start] + [o.end for o in same if o.end <= q.start] + ands)
    limit = min([o.start for o in same if o.start >= q.end] + [len(text)])
    end = m.start() if (m := _FORWARD_STOPS.search(text, q.end, limit)) else limit  # the first stop: no scan past it
    # An "and" ends the subject only when another value follows it (… and 2 for other relatives);
    # "on Sundays and bank holidays" is one subject.
    end = next((m.start() for m in _AND.finditer(text, q.end, end) if any(m.end() <= o.start <= end for o in found)
                and not _BETWEEN.search(text, max(0, m.start() - 24), m.start())), end)
    if text[end - 1:end + 1] in ("的，", "的,"):  # 超过60分钟的，按旷工半天处理: the condition's consequence
        end = m.start() if (m := _STOPS.search(text, end + 1, limit)) else limit
    while end < limit and _LIST_ITEM.match(text, end):  # for a partner, child or parent: one subject
        end = m.start() if (m := _FORWARD_STOPS.search(text, end + 1, limit)) else limit
    return start, end


@lru_cache(maxsize=1024)  # as `words`: a piece is read again for each value in it
def _translated(piece: str) -> frozenset[str]:
    """The piece's handbook terms in the other language too (night shift ↔ 夜班), and the kind of day a
    weekday or a festival is (周六 → 休息日, 国庆 → 法定节假日): an answer then shares the words that tell
    a clause's values apart."""
    zh, en = translations(piece, own=True)
    kinds = [kind for pattern, kind in _DAY_KINDS if pattern.search(piece)]
    return words(" ".join(zh + en + kinds)) if zh or en or kinds else frozenset()


# Weekdays and festivals as the kind of day a clause's rates name (claim text writes 周六 as 周6).
_DAY_KINDS = [
    (re.compile(r"(?:周|星期|礼拜)[67日天]|周末|双休日|周休日|公休日|saturday|sunday", re.I), "休息日 rest day"),
    (re.compile(r"(?:周|星期|礼拜)[1-5](?![0-9])|平日|平时|monday|tuesday|wednesday|thursday|friday", re.I), "工作日 working day"),
    (FESTIVAL_WORDS, "法定节假日 public holiday"),
]


def _balanced(text: str) -> bool:
    """No bracket closes here that opened before: an "and" inside (capital cities and major hubs) lists no subjects."""
    return text.count(")") + text.count("）") <= text.count("(") + text.count("（")


def _last_stop(pattern: re.Pattern, text: str, upto: int) -> int:
    # Searched in the whole text: a lookahead must see past `upto` (Years 3–5: 20 days).
    return max([end for end in _stop_ends(pattern, text) if end <= upto] + [0])


@lru_cache(maxsize=256)
def _stop_ends(pattern: re.Pattern, text: str) -> tuple[int, ...]:
    """Where each stop ends, once per text: a clause holds many quantities."""
    return tuple(m.end() for m in pattern.finditer(text))


def piece_around(text: str, start: int, sentence: bool = False) -> str:
    """The comma-separated piece (or, with `sentence`, the sentence) holding position `start`."""
    for m in (_SENTENCE if sentence else _PIECE).finditer(text):
        if m.start() <= start < m.end():
            return m.group(0)
    return ""


# Arithmetic written out is read by `prompts.arithmetic`; re-exported for the readers that take both.
from prompts.arithmetic import Arithmetic, arithmetic, elides_a_factor  # noqa: E402,F401
