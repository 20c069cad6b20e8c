"""Document identity and the document table (pure functions, no I/O).

A document is one file, identified by its absolute path (`source_path` in every chunk's
metadata): `a/考勤制度.md` and `b/考勤制度.md` are two documents whichever way they were
ingested. People see a shorter name (`doc`): the path relative to the folder it was
ingested from, lengthened by parent folders only as far as needed to tell it apart from
every other document in the knowledge base.
"""
from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import dataclass
from pathlib import PurePath
from typing import Iterable, Mapping


@dataclass(frozen=True)
class Document:
    name: str  # the identity people see and type (`doc`)
    path: str  # absolute path when ingested: the identity the store keys on
    chunks: int
    size: int  # bytes of the file when ingested
    ingested_at: str  # ISO 8601 UTC
    file_hash: str

    def as_dict(self) -> dict:
        return {"document": self.name, "path": self.path, "chunks": self.chunks, "size": self.size,
                "ingested_at": self.ingested_at, "file_hash": self.file_hash}


class UnknownDocuments(ValueError):
    """Names given for removal that match no document, or more than one."""


def display_names(docs: Mapping[str, str]) -> dict[str, str]:
    """{absolute path: relative path as ingested} -> {absolute path: unique display name}.

    Each name starts as the path relative to its ingest folder; names that collide take
    one more parent folder from the absolute path, until every name is distinct."""
    parts = {key: PurePath(key).parts for key in docs}
    width = {key: max(1, len(PurePath(rel).parts)) for key, rel in docs.items()}
    while True:
        groups: dict[tuple, list[str]] = defaultdict(list)
        for key in docs:
            groups[parts[key][-width[key]:]].append(key)
        clashes = [k for keys in groups.values() if len(keys) > 1 for k in keys if width[k] < len(parts[k])]
        if not clashes:
            break
        for key in clashes:
            width[key] += 1
    return {key: PurePath(*parts[key][-width[key]:]).as_posix().lstrip("/") or key for key in docs}


def same_content(held: Iterable[tuple[str, str]], read: Iterable[tuple[str, str]],
                 names: Mapping[str, str]) -> list[tuple[str, str]]:
    """Pairs of display names of documents whose files have the same bytes, the second one
    read by this ingest; `held` and `read` are (file hash, path) of the documents the new
    generation keeps and of those read now. Search answers such twins once
    (knowledge.fusion.distinct_content); ingest names them so nobody wonders why."""
    first: dict[str, str] = {}
    for digest, key in held:
        first.setdefault(digest, key)
    pairs = []
    for digest, key in read:
        other = first.setdefault(digest, key)
        if other != key:
            pairs.append((names.get(other, other), names.get(key, key)))
    return pairs


def document_table(metadatas: Iterable[Mapping]) -> list[Document]:
    """One row per document of a generation's chunk metadata, sorted by name."""
    rows: dict[str, dict] = {}
    for m in metadatas:
        key = m.get("source_path") or m.get("source", "")
        row = rows.setdefault(key, {"name": m.get("doc") or m.get("source", ""), "chunks": 0,
                                    "size": int(m.get("file_size", 0) or 0),
                                    "ingested_at": m.get("ingested_at", ""), "file_hash": m.get("file_hash", "")})
        row["chunks"] += 1
    return sorted((Document(path=k, **v) for k, v in rows.items()), key=lambda d: d.name)


def resolve_documents(names: Iterable[str], documents: list[Document], cwd: str) -> list[Document]:
    """The documents `names` denote: a document's name, its path (absolute or relative to
    `cwd`), or a unique trailing part of its name (`考勤制度.md` when only one has it).
    Raises UnknownDocuments listing every name that matched none, or several."""
    by_name = {d.name: d for d in documents}
    by_path = {d.path: d for d in documents}
    found: list[Document] = []
    problems: list[str] = []
    for raw in names:
        name = raw.strip().replace("\\", "/")
        as_path = os.path.normpath(os.path.join(cwd, name))
        if name in by_name:
            found.append(by_name[name])
        elif as_path in by_path:
            found.append(by_path[as_path])
        else:
            tail = [d for d in documents if d.name.endswith("/" + name) or d.path.endswith("/" + name)]
            if len(tail) == 1:
                found.append(tail[0])
            elif tail:
                problems.append(f"{raw}（有 {len(tail)} 个同名文档：{'、'.join(d.name for d in tail)}，请写出文件夹）")
            else:
                problems.append(f"{raw}（知识库中没有这个文档）")
    if problems:
        raise UnknownDocuments("；".join(problems) + "。用 hr-agent kb list 查看文档名")
    return list({d.path: d for d in found}.values())
