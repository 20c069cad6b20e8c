"""What the store keeps on disk beside Chroma (embedded mode only): each generation's
lexical tokens, and the removal of files Chroma leaves behind.

Lexical tokens: a generation never changes once written, so the tokens BM25 needs are
computed once when it is built and saved next to it (`lexical/<generation>.json`); a new
process loads them instead of running jieba over every chunk again.

Leftovers: deleting a collection in embedded Chroma drops its rows but leaves its HNSW
segment folder (chroma-core/chroma#5259), so every re-ingest would leave one more folder
behind. After a switch, folders named like a segment that no live segment owns are removed.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import sqlite3
from pathlib import Path

LEXICAL_DIR = "lexical"
_EMPTY_STORE = 384 << 10
_SEGMENT_DIR = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def sqlite_stamp(db: Path) -> tuple | None:
    """A value that changes with every transaction any process commits to the SQLite file
    `db` (None when there is no such file): the file's identity and the header's change
    counter (rollback journal, which Chroma uses), with the -wal file's size and header
    (WAL mode, whose commits leave the counter alone). Reading it costs ~20 us against
    ~1.4 ms for asking Chroma for the pointer; an unreadable file gives a fresh value."""
    try:
        with open(db, "rb") as f:
            st = os.fstat(f.fileno())
            header = f.read(100)
    except FileNotFoundError:
        return None
    except OSError:
        return (object(),)  # equal to nothing: always ask Chroma
    try:
        with open(f"{db}-wal", "rb") as f:
            wal = (os.fstat(f.fileno()).st_size, f.read(32))
    except OSError:
        wal = None
    return (st.st_dev, st.st_ino, header[24:28], wal)


def lexical_path(kb_dir: Path, generation: str) -> Path:
    return kb_dir / LEXICAL_DIR / f"{generation}.json"


def save_lexical(kb_dir: Path, generation: str, tokens: dict[str, list[str]]) -> None:
    """Write atomically: a reader sees the whole file or none."""
    path = lexical_path(kb_dir, generation)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(tokens, fh, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def load_lexical(kb_dir: Path, generation: str) -> dict[str, list[str]]:
    """The saved tokens, or {} when there are none (older generation, unreadable file)."""
    try:
        with open(lexical_path(kb_dir, generation), encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _segments(kb_dir: Path, collection_id: str | None = None) -> set[str]:
    """Segment ids in Chroma's own catalogue (chroma.sqlite3, opened read-only): all of
    them, or one collection's."""
    con = sqlite3.connect(f"file:{kb_dir / 'chroma.sqlite3'}?mode=ro", uri=True, timeout=5)
    try:
        if collection_id is None:
            return {row[0] for row in con.execute("SELECT id FROM segments")}
        return {row[0] for row in con.execute("SELECT id FROM segments WHERE collection = ?", (collection_id,))}
    finally:
        con.close()


def remove_segment_files(kb_dir: Path, collection_id: str) -> None:
    """Delete a collection's segment folders before the collection itself: on a full disk
    this frees the space the database needs to delete the collection's rows."""
    try:
        ids = _segments(kb_dir, collection_id)
    except sqlite3.Error:
        return
    for seg in ids:
        if _SEGMENT_DIR.match(seg):
            shutil.rmtree(kb_dir / seg, ignore_errors=True)


def remove_leftovers(kb_dir: Path, generations: set[str]) -> None:
    """Delete segment folders no live segment owns and token files of deleted generations.

    Live segments are read from Chroma's own catalogue (chroma.sqlite3, read-only): a
    segment row exists before its folder does, so a concurrent build is never touched."""
    try:
        live = _segments(kb_dir)
    except sqlite3.Error:
        return  # an unfamiliar catalogue: leave everything as it is
    for entry in kb_dir.iterdir():
        if entry.is_dir() and _SEGMENT_DIR.match(entry.name) and entry.name not in live:
            shutil.rmtree(entry, ignore_errors=True)
    lexical = kb_dir / LEXICAL_DIR
    if lexical.is_dir():
        for f in lexical.iterdir():
            if f.suffix == ".json" and f.stem not in generations:
                f.unlink(missing_ok=True)


def writable(kb_dir: Path) -> bool:
    db = kb_dir / "chroma.sqlite3"
    return os.access(kb_dir, os.W_OK) and (not db.exists() or os.access(db, os.W_OK))


def private_copy(kb_dir: Path) -> Path:
    """A temporary copy of a read-only knowledge base, removed when the process exits.
    Chroma writes to its database even to open it, so a read-only one (a read-only mount,
    files owned by someone else) is searched through a copy of its current content."""
    import atexit
    import tempfile

    target = Path(tempfile.mkdtemp(prefix="hr-agent-kb-")) / "kb"
    shutil.copytree(kb_dir, target, ignore=shutil.ignore_patterns(LEXICAL_DIR, ".ingest.lock"))
    atexit.register(shutil.rmtree, target.parent, ignore_errors=True)
    return target


def shortfall(kb_dir: Path, live_chunks: int, new_chunks: int) -> tuple[int, int]:
    """(bytes a generation of `new_chunks` chunks is expected to take, bytes free) when the
    free space is short of it, else (0, free). Checked before building: a build that fills
    the disk cannot even delete what it wrote (the database needs room for its journal)."""
    used = sum(f.stat().st_size for f in kb_dir.rglob("*") if f.is_file()) if kb_dir.is_dir() else 0
    # Measured: an empty store takes ~360 KB, each chunk ~7 KB (text, metadata, vector,
    # Chroma's full-text index and log, BM25 tokens).
    per_chunk = min(max((used - _EMPTY_STORE) // live_chunks if live_chunks else 0, 8192), 65536)
    need = new_chunks * per_chunk + (1 << 20)  # plus a segment folder and the journal
    free = shutil.disk_usage(kb_dir if kb_dir.is_dir() else kb_dir.parent).free
    return (need, free) if free < need else (0, free)


def compact(kb_dir: Path, max_free_share: float = 0.25) -> None:
    """VACUUM Chroma's database when over `max_free_share` of its pages are free. During a
    build two generations coexist, so without this the file settles near twice the size
    of one. Skipped, not waited for, while another process is reading."""
    try:
        con = sqlite3.connect(kb_dir / "chroma.sqlite3", timeout=2)
        try:
            pages = con.execute("PRAGMA page_count").fetchone()[0]
            free = con.execute("PRAGMA freelist_count").fetchone()[0]
            if pages and free / pages > max_free_share:
                con.execute("VACUUM")
        finally:
            con.close()
    except sqlite3.Error:
        pass
