"""👍 / 👎 on an answer (`POST /api/threads/{id}/feedback`), kept beside the conversation in
the same storage; only on one's own conversation, only on a turn that has an answer."""
from __future__ import annotations

import asyncio

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from web.inputs import json_body
from web.roles import agent_of, known_thread, owner_of

RATINGS = ("up", "down")
MAX_REASON_CHARS = 500


def feedback_fields(body: dict, turns: int) -> tuple[int, str, str]:
    """(turn, rating, reason) from the body, each problem one line naming the field."""
    turn = body.get("turn")
    if turn is None:
        raise HTTPException(400, '缺少字段 turn（回答在会话中的序号，从 0 开始），例如 {"turn": 0, "rating": "down"}')
    if isinstance(turn, bool) or not isinstance(turn, int):
        raise HTTPException(400, f"字段 turn 应为整数（从 0 开始），收到 {type(turn).__name__}")
    if not 0 <= turn < turns:
        raise HTTPException(400 if turn < 0 else 404,
                            f"字段 turn 应在 0 到 {turns - 1} 之间（这个会话有 {turns} 个回答），收到 {turn}"
                            if turns else "这个会话还没有回答可以评价")
    rating = body.get("rating")
    if rating not in RATINGS:
        raise HTTPException(400, f'字段 rating 应为 "up" 或 "down"，收到 {str(rating)[:20]!r}')
    reason = body.get("reason")
    if reason is None:
        reason = ""
    if not isinstance(reason, str):
        raise HTTPException(400, f"字段 reason 应为字符串，收到 {type(reason).__name__}")
    reason = " ".join(reason.split())
    if len(reason) > MAX_REASON_CHARS:
        raise HTTPException(400, f"字段 reason 太长（{len(reason)} 字），上限 {MAX_REASON_CHARS} 字")
    if "\x00" in reason or any(0xD800 <= ord(c) <= 0xDFFF for c in reason):
        raise HTTPException(400, "字段 reason 含有无效字符")
    return turn, rating, reason


async def rate_answer(request: Request) -> Response:
    thread_id = await known_thread(request, write=True)
    body = await json_body(request)
    agent = agent_of(request)
    turns, _ = await asyncio.to_thread(agent.history, thread_id)
    turn, rating, reason = feedback_fields(body, len(turns))
    if turns[turn].get("answer") is None:
        raise HTTPException(409, f"第 {turn} 个问题还没有回答，无法评价")
    saved = await asyncio.to_thread(agent.storage.desk.rate, thread_id, turn, rating, reason, owner_of(request))
    return JSONResponse(saved, status_code=201)
