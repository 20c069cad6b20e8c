"""What a request brings, read once and bounded: the JSON body (size, objects only, numbers of
bounded length and finite), text fields, integer query parameters, the client a rate limit
counts; each problem an HTTPException with one line naming the field and the accepted form."""
from __future__ import annotations

import json
import math
import re

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from web.limits import RateLimit

MAX_BODY_BYTES = 64 * 1024
# A JSON number longer than this is refused (400) before Python turns it into an int or float:
# `int()` of 5,000 digits raises, and a million digits costs seconds.
MAX_NUMBER_CHARS = 64


def error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


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
        body = json.loads(bytes(raw).decode("utf-8"), parse_int=bounded_number(int), parse_float=bounded_number(float),
                          parse_constant=no_constant)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise HTTPException(400, "请求体不是有效的 JSON（UTF-8）") from None
    if not isinstance(body, dict):
        raise HTTPException(400, "请求体应为 JSON 对象，例如 {\"question\": \"年假有几天？\"}")
    return body


def bounded_number(kind: type):
    def parse(text: str):
        if len(text) > MAX_NUMBER_CHARS:
            raise HTTPException(400, f"请求体中的数字太长（{len(text)} 位，上限 {MAX_NUMBER_CHARS} 位）")
        value = kind(text)
        if value in (math.inf, -math.inf):  # 1e999999999: valid JSON, no finite number
            raise HTTPException(400, f"请求体中的数字超出范围：{text[:20]}")
        return value

    return parse


def no_constant(name: str):
    raise HTTPException(400, f"请求体中的 {name} 不是有效的 JSON 数字")


def int_param(request: Request, name: str, default: int, low: int, high: int) -> int:
    """A query parameter that must be a plain decimal integer in [low, high] (ASCII digits
    only: `"²".isdigit()` is True and `int("²")` raises)."""
    raw = request.query_params.getlist(name)
    if not raw:
        return default
    if len(raw) > 1 or not re.fullmatch(r"[0-9]{1,9}", raw[0]) or not low <= int(raw[0]) <= high:
        shown = raw[0] if len(raw) == 1 else raw
        raise HTTPException(400, f"{name} 应为 {low} 到 {high} 的整数，收到 {str(shown)[:40]!r}")
    return int(raw[0])


def client_of(request: Request) -> str:
    return request.client.host if request.client else "?"


def rate_limited(request: Request, limit: RateLimit, what: str) -> Response | None:
    wait = limit.retry_after(client_of(request))
    if not wait:
        return None
    response = error(429, f"{what}太频繁，请 {wait} 秒后再试")
    response.headers["retry-after"] = str(wait)
    return response


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
