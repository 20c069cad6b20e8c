"""What the HR officer's desk keeps beside the conversations, in the same database (SQLite or
PostgreSQL): who owns each conversation, one row per finished turn (what the to-do list
counts), the employees' ratings and the audit log of desk actions.

One SQL dialect for both stores: `?` placeholders (PostgreSQL's storage rewrites them to
`%s`), times as ISO 8601 UTC text (they sort as strings in both), no vendor functions. Each
storage hands `DeskStore` its `sql(query, params, fetch)`; nothing here opens a connection.
The audit log has an insert and a select, nothing else: no route can edit it."""
from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Callable

TURNS_SQL = """CREATE TABLE IF NOT EXISTS web_turns (
    thread_id TEXT NOT NULL,
    turn INTEGER NOT NULL,
    owner TEXT NOT NULL DEFAULT '',
    asked_at TEXT NOT NULL,
    question TEXT NOT NULL,
    answered INTEGER NOT NULL,
    cited INTEGER NOT NULL,
    not_covered INTEGER NOT NULL,
    unverified INTEGER NOT NULL,
    problems TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (thread_id, turn)
)"""
FEEDBACK_SQL = """CREATE TABLE IF NOT EXISTS web_feedback (
    thread_id TEXT NOT NULL,
    turn INTEGER NOT NULL,
    rating TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    owner TEXT NOT NULL DEFAULT '',
    rated_at TEXT NOT NULL,
    PRIMARY KEY (thread_id, turn)
)"""
AUDIT_SQL = """CREATE TABLE IF NOT EXISTS web_audit (
    id {serial} PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL,
    outcome TEXT NOT NULL,
    actor TEXT NOT NULL,
    role TEXT NOT NULL,
    client TEXT NOT NULL
)"""
INDEXES = (
    "CREATE INDEX IF NOT EXISTS web_turns_asked ON web_turns (asked_at)",
    "CREATE INDEX IF NOT EXISTS web_feedback_rated ON web_feedback (rated_at)",
    "CREATE INDEX IF NOT EXISTS web_conversations_owner ON web_conversations (owner)",
)
TURN_COLUMNS = "thread_id, turn, owner, asked_at, question, answered, cited, not_covered, unverified, problems"
AUDIT_COLUMNS = "id, at, action, target, outcome, actor, role, client"

Sql = Callable[..., list | None]  # sql(query, params=(), fetch=False)


def now_utc() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def setup_statements(serial: str, has_owner: bool) -> list[str]:
    """The desk's tables, and the owner column added to a conversation list made before it
    (its conversations keep owner '': readable by everyone, as they were)."""
    owner = [] if has_owner else ["ALTER TABLE web_conversations ADD COLUMN owner TEXT NOT NULL DEFAULT ''"]
    return [*owner, TURNS_SQL, FEEDBACK_SQL, AUDIT_SQL.format(serial=serial), *INDEXES]


class DeskStore:
    def __init__(self, sql: Sql):
        self.sql = sql

    # -- turns ------------------------------------------------------------------------------

    def record_turn(self, row: dict) -> None:
        """One finished turn (desk_turns.turn_row); a turn recorded again (a retried save)
        replaces its row."""
        columns = TURN_COLUMNS.split(", ")
        values = [row[c] for c in columns]
        values[-1] = json.dumps(values[-1], ensure_ascii=False)
        # One statement (SQLite ≥ 3.24 and PostgreSQL): a reader never sees the row missing.
        self.sql(f"INSERT INTO web_turns ({TURN_COLUMNS}) VALUES ({', '.join('?' * len(columns))}) "
                 "ON CONFLICT (thread_id, turn) DO UPDATE SET "
                 + ", ".join(f"{c} = excluded.{c}" for c in columns[2:]), tuple(values))

    def turns_between(self, start: str, end: str) -> list[dict]:
        rows = self.sql(f"SELECT {TURN_COLUMNS} FROM web_turns WHERE asked_at >= ? AND asked_at < ? "
                        "ORDER BY asked_at DESC", (start, end), fetch=True) or []
        return [{**dict(zip(TURN_COLUMNS.split(", "), r)), "problems": json.loads(r[-1] or "[]")} for r in rows]

    def turns_of(self, thread_id: str) -> int:
        rows = self.sql("SELECT COUNT(*) FROM web_turns WHERE thread_id = ?", (thread_id,), fetch=True)
        return int(rows[0][0]) if rows else 0

    # -- feedback ---------------------------------------------------------------------------

    def rate(self, thread_id: str, turn: int, rating: str, reason: str, owner: str) -> dict:
        """The rating of one answer; rating it again replaces the earlier one."""
        at = now_utc()
        self.sql("INSERT INTO web_feedback (thread_id, turn, rating, reason, owner, rated_at) VALUES (?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT (thread_id, turn) DO UPDATE SET rating = excluded.rating, reason = excluded.reason, "
                 "owner = excluded.owner, rated_at = excluded.rated_at", (thread_id, turn, rating, reason, owner, at))
        return {"thread": thread_id, "turn": turn, "rating": rating, "reason": reason, "rated_at": at}

    def ratings_since(self, start: str) -> dict[tuple[str, int], dict]:
        """{(thread, turn): rating} of the ratings given since `start` (a rating follows its answer)."""
        rows = self.sql("SELECT thread_id, turn, rating, reason, rated_at FROM web_feedback WHERE rated_at >= ?",
                        (start,), fetch=True) or []
        return {(r[0], int(r[1])): {"rating": r[2], "reason": r[3], "rated_at": r[4]} for r in rows}

    def ratings_of(self, thread_id: str) -> dict[int, dict]:
        """{turn: rating} of one conversation: the chat page shows a rating already given."""
        rows = self.sql("SELECT turn, rating, reason, rated_at FROM web_feedback WHERE thread_id = ?",
                        (thread_id,), fetch=True) or []
        return {int(r[0]): {"rating": r[1], "reason": r[2], "rated_at": r[3]} for r in rows}

    # -- audit ------------------------------------------------------------------------------

    def audit(self, action: str, target: str, outcome: str, actor: str, role: str, client: str) -> None:
        self.sql("INSERT INTO web_audit (at, action, target, outcome, actor, role, client) VALUES (?, ?, ?, ?, ?, ?, ?)",
                 (now_utc(), action, target[:500], outcome[:500], actor[:200], role, client[:100]))

    def audit_log(self, limit: int, before: int | None = None) -> list[dict]:
        """Newest first; `before` (an id) pages back."""
        where, params = ("WHERE id < ? ", (before, limit)) if before else ("", (limit,))
        rows = self.sql(f"SELECT {AUDIT_COLUMNS} FROM web_audit {where}ORDER BY id DESC LIMIT ?", params, fetch=True)
        return [dict(zip(AUDIT_COLUMNS.split(", "), r)) for r in rows or []]
