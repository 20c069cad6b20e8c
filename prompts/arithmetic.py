"""Arithmetic an answer writes out (a÷b=c, a×b=c, a−b=c, a+b=c, chains, brackets): what it really
comes to. Pure; reads claim text (numerals as digits). Split from `prompts.quantities`, which
re-exports `arithmetic`."""
from __future__ import annotations

import operator
import re
from dataclasses import dataclass

from prompts.other_money import CHINESE_NAMES, LATIN_NAMES

_NUM = r"\d+(?:\.\d+)?"
# no trailing \s*: two in a row re-read a run of spaces. £1.50 × 8 hours: a currency sign before, a unit after.
# 6年 × 15天, 5 full months × 1.75, 12 shifts × KES 1,100: a count's unit (an adjective before an English one).
_OPERAND_UNIT = (r"%|日元|韩元|元|天|个?工作日|小时|倍|英镑|欧元|美元|卢比|加元|港币|港元|澳元|澳币|纽币|新元|比索|迪拉姆|泰铢|令吉|公里|英里"
                 r"|越南盾|印尼盾|雷亚尔|₫|瑞士法郎|瑞郎|法郎|先令|兹罗提|兰特|奈拉|里亚尔|林吉特|克朗|zł|kr|Kč|TL|Tk|" + CHINESE_NAMES
                 + r"|hours?|days?|weeks?|nights?"
                 r"|miles?|km|rupees?|dollars?|yen|pesos?|dirhams?|baht|riyals?|naira|rupiah|rand(?![a-z])|" + LATIN_NAMES
                 + r"|ringgits?|won|đồng|reais|francs?|shillings?|(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])")
# A currency's sign or code before a number: £1.50, SGD 13.50, A$88.
# Any three-letter code (CHF, KES, PLN) and the short forms Fr., Kshs., R, Rp, SR, zł's neighbours.
_SIGN = (r"(?:[£€$¥￥₹₱₩฿₫₺₦₴₽₸₾₼৳₪]|E£|(?<![A-Za-z])(?:[A-Z]{3}|Dhs\.?|RM|Rs\.?|Rp\.?|SR|Fr\.|Kshs?\.?|Tk\.?|LE|TL|R|[ACSHR]\$|NZ\$|HK\$|US\$|MX\$)"
         r"(?![A-Za-z]))\s?")
# …and a rate's period after its unit (45元/班 × 6, $0.70/mile × 120).
_PER = r"(?:\s?/\s?(?:班|晚|夜|天|日|次|小时|人|月|周|期|h|hr|hour|day|night|shift|week|month|mile|km|公里|英里)(?![A-Za-z]))?"
_OPERAND = rf"(?:{_SIGN})?{_NUM}[万亿]?(?:\s*(?:{_OPERAND_UNIT}))?{_PER}"  # 10万×1%
_OP = r"[×xX*÷/+＋\-−－]"
# Brackets group (伙食100元加交通50元，共(100+50)×3=450元): an operand may open or close one.
_OPERAND_B = rf"(?:[(（]+\s*)?{_OPERAND}(?:\s*[)）]+)?"  # never a run of spaces read two ways
# An operator on the operand's own line: a list's next line may open with a dash (60%\n- 2800 × 60% = 1680).
_ARITH = re.compile(rf"(?<![\d.])((?:{_OPERAND_B}[ \t]*{_OP}\s*)+{_OPERAND_B})\s*([=＝≈])\s*(?:{_SIGN})?({_NUM})"
                    rf"(\s*%|[万亿](?!\s*{_OP}))?")
# A chain's middle may itself be a sum (12 × 2574 ÷ (52 × 44) = 30888 ÷ 2288 = 13.50): what follows the
# stated number up to the next equals sign.
_CHAIN_REST = re.compile(rf"(?:\s*(?:{_OPERAND_UNIT}))?((?:[ \t]*{_OP}\s*{_OPERAND_B})+)\s*(?=[=＝≈])")
_CHAIN_TAIL = re.compile(rf"(?:\s*(?:{_OPERAND_UNIT}))?((?:[ \t]*{_OP}\s*{_OPERAND_B})+)(?!\d|\.\d|\s*{_OP})")
_TOKEN = re.compile(rf"({_NUM})([万亿])?\s*(%)?|({_OP})|([(（])|([)）])")
_SCALE_OF = {"%": 0.01, "万": 10000, "亿": 100000000}
_OPS = {"×": operator.mul, "x": operator.mul, "X": operator.mul, "*": operator.mul, "÷": operator.truediv,
        "/": operator.truediv, "+": operator.add, "＋": operator.add, "-": operator.sub, "−": operator.sub, "－": operator.sub}


