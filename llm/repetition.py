"""Is a reply running away in repetition? A pure detector fed the streamed text piece by piece.

A small model that loops (the same line, the same few characters, a JSON object nested in
itself, the prompt's labels echoed) would otherwise write until `num_predict` and then be asked
again with four times the budget: 3,840 tokens of repetition, minutes on a small machine. The
detector lets the client cut such a reply while it streams.

Three signs, each cheap per piece:

* the tail is periodic: the last stretch of text is one unit written again and again, back to
  back (a unit of 1-200 characters, compared character by character; of up to 40 whole lines,
  compared line by line). At least `MIN_REPEATS` copies and `MIN_SPAN` characters, so a short
  unit must repeat many times (`10年，` 30 times) and a long one three times;
* a label line echoed: the same `Label: text` line three times (a ReAct turn has one of each);
* one line over and over with other text between: the same line `MAX_SAME_LINE` times.

Markdown table rows are exempt from all three: a calendar table may hold identical rows.

What is never a sign (the false positives that would throw away a good answer): repeated
structure whose content changes (list items, table rows, dates, numbered clauses), units without
a letter, digit or CJK character (`-----`, `……`, `|---|---|`), table rows repeated.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

MIN_REPEATS = 3  # copies of the unit, back to back
MIN_SPAN = 120  # characters the copies cover together: ~40-120 tokens
MAX_CHAR_PERIOD = 200
MAX_LINE_PERIOD = 40
LABEL_ECHOES = 3
MAX_SAME_LINE = 6
MIN_LINE_CHARS = 4

_WORD_RE = re.compile(r"[^\W_]")  # a letter, a digit or a CJK character
_LABEL_LINE_RE = re.compile(r"^[^\s:：]{1,16}\s?[:：]\s*\S")  # `Thought: …`, `你的回答：…`


@dataclass(frozen=True)
class Runaway:
    """Why the reply counts as runaway: `kind` (period, lines, label, line), the repeated unit and how often."""

    kind: str
    unit: str
    copies: int

    def describe(self) -> str:
        unit = " ".join(self.unit.split())
        unit = unit if len(unit) <= 40 else unit[:39] + "…"
        return f"“{unit}”重复了 {self.copies} 次"


class RepetitionDetector:
    """Feed the streamed pieces in order; `runaway` is set (and stays) once the text runs away."""

    def __init__(self):
        self.text = ""
        self.runaway: Runaway | None = None
        self._partial = ""  # the line being written
        self._lines: list[str] = []  # completed lines, whitespace-normalised
        self._line_counts: Counter[str] = Counter()

    def feed(self, piece: str) -> Runaway | None:
        if self.runaway or not piece:
            return self.runaway
        self.text += piece
        self._partial += piece
        while "\n" in self._partial and not self.runaway:
            line, self._partial = self._partial.split("\n", 1)
            self.runaway = self._line_done(line)
        self.runaway = self.runaway or tail_period(self.text)
        return self.runaway

    def _line_done(self, raw: str) -> Runaway | None:
        line = " ".join(raw.split())
        self._lines.append(line)
        if len(line) < MIN_LINE_CHARS or not _WORD_RE.search(line) or line.startswith("|"):
            return None
        self._line_counts[line] += 1
        seen = self._line_counts[line]
        if _LABEL_LINE_RE.match(line) and seen >= LABEL_ECHOES:
            return Runaway("label", line, seen)
        if seen >= MAX_SAME_LINE:
            return Runaway("line", line, seen)
        return line_period(self._lines)


def tail_period(text: str) -> Runaway | None:
    """The shortest unit the text's tail repeats back to back often enough, if any."""
    for period in range(1, min(MAX_CHAR_PERIOD, len(text) // MIN_REPEATS) + 1):
        span = max(MIN_REPEATS * period, MIN_SPAN)
        if span > len(text):
            break
        if text[-1] != text[-1 - period]:  # most periods fail here, before any slice is made
            continue
        tail = text[-span:]
        # periodic with `period` over the whole span: each character equals the one `period` before
        if tail[period:] == tail[:-period]:
            unit = tail[-period:]
            if _WORD_RE.search(unit) and not _table_rows(text, span):
                return Runaway("period", unit, _copies(text, unit))
    return None


def _table_rows(text: str, span: int) -> bool:
    """Whether the last `span` characters lie in Markdown table rows (identical rows are a table's right)."""
    start = text.rfind("\n", 0, len(text) - span) + 1  # from the start of the line the span begins in
    return all(line.lstrip().startswith("|") for line in text[start:].split("\n") if line.strip())


def line_period(lines: list[str]) -> Runaway | None:
    """Whole lines: the last k lines are the k before them, again and again (k up to 40)."""
    for k in range(1, min(MAX_LINE_PERIOD, len(lines) // MIN_REPEATS) + 1):
        block = lines[-k:]
        copies = 1
        while len(lines) >= (copies + 1) * k and lines[-(copies + 1) * k:len(lines) - copies * k] == block:
            copies += 1
        chars = sum(len(x) + 1 for x in block) * copies
        if copies >= MIN_REPEATS and chars >= MIN_SPAN and any(_WORD_RE.search(x) for x in block):
            return Runaway("lines", "\n".join(block), copies)
    return None


def _copies(text: str, unit: str) -> int:
    """How many copies of `unit` end the text (the last one whole)."""
    n, end = 0, len(text)
    while end >= len(unit) and text[end - len(unit):end] == unit:
        n += 1
        end -= len(unit)
    return n
