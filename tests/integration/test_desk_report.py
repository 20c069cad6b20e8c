"""Feedback and the handbook's to-do list through the real app, the compiled graph and the fake
Ollama: each finished turn is recorded beside its conversation; ratings are kept there too;
the report groups what the handbook failed and counts every day; the audit log has no way to
be edited."""
from __future__ import annotations

import datetime as dt

import pytest

from tests.integration.test_web_api import ANNUAL, ANNUAL_ANSWER
from tests.support.web import of, on_own_threads_db, sse_events

OPTIONS = 'Thought: 查股票期权\nAction: search_knowledge_base\nAction Input: {"query": "股票期权"}'
OPTIONS_ANSWER = "Thought: 手册没有\nFinal Answer: 员工手册中没有关于股票期权的规定，请咨询人力资源部。"


@pytest.fixture
def client(context, tmp_path, monkeypatch):
    with on_own_threads_db(context, tmp_path, monkeypatch) as make:
        yield make()


def asked(client, fake_ollama, question: str, *replies: str, thread: str | None = None) -> tuple[str, dict]:
    fake_ollama.push(*replies)
    thread = thread or client.post("/api/threads").json()["id"]
    reply = client.post(f"/api/threads/{thread}/runs", json={"question": question})
    return thread, of(sse_events(reply.text), "answer")[0]


def today() -> str:
    from workcalendar.dates import shanghai_today

    return shanghai_today().isoformat()


def test_feedback_is_kept_beside_the_conversation_and_replaced_when_given_again(client, fake_ollama):
    thread, answer = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
    rated = client.post(f"/api/threads/{thread}/feedback", json={"turn": 0, "rating": "down", "reason": " 没说 \n 清楚 "})
    assert rated.status_code == 201 and rated.json()["reason"] == "没说 清楚"
    assert client.app.state.agent.storage.desk.ratings_since("2000")[(thread, 0)]["rating"] == "down"
    client.post(f"/api/threads/{thread}/feedback", json={"turn": 0, "rating": "up"})
    assert client.app.state.agent.storage.desk.ratings_since("2000")[(thread, 0)] | {"rated_at": None} == \
        {"rating": "up", "reason": "", "rated_at": None}


@pytest.mark.parametrize("body, status, field", [
    ({}, 400, "turn"), ({"turn": "0", "rating": "up"}, 400, "turn"), ({"turn": True, "rating": "up"}, 400, "turn"),
    ({"turn": 0.0, "rating": "up"}, 400, "turn"), ({"turn": -1, "rating": "up"}, 400, "turn"),
    ({"turn": 1, "rating": "up"}, 404, "turn"), ({"turn": 99, "rating": "up"}, 404, "turn"),
    ({"turn": 0}, 400, "rating"), ({"turn": 0, "rating": "UP"}, 400, "rating"), ({"turn": 0, "rating": "👍"}, 400, "rating"),
    ({"turn": 0, "rating": 1}, 400, "rating"), ({"turn": 0, "rating": None}, 400, "rating"),
    ({"turn": 0, "rating": "down", "reason": 5}, 400, "reason"), ({"turn": 0, "rating": "down", "reason": "x" * 501}, 400, "reason"),
    ({"turn": 0, "rating": "down", "reason": ["a"]}, 400, "reason"),
])
def test_bad_feedback_is_one_line_naming_the_field(client, fake_ollama, body, status, field):
    thread, _ = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
    reply = client.post(f"/api/threads/{thread}/feedback", json=body)
    assert reply.status_code == status, reply.text
    assert field in reply.json()["error"] and "\n" not in reply.json()["error"]


def test_feedback_on_an_unknown_conversation_is_404(client):
    assert client.post("/api/threads/nope/feedback", json={"turn": 0, "rating": "up"}).status_code == 404


def test_the_report_groups_what_the_handbook_failed_and_counts_each_day(client, fake_ollama):
    covered, first = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
    options, second = asked(client, fake_ollama, "公司有股票期权吗？", OPTIONS, OPTIONS_ANSWER)
    again, third = asked(client, fake_ollama, "股票期权怎么发放？", OPTIONS, OPTIONS_ANSWER)
    assert second["not_covered"] and third["not_covered"]  # what the page marked, the report lists
    client.post(f"/api/threads/{covered}/feedback", json={"turn": 0, "rating": "down", "reason": "天数不对"})
    client.post(f"/api/threads/{again}/feedback", json={"turn": 0, "rating": "up"})

    report = client.get("/api/admin/report").json()
    assert report["to"] == today() and report["timezone"] == "Asia/Shanghai"
    topics = {g["topic"]: g for g in report["groups"]}
    assert set(topics) == {"股票期权怎么发放？", "年假有几天？"}  # the newest question names its group
    options_group = topics["股票期权怎么发放？"]
    assert options_group["count"] == 2 and options_group["not_covered"] == 2 and options_group["rated_down"] == 0
    assert [e["question"] for e in options_group["examples"]] == ["股票期权怎么发放？", "公司有股票期权吗？"]
    assert options_group["examples"][0]["link"] == f"/#thread={again}&turn=0"
    down = topics["年假有几天？"]["examples"][0]
    assert down["kinds"] == ["rated_down"] and down["reason"] == "天数不对"
    assert report["groups"][0]["topic"] == "股票期权怎么发放？"  # newest group first

    day = report["days"][0]
    cited = sum(bool(a["sources"]) for a in (first, second, third))
    assert day == {"date": today(), "questions": 3, "answered_with_clause": cited, "not_covered": 2, "unverified": 0,
                   "rated_up": 1, "rated_down": 1}
    assert len(report["days"]) == 30 and all(d["questions"] == 0 for d in report["days"][1:])
    assert report["total"]["questions"] == 3


