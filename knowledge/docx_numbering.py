"""Word's automatic numbering, rendered the way Word shows it: "第一条", "第三章", "1.2", "（三）", "①".

A handbook written in Word rarely types its clause numbers: the article style carries a list level
whose text is "第%1条" (w:lvlText) in Chinese counting (w:numFmt chineseCounting), and the number
lives only in numbering.xml. Without it the paragraph text has no marker, so the structure reader
saw no clauses and a chapter became one chunk. This module reads word/numbering.xml and keeps the
counters as Word does:

- a paragraph is numbered by its own w:numPr, else by its style's (style chain, `basedOn`); numId 0
  switches numbering off;
- w:num instances share their abstract list's counters (Word continues a list across them) unless
  the instance overrides a level's start (w:lvlOverride/w:startOverride), which restarts it once;
- numbering a level restarts every deeper level, unless that level's w:lvlRestart says after which level it restarts (0:
  never, as articles numbered on across chapters); "%N" in a level's text is level N's current value
  in level N's format (decimal for all under w:isLgl);
- the number is followed by a tab (w:suff, the default), a space or nothing; bullets and "none"
  add no text.
"""
from __future__ import annotations

from dataclasses import dataclass, field

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_VAL = _W + "val"
_DIGITS = "〇一二三四五六七八九"
_LEGAL = "零壹贰叁肆伍陆柒捌玖"
_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"
_STEMS = "甲乙丙丁戊己庚辛壬癸"
_ROMAN = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"),
          (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
_SUFFIX = {"tab": "\t", "space": " ", "nothing": ""}
MAX_LEVELS = 9
# A real handbook defines a few dozen lists; a numbering.xml packed with more (up to the XML size cap) is read this far,
# so it cannot fill memory with level objects; a level's text is cut to what a marker can be.
MAX_LISTS = 2000
MAX_LEVEL_TEXT = 64


@dataclass
class Level:
    start: int = 1
    fmt: str = "decimal"
    text: str = ""  # a level the list does not define shows nothing
    suffix: str = "\t"
    legal: bool = False
    style: str | None = None  # the paragraph style this level is tied to (w:pStyle)
    restart: int | None = None  # w:lvlRestart: restart after this (1-based) level only; 0 never; None after any higher


@dataclass
class Numbering:
    """numbering.xml: abstract lists (their levels), list instances (numId → abstract id, start overrides)."""
    abstract: dict[str, list[Level]] = field(default_factory=dict)
    instances: dict[str, tuple[str, dict[int, int]]] = field(default_factory=dict)


def read_numbering(elements) -> Numbering:
    """The numbering definitions from the parsed w:abstractNum and w:num elements of numbering.xml."""
    out = Numbering()
    for elem in elements:
        if elem.tag == _W + "abstractNum" and len(out.abstract) < MAX_LISTS:
            levels = [Level() for _ in range(MAX_LEVELS)]
            for lvl in elem.iterchildren(_W + "lvl"):
                index = _int(lvl.get(_W + "ilvl"), -1)
                if 0 <= index < MAX_LEVELS:
                    levels[index] = _level(lvl)
            out.abstract[elem.get(_W + "abstractNumId", "")] = levels
        elif elem.tag == _W + "num" and len(out.instances) < MAX_LISTS * 5:
            ref = elem.find(_W + "abstractNumId")
            overrides = {}
            for o in elem.iterchildren(_W + "lvlOverride"):
                start = o.find(_W + "startOverride")
                if start is not None:
                    overrides[_int(o.get(_W + "ilvl"), 0)] = _int(start.get(_VAL), 1)
            out.instances[elem.get(_W + "numId", "")] = (ref.get(_VAL, "") if ref is not None else "", overrides)
    return out


def _level(lvl) -> Level:
    def val(tag: str, default=None):
        e = lvl.find(_W + tag)
        return e.get(_VAL, default) if e is not None else default
    legal = lvl.find(_W + "isLgl")
    restart = val("lvlRestart")
    return Level(start=_int(val("start"), 1), fmt=val("numFmt", "decimal") or "decimal", text=(val("lvlText", "") or "")[:MAX_LEVEL_TEXT],
                 suffix=_SUFFIX.get(val("suff", "tab"), "\t"), legal=legal is not None and legal.get(_VAL, "1") not in ("0", "false"),
                 style=val("pStyle"), restart=None if restart is None else _int(restart, 0))


def _int(value, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


class Counters:
    """The running numbers of one document, paragraph by paragraph."""

    def __init__(self, numbering: Numbering):
        self.numbering = numbering
        self.values: dict[str, list[int | None]] = {}
        self.restarted: set[str] = set()

    def label(self, num_id: str | None, ilvl: int | None, style: str | None = None) -> str:
        """The text Word shows before this paragraph ("第三条\t"), advancing the counters; "" if none."""
        if not num_id or num_id == "0" or num_id not in self.numbering.instances:
            return ""
        abstract_id, overrides = self.numbering.instances[num_id]
        levels = self.numbering.abstract.get(abstract_id)
        if levels is None:
            return ""
        if ilvl is None:  # numbered through its style: the level tied to that style, else the first
            ilvl = next((i for i, lv in enumerate(levels) if style and lv.style == style), 0)
        ilvl = min(max(ilvl, 0), MAX_LEVELS - 1)
        values = self.values.setdefault(abstract_id, [None] * MAX_LEVELS)
        if num_id not in self.restarted and overrides:
            self.restarted.add(num_id)
            for i, start in overrides.items():
                if 0 <= i < MAX_LEVELS:
                    values[i] = start - 1
        values[ilvl] = levels[ilvl].start if values[ilvl] is None else values[ilvl] + 1
        for deeper in range(ilvl + 1, MAX_LEVELS):  # 第一条 … 第五十条 across chapters: an article level that never restarts
            if levels[deeper].restart is None or ilvl < levels[deeper].restart:
                values[deeper] = None
        level = levels[ilvl]
        if level.fmt in ("bullet", "none") or not level.text:
            return ""
        text = level.text
        for i in range(MAX_LEVELS - 1, -1, -1):  # %10 does not exist: nine levels, so no %1 inside %1x
            if f"%{i + 1}" in text:
                value = values[i] if values[i] is not None else levels[i].start
                text = text.replace(f"%{i + 1}", format_number(value, "decimal" if level.legal and i < ilvl else levels[i].fmt))
        return text + level.suffix


def format_number(n: int, fmt: str) -> str:
    """n in one of Word's number formats (unknown formats as decimal)."""
    if fmt in ("chineseCounting", "chineseCountingThousand", "japaneseCounting", "taiwaneseCounting", "koreanCounting"):
        return chinese_counting(n)
    if fmt == "chineseLegalSimplified":
        return chinese_counting(n, _LEGAL).replace("十", "拾").replace("百", "佰").replace("千", "仟")
    if fmt in ("ideographDigital", "taiwaneseDigital", "japaneseDigitalTenThousand"):
        return "".join(_DIGITS[int(d)] for d in str(n))
    if fmt == "ideographTraditional" and 1 <= n <= 10:
        return _STEMS[n - 1]
    if fmt in ("decimalEnclosedCircle", "decimalEnclosedCircleChinese"):
        return _CIRCLED[n - 1] if 1 <= n <= len(_CIRCLED) else str(n)
    if fmt == "decimalZero":
        return f"{n:02d}"
    if fmt in ("upperRoman", "lowerRoman") and 0 < n < 4000:
        roman = _roman(n)
        return roman if fmt == "upperRoman" else roman.lower()
    if fmt in ("upperLetter", "lowerLetter") and n > 0:
        letter = chr(ord("A") + (n - 1) % 26) * ((n - 1) // 26 + 1)
        return letter if fmt == "upperLetter" else letter.lower()
    return str(n)


def _roman(n: int) -> str:
    out = ""
    for value, letters in _ROMAN:
        count, n = divmod(n, value)
        out += letters * count
    return out


def chinese_counting(n: int, digits: str = _DIGITS) -> str:
    """一 … 十, 十一, 二十, 一百零五, 一千二百: the counting Word's chineseCounting shows (up to 9,999)."""
    if n <= 0 or n >= 10000:
        return str(n)
    out, zero = "", False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        d, n = divmod(n, value)
        if d:
            if zero:
                out += "零"
            out += ("" if value == 10 and d == 1 and not out and digits is _DIGITS else digits[d]) + unit
            zero = False
        elif out:
            zero = True
    return out
