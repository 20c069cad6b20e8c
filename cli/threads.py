"""Conversations on disk: a SQLite checkpointer tuned for one write per graph step."""
from __future__ import annotations

import os
import sqlite3
import uuid
from pathlib import Path

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


def new_thread_id() -> str:
    return uuid.uuid4().hex[:12]


def thread_config(thread_id: str) -> dict:
    return {"configurable": {"thread_id": thread_id}}
