"""A Markdown table in a retrieved clause, read as sentences: each row's cells with their column's words and
the unit its header names (| 一类（北京、上海） | 500 | under | 住宿标准（元/晚） | → 一类（北京、上海）住宿标准500元/晚).
A number in a cell carries no unit of its own when the header states it once for the column; without the
header's words beside it, the row's values would have no subject to tell them apart. Pure."""
from __future__ import annotations

import re

# The unit a header names in brackets: 住宿标准（元/晚）, Cap (USD), Days (working days), 比例（%）.
_HEADER_UNIT = re.compile(r"[（(]\s*([^（()）]{1,12}?)\s*[)）]\s*$")
_SPAN_HEADER = re.compile(r"years? of service|years?|months? of service|months?|工龄|司龄|年限|年数|月数", re.I)
# 2 to 5 / 2-5年 / 0.5–1 years (possessive: a run of digits is never split two ways)
_BETWEEN = re.compile(r"(?<![\d.])(\d++(?:\.\d++)?+)\s*+(?:to|-|–|—|~|～|至|到)\s*+(\d++(?:\.\d++)?+)\s*+(年|个月|years?|months?)?", re.I)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_LEADING_UNIT = re.compile(r"(?:hours?|days?|weeks?|months?|years?|minutes?|working days?)(?![a-z])|天数|小时数|周数|月数|年数", re.I)
# The unit a line before the table states for all its cells: 标准如下（元/班）： / 单位：元 / Rates (S$ per night):
_TRAILING_UNIT = re.compile(r"(?<![a-z])(hours|days|weeks|months|years)$|(天数|小时数|周数|月数)$", re.I)  # not 每天: a rate's period
_COUNTED_UNIT = {"天数": "天", "小时数": "小时", "周数": "周", "月数": "个月"}
_CAPTION_UNIT = re.compile(r"(?:[（(][ ]{0,2}(?:单位[:：][ ]{0,2})?([^（()）\d]{1,16}?)[ ]{0,2}[)）]|单位[:：][ ]{0,2}([^\s，。；,;\d]{1,8}))"
                           r"[ ]{0,2}[：:。.]?[ ]{0,2}$")
_SYMBOL = re.compile(r"(?:[A-Z]{1,2})?[$£€¥₦₹₱₩฿₫₺₸]")  # a currency written before its amount (S$, NZ$, $, £, ₦)
_PERIOD = re.compile(r"[ ]{0,3}(?:每|per\b|a\b)", re.I)  # （每天） / (per night): a period, not a currency
_BARE_NUMBER = re.compile(r"^\s*\d[\d,]*(?:\.\d+)?\s*$")
_DIGIT = re.compile(r"\d")
_UNIT_WORDS = re.compile(r"元|天|日|小时|分钟|个月|周|年|次|%|％|usd|\$|gbp|£|eur|€|[₦₹₱₩฿₫₺₸]|yuan|rmb|cny|days?|hours?|weeks?|"
                         r"months?|years?|minutes?|times|percent|倍|(?-i:(?<![A-Za-z])[A-Z]{3}(?![A-Za-z]))", re.I)  # SAR, ZAR, KES


def _is_separator(line: str) -> bool:
    """|---|:---:| — a Markdown table's second row (read without a regex: runs of spaces and dashes)."""
    return "--" in line and not line.strip().translate(str.maketrans("", "", "|:- \t"))


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def table_sentences(text: str) -> tuple[str, list[str]]:
    """(`text` with each Markdown table (a header row, a separator row, data rows) written as sentences, one
    per cell, other lines unchanged; the tables' row labels). Text without a table comes back as it is."""
    if "|" not in text:
        return text, []
    lines = text.split("\n")
    out: list[str] = []
    labels: list[str] = []
    i = 0
    while i < len(lines):
        markdown = i + 1 < len(lines) and "|" in lines[i] and _is_separator(lines[i + 1])
        if markdown or _rows_without_separator(lines, i):
            header = _cells(lines[i])
            caption_unit = _caption_unit(next((line for line in reversed(out) if line.strip()), ""))
            i += 2 if markdown else 1
            while i < len(lines) and "|" in lines[i] and lines[i].strip() and (markdown or len(_cells(lines[i])) == len(header)):
                row = _cells(lines[i])
                out.append(_row_sentence(header, row, caption_unit))
                labels += row[:1]
                i += 1
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out), labels


def _rows_without_separator(lines: list[str], i: int) -> bool:
    """A table a .docx or HTML ingest writes as "cell | cell" lines, no separator row: a header of words (no bare figure)
    over at least two rows of as many cells with figures in them (Completed years of service | Paid vacation days / 5 | 20)."""
    header = _cells(lines[i]) if "|" in lines[i] else []
    if len(header) < 2 or any(not c or _BARE_NUMBER.match(c) for c in header) or i + 2 >= len(lines):
        return False
    rows = [_cells(line) for line in lines[i + 1:i + 3] if "|" in line]
    return len(rows) == 2 and all(len(r) == len(header) and any(_DIGIT.search(c) for c in r[1:]) for r in rows)


