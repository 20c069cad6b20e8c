"""Rules that add a step per unit of something (每连续工作满2年，另增加1天福利年假; 每多哺乳1个婴儿每日增加
1小时; 以后每满1年再加50元): a value an answer derives from one without writing the sum out (在公司满4年，
另加2天; 双胞胎每天2小时) is grounded by the rule. Pure; reads claim text (numerals as digits).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from prompts.quantities import piece_around, quantities, words

# 每 … [满|多] N … (另|再)?增加/加 M unit, within one sentence. 加到 is the rule's cap, 加班 no step.
_RULE = re.compile(r"每(?:多|连续|再)?([^。；;！？!?\n每]{0,16}?)(?:另|再)?(?:增加|增|加)(?![到至班点薪入以上])([^。；;！？!?\n]{0,12})")
_PER = re.compile(r"(\d+(?:\.\d+)?)")
_SENTENCE_END = re.compile(r"[。；;！？!?\n]")
_EPS = 1e-6
_ADDED = re.compile(r"(?:增加|加)[^，,。；;0-9]{0,4}$")
_CAP = re.compile(r"(?:最高|最多|不超过|上限|加到|至多)(?:每月|每年|为)?\s*$|(?:maximum of|minimum of|up to|at most|no more than)\s*$", re.I)
# English: "one week for each completed year of service", "a further day for every two years", "an extra
# day per year of service". The step first, then what earns it.
_EN_NUMBER = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)"
_EN_RULE = re.compile(rf"(?<![a-z\d.])({_EN_NUMBER} (?:further |extra |additional |more )?(?:paid )?"
                      r"(?:days?|weeks?|hours?|months?)(?:'s?)?(?: of [a-z]+| notice| leave| off| pay| in lieu)?) "
                      r"(?:(?:for|per|with) (?:each|every) |per (?=(?:completed |full )?years? of service))"
                      rf"(?:({_EN_NUMBER}) )?(?:completed |full |complete |additional |further )?(years?|months?|weeks?|days?|hours?)(?![a-z])",
                      re.I)
_EN_WORDS = {"a": "1", "an": "1", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
             "eight": "8", "nine": "9", "ten": "10"}


@dataclass(frozen=True)
class Increment:
    step: float  # what each unit adds (1 for 1天)
    unit: str  # the step's unit class
    per: float  # how many of the counted thing earn one step (2 for 每满2年)
    bases: frozenset[float]  # the clause's other values in the step's unit (the amount the steps add to)
    words: frozenset[str]  # the words only the rule's sentence has (多胞胎, 婴儿): what one more step is about
    per_unit: str = ""  # what earns a step, when the rule writes it without a number (for each completed year)
    offsets: frozenset[float] = frozenset()  # where the steps start (After 5 years … for each further year; 满5年后每满1年)
    names: frozenset[str] = frozenset()  # the words of the step itself (two weeks' notice: notice; 1天福利年假: 福利年假)


def increments(text: str, found: list | None = None) -> list[Increment]:
    """Each step rule in claim text (dates blanked); `found`: its quantities, when already read."""
    out = []
    found = quantities(text) if found is None else found
    rules = [(m, m.group(2), _PER.search(m.group(1))) for m in _RULE.finditer(text)] if "每" in text else []
    rules += [(m, _en_digits(m.group(1)), _PER.search(_en_digits(m.group(2) or "1"))) for m in _EN_RULE.finditer(text)]
    for m, stated, per in rules:
        if m.re is _EN_RULE:  # two weeks' notice for every week of leave: counted in weeks
            per_unit = m.group(3).lower().rstrip("s")
        else:  # 每连续工作满2年: years; 每多哺乳1个婴儿: no unit
            per_unit = next((q.unit for q in quantities(m.group(1))), "")
        after = [q for q in quantities(stated) if q.start <= 6]
        if not after:
            continue
        step = after[0]
        start = max([e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())] + [0])
        end = next((e.start() for e in _SENTENCE_END.finditer(text, m.end())), len(text))
        # Not the rule's cap (最高每月300元) nor a step itself (满1年加50元, 难产的，增加产假15天).
        bases = frozenset(q.value for q in found if q.unit == step.unit and not m.start() <= q.start < m.end()
                          and not _CAP.search(text, max(0, q.start - 14), q.start)
                          and not _ADDED.search(text, max(0, q.start - 6), q.start))
        own = words(text[start:end]) - words(text[:start] + "。" + text[end:])
        offsets = frozenset(q.value for q in found if per_unit and q.unit == per_unit and start <= q.start < end
                            and not m.start() <= q.start < m.end())
        out.append(Increment(step.value, step.unit, float(per.group(1)) if per else 1.0, bases, own, per_unit, offsets,
                             words(stated)))
    return out


def _steps(figure: float, rule: Increment) -> set[int]:
    """How many steps the person's figure earns: from zero, or from where the rule's steps start (8
    years' service, after 5 years a day for each further year: 3)."""
    return {k for k in [math.floor(figure / rule.per)] + [math.floor((figure - o) / rule.per) for o in rule.offsets if figure > o]
            if k > 0}


def _en_digits(text: str) -> str:
    """"a further day" → "1 further day", "every two years" → "2": the reader's forms."""
    head, _, rest = text.partition(" ")
    return f"{_EN_WORDS.get(head.lower(), head)} {rest}".strip()


def per_step(value: float, unit: str, rules: list[Increment]) -> bool:
    """The span that earns a step, as an answer restates the rule (每满1年1周 for "a week for each completed year")."""
    return any(r.per_unit == unit and abs(r.per - value) < _EPS for r in rules)


def due(unit: str, rules: list[Increment], asked: list[tuple[float, str, frozenset[str]]]) -> set[float]:
    """What a step rule gives the person, from their figure in the rule's own unit (3 years' service,
    a week for each completed year: 3 weeks, or a base plus 3): the values their case comes to."""
    out: set[float] = set()
    for r in rules:
        if r.unit != unit or r.step <= 0 or r.per <= 0 or not r.per_unit:
            continue
        mine = [(a, w) for a, u, w in asked if u == r.per_unit]
        for a, _ in [(a, w) for a, w in mine if w & r.words] or mine:
            for k in _steps(a, r):
                out |= {k * r.step} | {b + k * r.step for b in r.bases}
    return out


def stepped(value: float, unit: str, text: str, at: int, rules: list[Increment],
            asked: list[tuple[float, frozenset[str]]]) -> bool:
    """Whether `value` (at `at` in the answer `text`) is k steps of a rule, or a base plus k steps:
    k as many as the person's own figures earn (在公司干了4年, 每满2年: 2 steps; when the person gives
    several, those whose words are the rule's: not 累计工作15年 for 在公司每连续工作满2年), or one step
    when the answer names what the rule is about (双胞胎每天2小时; not 每日有2小时, the base's subject)."""
    named = words(piece_around(text, at, sentence=True))
    for r in rules:
        if r.unit != unit or r.step <= 0 or r.per <= 0:
            continue
        about = [a for a, w in asked if w & r.words] or [a for a, _ in asked]
        # One step when the answer names the rule's subject (双胞胎), unless the person's figure says how many.
        ks = {k for a in about for k in _steps(a, r)} | ({1} if named & r.words and not about else set())
        for k in (k for k in ks if k > 0):
            if abs(value - k * r.step) < _EPS or any(abs(value - b - k * r.step) < _EPS for b in r.bases):
                return True
    return False


_EVERY_BEFORE = re.compile(r"每[^。.;；,，每]{0,10}$")
_EVERY_AFTER = re.compile(r"[^。.;；,，]{0,24}?(?:for every|for each|per|每)", re.I)


def restates_a_step(q, text: str, rules: list[Increment]) -> bool:
    """Two weeks' notice for every week of leave / 每休一周要提前两周: the rule's step written as a rule,
    not as what the person gets."""
    return bool((_EVERY_AFTER.match(text, q.end) or _EVERY_BEFORE.search(text, max(0, q.start - 12), q.start))
                and any(r.unit == q.unit and abs(r.step - q.value) < _EPS for r in rules))


def owed_by_a_rule(q, text: str, rules: list[Increment], sources, asked_sources: int) -> set[float]:
    """What the step rules about the words right after q (three weeks' notice) give the person in q's
    unit; none when q is a rule's step itself."""
    after = words(text[q.end:q.end + 12])
    about = [r for r in rules if r.unit == q.unit and after & r.names and abs(r.step - q.value) >= _EPS]
    mine = [(s.value, s.unit, s.words) for s in sources if s.source < asked_sources]
    return due(q.unit, about, mine) if about else set()
