"""Paragraphs of a .docx, streamed: the document part is decompressed through a size cap
and parsed element by element (lxml iterparse), each body paragraph or table dropped once
read. python-docx builds the whole XML tree first, which took minutes and over 10 GB for a
few-MB file packed with tiny paragraphs (issue 13).

Text follows python-docx's rules (`w:t`, tabs, breaks of runs and hyperlinks); heading
levels come from the paragraph style chain in styles.xml (Title, Heading N / 标题 N) or
the paragraph's own outline level. A paragraph Word numbers itself (its own or its style's
w:numPr) gets that number in front, as Word shows it (knowledge.docx_numbering).
"""
from __future__ import annotations

import io
import re
import zipfile

from .chunking import Block
from .docx_numbering import Counters, Numbering, read_numbering
from .limits import MAX_XML_BYTES, MB, Budget, LimitExceeded

MAX_HELD_XML = 4 * MB  # XML of one paragraph or table row (and what precedes it in the same read)

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_BODY, _P, _TBL, _TR, _TC = _W + "body", _W + "p", _W + "tbl", _W + "tr", _W + "tc"
_R, _HYPERLINK, _PPR, _VAL = _W + "r", _W + "hyperlink", _W + "pPr", _W + "val"
_RUN_TEXT = {_W + "t": None, _W + "tab": "\t", _W + "ptab": "\t", _W + "cr": "\n", _W + "noBreakHyphen": "-"}
_BR = _W + "br"
_NOT_BODY = {_TBL, _W + "txbxContent", _W + "footnote", _W + "comment"}
_HEADING_STYLE = re.compile(r"(?:heading|标题)\s*(\d)", re.I)
_SPACES = re.compile(r"\s+")

DOCUMENT_PART = "word/document.xml"
STYLES_PART = "word/styles.xml"
NUMBERING_PART = "word/numbering.xml"


class WordError(ValueError):
    """Not a readable Word document; the message says why."""


def docx_blocks(raw: bytes, budget: Budget) -> list[Block]:
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        names = {info.filename: info for info in archive.infolist()}
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise WordError(f"不是有效的 Word 文档（{type(exc).__name__}: {str(exc)[:80]}）") from None
    if DOCUMENT_PART not in names:
        raise WordError("不是有效的 Word 文档（缺少 word/document.xml）")
    for name in (DOCUMENT_PART, STYLES_PART, NUMBERING_PART):
        info = names.get(name)
        if info is not None and info.file_size > MAX_XML_BYTES:
            raise LimitExceeded(f"Word 文档解压后 {info.file_size / MB:.0f} MB，上限 {MAX_XML_BYTES / MB:g} MB")
    styles = _styles(archive) if STYLES_PART in names else {}
    counters = Counters(_numbering(archive) if NUMBERING_PART in names else Numbering())
    try:
        with archive.open(DOCUMENT_PART) as part:
            return _body_blocks(_Capped(part, MAX_XML_BYTES), styles, budget, counters)
    except (zipfile.BadZipFile, EOFError, OSError) as exc:
        raise WordError(f"不是有效的 Word 文档（{type(exc).__name__}: {str(exc)[:80]}）") from None


class _Capped(io.RawIOBase):
    """A read-only stream that stops with LimitExceeded after `limit` bytes (the zip
    directory's sizes are only a claim), or when more than MAX_HELD_XML bytes were read
    since the reader last let go of what it had parsed (`release`): one paragraph or table
    row that large would build a tree of several hundred MB."""

    def __init__(self, stream, limit: int):
        self.stream, self.limit = stream, limit
        self.total = self.released = 0

    def readable(self) -> bool:
        return True

    def release(self) -> None:
        self.released = self.total

    def read(self, n: int = -1) -> bytes:
        data = self.stream.read(65536 if n is None or n < 0 else n)
        self.total += len(data)
        if self.total > self.limit:
            raise LimitExceeded(f"Word 文档解压后超过 {self.limit / MB:g} MB 的上限")
        if self.total - self.released > MAX_HELD_XML:
            raise LimitExceeded(f"Word 文档中单个段落或表格行超过 {MAX_HELD_XML / MB:g} MB")
        return data


