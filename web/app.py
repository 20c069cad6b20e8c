"""The web server's ASGI app: the JSON + Server-Sent Events API of docs/web-api.md and the pages
under web/static/. `create_app()` is what `hr-agent serve` runs (uvicorn, one app per worker
process); every request that is not understood gets a 4xx with `{"error": "<one line>"}`."""
from __future__ import annotations

import asyncio
import json
import os
import re
import threading
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from web.runs import Agent, Busy, Conflict
from web.security import TOKEN_COOKIE, Guard, token_matches

STATIC_DIR = Path(__file__).resolve().parent / "static"
MAX_BODY_BYTES = 64 * 1024
DEFAULT_MAX_QUESTION_CHARS = 2000
THREAD_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
SSE_PING_SECONDS = 15
DRAIN_SECONDS = 30
# The pages load only their own files; model and handbook text is sanitised by the page, and
# the policy stops whatever slips through from loading or sending anything elsewhere.
PAGE_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
               "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
               "form-action 'self'")


@dataclass
class WebSettings:
    token: str | None = None  # HR_AGENT_WEB_TOKEN: required on /api/ when set
    loopback_only_hosts: bool = True  # a loopback-bound server answers only to loopback Host names
    checkpoint_url: str | None = None  # HR_AGENT_CHECKPOINT_URL; None: read the environment
    lock_wait: float = 2.0  # seconds a run waits for a busy conversation before 409
    max_question_chars: int = DEFAULT_MAX_QUESTION_CHARS
    static_dir: Path = field(default_factory=lambda: STATIC_DIR)
    # Load the embedder and the search snapshot at start-up, so the first question does not
    # wait for them (`hr-agent serve` does; tests that never search need not).
    warm_up: bool = False

    @classmethod
    def from_env(cls) -> "WebSettings":
        """What `hr-agent serve` hands its worker processes through the environment; ValueError
        (one line naming the variable) for a malformed one."""
        return cls(
            token=os.environ.get("HR_AGENT_WEB_TOKEN") or None,
            loopback_only_hosts=os.environ.get("HR_AGENT_WEB_LOOPBACK_ONLY", "1") == "1",
            lock_wait=positive_setting("HR_AGENT_WEB_LOCK_WAIT", float, 2.0),
            max_question_chars=positive_setting("HR_AGENT_WEB_MAX_QUESTION", int, DEFAULT_MAX_QUESTION_CHARS),
            warm_up=True,
        )


def positive_setting(name: str, kind: type, default):
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = kind(raw)
    except ValueError:
        value = None
    if value is None or value <= 0:
        raise ValueError(f"{name} 应为正{'整数' if kind is int else '数'}，收到 {raw!r}")
    return value


