"""The desk's documents through the real app, the real ingest (ChromaDB on disk, the bundled
embedder) and a real server process: upload, list, chunks, hit test, delete; every refused
upload is one 4xx line and stores nothing; a cut-off upload loses nothing; two uploads at once
both land."""
from __future__ import annotations

import codecs
import socket
import threading
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from knowledge.limits import MAX_FILE_BYTES

HANDBOOK = Path(__file__).resolve().parents[2] / "knowledge" / "handbook" / "employee_handbook.md"
BASE = "http://127.0.0.1:8765"
POLICY = "# 股票期权管理办法\n\n## 第一条 授予对象\n\n入职满两年的员工可获授股票期权，每年三月评定。\n"


@pytest.fixture
def desk(context, tmp_path, monkeypatch, embedder):
    """A loopback app without tokens (the local officer) over an empty knowledge base of its own."""
    from knowledge.store import KnowledgeBase
    from nodes import resources
    from web.app import WebSettings, create_app

    monkeypatch.setenv("HR_AGENT_THREADS_DB", str(tmp_path / "threads.sqlite"))
    kb_dir = tmp_path / "kb"
    # The server opens its knowledge base through nodes.resources; hand it the session's
    # embedder (loaded once per test session) instead of loading another.
    cache: dict = {}

    def opened(d, e, c, h, demo):
        if (d, demo) not in cache:
            cache[(d, demo)] = KnowledgeBase(d, embedder=embedder, demo=demo)
        return cache[(d, demo)]

    monkeypatch.setattr(resources, "_knowledge_base", opened)
    with TestClient(create_app(WebSettings(), ctx=context(kb_dir=str(kb_dir))), base_url=BASE) as client:
        client.kb_dir = kb_dir
        yield client


def multipart(files: list[tuple[str, bytes]], field: str = "files") -> tuple[bytes, str]:
    """A multipart body with each file name exactly as given (UTF-8, quotes escaped as a
    browser does), so the server sees the name the test means."""
    boundary = "----desk-test-boundary-7d1f"
    out = b""
    for name, data in files:
        quoted = name.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")
        out += (f"--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{quoted}\"\r\n"
                "Content-Type: application/octet-stream\r\n\r\n").encode("utf-8") + data + b"\r\n"
    return out + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def upload(client, files, **kwargs):
    body, media = multipart(files, **kwargs)
    return client.post("/api/admin/documents", content=body, headers={"Content-Type": media})


def listed(client) -> dict[str, int]:
    return {d["file"]: d["chunks"] for d in client.get("/api/admin/documents").json()["documents"]}


def one_line_error(reply, status: int) -> str:
    assert reply.status_code == status, reply.text
    message = reply.json()["error"]
    assert message and "\n" not in message and "Traceback" not in message
    return message


def test_an_uploaded_handbook_is_listed_split_searchable_and_deleted(desk):
    added = upload(desk, [("handbook.md", HANDBOOK.read_bytes())])
    assert added.status_code == 201, added.text
    assert added.json()["added"] > 20 and added.json()["documents"][0]["file"] == "handbook.md"
    row = desk.get("/api/admin/documents").json()["documents"][0]
    assert row["file"] == "handbook.md" and row["chunks"] == added.json()["added"] and row["clauses"] > 10
    assert row["uploaded"] is True and row["warnings"] == []
    chunks = desk.get("/api/admin/documents/handbook.md/chunks").json()["chunks"]
    assert len(chunks) == row["chunks"] and [c["position"] for c in chunks] == sorted(c["position"] for c in chunks)
    assert any(c["heading_path"][-1] == "第十七条 年休假" for c in chunks)
    hit = desk.post("/api/admin/search", json={"query": "年假有几天？"}).json()
    assert hit["not_covered"] is False and "年休假" in hit["hits"][0]["heading"] and hit["hits"][0]["source"] == "handbook.md"
    assert set(hit["hits"][0]) == {"rank", "score", "relevant", "heading", "source", "text"}  # search --json's rows
    assert (desk.kb_dir / "uploads" / "handbook.md").read_bytes() == HANDBOOK.read_bytes()

    again = upload(desk, [("handbook.md", HANDBOOK.read_bytes())])
    assert again.status_code == 200 and again.json()["unchanged"] == row["chunks"] and again.json()["added"] == 0
    gone = desk.delete("/api/admin/documents/handbook.md")
    assert gone.json() == {"removed": ["handbook.md"], "chunks": row["chunks"]}
    assert listed(desk) == {} and not (desk.kb_dir / "uploads" / "handbook.md").exists()
    assert one_line_error(desk.delete("/api/admin/documents/handbook.md"), 404)
    assert one_line_error(desk.get("/api/admin/documents/handbook.md/chunks"), 404)
    actions = [(e["action"], e["target"]) for e in desk.get("/api/admin/audit").json()["entries"]]
    assert actions == [("delete", "handbook.md"), ("upload", "handbook.md"), ("upload", "handbook.md")]