def _parse_events(stream, tags):
    from lxml import etree

    return etree.iterparse(stream, events=("end",), tag=tags, resolve_entities=False, no_network=True,
                           load_dtd=False, huge_tree=False)


def _styles(archive: zipfile.ZipFile) -> dict[str, tuple[str, str | None, tuple[str | None, int | None] | None]]:
    """styleId → (name, basedOn styleId, the style's own numbering (numId, ilvl) or None) for paragraph styles."""
    from lxml import etree

    styles: dict[str, tuple[str, str | None, tuple[str | None, int | None] | None]] = {}
    try:
        with archive.open(STYLES_PART) as part:
            for _, style in _parse_events(_Capped(part, MAX_XML_BYTES), (_W + "style",)):
                if style.get(_W + "type", "paragraph") == "paragraph" and style.get(_W + "styleId"):
                    name = style.find(_W + "name")
                    based = style.find(_W + "basedOn")
                    styles[style.get(_W + "styleId")] = (
                        name.get(_VAL, "") if name is not None else "", based.get(_VAL) if based is not None else None,
                        _num_pr(style.find(_PPR)))
                style.clear()
    except (etree.XMLSyntaxError, zipfile.BadZipFile, OSError):
        return {}  # headings then come from outline levels only
    return styles


def _numbering(archive: zipfile.ZipFile) -> Numbering:
    """word/numbering.xml's lists; none when it cannot be read (the text then goes without its numbers)."""
    from lxml import etree

    try:
        with archive.open(NUMBERING_PART) as part:
            stream = _Capped(part, MAX_XML_BYTES)
            return read_numbering(_each_once(_parse_events(stream, (_W + "abstractNum", _W + "num")), stream))
    except (etree.XMLSyntaxError, zipfile.BadZipFile, OSError):
        return Numbering()


def _each_once(events, stream: _Capped):
    """Each parsed element, dropped once read: memory holds one list definition at a time."""
    for _, elem in events:
        yield elem
        _drop(elem, stream)


def _num_pr(ppr) -> tuple[str | None, int | None] | None:
    """(numId, ilvl) of a w:pPr's w:numPr, or None when it has none."""
    num_pr = ppr.find(_W + "numPr") if ppr is not None else None
    if num_pr is None:
        return None
    num_id, ilvl = num_pr.find(_W + "numId"), num_pr.find(_W + "ilvl")
    level = ilvl.get(_VAL) if ilvl is not None else None
    return (num_id.get(_VAL) if num_id is not None else None, int(level) if level is not None and level.isdigit() else None)


def _body_blocks(stream: _Capped, styles, budget: Budget, counters: Counters) -> list[Block]:
    """Body paragraphs and table rows in document order; each is dropped once read, so
    memory holds one paragraph or row at a time."""
    from lxml import etree

    blocks: list[Block] = []
    try:
        for _, elem in _parse_events(stream, (_P, _TR, _TBL)):
            if elem.tag == _P:
                budget.spend(1)  # every paragraph, also those in table cells
                if _in_body(elem):
                    text = _paragraph_text(elem).strip()
                    label = _label(elem, styles, counters)
                    if text and label:  # Word's automatic number ("第三条", "1.2"), which the text itself lacks
                        text = label + text
                    if text:
                        budget.spend(0, len(text))
                        blocks.append(Block(text, _level(elem, styles)))
                    _drop(elem, stream)
            elif _in_body(elem):
                if elem.tag == _TR:
                    cells = _row_cells(elem)
                    budget.spend(0, sum(map(len, cells)))
                    if cells:
                        blocks.append(Block(" | ".join(cells), None))
                _drop(elem, stream)
    except etree.XMLSyntaxError as exc:
        raise WordError(f"不是有效的 Word 文档（XML: {str(exc)[:80]}）") from None
    if not blocks:
        raise WordError("Word 文档中没有文字")
    return blocks


