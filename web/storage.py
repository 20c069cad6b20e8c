"""Where the web server keeps conversations: the CLI's SQLite checkpointer (default) or
PostgreSQL (`HR_AGENT_CHECKPOINT_URL=postgresql://…`), each with a small conversation list
beside the checkpoint tables (those key only on thread id) and a per-thread lock that holds
across processes: the CLI's flock on SQLite, an advisory lock on PostgreSQL."""
from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

from web.conversations import (
    COLUMNS, CONVERSATIONS_INDEX_SQL, CONVERSATIONS_SQL, OWNED, Busy, Storage, conversation_row, title_of,
)
from web.desk_store import DeskStore, setup_statements


def open_storage(url: str | None = None) -> Storage:
    """PostgreSQL for a postgres:// or postgresql:// URL, else the CLI's SQLite file
    (HR_AGENT_THREADS_DB)."""
    url = (url if url is not None else os.environ.get("HR_AGENT_CHECKPOINT_URL", "")).strip()
    if url.startswith(("postgres://", "postgresql://")):
        from web.pg_storage import PostgresStorage

        return PostgresStorage(url)
    if url:
        raise ValueError(f"HR_AGENT_CHECKPOINT_URL 应为 postgresql://用户@主机:端口/库名，收到 {url!r}")
    return SqliteStorage()


class SqliteStorage:
    """The CLI's threads database (WAL) plus a `web_conversations` table in the same file;
    several server processes on one machine share it, as they share the CLI's flock."""

    kind = "sqlite"

    def __init__(self, path: Path | None = None):
        from graph.threads import open_checkpointer, threads_db_path

        self.path = Path(path or threads_db_path())
        self.saver = open_checkpointer(self.path)
        self._conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        self._conn.execute("PRAGMA busy_timeout=30000")
        self._lock = threading.Lock()
        with self._lock, self._conn:
            self._conn.execute("BEGIN IMMEDIATE")  # two processes starting together add the column once
            self._conn.execute(CONVERSATIONS_SQL.format(ts="TEXT"))
            self._conn.execute(CONVERSATIONS_INDEX_SQL)
            columns = {r[1] for r in self._conn.execute("PRAGMA table_info(web_conversations)")}
            for statement in setup_statements("INTEGER", "owner" in columns):
                self._conn.execute(statement)
        self.desk = DeskStore(self.sql)

    def sql(self, query: str, params: tuple = (), fetch: bool = False) -> list | None:
        with self._lock, self._conn:
            cursor = self._conn.execute(query, params)
            return cursor.fetchall() if fetch else None

    def create(self, thread_id: str, owner: str = "") -> None:
        now = datetime.now(timezone.utc).isoformat()
        with self._lock, self._conn:
            self._conn.execute(
                "INSERT OR IGNORE INTO web_conversations (thread_id, created_at, updated_at, owner) VALUES (?, ?, ?, ?)",
                (thread_id, now, now, owner))

    def conversation(self, thread_id: str) -> dict | None:
        with self._lock:
            row = self._conn.execute(f"SELECT {COLUMNS} FROM web_conversations WHERE thread_id = ?",
                                     (thread_id,)).fetchone()
        return conversation_row(*row) if row else None

    def conversations(self, limit: int, owner: str | None = None) -> list[dict]:
        """The newest asked conversations; only `owner`'s (and the ownerless) when given."""
        where, params = (f" AND {OWNED}", (owner, limit)) if owner is not None else ("", (limit,))
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {COLUMNS} FROM web_conversations WHERE title != ''{where} "
                "ORDER BY updated_at DESC, thread_id LIMIT ?", params).fetchall()
        return [conversation_row(*r) for r in rows]

    def record(self, thread_id: str, *, title: str | None, turns: int, pending_question: str | None) -> None:
        """After a run (or at its start, with the title): the list's line for the conversation."""
        now = datetime.now(timezone.utc).isoformat()
        with self._lock, self._conn:
            self._conn.execute(
                "UPDATE web_conversations SET title = CASE WHEN title = '' THEN ? ELSE title END, "
                "turns = ?, pending_question = ?, updated_at = ? WHERE thread_id = ?",
                (title_of(title) if title else "", turns, pending_question, now, thread_id))

    @contextlib.contextmanager
    def hold(self, thread_id: str, wait: float) -> Iterator[None]:
        from graph.threads import ThreadBusy, thread_lock

        try:
            lock = thread_lock(thread_id, self.path, wait=wait)
            lock.__enter__()
        except ThreadBusy:
            raise Busy(thread_id) from None
        try:
            yield
        finally:
            lock.__exit__(None, None, None)

    def prune(self, thread_id: str) -> None:
        from graph.threads import prune_checkpoints

        prune_checkpoints(self.saver, thread_id)

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        self.saver.conn.close()
