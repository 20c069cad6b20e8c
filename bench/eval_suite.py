"""Retrieval and gate figures per labelled handbook and overall (bench/suite.py's sets).

    .venv/bin/python bench/eval_retrieval.py --suite tests/data/handbooks --split heldout
    .venv/bin/python bench/eval_retrieval.py --suite tests/data/handbooks --split heldout --tree /tmp/ret_base

`--split heldout` reports only handbooks never used for fitting, tuning or choosing (the figures
that count; tests/integration/test_held_out_retrieval.py pins them); `--split dev` the sets read
while investigating ranking changes (never fitted on, but looked at: not claims);
`--split fit` the fitting ones; `--split all` both. `--tree DIR` evaluates another source tree's
knowledge package (e.g. the previous release, `git worktree add /tmp/ret_base main`) on the
same sets, for a before/after table; only `search()` and each hit's `relevant` are used.

Per handbook: covered questions' recall@1 / @3 (all, same-language, cross-language within the
knowledge base), covered questions turned away (no shown hit relevant: the error that hides
an answer), labelled clauses shown but flagged, uncovered-but-HR and off-domain questions
recognised (no shown hit relevant), and, for a handbook with Chinese documents and English
questions about them, English-on-Chinese recall@3 on a knowledge base of its Chinese
documents alone. Vectors are cached (--cache-dir), so a re-run embeds only new text.
"""
from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from suite import LabelledSet, all_sets, build_kb, chinese_only_views, document_scripts, is_labelled

SHOWN = 3
COLUMNS = ("covered r@1", "covered r@3", "same-lang r@1/@3", "en→zh r@3", "zh→en r@3", "covered turned away",
           "labelled flagged", "uncovered-HR recognised", "off-domain recognised", "en on zh-only KB r@3")


def evaluate_set(kb, s: LabelledSet) -> dict[str, list[int]]:
    """Counts [hits, questions] per figure for one handbook."""
    t: dict[str, list[int]] = defaultdict(lambda: [0, 0])

    def add(key: str, ok: bool) -> None:
        t[key][0] += bool(ok)
        t[key][1] += 1

    for row in s.covered:
        hits = kb.search(row["question"], k=SHOWN)
        rank = next((n for n, h in enumerate(hits) if is_labelled(h, row)), None)
        cross = row.get("kind") == "cross_lingual"
        for key in ("all", ("en→zh" if row.get("lang") == "en" else "zh→en") if cross else "same"):
            add(f"{key} r@1", rank == 0)
            add(f"{key} r@3", rank is not None)
        add("turned away", not any(h.relevant for h in hits))
        if rank is not None:
            add("labelled flagged", not hits[rank].relevant)
    for row in s.uncovered:
        hits = kb.search(row["question"], k=SHOWN)
        add("off-domain" if row.get("kind") == "off_domain" else "uncovered-HR", not any(h.relevant for h in hits))
    return t


def cell(t: dict, key: str) -> str:
    got, n = t.get(key, (0, 0))
    return f"{got}/{n} ({got / n:.2f})" if n else "–"


def row_cells(t: dict) -> list[str]:
    same = f"{cell(t, 'same r@1').split(' ')[-1].strip('()')}/{cell(t, 'same r@3').split(' ')[-1].strip('()')}" \
        if t.get("same r@1") else "–"
    return [cell(t, "all r@1"), cell(t, "all r@3"), same, cell(t, "en→zh r@3"), cell(t, "zh→en r@3"), cell(t, "turned away"),
            cell(t, "labelled flagged"), cell(t, "uncovered-HR"), cell(t, "off-domain"), cell(t, "en-on-zh r@3")]


def run(suite: Path, split: str, embedder, cache_dir: Path) -> dict[str, dict]:
    sets = [s for s in all_sets(suite) if split == "all" or s.split == split]
    table: dict[str, dict] = {}
    for s in sets:
        t = evaluate_set(build_kb(s, embedder, cache_dir), s)
        for view in chinese_only_views(s):
            v = evaluate_set(build_kb(view, embedder, cache_dir), view)
            t["en-on-zh r@3"] = v["all r@3"]
        table[s.name] = t
        embedder.save()
    mixed = [s.name for s in sets if len(set(document_scripts(s).values())) > 1]
    table["mixed Chinese + English KBs"] = summed([table[n] for n in mixed])
    table["overall"] = summed([table[s.name] for s in sets])
    return table


def summed(tables: list[dict]) -> dict[str, list[int]]:
    total: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for t in tables:
        for k, (a, n) in t.items():
            total[k][0] += a
            total[k][1] += n
    return total


def print_table(table: dict[str, dict], title: str) -> None:
    print(f"\n{title}")
    print("| handbook | " + " | ".join(COLUMNS) + " |")
    print("|---" * (len(COLUMNS) + 1) + "|")
    for name, t in table.items():
        label = f"**{name}**" if name in ("overall", "mixed Chinese + English KBs") else name
        print(f"| {label} | " + " | ".join(row_cells(t)) + " |")
