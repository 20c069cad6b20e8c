"""A holiday notice as the desk receives it: pasted text in JSON (`{"text", "file"?,
"allow_partial"?}`) or an uploaded file (multipart: `file`, and `allow_partial` as "true" or
"false"), read by the CLI's own `read_notice` (.txt/.md/.html/.docx, bounded, the document
readers' encodings). Either way: (the notice's schedule, the name it is listed under, the
body's fields)."""
from __future__ import annotations

import tempfile
from pathlib import Path

from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request

from web.desk_upload import counted, name_problem, sent_name
from web.inputs import json_body, text_field

MAX_NOTICE_CHARS = 20_000  # a notice is 1–3 thousand characters; the JSON body is bounded anyway
PASTED = "网页粘贴的通知"


def parsed_text(text: str):
    from workcalendar.notice import NoticeError, parse_notice

    try:
        return parse_notice(text)
    except NoticeError as exc:
        raise HTTPException(400, f"通知有误，未导入任何内容：{exc}") from None


def label_of(body: dict) -> str:
    """The name the import is listed under: `file` when the page read one, else PASTED."""
    name = body.get("file")
    if isinstance(name, str) and name.strip() and len(name) <= 200 and not any(c in name for c in "/\\\x00"):
        return name.strip()
    return PASTED


async def notice_request(request: Request) -> tuple[object, str, dict]:
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "multipart/form-data":
        body = await json_body(request)
        text = text_field(body, "text", "国务院办公厅关于2027年部分节假日安排的通知 …", MAX_NOTICE_CHARS)
        return parsed_text(text), label_of(body), body
    return await uploaded_notice(request)


async def uploaded_notice(request: Request) -> tuple[object, str, dict]:
    from workcalendar.imports import NOTICE_MAX_BYTES, StoredScheduleError, read_notice
    from workcalendar.notice import NoticeError

    try:
        form = await counted(request, NOTICE_MAX_BYTES + 64 * 1024).form(max_files=1, max_fields=4)
    except ClientDisconnect:
        raise HTTPException(400, "上传在中途断开，没有导入任何内容") from None
    except HTTPException:
        raise
    except Exception as exc:  # the parser's errors: a malformed body
        raise HTTPException(400, f"上传格式无效：{' '.join(str(exc).split())[:160]}") from None
    try:
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise HTTPException(400, "没有收到通知文件：请把文件放在 multipart 字段 file 中")
        raw_partial = form.get("allow_partial", "false")
        if raw_partial not in ("true", "false"):
            raise HTTPException(400, f"字段 allow_partial 应为 true 或 false，收到 {str(raw_partial)[:20]!r}")
        name = sent_name(upload)
        if problem := name_problem(name):
            raise HTTPException(400, f"{name[:80]!r}：{problem}")
        with tempfile.TemporaryDirectory(prefix="hr-agent-notice-") as folder:
            path = Path(folder) / name
            path.write_bytes(await upload.read())
            try:
                schedule = read_notice(path)
            except StoredScheduleError as exc:
                raise HTTPException(415 if "不支持的文件类型" in str(exc) else 422,
                                    str(exc).replace(str(path), name)) from None
            except NoticeError as exc:
                raise HTTPException(400, f"{name}：通知有误，未导入任何内容：{exc}") from None
        return schedule, name, {"allow_partial": raw_partial == "true", "file": name}
    finally:
        await form.close()
