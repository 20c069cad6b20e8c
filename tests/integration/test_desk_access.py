"""Who opens the HR officer's desk, through the real app: the employees' token gets 403 on every
`/api/admin/…` route (enumerated from the app itself, so a route added later is covered),
the officer's token opens them, either token signs in, a loopback server without tokens is one
local officer, and conversations belong to the person who started them."""
from __future__ import annotations

import pytest
from starlette.routing import Route

EMPLOYEE = "employee-token-0123456789"
OFFICER = "officer-token-0123456789ab"


@pytest.fixture
def make_app(context, tmp_path, monkeypatch):
    """`make(client=(ip, port), **settings)`: a TestClient over a fresh app (lifespan run)."""
    from tests.support.web import on_own_threads_db

    with on_own_threads_db(lambda: context(kb_dir=str(tmp_path / "kb")), tmp_path, monkeypatch) as make:
        yield lambda client=("127.0.0.1", 50000), **settings: make(client_address=client, **settings)


def admin_routes(app) -> list[tuple[str, str]]:
    """(method, path with sample parameters) of every route the app answers under /api/admin/."""
    found = []
    for route in app.routes:
        if isinstance(route, Route) and route.path.startswith("/api/admin/"):
            path = route.path.replace("{name:path}", "handbook.md").replace("{year}", "2027")
            found += [(m, path) for m in sorted(route.methods - {"HEAD"})]
    return found


def test_the_app_has_every_desk_route_of_the_issue(make_app):
    routes = set(admin_routes(make_app().app))
    assert routes >= {("GET", "/api/admin/documents"), ("POST", "/api/admin/documents"),
                      ("GET", "/api/admin/documents/handbook.md/chunks"), ("DELETE", "/api/admin/documents/handbook.md"),
                      ("POST", "/api/admin/search"), ("POST", "/api/admin/calendar/preview"),
                      ("POST", "/api/admin/calendar"), ("GET", "/api/admin/calendar"),
                      ("DELETE", "/api/admin/calendar/2027"), ("GET", "/api/admin/report"),
                      ("GET", "/api/admin/report.csv"), ("GET", "/api/admin/audit")}


def test_the_employee_token_gets_403_on_every_admin_route_bearer_or_cookie(make_app):
    client = make_app(token=EMPLOYEE, admin_token=OFFICER)
    routes = admin_routes(client.app)
    assert len(routes) >= 12
    for method, path in routes:
        bearer = client.request(method, path, headers={"Authorization": f"Bearer {EMPLOYEE}"})
        assert bearer.status_code == 403, (method, path, bearer.text)
        assert list(bearer.json()) == ["error"] and "\n" not in bearer.json()["error"]
    assert client.post("/api/login", json={"token": EMPLOYEE}).status_code == 204
    for method, path in routes:
        assert client.request(method, path).status_code == 403, (method, path)
    assert client.get("/api/threads").status_code == 200  # the employee still asks


def test_without_a_token_admin_routes_get_401_and_with_the_officers_they_open(make_app):
    client = make_app(token=EMPLOYEE, admin_token=OFFICER)
    for method, path in admin_routes(client.app):
        assert client.request(method, path).status_code == 401, (method, path)
        opened = client.request(method, path, headers={"Authorization": f"Bearer {OFFICER}"})
        assert opened.status_code not in (401, 403), (method, path, opened.text)
    assert client.get("/api/admin/documents", headers={"Authorization": f"Bearer {OFFICER}"}).json()["documents"] == []


def test_login_accepts_either_token_and_the_cookie_carries_its_role(make_app):
    client = make_app(token=EMPLOYEE, admin_token=OFFICER)
    assert client.post("/api/login", json={"token": "wrong-token-0123456789"}).status_code == 401
    assert client.post("/api/login", json={"token": OFFICER}).status_code == 204
    assert client.get("/api/admin/audit").status_code == 200
    assert client.get("/api/threads").status_code == 200  # the officer may ask too
    client.cookies.clear()
    assert client.post("/api/login", json={"token": EMPLOYEE}).status_code == 204
    assert client.get("/api/admin/audit").status_code == 403


def test_only_the_officers_token_set_keeps_everyone_else_out(make_app):
    client = make_app(admin_token=OFFICER, loopback_only_hosts=False)
    assert client.get("/api/threads").status_code == 401
    assert client.get("/api/admin/audit", headers={"Authorization": f"Bearer {OFFICER}"}).status_code == 200


def test_a_loopback_server_without_tokens_is_one_local_officer(make_app):
    client = make_app()
    for method, path in admin_routes(client.app):
        assert client.request(method, path).status_code not in (401, 403), (method, path)


def test_a_tokenless_server_beyond_loopback_opens_no_desk(make_app):
    client = make_app(loopback_only_hosts=False)  # hr-agent serve --host 0.0.0.0 --no-auth
    assert client.get("/api/threads").status_code == 200
    for method, path in admin_routes(client.app):
        refused = client.request(method, path)
        assert refused.status_code == 403 and "HR_AGENT_ADMIN_TOKEN" in refused.json()["error"], (method, path)


