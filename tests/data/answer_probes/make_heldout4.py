"""Builds heldout4.jsonl from heldout4_cases.py: runs every case's tool calls for real (the date
tools over the working-day calendar with the case's today; the search tool over knowledge bases on
disk built from tests/data/handbooks/brightwater_engineering, kestrel_lane_charity and
huanan_institute), then stores the calls' typed results with the answers written for them. Re-run
only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/make_heldout4.py [kb_root]   # default /tmp/heldout4-kb

Same line format as heldout2.jsonl. Every case's part is "report" (see the README).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path[:0] = [str(REPO), str(HERE)]

from heldout4_cases import DATE_CASES, MORE_CALENDAR  # noqa: E402
from heldout4_handbooks import MORE_HANDBOOKS, SEARCH_CASES  # noqa: E402
from make_probes import case_lines, handbook_kbs, write_set  # noqa: E402

HANDBOOKS = {"brightwater": "brightwater_engineering", "kestrel": "kestrel_lane_charity", "huanan": "huanan_institute"}


def main() -> int:
    kbs = handbook_kbs(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/heldout4-kb"), HANDBOOKS)
    write_set(HERE / "heldout4.jsonl", case_lines([*DATE_CASES, *SEARCH_CASES, *MORE_CALENDAR, *MORE_HANDBOOKS], kbs, "h4"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
