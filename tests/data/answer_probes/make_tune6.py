"""Builds tune6.jsonl from tune6_cases.py (the calendar) and tune6_handbooks.py (handbooks of
its own, in tune6_handbooks/<name>/handbook/): runs every case's tool calls for real (the date tools
over the working-day calendar with the case's today; the search tool over knowledge bases on disk),
then stores the calls' typed results with the answers written for them. Re-run only to regenerate:

    PYTHONPATH=. python tests/data/answer_probes/make_tune6.py [kb_root] [out] [--part calendar|handbooks]

kb_root defaults to /tmp/tune6-kb, out to tune6.jsonl; --part builds one part alone (a writer
reads the real tool results of its own cases before writing their answers). Same line format as
heldout5.jsonl. Every case's part is "tune": read answer by answer and tuned on (see the README).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path[:0] = [str(REPO), str(HERE)]

from make_probes import case_lines, handbook_kbs, write_set  # noqa: E402


def cases(part: str | None = None) -> list[dict]:
    found = []
    if part in (None, "calendar"):
        from tune6_cases import CALENDAR_CASES
        found += CALENDAR_CASES
    if part in (None, "handbooks"):
        from tune6_handbooks import HANDBOOK_CASES
        found += HANDBOOK_CASES
    return [{**case, "split": "tune"} for case in found]


def handbooks(part: str | None) -> dict[str, str]:
    """name → folder relative to tests/data/handbooks (tune6's own handbooks live beside this file)."""
    if part == "calendar":
        return {}
    from tune6_handbooks import HANDBOOKS
    return {name: f"../answer_probes/tune6_handbooks/{folder}" for name, folder in HANDBOOKS.items()}


def main(argv: list[str]) -> int:
    part = None
    if "--part" in argv:
        i = argv.index("--part")
        part, argv = argv[i + 1], argv[:i] + argv[i + 2:]
    kbs = handbook_kbs(Path(argv[0] if argv else "/tmp/tune6-kb"), handbooks(part))
    out = Path(argv[1]) if len(argv) > 1 else HERE / "tune6.jsonl"
    write_set(out, case_lines(cases(part), kbs, "t6"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
