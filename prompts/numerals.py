"""The project's one reader of Chinese numerals: 二十六 → 26, 二〇二六 → 2026, 两 → 2,
百分之十二 → 12%. The answer check (`prompts.claims`) and the holiday-notice parser
(`workcalendar.notice`) both read numbers with it, so 十二 means the same thing to both. Pure.

cn2an (PyPI) reads the same forms, but pulls in its own dependencies for a dozen lines of
logic; this reader covers what handbooks, notices and answers write (5万元 keeps 万 as a word, which the
unit reader handles; 一万零八百 is 10800). It also writes out a figure's k, m, bn and 万 before foreign money
(¥140k is 140000, Rp4,5 juta is 4500000, 120万韩元 is 1200000韩元), and figures grouped by lakhs or by dots (1,20,000 ₹; 5.500.000 ₫).
"""
from __future__ import annotations

import re
from functools import lru_cache

from prompts.other_money import CHINESE_NAMES

DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
UNITS = {"十": 10, "百": 100, "千": 1000}
NUMERAL = re.compile(f"[{''.join(DIGITS)}{''.join(UNITS)}]+")
_PERCENT = re.compile(r"百分之(\d+(?:\.\d+)?)")


def chinese_numeral_value(run: str) -> int:
    """二十六 → 26, 二〇二六 → 2026 (digit by digit when there is no unit), 十五 → 15.
    Raises KeyError on a character that is not a numeral."""
    if not any(ch in UNITS for ch in run):
        return int("".join(str(DIGITS[ch]) for ch in run))
    total, digit = 0, None
    for ch in run:
        if ch in DIGITS:
            digit = DIGITS[ch]
        else:
            total += (1 if digit is None else digit) * UNITS[ch]
            digit = None
    return total + (digit or 0)


def read_number(text: str) -> int | None:
    """A whole number written in digits or in Chinese numerals (3, 三, 两, 十二, 二十); None for
    anything else (an empty string, 三点五, words)."""
    text = text.strip()
    if text.isascii() and text.isdigit():
        return int(text)
    if not text or not NUMERAL.fullmatch(text) or (text[0] in UNITS and text[0] != "十"):
        return None
    value = chinese_numeral_value(text)
    return value or None


# 五一 / 十一 said for 劳动节 / 国庆节 (明天就是五一, 十一放假): a name, not 51 or 11.
_HOLIDAY_NAMES = frozenset({"五一", "十一"})
_AFTER_HOLIDAY_NAME = frozenset("假节放期长前后当那小过劳国，。,.；;！!？?）) ")


def _holiday_name(text: str, m: re.Match) -> bool:
    return m.group(0) in _HOLIDAY_NAMES and (m.end() == len(text) or text[m.end()] in _AFTER_HOLIDAY_NAME)


@lru_cache(maxsize=1024)
def _as_digits(run: str) -> str:
    if all(ch in UNITS for ch in run) and run != "十":
        return run
    return str(chinese_numeral_value(run))


# 一 inside a word is no number (统一, 唯一, 一律, 一共, 一次性 and 一次休完 "in one go"): 统一3个月 is not 13个月.
_WORD_BEFORE_ONE = frozenset("统唯万同之逐单专划整")
_WORD_AFTER_ONE = frozenset("律般起直定致并旦切些样经概贯共同方")
_IN_ONE_GO = frozenset("性休付结清")


def _a_word(text: str, m: re.Match) -> bool:
    """Whether the run is part of a word or touches a number in digits (统一3个月, 一次性)."""
    before, after = text[m.start() - 1:m.start()], text[m.end():m.end() + 1]
    if (before.isascii() and before.isdigit()) or (after.isascii() and after.isdigit()):
        return True
    return m.group(0) == "一" and (before in _WORD_BEFORE_ONE or after in _WORD_AFTER_ONE
                                   or (text.startswith("次", m.end()) and text[m.end() + 1:m.end() + 2] in _IN_ONE_GO))


# 一万零八百 / 一万二千 / 两万五: a number past ten thousand written out, one number (10800, 12000, 25000); 5万元 alone
# keeps its 万 for the unit reader.
_PAST_WAN = re.compile(f"([{''.join(DIGITS)}{''.join(UNITS)}]+)万(零?)([{''.join(DIGITS)}{''.join(UNITS)}]+)")


