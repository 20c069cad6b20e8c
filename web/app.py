"""The web server's ASGI app: the JSON + Server-Sent Events API of docs/web-api.md and the pages
under web/static/. `create_app()` is what `hr-agent serve` runs (uvicorn, one app per worker
process); every request that is not understood gets a 4xx with `{"error": "<one line>"}`."""
from __future__ import annotations

import asyncio
import json
import logging
import threading
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from web.access import TOKEN_COOKIE, Tokens
from web.desk_routes import desk_routes
from web.failures import OneLineErrors, internal_error_message
from web.inputs import error, int_param, json_body, rate_limited, text_field
from web.limits import RateLimit
from web.roles import agent_of, known_thread, may_write, owner_of
from web.runs import Agent, Busy, Conflict
from web.security import Guard
from web.settings import DEFAULT_MAX_QUESTION_CHARS, STATIC_DIR, WebSettings, positive_setting  # noqa: F401 (re-exported)

SSE_PING_SECONDS = 15
DRAIN_SECONDS = 30
BUSY_RETRY_SECONDS = 2
log = logging.getLogger("hr_agent.web")


def create_app(settings: WebSettings | None = None, ctx=None) -> Starlette:
    """The app with its storage and agent opened at start-up and closed at shutdown."""
    import contextlib

    settings = settings or WebSettings.from_env()
    tokens = Tokens({"user": settings.token, "admin": settings.admin_token})

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        from nodes.context import Context
        from web.clauses import ClauseTexts
        from web.storage import open_storage

        run_ctx = ctx or Context()
        storage = await asyncio.to_thread(open_storage, settings.checkpoint_url)
        app.state.agent = Agent(storage, run_ctx, ClauseTexts(run_ctx), lock_wait=settings.lock_wait)
        app.state.settings = settings
        app.state.tokens = tokens
        app.state.login_limit = RateLimit(settings.logins_per_minute)
        app.state.new_thread_limit = RateLimit(settings.new_threads_per_minute)
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
        Route("/admin", page("admin.html")),  # a shell like "/": its data is behind /api/admin/
        *desk_routes(),
        Mount("/static", app=StaticFiles(directory=settings.static_dir, check_dir=False), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={
        HTTPException: http_error, Exception: internal_error})
    app.add_middleware(OneLineErrors)  # inside the guard: its 500 carries the guard's headers too
    app.add_middleware(Guard, tokens=tokens, loopback_only_hosts=settings.loopback_only_hosts,
                       trusted_proxies=settings.trusted_proxies)
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
    # Only what fails outside OneLineErrors (the guard itself) still reaches this.
    return error(500, internal_error_message(exc))


# -- routes -----------------------------------------------------------------------------------

async def health(request: Request) -> Response:
    try:
        package = version("hr-agent")
    except PackageNotFoundError:
        package = None
    agent = agent_of(request)
    from nodes.resources import knowledge_base_state

    # Off the event loop: the first call may open ChromaDB (or wait for the warm-up opening it).
    state = await asyncio.to_thread(knowledge_base_state, agent.ctx)
    return JSONResponse({"ok": True, "version": package, "storage": agent.storage.kind,
                         "auth": bool(request.app.state.tokens),
                         "knowledge_base": state})  # own | demo | missing: the page says so


async def login(request: Request) -> Response:
    """A page that got 401 sends the token once; the cookie carries it from then on (a value
    derived from the token, Secure when the browser came over HTTPS, web/access.py)."""
    if refused := rate_limited(request, request.app.state.login_limit, "登录尝试"):
        return refused
    tokens: Tokens = request.app.state.tokens
    body = await json_body(request)
    given = text_field(body, "token", "…", 4096)
    if not tokens:
        return Response(status_code=204)
    role = tokens.role_of_token(given)
    if role is None:
        return error(401, "访问令牌不正确")
    response = Response(status_code=204)
    response.set_cookie(TOKEN_COOKIE, tokens.cookie_for(role), httponly=True, samesite="strict", path="/",
                        secure=request.url.scheme == "https")
    return response


async def graph(request: Request) -> Response:
    return JSONResponse({"mermaid": agent_of(request).mermaid()})


async def list_threads(request: Request) -> Response:
    limit = int_param(request, "limit", 50, 1, 200)
    rows = await asyncio.to_thread(agent_of(request).storage.conversations, limit, owner_of(request))
    return JSONResponse({"threads": rows})


async def new_thread(request: Request) -> Response:
    from graph.threads import new_thread_id

    await json_body(request, allow_empty=True)
    if refused := rate_limited(request, request.app.state.new_thread_limit, "新建会话"):
        return refused
    thread_id = new_thread_id()
    await asyncio.to_thread(agent_of(request).storage.create, thread_id, owner_of(request))
    return JSONResponse({"id": thread_id}, status_code=201)


async def thread_history(request: Request) -> Response:
    thread_id = await known_thread(request)
    agent = agent_of(request)
    row = await asyncio.to_thread(agent.storage.conversation, thread_id)
    turns, asked = await asyncio.to_thread(agent.history, thread_id)
    ratings = await asyncio.to_thread(agent.storage.desk.ratings_of, thread_id)
    for index, turn in enumerate(turns):  # the 👍 / 👎 already given, so the page shows it as recorded
        turn["feedback"] = ratings.get(index)
    # "mine": false for an officer reading an employee's conversation (a to-do link): the page
    # shows it read-only, as the server would refuse a question or a rating in it.
    return JSONResponse({"id": thread_id, "title": row["title"], "pending_question": asked, "turns": turns,
                         "mine": may_write(request, row)})


async def thread_checkpoints(request: Request) -> Response:
    thread_id = await known_thread(request)
    docs = await asyncio.to_thread(agent_of(request).checkpoints, thread_id)
    return JSONResponse({"id": thread_id, "checkpoints": json.loads(json.dumps(docs, ensure_ascii=False, default=str))})


async def run_question(request: Request) -> Response:
    thread_id = await known_thread(request, write=True)
    body = await json_body(request)
    question = text_field(body, "question", "年假有几天？", request.app.state.settings.max_question_chars)
    agent = agent_of(request)
    from llm.context_window import question_too_long

    if problem := question_too_long(question, agent.ctx.num_ctx):
        return error(400, problem)
    return await stream_run(request, thread_id, question=question)


async def run_resume(request: Request) -> Response:
    thread_id = await known_thread(request, write=True)
    body = await json_body(request)
    answer = text_field(body, "answer", "2019-07-01", request.app.state.settings.max_question_chars)
    return await stream_run(request, thread_id, answer=answer)


async def stream_run(request: Request, thread_id: str, **what: Any) -> Response:
    from sse_starlette.sse import EventSourceResponse

    agent = agent_of(request)
    try:
        run = await agent.start_when_free(thread_id, **what)
    except Busy:
        busy = error(409, "这个会话正有一个问题在处理中，请等它完成后再试")
        busy.headers["retry-after"] = str(BUSY_RETRY_SECONDS)
        return busy
    except Conflict as exc:
        return error(409, str(exc))
    except RuntimeError as exc:  # "can't start new thread": the lock is already released
        log.warning("could not start a turn on conversation %s: %s", thread_id, exc)
        return error(503, "服务器暂时无法开始新的回答，请稍后再试")

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
        # The guard adds the page policy to this and to every other HTML answer (/static/…).
        return FileResponse(path, media_type="text/html; charset=utf-8", headers={"Cache-Control": "no-cache"})

    return serve
