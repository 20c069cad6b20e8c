"""An unexpected error in a route: the client gets a one-line JSON 500 naming only the kind of
error, the server log one line naming the request and the error (web.failures), over a real
Starlette app."""
from __future__ import annotations

import logging

import pytest
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from web.failures import OneLineErrors, log_line


class ChromaLikeError(Exception):
    pass


def _chained() -> Exception:
    try:
        try:
            raise AttributeError("'RustBindingsAPI' object has no attribute 'bindings'")
        except AttributeError as inner:
            raise ValueError("Could not connect to tenant default_tenant. Are you sure it exists?") from inner
    except ValueError as outer:
        return outer


FAILURES = [
    ValueError("Could not connect to tenant default_tenant. Are you sure it exists?"),
    AttributeError("'RustBindingsAPI' object has no attribute 'bindings'"),
    _chained(),
    KeyError("active"),
    RuntimeError(""),
    RuntimeError("line one\nline two\n\tline three"),
    OSError(28, "No space left on device"),
    PermissionError(13, "Permission denied", "/srv/kb/chroma.sqlite3"),
    TimeoutError("timed out"),
    ZeroDivisionError("division by zero"),
    TypeError("unsupported operand type(s) for +: 'int' and 'str'"),
    UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
    ChromaLikeError("知识库打开失败：数据库已损坏\n请重新导入"),
    ChromaLikeError("x" * 5000),
    MemoryError(),
    RecursionError("maximum recursion depth exceeded"),
    NotImplementedError(),
    LookupError("条款 第三十二条 不存在"),
    IndexError("list index out of range"),
    ConnectionResetError(104, "Connection reset by peer"),
    Exception("\r\n  only whitespace around  \r\n"),
    ValueError("tab\tseparated\vvertical\fform feed"),
]


def _app(exc: Exception | None = None, *, streaming: bool = False) -> Starlette:
    async def boom(request):
        raise exc

    async def stream(request):
        async def body():
            yield b"first part\n"
            raise exc

        return StreamingResponse(body(), media_type="text/plain")

    async def refused(request):
        raise HTTPException(404, "没有找到会话 abc")

    async def fine(request):
        return JSONResponse({"ok": True})

    app = Starlette(routes=[Route("/boom", stream if streaming else boom), Route("/refused", refused),
                            Route("/fine", fine)])
    app.add_middleware(OneLineErrors)
    return app


def _web_records(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "hr_agent.web"]


@pytest.mark.parametrize("exc", FAILURES, ids=lambda e: type(e).__name__)
def test_an_unexpected_error_is_a_one_line_json_500_and_one_log_line(exc, caplog):
    caplog.set_level(logging.INFO)
    with TestClient(_app(exc)) as client:
        reply = client.get("/boom?q=1")
    assert reply.status_code == 500
    assert reply.json() == {"error": f"内部错误：{type(exc).__name__}"}
    assert "\n" not in reply.text and "Traceback" not in reply.text
    records = _web_records(caplog)
    assert len(records) == 1 and records[0].levelno == logging.ERROR
    line = records[0].getMessage()
    assert "\n" not in line and "\r" not in line and "Traceback" not in line
    assert line.startswith("GET /boom failed: " + type(exc).__name__)
    assert len(line) < 300
    assert not [r for r in caplog.records if r.exc_info]  # nothing logged a traceback


def test_the_log_line_keeps_the_error_text_on_one_line():
    line = log_line("POST", "/api/threads/t1/runs", RuntimeError("数据库\n已损坏"))
    assert line == "POST /api/threads/t1/runs failed: RuntimeError: 数据库 已损坏"
    assert log_line("GET", "/api/health", RuntimeError()) == "GET /api/health failed: RuntimeError"


def test_a_stream_that_fails_after_it_started_is_cut_short_with_one_log_line(caplog):
    caplog.set_level(logging.INFO)
    with TestClient(_app(RuntimeError("generator died"), streaming=True)) as client:
        reply = client.get("/boom")
    assert reply.status_code == 200  # already sent: it can only end early, never turn into a 500
    assert "first part\n".startswith(reply.text)  # what was sent, and no 500 body after it
    assert [r.getMessage() for r in _web_records(caplog)] == ["GET /boom failed: RuntimeError: generator died"]


def test_refusals_and_answers_pass_through_untouched(caplog):
    caplog.set_level(logging.INFO)
    with TestClient(_app(RuntimeError("unused"))) as client:
        assert client.get("/fine").json() == {"ok": True}
        refused = client.get("/refused")
    assert refused.status_code == 404
    assert _web_records(caplog) == []


def test_hr_agent_debug_adds_the_traceback_to_the_log_only(caplog, monkeypatch):
    monkeypatch.setenv("HR_AGENT_DEBUG", "1")
    caplog.set_level(logging.INFO)
    with TestClient(_app(ValueError("Could not connect to tenant default_tenant"))) as client:
        reply = client.get("/boom")
    assert reply.json() == {"error": "内部错误：ValueError"}  # the client is told no more than before
    (record,) = _web_records(caplog)
    assert record.exc_info and record.exc_info[0] is ValueError