def _past_wan(m: re.Match) -> str:
    head, zero, tail = m.groups()
    try:
        high, low = chinese_numeral_value(head), chinese_numeral_value(tail)
    except KeyError:
        return m.group(0)
    if not zero and len(tail) == 1 and tail in DIGITS:  # 两万五: five thousand, said short
        low *= 1000
    return str(high * 10000 + low) if low < 10000 else m.group(0)


# The financial numerals of amounts and cheques (人民币捌拾元, 叁佰元整, 壹万贰仟元): a run of them holding a digit is
# read as everyday numerals (拾 alone stays a word: 收拾).
_FINANCIAL_RUN = re.compile(r"[零壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬万億亿]++")
_FINANCIAL_DIGIT = frozenset("壹贰貳叁參肆伍陆陸柒捌玖")
_FINANCIAL = str.maketrans("壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億", "一二二三三四五六六七八九十百千万亿")


def arabic_numerals(text: str) -> str:
    """Chinese numerals written as digits; a lone 百 or 千 (百分之, 千万) stays a word, and so does a
    numeral inside a word (统一, 一次性)."""
    if not _FINANCIAL_DIGIT.isdisjoint(text):
        text = _FINANCIAL_RUN.sub(lambda m: m.group(0).translate(_FINANCIAL) if not _FINANCIAL_DIGIT.isdisjoint(m.group(0))
                                  else m.group(0), text)
    text = _PAST_WAN.sub(_past_wan, text) if "万" in text else text
    text = NUMERAL.sub(lambda m: m.group(0) if _holiday_name(text, m) or _a_word(text, m) else _as_digits(m.group(0)), text)
    return _PERCENT.sub(r"\1%", text) if "百分之" in text else text


# ¥140k, RMB 5.6m, $2bn, 1.2 million: the figure in full. k is a thousand wherever it stands on a number; m and bn
# only in an answer about money (5m may be metres).
# Indonesian juta / jt (a million), ribu / rb (a thousand) and miliar are scales wherever they stand; their figure may
# carry a decimal comma (Rp4,5 juta is 4,500,000).
_MAGNITUDE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?:[ ]?(million|billion)|(k|m|mn|bn))(?![A-Za-z])"
                        r"|(?<![\d.,])(\d+(?:[.,]\d{1,2})?)[ ]?(juta|jt|ribu|rb|miliar)(?![A-Za-z])", re.I)
_MONEY_SIGN = re.compile(r"[¥￥$€£₹₩₫₦฿₱₺元]|RMB|CNY|USD|AUD|HKD|EUR|GBP|SGD|KRW|VND|BRL|NGN|THB|SAR|ZAR|MXN|IDR|PHP|Rp|yuan"
                         r"|dollars?|euros?|won|reais|dong|naira|baht|riyals?|rand|pesos?|rupiah", re.I)
# A figure and its scale's first letter, a space between: what every _MAGNITUDE match holds. It opens on a digit, which the
# engine skips to; _MAGNITUDE opens on lookbehinds and is tried at every character.
_MAGNITUDE_HINT = re.compile(r"\d[ ]?[bjkmr]", re.I)
_SCALE = {"k": 3, "m": 6, "mn": 6, "million": 6, "bn": 9, "billion": 9, "juta": 6, "jt": 6, "ribu": 3, "rb": 3, "miliar": 9}


def _in_full(m: re.Match, money: bool) -> str:
    figure, word = (m.group(1), (m.group(2) or m.group(3))) if m.group(1) else (m.group(4).replace(",", "."), m.group(5))
    word = word.lower()
    if word in ("m", "mn", "bn", "million", "billion") and not money:
        return m.group(0)
    digits = figure.replace(".", "")
    places = _SCALE[word] - (len(figure.split(".")[1]) if "." in figure else 0)
    return str(int(digits) * 10 ** places) if places >= 0 else m.group(0)


# 120万韩元, 1.5万日元: 万 before another country's money is a figure's scale (万元 stays for the unit reader).
_FOREIGN_MONEY = ("韩元|韩币|日元|越南盾|印尼盾|美元|港元|港币|澳元|加元|新元|欧元|英镑|卢比|比索|泰铢|令吉|林吉特|迪拉姆|雷亚尔|兰特|奈拉"
                  "|里亚尔|先令|兹罗提|瑞郎|法郎|克朗|披索|" + CHINESE_NAMES)
