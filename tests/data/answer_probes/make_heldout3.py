"""Builds heldout3.jsonl from heldout3_cases.py: runs every case's tool calls for real (the date
tools over the working-day calendar with the case's today; the search tool over a knowledge base
on disk built from tests/data/handbooks/harbourside_hotel or hetian_noodle_chain), then stores the
calls' typed results with the answers written for them. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/make_heldout3.py [kb_root]

Same line format as heldout2.jsonl. Every case's part is "report" (see the README).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path[:0] = [str(REPO), str(HERE)]

from heldout3_cases import DATE_CASES, SEARCH_CASES  # noqa: E402
from make_probes import case_lines, handbook_kbs, write_set  # noqa: E402

HANDBOOKS = {"harbourside": "harbourside_hotel", "hetian": "hetian_noodle_chain"}


def main() -> int:
    kbs = handbook_kbs(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/heldout3-kb"), HANDBOOKS)
    write_set(HERE / "heldout3.jsonl", case_lines([*DATE_CASES, *SEARCH_CASES], kbs, "h3"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
