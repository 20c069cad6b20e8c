"""Counts of a thing without a unit: "two Missing Receipt Declarations", "3 signatures", 两套工服,
2名经理. Pure; reads claim text (numerals as digits) with dates blanked.

A count is checked only against the counts of the same thing a source states: an answer's "3
Missing Receipt Declarations" is wrong where the policy accepts "no more than two Missing Receipt
Declarations", while "3 steps" that no source counts says nothing the check could hold against it.
The thing is the count's head noun (declaration, 工服 with its measure word 套).
"""
from __future__ import annotations

import re

_EN_NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
# Not a count of a thing: units and periods (read by `prompts.quantities`), and function words that end
# the noun phrase.
_NOT_NOUNS = frozenset("""day days week weeks month months year years hour hours minute minutes time times percent
working calendar business night nights holiday holidays usd dollars pounds euros yuan rmb pence a an the per each every
of to in for on at by and or is are was were be may can must will with from than more less up most least paid unpaid
other others""".split())
_EN = re.compile(r"(?<![\w.$£€¥%-])(\d{1,3}|" + "|".join(_EN_NUMBERS) + r") ((?:[A-Za-z][A-Za-z-]* ){0,3}?[A-Za-z][A-Za-z-]+)"
                 r"(?= (?:a|an|per|each|every|in|for|on|at|by|to|are|is|may|can|must|will|of|and|or)\b|[.,;:)]|$)", re.I)
_CURRENCY_BEFORE = re.compile(r"(?:usd|gbp|eur|rmb|cny|us\$) ?$", re.I)  # USD 25 receipts: an amount
_ZH = re.compile(r"(\d{1,3})(份|张|套|双|顶|名|位|件|本|台|把|枚|盒)([\u4e00-\u9fff]{1,2})")


def noun_counts(text: str) -> list[tuple[float, str, str, int, int]]:
    """(count, head, as written, start, end) of each count of a thing."""
    out = []
    if text.isascii() or re.search("[A-Za-z]", text):
        for m in _EN.finditer(text):
            nouns = m.group(2).lower().split()
            if any(w in _NOT_NOUNS for w in nouns) or _CURRENCY_BEFORE.search(text, max(0, m.start() - 5), m.start()):
                continue
            head = nouns[-1].removesuffix("s") if len(nouns[-1]) > 3 else nouns[-1]
            value = float(m.group(1)) if m.group(1).isdigit() else float(_EN_NUMBERS[m.group(1).lower()])
            out.append((value, head, m.group(0), m.start(), m.end()))
    for m in _ZH.finditer(text):
        out.append((float(m.group(1)), m.group(2) + m.group(3), m.group(0), m.start(), m.end()))
    return out


def count_problems(text: str, stated: dict[str, set[float]], asked: set[float]) -> list[dict]:
    """The answer's counts of a thing the sources count too, when no source (nor the person) gives
    that count of it."""
    problems = []
    for value, head, shown, _, _ in noun_counts(text):
        known = stated.get(head)
        if known and value not in known and value not in asked:
            expected = "、".join(f"{v:g}" for v in sorted(known))
            problems.append({"kind": "number", "stated": shown, "expected": expected})
    return problems
