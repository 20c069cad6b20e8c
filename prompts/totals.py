"""Totals an answer states: the sum of the values it lists before or after them (法定10天，加福利年假2天，一共12天; 13
days: 3 days plus 10 more), of a table's column (| 合计 | | 1680元 |), or of the results it worked out one after another
(夜更80 × 8 = 640，中更30 × 10 = 300 … 合共940). Pure."""
from __future__ import annotations

import re

from prompts.claims import numbers_in
from prompts.quantities import COMPATIBLE, MONEY, Quantity, quantities

_EPS = 1e-6
_BARE_CELL = re.compile(r"[ *]{0,4}\d[\d,]{0,12}(?:\.\d+)?[ *]{0,4}")
# 共13天 / 一共12天 / 合计450元 / 13 days in total: a total of the values the answer just listed.
# A table's total row (| 合计 | | 5天 |) and a list's (Total: 28 h) put cells, bold marks or a colon between.
_TOTAL_BEFORE = re.compile(r"(?:(?:一共|总共|共计|合计|总计|总额|共)\s*(?:是|为|有|可休|可以休|需|要)?\s*(?:最多|最长|不超过|up to)?"
                           r"|(?:即|也就是|就是|that is|i\.e\.|making|so|in total)[ ,，]{0,2}|(?<![a-z])total(?: of)?)[\s|*:：]{0,8}$", re.I)
_TERMS_AFTER = re.compile(r"[ ]{0,2}(?:(?:[A-Za-z ]{0,24}|[一-龥]{0,6})(?:[:：]|[—–](?=[ ]?\d))|([A-Za-z ]{0,20}|[一-龥]{0,4})[（(])")
_BRACKETS = re.compile(r"[（(][^（()）]{0,60}[)）]")
_WORKED_SIDE = re.compile(r"\d[\d.]{0,12}[^=＝,，;；。\n]{0,30}?[=＝]")  # 6 × 100 ＝ (600): the side a result is worked from
_HALF_DAY = re.compile(r"(?<![\d.一二两三四五六七八九十个])半天|\bhalf (?:a )?day\b|\ba half-day\b", re.I)
_PLUS = re.compile(r"[+＋]|\bplus\b|加")
_TOTAL_AFTER = re.compile(r"[ ]{0,3}(?:in total|altogether|in all)", re.I)


def is_total(q: Quantity, text: str, found: list[Quantity]) -> bool:
    """A total the answer states after the values it adds up (法定10天，加福利年假2天，一共12天): the
    sum of the values in the same unit right before it (the last two, three, …, those in brackets
    aside), never a working-day count (only the tools count those); or before them, after a colon or
    in a bracket (13 working days: 10 statutory + 3 supplementary, added up by the answer itself)."""
    units = COMPATIBLE.get(q.unit, {q.unit})
    if opened := _TERMS_AFTER.match(text, q.end):  # 13 days: 3 days plus 10 more / 共13天（3天+10天）: the terms follow
        if opened.group(1):  # £252.40 in allowances (£102.40 nights, £90 standby, £60 call-out): the bracket's terms
            close = next((i for i in range(opened.end(), len(text)) if text[i] in ")）"), len(text))
            terms = text[opened.end():close]
        else:
            end = next((m.start() for m in re.finditer(r"(?<!\d)[.。;；\n]|[。;；\n]", text[opened.end():])),
                       len(text) - opened.end()) + opened.end()
            # 3 days plus 10 more: a term may leave its unit out; a term's own explanation in brackets is no term.
            terms = _BRACKETS.sub(" ", text[opened.end():end])
        # 小夜6 × 100 ＝ 600，大夜5 × 160 ＝ 800: a worked term counts by its result
        terms = _WORKED_SIDE.sub(" ", terms)
        after = numbers_in(terms)
        # 188天：基本158天，难产加15天，双胞胎多1个婴儿再加15天: the terms in the total's unit, other numbers aside
        # (after a colon only: 17日（满10年16日，再加1日） explains its 17 by a band's value, no list of terms)
        alike = [o.value for o in quantities(terms) if o.unit in units] if opened.group(1) is None else []
        # …its first terms (13 days: 10 statutory days plus 3 company days for your 3 years here); a working-day
        # total only when the answer adds its terms up itself (13 working days: 10 statutory + 3 supplementary)
        if (q.unit != "workday" or _PLUS.search(terms)) and any(
                abs(sum(values[:k]) - q.value) < _EPS for values in (after, alike) for k in range(2, len(values) + 1)):
            return True
    if q.unit == "workday":
        return _workday_total(q, text, found)
    if _column_total(q, text, units):
        return True
    if not (_TOTAL_BEFORE.search(text, max(0, q.start - 16), q.start) or _TOTAL_AFTER.match(text, q.end)):
        return False
    # A value in brackets explains another (加福利年假2天（每满2年加1天）): it is not one of the terms.
    # …unless every term is one: 10月1日300%（1200元），10月11日200%（800元），一共2000元 adds up what the brackets hold.
    return any(_sums_up(q, text, found, units, bracketed) for bracketed in (False, True))