def _row_cells(row) -> list[str]:
    cells: list[str] = []
    for cell in row.iterchildren(_TC):
        t = _SPACES.sub(" ", "\n".join(_paragraph_text(p) for p in cell.iter(_P))).strip()
        if t and (not cells or cells[-1] != t):  # merged cells repeat their text
            cells.append(t)
    return cells


def _in_body(elem) -> bool:
    """A body paragraph, a row of a body table, or a body table (not nested, not in a text box)."""
    if elem.tag == _TR:
        elem = elem.getparent()
    parent = elem.getparent()
    while parent is not None:
        if parent.tag == _BODY:
            return True
        if parent.tag in _NOT_BODY:
            return False
        parent = parent.getparent()
    return False


def _drop(elem, stream: _Capped) -> None:
    """Free what has been read: the element's content and the siblings before it."""
    elem.clear()
    parent = elem.getparent()
    while elem.getprevious() is not None:
        del parent[0]
    stream.release()


# Wrappers whose runs are the paragraph's text as Word shows it: tracked insertions and moves (accepted), smart tags,
# content controls, custom XML, simple fields; deletions (w:del, w:moveFrom) are not.
_WRAPPERS = {_HYPERLINK} | {_W + t for t in ("ins", "moveTo", "smartTag", "sdt", "sdtContent", "customXml", "fldSimple", "dir", "bdo")}


def _paragraph_text(p) -> str:
    out: list[str] = []
    _runs_of(p, out, 0)
    return "".join(out)


def _runs_of(elem, out: list[str], depth: int) -> None:
    for child in elem:
        if child.tag == _R:
            _run_text(child, out)
        elif child.tag in _WRAPPERS and depth < 8:
            _runs_of(child, out, depth + 1)


def _run_text(run, out: list[str]) -> None:
    for e in run:
        if e.tag in _RUN_TEXT:
            out.append((e.text or "") if _RUN_TEXT[e.tag] is None else _RUN_TEXT[e.tag])
        elif e.tag == _BR and e.get(_W + "type", "textWrapping") == "textWrapping":
            out.append("\n")


def _style_chain(ppr, styles):
    """(styleId, (name, basedOn, numbering)) of the paragraph's style and the styles it is based on, nearest first."""
    ps = ppr.find(_W + "pStyle") if ppr is not None else None
    style_id, seen = (ps.get(_VAL) if ps is not None else None), 0
    while style_id is not None and style_id in styles and seen < 5:
        yield style_id, styles[style_id]
        style_id, seen = styles[style_id][1], seen + 1


def _label(p, styles, counters: Counters) -> str:
    """The number Word shows before a paragraph: its own w:numPr, else its style chain's."""
    ppr = p.find(_PPR)
    own = _num_pr(ppr)
    chain = list(_style_chain(ppr, styles))
    if own is not None and own[0] is not None:
        return counters.label(own[0], own[1] if own[1] is not None else 0, chain[0][0] if chain else None)
    for style_id, (_, _, numbered) in chain:
        if numbered is not None and numbered[0] is not None:  # the paragraph's own level first, else the style's, else
            ilvl = own[1] if own is not None and own[1] is not None else numbered[1]  # the level tied to that style
            return counters.label(numbered[0], ilvl, style_id)
    return ""


def _level(p, styles) -> int | None:
    """Explicit heading level: Title → 0, Heading N / 标题 N → N, else the outline level."""
    ppr = p.find(_PPR)
    for _, (name, _, _) in _style_chain(ppr, styles):
        name = name.strip()
        if name.lower() in ("title", "标题"):
            return 0
        m = _HEADING_STYLE.fullmatch(name)
        if m:
            return max(1, int(m.group(1)))
    if ppr is not None:
        lvl = ppr.find(_W + "outlineLvl")
        if lvl is not None:
            val = lvl.get(_VAL)
            if val is not None and val.isdigit() and int(val) < 9:
                return int(val) + 1
    return None
