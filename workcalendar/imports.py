"""Imported notices on disk: `<kb_dir>/holidays/<year>.json`, one file per year.

Kept in the knowledge-base directory so that one setting (`--kb-dir` / HR_AGENT_KB_DIR)
moves all of a company's data. A file is written whole to a temporary name and renamed
over the old one, so a reader in another process sees the old schedule or the new one,
never half of either.
"""
from __future__ import annotations

import datetime as dt
import json
import os
import re
import uuid
from pathlib import Path

from .notice import parse_notice
from .schedule import CalendarError, YearSchedule

NOTICE_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm", ".docx")
# A notice is a few KB of text; a saved web page or a .docx with the State Council's emblem a
# few hundred KB. Anything larger is not a notice, and is refused before it is read.
NOTICE_MAX_BYTES = 5 * 1024 * 1024
STORED_MAX_BYTES = 1024 * 1024  # a stored year is a few KB of JSON
_IMPORT_NAME = re.compile(r"(\d{4})\.json")


class StoredScheduleError(CalendarError):
    """A notice file cannot be read, or a stored import is damaged; one line naming the file."""


def import_path(kb_dir: str | os.PathLike, year: int) -> Path:
    return Path(kb_dir) / "holidays" / f"{year}.json"


def read_notice(path: Path) -> YearSchedule:
    """Parse one notice file; raises StoredScheduleError (unreadable) or NoticeError.

    Read as ingest reads a document (`knowledge.files.read_bounded`, then the document
    readers with their encoding rules and limits): a FIFO, a device or a link to one is refused
    before anything is read, and nothing larger than NOTICE_MAX_BYTES is loaded. Imported
    here, not at the top: the `tool` command and the agent use the calendar without them."""
    from knowledge.files import read_bounded
    from knowledge.parsers import DocumentError, parse_document

    try:
        raw = read_bounded(path, NOTICE_MAX_BYTES)
        if path.suffix.lower() not in NOTICE_SUFFIXES:
            raise StoredScheduleError(f"{path}：不支持的文件类型，通知请存为 {' '.join(NOTICE_SUFFIXES)}")
        document = parse_document(path, raw)
    except FileNotFoundError:
        raise StoredScheduleError(f"{path}：文件不存在") from None
    except (OSError, DocumentError) as exc:
        raise StoredScheduleError(f"{path}：无法读取：{getattr(exc, 'strerror', None) or exc}") from None
    text = document.text if document.blocks is None else "\n".join(b.text for b in document.blocks)
    return parse_notice(text)


def save_import(kb_dir: str | os.PathLike, schedule: YearSchedule, file: str, now: dt.datetime) -> YearSchedule:
    """Store `schedule` as the year's import, replacing any earlier one; returns it as stored."""
    stored = YearSchedule(
        year=schedule.year, source="imported", holidays=schedule.holidays, workdays=schedule.workdays,
        file=file, imported_at=now.isoformat(timespec="seconds"), missing=schedule.missing,
    )
    doc = {
        "year": stored.year,
        "file": stored.file,
        "imported_at": stored.imported_at,
        "holidays": {d.isoformat(): name for d, name in sorted(stored.holidays.items())},
        "workdays": {d.isoformat(): name for d, name in sorted(stored.workdays.items())},
        "missing": list(stored.missing),
    }
    target = import_path(kb_dir, stored.year)
    target.parent.mkdir(parents=True, exist_ok=True)
    # A unique name opened with "x" (not mkstemp, whose 0600 mode would hide the file from
    # a service running as another user) in the same directory, so the rename is atomic.
    tmp = target.with_name(f".{stored.year}.{os.getpid()}.{uuid.uuid4().hex}.tmp")
    try:
        with open(tmp, "x", encoding="utf-8") as out:
            json.dump(doc, out, ensure_ascii=False, indent=1)
            out.flush()
            os.fsync(out.fileno())  # the new content is on disk before the name points at it
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    return stored


def remove_import(kb_dir: str | os.PathLike, year: int) -> YearSchedule | None:
    """Delete the year's import, returning it (None if there was none). One unlink: a reader,
    or a kill, sees the import or the schedule beneath it, never a half-removed file."""
    path = import_path(kb_dir, year)
    try:
        earlier = load_import(path)
    except StoredScheduleError:
        earlier = YearSchedule(year=year, source="imported", holidays={})  # damaged: removing it is the cure
    except FileNotFoundError:
        return None
    try:
        path.unlink()
    except FileNotFoundError:
        return None  # removed meanwhile by another process
    _sync_folder(path.parent)
    return earlier


def imported_years(kb_dir: str | os.PathLike | None) -> list[int]:
    """Years with an import file, whether or not in the calendar's range now."""
    if kb_dir is None:
        return []
    try:
        names = os.listdir(Path(kb_dir) / "holidays")
    except (FileNotFoundError, NotADirectoryError):
        return []
    return sorted(int(m.group(1)) for n in names if (m := _IMPORT_NAME.fullmatch(n)))


def _names(value) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        raise TypeError("missing")
    return tuple(value)


def _sync_folder(folder: Path) -> None:
    """Make a rename or unlink in `folder` durable (best effort: not every platform can)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def load_import(path: Path) -> YearSchedule:
    """The stored import; FileNotFoundError if there is none, StoredScheduleError if damaged.
    Read bounded like a notice: a FIFO or a huge file put in its place cannot stall the agent."""
    from knowledge.files import read_bounded

    try:
        doc = json.loads(read_bounded(path, STORED_MAX_BYTES).decode("utf-8"))
        return YearSchedule(
            year=int(doc["year"]),
            source="imported",
            holidays={dt.date.fromisoformat(d): str(n) for d, n in doc["holidays"].items()},
            workdays={dt.date.fromisoformat(d): str(n) for d, n in doc["workdays"].items()},
            file=str(doc.get("file", "")),
            imported_at=str(doc.get("imported_at", "")),
            missing=_names(doc.get("missing", [])),
        )
    except FileNotFoundError:
        raise
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise StoredScheduleError(
            f"导入的节假日安排 {path} 已损坏（{type(exc).__name__}），请用 hr-agent calendar import 重新导入"
        ) from None
