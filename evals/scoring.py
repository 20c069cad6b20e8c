"""Scoring one answer of `hr-agent eval`: expected facts, dates, sources and "not covered". Pure.

Rules (the README's "Which model?" section repeats them):
- Text is compared after NFKC (full-width → half-width), case folding, dropping whitespace and
  thousands separators, and writing Chinese numerals as digits (三个工作日 → 3个工作日,
  百分之八十 → 80%), on both the fact and the answer.
- A fact that is a date (2026-03-25, 2026年3月25日) matches any date the answer writes in any
  common form: 2026-03-25, 2026/3/25, 2026年3月25日, 3月25日, 3月20日至25日, March 25, 2026, 25 March, with or
  without the weekday. A date without a year takes the year that puts it nearest the question's
  `today` (on 2026-12-28, "1月4日" is 2027-01-04).
- A fact that is a number matches the same number written anywhere in the answer (3 matches
  "3个" and "三个", not "13" or "3.5"); any other string must appear in the answer. A list of
  strings is a set of alternatives (any one will do).
- UNKNOWN (the handbook does not answer): the answer must say so (手册未涉及 / 没有找到 / 未规定 /
  not covered / does not specify …) and must not state a rule of its own: no number that the
  question did not already contain (clause numbers like 第十二条 and e-mail addresses aside)
  and no hedged guess (一般 / 通常 / 大概 / usually / typically …).
"""
from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Iterable, Sequence, Union

UNKNOWN = "UNKNOWN"
Fact = Union[str, int, float, Sequence[str]]

# -- normalisation -----------------------------------------------------------------
_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
# 万 stays a word (5万元 and 五万元 both read 5万元), so only 十/百/千 are units.
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_CN_NUMERAL = re.compile(f"[{''.join(_CN_DIGITS)}{''.join(_CN_UNITS)}]+")
_PERCENT_CN = re.compile(r"百分之(\d+(?:\.\d+)?)")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_SPACE = re.compile(r"\s+")


def chinese_numeral_value(run: str) -> int:
    """二十六 → 26, 二〇二六 → 2026 (digit by digit when there is no unit), 十五 → 15."""
    if not any(ch in _CN_UNITS for ch in run):
        return int("".join(str(_CN_DIGITS[ch]) for ch in run))
    total, digit = 0, None
    for ch in run:
        if ch in _CN_DIGITS:
            digit = _CN_DIGITS[ch]
        else:
            total += (1 if digit is None else digit) * _CN_UNITS[ch]
            digit = None
    return total + (digit or 0)


def arabic_numerals(text: str) -> str:
    """Chinese numerals written as digits; a lone 百 or 千 (百分之, 千万) stays a word."""

    def swap(m: re.Match) -> str:
        run = m.group(0)
        if all(ch in _CN_UNITS for ch in run) and run != "十":
            return run
        return str(chinese_numeral_value(run))

    return _PERCENT_CN.sub(r"\1%", _CN_NUMERAL.sub(swap, text))


def normalize(text: str) -> str:
    text = unicodedata.normalize("NFKC", str(text)).casefold()
    text = _THOUSANDS.sub("", arabic_numerals(text))
    return _SPACE.sub("", text)


# -- dates -------------------------------------------------------------------------
_MONTHS = {name: n for n, names in enumerate(
    [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
     ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
     ("november", "nov"), ("december", "dec")], start=1) for name in names}
# Latin-letter boundaries, not \b: Chinese characters are word characters too ("从March 25").
_A = r"(?<![A-Za-z])"
_MONTH = "(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?(?![A-Za-z])"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
# Full dates first; their text is blanked out before month-day forms are looked for.
_FULL_DATES = [
    (re.compile(r"(?<!\d)(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})(?!\d)"), "ymd"),
    (re.compile(r"(?<!\d)(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]"), "ymd"),
    (re.compile(rf"{_A}{_MONTH}\s+{_DAY},?\s+(\d{{4}})(?!\d)", re.I), "mdy"),
    (re.compile(rf"(?<!\d){_DAY}\s+{_MONTH},?\s+(\d{{4}})(?!\d)", re.I), "dmy"),
]
_PARTIAL_DATES = [
    (re.compile(r"(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]"), "md"),
    (re.compile(rf"{_A}{_MONTH}\s+{_DAY}(?![\d:])", re.I), "md"),
    (re.compile(rf"(?<!\d){_DAY}\s+{_MONTH}", re.I), "dm"),
]