_WAN_OF_MONEY = re.compile(rf"(?<![\d.])(\d+(?:\.\d+)?)万(?={_FOREIGN_MONEY})")
# …and where an answer so scales foreign money and writes no 万元 or 人民币, a bare 万 elsewhere in it is that money too
# (177万印尼盾（岗位津贴100万 + 餐补77万）).
_BARE_WAN = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)万(?=[\s+＋,，、;；:：)）。=]|$)")


def _wan_in_full(m: re.Match) -> str:
    value = round(float(m.group(1)) * 10000, 6)
    return f"{value:.0f}" if value == int(value) else f"{value:g}"


def magnitudes_in_full(text: str) -> str:
    """¥140k → ¥140000, RMB 5.6m → RMB 5600000 (m and bn only where the text names money), Rp4,5 juta → Rp4500000,
    120万韩元 → 1200000韩元."""
    if "万" in text and text != (scaled := _WAN_OF_MONEY.sub(_wan_in_full, text)):
        text = _BARE_WAN.sub(_wan_in_full, scaled) if "万元" not in scaled and "人民币" not in scaled else scaled
    if not (_MAGNITUDE_HINT.search(text) and _MAGNITUDE.search(text)):
        return text
    money = bool(_MONEY_SIGN.search(text))
    return _MAGNITUDE.sub(lambda m: _in_full(m, money), text)


# 5.500.000 ₫, R$ 1.234,56, 32.000 VND: figures grouped by dots with a decimal comma (Vietnam, Brazil, most of
# Europe) in full. Read so only where the text writes that way: a figure with two dot groups or a decimal comma,
# or the money of a country that writes so; elsewhere 45.000 stays forty-five.
_DOT_GROUPED = re.compile(r"(?<![\d.,])(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?(?!\d|[.,]\d)")
_SURELY_DOT_GROUPED = re.compile(r"(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?!\d)|(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)")
# …and Turkish lira (₺45.000, 45.000 TL, TRY 1.250).
_DOT_MONEY = re.compile(r"₫|(?<![a-z])(?:VND|BRL|IDR|TRY|reais|rupiah|juta|liras?)(?![a-z])|(?<![A-Za-z])(?:Rp|(?-i:TL)(?![A-Za-z]))"
                        r"|đồng|越南盾|印尼盾|R\$|雷亚尔|₺|里拉", re.I)
_REAIS_DECIMAL = re.compile(r"(R\$\s?\d{1,3}),(\d{2})(?![\d.,])")


# Indian grouping (1,20,000 is one lakh twenty thousand; 2,40,000): read where a money of South Asia is the money
# (rupees of India, Pakistan, Nepal and Sri Lanka, Bangladeshi taka), so a list written 5,10,100 elsewhere stays a list.
_LAKHS = re.compile(r"(?<![\d,.])\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])")
_RUPEES = re.compile(r"INR|PKR|NPR|LKR|BDT|₹|৳|(?-i:Tk)\.?\s?\d|Rs\.?\s?\d|rupee|卢比|taka|塔卡|lakh|crore", re.I)


# 8'450.50, Fr. 6’400.–: an apostrophe between groups of three is a thousands mark (Switzerland) wherever it stands.
_APOSTROPHE_GROUPED = re.compile(r"(?<![\d'’])\d{1,3}(?:['’]\d{3})+(?![\d'’])")
# 5 400,00 zł, 9 000 ÷ 30, R12 500: figures grouped by spaces (Poland, France, South Africa, Scandinavia). A figure is
# surely one where it cannot be two numbers (a group that opens with 0, two groups, a decimal comma) or stands
# beside money; where the text writes so, every such figure is one, and a comma before two digits is decimal.
_SPACE = "[ \u00a0\u202f\u2009]"
_SPACES = re.compile(_SPACE)
# A letter before a figure keeps it apart (N1 800元 is grade N1 and 800元), save the rand's R fused to it (R21 650,00).
_SPACE_GROUPED = re.compile(rf"(?:(?<![\dA-Za-z.,])|(?<=(?<![A-Za-z])R))(\d{{1,3}}(?:{_SPACE}\d{{3}})+)(?:,(\d{{1,2}}))?(?!\d|[.,]\d)")
_CURRENCY = (r"(?:[€£$¥₹₱₩฿₫₺₦₴₽₸₾₼৳]|(?<![A-Za-z])(?:[A-Z]{3}|R|Fr\.|Kshs?\.?|zł|kr|Kč|Ft|lei|rand|naira|riyals?)(?![A-Za-z])"
             r"|元|兹罗提|兰特|先令|克朗|法郎|瑞郎|欧元|" + CHINESE_NAMES + ")")
