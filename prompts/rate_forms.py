"""Forms a handbook or an answer writes a number in that the readers after `claim_text` do not know,
rewritten to the forms they do. Pure.

- Traditional characters as simplified ones (六個月, 兩倍, 雙倍, 工作天 in a Hong Kong or Taiwan
  handbook): one character for one, so a clause written in either script reads the same. The table is
  OpenCC's (opencc-python-reimplemented's TSCharacters), read once; a character that is also a
  simplified one of its own (於, 乾) stays.
- Rates written as words: 1倍半 (一倍半) and 1点5倍 (一點五倍) as 1.5倍 (3点5天 as 3.5天), 双倍 as 2倍, 1又1/3倍 and 4/3倍 as
  1.333333倍, 折半 and 减半 as 50% beside the word;
  fractions 5分之4 (五分之四) and "4/5 of" as percentages (80%).

Without this 一倍半 read as 100% (the 1倍 before 半), 一點五倍 as 500%, 1又1/3倍 as 300%, and a
clause's 五分之四 gave an answer's 80% nothing to match.
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from prompts.numerals import read_number

_ANY_HAN = re.compile(r"[\u3400-\u9fff]")
_AND_A_HALF_TIMES = re.compile(r"(?<![\d.])(\d+)倍半")
# 1点5倍, 3点5天 (a time of day is 8点30分 or 8点半: no unit of its own after it)
_POINT_DECIMAL = re.compile(r"(?<![\d.])(\d+)点(\d+)(?=倍|天|个?小时|个?工作日|个?月|周|年|元|万)")
# …but 9点到12点3小时 (till twelve, three hours) is a time of day: a range's end or a part of the day says so.
_CLOCK_BEFORE = re.compile(r"(?:[到至~～\-–—]|上午|下午|中午|晚上|早上|凌晨|傍晚)\s?$")
_HALF_PAY = re.compile(r"折半|减半")
_DOUBLE = re.compile(r"双倍")
_MIXED_TIMES = re.compile(r"(?<![\d.])(\d+)又(\d+)/(\d+)倍")
_FRACTION_TIMES = re.compile(r"(?<![\d./])(\d{1,2})/([1-9]|1[0-2])倍")  # 4/3倍: 1.333333倍, not 3倍
_FRACTION_ZH = re.compile(r"(?<![\d.])(\d+)分之([\d一二两三四五六七八九十]+)")
# two thirds / one third / three quarters (of the award, pay): shares as percentages; "a third" and "a quarter" only before
# "of" (a third party, once a quarter).
_FRACTION_EN = re.compile(r"(?<![A-Za-z])(?:(two|one|three)[ -](thirds?|quarters?)|an?[ -](third|quarter)(?= of\b))(?![A-Za-z])", re.I)
_FRACTION_WORDS = {"one": 1, "two": 2, "three": 3}
_FRACTION_OF = re.compile(r"(?<![\d./])([1-9])/([2-9]|10)(?= of (?:the |your |their |his |her |a |an )?[a-z])", re.I)


@lru_cache(maxsize=1)
def _simplified_table() -> dict[int, str]:
    table: dict[int, str] = {}
    try:
        text = resources.files("opencc").joinpath("dictionary/TSCharacters.txt").read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError):  # the package's layout changed: no script folding, no crash
        return table
    for line in text.splitlines():
        traditional, _, choices = line.partition("\t")
        options = choices.split()
        if len(traditional) == 1 and options and traditional not in options and len(options[0]) == 1:
            table[ord(traditional)] = options[0]
    return table


def simplified(text: str) -> str:
    """Traditional characters as simplified ones, one for one (spans keep their places); 工作天 as 工作日."""
    if not _ANY_HAN.search(text):
        return text
    text = text.translate(_simplified_table())
    return text.replace("工作天", "工作日")


def _decimal(value: float) -> str:
    return f"{round(value, 6):f}".rstrip("0").rstrip(".")


def _percent(numerator: float, denominator: float) -> str:
    return _decimal(100 * numerator / denominator) + "%"


# one and a half monthly salaries, 2-and-a-half days: the figure as a decimal (time and a half stays a rate's words).
_EN_HALVES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_AND_A_HALF_EN = re.compile(r"(?<![A-Za-z\d.])(\d{1,3}|" + "|".join(_EN_HALVES) + r")[ -]and[ -]a[ -]half(?![A-Za-z])", re.I)


# I turn 50, aged 50, from age 50, at the age of 50: an age (50岁), as an answer writes it.
_AGE_EN = re.compile(r"(?<![A-Za-z])((?:turn(?:s|ed|ing)?|aged|age(?: of)?) )(\d{1,3})"
                     r"(?![\d.]|[ ]?(?:years?|岁|周岁|yrs?|%|th|st|nd|rd)(?![A-Za-z]))", re.I)


def rate_words(text: str) -> str:
    """Rates and fractions written as words or mixed numbers, in the forms the quantity reader knows; on
    `claim_text`'s way, after `simplified` and with Chinese numerals already digits."""
    if "倍" in text:
        text = _AND_A_HALF_TIMES.sub(r"\1.5倍", text)
        text = _DOUBLE.sub("2倍", text)
        text = _MIXED_TIMES.sub(lambda m: _decimal(int(m[1]) + int(m[2]) / int(m[3])) + "倍" if int(m[3]) else m[0], text)
        text = _FRACTION_TIMES.sub(lambda m: _decimal(int(m[1]) / int(m[2])) + "倍", text)
    if "turn" in text or "age" in text:
        text = _AGE_EN.sub(r"\g<1>\g<2>岁", text)
    if "and a half" in text or "and-a-half" in text:
        text = _AND_A_HALF_EN.sub(lambda m: f"{int(m[1]) if m[1].isdigit() else _EN_HALVES[m[1].lower()]}.5", text)
    if "点" in text:
        text = _POINT_DECIMAL.sub(lambda m: m[0] if _CLOCK_BEFORE.search(text, max(0, m.start() - 3), m.start()) else f"{m[1]}.{m[2]}", text)
    if "半" in text:
        text = _HALF_PAY.sub(lambda m: m[0] + "（50%）", text)  # 病假工资折半发给: the words stay beside the rate
    if "分之" in text:
        def fraction(m: re.Match) -> str:
            top, bottom = read_number(m[2]), int(m[1])
            return _percent(top, bottom) if top is not None and 0 < top <= bottom else m[0]
        text = _FRACTION_ZH.sub(fraction, text)
    if "hird" in text or "uarter" in text:
        text = _FRACTION_EN.sub(_english_share, text)
    if "/" in text and " of " in text:
        text = _FRACTION_OF.sub(lambda m: _percent(int(m[1]), int(m[2])) if int(m[1]) < int(m[2]) else m[0], text)
    return text


def _english_share(m: re.Match) -> str:
    top = _FRACTION_WORDS[m[1].lower()] if m[1] else 1
    bottom = 3 if (m[2] or m[3]).lower().startswith("third") else 4
    if top >= bottom or (top == 1 and (m[2] or "").lower().endswith("s")) or (top, bottom) == (2, 4):  # two quarters: half a year
        return m[0]
    return _percent(top, bottom)


# 8.8折 is 88% of the price, 12% off: a clause's discount in the forms an answer may give it.
_DISCOUNT = re.compile(r"(?<![\d.])(\d{1,2}(?:\.\d)?)[ ]?折(?![算合旧叠扣])")


def _discount_as_shares(m: re.Match) -> str:
    share = float(m.group(1)) * (10 if float(m.group(1)) < 10 else 1)
    return m.group(0) + (f"（{share:g}%，优惠{100 - share:g}%）" if 0 < share < 100 else "")


def discounts_as_shares(text: str) -> str:
    """The text with each discount also written as the shares it stands for (8.8折（88%，优惠12%）)."""
    return _DISCOUNT.sub(_discount_as_shares, text) if "折" in text else text
