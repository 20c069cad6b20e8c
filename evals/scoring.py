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

from prompts.claims import (  # the one reader of dates and numbers, shared with the answer check
    NUMBER,
    THOUSANDS as _THOUSANDS,
    SPACE as _SPACE,
    arabic_numerals,
    as_date,
    chinese_numeral_value,
    dates_in,
    nearest_year,
    normalize,
    numbers_in,
)

__all__ = ["UNKNOWN", "Score", "arabic_numerals", "as_date", "chinese_numeral_value", "dates_in", "fact_found",
           "nearest_year", "normalize", "numbers_in", "own_numbers", "says_not_covered", "score_answer", "source_found"]

UNKNOWN = "UNKNOWN"
Fact = Union[str, int, float, Sequence[str]]


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
    return list(dict.fromkeys(n for n in NUMBER.findall(text) if float(n) not in given))


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