def test_a_follow_up_is_its_own_turn_in_the_report(client, fake_ollama):
    thread, _ = asked(client, fake_ollama, "年假有几天？", ANNUAL, ANNUAL_ANSWER)
    asked(client, fake_ollama, "公司有股票期权吗？", OPTIONS, OPTIONS_ANSWER, thread=thread)
    rated = client.post(f"/api/threads/{thread}/feedback", json={"turn": 1, "rating": "down"})
    assert rated.status_code == 201
    example = client.get("/api/admin/report").json()["groups"][0]["examples"][0]
    assert (example["turn"], example["kinds"]) == (1, ["not_covered", "rated_down"])


def test_the_csv_lists_every_item_and_never_runs_a_formula(client, fake_ollama):
    asked(client, fake_ollama, "=HYPERLINK(\"http://x\") 有股票期权吗", OPTIONS, OPTIONS_ANSWER)
    reply = client.get("/api/admin/report.csv")
    assert reply.headers["content-type"].startswith("text/csv")
    assert "attachment" in reply.headers["content-disposition"]
    import csv
    import io

    rows = list(csv.reader(io.StringIO(reply.text.lstrip("\ufeff"))))
    assert rows[0][:4] == ["topic", "topic_count", "asked_at", "question"]
    assert rows[1][3].startswith("'=HYPERLINK") and rows[1][4] == "1"


@pytest.mark.parametrize("query", ["from=2026-13-01", "to=yesterday", "from=2026-01-02&to=2026-01-01",
                                   "from=2020-01-01&to=2026-01-01", "from=20260101", "to=2026-1-1",
                                   "from=2026-01-01&from=2026-01-02"])
def test_a_bad_period_is_one_line_400(client, query):
    for path in ("/api/admin/report", "/api/admin/report.csv"):
        reply = client.get(f"{path}?{query}")
        assert reply.status_code == 400 and "\n" not in reply.json()["error"], (path, query)


def test_a_period_in_the_past_has_no_items_and_its_days(client, fake_ollama):
    asked(client, fake_ollama, "公司有股票期权吗？", OPTIONS, OPTIONS_ANSWER)
    past = client.get("/api/admin/report?from=2025-01-01&to=2025-01-07").json()
    assert past["groups"] == [] and [d["date"] for d in past["days"]][-1] == "2025-01-01" and len(past["days"]) == 7
    day = dt.date.fromisoformat(today())
    only_today = client.get(f"/api/admin/report?from={day}&to={day}").json()
    assert only_today["total"]["not_covered"] == 1


# -- the audit log -------------------------------------------------------------------------------

def test_the_audit_log_cannot_be_edited_through_the_api(client):
    client.post("/api/admin/calendar/preview", json={"text": "x"})
    client.delete("/api/admin/calendar/2027")  # 404: nothing to remove, so nothing logged
    client.post("/api/admin/documents", files=[("files", ("a.exe", b"MZ"))])
    before = client.get("/api/admin/audit").json()["entries"]
    assert [e["action"] for e in before] == ["upload"]
    for method in ("POST", "PUT", "PATCH", "DELETE"):
        for path in ("/api/admin/audit", f"/api/admin/audit/{before[0]['id']}"):
            assert client.request(method, path, json={"outcome": "edited"}).status_code in (404, 405), (method, path)
    routes = [r for r in client.app.routes if getattr(r, "path", "").startswith("/api/admin/audit")]
    assert [(r.path, sorted(r.methods)) for r in routes] == [("/api/admin/audit", ["GET", "HEAD"])]
    assert client.get("/api/admin/audit").json()["entries"] == before


def test_the_audit_log_pages_back(client):
    for _ in range(5):
        client.post("/api/admin/documents", files=[("files", ("a.exe", b"MZ"))])
    first = client.get("/api/admin/audit?limit=2").json()["entries"]
    rest = client.get(f"/api/admin/audit?limit=10&before={first[-1]['id']}").json()["entries"]
    assert len(first) == 2 and len(rest) == 3 and first[-1]["id"] > rest[0]["id"]
    assert client.get("/api/admin/audit?limit=0").status_code == 400
