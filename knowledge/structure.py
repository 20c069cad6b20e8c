"""The one structure reader: every format (Markdown, plain text, Word, HTML, PDF) becomes a
list of `Block`s, and one pass turns blocks into sections (heading path, body).

Structure comes from two places:
- explicit headings (Markdown `#`, Word heading styles, `<h1>`-`<h6>`, bold PDF lines), which
  nest by their own level;
- numbered clauses at the start of a body line, which split the body the same way and nest
  below the innermost explicit heading by their clause level:

  | level | markers |
  |---|---|
  | 0 | 第X编 / 第X部 |
  | 1 | 第X章, Chapter N, Part N |
  | 2 | 第X节, Section N |
  | 3 | 第X条, Article N, Policy N, Clause N, Rule N |
  | 4 | 一、 (only in documents without article-level clauses) |
  | 5 | （一） / (一) (only in documents without article-level clauses) |
  | 6+ | 1.1, 1.1.1 … |

Decisions (pinned by tests/unit/test_structure.py):
- A clause marker counts only at the start of a line ("**第六条**" bold in Markdown too).
  "根据第5条的规定" mid-sentence never splits, nor does a line that starts by citing one
  ("第五条规定的情形除外", "第五条至第八条…", "Article 5 of the Labour Law…").
- Inside a document that has article-level clauses (第N条 / Article N), the enumerations
  一、 and （一） list a clause's conditions, so they stay with their clause: a clause is
  answered whole. Documents without articles (memos) use them as headings.
- Single-level numbers ("1. ", "2) ") are list items everywhere and never split.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_CN_NUM = "零〇一二三四五六七八九十百千两\\d"
_SEP = r"(?:[ \t\u3000]+|$)"
# A line that starts by citing a clause ("第五条规定的…", "第五条至第八条", "第五条第二款") is
# a sentence, not the clause itself.
_CITING = r"(?![规之的中所至和或及与、，,款项第])"


def _numbered(unit: str) -> re.Pattern:
    """第X章 / 第X节 / 第X条 at the start of a line, unless the line cites it."""
    return re.compile(rf"^\s*(第[{_CN_NUM}]+{unit}){_CITING}[ \t\u3000]*(.*)$")


_CN_LEVELS = ((0, re.compile(rf"^\s*(第[{_CN_NUM}]+[编部]){_SEP}(.*)$")), (1, _numbered("章")), (2, _numbered("节")),
              (3, _numbered("条")))
_CN_ITEM = re.compile(r"^\s*([一二三四五六七八九十]+、)[ \t\u3000]*(.*)$")
_CN_PAREN = re.compile(r"^\s*([（(][一二三四五六七八九十]+[)）])[ \t\u3000]*(.*)$")
_DOTTED = re.compile(r"^\s*(\d+(?:\.\d+)+)\.?[ \t\u3000]+(\S.*)$")
# English markers: the keyword, a number (arabic or roman), then a title separator, an
# upper-case or CJK word, or the end of the line -- "Article 5 of the Act" is a citation.
_EN_NUMBER = r"(?:\d+(?:\.\d+)*|[IVXLC]+)"
_EN_TAIL = r"(?:[ \t]*[.:：、)\-–—][ \t]*|[ \t]+(?=[A-Z\"“\u4e00-\u9fff])|[ \t]*$)(.*)$"
_EN_LEVELS = (
    (1, re.compile(rf"^\s*((?i:chapter|part)[ \t]+{_EN_NUMBER}){_EN_TAIL}")),
    (2, re.compile(rf"^\s*((?i:section)[ \t]+{_EN_NUMBER}){_EN_TAIL}")),
    (3, re.compile(rf"^\s*((?i:article|policy|clause|rule)[ \t]+{_EN_NUMBER}){_EN_TAIL}")),
)
ARTICLE_LEVEL = 3
# A bold span opening a Markdown line ("**第六条** 报销时限") is read without its markup.
_LEAD_EMPHASIS = re.compile(r"^(\s*)(\*\*|__)(.+?)\2")
_TITLE_PUNCT = re.compile(r"[。！？!?；;，,]")
_MD_HEADING = re.compile(r"(#{1,6})[ \t]+(\S.*)")
_FENCE = re.compile(r"^\s*(```|~~~)")


@dataclass(frozen=True)
class Block:
    """One paragraph of a parsed document; `level` is an explicit heading level
    (0 = document title, 1-9 = Heading 1-9 / <h1>-<h6> / `#`) or None for body text, in
    which numbered clauses are still recognised -- unless `verbatim` (a code block)."""

    text: str
    level: int | None = None
    verbatim: bool = False


def parse_clause(line: str, enumerations: bool = True) -> tuple[int, str, str] | None:
    """(level, heading, body-rest) if the line opens a numbered clause, else None."""
    line = _LEAD_EMPHASIS.sub(r"\1\3", line)
    for level, pattern in _CN_LEVELS:
        m = pattern.match(line)
        if m:
            return (level, *_split_title(m.group(1), m.group(2), line))
    for level, pattern in _EN_LEVELS:
        m = pattern.match(line)
        if m:
            return (level, *_split_title(m.group(1), m.group(2), line))
    if enumerations:
        for level, pattern in ((4, _CN_ITEM), (5, _CN_PAREN)):
            m = pattern.match(line)
            if m:
                return (level, *_split_title(m.group(1), m.group(2), line, joiner=""))
    m = _DOTTED.match(line)
    if m:
        return (5 + m.group(1).count("."), *_split_title(m.group(1), m.group(2), line))
    return None


def _split_title(marker: str, rest: str, line: str, joiner: str = " ") -> tuple[str, str]:
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
    if len(rest) <= 30 and not _TITLE_PUNCT.search(rest) and not rest.endswith("."):  # "2.1 Ten days on full pay." is text
        return f"{marker}{joiner}{rest}", ""
    # A clause that starts with its text ("第三条 员工请假应当……") has no title; keep the
    # whole line as body so the text still reads naturally.
    return marker, _LEAD_EMPHASIS.sub(r"\1\3", line).strip()


def clause_level(line: str) -> int | None:
    """The clause level of a line (see the module table); None if it opens no clause."""
    parsed = parse_clause(line)
    return parsed[0] if parsed else None


def is_clause_line(line: str) -> bool:
    return parse_clause(line) is not None


_ARTICLE_ANYWHERE = re.compile(
    rf"(?:^|(?<=[。！？!?；;\s]))(?:第[{_CN_NUM}]+条{_CITING}|(?i:article|policy)[ \t]+\d+(?=[ \t]*[.:：]|[ \t]+[A-Z]))",
    re.M)


def article_markers(text: str) -> list[str]:
    """Article-level clause markers that open a sentence or line in a chunk's text: more than
    one means clauses the reader could not separate (run together in one paragraph)."""
    return [m.group(0).strip() for m in _ARTICLE_ANYWHERE.finditer(text)]


def clean_heading(title: str) -> str:
    # Headings like "**第三条** 请假" should read as plain text in paths and hits.
    title = re.sub(r"[*_`]+", "", title)
    return re.sub(r"\s+", " ", title).strip()


# ----------------------------------------------------------------------------- readers


def markdown_blocks(text: str) -> list[Block]:
    """ATX headings become explicit headings; everything else is body (fenced code verbatim)."""
    blocks: list[Block] = []
    in_fence = False
    for line in text.splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
            blocks.append(Block(line, None, verbatim=True))
            continue
        m = None if in_fence else _MD_HEADING.match(line)
        if m is None:
            blocks.append(Block(line, None, verbatim=in_fence))
        else:
            blocks.append(Block(_atx_title(m.group(2)), len(m.group(1))))
    return blocks


def _atx_title(rest: str) -> str:
    """Heading text without the optional closing sequence ("## 请假 ##" → "请假")."""
    text = rest.rstrip(" \t")
    unclosed = text.rstrip("#")
    if unclosed != text and (not unclosed or unclosed[-1] in " \t"):
        text = unclosed.rstrip(" \t")
    return text or rest.strip()


def plain_blocks(text: str) -> list[Block]:
    return [Block(line, None) for line in text.splitlines()]


# ----------------------------------------------------------------------------- sections


def sections(blocks: list[Block]) -> list[tuple[list[str], str]]:
    """(heading path, body) for each section, in document order."""
    lines: list[Block] = []
    for b in blocks:
        if b.level is None:
            lines.extend(Block(part, None, b.verbatim) for part in (b.text.splitlines() or [""]))
        else:
            lines.append(Block(clean_heading(b.text), b.level))
    # "一、"/"（一）" are headings in memo-style documents but enumerations inside the
    # clauses of article-style ones ("第十二条 … 一、满1年…").
    enumerations = not any(
        b.level is None and not b.verbatim and (parse_clause(b.text, False) or (9,))[0] <= ARTICLE_LEVEL
        for b in lines)
    out: list[tuple[list[str], str]] = []
    # (level, heading, explicit). Explicit headings nest by their own level; numbered clauses
    # nest below the innermost explicit heading by clause level.
    stack: list[tuple[int, str, bool]] = []
    body: list[str] = []
    title_taken = False

    def flush() -> None:
        out.append(([h for _, h, _ in stack], "\n".join(body)))
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
        parsed = None if block.verbatim else parse_clause(line, enumerations)
        if parsed is None:
            # The first short, unpunctuated line before any clause is the document title.
            if (not block.verbatim and not title_taken and not stack and not "".join(body).strip()
                    and line.strip() and len(line.strip()) <= 40 and not _TITLE_PUNCT.search(line)):
                # Explicit, so a later heading or clause nests under it.
                stack.append((-100, clean_heading(line), True))
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
        stack.append((level, clean_heading(heading), False))
        if rest:
            body.append(rest)
    flush()
    return out
