"""Planning an ingest (pure of the store): read and chunk the files named, decide per
document what is new, changed, unchanged or gone, and report it. knowledge.ingest then
builds the new generation from the plan."""
from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from .chunking import CHUNKER_VERSION, Chunk, chunk_blocks, chunk_text
from .documents import display_names
from .files import collect_files, read_bounded
from .parsers import SUPPORTED_SUFFIXES, DocumentError, parse_document
from .structure import article_markers


@dataclass
class IngestReport:
    added: int = 0
    updated: int = 0
    removed: int = 0
    unchanged: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
    files: int = 0  # files read and indexed, changed or not
    reused: int = 0  # vectors taken over from an interrupted ingest instead of re-embedded
    pruned: list[str] = field(default_factory=list)  # documents dropped by --prune
    # Documents with the same bytes as another (first name, second name): search answers once.
    same_content: list[tuple[str, str]] = field(default_factory=list)
    # (file, chunks, clause markers): chunks that still hold several numbered clauses (run
    # together in one paragraph), which search can only find as a whole.
    merged: list[tuple[str, int, int]] = field(default_factory=list)

    def notes(self) -> list[str]:
        """What the person should fix in their documents (clauses the reader could not separate)."""
        return [merged_line(*m) for m in self.merged]

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or self.removed)

    def summary(self) -> str:
        text = (f"{self.files} 个文件：新增 {self.added} 段，更新 {self.updated} 段，"
                f"删除 {self.removed} 段，未变 {self.unchanged} 段")
        if self.pruned:
            text += "；移除已不存在的文档 " + "、".join(self.pruned)
        if self.skipped:
            text += "；跳过 " + "；".join(f"{p}（{r}）" for p, r in self.skipped)
        if self.same_content:
            text += "；内容相同 " + "；".join(f"{a} 与 {b}" for a, b in self.same_content)
        if self.merged:
            text += "；" + "；".join(merged_line(*m) for m in self.merged)
        return text


def merged_line(path: str, chunks: int, clauses: int) -> str:
    return (f"{path}：{chunks} 段仍含多个编号条款（共 {clauses} 条），检索只能整段命中；"
            "把每条放在单独一行（如“第七条 …”另起一行）即可按条切分")


@dataclass
class RemoveReport:
    documents: list[str]  # names of the documents removed
    chunks: int  # chunks removed with them




def file_hash(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:16]


def read_chunks(path: Path, raw: bytes, identity: str | None = None) -> list[Chunk]:
    """Parse one file and chunk it by its structure; DocumentError if it cannot be read.
    `identity` (default: the file name) goes into every chunk id, so two documents with
    the same name and the same clause still get distinct ids."""
    doc = parse_document(path, raw)
    if doc.kind == "blocks":
        return chunk_blocks(doc.blocks or [], identity or path.name)
    return chunk_text(doc.text, identity or path.name, markdown=doc.kind == "markdown")


@dataclass
class FilePlan:
    path: Path
    key: str  # the document's identity: its absolute path
    rel: str  # its path relative to the folder it was ingested from
    size: int
    file_hash: str
    chunks: list[Chunk]
    old: dict[str, dict]  # id -> metadata of this document's chunks in the live generation


def doc_key(meta: dict) -> str:
    return meta.get("source_path") or meta.get("source", "")


def chunk_metadata(chunk: Chunk, plan: FilePlan, ingested_at: str) -> dict:
    return {
        "source": plan.path.name,
        "source_path": plan.key,
        "doc_rel": plan.rel,
        "doc": plan.rel,  # made unique among all documents when the generation is built
        "heading_path": chunk.heading,
        "position": chunk.position,
        "content_hash": chunk.content_hash,
        "file_hash": plan.file_hash,
        "file_size": plan.size,
        "ingested_at": ingested_at,
        "chunker": CHUNKER_VERSION,
    }




def names_for(kept_metas: Iterable[dict], plans: list[FilePlan]) -> dict[str, str]:
    docs = {doc_key(m): m.get("doc_rel") or m.get("source", "") for m in kept_metas}
    docs.update({p.key: p.rel for p in plans})
    return display_names(docs)


class PruneRefused(ValueError):
    """`--prune` would empty a folder's share of the knowledge base; the message says how to confirm."""


def stale_documents(paths, by_doc: dict[str, dict], allow_empty: bool = False) -> list[str]:
    """Documents whose file was under one of the given folders and is gone. A folder that
    does not exist prunes nothing (a mistyped path must not empty the knowledge base) unless
    `allow_empty` says it is gone for good."""
    folders = [Path(p).expanduser().resolve() for p in paths
               if Path(p).expanduser().is_dir() or (allow_empty and not Path(p).expanduser().exists())]
    return [key for key in by_doc
            if any(Path(key).is_relative_to(f) for f in folders) and not Path(key).exists()]