def test_a_changed_upload_replaces_its_document_and_a_twin_is_named(desk):
    assert upload(desk, [("期权.md", POLICY.encode())]).status_code == 201
    changed = upload(desk, [("期权.md", POLICY.replace("三月", "四月").encode())]).json()
    assert changed["updated"] == 1 and changed["added"] == 0
    assert desk.post("/api/admin/search", json={"query": "股票期权什么时候评定"}).json()["hits"][0]["text"].endswith("四月评定。")
    twin = upload(desk, [("期权副本.md", POLICY.replace("三月", "四月").encode())]).json()
    assert twin["same_content"] == [["期权.md", "期权副本.md"]]


def test_a_document_in_a_legacy_encoding_reads_as_ingest_reads_it(desk):
    gbk = upload(desk, [("gbk.txt", "第一条 加班\n加班需提前一天由部门经理审批，按小时计入调休。".encode("gb18030"))])
    assert gbk.status_code == 201, gbk.text
    utf16 = upload(desk, [("utf16.md", codecs.BOM_UTF16_LE + POLICY.encode("utf-16-le"))])
    assert utf16.status_code == 201, utf16.text
    assert desk.post("/api/admin/search", json={"query": "加班审批"}).json()["hits"][0]["source"] == "gbk.txt"


# -- refused uploads: one line each, nothing stored --------------------------------------------------

PATH_NAMES = [
    "../a.md", "../../etc/passwd.md", "a/b.md", "/etc/a.md", "/a.md", "./a.md", "a/../b.md", "dir/",
    "C:\\docs\\a.md", "..\\a.md", "\\\\server\\share\\a.md", "a\\b.md", "C:a.md", "D:\\a.md", ".", "..",
    "%2e%2e/a.md", "制度/考勤.md", "～/a.md", "a.md/", "a:b.md",
]
BAD_NAMES = [
    "", " ", ".hidden.md", "..md", "~$lock.docx", " a.md", "a.md ", "a\tb.md", "a\u202eb.md", "a\u2028b.md",
    "a\x7fb.md", "x" * 300 + ".md", "a\u200bb.md",
]


@pytest.mark.parametrize("name", PATH_NAMES + BAD_NAMES)
def test_a_file_name_with_path_parts_or_unusable_is_refused_not_trimmed(desk, name):
    message = one_line_error(upload(desk, [(name, POLICY.encode())]), 400)
    assert "没有保存任何文件" in message
    assert listed(desk) == {}
    assert not (desk.kb_dir / "uploads").exists() or not any(
        p.name != ".upload.lock" and p.name != ".incoming" for p in (desk.kb_dir / "uploads").iterdir())


@pytest.mark.parametrize("name", ["a.exe", "a", "a.md.exe", "a.doc", "a.xlsx", "a.zip", "a.PNG", "a.csv", "a.json",
                                  "a.mdx", "a.htmlx", "a.docm"])
def test_a_file_of_a_type_ingest_does_not_read_is_415(desk, name):
    message = one_line_error(upload(desk, [(name, POLICY.encode())]), 415)
    assert name in message and ".md" in message
    assert listed(desk) == {}


@pytest.mark.parametrize("name, data", [
    ("binary.md", bytes(range(256)) * 40),
    ("zeros.txt", b"\x00" * 5000),
    ("empty.md", b""),
    ("blank.txt", b"  \n\n\t \n"),
    ("broken.docx", b"PK\x03\x04 not really a zip"),
    ("random.docx", bytes(range(256)) * 8),
    ("broken.pdf", b"%PDF-1.7\n this is not a pdf"),
    ("latin.pdf", b"not a pdf at all"),
    ("shiftjis.txt", "就業規則の第一条は労働時間を定める。".encode("shift_jis") * 3 + b"\x81\x00\xff"),
])
def test_an_unreadable_file_is_422_naming_it(desk, name, data):
    message = one_line_error(upload(desk, [(name, data)]), 422)
    assert message.startswith(name)
    assert listed(desk) == {}


