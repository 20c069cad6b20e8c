"""Issue 27's probes through the real ASGI app (the guard, the routes, the CLI's SQLite store):
each probe that broke is a test here; tests/integration/test_web_limits.py has the ones that
need a real socket (header flood, half-open connections, waiters)."""
from __future__ import annotations

import json
import logging
import threading

import pytest
from starlette.routing import Mount, Route

from tests.integration.test_web_api import ANNUAL, ANNUAL_ANSWER, TOKEN, ask, new_thread
from tests.integration import test_web_api
from tests.support.web import names

# The web API tests' fixtures: a TestClient over a fresh app on the test's own SQLite file.
make_client, client = test_web_api.make_client, test_web_api.client

NON_ASCII_TOKEN = "令牌-Überprüfung-0123456789"


def one_line_error(reply) -> str:
    assert reply.headers["content-type"].startswith("application/json"), reply.headers
    body = reply.json()
    assert set(body) == {"error"} and "\n" not in body["error"] and "Traceback" not in body["error"]
    return body["error"]


# -- auth -------------------------------------------------------------------------------------

@pytest.mark.parametrize("others", [
    'prefs={"a":1}', 'prefs={"a":1}; theme=dark', "a=b=c", "=novalue", "junk", 'x="unterminated',
    "名字=值", "a=\\x00", 'json=[1,2,{"k":"v"}]', "sp ace=1", "dup=1; dup=2", ";;;", "a=" + "x" * 3000,
    "hr_agent_token_other=1", "__Host-x=1", "a=1,b=2",
])
def test_another_cookie_never_hides_the_token_cookie(make_client, others):
    client = make_client(token=TOKEN)
    assert client.post("/api/login", json={"token": TOKEN}).status_code == 204
    cookie = client.cookies.get("hr_agent_token")
    client.cookies.clear()
    for header in (f"{others}; hr_agent_token={cookie}", f"hr_agent_token={cookie}; {others}"):
        reply = client.get("/api/threads", headers=[(b"cookie", header.encode("utf-8"))])
        assert reply.status_code == 200, (header, reply.text)


def test_a_non_ascii_token_logs_in_and_works_as_bearer_bytes(make_client):
    client = make_client(token=NON_ASCII_TOKEN)
    login = client.post("/api/login", json={"token": NON_ASCII_TOKEN})
    assert login.status_code == 204 and "secure" not in login.headers["set-cookie"].lower()
    assert client.get("/api/threads").status_code == 200  # the cookie: ASCII, derived from the token
    client.cookies.clear()
    bearer = client.get("/api/threads", headers=[(b"authorization", b"Bearer " + NON_ASCII_TOKEN.encode())])
    assert bearer.status_code == 200
    latin1 = client.get("/api/threads", headers=[(b"authorization", b"Bearer " + NON_ASCII_TOKEN.encode("utf-16"))])
    assert latin1.status_code == 401
    assert client.post("/api/login", json={"token": NON_ASCII_TOKEN[:-1]}).status_code == 401


def test_the_cookie_carries_a_derived_value_not_the_token(make_client):
    client = make_client(token=TOKEN)
    client.post("/api/login", json={"token": TOKEN})
    assert TOKEN not in client.cookies.get("hr_agent_token")
    client.cookies.clear()
    assert client.get("/api/threads", headers={"cookie": f"hr_agent_token={TOKEN}"}).status_code == 401


def test_routes_see_the_role_the_token_carries(make_client):
    """The plug for a second token: the guard puts the role in request.state.role."""
    from web.access import Tokens, required_role, satisfies

    tokens = Tokens({"user": TOKEN, "admin": "admin-token-0123456789"})
    assert tokens.role_of([(b"authorization", b"Bearer admin-token-0123456789")]) == ("admin", None)
    assert tokens.role_of([(b"authorization", b"Bearer " + TOKEN.encode())]) == ("user", None)
    assert required_role("/api/admin/feedback") == "admin" and required_role("/api/threads") == "user"
    assert required_role("/api/health") is None and required_role("/static/index.html") is None
    assert satisfies("admin", "user") and not satisfies("user", "admin") and not satisfies(None, "user")


