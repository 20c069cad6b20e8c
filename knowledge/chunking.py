"""Structure-aware chunking of policy documents (pure functions, no I/O).

Policy questions are answered clause by clause, so a chunk follows the document's own
structure (knowledge.structure, the same reader for every format): one chunk per heading
or numbered clause, carrying its heading path. Only sections that are too long for one
embedding window of useful focus are split further, at sentence boundaries with a small
overlap.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from .structure import Block, clause_level, is_clause_line, markdown_blocks, plain_blocks, sections

__all__ = ["Block", "Chunk", "chunk_blocks", "chunk_text", "clause_level", "is_clause_line", "split_sentences"]

# A section longer than MAX_CHARS is split into pieces of about TARGET_CHARS; shorter
# sections stay whole, because a clause cut in half loses its conditions.
TARGET_CHARS = 500
MAX_CHARS = 650
OVERLAP_CHARS = 80
HEADING_SEP = " > "
# Bump when chunk boundaries or ids change, so existing knowledge bases re-chunk on ingest.
CHUNKER_VERSION = 3  # 2: numbered clauses split Markdown bodies too (knowledge.structure); 3: Word's automatic numbering

# Sentence ends: CJK terminators, ASCII terminators followed by whitespace/end, newlines.
_SENTENCE = re.compile(r".*?(?:[。！？!?；;]+[”’」』）)]*|\.(?=\s|$)[”’)\]]*|\n+|$)", re.S)
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
    blocks = markdown_blocks(text) if markdown else plain_blocks(text)
    return _chunk_sections(sections(blocks), source, target_chars, max_chars, overlap_chars)


def chunk_blocks(
    blocks: list[Block],
    source: str,
    *,
    target_chars: int = TARGET_CHARS,
    max_chars: int = MAX_CHARS,
    overlap_chars: int = OVERLAP_CHARS,
) -> list[Chunk]:
    """Chunks for a parsed document (Word, HTML, PDF): explicit headings plus numbered clauses."""
    return _chunk_sections(sections(blocks), source, target_chars, max_chars, overlap_chars)


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
