"""Who is asking, as the routes need it: the role (employee "user" or HR officer "admin"), the
name a trusted proxy gave (X-Forwarded-User), and the owner a conversation is kept under.

The guard (web/security.py) has already refused a request without the role its path needs;
these functions only read what it left in `request.state`. A server without any token is a
single local user who has both roles, but only on loopback (`--no-auth` on another address
opens the chat, never the desk)."""
from __future__ import annotations

import asyncio
import re
from typing import TYPE_CHECKING

from starlette.exceptions import HTTPException
from starlette.requests import Request

from web.inputs import client_of

if TYPE_CHECKING:
    from web.runs import Agent

MAX_USER_CHARS = 128
THREAD_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def role_of(request: Request) -> str:
    role = getattr(request.state, "role", None)
    if role:
        return role
    app = request.app.state
    if not app.tokens and app.settings.loopback_only_hosts:
        return "admin"  # the one local user
    return "user"


def forwarded_user(raw: bytes) -> str | None:
    """An X-Forwarded-User value worth recording: printable UTF-8, bounded; else None."""
    try:
        text = raw.decode("utf-8").strip()
    except UnicodeDecodeError:
        return None
    if not text or len(text) > MAX_USER_CHARS or any(ord(c) < 0x20 or ord(c) == 0x7F for c in text):
        return None
    return text


def user_of(request: Request) -> str | None:
    return getattr(request.state, "user", None)


def owner_of(request: Request) -> str:
    """The key a conversation is kept under: the proxy's user name when there is one (each
    employee their own list), else the role (everyone on one shared token is one person)."""
    user = user_of(request)
    return f"user:{user}" if user else role_of(request)


def actor_of(request: Request) -> dict:
    """Who did a desk action, for the audit log."""
    return {"actor": user_of(request) or role_of(request), "role": role_of(request), "client": client_of(request)}


def may_read(request: Request, row: dict) -> bool:
    """An officer reads any conversation (the to-do list links to them); others their own."""
    return role_of(request) == "admin" or row.get("owner", "") in ("", owner_of(request))


def may_write(request: Request, row: dict) -> bool:
    return row.get("owner", "") in ("", owner_of(request))


def require_admin(request: Request) -> None:
    """The guard already refuses a token without the role; this covers the tokenless server
    bound beyond loopback (`--no-auth`), where nobody is an officer."""
    if role_of(request) != "admin":
        raise HTTPException(403, "这个地址只对 HR 管理员开放：请用 HR_AGENT_ADMIN_TOKEN 登录")


def agent_of(request: Request) -> Agent:
    return request.app.state.agent


async def known_thread(request: Request, write: bool = False) -> str:
    """The conversation of the path, if the caller may see it (`write`: ask or rate in it);
    another person's is as unknown as one that does not exist."""
    thread_id = request.path_params["thread_id"]
    if not THREAD_ID.fullmatch(thread_id):
        raise HTTPException(404, "会话 ID 应由字母、数字、_ 或 - 组成（最多 64 个字符）")
    found = await asyncio.to_thread(agent_of(request).storage.conversation, thread_id)
    if found is None or not (may_write if write else may_read)(request, found):
        raise HTTPException(404, f"没有找到会话 {thread_id}")
    return thread_id
