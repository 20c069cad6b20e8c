"""Document readers: turn a file into text the chunker understands.

| suffix | reader | structure kept |
|---|---|---|
| .md .markdown | built-in | `#` headings, numbered clauses in the body |
| .txt | built-in (UTF-8/16/32, else charset-normalizer) | numbered clauses (第三章 / 第三条 / 3.2 / 一、) |
| .html .htm | lxml's HTML parser (libxml2, linear), fed in pieces | `<h1>`–`<h6>`, `<title>`; paragraphs, list items (`<ol>` numbered), table rows |
| .docx | streamed (knowledge.docx_text) | Word heading styles (Title, Heading 1–9, outline level), numbered clauses (also Word's numbering), tables |
| .pdf | pypdf | numbered clauses, short bold lines (see `_pdf_blocks`); running headers/footers and page numbers dropped |

Every reader returns a `Document`: either raw text (Markdown or plain) or a list of
`Block`s, where a block is one paragraph and optionally an explicit heading level. A
reader raises `DocumentError` with a human-readable reason; ingest lists the file as
skipped and carries on with the rest. Every reader works within a `Budget`
(knowledge.limits: paragraphs, characters, seconds), so a hostile file is skipped with
the limit it broke instead of running for minutes.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from .chunking import Block
from .docx_numbering import format_number
from .encoding import EncodingError
from .encoding import decode_text as _decode
from .limits import MAX_PDF_PAGES, Budget, LimitExceeded

MARKDOWN_SUFFIXES = (".md", ".markdown")
SUPPORTED_SUFFIXES = (".md", ".markdown", ".txt", ".html", ".htm", ".docx", ".pdf")


class DocumentError(ValueError):
    """The file cannot be read as a document; the message says why."""


@dataclass
class Document:
    kind: str  # "markdown" | "plain" | "blocks"
    text: str = ""
    blocks: list[Block] | None = None


def decode_text(raw: bytes) -> str:
    try:
        return _decode(raw)
    except EncodingError as exc:
        raise DocumentError(str(exc)) from None


def parse_document(path: Path, raw: bytes, budget: Budget | None = None) -> Document:
    budget = budget or Budget()
    try:
        return _parse(path, raw, budget)
    except LimitExceeded as exc:
        raise DocumentError(str(exc)) from None


def _parse(path: Path, raw: bytes, budget: Budget) -> Document:
    from .docx_text import WordError, docx_blocks

    suffix = path.suffix.lower()
    if suffix in MARKDOWN_SUFFIXES or suffix == ".txt":
        text = decode_text(raw)
        # Lines are the chunker's paragraphs; count them before it splits them.
        budget.spend(text.count("\n") + 1, len(text))
        return Document("markdown" if suffix in MARKDOWN_SUFFIXES else "plain", text=text)
    if suffix in (".html", ".htm"):
        return Document("blocks", blocks=_html_blocks(decode_text(raw), budget))
    if suffix == ".docx":
        try:
            return Document("blocks", blocks=docx_blocks(raw, budget))
        except WordError as exc:
            raise DocumentError(str(exc)) from None
    if suffix == ".pdf":
        return Document("blocks", blocks=_pdf_blocks(raw, budget))
    raise DocumentError(unsupported_reason(path))


def unsupported_reason(path: Path) -> str:
    return f"不支持的文件类型 {path.suffix or '（无扩展名）'}，仅支持 {' '.join(SUPPORTED_SUFFIXES)}"


# ----------------------------------------------------------------------------- HTML


_HTML_FEED = 64 * 1024  # characters per feed: the budget is checked between pieces
_SPACE_RUN = re.compile(r"[ \t\r\n\u00a0]+")
_WORD = re.compile(r"\w")
_HN = re.compile(r"h[1-6]")


class _HtmlText:
    """lxml parser target: collects blocks as the parser reports tags and text."""

    _BLOCK = {"p", "div", "li", "tr", "br", "section", "article", "blockquote", "pre", "dd", "dt",
              "table", "ul", "ol", "header", "footer", "main", "hr"}
    _SKIP = {"script", "style", "noscript", "template", "svg", "nav"}

    def __init__(self, budget: Budget):
        self.budget = budget
        self.blocks: list[Block] = []
        self.title = ""
        self._buf: list[str] = []
        self._level: int | None = None
        self._skip = 0
        self._in_title = False
        self._cell = False
        self._lists: list[list | None] = []  # per open <ol>: [last number, type]; None per <ul>

    def _flush(self) -> None:
        text = _SPACE_RUN.sub(" ", "".join(self._buf)).strip()
        self._buf.clear()
        # A run of stray markup ("<<<<", "</</") that the parser kept as text says nothing.
        if text and _WORD.search(text):
            self.budget.spend(1)
            self.blocks.append(Block(text, self._level))

    def start(self, tag, attrib):
        if tag in self._SKIP:
            self._skip += 1
        elif tag == "title":
            self._in_title = True
        elif _HN.fullmatch(tag):
            self._flush()
            self._level = int(tag[1])
        elif tag in ("td", "th"):
            if self._cell:
                self._buf.append(" | ")
            self._cell = True
        elif tag in self._BLOCK:
            self._flush()
            if tag == "tr":
                self._cell = False
            elif tag == "ol":
                self._lists.append([_int_attr(attrib.get("start"), 1) - 1, attrib.get("type", "1")])
            elif tag == "ul":
                self._lists.append(None)
            elif tag == "li" and self._lists and self._lists[-1] is not None:
                # An ordered list's number as the browser shows it ("3. "), so a rule can be cited by it
                numbered = self._lists[-1]
                numbered[0] = _int_attr(attrib.get("value"), numbered[0] + 1)
                self._buf.append(f"{format_number(numbered[0], _OL_TYPES.get(numbered[1], 'decimal'))}. ")

    def end(self, tag):
        if tag in self._SKIP:
            self._skip = max(0, self._skip - 1)
        elif tag == "title":
            self._in_title = False
        elif _HN.fullmatch(tag):
            self._flush()
            self._level = None
        elif tag in self._BLOCK:
            self._flush()
            if tag in ("ol", "ul") and self._lists:
                self._lists.pop()

    def data(self, data):
        if self._skip:
            return
        if self._in_title:
            if len(self.title) < 1000:
                self.title += data
            return
        self._buf.append(data)
        self.budget.spend(0, len(data))  # counted as it arrives: one endless paragraph meets the limits too

    def close(self):
        self._flush()
        return self


_OL_TYPES = {"1": "decimal", "a": "lowerLetter", "A": "upperLetter", "i": "lowerRoman", "I": "upperRoman"}


def _int_attr(value, default: int) -> int:
    try:
        return max(-10**6, min(10**6, int(str(value).strip())))
    except (TypeError, ValueError):
        return default


def _html_blocks(text: str, budget: Budget) -> list[Block]:
    from lxml import etree

    target = _HtmlText(budget)
    parser = etree.HTMLParser(target=target, recover=True, no_network=True, remove_comments=True)
    try:
        for i in range(0, len(text), _HTML_FEED):
            parser.feed(text[i : i + _HTML_FEED])
            budget.spend(0, 0)
        parser.close()
    except etree.XMLSyntaxError as exc:
        raise DocumentError(f"HTML 无法解析（{str(exc)[:80]}）") from None
    blocks = target.blocks
    title = _SPACE_RUN.sub(" ", target.title).strip()
    if title and not any(b.level == 1 for b in blocks):
        blocks.insert(0, Block(title, 0))
    if not blocks:
        raise DocumentError("HTML 中没有正文")
    return blocks


# ----------------------------------------------------------------------------- Word


# Word documents are read by knowledge.docx_text (streamed, size-capped).


# ----------------------------------------------------------------------------- PDF

_PAGE_NUMBER = re.compile(
    r"^\s*(?:[-–—]\s*\d+\s*[-–—]|\d+|第\s*\d+\s*页(?:\s*(?:[/／，,]\s*)?共\s*\d+\s*页)?|"
    r"page\s+\d+(?:\s+of\s+\d+)?|\d+\s*/\s*\d+)\s*$",
    re.I,
)
_BOLD_FONT = re.compile(r"bold|black|heavy|semibold|demi|黑体|hei", re.I)
_LINE_END = re.compile(r"[。！？!?；;：:.]$")
_LIST_ITEM = re.compile(r"^\s*(?:[-•·●▪*]|\(?\d+[)）.、]|[（(][一二三四五六七八九十\d]+[)）]|[a-z][)）.])\s*")


def _pdf_blocks(raw: bytes, budget: Budget) -> list[Block]:
    """Text lines from pypdf, rebuilt into paragraphs.

    Heuristics (PDF has no structure to read):
    - a line drawn entirely in a bold font (font name contains Bold/Black/Heavy/黑体),
      at most 40 characters and without sentence punctuation at its end, is a heading;
      the first one becomes the document title (level 1), the others are level 2 (PDF
      gives no reliable nesting, so bold headings are siblings), except article-level
      clauses (第三条, 3.2), which are left to the chunker;
    - numbered clauses (第三章, 第三条, 3.2, 一、) in regular type are found by the chunker
      as in .txt and nest under the last bold heading;
    - a line repeated on most pages (running header/footer) and bare page numbers
      ("3", "- 3 -", "第3页", "Page 3 of 9") are dropped;
    - a line that does not end a sentence is joined with the next one, unless the next
      line starts a clause, a list item or a heading.
    """
    import io

    try:
        from pypdf import PdfReader

        reader = PdfReader(io.BytesIO(raw))
        if reader.is_encrypted:
            try:
                ok = reader.decrypt("")
            except Exception:
                ok = 0
            if not ok:
                raise DocumentError("PDF 已加密，无法读取")
        if len(reader.pages) > MAX_PDF_PAGES:
            raise LimitExceeded(f"PDF 有 {len(reader.pages):,} 页，上限 {MAX_PDF_PAGES:,} 页")
        pages = list(reader.pages)
    except (DocumentError, LimitExceeded):
        raise
    except Exception as exc:
        raise DocumentError(f"不是有效的 PDF（{type(exc).__name__}: {str(exc)[:80]}）") from None

    page_lines: list[list[tuple[str, bool]]] = []
    for page in pages:
        try:
            lines = _pdf_page_lines(page)
        except Exception as exc:
            raise DocumentError(f"PDF 第 {len(page_lines) + 1} 页无法解析（{type(exc).__name__}）") from None
        budget.spend(len(lines), sum(len(t) for t, _ in lines))
        page_lines.append(lines)

    # Running headers/footers: the same line on at least half of the pages (3+ pages).
    repeated: set[str] = set()
    if len(page_lines) >= 3:
        counts = Counter(t for lines in page_lines for t in {t for t, _ in lines})
        repeated = {t for t, n in counts.items() if n >= max(2, len(page_lines) / 2)}

    from .chunking import clause_level, is_clause_line

    blocks: list[Block] = []
    title_done = False
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block(_join_lines(para), None))
            para.clear()

    for lines in page_lines:
        for text, bold in lines:
            if text in repeated or _PAGE_NUMBER.match(text):
                continue
            if bold and len(text) <= 40 and not _LINE_END.search(text) and _pdf_heading_ok(text):
                flush()
                # A numbered part/chapter (第一章) is never the document's title, even when first.
                blocks.append(Block(text, 2 if title_done or clause_level(text) is not None else 1))
                title_done = True
                continue
            if para and (is_clause_line(text) or _LIST_ITEM.match(text) or _LINE_END.search(para[-1])):
                flush()
            para.append(text)
            title_done = True
    flush()
    if not any(b.text.strip() for b in blocks):
        raise DocumentError("PDF 中没有可提取的文字（可能是扫描件，需要先做 OCR）")
    return blocks


def _pdf_heading_ok(text: str) -> bool:
    """A bold line may be a heading unless it is an article-level clause (第三条, 3.2),
    which the chunker nests under the enclosing heading by its number."""
    from .chunking import clause_level

    level = clause_level(text)
    return level is None or level <= 2  # 第X编 / 第X章 / 第X节 stay explicit headings


def _join_lines(lines: list[str]) -> str:
    out = ""
    for line in lines:
        if out and out[-1].isascii() and out[-1].isalnum() and line[:1].isascii() and line[:1].isalnum():
            out += " "
        elif out and out.endswith("-") and line[:1].isalpha():
            out = out[:-1]  # hyphenated line break
        out += line
    return out


def _pdf_page_lines(page) -> list[tuple[str, bool]]:
    """(line text, whole line bold) for one page, via pypdf's text visitor."""
    frags: list[tuple[str, bool]] = []

    def visit(text, cm, tm, font_dict, font_size):
        if not text:
            return
        name = ""
        if font_dict is not None:
            try:
                name = str(font_dict.get("/BaseFont", ""))
            except Exception:
                name = ""
        frags.append((text, bool(_BOLD_FONT.search(name))))

    plain = page.extract_text(visitor_text=visit) or ""
    # Bold status per line: walk the fragments and split them at newlines.
    line_bold: list[tuple[str, bool]] = []
    cur: list[str] = []
    all_bold = True
    any_text = False
    for text, bold in frags:
        parts = text.split("\n")
        for i, part in enumerate(parts):
            if i > 0:
                line_bold.append(("".join(cur).strip(), all_bold and any_text))
                cur, all_bold, any_text = [], True, False
            if part.strip():
                cur.append(part)
                any_text = True
                all_bold = all_bold and bold
    line_bold.append(("".join(cur).strip(), all_bold and any_text))
    bold_lines = {re.sub(r"\s+", "", t) for t, b in line_bold if b and t}

    out = []
    for line in plain.splitlines():
        t = re.sub(r"[ \t\u00a0\u3000]+", " ", line).strip()
        if t:
            out.append((t, re.sub(r"\s+", "", t) in bold_lines))
    return out
