"""Which files an ingest reads, and reading one without trusting its size.

A folder is walked without following symbolic links out of it: a link inside an ingested
folder to a file elsewhere (a key, another department's folder) would otherwise make that
file searchable. `follow_links=True` (`ingest --follow-links`) follows them, guarding
against link loops. A file named directly on the command line is read even if it is a link:
the person named it.
"""
from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from .limits import MAX_FILE_BYTES, MB
from .parsers import SUPPORTED_SUFFIXES, unsupported_reason

LINK_OUTSIDE = "符号链接指向导入目录之外，已跳过（需要时加 --follow-links）"


@dataclass(frozen=True)
class SourceFile:
    """A file to ingest and the folder it was named through (its parent for a file argument):
    a document's identity is its path relative to that folder."""

    path: Path
    root: Path


class FileTooLarge(OSError):
    def __init__(self, size: int, limit: int = MAX_FILE_BYTES):
        super().__init__(errno.EFBIG, f"文件过大（{size / MB:.1f} MB），上限 {limit / MB:g} MB")


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes, refusing before reading anything if it is over `limit` (a sparse
    3 GB file is never loaded) and never reading more than `limit` if it grows meanwhile."""
    # Non-blocking open: a FIFO would otherwise wait forever for a writer before the check
    # below could refuse it (a regular file reads the same either way); no controlling tty.
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, f"不是普通文件（{_kind(info.st_mode)}）")
        if info.st_size > limit:
            raise FileTooLarge(info.st_size, limit)
        fh = open(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with fh:
        raw = fh.read(limit + 1)
    if len(raw) > limit:
        raise FileTooLarge(len(raw), limit)
    return raw


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "文件夹"), (stat.S_ISFIFO, "命名管道"), (stat.S_ISCHR, "字符设备"),
                       (stat.S_ISBLK, "块设备"), (stat.S_ISSOCK, "套接字")):
        if test(mode):
            return name
    return "特殊文件"


def _inside(target: Path, root: Path) -> bool:
    return target == root or root in target.parents


def collect_files(paths: Iterable[str | Path], skipped: list[tuple[str, str]],
                  follow_links: bool = False) -> list[SourceFile]:
    files: list[SourceFile] = []
    for p in paths:
        path = Path(p).expanduser()
        if path.is_dir():
            files.extend(_walk(path, skipped, follow_links))
        elif path.is_file():
            if path.suffix.lower() in SUPPORTED_SUFFIXES:
                files.append(SourceFile(path, path.parent))
            else:
                skipped.append((str(path), unsupported_reason(path)))
        else:
            skipped.append((str(path), "路径不存在"))
    return files


def _walk(root: Path, skipped: list[tuple[str, str]], follow_links: bool) -> list[SourceFile]:
    """Documents under `root` in a stable order; each real file once, preferring the path
    that is not a link."""
    real_root = root.resolve()
    found: list[tuple[Path, Path, bool]] = []  # (path, real path, reached through a link)
    walked: set[Path] = set()

    def walk(folder: Path, real_folder: Path, via_link: bool) -> None:
        walked.add(real_folder)
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            skipped.append((str(folder), f"无法读取文件夹：{exc.strerror or exc}"))
            return
        for entry in entries:
            if entry.name.startswith(".") or entry.name.startswith("~$"):
                continue  # hidden files (.DS_Store, .git) and Word's lock files are never documents
            path = folder / entry.name
            link = entry.is_symlink()
            real = path.resolve() if link else real_folder / entry.name
            if link:
                if not real.exists():
                    skipped.append((str(path), "符号链接指向的文件不存在"))
                    continue
                if not follow_links and not _inside(real, real_root):
                    skipped.append((str(path), LINK_OUTSIDE))
                    continue
            if real.is_dir():
                if link and not follow_links:
                    continue  # a link to a folder inside the root: that folder is walked itself
                if real in walked:
                    if link:
                        skipped.append((str(path), "符号链接循环或重复的文件夹，已跳过"))
                    continue
                walk(path, real, via_link or link)
            elif real.is_file():
                if path.suffix.lower() in SUPPORTED_SUFFIXES:
                    found.append((path, real, via_link or link))
                else:
                    skipped.append((str(path), unsupported_reason(path)))

    walk(root, real_root, False)
    first: dict[Path, Path] = {}
    for path, real, _linked in sorted(found, key=lambda f: (f[2], str(f[0]))):
        if real in first:
            skipped.append((str(path), f"与 {first[real]} 是同一个文件"))
        else:
            first[real] = path
    return [SourceFile(path, root) for path, real, _ in found if first[real] == path]
