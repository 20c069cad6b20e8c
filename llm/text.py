"""Text shortening shared by every message the agent builds: one place decides how a long
text is cut, so error lines, summaries and fallbacks all read alike."""
from __future__ import annotations


def one_line(text: object, limit: int = 200) -> str:
    """`text` on one line (whitespace runs collapsed), cut to `limit` characters with "…"."""
    s = " ".join(str(text or "").split())
    return s if len(s) <= limit else s[: limit - 1] + "…"
