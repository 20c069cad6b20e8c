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
import uuid
from pathlib import Path

from .notice import parse_notice
from .schedule import CalendarError, YearSchedule

NOTICE_SUFFIXES = (".txt", ".md", ".markdown", ".html", ".htm", ".docx")


class StoredScheduleError(CalendarError):
    """A notice file cannot be read, or a stored import is damaged; one line naming the file."""


def import_path(kb_dir: str | os.PathLike, year: int) -> Path:
    return Path(kb_dir) / "holidays" / f"{year}.json"


def read_notice(path: Path) -> YearSchedule:
    """Parse one notice file; raises StoredScheduleError (unreadable) or NoticeError."""
    from knowledge.parsers import DocumentError, parse_document

    if path.suffix.lower() not in NOTICE_SUFFIXES:
        raise StoredScheduleError(f"{path}：不支持的文件类型，通知请存为 {' '.join(NOTICE_SUFFIXES)}")
    try:
        document = parse_document(path, path.read_bytes())
    except (OSError, DocumentError) as exc:
        raise StoredScheduleError(f"{path}：无法读取（{getattr(exc, 'strerror', None) or exc}）") from None
    text = document.text if document.blocks is None else "\n".join(b.text for b in document.blocks)
    return parse_notice(text)


def save_import(kb_dir: str | os.PathLike, schedule: YearSchedule, file: str, now: dt.datetime) -> YearSchedule:
    """Store `schedule` as the year's import, replacing any earlier one; returns it as stored."""
    stored = YearSchedule(
        year=schedule.year, source="imported", holidays=schedule.holidays, workdays=schedule.workdays,
        file=file, imported_at=now.isoformat(timespec="seconds"),
    )
    doc = {
        "year": stored.year,
        "file": stored.file,
        "imported_at": stored.imported_at,
        "holidays": {d.isoformat(): name for d, name in sorted(stored.holidays.items())},
        "workdays": {d.isoformat(): name for d, name in sorted(stored.workdays.items())},
    }
    target = import_path(kb_dir, stored.year)
    target.parent.mkdir(parents=True, exist_ok=True)
    # A unique name opened with "x" (not mkstemp, whose 0600 mode would hide the file from
    # a service running as another user) in the same directory, so the rename is atomic.
    tmp = target.with_name(f".{stored.year}.{os.getpid()}.{uuid.uuid4().hex}.tmp")
    try:
        with open(tmp, "x", encoding="utf-8") as out:
            json.dump(doc, out, ensure_ascii=False, indent=1)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return stored


def load_import(path: Path) -> YearSchedule:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return YearSchedule(
            year=int(doc["year"]),
            source="imported",
            holidays={dt.date.fromisoformat(d): str(n) for d, n in doc["holidays"].items()},
            workdays={dt.date.fromisoformat(d): str(n) for d, n in doc["workdays"].items()},
            file=str(doc.get("file", "")),
            imported_at=str(doc.get("imported_at", "")),
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise StoredScheduleError(
            f"导入的节假日安排 {path} 已损坏（{type(exc).__name__}），请用 hr-agent calendar import 重新导入"
        ) from None