# -- bad input is a 4xx with one line, on every route -----------------------------------------

def concrete_routes(app, thread_id: str) -> list[tuple[str, str]]:
    """(method, path) of every route the app has, now and after routes are added."""
    found = []
    for route in app.routes:
        if isinstance(route, Mount):
            found.append(("GET", route.path + "/index.html"))
        elif isinstance(route, Route):
            path = route.path.replace("{thread_id}", thread_id)
            found += [(m, path) for m in sorted(route.methods or {"GET"}) if m != "HEAD"]
    return found


MALFORMED_BODIES = [
    ("5,000-digit integer", b'{"question": "x", "n": ' + b"9" * 5000 + b"}"),
    ("5,000-digit integer alone", b"9" * 5000),
    ("long float", b'{"n": 1.' + b"1" * 5000 + b"}"),
    ("huge exponent", b'{"n": 1e999999999}'),
    ("NaN", b'{"n": NaN}'),
    ("Infinity", b'{"n": -Infinity}'),
    ("deep nesting", b"[" * 100_000),
    ("not UTF-8", b'{"question": "\xff\xfe"}'),
    ("truncated", b'{"question": '),
]
MALFORMED_QUERIES = ["limit=²", "limit=" + "9" * 5000, "limit=-1", "limit=1.5", "limit=%00", "limit=%ff",
                     "limit=1&limit=2", "limit=0x10", "limit=١٢", "limit= 5", "limit=999999999999", "q=%c0%80"]
MALFORMED_PATHS = ["/%00", "/static/%00", "/static/index.html%00", "/static/%ff.html", "/api/threads/%00",
                   "/api/threads/a%00b/runs", "/static/..%2f..%2fetc%2fpasswd", "/static/%c0%ae%c0%ae/x",
                   "/api/%0d%0aX-Injected:%201", "/inspector%7f", "/static/" + "a" * 5000]


@pytest.mark.parametrize("kind,body", MALFORMED_BODIES, ids=[k for k, _ in MALFORMED_BODIES])
def test_a_malformed_json_body_is_a_4xx_on_every_route(client, kind, body):
    thread_id = new_thread(client)
    for method, path in concrete_routes(client.app, thread_id):
        reply = client.request(method, path, content=body, headers={"content-type": "application/json"})
        assert 400 <= reply.status_code < 500 or reply.status_code == 200 and method == "GET", (method, path, reply.text)
        if reply.status_code >= 400:
            one_line_error(reply)


@pytest.mark.parametrize("query", MALFORMED_QUERIES)
def test_a_malformed_query_is_a_4xx_or_ignored_on_every_route(client, query):
    thread_id = new_thread(client)
    for method, path in concrete_routes(client.app, thread_id):
        kwargs = {"json": {}} if method == "POST" else {}  # no question: nothing starts a turn
        reply = client.request(method, f"{path}?{query}", **kwargs)
        assert reply.status_code < 500, (method, path, query, reply.text)
        if reply.status_code >= 400:
            one_line_error(reply)
    if "limit" in query:
        assert client.get(f"/api/threads?{query}").status_code == 400


@pytest.mark.parametrize("path", MALFORMED_PATHS)
@pytest.mark.parametrize("method", ["GET", "POST"])
def test_nul_and_invalid_bytes_in_paths_are_400_or_404(client, method, path):
    reply = client.request(method, path)
    assert reply.status_code in (400, 404, 405), reply.text
    one_line_error(reply)


def test_the_route_list_covers_pages_static_api_and_streams(client):
    paths = {p for _, p in concrete_routes(client.app, "t")}
    assert {"/", "/inspector", "/static/index.html", "/api/health", "/api/login", "/api/threads/t/runs"} <= paths


# -- every answer carries its policy ----------------------------------------------------------

