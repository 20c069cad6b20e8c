"""A cited clause's text, looked up in the live knowledge base by its reference
("document › heading path"): the state keeps only references, the page shows the text on click."""
from __future__ import annotations

import threading

from web.documents import HEADING_SEP, split_ref


class ClauseTexts:
    """`resolve(ref) -> {"text": …}` (empty when the clause is gone or there is no knowledge
    base). The index is rebuilt when the knowledge base's live generation changes."""

    def __init__(self, ctx):
        self.ctx = ctx
        self._lock = threading.Lock()
        self._key: object = None
        self._texts: dict[tuple[str, str], str] = {}

    def __call__(self, ref: str) -> dict:
        parts = split_ref(ref)
        text = self._index().get((parts["document"], HEADING_SEP.join(parts["heading_path"])))
        return {"text": text} if text else {}

    def _index(self) -> dict[tuple[str, str], str]:
        from nodes.resources import open_knowledge_base

        try:
            kb = open_knowledge_base(self.ctx)
            snap = kb.snapshot()
        except Exception:  # noqa: BLE001 - no knowledge base (yet): answers show references only
            return {}
        with self._lock:
            if snap.key != self._key:
                texts: dict[tuple[str, str], list[str]] = {}
                for i, meta in enumerate(snap.metadatas):
                    source = meta.get("doc") or meta.get("source", "")
                    texts.setdefault((source, snap.heading(i)), []).append(snap.documents[i])
                # A long clause is stored as several chunks under one heading: shown whole.
                self._texts = {k: "\n".join(v) for k, v in texts.items()}
                self._key = snap.key
            return self._texts