def refuse_emptied_folders(paths, by_doc: dict[str, dict], stale: list[str], plans: list[FilePlan],
                           report: IngestReport) -> None:
    """Raise PruneRefused for a folder that now yields nothing -- no file kept, read or skipped
    under it -- while the knowledge base holds documents from it: an unmounted share or a
    folder emptied by mistake looks exactly like that, and pruning would delete them all."""
    stale_set = set(stale)
    for given in paths:
        path = Path(given).expanduser()
        folder = path.resolve()
        if path.exists() and not path.is_dir():
            continue
        held = [key for key in by_doc if Path(key).is_relative_to(folder)]
        if not held or any(key not in stale_set for key in held):
            continue
        if any(Path(p.key).is_relative_to(folder) for p in plans) or any(
                Path(s).expanduser().resolve().is_relative_to(folder) for s, _ in report.skipped if s != str(path)):
            continue
        state = "是空的" if path.exists() else "不存在（共享盘未挂载？）"
        raise PruneRefused(f"--prune：文件夹 {given} {state}，会删除知识库中它下面的全部 {len(held)} 个文档；"
                           "知识库未改动。确认要删除请加 --allow-empty")


def plan_files(paths, by_doc, reset: bool, report: IngestReport, follow_links: bool = False) -> list[FilePlan]:
    files = collect_files(paths, report.skipped, follow_links)
    seen: set[str] = set()
    plans: list[FilePlan] = []
    for source in files:
        path = source.path
        key = str(path.resolve())
        if key in seen:
            continue  # named twice, e.g. a folder and a file in it
        seen.add(key)
        try:
            rel = path.relative_to(source.root).as_posix()
        except ValueError:
            rel = path.name
        try:
            raw = read_bounded(path)
        except OSError as exc:
            report.skipped.append((str(path), f"无法读取：{exc.strerror or exc}"))
            continue
        digest = file_hash(raw)
        old = by_doc.get(key, {})
        # Same bytes chunked by the same chunker: nothing to do. A newer chunker
        # re-chunks (ids are content-derived, so unchanged sections keep their vectors).
        if not reset and old and all(
            m.get("file_hash") == digest and m.get("chunker") == CHUNKER_VERSION for m in old.values()
        ):
            report.files += 1
            report.unchanged += len(old)
            continue
        try:
            chunks = read_chunks(path, raw, key)
        except DocumentError as exc:
            report.skipped.append((str(path), f"无法读取：{exc}"))
            continue
        except Exception as exc:  # a parser bug on one odd file must not stop the rest
            report.skipped.append((str(path), f"解析失败：{type(exc).__name__}: {str(exc)[:100]}"))
            continue
        if not chunks and (reset or not old):
            report.skipped.append((str(path), "文件中没有可索引的文本"))
            continue
        report.files += 1
        n_merged, n_clauses = merged_clauses(chunks)
        if n_merged:
            report.merged.append((str(path), n_merged, n_clauses))
        plans.append(FilePlan(path, key, rel, len(raw), digest, chunks, {} if reset else old))
    return plans


def count_changes(plan: FilePlan, reset: bool, report: IngestReport) -> None:
    if reset:
        return
    new_ids = {c.id for c in plan.chunks}
    to_add = [c for c in plan.chunks if c.id not in plan.old]
    to_remove = [i for i in plan.old if i not in new_ids]
    # Report an edited clause as "updated" rather than "1 added + 1 removed": pair new
    # and stale chunks that sit under the same heading.
    added_by_heading = Counter(c.heading for c in to_add)
    removed_by_heading = Counter(plan.old[i].get("heading_path", "") for i in to_remove)
    for heading, n_add in added_by_heading.items():
        paired = min(n_add, removed_by_heading.get(heading, 0))
        report.updated += paired
        report.added += n_add - paired
        removed_by_heading[heading] -= paired
    report.removed += sum(v for v in removed_by_heading.values() if v > 0)
    report.unchanged += len(plan.chunks) - len(to_add)


class NoDocuments(ValueError):
    """A folder named for ingest holds no document of a supported type; the message names it."""


def refuse_empty_folders(paths, follow_links: bool = False) -> None:
    """Raise NoDocuments for a folder that holds no file of a supported type: an ingest of it
    would silently do nothing (a wrong folder, a share not mounted)."""
    for given in paths:
        path = Path(given).expanduser()
        if path.is_dir() and not collect_files([path], [], follow_links):
            raise NoDocuments(f"文件夹 {given} 中没有可导入的文档（支持 {' '.join(SUPPORTED_SUFFIXES)}），"
                              "知识库未改动")


def merged_clauses(chunks: list[Chunk]) -> tuple[int, int]:
    """(chunks holding several article-level clauses, clauses in them)."""
    counts = [n for n in (len(article_markers(c.text)) for c in chunks) if n > 1]
    return len(counts), sum(counts)
