"""Builds probes.jsonl: final answers, right and wrong, each after REAL tool calls (the date tools
over the working-day calendar, the search tool over a real knowledge base on disk built from the
handbook). Re-run only to regenerate (it ingests three handbooks):

    PYTHONPATH=. python tests/data/answer_probes/make_probes.py [kb_root]

One line per question: {"group", "split": "tune"|"heldout", "handbook", "question", "today",
"tool_calls": [{tool, args, ok, observation, data}], "answers": [{"id", "label": "correct"|"wrong",
"lang", "answer"}]} (tests/support/answer_probes.py reads it as one row per answer).
A whole group (one question with its tool calls) falls in one split: a check tuned on one
phrasing of a question never sees another phrasing of it among the held-out rows.
"""
from __future__ import annotations

import datetime as dt
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path[:0] = [str(REPO), str(HERE)]

from number_cases import NUMBER_CASES  # noqa: E402
from recipes import DATE_CASES, date_answers  # noqa: E402

HANDBOOKS = {"bundled": None, "hengrui": "hengrui_factory", "lumenfield": "lumenfield_bilingual"}


def open_kbs(root: Path) -> dict:
    from knowledge.store import KnowledgeBase

    kbs = {}
    for name, folder in HANDBOOKS.items():
        fresh = not (root / name).exists()
        kb = KnowledgeBase(str(root / name))
        if folder is None:
            kb.ensure_seeded()
        elif fresh:
            kb.ingest(sorted((REPO / "tests/data/handbooks" / folder / "handbook").glob("*")), reset=True)
        kbs[name] = kb
    return kbs


def run_call(registry, tool: str, args: dict) -> dict:
    result = registry.run(tool, args)
    return {"tool": tool, "args": args, "ok": result.ok, "observation": result.observation, "data": result.data}


def registry_for(kb, today: dt.date):
    from tools.base import ToolRegistry
    from tools.dates import make_date_tools
    from tools.kb_search import make_search_tool
    from workcalendar.calendar import WorkCalendar

    return ToolRegistry([make_search_tool(lambda: kb), *make_date_tools(calendar=WorkCalendar(today=today))])


def case_lines(cases: list[dict], kbs: dict, prefix: str) -> list[dict]:
    """The lines of a held-out set (heldout2, heldout3): each case's calls run for real, its answers
    numbered `prefix`-000, -001, … in order."""
    lines, n = [], 0
    for group, case in enumerate(cases):
        handbook = case.get("handbook", "bundled")
        registry = registry_for(kbs.get(handbook), dt.date.fromisoformat(case["today"]))
        calls = case["calls"] if case["kind"] == "date" else [("search_knowledge_base", {"query": case["query"]})]
        results = [run_call(registry, tool, args) for tool, args in calls]
        assert all(r["ok"] for r in results), (case["question"], results)
        answers = []
        for label, lang, text in case["answers"]:
            answers.append({"id": f"{prefix}-{n:03d}", "label": label, "lang": lang, "answer": text})
            n += 1
        lines.append({"group": group, "split": case["split"], "handbook": handbook, "question": case["question"],
                      "today": case["today"], "tool_calls": results, "answers": answers})
    return lines


def handbook_kbs(root: Path, handbooks: dict[str, str]) -> dict:
    """Knowledge bases on disk under `root`, one per name → folder in tests/data/handbooks (ingested
    the first time only, so a rebuild reuses them)."""
    from knowledge.store import KnowledgeBase

    kbs = {}
    for name, folder in handbooks.items():
        fresh = not (root / name).exists()
        kbs[name] = KnowledgeBase(str(root / name))
        if fresh:
            kbs[name].ingest(sorted((REPO / "tests/data/handbooks" / folder / "handbook").glob("*")), reset=True)
    return kbs


def write_set(path: Path, lines: list[dict]) -> None:
    """One JSON line per question; prints the answer counts per label."""
    with open(path, "w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    rows = [a["label"] for g in lines for a in g["answers"]]
    print({label: rows.count(label) for label in ("correct", "wrong")}, len(lines), "questions")


def split_of(group: int) -> str:
    return "heldout" if group % 5 in (1, 3) else "tune"


def main() -> int:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/answer-probe-kbs")
    kbs = open_kbs(root)
    rows, group = [], 0
    for case in DATE_CASES:
        today = dt.date.fromisoformat(case["today"])
        registry = registry_for(kbs["bundled"], today)
        calls = [run_call(registry, t, a) for t, a in case["calls"]]
        for label, lang, answer in date_answers(case, calls):
            rows.append(_row(group, label, "bundled", lang, case, calls, answer))
        group += 1
    for case in NUMBER_CASES:
        today = dt.date.fromisoformat(case.get("today", "2026-03-20"))
        registry = registry_for(kbs[case["handbook"]], today)
        calls = [run_call(registry, "search_knowledge_base", {"query": case["query"]})]
        for label in ("correct", "wrong"):
            for answer in case[label]:
                rows.append(_row(group, label, case["handbook"], case["lang"], case, calls, answer))
        group += 1
    for i, row in enumerate(rows):
        row["id"] = f"p{i:03d}"
    groups: dict[int, dict] = {}
    for row in rows:  # one line per question: its calls once, then its answers
        head = {k: row[k] for k in ("group", "split", "handbook", "question", "today", "tool_calls")}
        groups.setdefault(row["group"], {**head, "answers": []})["answers"].append(
            {k: row[k] for k in ("id", "label", "lang", "answer")})
    with open(HERE / "probes.jsonl", "w", encoding="utf-8") as f:
        for group in groups.values():
            f.write(json.dumps(group, ensure_ascii=False) + "\n")
    print(f"{len(rows)} probes: {sum(r['label'] == 'correct' for r in rows)} correct, "
          f"{sum(r['label'] == 'wrong' for r in rows)} wrong; held-out {sum(r['split'] == 'heldout' for r in rows)}")
    return 0


def _row(group, label, handbook, lang, case, calls, answer) -> dict:
    return {"id": "", "group": group, "split": case.get("split") or split_of(group), "label": label, "handbook": handbook, "lang": lang,
            "question": case["question"], "today": case["today"] if "today" in case else "2026-03-20",
            "tool_calls": calls, "answer": answer}


if __name__ == "__main__":
    sys.exit(main())


def build_own_set(name: str, prefix: str, argv: list[str], split: str | None = None) -> int:
    """Builds NAME.jsonl from NAME_cases.py (CALENDAR_CASES) and NAME_handbooks.py (HANDBOOKS, HANDBOOK_CASES;
    the handbooks in NAME_handbooks/<folder>/handbook/), running every call for real. argv: [kb_root] [out]
    [--part calendar|handbooks] (one part alone: a writer reads its own cases' real results first). With
    `split`, every case is given that part."""
    import importlib

    part = None
    if "--part" in argv:
        i = argv.index("--part")
        part, argv = argv[i + 1], argv[:i] + argv[i + 2:]
    found, folders = [], {}
    if part in (None, "calendar"):
        found += importlib.import_module(f"{name}_cases").CALENDAR_CASES
    if part in (None, "handbooks"):
        module = importlib.import_module(f"{name}_handbooks")
        found += module.HANDBOOK_CASES
        folders = {short: f"../answer_probes/{name}_handbooks/{folder}" for short, folder in module.HANDBOOKS.items()}
    cases = [{**case, "split": split} for case in found] if split else found
    kbs = handbook_kbs(Path(argv[0] if argv else f"/tmp/{name}-kb"), folders)
    write_set(Path(argv[1]) if len(argv) > 1 else HERE / f"{name}.jsonl", case_lines(cases, kbs, prefix))
    return 0
