"""Saved conversations can be found: `threads` (and `history` without an ID) lists them newest
first with the first question, the number of turns and the last activity in local time; the
per-thread lock files do not pile up, and removing them never lets two turns run at once."""
from __future__ import annotations

import datetime as dt
import fcntl
import json
import re
import threading
import time
from pathlib import Path

from tests.support.harness import cli

ANNUAL = "Thought: 够了\nFinal Answer: 年假天数按累计工作年限确定。"
SICK = "Thought: 够了\nFinal Answer: 病假需提供医院证明。"
OFFSET = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+08:00$")


def _ask(question, thread, env):
    asked = cli("ask", question, "--thread", thread, "--json", env=env)
    assert asked.returncode == 0, asked.stderr


def test_threads_lists_every_saved_conversation_newest_first_in_local_time(fake_ollama, agent_env, tmp_path):
    env = {**agent_env, "TZ": "Asia/Shanghai"}
    fake_ollama.push(ANNUAL, SICK, ANNUAL)
    _ask("年假有几天？", "older", env)
    _ask("那病假呢？", "older", env)
    _ask("婚假\x1b]0;pwned\x07几天？", "newer", env)

    listed = cli("threads", "--json", env=env)
    assert listed.returncode == 0, listed.stderr
    rows = json.loads(listed.stdout)
    assert [(r["thread"], r["first_question"], r["turns"]) for r in rows] == [
        ("newer", "婚假\x1b]0;pwned\x07几天？", 1), ("older", "年假有几天？", 2)]
    assert all(OFFSET.match(r["last_activity"]) for r in rows), rows
    stamps = [dt.datetime.strptime(r["last_activity"][:19], "%Y-%m-%d %H:%M:%S") for r in rows]
    assert stamps[0] >= stamps[1]
    now = dt.datetime.now(dt.timezone(dt.timedelta(hours=8))).replace(tzinfo=None)
    assert abs((now - stamps[0]).total_seconds()) < 600  # local wall-clock time, not UTC

    table = cli("history", env=env)  # no ID: the same listing
    assert table.returncode == 0, table.stderr
    lines = table.stdout.splitlines()
    assert lines[2].startswith("newer") and lines[3].startswith("older") and "年假有几天？" in lines[3]
    assert "\x1b" not in table.stdout and "\x07" not in table.stdout
    assert "共 2 个会话" in table.stdout


def test_threads_with_no_saved_conversation_says_so_and_creates_nothing(tmp_path):
    db = tmp_path / "threads" / "threads.sqlite"
    listed = cli("threads", env={"HR_AGENT_THREADS_DB": str(db)})
    assert listed.returncode == 0 and "还没有保存的会话" in listed.stdout
    assert not db.parent.exists()
    assert json.loads(cli("threads", "--json", env={"HR_AGENT_THREADS_DB": str(db)}).stdout) == []


def test_threads_after_the_web_app_made_the_database_but_before_any_conversation_lists_none(tmp_path):
    """`serve` creates the shared threads database (its conversations table) at start; the
    checkpoint tables come with the first turn. `threads` in between used to fail with
    "no such table: checkpoints"."""
    from web.storage import SqliteStorage

    db = tmp_path / "threads.sqlite"
    SqliteStorage(db)
    env = {"HR_AGENT_THREADS_DB": str(db)}
    listed = cli("threads", env=env)
    assert listed.returncode == 0 and "还没有保存的会话" in listed.stdout, listed.stderr
    assert json.loads(cli("threads", "--json", env=env).stdout) == []
    assert cli("history", env=env).returncode == 0


def test_lock_files_do_not_pile_up_across_threads(fake_ollama, agent_env):
    fake_ollama.push(ANNUAL, SICK, ANNUAL)
    for thread in ("a", "b", "c"):
        _ask("年假有几天？", thread, agent_env)
    locks = f"{agent_env['HR_AGENT_THREADS_DB']}.locks"
    assert list(Path(locks).iterdir()) == []


def test_a_waiter_on_a_removed_lock_file_starts_over_and_keeps_the_thread_exclusive(tmp_path, capsys):
    from graph.threads import thread_lock

    db = tmp_path / "threads.sqlite"
    lock_dir = tmp_path / "threads.sqlite.locks"
    second_in, second_out = threading.Event(), threading.Event()
    seen: dict = {}

    def second():
        with thread_lock("t", db):
            (lock_file,) = lock_dir.iterdir()
            # While the second holder runs, the file the path names is locked: a third is kept out.
            with open(lock_file, "a+b") as third:
                try:
                    fcntl.flock(third, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    seen["exclusive"] = False
                except BlockingIOError:
                    seen["exclusive"] = True
            second_in.set()
            second_out.wait(10)

    with thread_lock("t", db):
        assert len(list(lock_dir.iterdir())) == 1
        waiter = threading.Thread(target=second)
        waiter.start()
        deadline = time.monotonic() + 10
        while "正在被另一个进程使用" not in capsys.readouterr().err and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not second_in.is_set()
    assert second_in.wait(10) and seen.get("exclusive")
    second_out.set()
    waiter.join(10)
    assert list(lock_dir.iterdir()) == []


def test_threads_and_kb_list_show_shanghai_time_on_a_utc_machine(fake_ollama, agent_env, kb_dir, tmp_path):
    """'today' is Asia/Shanghai; a UTC server must not list a conversation or an ingest under
    another day than the one the assistant calls today."""
    env = {**agent_env, "TZ": "UTC"}
    fake_ollama.push(ANNUAL)
    _ask("年假有几天？", "utc-machine", env)
    rows = json.loads(cli("threads", "--json", env=env).stdout)
    assert OFFSET.match(rows[0]["last_activity"]), rows
    table = cli("threads", env=env).stdout
    assert "+08:00" in table and "+00:00" not in table
    listed = cli("kb", "list", env=env)
    assert listed.returncode == 0, listed.stderr
    assert "+08:00" in listed.stdout and "+00:00" not in listed.stdout
