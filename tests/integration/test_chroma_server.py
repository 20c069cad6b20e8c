"""Client/server mode: the same ingest and search against a real `chroma run` server
that this module starts once on a free port (HR_AGENT_CHROMA_URL / chroma_url); two
concurrent ingests are real processes."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.support.capability import missing
from tests.support.doc_fixtures import PDF_PAGES, make_docx, make_pdf
from knowledge.store import KnowledgeBase
from tests.support.forkserver import python_command
from tests.support.harness import cli

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def _chroma_exe() -> str:
    exe = Path(sys.executable).with_name("chroma")
    return str(exe) if exe.exists() else (shutil.which("chroma") or missing("the chroma CLI (chromadb's) is not installed"))


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    data = tmp_path_factory.mktemp("chroma-server")
    log = open(data / "server.log", "wb")
    proc = subprocess.Popen([_chroma_exe(), "run", "--path", str(data / "db"), "--host", "127.0.0.1", "--port", str(port)],
                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{url}/api/v2/heartbeat", timeout=1) as resp:
                    if resp.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail("chroma run did not come up:\n" + (data / "server.log").read_text(errors="replace")[-2000:])
            time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def test_ingest_and_search_through_a_chroma_server(chroma_url, tmp_path, embedder):
    docs = tmp_path / "docs"
    docs.mkdir()
    make_docx(docs / "handbook.docx")
    make_pdf(docs / "travel.pdf", PDF_PAGES)
    (docs / "broken.pdf").write_bytes(b"%PDF-1.4 truncated")
    env = {"HR_AGENT_CHROMA_URL": chroma_url, "HR_AGENT_KB_DIR": str(tmp_path / "unused-local-dir")}

    # The CLI, configured only by the environment variable.
    first = cli("ingest", str(docs), env=env)
    assert first.returncode == 0, first.stderr
    assert "跳过 1" in first.stdout and "broken.pdf" in first.stdout
    assert not (tmp_path / "unused-local-dir").exists()  # nothing went to the embedded store

    kb = KnowledgeBase(tmp_path / "unused", chroma_url=chroma_url, embedder=embedder)
    n = kb.count()
    assert n >= 10
    top = kb.search("结婚可以休几天假", k=1)[0]
    assert top.source == "handbook.docx" and top.heading_path[-1] == "第一条 婚假"
    assert kb.search("一线城市出差住宿每晚多少钱", k=1)[0].source == "travel.pdf"

    # Idempotent re-ingest through the server.
    again = kb.ingest([docs])
    assert (again.added, again.updated, again.removed, again.unchanged) == (0, 0, 0, n)

    # A second client (another agent process, in real life) ingests a change; the first
    # one sees it on its next search, and the replaced generation is gone from the server.
    (docs / "handbook.docx").unlink()
    make_docx(docs / "handbook.docx")  # same content, new bytes (docx embeds a timestamp)
    md = docs / "pets.md"
    md.write_text("# 宠物政策\n\n## 宠物日\n\n员工可以携带宠物狗到办公室，每周五为宠物日。\n", encoding="utf-8")
    other = KnowledgeBase(tmp_path / "unused", chroma_url=chroma_url, embedder=embedder)
    report = other.ingest([docs])
    assert report.added == 1 and report.removed == 0
    hits = kb.search("可以带狗来上班吗", k=1)
    assert hits[0].source == "pets.md"
    assert kb.count() == n + 1
    assert other.store.generations() == [kb.store.active_generation()]


def test_two_ingests_at_once_through_a_server_both_land(chroma_url, tmp_path, embedder):
    """Two clients build at the same time; the one that switches second finds the pointer
    moved, re-plans on top of the other's generation (reusing its vectors) and switches."""
    folders = []
    for name in ("first", "second"):
        folder = tmp_path / name
        folder.mkdir()
        for f in range(2):
            sections = [f"## 第{s + 1}条 {name}事项{f}-{s}\n\n{name}规定{f}第{s}项：设备{f}领用须审批，编号{f * 100 + s}。\n"
                        for s in range(40)]
            (folder / f"{name}_{f}.md").write_text(f"# {name}规定{f}\n\n" + "\n".join(sections), encoding="utf-8")
        folders.append(folder)
    env = {**os.environ, "HR_AGENT_CHROMA_URL": chroma_url}
    procs = [subprocess.Popen([*python_command(), str(REPO / "step8_react_agent.py"), "ingest", str(folder)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO, env=env)
             for folder in folders]
    outs = [p.communicate(timeout=600) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0, err
        assert "新增 80" in out, out

    kb = KnowledgeBase(tmp_path / "unused", chroma_url=chroma_url, embedder=embedder)
    names = {d.name for d in kb.documents()}
    assert {"first_0.md", "first_1.md", "second_0.md", "second_1.md"} <= names
    assert kb.store.generations() == [kb.store.active_generation()]  # the superseded build was dropped