def _sums_up(q: Quantity, text: str, found: list[Quantity], units: set[str], bracketed: bool) -> bool:
    """The total of the values right before it, or of a run of those after it (合计1,668.75元。…＝168.75元，…＝600元，…＝900元)."""
    # 每晚600元，3晚1800元；…合计2280元: a rate (per night) is no term of a total that has no period
    before = [(o.start, o.value) for o in found if o.end <= q.start and o.unit in units and bracketed == in_brackets(text, o.start)
              and not (o.period and not q.period and o.unit in MONEY)]
    if q.unit in ("day", "workday"):  # ③ 半天。合计6.5天: half a day is a term too
        before += [(m.start(), 0.5) for m in _HALF_DAY.finditer(text, 0, q.start) if bracketed == in_brackets(text, m.start())]
    before = [v for _, v in sorted(before)]
    after = [] if bracketed else [o.value for o in sorted(found, key=lambda o: o.start) if o.start >= q.end and o.unit in units]
    return any(abs(sum(before[i:]) - q.value) < _EPS for i in range(len(before) - 1)) or any(
        abs(sum(after[i:j]) - q.value) < _EPS for i in range(len(after)) for j in range(i + 2, len(after) + 1))


def _column_total(q: Quantity, text: str, units: set[str]) -> bool:
    """| 合计 | | 1680元 |: a table's total row adds its column's cells above it (not a 计算 column's 20班 × 45元)."""
    start = text.rfind("\n", 0, q.start) + 1
    line = text[start:text.find("\n", q.start) if "\n" in text[q.start:] else len(text)]
    if not line.lstrip().startswith("|") or not _TOTAL_BEFORE.search(line, 0, q.start - start):
        return False
    column = line.count("|", 0, q.start - start)
    cells = []
    for above in reversed(text[:start].rstrip("\n").split("\n")):
        if not above.lstrip().startswith("|") or "--" in above:
            break
        cell = above.split("|")[column] if above.count("|") > column else ""
        read = quantities(cell)  # | Night shifts | 8 × 60 | 480 |: a bare figure is in the total's unit
        cells += [o.value for o in read if o.unit in units] if read else numbers_in(cell)[-1:] if _BARE_CELL.fullmatch(cell) else []
    return len(cells) >= 2 and abs(sum(cells) - q.value) < _EPS


def _workday_total(q: Quantity, text: str, found: list[Quantity]) -> bool:
    """共10个工作日 after the ranges' own counts (A 3天、B 5天、C 2天): the sum of every working-day count the
    answer gave before it, each checked against its own range. Only all of them: a total of some is a guess."""
    if not (_TOTAL_BEFORE.search(text, max(0, q.start - 16), q.start) or _TOTAL_AFTER.match(text, q.end)):
        return False
    before = [o.value for o in found if o.end <= q.start and o.unit in ("workday", "day") and not in_brackets(text, o.start)]
    return len(before) >= 2 and abs(sum(before) - q.value) < _EPS



def sums_worked_results(q: Quantity, sums) -> bool:
    """An amount that is the sum of two or more results the answer worked out one after another before
    it (夜更80 × 8 = 640，中更30 × 10 = 300，分更25 × 2 = 50，合共990; 4 × €31.25 = €125 … 3 × €50 = €150.
    Total €275): each term is checked as a sum of its own, so the total holds when they add up."""
    if q.unit not in MONEY and q.unit not in ("hour", "day", "calendar_day"):
        return False
    before = [a.stated for a in sums if a.end <= q.start and not a.chained and a.holds]
    return any(abs(sum(before[i:j]) - q.value) < _EPS for i in range(len(before)) for j in range(i + 2, len(before) + 1))


_SIGN_BEFORE_RESULT = re.compile(r"[=＝][ ]?((?:[¥￥$€£₹]|RMB|CNY|USD|US\$|HK\$)[ ]?)[\d,.]+$")


def results_with_units(sums, text: str) -> list[Quantity]:
    """Each written-out result with the unit written after it (4÷2×1=2天 is 2 days), as a term a
    total may add up."""
    out = []
    for a in sums:
        sign = _SIGN_BEFORE_RESULT.search(a.shown)  # = ¥900 / = RMB 900: the unit before the result
        read = quantities(f"{sign.group(1) if sign else ''}{a.stated:g}{text[a.end:a.end + 6]}")
        if read and read[0].start == 0:
            out.append(Quantity(read[0].value, read[0].unit, a.shown, a.start, a.end))
    return out


def with_results(bare: str, sums) -> str:
    """`bare` (worked sums blanked) with each sum's result written back at its end, places kept: the terms a
    total lists after it (1,730元：小夜6 × 100 ＝ 600，大夜5 × 160 ＝ 800) add up by their results."""
    for a in sums:
        shown = f"{a.stated:g}"
        if not a.chained and a.end - a.start > len(shown):
            bare = bare[:a.end - len(shown)] + shown + bare[a.end:]
    return bare


def in_brackets(text: str, at: int, start: int = 0) -> bool:
    """Whether a bracket opened in text[start:at] is still open at `at`."""
    head = text[start:at]
    return head.count("（") + head.count("(") > head.count("）") + head.count(")")


_RESTATED = re.compile(r"[ ]?[（(][ ]?")


def restates(text: str, first: Quantity, then: Quantity) -> bool:
    """Whether `then` restates `first` in a bracket right after it (不超过人民币捌佰元（¥800）)."""
    return (first.value, first.unit) == (then.value, then.unit) and _RESTATED.fullmatch(text, first.end, then.start) is not None


def restated(q: Quantity, found: list[Quantity], text: str) -> bool:
    """1225元（壹仟贰佰贰拾伍元整）: the same amount again in a bracket right after it (the caller checks that it was
    grounded there: a restatement grounds nothing)."""
    return any(o.end <= q.start and restates(text, o, q) for o in found)