@pytest.mark.parametrize("path", ["/", "/inspector", "/static/index.html", "/static/inspector.html"])
def test_every_html_answer_has_the_page_policy(client, path):
    reply = client.get(path)
    assert reply.status_code == 200 and reply.headers["content-type"].startswith("text/html")
    assert "frame-ancestors 'none'" in reply.headers["content-security-policy"]
    assert "script-src 'self'" in reply.headers["content-security-policy"]
    assert reply.headers["x-content-type-options"] == "nosniff" and reply.headers["x-frame-options"] == "DENY"


@pytest.mark.parametrize("method,path", [("GET", "/api/health"), ("GET", "/api/threads"), ("GET", "/api/graph"),
                                         ("GET", "/api/nope"), ("POST", "/api/threads"), ("GET", "/static/chat.js"),
                                         ("GET", "/static/style.css"), ("GET", "/static/missing.js")])
def test_every_answer_is_nosniff_and_api_data_is_no_store(client, method, path):
    reply = client.request(method, path)
    assert reply.headers["x-content-type-options"] == "nosniff"
    if path.startswith("/api/"):
        assert reply.headers["cache-control"] == "no-store"


def test_guard_refusals_carry_the_policy_headers_too(make_client):
    reply = make_client(token=TOKEN).get("/api/threads")
    assert reply.status_code == 401 and reply.headers["x-content-type-options"] == "nosniff"
    assert reply.headers["cache-control"] == "no-store"


# -- Host, Origin, proxy ----------------------------------------------------------------------

def test_a_host_header_given_twice_is_refused(client):
    for hosts in (["127.0.0.1:8765", "evil.example"], ["evil.example", "127.0.0.1:8765"],
                  ["127.0.0.1:8765", "127.0.0.1:8765"]):
        reply = client.get("/api/threads", headers=[(b"host", h.encode()) for h in hosts])
        assert reply.status_code == 400 and "Host" in one_line_error(reply)


@pytest.mark.parametrize("origin,ok", [
    ("http://127.0.0.1:8765", True), ("http://127.0.0.1:8765/", True), ("HTTP://127.0.0.1:8765", True),
    ("https://127.0.0.1:8765", False), ("http://127.0.0.1", False), ("http://127.0.0.1:80", False),
    ("ws://127.0.0.1:8765", False), ("http://127.0.0.1:8765.evil.example", False), ("http://127.0.0.2:8765", False),
    ("http://127.0.0.1:8765/path", False), ("null", False), ("", False), ("http://", False),
    ("http://[::1]:8765", False), ("file://", False), ("http://user@127.0.0.1:8765", False),
])
def test_origin_must_match_scheme_host_and_port(client, origin, ok):
    reply = client.post("/api/threads", headers={"origin": origin})
    assert (reply.status_code == 201) is ok, reply.text


def test_origin_given_twice_is_refused(client):
    reply = client.post("/api/threads", headers=[(b"origin", b"http://127.0.0.1:8765"), (b"origin", b"http://evil.example")])
    assert reply.status_code == 403


def test_behind_a_trusted_proxy_https_makes_the_cookie_secure_and_only_there(make_client):
    from web.security import trusted_networks

    trusted = make_client(token=TOKEN, loopback_only_hosts=False, trusted_proxies=trusted_networks("127.0.0.1"))
    untrusted = make_client(token=TOKEN, loopback_only_hosts=False, trusted_proxies=trusted_networks("10.9.9.9"))
    proxied = {"host": "hr.example", "origin": "https://hr.example", "x-forwarded-proto": "https",
               "x-forwarded-for": "203.0.113.7"}
    from starlette.testclient import TestClient

    def from_peer(app_client, peer):
        return TestClient(app_client.app, base_url="http://hr.example", client=(peer, 40000))

    secure = from_peer(trusted, "127.0.0.1").post("/api/login", json={"token": TOKEN}, headers=proxied)
    assert secure.status_code == 204 and "secure" in secure.headers["set-cookie"].lower()
    plain = from_peer(untrusted, "127.0.0.1").post("/api/login", json={"token": TOKEN}, headers=proxied)
    assert plain.status_code == 403  # its Origin says https, the connection is http: refused


