"""Document readers: turn a file into text the chunker understands.

| suffix | reader | structure kept |
|---|---|---|
| .md .markdown | built-in | `#` headings |
| .txt | built-in (UTF-8, GB18030) | numbered clauses (第三章 / 第三条 / 3.2 / 一、) |
| .html .htm | stdlib `html.parser` | `<h1>`–`<h6>`, `<title>`; paragraphs, list items, table rows |
| .docx | python-docx | Word heading styles (Title, Heading 1–9 / 标题 1–9, outline level), numbered clauses, tables |
| .pdf | pypdf | numbered clauses, short bold lines (see `_pdf_blocks`); running headers/footers and page numbers dropped |

Every reader returns a `Document`: either raw text (Markdown or plain) or a list of
`Block`s, where a block is one paragraph and optionally an explicit heading level. A
reader raises `DocumentError` with a human-readable reason; ingest lists the file as
skipped and carries on with the rest.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from .chunking import Block

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
    if b"\x00" in raw:
        raise DocumentError("看起来是二进制文件，不是文本")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        # Chinese documents saved on Windows are often GB18030/GBK.
        return raw.decode("gb18030")
    except UnicodeDecodeError:
        raise DocumentError("无法识别文本编码，请另存为 UTF-8") from None


def parse_document(path: Path, raw: bytes) -> Document:
    suffix = path.suffix.lower()
    if suffix in MARKDOWN_SUFFIXES:
        return Document("markdown", text=decode_text(raw))
    if suffix == ".txt":
        return Document("plain", text=decode_text(raw))
    if suffix in (".html", ".htm"):
        return Document("blocks", blocks=_html_blocks(decode_text(raw)))
    if suffix == ".docx":
        return Document("blocks", blocks=_docx_blocks(raw))
    if suffix == ".pdf":
        return Document("blocks", blocks=_pdf_blocks(raw))
    raise DocumentError(unsupported_reason(path))


def unsupported_reason(path: Path) -> str:
    return f"不支持的文件类型 {path.suffix or '（无扩展名）'}，仅支持 {' '.join(SUPPORTED_SUFFIXES)}"


# ----------------------------------------------------------------------------- HTML


class _HtmlText(HTMLParser):
    _BLOCK = {"p", "div", "li", "tr", "br", "section", "article", "blockquote", "pre", "dd", "dt",
              "table", "ul", "ol", "header", "footer", "main", "hr"}
    _SKIP = {"script", "style", "noscript", "template", "svg", "nav"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.title = ""
        self._buf: list[str] = []
        self._level: int | None = None
        self._skip = 0
        self._in_title = False
        self._cell = False

    def _flush(self) -> None:
        text = re.sub(r"[ \t\r\n\u00a0]+", " ", "".join(self._buf)).strip()
        self._buf.clear()
        if text:
            self.blocks.append(Block(text, self._level))

    def handle_starttag(self, tag, attrs):
        if tag in self._SKIP:
            self._skip += 1
        elif tag == "title":
            self._in_title = True
        elif re.fullmatch(r"h[1-6]", tag):
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

    def handle_endtag(self, tag):
        if tag in self._SKIP:
            self._skip = max(0, self._skip - 1)
        elif tag == "title":
            self._in_title = False
        elif re.fullmatch(r"h[1-6]", tag):
            self._flush()
            self._level = None
        elif tag in self._BLOCK:
            self._flush()

    def handle_data(self, data):
        if self._skip:
            return
        if self._in_title:
            self.title += data
            return
        self._buf.append(data)


def _html_blocks(text: str) -> list[Block]:
    parser = _HtmlText()
    parser.feed(text)
    parser.close()
    parser._flush()
    blocks = parser.blocks
    title = re.sub(r"\s+", " ", parser.title).strip()
    if title and not any(b.level == 1 for b in blocks):
        blocks.insert(0, Block(title, 0))
    if not blocks:
        raise DocumentError("HTML 中没有正文")
    return blocks


# ----------------------------------------------------------------------------- Word


_HEADING_STYLE = re.compile(r"^(?:heading|标题)\s*(\d)$", re.I)


def _docx_blocks(raw: bytes) -> list[Block]:
    import io

    try:
        import docx
        from docx.table import Table
        from docx.text.paragraph import Paragraph

        document = docx.Document(io.BytesIO(raw))
    except Exception as exc:  # zip errors, missing parts, XML errors
        raise DocumentError(f"不是有效的 Word 文档（{type(exc).__name__}: {str(exc)[:80]}）") from None

    blocks: list[Block] = []
    body = document.element.body
    for child in body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            para = Paragraph(child, document)
            text = para.text.strip()
            if text:
                blocks.append(Block(text, _docx_level(para)))
        elif tag == "tbl":
            for row in Table(child, document).rows:
                cells: list[str] = []
                for cell in row.cells:
                    t = re.sub(r"\s+", " ", cell.text).strip()
                    if t and (not cells or cells[-1] != t):  # merged cells repeat their text
                        cells.append(t)
                if cells:
                    blocks.append(Block(" | ".join(cells), None))
    if not blocks:
        raise DocumentError("Word 文档中没有文字")
    return blocks


def _docx_level(para) -> int | None:
    """Explicit heading level: Title → 0, Heading N / 标题 N → N, else the outline level."""
    style = para.style
    seen = 0
    while style is not None and seen < 5:
        name = (style.name or "").strip()
        if name.lower() in ("title", "标题"):
            return 0
        m = _HEADING_STYLE.match(name)
        if m:
            return max(1, int(m.group(1)))
        style = style.base_style
        seen += 1
    ppr = para._p.pPr
    if ppr is not None:
        lvl = ppr.find("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}outlineLvl")
        if lvl is not None:
            val = lvl.get("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}val")
            if val is not None and val.isdigit() and int(val) < 9:
                return int(val) + 1
    return None


# ----------------------------------------------------------------------------- PDF

_PAGE_NUMBER = re.compile(
    r"^\s*(?:[-–—]\s*\d+\s*[-–—]|\d+|第\s*\d+\s*页(?:\s*(?:[/／，,]\s*)?共\s*\d+\s*页)?|"
    r"page\s+\d+(?:\s+of\s+\d+)?|\d+\s*/\s*\d+)\s*$",
    re.I,
)
_BOLD_FONT = re.compile(r"bold|black|heavy|semibold|demi|黑体|hei", re.I)
_LINE_END = re.compile(r"[。！？!?；;：:.]$")
_LIST_ITEM = re.compile(r"^\s*(?:[-•·●▪*]|\(?\d+[)）.、]|[（(][一二三四五六七八九十\d]+[)）]|[a-z][)）.])\s*")


def _pdf_blocks(raw: bytes) -> list[Block]:
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
        pages = list(reader.pages)
    except DocumentError:
        raise
    except Exception as exc:
        raise DocumentError(f"不是有效的 PDF（{type(exc).__name__}: {str(exc)[:80]}）") from None

    page_lines: list[list[tuple[str, bool]]] = []
    for page in pages:
        try:
            page_lines.append(_pdf_page_lines(page))
        except Exception as exc:
            raise DocumentError(f"PDF 第 {len(page_lines) + 1} 页无法解析（{type(exc).__name__}）") from None

    # Running headers/footers: the same line on at least half of the pages (3+ pages).
    repeated: set[str] = set()
    if len(page_lines) >= 3:
        counts = Counter(t for lines in page_lines for t in {t for t, _ in lines})
        repeated = {t for t, n in counts.items() if n >= max(2, len(page_lines) / 2)}

    from .chunking import is_clause_line

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
                blocks.append(Block(text, 2 if title_done else 1))
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
