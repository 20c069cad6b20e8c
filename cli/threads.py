"""Conversations on disk: a SQLite checkpointer tuned for one write per graph step, kept to
one checkpoint per thread between turns, and one process at a time per thread."""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import sqlite3
import sys
import time
import uuid
from pathlib import Path
from typing import Iterator

from cli.terminal import for_terminal
from nodes.context import REPO_DIR

DEFAULT_THREADS_DB = REPO_DIR / ".hr-agent" / "threads.sqlite"


def threads_db_path() -> Path:
    return Path(os.environ.get("HR_AGENT_THREADS_DB") or DEFAULT_THREADS_DB)


def open_checkpointer(path: Path | None = None):
    """SqliteSaver in WAL mode with synchronous=NORMAL: the default (rollback journal, FULL)
    pays an fsync per checkpoint, about 10 ms a step."""
    from langgraph.checkpoint.sqlite import SqliteSaver

    path = Path(path or threads_db_path())
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), check_same_thread=False)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    return SqliteSaver(conn)


def prune_checkpoints(saver, thread_id: str) -> None:
    """Keep only the thread's latest checkpoint (and its pending writes, e.g. an ask_user
    interrupt). Every step writes a checkpoint holding the whole state, so a thread's history
    of checkpoints grows with turns × steps × state size; the CLI never reads old ones.
    Freed pages are reused by the next turn, so the file stops growing."""
    latest = saver.get_tuple(thread_config(thread_id))
    if latest is None:
        return
    keep = latest.config["configurable"]["checkpoint_id"]
    with saver.lock:
        with saver.conn:  # one transaction
            for table in ("checkpoints", "writes"):
                saver.conn.execute(
                    f"DELETE FROM {table} WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id != ?",
                    (str(thread_id), keep),
                )
        # Fold the WAL back into the database and truncate it; otherwise it keeps its peak size.
        saver.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


class ThreadBusy(Exception):
    """Another process (or request) is running a turn on this thread."""


@contextlib.contextmanager
def thread_lock(thread_id: str, db_path: Path | None = None, wait: float | None = None) -> Iterator[None]:
    """Hold the thread for one turn. Two processes running turns on one thread would both
    start from the same checkpoint and one turn would vanish; the second one waits here
    (saying so on stderr) until the first is done -- or, with `wait` (seconds, the web
    server's choice), gives up with ThreadBusy. An flock dies with its process, so a killed
    run never leaves the thread locked. Each call opens the file anew, so two requests in
    one process exclude each other too."""
    db_path = Path(db_path or threads_db_path())
    lock_dir = Path(f"{db_path}.locks")
    lock_dir.mkdir(parents=True, exist_ok=True)
    # Hashed: a thread id is user input and must not become a path.
    name = hashlib.sha256(thread_id.encode("utf-8", "surrogateescape")).hexdigest()[:32]
    with open(lock_dir / f"{name}.lock", "a+b") as handle:
        if not _try_flock(handle):
            if wait is not None:
                _flock_within(handle, wait, thread_id)
            else:
                print(f"会话 {for_terminal(thread_id)} 正在被另一个进程使用，等待…", file=sys.stderr, flush=True)
                fcntl.flock(handle, fcntl.LOCK_EX)  # Ctrl-C interrupts the wait
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _try_flock(handle) -> bool:
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _flock_within(handle, wait: float, thread_id: str) -> None:
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        time.sleep(0.05)
        if _try_flock(handle):
            return
    raise ThreadBusy(thread_id)


def new_thread_id() -> str:
    return uuid.uuid4().hex[:12]


def thread_config(thread_id: str) -> dict:
    return {"configurable": {"thread_id": thread_id}}