@dataclass(frozen=True)
class Arithmetic:
    operands: tuple[float, ...]
    computed: float | None  # None when it divides by zero
    stated: float  # a percentage as a fraction (= 4% is 0.04)
    approximate: bool
    start: int
    end: int
    shown: str
    chained: bool = False  # a chain's middle link that came to the sum before it: its operands are that sum's
    exact: bool = False  # a whole quotient with its remainder (15余16): no rounding

    @property
    def holds(self) -> bool:
        if self.computed is None:
            return False
        decimals = len(str(self.stated).split(".")[1]) if "." in f"{self.stated:g}" else 0
        # A sum or difference is exact (2 + 4 + 0.5 = 7 is wrong); a product or quotient may be rounded.
        slack = 1e-6 if self.exact or not any(op in self.shown.split("=")[0] for op in "×*/÷%xX") else 0.5 * 10 ** -decimals + 1e-9
        if self.approximate:
            slack = max(slack, abs(self.computed) * 0.01)
        elif slack > 1e-6:  # an operand shown rounded (5000 ÷ 30 = 166.67): 855 × 166.67 = 142,500 is 855 × 5000 ÷ 30
            written = self.shown.replace(",", "")
            slack += sum(0.5 * 10 ** -_decimals(v) * abs(self.computed / v) for v in self.operands
                         if v and _decimals(v) >= 2 and f"{v:g}" in written)  # cents: 1.3 and 80% are exact
        return abs(self.computed - self.stated) <= slack


def elides_a_factor(a: Arithmetic, figures: set[float]) -> bool:
    """A product written without one factor the answer stated just before (小时工资37.5元。工作日3小时×150%=168.75元:
    the hourly wage): its result is the product times one of `figures`."""
    if a.computed in (None, 0) or any(op in a.shown.split("=")[0] for op in "÷/+＋-−－"):
        return False
    return any(f > 1 and abs(a.computed * f - a.stated) <= max(0.005, abs(a.stated) * 1e-6) for f in figures)


def _decimals(value: float) -> int:
    shown = f"{value:g}"
    return len(shown.split(".")[1]) if "." in shown and "e" not in shown else 0


# An operator right before a sum with a word, not a number, before it: the sum is the tail of a formula.
# A word's bracket counts as a word (80,000 × 4 months (S) × 12/12 = 320,000: the sum runs from 80,000).
_WORD_OPERAND_BEFORE = re.compile(r"(?:[A-Za-z一-龥][)）]?\s?)[÷×*/+]\s?$")


# …of an amount (40% of ₹12,00,000; 7/12 of £3,000): a share of a count (60% of 26 days) stays words.
# …and of a share (10% of 200% of ₱150).
_OF = re.compile(r"(?:(?<=%)|(?<=\d/\d)|(?<=\d/\d\d)) of (?=(?:[£€$¥￥₹₱₩฿₫]|[A-Z]{2,3}\$?[ ]?|Rs\.?[ ]?)\d|\d{1,3}(?:\.\d+)?%)")


# A whole quotient's remainder (286 ÷ 18 = 15余16, 15 remainder 16, 15 r 16).
_REMAINDER = re.compile(r"[ ]?(?:余|remainder|rem\.?|r)[ ]?(\d+)(?![\d.])")
_LABEL_AFTER_PLUS = re.compile(r"(?<=[+＋])[ ]?[\u4e00-\u9fff]{1,6}(?=[ ]?\d)")
# A note in brackets between a term and the next operator (7,800 + 3,900（房租津贴，基本工资的50%）+ 750 = 12,450;
# 1,250 (food) + 450): words, not a term.
_NOTE_AFTER_TERM = re.compile(r"(?<=[\d%天元])[ ]?[（(][^\d（）()\n+＋=＝×÷*/][^（）()\n]{0,39}[)）](?=[ ]?[+＋×xX*÷/\-−－][ ]?[(（]?\d|[ ]?[=＝])")


# Only × and ÷: 162元，再加 2 × 27 × 25% ＝ 13.5元 adds a term whose own result follows, no running total.
_THEN_OP = re.compile(r"[，,]?[ ]{0,2}(?:再(乘以?|除以)|then[ ](?:multiply[ ]by|(×|x|÷|times|divided[ ]by)))[ ]?", re.I)
_THEN_SIGN = {"乘": "×", "乘以": "×", "除以": "÷", "×": "×", "x": "×", "÷": "÷", "times": "×", "divided by": "÷", None: "×"}


def arithmetic(text: str) -> list[Arithmetic]:
    """Each sum in claim text (see `_sums`), and a sum whose terms carry labels (工作日23天 + 大周周六2天 = 25天)
    or notes in brackets where it holds: a label may as well be a subtotal's name (住房补贴600 ＋ 夜班10 × 75 ＝ 750 …)."""
    out = _sums(text)
    labels = (_LABEL_AFTER_PLUS,) * ("+" in text or "＋" in text) + (_NOTE_AFTER_TERM,) * ("(" in text or "（" in text)
    # …each alone, then both (年假10天＋福利假5天（封顶）＝15天)
    for ways in [(label,) for label in labels] + ([labels] if len(labels) == 2 else []):
        bare = text
        for label in ways:
            bare = label.sub(lambda m: " " * len(m.group(0)), bare)
        if bare != text:
            out += [a for a in _sums(bare) if a.holds and not any(a.start < b.end and b.start < a.end for b in out)]
    return out