# The end of a range written with its month once: 3月20日至25日, 2026年3月20日-25日.
_RANGE_END = re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*\d{1,2}\s*[日号]?\s*(?:至|到|-|—|–|~|～)\s*(\d{1,2})\s*[日号]")


def _month(value: str) -> int:
    return int(value) if value.isdigit() else _MONTHS[value.lower().rstrip(".")]


def _date_or_none(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def nearest_year(month: int, day: int, today: dt.date) -> dt.date | None:
    """The date with this month and day closest to `today` (last, this or next year)."""
    options = [d for y in (today.year - 1, today.year, today.year + 1) if (d := _date_or_none(y, month, day))]
    return min(options, key=lambda d: abs((d - today).days)) if options else None


def dates_in(text: str, today: dt.date) -> set[dt.date]:
    """Every calendar date written in `text`, whatever its form."""
    text = arabic_numerals(unicodedata.normalize("NFKC", str(text)))
    found: set[dt.date] = set()
    for m in _RANGE_END.finditer(text):
        year, month, day = m.groups()
        date = _date_or_none(int(year), int(month), int(day)) if year else nearest_year(int(month), int(day), today)
        if date is not None:
            found.add(date)
    for pattern, order in _FULL_DATES:
        def take(m: re.Match, order: str = order) -> str:
            g = m.groups()
            y, mo, d = {"ymd": (g[0], g[1], g[2]), "mdy": (g[2], g[0], g[1]), "dmy": (g[2], g[1], g[0])}[order]
            if (date := _date_or_none(int(y), _month(mo), int(d))) is not None:
                found.add(date)
            return " " * len(m.group(0))
        text = pattern.sub(take, text)
    for pattern, order in _PARTIAL_DATES:
        for m in pattern.finditer(text):
            mo, d = m.groups() if order == "md" else m.groups()[::-1]
            if (date := nearest_year(_month(mo), int(d), today)) is not None:
                found.add(date)
    return found


def as_date(fact: str) -> dt.date | None:
    """The fact as a date when the whole fact is one written with a year."""
    text = unicodedata.normalize("NFKC", fact).strip()
    for pattern, _ in _FULL_DATES:
        if pattern.fullmatch(text):
            dates = dates_in(text, dt.date(2000, 1, 1))
            return next(iter(dates), None)
    return None


# -- numbers -----------------------------------------------------------------------
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d])")


def numbers_in(normalized: str) -> list[float]:
    return [float(n) for n in _NUMBER.findall(normalized)]


def _as_number(fact) -> float | None:
    if isinstance(fact, bool):
        return None
    if isinstance(fact, (int, float)):
        return float(fact)
    text = normalize(fact)
    return float(text) if re.fullmatch(r"\d+(?:\.\d+)?", text) else None


# -- checks ------------------------------------------------------------------------
def fact_found(fact: Fact, answer: str, today: dt.date) -> bool:
    if isinstance(fact, (list, tuple)):
        return any(fact_found(alt, answer, today) for alt in fact)
    number = _as_number(fact)
    if number is not None:
        return number in numbers_in(normalize(answer))
    date = as_date(fact)
    if date is not None:
        return date in dates_in(answer, today)
    return normalize(fact) in normalize(answer)


def source_found(heading: str, sources: Iterable[str]) -> bool:
    want = normalize(heading)
    return any(want in normalize(s) for s in sources)


