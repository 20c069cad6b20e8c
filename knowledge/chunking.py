"""Structure-aware chunking of policy documents (pure functions, no I/O).

Policy questions are answered clause by clause, so a chunk follows the document's own
structure: one chunk per Markdown section (or numbered clause in plain text), carrying
its heading path. Only sections that are too long for one embedding window of useful
focus are split further, at sentence boundaries with a small overlap.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

# A section longer than MAX_CHARS is split into pieces of about TARGET_CHARS; shorter
# sections stay whole, because a clause cut in half loses its conditions.
TARGET_CHARS = 500
MAX_CHARS = 650
OVERLAP_CHARS = 80
HEADING_SEP = " > "
# Bump when chunk boundaries or ids change, so existing knowledge bases re-chunk on ingest.
CHUNKER_VERSION = 1

# Only the opening of an ATX heading is matched by a regex; the optional closing "###" is
# stripped in Python (`_atx_title`). One pattern holding both (`(.+?)[ \t]*#*[ \t]*$`)
# backtracks cubically on a heading line full of spaces.
_MD_HEADING = re.compile(r"(#{1,6})[ \t]+(\S.*)")
_FENCE = re.compile(r"^\s*(```|~~~)")

_CN_NUM = "零〇一二三四五六七八九十百千两\\d"
# Plain-text clause markers, each with a structural level (smaller = outer).
_PT_PART = re.compile(rf"^\s*(第[{_CN_NUM}]+[编部])(?:[ \t\u3000]+|$)(.*)$")
_PT_CHAPTER = re.compile(rf"^\s*(第[{_CN_NUM}]+章)(?:[ \t\u3000]*)(.*)$")
_PT_SECTION = re.compile(rf"^\s*(第[{_CN_NUM}]+节)(?:[ \t\u3000]*)(.*)$")
_PT_ARTICLE = re.compile(rf"^\s*(第[{_CN_NUM}]+条)(?:[ \t\u3000]*)(.*)$")
_PT_CN_ITEM = re.compile(r"^\s*([一二三四五六七八九十]+、)[ \t\u3000]*(.*)$")
_PT_DOTTED = re.compile(r"^\s*(\d+(?:\.\d+)+)\.?[ \t\u3000]+(\S.*)$")

# Sentence ends: CJK terminators, ASCII terminators followed by whitespace/end, newlines.
_SENTENCE = re.compile(r".*?(?:[。！？!?；;]+[”’」』）)]*|\.(?=\s|$)[”’)\]]*|\n+|$)", re.S)
_TITLE_PUNCT = re.compile(r"[。！？!?；;，,]")
_CJK = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Chunk:
    id: str
    text: str  # body only; the heading path is kept separately
    heading_path: list[str] = field(default_factory=list)
    source: str = ""
    position: int = 0
    content_hash: str = ""

    @property
    def heading(self) -> str:
        return HEADING_SEP.join(self.heading_path)

    def embedding_text(self, with_heading: bool = True) -> str:
        return embedding_text(self.heading_path, self.text, with_heading)


def embedding_text(heading_path: list[str], text: str, with_heading: bool = True) -> str:
    """What gets embedded: the heading path gives short clauses their topic words."""
    if not with_heading or not heading_path:
        return text
    label = "标题：" if _CJK.search(text) or _CJK.search("".join(heading_path)) else "Title: "
    return f"{label}{HEADING_SEP.join(heading_path)}\n{text}"


def content_hash(heading_path: list[str], text: str) -> str:
    return hashlib.sha256((HEADING_SEP.join(heading_path) + "\n" + text).encode("utf-8")).hexdigest()[:16]


def split_sentences(text: str) -> list[str]:
    """Sentences with their terminators kept, so joining them restores the text."""
    return [s for s in _SENTENCE.findall(text) if s]


# ----------------------------------------------------------------------------- sections


def _markdown_sections(text: str) -> list[tuple[list[str], str]]:
    sections: list[tuple[list[str], str]] = []
    stack: list[tuple[int, str]] = []
    body: list[str] = []
    in_fence = False

    def flush() -> None:
        sections.append(([h for _, h in stack], "\n".join(body)))
        body.clear()

    for line in text.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
        m = None if in_fence else _MD_HEADING.match(line)
        if m is None:
            body.append(line)
            continue
        flush()
        level = len(m.group(1))
        title = _clean_heading(_atx_title(m.group(2)))
        while stack and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, title))
    flush()
    return sections


def _atx_title(rest: str) -> str:
    """Heading text without the optional closing sequence ("## 请假 ##" → "请假")."""
    text = rest.rstrip(" \t")
    unclosed = text.rstrip("#")
    if unclosed != text and (not unclosed or unclosed[-1] in " \t"):
        text = unclosed.rstrip(" \t")
    return text or rest.strip()


def _clean_heading(title: str) -> str:
    # Headings like "**第三条** 请假" should read as plain text in paths and hits.
    title = re.sub(r"[*_`]+", "", title)
    return re.sub(r"\s+", " ", title).strip()


def _plain_heading(line: str, use_cn_items: bool) -> tuple[int, str, str] | None:
    """(level, heading, body-rest) if the line opens a numbered clause."""
    for level, pattern in ((0, _PT_PART), (1, _PT_CHAPTER), (2, _PT_SECTION), (3, _PT_ARTICLE)):
        m = pattern.match(line)
        if m:
            return (level, *_split_title(m.group(1), m.group(2)))
    if use_cn_items:
        m = _PT_CN_ITEM.match(line)
        if m:
            return (4, *_split_title(m.group(1), m.group(2), joiner=""))
    m = _PT_DOTTED.match(line)
    if m:
        return (5 + m.group(1).count("."), *_split_title(m.group(1), m.group(2)))
    return None


def _split_title(marker: str, rest: str, joiner: str = " ") -> tuple[str, str]:
    """Separate a short clause title from the clause text that may follow on the same line."""
    rest = rest.strip()
    if not rest:
        return marker, ""
    m = re.match(r"^[【\[]([^】\]]{1,30})[】\]]\s*(.*)$", rest)
    if m:
        return f"{marker}{joiner}{m.group(1).strip()}", m.group(2)
    m = re.match(r"^([^：:。！？!?；;，,]{1,30})[：:]\s*(.*)$", rest)
    if m:
        return f"{marker}{joiner}{m.group(1).strip()}", m.group(2)
    if len(rest) <= 30 and not _TITLE_PUNCT.search(rest):
        return f"{marker}{joiner}{rest}", ""
    # A clause that starts with its text ("第三条 员工请假应当……") has no title; keep the
    # whole line as body so the text still reads naturally.
    return marker, f"{marker}{joiner}{rest}"


def clause_level(line: str) -> int | None:
    """0 part, 1 chapter, 2 section, 3 article, 4 一、, 5+ dotted (3.2); None if no clause."""
    parsed = _plain_heading(line, use_cn_items=True)
    return parsed[0] if parsed else None


def is_clause_line(line: str) -> bool:
    """Does the line open a numbered clause (第三章 / 第三条 / 3.2 / 一、)?"""
    return _plain_heading(line, use_cn_items=True) is not None


@dataclass(frozen=True)
class Block:
    """One paragraph of a parsed document; `level` is an explicit heading level
    (0 = document title, 1-9 = Heading 1-9 / <h1>-<h6>) or None for body text, in
    which numbered clauses are still recognised."""

    text: str
    level: int | None = None


def _plain_sections(text: str) -> list[tuple[list[str], str]]:
    return _block_sections([Block(line, None) for line in text.splitlines()])


def _block_sections(blocks: list[Block]) -> list[tuple[list[str], str]]:
    lines: list[Block] = []
    for b in blocks:
        if b.level is None:
            lines.extend(Block(l, None) for l in b.text.splitlines())
        else:
            lines.append(Block(_clean_heading(b.text), b.level))
    # "一、" is a top-level heading in memo-style documents but an enumeration inside
    # clauses of article-style ones ("第十二条 … 一、满1年…"); only split on it when
    # the document has no article markers.
    has_articles = any(_PT_ARTICLE.match(b.text) or _PT_CHAPTER.match(b.text) for b in lines)
    sections: list[tuple[list[str], str]] = []
    # (level, heading, explicit). Explicit headings (Word styles, <hN>) nest by their own
    # level; numbered clauses nest below the innermost explicit heading by clause level.
    stack: list[tuple[int, str, bool]] = []
    body: list[str] = []
    title_taken = False

    def flush() -> None:
        sections.append(([h for _, h, _ in stack], "\n".join(body)))
        body.clear()

    for block in lines:
        line = block.text
        if block.level is not None:
            if not line.strip():
                continue
            flush()
            title_taken = True
            level = block.level * 100
            while stack and (not stack[-1][2] or stack[-1][0] >= level):
                stack.pop()
            stack.append((level, line.strip(), True))
            continue
        parsed = _plain_heading(line, use_cn_items=not has_articles)
        if parsed is None:
            # The first short, unpunctuated line before any clause is the document title.
            if (not title_taken and not stack and not "".join(body).strip() and line.strip()
                    and len(line.strip()) <= 40 and not _TITLE_PUNCT.search(line)):
                # Explicit, so a later Word heading or clause nests under it.
                stack.append((-100, line.strip(), True))
                title_taken = True
                continue
            body.append(line)
            continue
        flush()
        title_taken = True
        level, heading, rest = parsed
        base = next((lv for lv, _, explicit in reversed(stack) if explicit), None)
        if base is not None:
            level = base + 1 + level
        while stack and not stack[-1][2] and stack[-1][0] >= level:
            stack.pop()
        stack.append((level, heading, False))
        if rest:
            body.append(rest)
    flush()
    return sections


# ----------------------------------------------------------------------------- splitting


def _split_long(body: str, target: int, max_chars: int, overlap: int) -> list[str]:
    if len(body) <= max_chars:
        return [body]
    sentences: list[str] = []
    for s in split_sentences(body):
        # A single run-on sentence longer than the target is cut hard; rare in policies.
        while len(s) > max_chars:
            sentences.append(s[:target])
            s = s[target:]
        sentences.append(s)
    pieces: list[str] = []
    current: list[str] = []
    size = 0
    for s in sentences:
        if current and size + len(s) > target:
            pieces.append("".join(current).strip())
            # Carry the last sentence(s) over so a condition spanning the cut stays findable.
            carry: list[str] = []
            carry_len = 0
            for prev in reversed(current):
                if carry_len + len(prev) > overlap:
                    break
                carry.insert(0, prev)
                carry_len += len(prev)
            current, size = carry, carry_len
        current.append(s)
        size += len(s)
    tail = "".join(current).strip()
    if tail and (not pieces or tail not in pieces[-1]):
        pieces.append(tail)
    return [p for p in pieces if p]


def _tidy(body: str) -> str:
    lines = [l.rstrip() for l in body.strip("\n").splitlines()]
    out: list[str] = []
    for l in lines:
        if not l.strip() and out and not out[-1].strip():
            continue  # collapse blank runs
        out.append(l)
    return "\n".join(out).strip()


def is_markdown(source: str) -> bool:
    return source.lower().endswith((".md", ".markdown"))


def chunk_text(
    text: str,
    source: str,
    *,
    markdown: bool | None = None,
    target_chars: int = TARGET_CHARS,
    max_chars: int = MAX_CHARS,
    overlap_chars: int = OVERLAP_CHARS,
) -> list[Chunk]:
    """Split a document into structure-following chunks.

    `source` names the document (file name); it is part of every chunk id, so the same
    file content always yields the same ids. `markdown=None` decides by the file suffix.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    if markdown is None:
        markdown = is_markdown(source)
    sections = _markdown_sections(text) if markdown else _plain_sections(text)
    return _chunk_sections(sections, source, target_chars, max_chars, overlap_chars)


