"""Conversations in PostgreSQL: langgraph-checkpoint-postgres for the checkpoints, the
conversation list in `web_conversations`, and a session advisory lock per thread so that two
server processes (or machines) never run turns on one conversation at once."""
from __future__ import annotations

import contextlib
import time
from typing import Iterator

from web.conversations import COLUMNS, CONVERSATIONS_INDEX_SQL, CONVERSATIONS_SQL, OWNED, Busy, conversation_row, title_of
from web.desk_store import DeskStore, setup_statements

# Two processes starting together must not both run the checkpoint migrations.
SETUP_LOCK_KEY = 0x48524147454E54  # "HRAGENT"
LOCK_POLL_SECONDS = 0.05


def thread_lock_key(thread_id: str) -> str:
    """What the advisory lock hashes (hashtextextended in the server): namespaced, so the
    agent's locks never collide with another application's on the same database."""
    return f"hr-agent:{thread_id}"


class PostgresStorage:
    kind = "postgres"

    def __init__(self, url: str, pool_size: int = 8):
        from langgraph.checkpoint.postgres import PostgresSaver
        from psycopg.rows import dict_row
        from psycopg_pool import ConnectionPool

        self.url = url
        self.pool = ConnectionPool(url, min_size=1, max_size=pool_size, open=True, timeout=30,
                                   kwargs={"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row})
        self.saver = PostgresSaver(self.pool)
        # A session lock, not a transaction: the migrations build indexes CONCURRENTLY, which
        # waits for every open transaction, this one's included.
        with self.pool.connection() as conn:
            conn.execute("SELECT pg_advisory_lock(%s)", (SETUP_LOCK_KEY,))
            try:
                self.saver.setup()
                conn.execute(CONVERSATIONS_SQL.format(ts="TIMESTAMPTZ"))
                conn.execute(CONVERSATIONS_INDEX_SQL)
                has_owner = conn.execute("SELECT 1 FROM information_schema.columns WHERE table_name = "
                                         "'web_conversations' AND column_name = 'owner'").fetchone()
                for statement in setup_statements("BIGSERIAL", bool(has_owner)):
                    conn.execute(statement)
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK_KEY,))
        self.desk = DeskStore(self.sql)

    def sql(self, query: str, params: tuple = (), fetch: bool = False) -> list | None:
        """web.desk_store's one dialect: `?` placeholders (none of its queries has a `?` elsewhere)."""
        with self.pool.connection() as conn:
            cursor = conn.execute(query.replace("?", "%s"), params)
            return [tuple(r.values()) for r in cursor.fetchall()] if fetch else None

    def create(self, thread_id: str, owner: str = "") -> None:
        with self.pool.connection() as conn:
            conn.execute("INSERT INTO web_conversations (thread_id, created_at, updated_at, owner) "
                         "VALUES (%s, now(), now(), %s) ON CONFLICT (thread_id) DO NOTHING", (thread_id, owner))

    def conversation(self, thread_id: str) -> dict | None:
        with self.pool.connection() as conn:
            row = conn.execute(f"SELECT {COLUMNS} FROM web_conversations WHERE thread_id = %s", (thread_id,)).fetchone()
        return conversation_row(*row.values()) if row else None

    def conversations(self, limit: int, owner: str | None = None) -> list[dict]:
        where, params = (f" AND {OWNED.replace('?', '%s')}", (owner, limit)) if owner is not None else ("", (limit,))
        with self.pool.connection() as conn:
            rows = conn.execute(f"SELECT {COLUMNS} FROM web_conversations WHERE title != ''{where} "
                                "ORDER BY updated_at DESC, thread_id LIMIT %s", params).fetchall()
        return [conversation_row(*r.values()) for r in rows]

    def record(self, thread_id: str, *, title: str | None, turns: int, pending_question: str | None) -> None:
        with self.pool.connection() as conn:
            conn.execute(
                "UPDATE web_conversations SET title = CASE WHEN title = '' THEN %s ELSE title END, "
                "turns = %s, pending_question = %s, updated_at = now() WHERE thread_id = %s",
                (title_of(title) if title else "", turns, pending_question, thread_id))

    @contextlib.contextmanager
    def hold(self, thread_id: str, wait: float) -> Iterator[None]:
        """A session advisory lock on a connection of its own, held for the turn: it dies with
        the connection, so a killed server process never leaves a conversation locked."""
        import psycopg

        key = thread_lock_key(thread_id)
        conn = psycopg.connect(self.url, autocommit=True)
        try:
            deadline = time.monotonic() + wait
            while not conn.execute("SELECT pg_try_advisory_lock(hashtextextended(%s, 0))", (key,)).fetchone()[0]:
                if time.monotonic() >= deadline:
                    raise Busy(thread_id)
                time.sleep(LOCK_POLL_SECONDS)
            try:
                yield
            finally:
                with contextlib.suppress(psycopg.Error):
                    conn.execute("SELECT pg_advisory_unlock(hashtextextended(%s, 0))", (key,))
        finally:
            conn.close()

    def prune(self, thread_id: str) -> None:
        self.saver.prune([thread_id], strategy="keep_latest")

    def close(self) -> None:
        self.pool.close()
