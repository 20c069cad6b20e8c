"""Builds heldout34.jsonl from heldout34_cases.py (the calendar) and heldout34_handbooks.py (handbooks of
its own, in heldout34_handbooks/<name>/handbook/): runs every case's tool calls for real (the date tools
over the working-day calendar with the case's today; the search tool over knowledge bases on disk),
then stores the calls' typed results with the answers written for them. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/make_heldout34.py [kb_root] [out] [--part calendar|handbooks]

kb_root defaults to /tmp/heldout34-kb, out to heldout34.jsonl; --part builds one part alone (a writer
reads the real tool results of its own cases before writing their answers). Same line format as
heldout10.jsonl. Every case's part is "report" (see the README).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[2]), str(HERE)]

from make_probes import build_own_set  # noqa: E402

if __name__ == "__main__":
    sys.exit(build_own_set("heldout34", "h34", sys.argv[1:]))
