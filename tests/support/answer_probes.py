"""The answer-check probe set (tests/data/answer_probes/probes.jsonl), read as one row per answer.

The file holds one line per question: its tool calls once, then its answers, so the typed
results (whole clauses) are not repeated for every phrasing."""
from __future__ import annotations

import json
from pathlib import Path

PROBES = Path(__file__).resolve().parents[1] / "data/answer_probes/probes.jsonl"


def load_probes(path: Path = PROBES) -> list[dict]:
    """[{"id", "group", "split", "label", "handbook", "lang", "question", "today", "tool_calls", "answer"}]"""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        group = json.loads(line)
        answers = group.pop("answers")
        rows += [{**group, **answer} for answer in answers]
    return rows
