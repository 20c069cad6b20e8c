"""A search's hits as `hr-agent search --json` prints them and the desk's hit test answers
(one shape for both)."""
from __future__ import annotations

from typing import Iterable


def hit_rows(hits: Iterable) -> list[dict]:
    """"score" is the cosine similarity (what the relevance gate judges), not the fused
    ranking score that orders the hits; "relevant" is the gate's decision."""
    return [{"rank": n, "score": round(h.score, 4), "relevant": h.relevant, "heading": h.heading, "source": h.source,
             "text": h.text} for n, h in enumerate(hits, 1)]
