"""The desk's holidays through the real app and the real notice parser: preview what a notice
would change, import it with the same refusals as `hr-agent calendar import`, list, remove;
each action in the audit log; the agent's calendar uses the import at once."""
from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

NOTICES = Path(__file__).resolve().parents[1] / "data" / "notices"
NOTICE_2027 = (NOTICES / "2027-invented.txt").read_text(encoding="utf-8")
BASE = "http://127.0.0.1:8765"


@pytest.fixture
def desk(context, tmp_path, monkeypatch):
    from web.app import WebSettings, create_app

    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    ctx = context(kb_dir=str(tmp_path / "kb"))
    with TestClient(create_app(WebSettings(), ctx=ctx), base_url=BASE) as client:
        client.ctx = ctx
        yield client


def year_row(client, year: int) -> dict:
    return next(r for r in client.get("/api/admin/calendar").json()["years"] if r["year"] == year)


def one_line(reply, status: int) -> str:
    assert reply.status_code == status, reply.text
    assert "\n" not in reply.json()["error"]
    return reply.json()["error"]


def test_preview_shows_per_festival_days_and_stores_nothing(desk):
    before = year_row(desk, 2027)["source"]
    doc = desk.post("/api/admin/calendar/preview", json={"text": NOTICE_2027}).json()
    assert doc["year"] == 2027 and doc["current_source"] == before and doc["refusal"] is None
    spring = next(f for f in doc["festivals"] if f["festival"] == "春节")
    assert spring["off"][0] == {"date": "2027-02-05", "weekday": "周五"} and len(spring["off"]) == 9
    assert {d["date"] for d in spring["off_added"]} <= {d["date"] for d in spring["off"]}
    assert doc["changes"] and all("本通知" in line for line in doc["changes"])
    assert year_row(desk, 2027)["source"] == before  # nothing stored
    assert desk.get("/api/admin/audit").json()["entries"] == []  # a preview changes nothing


def test_import_then_preview_again_is_unchanged_and_the_agent_uses_it(desk):
    from nodes.resources import work_calendar

    made = desk.post("/api/admin/calendar", json={"text": NOTICE_2027, "file": "2027通知.txt"})
    assert made.status_code == 201, made.text
    assert made.json()["schedule"]["source"] == "imported" and made.json()["replaced"] is None
    row = year_row(desk, 2027)
    assert row["source"] == "imported" and row["file"] == "2027通知.txt" and row["partial"] is False
    assert desk.post("/api/admin/calendar/preview", json={"text": NOTICE_2027}).json()["unchanged"] is True
    assert work_calendar(desk.ctx).schedule(2027).source == "imported"  # the date tools' calendar
    again = desk.post("/api/admin/calendar", json={"text": NOTICE_2027})
    assert again.json()["replaced"]["file"] == "2027通知.txt"

    removed = desk.delete("/api/admin/calendar/2027")
    assert removed.status_code == 200 and removed.json()["removed"]["file"] == "网页粘贴的通知"
    assert removed.json()["source_now"] in ("official", "provisional")
    assert work_calendar(desk.ctx).schedule(2027).source != "imported"
    assert "没有导入" in one_line(desk.delete("/api/admin/calendar/2027"), 404)
    log = [(e["action"], e["outcome"]) for e in desk.get("/api/admin/audit").json()["entries"]]
    assert [a for a, _ in log] == ["remove", "import", "import"]


def test_a_partial_notice_needs_allow_partial_as_an_explicit_choice(desk):
    first_lines = "\n".join(NOTICE_2027.splitlines()[:5])
    preview = desk.post("/api/admin/calendar/preview", json={"text": first_lines}).json()
    assert preview["missing"] and "allow_partial" in preview["refusal"]
    refused = one_line(desk.post("/api/admin/calendar", json={"text": first_lines}), 422)
    assert "allow_partial" in refused and "国庆节" in refused
    assert year_row(desk, 2027)["source"] != "imported"
    for value in ("yes", 1, "true", None, [True]):
        assert "allow_partial" in one_line(desk.post("/api/admin/calendar", json={"text": first_lines,
                                                                                    "allow_partial": value}), 400)
    made = desk.post("/api/admin/calendar", json={"text": first_lines, "allow_partial": True})
    assert made.status_code == 201
    assert year_row(desk, 2027)["partial"] is True
    assert desk.get("/api/admin/audit").json()["entries"][1]["outcome"].startswith("拒绝")


