"""Text measured and shortened for a model or a message: one place decides how a long text is
cut (so error lines, summaries and fallbacks read alike) and how many tokens a text takes."""
from __future__ import annotations

import re
from functools import lru_cache


def one_line(text: object, limit: int = 200) -> str:
    """`text` on one line (whitespace runs collapsed), cut to `limit` characters with "…"."""
    s = " ".join(("" if text is None else str(text)).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


# Runs of everything but CJK: removing them leaves the CJK characters (~30% faster than
# collecting each CJK character; a prompt of ~5,000 characters is measured a few times a step).
_NOT_CJK = re.compile("[^\u3000-\u9fff\uff00-\uffef]+")


@lru_cache(maxsize=1024)
def estimate_tokens(text: str) -> int:
    """A conservative token estimate: about one token per CJK character, ~3 chars per token otherwise.
    Cached: every step re-estimates the same trajectory entries and the same static prefix."""
    cjk = len(_NOT_CJK.sub("", text))
    return cjk + (len(text) - cjk + 2) // 3
