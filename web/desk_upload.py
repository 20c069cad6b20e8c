"""Receiving the desk's document uploads (`POST /api/admin/documents`, multipart, field
`files`): the body counted while it streams in (refused at the limit, never buffered whole),
each part spooled to a temporary file on disk, each file name checked as sent, and every file
read the way `ingest` reads it before anything is stored.

Nothing is stored from a refused or cut-off upload: the files are checked in a staging folder
and moved beside the knowledge base only when all of them are good; knowledge/ingest then
builds and switches a new generation as `hr-agent ingest` does (same limits, encodings,
duplicate detection and atomic replace)."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request

from knowledge.limits import MAX_FILE_BYTES, MB

FIELD = "files"
MAX_FILES = 20
# The whole body: one file at the ingest limit plus the multipart framing.
MAX_UPLOAD_BYTES = MAX_FILE_BYTES + 256 * 1024
MAX_NAME_BYTES = 255
# Browsers write these three characters of a file name as %22, %0D, %0A in a multipart header
# (HTML's multipart/form-data encoding); nothing else is escaped.
_BROWSER_ESCAPES = re.compile(r"%(22|0[dD]|0[aA])")
_FILENAME = re.compile(r'(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)', re.I)


class Refused(Exception):
    """One uploaded file refused: its HTTP status and one line naming the file and why."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class Received:
    name: str  # the file name as sent (checked: no path parts)
    upload: UploadFile  # its bytes, spooled to disk beyond 1 MB


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a document's file name (None when it can). Path parts are refused,
    never trimmed: `../x.md` or `C:\\docs\\x.md` says the sender meant something else."""
    if not name.strip():
        return "文件名为空"
    if any(sep in name for sep in ("/", "\\")) or name in (".", ".."):
        return "文件名不能含路径（/ 或 \\），请只上传文件本身"
    if ":" in name:
        return "文件名不能含冒号（像盘符或路径）"
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in name):
        return "文件名含有控制字符"
    if name != name.strip():
        return "文件名首尾不能有空白"
    if name.startswith(".") or name.startswith("~$"):
        return "文件名不能以 . 或 ~$ 开头（隐藏文件或 Word 的临时文件）"
    if len(name.encode("utf-8")) > MAX_NAME_BYTES:
        return f"文件名太长（上限 {MAX_NAME_BYTES} 字节）"
    return None


def sent_name(upload: UploadFile) -> str:
    """The file name as the user chose it: Starlette's parser trims an IE-style
    `C:\\path\\x.md` to `x.md`, which would hide the path this check must refuse, and leaves
    the browser's %22 / %0D / %0A escapes in place."""
    disposition = upload.headers.get("content-disposition", "")
    found = _FILENAME.search(disposition)
    if not found:
        return upload.filename or ""
    value = found.group(1).strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    try:
        value = value.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        pass
    return _BROWSER_ESCAPES.sub(lambda m: chr(int(m.group(1), 16)), value)


def counted(request: Request, limit: int) -> Request:
    """The request with a body that is refused (413) as soon as it passes `limit` bytes."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise HTTPException(413, too_large(limit))
    seen = 0
    receive = request.receive

    async def counting():
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > limit:
                raise HTTPException(413, too_large(limit))
        return message

    return Request(request.scope, counting)


def too_large(limit: int) -> str:
    return f"上传内容太大（一次上传合计上限 {limit / MB:.0f} MB，单个文件上限 {MAX_FILE_BYTES / MB:.0f} MB）"


async def receive_files(request: Request, limit: int = MAX_UPLOAD_BYTES) -> list[Received]:
    """The uploaded files, spooled; HTTPException (4xx, one line) for a body that is not a
    multipart upload with at least one file in `files`. The caller closes them."""
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "multipart/form-data":
        raise HTTPException(415, "上传应为 multipart/form-data，文件放在字段 files 中")
    body = counted(request, limit)
    try:
        form = await body.form(max_files=MAX_FILES, max_fields=MAX_FILES)
    except ClientDisconnect:
        raise HTTPException(400, "上传在中途断开，没有保存任何内容") from None
    except HTTPException:
        raise
    except Exception as exc:  # MultiPartException and the parser's own errors: a malformed body
        raise HTTPException(400, f"上传格式无效：{' '.join(str(exc).split())[:160]}") from None
    files = [Received(sent_name(v), v) for k, v in form.multi_items() if k == FIELD and isinstance(v, UploadFile)]
    others = [k for k, v in form.multi_items() if k != FIELD or not isinstance(v, UploadFile)]
    if not files:
        await form.close()
        extra = f"（收到字段 {'、'.join(sorted(set(others)))[:80]}）" if others else ""
        raise HTTPException(400, f"没有收到文件：请把文件放在 multipart 字段 files 中{extra}")
    return files


def check_file(name: str, path: Path) -> str | None:
    """Read a staged file as ingest would (size, type, encoding, parse, some text); the
    problem as (status, line) via Refused, or None."""
    from knowledge.files import FileTooLarge, read_bounded
    from knowledge.parsers import SUPPORTED_SUFFIXES, DocumentError, unsupported_reason
    from knowledge.plan import read_chunks

    if problem := name_problem(name):
        raise Refused(400, f"{name[:80]!r}：{problem}")
    if path.suffix.lower() not in SUPPORTED_SUFFIXES:
        raise Refused(415, f"{name}：{unsupported_reason(path)}")
    try:
        raw = read_bounded(path)
    except FileTooLarge as exc:
        raise Refused(413, f"{name}：{exc.strerror}") from None
    try:
        chunks = read_chunks(path, raw, name)
    except DocumentError as exc:
        raise Refused(422, f"{name}：无法读取：{exc}") from None
    except Exception as exc:  # noqa: BLE001 - a parser bug on one odd file: refused, named
        raise Refused(422, f"{name}：解析失败：{type(exc).__name__}") from None
    if not chunks:
        raise Refused(422, f"{name}：文件中没有可索引的文本")
    return None