def test_the_desk_page_is_a_shell_under_the_page_policy(make_app):
    client = make_app(token=EMPLOYEE, admin_token=OFFICER)
    page = client.get("/admin")
    if page.status_code == 404:
        assert "admin.html" in page.json()["error"]  # the page file comes with the desk's front end
        return
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]
    assert page.headers["x-content-type-options"] == "nosniff"


# -- conversations belong to their owner -----------------------------------------------------------

PROXY = ("10.0.0.5", 40000)


def _nets():
    from web.security import trusted_networks

    return trusted_networks("10.0.0.0/8")


NETS = _nets()


def as_user(name: str) -> dict:
    return {"Authorization": f"Bearer {EMPLOYEE}", "X-Forwarded-User": name}


def test_behind_a_trusted_proxy_each_employee_sees_only_their_own_conversations(make_app, fake_ollama):
    from tests.integration.test_web_api import ANNUAL, ANNUAL_ANSWER

    client = make_app(client=PROXY, token=EMPLOYEE, admin_token=OFFICER, trusted_proxies=NETS)
    fake_ollama.push(ANNUAL, ANNUAL_ANSWER)
    mine = client.post("/api/threads", headers=as_user("alice")).json()["id"]
    asked = client.post(f"/api/threads/{mine}/runs", json={"question": "年假有几天？"}, headers=as_user("alice"))
    assert asked.status_code == 200
    assert [t["id"] for t in client.get("/api/threads", headers=as_user("alice")).json()["threads"]] == [mine]
    assert client.get("/api/threads", headers=as_user("bob")).json()["threads"] == []
    for method, path, body in (("GET", f"/api/threads/{mine}", None), ("GET", f"/api/threads/{mine}/checkpoints", None),
                               ("POST", f"/api/threads/{mine}/runs", {"question": "病假呢？"}),
                               ("POST", f"/api/threads/{mine}/resume", {"answer": "x"}),
                               ("POST", f"/api/threads/{mine}/feedback", {"turn": 0, "rating": "down"})):
        other = client.request(method, path, json=body, headers=as_user("bob"))
        assert other.status_code == 404, (method, path, other.text)
    # The officer reads it (the to-do list links to it), but does not ask or rate in it.
    officer = {"Authorization": f"Bearer {OFFICER}", "X-Forwarded-User": "hr-wang"}
    assert client.get(f"/api/threads/{mine}", headers=officer).json()["turns"][0]["question"] == "年假有几天？"
    assert client.post(f"/api/threads/{mine}/feedback", json={"turn": 0, "rating": "up"}, headers=officer).status_code == 404


def test_the_forwarded_user_counts_only_from_a_trusted_proxy(make_app):
    client = make_app(client=("192.0.2.9", 40000), token=EMPLOYEE, admin_token=OFFICER, trusted_proxies=NETS)
    made = client.post("/api/threads", headers=as_user("alice")).json()["id"]
    # Not from the proxy: the header is ignored and the role is the owner, so "bob" sees it too.
    storage = client.app.state.agent.storage
    assert storage.conversation(made)["owner"] == "user"


@pytest.mark.parametrize("name", ["", " ", "a\x00b", "a\nb", "x" * 129, "\x7f"])
def test_a_malformed_forwarded_user_is_not_recorded(make_app, name):
    client = make_app(client=PROXY, token=EMPLOYEE, admin_token=OFFICER, trusted_proxies=NETS)
    made = client.post("/api/threads", headers={"Authorization": f"Bearer {EMPLOYEE}",
                                                "X-Forwarded-User": name.encode("latin-1")})
    if made.status_code == 201:
        assert client.app.state.agent.storage.conversation(made.json()["id"])["owner"] == "user"
    else:
        assert made.status_code == 400  # the guard refuses control characters in headers it reads


def test_a_desk_action_is_logged_with_the_proxys_user_name_and_the_client_address(make_app):
    client = make_app(client=PROXY, token=EMPLOYEE, admin_token=OFFICER, trusted_proxies=NETS)
    officer = {"Authorization": f"Bearer {OFFICER}", "X-Forwarded-User": "hr-wang", "X-Forwarded-For": "192.0.2.44"}
    refused = client.post("/api/admin/documents", files=[("files", ("a.exe", b"MZ"))], headers=officer)
    assert refused.status_code == 415
    entry = client.get("/api/admin/audit", headers=officer).json()["entries"][0]
    assert (entry["action"], entry["actor"], entry["role"], entry["client"]) == ("upload", "hr-wang", "admin", "192.0.2.44")
    client.post("/api/admin/documents", files=[("files", ("b.exe", b"MZ"))], headers={"Authorization": f"Bearer {OFFICER}"})
    entry = client.get("/api/admin/audit", headers=officer).json()["entries"][0]
    assert (entry["actor"], entry["client"]) == ("admin", "10.0.0.5")  # no name given: the role
