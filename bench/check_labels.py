"""Do a labelled set's covered questions name clauses that exist? Chunks each set's documents
with the real parser and chunker (no embedding, so it runs in a second) and lists every label,
primary or `also`, that matches no chunk, plus document file names that occur in two sets.

    .venv/bin/python bench/check_labels.py tests/data/handbooks/hengrui_factory ...

A set folder holds `handbook/` and `*.jsonl` question files (tests/data/handbooks/README.md).
Exit status 1 when anything is wrong, so it can gate a commit of new labels.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from knowledge.ingest import read_chunks  # noqa: E402
from suite import is_labelled  # noqa: E402


def set_chunks(folder: Path) -> list:
    files = sorted(f for f in (folder / "handbook").rglob("*") if f.is_file())
    return [c for f in files for c in read_chunks(f, f.read_bytes())]


def labels(row: dict) -> list[dict]:
    """The primary label and every `also` label of a covered row."""
    return [row] + list(row.get("also") or [])


def unmatched_labels(folder: Path) -> list[str]:
    chunks = set_chunks(folder)
    problems = []
    for qfile in sorted(folder.glob("*.jsonl")):
        for line in qfile.read_text(encoding="utf-8").splitlines():
            row = json.loads(line) if line.strip() else {}
            for label in labels(row) if row.get("heading") else []:
                if not any(is_labelled(c, label) for c in chunks):
                    problems.append(f"{qfile.name} {row.get('id')}: no chunk {label['source']} / {label['heading']}")
    return problems


def shared_file_names(folders: list[Path]) -> list[str]:
    owners: dict[str, list[str]] = defaultdict(list)
    for folder in folders:
        for f in (folder / "handbook").rglob("*"):
            if f.is_file():
                owners[f.name].append(folder.name)
    return [f"{name} is in {', '.join(sets)}" for name, sets in sorted(owners.items()) if len(sets) > 1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sets", nargs="+", type=Path, help="set folders, each with handbook/ and *.jsonl")
    args = ap.parse_args(argv)
    problems = shared_file_names(args.sets)
    for folder in args.sets:
        found = unmatched_labels(folder)
        print(f"{folder.name}: {'ok' if not found else f'{len(found)} label(s) match no chunk'}")
        problems += found
    for p in problems:
        print("  " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