def _sums(text: str) -> list[Arithmetic]:
    """Each `a op b … = c` in claim text, with what it really comes to (brackets first, then × and
    ÷, then + and −). In a chain a = b op c = d, the middle is read as a sum when it comes to a (a
    running calculation written 400×2=800×3 keeps reading its first number)."""
    if " of " in text:  # 40% of ₹12,00,000 ÷ 12 = ₹40,000: "of" multiplies (same length: the spans stay the text's)
        text = _OF.sub(" ×  ", text)
    if "再" in text or "then" in text:  # 13600元，再乘9/12 = 10200元: the running result's next step (same length)
        text = _THEN_OP.sub(lambda m: " " * (len(m.group(0)) - 1) + _THEN_SIGN[m.group(1) or m.group(2)], text)
    out = []
    at = 0
    middles: set[int] = set()
    # Every sum has its equals sign: _ARITH opens on a lookbehind, so a scan for it tries the whole pattern at every character.
    equals = "=" in text or "＝" in text or "≈" in text
    while equals and (m := _ARITH.search(text, at)):
        at = m.end()
        if _WORD_OPERAND_BEFORE.search(text, max(0, m.start() - 20), m.start()):
            at = m.start(3)  # 月薪 ÷ 26 ÷ 8 = 18,200 ÷ 26 ÷ 8 = 87.5: a formula in words, then the sum from 18,200
            continue
        computed = _value(m.group(1))
        if computed is False:
            if m.group(1)[:1] in "(（":  # a bracket opened before the sum ((180 km × INR 12 = 2,160, plus …)
                at = m.start() + 1
            continue
        stated = float(m.group(3)) * _SCALE_OF.get((m.group(4) or "").strip(), 1)  # 4% is 0.04, 32万 is 320000
        chain = _CHAIN_REST.match(text, m.end())
        tail = None if chain else _CHAIN_TAIL.match(text, m.end())  # 15/26 × 78,000 × 8 = 45,000 × 8: the result as a sum
        if tail and (rest := _value(m.group(3) + (m.group(4) or "") + tail.group(1))) not in (False, None) \
                and computed is not None and abs(rest - computed) <= max(abs(computed) * 0.01, 0.005):
            stated = computed
        if chain:
            at = m.start(3)  # the chain's next link starts at its middle (400×2=800×3=2400 checks 800×3 too)
        if chain and (middle := _value(m.group(3) + (m.group(4) or "") + chain.group(1))) not in (False, None) \
                and computed is not None and abs(middle - computed) <= max(abs(computed) * 0.01, 0.005):
            stated = computed
            middles.add(m.start(3))
        operands = tuple(t for t in _tokens(m.group(1)) if isinstance(t, float))
        end, exact = m.end(), False
        if (left := _REMAINDER.match(text, end)) and len(operands) == 2 and re.search(r"[÷/]", m.group(1)) \
                and computed is not None and stated == int(stated) and operands[1] > 0:
            end, exact = left.end(), True  # 286 ÷ 18 = 15余16: a whole quotient and what is left (16余16 is no rounding)
            if abs(stated * operands[1] + float(left.group(1)) - operands[0]) < 1e-9 and float(left.group(1)) < operands[1]:
                computed = stated
        out.append(Arithmetic(operands, computed, stated, m.group(2) == "≈", m.start(), end, text[m.start():end],
                              m.start() in middles, exact))
    return out + _unstated(text, out)


# A sum written without its result (£165（200英里×0.45＋300英里×0.25）, ¥1,350 … : 36 × 25 × 1.5): it works out a
# number the answer states elsewhere, which it then grounds as `a op b = c` would.
_UNSTATED = re.compile(rf"(?<![\d.=＝≈])((?:{_OPERAND_B}[ \t]*{_OP}\s*)+{_OPERAND_B})(?!\s*(?:[=＝≈\d]|\.\d|{_OP}))")
# What every such sum holds: an operator, then a figure (a bracket or a currency's sign between). A scan that skips from
# operator to operator, where _UNSTATED tries its whole pattern at every character.
_OPERATOR_THEN_FIGURE = re.compile(rf"{_OP}\s*(?:[(（]+\s*)?(?:{_SIGN})?\d")
_STATED_NUMBER = re.compile(rf"(?<![\d.]){_NUM}(?![\d.])")
_BRACKET_AFTER_NUMBER = re.compile(r"[ ]{0,2}[^\d\s（()）,，。;；]{0,6}[ ]{0,2}[（(][ ]{0,2}(?:即|i\.e\.)?[ ]{0,2}")
_THEN_RESULT = re.compile(r"[ ]{0,2}[^\d\s（()）,，。;；]{0,6}[ ]{0,2}(?:→|=>|⇒|，?(?:共|合计|一共|即)|, so|, i\.e\.)[ ]{0,2}"
                          r"(?:[£€$¥￥₹]|[A-Z]{1,3}\$|[A-Z]{3} )?")


