"""Arithmetic an answer writes out (a÷b=c, a×b=c, a−b=c, a+b=c, chains, brackets): what it really
comes to. Pure; reads claim text (numerals as digits). Split from `prompts.quantities`, which
re-exports `arithmetic`."""
from __future__ import annotations

import operator
import re
from dataclasses import dataclass

_NUM = r"\d+(?:\.\d+)?"
# no trailing \s*: two in a row re-read a run of spaces. £1.50 × 8 hours: a currency sign before, a unit after.
_OPERAND_UNIT = r"%|元|天|个?工作日|小时|倍|英镑|欧元|美元|公里|hours?|days?|weeks?|nights?|miles?|km"
_OPERAND = rf"(?:[£€$¥￥]\s?)?{_NUM}(?:\s*(?:{_OPERAND_UNIT}))?"
_OP = r"[×xX*÷/+＋\-−－]"
# Brackets group (伙食100元加交通50元，共(100+50)×3=450元): an operand may open or close one.
_OPERAND_B = rf"(?:[(（]+\s*)?{_OPERAND}(?:\s*[)）]+)?"  # never a run of spaces read two ways
_ARITH = re.compile(rf"(?<![\d.])((?:{_OPERAND_B}\s*{_OP}\s*)+{_OPERAND_B})\s*([=＝≈])\s*(?:[£€$¥￥]\s?)?({_NUM})")
_TOKEN = re.compile(rf"({_NUM})\s*(%)?|({_OP})|([(（])|([)）])")
_OPS = {"×": operator.mul, "x": operator.mul, "X": operator.mul, "*": operator.mul, "÷": operator.truediv,
        "/": operator.truediv, "+": operator.add, "＋": operator.add, "-": operator.sub, "−": operator.sub, "－": operator.sub}


@dataclass(frozen=True)
class Arithmetic:
    operands: tuple[float, ...]
    computed: float | None  # None when it divides by zero
    stated: float
    approximate: bool
    start: int
    end: int
    shown: str

    @property
    def holds(self) -> bool:
        if self.computed is None:
            return False
        decimals = len(str(self.stated).split(".")[1]) if "." in f"{self.stated:g}" else 0
        slack = 0.5 * 10 ** -decimals + 1e-9
        if self.approximate:
            slack = max(slack, abs(self.computed) * 0.01)
        return abs(self.computed - self.stated) <= slack


def arithmetic(text: str) -> list[Arithmetic]:
    """Each `a op b … = c` in claim text, with what it really comes to (brackets first, then × and
    ÷, then + and −)."""
    out = []
    for m in _ARITH.finditer(text):
        tokens: list = []
        for num, pct, op, opening, _closing in _TOKEN.findall(m.group(1)):
            tokens.append(float(num) / (100 if pct else 1) if num else op or ("(" if opening else ")"))
        if tokens.count("(") != tokens.count(")"):
            continue  # a bracket that opened before the sum or closes after it: not this sum's
        try:
            computed, rest = _sum(tokens)
        except (ValueError, IndexError, TypeError):
            continue
        if rest:
            continue
        out.append(Arithmetic(tuple(t for t in tokens if isinstance(t, float)), computed, float(m.group(3)),
                              m.group(2) == "≈", m.start(), m.end(), m.group(0)))
    return out


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