_SURELY_SPACE_GROUPED = re.compile(rf"(?<![\dA-Za-z.,])\d{{1,3}}(?:{_SPACE}\d{{3}}){{2,}}(?!\d)|(?<![\dA-Za-z.,])\d{{1,3}}{_SPACE}0\d\d(?!\d)"
                                   rf"|(?<![\dA-Za-z.,])\d{{1,3}}(?:{_SPACE}\d{{3}})+,\d{{2}}(?!\d)"
                                   rf"|{_CURRENCY}{_SPACE}?\d{{1,3}}{_SPACE}\d{{3}}(?!\d)|(?<![\dA-Za-z.,])\d{{1,3}}{_SPACE}\d{{3}}{_SPACE}?{_CURRENCY}")
# 52,50 zł, CHF 12,50: a decimal comma before two digits beside money.
_COMMA_DECIMAL_MONEY = re.compile(rf"(?<![\d.,])\d+,\d{{2}}(?!\d|[.,]\d){_SPACE}?{_CURRENCY}|{_CURRENCY}{_SPACE}?\d+,\d{{2}}(?!\d|[.,]\d)")
_COMMA_DECIMAL = re.compile(r"(?<![\d.,])(\d+),(\d{1,2})(?!\d|[.,]\d)")
# Fr. 85.–, 7 800,– €: a dash for the cents means none.
_NO_CENTS = re.compile(r"(?<=\d)[.,][–—-](?![\d–—-])")


# What a space-grouped figure and a decimal comma hold: digits either side of a space, of a comma. These scans skip from
# digit to digit; the patterns above open on lookbehinds and are tried at every character.
_DIGIT_SPACE_DIGIT = re.compile(rf"\d{_SPACE}\d")
_DIGIT_COMMA_DIGIT = re.compile(r"\d,\d")
# …and a figure grouped by dots, or by commas the Indian way.
_DOT_THOUSANDS = re.compile(r"\d\.\d{3}")
_COMMA_LAKHS = re.compile(r"\d,\d\d,\d")


def _european(text: str) -> str:
    """Space-grouped figures in full and decimal commas as points, where the text writes so (see above)."""
    if not ((_DIGIT_SPACE_DIGIT.search(text) and _SURELY_SPACE_GROUPED.search(text))
            or ("," in text and _DIGIT_COMMA_DIGIT.search(text) and _COMMA_DECIMAL_MONEY.search(text))):
        return text
    text = _SPACE_GROUPED.sub(lambda m: _SPACES.sub("", m.group(1)) + (f".{m.group(2)}" if m.group(2) else ""), text)
    return _COMMA_DECIMAL.sub(r"\1.\2", text) if "," in text else text


def grouped_in_full(text: str) -> str:
    """Figures grouped the Indian way (1,20,000 → 120000, where rupees are the money), by dots (5.500.000 → 5500000,
    1.234,56 → 1234.56, where the text groups so: see above), by apostrophes (8'450 → 8450) or by spaces (5 400,00 zł
    → 5400.00 zł, where the text groups so) in full."""
    if ".–" in text or ",–" in text or ".-" in text or ",-" in text or ".—" in text:
        text = _NO_CENTS.sub("", text)
    if "'" in text or "’" in text:
        text = _APOSTROPHE_GROUPED.sub(lambda m: m.group(0).replace("'", "").replace("’", ""), text)
    if "," in text and _COMMA_LAKHS.search(text) and _RUPEES.search(text):
        text = _LAKHS.sub(lambda m: m.group(0).replace(",", ""), text)
    text = _european(text)
    if "R$" not in text and not _DOT_THOUSANDS.search(text):  # nothing below would change it
        return text
    if not (("." in text and _SURELY_DOT_GROUPED.search(text)) or _DOT_MONEY.search(text)):
        return text
    text = _DOT_GROUPED.sub(lambda m: m.group(1).replace(".", "") + (f".{m.group(2)}" if m.group(2) else ""), text)
    return _REAIS_DECIMAL.sub(r"\1.\2", text) if "R$" in text else text
