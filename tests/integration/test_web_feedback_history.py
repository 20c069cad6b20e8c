"""What the chat page needs of `GET /api/threads/{id}` for feedback: each turn's rating (or
null), read from the storage the rating went to, and whether the reader may ask and rate in
the conversation (`mine`: false for an officer following a to-do link)."""
from __future__ import annotations

from tests.integration.test_desk_report import OPTIONS, OPTIONS_ANSWER, asked
from tests.integration.test_web_api import ANNUAL, ANNUAL_ANSWER
from tests.support.web import on_own_threads_db

EMPLOYEE = "employee-token-0123456789"
OFFICER = "officer-token-0123456789ab"


def test_each_turn_of_the_history_carries_its_rating_and_a_new_rating_replaces_it(context, fake_ollama, tmp_path, monkeypatch):
    with on_own_threads_db(context, tmp_path, monkeypatch) as make:
        client = make()
        thread, _ = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
        asked(client, fake_ollama, "公司有股票期权吗？", OPTIONS, OPTIONS_ANSWER, thread=thread)
        assert [t["feedback"] for t in client.get(f"/api/threads/{thread}").json()["turns"]] == [None, None]
        client.post(f"/api/threads/{thread}/feedback", json={"turn": 1, "rating": "down", "reason": "没有答到点上"})
        turns = client.get(f"/api/threads/{thread}").json()["turns"]
        assert turns[0]["feedback"] is None
        assert turns[1]["feedback"]["rating"] == "down" and turns[1]["feedback"]["reason"] == "没有答到点上"
        client.post(f"/api/threads/{thread}/feedback", json={"turn": 1, "rating": "up"})
        other = make()  # another app over the same storage: a second server process
        assert [t["feedback"] and t["feedback"]["rating"] for t in other.get(f"/api/threads/{thread}").json()["turns"]] \
            == [None, "up"]


def test_the_history_says_whether_the_conversation_is_the_readers_own(context, fake_ollama, tmp_path, monkeypatch):
    """An officer follows a to-do link into an employee's conversation: `mine` is false there
    (the page shows it read-only), true in the employee's own and in the officer's own."""
    with on_own_threads_db(context, tmp_path, monkeypatch, token=EMPLOYEE, admin_token=OFFICER) as make:
        client = make()
        client.headers["Authorization"] = f"Bearer {EMPLOYEE}"
        theirs, _ = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
        assert client.get(f"/api/threads/{theirs}").json()["mine"] is True
        client.headers["Authorization"] = f"Bearer {OFFICER}"
        assert client.get(f"/api/threads/{theirs}").json()["mine"] is False
        assert client.post(f"/api/threads/{theirs}/feedback", json={"turn": 0, "rating": "up"}).status_code == 404
        own = client.post("/api/threads").json()["id"]
        assert client.get(f"/api/threads/{own}").json()["mine"] is True
