"""Limits on what one document may cost to read (issue 13: hostile files).

A file over a limit is skipped with a reason naming the limit; the rest of the ingest goes
on. The numbers are generous for real policy documents (the largest handbook-like files
seen are a few MB) and keep any single file well under 1 GB of memory and a minute of
parsing on a 2-core machine (bench/bench_hostile.py measures both).
"""
from __future__ import annotations

import time

MB = 1024 * 1024

MAX_FILE_BYTES = 50 * MB  # any file, checked with stat before reading, then read bounded
MAX_XML_BYTES = 50 * MB  # one decompressed part of a .docx, from the zip directory and while streaming
MAX_TEXT_CHARS = 5_000_000  # extracted text of one document (~2,500 pages of Chinese)
MAX_PARAGRAPHS = 100_000  # paragraphs / table rows / lines / HTML blocks of one document
MAX_PDF_PAGES = 5_000
MAX_PARSE_SECONDS = 60.0  # parsing one file, checked by the parse loops between steps


class LimitExceeded(ValueError):
    """A document is over one of the limits; the message names it."""


class Budget:
    """The work one document may still do: checked between paragraphs, pages or chunks."""

    def __init__(self, seconds: float = MAX_PARSE_SECONDS, paragraphs: int = MAX_PARAGRAPHS,
                 chars: int = MAX_TEXT_CHARS):
        self.deadline = time.monotonic() + seconds
        self.limits = (seconds, paragraphs, chars)
        self.paragraphs = paragraphs
        self.chars = chars

    def spend(self, paragraphs: int = 1, chars: int = 0) -> None:
        self.paragraphs -= paragraphs
        self.chars -= chars
        seconds, paragraphs, chars = self.limits
        if self.paragraphs < 0:
            raise LimitExceeded(f"段落超过 {paragraphs:,} 个的上限")
        if self.chars < 0:
            raise LimitExceeded(f"文字超过 {chars:,} 字的上限")
        if time.monotonic() > self.deadline:
            raise LimitExceeded(f"解析超过 {seconds:g} 秒的上限")