def _unstated(text: str, written: list[Arithmetic]) -> list[Arithmetic]:
    out = []
    for m in _UNSTATED.finditer(text) if _OPERATOR_THEN_FIGURE.search(text) else ():
        if any(a.start < m.end() and m.start() < a.end for a in written):
            continue
        computed = _value(m.group(1))
        if computed in (False, None) or computed <= 0:
            continue
        operands = tuple(t for t in _tokens(m.group(1)) if isinstance(t, float))
        line_start, line_end = text.rfind("\n", 0, m.start()) + 1, (text.find("\n", m.end()) + 1 or len(text) + 1) - 1
        for n in _STATED_NUMBER.finditer(text):
            beside = (_BRACKET_AFTER_NUMBER.fullmatch(text, n.end(), m.start())  # 990 港元（640 + 300 + 50）
                      or (text.startswith("|", line_start) and m.end() <= n.start() < line_end)  # | 7×35 | 245元 |
                      or _THEN_RESULT.fullmatch(text, m.end(), n.start()))  # 36 × 25 × 1.5 → 1,350
            if not beside:
                continue
            # Its operands stay what they were (numbers read in their own right, or not at all): chained.
            sum_ = Arithmetic(operands, computed, float(n.group(0)), False, m.start(), m.end(), f"{m.group(1)} = {n.group(0)}", True)
            if sum_.holds:
                out.append(sum_)
                break
    return out


_PER_UNIT = re.compile(r"\s?/\s?(?:班|晚|夜|天|日|次|小时|人|月|周|期|h|hr|hour|day|night|shift|week|month|mile|km|公里|英里)(?![A-Za-z])")


def _tokens(expression: str) -> list:
    expression = _PER_UNIT.sub(" ", expression) if "/" in expression else expression  # 45元/班: a rate, not a division
    return [float(num) * _SCALE_OF.get(wan, 1) / (100 if pct else 1) if num else op or ("(" if opening else ")")
            for num, wan, pct, op, opening, _closing in _TOKEN.findall(expression)]


def _value(expression: str):
    """What a written sum comes to; None when it divides by zero, False when it is no sum."""
    tokens = _tokens(expression)
    if tokens.count("(") != tokens.count(")"):
        return False  # a bracket that opened before the sum or closes after it: not this sum's
    try:
        computed, rest = _sum(tokens)
    except (ValueError, IndexError, TypeError):
        return False
    return False if rest else computed


def _sum(tokens: list) -> tuple[float | None, list]:
    """Terms joined by + and −, and the tokens left; None once something divides by zero."""
    total, rest = _product(tokens)
    while rest and isinstance(rest[0], str) and rest[0] in _OPS and _OPS[rest[0]] in (operator.add, operator.sub):
        op = _OPS[rest[0]]
        value, rest = _product(rest[1:])
        total = None if total is None or value is None else op(total, value)
    return (None if total is None else round(total, 6)), rest


def _product(tokens: list) -> tuple[float | None, list]:
    total, rest = _factor(tokens)
    while rest and isinstance(rest[0], str) and rest[0] in _OPS and _OPS[rest[0]] in (operator.mul, operator.truediv):
        op = _OPS[rest[0]]
        value, rest = _factor(rest[1:])
        if total is None or value is None or (op is operator.truediv and value == 0):
            total = None
        else:
            total = op(total, value)
    return total, rest


def _factor(tokens: list) -> tuple[float | None, list]:
    if tokens[0] == "(":
        value, rest = _sum(tokens[1:])
        if not rest or rest[0] != ")":
            raise ValueError("unclosed bracket")
        return value, rest[1:]
    if not isinstance(tokens[0], float):
        raise ValueError("no number")
    return tokens[0], tokens[1:]


_WORKING_AFTER = re.compile(rf"[^\d()（）,，。;；]{{0,12}}?[(（][ ]?((?:{_OPERAND_B}[ ]?{_OP}[ ]?)+{_OPERAND_B})[ ]?[)）]")


def worked_in_brackets(text: str, end: int) -> float | None:
    """What the working in brackets right after position `end` comes to (SGD 243 (12 × 20.25)), if any."""
    m = _WORKING_AFTER.match(text, end)
    value = _value(m.group(1)) if m else None
    return value if isinstance(value, float) else None