def _caption_unit(line: str) -> str | None:
    """The unit the line before a table names for every cell (标准如下（元/班）：→ 元/班), when it is a unit."""
    m = _CAPTION_UNIT.search(line)
    said = m and (m.group(1) or m.group(2)).strip()
    return said if said and (_UNIT_WORDS.search(said) or _SYMBOL.match(said)) else None


def _row_sentence(header: list[str], row: list[str], caption_unit: str | None = None) -> str:
    """One sentence per cell, each with the row's label and its column's words (Tier B (Chicago) Hotel cap
    per night $190.): no other value shares its sentence to lend it words."""
    label, sentences = (row[0] if row else ""), []
    # | Years of service | … | with a row "2 to 5" or "2-5年": the brackets of a service table, from the first up to
    # the next row's first (at least 2 years and less than 5 years / 满2年不满5年).
    between = _BETWEEN.fullmatch(label.strip())
    span = _SPAN_HEADER.search(header[0]) if header else None
    service_unit = ("years" if span.group(0)[:1] in "Yy工司年" else "months") if span else None
    if between and (service_unit or between.group(3)):
        unit = between.group(3) or service_unit
        a, b = between.group(1), between.group(2)
        if unit[:1] in "年个":
            label = f"满{a}{unit}不满{b}{unit}"
        else:
            unit = unit if unit.endswith("s") else unit + "s"
            label = f"at least {a} {unit}, less than {b} {unit}"  # no "and": it would cut the floor off
    elif service_unit and re.search(r"\d", label) and not _UNIT_WORDS.search(label):
        label = f"{label} {service_unit}"
    chinese = _CJK.search(" ".join(header + row)) is not None
    for name, cell in zip(header[1:], row[1:]):
        unit = _HEADER_UNIT.search(name)
        # 旧规（2026年6月30日前）: brackets that hold no unit keep their words, and the caption's unit holds
        unit = unit if unit and _UNIT_WORDS.search(unit.group(1)) and not re.search(r"\d", unit.group(1)) else None
        # 餐费补贴（每天） over ¥120: a cell with its own unit keeps the header's bracket, the period it names
        words = name[:unit.start()].strip() if unit and (_BARE_NUMBER.match(cell) or not _PERIOD.match(unit.group(1))) else name
        said = unit.group(1).strip() if unit else caption_unit
        if said and _BARE_NUMBER.match(cell):
            value = cell.strip()
            symbol = _SYMBOL.match(said)
            cell = (f"{symbol.group(0)}{value} {said[symbol.end():].strip()}".strip() if symbol
                    else f"{value}{said}" if not said[:1].isascii() or said in "%" else f"{value} {said}")
        elif not said and not unit and _BARE_NUMBER.match(cell) and (lead := _LEADING_UNIT.match(words)):
            # | Hours per pay period | 6.16 |: the header's first word is the cell's unit (6.16 Hours per pay period)
            sentences.append(f"{label} {cell.strip()}{'' if lead.group(0)[:1] > '~' else ' '}{words}".strip() + ("。" if chinese else "."))
            continue
        elif not said and not unit and _BARE_NUMBER.match(cell) and (trail := _TRAILING_UNIT.search(words)):
            # | Annual leave days | 19 |: the header's last word is the cell's unit (Annual leave days 19 days)
            said = trail.group(1) or _COUNTED_UNIT[trail.group(2)]
            sentences.append(f"{label} {words} {cell.strip()}{' ' if trail.group(1) else ''}{said}".strip() + ("。" if chinese else "."))
            continue
        sentences.append(f"{label} {words} {cell}".strip() + ("。" if chinese else "."))
    return " ".join(sentences)


# 1. 高温岗位（锅炉房、室外作业）：300元/月 / （二）其他岗位：200元/月 / - Night shift: 20%: a list item's label.
_ITEM_LABEL = re.compile(r"^[ \t]*(?:\d{1,2}[.、)）]|[（(][一二三四五六七八九十\d]{1,3}[)）]|[一二三四五六七八九十]{1,3}、|[-*•])[ \t]*"
                         r"([^：:\n]{2,40}?)[ \t]*[：:][ \t]*\S", re.M)


def item_labels(text: str) -> list[str]:
    """The labels of a clause's list items that state a value after a colon: like a table's row labels,
    what tells the items' values apart (the person's case names one of them)."""
    return [m.group(1) for m in _ITEM_LABEL.finditer(text)] if ("：" in text or ":" in text) else []

