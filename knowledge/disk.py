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
_SEGMENT_DIR = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


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


def remove_leftovers(kb_dir: Path, generations: set[str]) -> None:
    """Delete segment folders no live segment owns and token files of deleted generations.

    Live segments are read from Chroma's own catalogue (chroma.sqlite3, read-only): a
    segment row exists before its folder does, so a concurrent build is never touched."""
    db = kb_dir / "chroma.sqlite3"
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            live = {row[0] for row in con.execute("SELECT id FROM segments")}
        finally:
            con.close()
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
