"""Builds heldout5.jsonl from heldout5_cases.py (the calendar) and heldout5_handbooks.py (three
handbooks): runs every case's tool calls for real (the date tools over the working-day calendar with
the case's today; the search tool over knowledge bases on disk built from tests/data/handbooks/
corvane_mixed, hengrui_factory and lumenfield_bilingual), then stores the calls' typed results with
the answers written for them. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/make_heldout5.py [kb_root] [out]   # /tmp/heldout5-kb, heldout5.jsonl

Same line format as heldout4.jsonl. Every case's part is "report" (see the README).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path[:0] = [str(REPO), str(HERE)]

from make_probes import case_lines, handbook_kbs, write_set  # noqa: E402

HANDBOOKS = {"corvane": "corvane_mixed", "hengrui": "hengrui_factory", "lumenfield": "lumenfield_bilingual"}


def cases() -> list[dict]:
    from heldout5_cases import CALENDAR_CASES
    from heldout5_handbooks import HANDBOOK_CASES

    return [*CALENDAR_CASES, *HANDBOOK_CASES]


def main() -> int:
    kbs = handbook_kbs(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/heldout5-kb"), HANDBOOKS)
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else HERE / "heldout5.jsonl"
    write_set(out, case_lines(cases(), kbs, "h5"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
