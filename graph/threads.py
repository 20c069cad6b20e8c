"""Conversations on disk: a SQLite checkpointer tuned for one write per graph step, kept to
one checkpoint per thread between turns, and one process at a time per thread. The CLI
(cli.session, cli.threads) and the web app (web.storage) both keep their threads here."""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import sqlite3
import time
import uuid
from pathlib import Path
from typing import Callable, Iterator

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
    Freed pages are reused by the next turn, so the file stops growing.

    Only the savers' documented methods: `prune(..., strategy="keep_latest")` where the saver
    has it (PostgresSaver ≥ 3.2); SqliteSaver has none, so the latest checkpoint is read
    (`get_tuple`), the thread deleted (`delete_thread`) and the checkpoint written back (`put`,
    `put_writes`). Those are separate commits: a crash between them loses the thread's one
    checkpoint, a window of a few milliseconds under the thread's lock."""
    if callable(getattr(saver, "prune", None)):  # absent in releases before it
        try:
            saver.prune([str(thread_id)], strategy="keep_latest")
            return
        except NotImplementedError:  # BaseCheckpointSaver's stub: this saver has none of its own
            pass
    latest = saver.get_tuple(thread_config(thread_id))
    if latest is None or latest.parent_config is None:
        return  # nothing older to drop
    saver.delete_thread(str(thread_id))
    config = {"configurable": {"thread_id": str(thread_id), "checkpoint_ns": ""}}
    kept = saver.put(config, latest.checkpoint, latest.metadata, latest.checkpoint.get("channel_versions", {}))
    by_task: dict[str, list] = {}
    for task_id, channel, value in latest.pending_writes or []:
        by_task.setdefault(task_id, []).append((channel, value))
    for task_id, writes in by_task.items():
        saver.put_writes(kept, writes, task_id)
    # Fold the WAL back into the database and truncate it; otherwise it keeps its peak size.
    # (Our own connection, opened in open_checkpointer, not the saver's state.)
    with saver.lock:
        saver.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


class ThreadBusy(Exception):
    """Another process (or request) is running a turn on this thread."""


@contextlib.contextmanager
def thread_lock(thread_id: str, db_path: Path | None = None, wait: float | None = None,
                on_wait: Callable[[], None] | None = None) -> Iterator[None]:
    """Hold the thread for one turn. Two processes running turns on one thread would both
    start from the same checkpoint and one turn would vanish; the second one waits here
    (calling `on_wait` once, so the CLI can say so) until the first is done -- or, with
    `wait` (seconds, the web server's choice), gives up with ThreadBusy. An flock dies with its process, so a killed
    run never leaves the thread locked. Each call opens the file anew, so two requests in
    one process exclude each other too.

    The lock file is removed when the turn ends, so a lock directory does not collect one
    file per thread ever used. It is unlinked while still locked; a process that was waiting
    on it then holds a lock on a file no longer in the directory, sees so (`_still_linked`)
    and starts over on the path's new file: only a lock on the file the path names counts."""
    db_path = Path(db_path or threads_db_path())
    lock_dir = Path(f"{db_path}.locks")
    lock_dir.mkdir(parents=True, exist_ok=True)
    # Hashed: a thread id is user input and must not become a path.
    name = hashlib.sha256(thread_id.encode("utf-8", "surrogateescape")).hexdigest()[:32]
    path = lock_dir / f"{name}.lock"
    handle = _hold(path, thread_id, wait, on_wait)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)  # still locked: nobody can have taken this file in between
        handle.close()  # releases the flock; a waiter wakes on the unlinked file and starts over


def _hold(path: Path, thread_id: str, wait: float | None, on_wait: Callable[[], None] | None):
    told = False
    deadline = None if wait is None else time.monotonic() + wait
    while True:
        handle = open(path, "a+b")
        try:
            if not _try_flock(handle):
                if deadline is not None:
                    _flock_until(handle, deadline, thread_id)
                else:
                    if not told and on_wait is not None:
                        on_wait()
                    told = True
                    fcntl.flock(handle, fcntl.LOCK_EX)  # Ctrl-C interrupts the wait
            if _still_linked(handle, path):
                return handle
        except BaseException:
            handle.close()
            raise
        handle.close()


def _still_linked(handle, path: Path) -> bool:
    try:
        named = os.stat(path)
    except FileNotFoundError:
        return False
    mine = os.fstat(handle.fileno())
    return (named.st_dev, named.st_ino) == (mine.st_dev, mine.st_ino)


def saved_threads(path: Path | None = None) -> list[dict]:
    """Every saved conversation, newest first: id, first question, turns, last activity (UTC ISO).
    A database that does not exist yet holds none (and is not created)."""
    path = Path(path or threads_db_path())
    if not path.is_file():
        return []
    saver = open_checkpointer(path)
    latest: dict[str, tuple[str, dict]] = {}
    try:
        # Each thread's latest top-level checkpoint (ids sort by time); prune_checkpoints leaves
        # one per thread, so this reads about one checkpoint per conversation.
        for item in saver.list(None):
            conf = item.config["configurable"]
            thread, ns, cid = str(conf["thread_id"]), conf.get("checkpoint_ns", ""), conf["checkpoint_id"]
            if ns == "" and (thread not in latest or cid > latest[thread][0]):
                latest[thread] = (cid, item.checkpoint)
    finally:
        saver.conn.close()
    rows = [_thread_row(thread, cp.get("ts", ""), cp.get("channel_values") or {}) for thread, (_, cp) in latest.items()]
    return sorted(rows, key=lambda r: r["last_activity"], reverse=True)


def _thread_row(thread: str, stamp: str, values: dict) -> dict:
    turns = [t for t in values.get("turns") or [] if isinstance(t, dict)]
    in_progress = bool(values.get("question")) and not values.get("stop_reason")
    first = turns[0].get("question") if turns else values.get("question")
    return {"thread": thread, "first_question": first or "", "turns": len(turns) + int(in_progress),
            "last_activity": stamp}


def _try_flock(handle) -> bool:
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _flock_until(handle, deadline: float, thread_id: str) -> None:
    while time.monotonic() < deadline:
        time.sleep(0.05)
        if _try_flock(handle):
            return
    raise ThreadBusy(thread_id)


def new_thread_id() -> str:
    return uuid.uuid4().hex[:12]


def thread_config(thread_id: str) -> dict:
    return {"configurable": {"thread_id": thread_id}}