def test_one_bad_file_stores_none_of_the_upload_and_names_each(desk):
    reply = upload(desk, [("good.md", POLICY.encode()), ("../evil.md", b"x"), ("tool.exe", b"MZ")])
    message = one_line_error(reply, 400)
    assert "../evil.md" in message and "tool.exe" in message and "good.md" not in message
    assert [f["file"] for f in reply.json()["files"]] == ["../evil.md", "tool.exe"]
    assert listed(desk) == {}
    assert "拒绝" in desk.get("/api/admin/audit").json()["entries"][0]["outcome"]


def test_the_same_name_twice_in_one_upload_is_refused(desk):
    assert "两次" in one_line_error(upload(desk, [("a.md", POLICY.encode()), ("a.md", POLICY.encode())]), 400)


def test_a_file_over_the_ingest_limit_is_413_declared_or_streamed(desk):
    big = b"# big\n\n" + b"x" * MAX_FILE_BYTES
    message = one_line_error(upload(desk, [("big.md", big)]), 413)
    assert "50 MB" in message

    body, media = multipart([("big.md", big)])

    def chunks():  # no Content-Length: counted while it streams in
        for i in range(0, len(body), 1 << 20):
            yield body[i:i + (1 << 20)]

    streamed = desk.post("/api/admin/documents", content=chunks(), headers={"Content-Type": media})
    one_line_error(streamed, 413)
    assert listed(desk) == {}


@pytest.mark.parametrize("headers, content, status", [
    ({"Content-Type": "application/json"}, b'{"files": []}', 415),
    ({"Content-Type": "text/plain"}, b"hello", 415),
    ({}, b"", 415),
    ({"Content-Type": "multipart/form-data"}, b"--x\r\n", 400),  # no boundary
    ({"Content-Type": "multipart/form-data; boundary=zz"}, b"--zz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--zz--\r\n", 400),
])
def test_a_body_that_is_not_an_upload_gets_one_line(desk, headers, content, status):
    one_line_error(desk.post("/api/admin/documents", content=content, headers=headers), status)


def test_files_in_another_field_are_named_in_the_refusal(desk):
    assert "files" in one_line_error(upload(desk, [("a.md", POLICY.encode())], field="file"), 400)


def test_two_officers_uploading_at_once_both_land(desk):
    replies = {}

    def send(name: str, text: str) -> None:
        replies[name] = upload(desk, [(name, text.encode())])

    threads = [threading.Thread(target=send, args=("期权.md", POLICY)),
               threading.Thread(target=send, args=("加班.md", "# 加班\n\n## 第一条 审批\n\n加班需提前一天审批。\n"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert {n: r.status_code for n, r in replies.items()} == {"期权.md": 201, "加班.md": 201}
    assert set(listed(desk)) == {"期权.md", "加班.md"}
    assert len([e for e in desk.get("/api/admin/audit").json()["entries"] if e["action"] == "upload"]) == 2


def test_hit_test_says_not_covered_and_checks_its_query(desk):
    upload(desk, [("handbook.md", HANDBOOK.read_bytes())])
    outside = desk.post("/api/admin/search", json={"query": "公司食堂的红烧肉怎么做？"}).json()
    assert outside["not_covered"] is True and all(not h["relevant"] for h in outside["hits"])
    for body in ({}, {"query": ""}, {"query": 5}, {"query": "x" * 501}):
        one_line_error(desk.post("/api/admin/search", json=body), 400)


# -- a real server: an upload cut off mid-body ---------------------------------------------------------

def test_an_upload_cut_off_mid_body_stores_nothing_and_the_server_goes_on(agent_env, kb_dir):
    import httpx

    from tests.support.web import serve_process

    with serve_process(agent_env) as (base, _proc):
        before = httpx.get(f"{base}/api/admin/documents").json()["documents"]
        body, media = multipart([("cut.md", POLICY.encode() * 3000)])
        host, port = base.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port))) as raw:
            raw.sendall((f"POST /api/admin/documents HTTP/1.1\r\nHost: {host}:{port}\r\nContent-Type: {media}\r\n"
                         f"Content-Length: {len(body)}\r\n\r\n").encode() + body[: len(body) // 2])
        after = httpx.get(f"{base}/api/admin/documents").json()["documents"]
        assert after == before
        staged = kb_dir / "uploads" / ".incoming"
        assert not staged.exists() or not any(staged.iterdir())
        assert not (kb_dir / "uploads" / "cut.md").exists()
        body, media = multipart([("cut.md", POLICY.encode())])
        whole = httpx.post(f"{base}/api/admin/documents", content=body, headers={"Content-Type": media}, timeout=120)
        assert whole.status_code == 201, whole.text  # the server goes on, and the same name is free