def error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def create_app(settings: WebSettings | None = None, ctx=None) -> Starlette:
    """The app with its storage and agent opened at start-up and closed at shutdown."""
    import contextlib

    settings = settings or WebSettings.from_env()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        from nodes.context import Context
        from web.clauses import ClauseTexts
        from web.storage import open_storage

        run_ctx = ctx or Context()
        storage = await asyncio.to_thread(open_storage, settings.checkpoint_url)
        app.state.agent = Agent(storage, run_ctx, ClauseTexts(run_ctx), lock_wait=settings.lock_wait)
        app.state.settings = settings
        if settings.warm_up:
            threading.Thread(target=warm_up_knowledge_base, args=(run_ctx,), name="kb-warmup", daemon=True).start()
        try:
            yield
        finally:
            # A stopping server (Ctrl-C, a rolling restart) lets its running turns finish and
            # be saved before the storage closes under them.
            await asyncio.to_thread(app.state.agent.drain, DRAIN_SECONDS)
            storage.close()

    routes = [
        Route("/api/health", health),
        Route("/api/login", login, methods=["POST"]),
        Route("/api/graph", graph),
        Route("/api/threads", list_threads, methods=["GET"]),
        Route("/api/threads", new_thread, methods=["POST"]),
        Route("/api/threads/{thread_id}", thread_history),
        Route("/api/threads/{thread_id}/checkpoints", thread_checkpoints),
        Route("/api/threads/{thread_id}/runs", run_question, methods=["POST"]),
        Route("/api/threads/{thread_id}/resume", run_resume, methods=["POST"]),
        Route("/", page("index.html")),
        Route("/inspector", page("inspector.html")),
        Mount("/static", app=StaticFiles(directory=settings.static_dir, check_dir=False), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={
        HTTPException: http_error, Exception: internal_error})
    app.add_middleware(Guard, token=settings.token, loopback_only_hosts=settings.loopback_only_hosts)
    return app


def warm_up_knowledge_base(ctx) -> None:
    from nodes.resources import open_knowledge_base

    try:
        open_knowledge_base(ctx).warmup()
    except Exception:  # noqa: BLE001 - the first search reports whatever is wrong, as one line
        pass


def create_app_from_env() -> Starlette:
    """uvicorn's factory in each worker process."""
    return create_app(WebSettings.from_env())


# -- errors -----------------------------------------------------------------------------

HTTP_REASONS = {404: "没有这个地址", 405: "不支持这个请求方法"}


async def http_error(request: Request, exc: HTTPException) -> Response:
    detail = exc.detail if isinstance(exc.detail, str) and exc.detail not in ("Not Found", "Method Not Allowed") else None
    return error(exc.status_code, detail or HTTP_REASONS.get(exc.status_code, f"请求无效（HTTP {exc.status_code}）"))


async def internal_error(request: Request, exc: Exception) -> Response:
    return error(500, f"内部错误：{type(exc).__name__}")


# -- request bodies ------------------------------------------------------------------------

async def json_body(request: Request, *, allow_empty: bool = False) -> dict:
    """The body as a JSON object, or an HTTPException naming what is wrong."""
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        raise HTTPException(413, f"请求体太大（上限 {MAX_BODY_BYTES // 1024} KiB）")
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_BODY_BYTES:
            raise HTTPException(413, f"请求体太大（上限 {MAX_BODY_BYTES // 1024} KiB）")
    if not raw.strip() and allow_empty:
        return {}
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json":
        raise HTTPException(415, "Content-Type 应为 application/json")
    try:
        body = json.loads(bytes(raw).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise HTTPException(400, "请求体不是有效的 JSON（UTF-8）") from None
    if not isinstance(body, dict):
        raise HTTPException(400, "请求体应为 JSON 对象，例如 {\"question\": \"年假有几天？\"}")
    return body


def text_field(body: dict, name: str, example: str, limit: int) -> str:
    value = body.get(name)
    if value is None:
        raise HTTPException(400, f"缺少字段 {name}，例如 {{\"{name}\": \"{example}\"}}")
    if not isinstance(value, str):
        raise HTTPException(400, f"字段 {name} 应为字符串，收到 {type(value).__name__}")
    value = value.strip()
    if not value:
        raise HTTPException(400, f"字段 {name} 不能为空")
    if len(value) > limit:
        raise HTTPException(400, f"字段 {name} 太长（{len(value)} 字），上限 {limit} 字")
    if "\x00" in value:
        raise HTTPException(400, f"字段 {name} 含有空字符（\\0）")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate escape such as "\ud800"
        raise HTTPException(400, f"字段 {name} 含有无效的 Unicode 字符（单独的代理项）") from None
    return value


def agent_of(request: Request) -> Agent:
    return request.app.state.agent


async def known_thread(request: Request) -> str:
    thread_id = request.path_params["thread_id"]
    if not THREAD_ID.fullmatch(thread_id):
        raise HTTPException(404, "会话 ID 应由字母、数字、_ 或 - 组成（最多 64 个字符）")
    found = await asyncio.to_thread(agent_of(request).storage.conversation, thread_id)
    if found is None:
        raise HTTPException(404, f"没有找到会话 {thread_id}")
    return thread_id


# -- routes -----------------------------------------------------------------------------------

async def health(request: Request) -> Response:
    try:
        package = version("hr-agent")
    except PackageNotFoundError:
        package = None
    agent = agent_of(request)
    from nodes.resources import knowledge_base_state

    return JSONResponse({"ok": True, "version": package, "storage": agent.storage.kind,
                         "auth": bool(request.app.state.settings.token),
                         "knowledge_base": knowledge_base_state(agent.ctx)})  # own | demo | missing: the page says so


async def login(request: Request) -> Response:
    """A page that got 401 sends the token once; the cookie carries it from then on."""
    token = request.app.state.settings.token
    body = await json_body(request)
    given = text_field(body, "token", "…", 4096)
    if not token:
        return Response(status_code=204)
    if not token_matches(given, token):
        return error(401, "访问令牌不正确")
    response = Response(status_code=204)
    response.set_cookie(TOKEN_COOKIE, given, httponly=True, samesite="strict", path="/",
                        secure=request.url.scheme == "https")
    return response


async def graph(request: Request) -> Response:
    return JSONResponse({"mermaid": agent_of(request).mermaid()})


async def list_threads(request: Request) -> Response:
    raw = request.query_params.get("limit", "50")
    if not raw.isdigit() or not 1 <= int(raw) <= 200:
        return error(400, f"limit 应为 1 到 200 的整数，收到 {raw!r}")
    rows = await asyncio.to_thread(agent_of(request).storage.conversations, int(raw))
    return JSONResponse({"threads": rows})


async def new_thread(request: Request) -> Response:
    from graph.threads import new_thread_id

    await json_body(request, allow_empty=True)
    thread_id = new_thread_id()
    await asyncio.to_thread(agent_of(request).storage.create, thread_id)
    return JSONResponse({"id": thread_id}, status_code=201)


async def thread_history(request: Request) -> Response:
    thread_id = await known_thread(request)
    agent = agent_of(request)
    row = await asyncio.to_thread(agent.storage.conversation, thread_id)
    turns, asked = await asyncio.to_thread(agent.history, thread_id)
    return JSONResponse({"id": thread_id, "title": row["title"], "pending_question": asked, "turns": turns})


async def thread_checkpoints(request: Request) -> Response:
    thread_id = await known_thread(request)
    docs = await asyncio.to_thread(agent_of(request).checkpoints, thread_id)
    return JSONResponse({"id": thread_id, "checkpoints": json.loads(json.dumps(docs, ensure_ascii=False, default=str))})


async def run_question(request: Request) -> Response:
    thread_id = await known_thread(request)
    body = await json_body(request)
    question = text_field(body, "question", "年假有几天？", request.app.state.settings.max_question_chars)
    agent = agent_of(request)
    from llm.context_window import question_too_long

    if problem := question_too_long(question, agent.ctx.num_ctx):
        return error(400, problem)
    return await stream_run(request, thread_id, question=question)


async def run_resume(request: Request) -> Response:
    thread_id = await known_thread(request)
    body = await json_body(request)
    answer = text_field(body, "answer", "2019-07-01", request.app.state.settings.max_question_chars)
    return await stream_run(request, thread_id, answer=answer)


async def stream_run(request: Request, thread_id: str, **what: Any) -> Response:
    from sse_starlette.sse import EventSourceResponse

    agent = agent_of(request)
    loop = asyncio.get_running_loop()
    try:
        run = await asyncio.to_thread(agent.start, thread_id, loop, **what)
    except Busy:
        return error(409, "这个会话正有一个问题在处理中，请等它完成后再试")
    except Conflict as exc:
        return error(409, str(exc))

    async def events():
        async for name, data in run.events():
            yield {"event": name, "data": json.dumps(data, ensure_ascii=False, default=str)}

    return EventSourceResponse(events(), ping=SSE_PING_SECONDS, sep="\n",
                               headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})


def page(name: str):
    async def serve(request: Request) -> Response:
        path = request.app.state.settings.static_dir / name
        if not path.is_file():
            return error(404, f"页面文件 {name} 不在安装包中")
        return FileResponse(path, media_type="text/html; charset=utf-8", headers={
            "Content-Security-Policy": PAGE_POLICY, "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer", "Cache-Control": "no-cache"})

    return serve
