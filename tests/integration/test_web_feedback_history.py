"""The chat page shows a rating already given: `GET /api/threads/{id}` carries each turn's
feedback (or null), read from the storage the rating went to (another app on it reads it too)."""
from __future__ import annotations

from tests.integration.test_desk_report import BASE, OPTIONS, OPTIONS_ANSWER, asked
from tests.integration.test_web_api import ANNUAL, ANNUAL_ANSWER


def test_each_turn_of_the_history_carries_its_rating_and_a_new_rating_replaces_it(context, fake_ollama, tmp_path, monkeypatch):
    from starlette.testclient import TestClient

    from web.app import WebSettings, create_app

    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    with TestClient(create_app(WebSettings(), ctx=context()), base_url=BASE) as client:
        thread, _ = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
        asked(client, fake_ollama, "公司有股票期权吗？", OPTIONS, OPTIONS_ANSWER, thread=thread)
        assert [t["feedback"] for t in client.get(f"/api/threads/{thread}").json()["turns"]] == [None, None]
        client.post(f"/api/threads/{thread}/feedback", json={"turn": 1, "rating": "down", "reason": "没有答到点上"})
        turns = client.get(f"/api/threads/{thread}").json()["turns"]
        assert turns[0]["feedback"] is None
        assert turns[1]["feedback"]["rating"] == "down" and turns[1]["feedback"]["reason"] == "没有答到点上"
        client.post(f"/api/threads/{thread}/feedback", json={"turn": 1, "rating": "up"})
    # Another app over the same storage (a second server process) reads the replaced rating.
    with TestClient(create_app(WebSettings(), ctx=context()), base_url=BASE) as other:
        assert [t["feedback"] and t["feedback"]["rating"] for t in other.get(f"/api/threads/{thread}").json()["turns"]] \
            == [None, "up"]


def test_the_history_says_whether_the_conversation_is_the_readers_own(context, fake_ollama, tmp_path, monkeypatch):
    """An officer follows a to-do link into an employee's conversation: `mine` is false there
    (the page shows it read-only), true in the employee's own and in the officer's own."""
    from starlette.testclient import TestClient

    from web.app import WebSettings, create_app

    employee = {"Authorization": "Bearer employee-token-0123456789"}
    officer = {"Authorization": "Bearer officer-token-0123456789ab"}
    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    settings = WebSettings(token=employee["Authorization"][7:], admin_token=officer["Authorization"][7:])
    with TestClient(create_app(settings, ctx=context()), base_url=BASE) as client:
        client.headers.update(employee)
        theirs, _ = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
        assert client.get(f"/api/threads/{theirs}").json()["mine"] is True
        client.headers.update(officer)
        assert client.get(f"/api/threads/{theirs}").json()["mine"] is False
        assert client.post(f"/api/threads/{theirs}/feedback", json={"turn": 0, "rating": "up"}).status_code == 404
        own = client.post("/api/threads").json()["id"]
        assert client.get(f"/api/threads/{own}").json()["mine"] is True
