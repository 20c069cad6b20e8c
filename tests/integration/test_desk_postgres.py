"""The desk on PostgreSQL with two `hr-agent serve` processes sharing the database and the
knowledge-base folder, as a two-machine-behind-a-balancer setup shares them: an upload in one
is searchable from the other, and the audit log, the ratings and the to-do list are one."""
from __future__ import annotations

import httpx
import pytest

from tests.integration.test_desk_documents import POLICY, multipart
from tests.integration.test_desk_report import OPTIONS, OPTIONS_ANSWER
from tests.integration.test_web_postgres import pg_url, postgres_server  # noqa: F401 - fixtures
from tests.support.web import of, serve_process, sse_events

pytestmark = pytest.mark.postgres


def test_an_upload_in_one_server_process_is_searchable_from_the_other(agent_env, pg_url, fake_ollama):  # noqa: F811
    env = {**agent_env, "HR_AGENT_CHECKPOINT_URL": pg_url}
    with serve_process(env) as (one, _), serve_process(env) as (two, _):
        assert httpx.get(f"{two}/api/health").json()["storage"] == "postgres"
        before = httpx.post(f"{two}/api/admin/search", json={"query": "股票期权什么时候评定"}, timeout=60).json()
        assert before["not_covered"] is True

        body, media = multipart([("期权.md", POLICY.encode())])
        made = httpx.post(f"{one}/api/admin/documents", content=body, headers={"Content-Type": media}, timeout=120)
        assert made.status_code == 201, made.text

        hit = httpx.post(f"{two}/api/admin/search", json={"query": "股票期权什么时候评定"}, timeout=60).json()
        assert hit["not_covered"] is False and hit["hits"][0]["source"] == "期权.md"
        assert "期权.md" in {d["file"] for d in httpx.get(f"{two}/api/admin/documents").json()["documents"]}
        assert [(e["action"], e["target"]) for e in httpx.get(f"{two}/api/admin/audit").json()["entries"]] == \
            [("upload", "期权.md")]

        # A question in one process, rated in the other, on the to-do list of both.
        fake_ollama.push(OPTIONS, OPTIONS_ANSWER)
        thread = httpx.post(f"{one}/api/threads").json()["id"]
        answer = of(sse_events(httpx.post(f"{one}/api/threads/{thread}/runs", json={"question": "出差补贴怎么算？"},
                                          timeout=60).text), "answer")[0]
        rated = httpx.post(f"{two}/api/threads/{thread}/feedback", json={"turn": 0, "rating": "down", "reason": "答非所问"})
        assert rated.status_code == 201, rated.text
        for base in (one, two):
            report = httpx.get(f"{base}/api/admin/report").json()
            example = report["groups"][0]["examples"][0]
            assert example["thread"] == thread and "rated_down" in example["kinds"] and example["reason"] == "答非所问"
            assert report["days"][0]["questions"] == 1 and report["days"][0]["rated_down"] == 1
            assert report["days"][0]["not_covered"] == int(answer["not_covered"])


OLD_LIST = """CREATE TABLE web_conversations (thread_id TEXT PRIMARY KEY, title TEXT NOT NULL DEFAULT '',
    turns INTEGER NOT NULL DEFAULT 0, pending_question TEXT, created_at {ts} NOT NULL, updated_at {ts} NOT NULL)"""


def test_a_conversation_list_from_before_owners_gains_the_column_and_keeps_its_rows(pg_url, tmp_path):  # noqa: F811
    """Both stores: a database made by the previous release opens, its conversations readable
    by everyone (owner ''), the desk's tables created."""
    import sqlite3

    import psycopg

    from web.pg_storage import PostgresStorage
    from web.storage import SqliteStorage

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(OLD_LIST.format(ts="TIMESTAMPTZ"))
        conn.execute("INSERT INTO web_conversations VALUES ('old1', '年假', 1, NULL, now(), now())")
    path = tmp_path / "threads.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute(OLD_LIST.format(ts="TEXT"))
        conn.execute("INSERT INTO web_conversations VALUES ('old1', '年假', 1, NULL, '2026-01-01T00:00:00+00:00', "
                     "'2026-01-01T00:00:00+00:00')")
    for storage in (PostgresStorage(pg_url), SqliteStorage(path)):
        try:
            assert storage.conversation("old1")["owner"] == ""
            assert [c["id"] for c in storage.conversations(10, "user:alice")] == ["old1"]
            storage.create("new1", "user:bob")
            storage.record("new1", title="病假", turns=0, pending_question=None)
            assert [c["id"] for c in storage.conversations(10, "user:alice")] == ["old1"]
            assert storage.desk.audit_log(10) == [] and storage.desk.turns_between("2000", "3000") == []
        finally:
            storage.close()
    again = PostgresStorage(pg_url)  # a second start finds the column there
    again.close()
