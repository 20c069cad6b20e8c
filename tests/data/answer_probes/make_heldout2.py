"""Builds heldout2.jsonl from heldout2_cases.py: runs every case's tool calls for real (the date
tools over the working-day calendar with the case's today, the search tool over a knowledge base
on disk built from the bundled handbook, or for the cases that say so from
tests/data/handbooks/shiguang_startup), then stores the calls' typed results with the answers
written for them. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/make_heldout2.py [kb_root]   # kb_root/bundled, kb_root/shiguang

Same line format as probes.jsonl (one line per question; tests/support/answer_probes.py reads it).
The part ("tune" or "report") is the case's own, fixed before anything was measured on it.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path[:0] = [str(REPO), str(HERE)]

from heldout2_cases import DATE_CASES, SEARCH_CASES, TUNE_ADDED  # noqa: E402
from make_probes import case_lines  # noqa: E402


def main() -> int:
    from knowledge.store import KnowledgeBase

    root = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/heldout2-kb")
    kbs = {"bundled": KnowledgeBase(str(root / "bundled"))}
    kbs["bundled"].ensure_seeded()
    shiguang = root / "shiguang"
    fresh = not shiguang.exists()
    kbs["shiguang"] = KnowledgeBase(str(shiguang))
    if fresh:
        kbs["shiguang"].ingest(sorted((REPO / "tests/data/handbooks/shiguang_startup/handbook").glob("*")), reset=True)
    lines = case_lines([*DATE_CASES, *SEARCH_CASES, *TUNE_ADDED], kbs, "h2")
    with open(HERE / "heldout2.jsonl", "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    rows = [(g["split"], a["label"]) for g in lines for a in g["answers"]]
    for split in ("tune", "report"):
        print(split, {label: sum(1 for s, lab in rows if s == split and lab == label) for label in ("correct", "wrong")})
    return 0


if __name__ == "__main__":
    sys.exit(main())
