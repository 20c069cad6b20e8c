"""What both conversation stores share: the conversation list's table, its rows and titles, the
`Storage` interface the app uses, and `Busy`. Pure; `web.storage` opens a store."""
from __future__ import annotations

import contextlib
from datetime import datetime, timezone
from typing import Any, Protocol

# The list shows the first question, cut to this many characters.
TITLE_CHARS = 80
CONVERSATIONS_SQL = """CREATE TABLE IF NOT EXISTS web_conversations (
    thread_id TEXT PRIMARY KEY,
    title TEXT NOT NULL DEFAULT '',
    turns INTEGER NOT NULL DEFAULT 0,
    pending_question TEXT,
    created_at {ts} NOT NULL,
    updated_at {ts} NOT NULL
)"""
COLUMNS = "thread_id, title, turns, pending_question, created_at, updated_at, owner"
# The list a person sees: their own conversations and those from before owners were kept ('').
OWNED = "(owner = ? OR owner = '')"
CONVERSATIONS_INDEX_SQL = "CREATE INDEX IF NOT EXISTS web_conversations_updated ON web_conversations (updated_at DESC)"


class Busy(Exception):
    """Another request, in this process or another, is running a turn on the conversation."""


class Storage(Protocol):
    kind: str
    saver: Any

    desk: Any  # web.desk_store.DeskStore over the same database

    def create(self, thread_id: str, owner: str = "") -> None: ...
    def conversation(self, thread_id: str) -> dict | None: ...
    def conversations(self, limit: int, owner: str | None = None) -> list[dict]: ...
    def record(self, thread_id: str, *, title: str | None, turns: int, pending_question: str | None) -> None: ...
    def hold(self, thread_id: str, wait: float) -> contextlib.AbstractContextManager: ...
    def prune(self, thread_id: str) -> None: ...
    def close(self) -> None: ...


def title_of(question: str) -> str:
    line = " ".join(question.split())
    return line if len(line) <= TITLE_CHARS else line[: TITLE_CHARS - 1] + "…"


def iso(moment: datetime | str) -> str:
    """An ISO 8601 time with the server's UTC offset, milliseconds."""
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone().isoformat(timespec="milliseconds")


def conversation_row(thread_id, title, turns, pending_question, created_at, updated_at, owner="") -> dict:
    return {"id": thread_id, "title": title, "turns": int(turns), "pending_question": pending_question,
            "created_at": iso(created_at), "updated_at": iso(updated_at), "owner": owner}