@pytest.mark.parametrize("text", ["你好", "国务院办公厅关于2027年部分节假日安排的通知", "元旦：1月1日放假",
                                  "2027年春节放假" * 10])
def test_text_that_is_not_a_notice_is_one_line_400(desk, text):
    one_line(desk.post("/api/admin/calendar/preview", json={"text": text}), 400)
    one_line(desk.post("/api/admin/calendar", json={"text": text}), 400)


@pytest.mark.parametrize("body", [{}, {"text": ""}, {"text": 7}, {"text": "x" * 20_001}])
def test_a_missing_or_wrong_text_field_is_named(desk, body):
    assert "text" in one_line(desk.post("/api/admin/calendar/preview", json=body), 400)


@pytest.mark.parametrize("year", ["27", "20270", "２０２７", "abcd", "-202"])
def test_remove_needs_a_four_digit_year(desk, year):
    one_line(desk.delete(f"/api/admin/calendar/{year}"), 400)


def test_a_year_outside_the_calendars_range_is_refused(desk):
    last = max(r["year"] for r in desk.get("/api/admin/calendar").json()["years"] if r["in_range"])
    assert last < 2038
    # Its 元旦 only (2038-01-01 is a Friday, as 2027-01-01): a partial notice, imported by choice.
    beyond = "\n".join(NOTICE_2027.splitlines()[:5]).replace("2027", "2038")
    preview = desk.post("/api/admin/calendar/preview", json={"text": beyond})
    assert preview.status_code == 200, preview.text
    assert preview.json()["current_source"] is None
    refused = one_line(desk.post("/api/admin/calendar", json={"text": beyond, "allow_partial": True}), 422)
    assert "2038" in refused and "范围" in refused


# -- a notice uploaded as a file (multipart: file, allow_partial) ----------------------------------

def notice_upload(client, path: str, name: str, data: bytes, **fields):
    return client.post(path, files={"file": (name, data)}, data=fields)


def test_an_uploaded_notice_file_previews_and_imports_under_its_name(desk):
    for notice in sorted(NOTICES.iterdir()):
        if notice.suffix in (".txt", ".md", ".html") and notice.name.startswith("2027"):
            preview = notice_upload(desk, "/api/admin/calendar/preview", notice.name, notice.read_bytes())
            assert preview.status_code == 200 and preview.json()["year"] == 2027, preview.text
    made = notice_upload(desk, "/api/admin/calendar", "2027通知.txt", NOTICE_2027.encode("gb18030"))
    assert made.status_code == 201, made.text
    assert year_row(desk, 2027)["file"] == "2027通知.txt"
    html = (NOTICES / "2025.html").read_bytes()
    assert notice_upload(desk, "/api/admin/calendar/preview", "2025.html", html).json()["year"] == 2025


@pytest.mark.parametrize("name, data, fields, status", [
    ("notice.pdf", b"%PDF-1.4", {}, 415),
    ("notice.exe", b"MZ", {}, 415),
    ("../2027.txt", NOTICE_2027.encode(), {}, 400),
    ("C:\\notices\\2027.txt", NOTICE_2027.encode(), {}, 400),
    ("2027.txt", NOTICE_2027.encode(), {"allow_partial": "yes"}, 400),
    ("2027.txt", "\n".join(NOTICE_2027.splitlines()[:5]).encode(), {}, 422),
    ("2027.txt", "你好".encode(), {}, 400),
    ("2027.docx", b"PK\x03\x04 not a zip", {}, 422),
    ("2027.txt", bytes(range(256)) * 10, {}, 422),
])
def test_a_bad_notice_upload_is_one_line_and_imports_nothing(desk, name, data, fields, status):
    message = one_line(notice_upload(desk, "/api/admin/calendar", name, data, **fields), status)
    assert "hr-agent-notice" not in message  # names the file, not the server's temporary folder
    assert year_row(desk, 2027)["source"] != "imported"


def test_a_partial_uploaded_notice_imports_with_allow_partial_true(desk):
    first_lines = "\n".join(NOTICE_2027.splitlines()[:5]).encode()
    made = notice_upload(desk, "/api/admin/calendar", "first.txt", first_lines, allow_partial="true")
    assert made.status_code == 201 and year_row(desk, 2027)["partial"] is True


def test_a_notice_upload_without_a_file_field_is_named(desk):
    assert "file" in one_line(desk.post("/api/admin/calendar", files={"files": ("a.txt", b"x")}), 400)
