"""The HR officer's knowledge-base commands as safe as ingest: names from file names cannot
drive the terminal, `kb list` lines up for Chinese names and shows local time, `ingest --prune`
will not empty the knowledge base because a share is unmounted, and an ingest of nothing
creates nothing. The CLI runs as a subprocess."""
from __future__ import annotations

import datetime as dt
import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata

from tests.integration.test_terminal_output import CLEAR_SCREEN, assert_terminal_safe
from tests.support.harness import REPO, cli

RETITLE = "\x1b]0;pwned\x07"  # OSC 0: set the window title


def _doc(folder, name, clause):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(f"# {clause}\n\n第一条 {clause}的规定，按本制度执行，每年核对一次。\n", encoding="utf-8")
    return path


def _env(tmp_path, **more):
    return {"HR_AGENT_KB_DIR": str(tmp_path / "kb"), **more}


def _documents(env) -> list[dict]:
    listed = cli("kb", "list", "--json", env=env)
    assert listed.returncode == 0, listed.stderr
    return json.loads(listed.stdout)


def test_file_names_with_escape_sequences_are_cleaned_in_kb_list_remove_and_prune(tmp_path):
    share = tmp_path / "share"
    hostile = _doc(share, f"{RETITLE}考勤{CLEAR_SCREEN}.md", "考勤")
    _doc(share, "请假.md", "请假")
    env = _env(tmp_path)
    assert cli("ingest", str(share), env=env).returncode == 0

    listed = cli("kb", "list", env=env)
    assert listed.returncode == 0, listed.stderr
    assert_terminal_safe(listed.stdout)
    assert "]0;pwned" not in listed.stdout and "考勤.md" in listed.stdout

    hostile.unlink()
    pruned = cli("ingest", "--prune", str(share), env=env)
    assert pruned.returncode == 0, pruned.stderr
    assert_terminal_safe(pruned.stdout)
    assert "已移除（文件已不存在）：考勤.md" in pruned.stdout

    renamed = _doc(share, f"{RETITLE}年假{CLEAR_SCREEN}.md", "年假")
    assert cli("ingest", str(renamed), env=env).returncode == 0
    removed = cli("kb", "remove", renamed.name, env=env)
    assert removed.returncode == 0, removed.stderr
    assert_terminal_safe(removed.stdout)
    assert "已删除 1 个文档" in removed.stdout and "年假.md" in removed.stdout


def _cells(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def test_kb_list_columns_line_up_by_display_width_and_show_local_time(tmp_path):
    share = tmp_path / "share"
    _doc(share, "员工手册（2026修订版）.md", "总则")
    _doc(share, "a.md", "考勤")
    _doc(share, "Leave policy v2.md", "请假")
    env = _env(tmp_path)
    assert cli("ingest", str(share), env=env).returncode == 0
    stored = {d["document"]: d["ingested_at"] for d in _documents(env)}

    listed = cli("kb", "list", env={**env, "TZ": "Asia/Shanghai"})
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    rows = lines[2:-1]  # below the heading and its rule, above the total
    assert len(rows) == 3 and lines[-1].startswith("共 3 个文档")
    # Each column starts at the same screen column on every row, the heading's included.
    for column in range(1, 5):
        starts = set()
        for line in [lines[0], *rows]:
            fields = re.split(r" {2,}", line)
            starts.add(_cells(line[: line.index(fields[column], len(fields[0]))]))
        assert len(starts) == 1, listed.stdout
    for name, utc in stored.items():
        local = dt.datetime.fromisoformat(utc).astimezone(dt.timezone(dt.timedelta(hours=8)))
        assert f"{local:%Y-%m-%d %H:%M:%S} +08:00" in next(r for r in rows if r.startswith(name))


def test_prune_refuses_a_folder_that_is_now_empty_or_missing_unless_allow_empty(tmp_path):
    share = tmp_path / "share"
    _doc(share, "考勤.md", "考勤")
    _doc(share, "请假.md", "请假")
    env = _env(tmp_path)
    assert cli("ingest", str(share), env=env).returncode == 0
    before = _documents(env)

    for state in ("empty", "missing"):
        shutil.rmtree(share)
        if state == "empty":
            share.mkdir()  # the mount point of an unmounted share
        refused = cli("ingest", "--prune", str(share), env=env)
        assert refused.returncode == 2, refused.stderr
        assert "--allow-empty" in refused.stderr and "2 个文档" in refused.stderr
        assert "Traceback" not in refused.stderr and len(refused.stderr.strip().splitlines()) == 1
        assert _documents(env) == before

    allowed = cli("ingest", "--prune", "--allow-empty", str(share), env=env)
    assert "已移除（文件已不存在）" in allowed.stdout, allowed.stderr
    assert _documents(env) == []


def test_prune_still_drops_the_files_that_are_gone_from_a_folder_that_keeps_others(tmp_path):
    share = tmp_path / "share"
    gone = _doc(share, "考勤.md", "考勤")
    _doc(share, "请假.md", "请假")
    env = _env(tmp_path)
    assert cli("ingest", str(share), env=env).returncode == 0
    gone.unlink()
    pruned = cli("ingest", "--prune", str(share), env=env)
    assert pruned.returncode == 0, pruned.stderr
    assert [d["document"] for d in _documents(env)] == ["请假.md"]


def test_ingest_of_a_path_that_does_not_exist_creates_nothing(tmp_path):
    env = _env(tmp_path)
    result = cli("ingest", str(tmp_path / "no-such-folder"), env=env)
    assert result.returncode == 2 and "路径不存在" in result.stdout
    assert not (tmp_path / "kb").exists()


def test_jieba_cache_is_written_to_the_private_cache_folder_not_the_shared_temp(tmp_path):
    shared_tmp, cache = tmp_path / "tmp", tmp_path / "cache"
    shared_tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(shared_tmp), "XDG_CACHE_HOME": str(cache)}
    code = "from knowledge.lexical import LexicalTokenizer; print(LexicalTokenizer.tokens('年休假怎么请'))"
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "年休假" in result.stdout
    assert list(shared_tmp.iterdir()) == []
    private = cache / "hr-agent" / "jieba"
    assert (private / "jieba.cache").is_file()
    assert private.stat().st_mode & 0o777 == 0o700
    # The next process reads the cache it left (in one piece, knowledge.lexical._load_cached_dictionary)
    # and cuts the same words.
    again = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert (again.returncode, again.stdout) == (0, result.stdout), again.stderr