def test_config_names_a_malformed_trusted_proxy_list():
    from web.security import trusted_networks

    assert len(trusted_networks(" 10.0.0.5, 10.1.0.0/16 ,::1")) == 3
    with pytest.raises(ValueError, match="HR_AGENT_WEB_TRUSTED_PROXIES"):
        trusted_networks("10.0.0.5,proxy.internal")


# -- rate limits ------------------------------------------------------------------------------

def test_login_attempts_are_limited_per_client_with_retry_after(make_client):
    client = make_client(token=TOKEN, logins_per_minute=3)
    assert [client.post("/api/login", json={"token": "wrong"}).status_code for _ in range(3)] == [401] * 3
    limited = client.post("/api/login", json={"token": TOKEN})  # even the right one, for a minute
    assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1
    assert "太频繁" in one_line_error(limited)


def test_new_conversations_are_capped_per_client_per_minute(make_client):
    client = make_client(new_threads_per_minute=5)
    made = [client.post("/api/threads").status_code for _ in range(7)]
    assert made == [201] * 5 + [429] * 2


def test_the_rate_limit_forgets_old_attempts_and_stays_bounded():
    from web.limits import RateLimit

    now = [0.0]
    limit = RateLimit(2, 60, max_clients=3, clock=lambda: now[0])
    assert [limit.retry_after("a") for _ in range(3)] == [0, 0, 60]
    now[0] = 61
    assert limit.retry_after("a") == 0
    for n in range(100):
        limit.retry_after(f"c{n}")
    assert len(limit._seen) == 3


# -- the busy conversation --------------------------------------------------------------------

def test_a_busy_conversation_answers_409_with_retry_after_and_no_thread_waits(make_client, monkeypatch):
    client = make_client(lock_wait=0.3)
    thread_id = new_thread(client)
    storage = client.app.state.agent.storage
    real_hold, waits = storage.hold, []

    def recording_hold(thread_id, wait):
        waits.append(wait)
        return real_hold(thread_id, wait)

    with real_hold(thread_id, 1.0):
        monkeypatch.setattr(storage, "hold", recording_hold)
        busy = client.post(f"/api/threads/{thread_id}/runs", json={"question": "年假有几天？"})
    assert busy.status_code == 409 and busy.headers["retry-after"] == "2"
    # Several tries over the 0.3 s, none of them blocking a worker thread in a lock wait.
    assert len(waits) >= 2 and set(waits) == {0}


def test_a_turn_whose_thread_cannot_start_releases_the_lock(make_client, fake_ollama, monkeypatch):
    client = make_client(lock_wait=0.3)
    thread_id = new_thread(client)
    real_start = threading.Thread.start

    def no_thread(self):
        if self.name.startswith("turn-"):
            raise RuntimeError("can't start new thread")
        return real_start(self)

    monkeypatch.setattr(threading.Thread, "start", no_thread)
    failed = client.post(f"/api/threads/{thread_id}/runs", json={"question": "年假有几天？"})
    assert failed.status_code == 503 and one_line_error(failed)
    monkeypatch.setattr(threading.Thread, "start", real_start)
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER)
    assert "answer" in names(ask(client, thread_id, "年假有几天？"))  # the lock was released
    assert client.app.state.agent.drain(5) == 0


def test_a_failed_prune_is_logged_and_the_turn_still_runs(make_client, fake_ollama, monkeypatch, caplog):
    client = make_client()
    thread_id = new_thread(client)
    storage = client.app.state.agent.storage

    def broken(thread_id):
        raise OSError("disk I/O error")

    monkeypatch.setattr(storage, "prune", broken)
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER)
    with caplog.at_level(logging.WARNING, logger="hr_agent.web"):
        assert "answer" in names(ask(client, thread_id, "年假有几天？"))
    assert any("prune" in r.getMessage() and "disk I/O error" in r.getMessage() for r in caplog.records)


def test_json_numbers_within_bounds_still_parse(client):
    thread_id = new_thread(client)
    reply = client.post(f"/api/threads/{thread_id}/resume", content=json.dumps({"answer": "2019-07-01", "n": 10 ** 60}),
                        headers={"content-type": "application/json"})
    assert reply.status_code == 409  # understood; nothing is pending