_NOT_COVERED = re.compile(
    r"(手册|制度|规定|知识库|政策|条款|文件)[^。！？!?\n]{0,15}(未|没有|没|并未|并没有|不|无)(涉及|规定|提及|提到|找到|包含|明确|记载|说明|覆盖|列出|相关)"
    r"|没有找到|未找到|找不到|未能找到|未涉及|没有涉及|未规定|未作规定|没有规定|未提及|没有提及|没有提到|未明确"
    r"|(没有|无|暂无)(任何)?(相关|具体|明确|对应)(的)?(规定|条款|说明|内容|信息)"
    r"|not\s+(covered|specified|mentioned|addressed|stated|included|found|defined)"
    r"|(does|do|did)\s*(not|n't)\s+(cover|specify|mention|address|say|state|include|define|contain)"
    r"|no\s+(relevant\s+|specific\s+|such\s+)?(information|policy|rule|clause|provision|guidance|mention)",
    re.I,
)
_HEDGES = (r"一般(来说|而言|情况下|是|为|会)", "通常", "按惯例", "惯例", "大概", "大约", "估计", "可能是", "应该是",
           "多数公司", "很多公司",
           r"\b(usually|typically|generally|normally|commonly|probably|likely|most companies|by law)\b")
_HEDGED_GUESS = re.compile("|".join(_HEDGES), re.I)
# References that are not rules: clause numbers, e-mail addresses and links.
_REFERENCES = re.compile(r"第\d+[条章节款编]|part\d+|section\d+|§\d+|(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+|https?://[!-~]+", re.I)
# A Chinese numeral counts as a quantity only before a counter (一下, 一线 are words, 三天 is not).
_CN_QUANTITY = re.compile(r"[零〇一二两三四五六七八九十百千]+(?=个|天|日|小时|元|块|年|月|周|星期|次|倍|岁|晚|学时|分钟|成)")


def says_not_covered(answer: str) -> bool:
    return bool(_NOT_COVERED.search(unicodedata.normalize("NFKC", answer)))


def own_numbers(answer: str, question: str) -> list[str]:
    """Quantities the answer states that the question did not already give."""
    text = unicodedata.normalize("NFKC", answer)
    text = _CN_QUANTITY.sub(lambda m: str(chinese_numeral_value(m.group(0))), text)
    text = _REFERENCES.sub(" ", _SPACE.sub("", _THOUSANDS.sub("", text)))
    given = set(numbers_in(normalize(question)))
    return list(dict.fromkeys(n for n in _NUMBER.findall(text) if float(n) not in given))


@dataclass
class Score:
    passed: bool
    reasons: list[str] = field(default_factory=list)
    checks: dict = field(default_factory=dict)


def score_answer(
    answer: str | None,
    *,
    question: str,
    today: dt.date,
    expected_facts: Sequence[Fact],
    expected_sources: Sequence[str] = (),
    sources: Sequence[str] = (),
    tool_calls: int = 0,
    min_tool_calls: int = 0,
) -> Score:
    """Pass/fail and why. `reasons` is empty exactly when the answer passes."""
    answer = answer or ""
    reasons: list[str] = []
    checks: dict = {}
    if not answer.strip():
        reasons.append("没有最终回答")
    if list(expected_facts) == [UNKNOWN]:
        covered = says_not_covered(answer)
        extra = own_numbers(answer, question)
        guess = _HEDGED_GUESS.search(unicodedata.normalize("NFKC", answer))
        checks["unknown"] = {"says_not_covered": covered, "own_numbers": extra, "hedged_guess": guess.group(0) if guess else None}
        if answer.strip() and not covered:
            reasons.append("未说明手册没有相关规定")
        if extra:
            reasons.append("自行给出了数字：" + "、".join(extra))
        if guess:
            reasons.append(f"猜测了规则：“{guess.group(0)}”")
    else:
        facts = [{"fact": f, "found": fact_found(f, answer, today)} for f in expected_facts]
        checks["facts"] = facts
        missing = [_show(f["fact"]) for f in facts if not f["found"]]
        if answer.strip() and missing:
            reasons.append("缺少：" + "、".join(missing))
    if expected_sources:
        found = [{"source": s, "found": source_found(s, sources)} for s in expected_sources]
        checks["sources"] = found
        missing_sources = [f["source"] for f in found if not f["found"]]
        if missing_sources:
            reasons.append("来源缺少：" + "、".join(missing_sources))
    if tool_calls < min_tool_calls:
        reasons.append(f"工具调用 {tool_calls} 次，少于 {min_tool_calls}")
    return Score(passed=not reasons, reasons=reasons, checks=checks)


def _show(fact: Fact) -> str:
    if isinstance(fact, (list, tuple)):
        return "/".join(str(f) for f in fact)
    return str(fact)