def chunk_blocks(
    blocks: list[Block],
    source: str,
    *,
    target_chars: int = TARGET_CHARS,
    max_chars: int = MAX_CHARS,
    overlap_chars: int = OVERLAP_CHARS,
) -> list[Chunk]:
    """Chunks for a parsed document (Word, HTML, PDF): explicit headings plus numbered clauses."""
    return _chunk_sections(_block_sections(blocks), source, target_chars, max_chars, overlap_chars)


def _chunk_sections(sections, source: str, target_chars: int, max_chars: int, overlap_chars: int) -> list[Chunk]:
    chunks: list[Chunk] = []
    seen: dict[str, int] = {}
    for path, raw in sections:
        body = _tidy(raw)
        if not body:
            continue
        for piece in _split_long(body, target_chars, max_chars, overlap_chars):
            digest = content_hash(path, piece)
            base = hashlib.sha256(
                "\x1f".join([source, HEADING_SEP.join(path), piece]).encode("utf-8")
            ).hexdigest()[:24]
            # Identical text under the same heading twice in one file still needs two ids;
            # the occurrence counter keeps them stable across re-ingests.
            n = seen.get(base, 0)
            seen[base] = n + 1
            chunk_id = base if n == 0 else f"{base}-{n}"
            chunks.append(Chunk(chunk_id, piece, list(path), source, len(chunks), digest))
    return chunks
